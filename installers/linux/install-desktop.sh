#!/usr/bin/env bash
# Add (or with --remove take away) arbiter-app's menu entry, icon and file types for the current
# user, pointing at the bundle in this script's folder. Follows the freedesktop.org Desktop
# Entry, Icon Theme and Shared MIME-info specifications; needs no root.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
APPS="$DATA/applications"
ICON="$DATA/icons/hicolor/256x256/apps/arbiter-app.png"
MIME="$DATA/mime/packages/arbiter-app.xml"

refresh() {
    command -v update-mime-database >/dev/null && update-mime-database "$DATA/mime" || true
    command -v update-desktop-database >/dev/null && update-desktop-database "$APPS" || true
    command -v gtk-update-icon-cache >/dev/null \
        && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" 2>/dev/null || true
}

if [[ "${1:-}" == "--remove" ]]; then
    rm -f "$APPS/arbiter-app.desktop" "$ICON" "$MIME"
    refresh
    echo "arbiter-app menu entry and file types removed (the program folder is untouched)"
    exit 0
fi

mkdir -p "$APPS" "$(dirname "$ICON")" "$(dirname "$MIME")"
cp "$HERE/arbiter-app.png" "$ICON"
# Exec and TryExec point at this folder (the entry's own Exec=arbiter-app needs it on PATH).
sed -e "s|^Exec=arbiter-app|Exec=\"$HERE/arbiter-app\"|" \
    -e "s|^TryExec=arbiter-app|TryExec=$HERE/arbiter-app|" \
    "$HERE/arbiter-app.desktop" > "$APPS/arbiter-app.desktop"
cat > "$MIME" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="application/x-arbiter-project">
    <comment>arbiter-app tournament</comment>
    <sub-class-of type="application/json"/>
    <glob pattern="*.arbiter"/>
    <glob pattern="*.arbiter.json" weight="60"/>
  </mime-type>
  <mime-type type="application/x-fide-trf">
    <comment>FIDE tournament report (TRF)</comment>
    <sub-class-of type="text/plain"/>
    <glob pattern="*.trf"/>
  </mime-type>
</mime-info>
XML
refresh
echo "arbiter-app added to the applications menu; .trf and .arbiter files open with it"
