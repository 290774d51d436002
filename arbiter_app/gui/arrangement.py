"""Two arrangements of the main window's docks: registration, and the rounds.

A new event opens on registration: until round 1 is paired (`core.stage.paired_rounds`) the
players view (`playersDock`) takes the room it needs at the bottom — at least `ROWS` table
rows and a search box of `players_view.SEARCH_CHARS` characters at 1366×768 — beside the
round view, which pairs round 1. Once round 1 is paired the players view gives way to the crosstable
(hidden; View > Players brings it back) and the round view and findings take the bottom.

Whatever the arbiter makes of either arrangement (dock sizes, which docks are shown, where) is
remembered for the next time the window is in it, and for the next start, in the settings
beside the window's geometry (`mainWindow/registration`, `mainWindow/state`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Protocol

from PySide6.QtCore import QByteArray, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow

from arbiter_app.core.model import Tournament
from arbiter_app.core.stage import paired_rounds
from arbiter_app.gui import settings as app_settings

REGISTRATION, ROUNDS = "registration", "rounds"
KEYS = {REGISTRATION: "mainWindow/registration", ROUNDS: "mainWindow/state"}
ROWS = 12  # table rows the players view shows at least during registration (1366×768)
ROUND_SHARE = 0.35  # the round view's (and findings') first share of the height in the rounds


class Docked(Protocol):
    """What the arrangement needs of the main window."""

    players_dock: QDockWidget
    findings_dock: QDockWidget
    round_dock: QDockWidget


class Arrangement:
    """The arrangement the window is in, following the tournament shown (`follow`)."""

    def __init__(self, window: QMainWindow) -> None:
        self.window = window
        self.mode: str | None = None
        self._applied = False  # the mode's arrangement is on screen (not waiting for a show)

    def follow(self, t: Tournament) -> None:
        """Registration before round 1 is paired, the rounds after; on a change of mode the
        arrangement left is remembered and the other one restored. A window not shown yet
        gets it when shown (`shown`): laying out docks of a hidden window would change the
        size it was given."""
        mode = REGISTRATION if paired_rounds(t) == 0 else ROUNDS
        if mode == self.mode:
            return
        self.remember()
        self.mode = mode
        self._applied = False
        if self.window.isVisible():
            self._apply()

    def shown(self) -> None:
        """The window is shown: put the mode's arrangement in place if it waits."""
        if self.mode is not None and not self._applied:
            self._apply()

    def remember(self) -> None:
        """Keep the current arrangement under its mode (on a change of mode and on closing)."""
        if self.mode is not None and self._applied:
            app_settings.settings().setValue(KEYS[self.mode], self.window.saveState())

    def _apply(self) -> None:
        mode = self.mode
        self._applied = True
        state = app_settings.settings().value(KEYS[mode or ROUNDS])
        apply: Callable[[], object]
        if isinstance(state, QByteArray) and not state.isEmpty():
            apply = partial(self.window.restoreState, state)
        else:
            apply = self._registration if mode == REGISTRATION else self._rounds
        apply()
        # Dock sizes take once the window is laid out: again after this turn of the loop.
        QTimer.singleShot(0, lambda: self.mode == mode and apply())

    # -- the first arrangements ----------------------------------------------------------------
    def _docks(self) -> Docked:
        w = self.window
        assert hasattr(w, "players_dock")
        return w  # type: ignore[return-value]

    def _registration(self) -> None:
        w, d = self.window, self._docks()
        players, rounds = d.players_dock, d.round_dock
        # The players view above the round view, both the window's width (the round view's
        # buttons alone are half a laptop's width): the search box gets its room.
        w.splitDockWidget(players, rounds, Qt.Orientation.Vertical)
        players.show()
        rounds.show()
        rounds.raise_()
        view = players.widget()
        table = getattr(view, "table", None)
        row = table.verticalHeader().defaultSectionSize() if table is not None else 24
        # Its own rows above the table (search, list), then ROWS rows and the table's header.
        wanted = (view.sizeHint().height() if view is not None else 0) + row * (ROWS + 1)
        board_rows = rounds.widget().minimumSizeHint().height() + row * 2
        w.resizeDocks([players, rounds], [wanted, board_rows], Qt.Orientation.Vertical)

    def _rounds(self) -> None:
        w, d = self.window, self._docks()
        d.players_dock.hide()
        w.tabifyDockWidget(d.findings_dock, d.round_dock)  # (registration took it out)
        d.round_dock.raise_()
        # The boards of the round (a laptop shows six or more) under the crosstable.
        height = max(110, int(w.height() * ROUND_SHARE))
        w.resizeDocks([d.round_dock], [height], Qt.Orientation.Vertical)
