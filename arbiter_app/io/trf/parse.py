"""TRF lines to a Tournament: records, truncation, rounds completed, withdrawals."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from arbiter_app.core.model import (
    Result,
    RoundEntry,
    Tournament,
)
from arbiter_app.io.errors import InputError
from arbiter_app.io.trf.codes import _KEY_OF, EXTENSION_PREFIX
from arbiter_app.io.trf.extension import _apply_extension
from arbiter_app.io.trf.headers import _parse_header
from arbiter_app.io.trf.players import _parse_player
from arbiter_app.io.trf.text import _At


@dataclass
class _Parsed:
    tournament: Tournament
    bye: str = "0000"  # how the file writes a bye's opponent: "0000" or "   0"
    lines: dict[int, int] = field(default_factory=dict)  # start number -> line number


def _parse_lines(lines: list[str], source: str) -> _Parsed:
    t = Tournament()
    parsed = _Parsed(t)
    known_records = 0
    deputies: list[str] = []
    extension: tuple[int, str] | None = None
    bye_seen = False
    for n, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        if line.startswith("###"):
            if line.startswith(EXTENSION_PREFIX):
                extension = (n, line)
            continue
        record = line[:3]
        if (len(line) > 3 and line[3] != " ") or len(record) < 3:
            raise InputError(
                f"not a TRF record: expected a 3-character code and a space, found {line[:12]!r}",
                source,
                n,
                min(len(line), 3) + 1,
            )
        at = _At(source, n)
        if record == "001":
            known_records += 1
            player, bye = _parse_player(line, at)
            if player.start_no in parsed.lines:
                raise at.error(
                    5,
                    f"start number {player.start_no} appears twice (first on line "
                    f"{parsed.lines[player.start_no]})",
                )
            t.players.append(player)  # unique (checked above); the index is built on lookup
            parsed.lines[player.start_no] = n
            if bye and not bye_seen:
                parsed.bye, bye_seen = bye, True
            continue
        key = _KEY_OF.get(record)
        if key is None:
            continue  # unknown records (NRS, 132, 240, team records, ...) are kept verbatim
        known_records += 1
        value = _parse_header(record, line, at)
        if key == "deputy_arbiters":
            deputies.append(value)
        elif not key.startswith("#"):
            setattr(t, key, value)
    if not known_records:
        raise InputError("no TRF records found (no 001 player or known header line)", source, 1)
    _check_truncated(t, lines, parsed.lines, source)
    t.deputy_arbiters = deputies
    _complete_rounds(t)
    if extension is not None:
        _apply_extension(t, extension[1], _At(source, extension[0]))
    return parsed


def _check_truncated(t: Tournament, lines: list[str], where: dict[int, int], source: str) -> None:
    """A player record that stops before the points column while the others carry rounds.

    Every TRF writer fills columns 81–89 (points, rank) before the rounds, so such a line was
    cut off (a damaged file), not a player without games: refuse it rather than read a player
    whose games silently vanished.
    """
    if not any(p.rounds for p in t.players):
        return
    for p in t.players:
        n = where[p.start_no]
        length = len(lines[n - 1].rstrip())
        if not p.rounds and length < 84:
            raise InputError(
                f"player {p.start_no}'s record ends at column {length} before the points "
                "(81–84) and the rounds: truncated line?",
                source,
                n,
                length + 1,
            )


def _complete_rounds(t: Tournament) -> None:
    """Pad every player to the rounds paired, mark double forfeits, infer withdrawals."""
    n = t.rounds_paired
    for p in list(t.players):
        rounds = list(p.rounds) + [RoundEntry()] * (n - len(p.rounds))
        for r, e in enumerate(rounds, start=1):
            if e.result is Result.FORFEIT_LOSS and e.opponent is not None:
                other = t.player(e.opponent).entry(r) if t.has_player(e.opponent) else None
                if (
                    other is not None
                    and other.opponent == p.start_no
                    and other.result in (Result.FORFEIT_LOSS, Result.DOUBLE_FORFEIT)
                ):
                    rounds[r - 1] = replace(e, result=Result.DOUBLE_FORFEIT)
        t.replace_player(replace(p, rounds=tuple(rounds), withdrawn_after=infer_withdrawal(rounds)))


def infer_withdrawal(rounds: tuple[RoundEntry, ...] | list[RoundEntry]) -> int | None:
    """k when rounds k+1.. are all zero-point byes / not paired and round k is anything else.

    Issue 2: "Rounds after a player's last played round that are all zero-point byes are read as
    withdrawn after round k". "Played" is read as "had any other record" (a game, a forfeit, a
    bye with points): a forfeit win in round 3 followed by `Z Z` is a withdrawal after round 3.
    """
    absent = (Result.ZERO_BYE, Result.NOT_PAIRED)
    last = max((r for r, e in enumerate(rounds, start=1) if e.result not in absent), default=0)
    if last == 0 or last == len(rounds):
        return None
    return last
