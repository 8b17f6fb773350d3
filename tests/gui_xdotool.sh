#!/bin/sh
# gui_xdotool.sh SCORE4: run under xvfb-run by tests/gui_window.c. Starts the window on a
# real (virtual) X display, reads where peg B2 is from --print-pegs, clicks it with xdotool
# as a person's mouse would, presses q (a game in progress asks) and y, and prints what the
# window printed.
set -eu
. "$(dirname "$0")/xdotool_window.sh"
BIN=$1
unset SDL_VIDEODRIVER
OUT=$(mktemp)
trap 'rm -f "$OUT"' EXIT
"$BIN" --mode pvp --size 800x600 --print-pegs --print-position > "$OUT" &
PID=$!
# The pegs come with the first frame: wait for them as for everything else here (a minute at
# most; a loaded host only makes them come later).
for i in $(seq 1 1200); do grep -q "^peg D4 " "$OUT" && break; sleep 0.05; done
grep -q "^peg B2 " "$OUT" || { echo "gui_xdotool: no pegs printed after a minute" >&2; kill "$PID"; exit 1; }
# Only the mapped window: SDL may make and drop helper windows while it starts.
WID=$(find_window)
set -- $(grep "^peg B2 " "$OUT")
xdotool mousemove --window "$WID" "$3" "$4" click 1
# The window prints each move as it shows it: wait for the bead (at most 60 s), then quit
# (Q asks during a game: Y) through XTEST like a real keyboard (no window manager: focus
# follows the pointer).
for i in $(seq 1 1200); do grep -q "^played: " "$OUT" && break; sleep 0.05; done
xdotool key q y
wait "$PID"
cat "$OUT"
