#!/usr/bin/env python3
"""audit_nodes.py: does the engine keep, at a node budget, the proved values that it gave up
in a timed match? Tells a structural miss from a move starved by a busy machine.

    bench/audit_nodes.py AUDIT ENGINE_NAME NODES [--engine PATH] [--cpu-limit MS]

AUDIT is the report of `score4-match --audit` (its lines "line L move K (NAME, colour) PEG:
win -> loss; ... moves before it: ..."). For every move of ENGINE_NAME (A or B) listed there,
the engine (default build/bin/score4-engine, one thread, no book) chooses a move in the same
position with NODES nodes (search and solvers together: the same move on any machine, however
loaded), and the solver (score4-solve-bench, weak, cold 64 MB table, --cpu-limit, default
4000 ms of processor time) judges the position after it. A budget of a million nodes is
about 100 ms of one core on the machine of docs/benchmarks.md. Prints one line a position
and the count kept.
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
LINE = re.compile(r"^line \d+ move (\d+) \((\S+), (white|black)\) (\S+): (win|draw) -> (\w+); "
                  r"proved in ([0-9.]+) ms.*moves before it: (.*)$")


def engine_move(engine, moves, nodes):
    colours = ("white", "black")
    text = "".join(f"note: {colours[k % 2]} plays {m};\n" for k, m in enumerate(moves))
    out = subprocess.run([engine, "--nodes", str(nodes), "--threads", "1", "--no-book"],
                         input=text + "move;\nquit;\n", capture_output=True, text=True,
                         check=True).stdout.split()
    return out[len(moves)].rstrip(".")


def value_after(solver, moves):
    """The weak value for the side to move after moves: win, draw, loss or unknown."""
    out = subprocess.run(solver, input=" ".join(moves) + "\n", capture_output=True, text=True,
                         check=True).stdout.split()
    return out[1]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("audit")
    p.add_argument("name")
    p.add_argument("nodes", type=int)
    p.add_argument("--engine", default=os.path.join(ROOT, "build", "bin", "score4-engine"))
    p.add_argument("--cpu-limit", type=int, default=4000)
    args = p.parse_args()
    solver = [os.path.join(os.path.dirname(args.engine), "score4-solve-bench"), "run", "--weak",
              "--hash", "64", "--cpu-limit", str(args.cpu_limit)]
    kept = total = 0
    with open(args.audit, encoding="utf-8") as f:
        for line in f:
            m = LINE.match(line.strip())
            if not m or m.group(2) != args.name:
                continue
            number, _, _, played, before, _, proof_ms, moves = m.groups()
            moves = moves.split()
            chosen = engine_move(args.engine, moves, args.nodes)
            after = value_after(solver, moves + [chosen])
            # The mover keeps a win when the opponent, to move after it, is lost.
            keeps = {"win": after == "loss", "draw": after in ("loss", "draw")}[before]
            total += 1
            kept += keeps
            print(f"{len(moves)} beads, {before} proved in {proof_ms} ms, played {played}: at "
                  f"{args.nodes} nodes {chosen} -> opponent's value {after}: "
                  f"{'kept' if keeps else 'given up'}", flush=True)
    print(f"{kept} of {total} kept at {args.nodes} nodes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
