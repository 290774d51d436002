"""The English manual (docs/manual) has a page for every dialog of the program, named by the
dialog's objectName (what F1 in the dialog opens, gui/manual.py), and its links and pictures
lead somewhere. The dialogs are found by reading the gui package (dialog_names.py), so a new
dialog without a page fails here."""

from __future__ import annotations

import re
from pathlib import Path

from dialog_names import dialog_names
from every_dialog import dialogs

from arbiter_app.core.model import Tournament
from arbiter_app.core.vocabulary.levels import GATES

ROOT = Path(__file__).resolve().parents[2]
MANUAL = ROOT / "docs" / "manual"
# Dialogs that other branches of issue 25 add now, written from the issue's text.
FROM_THE_ISSUE = {"JournalDialog"}
LINK = re.compile(r"\]\(([^)#\s]+)(#[^)]*)?\)")


def test_every_dialog_has_its_page() -> None:
    names = dialog_names()
    assert {"TournamentDialog", "gateConfirmation", "gateRefusal", "ManualViewer"} <= set(names)
    missing = sorted(
        f"{name} ({where})"
        for name, where in names.items()
        if not (MANUAL / f"{name}.md").is_file()
    )
    assert missing == [], "dialogs without a page in docs/manual: " + ", ".join(missing)
    # The scan finds every dialog the tests build by hand (every_dialog.py), and more.
    assert set(dialogs(Tournament)) <= set(names)
    for name in FROM_THE_ISSUE:
        assert (MANUAL / f"{name}.md").is_file()


def test_the_scan_sees_a_new_dialog(tmp_path: Path) -> None:
    # What a new dialog looks like in the source, in each form the package uses.
    (tmp_path / "base.py").write_text("class CheckedDialog(QDialog):\n    pass\n", encoding="utf-8")
    (tmp_path / "new.py").write_text(
        "class LeaveDialog(CheckedDialog):\n"
        "    def __init__(self):\n"
        "        self.setObjectName('LeaveDialog')\n"
        "class SilentDialog(QDialog):\n"
        "    pass\n"
        "def ask(parent):\n"
        "    box = QMessageBox(parent)\n"
        "    box.setObjectName('leaveBox' if parent else 'stayBox')\n"
        "    return named(QProgressDialog(parent), 'waitProgress')\n",
        encoding="utf-8",
    )
    assert sorted(dialog_names(tmp_path)) == [
        "<no objectName: new.py: class SilentDialog>",
        "LeaveDialog",
        "leaveBox",
        "stayBox",
        "waitProgress",
    ]


def test_every_page_is_reached_from_the_contents() -> None:
    index = (MANUAL / "index.md").read_text(encoding="utf-8")
    linked = {m.group(1) for m in LINK.finditer(index)}
    pages = {p.name for p in MANUAL.glob("*.md")} - {"index.md"}
    assert pages - linked == set()


def test_links_and_pictures_lead_to_files() -> None:
    broken = []
    for page in sorted(MANUAL.glob("*.md")):
        text = page.read_text(encoding="utf-8")
        assert text.startswith("# "), page.name  # a title (the viewer's first line)
        for m in LINK.finditer(text):
            target = m.group(1)
            if target.startswith(("http://", "https://")):
                continue
            if not (page.parent / target).resolve().is_file():
                broken.append(f"{page.name}: {target}")
    assert broken == []


def test_the_table_of_warnings_says_what_the_program_does() -> None:
    # One table in the program (core/vocabulary/levels.py); the manual's copy must agree, entry
    # by entry: code, level in FIDE mode, level outside, journaled.
    text = (MANUAL / "fide-mode.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| `([a-z0-9-]+)` \| (\d) \| (\d) \| (yes|no) \|", text, flags=re.M)
    assert {code: (int(f), int(o), j == "yes") for code, f, o, j in rows} == {
        gate.value: (int(spec.fide), int(spec.outside), spec.journaled)
        for gate, spec in GATES.items()
    }


def test_the_readme_points_to_the_manual() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "](docs/manual/index.md)" in readme
