"""What the command-line tests share: one run of `arbiter-app` in process."""

from __future__ import annotations

import pytest

from arbiter_app.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """`arbiter-app ARGV`: the exit status, what it printed and what it said on stderr."""
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err
