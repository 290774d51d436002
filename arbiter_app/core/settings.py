"""The event's typed settings: how rounds are paired, how ratings are read and used.

Fields of `Tournament` (`Tournament.pairing`, `Tournament.ratings`), replaced whole by the edit
`core.edits.ChangeSettings` (one undo step) and never changed in place. None (or empty) means
"not chosen": each reader applies the rule's default (`core.pairing.engine.edition_of`,
`initial_colour`; `core.rating_change.event_rating_type`; `core.seeding.seeding_method`), and
the files write only what was chosen.

The TRF reader fills them from records 152/XXC (initial colour), 192 (edition, Baku) and the
arbiter-app comment (everything); the project file keeps them (`io.codec`).
"""

from __future__ import annotations

from collections.abc import Mapping

from msgspec import Struct

__all__ = ["PairingSettings", "RatingSettings"]


# The Dutch editions (`PairingSettings.edition`; `core.pairing.engine` pairs by them, the TRF
# reader and writer name them in record 192: defined here, so those need no pairing engine).
DUTCH_2026 = "dutch-2026"  # C.04.3 applied from 1 February 2026
DUTCH_2025 = "dutch-2025"  # C.04.3 in force until 31 January 2026

# A team Swiss's colour models (C.04.6 art. 1.7), as `PairingSettings.team_colours` names them.
TEAM_COLOUR_MODELS = ("typea", "typeb", "none")


class PairingSettings(Struct, frozen=True):
    """How the rounds are paired.

    edition: the Dutch engine edition (`core.pairing.engine.EDITIONS`); None: from the dates.
    initial_colour: "white" or "black", drawn by lot before round 1 (C.04.3 E.5; TRF-26 152).
    acceleration: "baku" (C.04.5.1, `core.pairing.acceleration.BAKU`) or None.
    berger_numbers: (start number, drawn Berger number) pairs, by start number (C.05 Annex 1).
    swap_last_two: exchange the last two rounds of a round robin (C.05 Annex 1).
    team_colours: a team Swiss's colour model, "typea", "typeb" or "none" (C.04.6 art. 1.7;
    `TEAM_COLOUR_MODELS`); None: the file's own, else type A.
    """

    edition: str | None = None
    initial_colour: str | None = None
    acceleration: str | None = None
    berger_numbers: tuple[tuple[int, int], ...] = ()
    swap_last_two: bool = False
    team_colours: str | None = None

    def numbers(self) -> dict[int, int]:
        """The drawn Berger numbers by start number (empty: none drawn)."""
        return dict(self.berger_numbers)

    @staticmethod
    def numbered(drawn: Mapping[int, int]) -> tuple[tuple[int, int], ...]:
        """`drawn` in the field's form (sorted by start number)."""
        return tuple(sorted(drawn.items()))


class RatingSettings(Struct, frozen=True):
    """How ratings are read from a list and used.

    rating_type: standard, rapid or blitz (`core.rating_change.RATING_TYPES`); None: standard.
    sequence: the rating types tried in order when registering (empty: the type's default).
    seeding: the TRF-26 record-172 starting-rank method (`core.seeding.METHODS`); None: FIDE.
    k_overrides: (FIDE ID, K) the rating list gave at registration, by FIDE ID.
    """

    rating_type: str | None = None
    sequence: tuple[str, ...] = ()
    seeding: str | None = None
    k_overrides: tuple[tuple[str, int], ...] = ()

    def k_table(self) -> dict[str, int]:
        return dict(self.k_overrides)
