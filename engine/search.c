/* search.c: principal-variation alpha-beta over the incremental threat position.
 *
 * Steps in each node (s4_negamax calls them in order, one small function each but 5):
 *   1. count the node; the main thread looks at the clock and its node budget every 256 nodes
 *   2. full board: draw.  A playable cell of our threats: we win now
 *   3. the opponent's playable threats: two lose, one must be blocked; never play under an
 *      opponent threat (it would win on top of us); nothing left: lost in two
 *   4. narrow the window to the results still possible (no win before our next-but-one bead);
 *      in Score Four from S4_RULES_FROM beads, the exact solver's static rules bound it too
 *   5. a single reply costs no depth; depth exhausted: static evaluation
 *   6. transposition table: cut, or take its move first
 *   7. enhanced transposition cutoff far from the leaves
 *   8. the table's move before any other is generated
 *   9. the rest by threats made, then history; the first move searched gets the full window,
 *      the others a null window and a re-search, late quiet ones a ply shallower first; with several threads, a move another thread
 *      is searching now waits until the others are done
 *  10. store the result with its bound
 */
#include "search_worker.h"

#include "core/clock.h"
#include "cube_pairing.h"
#include "cube_rules.h"
#include "eval.h"

enum {
    S4_ETC_DEPTH = 10, /* below this the probes cost more than they save */
    S4_LMR_DEPTH = 3,  /* late move reductions from this depth */
    S4_LMR_MOVES = 3,  /* moves searched in full before any is reduced */
    S4_RULES_FROM = 24, /* the static rules from this many beads (from 20: no gain, benchmarks.md) */
    S4_RULES_DEPTH = 1, /* and above the horizon only: at every leaf they cost a fifth of the speed */
    /* A loss the static rules prove: its length is unknown, so it stays just inside the
     * range of unproved scores (below any evaluation, above any loss of known length). */
    S4_RULES_LOSS = S4_SCORE_PROVEN - 1,
};

static int win_score(int beads) { return S4_SCORE_WIN - beads; }

/* A cut by `cell`: it is tried earlier in other nodes of the same parity. */
static void reward(S4Worker *w, int count, int cell, int depth)
{
    int *history = w->history[count & 1];
    history[cell] += depth * depth;
    if (history[cell] > (1 << 19)) /* keep history below one fresh threat */
        for (int c = 0; c < S4_MAX_CELLS; c++)
            history[c] /= 2;
}

/* One node's search in progress, shared by its steps 8 to 10. */
typedef struct Node {
    S4Worker *w;
    const S4Pos *p;
    int depth;
    int alpha, beta;      /* the window, narrowed as moves raise alpha */
    int original_alpha;   /* alpha before any move: the stored bound's kind */
    int best, best_cell;  /* the best move so far (-1: none) and its score */
    bool searched;        /* a move has been searched with the full window */
    uint64_t moves;       /* the moves still to search */
    uint64_t empty;       /* the empty cells */
    uint64_t opp_win;     /* the opponent's playable threat (0: none) */
    uint64_t key;         /* the position's table key */
} Node;

static bool stopped(const S4Searcher *s)
{
    return atomic_load_explicit(&s->stop, memory_order_relaxed);
}

/* 1. Counts the node; every 256 nodes the main thread looks at the clock and its node budget
 * and raises the stop for every thread. True when the search must return at once. */
static bool count_node(S4Worker *w)
{
    S4Searcher *s = w->s;
    if ((++w->nodes & 255) == 0 && w->id == 0 &&
        ((s->deadline_ms > 0 && s4_clock_ms() >= s->deadline_ms) ||
         (s->node_cap > 0 && w->nodes >= s->node_cap)))
        atomic_store_explicit(&s->stop, true, memory_order_relaxed);
    return stopped(s);
}

/* 2. and 3. The facts that settle a node before any search: a full board is a draw, a
 * playable cell of our threats wins now; two playable threats of the opponent lose, one must
 * be blocked; no move may go right under an opponent's threat (it would win on top of it), and
 * with nothing left the node is lost in two. True with *score when settled; else *moves are
 * the moves worth searching and *opp_win the opponent's playable threat. */
static bool settled_at_once(const S4SearchGeo *sg, const S4Pos *p, uint64_t *moves,
                            uint64_t *opp_win, uint64_t *empty, int *score)
{
    uint64_t occ = p->cur | p->opp;
    uint64_t play = ~occ & (sg->bottom | occ << sg->pegs) & sg->board;
    if (!play) {
        *score = 0;
        return true;
    }
    if (p->cur_thr & play) {
        *score = win_score(p->count + 1);
        return true;
    }
    *empty = ~occ & sg->board;
    uint64_t under = (p->opp_thr & *empty) >> sg->pegs;
    *opp_win = p->opp_thr & play;
    *moves = play;
    if (*opp_win) {
        if (*opp_win & (*opp_win - 1)) {
            *score = -win_score(p->count + 2);
            return true;
        }
        *moves = *opp_win;
    }
    *moves &= ~under;
    if (!*moves) {
        *score = -win_score(p->count + 2);
        return true;
    }
    return false;
}

/* 4. Narrows the window to the results still possible: we cannot win before our next-but-one
 * bead, nor lose before the opponent's next-but-one. True with *score when the window closes. */
static bool narrow_window(const S4SearchGeo *sg, const S4Pos *p, int *alpha, int *beta,
                          int *score)
{
    if (p->count + 3 <= sg->cells) {
        int most = win_score(p->count + 3);
        if (*beta > most) {
            *beta = most;
            if (*alpha >= *beta) {
                *score = *beta;
                return true;
            }
        }
    }
    if (p->count + 4 <= sg->cells) {
        int least = -win_score(p->count + 4);
        if (*alpha < least) {
            *alpha = least;
            if (*alpha >= *beta) {
                *score = *alpha;
                return true;
            }
        }
    }
    return false;
}

/* 4. (continued) Score Four's static rules (engine/solver/cube_rules.h: claimeven with the odd
 * pegs paired for White to move, White's odd threat for Black) settle zugzwangs that decide
 * only when the board fills, far beyond the horizon. Returns -1 when the mover loses, 0 when
 * it cannot win, 1 when they say nothing. */
static int rules_verdict(const S4Searcher *s, const S4Pos *p, uint64_t empty, int alpha)
{
    S4CubePos pos = {.me = p->cur, .opp = p->opp, .wme = p->cur_thr & empty,
                     .wopp = p->opp_thr & empty, .moves = p->count};
    int bound = (p->count & 1) == 0 ? s4_cube_parity_bound(&s->cube_lines, &pos)
                                    : s4_cube_black_bound(&s->cube_lines, &pos, alpha >= 0);
    return bound < 0 ? -1 : bound == 0 ? 0 : 1;
}

/* 6. The transposition table: a stored result deep enough that settles the window, with
 * *score; else *tt_cell is the stored move (-1: none), searched first. */
static bool table_cut(S4Searcher *s, uint64_t key, int depth, int alpha, int beta, int *tt_cell,
                      int *score)
{
    S4TTHit hit;
    *tt_cell = -1;
    if (depth < 2 || !s4_tt_probe(&s->tt, key, &hit))
        return false;
    *tt_cell = hit.cell;
    if (hit.depth < depth)
        return false;
    if (hit.bound == S4_BOUND_EXACT || (hit.bound == S4_BOUND_LOWER && hit.score >= beta) ||
        (hit.bound == S4_BOUND_UPPER && hit.score <= alpha)) {
        *score = hit.score;
        return true;
    }
    return false;
}

/* 7. Enhanced transposition cutoff: far from the leaves, a child already known to be bad
 * enough for the opponent cuts this node before any of it is searched. */
static bool child_table_cut(S4Searcher *s, const S4Pos *p, uint64_t moves, int depth, int beta,
                            int *score)
{
    if (depth < S4_ETC_DEPTH)
        return false;
    for (uint64_t rest = moves; rest; rest &= rest - 1) {
        S4TTHit child_hit;
        if (s4_tt_probe(&s->tt, s4_tt_key(p->opp, p->cur | (rest & -rest)), &child_hit) &&
            child_hit.depth >= depth - 1 && child_hit.bound != S4_BOUND_LOWER &&
            -child_hit.score >= beta) {
            *score = -child_hit.score;
            return true;
        }
    }
    return false;
}

/* A searched move's score against the node's best and window. True when it cuts (the move
 * is rewarded in the history). */
static bool take_score(Node *n, int cell, int score)
{
    if (score <= n->best)
        return false;
    n->best = score;
    n->best_cell = cell;
    if (score <= n->alpha)
        return false;
    n->alpha = score;
    if (n->alpha < n->beta)
        return false;
    reward(n->w, n->p->count, cell, n->depth);
    return true;
}

/* 8. The table's move first, before the others are even generated: it often cuts. Returns
 * false when the search was stopped; *cut when it cut the node. */
static bool search_table_move(Node *n, int tt_cell, bool *cut)
{
    *cut = false;
    if (tt_cell < 0 || !(n->moves >> tt_cell & 1))
        return true;
    S4Pos child = s4_pos_play(&n->w->s->sg, n->p, tt_cell);
    int score = -s4_negamax(n->w, &child, n->depth - 1, -n->beta, -n->alpha);
    if (stopped(n->w->s))
        return false;
    n->searched = true;
    *cut = take_score(n, tt_cell, score);
    n->moves &= ~(1ULL << tt_cell);
    return true;
}

/* 9. The other moves, each child's threat set computed once: for its order and for its
 * search; ordered by new threats, then history, picked best-first (a cut usually comes after
 * a move or two, so a full sort would be wasted). The first move searched gets the full
 * window, the others a null window and a re-search, late quiet ones a ply shallower first;
 * with several threads, a move another thread is searching now waits until the others are
 * done. Returns false when the search was stopped. */
static bool search_other_moves(Node *n)
{
    S4Worker *w = n->w;
    S4Searcher *s = w->s;
    const S4SearchGeo *sg = &s->sg;
    const S4Pos *p = n->p;
    int depth = n->depth;
    int cells[S4_MAX_PEGS], keys[S4_MAX_PEGS], count = 0;
    uint64_t threats[S4_MAX_PEGS];
    const int *history = w->history[p->count & 1];
    for (uint64_t rest = n->moves; rest; rest &= rest - 1) {
        int cell = __builtin_ctzll(rest);
        uint64_t bit = 1ULL << cell;
        uint64_t thr = s4_threats_after(sg, p->cur_thr, p->cur | bit, cell);
        keys[count] = __builtin_popcountll(thr & ~p->cur_thr & n->empty & ~bit) * (1 << 20) +
                      history[cell];
        if (depth >= 3) /* the child probes the table: start loading its bucket now */
            s4_tt_prefetch(&s->tt, s4_tt_key(p->opp, p->cur | bit));
        cells[count] = cell;
        threats[count++] = thr;
    }
    int deferred[S4_MAX_PEGS], n_deferred = 0;
    /* A search as deep as the empty cells is exact (the root reports it proved, and solving
     * relies on it): nothing may be reduced there. */
    bool exact_out_of_reach = depth < sg->cells - p->count;
    bool share = s->threads > 1 && depth >= S4_BUSY_DEPTH;
    for (int i = 0; i < count + n_deferred; i++) {
        if (i >= count) { /* the moves another thread was busy with, now that the rest are done */
            int d = deferred[i - count];
            S4Pos child = s4_pos_child(sg, p, cells[d], threats[d]);
            int score = -s4_negamax(w, &child, depth - 1, -n->alpha - 1, -n->alpha);
            if (score > n->alpha && score < n->beta)
                score = -s4_negamax(w, &child, depth - 1, -n->beta, -n->alpha);
            if (stopped(s))
                return false;
            if (take_score(n, cells[d], score))
                break;
            continue;
        }
        int top = i;
        for (int j = i + 1; j < count; j++)
            if (keys[j] > keys[top])
                top = j;
        if (top != i) {
            int k = keys[i], c = cells[i];
            uint64_t t = threats[i];
            keys[i] = keys[top], cells[i] = cells[top], threats[i] = threats[top];
            keys[top] = k, cells[top] = c, threats[top] = t;
        }
        S4Pos child = s4_pos_child(sg, p, cells[i], threats[i]);
        uint64_t child_key = 0;
        _Atomic uint64_t *slot = NULL;
        if (share) {
            child_key = s4_tt_key(child.cur, child.opp);
            slot = &s->busy[child_key & (S4_BUSY_SLOTS - 1)];
            if (n->searched && atomic_load_explicit(slot, memory_order_relaxed) == child_key) {
                deferred[n_deferred++] = i;
                continue;
            }
            atomic_store_explicit(slot, child_key, memory_order_relaxed);
        }
        int score;
        if (!n->searched) {
            score = -s4_negamax(w, &child, depth - 1, -n->beta, -n->alpha);
            n->searched = true;
        } else {
            /* Late move reduction: a late quiet move (no new threat, ordered after the table's
             * move and S4_LMR_MOVES others) is first searched a ply shallower; only if it then
             * beats alpha does it get the full depth. Never where the search could be exact. */
            int reduce = depth >= S4_LMR_DEPTH && i >= S4_LMR_MOVES && !n->opp_win &&
                         keys[i] < (1 << 20) && exact_out_of_reach;
            score = -s4_negamax(w, &child, depth - 1 - reduce, -n->alpha - 1, -n->alpha);
            if (reduce && score > n->alpha && !stopped(s))
                score = -s4_negamax(w, &child, depth - 1, -n->alpha - 1, -n->alpha);
            if (score > n->alpha && score < n->beta)
                score = -s4_negamax(w, &child, depth - 1, -n->beta, -n->alpha);
        }
        if (share) {
            uint64_t mine = child_key;
            atomic_compare_exchange_strong_explicit(slot, &mine, 0, memory_order_relaxed,
                                                    memory_order_relaxed);
        }
        if (stopped(s))
            return false;
        if (take_score(n, cells[i], score))
            break;
    }
    return true;
}

/* 10. Stores the node's result with its bound, and returns it. */
static int store_result(const Node *n)
{
    S4Bound bound = n->best <= n->original_alpha ? S4_BOUND_UPPER
                    : n->best >= n->beta         ? S4_BOUND_LOWER
                                                 : S4_BOUND_EXACT;
    if (n->depth >= 2)
        s4_tt_store(&n->w->s->tt, n->key, n->best, n->depth, bound, n->best_cell);
    return n->best;
}

/* Steps 5 to 10 of s4_negamax, once the node is not settled by steps 1 to 4. */
static int search_node(S4Worker *w, const S4Pos *p, int depth, int alpha, int beta,
                       uint64_t moves, uint64_t opp_win, uint64_t empty)
{
    S4Searcher *s = w->s;
    const S4SearchGeo *sg = &s->sg;
    int score;
    /* 5. A single reply costs no depth; at the horizon, the static evaluation. */
    if ((moves & (moves - 1)) == 0) {
        S4Pos child = s4_pos_play(sg, p, __builtin_ctzll(moves));
        return -s4_negamax(w, &child, depth, -beta, -alpha);
    }
    if (depth <= 0)
        return s4_eval(sg, p, s->hand_eval);
    uint64_t key = s4_tt_key(p->cur, p->opp);
    int tt_cell;
    if (table_cut(s, key, depth, alpha, beta, &tt_cell, &score)) /* 6. */
        return score;
    if (child_table_cut(s, p, moves, depth, beta, &score)) /* 7. */
        return score;
    Node n = {.w = w, .p = p, .depth = depth, .alpha = alpha, .beta = beta,
              .original_alpha = alpha, .best = -S4_SCORE_WIN - 1, .best_cell = -1,
              .searched = false, .moves = moves, .empty = empty, .opp_win = opp_win,
              .key = key};
    bool cut;
    if (!search_table_move(&n, tt_cell, &cut)) /* 8. */
        return 0;
    if (!cut && !search_other_moves(&n)) /* 9. */
        return 0;
    return store_result(&n); /* 10. */
}

int s4_negamax(S4Worker *w, const S4Pos *p, int depth, int alpha, int beta)
{
    S4Searcher *s = w->s;
    const S4SearchGeo *sg = &s->sg;
    int score;
    if (count_node(w)) /* 1. */
        return 0;
    uint64_t moves = 0, opp_win = 0, empty = 0;
    if (settled_at_once(sg, p, &moves, &opp_win, &empty, &score)) /* 2. and 3. */
        return score;
    if (narrow_window(sg, p, &alpha, &beta, &score)) /* 4. */
        return score;
    /* The static rules, where the search cannot be exact (solving relies on exact scores). A
     * loss they prove has no length: S4_RULES_LOSS, unless the window asks how long a proved
     * loss lasts, where the search looks for one of known length (and falls back on
     * S4_RULES_LOSS), so that proved lengths stay those of the search. "Cannot win" caps the
     * window at a draw. */
    if (s->rules && p->count >= S4_RULES_FROM && depth >= S4_RULES_DEPTH &&
        depth < sg->cells - p->count) {
        int verdict = rules_verdict(s, p, empty, alpha);
        if (verdict < 0) {
            if (alpha >= -S4_SCORE_PROVEN)
                return -S4_RULES_LOSS;
            if (beta > -S4_SCORE_PROVEN)
                beta = -S4_SCORE_PROVEN;
            score = search_node(w, p, depth, alpha, beta, moves, opp_win, empty);
            return score >= -S4_SCORE_PROVEN ? -S4_RULES_LOSS : score;
        }
        if (verdict == 0 && beta > 0) {
            beta = 0;
            if (alpha >= beta)
                return beta;
        }
    }
    return search_node(w, p, depth, alpha, beta, moves, opp_win, empty);
}

bool s4_search_root(S4Worker *w, int depth)
{
    S4Searcher *s = w->s;
    const S4SearchGeo *sg = &s->sg;
    /* Scores compared at the root carry each move's noise (zero at full strength): move i
     * beats the best so far when raw + noise[i] > best, i.e. raw > best - noise[i], so its
     * null window sits there and alpha-beta stays exact for the noisy comparison. */
    int best = -S4_SCORE_WIN - 1000, best_index = -1, best_raw = 0;
    w->partial_cell = -1;
    for (int i = 0; i < w->root_count; i++) {
        int cell = w->root_cells[i];
        int noise = s->noise_by_cell[cell];
        S4Pos child = s4_pos_play(sg, &w->root, cell);
        int score;
        if (best_index < 0) {
            score = -s4_negamax(w, &child, depth - 1, -S4_SCORE_WIN - 1, S4_SCORE_WIN + 1);
        } else {
            int alpha = best - noise;
            score = -s4_negamax(w, &child, depth - 1, -alpha - 1, -alpha);
            if (!atomic_load_explicit(&s->stop, memory_order_relaxed) && score > alpha) {
                /* Better than the best so far, by a null window: it stays the candidate
                 * even if the clock stops the exact re-search. */
                w->partial_cell = cell;
                w->partial_score = alpha + 1;
                score = -s4_negamax(w, &child, depth - 1, -S4_SCORE_WIN - 1, -alpha);
            }
        }
        if (atomic_load_explicit(&s->stop, memory_order_relaxed))
            return false;
        if (best_index < 0 || score + noise > best) {
            best = score + noise;
            best_raw = score;
            best_index = i;
            w->partial_cell = cell;
            w->partial_score = score;
        }
    }
    /* Best move first for the next iteration; the others keep their order. */
    int chosen = w->root_cells[best_index];
    for (int i = best_index; i > 0; i--)
        w->root_cells[i] = w->root_cells[i - 1];
    w->root_cells[0] = chosen;
    w->best_cell = chosen;
    w->best_score = best_raw;
    w->depth_done = depth;
    return true;
}
