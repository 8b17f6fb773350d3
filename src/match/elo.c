/* elo.c: logistic Elo from a win/draw/loss count. */
#include "match/elo.h"

#include <math.h>

double s4_elo_of_score(double p)
{
    if (p <= 0.0)
        return -INFINITY;
    if (p >= 1.0)
        return INFINITY;
    return -400.0 * log10(1.0 / p - 1.0);
}

S4Elo s4_elo_from_results(int wins, int draws, int losses)
{
    S4Elo e;
    double n = wins + draws + losses;
    double p = (wins + 0.5 * draws) / n;
    /* Variance of one game's points around the mean, then of the mean over n games. */
    double var = (wins * (1 - p) * (1 - p) + draws * (0.5 - p) * (0.5 - p) + losses * p * p) / n;
    double z = 1.96, margin = z * sqrt(var / n);
    e.score = p;
    e.elo = s4_elo_of_score(p);
    e.low = s4_elo_of_score(p - margin);
    e.high = s4_elo_of_score(p + margin);
    if (var == 0) {
        /* Every game alike: the normal interval collapses; Wilson's score interval does not. */
        double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
        double half = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
        e.low = s4_elo_of_score(centre - half);
        e.high = s4_elo_of_score(centre + half);
    }
    return e;
}
