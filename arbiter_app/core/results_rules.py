"""Results as the Laws know them, byes, and corrections: the asks a change of records meets.

`result_asks(before, after)` compares the records an edit changed (players are frozen values,
so a changed player is a new object) and returns what FIDE's checklist (C.02, 2026: results
and byes, Q170-188; corrections, Q189-193) asks before it:

- a game's two sides must be a result the Laws know. Equal shares (1-0, ½-½, 0-1 and the
  games of less than one move, W/D/L) pass; ½-0, 0-½ and 0-0 (Laws of Chess art. 12.9: the
  arbiter may score a game so, e.g. both players lose a game for a breach) are
  RESULT_ASYMMETRIC; two wins (1-1) are RESULT_BOTH_WIN; a forfeit is only 1F-0F, 0F-1F or
  0F-0F (the edit refuses any other mix, `core.edits.SetSides`);
- a second half-point bye for a player is SECOND_HALF_BYE, any full-point bye FULL_POINT_BYE
  (a notice: the checklist deprecates them);
- once a later round is paired, a finished result changed (result, opponent or colour) in the
  round before the last paired one is CORRECT_PREVIOUS_ROUND, in any older round
  CORRECT_OLD_ROUND (C.04.2 4.3: a wrong result, pairing or colour is corrected only in the
  last two rounds; a mistake found later goes into the rating report only,
  `RATING_ONLY_CORRECTION`). A game without a result yet (pending, postponed) may get one in
  any round: that is no correction;
- a player of a game without a result moved to another opponent is PLAYER_MOVED, the last
  paired round unpaired REPAIR_ROUND (it is paired again next): pairing-integrity events,
  journaled and undoable (C.02 2026 checklist, Q112-115).
"""

from __future__ import annotations

from arbiter_app.core.boards import board_of
from arbiter_app.core.model import Colour, Player, Result, RoundEntry, Tournament
from arbiter_app.core.seeding import who
from arbiter_app.core.stage import paired_rounds
from arbiter_app.core.vocabulary.levels import Ask, Gate
from arbiter_app.core.vocabulary.results import LAWS_UNEQUAL, board_result

__all__ = ["pair_departure", "result_asks", "sides_asks"]

_WINS = frozenset({Result.WIN, Result.WIN_UNRATED, Result.FORFEIT_WIN})
# Records without a result yet: entering one is no correction. An adjourned game's result may
# be entered at any time (C.02 2026 checklist, adjourned games), and marking a game adjourned
# when the next round is paired (app.adjourning) changes no result.
_OPEN = frozenset({Result.NOT_PAIRED, Result.PENDING, Result.POSTPONED, Result.ADJOURNED})


def pair_departure(a: Result, b: Result) -> str:
    """Why two sides of one game are no result the Laws know ("" when they are): the English
    words an older file's departure from FIDE mode is recorded with."""
    if b is a.mirror or (a, b) in LAWS_UNEQUAL:
        return ""
    if a is Result.DOUBLE_FORFEIT and b is Result.DOUBLE_FORFEIT:
        return ""
    if a.is_unfinished and b.is_unfinished:
        return ""
    if a in _WINS and b in _WINS:
        return "both players won"
    if a.is_forfeit or b.is_forfeit:
        return "a forfeit against a game result"
    return ""


def _finished(e: RoundEntry) -> bool:
    return e.result not in _OPEN


def _changes(
    before: Tournament, after: Tournament
) -> list[tuple[Player, int, RoundEntry, RoundEntry]]:
    """Each record `after` changed: (the player after, round, record before, record after).
    A player unchanged is the same (frozen) object, so only the changed ones are read. A
    player found under another start number (a renumbering, a late entry's place: C.04.2
    2.3-2.5) is compared with their own records, the opponents under the new numbers, so
    renumbering changes no result (its own gate is `core.seeding.renumber_asks`)."""
    old = {p.start_no: p for p in before.players}

    def elsewhere(p: Player) -> bool:  # not the player who had this start number before
        q = old.get(p.start_no)
        return q is not p and (q is None or who(q) != who(p))

    moved: dict[int, int] = {}  # old start number -> new, when any player moved
    by_who: dict[tuple[str, str, str], Player] = {}
    if any(elsewhere(p) for p in after.players):
        by_who = {who(x): x for x in before.players}
        now_at = {who(x): x.start_no for x in after.players}
        moved = {x.start_no: now_at.get(who(x), x.start_no) for x in before.players}
    out = []
    for p in after.players:
        q = by_who.get(who(p)) if moved else old.get(p.start_no)
        if q is p or q is None:
            continue  # unchanged, or a player added
        for r in range(1, max(len(p.rounds), len(q.rounds)) + 1):
            was, now = q.entry(r), p.entry(r)
            if moved and was.opponent is not None:
                was = RoundEntry(moved.get(was.opponent, was.opponent), was.colour, was.result)
            if was != now:
                out.append((p, r, was, now))
    return out


def result_asks(before: Tournament, after: Tournament) -> list[Ask]:
    """The asks of the records `after` changed against `before` (see the module docstring)."""
    fide = before.fide_mode.on
    last = paired_rounds(before)
    changes = _changes(before, after)
    asks: list[Ask] = []
    games: set[tuple[int, int]] = set()
    corrected: set[int] = set()
    for p, r, was, now in changes:
        if _finished(was) and r < last and r not in corrected:
            corrected.add(r)
            asks.append(_correction(fide, r, last))
        if now.opponent is not None and now.result.has_opponent:
            games.add((r, min(p.start_no, now.opponent)))
        elif now.result is Result.HALF_BYE:
            asks.extend(_half_bye(fide, p, r))
        elif now.result is Result.FULL_BYE:
            asks.append(Gate.FULL_POINT_BYE.ask(fide, player=p.start_no, round=r))
    for r, low in sorted(games):
        asks.extend(_game(after, fide, r, low))
    # PLAYER_MOVED, once per round: a player of a paired game without a result yet given
    # another opponent or a bye (a manual change of the pairing, C.02 2026 checklist: pairing
    # integrity); a finished game moved is a correction instead (asked above).
    moved: dict[int, int] = {}
    for p, r, was, now in changes:
        if r in corrected or r in moved or was.opponent is None or _finished(was):
            continue
        if now.opponent != was.opponent and now.result is not Result.NOT_PAIRED:
            moved[r] = p.start_no
    asks.extend(Gate.PLAYER_MOVED.ask(fide, round=r, player=s) for r, s in sorted(moved.items()))
    if last and paired_rounds(after) < last:
        asks.append(Gate.REPAIR_ROUND.ask(fide, round=last))
    return asks


def _correction(fide: bool, r: int, last: int) -> Ask:
    if r == last - 1:
        return Gate.CORRECT_PREVIOUS_ROUND.ask(fide, round=r, next=last)
    return Gate.CORRECT_OLD_ROUND.ask(fide, round=r)


def _half_bye(fide: bool, p: Player, r: int) -> list[Ask]:
    earlier = [i for i, e in enumerate(p.rounds, 1) if e.result is Result.HALF_BYE and i != r]
    if not earlier:
        return []
    return [Gate.SECOND_HALF_BYE.ask(fide, player=p.start_no, earlier=earlier[0], round=r)]


def _game(t: Tournament, fide: bool, r: int, low: int) -> list[Ask]:
    a = t.player(low).entry(r)
    if a.opponent is None or not t.has_player(a.opponent):
        return []
    b = t.player(a.opponent).entry(r)
    if b.opponent != low:
        return []
    # White by the records' colours (the first-named player when they have none); the board's
    # number is looked up only for a message (it costs the round's board order).
    white, black = (b.result, a.result) if b.colour is Colour.WHITE else (a.result, b.result)
    if not sides_asks(fide, r, 0, white, black):
        return []
    board = board_of(t, r, low)
    if board is None:
        return sides_asks(fide, r, 0, white, black)
    white, black = (a.result, b.result) if board.white == low else (b.result, a.result)
    return sides_asks(fide, r, board.number, white, black)


def sides_asks(fide: bool, r: int, board: int, white: Result, black: Result) -> list[Ask]:
    """What a board's two sides ask: 1-1 RESULT_BOTH_WIN, ½-0, 0-½, 0-0 RESULT_ASYMMETRIC."""
    if white in _WINS and black in _WINS:
        text = board_result(white, black)
        return [Gate.RESULT_BOTH_WIN.ask(fide, round=r, board=board, result=text)]
    if (white, black) in LAWS_UNEQUAL:
        text = board_result(white, black)
        return [Gate.RESULT_ASYMMETRIC.ask(fide, round=r, board=board, result=text)]
    return []
