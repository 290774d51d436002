"""The warning levels (C.02 2026 checklist: levels 2-5) applied the same way for every face."""

from __future__ import annotations

import io

from arbiter_app.app.gates import passes
from arbiter_app.cli.gates import CommandLineConfirmer
from arbiter_app.core.vocabulary.levels import GATES, Ask, Gate, Level


class Recorder:
    def __init__(self, answers: list[bool]) -> None:
        self.answers = answers
        self.seen: list[tuple[str, Gate, bool]] = []

    def tell(self, ask: Ask) -> None:
        self.seen.append(("tell", ask.gate, False))

    def confirm(self, ask: Ask, second: bool) -> bool:
        self.seen.append(("confirm", ask.gate, second))
        return self.answers.pop(0)


def test_every_gate_has_one_entry_and_fide_mode_is_never_milder() -> None:
    assert set(GATES) == set(Gate)
    for gate, spec in GATES.items():
        assert spec.fide >= spec.outside, gate
        assert spec.template and spec.rule, gate


def test_locked_setting_is_refused_in_fide_mode_and_asked_twice_outside() -> None:
    inside = Gate.LOCKED_SETTING.ask(True, setting="Rounds")
    assert inside.level is Level.REFUSED
    rec = Recorder([])
    assert not passes([inside], rec)
    assert rec.seen == [("tell", Gate.LOCKED_SETTING, False)]

    outside = Gate.LOCKED_SETTING.ask(False, setting="Rounds")
    assert outside.level is Level.TWO_STEP
    rec = Recorder([True, True])
    assert passes([outside], rec)
    assert rec.seen == [
        ("confirm", Gate.LOCKED_SETTING, False),
        ("confirm", Gate.LOCKED_SETTING, True),
    ]
    rec = Recorder([True, False])  # the second step declined
    assert not passes([outside], rec)


def test_a_notice_goes_on_a_confirmation_declined_stops() -> None:
    notice = Gate.FULL_POINT_BYE.ask(True, player=3, round=2)
    question = Gate.REPAIR_ROUND.ask(True, round=2)
    rec = Recorder([False])
    assert not passes([question, notice], rec)
    assert rec.seen == [("tell", Gate.FULL_POINT_BYE, False), ("confirm", Gate.REPAIR_ROUND, False)]


def test_the_command_line_needs_confirm_and_says_so() -> None:
    err = io.StringIO()
    ask = Gate.REPAIR_ROUND.ask(True, round=2)
    assert not passes([ask], CommandLineConfirmer(False, err))
    assert err.getvalue().strip() == "Unpair round 2 and pair it again? Use --confirm to go on."
    assert passes([ask], CommandLineConfirmer(True, io.StringIO()))
    err = io.StringIO()
    refused = Gate.RESULT_BOTH_WIN.ask(True, round=1, board=1, result="1-1")
    assert not passes([refused], CommandLineConfirmer(True, err))
    assert "Refused in FIDE mode." in err.getvalue()


def test_a_journal_line_is_undone_with_its_step() -> None:
    from arbiter_app.core.edits import AddJournal, Batch, ChangeSettings
    from arbiter_app.core.model import JournalEntry, Tournament

    t = Tournament(rounds=5)
    entry = JournalEntry(
        "2026-11-27T08:00:00", 1, Gate.LOCKED_SETTING.value, "typo", "rounds 5 -> 7"
    )
    step = Batch([ChangeSettings(rounds=7), AddJournal(entry)])
    step.apply(t)
    assert (t.rounds, t.journal) == (7, (entry,))
    step.revert(t)
    assert (t.rounds, t.journal) == (5, ())
