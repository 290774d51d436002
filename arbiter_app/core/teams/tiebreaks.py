"""Team tie-breaks (FIDE C.07 Arts. 11-13, the August 2024 and March 2026 texts).

Each team has two scores (Art. 11): match points (MP) and game points (GP). One is primary
(`TeamSetup.primary`, MP by default), the other secondary. The criteria (descriptor grammar of
spec/fide-tiebreaks.md §5.1, `Name[:MP|:GP][/Cn][/Mn][/P]`):

- `MP`, `GP` (or `PTS`, the primary): the scores; `MPvGP` (13.1): the score that is not primary.
- `BH` (8.1 on the primary, or `BH:MP` / `BH:GP`): the opponents' scores, with Art. 16 for
  unplayed rounds in a Swiss (below); `/Cn` cuts the n least significant values, `/Mn` also
  the n highest (14.1-14.2); `/P` counts forfeits as matches against the scheduled opponent.
- `EMMSB`, `EMGSB`, `EGMSB`, `EGGSB` (13.2, Extended Sonneborn-Berger): the sum over rounds of
  (the opponent's MP or GP: the first letter) x (the MP or GP scored against them: the
  second); `ESB` is EMGSB on an MP-primary event; `SB` (9.1) the same on the primary score
  alone. Cut-1 (14.1.2) drops the product for the opponent with the lowest score (the lowest
  product on a tie), with the unplayed-round exception of 16.5.
- `EDE` (13.3, Extended Direct Encounter): Direct Encounter (Art. 6) on the primary score, then
  on the secondary, re-applied whenever a new tied subset forms; `EDET`, `EDEB`, `EDEBT`,
  `EDEBB` (named in 2026; `EDEC` also) go on, when exactly two teams are still tied
  (13.3.2), to their match board by board: `T` top board results, `B` bottom board
  elimination, `C` board count (12.1-12.3). `/P` counts forfeits as matches (6.1.1).
- `SSSC` (13.4): the secondary score plus Buchholz on the primary divided by a normalising
  factor (`/Kx`, else the most primary points over the most secondary points a match gives).
- `BC` (12.1: the sum of board number x GP on that board, lower is better), `TBR` (12.2: GP on
  board 1, then board 2, ...), `BBE` (12.3: GP without the bottom board, then without the
  next one up, ...). A bye counts as a win on every board (12: "a PAB counts as a standard
  win on every board").

Art. 16 in a team Swiss (Gacrux, FIDE's reference implementation, reads it the same way):
- the unplayed rounds are byes, forfeits and rounds without a match; a voluntarily unplayed
  round (VUR, 16.1.2) is one not played and not won: a half- or zero-point bye, a forfeit
  loss, a round without a match; a pairing-allocated bye counts as played without opponent;
- an opponent's score (16.3) is taken at face value, except the requested byes after the
  opponent's last round that is not a VUR, which count as draws (16.2.5, 16.3.2);
- a team's own unplayed round counts as a match against a dummy with the team's own final
  score (16.4); the 2026 text caps the dummy (16.4.1: for a forfeit, at the scheduled
  opponent's adjusted score; 16.4.2: otherwise at a draw's points x the rounds);
- Cut-1 cuts the lowest VUR contribution first unless the least significant value is higher
  (16.5.1 and its explanatory note).
In a round robin (15.2) forfeits count as matches and rounds without a match add nothing.

Every value is exact (`Fraction`), ranks compare them as they are.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from fractions import Fraction
from itertools import pairwise
from math import lcm
from operator import attrgetter

from msgspec import Struct, field

from arbiter_app.core.model import Result, Tournament
from arbiter_app.core.teams.matches import BoardCache, TeamRound, boards_of, team_rounds

VUR_RESULTS = frozenset(
    {
        Result.HALF_BYE,
        Result.ZERO_BYE,
        Result.NOT_PAIRED,
        Result.FORFEIT_LOSS,
        Result.DOUBLE_FORFEIT,
    }
)
_TYPE_A = ("EDE", "EDEC", "EDET", "EDEB", "EDEBT", "EDEBB")
_ESB = ("EMMSB", "EMGSB", "EGMSB", "EGGSB")
CODES = (
    "MP", "GP", "PTS", "MPVGP", "BH", "SB", "ESB", *_ESB, *_TYPE_A, "BC", "TBR", "BBE", "SSSC",
)  # fmt: skip
_DESCRIPTOR = re.compile(r"^([A-Z]+)(?::(MP|GP))?((?:/[A-Z][0-9]*)*)$")


class TeamDescriptorError(ValueError):
    """A team tie-break the program does not know, or a modifier it does not take."""


class TeamDescriptor(Struct, frozen=True):
    code: str
    kind: str | None = None  # ":MP" / ":GP"
    cut_low: int = 0
    cut_high: int = 0
    forfeits_played: bool = False  # /P
    factor: int = 0  # /Kx: SSSC's normalising factor as the regulations set it (0: computed)
    text: str = ""

    @classmethod
    def parse(cls, text: str) -> TeamDescriptor:
        m = _DESCRIPTOR.match(text.strip().upper().replace("#", "/").replace("!", "/"))
        if not m:
            raise TeamDescriptorError(f"cannot read the team tie-break {text!r}")
        code, kind, mods = m.group(1), m.group(2), m.group(3)
        if code not in CODES:
            known = ", ".join(CODES)
            raise TeamDescriptorError(f"unknown team tie-break {code!r}; known: {known}")
        low = high = factor = 0
        played = False
        for mod in filter(None, mods.split("/")):
            letter, number = mod[0], mod[1:]
            if letter == "C" and number.isdecimal():
                low = int(number)
            elif letter == "M" and number.isdecimal():
                low = high = int(number)
            elif letter == "P" and not number:
                played = True
            elif letter == "K" and number.isdecimal() and code == "SSSC" and int(number) > 0:
                factor = int(number)
            else:
                raise TeamDescriptorError(f"{text}: modifier /{mod} is not taken here")
        return cls(code, kind, low, high, played, factor, text.strip())


_MP = attrgetter("mp")
_GP = attrgetter("gp")


class TeamContext(Struct):
    """What every team criterion reads: each team's rounds and scores, and the rules.

    The sums run in integers: each kind of score has a unit (the least common denominator of
    its round values, 1 for 2-1-0 match points, 2 for half game points) and every round's
    points are kept as integers in that unit (`ints`); values are made exact fractions once,
    at the end. The scores and adjusted scores are computed once per team."""

    rounds: dict[int, list[TeamRound]]
    boards: int
    draw_mp: Fraction
    draw_gp: Fraction
    win_mp: Fraction
    win_game: Fraction  # a game's win
    primary: str = "MP"
    round_robin: bool = False
    edition_2026: bool = False
    unit: dict[str, int] = field(default_factory=dict)
    ints: dict[str, dict[int, list[int]]] = field(default_factory=dict)
    _score: dict[tuple[str, int], int] = field(default_factory=dict)
    _adjusted: dict[tuple[str, int], int] = field(default_factory=dict)
    _fraction: dict[tuple[str, int], Fraction] = field(default_factory=dict)

    @classmethod
    def of(
        cls,
        t: Tournament,
        rules: str | None = None,
        cache: BoardCache | None = None,
        last: TeamContext | None = None,
    ) -> TeamContext:
        """The context of `t`. `cache`: the boards of the last reading (`BoardCache`); `last`:
        the context made with it last time, whose integers and scores the teams whose rounds
        are the same list as then keep (`core.teams.reuse`)."""
        setup = t.teams
        assert setup is not None
        boards = boards_of(t, setup)
        edition = rules or t.rules or ""
        if not edition:
            edition = "fide-2026" if (t.start_date or "9999") >= "2026-03-01" else "fide-2024"
        ctx = cls(
            rounds=team_rounds(t, cache),
            boards=boards,
            draw_mp=setup.scoring.draw,
            draw_gp=t.scoring.draw * boards,
            win_mp=setup.scoring.win,
            win_game=t.scoring.win,
            primary=setup.primary,
            round_robin=bool(t.system and t.system.is_round_robin),
            edition_2026="2026" in edition,
        )
        if last is not None and last.signature() != ctx.signature():
            last = None
        for kind in ("MP", "GP"):
            # (in integers: Fraction arithmetic on every round would cost more than the rest)
            field_of = _MP if kind == "MP" else _GP
            same = set()
            if last is not None:
                same = {n for n, trs in ctx.rounds.items() if last.rounds.get(n) is trs}
            pairs = {
                n: [(v.numerator, v.denominator) for v in map(field_of, trs)]
                for n, trs in ctx.rounds.items()
                if n not in same
            }
            denominators = {den for row in pairs.values() for _, den in row}
            # Any common multiple is exact; the last one is kept while it still serves, so
            # that the unchanged teams keep their integers.
            base = last.unit[kind] if last is not None else 1
            unit = lcm(base, ctx.draw(kind).denominator, *denominators)
            ctx.unit[kind] = unit
            ints = {n: [num * (unit // den) for num, den in row] for n, row in pairs.items()}
            if last is not None and unit == last.unit[kind]:
                old = last.ints[kind]
                ints.update((n, old[n]) for n in same)
                for n in same:
                    key = (kind, n)
                    if key in last._score:
                        ctx._score[key] = last._score[key]
                    if key in last._adjusted:
                        ctx._adjusted[key] = last._adjusted[key]
                    if key in last._fraction:
                        ctx._fraction[key] = last._fraction[key]
            elif same:
                for n in same:
                    row = [(v.numerator, v.denominator) for v in map(field_of, ctx.rounds[n])]
                    ints[n] = [num * (unit // den) for num, den in row]
            ctx.ints[kind] = {n: ints[n] for n in ctx.rounds}
        return ctx

    def signature(self) -> tuple[object, ...]:
        """Everything besides the rounds that the integers and scores depend on."""
        return (
            self.boards,
            self.draw_mp,
            self.draw_gp,
            self.win_mp,
            self.win_game,
            self.primary,
            self.round_robin,
            self.edition_2026,
        )

    @property
    def secondary(self) -> str:
        return "GP" if self.primary == "MP" else "MP"

    def teams(self) -> list[int]:
        return list(self.rounds)

    @staticmethod
    def points(tr: TeamRound, kind: str) -> Fraction:
        return tr.mp if kind == "MP" else tr.gp

    def draw(self, kind: str) -> Fraction:
        return self.draw_mp if kind == "MP" else self.draw_gp

    def int_score(self, team: int, kind: str) -> int:
        key = (kind, team)
        if key not in self._score:
            self._score[key] = sum(self.ints[kind][team])
        return self._score[key]

    def score(self, team: int, kind: str) -> Fraction:
        key = (kind, team)
        value = self._fraction.get(key)
        if value is None:
            value = self._fraction[key] = Fraction(self.int_score(team, kind), self.unit[kind])
        return value

    def int_adjusted(self, team: int, kind: str) -> int:
        """The score a team counts for as an opponent (16.3), in the kind's unit: face value,
        except the rounds without opponent after its last round that is not a VUR, which
        count as draws (16.2.5, 16.3.2)."""
        key = (kind, team)
        if key not in self._adjusted:
            rounds = self.rounds[team]
            points = self.ints[kind][team]
            last = max((tr.round_no for tr in rounds if tr.result not in VUR_RESULTS), default=0)
            draw = int(self.draw(kind) * self.unit[kind])
            total = 0
            for tr, p in zip(rounds, points, strict=True):
                if tr.round_no > last and not tr.opponent:
                    total += 0 if self.round_robin else draw
                else:
                    total += p
            self._adjusted[key] = total
        return self._adjusted[key]

    def adjusted(self, team: int, kind: str) -> Fraction:
        return Fraction(self.int_adjusted(team, kind), self.unit[kind])


class _Element(Struct, frozen=True):
    round_no: int
    score: int  # the opponent's (or dummy's) score, in the unit of its kind
    value: int  # the contribution, in the unit of the criterion
    vur: bool


def _elements(
    ctx: TeamContext, d: TeamDescriptor, team: int, own: str, opp: str, product: bool
) -> list[_Element]:
    """The contributions of each round to BH (product False) or an SB family criterion, in
    integers: the opponent's score in `opp`'s unit, times the own points in `own`'s unit."""
    out = []
    own_score = ctx.int_score(team, opp)
    rounds = ctx.rounds[team]
    own_points = ctx.ints[own][team]
    cap = int(ctx.draw(opp) * ctx.unit[opp]) * len(rounds)  # 16.4.2
    for tr, mine in zip(rounds, own_points, strict=True):
        vur = tr.result in VUR_RESULTS
        played = tr.played or d.forfeits_played or ctx.round_robin
        if tr.opponent and played:
            score = ctx.int_adjusted(tr.opponent, opp)
            vur = False
        elif ctx.round_robin:
            continue  # 15.2: a round without a match contributes nothing
        else:
            score = own_score  # 16.4: the dummy
            if ctx.edition_2026:
                if tr.opponent:  # 16.4.1
                    score = min(score, ctx.int_adjusted(tr.opponent, opp))
                else:  # 16.4.2
                    score = min(score, cap)
        value = score * mine if product else score
        out.append(_Element(tr.round_no, score, value, vur))
    return out


def _cut(elements: list[_Element], low: int, high: int) -> list[_Element]:
    """Cut-n / Median-n with the unplayed-round exception (14.1, 16.5)."""
    rest = list(elements)
    for _ in range(min(low, len(rest))):
        least = min(rest, key=lambda e: (e.score, e.value))
        vurs = [e for e in rest if e.vur]
        lowest_vur = min(vurs, key=lambda e: (e.value, e.score)) if vurs else None
        if lowest_vur is None or least.value > lowest_vur.value:
            rest.remove(least)
        else:
            rest.remove(lowest_vur)
    for _ in range(min(high, len(rest))):
        rest.remove(max(rest, key=lambda e: (e.score, e.value)))
    return rest


Values = dict[int, Fraction]


class Contribution(Struct, frozen=True):
    """One round's part of a team's value, for the explanations (the window's tooltips):
    the opponent team (0: none, a dummy of 16.4 or a bye), the opponent's score counted, the
    round's own points multiplied with it (SB family) and the contribution; `cut` when a
    modifier left it out (14.1), `vur` for a voluntarily unplayed round (16.1.2)."""

    round_no: int
    opponent: int
    score: Fraction
    own: Fraction
    value: Fraction
    cut: bool = False
    vur: bool = False


def contributions(ctx: TeamContext, d: TeamDescriptor, team: int) -> list[Contribution]:
    """The rounds behind `team`'s value of a score, BH or SB family criterion (empty for the
    others: EDE ranks a group, BC/TBR/BBE are the boards' points)."""
    rounds = ctx.rounds[team]
    if d.code in ("MP", "GP", "PTS", "MPVGP"):
        kind = {"PTS": ctx.primary, "MPVGP": ctx.secondary}.get(d.code, d.code)
        return [
            Contribution(
                tr.round_no, tr.opponent, Fraction(0), ctx.points(tr, kind), ctx.points(tr, kind)
            )
            for tr in rounds
        ]
    if d.code not in ("BH", "SB", "ESB", *_ESB):
        return []
    if d.code == "BH":
        opp = own = d.kind or ctx.primary
    else:
        opp, own = _sb_kinds(ctx, d)
    product = d.code != "BH"
    elements = _elements(ctx, d, team, own, opp, product)
    kept = {id(e) for e in _cut(elements, d.cut_low, d.cut_high)}
    unit = ctx.unit[opp] * (ctx.unit[own] if product else 1)
    by_round = {tr.round_no: tr for tr in rounds}
    out = []
    for e in elements:
        tr = by_round[e.round_no]
        played = tr.played or d.forfeits_played or ctx.round_robin
        out.append(
            Contribution(
                e.round_no,
                tr.opponent if tr.opponent and played else 0,
                Fraction(e.score, ctx.unit[opp]),
                ctx.points(tr, own),
                Fraction(e.value, unit),
                id(e) not in kept,
                e.vur,
            )
        )
    return out


def _sb_kinds(ctx: TeamContext, d: TeamDescriptor) -> tuple[str, str]:
    """(opponent's score kind, own score kind) of an SB family code."""
    if d.code in _ESB:
        return d.code[1] + "P", d.code[2] + "P"
    if d.code == "ESB":
        return ctx.primary, ctx.secondary
    kind = d.kind or ctx.primary
    return kind, kind


def values(ctx: TeamContext, d: TeamDescriptor, teams: Sequence[int] | None = None) -> Values:
    """Each team's value of a type B/C/D criterion (not EDE: `refine` ranks with it); of
    `teams` only, if given."""
    teams = ctx.teams() if teams is None else teams
    code = d.code
    if code in ("MP", "GP", "PTS"):
        kind = ctx.primary if code == "PTS" else code
        return {n: ctx.score(n, kind) for n in teams}
    if code == "MPVGP":
        return {n: ctx.score(n, ctx.secondary) for n in teams}
    if code == "BH" or code == "SB" or code == "ESB" or code in _ESB:
        if code == "BH":
            opp = own = d.kind or ctx.primary
        else:
            opp, own = _sb_kinds(ctx, d)
        product = code != "BH"
        unit = ctx.unit[opp] * (ctx.unit[own] if product else 1)
        out = {}
        for n in teams:
            kept = _cut(_elements(ctx, d, n, own, opp, product), d.cut_low, d.cut_high)
            out[n] = Fraction(sum(e.value for e in kept), unit)
        return out
    if code == "BC":
        return {n: _board_count(ctx, n) for n in teams}
    if code == "SSSC":
        return _sssc(ctx, d, teams)
    raise TeamDescriptorError(f"{code} ranks a tied group; it has no value of its own")


def _sssc(ctx: TeamContext, d: TeamDescriptor, teams: Sequence[int]) -> Values:
    """13.4: the secondary score plus the Schedule Strength, Buchholz on the primary score
    (Art. 16 and /P as for BH) divided by a normalising factor: as the regulations set it
    (/Kx), else the most primary points the rounds can give over the most secondary points a
    match can give, truncated (with 2-1-0 over 9 rounds and 4 boards: 18 / 4 -> 4). Exact (the
    text prints it with two decimals; Gacrux rounds it so, which can only tie two teams a
    hundredth apart)."""
    bh_list = TeamDescriptor("BH", ctx.primary, d.cut_low, d.cut_high, d.forfeits_played)
    bh = values(ctx, bh_list, teams)
    out = {}
    for n in teams:
        factor = d.factor
        if not factor:
            most_primary = _win(ctx, ctx.primary) * len(ctx.rounds[n])
            factor = max(1, int(most_primary / _win(ctx, ctx.secondary)))
        out[n] = ctx.score(n, ctx.secondary) + bh[n] / factor
    return out


def _board_count(ctx: TeamContext, team: int) -> Fraction:
    points = board_points(ctx, team)
    unit = 1
    for p in points.values():
        unit = lcm(unit, p.denominator)
    return Fraction(sum(b * int(p * unit) for b, p in points.items()), unit)


def board_points(ctx: TeamContext, team: int) -> dict[int, Fraction]:
    """Board number -> the team's game points on it over the event (Art. 12: a bye or a
    forfeited match counts as its result on every board)."""
    boards = range(1, ctx.boards + 1)
    items: list[tuple[int, Fraction]] = []
    for tr in ctx.rounds[team]:
        if tr.games and tr.opponent:
            items.extend((g.board, g.points) for g in tr.games if g.board <= ctx.boards)
        elif tr.result is Result.PAIRING_BYE or tr.result in (Result.FULL_BYE, Result.FORFEIT_WIN):
            items.extend((b, ctx.win_game) for b in boards)
        elif tr.result is Result.HALF_BYE:
            items.extend((b, ctx.win_game / 2) for b in boards)
    unit = 1
    for value in {p.denominator for _, p in items}:
        unit = lcm(unit, value)
    sums = dict.fromkeys(boards, 0)
    for b, p in items:
        sums[b] += p.numerator * (unit // p.denominator)
    return {b: Fraction(total, unit) for b, total in sums.items()}


def lower_is_better(d: TeamDescriptor) -> bool:
    return d.code == "BC"


# -- type A: refining a tied group ----------------------------------------------------------


def _board_weights(ctx: TeamContext, func: str, position: int) -> list[Fraction]:
    n = ctx.boards
    if func == "C":  # 12.1: board count, lower is better -> negated
        return [Fraction(-(i + 1)) for i in range(n)]
    if func == "T":  # 12.2: board `position + 1`
        return [Fraction(1 if i == position else 0) for i in range(n)]
    # "B", 12.3: without the bottom `position + 1` boards
    return [Fraction(1 if i < n - position - 1 else 0) for i in range(n)]


def _de_pass(
    ctx: TeamContext,
    d: TeamDescriptor,
    group: list[int],
    points: Callable[[int, int, TeamRound], int | Fraction],
    win: int | Fraction,
) -> list[list[int]]:
    """One Direct Encounter pass (6.1-6.3) on `group` with the round's points `points(team,
    round index, round)` (integers in a unit, `win` in the same unit): the blocks it
    separates, best first."""
    members = set(group)
    val: dict[int, int | Fraction] = {}
    most: dict[int, int | Fraction] = {}
    all_met = True
    forfeits = d.forfeits_played or ctx.round_robin
    for n in group:
        met: dict[int, list[int | Fraction]] = {}
        for i, tr in enumerate(ctx.rounds[n]):
            if tr.opponent in members and tr.opponent != n and (tr.played or forfeits):
                met.setdefault(tr.opponent, []).append(points(n, i, tr))
        # 6.1.2: the average of several meetings (exact; a single meeting stays an integer)
        val[n] = sum(p[0] if len(p) == 1 else Fraction(sum(p), len(p)) for p in met.values())
        missing = len(group) - 1 - len(met)
        if missing and not ctx.round_robin:
            all_met = False
        most[n] = val[n] + missing * win
    order = sorted(group, key=lambda n: (-val[n], -most[n], n))
    blocks: list[list[int]] = [[order[0]]]
    if all_met:  # 6.2
        for prev, n in pairwise(order):
            if val[n] != val[prev]:
                blocks.append([n])
            else:
                blocks[-1].append(n)
        return blocks
    unique = True  # 6.3: alone on top whatever the missing matches' results
    for i in range(1, len(order)):
        if unique and val[order[i - 1]] > max(most[m] for m in order[i:]):
            blocks.append([order[i]])
        else:
            blocks[-1].append(order[i])
            unique = False
    return blocks


def refine(ctx: TeamContext, d: TeamDescriptor, group: list[int]) -> list[list[int]]:
    """EDE and its chains (13.3, 12): the ordered blocks `group` splits into. As Gacrux does:
    one function is applied to every tied block until it changes nothing, then the next one
    (primary, secondary, then the boards), round and round until none changes anything."""
    funcs = ["P", "S"]
    if d.code in ("EDEC", "EDEBT", "EDEBB"):
        funcs.append("C")
    if d.code in ("EDET", "EDEBT"):
        funcs += ["T"] * ctx.boards
    if d.code in ("EDEB", "EDEBB"):
        funcs += ["B"] * (ctx.boards - 1)
    blocks = [list(group)]
    i = 0
    quiet = 0  # functions in a row that changed nothing
    while quiet < len(funcs):
        func = funcs[i]
        changed_any = False
        while True:
            changed = False
            new_blocks: list[list[int]] = []
            for block in blocks:
                parts = [block]
                if len(block) > 1:
                    parts = _split(ctx, d, block, func, funcs[:i].count(func))
                changed = changed or len(parts) > 1
                new_blocks.extend(parts)
            blocks = new_blocks
            if not changed:
                break
            changed_any = True
        quiet = 1 if changed_any else quiet + 1
        i = (i + 1) % len(funcs)
    return blocks


def _split(
    ctx: TeamContext, d: TeamDescriptor, block: list[int], func: str, position: int
) -> list[list[int]]:
    if func in ("P", "S"):
        kind = ctx.primary if func == "P" else ctx.secondary
        ints = ctx.ints[kind]
        win = _win(ctx, kind) * ctx.unit[kind]
        return _de_pass(ctx, d, block, lambda n, i, tr: ints[n][i], win)
    if len(block) != 2:  # 13.3.2: the boards decide between exactly two teams
        return [block]
    weights = _board_weights(ctx, func, position)

    def points(n: int, i: int, tr: TeamRound) -> Fraction:
        return sum((weights[g.board - 1] * g.points for g in tr.games), Fraction(0))

    return _de_pass(ctx, d, block, points, ctx.win_game)


def _win(ctx: TeamContext, kind: str) -> Fraction:
    return ctx.win_mp if kind == "MP" else ctx.win_game * ctx.boards


def board_sequence(ctx: TeamContext, team: int, code: str) -> tuple[Fraction, ...]:
    """TBR: GP on board 1, 2, ...; BBE: GP without the bottom board, then the next, ..."""
    bp = board_points(ctx, team)
    ordered = [bp[b] for b in sorted(bp)]
    if code == "TBR":
        return tuple(ordered)
    total = sum(ordered, Fraction(0))
    out = []
    for b in reversed(ordered[1:]):
        total -= b
        out.append(total)
    return tuple(out)


def parse_list(codes: Sequence[str]) -> list[TeamDescriptor]:
    return [TeamDescriptor.parse(c) for c in codes if c.strip()]
