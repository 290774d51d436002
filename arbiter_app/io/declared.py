"""The header lines of a kept TRF template, as `Tournament.declared` holds them.

Its own module so that reading a TRF does not import the project file's codec (a command's
start pays for every module it imports)."""

from __future__ import annotations


def declared_lines(extra: dict[str, object]) -> tuple[str, ...]:
    """The header lines of the kept TRF template (`extra["trf"]["lines"]`): every line but the
    players' `001` and the `###` comments (`Tournament.declared`)."""
    template = extra.get("trf")
    lines = template.get("lines") if isinstance(template, dict) else None
    if not isinstance(lines, list):
        return ()
    return tuple(x for x in lines if isinstance(x, str) and not x.startswith(("001", "###")))
