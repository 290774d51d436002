#!/usr/bin/env bash
# Build the Linux bundle and check the frozen program works as an arbiter would use it:
#
#     installers/linux/smoke_test.sh              build (installers/linux/build.sh), then check
#     installers/linux/smoke_test.sh --no-build   check the dist/arbiter-app already built
#
# About 2-4 minutes with a fresh build environment on 2 cores (most of it PyInstaller), well
# under a minute for the checks; too slow for every CI run, so CI runs `make test` and this is
# run by hand (or by CI when installers/ changes; see installers/README.md).
#
# The GUI runs offscreen (QT_QPA_PLATFORM=offscreen) and leaves by itself:
# ARBITER_APP_QUIT_AFTER_MS makes gui/app.py print the window title and the leader once the
# standings are shown, then exit. Expected values come from the files' own records (TRF
# record 001 points column), named at each check.
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
if [[ "${1:-}" != "--no-build" ]]; then
    installers/linux/build.sh || { echo "smoke test: the build failed" >&2; exit 1; }
fi

DIST="$ROOT/dist/arbiter-app"
APP="$DIST/arbiter-app"
[[ -x "$APP" ]] || { echo "smoke test: $APP missing (run without --no-build)" >&2; exit 1; }
VERSION="$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' arbiter_app/__init__.py)"
HELD5="$ROOT/tests/data/fide-tec/held_swiss_5.trf"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
# A user of its own: settings, recent files and autosaves land here, and no recovery copy of an
# earlier session can open a dialog that waits for a click.
export HOME="$WORK/home" XDG_CONFIG_HOME="$WORK/home/.config" XDG_DATA_HOME="$WORK/home/.local/share"
export XDG_CACHE_HOME="$WORK/home/.cache" XDG_STATE_HOME="$WORK/home/.local/state"
export XDG_RUNTIME_DIR="$WORK/runtime" QT_QPA_PLATFORM=offscreen
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
unset ARBITER_APP_QUIT_AFTER_MS

passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok    $1"; }
bad() { failed=$((failed + 1)); echo "FAIL  $1"; shift; printf '      %s\n' "$@"; }
# expect NAME OUTPUT PATTERN...: every extended regex must match a line of OUTPUT.
expect() {
    local name="$1" output="$2" pattern
    shift 2
    for pattern in "$@"; do
        if ! grep -Eq -- "$pattern" <<<"$output"; then
            bad "$name" "no line matches: $pattern" "output was:" "$output"
            return
        fi
    done
    ok "$name"
}
gui() {  # gui ARGS...: the frozen GUI, offscreen, quitting by itself; prints its report
    ARBITER_APP_QUIT_AFTER_MS=300 timeout 120 "$APP" "$@" 2>"$WORK/gui.err"
    echo "exit status $?"
}

# -- the bundle --------------------------------------------------------------------------------
expect "--version is arbiter_app.__version__ ($VERSION)" "$("$APP" --version 2>&1)" \
    "^arbiter-app ${VERSION//./\\.}$"

if out="$(python3 installers/linux/elfdeps.py check "$DIST" 2>&1)"; then
    ok "every bundled library finds what it links against (bundle or host-libraries.txt)"
    [[ -n "$out" ]] && printf '      %s\n' "$out"
else
    bad "every bundled library finds what it links against" "$out"
fi

size_mb="$(du -sm "$DIST" | cut -f1)"
if ((size_mb <= 200)); then
    ok "bundle size ${size_mb} MB unpacked (target <= 200 MB)"
else
    bad "bundle size ${size_mb} MB unpacked (target <= 200 MB)" \
        "$(du -sm "$DIST"/_internal/* | sort -rn | head -5)"
fi

tarball="$ROOT/dist/arbiter-app-$VERSION-linux-$(uname -m).tar.gz"
expect "tarball holds the program, .desktop entry, icon, desktop installer and manual" \
    "$(tar -tzf "$tarball" 2>&1)" \
    "/arbiter-app$" "/arbiter-app\.desktop$" "/arbiter-app\.png$" "/install-desktop\.sh$" \
    "/_internal/resources/examples/fide_exercise_swiss_9\.trf$" \
    "/_internal/docs/manual/index\.md$" "/_internal/docs/manual/TournamentDialog\.md$" \
    "/_internal/docs/screenshots/manual_viewer\.png$"

# -- the command line --------------------------------------------------------------------------
# FIDE TEC exercise (held_swiss_5.trf, record 001): Bruno, start number 2, has 4.0 points, the
# only player with 4.0, so he alone is first.
out="$("$APP" standings "$HELD5" 2>&1)"
expect "standings held_swiss_5.trf: Bruno first with 4.0" "$out" \
    "^ *1 +2 +Bruno +4\.0( |$)" "^ *2 +1 +Alyx +3\.5( |$)"

out="$("$APP" standings "$WORK/no-such-file.trf" 2>&1)"
status=$?
if ((status == 1)) && grep -q "no-such-file.trf" <<<"$out" && ! grep -q Traceback <<<"$out"; then
    ok "a missing file: exit status 1 and a message naming it"
else
    bad "a missing file: exit status 1 and a message naming it" "status $status" "$out"
fi

mkdir -p "$WORK/Turnering Ålesund"
cp "$HELD5" "$WORK/Turnering Ålesund/held swiss 5.trf"
out="$(cd "$WORK" && "$APP" validate "Turnering Ålesund/held swiss 5.trf" 2>&1)"
# Held's file has start numbers in its rank column (TRF 001 cols 86-89): 10 of its 16 players
# stand outside the places their points give (core.validate_event's rank check), warnings only.
expect "validate, relative path with spaces and Å" "$out" \
    "no errors, 10 warning\(s\) \(16 players, 5 rounds\)"

out="$("$APP" convert "$HELD5" "$WORK/held5.arbiter" 2>&1 && head -c 200 "$WORK/held5.arbiter")"
expect "convert TRF -> .arbiter" "$out" '"format": "arbiter-app"'

"$APP" export "$HELD5" --xlsx "$WORK/h.xlsx" --pdf "$WORK/h.pdf" --html "$WORK/h.html" \
    --csv "$WORK/h.csv" >"$WORK/export.out" 2>&1
status=$?
out="$(python3 - "$WORK" <<'EOF'
import sys, zipfile
from pathlib import Path
w = Path(sys.argv[1])
print("xlsx", "xl/workbook.xml" in zipfile.ZipFile(w / "h.xlsx").namelist())
print("pdf", (w / "h.pdf").read_bytes()[:5] == b"%PDF-")
print("html", "Bruno" in (w / "h.html").read_text("utf-8"))
print("csv", "Bruno" in (w / "h.csv").read_text("utf-8-sig"))
EOF
)"
expect "export --xlsx (pandas + openpyxl frozen) --pdf --html --csv (status $status)" \
    "$out"$'\n'"$(cat "$WORK/export.out")" "^xlsx True$" "^pdf True$" "^html True$" "^csv True$"

# -- the GUI -----------------------------------------------------------------------------------
# No argument: the bundled example, the FIDE exercise Swiss of 9 rounds, where Charline
# (start number 3) has 6.5 points in record 001, more than anyone else.
expect "GUI without arguments opens the bundled example" "$(gui)" \
    "^window: fide_exercise_swiss_9\.trf" "^leader: 3 Charline 6\.5$" "^exit status 0$"

# Acceptance 3: a .trf passed on the command line, as a double-click or "Open with" passes it.
expect "GUI opens a .trf given on the command line" "$(gui "$HELD5")" \
    "^window: held_swiss_5\.trf" "^leader: 2 Bruno 4\.0$" "^exit status 0$"

expect "GUI opens a .trf whose path has spaces and Å" \
    "$(gui "$WORK/Turnering Ålesund/held swiss 5.trf")" \
    "^window: held swiss 5\.trf" "^leader: 2 Bruno 4\.0$" "^exit status 0$"

expect "GUI opens a native .arbiter project" "$(gui "$WORK/held5.arbiter")" \
    "^window: held5" "^leader: 2 Bruno 4\.0$" "^exit status 0$"

# Earlier versions named projects *.arbiter.json; they open by content as before.
cp "$WORK/held5.arbiter" "$WORK/held5-old.arbiter.json"
expect "GUI opens a project named .arbiter.json (earlier versions)" \
    "$(gui "$WORK/held5-old.arbiter.json")" \
    "^window: held5-old" "^leader: 2 Bruno 4\.0$" "^exit status 0$"

expect "gui subcommand with a file" "$(gui gui "$HELD5")" \
    "^leader: 2 Bruno 4\.0$" "^exit status 0$"

# A big event: above the window's 3,000 players it is ranked in a worker process, which the
# frozen program starts from its own executable (multiprocessing "spawn", freeze_support) and
# which reads the file's bytes itself. 5,000 players, one round: 1 beat 2, every other board
# drawn, so player 1 leads alone with 1.0 (the file's points column says the same).
python3 - "$WORK/big.trf" <<'EOF'
import sys
lines = ["012 Big Open", "042 2026/06/01", "092 Individual: Swiss-System", "XXR 9"]
def player(s, opponent, colour, result, points):
    head = f"001 {s:>4} m    {'Player ' + str(s):<33} {1000 + s % 1500:>4} NOR {'':>11} {'':>10}"
    return f"{head}{points:>5} {'':>4}  {opponent:>4} {colour} {result}"
for s in range(1, 5001):
    o, colour = (s + 1, "w") if s % 2 else (s - 1, "b")
    if s <= 2:
        result, points = ("1", "1.0") if s == 1 else ("0", "0.0")
    else:
        result, points = "=", "0.5"
    lines.append(player(s, o, colour, result, points))
open(sys.argv[1], "w", encoding="utf-8").write("\n".join(lines) + "\n")
EOF
expect "GUI ranks a 5,000-player event in its worker process" "$(gui "$WORK/big.trf")" \
    "^window: big\.trf" "^leader: 1 Player 1 1\.0$" "^standings worker: process$" \
    "^exit status 0$"

echo
echo "smoke test: $passed passed, $failed failed"
((failed == 0))
