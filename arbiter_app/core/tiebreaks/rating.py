"""Rating-based tie-breaks (C.07 Art. 10, "for individuals"): ARO and its cuts, TPR, PTP,
APRO, APPO, RTNG.

Inputs: the players' FIDE ratings (`Player.rating`, 0 = unrated) and the games played over the
board (OTB). Only OTB games count (10.1–10.5 say "played"/"over the board"): forfeits, byes
and unfinished games never do, in Swiss events and in round robins alike (2026 Art. 15.2:
"all forfeits in ratings-based tie-breaks remain unplayed rounds"), and ``/P`` is not accepted.
Games of less than one move (TRF ``W D L``) are OTB games. With `Tournament.unfinished_as_draw`
a pending game is a played draw (as everywhere in the engine, see `context`).

Decisions (C.07 Art. 10 and B.02 8.1; where the text is silent, the TEC exercises decide):

- **Unrated players.** Art. 10's preamble: these tie-breaks "must be dropped from the
  tournament tie-break list when unrated players are present, unless" the regulations say how
  unrated players are handled. So when any player of the tournament has no rating and no
  rating for unrated players is given (`Tournament.unrated_rating`, ``--unrated``, or the
  descriptor's ``/U1400``), the criterion is undefined (None, printed empty) for *every*
  player: it ranks nobody, i.e. it is dropped. Gacrux does the same. With a rating for unrated
  players, every unrated player simply has that rating (as opponent and in RTNG).
- **Rounding.** ARO, APRO, APPO: the exact average rounded to the nearest whole number, 0.5 up
  (10.1, 10.4, 10.5). TPR = the rounded ARO + dp(p).
- **TPR's p** = OTB points / OTB games, points counted 1-½-0 whatever the event's scoring
  (it is a fraction of the maximum). The B.02 table has two decimals, so p is rounded to the
  nearest hundredth, half up, before the lookup. The TEC exercise decides it: held_swiss_5
  player 11 has 1.5 / 4 = 0.375 → 0.38 → −87, TPR 1863 − 87 = 1776 as printed (0.37 would give
  1768, interpolation 1772). Gacrux rounds the same way. p = 1 and p = 0 give ±800 (the table).
- **PTP** is the lowest whole rating R with Σ PD(R − Ri) ≥ the points scored in those games
  (1-½-0, the same games as TPR), PD from B.02 table 8.1.2 on the full scale (no 400 cut). A
  zero score has the rule's own value: the lowest-rated opponent − 800. A 100% score has no
  special rule and none is needed: the definition gives the highest-rated opponent + 736 (the
  first R at which every PD is 1.00, the table's "over 735"); Gacrux's search gives the same.
  Found by binary search over whole ratings (Σ PD is non-decreasing in R).
- **Cuts (ARO/C1, /C2, /M1, /M2).** Cut-n drops the n lowest opponents' ratings, Median-n also
  the n highest (14.1–14.4, low cuts first). Art. 16.5 does not apply (there are no unplayed
  elements). When the cuts leave no game, the value is undefined (held_swiss_5 player 12:
  ARO/C1 with one game prints nothing in the exercise's expected values).
- **APRO/APPO** average the OTB opponents' TPR/PTP, one addend per game (4.4).
- **RTNG** is the player's rating, highest first; ``RTNG/R`` lowest first (10.6, new 2026).
  "Multiple ratings" (2026): the model keeps one rating, the one in the file.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from itertools import repeat
from operator import attrgetter, itemgetter

from arbiter_app.core import b02
from arbiter_app.core.rules.base import CutRule
from arbiter_app.core.tiebreaks.base import (
    Contribution,
    Criterion,
    Descriptor,
    Explanation,
    Number,
    Value,
    contribution,
    explained,
    register,
)
from arbiter_app.core.tiebreaks.codes import Code
from arbiter_app.core.tiebreaks.context import PLAYED, Context
from arbiter_app.core.tiebreaks.cuts import apply_cuts
from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP
from arbiter_app.core.vocabulary.bases import Basis
from arbiter_app.core.vocabulary.explanation_notes import ExplanationNote
from arbiter_app.core.vocabulary.results import RESULTS

# -- pure functions: ratings are ints, scores are half points (1-½-0 ×2) ---------------------


def round_half_up(x: Fraction) -> int:
    """Nearest whole number, 0.5 rounded up (C.07 10.1)."""
    return (x + Fraction(1, 2)).__floor__()


def average(ratings: Sequence[int]) -> int | None:
    """Average of `ratings`, rounded half up; None without any."""
    if not ratings:
        return None
    return round_half_up(Fraction(sum(ratings), len(ratings)))


def performance(ratings: Sequence[int], half_points: int) -> int | None:
    """TPR (10.2): ARO + dp(p), p = points / games rounded half up to hundredths.

    `half_points` is the OTB score in half points (win 2, draw 1, loss 0) against `ratings`.
    """
    aro = average(ratings)
    if aro is None:
        return None
    _check_score(ratings, half_points)
    return aro + b02.dp(b02.hundredths(Fraction(half_points, 2 * len(ratings))))


def expected_hundredths(rating: int, ratings: Sequence[int]) -> int:
    """Σ PD(rating − Ri) in hundredths of a point (B.02 table 8.1.2, full scale)."""
    return sum(b02.pd(rating - r) for r in ratings)


def perfect_performance(ratings: Sequence[int], half_points: int) -> int | None:
    """PTP (10.3): the lowest whole rating whose expected score reaches the score achieved.

    A zero score: the lowest opponent's rating − 800 (10.3). Otherwise a binary search between
    min − 736 (every PD 0.00, below any positive score) and max + 736 (every PD 1.00, at least
    any score): hence a 100% score gives the highest opponent + 736.
    """
    if not ratings:
        return None
    _check_score(ratings, half_points)
    if half_points == 0:
        return min(ratings) - 800
    target = 50 * half_points  # hundredths of a point
    low, high = min(ratings) - 736, max(ratings) + 736  # f(low) < target <= f(high)
    while high - low > 1:
        mid = (low + high) // 2
        if expected_hundredths(mid, ratings) >= target:
            high = mid
        else:
            low = mid
    return high


def _check_score(ratings: Sequence[int], half_points: int) -> None:
    if not 0 <= half_points <= 2 * len(ratings):
        raise ValueError(f"score {Fraction(half_points, 2)} in {len(ratings)} games")


# -- the shared inputs of one computation ----------------------------------------------------

_RATING = attrgetter("rating")
# A played game's score in half points, 1-½-0 whatever the event's scoring (C.07 Art. 10).
_HALF_POINTS = {r: f.half_points for r, f in RESULTS.items() if f.half_points is not None}


def ratings(ctx: Context, unrated: int | None) -> list[int] | None:
    """Every player's rating, `unrated` for the unrated; None when some player is unrated and
    no rating is given for them (the rating criteria are then undefined: Art. 10 preamble)."""
    raw = list(map(_RATING, ctx.players))
    if min(raw, default=1) > 0:
        return raw
    if unrated is not None:
        return [r if r > 0 else unrated for r in raw]
    return None


_OPPONENTS = itemgetter(1)  # of `otb_games`' (rounds, opponents)


def otb_games(
    ctx: Context, indices: Sequence[int] | None = None
) -> list[tuple[list[int], list[int]]]:
    """(rounds, opponents' indices) of the OTB games of every player (or of `indices`).

    A player's OTB games read only that player's rows: remembered with them."""
    every_round = list(range(ctx.rounds))
    cats, opp = ctx.base_cats, ctx.opp

    def otb(i: int) -> tuple[list[int], list[int]]:
        c, o = cats[i], opp[i]
        keep = [r for r in every_round if c[r] == PLAYED and o[r] >= 0]
        return keep, [o[r] for r in keep]

    def derive(indices: Sequence[int]) -> list[tuple[list[int], list[int]]]:
        # Every round an OTB game (no category but PLAYED, 0, no opponent -1: most players,
        # found by C-level tests over the rows): the rows as they are.
        rows = zip(indices, map(any, map(cats.__getitem__, indices)), strict=True)
        return [otb(i) if some or -1 in opp[i] else (every_round, opp[i]) for i, some in rows]

    return ctx.per_player(("rating-otb",), derive, indices)


class RatingInputs:
    """Ratings (None: the criteria are dropped, unrated players without a rule) and each
    player's OTB games, computed once per context; every player's TPR and PTP (APRO/APPO need
    them too) are computed on first use only, so ARO alone never pays for PTP's search.

    The games are kept as parallel per-player lists (`opponents`, `rounds`, `half_points`):
    one OTB game per entry, in round order (`half_points` on first use).
    """

    def __init__(self, ctx: Context, unrated: int | None) -> None:
        self.unrated = unrated
        self.ratings = ratings(ctx, unrated)
        games = otb_games(ctx)
        self.rounds: list[list[int]] = [g[0] for g in games]
        self.opponents: list[list[int]] = [g[1] for g in games]
        view = ctx.view()
        self._results = view.results
        self._half_points: list[list[int]] | None = None
        self._tpr: list[int | None] | None = None
        self._ptp: list[int | None] | None = None

    @property
    def half_points(self) -> list[list[int]]:
        """The player's score in each OTB game in half points (2 / 1 / 0), for TPR and PTP."""
        if self._half_points is None:
            self._half_points = [
                [_HALF_POINTS[results[r]] for r in rounds]
                for results, rounds in zip(self._results, self.rounds, strict=True)
            ]
        return self._half_points

    def opponent_ratings(self, i: int) -> list[int]:
        assert self.ratings is not None
        ratings = self.ratings
        return [ratings[j] for j in self.opponents[i]]

    @property
    def tpr(self) -> list[int | None]:
        if self._tpr is None:
            self._tpr = self._per_player(performance)
        return self._tpr

    @property
    def ptp(self) -> list[int | None]:
        if self._ptp is None:
            self._ptp = self._per_player(perfect_performance)
        return self._ptp

    def _per_player(self, f: Callable[[Sequence[int], int], int | None]) -> list[int | None]:
        if self.ratings is None:
            return [None] * len(self.opponents)
        return [
            f(self.opponent_ratings(i), sum(half)) if half else None
            for i, half in enumerate(self.half_points)
        ]


def _unrated(ctx: Context, d: Descriptor) -> int | None:
    return d.unrated if d.unrated is not None else ctx.unrated


def inputs(ctx: Context, unrated: int | None) -> RatingInputs:
    """Computed once per context and rating for unrated players (cached)."""
    key = ("rating-inputs", unrated)
    cached = ctx.cache.get(key)
    if isinstance(cached, RatingInputs):
        return cached
    out = RatingInputs(ctx, unrated)
    ctx.cache[key] = out
    return out


# -- the criteria ----------------------------------------------------------------------------

_Compute = Callable[[Context, Descriptor], dict[int, Value]]


def _aro_cut(ratings: list[int], d: Descriptor) -> tuple[int | None, list[tuple[int, str]]]:
    """ARO after the descriptor's cuts, and which elements were cut."""
    low, high = d.low_cuts, d.high_cuts
    no = [False] * len(ratings)
    total, cuts = apply_cuts(ratings, ratings, no, low, high, CutRule.LOWEST)
    left = len(ratings) - len(cuts)
    return (round_half_up(Fraction(total, left)) if left else None), cuts


def _aro(ctx: Context, d: Descriptor) -> dict[int, Value]:
    # Own OTB games and the opponents' ratings (reach 1): for `ctx.targets`.
    known = ratings(ctx, _unrated(ctx, d))
    targets = ctx.targets
    start_nos = list(map(ctx.start_nos.__getitem__, targets))
    if known is None:
        return dict.fromkeys(start_nos)
    low, high = d.low_cuts, d.high_cuts
    rating_of = known.__getitem__
    games = otb_games(ctx, targets)
    if not low and not high:
        # (the sums of the opponents' ratings at C level: every player's)
        opponents = list(map(_OPPONENTS, games))
        sums = map(sum, map(map, repeat(rating_of), opponents))
        counts = map(len, opponents)
        # round_half_up(Σ / n) in integers: floor((2Σ + n) / 2n).
        return {
            sn: (2 * total + n) // (2 * n) if n else None
            for sn, total, n in zip(start_nos, sums, counts, strict=True)
        }
    out: dict[int, Value] = {}
    for sn, (_rounds, opps) in zip(start_nos, games, strict=True):
        kept = list(map(rating_of, opps))
        if low or high:
            # What `_aro_cut` keeps (CutRule.LOWEST): the lowest `low`, then the highest
            # `high` ratings go; nothing is left when the cuts take every game.
            kept.sort()
            kept = kept[low : max(low, len(kept) - high)]
        n = len(kept)
        # round_half_up(Σ / n) in integers: floor((2Σ + n) / 2n).
        out[sn] = (2 * sum(kept) + n) // (2 * n) if n else None
    return out


def _per_player(pick: Callable[[RatingInputs], list[int | None]]) -> _Compute:
    def compute(ctx: Context, d: Descriptor) -> dict[int, Value]:
        values = pick(inputs(ctx, _unrated(ctx, d)))
        return {sn: v for sn, v in zip(ctx.start_nos, values, strict=True)}

    return compute


def _opponents_average(pick: Callable[[RatingInputs], list[int | None]]) -> _Compute:
    """APRO/APPO: the average of the OTB opponents' TPR/PTP, rounded half up."""

    def compute(ctx: Context, d: Descriptor) -> dict[int, Value]:
        data = inputs(ctx, _unrated(ctx, d))
        values = pick(data)
        out: dict[int, Value] = {}
        for sn, opps in zip(ctx.start_nos, data.opponents, strict=True):
            known = [v for j in opps if (v := values[j]) is not None]
            out[sn] = average(known)
        return out

    return compute


def _rtng(ctx: Context, d: Descriptor) -> dict[int, Value]:
    ratings = inputs(ctx, _unrated(ctx, d)).ratings
    if ratings is None:
        return dict.fromkeys(ctx.start_nos)
    return {sn: r for sn, r in zip(ctx.start_nos, ratings, strict=True)}


# -- explanations ----------------------------------------------------------------------------


_HALVES = (Fraction(0), Fraction(1, 2), Fraction(1))  # a game's points, one Fraction each


def _halves(half_points: int) -> Fraction:
    return _HALVES[half_points] if 0 <= half_points < 3 else Fraction(half_points, 2)


def _explain(ctx: Context, d: Descriptor, start_no: int) -> Explanation:
    """Per-round contributions: the OTB opponent's rating (or TPR/PTP for APRO/APPO), the
    score of each game, which ratings the cuts removed; notes carry the inputs of the formula
    (games, points, p in hundredths, dp, ARO ...)."""
    i = ctx.index[start_no]
    data = inputs(ctx, _unrated(ctx, d))
    ratings = data.ratings
    view = ctx.view()
    name = d.name
    # The player's OTB games as parallel lists (round 0-based, opponent's index, half points):
    # read once, not as one `Game` record per game and a lookup per round.
    game_rounds, game_opps = data.rounds[i], data.opponents[i]
    games = len(game_rounds)
    notes: list[tuple[str | Number, ...]] = [(ExplanationNote.GAMES, games)]
    if data.unrated is not None:
        notes.append((ExplanationNote.UNRATED_RATING, data.unrated))
    if ratings is None:
        notes.append((ExplanationNote.DROPPED, "unrated-players"))
    per_game: dict[int, int | None] = {}  # round -> the value the game contributes
    basis = Basis.RATING
    if ratings is not None and name == "RTNG":
        notes.append((ExplanationNote.RATING, ratings[i]))
    elif ratings is not None:
        if name in ("APRO", "APPO"):
            values = data.tpr if name == "APRO" else data.ptp
            per_game = dict(zip(game_rounds, map(values.__getitem__, game_opps), strict=True))
            basis = Basis.OPPONENT_TPR if name == "APRO" else Basis.OPPONENT_PTP
        else:
            per_game = dict(zip(game_rounds, map(ratings.__getitem__, game_opps), strict=True))
    cut_kind: dict[int, str] = {}
    if ratings is not None and name == "ARO" and (d.low_cuts or d.high_cuts):
        _, cuts = _aro_cut(list(map(ratings.__getitem__, game_opps)), d)
        cut_kind = {game_rounds[k]: kind for k, kind in cuts}
    half_points = data.half_points[i]
    if ratings is not None and name in ("TPR", "PTP") and games:
        half = sum(half_points)
        opp = list(map(ratings.__getitem__, game_opps))
        notes.append((ExplanationNote.POINTS, Fraction(half, 2)))
        if name == "TPR":
            p = b02.hundredths(Fraction(half, 2 * games))
            aro = sum(opp) / Fraction(games)
            notes += [
                (ExplanationNote.ARO, round_half_up(aro)),
                (ExplanationNote.P_HUNDREDTHS, p),
                (ExplanationNote.DP, b02.dp(p)),
            ]
        else:
            ptp = data.ptp[i]
            if ptp is not None:
                notes.append((ExplanationNote.EXPECTED_HUNDREDTHS, expected_hundredths(ptp, opp)))
    # Per OTB round: the game's points, and its basis (an unrated opponent's rating is the
    # rating given to the unrated).
    scored = dict(zip(game_rounds, map(_halves, half_points), strict=True))
    game_basis = dict.fromkeys(game_rounds, basis)
    if ratings is not None:
        players = ctx.players
        for r, j in zip(game_rounds, game_opps, strict=True):
            if players[j].rating <= 0:
                game_basis[r] = Basis.UNRATED_RATING
    records: list[Contribution] = []
    add = records.append
    start_nos, results = ctx.start_nos, view.results[i]
    not_otb = Basis.NOT_OTB
    # (the player's rows looked up once, not once per round)
    rounds = zip(
        range(0 if name == "RTNG" else ctx.rounds),  # RTNG: the player's own rating only
        ctx.opp[i],
        results,
        strict=False,
    )
    for r, j, result in rounds:
        v = per_game.get(r)
        add(
            contribution(  # all fields in order
                (
                    r + 1,  # round
                    start_nos[j] if j >= 0 else None,  # opponent
                    result,
                    v,  # value
                    scored.get(r),  # points (None: no OTB game)
                    v,  # amount
                    game_basis.get(r, not_otb),
                    (),  # numbers
                    (),  # adjusted_rounds
                    False,  # vur
                    cut_kind.get(r),  # cut
                ),
            )
        )
    # Everyone's values at once, cached: a report explains every player from one context, and
    # recomputing all of them once per player made that quadratic.
    key = ("rating-values", d.code)
    everyone = ctx.cache.get(key)
    if not isinstance(everyone, dict):
        everyone = _COMPUTE[name](ctx, d)
        ctx.cache[key] = everyone
    value: Value = everyone[start_no]
    return explained(
        ctx,
        d,
        start_no,
        value,
        tuple(records),
        tuple(notes),
    )


_COMPUTE: dict[str, _Compute] = {
    "ARO": _aro,
    "TPR": _per_player(lambda data: data.tpr),
    "PTP": _per_player(lambda data: data.ptp),
    "APRO": _opponents_average(lambda data: data.tpr),
    "APPO": _opponents_average(lambda data: data.ptp),
    "RTNG": _rtng,
}

# (code, article, description, modifiers, short name, one-line summary, name on printed lists)
_DEFINITIONS = (
    (
        Code.ARO,
        "C.07 10.1",
        QT_TRANSLATE_NOOP("Report", "Average rating of the opponents played over the board"),
        "CMU",
        QT_TRANSLATE_NOOP("TiebreakText", "Average rating of opponents"),
        QT_TRANSLATE_NOOP("TiebreakText", "Average rating of the opponents played"),
        QT_TRANSLATE_NOOP("Report", "Average FIDE rating of opponents"),
    ),
    (
        Code.TPR,
        "C.07 10.2",
        QT_TRANSLATE_NOOP("Report", "Tournament performance rating: ARO + dp(fractional score)"),
        "U",
        QT_TRANSLATE_NOOP("TiebreakText", "Performance rating"),
        QT_TRANSLATE_NOOP(
            "TiebreakText", "Average opponent rating plus the score's rating difference"
        ),
        QT_TRANSLATE_NOOP("Report", "Tournament performance rating"),
    ),
    (
        Code.PTP,
        "C.07 10.3",
        QT_TRANSLATE_NOOP(
            "Report", "Perfect tournament performance: lowest rating expected to score"
        ),
        "U",
        QT_TRANSLATE_NOOP("TiebreakText", "Perfect performance"),
        QT_TRANSLATE_NOOP("TiebreakText", "Lowest rating expected to make the score"),
        QT_TRANSLATE_NOOP("Report", "Perfect tournament performance"),
    ),
    (
        Code.APRO,
        "C.07 10.4",
        QT_TRANSLATE_NOOP("Report", "Average of the OTB opponents' tournament performance ratings"),
        "U",
        QT_TRANSLATE_NOOP("TiebreakText", "Opponents' average performance"),
        QT_TRANSLATE_NOOP("TiebreakText", "Average of the opponents' performance ratings"),
        QT_TRANSLATE_NOOP("Report", "Average performance rating of opponents"),
    ),
    (
        Code.APPO,
        "C.07 10.5",
        QT_TRANSLATE_NOOP(
            "Report", "Average of the OTB opponents' perfect tournament performances"
        ),
        "U",
        QT_TRANSLATE_NOOP("TiebreakText", "Opponents' average perfect performance"),
        QT_TRANSLATE_NOOP("TiebreakText", "Average of the opponents' perfect performances"),
        QT_TRANSLATE_NOOP("Report", "Average perfect performance of opponents"),
    ),
    (
        Code.RTNG,
        "C.07 10.6",
        QT_TRANSLATE_NOOP("Report", "Rating, highest first (/R: lowest first)"),
        "RU",
        QT_TRANSLATE_NOOP("TiebreakText", "Rating"),
        QT_TRANSLATE_NOOP("TiebreakText", "Highest rating first"),
        QT_TRANSLATE_NOOP("Report", "Rating"),
    ),
)

for _code, _article, _text, _params, _title, _summary, _name in _DEFINITIONS:
    register(
        Criterion(
            code=_code,
            title=_title,
            name=_name,
            summary=_summary,
            traits=frozenset({"rating"}),
            description=_text,
            compute=_COMPUTE[_code],
            reach=1 if _code == "ARO" else None,  # the others: for everybody
            explain=_explain,
            article=_article,
            params=frozenset(_params),
            score_kinds=False,
            precision=0,
        )
    )
