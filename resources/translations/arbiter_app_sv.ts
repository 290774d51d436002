<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About arbiter-app</source>
        <translation>Om arbiter-app</translation>
    </message>
    <message>
        <source>Crosstables, live standings and exact tie-breaks for chess arbiters.</source>
        <translation>Korstabeller, aktuell ställning och exakt särskiljning för schackdomare.</translation>
    </message>
    <message>
        <source>Version {0}. Free software under the MIT licence, without any warranty.</source>
        <translation>Version {0}. Fri programvara under MIT-licensen, utan någon garanti.</translation>
    </message>
    <message>
        <source>Uses Qt {0} and Qt for Python {1} (LGPL v3), Python {2}.</source>
        <translation>Använder Qt {0} och Qt for Python {1} (LGPL v3), Python {2}.</translation>
    </message>
    <message>
        <source>Licences of the bundled components</source>
        <translation>Licenser för de medföljande komponenterna</translation>
    </message>
    <message>
        <source>official text</source>
        <translation>officiell text</translation>
    </message>
    <message>
        <source>FIDE tie-break codes and descriptors (MTB26)</source>
        <translation>FIDE:s koder och beskrivningar för särskiljning (MTB26)</translation>
    </message>
    <message>
        <source>FIDE tournament report file TRF-2026</source>
        <translation>FIDE:s turneringsrapportfil TRF-2026</translation>
    </message>
    <message>
        <source>FIDE tournament report file TRF-16</source>
        <translation>FIDE:s turneringsrapportfil TRF-16</translation>
    </message>
    <message>
        <source>Rules implemented</source>
        <translation>Implementerade regler</translation>
    </message>
</context>
<context>
    <name>CompareRulesDialog</name>
    <message>
        <source>Compare rules</source>
        <translation>Jämför regler</translation>
    </message>
    <message>
        <source>Select a player to see why their place changes.</source>
        <translation>Välj en spelare för att se varför placeringen ändras.</translation>
    </message>
    <message>
        <source>&amp;Left:</source>
        <translation>&amp;Vänster:</translation>
    </message>
    <message>
        <source>&amp;Right:</source>
        <translation>&amp;Höger:</translation>
    </message>
    <message>
        <source>List:</source>
        <translation>Lista:</translation>
    </message>
    <message>
        <source>The event&apos;s rules ({0})</source>
        <translation>Turneringens regler ({0})</translation>
    </message>
    <message>
        <source>Preset: {0}</source>
        <translation>Förval: {0}</translation>
    </message>
    <message>
        <source>the event&apos;s list: {0}</source>
        <translation>turneringens lista: {0}</translation>
    </message>
    <message>
        <source>Tie-break codes separated by commas, e.g. BH/C1, BH, SB. Empty: the event&apos;s list, or the preset&apos;s.</source>
        <translation>Särskiljningskoder åtskilda med komma, t.ex. BH/C1, BH, SB. Tom: turneringens lista eller förvalets.</translation>
    </message>
    <message>
        <source>Cannot compare: {0}</source>
        <translation>Kan inte jämföra: {0}</translation>
    </message>
    <message>
        <source>{rules}; list {codes}</source>
        <translation>{rules}; lista {codes}</translation>
    </message>
    <message>
        <source>Left: {0}. Right: {1}.</source>
        <translation>Vänster: {0}. Höger: {1}.</translation>
    </message>
    <message>
        <source>No place changes.</source>
        <translation>Ingen placering ändras.</translation>
    </message>
    <message>
        <source>Players who change place: {0} (highlighted).</source>
        <translation>Spelare som byter placering: {0} (markerade).</translation>
    </message>
    <message>
        <source>{0}: place {1} on both sides.</source>
        <translation>{0}: placering {1} på båda sidor.</translation>
    </message>
    <message>
        <source>{0}: place {1} on the left, {2} on the right.</source>
        <translation>{0}: placering {1} till vänster, {2} till höger.</translation>
    </message>
    <message>
        <source>{0} and {1}: the first criterion deciding them differently is {2}.</source>
        <translation>{0} och {1}: första särskiljningen som avgör olika är {2}.</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Vänster</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Höger</translation>
    </message>
    <message>
        <source>the list ends before it; they share a place</source>
        <translation>listan tar slut före den; de delar placering</translation>
    </message>
    <message>
        <source>{0}; they share a place</source>
        <translation>{0}; de delar placering</translation>
    </message>
    <message>
        <source>{0}: {1} ahead</source>
        <translation>{0}: {1} före</translation>
    </message>
    <message>
        <source>{0}, equal; {1} ahead on {2}</source>
        <translation>{0}, lika; {1} före på {2}</translation>
    </message>
</context>
<context>
    <name>CompareSideModel</name>
    <message>
        <source>Rk.</source>
        <translation>Plac.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Place {0} here, {1} on the other side</source>
        <translation>Placering {0} här, {1} på andra sidan</translation>
    </message>
</context>
<context>
    <name>CrosstableModel</name>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Förb.</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Rond {0}</translation>
    </message>
    <message>
        <source>Start number</source>
        <translation>Startnummer</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Förbund</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>FIDE ID {0}</source>
        <translation>FIDE-id {0}</translation>
    </message>
    <message>
        <source>Withdrew after round {0}</source>
        <translation>Utgick efter rond {0}</translation>
    </message>
    <message>
        <source>{0}: withdrawn</source>
        <translation>{0}: utgått</translation>
    </message>
    <message>
        <source>white</source>
        <translation>vit</translation>
    </message>
    <message>
        <source>black</source>
        <translation>svart</translation>
    </message>
    <message>
        <source>colour unknown</source>
        <translation>färg okänd</translation>
    </message>
    <message>
        <source>{0}: {1} with {2} against {3} {4}</source>
        <translation>{0}: {1} med {2} mot {3} {4}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Round {0}, player {1}: {2}</source>
        <translation>Rond {0}, spelare {1}: {2}</translation>
    </message>
    <message>
        <source>cleared</source>
        <translation>tömd</translation>
    </message>
    <message>
        <source>Not entered: {0}</source>
        <translation>Inte inlagt: {0}</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>adjusted score (C.07 16.3)</source>
        <translation>justerad poäng (C.07 16.3)</translation>
    </message>
    <message>
        <source>score</source>
        <translation>poäng</translation>
    </message>
    <message>
        <source>opponent&apos;s score</source>
        <translation>motståndarens poäng</translation>
    </message>
    <message>
        <source>forfeit counted as a game</source>
        <translation>w.o. räknad som parti</translation>
    </message>
    <message>
        <source>opponent&apos;s score; the game has no result yet</source>
        <translation>motståndarens poäng; partiet har inget resultat ännu</translation>
    </message>
    <message>
        <source>dummy opponent (C.07 16.4)</source>
        <translation>fiktiv motståndare (C.07 16.4)</translation>
    </message>
    <message>
        <source>dummy opponent, capped (C.07 16.4)</source>
        <translation>fiktiv motståndare, begränsad (C.07 16.4)</translation>
    </message>
    <message>
        <source>virtual opponent</source>
        <translation>fiktiv motståndare</translation>
    </message>
    <message>
        <source>direct encounters, the average of the games</source>
        <translation>inbördes möten, medelvärdet av partierna</translation>
    </message>
    <message>
        <source>opponent below the threshold</source>
        <translation>motståndare under gränsen</translation>
    </message>
    <message>
        <source>opponent at or above the threshold</source>
        <translation>motståndare på eller över gränsen</translation>
    </message>
    <message>
        <source>played with Black</source>
        <translation>spelat med svart</translation>
    </message>
    <message>
        <source>won with Black</source>
        <translation>vunnet med svart</translation>
    </message>
    <message>
        <source>won over the board</source>
        <translation>vunnet vid brädet</translation>
    </message>
    <message>
        <source>not played over the board</source>
        <translation>inte spelat vid brädet</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>inte lottad</translation>
    </message>
    <message>
        <source>opponent&apos;s Buchholz</source>
        <translation>motståndarens Buchholz</translation>
    </message>
    <message>
        <source>opponent&apos;s score, last round as a draw</source>
        <translation>motståndarens poäng, sista ronden som remi</translation>
    </message>
    <message>
        <source>unrated opponent, no rating given to the unrated</source>
        <translation>motståndare utan rating, ingen rating satt för spelare utan rating</translation>
    </message>
    <message>
        <source>rating given to a bye</source>
        <translation>rating för frirond</translation>
    </message>
    <message>
        <source>bye as an opponent with 0 points</source>
        <translation>frirond som motståndare med 0 poäng</translation>
    </message>
    <message>
        <source>round the player chose to play</source>
        <translation>rond spelaren valde att spela</translation>
    </message>
    <message>
        <source>opponent&apos;s perfect tournament performance</source>
        <translation>motståndarens perfekta turneringsprestation</translation>
    </message>
    <message>
        <source>opponent&apos;s tournament performance rating</source>
        <translation>motståndarens prestationsrating</translation>
    </message>
    <message>
        <source>after the player&apos;s own withdrawal</source>
        <translation>efter spelarens eget avbrott</translation>
    </message>
    <message>
        <source>points</source>
        <translation>poäng</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>rating</translation>
    </message>
    <message>
        <source>scheduled opponent</source>
        <translation>lottad motståndare</translation>
    </message>
    <message>
        <source>standard points</source>
        <translation>standardpoäng</translation>
    </message>
    <message>
        <source>rating given to unrated players</source>
        <translation>rating för spelare utan rating</translation>
    </message>
    <message>
        <source>win</source>
        <translation>vinst</translation>
    </message>
    <message>
        <source>own score</source>
        <translation>egen poäng</translation>
    </message>
    <message>
        <source>adjusted score</source>
        <translation>justerad poäng</translation>
    </message>
    <message>
        <source>cap: opponent&apos;s adjusted score</source>
        <translation>gräns: motståndarens justerade poäng</translation>
    </message>
    <message>
        <source>cap: draw points × rounds</source>
        <translation>gräns: remipoäng × ronder</translation>
    </message>
    <message>
        <source>bye rating</source>
        <translation>rating för frirond</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remi</translation>
    </message>
    <message>
        <source>cut rule: {0}</source>
        <translation>strykningsregel: {0}</translation>
    </message>
    <message>
        <source>cut rule: the lowest value</source>
        <translation>strykningsregel: lägsta värdet</translation>
    </message>
    <message>
        <source>cut rule: a voluntarily unplayed round first (C.07 16.5)</source>
        <translation>strykningsregel: en frivilligt ospelad rond först (C.07 16.5)</translation>
    </message>
    <message>
        <source>cut rule: an unplayed round first, whatever its value (SSF steps 12–13)</source>
        <translation>strykningsregel: en ospelad rond först, oavsett värde (SSF steg 12–13)</translation>
    </message>
    <message>
        <source>applies: {0}</source>
        <translation>gäller: {0}</translation>
    </message>
    <message>
        <source>applies: yes</source>
        <translation>gäller: ja</translation>
    </message>
    <message>
        <source>applies: no, not all tied players have met</source>
        <translation>gäller: nej, alla lika placerade har inte mötts</translation>
    </message>
    <message>
        <source>not used: {0}</source>
        <translation>används inte: {0}</translation>
    </message>
    <message>
        <source>not used: unrated players without a rating</source>
        <translation>används inte: spelare utan rating och ingen rating satt för dem</translation>
    </message>
    <message>
        <source>not tied with anybody when applied</source>
        <translation>inte lika med någon när den tillämpades</translation>
    </message>
    <message>
        <source>tied group: {0}</source>
        <translation>lika grupp: {0}</translation>
    </message>
    <message>
        <source>layers: {0}</source>
        <translation>lager: {0}</translation>
    </message>
    <message>
        <source>games: {0}</source>
        <translation>partier: {0}</translation>
    </message>
    <message>
        <source>rounds: {0}</source>
        <translation>ronder: {0}</translation>
    </message>
    <message>
        <source>planned rounds: {0}</source>
        <translation>planerade ronder: {0}</translation>
    </message>
    <message>
        <source>round {0} counted as a draw (Fore)</source>
        <translation>rond {0} räknad som remi (Fore)</translation>
    </message>
    <message>
        <source>cut at each end: {0}</source>
        <translation>struket i varje ände: {0}</translation>
    </message>
    <message>
        <source>threshold: {0}</source>
        <translation>gräns: {0}</translation>
    </message>
    <message>
        <source>maximum: {0}</source>
        <translation>maximum: {0}</translation>
    </message>
    <message>
        <source>players who have not met: {0}</source>
        <translation>spelare som inte har mötts: {0}</translation>
    </message>
    <message>
        <source>score among the tied players: {0}</source>
        <translation>poäng mot de lika placerade: {0}</translation>
    </message>
    <message>
        <source>seed of the drawing of lots: {0}</source>
        <translation>frö för lottningen: {0}</translation>
    </message>
    <message>
        <source>points: {0}</source>
        <translation>poäng: {0}</translation>
    </message>
    <message>
        <source>own rating: {0}</source>
        <translation>egen rating: {0}</translation>
    </message>
    <message>
        <source>rating of unrated players: {0}</source>
        <translation>rating för spelare utan rating: {0}</translation>
    </message>
    <message>
        <source>average rating of the opponents: {0}</source>
        <translation>motståndarnas genomsnittliga rating: {0}</translation>
    </message>
    <message>
        <source>percentage scored: {0}</source>
        <translation>poängprocent: {0}</translation>
    </message>
    <message>
        <source>rating difference dp: {0}</source>
        <translation>ratingskillnad dp: {0}</translation>
    </message>
    <message>
        <source>expected score × 100: {0}</source>
        <translation>förväntad poäng × 100: {0}</translation>
    </message>
    <message>
        <source>expected score: {0}</source>
        <translation>förväntad poäng: {0}</translation>
    </message>
    <message>
        <source>development coefficient K: {0}</source>
        <translation>utvecklingskoefficient K: {0}</translation>
    </message>
    <message>
        <source>regulations: {0}</source>
        <translation>reglemente: {0}</translation>
    </message>
    <message>
        <source>bonus points</source>
        <translation>bonuspoäng</translation>
    </message>
    <message>
        <source>(the opponent&apos;s rounds {0} counted as draws)</source>
        <translation>(motståndarens ronder {0} räknade som remi)</translation>
    </message>
    <message>
        <source>no opponent</source>
        <translation>ingen motståndare</translation>
    </message>
    <message>
        <source>direct encounter</source>
        <translation>inbördes möte</translation>
    </message>
    <message>
        <source>running score</source>
        <translation>löpande poäng</translation>
    </message>
    <message>
        <source>{code} = {value} (rules {rules})</source>
        <translation>{code} = {value} (regler {rules})</translation>
    </message>
    <message>
        <source>vs {0}</source>
        <translation>mot {0}</translation>
    </message>
    <message>
        <source>R{0}</source>
        <translation>R{0}</translation>
    </message>
    <message>
        <source>— cut (lowest)</source>
        <translation>— struken (lägsta)</translation>
    </message>
    <message>
        <source>— cut (highest)</source>
        <translation>— struken (högsta)</translation>
    </message>
    <message>
        <source>— does not count</source>
        <translation>— räknas inte</translation>
    </message>
    <message>
        <source>(voluntarily unplayed)</source>
        <translation>(frivilligt ospelad)</translation>
    </message>
</context>
<context>
    <name>FideMode</name>
    <message>
        <source>&amp;FIDE mode</source>
        <translation>&amp;FIDE-läge</translation>
    </message>
    <message>
        <source>The event stays within the rules FIDE&apos;s checklist checks; leaving it cannot be undone</source>
        <translation>Turneringen håller sig inom de regler som FIDE:s checklista kontrollerar; att lämna läget kan inte ångras</translation>
    </message>
    <message>
        <source> — outside FIDE mode</source>
        <translation> — utanför FIDE-läge</translation>
    </message>
    <message>
        <source>Outside FIDE mode since round {0}: {1}</source>
        <translation>Utanför FIDE-läge sedan rond {0}: {1}</translation>
    </message>
    <message>
        <source>Leave FIDE mode</source>
        <translation>Lämna FIDE-läge</translation>
    </message>
    <message>
        <source>Why does the event leave FIDE mode?</source>
        <translation>Varför lämnar turneringen FIDE-läge?</translation>
    </message>
</context>
<context>
    <name>FindingsModel</name>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Warning: {0}</source>
        <translation>Varning: {0}</translation>
    </message>
</context>
<context>
    <name>Gates</name>
    <message>
        <source>Notice</source>
        <translation>Meddelande</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Avvisat</translation>
    </message>
    <message>
        <source>Refused in FIDE mode.</source>
        <translation>Avvisat i FIDE-läge.</translation>
    </message>
    <message>
        <source>Refused.</source>
        <translation>Avvisat.</translation>
    </message>
    <message>
        <source>Second confirmation</source>
        <translation>Andra bekräftelsen</translation>
    </message>
    <message>
        <source>Second step: are you sure? {text}</source>
        <translation>Andra steget: är du säker? {text}</translation>
    </message>
    <message>
        <source>Please confirm</source>
        <translation>Bekräfta</translation>
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
        <translation>Turneringen är i FIDE-läge.</translation>
    </message>
    <message>
        <source>The event left FIDE mode in round {round}: {reason}</source>
        <translation>Turneringen lämnade FIDE-läget i rond {round}: {reason}</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Vad</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Varför</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detalj</translation>
    </message>
    <message>
        <source>No events recorded yet.</source>
        <translation>Inga händelser registrerade ännu.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Språk</translation>
    </message>
    <message>
        <source>System language ({0})</source>
        <translation>Systemets språk ({0})</translation>
    </message>
</context>
<context>
    <name>ListCheckDialog</name>
    <message>
        <source>FIDE ID not in the list</source>
        <translation>FIDE-ID saknas i listan</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Förbund</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Kön</translation>
    </message>
    <message>
        <source>Birth year</source>
        <translation>Födelseår</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>the list in force for the event</source>
        <translation>den lista som gäller för turneringen</translation>
    </message>
    <message>
        <source>{0} month(s) older than the list in force: import the newer list</source>
        <translation>{0} månad(er) äldre än den gällande listan: importera den nyare listan</translation>
    </message>
    <message>
        <source>{0} month(s) newer than the list in force at the start</source>
        <translation>{0} månad(er) nyare än listan som gällde vid starten</translation>
    </message>
    <message>
        <source>the list&apos;s date is unknown</source>
        <translation>listans datum är okänt</translation>
    </message>
    <message>
        <source>Check against the list</source>
        <translation>Kontrollera mot listan</translation>
    </message>
    <message>
        <source>{0}, list of {1} ({2}): {3} difference(s)</source>
        <translation>{0}, lista från {1} ({2}): {3} skillnad(er)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Fält</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnering</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Lista</translation>
    </message>
    <message>
        <source>Take the checked ones from the list</source>
        <translation>Hämta de markerade från listan</translation>
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
        <translation>arbiter-app-projekt (*.arbiter *.json)</translation>
    </message>
    <message>
        <source>Tournaments (*.arbiter *.json *.trf *.txt)</source>
        <translation>Turneringar (*.arbiter *.json *.trf *.txt)</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Anmärkningar</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Ny</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ppna…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Spara</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Spara so&amp;m…</translation>
    </message>
    <message>
        <source>&amp;Import TRF…</source>
        <translation>&amp;Importera TRF…</translation>
    </message>
    <message>
        <source>Read a FIDE TRF file as a new, unsaved tournament</source>
        <translation>Läs en FIDE TRF-fil som en ny, osparad turnering</translation>
    </message>
    <message>
        <source>&amp;Export TRF…</source>
        <translation>Exportera &amp;TRF…</translation>
    </message>
    <message>
        <source>Write the tournament as a FIDE TRF file (the open file stays as it is)</source>
        <translation>Skriv turneringen som en FIDE TRF-fil (den öppna filen förblir oförändrad)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ångra</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gör om</translation>
    </message>
    <message>
        <source>&amp;Clear cell</source>
        <translation>&amp;Töm cell</translation>
    </message>
    <message>
        <source>Tournament &amp;settings…</source>
        <translation>Turnerings&amp;inställningar…</translation>
    </message>
    <message>
        <source>Pa&amp;iring…</source>
        <translation>&amp;Lottning…</translation>
    </message>
    <message>
        <source>Text, initial colour and acceleration of the pairings</source>
        <translation>Lottningens regeltext, första färg och acceleration</translation>
    </message>
    <message>
        <source>&amp;Prizes…</source>
        <translation>&amp;Priser…</translation>
    </message>
    <message>
        <source>Prize table and prize list: overall and per category</source>
        <translation>Pristabell och prislista: totalt och per klass</translation>
    </message>
    <message>
        <source>&amp;Rating changes…</source>
        <translation>&amp;Ratingförändringar…</translation>
    </message>
    <message>
        <source>FIDE rating change of every rated player (B.02)</source>
        <translation>FIDE-ratingförändring för varje spelare med rating (B.02)</translation>
    </message>
    <message>
        <source>&amp;Tie-breaks…</source>
        <translation>&amp;Särskiljning…</translation>
    </message>
    <message>
        <source>Choose and order the tie-break list, with a preview of the standings</source>
        <translation>Välj och ordna särskiljningarna, med en förhandsvisning av ställningen</translation>
    </message>
    <message>
        <source>&amp;Compare rules…</source>
        <translation>&amp;Jämför regler…</translation>
    </message>
    <message>
        <source>The standings under two rule sets or tie-break lists side by side</source>
        <translation>Ställningen med två regelverk eller särskiljningslistor sida vid sida</translation>
    </message>
    <message>
        <source>&amp;Journal…</source>
        <translation>&amp;Journal…</translation>
    </message>
    <message>
        <source>The events FIDE mode records: confirmations, corrections</source>
        <translation>Händelserna som FIDE-läget registrerar: bekräftelser, rättelser</translation>
    </message>
    <message>
        <source>&amp;Add player…</source>
        <translation>&amp;Lägg till spelare…</translation>
    </message>
    <message>
        <source>&amp;Edit player…</source>
        <translation>&amp;Redigera spelare…</translation>
    </message>
    <message>
        <source>&amp;Withdraw from this round</source>
        <translation>&amp;Utgå från och med denna rond</translation>
    </message>
    <message>
        <source>&amp;Reinstate</source>
        <translation>&amp;Återinsätt</translation>
    </message>
    <message>
        <source>Re&amp;move player</source>
        <translation>&amp;Ta bort spelare</translation>
    </message>
    <message>
        <source>Round-robin &amp;table</source>
        <translation>Berger&amp;tabell</translation>
    </message>
    <message>
        <source>Show a round robin as players against players (read-only)</source>
        <translation>Visa en bergerturnering som spelare mot spelare (skrivskyddad)</translation>
    </message>
    <message>
        <source>&amp;About arbiter-app…</source>
        <translation>&amp;Om arbiter-app…</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manual</translation>
    </message>
    <message>
        <source>The English manual, with a page for every dialog</source>
        <translation>Den engelska manualen, med en sida för varje dialogruta</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arkiv</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Öppna s&amp;enaste</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Redigera</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>&amp;Turnering</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Huvudverktygsfält</translation>
    </message>
    <message>
        <source>{0} · rating, title, name (C.04.2)</source>
        <translation>{0} · rating, titel, namn (C.04.2)</translation>
    </message>
    <message>
        <source>{0} · rules {1} · tie-breaks {2}</source>
        <translation>{0} · regler {1} · särskiljning {2}</translation>
    </message>
    <message>
        <source>{0} · by points (no tie-break list)</source>
        <translation>{0} · efter poäng (ingen särskiljning)</translation>
    </message>
    <message>
        <source>Rules {0} assumed: the start date “{1}” could not be read</source>
        <translation>Reglerna {0} antas: startdatumet ”{1}” kan inte läsas</translation>
    </message>
    <message>
        <source>Tie-break list not used: {0}</source>
        <translation>Särskiljningen används inte: {0}</translation>
    </message>
    <message>
        <source>Findings ({0})</source>
        <translation>Anmärkningar ({0})</translation>
    </message>
    <message>
        <source>Players: {0} · rounds: {1} of {2} · findings: {3}</source>
        <translation>Spelare: {0} · ronder: {1} av {2} · anmärkningar: {3}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Namnlös</translation>
    </message>
    <message>
        <source>{0}[*] — arbiter-app</source>
        <translation>{0}[*] — arbiter-app</translation>
    </message>
    <message>
        <source>Undo: {0}</source>
        <translation>Ångra: {0}</translation>
    </message>
    <message>
        <source>Redo: {0}</source>
        <translation>Gör om: {0}</translation>
    </message>
    <message>
        <source>Not done: {0}</source>
        <translation>Inte utfört: {0}</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Öppna turnering</translation>
    </message>
    <message>
        <source>Import TRF</source>
        <translation>Importera TRF</translation>
    </message>
    <message>
        <source>line {0}: {1}</source>
        <translation>rad {0}: {1}</translation>
    </message>
    <message>
        <source>Read with notes: {notes}</source>
        <translation>Inläst med anmärkningar: {notes}</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Filen kan inte öppnas</translation>
    </message>
    <message>
        <source>Save tournament</source>
        <translation>Spara turnering</translation>
    </message>
    <message>
        <source>The tournament was not saved</source>
        <translation>Turneringen sparades inte</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Sparade {0}</translation>
    </message>
    <message>
        <source>Export TRF</source>
        <translation>Exportera TRF</translation>
    </message>
    <message>
        <source>The TRF file was not written</source>
        <translation>TRF-filen skrevs inte</translation>
    </message>
    <message>
        <source>Exported {0}</source>
        <translation>Exporterade {0}</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Osparade ändringar</translation>
    </message>
    <message>
        <source>“{0}” has changes that are not saved.</source>
        <translation>”{0}” har ändringar som inte är sparade.</translation>
    </message>
    <message>
        <source>Save them before closing it?</source>
        <translation>Spara dem innan den stängs?</translation>
    </message>
    <message>
        <source>The recovered tournament cannot be read</source>
        <translation>Den återställda turneringen kan inte läsas</translation>
    </message>
    <message>
        <source>Recovered unsaved work — save it to keep it.</source>
        <translation>Osparat arbete återställt — spara det för att behålla det.</translation>
    </message>
    <message>
        <source>Tournament settings</source>
        <translation>Turneringsinställningar</translation>
    </message>
    <message>
        <source>Tie-break settings</source>
        <translation>Särskiljning</translation>
    </message>
    <message>
        <source>Pairing settings</source>
        <translation>Lottningsinställningar</translation>
    </message>
    <message>
        <source>Prize table</source>
        <translation>Pristabell</translation>
    </message>
    <message>
        <source>Add player {0}</source>
        <translation>Lägg till spelare {0}</translation>
    </message>
    <message>
        <source>Edit player {0}</source>
        <translation>Redigera spelare {0}</translation>
    </message>
    <message>
        <source>Reinstate {0}</source>
        <translation>Återinsätt {0}</translation>
    </message>
    <message>
        <source>Remove {0}</source>
        <translation>Ta bort {0}</translation>
    </message>
    <message>
        <source>Select a round cell first.</source>
        <translation>Välj först en rondcell.</translation>
    </message>
    <message>
        <source>Round {0}, player {1}: no game is paired there; type the opponent and colour first (12w).</source>
        <translation>Rond {0}, spelare {1}: inget parti är lottat där; skriv först motståndare och färg (12w).</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>utgått</translation>
    </message>
    <message>
        <source>{0} in {1} cell(s)</source>
        <translation>{0} i {1} cell(er)</translation>
    </message>
    <message>
        <source>Clear {0} cell(s)</source>
        <translation>Töm {0} cell(er)</translation>
    </message>
    <message>
        <source>Nothing changed: the pairings stay as they were.</source>
        <translation>Ingenting ändrades: lottningen är som förut.</translation>
    </message>
    <message>
        <source>Round {0}: {1}: {2}</source>
        <translation>Rond {0}: {1}: {2}</translation>
    </message>
    <message>
        <source>Round {0}: {1} – {2} {3}</source>
        <translation>Rond {0}: {1} – {2} {3}</translation>
    </message>
    <message>
        <source>Change the pairings?</source>
        <translation>Ändra lottningen?</translation>
    </message>
    <message>
        <source>This entry changes the pairings. It clears these games and results:</source>
        <translation>Den här inmatningen ändrar lottningen. Följande partier och resultat tas bort:</translation>
    </message>
</context>
<context>
    <name>ManualPairing</name>
    <message>
        <source>Edit pairings</source>
        <translation>Redigera lottning</translation>
    </message>
    <message>
        <source>End session</source>
        <translation>Avsluta</translation>
    </message>
    <message>
        <source>Start a manual pairing session; uncheck to end it and record the differences from the engine&apos;s pairing</source>
        <translation>Starta en manuell lottning; avmarkera för att avsluta och registrera skillnaderna mot programmets lottning</translation>
    </message>
    <message>
        <source>Give bye</source>
        <translation>Ge frirond</translation>
    </message>
    <message>
        <source>Give the pairing-allocated bye to the black player of the selected board</source>
        <translation>Ge lottningens frirond till svart spelare på det markerade bordet</translation>
    </message>
    <message>
        <source>Pair a round first, then edit its pairings.</source>
        <translation>Lotta en rond först och redigera sedan lottningen.</translation>
    </message>
    <message>
        <source>Manual pairing session on round {0}.</source>
        <translation>Manuell lottning av rond {0}.</translation>
    </message>
    <message>
        <source>Manual pairing session in round {0}</source>
        <translation>Manuell lottning i rond {0}</translation>
    </message>
    <message>
        <source>Session ended: {0} difference(s) from the engine&apos;s pairing.</source>
        <translation>Avslutad: {0} skillnad(er) mot programmets lottning.</translation>
    </message>
    <message>
        <source>Select one board of a round with a pairing-allocated bye.</source>
        <translation>Markera ett bord i en rond med lottningens frirond.</translation>
    </message>
    <message>
        <source>Give the bye in round {0}</source>
        <translation>Ge frironden i rond {0}</translation>
    </message>
</context>
<context>
    <name>ManualViewer</name>
    <message>
        <source>arbiter-app manual</source>
        <translation>arbiter-app – manual</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Bakåt</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Framåt</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Innehåll</translation>
    </message>
    <message>
        <source>The manual is not installed with this copy of the program.</source>
        <translation>Manualen är inte installerad med det här exemplaret av programmet.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>“{text}” is not a crosstable entry: type opponent, colour and result (12w1, 12b=, 12w+), a bye (bye, F, H, Z), wd, or a result alone (1, =, 0).</source>
        <translation>”{text}” är ingen korstabellsnotering: skriv motståndare, färg och resultat (12w1, 12b=, 12w+), en frirond (bye, F, H, Z), wd, eller bara ett resultat (1, =, 0).</translation>
    </message>
    <message>
        <source>“{text}”: the colour is missing; write w or b after the opponent&apos;s number (12w1).</source>
        <translation>”{text}”: färgen saknas; skriv w eller b efter motståndarens nummer (12w1).</translation>
    </message>
    <message>
        <source>“{text}”: “{symbol}” is not a result; use 1, =, ½, 0, +, -, --, W, D, L, P or ?.</source>
        <translation>”{text}”: ”{symbol}” är inget resultat; använd 1, =, ½, 0, +, -, --, W, D, L, P eller ?.</translation>
    </message>
    <message>
        <source>“{text}”: {number} cannot be a start number.</source>
        <translation>”{text}”: {number} kan inte vara ett startnummer.</translation>
    </message>
    <message>
        <source>“{text}”: a played game needs a colour, w or b.</source>
        <translation>”{text}”: ett spelat parti behöver en färg, w eller b.</translation>
    </message>
    <message>
        <source>There is no player with start number {number}.</source>
        <translation>Det finns ingen spelare med startnummer {number}.</translation>
    </message>
    <message>
        <source>A player cannot be paired against themself.</source>
        <translation>En spelare kan inte lottas mot sig själv.</translation>
    </message>
    <message>
        <source>No game is paired here yet: type the opponent and colour with the result (12w1).</source>
        <translation>Inget parti är lottat här ännu: skriv motståndare och färg med resultatet (12w1).</translation>
    </message>
    <message>
        <source>Round {round} is not in this tournament.</source>
        <translation>Rond {round} finns inte i denna turnering.</translation>
    </message>
    <message>
        <source>“{text}” cannot be entered here.</source>
        <translation>”{text}” kan inte skrivas in här.</translation>
    </message>
    <message>
        <source>win</source>
        <translation>vinst</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remi</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>förlust</translation>
    </message>
    <message>
        <source>win (game of less than one move)</source>
        <translation>vinst (parti med mindre än ett drag)</translation>
    </message>
    <message>
        <source>draw (game of less than one move)</source>
        <translation>remi (parti med mindre än ett drag)</translation>
    </message>
    <message>
        <source>loss (game of less than one move)</source>
        <translation>förlust (parti med mindre än ett drag)</translation>
    </message>
    <message>
        <source>forfeit win</source>
        <translation>w.o.-vinst</translation>
    </message>
    <message>
        <source>forfeit loss</source>
        <translation>w.o.-förlust</translation>
    </message>
    <message>
        <source>double forfeit</source>
        <translation>dubbel w.o.</translation>
    </message>
    <message>
        <source>pairing-allocated bye</source>
        <translation>frirond (lottning)</translation>
    </message>
    <message>
        <source>full-point bye</source>
        <translation>frirond, 1 poäng</translation>
    </message>
    <message>
        <source>half-point bye</source>
        <translation>frirond, ½ poäng</translation>
    </message>
    <message>
        <source>zero-point bye</source>
        <translation>frirond, 0 poäng</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>ej i lottningen</translation>
    </message>
    <message>
        <source>postponed</source>
        <translation>uppskjutet</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>ej inlagt resultat</translation>
    </message>
    <message>
        <source>adjourned</source>
        <translation>avbrutet parti</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>white</source>
        <translation>vit</translation>
    </message>
    <message>
        <source>black</source>
        <translation>svart</translation>
    </message>
    <message>
        <source>no colour</source>
        <translation>ingen färg</translation>
    </message>
    <message>
        <source>paired against themself</source>
        <translation>lottad mot sig själv</translation>
    </message>
    <message>
        <source>opponent {opponent} is not a player of this tournament</source>
        <translation>motståndare {opponent} är inte spelare i denna turnering</translation>
    </message>
    <message>
        <source>opponent {opponent}&apos;s record for this round names {their_opponent}, not {player}</source>
        <translation>motståndare {opponent} har {their_opponent} som motståndare i denna rond, inte {player}</translation>
    </message>
    <message>
        <source>colours do not mirror: {colour} here, {their_colour} for opponent {opponent}</source>
        <translation>färgerna stämmer inte: {colour} här, {their_colour} för motståndare {opponent}</translation>
    </message>
    <message>
        <source>results do not mirror: {result} here, {their_result} for opponent {opponent}</source>
        <translation>resultaten stämmer inte: {result} här, {their_result} för motståndare {opponent}</translation>
    </message>
    <message>
        <source>named as opponent by several players ({claimed_by})</source>
        <translation>angiven som motståndare av flera spelare ({claimed_by})</translation>
    </message>
    <message>
        <source>{result} needs an opponent, but none is given</source>
        <translation>{result} kräver en motståndare, men ingen är angiven</translation>
    </message>
    <message>
        <source>{result} takes no opponent, but {opponent} is given</source>
        <translation>{result} har ingen motståndare, men {opponent} är angiven</translation>
    </message>
    <message>
        <source>the file&apos;s points column says {in_file}, the results give {computed} ({scoring} scoring)</source>
        <translation>filens poängkolumn anger {in_file}, resultaten ger {computed} (poängsystem {scoring})</translation>
    </message>
    <message>
        <source>no game after round {after}: withdrawn?</source>
        <translation>inget parti efter rond {after}: utgått?</translation>
    </message>
    <message>
        <source>paired with {opponent} {count} times (rounds {rounds}); the system plans at most {allowed}</source>
        <translation>lottad mot {opponent} {count} gånger (ronderna {rounds}); systemet föreskriver högst {allowed}</translation>
    </message>
    <message>
        <source>{result} in a round robin: the rules ({rules}) have no such bye there</source>
        <translation>{result} i en bergerturnering: reglerna ({rules}) har ingen sådan frirond där</translation>
    </message>
    <message>
        <source>the file&apos;s rank column says {in_file}, by points the place is {computed}</source>
        <translation>filens placeringskolumn anger {in_file}, efter poäng är placeringen {computed}</translation>
    </message>
    <message>
        <source>the file&apos;s rank column says {in_file}, its tie-break list ({tiebreaks}) gives {computed}</source>
        <translation>filens placeringskolumn anger {in_file}, dess särskiljning ({tiebreaks}) ger {computed}</translation>
    </message>
    <message>
        <source>the file&apos;s rank column is not a standing: it orders by points, then rating ({count} players placed otherwise than the tie-breaks place them)</source>
        <translation>filens rankkolumn är ingen ställning: den ordnar efter poäng, sedan rating ({count} spelare placerade annorlunda än särskiljningen placerar dem)</translation>
    </message>
    <message>
        <source>the file&apos;s rank column is not a standing: it orders by points, then start number ({count} players placed otherwise than the tie-breaks place them)</source>
        <translation>filens rankkolumn är ingen ställning: den ordnar efter poäng, sedan startnummer ({count} spelare placerade annorlunda än särskiljningen placerar dem)</translation>
    </message>
    <message>
        <source>the file&apos;s rank column is not a standing: it does not follow the points ({count} of {total} players out of their place)</source>
        <translation>filens rankkolumn är ingen ställning: den följer inte poängen ({count} av {total} spelare utanför sin plats)</translation>
    </message>
    <message>
        <source>record {record} says {in_file} players, the file lists {count}</source>
        <translation>post {record} anger {in_file} spelare, filen listar {count}</translation>
    </message>
    <message>
        <source>{criterion} uses ratings, but {count} players are unrated and no rating for unrated players is set: the criterion is left out</source>
        <translation>{criterion} bygger på rating, men {count} spelare saknar rating och ingen rating för dem är angiven: kriteriet utelämnas</translation>
    </message>
    <message>
        <source>start date {date} cannot be read as one date (day and month ambiguous or unknown form); rules {rules} assumed</source>
        <translation>startdatumet {date} kan inte läsas som ett datum (dag och månad tvetydiga eller okänd form); reglerna {rules} antas</translation>
    </message>
    <message>
        <source>the start numbers do not follow the initial ranking (C.04.2: rating, title, name): player {player} is ranked {rank}; renumber by rating before pairing round 1</source>
        <translation>startnumren följer inte den inledande rankingen (C.04.2: rating, titel, namn): spelare {player} rankas som nummer {rank}; numrera om efter rating innan rond 1 lottas</translation>
    </message>
    <message>
        <source>the end date {end} is before the start date {start}</source>
        <translation>slutdatumet {end} ligger före startdatumet {start}</translation>
    </message>
    <message>
        <source>the event lasts {days} days, from {start} to {end}: are its dates read right?</source>
        <translation>turneringen varar {days} dagar, från {start} till {end}: är datumen rätt lästa?</translation>
    </message>
    <message>
        <source>the round is dated {date}, outside the event&apos;s dates ({start} to {end})</source>
        <translation>ronden är daterad {date}, utanför tävlingens datum ({start} till {end})</translation>
    </message>
    <message>
        <source>the round is dated {date}, before round {previous} ({previous_date})</source>
        <translation>ronden är daterad {date}, före rond {previous} ({previous_date})</translation>
    </message>
    <message>
        <source>outside FIDE mode since round {round}: {reason}</source>
        <translation>utanför FIDE-läge sedan rond {round}: {reason}</translation>
    </message>
    <message>
        <source>the game against {opponent} is adjourned: the lists are provisional until its result is entered</source>
        <translation>partiet mot {opponent} är avbrutet: listorna är preliminära tills resultatet förs in</translation>
    </message>
    <message>
        <source>the round as read breaks a pairing rule: {detail}</source>
        <translation>ronden som den lästes bryter mot en lottningsregel: {detail}</translation>
    </message>
    <message>
        <source>{count} pairing-allocated byes ({players}); at most one is allowed</source>
        <translation>{count} frironder från lottningen ({players}); högst en är tillåten</translation>
    </message>
    <message>
        <source>team {team}: {player} (number {position} of the board order) plays board {board} above {other} (number {other_position})</source>
        <translation>lag {team}: {player} (nummer {position} i bordsordningen) spelar bord {board} före {other} (nummer {other_position})</translation>
    </message>
    <message>
        <source>listed for two teams: {team} and {other_team}</source>
        <translation>uppförd i två lag: {team} och {other_team}</translation>
    </message>
    <message>
        <source>team {team}: the file says {mp_file} match and {gp_file} game points, the results give {mp} and {gp}</source>
        <translation>lag {team}: filen anger {mp_file} matchpoäng och {gp_file} partipoäng, resultaten ger {mp} och {gp}</translation>
    </message>
    <message>
        <source>results in a round beyond the planned {planned} rounds</source>
        <translation>resultat i en rond efter de planerade {planned} ronderna</translation>
    </message>
    <message>
        <source>played a game after withdrawing after round {after}</source>
        <translation>spelade ett parti efter att ha utgått efter rond {after}</translation>
    </message>
    <message>
        <source>Left FIDE mode</source>
        <translation>Lämnade FIDE-läget</translation>
    </message>
    <message>
        <source>Leave FIDE mode in round {round}? This cannot be undone.</source>
        <translation>Lämna FIDE-läget i rond {round}? Det kan inte ångras.</translation>
    </message>
    <message>
        <source>Locked setting changed</source>
        <translation>Låst inställning ändrad</translation>
    </message>
    <message>
        <source>{setting} is locked once round 1 has been paired.</source>
        <translation>{setting} är låst när rond 1 har lottats.</translation>
    </message>
    <message>
        <source>Two draws scoring more than a win</source>
        <translation>Två remier värda mer än en vinst</translation>
    </message>
    <message>
        <source>Two draws ({draws}) may not score more than a win and a loss ({decisive}).</source>
        <translation>Två remier ({draws}) får inte ge mer än en vinst och en förlust ({decisive}).</translation>
    </message>
    <message>
        <source>Rounds that cannot be completed</source>
        <translation>Ronder som inte kan genomföras</translation>
    </message>
    <message>
        <source>{rounds} rounds cannot be completed within the rules with {players} players.</source>
        <translation>{rounds} ronder kan inte genomföras enligt reglerna med {players} spelare.</translation>
    </message>
    <message>
        <source>Result with unequal shares</source>
        <translation>Resultat med olika stora andelar</translation>
    </message>
    <message>
        <source>Round {round}, board {board}: {result} gives the players unequal shares.</source>
        <translation>Rond {round}, bord {board}: {result} ger spelarna olika stora andelar.</translation>
    </message>
    <message>
        <source>Result with two winners</source>
        <translation>Resultat med två vinnare</translation>
    </message>
    <message>
        <source>Round {round}, board {board}: both players cannot win ({result}).</source>
        <translation>Rond {round}, bord {board}: båda spelarna kan inte vinna ({result}).</translation>
    </message>
    <message>
        <source>Second half-point bye</source>
        <translation>Andra halvpoängsfrironden</translation>
    </message>
    <message>
        <source>Player {player} already has a half-point bye (round {earlier}).</source>
        <translation>Spelare {player} har redan en halvpoängsfrirond (rond {earlier}).</translation>
    </message>
    <message>
        <source>Full-point bye</source>
        <translation>Helpoängsfrirond</translation>
    </message>
    <message>
        <source>Player {player} gets a full-point bye in round {round}.</source>
        <translation>Spelare {player} får en helpoängsfrirond i rond {round}.</translation>
    </message>
    <message>
        <source>Paired with games unfinished</source>
        <translation>Lottning med oavslutade partier</translation>
    </message>
    <message>
        <source>Round {round}: {count} game(s) without a result ({games}) become adjourned.</source>
        <translation>Rond {round}: {count} parti(er) utan resultat ({games}) blir avbrutna.</translation>
    </message>
    <message>
        <source>Final list with adjourned games</source>
        <translation>Slutställning med avbrutna partier</translation>
    </message>
    <message>
        <source>{count} adjourned game(s) have no result ({games}): the standings are provisional.</source>
        <translation>{count} avbrutna partier saknar resultat ({games}): ställningen är preliminär.</translation>
    </message>
    <message>
        <source>Result of an older round corrected</source>
        <translation>Resultat i en äldre rond rättat</translation>
    </message>
    <message>
        <source>Round {round} is older than the previous round: its results can no longer change.</source>
        <translation>Rond {round} är äldre än föregående rond: dess resultat kan inte längre ändras.</translation>
    </message>
    <message>
        <source>Result corrected after the next pairing</source>
        <translation>Resultat rättat efter nästa lottning</translation>
    </message>
    <message>
        <source>Round {next} has been paired: change a result of round {round}?</source>
        <translation>Rond {next} har lottats: ändra ett resultat i rond {round}?</translation>
    </message>
    <message>
        <source>Correction for the rating report only</source>
        <translation>Rättelse endast för ratingrapporten</translation>
    </message>
    <message>
        <source>Round {round}, board {board}: record the correction for the rating report only?</source>
        <translation>Rond {round}, bord {board}: registrera rättelsen endast för ratingrapporten?</translation>
    </message>
    <message>
        <source>Round paired again</source>
        <translation>Ronden lottad på nytt</translation>
    </message>
    <message>
        <source>Unpair round {round} and pair it again?</source>
        <translation>Ta bort lottningen av rond {round} och lotta den igen?</translation>
    </message>
    <message>
        <source>Player moved from the engine&apos;s pairing</source>
        <translation>Spelare flyttad från motorns lottning</translation>
    </message>
    <message>
        <source>Round {round}: move player {player} away from the engine&apos;s pairing?</source>
        <translation>Rond {round}: flytta spelare {player} från motorns lottning?</translation>
    </message>
    <message>
        <source>Manual pairing against a rule</source>
        <translation>Manuell lottning mot en regel</translation>
    </message>
    <message>
        <source>This pairing breaks a rule of the pairing system: {issues} Make it anyway?</source>
        <translation>Den här lottningen bryter mot en regel i lottningssystemet: {issues} Gör den ändå?</translation>
    </message>
    <message>
        <source>Prohibited pairs changed after round 1</source>
        <translation>Förbjudna par ändrade efter rond 1</translation>
    </message>
    <message>
        <source>Prohibited pairs are fixed before round 1 is paired.</source>
        <translation>Förbjudna par fastställs innan rond 1 lottas.</translation>
    </message>
    <message>
        <source>Prohibited pairs not kept apart</source>
        <translation>Förbjudna par som inte hålls isär</translation>
    </message>
    <message>
        <source>The pairing system cannot keep these prohibited pairs apart: {pairs}. Pair anyway?</source>
        <translation>Lottningssystemet kan inte hålla isär dessa förbjudna par: {pairs}. Lotta ändå?</translation>
    </message>
    <message>
        <source>Start numbers changed late</source>
        <translation>Startnummer ändrade sent</translation>
    </message>
    <message>
        <source>Start numbers can no longer change: round {round} has been paired.</source>
        <translation>Startnumren kan inte längre ändras: rond {round} har lottats.</translation>
    </message>
    <message>
        <source>Round read that breaks a pairing rule</source>
        <translation>Inläst rond som bryter mot en lottningsregel</translation>
    </message>
    <message>
        <source>Round {round} breaks a pairing rule: {what}.</source>
        <translation>Rond {round} bryter mot en lottningsregel: {what}.</translation>
    </message>
    <message>
        <source>Values taken from the rating list</source>
        <translation>Värden övertagna från ratinglistan</translation>
    </message>
    <message>
        <source>{count} value(s) taken over from the list {list} (list of {date}).</source>
        <translation>{count} värde(n) övertagna från listan {list} (lista från {date}).</translation>
    </message>
    <message>
        <source>Records that contradict each other</source>
        <translation>Uppgifter som motsäger varandra</translation>
    </message>
    <message>
        <source>{count} inconsistencies in the records (see Findings): what is computed from them may be wrong. Go on anyway?</source>
        <translation>{count} motsägelser i uppgifterna (se Anmärkningar): det som beräknas ur dem kan bli fel. Fortsätta ändå?</translation>
    </message>
    <message>
        <source>Pairings removed from a round with results</source>
        <translation>Lottningen av en rond med resultat borttagen</translation>
    </message>
    <message>
        <source>Round {round} has results. Remove its pairings anyway?</source>
        <translation>Rond {round} har resultat. Ta bort lottningen ändå?</translation>
    </message>
    <message>
        <source>The number of rounds</source>
        <translation>Antalet ronder</translation>
    </message>
    <message>
        <source>The scoring (and bye values)</source>
        <translation>Poängberäkningen (och värdet av frironder)</translation>
    </message>
    <message>
        <source>The pairing system</source>
        <translation>Lottningssystemet</translation>
    </message>
    <message>
        <source>The pairing text</source>
        <translation>Lottningsreglernas utgåva</translation>
    </message>
    <message>
        <source>The acceleration</source>
        <translation>Accelerationen</translation>
    </message>
    <message>
        <source>The tie-break list</source>
        <translation>Särskiljningslistan</translation>
    </message>
    <message>
        <source>The match scoring</source>
        <translation>Matchpoängen (och lagfrironden)</translation>
    </message>
    <message>
        <source>The team tie-break list</source>
        <translation>Lagets särskiljningslista</translation>
    </message>
</context>
<context>
    <name>Notes</name>
    <message>
        <source>record {record} again, not as on line {first}: this later one is used</source>
        <translation>post {record} igen, inte som på rad {first}: den senare används</translation>
    </message>
    <message>
        <source>a second tie-break list, not as on line {first}: this later one is used</source>
        <translation>en andra särskiljningslista, inte som på rad {first}: den senare används</translation>
    </message>
    <message>
        <source>{count} team record(s) not read (801/802 are informative; the lines are kept when the file is written again)</source>
        <translation>{count} lagpost(er) inte inlästa (801/802 är upplysningar; raderna behålls när filen skrivs igen)</translation>
    </message>
    <message>
        <source>{count} team record(s) not read (no 310 or 013 team records; the lines are kept when the file is written again)</source>
        <translation>{count} lagpost(er) inte inlästa (inga lagposter 310 eller 013; raderna behålls när filen skrivs igen)</translation>
    </message>
    <message>
        <source>one 013 team record names a single team: read as an individual event (the line is kept when the file is written again)</source>
        <translation>en enda lagpost 013 anger ett enda lag: läses som en individuell turnering (raden behålls när filen skrivs igen)</translation>
    </message>
    <message>
        <source>record 162: X {value} is neither 0 nor a draw; unfinished games count as draws</source>
        <translation>post 162: X {value} är varken 0 eller remi; oavslutade partier räknas som remi</translation>
    </message>
    <message>
        <source>record 299: player {player}&apos;s round {round} ({result}) is worth {points} points instead of {worth}: the difference counts as a bonus</source>
        <translation>post 299: spelare {player}s rond {round} ({result}) ger {points} poäng i stället för {worth}: skillnaden räknas som bonus</translation>
    </message>
    <message>
        <source>record 240: byes for round {round}, not yet paired (kept as written)</source>
        <translation>post 240: frironder för rond {round}, ännu inte lottad (behålls som skrivet)</translation>
    </message>
    <message>
        <source>record 240 gives player {player} a {result} in round {round}, the 001 record says {written}: the 001 record is used</source>
        <translation>post 240 ger spelare {player} {result} i rond {round}, posten 001 säger {written}: posten 001 används</translation>
    </message>
    <message>
        <source>dates {start} to {end}: several readings fit the round dates and none alone; the start date is left unread</source>
        <translation>datum {start} till {end}: flera tolkningar passar rondernas datum och ingen ensam; startdatumet lämnas oläst</translation>
    </message>
    <message>
        <source>dates {start} to {end} read as {first} to {last}, the one reading that fits the event&apos;s other dates</source>
        <translation>datum {start} till {end} lästa som {first} till {last}, den enda tolkning som passar tävlingens övriga datum</translation>
    </message>
    <message>
        <source>rounds written without a result letter (`0000 -` or `-`) read by the points column, the only witness: {half} half-point bye(s), {full} full-point bye(s) (players {players})</source>
        <translation>ronder skrivna utan resultatbokstav (`0000 -` eller `-`) lästa efter poängkolumnen, det enda beviset: {half} frirond(er) med ½ poäng, {full} frirond(er) med 1 poäng (spelare {players})</translation>
    </message>
    <message>
        <source>rounds written without a result letter (`0000 -` or `-`) that the points column does not decide, read as not paired (players {players})</source>
        <translation>ronder skrivna utan resultatbokstav (`0000 -` eller `-`) som poängkolumnen inte avgör, lästa som ej lottade (spelare {players})</translation>
    </message>
    <message>
        <source>the points column gives fewer half-point byes than rounds written without a result letter: the earliest of those rounds are taken as the byes, the later ones as not paired (an assumption; players {players})</source>
        <translation>poängkolumnen ger färre halvpoängsfrironder än ronder skrivna utan resultatbokstav: de tidigaste av dessa ronder tas som frironderna, de senare som ej lottade (ett antagande; spelare {players})</translation>
    </message>
    <message>
        <source>013 records beside 310 records: the 310 records are used</source>
        <translation>poster 013 bredvid poster 310: posterna 310 används</translation>
    </message>
    <message>
        <source>player {player}: the points column is {surplus} above the results, which cannot be placed on boards his team left empty</source>
        <translation>spelare {player}: poängkolumnen är {surplus} över resultaten, vilket inte kan placeras på bord som laget lämnade tomma</translation>
    </message>
    <message>
        <source>{count} player(s): an unpaired round counted in the points column read as a board won by forfeit (the opponent team left the board empty)</source>
        <translation>{count} spelare: en olottad rond som räknas i poängkolumnen läst som ett bord vunnet på walkover (motståndarlaget lämnade bordet tomt)</translation>
    </message>
    <message>
        <source>### {record} line not read ({why}): kept as a comment</source>
        <translation>### {record}-rad inte inläst ({why}): behålls som kommentar</translation>
    </message>
    <message>
        <source>record 260 prohibits a pair in rounds {first}-{last} only: read as every round (this program keeps prohibited pairs for the event)</source>
        <translation>post 260 förbjuder ett par endast i ronderna {first}-{last}: läst som alla ronder (programmet håller förbjudna par för hela tävlingen)</translation>
    </message>
    <message>
        <source>{count} round(s) written {written} ({who}): read as {read} (first: player {player}, round {round})</source>
        <translation>{count} rond(er) skrivna {written} ({who}): lästa som {read} (första: spelare {player}, rond {round})</translation>
    </message>
    <message>
        <source>... and {count} more notes like these</source>
        <translation>... och {count} fler liknande anmärkningar</translation>
    </message>
</context>
<context>
    <name>PairingSettingsDialog</name>
    <message>
        <source>Pairing settings</source>
        <translation>Lottningsinställningar</translation>
    </message>
    <message>
        <source>The text in force on the start date</source>
        <translation>Texten som gäller på startdagen</translation>
    </message>
    <message>
        <source>Dutch system, text in force until 31 January 2026</source>
        <translation>Holländska systemet, text som gällde till 31 januari 2026</translation>
    </message>
    <message>
        <source>Dutch system, text in force from 1 February 2026</source>
        <translation>Holländska systemet, text som gäller från 1 februari 2026</translation>
    </message>
    <message>
        <source>Not drawn (read from round 1, else white)</source>
        <translation>Inte lottad (läses från rond 1, annars vit)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Vit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Svart</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ingen</translation>
    </message>
    <message>
        <source>Baku acceleration (C.04.5.1)</source>
        <translation>Bakuacceleration (C.04.5.1)</translation>
    </message>
    <message>
        <source>Exchange the last two rounds of the first cycle</source>
        <translation>Byt plats på första cykelns två sista ronder</translation>
    </message>
    <message>
        <source>Double round robins only (C.05 Annex 1)</source>
        <translation>Endast dubbelrondiga allsvenska (C.05 bilaga 1)</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Text:</translation>
    </message>
    <message>
        <source>&amp;Initial colour:</source>
        <translation>&amp;Första färg:</translation>
    </message>
    <message>
        <source>&amp;Acceleration:</source>
        <translation>&amp;Acceleration:</translation>
    </message>
    <message>
        <source>Round robin:</source>
        <translation>Allsvensk:</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Edit player</source>
        <translation>Redigera spelare</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Lägg till spelare</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>utan rating</translation>
    </message>
    <message>
        <source>male</source>
        <translation>man</translation>
    </message>
    <message>
        <source>female</source>
        <translation>kvinna</translation>
    </message>
    <message>
        <source>YYYY/MM/DD</source>
        <translation>ÅÅÅÅ/MM/DD</translation>
    </message>
    <message>
        <source>Start number</source>
        <translation>Startnummer</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Förbund</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubb</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE-id</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Kön</translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation>Födelsedatum</translation>
    </message>
    <message>
        <source>The name is required.</source>
        <translation>Namnet måste anges.</translation>
    </message>
    <message>
        <source>Start number {0} is taken.</source>
        <translation>Startnummer {0} är upptaget.</translation>
    </message>
    <message>
        <source>The federation is a three-letter code (NOR, FRA, …).</source>
        <translation>Förbundet anges med en kod på tre bokstäver (NOR, FRA, …).</translation>
    </message>
    <message>
        <source>A FIDE ID has digits only.</source>
        <translation>Ett FIDE-id består bara av siffror.</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Förb.</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubb</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Från</translation>
    </message>
    <message>
        <source>Nat.</source>
        <translation>Nat.</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE-id</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Född</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Kön</translation>
    </message>
    <message>
        <source>Duplicate entry: the same FIDE ID twice</source>
        <translation>Dubbelanmälan: samma FIDE-id två gånger</translation>
    </message>
    <message>
        <source>Duplicate entry: the same name and birth year twice</source>
        <translation>Dubbelanmälan: samma namn och födelseår två gånger</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>för hand</translation>
    </message>
    <message>
        <source>Rating typed by hand</source>
        <translation>Rating inmatad för hand</translation>
    </message>
    <message>
        <source>Rating from {0}</source>
        <translation>Rating från {0}</translation>
    </message>
    <message>
        <source>Rating as read from the file</source>
        <translation>Rating som den lästes från filen</translation>
    </message>
    <message>
        <source>A rating is a whole number</source>
        <translation>En rating är ett heltal</translation>
    </message>
    <message>
        <source>Edit player {0}</source>
        <translation>Redigera spelare {0}</translation>
    </message>
    <message>
        <source>Find in the rating lists: name or FIDE ID, Enter adds</source>
        <translation>Sök i ratinglistorna: namn eller FIDE-id, Enter lägger till</translation>
    </message>
    <message>
        <source>Renumber by rating</source>
        <translation>Numrera om efter rating</translation>
    </message>
    <message>
        <source>Start numbers by rating, then title, then name (FIDE C.04.2); results stay with their players</source>
        <translation>Startnummer efter rating, sedan titel, sedan namn (FIDE C.04.2); resultaten följer spelarna</translation>
    </message>
    <message>
        <source>Which rating ranks the players (TRF-26 record 172): FIDE; NRO national only; FIDON FIDE, else national; NIDOF national, else FIDE; HBFN the higher; LBFN the lower; OTHER the order as entered</source>
        <translation>Vilken rating som rangordnar spelarna (TRF-26 post 172): FIDE; NRO endast nationell; FIDON FIDE, annars nationell; NIDOF nationell, annars FIDE; HBFN den högre; LBFN den lägre; OTHER ordningen som inmatad</translation>
    </message>
    <message>
        <source>Check against the list…</source>
        <translation>Kontrollera mot listan…</translation>
    </message>
    <message>
        <source>Compare name, federation, title, sex, birth year, rating and K of every player with a FIDE ID with the FIDE list in force; take the chosen ones over</source>
        <translation>Jämför namn, förbund, titel, kön, födelseår, rating och K för varje spelare med FIDE-ID med den gällande FIDE-listan; hämta de valda</translation>
    </message>
    <message>
        <source>Import list…</source>
        <translation>Importera lista…</translation>
    </message>
    <message>
        <source>Import the FIDE rating list (TXT or XML, as downloaded) or a national list</source>
        <translation>Importera FIDE:s ratinglista (TXT eller XML, som den laddas ner) eller en nationell lista</translation>
    </message>
    <message>
        <source>Import entries…</source>
        <translation>Importera anmälningar…</translation>
    </message>
    <message>
        <source>Add the players of a CSV or Excel file of entries; rows copied from a spreadsheet can also be pasted into the table (Ctrl+V)</source>
        <translation>Lägg till spelarna i en CSV- eller Excelfil med anmälningar; rader kopierade från ett kalkylblad kan också klistras in i tabellen (Ctrl+V)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Långparti</translation>
    </message>
    <message>
        <source>Rapid</source>
        <translation>Snabbschack</translation>
    </message>
    <message>
        <source>Blitz</source>
        <translation>Blixt</translation>
    </message>
    <message>
        <source>The event&apos;s rating: which rating registered players get</source>
        <translation>Turneringens rating: vilken rating anmälda spelare får</translation>
    </message>
    <message>
        <source>The lists a registered player&apos;s rating is taken from, in order: the first one that has the player (rapid, then standard: a player without a rapid rating is seeded by the standard one; a national list after FIDE&apos;s: a player without a FIDE rating gets the national one)</source>
        <translation>Listorna som en registrerad spelares rating hämtas från, i ordning: den första som har spelaren (snabbschack, sedan standard: en spelare utan snabbschackrating seedas efter standardratingen; en nationell lista efter FIDE:s: en spelare utan FIDE-rating får den nationella)</translation>
    </message>
    <message>
        <source>&amp;Rating:</source>
        <translation>&amp;Rating:</translation>
    </message>
    <message>
        <source>&amp;Sequence:</source>
        <translation>&amp;Ordning:</translation>
    </message>
    <message>
        <source>Starting ran&amp;k:</source>
        <translation>Start&amp;rankning:</translation>
    </message>
    <message>
        <source>No rating list imported yet (Import list…).</source>
        <translation>Ingen ratinglista importerad ännu (Importera lista…).</translation>
    </message>
    <message>
        <source>{0}: list of {1}, players: {2}</source>
        <translation>{0}: lista från {1}, spelare: {2}</translation>
    </message>
    <message>
        <source>Rating sequence {0}</source>
        <translation>Ratingordning {0}</translation>
    </message>
    <message>
        <source>Starting-rank method {0}</source>
        <translation>Metod för startordning {0}</translation>
    </message>
    <message>
        <source>Rating type {0}</source>
        <translation>Ratingtyp {0}</translation>
    </message>
    <message>
        <source>Import cancelled; the previous list is unchanged.</source>
        <translation>Importen avbröts; den tidigare listan är oförändrad.</translation>
    </message>
    <message>
        <source>Add player {0}</source>
        <translation>Lägg till spelare {0}</translation>
    </message>
    <message>
        <source>Rows not added: {0}</source>
        <translation>Rader som inte lades till: {0}</translation>
    </message>
    <message>
        <source>Add {0} player(s)</source>
        <translation>Lägg till {0} spelare</translation>
    </message>
    <message>
        <source>Import entries</source>
        <translation>Importera anmälningar</translation>
    </message>
    <message>
        <source>Take {0} difference(s) from the list</source>
        <translation>Hämta {0} skillnad(er) från listan</translation>
    </message>
    <message>
        <source>Date of the list</source>
        <translation>Listans datum</translation>
    </message>
    <message>
        <source>{0} does not say which list it is. Its date (FIDE dates its lists the first day of the month):</source>
        <translation>{0} anger inte vilken lista det är. Dess datum (FIDE daterar sina listor den första dagen i månaden):</translation>
    </message>
    <message>
        <source>Import rating list</source>
        <translation>Importera ratinglista</translation>
    </message>
    <message>
        <source>Importing {0}…</source>
        <translation>Importerar {0}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Rating {0} ({1} {2}, list of {3})</source>
        <translation>Rating {0} ({1} {2}, lista från {3})</translation>
    </message>
    <message>
        <source>National rating {0} ({1}, list of {3})</source>
        <translation>Nationell rating {0} ({1}, lista från {3})</translation>
    </message>
    <message>
        <source>Rating of {0} from a list</source>
        <translation>Rating för {0} från en lista</translation>
    </message>
    <message>
        <source>Must not meet</source>
        <translation>Får inte mötas</translation>
    </message>
    <message>
        <source>The two selected players must not be paired (siblings, team-mates); set before round 1</source>
        <translation>De två markerade spelarna får inte lottas mot varandra (syskon, lagkamrater); anges före rond 1</translation>
    </message>
    <message>
        <source>May meet</source>
        <translation>Får mötas</translation>
    </message>
    <message>
        <source>Prohibited pairs…</source>
        <translation>Förbjudna par…</translation>
    </message>
    <message>
        <source>Prohibited pairs</source>
        <translation>Förbjudna par</translation>
    </message>
    <message>
        <source>Select two players.</source>
        <translation>Markera två spelare.</translation>
    </message>
    <message>
        <source>Players {0} and {1} must not meet</source>
        <translation>Spelarna {0} och {1} får inte mötas</translation>
    </message>
    <message>
        <source>Players {0} and {1} may meet</source>
        <translation>Spelarna {0} och {1} får mötas</translation>
    </message>
    <message>
        <source>No prohibited pairs.</source>
        <translation>Inga förbjudna par.</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>SSF Swiss (Sweden)</source>
        <translation>SSF Schweizer (Sverige)</translation>
    </message>
    <message>
        <source>SSF round robin (Sweden)</source>
        <translation>SSF Berger (Sverige)</translation>
    </message>
    <message>
        <source>NSF NGP and club Swiss (Norway)</source>
        <translation>NSF NGP och klubbturneringar, schweizer (Norge)</translation>
    </message>
    <message>
        <source>DrawBoss layered Buchholz (Denmark, backgammon)</source>
        <translation>DrawBoss skiktad Buchholz (Danmark, backgammon)</translation>
    </message>
    <message>
        <source>DrawBoss rating correction (Denmark, backgammon)</source>
        <translation>DrawBoss ratingkorrektion (Danmark, backgammon)</translation>
    </message>
    <message>
        <source>DrawBoss median Buchholz (Denmark, backgammon)</source>
        <translation>DrawBoss median-Buchholz (Danmark, backgammon)</translation>
    </message>
    <message>
        <source>DrawBoss Buchholz Variant 1 (Denmark, backgammon)</source>
        <translation>DrawBoss Buchholz variant 1 (Danmark, backgammon)</translation>
    </message>
    <message>
        <source>FIDE Swiss (C.07 2026)</source>
        <translation>FIDE Schweizer (C.07 2026)</translation>
    </message>
    <message>
        <source>FIDE Swiss (C.07 2023/2024)</source>
        <translation>FIDE Schweizer (C.07 2023/2024)</translation>
    </message>
    <message>
        <source>FIDE round robin</source>
        <translation>FIDE Berger</translation>
    </message>
    <message>
        <source>FIDE Swiss, legacy rules (before Sep 2023)</source>
        <translation>FIDE Schweizer, äldre regler (före sep. 2023)</translation>
    </message>
    <message>
        <source>SSF Buchholz Cut-1, direct encounter if all tied have met, most wins (forfeit and bye wins included), most games with Black, drawing of lots</source>
        <translation>Bäst kvalitetspoäng (SSF Buchholz cut-1), inbördes resultat om alla inblandade har mött varandra, flest vinstpartier (w.o.- och frirondsvinster inräknade), flest svartpartier, lottning</translation>
    </message>
    <message>
        <source>Direct encounter, Sonneborn-Berger, most wins, most games with Black, drawing of lots</source>
        <translation>Inbördes resultat, Sonneborn-Berger, flest vinstpartier, flest svartpartier, lottning</translation>
    </message>
    <message>
        <source>Buchholz median (7 rounds or more only), Buchholz Cut-1, Buchholz, average FIDE rating of opponents; legacy virtual opponent</source>
        <translation>Median-Buchholz (bara med 7 ronder eller fler), Buchholz cut-1, Buchholz, motståndarnas genomsnittliga FIDE-rating; äldre regel med fiktiv motståndare</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion: layered Buchholz, a bye is an opponent with 0 points</source>
        <translation>DrawBoss Korrektion: skiktad Buchholz, frirond räknas som en motståndare med 0 poäng</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion: sum of the opponents&apos; ratings, a bye rated 500</source>
        <translation>DrawBoss Korrektion: summan av motståndarnas rating, frirond med rating 500</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion: Buchholz without the highest and lowest opponent</source>
        <translation>DrawBoss Korrektion: Buchholz utan den högsta och den lägsta motståndaren</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion: layered Buchholz in the order R-2, R-1, R, R-3, ...</source>
        <translation>DrawBoss Korrektion: skiktad Buchholz i ordningen R-2, R-1, R, R-3, ...</translation>
    </message>
    <message>
        <source>Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger, lots; C.07 March 2026 unplayed-round rules</source>
        <translation>Inbördes resultat, vinster, svartpartier, Buchholz cut-1, Buchholz, Sonneborn-Berger, lottning; ospelade ronder enligt C.07 mars 2026</translation>
    </message>
    <message>
        <source>Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger, lots; C.07 Aug 2024 unplayed-round rules</source>
        <translation>Inbördes resultat, vinster, svartpartier, Buchholz cut-1, Buchholz, Sonneborn-Berger, lottning; ospelade ronder enligt C.07 aug. 2024</translation>
    </message>
    <message>
        <source>Direct encounter, wins, Sonneborn-Berger, Koya, lots (no Buchholz: C.07 2026 note to Art. 8)</source>
        <translation>Inbördes resultat, vinster, Sonneborn-Berger, Koya, lottning (ingen Buchholz: C.07 2026, anmärkning till art. 8)</translation>
    </message>
    <message>
        <source>Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger; virtual opponent (2009)</source>
        <translation>Inbördes resultat, vinster, svartpartier, Buchholz cut-1, Buchholz, Sonneborn-Berger; fiktiv motståndare (2009)</translation>
    </message>
</context>
<context>
    <name>PreviewModel</name>
    <message>
        <source>Rk.</source>
        <translation>Plac.</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Före</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>The place with the tournament&apos;s current tie-break settings</source>
        <translation>Placeringen med turneringens nuvarande särskiljning</translation>
    </message>
    <message>
        <source>{0} (wd)</source>
        <translation>{0} (utg.)</translation>
    </message>
    <message>
        <source>Place {0}, was {1} with the current settings</source>
        <translation>Placering {0}, var {1} med nuvarande inställningar</translation>
    </message>
</context>
<context>
    <name>PrizesDialog</name>
    <message>
        <source>Prizes</source>
        <translation>Priser</translation>
    </message>
    <message>
        <source>Ties share the money equally</source>
        <translation>Delad placering delar pengarna lika</translation>
    </message>
    <message>
        <source>Hort system: half by tie-break, half shared</source>
        <translation>Hort-systemet: hälften efter särskiljning, hälften delas</translation>
    </message>
    <message>
        <source>Decided by tie-break</source>
        <translation>Avgörs av särskiljningen</translation>
    </message>
    <message>
        <source>Prize group</source>
        <translation>Prisklass</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>oratad</translation>
    </message>
    <message>
        <source>rated</source>
        <translation>ratad</translation>
    </message>
    <message>
        <source>club:</source>
        <translation>klubb:</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Vilka</translation>
    </message>
    <message>
        <source>Amounts by place</source>
        <translation>Belopp per plats</translation>
    </message>
    <message>
        <source>Who: U16, S50, F, 1600-1799, {0}, {1}, SWE, {2}&quot;…&quot;, #3,7 (empty: everybody). Amounts by place: 300, 200, 100.</source>
        <translation>Vilka: U16, S50, F, 1600-1799, {0}, {1}, SWE, {2}&quot;…&quot;, #3,7 (tomt: alla). Belopp per plats: 300, 200, 100.</translation>
    </message>
    <message>
        <source>Add group</source>
        <translation>Lägg till klass</translation>
    </message>
    <message>
        <source>Remove group</source>
        <translation>Ta bort klass</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Öppna…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Spara…</translation>
    </message>
    <message>
        <source>Export prize list…</source>
        <translation>Exportera prislista…</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Belopp</translation>
    </message>
    <message>
        <source>Prize list</source>
        <translation>Prislista</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <source>The prize table has a mistake: {0}

Close without keeping the changes?</source>
        <translation>Pristabellen har ett fel: {0}

Stäng utan att behålla ändringarna?</translation>
    </message>
    <message>
        <source>line {0}</source>
        <translation>rad {0}</translation>
    </message>
    <message>
        <source>{0}: “{1}” is not a condition</source>
        <translation>{0}: ”{1}” är inget villkor</translation>
    </message>
    <message>
        <source>{0}: amounts are numbers with at most two decimals</source>
        <translation>{0}: belopp är tal med högst två decimaler</translation>
    </message>
    <message>
        <source>Total {0} {1}</source>
        <translation>Totalt {0} {1}</translation>
    </message>
    <message>
        <source>{0}: prizes</source>
        <translation>{0}: priser</translation>
    </message>
    <message>
        <source>Export prize list</source>
        <translation>Exportera prislista</translation>
    </message>
    <message>
        <source>Load prize table</source>
        <translation>Öppna pristabell</translation>
    </message>
    <message>
        <source>Save prize table</source>
        <translation>Spara pristabell</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Ok</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Spara</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Spara allt</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öppna</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ja till &amp;allt</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nej</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;ej till allt</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Försök igen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorera</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Förkasta</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hjälp</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Verkställ</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Nollställ</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Nollställ till standard</translation>
    </message>
</context>
<context>
    <name>QPrintPreviewDialog</name>
    <message>
        <source>Print Preview</source>
        <translation>Förhandsvisa utskrift</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Nästa sida</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Föregående sida</translation>
    </message>
    <message>
        <source>First page</source>
        <translation>Första sidan</translation>
    </message>
    <message>
        <source>Last page</source>
        <translation>Sista sidan</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Anpassa till bredd</translation>
    </message>
    <message>
        <source>Fit page</source>
        <translation>Anpassa till sida</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zooma in</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zooma ut</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Stående</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Liggande</translation>
    </message>
    <message>
        <source>Show single page</source>
        <translation>Visa en sida</translation>
    </message>
    <message>
        <source>Show facing pages</source>
        <translation>Visa uppslagssidor</translation>
    </message>
    <message>
        <source>Show overview of all pages</source>
        <translation>Visa översikt över alla sidor</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Skriv ut</translation>
    </message>
    <message>
        <source>Page setup</source>
        <translation>Sidkonfiguration</translation>
    </message>
    <message>
        <source>Export to PDF</source>
        <translation>Exportera till PDF</translation>
    </message>
</context>
<context>
    <name>RatingChangeDialog</name>
    <message>
        <source>{0}: list of {1} ({2}).</source>
        <translation>{0}: lista från {1} ({2}).</translation>
    </message>
    <message>
        <source>The list {0} ({1}) gives another rating or K for {2} player(s): Check against the list takes them over.</source>
        <translation>Listan {0} ({1}) anger annan rating eller K för {2} spelare: Kontrollera mot listan hämtar dem.</translation>
    </message>
    <message>
        <source>Rating changes</source>
        <translation>Ratingförändringar</translation>
    </message>
    <message>
        <source>FIDE Rating Regulations {0} (the event&apos;s date)</source>
        <translation>FIDE:s ratingregler {0} (turneringens datum)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partier</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Förväntat</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Förändring</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Ny</translation>
    </message>
    <message>
        <source>Round {0} v {1} ({2}): {3} - {4} = {5} × {6}</source>
        <translation>Rond {0} mot {1} ({2}): {3} - {4} = {5} × {6}</translation>
    </message>
    <message>
        <source>Total change {0} · rated players: {1}</source>
        <translation>Total förändring {0} · ratade spelare: {1}</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recover unsaved work</source>
        <translation>Återställ osparat arbete</translation>
    </message>
    <message>
        <source>arbiter-app did not close normally. This unsaved work was kept; restore it?</source>
        <translation>arbiter-app avslutades inte normalt. Detta osparade arbete har behållits; vill du återställa det?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Återställ</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kasta</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Inte nu</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Buchholz, no cut</source>
        <translation>Buchholz utan strykning</translation>
    </message>
    <message>
        <source>Buchholz Cut-1</source>
        <translation>Kvalitetspoäng (Buchholz cut-1)</translation>
    </message>
    <message>
        <source>Buchholz Cut-2</source>
        <translation>Buchholz cut-2</translation>
    </message>
    <message>
        <source>Buchholz median</source>
        <translation>Median-Buchholz</translation>
    </message>
    <message>
        <source>Buchholz Median-2</source>
        <translation>Median-Buchholz 2</translation>
    </message>
    <message>
        <source>Buchholz Variant 1</source>
        <translation>Buchholz variant 1</translation>
    </message>
    <message>
        <source>Average Buchholz of opponents</source>
        <translation>Motståndarnas genomsnittliga Buchholz</translation>
    </message>
    <message>
        <source>Average perfect performance of opponents</source>
        <translation>Motståndarnas genomsnittliga perfekta prestation</translation>
    </message>
    <message>
        <source>Average performance rating of opponents</source>
        <translation>Motståndarnas genomsnittliga prestationsrating</translation>
    </message>
    <message>
        <source>Average FIDE rating of opponents</source>
        <translation>Motståndarnas genomsnittliga FIDE-rating</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Layered Buchholz</source>
        <translation>Skiktad Buchholz</translation>
    </message>
    <message>
        <source>Buchholz median (DrawBoss)</source>
        <translation>Median-Buchholz (DrawBoss)</translation>
    </message>
    <message>
        <source>Games with Black</source>
        <translation>Flest svartpartier</translation>
    </message>
    <message>
        <source>Wins with Black</source>
        <translation>Vinster med svart</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Inbördes resultat</translation>
    </message>
    <message>
        <source>Direct encounter (all met)</source>
        <translation>Inbördes resultat (alla har mötts)</translation>
    </message>
    <message>
        <source>Fore Buchholz</source>
        <translation>Fore-Buchholz</translation>
    </message>
    <message>
        <source>Koya</source>
        <translation>Koya</translation>
    </message>
    <message>
        <source>Drawing of lots</source>
        <translation>Lottning</translation>
    </message>
    <message>
        <source>Progressive score</source>
        <translation>Progressiv poäng</translation>
    </message>
    <message>
        <source>Perfect tournament performance</source>
        <translation>Perfekt turneringsprestation</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Rounds elected to play</source>
        <translation>Ronder valda att spela</translation>
    </message>
    <message>
        <source>Rating correction</source>
        <translation>Ratingkorrektion</translation>
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
        <translation>Standardpoäng</translation>
    </message>
    <message>
        <source>Pairing number</source>
        <translation>Startnummer</translation>
    </message>
    <message>
        <source>Tournament performance rating</source>
        <translation>Turneringsprestation</translation>
    </message>
    <message>
        <source>Number of wins</source>
        <translation>Flest vinstpartier</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Vunna partier vid brädet</translation>
    </message>
    <message>
        <source>Average of the Buchholz (/F: Fore Buchholz) of the opponents played OTB</source>
        <translation>genomsnittet av Buchholz (/F: Fore-Buchholz) för motståndarna som mötts vid brädet</translation>
    </message>
    <message>
        <source>Average of the OTB opponents&apos; perfect tournament performances</source>
        <translation>genomsnittet av de perfekta turneringsprestationerna för motståndarna som mötts vid brädet</translation>
    </message>
    <message>
        <source>Average of the OTB opponents&apos; tournament performance ratings</source>
        <translation>genomsnittet av prestationsratingen för motståndarna som mötts vid brädet</translation>
    </message>
    <message>
        <source>Average rating of the opponents played over the board</source>
        <translation>genomsnittlig rating för motståndarna som mötts vid brädet</translation>
    </message>
    <message>
        <source>Buchholz: sum of the opponents&apos; scores (unplayed rounds per the rules)</source>
        <translation>summan av motståndarnas slutpoäng (ospelade ronder enligt reglerna)</translation>
    </message>
    <message>
        <source>DrawBoss layered Buchholz: all opponents, then the best R-1, ..., best 1, compared in turn (/V1: order R-2, R-1, R, R-3, ...)</source>
        <translation>DrawBoss: alla motståndare, sedan de R-1 bästa, ..., den bästa, jämförda i tur och ordning (/V1: ordningen R-2, R-1, R, R-3, ...)</translation>
    </message>
    <message>
        <source>DrawBoss median Buchholz: drop the highest and lowest opponent (the two highest and lowest from 9 rounds on)</source>
        <translation>DrawBoss: den högsta och den lägsta motståndaren stryks (de två högsta och de två lägsta från 9 ronder)</translation>
    </message>
    <message>
        <source>Number of games played over the board with Black</source>
        <translation>antal spelade partier med svart</translation>
    </message>
    <message>
        <source>Number of games won over the board with Black</source>
        <translation>antal vunna spelade partier med svart</translation>
    </message>
    <message>
        <source>Direct encounter: results among the tied players (type A, per group)</source>
        <translation>resultaten mellan de spelare som står på samma poäng (typ A, per grupp)</translation>
    </message>
    <message>
        <source>Direct encounter only if all tied players have met each other (SSF; legacy FIDE)</source>
        <translation>inbördes resultat, bara om alla inblandade spelare har mött varandra (SSF; äldre FIDE-regler)</translation>
    </message>
    <message>
        <source>Fore Buchholz: Buchholz with every final-round game counted as a draw</source>
        <translation>Buchholz där alla partier i sista ronden räknas som remi</translation>
    </message>
    <message>
        <source>Koya: points scored against opponents with at least 50% of the maximum</source>
        <translation>poäng mot motståndare med minst 50 % av maxpoängen</translation>
    </message>
    <message>
        <source>Drawing of lots, seeded by the tournament so it is the same every time</source>
        <translation>lottning, fastlagd av turneringen så att den blir densamma varje gång</translation>
    </message>
    <message>
        <source>Progressive score: sum of the running score after each round</source>
        <translation>summan av poängen efter varje rond</translation>
    </message>
    <message>
        <source>Perfect tournament performance: lowest rating expected to score</source>
        <translation>den lägsta rating som förväntas ge poängen</translation>
    </message>
    <message>
        <source>Points: the primary score</source>
        <translation>poängsumman</translation>
    </message>
    <message>
        <source>Rounds one elected to play: rounds minus requested byes and forfeits</source>
        <translation>ronder minus begärda frironder och w.o.</translation>
    </message>
    <message>
        <source>DrawBoss rating correction: sum of the opponents&apos; ratings, a bye rated 500</source>
        <translation>DrawBoss: summan av motståndarnas rating, frirond med rating 500</translation>
    </message>
    <message>
        <source>Rating, highest first (/R: lowest first)</source>
        <translation>rating, högsta först (/R: lägsta först)</translation>
    </message>
    <message>
        <source>Sonneborn-Berger: opponents&apos; scores times the points scored against them</source>
        <translation>summan av poängen för de besegrade motståndarna plus halva poängen för dem man spelat remi mot</translation>
    </message>
    <message>
        <source>Standard points: wins 1, draws ½ (3-1-0 events read as 1-½-0)</source>
        <translation>vinst 1, remi ½ (3-1-0 räknas som 1-½-0)</translation>
    </message>
    <message>
        <source>Tournament pairing number, lowest first (/R: highest first)</source>
        <translation>startnummer, lägsta först (/R: högsta först)</translation>
    </message>
    <message>
        <source>Tournament performance rating: ARO + dp(fractional score)</source>
        <translation>motståndarnas genomsnittliga rating + dp(poängandel)</translation>
    </message>
    <message>
        <source>Number of wins: rounds with a win&apos;s points, played or not</source>
        <translation>ronder med vinstpoäng, spelade eller inte (inklusive w.o.- och frirondsvinster)</translation>
    </message>
    <message>
        <source>Number of games won over the board</source>
        <translation>antal vunna spelade partier</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Slutställning</translation>
    </message>
    <message>
        <source>Standings after round {round}</source>
        <translation>Ställning efter rond {round}</translation>
    </message>
    <message>
        <source>Standings after round {round} – games without a result: {count}, not counted</source>
        <translation>Ställning efter rond {round} – partier utan resultat: {count}, räknas inte</translation>
    </message>
    <message>
        <source>Standings after round {round} – games without a result: {count}, counted as draws</source>
        <translation>Ställning efter rond {round} – partier utan resultat: {count}, räknas som remi</translation>
    </message>
    <message>
        <source>Provisional standings after round {round} – adjourned games without a result: {count}</source>
        <translation>Preliminär ställning efter rond {round} – avbrutna partier utan resultat: {count}</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Ställning</translation>
    </message>
    <message>
        <source>Outside FIDE mode since round {round}: {reason}</source>
        <translation>Utanför FIDE-läge sedan rond {round}: {reason}</translation>
    </message>
    <message>
        <source>Initial ranking list</source>
        <translation>Startranking</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Korstabell</translation>
    </message>
    <message>
        <source>{title} – Chess960</source>
        <translation>{title} – Chess960</translation>
    </message>
    <message>
        <source>Round by round</source>
        <translation>Rond för rond</translation>
    </message>
    <message>
        <source>Tie-break details</source>
        <translation>Särskiljning i detalj</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnering</translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation>Särskiljning</translation>
    </message>
    <message>
        <source>Symbols</source>
        <translation>Symboler</translation>
    </message>
    <message>
        <source>Rk.</source>
        <translation>Plac.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Förb.</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubb</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Nat</source>
        <translation>Nat.</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE-id</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Poäng</translation>
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
        <translation>Särskiljning</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Värde</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmärkningar</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kod</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beskrivning</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Fält</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Vad</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Varför</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detalj</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plats</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Förbund</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Chief arbiter</source>
        <translation>Huvuddomare</translation>
    </message>
    <message>
        <source>Deputy arbiters</source>
        <translation>Biträdande domare</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Betänketid</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Tävlingsform</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Ronder</translation>
    </message>
    <message>
        <source>{played} of {planned}</source>
        <translation>{played} av {planned}</translation>
    </message>
    <message>
        <source>Rule edition</source>
        <translation>Regelverk</translation>
    </message>
    <message>
        <source>{rules} (assumed: the start date “{date}” could not be read)</source>
        <translation>{rules} (antaget: startdatumet ”{date}” kan inte läsas)</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Förval</translation>
    </message>
    <message>
        <source>For information (not used for ranking)</source>
        <translation>För information (används inte för placeringen)</translation>
    </message>
    <message>
        <source>for information, not used for ranking</source>
        <translation>för information, används inte för placeringen</translation>
    </message>
    <message>
        <source>{code} (info)</source>
        <translation>{code} (info)</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Poängberäkning</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Program</translation>
    </message>
    <message>
        <source>Rating list</source>
        <translation>Ratinglista</translation>
    </message>
    <message>
        <source>{list}, list of {date} (the list in force for the event)</source>
        <translation>{list}, lista från {date} (den lista som gäller för turneringen)</translation>
    </message>
    <message>
        <source>{list}, list of {date} – warning: {months} month(s) older than the list in force, a newer list should exist</source>
        <translation>{list}, lista från {date} – varning: {months} månad(er) äldre än den gällande listan, en nyare lista bör finnas</translation>
    </message>
    <message>
        <source>{list}, list of {date} ({months} month(s) newer than the list in force)</source>
        <translation>{list}, lista från {date} ({months} månad(er) nyare än den gällande listan)</translation>
    </message>
    <message>
        <source>{list} – warning: the list&apos;s date is unknown</source>
        <translation>{list} – varning: listans datum är okänt</translation>
    </message>
    <message>
        <source>Swiss system</source>
        <translation>Schweizersystem</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Berger</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Dubbelrondig Berger</translation>
    </message>
    <message>
        <source>FIDE C.07 (March 2026)</source>
        <translation>FIDE C.07 (mars 2026)</translation>
    </message>
    <message>
        <source>FIDE C.07 (2023/2024)</source>
        <translation>FIDE C.07 (2023/2024)</translation>
    </message>
    <message>
        <source>FIDE legacy (virtual opponent, 2009–2023)</source>
        <translation>FIDE, äldre regler (fiktiv motståndare, 2009–2023)</translation>
    </message>
    <message>
        <source>Swedish Chess Federation (SSF)</source>
        <translation>Sveriges Schackförbund (SSF)</translation>
    </message>
    <message>
        <source>DrawBoss (Danish Backgammon Federation)</source>
        <translation>DrawBoss (Dansk Backgammon Forbund)</translation>
    </message>
    <message>
        <source>withdrew after round {round}</source>
        <translation>utgick efter rond {round}</translation>
    </message>
    <message>
        <source>withdrawn after R{round}</source>
        <translation>utgått efter R{round}</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Sida {page} av {pages}</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>struken</translation>
    </message>
    <message>
        <source>Values in parentheses were removed by a cut or median.</source>
        <translation>Värden inom parentes har strukits (cut eller median).</translation>
    </message>
    <message>
        <source>12w1: against no. 12 with White, won (½ drawn, 0 lost)</source>
        <translation>12w1: mot nr 12 med vit, vinst (½ remi, 0 förlust)</translation>
    </message>
    <message>
        <source>+ / -: won / lost by forfeit; --: double forfeit</source>
        <translation>+ / -: vinst / förlust på w.o.; --: dubbel w.o.</translation>
    </message>
    <message>
        <source>W, D, L: game of less than one move (won, drawn, lost)</source>
        <translation>W, D, L: parti med mindre än ett drag (vinst, remi, förlust)</translation>
    </message>
    <message>
        <source>bye: pairing-allocated bye; F, H, Z: full, half, zero-point bye</source>
        <translation>bye: frirond från lottningen; F, H, Z: frirond med 1, ½, 0 poäng</translation>
    </message>
    <message>
        <source>P: postponed; A: adjourned; no symbol: result pending</source>
        <translation>P: uppskjutet; A: avbrutet; ingen symbol: resultat saknas</translation>
    </message>
    <message>
        <source>–: after withdrawal</source>
        <translation>–: efter att spelaren utgått</translation>
    </message>
    <message>
        <source>Cut-1: the lowest value removed</source>
        <translation>Cut-1: det lägsta värdet struket</translation>
    </message>
    <message>
        <source>Cut-{n}: the {n} lowest values removed</source>
        <translation>Cut-{n}: de {n} lägsta värdena strukna</translation>
    </message>
    <message>
        <source>Median-1: the lowest and the highest value removed</source>
        <translation>Median-1: det lägsta och det högsta värdet strukna</translation>
    </message>
    <message>
        <source>Median-{n}: the {n} lowest and the {n} highest values removed</source>
        <translation>Median-{n}: de {n} lägsta och de {n} högsta värdena strukna</translation>
    </message>
    <message>
        <source>forfeits count as played games</source>
        <translation>w.o. räknas som spelade partier</translation>
    </message>
    <message>
        <source>reversed order</source>
        <translation>omvänd ordning</translation>
    </message>
    <message>
        <source>limit {n:+d} half points</source>
        <translation>gräns {n:+d} halva poäng</translation>
    </message>
    <message>
        <source>rating {n} for unrated players</source>
        <translation>rating {n} för spelare utan rating</translation>
    </message>
    <message>
        <source>adjusted score</source>
        <translation>justerad poäng</translation>
    </message>
    <message>
        <source>score</source>
        <translation>poäng</translation>
    </message>
    <message>
        <source>forfeit counted as game</source>
        <translation>w.o. räknad som parti</translation>
    </message>
    <message>
        <source>game without a result</source>
        <translation>parti utan resultat</translation>
    </message>
    <message>
        <source>dummy opponent</source>
        <translation>fiktiv motståndare</translation>
    </message>
    <message>
        <source>dummy opponent (capped)</source>
        <translation>fiktiv motståndare (begränsad)</translation>
    </message>
    <message>
        <source>virtual opponent</source>
        <translation>fiktiv motståndare</translation>
    </message>
    <message>
        <source>no opponent</source>
        <translation>ingen motståndare</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>ej lottad</translation>
    </message>
    <message>
        <source>after the player&apos;s withdrawal</source>
        <translation>efter spelarens utträde</translation>
    </message>
    <message>
        <source>scheduled opponent</source>
        <translation>lottad motståndare</translation>
    </message>
    <message>
        <source>bye as an opponent with 0 points</source>
        <translation>frirond som motståndare med 0 poäng</translation>
    </message>
    <message>
        <source>direct encounter</source>
        <translation>inbördes möte</translation>
    </message>
    <message>
        <source>direct encounters, average</source>
        <translation>inbördes möten, medelvärde</translation>
    </message>
    <message>
        <source>cumulative score</source>
        <translation>ackumulerad poäng</translation>
    </message>
    <message>
        <source>unrated opponent, no rating given</source>
        <translation>motståndare utan rating, ingen rating satt</translation>
    </message>
    <message>
        <source>rating given to unrated players</source>
        <translation>rating för spelare utan rating</translation>
    </message>
    <message>
        <source>rating given to a bye</source>
        <translation>rating för frirond</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Ratingförändring</translation>
    </message>
    <message>
        <source>FIDE rating change under B.02: sum of K x (score - PD) over the games against rated opponents (information only)</source>
        <translation>FIDE-ratingförändring enligt B.02: summan av K x (poäng - PD) över partierna mot motståndare med rating (endast information)</translation>
    </message>
    <message>
        <source>Pairings, round {round} of {rounds}</source>
        <translation>Lottning, rond {round} av {rounds}</translation>
    </message>
    <message>
        <source>Players in alphabetical order, round {round}</source>
        <translation>Spelare i bokstavsordning, rond {round}</translation>
    </message>
    <message>
        <source>Result slips, round {round}</source>
        <translation>Resultatlappar, rond {round}</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Vit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Svart</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Färg</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Frirond</translation>
    </message>
    <message>
        <source>Pairing-allocated bye</source>
        <translation>Frirond</translation>
    </message>
    <message>
        <source>Half-point bye</source>
        <translation>Halvpoängsbye</translation>
    </message>
    <message>
        <source>Full-point bye</source>
        <translation>Helpoängsbye</translation>
    </message>
    <message>
        <source>Absent</source>
        <translation>Frånvarande</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Underskrift</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Rond {round}</translation>
    </message>
    <message>
        <source>Team final standings</source>
        <translation>Slutställning för lag</translation>
    </message>
    <message>
        <source>Team crosstable</source>
        <translation>Lagkorstabell</translation>
    </message>
    <message>
        <source>Board results</source>
        <translation>Bordsresultat</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>GP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>R{0}</source>
        <translation>R{0}</translation>
    </message>
    <message>
        <source>Board {0}</source>
        <translation>Bord {0}</translation>
    </message>
    <message>
        <source>Reserves</source>
        <translation>Reserver</translation>
    </message>
    <message>
        <source>Pl.</source>
        <translation>Plac.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partier</translation>
    </message>
    <message>
        <source>Pts.</source>
        <translation>P.</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>fri</translation>
    </message>
    <message>
        <source>Team pairings, round {0}</source>
        <translation>Lottning för lag, rond {0}</translation>
    </message>
    <message>
        <source>Match slips, round {0}</source>
        <translation>Matchprotokoll, rond {0}</translation>
    </message>
    <message>
        <source>Captains&apos; signatures</source>
        <translation>Lagkaptenernas underskrifter</translation>
    </message>
    <message>
        <source>Each round: the opponent team&apos;s number, then the match points and the game points scored against it.</source>
        <translation>Varje rond: motståndarlagets nummer, sedan matchpoängen och partipoängen mot det.</translation>
    </message>
</context>
<context>
    <name>ReportActions</name>
    <message>
        <source>&amp;Print…</source>
        <translation>Skriv &amp;ut…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>&amp;Förhandsgranska utskrift…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Exportera P&amp;DF…</translation>
    </message>
    <message>
        <source>Export E&amp;xcel…</source>
        <translation>Exportera E&amp;xcel…</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>Exportera &amp;HTML…</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportera PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export Excel</source>
        <translation>Exportera Excel</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel-arbetsbok (*.xlsx)</translation>
    </message>
    <message>
        <source>Export HTML</source>
        <translation>Exportera HTML</translation>
    </message>
    <message>
        <source>Web page (*.html *.htm)</source>
        <translation>Webbsida (*.html *.htm)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Exporten misslyckades</translation>
    </message>
    <message>
        <source>Could not write {path}:
{error}</source>
        <translation>Kunde inte skriva {path}:
{error}</translation>
    </message>
    <message>
        <source>Written {path}</source>
        <translation>Skrev {path}</translation>
    </message>
</context>
<context>
    <name>ResultPalette</name>
    <message>
        <source>Win</source>
        <translation>Vinst</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remi</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Förlust</translation>
    </message>
    <message>
        <source>Forfeit win</source>
        <translation>W.o.-vinst</translation>
    </message>
    <message>
        <source>Forfeit loss</source>
        <translation>W.o.-förlust</translation>
    </message>
    <message>
        <source>Double forfeit</source>
        <translation>Dubbel w.o.</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Ej inlagt</translation>
    </message>
    <message>
        <source>Pairing bye</source>
        <translation>Frirond</translation>
    </message>
    <message>
        <source>Full-point bye</source>
        <translation>Frirond 1</translation>
    </message>
    <message>
        <source>Half-point bye</source>
        <translation>Frirond ½</translation>
    </message>
    <message>
        <source>Zero-point bye</source>
        <translation>Frirond 0</translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation>Utgått</translation>
    </message>
    <message>
        <source>Postponed</source>
        <translation>Uppskjutet</translation>
    </message>
    <message>
        <source>{label}: enter “{symbol}” in the selected cells ({key})</source>
        <translation>{label}: skriv ”{symbol}” i de markerade cellerna ({key})</translation>
    </message>
</context>
<context>
    <name>RoundView</name>
    <message>
        <source>Player {player} is not paired.</source>
        <translation>Spelare {player} är inte lottad.</translation>
    </message>
    <message>
        <source>Player {player} is paired twice.</source>
        <translation>Spelare {player} är lottad två gånger.</translation>
    </message>
    <message>
        <source>Player {player} is excused or withdrawn, yet paired.</source>
        <translation>Spelare {player} är ledig eller har dragit sig ur men är ändå lottad.</translation>
    </message>
    <message>
        <source>Pairing-allocated bye to {player} not needed (even number).</source>
        <translation>Frirond till {player} behövs inte (jämnt antal).</translation>
    </message>
    <message>
        <source>Player {player} already had a bye or a win without playing (round {detail}).</source>
        <translation>Spelare {player} har redan haft frirond eller vunnit utan spel (rond {detail}).</translation>
    </message>
    <message>
        <source>Players {player} and {opponent} already met (round {detail}).</source>
        <translation>Spelarna {player} och {opponent} har redan mötts (rond {detail}).</translation>
    </message>
    <message>
        <source>Players {player} and {opponent} meet again after a forfeit.</source>
        <translation>Spelarna {player} och {opponent} möts igen efter en walkover.</translation>
    </message>
    <message>
        <source>Player {player}: colour difference {detail}.</source>
        <translation>Spelare {player}: färgdifferens {detail}.</translation>
    </message>
    <message>
        <source>Player {player}: the same colour three times in a row.</source>
        <translation>Spelare {player}: samma färg tre gånger i rad.</translation>
    </message>
    <message>
        <source>Player {player}: colour rule not kept (topscorer, last round).</source>
        <translation>Spelare {player}: färgregeln hålls inte (toppspelare, sista ronden).</translation>
    </message>
    <message>
        <source>Players {player} and {opponent} must not meet (prohibited pair).</source>
        <translation>Spelarna {player} och {opponent} får inte mötas (förbjudet par).</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Vit</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Svart</translation>
    </message>
    <message>
        <source>{0}  (no such player)</source>
        <translation>{0}  (ingen sådan spelare)</translation>
    </message>
    <message>
        <source>{0} forfeit</source>
        <translation>{0} w.o.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Pair next round</source>
        <translation>Lotta nästa rond</translation>
    </message>
    <message>
        <source>Unpair last round</source>
        <translation>Ta bort lottningen av sista ronden</translation>
    </message>
    <message>
        <source>Print pairings…</source>
        <translation>Skriv ut lottningen …</translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation>Byt färger</translation>
    </message>
    <message>
        <source>Swap the colours of the selected board</source>
        <translation>Byt färger på valt bord</translation>
    </message>
    <message>
        <source>Click a finding to show its board</source>
        <translation>Klicka på en anmärkning för att visa dess bord</translation>
    </message>
    <message>
        <source>Exchange players</source>
        <translation>Byt spelare</translation>
    </message>
    <message>
        <source>Exchange the black players of the two selected boards</source>
        <translation>Byt de svarta spelarna på de två valda borden</translation>
    </message>
    <message>
        <source>withdrawn after round {0}</source>
        <translation>utgått efter rond {0}</translation>
    </message>
    <message>
        <source>Not paired in round {0}: {1}</source>
        <translation>Lottas inte i rond {0}: {1}</translation>
    </message>
    <message>
        <source>No engine implements the pairing text in force on {0} (before 1 July 2017): the FIDE (Dutch) text of 2017 pairs this event.</source>
        <translation>Inget program implementerar lottningsreglerna som gällde {0} (före 1 juli 2017): FIDE:s (holländska) regler från 2017 lottar turneringen.</translation>
    </message>
    <message>
        <source>{0} {1}: {2}</source>
        <translation>{0} {1}: {2}</translation>
    </message>
    <message>
        <source>Byes and absences</source>
        <translation>Frironder och frånvaro</translation>
    </message>
    <message>
        <source>… and {0} more.</source>
        <translation>… och {0} till.</translation>
    </message>
    <message>
        <source>Other result…</source>
        <translation>Annat resultat…</translation>
    </message>
    <message>
        <source>Type the selected board&apos;s result, White first: also ½-0, 0-½ and 0-0</source>
        <translation>Skriv resultatet på det valda bordet, vit först: även ½-0, 0-½ och 0-0</translation>
    </message>
    <message>
        <source>Correct for the rating report…</source>
        <translation>Rätta för ratingrapporten…</translation>
    </message>
    <message>
        <source>Record the selected board&apos;s corrected result for the rating report only: the standings keep the result as played (C.04.2 4.3)</source>
        <translation>Registrera det valda bordets rättade resultat enbart för ratingrapporten: ställningen behåller resultatet som det spelades (C.04.2 4.3)</translation>
    </message>
    <message>
        <source>Other result</source>
        <translation>Annat resultat</translation>
    </message>
    <message>
        <source>Board {0}: the result, White first (e.g. ½-0)</source>
        <translation>Bord {0}: resultatet, vit först (t.ex. ½-0)</translation>
    </message>
    <message>
        <source>Not a board result: {0}</source>
        <translation>Inte ett resultat: {0}</translation>
    </message>
    <message>
        <source>Result on board {0}</source>
        <translation>Resultat på bord {0}</translation>
    </message>
    <message>
        <source>Correct for the rating report</source>
        <translation>Rätta för ratingrapporten</translation>
    </message>
    <message>
        <source>Why is the result corrected?</source>
        <translation>Varför rättas resultatet?</translation>
    </message>
    <message>
        <source>Correction for the rating report, board {0}</source>
        <translation>Rättelse för ratingrapporten, bord {0}</translation>
    </message>
    <message>
        <source>All rounds are paired.</source>
        <translation>Alla ronder är lottade.</translation>
    </message>
    <message>
        <source>Round {0} has games without a result.</source>
        <translation>Rond {0} har partier utan resultat.</translation>
    </message>
    <message>
        <source>Pair round {0}</source>
        <translation>Lotta rond {0}</translation>
    </message>
    <message>
        <source>Pairing…</source>
        <translation>Lottar …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Change pairing</source>
        <translation>Ändra lottning</translation>
    </message>
    <message>
        <source>Board {0} has a result. Change the pairing and drop the result?</source>
        <translation>Bord {0} har ett resultat. Ändra lottningen och ta bort resultatet?</translation>
    </message>
    <message>
        <source>Swap colours in round {0}</source>
        <translation>Byt färger i rond {0}</translation>
    </message>
    <message>
        <source>Exchange players in round {0}</source>
        <translation>Byt spelare i rond {0}</translation>
    </message>
    <message>
        <source>Unpair round {0}</source>
        <translation>Ta bort lottningen av rond {0}</translation>
    </message>
    <message>
        <source>Team {player} is not paired.</source>
        <translation>Lag {player} är inte lottat.</translation>
    </message>
    <message>
        <source>Team {player} is paired twice.</source>
        <translation>Lag {player} är lottat två gånger.</translation>
    </message>
    <message>
        <source>Team {player} has a bye or withdrew, yet is paired.</source>
        <translation>Lag {player} har frirond eller har dragit sig ur, men är ändå lottat.</translation>
    </message>
    <message>
        <source>Pairing-allocated bye to team {player} not needed (even number).</source>
        <translation>Lottningsfrirond till lag {player} behövs inte (jämnt antal).</translation>
    </message>
    <message>
        <source>Team {player} already had the pairing-allocated bye (round {detail}).</source>
        <translation>Lag {player} har redan haft lottningsfrirond (rond {detail}).</translation>
    </message>
    <message>
        <source>Teams {player} and {opponent} already met (round {detail}).</source>
        <translation>Lagen {player} och {opponent} har redan mötts (rond {detail}).</translation>
    </message>
    <message>
        <source>Teams {player} and {opponent} meet again after a forfeited match.</source>
        <translation>Lagen {player} och {opponent} möts igen efter en walkovermatch.</translation>
    </message>
    <message>
        <source>Teams without a match: {0}</source>
        <translation>Lag utan match: {0}</translation>
    </message>
</context>
<context>
    <name>SquareModel</name>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>white</source>
        <translation>vit</translation>
    </message>
    <message>
        <source>black</source>
        <translation>svart</translation>
    </message>
    <message>
        <source>colour unknown</source>
        <translation>färg okänd</translation>
    </message>
    <message>
        <source>Round {0}: {1} with {2}</source>
        <translation>Rond {0}: {1} med {2}</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Rk.</source>
        <translation>Plac.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>{0} (info)</source>
        <translation>{0} (info)</translation>
    </message>
    <message>
        <source>Rank (shared places shown as 3-4)</source>
        <translation>Placering (delade placeringar visas som 3-4)</translation>
    </message>
    <message>
        <source>Start number</source>
        <translation>Startnummer</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>For information, not used for ranking</source>
        <translation>För information, används inte för placeringen</translation>
    </message>
    <message>
        <source>{0} (wd)</source>
        <translation>{0} (utg.)</translation>
    </message>
    <message>
        <source>Withdrawn after round {0}</source>
        <translation>Utgick efter rond {0}</translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation>Utgått</translation>
    </message>
    <message>
        <source>Places {0} to {1} shared: the tie-breaks do not separate them</source>
        <translation>Placering {0} till {1} delad: särskiljningen skiljer dem inte åt</translation>
    </message>
</context>
<context>
    <name>TeamCrosstable</name>
    <message>
        <source>Team crosstable</source>
        <translation>Lagkorstabell</translation>
    </message>
    <message>
        <source>Export team lists…</source>
        <translation>Exportera laglistor…</translation>
    </message>
    <message>
        <source>Teams and lineups…</source>
        <translation>Lag och laguppställningar…</translation>
    </message>
    <message>
        <source>Print team lists…</source>
        <translation>Skriv ut laglistor…</translation>
    </message>
    <message>
        <source>Teams and lineups</source>
        <translation>Lag och laguppställningar</translation>
    </message>
    <message>
        <source>Export team lists</source>
        <translation>Exportera laglistor</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;HTML (*.html);;Excel (*.xlsx);;CSV (*.csv)</source>
        <translation>PDF (*.pdf);;HTML (*.html);;Excel (*.xlsx);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>unknown format {0}</source>
        <translation>okänt format {0}</translation>
    </message>
    <message>
        <source>Not written: {0}</source>
        <translation>Inte skrivet: {0}</translation>
    </message>
    <message>
        <source>Board results</source>
        <translation>Bordsresultat</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
</context>
<context>
    <name>TeamLineups</name>
    <message>
        <source>Teams and lineups</source>
        <translation>Lag och laguppställningar</translation>
    </message>
    <message>
        <source>Add team</source>
        <translation>Lägg till lag</translation>
    </message>
    <message>
        <source>Remove team</source>
        <translation>Ta bort lag</translation>
    </message>
    <message>
        <source>start numbers in board order</source>
        <translation>startnummer i bordsordning</translation>
    </message>
    <message>
        <source>not withdrawn</source>
        <translation>inte utgått</translation>
    </message>
    <message>
        <source>board order (no lineup)</source>
        <translation>bordsordning (ingen uppställning)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Short name</source>
        <translation>Kortnamn</translation>
    </message>
    <message>
        <source>Federation or club</source>
        <translation>Förbund eller klubb</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Lagkapten</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Withdrawn after round</source>
        <translation>Utgått efter rond</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Lineup</source>
        <translation>Uppställning</translation>
    </message>
    <message>
        <source>Not a start number: {0}</source>
        <translation>Inte ett startnummer: {0}</translation>
    </message>
    <message>
        <source>Team {0}</source>
        <translation>Lag {0}</translation>
    </message>
</context>
<context>
    <name>TeamMatch</name>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Motståndare</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Pairing list and match slips…</source>
        <translation>Lottning och matchprotokoll…</translation>
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
        <translation>Lottning och matchprotokoll</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;HTML (*.html)</source>
        <translation>PDF (*.pdf);;HTML (*.html)</translation>
    </message>
    <message>
        <source>Not written: {0}</source>
        <translation>Inte skrivet: {0}</translation>
    </message>
    <message>
        <source>Result on board {0}</source>
        <translation>Resultat på bord {0}</translation>
    </message>
</context>
<context>
    <name>TeamSettings</name>
    <message>
        <source>Individual</source>
        <translation>Individuell</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>boards a match</source>
        <translation>bord per match</translation>
    </message>
    <message>
        <source>a draw&apos;s</source>
        <translation>som remi</translation>
    </message>
    <message>
        <source>e.g. MPvGP, EDE, EMGSB</source>
        <translation>t.ex. MPvGP, EDE, EMGSB</translation>
    </message>
    <message>
        <source>win</source>
        <translation>vinst</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remi</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>förlust</translation>
    </message>
    <message>
        <source>bye MP</source>
        <translation>fri MP</translation>
    </message>
    <message>
        <source>bye GP</source>
        <translation>fri PP</translation>
    </message>
    <message>
        <source>Match points for win, draw, loss and a team bye are numbers.</source>
        <translation>Matchpoängen för vinst, remi, förlust och lagets frirond är tal.</translation>
    </message>
    <message>
        <source>Team tie-breaks: {0}</source>
        <translation>Lagets särskiljning: {0}</translation>
    </message>
</context>
<context>
    <name>TeamStandings</name>
    <message>
        <source>Rk</source>
        <translation>Pl</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>GP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Placering</translation>
    </message>
    <message>
        <source>Team pairing number</source>
        <translation>Lagets lottningsnummer</translation>
    </message>
    <message>
        <source>Match points (C.07 Art. 11)</source>
        <translation>Matchpoäng (C.07 art. 11)</translation>
    </message>
    <message>
        <source>Game points (C.07 Art. 11)</source>
        <translation>Partipoäng (C.07 art. 11)</translation>
    </message>
    <message>
        <source>Round {0}: {1}</source>
        <translation>Rond {0}: {1}</translation>
    </message>
    <message>
        <source>team {0}</source>
        <translation>lag {0}</translation>
    </message>
    <message>
        <source>own score (unplayed round)</source>
        <translation>egen poäng (ospelad rond)</translation>
    </message>
    <message>
        <source>Round {0}, {1}: {2}</source>
        <translation>Rond {0}, {1}: {2}</translation>
    </message>
    <message>
        <source>(cut)</source>
        <translation>(struken)</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>Lagställning</translation>
    </message>
    <message>
        <source>Team tie-breaks: {0}</source>
        <translation>Lagets särskiljning: {0}</translation>
    </message>
    <message>
        <source>{0} teams, ranked by {1}</source>
        <translation>{0} lag, rangordnade efter {1}</translation>
    </message>
</context>
<context>
    <name>TiebreakDialog</name>
    <message>
        <source>Tie-break settings</source>
        <translation>Särskiljning</translation>
    </message>
    <message>
        <source>&amp;Save as preset…</source>
        <translation>&amp;Spara som förval…</translation>
    </message>
    <message>
        <source>De&amp;lete preset</source>
        <translation>Ra&amp;dera förval</translation>
    </message>
    <message>
        <source>Left out until finished</source>
        <translation>Utelämnas tills de är färdigspelade</translation>
    </message>
    <message>
        <source>Counted as draws</source>
        <translation>Räknas som remi</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>ej angivet</translation>
    </message>
    <message>
        <source>Rating given to unrated players in rating tie-breaks (C.07 Art. 10)</source>
        <translation>Rating för spelare utan rating i ratingbaserad särskiljning (C.07 art. 10)</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Förval:</translation>
    </message>
    <message>
        <source>Unfinished &amp;games (preliminary lists):</source>
        <translation>Oavslutade &amp;partier (preliminära listor):</translation>
    </message>
    <message>
        <source>&amp;Add ↓</source>
        <translation>&amp;Lägg till ↓</translation>
    </message>
    <message>
        <source>Add the criterion to the end of the ranking list</source>
        <translation>Lägg till kriteriet sist i rangordningen</translation>
    </message>
    <message>
        <source>&amp;Remove ↑</source>
        <translation>Ta &amp;bort ↑</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Flytta &amp;upp</translation>
    </message>
    <message>
        <source>Move up (Ctrl+Up)</source>
        <translation>Flytta upp (Ctrl+Upp)</translation>
    </message>
    <message>
        <source>Move down (Ctrl+Down)</source>
        <translation>Flytta ned (Ctrl+Ned)</translation>
    </message>
    <message>
        <source>A&amp;vailable criteria:</source>
        <translation>Tillgängliga &amp;kriterier:</translation>
    </message>
    <message>
        <source>Ran&amp;king: points, then</source>
        <translation>&amp;Rangordning: poäng, sedan</translation>
    </message>
    <message>
        <source>Options of the selected criterion</source>
        <translation>Alternativ för det valda kriteriet</translation>
    </message>
    <message>
        <source>none</source>
        <translation>inga</translation>
    </message>
    <message>
        <source>Cut-n: the n lowest values are removed (C.07 14.1)</source>
        <translation>Cut-n: de n lägsta värdena stryks (C.07 14.1)</translation>
    </message>
    <message>
        <source>Median-n: the n lowest and the n highest values are removed (C.07 14.3)</source>
        <translation>Median-n: de n lägsta och de n högsta värdena stryks (C.07 14.3)</translation>
    </message>
    <message>
        <source>move the 50 % threshold by</source>
        <translation>flytta 50 %-gränsen med</translation>
    </message>
    <message>
        <source> half points</source>
        <translation> halva poäng</translation>
    </message>
    <message>
        <source>Koya limit modifier (C.07 14.5)</source>
        <translation>Koya-gräns (C.07 14.5)</translation>
    </message>
    <message>
        <source>Forfeits count as played games (/P)</source>
        <translation>W.o. räknas som spelade partier (/P)</translation>
    </message>
    <message>
        <source>Use the opponents&apos; Fore Buchholz (/F)</source>
        <translation>Använd motståndarnas Fore-Buchholz (/F)</translation>
    </message>
    <message>
        <source>Reverse the order (/R)</source>
        <translation>Omvänd ordning (/R)</translation>
    </message>
    <message>
        <source>unrated players rated</source>
        <translation>spelare utan rating får</translation>
    </message>
    <message>
        <source>The FIDE descriptor (C.07, TRF-26 record 202); edit and press Enter</source>
        <translation>FIDE-koden (C.07, TRF-26 post 202); redigera och tryck Enter</translation>
    </message>
    <message>
        <source>&amp;Cut lowest:</source>
        <translation>&amp;Stryk lägsta:</translation>
    </message>
    <message>
        <source>&amp;Median:</source>
        <translation>&amp;Median:</translation>
    </message>
    <message>
        <source>Rul&amp;es:</source>
        <translation>R&amp;egler:</translation>
    </message>
    <message>
        <source>Rating of u&amp;nrated players:</source>
        <translation>Rating för spelare &amp;utan rating:</translation>
    </message>
    <message>
        <source>Move d&amp;own</source>
        <translation>Flytta &amp;ned</translation>
    </message>
    <message>
        <source>Previe&amp;w with this list:</source>
        <translation>Förhands&amp;visning med denna lista:</translation>
    </message>
    <message>
        <source>Koya lim&amp;it:</source>
        <translation>Koya-&amp;gräns:</translation>
    </message>
    <message>
        <source>Ra&amp;ting:</source>
        <translation>Ra&amp;ting:</translation>
    </message>
    <message>
        <source>&amp;Descriptor:</source>
        <translation>FIDE-&amp;kod:</translation>
    </message>
    <message>
        <source>By start date (now {0})</source>
        <translation>Efter startdatum (nu {0})</translation>
    </message>
    <message>
        <source>Custom list</source>
        <translation>Egen lista</translation>
    </message>
    <message>
        <source>{0} (own)</source>
        <translation>{0} (egen)</translation>
    </message>
    <message>
        <source>Preset not used: {0}</source>
        <translation>Förvalet används inte: {0}</translation>
    </message>
    <message>
        <source>Save as preset</source>
        <translation>Spara som förval</translation>
    </message>
    <message>
        <source>Name of the preset:</source>
        <translation>Förvalets namn:</translation>
    </message>
    <message>
        <source>Preset “{0}” saved.</source>
        <translation>Förvalet ”{0}” har sparats.</translation>
    </message>
    <message>
        <source>Applies: {0}, from the event&apos;s start date {1}.</source>
        <translation>Gäller: {0}, efter turneringens startdatum {1}.</translation>
    </message>
    <message>
        <source>Applies: {0}, the edition in force (no start date).</source>
        <translation>Gäller: {0}, den utgåva som gäller nu (inget startdatum).</translation>
    </message>
    <message>
        <source>Applies: {0}, as chosen under Rules.</source>
        <translation>Gäller: {0}, som valt under Regler.</translation>
    </message>
    <message>
        <source>The preset was written for {0}; its list is used with the rules that apply.</source>
        <translation>Förvalet skrevs för {0}; dess lista används med de regler som gäller.</translation>
    </message>
    <message>
        <source>Round {0} is already paired: the list is published before the start (C.07 4.1.1).</source>
        <translation>Rond {0} är redan lottad: listan ska offentliggöras före start (C.07 4.1.1).</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Förval</translation>
    </message>
    <message>
        <source>Rules: {0}</source>
        <translation>Regler: {0}</translation>
    </message>
    <message>
        <source>{0} players change place</source>
        <translation>{0} spelare byter placering</translation>
    </message>
    <message>
        <source>1 player changes place</source>
        <translation>1 spelare byter placering</translation>
    </message>
    <message>
        <source>List not used: {0}</source>
        <translation>Listan används inte: {0}</translation>
    </message>
    <message>
        <source>Options of {0}</source>
        <translation>Alternativ för {0}</translation>
    </message>
    <message>
        <source>Tie-breaks: {0}</source>
        <translation>Särskiljning: {0}</translation>
    </message>
</context>
<context>
    <name>TiebreakText</name>
    <message>
        <source>Direct encounter</source>
        <translation>Inbördes resultat</translation>
    </message>
    <message>
        <source>Results among the tied players</source>
        <translation>Resultaten mellan de spelare som står lika</translation>
    </message>
    <message>
        <source>Number of wins</source>
        <translation>Flest vinstpartier</translation>
    </message>
    <message>
        <source>Rounds with a win&apos;s points, played or not</source>
        <translation>Ronder med vinstpoäng, spelade eller inte (w.o. och frirond inräknade)</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Vunna partier vid brädet</translation>
    </message>
    <message>
        <source>Games won over the board</source>
        <translation>Vunna spelade partier</translation>
    </message>
    <message>
        <source>Games with Black</source>
        <translation>Flest svartpartier</translation>
    </message>
    <message>
        <source>Games played over the board with Black</source>
        <translation>Spelade partier med svart (ospelade räknas inte)</translation>
    </message>
    <message>
        <source>Wins with Black</source>
        <translation>Vinster med svart</translation>
    </message>
    <message>
        <source>Games won over the board with Black</source>
        <translation>Vunna spelade partier med svart</translation>
    </message>
    <message>
        <source>Progressive score</source>
        <translation>Progressiv poäng</translation>
    </message>
    <message>
        <source>Sum of the running score after each round</source>
        <translation>Summan av poängen efter varje rond</translation>
    </message>
    <message>
        <source>Rounds elected to play</source>
        <translation>Ronder valda att spela</translation>
    </message>
    <message>
        <source>Rounds minus requested byes and forfeit losses</source>
        <translation>Ronder minus begärda frironder och w.o.-förluster</translation>
    </message>
    <message>
        <source>Standard points</source>
        <translation>Standardpoäng</translation>
    </message>
    <message>
        <source>Wins 1, draws ½, whatever the scoring</source>
        <translation>Vinst 1, remi ½, oavsett poängberäkning</translation>
    </message>
    <message>
        <source>Pairing number</source>
        <translation>Startnummer</translation>
    </message>
    <message>
        <source>Lowest tournament pairing number first</source>
        <translation>Lägsta startnummer först</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Sum of the opponents&apos; scores</source>
        <translation>Summan av motståndarnas slutpoäng</translation>
    </message>
    <message>
        <source>Average of opponents&apos; Buchholz</source>
        <translation>Motståndarnas genomsnittliga Buchholz</translation>
    </message>
    <message>
        <source>Average Buchholz of the opponents played</source>
        <translation>Genomsnittlig Buchholz för de mötta motståndarna</translation>
    </message>
    <message>
        <source>Fore Buchholz</source>
        <translation>Fore-Buchholz</translation>
    </message>
    <message>
        <source>Buchholz with the last round&apos;s games counted as draws</source>
        <translation>Buchholz med sista rondens partier räknade som remi</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Opponents&apos; scores times the points scored against them</source>
        <translation>Motståndarnas poäng gånger poängen mot dem</translation>
    </message>
    <message>
        <source>Koya</source>
        <translation>Koya</translation>
    </message>
    <message>
        <source>Points against opponents with at least 50 %</source>
        <translation>Poäng mot motståndare med minst 50 %</translation>
    </message>
    <message>
        <source>Average rating of opponents</source>
        <translation>Motståndarnas genomsnittliga rating</translation>
    </message>
    <message>
        <source>Average rating of the opponents played</source>
        <translation>Genomsnittlig rating för de mötta motståndarna</translation>
    </message>
    <message>
        <source>Performance rating</source>
        <translation>Prestationsrating</translation>
    </message>
    <message>
        <source>Average opponent rating plus the score&apos;s rating difference</source>
        <translation>Motståndarnas medelrating plus poängens ratingdifferens</translation>
    </message>
    <message>
        <source>Perfect performance</source>
        <translation>Perfekt prestation</translation>
    </message>
    <message>
        <source>Lowest rating expected to make the score</source>
        <translation>Lägsta rating som förväntas ge poängen</translation>
    </message>
    <message>
        <source>Opponents&apos; average performance</source>
        <translation>Motståndarnas genomsnittliga prestation</translation>
    </message>
    <message>
        <source>Average of the opponents&apos; performance ratings</source>
        <translation>Genomsnittet av motståndarnas prestationsrating</translation>
    </message>
    <message>
        <source>Opponents&apos; average perfect performance</source>
        <translation>Motståndarnas genomsnittliga perfekta prestation</translation>
    </message>
    <message>
        <source>Average of the opponents&apos; perfect performances</source>
        <translation>Genomsnittet av motståndarnas perfekta prestationer</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Highest rating first</source>
        <translation>Högsta rating först</translation>
    </message>
    <message>
        <source>Drawing of lots</source>
        <translation>Lottning</translation>
    </message>
    <message>
        <source>Seeded: the same draw every time</source>
        <translation>Fastlagd: samma lottning varje gång</translation>
    </message>
    <message>
        <source>Direct encounter (all met)</source>
        <translation>Inbördes resultat (alla har mötts)</translation>
    </message>
    <message>
        <source>Only if all the tied players have met (SSF)</source>
        <translation>Bara om alla inblandade spelare har mött varandra (SSF)</translation>
    </message>
    <message>
        <source>Layered Buchholz</source>
        <translation>Skiktad Buchholz</translation>
    </message>
    <message>
        <source>DrawBoss: all opponents, then the best R−1, … in turn</source>
        <translation>DrawBoss: alla motståndare, sedan de R−1 bästa, … i tur och ordning</translation>
    </message>
    <message>
        <source>DrawBoss median Buchholz</source>
        <translation>DrawBoss median-Buchholz</translation>
    </message>
    <message>
        <source>DrawBoss: highest and lowest opponent dropped</source>
        <translation>DrawBoss: högsta och lägsta motståndaren stryks</translation>
    </message>
    <message>
        <source>Rating correction</source>
        <translation>Ratingkorrektion</translation>
    </message>
    <message>
        <source>DrawBoss: sum of the opponents&apos; ratings, a bye rated 500</source>
        <translation>DrawBoss: summan av motståndarnas rating, frirond med rating 500</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>The primary score</source>
        <translation>Poängsumman</translation>
    </message>
    <message>
        <source>not in round robins under the 2026 rules</source>
        <translation>inte i bergerturneringar enligt 2026 års regler</translation>
    </message>
    <message>
        <source>meant for round robins</source>
        <translation>avsett för bergerturneringar</translation>
    </message>
    <message>
        <source>this event has no colours</source>
        <translation>denna turnering har inga färger</translation>
    </message>
    <message>
        <source>unrated players and no rating set for them</source>
        <translation>spelare utan rating och ingen rating angiven för dem</translation>
    </message>
    <message>
        <source>points always come first</source>
        <translation>poängen kommer alltid först</translation>
    </message>
    <message>
        <source>never used: the entry before it leaves no tie</source>
        <translation>används aldrig: kriteriet före lämnar inga lika</translation>
    </message>
    <message>
        <source>already in the list</source>
        <translation>finns redan i listan</translation>
    </message>
    <message>
        <source>not a valid tie-break</source>
        <translation>ingen giltig särskiljning</translation>
    </message>
    <message>
        <source>FIDE C.07 (March 2026)</source>
        <translation>FIDE C.07 (mars 2026)</translation>
    </message>
    <message>
        <source>FIDE C.07 March 2026: adjusted scores, capped dummy, VUR cut exception</source>
        <translation>FIDE C.07 mars 2026: justerade poäng, begränsad fiktiv motståndare, undantag vid strykning för frivilligt ospelade ronder</translation>
    </message>
    <message>
        <source>FIDE C.07 (2023/2024)</source>
        <translation>FIDE C.07 (2023/2024)</translation>
    </message>
    <message>
        <source>FIDE C.07 2023/2024: adjusted scores, uncapped dummy, VUR cut exception</source>
        <translation>FIDE C.07 2023/2024: justerade poäng, obegränsad fiktiv motståndare, undantag vid strykning för frivilligt ospelade ronder</translation>
    </message>
    <message>
        <source>FIDE legacy: virtual opponent (2009–2023)</source>
        <translation>FIDE, äldre regler: fiktiv motståndare (2009–2023)</translation>
    </message>
    <message>
        <source>FIDE legacy (2009-2023): opponents&apos; unplayed games as draws, virtual opponent</source>
        <translation>FIDE äldre regler (2009–2023): motståndarnas ospelade partier som remi, fiktiv motståndare</translation>
    </message>
    <message>
        <source>Sweden: SSF member system</source>
        <translation>Sverige: SSF:s medlemssystem</translation>
    </message>
    <message>
        <source>SSF member system (Sweden, before 2023-09): adjusted opponents, virtual opponent, SSF Cut-1 (step 6 on)</source>
        <translation>SSF:s medlemssystem (Sverige, före 2023-09): justerade motståndare, fiktiv motståndare, SSF:s strykning av lägsta (steg 6 på)</translation>
    </message>
    <message>
        <source>Sweden: SSF, step 6 off</source>
        <translation>Sverige: SSF, steg 6 avstängt</translation>
    </message>
    <message>
        <source>SSF member system with step 6 off (an opponent&apos;s bye win counts as a win)</source>
        <translation>SSF:s medlemssystem med steg 6 av (en motståndares frirondsvinst räknas som vinst)</translation>
    </message>
    <message>
        <source>Denmark: DrawBoss (backgammon)</source>
        <translation>Danmark: DrawBoss (backgammon)</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion (Denmark): plain opponent scores, a bye is worth 0</source>
        <translation>DrawBoss Korrektion (Danmark): motståndarnas poäng som de är, en frirond är värd 0</translation>
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
        <translation>gräns {0:+d} halva poäng</translation>
    </message>
    <message>
        <source>Fore</source>
        <translation>Fore</translation>
    </message>
    <message>
        <source>forfeits as played</source>
        <translation>w.o. som spelade</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>omvänd</translation>
    </message>
    <message>
        <source>unrated = {0}</source>
        <translation>utan rating = {0}</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Ratingförändring</translation>
    </message>
    <message>
        <source>FIDE rating change (B.02), for information after the list</source>
        <translation>FIDE-ratingförändring (B.02), som information efter listan</translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message>
        <source>Tournament settings</source>
        <translation>Turneringsinställningar</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnering</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>One deputy arbiter per line</source>
        <translation>En biträdande domare per rad</translation>
    </message>
    <message>
        <source>e.g. 90 min/40 moves + 30 min, 30 s/move</source>
        <translation>t.ex. 90 min/40 drag + 30 min, 30 s/drag</translation>
    </message>
    <message>
        <source>From the pairings</source>
        <translation>Från lottningen</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Schweizer</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Berger</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Dubbelrondig Berger</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>ej angivet</translation>
    </message>
    <message>
        <source>Played as Chess960</source>
        <translation>Spelas som Chess960</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Egen</translation>
    </message>
    <message>
        <source>win</source>
        <translation>vinst</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remi</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>förlust</translation>
    </message>
    <message>
        <source>By start date</source>
        <translation>Efter startdatum</translation>
    </message>
    <message>
        <source>e.g. BH/C1, BH, SB, DE, WIN</source>
        <translation>t.ex. BH/C1, BH, SB, DE, WIN</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Inget</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Förbund</translation>
    </message>
    <message>
        <source>Start date</source>
        <translation>Startdatum</translation>
    </message>
    <message>
        <source>End date</source>
        <translation>Slutdatum</translation>
    </message>
    <message>
        <source>Chief arbiter</source>
        <translation>Huvuddomare</translation>
    </message>
    <message>
        <source>Deputy arbiters</source>
        <translation>Biträdande domare</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Betänketid</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tävling</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>Matchpoäng</translation>
    </message>
    <message>
        <source>Team tie-breaks</source>
        <translation>Lagets särskiljning</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Tävlingsform</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Ronder</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Poängberäkning</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Förval</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation>Särskiljning</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Förb.</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE-id</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Lägg till…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Redigera…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Ta bort</translation>
    </message>
    <message>
        <source>Points for win, draw and loss are numbers such as 1, 0.5 or 1/2.</source>
        <translation>Poängen för vinst, remi och förlust är tal som 1, 0,5 eller 1/2.</translation>
    </message>
    <message>
        <source>Tie-breaks: {0}</source>
        <translation>Särskiljning: {0}</translation>
    </message>
</context>
</TS>
