#!/usr/bin/env python3
"""time_usage.py: how much of its move time the engine uses, seen from the referee's side.

    bench/time_usage.py ENGINE MOVETIME_MS GAMES [extra engine options...]

Plays GAMES games of the engine against itself from the balanced openings
(assets/openings/score4-balanced.txt), timing every `move;` from the moment it is written to
the moment the answer line arrives. Moves answered in under a tenth of the time are counted
apart (an immediate win, a single forced block, a proved result). Prints the mean share of
MOVETIME the other moves used, the median, the 99th percentile and the largest overshoot."""
import itertools
import os
import subprocess
import sys
import time

N = 4

def lines():
    """The 76 winning lines of Score Four as lists of (x, y, z)."""
    out = set()
    dirs = [d for d in itertools.product((-1, 0, 1), repeat=3) if d != (0, 0, 0)]
    for x, y, z in itertools.product(range(N), repeat=3):
        for dx, dy, dz in dirs:
            cells = [(x + i * dx, y + i * dy, z + i * dz) for i in range(N)]
            if all(0 <= a < N for c in cells for a in c):
                out.add(tuple(sorted(cells)))
    return list(out)

LINES = lines()

def peg_xy(peg):
    return "ABCD".index(peg[0].upper()), int(peg[1]) - 1

def main():
    engine, movetime, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    extra = sys.argv[4:]
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "..", "assets", "openings", "score4-balanced.txt")
    openings = [l.split() for l in open(path) if l.strip() and not l.startswith("#")]
    times, quick = [], 0
    for g in range(games):
        p = subprocess.Popen([engine, "--movetime", str(movetime)] + extra, stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True, bufsize=1)
        def ask(cmd):
            p.stdin.write(cmd + "\n")
            p.stdin.flush()
            return p.stdout.readline().strip()
        ask("restart;")
        board, height = {}, {}
        def play(peg, colour):
            xy = peg_xy(peg)
            z = height.get(xy, 0)
            height[xy] = z + 1
            board[(xy[0], xy[1], z)] = colour
            return any(all(board.get(c) == colour for c in line) for line in LINES
                       if (xy[0], xy[1], z) in line)
        colours = ["white", "black"]
        moves = openings[g % len(openings)]
        for i, m in enumerate(moves):
            ask("note: %s plays %s;" % (colours[i % 2], m))
            play(m, i % 2)
        count = len(moves)
        while count < N * N * N:
            t0 = time.monotonic()
            answer = ask("move;")
            ms = (time.monotonic() - t0) * 1000
            if not answer.endswith(".") or answer.startswith("error"):
                sys.exit("engine answered %r" % answer)
            if ms < movetime / 10:
                quick += 1
            else:
                times.append(ms)
            won = play(answer[:-1], count % 2)
            count += 1
            if won:
                break
        p.stdin.write("quit;\n")
        p.stdin.flush()
        p.wait()
    times.sort()
    n = len(times)
    mean = sum(times) / n
    pct = lambda q: times[min(n - 1, int(q * n))]
    print("engine %s %s, movetime %d ms, %d games: %d searched moves, %d answered at once"
          % (engine, " ".join(extra), movetime, games, n, quick))
    print("mean %.1f ms (%.1f%% of movetime), median %.1f ms, 99th percentile %.1f ms, max %.1f ms"
          % (mean, 100 * mean / movetime, pct(0.5), pct(0.99), times[-1]))
    print("overshoot: 99th percentile %+.1f ms, max %+.1f ms"
          % (pct(0.99) - movetime, times[-1] - movetime))

if __name__ == "__main__":
    main()
