# Sourced by the xdotool scripts. find_window: the id of the mapped window named "Score Four".
# SDL makes and drops short-lived windows while it starts, and `xdotool search` can meet one that
# is gone by the time it asks for its name (BadWindow, no id printed): ask again every 50 ms,
# for a minute at most, until the search prints an id.
find_window() {
  for i in $(seq 1 1200); do
    id=$(xdotool search --onlyvisible --name "Score Four" 2>/dev/null | head -1) || true
    [ -n "$id" ] && { echo "$id"; return 0; }
    sleep 0.05
  done
  echo "xdotool: no visible window named 'Score Four' after a minute" >&2
  return 1
}
