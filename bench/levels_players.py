#!/usr/bin/env python3
"""levels_players.py: how often simple players beat the engine's levels, from the empty board.

    bench/levels_players.py [--games N] [--seed S] [--levels 1,2,3] [--players wins,weak]
                            [--records DIR] [--bin DIR]

For each player and level, plays N games (the player White in the even ones, Black in the odd
ones) of `match_stub_engine score4 PLAYER` against `score4-engine --level L --threads 1`, both
kept running from game to game. Before game g both are sent `restart;` and `seed S+g;`, so the
whole run replays from S, and each game differs from the others. The players (tests/
match_stub_engine.c):
    wins  takes a win when it can, else a random legal peg, never blocks (a new player)
    weak  the tests' weak player: takes a win, blocks a single threat, else a random legal peg
Prints one line per pairing: the player's wins, draws and losses, its win rate with a Wilson
95% interval. With --records, each pairing's games go to DIR/PLAYER-vs-levelL.txt as move
records (score4-match's format). Run it under `nice -n 10` on a shared machine."""
import argparse
import itertools
import math
import os
import subprocess
import sys

N = 4


def winning_lines():
    """The 76 winning lines of Score Four, each a set of (x, y, z)."""
    out = set()
    dirs = [d for d in itertools.product((-1, 0, 1), repeat=3) if d != (0, 0, 0)]
    for x, y, z in itertools.product(range(N), repeat=3):
        for dx, dy, dz in dirs:
            cells = [(x + i * dx, y + i * dy, z + i * dz) for i in range(N)]
            if all(0 <= a < N for c in cells for a in c):
                out.add(tuple(sorted(cells)))
    return [frozenset(line) for line in out]


LINES = winning_lines()


class Player:
    """One process speaking the engine protocol; every answer is read at once."""

    def __init__(self, argv):
        self.argv = argv
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)

    def ask(self, command):
        self.p.stdin.write(command + "\n")
        self.p.stdin.flush()
        line = self.p.stdout.readline().strip()
        if not line:
            sys.exit("levels_players.py: %s stopped answering '%s'" % (self.argv[0], command))
        return line

    def expect_ok(self, command):
        line = self.ask(command)
        if line != "ok.":
            sys.exit("levels_players.py: %s answered '%s' to '%s'" % (self.argv[0], line, command))

    def close(self):
        try:
            self.ask("quit;")
        except (BrokenPipeError, SystemExit):
            pass
        self.p.wait()


def play_game(white, black, seed):
    """One game from the empty board; returns (result for White: 1, 0.5, 0, the moves)."""
    sides = [white, black]
    for c, who in enumerate(sides):
        who.expect_ok("restart;")
        who.expect_ok("seed %d;" % seed)
        who.expect_ok("play %s;" % ("white", "black")[c])
    height, owner, moves = {}, {}, []
    for ply in range(N * N * N):
        mover = ply % 2
        answer = sides[mover].ask("move;")
        peg = answer.rstrip(".").upper()
        if len(peg) != 2 or peg[0] not in "ABCD" or peg[1] not in "1234":
            sys.exit("levels_players.py: %s answered '%s'" % (sides[mover].argv[0], answer))
        xy = ("ABCD".index(peg[0]), int(peg[1]) - 1)
        z = height.get(xy, 0)
        if z >= N:
            sys.exit("levels_players.py: %s played the full peg %s" % (sides[mover].argv[0], peg))
        height[xy] = z + 1
        cell = (xy[0], xy[1], z)
        owner[cell] = mover
        moves.append(peg)
        if any(cell in line and all(owner.get(c) == mover for c in line) for line in LINES):
            return 1.0 - mover, moves
        sides[1 - mover].expect_ok("note: %s plays %s;" % (("white", "black")[mover], peg))
    return 0.5, moves


def wilson(wins, n, z=1.96):
    """The 95% Wilson interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--levels", default="1,2,3")
    ap.add_argument("--players", default="wins,weak")
    ap.add_argument("--records", default=None)
    ap.add_argument("--bin", default=os.path.join(here, "..", "build", "bin"))
    o = ap.parse_args()
    if o.records:
        os.makedirs(o.records, exist_ok=True)
    print("games %d a pairing, seeds %d..%d, the player White in even games" %
          (o.games, o.seed, o.seed + o.games - 1))
    for player in o.players.split(","):
        for level in [int(x) for x in o.levels.split(",")]:
            stub = Player([os.path.join(o.bin, "match_stub_engine"), "score4", player])
            engine = Player([os.path.join(o.bin, "score4-engine"), "--level", str(level),
                             "--threads", "1", "--hash", "4"])
            won = drawn = lost = 0
            records = []
            for g in range(o.games):
                seed = o.seed + g
                player_white = g % 2 == 0
                white, black = (stub, engine) if player_white else (engine, stub)
                result, moves = play_game(white, black, seed)
                mine = result if player_white else 1.0 - result
                won += mine == 1.0
                drawn += mine == 0.5
                lost += mine == 0.0
                text = {1.0: "1-0", 0.5: "1/2-1/2", 0.0: "0-1"}[result]
                records.append("score4 %s %s # game %d, seed %d; white: %s, black: %s" %
                               (text, " ".join(moves), g + 1, seed,
                                player if player_white else "level %d" % level,
                                "level %d" % level if player_white else player))
            stub.close()
            engine.close()
            low, high = wilson(won, o.games)
            print("%-5s vs level %2d: +%d =%d -%d  wins %.1f%% (95%%: %.1f .. %.1f)" %
                  (player, level, won, drawn, lost, 100.0 * won / o.games, 100 * low, 100 * high),
                  flush=True)
            if o.records:
                path = os.path.join(o.records, "%s-vs-level%d.txt" % (player, level))
                with open(path, "w") as f:
                    f.write("\n".join(records) + "\n")


if __name__ == "__main__":
    main()
