"""Every dialog of the program by its objectName, found by reading the gui package's source.

A dialog is an instance of a Qt dialog class (QDialog, QMessageBox, QProgressDialog,
QInputDialog, the print dialogs) or of a class of the package derived from one. Its name is the
literal its class gives `self.setObjectName(...)`, or the one given to a variable holding a new
dialog (`box = QMessageBox(...)`, then `box.setObjectName("gateNotice" if ... else ...)`: every
literal of the expression), or `named(QDialog(...), "...")`. Reading the source (not a list kept
by hand) is what makes a new dialog without a manual page fail the test. Qt's static message
boxes (`QMessageBox.question(parent, ...)`) have no name of their own: F1 there opens the page
of the window they are shown over (`gui.manual.page_for`); the system's file dialogs are not
the program's.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

GUI = Path(__file__).resolve().parents[2] / "arbiter_app" / "gui"
QT_DIALOGS = {
    "QDialog",
    "QMessageBox",
    "QProgressDialog",
    "QInputDialog",
    "QPrintDialog",
    "QPrintPreviewDialog",
    "QPageSetupDialog",
    "QColorDialog",
    "QFontDialog",
    "QErrorMessage",
    "QWizard",
}


MARKS = ("Dialog", "QMessageBox", "QWizard", "QErrorMessage", "ManualViewer")


def _name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _literals(node: ast.expr) -> list[str]:
    return [
        n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)
    ]


def _trees(gui: Path) -> dict[str, ast.Module]:
    """The modules that can make a dialog: those naming a Qt dialog class or one of the
    package's (`dialog_names` checks that every dialog class of the package carries a mark)."""
    texts = {p.name: p.read_text(encoding="utf-8") for p in sorted(gui.glob("*.py"))}
    return {name: ast.parse(text) for name, text in texts.items() if any(m in text for m in MARKS)}


Defs = list[ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef]


def _defs(trees: dict[str, ast.Module]) -> dict[str, Defs]:
    """Every class and function of each module, nested ones too (one walk of each tree)."""
    kinds = ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef
    return {m: [n for n in ast.walk(tree) if isinstance(n, kinds)] for m, tree in trees.items()}


def dialog_classes(defs: dict[str, Defs]) -> dict[str, tuple[str, ast.ClassDef]]:
    """The package's dialog classes: class name -> (module, definition)."""
    classes = {
        node.name: (module, node)
        for module, nodes in defs.items()
        for node in nodes
        if isinstance(node, ast.ClassDef)
    }
    dialogs: dict[str, tuple[str, ast.ClassDef]] = {}
    grown = True
    while grown:
        grown = False
        for name, (module, node) in classes.items():
            bases = {_name(b) for b in node.bases}
            if name not in dialogs and bases & (QT_DIALOGS | set(dialogs)):
                dialogs[name] = (module, node)
                grown = True
    return dialogs


def _is_dialog_call(node: ast.expr | None, kinds: set[str]) -> bool:
    return isinstance(node, ast.Call) and _name(node.func) in kinds


def _set_names(body: ast.AST, target: str) -> Iterator[str]:
    """The literals given to `<target>.setObjectName(...)` in `body`."""
    for node in ast.walk(body):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "setObjectName"
            and _name(node.func.value) == target
            and node.args
        ):
            yield from _literals(node.args[0])


def _function(
    module: str,
    func: ast.FunctionDef | ast.AsyncFunctionDef,
    kinds: set[str],
    found: dict[str, str],
    unnamed: list[str],
) -> None:
    """The dialogs one function makes: held in a variable and named, or made by `named`."""
    made: dict[str, str] = {}  # variable -> the dialog class it holds
    names: dict[str, list[str]] = {}  # variable -> the literals given to its setObjectName
    for node in ast.walk(func):
        if isinstance(node, ast.Assign) and _is_dialog_call(node.value, kinds):
            assert isinstance(node.value, ast.Call)
            for target in node.targets:
                var = _name(target)
                if var is not None:
                    made[var] = _name(node.value.func) or ""
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "setObjectName"
            and node.args
        ):
            var = _name(node.func.value)
            if var is not None:
                names.setdefault(var, []).extend(_literals(node.args[0]))
        if (
            isinstance(node, ast.Call)
            and _name(node.func) == "named"
            and len(node.args) == 2
            and _is_dialog_call(node.args[0], kinds)
        ):
            found.update((n, f"{module}: {func.name}") for n in _literals(node.args[1]))
        if (  # gui.waiting.wait_job(job, parent, label, cancel, name): its progress dialog
            isinstance(node, ast.Call) and _name(node.func) == "wait_job" and len(node.args) == 5
        ):
            found.update((n, f"{module}: {func.name}") for n in _literals(node.args[4]))
    if module == "waiting.py" and func.name == "wait_job":
        return  # named by its callers (above)
    for var, kind in made.items():
        if not names.get(var) and kind in QT_DIALOGS:
            unnamed.append(f"{module}: {func.name} ({var})")
        found.update((n, f"{module}: {func.name}") for n in names.get(var, []))


def dialog_names(gui: Path = GUI) -> dict[str, str]:
    """objectName -> where the dialog is made (module: class or function); a dialog made without
    a name is listed as `<no objectName: ...>`."""
    defs = _defs(_trees(gui))
    classes = dialog_classes(defs)
    kinds = QT_DIALOGS | set(classes)
    found: dict[str, str] = {}
    unnamed: list[str] = []
    # A module is read only when it names a mark (`_trees`): a dialog class without one would
    # let a module that uses it go unread.
    assert all(any(m in name for m in MARKS) for name in classes), sorted(classes)
    subclassed = {_name(b) for _m, c in classes.values() for b in c.bases}
    for name, (module, node) in classes.items():
        names = list(_set_names(node, "self"))
        if not names and name not in subclassed:
            unnamed.append(f"{module}: class {name}")
        found.update((n, f"{module}: {name}") for n in names)
    for module, nodes in defs.items():
        lines = (gui / module).read_text(encoding="utf-8").splitlines()
        for func in nodes:
            if isinstance(func, ast.ClassDef):
                continue
            # Only a function naming a dialog class can make one: read the others no further.
            text = "\n".join(lines[func.lineno - 1 : func.end_lineno])
            if any(kind in text for kind in kinds):
                _function(module, func, kinds, found, unnamed)
    if unnamed:
        found.update((f"<no objectName: {u}>", u) for u in unnamed)
    return found
