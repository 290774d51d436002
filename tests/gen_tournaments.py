"""Hypothesis strategies: random but consistent tournaments (shared by io and core tests).

A generated tournament is what an arbiter could have entered: every game is recorded on both
sides with mirrored colour and result, players not in a game have a bye of some kind or are
not paired, every player has a record for every round paired so far. Identity fields include
non-ASCII and over-long text so the TRF writer's extension comment is exercised.
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import strategies as st

from arbiter_app.core.model import Colour, Player, Result, RoundEntry, Scoring, System, Tournament

GAME_RESULTS = [
    Result.WIN,
    Result.DRAW,
    Result.LOSS,
    Result.WIN_UNRATED,
    Result.DRAW_UNRATED,
    Result.LOSS_UNRATED,
    Result.FORFEIT_WIN,
    Result.FORFEIT_LOSS,
    Result.DOUBLE_FORFEIT,
    Result.PENDING,
    Result.POSTPONED,
]
BYE_RESULTS = [
    Result.PAIRING_BYE,
    Result.FULL_BYE,
    Result.HALF_BYE,
    Result.ZERO_BYE,
    Result.NOT_PAIRED,
]
SCORINGS = {
    "1-0.5-0": Scoring(),
    "3-1-0": Scoring(win=Fraction(3), draw=Fraction(1), loss=Fraction(0)),
    "2-1-0": Scoring(win=Fraction(2), draw=Fraction(1), loss=Fraction(0)),
}

_text = st.text(
    alphabet=st.characters(
        categories=("L", "N", "Zs", "P"), exclude_characters="\r\n\x85\u2028\u2029"
    ),
    max_size=40,
)
# Tricky values first (non-ASCII, too long for TRF's 33 columns, padded, empty); random text
# now and then.
_TRICKY = [
    "Bjørn",
    "Ødegård, Åse",
    "Müller, Jürgen",
    "Carlsen, Magnus",
    "",
    " leading and trailing ",
    "A very long name that does not fit the TRF name field",
    "Ünïcødé 名前",
]
_names = st.one_of(st.sampled_from(_TRICKY), _text)


@st.composite
def rounds_for(draw: st.DrawFn, starts: list[int], n_rounds: int) -> dict[int, list[RoundEntry]]:
    """Per player, one consistent record per round."""
    records: dict[int, list[RoundEntry]] = {s: [] for s in starts}
    for _ in range(n_rounds):
        order = draw(st.permutations(starts))
        n_games = draw(st.integers(0, len(order) // 2))
        for i in range(n_games):
            a, b = order[2 * i], order[2 * i + 1]
            colour = draw(st.sampled_from([Colour.WHITE, Colour.BLACK]))
            result = draw(st.sampled_from(GAME_RESULTS))
            records[a].append(RoundEntry(b, colour, result))
            records[b].append(RoundEntry(a, colour.mirror, result.mirror))
        for s in order[2 * n_games :]:
            records[s].append(RoundEntry(None, Colour.NONE, draw(st.sampled_from(BYE_RESULTS))))
    return records


# Built once: creating strategies inside a draw is what makes generation slow.
_TITLES = st.sampled_from(["", "GM", "IM", "WFM", "CM", "g"])
_SEXES = st.sampled_from(["", "m", "w"])
_RATINGS = st.one_of(st.just(0), st.integers(1000, 2900))
_NATIONAL = st.one_of(st.just(0), st.integers(0, 3000))
_FEDERATIONS = st.sampled_from(["", "NOR", "DEN", "SWE", "FRA"])
# Clubs (TRF has no column: the extension comment keeps them).
_CLUBS = st.one_of(st.sampled_from(["", "SK Rockaden", "Bjørnsjø SK", "Skakklubben K41"]), _text)
_FIDE_IDS = st.one_of(st.just(""), st.integers(1, 99_999_999).map(str))
_BIRTHS = st.sampled_from(["", "1990/01/01", "2005/12/31", "1975"])
_FLAGS = st.sets(st.sampled_from(["late", "guest", "u18"]), max_size=2)
_RANKS = st.one_of(st.none(), st.integers(0, 40))
_WITHDRAWN = st.none() | st.integers(0, 8)


def player(draw: st.DrawFn, start_no: int, rounds: list[RoundEntry]) -> Player:
    """A player with random identity fields (drawn inside `tournaments`)."""
    withdrawn = draw(_WITHDRAWN)
    return Player(
        start_no=start_no,
        name=draw(_names),
        title=draw(_TITLES),
        sex=draw(_SEXES),
        rating=draw(_RATINGS),
        national_rating=draw(_NATIONAL),
        federation=draw(_FEDERATIONS),
        fide_id=draw(_FIDE_IDS),
        birth_date=draw(_BIRTHS),
        club=draw(_CLUBS),
        rounds=tuple(rounds),
        withdrawn_after=withdrawn,
        flags=frozenset(draw(_FLAGS)),
        rank_in_file=draw(_RANKS),
    )


@st.composite
def tournaments(
    draw: st.DrawFn,
    min_players: int = 2,
    max_players: int = 10,
    max_rounds: int = 6,
    scoring: str | None = None,
) -> Tournament:
    n = draw(st.integers(min_players, max_players))
    # Start numbers: usually 1..n, sometimes with gaps and in a shuffled file order.
    starts = list(range(1, n + 1))
    if draw(st.booleans()):
        starts = sorted(draw(st.sets(st.integers(1, 9999), min_size=n, max_size=n)))
    starts = draw(st.permutations(starts)) if draw(st.booleans()) else starts
    n_rounds = draw(st.integers(0, max_rounds))
    records = draw(rounds_for(starts, n_rounds))
    t = Tournament(
        name=draw(_names),
        city=draw(st.sampled_from(["", "Tromsø", "Paris"])),
        federation=draw(st.sampled_from(["", "NOR"])),
        start_date=draw(st.sampled_from(["", "2024-08-01", "2017-04-21"])),
        end_date=draw(st.sampled_from(["", "2024-08-09"])),
        chief_arbiter=draw(st.sampled_from(["", "IA Mario Held"])),
        deputy_arbiters=draw(st.lists(st.sampled_from(["FA Åse", "NA Bob"]), max_size=2)),
        time_control=draw(st.sampled_from(["", "90 min + 30 s"])),
        type_text=draw(st.sampled_from(["", "Individual: Swiss-System"])),
        system=draw(st.one_of(st.none(), st.sampled_from(list(System)))),
        rounds=draw(st.sampled_from([0, n_rounds, n_rounds + 2])),
        scoring=SCORINGS[scoring] if scoring else draw(st.sampled_from(list(SCORINGS.values()))),
        rules=draw(st.sampled_from([None, "fide-2024", "fide-2026"])),
        profile=draw(st.sampled_from([None, "fide-2026"])),
        # (a criterion of the player's own value listed twice is refused: only DE may come again)
        tiebreaks=draw(
            st.lists(st.sampled_from(["DE", "BH/C1", "SB", "BH:MP/C1/P"]), max_size=3).filter(
                lambda codes: (
                    len({c for c in codes if c != "DE"}) == len([c for c in codes if c != "DE"])
                )
            )
        ),
        lots_seed=draw(st.integers(0, 2**31)),
        unfinished_as_draw=draw(st.booleans()),
        unrated_rating=draw(st.sampled_from([None, 1000])),
    )
    for s in starts:
        t.add_player(player(draw, s, records[s]))
    return t


def with_points_from_results(t: Tournament) -> Tournament:
    """The tournament as a TRF written from it states: points column = points from results,
    rank column = rank in the program's standings (TRF-26 001 cols 81-84 and 86-89)."""
    from msgspec.structs import replace

    from arbiter_app.core.standings import compute

    ranks = {row.start_no: row.rank for row in compute(t).rows} if t.players else {}
    copy = Tournament(**{f: getattr(t, f) for f in t.__struct_fields__ if f != "players"})
    for p in t.players:
        copy.add_player(replace(p, points_in_file=t.points(p), rank_in_file=ranks[p.start_no]))
    return copy
