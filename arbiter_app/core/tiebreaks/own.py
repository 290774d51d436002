"""Own-record tie-breaks (C.07 Art. 7, type B): WIN, WON, BPG, BWG, REP, STD, TPN.

PS (7.5) lives in `progressive`. Every criterion here is a count over the player's rounds (STD
counts halves), so one table of per-round predicates serves them all, and the explanation is
the same per-round list for each.

- **WIN (7.1)**: rounds in which the player got, with or without playing, as many points as a
  win: OTB wins, forfeit wins, full-point byes, and the pairing-allocated bye when it is worth a
  win (TRF-26 162 / `Scoring.pairing_bye`). Compared in points, so 3-1-0 events work.
- **WON (7.2)**: games won over the board (a TRF ``W``, a win in a game of less than one move,
  is an OTB game: paired, with a result, not a forfeit, C.07 15.1).
- **BPG / BWG (7.3 / 7.4)**: games played / won over the board with Black.
- **REP (7.6)**: the number of rounds minus half-point byes, zero-point byes and forfeit losses.
  A round the player was not paired in is a zero-point bye, every round after a withdrawal is
  one (16.1.1), and a double forfeit is a forfeit loss for both players. Unfinished games and
  full-point or pairing-allocated byes are rounds the player was there for.
- **STD (7.7, new 2026)**: one for each round in which the player scored more than the
  scheduled opponent, or obtained without playing more than a draw's points, and one half for
  each round with the same score as the opponent, or exactly a draw's points without playing.
  Decision: the "without playing" clause governs every unplayed round, forfeits included, so a
  double forfeit (0 against 0 points, both without playing) counts 0, not ½: STD is meant to
  turn a 3-1-0 event back into 1-½-0, where a double forfeit is worth nothing (Gacrux agrees).
  A played game compares the points of the two players in that game. A game without a result
  yet counts nothing (or as the draw it is counted as, with `unfinished_as_draw`).
- **TPN (7.8, new 2026)**: the final pairing number (`Player.start_no`), lowest first;
  ``TPN/R`` highest first.

Rounds are the rounds paired so far (`Context.rounds`); rounds not paired yet are not counted.

Decision on round robins (the 2026 text leaves it open for these criteria): Art. 15.2 makes forfeits
regular games in pre-determined events, the 2026 text keeping forfeit *losses* unplayed for type-B
criteria. WON, BPG and BWG are defined as games *over the board*, which a forfeit never is, so they
count OTB games only in every system (as Gacrux does), and REP subtracts forfeit losses in every
system (its own definition; in 2026 15.2 says the same).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import partial
from itertools import compress, repeat
from operator import floordiv, mul

from arbiter_app.core.model import Colour
from arbiter_app.core.tiebreaks.base import (
    Contribution,
    Criterion,
    Descriptor,
    Explanation,
    Value,
    contribution,
    explained,
    register,
)
from arbiter_app.core.tiebreaks.codes import Code
from arbiter_app.core.tiebreaks.context import PLAYED, Context
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP
from arbiter_app.core.vocabulary.bases import Basis
from arbiter_app.core.vocabulary.explanation_notes import ExplanationNote
from arbiter_app.core.vocabulary.results import RESULTS

_IS_PLAYED = PLAYED.__eq__
# Games won over the board (C.07 7.2 WON, 7.4 BWG).
_WINS = frozenset(r for r, f in RESULTS.items() if f.played and f.half_points == 2)
# Rounds REP subtracts: requested byes (half, zero, not paired) and forfeit losses (7.6).
_NOT_ELECTED = frozenset(r for r, f in RESULTS.items() if not f.elected)

# A player's per-round counts in halves: (context, player index) -> 0, 1 or 2 for every
# round. Each reads only that player's own rows, so the totals are remembered with the rows
# (`Context.per_player`): after an edit only the replaced players are counted again. The
# criterion sums the row; the explanation lists it.
_Halves = Callable[[Context, int], list[int]]
# The sums of those counts for the players at some indices (in that order).
_Totals = Callable[[Context, Sequence[int]], list[int]]


def _win(ctx: Context, i: int) -> list[int]:
    win = ctx.win
    return [2 if p == win else 0 for p in ctx.base_pts[i]]


def _won(ctx: Context, i: int) -> list[int]:
    return [2 if res in _WINS else 0 for res in ctx.results[i]]


def _bpg(ctx: Context, i: int) -> list[int]:
    black = Colour.BLACK
    colours = ctx.colour[i]
    cats = ctx.base_cats[i]
    return [2 if c == PLAYED and col is black else 0 for c, col in zip(cats, colours, strict=True)]


def _bwg(ctx: Context, i: int) -> list[int]:
    return [h if res in _WINS else 0 for h, res in zip(_bpg(ctx, i), ctx.results[i], strict=True)]


def _rep(ctx: Context, i: int) -> list[int]:
    player = ctx.players[i]
    cats = ctx.base_cats[i]
    return [
        0
        if res in _NOT_ELECTED
        # 16.1.1: a round after a withdrawal is a zero-point bye
        or (player.is_withdrawn_in(r + 1) and cats[r] != PLAYED)
        else 2
        for r, res in enumerate(ctx.results[i])
    ]


def _std(ctx: Context, i: int) -> list[int]:
    draw = ctx.draw
    row = []
    for result, own, c in zip(ctx.results[i], ctx.base_pts[i], ctx.base_cats[i], strict=True):
        if result.is_unfinished:
            row.append(0)
            continue
        # A game: the opponent's points in it. Without playing: a draw's points.
        other = ctx.points_of(result.mirror) if c == PLAYED else draw
        row.append(2 if own > other else 1 if own == other else 0)
    return row


def _totals(halves: _Halves) -> _Totals:
    """The totals of `halves` for the players at some indices, one row after another."""

    def totals(ctx: Context, indices: Sequence[int]) -> list[int]:
        return [sum(halves(ctx, i)) for i in indices]

    return totals


def _win_totals(ctx: Context, indices: Sequence[int]) -> list[int]:
    # `_win`'s rounds (a win's points) counted by the rows themselves: 2 halves each.
    counts = map(list.count, map(ctx.base_pts.__getitem__, indices), repeat(ctx.win))
    return list(map(mul, counts, repeat(2)))


def _bpg_totals(ctx: Context, indices: Sequence[int]) -> list[int]:
    # `_bpg`'s rounds, counted at C level: those with Black among the games over the board
    # (the rounds of category PLAYED; every round when no category is another, 0: most rows).
    black, colour, cats = Colour.BLACK, ctx.colour, ctx.base_cats
    return [
        2 * list(compress(colour[i], map(_IS_PLAYED, cats[i]))).count(black)
        if some
        else 2 * colour[i].count(black)
        for i, some in zip(indices, map(any, map(cats.__getitem__, indices)), strict=True)
    ]


def _counter(code: str, as_points: bool) -> Callable[[Context, Descriptor], dict[int, Value]]:
    totals_of = _COUNTS[code][3]

    def compute(ctx: Context, d: Descriptor) -> dict[int, Value]:
        # The player's own rows only (reach 0): for `ctx.targets`.
        targets = ctx.targets
        totals = ctx.per_player(("own", code), partial(totals_of, ctx), targets)
        start_nos = map(ctx.start_nos.__getitem__, targets)
        if as_points:
            return {sn: Fraction(t, 2) for sn, t in zip(start_nos, totals, strict=True)}
        return dict(zip(start_nos, map(floordiv, totals, repeat(2)), strict=True))

    return compute


def _tpn(ctx: Context, d: Descriptor) -> dict[int, Value]:
    start_nos = ctx.start_nos
    return {start_nos[i]: start_nos[i] for i in ctx.targets}


# (the per-round counts, whether they are points, the basis, the totals of some players)
_COUNTS: dict[str, tuple[_Halves, bool, Basis, _Totals]] = {
    "WIN": (_win, False, Basis.WIN_POINTS, _win_totals),
    "WON": (_won, False, Basis.WON_OTB, _totals(_won)),
    "BPG": (_bpg, False, Basis.BLACK_OTB, _bpg_totals),
    "BWG": (_bwg, False, Basis.BLACK_WON_OTB, _totals(_bwg)),
    "REP": (_rep, False, Basis.ELECTED, _totals(_rep)),
    "STD": (_std, True, Basis.STANDARD, _totals(_std)),
}


# A round adds 0, ½ or 1 (in halves 0, 1, 2): one Fraction each, not two per round explained.
_HALVES = (Fraction(0), Fraction(1, 2), Fraction(1))


def _explain(ctx: Context, d: Descriptor, start_no: int) -> Explanation:
    """Every round with what it adds (1, ½ or 0) to the count; TPN has no rounds."""
    i = ctx.index[start_no]
    view = ctx.view()
    records: list[Contribution] = []
    value: Value = start_no
    if d.name in _COUNTS:
        _, as_points, basis, _ = _COUNTS[d.name]
        total = 0
        row = _COUNTS[d.name][0](ctx, i)
        start_nos, points = ctx.start_nos, ctx.points
        # (the player's rows looked up once, not once per round: one call per player and
        # criterion when a report explains everyone)
        # (zip stops at the event's rounds, as `range(ctx.rounds)` did)
        rounds = zip(
            range(1, ctx.rounds + 1), ctx.opp[i], row, view.results[i], view.pts[i], strict=False
        )
        add = records.append
        none = Basis.NONE
        for r, j, h, result, pts in rounds:
            total += h
            half = _HALVES[h] if 0 <= h < 3 else Fraction(h, 2)
            add(
                contribution(  # all fields in order
                    (
                        r,  # round
                        start_nos[j] if j >= 0 else None,  # opponent
                        result,
                        half,  # value
                        points(pts),  # points
                        half,  # amount
                        basis if h else none,
                        (),  # numbers
                        (),  # adjusted_rounds
                        False,  # vur
                        None,  # cut
                    ),
                )
            )
        value = Fraction(total, 2) if as_points else total // 2
    return explained(
        ctx,
        d,
        start_no,
        value,
        tuple(records),
        ((ExplanationNote.ROUNDS, ctx.rounds),),
    )


# (code, article, description, short name, one-line summary, name on printed lists, traits)
_DEFINITIONS = (
    (
        Code.WIN,
        "C.07 7.1",
        QT_TRANSLATE_NOOP("Report", "Number of wins: rounds with a win's points, played or not"),
        QT_TRANSLATE_NOOP("TiebreakText", "Number of wins"),
        QT_TRANSLATE_NOOP("TiebreakText", "Rounds with a win's points, played or not"),
        QT_TRANSLATE_NOOP("Report", "Number of wins"),
        frozenset[str](),
    ),
    (
        Code.WON,
        "C.07 7.2",
        QT_TRANSLATE_NOOP("Report", "Number of games won over the board"),
        QT_TRANSLATE_NOOP("TiebreakText", "Games won"),
        QT_TRANSLATE_NOOP("TiebreakText", "Games won over the board"),
        QT_TRANSLATE_NOOP("Report", "Games won"),
        frozenset[str](),
    ),
    (
        Code.BPG,
        "C.07 7.3",
        QT_TRANSLATE_NOOP("Report", "Number of games played over the board with Black"),
        QT_TRANSLATE_NOOP("TiebreakText", "Games with Black"),
        QT_TRANSLATE_NOOP("TiebreakText", "Games played over the board with Black"),
        QT_TRANSLATE_NOOP("Report", "Games with Black"),
        frozenset({"colour"}),
    ),
    (
        Code.BWG,
        "C.07 7.4",
        QT_TRANSLATE_NOOP("Report", "Number of games won over the board with Black"),
        QT_TRANSLATE_NOOP("TiebreakText", "Wins with Black"),
        QT_TRANSLATE_NOOP("TiebreakText", "Games won over the board with Black"),
        QT_TRANSLATE_NOOP("Report", "Wins with Black"),
        frozenset({"colour"}),
    ),
    (
        Code.REP,
        "C.07 7.6",
        QT_TRANSLATE_NOOP(
            "Report", "Rounds one elected to play: rounds minus requested byes and forfeits"
        ),
        QT_TRANSLATE_NOOP("TiebreakText", "Rounds elected to play"),
        QT_TRANSLATE_NOOP("TiebreakText", "Rounds minus requested byes and forfeit losses"),
        QT_TRANSLATE_NOOP("Report", "Rounds elected to play"),
        frozenset[str](),
    ),
    (
        Code.STD,
        "C.07 7.7",
        QT_TRANSLATE_NOOP(
            "Report", "Standard points: wins 1, draws ½ (3-1-0 events read as 1-½-0)"
        ),
        QT_TRANSLATE_NOOP("TiebreakText", "Standard points"),
        QT_TRANSLATE_NOOP("TiebreakText", "Wins 1, draws ½, whatever the scoring"),
        QT_TRANSLATE_NOOP("Report", "Standard points"),
        frozenset[str](),
    ),
)

for _code, _article, _text, _title, _summary, _name, _traits in _DEFINITIONS:
    _as_points = _COUNTS[_code][1]
    register(
        Criterion(
            code=_code,
            title=_title,
            name=_name,
            summary=_summary,
            traits=_traits,
            description=_text,
            compute=_counter(_code, _as_points),
            explain=_explain,
            aliases=("GE",) if _code == "REP" else (),
            article=_article,
            precision=1 if _as_points else 0,
            reach=0,
        )
    )

register(
    Criterion(
        code=Code.TPN,
        title=QT_TRANSLATE_NOOP("TiebreakText", "Pairing number"),
        name=QT_TRANSLATE_NOOP("Report", "Pairing number"),
        summary=QT_TRANSLATE_NOOP("TiebreakText", "Lowest tournament pairing number first"),
        traits=frozenset({"decider"}),
        description=QT_TRANSLATE_NOOP(
            "Report", "Tournament pairing number, lowest first (/R: highest first)"
        ),
        compute=_tpn,
        explain=_explain,
        article="C.07 7.8",
        params=frozenset({"R"}),
        score_kinds=False,
        precision=0,
        lower_is_better=True,
        reach=0,
    )
)
