"""No criterion named by a literal outside its entry (architecture: "every fact about a code
is written once"): a module names a criterion by the registry's constant (`Code.BH`,
`core.tiebreaks.codes`), so renaming or retiring a code is one edit the type checker follows.

The scan reads every module's source (AST) and fails on a string constant equal to a
registered code or alias (a whole descriptor such as ``"BH/C1"`` is data, not a name), outside
the places that define criteria: the registry (`core/tiebreaks/`), the team criteria's own
table (`core/teams/tiebreaks.py`: C.07 Arts. 11-13 codes, some spelled as individual ones)
and the rule sets (`core/rules/`). Names in `__all__` are module names, not codes.
"""

from __future__ import annotations

import ast
from pathlib import Path

from arbiter_app.core.tiebreaks import all_criteria
from arbiter_app.core.tiebreaks.codes import Code

PACKAGE = Path(__file__).resolve().parent.parent / "arbiter_app"
# Where criteria are defined (package-relative prefixes).
ENTRIES = ("core/tiebreaks/", "core/teams/tiebreaks.py", "core/rules/")


def _names() -> set[str]:
    out = set()
    for c in all_criteria():
        out.add(c.code)
        out.update(c.aliases)
    return out


def literals(source: str, names: set[str]) -> list[tuple[int, str]]:
    """(line, code) of each string constant of `source` naming a criterion."""
    tree = ast.parse(source)
    exported = {
        id(n)
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)
        for n in ast.walk(node)
    }
    return sorted(
        (n.lineno, n.value)
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant)
        and isinstance(n.value, str)
        and n.value in names
        and id(n) not in exported
    )


def test_the_constants_are_the_registered_codes() -> None:
    assert {c.code for c in all_criteria()} == set(Code)


def test_no_module_names_a_criterion_by_a_literal() -> None:
    names = _names()
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        if rel.startswith(ENTRIES):
            continue
        source = path.read_text()
        # (only a module with a quoted code in its text can hold such a literal: the AST of
        # the others need not be built)
        if any(f'"{n}"' in source or f"'{n}'" in source for n in names):
            found += [f"{rel}:{line}: {code!r}" for line, code in literals(source, names)]
    assert found == []


def test_the_scan_finds_a_literal() -> None:
    """The scan itself: a literal code is found, a descriptor, the constant and `__all__` not."""
    source = 'X = ("BH", "BH/C1", Code.SB)\n__all__ = ["SB"]\nY = {"sonneborn-berger": 1}\n'
    assert literals(source, {"BH", "SB", "SONNEBORN-BERGER"}) == [(1, "BH")]
