/* time_alloc.c: a share of the clock for each move.
 *
 * The mover still places about half the empty cells, but games end long before the board is
 * full, so the horizon is that count clamped to [MIN_HORIZON, MAX_HORIZON] moves: early
 * moves (where a deep search pays least) get a modest share, and however long the game runs
 * each move spends only a fraction of what is left. Most of the increment is spent at once:
 * it comes back after the move. */
#include "time_alloc.h"

enum { MIN_HORIZON = 8, MAX_HORIZON = 24 };

long s4_time_allot(long left_ms, long inc_ms, int empty_cells)
{
    long usable = left_ms - S4_TIME_RESERVE_MS;
    if (usable <= 1)
        return 1;
    long horizon = (empty_cells + 1) / 2;
    if (horizon < MIN_HORIZON)
        horizon = MIN_HORIZON;
    if (horizon > MAX_HORIZON)
        horizon = MAX_HORIZON;
    long allot = usable / horizon + (inc_ms > 0 ? inc_ms * 3 / 4 : 0);
    /* never more than a third of what is left in one move, whatever the increment */
    if (allot > usable / 3)
        allot = usable / 3;
    return allot > 1 ? allot : 1;
}
