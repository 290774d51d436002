<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About arbiter-app</source>
        <translation>About arbiter-app</translation>
    </message>
    <message>
        <source>Crosstables, live standings and exact tie-breaks for chess arbiters.</source>
        <translation>Crosstables, live standings and exact tie-breaks for chess arbiters.</translation>
    </message>
    <message>
        <source>Version {0}. Free software under the MIT licence, without any warranty.</source>
        <translation>Version {0}. Free software under the MIT licence, without any warranty.</translation>
    </message>
    <message>
        <source>Uses Qt {0} and Qt for Python {1} (LGPL v3), Python {2}.</source>
        <translation>Uses Qt {0} and Qt for Python {1} (LGPL v3), Python {2}.</translation>
    </message>
    <message>
        <source>Licences of the bundled components</source>
        <translation>Licences of the bundled components</translation>
    </message>
    <message>
        <source>official text</source>
        <translation>official text</translation>
    </message>
    <message>
        <source>FIDE tie-break codes and descriptors (MTB26)</source>
        <translation>FIDE tie-break codes and descriptors (MTB26)</translation>
    </message>
    <message>
        <source>FIDE tournament report file TRF-2026</source>
        <translation>FIDE tournament report file TRF-2026</translation>
    </message>
    <message>
        <source>FIDE tournament report file TRF-16</source>
        <translation>FIDE tournament report file TRF-16</translation>
    </message>
    <message>
        <source>Rules implemented</source>
        <translation>Rules implemented</translation>
    </message>
</context>
<context>
    <name>CompareRulesDialog</name>
    <message>
        <source>Compare rules</source>
        <translation>Compare rules</translation>
    </message>
    <message>
        <source>Select a player to see why their place changes.</source>
        <translation>Select a player to see why their place changes.</translation>
    </message>
    <message>
        <source>&amp;Left:</source>
        <translation>&amp;Left:</translation>
    </message>
    <message>
        <source>&amp;Right:</source>
        <translation>&amp;Right:</translation>
    </message>
    <message>
        <source>List:</source>
        <translation>List:</translation>
    </message>
    <message>
        <source>The event&apos;s rules ({0})</source>
        <translation>The event&apos;s rules ({0})</translation>
    </message>
    <message>
        <source>Preset: {0}</source>
        <translation>Preset: {0}</translation>
    </message>
    <message>
        <source>the event&apos;s list: {0}</source>
        <translation>the event&apos;s list: {0}</translation>
    </message>
    <message>
        <source>Tie-break codes separated by commas, e.g. BH/C1, BH, SB. Empty: the event&apos;s list, or the preset&apos;s.</source>
        <translation>Tie-break codes separated by commas, e.g. BH/C1, BH, SB. Empty: the event&apos;s list, or the preset&apos;s.</translation>
    </message>
    <message>
        <source>Cannot compare: {0}</source>
        <translation>Cannot compare: {0}</translation>
    </message>
    <message>
        <source>{rules}; list {codes}</source>
        <translation>{rules}; list {codes}</translation>
    </message>
    <message>
        <source>Left: {0}. Right: {1}.</source>
        <translation>Left: {0}. Right: {1}.</translation>
    </message>
    <message>
        <source>No place changes.</source>
        <translation>No place changes.</translation>
    </message>
    <message>
        <source>Players who change place: {0} (highlighted).</source>
        <translation>Players who change place: {0} (highlighted).</translation>
    </message>
    <message>
        <source>{0}: place {1} on both sides.</source>
        <translation>{0}: place {1} on both sides.</translation>
    </message>
    <message>
        <source>{0}: place {1} on the left, {2} on the right.</source>
        <translation>{0}: place {1} on the left, {2} on the right.</translation>
    </message>
    <message>
        <source>{0} and {1}: the first criterion deciding them differently is {2}.</source>
        <translation>{0} and {1}: the first criterion deciding them differently is {2}.</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Left</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <source>the list ends before it; they share a place</source>
        <translation>the list ends before it; they share a place</translation>
    </message>
    <message>
        <source>{0}; they share a place</source>
        <translation>{0}; they share a place</translation>
    </message>
    <message>
        <source>{0}: {1} ahead</source>
        <translation>{0}: {1} ahead</translation>
    </message>
    <message>
        <source>{0}, equal; {1} ahead on {2}</source>
        <translation>{0}, equal; {1} ahead on {2}</translation>
    </message>
</context>
<context>
    <name>CompareSideModel</name>
    <message>
        <source>Rk.</source>
        <translation>Rk.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <source>Place {0} here, {1} on the other side</source>
        <translation>Place {0} here, {1} on the other side</translation>
    </message>
</context>
<context>
    <name>CrosstableModel</name>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Rtg</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Round {0}</translation>
    </message>
    <message>
        <source>Start number</source>
        <translation>Start number</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Federation</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>FIDE ID {0}</source>
        <translation>FIDE ID {0}</translation>
    </message>
    <message>
        <source>Withdrew after round {0}</source>
        <translation>Withdrew after round {0}</translation>
    </message>
    <message>
        <source>{0}: withdrawn</source>
        <translation>{0}: withdrawn</translation>
    </message>
    <message>
        <source>white</source>
        <translation>white</translation>
    </message>
    <message>
        <source>black</source>
        <translation>black</translation>
    </message>
    <message>
        <source>colour unknown</source>
        <translation>colour unknown</translation>
    </message>
    <message>
        <source>{0}: {1} with {2} against {3} {4}</source>
        <translation>{0}: {1} with {2} against {3} {4}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Round {0}, player {1}: {2}</source>
        <translation>Round {0}, player {1}: {2}</translation>
    </message>
    <message>
        <source>cleared</source>
        <translation>cleared</translation>
    </message>
    <message>
        <source>Not entered: {0}</source>
        <translation>Not entered: {0}</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>adjusted score (C.07 16.3)</source>
        <translation>adjusted score (C.07 16.3)</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>opponent&apos;s score</source>
        <translation>opponent&apos;s score</translation>
    </message>
    <message>
        <source>forfeit counted as a game</source>
        <translation>forfeit counted as a game</translation>
    </message>
    <message>
        <source>opponent&apos;s score; the game has no result yet</source>
        <translation>opponent&apos;s score; the game has no result yet</translation>
    </message>
    <message>
        <source>dummy opponent (C.07 16.4)</source>
        <translation>dummy opponent (C.07 16.4)</translation>
    </message>
    <message>
        <source>dummy opponent, capped (C.07 16.4)</source>
        <translation>dummy opponent, capped (C.07 16.4)</translation>
    </message>
    <message>
        <source>virtual opponent</source>
        <translation>virtual opponent</translation>
    </message>
    <message>
        <source>direct encounters, the average of the games</source>
        <translation>direct encounters, the average of the games</translation>
    </message>
    <message>
        <source>opponent below the threshold</source>
        <translation>opponent below the threshold</translation>
    </message>
    <message>
        <source>opponent at or above the threshold</source>
        <translation>opponent at or above the threshold</translation>
    </message>
    <message>
        <source>played with Black</source>
        <translation>played with Black</translation>
    </message>
    <message>
        <source>won with Black</source>
        <translation>won with Black</translation>
    </message>
    <message>
        <source>won over the board</source>
        <translation>won over the board</translation>
    </message>
    <message>
        <source>not played over the board</source>
        <translation>not played over the board</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>not paired</translation>
    </message>
    <message>
        <source>opponent&apos;s Buchholz</source>
        <translation>opponent&apos;s Buchholz</translation>
    </message>
    <message>
        <source>opponent&apos;s score, last round as a draw</source>
        <translation>opponent&apos;s score, last round as a draw</translation>
    </message>
    <message>
        <source>unrated opponent, no rating given to the unrated</source>
        <translation>unrated opponent, no rating given to the unrated</translation>
    </message>
    <message>
        <source>rating given to a bye</source>
        <translation>rating given to a bye</translation>
    </message>
    <message>
        <source>bye as an opponent with 0 points</source>
        <translation>bye as an opponent with 0 points</translation>
    </message>
    <message>
        <source>round the player chose to play</source>
        <translation>round the player chose to play</translation>
    </message>
    <message>
        <source>opponent&apos;s perfect tournament performance</source>
        <translation>opponent&apos;s perfect tournament performance</translation>
    </message>
    <message>
        <source>opponent&apos;s tournament performance rating</source>
        <translation>opponent&apos;s tournament performance rating</translation>
    </message>
    <message>
        <source>after the player&apos;s own withdrawal</source>
        <translation>after the player&apos;s own withdrawal</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>rating</translation>
    </message>
    <message>
        <source>scheduled opponent</source>
        <translation>scheduled opponent</translation>
    </message>
    <message>
        <source>standard points</source>
        <translation>standard points</translation>
    </message>
    <message>
        <source>rating given to unrated players</source>
        <translation>rating given to unrated players</translation>
    </message>
    <message>
        <source>win</source>
        <translation>win</translation>
    </message>
    <message>
        <source>own score</source>
        <translation>own score</translation>
    </message>
    <message>
        <source>adjusted score</source>
        <translation>adjusted score</translation>
    </message>
    <message>
        <source>cap: opponent&apos;s adjusted score</source>
        <translation>cap: opponent&apos;s adjusted score</translation>
    </message>
    <message>
        <source>cap: draw points × rounds</source>
        <translation>cap: draw points × rounds</translation>
    </message>
    <message>
        <source>bye rating</source>
        <translation>bye rating</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>draw</translation>
    </message>
    <message>
        <source>cut rule: {0}</source>
        <translation>cut rule: {0}</translation>
    </message>
    <message>
        <source>cut rule: the lowest value</source>
        <translation>cut rule: the lowest value</translation>
    </message>
    <message>
        <source>cut rule: a voluntarily unplayed round first (C.07 16.5)</source>
        <translation>cut rule: a voluntarily unplayed round first (C.07 16.5)</translation>
    </message>
    <message>
        <source>cut rule: an unplayed round first, whatever its value (SSF steps 12–13)</source>
        <translation>cut rule: an unplayed round first, whatever its value (SSF steps 12–13)</translation>
    </message>
    <message>
        <source>applies: {0}</source>
        <translation>applies: {0}</translation>
    </message>
    <message>
        <source>applies: yes</source>
        <translation>applies: yes</translation>
    </message>
    <message>
        <source>applies: no, not all tied players have met</source>
        <translation>applies: no, not all tied players have met</translation>
    </message>
    <message>
        <source>not used: {0}</source>
        <translation>not used: {0}</translation>
    </message>
    <message>
        <source>not used: unrated players without a rating</source>
        <translation>not used: unrated players without a rating</translation>
    </message>
    <message>
        <source>not tied with anybody when applied</source>
        <translation>not tied with anybody when applied</translation>
    </message>
    <message>
        <source>tied group: {0}</source>
        <translation>tied group: {0}</translation>
    </message>
    <message>
        <source>layers: {0}</source>
        <translation>layers: {0}</translation>
    </message>
    <message>
        <source>games: {0}</source>
        <translation>games: {0}</translation>
    </message>
    <message>
        <source>rounds: {0}</source>
        <translation>rounds: {0}</translation>
    </message>
    <message>
        <source>planned rounds: {0}</source>
        <translation>planned rounds: {0}</translation>
    </message>
    <message>
        <source>round {0} counted as a draw (Fore)</source>
        <translation>round {0} counted as a draw (Fore)</translation>
    </message>
    <message>
        <source>cut at each end: {0}</source>
        <translation>cut at each end: {0}</translation>
    </message>
    <message>
        <source>threshold: {0}</source>
        <translation>threshold: {0}</translation>
    </message>
    <message>
        <source>maximum: {0}</source>
        <translation>maximum: {0}</translation>
    </message>
    <message>
        <source>players who have not met: {0}</source>
        <translation>players who have not met: {0}</translation>
    </message>
    <message>
        <source>score among the tied players: {0}</source>
        <translation>score among the tied players: {0}</translation>
    </message>
    <message>
        <source>seed of the drawing of lots: {0}</source>
        <translation>seed of the drawing of lots: {0}</translation>
    </message>
    <message>
        <source>points: {0}</source>
        <translation>points: {0}</translation>
    </message>
    <message>
        <source>own rating: {0}</source>
        <translation>own rating: {0}</translation>
    </message>
    <message>
        <source>rating of unrated players: {0}</source>
        <translation>rating of unrated players: {0}</translation>
    </message>
    <message>
        <source>average rating of the opponents: {0}</source>
        <translation>average rating of the opponents: {0}</translation>
    </message>
    <message>
        <source>percentage scored: {0}</source>
        <translation>percentage scored: {0}</translation>
    </message>
    <message>
        <source>rating difference dp: {0}</source>
        <translation>rating difference dp: {0}</translation>
    </message>
    <message>
        <source>expected score × 100: {0}</source>
        <translation>expected score × 100: {0}</translation>
    </message>
    <message>
        <source>expected score: {0}</source>
        <translation>expected score: {0}</translation>
    </message>
    <message>
        <source>development coefficient K: {0}</source>
        <translation>development coefficient K: {0}</translation>
    </message>
    <message>
        <source>regulations: {0}</source>
        <translation>regulations: {0}</translation>
    </message>
    <message>
        <source>bonus points</source>
        <translation>bonus points</translation>
    </message>
    <message>
        <source>(the opponent&apos;s rounds {0} counted as draws)</source>
        <translation>(the opponent&apos;s rounds {0} counted as draws)</translation>
    </message>
    <message>
        <source>no opponent</source>
        <translation>no opponent</translation>
    </message>
    <message>
        <source>direct encounter</source>
        <translation>direct encounter</translation>
    </message>
    <message>
        <source>running score</source>
        <translation>running score</translation>
    </message>
    <message>
        <source>{code} = {value} (rules {rules})</source>
        <translation>{code} = {value} (rules {rules})</translation>
    </message>
    <message>
        <source>vs {0}</source>
        <translation>vs {0}</translation>
    </message>
    <message>
        <source>R{0}</source>
        <translation>R{0}</translation>
    </message>
    <message>
        <source>— cut (lowest)</source>
        <translation>— cut (lowest)</translation>
    </message>
    <message>
        <source>— cut (highest)</source>
        <translation>— cut (highest)</translation>
    </message>
    <message>
        <source>— does not count</source>
        <translation>— does not count</translation>
    </message>
    <message>
        <source>(voluntarily unplayed)</source>
        <translation>(voluntarily unplayed)</translation>
    </message>
</context>
<context>
    <name>FideMode</name>
    <message>
        <source>&amp;FIDE mode</source>
        <translation>&amp;FIDE mode</translation>
    </message>
    <message>
        <source>The event stays within the rules FIDE&apos;s checklist checks; leaving it cannot be undone</source>
        <translation>The event stays within the rules FIDE&apos;s checklist checks; leaving it cannot be undone</translation>
    </message>
    <message>
        <source> — outside FIDE mode</source>
        <translation> — outside FIDE mode</translation>
    </message>
    <message>
        <source>Outside FIDE mode since round {0}: {1}</source>
        <translation>Outside FIDE mode since round {0}: {1}</translation>
    </message>
    <message>
        <source>Leave FIDE mode</source>
        <translation>Leave FIDE mode</translation>
    </message>
    <message>
        <source>Why does the event leave FIDE mode?</source>
        <translation>Why does the event leave FIDE mode?</translation>
    </message>
</context>
<context>
    <name>FindingsModel</name>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Warning: {0}</source>
        <translation>Warning: {0}</translation>
    </message>
</context>
<context>
    <name>Gates</name>
    <message>
        <source>Notice</source>
        <translation>Notice</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Refused</translation>
    </message>
    <message>
        <source>Refused in FIDE mode.</source>
        <translation>Refused in FIDE mode.</translation>
    </message>
    <message>
        <source>Refused.</source>
        <translation>Refused.</translation>
    </message>
    <message>
        <source>Second confirmation</source>
        <translation>Second confirmation</translation>
    </message>
    <message>
        <source>Second step: are you sure? {text}</source>
        <translation>Second step: are you sure? {text}</translation>
    </message>
    <message>
        <source>Please confirm</source>
        <translation>Please confirm</translation>
    </message>
</context>
<context>
    <name>JournalDialog</name>
    <message>
        <source>Journal</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>The event is in FIDE mode.</source>
        <translation>The event is in FIDE mode.</translation>
    </message>
    <message>
        <source>The event left FIDE mode in round {round}: {reason}</source>
        <translation>The event left FIDE mode in round {round}: {reason}</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>What</source>
        <translation>What</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Why</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>No events recorded yet.</source>
        <translation>No events recorded yet.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>System language ({0})</source>
        <translation>System language ({0})</translation>
    </message>
</context>
<context>
    <name>ListCheckDialog</name>
    <message>
        <source>FIDE ID not in the list</source>
        <translation>FIDE ID not in the list</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Federation</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Sex</translation>
    </message>
    <message>
        <source>Birth year</source>
        <translation>Birth year</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>the list in force for the event</source>
        <translation>the list in force for the event</translation>
    </message>
    <message>
        <source>{0} month(s) older than the list in force: import the newer list</source>
        <translation>{0} month(s) older than the list in force: import the newer list</translation>
    </message>
    <message>
        <source>{0} month(s) newer than the list in force at the start</source>
        <translation>{0} month(s) newer than the list in force at the start</translation>
    </message>
    <message>
        <source>the list&apos;s date is unknown</source>
        <translation>the list&apos;s date is unknown</translation>
    </message>
    <message>
        <source>Check against the list</source>
        <translation>Check against the list</translation>
    </message>
    <message>
        <source>{0}, list of {1} ({2}): {3} difference(s)</source>
        <translation>{0}, list of {1} ({2}): {3} difference(s)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Field</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>List</source>
        <translation>List</translation>
    </message>
    <message>
        <source>Take the checked ones from the list</source>
        <translation>Take the checked ones from the list</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>FIDE TRF (*.trf *.txt)</source>
        <translation>FIDE TRF (*.trf *.txt)</translation>
    </message>
    <message>
        <source>arbiter-app project (*.arbiter *.json)</source>
        <translation>arbiter-app project (*.arbiter *.json)</translation>
    </message>
    <message>
        <source>Tournaments (*.arbiter *.json *.trf *.txt)</source>
        <translation>Tournaments (*.arbiter *.json *.trf *.txt)</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Findings</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;New</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Save &amp;As…</translation>
    </message>
    <message>
        <source>&amp;Import TRF…</source>
        <translation>&amp;Import TRF…</translation>
    </message>
    <message>
        <source>Read a FIDE TRF file as a new, unsaved tournament</source>
        <translation>Read a FIDE TRF file as a new, unsaved tournament</translation>
    </message>
    <message>
        <source>&amp;Export TRF…</source>
        <translation>&amp;Export TRF…</translation>
    </message>
    <message>
        <source>Write the tournament as a FIDE TRF file (the open file stays as it is)</source>
        <translation>Write the tournament as a FIDE TRF file (the open file stays as it is)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;Clear cell</source>
        <translation>&amp;Clear cell</translation>
    </message>
    <message>
        <source>Tournament &amp;settings…</source>
        <translation>Tournament &amp;settings…</translation>
    </message>
    <message>
        <source>Pa&amp;iring…</source>
        <translation>Pa&amp;iring…</translation>
    </message>
    <message>
        <source>Text, initial colour and acceleration of the pairings</source>
        <translation>Text, initial colour and acceleration of the pairings</translation>
    </message>
    <message>
        <source>&amp;Prizes…</source>
        <translation>&amp;Prizes…</translation>
    </message>
    <message>
        <source>Prize table and prize list: overall and per category</source>
        <translation>Prize table and prize list: overall and per category</translation>
    </message>
    <message>
        <source>&amp;Rating changes…</source>
        <translation>&amp;Rating changes…</translation>
    </message>
    <message>
        <source>FIDE rating change of every rated player (B.02)</source>
        <translation>FIDE rating change of every rated player (B.02)</translation>
    </message>
    <message>
        <source>&amp;Tie-breaks…</source>
        <translation>&amp;Tie-breaks…</translation>
    </message>
    <message>
        <source>Choose and order the tie-break list, with a preview of the standings</source>
        <translation>Choose and order the tie-break list, with a preview of the standings</translation>
    </message>
    <message>
        <source>&amp;Compare rules…</source>
        <translation>&amp;Compare rules…</translation>
    </message>
    <message>
        <source>The standings under two rule sets or tie-break lists side by side</source>
        <translation>The standings under two rule sets or tie-break lists side by side</translation>
    </message>
    <message>
        <source>&amp;Journal…</source>
        <translation>&amp;Journal…</translation>
    </message>
    <message>
        <source>The events FIDE mode records: confirmations, corrections</source>
        <translation>The events FIDE mode records: confirmations, corrections</translation>
    </message>
    <message>
        <source>&amp;Add player…</source>
        <translation>&amp;Add player…</translation>
    </message>
    <message>
        <source>&amp;Edit player…</source>
        <translation>&amp;Edit player…</translation>
    </message>
    <message>
        <source>&amp;Withdraw from this round</source>
        <translation>&amp;Withdraw from this round</translation>
    </message>
    <message>
        <source>&amp;Reinstate</source>
        <translation>&amp;Reinstate</translation>
    </message>
    <message>
        <source>Re&amp;move player</source>
        <translation>Re&amp;move player</translation>
    </message>
    <message>
        <source>Round-robin &amp;table</source>
        <translation>Round-robin &amp;table</translation>
    </message>
    <message>
        <source>Show a round robin as players against players (read-only)</source>
        <translation>Show a round robin as players against players (read-only)</translation>
    </message>
    <message>
        <source>&amp;About arbiter-app…</source>
        <translation>&amp;About arbiter-app…</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manual</translation>
    </message>
    <message>
        <source>The English manual, with a page for every dialog</source>
        <translation>The English manual, with a page for every dialog</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>&amp;Tournament</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>{0} · rating, title, name (C.04.2)</source>
        <translation>{0} · rating, title, name (C.04.2)</translation>
    </message>
    <message>
        <source>{0} · rules {1} · tie-breaks {2}</source>
        <translation>{0} · rules {1} · tie-breaks {2}</translation>
    </message>
    <message>
        <source>{0} · by points (no tie-break list)</source>
        <translation>{0} · by points (no tie-break list)</translation>
    </message>
    <message>
        <source>Rules {0} assumed: the start date “{1}” could not be read</source>
        <translation>Rules {0} assumed: the start date “{1}” could not be read</translation>
    </message>
    <message>
        <source>Tie-break list not used: {0}</source>
        <translation>Tie-break list not used: {0}</translation>
    </message>
    <message>
        <source>Findings ({0})</source>
        <translation>Findings ({0})</translation>
    </message>
    <message>
        <source>Players: {0} · rounds: {1} of {2} · findings: {3}</source>
        <translation>Players: {0} · rounds: {1} of {2} · findings: {3}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <source>{0}[*] — arbiter-app</source>
        <translation>{0}[*] — arbiter-app</translation>
    </message>
    <message>
        <source>Undo: {0}</source>
        <translation>Undo: {0}</translation>
    </message>
    <message>
        <source>Redo: {0}</source>
        <translation>Redo: {0}</translation>
    </message>
    <message>
        <source>Not done: {0}</source>
        <translation>Not done: {0}</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Open tournament</translation>
    </message>
    <message>
        <source>Import TRF</source>
        <translation>Import TRF</translation>
    </message>
    <message>
        <source>line {0}: {1}</source>
        <translation>line {0}: {1}</translation>
    </message>
    <message>
        <source>Read with notes: {notes}</source>
        <translation>Read with notes: {notes}</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Cannot open the file</translation>
    </message>
    <message>
        <source>Save tournament</source>
        <translation>Save tournament</translation>
    </message>
    <message>
        <source>The tournament was not saved</source>
        <translation>The tournament was not saved</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Saved {0}</translation>
    </message>
    <message>
        <source>Export TRF</source>
        <translation>Export TRF</translation>
    </message>
    <message>
        <source>The TRF file was not written</source>
        <translation>The TRF file was not written</translation>
    </message>
    <message>
        <source>Exported {0}</source>
        <translation>Exported {0}</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>“{0}” has changes that are not saved.</source>
        <translation>“{0}” has changes that are not saved.</translation>
    </message>
    <message>
        <source>Save them before closing it?</source>
        <translation>Save them before closing it?</translation>
    </message>
    <message>
        <source>The recovered tournament cannot be read</source>
        <translation>The recovered tournament cannot be read</translation>
    </message>
    <message>
        <source>Recovered unsaved work — save it to keep it.</source>
        <translation>Recovered unsaved work — save it to keep it.</translation>
    </message>
    <message>
        <source>Tournament settings</source>
        <translation>Tournament settings</translation>
    </message>
    <message>
        <source>Tie-break settings</source>
        <translation>Tie-break settings</translation>
    </message>
    <message>
        <source>Pairing settings</source>
        <translation>Pairing settings</translation>
    </message>
    <message>
        <source>Prize table</source>
        <translation>Prize table</translation>
    </message>
    <message>
        <source>Add player {0}</source>
        <translation>Add player {0}</translation>
    </message>
    <message>
        <source>Edit player {0}</source>
        <translation>Edit player {0}</translation>
    </message>
    <message>
        <source>Reinstate {0}</source>
        <translation>Reinstate {0}</translation>
    </message>
    <message>
        <source>Remove {0}</source>
        <translation>Remove {0}</translation>
    </message>
    <message>
        <source>Select a round cell first.</source>
        <translation>Select a round cell first.</translation>
    </message>
    <message>
        <source>Round {0}, player {1}: no game is paired there; type the opponent and colour first (12w).</source>
        <translation>Round {0}, player {1}: no game is paired there; type the opponent and colour first (12w).</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>withdrawn</translation>
    </message>
    <message>
        <source>{0} in {1} cell(s)</source>
        <translation>{0} in {1} cell(s)</translation>
    </message>
    <message>
        <source>Clear {0} cell(s)</source>
        <translation>Clear {0} cell(s)</translation>
    </message>
    <message>
        <source>Nothing changed: the pairings stay as they were.</source>
        <translation>Nothing changed: the pairings stay as they were.</translation>
    </message>
    <message>
        <source>Round {0}: {1}: {2}</source>
        <translation>Round {0}: {1}: {2}</translation>
    </message>
    <message>
        <source>Round {0}: {1} – {2} {3}</source>
        <translation>Round {0}: {1} – {2} {3}</translation>
    </message>
    <message>
        <source>Change the pairings?</source>
        <translation>Change the pairings?</translation>
    </message>
    <message>
        <source>This entry changes the pairings. It clears these games and results:</source>
        <translation>This entry changes the pairings. It clears these games and results:</translation>
    </message>
</context>
<context>
    <name>ManualPairing</name>
    <message>
        <source>Edit pairings</source>
        <translation>Edit pairings</translation>
    </message>
    <message>
        <source>End session</source>
        <translation>End session</translation>
    </message>
    <message>
        <source>Start a manual pairing session; uncheck to end it and record the differences from the engine&apos;s pairing</source>
        <translation>Start a manual pairing session; uncheck to end it and record the differences from the engine&apos;s pairing</translation>
    </message>
    <message>
        <source>Give bye</source>
        <translation>Give bye</translation>
    </message>
    <message>
        <source>Give the pairing-allocated bye to the black player of the selected board</source>
        <translation>Give the pairing-allocated bye to the black player of the selected board</translation>
    </message>
    <message>
        <source>Pair a round first, then edit its pairings.</source>
        <translation>Pair a round first, then edit its pairings.</translation>
    </message>
    <message>
        <source>Manual pairing session on round {0}.</source>
        <translation>Manual pairing session on round {0}.</translation>
    </message>
    <message>
        <source>Manual pairing session in round {0}</source>
        <translation>Manual pairing session in round {0}</translation>
    </message>
    <message>
        <source>Session ended: {0} difference(s) from the engine&apos;s pairing.</source>
        <translation>Session ended: {0} difference(s) from the engine&apos;s pairing.</translation>
    </message>
    <message>
        <source>Select one board of a round with a pairing-allocated bye.</source>
        <translation>Select one board of a round with a pairing-allocated bye.</translation>
    </message>
    <message>
        <source>Give the bye in round {0}</source>
        <translation>Give the bye in round {0}</translation>
    </message>
</context>
<context>
    <name>ManualViewer</name>
    <message>
        <source>arbiter-app manual</source>
        <translation>arbiter-app manual</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Contents</translation>
    </message>
    <message>
        <source>The manual is not installed with this copy of the program.</source>
        <translation>The manual is not installed with this copy of the program.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>“{text}” is not a crosstable entry: type opponent, colour and result (12w1, 12b=, 12w+), a bye (bye, F, H, Z), wd, or a result alone (1, =, 0).</source>
        <translation>“{text}” is not a crosstable entry: type opponent, colour and result (12w1, 12b=, 12w+), a bye (bye, F, H, Z), wd, or a result alone (1, =, 0).</translation>
    </message>
    <message>
        <source>“{text}”: the colour is missing; write w or b after the opponent&apos;s number (12w1).</source>
        <translation>“{text}”: the colour is missing; write w or b after the opponent&apos;s number (12w1).</translation>
    </message>
    <message>
        <source>“{text}”: “{symbol}” is not a result; use 1, =, ½, 0, +, -, --, W, D, L, P or ?.</source>
        <translation>“{text}”: “{symbol}” is not a result; use 1, =, ½, 0, +, -, --, W, D, L, P or ?.</translation>
    </message>
    <message>
        <source>“{text}”: {number} cannot be a start number.</source>
        <translation>“{text}”: {number} cannot be a start number.</translation>
    </message>
    <message>
        <source>“{text}”: a played game needs a colour, w or b.</source>
        <translation>“{text}”: a played game needs a colour, w or b.</translation>
    </message>
    <message>
        <source>There is no player with start number {number}.</source>
        <translation>There is no player with start number {number}.</translation>
    </message>
    <message>
        <source>A player cannot be paired against themself.</source>
        <translation>A player cannot be paired against themself.</translation>
    </message>
    <message>
        <source>No game is paired here yet: type the opponent and colour with the result (12w1).</source>
        <translation>No game is paired here yet: type the opponent and colour with the result (12w1).</translation>
    </message>
    <message>
        <source>Round {round} is not in this tournament.</source>
        <translation>Round {round} is not in this tournament.</translation>
    </message>
    <message>
        <source>“{text}” cannot be entered here.</source>
        <translation>“{text}” cannot be entered here.</translation>
    </message>
    <message>
        <source>win</source>
        <translation>win</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>draw</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>loss</translation>
    </message>
    <message>
        <source>win (game of less than one move)</source>
        <translation>win (game of less than one move)</translation>
    </message>
    <message>
        <source>draw (game of less than one move)</source>
        <translation>draw (game of less than one move)</translation>
    </message>
    <message>
        <source>loss (game of less than one move)</source>
        <translation>loss (game of less than one move)</translation>
    </message>
    <message>
        <source>forfeit win</source>
        <translation>forfeit win</translation>
    </message>
    <message>
        <source>forfeit loss</source>
        <translation>forfeit loss</translation>
    </message>
    <message>
        <source>double forfeit</source>
        <translation>double forfeit</translation>
    </message>
    <message>
        <source>pairing-allocated bye</source>
        <translation>pairing-allocated bye</translation>
    </message>
    <message>
        <source>full-point bye</source>
        <translation>full-point bye</translation>
    </message>
    <message>
        <source>half-point bye</source>
        <translation>half-point bye</translation>
    </message>
    <message>
        <source>zero-point bye</source>
        <translation>zero-point bye</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>not paired</translation>
    </message>
    <message>
        <source>postponed</source>
        <translation>postponed</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>no result yet</translation>
    </message>
    <message>
        <source>adjourned</source>
        <translation>adjourned</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>white</source>
        <translation>white</translation>
    </message>
    <message>
        <source>black</source>
        <translation>black</translation>
    </message>
    <message>
        <source>no colour</source>
        <translation>no colour</translation>
    </message>
    <message>
        <source>paired against themself</source>
        <translation>paired against themself</translation>
    </message>
    <message>
        <source>opponent {opponent} is not a player of this tournament</source>
        <translation>opponent {opponent} is not a player of this tournament</translation>
    </message>
    <message>
        <source>opponent {opponent}&apos;s record for this round names {their_opponent}, not {player}</source>
        <translation>opponent {opponent}&apos;s record for this round names {their_opponent}, not {player}</translation>
    </message>
    <message>
        <source>colours do not mirror: {colour} here, {their_colour} for opponent {opponent}</source>
        <translation>colours do not mirror: {colour} here, {their_colour} for opponent {opponent}</translation>
    </message>
    <message>
        <source>results do not mirror: {result} here, {their_result} for opponent {opponent}</source>
        <translation>results do not mirror: {result} here, {their_result} for opponent {opponent}</translation>
    </message>
    <message>
        <source>named as opponent by several players ({claimed_by})</source>
        <translation>named as opponent by several players ({claimed_by})</translation>
    </message>
    <message>
        <source>{result} needs an opponent, but none is given</source>
        <translation>{result} needs an opponent, but none is given</translation>
    </message>
    <message>
        <source>{result} takes no opponent, but {opponent} is given</source>
        <translation>{result} takes no opponent, but {opponent} is given</translation>
    </message>
    <message>
        <source>the file&apos;s points column says {in_file}, the results give {computed} ({scoring} scoring)</source>
        <translation>the file&apos;s points column says {in_file}, the results give {computed} ({scoring} scoring)</translation>
    </message>
    <message>
        <source>no game after round {after}: withdrawn?</source>
        <translation>no game after round {after}: withdrawn?</translation>
    </message>
    <message>
        <source>paired with {opponent} {count} times (rounds {rounds}); the system plans at most {allowed}</source>
        <translation>paired with {opponent} {count} times (rounds {rounds}); the system plans at most {allowed}</translation>
    </message>
    <message>
        <source>{result} in a round robin: the rules ({rules}) have no such bye there</source>
        <translation>{result} in a round robin: the rules ({rules}) have no such bye there</translation>
    </message>
    <message>
        <source>the file&apos;s rank column says {in_file}, by points the place is {computed}</source>
        <translation>the file&apos;s rank column says {in_file}, by points the place is {computed}</translation>
    </message>
    <message>
        <source>the file&apos;s rank column says {in_file}, its tie-break list ({tiebreaks}) gives {computed}</source>
        <translation>the file&apos;s rank column says {in_file}, its tie-break list ({tiebreaks}) gives {computed}</translation>
    </message>
    <message>
        <source>the file&apos;s rank column is not a standing: it orders by points, then rating ({count} players placed otherwise than the tie-breaks place them)</source>
        <translation>the file&apos;s rank column is not a standing: it orders by points, then rating ({count} players placed otherwise than the tie-breaks place them)</translation>
    </message>
    <message>
        <source>the file&apos;s rank column is not a standing: it orders by points, then start number ({count} players placed otherwise than the tie-breaks place them)</source>
        <translation>the file&apos;s rank column is not a standing: it orders by points, then start number ({count} players placed otherwise than the tie-breaks place them)</translation>
    </message>
    <message>
        <source>the file&apos;s rank column is not a standing: it does not follow the points ({count} of {total} players out of their place)</source>
        <translation>the file&apos;s rank column is not a standing: it does not follow the points ({count} of {total} players out of their place)</translation>
    </message>
    <message>
        <source>record {record} says {in_file} players, the file lists {count}</source>
        <translation>record {record} says {in_file} players, the file lists {count}</translation>
    </message>
    <message>
        <source>{criterion} uses ratings, but {count} players are unrated and no rating for unrated players is set: the criterion is left out</source>
        <translation>{criterion} uses ratings, but {count} players are unrated and no rating for unrated players is set: the criterion is left out</translation>
    </message>
    <message>
        <source>start date {date} cannot be read as one date (day and month ambiguous or unknown form); rules {rules} assumed</source>
        <translation>start date {date} cannot be read as one date (day and month ambiguous or unknown form); rules {rules} assumed</translation>
    </message>
    <message>
        <source>the start numbers do not follow the initial ranking (C.04.2: rating, title, name): player {player} is ranked {rank}; renumber by rating before pairing round 1</source>
        <translation>the start numbers do not follow the initial ranking (C.04.2: rating, title, name): player {player} is ranked {rank}; renumber by rating before pairing round 1</translation>
    </message>
    <message>
        <source>the end date {end} is before the start date {start}</source>
        <translation>the end date {end} is before the start date {start}</translation>
    </message>
    <message>
        <source>the event lasts {days} days, from {start} to {end}: are its dates read right?</source>
        <translation>the event lasts {days} days, from {start} to {end}: are its dates read right?</translation>
    </message>
    <message>
        <source>the round is dated {date}, outside the event&apos;s dates ({start} to {end})</source>
        <translation>the round is dated {date}, outside the event&apos;s dates ({start} to {end})</translation>
    </message>
    <message>
        <source>the round is dated {date}, before round {previous} ({previous_date})</source>
        <translation>the round is dated {date}, before round {previous} ({previous_date})</translation>
    </message>
    <message>
        <source>outside FIDE mode since round {round}: {reason}</source>
        <translation>outside FIDE mode since round {round}: {reason}</translation>
    </message>
    <message>
        <source>the game against {opponent} is adjourned: the lists are provisional until its result is entered</source>
        <translation>the game against {opponent} is adjourned: the lists are provisional until its result is entered</translation>
    </message>
    <message>
        <source>the round as read breaks a pairing rule: {detail}</source>
        <translation>the round as read breaks a pairing rule: {detail}</translation>
    </message>
    <message>
        <source>{count} pairing-allocated byes ({players}); at most one is allowed</source>
        <translation>{count} pairing-allocated byes ({players}); at most one is allowed</translation>
    </message>
    <message>
        <source>team {team}: {player} (number {position} of the board order) plays board {board} above {other} (number {other_position})</source>
        <translation>team {team}: {player} (number {position} of the board order) plays board {board} above {other} (number {other_position})</translation>
    </message>
    <message>
        <source>listed for two teams: {team} and {other_team}</source>
        <translation>listed for two teams: {team} and {other_team}</translation>
    </message>
    <message>
        <source>team {team}: the file says {mp_file} match and {gp_file} game points, the results give {mp} and {gp}</source>
        <translation>team {team}: the file says {mp_file} match and {gp_file} game points, the results give {mp} and {gp}</translation>
    </message>
    <message>
        <source>results in a round beyond the planned {planned} rounds</source>
        <translation>results in a round beyond the planned {planned} rounds</translation>
    </message>
    <message>
        <source>played a game after withdrawing after round {after}</source>
        <translation>played a game after withdrawing after round {after}</translation>
    </message>
    <message>
        <source>Left FIDE mode</source>
        <translation>Left FIDE mode</translation>
    </message>
    <message>
        <source>Leave FIDE mode in round {round}? This cannot be undone.</source>
        <translation>Leave FIDE mode in round {round}? This cannot be undone.</translation>
    </message>
    <message>
        <source>Locked setting changed</source>
        <translation>Locked setting changed</translation>
    </message>
    <message>
        <source>{setting} is locked once round 1 has been paired.</source>
        <translation>{setting} is locked once round 1 has been paired.</translation>
    </message>
    <message>
        <source>Two draws scoring more than a win</source>
        <translation>Two draws scoring more than a win</translation>
    </message>
    <message>
        <source>Two draws ({draws}) may not score more than a win and a loss ({decisive}).</source>
        <translation>Two draws ({draws}) may not score more than a win and a loss ({decisive}).</translation>
    </message>
    <message>
        <source>Rounds that cannot be completed</source>
        <translation>Rounds that cannot be completed</translation>
    </message>
    <message>
        <source>{rounds} rounds cannot be completed within the rules with {players} players.</source>
        <translation>{rounds} rounds cannot be completed within the rules with {players} players.</translation>
    </message>
    <message>
        <source>Result with unequal shares</source>
        <translation>Result with unequal shares</translation>
    </message>
    <message>
        <source>Round {round}, board {board}: {result} gives the players unequal shares.</source>
        <translation>Round {round}, board {board}: {result} gives the players unequal shares.</translation>
    </message>
    <message>
        <source>Result with two winners</source>
        <translation>Result with two winners</translation>
    </message>
    <message>
        <source>Round {round}, board {board}: both players cannot win ({result}).</source>
        <translation>Round {round}, board {board}: both players cannot win ({result}).</translation>
    </message>
    <message>
        <source>Second half-point bye</source>
        <translation>Second half-point bye</translation>
    </message>
    <message>
        <source>Player {player} already has a half-point bye (round {earlier}).</source>
        <translation>Player {player} already has a half-point bye (round {earlier}).</translation>
    </message>
    <message>
        <source>Full-point bye</source>
        <translation>Full-point bye</translation>
    </message>
    <message>
        <source>Player {player} gets a full-point bye in round {round}.</source>
        <translation>Player {player} gets a full-point bye in round {round}.</translation>
    </message>
    <message>
        <source>Paired with games unfinished</source>
        <translation>Paired with games unfinished</translation>
    </message>
    <message>
        <source>Round {round}: {count} game(s) without a result ({games}) become adjourned.</source>
        <translation>Round {round}: {count} game(s) without a result ({games}) become adjourned.</translation>
    </message>
    <message>
        <source>Final list with adjourned games</source>
        <translation>Final list with adjourned games</translation>
    </message>
    <message>
        <source>{count} adjourned game(s) have no result ({games}): the standings are provisional.</source>
        <translation>{count} adjourned game(s) have no result ({games}): the standings are provisional.</translation>
    </message>
    <message>
        <source>Result of an older round corrected</source>
        <translation>Result of an older round corrected</translation>
    </message>
    <message>
        <source>Round {round} is older than the previous round: its results can no longer change.</source>
        <translation>Round {round} is older than the previous round: its results can no longer change.</translation>
    </message>
    <message>
        <source>Result corrected after the next pairing</source>
        <translation>Result corrected after the next pairing</translation>
    </message>
    <message>
        <source>Round {next} has been paired: change a result of round {round}?</source>
        <translation>Round {next} has been paired: change a result of round {round}?</translation>
    </message>
    <message>
        <source>Correction for the rating report only</source>
        <translation>Correction for the rating report only</translation>
    </message>
    <message>
        <source>Round {round}, board {board}: record the correction for the rating report only?</source>
        <translation>Round {round}, board {board}: record the correction for the rating report only?</translation>
    </message>
    <message>
        <source>Round paired again</source>
        <translation>Round paired again</translation>
    </message>
    <message>
        <source>Unpair round {round} and pair it again?</source>
        <translation>Unpair round {round} and pair it again?</translation>
    </message>
    <message>
        <source>Player moved from the engine&apos;s pairing</source>
        <translation>Player moved from the engine&apos;s pairing</translation>
    </message>
    <message>
        <source>Round {round}: move player {player} away from the engine&apos;s pairing?</source>
        <translation>Round {round}: move player {player} away from the engine&apos;s pairing?</translation>
    </message>
    <message>
        <source>Manual pairing against a rule</source>
        <translation>Manual pairing against a rule</translation>
    </message>
    <message>
        <source>This pairing breaks a rule of the pairing system: {issues} Make it anyway?</source>
        <translation>This pairing breaks a rule of the pairing system: {issues} Make it anyway?</translation>
    </message>
    <message>
        <source>Prohibited pairs changed after round 1</source>
        <translation>Prohibited pairs changed after round 1</translation>
    </message>
    <message>
        <source>Prohibited pairs are fixed before round 1 is paired.</source>
        <translation>Prohibited pairs are fixed before round 1 is paired.</translation>
    </message>
    <message>
        <source>Prohibited pairs not kept apart</source>
        <translation>Prohibited pairs not kept apart</translation>
    </message>
    <message>
        <source>The pairing system cannot keep these prohibited pairs apart: {pairs}. Pair anyway?</source>
        <translation>The pairing system cannot keep these prohibited pairs apart: {pairs}. Pair anyway?</translation>
    </message>
    <message>
        <source>Start numbers changed late</source>
        <translation>Start numbers changed late</translation>
    </message>
    <message>
        <source>Start numbers can no longer change: round {round} has been paired.</source>
        <translation>Start numbers can no longer change: round {round} has been paired.</translation>
    </message>
    <message>
        <source>Round read that breaks a pairing rule</source>
        <translation>Round read that breaks a pairing rule</translation>
    </message>
    <message>
        <source>Round {round} breaks a pairing rule: {what}.</source>
        <translation>Round {round} breaks a pairing rule: {what}.</translation>
    </message>
    <message>
        <source>Values taken from the rating list</source>
        <translation>Values taken from the rating list</translation>
    </message>
    <message>
        <source>{count} value(s) taken over from the list {list} (list of {date}).</source>
        <translation>{count} value(s) taken over from the list {list} (list of {date}).</translation>
    </message>
    <message>
        <source>Records that contradict each other</source>
        <translation>Records that contradict each other</translation>
    </message>
    <message>
        <source>{count} inconsistencies in the records (see Findings): what is computed from them may be wrong. Go on anyway?</source>
        <translation>{count} inconsistencies in the records (see Findings): what is computed from them may be wrong. Go on anyway?</translation>
    </message>
    <message>
        <source>Pairings removed from a round with results</source>
        <translation>Pairings removed from a round with results</translation>
    </message>
    <message>
        <source>Round {round} has results. Remove its pairings anyway?</source>
        <translation>Round {round} has results. Remove its pairings anyway?</translation>
    </message>
    <message>
        <source>The number of rounds</source>
        <translation>The number of rounds</translation>
    </message>
    <message>
        <source>The scoring (and bye values)</source>
        <translation>The scoring (and bye values)</translation>
    </message>
    <message>
        <source>The pairing system</source>
        <translation>The pairing system</translation>
    </message>
    <message>
        <source>The pairing text</source>
        <translation>The pairing text</translation>
    </message>
    <message>
        <source>The acceleration</source>
        <translation>The acceleration</translation>
    </message>
    <message>
        <source>The tie-break list</source>
        <translation>The tie-break list</translation>
    </message>
    <message>
        <source>The match scoring</source>
        <translation>The match scoring</translation>
    </message>
    <message>
        <source>The team tie-break list</source>
        <translation>The team tie-break list</translation>
    </message>
</context>
<context>
    <name>Notes</name>
    <message>
        <source>record {record} again, not as on line {first}: this later one is used</source>
        <translation>record {record} again, not as on line {first}: this later one is used</translation>
    </message>
    <message>
        <source>a second tie-break list, not as on line {first}: this later one is used</source>
        <translation>a second tie-break list, not as on line {first}: this later one is used</translation>
    </message>
    <message>
        <source>{count} team record(s) not read (801/802 are informative; the lines are kept when the file is written again)</source>
        <translation>{count} team record(s) not read (801/802 are informative; the lines are kept when the file is written again)</translation>
    </message>
    <message>
        <source>{count} team record(s) not read (no 310 or 013 team records; the lines are kept when the file is written again)</source>
        <translation>{count} team record(s) not read (no 310 or 013 team records; the lines are kept when the file is written again)</translation>
    </message>
    <message>
        <source>one 013 team record names a single team: read as an individual event (the line is kept when the file is written again)</source>
        <translation>one 013 team record names a single team: read as an individual event (the line is kept when the file is written again)</translation>
    </message>
    <message>
        <source>record 162: X {value} is neither 0 nor a draw; unfinished games count as draws</source>
        <translation>record 162: X {value} is neither 0 nor a draw; unfinished games count as draws</translation>
    </message>
    <message>
        <source>record 299: player {player}&apos;s round {round} ({result}) is worth {points} points instead of {worth}: the difference counts as a bonus</source>
        <translation>record 299: player {player}&apos;s round {round} ({result}) is worth {points} points instead of {worth}: the difference counts as a bonus</translation>
    </message>
    <message>
        <source>record 240: byes for round {round}, not yet paired (kept as written)</source>
        <translation>record 240: byes for round {round}, not yet paired (kept as written)</translation>
    </message>
    <message>
        <source>record 240 gives player {player} a {result} in round {round}, the 001 record says {written}: the 001 record is used</source>
        <translation>record 240 gives player {player} a {result} in round {round}, the 001 record says {written}: the 001 record is used</translation>
    </message>
    <message>
        <source>dates {start} to {end}: several readings fit the round dates and none alone; the start date is left unread</source>
        <translation>dates {start} to {end}: several readings fit the round dates and none alone; the start date is left unread</translation>
    </message>
    <message>
        <source>dates {start} to {end} read as {first} to {last}, the one reading that fits the event&apos;s other dates</source>
        <translation>dates {start} to {end} read as {first} to {last}, the one reading that fits the event&apos;s other dates</translation>
    </message>
    <message>
        <source>rounds written without a result letter (`0000 -` or `-`) read by the points column, the only witness: {half} half-point bye(s), {full} full-point bye(s) (players {players})</source>
        <translation>rounds written without a result letter (`0000 -` or `-`) read by the points column, the only witness: {half} half-point bye(s), {full} full-point bye(s) (players {players})</translation>
    </message>
    <message>
        <source>rounds written without a result letter (`0000 -` or `-`) that the points column does not decide, read as not paired (players {players})</source>
        <translation>rounds written without a result letter (`0000 -` or `-`) that the points column does not decide, read as not paired (players {players})</translation>
    </message>
    <message>
        <source>the points column gives fewer half-point byes than rounds written without a result letter: the earliest of those rounds are taken as the byes, the later ones as not paired (an assumption; players {players})</source>
        <translation>the points column gives fewer half-point byes than rounds written without a result letter: the earliest of those rounds are taken as the byes, the later ones as not paired (an assumption; players {players})</translation>
    </message>
    <message>
        <source>013 records beside 310 records: the 310 records are used</source>
        <translation>013 records beside 310 records: the 310 records are used</translation>
    </message>
    <message>
        <source>player {player}: the points column is {surplus} above the results, which cannot be placed on boards his team left empty</source>
        <translation>player {player}: the points column is {surplus} above the results, which cannot be placed on boards his team left empty</translation>
    </message>
    <message>
        <source>{count} player(s): an unpaired round counted in the points column read as a board won by forfeit (the opponent team left the board empty)</source>
        <translation>{count} player(s): an unpaired round counted in the points column read as a board won by forfeit (the opponent team left the board empty)</translation>
    </message>
    <message>
        <source>### {record} line not read ({why}): kept as a comment</source>
        <translation>### {record} line not read ({why}): kept as a comment</translation>
    </message>
    <message>
        <source>record 260 prohibits a pair in rounds {first}-{last} only: read as every round (this program keeps prohibited pairs for the event)</source>
        <translation>record 260 prohibits a pair in rounds {first}-{last} only: read as every round (this program keeps prohibited pairs for the event)</translation>
    </message>
    <message>
        <source>{count} round(s) written {written} ({who}): read as {read} (first: player {player}, round {round})</source>
        <translation>{count} round(s) written {written} ({who}): read as {read} (first: player {player}, round {round})</translation>
    </message>
    <message>
        <source>... and {count} more notes like these</source>
        <translation>... and {count} more notes like these</translation>
    </message>
</context>
<context>
    <name>PairingSettingsDialog</name>
    <message>
        <source>Pairing settings</source>
        <translation>Pairing settings</translation>
    </message>
    <message>
        <source>The text in force on the start date</source>
        <translation>The text in force on the start date</translation>
    </message>
    <message>
        <source>Dutch system, text in force until 31 January 2026</source>
        <translation>Dutch system, text in force until 31 January 2026</translation>
    </message>
    <message>
        <source>Dutch system, text in force from 1 February 2026</source>
        <translation>Dutch system, text in force from 1 February 2026</translation>
    </message>
    <message>
        <source>Not drawn (read from round 1, else white)</source>
        <translation>Not drawn (read from round 1, else white)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>Baku acceleration (C.04.5.1)</source>
        <translation>Baku acceleration (C.04.5.1)</translation>
    </message>
    <message>
        <source>Exchange the last two rounds of the first cycle</source>
        <translation>Exchange the last two rounds of the first cycle</translation>
    </message>
    <message>
        <source>Double round robins only (C.05 Annex 1)</source>
        <translation>Double round robins only (C.05 Annex 1)</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Text:</translation>
    </message>
    <message>
        <source>&amp;Initial colour:</source>
        <translation>&amp;Initial colour:</translation>
    </message>
    <message>
        <source>&amp;Acceleration:</source>
        <translation>&amp;Acceleration:</translation>
    </message>
    <message>
        <source>Round robin:</source>
        <translation>Round robin:</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Edit player</source>
        <translation>Edit player</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Add player</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>unrated</translation>
    </message>
    <message>
        <source>male</source>
        <translation>male</translation>
    </message>
    <message>
        <source>female</source>
        <translation>female</translation>
    </message>
    <message>
        <source>YYYY/MM/DD</source>
        <translation>YYYY/MM/DD</translation>
    </message>
    <message>
        <source>Start number</source>
        <translation>Start number</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Federation</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE ID</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Sex</translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation>Birth date</translation>
    </message>
    <message>
        <source>The name is required.</source>
        <translation>The name is required.</translation>
    </message>
    <message>
        <source>Start number {0} is taken.</source>
        <translation>Start number {0} is taken.</translation>
    </message>
    <message>
        <source>The federation is a three-letter code (NOR, FRA, …).</source>
        <translation>The federation is a three-letter code (NOR, FRA, …).</translation>
    </message>
    <message>
        <source>A FIDE ID has digits only.</source>
        <translation>A FIDE ID has digits only.</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>From</source>
        <translation>From</translation>
    </message>
    <message>
        <source>Nat.</source>
        <translation>Nat.</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE ID</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Born</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Sex</translation>
    </message>
    <message>
        <source>Duplicate entry: the same FIDE ID twice</source>
        <translation>Duplicate entry: the same FIDE ID twice</translation>
    </message>
    <message>
        <source>Duplicate entry: the same name and birth year twice</source>
        <translation>Duplicate entry: the same name and birth year twice</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>by hand</translation>
    </message>
    <message>
        <source>Rating typed by hand</source>
        <translation>Rating typed by hand</translation>
    </message>
    <message>
        <source>Rating from {0}</source>
        <translation>Rating from {0}</translation>
    </message>
    <message>
        <source>Rating as read from the file</source>
        <translation>Rating as read from the file</translation>
    </message>
    <message>
        <source>A rating is a whole number</source>
        <translation>A rating is a whole number</translation>
    </message>
    <message>
        <source>Edit player {0}</source>
        <translation>Edit player {0}</translation>
    </message>
    <message>
        <source>Find in the rating lists: name or FIDE ID, Enter adds</source>
        <translation>Find in the rating lists: name or FIDE ID, Enter adds</translation>
    </message>
    <message>
        <source>Renumber by rating</source>
        <translation>Renumber by rating</translation>
    </message>
    <message>
        <source>Start numbers by rating, then title, then name (FIDE C.04.2); results stay with their players</source>
        <translation>Start numbers by rating, then title, then name (FIDE C.04.2); results stay with their players</translation>
    </message>
    <message>
        <source>Which rating ranks the players (TRF-26 record 172): FIDE; NRO national only; FIDON FIDE, else national; NIDOF national, else FIDE; HBFN the higher; LBFN the lower; OTHER the order as entered</source>
        <translation>Which rating ranks the players (TRF-26 record 172): FIDE; NRO national only; FIDON FIDE, else national; NIDOF national, else FIDE; HBFN the higher; LBFN the lower; OTHER the order as entered</translation>
    </message>
    <message>
        <source>Check against the list…</source>
        <translation>Check against the list…</translation>
    </message>
    <message>
        <source>Compare name, federation, title, sex, birth year, rating and K of every player with a FIDE ID with the FIDE list in force; take the chosen ones over</source>
        <translation>Compare name, federation, title, sex, birth year, rating and K of every player with a FIDE ID with the FIDE list in force; take the chosen ones over</translation>
    </message>
    <message>
        <source>Import list…</source>
        <translation>Import list…</translation>
    </message>
    <message>
        <source>Import the FIDE rating list (TXT or XML, as downloaded) or a national list</source>
        <translation>Import the FIDE rating list (TXT or XML, as downloaded) or a national list</translation>
    </message>
    <message>
        <source>Import entries…</source>
        <translation>Import entries…</translation>
    </message>
    <message>
        <source>Add the players of a CSV or Excel file of entries; rows copied from a spreadsheet can also be pasted into the table (Ctrl+V)</source>
        <translation>Add the players of a CSV or Excel file of entries; rows copied from a spreadsheet can also be pasted into the table (Ctrl+V)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Rapid</source>
        <translation>Rapid</translation>
    </message>
    <message>
        <source>Blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <source>The event&apos;s rating: which rating registered players get</source>
        <translation>The event&apos;s rating: which rating registered players get</translation>
    </message>
    <message>
        <source>The lists a registered player&apos;s rating is taken from, in order: the first one that has the player (rapid, then standard: a player without a rapid rating is seeded by the standard one; a national list after FIDE&apos;s: a player without a FIDE rating gets the national one)</source>
        <translation>The lists a registered player&apos;s rating is taken from, in order: the first one that has the player (rapid, then standard: a player without a rapid rating is seeded by the standard one; a national list after FIDE&apos;s: a player without a FIDE rating gets the national one)</translation>
    </message>
    <message>
        <source>&amp;Rating:</source>
        <translation>&amp;Rating:</translation>
    </message>
    <message>
        <source>&amp;Sequence:</source>
        <translation>&amp;Sequence:</translation>
    </message>
    <message>
        <source>Starting ran&amp;k:</source>
        <translation>Starting ran&amp;k:</translation>
    </message>
    <message>
        <source>No rating list imported yet (Import list…).</source>
        <translation>No rating list imported yet (Import list…).</translation>
    </message>
    <message>
        <source>{0}: list of {1}, players: {2}</source>
        <translation>{0}: list of {1}, players: {2}</translation>
    </message>
    <message>
        <source>Rating sequence {0}</source>
        <translation>Rating sequence {0}</translation>
    </message>
    <message>
        <source>Starting-rank method {0}</source>
        <translation>Starting-rank method {0}</translation>
    </message>
    <message>
        <source>Rating type {0}</source>
        <translation>Rating type {0}</translation>
    </message>
    <message>
        <source>Import cancelled; the previous list is unchanged.</source>
        <translation>Import cancelled; the previous list is unchanged.</translation>
    </message>
    <message>
        <source>Add player {0}</source>
        <translation>Add player {0}</translation>
    </message>
    <message>
        <source>Rows not added: {0}</source>
        <translation>Rows not added: {0}</translation>
    </message>
    <message>
        <source>Add {0} player(s)</source>
        <translation>Add {0} player(s)</translation>
    </message>
    <message>
        <source>Import entries</source>
        <translation>Import entries</translation>
    </message>
    <message>
        <source>Take {0} difference(s) from the list</source>
        <translation>Take {0} difference(s) from the list</translation>
    </message>
    <message>
        <source>Date of the list</source>
        <translation>Date of the list</translation>
    </message>
    <message>
        <source>{0} does not say which list it is. Its date (FIDE dates its lists the first day of the month):</source>
        <translation>{0} does not say which list it is. Its date (FIDE dates its lists the first day of the month):</translation>
    </message>
    <message>
        <source>Import rating list</source>
        <translation>Import rating list</translation>
    </message>
    <message>
        <source>Importing {0}…</source>
        <translation>Importing {0}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Rating {0} ({1} {2}, list of {3})</source>
        <translation>Rating {0} ({1} {2}, list of {3})</translation>
    </message>
    <message>
        <source>National rating {0} ({1}, list of {3})</source>
        <translation>National rating {0} ({1}, list of {3})</translation>
    </message>
    <message>
        <source>Rating of {0} from a list</source>
        <translation>Rating of {0} from a list</translation>
    </message>
    <message>
        <source>Must not meet</source>
        <translation>Must not meet</translation>
    </message>
    <message>
        <source>The two selected players must not be paired (siblings, team-mates); set before round 1</source>
        <translation>The two selected players must not be paired (siblings, team-mates); set before round 1</translation>
    </message>
    <message>
        <source>May meet</source>
        <translation>May meet</translation>
    </message>
    <message>
        <source>Prohibited pairs…</source>
        <translation>Prohibited pairs…</translation>
    </message>
    <message>
        <source>Prohibited pairs</source>
        <translation>Prohibited pairs</translation>
    </message>
    <message>
        <source>Select two players.</source>
        <translation>Select two players.</translation>
    </message>
    <message>
        <source>Players {0} and {1} must not meet</source>
        <translation>Players {0} and {1} must not meet</translation>
    </message>
    <message>
        <source>Players {0} and {1} may meet</source>
        <translation>Players {0} and {1} may meet</translation>
    </message>
    <message>
        <source>No prohibited pairs.</source>
        <translation>No prohibited pairs.</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>SSF Swiss (Sweden)</source>
        <translation>SSF Swiss (Sweden)</translation>
    </message>
    <message>
        <source>SSF round robin (Sweden)</source>
        <translation>SSF round robin (Sweden)</translation>
    </message>
    <message>
        <source>NSF NGP and club Swiss (Norway)</source>
        <translation>NSF NGP and club Swiss (Norway)</translation>
    </message>
    <message>
        <source>DrawBoss layered Buchholz (Denmark, backgammon)</source>
        <translation>DrawBoss layered Buchholz (Denmark, backgammon)</translation>
    </message>
    <message>
        <source>DrawBoss rating correction (Denmark, backgammon)</source>
        <translation>DrawBoss rating correction (Denmark, backgammon)</translation>
    </message>
    <message>
        <source>DrawBoss median Buchholz (Denmark, backgammon)</source>
        <translation>DrawBoss median Buchholz (Denmark, backgammon)</translation>
    </message>
    <message>
        <source>DrawBoss Buchholz Variant 1 (Denmark, backgammon)</source>
        <translation>DrawBoss Buchholz Variant 1 (Denmark, backgammon)</translation>
    </message>
    <message>
        <source>FIDE Swiss (C.07 2026)</source>
        <translation>FIDE Swiss (C.07 2026)</translation>
    </message>
    <message>
        <source>FIDE Swiss (C.07 2023/2024)</source>
        <translation>FIDE Swiss (C.07 2023/2024)</translation>
    </message>
    <message>
        <source>FIDE round robin</source>
        <translation>FIDE round robin</translation>
    </message>
    <message>
        <source>FIDE Swiss, legacy rules (before Sep 2023)</source>
        <translation>FIDE Swiss, legacy rules (before Sep 2023)</translation>
    </message>
    <message>
        <source>SSF Buchholz Cut-1, direct encounter if all tied have met, most wins (forfeit and bye wins included), most games with Black, drawing of lots</source>
        <translation>SSF Buchholz Cut-1, direct encounter if all tied have met, most wins (forfeit and bye wins included), most games with Black, drawing of lots</translation>
    </message>
    <message>
        <source>Direct encounter, Sonneborn-Berger, most wins, most games with Black, drawing of lots</source>
        <translation>Direct encounter, Sonneborn-Berger, most wins, most games with Black, drawing of lots</translation>
    </message>
    <message>
        <source>Buchholz median (7 rounds or more only), Buchholz Cut-1, Buchholz, average FIDE rating of opponents; legacy virtual opponent</source>
        <translation>Buchholz median (7 rounds or more only), Buchholz Cut-1, Buchholz, average FIDE rating of opponents; legacy virtual opponent</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion: layered Buchholz, a bye is an opponent with 0 points</source>
        <translation>DrawBoss Korrektion: layered Buchholz, a bye is an opponent with 0 points</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion: sum of the opponents&apos; ratings, a bye rated 500</source>
        <translation>DrawBoss Korrektion: sum of the opponents&apos; ratings, a bye rated 500</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion: Buchholz without the highest and lowest opponent</source>
        <translation>DrawBoss Korrektion: Buchholz without the highest and lowest opponent</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion: layered Buchholz in the order R-2, R-1, R, R-3, ...</source>
        <translation>DrawBoss Korrektion: layered Buchholz in the order R-2, R-1, R, R-3, ...</translation>
    </message>
    <message>
        <source>Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger, lots; C.07 March 2026 unplayed-round rules</source>
        <translation>Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger, lots; C.07 March 2026 unplayed-round rules</translation>
    </message>
    <message>
        <source>Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger, lots; C.07 Aug 2024 unplayed-round rules</source>
        <translation>Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger, lots; C.07 Aug 2024 unplayed-round rules</translation>
    </message>
    <message>
        <source>Direct encounter, wins, Sonneborn-Berger, Koya, lots (no Buchholz: C.07 2026 note to Art. 8)</source>
        <translation>Direct encounter, wins, Sonneborn-Berger, Koya, lots (no Buchholz: C.07 2026 note to Art. 8)</translation>
    </message>
    <message>
        <source>Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger; virtual opponent (2009)</source>
        <translation>Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger; virtual opponent (2009)</translation>
    </message>
</context>
<context>
    <name>PreviewModel</name>
    <message>
        <source>Rk.</source>
        <translation>Rk.</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Before</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <source>The place with the tournament&apos;s current tie-break settings</source>
        <translation>The place with the tournament&apos;s current tie-break settings</translation>
    </message>
    <message>
        <source>{0} (wd)</source>
        <translation>{0} (wd)</translation>
    </message>
    <message>
        <source>Place {0}, was {1} with the current settings</source>
        <translation>Place {0}, was {1} with the current settings</translation>
    </message>
</context>
<context>
    <name>PrizesDialog</name>
    <message>
        <source>Prizes</source>
        <translation>Prizes</translation>
    </message>
    <message>
        <source>Ties share the money equally</source>
        <translation>Ties share the money equally</translation>
    </message>
    <message>
        <source>Hort system: half by tie-break, half shared</source>
        <translation>Hort system: half by tie-break, half shared</translation>
    </message>
    <message>
        <source>Decided by tie-break</source>
        <translation>Decided by tie-break</translation>
    </message>
    <message>
        <source>Prize group</source>
        <translation>Prize group</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>unrated</translation>
    </message>
    <message>
        <source>rated</source>
        <translation>rated</translation>
    </message>
    <message>
        <source>club:</source>
        <translation>club:</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Who</translation>
    </message>
    <message>
        <source>Amounts by place</source>
        <translation>Amounts by place</translation>
    </message>
    <message>
        <source>Who: U16, S50, F, 1600-1799, {0}, {1}, SWE, {2}&quot;…&quot;, #3,7 (empty: everybody). Amounts by place: 300, 200, 100.</source>
        <translation>Who: U16, S50, F, 1600-1799, {0}, {1}, SWE, {2}&quot;…&quot;, #3,7 (empty: everybody). Amounts by place: 300, 200, 100.</translation>
    </message>
    <message>
        <source>Add group</source>
        <translation>Add group</translation>
    </message>
    <message>
        <source>Remove group</source>
        <translation>Remove group</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Load…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Save…</translation>
    </message>
    <message>
        <source>Export prize list…</source>
        <translation>Export prize list…</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Amount</translation>
    </message>
    <message>
        <source>Prize list</source>
        <translation>Prize list</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Overall</translation>
    </message>
    <message>
        <source>The prize table has a mistake: {0}

Close without keeping the changes?</source>
        <translation>The prize table has a mistake: {0}

Close without keeping the changes?</translation>
    </message>
    <message>
        <source>line {0}</source>
        <translation>line {0}</translation>
    </message>
    <message>
        <source>{0}: “{1}” is not a condition</source>
        <translation>{0}: “{1}” is not a condition</translation>
    </message>
    <message>
        <source>{0}: amounts are numbers with at most two decimals</source>
        <translation>{0}: amounts are numbers with at most two decimals</translation>
    </message>
    <message>
        <source>Total {0} {1}</source>
        <translation>Total {0} {1}</translation>
    </message>
    <message>
        <source>{0}: prizes</source>
        <translation>{0}: prizes</translation>
    </message>
    <message>
        <source>Export prize list</source>
        <translation>Export prize list</translation>
    </message>
    <message>
        <source>Load prize table</source>
        <translation>Load prize table</translation>
    </message>
    <message>
        <source>Save prize table</source>
        <translation>Save prize table</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Save All</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Yes</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Yes to &amp;All</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;o to All</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abort</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Retry</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignore</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restore Defaults</translation>
    </message>
</context>
<context>
    <name>QPrintPreviewDialog</name>
    <message>
        <source>Print Preview</source>
        <translation>Print Preview</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Next page</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Previous page</translation>
    </message>
    <message>
        <source>First page</source>
        <translation>First page</translation>
    </message>
    <message>
        <source>Last page</source>
        <translation>Last page</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Fit width</translation>
    </message>
    <message>
        <source>Fit page</source>
        <translation>Fit page</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom in</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom out</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Landscape</translation>
    </message>
    <message>
        <source>Show single page</source>
        <translation>Show single page</translation>
    </message>
    <message>
        <source>Show facing pages</source>
        <translation>Show facing pages</translation>
    </message>
    <message>
        <source>Show overview of all pages</source>
        <translation>Show overview of all pages</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Print</translation>
    </message>
    <message>
        <source>Page setup</source>
        <translation>Page setup</translation>
    </message>
    <message>
        <source>Export to PDF</source>
        <translation>Export to PDF</translation>
    </message>
</context>
<context>
    <name>RatingChangeDialog</name>
    <message>
        <source>{0}: list of {1} ({2}).</source>
        <translation>{0}: list of {1} ({2}).</translation>
    </message>
    <message>
        <source>The list {0} ({1}) gives another rating or K for {2} player(s): Check against the list takes them over.</source>
        <translation>The list {0} ({1}) gives another rating or K for {2} player(s): Check against the list takes them over.</translation>
    </message>
    <message>
        <source>Rating changes</source>
        <translation>Rating changes</translation>
    </message>
    <message>
        <source>FIDE Rating Regulations {0} (the event&apos;s date)</source>
        <translation>FIDE Rating Regulations {0} (the event&apos;s date)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <source>New</source>
        <translation>New</translation>
    </message>
    <message>
        <source>Round {0} v {1} ({2}): {3} - {4} = {5} × {6}</source>
        <translation>Round {0} v {1} ({2}): {3} - {4} = {5} × {6}</translation>
    </message>
    <message>
        <source>Total change {0} · rated players: {1}</source>
        <translation>Total change {0} · rated players: {1}</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recover unsaved work</source>
        <translation>Recover unsaved work</translation>
    </message>
    <message>
        <source>arbiter-app did not close normally. This unsaved work was kept; restore it?</source>
        <translation>arbiter-app did not close normally. This unsaved work was kept; restore it?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restore</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Not now</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Buchholz, no cut</source>
        <translation>Buchholz, no cut</translation>
    </message>
    <message>
        <source>Buchholz Cut-1</source>
        <translation>Buchholz Cut-1</translation>
    </message>
    <message>
        <source>Buchholz Cut-2</source>
        <translation>Buchholz Cut-2</translation>
    </message>
    <message>
        <source>Buchholz median</source>
        <translation>Buchholz median</translation>
    </message>
    <message>
        <source>Buchholz Median-2</source>
        <translation>Buchholz Median-2</translation>
    </message>
    <message>
        <source>Buchholz Variant 1</source>
        <translation>Buchholz Variant 1</translation>
    </message>
    <message>
        <source>Average Buchholz of opponents</source>
        <translation>Average Buchholz of opponents</translation>
    </message>
    <message>
        <source>Average perfect performance of opponents</source>
        <translation>Average perfect performance of opponents</translation>
    </message>
    <message>
        <source>Average performance rating of opponents</source>
        <translation>Average performance rating of opponents</translation>
    </message>
    <message>
        <source>Average FIDE rating of opponents</source>
        <translation>Average FIDE rating of opponents</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Layered Buchholz</source>
        <translation>Layered Buchholz</translation>
    </message>
    <message>
        <source>Buchholz median (DrawBoss)</source>
        <translation>Buchholz median (DrawBoss)</translation>
    </message>
    <message>
        <source>Games with Black</source>
        <translation>Games with Black</translation>
    </message>
    <message>
        <source>Wins with Black</source>
        <translation>Wins with Black</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Direct encounter</translation>
    </message>
    <message>
        <source>Direct encounter (all met)</source>
        <translation>Direct encounter (all met)</translation>
    </message>
    <message>
        <source>Fore Buchholz</source>
        <translation>Fore Buchholz</translation>
    </message>
    <message>
        <source>Koya</source>
        <translation>Koya</translation>
    </message>
    <message>
        <source>Drawing of lots</source>
        <translation>Drawing of lots</translation>
    </message>
    <message>
        <source>Progressive score</source>
        <translation>Progressive score</translation>
    </message>
    <message>
        <source>Perfect tournament performance</source>
        <translation>Perfect tournament performance</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Rounds elected to play</source>
        <translation>Rounds elected to play</translation>
    </message>
    <message>
        <source>Rating correction</source>
        <translation>Rating correction</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Standard points</source>
        <translation>Standard points</translation>
    </message>
    <message>
        <source>Pairing number</source>
        <translation>Pairing number</translation>
    </message>
    <message>
        <source>Tournament performance rating</source>
        <translation>Tournament performance rating</translation>
    </message>
    <message>
        <source>Number of wins</source>
        <translation>Number of wins</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Games won</translation>
    </message>
    <message>
        <source>Average of the Buchholz (/F: Fore Buchholz) of the opponents played OTB</source>
        <translation>Average of the Buchholz (/F: Fore Buchholz) of the opponents played OTB</translation>
    </message>
    <message>
        <source>Average of the OTB opponents&apos; perfect tournament performances</source>
        <translation>Average of the OTB opponents&apos; perfect tournament performances</translation>
    </message>
    <message>
        <source>Average of the OTB opponents&apos; tournament performance ratings</source>
        <translation>Average of the OTB opponents&apos; tournament performance ratings</translation>
    </message>
    <message>
        <source>Average rating of the opponents played over the board</source>
        <translation>Average rating of the opponents played over the board</translation>
    </message>
    <message>
        <source>Buchholz: sum of the opponents&apos; scores (unplayed rounds per the rules)</source>
        <translation>Buchholz: sum of the opponents&apos; scores (unplayed rounds per the rules)</translation>
    </message>
    <message>
        <source>DrawBoss layered Buchholz: all opponents, then the best R-1, ..., best 1, compared in turn (/V1: order R-2, R-1, R, R-3, ...)</source>
        <translation>DrawBoss layered Buchholz: all opponents, then the best R-1, ..., best 1, compared in turn (/V1: order R-2, R-1, R, R-3, ...)</translation>
    </message>
    <message>
        <source>DrawBoss median Buchholz: drop the highest and lowest opponent (the two highest and lowest from 9 rounds on)</source>
        <translation>DrawBoss median Buchholz: drop the highest and lowest opponent (the two highest and lowest from 9 rounds on)</translation>
    </message>
    <message>
        <source>Number of games played over the board with Black</source>
        <translation>Number of games played over the board with Black</translation>
    </message>
    <message>
        <source>Number of games won over the board with Black</source>
        <translation>Number of games won over the board with Black</translation>
    </message>
    <message>
        <source>Direct encounter: results among the tied players (type A, per group)</source>
        <translation>Direct encounter: results among the tied players (type A, per group)</translation>
    </message>
    <message>
        <source>Direct encounter only if all tied players have met each other (SSF; legacy FIDE)</source>
        <translation>Direct encounter only if all tied players have met each other (SSF; legacy FIDE)</translation>
    </message>
    <message>
        <source>Fore Buchholz: Buchholz with every final-round game counted as a draw</source>
        <translation>Fore Buchholz: Buchholz with every final-round game counted as a draw</translation>
    </message>
    <message>
        <source>Koya: points scored against opponents with at least 50% of the maximum</source>
        <translation>Koya: points scored against opponents with at least 50% of the maximum</translation>
    </message>
    <message>
        <source>Drawing of lots, seeded by the tournament so it is the same every time</source>
        <translation>Drawing of lots, seeded by the tournament so it is the same every time</translation>
    </message>
    <message>
        <source>Progressive score: sum of the running score after each round</source>
        <translation>Progressive score: sum of the running score after each round</translation>
    </message>
    <message>
        <source>Perfect tournament performance: lowest rating expected to score</source>
        <translation>Perfect tournament performance: lowest rating expected to score</translation>
    </message>
    <message>
        <source>Points: the primary score</source>
        <translation>Points: the primary score</translation>
    </message>
    <message>
        <source>Rounds one elected to play: rounds minus requested byes and forfeits</source>
        <translation>Rounds one elected to play: rounds minus requested byes and forfeits</translation>
    </message>
    <message>
        <source>DrawBoss rating correction: sum of the opponents&apos; ratings, a bye rated 500</source>
        <translation>DrawBoss rating correction: sum of the opponents&apos; ratings, a bye rated 500</translation>
    </message>
    <message>
        <source>Rating, highest first (/R: lowest first)</source>
        <translation>Rating, highest first (/R: lowest first)</translation>
    </message>
    <message>
        <source>Sonneborn-Berger: opponents&apos; scores times the points scored against them</source>
        <translation>Sonneborn-Berger: opponents&apos; scores times the points scored against them</translation>
    </message>
    <message>
        <source>Standard points: wins 1, draws ½ (3-1-0 events read as 1-½-0)</source>
        <translation>Standard points: wins 1, draws ½ (3-1-0 events read as 1-½-0)</translation>
    </message>
    <message>
        <source>Tournament pairing number, lowest first (/R: highest first)</source>
        <translation>Tournament pairing number, lowest first (/R: highest first)</translation>
    </message>
    <message>
        <source>Tournament performance rating: ARO + dp(fractional score)</source>
        <translation>Tournament performance rating: ARO + dp(fractional score)</translation>
    </message>
    <message>
        <source>Number of wins: rounds with a win&apos;s points, played or not</source>
        <translation>Number of wins: rounds with a win&apos;s points, played or not</translation>
    </message>
    <message>
        <source>Number of games won over the board</source>
        <translation>Number of games won over the board</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Final standings</translation>
    </message>
    <message>
        <source>Standings after round {round}</source>
        <translation>Standings after round {round}</translation>
    </message>
    <message>
        <source>Standings after round {round} – games without a result: {count}, not counted</source>
        <translation>Standings after round {round} – games without a result: {count}, not counted</translation>
    </message>
    <message>
        <source>Standings after round {round} – games without a result: {count}, counted as draws</source>
        <translation>Standings after round {round} – games without a result: {count}, counted as draws</translation>
    </message>
    <message>
        <source>Provisional standings after round {round} – adjourned games without a result: {count}</source>
        <translation>Provisional standings after round {round} – adjourned games without a result: {count}</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Outside FIDE mode since round {round}: {reason}</source>
        <translation>Outside FIDE mode since round {round}: {reason}</translation>
    </message>
    <message>
        <source>Initial ranking list</source>
        <translation>Initial ranking list</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Crosstable</translation>
    </message>
    <message>
        <source>{title} – Chess960</source>
        <translation>{title} – Chess960</translation>
    </message>
    <message>
        <source>Round by round</source>
        <translation>Round by round</translation>
    </message>
    <message>
        <source>Tie-break details</source>
        <translation>Tie-break details</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation>Tie-breaks</translation>
    </message>
    <message>
        <source>Symbols</source>
        <translation>Symbols</translation>
    </message>
    <message>
        <source>Rk.</source>
        <translation>Rk.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Rtg</translation>
    </message>
    <message>
        <source>Nat</source>
        <translation>Nat</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE ID</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>R{round}</source>
        <translation>R{round}</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Tie-break</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Field</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>What</source>
        <translation>What</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Why</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Federation</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Dates</translation>
    </message>
    <message>
        <source>Chief arbiter</source>
        <translation>Chief arbiter</translation>
    </message>
    <message>
        <source>Deputy arbiters</source>
        <translation>Deputy arbiters</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Time control</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>{played} of {planned}</source>
        <translation>{played} of {planned}</translation>
    </message>
    <message>
        <source>Rule edition</source>
        <translation>Rule edition</translation>
    </message>
    <message>
        <source>{rules} (assumed: the start date “{date}” could not be read)</source>
        <translation>{rules} (assumed: the start date “{date}” could not be read)</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
    <message>
        <source>For information (not used for ranking)</source>
        <translation>For information (not used for ranking)</translation>
    </message>
    <message>
        <source>for information, not used for ranking</source>
        <translation>for information, not used for ranking</translation>
    </message>
    <message>
        <source>{code} (info)</source>
        <translation>{code} (info)</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Program</translation>
    </message>
    <message>
        <source>Rating list</source>
        <translation>Rating list</translation>
    </message>
    <message>
        <source>{list}, list of {date} (the list in force for the event)</source>
        <translation>{list}, list of {date} (the list in force for the event)</translation>
    </message>
    <message>
        <source>{list}, list of {date} – warning: {months} month(s) older than the list in force, a newer list should exist</source>
        <translation>{list}, list of {date} – warning: {months} month(s) older than the list in force, a newer list should exist</translation>
    </message>
    <message>
        <source>{list}, list of {date} ({months} month(s) newer than the list in force)</source>
        <translation>{list}, list of {date} ({months} month(s) newer than the list in force)</translation>
    </message>
    <message>
        <source>{list} – warning: the list&apos;s date is unknown</source>
        <translation>{list} – warning: the list&apos;s date is unknown</translation>
    </message>
    <message>
        <source>Swiss system</source>
        <translation>Swiss system</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Round robin</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Double round robin</translation>
    </message>
    <message>
        <source>FIDE C.07 (March 2026)</source>
        <translation>FIDE C.07 (March 2026)</translation>
    </message>
    <message>
        <source>FIDE C.07 (2023/2024)</source>
        <translation>FIDE C.07 (2023/2024)</translation>
    </message>
    <message>
        <source>FIDE legacy (virtual opponent, 2009–2023)</source>
        <translation>FIDE legacy (virtual opponent, 2009–2023)</translation>
    </message>
    <message>
        <source>Swedish Chess Federation (SSF)</source>
        <translation>Swedish Chess Federation (SSF)</translation>
    </message>
    <message>
        <source>DrawBoss (Danish Backgammon Federation)</source>
        <translation>DrawBoss (Danish Backgammon Federation)</translation>
    </message>
    <message>
        <source>withdrew after round {round}</source>
        <translation>withdrew after round {round}</translation>
    </message>
    <message>
        <source>withdrawn after R{round}</source>
        <translation>withdrawn after R{round}</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Page {page} of {pages}</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>cut</translation>
    </message>
    <message>
        <source>Values in parentheses were removed by a cut or median.</source>
        <translation>Values in parentheses were removed by a cut or median.</translation>
    </message>
    <message>
        <source>12w1: against no. 12 with White, won (½ drawn, 0 lost)</source>
        <translation>12w1: against no. 12 with White, won (½ drawn, 0 lost)</translation>
    </message>
    <message>
        <source>+ / -: won / lost by forfeit; --: double forfeit</source>
        <translation>+ / -: won / lost by forfeit; --: double forfeit</translation>
    </message>
    <message>
        <source>W, D, L: game of less than one move (won, drawn, lost)</source>
        <translation>W, D, L: game of less than one move (won, drawn, lost)</translation>
    </message>
    <message>
        <source>bye: pairing-allocated bye; F, H, Z: full, half, zero-point bye</source>
        <translation>bye: pairing-allocated bye; F, H, Z: full, half, zero-point bye</translation>
    </message>
    <message>
        <source>P: postponed; A: adjourned; no symbol: result pending</source>
        <translation>P: postponed; A: adjourned; no symbol: result pending</translation>
    </message>
    <message>
        <source>–: after withdrawal</source>
        <translation>–: after withdrawal</translation>
    </message>
    <message>
        <source>Cut-1: the lowest value removed</source>
        <translation>Cut-1: the lowest value removed</translation>
    </message>
    <message>
        <source>Cut-{n}: the {n} lowest values removed</source>
        <translation>Cut-{n}: the {n} lowest values removed</translation>
    </message>
    <message>
        <source>Median-1: the lowest and the highest value removed</source>
        <translation>Median-1: the lowest and the highest value removed</translation>
    </message>
    <message>
        <source>Median-{n}: the {n} lowest and the {n} highest values removed</source>
        <translation>Median-{n}: the {n} lowest and the {n} highest values removed</translation>
    </message>
    <message>
        <source>forfeits count as played games</source>
        <translation>forfeits count as played games</translation>
    </message>
    <message>
        <source>reversed order</source>
        <translation>reversed order</translation>
    </message>
    <message>
        <source>limit {n:+d} half points</source>
        <translation>limit {n:+d} half points</translation>
    </message>
    <message>
        <source>rating {n} for unrated players</source>
        <translation>rating {n} for unrated players</translation>
    </message>
    <message>
        <source>adjusted score</source>
        <translation>adjusted score</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>forfeit counted as game</source>
        <translation>forfeit counted as game</translation>
    </message>
    <message>
        <source>game without a result</source>
        <translation>game without a result</translation>
    </message>
    <message>
        <source>dummy opponent</source>
        <translation>dummy opponent</translation>
    </message>
    <message>
        <source>dummy opponent (capped)</source>
        <translation>dummy opponent (capped)</translation>
    </message>
    <message>
        <source>virtual opponent</source>
        <translation>virtual opponent</translation>
    </message>
    <message>
        <source>no opponent</source>
        <translation>no opponent</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>not paired</translation>
    </message>
    <message>
        <source>after the player&apos;s withdrawal</source>
        <translation>after the player&apos;s withdrawal</translation>
    </message>
    <message>
        <source>scheduled opponent</source>
        <translation>scheduled opponent</translation>
    </message>
    <message>
        <source>bye as an opponent with 0 points</source>
        <translation>bye as an opponent with 0 points</translation>
    </message>
    <message>
        <source>direct encounter</source>
        <translation>direct encounter</translation>
    </message>
    <message>
        <source>direct encounters, average</source>
        <translation>direct encounters, average</translation>
    </message>
    <message>
        <source>cumulative score</source>
        <translation>cumulative score</translation>
    </message>
    <message>
        <source>unrated opponent, no rating given</source>
        <translation>unrated opponent, no rating given</translation>
    </message>
    <message>
        <source>rating given to unrated players</source>
        <translation>rating given to unrated players</translation>
    </message>
    <message>
        <source>rating given to a bye</source>
        <translation>rating given to a bye</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Rating change</translation>
    </message>
    <message>
        <source>FIDE rating change under B.02: sum of K x (score - PD) over the games against rated opponents (information only)</source>
        <translation>FIDE rating change under B.02: sum of K x (score - PD) over the games against rated opponents (information only)</translation>
    </message>
    <message>
        <source>Pairings, round {round} of {rounds}</source>
        <translation>Pairings, round {round} of {rounds}</translation>
    </message>
    <message>
        <source>Players in alphabetical order, round {round}</source>
        <translation>Players in alphabetical order, round {round}</translation>
    </message>
    <message>
        <source>Result slips, round {round}</source>
        <translation>Result slips, round {round}</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colour</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Bye</translation>
    </message>
    <message>
        <source>Pairing-allocated bye</source>
        <translation>Pairing-allocated bye</translation>
    </message>
    <message>
        <source>Half-point bye</source>
        <translation>Half-point bye</translation>
    </message>
    <message>
        <source>Full-point bye</source>
        <translation>Full-point bye</translation>
    </message>
    <message>
        <source>Absent</source>
        <translation>Absent</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Round {round}</translation>
    </message>
    <message>
        <source>Team final standings</source>
        <translation>Team final standings</translation>
    </message>
    <message>
        <source>Team crosstable</source>
        <translation>Team crosstable</translation>
    </message>
    <message>
        <source>Board results</source>
        <translation>Board results</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>GP</source>
        <translation>GP</translation>
    </message>
    <message>
        <source>R{0}</source>
        <translation>R{0}</translation>
    </message>
    <message>
        <source>Board {0}</source>
        <translation>Board {0}</translation>
    </message>
    <message>
        <source>Reserves</source>
        <translation>Reserves</translation>
    </message>
    <message>
        <source>Pl.</source>
        <translation>Pl.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Pts.</source>
        <translation>Pts.</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>Team pairings, round {0}</source>
        <translation>Team pairings, round {0}</translation>
    </message>
    <message>
        <source>Match slips, round {0}</source>
        <translation>Match slips, round {0}</translation>
    </message>
    <message>
        <source>Captains&apos; signatures</source>
        <translation>Captains&apos; signatures</translation>
    </message>
    <message>
        <source>Each round: the opponent team&apos;s number, then the match points and the game points scored against it.</source>
        <translation>Each round: the opponent team&apos;s number, then the match points and the game points scored against it.</translation>
    </message>
</context>
<context>
    <name>ReportActions</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Print pre&amp;view…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Export &amp;PDF…</translation>
    </message>
    <message>
        <source>Export E&amp;xcel…</source>
        <translation>Export E&amp;xcel…</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>Export &amp;HTML…</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Export PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export Excel</source>
        <translation>Export Excel</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel workbook (*.xlsx)</translation>
    </message>
    <message>
        <source>Export HTML</source>
        <translation>Export HTML</translation>
    </message>
    <message>
        <source>Web page (*.html *.htm)</source>
        <translation>Web page (*.html *.htm)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <source>Could not write {path}:
{error}</source>
        <translation>Could not write {path}:
{error}</translation>
    </message>
    <message>
        <source>Written {path}</source>
        <translation>Written {path}</translation>
    </message>
</context>
<context>
    <name>ResultPalette</name>
    <message>
        <source>Win</source>
        <translation>Win</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <source>Forfeit win</source>
        <translation>Forfeit win</translation>
    </message>
    <message>
        <source>Forfeit loss</source>
        <translation>Forfeit loss</translation>
    </message>
    <message>
        <source>Double forfeit</source>
        <translation>Double forfeit</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Pending</translation>
    </message>
    <message>
        <source>Pairing bye</source>
        <translation>Pairing bye</translation>
    </message>
    <message>
        <source>Full-point bye</source>
        <translation>Full-point bye</translation>
    </message>
    <message>
        <source>Half-point bye</source>
        <translation>Half-point bye</translation>
    </message>
    <message>
        <source>Zero-point bye</source>
        <translation>Zero-point bye</translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation>Withdrawn</translation>
    </message>
    <message>
        <source>Postponed</source>
        <translation>Postponed</translation>
    </message>
    <message>
        <source>{label}: enter “{symbol}” in the selected cells ({key})</source>
        <translation>{label}: enter “{symbol}” in the selected cells ({key})</translation>
    </message>
</context>
<context>
    <name>RoundView</name>
    <message>
        <source>Player {player} is not paired.</source>
        <translation>Player {player} is not paired.</translation>
    </message>
    <message>
        <source>Player {player} is paired twice.</source>
        <translation>Player {player} is paired twice.</translation>
    </message>
    <message>
        <source>Player {player} is excused or withdrawn, yet paired.</source>
        <translation>Player {player} is excused or withdrawn, yet paired.</translation>
    </message>
    <message>
        <source>Pairing-allocated bye to {player} not needed (even number).</source>
        <translation>Pairing-allocated bye to {player} not needed (even number).</translation>
    </message>
    <message>
        <source>Player {player} already had a bye or a win without playing (round {detail}).</source>
        <translation>Player {player} already had a bye or a win without playing (round {detail}).</translation>
    </message>
    <message>
        <source>Players {player} and {opponent} already met (round {detail}).</source>
        <translation>Players {player} and {opponent} already met (round {detail}).</translation>
    </message>
    <message>
        <source>Players {player} and {opponent} meet again after a forfeit.</source>
        <translation>Players {player} and {opponent} meet again after a forfeit.</translation>
    </message>
    <message>
        <source>Player {player}: colour difference {detail}.</source>
        <translation>Player {player}: colour difference {detail}.</translation>
    </message>
    <message>
        <source>Player {player}: the same colour three times in a row.</source>
        <translation>Player {player}: the same colour three times in a row.</translation>
    </message>
    <message>
        <source>Player {player}: colour rule not kept (topscorer, last round).</source>
        <translation>Player {player}: colour rule not kept (topscorer, last round).</translation>
    </message>
    <message>
        <source>Players {player} and {opponent} must not meet (prohibited pair).</source>
        <translation>Players {player} and {opponent} must not meet (prohibited pair).</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>{0}  (no such player)</source>
        <translation>{0}  (no such player)</translation>
    </message>
    <message>
        <source>{0} forfeit</source>
        <translation>{0} forfeit</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Pair next round</source>
        <translation>Pair next round</translation>
    </message>
    <message>
        <source>Unpair last round</source>
        <translation>Unpair last round</translation>
    </message>
    <message>
        <source>Print pairings…</source>
        <translation>Print pairings…</translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation>Swap colours</translation>
    </message>
    <message>
        <source>Swap the colours of the selected board</source>
        <translation>Swap the colours of the selected board</translation>
    </message>
    <message>
        <source>Click a finding to show its board</source>
        <translation>Click a finding to show its board</translation>
    </message>
    <message>
        <source>Exchange players</source>
        <translation>Exchange players</translation>
    </message>
    <message>
        <source>Exchange the black players of the two selected boards</source>
        <translation>Exchange the black players of the two selected boards</translation>
    </message>
    <message>
        <source>withdrawn after round {0}</source>
        <translation>withdrawn after round {0}</translation>
    </message>
    <message>
        <source>Not paired in round {0}: {1}</source>
        <translation>Not paired in round {0}: {1}</translation>
    </message>
    <message>
        <source>No engine implements the pairing text in force on {0} (before 1 July 2017): the FIDE (Dutch) text of 2017 pairs this event.</source>
        <translation>No engine implements the pairing text in force on {0} (before 1 July 2017): the FIDE (Dutch) text of 2017 pairs this event.</translation>
    </message>
    <message>
        <source>{0} {1}: {2}</source>
        <translation>{0} {1}: {2}</translation>
    </message>
    <message>
        <source>Byes and absences</source>
        <translation>Byes and absences</translation>
    </message>
    <message>
        <source>… and {0} more.</source>
        <translation>… and {0} more.</translation>
    </message>
    <message>
        <source>Other result…</source>
        <translation>Other result…</translation>
    </message>
    <message>
        <source>Type the selected board&apos;s result, White first: also ½-0, 0-½ and 0-0</source>
        <translation>Type the selected board&apos;s result, White first: also ½-0, 0-½ and 0-0</translation>
    </message>
    <message>
        <source>Correct for the rating report…</source>
        <translation>Correct for the rating report…</translation>
    </message>
    <message>
        <source>Record the selected board&apos;s corrected result for the rating report only: the standings keep the result as played (C.04.2 4.3)</source>
        <translation>Record the selected board&apos;s corrected result for the rating report only: the standings keep the result as played (C.04.2 4.3)</translation>
    </message>
    <message>
        <source>Other result</source>
        <translation>Other result</translation>
    </message>
    <message>
        <source>Board {0}: the result, White first (e.g. ½-0)</source>
        <translation>Board {0}: the result, White first (e.g. ½-0)</translation>
    </message>
    <message>
        <source>Not a board result: {0}</source>
        <translation>Not a board result: {0}</translation>
    </message>
    <message>
        <source>Result on board {0}</source>
        <translation>Result on board {0}</translation>
    </message>
    <message>
        <source>Correct for the rating report</source>
        <translation>Correct for the rating report</translation>
    </message>
    <message>
        <source>Why is the result corrected?</source>
        <translation>Why is the result corrected?</translation>
    </message>
    <message>
        <source>Correction for the rating report, board {0}</source>
        <translation>Correction for the rating report, board {0}</translation>
    </message>
    <message>
        <source>All rounds are paired.</source>
        <translation>All rounds are paired.</translation>
    </message>
    <message>
        <source>Round {0} has games without a result.</source>
        <translation>Round {0} has games without a result.</translation>
    </message>
    <message>
        <source>Pair round {0}</source>
        <translation>Pair round {0}</translation>
    </message>
    <message>
        <source>Pairing…</source>
        <translation>Pairing…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Change pairing</source>
        <translation>Change pairing</translation>
    </message>
    <message>
        <source>Board {0} has a result. Change the pairing and drop the result?</source>
        <translation>Board {0} has a result. Change the pairing and drop the result?</translation>
    </message>
    <message>
        <source>Swap colours in round {0}</source>
        <translation>Swap colours in round {0}</translation>
    </message>
    <message>
        <source>Exchange players in round {0}</source>
        <translation>Exchange players in round {0}</translation>
    </message>
    <message>
        <source>Unpair round {0}</source>
        <translation>Unpair round {0}</translation>
    </message>
    <message>
        <source>Team {player} is not paired.</source>
        <translation>Team {player} is not paired.</translation>
    </message>
    <message>
        <source>Team {player} is paired twice.</source>
        <translation>Team {player} is paired twice.</translation>
    </message>
    <message>
        <source>Team {player} has a bye or withdrew, yet is paired.</source>
        <translation>Team {player} has a bye or withdrew, yet is paired.</translation>
    </message>
    <message>
        <source>Pairing-allocated bye to team {player} not needed (even number).</source>
        <translation>Pairing-allocated bye to team {player} not needed (even number).</translation>
    </message>
    <message>
        <source>Team {player} already had the pairing-allocated bye (round {detail}).</source>
        <translation>Team {player} already had the pairing-allocated bye (round {detail}).</translation>
    </message>
    <message>
        <source>Teams {player} and {opponent} already met (round {detail}).</source>
        <translation>Teams {player} and {opponent} already met (round {detail}).</translation>
    </message>
    <message>
        <source>Teams {player} and {opponent} meet again after a forfeited match.</source>
        <translation>Teams {player} and {opponent} meet again after a forfeited match.</translation>
    </message>
    <message>
        <source>Teams without a match: {0}</source>
        <translation>Teams without a match: {0}</translation>
    </message>
</context>
<context>
    <name>SquareModel</name>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <source>white</source>
        <translation>white</translation>
    </message>
    <message>
        <source>black</source>
        <translation>black</translation>
    </message>
    <message>
        <source>colour unknown</source>
        <translation>colour unknown</translation>
    </message>
    <message>
        <source>Round {0}: {1} with {2}</source>
        <translation>Round {0}: {1} with {2}</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Rk.</source>
        <translation>Rk.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <source>{0} (info)</source>
        <translation>{0} (info)</translation>
    </message>
    <message>
        <source>Rank (shared places shown as 3-4)</source>
        <translation>Rank (shared places shown as 3-4)</translation>
    </message>
    <message>
        <source>Start number</source>
        <translation>Start number</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>For information, not used for ranking</source>
        <translation>For information, not used for ranking</translation>
    </message>
    <message>
        <source>{0} (wd)</source>
        <translation>{0} (wd)</translation>
    </message>
    <message>
        <source>Withdrawn after round {0}</source>
        <translation>Withdrawn after round {0}</translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation>Withdrawn</translation>
    </message>
    <message>
        <source>Places {0} to {1} shared: the tie-breaks do not separate them</source>
        <translation>Places {0} to {1} shared: the tie-breaks do not separate them</translation>
    </message>
</context>
<context>
    <name>TeamCrosstable</name>
    <message>
        <source>Team crosstable</source>
        <translation>Team crosstable</translation>
    </message>
    <message>
        <source>Export team lists…</source>
        <translation>Export team lists…</translation>
    </message>
    <message>
        <source>Teams and lineups…</source>
        <translation>Teams and lineups…</translation>
    </message>
    <message>
        <source>Print team lists…</source>
        <translation>Print team lists…</translation>
    </message>
    <message>
        <source>Teams and lineups</source>
        <translation>Teams and lineups</translation>
    </message>
    <message>
        <source>Export team lists</source>
        <translation>Export team lists</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;HTML (*.html);;Excel (*.xlsx);;CSV (*.csv)</source>
        <translation>PDF (*.pdf);;HTML (*.html);;Excel (*.xlsx);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>unknown format {0}</source>
        <translation>unknown format {0}</translation>
    </message>
    <message>
        <source>Not written: {0}</source>
        <translation>Not written: {0}</translation>
    </message>
    <message>
        <source>Board results</source>
        <translation>Board results</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
</context>
<context>
    <name>TeamLineups</name>
    <message>
        <source>Teams and lineups</source>
        <translation>Teams and lineups</translation>
    </message>
    <message>
        <source>Add team</source>
        <translation>Add team</translation>
    </message>
    <message>
        <source>Remove team</source>
        <translation>Remove team</translation>
    </message>
    <message>
        <source>start numbers in board order</source>
        <translation>start numbers in board order</translation>
    </message>
    <message>
        <source>not withdrawn</source>
        <translation>not withdrawn</translation>
    </message>
    <message>
        <source>board order (no lineup)</source>
        <translation>board order (no lineup)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Short name</source>
        <translation>Short name</translation>
    </message>
    <message>
        <source>Federation or club</source>
        <translation>Federation or club</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Captain</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Withdrawn after round</source>
        <translation>Withdrawn after round</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Lineup</source>
        <translation>Lineup</translation>
    </message>
    <message>
        <source>Not a start number: {0}</source>
        <translation>Not a start number: {0}</translation>
    </message>
    <message>
        <source>Team {0}</source>
        <translation>Team {0}</translation>
    </message>
</context>
<context>
    <name>TeamMatch</name>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Pairing list and match slips…</source>
        <translation>Pairing list and match slips…</translation>
    </message>
    <message>
        <source>{0} {1} – {2} {3}</source>
        <translation>{0} {1} – {2} {3}</translation>
    </message>
    <message>
        <source>Match: {0} – {1}</source>
        <translation>Match: {0} – {1}</translation>
    </message>
    <message>
        <source>Pairing list and match slips</source>
        <translation>Pairing list and match slips</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;HTML (*.html)</source>
        <translation>PDF (*.pdf);;HTML (*.html)</translation>
    </message>
    <message>
        <source>Not written: {0}</source>
        <translation>Not written: {0}</translation>
    </message>
    <message>
        <source>Result on board {0}</source>
        <translation>Result on board {0}</translation>
    </message>
</context>
<context>
    <name>TeamSettings</name>
    <message>
        <source>Individual</source>
        <translation>Individual</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>boards a match</source>
        <translation>boards a match</translation>
    </message>
    <message>
        <source>a draw&apos;s</source>
        <translation>a draw&apos;s</translation>
    </message>
    <message>
        <source>e.g. MPvGP, EDE, EMGSB</source>
        <translation>e.g. MPvGP, EDE, EMGSB</translation>
    </message>
    <message>
        <source>win</source>
        <translation>win</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>draw</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>loss</translation>
    </message>
    <message>
        <source>bye MP</source>
        <translation>bye MP</translation>
    </message>
    <message>
        <source>bye GP</source>
        <translation>bye GP</translation>
    </message>
    <message>
        <source>Match points for win, draw, loss and a team bye are numbers.</source>
        <translation>Match points for win, draw, loss and a team bye are numbers.</translation>
    </message>
    <message>
        <source>Team tie-breaks: {0}</source>
        <translation>Team tie-breaks: {0}</translation>
    </message>
</context>
<context>
    <name>TeamStandings</name>
    <message>
        <source>Rk</source>
        <translation>Rk</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>GP</source>
        <translation>GP</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Team pairing number</source>
        <translation>Team pairing number</translation>
    </message>
    <message>
        <source>Match points (C.07 Art. 11)</source>
        <translation>Match points (C.07 Art. 11)</translation>
    </message>
    <message>
        <source>Game points (C.07 Art. 11)</source>
        <translation>Game points (C.07 Art. 11)</translation>
    </message>
    <message>
        <source>Round {0}: {1}</source>
        <translation>Round {0}: {1}</translation>
    </message>
    <message>
        <source>team {0}</source>
        <translation>team {0}</translation>
    </message>
    <message>
        <source>own score (unplayed round)</source>
        <translation>own score (unplayed round)</translation>
    </message>
    <message>
        <source>Round {0}, {1}: {2}</source>
        <translation>Round {0}, {1}: {2}</translation>
    </message>
    <message>
        <source>(cut)</source>
        <translation>(cut)</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>Team standings</translation>
    </message>
    <message>
        <source>Team tie-breaks: {0}</source>
        <translation>Team tie-breaks: {0}</translation>
    </message>
    <message>
        <source>{0} teams, ranked by {1}</source>
        <translation>{0} teams, ranked by {1}</translation>
    </message>
</context>
<context>
    <name>TiebreakDialog</name>
    <message>
        <source>Tie-break settings</source>
        <translation>Tie-break settings</translation>
    </message>
    <message>
        <source>&amp;Save as preset…</source>
        <translation>&amp;Save as preset…</translation>
    </message>
    <message>
        <source>De&amp;lete preset</source>
        <translation>De&amp;lete preset</translation>
    </message>
    <message>
        <source>Left out until finished</source>
        <translation>Left out until finished</translation>
    </message>
    <message>
        <source>Counted as draws</source>
        <translation>Counted as draws</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>not set</translation>
    </message>
    <message>
        <source>Rating given to unrated players in rating tie-breaks (C.07 Art. 10)</source>
        <translation>Rating given to unrated players in rating tie-breaks (C.07 Art. 10)</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Preset:</translation>
    </message>
    <message>
        <source>Unfinished &amp;games (preliminary lists):</source>
        <translation>Unfinished &amp;games (preliminary lists):</translation>
    </message>
    <message>
        <source>&amp;Add ↓</source>
        <translation>&amp;Add ↓</translation>
    </message>
    <message>
        <source>Add the criterion to the end of the ranking list</source>
        <translation>Add the criterion to the end of the ranking list</translation>
    </message>
    <message>
        <source>&amp;Remove ↑</source>
        <translation>&amp;Remove ↑</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Move &amp;up</translation>
    </message>
    <message>
        <source>Move up (Ctrl+Up)</source>
        <translation>Move up (Ctrl+Up)</translation>
    </message>
    <message>
        <source>Move down (Ctrl+Down)</source>
        <translation>Move down (Ctrl+Down)</translation>
    </message>
    <message>
        <source>A&amp;vailable criteria:</source>
        <translation>A&amp;vailable criteria:</translation>
    </message>
    <message>
        <source>Ran&amp;king: points, then</source>
        <translation>Ran&amp;king: points, then</translation>
    </message>
    <message>
        <source>Options of the selected criterion</source>
        <translation>Options of the selected criterion</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Cut-n: the n lowest values are removed (C.07 14.1)</source>
        <translation>Cut-n: the n lowest values are removed (C.07 14.1)</translation>
    </message>
    <message>
        <source>Median-n: the n lowest and the n highest values are removed (C.07 14.3)</source>
        <translation>Median-n: the n lowest and the n highest values are removed (C.07 14.3)</translation>
    </message>
    <message>
        <source>move the 50 % threshold by</source>
        <translation>move the 50 % threshold by</translation>
    </message>
    <message>
        <source> half points</source>
        <translation> half points</translation>
    </message>
    <message>
        <source>Koya limit modifier (C.07 14.5)</source>
        <translation>Koya limit modifier (C.07 14.5)</translation>
    </message>
    <message>
        <source>Forfeits count as played games (/P)</source>
        <translation>Forfeits count as played games (/P)</translation>
    </message>
    <message>
        <source>Use the opponents&apos; Fore Buchholz (/F)</source>
        <translation>Use the opponents&apos; Fore Buchholz (/F)</translation>
    </message>
    <message>
        <source>Reverse the order (/R)</source>
        <translation>Reverse the order (/R)</translation>
    </message>
    <message>
        <source>unrated players rated</source>
        <translation>unrated players rated</translation>
    </message>
    <message>
        <source>The FIDE descriptor (C.07, TRF-26 record 202); edit and press Enter</source>
        <translation>The FIDE descriptor (C.07, TRF-26 record 202); edit and press Enter</translation>
    </message>
    <message>
        <source>&amp;Cut lowest:</source>
        <translation>&amp;Cut lowest:</translation>
    </message>
    <message>
        <source>&amp;Median:</source>
        <translation>&amp;Median:</translation>
    </message>
    <message>
        <source>Rul&amp;es:</source>
        <translation>Rul&amp;es:</translation>
    </message>
    <message>
        <source>Rating of u&amp;nrated players:</source>
        <translation>Rating of u&amp;nrated players:</translation>
    </message>
    <message>
        <source>Move d&amp;own</source>
        <translation>Move d&amp;own</translation>
    </message>
    <message>
        <source>Previe&amp;w with this list:</source>
        <translation>Previe&amp;w with this list:</translation>
    </message>
    <message>
        <source>Koya lim&amp;it:</source>
        <translation>Koya lim&amp;it:</translation>
    </message>
    <message>
        <source>Ra&amp;ting:</source>
        <translation>Ra&amp;ting:</translation>
    </message>
    <message>
        <source>&amp;Descriptor:</source>
        <translation>&amp;Descriptor:</translation>
    </message>
    <message>
        <source>By start date (now {0})</source>
        <translation>By start date (now {0})</translation>
    </message>
    <message>
        <source>Custom list</source>
        <translation>Custom list</translation>
    </message>
    <message>
        <source>{0} (own)</source>
        <translation>{0} (own)</translation>
    </message>
    <message>
        <source>Preset not used: {0}</source>
        <translation>Preset not used: {0}</translation>
    </message>
    <message>
        <source>Save as preset</source>
        <translation>Save as preset</translation>
    </message>
    <message>
        <source>Name of the preset:</source>
        <translation>Name of the preset:</translation>
    </message>
    <message>
        <source>Preset “{0}” saved.</source>
        <translation>Preset “{0}” saved.</translation>
    </message>
    <message>
        <source>Applies: {0}, from the event&apos;s start date {1}.</source>
        <translation>Applies: {0}, from the event&apos;s start date {1}.</translation>
    </message>
    <message>
        <source>Applies: {0}, the edition in force (no start date).</source>
        <translation>Applies: {0}, the edition in force (no start date).</translation>
    </message>
    <message>
        <source>Applies: {0}, as chosen under Rules.</source>
        <translation>Applies: {0}, as chosen under Rules.</translation>
    </message>
    <message>
        <source>The preset was written for {0}; its list is used with the rules that apply.</source>
        <translation>The preset was written for {0}; its list is used with the rules that apply.</translation>
    </message>
    <message>
        <source>Round {0} is already paired: the list is published before the start (C.07 4.1.1).</source>
        <translation>Round {0} is already paired: the list is published before the start (C.07 4.1.1).</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
    <message>
        <source>Rules: {0}</source>
        <translation>Rules: {0}</translation>
    </message>
    <message>
        <source>{0} players change place</source>
        <translation>{0} players change place</translation>
    </message>
    <message>
        <source>1 player changes place</source>
        <translation>1 player changes place</translation>
    </message>
    <message>
        <source>List not used: {0}</source>
        <translation>List not used: {0}</translation>
    </message>
    <message>
        <source>Options of {0}</source>
        <translation>Options of {0}</translation>
    </message>
    <message>
        <source>Tie-breaks: {0}</source>
        <translation>Tie-breaks: {0}</translation>
    </message>
</context>
<context>
    <name>TiebreakText</name>
    <message>
        <source>Direct encounter</source>
        <translation>Direct encounter</translation>
    </message>
    <message>
        <source>Results among the tied players</source>
        <translation>Results among the tied players</translation>
    </message>
    <message>
        <source>Number of wins</source>
        <translation>Number of wins</translation>
    </message>
    <message>
        <source>Rounds with a win&apos;s points, played or not</source>
        <translation>Rounds with a win&apos;s points, played or not</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Games won</translation>
    </message>
    <message>
        <source>Games won over the board</source>
        <translation>Games won over the board</translation>
    </message>
    <message>
        <source>Games with Black</source>
        <translation>Games with Black</translation>
    </message>
    <message>
        <source>Games played over the board with Black</source>
        <translation>Games played over the board with Black</translation>
    </message>
    <message>
        <source>Wins with Black</source>
        <translation>Wins with Black</translation>
    </message>
    <message>
        <source>Games won over the board with Black</source>
        <translation>Games won over the board with Black</translation>
    </message>
    <message>
        <source>Progressive score</source>
        <translation>Progressive score</translation>
    </message>
    <message>
        <source>Sum of the running score after each round</source>
        <translation>Sum of the running score after each round</translation>
    </message>
    <message>
        <source>Rounds elected to play</source>
        <translation>Rounds elected to play</translation>
    </message>
    <message>
        <source>Rounds minus requested byes and forfeit losses</source>
        <translation>Rounds minus requested byes and forfeit losses</translation>
    </message>
    <message>
        <source>Standard points</source>
        <translation>Standard points</translation>
    </message>
    <message>
        <source>Wins 1, draws ½, whatever the scoring</source>
        <translation>Wins 1, draws ½, whatever the scoring</translation>
    </message>
    <message>
        <source>Pairing number</source>
        <translation>Pairing number</translation>
    </message>
    <message>
        <source>Lowest tournament pairing number first</source>
        <translation>Lowest tournament pairing number first</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Sum of the opponents&apos; scores</source>
        <translation>Sum of the opponents&apos; scores</translation>
    </message>
    <message>
        <source>Average of opponents&apos; Buchholz</source>
        <translation>Average of opponents&apos; Buchholz</translation>
    </message>
    <message>
        <source>Average Buchholz of the opponents played</source>
        <translation>Average Buchholz of the opponents played</translation>
    </message>
    <message>
        <source>Fore Buchholz</source>
        <translation>Fore Buchholz</translation>
    </message>
    <message>
        <source>Buchholz with the last round&apos;s games counted as draws</source>
        <translation>Buchholz with the last round&apos;s games counted as draws</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Opponents&apos; scores times the points scored against them</source>
        <translation>Opponents&apos; scores times the points scored against them</translation>
    </message>
    <message>
        <source>Koya</source>
        <translation>Koya</translation>
    </message>
    <message>
        <source>Points against opponents with at least 50 %</source>
        <translation>Points against opponents with at least 50 %</translation>
    </message>
    <message>
        <source>Average rating of opponents</source>
        <translation>Average rating of opponents</translation>
    </message>
    <message>
        <source>Average rating of the opponents played</source>
        <translation>Average rating of the opponents played</translation>
    </message>
    <message>
        <source>Performance rating</source>
        <translation>Performance rating</translation>
    </message>
    <message>
        <source>Average opponent rating plus the score&apos;s rating difference</source>
        <translation>Average opponent rating plus the score&apos;s rating difference</translation>
    </message>
    <message>
        <source>Perfect performance</source>
        <translation>Perfect performance</translation>
    </message>
    <message>
        <source>Lowest rating expected to make the score</source>
        <translation>Lowest rating expected to make the score</translation>
    </message>
    <message>
        <source>Opponents&apos; average performance</source>
        <translation>Opponents&apos; average performance</translation>
    </message>
    <message>
        <source>Average of the opponents&apos; performance ratings</source>
        <translation>Average of the opponents&apos; performance ratings</translation>
    </message>
    <message>
        <source>Opponents&apos; average perfect performance</source>
        <translation>Opponents&apos; average perfect performance</translation>
    </message>
    <message>
        <source>Average of the opponents&apos; perfect performances</source>
        <translation>Average of the opponents&apos; perfect performances</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Highest rating first</source>
        <translation>Highest rating first</translation>
    </message>
    <message>
        <source>Drawing of lots</source>
        <translation>Drawing of lots</translation>
    </message>
    <message>
        <source>Seeded: the same draw every time</source>
        <translation>Seeded: the same draw every time</translation>
    </message>
    <message>
        <source>Direct encounter (all met)</source>
        <translation>Direct encounter (all met)</translation>
    </message>
    <message>
        <source>Only if all the tied players have met (SSF)</source>
        <translation>Only if all the tied players have met (SSF)</translation>
    </message>
    <message>
        <source>Layered Buchholz</source>
        <translation>Layered Buchholz</translation>
    </message>
    <message>
        <source>DrawBoss: all opponents, then the best R−1, … in turn</source>
        <translation>DrawBoss: all opponents, then the best R−1, … in turn</translation>
    </message>
    <message>
        <source>DrawBoss median Buchholz</source>
        <translation>DrawBoss median Buchholz</translation>
    </message>
    <message>
        <source>DrawBoss: highest and lowest opponent dropped</source>
        <translation>DrawBoss: highest and lowest opponent dropped</translation>
    </message>
    <message>
        <source>Rating correction</source>
        <translation>Rating correction</translation>
    </message>
    <message>
        <source>DrawBoss: sum of the opponents&apos; ratings, a bye rated 500</source>
        <translation>DrawBoss: sum of the opponents&apos; ratings, a bye rated 500</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>The primary score</source>
        <translation>The primary score</translation>
    </message>
    <message>
        <source>not in round robins under the 2026 rules</source>
        <translation>not in round robins under the 2026 rules</translation>
    </message>
    <message>
        <source>meant for round robins</source>
        <translation>meant for round robins</translation>
    </message>
    <message>
        <source>this event has no colours</source>
        <translation>this event has no colours</translation>
    </message>
    <message>
        <source>unrated players and no rating set for them</source>
        <translation>unrated players and no rating set for them</translation>
    </message>
    <message>
        <source>points always come first</source>
        <translation>points always come first</translation>
    </message>
    <message>
        <source>never used: the entry before it leaves no tie</source>
        <translation>never used: the entry before it leaves no tie</translation>
    </message>
    <message>
        <source>already in the list</source>
        <translation>already in the list</translation>
    </message>
    <message>
        <source>not a valid tie-break</source>
        <translation>not a valid tie-break</translation>
    </message>
    <message>
        <source>FIDE C.07 (March 2026)</source>
        <translation>FIDE C.07 (March 2026)</translation>
    </message>
    <message>
        <source>FIDE C.07 March 2026: adjusted scores, capped dummy, VUR cut exception</source>
        <translation>FIDE C.07 March 2026: adjusted scores, capped dummy, VUR cut exception</translation>
    </message>
    <message>
        <source>FIDE C.07 (2023/2024)</source>
        <translation>FIDE C.07 (2023/2024)</translation>
    </message>
    <message>
        <source>FIDE C.07 2023/2024: adjusted scores, uncapped dummy, VUR cut exception</source>
        <translation>FIDE C.07 2023/2024: adjusted scores, uncapped dummy, VUR cut exception</translation>
    </message>
    <message>
        <source>FIDE legacy: virtual opponent (2009–2023)</source>
        <translation>FIDE legacy: virtual opponent (2009–2023)</translation>
    </message>
    <message>
        <source>FIDE legacy (2009-2023): opponents&apos; unplayed games as draws, virtual opponent</source>
        <translation>FIDE legacy (2009-2023): opponents&apos; unplayed games as draws, virtual opponent</translation>
    </message>
    <message>
        <source>Sweden: SSF member system</source>
        <translation>Sweden: SSF member system</translation>
    </message>
    <message>
        <source>SSF member system (Sweden, before 2023-09): adjusted opponents, virtual opponent, SSF Cut-1 (step 6 on)</source>
        <translation>SSF member system (Sweden, before 2023-09): adjusted opponents, virtual opponent, SSF Cut-1 (step 6 on)</translation>
    </message>
    <message>
        <source>Sweden: SSF, step 6 off</source>
        <translation>Sweden: SSF, step 6 off</translation>
    </message>
    <message>
        <source>SSF member system with step 6 off (an opponent&apos;s bye win counts as a win)</source>
        <translation>SSF member system with step 6 off (an opponent&apos;s bye win counts as a win)</translation>
    </message>
    <message>
        <source>Denmark: DrawBoss (backgammon)</source>
        <translation>Denmark: DrawBoss (backgammon)</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion (Denmark): plain opponent scores, a bye is worth 0</source>
        <translation>DrawBoss Korrektion (Denmark): plain opponent scores, a bye is worth 0</translation>
    </message>
    <message>
        <source>Cut-{0}</source>
        <translation>Cut-{0}</translation>
    </message>
    <message>
        <source>Median-{0}</source>
        <translation>Median-{0}</translation>
    </message>
    <message>
        <source>limit {0:+d} half points</source>
        <translation>limit {0:+d} half points</translation>
    </message>
    <message>
        <source>Fore</source>
        <translation>Fore</translation>
    </message>
    <message>
        <source>forfeits as played</source>
        <translation>forfeits as played</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>reversed</translation>
    </message>
    <message>
        <source>unrated = {0}</source>
        <translation>unrated = {0}</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Rating change</translation>
    </message>
    <message>
        <source>FIDE rating change (B.02), for information after the list</source>
        <translation>FIDE rating change (B.02), for information after the list</translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message>
        <source>Tournament settings</source>
        <translation>Tournament settings</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>One deputy arbiter per line</source>
        <translation>One deputy arbiter per line</translation>
    </message>
    <message>
        <source>e.g. 90 min/40 moves + 30 min, 30 s/move</source>
        <translation>e.g. 90 min/40 moves + 30 min, 30 s/move</translation>
    </message>
    <message>
        <source>From the pairings</source>
        <translation>From the pairings</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Swiss</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Round robin</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Double round robin</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>not set</translation>
    </message>
    <message>
        <source>Played as Chess960</source>
        <translation>Played as Chess960</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Custom</translation>
    </message>
    <message>
        <source>win</source>
        <translation>win</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>draw</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>loss</translation>
    </message>
    <message>
        <source>By start date</source>
        <translation>By start date</translation>
    </message>
    <message>
        <source>e.g. BH/C1, BH, SB, DE, WIN</source>
        <translation>e.g. BH/C1, BH, SB, DE, WIN</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>City</source>
        <translation>City</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Federation</translation>
    </message>
    <message>
        <source>Start date</source>
        <translation>Start date</translation>
    </message>
    <message>
        <source>End date</source>
        <translation>End date</translation>
    </message>
    <message>
        <source>Chief arbiter</source>
        <translation>Chief arbiter</translation>
    </message>
    <message>
        <source>Deputy arbiters</source>
        <translation>Deputy arbiters</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Time control</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>Match points</translation>
    </message>
    <message>
        <source>Team tie-breaks</source>
        <translation>Team tie-breaks</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation>Tie-breaks</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE ID</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Add…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Edit…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Points for win, draw and loss are numbers such as 1, 0.5 or 1/2.</source>
        <translation>Points for win, draw and loss are numbers such as 1, 0.5 or 1/2.</translation>
    </message>
    <message>
        <source>Tie-breaks: {0}</source>
        <translation>Tie-breaks: {0}</translation>
    </message>
</context>
</TS>
