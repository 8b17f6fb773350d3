/* search.c: principal-variation alpha-beta over the incremental threat position.
 *
 * Steps in each node:
 *   1. count the node; the main thread looks at the clock and its node budget every 256 nodes
 *   2. full board: draw.  A playable cell of our threats: we win now
 *   3. the opponent's playable threats: two lose, one must be blocked; never play under an
 *      opponent threat (it would win on top of us); nothing left: lost in two
 *   4. narrow the window to the results still possible (no win before our next-but-one bead)
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
#include "eval.h"

enum {
    S4_ETC_DEPTH = 10, /* below this the probes cost more than they save */
    S4_LMR_DEPTH = 3,  /* late move reductions from this depth */
    S4_LMR_MOVES = 3,  /* moves searched in full before any is reduced */
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

int s4_negamax(S4Worker *w, const S4Pos *p, int depth, int alpha, int beta)
{
    S4Searcher *s = w->s;
    const S4SearchGeo *sg = &s->sg;
    /* 1. */
    if ((++w->nodes & 255) == 0 && w->id == 0 &&
        ((s->deadline_ms > 0 && s4_clock_ms() >= s->deadline_ms) ||
         (s->node_cap > 0 && w->nodes >= s->node_cap)))
        atomic_store_explicit(&s->stop, true, memory_order_relaxed);
    if (atomic_load_explicit(&s->stop, memory_order_relaxed))
        return 0;

    /* 2. */
    uint64_t occ = p->cur | p->opp;
    uint64_t play = ~occ & (sg->bottom | occ << sg->pegs) & sg->board;
    if (!play)
        return 0;
    if (p->cur_thr & play)
        return win_score(p->count + 1);

    /* 3. */
    uint64_t empty = ~occ & sg->board;
    uint64_t under = (p->opp_thr & empty) >> sg->pegs;
    uint64_t opp_win = p->opp_thr & play;
    uint64_t moves = play;
    if (opp_win) {
        if (opp_win & (opp_win - 1))
            return -win_score(p->count + 2);
        moves = opp_win;
    }
    moves &= ~under;
    if (!moves)
        return -win_score(p->count + 2);

    /* 4. */
    if (p->count + 3 <= sg->cells) {
        int most = win_score(p->count + 3);
        if (beta > most) {
            beta = most;
            if (alpha >= beta)
                return beta;
        }
    }
    if (p->count + 4 <= sg->cells) {
        int least = -win_score(p->count + 4);
        if (alpha < least) {
            alpha = least;
            if (alpha >= beta)
                return alpha;
        }
    }

    /* 5. */
    bool single = (moves & (moves - 1)) == 0;
    if (single) {
        int cell = __builtin_ctzll(moves);
        S4Pos child = s4_pos_play(sg, p, cell);
        return -s4_negamax(w, &child, depth, -beta, -alpha);
    }
    if (depth <= 0)
        return s4_eval(sg, p, s->hand_eval);

    /* 6. */
    uint64_t key = s4_tt_key(p->cur, p->opp);
    S4TTHit hit;
    int tt_cell = -1;
    if (depth >= 2 && s4_tt_probe(&s->tt, key, &hit)) {
        tt_cell = hit.cell;
        if (hit.depth >= depth) {
            if (hit.bound == S4_BOUND_EXACT)
                return hit.score;
            if (hit.bound == S4_BOUND_LOWER && hit.score >= beta)
                return hit.score;
            if (hit.bound == S4_BOUND_UPPER && hit.score <= alpha)
                return hit.score;
        }
    }

    /* 7. Enhanced transposition cutoff: far from the leaves, a child already known to be
     * bad enough for the opponent cuts this node before any of it is searched. */
    if (depth >= S4_ETC_DEPTH) {
        for (uint64_t rest = moves; rest; rest &= rest - 1) {
            S4TTHit child_hit;
            if (s4_tt_probe(&s->tt, s4_tt_key(p->opp, p->cur | (rest & -rest)), &child_hit) &&
                child_hit.depth >= depth - 1 && child_hit.bound != S4_BOUND_LOWER &&
                -child_hit.score >= beta)
                return -child_hit.score;
        }
    }

    /* 8. The table's move first, before the others are even generated: it often cuts. */
    int original_alpha = alpha;
    int best = -S4_SCORE_WIN - 1, best_cell = -1;
    bool searched = false;
    if (tt_cell >= 0 && (moves >> tt_cell & 1)) {
        S4Pos child = s4_pos_play(sg, p, tt_cell);
        int score = -s4_negamax(w, &child, depth - 1, -beta, -alpha);
        if (atomic_load_explicit(&s->stop, memory_order_relaxed))
            return 0;
        searched = true;
        best = score;
        best_cell = tt_cell;
        if (score > alpha) {
            alpha = score;
            if (alpha >= beta) {
                reward(w, p->count, tt_cell, depth);
                goto store;
            }
        }
        moves &= ~(1ULL << tt_cell);
    }

    /* 9. The other moves, each child's threat set computed once: for its order and for its
     * search; ordered by new threats, then history, picked best-first (a cut usually comes
     * after a move or two, so a full sort would be wasted). */
    int cells[S4_MAX_PEGS], keys[S4_MAX_PEGS], n = 0;
    uint64_t threats[S4_MAX_PEGS];
    const int *history = w->history[p->count & 1];
    for (uint64_t rest = moves; rest; rest &= rest - 1) {
        int cell = __builtin_ctzll(rest);
        uint64_t bit = 1ULL << cell;
        uint64_t thr = s4_threats_after(sg, p->cur_thr, p->cur | bit, cell);
        keys[n] = __builtin_popcountll(thr & ~p->cur_thr & empty & ~bit) * (1 << 20) + history[cell];
        if (depth >= 3) /* the child probes the table: start loading its bucket now */
            s4_tt_prefetch(&s->tt, s4_tt_key(p->opp, p->cur | bit));
        cells[n] = cell;
        threats[n++] = thr;
    }
    int deferred[S4_MAX_PEGS], n_deferred = 0;
    /* A search as deep as the empty cells is exact (the root reports it proved, and solving
     * relies on it): nothing may be reduced there. */
    bool exact_out_of_reach = depth < sg->cells - p->count;
    bool share = s->threads > 1 && depth >= S4_BUSY_DEPTH;
    for (int i = 0; i < n + n_deferred; i++) {
        if (i >= n) { /* the moves another thread was busy with, now that the rest are done */
            int d = deferred[i - n];
            S4Pos child = s4_pos_child(sg, p, cells[d], threats[d]);
            int score = -s4_negamax(w, &child, depth - 1, -alpha - 1, -alpha);
            if (score > alpha && score < beta)
                score = -s4_negamax(w, &child, depth - 1, -beta, -alpha);
            if (atomic_load_explicit(&s->stop, memory_order_relaxed))
                return 0;
            if (score > best) {
                best = score;
                best_cell = cells[d];
                if (score > alpha) {
                    alpha = score;
                    if (alpha >= beta) {
                        reward(w, p->count, cells[d], depth);
                        break;
                    }
                }
            }
            continue;
        }
        int top = i;
        for (int j = i + 1; j < n; j++)
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
            if (searched && atomic_load_explicit(slot, memory_order_relaxed) == child_key) {
                deferred[n_deferred++] = i;
                continue;
            }
            atomic_store_explicit(slot, child_key, memory_order_relaxed);
        }
        int score;
        if (!searched) {
            score = -s4_negamax(w, &child, depth - 1, -beta, -alpha);
            searched = true;
        } else {
            /* Late move reduction: a late quiet move (no new threat, ordered after the table's
             * move and S4_LMR_MOVES others) is first searched a ply shallower; only if it then
             * beats alpha does it get the full depth. Never where the search could be exact. */
            int reduce = depth >= S4_LMR_DEPTH && i >= S4_LMR_MOVES && !opp_win &&
                         keys[i] < (1 << 20) && exact_out_of_reach;
            score = -s4_negamax(w, &child, depth - 1 - reduce, -alpha - 1, -alpha);
            if (reduce && score > alpha && !atomic_load_explicit(&s->stop, memory_order_relaxed))
                score = -s4_negamax(w, &child, depth - 1, -alpha - 1, -alpha);
            if (score > alpha && score < beta)
                score = -s4_negamax(w, &child, depth - 1, -beta, -alpha);
        }
        if (share) {
            uint64_t mine = child_key;
            atomic_compare_exchange_strong_explicit(slot, &mine, 0, memory_order_relaxed,
                                                    memory_order_relaxed);
        }
        if (atomic_load_explicit(&s->stop, memory_order_relaxed))
            return 0;
        if (score > best) {
            best = score;
            best_cell = cells[i];
            if (score > alpha) {
                alpha = score;
                if (alpha >= beta) {
                    reward(w, p->count, cells[i], depth);
                    break;
                }
            }
        }
    }

    /* 10. */
store:;
    S4Bound bound = best <= original_alpha ? S4_BOUND_UPPER
                    : best >= beta          ? S4_BOUND_LOWER
                                            : S4_BOUND_EXACT;
    if (depth >= 2)
        s4_tt_store(&s->tt, key, best, depth, bound, best_cell);
    return best;
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
