#!/usr/bin/env python3
"""The cost of a proof skeleton's frontier from score4-skeleton's probes.

    bench/skeleton_estimate.py FILE...     one summary line per file of `score4-skeleton probe`

Each probe of FILE is a path from the root to the frontier with its weight W (the product of
1 / p over Black's nodes on it, p the chance of the reply it took: the number of distinct
replies when they are drawn uniformly), its Horvitz-Thompson weight 1 / q (q the exact chance
that a probe reaches its frontier position's class) and, when it reached the frontier, the
processor time C of the frontier position's weak solve. Knuth's estimator: the mean of W is the
frontier's size (0 for a probe that ended before), the mean of W x C its total cost; their 95 %
intervals are the 2.5 and 97.5 percentiles of the same means over 1,000 resamples of the
probes (bootstrap; the log-normal's over 200 of them). A solve the cap stopped counts as the cap, so with any capped probe the
cost is a lower bound (censored). A second cost, log-normal: the frontier positions' times
fitted by a log-normal whose capped samples are censored (maximum likelihood), its mean
exp(mu + sigma^2 / 2) times the frontier's size, with the bootstrap's interval; where the
capped solves are many this says what the lower bound leaves out, as far as the log-normal
form holds.
"""
import math
import random
import sys

HOUR_MS = 3.6e6


def read(path):
    """The probes (weight, 1 / q, reached, cpu_ms, capped) and the file's comment line."""
    probes, note = [], ""
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                note = line[1:].strip()
                continue
            fields = line.rstrip("\n").split("\t")
            if fields[0] == "probe":
                continue
            weight, distinct, beads = float(fields[1]), float(fields[2]), int(fields[3])
            cpu, capped = float(fields[6]), fields[7] == "1"
            probes.append((weight, distinct, beads > 0, cpu, capped))
    return probes, note


def phi(x):
    return 0.5 * (1 + math.erf(x / math.sqrt(2)))


def lognormal_mean(times, capped):
    """The mean of a log-normal fitted to times (ms), censored where capped; None if unfit."""
    logs = [math.log(max(t, 0.01)) for t in times]
    if len(logs) < 3 or all(capped):
        return None

    def nll(mu, log_sigma):
        s = math.exp(log_sigma)
        total = 0.0
        for x, c in zip(logs, capped):
            z = (x - mu) / s
            if c:
                total -= math.log(max(1 - phi(z), 1e-300))
            else:
                total -= -0.5 * z * z - math.log(s)
        return total

    # Nelder-Mead on (mu, log sigma), from the uncensored mean and spread.
    mean = sum(logs) / len(logs)
    spread = math.sqrt(sum((x - mean) ** 2 for x in logs) / len(logs)) or 1.0
    simplex = [(mean, math.log(spread)), (mean + 1, math.log(spread)),
               (mean, math.log(spread) + 0.5)]
    values = [nll(*p) for p in simplex]
    for _ in range(150):
        order = sorted(range(3), key=lambda i: values[i])
        simplex = [simplex[i] for i in order]
        values = [values[i] for i in order]
        cx = (simplex[0][0] + simplex[1][0]) / 2
        cy = (simplex[0][1] + simplex[1][1]) / 2
        worst = simplex[2]
        reflected = (2 * cx - worst[0], 2 * cy - worst[1])
        fr = nll(*reflected)
        if fr < values[0]:
            expanded = (3 * cx - 2 * worst[0], 3 * cy - 2 * worst[1])
            fe = nll(*expanded)
            simplex[2], values[2] = (expanded, fe) if fe < fr else (reflected, fr)
        elif fr < values[1]:
            simplex[2], values[2] = reflected, fr
        else:
            contracted = ((cx + worst[0]) / 2, (cy + worst[1]) / 2)
            fc = nll(*contracted)
            if fc < values[2]:
                simplex[2], values[2] = contracted, fc
            else:
                best = simplex[0]
                simplex = [best] + [((p[0] + best[0]) / 2, (p[1] + best[1]) / 2)
                                    for p in simplex[1:]]
                values = [nll(*p) for p in simplex]
    mu, log_sigma = simplex[0]
    sigma = math.exp(log_sigma)
    if sigma > 6:
        return None
    return math.exp(mu + sigma * sigma / 2)


def estimates(probes, fit=True):
    """Paths at the frontier (mean W), distinct positions (mean 1 / q), their total cost in
    core-hours (mean C / q) and its log-normal counterpart."""
    n = len(probes)
    paths = sum(w for w, _, reached, _, _ in probes if reached) / n
    size = sum(d for _, d, reached, _, _ in probes if reached) / n
    cost = sum(d * c for _, d, reached, c, _ in probes if reached) / n / HOUR_MS
    times = [c for _, _, reached, c, _ in probes if reached]
    capped = [k for _, _, reached, _, k in probes if reached]
    mean_ln = lognormal_mean(times, capped) if fit else None
    cost_ln = size * mean_ln / HOUR_MS if mean_ln is not None else None
    return paths, size, cost, cost_ln


def interval(values):
    values = sorted(v for v in values if v is not None)
    if not values:
        return None, None
    return values[int(0.025 * (len(values) - 1))], values[int(0.975 * (len(values) - 1))]


def fmt(x):
    if x is None:
        return "-"
    if x == 0:
        return "0"
    exponent = math.floor(math.log10(abs(x)))
    if -2 <= exponent < 5:
        return f"{x:,.{max(0, 1 - exponent)}f}" if exponent < 1 else f"{x:,.0f}"
    return f"{x / 10 ** exponent:.1f}e{exponent}"


def summary(path, resamples=1000, seed=1):
    """The file's figures as one line, and as a dict for the result rows."""
    probes, note = read(path)
    paths, size, cost, cost_ln = estimates(probes)
    rng = random.Random(seed)
    # The log-normal fit in a fifth of the resamples only: it is the slow part.
    boot = [estimates([rng.choice(probes) for _ in probes], fit=i % 5 == 0)
            for i in range(resamples)]
    reached = [p for p in probes if p[2]]
    values = {}
    capped = sum(1 for p in reached if p[4])
    times = sorted(p[3] for p in reached)
    median = times[len(times) // 2] if times else 0
    p_lo, p_hi = interval([b[0] for b in boot])
    s_lo, s_hi = interval([b[1] for b in boot])
    c_lo, c_hi = interval([b[2] for b in boot])
    l_lo, l_hi = interval([b[3] for b in boot])
    bound = ", a lower bound: capped solves count as the cap" if capped else ""
    return (f"{note}: {len(probes)} probes, {len(reached)} reached the frontier "
            f"({capped} capped, median {median:.1f} ms, longest {times[-1] if times else 0:.0f} ms); "
            f"frontier {fmt(size)} distinct "
            f"positions (95 % {fmt(s_lo)} .. {fmt(s_hi)}; paths {fmt(paths)}, "
            f"{fmt(p_lo)} .. {fmt(p_hi)}); cost {fmt(cost)} core-hours "
            f"(95 % {fmt(c_lo)} .. {fmt(c_hi)}{bound}); log-normal with censoring "
            f"{fmt(cost_ln)} core-hours (95 % {fmt(l_lo)} .. {fmt(l_hi)})")


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    for path in argv[1:]:
        print(summary(path))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
