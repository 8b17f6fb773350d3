#!/usr/bin/env python3
"""records_elo.py: engine A's score and Elo over the games of one or more match records.

    bench/records_elo.py RECORDS...

Reads the records score4-match writes (one game a line: `score4 1-0 <moves> # game N;
white: A, black: B`), counts A's wins, draws and losses over all the files together and
prints them with the Elo difference and its 95% interval, by the same formula as
score4-match (src/match/elo.c: logistic Elo of the mean score, normal interval of the
per-game points). A match run in parts (halves of the opening set side by side, or a match
finished later) is reported as one figure this way."""
import math
import re
import sys

GAME = re.compile(r"^\S+ (1-0|0-1|1/2-1/2) .*# game \d+; white: ([AB]), black: ([AB])")


def elo_of_score(p):
    if p <= 0.0:
        return -math.inf
    if p >= 1.0:
        return math.inf
    return -400.0 * math.log10(1.0 / p - 1.0)


def elo_from_results(wins, draws, losses):
    """(score, elo, low, high) as s4_elo_from_results computes them."""
    n = wins + draws + losses
    p = (wins + 0.5 * draws) / n
    var = (wins * (1 - p) ** 2 + draws * (0.5 - p) ** 2 + losses * p * p) / n
    z = 1.96
    margin = z * math.sqrt(var / n)
    low, high = elo_of_score(p - margin), elo_of_score(p + margin)
    if var == 0:  # every game alike: Wilson's score interval
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        low, high = elo_of_score(centre - half), elo_of_score(centre + half)
    return p, elo_of_score(p), low, high


def main(paths):
    if not paths:
        sys.exit("usage: records_elo.py RECORDS...")
    wins = draws = losses = 0
    for path in paths:
        with open(path, encoding="utf-8") as records:
            for line in records:
                if not line.strip() or line.startswith("#"):
                    continue
                game = GAME.match(line)
                if not game:
                    sys.exit(f"{path}: not a game record: {line.strip()[:60]}")
                result, white, _ = game.groups()
                if result == "1/2-1/2":
                    draws += 1
                elif (result == "1-0") == (white == "A"):
                    wins += 1
                else:
                    losses += 1
    n = wins + draws + losses
    if n == 0:
        sys.exit("no games")
    p, elo, low, high = elo_from_results(wins, draws, losses)
    print(f"games {n}: A +{wins} ={draws} -{losses}, score {100 * p:.1f}%")
    print(f"Elo difference: {elo:+.0f} (95%: {low:+.0f} .. {high:+.0f})")


if __name__ == "__main__":
    main(sys.argv[1:])
