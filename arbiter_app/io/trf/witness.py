"""Rounds written without a result letter, read by the only witness: the points column.

Two producers of 2011 write a round without an opponent and without a result letter
(docs/trf-dialects.md, "Rounds without an opponent"): a Swiss-Manager-style export writes
`0000 -` with column 99 (the result) blank, another writes `-` in the colour column with
opponent and result blank. Their own totals show what each was: a half-point bye, a full-point
bye, or nothing. Read alone such a round is "not paired", worth 0, and the points column then
contradicts the results; read with the column, the file is what its producer meant.

The rule: the player's points column less what the other rounds are worth must be the same
value for each such round, and that value one of nothing, a half-point bye or a full-point bye
in the event's scoring. When no one value fits but the rest is a whole number of half-point
byes fewer than such rounds (the Bunratty 2011 files: five `-` rounds, one win, 1.5 points),
the earliest of them are read as the half-point byes and the later ones as nothing, with a note
that this is an assumption: the column says how many, not which. The Irish Chess Union's
reader of these files does the same ("Automatic Total Correction", icu_tournament's
`tournament_krause.rb`: the first missing rounds become the byes), and an absence after
the rounds played is what a withdrawal looks like. Otherwise the column does not decide (a
column that disagrees anyway): the rounds stay unpaired and a note says so, and validation
shows the mismatch.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from msgspec.structs import replace

from arbiter_app.core.model import Colour, Result, RoundEntry, Tournament
from arbiter_app.core.vocabulary.notes import Note, NoteKind, note

# The readings the points column chooses between, in this order (a scoring that makes a
# half-point bye worth nothing is read as nothing).
_READINGS = (Result.NOT_PAIRED, Result.HALF_BYE, Result.FULL_BYE)
_SHOWN = 8  # players named in a note


def settle_unlettered(
    t: Tournament,
    unlettered: dict[int, tuple[int, tuple[int, ...]]],
    notes: list[Note],
) -> None:
    """Enter each unlettered round as the points column says (`unlettered`: start number ->
    (line, rounds)); one note for those read so, one for those it could not decide."""
    read: Counter[Result] = Counter()
    read_players: list[int] = []
    assumed: list[int] = []
    undecided: list[int] = []
    first_line = min((line for line, _ in unlettered.values()), default=0)
    for start_no, (_line, rounds) in unlettered.items():
        player = t.player(start_no)
        results = _reading(t, player.rounds, rounds, player.points_in_file, player.bonus)
        if results is None:
            undecided.append(start_no)
            continue
        if len(set(results)) > 1:
            assumed.append(start_no)
        if all(result is Result.NOT_PAIRED for result in results):
            continue  # what the reader takes anyway
        entries = list(player.rounds)
        for r, result in zip(rounds, results, strict=True):
            entries[r - 1] = RoundEntry(None, Colour.NONE, result)
            if result is not Result.NOT_PAIRED:
                read[result] += 1
        t.replace_player(replace(player, rounds=tuple(entries)))
        read_players.append(start_no)
    if read:
        notes.append(
            note(
                first_line,
                NoteKind.UNLETTERED_READ,
                half=read[Result.HALF_BYE],
                full=read[Result.FULL_BYE],
                players=_names(read_players),
            )
        )
    if assumed:
        notes.append(note(first_line, NoteKind.UNLETTERED_ASSUMED, players=_names(assumed)))
    if undecided:
        notes.append(note(first_line, NoteKind.UNLETTERED_UNDECIDED, players=_names(undecided)))


def _reading(
    t: Tournament,
    entries: tuple[RoundEntry, ...],
    rounds: tuple[int, ...],
    in_file: Fraction | None,
    bonus: Fraction,
) -> list[Result] | None:
    """The result of each of `rounds` as the points column says (see the module docstring)."""
    if in_file is None:
        return None
    # As validation counts the points column (core.validate): unfinished games count nothing.
    points = t.scoring.points
    known = bonus + sum(
        (points(e.result) for r, e in enumerate(entries, start=1) if r not in rounds),
        Fraction(0),
    )
    rest = in_file - known
    for result in _READINGS:
        if t.scoring.points(result) * len(rounds) == rest:
            return [result] * len(rounds)
    half = t.scoring.points(Result.HALF_BYE)
    if half <= 0 or rest <= 0 or (rest / half).denominator != 1 or rest / half >= len(rounds):
        return None
    byes = int(rest / half)
    return [Result.HALF_BYE] * byes + [Result.NOT_PAIRED] * (len(rounds) - byes)


def _names(players: list[int]) -> str:
    shown = ", ".join(map(str, players[:_SHOWN]))
    return shown + (f" and {len(players) - _SHOWN} more" if len(players) > _SHOWN else "")
