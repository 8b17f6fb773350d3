/* search.h: choosing a move by iterative-deepening alpha-beta. Takes no text, prints nothing. */
#ifndef S4_ENGINE_SEARCH_H
#define S4_ENGINE_SEARCH_H

#include <stdbool.h>
#include <stdint.h>

#include "core/board.h"

/* Scores are from the side to move's view. A proved win is S4_SCORE_WIN minus the beads on
 * the board when it is made, so a faster win scores higher; a proved loss is its negative. */
enum {
    S4_SCORE_WIN = 10000,
    S4_SCORE_PROVEN = S4_SCORE_WIN - 100, /* |score| >= this: a proved win or loss */
    S4_MAX_DEPTH = 64,
};

typedef struct S4SearchLimits {
    int depth;          /* deepest iteration, 1..S4_MAX_DEPTH; 0: no limit */
    long movetime_ms;   /* stop after about this long; 0: no limit */
} S4SearchLimits;

typedef struct S4SearchResult {
    int peg;            /* the chosen peg; -1 only when no move is legal */
    int score;          /* of the chosen move, for the side to move */
    int depth;          /* deepest completed iteration */
    bool proved;        /* score is an exact game result, not a heuristic */
    uint64_t nodes;     /* positions visited */
    double elapsed_ms;  /* wall time */
} S4SearchResult;

/* Opaque: the transposition table and counters of one searcher. */
typedef struct S4Searcher S4Searcher;

/* A searcher with a transposition table of about hash_mb megabytes (at least 1).
 * Returns NULL when memory is short. */
S4Searcher *s4_searcher_new(int hash_mb);
void s4_searcher_free(S4Searcher *searcher);

/* Forgets everything learned (a new game). */
void s4_searcher_clear(S4Searcher *searcher);

/* Picks a move for colour `side` on board within the limits (depth and time both apply
 * when both are set; with neither, depth 8). Always returns a legal peg when one exists:
 * an immediate win first, then a block of an immediate loss, then the search's choice. */
void s4_search(S4Searcher *searcher, const S4Board *board, S4Colour side,
               const S4SearchLimits *limits, S4SearchResult *result);

#endif
