/* search.h: choosing a move by iterative-deepening alpha-beta on several threads, and proving
 * results exactly. Takes no text, prints nothing. */
#ifndef S4_ENGINE_SEARCH_H
#define S4_ENGINE_SEARCH_H

#include <stdbool.h>
#include <stdint.h>

#include "core/limits.h"
#include "core/board.h"

/* Scores are from the side to move's view. A proved win is S4_SCORE_WIN minus the beads on
 * the board once the winning bead is in, so a faster win scores higher; a proved loss is
 * its negative; a proved draw is 0 with `proved` set. Heuristic scores stay inside
 * (-S4_SCORE_PROVEN, S4_SCORE_PROVEN). */
enum {
    S4_SCORE_WIN = 10000,
    S4_SCORE_PROVEN = S4_SCORE_WIN - 100, /* |score| >= this: a proved win or loss */
    S4_MAX_DEPTH = S4_LIMIT_DEPTH,
    S4_MAX_THREADS = 64,
};

typedef struct S4SearchLimits {
    int depth;          /* deepest iteration, 1..S4_MAX_DEPTH; 0: no limit */
    long movetime_ms;   /* stop after about this long (never later); 0: no limit */
    uint64_t nodes;     /* stop after about this many positions, every thread counted (the
                         * main thread's count times the threads); 0: no limit. With one
                         * thread and no move time the search is the same on any machine */
    int noise;          /* root moves compared with up to +-noise added (weaker levels); 0: none */
    uint64_t seed;      /* of the noise: the same seed, position and limits give the same move */
    bool forced_at_once; /* a single sensible move is played without searching it */
    bool keep_under;    /* the root may play under an opponent's threat (the lowest level) */
} S4SearchLimits;

typedef struct S4SearchResult {
    int peg;            /* the chosen peg; -1 only when no move is legal */
    int score;          /* of the chosen move, for the side to move */
    int depth;          /* deepest completed iteration */
    bool proved;        /* score is an exact game result, not a heuristic */
    bool forced;        /* the single sensible move, played without a search (forced_at_once) */
    uint64_t nodes;     /* positions visited, all threads */
    double elapsed_ms;  /* wall time */
} S4SearchResult;

/* How long before the end of a move's time MS a search aims to stop, so that the answer is
 * practically never late (8% of the time at 100 ms, 3.5% at a second); for others that use
 * the end of the same move's time (the solver's check at full strength, engine.c). */
double s4_search_early_ms(long movetime_ms);

/* Opaque: the transposition table, the threads' state and counters of one searcher. */
typedef struct S4Searcher S4Searcher;

/* A searcher with a transposition table of about hash_mb megabytes (at least 1) that
 * searches on `threads` threads (1..S4_MAX_THREADS). Returns NULL when memory is short. */
S4Searcher *s4_searcher_new(int hash_mb, int threads);
void s4_searcher_free(S4Searcher *searcher);

/* Evaluates with the hand-set weights even in Score Four (for self-play data: eval.h). */
void s4_searcher_use_hand_eval(S4Searcher *searcher, bool hand);

/* Forgets everything learned (a new game). */
void s4_searcher_clear(S4Searcher *searcher);

/* Changes the number of threads used by later searches (clamped to 1..S4_MAX_THREADS). */
void s4_searcher_set_threads(S4Searcher *searcher, int threads);

/* Picks a move for colour `side` on board within the limits (depth, time and nodes each
 * apply when set; with none of them, depth 8). Always returns a legal peg when one exists:
 * an immediate win first, then a block of an immediate loss, then the search's choice.
 * With a move time it searches until the time is nearly up, deeper and deeper; when the
 * clock stops an iteration it plays the best move that iteration has finished (the
 * previous best is searched first, so that is never worse than the last full iteration).
 * A proved win is the fastest the search found, a proved loss the slowest. */
void s4_search(S4Searcher *searcher, const S4Board *board, S4Colour side,
               const S4SearchLimits *limits, S4SearchResult *result);

/* Solves the position for `side` to move exactly, on one thread, with no limit:
 * result->score is 1 (win), 0 (draw) or -1 (loss), proved is set and peg is -1. */
void s4_search_solve(S4Searcher *searcher, const S4Board *board, S4Colour side,
                     S4SearchResult *result);

/* Beads the side to move (with `count` beads on the board) still places until a proved
 * win or loss `score` ends the game, counting its next bead. */
int s4_score_beads_left(int score, int count);

#endif
