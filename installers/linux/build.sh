#!/usr/bin/env bash
# Build the Linux one-folder bundle and its tarball, from a clean clone, in one command:
#
#     installers/linux/build.sh
#
# 1. makes an isolated build environment build/venv (Python >= 3.11 built with a shared
#    libpython, as PyInstaller needs) holding only the program's dependencies from pyproject.toml,
#    pinned by requirements/constraints.txt, plus the pinned PyInstaller of requirements/build.txt
#    (reused until one of those files changes);
# 2. compiles resources/translations/*.ts to .qm (build outputs, not committed), if any;
# 3. runs PyInstaller on installers/arbiter-app.spec -> dist/arbiter-app/;
# 4. packs dist/arbiter-app-VERSION-linux-ARCH.tar.gz: the bundle, arbiter-app.desktop, the
#    icon, and install-desktop.sh (adds the menu entry and file types for the current user).
#
# Environment: PYTHON (default python3) picks the interpreter. Needs the network only to fill
# build/venv from PyPI the first time.
#
# The X11 helper libraries Qt's xcb plugin links against (libxcb-cursor0, libxcb-icccm4,
# libxcb-keysyms1, libxkbcommon-x11-0 ...) are bundled when the build machine has them; where it
# does not, the target desktop must (every desktop that runs other Qt 6 programs does). The
# script says which ones it could not bundle.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
PYTHON="${PYTHON:-python3}"
VENV="build/venv"
STAMP="$VENV/.build-inputs"

say() { printf '\n== %s\n' "$*"; }

"$PYTHON" - <<'EOF' || exit 1
import sys, sysconfig
if sys.version_info < (3, 11):
    sys.exit(f"build.sh: Python >= 3.11 needed, {sys.executable} is {sys.version.split()[0]}")
if sys.platform.startswith("linux") and not sysconfig.get_config_var("Py_ENABLE_SHARED"):
    sys.exit(f"build.sh: {sys.executable} has no shared libpython, which PyInstaller needs "
             "(Debian/Ubuntu: python3.11 from apt; pyenv: PYTHON_CONFIGURE_OPTS=--enable-shared)")
EOF

# -- 1. the build environment ------------------------------------------------------------------
inputs="$(cat pyproject.toml requirements/constraints.txt requirements/build.txt \
    | sha256sum | cut -d' ' -f1) $("$PYTHON" -c 'import sys; print(sys.version)')"
if [[ ! -f "$STAMP" || "$(cat "$STAMP")" != "$inputs" ]]; then
    say "build environment $VENV"
    rm -rf "$VENV"
    "$PYTHON" -m venv "$VENV"
    # The runtime dependencies exactly as pyproject.toml declares them (not the dev extras).
    "$VENV/bin/python" - > build/requirements-app.txt <<'EOF'
import tomllib
print("\n".join(tomllib.load(open("pyproject.toml", "rb"))["project"]["dependencies"]))
EOF
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check \
        -c requirements/constraints.txt -r build/requirements-app.txt -r requirements/build.txt
    echo "$inputs" > "$STAMP"
fi
VERSION="$("$VENV/bin/python" -c 'import re,sys; print(re.search(r"^__version__ = \"([^\"]+)\"", open("arbiter_app/__init__.py").read(), re.M).group(1))')"
ARCH="$(uname -m)"

# -- 2. translations ---------------------------------------------------------------------------
shopt -s nullglob
ts_files=(resources/translations/*.ts)
if ((${#ts_files[@]})); then
    say "translations (${#ts_files[@]} .ts -> .qm)"
    for ts in "${ts_files[@]}"; do
        "$VENV/bin/pyside6-lrelease" -silent "$ts" -qm "${ts%.ts}.qm"
    done
fi

# -- 3. the bundle -----------------------------------------------------------------------------
say "PyInstaller: dist/arbiter-app (version $VERSION)"
"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller installers/arbiter-app.spec

BUNDLE="dist/arbiter-app"
missing=()
for so in "$BUNDLE"/_internal/PySide6/Qt/plugins/platforms/libqxcb.so \
          "$BUNDLE"/_internal/PySide6/Qt/lib/libQt6XcbQpa.so.6; do
    [[ -f "$so" ]] || continue
    while read -r lib; do missing+=("$lib"); done < <(
        LD_LIBRARY_PATH="$BUNDLE/_internal:$BUNDLE/_internal/PySide6/Qt/lib" ldd "$so" \
            | awk '/not found/ {print $1}')
done
if ((${#missing[@]})); then
    echo "note: not on this build machine, so not bundled; the target desktop provides them:" \
        "$(printf '%s\n' "${missing[@]}" | sort -u | tr '\n' ' ')"
fi

# -- 4. the tarball ----------------------------------------------------------------------------
NAME="arbiter-app-$VERSION-linux-$ARCH"
STAGE="build/tarball/$NAME"
say "tarball dist/$NAME.tar.gz"
rm -rf build/tarball
mkdir -p "$STAGE"
cp -a "$BUNDLE"/. "$STAGE"/
cp installers/linux/arbiter-app.desktop installers/linux/install-desktop.sh "$STAGE"/
cp resources/icons/arbiter-app-256.png "$STAGE/arbiter-app.png"
cp installers/linux/README-bundle.txt "$STAGE/README.txt"
tar -C build/tarball -czf "dist/$NAME.tar.gz" --owner=0 --group=0 "$NAME"

say "size"
du -sh "$BUNDLE" | sed 's/\t/  unpacked: /'
du -sh "dist/$NAME.tar.gz" | sed 's/\t/  /'
echo "largest parts of $BUNDLE/_internal:"
du -s --block-size=1M "$BUNDLE"/_internal/* "$BUNDLE"/_internal/PySide6/Qt/* 2>/dev/null \
    | sort -rn | awk 'NR <= 8 {printf "  %5d MB  %s\n", $1, $2}'
echo
echo "run:  $BUNDLE/arbiter-app            (GUI; or: $BUNDLE/arbiter-app standings FILE)"
