"""What a rule-set policy reads of a computation: the score view's rows and a few constants
of its context. Declared here, below the tie-break engine, so the policies never import it
(`core.tiebreaks.context.ScoreView` and `Context` are what satisfies these)."""

from __future__ import annotations

from fractions import Fraction
from typing import Protocol

from arbiter_app.core.model import Player, Result


class ContextView(Protocol):
    @property
    def players(self) -> list[Player]: ...

    @property
    def rounds(self) -> int:
        """Rounds with records."""

    @property
    def win(self) -> int:
        """Points of a win, in the context's unit."""

    @property
    def draw(self) -> int:
        """Points of a draw, in the context's unit."""

    @property
    def opp(self) -> list[list[int]]:
        """opp[i][r]: the opponent's index in round r + 1, or -1."""

    @property
    def round_robin(self) -> bool: ...

    def points(self, units: int) -> Fraction:
        """`units` as points."""


class ScoreView(Protocol):
    """Per-player, per-round results, points (in the context's unit) and categories, and the
    players' scores, under one reading of the results."""

    @property
    def ctx(self) -> ContextView: ...

    @property
    def results(self) -> list[list[Result]]: ...

    @property
    def pts(self) -> list[list[int]]: ...

    @property
    def cats(self) -> list[list[int]]: ...

    @property
    def score(self) -> list[int]: ...

    @property
    def adjusted(self) -> list[int]: ...
