"""Result codes: every fact about a round's result, one entry per code.

`Result` is what one round was for one player (its value is the stable key of project files);
`RESULTS[result]` says how each layer writes, scores and treats it:

- `notation`: what a crosstable cell shows (after the colour for a game, alone for a bye;
  `core.notation`), `typed`: further spellings an arbiter may type;
- `trf`: the TRF-16 result character (FIDE TRF-16 player record 001, columns of each round;
  ` ` for no result), `trf_reads`: whether reading that character gives this result (a double
  forfeit is written ``-`` on both sides and read as two forfeit losses, `io.trf` pairs them);
- `points`: the `Scoring` field that scores it (None: nothing, an unfinished game);
- `opponent`: the record names an opponent; `played`: an over-the-board game with a result
  (C.07 15.1: anything else is an unplayed round); `forfeit`; `unfinished`;
- `category`: the C.07 16.2 category name (`core.rules.base.Category`) the unplayed-round rules
  start from (16.2.3 or 16.2.5 for a requested bye depends on the later rounds);
- `half_points`: the standard score of a played game in half points, 2-1-0 (C.07 7.7 STD and
  the Art. 10 rating tables read games as 1-½-0 whatever the event's scoring); None otherwise;
- `elected`: a round the player elected to play (C.07 7.6 REP subtracts requested byes and
  forfeit losses);
- `legend`: the group of symbols the printed crosstable's key explains (`LEGEND`: its line);
- `name`: the result's full name (context ``Messages``); `palette`: the result palette's
  button (objectName, label in context ``ResultPalette``, shortcut, place in the grid).

Adding a result code is one member of `Result` and one entry of `RESULTS` (tests/core/
test_vocabulary.py checks that every member has one).
"""

from __future__ import annotations

from enum import Enum

from msgspec import Struct

from arbiter_app.core.vocabulary import QT_TRANSLATE_NOOP


class Result(Enum):
    """What one round was for one player. The value is the stable key used in project files."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"
    # Games of less than one move (TRF `W`, `D`, `L`): played for tie-breaks, not rated.
    WIN_UNRATED = "win_unrated"
    DRAW_UNRATED = "draw_unrated"
    LOSS_UNRATED = "loss_unrated"
    FORFEIT_WIN = "forfeit_win"
    FORFEIT_LOSS = "forfeit_loss"
    # Both players absent: each side holds DOUBLE_FORFEIT (TRF writes `-` on both sides).
    DOUBLE_FORFEIT = "double_forfeit"
    PAIRING_BYE = "pairing_bye"  # pairing-allocated bye (TRF `U`)
    FULL_BYE = "full_bye"  # requested full-point bye (TRF `F`)
    HALF_BYE = "half_bye"  # requested half-point bye (TRF `H`)
    ZERO_BYE = "zero_bye"  # requested zero-point bye / known absence (TRF `Z`)
    NOT_PAIRED = "not_paired"  # not in the pairing at all (TRF blank; scores like `Z`)
    POSTPONED = "postponed"  # paired, to be played later
    PENDING = "pending"  # paired, no result yet
    # A game without a result when the next round was paired (C.02 2026 checklist, adjourned
    # games): counted as a draw by the pairing (C.04.2 3.1), by nothing in the standings until
    # its result is entered; TRF `?` (the checklist; TRF-2026 record 162 `X`, "unknown result
    # (e.g. adjourned game)").
    ADJOURNED = "adjourned"

    # Members are singletons compared by identity, so identity hashing is exact; Enum's own
    # __hash__ hashes the name in Python, which made every dict/set lookup of a result
    # (hundreds of thousands per standings computation) several times slower.
    __hash__ = object.__hash__

    @property
    def has_opponent(self) -> bool:
        """True when the record names an opponent (a game, a forfeit, or an unfinished game)."""
        return self in _WITH_OPPONENT

    @property
    def is_played(self) -> bool:
        """An over-the-board game with a result (C.07 15.1: anything else is an unplayed round)."""
        return self in _PLAYED

    @property
    def is_forfeit(self) -> bool:
        return self in _FORFEIT

    @property
    def is_bye(self) -> bool:
        """No opponent: every kind of bye, and not being paired."""
        return not self.has_opponent

    @property
    def is_unfinished(self) -> bool:
        return self in _UNFINISHED

    @property
    def mirror(self) -> Result:
        """The opponent's result for the same game (only meaningful when `has_opponent`)."""
        return _MIRROR.get(self, self)

    @property
    def facts(self) -> ResultFacts:
        return RESULTS[self]


class Palette(Struct, frozen=True):
    """The result palette's button: objectName, label (``ResultPalette``), shortcut, place."""

    name: str
    label: str
    shortcut: str
    slot: int  # place in the palette's grid, row by row


class ResultFacts(Struct, frozen=True):
    notation: str
    trf: str
    points: str | None
    category: str
    legend: str
    name: str
    typed: tuple[str, ...] = ()
    trf_reads: bool = True
    opponent: bool = False
    played: bool = False
    forfeit: bool = False
    unfinished: bool = False
    half_points: int | None = None
    elected: bool = True
    mirror: Result | None = None
    palette: Palette | None = None

    @property
    def symbol(self) -> str:
        """What an arbiter types for it (the notation, or its first typed form: `?`)."""
        return self.notation or self.typed[0]


RESULTS: dict[Result, ResultFacts] = {
    Result.WIN: ResultFacts(
        "1", "1", "win", "PLAYED", "game",
        QT_TRANSLATE_NOOP("Messages", "win"),
        half_points=2, mirror=Result.LOSS,
        palette=Palette("resultWin", QT_TRANSLATE_NOOP("ResultPalette", "Win"), "Ctrl+1", 0),
        opponent=True, played=True,
    ),
    Result.DRAW: ResultFacts(
        "½", "=", "draw", "PLAYED", "game",
        QT_TRANSLATE_NOOP("Messages", "draw"),
        typed=("=", "0.5", ".5", "1/2"), half_points=1,
        # Ctrl+5 for the draw follows Swiss-Manager's result entry, where 5 stands for ½.
        palette=Palette("resultDraw", QT_TRANSLATE_NOOP("ResultPalette", "Draw"), "Ctrl+5", 1),
        opponent=True, played=True,
    ),
    Result.LOSS: ResultFacts(
        "0", "0", "loss", "PLAYED", "game",
        QT_TRANSLATE_NOOP("Messages", "loss"),
        half_points=0, mirror=Result.WIN,
        palette=Palette("resultLoss", QT_TRANSLATE_NOOP("ResultPalette", "Loss"), "Ctrl+0", 2),
        opponent=True, played=True,
    ),
    Result.WIN_UNRATED: ResultFacts(
        "W", "W", "win", "PLAYED", "unrated",
        QT_TRANSLATE_NOOP("Messages", "win (game of less than one move)"),
        half_points=2, mirror=Result.LOSS_UNRATED,
        opponent=True, played=True,
    ),
    Result.DRAW_UNRATED: ResultFacts(
        "D", "D", "draw", "PLAYED", "unrated",
        QT_TRANSLATE_NOOP("Messages", "draw (game of less than one move)"),
        half_points=1,
        opponent=True, played=True,
    ),
    Result.LOSS_UNRATED: ResultFacts(
        "L", "L", "loss", "PLAYED", "unrated",
        QT_TRANSLATE_NOOP("Messages", "loss (game of less than one move)"),
        half_points=0, mirror=Result.WIN_UNRATED,
        opponent=True, played=True,
    ),
    Result.FORFEIT_WIN: ResultFacts(
        "+", "+", "forfeit_win", "FORFEIT_WIN", "forfeit",
        QT_TRANSLATE_NOOP("Messages", "forfeit win"),
        mirror=Result.FORFEIT_LOSS,
        palette=Palette(
            "resultForfeitWin", QT_TRANSLATE_NOOP("ResultPalette", "Forfeit win"), "Ctrl+K", 3
        ),
        opponent=True, forfeit=True,
    ),
    Result.FORFEIT_LOSS: ResultFacts(
        "-", "-", "forfeit_loss", "FORFEIT_LOSS", "forfeit",
        QT_TRANSLATE_NOOP("Messages", "forfeit loss"),
        elected=False, mirror=Result.FORFEIT_WIN,
        palette=Palette(
            "resultForfeitLoss",
            QT_TRANSLATE_NOOP("ResultPalette", "Forfeit loss"),
            "Ctrl+Shift+K",
            4,
        ),
        opponent=True, forfeit=True,
    ),
    Result.DOUBLE_FORFEIT: ResultFacts(
        "--", "-", "forfeit_loss", "FORFEIT_LOSS", "forfeit",
        QT_TRANSLATE_NOOP("Messages", "double forfeit"),
        trf_reads=False, elected=False,
        palette=Palette(
            "resultDoubleForfeit",
            QT_TRANSLATE_NOOP("ResultPalette", "Double forfeit"),
            "Ctrl+D",
            5,
        ),
        opponent=True, forfeit=True,
    ),
    Result.PAIRING_BYE: ResultFacts(
        "bye", "U", "pairing_bye", "PAB_FPB", "bye",
        QT_TRANSLATE_NOOP("Messages", "pairing-allocated bye"),
        typed=("u", "pab"),
        palette=Palette(
            "resultBye", QT_TRANSLATE_NOOP("ResultPalette", "Pairing bye"), "Ctrl+U", 7
        ),
    ),
    Result.FULL_BYE: ResultFacts(
        "F", "F", "full_bye", "PAB_FPB", "bye",
        QT_TRANSLATE_NOOP("Messages", "full-point bye"),
        typed=("fpb",),
        palette=Palette(
            "resultFullBye", QT_TRANSLATE_NOOP("ResultPalette", "Full-point bye"), "Ctrl+F", 8
        ),
    ),
    Result.HALF_BYE: ResultFacts(
        "H", "H", "half_bye", "BYE_TRAILING", "bye",
        QT_TRANSLATE_NOOP("Messages", "half-point bye"),
        typed=("hpb", "½bye"), elected=False,
        palette=Palette(
            "resultHalfBye", QT_TRANSLATE_NOOP("ResultPalette", "Half-point bye"), "Ctrl+H", 9
        ),
    ),
    Result.ZERO_BYE: ResultFacts(
        "Z", "Z", "zero_bye", "BYE_TRAILING", "bye",
        QT_TRANSLATE_NOOP("Messages", "zero-point bye"),
        typed=("zpb", "0bye"), elected=False,
        palette=Palette(
            "resultZeroBye", QT_TRANSLATE_NOOP("ResultPalette", "Zero-point bye"), "Ctrl+B", 10
        ),
    ),
    Result.NOT_PAIRED: ResultFacts(
        "", " ", "zero_bye", "BYE_TRAILING", "",
        QT_TRANSLATE_NOOP("Messages", "not paired"),
        trf_reads=False, elected=False,
    ),
    Result.POSTPONED: ResultFacts(
        # No TRF character: the extension comment says "postponed".
        "P", " ", None, "UNFINISHED", "unfinished",
        QT_TRANSLATE_NOOP("Messages", "postponed"),
        trf_reads=False, opponent=True, unfinished=True,
        # L: played later.
        palette=Palette(
            "resultPostponed", QT_TRANSLATE_NOOP("ResultPalette", "Postponed"), "Ctrl+L", 12
        ),
    ),
    Result.PENDING: ResultFacts(
        "", " ", None, "UNFINISHED", "unfinished",
        QT_TRANSLATE_NOOP("Messages", "no result yet"),
        typed=("?",), trf_reads=False, opponent=True, unfinished=True,
        palette=Palette(
            "resultPending", QT_TRANSLATE_NOOP("ResultPalette", "Pending"), "Ctrl+Backspace", 6
        ),
    ),
    Result.ADJOURNED: ResultFacts(
        "A", "?", None, "UNFINISHED", "unfinished",
        QT_TRANSLATE_NOOP("Messages", "adjourned"),
        opponent=True, unfinished=True,
    ),
}  # fmt: skip

# The printed crosstable's key, one line per legend group (`ResultFacts.legend`; "withdrawn"
# marks the rounds after a withdrawal, `core.notation.WITHDRAWN_TEXT`), in print order.
LEGEND: dict[str, str] = {
    "game": QT_TRANSLATE_NOOP("Report", "12w1: against no. 12 with White, won (½ drawn, 0 lost)"),
    "forfeit": QT_TRANSLATE_NOOP("Report", "+ / -: won / lost by forfeit; --: double forfeit"),
    "unrated": QT_TRANSLATE_NOOP(
        "Report", "W, D, L: game of less than one move (won, drawn, lost)"
    ),
    "bye": QT_TRANSLATE_NOOP(
        "Report", "bye: pairing-allocated bye; F, H, Z: full, half, zero-point bye"
    ),
    "unfinished": QT_TRANSLATE_NOOP(
        "Report", "P: postponed; A: adjourned; no symbol: result pending"
    ),
    "withdrawn": QT_TRANSLATE_NOOP("Report", "–: after withdrawal"),
}

_WITH_OPPONENT = frozenset(r for r, f in RESULTS.items() if f.opponent)
_PLAYED = frozenset(r for r, f in RESULTS.items() if f.played)
_FORFEIT = frozenset(r for r, f in RESULTS.items() if f.forfeit)
_UNFINISHED = frozenset(r for r, f in RESULTS.items() if f.unfinished)
_MIRROR = {r: f.mirror for r, f in RESULTS.items() if f.mirror is not None}


# A board's result as typed on the command line or read from a result sheet, white first:
# each side's notation (or further typed form) with a separator, `1-0`, `½-½`, `1/2-1/2`,
# `0:1`, `+/-`, `-/+`, `-/-` (a double forfeit, as pairing lists print it: `- – -`), or
# White's result alone (`1`, `=`, `0`, `+`, `-`, `--`), as the round view's keys take it.
_SEPARATORS = ("-", "/", ":", "")


def _sides(r: Result) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """The spellings of White's and Black's side of a finished game `r` (White's result)."""
    facts = RESULTS[r]
    if not facts.opponent or facts.unfinished:
        return None
    if r is Result.DOUBLE_FORFEIT:
        return ("-",), ("-",)
    black = RESULTS[facts.mirror or r]
    return (facts.notation, *facts.typed), (black.notation, *black.typed)


def _board_spellings() -> dict[str, Result]:
    out: dict[str, Result] = {}
    for r, facts in RESULTS.items():
        if facts.opponent:
            out.update((text.lower(), r) for text in (facts.notation, *facts.typed) if text)
    for r in RESULTS:
        sides = _sides(r)
        if sides is None:
            continue
        for white in sides[0]:
            for black in sides[1]:
                for sep in _SEPARATORS:
                    out.setdefault(f"{white}{sep}{black}".lower(), r)
    return out


BOARD_SPELLINGS: dict[str, Result] = _board_spellings()


def board_spellings() -> str:
    """The board results `board_result_from` reads, for a command's help: each finished
    game's spelling White first, its further typed forms in parentheses, then the results of
    a game not finished (`1-0, ½-½ (=, 0.5-0.5, …), 0-1, …, +/-, -/+, -/-, P (postponed), ? (no
    result yet)`). Derived from `RESULTS`, so the help lists what is read, no more, no less."""
    finished, later = [], []
    for r, facts in RESULTS.items():
        sides = _sides(r)
        if sides is not None:
            (white, *typed), (black, *_) = sides
            sep = "-" if (white + black).isalnum() or "½" in white else "/"
            others = [t for t in typed if BOARD_SPELLINGS.get(t.lower()) is r]
            others += [f"{t}-{t}" for t in typed if facts.mirror is None and t != "="]
            finished.append(f"{white}{sep}{black}" + (f" ({', '.join(others)})" if others else ""))
        elif facts.opponent and facts.unfinished:
            for text in (facts.notation, *facts.typed):
                if text:
                    later.append(f"{text} ({facts.name})")
    # the unequal results of the Laws (art. 12.9.7), each side its own record
    unequal = [(Result.DRAW, Result.LOSS), (Result.LOSS, Result.DRAW), (Result.LOSS, Result.LOSS)]
    finished += [f"{RESULTS[w].notation}-{RESULTS[b].notation}" for w, b in unequal]
    return ", ".join(finished + later)


def typed_form(text: str) -> str:
    """A typed result as the spellings are kept: without spaces, lower case, every minus or
    dash sign (`−`, `–`, `—`) an ASCII `-` (a cell's lone en dash, "withdrawn", is the
    notation's own: `core.notation`)."""
    return "".join(text.split()).lower().replace("−", "-").replace("–", "-").replace("—", "-")


def board_result_from(text: str) -> Result | None:
    """White's result for a board result typed as `text` (spaces and the case ignored, any
    dash for `-`); None when it is not one."""
    return BOARD_SPELLINGS.get(typed_form(text))


def board_result(white: Result, black: Result | None = None) -> str:
    """A board's result as the round view, the pairing lists and the command line print it,
    White first: `1 – 0`, `½ – ½`, `+ – -`; `- – -` for a double forfeit; a game without a
    result its notation (`?`, `P`, empty while not entered). `black`: Black's own record, when
    it is given (the unequal results of the Laws, `½ – 0`, `0 – 0`; both wins, `1 – 1`, named
    by the gate that refuses it). `board_sides_from` reads every such text back."""
    if white.is_unfinished:
        return RESULTS[white].notation
    if white is Result.DOUBLE_FORFEIT:
        return "- – -"
    if black is None or black.is_unfinished:
        black = RESULTS[white].mirror or white
    return f"{RESULTS[white].notation} – {RESULTS[black].notation}"


# Results the Laws know in which the two players' shares are unequal, (White's, Black's):
# ½-0, 0-½ and 0-0 (Laws of Chess art. 12.9.7: when the arbiter declares a game lost he also
# decides the opponent's score). Each side keeps its own result; entering one asks
# (`Gate.RESULT_ASYMMETRIC`), and the records then agree (validation accepts them).
LAWS_UNEQUAL: frozenset[tuple[Result, Result]] = frozenset(
    {(Result.DRAW, Result.LOSS), (Result.LOSS, Result.DRAW), (Result.LOSS, Result.LOSS)}
)


def _unequal_spellings() -> dict[str, tuple[Result, Result]]:
    out: dict[str, tuple[Result, Result]] = {}
    # 1-1 too, so that a face can name the rule that refuses it (Gate.RESULT_BOTH_WIN).
    for white, black in (*sorted(LAWS_UNEQUAL, key=str), (Result.WIN, Result.WIN)):
        w, b = RESULTS[white], RESULTS[black]
        for ws in (w.notation, *w.typed):
            for bs in (b.notation, *b.typed):
                for sep in _SEPARATORS[:3]:
                    out.setdefault(f"{ws}{sep}{bs}".lower(), (white, black))
    return out


UNEQUAL_SPELLINGS: dict[str, tuple[Result, Result]] = _unequal_spellings()


def board_sides_from(text: str) -> tuple[Result, Result] | None:
    """White's and Black's results for a board result typed as `text`: every spelling of
    `board_result_from` (Black's the mirror), and the unequal ones, `½-0`, `0-½`, `0-0` (and
    `1-1`, which the gates refuse); None when it is none of them."""
    s = typed_form(text)
    white = BOARD_SPELLINGS.get(s)
    if white is not None:
        return white, white.mirror
    return UNEQUAL_SPELLINGS.get(s)


def _one_key(facts: ResultFacts) -> str | None:
    """The first spelling of a result that is one key of a keyboard: one ASCII character
    (`½`, the draw's notation, is no key on most keyboards; its first typed form `=` is)."""
    return next((s for s in (facts.notation, *facts.typed) if len(s) == 1 and s.isascii()), None)


# White's result on a board by one key (the round view and the team match view): the finished
# game results of the result palette, each by its first one-key spelling. The double forfeit
# (`--`) takes two keys and the views read it themselves; byes are no board's result.
ONE_KEY: dict[str, Result] = {
    key: r
    for r, f in RESULTS.items()
    if f.palette is not None and f.opponent and not f.unfinished and (key := _one_key(f))
}


__all__ = [
    "BOARD_SPELLINGS",
    "LAWS_UNEQUAL",
    "LEGEND",
    "ONE_KEY",
    "RESULTS",
    "UNEQUAL_SPELLINGS",
    "Palette",
    "Result",
    "ResultFacts",
    "board_result",
    "board_result_from",
    "board_sides_from",
    "board_spellings",
    "typed_form",
]
