<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bg" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About arbiter-app</source>
        <translation>За arbiter-app</translation>
    </message>
    <message>
        <source>Crosstables, live standings and exact tie-breaks for chess arbiters.</source>
        <translation>Кръстосани таблици, текущо класиране и точни допълнителни показатели за шахматни съдии.</translation>
    </message>
    <message>
        <source>Version {0}. Free software under the MIT licence, without any warranty.</source>
        <translation>Версия {0}. Свободен софтуер под лиценз MIT, без каквато и да е гаранция.</translation>
    </message>
    <message>
        <source>Uses Qt {0} and Qt for Python {1} (LGPL v3), Python {2}.</source>
        <translation>Използва Qt {0} и Qt for Python {1} (LGPL v3), Python {2}.</translation>
    </message>
    <message>
        <source>Licences of the bundled components</source>
        <translation>Лицензи на включените компоненти</translation>
    </message>
    <message>
        <source>official text</source>
        <translation>официален текст</translation>
    </message>
    <message>
        <source>FIDE tie-break codes and descriptors (MTB26)</source>
        <translation>Кодове и описания на допълнителните показатели на ФИДЕ (MTB26)</translation>
    </message>
    <message>
        <source>FIDE tournament report file TRF-2026</source>
        <translation>Файл за турнирен отчет на ФИДЕ TRF-2026</translation>
    </message>
    <message>
        <source>FIDE tournament report file TRF-16</source>
        <translation>Файл за турнирен отчет на ФИДЕ TRF-16</translation>
    </message>
    <message>
        <source>Rules implemented</source>
        <translation>Реализирани правила</translation>
    </message>
</context>
<context>
    <name>CompareRulesDialog</name>
    <message>
        <source>Compare rules</source>
        <translation>Сравняване на правила</translation>
    </message>
    <message>
        <source>Select a player to see why their place changes.</source>
        <translation>Изберете състезател, за да видите защо се променя мястото му.</translation>
    </message>
    <message>
        <source>&amp;Left:</source>
        <translation>&amp;Ляво:</translation>
    </message>
    <message>
        <source>&amp;Right:</source>
        <translation>&amp;Дясно:</translation>
    </message>
    <message>
        <source>List:</source>
        <translation>Списък:</translation>
    </message>
    <message>
        <source>The event&apos;s rules ({0})</source>
        <translation>Правилата на турнира ({0})</translation>
    </message>
    <message>
        <source>Preset: {0}</source>
        <translation>Готова настройка: {0}</translation>
    </message>
    <message>
        <source>the event&apos;s list: {0}</source>
        <translation>списъкът на турнира: {0}</translation>
    </message>
    <message>
        <source>Tie-break codes separated by commas, e.g. BH/C1, BH, SB. Empty: the event&apos;s list, or the preset&apos;s.</source>
        <translation>Кодове на допълнителните показатели, разделени със запетая, напр. BH/C1, BH, SB. Празно: списъкът на турнира или на готовата настройка.</translation>
    </message>
    <message>
        <source>Cannot compare: {0}</source>
        <translation>Не може да се сравни: {0}</translation>
    </message>
    <message>
        <source>{rules}; list {codes}</source>
        <translation>{rules}; списък {codes}</translation>
    </message>
    <message>
        <source>Left: {0}. Right: {1}.</source>
        <translation>Ляво: {0}. Дясно: {1}.</translation>
    </message>
    <message>
        <source>No place changes.</source>
        <translation>Няма промени в местата.</translation>
    </message>
    <message>
        <source>Players who change place: {0} (highlighted).</source>
        <translation>Състезатели, които сменят мястото си: {0} (оцветени).</translation>
    </message>
    <message>
        <source>{0}: place {1} on both sides.</source>
        <translation>{0}: място {1} и от двете страни.</translation>
    </message>
    <message>
        <source>{0}: place {1} on the left, {2} on the right.</source>
        <translation>{0}: място {1} вляво, {2} вдясно.</translation>
    </message>
    <message>
        <source>{0} and {1}: the first criterion deciding them differently is {2}.</source>
        <translation>{0} и {1}: първият показател, който ги подрежда различно, е {2}.</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Ляво</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Дясно</translation>
    </message>
    <message>
        <source>the list ends before it; they share a place</source>
        <translation>списъкът свършва преди него; делят мястото</translation>
    </message>
    <message>
        <source>{0}; they share a place</source>
        <translation>{0}; делят мястото</translation>
    </message>
    <message>
        <source>{0}: {1} ahead</source>
        <translation>{0}: {1} е напред</translation>
    </message>
    <message>
        <source>{0}, equal; {1} ahead on {2}</source>
        <translation>{0}, равни; {1} е напред по {2}</translation>
    </message>
</context>
<context>
    <name>CompareSideModel</name>
    <message>
        <source>Rk.</source>
        <translation>Място</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Точки</translation>
    </message>
    <message>
        <source>Place {0} here, {1} on the other side</source>
        <translation>Място {0} тук, {1} от другата страна</translation>
    </message>
</context>
<context>
    <name>CrosstableModel</name>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Фед.</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Точки</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Кръг {0}</translation>
    </message>
    <message>
        <source>Start number</source>
        <translation>Стартов номер</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Федерация</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Точки</translation>
    </message>
    <message>
        <source>FIDE ID {0}</source>
        <translation>ФИДЕ ID {0}</translation>
    </message>
    <message>
        <source>Withdrew after round {0}</source>
        <translation>Напуснал турнира след кръг {0}</translation>
    </message>
    <message>
        <source>{0}: withdrawn</source>
        <translation>{0}: напуснал турнира</translation>
    </message>
    <message>
        <source>white</source>
        <translation>бели</translation>
    </message>
    <message>
        <source>black</source>
        <translation>черни</translation>
    </message>
    <message>
        <source>colour unknown</source>
        <translation>неизвестен цвят</translation>
    </message>
    <message>
        <source>{0}: {1} with {2} against {3} {4}</source>
        <translation>{0}: {1} с {2} срещу {3} {4}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Round {0}, player {1}: {2}</source>
        <translation>Кръг {0}, състезател {1}: {2}</translation>
    </message>
    <message>
        <source>cleared</source>
        <translation>изчистено</translation>
    </message>
    <message>
        <source>Not entered: {0}</source>
        <translation>Не е въведено: {0}</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>adjusted score (C.07 16.3)</source>
        <translation>коригиран резултат (C.07 16.3)</translation>
    </message>
    <message>
        <source>score</source>
        <translation>резултат</translation>
    </message>
    <message>
        <source>opponent&apos;s score</source>
        <translation>резултат на противника</translation>
    </message>
    <message>
        <source>forfeit counted as a game</source>
        <translation>служебният резултат се брои за партия</translation>
    </message>
    <message>
        <source>opponent&apos;s score; the game has no result yet</source>
        <translation>точките на противника; партията още няма резултат</translation>
    </message>
    <message>
        <source>dummy opponent (C.07 16.4)</source>
        <translation>фиктивен противник (C.07 16.4)</translation>
    </message>
    <message>
        <source>dummy opponent, capped (C.07 16.4)</source>
        <translation>фиктивен противник, ограничен (C.07 16.4)</translation>
    </message>
    <message>
        <source>virtual opponent</source>
        <translation>виртуален опонент</translation>
    </message>
    <message>
        <source>direct encounters, the average of the games</source>
        <translation>директни срещи, средното от партиите</translation>
    </message>
    <message>
        <source>opponent below the threshold</source>
        <translation>противник под прага</translation>
    </message>
    <message>
        <source>opponent at or above the threshold</source>
        <translation>противник на или над прага</translation>
    </message>
    <message>
        <source>played with Black</source>
        <translation>изиграна с черните</translation>
    </message>
    <message>
        <source>won with Black</source>
        <translation>спечелена с черните</translation>
    </message>
    <message>
        <source>won over the board</source>
        <translation>спечелена на дъската</translation>
    </message>
    <message>
        <source>not played over the board</source>
        <translation>неизиграна на дъската</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>без двойка</translation>
    </message>
    <message>
        <source>opponent&apos;s Buchholz</source>
        <translation>Бухолц на противника</translation>
    </message>
    <message>
        <source>opponent&apos;s score, last round as a draw</source>
        <translation>резултат на противника, последният кръг като реми</translation>
    </message>
    <message>
        <source>unrated opponent, no rating given to the unrated</source>
        <translation>противник без рейтинг, не е зададен рейтинг за нерейтинговите</translation>
    </message>
    <message>
        <source>rating given to a bye</source>
        <translation>рейтинг за свободен от игра</translation>
    </message>
    <message>
        <source>bye as an opponent with 0 points</source>
        <translation>свободен от игра като противник с 0 точки</translation>
    </message>
    <message>
        <source>round the player chose to play</source>
        <translation>кръг, който състезателят е избрал да играе</translation>
    </message>
    <message>
        <source>opponent&apos;s perfect tournament performance</source>
        <translation>перфектно турнирно представяне на противника</translation>
    </message>
    <message>
        <source>opponent&apos;s tournament performance rating</source>
        <translation>турнирен рейтинг на противника</translation>
    </message>
    <message>
        <source>after the player&apos;s own withdrawal</source>
        <translation>след собственото оттегляне на състезателя</translation>
    </message>
    <message>
        <source>points</source>
        <translation>точки</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>рейтинг</translation>
    </message>
    <message>
        <source>scheduled opponent</source>
        <translation>насрочен противник</translation>
    </message>
    <message>
        <source>standard points</source>
        <translation>стандартни точки</translation>
    </message>
    <message>
        <source>rating given to unrated players</source>
        <translation>рейтинг за състезатели без рейтинг</translation>
    </message>
    <message>
        <source>win</source>
        <translation>победа</translation>
    </message>
    <message>
        <source>own score</source>
        <translation>собствен резултат</translation>
    </message>
    <message>
        <source>adjusted score</source>
        <translation>коригиран резултат</translation>
    </message>
    <message>
        <source>cap: opponent&apos;s adjusted score</source>
        <translation>граница: коригираният резултат на противника</translation>
    </message>
    <message>
        <source>cap: draw points × rounds</source>
        <translation>граница: точки за реми × кръгове</translation>
    </message>
    <message>
        <source>bye rating</source>
        <translation>рейтинг за свободен от игра</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>реми</translation>
    </message>
    <message>
        <source>cut rule: {0}</source>
        <translation>правило за отрязване: {0}</translation>
    </message>
    <message>
        <source>cut rule: the lowest value</source>
        <translation>правило за отрязване: най-ниската стойност</translation>
    </message>
    <message>
        <source>cut rule: a voluntarily unplayed round first (C.07 16.5)</source>
        <translation>правило за отрязване: първо доброволно неизиграният кръг (C.07 16.5)</translation>
    </message>
    <message>
        <source>cut rule: an unplayed round first, whatever its value (SSF steps 12–13)</source>
        <translation>правило за отрязване: първо неизиграният кръг, независимо от стойността (SSF, стъпки 12–13)</translation>
    </message>
    <message>
        <source>applies: {0}</source>
        <translation>прилага се: {0}</translation>
    </message>
    <message>
        <source>applies: yes</source>
        <translation>прилага се: да</translation>
    </message>
    <message>
        <source>applies: no, not all tied players have met</source>
        <translation>прилага се: не, не всички с равни точки са играли помежду си</translation>
    </message>
    <message>
        <source>not used: {0}</source>
        <translation>не се използва: {0}</translation>
    </message>
    <message>
        <source>not used: unrated players without a rating</source>
        <translation>не се използва: състезатели без рейтинг и без зададен рейтинг за тях</translation>
    </message>
    <message>
        <source>not tied with anybody when applied</source>
        <translation>без равен резултат с никого при прилагането</translation>
    </message>
    <message>
        <source>tied group: {0}</source>
        <translation>група с равни точки: {0}</translation>
    </message>
    <message>
        <source>layers: {0}</source>
        <translation>слоеве: {0}</translation>
    </message>
    <message>
        <source>games: {0}</source>
        <translation>партии: {0}</translation>
    </message>
    <message>
        <source>rounds: {0}</source>
        <translation>кръгове: {0}</translation>
    </message>
    <message>
        <source>planned rounds: {0}</source>
        <translation>планирани кръгове: {0}</translation>
    </message>
    <message>
        <source>round {0} counted as a draw (Fore)</source>
        <translation>кръг {0} се брои за реми (Fore)</translation>
    </message>
    <message>
        <source>cut at each end: {0}</source>
        <translation>отрязани от всеки край: {0}</translation>
    </message>
    <message>
        <source>threshold: {0}</source>
        <translation>праг: {0}</translation>
    </message>
    <message>
        <source>maximum: {0}</source>
        <translation>максимум: {0}</translation>
    </message>
    <message>
        <source>players who have not met: {0}</source>
        <translation>състезатели, които не са играли помежду си: {0}</translation>
    </message>
    <message>
        <source>score among the tied players: {0}</source>
        <translation>резултат срещу равните по точки: {0}</translation>
    </message>
    <message>
        <source>seed of the drawing of lots: {0}</source>
        <translation>начално число на жребия: {0}</translation>
    </message>
    <message>
        <source>points: {0}</source>
        <translation>точки: {0}</translation>
    </message>
    <message>
        <source>own rating: {0}</source>
        <translation>собствен рейтинг: {0}</translation>
    </message>
    <message>
        <source>rating of unrated players: {0}</source>
        <translation>рейтинг за състезатели без рейтинг: {0}</translation>
    </message>
    <message>
        <source>average rating of the opponents: {0}</source>
        <translation>среден рейтинг на противниците: {0}</translation>
    </message>
    <message>
        <source>percentage scored: {0}</source>
        <translation>процент точки: {0}</translation>
    </message>
    <message>
        <source>rating difference dp: {0}</source>
        <translation>разлика в рейтинга dp: {0}</translation>
    </message>
    <message>
        <source>expected score × 100: {0}</source>
        <translation>очакван резултат × 100: {0}</translation>
    </message>
    <message>
        <source>expected score: {0}</source>
        <translation>очакван резултат: {0}</translation>
    </message>
    <message>
        <source>development coefficient K: {0}</source>
        <translation>коефициент на развитие K: {0}</translation>
    </message>
    <message>
        <source>regulations: {0}</source>
        <translation>правилник: {0}</translation>
    </message>
    <message>
        <source>bonus points</source>
        <translation>бонус точки</translation>
    </message>
    <message>
        <source>(the opponent&apos;s rounds {0} counted as draws)</source>
        <translation>(кръговете {0} на противника отчетени като реми)</translation>
    </message>
    <message>
        <source>no opponent</source>
        <translation>без противник</translation>
    </message>
    <message>
        <source>direct encounter</source>
        <translation>лична среща</translation>
    </message>
    <message>
        <source>running score</source>
        <translation>текущ резултат</translation>
    </message>
    <message>
        <source>{code} = {value} (rules {rules})</source>
        <translation>{code} = {value} (правила {rules})</translation>
    </message>
    <message>
        <source>vs {0}</source>
        <translation>срещу {0}</translation>
    </message>
    <message>
        <source>R{0}</source>
        <translation>К{0}</translation>
    </message>
    <message>
        <source>— cut (lowest)</source>
        <translation>— отрязан (най-нисък)</translation>
    </message>
    <message>
        <source>— cut (highest)</source>
        <translation>— отрязан (най-висок)</translation>
    </message>
    <message>
        <source>— does not count</source>
        <translation>— не се брои</translation>
    </message>
    <message>
        <source>(voluntarily unplayed)</source>
        <translation>(доброволно неизиграна)</translation>
    </message>
</context>
<context>
    <name>FideMode</name>
    <message>
        <source>&amp;FIDE mode</source>
        <translation>Режим &amp;FIDE</translation>
    </message>
    <message>
        <source>The event stays within the rules FIDE&apos;s checklist checks; leaving it cannot be undone</source>
        <translation>Турнирът остава в рамките на правилата, които проверява контролният списък на FIDE; напускането не може да бъде отменено</translation>
    </message>
    <message>
        <source> — outside FIDE mode</source>
        <translation> — извън режим FIDE</translation>
    </message>
    <message>
        <source>Outside FIDE mode since round {0}: {1}</source>
        <translation>Извън режим FIDE от кръг {0}: {1}</translation>
    </message>
    <message>
        <source>Leave FIDE mode</source>
        <translation>Напускане на режим FIDE</translation>
    </message>
    <message>
        <source>Why does the event leave FIDE mode?</source>
        <translation>Защо турнирът напуска режим FIDE?</translation>
    </message>
</context>
<context>
    <name>FindingsModel</name>
    <message>
        <source>Round</source>
        <translation>Кръг</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Състезател</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Проблем</translation>
    </message>
    <message>
        <source>Warning: {0}</source>
        <translation>Предупреждение: {0}</translation>
    </message>
</context>
<context>
    <name>Gates</name>
    <message>
        <source>Notice</source>
        <translation>Известие</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Отказано</translation>
    </message>
    <message>
        <source>Refused in FIDE mode.</source>
        <translation>Отказано в режим FIDE.</translation>
    </message>
    <message>
        <source>Refused.</source>
        <translation>Отказано.</translation>
    </message>
    <message>
        <source>Second confirmation</source>
        <translation>Второ потвърждение</translation>
    </message>
    <message>
        <source>Second step: are you sure? {text}</source>
        <translation>Втора стъпка: сигурни ли сте? {text}</translation>
    </message>
    <message>
        <source>Please confirm</source>
        <translation>Потвърдете</translation>
    </message>
</context>
<context>
    <name>JournalDialog</name>
    <message>
        <source>Journal</source>
        <translation>Дневник</translation>
    </message>
    <message>
        <source>The event is in FIDE mode.</source>
        <translation>Турнирът е във FIDE режим.</translation>
    </message>
    <message>
        <source>The event left FIDE mode in round {round}: {reason}</source>
        <translation>Турнирът напусна FIDE режима в кръг {round}: {reason}</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Време</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Кръг</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Какво</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Защо</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <source>No events recorded yet.</source>
        <translation>Все още няма записани събития.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Език</translation>
    </message>
    <message>
        <source>System language ({0})</source>
        <translation>Езикът на системата ({0})</translation>
    </message>
</context>
<context>
    <name>ListCheckDialog</name>
    <message>
        <source>FIDE ID not in the list</source>
        <translation>FIDE ID липсва в листата</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Федерация</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Звание</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Пол</translation>
    </message>
    <message>
        <source>Birth year</source>
        <translation>Година на раждане</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>the list in force for the event</source>
        <translation>листата, валидна за турнира</translation>
    </message>
    <message>
        <source>{0} month(s) older than the list in force: import the newer list</source>
        <translation>{0} месец(а) по-стара от валидната листа: импортирайте по-новата листа</translation>
    </message>
    <message>
        <source>{0} month(s) newer than the list in force at the start</source>
        <translation>{0} месец(а) по-нова от валидната при старта листа</translation>
    </message>
    <message>
        <source>the list&apos;s date is unknown</source>
        <translation>датата на листата е неизвестна</translation>
    </message>
    <message>
        <source>Check against the list</source>
        <translation>Проверка спрямо листата</translation>
    </message>
    <message>
        <source>{0}, list of {1} ({2}): {3} difference(s)</source>
        <translation>{0}, листа от {1} ({2}): {3} разлика(и)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Играч</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Листа</translation>
    </message>
    <message>
        <source>Take the checked ones from the list</source>
        <translation>Вземи отметнатите от листата</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>FIDE TRF (*.trf *.txt)</source>
        <translation>ФИДЕ TRF (*.trf *.txt)</translation>
    </message>
    <message>
        <source>arbiter-app project (*.arbiter *.json)</source>
        <translation>Проект на arbiter-app (*.arbiter *.json)</translation>
    </message>
    <message>
        <source>Tournaments (*.arbiter *.json *.trf *.txt)</source>
        <translation>Турнири (*.arbiter *.json *.trf *.txt)</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Забележки</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Нов</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Отваряне…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Запазване</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Запазване &amp;като…</translation>
    </message>
    <message>
        <source>&amp;Import TRF…</source>
        <translation>&amp;Импортиране на TRF…</translation>
    </message>
    <message>
        <source>Read a FIDE TRF file as a new, unsaved tournament</source>
        <translation>Зареждане на файл ФИДЕ TRF като нов, незапазен турнир</translation>
    </message>
    <message>
        <source>&amp;Export TRF…</source>
        <translation>&amp;Експортиране на TRF…</translation>
    </message>
    <message>
        <source>Write the tournament as a FIDE TRF file (the open file stays as it is)</source>
        <translation>Записване на турнира като файл ФИДЕ TRF (отвореният файл остава непроменен)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Из&amp;ход</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отмяна</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторение</translation>
    </message>
    <message>
        <source>&amp;Clear cell</source>
        <translation>&amp;Изчистване на клетката</translation>
    </message>
    <message>
        <source>Tournament &amp;settings…</source>
        <translation>&amp;Настройки на турнира…</translation>
    </message>
    <message>
        <source>Pa&amp;iring…</source>
        <translation>&amp;Жребий…</translation>
    </message>
    <message>
        <source>Text, initial colour and acceleration of the pairings</source>
        <translation>Текст на правилата, начален цвят и ускорение на жребия</translation>
    </message>
    <message>
        <source>&amp;Prizes…</source>
        <translation>&amp;Награди…</translation>
    </message>
    <message>
        <source>Prize table and prize list: overall and per category</source>
        <translation>Таблица и списък на наградите: общо и по категории</translation>
    </message>
    <message>
        <source>&amp;Rating changes…</source>
        <translation>&amp;Рейтингови промени…</translation>
    </message>
    <message>
        <source>FIDE rating change of every rated player (B.02)</source>
        <translation>Промяна на рейтинга по ФИДЕ за всеки състезател с рейтинг (B.02)</translation>
    </message>
    <message>
        <source>&amp;Tie-breaks…</source>
        <translation>&amp;Допълнителни показатели…</translation>
    </message>
    <message>
        <source>Choose and order the tie-break list, with a preview of the standings</source>
        <translation>Избор и подреждане на допълнителните показатели, с предварителен преглед на класирането</translation>
    </message>
    <message>
        <source>&amp;Compare rules…</source>
        <translation>&amp;Сравняване на правила…</translation>
    </message>
    <message>
        <source>The standings under two rule sets or tie-break lists side by side</source>
        <translation>Класирането по два набора правила или списъка с показатели едно до друго</translation>
    </message>
    <message>
        <source>&amp;Journal…</source>
        <translation>&amp;Дневник…</translation>
    </message>
    <message>
        <source>The events FIDE mode records: confirmations, corrections</source>
        <translation>Събитията, които FIDE режимът записва: потвърждения, корекции</translation>
    </message>
    <message>
        <source>&amp;Add player…</source>
        <translation>Доб&amp;авяне на състезател…</translation>
    </message>
    <message>
        <source>&amp;Edit player…</source>
        <translation>&amp;Редактиране на състезател…</translation>
    </message>
    <message>
        <source>&amp;Withdraw from this round</source>
        <translation>&amp;Оттегляне от този кръг нататък</translation>
    </message>
    <message>
        <source>&amp;Reinstate</source>
        <translation>В&amp;ъзстановяване</translation>
    </message>
    <message>
        <source>Re&amp;move player</source>
        <translation>&amp;Премахване на състезател</translation>
    </message>
    <message>
        <source>Round-robin &amp;table</source>
        <translation>&amp;Кръгова таблица</translation>
    </message>
    <message>
        <source>Show a round robin as players against players (read-only)</source>
        <translation>Показване на кръгов турнир като таблица състезател срещу състезател (само за четене)</translation>
    </message>
    <message>
        <source>&amp;About arbiter-app…</source>
        <translation>&amp;За arbiter-app…</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Ръководство</translation>
    </message>
    <message>
        <source>The English manual, with a page for every dialog</source>
        <translation>Ръководството на английски, със страница за всеки диалогов прозорец</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Скорошни</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Редактиране</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>&amp;Турнир</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Изглед</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Помощ</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Основна лента</translation>
    </message>
    <message>
        <source>{0} · rating, title, name (C.04.2)</source>
        <translation>{0} · рейтинг, звание, име (C.04.2)</translation>
    </message>
    <message>
        <source>{0} · rules {1} · tie-breaks {2}</source>
        <translation>{0} · правила {1} · допълнителни показатели {2}</translation>
    </message>
    <message>
        <source>{0} · by points (no tie-break list)</source>
        <translation>{0} · по точки (без допълнителни показатели)</translation>
    </message>
    <message>
        <source>Rules {0} assumed: the start date “{1}” could not be read</source>
        <translation>Приемат се правилата {0}: началната дата „{1}“ не може да се прочете</translation>
    </message>
    <message>
        <source>Tie-break list not used: {0}</source>
        <translation>Допълнителните показатели не се използват: {0}</translation>
    </message>
    <message>
        <source>Findings ({0})</source>
        <translation>Забележки ({0})</translation>
    </message>
    <message>
        <source>Players: {0} · rounds: {1} of {2} · findings: {3}</source>
        <translation>Играчи: {0} · кръгове: {1} от {2} · забележки: {3}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Без име</translation>
    </message>
    <message>
        <source>{0}[*] — arbiter-app</source>
        <translation>{0}[*] — arbiter-app</translation>
    </message>
    <message>
        <source>Undo: {0}</source>
        <translation>Отмяна: {0}</translation>
    </message>
    <message>
        <source>Redo: {0}</source>
        <translation>Повторение: {0}</translation>
    </message>
    <message>
        <source>Not done: {0}</source>
        <translation>Не е изпълнено: {0}</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Отваряне на турнир</translation>
    </message>
    <message>
        <source>Import TRF</source>
        <translation>Импортиране на TRF</translation>
    </message>
    <message>
        <source>line {0}: {1}</source>
        <translation>ред {0}: {1}</translation>
    </message>
    <message>
        <source>Read with notes: {notes}</source>
        <translation>Прочетено с бележки: {notes}</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Файлът не може да бъде отворен</translation>
    </message>
    <message>
        <source>Save tournament</source>
        <translation>Запазване на турнира</translation>
    </message>
    <message>
        <source>The tournament was not saved</source>
        <translation>Турнирът не беше запазен</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Запазено: {0}</translation>
    </message>
    <message>
        <source>Export TRF</source>
        <translation>Експортиране на TRF</translation>
    </message>
    <message>
        <source>The TRF file was not written</source>
        <translation>Файлът TRF не беше записан</translation>
    </message>
    <message>
        <source>Exported {0}</source>
        <translation>Експортирано: {0}</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Незапазени промени</translation>
    </message>
    <message>
        <source>“{0}” has changes that are not saved.</source>
        <translation>„{0}“ има промени, които не са запазени.</translation>
    </message>
    <message>
        <source>Save them before closing it?</source>
        <translation>Да бъдат ли запазени преди затварянето?</translation>
    </message>
    <message>
        <source>The recovered tournament cannot be read</source>
        <translation>Възстановеният турнир не може да бъде прочетен</translation>
    </message>
    <message>
        <source>Recovered unsaved work — save it to keep it.</source>
        <translation>Незапазената работа е възстановена — запазете я, за да я съхраните.</translation>
    </message>
    <message>
        <source>Tournament settings</source>
        <translation>Настройки на турнира</translation>
    </message>
    <message>
        <source>Tie-break settings</source>
        <translation>Допълнителни показатели</translation>
    </message>
    <message>
        <source>Pairing settings</source>
        <translation>Настройки на жребия</translation>
    </message>
    <message>
        <source>Prize table</source>
        <translation>Таблица с награди</translation>
    </message>
    <message>
        <source>Add player {0}</source>
        <translation>Добавяне на състезател {0}</translation>
    </message>
    <message>
        <source>Edit player {0}</source>
        <translation>Редактиране на състезател {0}</translation>
    </message>
    <message>
        <source>Reinstate {0}</source>
        <translation>Възстановяване на {0}</translation>
    </message>
    <message>
        <source>Remove {0}</source>
        <translation>Премахване на {0}</translation>
    </message>
    <message>
        <source>Select a round cell first.</source>
        <translation>Първо изберете клетка от кръг.</translation>
    </message>
    <message>
        <source>Round {0}, player {1}: no game is paired there; type the opponent and colour first (12w).</source>
        <translation>Кръг {0}, състезател {1}: там няма определена партия; първо въведете противника и цвета (12w).</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>напуснал</translation>
    </message>
    <message>
        <source>{0} in {1} cell(s)</source>
        <translation>{0} в {1} клетка(и)</translation>
    </message>
    <message>
        <source>Clear {0} cell(s)</source>
        <translation>Изчистване на {0} клетка(и)</translation>
    </message>
    <message>
        <source>Nothing changed: the pairings stay as they were.</source>
        <translation>Нищо не е променено: сдвояванията остават както бяха.</translation>
    </message>
    <message>
        <source>Round {0}: {1}: {2}</source>
        <translation>Кръг {0}: {1}: {2}</translation>
    </message>
    <message>
        <source>Round {0}: {1} – {2} {3}</source>
        <translation>Кръг {0}: {1} – {2} {3}</translation>
    </message>
    <message>
        <source>Change the pairings?</source>
        <translation>Промяна на сдвояванията?</translation>
    </message>
    <message>
        <source>This entry changes the pairings. It clears these games and results:</source>
        <translation>Това въвеждане променя сдвояванията. Следните партии и резултати се изтриват:</translation>
    </message>
</context>
<context>
    <name>ManualPairing</name>
    <message>
        <source>Edit pairings</source>
        <translation>Редактиране на жребия</translation>
    </message>
    <message>
        <source>End session</source>
        <translation>Приключване</translation>
    </message>
    <message>
        <source>Start a manual pairing session; uncheck to end it and record the differences from the engine&apos;s pairing</source>
        <translation>Започване на ръчен жребий; махнете отметката, за да го приключите и запишете разликите спрямо жребия на програмата</translation>
    </message>
    <message>
        <source>Give bye</source>
        <translation>Дай свободен кръг</translation>
    </message>
    <message>
        <source>Give the pairing-allocated bye to the black player of the selected board</source>
        <translation>Дай свободния кръг от жребия на играча с черните на избраната дъска</translation>
    </message>
    <message>
        <source>Pair a round first, then edit its pairings.</source>
        <translation>Първо изтеглете жребий за кръг, после го редактирайте.</translation>
    </message>
    <message>
        <source>Manual pairing session on round {0}.</source>
        <translation>Ръчен жребий за кръг {0}.</translation>
    </message>
    <message>
        <source>Manual pairing session in round {0}</source>
        <translation>Ръчен жребий в кръг {0}</translation>
    </message>
    <message>
        <source>Session ended: {0} difference(s) from the engine&apos;s pairing.</source>
        <translation>Приключено: {0} разлики спрямо жребия на програмата.</translation>
    </message>
    <message>
        <source>Select one board of a round with a pairing-allocated bye.</source>
        <translation>Изберете една дъска от кръг със свободен кръг от жребия.</translation>
    </message>
    <message>
        <source>Give the bye in round {0}</source>
        <translation>Свободен кръг в кръг {0}</translation>
    </message>
</context>
<context>
    <name>ManualViewer</name>
    <message>
        <source>arbiter-app manual</source>
        <translation>arbiter-app – ръководство</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Напред</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Съдържание</translation>
    </message>
    <message>
        <source>The manual is not installed with this copy of the program.</source>
        <translation>Ръководството не е инсталирано с това копие на програмата.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>“{text}” is not a crosstable entry: type opponent, colour and result (12w1, 12b=, 12w+), a bye (bye, F, H, Z), wd, or a result alone (1, =, 0).</source>
        <translation>„{text}“ не е запис в кръстосаната таблица: въведете противник, цвят и резултат (12w1, 12b=, 12w+), свободен от игра (bye, F, H, Z), wd или само резултат (1, =, 0).</translation>
    </message>
    <message>
        <source>“{text}”: the colour is missing; write w or b after the opponent&apos;s number (12w1).</source>
        <translation>„{text}“: липсва цвят; напишете w или b след номера на противника (12w1).</translation>
    </message>
    <message>
        <source>“{text}”: “{symbol}” is not a result; use 1, =, ½, 0, +, -, --, W, D, L, P or ?.</source>
        <translation>„{text}“: „{symbol}“ не е резултат; използвайте 1, =, ½, 0, +, -, --, W, D, L, P или ?.</translation>
    </message>
    <message>
        <source>“{text}”: {number} cannot be a start number.</source>
        <translation>„{text}“: {number} не може да бъде стартов номер.</translation>
    </message>
    <message>
        <source>“{text}”: a played game needs a colour, w or b.</source>
        <translation>„{text}“: изиграната партия изисква цвят, w или b.</translation>
    </message>
    <message>
        <source>There is no player with start number {number}.</source>
        <translation>Няма състезател със стартов номер {number}.</translation>
    </message>
    <message>
        <source>A player cannot be paired against themself.</source>
        <translation>Състезател не може да бъде сдвоен срещу себе си.</translation>
    </message>
    <message>
        <source>No game is paired here yet: type the opponent and colour with the result (12w1).</source>
        <translation>Тук все още няма определена партия: въведете противника и цвета заедно с резултата (12w1).</translation>
    </message>
    <message>
        <source>Round {round} is not in this tournament.</source>
        <translation>Кръг {round} не е част от този турнир.</translation>
    </message>
    <message>
        <source>“{text}” cannot be entered here.</source>
        <translation>„{text}“ не може да бъде въведено тук.</translation>
    </message>
    <message>
        <source>win</source>
        <translation>победа</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>реми</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>загуба</translation>
    </message>
    <message>
        <source>win (game of less than one move)</source>
        <translation>победа (партия с по-малко от един ход)</translation>
    </message>
    <message>
        <source>draw (game of less than one move)</source>
        <translation>реми (партия с по-малко от един ход)</translation>
    </message>
    <message>
        <source>loss (game of less than one move)</source>
        <translation>загуба (партия с по-малко от един ход)</translation>
    </message>
    <message>
        <source>forfeit win</source>
        <translation>победа по присъждане</translation>
    </message>
    <message>
        <source>forfeit loss</source>
        <translation>загуба по присъждане</translation>
    </message>
    <message>
        <source>double forfeit</source>
        <translation>двустранна загуба по присъждане</translation>
    </message>
    <message>
        <source>pairing-allocated bye</source>
        <translation>свободен от игра (при жребия)</translation>
    </message>
    <message>
        <source>full-point bye</source>
        <translation>свободен от игра, 1 точка</translation>
    </message>
    <message>
        <source>half-point bye</source>
        <translation>свободен от игра, ½ точка</translation>
    </message>
    <message>
        <source>zero-point bye</source>
        <translation>свободен от игра, 0 точки</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>не е сдвоен</translation>
    </message>
    <message>
        <source>postponed</source>
        <translation>отложена</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>все още без резултат</translation>
    </message>
    <message>
        <source>adjourned</source>
        <translation>отложена партия</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никой</translation>
    </message>
    <message>
        <source>white</source>
        <translation>бели</translation>
    </message>
    <message>
        <source>black</source>
        <translation>черни</translation>
    </message>
    <message>
        <source>no colour</source>
        <translation>без цвят</translation>
    </message>
    <message>
        <source>paired against themself</source>
        <translation>сдвоен срещу себе си</translation>
    </message>
    <message>
        <source>opponent {opponent} is not a player of this tournament</source>
        <translation>противник {opponent} не е състезател в този турнир</translation>
    </message>
    <message>
        <source>opponent {opponent}&apos;s record for this round names {their_opponent}, not {player}</source>
        <translation>при противник {opponent} за този кръг е записан {their_opponent}, а не {player}</translation>
    </message>
    <message>
        <source>colours do not mirror: {colour} here, {their_colour} for opponent {opponent}</source>
        <translation>цветовете не си съответстват: {colour} тук, {their_colour} при противник {opponent}</translation>
    </message>
    <message>
        <source>results do not mirror: {result} here, {their_result} for opponent {opponent}</source>
        <translation>резултатите не си съответстват: {result} тук, {their_result} при противник {opponent}</translation>
    </message>
    <message>
        <source>named as opponent by several players ({claimed_by})</source>
        <translation>посочен като противник от няколко състезатели ({claimed_by})</translation>
    </message>
    <message>
        <source>{result} needs an opponent, but none is given</source>
        <translation>{result} изисква противник, но не е посочен такъв</translation>
    </message>
    <message>
        <source>{result} takes no opponent, but {opponent} is given</source>
        <translation>{result} е без противник, но е посочен {opponent}</translation>
    </message>
    <message>
        <source>the file&apos;s points column says {in_file}, the results give {computed} ({scoring} scoring)</source>
        <translation>колоната с точки във файла показва {in_file}, резултатите дават {computed} (точкуване {scoring})</translation>
    </message>
    <message>
        <source>no game after round {after}: withdrawn?</source>
        <translation>няма партия след кръг {after}: отказал се?</translation>
    </message>
    <message>
        <source>paired with {opponent} {count} times (rounds {rounds}); the system plans at most {allowed}</source>
        <translation>сдвоен с {opponent} {count} пъти (кръгове {rounds}); системата предвижда най-много {allowed}</translation>
    </message>
    <message>
        <source>{result} in a round robin: the rules ({rules}) have no such bye there</source>
        <translation>{result} в турнир по кръгова система: правилата ({rules}) не предвиждат такъв свободен кръг</translation>
    </message>
    <message>
        <source>the file&apos;s rank column says {in_file}, by points the place is {computed}</source>
        <translation>колоната с класиране във файла показва {in_file}, по точки мястото е {computed}</translation>
    </message>
    <message>
        <source>the file&apos;s rank column says {in_file}, its tie-break list ({tiebreaks}) gives {computed}</source>
        <translation>колоната с класиране във файла показва {in_file}, нейните допълнителни показатели ({tiebreaks}) дават {computed}</translation>
    </message>
    <message>
        <source>the file&apos;s rank column is not a standing: it orders by points, then rating ({count} players placed otherwise than the tie-breaks place them)</source>
        <translation>колоната за класиране във файла не е класиране: подрежда по точки, след това по рейтинг ({count} играчи са поставени различно от допълнителните показатели)</translation>
    </message>
    <message>
        <source>the file&apos;s rank column is not a standing: it orders by points, then start number ({count} players placed otherwise than the tie-breaks place them)</source>
        <translation>колоната за класиране във файла не е класиране: подрежда по точки, след това по стартов номер ({count} играчи са поставени различно от допълнителните показатели)</translation>
    </message>
    <message>
        <source>the file&apos;s rank column is not a standing: it does not follow the points ({count} of {total} players out of their place)</source>
        <translation>колоната за класиране във файла не е класиране: не следва точките ({count} от {total} играчи не са на мястото си)</translation>
    </message>
    <message>
        <source>record {record} says {in_file} players, the file lists {count}</source>
        <translation>записът {record} посочва {in_file} състезатели, файлът изброява {count}</translation>
    </message>
    <message>
        <source>{criterion} uses ratings, but {count} players are unrated and no rating for unrated players is set: the criterion is left out</source>
        <translation>{criterion} използва рейтинги, но {count} състезатели са без рейтинг и не е зададен рейтинг за тях: показателят се пропуска</translation>
    </message>
    <message>
        <source>start date {date} cannot be read as one date (day and month ambiguous or unknown form); rules {rules} assumed</source>
        <translation>началната дата {date} не може да се прочете като една дата (денят и месецът са двусмислени или формата е непозната); приемат се правилата {rules}</translation>
    </message>
    <message>
        <source>the start numbers do not follow the initial ranking (C.04.2: rating, title, name): player {player} is ranked {rank}; renumber by rating before pairing round 1</source>
        <translation>стартовите номера не следват началното класиране (C.04.2: рейтинг, титла, име): състезател {player} е класиран {rank}; преномерирайте по рейтинг преди жребия за кръг 1</translation>
    </message>
    <message>
        <source>the end date {end} is before the start date {start}</source>
        <translation>крайната дата {end} е преди началната дата {start}</translation>
    </message>
    <message>
        <source>the event lasts {days} days, from {start} to {end}: are its dates read right?</source>
        <translation>турнирът продължава {days} дни, от {start} до {end}: правилно ли са прочетени датите?</translation>
    </message>
    <message>
        <source>the round is dated {date}, outside the event&apos;s dates ({start} to {end})</source>
        <translation>кръгът е с дата {date}, извън датите на турнира ({start} до {end})</translation>
    </message>
    <message>
        <source>the round is dated {date}, before round {previous} ({previous_date})</source>
        <translation>кръгът е с дата {date}, преди кръг {previous} ({previous_date})</translation>
    </message>
    <message>
        <source>outside FIDE mode since round {round}: {reason}</source>
        <translation>извън режим FIDE от кръг {round}: {reason}</translation>
    </message>
    <message>
        <source>the game against {opponent} is adjourned: the lists are provisional until its result is entered</source>
        <translation>партията срещу {opponent} е отложена: списъците са предварителни, докато не се въведе резултатът ѝ</translation>
    </message>
    <message>
        <source>the round as read breaks a pairing rule: {detail}</source>
        <translation>кръгът, както е прочетен, нарушава правило за жребия: {detail}</translation>
    </message>
    <message>
        <source>{count} pairing-allocated byes ({players}); at most one is allowed</source>
        <translation>{count} свободни от игра при жребия ({players}); разрешен е най-много един</translation>
    </message>
    <message>
        <source>team {team}: {player} (number {position} of the board order) plays board {board} above {other} (number {other_position})</source>
        <translation>отбор {team}: {player} (номер {position} в реда на дъските) играе на дъска {board} преди {other} (номер {other_position})</translation>
    </message>
    <message>
        <source>listed for two teams: {team} and {other_team}</source>
        <translation>записан в два отбора: {team} и {other_team}</translation>
    </message>
    <message>
        <source>team {team}: the file says {mp_file} match and {gp_file} game points, the results give {mp} and {gp}</source>
        <translation>отбор {team}: файлът посочва {mp_file} мачови и {gp_file} индивидуални точки, резултатите дават {mp} и {gp}</translation>
    </message>
    <message>
        <source>results in a round beyond the planned {planned} rounds</source>
        <translation>резултати в кръг след планираните {planned} кръга</translation>
    </message>
    <message>
        <source>played a game after withdrawing after round {after}</source>
        <translation>изиграл партия, след като е напуснал турнира след кръг {after}</translation>
    </message>
    <message>
        <source>Left FIDE mode</source>
        <translation>Напуснат режим FIDE</translation>
    </message>
    <message>
        <source>Leave FIDE mode in round {round}? This cannot be undone.</source>
        <translation>Да се напусне ли режимът FIDE в кръг {round}? Това не може да се отмени.</translation>
    </message>
    <message>
        <source>Locked setting changed</source>
        <translation>Променена заключена настройка</translation>
    </message>
    <message>
        <source>{setting} is locked once round 1 has been paired.</source>
        <translation>{setting} е заключено след жребия на кръг 1.</translation>
    </message>
    <message>
        <source>Two draws scoring more than a win</source>
        <translation>Два ремита, които носят повече от победа</translation>
    </message>
    <message>
        <source>Two draws ({draws}) may not score more than a win and a loss ({decisive}).</source>
        <translation>Два ремита ({draws}) не може да носят повече от победа и загуба ({decisive}).</translation>
    </message>
    <message>
        <source>Rounds that cannot be completed</source>
        <translation>Кръгове, които не могат да се изиграят</translation>
    </message>
    <message>
        <source>{rounds} rounds cannot be completed within the rules with {players} players.</source>
        <translation>{rounds} кръга не могат да се изиграят по правилата с {players} играчи.</translation>
    </message>
    <message>
        <source>Result with unequal shares</source>
        <translation>Резултат с неравни дялове</translation>
    </message>
    <message>
        <source>Round {round}, board {board}: {result} gives the players unequal shares.</source>
        <translation>Кръг {round}, дъска {board}: {result} дава на играчите неравни дялове.</translation>
    </message>
    <message>
        <source>Result with two winners</source>
        <translation>Резултат с двама победители</translation>
    </message>
    <message>
        <source>Round {round}, board {board}: both players cannot win ({result}).</source>
        <translation>Кръг {round}, дъска {board}: двамата играчи не могат да спечелят ({result}).</translation>
    </message>
    <message>
        <source>Second half-point bye</source>
        <translation>Втора почивка с половин точка</translation>
    </message>
    <message>
        <source>Player {player} already has a half-point bye (round {earlier}).</source>
        <translation>Играч {player} вече има почивка с половин точка (кръг {earlier}).</translation>
    </message>
    <message>
        <source>Full-point bye</source>
        <translation>Почивка с цяла точка</translation>
    </message>
    <message>
        <source>Player {player} gets a full-point bye in round {round}.</source>
        <translation>Играч {player} получава почивка с цяла точка в кръг {round}.</translation>
    </message>
    <message>
        <source>Paired with games unfinished</source>
        <translation>Жребий с незавършени партии</translation>
    </message>
    <message>
        <source>Round {round}: {count} game(s) without a result ({games}) become adjourned.</source>
        <translation>Кръг {round}: {count} партия(и) без резултат ({games}) стават отложени.</translation>
    </message>
    <message>
        <source>Final list with adjourned games</source>
        <translation>Крайно класиране с отложени партии</translation>
    </message>
    <message>
        <source>{count} adjourned game(s) have no result ({games}): the standings are provisional.</source>
        <translation>{count} отложена(и) партия(и) нямат резултат ({games}): класирането е предварително.</translation>
    </message>
    <message>
        <source>Result of an older round corrected</source>
        <translation>Поправен резултат от по-стар кръг</translation>
    </message>
    <message>
        <source>Round {round} is older than the previous round: its results can no longer change.</source>
        <translation>Кръг {round} е по-стар от предишния кръг: резултатите му вече не могат да се променят.</translation>
    </message>
    <message>
        <source>Result corrected after the next pairing</source>
        <translation>Поправен резултат след следващия жребий</translation>
    </message>
    <message>
        <source>Round {next} has been paired: change a result of round {round}?</source>
        <translation>Кръг {next} е изтеглен: да се промени ли резултат от кръг {round}?</translation>
    </message>
    <message>
        <source>Correction for the rating report only</source>
        <translation>Поправка само за рейтинговия отчет</translation>
    </message>
    <message>
        <source>Round {round}, board {board}: record the correction for the rating report only?</source>
        <translation>Кръг {round}, дъска {board}: да се отбележи ли поправката само за рейтинговия отчет?</translation>
    </message>
    <message>
        <source>Round paired again</source>
        <translation>Кръгът изтеглен отново</translation>
    </message>
    <message>
        <source>Unpair round {round} and pair it again?</source>
        <translation>Да се отмени ли жребият на кръг {round} и да се тегли отново?</translation>
    </message>
    <message>
        <source>Player moved from the engine&apos;s pairing</source>
        <translation>Играч, преместен от жребия на програмата</translation>
    </message>
    <message>
        <source>Round {round}: move player {player} away from the engine&apos;s pairing?</source>
        <translation>Кръг {round}: да се премести ли играч {player} от жребия на програмата?</translation>
    </message>
    <message>
        <source>Manual pairing against a rule</source>
        <translation>Ръчен жребий против правило</translation>
    </message>
    <message>
        <source>This pairing breaks a rule of the pairing system: {issues} Make it anyway?</source>
        <translation>Този жребий нарушава правило на системата за жребий: {issues} Да се направи ли въпреки това?</translation>
    </message>
    <message>
        <source>Prohibited pairs changed after round 1</source>
        <translation>Забранени двойки, променени след кръг 1</translation>
    </message>
    <message>
        <source>Prohibited pairs are fixed before round 1 is paired.</source>
        <translation>Забранените двойки се определят преди жребия на кръг 1.</translation>
    </message>
    <message>
        <source>Prohibited pairs not kept apart</source>
        <translation>Неразделени забранени двойки</translation>
    </message>
    <message>
        <source>The pairing system cannot keep these prohibited pairs apart: {pairs}. Pair anyway?</source>
        <translation>Системата за жребий не може да раздели тези забранени двойки: {pairs}. Да се тегли ли въпреки това?</translation>
    </message>
    <message>
        <source>Start numbers changed late</source>
        <translation>Късно променени стартови номера</translation>
    </message>
    <message>
        <source>Start numbers can no longer change: round {round} has been paired.</source>
        <translation>Стартовите номера вече не могат да се променят: кръг {round} е изтеглен.</translation>
    </message>
    <message>
        <source>Round read that breaks a pairing rule</source>
        <translation>Прочетен кръг, който нарушава правило за жребия</translation>
    </message>
    <message>
        <source>Round {round} breaks a pairing rule: {what}.</source>
        <translation>Кръг {round} нарушава правило за жребия: {what}.</translation>
    </message>
    <message>
        <source>Values taken from the rating list</source>
        <translation>Стойности, взети от рейтинговата листа</translation>
    </message>
    <message>
        <source>{count} value(s) taken over from the list {list} (list of {date}).</source>
        <translation>{count} стойност(и), взети от листата {list} (листа от {date}).</translation>
    </message>
    <message>
        <source>Records that contradict each other</source>
        <translation>Противоречащи си данни</translation>
    </message>
    <message>
        <source>{count} inconsistencies in the records (see Findings): what is computed from them may be wrong. Go on anyway?</source>
        <translation>{count} несъответствия в данните (вижте Забележки): изчисленото от тях може да е грешно. Да продължи ли въпреки това?</translation>
    </message>
    <message>
        <source>Pairings removed from a round with results</source>
        <translation>Премахнат жребий на кръг с резултати</translation>
    </message>
    <message>
        <source>Round {round} has results. Remove its pairings anyway?</source>
        <translation>Кръг {round} има резултати. Да се премахне ли жребият въпреки това?</translation>
    </message>
    <message>
        <source>The number of rounds</source>
        <translation>Броят кръгове</translation>
    </message>
    <message>
        <source>The scoring (and bye values)</source>
        <translation>Точкуването (и стойностите на почивките)</translation>
    </message>
    <message>
        <source>The pairing system</source>
        <translation>Системата за жребий</translation>
    </message>
    <message>
        <source>The pairing text</source>
        <translation>Редакцията на правилата за жребий</translation>
    </message>
    <message>
        <source>The acceleration</source>
        <translation>Ускоряването</translation>
    </message>
    <message>
        <source>The tie-break list</source>
        <translation>Списъкът с допълнителни показатели</translation>
    </message>
    <message>
        <source>The match scoring</source>
        <translation>Точките за мач (и почивката на отбора)</translation>
    </message>
    <message>
        <source>The team tie-break list</source>
        <translation>Списъкът с допълнителни показатели на отборите</translation>
    </message>
</context>
<context>
    <name>Notes</name>
    <message>
        <source>record {record} again, not as on line {first}: this later one is used</source>
        <translation>запис {record} отново, различен от ред {first}: използва се по-късният</translation>
    </message>
    <message>
        <source>a second tie-break list, not as on line {first}: this later one is used</source>
        <translation>втори списък с допълнителни показатели, различен от ред {first}: използва се по-късният</translation>
    </message>
    <message>
        <source>{count} team record(s) not read (801/802 are informative; the lines are kept when the file is written again)</source>
        <translation>{count} отборни записа не са прочетени (801/802 са информативни; редовете се запазват при повторен запис на файла)</translation>
    </message>
    <message>
        <source>{count} team record(s) not read (no 310 or 013 team records; the lines are kept when the file is written again)</source>
        <translation>{count} отборни записа не са прочетени (няма отборни записи 310 или 013; редовете се запазват при повторен запис на файла)</translation>
    </message>
    <message>
        <source>one 013 team record names a single team: read as an individual event (the line is kept when the file is written again)</source>
        <translation>един отборен запис 013 посочва само един отбор: прочетено като индивидуален турнир (редът се запазва при повторен запис на файла)</translation>
    </message>
    <message>
        <source>record 162: X {value} is neither 0 nor a draw; unfinished games count as draws</source>
        <translation>запис 162: X {value} не е нито 0, нито реми; незавършените партии се броят за реми</translation>
    </message>
    <message>
        <source>record 299: player {player}&apos;s round {round} ({result}) is worth {points} points instead of {worth}: the difference counts as a bonus</source>
        <translation>запис 299: кръг {round} на състезател {player} ({result}) носи {points} точки вместо {worth}: разликата се брои за бонус</translation>
    </message>
    <message>
        <source>record 240: byes for round {round}, not yet paired (kept as written)</source>
        <translation>запис 240: свободни от игра в кръг {round}, още несдвоен (запазени както са записани)</translation>
    </message>
    <message>
        <source>record 240 gives player {player} a {result} in round {round}, the 001 record says {written}: the 001 record is used</source>
        <translation>запис 240 дава на състезател {player} {result} в кръг {round}, запис 001 казва {written}: използва се запис 001</translation>
    </message>
    <message>
        <source>dates {start} to {end}: several readings fit the round dates and none alone; the start date is left unread</source>
        <translation>дати {start} до {end}: няколко тълкувания отговарят на датите на кръговете и нито едно самостоятелно; началната дата остава непрочетена</translation>
    </message>
    <message>
        <source>dates {start} to {end} read as {first} to {last}, the one reading that fits the event&apos;s other dates</source>
        <translation>дати {start} до {end} прочетени като {first} до {last}, единственото тълкуване, което отговаря на другите дати на турнира</translation>
    </message>
    <message>
        <source>rounds written without a result letter (`0000 -` or `-`) read by the points column, the only witness: {half} half-point bye(s), {full} full-point bye(s) (players {players})</source>
        <translation>кръгове без буква за резултат (`0000 -` или `-`), прочетени по колоната с точките, единственото свидетелство: {half} свободни с ½ точка, {full} свободни с 1 точка (състезатели {players})</translation>
    </message>
    <message>
        <source>rounds written without a result letter (`0000 -` or `-`) that the points column does not decide, read as not paired (players {players})</source>
        <translation>кръгове без буква за резултат (`0000 -` или `-`), които колоната с точките не решава, прочетени като несдвоени (състезатели {players})</translation>
    </message>
    <message>
        <source>the points column gives fewer half-point byes than rounds written without a result letter: the earliest of those rounds are taken as the byes, the later ones as not paired (an assumption; players {players})</source>
        <translation>колоната с точки дава по-малко почивки с половин точка от кръговете без буква за резултат: най-ранните от тези кръгове се приемат за почивки, по-късните за неизтеглени (предположение; играчи {players})</translation>
    </message>
    <message>
        <source>013 records beside 310 records: the 310 records are used</source>
        <translation>записи 013 до записи 310: използват се записите 310</translation>
    </message>
    <message>
        <source>player {player}: the points column is {surplus} above the results, which cannot be placed on boards his team left empty</source>
        <translation>състезател {player}: колоната с точките е с {surplus} над резултатите, което не може да се отнесе към дъски, оставени празни от отбора му</translation>
    </message>
    <message>
        <source>{count} player(s): an unpaired round counted in the points column read as a board won by forfeit (the opponent team left the board empty)</source>
        <translation>{count} състезатели: несдвоен кръг, отчетен в колоната с точките, прочетен като дъска, спечелена служебно (противниковият отбор е оставил дъската празна)</translation>
    </message>
    <message>
        <source>### {record} line not read ({why}): kept as a comment</source>
        <translation>ред ### {record} не е прочетен ({why}): запазен като коментар</translation>
    </message>
    <message>
        <source>record 260 prohibits a pair in rounds {first}-{last} only: read as every round (this program keeps prohibited pairs for the event)</source>
        <translation>запис 260 забранява двойка само в кръговете {first}-{last}: прочетено като всички кръгове (програмата пази забранените двойки за целия турнир)</translation>
    </message>
    <message>
        <source>{count} round(s) written {written} ({who}): read as {read} (first: player {player}, round {round})</source>
        <translation>{count} кръг(а) записани {written} ({who}): прочетени като {read} (първи: играч {player}, кръг {round})</translation>
    </message>
    <message>
        <source>... and {count} more notes like these</source>
        <translation>... и още {count} подобни бележки</translation>
    </message>
</context>
<context>
    <name>PairingSettingsDialog</name>
    <message>
        <source>Pairing settings</source>
        <translation>Настройки на жребия</translation>
    </message>
    <message>
        <source>The text in force on the start date</source>
        <translation>Текстът, действащ към началната дата</translation>
    </message>
    <message>
        <source>Dutch system, text in force until 31 January 2026</source>
        <translation>Холандска система, текст в сила до 31 януари 2026</translation>
    </message>
    <message>
        <source>Dutch system, text in force from 1 February 2026</source>
        <translation>Холандска система, текст в сила от 1 февруари 2026</translation>
    </message>
    <message>
        <source>Not drawn (read from round 1, else white)</source>
        <translation>Неизтеглен (от 1. кръг, иначе бели)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Бели</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Черни</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Няма</translation>
    </message>
    <message>
        <source>Baku acceleration (C.04.5.1)</source>
        <translation>Ускорение Баку (C.04.5.1)</translation>
    </message>
    <message>
        <source>Exchange the last two rounds of the first cycle</source>
        <translation>Размяна на последните два кръга от първия цикъл</translation>
    </message>
    <message>
        <source>Double round robins only (C.05 Annex 1)</source>
        <translation>Само за двукръгови турнири (C.05 приложение 1)</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Текст:</translation>
    </message>
    <message>
        <source>&amp;Initial colour:</source>
        <translation>&amp;Начален цвят:</translation>
    </message>
    <message>
        <source>&amp;Acceleration:</source>
        <translation>&amp;Ускорение:</translation>
    </message>
    <message>
        <source>Round robin:</source>
        <translation>Кръгов турнир:</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Edit player</source>
        <translation>Редактиране на състезател</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Добавяне на състезател</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>без рейтинг</translation>
    </message>
    <message>
        <source>male</source>
        <translation>мъж</translation>
    </message>
    <message>
        <source>female</source>
        <translation>жена</translation>
    </message>
    <message>
        <source>YYYY/MM/DD</source>
        <translation>ГГГГ/ММ/ДД</translation>
    </message>
    <message>
        <source>Start number</source>
        <translation>Стартов номер</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Звание</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Федерация</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Клуб</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>ФИДЕ ID</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Пол</translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation>Дата на раждане</translation>
    </message>
    <message>
        <source>The name is required.</source>
        <translation>Името е задължително.</translation>
    </message>
    <message>
        <source>Start number {0} is taken.</source>
        <translation>Стартов номер {0} е зает.</translation>
    </message>
    <message>
        <source>The federation is a three-letter code (NOR, FRA, …).</source>
        <translation>Федерацията е трибуквен код (NOR, FRA, …).</translation>
    </message>
    <message>
        <source>A FIDE ID has digits only.</source>
        <translation>ФИДЕ ID съдържа само цифри.</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Players</source>
        <translation>Състезатели</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Звание</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Фед.</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Клуб</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Източник</translation>
    </message>
    <message>
        <source>Nat.</source>
        <translation>Нац.</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>ФИДЕ ID</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Роден</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Пол</translation>
    </message>
    <message>
        <source>Duplicate entry: the same FIDE ID twice</source>
        <translation>Двойно записване: един и същ ФИДЕ ID два пъти</translation>
    </message>
    <message>
        <source>Duplicate entry: the same name and birth year twice</source>
        <translation>Двойно записване: едно и също име и година на раждане два пъти</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>ръчно</translation>
    </message>
    <message>
        <source>Rating typed by hand</source>
        <translation>Рейтинг, въведен ръчно</translation>
    </message>
    <message>
        <source>Rating from {0}</source>
        <translation>Рейтинг от {0}</translation>
    </message>
    <message>
        <source>Rating as read from the file</source>
        <translation>Рейтинг, както е прочетен от файла</translation>
    </message>
    <message>
        <source>A rating is a whole number</source>
        <translation>Рейтингът е цяло число</translation>
    </message>
    <message>
        <source>Edit player {0}</source>
        <translation>Редактиране на състезател {0}</translation>
    </message>
    <message>
        <source>Find in the rating lists: name or FIDE ID, Enter adds</source>
        <translation>Търсене в рейтинг листите: име или ФИДЕ ID, Enter добавя</translation>
    </message>
    <message>
        <source>Renumber by rating</source>
        <translation>Преномериране по рейтинг</translation>
    </message>
    <message>
        <source>Start numbers by rating, then title, then name (FIDE C.04.2); results stay with their players</source>
        <translation>Стартови номера по рейтинг, после звание, после име (ФИДЕ C.04.2); резултатите остават при играчите</translation>
    </message>
    <message>
        <source>Which rating ranks the players (TRF-26 record 172): FIDE; NRO national only; FIDON FIDE, else national; NIDOF national, else FIDE; HBFN the higher; LBFN the lower; OTHER the order as entered</source>
        <translation>Кой рейтинг определя подредбата (TRF-26 запис 172): FIDE; NRO само национален; FIDON FIDE, иначе национален; NIDOF национален, иначе FIDE; HBFN по-високият; LBFN по-ниският; OTHER редът на въвеждане</translation>
    </message>
    <message>
        <source>Check against the list…</source>
        <translation>Проверка спрямо листата…</translation>
    </message>
    <message>
        <source>Compare name, federation, title, sex, birth year, rating and K of every player with a FIDE ID with the FIDE list in force; take the chosen ones over</source>
        <translation>Сравнява име, федерация, звание, пол, година на раждане, рейтинг и K на всеки играч с FIDE ID с валидната листа на FIDE; взема избраните</translation>
    </message>
    <message>
        <source>Import list…</source>
        <translation>Внасяне на листа…</translation>
    </message>
    <message>
        <source>Import the FIDE rating list (TXT or XML, as downloaded) or a national list</source>
        <translation>Внасяне на рейтинг листата на ФИДЕ (TXT или XML, както е изтеглена) или на национална листа</translation>
    </message>
    <message>
        <source>Import entries…</source>
        <translation>Внасяне на записвания…</translation>
    </message>
    <message>
        <source>Add the players of a CSV or Excel file of entries; rows copied from a spreadsheet can also be pasted into the table (Ctrl+V)</source>
        <translation>Добавяне на състезателите от CSV или Excel файл със записвания; редове, копирани от електронна таблица, могат да се поставят в таблицата (Ctrl+V)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Класически</translation>
    </message>
    <message>
        <source>Rapid</source>
        <translation>Ускорен шахмат</translation>
    </message>
    <message>
        <source>Blitz</source>
        <translation>Блиц</translation>
    </message>
    <message>
        <source>The event&apos;s rating: which rating registered players get</source>
        <translation>Рейтингът на турнира: кой рейтинг получават записаните състезатели</translation>
    </message>
    <message>
        <source>The lists a registered player&apos;s rating is taken from, in order: the first one that has the player (rapid, then standard: a player without a rapid rating is seeded by the standard one; a national list after FIDE&apos;s: a player without a FIDE rating gets the national one)</source>
        <translation>Листите, от които се взема рейтингът на регистриран състезател, по ред: първата, в която е състезателят (ускорен, после класически: състезател без рейтинг по ускорен шах се подрежда по класическия; национална листа след тази на FIDE: състезател без рейтинг FIDE получава националния)</translation>
    </message>
    <message>
        <source>&amp;Rating:</source>
        <translation>&amp;Рейтинг:</translation>
    </message>
    <message>
        <source>&amp;Sequence:</source>
        <translation>&amp;Ред:</translation>
    </message>
    <message>
        <source>Starting ran&amp;k:</source>
        <translation>&amp;Класиране:</translation>
    </message>
    <message>
        <source>No rating list imported yet (Import list…).</source>
        <translation>Още няма внесена рейтинг листа (Внасяне на листа…).</translation>
    </message>
    <message>
        <source>{0}: list of {1}, players: {2}</source>
        <translation>{0}: листа от {1}, играчи: {2}</translation>
    </message>
    <message>
        <source>Rating sequence {0}</source>
        <translation>Ред на рейтингите {0}</translation>
    </message>
    <message>
        <source>Starting-rank method {0}</source>
        <translation>Метод за начално подреждане {0}</translation>
    </message>
    <message>
        <source>Rating type {0}</source>
        <translation>Вид рейтинг {0}</translation>
    </message>
    <message>
        <source>Import cancelled; the previous list is unchanged.</source>
        <translation>Внасянето е прекъснато; предишната листа е непроменена.</translation>
    </message>
    <message>
        <source>Add player {0}</source>
        <translation>Добавяне на състезател {0}</translation>
    </message>
    <message>
        <source>Rows not added: {0}</source>
        <translation>Недобавени редове: {0}</translation>
    </message>
    <message>
        <source>Add {0} player(s)</source>
        <translation>Добавяне на {0} състезател(и)</translation>
    </message>
    <message>
        <source>Import entries</source>
        <translation>Внасяне на записвания</translation>
    </message>
    <message>
        <source>Take {0} difference(s) from the list</source>
        <translation>Вземи {0} разлика(и) от листата</translation>
    </message>
    <message>
        <source>Date of the list</source>
        <translation>Дата на листата</translation>
    </message>
    <message>
        <source>{0} does not say which list it is. Its date (FIDE dates its lists the first day of the month):</source>
        <translation>{0} не показва коя листа е. Датата ѝ (FIDE датира листите си с първия ден на месеца):</translation>
    </message>
    <message>
        <source>Import rating list</source>
        <translation>Внасяне на рейтинг листа</translation>
    </message>
    <message>
        <source>Importing {0}…</source>
        <translation>Внасяне на {0}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <source>Rating {0} ({1} {2}, list of {3})</source>
        <translation>Рейтинг {0} ({1} {2}, листа от {3})</translation>
    </message>
    <message>
        <source>National rating {0} ({1}, list of {3})</source>
        <translation>Национален рейтинг {0} ({1}, листа от {3})</translation>
    </message>
    <message>
        <source>Rating of {0} from a list</source>
        <translation>Рейтинг на {0} от листа</translation>
    </message>
    <message>
        <source>Must not meet</source>
        <translation>Да не се срещат</translation>
    </message>
    <message>
        <source>The two selected players must not be paired (siblings, team-mates); set before round 1</source>
        <translation>Двамата избрани играчи не бива да играят помежду си (братя и сестри, съотборници); задава се преди кръг 1</translation>
    </message>
    <message>
        <source>May meet</source>
        <translation>Могат да се срещат</translation>
    </message>
    <message>
        <source>Prohibited pairs…</source>
        <translation>Забранени двойки…</translation>
    </message>
    <message>
        <source>Prohibited pairs</source>
        <translation>Забранени двойки</translation>
    </message>
    <message>
        <source>Select two players.</source>
        <translation>Изберете двама играчи.</translation>
    </message>
    <message>
        <source>Players {0} and {1} must not meet</source>
        <translation>Играчите {0} и {1} да не се срещат</translation>
    </message>
    <message>
        <source>Players {0} and {1} may meet</source>
        <translation>Играчите {0} и {1} могат да се срещат</translation>
    </message>
    <message>
        <source>No prohibited pairs.</source>
        <translation>Няма забранени двойки.</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>SSF Swiss (Sweden)</source>
        <translation>SSF, швейцарска система (Швеция)</translation>
    </message>
    <message>
        <source>SSF round robin (Sweden)</source>
        <translation>SSF, кръгова система (Швеция)</translation>
    </message>
    <message>
        <source>NSF NGP and club Swiss (Norway)</source>
        <translation>NSF, NGP и клубни турнири по швейцарска система (Норвегия)</translation>
    </message>
    <message>
        <source>DrawBoss layered Buchholz (Denmark, backgammon)</source>
        <translation>DrawBoss, многостепенен Бухолц (Дания, табла)</translation>
    </message>
    <message>
        <source>DrawBoss rating correction (Denmark, backgammon)</source>
        <translation>DrawBoss, рейтингова корекция (Дания, табла)</translation>
    </message>
    <message>
        <source>DrawBoss median Buchholz (Denmark, backgammon)</source>
        <translation>DrawBoss, Бухолц-Медиана (Дания, табла)</translation>
    </message>
    <message>
        <source>DrawBoss Buchholz Variant 1 (Denmark, backgammon)</source>
        <translation>DrawBoss, Бухолц вариант 1 (Дания, табла)</translation>
    </message>
    <message>
        <source>FIDE Swiss (C.07 2026)</source>
        <translation>ФИДЕ, швейцарска система (C.07 2026)</translation>
    </message>
    <message>
        <source>FIDE Swiss (C.07 2023/2024)</source>
        <translation>ФИДЕ, швейцарска система (C.07 2023/2024)</translation>
    </message>
    <message>
        <source>FIDE round robin</source>
        <translation>ФИДЕ, кръгова система</translation>
    </message>
    <message>
        <source>FIDE Swiss, legacy rules (before Sep 2023)</source>
        <translation>ФИДЕ, швейцарска система, стари правила (преди септ. 2023)</translation>
    </message>
    <message>
        <source>SSF Buchholz Cut-1, direct encounter if all tied have met, most wins (forfeit and bye wins included), most games with Black, drawing of lots</source>
        <translation>SSF Бухолц без най-слабия противник, лична среща, ако всички са играли помежду си, брой победи (вкл. по присъждане и свободен от игра), брой партии с черните, жребий</translation>
    </message>
    <message>
        <source>Direct encounter, Sonneborn-Berger, most wins, most games with Black, drawing of lots</source>
        <translation>Лична среща, Зонеборн-Бергер, брой победи, брой партии с черните, жребий</translation>
    </message>
    <message>
        <source>Buchholz median (7 rounds or more only), Buchholz Cut-1, Buchholz, average FIDE rating of opponents; legacy virtual opponent</source>
        <translation>Бухолц-Медиана (само при 7 или повече кръга), Бухолц без най-слабия противник, Бухолц, среден ФИДЕ рейтинг на противниците; виртуален опонент (стари правила)</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion: layered Buchholz, a bye is an opponent with 0 points</source>
        <translation>DrawBoss Korrektion: многостепенен Бухолц, свободен от игра се брои за противник с 0 точки</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion: sum of the opponents&apos; ratings, a bye rated 500</source>
        <translation>DrawBoss Korrektion: сбор от рейтингите на противниците, свободен от игра с рейтинг 500</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion: Buchholz without the highest and lowest opponent</source>
        <translation>DrawBoss Korrektion: Бухолц без най-силния и най-слабия противник</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion: layered Buchholz in the order R-2, R-1, R, R-3, ...</source>
        <translation>DrawBoss Korrektion: многостепенен Бухолц в реда R-2, R-1, R, R-3, ...</translation>
    </message>
    <message>
        <source>Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger, lots; C.07 March 2026 unplayed-round rules</source>
        <translation>Лична среща, победи, партии с черните, Бухолц без най-слабия противник, Бухолц, Зонеборн-Бергер, жребий; неизиграни кръгове по C.07 от март 2026</translation>
    </message>
    <message>
        <source>Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger, lots; C.07 Aug 2024 unplayed-round rules</source>
        <translation>Лична среща, победи, партии с черните, Бухолц без най-слабия противник, Бухолц, Зонеборн-Бергер, жребий; неизиграни кръгове по C.07 от авг. 2024</translation>
    </message>
    <message>
        <source>Direct encounter, wins, Sonneborn-Berger, Koya, lots (no Buchholz: C.07 2026 note to Art. 8)</source>
        <translation>Лична среща, победи, Зонеборн-Бергер, Коя, жребий (без Бухолц: C.07 2026, бележка към чл. 8)</translation>
    </message>
    <message>
        <source>Direct encounter, wins, games with Black, Buchholz Cut-1, Buchholz, Sonneborn-Berger; virtual opponent (2009)</source>
        <translation>Лична среща, победи, партии с черните, Бухолц без най-слабия противник, Бухолц, Зонеборн-Бергер; виртуален опонент (2009)</translation>
    </message>
</context>
<context>
    <name>PreviewModel</name>
    <message>
        <source>Rk.</source>
        <translation>Място</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Преди</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Точки</translation>
    </message>
    <message>
        <source>The place with the tournament&apos;s current tie-break settings</source>
        <translation>Мястото с текущите допълнителни показатели на турнира</translation>
    </message>
    <message>
        <source>{0} (wd)</source>
        <translation>{0} (напуснал)</translation>
    </message>
    <message>
        <source>Place {0}, was {1} with the current settings</source>
        <translation>Място {0}, беше {1} с текущите настройки</translation>
    </message>
</context>
<context>
    <name>PrizesDialog</name>
    <message>
        <source>Prizes</source>
        <translation>Награди</translation>
    </message>
    <message>
        <source>Ties share the money equally</source>
        <translation>При равенство наградите се делят поравно</translation>
    </message>
    <message>
        <source>Hort system: half by tie-break, half shared</source>
        <translation>Система Хорт: половината по допълнителни показатели, половината поравно</translation>
    </message>
    <message>
        <source>Decided by tie-break</source>
        <translation>Решава се по допълнителните показатели</translation>
    </message>
    <message>
        <source>Prize group</source>
        <translation>Категория</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>нерейтингов</translation>
    </message>
    <message>
        <source>rated</source>
        <translation>рейтингов</translation>
    </message>
    <message>
        <source>club:</source>
        <translation>клуб:</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Кои</translation>
    </message>
    <message>
        <source>Amounts by place</source>
        <translation>Суми по места</translation>
    </message>
    <message>
        <source>Who: U16, S50, F, 1600-1799, {0}, {1}, SWE, {2}&quot;…&quot;, #3,7 (empty: everybody). Amounts by place: 300, 200, 100.</source>
        <translation>Кои: U16, S50, F, 1600-1799, {0}, {1}, SWE, {2}&quot;…&quot;, #3,7 (празно: всички). Суми по места: 300, 200, 100.</translation>
    </message>
    <message>
        <source>Add group</source>
        <translation>Добавяне на категория</translation>
    </message>
    <message>
        <source>Remove group</source>
        <translation>Премахване на категория</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Зареждане…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Запис…</translation>
    </message>
    <message>
        <source>Export prize list…</source>
        <translation>Експорт на списъка с награди…</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Място</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Състезател</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Точки</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Сума</translation>
    </message>
    <message>
        <source>Prize list</source>
        <translation>Списък на наградите</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Общо</translation>
    </message>
    <message>
        <source>The prize table has a mistake: {0}

Close without keeping the changes?</source>
        <translation>Таблицата с награди има грешка: {0}

Затваряне без запазване на промените?</translation>
    </message>
    <message>
        <source>line {0}</source>
        <translation>ред {0}</translation>
    </message>
    <message>
        <source>{0}: “{1}” is not a condition</source>
        <translation>{0}: „{1}“ не е условие</translation>
    </message>
    <message>
        <source>{0}: amounts are numbers with at most two decimals</source>
        <translation>{0}: сумите са числа с най-много два знака след десетичната точка</translation>
    </message>
    <message>
        <source>Total {0} {1}</source>
        <translation>Общо {0} {1}</translation>
    </message>
    <message>
        <source>{0}: prizes</source>
        <translation>{0}: награди</translation>
    </message>
    <message>
        <source>Export prize list</source>
        <translation>Експорт на списъка с награди</translation>
    </message>
    <message>
        <source>Load prize table</source>
        <translation>Зареждане на таблица с награди</translation>
    </message>
    <message>
        <source>Save prize table</source>
        <translation>Запис на таблица с награди</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Добре</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Запазване</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Запазване на всичко</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Отваряне</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Да</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Да за &amp;всички</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Не</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Н&amp;е за всички</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Прекъсване</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Повторен опит</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Пренебрегване</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затваряне</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Отхвърляне</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Помощ</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Прилагане</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Нулиране</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>По подразбиране</translation>
    </message>
</context>
<context>
    <name>QPrintPreviewDialog</name>
    <message>
        <source>Print Preview</source>
        <translation>Преглед за печат</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Следваща страница</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Предишна страница</translation>
    </message>
    <message>
        <source>First page</source>
        <translation>Първа страница</translation>
    </message>
    <message>
        <source>Last page</source>
        <translation>Последна страница</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Ширина на страницата</translation>
    </message>
    <message>
        <source>Fit page</source>
        <translation>Цялата страница</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Увеличаване</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Намаляване</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Портрет</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Пейзаж</translation>
    </message>
    <message>
        <source>Show single page</source>
        <translation>Показване на една страница</translation>
    </message>
    <message>
        <source>Show facing pages</source>
        <translation>Показване на лицевите страници</translation>
    </message>
    <message>
        <source>Show overview of all pages</source>
        <translation>Показване на преглед на всички страници</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Печат</translation>
    </message>
    <message>
        <source>Page setup</source>
        <translation>Настройки на страниците</translation>
    </message>
    <message>
        <source>Export to PDF</source>
        <translation>Изнасяне като PDF</translation>
    </message>
</context>
<context>
    <name>RatingChangeDialog</name>
    <message>
        <source>{0}: list of {1} ({2}).</source>
        <translation>{0}: листа от {1} ({2}).</translation>
    </message>
    <message>
        <source>The list {0} ({1}) gives another rating or K for {2} player(s): Check against the list takes them over.</source>
        <translation>Листата {0} ({1}) дава друг рейтинг или K за {2} играч(и): „Проверка спрямо листата“ ги взема.</translation>
    </message>
    <message>
        <source>Rating changes</source>
        <translation>Рейтингови промени</translation>
    </message>
    <message>
        <source>FIDE Rating Regulations {0} (the event&apos;s date)</source>
        <translation>Правилник за рейтинга на ФИДЕ {0} (датата на турнира)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Точки</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Очаквано</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Промяна</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Нов</translation>
    </message>
    <message>
        <source>Round {0} v {1} ({2}): {3} - {4} = {5} × {6}</source>
        <translation>Кръг {0} срещу {1} ({2}): {3} - {4} = {5} × {6}</translation>
    </message>
    <message>
        <source>Total change {0} · rated players: {1}</source>
        <translation>Обща промяна {0} · играчи с рейтинг: {1}</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recover unsaved work</source>
        <translation>Възстановяване на незапазена работа</translation>
    </message>
    <message>
        <source>arbiter-app did not close normally. This unsaved work was kept; restore it?</source>
        <translation>arbiter-app не беше затворена нормално. Тази незапазена работа е съхранена; да бъде ли възстановена?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Възстановяване</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Отхвърляне</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Не сега</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Buchholz, no cut</source>
        <translation>Бухолц (пълен)</translation>
    </message>
    <message>
        <source>Buchholz Cut-1</source>
        <translation>Бухолц без най-слабия противник</translation>
    </message>
    <message>
        <source>Buchholz Cut-2</source>
        <translation>Бухолц без двамата най-слаби противници</translation>
    </message>
    <message>
        <source>Buchholz median</source>
        <translation>Бухолц-Медиана</translation>
    </message>
    <message>
        <source>Buchholz Median-2</source>
        <translation>Бухолц-Медиана 2</translation>
    </message>
    <message>
        <source>Buchholz Variant 1</source>
        <translation>Бухолц, вариант 1</translation>
    </message>
    <message>
        <source>Average Buchholz of opponents</source>
        <translation>Среден Бухолц на противниците</translation>
    </message>
    <message>
        <source>Average perfect performance of opponents</source>
        <translation>Средно перфектно представяне на противниците</translation>
    </message>
    <message>
        <source>Average performance rating of opponents</source>
        <translation>Среден рейтинг на представянето на противниците</translation>
    </message>
    <message>
        <source>Average FIDE rating of opponents</source>
        <translation>Среден ФИДЕ рейтинг на противниците</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Бухолц</translation>
    </message>
    <message>
        <source>Layered Buchholz</source>
        <translation>Многостепенен Бухолц</translation>
    </message>
    <message>
        <source>Buchholz median (DrawBoss)</source>
        <translation>Бухолц-Медиана (DrawBoss)</translation>
    </message>
    <message>
        <source>Games with Black</source>
        <translation>Партии с черните</translation>
    </message>
    <message>
        <source>Wins with Black</source>
        <translation>Победи с черните</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Лична среща</translation>
    </message>
    <message>
        <source>Direct encounter (all met)</source>
        <translation>Лична среща (всички са играли помежду си)</translation>
    </message>
    <message>
        <source>Fore Buchholz</source>
        <translation>Предварителен Бухолц</translation>
    </message>
    <message>
        <source>Koya</source>
        <translation>Коя</translation>
    </message>
    <message>
        <source>Drawing of lots</source>
        <translation>Жребий</translation>
    </message>
    <message>
        <source>Progressive score</source>
        <translation>Прогресивен резултат</translation>
    </message>
    <message>
        <source>Perfect tournament performance</source>
        <translation>Перфектно турнирно представяне</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Точки</translation>
    </message>
    <message>
        <source>Rounds elected to play</source>
        <translation>Избрани за игра кръгове</translation>
    </message>
    <message>
        <source>Rating correction</source>
        <translation>Рейтингова корекция</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Зонеборн-Бергер</translation>
    </message>
    <message>
        <source>Standard points</source>
        <translation>Стандартни точки</translation>
    </message>
    <message>
        <source>Pairing number</source>
        <translation>Стартов номер</translation>
    </message>
    <message>
        <source>Tournament performance rating</source>
        <translation>Турнирен рейтинг на представянето</translation>
    </message>
    <message>
        <source>Number of wins</source>
        <translation>Брой победи</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Спечелени изиграни партии</translation>
    </message>
    <message>
        <source>Average of the Buchholz (/F: Fore Buchholz) of the opponents played OTB</source>
        <translation>средният Бухолц (/F: предварителен Бухолц) на противниците от изиграните партии</translation>
    </message>
    <message>
        <source>Average of the OTB opponents&apos; perfect tournament performances</source>
        <translation>средното на перфектните турнирни представяния на противниците от изиграните партии</translation>
    </message>
    <message>
        <source>Average of the OTB opponents&apos; tournament performance ratings</source>
        <translation>средното на рейтингите на представянето на противниците от изиграните партии</translation>
    </message>
    <message>
        <source>Average rating of the opponents played over the board</source>
        <translation>среден рейтинг на противниците от изиграните партии</translation>
    </message>
    <message>
        <source>Buchholz: sum of the opponents&apos; scores (unplayed rounds per the rules)</source>
        <translation>сбор от крайните резултати на противниците (неизиграните партии според правилата)</translation>
    </message>
    <message>
        <source>DrawBoss layered Buchholz: all opponents, then the best R-1, ..., best 1, compared in turn (/V1: order R-2, R-1, R, R-3, ...)</source>
        <translation>DrawBoss: всички противници, после най-добрите R-1, ..., най-добрият, сравнени поред (/V1: ред R-2, R-1, R, R-3, ...)</translation>
    </message>
    <message>
        <source>DrawBoss median Buchholz: drop the highest and lowest opponent (the two highest and lowest from 9 rounds on)</source>
        <translation>DrawBoss: без най-силния и най-слабия противник (от 9 кръга нататък без двамата най-силни и двамата най-слаби)</translation>
    </message>
    <message>
        <source>Number of games played over the board with Black</source>
        <translation>брой изиграни партии с черните</translation>
    </message>
    <message>
        <source>Number of games won over the board with Black</source>
        <translation>брой спечелени изиграни партии с черните</translation>
    </message>
    <message>
        <source>Direct encounter: results among the tied players (type A, per group)</source>
        <translation>резултатите между състезателите с равен брой точки (тип A, по групи)</translation>
    </message>
    <message>
        <source>Direct encounter only if all tied players have met each other (SSF; legacy FIDE)</source>
        <translation>лична среща, само ако всички състезатели с равни точки са играли помежду си (SSF; стари правила на ФИДЕ)</translation>
    </message>
    <message>
        <source>Fore Buchholz: Buchholz with every final-round game counted as a draw</source>
        <translation>Бухолц, при който всички партии от последния кръг се броят за реми</translation>
    </message>
    <message>
        <source>Koya: points scored against opponents with at least 50% of the maximum</source>
        <translation>точки срещу противници с поне 50 % от максималния брой точки</translation>
    </message>
    <message>
        <source>Drawing of lots, seeded by the tournament so it is the same every time</source>
        <translation>жребий, определен от турнира, така че да е един и същ всеки път</translation>
    </message>
    <message>
        <source>Progressive score: sum of the running score after each round</source>
        <translation>сбор от резултатите след всеки кръг</translation>
    </message>
    <message>
        <source>Perfect tournament performance: lowest rating expected to score</source>
        <translation>най-ниският рейтинг, при който се очаква постигнатият резултат</translation>
    </message>
    <message>
        <source>Points: the primary score</source>
        <translation>точките от партиите</translation>
    </message>
    <message>
        <source>Rounds one elected to play: rounds minus requested byes and forfeits</source>
        <translation>кръговете без поисканите почивки и служебните резултати</translation>
    </message>
    <message>
        <source>DrawBoss rating correction: sum of the opponents&apos; ratings, a bye rated 500</source>
        <translation>DrawBoss: сбор от рейтингите на противниците, свободен от игра с рейтинг 500</translation>
    </message>
    <message>
        <source>Rating, highest first (/R: lowest first)</source>
        <translation>рейтинг, най-високият първо (/R: най-ниският първо)</translation>
    </message>
    <message>
        <source>Sonneborn-Berger: opponents&apos; scores times the points scored against them</source>
        <translation>резултатите на противниците, умножени по точките, спечелени срещу тях</translation>
    </message>
    <message>
        <source>Standard points: wins 1, draws ½ (3-1-0 events read as 1-½-0)</source>
        <translation>победа 1, реми ½ (3-1-0 се брои като 1-½-0)</translation>
    </message>
    <message>
        <source>Tournament pairing number, lowest first (/R: highest first)</source>
        <translation>стартов номер, най-малкият първо (/R: най-големият първо)</translation>
    </message>
    <message>
        <source>Tournament performance rating: ARO + dp(fractional score)</source>
        <translation>среден рейтинг на противниците + dp(дял на точките)</translation>
    </message>
    <message>
        <source>Number of wins: rounds with a win&apos;s points, played or not</source>
        <translation>кръгове с точки за победа, изиграни или не</translation>
    </message>
    <message>
        <source>Number of games won over the board</source>
        <translation>брой спечелени изиграни партии</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Крайно класиране</translation>
    </message>
    <message>
        <source>Standings after round {round}</source>
        <translation>Класиране след кръг {round}</translation>
    </message>
    <message>
        <source>Standings after round {round} – games without a result: {count}, not counted</source>
        <translation>Класиране след кръг {round} – партии без резултат: {count}, не се броят</translation>
    </message>
    <message>
        <source>Standings after round {round} – games without a result: {count}, counted as draws</source>
        <translation>Класиране след кръг {round} – партии без резултат: {count}, броят се за реми</translation>
    </message>
    <message>
        <source>Provisional standings after round {round} – adjourned games without a result: {count}</source>
        <translation>Предварително класиране след кръг {round} – отложени партии без резултат: {count}</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Класиране</translation>
    </message>
    <message>
        <source>Outside FIDE mode since round {round}: {reason}</source>
        <translation>Извън режим FIDE от кръг {round}: {reason}</translation>
    </message>
    <message>
        <source>Initial ranking list</source>
        <translation>Начално класиране</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Кръстосана таблица</translation>
    </message>
    <message>
        <source>{title} – Chess960</source>
        <translation>{title} – Шах960</translation>
    </message>
    <message>
        <source>Round by round</source>
        <translation>Кръг по кръг</translation>
    </message>
    <message>
        <source>Tie-break details</source>
        <translation>Допълнителни показатели подробно</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation>Допълнителни показатели</translation>
    </message>
    <message>
        <source>Symbols</source>
        <translation>Символи</translation>
    </message>
    <message>
        <source>Rk.</source>
        <translation>Място</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Звание</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Фед.</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Клуб</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Nat</source>
        <translation>Нац.</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>ФИДЕ ID</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Точки</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>R{round}</source>
        <translation>К{round}</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Допълнителен показател</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Стойност</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Бележки</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Описание</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Дневник</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Време</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Кръг</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Какво</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Защо</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Място</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Федерация</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Дати</translation>
    </message>
    <message>
        <source>Chief arbiter</source>
        <translation>Главен съдия</translation>
    </message>
    <message>
        <source>Deputy arbiters</source>
        <translation>Помощник-съдии</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Контрола на времето</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Система</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Кръгове</translation>
    </message>
    <message>
        <source>{played} of {planned}</source>
        <translation>{played} от {planned}</translation>
    </message>
    <message>
        <source>Rule edition</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>{rules} (assumed: the start date “{date}” could not be read)</source>
        <translation>{rules} (прието: началната дата „{date}“ не може да се прочете)</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Готова настройка</translation>
    </message>
    <message>
        <source>For information (not used for ranking)</source>
        <translation>За информация (не се използва за класирането)</translation>
    </message>
    <message>
        <source>for information, not used for ranking</source>
        <translation>за информация, не се използва за класирането</translation>
    </message>
    <message>
        <source>{code} (info)</source>
        <translation>{code} (инфо)</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Точкуване</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Състезатели</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Програма</translation>
    </message>
    <message>
        <source>Rating list</source>
        <translation>Рейтингова листа</translation>
    </message>
    <message>
        <source>{list}, list of {date} (the list in force for the event)</source>
        <translation>{list}, листа от {date} (листата, валидна за турнира)</translation>
    </message>
    <message>
        <source>{list}, list of {date} – warning: {months} month(s) older than the list in force, a newer list should exist</source>
        <translation>{list}, листа от {date} – внимание: {months} месец(а) по-стара от валидната листа, трябва да има по-нова листа</translation>
    </message>
    <message>
        <source>{list}, list of {date} ({months} month(s) newer than the list in force)</source>
        <translation>{list}, листа от {date} ({months} месец(а) по-нова от валидната листа)</translation>
    </message>
    <message>
        <source>{list} – warning: the list&apos;s date is unknown</source>
        <translation>{list} – внимание: датата на листата е неизвестна</translation>
    </message>
    <message>
        <source>Swiss system</source>
        <translation>Швейцарска система</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Кръгова система</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Двукръгова система</translation>
    </message>
    <message>
        <source>FIDE C.07 (March 2026)</source>
        <translation>ФИДЕ C.07 (март 2026)</translation>
    </message>
    <message>
        <source>FIDE C.07 (2023/2024)</source>
        <translation>ФИДЕ C.07 (2023/2024)</translation>
    </message>
    <message>
        <source>FIDE legacy (virtual opponent, 2009–2023)</source>
        <translation>ФИДЕ, стари правила (виртуален опонент, 2009–2023)</translation>
    </message>
    <message>
        <source>Swedish Chess Federation (SSF)</source>
        <translation>Шведска шахматна федерация (SSF)</translation>
    </message>
    <message>
        <source>DrawBoss (Danish Backgammon Federation)</source>
        <translation>DrawBoss (Датска федерация по табла)</translation>
    </message>
    <message>
        <source>withdrew after round {round}</source>
        <translation>напуснал турнира след кръг {round}</translation>
    </message>
    <message>
        <source>withdrawn after R{round}</source>
        <translation>напуснал след К{round}</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Страница {page} от {pages}</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>отрязан</translation>
    </message>
    <message>
        <source>Values in parentheses were removed by a cut or median.</source>
        <translation>Стойностите в скоби са отрязани (cut или медиана).</translation>
    </message>
    <message>
        <source>12w1: against no. 12 with White, won (½ drawn, 0 lost)</source>
        <translation>12w1: срещу № 12 с белите, победа (½ реми, 0 загуба)</translation>
    </message>
    <message>
        <source>+ / -: won / lost by forfeit; --: double forfeit</source>
        <translation>+ / -: победа / загуба по присъждане; --: двустранна загуба по присъждане</translation>
    </message>
    <message>
        <source>W, D, L: game of less than one move (won, drawn, lost)</source>
        <translation>W, D, L: партия с по-малко от един ход (победа, реми, загуба)</translation>
    </message>
    <message>
        <source>bye: pairing-allocated bye; F, H, Z: full, half, zero-point bye</source>
        <translation>bye: свободен от игра при жребия; F, H, Z: свободен от игра с 1, ½, 0 точки</translation>
    </message>
    <message>
        <source>P: postponed; A: adjourned; no symbol: result pending</source>
        <translation>P: отложена за по-късно; A: отложена; без символ: няма резултат</translation>
    </message>
    <message>
        <source>–: after withdrawal</source>
        <translation>–: след напускане на турнира</translation>
    </message>
    <message>
        <source>Cut-1: the lowest value removed</source>
        <translation>Cut-1: без най-ниската стойност</translation>
    </message>
    <message>
        <source>Cut-{n}: the {n} lowest values removed</source>
        <translation>Cut-{n}: без {n}-те най-ниски стойности</translation>
    </message>
    <message>
        <source>Median-1: the lowest and the highest value removed</source>
        <translation>Медиана-1: без най-ниската и най-високата стойност</translation>
    </message>
    <message>
        <source>Median-{n}: the {n} lowest and the {n} highest values removed</source>
        <translation>Медиана-{n}: без {n}-те най-ниски и {n}-те най-високи стойности</translation>
    </message>
    <message>
        <source>forfeits count as played games</source>
        <translation>служебните резултати се броят като изиграни партии</translation>
    </message>
    <message>
        <source>reversed order</source>
        <translation>обратен ред</translation>
    </message>
    <message>
        <source>limit {n:+d} half points</source>
        <translation>граница {n:+d} половин точки</translation>
    </message>
    <message>
        <source>rating {n} for unrated players</source>
        <translation>рейтинг {n} за състезатели без рейтинг</translation>
    </message>
    <message>
        <source>adjusted score</source>
        <translation>коригиран резултат</translation>
    </message>
    <message>
        <source>score</source>
        <translation>резултат</translation>
    </message>
    <message>
        <source>forfeit counted as game</source>
        <translation>служебен резултат, броен за партия</translation>
    </message>
    <message>
        <source>game without a result</source>
        <translation>партия без резултат</translation>
    </message>
    <message>
        <source>dummy opponent</source>
        <translation>фиктивен противник</translation>
    </message>
    <message>
        <source>dummy opponent (capped)</source>
        <translation>фиктивен противник (ограничен)</translation>
    </message>
    <message>
        <source>virtual opponent</source>
        <translation>виртуален опонент</translation>
    </message>
    <message>
        <source>no opponent</source>
        <translation>без противник</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>не е сдвоен</translation>
    </message>
    <message>
        <source>after the player&apos;s withdrawal</source>
        <translation>след оттеглянето на състезателя</translation>
    </message>
    <message>
        <source>scheduled opponent</source>
        <translation>насрочен противник</translation>
    </message>
    <message>
        <source>bye as an opponent with 0 points</source>
        <translation>свободен от игра като противник с 0 точки</translation>
    </message>
    <message>
        <source>direct encounter</source>
        <translation>лична среща</translation>
    </message>
    <message>
        <source>direct encounters, average</source>
        <translation>директни срещи, средно</translation>
    </message>
    <message>
        <source>cumulative score</source>
        <translation>натрупан резултат</translation>
    </message>
    <message>
        <source>unrated opponent, no rating given</source>
        <translation>противник без рейтинг, не е зададен рейтинг</translation>
    </message>
    <message>
        <source>rating given to unrated players</source>
        <translation>рейтинг за състезатели без рейтинг</translation>
    </message>
    <message>
        <source>rating given to a bye</source>
        <translation>рейтинг за свободен от игра</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Промяна на рейтинга</translation>
    </message>
    <message>
        <source>FIDE rating change under B.02: sum of K x (score - PD) over the games against rated opponents (information only)</source>
        <translation>Промяна на рейтинга по ФИДЕ съгласно B.02: сбор от K x (точки - PD) за партиите срещу противници с рейтинг (само за информация)</translation>
    </message>
    <message>
        <source>Pairings, round {round} of {rounds}</source>
        <translation>Жребий, кръг {round} от {rounds}</translation>
    </message>
    <message>
        <source>Players in alphabetical order, round {round}</source>
        <translation>Състезатели по азбучен ред, кръг {round}</translation>
    </message>
    <message>
        <source>Result slips, round {round}</source>
        <translation>Бланки за резултат, кръг {round}</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Дъска</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Бели</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Черни</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Резултат</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Цвят</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Свободен</translation>
    </message>
    <message>
        <source>Pairing-allocated bye</source>
        <translation>Свободен</translation>
    </message>
    <message>
        <source>Half-point bye</source>
        <translation>Почива с половин точка</translation>
    </message>
    <message>
        <source>Full-point bye</source>
        <translation>Почива с цяла точка</translation>
    </message>
    <message>
        <source>Absent</source>
        <translation>Отсъства</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Подпис</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Кръг {round}</translation>
    </message>
    <message>
        <source>Team final standings</source>
        <translation>Крайно класиране на отборите</translation>
    </message>
    <message>
        <source>Team crosstable</source>
        <translation>Отборна кръстосана таблица</translation>
    </message>
    <message>
        <source>Board results</source>
        <translation>Резултати по дъски</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Отбор</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>МТ</translation>
    </message>
    <message>
        <source>GP</source>
        <translation>ИТ</translation>
    </message>
    <message>
        <source>R{0}</source>
        <translation>К{0}</translation>
    </message>
    <message>
        <source>Board {0}</source>
        <translation>Дъска {0}</translation>
    </message>
    <message>
        <source>Reserves</source>
        <translation>Резерви</translation>
    </message>
    <message>
        <source>Pl.</source>
        <translation>М.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Pts.</source>
        <translation>Т.</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>почивка</translation>
    </message>
    <message>
        <source>Team pairings, round {0}</source>
        <translation>Отборен жребий, кръг {0}</translation>
    </message>
    <message>
        <source>Match slips, round {0}</source>
        <translation>Протоколи за мачовете, кръг {0}</translation>
    </message>
    <message>
        <source>Captains&apos; signatures</source>
        <translation>Подписи на капитаните</translation>
    </message>
    <message>
        <source>Each round: the opponent team&apos;s number, then the match points and the game points scored against it.</source>
        <translation>За всеки кръг: номерът на противниковия отбор, после мачовите точки и точките от партиите срещу него.</translation>
    </message>
</context>
<context>
    <name>ReportActions</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Печат…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>П&amp;реглед за печат…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Експортиране в P&amp;DF…</translation>
    </message>
    <message>
        <source>Export E&amp;xcel…</source>
        <translation>Експортиране в E&amp;xcel…</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>Експортиране в &amp;HTML…</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Експортиране в PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export Excel</source>
        <translation>Експортиране в Excel</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Работна книга на Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>Export HTML</source>
        <translation>Експортиране в HTML</translation>
    </message>
    <message>
        <source>Web page (*.html *.htm)</source>
        <translation>Уеб страница (*.html *.htm)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Експортирането е неуспешно</translation>
    </message>
    <message>
        <source>Could not write {path}:
{error}</source>
        <translation>{path} не може да бъде записан:
{error}</translation>
    </message>
    <message>
        <source>Written {path}</source>
        <translation>Записано: {path}</translation>
    </message>
</context>
<context>
    <name>ResultPalette</name>
    <message>
        <source>Win</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Реми</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Загуба</translation>
    </message>
    <message>
        <source>Forfeit win</source>
        <translation>Победа по присъждане</translation>
    </message>
    <message>
        <source>Forfeit loss</source>
        <translation>Загуба по присъждане</translation>
    </message>
    <message>
        <source>Double forfeit</source>
        <translation>Двустранна загуба</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Предстои</translation>
    </message>
    <message>
        <source>Pairing bye</source>
        <translation>Свободен</translation>
    </message>
    <message>
        <source>Full-point bye</source>
        <translation>Почивка 1 т.</translation>
    </message>
    <message>
        <source>Half-point bye</source>
        <translation>Почивка ½ т.</translation>
    </message>
    <message>
        <source>Zero-point bye</source>
        <translation>Почивка 0 т.</translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation>Напуснал</translation>
    </message>
    <message>
        <source>Postponed</source>
        <translation>Отложена</translation>
    </message>
    <message>
        <source>{label}: enter “{symbol}” in the selected cells ({key})</source>
        <translation>{label}: въвеждане на „{symbol}“ в избраните клетки ({key})</translation>
    </message>
</context>
<context>
    <name>RoundView</name>
    <message>
        <source>Player {player} is not paired.</source>
        <translation>Състезател {player} не е в жребия.</translation>
    </message>
    <message>
        <source>Player {player} is paired twice.</source>
        <translation>Състезател {player} е изтеглен два пъти.</translation>
    </message>
    <message>
        <source>Player {player} is excused or withdrawn, yet paired.</source>
        <translation>Състезател {player} е освободен или отказал се, но е в жребия.</translation>
    </message>
    <message>
        <source>Pairing-allocated bye to {player} not needed (even number).</source>
        <translation>Свободен за {player} не е нужен (четен брой).</translation>
    </message>
    <message>
        <source>Player {player} already had a bye or a win without playing (round {detail}).</source>
        <translation>Състезател {player} вече е бил свободен или е спечелил без игра (кръг {detail}).</translation>
    </message>
    <message>
        <source>Players {player} and {opponent} already met (round {detail}).</source>
        <translation>Състезателите {player} и {opponent} вече са играли (кръг {detail}).</translation>
    </message>
    <message>
        <source>Players {player} and {opponent} meet again after a forfeit.</source>
        <translation>Състезателите {player} и {opponent} се срещат отново след служебен резултат.</translation>
    </message>
    <message>
        <source>Player {player}: colour difference {detail}.</source>
        <translation>Състезател {player}: цветова разлика {detail}.</translation>
    </message>
    <message>
        <source>Player {player}: the same colour three times in a row.</source>
        <translation>Състезател {player}: един и същ цвят три пъти подред.</translation>
    </message>
    <message>
        <source>Player {player}: colour rule not kept (topscorer, last round).</source>
        <translation>Състезател {player}: цветовото правило не е спазено (лидер, последен кръг).</translation>
    </message>
    <message>
        <source>Players {player} and {opponent} must not meet (prohibited pair).</source>
        <translation>Състезателите {player} и {opponent} не бива да се срещат (забранена двойка).</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Дъска</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Бели</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Точки</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Резултат</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Черни</translation>
    </message>
    <message>
        <source>{0}  (no such player)</source>
        <translation>{0}  (няма такъв състезател)</translation>
    </message>
    <message>
        <source>{0} forfeit</source>
        <translation>{0} служебно</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Кръг</translation>
    </message>
    <message>
        <source>Pair next round</source>
        <translation>Жребий за следващия кръг</translation>
    </message>
    <message>
        <source>Unpair last round</source>
        <translation>Отмени жребия на последния кръг</translation>
    </message>
    <message>
        <source>Print pairings…</source>
        <translation>Печат на жребия …</translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation>Размени цветовете</translation>
    </message>
    <message>
        <source>Swap the colours of the selected board</source>
        <translation>Размени цветовете на избраната дъска</translation>
    </message>
    <message>
        <source>Click a finding to show its board</source>
        <translation>Щракнете върху забележка, за да видите дъската ѝ</translation>
    </message>
    <message>
        <source>Exchange players</source>
        <translation>Размени състезатели</translation>
    </message>
    <message>
        <source>Exchange the black players of the two selected boards</source>
        <translation>Размени състезателите с черните на двете избрани дъски</translation>
    </message>
    <message>
        <source>withdrawn after round {0}</source>
        <translation>отказал се след кръг {0}</translation>
    </message>
    <message>
        <source>Not paired in round {0}: {1}</source>
        <translation>Не се жребии в кръг {0}: {1}</translation>
    </message>
    <message>
        <source>No engine implements the pairing text in force on {0} (before 1 July 2017): the FIDE (Dutch) text of 2017 pairs this event.</source>
        <translation>Никой механизъм не прилага правилата за жребий, действащи на {0} (преди 1 юли 2017): турнирът се жребии по FIDE (холандската) система от 2017.</translation>
    </message>
    <message>
        <source>{0} {1}: {2}</source>
        <translation>{0} {1}: {2}</translation>
    </message>
    <message>
        <source>Byes and absences</source>
        <translation>Свободни и отсъстващи</translation>
    </message>
    <message>
        <source>… and {0} more.</source>
        <translation>… и още {0}.</translation>
    </message>
    <message>
        <source>Other result…</source>
        <translation>Друг резултат…</translation>
    </message>
    <message>
        <source>Type the selected board&apos;s result, White first: also ½-0, 0-½ and 0-0</source>
        <translation>Въведете резултата на избраната дъска, първо белите: също ½-0, 0-½ и 0-0</translation>
    </message>
    <message>
        <source>Correct for the rating report…</source>
        <translation>Поправка за рейтинговия отчет…</translation>
    </message>
    <message>
        <source>Record the selected board&apos;s corrected result for the rating report only: the standings keep the result as played (C.04.2 4.3)</source>
        <translation>Запис на поправения резултат на избраната дъска само за рейтинговия отчет: класирането запазва резултата, както е изигран (C.04.2 4.3)</translation>
    </message>
    <message>
        <source>Other result</source>
        <translation>Друг резултат</translation>
    </message>
    <message>
        <source>Board {0}: the result, White first (e.g. ½-0)</source>
        <translation>Дъска {0}: резултатът, първо белите (напр. ½-0)</translation>
    </message>
    <message>
        <source>Not a board result: {0}</source>
        <translation>Не е резултат: {0}</translation>
    </message>
    <message>
        <source>Result on board {0}</source>
        <translation>Резултат на дъска {0}</translation>
    </message>
    <message>
        <source>Correct for the rating report</source>
        <translation>Поправка за рейтинговия отчет</translation>
    </message>
    <message>
        <source>Why is the result corrected?</source>
        <translation>Защо се поправя резултатът?</translation>
    </message>
    <message>
        <source>Correction for the rating report, board {0}</source>
        <translation>Поправка за рейтинговия отчет, дъска {0}</translation>
    </message>
    <message>
        <source>All rounds are paired.</source>
        <translation>Всички кръгове са изтеглени.</translation>
    </message>
    <message>
        <source>Round {0} has games without a result.</source>
        <translation>Кръг {0} има партии без резултат.</translation>
    </message>
    <message>
        <source>Pair round {0}</source>
        <translation>Жребий за кръг {0}</translation>
    </message>
    <message>
        <source>Pairing…</source>
        <translation>Тегли се жребий …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <source>Change pairing</source>
        <translation>Промяна на жребия</translation>
    </message>
    <message>
        <source>Board {0} has a result. Change the pairing and drop the result?</source>
        <translation>Дъска {0} има резултат. Да се промени ли жребият и да се премахне резултатът?</translation>
    </message>
    <message>
        <source>Swap colours in round {0}</source>
        <translation>Размяна на цветовете в кръг {0}</translation>
    </message>
    <message>
        <source>Exchange players in round {0}</source>
        <translation>Размяна на състезатели в кръг {0}</translation>
    </message>
    <message>
        <source>Unpair round {0}</source>
        <translation>Премахване на жребия за кръг {0}</translation>
    </message>
    <message>
        <source>Team {player} is not paired.</source>
        <translation>Отбор {player} не е в жребия.</translation>
    </message>
    <message>
        <source>Team {player} is paired twice.</source>
        <translation>Отбор {player} е в жребия два пъти.</translation>
    </message>
    <message>
        <source>Team {player} has a bye or withdrew, yet is paired.</source>
        <translation>Отбор {player} е свободен или се е оттеглил, но е в жребия.</translation>
    </message>
    <message>
        <source>Pairing-allocated bye to team {player} not needed (even number).</source>
        <translation>Служебно свободен кръг за отбор {player} не е нужен (четен брой).</translation>
    </message>
    <message>
        <source>Team {player} already had the pairing-allocated bye (round {detail}).</source>
        <translation>Отбор {player} вече е бил служебно свободен (кръг {detail}).</translation>
    </message>
    <message>
        <source>Teams {player} and {opponent} already met (round {detail}).</source>
        <translation>Отборите {player} и {opponent} вече са се срещали (кръг {detail}).</translation>
    </message>
    <message>
        <source>Teams {player} and {opponent} meet again after a forfeited match.</source>
        <translation>Отборите {player} и {opponent} се срещат отново след служебно решен мач.</translation>
    </message>
    <message>
        <source>Teams without a match: {0}</source>
        <translation>Отбори без мач: {0}</translation>
    </message>
</context>
<context>
    <name>SquareModel</name>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Точки</translation>
    </message>
    <message>
        <source>white</source>
        <translation>бели</translation>
    </message>
    <message>
        <source>black</source>
        <translation>черни</translation>
    </message>
    <message>
        <source>colour unknown</source>
        <translation>неизвестен цвят</translation>
    </message>
    <message>
        <source>Round {0}: {1} with {2}</source>
        <translation>Кръг {0}: {1} с {2}</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Rk.</source>
        <translation>Място</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Точки</translation>
    </message>
    <message>
        <source>{0} (info)</source>
        <translation>{0} (инфо)</translation>
    </message>
    <message>
        <source>Rank (shared places shown as 3-4)</source>
        <translation>Място (поделените места се показват като 3-4)</translation>
    </message>
    <message>
        <source>Start number</source>
        <translation>Стартов номер</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Точки</translation>
    </message>
    <message>
        <source>For information, not used for ranking</source>
        <translation>За информация, не се използва за класирането</translation>
    </message>
    <message>
        <source>{0} (wd)</source>
        <translation>{0} (напуснал)</translation>
    </message>
    <message>
        <source>Withdrawn after round {0}</source>
        <translation>Напуснал турнира след кръг {0}</translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation>Напуснал</translation>
    </message>
    <message>
        <source>Places {0} to {1} shared: the tie-breaks do not separate them</source>
        <translation>Места от {0} до {1} поделени: допълнителните показатели не ги разграничават</translation>
    </message>
</context>
<context>
    <name>TeamCrosstable</name>
    <message>
        <source>Team crosstable</source>
        <translation>Отборна кръстосана таблица</translation>
    </message>
    <message>
        <source>Export team lists…</source>
        <translation>Експорт на отборните списъци…</translation>
    </message>
    <message>
        <source>Teams and lineups…</source>
        <translation>Отбори и състави…</translation>
    </message>
    <message>
        <source>Print team lists…</source>
        <translation>Печат на отборните списъци…</translation>
    </message>
    <message>
        <source>Teams and lineups</source>
        <translation>Отбори и състави</translation>
    </message>
    <message>
        <source>Export team lists</source>
        <translation>Експорт на отборните списъци</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;HTML (*.html);;Excel (*.xlsx);;CSV (*.csv)</source>
        <translation>PDF (*.pdf);;HTML (*.html);;Excel (*.xlsx);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>unknown format {0}</source>
        <translation>непознат формат {0}</translation>
    </message>
    <message>
        <source>Not written: {0}</source>
        <translation>Не е записано: {0}</translation>
    </message>
    <message>
        <source>Board results</source>
        <translation>Резултати по дъски</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Дъска</translation>
    </message>
</context>
<context>
    <name>TeamLineups</name>
    <message>
        <source>Teams and lineups</source>
        <translation>Отбори и състави</translation>
    </message>
    <message>
        <source>Add team</source>
        <translation>Добави отбор</translation>
    </message>
    <message>
        <source>Remove team</source>
        <translation>Премахни отбор</translation>
    </message>
    <message>
        <source>start numbers in board order</source>
        <translation>стартови номера по реда на дъските</translation>
    </message>
    <message>
        <source>not withdrawn</source>
        <translation>не се е отказал</translation>
    </message>
    <message>
        <source>board order (no lineup)</source>
        <translation>ред на дъските (без състав)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <source>Short name</source>
        <translation>Кратко име</translation>
    </message>
    <message>
        <source>Federation or club</source>
        <translation>Федерация или клуб</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Капитан</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Състезатели</translation>
    </message>
    <message>
        <source>Withdrawn after round</source>
        <translation>Отказал се след кръг</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Кръг</translation>
    </message>
    <message>
        <source>Lineup</source>
        <translation>Състав</translation>
    </message>
    <message>
        <source>Not a start number: {0}</source>
        <translation>Не е стартов номер: {0}</translation>
    </message>
    <message>
        <source>Team {0}</source>
        <translation>Отбор {0}</translation>
    </message>
</context>
<context>
    <name>TeamMatch</name>
    <message>
        <source>Board</source>
        <translation>Дъска</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Състезател</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Резултат</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Противник</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Мач</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Кръг</translation>
    </message>
    <message>
        <source>Pairing list and match slips…</source>
        <translation>Жребий и протоколи за мачовете…</translation>
    </message>
    <message>
        <source>{0} {1} – {2} {3}</source>
        <translation>{0} {1} – {2} {3}</translation>
    </message>
    <message>
        <source>Match: {0} – {1}</source>
        <translation>Мач: {0} – {1}</translation>
    </message>
    <message>
        <source>Pairing list and match slips</source>
        <translation>Жребий и протоколи за мачовете</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;HTML (*.html)</source>
        <translation>PDF (*.pdf);;HTML (*.html)</translation>
    </message>
    <message>
        <source>Not written: {0}</source>
        <translation>Не е записано: {0}</translation>
    </message>
    <message>
        <source>Result on board {0}</source>
        <translation>Резултат на дъска {0}</translation>
    </message>
</context>
<context>
    <name>TeamSettings</name>
    <message>
        <source>Individual</source>
        <translation>Индивидуален</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Отборен</translation>
    </message>
    <message>
        <source>boards a match</source>
        <translation>дъски в мач</translation>
    </message>
    <message>
        <source>a draw&apos;s</source>
        <translation>като реми</translation>
    </message>
    <message>
        <source>e.g. MPvGP, EDE, EMGSB</source>
        <translation>напр. MPvGP, EDE, EMGSB</translation>
    </message>
    <message>
        <source>win</source>
        <translation>победа</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>реми</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>загуба</translation>
    </message>
    <message>
        <source>bye MP</source>
        <translation>почивка МТ</translation>
    </message>
    <message>
        <source>bye GP</source>
        <translation>почивка ТП</translation>
    </message>
    <message>
        <source>Match points for win, draw, loss and a team bye are numbers.</source>
        <translation>Точките за мач при победа, реми, загуба и почивка на отбора са числа.</translation>
    </message>
    <message>
        <source>Team tie-breaks: {0}</source>
        <translation>Допълнителни показатели на отборите: {0}</translation>
    </message>
</context>
<context>
    <name>TeamStandings</name>
    <message>
        <source>Rk</source>
        <translation>Кл</translation>
    </message>
    <message>
        <source>No</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Отбор</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>МТ</translation>
    </message>
    <message>
        <source>GP</source>
        <translation>ИТ</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Класиране</translation>
    </message>
    <message>
        <source>Team pairing number</source>
        <translation>Номер на отбора в жребия</translation>
    </message>
    <message>
        <source>Match points (C.07 Art. 11)</source>
        <translation>Мачови точки (C.07 чл. 11)</translation>
    </message>
    <message>
        <source>Game points (C.07 Art. 11)</source>
        <translation>Индивидуални точки (C.07 чл. 11)</translation>
    </message>
    <message>
        <source>Round {0}: {1}</source>
        <translation>Кръг {0}: {1}</translation>
    </message>
    <message>
        <source>team {0}</source>
        <translation>отбор {0}</translation>
    </message>
    <message>
        <source>own score (unplayed round)</source>
        <translation>собствен резултат (неизигран кръг)</translation>
    </message>
    <message>
        <source>Round {0}, {1}: {2}</source>
        <translation>Кръг {0}, {1}: {2}</translation>
    </message>
    <message>
        <source>(cut)</source>
        <translation>(отрязан)</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>Отборно класиране</translation>
    </message>
    <message>
        <source>Team tie-breaks: {0}</source>
        <translation>Отборни допълнителни показатели: {0}</translation>
    </message>
    <message>
        <source>{0} teams, ranked by {1}</source>
        <translation>{0} отбора, класирани по {1}</translation>
    </message>
</context>
<context>
    <name>TiebreakDialog</name>
    <message>
        <source>Tie-break settings</source>
        <translation>Допълнителни показатели</translation>
    </message>
    <message>
        <source>&amp;Save as preset…</source>
        <translation>&amp;Запазване като готова настройка…</translation>
    </message>
    <message>
        <source>De&amp;lete preset</source>
        <translation>Из&amp;триване на готовата настройка</translation>
    </message>
    <message>
        <source>Left out until finished</source>
        <translation>Не се броят до завършването им</translation>
    </message>
    <message>
        <source>Counted as draws</source>
        <translation>Броят се за реми</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>не е зададено</translation>
    </message>
    <message>
        <source>Rating given to unrated players in rating tie-breaks (C.07 Art. 10)</source>
        <translation>Рейтинг на състезателите без рейтинг при показателите по рейтинг (C.07 чл. 10)</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Готова настройка:</translation>
    </message>
    <message>
        <source>Unfinished &amp;games (preliminary lists):</source>
        <translation>Незавършени &amp;партии (предварително класиране):</translation>
    </message>
    <message>
        <source>&amp;Add ↓</source>
        <translation>&amp;Добавяне ↓</translation>
    </message>
    <message>
        <source>Add the criterion to the end of the ranking list</source>
        <translation>Добавяне на показателя в края на списъка за класиране</translation>
    </message>
    <message>
        <source>&amp;Remove ↑</source>
        <translation>&amp;Премахване ↑</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>На&amp;горе</translation>
    </message>
    <message>
        <source>Move up (Ctrl+Up)</source>
        <translation>Нагоре (Ctrl+Up)</translation>
    </message>
    <message>
        <source>Move down (Ctrl+Down)</source>
        <translation>Надолу (Ctrl+Down)</translation>
    </message>
    <message>
        <source>A&amp;vailable criteria:</source>
        <translation>Налични &amp;показатели:</translation>
    </message>
    <message>
        <source>Ran&amp;king: points, then</source>
        <translation>&amp;Класиране: точки, след това</translation>
    </message>
    <message>
        <source>Options of the selected criterion</source>
        <translation>Настройки на избрания показател</translation>
    </message>
    <message>
        <source>none</source>
        <translation>няма</translation>
    </message>
    <message>
        <source>Cut-n: the n lowest values are removed (C.07 14.1)</source>
        <translation>Cut-n: n-те най-ниски стойности се отрязват (C.07 14.1)</translation>
    </message>
    <message>
        <source>Median-n: the n lowest and the n highest values are removed (C.07 14.3)</source>
        <translation>Медиана-n: n-те най-ниски и n-те най-високи стойности се отрязват (C.07 14.3)</translation>
    </message>
    <message>
        <source>move the 50 % threshold by</source>
        <translation>преместване на границата от 50 % с</translation>
    </message>
    <message>
        <source> half points</source>
        <translation> половин точки</translation>
    </message>
    <message>
        <source>Koya limit modifier (C.07 14.5)</source>
        <translation>Граница за Коя (C.07 14.5)</translation>
    </message>
    <message>
        <source>Forfeits count as played games (/P)</source>
        <translation>Служебните резултати се броят като изиграни партии (/P)</translation>
    </message>
    <message>
        <source>Use the opponents&apos; Fore Buchholz (/F)</source>
        <translation>Предварителен Бухолц на противниците (/F)</translation>
    </message>
    <message>
        <source>Reverse the order (/R)</source>
        <translation>Обратен ред (/R)</translation>
    </message>
    <message>
        <source>unrated players rated</source>
        <translation>състезателите без рейтинг получават</translation>
    </message>
    <message>
        <source>The FIDE descriptor (C.07, TRF-26 record 202); edit and press Enter</source>
        <translation>Кодът на ФИДЕ (C.07, TRF-26 запис 202); редактирайте и натиснете Enter</translation>
    </message>
    <message>
        <source>&amp;Cut lowest:</source>
        <translation>&amp;Отрязване на най-ниските:</translation>
    </message>
    <message>
        <source>&amp;Median:</source>
        <translation>&amp;Медиана:</translation>
    </message>
    <message>
        <source>Rul&amp;es:</source>
        <translation>Пр&amp;авила:</translation>
    </message>
    <message>
        <source>Rating of u&amp;nrated players:</source>
        <translation>Рейтинг на състезателите &amp;без рейтинг:</translation>
    </message>
    <message>
        <source>Move d&amp;own</source>
        <translation>На&amp;долу</translation>
    </message>
    <message>
        <source>Previe&amp;w with this list:</source>
        <translation>П&amp;реглед с този списък:</translation>
    </message>
    <message>
        <source>Koya lim&amp;it:</source>
        <translation>Граница за Ко&amp;я:</translation>
    </message>
    <message>
        <source>Ra&amp;ting:</source>
        <translation>Рей&amp;тинг:</translation>
    </message>
    <message>
        <source>&amp;Descriptor:</source>
        <translation>Ко&amp;д на ФИДЕ:</translation>
    </message>
    <message>
        <source>By start date (now {0})</source>
        <translation>По началната дата (сега {0})</translation>
    </message>
    <message>
        <source>Custom list</source>
        <translation>Собствен списък</translation>
    </message>
    <message>
        <source>{0} (own)</source>
        <translation>{0} (собствена)</translation>
    </message>
    <message>
        <source>Preset not used: {0}</source>
        <translation>Готовата настройка не се използва: {0}</translation>
    </message>
    <message>
        <source>Save as preset</source>
        <translation>Запазване като готова настройка</translation>
    </message>
    <message>
        <source>Name of the preset:</source>
        <translation>Име на готовата настройка:</translation>
    </message>
    <message>
        <source>Preset “{0}” saved.</source>
        <translation>Готовата настройка „{0}“ е запазена.</translation>
    </message>
    <message>
        <source>Applies: {0}, from the event&apos;s start date {1}.</source>
        <translation>Прилагат се: {0}, според началната дата на турнира {1}.</translation>
    </message>
    <message>
        <source>Applies: {0}, the edition in force (no start date).</source>
        <translation>Прилагат се: {0}, действащата редакция (няма начална дата).</translation>
    </message>
    <message>
        <source>Applies: {0}, as chosen under Rules.</source>
        <translation>Прилагат се: {0}, както е избрано в „Правила“.</translation>
    </message>
    <message>
        <source>The preset was written for {0}; its list is used with the rules that apply.</source>
        <translation>Готовата настройка е за {0}; списъкът ѝ се използва с правилата, които се прилагат.</translation>
    </message>
    <message>
        <source>Round {0} is already paired: the list is published before the start (C.07 4.1.1).</source>
        <translation>Кръг {0} вече е сдвоен: списъкът се обявява преди началото (C.07 4.1.1).</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Готова настройка</translation>
    </message>
    <message>
        <source>Rules: {0}</source>
        <translation>Правила: {0}</translation>
    </message>
    <message>
        <source>{0} players change place</source>
        <translation>{0} състезатели сменят мястото си</translation>
    </message>
    <message>
        <source>1 player changes place</source>
        <translation>1 състезател сменя мястото си</translation>
    </message>
    <message>
        <source>List not used: {0}</source>
        <translation>Списъкът не се използва: {0}</translation>
    </message>
    <message>
        <source>Options of {0}</source>
        <translation>Настройки на {0}</translation>
    </message>
    <message>
        <source>Tie-breaks: {0}</source>
        <translation>Допълнителни показатели: {0}</translation>
    </message>
</context>
<context>
    <name>TiebreakText</name>
    <message>
        <source>Direct encounter</source>
        <translation>Лична среща</translation>
    </message>
    <message>
        <source>Results among the tied players</source>
        <translation>Резултатите между състезателите с равни точки</translation>
    </message>
    <message>
        <source>Number of wins</source>
        <translation>Брой победи</translation>
    </message>
    <message>
        <source>Rounds with a win&apos;s points, played or not</source>
        <translation>Кръгове с точки за победа, изиграни или не</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Спечелени изиграни партии</translation>
    </message>
    <message>
        <source>Games won over the board</source>
        <translation>Спечелени изиграни партии</translation>
    </message>
    <message>
        <source>Games with Black</source>
        <translation>Партии с черните</translation>
    </message>
    <message>
        <source>Games played over the board with Black</source>
        <translation>Изиграни партии с черните</translation>
    </message>
    <message>
        <source>Wins with Black</source>
        <translation>Победи с черните</translation>
    </message>
    <message>
        <source>Games won over the board with Black</source>
        <translation>Спечелени изиграни партии с черните</translation>
    </message>
    <message>
        <source>Progressive score</source>
        <translation>Прогресивен резултат</translation>
    </message>
    <message>
        <source>Sum of the running score after each round</source>
        <translation>Сбор от резултатите след всеки кръг</translation>
    </message>
    <message>
        <source>Rounds elected to play</source>
        <translation>Избрани за игра кръгове</translation>
    </message>
    <message>
        <source>Rounds minus requested byes and forfeit losses</source>
        <translation>Кръговете без поисканите почивки и загубите по присъждане</translation>
    </message>
    <message>
        <source>Standard points</source>
        <translation>Стандартни точки</translation>
    </message>
    <message>
        <source>Wins 1, draws ½, whatever the scoring</source>
        <translation>Победа 1, реми ½, независимо от точкуването</translation>
    </message>
    <message>
        <source>Pairing number</source>
        <translation>Стартов номер</translation>
    </message>
    <message>
        <source>Lowest tournament pairing number first</source>
        <translation>Най-малкият стартов номер първо</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Бухолц</translation>
    </message>
    <message>
        <source>Sum of the opponents&apos; scores</source>
        <translation>Сбор от резултатите на противниците</translation>
    </message>
    <message>
        <source>Average of opponents&apos; Buchholz</source>
        <translation>Среден Бухолц на противниците</translation>
    </message>
    <message>
        <source>Average Buchholz of the opponents played</source>
        <translation>Среден Бухолц на противниците от изиграните партии</translation>
    </message>
    <message>
        <source>Fore Buchholz</source>
        <translation>Предварителен Бухолц</translation>
    </message>
    <message>
        <source>Buchholz with the last round&apos;s games counted as draws</source>
        <translation>Бухолц, при който партиите от последния кръг се броят за реми</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Зонеборн-Бергер</translation>
    </message>
    <message>
        <source>Opponents&apos; scores times the points scored against them</source>
        <translation>Резултатите на противниците, умножени по точките срещу тях</translation>
    </message>
    <message>
        <source>Koya</source>
        <translation>Коя</translation>
    </message>
    <message>
        <source>Points against opponents with at least 50 %</source>
        <translation>Точки срещу противници с поне 50 %</translation>
    </message>
    <message>
        <source>Average rating of opponents</source>
        <translation>Среден рейтинг на противниците</translation>
    </message>
    <message>
        <source>Average rating of the opponents played</source>
        <translation>Среден рейтинг на противниците от изиграните партии</translation>
    </message>
    <message>
        <source>Performance rating</source>
        <translation>Рейтинг на представянето</translation>
    </message>
    <message>
        <source>Average opponent rating plus the score&apos;s rating difference</source>
        <translation>Среден рейтинг на противниците плюс рейтинговата разлика за резултата</translation>
    </message>
    <message>
        <source>Perfect performance</source>
        <translation>Перфектно представяне</translation>
    </message>
    <message>
        <source>Lowest rating expected to make the score</source>
        <translation>Най-ниският рейтинг, при който се очаква резултатът</translation>
    </message>
    <message>
        <source>Opponents&apos; average performance</source>
        <translation>Средно представяне на противниците</translation>
    </message>
    <message>
        <source>Average of the opponents&apos; performance ratings</source>
        <translation>Средното на рейтингите на представянето на противниците</translation>
    </message>
    <message>
        <source>Opponents&apos; average perfect performance</source>
        <translation>Средно перфектно представяне на противниците</translation>
    </message>
    <message>
        <source>Average of the opponents&apos; perfect performances</source>
        <translation>Средното на перфектните представяния на противниците</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Highest rating first</source>
        <translation>Най-високият рейтинг първо</translation>
    </message>
    <message>
        <source>Drawing of lots</source>
        <translation>Жребий</translation>
    </message>
    <message>
        <source>Seeded: the same draw every time</source>
        <translation>Фиксиран: един и същ жребий всеки път</translation>
    </message>
    <message>
        <source>Direct encounter (all met)</source>
        <translation>Лична среща (всички са играли помежду си)</translation>
    </message>
    <message>
        <source>Only if all the tied players have met (SSF)</source>
        <translation>Само ако всички състезатели с равни точки са играли помежду си (SSF)</translation>
    </message>
    <message>
        <source>Layered Buchholz</source>
        <translation>Многостепенен Бухолц</translation>
    </message>
    <message>
        <source>DrawBoss: all opponents, then the best R−1, … in turn</source>
        <translation>DrawBoss: всички противници, после най-добрите R−1, … поред</translation>
    </message>
    <message>
        <source>DrawBoss median Buchholz</source>
        <translation>DrawBoss Бухолц-Медиана</translation>
    </message>
    <message>
        <source>DrawBoss: highest and lowest opponent dropped</source>
        <translation>DrawBoss: без най-силния и най-слабия противник</translation>
    </message>
    <message>
        <source>Rating correction</source>
        <translation>Рейтингова корекция</translation>
    </message>
    <message>
        <source>DrawBoss: sum of the opponents&apos; ratings, a bye rated 500</source>
        <translation>DrawBoss: сбор от рейтингите на противниците, свободен от игра с рейтинг 500</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Точки</translation>
    </message>
    <message>
        <source>The primary score</source>
        <translation>Точките от партиите</translation>
    </message>
    <message>
        <source>not in round robins under the 2026 rules</source>
        <translation>не при кръгова система по правилата от 2026</translation>
    </message>
    <message>
        <source>meant for round robins</source>
        <translation>предназначен за кръгова система</translation>
    </message>
    <message>
        <source>this event has no colours</source>
        <translation>в този турнир няма цветове</translation>
    </message>
    <message>
        <source>unrated players and no rating set for them</source>
        <translation>състезатели без рейтинг и без зададен рейтинг за тях</translation>
    </message>
    <message>
        <source>points always come first</source>
        <translation>точките винаги са първи</translation>
    </message>
    <message>
        <source>never used: the entry before it leaves no tie</source>
        <translation>не се използва: предишният показател не оставя равенство</translation>
    </message>
    <message>
        <source>already in the list</source>
        <translation>вече е в списъка</translation>
    </message>
    <message>
        <source>not a valid tie-break</source>
        <translation>невалиден допълнителен показател</translation>
    </message>
    <message>
        <source>FIDE C.07 (March 2026)</source>
        <translation>ФИДЕ C.07 (март 2026)</translation>
    </message>
    <message>
        <source>FIDE C.07 March 2026: adjusted scores, capped dummy, VUR cut exception</source>
        <translation>ФИДЕ C.07 март 2026: коригирани резултати, ограничен фиктивен противник, изключение при отрязване за доброволно неизиграни кръгове</translation>
    </message>
    <message>
        <source>FIDE C.07 (2023/2024)</source>
        <translation>ФИДЕ C.07 (2023/2024)</translation>
    </message>
    <message>
        <source>FIDE C.07 2023/2024: adjusted scores, uncapped dummy, VUR cut exception</source>
        <translation>ФИДЕ C.07 2023/2024: коригирани резултати, неограничен фиктивен противник, изключение при отрязване за доброволно неизиграни кръгове</translation>
    </message>
    <message>
        <source>FIDE legacy: virtual opponent (2009–2023)</source>
        <translation>ФИДЕ, стари правила: виртуален опонент (2009–2023)</translation>
    </message>
    <message>
        <source>FIDE legacy (2009-2023): opponents&apos; unplayed games as draws, virtual opponent</source>
        <translation>ФИДЕ, стари правила (2009–2023): неизиграните партии на противниците като реми, виртуален опонент</translation>
    </message>
    <message>
        <source>Sweden: SSF member system</source>
        <translation>Швеция: членската система на SSF</translation>
    </message>
    <message>
        <source>SSF member system (Sweden, before 2023-09): adjusted opponents, virtual opponent, SSF Cut-1 (step 6 on)</source>
        <translation>Системата на SSF (Швеция, преди 2023-09): коригирани противници, виртуален опонент, отрязване на най-слабия по SSF (стъпка 6 включена)</translation>
    </message>
    <message>
        <source>Sweden: SSF, step 6 off</source>
        <translation>Швеция: SSF, без стъпка 6</translation>
    </message>
    <message>
        <source>SSF member system with step 6 off (an opponent&apos;s bye win counts as a win)</source>
        <translation>Системата на SSF със стъпка 6 изключена (победа на противника като свободен от игра се брои за победа)</translation>
    </message>
    <message>
        <source>Denmark: DrawBoss (backgammon)</source>
        <translation>Дания: DrawBoss (табла)</translation>
    </message>
    <message>
        <source>DrawBoss Korrektion (Denmark): plain opponent scores, a bye is worth 0</source>
        <translation>DrawBoss Korrektion (Дания): резултатите на противниците както са, свободен от игра носи 0</translation>
    </message>
    <message>
        <source>Cut-{0}</source>
        <translation>Cut-{0}</translation>
    </message>
    <message>
        <source>Median-{0}</source>
        <translation>Медиана-{0}</translation>
    </message>
    <message>
        <source>limit {0:+d} half points</source>
        <translation>граница {0:+d} половин точки</translation>
    </message>
    <message>
        <source>Fore</source>
        <translation>предварителен</translation>
    </message>
    <message>
        <source>forfeits as played</source>
        <translation>служебните като изиграни</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>обратен</translation>
    </message>
    <message>
        <source>unrated = {0}</source>
        <translation>без рейтинг = {0}</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Промяна на рейтинга</translation>
    </message>
    <message>
        <source>FIDE rating change (B.02), for information after the list</source>
        <translation>Промяна на рейтинга по ФИДЕ (B.02), за информация след класирането</translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message>
        <source>Tournament settings</source>
        <translation>Настройки на турнира</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Състезатели</translation>
    </message>
    <message>
        <source>One deputy arbiter per line</source>
        <translation>По един помощник-съдия на ред</translation>
    </message>
    <message>
        <source>e.g. 90 min/40 moves + 30 min, 30 s/move</source>
        <translation>напр. 90 мин/40 хода + 30 мин, 30 с/ход</translation>
    </message>
    <message>
        <source>From the pairings</source>
        <translation>От сдвояванията</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Швейцарска система</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Кръгова система</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Двукръгова система</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>не е зададено</translation>
    </message>
    <message>
        <source>Played as Chess960</source>
        <translation>Играе се като шах960</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Собствено</translation>
    </message>
    <message>
        <source>win</source>
        <translation>победа</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>реми</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>загуба</translation>
    </message>
    <message>
        <source>By start date</source>
        <translation>По началната дата</translation>
    </message>
    <message>
        <source>e.g. BH/C1, BH, SB, DE, WIN</source>
        <translation>напр. BH/C1, BH, SB, DE, WIN</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Няма</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Град</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Федерация</translation>
    </message>
    <message>
        <source>Start date</source>
        <translation>Начална дата</translation>
    </message>
    <message>
        <source>End date</source>
        <translation>Крайна дата</translation>
    </message>
    <message>
        <source>Chief arbiter</source>
        <translation>Главен съдия</translation>
    </message>
    <message>
        <source>Deputy arbiters</source>
        <translation>Помощник-съдии</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Контрола на времето</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>Точки за мач</translation>
    </message>
    <message>
        <source>Team tie-breaks</source>
        <translation>Допълнителни показатели на отборите</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Система</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Кръгове</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Точкуване</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Готова настройка</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation>Допълнителни показатели</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Звание</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Фед.</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>ФИДЕ ID</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Добавяне…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Редактиране…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Премахване</translation>
    </message>
    <message>
        <source>Points for win, draw and loss are numbers such as 1, 0.5 or 1/2.</source>
        <translation>Точките за победа, реми и загуба са числа като 1, 0,5 или 1/2.</translation>
    </message>
    <message>
        <source>Tie-breaks: {0}</source>
        <translation>Допълнителни показатели: {0}</translation>
    </message>
</context>
</TS>
