"""The build's one hook: the wheel carries the English manual as package data.

The manual is written in `docs/manual` (Markdown, with the pictures of `docs/screenshots` and
the documents of `docs/` it links). A checkout and the frozen bundle keep that layout beside
the package; a wheel has only the package, so this copies the same files into it as
`arbiter_app/docs/...` (where `arbiter_app/gui/manual.py` looks second). The sdist carries
`docs/` through MANIFEST.in. Everything else is in pyproject.toml.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
# What the manual shows and links: its pages, the pictures, the documents beside it.
MANUAL_FILES = ("docs/manual/*.md", "docs/screenshots/*.png", "docs/*.md")


class BuildWithManual(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):  # an editable install reads the checkout
            return
        target = Path(self.build_lib) / "arbiter_app"
        for pattern in MANUAL_FILES:
            for source in sorted(ROOT.glob(pattern)):
                dest = target / source.relative_to(ROOT)
                dest.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, dest)


setup(cmdclass={"build_py": BuildWithManual})
