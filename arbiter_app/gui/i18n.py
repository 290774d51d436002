"""The program's languages: English, Swedish, Norwegian (Bokmål), Danish and Bulgarian.

- Catalogues: `resources/translations/arbiter_app_<lang>.ts` are the sources (Qt Linguist,
  made by `scripts/update_translations.sh` with `pyside6-lupdate`); the `.qm` files next to them
  are built by `make` (and the installer builds) with `pyside6-lrelease`, never committed.
- Qt's own catalogue (`qtbase_<lang>.qm`, shipped with PySide6) is loaded too, so standard
  buttons, file and print dialogs speak the same language. Qt ships no Bokmål catalogue; the
  Nynorsk one is the closest and is used for `nb`.
- The language is the one chosen in the Language menu (remembered in QSettings, key
  `language`), else the system locale's (`LANG=sv_SE.UTF-8`), else English.
  `ARBITER_APP_LANG` overrides both (tests, screenshots).
- Numbers on screen and in print use the language's decimal separator (`12,5` in Swedish):
  `QLocale.setDefault` is set with the language, and `number()` / `report_labels()` follow it.
  Spreadsheet cells stay numbers.

Switching at run time. Qt's pattern is a `retranslateUi()` per window that sets every text
again from its source. The windows here are written by hand; instead of repeating every text
in such a method, `retranslate(window)` swaps the texts a window shows: our catalogue's
translator (`Catalogue`) remembers, for every text it hands out, which (context, source) it
came from, so a text on screen can be translated again into the new language. Texts built from
data ("Standings after round 5 …") are not in the catalogue; each window rebuilds those in its
own `retranslateUi()`, called from its `changeEvent` on `QEvent.LanguageChange`. Widgets that
set their own texts (a `retranslateUi` method of their own) are left to themselves.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    Qt,
    QTranslator,
)
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDockWidget,
    QDoubleSpinBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QSpinBox,
    QTableWidget,
    QTabWidget,
    QToolButton,
    QTreeWidget,
    QWidget,
)

from arbiter_app.core import numbers
from arbiter_app.gui import settings as app_settings
from arbiter_app.io.labels import Labels

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = ROOT / "resources" / "translations"
PREFIX = "arbiter_app"  # arbiter_app_sv.ts / .qm

# Each language by its own name (the menu shows these, never translated: a user who cannot
# read the current language still finds their own).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "sv": "Svenska",
    "nb": "Norsk bokmål",
    "da": "Dansk",
    "bg": "Български",
}
LOCALES = {"en": "en_GB", "sv": "sv_SE", "nb": "nb_NO", "da": "da_DK", "bg": "bg_BG"}
ALIASES = {"no": "nb", "nn": "nb"}  # Norwegian, Nynorsk: our Norwegian is Bokmål
QT_CATALOGUES = {"nb": ("nb", "nn")}  # Qt ships qtbase_nn, no qtbase_nb
SETTINGS_KEY = "language"
ENV = "ARBITER_APP_LANG"
REPORT_CONTEXT = "Report"  # io.labels and the tie-break registry mark texts here

# text shown -> {(context, source, disambiguation)} it was translated from (see Catalogue)
Sources = dict[str, set[tuple[str, str, str | None]]]


class Catalogue(QTranslator):
    """Our catalogue; remembers in `sources` where each text it returns came from (for
    `retranslate`)."""

    def __init__(self, sources: Sources | None = None) -> None:
        super().__init__()
        self.sources: Sources = {} if sources is None else sources

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        text = super().translate(context, source, disambiguation, n)
        if not text:
            # None, not "": an empty string would be taken as the translation. None lets Qt ask
            # the next catalogue (Qt's own) or fall back to the source.
            return None
        key = (context, source, disambiguation)
        self.sources.setdefault(text, set()).add(key)
        self.sources.setdefault(source, set()).add(key)
        return text


class Languages(QObject):
    """The running application's language: the installed catalogues (kept alive while
    installed), the decimal separator numbers are shown with, and where every catalogue text
    shown came from. One per application (a child of it, `state()`): the catalogues are the
    application's."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(STATE_NAME)
        self.language = "en"
        self.generation = 0  # counts the switches (`first_change`)
        # "." until a language is installed (so tests and embedding code see the exact
        # strings the core prints), then the language's locale's.
        self.point = "."
        self.installed: list[QTranslator] = []
        self.sources: Sources = {}  # shared by every catalogue this application loads


STATE_NAME = "arbiterAppLanguages"


def state() -> Languages | None:
    """The application's `Languages` (made on first use); None without an application."""
    app = QCoreApplication.instance()
    if app is None:
        return None
    found = app.findChild(Languages, STATE_NAME, Qt.FindChildOption.FindDirectChildrenOnly)
    return found if isinstance(found, Languages) else Languages(app)


# -- choosing ----------------------------------------------------------------------------------


def language_of(locale: QLocale) -> str:
    """The first of the locale's UI languages we have a catalogue for; English otherwise."""
    for tag in [*locale.uiLanguages(), locale.name()]:
        code = tag.replace("_", "-").split("-")[0].lower()
        code = ALIASES.get(code, code)
        if code in LANGUAGES:
            return code
    return "en"


def system_language() -> str:
    return language_of(QLocale.system())


def saved_language() -> str | None:
    """The language chosen in the Language menu, None to follow the system."""
    value = str(app_settings.settings().value(SETTINGS_KEY, "") or "")
    value = ALIASES.get(value, value)
    return value if value in LANGUAGES else None


def preferred_language() -> str:
    """`ARBITER_APP_LANG`, else the saved choice, else the system's language."""
    value = os.environ.get(ENV, "").lower()
    value = ALIASES.get(value, value)
    return value if value in LANGUAGES else saved_language() or system_language()


def current_language() -> str:
    languages = state()
    return languages.language if languages is not None else "en"


def locale_for(language: str) -> QLocale:
    """The system locale when it is in `language` (keeps its country's habits), else the
    language's main locale."""
    system = QLocale.system()
    return system if language_of(system) == language else QLocale(LOCALES[language])


# -- loading -----------------------------------------------------------------------------------


def catalogue_file(language: str, directory: Path | None = None) -> Path:
    return (directory or CATALOGUES) / f"{PREFIX}_{language}.qm"


def load_catalogue(
    language: str, directory: Path | None = None, sources: Sources | None = None
) -> Catalogue | None:
    """Our compiled catalogue for `language`, None if it is not built; it records the texts it
    hands out in `sources` (`Catalogue`)."""
    path = catalogue_file(language, directory)
    translator = Catalogue(sources)
    return translator if path.is_file() and translator.load(str(path)) else None


def load_qt_catalogue(language: str) -> QTranslator | None:
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for code in QT_CATALOGUES.get(language, (language,)):
        translator = QTranslator()
        if translator.load(f"qtbase_{code}", folder):
            return translator
    return None


def install(language: str | None = None, directory: Path | None = None) -> str:
    """Install the catalogues of `language` (default: the saved choice, else the system's) in
    the running application and make its locale the default; returns the language used."""
    chosen = language or preferred_language()
    chosen = ALIASES.get(chosen, chosen)
    if chosen not in LANGUAGES:
        raise ValueError(f"unknown language {chosen!r}; use one of {', '.join(LANGUAGES)}")
    uninstall()
    languages = state()
    if languages is None:
        raise RuntimeError("i18n.install needs a QCoreApplication")
    ours = load_catalogue(chosen, directory, languages.sources)
    if ours is None and chosen != "en":
        # A checkout run without `make`: say why the program stays in English.
        print(
            f"arbiter-app: {catalogue_file(chosen, directory)} is not built "
            "(make translations); English is shown",
            file=sys.stderr,
        )
    for translator in (load_qt_catalogue(chosen), ours):
        # Qt asks the most recently installed catalogue first: ours, then Qt's. The list keeps
        # them alive while installed.
        if translator is not None:
            QCoreApplication.installTranslator(translator)
            languages.installed.append(translator)
    languages.language = chosen
    languages.generation += 1
    locale = locale_for(chosen)
    QLocale.setDefault(locale)
    languages.point = locale.decimalPoint()
    return chosen


def uninstall() -> None:
    """Remove the installed catalogues (the program shows its English source texts) and give
    the default locale back to the system."""
    languages = state()
    if languages is not None:
        for old in languages.installed:
            QCoreApplication.removeTranslator(old)
        languages.installed.clear()
        languages.language = "en"
        languages.point = "."
    QLocale.setDefault(QLocale.system())


def set_language(language: str | None, remember: bool = True) -> str:
    """Switch the running program to `language` (None: the system's), at once: every window
    retranslates (`QEvent.LanguageChange`). `remember` keeps the choice for the next start."""
    if remember:
        s = app_settings.settings()
        if language:
            s.setValue(SETTINGS_KEY, language)
        else:
            s.remove(SETTINGS_KEY)
        s.sync()
    chosen = install(language or system_language())
    # Deliver LanguageChange now (the application posts it to each window, which passes it
    # on to its children), so the switch is done when this returns.
    for _ in range(2):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    for window in QApplication.topLevelWidgets():
        if not hasattr(window, "retranslateUi"):
            retranslate(window)  # dialogs written without a retranslateUi of their own
    return chosen


def first_change(widget: QObject) -> bool:
    """True once per language switch for `widget`: each installed or removed catalogue sends a
    LanguageChange, a window need retranslate only once."""
    languages = state()
    generation = languages.generation if languages is not None else 0
    if widget.property("i18nGeneration") == generation:
        return False
    widget.setProperty("i18nGeneration", generation)
    return True


# -- numbers and reports -----------------------------------------------------------------------


def decimal_point() -> str:
    """The separator numbers are shown with: the installed language's (`12,5` in Swedish)."""
    languages = state()
    return languages.point if languages is not None else "."


def number(text: str) -> str:
    """An exact decimal string (`12.5`, `9/7/5/3`) with the current language's separator."""
    return numbers.localise(text, decimal_point())


def report_labels(language: str | None = None, directory: Path | None = None) -> Labels:
    """The words and decimal separator of printed lists in `language`.

    None: the running program's language (its installed catalogues and default locale). A
    language given by name (`arbiter-app export --lang sv`) needs no application object: the
    catalogue is read directly. Raises ValueError for an unknown language and FileNotFoundError
    when its catalogue is not built."""
    if language is None:
        return Labels(
            translate=lambda text: QCoreApplication.translate(REPORT_CONTEXT, text),
            decimal_point=decimal_point(),
            catalogue=QCoreApplication.translate,
        )
    code = ALIASES.get(language.lower(), language.lower())
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; use one of {', '.join(LANGUAGES)}")
    point = QLocale(LOCALES[code]).decimalPoint()
    if code == "en" and not catalogue_file(code, directory).is_file():
        return Labels(decimal_point=point)
    translator = load_catalogue(code, directory)
    if translator is None:
        raise FileNotFoundError(
            f"{catalogue_file(code, directory)}: the {LANGUAGES[code]} catalogue is not built "
            "(make translations)"
        )
    return Labels(
        translate=lambda text: translator.translate(REPORT_CONTEXT, text) or text,
        decimal_point=point,
        catalogue=lambda context, text: translator.translate(context, text) or text,
    )


# -- the Language menu -------------------------------------------------------------------------


class LanguageMenu(QMenu):
    """`menuLanguage`: one checkable action per language (`actionLanguage_sv` …) and
    `actionLanguage_system` (follow the system); choosing one applies it at once."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("menuLanguage")
        self.group = QActionGroup(self)
        self.group.setExclusive(True)
        self.system_action = self._add("system", "")
        self.addSeparator()
        self.actions_by_language = {code: self._add(code, name) for code, name in LANGUAGES.items()}
        self.retranslateUi()
        self.update_checks()

    def _add(self, code: str, text: str) -> QAction:
        action = QAction(text, self)
        action.setObjectName(f"actionLanguage_{code}")
        action.setCheckable(True)
        action.triggered.connect(lambda _checked=False, c=code: self.choose(c))
        self.group.addAction(action)
        self.addAction(action)
        return action

    def choose(self, code: str) -> None:
        set_language(None if code == "system" else code)
        self.update_checks()

    def update_checks(self) -> None:
        saved = saved_language()
        target = self.system_action if saved is None else self.actions_by_language[saved]
        target.setChecked(True)

    def retranslateUi(self) -> None:
        self.setTitle(self.tr("&Language"))
        name = LANGUAGES[system_language()]
        self.system_action.setText(self.tr("System language ({0})").format(name))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


def install_language_menu(window: QWidget, before: QAction | None = None) -> LanguageMenu:
    """Add the Language menu to `window`'s menu bar (before the menu of `before`)."""
    menu = LanguageMenu(window)
    bar = window.menuBar()  # type: ignore[attr-defined]
    if before is not None:
        bar.insertMenu(before, menu)
    else:
        bar.addMenu(menu)
    return menu


# -- retranslating what is on screen -----------------------------------------------------------


def translated(text: str, obj: QObject | None = None) -> str | None:
    """`text`, shown in some language, in the current one; None if it is not a catalogue text
    (data, or a text built from data)."""
    if not text:
        return None
    languages = state()
    found = languages.sources.get(text) if languages is not None else None
    if not found:
        return None
    results: dict[str, list[str]] = {}
    for context, source, disambiguation in found:
        new = QCoreApplication.translate(context, source, disambiguation)
        results.setdefault(new, []).append(context)
    if len(results) == 1:
        return next(iter(results))
    # The same text from several sources that now differ: the context of the code that set
    # it decides (self.tr uses the class name; the widget and its parents are those classes).
    hints = _contexts(obj)
    for new, contexts in results.items():
        if any(c in hints for c in contexts):
            return new
    return None


def _contexts(obj: QObject | None) -> set[str]:
    names: set[str] = set()
    while obj is not None:
        names.update(k.__name__ for k in type(obj).__mro__)
        # A dock (and its toggle action) shows the title of the widget it holds: that
        # widget's class names the context.
        if isinstance(obj, QDockWidget) and obj.widget() is not None:
            names.update(k.__name__ for k in type(obj.widget()).__mro__)
        obj = obj.parent()
    return names


def _swap(obj: QObject, get: Callable[[], str], put: Callable[[str], object]) -> None:
    new = translated(get(), obj)
    if new is not None and new != get():
        put(new)


def _self_translating(obj: QObject, root: QObject) -> bool:
    """`obj` is (inside) a widget, below `root`, that sets its own texts."""
    node: QObject | None = obj
    while node is not None and node is not root:
        if isinstance(node, QWidget) and hasattr(node, "retranslateUi"):
            return True
        node = node.parent()
    return False


def retranslate(root: QObject) -> None:
    """Put every catalogue text `root` and its children show into the current language."""
    for obj in [root, *root.findChildren(QObject)]:
        if not _self_translating(obj, root):
            _retranslate_one(obj)


def _retranslate_one(obj: QObject) -> None:
    if isinstance(obj, QAction):
        _retranslate_action(obj)
        return
    if not isinstance(obj, QWidget):
        return
    w = obj
    _swap(w, w.windowTitle, w.setWindowTitle)
    _swap(w, w.toolTip, w.setToolTip)
    _swap(w, w.statusTip, w.setStatusTip)
    _swap(w, w.whatsThis, w.setWhatsThis)
    if isinstance(w, QLabel):
        _swap(w, w.text, w.setText)
    elif isinstance(w, QAbstractButton):
        if not (isinstance(w, QToolButton) and w.defaultAction() is not None):
            _swap(w, w.text, w.setText)
    elif isinstance(w, QGroupBox):
        _swap(w, w.title, w.setTitle)
    elif isinstance(w, QLineEdit):
        _swap(w, w.placeholderText, w.setPlaceholderText)
    elif isinstance(w, QMenu):
        _swap(w, w.title, w.setTitle)
    elif isinstance(w, QTabWidget):
        for i in range(w.count()):
            _swap(w, partial(w.tabText, i), partial(w.setTabText, i))
            _swap(w, partial(w.tabToolTip, i), partial(w.setTabToolTip, i))
    elif isinstance(w, QComboBox):
        for i in range(w.count()):
            _swap(w, partial(w.itemText, i), partial(w.setItemText, i))
            _swap(w, partial(_item_tip, w, i), partial(_set_item_tip, w, i))
    elif isinstance(w, QTableWidget):
        for i in range(w.columnCount()):
            item = w.horizontalHeaderItem(i)
            if item is not None:
                _swap(w, item.text, item.setText)
    elif isinstance(w, QTreeWidget):
        header = w.headerItem()
        for i in range(header.columnCount()):
            _swap(w, partial(header.text, i), partial(header.setText, i))
    if isinstance(w, QAbstractSpinBox):
        _swap(w, w.specialValueText, w.setSpecialValueText)
        if isinstance(w, QSpinBox | QDoubleSpinBox):
            _swap(w, w.prefix, w.setPrefix)
            _swap(w, w.suffix, w.setSuffix)


def _item_tip(combo: QComboBox, i: int) -> str:
    return str(combo.itemData(i, Qt.ItemDataRole.ToolTipRole) or "")


def _set_item_tip(combo: QComboBox, i: int, text: str) -> None:
    combo.setItemData(i, text, Qt.ItemDataRole.ToolTipRole)


def _retranslate_action(a: QAction) -> None:
    # Without an explicit tooltip (or icon text) Qt derives it from the text; such a derived
    # value follows the new text by itself and must not be frozen by setting it.
    tip, icon_text = a.toolTip(), a.iconText()
    _swap(a, a.text, a.setText)
    if a.toolTip() == tip:
        _swap(a, a.toolTip, a.setToolTip)
    if a.iconText() == icon_text:
        _swap(a, a.iconText, a.setIconText)
    _swap(a, a.statusTip, a.setStatusTip)
    _swap(a, a.whatsThis, a.setWhatsThis)


def refresh_models(models: Iterable[QAbstractItemModel]) -> None:
    """Models translate in `data`/`headerData`; tell their views to ask again."""
    for model in models:
        rows, columns = model.rowCount(), model.columnCount()
        if columns:
            model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
        if rows:
            model.headerDataChanged.emit(Qt.Orientation.Vertical, 0, rows - 1)
        if rows and columns:
            model.dataChanged.emit(model.index(0, 0), model.index(rows - 1, columns - 1))
