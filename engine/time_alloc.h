/* time_alloc.h: how much of a game clock one move may spend. Pure arithmetic, no clock. */
#ifndef S4_ENGINE_TIME_ALLOC_H
#define S4_ENGINE_TIME_ALLOC_H

enum {
    /* Kept back from every clock for the pipe, the process switch and the search's own
     * stopping delay, which the referee counts and the engine cannot see. */
    S4_TIME_RESERVE_MS = 30,
};

/* The time to think about this move, in milliseconds (at least 1), given the time left on
 * the mover's clock, the increment it gets after each move, the empty cells on the board and
 * its cells. On Score Four's board (64 cells) the moves where games are decided get more than
 * an even share and the opening less (time_alloc.c); other boards share evenly.
 * Invariant: the answer plus S4_TIME_RESERVE_MS never exceeds left_ms when left_ms allows
 * anything at all, so a search that stops on time never loses on time; a whole game played
 * at the answers keeps at least a fraction of the clock for its last moves. */
long s4_time_allot(long left_ms, long inc_ms, int empty_cells, int cells);

#endif
