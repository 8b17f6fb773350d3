/* time_alloc.c: a share of the clock for each move.
 *
 * The mover still places about half the empty cells, but games end long before the board is
 * full, so the horizon is that count clamped to [MIN_HORIZON, MAX_HORIZON] moves: early
 * moves (where a deep search pays least) get a modest share, and however long the game runs
 * each move spends only a fraction of what is left. Most of the increment is spent at once:
 * it comes back after the move. */
#include "time_alloc.h"

enum { MIN_HORIZON = 8, MAX_HORIZON = 24 };

/* Where games are decided: the moves from DECISIVE_FROM to DECISIVE_TO beads, where the
 * search must steer without a proof and the solver starts to prove positions within a move's
 * time (the blunder audits of match records give values away from 21 to 37 beads, most at 26
 * to 28, among the values the solver proves in 50 ms; docs/benchmarks.md, "Strength"; the
 * earlier moves' values are beyond such proofs), get DECISIVE_WEIGHT times the even
 * share; the moves before it (the book and the opening, where a deeper search pays least)
 * EARLY_WEIGHT times. After it the solver proves most positions in a fraction of a share,
 * and a proved position's moves cost only their proof (engine.c), so the even share is kept
 * for the positions it does not prove. Weights in quarters. */
enum { DECISIVE_FROM = 16, DECISIVE_TO = 28, DECISIVE_WEIGHT = 8, EARLY_WEIGHT = 2,
       EVEN_WEIGHT = 4 };

static long band_weight(int empty_cells, int cells)
{
    if (cells != 64)
        return EVEN_WEIGHT;
    int beads = cells - empty_cells;
    if (beads < DECISIVE_FROM)
        return EARLY_WEIGHT;
    return beads <= DECISIVE_TO ? DECISIVE_WEIGHT : EVEN_WEIGHT;
}

long s4_time_allot(long left_ms, long inc_ms, int empty_cells, int cells)
{
    long usable = left_ms - S4_TIME_RESERVE_MS;
    if (usable <= 1)
        return 1;
    long horizon = (empty_cells + 1) / 2;
    if (horizon < MIN_HORIZON)
        horizon = MIN_HORIZON;
    if (horizon > MAX_HORIZON)
        horizon = MAX_HORIZON;
    long allot = usable / horizon * band_weight(empty_cells, cells) / EVEN_WEIGHT +
                 (inc_ms > 0 ? inc_ms * 3 / 4 : 0);
    /* never more than a third of what is left in one move, whatever the increment */
    if (allot > usable / 3)
        allot = usable / 3;
    return allot > 1 ? allot : 1;
}
