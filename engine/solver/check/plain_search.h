/* plain_search.h: the proof checker's own search: a plain alpha-beta over the core board.
 *
 * Deliberately simple and separate from the solver (engine/solver/cube_*): it shares no
 * table, no move order and no pruning rule with it, only the core's rules (src/core/board.h),
 * so a fault in the solver's knowledge cannot hide a fault in a certificate. What it knows:
 * a move that completes a line wins; an opponent with two such moves wins; with one, that
 * cell must be taken; a dead board (no line free of both colours) and a full one are drawn.
 * Everything else is searched, pegs in a fixed order (centre pegs first), with a small table
 * of its own (bounds under the exact position, always replaced) so that transpositions,
 * frequent near the end of a game, are searched once.
 */
#ifndef S4_CHECK_PLAIN_SEARCH_H
#define S4_CHECK_PLAIN_SEARCH_H

#include <stdbool.h>
#include <stdint.h>

#include "core/board.h"

typedef struct S4PlainEntry {
    uint64_t white, black; /* the position (both zero: empty) */
    int8_t lower, upper;   /* bounds on its weak value for the side to move */
} S4PlainEntry;

enum { S4_PLAIN_TABLE_BITS = 20 };

typedef struct S4PlainSearch {
    uint64_t nodes;   /* positions visited since the last s4_plain_at_least */
    uint64_t budget;  /* the most a call may visit (0: no limit) */
    bool exhausted;   /* the last call stopped at the budget: its answer means nothing */
    S4PlainEntry *table; /* 2^S4_PLAIN_TABLE_BITS entries */
} S4PlainSearch;

/* A search with its table: false when memory is short. */
bool s4_plain_init(S4PlainSearch *search, uint64_t budget);
void s4_plain_free(S4PlainSearch *search);

/* Whether the weak value (1 a win, 0 a draw, -1 a loss) of board with `to_move` to play is
 * at least v (from to_move's view), in *yes. The board holds no complete line. false when
 * the budget ran out first (search->nodes counts this call). */
bool s4_plain_at_least(S4PlainSearch *search, const S4Board *board, S4Colour to_move, int v,
                       bool *yes);

#endif
