"""Differential-test support: generate tournaments, run Gacrux and our engine on the same TRF.

Test support code only (not part of the package). Gacrux (Otto Milvang's FIDE reference
implementation, MIT) is a dev-only dependency; it is *driven* here, never copied.

Three parts:

- `generate(seed, ...)`: a deterministic (seeded) tournament as TRF-16 text: Swiss (6-150 players,
  simple score-group pairing with colour balance and a pairing-allocated bye) or round robin
  (Berger tables, single or double), with half/zero-point byes, late entries, forfeits, double
  forfeits, full-point byes, games of less than one move and withdrawals in realistic proportions
  (a "stress" profile raises them all). Gacrux's own `tournamentgenerator` pairs with its real
  Dutch engine (about 2.5 s for 150 players) and makes neither withdrawals nor double forfeits, so
  this generator is our own; `gacrux_generated(...)` still gives a few of Gacrux's for coverage.
- `gacrux_values(...)`: Gacrux's values for a list of codes, in process (`trf2json` +
  `tiebreak.compute_tiebreaks`, the two calls `tiebreakchecker` makes).
- `our_values(...)`: the same list from `arbiter_app.io.trf.parse_trf` +
  `arbiter_app.core.standings.compute`.

Both return `{code: {start_no: Fraction | None}}`; `DE` is returned as the rank after points
and DE (Gacrux list `PTS DE`, our list `["DE"]`), `RANK(<list>)` as the rank after points and
that list. Generated events may also use 3-1-0 / 2-1-0 scoring (TRF-26 record 162) or stop
after an earlier round (`Generated.preliminary`; Gacrux is then given the current round, `-n`).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from functools import cached_property
from typing import Any

Values = dict[str, dict[int, Fraction | None]]

# Start dates (TRF 042) that select each edition. Gacrux takes the edition from 042 (before
# 2026-03-01: the 2024 rules, C.07 Aug-2024; from then on the 2026 rules); we also force it
# per descriptor with Gacrux's own `/V2024` / `/V2026` modifier, and pass `rules=` to our engine.
EDITIONS = {"fide-2024": "2025/06/02", "fide-2026": "2026/06/01"}
GACRUX_VERSION_MODIFIER = {"fide-2024": "/V2024", "fide-2026": "/V2026"}

# The criteria compared (brief of the differential test). DE is compared as a rank.
CODES = (
    "BH",
    "BH/C1",
    "BH/C2",
    "BH/M1",
    "FB",
    "AOB",
    "SB",
    "SB/C1",
    "KS",
    "PS",
    "PS/C1",
    "WIN",
    "WON",
    "BPG",
    "BWG",
    "REP",
    "ARO",
    "ARO/C1",
    "TPR",
    "PTP",
    "APRO",
    "APPO",
)
# Whole standings compared as ranks: `RANK(<list>)` is each player's rank (first place of a shared
# position) after points and the list, partition refinement included (DE recomputed on the
# subgroups later criteria leave tied). The list is the one the speed issue uses (no FB, whose
# Gacrux pass leaks into later codes, and no AOB, which Gacrux ranks by its rounded value).
RANK_CODES = ("RANK(BH/C1 BH SB DE WIN BPG ARO)",)


def rank_list(code: str) -> list[str] | None:
    """The criteria of a `RANK(...)` pseudo-code, or None for an ordinary code."""
    if code.startswith("RANK(") and code.endswith(")"):
        return code[5:-1].split()
    return None


# Codes whose Gacrux value depends on the rule edition: only Art. 16 (dummy caps) touches them.
# Read from gacrux/tiebreak.py: `modifiers["ver"]` is consulted only in
# compute_buchholz_sonneborn_berger_ver (BH, FB, SB and AOB through BH) and, for ver 0 (2022),
# in compute_ratingperformance. So Gacrux computes the other codes once per tournament, and our
# engine is still checked under both editions against that one value.
EDITION_CODES = frozenset({"BH", "BH/C1", "BH/C2", "BH/M1", "FB", "AOB", "SB", "SB/C1"})

SWISS = "swiss"
ROUND_ROBIN = "round-robin"
DOUBLE_ROUND_ROBIN = "double-round-robin"


# ---------------------------------------------------------------------------------------------
# Generation
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Rates:
    """Per-round probabilities. Realistic defaults from open Swiss events (byes mostly early,
    forfeits a few per cent of games); `STRESS` multiplies them to reach the corner cases."""

    half_bye: float = 0.03  # requested half-point bye (TRF H), rounds before the last two
    half_bye_late: float = 0.008  # the same in the last two rounds (16.2.5 when last)
    zero_bye: float = 0.012  # requested zero-point bye (TRF Z)
    full_bye: float = 0.002  # full-point bye (TRF F)
    late_entry: float = 0.03  # player misses rounds 1..k (Z or blank), k in 1..2
    withdrawal: float = 0.04  # player leaves after a random round (later rounds blank or Z)
    forfeit: float = 0.015  # one-sided forfeit of a paired game (TRF + / -)
    double_forfeit: float = 0.003  # both absent (TRF - / -)
    short_game: float = 0.005  # game of less than one move (TRF W / D / L)
    unrated_share: float = 0.0  # share of unrated players (rating field blank)


REALISTIC = Rates()
STRESS = Rates(
    half_bye=0.10,
    half_bye_late=0.05,
    zero_bye=0.05,
    full_bye=0.01,
    late_entry=0.08,
    withdrawal=0.10,
    forfeit=0.06,
    double_forfeit=0.015,
    short_game=0.02,
)


@dataclass
class Entry:
    """One player's round: opponent (0 = none), colour 'w'/'b'/'-', TRF result char (' ' blank)."""

    opponent: int = 0
    colour: str = "-"
    code: str = " "


POINTS = {
    "1": Fraction(1),
    "=": Fraction(1, 2),
    "0": Fraction(0),
    "W": Fraction(1),
    "D": Fraction(1, 2),
    "L": Fraction(0),
    "+": Fraction(1),
    "-": Fraction(0),
    "U": Fraction(1),
    "F": Fraction(1),
    "H": Fraction(1, 2),
    "Z": Fraction(0),
    " ": Fraction(0),
}
PLAYED_CODES = frozenset("1=0WDL")
MIRROR = {"1": "0", "0": "1", "=": "=", "W": "L", "L": "W", "D": "D", "+": "-", "-": "+"}


@dataclass
class Generated:
    """A generated tournament: the data, and its TRF text for a rule edition."""

    seed: int
    system: str
    profile: str
    rounds: int
    ratings: dict[int, int]  # 0 = unrated
    table: dict[int, list[Entry]]  # start_no -> one Entry per round
    unrated_rating: int | None = None  # rating for unrated players in rating tie-breaks
    header_rounds_record: str = "XXR"  # which record states the number of rounds
    notes: list[str] = field(default_factory=list)
    scoring: str = "1-0.5-0"  # win-draw-loss; not 1-½-0: written as TRF-26 record 162
    planned_rounds: int = 0  # > rounds: preliminary standings after `rounds` of them

    @property
    def win_draw(self) -> tuple[Fraction, Fraction]:
        win, draw, _ = (Fraction(x) for x in self.scoring.split("-"))
        return win, draw

    def score(self, code: str) -> Fraction:
        """Points of a TRF result code under this tournament's scoring."""
        return Fraction(self._half_points[code], 2)

    @cached_property
    def _half_points(self) -> dict[str, int]:
        """Points per result code in half-points (every scoring here uses halves): integer sums
        keep a 10,000-player file fast (the benchmark generates one)."""
        win, draw = self.win_draw
        return {c: int(2 * (draw if p == Fraction(1, 2) else p * win)) for c, p in POINTS.items()}

    def preliminary(self, after: int) -> Generated:
        """The same tournament as it stood after round `after` (planned rounds unchanged)."""
        return replace(
            self,
            rounds=after,
            table={s: row[:after] for s, row in self.table.items()},
            planned_rounds=self.planned_rounds or self.rounds,
            notes=[*self.notes, f"preliminary after round {after} of {self.rounds}"],
        )

    @property
    def players(self) -> int:
        return len(self.table)

    @property
    def is_round_robin(self) -> bool:
        return self.system != SWISS

    def points(self, start_no: int) -> Fraction:
        half = self._half_points
        return Fraction(sum(half[e.code] for e in self.table[start_no]), 2)

    def label(self) -> str:
        extra = f" after {self.rounds} of {self.planned_rounds}" if self.planned_rounds else ""
        scoring = "" if self.scoring == "1-0.5-0" else f" scoring={self.scoring}"
        return (
            f"seed={self.seed} {self.system} {self.players}p x {self.rounds}r{extra}{scoring} "
            f"profile={self.profile} unrated_rating={self.unrated_rating}"
        )

    def trf(self, edition: str = "fide-2026") -> str:
        """TRF-16 text (plus 142/XXR and 192) with the start date that selects `edition`."""
        date = EDITIONS[edition]
        kind = {SWISS: "Swiss", ROUND_ROBIN: "Round Robin", DOUBLE_ROUND_ROBIN: "Round Robin"}
        code192 = {
            SWISS: "FIDE_DUTCH",
            ROUND_ROBIN: "FIDE_ROUNDROBIN",
            DOUBLE_ROUND_ROBIN: "FIDE_DOUBLEROUNDROBIN",
        }
        rated = sum(1 for r in self.ratings.values() if r)
        lines = [
            f"012 Generated {self.system} tournament, seed {self.seed}",
            "022 Testville",
            "032 NOR",
            f"042 {date}",
            f"052 {date}",
            f"062 {self.players}",
            f"072 {rated}",
            f"092 {kind[self.system]}",
            "102 Test Arbiter",
            f"{self.header_rounds_record} {self.planned_rounds or self.rounds}",
            f"192 {code192[self.system]}",
        ]
        if self.scoring != "1-0.5-0":
            win, draw = self.win_draw
            # TRF-26 162: symbol at column 6, points in the next 4, every 9 columns (W D L A P)
            zero = Fraction(0)
            items = [("W", win), ("D", draw), ("L", zero), ("A", zero), ("P", win)]
            lines.append("162  " + "    ".join(f"{sym}{float(v):4.1f}" for sym, v in items))
        points = {s: self.points(s) for s in self.table}
        order = sorted(self.table, key=lambda s: (-points[s], s))
        rank = {s: i + 1 for i, s in enumerate(order)}
        for sno in sorted(self.table):
            rating = self.ratings[sno]
            head = (
                f"001 {sno:4d} m    {'Player ' + format(sno, '03d'):<33} "
                f"{(str(rating) if rating else ''):>4} NOR {100000 + sno:>11} 1990/01/01 "
                f"{_points_text(points[sno]):>4} {rank[sno]:4d}"
            )
            cells = []
            for e in self.table[sno]:
                if e.code == " " and e.opponent == 0:
                    cells.append("          ")
                else:
                    cells.append(f"  {e.opponent:04d} {e.colour} {e.code}")
            lines.append((head + "".join(cells)).rstrip())
        return "\n".join(lines) + "\n"


def from_trf(text: str, *, system: str, seed: int, profile: str, rounds: int) -> Generated:
    """The `Generated` view of an existing TRF text (001 records only), e.g. one written by
    Gacrux's generator, so the divergence predicates can look at its rounds too."""
    ratings: dict[int, int] = {}
    table: dict[int, list[Entry]] = {}
    for line in text.splitlines():
        if not line.startswith("001"):
            continue
        sno = int(line[4:8])
        ratings[sno] = int(line[48:52].strip() or 0)
        row = []
        for r in range(rounds):
            cell = line[91 + 10 * r : 99 + 10 * r].ljust(8)
            if not cell.strip():
                row.append(Entry())
            else:
                row.append(Entry(int(cell[0:4]), cell[5].lower(), cell[7].upper()))
        table[sno] = row
    return Generated(seed, system, profile, rounds, ratings, table)


def _points_text(p: Fraction) -> str:
    return f"{float(p):.1f}"  # every score here is a multiple of 1/2


def generate(
    seed: int,
    *,
    system: str | None = None,
    players: int | None = None,
    rounds: int | None = None,
    profile: str | None = None,
    scoring: str | None = None,
) -> Generated:
    """A deterministic tournament for `seed`; unspecified parameters are drawn from it."""
    rng = random.Random(seed)
    if system is None:
        system = rng.choices([SWISS, ROUND_ROBIN, DOUBLE_ROUND_ROBIN], [70, 22, 8])[0]
    if profile is None:
        profile = "stress" if rng.random() < 0.3 else "realistic"
    if scoring is None:
        scoring = rng.choices(["1-0.5-0", "3-1-0", "2-1-0"], [85, 10, 5])[0]
    rates = STRESS if profile == "stress" else REALISTIC
    if players is None:
        if system == SWISS:
            # log-uniform 6..150: many small and mid-sized fields, a few large ones
            players = round(6 * (150 / 6) ** rng.random())
        elif system == ROUND_ROBIN:
            players = rng.randint(6, 16)
        else:
            players = rng.randint(6, 10)
    unrated_share = rng.choice([0.0, 0.0, 0.0, 0.05, 0.15])
    ratings = _ratings(rng, players, unrated_share)
    unrated_rating = None
    if any(r == 0 for r in ratings.values()) and rng.random() < 0.5:
        unrated_rating = rng.choice([1000, 1200, 1400])
    if system == SWISS:
        if rounds is None:
            rounds = min(players - 1, rng.randint(5, 11))
        table, notes = _swiss(rng, ratings, rounds, rates, scoring)
    else:
        table, notes = _round_robin(rng, ratings, system == DOUBLE_ROUND_ROBIN, rates)
        rounds = len(next(iter(table.values())))
    return Generated(
        seed=seed,
        system=system,
        profile=profile,
        rounds=rounds,
        ratings=ratings,
        table=table,
        unrated_rating=unrated_rating,
        header_rounds_record=rng.choice(["XXR", "142"]),
        notes=notes,
        scoring=scoring,
    )


def _ratings(rng: random.Random, n: int, unrated_share: float) -> dict[int, int]:
    top = rng.randint(1900, 2700)
    step = rng.uniform(3, 25)
    values = sorted(
        (max(1001, int(top - step * i + rng.gauss(0, 40))) for i in range(n)), reverse=True
    )
    ratings = {i + 1: v for i, v in enumerate(values)}
    for s in ratings:
        if rng.random() < unrated_share:
            ratings[s] = 0
    return ratings


def _strength(ratings: dict[int, int], s: int) -> int:
    return ratings[s] or 1400


def _game(rng: random.Random, rw: int, rb: int, rates: Rates) -> tuple[str, str]:
    """Result chars (white, black) of a paired game."""
    x = rng.random()
    if x < rates.double_forfeit:
        return "-", "-"
    if x < rates.double_forfeit + rates.forfeit:
        return ("+", "-") if rng.random() < 0.5 else ("-", "+")
    expected = 1 / (1 + 10 ** ((rb - rw - 35) / 400))  # white's expected score
    draw = 0.34 * (1 - abs(2 * expected - 1)) + 0.04
    win = max(0.0, expected - draw / 2)
    y = rng.random()
    w, b = ("1", "0") if y < win else (("=", "=") if y < win + draw else ("0", "1"))
    if rng.random() < rates.short_game:
        w, b = {"1": "W", "0": "L", "=": "D"}[w], {"1": "W", "0": "L", "=": "D"}[b]
    return w, b


def _swiss(
    rng: random.Random, ratings: dict[int, int], rounds: int, rates: Rates, scoring: str
) -> tuple[dict[int, list[Entry]], list[str]]:
    win, draw, _ = (Fraction(x) for x in scoring.split("-"))
    half = {c: int(2 * (draw if p == Fraction(1, 2) else p * win)) for c, p in POINTS.items()}
    players = sorted(ratings)
    table: dict[int, list[Entry]] = {s: [] for s in players}
    notes: list[str] = []
    withdraw_after: dict[int, int] = {}
    late: dict[int, int] = {}
    absent_code = rng.choice([" ", "Z"])  # how this "program" writes rounds after withdrawal
    for s in players:
        if rounds > 2 and rng.random() < rates.withdrawal:
            withdraw_after[s] = rng.randint(1, rounds - 1)
        elif rng.random() < rates.late_entry:
            late[s] = rng.randint(1, min(2, rounds - 1))
    if withdraw_after:
        notes.append(f"withdrawals {sorted(withdraw_after.items())}")
    if late:
        notes.append(f"late entries {sorted(late.items())}")
    met: dict[int, set[int]] = {s: set() for s in players}
    had_bye: set[int] = set()
    score = {s: 0 for s in players}  # half-points before the current round
    for rnd in range(1, rounds + 1):
        present = []
        for s in players:
            if s in withdraw_after and rnd > withdraw_after[s]:
                table[s].append(Entry(code=absent_code))
                continue
            if s in late and rnd <= late[s]:
                table[s].append(Entry(code=rng.choice(["Z", " "])))
                continue
            x = rng.random()
            late_round = rnd > rounds - 2
            hb = rates.half_bye_late if late_round else rates.half_bye
            if x < hb:
                table[s].append(Entry(code="H"))
            elif x < hb + rates.zero_bye:
                table[s].append(Entry(code="Z"))
            elif x < hb + rates.zero_bye + rates.full_bye:
                table[s].append(Entry(code="F"))
            else:
                present.append(s)
        if rnd > 1:  # scores before this round (the previous round's entries are the last ones)
            for s in players:
                score[s] += half[table[s][-1].code]
        present.sort(key=lambda s: (-score[s], -_strength(ratings, s), s))
        if len(present) % 2:
            # pairing-allocated bye: lowest-ranked player without one (C.04.1 c.2)
            bye = next((s for s in reversed(present) if s not in had_bye), present[-1])
            present.remove(bye)
            had_bye.add(bye)
            table[bye].append(Entry(code="U"))
        for a, b in _pair(present, met):
            met[a].add(b)
            met[b].add(a)
            white, black = _colours(a, b, table, rnd)
            rw, rb = _game(rng, _strength(ratings, white), _strength(ratings, black), rates)
            table[white].append(Entry(black, "w", rw))
            table[black].append(Entry(white, "b", rb))
    return table, notes


def _pair(order: list[int], met: dict[int, set[int]]) -> list[tuple[int, int]]:
    """Greedy top-down pairing avoiding rematches; backtracks a little, then allows a rematch."""
    rest = list(order)
    pairs: list[tuple[int, int]] = []
    while rest:
        a = rest.pop(0)
        partner = next((b for b in rest if b not in met[a]), None)
        if partner is None:
            partner = rest[0]  # everyone left has met a: a rematch (C.07 4.4 / 6.1.2 cases)
        rest.remove(partner)
        pairs.append((a, partner))
    return pairs


def _colours(a: int, b: int, table: dict[int, list[Entry]], rnd: int) -> tuple[int, int]:
    def balance(s: int) -> tuple[int, str]:
        played = [e.colour for e in table[s] if e.colour in "wb"]
        return played.count("w") - played.count("b"), (played[-1] if played else "")

    da, la = balance(a)
    db, lb = balance(b)
    if da != db:
        return (a, b) if da < db else (b, a)
    if la != lb and la and lb:
        return (a, b) if la == "b" else (b, a)
    return (a, b) if (rnd + a) % 2 else (b, a)


def _berger(n: int) -> list[list[tuple[int, int]]]:
    """Rounds of (white, black) pairs for n (even) players; FIDE Berger-style rotation."""
    players = list(range(1, n + 1))
    rounds = []
    for r in range(n - 1):
        pairs = []
        for i in range(n // 2):
            a, b = players[i], players[n - 1 - i]
            if i == 0:
                a, b = (a, b) if r % 2 == 0 else (b, a)
            pairs.append((a, b))
        rounds.append(pairs)
        players = [players[0], players[-1], *players[1:-1]]
    return rounds


def _round_robin(
    rng: random.Random, ratings: dict[int, int], double: bool, rates: Rates
) -> tuple[dict[int, list[Entry]], list[str]]:
    n = len(ratings)
    size = n + (n % 2)  # odd fields: player `size` is the rest round
    schedule = _berger(size)
    if double:
        schedule = schedule + [[(b, a) for a, b in rnd] for rnd in schedule]
    table: dict[int, list[Entry]] = {s: [] for s in ratings}
    notes: list[str] = []
    rr_rates = Rates(
        forfeit=rates.forfeit * 1.5,
        double_forfeit=rates.double_forfeit,
        short_game=rates.short_game,
    )
    leaver = rng.choice(list(ratings)) if rng.random() < 2 * rates.withdrawal else None
    leave_after = rng.randint(1, max(1, len(schedule) - 2)) if leaver else 0
    # After a withdrawal a round robin either forfeits the remaining games or leaves them unplayed.
    leave_style = rng.choice(["forfeit", "unplayed"])
    if leaver:
        notes.append(f"player {leaver} withdrew after round {leave_after} ({leave_style})")
    for rnd, pairs in enumerate(schedule, start=1):
        for a, b in pairs:
            if a > n or b > n:
                s = a if b > n else b
                table[s].append(Entry())  # rest round of an odd field: not paired
                continue
            if leaver in (a, b) and rnd > leave_after:
                if leave_style == "unplayed":
                    table[a].append(Entry())
                    table[b].append(Entry())
                else:
                    table[a].append(Entry(b, "w", "-" if a == leaver else "+"))
                    table[b].append(Entry(a, "b", "-" if b == leaver else "+"))
                continue
            rw, rb = _game(rng, _strength(ratings, a), _strength(ratings, b), rr_rates)
            table[a].append(Entry(b, "w", rw))
            table[b].append(Entry(a, "b", rb))
    return table, notes


def cases(count: int, first_seed: int = 20_000) -> list[Generated]:
    """The test's tournaments: fixed corner cases first, then seeded random ones, every eighth
    of them cut short after an earlier round (preliminary standings; Gacrux gets `-n`)."""
    fixed = [
        generate(first_seed - 1, system=SWISS, players=6, rounds=5, profile="stress"),
        generate(first_seed - 2, system=SWISS, players=150, rounds=11, profile="realistic"),
        generate(first_seed - 3, system=SWISS, players=150, rounds=9, profile="stress"),
        generate(first_seed - 4, system=ROUND_ROBIN, players=6, profile="stress"),
        generate(first_seed - 5, system=ROUND_ROBIN, players=7, profile="stress"),
        generate(first_seed - 6, system=DOUBLE_ROUND_ROBIN, players=6, profile="stress"),
        generate(first_seed - 7, system=DOUBLE_ROUND_ROBIN, players=7, profile="realistic"),
        generate(first_seed - 8, system=SWISS, players=7, rounds=6, profile="stress"),
    ]
    out = list(fixed)
    for i in range(max(0, count - len(fixed))):
        g = generate(first_seed + i)
        if i % 8 == 7 and g.rounds >= 3:
            # preliminary standings: the same event as it stood after an earlier round
            g = g.preliminary(random.Random(g.seed).randint(2, g.rounds - 1))
        out.append(g)
    return out


# ---------------------------------------------------------------------------------------------
# Gacrux
# ---------------------------------------------------------------------------------------------


def _to_fraction(value: object) -> Fraction | None:
    if value is None:
        return None
    if isinstance(value, bool):  # never expected for these codes
        return Fraction(int(value))
    if isinstance(value, int | Decimal):
        return Fraction(value)
    raise TypeError(f"unexpected Gacrux value {value!r}")  # Gacrux keeps exact Decimals


class GacruxRun:
    """One TRF parsed once by Gacrux; `values()` computes lists of codes on it.

    Gacrux is driven exactly as its `tiebreakchecker` does it (`do_checker`): `trf2json().
    parse_file(text)`, then `tiebreak(tournament, current_round, params).compute_tiebreaks(
    tournament, params)`. A tiebreak object only reads the parsed tournament, so one parse serves
    several lists (checked in test_differential: same values as a fresh parse).
    """

    def __init__(
        self,
        trf_text: str,
        *,
        system: str,
        unrated: int | None = None,
        current_round: int = -1,
    ) -> None:
        from gacrux.trf2json import trf2json

        chessfile = trf2json()
        chessfile.parse_file(trf_text, 0)
        status = chessfile.chessjson["status"]
        if status["code"] > 2:
            raise ValueError(f"Gacrux refused the TRF: {status}")
        self.tournament = chessfile.get_tournament(1)
        self.system = system
        self.unrated = unrated
        self.current_round = current_round  # -n: standings after this round (-1: all)

    def _params(self, descriptors: list[str]) -> dict[str, Any]:
        rr = self.system != SWISS
        return {
            "tiebreak": descriptors,
            "check": 0,
            "unrated": self.unrated,
            "pre_determined": rr,  # -p: Art. 15.2 regime
            "swiss": not rr,  # -s: Art. 16 regime
            "current_round": self.current_round,
        }

    def raw(self, descriptors: list[str]) -> dict[str, Any]:
        """Gacrux's result object (`competitors[*].tiebreakScore`, `rank`) for `descriptors`."""
        from gacrux.tiebreak import tiebreak

        tournament = copy.copy(self.tournament)  # compute_tiebreaks rebinds a few top-level keys
        params = self._params(list(descriptors))
        engine = tiebreak(tournament, self.current_round, params)
        result: dict[str, Any] = engine.compute_tiebreaks(tournament, params)
        return result

    def values(self, codes: Sequence[str], edition: str | None = None) -> Values:
        """`{code: {start_no: value}}`; DE as the rank after `PTS DE`, `RANK(...)` as the rank
        after `PTS` and that list (a call of its own).

        One Gacrux call: `PTS DE <codes...>`. DE comes right after PTS, so its value (Gacrux's
        rank inside the points group, lower is better) gives the rank after `PTS DE`:
        1 + the players with more points or equal points and a better DE value (the way
        `compute_single_tiebreak` assigns shared ranks). The other values do not depend on the
        ranking. (Checked in test_differential against a separate `PTS DE` call.)
        """
        out: Values = {}
        # FB-type codes go last: Gacrux's FB pass overwrites each player's "last non-VUR round"
        # (tbval lna := lmp when paired in the final round), and every BH/SB/AOB computed later in
        # the same list then reads a trailing requested bye (16.2.5, a draw by 16.3.2) at face
        # value. A value must not depend on its neighbours in the list, so each code is computed
        # the way Gacrux computes it alone (test_gacrux_fb_pass_leaks_into_later_codes).
        plain = sorted((c for c in codes if c != "DE" and rank_list(c) is None), key=is_fore_code)
        suffix = GACRUX_VERSION_MODIFIER[edition] if edition else ""
        for code in codes:
            criteria = rank_list(code)
            if criteria is not None:
                listed = ["PTS", *(c if c.startswith("DE") else c + suffix for c in criteria)]
                ranked = self.raw(listed)["competitors"]
                out[code] = {c["cid"]: Fraction(c["rank"]) for c in ranked}
        descriptors = ["PTS", "DE", *(c + suffix for c in plain)]
        result = self.raw(descriptors)
        competitors = result["competitors"]
        for code in plain:
            out[code] = {}
        pts: dict[int, Decimal] = {}
        de: dict[int, int] = {}
        for comp in competitors:
            scores = comp["tiebreakScore"]
            pts[comp["cid"]], de[comp["cid"]] = scores[0], scores[1]
            for i, code in enumerate(plain, start=2):
                out[code][comp["cid"]] = _to_fraction(scores[i])
        if "DE" in codes:
            out["DE"] = {
                p: Fraction(
                    1
                    + sum(1 for q in pts if pts[q] > pts[p] or (pts[q] == pts[p] and de[q] < de[p]))
                )
                for p in pts
            }
        return out

    def de_ranks(self) -> dict[int, Fraction]:
        """Ranks from a separate `PTS DE` call (cross-check of `values()`)."""
        result = self.raw(["PTS", "DE"])
        return {c["cid"]: Fraction(c["rank"]) for c in result["competitors"]}


def is_fore_code(code: str) -> bool:
    """FB and anything with the Gacrux/MTB26 `/F` (fore) modifier."""
    name, *mods = code.upper().split("/")
    return name.split(":")[0] in ("FB", "AFB") or "F" in mods


def gacrux_values(
    trf_text: str,
    codes: Sequence[str],
    *,
    edition: str | None = None,
    system: str = SWISS,
    unrated: int | None = None,
) -> Values:
    """Gacrux's values of `codes` for a TRF text (edition from 042 unless `edition` is given)."""
    return GacruxRun(trf_text, system=system, unrated=unrated).values(codes, edition)


def gacrux_reference(g: Generated) -> dict[str, Values]:
    """Gacrux's values of every compared code for `g` under both editions (a pool worker job).

    Gacrux computes the codes outside `EDITION_CODES` once (they do not read the edition, see
    there) and the Art. 16 family once per edition; the result maps each edition to all codes.
    `RANK_CODES` are computed under the 2026 rules only: ranking (partition refinement, DE on
    subgroups) does not depend on the edition, and each Gacrux call costs a full set-up.
    """
    current = g.rounds if g.planned_rounds else -1
    run = GacruxRun(
        g.trf("fide-2024"), system=g.system, unrated=g.unrated_rating, current_round=current
    )
    everything = run.values((*CODES, "DE"), "fide-2024")
    capped = run.values((*sorted(EDITION_CODES), *RANK_CODES), "fide-2026")
    return {"fide-2024": everything, "fide-2026": {**everything, **capped}}


def gacrux_version() -> str:
    from gacrux import version

    return str(version.version()["version"])


# ---------------------------------------------------------------------------------------------
# Our engine
# ---------------------------------------------------------------------------------------------


def _system_enum(system: str) -> Any:
    from arbiter_app.core.model import System

    return {
        SWISS: System.SWISS,
        ROUND_ROBIN: System.ROUND_ROBIN,
        DOUBLE_ROUND_ROBIN: System.DOUBLE_ROUND_ROBIN,
    }[system]


def parse(trf_text: str, source: str = "<generated>") -> Any:
    """Our TRF reader (`arbiter_app.io.trf.parse_trf`)."""
    from arbiter_app.io.trf import parse_trf

    return parse_trf(trf_text, source=source)


def _our_value(value: object) -> Fraction | None:
    if value is None:
        return None
    if isinstance(value, Fraction):
        return value
    if isinstance(value, int):
        return Fraction(value)
    raise TypeError(f"unexpected engine value {value!r}")


def our_values(
    trf_text: str,
    codes: Sequence[str],
    *,
    edition: str,
    system: str = SWISS,
    unrated: int | None = None,
    source: str = "<generated>",
    tournament: Any = None,
) -> Values:
    """Our engine's values of `codes`; DE as the rank from standings with the list `["DE"]`,
    `RANK(...)` as the rank from standings with that list. `tournament`: an already parsed
    `trf_text` (the edition is passed as `rules`, so one parse serves both editions)."""
    from arbiter_app.core.standings import compute

    t = parse(trf_text, source=source) if tournament is None else tournament
    if unrated is not None:
        t.unrated_rating = unrated
    sys_enum = _system_enum(system)
    out: Values = {}
    plain = [c for c in codes if c != "DE" and rank_list(c) is None]
    for code in codes:
        criteria = rank_list(code)
        if criteria is not None:
            st = compute(t, tiebreaks=criteria, rules=edition, system=sys_enum)
            out[code] = {row.start_no: Fraction(row.rank) for row in st.rows}
    if plain:
        st = compute(t, tiebreaks=list(plain), rules=edition, system=sys_enum)
        for code in plain:
            out[code] = {}
        for row in st.rows:
            for code, value in zip(plain, row.values, strict=True):
                out[code][row.start_no] = _our_value(value)
    if "DE" in codes:
        st = compute(t, tiebreaks=["DE"], rules=edition, system=sys_enum)
        out["DE"] = {row.start_no: Fraction(row.rank) for row in st.rows}
    return out


# ---------------------------------------------------------------------------------------------
# Comparison
# ---------------------------------------------------------------------------------------------


def aob_quantum(rounds: int) -> Decimal:
    """Gacrux rounds AOB half-up to 2 decimals below 9 rounds, 3 below 27 (tiebreak.py)."""
    if rounds < 9:
        return Decimal("0.01")
    if rounds < 27:
        return Decimal("0.001")
    if rounds < 73:
        return Decimal("0.0001")
    return Decimal("0.00001")


def round_half_up(value: Fraction, quantum: Decimal) -> Fraction:
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    # 40 significant digits: exact enough that the half-up decision is never wrong here
    return Fraction(exact.quantize(quantum, rounding=ROUND_HALF_UP))


def comparable(code: str, ours: Fraction | None, rounds: int) -> Fraction | None:
    """Our exact value brought to Gacrux's presentation (only AOB is rounded by Gacrux)."""
    if ours is None or code not in ("AOB", "AOB/F"):
        return ours
    return round_half_up(ours, aob_quantum(rounds))


@dataclass(frozen=True)
class Mismatch:
    label: str  # tournament description (seed ...)
    edition: str
    code: str
    start_no: int
    ours: Fraction | None
    gacrux: Fraction | None
    divergence: str | None = None  # name of the expected divergence that explains it

    def line(self) -> str:
        def show(v: Fraction | None) -> str:
            if v is None:
                return "undefined"
            return str(v) if v.denominator == 1 else f"{float(v):.4f} ({v})"

        tag = f"  [expected: {self.divergence}]" if self.divergence else ""
        return (
            f"{self.label} {self.edition}: player {self.start_no} {self.code}: "
            f"ours {show(self.ours)} vs Gacrux {show(self.gacrux)}{tag}"
        )


@dataclass(frozen=True)
class Context:
    """What a divergence predicate may look at."""

    tournament: Generated
    edition: str
    code: str
    start_no: int
    ours: Fraction | None
    gacrux: Fraction | None
    ours_all: Values
    gacrux_all: Values


@dataclass(frozen=True)
class Divergence:
    """A disagreement where Gacrux is wrong by the rules, with the article that decides it."""

    name: str
    article: str
    reason: str
    codes: frozenset[str]
    applies: Callable[[Context], bool]


def compare(
    g: Generated,
    edition: str,
    ours: Values,
    gacrux: Values,
    divergences: Iterable[Divergence] = (),
) -> list[Mismatch]:
    """Every (code, player) where the values differ, tagged with an expected divergence if any."""
    divergences = list(divergences)
    out: list[Mismatch] = []
    for code, gx in gacrux.items():
        mine = ours.get(code, {})
        for sno in sorted(gx):
            o = comparable(code, mine.get(sno), g.rounds)
            x = gx[sno]
            if o == x:
                continue
            ctx = Context(g, edition, code, sno, mine.get(sno), x, ours, gacrux)
            tag = next(
                (d.name for d in divergences if code in d.codes and d.applies(ctx)),
                None,
            )
            out.append(Mismatch(g.label(), edition, code, sno, mine.get(sno), x, tag))
    return out


# ---------------------------------------------------------------------------------------------
# Gacrux's own generator (a few of its tournaments, for coverage of its output)
# ---------------------------------------------------------------------------------------------


def gacrux_generated(
    fileno: int, *, players: int, rounds: int, method: str = "dutch", stats: str = "0.03 0.08 0.04"
) -> str:
    """TRF text from Gacrux's `tournamentgenerator` (in process, seeded by `fileno` as its CLI
    does: seed = fileno * 10000 + 4711). Its 042 is today's date; callers set the edition."""
    import sys

    from gacrux.tournamentgenerator import tournamentgenerator
    from gacrux.trf2json import trf2json

    state = random.getstate()  # Gacrux seeds the global `random`; leave it as we found it
    argv = sys.argv
    try:
        sys.argv = [
            "tournamentgenerator",
            "-n",
            str(rounds),
            "-p",
            str(players),
            "-m",
            method,
            "-S",
            *stats.split(),
            "-o",
            "-",
        ]
        gen = tournamentgenerator()
        gen.read_command_line()
        gen.statistics.set_seed(fileno * 10000 + 4711)
        event = gen.gen_tournament(fileno)
        text: str = trf2json().output_file(event, 1, 0)
    finally:
        sys.argv = argv
        random.setstate(state)
    return text


def set_start_date(trf_text: str, edition: str) -> str:
    """Replace (or add) the 042 record so the file's date selects `edition`."""
    lines = [ln for ln in trf_text.splitlines() if not ln.startswith(("042", "052"))]
    insert = next((i for i, ln in enumerate(lines) if ln.startswith("001")), len(lines))
    date = EDITIONS[edition]
    lines[insert:insert] = [f"042 {date}", f"052 {date}"]
    return "\n".join(lines) + "\n"
