<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About arbiter-app</source>
        <translation>Om arbiter-app</translation>
    </message>
    <message>
        <source>Crosstables, live standings and exact tie-breaks for chess arbiters.</source>
        <translation>Krydstabeller, løbende stilling og præcis korrektion for skakdommere.</translation>
    </message>
    <message>
        <source>Version {0}. Free software under the MIT licence, without any warranty.</source>
        <translation>Version {0}. Fri software under MIT-licensen, uden nogen garanti.</translation>
    </message>
    <message>
        <source>Uses Qt {0} and Qt for Python {1} (LGPL v3), Python {2}.</source>
        <translation>Bruger Qt {0} og Qt for Python {1} (LGPL v3), Python {2}.</translation>
    </message>
    <message>
        <source>Licences of the bundled components</source>
        <translation>Licenser for de medfølgende komponenter</translation>
    </message>
    <message>
        <source>official text</source>
        <translation>officiel tekst</translation>
    </message>
    <message>
        <source>FIDE tie-break codes and descriptors (MTB26)</source>
        <translation>FIDEs koder og beskrivelser for korrektion (MTB26)</translation>
    </message>
    <message>
        <source>FIDE tournament report file TRF-2026</source>
        <translation>FIDEs turneringsrapportfil TRF-2026</translation>
    </message>
    <message>
        <source>FIDE tournament report file TRF-16</source>
        <translation>FIDEs turneringsrapportfil TRF-16</translation>
    </message>
    <message>
        <source>Rules implemented</source>
        <translation>Implementerede regler</translation>
    </message>
</context>
<context>
    <name>CompareRulesDialog</name>
    <message>
        <source>Compare rules</source>
        <translation>Sammenlign regler</translation>
    </message>
    <message>
        <source>Select a player to see why their place changes.</source>
        <translation>Vælg en spiller for at se, hvorfor pladsen ændres.</translation>
    </message>
    <message>
        <source>&amp;Left:</source>
        <translation>&amp;Venstre:</translation>
    </message>
    <message>
        <source>&amp;Right:</source>
        <translation>&amp;Højre:</translation>
    </message>
    <message>
        <source>List:</source>
        <translation>Liste:</translation>
    </message>
    <message>
        <source>The event&apos;s rules ({0})</source>
        <translation>Turneringens regler ({0})</translation>
    </message>
    <message>
        <source>Preset: {0}</source>
        <translation>Forudindstilling: {0}</translation>
    </message>
    <message>
        <source>the event&apos;s list: {0}</source>
        <translation>turneringens liste: {0}</translation>
    </message>
    <message>
        <source>Tie-break codes separated by commas, e.g. BH/C1, BH, SB. Empty: the event&apos;s list, or the preset&apos;s.</source>
        <translation>Korrektionskoder adskilt med komma, f.eks. BH/C1, BH, SB. Tom: turneringens liste eller forudindstillingens.</translation>
    </message>
    <message>
        <source>Cannot compare: {0}</source>
        <translation>Kan ikke sammenligne: {0}</translation>
    </message>
    <message>
        <source>{rules}; list {codes}</source>
        <translation>{rules}; liste {codes}</translation>
    </message>
    <message>
        <source>Left: {0}. Right: {1}.</source>
        <translation>Venstre: {0}. Højre: {1}.</translation>
    </message>
    <message>
        <source>No place changes.</source>
        <translation>Ingen pladser ændres.</translation>
    </message>
    <message>
        <source>Players who change place: {0} (highlighted).</source>
        <translation>Spillere, der skifter plads: {0} (fremhævet).</translation>
    </message>
    <message>
        <source>{0}: place {1} on both sides.</source>
        <translation>{0}: plads {1} på begge sider.</translation>
    </message>
    <message>
        <source>{0}: place {1} on the left, {2} on the right.</source>
        <translation>{0}: plads {1} til venstre, {2} til højre.</translation>
    </message>
    <message>
        <source>{0} and {1}: the first criterion deciding them differently is {2}.</source>
        <translation>{0} og {1}: den første korrektion, der afgør dem forskelligt, er {2}.</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Venstre</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Højre</translation>
    </message>
    <message>
        <source>the list ends before it; they share a place</source>
        <translation>listen slutter før den; de deler plads</translation>
    </message>
    <message>
        <source>{0}; they share a place</source>
        <translation>{0}; de deler plads</translation>
    </message>
    <message>
        <source>{0}: {1} ahead</source>
        <translation>{0}: {1} foran</translation>
    </message>
    <message>
        <source>{0}, equal; {1} ahead on {2}</source>
        <translation>{0}, lige; {1} foran på {2}</translation>
    </message>
</context>
<context>
    <name>CompareSideModel</name>
    <message>
        <source>Rk.</source>
        <translation>Plads</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Place {0} here, {1} on the other side</source>
        <translation>Plads {0} her, {1} på den anden side</translation>
    </message>
</context>
<context>
    <name>CrosstableModel</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Forb.</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Runde {0}</translation>
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
        <translation>Forbund</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>FIDE ID {0}</source>
        <translation>FIDE-id {0}</translation>
    </message>
    <message>
        <source>Withdrew after round {0}</source>
        <translation>Trak sig efter runde {0}</translation>
    </message>
    <message>
        <source>{0}: withdrawn</source>
        <translation>{0}: trukket sig</translation>
    </message>
    <message>
        <source>white</source>
        <translation>hvid</translation>
    </message>
    <message>
        <source>black</source>
        <translation>sort</translation>
    </message>
    <message>
        <source>colour unknown</source>
        <translation>farve ukendt</translation>
    </message>
    <message>
        <source>{0}: {1} with {2} against {3} {4}</source>
        <translation>{0}: {1} med {2} mod {3} {4}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Round {0}, player {1}: {2}</source>
        <translation>Runde {0}, spiller {1}: {2}</translation>
    </message>
    <message>
        <source>cleared</source>
        <translation>ryddet</translation>
    </message>
    <message>
        <source>Not entered: {0}</source>
        <translation>Ikke indtastet: {0}</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>adjusted score (C.07 16.3)</source>
        <translation>justeret pointsum (C.07 16.3)</translation>
    </message>
    <message>
        <source>score</source>
        <translation>pointsum</translation>
    </message>
    <message>
        <source>opponent&apos;s score</source>
        <translation>modstanderens pointsum</translation>
    </message>
    <message>
        <source>forfeit counted as a game</source>
        <translation>w.o. regnet som parti</translation>
    </message>
    <message>
        <source>opponent&apos;s score; the game has no result yet</source>
        <translation>modstanderens point; partiet har endnu intet resultat</translation>
    </message>
    <message>
        <source>dummy opponent (C.07 16.4)</source>
        <translation>fiktiv modstander (C.07 16.4)</translation>
    </message>
    <message>
        <source>dummy opponent, capped (C.07 16.4)</source>
        <translation>fiktiv modstander, begrænset (C.07 16.4)</translation>
    </message>
    <message>
        <source>virtual opponent</source>
        <translation>virtuel modstander</translation>
    </message>
    <message>
        <source>direct encounters, the average of the games</source>
        <translation>indbyrdes opgør, gennemsnittet af partierne</translation>
    </message>
    <message>
        <source>opponent below the threshold</source>
        <translation>modstander under grænsen</translation>
    </message>
    <message>
        <source>opponent at or above the threshold</source>
        <translation>modstander på eller over grænsen</translation>
    </message>
    <message>
        <source>played with Black</source>
        <translation>spillet med sort</translation>
    </message>
    <message>
        <source>won with Black</source>
        <translation>vundet med sort</translation>
    </message>
    <message>
        <source>won over the board</source>
        <translation>vundet ved brættet</translation>
    </message>
    <message>
        <source>not played over the board</source>
        <translation>ikke spillet ved brættet</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>ikke parret</translation>
    </message>
    <message>
        <source>opponent&apos;s Buchholz</source>
        <translation>modstanderens Buchholz</translation>
    </message>
    <message>
        <source>opponent&apos;s score, last round as a draw</source>
        <translation>modstanderens pointsum, sidste runde som remis</translation>
    </message>
    <message>
        <source>unrated opponent, no rating given to the unrated</source>
        <translation>modstander uden rating, ingen rating givet til spillere uden rating</translation>
    </message>
    <message>
        <source>rating given to a bye</source>
        <translation>rating givet for BYE</translation>
    </message>
    <message>
        <source>bye as an opponent with 0 points</source>
        <translation>BYE som modstander med 0 point</translation>
    </message>
    <message>
        <source>round the player chose to play</source>
        <translation>runde spilleren valgte at spille</translation>
    </message>
    <message>
        <source>opponent&apos;s perfect tournament performance</source>
        <translation>modstanderens perfekte turneringspræstation</translation>
    </message>
    <message>
        <source>opponent&apos;s tournament performance rating</source>
        <translation>modstanderens præstationsrating</translation>
    </message>
    <message>
        <source>after the player&apos;s own withdrawal</source>
        <translation>efter spillerens egen udtræden</translation>
    </message>
    <message>
        <source>points</source>
        <translation>point</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>rating</translation>
    </message>
    <message>
        <source>scheduled opponent</source>
        <translation>planlagt modstander</translation>
    </message>
    <message>
        <source>standard points</source>
        <translation>standardpoint</translation>
    </message>
    <message>
        <source>rating given to unrated players</source>
        <translation>rating givet til spillere uden rating</translation>
    </message>
    <message>
        <source>win</source>
        <translation>sejr</translation>
    </message>
    <message>
        <source>own score</source>
        <translation>egen pointsum</translation>
    </message>
    <message>
        <source>adjusted score</source>
        <translation>justeret pointsum</translation>
    </message>
    <message>
        <source>cap: opponent&apos;s adjusted score</source>
        <translation>grænse: modstanderens justerede pointsum</translation>
    </message>
    <message>
        <source>cap: draw points × rounds</source>
        <translation>grænse: remispoint × runder</translation>
    </message>
    <message>
        <source>bye rating</source>
        <translation>rating for BYE</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remis</translation>
    </message>
    <message>
        <source>cut rule: {0}</source>
        <translation>fjernelsesregel: {0}</translation>
    </message>
    <message>
        <source>cut rule: the lowest value</source>
        <translation>fjernelsesregel: laveste værdi</translation>
    </message>
    <message>
        <source>cut rule: a voluntarily unplayed round first (C.07 16.5)</source>
        <translation>fjernelsesregel: en frivilligt uspillet runde først (C.07 16.5)</translation>
    </message>
    <message>
        <source>cut rule: an unplayed round first, whatever its value (SSF steps 12–13)</source>
        <translation>fjernelsesregel: en uspillet runde først, uanset værdi (SSF trin 12–13)</translation>
    </message>
    <message>
        <source>applies: {0}</source>
        <translation>gælder: {0}</translation>
    </message>
    <message>
        <source>applies: yes</source>
        <translation>gælder: ja</translation>
    </message>
    <message>
        <source>applies: no, not all tied players have met</source>
        <translation>gælder: nej, ikke alle med samme pointsum har mødt hinanden</translation>
    </message>
    <message>
        <source>not used: {0}</source>
        <translation>bruges ikke: {0}</translation>
    </message>
    <message>
        <source>not used: unrated players without a rating</source>
        <translation>bruges ikke: spillere uden rating og ingen rating sat for dem</translation>
    </message>
    <message>
        <source>not tied with anybody when applied</source>
        <translation>ikke lige med nogen, da den blev brugt</translation>
    </message>
    <message>
        <source>tied group: {0}</source>
        <translation>gruppe med samme pointsum: {0}</translation>
    </message>
    <message>
        <source>layers: {0}</source>
        <translation>lag: {0}</translation>
    </message>
    <message>
        <source>games: {0}</source>
        <translation>partier: {0}</translation>
    </message>
    <message>
        <source>rounds: {0}</source>
        <translation>runder: {0}</translation>
    </message>
    <message>
        <source>planned rounds: {0}</source>
        <translation>planlagte runder: {0}</translation>
    </message>
    <message>
        <source>round {0} counted as a draw (Fore)</source>
        <translation>runde {0} regnet som remis (Fore)</translation>
    </message>
    <message>
        <source>cut at each end: {0}</source>
        <translation>fjernet i hver ende: {0}</translation>
    </message>
    <message>
        <source>threshold: {0}</source>
        <translation>grænse: {0}</translation>
    </message>
    <message>
        <source>maximum: {0}</source>
        <translation>maksimum: {0}</translation>
    </message>
    <message>
        <source>players who have not met: {0}</source>
        <translation>spillere, der ikke har mødt hinanden: {0}</translation>
    </message>
    <message>
        <source>score among the tied players: {0}</source>
        <translation>pointsum mod dem med samme pointsum: {0}</translation>
    </message>
    <message>
        <source>seed of the drawing of lots: {0}</source>
        <translation>frø til lodtrækningen: {0}</translation>
    </message>
    <message>
        <source>points: {0}</source>
        <translation>point: {0}</translation>
    </message>
    <message>
        <source>own rating: {0}</source>
        <translation>egen rating: {0}</translation>
    </message>
    <message>
        <source>rating of unrated players: {0}</source>
        <translation>rating for spillere uden rating: {0}</translation>
    </message>
    <message>
        <source>average rating of the opponents: {0}</source>
        <translation>modstandernes gennemsnitlige rating: {0}</translation>
    </message>
    <message>
        <source>percentage scored: {0}</source>
        <translation>pointprocent: {0}</translation>
    </message>
    <message>
        <source>rating difference dp: {0}</source>
        <translation>ratingforskel dp: {0}</translation>
    </message>
    <message>
        <source>expected score × 100: {0}</source>
        <translation>forventet pointsum × 100: {0}</translation>
    </message>
    <message>
        <source>expected score: {0}</source>
        <translation>forventet pointsum: {0}</translation>
    </message>
    <message>
        <source>development coefficient K: {0}</source>
        <translation>udviklingskoefficient K: {0}</translation>
    </message>
    <message>
        <source>regulations: {0}</source>
        <translation>reglement: {0}</translation>
    </message>
    <message>
        <source>bonus points</source>
        <translation>bonuspoint</translation>
    </message>
    <message>
        <source>(the opponent&apos;s rounds {0} counted as draws)</source>
        <translation>(modstanderens runder {0} regnet som remis)</translation>
    </message>
    <message>
        <source>no opponent</source>
        <translation>ingen modstander</translation>
    </message>
    <message>
        <source>direct encounter</source>
        <translation>indbyrdes opgør</translation>
    </message>
    <message>
        <source>running score</source>
        <translation>løbende pointsum</translation>
    </message>
    <message>
        <source>{code} = {value} (rules {rules})</source>
        <translation>{code} = {value} (regler {rules})</translation>
    </message>
    <message>
        <source>vs {0}</source>
        <translation>mod {0}</translation>
    </message>
    <message>
        <source>R{0}</source>
        <translation>R{0}</translation>
    </message>
    <message>
        <source>— cut (lowest)</source>
        <translation>— fjernet (laveste)</translation>
    </message>
    <message>
        <source>— cut (highest)</source>
        <translation>— fjernet (højeste)</translation>
    </message>
    <message>
        <source>— does not count</source>
        <translation>— tæller ikke</translation>
    </message>
    <message>
        <source>(voluntarily unplayed)</source>
        <translation>(frivilligt uspillet)</translation>
    </message>
</context>
<context>
    <name>FideMode</name>
    <message>
        <source>&amp;FIDE mode</source>
        <translation>&amp;FIDE-tilstand</translation>
    </message>
    <message>
        <source>The event stays within the rules FIDE&apos;s checklist checks; leaving it cannot be undone</source>
        <translation>Turneringen holder sig inden for de regler, som FIDE&apos;s tjekliste kontrollerer; at forlade tilstanden kan ikke fortrydes</translation>
    </message>
    <message>
        <source> — outside FIDE mode</source>
        <translation> — uden for FIDE-tilstand</translation>
    </message>
    <message>
        <source>Outside FIDE mode since round {0}: {1}</source>
        <translation>Uden for FIDE-tilstand siden runde {0}: {1}</translation>
    </message>
    <message>
        <source>Leave FIDE mode</source>
        <translation>Forlad FIDE-tilstand</translation>
    </message>
    <message>
        <source>Why does the event leave FIDE mode?</source>
        <translation>Hvorfor forlader turneringen FIDE-tilstand?</translation>
    </message>
</context>
<context>
    <name>FindingsModel</name>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Warning: {0}</source>
        <translation>Advarsel: {0}</translation>
    </message>
</context>
<context>
    <name>Gates</name>
    <message>
        <source>Notice</source>
        <translation>Meddelelse</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Afvist</translation>
    </message>
    <message>
        <source>Refused in FIDE mode.</source>
        <translation>Afvist i FIDE-tilstand.</translation>
    </message>
    <message>
        <source>Refused.</source>
        <translation>Afvist.</translation>
    </message>
    <message>
        <source>Second confirmation</source>
        <translation>Anden bekræftelse</translation>
    </message>
    <message>
        <source>Second step: are you sure? {text}</source>
        <translation>Andet trin: er du sikker? {text}</translation>
    </message>
    <message>
        <source>Please confirm</source>
        <translation>Bekræft</translation>
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
        <translation>Turneringen er i FIDE-tilstand.</translation>
    </message>
    <message>
        <source>The event left FIDE mode in round {round}: {reason}</source>
        <translation>Turneringen forlod FIDE-tilstand i runde {round}: {reason}</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Hvad</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Hvorfor</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detalje</translation>
    </message>
    <message>
        <source>No events recorded yet.</source>
        <translation>Ingen hændelser registreret endnu.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprog</translation>
    </message>
    <message>
        <source>System language ({0})</source>
        <translation>Systemets sprog ({0})</translation>
    </message>
</context>
<context>
    <name>ListCheckDialog</name>
    <message>
        <source>FIDE ID not in the list</source>
        <translation>FIDE-ID findes ikke i listen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Forbund</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Køn</translation>
    </message>
    <message>
        <source>Birth year</source>
        <translation>Fødselsår</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>the list in force for the event</source>
        <translation>den liste der gælder for turneringen</translation>
    </message>
    <message>
        <source>{0} month(s) older than the list in force: import the newer list</source>
        <translation>{0} måned(er) ældre end den gældende liste: importér den nyere liste</translation>
    </message>
    <message>
        <source>{0} month(s) newer than the list in force at the start</source>
        <translation>{0} måned(er) nyere end den liste der gjaldt ved start</translation>
    </message>
    <message>
        <source>the list&apos;s date is unknown</source>
        <translation>listens dato er ukendt</translation>
    </message>
    <message>
        <source>Check against the list</source>
        <translation>Kontrollér mod listen</translation>
    </message>
    <message>
        <source>{0}, list of {1} ({2}): {3} difference(s)</source>
        <translation>{0}, liste fra {1} ({2}): {3} forskel(le)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Felt</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnering</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Take the checked ones from the list</source>
        <translation>Hent de markerede fra listen</translation>
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
        <translation>Turneringer (*.arbiter *.json *.trf *.txt)</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Bemærkninger</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Ny</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Å&amp;bn…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Gem</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Gem so&amp;m…</translation>
    </message>
    <message>
        <source>&amp;Import TRF…</source>
        <translation>&amp;Importér TRF…</translation>
    </message>
    <message>
        <source>Read a FIDE TRF file as a new, unsaved tournament</source>
        <translation>Læs en FIDE TRF-fil som en ny, ikke gemt turnering</translation>
    </message>
    <message>
        <source>&amp;Export TRF…</source>
        <translation>E&amp;ksportér TRF…</translation>
    </message>
    <message>
        <source>Write the tournament as a FIDE TRF file (the open file stays as it is)</source>
        <translation>Skriv turneringen som en FIDE TRF-fil (den åbne fil forbliver uændret)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gentag</translation>
    </message>
    <message>
        <source>&amp;Clear cell</source>
        <translation>&amp;Ryd celle</translation>
    </message>
    <message>
        <source>Tournament &amp;settings…</source>
        <translation>Turnerings&amp;indstillinger…</translation>
    </message>
    <message>
        <source>Pa&amp;iring…</source>
        <translation>Pa&amp;rring…</translation>
    </message>
    <message>
        <source>Text, initial colour and acceleration of the pairings</source>
        <translation>Parringens regeltekst, første farve og acceleration</translation>
    </message>
    <message>
        <source>&amp;Prizes…</source>
        <translation>&amp;Præmier…</translation>
    </message>
    <message>
        <source>Prize table and prize list: overall and per category</source>
        <translation>Præmietabel og præmieliste: samlet og per gruppe</translation>
    </message>
    <message>
        <source>&amp;Rating changes…</source>
        <translation>&amp;Ratingændringer…</translation>
    </message>
    <message>
        <source>FIDE rating change of every rated player (B.02)</source>
        <translation>FIDE-ratingændring for hver spiller med rating (B.02)</translation>
    </message>
    <message>
        <source>&amp;Tie-breaks…</source>
        <translation>&amp;Korrektion…</translation>
    </message>
    <message>
        <source>Choose and order the tie-break list, with a preview of the standings</source>
        <translation>Vælg og ordn korrektionerne, med en forhåndsvisning af stillingen</translation>
    </message>
    <message>
        <source>&amp;Compare rules…</source>
        <translation>&amp;Sammenlign regler…</translation>
    </message>
    <message>
        <source>The standings under two rule sets or tie-break lists side by side</source>
        <translation>Stillingen efter to regelsæt eller korrektionslister side om side</translation>
    </message>
    <message>
        <source>&amp;Journal…</source>
        <translation>&amp;Journal…</translation>
    </message>
    <message>
        <source>The events FIDE mode records: confirmations, corrections</source>
        <translation>Hændelserne FIDE-tilstand registrerer: bekræftelser, rettelser</translation>
    </message>
    <message>
        <source>&amp;Add player…</source>
        <translation>&amp;Tilføj spiller…</translation>
    </message>
    <message>
        <source>&amp;Edit player…</source>
        <translation>&amp;Redigér spiller…</translation>
    </message>
    <message>
        <source>&amp;Withdraw from this round</source>
        <translation>Træk &amp;ud fra og med denne runde</translation>
    </message>
    <message>
        <source>&amp;Reinstate</source>
        <translation>&amp;Genindsæt</translation>
    </message>
    <message>
        <source>Re&amp;move player</source>
        <translation>&amp;Fjern spiller</translation>
    </message>
    <message>
        <source>Round-robin &amp;table</source>
        <translation>&amp;Bergertabel</translation>
    </message>
    <message>
        <source>Show a round robin as players against players (read-only)</source>
        <translation>Vis en alle-mod-alle-turnering som spiller mod spiller (skrivebeskyttet)</translation>
    </message>
    <message>
        <source>&amp;About arbiter-app…</source>
        <translation>&amp;Om arbiter-app…</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Brugervejledning</translation>
    </message>
    <message>
        <source>The English manual, with a page for every dialog</source>
        <translation>Den engelske brugervejledning, med en side for hver dialogboks</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Filer</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Åbn s&amp;eneste</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Rediger</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>&amp;Turnering</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hovedværktøjslinje</translation>
    </message>
    <message>
        <source>{0} · rating, title, name (C.04.2)</source>
        <translation>{0} · rating, titel, navn (C.04.2)</translation>
    </message>
    <message>
        <source>{0} · rules {1} · tie-breaks {2}</source>
        <translation>{0} · regler {1} · korrektion {2}</translation>
    </message>
    <message>
        <source>{0} · by points (no tie-break list)</source>
        <translation>{0} · efter point (ingen korrektion)</translation>
    </message>
    <message>
        <source>Rules {0} assumed: the start date “{1}” could not be read</source>
        <translation>Reglerne {0} er antaget: startdatoen »{1}« kan ikke læses</translation>
    </message>
    <message>
        <source>Tie-break list not used: {0}</source>
        <translation>Korrektionen bruges ikke: {0}</translation>
    </message>
    <message>
        <source>Findings ({0})</source>
        <translation>Bemærkninger ({0})</translation>
    </message>
    <message>
        <source>Players: {0} · rounds: {1} of {2} · findings: {3}</source>
        <translation>Spillere: {0} · runder: {1} af {2} · bemærkninger: {3}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unavngivet</translation>
    </message>
    <message>
        <source>{0}[*] — arbiter-app</source>
        <translation>{0}[*] — arbiter-app</translation>
    </message>
    <message>
        <source>Undo: {0}</source>
        <translation>Fortryd: {0}</translation>
    </message>
    <message>
        <source>Redo: {0}</source>
        <translation>Gentag: {0}</translation>
    </message>
    <message>
        <source>Not done: {0}</source>
        <translation>Ikke udført: {0}</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Åbn turnering</translation>
    </message>
    <message>
        <source>Import TRF</source>
        <translation>Importér TRF</translation>
    </message>
    <message>
        <source>line {0}: {1}</source>
        <translation>linje {0}: {1}</translation>
    </message>
    <message>
        <source>Read with notes: {notes}</source>
        <translation>Indlæst med bemærkninger: {notes}</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Filen kan ikke åbnes</translation>
    </message>
    <message>
        <source>Save tournament</source>
        <translation>Gem turnering</translation>
    </message>
    <message>
        <source>The tournament was not saved</source>
        <translation>Turneringen blev ikke gemt</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Gemt {0}</translation>
    </message>
    <message>
        <source>Export TRF</source>
        <translation>Eksportér TRF</translation>
    </message>
    <message>
        <source>The TRF file was not written</source>
        <translation>TRF-filen blev ikke skrevet</translation>
    </message>
    <message>
        <source>Exported {0}</source>
        <translation>Eksporterede {0}</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ikke gemte ændringer</translation>
    </message>
    <message>
        <source>“{0}” has changes that are not saved.</source>
        <translation>»{0}« har ændringer, der ikke er gemt.</translation>
    </message>
    <message>
        <source>Save them before closing it?</source>
        <translation>Gem dem, før den lukkes?</translation>
    </message>
    <message>
        <source>The recovered tournament cannot be read</source>
        <translation>Den gendannede turnering kan ikke læses</translation>
    </message>
    <message>
        <source>Recovered unsaved work — save it to keep it.</source>
        <translation>Ikke gemt arbejde gendannet — gem det for at beholde det.</translation>
    </message>
    <message>
        <source>Tournament settings</source>
        <translation>Turneringsindstillinger</translation>
    </message>
    <message>
        <source>Tie-break settings</source>
        <translation>Korrektion</translation>
    </message>
    <message>
        <source>Pairing settings</source>
        <translation>Parringsindstillinger</translation>
    </message>
    <message>
        <source>Prize table</source>
        <translation>Pristabel</translation>
    </message>
    <message>
        <source>Add player {0}</source>
        <translation>Tilføj spiller {0}</translation>
    </message>
    <message>
        <source>Edit player {0}</source>
        <translation>Redigér spiller {0}</translation>
    </message>
    <message>
        <source>Reinstate {0}</source>
        <translation>Genindsæt {0}</translation>
    </message>
    <message>
        <source>Remove {0}</source>
        <translation>Fjern {0}</translation>
    </message>
    <message>
        <source>Select a round cell first.</source>
        <translation>Vælg først en rundecelle.</translation>
    </message>
    <message>
        <source>Round {0}, player {1}: no game is paired there; type the opponent and colour first (12w).</source>
        <translation>Runde {0}, spiller {1}: der er ikke parret noget parti; skriv først modstander og farve (12w).</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>trukket sig</translation>
    </message>
    <message>
        <source>{0} in {1} cell(s)</source>
        <translation>{0} i {1} celle(r)</translation>
    </message>
    <message>
        <source>Clear {0} cell(s)</source>
        <translation>Ryd {0} celle(r)</translation>
    </message>
    <message>
        <source>Nothing changed: the pairings stay as they were.</source>
        <translation>Intet blev ændret: parringerne er som før.</translation>
    </message>
    <message>
        <source>Round {0}: {1}: {2}</source>
        <translation>Runde {0}: {1}: {2}</translation>
    </message>
    <message>
        <source>Round {0}: {1} – {2} {3}</source>
        <translation>Runde {0}: {1} – {2} {3}</translation>
    </message>
    <message>
        <source>Change the pairings?</source>
        <translation>Ændre parringerne?</translation>
    </message>
    <message>
        <source>This entry changes the pairings. It clears these games and results:</source>
        <translation>Denne indtastning ændrer parringerne. Disse partier og resultater slettes:</translation>
    </message>
</context>
<context>
    <name>ManualPairing</name>
    <message>
        <source>Edit pairings</source>
        <translation>Redigér parring</translation>
    </message>
    <message>
        <source>End session</source>
        <translation>Afslut</translation>
    </message>
    <message>
        <source>Start a manual pairing session; uncheck to end it and record the differences from the engine&apos;s pairing</source>
        <translation>Start en manuel parring; fjern fluebenet for at afslutte og registrere forskellene fra programmets parring</translation>
    </message>
    <message>
        <source>Give bye</source>
        <translation>Giv bye</translation>
    </message>
    <message>
        <source>Give the pairing-allocated bye to the black player of the selected board</source>
        <translation>Giv parringens bye til den sorte spiller på det valgte bræt</translation>
    </message>
    <message>
        <source>Pair a round first, then edit its pairings.</source>
        <translation>Par en runde først, og redigér så parringen.</translation>
    </message>
    <message>
        <source>Manual pairing session on round {0}.</source>
        <translation>Manuel parring af runde {0}.</translation>
    </message>
    <message>
        <source>Manual pairing session in round {0}</source>
        <translation>Manuel parring i runde {0}</translation>
    </message>
    <message>
        <source>Session ended: {0} difference(s) from the engine&apos;s pairing.</source>
        <translation>Afsluttet: {0} forskel(le) fra programmets parring.</translation>
    </message>
    <message>
        <source>Select one board of a round with a pairing-allocated bye.</source>
        <translation>Vælg ét bræt i en runde med parringens bye.</translation>
    </message>
    <message>
        <source>Give the bye in round {0}</source>
        <translation>Giv bye i runde {0}</translation>
    </message>
</context>
<context>
    <name>ManualViewer</name>
    <message>
        <source>arbiter-app manual</source>
        <translation>arbiter-app – brugervejledning</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tilbage</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Frem</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Indhold</translation>
    </message>
    <message>
        <source>The manual is not installed with this copy of the program.</source>
        <translation>Brugervejledningen er ikke installeret med denne kopi af programmet.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>“{text}” is not a crosstable entry: type opponent, colour and result (12w1, 12b=, 12w+), a bye (bye, F, H, Z), wd, or a result alone (1, =, 0).</source>
        <translation>»{text}« er ingen krydstabelnotation: skriv modstander, farve og resultat (12w1, 12b=, 12w+), en bye (bye, F, H, Z), wd, eller kun et resultat (1, =, 0).</translation>
    </message>
    <message>
        <source>“{text}”: the colour is missing; write w or b after the opponent&apos;s number (12w1).</source>
        <translation>»{text}«: farven mangler; skriv w eller b efter modstanderens nummer (12w1).</translation>
    </message>
    <message>
        <source>“{text}”: “{symbol}” is not a result; use 1, =, ½, 0, +, -, --, W, D, L, P or ?.</source>
        <translation>»{text}«: »{symbol}« er ikke et resultat; brug 1, =, ½, 0, +, -, --, W, D, L, P eller ?.</translation>
    </message>
    <message>
        <source>“{text}”: {number} cannot be a start number.</source>
        <translation>»{text}«: {number} kan ikke være et startnummer.</translation>
    </message>
    <message>
        <source>“{text}”: a played game needs a colour, w or b.</source>
        <translation>»{text}«: et spillet parti skal have en farve, w eller b.</translation>
    </message>
    <message>
        <source>There is no player with start number {number}.</source>
        <translation>Der er ingen spiller med startnummer {number}.</translation>
    </message>
    <message>
        <source>A player cannot be paired against themself.</source>
        <translation>En spiller kan ikke parres mod sig selv.</translation>
    </message>
    <message>
        <source>No game is paired here yet: type the opponent and colour with the result (12w1).</source>
        <translation>Der er endnu ikke parret noget parti her: skriv modstander og farve med resultatet (12w1).</translation>
    </message>
    <message>
        <source>Round {round} is not in this tournament.</source>
        <translation>Runde {round} findes ikke i denne turnering.</translation>
    </message>
    <message>
        <source>“{text}” cannot be entered here.</source>
        <translation>»{text}« kan ikke indtastes her.</translation>
    </message>
    <message>
        <source>win</source>
        <translation>gevinst</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remis</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>tab</translation>
    </message>
    <message>
        <source>win (game of less than one move)</source>
        <translation>gevinst (parti på under ét træk)</translation>
    </message>
    <message>
        <source>draw (game of less than one move)</source>
        <translation>remis (parti på under ét træk)</translation>
    </message>
    <message>
        <source>loss (game of less than one move)</source>
        <translation>tab (parti på under ét træk)</translation>
    </message>
    <message>
        <source>forfeit win</source>
        <translation>gevinst uden kamp (w.o.)</translation>
    </message>
    <message>
        <source>forfeit loss</source>
        <translation>tab uden kamp (w.o.)</translation>
    </message>
    <message>
        <source>double forfeit</source>
        <translation>dobbelt w.o.</translation>
    </message>
    <message>
        <source>pairing-allocated bye</source>
        <translation>bye (parring)</translation>
    </message>
    <message>
        <source>full-point bye</source>
        <translation>bye, 1 point</translation>
    </message>
    <message>
        <source>half-point bye</source>
        <translation>bye, ½ point</translation>
    </message>
    <message>
        <source>zero-point bye</source>
        <translation>bye, 0 point</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>ikke parret</translation>
    </message>
    <message>
        <source>postponed</source>
        <translation>udsat</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>intet resultat endnu</translation>
    </message>
    <message>
        <source>adjourned</source>
        <translation>hængeparti</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>white</source>
        <translation>hvid</translation>
    </message>
    <message>
        <source>black</source>
        <translation>sort</translation>
    </message>
    <message>
        <source>no colour</source>
        <translation>ingen farve</translation>
    </message>
    <message>
        <source>paired against themself</source>
        <translation>parret mod sig selv</translation>
    </message>
    <message>
        <source>opponent {opponent} is not a player of this tournament</source>
        <translation>modstander {opponent} er ikke spiller i denne turnering</translation>
    </message>
    <message>
        <source>opponent {opponent}&apos;s record for this round names {their_opponent}, not {player}</source>
        <translation>modstander {opponent} har {their_opponent} som modstander i denne runde, ikke {player}</translation>
    </message>
    <message>
        <source>colours do not mirror: {colour} here, {their_colour} for opponent {opponent}</source>
        <translation>farverne passer ikke: {colour} her, {their_colour} for modstander {opponent}</translation>
    </message>
    <message>
        <source>results do not mirror: {result} here, {their_result} for opponent {opponent}</source>
        <translation>resultaterne passer ikke: {result} her, {their_result} for modstander {opponent}</translation>
    </message>
    <message>
        <source>named as opponent by several players ({claimed_by})</source>
        <translation>angivet som modstander af flere spillere ({claimed_by})</translation>
    </message>
    <message>
        <source>{result} needs an opponent, but none is given</source>
        <translation>{result} kræver en modstander, men ingen er angivet</translation>
    </message>
    <message>
        <source>{result} takes no opponent, but {opponent} is given</source>
        <translation>{result} har ingen modstander, men {opponent} er angivet</translation>
    </message>
    <message>
        <source>the file&apos;s points column says {in_file}, the results give {computed} ({scoring} scoring)</source>
        <translation>filens pointkolonne siger {in_file}, resultaterne giver {computed} (pointsystem {scoring})</translation>
    </message>
    <message>
        <source>no game after round {after}: withdrawn?</source>
        <translation>intet parti efter runde {after}: udgået?</translation>
    </message>
    <message>
        <source>paired with {opponent} {count} times (rounds {rounds}); the system plans at most {allowed}</source>
        <translation>parret med {opponent} {count} gange (runderne {rounds}); systemet giver højst {allowed}</translation>
    </message>
    <message>
        <source>{result} in a round robin: the rules ({rules}) have no such bye there</source>
        <translation>{result} i en alle-mod-alle-turnering: reglerne ({rules}) har ingen sådan bye dér</translation>
    </message>
    <message>
        <source>the file&apos;s rank column says {in_file}, by points the place is {computed}</source>
        <translation>filens placeringskolonne siger {in_file}, efter point er pladsen {computed}</translation>
    </message>
    <message>
        <source>the file&apos;s rank column says {in_file}, its tie-break list ({tiebreaks}) gives {computed}</source>
        <translation>filens placeringskolonne siger {in_file}, dens korrektion ({tiebreaks}) giver {computed}</translation>
    </message>
    <message>
        <source>the file&apos;s rank column is not a standing: it orders by points, then rating ({count} players placed otherwise than the tie-breaks place them)</source>
        <translation>filens placeringskolonne er ingen stilling: den ordner efter point, derefter rating ({count} spillere placeret anderledes end korrektionerne placerer dem)</translation>
    </message>
    <message>
        <source>the file&apos;s rank column is not a standing: it orders by points, then start number ({count} players placed otherwise than the tie-breaks place them)</source>
        <translation>filens placeringskolonne er ingen stilling: den ordner efter point, derefter startnummer ({count} spillere placeret anderledes end korrektionerne placerer dem)</translation>
    </message>
    <message>
        <source>the file&apos;s rank column is not a standing: it does not follow the points ({count} of {total} players out of their place)</source>
        <translation>filens placeringskolonne er ingen stilling: den følger ikke pointene ({count} af {total} spillere uden for deres plads)</translation>
    </message>
    <message>
        <source>record {record} says {in_file} players, the file lists {count}</source>
        <translation>post {record} siger {in_file} spillere, filen oplister {count}</translation>
    </message>
    <message>
        <source>{criterion} uses ratings, but {count} players are unrated and no rating for unrated players is set: the criterion is left out</source>
        <translation>{criterion} bygger på rating, men {count} spillere er uden rating, og der er ikke sat nogen rating for dem: kriteriet udelades</translation>
    </message>
    <message>
        <source>start date {date} cannot be read as one date (day and month ambiguous or unknown form); rules {rules} assumed</source>
        <translation>startdatoen {date} kan ikke læses som én dato (dag og måned tvetydige eller ukendt form); reglerne {rules} er antaget</translation>
    </message>
    <message>
        <source>the start numbers do not follow the initial ranking (C.04.2: rating, title, name): player {player} is ranked {rank}; renumber by rating before pairing round 1</source>
        <translation>startnumrene følger ikke den indledende rangering (C.04.2: rating, titel, navn): spiller {player} er rangeret som nummer {rank}; omnummerér efter rating før runde 1 parres</translation>
    </message>
    <message>
        <source>the end date {end} is before the start date {start}</source>
        <translation>slutdatoen {end} ligger før startdatoen {start}</translation>
    </message>
    <message>
        <source>the event lasts {days} days, from {start} to {end}: are its dates read right?</source>
        <translation>turneringen varer {days} dage, fra {start} til {end}: er datoerne læst rigtigt?</translation>
    </message>
    <message>
        <source>the round is dated {date}, outside the event&apos;s dates ({start} to {end})</source>
        <translation>runden er dateret {date}, uden for turneringens datoer ({start} til {end})</translation>
    </message>
    <message>
        <source>the round is dated {date}, before round {previous} ({previous_date})</source>
        <translation>runden er dateret {date}, før runde {previous} ({previous_date})</translation>
    </message>
    <message>
        <source>outside FIDE mode since round {round}: {reason}</source>
        <translation>uden for FIDE-tilstand siden runde {round}: {reason}</translation>
    </message>
    <message>
        <source>the game against {opponent} is adjourned: the lists are provisional until its result is entered</source>
        <translation>partiet mod {opponent} er et hængeparti: listerne er foreløbige, indtil resultatet er indtastet</translation>
    </message>
    <message>
        <source>the round as read breaks a pairing rule: {detail}</source>
        <translation>runden som indlæst bryder en parringsregel: {detail}</translation>
    </message>
    <message>
        <source>{count} pairing-allocated byes ({players}); at most one is allowed</source>
        <translation>{count} byes fra parringen ({players}); højst én er tilladt</translation>
    </message>
    <message>
        <source>team {team}: {player} (number {position} of the board order) plays board {board} above {other} (number {other_position})</source>
        <translation>hold {team}: {player} (nummer {position} i brætrækkefølgen) spiller bræt {board} foran {other} (nummer {other_position})</translation>
    </message>
    <message>
        <source>listed for two teams: {team} and {other_team}</source>
        <translation>opført på to hold: {team} og {other_team}</translation>
    </message>
    <message>
        <source>team {team}: the file says {mp_file} match and {gp_file} game points, the results give {mp} and {gp}</source>
        <translation>hold {team}: filen angiver {mp_file} matchpoint og {gp_file} partipoint, resultaterne giver {mp} og {gp}</translation>
    </message>
    <message>
        <source>results in a round beyond the planned {planned} rounds</source>
        <translation>resultater i en runde efter de planlagte {planned} runder</translation>
    </message>
    <message>
        <source>played a game after withdrawing after round {after}</source>
        <translation>spillede et parti efter at have trukket sig efter runde {after}</translation>
    </message>
    <message>
        <source>Left FIDE mode</source>
        <translation>Forlod FIDE-tilstand</translation>
    </message>
    <message>
        <source>Leave FIDE mode in round {round}? This cannot be undone.</source>
        <translation>Forlad FIDE-tilstand i runde {round}? Det kan ikke fortrydes.</translation>
    </message>
    <message>
        <source>Locked setting changed</source>
        <translation>Låst indstilling ændret</translation>
    </message>
    <message>
        <source>{setting} is locked once round 1 has been paired.</source>
        <translation>{setting} er låst, når runde 1 er parret.</translation>
    </message>
    <message>
        <source>Two draws scoring more than a win</source>
        <translation>To remis mere værd end en gevinst</translation>
    </message>
    <message>
        <source>Two draws ({draws}) may not score more than a win and a loss ({decisive}).</source>
        <translation>To remis ({draws}) må ikke give mere end en gevinst og et tab ({decisive}).</translation>
    </message>
    <message>
        <source>Rounds that cannot be completed</source>
        <translation>Runder, der ikke kan gennemføres</translation>
    </message>
    <message>
        <source>{rounds} rounds cannot be completed within the rules with {players} players.</source>
        <translation>{rounds} runder kan ikke gennemføres efter reglerne med {players} spillere.</translation>
    </message>
    <message>
        <source>Result with unequal shares</source>
        <translation>Resultat med forskellige andele</translation>
    </message>
    <message>
        <source>Round {round}, board {board}: {result} gives the players unequal shares.</source>
        <translation>Runde {round}, bræt {board}: {result} giver spillerne forskellige andele.</translation>
    </message>
    <message>
        <source>Result with two winners</source>
        <translation>Resultat med to vindere</translation>
    </message>
    <message>
        <source>Round {round}, board {board}: both players cannot win ({result}).</source>
        <translation>Runde {round}, bræt {board}: begge spillere kan ikke vinde ({result}).</translation>
    </message>
    <message>
        <source>Second half-point bye</source>
        <translation>Anden halvpoints-bye</translation>
    </message>
    <message>
        <source>Player {player} already has a half-point bye (round {earlier}).</source>
        <translation>Spiller {player} har allerede en halvpoints-bye (runde {earlier}).</translation>
    </message>
    <message>
        <source>Full-point bye</source>
        <translation>Helpoints-bye</translation>
    </message>
    <message>
        <source>Player {player} gets a full-point bye in round {round}.</source>
        <translation>Spiller {player} får en helpoints-bye i runde {round}.</translation>
    </message>
    <message>
        <source>Paired with games unfinished</source>
        <translation>Parret med uafsluttede partier</translation>
    </message>
    <message>
        <source>Round {round}: {count} game(s) without a result ({games}) become adjourned.</source>
        <translation>Runde {round}: {count} parti(er) uden resultat ({games}) bliver hængepartier.</translation>
    </message>
    <message>
        <source>Final list with adjourned games</source>
        <translation>Slutstilling med hængepartier</translation>
    </message>
    <message>
        <source>{count} adjourned game(s) have no result ({games}): the standings are provisional.</source>
        <translation>{count} hængeparti(er) mangler resultat ({games}): stillingen er foreløbig.</translation>
    </message>
    <message>
        <source>Result of an older round corrected</source>
        <translation>Resultat i en ældre runde rettet</translation>
    </message>
    <message>
        <source>Round {round} is older than the previous round: its results can no longer change.</source>
        <translation>Runde {round} er ældre end forrige runde: dens resultater kan ikke længere ændres.</translation>
    </message>
    <message>
        <source>Result corrected after the next pairing</source>
        <translation>Resultat rettet efter næste parring</translation>
    </message>
    <message>
        <source>Round {next} has been paired: change a result of round {round}?</source>
        <translation>Runde {next} er parret: ændre et resultat i runde {round}?</translation>
    </message>
    <message>
        <source>Correction for the rating report only</source>
        <translation>Rettelse kun til ratingrapporten</translation>
    </message>
    <message>
        <source>Round {round}, board {board}: record the correction for the rating report only?</source>
        <translation>Runde {round}, bræt {board}: registrere rettelsen kun til ratingrapporten?</translation>
    </message>
    <message>
        <source>Round paired again</source>
        <translation>Runden parret igen</translation>
    </message>
    <message>
        <source>Unpair round {round} and pair it again?</source>
        <translation>Ophæve parringen af runde {round} og parre den igen?</translation>
    </message>
    <message>
        <source>Player moved from the engine&apos;s pairing</source>
        <translation>Spiller flyttet fra motorens parring</translation>
    </message>
    <message>
        <source>Round {round}: move player {player} away from the engine&apos;s pairing?</source>
        <translation>Runde {round}: flytte spiller {player} væk fra motorens parring?</translation>
    </message>
    <message>
        <source>Manual pairing against a rule</source>
        <translation>Manuel parring mod en regel</translation>
    </message>
    <message>
        <source>This pairing breaks a rule of the pairing system: {issues} Make it anyway?</source>
        <translation>Denne parring bryder en regel i parringssystemet: {issues} Gør det alligevel?</translation>
    </message>
    <message>
        <source>Prohibited pairs changed after round 1</source>
        <translation>Forbudte par ændret efter runde 1</translation>
    </message>
    <message>
        <source>Prohibited pairs are fixed before round 1 is paired.</source>
        <translation>Forbudte par fastlægges, før runde 1 parres.</translation>
    </message>
    <message>
        <source>Prohibited pairs not kept apart</source>
        <translation>Forbudte par, der ikke holdes adskilt</translation>
    </message>
    <message>
        <source>The pairing system cannot keep these prohibited pairs apart: {pairs}. Pair anyway?</source>
        <translation>Parringssystemet kan ikke holde disse forbudte par adskilt: {pairs}. Par alligevel?</translation>
    </message>
    <message>
        <source>Start numbers changed late</source>
        <translation>Startnumre ændret sent</translation>
    </message>
    <message>
        <source>Start numbers can no longer change: round {round} has been paired.</source>
        <translation>Startnumrene kan ikke længere ændres: runde {round} er parret.</translation>
    </message>
    <message>
        <source>Round read that breaks a pairing rule</source>
        <translation>Indlæst runde, der bryder en parringsregel</translation>
    </message>
    <message>
        <source>Round {round} breaks a pairing rule: {what}.</source>
        <translation>Runde {round} bryder en parringsregel: {what}.</translation>
    </message>
    <message>
        <source>Values taken from the rating list</source>
        <translation>Værdier overtaget fra ratinglisten</translation>
    </message>
    <message>
        <source>{count} value(s) taken over from the list {list} (list of {date}).</source>
        <translation>{count} værdi(er) overtaget fra listen {list} (liste fra {date}).</translation>
    </message>
    <message>
        <source>Records that contradict each other</source>
        <translation>Oplysninger, der modsiger hinanden</translation>
    </message>
    <message>
        <source>{count} inconsistencies in the records (see Findings): what is computed from them may be wrong. Go on anyway?</source>
        <translation>{count} modstridende oplysninger (se Bemærkninger): det, der beregnes ud fra dem, kan være forkert. Fortsæt alligevel?</translation>
    </message>
    <message>
        <source>Pairings removed from a round with results</source>
        <translation>Parringen af en runde med resultater fjernet</translation>
    </message>
    <message>
        <source>Round {round} has results. Remove its pairings anyway?</source>
        <translation>Runde {round} har resultater. Fjern parringen alligevel?</translation>
    </message>
    <message>
        <source>The number of rounds</source>
        <translation>Antallet af runder</translation>
    </message>
    <message>
        <source>The scoring (and bye values)</source>
        <translation>Pointberegningen (og værdien af byes)</translation>
    </message>
    <message>
        <source>The pairing system</source>
        <translation>Parringssystemet</translation>
    </message>
    <message>
        <source>The pairing text</source>
        <translation>Parringsreglernes udgave</translation>
    </message>
    <message>
        <source>The acceleration</source>
        <translation>Accelerationen</translation>
    </message>
    <message>
        <source>The tie-break list</source>
        <translation>Listen over korrektioner</translation>
    </message>
    <message>
        <source>The match scoring</source>
        <translation>Matchpointene (og holdets bye)</translation>
    </message>
    <message>
        <source>The team tie-break list</source>
        <translation>Holdets liste over korrektioner</translation>
    </message>
</context>
<context>
    <name>Notes</name>
    <message>
        <source>record {record} again, not as on line {first}: this later one is used</source>
        <translation>post {record} igen, ikke som på linje {first}: den sidste bruges</translation>
    </message>
    <message>
        <source>a second tie-break list, not as on line {first}: this later one is used</source>
        <translation>en anden korrektionsliste, ikke som på linje {first}: den sidste bruges</translation>
    </message>
    <message>
        <source>{count} team record(s) not read (801/802 are informative; the lines are kept when the file is written again)</source>
        <translation>{count} holdpost(er) ikke indlæst (801/802 er til orientering; linjerne bevares, når filen skrives igen)</translation>
    </message>
    <message>
        <source>{count} team record(s) not read (no 310 or 013 team records; the lines are kept when the file is written again)</source>
        <translation>{count} holdpost(er) ikke indlæst (ingen holdposter 310 eller 013; linjerne bevares, når filen skrives igen)</translation>
    </message>
    <message>
        <source>one 013 team record names a single team: read as an individual event (the line is kept when the file is written again)</source>
        <translation>én holdpost 013 angiver et enkelt hold: indlæst som en individuel turnering (linjen bevares, når filen skrives igen)</translation>
    </message>
    <message>
        <source>record 162: X {value} is neither 0 nor a draw; unfinished games count as draws</source>
        <translation>post 162: X {value} er hverken 0 eller remis; uafsluttede partier tæller som remis</translation>
    </message>
    <message>
        <source>record 299: player {player}&apos;s round {round} ({result}) is worth {points} points instead of {worth}: the difference counts as a bonus</source>
        <translation>post 299: spiller {player}s runde {round} ({result}) giver {points} point i stedet for {worth}: forskellen tæller som bonus</translation>
    </message>
    <message>
        <source>record 240: byes for round {round}, not yet paired (kept as written)</source>
        <translation>post 240: byes for runde {round}, endnu ikke parret (bevares som skrevet)</translation>
    </message>
    <message>
        <source>record 240 gives player {player} a {result} in round {round}, the 001 record says {written}: the 001 record is used</source>
        <translation>post 240 giver spiller {player} {result} i runde {round}, posten 001 siger {written}: posten 001 bruges</translation>
    </message>
    <message>
        <source>dates {start} to {end}: several readings fit the round dates and none alone; the start date is left unread</source>
        <translation>datoer {start} til {end}: flere læsninger passer til rundedatoerne og ingen alene; startdatoen læses ikke</translation>
    </message>
    <message>
        <source>dates {start} to {end} read as {first} to {last}, the one reading that fits the event&apos;s other dates</source>
        <translation>datoer {start} til {end} læst som {first} til {last}, den eneste læsning, der passer til turneringens øvrige datoer</translation>
    </message>
    <message>
        <source>rounds written without a result letter (`0000 -` or `-`) read by the points column, the only witness: {half} half-point bye(s), {full} full-point bye(s) (players {players})</source>
        <translation>runder skrevet uden resultatbogstav (`0000 -` eller `-`) læst efter pointkolonnen, det eneste vidne: {half} bye(s) med ½ point, {full} bye(s) med 1 point (spillere {players})</translation>
    </message>
    <message>
        <source>rounds written without a result letter (`0000 -` or `-`) that the points column does not decide, read as not paired (players {players})</source>
        <translation>runder skrevet uden resultatbogstav (`0000 -` eller `-`), som pointkolonnen ikke afgør, læst som ikke parret (spillere {players})</translation>
    </message>
    <message>
        <source>the points column gives fewer half-point byes than rounds written without a result letter: the earliest of those rounds are taken as the byes, the later ones as not paired (an assumption; players {players})</source>
        <translation>pointkolonnen giver færre halvpoints-byes end runder skrevet uden resultatbogstav: de tidligste af disse runder tages som byes, de senere som ikke parret (en antagelse; spillere {players})</translation>
    </message>
    <message>
        <source>013 records beside 310 records: the 310 records are used</source>
        <translation>poster 013 ved siden af poster 310: posterne 310 bruges</translation>
    </message>
    <message>
        <source>player {player}: the points column is {surplus} above the results, which cannot be placed on boards his team left empty</source>
        <translation>spiller {player}: pointkolonnen er {surplus} over resultaterne, hvilket ikke kan placeres på borde, holdet lod stå tomme</translation>
    </message>
    <message>
        <source>{count} player(s): an unpaired round counted in the points column read as a board won by forfeit (the opponent team left the board empty)</source>
        <translation>{count} spiller(e): en uparret runde, der tæller i pointkolonnen, læst som et bord vundet uden kamp (modstanderholdet lod bordet stå tomt)</translation>
    </message>
    <message>
        <source>### {record} line not read ({why}): kept as a comment</source>
        <translation>### {record}-linje ikke indlæst ({why}): bevares som kommentar</translation>
    </message>
    <message>
        <source>record 260 prohibits a pair in rounds {first}-{last} only: read as every round (this program keeps prohibited pairs for the event)</source>
        <translation>post 260 forbyder et par kun i runderne {first}-{last}: læst som alle runder (programmet holder forbudte par for hele turneringen)</translation>
    </message>
    <message>
        <source>{count} round(s) written {written} ({who}): read as {read} (first: player {player}, round {round})</source>
        <translation>{count} runde(r) skrevet {written} ({who}): læst som {read} (første: spiller {player}, runde {round})</translation>
    </message>
    <message>
        <source>... and {count} more notes like these</source>
        <translation>... og {count} flere lignende bemærkninger</translation>
    </message>
</context>
<context>
    <name>PairingSettingsDialog</name>
    <message>
        <source>Pairing settings</source>
        <translation>Parringsindstillinger</translation>
    </message>
    <message>
        <source>The text in force on the start date</source>
        <translation>Teksten der gælder på startdatoen</translation>
    </message>
    <message>
        <source>Dutch system, text in force until 31 January 2026</source>
        <translation>Hollandsk system, tekst der gjaldt til 31. januar 2026</translation>
    </message>
    <message>
        <source>Dutch system, text in force from 1 February 2026</source>
        <translation>Hollandsk system, tekst der gælder fra 1. februar 2026</translation>
    </message>
    <message>
        <source>Not drawn (read from round 1, else white)</source>
        <translation>Ikke trukket (læses fra runde 1, ellers hvid)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Hvid</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Sort</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ingen</translation>
    </message>
    <message>
        <source>Baku acceleration (C.04.5.1)</source>
        <translation>Baku-acceleration (C.04.5.1)</translation>
    </message>
    <message>
        <source>Exchange the last two rounds of the first cycle</source>
        <translation>Byt om på de to sidste runder i første cyklus</translation>
    </message>
    <message>
        <source>Double round robins only (C.05 Annex 1)</source>
        <translation>Kun dobbeltrundige turneringer (C.05 bilag 1)</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Tekst:</translation>
    </message>
    <message>
        <source>&amp;Initial colour:</source>
        <translation>&amp;Første farve:</translation>
    </message>
    <message>
        <source>&amp;Acceleration:</source>
        <translation>&amp;Acceleration:</translation>
    </message>
    <message>
        <source>Round robin:</source>
        <translation>Alle-mod-alle:</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Edit player</source>
        <translation>Redigér spiller</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Tilføj spiller</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>uden rating</translation>
    </message>
    <message>
        <source>male</source>
        <translation>mand</translation>
    </message>
    <message>
        <source>female</source>
        <translation>kvinde</translation>
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
        <translation>Navn</translation>
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
        <translation>Forbund</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klub</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE-id</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Køn</translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation>Fødselsdato</translation>
    </message>
    <message>
        <source>The name is required.</source>
        <translation>Navnet skal udfyldes.</translation>
    </message>
    <message>
        <source>Start number {0} is taken.</source>
        <translation>Startnummer {0} er optaget.</translation>
    </message>
    <message>
        <source>The federation is a three-letter code (NOR, FRA, …).</source>
        <translation>Forbundet er en kode på tre bogstaver (NOR, FRA, …).</translation>
    </message>
    <message>
        <source>A FIDE ID has digits only.</source>
        <translation>Et FIDE-id består kun af cifre.</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Forb.</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klub</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Fra</translation>
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
        <translation>Født</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Køn</translation>
    </message>
    <message>
        <source>Duplicate entry: the same FIDE ID twice</source>
        <translation>Dobbelt tilmelding: samme FIDE-id to gange</translation>
    </message>
    <message>
        <source>Duplicate entry: the same name and birth year twice</source>
        <translation>Dobbelt tilmelding: samme navn og fødselsår to gange</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>manuelt</translation>
    </message>
    <message>
        <source>Rating typed by hand</source>
        <translation>Rating indtastet manuelt</translation>
    </message>
    <message>
        <source>Rating from {0}</source>
        <translation>Rating fra {0}</translation>
    </message>
    <message>
        <source>Rating as read from the file</source>
        <translation>Rating som læst fra filen</translation>
    </message>
    <message>
        <source>A rating is a whole number</source>
        <translation>En rating er et heltal</translation>
    </message>
    <message>
        <source>Edit player {0}</source>
        <translation>Redigér spiller {0}</translation>
    </message>
    <message>
        <source>Find in the rating lists: name or FIDE ID, Enter adds</source>
        <translation>Søg i ratinglisterne: navn eller FIDE-ID, Enter tilføjer</translation>
    </message>
    <message>
        <source>Renumber by rating</source>
        <translation>Omnummerér efter rating</translation>
    </message>
    <message>
        <source>Start numbers by rating, then title, then name (FIDE C.04.2); results stay with their players</source>
        <translation>Startnumre efter rating, så titel, så navn (FIDE C.04.2); resultaterne følger spillerne</translation>
    </message>
    <message>
        <source>Which rating ranks the players (TRF-26 record 172): FIDE; NRO national only; FIDON FIDE, else national; NIDOF national, else FIDE; HBFN the higher; LBFN the lower; OTHER the order as entered</source>
        <translation>Hvilken rating der rangerer spillerne (TRF-26 post 172): FIDE; NRO kun national; FIDON FIDE, ellers national; NIDOF national, ellers FIDE; HBFN den højeste; LBFN den laveste; OTHER rækkefølgen som indtastet</translation>
    </message>
    <message>
        <source>Check against the list…</source>
        <translation>Kontrollér mod listen…</translation>
    </message>
    <message>
        <source>Compare name, federation, title, sex, birth year, rating and K of every player with a FIDE ID with the FIDE list in force; take the chosen ones over</source>
        <translation>Sammenlign navn, forbund, titel, køn, fødselsår, rating og K for hver spiller med FIDE-ID med den gældende FIDE-liste; hent de valgte</translation>
    </message>
    <message>
        <source>Import list…</source>
        <translation>Importér liste…</translation>
    </message>
    <message>
        <source>Import the FIDE rating list (TXT or XML, as downloaded) or a national list</source>
        <translation>Importér FIDEs ratingliste (TXT eller XML, som den downloades) eller en national liste</translation>
    </message>
    <message>
        <source>Import entries…</source>
        <translation>Importér tilmeldinger…</translation>
    </message>
    <message>
        <source>Add the players of a CSV or Excel file of entries; rows copied from a spreadsheet can also be pasted into the table (Ctrl+V)</source>
        <translation>Tilføj spillerne i en CSV- eller Excel-fil med tilmeldinger; rækker kopieret fra et regneark kan også indsættes i tabellen (Ctrl+V)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Langsomt skak</translation>
    </message>
    <message>
        <source>Rapid</source>
        <translation>Hurtigskak</translation>
    </message>
    <message>
        <source>Blitz</source>
        <translation>Lynskak</translation>
    </message>
    <message>
        <source>The event&apos;s rating: which rating registered players get</source>
        <translation>Turneringens rating: hvilken rating tilmeldte spillere får</translation>
    </message>
    <message>
        <source>The lists a registered player&apos;s rating is taken from, in order: the first one that has the player (rapid, then standard: a player without a rapid rating is seeded by the standard one; a national list after FIDE&apos;s: a player without a FIDE rating gets the national one)</source>
        <translation>Listerne en registreret spillers rating hentes fra, i rækkefølge: den første, der har spilleren (hurtigskak, så standard: en spiller uden hurtigskakrating seedes efter standardratingen; en national liste efter FIDEs: en spiller uden FIDE-rating får den nationale)</translation>
    </message>
    <message>
        <source>&amp;Rating:</source>
        <translation>&amp;Rating:</translation>
    </message>
    <message>
        <source>&amp;Sequence:</source>
        <translation>R&amp;ækkefølge:</translation>
    </message>
    <message>
        <source>Starting ran&amp;k:</source>
        <translation>Start&amp;rangering:</translation>
    </message>
    <message>
        <source>No rating list imported yet (Import list…).</source>
        <translation>Ingen ratingliste importeret endnu (Importér liste…).</translation>
    </message>
    <message>
        <source>{0}: list of {1}, players: {2}</source>
        <translation>{0}: liste fra {1}, spillere: {2}</translation>
    </message>
    <message>
        <source>Rating sequence {0}</source>
        <translation>Ratingrækkefølge {0}</translation>
    </message>
    <message>
        <source>Starting-rank method {0}</source>
        <translation>Metode for startrækkefølge {0}</translation>
    </message>
    <message>
        <source>Rating type {0}</source>
        <translation>Ratingtype {0}</translation>
    </message>
    <message>
        <source>Import cancelled; the previous list is unchanged.</source>
        <translation>Importen blev annulleret; den tidligere liste er uændret.</translation>
    </message>
    <message>
        <source>Add player {0}</source>
        <translation>Tilføj spiller {0}</translation>
    </message>
    <message>
        <source>Rows not added: {0}</source>
        <translation>Rækker der ikke blev tilføjet: {0}</translation>
    </message>
    <message>
        <source>Add {0} player(s)</source>
        <translation>Tilføj {0} spiller(e)</translation>
    </message>
    <message>
        <source>Import entries</source>
        <translation>Importér tilmeldinger</translation>
    </message>
    <message>
        <source>Take {0} difference(s) from the list</source>
        <translation>Hent {0} forskel(le) fra listen</translation>
    </message>
    <message>
        <source>Date of the list</source>
        <translation>Listens dato</translation>
    </message>
    <message>
        <source>{0} does not say which list it is. Its date (FIDE dates its lists the first day of the month):</source>
        <translation>{0} angiver ikke, hvilken liste det er. Dens dato (FIDE daterer sine lister den første dag i måneden):</translation>
    </message>
    <message>
        <source>Import rating list</source>
        <translation>Importér ratingliste</translation>
    </message>
    <message>
        <source>Importing {0}…</source>
        <translation>Importerer {0}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annullér</translation>
    </message>
    <message>
        <source>Rating {0} ({1} {2}, list of {3})</source>
        <translation>Rating {0} ({1} {2}, liste fra {3})</translation>
    </message>
    <message>
        <source>National rating {0} ({1}, list of {3})</source>
        <translation>National rating {0} ({1}, liste fra {3})</translation>
    </message>
    <message>
        <source>Rating of {0} from a list</source>
        <translation>Rating for {0} fra en liste</translation>
    </message>
    <message>
        <source>Must not meet</source>
        <translation>Må ikke mødes</translation>
    </message>
    <message>
        <source>The two selected players must not be paired (siblings, team-mates); set before round 1</source>
        <translation>De to valgte spillere må ikke parres mod hinanden (søskende, holdkammerater); angives før runde 1</translation>
    </message>
    <message>
        <source>May meet</source>
        <translation>Må mødes</translation>
    </message>
    <message>
        <source>Prohibited pairs…</source>
        <translation>Forbudte par…</translation>
    </message>
    <message>
        <source>Prohibited pairs</source>
        <translation>Forbudte par</translation>
    </message>
    <message>
        <source>Select two players.</source>
        <translation>Vælg to spillere.</translation>
    </message>
    <message>
        <source>Players {0} and {1} must not meet</source>
        <translation>Spillerne {0} og {1} må ikke mødes</translation>
    </message>
    <message>
        <source>Players {0} and {1} may meet</source>
        <translation>Spillerne {0} og {1} må mødes</translation>
    </message>
    <message>
        <source>No prohibited pairs.</source>
        <translation>Ingen forbudte par.</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>SSF Swiss (Sweden)</source>
        <translation>SSF schweizer (Sverige)</translation>
    </message>
    <message>
        <source>SSF round robin (Sweden)</source>
        <translation>SSF alle-mod-alle (Sverige)</translation>
    </message>
    <message>
        <source>NSF NGP and club Swiss (Norway)</source>
        <translation>NSF NGP og klubturneringer, schweizer (Norge)</translation>
    </message>
    <message>
        <source>DrawBoss layered Buchholz (Denmark, backgammon)</source>
        <translation>DrawBoss Buchholz / Solkov (Danmark, backgammon)</translation>
    </message>
    <message>
        <source>DrawBoss rating correction (Denmark, backgammon)</source>
        <translation>DrawBoss ratingkorrektion (Danmark, backgammon)</translation>
    </message>
    <message>
        <source>DrawBoss median Buchholz (Denmark, backgammon)</source>
        <translation>DrawBoss Buchholz median (Danmark, backgammon)</translation>
    </message>
    <message>
        <source>DrawBoss Buchholz Variant 1 (Denmark, backgammon)</source>
        <translation>DrawBoss Buchholz Variant 1 (Danmark, backgammon)</translation>
    </message>
    <message>
        <source>FIDE Swiss (C.07 2026)</source>
        <translation>FIDE schweizer (C.07 2026)</translation>
    </message>
    <message>
        <source>FIDE Swiss (C.07 2023/2024)</source>
        <translation>FIDE schweizer (C.07 2023/2024)</translation>
    </message>
    <message>
        <source>FIDE round robin</source>
        <translation>FIDE alle-mod-alle</translation>
    </message>
    <message>
        <source>FIDE Swiss, legacy rules (before Sep 2023)</source>
        <translation>FIDE schweizer, ældre regler (før sep. 2023)</translation>
    </message>
    <message>
        <source>SSF Buchholz Cut-1, direct encounter if all tied have met, most wins (forfeit and bye wins included), most games with Black, drawing of lots</source>
        <translation>SSF Buchholz cut-1, indbyrdes resultat hvis alle har mødt hinanden, flest sejre (w.o.- og bye-sejre medregnet), flest partier med sort, lodtrækning</translation>
    </message>
    <message>
        <source>Direct encounter, Sonneborn-Berger, most wins, most games with Black, drawing of lots</source>
        <translation>Indbyrdes resultat, Sonneborn-Berger, flest sejre, flest partier med sort, lodtrækning</translation>
    </message>
    <message>
        <source>Buchholz median (7 rounds or more only), Buchholz Cut-1, Buchholz, average FIDE rating of opponents; legacy virtual opponent</source>
        <translation>Buchholz median (kun ved 7 runder eller flere), Buchholz cut-1, Buchholz, modstandernes gennemsnitlige FIDE-rating; virtuel modstander (ældre regel)</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion: layered Buchholz, a bye is an opponent with 0 points</source>
        <translation>DrawBoss Korrektion: Buchholz / Solkov i lag, en BYE er en modstander med 0 point</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion: sum of the opponents&apos; ratings, a bye rated 500</source>
        <translation>DrawBoss Korrektion: summen af modstandernes ratingtal, en BYE med rating 500</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion: Buchholz without the highest and lowest opponent</source>
        <translation>DrawBoss Korrektion: Buchholz, hvor højeste og laveste modstander fjernes</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion: layered Buchholz in the order R-2, R-1, R, R-3, ...</source>
        <translation>DrawBoss Korrektion: Buchholz i lag i rækkefølgen R-2, R-1, R, R-3, ...</translation>
    </message>
    <message>
        <source>Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger, lots; C.07 March 2026 unplayed-round rules</source>
        <translation>Indbyrdes resultat, sejre, partier med sort, Buchholz cut-1, Buchholz, Sonneborn-Berger, lodtrækning; uspillede runder efter C.07 marts 2026</translation>
    </message>
    <message>
        <source>Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger, lots; C.07 Aug 2024 unplayed-round rules</source>
        <translation>Indbyrdes resultat, sejre, partier med sort, Buchholz cut-1, Buchholz, Sonneborn-Berger, lodtrækning; uspillede runder efter C.07 aug. 2024</translation>
    </message>
    <message>
        <source>Direct encounter, wins, Sonneborn-Berger, Koya, lots (no Buchholz: C.07 2026 note to Art. 8)</source>
        <translation>Indbyrdes resultat, sejre, Sonneborn-Berger, Koya, lodtrækning (ingen Buchholz: C.07 2026, note til art. 8)</translation>
    </message>
    <message>
        <source>Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger; virtual opponent (2009)</source>
        <translation>Indbyrdes resultat, sejre, partier med sort, Buchholz cut-1, Buchholz, Sonneborn-Berger; virtuel modstander (2009)</translation>
    </message>
</context>
<context>
    <name>PreviewModel</name>
    <message>
        <source>Rk.</source>
        <translation>Plads</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Før</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>The place with the tournament&apos;s current tie-break settings</source>
        <translation>Placeringen med turneringens nuværende korrektion</translation>
    </message>
    <message>
        <source>{0} (wd)</source>
        <translation>{0} (trukket)</translation>
    </message>
    <message>
        <source>Place {0}, was {1} with the current settings</source>
        <translation>Plads {0}, var {1} med de nuværende indstillinger</translation>
    </message>
</context>
<context>
    <name>PrizesDialog</name>
    <message>
        <source>Prizes</source>
        <translation>Præmier</translation>
    </message>
    <message>
        <source>Ties share the money equally</source>
        <translation>Delt placering deler pengene ligeligt</translation>
    </message>
    <message>
        <source>Hort system: half by tie-break, half shared</source>
        <translation>Hort-systemet: halvdelen efter korrektion, halvdelen deles</translation>
    </message>
    <message>
        <source>Decided by tie-break</source>
        <translation>Afgøres af korrektionen</translation>
    </message>
    <message>
        <source>Prize group</source>
        <translation>Præmiegruppe</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>uratet</translation>
    </message>
    <message>
        <source>rated</source>
        <translation>ratet</translation>
    </message>
    <message>
        <source>club:</source>
        <translation>klub:</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Hvem</translation>
    </message>
    <message>
        <source>Amounts by place</source>
        <translation>Beløb pr. plads</translation>
    </message>
    <message>
        <source>Who: U16, S50, F, 1600-1799, {0}, {1}, SWE, {2}&quot;…&quot;, #3,7 (empty: everybody). Amounts by place: 300, 200, 100.</source>
        <translation>Hvem: U16, S50, F, 1600-1799, {0}, {1}, SWE, {2}&quot;…&quot;, #3,7 (tomt: alle). Beløb pr. plads: 300, 200, 100.</translation>
    </message>
    <message>
        <source>Add group</source>
        <translation>Tilføj gruppe</translation>
    </message>
    <message>
        <source>Remove group</source>
        <translation>Fjern gruppe</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Åbn…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Gem…</translation>
    </message>
    <message>
        <source>Export prize list…</source>
        <translation>Eksportér præmieliste…</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plads</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Beløb</translation>
    </message>
    <message>
        <source>Prize list</source>
        <translation>Præmieliste</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Samlet</translation>
    </message>
    <message>
        <source>The prize table has a mistake: {0}

Close without keeping the changes?</source>
        <translation>Pristabellen har en fejl: {0}

Luk uden at beholde ændringerne?</translation>
    </message>
    <message>
        <source>line {0}</source>
        <translation>linje {0}</translation>
    </message>
    <message>
        <source>{0}: “{1}” is not a condition</source>
        <translation>{0}: »{1}« er ikke en betingelse</translation>
    </message>
    <message>
        <source>{0}: amounts are numbers with at most two decimals</source>
        <translation>{0}: beløb er tal med højst to decimaler</translation>
    </message>
    <message>
        <source>Total {0} {1}</source>
        <translation>I alt {0} {1}</translation>
    </message>
    <message>
        <source>{0}: prizes</source>
        <translation>{0}: præmier</translation>
    </message>
    <message>
        <source>Export prize list</source>
        <translation>Eksportér præmieliste</translation>
    </message>
    <message>
        <source>Load prize table</source>
        <translation>Åbn præmietabel</translation>
    </message>
    <message>
        <source>Save prize table</source>
        <translation>Gem præmietabel</translation>
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
        <translation>Gem</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Gem alle</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åbn</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ja til &amp;alle</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nej</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Ne&amp;j til alle</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Afbryd</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Prøv igen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Forkast</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hjælp</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anvend</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Nulstil</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Genskab standarder</translation>
    </message>
</context>
<context>
    <name>QPrintPreviewDialog</name>
    <message>
        <source>Print Preview</source>
        <translation>Forhåndsvis udskrift</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Næste side</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Forrige side</translation>
    </message>
    <message>
        <source>First page</source>
        <translation>Første side</translation>
    </message>
    <message>
        <source>Last page</source>
        <translation>Sidste side</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Tilpas bredde</translation>
    </message>
    <message>
        <source>Fit page</source>
        <translation>Tilpas side</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom ind</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom ud</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Portræt</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Landskab</translation>
    </message>
    <message>
        <source>Show single page</source>
        <translation>Vis enkelt side</translation>
    </message>
    <message>
        <source>Show facing pages</source>
        <translation>Vis sideopslag</translation>
    </message>
    <message>
        <source>Show overview of all pages</source>
        <translation>Vis oversigt af alle sider</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Udskriv</translation>
    </message>
    <message>
        <source>Page setup</source>
        <translation>Sideopsætning</translation>
    </message>
    <message>
        <source>Export to PDF</source>
        <translation>Eksportér til PDF</translation>
    </message>
</context>
<context>
    <name>RatingChangeDialog</name>
    <message>
        <source>{0}: list of {1} ({2}).</source>
        <translation>{0}: liste fra {1} ({2}).</translation>
    </message>
    <message>
        <source>The list {0} ({1}) gives another rating or K for {2} player(s): Check against the list takes them over.</source>
        <translation>Listen {0} ({1}) angiver en anden rating eller K for {2} spiller(e): Kontrollér mod listen henter dem.</translation>
    </message>
    <message>
        <source>Rating changes</source>
        <translation>Ratingændringer</translation>
    </message>
    <message>
        <source>FIDE Rating Regulations {0} (the event&apos;s date)</source>
        <translation>FIDEs ratingregler {0} (turneringens dato)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
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
        <translation>Point</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Forventet</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Ændring</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Ny</translation>
    </message>
    <message>
        <source>Round {0} v {1} ({2}): {3} - {4} = {5} × {6}</source>
        <translation>Runde {0} mod {1} ({2}): {3} - {4} = {5} × {6}</translation>
    </message>
    <message>
        <source>Total change {0} · rated players: {1}</source>
        <translation>Samlet ændring {0} · ratede spillere: {1}</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recover unsaved work</source>
        <translation>Gendan ikke gemt arbejde</translation>
    </message>
    <message>
        <source>arbiter-app did not close normally. This unsaved work was kept; restore it?</source>
        <translation>arbiter-app blev ikke lukket normalt. Dette ikke gemte arbejde blev bevaret; vil du gendanne det?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Gendan</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kassér</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ikke nu</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Buchholz, no cut</source>
        <translation>Buchholz / Solkov</translation>
    </message>
    <message>
        <source>Buchholz Cut-1</source>
        <translation>Buchholz cut-1</translation>
    </message>
    <message>
        <source>Buchholz Cut-2</source>
        <translation>Buchholz cut-2</translation>
    </message>
    <message>
        <source>Buchholz median</source>
        <translation>Buchholz median</translation>
    </message>
    <message>
        <source>Buchholz Median-2</source>
        <translation>Buchholz median 2</translation>
    </message>
    <message>
        <source>Buchholz Variant 1</source>
        <translation>Buchholz Variant 1</translation>
    </message>
    <message>
        <source>Average Buchholz of opponents</source>
        <translation>Modstandernes gennemsnitlige Buchholz</translation>
    </message>
    <message>
        <source>Average perfect performance of opponents</source>
        <translation>Modstandernes gennemsnitlige perfekte præstation</translation>
    </message>
    <message>
        <source>Average performance rating of opponents</source>
        <translation>Modstandernes gennemsnitlige præstationsrating</translation>
    </message>
    <message>
        <source>Average FIDE rating of opponents</source>
        <translation>Modstandernes gennemsnitlige FIDE-rating</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Layered Buchholz</source>
        <translation>Buchholz / Solkov i lag</translation>
    </message>
    <message>
        <source>Buchholz median (DrawBoss)</source>
        <translation>Buchholz median (DrawBoss)</translation>
    </message>
    <message>
        <source>Games with Black</source>
        <translation>Partier med sort</translation>
    </message>
    <message>
        <source>Wins with Black</source>
        <translation>Sejre med sort</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Indbyrdes resultat</translation>
    </message>
    <message>
        <source>Direct encounter (all met)</source>
        <translation>Indbyrdes resultat (alle har mødt hinanden)</translation>
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
        <translation>Lodtrækning</translation>
    </message>
    <message>
        <source>Progressive score</source>
        <translation>Progressiv score</translation>
    </message>
    <message>
        <source>Perfect tournament performance</source>
        <translation>Perfekt turneringspræstation</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Rounds elected to play</source>
        <translation>Runder valgt at spille</translation>
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
        <translation>Standardpoint</translation>
    </message>
    <message>
        <source>Pairing number</source>
        <translation>Startnummer</translation>
    </message>
    <message>
        <source>Tournament performance rating</source>
        <translation>Præstationsrating</translation>
    </message>
    <message>
        <source>Number of wins</source>
        <translation>Antal sejre</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Vundne partier ved brættet</translation>
    </message>
    <message>
        <source>Average of the Buchholz (/F: Fore Buchholz) of the opponents played OTB</source>
        <translation>gennemsnittet af Buchholz (/F: Fore-Buchholz) for modstanderne mødt ved brættet</translation>
    </message>
    <message>
        <source>Average of the OTB opponents&apos; perfect tournament performances</source>
        <translation>gennemsnittet af de perfekte turneringspræstationer for modstanderne mødt ved brættet</translation>
    </message>
    <message>
        <source>Average of the OTB opponents&apos; tournament performance ratings</source>
        <translation>gennemsnittet af præstationsratingen for modstanderne mødt ved brættet</translation>
    </message>
    <message>
        <source>Average rating of the opponents played over the board</source>
        <translation>gennemsnitlig rating for modstanderne mødt ved brættet</translation>
    </message>
    <message>
        <source>Buchholz: sum of the opponents&apos; scores (unplayed rounds per the rules)</source>
        <translation>summen af modstandernes pointsum (uspillede runder efter reglerne)</translation>
    </message>
    <message>
        <source>DrawBoss layered Buchholz: all opponents, then the best R-1, ..., best 1, compared in turn (/V1: order R-2, R-1, R, R-3, ...)</source>
        <translation>DrawBoss: alle modstandere, derefter de R-1 største, ..., den største, sammenlignet efter tur (/V1: rækkefølgen R-2, R-1, R, R-3, ...)</translation>
    </message>
    <message>
        <source>DrawBoss median Buchholz: drop the highest and lowest opponent (the two highest and lowest from 9 rounds on)</source>
        <translation>DrawBoss: højeste og laveste modstander fjernes (ved 9 runder eller mere de to højeste og to laveste)</translation>
    </message>
    <message>
        <source>Number of games played over the board with Black</source>
        <translation>antal spillede partier med sort</translation>
    </message>
    <message>
        <source>Number of games won over the board with Black</source>
        <translation>antal vundne spillede partier med sort</translation>
    </message>
    <message>
        <source>Direct encounter: results among the tied players (type A, per group)</source>
        <translation>resultaterne mellem de spillere, der står lige (type A, pr. gruppe)</translation>
    </message>
    <message>
        <source>Direct encounter only if all tied players have met each other (SSF; legacy FIDE)</source>
        <translation>indbyrdes resultat, kun hvis alle de involverede spillere har mødt hinanden (SSF; ældre FIDE-regler)</translation>
    </message>
    <message>
        <source>Fore Buchholz: Buchholz with every final-round game counted as a draw</source>
        <translation>Buchholz, hvor alle partier i sidste runde regnes som remis</translation>
    </message>
    <message>
        <source>Koya: points scored against opponents with at least 50% of the maximum</source>
        <translation>point mod modstandere med mindst 50 % af den maksimale pointsum</translation>
    </message>
    <message>
        <source>Drawing of lots, seeded by the tournament so it is the same every time</source>
        <translation>lodtrækning, fastlagt af turneringen, så den er den samme hver gang</translation>
    </message>
    <message>
        <source>Progressive score: sum of the running score after each round</source>
        <translation>summen af pointsummen efter hver runde</translation>
    </message>
    <message>
        <source>Perfect tournament performance: lowest rating expected to score</source>
        <translation>den laveste rating, der forventes at give pointsummen</translation>
    </message>
    <message>
        <source>Points: the primary score</source>
        <translation>pointsummen</translation>
    </message>
    <message>
        <source>Rounds one elected to play: rounds minus requested byes and forfeits</source>
        <translation>runder minus ønskede byes og w.o.</translation>
    </message>
    <message>
        <source>DrawBoss rating correction: sum of the opponents&apos; ratings, a bye rated 500</source>
        <translation>DrawBoss: modstandernes ratingtal lægges sammen; BYE er sat til 500 i rating</translation>
    </message>
    <message>
        <source>Rating, highest first (/R: lowest first)</source>
        <translation>rating, højeste først (/R: laveste først)</translation>
    </message>
    <message>
        <source>Sonneborn-Berger: opponents&apos; scores times the points scored against them</source>
        <translation>modstandernes pointsum gange de point, der er opnået mod dem</translation>
    </message>
    <message>
        <source>Standard points: wins 1, draws ½ (3-1-0 events read as 1-½-0)</source>
        <translation>gevinst 1, remis ½ (3-1-0 regnes som 1-½-0)</translation>
    </message>
    <message>
        <source>Tournament pairing number, lowest first (/R: highest first)</source>
        <translation>startnummer, laveste først (/R: højeste først)</translation>
    </message>
    <message>
        <source>Tournament performance rating: ARO + dp(fractional score)</source>
        <translation>modstandernes gennemsnitsrating + dp(pointandel)</translation>
    </message>
    <message>
        <source>Number of wins: rounds with a win&apos;s points, played or not</source>
        <translation>runder med gevinstpoint, spillet eller ej</translation>
    </message>
    <message>
        <source>Number of games won over the board</source>
        <translation>antal vundne spillede partier</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Slutstilling</translation>
    </message>
    <message>
        <source>Standings after round {round}</source>
        <translation>Stilling efter runde {round}</translation>
    </message>
    <message>
        <source>Standings after round {round} – games without a result: {count}, not counted</source>
        <translation>Stilling efter runde {round} – partier uden resultat: {count}, tælles ikke med</translation>
    </message>
    <message>
        <source>Standings after round {round} – games without a result: {count}, counted as draws</source>
        <translation>Stilling efter runde {round} – partier uden resultat: {count}, tælles som remis</translation>
    </message>
    <message>
        <source>Provisional standings after round {round} – adjourned games without a result: {count}</source>
        <translation>Foreløbig stilling efter runde {round} – hængepartier uden resultat: {count}</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stilling</translation>
    </message>
    <message>
        <source>Outside FIDE mode since round {round}: {reason}</source>
        <translation>Uden for FIDE-tilstand siden runde {round}: {reason}</translation>
    </message>
    <message>
        <source>Initial ranking list</source>
        <translation>Startrangering</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Krydstabel</translation>
    </message>
    <message>
        <source>{title} – Chess960</source>
        <translation>{title} – Chess960</translation>
    </message>
    <message>
        <source>Round by round</source>
        <translation>Runde for runde</translation>
    </message>
    <message>
        <source>Tie-break details</source>
        <translation>Korrektion i detaljer</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnering</translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation>Korrektion</translation>
    </message>
    <message>
        <source>Symbols</source>
        <translation>Symboler</translation>
    </message>
    <message>
        <source>Rk.</source>
        <translation>Plads</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Forb.</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klub</translation>
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
        <translation>Point</translation>
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
        <translation>Korrektion</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Værdi</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Bemærkninger</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kode</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beskrivelse</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Felt</translation>
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
        <translation>Runde</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Hvad</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Hvorfor</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detalje</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Sted</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Forbund</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Datoer</translation>
    </message>
    <message>
        <source>Chief arbiter</source>
        <translation>Overdommer</translation>
    </message>
    <message>
        <source>Deputy arbiters</source>
        <translation>Assisterende dommere</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Betænkningstid</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Turneringsform</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runder</translation>
    </message>
    <message>
        <source>{played} of {planned}</source>
        <translation>{played} af {planned}</translation>
    </message>
    <message>
        <source>Rule edition</source>
        <translation>Regelsæt</translation>
    </message>
    <message>
        <source>{rules} (assumed: the start date “{date}” could not be read)</source>
        <translation>{rules} (antaget: startdatoen »{date}« kan ikke læses)</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Forudindstilling</translation>
    </message>
    <message>
        <source>For information (not used for ranking)</source>
        <translation>Til orientering (bruges ikke til placeringen)</translation>
    </message>
    <message>
        <source>for information, not used for ranking</source>
        <translation>til orientering, bruges ikke til placeringen</translation>
    </message>
    <message>
        <source>{code} (info)</source>
        <translation>{code} (info)</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pointsystem</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Program</translation>
    </message>
    <message>
        <source>Rating list</source>
        <translation>Ratingliste</translation>
    </message>
    <message>
        <source>{list}, list of {date} (the list in force for the event)</source>
        <translation>{list}, liste fra {date} (den liste der gælder for turneringen)</translation>
    </message>
    <message>
        <source>{list}, list of {date} – warning: {months} month(s) older than the list in force, a newer list should exist</source>
        <translation>{list}, liste fra {date} – advarsel: {months} måned(er) ældre end den gældende liste, en nyere liste bør findes</translation>
    </message>
    <message>
        <source>{list}, list of {date} ({months} month(s) newer than the list in force)</source>
        <translation>{list}, liste fra {date} ({months} måned(er) nyere end den gældende liste)</translation>
    </message>
    <message>
        <source>{list} – warning: the list&apos;s date is unknown</source>
        <translation>{list} – advarsel: listens dato er ukendt</translation>
    </message>
    <message>
        <source>Swiss system</source>
        <translation>Schweizersystem</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Alle mod alle</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Dobbelt alle mod alle</translation>
    </message>
    <message>
        <source>FIDE C.07 (March 2026)</source>
        <translation>FIDE C.07 (marts 2026)</translation>
    </message>
    <message>
        <source>FIDE C.07 (2023/2024)</source>
        <translation>FIDE C.07 (2023/2024)</translation>
    </message>
    <message>
        <source>FIDE legacy (virtual opponent, 2009–2023)</source>
        <translation>FIDE, ældre regler (virtuel modstander, 2009–2023)</translation>
    </message>
    <message>
        <source>Swedish Chess Federation (SSF)</source>
        <translation>Sveriges Skakforbund (SSF)</translation>
    </message>
    <message>
        <source>DrawBoss (Danish Backgammon Federation)</source>
        <translation>DrawBoss (Dansk Backgammon Forbund)</translation>
    </message>
    <message>
        <source>withdrew after round {round}</source>
        <translation>trak sig efter runde {round}</translation>
    </message>
    <message>
        <source>withdrawn after R{round}</source>
        <translation>trukket sig efter R{round}</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Side {page} af {pages}</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>fjernet</translation>
    </message>
    <message>
        <source>Values in parentheses were removed by a cut or median.</source>
        <translation>Værdier i parentes er fjernet (cut eller median).</translation>
    </message>
    <message>
        <source>12w1: against no. 12 with White, won (½ drawn, 0 lost)</source>
        <translation>12w1: mod nr. 12 med hvid, gevinst (½ remis, 0 tab)</translation>
    </message>
    <message>
        <source>+ / -: won / lost by forfeit; --: double forfeit</source>
        <translation>+ / -: gevinst / tab uden kamp (w.o.); --: dobbelt w.o.</translation>
    </message>
    <message>
        <source>W, D, L: game of less than one move (won, drawn, lost)</source>
        <translation>W, D, L: parti på under ét træk (gevinst, remis, tab)</translation>
    </message>
    <message>
        <source>bye: pairing-allocated bye; F, H, Z: full, half, zero-point bye</source>
        <translation>bye: bye fra parringen; F, H, Z: bye med 1, ½, 0 point</translation>
    </message>
    <message>
        <source>P: postponed; A: adjourned; no symbol: result pending</source>
        <translation>P: udsat; A: hængeparti; intet symbol: resultat mangler</translation>
    </message>
    <message>
        <source>–: after withdrawal</source>
        <translation>–: efter at spilleren trak sig</translation>
    </message>
    <message>
        <source>Cut-1: the lowest value removed</source>
        <translation>Cut-1: den laveste værdi fjernet</translation>
    </message>
    <message>
        <source>Cut-{n}: the {n} lowest values removed</source>
        <translation>Cut-{n}: de {n} laveste værdier fjernet</translation>
    </message>
    <message>
        <source>Median-1: the lowest and the highest value removed</source>
        <translation>Median-1: højeste og laveste værdi fjernet</translation>
    </message>
    <message>
        <source>Median-{n}: the {n} lowest and the {n} highest values removed</source>
        <translation>Median-{n}: de {n} højeste og de {n} laveste værdier fjernet</translation>
    </message>
    <message>
        <source>forfeits count as played games</source>
        <translation>w.o. regnes som spillede partier</translation>
    </message>
    <message>
        <source>reversed order</source>
        <translation>omvendt rækkefølge</translation>
    </message>
    <message>
        <source>limit {n:+d} half points</source>
        <translation>grænse {n:+d} halve point</translation>
    </message>
    <message>
        <source>rating {n} for unrated players</source>
        <translation>rating {n} for spillere uden rating</translation>
    </message>
    <message>
        <source>adjusted score</source>
        <translation>justeret pointsum</translation>
    </message>
    <message>
        <source>score</source>
        <translation>pointsum</translation>
    </message>
    <message>
        <source>forfeit counted as game</source>
        <translation>w.o. regnet som parti</translation>
    </message>
    <message>
        <source>game without a result</source>
        <translation>parti uden resultat</translation>
    </message>
    <message>
        <source>dummy opponent</source>
        <translation>fiktiv modstander</translation>
    </message>
    <message>
        <source>dummy opponent (capped)</source>
        <translation>fiktiv modstander (begrænset)</translation>
    </message>
    <message>
        <source>virtual opponent</source>
        <translation>virtuel modstander</translation>
    </message>
    <message>
        <source>no opponent</source>
        <translation>ingen modstander</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>ikke parret</translation>
    </message>
    <message>
        <source>after the player&apos;s withdrawal</source>
        <translation>efter spillerens udtræden</translation>
    </message>
    <message>
        <source>scheduled opponent</source>
        <translation>planlagt modstander</translation>
    </message>
    <message>
        <source>bye as an opponent with 0 points</source>
        <translation>BYE som modstander med 0 point</translation>
    </message>
    <message>
        <source>direct encounter</source>
        <translation>indbyrdes opgør</translation>
    </message>
    <message>
        <source>direct encounters, average</source>
        <translation>indbyrdes opgør, gennemsnit</translation>
    </message>
    <message>
        <source>cumulative score</source>
        <translation>akkumuleret pointsum</translation>
    </message>
    <message>
        <source>unrated opponent, no rating given</source>
        <translation>modstander uden rating, ingen rating givet</translation>
    </message>
    <message>
        <source>rating given to unrated players</source>
        <translation>rating givet til spillere uden rating</translation>
    </message>
    <message>
        <source>rating given to a bye</source>
        <translation>rating givet for BYE</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Ratingændring</translation>
    </message>
    <message>
        <source>FIDE rating change under B.02: sum of K x (score - PD) over the games against rated opponents (information only)</source>
        <translation>FIDE-ratingændring efter B.02: summen af K x (point - PD) over partierne mod modstandere med rating (kun til information)</translation>
    </message>
    <message>
        <source>Pairings, round {round} of {rounds}</source>
        <translation>Parring, runde {round} af {rounds}</translation>
    </message>
    <message>
        <source>Players in alphabetical order, round {round}</source>
        <translation>Spillere i alfabetisk rækkefølge, runde {round}</translation>
    </message>
    <message>
        <source>Result slips, round {round}</source>
        <translation>Resultatsedler, runde {round}</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Hvid</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Sort</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farve</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Bye</translation>
    </message>
    <message>
        <source>Pairing-allocated bye</source>
        <translation>Bye</translation>
    </message>
    <message>
        <source>Half-point bye</source>
        <translation>Halvpoints-bye</translation>
    </message>
    <message>
        <source>Full-point bye</source>
        <translation>Helpoints-bye</translation>
    </message>
    <message>
        <source>Absent</source>
        <translation>Fraværende</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Underskrift</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <source>Team final standings</source>
        <translation>Slutstilling for hold</translation>
    </message>
    <message>
        <source>Team crosstable</source>
        <translation>Holdkrydstabel</translation>
    </message>
    <message>
        <source>Board results</source>
        <translation>Bordresultater</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Hold</translation>
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
        <translation>Pl.</translation>
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
        <translation>Holdparring, runde {0}</translation>
    </message>
    <message>
        <source>Match slips, round {0}</source>
        <translation>Matchsedler, runde {0}</translation>
    </message>
    <message>
        <source>Captains&apos; signatures</source>
        <translation>Holdkaptajnernes underskrifter</translation>
    </message>
    <message>
        <source>Each round: the opponent team&apos;s number, then the match points and the game points scored against it.</source>
        <translation>Hver runde: modstanderholdets nummer, derefter matchpointene og partipointene mod det.</translation>
    </message>
</context>
<context>
    <name>ReportActions</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Udskriv…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>&amp;Vis udskrift…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Eksportér P&amp;DF…</translation>
    </message>
    <message>
        <source>Export E&amp;xcel…</source>
        <translation>Eksportér E&amp;xcel…</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>Eksportér &amp;HTML…</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Eksportér PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export Excel</source>
        <translation>Eksportér Excel</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel-projektmappe (*.xlsx)</translation>
    </message>
    <message>
        <source>Export HTML</source>
        <translation>Eksportér HTML</translation>
    </message>
    <message>
        <source>Web page (*.html *.htm)</source>
        <translation>Webside (*.html *.htm)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Eksporten mislykkedes</translation>
    </message>
    <message>
        <source>Could not write {path}:
{error}</source>
        <translation>Kunne ikke skrive {path}:
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
        <translation>Gevinst</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Forfeit win</source>
        <translation>W.o.-gevinst</translation>
    </message>
    <message>
        <source>Forfeit loss</source>
        <translation>W.o.-tab</translation>
    </message>
    <message>
        <source>Double forfeit</source>
        <translation>Dobbelt w.o.</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Afventer</translation>
    </message>
    <message>
        <source>Pairing bye</source>
        <translation>Bye</translation>
    </message>
    <message>
        <source>Full-point bye</source>
        <translation>Bye 1 point</translation>
    </message>
    <message>
        <source>Half-point bye</source>
        <translation>Bye ½ point</translation>
    </message>
    <message>
        <source>Zero-point bye</source>
        <translation>Bye 0 point</translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation>Trukket sig</translation>
    </message>
    <message>
        <source>Postponed</source>
        <translation>Udsat</translation>
    </message>
    <message>
        <source>{label}: enter “{symbol}” in the selected cells ({key})</source>
        <translation>{label}: skriv »{symbol}« i de valgte celler ({key})</translation>
    </message>
</context>
<context>
    <name>RoundView</name>
    <message>
        <source>Player {player} is not paired.</source>
        <translation>Spiller {player} er ikke parret.</translation>
    </message>
    <message>
        <source>Player {player} is paired twice.</source>
        <translation>Spiller {player} er parret to gange.</translation>
    </message>
    <message>
        <source>Player {player} is excused or withdrawn, yet paired.</source>
        <translation>Spiller {player} har fri eller har trukket sig, men er alligevel parret.</translation>
    </message>
    <message>
        <source>Pairing-allocated bye to {player} not needed (even number).</source>
        <translation>Bye til {player} er ikke nødvendig (lige antal).</translation>
    </message>
    <message>
        <source>Player {player} already had a bye or a win without playing (round {detail}).</source>
        <translation>Spiller {player} har allerede haft bye eller vundet uden spil (runde {detail}).</translation>
    </message>
    <message>
        <source>Players {player} and {opponent} already met (round {detail}).</source>
        <translation>Spillerne {player} og {opponent} har allerede mødt hinanden (runde {detail}).</translation>
    </message>
    <message>
        <source>Players {player} and {opponent} meet again after a forfeit.</source>
        <translation>Spillerne {player} og {opponent} mødes igen efter en walkover.</translation>
    </message>
    <message>
        <source>Player {player}: colour difference {detail}.</source>
        <translation>Spiller {player}: farvedifference {detail}.</translation>
    </message>
    <message>
        <source>Player {player}: the same colour three times in a row.</source>
        <translation>Spiller {player}: samme farve tre gange i træk.</translation>
    </message>
    <message>
        <source>Player {player}: colour rule not kept (topscorer, last round).</source>
        <translation>Spiller {player}: farvereglen overholdes ikke (topscorer, sidste runde).</translation>
    </message>
    <message>
        <source>Players {player} and {opponent} must not meet (prohibited pair).</source>
        <translation>Spillerne {player} og {opponent} må ikke mødes (forbudt par).</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Hvid</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Sort</translation>
    </message>
    <message>
        <source>{0}  (no such player)</source>
        <translation>{0}  (ingen sådan spiller)</translation>
    </message>
    <message>
        <source>{0} forfeit</source>
        <translation>{0} w.o.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Pair next round</source>
        <translation>Par næste runde</translation>
    </message>
    <message>
        <source>Unpair last round</source>
        <translation>Fjern parringen af sidste runde</translation>
    </message>
    <message>
        <source>Print pairings…</source>
        <translation>Udskriv parringen …</translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation>Byt farver</translation>
    </message>
    <message>
        <source>Swap the colours of the selected board</source>
        <translation>Byt farverne på det valgte bord</translation>
    </message>
    <message>
        <source>Click a finding to show its board</source>
        <translation>Klik på en bemærkning for at vise bordet</translation>
    </message>
    <message>
        <source>Exchange players</source>
        <translation>Byt spillere</translation>
    </message>
    <message>
        <source>Exchange the black players of the two selected boards</source>
        <translation>Byt de sorte spillere på de to valgte borde</translation>
    </message>
    <message>
        <source>withdrawn after round {0}</source>
        <translation>udgået efter runde {0}</translation>
    </message>
    <message>
        <source>Not paired in round {0}: {1}</source>
        <translation>Parres ikke i runde {0}: {1}</translation>
    </message>
    <message>
        <source>No engine implements the pairing text in force on {0} (before 1 July 2017): the FIDE (Dutch) text of 2017 pairs this event.</source>
        <translation>Ingen motor implementerer parringsreglerne, der gjaldt {0} (før 1. juli 2017): FIDE&apos;s (hollandske) regler fra 2017 parrer turneringen.</translation>
    </message>
    <message>
        <source>{0} {1}: {2}</source>
        <translation>{0} {1}: {2}</translation>
    </message>
    <message>
        <source>Byes and absences</source>
        <translation>Byes og fravær</translation>
    </message>
    <message>
        <source>… and {0} more.</source>
        <translation>… og {0} mere.</translation>
    </message>
    <message>
        <source>Other result…</source>
        <translation>Andet resultat…</translation>
    </message>
    <message>
        <source>Type the selected board&apos;s result, White first: also ½-0, 0-½ and 0-0</source>
        <translation>Skriv resultatet på det valgte bord, hvid først: også ½-0, 0-½ og 0-0</translation>
    </message>
    <message>
        <source>Correct for the rating report…</source>
        <translation>Ret til ratingrapporten…</translation>
    </message>
    <message>
        <source>Record the selected board&apos;s corrected result for the rating report only: the standings keep the result as played (C.04.2 4.3)</source>
        <translation>Registrér det valgte bords rettede resultat kun til ratingrapporten: stillingen beholder resultatet, som det blev spillet (C.04.2 4.3)</translation>
    </message>
    <message>
        <source>Other result</source>
        <translation>Andet resultat</translation>
    </message>
    <message>
        <source>Board {0}: the result, White first (e.g. ½-0)</source>
        <translation>Bord {0}: resultatet, hvid først (f.eks. ½-0)</translation>
    </message>
    <message>
        <source>Not a board result: {0}</source>
        <translation>Ikke et resultat: {0}</translation>
    </message>
    <message>
        <source>Result on board {0}</source>
        <translation>Resultat på bord {0}</translation>
    </message>
    <message>
        <source>Correct for the rating report</source>
        <translation>Ret til ratingrapporten</translation>
    </message>
    <message>
        <source>Why is the result corrected?</source>
        <translation>Hvorfor rettes resultatet?</translation>
    </message>
    <message>
        <source>Correction for the rating report, board {0}</source>
        <translation>Rettelse til ratingrapporten, bord {0}</translation>
    </message>
    <message>
        <source>All rounds are paired.</source>
        <translation>Alle runder er parret.</translation>
    </message>
    <message>
        <source>Round {0} has games without a result.</source>
        <translation>Runde {0} har partier uden resultat.</translation>
    </message>
    <message>
        <source>Pair round {0}</source>
        <translation>Par runde {0}</translation>
    </message>
    <message>
        <source>Pairing…</source>
        <translation>Parrer …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>Change pairing</source>
        <translation>Ændr parring</translation>
    </message>
    <message>
        <source>Board {0} has a result. Change the pairing and drop the result?</source>
        <translation>Bord {0} har et resultat. Ændre parringen og fjerne resultatet?</translation>
    </message>
    <message>
        <source>Swap colours in round {0}</source>
        <translation>Byt farver i runde {0}</translation>
    </message>
    <message>
        <source>Exchange players in round {0}</source>
        <translation>Byt spillere i runde {0}</translation>
    </message>
    <message>
        <source>Unpair round {0}</source>
        <translation>Fjern parringen af runde {0}</translation>
    </message>
    <message>
        <source>Team {player} is not paired.</source>
        <translation>Hold {player} er ikke parret.</translation>
    </message>
    <message>
        <source>Team {player} is paired twice.</source>
        <translation>Hold {player} er parret to gange.</translation>
    </message>
    <message>
        <source>Team {player} has a bye or withdrew, yet is paired.</source>
        <translation>Hold {player} har fri runde eller har trukket sig, men er alligevel parret.</translation>
    </message>
    <message>
        <source>Pairing-allocated bye to team {player} not needed (even number).</source>
        <translation>Parringsfri runde til hold {player} er ikke nødvendig (lige antal).</translation>
    </message>
    <message>
        <source>Team {player} already had the pairing-allocated bye (round {detail}).</source>
        <translation>Hold {player} har allerede haft parringsfri runde (runde {detail}).</translation>
    </message>
    <message>
        <source>Teams {player} and {opponent} already met (round {detail}).</source>
        <translation>Holdene {player} og {opponent} har allerede mødt hinanden (runde {detail}).</translation>
    </message>
    <message>
        <source>Teams {player} and {opponent} meet again after a forfeited match.</source>
        <translation>Holdene {player} og {opponent} mødes igen efter en walkover-match.</translation>
    </message>
    <message>
        <source>Teams without a match: {0}</source>
        <translation>Hold uden match: {0}</translation>
    </message>
</context>
<context>
    <name>SquareModel</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>white</source>
        <translation>hvid</translation>
    </message>
    <message>
        <source>black</source>
        <translation>sort</translation>
    </message>
    <message>
        <source>colour unknown</source>
        <translation>farve ukendt</translation>
    </message>
    <message>
        <source>Round {0}: {1} with {2}</source>
        <translation>Runde {0}: {1} med {2}</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Rk.</source>
        <translation>Plads</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>{0} (info)</source>
        <translation>{0} (info)</translation>
    </message>
    <message>
        <source>Rank (shared places shown as 3-4)</source>
        <translation>Placering (delte pladser vises som 3-4)</translation>
    </message>
    <message>
        <source>Start number</source>
        <translation>Startnummer</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>For information, not used for ranking</source>
        <translation>Til orientering, bruges ikke til placeringen</translation>
    </message>
    <message>
        <source>{0} (wd)</source>
        <translation>{0} (trukket)</translation>
    </message>
    <message>
        <source>Withdrawn after round {0}</source>
        <translation>Trak sig efter runde {0}</translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation>Trukket sig</translation>
    </message>
    <message>
        <source>Places {0} to {1} shared: the tie-breaks do not separate them</source>
        <translation>Plads {0} til {1} delt: korrektionen adskiller dem ikke</translation>
    </message>
</context>
<context>
    <name>TeamCrosstable</name>
    <message>
        <source>Team crosstable</source>
        <translation>Holdkrydstabel</translation>
    </message>
    <message>
        <source>Export team lists…</source>
        <translation>Eksportér holdlister…</translation>
    </message>
    <message>
        <source>Teams and lineups…</source>
        <translation>Hold og holdopstillinger…</translation>
    </message>
    <message>
        <source>Print team lists…</source>
        <translation>Udskriv holdlister…</translation>
    </message>
    <message>
        <source>Teams and lineups</source>
        <translation>Hold og holdopstillinger</translation>
    </message>
    <message>
        <source>Export team lists</source>
        <translation>Eksportér holdlister</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;HTML (*.html);;Excel (*.xlsx);;CSV (*.csv)</source>
        <translation>PDF (*.pdf);;HTML (*.html);;Excel (*.xlsx);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>unknown format {0}</source>
        <translation>ukendt format {0}</translation>
    </message>
    <message>
        <source>Not written: {0}</source>
        <translation>Ikke skrevet: {0}</translation>
    </message>
    <message>
        <source>Board results</source>
        <translation>Bordresultater</translation>
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
        <translation>Hold og holdopstillinger</translation>
    </message>
    <message>
        <source>Add team</source>
        <translation>Tilføj hold</translation>
    </message>
    <message>
        <source>Remove team</source>
        <translation>Fjern hold</translation>
    </message>
    <message>
        <source>start numbers in board order</source>
        <translation>startnumre i bordrækkefølge</translation>
    </message>
    <message>
        <source>not withdrawn</source>
        <translation>ikke udgået</translation>
    </message>
    <message>
        <source>board order (no lineup)</source>
        <translation>bordrækkefølge (ingen opstilling)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Short name</source>
        <translation>Kortnavn</translation>
    </message>
    <message>
        <source>Federation or club</source>
        <translation>Forbund eller klub</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Holdkaptajn</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Withdrawn after round</source>
        <translation>Udgået efter runde</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Lineup</source>
        <translation>Opstilling</translation>
    </message>
    <message>
        <source>Not a start number: {0}</source>
        <translation>Ikke et startnummer: {0}</translation>
    </message>
    <message>
        <source>Team {0}</source>
        <translation>Hold {0}</translation>
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
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Modstander</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Pairing list and match slips…</source>
        <translation>Parringsliste og matchsedler…</translation>
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
        <translation>Parringsliste og matchsedler</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;HTML (*.html)</source>
        <translation>PDF (*.pdf);;HTML (*.html)</translation>
    </message>
    <message>
        <source>Not written: {0}</source>
        <translation>Ikke skrevet: {0}</translation>
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
        <translation>Individuel</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Hold</translation>
    </message>
    <message>
        <source>boards a match</source>
        <translation>borde pr. match</translation>
    </message>
    <message>
        <source>a draw&apos;s</source>
        <translation>som remis</translation>
    </message>
    <message>
        <source>e.g. MPvGP, EDE, EMGSB</source>
        <translation>f.eks. MPvGP, EDE, EMGSB</translation>
    </message>
    <message>
        <source>win</source>
        <translation>gevinst</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remis</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>tab</translation>
    </message>
    <message>
        <source>bye MP</source>
        <translation>bye MP</translation>
    </message>
    <message>
        <source>bye GP</source>
        <translation>bye PP</translation>
    </message>
    <message>
        <source>Match points for win, draw, loss and a team bye are numbers.</source>
        <translation>Matchpoint for gevinst, remis, tab og holdets bye er tal.</translation>
    </message>
    <message>
        <source>Team tie-breaks: {0}</source>
        <translation>Holdets korrektion: {0}</translation>
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
        <translation>Hold</translation>
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
        <translation>Holdets parringsnummer</translation>
    </message>
    <message>
        <source>Match points (C.07 Art. 11)</source>
        <translation>Matchpoint (C.07 art. 11)</translation>
    </message>
    <message>
        <source>Game points (C.07 Art. 11)</source>
        <translation>Partipoint (C.07 art. 11)</translation>
    </message>
    <message>
        <source>Round {0}: {1}</source>
        <translation>Runde {0}: {1}</translation>
    </message>
    <message>
        <source>team {0}</source>
        <translation>hold {0}</translation>
    </message>
    <message>
        <source>own score (unplayed round)</source>
        <translation>egen score (uspillet runde)</translation>
    </message>
    <message>
        <source>Round {0}, {1}: {2}</source>
        <translation>Runde {0}, {1}: {2}</translation>
    </message>
    <message>
        <source>(cut)</source>
        <translation>(fjernet)</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>Holdstilling</translation>
    </message>
    <message>
        <source>Team tie-breaks: {0}</source>
        <translation>Holdets korrektioner: {0}</translation>
    </message>
    <message>
        <source>{0} teams, ranked by {1}</source>
        <translation>{0} hold, rangeret efter {1}</translation>
    </message>
</context>
<context>
    <name>TiebreakDialog</name>
    <message>
        <source>Tie-break settings</source>
        <translation>Korrektion</translation>
    </message>
    <message>
        <source>&amp;Save as preset…</source>
        <translation>&amp;Gem som forudindstilling…</translation>
    </message>
    <message>
        <source>De&amp;lete preset</source>
        <translation>S&amp;let forudindstilling</translation>
    </message>
    <message>
        <source>Left out until finished</source>
        <translation>Udelades, til de er færdigspillet</translation>
    </message>
    <message>
        <source>Counted as draws</source>
        <translation>Regnes som remis</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>ikke angivet</translation>
    </message>
    <message>
        <source>Rating given to unrated players in rating tie-breaks (C.07 Art. 10)</source>
        <translation>Rating for spillere uden rating i ratingbaseret korrektion (C.07 art. 10)</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Forudindstilling:</translation>
    </message>
    <message>
        <source>Unfinished &amp;games (preliminary lists):</source>
        <translation>Uafsluttede &amp;partier (foreløbige lister):</translation>
    </message>
    <message>
        <source>&amp;Add ↓</source>
        <translation>&amp;Tilføj ↓</translation>
    </message>
    <message>
        <source>Add the criterion to the end of the ranking list</source>
        <translation>Tilføj kriteriet sidst i rangordenen</translation>
    </message>
    <message>
        <source>&amp;Remove ↑</source>
        <translation>&amp;Fjern ↑</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Flyt &amp;op</translation>
    </message>
    <message>
        <source>Move up (Ctrl+Up)</source>
        <translation>Flyt op (Ctrl+Op)</translation>
    </message>
    <message>
        <source>Move down (Ctrl+Down)</source>
        <translation>Flyt ned (Ctrl+Ned)</translation>
    </message>
    <message>
        <source>A&amp;vailable criteria:</source>
        <translation>Tilgængelige &amp;kriterier:</translation>
    </message>
    <message>
        <source>Ran&amp;king: points, then</source>
        <translation>&amp;Rangorden: point, derefter</translation>
    </message>
    <message>
        <source>Options of the selected criterion</source>
        <translation>Indstillinger for det valgte kriterium</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>Cut-n: the n lowest values are removed (C.07 14.1)</source>
        <translation>Cut-n: de n laveste værdier fjernes (C.07 14.1)</translation>
    </message>
    <message>
        <source>Median-n: the n lowest and the n highest values are removed (C.07 14.3)</source>
        <translation>Median-n: de n laveste og de n højeste værdier fjernes (C.07 14.3)</translation>
    </message>
    <message>
        <source>move the 50 % threshold by</source>
        <translation>flyt 50 %-grænsen med</translation>
    </message>
    <message>
        <source> half points</source>
        <translation> halve point</translation>
    </message>
    <message>
        <source>Koya limit modifier (C.07 14.5)</source>
        <translation>Koya-grænse (C.07 14.5)</translation>
    </message>
    <message>
        <source>Forfeits count as played games (/P)</source>
        <translation>W.o. regnes som spillede partier (/P)</translation>
    </message>
    <message>
        <source>Use the opponents&apos; Fore Buchholz (/F)</source>
        <translation>Brug modstandernes Fore-Buchholz (/F)</translation>
    </message>
    <message>
        <source>Reverse the order (/R)</source>
        <translation>Omvendt rækkefølge (/R)</translation>
    </message>
    <message>
        <source>unrated players rated</source>
        <translation>spillere uden rating får</translation>
    </message>
    <message>
        <source>The FIDE descriptor (C.07, TRF-26 record 202); edit and press Enter</source>
        <translation>FIDE-koden (C.07, TRF-26 post 202); redigér og tryk Enter</translation>
    </message>
    <message>
        <source>&amp;Cut lowest:</source>
        <translation>&amp;Fjern laveste:</translation>
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
        <translation>Rating for spillere &amp;uden rating:</translation>
    </message>
    <message>
        <source>Move d&amp;own</source>
        <translation>Flyt &amp;ned</translation>
    </message>
    <message>
        <source>Previe&amp;w with this list:</source>
        <translation>Forhånds&amp;visning med denne liste:</translation>
    </message>
    <message>
        <source>Koya lim&amp;it:</source>
        <translation>Koya-&amp;grænse:</translation>
    </message>
    <message>
        <source>Ra&amp;ting:</source>
        <translation>Ra&amp;ting:</translation>
    </message>
    <message>
        <source>&amp;Descriptor:</source>
        <translation>FIDE-&amp;kode:</translation>
    </message>
    <message>
        <source>By start date (now {0})</source>
        <translation>Efter startdato (nu {0})</translation>
    </message>
    <message>
        <source>Custom list</source>
        <translation>Egen liste</translation>
    </message>
    <message>
        <source>{0} (own)</source>
        <translation>{0} (egen)</translation>
    </message>
    <message>
        <source>Preset not used: {0}</source>
        <translation>Forudindstillingen bruges ikke: {0}</translation>
    </message>
    <message>
        <source>Save as preset</source>
        <translation>Gem som forudindstilling</translation>
    </message>
    <message>
        <source>Name of the preset:</source>
        <translation>Forudindstillingens navn:</translation>
    </message>
    <message>
        <source>Preset “{0}” saved.</source>
        <translation>Forudindstillingen »{0}« er gemt.</translation>
    </message>
    <message>
        <source>Applies: {0}, from the event&apos;s start date {1}.</source>
        <translation>Gælder: {0}, efter turneringens startdato {1}.</translation>
    </message>
    <message>
        <source>Applies: {0}, the edition in force (no start date).</source>
        <translation>Gælder: {0}, den udgave, der gælder nu (ingen startdato).</translation>
    </message>
    <message>
        <source>Applies: {0}, as chosen under Rules.</source>
        <translation>Gælder: {0}, som valgt under Regler.</translation>
    </message>
    <message>
        <source>The preset was written for {0}; its list is used with the rules that apply.</source>
        <translation>Forudindstillingen blev lavet til {0}; dens liste bruges med de regler, der gælder.</translation>
    </message>
    <message>
        <source>Round {0} is already paired: the list is published before the start (C.07 4.1.1).</source>
        <translation>Runde {0} er allerede parret: listen offentliggøres før start (C.07 4.1.1).</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Forudindstilling</translation>
    </message>
    <message>
        <source>Rules: {0}</source>
        <translation>Regler: {0}</translation>
    </message>
    <message>
        <source>{0} players change place</source>
        <translation>{0} spillere skifter plads</translation>
    </message>
    <message>
        <source>1 player changes place</source>
        <translation>1 spiller skifter plads</translation>
    </message>
    <message>
        <source>List not used: {0}</source>
        <translation>Listen bruges ikke: {0}</translation>
    </message>
    <message>
        <source>Options of {0}</source>
        <translation>Indstillinger for {0}</translation>
    </message>
    <message>
        <source>Tie-breaks: {0}</source>
        <translation>Korrektion: {0}</translation>
    </message>
</context>
<context>
    <name>TiebreakText</name>
    <message>
        <source>Direct encounter</source>
        <translation>Indbyrdes resultat</translation>
    </message>
    <message>
        <source>Results among the tied players</source>
        <translation>Resultaterne mellem de spillere, der står lige</translation>
    </message>
    <message>
        <source>Number of wins</source>
        <translation>Antal sejre</translation>
    </message>
    <message>
        <source>Rounds with a win&apos;s points, played or not</source>
        <translation>Runder med gevinstpoint, spillet eller ej</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Vundne partier ved brættet</translation>
    </message>
    <message>
        <source>Games won over the board</source>
        <translation>Vundne spillede partier</translation>
    </message>
    <message>
        <source>Games with Black</source>
        <translation>Partier med sort</translation>
    </message>
    <message>
        <source>Games played over the board with Black</source>
        <translation>Spillede partier med sort</translation>
    </message>
    <message>
        <source>Wins with Black</source>
        <translation>Sejre med sort</translation>
    </message>
    <message>
        <source>Games won over the board with Black</source>
        <translation>Vundne spillede partier med sort</translation>
    </message>
    <message>
        <source>Progressive score</source>
        <translation>Progressiv score</translation>
    </message>
    <message>
        <source>Sum of the running score after each round</source>
        <translation>Summen af pointsummen efter hver runde</translation>
    </message>
    <message>
        <source>Rounds elected to play</source>
        <translation>Runder valgt at spille</translation>
    </message>
    <message>
        <source>Rounds minus requested byes and forfeit losses</source>
        <translation>Runder minus ønskede byes og tab uden kamp</translation>
    </message>
    <message>
        <source>Standard points</source>
        <translation>Standardpoint</translation>
    </message>
    <message>
        <source>Wins 1, draws ½, whatever the scoring</source>
        <translation>Gevinst 1, remis ½, uanset pointsystem</translation>
    </message>
    <message>
        <source>Pairing number</source>
        <translation>Startnummer</translation>
    </message>
    <message>
        <source>Lowest tournament pairing number first</source>
        <translation>Laveste startnummer først</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Sum of the opponents&apos; scores</source>
        <translation>Summen af modstandernes pointsum</translation>
    </message>
    <message>
        <source>Average of opponents&apos; Buchholz</source>
        <translation>Modstandernes gennemsnitlige Buchholz</translation>
    </message>
    <message>
        <source>Average Buchholz of the opponents played</source>
        <translation>Gennemsnitlig Buchholz for de mødte modstandere</translation>
    </message>
    <message>
        <source>Fore Buchholz</source>
        <translation>Fore-Buchholz</translation>
    </message>
    <message>
        <source>Buchholz with the last round&apos;s games counted as draws</source>
        <translation>Buchholz med sidste rundes partier regnet som remis</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Opponents&apos; scores times the points scored against them</source>
        <translation>Modstandernes pointsum gange pointene mod dem</translation>
    </message>
    <message>
        <source>Koya</source>
        <translation>Koya</translation>
    </message>
    <message>
        <source>Points against opponents with at least 50 %</source>
        <translation>Point mod modstandere med mindst 50 %</translation>
    </message>
    <message>
        <source>Average rating of opponents</source>
        <translation>Modstandernes gennemsnitlige rating</translation>
    </message>
    <message>
        <source>Average rating of the opponents played</source>
        <translation>Gennemsnitlig rating for de mødte modstandere</translation>
    </message>
    <message>
        <source>Performance rating</source>
        <translation>Præstationsrating</translation>
    </message>
    <message>
        <source>Average opponent rating plus the score&apos;s rating difference</source>
        <translation>Modstandernes gennemsnitsrating plus pointsummens ratingdifference</translation>
    </message>
    <message>
        <source>Perfect performance</source>
        <translation>Perfekt præstation</translation>
    </message>
    <message>
        <source>Lowest rating expected to make the score</source>
        <translation>Laveste rating, der forventes at give pointsummen</translation>
    </message>
    <message>
        <source>Opponents&apos; average performance</source>
        <translation>Modstandernes gennemsnitlige præstation</translation>
    </message>
    <message>
        <source>Average of the opponents&apos; performance ratings</source>
        <translation>Gennemsnittet af modstandernes præstationsrating</translation>
    </message>
    <message>
        <source>Opponents&apos; average perfect performance</source>
        <translation>Modstandernes gennemsnitlige perfekte præstation</translation>
    </message>
    <message>
        <source>Average of the opponents&apos; perfect performances</source>
        <translation>Gennemsnittet af modstandernes perfekte præstationer</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Highest rating first</source>
        <translation>Højeste rating først</translation>
    </message>
    <message>
        <source>Drawing of lots</source>
        <translation>Lodtrækning</translation>
    </message>
    <message>
        <source>Seeded: the same draw every time</source>
        <translation>Fastlagt: samme lodtrækning hver gang</translation>
    </message>
    <message>
        <source>Direct encounter (all met)</source>
        <translation>Indbyrdes resultat (alle har mødt hinanden)</translation>
    </message>
    <message>
        <source>Only if all the tied players have met (SSF)</source>
        <translation>Kun hvis alle de involverede spillere har mødt hinanden (SSF)</translation>
    </message>
    <message>
        <source>Layered Buchholz</source>
        <translation>Buchholz / Solkov i lag</translation>
    </message>
    <message>
        <source>DrawBoss: all opponents, then the best R−1, … in turn</source>
        <translation>DrawBoss: alle modstandere, derefter de R−1 største, … efter tur</translation>
    </message>
    <message>
        <source>DrawBoss median Buchholz</source>
        <translation>DrawBoss Buchholz median</translation>
    </message>
    <message>
        <source>DrawBoss: highest and lowest opponent dropped</source>
        <translation>DrawBoss: højeste og laveste modstander fjernes</translation>
    </message>
    <message>
        <source>Rating correction</source>
        <translation>Ratingkorrektion</translation>
    </message>
    <message>
        <source>DrawBoss: sum of the opponents&apos; ratings, a bye rated 500</source>
        <translation>DrawBoss: summen af modstandernes ratingtal, BYE sat til 500 i rating</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>The primary score</source>
        <translation>Pointsummen</translation>
    </message>
    <message>
        <source>not in round robins under the 2026 rules</source>
        <translation>ikke i alle-mod-alle-turneringer efter 2026-reglerne</translation>
    </message>
    <message>
        <source>meant for round robins</source>
        <translation>beregnet til alle-mod-alle-turneringer</translation>
    </message>
    <message>
        <source>this event has no colours</source>
        <translation>denne turnering har ingen farver</translation>
    </message>
    <message>
        <source>unrated players and no rating set for them</source>
        <translation>spillere uden rating og ingen rating angivet for dem</translation>
    </message>
    <message>
        <source>points always come first</source>
        <translation>pointsummen kommer altid først</translation>
    </message>
    <message>
        <source>never used: the entry before it leaves no tie</source>
        <translation>bruges aldrig: kriteriet før efterlader ingen lighed</translation>
    </message>
    <message>
        <source>already in the list</source>
        <translation>findes allerede i listen</translation>
    </message>
    <message>
        <source>not a valid tie-break</source>
        <translation>ikke en gyldig korrektion</translation>
    </message>
    <message>
        <source>FIDE C.07 (March 2026)</source>
        <translation>FIDE C.07 (marts 2026)</translation>
    </message>
    <message>
        <source>FIDE C.07 March 2026: adjusted scores, capped dummy, VUR cut exception</source>
        <translation>FIDE C.07 marts 2026: justerede pointsummer, begrænset fiktiv modstander, undtagelse ved fjernelse for frivilligt uspillede runder</translation>
    </message>
    <message>
        <source>FIDE C.07 (2023/2024)</source>
        <translation>FIDE C.07 (2023/2024)</translation>
    </message>
    <message>
        <source>FIDE C.07 2023/2024: adjusted scores, uncapped dummy, VUR cut exception</source>
        <translation>FIDE C.07 2023/2024: justerede pointsummer, ubegrænset fiktiv modstander, undtagelse ved fjernelse for frivilligt uspillede runder</translation>
    </message>
    <message>
        <source>FIDE legacy: virtual opponent (2009–2023)</source>
        <translation>FIDE, ældre regler: virtuel modstander (2009–2023)</translation>
    </message>
    <message>
        <source>FIDE legacy (2009-2023): opponents&apos; unplayed games as draws, virtual opponent</source>
        <translation>FIDE ældre regler (2009–2023): modstandernes uspillede partier som remis, virtuel modstander</translation>
    </message>
    <message>
        <source>Sweden: SSF member system</source>
        <translation>Sverige: SSF&apos;s medlemssystem</translation>
    </message>
    <message>
        <source>SSF member system (Sweden, before 2023-09): adjusted opponents, virtual opponent, SSF Cut-1 (step 6 on)</source>
        <translation>SSF&apos;s medlemssystem (Sverige, før 2023-09): justerede modstandere, virtuel modstander, SSF&apos;s fjernelse af laveste (trin 6 til)</translation>
    </message>
    <message>
        <source>Sweden: SSF, step 6 off</source>
        <translation>Sverige: SSF, trin 6 slået fra</translation>
    </message>
    <message>
        <source>SSF member system with step 6 off (an opponent&apos;s bye win counts as a win)</source>
        <translation>SSF&apos;s medlemssystem med trin 6 fra (en modstanders BYE-sejr tæller som sejr)</translation>
    </message>
    <message>
        <source>Denmark: DrawBoss (backgammon)</source>
        <translation>Danmark: DrawBoss (backgammon)</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion (Denmark): plain opponent scores, a bye is worth 0</source>
        <translation>DrawBoss Korrektion (Danmark): modstandernes pointsum som den er, en BYE er 0 værd</translation>
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
        <translation>grænse {0:+d} halve point</translation>
    </message>
    <message>
        <source>Fore</source>
        <translation>Fore</translation>
    </message>
    <message>
        <source>forfeits as played</source>
        <translation>w.o. som spillet</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>omvendt</translation>
    </message>
    <message>
        <source>unrated = {0}</source>
        <translation>uden rating = {0}</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Ratingændring</translation>
    </message>
    <message>
        <source>FIDE rating change (B.02), for information after the list</source>
        <translation>FIDE-ratingændring (B.02), til information efter listen</translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message>
        <source>Tournament settings</source>
        <translation>Turneringsindstillinger</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnering</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>One deputy arbiter per line</source>
        <translation>Én assisterende dommer pr. linje</translation>
    </message>
    <message>
        <source>e.g. 90 min/40 moves + 30 min, 30 s/move</source>
        <translation>f.eks. 90 min/40 træk + 30 min, 30 s/træk</translation>
    </message>
    <message>
        <source>From the pairings</source>
        <translation>Fra parringerne</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Schweizer</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Alle mod alle</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Dobbelt alle mod alle</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>ikke angivet</translation>
    </message>
    <message>
        <source>Played as Chess960</source>
        <translation>Spilles som Chess960</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Brugerdefineret</translation>
    </message>
    <message>
        <source>win</source>
        <translation>gevinst</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remis</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>tab</translation>
    </message>
    <message>
        <source>By start date</source>
        <translation>Efter startdato</translation>
    </message>
    <message>
        <source>e.g. BH/C1, BH, SB, DE, WIN</source>
        <translation>f.eks. BH/C1, BH, SB, DE, WIN</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ingen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>City</source>
        <translation>By</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Forbund</translation>
    </message>
    <message>
        <source>Start date</source>
        <translation>Startdato</translation>
    </message>
    <message>
        <source>End date</source>
        <translation>Slutdato</translation>
    </message>
    <message>
        <source>Chief arbiter</source>
        <translation>Overdommer</translation>
    </message>
    <message>
        <source>Deputy arbiters</source>
        <translation>Assisterende dommere</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Betænkningstid</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnering</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>Matchpoint</translation>
    </message>
    <message>
        <source>Team tie-breaks</source>
        <translation>Holdets korrektion</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Turneringsform</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runder</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pointsystem</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Forudindstilling</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation>Korrektion</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
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
        <translation>Forb.</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE-id</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Tilføj…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Redigér…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Fjern</translation>
    </message>
    <message>
        <source>Points for win, draw and loss are numbers such as 1, 0.5 or 1/2.</source>
        <translation>Point for gevinst, remis og tab er tal som 1, 0,5 eller 1/2.</translation>
    </message>
    <message>
        <source>Tie-breaks: {0}</source>
        <translation>Korrektion: {0}</translation>
    </message>
</context>
</TS>
