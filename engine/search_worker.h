/* search_worker.h: the searcher's insides, shared by the node search and the thread driver. */
#ifndef S4_ENGINE_SEARCH_WORKER_H
#define S4_ENGINE_SEARCH_WORKER_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "search.h"
#include "cube_board.h"
#include "search_pos.h"
#include "tt.h"

typedef struct S4Worker S4Worker;

enum { S4_BUSY_SLOTS = 4096, S4_BUSY_DEPTH = 3 };

/* Invariant: sg describes the board of the search in progress (set before any thread starts). */
struct S4Searcher {
    S4TT tt;                 /* shared by all threads */
    S4SearchGeo sg;          /* tables of the current game */
    const S4Geometry *geo;   /* the geometry sg was built from; rebuilt when it changes */
    int threads;             /* 1..S4_MAX_THREADS */
    atomic_bool stop;        /* set by the main thread: every worker returns at once */
    double deadline_ms;      /* 0: none; the main thread watches it */
    uint64_t node_cap;       /* the main thread's share of limits.nodes (0: none); it watches it */
    double late_ms;          /* smoothed time from a deadline to the search's return */
    S4Worker *workers;       /* threads of them */
    /* Added to each root move's score when moves are compared (levels below full strength);
     * all zero otherwise. Indexed by cell. */
    int noise_by_cell[S4_MAX_CELLS];
    bool hand_eval;          /* the hand-set evaluation even in Score Four (eval.h) */
    S4CubeLines cube_lines;  /* Score Four's lines for the solver's static rules (search.c) */
    bool rules;              /* Score Four: the search bounds nodes by those rules */
    /* Keys of positions some thread is searching now (depth >= S4_BUSY_DEPTH, threads > 1):
     * another thread defers those moves, so the threads spread over the tree. */
    _Atomic uint64_t busy[S4_BUSY_SLOTS];
};

/* One thread's state. Invariant: root_cells[0..root_count) are the legal root moves worth
 * searching, best first after each completed iteration. */
struct S4Worker {
    S4Searcher *s;
    int id;                       /* 0: the main thread, which keeps the clock */
    uint64_t nodes;
    int history[2][S4_MAX_CELLS]; /* cutoffs by cell, per parity of the count */
    S4Pos root;
    int root_cells[S4_MAX_PEGS];
    int root_count;
    int max_depth;                /* deepest iteration this worker may start */
    /* results of the last completed iteration */
    int best_cell;
    int best_score;
    int depth_done;
    /* the best move of the iteration in progress so far (-1: none finished yet), with its
     * score (a lower bound when its exact re-search was cut short by the clock) */
    int partial_cell;
    int partial_score;
};

/* The value of p for its side to move, searched `depth` plies (forced replies are free)
 * in the window (alpha, beta). Returns 0 at once once s->stop is set. */
int s4_negamax(S4Worker *w, const S4Pos *p, int depth, int alpha, int beta);

/* Searches the worker's root moves to depth, best first; sets best_cell/best_score unless
 * stopped, and partial_cell/partial_score as moves finish. Returns false when the search
 * was stopped before it finished. */
bool s4_search_root(S4Worker *w, int depth);

#endif
