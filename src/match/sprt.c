/* sprt.c: the generalised SPRT over a trinomial (win, draw, loss) score. */
#include "match/sprt.h"

#include <math.h>

static double expected_score(double elo) { return 1.0 / (1.0 + pow(10.0, -elo / 400.0)); }

S4Sprt s4_sprt_make(double elo0, double elo1, double alpha, double beta)
{
    S4Sprt t = {elo0, elo1, alpha, beta, log(beta / (1.0 - alpha)), log((1.0 - beta) / alpha)};
    return t;
}

double s4_sprt_llr(int wins, int draws, int losses, double elo0, double elo1)
{
    if (wins + draws + losses <= 0)
        return 0.0;
    /* One draw more than was played: a match every game of which went one way still has a
     * variance (and evidence), and over many games the draw weighs nothing. */
    draws += 1;
    double n = wins + draws + losses;
    double m = (wins + 0.5 * draws) / n;
    double var = (wins * (1 - m) * (1 - m) + draws * (0.5 - m) * (0.5 - m) + losses * m * m) / n;
    if (var <= 0)
        return 0.0;
    double s0 = expected_score(elo0), s1 = expected_score(elo1);
    return n * (s1 - s0) * (2 * m - s0 - s1) / (2 * var);
}

S4SprtVerdict s4_sprt_verdict(const S4Sprt *t, int wins, int draws, int losses)
{
    double llr = s4_sprt_llr(wins, draws, losses, t->elo0, t->elo1);
    if (llr >= t->upper)
        return S4_SPRT_H1;
    if (llr <= t->lower)
        return S4_SPRT_H0;
    return S4_SPRT_CONTINUE;
}
