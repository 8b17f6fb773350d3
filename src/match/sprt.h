/* sprt.h: a sequential probability ratio test on a match's score, so a match stops as soon
 * as it has shown that A is at least elo1 stronger than B, or not more than elo0. */
#ifndef S4_MATCH_SPRT_H
#define S4_MATCH_SPRT_H

typedef enum S4SprtVerdict {
    S4_SPRT_CONTINUE, /* not enough evidence yet */
    S4_SPRT_H1,       /* accept: A is elo1 or more stronger */
    S4_SPRT_H0,       /* reject: A is at most elo0 stronger */
} S4SprtVerdict;

typedef struct S4Sprt {
    double elo0, elo1;   /* the two hypotheses, elo0 < elo1 */
    double alpha, beta;  /* false accept and false reject rates */
    double lower, upper; /* bounds on the log-likelihood ratio: ln(beta/(1-alpha)), ln((1-beta)/alpha) */
} S4Sprt;

/* A test of elo0 against elo1 with error rates alpha and beta (each in (0, 0.5)). */
S4Sprt s4_sprt_make(double elo0, double elo1, double alpha, double beta);

/* The log-likelihood ratio of H1 against H0 after wins/draws/losses of A: the generalised SPRT
 * with the normal approximation of the per-game score (Van den Bergh): n (s1 - s0)(2 m - s0 - s1)
 * / (2 var), s0 and s1 being the expected scores of elo0 and elo1, m and var the observed mean
 * and variance, counting one draw more than was played (so a clean sweep still decides).
 * 0 before any game. */
double s4_sprt_llr(int wins, int draws, int losses, double elo0, double elo1);

/* What the test says after these results. */
S4SprtVerdict s4_sprt_verdict(const S4Sprt *t, int wins, int draws, int losses);

#endif
