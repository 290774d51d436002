"""Qt's own texts that our catalogues carry too, for Norwegian Bokmål.

Qt ships no Bokmål catalogue of its own (`qtbase_nb.qm`); `gui.i18n` loads the Nynorsk one
(`qtbase_nn.qm`), the closest, and our catalogue (asked first) gives the texts an arbiter sees
most in Bokmål: the standard buttons and the print preview. The texts
are Qt's source texts in Qt's contexts, so Qt's widgets find them; in the other languages they
repeat what Qt's own catalogue says. Nothing here is called: the markers are for
pyside6-lupdate.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks `text` for translation in `context` (read by pyside6-lupdate); returns it as is."""
    return text


# QPlatformTheme::defaultStandardButtonText (QDialogButtonBox, QMessageBox).
STANDARD_BUTTONS = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Yes to &All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "N&o to All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Abort"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Retry"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Ignore"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
)

# QPrintPreviewDialog: window title and tool bar (gui.report_actions.preview_dialog).
PRINT_PREVIEW = (
    QT_TRANSLATE_NOOP("QPrintPreviewDialog", "Print Preview"),
    QT_TRANSLATE_NOOP("QPrintPreviewDialog", "Next page"),
    QT_TRANSLATE_NOOP("QPrintPreviewDialog", "Previous page"),
    QT_TRANSLATE_NOOP("QPrintPreviewDialog", "First page"),
    QT_TRANSLATE_NOOP("QPrintPreviewDialog", "Last page"),
    QT_TRANSLATE_NOOP("QPrintPreviewDialog", "Fit width"),
    QT_TRANSLATE_NOOP("QPrintPreviewDialog", "Fit page"),
    QT_TRANSLATE_NOOP("QPrintPreviewDialog", "Zoom in"),
    QT_TRANSLATE_NOOP("QPrintPreviewDialog", "Zoom out"),
    QT_TRANSLATE_NOOP("QPrintPreviewDialog", "Portrait"),
    QT_TRANSLATE_NOOP("QPrintPreviewDialog", "Landscape"),
    QT_TRANSLATE_NOOP("QPrintPreviewDialog", "Show single page"),
    QT_TRANSLATE_NOOP("QPrintPreviewDialog", "Show facing pages"),
    QT_TRANSLATE_NOOP("QPrintPreviewDialog", "Show overview of all pages"),
    QT_TRANSLATE_NOOP("QPrintPreviewDialog", "Print"),
    QT_TRANSLATE_NOOP("QPrintPreviewDialog", "Page setup"),
    QT_TRANSLATE_NOOP("QPrintPreviewDialog", "Export to PDF"),
)
