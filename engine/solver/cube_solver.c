/* cube_solver.c: alpha-beta over Score Four positions with threat logic, a static parity
 * rule, an exact-key table and enhanced transposition cutoffs. */
#include "cube_solver.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "cube_fastest.h"
#include "cube_moves.h"
#include "cube_order.h"
#include "cube_pns.h"
#include "cube_pairing.h"
#include "cube_rules.h"
#include "cube_shallow.h"
#include "cube_solver_state.h"
#include "cube_table.h"

/* The move order's history is kept apart for each band of HISTORY_BAND empty cells, and from
 * ORDER_EVAL_EMPTY empty cells up the learned evaluation of each move (cube_order.h,
 * ORDER_EVAL_WEIGHT per unit) joins it. With one history for the whole tree, the cut-offs near
 * the leaves (most of them) would set the order of the upper nodes too, where they say little;
 * up there the evaluation says more than the few cut-offs. The band width and the weight are
 * the best of the values measured around them on the decision set (docs/solving.md, "The move
 * order"; the figures in docs/benchmarks.md). */
enum { HISTORY_BAND = 12, ORDER_EVAL_EMPTY = 26, ORDER_EVAL_WEIGHT = 64 };

/* One thread's search state. */
typedef struct Search {
    S4CubeSolver *solver;
    const S4CubeLines *lines;
    uint64_t nodes;
    uint64_t shallow_nodes;     /* positions the move order's shallow searches visited */
    uint64_t next_check;        /* nodes at which the clock and the stop flag are read next */
    double deadline;            /* ms on the solver's clock (s4_cube_solver_now); 0: none */
    const volatile int *stop;   /* external stop, may be NULL */
    volatile int *abort_all;    /* set by whichever thread finishes or times out first */
    uint64_t node_cap;          /* 0: none; else the search gives up at about this many nodes */
    bool aborted;
    int id;                     /* 0 for the calling thread: helpers vary the move order */
    int root_moves;             /* the bead count of the search's root */
    int root_peg;               /* the root's move that proved its last return (-1: none) */
    /* history[side][empty / HISTORY_BAND][cell]: see reward(). */
    uint32_t history[2][S4_CUBE_CELLS / HISTORY_BAND + 1][S4_CUBE_CELLS];
} Search;

int s4_cube_beads_left(int score, int moves)
{
    if (score > 0)
        return (65 - score - moves + 1) / 2;
    return (65 + score - moves) / 2;
}

/* The score of a position decided at once (s4_cube_moves not OPEN), with `moves` beads. */
static inline int decided_score(S4CubeMovesKind kind, int moves)
{
    return kind == S4_CUBE_MOVES_FULL ? 0 : kind == S4_CUBE_MOVES_WIN ? 64 - moves : -(63 - moves);
}

bool s4_cube_decided(const S4CubePos *pos, int *score)
{
    uint64_t moves;
    S4CubeMovesKind kind = s4_cube_moves(pos, s4_cube_mask(pos), &moves);
    if (kind == S4_CUBE_MOVES_OPEN)
        return false;
    *score = decided_score(kind, pos->moves);
    return true;
}

/* The caller's stop flag (may be NULL) is up or the deadline (0: none) has passed. */
static bool stop_asked(const S4CubeSolver *solver, const volatile int *stop, double deadline)
{
    return (stop && *stop) || (deadline > 0 && s4_cube_solver_now(solver) > deadline);
}

static bool out_of_time(Search *s)
{
    s->next_check = s->nodes + 4096;
    if (*s->abort_all || stop_asked(s->solver, s->stop, s->deadline) ||
        (s->node_cap > 0 && s->nodes >= s->node_cap)) {
        *s->abort_all = 1;
        return true;
    }
    return false;
}

/* Enhanced transposition cut-offs (every child looked up before any is searched) from
 * ETC_MIN_EMPTY empty cells: with the cells near the end in the small table those probes are
 * cheap, so starting low saves nodes without costing time (8, 10 and 12 measured worse). */
enum { MAX_MOVES = 16, ETC_MIN_EMPTY = 6 };

/* A cut by cells[cut] after cells[0..cut-1] failed, in nodes where `side` moves with `empty`
 * empty cells: the cutting move is tried earlier in such nodes from now on, the failed ones
 * later. Each failed move loses eight times what the cutting one gains (a history "malus"),
 * so a move that cut once long ago does not stay ahead of the moves that cut since; eight is
 * the best of the factors measured (1, 4, 8, 16; docs/solving.md, "The move order"). */
static void reward(Search *s, int side, const int *cells, int cut, int empty)
{
    uint32_t *history = s->history[side][empty / HISTORY_BAND];
    uint32_t gain = (uint32_t)(empty * empty), loss = 8 * gain;
    history[cells[cut]] += gain;
    if (history[cells[cut]] > (1u << 19))
        for (int c = 0; c < S4_CUBE_CELLS; c++)
            history[c] /= 2;
    for (int i = 0; i < cut; i++)
        history[cells[i]] = history[cells[i]] > loss ? history[cells[i]] - loss : 0;
}

/* RULE_UNKNOWN: the caller has not computed pos's static rule bound (else `rule` is it). */
enum { RULE_UNKNOWN = S4_CUBE_SCORE_MAX + 1 };

/* Returns v, and at the root notes `peg` as the move that proves it: the caller's proof's
 * move (S4CubeResult.peg) comes from the search itself, with no pass over the children after
 * it. Only a write at the root: the tree and its node counts stay the same. */
static inline int proved_by(Search *s, const S4CubePos *pos, int peg, int v)
{
    if (pos->moves == s->root_moves)
        s->root_peg = peg;
    return v;
}

/* The children of a node, each array in the order they were made (cell order). */
typedef struct Children {
    int n;
    S4CubePos child[MAX_MOVES];
    int cell[MAX_MOVES];
    uint64_t *bucket[MAX_MOVES]; /* each child's table bucket (with enhanced cut-offs only) */
    int held[MAX_MOVES];         /* 1: the child's rule already guarantees us a draw */
    int rule[MAX_MOVES];         /* the child's rule bound, if the cuts below computed it */
    int order[MAX_MOVES];        /* order[i]: the child tried i-th (sorted as they are tried) */
    S4CubeEntry entry[MAX_MOVES];/* each child's table entry (with enhanced cut-offs only) */
} Children;

/* Step 5: makes the children of pos (its `playable` moves). Returns the cell of a move after
 * which our next bead wins whatever the opponent does, as soon as one is made (the rest are
 * then not made), or -1. The per-child arrays are filled as each child is made: one loop over
 * the children instead of one for each array (each loop's exit, after a count of children
 * that varies from node to node, is a mispredicted branch). */
static inline int make_children(Search *s, const S4CubePos *pos, uint64_t mask,
                                uint64_t playable, bool etc, Children *ch)
{
    int n = 0;
    for (uint64_t rest = playable; rest; rest &= rest - 1) {
        uint64_t m = rest & -rest;
        int c = __builtin_ctzll(m);
        s4_cube_play(s->lines, pos, m, c, &ch->child[n]);
        /* A move after which the opponent must block two threats, or one right under
         * another of ours, wins with our next bead: the best score left (no bead wins at
         * once), the value the child's search would give at its first test. Returning it
         * here spares the children's rules and look-ups (28-bead #60: a fifth of the nodes
         * that make children have such a move). */
        if (s4_cube_wins_next(&ch->child[n], mask | m))
            return c;
        if (etc)
            ch->bucket[n] = s4_cube_bucket(&s->solver->table, ch->child[n].me, mask | m,
                                           pos->moves + 1);
        ch->held[n] = 0;
        ch->rule[n] = RULE_UNKNOWN;
        ch->order[n] = n;
        ch->cell[n++] = c;
    }
    ch->n = n;
    return -1;
}

/* Step 6: cut-offs before any child is searched. True, with the value and the child whose
 * bound gives it, when a child's static rule or its table entry already bounds it low enough
 * to cut (window (., beta)); fills the children's rules, held flags and entries otherwise. */
static inline bool cut_by_children(Search *s, const S4CubePos *pos, uint64_t mask, int beta,
                                   bool etc, Children *ch, int *value, int *cut)
{
    int n = ch->n;
    /* The children's buckets, loaded into the cache while the rules below run. Only once
     * no child wins at once: the loads of a node that returns above would be wasted, and each
     * costs a walk of the page tables. All at once, not one before each child's rule: the
     * walks overlap only when the loads are issued together (measured faster both ways). */
    if (etc)
        for (int i = 0; i < n; i++)
            __builtin_prefetch(ch->bucket[i]);
    /* A child whose static rule already bounds it low enough cuts at once, wherever the
     * move order would have put it (the rules bound a score by 0 or -1, so only windows
     * reaching below 2 can be cut). */
    if (beta <= 1)
        for (int i = 0; i < n; i++) {
            int lost = (pos->moves & 1) == 1
                           ? s4_cube_parity_bound(s->lines, &ch->child[i])
                           : s4_cube_black_bound(s->lines, &ch->child[i], beta <= 0);
            if (-lost >= beta) {
                *value = -lost;
                *cut = ch->cell[i];
                return true;
            }
            ch->held[i] = lost <= 0;
            ch->rule[i] = lost;
        }
    if (etc) {
        for (int i = 0; i < n; i++) {
            S4CubeEntry *ce = &ch->entry[i];
            if (s4_cube_table_probe_bucket(ch->bucket[i], ch->child[i].me,
                                           mask | 1ULL << ch->cell[i], ce) &&
                (ce->bound & S4_CUBE_UPPER) && -ce->value >= beta) {
                *value = -ce->value;
                *cut = ch->cell[i];
                return true;
            }
        }
    }
    return false;
}

/* Step 7: each child's key in the move order (largest first), for the side to move in pos:
 * the table's move, then the held children, the forcing threats, the new threats, and within
 * a tier the history, the learned evaluation or a shallow search, and the moves that cut the
 * opponent's replies first. */
static inline void order_keys(Search *s, const S4CubePos *pos, uint64_t mask, int tt_peg,
                              const Children *ch, int64_t key[MAX_MOVES])
{
    int n = ch->n, moves = pos->moves;
    const uint32_t *history = s->history[moves & 1][(64 - moves) / HISTORY_BAND];
    bool order_eval = 64 - moves >= ORDER_EVAL_EMPTY;
    /* In the upper tree (so->min_empty empty cells or more: the top three plies of a 20-bead
     * position, the root of a 22-bead one) each child's value from a shallow heuristic search
     * (cube_shallow.h) takes the place of the history and the evaluation below the threat
     * tiers. These few nodes carry subtrees of millions of nodes, where a few thousand nodes
     * of look-ahead are cheap and the history, learned near the leaves, says little. 20-bead
     * 11-30 under a 30 M node cap: 13 solved against 11; 31-50: the same 18 in 63.8 M nodes
     * against 102.2 M (the shallow searches 0.5 M more); 22 beads even; from 40 empty cells
     * the 22-bead sample lost (docs/solving.md). */
    const S4CubeShallowOrder *so = &s->solver->shallow;
    int shallow[MAX_MOVES];
    bool use_shallow = 64 - moves >= so->min_empty && !(so->untabled_only && tt_peg >= 0);
    if (use_shallow) {
        int depth = so->depth;
        if (so->deeper_every > 0)
            depth += (64 - moves - so->min_empty) / so->deeper_every;
        for (int i = 0; i < n; i++)
            shallow[i] = -s4_cube_shallow_value(s->lines, &ch->child[i], depth - 1,
                                                -S4_CUBE_SHALLOW_WIN, S4_CUBE_SHALLOW_WIN,
                                                &s->shallow_nodes);
    }
    for (int i = 0; i < n; i++) {
        int c = ch->cell[i];
        const S4CubePos *child = &ch->child[i];
        uint64_t made = child->wopp & ~pos->wme;
        int k = __builtin_popcountll(made);
        /* History stays below one threat (halved when it grows past 2^19); a bead lies on at
         * most 7 lines, so at most 7 new threats: the count stays below 2^24. */
        int h = (int)(history[c] >> (s->id & 1));
        if (use_shallow && so->mode == 0) {
            h = shallow[i] * so->weight + (1 << 19);
            h = h < 0 ? 0 : h >= (1 << 20) ? (1 << 20) - 1 : h;
        } else if (order_eval) {
            /* The evaluation (a few hundred units either way) around 2^19, kept within the
             * 20 bits below one threat. */
            int ev = s4_cube_order_eval(child, s4_cube_open_delta(s->lines, pos->me,
                                                                  pos->opp, c));
            h += ev * ORDER_EVAL_WEIGHT + (1 << 19);
            h = h < 0 ? 0 : h >= (1 << 20) ? (1 << 20) - 1 : h;
        }
        k = k * (1 << 20) + h;
        k += ch->held[i] << 25; /* above any number of new threats, below the table's move */
        /* A new threat the opponent must block at once forces its reply: such moves come
         * before any number of quiet threats (24-bead #1, #6, #7: 126 M nodes against 348 M;
         * the same moves put last, 28-bead 1-100 did not finish in minutes). */
        if (made & s4_cube_playable(mask | 1ULL << c))
            k += 1 << 24;
        if (use_shallow && so->mode == 1) {
            /* The held children, then the value (within 2^14 either way: 15 bits), the tiers
             * above (below 2^26) only to break ties; the table's move stays first. */
            k = (ch->held[i] << 29) + ((shallow[i] + S4_CUBE_SHALLOW_WIN) << 14) + (k >> 12);
        }
        if (c % 16 == tt_peg)
            k = 1 << 30;
        /* Within a tier, the moves that cut the opponent's replies first (cube_fastest.h). */
        key[i] = use_shallow && so->mode == 1 ? k
                                              : s4_cube_fastest_key(k, child, mask | 1ULL << c);
    }
}

/* Step 8's choice: moves the child with the first of the largest keys left to place i of
 * order[] (keys kept in order[]'s order, so the scan reads no index: the compiler makes it
 * branch-free) and returns it. A selection sort: the first child cuts in most nodes, so most
 * nodes never order the rest. */
static inline int next_child(int64_t key[MAX_MOVES], int order[MAX_MOVES], int i, int n)
{
    int j = i;
    int64_t top = key[i];
    for (int k = i + 1; k < n; k++) {
        bool above = key[k] > top;
        top = above ? key[k] : top;
        j = above ? k : j;
    }
    int o = order[j];
    order[j] = order[i];
    order[i] = o;
    key[j] = key[i];
    key[i] = top;
    return o;
}

/* The alpha-beta's node, in its numbered steps. `known`: NULL, or the caller's enhanced
 * transposition cut-offs found no entry for pos. Searches between that look-up and this one
 * store no position with as many beads (only another thread could), so looking again would
 * find nothing either. An entry the caller did find is looked up again: the siblings'
 * searches may have pushed it out since, and using the caller's copy then changes the tree
 * (28-bead 1-100 20.9 M -> 21.5 M nodes, 24-bead 1-20 27.4 M -> 27.1 M, single positions up to
 * 2.6 times either way). `bucket`: NULL, or pos's table bucket (s4_cube_bucket) as the caller
 * computed it. */
static int search(Search *s, const S4CubePos *pos, int alpha, int beta, int rule,
                  const S4CubeEntry *known, uint64_t *bucket)
{
    /* 1. The clock and the stop flag, every few thousand nodes. */
    s->nodes++;
    if (s->nodes >= s->next_check && out_of_time(s)) {
        s->aborted = true;
        return 0;
    }
    /* 2. The immediate facts: a win with this bead, a full board, a loss to the next bead,
     * and the moves worth searching. */
    uint64_t mask = s4_cube_mask(pos);
    uint64_t playable;
    int moves = pos->moves;
    S4CubeMovesKind kind = s4_cube_moves(pos, mask, &playable);
    if (kind == S4_CUBE_MOVES_WIN)
        return proved_by(s, pos, __builtin_ctzll(pos->wme & s4_cube_playable(mask)) % 16,
                         decided_score(kind, moves));
    if (kind != S4_CUBE_MOVES_OPEN)
        return decided_score(kind, moves);
    /* 3. The window narrowed by the beads left and the static rule: we cannot win with this
     * bead nor lose to the next one. */
    int hi = moves + 3 <= 64 ? 62 - moves : 0; /* no bead left to win with: a draw at best */
    int lo = moves + 4 <= 64 ? -(61 - moves) : 0;
    if (rule == RULE_UNKNOWN)
        rule = (moves & 1) == 0 ? s4_cube_parity_bound(s->lines, pos)
                                : s4_cube_black_bound(s->lines, pos, alpha >= 0);
    if (rule < hi)
        hi = rule;
    if (hi < beta) {
        beta = hi;
        if (alpha >= beta)
            return beta;
    }
    if (lo > alpha) {
        alpha = lo;
        if (alpha >= beta)
            return alpha;
    }
    /* 4. The table: an exact value or a bound that cuts, else its move to try first. */
    S4CubeEntry entry;
    int tt_peg = -1;
    if (!bucket)
        bucket = s4_cube_bucket(&s->solver->table, pos->me, mask, moves);
    if (known)
        entry.bound = 0;
    else
        s4_cube_table_probe_bucket(bucket, pos->me, mask, &entry);
    if (entry.bound) {
        tt_peg = entry.peg;
        /* An entry's move is its proof's unless the proof-number search stored it (it
         * stores none: a peg of 0 stands there). */
        int entry_proof = s->solver->pns ? -1 : entry.peg;
        if (entry.bound == S4_CUBE_EXACT)
            return proved_by(s, pos, entry_proof, entry.value);
        if (entry.bound == S4_CUBE_LOWER && entry.value > alpha) {
            alpha = entry.value;
            if (alpha >= beta)
                return proved_by(s, pos, entry_proof, alpha);
        } else if (entry.bound == S4_CUBE_UPPER && entry.value < beta) {
            beta = entry.value;
            if (alpha >= beta)
                return beta;
        }
    }
    /* 5. The children; a move that wins with our next bead ends the node. */
    Children ch;
    bool etc = 64 - moves >= ETC_MIN_EMPTY;
    int wins_next = make_children(s, pos, mask, playable, etc, &ch);
    if (wins_next >= 0)
        return proved_by(s, pos, wins_next % 16, 62 - moves);
    /* 6. Cut-offs before any child is searched: the children's rules and table entries. */
    int cut_value, cut_cell;
    if (cut_by_children(s, pos, mask, beta, etc, &ch, &cut_value, &cut_cell))
        return proved_by(s, pos, cut_cell % 16, cut_value);
    /* 7. The move order. */
    int64_t key[MAX_MOVES];
    order_keys(s, pos, mask, tt_peg, &ch, key);
    /* 8. The children searched, best key first, until one cuts; tried[i]: the cell tried
     * i-th, for the history. */
    uint64_t nodes_before = s->nodes;
    int alpha0 = alpha;
    int best = -S4_CUBE_SCORE_MAX, best_peg = -1;
    int tried[MAX_MOVES];
    for (int i = 0; i < ch.n; i++) {
        int o = next_child(key, ch.order, i, ch.n);
        tried[i] = ch.cell[o];
        int v = -search(s, &ch.child[o], -beta, -alpha, ch.rule[o],
                         etc && !ch.entry[o].bound ? &ch.entry[o] : NULL,
                         etc ? ch.bucket[o] : NULL);
        if (s->aborted)
            return 0;
        if (v > best) {
            best = v;
            best_peg = ch.cell[o] % 16;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta) {
                    reward(s, moves & 1, tried, i, 64 - moves);
                    break;
                }
            }
        }
    }
    /* 9. The result stored, with the work it took. */
    int bound = best >= beta ? S4_CUBE_LOWER : best <= alpha0 ? S4_CUBE_UPPER : S4_CUBE_EXACT;
    s4_cube_table_store_bucket(bucket, pos->me, mask, best, bound, best_peg,
                               s->nodes - nodes_before);
    return proved_by(s, pos, best_peg, best);
}

typedef struct Job {
    Search search;
    const S4CubePos *pos;
    int alpha, beta;
    int value;
    pthread_t thread;
} Job;

static void *run_job(void *arg)
{
    Job *job = arg;
    job->value = search(&job->search, job->pos, job->alpha, job->beta, RULE_UNKNOWN, NULL, NULL);
    if (!job->search.aborted)
        *job->search.abort_all = 1; /* finished: the others may stop */
    return NULL;
}

/* Searches on the calling thread alone, giving up (incomplete) after node_cap nodes if it is
 * not 0; *value is the search's value when result->complete. */
static void search_alone(S4CubeSolver *solver, const S4CubePos *pos, int alpha, int beta,
                         double deadline, const volatile int *stop, uint64_t node_cap,
                         S4CubeResult *result, int *value)
{
    volatile int abort_one = 0;
    Search one = {.solver = solver, .lines = &solver->lines,
                  .next_check = node_cap > 0 && node_cap < 4096 ? node_cap : 4096,
                  .deadline = deadline, .stop = stop, .abort_all = &abort_one,
                  .node_cap = node_cap, .root_moves = pos->moves, .root_peg = -1};
    *value = search(&one, pos, alpha, beta, RULE_UNKNOWN, NULL, NULL);
    result->complete = !one.aborted;
    result->peg = one.root_peg;
    result->nodes = one.nodes;
    result->order_nodes = one.shallow_nodes;
}

int s4_cube_search_capped(S4CubeSolver *solver, const S4CubePos *pos, int alpha, int beta,
                          uint64_t node_cap, double deadline, S4CubeResult *result)
{
    int value = 0;
    search_alone(solver, pos, alpha, beta, deadline, NULL, node_cap, result, &value);
    return value;
}

/* s4_cube_search up to an absolute deadline (0: none) and about node_cap nodes, every thread
 * counted (0: no cap). */
static int search_within(S4CubeSolver *solver, const S4CubePos *pos, int alpha, int beta,
                         double deadline, uint64_t node_cap, const volatile int *stop,
                         S4CubeResult *result)
{
    int value = 0;
    int n = solver->threads;
    Job *jobs = n > 1 ? calloc((size_t)n, sizeof *jobs) : NULL;
    if (!jobs) {
        /* One thread, or no memory for the thread states. */
        search_alone(solver, pos, alpha, beta, deadline, stop, node_cap, result, &value);
        return value;
    }
    /* Alone first: what it stored stays in the table for the threads that follow. */
    S4CubeResult solo = {.complete = false, .nodes = 0, .order_nodes = 0, .peg = -1};
    if (solver->solo_nodes > 0) {
        uint64_t solo_cap = node_cap > 0 && node_cap < solver->solo_nodes ? node_cap
                                                                           : solver->solo_nodes;
        search_alone(solver, pos, alpha, beta, deadline, stop, solo_cap, &solo, &value);
        if (solo.complete || stop_asked(solver, stop, deadline) ||
            (node_cap > 0 && solo.nodes >= node_cap)) {
            free(jobs);
            result->complete = solo.complete;
            result->nodes = solo.nodes;
            result->order_nodes = solo.order_nodes;
            result->peg = solo.peg;
            return value;
        }
    }
    volatile int abort_all = 0;
    bool complete = false;
    int peg = -1;
    uint64_t nodes = solo.nodes, order_nodes = solo.order_nodes;
    for (int i = 0; i < n; i++) {
        Search *s = &jobs[i].search;
        s->solver = solver;
        s->lines = &solver->lines;
        s->next_check = i == 0 ? 4096 : 64;
        s->deadline = deadline;
        s->stop = stop;
        /* What the solo search left of the cap, shared out evenly. */
        s->node_cap = node_cap > 0 ? (node_cap - solo.nodes) / (uint64_t)n + 1 : 0;
        s->abort_all = &abort_all;
        s->id = i;
        s->root_moves = pos->moves;
        s->root_peg = -1;
        jobs[i].pos = pos;
        jobs[i].alpha = alpha;
        jobs[i].beta = beta;
    }
    int started = 1;
    for (int i = 1; i < n; i++) {
        if (pthread_create(&jobs[i].thread, NULL, run_job, &jobs[i]) != 0)
            break;
        started++;
    }
    run_job(&jobs[0]);
    for (int i = 1; i < started; i++)
        pthread_join(jobs[i].thread, NULL);
    for (int i = 0; i < started; i++) {
        nodes += jobs[i].search.nodes;
        order_nodes += jobs[i].search.shallow_nodes;
        if (!complete && !jobs[i].search.aborted) {
            complete = true;
            value = jobs[i].value;
            peg = jobs[i].search.root_peg;
        }
    }
    /* A stop or timeout that came after some thread finished does not undo its answer. */
    free(jobs);
    result->complete = complete;
    result->nodes = nodes;
    result->order_nodes = order_nodes;
    result->peg = peg;
    return value;
}

int s4_cube_search(S4CubeSolver *solver, const S4CubePos *pos, int alpha, int beta,
                   double limit_ms, const volatile int *stop, S4CubeResult *result)
{
    double deadline = limit_ms > 0 ? s4_cube_solver_now(solver) + limit_ms : 0;
    return search_within(solver, pos, alpha, beta, deadline, 0, stop, result);
}

int s4_cube_search_nodes(S4CubeSolver *solver, const S4CubePos *pos, int alpha, int beta,
                         double limit_ms, uint64_t node_limit, S4CubeResult *result)
{
    double deadline = limit_ms > 0 ? s4_cube_solver_now(solver) + limit_ms : 0;
    return search_within(solver, pos, alpha, beta, deadline, node_limit, NULL, result);
}

void s4_cube_solve(S4CubeSolver *solver, const S4CubePos *pos, bool weak, double limit_ms,
                   S4CubeResult *result)
{
    s4_cube_solve_nodes(solver, pos, weak, limit_ms, 0, result);
}

void s4_cube_solve_nodes(S4CubeSolver *solver, const S4CubePos *pos, bool weak, double limit_ms,
                         uint64_t node_limit, S4CubeResult *result)
{
    double deadline = limit_ms > 0 ? s4_cube_solver_now(solver) + limit_ms : 0;
    uint64_t nodes = 0, order_nodes = 0;
    int lo = -(63 - pos->moves), hi = 64 - pos->moves;
    int decided;
    result->complete = true;
    result->order_nodes = 0;
    result->peg = -1;
    if (s4_cube_decided(pos, &decided)) {
        result->score = weak ? (decided > 0) - (decided < 0) : decided;
        result->nodes = 1;
        uint64_t won = pos->wme & s4_cube_playable(s4_cube_mask(pos));
        if (decided > 0 && won)
            result->peg = __builtin_ctzll(won) % 16; /* the bead that completes our line */
        return;
    }
    if (weak && solver->pns && pos->moves <= solver->pns_max_beads && node_limit == 0) {
        s4_cube_pns_solve(solver->pns, solver, pos, limit_ms, result);
        result->peg = -1;
        return;
    }
    if (weak) {
        lo = -1;
        hi = 1;
    }
    /* Null-window probes. Exact: first "at least a draw?" (a loss then costs one search),
     * then bisection of the remaining range. Weak: first "a win?", then "at least a draw?"
     * if not: most positions drawn the benchmark's way are wins, and the second search of a
     * loss starts from the first one's table (5.97 M nodes against 6.74 M on 28-bead
     * positions 1-38, losses included). */
    int guess = weak ? 1 : 0;
    int peg = -1; /* the move of the probe that raised lo last */
    while (lo < hi) {
        double left = 0;
        if (deadline > 0) {
            left = deadline - s4_cube_solver_now(solver);
            if (left <= 0) {
                result->complete = false;
                break;
            }
        }
        if (node_limit > 0 && nodes >= node_limit) {
            result->complete = false;
            break;
        }
        S4CubeResult r;
        int v = search_within(solver, pos, guess - 1, guess,
                              deadline > 0 ? s4_cube_solver_now(solver) + left : 0,
                              node_limit > 0 ? node_limit - nodes : 0, NULL, &r);
        nodes += r.nodes;
        order_nodes += r.order_nodes;
        if (!r.complete) {
            result->complete = false;
            break;
        }
        if (v < guess) {
            hi = v < hi ? v : hi;
            if (weak && hi < 0)
                hi = lo = -1;
        } else {
            if (v > lo)
                peg = r.peg;
            lo = v > lo ? v : lo;
            if (weak && lo > 0)
                lo = hi = 1;
        }
        if (lo >= hi)
            break;
        /* Next guess: the middle, leaning towards zero so draws and near results cost
         * little; weak: the probe "a win?" (window (0, 1)). */
        guess = lo + (hi - lo + 1) / 2;
        if (guess <= lo)
            guess = lo + 1;
    }
    result->score = lo;
    result->nodes = nodes;
    result->order_nodes = order_nodes;
    /* lo was raised by a probe that failed high (or found it exact): its root move proves
     * it. A loss of a weak solve is proved by no move. */
    result->peg = result->complete && !(weak && lo < 0) ? peg : -1;
}
