"""The texts in force on an event's start date (docs/texts-in-force.md, with the sources): the
C.07 tie-break edition and the C.04.3 Dutch text, each with its dates."""

from __future__ import annotations

import pytest

from arbiter_app.core.model import Tournament
from arbiter_app.core.pairing.engine import (
    DUTCH_2025,
    DUTCH_2026,
    default_edition,
    text_in_force,
    unimplemented_text,
)
from arbiter_app.core.rules import default_name, start_date_unread
from arbiter_app.core.settings import PairingSettings


@pytest.mark.parametrize(
    ("start", "rules"),
    [
        ("2011-10-01", "fide-2009"),  # the legacy rules (2009 SPP decision on unplayed games)
        ("2023-08-31", "fide-2009"),
        # 1 Sep 2023 - 31 Mar 2024: the 2023 text for FIDE's own events, the legacy rules still
        # allowed for the others (the default: a file does not say who organised it)
        ("2023-10-14", "fide-2009"),
        ("2024-03-31", "fide-2009"),
        ("2024-04-01", "fide-2024"),  # the 2023 text for every rated event
        ("2024-08-01", "fide-2024"),  # the August 2024 rewording: no definition changed
        ("2026-02-28", "fide-2024"),
        ("2026-03-01", "fide-2026"),
        ("", "fide-2026"),  # no date: the current edition
    ],
)
def test_the_tiebreak_edition_in_force(start: str, rules: str) -> None:
    assert default_name(Tournament(start_date=start)) == rules


def test_a_date_ambiguous_across_any_change_is_not_read() -> None:
    # 03/04/2024: 3 April (2023 text) or 4 March (legacy); 05/06/2024 is after both readings.
    assert start_date_unread(Tournament(start_date="03/04/2024"))
    assert default_name(Tournament(start_date="03/04/2024")) == "fide-2026"
    assert not start_date_unread(Tournament(start_date="05/06/2024"))
    assert default_name(Tournament(start_date="05/06/2024")) == "fide-2024"


@pytest.mark.parametrize(
    ("start", "edition", "engine"),
    [
        ("2026-02-01", DUTCH_2026, DUTCH_2026),  # the 2026 text (gacrux)
        ("2026-01-31", DUTCH_2025, DUTCH_2025),  # the 2017 text (py4swiss)
        ("2017-07-01", DUTCH_2025, DUTCH_2025),
        ("2017-06-30", None, DUTCH_2025),  # before 2017: no engine; the 2017 text pairs it
        ("2010-09-24", None, DUTCH_2025),
        ("", DUTCH_2026, DUTCH_2026),
        ("06/07/2017", DUTCH_2026, DUTCH_2026),  # 6 July or 7 June: not guessed
        ("24/09/2010", None, DUTCH_2025),  # Gros 2010 as its file writes it
    ],
)
def test_the_dutch_text_in_force(start: str, edition: str | None, engine: str) -> None:
    t = Tournament(start_date=start)
    assert text_in_force(t)[1] == edition
    assert default_edition(t) == engine
    assert (unimplemented_text(t) is None) == (edition is not None)
    t.pairing = PairingSettings(edition=DUTCH_2025)  # chosen: nothing to say
    assert unimplemented_text(t) is None
