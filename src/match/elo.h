/* elo.h: the Elo difference a match score stands for, with a 95% interval. */
#ifndef S4_MATCH_ELO_H
#define S4_MATCH_ELO_H

#include <stdbool.h>

typedef struct S4Elo {
    double score;     /* points per game, 0..1 */
    double elo;       /* difference; +-INFINITY when every game went one way */
    double low, high; /* 95% interval (normal approximation of the per-game score) */
} S4Elo;

/* Elo difference for wins/draws/losses from the first player's view; games must be > 0. */
S4Elo s4_elo_from_results(int wins, int draws, int losses);

/* The Elo difference of a score fraction p in [0, 1]. */
double s4_elo_of_score(double p);

#endif
