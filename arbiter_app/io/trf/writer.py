"""Writing a TRF file (see the package docstring)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from fractions import Fraction
from itertools import chain
from operator import attrgetter
from pathlib import Path
from typing import Any

from msgspec.structs import replace

from arbiter_app.core import numbers
from arbiter_app.core.model import (
    NOT_PAIRED,
    Colour,
    Player,
    Result,
    RoundEntry,
    Scoring,
    Tournament,
)
from arbiter_app.core.pairing.acceleration import baku_virtual_points, uses_baku
from arbiter_app.core.rules import UnknownRules
from arbiter_app.core.standings import Standings, compute
from arbiter_app.core.tiebreaks import DescriptorError
from arbiter_app.core.tiebreaks.codes import Code
from arbiter_app.core.tiebreaks.trfcodes import to_trf
from arbiter_app.io.errors import InputError
from arbiter_app.io.files import write_atomic
from arbiter_app.io.trf.codes import (
    _BLOCK,
    _CANONICAL,
    _CHAR_BY_COLOUR,
    _DATES,
    _KEY_OF,
    _TEXT,
    CODE_BY_RESULT,
    EXTENSION_PREFIX,
)
from arbiter_app.io.trf.dates import _trf_date, round_dates_of, stored_dates
from arbiter_app.io.trf.headers import _parse_header, system_from_words, unknown_result_points
from arbiter_app.io.trf.journal_lines import is_journal_line, journal_lines
from arbiter_app.io.trf.pairing_records import (
    acceleration_lines,
    initial_colour_lines,
    system_code,
)
from arbiter_app.io.trf.parse import _parse_lines, is_team_event
from arbiter_app.io.trf.players import POINTS_COLUMN, _parse_player
from arbiter_app.io.trf.program_lines import (
    chess960_lines,
    is_chess960_line,
    is_own_line,
    kept_lines_say,
    mpa_lines,
    prohibited_lines,
)
from arbiter_app.io.trf.text import _CONTROL, MAX_LINE, _At, _clean


# -- writing ----------------------------------------------------------------------------------
def write_trf(t: Tournament, path: str | Path, standings: Standings | None = None) -> None:
    """Write `t` as TRF, atomically (a failed write leaves any existing file untouched).
    `standings`: `t`'s own standings, when the caller has them (the window's live standings):
    the `001` rank column is taken from them instead of ranking again."""
    template = _template(t)
    encoding = str(template.get("encoding", "utf-8"))
    text = format_trf(t, standings)
    try:
        data = text.encode(encoding)
    except (UnicodeEncodeError, LookupError):  # a character the file's encoding lacks
        data = text.encode("utf-8")
    write_atomic(Path(path), data)


def format_trf(t: Tournament, standings: Standings | None = None) -> str:
    """The TRF text of `t` (lines as described in the module docstring); `standings` as for
    `write_trf`."""
    template = _template(t)
    newline = str(template.get("newline", "\n"))
    ranks = computed_ranks(t) if standings is None else _ranks_of(standings)
    lines = _compose_with_extension(t, ranks)
    end = newline if template.get("final_newline", True) else ""
    return newline.join(lines) + end


def _template(t: Tournament) -> dict[str, Any]:
    template = t.extra.get("trf")
    return template if isinstance(template, dict) else {}


def _compose_with_extension(t: Tournament, ranks: dict[int, int] | None) -> list[str]:
    """The lines of `t` with the arbiter-app comment; `ranks` as for `_compose_lines`."""
    lines = _compose(t, ranks)
    back = _parse_lines(lines, "<written>").tournament
    if t.teams is not None and (
        back.teams is None or back.teams.without_claims() != t.teams.without_claims()
    ):  # edited teams, or no team records kept
        from arbiter_app.io.trf.teams import replace_team_lines, team_lines  # (team events)

        lines = replace_team_lines(lines, team_lines(t))
        back = _parse_lines(lines, "<written>").tournament
    from arbiter_app.io.trf.extension import _extension  # (it loads the project codec)

    ext = _extension(t, back)
    if ext:
        whole = _comment(ext)
        # One comment line while it fits a TRF line (`MAX_LINE`, the readers' limit); else one
        # line for the event and lines of as many players as fit (the reader applies them all).
        lines.extend([whole] if len(whole) <= MAX_LINE else _comment_lines(ext))
    for n, line in enumerate(lines, start=1):
        if len(line) > MAX_LINE:
            raise ValueError(_too_long(line, n))
    return lines


def _comment(ext: dict[str, Any]) -> str:
    text = json.dumps(ext, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    # JSON leaves DEL (0x7f) unescaped, and a TRF line may hold no control character:
    # spell it as JSON's \u escape, which reads back as the same text.
    return EXTENSION_PREFIX + _CONTROL.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def _comment_lines(ext: dict[str, Any]) -> list[str]:
    players: dict[str, Any] = ext.get("players", {})
    head = {k: v for k, v in ext.items() if k != "players"}
    out = [_comment(head)] if set(head) != {"version"} else []
    version = ext["version"]
    chunk: dict[str, Any] = {}
    for sno, diff in players.items():
        line = _comment({"version": version, "players": {**chunk, sno: diff}})
        if chunk and len(line) > MAX_LINE:
            out.append(_comment({"version": version, "players": chunk}))
            chunk = {}
        chunk[sno] = diff
    if chunk:
        out.append(_comment({"version": version, "players": chunk}))
    return out


def _too_long(line: str, n: int) -> str:
    """What a line the readers would refuse holds: a player's record or comment, or a header."""
    what = f"record {line[:3]}"
    if line.startswith("001") and line[4:8].strip().isdecimal():
        what = f"player {int(line[4:8])}'s record"
    elif line.startswith(EXTENSION_PREFIX):
        players = json.loads(line[len(EXTENSION_PREFIX) :]).get("players", {})
        names = ", ".join(sorted(players, key=int)) or "the event"
        what = f"the arbiter-app comment for {'player ' + names if players else names}"
    return (
        f"{what} would be a line of {len(line):,} characters (line {n}); a TRF line holds at "
        f"most {MAX_LINE:,}: shorten the text"
    )


def _compose(t: Tournament, ranks: dict[int, int] | None) -> list[str]:
    template = _template(t)
    bye = str(template.get("bye", "0000"))
    lines = template.get("lines")
    if not isinstance(lines, list) or not lines:
        return list(_compose_lines(t, bye, ranks))
    return _compose_from_template(t, [str(x) for x in lines], bye, ranks)


def _template_dates(template: list[str]) -> tuple[str, str]:
    """042 and 052 of the file read, as the reader stored them (read together with 132)."""
    found = {line[:3]: line[4:].strip() for line in template if line[:3] in _DATES}
    return stored_dates(found.get("042", ""), found.get("052", ""), round_dates_of(template))


def _ranks_of(standings: Standings) -> dict[int, int]:
    return {row.start_no: row.rank for row in standings.rows}


def computed_ranks(t: Tournament) -> dict[int, int]:
    """Start number -> rank in the program's standings (shared places: the first, as TRF-26
    allows ties), under the tournament's own list and rules. Federations rate from the `001`
    rank column, so it is never a stale rank an imported file carried. A list that cannot be
    computed (an unknown code in a hand-edited file) falls back to points alone."""
    if not t.players:
        return {}
    try:
        standings = compute(t)
    except (DescriptorError, UnknownRules, ValueError):
        standings = compute(t, tiebreaks=[])
    return _ranks_of(standings)


def _compose_lines(
    t: Tournament, bye: str = "0000", ranks: dict[int, int] | None = None
) -> Iterator[str]:
    """The canonical lines of `t` (no template), one at a time. `ranks` None: each player's
    `rank_in_file` and `points_in_file`, the file's own columns (to compare a file with its
    canonical layout while reading it: whether the layout is ours does not depend on them)."""
    yield from _headers(t, _CANONICAL)
    yield from chess960_lines(t)
    yield from pairing_lines(t)
    yield from prohibited_lines(t)
    for p in t.players:
        yield _player_line(t, p, bye, None, ranks)
    yield from bonus_lines(t)
    yield from mpa_lines(t)
    yield from journal_lines(t)


def pairing_lines(t: Tournament) -> Iterator[str]:
    """The chosen initial colour (152, XXC) and Baku acceleration (XXA, 250) for other
    programs; the extension comment carries the settings exactly (extension.py)."""
    if t.pairing.initial_colour in ("white", "black"):
        from arbiter_app.core.pairing.engine import initial_colour  # (only then: the engine)

        yield from initial_colour_lines(initial_colour(t))
    if uses_baku(t):
        yield from acceleration_lines(baku_virtual_points(t))


def bonus_lines(t: Tournament) -> Iterator[str]:
    """One TRF-26 record 299 per player with a bonus or penalty (spec/fide-tiebreaks.md
    §10.3): blank type, the points at columns 14-17, round `000` (the final total), the player
    at 24-27. Points that do not fit four columns stay in the extension comment."""
    for p in t.players:
        text = _decimal(p.bonus, 1) if p.bonus else None
        if text is not None and len(text) <= 4:
            yield f"299          {text:>4}  000 {p.start_no:>4}"


def _compose_from_template(
    t: Tournament, template: list[str], bye: str, ranks: dict[int, int] | None
) -> list[str]:
    out: list[str] = []
    done: set[str] = set()
    raw_lines: dict[int, str] = {}
    # The kept lines come from a file the reader accepted, or from a project file that anyone
    # may have edited: a control character there would make the written TRF unreadable.
    template = [_CONTROL.sub(" ", raw) for raw in template]
    # Prohibited pairs and `### MPA` lines: kept as the file wrote them while the model holds
    # what they say; else written from the model (after the headers, at the end), once.
    # (A team event's 260 names teams: this program does not read it, so it is kept as is.)
    rewrite = not is_team_event(template) and kept_lines_say(template, t) != (
        t.prohibited,
        t.manual_pairings,
    )
    if rewrite:
        template = [raw for raw in template if not is_own_line(raw, t)]
    # `### CHESS960` says what the model says now: written from it, after the headers.
    template = [raw for raw in template if not is_chess960_line(raw)]
    for raw in template:
        if raw.startswith("001") and raw[4:8].strip().isdecimal():
            raw_lines.setdefault(int(raw[4:8]), raw)
    players = iter(t.players)
    first_slot = last_slot = None
    for raw in template:
        record = raw[:3]
        if record == "001":
            first_slot = len(out) if first_slot is None else first_slot
            player = next(players, None)
            if player is not None:
                out.append(_player_line(t, player, bye, raw_lines.get(player.start_no), ranks))
            last_slot = len(out)
            continue
        key = _KEY_OF.get(record)
        if key is None or raw.startswith("###") or (len(raw) > 3 and raw[3] != " "):
            out.append(raw)
            continue
        if key == "deputy_arbiters":
            if key not in done:
                raws = [x for x in template if x[:3] == "112"]
                same = [x[4:].strip() for x in raws] == t.deputy_arbiters
                out.extend(raws if same else _headers(t, ["112"]))
                done.add(key)
            continue
        done.add(key)
        if record in _DATES:
            value = _template_dates(template)[record == "052"]
        else:
            value = _parse_header(record, raw, _At("<template>", 0))
        if value == _model_value(t, key) and (record != "162" or _x_kept(raw, t)):
            out.append(raw)
        else:
            out.extend(_headers(t, [record]))
    # A system the file names in words (092, the event name) reads back without a 192 record.
    implied = system_from_words(t.type_text) or system_from_words(t.name, name=True)
    missing = [
        r
        for r in _CANONICAL
        if _KEY_OF[r] not in done
        and not _KEY_OF[r].startswith("#")
        and not (r == "192" and t.system is not None and t.system is implied)
    ]
    rest = list(players)
    if rest:
        i = len(out) if last_slot is None else last_slot
        out[i:i] = [_player_line(t, p, bye, None, ranks) for p in rest]
    i = len(out) if first_slot is None else first_slot
    out[i:i] = [
        *_headers(t, missing),
        *chess960_lines(t),
        *(prohibited_lines(t) if rewrite else ()),
    ]
    if rewrite:
        out.extend(mpa_lines(t))
    # The journal, FIDE mode and full-point byes: always written anew from the model, last.
    return [raw for raw in out if not is_journal_line(raw)] + list(journal_lines(t))


def _model_value(t: Tournament, key: str) -> Any:
    if key == "tiebreaks":
        return _tiebreak_list(t)
    if key == "#players":
        return len(t.players)
    if key == "#rated":  # FIDE-rated players, as the 001 lines write them (`_player_line`)
        return sum(1 for p in t.players if _fide_rating(t, p) > 0)
    return getattr(t, key)


def _headers(t: Tournament, records: list[str]) -> list[str]:
    """The header lines for `records` (in that order) that `t` has a value for."""
    out: list[str] = []
    for record in records:
        key = _KEY_OF[record]
        if record in _TEXT and getattr(t, key):
            out.append(f"{record} {_clean(getattr(t, key))}")
        elif record in _DATES and getattr(t, key):
            out.append(f"{record} {_clean(_trf_date(getattr(t, key)))}")
        elif key.startswith("#"):
            out.append(f"{record} {_model_value(t, key)}")
        elif record == "112":
            out.extend(f"112 {_clean(name)}" for name in t.deputy_arbiters)
        elif record in ("142", "XXR") and t.rounds:
            out.append(f"{record} {t.rounds}")
        elif record == "162":
            line = _scoring_line(t.scoring, unknown_result_value(t))
            if line:
                out.append(line)
        elif record == "192" and t.system is not None:
            out.append(f"192 {system_code(t)}")
        elif record in ("202", "212") and _tiebreak_list(t):
            codes = _tiebreak_list(t)
            if codes is t.tiebreaks:
                codes = [to_trf(code) for code in codes]  # OTHER_<code> unless FIDE's
            items = [Code.PTS, *codes] if record == "212" else codes
            out.append(f"{record} {_clean(','.join(items))}")
    return out


def _tiebreak_list(t: Tournament) -> list[str]:
    """The list record 202 holds: a team event's is its team list when it has one (the
    players are ranked by the default list within it; TRF-2026 202 on a team event names the
    team tie-breaks), so a list set by `SetTeamTiebreaks` is the one written and read back."""
    if t.teams is not None and (t.teams.tiebreaks or not t.tiebreaks):
        return list(t.teams.tiebreaks)
    return t.tiebreaks


def unknown_result_value(t: Tournament) -> Fraction | None:
    """Record 162's `X` while an adjourned game has no result (FIDE's checklist: "exported as
    `?` with `X` in record 162"; TRF-2026 162: "X: unknown result (e.g. adjourned game)"): what
    the points column counts it as, a draw with `unfinished_as_draw`, else nothing (the reader
    reads the value back into `unfinished_as_draw`). None without an adjourned game."""
    entries = chain.from_iterable(map(attrgetter("rounds"), t.players))
    adjourned = Result.ADJOURNED in map(attrgetter("result"), entries)  # (a loop in C)
    if not adjourned:
        return None
    return t.scoring.draw if t.unfinished_as_draw else Fraction(0)


def _x_kept(raw: str, t: Tournament) -> bool:
    """Whether a kept 162 line says the `X` an adjourned game needs (any, without one)."""
    x = unknown_result_value(t)
    return x is None or unknown_result_points(raw) == x


def _scoring_line(scoring: Scoring, unknown: Fraction | None = None) -> str | None:
    """Record 162 when the scoring differs from 1-½-0 (TRF-26: "only when different"), or when
    an unknown result (`X`, `unknown`) is to be written."""
    default = Scoring()
    items = [("W", scoring.win), ("D", scoring.draw), ("L", scoring.loss)]
    if scoring.zero_bye != default.zero_bye:
        items.append(("A", scoring.zero_bye))
    if scoring.pairing_bye is not None:
        items.append(("P", scoring.pairing_bye))
    if unknown is not None:
        items.append(("X", unknown))
    if [v for _, v in items] == [default.win, default.draw, default.loss]:
        return None
    line = "162 "
    for symbol, value in items:
        text = _decimal(value, 1)
        if text is None or len(text) > 4:
            continue  # not expressible: the extension comment carries the exact value
        line = line.ljust(len(line) + (1 if line == "162 " else 4)) + symbol + text.rjust(4)
    return line if line != "162 " else None


def _decimal(value: Fraction, places: int) -> str | None:
    try:
        return numbers.decimal(value, places)
    except ValueError:
        return None


def _fit(text: str, width: int) -> str:
    return _clean(text)[:width]


def _block(entry: RoundEntry, bye: str) -> str:
    if entry.opponent is None:
        if entry.result is Result.NOT_PAIRED and entry.colour is Colour.NONE:
            return " " * _BLOCK
        opponent = bye
    elif 1 <= entry.opponent <= 9999:
        opponent = f"{entry.opponent:>4}"
    else:
        raise ValueError(f"opponent {entry.opponent} does not fit a TRF file (1 to 9999)")
    colour = _CHAR_BY_COLOUR[entry.colour]
    return f"  {opponent} {colour} {CODE_BY_RESULT[entry.result]}"


def format_player_line(
    player: Player, points: Fraction | None, bye: str = "0000", rounds: int = 0
) -> str:
    """The `001` record of `player` (points as given; `rounds` pads with blank rounds)."""
    p = player
    if not 1 <= p.start_no <= 9999:
        raise ValueError(f"start number {p.start_no} does not fit a TRF file (1 to 9999)")
    points_text = "" if points is None else (_decimal(points, 1) or "")
    birth = _fit(p.birth_date, 10)
    if len(points_text) > 5 or (points_text and not POINTS_COLUMN.fullmatch(points_text)):
        # Columns 80-84 in the reader's grammar (at most two decimals): anything else would
        # run into the birth date and not read back; readers recompute points anyway.
        points_text = ""
    rating = str(p.rating) if 0 < p.rating <= 9999 else ""
    rank = p.rank_in_file
    rank_text = str(rank) if rank is not None and 0 <= rank <= 9999 else ""
    head = (
        f"001 {p.start_no:>4} {_fit(p.sex, 1):1}{_fit(p.title, 3):>3} {_fit(p.name, 33):<33} "
        f"{rating:>4} {_fit(p.federation, 3):<3} {_fit(p.fide_id, 11):>11} "
        f"{birth:>10}{points_text:>5} {rank_text:>4}"
    )
    entries = list(p.rounds) + [RoundEntry()] * (rounds - len(p.rounds))
    return (head + "".join(_block(e, bye) for e in entries)).rstrip()


def _player_line(
    t: Tournament,
    player: Player,
    bye: str,
    raw: str | None = None,
    ranks: dict[int, int] | None = None,
) -> str:
    """The player's line: the file's own line while it still says the same (points and rank
    included), else a new one. `ranks` None: the file's own points and rank columns.

    Columns 49-52 hold the player's FIDE rating (TRF-16/TRF-26 001: "FIDE rating", blank or 0
    unrated): the official one (`core.rating_change.official_rating`), which is the tournament
    rating unless that came from a national list or another rating type; then the tournament
    rating travels in the arbiter-app comment (the difference from the lines), and reads back."""
    fide = _fide_rating(t, player)
    if fide != player.rating:
        player = replace(player, rating=fide)
    if ranks is None:
        points = player.points_in_file
    else:
        points = t.points(player)
        player = replace(player, rank_in_file=ranks.get(player.start_no))
    player = _withdrawal_written(t, player)
    line = format_player_line(player, points, bye)
    if raw is not None and raw != line and _same_line(raw, player, points, bye):
        return raw
    return line


def _fide_rating(t: Tournament, p: Player) -> int:
    """`p`'s FIDE rating (`core.rating_change.official_rating`). A player without flags has no
    recorded rating source, so his rating is the FIDE one: the reader, which composes these
    lines to compare a file with them, neither imports nor asks the rating module then."""
    if not p.flags:
        return p.rating
    from arbiter_app.core.rating_change import official_rating

    return official_rating(t, p)


def _withdrawal_written(t: Tournament, player: Player) -> Player:
    """A withdrawn player's rounds after the withdrawal, up to the file's last round, as
    zero-point byes (C.07 16.1.1: "any round after a participant withdraws is a zero-point
    bye"): TRF has no withdrawal record, and a pairing engine given the file (or a round of it
    with byes entered before pairing) pairs a player whose round is blank. The arbiter-app
    comment keeps the withdrawal and the records as they are."""
    after = player.withdrawn_after
    n = t.rounds_paired
    if after is None or after >= n or t.scoring.points(Result.ZERO_BYE) != 0:
        return player
    rounds = list(player.rounds) + [NOT_PAIRED] * (n - len(player.rounds))
    for i in range(after, n):
        if rounds[i] == NOT_PAIRED:
            rounds[i] = RoundEntry(None, Colour.NONE, Result.ZERO_BYE)
    return replace(player, rounds=tuple(rounds))


def _same_line(raw: str, player: Player, points: Fraction | None, bye: str) -> bool:
    try:
        old = _parse_player(raw, _At("<template>", 0)).player
    except InputError:
        return False
    if old.points_in_file != points:
        return False
    return format_player_line(old, points, bye) == format_player_line(player, points, bye)
