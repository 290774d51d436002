"""The English manual ships with the program: the wheel (setup.py copies docs/ into the package,
where gui/manual.py finds it), the sdist (MANIFEST.in) and the frozen bundle (the PyInstaller
spec; installers/linux/smoke_test.sh checks the built tarball).

The wheel's content is what `build_py` puts in the build folder (bdist_wheel packs that folder
as it is; the `wheel` package itself is not in the test environment); the sdist is built for
real and its list read. Both go to a scratch folder, never into the checkout.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGES = sorted(p.name for p in (ROOT / "docs" / "manual").glob("*.md"))


def test_the_wheel_and_the_sdist_carry_the_manual(tmp_path: Path) -> None:
    assert "index.md" in PAGES and "TournamentDialog.md" in PAGES
    subprocess.run(
        [
            sys.executable,
            "setup.py",
            "-q",
            "egg_info",
            "--egg-base",
            str(tmp_path),
            "build_py",
            "--build-lib",
            str(tmp_path / "lib"),
            "sdist",
            "--dist-dir",
            str(tmp_path),
            "--formats=tar",
        ],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    package = tmp_path / "lib" / "arbiter_app"
    assert (package / "gui" / "manual.py").is_file()
    shipped = sorted(p.name for p in (package / "docs" / "manual").glob("*.md"))
    assert shipped == PAGES
    assert (package / "docs" / "screenshots" / "manual_viewer.png").is_file()

    (sdist,) = tmp_path.glob("arbiter-app-*.tar")
    with tarfile.open(sdist) as tar:
        names = tar.getnames()
    listed = sorted(Path(n).name for n in names if re.search(r"/docs/manual/[^/]+\.md$", n))
    assert listed == PAGES
    assert any(n.endswith("/docs/screenshots/manual_viewer.png") for n in names)
    assert any(n.endswith("/setup.py") for n in names)  # the hook, for a wheel built from it


def test_the_bundle_takes_what_the_wheel_takes() -> None:
    spec = (ROOT / "installers" / "arbiter-app.spec").read_text(encoding="utf-8")
    setup = (ROOT / "setup.py").read_text(encoding="utf-8")
    patterns = re.search(r"MANUAL_FILES = \(([^)]*)\)", setup)
    assert patterns is not None
    for pattern in re.findall(r'"([^"]+)"', patterns.group(1)):
        folder, name = pattern.rsplit("/", 1)
        parts = " / ".join(f'"{p}"' for p in folder.split("/"))
        assert f'(str(ROOT / {parts} / "{name}"), "{folder}")' in spec, pattern
