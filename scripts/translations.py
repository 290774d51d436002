"""Maintain the Qt Linguist catalogues in resources/translations/ (issue 9).

    .venv/bin/python scripts/translations.py update   # pyside6-lupdate over the sources
    .venv/bin/python scripts/translations.py check    # every entry translated? (exit 1 if not)
    .venv/bin/python scripts/translations.py build [DIR]  # pyside6-lrelease: .ts -> .qm
    .venv/bin/python scripts/translations.py stats

`update` extracts every `self.tr(...)`, `QCoreApplication.translate("Context", ...)` and
`QT_TRANSLATE_NOOP("Context", ...)` of `SOURCES` into `arbiter_app_<lang>.ts` for each language,
keeping the translations already made and dropping entries whose source text is gone
(`-no-obsolete`); locations are left out, so moving code does not change the catalogues. The
English catalogue repeats each source text (new entries are filled in here), so that every
catalogue is complete and `check` holds for all five. New entries of the other languages come
out `type="unfinished"` until a translator fills them in (Qt Linguist, or the .ts by hand).

`check` fails on texts of the sources missing from a catalogue (`stale`), on unfinished, empty,
vanished or obsolete entries, on placeholders (`{0}`, `{name}`) that a translation drops or
invents, and on texts lupdate cannot see with the context they are looked up in at run time
(`lint`).
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "resources" / "translations"
PREFIX = "arbiter_app"
LANGUAGES = ("en", "sv", "nb", "da", "bg")
# Everything with user-visible text: the GUI, and the report label tables in io (Qt-free,
# marked with QT_TRANSLATE_NOOP).
SOURCE_GLOBS = ("arbiter_app/gui/*.py", "arbiter_app/io/*.py")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
# ... and the core's vocabulary: result codes, explanation bases, validation findings, the
# presets' titles, the criteria's and the rule sets' words in their registries (Qt-free, marked with
# QT_TRANSLATE_NOOP).
SOURCE_GLOBS = (
    *SOURCE_GLOBS,
    "arbiter_app/core/vocabulary/*.py",
    "arbiter_app/core/tiebreaks/*.py",
    "arbiter_app/core/rules/*.py",
    "arbiter_app/core/pairing/checker.py",
    "arbiter_app/core/fide_mode.py",
    "arbiter_app/core/profiles.py",
    "arbiter_app/core/pairing/teams.py",
)


def tool(name: str) -> str:
    """A PySide6 tool of the running environment (the venv's bin/ or Scripts/), else on PATH."""
    prefix = Path(sys.prefix)
    for folder in (Path(sys.executable).parent, prefix / "bin", prefix / "Scripts"):
        for candidate in (folder / name, folder / f"{name}.exe"):
            if candidate.exists():
                return str(candidate)
    return shutil.which(name) or name


def sources(root: Path = ROOT) -> list[str]:
    return sorted(str(p.relative_to(root)) for g in SOURCE_GLOBS for p in root.glob(g))


def catalogue(language: str, directory: Path = TRANSLATIONS) -> Path:
    return directory / f"{PREFIX}_{language}.ts"


def lupdate(ts: Path, language: str, root: Path = ROOT) -> None:
    """Run pyside6-lupdate over the sources into `ts` (created or updated)."""
    subprocess.run(
        [
            tool("pyside6-lupdate"),
            "-silent",
            "-no-obsolete",
            "-locations",
            "none",
            "-source-language",
            "en",
            "-target-language",
            language,
            *sources(root),
            "-ts",
            str(ts),
        ],
        cwd=root,
        check=True,
    )


@dataclass(frozen=True)
class Entry:
    context: str
    source: str
    translation: str
    kind: str  # the translation's `type` attribute: "", "unfinished", "vanished", "obsolete"


def entries(ts: Path) -> list[Entry]:
    out = []
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            out.append(
                Entry(
                    name,
                    msg.findtext("source") or "",
                    (tr.text or "") if tr is not None else "",
                    (tr.get("type") or "") if tr is not None else "missing",
                )
            )
    return out


def stale(root: Path = ROOT, directory: Path = TRANSLATIONS) -> list[str]:
    """Texts of the sources that a catalogue lacks, and entries no source has any more: runs
    pyside6-lupdate into a scratch catalogue and compares (context, source) pairs."""
    with tempfile.TemporaryDirectory() as scratch:
        fresh = Path(scratch) / "fresh.ts"
        lupdate(fresh, "en", root)
        wanted = {(e.context, e.source) for e in entries(fresh)}
    out = []
    for lang in LANGUAGES:
        ts = catalogue(lang, directory)
        have = {(e.context, e.source) for e in entries(ts)} if ts.exists() else set()
        for c, s in sorted(wanted - have):
            out.append(f"{ts.name}: [{c}] {s!r}: not in the catalogue")
        for c, s in sorted(have - wanted):
            out.append(f"{ts.name}: [{c}] {s!r}: no longer in the sources")
    return out


def problems(ts: Path) -> list[str]:
    """Why the catalogue is not complete, one line per entry (empty when it is)."""
    out = []
    for e in entries(ts):
        where = f"{ts.name}: [{e.context}] {e.source!r}"
        if e.kind in ("vanished", "obsolete"):
            out.append(f"{where}: {e.kind} (run scripts/update_translations.sh)")
        elif e.kind == "unfinished":
            out.append(f"{where}: unfinished")
        elif e.kind == "missing" or not e.translation.strip():
            out.append(f"{where}: no translation")
        elif sorted(PLACEHOLDER.findall(e.source)) != sorted(PLACEHOLDER.findall(e.translation)):
            out.append(f"{where}: placeholders differ in {e.translation!r}")
    return out


def lint(root: Path = ROOT) -> list[str]:
    """Texts lupdate would miss or file under another context than the one the program asks
    for: pyside6-lupdate reads only `tr("text")`, `translate("Context", "text")` and
    `QT_TRANSLATE_NOOP("Context", "text")` with literal arguments, and gives a bare `tr()` the
    enclosing class as context (none at module level)."""
    out = []
    for name in sources(root):
        tree = ast.parse((root / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            where = f"{name}:{getattr(node, 'lineno', '?')}"
            if isinstance(node, ast.Assign) and _is_translate(node.value):
                targets = [t.id for t in node.targets if isinstance(t, ast.Name)]
                if any(t != "translate" for t in targets):
                    out.append(f"{where}: call the alias of QCoreApplication.translate `translate`")
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            fname = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            literal = [isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args]
            if isinstance(func, ast.Name) and fname in ("_", "_tr", "tr") and any(literal):
                out.append(
                    f"{where}: {fname}(...) is invisible to lupdate or has no context; "
                    'use self.tr() or translate("Context", ...)'
                )
            named = fname in ("translate", "QT_TRANSLATE_NOOP")
            if named and len(literal) > 1 and literal[1] and not literal[0]:
                out.append(f"{where}: {fname}() needs the context as a literal string")
    return out


def _is_translate(node: ast.expr) -> bool:
    return (
        isinstance(node, ast.Attribute)
        and node.attr == "translate"
        and (
            isinstance(node.value, ast.Name)
            and node.value.id in ("QCoreApplication", "QApplication")
        )
    )


def fill_english(ts: Path) -> int:
    """Give every untranslated entry of the English catalogue its source text."""
    tree = ET.parse(ts)
    filled = 0
    for msg in tree.getroot().iter("message"):
        tr = msg.find("translation")
        if tr is not None and tr.get("type") == "unfinished":
            tr.text = msg.findtext("source") or ""
            del tr.attrib["type"]
            filled += 1
    if filled:
        write(tree, ts)
    return filled


def write(tree: ET.ElementTree, ts: Path) -> None:
    """Write a .ts as lupdate does (XML declaration and DOCTYPE line)."""
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8"
    )


def build(out: Path | None = None, directory: Path = TRANSLATIONS) -> list[Path]:
    """Compile every catalogue with pyside6-lrelease into `out` (default: next to the .ts)."""
    built = []
    for ts in sorted(directory.glob(f"{PREFIX}_*.ts")):
        qm = (out or directory) / ts.with_suffix(".qm").name
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)
        built.append(qm)
    return built


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    command = args[0] if args else "check"
    if command == "update":
        for lang in LANGUAGES:
            lupdate(catalogue(lang), lang)
        filled = fill_english(catalogue("en"))
        if filled:
            lupdate(catalogue("en"), "en")  # back to lupdate's own layout
        print(f"updated {len(LANGUAGES)} catalogues from {len(sources())} files", end="")
        print(f"; {filled} new English entries" if filled else "")
        return 0
    if command == "build":
        out = Path(args[1]) if len(args) > 1 else None
        for qm in build(out):
            print(qm)
        return 0
    if command == "stats":
        for lang in LANGUAGES:
            es = entries(catalogue(lang))
            done = sum(1 for e in es if not e.kind and e.translation.strip())
            print(f"{lang}: {done}/{len(es)} translated")
        return 0
    if command == "check":
        found = lint() + stale() + [p for lang in LANGUAGES for p in problems(catalogue(lang))]
        for line in found:
            print(line)
        if not found:
            print(f"{len(LANGUAGES)} catalogues complete")
        return 1 if found else 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
