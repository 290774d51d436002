"""The two faces of one use case: `arbiter-app pair FILE` and the round view's "Pair next
round" (`app.pairing`) pair the same file into the same TRF, byte for byte.

The files are real producers' TRFs read as a user opens them (sources in
tests/data/real/README.md): the Gros Open 2010 after round 4 (JaVaFo's example, paired by the
text before 2026 as no engine implements the 2010 text: py4swiss) and py4swiss's late entries
event (the 2026 text: gacrux). The window saves the paired event as the arbiter does (Save As
a `.trf`), the command line rewrites FILE.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from gatetools import real_dialogs
from guitools import gui_env_fixture, window_fixture  # noqa: F401 - pytest fixtures
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox

from arbiter_app.cli import main
from arbiter_app.core.pairing.round import next_round
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.round_view import RoundView
from arbiter_app.io.trf import read_trf

DATA = Path(__file__).parent.parent / "data"


@pytest.mark.parametrize(
    "name", ["real/javafo/gros_2010_sample2.trf", "real/py4swiss/burstein_late_entries.trf"]
)
def test_cli_and_window_write_the_same_trf(
    name: str, window: MainWindow, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    by_cli = tmp_path / "cli.trf"
    by_window = tmp_path / "window.trf"
    shutil.copyfile(DATA / name, by_cli)
    shutil.copyfile(DATA / name, by_window)
    before = next_round(read_trf(by_cli))

    assert main(["pair", str(by_cli)]) == 0
    capsys.readouterr()

    assert window.open_path(by_window)
    view = window.findChild(RoundView, "roundView")
    action = view.findChild(QAction, "actionPairRound")
    assert action is not None
    action.trigger()
    assert next_round(window.document.tournament) == before + 1  # the round was paired
    assert window.wait_for_standings(60_000)
    assert window.save_as(by_window)

    assert next_round(read_trf(by_cli)) == before + 1
    assert by_window.read_bytes() == by_cli.read_bytes()


# Four players, two rounds of three: player 3 wins both games (2.0) but the file prints 1.5
# for him, so the points column contradicts the results (TRF-16: the points are the sum).
HEAD = "001 {sno:>4} m    {name:<33} 2000 NOR           0 1990/01/01 {pts:>4} {rank:>4}"
CONFLICT = "\n".join(
    ["012 Club", "XXR 3"]
    + [
        (HEAD.format(sno=n, name=f"Player {n}", pts=pts, rank=rank) + games).rstrip()
        for n, pts, rank, games in [
            (1, "1.0", 2, "     2 w 1     3 b 0"),
            (2, "0.0", 4, "     1 b 0     4 w 0"),
            (3, "1.5", 1, "     4 w 1     1 w 1"),
            (4, "1.0", 3, "     3 b 0     2 b 1"),
        ]
    ]
)


@pytest.mark.parametrize("answer", ["Cancel", "Ok"])
def test_both_faces_decide_alike_on_records_that_contradict_each_other(
    answer: str,
    window: MainWindow,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """core.policy's step "pair" meets Gate.RECORDS_CONTRADICT (level 3) in both faces: the
    command line goes on only with --force, the window only when the arbiter confirms; both
    then write the same round."""
    by_cli = tmp_path / "cli.trf"
    by_window = tmp_path / "window.trf"
    by_cli.write_text(CONFLICT + "\n")
    by_window.write_text(CONFLICT + "\n")
    force = ["--force"] if answer == "Ok" else []
    assert main(["pair", str(by_cli), *force]) == (0 if force else 1)
    said = capsys.readouterr().err
    assert force or "fix them or use --force" in said

    asked: list[str] = []

    def confirmation(box: QMessageBox) -> object:
        asked.append(box.objectName())
        return getattr(QMessageBox.StandardButton, answer)

    real_dialogs(monkeypatch)
    monkeypatch.setattr(QMessageBox, "exec", confirmation)
    assert window.open_path(by_window)
    view = window.findChild(RoundView, "roundView")
    assert view.pair_next() == bool(force)
    assert asked == ["gateConfirmation"]
    paired = next_round(window.document.tournament) - 1
    assert paired == next_round(read_trf(by_cli)) - 1 == (3 if force else 2)
    if force:
        assert window.save_as(by_window)
        assert by_window.read_bytes() == by_cli.read_bytes()


def test_exporting_contradicting_records_is_the_same_step_in_both_faces(
    window: MainWindow,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """core.policy's step "export": the command line refuses without --force, the window
    asks (declined: nothing written)."""
    path = tmp_path / "club.trf"
    path.write_text(CONFLICT + "\n")
    assert main(["export", str(path), "--html", str(tmp_path / "cli.html")]) == 1
    assert "fix them or use --force" in capsys.readouterr().err
    assert not (tmp_path / "cli.html").exists()

    asked: list[str] = []
    real_dialogs(monkeypatch)
    monkeypatch.setattr(
        QMessageBox,
        "exec",
        lambda box: asked.append(box.objectName()) or QMessageBox.StandardButton.Cancel,
    )
    assert window.open_path(path)
    assert window.report_actions.export_html(str(tmp_path / "window.html")) is None
    assert asked == ["gateConfirmation"] and not (tmp_path / "window.html").exists()
