"""`###` comment lines (TRF-26's own comment record) put into a tournament's written TRF.

A comment travels in the TRF template (`Tournament.extra["trf"]["lines"]`, kept by the project
file too): the canonical lines of the event with the comments first. The writer then keeps them
verbatim on every later save, as it keeps the comments of an imported file.
"""

from __future__ import annotations

from arbiter_app.core.model import Tournament
from arbiter_app.io.declared import declared_lines
from arbiter_app.io.trf.writer import _compose_lines, _template

__all__ = ["add_comments"]


def add_comments(t: Tournament, comments: list[str]) -> None:
    """Put `### <comment>` lines at the head of `t`'s TRF (before its existing lines)."""
    template = dict(_template(t))
    lines = template.get("lines")
    if not isinstance(lines, list) or not lines:
        lines = list(_compose_lines(t))
    template["lines"] = [*(f"### {c}" for c in comments), *(str(x) for x in lines)]
    t.extra["trf"] = template
    t.declared = declared_lines(t.extra)
