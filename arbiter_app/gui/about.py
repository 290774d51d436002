"""Help > About: the version, the licence, and the rule texts the program implements.

The version shown is `arbiter_app.__version__`, the one place it lives (pyproject.toml reads it;
the installers stamp it on the executables and the Windows setup). The rule editions are listed
from the rules registry (`core.rules.all_policies()`), so a new edition appears here by itself;
`RULE_LINKS` adds the official text where FIDE publishes one.

`application_icon()` is the program's icon (resources/icons, rendered from arbiter-app.svg by
installers/make_icons.py), found beside the package both from a checkout and in the frozen
bundle, where resources/ sits next to the package as it does here.
"""

from __future__ import annotations

import html
import platform
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QSize, Qt, QUrl, qVersion
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from arbiter_app import __version__
from arbiter_app.core import rules
from arbiter_app.gui.named import named
from arbiter_app.gui.tiebreak_text import rules_description

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "resources" / "icons"
LICENSES = ROOT / "licenses"  # only in the frozen bundle (installers/licenses + packages')
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)

# Official texts of the rule editions in the registry (by policy name).
RULE_LINKS = {
    "fide-2026": "https://handbook.fide.com/chapter/TieBreakRegulations032026",
    "fide-2024": "https://handbook.fide.com/chapter/TieBreakRegulations082024",
    "fide-2009": "https://handbook.fide.com/chapter/TieBreakRegulationsPre2023",
}
MTB26 = "https://handbook.fide.com/files/handbook/MTB26.pdf"
TRF26 = "https://handbook.fide.com/files/handbook/TRF26.pdf"
TRF16 = "https://www.fide.com/FIDE/handbook/C04Annex2_TRF16.pdf"


def application_icon() -> QIcon:
    """The program's icon at every size shipped (empty if resources/icons is missing)."""
    icon = QIcon()
    for size in ICON_SIZES:
        path = ICONS / f"arbiter-app-{size}.png"
        if path.is_file():
            icon.addFile(str(path), QSize(size, size))
    return icon


def _link(url: str, text: str) -> str:
    return f'<a href="{html.escape(url, quote=True)}">{html.escape(text)}</a>'


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AboutDialog")
        self.setWindowTitle(self.tr("About arbiter-app"))

        icon = named(QLabel(), "aboutIcon")
        icon.setPixmap(application_icon().pixmap(QSize(64, 64)))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)

        title = named(QLabel(), "aboutTitle")
        title.setText(f"<h2>arbiter-app {html.escape(__version__)}</h2>")

        self.text = self._label("aboutText", self._summary())
        self.rules = self._label("aboutRules", self._rules())

        buttons = named(QDialogButtonBox(QDialogButtonBox.StandardButton.Close), "aboutButtons")
        buttons.rejected.connect(self.reject)

        column = QVBoxLayout()
        column.addWidget(title)
        column.addWidget(self.text)
        column.addWidget(self.rules)
        column.addStretch(1)
        row = QHBoxLayout()
        row.addWidget(icon)
        row.addLayout(column, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(buttons)
        # Wrapped labels only get their height for a known width: fix the width, then size.
        self.setMinimumWidth(620)
        self.adjustSize()

    @staticmethod
    def _label(name: str, text: str) -> QLabel:
        label = named(QLabel(text), name)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setWordWrap(True)
        label.setOpenExternalLinks(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        return label

    def _summary(self) -> str:
        parts = [
            self.tr("Crosstables, live standings and exact tie-breaks for chess arbiters."),
            self.tr(
                "Version {0}. Free software under the MIT licence, without any warranty."
            ).format(html.escape(__version__)),
            self.tr("Uses Qt {0} and Qt for Python {1} (LGPL v3), Python {2}.").format(
                html.escape(qVersion()),
                html.escape(pyside_version),
                html.escape(platform.python_version()),
            ),
        ]
        if LICENSES.is_dir():
            url = QUrl.fromLocalFile(str(LICENSES)).toString()
            parts.append(_link(url, self.tr("Licences of the bundled components")))
        return "<p>" + "<br>".join(parts) + "</p>"

    def _rules(self) -> str:
        items = []
        for policy in rules.all_policies():
            words = rules_description(policy.name)
            text = f"<b>{html.escape(policy.name)}</b>: {html.escape(words)}"
            url = RULE_LINKS.get(policy.name)
            if url:
                text += " (" + _link(url, self.tr("official text")) + ")"
            items.append(f"<li>{text}</li>")
        documents = [
            _link(MTB26, self.tr("FIDE tie-break codes and descriptors (MTB26)")),
            _link(TRF26, self.tr("FIDE tournament report file TRF-2026")),
            _link(TRF16, self.tr("FIDE tournament report file TRF-16")),
        ]
        items += [f"<li>{d}</li>" for d in documents]
        heading = html.escape(self.tr("Rules implemented"))
        return f"<p><b>{heading}</b></p><ul>{''.join(items)}</ul>"


def show_about(parent: QWidget | None = None) -> None:
    """Open the About dialog (modal) over `parent`."""
    dialog = AboutDialog(parent)
    dialog.exec()


def version_text() -> str:
    """`arbiter-app 0.1.0` — for tooltips and window texts."""
    return f"arbiter-app {__version__}"
