"""Languages (issue 9): Swedish, Norwegian (Bokmål), Danish, Bulgarian and English.

Sources of the expected words: the seed documents in tests/data (see
/work/shared/seeds): Swedish 000 ("SSF Bucholz": kvalitetspoäng, Bucholz cut-1) and 002
("Särskiljning SSF": Inbördes resultat, Flest vinstpartier, Flest svartpartier, Lottning),
Bulgarian 001 (Бухолц, виртуален опонент, победа по присъждане), Danish 003 (DrawBoss
"Korrektion": Buchholz / Solkov, ratingkorrektion, Buchholz Variant 1, Plads, Point) and
Norwegian 004 (NSF: 2. Buchholz, median 3. Buchholz, dårligste strøket 4. Buchholz, ingen
strøket 5. Gjennomsnittlig FIDE-ratingmotstand; the example table prints Anita's Buchholz as
12.5 and its headers Pl / Navn / Poeng).

Catalogue checks: every catalogue complete (no unfinished, empty, vanished or obsolete entry),
up to date with the sources (lupdate run into a scratch file), every text visible to lupdate
with its run-time context; and a test that shows an added untranslated text fails them
(acceptance 3). The compiled catalogues are built here from the .ts files (pyside6-lrelease),
so the tests do not depend on `make translations` having run.
"""

from __future__ import annotations

import importlib.util
import io
import os
import re
import shutil
import subprocess
import sys
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import openpyxl
import pypdf
import pytest
from conftest import SEEDS
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialogButtonBox, QMenu
from pytestqt.qtbot import QtBot

from arbiter_app.cli import main as cli_main
from arbiter_app.core import profiles
from arbiter_app.core.edits import ChangeSettings
from arbiter_app.core.model import FideMode
from arbiter_app.core.tiebreaks import all_criteria
from arbiter_app.gui import i18n, settings
from arbiter_app.gui.gates import DialogConfirmer
from arbiter_app.gui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
NSF = SEEDS / "nsf_example.trf"
TRANSLATED = ("sv", "nb", "da", "bg")


def _load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("translations", ROOT / "scripts/translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


tool = _load_script()


@pytest.fixture(scope="module")
def qm_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The catalogues compiled from the committed .ts files."""
    out = tmp_path_factory.mktemp("qm")
    built = tool.build(out)
    assert {p.name for p in built} == {f"arbiter_app_{lang}.qm" for lang in tool.LANGUAGES}
    return out


@pytest.fixture
def catalogues(
    qapp: object, qm_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path]:
    """i18n reads the freshly compiled catalogues; own settings; English again afterwards."""
    monkeypatch.setattr(i18n, "CATALOGUES", qm_dir)
    monkeypatch.delenv(i18n.ENV, raising=False)
    monkeypatch.setenv(settings.CONFIG_ENV, str(tmp_path / "config"))
    monkeypatch.setenv(settings.DATA_ENV, str(tmp_path / "data"))
    settings.set_application_names()
    yield qm_dir
    i18n.uninstall()


# -- the catalogues ----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", tool.LANGUAGES)
def test_catalogue_is_complete(lang: str) -> None:
    """No unfinished, empty, vanished or obsolete entry; placeholders kept."""
    ts = tool.catalogue(lang)
    assert tool.entries(ts), f"{ts} has no entries"
    assert tool.problems(ts) == []


def test_catalogues_are_up_to_date_with_the_sources() -> None:
    """A text added to the GUI (or the report label tables) and not yet in the catalogues fails
    here: run scripts/update_translations.sh and translate it."""
    assert tool.stale() == []


def test_every_text_is_visible_to_lupdate() -> None:
    """`_tr("...")`, `_(CONTEXT, "...")`, a bare `tr()` or a renamed alias of
    QCoreApplication.translate hide a text from pyside6-lupdate (or file it under a context the
    program never asks for): the catalogue would silently miss it."""
    assert tool.lint() == []


def test_an_untranslated_text_fails_the_check(tmp_path: Path) -> None:
    """Acceptance 3: a copy of the sources with one new `self.tr()` text, checked against copies
    of the catalogues: first as missing, then (after the update script's lupdate) as
    unfinished in every translated language."""
    new_text = "A brand-new text nobody translated"
    for pattern in tool.SOURCE_GLOBS:
        for path in ROOT.glob(pattern):
            target = tmp_path / path.relative_to(ROOT)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, target)
    catalogues = tmp_path / "resources" / "translations"
    shutil.copytree(tool.TRANSLATIONS, catalogues, ignore=shutil.ignore_patterns("*.qm"))
    assert tool.stale(tmp_path, catalogues) == []  # the copy starts as clean as the original

    window = tmp_path / "arbiter_app" / "gui" / "main_window.py"
    window.write_text(
        window.read_text(encoding="utf-8")
        + f"\n\nclass Extra(QWidget):\n    def label(self) -> str:\n"
        f"        return self.tr({new_text!r})\n",
        encoding="utf-8",
    )
    missing = tool.stale(tmp_path, catalogues)
    assert len(missing) == len(tool.LANGUAGES)
    assert all(new_text in line and "not in the catalogue" in line for line in missing)

    for lang in tool.LANGUAGES:
        tool.lupdate(tool.catalogue(lang, catalogues), lang, tmp_path)
    tool.fill_english(tool.catalogue("en", catalogues))
    assert tool.stale(tmp_path, catalogues) == []
    found = [p for lang in TRANSLATED for p in tool.problems(tool.catalogue(lang, catalogues))]
    assert len(found) == len(TRANSLATED)
    assert all(new_text in line and "unfinished" in line for line in found)
    assert tool.problems(tool.catalogue("en", catalogues)) == []


def test_a_dropped_placeholder_fails_the_check(tmp_path: Path) -> None:
    """A translation that loses `{0}` would print the wrong sentence: the check names it."""
    ts = tmp_path / "arbiter_app_sv.ts"
    text = tool.catalogue("sv").read_text(encoding="utf-8")
    broken = text.replace("<translation>Rond {0}</translation>", "<translation>Rond</translation>")
    assert broken != text
    ts.write_text(broken, encoding="utf-8")
    assert any("placeholders differ" in p and "'Round {0}'" in p for p in tool.problems(ts))


def test_report_names_cover_the_registry() -> None:
    """Every criterion has its words (printed lists' name and description, the dialog's short
    name and summary); the presets' are tested in test_code_words.py."""
    for c in all_criteria():
        assert c.name and c.description and c.title and c.summary, c.code


def test_the_registry_words_are_in_every_catalogue() -> None:
    """The criteria's words are marked where they are defined (core.tiebreaks), in the
    contexts the layers look them up in: each is an entry of every catalogue."""
    for lang in ("en", *TRANSLATED):
        have = {(e.context, e.source) for e in tool.entries(tool.catalogue(lang))}
        for c in all_criteria():
            for context, text in (
                ("Report", c.name),
                ("Report", c.description),
                ("TiebreakText", c.title),
                ("TiebreakText", c.summary),
                *(("Report", n) for _d, n in c.variants),
            ):
                assert (context, text) in have, (lang, c.code, context, text)


# -- known texts in each language --------------------------------------------------------------

KNOWN = {
    "sv": [
        ("Report", "Buchholz Cut-1", "Kvalitetspoäng (Buchholz cut-1)"),  # 000, 002
        ("Report", "Direct encounter", "Inbördes resultat"),  # 002
        ("Report", "Number of wins", "Flest vinstpartier"),  # 002
        ("Report", "Games with Black", "Flest svartpartier"),  # 002
        ("Report", "Drawing of lots", "Lottning"),  # 002
        ("Messages", "pairing-allocated bye", "frirond (lottning)"),  # 000: frirond
        ("MainWindow", "&File", "&Arkiv"),
    ],
    "nb": [
        ("Report", "Buchholz median", "Buchholz, median"),  # 004
        ("Report", "Buchholz Cut-1", "Buchholz, dårligste strøket"),  # 004
        ("Report", "Buchholz, no cut", "Buchholz, ingen strøket"),  # 004
        ("Report", "Average FIDE rating of opponents", "Gjennomsnittlig FIDE-ratingmotstand"),
        ("Report", "Direct encounter", "Innbyrdes oppgjør"),  # 004
        ("Report", "Pts", "Poeng"),  # 004, example table
        ("QPrintPreviewDialog", "Print Preview", "Forhåndsvisning av utskrift"),  # Bokmål
        # A game not yet played: Turneringsservice's "ferdigspilt" (turneringsservice.sjakklubb.no
        # /hjelp/html/Results.htm), not "hengeparti" (an adjourned game).
        ("ResultPalette", "Pending", "Ikke ferdigspilt"),
        ("Messages", "no result yet", "ikke ferdigspilt (intet resultat ennå)"),
    ],
    "da": [
        ("Report", "Tie-breaks", "Korrektion"),  # 003
        ("Report", "Buchholz, no cut", "Buchholz / Solkov"),  # 003
        ("Report", "Rating correction", "Ratingkorrektion"),  # 003
        ("Report", "Buchholz Variant 1", "Buchholz Variant 1"),  # 003
        ("Report", "Rk.", "Plads"),  # 003, final standings tables
        ("Report", "Pts", "Point"),  # 003
    ],
    "bg": [
        ("Report", "Buchholz", "Бухолц"),  # 001
        ("Report", "virtual opponent", "виртуален опонент"),  # 001
        ("Messages", "forfeit win", "победа по присъждане"),  # 001
        ("ResultPalette", "Forfeit win", "Победа по присъждане"),  # 001, the palette alike
        ("ResultPalette", "Forfeit loss", "Загуба по присъждане"),  # 001
        ("Report", "Swiss system", "Швейцарска система"),  # 001
        ("Report", "Tie-break", "Допълнителен показател"),  # 001: допълнителен показател
    ],
    "en": [
        ("MainWindow", "&File", "&File"),
        ("Report", "Buchholz Cut-1", "Buchholz Cut-1"),
    ],
}


@pytest.mark.parametrize("lang", tool.LANGUAGES)
def test_known_texts_resolve(lang: str, qm_dir: Path) -> None:
    translator = i18n.load_catalogue(lang, qm_dir)
    assert translator is not None
    for context, source, expected in KNOWN[lang]:
        assert translator.translate(context, source) == expected, (context, source)


def test_language_of_a_locale() -> None:
    """The system locale picks the language; Norwegian Nynorsk and "no" get Bokmål; a language
    without a catalogue gets English."""
    cases = {
        "sv_SE": "sv",
        "sv_FI": "sv",
        "nb_NO": "nb",
        "nn_NO": "nb",
        "da_DK": "da",
        "bg_BG": "bg",
        "en_US": "en",
        "de_DE": "en",
    }
    for name, lang in cases.items():
        assert i18n.language_of(QLocale(name)) == lang, name


def test_language_follows_lang_at_start(qm_dir: Path, tmp_path: Path) -> None:
    """Acceptance 1's start: `LANG=nb_NO.UTF-8` and nothing chosen yet gives Norwegian menus and
    Qt's own buttons in Bokmål (a fresh process: the system locale is read once)."""
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QDialogButtonBox\n"
        "from arbiter_app.gui import app, i18n\n"
        f"i18n.CATALOGUES = __import__('pathlib').Path({str(qm_dir)!r})\n"
        "a = app.application([])\n"
        "from arbiter_app.gui.main_window import MainWindow\n"
        "w = MainWindow()\n"
        "box = QDialogButtonBox(QDialogButtonBox.StandardButton.Save)\n"
        "print(i18n.current_language(), w.menu_file.title(), i18n.decimal_point(),"
        " box.button(QDialogButtonBox.StandardButton.Save).text(), sep='|')\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("LC_") and k != i18n.ENV}
    env.update(
        LANG="nb_NO.UTF-8",
        LANGUAGE="",
        QT_QPA_PLATFORM="offscreen",
        ARBITER_APP_CONFIG_DIR=str(tmp_path / "config"),
        ARBITER_APP_DATA_DIR=str(tmp_path / "data"),
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip().splitlines()[-1] == "nb|&Fil|,|Lagre"


# -- switching in the running program ----------------------------------------------------------


def _texts(w: MainWindow) -> dict[str, object]:
    """Every text of the window a language switch must change (menus, actions, palette, panes,
    model headers)."""
    out: dict[str, object] = {}
    for a in w.findChildren(QAction):
        if a.objectName():
            out[a.objectName()] = (a.text(), a.toolTip(), a.statusTip())
    for m in w.findChildren(QMenu):
        if m.objectName():
            out[m.objectName()] = m.title()
    out["window"] = w.windowTitle()
    out["dock"] = w.findings_dock.windowTitle()
    out["standingsTitle"] = w.standings_title.text()
    out["status"] = w.status_summary.text()
    out["ratingLists"] = w.players_view.list_info.text()  # built from the lists: "fide: list of"
    out["roundByes"] = w.round_view.byes.text()
    for name, model in (("standings", w.standings_model), ("crosstable", w.crosstable_model)):
        out[name] = [model.headerData(i, Qt_Horizontal()) for i in range(model.columnCount())]
    return out


def Qt_Horizontal() -> object:
    from PySide6.QtCore import Qt

    return Qt.Orientation.Horizontal


def _open_nsf(w: MainWindow) -> None:
    """The NSF example with the NSF preset (seed 004): BH-Cut-1 and BH columns. The finished
    event takes another tie-break list outside FIDE mode, confirmed (tests/gui/gatetools.py)."""
    assert w.import_trf(NSF)
    t = w.current_tournament()
    t.fide_mode = FideMode(on=False, left_round=t.rounds_paired, reason="a test edits freely")
    DialogConfirmer.confirm = lambda self, ask, second: True  # type: ignore[method-assign]
    w.push(ChangeSettings(**profiles.get("nsf").settings(t)), "preset")
    assert w.wait_for_standings()


def _value(w: MainWindow, name: str, code: str) -> str:
    m = w.standings_model
    row = next(r for r in range(m.rowCount()) if m.line(r).name == name)
    col = 4 + list(m.tiebreaks).index(code)
    return str(m.data(m.index(row, col)))


def test_language_menu_switches_at_once_and_is_remembered(
    qtbot: QtBot, catalogues: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from arbiter_app.io.ratinglists import import_list

    import_list(  # the players view names the imported lists in the window's language
        Path(__file__).parents[1] / "data" / "ratinglists" / "players_list_foa.txt",
        directory=settings.data_dir() / "ratinglists",
        list_date="2026-11-01",
    )
    i18n.install("en")
    w = MainWindow()
    qtbot.addWidget(w)
    _open_nsf(w)
    assert w.menu_file.title() == "&File"
    assert w.players_view.list_info.text().startswith("fide: list of 2026-11-01, players: 300")
    assert _value(w, "Anita", "BH") == "12.5"  # seed 004: Anita's Buchholz 12.5

    w.findChild(QAction, "actionLanguage_sv").trigger()
    assert i18n.current_language() == "sv"
    assert w.menu_file.title() == "&Arkiv"
    assert w.findChild(QMenu, "menuLanguage").title() == "&Språk"
    assert w.result_palette.button("resultWin").text() == "1  Vinst"
    assert w.result_palette.actions_by_name["resultDraw"].toolTip().startswith("Remi: skriv ”½”")
    assert w.standings_model.headerData(0, Qt_Horizontal()) == "Plac."
    assert _value(w, "Anita", "BH") == "12,5"  # Swedish decimal comma on screen
    assert w.findChild(QAction, "actionLanguage_sv").isChecked()
    assert settings.settings().value(i18n.SETTINGS_KEY) == "sv"

    # Switched live, the window reads exactly as one built in that language.
    w.findChild(QAction, "actionLanguage_bg").trigger()
    switched = _texts(w)
    fresh = MainWindow()
    qtbot.addWidget(fresh)
    _open_nsf(fresh)
    assert switched == _texts(fresh)
    assert w.menu_file.title() == "&Файл"

    w.findChild(QAction, "actionLanguage_system").trigger()
    assert settings.settings().value(i18n.SETTINGS_KEY) is None
    assert i18n.current_language() == i18n.system_language()
    for window in (w, fresh):
        window.document.undo_stack.setClean()


def test_an_open_dialog_follows_the_switch(qtbot: QtBot, catalogues: Path) -> None:
    """Windows without a retranslateUi of their own (dialogs) are retranslated by the switch."""
    from arbiter_app.gui.tiebreak_dialog import TiebreakDialog

    i18n.install("en")
    w = MainWindow()
    qtbot.addWidget(w)
    _open_nsf(w)
    dialog = TiebreakDialog(w.current_tournament(), w)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.windowTitle() == "Tie-break settings"
    i18n.set_language("da")
    assert dialog.windowTitle() == "Korrektion"  # seed 003's heading for the methods
    i18n.set_language("nb")
    assert dialog.windowTitle() == "Rangering"  # seed 004: the "Rangering" dialog
    dialog.close()
    w.document.undo_stack.setClean()


def test_qt_own_texts_are_translated(catalogues: Path) -> None:
    """qtbase_*.qm is loaded with ours: standard buttons in the chosen language; Bokmål from our
    catalogue (Qt ships none), the rest from Nynorsk."""
    expected = {"sv": "Avbryt", "nb": "Avbryt", "da": "Annuller", "bg": "Отказ"}
    for lang, cancel in expected.items():
        i18n.install(lang)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == cancel, lang
    i18n.install("nb")
    assert QCoreApplication.translate("QPlatformTheme", "Open") == "Åpne"  # Nynorsk: "Opna"
    assert QCoreApplication.translate("QFileDialog", "Look in:") == "Leit i:"  # from qtbase_nn


# -- reports and the CLI -----------------------------------------------------------------------


def _pdf_text(path: Path) -> str:
    reader = pypdf.PdfReader(io.BytesIO(path.read_bytes()))
    return " ".join(
        " ".join(unicodedata.normalize("NFKC", p.extract_text()).split()) for p in reader.pages
    )


def test_pdf_in_norwegian_names_the_criteria_as_the_nsf_document(
    tmp_path: Path, catalogues: Path
) -> None:
    """Acceptance 2: the NSF example's final list exported with `--lang nb` names the criteria
    of NSF's recommended list (seed 004, "Sammendrag") in NSF's words, with decimal commas."""
    out = tmp_path / "nsf_nb.pdf"
    code = cli_main(
        [
            "export",
            str(NSF),
            "--tiebreaks",
            "BH/M1,BH/C1,BH,ARO",
            "--rules",
            "fide-2009",
            "--lang",
            "nb",
            "--pdf",
            str(out),
        ]
    )
    assert code == 0
    text = _pdf_text(out)
    for name in (
        "Buchholz, median",
        "Buchholz, dårligste strøket",
        "Buchholz, ingen strøket",
        "Gjennomsnittlig FIDE-ratingmotstand",
    ):
        assert name in text, name
    assert "Endelig resultatliste" in text and "Navn" in text and "Poeng" in text
    # Anita: BH 12.5, BH-C1 11.5, BH-M 8.5 in the seed's table, printed with decimal commas.
    assert re.search(r"Anita 2,5 8,5 11,5 12,5", text), text[:600]


def export(*args: str) -> int:
    return cli_main(["export", str(NSF), "--profile", "nsf", *args])


def test_nsf_preset_list_in_norwegian(tmp_path: Path, catalogues: Path) -> None:
    """The `nsf` preset on the 5-round example drops the median (seed 004: only from 7 rounds);
    the other three carry NSF's names."""
    out = tmp_path / "nsf.pdf"
    assert (
        cli_main(["export", str(NSF), "--profile", "nsf", "--lang", "nb", "--pdf", str(out)]) == 0
    )
    text = _pdf_text(out)
    assert "Buchholz, median" not in text
    for name in ("Buchholz, dårligste strøket", "Buchholz, ingen strøket"):
        assert name in text


def test_excel_in_swedish_keeps_numbers(tmp_path: Path, catalogues: Path) -> None:
    """Headers in Swedish, cells still numbers (not "12,5" text)."""
    out = tmp_path / "nsf.xlsx"
    assert (
        cli_main(["export", str(NSF), "--profile", "nsf", "--lang", "sv", "--xlsx", str(out)]) == 0
    )
    sheet = openpyxl.load_workbook(out).worksheets[0]
    rows = [[c.value for c in row] for row in sheet.iter_rows()]
    header = next(r for r in rows if "Namn" in r)
    anita = next(r for r in rows if "Anita" in r)
    assert float(anita[header.index("BH")]) == 12.5  # seed 004
    assert not isinstance(anita[header.index("BH")], str)


def test_html_in_danish(tmp_path: Path, catalogues: Path) -> None:
    out = tmp_path / "nsf.html"
    assert (
        cli_main(["export", str(NSF), "--profile", "nsf", "--lang", "da", "--html", str(out)]) == 0
    )
    page = out.read_text(encoding="utf-8")
    assert 'lang="da"' in page
    assert "Korrektion" in page and "Plads" in page and ">12,5<" in page


def test_unknown_language_is_refused(
    tmp_path: Path, catalogues: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "x.html"
    code = cli_main(["export", str(NSF), "--lang", "xx", "--html", str(out)])
    assert code != 0 and not out.exists()
    assert "--lang" in capsys.readouterr().err


def test_report_labels_need_no_application_object(qm_dir: Path) -> None:
    """`export --lang` reads the catalogue with QtCore only: a plain QTranslator, no
    QCoreApplication involved (checked in a fresh process)."""
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "from arbiter_app.gui import i18n\n"
        "labels = i18n.report_labels('bg', Path(sys.argv[1]))\n"
        "assert QCoreApplication.instance() is None\n"
        "print(labels('legend'), labels.decimal_point, sep='|')\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code, str(qm_dir)], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "Допълнителни показатели|,"


def test_nb_never_says_hengeparti_for_a_game_not_yet_played() -> None:
    """'Hengeparti' is an adjourned game; no Bokmål text uses it for a pending one: only a
    text about adjourned games says it."""
    found = [
        e.translation
        for e in tool.entries(tool.catalogue("nb"))
        if "henge" in e.translation.casefold() and "adjourned" not in e.source
    ]
    assert found == []


def test_the_round_view_shows_points_with_the_language_s_decimal_comma(
    qtbot: QtBot, catalogues: Path
) -> None:
    """Round 2 after a drawn first round: both players of board 1 have ½ point before it,
    `0.5` in English and `0,5` in Swedish (the one number formatter, `i18n.number`)."""
    from arbiter_app.core.edits import SetGame
    from arbiter_app.core.model import Colour, Player, Result, System, Tournament
    from arbiter_app.gui.main_window import MainWindow
    from arbiter_app.gui.round_view import RoundView

    t = Tournament(name="Club", system=System.SWISS, rounds=3)
    for s in range(1, 5):
        t.add_player(Player(s, f"Player {s}"))
    SetGame(1, 1, 2, Colour.WHITE, Result.DRAW).apply(t)
    SetGame(1, 3, 4, Colour.WHITE, Result.WIN).apply(t)
    SetGame(2, 2, 1, Colour.WHITE, Result.PENDING).apply(t)
    SetGame(2, 4, 3, Colour.WHITE, Result.PENDING).apply(t)
    i18n.install("en")
    w = MainWindow()
    qtbot.addWidget(w)
    w.show_tournament(t)
    view = w.findChild(RoundView, "roundView")
    view.show_round(2)
    model = view.model
    board = next(r for r in range(model.rowCount()) if model.boards[r].white == 2)
    assert model.index(board, 2).data() == "0.5"
    i18n.set_language("sv")
    assert model.index(board, 2).data() == "0,5"
    w.document.undo_stack.setClean()


def test_the_journal_names_its_events_in_the_language(qtbot: QtBot, catalogues: Path) -> None:
    """The journal dialog's "What" is the gate's title in the window's language (its tooltip
    the code the files keep), and so is the printed list's journal."""
    from arbiter_app.core.model import FideMode, JournalEntry, Tournament
    from arbiter_app.core.report import build
    from arbiter_app.gui.journal_dialog import JournalDialog
    from arbiter_app.io.html import journal_html

    t = Tournament(name="Club", start_date="2026-06-01", rounds=5)
    t.journal = (JournalEntry("2026-06-02T18:00:00+02:00", 2, "leave-fide-mode", "club rules"),)
    t.fide_mode = FideMode(False, 2, "club rules")
    expected = {"sv": "Lämnade FIDE-läget", "nb": "Forlot FIDE-modus", "bg": "Напуснат режим FIDE"}
    for lang, title in expected.items():
        i18n.install(lang)
        dialog = JournalDialog(t)
        qtbot.addWidget(dialog)
        item = dialog.table.item(0, 2)
        assert (item.text(), item.toolTip()) == (title, "leave-fide-mode"), lang
        assert f"<td>{title}</td>" in journal_html(build(t), i18n.report_labels(lang, catalogues))
