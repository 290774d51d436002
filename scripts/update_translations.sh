#!/usr/bin/env bash
# Refresh the Qt Linguist catalogues (resources/translations/arbiter_app_<lang>.ts) from the
# sources with pyside6-lupdate, then check that every entry is translated.
#
#     scripts/update_translations.sh
#
# New texts come out "unfinished" in sv, nb, da and bg: translate them (Qt Linguist:
# .venv/bin/pyside6-linguist resources/translations/arbiter_app_sv.ts, or the .ts by hand) and
# run this again until the check passes. `make test` fails while any entry is unfinished
# (tests/gui/test_translations.py). The .qm files are built by `make translations`.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-.venv/bin/python}"
"$PYTHON" scripts/translations.py update
"$PYTHON" scripts/translations.py check
