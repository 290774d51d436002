"""TRF lines to a Tournament: records, truncation, rounds completed, withdrawals."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from msgspec import Struct, field
from msgspec.structs import replace

from arbiter_app.core.model import (
    Colour,
    Result,
    RoundEntry,
    Tournament,
)
from arbiter_app.core.standings import parse_list
from arbiter_app.core.tiebreaks import DescriptorError
from arbiter_app.core.vocabulary.notes import Note, NoteKind, note
from arbiter_app.io.errors import InputError
from arbiter_app.io.trf.adjustments import code_notes
from arbiter_app.io.trf.codes import _KEY_OF, EXTENSION_PREFIX, MAX_PLAYERS, TEAM_RECORDS
from arbiter_app.io.trf.columns import read_records
from arbiter_app.io.trf.dates import round_dates_of, settle_dates
from arbiter_app.io.trf.headers import (
    BBP_FIELDS,
    _parse_header,
    bbp_scoring,
    javafo_scoring,
    system_from_words,
    unknown_result_points,
)
from arbiter_app.io.trf.journal_lines import read_journal_line
from arbiter_app.io.trf.pairing_records import initial_colour_of, settings_from_code
from arbiter_app.io.trf.players import Blocks, _parse_player
from arbiter_app.io.trf.program_lines import is_chess960_line, read_mpa, read_prohibited
from arbiter_app.io.trf.text import _At, is_ruler
from arbiter_app.io.trf.witness import settle_unlettered


class _Parsed(Struct):
    tournament: Tournament
    bye: str = "0000"  # how the file writes a bye's opponent: "0000" or "   0"
    lines: dict[int, int] = field(default_factory=dict)  # start number -> line number
    notes: list[Note] = field(default_factory=list)  # what the reader did, where


MAX_NOTES = 50  # notes kept from one file; the rest are counted
# Team records (TRF-16 013; TRF-26 300-362, 801/802) are read by `io/trf/teams.py`.


def _parse_lines(lines: list[str], source: str) -> _Parsed:
    t = Tournament()
    parsed = _Parsed(t)
    notes = parsed.notes
    known_records = 0
    deputies: list[str] = []
    extensions: list[tuple[int, str]] = []  # one, or several when one line would not hold it
    bye_seen = False
    team = is_team_event(lines)
    seen: dict[str, tuple[int, Any]] = {}  # once-only record (model key) -> (line, value)
    team_lines: list[tuple[int, str]] = []
    team_list: list[str] = []
    byes: list[tuple[int, str]] = []
    scorings: list[tuple[int, str]] = []  # JaVaFo XXS, bbpPairings BBW ... (after 162)
    own: list[tuple[int, str]] = []  # the program's lines: 260/XXP, `### MPA` (after 001)
    round_dates: list[str] = []  # the first 132 record's (read with 042 and 052)
    dates_line = 0
    unlettered: dict[int, tuple[int, tuple[int, ...]]] = {}  # `0000 -` rounds (io.trf.witness)
    blocks = Blocks()  # round blocks read, for this parse only
    in_sequence: list[tuple[int, int, int]] = []  # (line, start number, rounds) read by words
    adjusted: list[tuple[int, int, tuple[int, ...]]] = []  # rounds for the notes (code_notes)
    # The player records read together by columns (`io.trf.columns`), those it leaves one by
    # one below (`players._parse_player`, with its messages, in the file's order).
    records = [line for line in lines if line[:4] == "001 "]
    read_together, forfeits = read_records(records[:MAX_PLAYERS], _At(source, 0, team), blocks)
    read = iter(read_together)
    for n, line in enumerate(lines, start=1):
        if line[:4] in ("001 ", "001"):  # (first: most lines of a file are player records)
            known_records += 1
            if len(t.players) >= MAX_PLAYERS:
                raise _At(source, n, team).error(1, f"more than {MAX_PLAYERS} player records")
            record_read = next(read, None) if len(line) > 3 else None
            if record_read is None:
                try:
                    record_read = _parse_player(line, _At(source, n, team), blocks)
                except InputError as exc:
                    raise _tab_hint(exc, line) from None
                if any(map(_forfeit, record_read.player.rounds)):
                    forfeits.add(record_read.player.start_no)
            player, bye = record_read.player, record_read.bye
            if record_read.in_sequence:
                in_sequence.append((n, player.start_no, len(player.rounds)))
            elif record_read.adjusted:
                adjusted.append((n, player.start_no, record_read.adjusted))
            if player.start_no in parsed.lines:
                raise _At(source, n, team).error(
                    5,
                    f"start number {player.start_no} appears twice (first on line "
                    f"{parsed.lines[player.start_no]})",
                )
            t.players.append(player)  # unique (checked above); the index is built on lookup
            parsed.lines[player.start_no] = n
            if record_read.unlettered:
                unlettered[player.start_no] = (n, record_read.unlettered)
            if bye and not bye_seen:
                parsed.bye, bye_seen = bye, True
            continue
        if not line.strip():
            continue
        if line.startswith("###"):
            if line.startswith(EXTENSION_PREFIX):
                extensions.append((n, line))
            elif line.startswith("### "):
                own.append((n, line))
            continue
        record = line[:3]
        if record != "001" and is_ruler(line):  # (a ruler or mask never starts so)
            continue
        if (len(line) > 3 and line[3] != " ") or len(record) < 3:
            error = InputError(
                f"not a TRF record: expected a 3-character code and a space, found {line[:12]!r}",
                source,
                n,
                min(len(line), 3) + 1,
            )
            raise _tab_hint(error, line)
        at = _At(source, n, team)
        if record in TEAM_RECORDS or (team and record in ("240", "299")):  # teams' numbers there
            team_lines.append((n, line))
            continue
        if record in ("240", "299"):
            byes.append((n, line))
            continue
        if record == "XXS" or record in BBP_FIELDS:
            scorings.append((n, line))
            continue
        if record in ("260", "XXP") and not team:  # prohibited pairs (program_lines.py)
            own.append((n, line))
            continue
        if record == "132" and not round_dates:
            round_dates = round_dates_of([line])
        if record in ("042", "052") and not dates_line:
            dates_line = n
        colour = initial_colour_of(line)
        if colour is not None:  # the line itself is kept for the rewrite, as before
            t.pairing = replace(t.pairing, initial_colour=colour)
        key = _KEY_OF.get(record)
        if key is None:
            continue  # unknown records (NRS, 132, 250, 260, ...) are kept verbatim
        known_records += 1
        value = _parse_header(record, line, at)
        if key == "deputy_arbiters":
            deputies.append(value)
            continue
        if key in seen and seen[key][1] != value:
            first = seen[key][0]
            if key == "tiebreaks":
                notes.append(note(n, NoteKind.TIEBREAKS_AGAIN, first=first))
            else:
                notes.append(note(n, NoteKind.RECORD_AGAIN, record=record, first=first))
        seen.setdefault(key, (n, value))
        if key == "tiebreaks":
            if team:
                team_list = value
            value = _checked_tiebreaks(record, value, at, notes)
        if not key.startswith("#"):
            setattr(t, key, value)
        if record == "162":
            _apply_unknown_result(t, line, at, notes)
        if record == "192":  # a Dutch code names the edition and Baku (the comment may add more)
            pairing = settings_from_code(line[4:])
            t.pairing = replace(
                t.pairing, edition=pairing.get("edition"), acceleration=pairing.get("acceleration")
            )
    if not known_records:
        raise InputError("no TRF records found (no 001 player or known header line)", source, 1)
    # Teams need their 310 or 013 records; a team system code alone (192) names no team, and
    # its 240/299 records are not read (they name teams there).
    has_teams = names_teams([line for _, line in team_lines])
    skipped = [n for n, line in team_lines if line[:3] in ("299", "801", "802") or not has_teams]
    if skipped:
        kind = (
            NoteKind.TEAM_RECORDS_INFORMATIVE if has_teams else NoteKind.TEAM_RECORDS_WITHOUT_TEAMS
        )
        if not has_teams and any(line[:3] == "013" for _, line in team_lines):
            kind = NoteKind.LONE_TEAM_RECORD
        notes.append(note(skipped[0], kind, count=len(skipped)))
    for n, line in scorings:
        at = _At(source, n, team)
        if line.startswith("XXS"):
            t.scoring = javafo_scoring(line, at, t.scoring)
        else:
            t.scoring = bbp_scoring(line, at, t.scoring)
    _check_truncated(t, lines, parsed.lines, source)
    _check_in_sequence(t, in_sequence, source)
    t.deputy_arbiters = deputies
    if t.start_date or t.end_date:
        settle_dates(t, round_dates, notes, dates_line)
    if unlettered:  # once the scoring is known, before the withdrawals are inferred from them
        settle_unlettered(t, unlettered, notes)
    _complete_rounds(t, forfeits)
    # 299 default values first (they change what a result is worth), then byes and bonuses.
    for n, line in sorted(byes, key=lambda item: not _is_default_299(item[1])):
        if line.startswith("240"):
            _apply_bye_record(t, line, _At(source, n, team), notes)
        else:
            _apply_abnormal_points(t, line, _At(source, n, team), notes)
    if has_teams:
        from arbiter_app.io.trf.teams import read_team_records  # (team events only)

        read_team_records(t, [x for x in team_lines if x[1][:3] != "299"], source, notes)
        if t.teams is not None and team_list:
            t.teams = replace(t.teams, tiebreaks=tuple(team_list))
    if t.system is None:
        t.system = system_from_words(t.type_text) or system_from_words(t.name, name=True)
    _apply_own_lines(t, own, source, notes)
    if not team:  # (a team event's `0000 - +` and `0000 - -` are TRF-26's own for teams)
        adjusted.sort(key=lambda place: t.position(place[1]))  # (in the players' order)
        notes.extend(code_notes(t, lines, adjusted))
    if extensions:  # (the extension reader imports the project codec)
        from arbiter_app.io.trf.extension import _apply_extension
    for n, line in extensions:
        _apply_extension(t, line, _At(source, n))
    if len(notes) > MAX_NOTES:  # a file of a million repeated records: a bounded report
        rest = len(notes) - MAX_NOTES
        del notes[MAX_NOTES:]
        notes.append(note(notes[-1].line, NoteKind.MORE, count=rest))
    return parsed


def _apply_own_lines(
    t: Tournament, own: list[tuple[int, str]], source: str, notes: list[Note]
) -> None:
    """Prohibited pairs (260, XXP) and the program's `###` lines (program_lines.py): `MPA`,
    `CHESS960`."""
    for n, line in own:
        at = _At(source, n)
        if is_chess960_line(line):
            t.chess960 = True
        elif line.startswith("###"):
            read_mpa(t, line, at, notes)
            read_journal_line(t, line, at, notes)
        else:
            read_prohibited(t, line, at, notes)


def _apply_unknown_result(t: Tournament, line: str, at: _At, notes: list[Note]) -> None:
    """162 `X` (TRF-26: an unknown result, e.g. an adjourned game, worth a draw by default):
    a game without a result counts as a draw when X is the draw's value, as nothing when X is
    0 (`Tournament.unfinished_as_draw`); the model has no third value, so another one is
    noted and read as a draw."""
    x = unknown_result_points(line)
    if x is None:
        return
    t.unfinished_as_draw = x != 0
    if x not in (0, t.scoring.draw):
        notes.append(note(at.line, NoteKind.UNKNOWN_RESULT_VALUE, value=str(x)))


def _checked_tiebreaks(record: str, codes: list[str], at: _At, notes: list[Note]) -> list[str]:
    """The file's own tie-break list (202/212). A team event's list ranks teams (EDET, EMGSB,
    MPvGP ...): it cannot rank the players, so it is set aside with a note (the line is kept
    for the rewrite). Any other list is kept as written; `reader.tiebreaks_record` finds its
    line, so that an error in it is reported as the file's."""
    if at.team:
        try:
            parse_list(codes)
        except DescriptorError:
            return []  # the team list (`TeamSetup.tiebreaks`)
    return codes


_SCORING_OF_299 = {
    "W": "win",
    "D": "draw",
    "L": "loss",
    "F": "full_bye",
    "H": "half_bye",
    "Z": "zero_bye",
    "+": "forfeit_win",
    "-": "forfeit_loss",
}
# (a pattern text: compiled on first use, by `re`'s cache; only 299 records read it)
_POINTS_299 = r"-?\d{1,4}(?:\.\d{1,2})?"


def _is_default_299(line: str) -> bool:
    return line.startswith("299") and line[4:5].strip() != "" and not line[23:].strip()


def _apply_abnormal_points(t: Tournament, line: str, at: _At, notes: list[Note]) -> None:
    """TRF-26 record 299, abnormal points (spec/fide-tiebreaks.md §10.3): col 5 type `W D L F
    H Z + -` or blank, cols 14-17 the individual's points `[-]11.5`, cols 20-22 the round
    (`000`: all), players at 24-27, 29-32, ... Read as Gacrux (the FIDE reference
    implementation, `trf2json.update_abnormal_list`) reads it:

    - a type without players, round 000: the points that result is worth in this event (as
      record 162 would set them);
    - no type, with players: a bonus, or a penalty when negative, added to each one's total
      (`Player.bonus`; the round it was given in is not kept: it counts in the final total);
    - a type with a round and players: that game is worth these points to them; the 001
      record keeps the result and the difference to what it is worth becomes the bonus.
    """
    kind = line[4:5]
    text = line[13:17].strip()
    if not re.fullmatch(_POINTS_299, text):
        raise at.error(14, f"record 299: points {text!r} are not a number such as -1.0 or 2.5")
    points = Fraction(text)
    from arbiter_app.io.codec import MAX_BONUS  # (the project codec: only for 299 records)

    if abs(points) > MAX_BONUS:
        raise at.error(14, f"record 299: {text} points; at most {MAX_BONUS} either way")
    round_text = line[19:22].strip() or "0"
    if not (round_text.isdecimal() and len(round_text) <= 3):
        raise at.error(20, f"record 299: round {round_text!r} is not a round number")
    r = int(round_text)
    ids: list[int] = []
    for column in range(23, len(line), 5):
        sno_text = line[column : column + 4].strip()
        if not sno_text:
            continue
        if not (sno_text.isdecimal() and len(sno_text) <= 4) or not t.has_player(int(sno_text)):
            raise at.error(column + 1, f"record 299: no player with start number {sno_text!r}")
        ids.append(int(sno_text))
    if kind.strip() and kind.upper() not in _SCORING_OF_299:
        raise at.error(5, f"record 299: type {kind!r} is none of W D L F H Z + - or blank")
    if not ids:
        if not kind.strip():
            raise at.error(24, "record 299: a bonus or penalty names no player")
        if points < 0:
            raise at.error(14, f"record 299: a {kind} worth {text} points; 0 or more")
        field_name = _SCORING_OF_299[kind.upper()]
        t.scoring = replace(t.scoring, **{field_name: points})
        if field_name == "zero_bye":  # TRF-26 162 A: absence, for both
            t.scoring = replace(t.scoring, forfeit_loss=points)
        return
    for sno in ids:
        player = t.player(sno)
        if kind.strip():
            if not 1 <= r <= len(player.rounds):
                raise at.error(20, f"record 299: player {sno} has no round {r}")
            entry = player.entry(r)
            worth = t.scoring.points(entry.result)
            player = replace(player, bonus=player.bonus + points - worth)
            notes.append(
                note(
                    at.line,
                    NoteKind.ABNORMAL_POINTS,
                    player=sno,
                    round=r,
                    result=entry.result.value,
                    points=text,
                    worth=str(worth),
                )
            )
        else:
            player = replace(player, bonus=player.bonus + points)
        t.replace_player(player)


def names_teams(lines: list[str]) -> bool:
    """The lines name a team event's teams: a 310 record, or 013 records of two teams or more.

    A match is between two teams, so one 013 record alone makes no team event: JaVaFo's
    sample file (its manual's "XX Open Internacional de Gros", an individual Swiss, 092
    "Individual: Swiss-System") carries one, `013 Example 1 2`, beside its 52 players
    (tests/data/real/javafo/gros_2010.trf); read as teams it ranked one team of two players
    and its pairing failed. The line is kept and a note says so (`NoteKind.LONE_TEAM_RECORD`).
    """
    old_teams = 0
    for line in lines:
        if line[:4] == "310 ":
            return True
        old_teams += line[:4] == "013 "
    return old_teams >= 2


def is_team_event(lines: list[str]) -> bool:
    """A team event: a TRF-26 team system code (192) or team records (`names_teams`)."""
    if any(line.startswith("192 ") and "TEAM" in line.upper() for line in lines):
        return True
    return names_teams(lines)


_BYE_OF = {"F": Result.FULL_BYE, "H": Result.HALF_BYE, "Z": Result.ZERO_BYE, " ": Result.ZERO_BYE}


def _apply_bye_record(t: Tournament, line: str, at: _At, notes: list[Note]) -> None:
    """TRF-26 record 240 (spec/fide-tiebreaks.md §10.3): col 5 type F/H/Z, cols 7-9 round,
    players at 11-14, 16-19, ...

    For a round already in the 001 records it repeats what they say ("optional for
    individuals"); where a player's record has nothing for that round the bye is entered. A
    round not yet paired (in-tournament data exchange) is not a round of the standings: the
    line is kept for the rewrite and a note says so.
    """
    kind = line[4:5].upper() or " "
    result = _BYE_OF.get(kind)
    if result is None:
        raise at.error(5, f"record 240: bye type {line[4:5]!r} is none of F, H, Z")
    round_text = line[6:9].strip()
    if not (round_text.isdecimal() and round_text.isascii()) or int(round_text) == 0:
        raise at.error(7, f"record 240: round {round_text!r} is not a round number")
    r = int(round_text)
    ids: list[int] = []
    for column in range(10, len(line), 5):
        text = line[column : column + 4].strip()
        if not text:
            continue
        if not (text.isdecimal() and text.isascii()):
            raise at.error(column + 1, f"record 240: {text!r} is not a start number")
        ids.append(int(text))
    if r > t.rounds_paired:
        notes.append(note(at.line, NoteKind.BYES_NOT_PAIRED, round=r))
        return
    for sno in ids:
        if not t.has_player(sno):
            raise at.error(11, f"record 240: no player with start number {sno}")
        player = t.player(sno)
        entry = player.entry(r)
        if entry.result is Result.NOT_PAIRED:
            t.replace_player(player.with_entry(r, RoundEntry(None, Colour.NONE, result)))
        elif entry.result is not result:
            notes.append(
                note(
                    at.line,
                    NoteKind.BYE_DISAGREES,
                    player=sno,
                    result=result.value,
                    round=r,
                    written=entry.result.value,
                )
            )


def _check_in_sequence(t: Tournament, read: list[tuple[int, int, int]], source: str) -> None:
    """A shifted record read by its words off the column grid (`players.PlayerRecord`): a
    blank round is invisible there, so a round count other than the other records' means a
    round lost or moved (a bye of round 3 read as round 2): refused at the line, never a
    silent shift."""
    if not read:
        return
    by_words = {start_no for _, start_no, _ in read}
    others = [len(p.rounds) for p in t.players if p.start_no not in by_words]
    if not others:
        return
    expected = max(others)
    for n, start_no, count in read:
        if count != expected:
            raise InputError(
                f"player {start_no}'s record is misaligned: read by its words it has {count} "
                f"round(s), the other records {expected}; a blank round cannot be placed "
                "(a column added or lost?)",
                source,
                n,
                92,
            )


def _check_truncated(t: Tournament, lines: list[str], where: dict[int, int], source: str) -> None:
    """A player record that stops before the points column while the others carry rounds.

    Every TRF writer fills columns 81–89 (points, rank) before the rounds, so such a line was
    cut off (a damaged file), not a player without games: refuse it rather than read a player
    whose games silently vanished.
    """
    if not any(p.rounds for p in t.players):
        return
    for p in t.players:
        if p.rounds:
            continue
        n = where[p.start_no]
        length = len(lines[n - 1].rstrip())
        if length < 84:
            raise InputError(
                f"player {p.start_no}'s record ends at column {length} before the points "
                "(81–84) and the rounds: truncated line?",
                source,
                n,
                length + 1,
            )


def _forfeit(entry: RoundEntry) -> bool:
    """A forfeit loss beside an opponent (a double forfeit when the opponent's is one too)."""
    return entry.result is Result.FORFEIT_LOSS and entry.opponent is not None


def _complete_rounds(t: Tournament, forfeits: set[int]) -> None:
    """Pad every player to the rounds paired and mark double forfeits (`forfeits`: the start
    numbers of the players with a forfeit loss beside an opponent, as read: nothing read
    after the records gives one).

    No withdrawal is read from the rounds: a `Z` or blank in a round is an absence in that
    round only (C.04.1: a player is paired unless withdrawn or excused for the round). TRF has
    no withdrawal record, so a withdrawal comes from this program's own record (the extension
    comment) or from the arbiter confirming the suggestion of `core.validate` (trailing rounds
    without a game: "withdrawn?").
    """
    n = t.rounds_paired
    forfeit_loss = Result.FORFEIT_LOSS
    for p in list(t.players):
        if len(p.rounds) == n and p.start_no not in forfeits:
            continue  # (most players: every round, no forfeit: kept as read)
        changed = len(p.rounds) < n
        rounds = list(p.rounds) + [RoundEntry()] * (n - len(p.rounds))
        for r, e in enumerate(rounds, start=1):
            if e.result is forfeit_loss and e.opponent is not None:
                other = t.player(e.opponent).entry(r) if t.has_player(e.opponent) else None
                if (
                    other is not None
                    and other.opponent == p.start_no
                    and other.result in (Result.FORFEIT_LOSS, Result.DOUBLE_FORFEIT)
                ):
                    rounds[r - 1] = replace(e, result=Result.DOUBLE_FORFEIT)
                    changed = True
        if changed:  # (most players have every round and no double forfeit: kept as read)
            t.replace_player(replace(p, rounds=tuple(rounds)))


def _tab_hint(error: InputError, line: str) -> InputError:
    """`error` with the line's first tab named: TRF's fields sit at fixed columns of spaces
    (TRF-16 §10.1), and an editor that turns runs of spaces into tabs moves every field after
    it, so the message the columns give alone misleads."""
    tab = line.find("\t")
    if tab < 0:
        return error
    hint = f" (a tab at column {tab + 1}: TRF lays its fields out with spaces)"
    return InputError(error.message + hint, error.source, error.line, error.column, error.record)
