#!/usr/bin/env python3
"""What the engine's analyse scores mean, game by game: the scale behind the hint's words.

    python3 bench/hint_scale.py build/bin GAMES SEED GAME... [--pairs DIR]

For each game, score4-match plays GAMES games of score4-engine (--movetime 100) against
itself, each pair from a random 4-move opening of SEED; every later position is analysed
(`score4-engine --game G --movetime 300 analyse "<moves>"`, the hint's command), and the
best peg's value, when it is a heuristic score (not a proved win, loss or draw), is paired
with the game's result for the side to move (1, 0.5 or 0). Prints, per game, the s of the
model P = 1 / (1 + exp(-score / s)) fitted by maximum likelihood, and the mover's result in
score bands. Scores of games compared in the same run share the method's bias (the players
see less deep than the analysis), so their ratio of s is what tells the scales apart.
With --pairs DIR each game's pairs are written to DIR/GAME.pairs ('score result' lines).
"""
import math
import os
import subprocess
import sys


def best_value(bin_dir, game, moves):
    """('win'|'loss'|'draw'|'score', n) of the best peg, as the hint ranks them."""
    text = subprocess.run([f"{bin_dir}/score4-engine", "--game", game, "--movetime", "300",
                           "analyse", " ".join(moves)],
                          capture_output=True, text=True, check=True).stdout
    best, best_rank = None, None
    for line in text.splitlines():
        w = line.split()
        if w[1] == "win":
            value, rank = ("win", int(w[2])), 1000000 - int(w[2])
        elif w[1] == "loss":
            value, rank = ("loss", int(w[2])), -1000000 + int(w[2])
        elif w[1] == "draw":
            value, rank = ("draw", 0), 0
        else:
            value, rank = ("score", int(w[1])), int(w[1])
        if best_rank is None or rank > best_rank:
            best, best_rank = value, rank
    return best


def pairs_of(bin_dir, game, games, seed, records):
    engine = f"{bin_dir}/score4-engine --game {game} --movetime 100"
    subprocess.run([f"{bin_dir}/score4-match", "--game", game, "--games", str(games),
                    "--limit", "3000", "--opening", "4", "--seed", str(seed),
                    "--records", records, "--quiet", engine, engine],
                   check=True, capture_output=True)
    pairs = []
    for line in open(records):
        words = line.split("#")[0].split()
        white = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}[words[1]]
        moves = words[2:]
        for ply in range(4, len(moves)):
            kind, n = best_value(bin_dir, game, moves[:ply])
            if kind == "score":
                pairs.append((n, white if ply % 2 == 0 else 1 - white))
    return pairs


def log_loss(pairs, s):
    total = 0.0
    for x, y in pairs:
        p = min(max(1 / (1 + math.exp(max(min(-x / s, 700), -700))), 1e-9), 1 - 1e-9)
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(pairs)


def report(game, games, pairs):
    if not pairs:
        print(f"{game}: no heuristic best value in {games} games (all proved)")
        return
    loss, s = min((log_loss(pairs, s / 2), s / 2) for s in range(10, 1200))
    print(f"{game}: {len(pairs)} positions of {games} games; fitted s = {s:.1f} "
          f"(mean log-loss {loss:.4f}; at s = 100: {log_loss(pairs, 100):.4f})")
    for lo, hi in [(-10**6, -150), (-150, -60), (-60, -20), (-20, -5), (-5, 5), (5, 20),
                   (20, 60), (60, 150), (150, 10**6)]:
        band = [y for x, y in pairs if lo <= x < hi]
        if band:
            print(f"  score in [{lo}, {hi}): {len(band)} positions, "
                  f"the mover scored {100 * sum(band) / len(band):.0f} %")


def main():
    args = sys.argv[1:]
    pairs_dir = None
    if "--pairs" in args:
        i = args.index("--pairs")
        pairs_dir = args[i + 1]
        del args[i:i + 2]
    if len(args) < 4:
        sys.exit(__doc__)
    bin_dir, games, seed, names = args[0], int(args[1]), int(args[2]), args[3:]
    for game in names:
        records = f"hint_scale_{game}_{seed}.txt"
        pairs = pairs_of(bin_dir, game, games, seed, records)
        os.remove(records)
        if pairs_dir:
            with open(os.path.join(pairs_dir, f"{game}.pairs"), "w") as f:
                f.writelines(f"{x} {y}\n" for x, y in pairs)
        report(game, games, pairs)
        sys.stdout.flush()


if __name__ == "__main__":
    main()
