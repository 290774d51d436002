"""The model as plain JSON values, and back, with every check a hand-edited file needs.

Shared by the native project file (`project.py`) and the TRF extension comment
(`trf/extension.py`), so both spell a result, a colour or a number of points the same way.
Points are exact fractions written as strings (`"1/2"`, `"3"`), never floats.

Decoding never trusts the input: a wrong type or an unknown code raises `InputError` naming the
record (`tournament.players[3].rounds[1]`) rather than building a half-valid model.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from arbiter_app.core.edits import EditError
from arbiter_app.core.fide_mode import departures
from arbiter_app.core.model import (
    MANUAL_SIDES,
    MAX_START_NO,
    Colour,
    FideMode,
    JournalEntry,
    ManualPairing,
    Player,
    Result,
    RoundEntry,
    Scoring,
    System,
    Tournament,
)
from arbiter_app.core.prizes import table_from_dict, table_to_dict
from arbiter_app.core.rating_change import RATING_TYPES
from arbiter_app.core.rating_source import check_sequence
from arbiter_app.core.seeding import METHODS
from arbiter_app.core.settings import TEAM_COLOUR_MODELS, PairingSettings, RatingSettings
from arbiter_app.core.team_model import ForfeitedMatch, Lineup, MatchScoring, Team, TeamSetup
from arbiter_app.io.declared import declared_lines
from arbiter_app.io.errors import InputError

Json = Any  # a value json.loads can return

# Player fields that are plain strings / ints in JSON, in the order they are written.
_PLAYER_STR = ("name", "title", "sex", "federation", "fide_id", "birth_date", "club")
_PLAYER_INT = ("rating", "national_rating")
# Tournament fields that are plain strings / ints / bools / optional values.
_T_STR = (
    "name",
    "city",
    "federation",
    "start_date",
    "end_date",
    "chief_arbiter",
    "time_control",
    "type_text",
)
_SCORING_FIELDS = Scoring.__struct_fields__

# Hard limits (docs/manual/files.md, "Limits"): what real events never exceed. A value outside
# them is refused on input, so every file the program saves reads back. Start numbers: the program's
# own limit (`core.model.MAX_START_NO`, above TRF's four digits).
MAX_ROUNDS = 999
MAX_RATING = 9999  # TRF 001 columns 49-52
MAX_INTEGER = 10**15  # any other whole number (seeds, ranks)
MAX_POINTS_PER_RESULT = 100  # a scoring value: 0 to 100 points
MAX_BONUS = 1000  # a bonus or penalty (TRF-26 299): -1000 to 1000 points
# An exact number as the files write it: `3`, `-1/2`, `2.5`; at most 15 digits a part, no
# exponent (`1e999999999` would take Fraction hours to expand).
_NUMBER = re.compile(r"-?\d{1,15}(?:/\d{1,15}|\.\d{1,15})?")


# -- encoding ---------------------------------------------------------------------------------
def fraction_to_json(value: Fraction | None) -> str | None:
    return None if value is None else str(value)


def entry_to_json(entry: RoundEntry) -> list[Json]:
    """`[opponent or null, colour, result]`: compact, one short list per round."""
    return [entry.opponent, entry.colour.value, entry.result.value]


def scoring_to_json(scoring: Scoring) -> dict[str, Json]:
    return {name: fraction_to_json(getattr(scoring, name)) for name in _SCORING_FIELDS}


def player_to_json(player: Player) -> dict[str, Json]:
    return {
        "start_no": player.start_no,
        **{name: getattr(player, name) for name in _PLAYER_STR},
        **{name: getattr(player, name) for name in _PLAYER_INT},
        "withdrawn_after": player.withdrawn_after,
        "flags": sorted(player.flags),
        "points_in_file": fraction_to_json(player.points_in_file),
        "rank_in_file": player.rank_in_file,
        "rounds": [entry_to_json(e) for e in player.rounds],
        # Only when there is one: files without bonus points stay as earlier versions read them.
        **({"bonus": fraction_to_json(player.bonus)} if player.bonus else {}),
    }


def settings_to_json(t: Tournament) -> dict[str, Json]:
    """Every tournament field except the players and `extra`."""
    return {
        **{name: getattr(t, name) for name in _T_STR},
        "deputy_arbiters": list(t.deputy_arbiters),
        "system": None if t.system is None else t.system.value,
        "rounds": t.rounds,
        "scoring": scoring_to_json(t.scoring),
        "rules": t.rules,
        "profile": t.profile,
        "tiebreaks": list(t.tiebreaks),
        "info_columns": list(t.info_columns),
        "lots_seed": t.lots_seed,
        "unfinished_as_draw": t.unfinished_as_draw,
        "unrated_rating": t.unrated_rating,
        "board_order": {str(r): list(order) for r, order in sorted(t.board_order.items())},
        "prizes": t.prizes,
        "prohibited": [list(pair) for pair in t.prohibited],
        "manual_pairings": [[m.round_no, m.by, m.white, m.black] for m in t.manual_pairings],
        **({"teams": team_setup_to_json(t.teams)} if t.teams is not None else {}),
        # Written when chosen (files without them read as the defaults).
        **({"pairing": pairing_to_json(t.pairing)} if t.pairing != PairingSettings() else {}),
        **({"ratings": ratings_to_json(t.ratings)} if t.ratings != RatingSettings() else {}),
        **({"file_claims_stale": True} if t.file_claims_stale else {}),
        **({"chess960": True} if t.chess960 else {}),  # files without it: standard chess
        "fide_mode": fide_mode_to_json(t.fide_mode),
        **({"journal": journal_to_json(t.journal)} if t.journal else {}),
    }


def fide_mode_to_json(mode: FideMode) -> dict[str, Json]:
    return {
        "on": mode.on,
        "left_round": mode.left_round,
        "reason": mode.reason,
        "time": mode.time,
    }


def fide_mode_from_json(d: Decoder, value: Json, path: str) -> FideMode:
    """The event's FIDE mode as `fide_mode_to_json` writes it, checked."""
    data = d.obj(value, path)
    d.known_keys(data, {"on", "left_round", "reason", "time"}, path)
    on = d.boolean(data.get("on", True), f"{path}.on")
    left = data.get("left_round")
    return FideMode(
        on=on,
        left_round=None if left is None else d.integer(left, f"{path}.left_round", 0, MAX_ROUNDS),
        reason=d.text(data.get("reason", ""), f"{path}.reason"),
        time=d.text(data.get("time", ""), f"{path}.time"),
    )


def fide_mode_of_older_file(t: Tournament) -> FideMode:
    """A project file written before FIDE mode existed is in FIDE mode unless its records
    depart from it (`core.fide_mode.departures`): then outside, since the first round that
    departs, the departures as the reason (the findings show it, `OUTSIDE_FIDE_MODE`)."""
    found = departures(t)
    if not found:
        return FideMode()
    reason = "read from a file written before FIDE mode: " + "; ".join(x.text for x in found)
    return FideMode(on=False, left_round=min(x.round_no for x in found), reason=reason)


_JOURNAL_FIELDS = ("time", "round", "what", "why", "detail")


def journal_to_json(journal: tuple[JournalEntry, ...]) -> list[Json]:
    """The journal (core.model.JournalEntry), one object per event, in order."""
    return [
        dict(zip(_JOURNAL_FIELDS, (j.time, j.round_no, j.what, j.why, j.detail), strict=True))
        for j in journal
    ]


def journal_from_json(d: Decoder, value: Json, path: str) -> tuple[JournalEntry, ...]:
    out: list[JournalEntry] = []
    for i, item in enumerate(d.array(value, path)):
        where = f"{path}[{i}]"
        data = d.obj(item, where)
        d.known_keys(data, set(_JOURNAL_FIELDS), where)
        texts = [d.text(data.get(k, ""), f"{where}.{k}") for k in ("time", "what", "why", "detail")]
        round_no = d.integer(data.get("round", 0), f"{where}.round", 0, MAX_ROUNDS)
        out.append(JournalEntry(texts[0], round_no, texts[1], texts[2], texts[3]))
    return tuple(out)


def pairing_to_json(s: PairingSettings) -> dict[str, Json]:
    """The chosen pairing settings (the keys of what was chosen only)."""
    out: dict[str, Json] = {}
    for key in ("edition", "initial_colour", "acceleration", "team_colours"):
        if getattr(s, key) is not None:
            out[key] = getattr(s, key)
    if s.swap_last_two:
        out["swap_last_two"] = True
    if s.berger_numbers:
        out["berger_numbers"] = {str(k): v for k, v in s.berger_numbers}
    return out


def ratings_to_json(s: RatingSettings) -> dict[str, Json]:
    """The chosen rating settings, under the keys older files kept them in `extra`."""
    out: dict[str, Json] = {}
    if s.rating_type is not None:
        out["rating_type"] = s.rating_type
    if s.sequence:
        out["rating_sequence"] = list(s.sequence)
    if s.seeding is not None:
        out["seeding"] = s.seeding
    if s.k_overrides:
        out["k_factors"] = dict(s.k_overrides)
    return out


def team_setup_to_json(setup: TeamSetup) -> dict[str, Json]:
    """A team event's teams, lineups, byes, forfeited matches and match scoring."""
    sc = setup.scoring
    return {
        "teams": [
            {
                "number": x.number,
                "name": x.name,
                "short_name": x.short_name,
                "federation": x.federation,
                "captain": x.captain,
                "members": list(x.members),
                "mp_in_file": fraction_to_json(x.mp_in_file),
                "gp_in_file": fraction_to_json(x.gp_in_file),
                "rank_in_file": x.rank_in_file,
                **({"withdrawn_after": x.withdrawn_after} if x.withdrawn_after is not None else {}),
            }
            for x in setup.teams
        ],
        "boards": setup.boards,
        "scoring": [fraction_to_json(v) for v in (sc.win, sc.draw, sc.loss, sc.bye_mp, sc.bye_gp)],
        "lineups": [[x.round_no, x.team, x.opponent, list(x.boards)] for x in setup.lineups],
        "byes": [list(x) for x in setup.byes],
        "requested": [list(x) for x in setup.requested],
        "forfeits": [[x.round_no, x.white, x.black, x.code] for x in setup.forfeits],
        "colours": setup.colours,
        "primary": setup.primary,
        "tiebreaks": list(setup.tiebreaks),
    }


# -- decoding ---------------------------------------------------------------------------------
class Decoder:
    """Checked access to decoded JSON; every error names `source` and the record path."""

    def __init__(self, source: str | None) -> None:
        self.source = source

    def fail(self, path: str, message: str) -> InputError:
        return InputError(message, self.source, record=path)

    def obj(self, value: Json, path: str) -> dict[str, Json]:
        if not isinstance(value, dict):
            raise self.fail(path, f"expected an object, found {_kind(value)}")
        return value

    def array(self, value: Json, path: str) -> list[Json]:
        if not isinstance(value, list):
            raise self.fail(path, f"expected a list, found {_kind(value)}")
        return value

    def text(self, value: Json, path: str) -> str:
        if not isinstance(value, str):
            raise self.fail(path, f"expected text, found {_kind(value)}")
        return value

    def opt_text(self, value: Json, path: str) -> str | None:
        return None if value is None else self.text(value, path)

    def integer(
        self, value: Json, path: str, minimum: int | None = None, maximum: int = MAX_INTEGER
    ) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(path, f"expected a whole number, found {_kind(value)}")
        if minimum is not None and value < minimum:
            raise self.fail(path, f"{value} is below the minimum {minimum}")
        if abs(value) > maximum:
            shown = str(value) if abs(value) < 10**30 else f"a number of {len(str(value))} digits"
            raise self.fail(path, f"{shown} is above the maximum {maximum}")
        return value

    def opt_integer(
        self, value: Json, path: str, minimum: int | None = None, maximum: int = MAX_INTEGER
    ) -> int | None:
        return None if value is None else self.integer(value, path, minimum, maximum)

    def boolean(self, value: Json, path: str) -> bool:
        if not isinstance(value, bool):
            raise self.fail(path, f"expected true or false, found {_kind(value)}")
        return value

    def fraction(self, value: Json, path: str) -> Fraction:
        text = self.text(value, path)
        if len(text) > 40 or not _NUMBER.fullmatch(text):
            shown = text if len(text) <= 40 else text[:37] + "..."
            raise self.fail(path, f"{shown!r} is not an exact number such as '1/2' or '2.5'")
        try:
            return Fraction(text)
        except ZeroDivisionError:
            raise self.fail(path, f"{text!r} divides by zero") from None

    def opt_fraction(self, value: Json, path: str) -> Fraction | None:
        return None if value is None else self.fraction(value, path)

    def enum_value(self, enum: Any, value: Json, path: str) -> Any:
        text = self.text(value, path)
        try:
            return enum(text)
        except ValueError:
            known = ", ".join(m.value for m in enum)
            raise self.fail(path, f"unknown value {text!r} (expected one of {known})") from None

    def known_keys(self, data: dict[str, Json], allowed: set[str], path: str) -> None:
        unknown = sorted(set(data) - allowed)
        if unknown:
            raise self.fail(path, f"unknown field {unknown[0]!r}")


def _kind(value: Json) -> str:
    if value is None:
        return "null"
    return {
        bool: "true/false",
        int: "a number",
        float: "a number",
        str: "text",
        list: "a list",
        dict: "an object",
    }.get(type(value), type(value).__name__)


# Code -> member, built once: the fast path of `entries_from_json` looks codes up here.
_COLOUR_OF = {c.value: c for c in Colour}
_RESULT_OF = {r.value: r for r in Result}


def entries_from_json(d: Decoder, rounds: list[Json], path: str) -> tuple[RoundEntry, ...]:
    """A player's records (`path`: the list's place). A 10,000-player project holds 150,000 of
    them: a well-formed record is read with a few dictionary lookups and no place text, and
    only one that fails is looked at again by `entry_from_json` for its message."""
    colour_of, result_of = _COLOUR_OF, _RESULT_OF
    out: list[RoundEntry] = []
    for i, value in enumerate(rounds):
        if type(value) is list and len(value) == 3:
            opponent, colour_code, result_code = value
            colour = colour_of.get(colour_code) if type(colour_code) is str else None
            result = result_of.get(result_code) if type(result_code) is str else None
            if (
                colour is not None
                and result is not None
                and (opponent is None or (type(opponent) is int and 1 <= opponent <= MAX_START_NO))
            ):
                out.append(RoundEntry(opponent, colour, result))
                continue
        out.append(entry_from_json(d, value, f"{path}[{i}]"))
    return tuple(out)


def entry_from_json(d: Decoder, value: Json, path: str) -> RoundEntry:
    items = d.array(value, path)
    if len(items) != 3:
        raise d.fail(path, f"expected [opponent, colour, result], found {len(items)} items")
    opponent = d.opt_integer(items[0], f"{path}[0]", 1, MAX_START_NO)
    colour = d.enum_value(Colour, items[1], f"{path}[1]")
    result = d.enum_value(Result, items[2], f"{path}[2]")
    return RoundEntry(opponent, colour, result)


def scoring_from_json(d: Decoder, value: Json, path: str) -> Scoring:
    data = d.obj(value, path)
    d.known_keys(data, set(_SCORING_FIELDS), path)
    defaults = Scoring()
    kwargs: dict[str, Fraction | None] = {}
    for name in _SCORING_FIELDS:
        if name not in data:
            continue
        optional = getattr(defaults, name) is None
        read = d.opt_fraction if optional else d.fraction
        points = read(data[name], f"{path}.{name}")
        if points is not None and not 0 <= points <= MAX_POINTS_PER_RESULT:
            raise d.fail(
                f"{path}.{name}", f"{points} points: a result is worth 0 to {MAX_POINTS_PER_RESULT}"
            )
        kwargs[name] = points
    return Scoring(**kwargs)  # type: ignore[arg-type]


_PLAYER_KEYS = {
    "start_no",
    *_PLAYER_STR,
    *_PLAYER_INT,
    "withdrawn_after",
    "flags",
    "points_in_file",
    "rank_in_file",
    "rounds",
    "bonus",
}


def player_fields_from_json(
    d: Decoder, data: dict[str, Json], path: str, partial: bool = False
) -> dict[str, Any]:
    """The Player fields present in `data`, checked (all required unless `partial`)."""
    d.known_keys(data, _PLAYER_KEYS, path)
    out: dict[str, Any] = {}
    for name in _PLAYER_STR:
        if name in data:
            out[name] = d.text(data[name], f"{path}.{name}")
    for name in _PLAYER_INT:
        if name in data:
            out[name] = d.integer(data[name], f"{path}.{name}", 0, MAX_RATING)
    if "start_no" in data:
        out["start_no"] = d.integer(data["start_no"], f"{path}.start_no", 1, MAX_START_NO)
    elif not partial:
        raise d.fail(path, "missing field 'start_no'")
    if "name" not in data and not partial:
        raise d.fail(path, "missing field 'name'")
    if "withdrawn_after" in data:
        out["withdrawn_after"] = d.opt_integer(
            data["withdrawn_after"], f"{path}.withdrawn_after", 0, MAX_ROUNDS
        )
    if "flags" in data:
        flags = d.array(data["flags"], f"{path}.flags")
        out["flags"] = frozenset(d.text(f, f"{path}.flags[{i}]") for i, f in enumerate(flags))
    if "points_in_file" in data:
        out["points_in_file"] = d.opt_fraction(data["points_in_file"], f"{path}.points_in_file")
    if "rank_in_file" in data:
        out["rank_in_file"] = d.opt_integer(data["rank_in_file"], f"{path}.rank_in_file")
    if "bonus" in data:
        bonus = d.fraction(data["bonus"], f"{path}.bonus")
        if abs(bonus) > MAX_BONUS:
            raise d.fail(
                f"{path}.bonus", f"{bonus} points: a bonus or penalty is at most {MAX_BONUS}"
            )
        out["bonus"] = bonus
    if "rounds" in data:
        rounds = d.array(data["rounds"], f"{path}.rounds")
        if len(rounds) > MAX_ROUNDS:
            raise d.fail(f"{path}.rounds", f"{len(rounds)} rounds: at most {MAX_ROUNDS}")
        out["rounds"] = entries_from_json(d, rounds, f"{path}.rounds")
    return out


def player_from_json(d: Decoder, value: Json, path: str) -> Player:
    return Player(**player_fields_from_json(d, d.obj(value, path), path))


_SETTINGS_KEYS = {
    *_T_STR,
    "teams",
    "deputy_arbiters",
    "system",
    "rounds",
    "scoring",
    "rules",
    "profile",
    "tiebreaks",
    "info_columns",
    "lots_seed",
    "unfinished_as_draw",
    "unrated_rating",
    "board_order",
    "prizes",
    "prohibited",
    "manual_pairings",
    "pairing",
    "ratings",
    "file_claims_stale",
    "chess960",
    "fide_mode",
    "journal",
}


def settings_from_json(d: Decoder, data: dict[str, Json], path: str) -> dict[str, Any]:
    """The Tournament settings present in `data` (any subset), checked."""
    d.known_keys(data, _SETTINGS_KEYS | {"players", "extra"}, path)
    out: dict[str, Any] = {}
    for name in _T_STR:
        if name in data:
            out[name] = d.text(data[name], f"{path}.{name}")
    if "deputy_arbiters" in data:
        items = d.array(data["deputy_arbiters"], f"{path}.deputy_arbiters")
        out["deputy_arbiters"] = [
            d.text(x, f"{path}.deputy_arbiters[{i}]") for i, x in enumerate(items)
        ]
    if "system" in data:
        value = data["system"]
        out["system"] = None if value is None else d.enum_value(System, value, f"{path}.system")
    if "rounds" in data:
        out["rounds"] = d.integer(data["rounds"], f"{path}.rounds", 0, MAX_ROUNDS)
    if "scoring" in data:
        out["scoring"] = scoring_from_json(d, data["scoring"], f"{path}.scoring")
    for name in ("rules", "profile"):
        if name in data:
            out[name] = d.opt_text(data[name], f"{path}.{name}")
    if "tiebreaks" in data:
        items = d.array(data["tiebreaks"], f"{path}.tiebreaks")
        out["tiebreaks"] = [d.text(x, f"{path}.tiebreaks[{i}]") for i, x in enumerate(items)]
    if "info_columns" in data:  # absent in files written before information columns existed
        items = d.array(data["info_columns"], f"{path}.info_columns")
        out["info_columns"] = [d.text(x, f"{path}.info_columns[{i}]") for i, x in enumerate(items)]
    if "lots_seed" in data:
        out["lots_seed"] = d.integer(data["lots_seed"], f"{path}.lots_seed")
    if "unfinished_as_draw" in data:
        out["unfinished_as_draw"] = d.boolean(
            data["unfinished_as_draw"], f"{path}.unfinished_as_draw"
        )
    if "unrated_rating" in data:
        out["unrated_rating"] = d.opt_integer(data["unrated_rating"], f"{path}.unrated_rating")
    if "file_claims_stale" in data:
        out["file_claims_stale"] = d.boolean(data["file_claims_stale"], f"{path}.file_claims_stale")
    if "chess960" in data:
        out["chess960"] = d.boolean(data["chess960"], f"{path}.chess960")
    if "pairing" in data:
        out["pairing"] = pairing_settings_from_json(d, data["pairing"], f"{path}.pairing")
    if "ratings" in data:
        out["ratings"] = ratings_from_json(d, data["ratings"], f"{path}.ratings")
    if "board_order" in data:  # absent in files written before board order was kept
        out["board_order"] = board_order_from_json(d, data["board_order"], f"{path}.board_order")
    if data.get("prizes") is not None:  # absent in files written before the table was kept
        out["prizes"] = prizes_from_json(d, data["prizes"], f"{path}.prizes")
    if "teams" in data:  # team events only
        out["teams"] = team_setup_from_json(d, data["teams"], f"{path}.teams")
    if "prohibited" in data:  # absent in files written before prohibited pairs were kept
        out["prohibited"] = prohibited_from_json(d, data["prohibited"], f"{path}.prohibited")
    if "manual_pairings" in data:
        out["manual_pairings"] = manual_pairings_from_json(
            d, data["manual_pairings"], f"{path}.manual_pairings"
        )
    if "fide_mode" in data:  # absent in files written before FIDE mode (tournament_from_json)
        out["fide_mode"] = fide_mode_from_json(d, data["fide_mode"], f"{path}.fide_mode")
    if "journal" in data:  # absent in files written before the journal was kept
        out["journal"] = journal_from_json(d, data["journal"], f"{path}.journal")
    return out


def prizes_from_json(d: Decoder, value: Json, path: str) -> dict[str, Json]:
    """The prize table, checked as a prize-table file is (`core.prizes.table_from_dict`) and
    kept in the form `table_to_dict` writes."""
    try:
        table = table_from_dict(d.obj(value, path))
    except (ValueError, TypeError) as exc:
        raise d.fail(path, str(exc)) from None
    return table_to_dict(table)


def team_setup_from_json(d: Decoder, value: Json, path: str) -> TeamSetup | None:
    if value is None:
        return None
    data = d.obj(value, path)
    keys = {"teams", "boards", "scoring", "lineups", "byes", "requested", "forfeits"}
    d.known_keys(data, keys | {"colours", "primary", "tiebreaks"}, path)

    def ints(item: Json, where: str, size: int) -> list[int]:
        items = d.array(item, where)
        if len(items) != size:
            raise d.fail(where, f"expected {size} numbers")
        return [d.integer(x, f"{where}[{i}]", 0) for i, x in enumerate(items)]

    teams = []
    for i, item in enumerate(d.array(data.get("teams", []), f"{path}.teams")):
        where = f"{path}.teams[{i}]"
        x = d.obj(item, where)
        members = d.array(x.get("members", []), f"{where}.members")
        teams.append(
            Team(
                d.integer(x.get("number"), f"{where}.number", 1, 999),
                d.text(x.get("name", ""), f"{where}.name"),
                d.text(x.get("short_name", ""), f"{where}.short_name"),
                d.text(x.get("federation", ""), f"{where}.federation"),
                d.text(x.get("captain", ""), f"{where}.captain"),
                tuple(
                    d.integer(m, f"{where}.members[{k}]", 1, MAX_START_NO)
                    for k, m in enumerate(members)
                ),
                d.opt_fraction(x.get("mp_in_file"), f"{where}.mp_in_file"),
                d.opt_fraction(x.get("gp_in_file"), f"{where}.gp_in_file"),
                d.opt_integer(x.get("rank_in_file"), f"{where}.rank_in_file"),
                d.opt_integer(x.get("withdrawn_after"), f"{where}.withdrawn_after", 0),
            )
        )
    if len({x.number for x in teams}) != len(teams):
        raise d.fail(f"{path}.teams", "a team number appears twice")
    scoring = d.array(data.get("scoring", ["2", "1", "0", None, None]), f"{path}.scoring")
    if len(scoring) != 5:
        raise d.fail(f"{path}.scoring", "expected win, draw, loss, bye MP, bye GP")
    win, draw, loss = (d.fraction(v, f"{path}.scoring[{i}]") for i, v in enumerate(scoring[:3]))
    bye_mp, bye_gp = (
        d.opt_fraction(v, f"{path}.scoring[{i + 3}]") for i, v in enumerate(scoring[3:])
    )
    lineups = []
    for i, item in enumerate(d.array(data.get("lineups", []), f"{path}.lineups")):
        where = f"{path}.lineups[{i}]"
        row = d.array(item, where)
        if len(row) != 4:
            raise d.fail(where, "expected round, team, opponent, boards")
        r, team, opponent = (d.integer(v, f"{where}[{k}]", 0) for k, v in enumerate(row[:3]))
        boards = d.array(row[3], f"{where}[3]")
        lineups.append(
            Lineup(
                r,
                team,
                opponent,
                tuple(
                    d.integer(m, f"{where}[3][{k}]", 0, MAX_START_NO) for k, m in enumerate(boards)
                ),
            )
        )
    byes = [
        tuple(ints(x, f"{path}.byes[{i}]", 2))
        for i, x in enumerate(d.array(data.get("byes", []), f"{path}.byes"))
    ]
    requested = []
    for i, item in enumerate(d.array(data.get("requested", []), f"{path}.requested")):
        where = f"{path}.requested[{i}]"
        row = d.array(item, where)
        if len(row) != 3:
            raise d.fail(where, "expected round, team, code")
        code = d.text(row[2], f"{where}[2]")
        if code not in ("F", "H", "Z"):
            raise d.fail(f"{where}[2]", f"{code!r} is not a bye code (F, H, Z)")
        requested.append(
            (d.integer(row[0], f"{where}[0]", 1), d.integer(row[1], f"{where}[1]", 1), code)
        )
    forfeits = []
    for i, item in enumerate(d.array(data.get("forfeits", []), f"{path}.forfeits")):
        where = f"{path}.forfeits[{i}]"
        row = d.array(item, where)
        if len(row) != 4:
            raise d.fail(where, "expected round, white team, black team, code")
        code = d.text(row[3], f"{where}[3]")
        if code not in ("+-", "-+", "--"):
            raise d.fail(f"{where}[3]", f"{code!r} is not a forfeited match (+-, -+, --)")
        r, white, black = (d.integer(v, f"{where}[{k}]", 1) for k, v in enumerate(row[:3]))
        forfeits.append(ForfeitedMatch(r, white, black, code))
    primary = d.text(data.get("primary", "MP"), f"{path}.primary")
    if primary not in ("MP", "GP"):
        raise d.fail(f"{path}.primary", "expected MP or GP")
    codes = d.array(data.get("tiebreaks", []), f"{path}.tiebreaks")
    return TeamSetup(
        teams=tuple(teams),
        boards=d.integer(data.get("boards", 0), f"{path}.boards", 0, 999),
        scoring=MatchScoring(win, draw, loss, bye_mp, bye_gp),
        lineups=tuple(lineups),
        byes=tuple((r, team) for r, team in byes),
        requested=tuple(requested),
        forfeits=tuple(forfeits),
        colours=d.text(data.get("colours", ""), f"{path}.colours"),
        primary=primary,
        tiebreaks=tuple(d.text(x, f"{path}.tiebreaks[{i}]") for i, x in enumerate(codes)),
    )


def prohibited_from_json(d: Decoder, value: Json, path: str) -> tuple[tuple[int, int], ...]:
    """Pairs that must not meet, each `[a, b]` of two different start numbers."""
    pairs: set[tuple[int, int]] = set()
    for i, item in enumerate(d.array(value, path)):
        where = f"{path}[{i}]"
        numbers = d.array(item, where)
        if len(numbers) != 2:
            raise d.fail(where, "a prohibited pair names two start numbers")
        a, b = (d.integer(x, f"{where}[{k}]", 1, MAX_START_NO) for k, x in enumerate(numbers))
        if a == b:
            raise d.fail(where, f"start number {a} is named twice")
        pairs.add((min(a, b), max(a, b)))
    return tuple(sorted(pairs))


def manual_pairings_from_json(d: Decoder, value: Json, path: str) -> tuple[ManualPairing, ...]:
    """`[round, "arbiter" | "engine", white, black or null]` per difference (`### MPA`)."""
    out = []
    for i, item in enumerate(d.array(value, path)):
        where = f"{path}[{i}]"
        fields_ = d.array(item, where)
        if len(fields_) != 4:
            raise d.fail(where, "expected [round, side, white, black]")
        side = d.text(fields_[1], f"{where}[1]")
        if side not in MANUAL_SIDES:
            raise d.fail(f"{where}[1]", f"{side!r} is not one of {', '.join(MANUAL_SIDES)}")
        out.append(
            ManualPairing(
                d.integer(fields_[0], f"{where}[0]", 1, MAX_ROUNDS),
                side,
                d.integer(fields_[2], f"{where}[2]", 1, MAX_START_NO),
                None
                if fields_[3] is None
                else d.integer(fields_[3], f"{where}[3]", 1, MAX_START_NO),
            )
        )
    return tuple(out)


def board_order_from_json(d: Decoder, value: Json, path: str) -> dict[int, tuple[int, ...]]:
    orders: dict[int, tuple[int, ...]] = {}
    for key, items in d.obj(value, path).items():
        if not (key.isascii() and key.isdigit() and len(key) <= 6) or int(key) < 1:
            raise d.fail(path, f"{key!r} is not a round number")
        firsts = d.array(items, f"{path}.{key}")
        order = tuple(d.integer(x, f"{path}.{key}[{i}]", minimum=1) for i, x in enumerate(firsts))
        if len(set(order)) != len(order):
            raise d.fail(f"{path}.{key}", "a player is named on two boards")
        orders[int(key)] = order
    return orders


def tournament_from_json(d: Decoder, value: Json, path: str = "tournament") -> Tournament:
    data = d.obj(value, path)
    t = Tournament(**settings_from_json(d, data, path))
    players = d.array(data.get("players", []), f"{path}.players")
    seen: set[int] = set()
    for i, item in enumerate(players):
        player = player_from_json(d, item, f"{path}.players[{i}]")
        if player.start_no in seen:
            raise d.fail(f"{path}.players[{i}]", f"start number {player.start_no} appears twice")
        seen.add(player.start_no)
        t.players.append(player)  # unique (checked above); the index is built on lookup
    t.extra = d.obj(data.get("extra", {}), f"{path}.extra")
    _settings_from_extra(d, t, path)
    t.declared = declared_lines(t.extra)
    if "fide_mode" not in data:
        t.fide_mode = fide_mode_of_older_file(t)
    return t


def _settings_from_extra(d: Decoder, t: Tournament, path: str) -> None:
    """Project files written before the settings were typed kept them in `extra`: the pairing
    settings under "pairing", the rating settings under their own keys. Read them into the
    typed fields (when the file has no typed ones) and out of `extra`; so did the marker
    `file_claims_stale`."""
    legacy = t.extra.pop("pairing", None)
    if legacy is not None and t.pairing == PairingSettings():
        t.pairing = pairing_settings_from_json(d, legacy, f"{path}.extra.pairing")
    if t.extra.pop("file_claims_stale", None) is True:
        t.file_claims_stale = True
    ratings = {key: t.extra.pop(key) for key in _RATING_KEYS if key in t.extra}
    if ratings and t.ratings == RatingSettings():
        t.ratings = ratings_from_json(d, ratings, f"{path}.extra")


# -- pairing settings (Tournament.pairing) ------------------------------------------------------
_PAIRING_CHOICES = {
    "edition": ("dutch-2026", "dutch-2025"),  # core.pairing.engine DUTCH_2026 / DUTCH_2025
    "initial_colour": ("white", "black"),
    "acceleration": (None, "baku"),  # core.pairing.acceleration BAKU
    "team_colours": TEAM_COLOUR_MODELS,  # a team Swiss (C.04.6 art. 1.7)
}
_MAX_BERGER = 10_000


def pairing_settings_from_json(d: Decoder, value: Json, path: str) -> PairingSettings:
    """The pairing settings as `pairing_to_json` writes them, checked."""
    data = d.obj(value, path)
    d.known_keys(data, {*_PAIRING_CHOICES, "swap_last_two", "berger_numbers"}, path)
    out: dict[str, Any] = {}
    for key, allowed in _PAIRING_CHOICES.items():
        if key in data:
            if data[key] not in allowed:
                shown = ", ".join("none" if a is None else a for a in allowed)
                raise d.fail(f"{path}.{key}", f"{data[key]!r} is not one of {shown}")
            out[key] = data[key]
    if "swap_last_two" in data:
        out["swap_last_two"] = d.boolean(data["swap_last_two"], f"{path}.swap_last_two")
    if "berger_numbers" in data:
        numbers = d.obj(data["berger_numbers"], f"{path}.berger_numbers")
        drawn: dict[int, int] = {}
        for start_no, n in numbers.items():
            where = f"{path}.berger_numbers.{start_no}"
            if not (start_no.isdecimal() and len(start_no) <= 4):
                raise d.fail(where, "not a start number")
            drawn[int(start_no)] = d.integer(n, where, 1, _MAX_BERGER)
        if len(set(drawn.values())) != len(drawn):
            raise d.fail(f"{path}.berger_numbers", "a Berger number is given twice")
        out["berger_numbers"] = PairingSettings.numbered(drawn)
    return PairingSettings(**out)


# -- rating settings (Tournament.ratings) -------------------------------------------------------
_RATING_KEYS = ("rating_type", "k_factors", "seeding", "rating_sequence")


def ratings_from_json(d: Decoder, value: Json, path: str) -> RatingSettings:
    """The rating settings as `ratings_to_json` writes them, checked."""
    data = d.obj(value, path)
    d.known_keys(data, set(_RATING_KEYS), path)
    out: dict[str, Any] = {}
    for key, field_name, allowed in (
        ("rating_type", "rating_type", RATING_TYPES),
        ("seeding", "seeding", METHODS),
    ):
        if key in data:
            text = d.text(data[key], f"{path}.{key}")
            if text not in allowed:
                raise d.fail(f"{path}.{key}", f"{text!r} is not one of {', '.join(allowed)}")
            out[field_name] = text
    if "rating_sequence" in data:
        where = f"{path}.rating_sequence"
        items = d.array(data["rating_sequence"], where)
        sequence = [d.text(x, f"{where}[{i}]") for i, x in enumerate(items)]
        try:  # rating types and national lists, each once (core.rating_source)
            out["sequence"] = check_sequence(sequence)
        except EditError:
            raise d.fail(where, "rating types (standard, rapid, blitz) or lists, once") from None
    if "k_factors" in data:
        ks = d.obj(data["k_factors"], f"{path}.k_factors")
        out["k_overrides"] = tuple(
            sorted(
                (fide_id, d.integer(k, f"{path}.k_factors.{fide_id}", 1, 100))
                for fide_id, k in ks.items()
            )
        )
    return RatingSettings(**out)
