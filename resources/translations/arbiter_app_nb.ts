<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About arbiter-app</source>
        <translation>Om arbiter-app</translation>
    </message>
    <message>
        <source>Crosstables, live standings and exact tie-breaks for chess arbiters.</source>
        <translation>Krysstabeller, løpende resultatliste og eksakt kvalitetsberegning for turneringsledere i sjakk.</translation>
    </message>
    <message>
        <source>Version {0}. Free software under the MIT licence, without any warranty.</source>
        <translation>Versjon {0}. Fri programvare under MIT-lisensen, uten noen garanti.</translation>
    </message>
    <message>
        <source>Uses Qt {0} and Qt for Python {1} (LGPL v3), Python {2}.</source>
        <translation>Bruker Qt {0} og Qt for Python {1} (LGPL v3), Python {2}.</translation>
    </message>
    <message>
        <source>Licences of the bundled components</source>
        <translation>Lisenser for de medfølgende komponentene</translation>
    </message>
    <message>
        <source>official text</source>
        <translation>offisiell tekst</translation>
    </message>
    <message>
        <source>FIDE tie-break codes and descriptors (MTB26)</source>
        <translation>FIDEs koder og beskrivelser for kvalitetsberegning (MTB26)</translation>
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
        <translation>Implementerte regler</translation>
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
        <translation>Velg en spiller for å se hvorfor plasseringen endres.</translation>
    </message>
    <message>
        <source>&amp;Left:</source>
        <translation>&amp;Venstre:</translation>
    </message>
    <message>
        <source>&amp;Right:</source>
        <translation>&amp;Høyre:</translation>
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
        <translation>Forhåndsvalg: {0}</translation>
    </message>
    <message>
        <source>the event&apos;s list: {0}</source>
        <translation>turneringens liste: {0}</translation>
    </message>
    <message>
        <source>Tie-break codes separated by commas, e.g. BH/C1, BH, SB. Empty: the event&apos;s list, or the preset&apos;s.</source>
        <translation>Koder for kvalitetsberegning skilt med komma, f.eks. BH/C1, BH, SB. Tom: turneringens liste, eller forhåndsvalgets.</translation>
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
        <translation>Venstre: {0}. Høyre: {1}.</translation>
    </message>
    <message>
        <source>No place changes.</source>
        <translation>Ingen plasseringer endres.</translation>
    </message>
    <message>
        <source>Players who change place: {0} (highlighted).</source>
        <translation>Spillere som endrer plassering: {0} (uthevet).</translation>
    </message>
    <message>
        <source>{0}: place {1} on both sides.</source>
        <translation>{0}: plass {1} på begge sider.</translation>
    </message>
    <message>
        <source>{0}: place {1} on the left, {2} on the right.</source>
        <translation>{0}: plass {1} til venstre, {2} til høyre.</translation>
    </message>
    <message>
        <source>{0} and {1}: the first criterion deciding them differently is {2}.</source>
        <translation>{0} og {1}: første kvalitetsberegning som avgjør ulikt er {2}.</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Venstre</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Høyre</translation>
    </message>
    <message>
        <source>the list ends before it; they share a place</source>
        <translation>listen slutter før den; de deler plass</translation>
    </message>
    <message>
        <source>{0}; they share a place</source>
        <translation>{0}; de deler plass</translation>
    </message>
    <message>
        <source>{0}: {1} ahead</source>
        <translation>{0}: {1} foran</translation>
    </message>
    <message>
        <source>{0}, equal; {1} ahead on {2}</source>
        <translation>{0}, likt; {1} foran på {2}</translation>
    </message>
</context>
<context>
    <name>CompareSideModel</name>
    <message>
        <source>Rk.</source>
        <translation>Pl.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Place {0} here, {1} on the other side</source>
        <translation>Plass {0} her, {1} på den andre siden</translation>
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
        <translation>Poeng</translation>
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
        <translation>Poengsum</translation>
    </message>
    <message>
        <source>FIDE ID {0}</source>
        <translation>FIDE-ID {0}</translation>
    </message>
    <message>
        <source>Withdrew after round {0}</source>
        <translation>Trakk seg etter runde {0}</translation>
    </message>
    <message>
        <source>{0}: withdrawn</source>
        <translation>{0}: trukket seg</translation>
    </message>
    <message>
        <source>white</source>
        <translation>hvit</translation>
    </message>
    <message>
        <source>black</source>
        <translation>svart</translation>
    </message>
    <message>
        <source>colour unknown</source>
        <translation>farge ukjent</translation>
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
        <translation>Runde {0}, spiller {1}: {2}</translation>
    </message>
    <message>
        <source>cleared</source>
        <translation>tømt</translation>
    </message>
    <message>
        <source>Not entered: {0}</source>
        <translation>Ikke registrert: {0}</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>adjusted score (C.07 16.3)</source>
        <translation>justert poengsum (C.07 16.3)</translation>
    </message>
    <message>
        <source>score</source>
        <translation>poengsum</translation>
    </message>
    <message>
        <source>opponent&apos;s score</source>
        <translation>motspillerens poengsum</translation>
    </message>
    <message>
        <source>forfeit counted as a game</source>
        <translation>WO regnet som parti</translation>
    </message>
    <message>
        <source>opponent&apos;s score; the game has no result yet</source>
        <translation>motstanderens poeng; partiet har ikke noe resultat ennå</translation>
    </message>
    <message>
        <source>dummy opponent (C.07 16.4)</source>
        <translation>fiktiv motspiller (C.07 16.4)</translation>
    </message>
    <message>
        <source>dummy opponent, capped (C.07 16.4)</source>
        <translation>fiktiv motspiller, begrenset (C.07 16.4)</translation>
    </message>
    <message>
        <source>virtual opponent</source>
        <translation>virtuell motspiller</translation>
    </message>
    <message>
        <source>direct encounters, the average of the games</source>
        <translation>innbyrdes oppgjør, gjennomsnittet av partiene</translation>
    </message>
    <message>
        <source>opponent below the threshold</source>
        <translation>motspiller under grensen</translation>
    </message>
    <message>
        <source>opponent at or above the threshold</source>
        <translation>motspiller på eller over grensen</translation>
    </message>
    <message>
        <source>played with Black</source>
        <translation>spilt med svart</translation>
    </message>
    <message>
        <source>won with Black</source>
        <translation>vunnet med svart</translation>
    </message>
    <message>
        <source>won over the board</source>
        <translation>vunnet over brettet</translation>
    </message>
    <message>
        <source>not played over the board</source>
        <translation>ikke spilt over brettet</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>ikke satt opp</translation>
    </message>
    <message>
        <source>opponent&apos;s Buchholz</source>
        <translation>motspillerens Buchholz</translation>
    </message>
    <message>
        <source>opponent&apos;s score, last round as a draw</source>
        <translation>motspillerens poengsum, siste runde som remis</translation>
    </message>
    <message>
        <source>unrated opponent, no rating given to the unrated</source>
        <translation>motstander uten rating, ingen rating gitt til spillere uten rating</translation>
    </message>
    <message>
        <source>rating given to a bye</source>
        <translation>rating gitt for frirunde</translation>
    </message>
    <message>
        <source>bye as an opponent with 0 points</source>
        <translation>frirunde som motspiller med 0 poeng</translation>
    </message>
    <message>
        <source>round the player chose to play</source>
        <translation>runde spilleren valgte å spille</translation>
    </message>
    <message>
        <source>opponent&apos;s perfect tournament performance</source>
        <translation>motspillerens perfekte turneringsprestasjon</translation>
    </message>
    <message>
        <source>opponent&apos;s tournament performance rating</source>
        <translation>motspillerens prestasjonsrating</translation>
    </message>
    <message>
        <source>after the player&apos;s own withdrawal</source>
        <translation>etter at spilleren selv trakk seg</translation>
    </message>
    <message>
        <source>points</source>
        <translation>poeng</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>rating</translation>
    </message>
    <message>
        <source>scheduled opponent</source>
        <translation>oppsatt motspiller</translation>
    </message>
    <message>
        <source>standard points</source>
        <translation>standardpoeng</translation>
    </message>
    <message>
        <source>rating given to unrated players</source>
        <translation>rating gitt til spillere uten rating</translation>
    </message>
    <message>
        <source>win</source>
        <translation>seier</translation>
    </message>
    <message>
        <source>own score</source>
        <translation>egen poengsum</translation>
    </message>
    <message>
        <source>adjusted score</source>
        <translation>justert poengsum</translation>
    </message>
    <message>
        <source>cap: opponent&apos;s adjusted score</source>
        <translation>grense: motspillerens justerte poengsum</translation>
    </message>
    <message>
        <source>cap: draw points × rounds</source>
        <translation>grense: remispoeng × runder</translation>
    </message>
    <message>
        <source>bye rating</source>
        <translation>rating for frirunde</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remis</translation>
    </message>
    <message>
        <source>cut rule: {0}</source>
        <translation>strykningsregel: {0}</translation>
    </message>
    <message>
        <source>cut rule: the lowest value</source>
        <translation>strykningsregel: laveste verdi</translation>
    </message>
    <message>
        <source>cut rule: a voluntarily unplayed round first (C.07 16.5)</source>
        <translation>strykningsregel: en frivillig uspilt runde først (C.07 16.5)</translation>
    </message>
    <message>
        <source>cut rule: an unplayed round first, whatever its value (SSF steps 12–13)</source>
        <translation>strykningsregel: en uspilt runde først, uansett verdi (SSF trinn 12–13)</translation>
    </message>
    <message>
        <source>applies: {0}</source>
        <translation>gjelder: {0}</translation>
    </message>
    <message>
        <source>applies: yes</source>
        <translation>gjelder: ja</translation>
    </message>
    <message>
        <source>applies: no, not all tied players have met</source>
        <translation>gjelder: nei, ikke alle med lik poengsum har møttes</translation>
    </message>
    <message>
        <source>not used: {0}</source>
        <translation>brukes ikke: {0}</translation>
    </message>
    <message>
        <source>not used: unrated players without a rating</source>
        <translation>brukes ikke: spillere uten rating og ingen rating satt for dem</translation>
    </message>
    <message>
        <source>not tied with anybody when applied</source>
        <translation>ikke lik noen da den ble brukt</translation>
    </message>
    <message>
        <source>tied group: {0}</source>
        <translation>gruppe med lik poengsum: {0}</translation>
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
        <translation>strøket i hver ende: {0}</translation>
    </message>
    <message>
        <source>threshold: {0}</source>
        <translation>grense: {0}</translation>
    </message>
    <message>
        <source>maximum: {0}</source>
        <translation>maksimum: {0}</translation>
    </message>
    <message>
        <source>players who have not met: {0}</source>
        <translation>spillere som ikke har møttes: {0}</translation>
    </message>
    <message>
        <source>score among the tied players: {0}</source>
        <translation>poengsum mot de med lik poengsum: {0}</translation>
    </message>
    <message>
        <source>seed of the drawing of lots: {0}</source>
        <translation>frø for loddtrekningen: {0}</translation>
    </message>
    <message>
        <source>points: {0}</source>
        <translation>poeng: {0}</translation>
    </message>
    <message>
        <source>own rating: {0}</source>
        <translation>egen rating: {0}</translation>
    </message>
    <message>
        <source>rating of unrated players: {0}</source>
        <translation>rating for spillere uten rating: {0}</translation>
    </message>
    <message>
        <source>average rating of the opponents: {0}</source>
        <translation>motspillernes gjennomsnittlige rating: {0}</translation>
    </message>
    <message>
        <source>percentage scored: {0}</source>
        <translation>poengprosent: {0}</translation>
    </message>
    <message>
        <source>rating difference dp: {0}</source>
        <translation>ratingforskjell dp: {0}</translation>
    </message>
    <message>
        <source>expected score × 100: {0}</source>
        <translation>forventet poengsum × 100: {0}</translation>
    </message>
    <message>
        <source>expected score: {0}</source>
        <translation>forventet poengsum: {0}</translation>
    </message>
    <message>
        <source>development coefficient K: {0}</source>
        <translation>utviklingskoeffisient K: {0}</translation>
    </message>
    <message>
        <source>regulations: {0}</source>
        <translation>reglement: {0}</translation>
    </message>
    <message>
        <source>bonus points</source>
        <translation>bonuspoeng</translation>
    </message>
    <message>
        <source>(the opponent&apos;s rounds {0} counted as draws)</source>
        <translation>(motstanderens runder {0} regnet som remis)</translation>
    </message>
    <message>
        <source>no opponent</source>
        <translation>ingen motspiller</translation>
    </message>
    <message>
        <source>direct encounter</source>
        <translation>innbyrdes oppgjør</translation>
    </message>
    <message>
        <source>running score</source>
        <translation>løpende poengsum</translation>
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
        <translation>— strøket (laveste)</translation>
    </message>
    <message>
        <source>— cut (highest)</source>
        <translation>— strøket (høyeste)</translation>
    </message>
    <message>
        <source>— does not count</source>
        <translation>— teller ikke</translation>
    </message>
    <message>
        <source>(voluntarily unplayed)</source>
        <translation>(frivillig uspilt)</translation>
    </message>
</context>
<context>
    <name>FideMode</name>
    <message>
        <source>&amp;FIDE mode</source>
        <translation>&amp;FIDE-modus</translation>
    </message>
    <message>
        <source>The event stays within the rules FIDE&apos;s checklist checks; leaving it cannot be undone</source>
        <translation>Turneringen holder seg innenfor reglene FIDEs sjekkliste kontrollerer; å forlate modusen kan ikke angres</translation>
    </message>
    <message>
        <source> — outside FIDE mode</source>
        <translation> — utenfor FIDE-modus</translation>
    </message>
    <message>
        <source>Outside FIDE mode since round {0}: {1}</source>
        <translation>Utenfor FIDE-modus siden runde {0}: {1}</translation>
    </message>
    <message>
        <source>Leave FIDE mode</source>
        <translation>Forlat FIDE-modus</translation>
    </message>
    <message>
        <source>Why does the event leave FIDE mode?</source>
        <translation>Hvorfor forlater turneringen FIDE-modus?</translation>
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
        <translation>Melding</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Avvist</translation>
    </message>
    <message>
        <source>Refused in FIDE mode.</source>
        <translation>Avvist i FIDE-modus.</translation>
    </message>
    <message>
        <source>Refused.</source>
        <translation>Avvist.</translation>
    </message>
    <message>
        <source>Second confirmation</source>
        <translation>Andre bekreftelse</translation>
    </message>
    <message>
        <source>Second step: are you sure? {text}</source>
        <translation>Andre steg: er du sikker? {text}</translation>
    </message>
    <message>
        <source>Please confirm</source>
        <translation>Bekreft</translation>
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
        <translation>Turneringen er i FIDE-modus.</translation>
    </message>
    <message>
        <source>The event left FIDE mode in round {round}: {reason}</source>
        <translation>Turneringen forlot FIDE-modus i runde {round}: {reason}</translation>
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
        <translation>Hva</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Hvorfor</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detalj</translation>
    </message>
    <message>
        <source>No events recorded yet.</source>
        <translation>Ingen hendelser registrert ennå.</translation>
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
        <translation>FIDE-ID finnes ikke i listen</translation>
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
        <translation>Tittel</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Kjønn</translation>
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
        <translation>listen som gjelder for turneringen</translation>
    </message>
    <message>
        <source>{0} month(s) older than the list in force: import the newer list</source>
        <translation>{0} måned(er) eldre enn gjeldende liste: importer den nyere listen</translation>
    </message>
    <message>
        <source>{0} month(s) newer than the list in force at the start</source>
        <translation>{0} måned(er) nyere enn listen som gjaldt ved start</translation>
    </message>
    <message>
        <source>the list&apos;s date is unknown</source>
        <translation>listens dato er ukjent</translation>
    </message>
    <message>
        <source>Check against the list</source>
        <translation>Kontroller mot listen</translation>
    </message>
    <message>
        <source>{0}, list of {1} ({2}): {3} difference(s)</source>
        <translation>{0}, liste fra {1} ({2}): {3} forskjell(er)</translation>
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
        <translation>Hent de avkryssede fra listen</translation>
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
        <translation>arbiter-app-prosjekt (*.arbiter *.json)</translation>
    </message>
    <message>
        <source>Tournaments (*.arbiter *.json *.trf *.txt)</source>
        <translation>Turneringer (*.arbiter *.json *.trf *.txt)</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Merknader</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Ny</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Å&amp;pne…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lagre</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Lagre s&amp;om…</translation>
    </message>
    <message>
        <source>&amp;Import TRF…</source>
        <translation>&amp;Importer TRF…</translation>
    </message>
    <message>
        <source>Read a FIDE TRF file as a new, unsaved tournament</source>
        <translation>Les en FIDE TRF-fil som en ny, ulagret turnering</translation>
    </message>
    <message>
        <source>&amp;Export TRF…</source>
        <translation>&amp;Eksporter TRF…</translation>
    </message>
    <message>
        <source>Write the tournament as a FIDE TRF file (the open file stays as it is)</source>
        <translation>Skriv turneringen som en FIDE TRF-fil (den åpne filen forblir uendret)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avslutt</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Angre</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gjør om</translation>
    </message>
    <message>
        <source>&amp;Clear cell</source>
        <translation>&amp;Tøm celle</translation>
    </message>
    <message>
        <source>Tournament &amp;settings…</source>
        <translation>Turnerings&amp;oppsett…</translation>
    </message>
    <message>
        <source>Pa&amp;iring…</source>
        <translation>Pa&amp;ring…</translation>
    </message>
    <message>
        <source>Text, initial colour and acceleration of the pairings</source>
        <translation>Paringens regeltekst, første farge og akselerasjon</translation>
    </message>
    <message>
        <source>&amp;Prizes…</source>
        <translation>&amp;Premier…</translation>
    </message>
    <message>
        <source>Prize table and prize list: overall and per category</source>
        <translation>Premietabell og premieliste: totalt og per klasse</translation>
    </message>
    <message>
        <source>&amp;Rating changes…</source>
        <translation>&amp;Ratingendringer…</translation>
    </message>
    <message>
        <source>FIDE rating change of every rated player (B.02)</source>
        <translation>FIDE-ratingendring for hver spiller med rating (B.02)</translation>
    </message>
    <message>
        <source>&amp;Tie-breaks…</source>
        <translation>&amp;Rangering…</translation>
    </message>
    <message>
        <source>Choose and order the tie-break list, with a preview of the standings</source>
        <translation>Velg og ordne kvalitetsberegningene, med forhåndsvisning av resultatlisten</translation>
    </message>
    <message>
        <source>&amp;Compare rules…</source>
        <translation>&amp;Sammenlign regler…</translation>
    </message>
    <message>
        <source>The standings under two rule sets or tie-break lists side by side</source>
        <translation>Resultatlisten med to regelsett eller rangeringslister side om side</translation>
    </message>
    <message>
        <source>&amp;Journal…</source>
        <translation>&amp;Journal…</translation>
    </message>
    <message>
        <source>The events FIDE mode records: confirmations, corrections</source>
        <translation>Hendelsene FIDE-modus registrerer: bekreftelser, rettelser</translation>
    </message>
    <message>
        <source>&amp;Add player…</source>
        <translation>&amp;Legg til spiller…</translation>
    </message>
    <message>
        <source>&amp;Edit player…</source>
        <translation>Re&amp;diger spiller…</translation>
    </message>
    <message>
        <source>&amp;Withdraw from this round</source>
        <translation>Trekk &amp;ut fra og med denne runden</translation>
    </message>
    <message>
        <source>&amp;Reinstate</source>
        <translation>&amp;Gjeninnsett</translation>
    </message>
    <message>
        <source>Re&amp;move player</source>
        <translation>&amp;Fjern spiller</translation>
    </message>
    <message>
        <source>Round-robin &amp;table</source>
        <translation>&amp;Bergertabell</translation>
    </message>
    <message>
        <source>Show a round robin as players against players (read-only)</source>
        <translation>Vis en bergerturnering som spiller mot spiller (skrivebeskyttet)</translation>
    </message>
    <message>
        <source>&amp;About arbiter-app…</source>
        <translation>&amp;Om arbiter-app…</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Brukerhåndbok</translation>
    </message>
    <message>
        <source>The English manual, with a page for every dialog</source>
        <translation>Den engelske brukerhåndboken, med en side for hver dialogboks</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fil</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Åpne n&amp;ylige</translation>
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
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hovedverktøylinje</translation>
    </message>
    <message>
        <source>{0} · rating, title, name (C.04.2)</source>
        <translation>{0} · rating, tittel, navn (C.04.2)</translation>
    </message>
    <message>
        <source>{0} · rules {1} · tie-breaks {2}</source>
        <translation>{0} · regler {1} · kvalitetsberegning {2}</translation>
    </message>
    <message>
        <source>{0} · by points (no tie-break list)</source>
        <translation>{0} · etter poeng (ingen kvalitetsberegning)</translation>
    </message>
    <message>
        <source>Rules {0} assumed: the start date “{1}” could not be read</source>
        <translation>Reglene {0} er lagt til grunn: startdatoen «{1}» kan ikke leses</translation>
    </message>
    <message>
        <source>Tie-break list not used: {0}</source>
        <translation>Kvalitetsberegningen brukes ikke: {0}</translation>
    </message>
    <message>
        <source>Findings ({0})</source>
        <translation>Merknader ({0})</translation>
    </message>
    <message>
        <source>Players: {0} · rounds: {1} of {2} · findings: {3}</source>
        <translation>Spillere: {0} · runder: {1} av {2} · merknader: {3}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Uten navn</translation>
    </message>
    <message>
        <source>{0}[*] — arbiter-app</source>
        <translation>{0}[*] — arbiter-app</translation>
    </message>
    <message>
        <source>Undo: {0}</source>
        <translation>Angre: {0}</translation>
    </message>
    <message>
        <source>Redo: {0}</source>
        <translation>Gjør om: {0}</translation>
    </message>
    <message>
        <source>Not done: {0}</source>
        <translation>Ikke utført: {0}</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Åpne turnering</translation>
    </message>
    <message>
        <source>Import TRF</source>
        <translation>Importer TRF</translation>
    </message>
    <message>
        <source>line {0}: {1}</source>
        <translation>linje {0}: {1}</translation>
    </message>
    <message>
        <source>Read with notes: {notes}</source>
        <translation>Lest inn med merknader: {notes}</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Filen kan ikke åpnes</translation>
    </message>
    <message>
        <source>Save tournament</source>
        <translation>Lagre turnering</translation>
    </message>
    <message>
        <source>The tournament was not saved</source>
        <translation>Turneringen ble ikke lagret</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Lagret {0}</translation>
    </message>
    <message>
        <source>Export TRF</source>
        <translation>Eksporter TRF</translation>
    </message>
    <message>
        <source>The TRF file was not written</source>
        <translation>TRF-filen ble ikke skrevet</translation>
    </message>
    <message>
        <source>Exported {0}</source>
        <translation>Eksporterte {0}</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ulagrede endringer</translation>
    </message>
    <message>
        <source>“{0}” has changes that are not saved.</source>
        <translation>«{0}» har endringer som ikke er lagret.</translation>
    </message>
    <message>
        <source>Save them before closing it?</source>
        <translation>Lagre dem før den lukkes?</translation>
    </message>
    <message>
        <source>The recovered tournament cannot be read</source>
        <translation>Den gjenopprettede turneringen kan ikke leses</translation>
    </message>
    <message>
        <source>Recovered unsaved work — save it to keep it.</source>
        <translation>Ulagret arbeid gjenopprettet — lagre det for å beholde det.</translation>
    </message>
    <message>
        <source>Tournament settings</source>
        <translation>Turneringsoppsett</translation>
    </message>
    <message>
        <source>Tie-break settings</source>
        <translation>Rangering</translation>
    </message>
    <message>
        <source>Pairing settings</source>
        <translation>Paringsoppsett</translation>
    </message>
    <message>
        <source>Prize table</source>
        <translation>Pristabell</translation>
    </message>
    <message>
        <source>Add player {0}</source>
        <translation>Legg til spiller {0}</translation>
    </message>
    <message>
        <source>Edit player {0}</source>
        <translation>Rediger spiller {0}</translation>
    </message>
    <message>
        <source>Reinstate {0}</source>
        <translation>Gjeninnsett {0}</translation>
    </message>
    <message>
        <source>Remove {0}</source>
        <translation>Fjern {0}</translation>
    </message>
    <message>
        <source>Select a round cell first.</source>
        <translation>Velg en rundecelle først.</translation>
    </message>
    <message>
        <source>Round {0}, player {1}: no game is paired there; type the opponent and colour first (12w).</source>
        <translation>Runde {0}, spiller {1}: ingen parti er satt opp der; skriv først motspiller og farge (12w).</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>trukket seg</translation>
    </message>
    <message>
        <source>{0} in {1} cell(s)</source>
        <translation>{0} i {1} celle(r)</translation>
    </message>
    <message>
        <source>Clear {0} cell(s)</source>
        <translation>Tøm {0} celle(r)</translation>
    </message>
    <message>
        <source>Nothing changed: the pairings stay as they were.</source>
        <translation>Ingenting ble endret: oppsettet er som før.</translation>
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
        <translation>Endre oppsettet?</translation>
    </message>
    <message>
        <source>This entry changes the pairings. It clears these games and results:</source>
        <translation>Denne registreringen endrer oppsettet. Disse partiene og resultatene fjernes:</translation>
    </message>
</context>
<context>
    <name>ManualPairing</name>
    <message>
        <source>Edit pairings</source>
        <translation>Rediger parring</translation>
    </message>
    <message>
        <source>End session</source>
        <translation>Avslutt</translation>
    </message>
    <message>
        <source>Start a manual pairing session; uncheck to end it and record the differences from the engine&apos;s pairing</source>
        <translation>Start en manuell parring; fjern haken for å avslutte og registrere forskjellene fra programmets parring</translation>
    </message>
    <message>
        <source>Give bye</source>
        <translation>Gi fri runde</translation>
    </message>
    <message>
        <source>Give the pairing-allocated bye to the black player of the selected board</source>
        <translation>Gi parringens frirunde til den svarte spilleren på det valgte brettet</translation>
    </message>
    <message>
        <source>Pair a round first, then edit its pairings.</source>
        <translation>Par en runde først, og rediger så parringen.</translation>
    </message>
    <message>
        <source>Manual pairing session on round {0}.</source>
        <translation>Manuell parring av runde {0}.</translation>
    </message>
    <message>
        <source>Manual pairing session in round {0}</source>
        <translation>Manuell parring i runde {0}</translation>
    </message>
    <message>
        <source>Session ended: {0} difference(s) from the engine&apos;s pairing.</source>
        <translation>Avsluttet: {0} forskjell(er) fra programmets parring.</translation>
    </message>
    <message>
        <source>Select one board of a round with a pairing-allocated bye.</source>
        <translation>Velg ett brett i en runde med parringens frirunde.</translation>
    </message>
    <message>
        <source>Give the bye in round {0}</source>
        <translation>Gi frirunden i runde {0}</translation>
    </message>
</context>
<context>
    <name>ManualViewer</name>
    <message>
        <source>arbiter-app manual</source>
        <translation>arbiter-app – brukerhåndbok</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tilbake</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Fram</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Innhold</translation>
    </message>
    <message>
        <source>The manual is not installed with this copy of the program.</source>
        <translation>Brukerhåndboken er ikke installert med denne kopien av programmet.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>“{text}” is not a crosstable entry: type opponent, colour and result (12w1, 12b=, 12w+), a bye (bye, F, H, Z), wd, or a result alone (1, =, 0).</source>
        <translation>«{text}» er ingen krysstabellnotasjon: skriv motspiller, farge og resultat (12w1, 12b=, 12w+), en fri runde (bye, F, H, Z), wd, eller bare et resultat (1, =, 0).</translation>
    </message>
    <message>
        <source>“{text}”: the colour is missing; write w or b after the opponent&apos;s number (12w1).</source>
        <translation>«{text}»: fargen mangler; skriv w eller b etter motspillerens nummer (12w1).</translation>
    </message>
    <message>
        <source>“{text}”: “{symbol}” is not a result; use 1, =, ½, 0, +, -, --, W, D, L, P or ?.</source>
        <translation>«{text}»: «{symbol}» er ikke et resultat; bruk 1, =, ½, 0, +, -, --, W, D, L, P eller ?.</translation>
    </message>
    <message>
        <source>“{text}”: {number} cannot be a start number.</source>
        <translation>«{text}»: {number} kan ikke være et startnummer.</translation>
    </message>
    <message>
        <source>“{text}”: a played game needs a colour, w or b.</source>
        <translation>«{text}»: et spilt parti trenger en farge, w eller b.</translation>
    </message>
    <message>
        <source>There is no player with start number {number}.</source>
        <translation>Det finnes ingen spiller med startnummer {number}.</translation>
    </message>
    <message>
        <source>A player cannot be paired against themself.</source>
        <translation>En spiller kan ikke settes opp mot seg selv.</translation>
    </message>
    <message>
        <source>No game is paired here yet: type the opponent and colour with the result (12w1).</source>
        <translation>Ingen parti er satt opp her ennå: skriv motspiller og farge med resultatet (12w1).</translation>
    </message>
    <message>
        <source>Round {round} is not in this tournament.</source>
        <translation>Runde {round} finnes ikke i denne turneringen.</translation>
    </message>
    <message>
        <source>“{text}” cannot be entered here.</source>
        <translation>«{text}» kan ikke registreres her.</translation>
    </message>
    <message>
        <source>win</source>
        <translation>seier</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remis</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>tap</translation>
    </message>
    <message>
        <source>win (game of less than one move)</source>
        <translation>seier (parti med mindre enn ett trekk)</translation>
    </message>
    <message>
        <source>draw (game of less than one move)</source>
        <translation>remis (parti med mindre enn ett trekk)</translation>
    </message>
    <message>
        <source>loss (game of less than one move)</source>
        <translation>tap (parti med mindre enn ett trekk)</translation>
    </message>
    <message>
        <source>forfeit win</source>
        <translation>seier på WO</translation>
    </message>
    <message>
        <source>forfeit loss</source>
        <translation>tap på WO</translation>
    </message>
    <message>
        <source>double forfeit</source>
        <translation>dobbel WO</translation>
    </message>
    <message>
        <source>pairing-allocated bye</source>
        <translation>fri runde (oppsett)</translation>
    </message>
    <message>
        <source>full-point bye</source>
        <translation>fri runde, 1 poeng</translation>
    </message>
    <message>
        <source>half-point bye</source>
        <translation>fri runde, ½ poeng</translation>
    </message>
    <message>
        <source>zero-point bye</source>
        <translation>fri runde, 0 poeng</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>ikke satt opp</translation>
    </message>
    <message>
        <source>postponed</source>
        <translation>utsatt</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>ikke ferdigspilt (intet resultat ennå)</translation>
    </message>
    <message>
        <source>adjourned</source>
        <translation>hengeparti</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>white</source>
        <translation>hvit</translation>
    </message>
    <message>
        <source>black</source>
        <translation>svart</translation>
    </message>
    <message>
        <source>no colour</source>
        <translation>ingen farge</translation>
    </message>
    <message>
        <source>paired against themself</source>
        <translation>satt opp mot seg selv</translation>
    </message>
    <message>
        <source>opponent {opponent} is not a player of this tournament</source>
        <translation>motspiller {opponent} er ikke spiller i denne turneringen</translation>
    </message>
    <message>
        <source>opponent {opponent}&apos;s record for this round names {their_opponent}, not {player}</source>
        <translation>motspiller {opponent} har {their_opponent} som motspiller i denne runden, ikke {player}</translation>
    </message>
    <message>
        <source>colours do not mirror: {colour} here, {their_colour} for opponent {opponent}</source>
        <translation>fargene stemmer ikke: {colour} her, {their_colour} for motspiller {opponent}</translation>
    </message>
    <message>
        <source>results do not mirror: {result} here, {their_result} for opponent {opponent}</source>
        <translation>resultatene stemmer ikke: {result} her, {their_result} for motspiller {opponent}</translation>
    </message>
    <message>
        <source>named as opponent by several players ({claimed_by})</source>
        <translation>oppgitt som motspiller av flere spillere ({claimed_by})</translation>
    </message>
    <message>
        <source>{result} needs an opponent, but none is given</source>
        <translation>{result} krever en motspiller, men ingen er oppgitt</translation>
    </message>
    <message>
        <source>{result} takes no opponent, but {opponent} is given</source>
        <translation>{result} har ingen motspiller, men {opponent} er oppgitt</translation>
    </message>
    <message>
        <source>the file&apos;s points column says {in_file}, the results give {computed} ({scoring} scoring)</source>
        <translation>filens poengkolonne sier {in_file}, resultatene gir {computed} (poengsystem {scoring})</translation>
    </message>
    <message>
        <source>no game after round {after}: withdrawn?</source>
        <translation>ingen parti etter runde {after}: trukket seg?</translation>
    </message>
    <message>
        <source>paired with {opponent} {count} times (rounds {rounds}); the system plans at most {allowed}</source>
        <translation>satt opp mot {opponent} {count} ganger (rundene {rounds}); systemet gir høyst {allowed}</translation>
    </message>
    <message>
        <source>{result} in a round robin: the rules ({rules}) have no such bye there</source>
        <translation>{result} i en bergerturnering: reglene ({rules}) har ingen slik fri runde der</translation>
    </message>
    <message>
        <source>the file&apos;s rank column says {in_file}, by points the place is {computed}</source>
        <translation>filens plasseringskolonne sier {in_file}, etter poeng er plasseringen {computed}</translation>
    </message>
    <message>
        <source>the file&apos;s rank column says {in_file}, its tie-break list ({tiebreaks}) gives {computed}</source>
        <translation>filens plasseringskolonne sier {in_file}, dens kvalitetsberegninger ({tiebreaks}) gir {computed}</translation>
    </message>
    <message>
        <source>the file&apos;s rank column is not a standing: it orders by points, then rating ({count} players placed otherwise than the tie-breaks place them)</source>
        <translation>filens rangeringskolonne er ingen stilling: den ordner etter poeng, så rating ({count} spillere plassert annerledes enn kvalitetspoengene plasserer dem)</translation>
    </message>
    <message>
        <source>the file&apos;s rank column is not a standing: it orders by points, then start number ({count} players placed otherwise than the tie-breaks place them)</source>
        <translation>filens rangeringskolonne er ingen stilling: den ordner etter poeng, så startnummer ({count} spillere plassert annerledes enn kvalitetspoengene plasserer dem)</translation>
    </message>
    <message>
        <source>the file&apos;s rank column is not a standing: it does not follow the points ({count} of {total} players out of their place)</source>
        <translation>filens rangeringskolonne er ingen stilling: den følger ikke poengene ({count} av {total} spillere utenfor sin plass)</translation>
    </message>
    <message>
        <source>record {record} says {in_file} players, the file lists {count}</source>
        <translation>post {record} sier {in_file} spillere, filen lister {count}</translation>
    </message>
    <message>
        <source>{criterion} uses ratings, but {count} players are unrated and no rating for unrated players is set: the criterion is left out</source>
        <translation>{criterion} bygger på rating, men {count} spillere er uratet og ingen rating for uratede er satt: kriteriet utelates</translation>
    </message>
    <message>
        <source>start date {date} cannot be read as one date (day and month ambiguous or unknown form); rules {rules} assumed</source>
        <translation>startdatoen {date} kan ikke leses som én dato (dag og måned tvetydige eller ukjent form); reglene {rules} er lagt til grunn</translation>
    </message>
    <message>
        <source>the start numbers do not follow the initial ranking (C.04.2: rating, title, name): player {player} is ranked {rank}; renumber by rating before pairing round 1</source>
        <translation>startnumrene følger ikke den innledende rangeringen (C.04.2: rating, tittel, navn): spiller {player} er rangert som nummer {rank}; nummerer om etter rating før runde 1 settes opp</translation>
    </message>
    <message>
        <source>the end date {end} is before the start date {start}</source>
        <translation>sluttdatoen {end} er før startdatoen {start}</translation>
    </message>
    <message>
        <source>the event lasts {days} days, from {start} to {end}: are its dates read right?</source>
        <translation>turneringen varer {days} dager, fra {start} til {end}: er datoene lest riktig?</translation>
    </message>
    <message>
        <source>the round is dated {date}, outside the event&apos;s dates ({start} to {end})</source>
        <translation>runden er datert {date}, utenfor turneringens datoer ({start} til {end})</translation>
    </message>
    <message>
        <source>the round is dated {date}, before round {previous} ({previous_date})</source>
        <translation>runden er datert {date}, før runde {previous} ({previous_date})</translation>
    </message>
    <message>
        <source>outside FIDE mode since round {round}: {reason}</source>
        <translation>utenfor FIDE-modus siden runde {round}: {reason}</translation>
    </message>
    <message>
        <source>the game against {opponent} is adjourned: the lists are provisional until its result is entered</source>
        <translation>partiet mot {opponent} er et hengeparti: listene er foreløpige til resultatet er ført inn</translation>
    </message>
    <message>
        <source>the round as read breaks a pairing rule: {detail}</source>
        <translation>runden slik den ble lest bryter en paringsregel: {detail}</translation>
    </message>
    <message>
        <source>{count} pairing-allocated byes ({players}); at most one is allowed</source>
        <translation>{count} frie runder fra oppsettet ({players}); høyst én er tillatt</translation>
    </message>
    <message>
        <source>team {team}: {player} (number {position} of the board order) plays board {board} above {other} (number {other_position})</source>
        <translation>lag {team}: {player} (nummer {position} i bordrekkefølgen) spiller bord {board} foran {other} (nummer {other_position})</translation>
    </message>
    <message>
        <source>listed for two teams: {team} and {other_team}</source>
        <translation>oppført på to lag: {team} og {other_team}</translation>
    </message>
    <message>
        <source>team {team}: the file says {mp_file} match and {gp_file} game points, the results give {mp} and {gp}</source>
        <translation>lag {team}: filen oppgir {mp_file} matchpoeng og {gp_file} partipoeng, resultatene gir {mp} og {gp}</translation>
    </message>
    <message>
        <source>results in a round beyond the planned {planned} rounds</source>
        <translation>resultater i en runde etter de planlagte {planned} rundene</translation>
    </message>
    <message>
        <source>played a game after withdrawing after round {after}</source>
        <translation>spilte et parti etter å ha trukket seg etter runde {after}</translation>
    </message>
    <message>
        <source>Left FIDE mode</source>
        <translation>Forlot FIDE-modus</translation>
    </message>
    <message>
        <source>Leave FIDE mode in round {round}? This cannot be undone.</source>
        <translation>Forlate FIDE-modus i runde {round}? Dette kan ikke angres.</translation>
    </message>
    <message>
        <source>Locked setting changed</source>
        <translation>Låst innstilling endret</translation>
    </message>
    <message>
        <source>{setting} is locked once round 1 has been paired.</source>
        <translation>{setting} er låst når runde 1 er paret.</translation>
    </message>
    <message>
        <source>Two draws scoring more than a win</source>
        <translation>To remis verdt mer enn en seier</translation>
    </message>
    <message>
        <source>Two draws ({draws}) may not score more than a win and a loss ({decisive}).</source>
        <translation>To remis ({draws}) kan ikke gi mer enn en seier og et tap ({decisive}).</translation>
    </message>
    <message>
        <source>Rounds that cannot be completed</source>
        <translation>Runder som ikke kan fullføres</translation>
    </message>
    <message>
        <source>{rounds} rounds cannot be completed within the rules with {players} players.</source>
        <translation>{rounds} runder kan ikke fullføres etter reglene med {players} spillere.</translation>
    </message>
    <message>
        <source>Result with unequal shares</source>
        <translation>Resultat med ulike andeler</translation>
    </message>
    <message>
        <source>Round {round}, board {board}: {result} gives the players unequal shares.</source>
        <translation>Runde {round}, bord {board}: {result} gir spillerne ulike andeler.</translation>
    </message>
    <message>
        <source>Result with two winners</source>
        <translation>Resultat med to vinnere</translation>
    </message>
    <message>
        <source>Round {round}, board {board}: both players cannot win ({result}).</source>
        <translation>Runde {round}, bord {board}: begge spillerne kan ikke vinne ({result}).</translation>
    </message>
    <message>
        <source>Second half-point bye</source>
        <translation>Andre halvpoengs walkover</translation>
    </message>
    <message>
        <source>Player {player} already has a half-point bye (round {earlier}).</source>
        <translation>Spiller {player} har allerede en halvpoengs walkover (runde {earlier}).</translation>
    </message>
    <message>
        <source>Full-point bye</source>
        <translation>Helpoengs walkover</translation>
    </message>
    <message>
        <source>Player {player} gets a full-point bye in round {round}.</source>
        <translation>Spiller {player} får en helpoengs walkover i runde {round}.</translation>
    </message>
    <message>
        <source>Paired with games unfinished</source>
        <translation>Paret med uferdige partier</translation>
    </message>
    <message>
        <source>Round {round}: {count} game(s) without a result ({games}) become adjourned.</source>
        <translation>Runde {round}: {count} parti(er) uten resultat ({games}) blir hengepartier.</translation>
    </message>
    <message>
        <source>Final list with adjourned games</source>
        <translation>Sluttabell med hengepartier</translation>
    </message>
    <message>
        <source>{count} adjourned game(s) have no result ({games}): the standings are provisional.</source>
        <translation>{count} hengeparti(er) mangler resultat ({games}): tabellen er foreløpig.</translation>
    </message>
    <message>
        <source>Result of an older round corrected</source>
        <translation>Resultat i en eldre runde rettet</translation>
    </message>
    <message>
        <source>Round {round} is older than the previous round: its results can no longer change.</source>
        <translation>Runde {round} er eldre enn forrige runde: resultatene kan ikke lenger endres.</translation>
    </message>
    <message>
        <source>Result corrected after the next pairing</source>
        <translation>Resultat rettet etter neste paring</translation>
    </message>
    <message>
        <source>Round {next} has been paired: change a result of round {round}?</source>
        <translation>Runde {next} er paret: endre et resultat i runde {round}?</translation>
    </message>
    <message>
        <source>Correction for the rating report only</source>
        <translation>Rettelse bare for ratingrapporten</translation>
    </message>
    <message>
        <source>Round {round}, board {board}: record the correction for the rating report only?</source>
        <translation>Runde {round}, bord {board}: registrere rettelsen bare for ratingrapporten?</translation>
    </message>
    <message>
        <source>Round paired again</source>
        <translation>Runden paret på nytt</translation>
    </message>
    <message>
        <source>Unpair round {round} and pair it again?</source>
        <translation>Oppheve paringen av runde {round} og pare den på nytt?</translation>
    </message>
    <message>
        <source>Player moved from the engine&apos;s pairing</source>
        <translation>Spiller flyttet fra motorens paring</translation>
    </message>
    <message>
        <source>Round {round}: move player {player} away from the engine&apos;s pairing?</source>
        <translation>Runde {round}: flytte spiller {player} bort fra motorens paring?</translation>
    </message>
    <message>
        <source>Manual pairing against a rule</source>
        <translation>Manuell paring mot en regel</translation>
    </message>
    <message>
        <source>This pairing breaks a rule of the pairing system: {issues} Make it anyway?</source>
        <translation>Denne parringen bryter en regel i parringssystemet: {issues} Gjør den likevel?</translation>
    </message>
    <message>
        <source>Prohibited pairs changed after round 1</source>
        <translation>Forbudte par endret etter runde 1</translation>
    </message>
    <message>
        <source>Prohibited pairs are fixed before round 1 is paired.</source>
        <translation>Forbudte par fastsettes før runde 1 pares.</translation>
    </message>
    <message>
        <source>Prohibited pairs not kept apart</source>
        <translation>Forbudte par som ikke holdes fra hverandre</translation>
    </message>
    <message>
        <source>The pairing system cannot keep these prohibited pairs apart: {pairs}. Pair anyway?</source>
        <translation>Parringssystemet kan ikke holde disse forbudte parene fra hverandre: {pairs}. Par likevel?</translation>
    </message>
    <message>
        <source>Start numbers changed late</source>
        <translation>Startnumre endret sent</translation>
    </message>
    <message>
        <source>Start numbers can no longer change: round {round} has been paired.</source>
        <translation>Startnumrene kan ikke lenger endres: runde {round} er paret.</translation>
    </message>
    <message>
        <source>Round read that breaks a pairing rule</source>
        <translation>Innlest runde som bryter en paringsregel</translation>
    </message>
    <message>
        <source>Round {round} breaks a pairing rule: {what}.</source>
        <translation>Runde {round} bryter en paringsregel: {what}.</translation>
    </message>
    <message>
        <source>Values taken from the rating list</source>
        <translation>Verdier overtatt fra ratinglisten</translation>
    </message>
    <message>
        <source>{count} value(s) taken over from the list {list} (list of {date}).</source>
        <translation>{count} verdi(er) overtatt fra listen {list} (liste fra {date}).</translation>
    </message>
    <message>
        <source>Records that contradict each other</source>
        <translation>Opplysninger som motsier hverandre</translation>
    </message>
    <message>
        <source>{count} inconsistencies in the records (see Findings): what is computed from them may be wrong. Go on anyway?</source>
        <translation>{count} motsigelser i opplysningene (se Merknader): det som beregnes ut fra dem, kan bli feil. Fortsette likevel?</translation>
    </message>
    <message>
        <source>Pairings removed from a round with results</source>
        <translation>Paringen av en runde med resultater fjernet</translation>
    </message>
    <message>
        <source>Round {round} has results. Remove its pairings anyway?</source>
        <translation>Runde {round} har resultater. Fjerne paringen likevel?</translation>
    </message>
    <message>
        <source>The number of rounds</source>
        <translation>Antall runder</translation>
    </message>
    <message>
        <source>The scoring (and bye values)</source>
        <translation>Poengberegningen (og verdien av frie runder)</translation>
    </message>
    <message>
        <source>The pairing system</source>
        <translation>Paringssystemet</translation>
    </message>
    <message>
        <source>The pairing text</source>
        <translation>Paringsreglenes utgave</translation>
    </message>
    <message>
        <source>The acceleration</source>
        <translation>Akselerasjonen</translation>
    </message>
    <message>
        <source>The tie-break list</source>
        <translation>Listen over kvalitetsberegninger</translation>
    </message>
    <message>
        <source>The match scoring</source>
        <translation>Matchpoengene (og lagets frie runde)</translation>
    </message>
    <message>
        <source>The team tie-break list</source>
        <translation>Lagets liste over kvalitetsberegninger</translation>
    </message>
</context>
<context>
    <name>Notes</name>
    <message>
        <source>record {record} again, not as on line {first}: this later one is used</source>
        <translation>post {record} igjen, ikke som på linje {first}: den siste brukes</translation>
    </message>
    <message>
        <source>a second tie-break list, not as on line {first}: this later one is used</source>
        <translation>en andre liste over kvalitetsberegninger, ikke som på linje {first}: den siste brukes</translation>
    </message>
    <message>
        <source>{count} team record(s) not read (801/802 are informative; the lines are kept when the file is written again)</source>
        <translation>{count} lagpost(er) ikke lest (801/802 er til informasjon; linjene beholdes når filen skrives på nytt)</translation>
    </message>
    <message>
        <source>{count} team record(s) not read (no 310 or 013 team records; the lines are kept when the file is written again)</source>
        <translation>{count} lagpost(er) ikke lest (ingen lagposter 310 eller 013; linjene beholdes når filen skrives på nytt)</translation>
    </message>
    <message>
        <source>one 013 team record names a single team: read as an individual event (the line is kept when the file is written again)</source>
        <translation>én lagpost 013 angir ett enkelt lag: lest som en individuell turnering (linjen beholdes når filen skrives på nytt)</translation>
    </message>
    <message>
        <source>record 162: X {value} is neither 0 nor a draw; unfinished games count as draws</source>
        <translation>post 162: X {value} er verken 0 eller remis; uferdige partier teller som remis</translation>
    </message>
    <message>
        <source>record 299: player {player}&apos;s round {round} ({result}) is worth {points} points instead of {worth}: the difference counts as a bonus</source>
        <translation>post 299: spiller {player}s runde {round} ({result}) gir {points} poeng i stedet for {worth}: forskjellen teller som bonus</translation>
    </message>
    <message>
        <source>record 240: byes for round {round}, not yet paired (kept as written)</source>
        <translation>post 240: frie runder for runde {round}, ikke satt opp ennå (beholdes som skrevet)</translation>
    </message>
    <message>
        <source>record 240 gives player {player} a {result} in round {round}, the 001 record says {written}: the 001 record is used</source>
        <translation>post 240 gir spiller {player} {result} i runde {round}, posten 001 sier {written}: posten 001 brukes</translation>
    </message>
    <message>
        <source>dates {start} to {end}: several readings fit the round dates and none alone; the start date is left unread</source>
        <translation>datoer {start} til {end}: flere tolkninger passer med rundedatoene og ingen alene; startdatoen blir ikke lest</translation>
    </message>
    <message>
        <source>dates {start} to {end} read as {first} to {last}, the one reading that fits the event&apos;s other dates</source>
        <translation>datoer {start} til {end} lest som {first} til {last}, den eneste tolkningen som passer med turneringens andre datoer</translation>
    </message>
    <message>
        <source>rounds written without a result letter (`0000 -` or `-`) read by the points column, the only witness: {half} half-point bye(s), {full} full-point bye(s) (players {players})</source>
        <translation>runder skrevet uten resultatbokstav (`0000 -` eller `-`) lest etter poengkolonnen, det eneste vitnet: {half} fri runde(r) med ½ poeng, {full} fri runde(r) med 1 poeng (spillere {players})</translation>
    </message>
    <message>
        <source>rounds written without a result letter (`0000 -` or `-`) that the points column does not decide, read as not paired (players {players})</source>
        <translation>runder skrevet uten resultatbokstav (`0000 -` eller `-`) som poengkolonnen ikke avgjør, lest som ikke satt opp (spillere {players})</translation>
    </message>
    <message>
        <source>the points column gives fewer half-point byes than rounds written without a result letter: the earliest of those rounds are taken as the byes, the later ones as not paired (an assumption; players {players})</source>
        <translation>poengkolonnen gir færre halvpoengs walkover enn runder skrevet uten resultatbokstav: de tidligste av disse rundene tas som walkover, de senere som ikke paret (en antakelse; spillere {players})</translation>
    </message>
    <message>
        <source>013 records beside 310 records: the 310 records are used</source>
        <translation>poster 013 ved siden av poster 310: postene 310 brukes</translation>
    </message>
    <message>
        <source>player {player}: the points column is {surplus} above the results, which cannot be placed on boards his team left empty</source>
        <translation>spiller {player}: poengkolonnen er {surplus} over resultatene, noe som ikke kan plasseres på bord laget lot stå tomme</translation>
    </message>
    <message>
        <source>{count} player(s): an unpaired round counted in the points column read as a board won by forfeit (the opponent team left the board empty)</source>
        <translation>{count} spiller(e): en runde uten oppsett som teller i poengkolonnen lest som et bord vunnet på walkover (motstanderlaget lot bordet stå tomt)</translation>
    </message>
    <message>
        <source>### {record} line not read ({why}): kept as a comment</source>
        <translation>### {record}-linje ikke lest ({why}): beholdes som kommentar</translation>
    </message>
    <message>
        <source>record 260 prohibits a pair in rounds {first}-{last} only: read as every round (this program keeps prohibited pairs for the event)</source>
        <translation>post 260 forbyr et par bare i rundene {first}-{last}: lest som alle runder (programmet holder forbudte par for hele turneringen)</translation>
    </message>
    <message>
        <source>{count} round(s) written {written} ({who}): read as {read} (first: player {player}, round {round})</source>
        <translation>{count} runde(r) skrevet {written} ({who}): lest som {read} (første: spiller {player}, runde {round})</translation>
    </message>
    <message>
        <source>... and {count} more notes like these</source>
        <translation>... og {count} flere lignende merknader</translation>
    </message>
</context>
<context>
    <name>PairingSettingsDialog</name>
    <message>
        <source>Pairing settings</source>
        <translation>Paringsoppsett</translation>
    </message>
    <message>
        <source>The text in force on the start date</source>
        <translation>Teksten som gjelder på startdatoen</translation>
    </message>
    <message>
        <source>Dutch system, text in force until 31 January 2026</source>
        <translation>Nederlandsk system, tekst som gjaldt til 31. januar 2026</translation>
    </message>
    <message>
        <source>Dutch system, text in force from 1 February 2026</source>
        <translation>Nederlandsk system, tekst som gjelder fra 1. februar 2026</translation>
    </message>
    <message>
        <source>Not drawn (read from round 1, else white)</source>
        <translation>Ikke trukket (leses fra runde 1, ellers hvit)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Hvit</translation>
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
        <translation>Baku-akselerasjon (C.04.5.1)</translation>
    </message>
    <message>
        <source>Exchange the last two rounds of the first cycle</source>
        <translation>Bytt om de to siste rundene i første syklus</translation>
    </message>
    <message>
        <source>Double round robins only (C.05 Annex 1)</source>
        <translation>Bare dobbeltrundige turneringer (C.05 vedlegg 1)</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Tekst:</translation>
    </message>
    <message>
        <source>&amp;Initial colour:</source>
        <translation>&amp;Første farge:</translation>
    </message>
    <message>
        <source>&amp;Acceleration:</source>
        <translation>&amp;Akselerasjon:</translation>
    </message>
    <message>
        <source>Round robin:</source>
        <translation>Alle-mot-alle:</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Edit player</source>
        <translation>Rediger spiller</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Legg til spiller</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>uten rating</translation>
    </message>
    <message>
        <source>male</source>
        <translation>mann</translation>
    </message>
    <message>
        <source>female</source>
        <translation>kvinne</translation>
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
        <translation>Tittel</translation>
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
        <translation>Klubb</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE-ID</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Kjønn</translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation>Fødselsdato</translation>
    </message>
    <message>
        <source>The name is required.</source>
        <translation>Navnet må fylles ut.</translation>
    </message>
    <message>
        <source>Start number {0} is taken.</source>
        <translation>Startnummer {0} er opptatt.</translation>
    </message>
    <message>
        <source>The federation is a three-letter code (NOR, FRA, …).</source>
        <translation>Forbundet er en kode på tre bokstaver (NOR, FRA, …).</translation>
    </message>
    <message>
        <source>A FIDE ID has digits only.</source>
        <translation>En FIDE-ID består bare av sifre.</translation>
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
        <translation>Nr</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Tittel</translation>
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
        <translation>Klubb</translation>
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
        <translation>Nas.</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE-ID</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Født</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Kjønn</translation>
    </message>
    <message>
        <source>Duplicate entry: the same FIDE ID twice</source>
        <translation>Dobbel påmelding: samme FIDE-ID to ganger</translation>
    </message>
    <message>
        <source>Duplicate entry: the same name and birth year twice</source>
        <translation>Dobbel påmelding: samme navn og fødselsår to ganger</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>for hånd</translation>
    </message>
    <message>
        <source>Rating typed by hand</source>
        <translation>Rating skrevet inn for hånd</translation>
    </message>
    <message>
        <source>Rating from {0}</source>
        <translation>Rating fra {0}</translation>
    </message>
    <message>
        <source>Rating as read from the file</source>
        <translation>Rating slik den ble lest fra filen</translation>
    </message>
    <message>
        <source>A rating is a whole number</source>
        <translation>En rating er et heltall</translation>
    </message>
    <message>
        <source>Edit player {0}</source>
        <translation>Rediger spiller {0}</translation>
    </message>
    <message>
        <source>Find in the rating lists: name or FIDE ID, Enter adds</source>
        <translation>Søk i ratinglistene: navn eller FIDE-ID, Enter legger til</translation>
    </message>
    <message>
        <source>Renumber by rating</source>
        <translation>Nummerer om etter rating</translation>
    </message>
    <message>
        <source>Start numbers by rating, then title, then name (FIDE C.04.2); results stay with their players</source>
        <translation>Startnummer etter rating, så tittel, så navn (FIDE C.04.2); resultatene følger spillerne</translation>
    </message>
    <message>
        <source>Which rating ranks the players (TRF-26 record 172): FIDE; NRO national only; FIDON FIDE, else national; NIDOF national, else FIDE; HBFN the higher; LBFN the lower; OTHER the order as entered</source>
        <translation>Hvilken rating som rangerer spillerne (TRF-26 post 172): FIDE; NRO bare nasjonal; FIDON FIDE, ellers nasjonal; NIDOF nasjonal, ellers FIDE; HBFN den høyeste; LBFN den laveste; OTHER rekkefølgen som registrert</translation>
    </message>
    <message>
        <source>Check against the list…</source>
        <translation>Kontroller mot listen…</translation>
    </message>
    <message>
        <source>Compare name, federation, title, sex, birth year, rating and K of every player with a FIDE ID with the FIDE list in force; take the chosen ones over</source>
        <translation>Sammenlign navn, forbund, tittel, kjønn, fødselsår, rating og K for hver spiller med FIDE-ID med gjeldende FIDE-liste; hent de valgte</translation>
    </message>
    <message>
        <source>Import list…</source>
        <translation>Importer liste…</translation>
    </message>
    <message>
        <source>Import the FIDE rating list (TXT or XML, as downloaded) or a national list</source>
        <translation>Importer FIDEs ratingliste (TXT eller XML, slik den lastes ned) eller en nasjonal liste</translation>
    </message>
    <message>
        <source>Import entries…</source>
        <translation>Importer påmeldinger…</translation>
    </message>
    <message>
        <source>Add the players of a CSV or Excel file of entries; rows copied from a spreadsheet can also be pasted into the table (Ctrl+V)</source>
        <translation>Legg til spillerne i en CSV- eller Excel-fil med påmeldinger; rader kopiert fra et regneark kan også limes inn i tabellen (Ctrl+V)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Langsjakk</translation>
    </message>
    <message>
        <source>Rapid</source>
        <translation>Hurtigsjakk</translation>
    </message>
    <message>
        <source>Blitz</source>
        <translation>Lynsjakk</translation>
    </message>
    <message>
        <source>The event&apos;s rating: which rating registered players get</source>
        <translation>Turneringens rating: hvilken rating påmeldte spillere får</translation>
    </message>
    <message>
        <source>The lists a registered player&apos;s rating is taken from, in order: the first one that has the player (rapid, then standard: a player without a rapid rating is seeded by the standard one; a national list after FIDE&apos;s: a player without a FIDE rating gets the national one)</source>
        <translation>Listene en registrert spillers rating hentes fra, i rekkefølge: den første som har spilleren (hurtigsjakk, så standard: en spiller uten hurtigsjakkrating seedes etter standardratingen; en nasjonal liste etter FIDEs: en spiller uten FIDE-rating får den nasjonale)</translation>
    </message>
    <message>
        <source>&amp;Rating:</source>
        <translation>&amp;Rating:</translation>
    </message>
    <message>
        <source>&amp;Sequence:</source>
        <translation>R&amp;ekkefølge:</translation>
    </message>
    <message>
        <source>Starting ran&amp;k:</source>
        <translation>Start&amp;rangering:</translation>
    </message>
    <message>
        <source>No rating list imported yet (Import list…).</source>
        <translation>Ingen ratingliste importert ennå (Importer liste…).</translation>
    </message>
    <message>
        <source>{0}: list of {1}, players: {2}</source>
        <translation>{0}: liste fra {1}, spillere: {2}</translation>
    </message>
    <message>
        <source>Rating sequence {0}</source>
        <translation>Ratingrekkefølge {0}</translation>
    </message>
    <message>
        <source>Starting-rank method {0}</source>
        <translation>Metode for startrekkefølge {0}</translation>
    </message>
    <message>
        <source>Rating type {0}</source>
        <translation>Ratingtype {0}</translation>
    </message>
    <message>
        <source>Import cancelled; the previous list is unchanged.</source>
        <translation>Importen ble avbrutt; den forrige listen er uendret.</translation>
    </message>
    <message>
        <source>Add player {0}</source>
        <translation>Legg til spiller {0}</translation>
    </message>
    <message>
        <source>Rows not added: {0}</source>
        <translation>Rader som ikke ble lagt til: {0}</translation>
    </message>
    <message>
        <source>Add {0} player(s)</source>
        <translation>Legg til {0} spiller(e)</translation>
    </message>
    <message>
        <source>Import entries</source>
        <translation>Importer påmeldinger</translation>
    </message>
    <message>
        <source>Take {0} difference(s) from the list</source>
        <translation>Hent {0} forskjell(er) fra listen</translation>
    </message>
    <message>
        <source>Date of the list</source>
        <translation>Listens dato</translation>
    </message>
    <message>
        <source>{0} does not say which list it is. Its date (FIDE dates its lists the first day of the month):</source>
        <translation>{0} sier ikke hvilken liste det er. Datoen (FIDE daterer sine lister den første dagen i måneden):</translation>
    </message>
    <message>
        <source>Import rating list</source>
        <translation>Importer ratingliste</translation>
    </message>
    <message>
        <source>Importing {0}…</source>
        <translation>Importerer {0}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Rating {0} ({1} {2}, list of {3})</source>
        <translation>Rating {0} ({1} {2}, liste fra {3})</translation>
    </message>
    <message>
        <source>National rating {0} ({1}, list of {3})</source>
        <translation>Nasjonal rating {0} ({1}, liste fra {3})</translation>
    </message>
    <message>
        <source>Rating of {0} from a list</source>
        <translation>Rating for {0} fra en liste</translation>
    </message>
    <message>
        <source>Must not meet</source>
        <translation>Skal ikke møtes</translation>
    </message>
    <message>
        <source>The two selected players must not be paired (siblings, team-mates); set before round 1</source>
        <translation>De to valgte spillerne skal ikke pares mot hverandre (søsken, lagkamerater); settes før runde 1</translation>
    </message>
    <message>
        <source>May meet</source>
        <translation>Kan møtes</translation>
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
        <translation>Velg to spillere.</translation>
    </message>
    <message>
        <source>Players {0} and {1} must not meet</source>
        <translation>Spillerne {0} og {1} skal ikke møtes</translation>
    </message>
    <message>
        <source>Players {0} and {1} may meet</source>
        <translation>Spillerne {0} og {1} kan møtes</translation>
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
        <translation>SSF sveitser (Sverige)</translation>
    </message>
    <message>
        <source>SSF round robin (Sweden)</source>
        <translation>SSF berger (Sverige)</translation>
    </message>
    <message>
        <source>NSF NGP and club Swiss (Norway)</source>
        <translation>NSF NGP- og klubbturneringer, sveitser (Norge)</translation>
    </message>
    <message>
        <source>DrawBoss layered Buchholz (Denmark, backgammon)</source>
        <translation>DrawBoss lagdelt Buchholz (Danmark, backgammon)</translation>
    </message>
    <message>
        <source>DrawBoss rating correction (Denmark, backgammon)</source>
        <translation>DrawBoss ratingkorreksjon (Danmark, backgammon)</translation>
    </message>
    <message>
        <source>DrawBoss median Buchholz (Denmark, backgammon)</source>
        <translation>DrawBoss Buchholz, median (Danmark, backgammon)</translation>
    </message>
    <message>
        <source>DrawBoss Buchholz Variant 1 (Denmark, backgammon)</source>
        <translation>DrawBoss Buchholz variant 1 (Danmark, backgammon)</translation>
    </message>
    <message>
        <source>FIDE Swiss (C.07 2026)</source>
        <translation>FIDE sveitser (C.07 2026)</translation>
    </message>
    <message>
        <source>FIDE Swiss (C.07 2023/2024)</source>
        <translation>FIDE sveitser (C.07 2023/2024)</translation>
    </message>
    <message>
        <source>FIDE round robin</source>
        <translation>FIDE berger</translation>
    </message>
    <message>
        <source>FIDE Swiss, legacy rules (before Sep 2023)</source>
        <translation>FIDE sveitser, eldre regler (før sep. 2023)</translation>
    </message>
    <message>
        <source>SSF Buchholz Cut-1, direct encounter if all tied have met, most wins (forfeit and bye wins included), most games with Black, drawing of lots</source>
        <translation>SSF Buchholz, dårligste strøket, innbyrdes oppgjør hvis alle har møttes, partier vunnet (WO og fri runde medregnet), partier spilt med svart, loddtrekning</translation>
    </message>
    <message>
        <source>Direct encounter, Sonneborn-Berger, most wins, most games with Black, drawing of lots</source>
        <translation>Innbyrdes oppgjør, Sonneborn-Berger, partier vunnet, partier spilt med svart, loddtrekning</translation>
    </message>
    <message>
        <source>Buchholz median (7 rounds or more only), Buchholz Cut-1, Buchholz, average FIDE rating of opponents; legacy virtual opponent</source>
        <translation>Buchholz, median (bare for turneringer med 7 runder eller mer), Buchholz, dårligste strøket, Buchholz, ingen strøket, gjennomsnittlig FIDE-ratingmotstand; virtuell motspiller (eldre regel)</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion: layered Buchholz, a bye is an opponent with 0 points</source>
        <translation>DrawBoss Korrektion: lagdelt Buchholz, fri runde regnes som en motspiller med 0 poeng</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion: sum of the opponents&apos; ratings, a bye rated 500</source>
        <translation>DrawBoss Korrektion: summen av motspillernes rating, fri runde med rating 500</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion: Buchholz without the highest and lowest opponent</source>
        <translation>DrawBoss Korrektion: Buchholz uten høyeste og laveste motspiller</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion: layered Buchholz in the order R-2, R-1, R, R-3, ...</source>
        <translation>DrawBoss Korrektion: lagdelt Buchholz i rekkefølgen R-2, R-1, R, R-3, ...</translation>
    </message>
    <message>
        <source>Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger, lots; C.07 March 2026 unplayed-round rules</source>
        <translation>Innbyrdes oppgjør, seire, partier med svart, Buchholz, dårligste strøket, Buchholz, Sonneborn-Berger, loddtrekning; uspilte runder etter C.07 mars 2026</translation>
    </message>
    <message>
        <source>Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger, lots; C.07 Aug 2024 unplayed-round rules</source>
        <translation>Innbyrdes oppgjør, seire, partier med svart, Buchholz, dårligste strøket, Buchholz, Sonneborn-Berger, loddtrekning; uspilte runder etter C.07 aug. 2024</translation>
    </message>
    <message>
        <source>Direct encounter, wins, Sonneborn-Berger, Koya, lots (no Buchholz: C.07 2026 note to Art. 8)</source>
        <translation>Innbyrdes oppgjør, seire, Sonneborn-Berger, Koya, loddtrekning (ingen Buchholz: C.07 2026, merknad til art. 8)</translation>
    </message>
    <message>
        <source>Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger; virtual opponent (2009)</source>
        <translation>Innbyrdes oppgjør, seire, partier med svart, Buchholz, dårligste strøket, Buchholz, Sonneborn-Berger; virtuell motspiller (2009)</translation>
    </message>
</context>
<context>
    <name>PreviewModel</name>
    <message>
        <source>Rk.</source>
        <translation>Pl.</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Før</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>The place with the tournament&apos;s current tie-break settings</source>
        <translation>Plasseringen med turneringens nåværende kvalitetsberegning</translation>
    </message>
    <message>
        <source>{0} (wd)</source>
        <translation>{0} (trukket)</translation>
    </message>
    <message>
        <source>Place {0}, was {1} with the current settings</source>
        <translation>Plass {0}, var {1} med nåværende oppsett</translation>
    </message>
</context>
<context>
    <name>PrizesDialog</name>
    <message>
        <source>Prizes</source>
        <translation>Premier</translation>
    </message>
    <message>
        <source>Ties share the money equally</source>
        <translation>Delt plassering deler pengene likt</translation>
    </message>
    <message>
        <source>Hort system: half by tie-break, half shared</source>
        <translation>Hort-systemet: halvparten etter kvalitetsberegning, halvparten deles</translation>
    </message>
    <message>
        <source>Decided by tie-break</source>
        <translation>Avgjøres av kvalitetsberegningen</translation>
    </message>
    <message>
        <source>Prize group</source>
        <translation>Premiegruppe</translation>
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
        <translation>klubb:</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Hvem</translation>
    </message>
    <message>
        <source>Amounts by place</source>
        <translation>Beløp per plass</translation>
    </message>
    <message>
        <source>Who: U16, S50, F, 1600-1799, {0}, {1}, SWE, {2}&quot;…&quot;, #3,7 (empty: everybody). Amounts by place: 300, 200, 100.</source>
        <translation>Hvem: U16, S50, F, 1600-1799, {0}, {1}, SWE, {2}&quot;…&quot;, #3,7 (tomt: alle). Beløp per plass: 300, 200, 100.</translation>
    </message>
    <message>
        <source>Add group</source>
        <translation>Legg til gruppe</translation>
    </message>
    <message>
        <source>Remove group</source>
        <translation>Fjern gruppe</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Åpne…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Lagre…</translation>
    </message>
    <message>
        <source>Export prize list…</source>
        <translation>Eksporter premieliste…</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plass</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Beløp</translation>
    </message>
    <message>
        <source>Prize list</source>
        <translation>Premieliste</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <source>The prize table has a mistake: {0}

Close without keeping the changes?</source>
        <translation>Pristabellen har en feil: {0}

Lukke uten å beholde endringene?</translation>
    </message>
    <message>
        <source>line {0}</source>
        <translation>linje {0}</translation>
    </message>
    <message>
        <source>{0}: “{1}” is not a condition</source>
        <translation>{0}: «{1}» er ikke et vilkår</translation>
    </message>
    <message>
        <source>{0}: amounts are numbers with at most two decimals</source>
        <translation>{0}: beløp er tall med høyst to desimaler</translation>
    </message>
    <message>
        <source>Total {0} {1}</source>
        <translation>Totalt {0} {1}</translation>
    </message>
    <message>
        <source>{0}: prizes</source>
        <translation>{0}: premier</translation>
    </message>
    <message>
        <source>Export prize list</source>
        <translation>Eksporter premieliste</translation>
    </message>
    <message>
        <source>Load prize table</source>
        <translation>Åpne premietabell</translation>
    </message>
    <message>
        <source>Save prize table</source>
        <translation>Lagre premietabell</translation>
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
        <translation>Lagre</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Lagre alle</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åpne</translation>
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
        <translation>&amp;Nei</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Nei til a&amp;lle</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Prøv igjen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Forkast</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hjelp</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Bruk</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Tilbakestill</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Gjenopprett standard</translation>
    </message>
</context>
<context>
    <name>QPrintPreviewDialog</name>
    <message>
        <source>Print Preview</source>
        <translation>Forhåndsvisning av utskrift</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Neste side</translation>
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
        <translation>Siste side</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Tilpass til bredden</translation>
    </message>
    <message>
        <source>Fit page</source>
        <translation>Tilpass til siden</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom inn</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom ut</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Stående</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Liggende</translation>
    </message>
    <message>
        <source>Show single page</source>
        <translation>Vis enkeltside</translation>
    </message>
    <message>
        <source>Show facing pages</source>
        <translation>Vis oppslag</translation>
    </message>
    <message>
        <source>Show overview of all pages</source>
        <translation>Vis oversikt over alle sider</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Skriv ut</translation>
    </message>
    <message>
        <source>Page setup</source>
        <translation>Sideoppsett</translation>
    </message>
    <message>
        <source>Export to PDF</source>
        <translation>Eksporter til PDF</translation>
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
        <translation>Listen {0} ({1}) gir annen rating eller K for {2} spiller(e): Kontroller mot listen henter dem.</translation>
    </message>
    <message>
        <source>Rating changes</source>
        <translation>Ratingendringer</translation>
    </message>
    <message>
        <source>FIDE Rating Regulations {0} (the event&apos;s date)</source>
        <translation>FIDEs ratingregler {0} (turneringens dato)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
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
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Forventet</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Endring</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Ny</translation>
    </message>
    <message>
        <source>Round {0} v {1} ({2}): {3} - {4} = {5} × {6}</source>
        <translation>Runde {0} mot {1} ({2}): {3} - {4} = {5} × {6}</translation>
    </message>
    <message>
        <source>Total change {0} · rated players: {1}</source>
        <translation>Samlet endring {0} · ratede spillere: {1}</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recover unsaved work</source>
        <translation>Gjenopprett ulagret arbeid</translation>
    </message>
    <message>
        <source>arbiter-app did not close normally. This unsaved work was kept; restore it?</source>
        <translation>arbiter-app ble ikke avsluttet normalt. Dette ulagrede arbeidet ble tatt vare på; vil du gjenopprette det?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Gjenopprett</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Forkast</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ikke nå</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Buchholz, no cut</source>
        <translation>Buchholz, ingen strøket</translation>
    </message>
    <message>
        <source>Buchholz Cut-1</source>
        <translation>Buchholz, dårligste strøket</translation>
    </message>
    <message>
        <source>Buchholz Cut-2</source>
        <translation>Buchholz, to dårligste strøket</translation>
    </message>
    <message>
        <source>Buchholz median</source>
        <translation>Buchholz, median</translation>
    </message>
    <message>
        <source>Buchholz Median-2</source>
        <translation>Buchholz, median 2</translation>
    </message>
    <message>
        <source>Buchholz Variant 1</source>
        <translation>Buchholz variant 1</translation>
    </message>
    <message>
        <source>Average Buchholz of opponents</source>
        <translation>Motspillernes gjennomsnittlige Buchholz</translation>
    </message>
    <message>
        <source>Average perfect performance of opponents</source>
        <translation>Motspillernes gjennomsnittlige perfekte prestasjon</translation>
    </message>
    <message>
        <source>Average performance rating of opponents</source>
        <translation>Motspillernes gjennomsnittlige prestasjonsrating</translation>
    </message>
    <message>
        <source>Average FIDE rating of opponents</source>
        <translation>Gjennomsnittlig FIDE-ratingmotstand</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Layered Buchholz</source>
        <translation>Lagdelt Buchholz</translation>
    </message>
    <message>
        <source>Buchholz median (DrawBoss)</source>
        <translation>Buchholz, median (DrawBoss)</translation>
    </message>
    <message>
        <source>Games with Black</source>
        <translation>Partier spilt med svart</translation>
    </message>
    <message>
        <source>Wins with Black</source>
        <translation>Seire med svart</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Innbyrdes oppgjør</translation>
    </message>
    <message>
        <source>Direct encounter (all met)</source>
        <translation>Innbyrdes oppgjør (alle har møttes)</translation>
    </message>
    <message>
        <source>Fore Buchholz</source>
        <translation>Fore Buchholz</translation>
    </message>
    <message>
        <source>Koya</source>
        <translation>Koya-system</translation>
    </message>
    <message>
        <source>Drawing of lots</source>
        <translation>Loddtrekning</translation>
    </message>
    <message>
        <source>Progressive score</source>
        <translation>Sum av progressive score</translation>
    </message>
    <message>
        <source>Perfect tournament performance</source>
        <translation>Perfekt turneringsprestasjon</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poengsum</translation>
    </message>
    <message>
        <source>Rounds elected to play</source>
        <translation>Runder valgt å spille</translation>
    </message>
    <message>
        <source>Rating correction</source>
        <translation>Ratingkorreksjon</translation>
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
        <translation>Standardpoeng</translation>
    </message>
    <message>
        <source>Pairing number</source>
        <translation>Startnummer</translation>
    </message>
    <message>
        <source>Tournament performance rating</source>
        <translation>Prestasjonsrating</translation>
    </message>
    <message>
        <source>Number of wins</source>
        <translation>Partier vunnet</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partier vunnet over brettet</translation>
    </message>
    <message>
        <source>Average of the Buchholz (/F: Fore Buchholz) of the opponents played OTB</source>
        <translation>gjennomsnittet av Buchholz (/F: Fore Buchholz) for motspillerne møtt over brettet</translation>
    </message>
    <message>
        <source>Average of the OTB opponents&apos; perfect tournament performances</source>
        <translation>gjennomsnittet av de perfekte turneringsprestasjonene til motspillerne møtt over brettet</translation>
    </message>
    <message>
        <source>Average of the OTB opponents&apos; tournament performance ratings</source>
        <translation>gjennomsnittet av prestasjonsratingen til motspillerne møtt over brettet</translation>
    </message>
    <message>
        <source>Average rating of the opponents played over the board</source>
        <translation>summen av motspillernes rating dividert med antall partier spilt</translation>
    </message>
    <message>
        <source>Buchholz: sum of the opponents&apos; scores (unplayed rounds per the rules)</source>
        <translation>summen av motspillernes poengsum (uspilte partier etter reglene)</translation>
    </message>
    <message>
        <source>DrawBoss layered Buchholz: all opponents, then the best R-1, ..., best 1, compared in turn (/V1: order R-2, R-1, R, R-3, ...)</source>
        <translation>DrawBoss: alle motspillere, så de R-1 beste, ..., den beste, sammenlignet etter tur (/V1: rekkefølgen R-2, R-1, R, R-3, ...)</translation>
    </message>
    <message>
        <source>DrawBoss median Buchholz: drop the highest and lowest opponent (the two highest and lowest from 9 rounds on)</source>
        <translation>DrawBoss: høyeste og laveste motspiller strykes (de to høyeste og de to laveste fra 9 runder)</translation>
    </message>
    <message>
        <source>Number of games played over the board with Black</source>
        <translation>antall partier spilt med svart (uspilte partier teller ikke)</translation>
    </message>
    <message>
        <source>Number of games won over the board with Black</source>
        <translation>antall partier vunnet over brettet med svart</translation>
    </message>
    <message>
        <source>Direct encounter: results among the tied players (type A, per group)</source>
        <translation>resultatene mellom spillerne som står likt (type A, per gruppe)</translation>
    </message>
    <message>
        <source>Direct encounter only if all tied players have met each other (SSF; legacy FIDE)</source>
        <translation>innbyrdes oppgjør, bare hvis alle spillerne som står likt har møtt hverandre (SSF; eldre FIDE-regler)</translation>
    </message>
    <message>
        <source>Fore Buchholz: Buchholz with every final-round game counted as a draw</source>
        <translation>Buchholz der alle partier i siste runde regnes som remis</translation>
    </message>
    <message>
        <source>Koya: points scored against opponents with at least 50% of the maximum</source>
        <translation>antall poeng mot spillere med 50 % score eller mer</translation>
    </message>
    <message>
        <source>Drawing of lots, seeded by the tournament so it is the same every time</source>
        <translation>loddtrekning, bestemt av turneringen slik at den blir den samme hver gang</translation>
    </message>
    <message>
        <source>Progressive score: sum of the running score after each round</source>
        <translation>sum av poengsummen etter hver runde</translation>
    </message>
    <message>
        <source>Perfect tournament performance: lowest rating expected to score</source>
        <translation>laveste rating som forventes å gi poengsummen</translation>
    </message>
    <message>
        <source>Points: the primary score</source>
        <translation>poengsummen</translation>
    </message>
    <message>
        <source>Rounds one elected to play: rounds minus requested byes and forfeits</source>
        <translation>runder minus ønskede frie runder og WO</translation>
    </message>
    <message>
        <source>DrawBoss rating correction: sum of the opponents&apos; ratings, a bye rated 500</source>
        <translation>DrawBoss: summen av motspillernes rating, fri runde med rating 500</translation>
    </message>
    <message>
        <source>Rating, highest first (/R: lowest first)</source>
        <translation>rating, høyeste først (/R: laveste først)</translation>
    </message>
    <message>
        <source>Sonneborn-Berger: opponents&apos; scores times the points scored against them</source>
        <translation>summen av poengsummen til de man har vunnet over pluss ½ ganger summen av poengsummen til de man har spilt remis mot</translation>
    </message>
    <message>
        <source>Standard points: wins 1, draws ½ (3-1-0 events read as 1-½-0)</source>
        <translation>seier 1, remis ½ (3-1-0 regnes som 1-½-0)</translation>
    </message>
    <message>
        <source>Tournament pairing number, lowest first (/R: highest first)</source>
        <translation>startnummer, laveste først (/R: høyeste først)</translation>
    </message>
    <message>
        <source>Tournament performance rating: ARO + dp(fractional score)</source>
        <translation>gjennomsnittlig ratingmotstand + dp(poengandel)</translation>
    </message>
    <message>
        <source>Number of wins: rounds with a win&apos;s points, played or not</source>
        <translation>runder med seierpoeng, spilt eller ikke</translation>
    </message>
    <message>
        <source>Number of games won over the board</source>
        <translation>antall partier vunnet over brettet</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Endelig resultatliste</translation>
    </message>
    <message>
        <source>Standings after round {round}</source>
        <translation>Resultatliste etter runde {round}</translation>
    </message>
    <message>
        <source>Standings after round {round} – games without a result: {count}, not counted</source>
        <translation>Resultatliste etter runde {round} – partier som ikke er ferdigspilt: {count}, ikke medregnet</translation>
    </message>
    <message>
        <source>Standings after round {round} – games without a result: {count}, counted as draws</source>
        <translation>Resultatliste etter runde {round} – partier som ikke er ferdigspilt: {count}, beregnet som remis</translation>
    </message>
    <message>
        <source>Provisional standings after round {round} – adjourned games without a result: {count}</source>
        <translation>Foreløpig stilling etter runde {round} – hengepartier uten resultat: {count}</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Resultatliste</translation>
    </message>
    <message>
        <source>Outside FIDE mode since round {round}: {reason}</source>
        <translation>Utenfor FIDE-modus siden runde {round}: {reason}</translation>
    </message>
    <message>
        <source>Initial ranking list</source>
        <translation>Startrangering</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Krysstabell</translation>
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
        <translation>Kvalitetsberegning i detalj</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnering</translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation>Kvalitetsberegninger</translation>
    </message>
    <message>
        <source>Symbols</source>
        <translation>Symboler</translation>
    </message>
    <message>
        <source>Rk.</source>
        <translation>Pl.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Tittel</translation>
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
        <translation>Klubb</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Nat</source>
        <translation>Nasj.</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE-ID</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Poeng</translation>
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
        <translation>Kvalitetsberegning</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Verdi</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Merknader</translation>
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
        <translation>Hva</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Hvorfor</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detalj</translation>
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
        <translation>Turneringsleder</translation>
    </message>
    <message>
        <source>Deputy arbiters</source>
        <translation>Turneringsleder-assistenter</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Betenkningstid</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Spillesystem</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Antall runder</translation>
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
        <translation>{rules} (lagt til grunn: startdatoen «{date}» kan ikke leses)</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Forhåndsvalg</translation>
    </message>
    <message>
        <source>For information (not used for ranking)</source>
        <translation>Til informasjon (brukes ikke til rangeringen)</translation>
    </message>
    <message>
        <source>for information, not used for ranking</source>
        <translation>til informasjon, brukes ikke til rangeringen</translation>
    </message>
    <message>
        <source>{code} (info)</source>
        <translation>{code} (info)</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Poengsystem</translation>
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
        <translation>{list}, liste fra {date} (listen som gjelder for turneringen)</translation>
    </message>
    <message>
        <source>{list}, list of {date} – warning: {months} month(s) older than the list in force, a newer list should exist</source>
        <translation>{list}, liste fra {date} – advarsel: {months} måned(er) eldre enn gjeldende liste, en nyere liste bør finnes</translation>
    </message>
    <message>
        <source>{list}, list of {date} ({months} month(s) newer than the list in force)</source>
        <translation>{list}, liste fra {date} ({months} måned(er) nyere enn gjeldende liste)</translation>
    </message>
    <message>
        <source>{list} – warning: the list&apos;s date is unknown</source>
        <translation>{list} – advarsel: listens dato er ukjent</translation>
    </message>
    <message>
        <source>Swiss system</source>
        <translation>Sveitsersystem</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Berger</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Dobbel berger</translation>
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
        <translation>FIDE, eldre regler (virtuell motspiller, 2009–2023)</translation>
    </message>
    <message>
        <source>Swedish Chess Federation (SSF)</source>
        <translation>Sveriges sjakkforbund (SSF)</translation>
    </message>
    <message>
        <source>DrawBoss (Danish Backgammon Federation)</source>
        <translation>DrawBoss (Dansk Backgammon Forbund)</translation>
    </message>
    <message>
        <source>withdrew after round {round}</source>
        <translation>trakk seg etter runde {round}</translation>
    </message>
    <message>
        <source>withdrawn after R{round}</source>
        <translation>trukket seg etter R{round}</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Side {page} av {pages}</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>strøket</translation>
    </message>
    <message>
        <source>Values in parentheses were removed by a cut or median.</source>
        <translation>Verdier i parentes er strøket (cut eller median).</translation>
    </message>
    <message>
        <source>12w1: against no. 12 with White, won (½ drawn, 0 lost)</source>
        <translation>12w1: mot nr. 12 med hvit, seier (½ remis, 0 tap)</translation>
    </message>
    <message>
        <source>+ / -: won / lost by forfeit; --: double forfeit</source>
        <translation>+ / -: seier / tap på WO; --: dobbel WO</translation>
    </message>
    <message>
        <source>W, D, L: game of less than one move (won, drawn, lost)</source>
        <translation>W, D, L: parti med mindre enn ett trekk (seier, remis, tap)</translation>
    </message>
    <message>
        <source>bye: pairing-allocated bye; F, H, Z: full, half, zero-point bye</source>
        <translation>bye: fri runde fra oppsettet; F, H, Z: fri runde med 1, ½, 0 poeng</translation>
    </message>
    <message>
        <source>P: postponed; A: adjourned; no symbol: result pending</source>
        <translation>P: utsatt; A: hengeparti; intet symbol: resultat mangler</translation>
    </message>
    <message>
        <source>–: after withdrawal</source>
        <translation>–: etter at spilleren trakk seg</translation>
    </message>
    <message>
        <source>Cut-1: the lowest value removed</source>
        <translation>Cut-1: den laveste verdien strøket</translation>
    </message>
    <message>
        <source>Cut-{n}: the {n} lowest values removed</source>
        <translation>Cut-{n}: de {n} laveste verdiene strøket</translation>
    </message>
    <message>
        <source>Median-1: the lowest and the highest value removed</source>
        <translation>Median-1: høyeste og laveste verdi strøket</translation>
    </message>
    <message>
        <source>Median-{n}: the {n} lowest and the {n} highest values removed</source>
        <translation>Median-{n}: de {n} høyeste og de {n} laveste verdiene strøket</translation>
    </message>
    <message>
        <source>forfeits count as played games</source>
        <translation>WO regnes som spilte partier</translation>
    </message>
    <message>
        <source>reversed order</source>
        <translation>omvendt rekkefølge</translation>
    </message>
    <message>
        <source>limit {n:+d} half points</source>
        <translation>grense {n:+d} halve poeng</translation>
    </message>
    <message>
        <source>rating {n} for unrated players</source>
        <translation>rating {n} for spillere uten rating</translation>
    </message>
    <message>
        <source>adjusted score</source>
        <translation>justert poengsum</translation>
    </message>
    <message>
        <source>score</source>
        <translation>poengsum</translation>
    </message>
    <message>
        <source>forfeit counted as game</source>
        <translation>WO regnet som parti</translation>
    </message>
    <message>
        <source>game without a result</source>
        <translation>parti uten resultat</translation>
    </message>
    <message>
        <source>dummy opponent</source>
        <translation>fiktiv motspiller</translation>
    </message>
    <message>
        <source>dummy opponent (capped)</source>
        <translation>fiktiv motspiller (begrenset)</translation>
    </message>
    <message>
        <source>virtual opponent</source>
        <translation>virtuell motspiller</translation>
    </message>
    <message>
        <source>no opponent</source>
        <translation>ingen motspiller</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>ikke satt opp</translation>
    </message>
    <message>
        <source>after the player&apos;s withdrawal</source>
        <translation>etter at spilleren trakk seg</translation>
    </message>
    <message>
        <source>scheduled opponent</source>
        <translation>oppsatt motspiller</translation>
    </message>
    <message>
        <source>bye as an opponent with 0 points</source>
        <translation>frirunde som motspiller med 0 poeng</translation>
    </message>
    <message>
        <source>direct encounter</source>
        <translation>innbyrdes oppgjør</translation>
    </message>
    <message>
        <source>direct encounters, average</source>
        <translation>innbyrdes oppgjør, gjennomsnitt</translation>
    </message>
    <message>
        <source>cumulative score</source>
        <translation>akkumulert poengsum</translation>
    </message>
    <message>
        <source>unrated opponent, no rating given</source>
        <translation>motstander uten rating, ingen rating gitt</translation>
    </message>
    <message>
        <source>rating given to unrated players</source>
        <translation>rating gitt til spillere uten rating</translation>
    </message>
    <message>
        <source>rating given to a bye</source>
        <translation>rating gitt for frirunde</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Ratingendring</translation>
    </message>
    <message>
        <source>FIDE rating change under B.02: sum of K x (score - PD) over the games against rated opponents (information only)</source>
        <translation>FIDE-ratingendring etter B.02: summen av K x (poeng - PD) over partiene mot motspillere med rating (kun til informasjon)</translation>
    </message>
    <message>
        <source>Pairings, round {round} of {rounds}</source>
        <translation>Paring, runde {round} av {rounds}</translation>
    </message>
    <message>
        <source>Players in alphabetical order, round {round}</source>
        <translation>Spillere i alfabetisk rekkefølge, runde {round}</translation>
    </message>
    <message>
        <source>Result slips, round {round}</source>
        <translation>Resultatlapper, runde {round}</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Hvit</translation>
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
        <translation>Farge</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Fri runde</translation>
    </message>
    <message>
        <source>Pairing-allocated bye</source>
        <translation>Fri runde</translation>
    </message>
    <message>
        <source>Half-point bye</source>
        <translation>Halvpoengs fri</translation>
    </message>
    <message>
        <source>Full-point bye</source>
        <translation>Helpoengs fri</translation>
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
        <translation>Sluttstilling for lag</translation>
    </message>
    <message>
        <source>Team crosstable</source>
        <translation>Lagkrysstabell</translation>
    </message>
    <message>
        <source>Board results</source>
        <translation>Bordresultater</translation>
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
        <translation>Lagparing, runde {0}</translation>
    </message>
    <message>
        <source>Match slips, round {0}</source>
        <translation>Matchskjemaer, runde {0}</translation>
    </message>
    <message>
        <source>Captains&apos; signatures</source>
        <translation>Lagkapteinenes underskrifter</translation>
    </message>
    <message>
        <source>Each round: the opponent team&apos;s number, then the match points and the game points scored against it.</source>
        <translation>Hver runde: motstanderlagets nummer, deretter matchpoengene og partipoengene mot det.</translation>
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
        <translation>&amp;Forhåndsvis utskrift…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Eksporter P&amp;DF…</translation>
    </message>
    <message>
        <source>Export E&amp;xcel…</source>
        <translation>Eksporter E&amp;xcel…</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>Eksporter &amp;HTML…</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Eksporter PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export Excel</source>
        <translation>Eksporter Excel</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel-arbeidsbok (*.xlsx)</translation>
    </message>
    <message>
        <source>Export HTML</source>
        <translation>Eksporter HTML</translation>
    </message>
    <message>
        <source>Web page (*.html *.htm)</source>
        <translation>Nettside (*.html *.htm)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Eksporten mislyktes</translation>
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
        <translation>Seier</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Tap</translation>
    </message>
    <message>
        <source>Forfeit win</source>
        <translation>Seier på WO</translation>
    </message>
    <message>
        <source>Forfeit loss</source>
        <translation>Tap på WO</translation>
    </message>
    <message>
        <source>Double forfeit</source>
        <translation>Dobbel WO</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Ikke ferdigspilt</translation>
    </message>
    <message>
        <source>Pairing bye</source>
        <translation>Fri runde</translation>
    </message>
    <message>
        <source>Full-point bye</source>
        <translation>Fri runde 1</translation>
    </message>
    <message>
        <source>Half-point bye</source>
        <translation>Fri runde ½</translation>
    </message>
    <message>
        <source>Zero-point bye</source>
        <translation>Fri runde 0</translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation>Trukket seg</translation>
    </message>
    <message>
        <source>Postponed</source>
        <translation>Utsatt</translation>
    </message>
    <message>
        <source>{label}: enter “{symbol}” in the selected cells ({key})</source>
        <translation>{label}: skriv «{symbol}» i de valgte cellene ({key})</translation>
    </message>
</context>
<context>
    <name>RoundView</name>
    <message>
        <source>Player {player} is not paired.</source>
        <translation>Spiller {player} er ikke paret.</translation>
    </message>
    <message>
        <source>Player {player} is paired twice.</source>
        <translation>Spiller {player} er paret to ganger.</translation>
    </message>
    <message>
        <source>Player {player} is excused or withdrawn, yet paired.</source>
        <translation>Spiller {player} har fri eller har trukket seg, men er likevel paret.</translation>
    </message>
    <message>
        <source>Pairing-allocated bye to {player} not needed (even number).</source>
        <translation>Fri runde til {player} trengs ikke (like mange spillere).</translation>
    </message>
    <message>
        <source>Player {player} already had a bye or a win without playing (round {detail}).</source>
        <translation>Spiller {player} har allerede hatt fri runde eller vunnet uten spill (runde {detail}).</translation>
    </message>
    <message>
        <source>Players {player} and {opponent} already met (round {detail}).</source>
        <translation>Spillerne {player} og {opponent} har allerede møttes (runde {detail}).</translation>
    </message>
    <message>
        <source>Players {player} and {opponent} meet again after a forfeit.</source>
        <translation>Spillerne {player} og {opponent} møtes igjen etter walkover.</translation>
    </message>
    <message>
        <source>Player {player}: colour difference {detail}.</source>
        <translation>Spiller {player}: fargedifferanse {detail}.</translation>
    </message>
    <message>
        <source>Player {player}: the same colour three times in a row.</source>
        <translation>Spiller {player}: samme farge tre ganger på rad.</translation>
    </message>
    <message>
        <source>Player {player}: colour rule not kept (topscorer, last round).</source>
        <translation>Spiller {player}: fargeregelen holdes ikke (toppscorer, siste runde).</translation>
    </message>
    <message>
        <source>Players {player} and {opponent} must not meet (prohibited pair).</source>
        <translation>Spillerne {player} og {opponent} skal ikke møtes (forbudt par).</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Hvit</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Poeng</translation>
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
        <translation>{0}  (ingen slik spiller)</translation>
    </message>
    <message>
        <source>{0} forfeit</source>
        <translation>{0} WO</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Pair next round</source>
        <translation>Par neste runde</translation>
    </message>
    <message>
        <source>Unpair last round</source>
        <translation>Fjern paringen av siste runde</translation>
    </message>
    <message>
        <source>Print pairings…</source>
        <translation>Skriv ut paringen …</translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation>Bytt farger</translation>
    </message>
    <message>
        <source>Swap the colours of the selected board</source>
        <translation>Bytt farger på valgt bord</translation>
    </message>
    <message>
        <source>Click a finding to show its board</source>
        <translation>Klikk på en merknad for å vise bordet</translation>
    </message>
    <message>
        <source>Exchange players</source>
        <translation>Bytt spillere</translation>
    </message>
    <message>
        <source>Exchange the black players of the two selected boards</source>
        <translation>Bytt de svarte spillerne på de to valgte bordene</translation>
    </message>
    <message>
        <source>withdrawn after round {0}</source>
        <translation>trukket seg etter runde {0}</translation>
    </message>
    <message>
        <source>Not paired in round {0}: {1}</source>
        <translation>Pares ikke i runde {0}: {1}</translation>
    </message>
    <message>
        <source>No engine implements the pairing text in force on {0} (before 1 July 2017): the FIDE (Dutch) text of 2017 pairs this event.</source>
        <translation>Ingen motor implementerer parringsreglene som gjaldt {0} (før 1. juli 2017): FIDEs (nederlandske) regler fra 2017 parer turneringen.</translation>
    </message>
    <message>
        <source>{0} {1}: {2}</source>
        <translation>{0} {1}: {2}</translation>
    </message>
    <message>
        <source>Byes and absences</source>
        <translation>Frie runder og fravær</translation>
    </message>
    <message>
        <source>… and {0} more.</source>
        <translation>… og {0} til.</translation>
    </message>
    <message>
        <source>Other result…</source>
        <translation>Annet resultat…</translation>
    </message>
    <message>
        <source>Type the selected board&apos;s result, White first: also ½-0, 0-½ and 0-0</source>
        <translation>Skriv resultatet på det valgte bordet, hvit først: også ½-0, 0-½ og 0-0</translation>
    </message>
    <message>
        <source>Correct for the rating report…</source>
        <translation>Rett for ratingrapporten…</translation>
    </message>
    <message>
        <source>Record the selected board&apos;s corrected result for the rating report only: the standings keep the result as played (C.04.2 4.3)</source>
        <translation>Registrer det valgte bordets rettede resultat bare for ratingrapporten: resultatlisten beholder resultatet slik det ble spilt (C.04.2 4.3)</translation>
    </message>
    <message>
        <source>Other result</source>
        <translation>Annet resultat</translation>
    </message>
    <message>
        <source>Board {0}: the result, White first (e.g. ½-0)</source>
        <translation>Bord {0}: resultatet, hvit først (f.eks. ½-0)</translation>
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
        <translation>Rett for ratingrapporten</translation>
    </message>
    <message>
        <source>Why is the result corrected?</source>
        <translation>Hvorfor rettes resultatet?</translation>
    </message>
    <message>
        <source>Correction for the rating report, board {0}</source>
        <translation>Retting for ratingrapporten, bord {0}</translation>
    </message>
    <message>
        <source>All rounds are paired.</source>
        <translation>Alle runder er paret.</translation>
    </message>
    <message>
        <source>Round {0} has games without a result.</source>
        <translation>Runde {0} har partier uten resultat.</translation>
    </message>
    <message>
        <source>Pair round {0}</source>
        <translation>Par runde {0}</translation>
    </message>
    <message>
        <source>Pairing…</source>
        <translation>Parer …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Change pairing</source>
        <translation>Endre paring</translation>
    </message>
    <message>
        <source>Board {0} has a result. Change the pairing and drop the result?</source>
        <translation>Bord {0} har et resultat. Endre paringen og fjerne resultatet?</translation>
    </message>
    <message>
        <source>Swap colours in round {0}</source>
        <translation>Bytt farger i runde {0}</translation>
    </message>
    <message>
        <source>Exchange players in round {0}</source>
        <translation>Bytt spillere i runde {0}</translation>
    </message>
    <message>
        <source>Unpair round {0}</source>
        <translation>Fjern paringen av runde {0}</translation>
    </message>
    <message>
        <source>Team {player} is not paired.</source>
        <translation>Lag {player} er ikke paret.</translation>
    </message>
    <message>
        <source>Team {player} is paired twice.</source>
        <translation>Lag {player} er paret to ganger.</translation>
    </message>
    <message>
        <source>Team {player} has a bye or withdrew, yet is paired.</source>
        <translation>Lag {player} har fri runde eller har trukket seg, men er likevel paret.</translation>
    </message>
    <message>
        <source>Pairing-allocated bye to team {player} not needed (even number).</source>
        <translation>Paringsfri runde til lag {player} trengs ikke (likt antall).</translation>
    </message>
    <message>
        <source>Team {player} already had the pairing-allocated bye (round {detail}).</source>
        <translation>Lag {player} har allerede hatt paringsfri runde (runde {detail}).</translation>
    </message>
    <message>
        <source>Teams {player} and {opponent} already met (round {detail}).</source>
        <translation>Lagene {player} og {opponent} har allerede møtt hverandre (runde {detail}).</translation>
    </message>
    <message>
        <source>Teams {player} and {opponent} meet again after a forfeited match.</source>
        <translation>Lagene {player} og {opponent} møtes igjen etter en walkover-match.</translation>
    </message>
    <message>
        <source>Teams without a match: {0}</source>
        <translation>Lag uten match: {0}</translation>
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
        <translation>Navn</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>white</source>
        <translation>hvit</translation>
    </message>
    <message>
        <source>black</source>
        <translation>svart</translation>
    </message>
    <message>
        <source>colour unknown</source>
        <translation>farge ukjent</translation>
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
        <translation>Pl.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>{0} (info)</source>
        <translation>{0} (info)</translation>
    </message>
    <message>
        <source>Rank (shared places shown as 3-4)</source>
        <translation>Plassering (delte plasser vises som 3-4)</translation>
    </message>
    <message>
        <source>Start number</source>
        <translation>Startnummer</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poengsum</translation>
    </message>
    <message>
        <source>For information, not used for ranking</source>
        <translation>Til informasjon, brukes ikke til rangeringen</translation>
    </message>
    <message>
        <source>{0} (wd)</source>
        <translation>{0} (trukket)</translation>
    </message>
    <message>
        <source>Withdrawn after round {0}</source>
        <translation>Trakk seg etter runde {0}</translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation>Trukket seg</translation>
    </message>
    <message>
        <source>Places {0} to {1} shared: the tie-breaks do not separate them</source>
        <translation>Plass {0} til {1} delt: kvalitetsberegningen skiller dem ikke</translation>
    </message>
</context>
<context>
    <name>TeamCrosstable</name>
    <message>
        <source>Team crosstable</source>
        <translation>Lagkrysstabell</translation>
    </message>
    <message>
        <source>Export team lists…</source>
        <translation>Eksporter laglister…</translation>
    </message>
    <message>
        <source>Teams and lineups…</source>
        <translation>Lag og lagoppstillinger…</translation>
    </message>
    <message>
        <source>Print team lists…</source>
        <translation>Skriv ut laglister…</translation>
    </message>
    <message>
        <source>Teams and lineups</source>
        <translation>Lag og lagoppstillinger</translation>
    </message>
    <message>
        <source>Export team lists</source>
        <translation>Eksporter laglister</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;HTML (*.html);;Excel (*.xlsx);;CSV (*.csv)</source>
        <translation>PDF (*.pdf);;HTML (*.html);;Excel (*.xlsx);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>unknown format {0}</source>
        <translation>ukjent format {0}</translation>
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
        <translation>Lag og lagoppstillinger</translation>
    </message>
    <message>
        <source>Add team</source>
        <translation>Legg til lag</translation>
    </message>
    <message>
        <source>Remove team</source>
        <translation>Fjern lag</translation>
    </message>
    <message>
        <source>start numbers in board order</source>
        <translation>startnumre i bordrekkefølge</translation>
    </message>
    <message>
        <source>not withdrawn</source>
        <translation>ikke trukket seg</translation>
    </message>
    <message>
        <source>board order (no lineup)</source>
        <translation>bordrekkefølge (ingen oppstilling)</translation>
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
        <translation>Forbund eller klubb</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Lagkaptein</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Withdrawn after round</source>
        <translation>Trukket seg etter runde</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Lineup</source>
        <translation>Oppstilling</translation>
    </message>
    <message>
        <source>Not a start number: {0}</source>
        <translation>Ikke et startnummer: {0}</translation>
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
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Motstander</translation>
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
        <translation>Paringsliste og matchskjemaer…</translation>
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
        <translation>Paringsliste og matchskjemaer</translation>
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
        <translation>som remis</translation>
    </message>
    <message>
        <source>e.g. MPvGP, EDE, EMGSB</source>
        <translation>f.eks. MPvGP, EDE, EMGSB</translation>
    </message>
    <message>
        <source>win</source>
        <translation>seier</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remis</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>tap</translation>
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
        <translation>Matchpoengene for seier, remis, tap og lagets frie runde er tall.</translation>
    </message>
    <message>
        <source>Team tie-breaks: {0}</source>
        <translation>Lagets kvalitetsberegning: {0}</translation>
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
        <translation>Plassering</translation>
    </message>
    <message>
        <source>Team pairing number</source>
        <translation>Lagets paringsnummer</translation>
    </message>
    <message>
        <source>Match points (C.07 Art. 11)</source>
        <translation>Matchpoeng (C.07 art. 11)</translation>
    </message>
    <message>
        <source>Game points (C.07 Art. 11)</source>
        <translation>Partipoeng (C.07 art. 11)</translation>
    </message>
    <message>
        <source>Round {0}: {1}</source>
        <translation>Runde {0}: {1}</translation>
    </message>
    <message>
        <source>team {0}</source>
        <translation>lag {0}</translation>
    </message>
    <message>
        <source>own score (unplayed round)</source>
        <translation>egen poengsum (uspilt runde)</translation>
    </message>
    <message>
        <source>Round {0}, {1}: {2}</source>
        <translation>Runde {0}, {1}: {2}</translation>
    </message>
    <message>
        <source>(cut)</source>
        <translation>(strøket)</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>Lagstilling</translation>
    </message>
    <message>
        <source>Team tie-breaks: {0}</source>
        <translation>Lagets korreksjoner: {0}</translation>
    </message>
    <message>
        <source>{0} teams, ranked by {1}</source>
        <translation>{0} lag, rangert etter {1}</translation>
    </message>
</context>
<context>
    <name>TiebreakDialog</name>
    <message>
        <source>Tie-break settings</source>
        <translation>Rangering</translation>
    </message>
    <message>
        <source>&amp;Save as preset…</source>
        <translation>&amp;Lagre som forhåndsvalg…</translation>
    </message>
    <message>
        <source>De&amp;lete preset</source>
        <translation>Sl&amp;ett forhåndsvalg</translation>
    </message>
    <message>
        <source>Left out until finished</source>
        <translation>Utelates til de er ferdigspilt</translation>
    </message>
    <message>
        <source>Counted as draws</source>
        <translation>Beregnes som remis</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>ikke satt</translation>
    </message>
    <message>
        <source>Rating given to unrated players in rating tie-breaks (C.07 Art. 10)</source>
        <translation>Rating for spillere uten rating i ratingbasert kvalitetsberegning (C.07 art. 10)</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Forhåndsvalg:</translation>
    </message>
    <message>
        <source>Unfinished &amp;games (preliminary lists):</source>
        <translation>&amp;Partier som ikke er ferdigspilt (foreløpige resultatlister):</translation>
    </message>
    <message>
        <source>&amp;Add ↓</source>
        <translation>&amp;Legg til ↓</translation>
    </message>
    <message>
        <source>Add the criterion to the end of the ranking list</source>
        <translation>Legg kriteriet til nederst i rangeringen</translation>
    </message>
    <message>
        <source>&amp;Remove ↑</source>
        <translation>&amp;Fjern ↑</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Flytt &amp;opp</translation>
    </message>
    <message>
        <source>Move up (Ctrl+Up)</source>
        <translation>Flytt opp (Ctrl+Opp)</translation>
    </message>
    <message>
        <source>Move down (Ctrl+Down)</source>
        <translation>Flytt ned (Ctrl+Ned)</translation>
    </message>
    <message>
        <source>A&amp;vailable criteria:</source>
        <translation>Tilgjengelige &amp;kriterier:</translation>
    </message>
    <message>
        <source>Ran&amp;king: points, then</source>
        <translation>&amp;Rangering: poengsum, deretter</translation>
    </message>
    <message>
        <source>Options of the selected criterion</source>
        <translation>Valg for det valgte kriteriet</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>Cut-n: the n lowest values are removed (C.07 14.1)</source>
        <translation>Cut-n: de n dårligste verdiene strykes (C.07 14.1)</translation>
    </message>
    <message>
        <source>Median-n: the n lowest and the n highest values are removed (C.07 14.3)</source>
        <translation>Median-n: de n laveste og de n høyeste verdiene strykes (C.07 14.3)</translation>
    </message>
    <message>
        <source>move the 50 % threshold by</source>
        <translation>flytt 50 %-grensen med</translation>
    </message>
    <message>
        <source> half points</source>
        <translation> halve poeng</translation>
    </message>
    <message>
        <source>Koya limit modifier (C.07 14.5)</source>
        <translation>Koya-grense (C.07 14.5)</translation>
    </message>
    <message>
        <source>Forfeits count as played games (/P)</source>
        <translation>WO regnes som spilte partier (/P)</translation>
    </message>
    <message>
        <source>Use the opponents&apos; Fore Buchholz (/F)</source>
        <translation>Bruk motspillernes Fore Buchholz (/F)</translation>
    </message>
    <message>
        <source>Reverse the order (/R)</source>
        <translation>Omvendt rekkefølge (/R)</translation>
    </message>
    <message>
        <source>unrated players rated</source>
        <translation>spillere uten rating får</translation>
    </message>
    <message>
        <source>The FIDE descriptor (C.07, TRF-26 record 202); edit and press Enter</source>
        <translation>FIDE-koden (C.07, TRF-26 post 202); rediger og trykk Enter</translation>
    </message>
    <message>
        <source>&amp;Cut lowest:</source>
        <translation>&amp;Stryk dårligste:</translation>
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
        <translation>Rating for spillere &amp;uten rating:</translation>
    </message>
    <message>
        <source>Move d&amp;own</source>
        <translation>Flytt &amp;ned</translation>
    </message>
    <message>
        <source>Previe&amp;w with this list:</source>
        <translation>Forhånds&amp;visning med denne listen:</translation>
    </message>
    <message>
        <source>Koya lim&amp;it:</source>
        <translation>Koya-&amp;grense:</translation>
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
        <translation>Etter startdato (nå {0})</translation>
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
        <translation>Forhåndsvalget brukes ikke: {0}</translation>
    </message>
    <message>
        <source>Save as preset</source>
        <translation>Lagre som forhåndsvalg</translation>
    </message>
    <message>
        <source>Name of the preset:</source>
        <translation>Navn på forhåndsvalget:</translation>
    </message>
    <message>
        <source>Preset “{0}” saved.</source>
        <translation>Forhåndsvalget «{0}» er lagret.</translation>
    </message>
    <message>
        <source>Applies: {0}, from the event&apos;s start date {1}.</source>
        <translation>Gjelder: {0}, etter turneringens startdato {1}.</translation>
    </message>
    <message>
        <source>Applies: {0}, the edition in force (no start date).</source>
        <translation>Gjelder: {0}, utgaven som gjelder nå (ingen startdato).</translation>
    </message>
    <message>
        <source>Applies: {0}, as chosen under Rules.</source>
        <translation>Gjelder: {0}, som valgt under Regler.</translation>
    </message>
    <message>
        <source>The preset was written for {0}; its list is used with the rules that apply.</source>
        <translation>Forhåndsvalget ble laget for {0}; listen brukes med reglene som gjelder.</translation>
    </message>
    <message>
        <source>Round {0} is already paired: the list is published before the start (C.07 4.1.1).</source>
        <translation>Runde {0} er allerede satt opp: listen offentliggjøres før start (C.07 4.1.1).</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Forhåndsvalg</translation>
    </message>
    <message>
        <source>Rules: {0}</source>
        <translation>Regler: {0}</translation>
    </message>
    <message>
        <source>{0} players change place</source>
        <translation>{0} spillere bytter plass</translation>
    </message>
    <message>
        <source>1 player changes place</source>
        <translation>1 spiller bytter plass</translation>
    </message>
    <message>
        <source>List not used: {0}</source>
        <translation>Listen brukes ikke: {0}</translation>
    </message>
    <message>
        <source>Options of {0}</source>
        <translation>Valg for {0}</translation>
    </message>
    <message>
        <source>Tie-breaks: {0}</source>
        <translation>Kvalitetsberegning: {0}</translation>
    </message>
</context>
<context>
    <name>TiebreakText</name>
    <message>
        <source>Direct encounter</source>
        <translation>Innbyrdes oppgjør</translation>
    </message>
    <message>
        <source>Results among the tied players</source>
        <translation>Resultatene mellom spillerne som står likt</translation>
    </message>
    <message>
        <source>Number of wins</source>
        <translation>Partier vunnet</translation>
    </message>
    <message>
        <source>Rounds with a win&apos;s points, played or not</source>
        <translation>Runder med seierpoeng, spilt eller ikke</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partier vunnet over brettet</translation>
    </message>
    <message>
        <source>Games won over the board</source>
        <translation>Partier vunnet over brettet</translation>
    </message>
    <message>
        <source>Games with Black</source>
        <translation>Partier spilt med svart</translation>
    </message>
    <message>
        <source>Games played over the board with Black</source>
        <translation>Partier spilt med svart (uspilte partier teller ikke)</translation>
    </message>
    <message>
        <source>Wins with Black</source>
        <translation>Seire med svart</translation>
    </message>
    <message>
        <source>Games won over the board with Black</source>
        <translation>Partier vunnet over brettet med svart</translation>
    </message>
    <message>
        <source>Progressive score</source>
        <translation>Sum av progressive score</translation>
    </message>
    <message>
        <source>Sum of the running score after each round</source>
        <translation>Sum av poengsummen etter hver runde</translation>
    </message>
    <message>
        <source>Rounds elected to play</source>
        <translation>Runder valgt å spille</translation>
    </message>
    <message>
        <source>Rounds minus requested byes and forfeit losses</source>
        <translation>Runder minus ønskede frie runder og tap på WO</translation>
    </message>
    <message>
        <source>Standard points</source>
        <translation>Standardpoeng</translation>
    </message>
    <message>
        <source>Wins 1, draws ½, whatever the scoring</source>
        <translation>Seier 1, remis ½, uansett poengsystem</translation>
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
        <translation>Summen av motspillernes poengsum</translation>
    </message>
    <message>
        <source>Average of opponents&apos; Buchholz</source>
        <translation>Motspillernes gjennomsnittlige Buchholz</translation>
    </message>
    <message>
        <source>Average Buchholz of the opponents played</source>
        <translation>Gjennomsnittlig Buchholz for motspillerne man har møtt</translation>
    </message>
    <message>
        <source>Fore Buchholz</source>
        <translation>Fore Buchholz</translation>
    </message>
    <message>
        <source>Buchholz with the last round&apos;s games counted as draws</source>
        <translation>Buchholz med partiene i siste runde regnet som remis</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Opponents&apos; scores times the points scored against them</source>
        <translation>Motspillernes poengsum ganger poengene mot dem</translation>
    </message>
    <message>
        <source>Koya</source>
        <translation>Koya-system</translation>
    </message>
    <message>
        <source>Points against opponents with at least 50 %</source>
        <translation>Poeng mot spillere med 50 % score eller mer</translation>
    </message>
    <message>
        <source>Average rating of opponents</source>
        <translation>Gjennomsnittlig ratingmotstand</translation>
    </message>
    <message>
        <source>Average rating of the opponents played</source>
        <translation>Motspillernes rating dividert med antall partier spilt</translation>
    </message>
    <message>
        <source>Performance rating</source>
        <translation>Prestasjonsrating</translation>
    </message>
    <message>
        <source>Average opponent rating plus the score&apos;s rating difference</source>
        <translation>Gjennomsnittlig ratingmotstand pluss poengsummens ratingdifferanse</translation>
    </message>
    <message>
        <source>Perfect performance</source>
        <translation>Perfekt prestasjon</translation>
    </message>
    <message>
        <source>Lowest rating expected to make the score</source>
        <translation>Laveste rating som forventes å gi poengsummen</translation>
    </message>
    <message>
        <source>Opponents&apos; average performance</source>
        <translation>Motspillernes gjennomsnittlige prestasjon</translation>
    </message>
    <message>
        <source>Average of the opponents&apos; performance ratings</source>
        <translation>Gjennomsnittet av motspillernes prestasjonsrating</translation>
    </message>
    <message>
        <source>Opponents&apos; average perfect performance</source>
        <translation>Motspillernes gjennomsnittlige perfekte prestasjon</translation>
    </message>
    <message>
        <source>Average of the opponents&apos; perfect performances</source>
        <translation>Gjennomsnittet av motspillernes perfekte prestasjoner</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Highest rating first</source>
        <translation>Høyeste rating først</translation>
    </message>
    <message>
        <source>Drawing of lots</source>
        <translation>Loddtrekning</translation>
    </message>
    <message>
        <source>Seeded: the same draw every time</source>
        <translation>Fastsatt: samme loddtrekning hver gang</translation>
    </message>
    <message>
        <source>Direct encounter (all met)</source>
        <translation>Innbyrdes oppgjør (alle har møttes)</translation>
    </message>
    <message>
        <source>Only if all the tied players have met (SSF)</source>
        <translation>Bare hvis alle spillerne som står likt har møtt hverandre (SSF)</translation>
    </message>
    <message>
        <source>Layered Buchholz</source>
        <translation>Lagdelt Buchholz</translation>
    </message>
    <message>
        <source>DrawBoss: all opponents, then the best R−1, … in turn</source>
        <translation>DrawBoss: alle motspillere, så de R−1 beste, … etter tur</translation>
    </message>
    <message>
        <source>DrawBoss median Buchholz</source>
        <translation>DrawBoss Buchholz, median</translation>
    </message>
    <message>
        <source>DrawBoss: highest and lowest opponent dropped</source>
        <translation>DrawBoss: høyeste og laveste motspiller strykes</translation>
    </message>
    <message>
        <source>Rating correction</source>
        <translation>Ratingkorreksjon</translation>
    </message>
    <message>
        <source>DrawBoss: sum of the opponents&apos; ratings, a bye rated 500</source>
        <translation>DrawBoss: summen av motspillernes rating, fri runde med rating 500</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poengsum</translation>
    </message>
    <message>
        <source>The primary score</source>
        <translation>Poengsummen</translation>
    </message>
    <message>
        <source>not in round robins under the 2026 rules</source>
        <translation>ikke i bergerturneringer etter 2026-reglene</translation>
    </message>
    <message>
        <source>meant for round robins</source>
        <translation>beregnet for bergerturneringer</translation>
    </message>
    <message>
        <source>this event has no colours</source>
        <translation>denne turneringen har ingen farger</translation>
    </message>
    <message>
        <source>unrated players and no rating set for them</source>
        <translation>spillere uten rating og ingen rating satt for dem</translation>
    </message>
    <message>
        <source>points always come first</source>
        <translation>poengsummen kommer alltid først</translation>
    </message>
    <message>
        <source>never used: the entry before it leaves no tie</source>
        <translation>brukes aldri: kriteriet foran etterlater ingen like</translation>
    </message>
    <message>
        <source>already in the list</source>
        <translation>finnes allerede i listen</translation>
    </message>
    <message>
        <source>not a valid tie-break</source>
        <translation>ikke en gyldig kvalitetsberegning</translation>
    </message>
    <message>
        <source>FIDE C.07 (March 2026)</source>
        <translation>FIDE C.07 (mars 2026)</translation>
    </message>
    <message>
        <source>FIDE C.07 March 2026: adjusted scores, capped dummy, VUR cut exception</source>
        <translation>FIDE C.07 mars 2026: justerte poengsummer, begrenset fiktiv motspiller, unntak ved stryking for frivillig uspilte runder</translation>
    </message>
    <message>
        <source>FIDE C.07 (2023/2024)</source>
        <translation>FIDE C.07 (2023/2024)</translation>
    </message>
    <message>
        <source>FIDE C.07 2023/2024: adjusted scores, uncapped dummy, VUR cut exception</source>
        <translation>FIDE C.07 2023/2024: justerte poengsummer, ubegrenset fiktiv motspiller, unntak ved stryking for frivillig uspilte runder</translation>
    </message>
    <message>
        <source>FIDE legacy: virtual opponent (2009–2023)</source>
        <translation>FIDE, eldre regler: virtuell motspiller (2009–2023)</translation>
    </message>
    <message>
        <source>FIDE legacy (2009-2023): opponents&apos; unplayed games as draws, virtual opponent</source>
        <translation>FIDE eldre regler (2009–2023): motspillernes uspilte partier som remis, virtuell motspiller</translation>
    </message>
    <message>
        <source>Sweden: SSF member system</source>
        <translation>Sverige: SSFs medlemssystem</translation>
    </message>
    <message>
        <source>SSF member system (Sweden, before 2023-09): adjusted opponents, virtual opponent, SSF Cut-1 (step 6 on)</source>
        <translation>SSFs medlemssystem (Sverige, før 2023-09): justerte motspillere, virtuell motspiller, SSFs stryking av dårligste (trinn 6 på)</translation>
    </message>
    <message>
        <source>Sweden: SSF, step 6 off</source>
        <translation>Sverige: SSF, trinn 6 slått av</translation>
    </message>
    <message>
        <source>SSF member system with step 6 off (an opponent&apos;s bye win counts as a win)</source>
        <translation>SSFs medlemssystem med trinn 6 av (en motspillers frirundeseier teller som seier)</translation>
    </message>
    <message>
        <source>Denmark: DrawBoss (backgammon)</source>
        <translation>Danmark: DrawBoss (backgammon)</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion (Denmark): plain opponent scores, a bye is worth 0</source>
        <translation>DrawBoss Korrektion (Danmark): motspillernes poengsum som den er, en frirunde er verdt 0</translation>
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
        <translation>grense {0:+d} halve poeng</translation>
    </message>
    <message>
        <source>Fore</source>
        <translation>Fore</translation>
    </message>
    <message>
        <source>forfeits as played</source>
        <translation>WO som spilt</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>omvendt</translation>
    </message>
    <message>
        <source>unrated = {0}</source>
        <translation>uten rating = {0}</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Ratingendring</translation>
    </message>
    <message>
        <source>FIDE rating change (B.02), for information after the list</source>
        <translation>FIDE-ratingendring (B.02), til informasjon etter listen</translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message>
        <source>Tournament settings</source>
        <translation>Turneringsoppsett</translation>
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
        <translation>Én assistent per linje</translation>
    </message>
    <message>
        <source>e.g. 90 min/40 moves + 30 min, 30 s/move</source>
        <translation>f.eks. 90 min/40 trekk + 30 min, 30 s/trekk</translation>
    </message>
    <message>
        <source>From the pairings</source>
        <translation>Fra oppsettet</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Sveitser</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Berger</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Dobbel berger</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>ikke satt</translation>
    </message>
    <message>
        <source>Played as Chess960</source>
        <translation>Spilles som Chess960</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Egendefinert</translation>
    </message>
    <message>
        <source>win</source>
        <translation>seier</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remis</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>tap</translation>
    </message>
    <message>
        <source>By start date</source>
        <translation>Etter startdato</translation>
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
        <translation>Sted</translation>
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
        <translation>Sluttdato</translation>
    </message>
    <message>
        <source>Chief arbiter</source>
        <translation>Turneringsleder</translation>
    </message>
    <message>
        <source>Deputy arbiters</source>
        <translation>Turneringsleder-assistenter</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Betenkningstid</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnering</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>Matchpoeng</translation>
    </message>
    <message>
        <source>Team tie-breaks</source>
        <translation>Lagets kvalitetsberegning</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Spillesystem</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Antall runder</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Poengsystem</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Forhåndsvalg</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation>Kvalitetsberegninger</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Tittel</translation>
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
        <translation>FIDE-ID</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Legg til…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Rediger…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Fjern</translation>
    </message>
    <message>
        <source>Points for win, draw and loss are numbers such as 1, 0.5 or 1/2.</source>
        <translation>Poengene for seier, remis og tap er tall som 1, 0,5 eller 1/2.</translation>
    </message>
    <message>
        <source>Tie-breaks: {0}</source>
        <translation>Kvalitetsberegning: {0}</translation>
    </message>
</context>
</TS>
