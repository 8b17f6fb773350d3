#!/bin/sh
# gui_xdotool_game.sh SCORE4 DIR: run under xvfb-run by tests/gui_texts.c. A person's whole
# session through the real (virtual) mouse: on the start screen click Connect Three,
# Beginner and Start; F11 to fill the screen (no window manager here: the window sizes
# itself) and F11 back (key P prints the window's size each time); play a whole game by
# clicking columns at the places --print-pegs (key P) gives; on the result panel click Play again; play a column; Esc and click Yes on
# the confirmation; back on the start screen click Quit. Where each button is drawn comes
# from the same window size run offscreen with the script step print-texts. Prints what
# the window printed, then "exit N" (or "still running" when Quit did not close it).
set -eu
. "$(dirname "$0")/xdotool_window.sh"
BIN=$1 DIR=$2 SIZE=800x600
unset SDL_VIDEODRIVER
export XDG_CONFIG_HOME="$DIR/config" XDG_DATA_HOME="$DIR/data"
OUT="$DIR/out.txt"
# The layout of a screen: the window run offscreen at the same size, printing its texts.
layout() { (unset DISPLAY; XDG_CONFIG_HOME="$DIR/pre" XDG_DATA_HOME="$DIR/pre" \
            SDL_VIDEODRIVER=offscreen "$BIN" --size $SIZE "$@" --frames 1 2>/dev/null); }
# The centre of the nth text (default 1st) exactly equal to $2 in frame $3 of file $1.
centre() { awk -v want="$2" -v frame="$3" -v nth="${4:-1}" '
  /^texts [0-9]/ { f++ }
  f == frame && /^text / { s = $0; sub(/^text [-0-9]+ [-0-9]+ [0-9]+ [0-9]+: /, "", s);
                           if (s == want && ++k == nth) { print int($2 + $4 / 2), int($3 + $5 / 2); exit } }' "$1"; }
layout --script "wait 2; print-texts; menu-select game connect3; wait 2; print-texts; menu-select difficulty beginner; wait 2; print-texts" > "$DIR/start.txt"
GAME_XY=$(centre "$DIR/start.txt" "Connect Three" 1)
BEGINNER_XY=$(centre "$DIR/start.txt" "Beginner" 2)
START_XY=$(centre "$DIR/start.txt" "Start" 3)
QUIT_XY=$(centre "$DIR/start.txt" "Quit" 3)

"$BIN" --size $SIZE --print-position --print-pegs > "$OUT" &
PID=$!
WID=$(find_window)

# No fixed waits: every step waits for what the window prints, checked every 50 ms for at
# most a minute (a slow host takes longer, never fails for it).
# count PATTERN: lines of the window's output matching PATTERN.
count() { grep -c -- "$1" "$OUT" || true; }
# wait_lines PATTERN N: until N lines match (false after a minute).
wait_lines() {
  for i in $(seq 1 1200); do [ "$(count "$1")" -ge "$2" ] && return 0; sleep 0.05; done
  echo "gui_xdotool_game: no '$1' (wanted $2 lines) after a minute" >&2
  return 1
}
# size W H: presses P (the window prints its size and pegs) until it prints that size.
# (The X server resizes the window in its own time: asked again every 50 ms, for a minute.)
size() {
  for i in $(seq 1 1200); do
    n=$(count "^window ")
    xdotool key p
    wait_lines "^window " $((n + 1))
    [ "$(grep "^window " "$OUT" | tail -1)" = "window $1 $2" ] && return 0
    sleep 0.05
  done
  return 1
}
click() { xdotool mousemove --window "$WID" $1 $2 click 1; }
# --print-pegs prints after the first frame: the start screen is drawn, its buttons live.
wait_lines "^peg " 1
click $GAME_XY
click $BEGINNER_XY
click $START_XY
xdotool key F11
size 1024 768 # no window manager here: the window fills the screen itself
xdotool key F11
size 800 600 # through XTEST like a real keyboard (no window manager: focus follows the pointer)
wait_lines "^peg 4 " 1
# A whole game: columns in turn, skipping full ones (Connect Three's columns hold 3), each
# move waited for as the window prints it ("played: <moves>"), then the engine's answer.
for i in $(seq 1 40); do
  grep -q "^game-over: " "$OUT" && break
  last=$(grep "^played: " "$OUT" | tail -1 | sed 's/^played: *//')
  col=$(( (i * 3) % 4 + 1 ))
  # (one move a line, counted whole: "4 4" is two beads in column 4; grep -o " 4 " on the
  # record counted one, and a full column was clicked and waited on for ever)
  for try in 1 2 3 4; do
    [ "$(echo "$last" | tr ' ' '\n' | grep -cx "$col" || true)" -lt 3 ] && break
    col=$(( col % 4 + 1 ))
  done
  played=$(count "^played: ")
  set -- $(grep "^peg $col " "$OUT" | tail -1)
  click $3 $4
  wait_lines "^played: " $((played + 1))
  grep -q "^game-over: " "$OUT" && break
  wait_lines "^played: " $((played + 2))
done
MOVES=$(sed -n 's/^game-over: .*; moves: //p' "$OUT" | head -1)
layout --game connect3 --level beginner --moves "$MOVES" --script "wait 2; print-texts" > "$DIR/result.txt"
# Play again, then a column: the new game's first move shows once the result panel took the
# click (a click before the panel is up falls on the finished board, so it is made again).
set -- $(grep "^peg 1 " "$OUT" | tail -1)
PEG1="$3 $4"
# played_1: the new game's first move has been printed.
played_1() { grep -q "^played: 1$" "$OUT"; }
for try in $(seq 1 120); do
  click $(centre "$DIR/result.txt" "Play again" 1)
  click $PEG1
  for i in $(seq 1 10); do played_1 && break; sleep 0.05; done # the click's answer, or again
  played_1 && break
done
# The engine's answer, then Esc: the confirmation to leave the game.
for i in $(seq 1 1200); do
  [ "$(grep "^played: " "$OUT" | tail -1 | wc -w)" -ge 3 ] && break
  sleep 0.05
done
xdotool key Escape
layout --game connect3 --level beginner --script "play 1; wait-engine; key Escape; wait 2; print-texts" > "$DIR/confirm.txt"
click $(centre "$DIR/confirm.txt" "Yes (Y)" 1)
click $QUIT_XY
for i in $(seq 1 1200); do kill -0 $PID 2>/dev/null || break; sleep 0.05; done
cat "$OUT"
if kill -0 $PID 2>/dev/null; then
  echo "still running"
  kill $PID
fi
wait $PID && echo "exit 0" || echo "exit $?"
