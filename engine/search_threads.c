/* search_threads.c: the searcher's life, iterative deepening on the main thread, helper
 * threads sharing the transposition table (lazy SMP), and exact solving. */
#include "search_worker.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "symmetry.h"

S4Searcher *s4_searcher_new(int hash_mb, int threads)
{
    S4Searcher *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->workers = calloc(S4_MAX_THREADS, sizeof *s->workers);
    if (!s->workers || !s4_tt_init(&s->tt, hash_mb)) {
        free(s->workers);
        free(s);
        return NULL;
    }
    atomic_init(&s->stop, false);
    s4_cube_lines_init(&s->cube_lines);
    s4_searcher_set_threads(s, threads);
    return s;
}

void s4_searcher_free(S4Searcher *searcher)
{
    if (!searcher)
        return;
    s4_tt_free(&searcher->tt);
    free(searcher->workers);
    free(searcher);
}

void s4_searcher_clear(S4Searcher *searcher)
{
    s4_tt_clear(&searcher->tt);
    memset(searcher->workers, 0, S4_MAX_THREADS * sizeof *searcher->workers);
}

void s4_searcher_use_hand_eval(S4Searcher *searcher, bool hand) { searcher->hand_eval = hand; }

void s4_searcher_set_threads(S4Searcher *searcher, int threads)
{
    searcher->threads = threads < 1 ? 1 : threads > S4_MAX_THREADS ? S4_MAX_THREADS : threads;
}

int s4_score_beads_left(int score, int count)
{
    int end = score > 0 ? S4_SCORE_WIN - score : S4_SCORE_WIN + score;
    return (end - count + 1) / 2;
}

/* Drops root moves that a symmetry of the position maps onto a move kept before them: they
 * have the same value. Square grids only (Score Four: from the empty board 16 moves become 3).
 * Returns the new count. */
static int drop_symmetric_moves(const S4Board *board, int *cells, int count)
{
    const S4Geometry *geo = board->geo;
    if (geo->width != geo->depth || geo->width < 2)
        return count;
    int fixing[8], nfix = 0;
    for (int t = 1; t < 8; t++)
        if (s4_symmetry_beads(geo, board->beads[0], t) == board->beads[0] &&
            s4_symmetry_beads(geo, board->beads[1], t) == board->beads[1])
            fixing[nfix++] = t;
    if (nfix == 0)
        return count;
    int kept = 0;
    for (int i = 0; i < count; i++) {
        int peg = s4_cell_peg(geo, cells[i]);
        bool twin = false;
        for (int k = 0; k < kept && !twin; k++)
            for (int f = 0; f < nfix && !twin; f++)
                twin = s4_symmetry_peg(geo, peg, fixing[f]) == s4_cell_peg(geo, cells[k]);
        if (!twin)
            cells[kept++] = cells[i];
    }
    return kept;
}

/* Prepares the tables for board's geometry and a new search generation. */
static void begin(S4Searcher *s, const S4Board *board)
{
    /* Always rebuilt (a few microseconds): a geometry at the same address may have changed. */
    s4_sgeo_init(&s->sg, board->geo);
    s->geo = board->geo;
    s->rules = s->sg.cells == S4_CUBE_CELLS && s->sg.pegs == S4_CUBE_PEGS;
    s->tt.generation++;
    s->tt.used = true;
    atomic_store(&s->stop, false);
    for (int i = 0; i < s->threads; i++) {
        S4Worker *w = &s->workers[i];
        w->s = s;
        w->id = i;
        w->nodes = 0;
        w->depth_done = 0;
        /* old history still orders well, but must not swamp this search's */
        for (int side = 0; side < 2; side++)
            for (int c = 0; c < S4_MAX_CELLS; c++)
                w->history[side][c] /= 8;
    }
}

/* Fills the searcher's root noise for this search: a hash of the seed, the position and the
 * cell, so a fixed seed repeats its choices. */
static void set_noise(S4Searcher *s, const S4Pos *root, const S4SearchLimits *limits)
{
    memset(s->noise_by_cell, 0, sizeof s->noise_by_cell);
    if (limits->noise <= 0)
        return;
    uint64_t position = s4_tt_key(root->cur, root->opp);
    for (int cell = 0; cell < S4_MAX_CELLS; cell++) {
        uint64_t z = limits->seed * 0x9e3779b97f4a7c15ULL ^ position ^ (uint64_t)cell * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        z ^= z >> 31;
        s->noise_by_cell[cell] = (int)(z % (uint64_t)(2 * limits->noise + 1)) - limits->noise;
    }
}

/* A helper thread: iterative deepening over the same root, on every other iteration one
 * ply deeper than the main thread, so the threads fill the table with different work. */
static void *helper_main(void *arg)
{
    S4Worker *w = arg;
    for (int depth = 1 + (w->id & 1); depth <= w->max_depth; depth++)
        if (!s4_search_root(w, depth))
            break;
    return NULL;
}

static uint64_t total_nodes(const S4Searcher *s)
{
    uint64_t nodes = 0;
    for (int i = 0; i < s->threads; i++)
        nodes += s->workers[i].nodes;
    return nodes;
}

/* The clock is read every thousand nodes (well under a millisecond) and the threads take a
 * moment to stop; on a busy machine the process may also wait for a processor for a few
 * milliseconds at any point. Aim early enough that the answer is practically never late:
 * 8% early at 100 ms, 3.5% at a second. */
double s4_search_early_ms(long movetime_ms)
{
    double early = (double)movetime_ms * 0.08;
    return early > 5.0 + (double)movetime_ms * 0.03 ? 5.0 + (double)movetime_ms * 0.03 : early;
}

void s4_search(S4Searcher *s, const S4Board *board, S4Colour side, const S4SearchLimits *limits,
               S4SearchResult *result)
{
    double start = s4_clock_ms();
    memset(result, 0, sizeof *result);
    result->peg = -1;
    begin(s, board);
    const S4SearchGeo *sg = &s->sg;
    const S4Geometry *geo = board->geo;
    double early = s4_search_early_ms(limits->movetime_ms);
    /* Plus how late the last searches stopped after their deadline (a busy machine makes
     * that tens of milliseconds), at most 40% of the time. */
    double late = s->late_ms < (double)limits->movetime_ms * 0.4 ? s->late_ms
                                                                : (double)limits->movetime_ms * 0.4;
    s->deadline_ms =
        limits->movetime_ms > 0 ? start + (double)limits->movetime_ms - early - late : 0;
    /* The main thread counts its own nodes; the helpers visit about as many each. */
    s->node_cap = limits->nodes > 0 ? (limits->nodes + (uint64_t)s->threads - 1) / (uint64_t)s->threads
                                    : 0;

    S4Pos root = s4_pos_make(sg, board->beads[side], board->beads[s4_other(side)]);
    uint64_t play = s4_pos_playable(sg, &root);
    if (!play)
        return;
    int empty = geo->cells - board->count;

    /* 1. Win now.  2. Forced block.  3. Never under an opponent threat, unless all are. */
    uint64_t wins = root.cur_thr & play;
    if (wins) {
        result->peg = s4_cell_peg(geo, __builtin_ctzll(wins));
        result->score = S4_SCORE_WIN - (board->count + 1);
        result->proved = true;
        result->depth = 1;
        result->elapsed_ms = s4_clock_ms() - start;
        return;
    }
    uint64_t threats = root.opp_thr & play;
    uint64_t moves = threats ? threats : play;
    uint64_t under = (root.opp_thr & ~(root.cur | root.opp) & sg->board) >> sg->pegs;
    if ((moves & ~under) && !limits->keep_under)
        moves &= ~under;
    int max_depth = limits->depth > 0 ? limits->depth
                    : limits->movetime_ms > 0 || limits->nodes > 0 ? S4_MAX_DEPTH : 8;
    if (max_depth > empty)
        max_depth = empty;

    S4Worker *main_worker = &s->workers[0];
    for (int i = 0; i < s->threads; i++) {
        S4Worker *w = &s->workers[i];
        w->root = root;
        w->root_count = 0;
        for (uint64_t rest = moves; rest; rest &= rest - 1)
            w->root_cells[w->root_count++] = __builtin_ctzll(rest);
        w->root_count = drop_symmetric_moves(board, w->root_cells, w->root_count);
        /* Strong cells first; helpers rotate the order so they start on different moves. */
        for (int a = 1; a < w->root_count; a++)
            for (int b = a; b > 0 && (sg->strong >> w->root_cells[b] & 1) >
                                         (sg->strong >> w->root_cells[b - 1] & 1); b--) {
                int t = w->root_cells[b];
                w->root_cells[b] = w->root_cells[b - 1];
                w->root_cells[b - 1] = t;
            }
        if (i > 0 && w->root_count > 1) {
            int shift = i % w->root_count, rotated[S4_MAX_PEGS];
            for (int k = 0; k < w->root_count; k++)
                rotated[k] = w->root_cells[(k + shift) % w->root_count];
            memcpy(w->root_cells, rotated, (size_t)w->root_count * sizeof rotated[0]);
        }
        w->max_depth = max_depth + (i > 0);
        w->best_cell = w->root_cells[0];
    }
    result->peg = s4_cell_peg(geo, main_worker->root_cells[0]);
    set_noise(s, &root, limits);
    if (limits->forced_at_once && main_worker->root_count == 1) {
        result->forced = true;
        result->elapsed_ms = s4_clock_ms() - start;
        return;
    }

    pthread_t tids[S4_MAX_THREADS];
    int started = 1;
    for (int i = 1; i < s->threads && max_depth > 1; i++, started++)
        if (pthread_create(&tids[i], NULL, helper_main, &s->workers[i]) != 0)
            break; /* fewer helpers: slower, still correct */

    for (int depth = 1; depth <= max_depth; depth++) {
        if (!s4_search_root(main_worker, depth)) {
            /* Stopped by the clock or the node budget: the part of this iteration that
             * finished is at least as well informed as the last full one (its first move was
             * that one's best). */
            if (main_worker->partial_cell >= 0 && main_worker->partial_cell != main_worker->best_cell) {
                result->peg = s4_cell_peg(geo, main_worker->partial_cell);
                result->score = main_worker->partial_score;
                result->proved = main_worker->partial_score >= S4_SCORE_PROVEN;
            }
            break;
        }
        int best = main_worker->best_score;
        result->peg = s4_cell_peg(geo, main_worker->best_cell);
        result->score = best;
        result->depth = depth;
        bool decided = best >= S4_SCORE_PROVEN || best <= -S4_SCORE_PROVEN;
        result->proved = decided || depth >= empty;
        /* A result proved through forced replies (which cost no depth) can hide a faster
         * win or a slower loss along quiet moves: it is the exact distance only once the
         * full-width horizon reaches its end. */
        if (depth >= empty || (decided && depth >= (S4_SCORE_WIN - abs(best)) - board->count))
            break;
    }
    bool clock_stopped = atomic_load(&s->stop);
    atomic_store(&s->stop, true);
    for (int i = 1; i < started; i++)
        pthread_join(tids[i], NULL);
    result->nodes = total_nodes(s);
    double end = s4_clock_ms();
    result->elapsed_ms = end - start;
    if (clock_stopped && s->deadline_ms > 0) { /* learn how late stopping is, smoothly */
        double observed = end - s->deadline_ms;
        s->late_ms = 0.7 * s->late_ms + 0.3 * (observed > 0 ? observed : 0);
    }
}

void s4_search_solve(S4Searcher *s, const S4Board *board, S4Colour side, S4SearchResult *result)
{
    double start = s4_clock_ms();
    memset(result, 0, sizeof *result);
    result->peg = -1;
    int saved_threads = s->threads;
    s->threads = 1;
    begin(s, board);
    s->deadline_ms = 0;
    s->node_cap = 0;
    S4Worker *w = &s->workers[0];
    S4Pos root = s4_pos_make(&s->sg, board->beads[side], board->beads[s4_other(side)]);
    int depth = board->geo->cells - board->count; /* deep enough that every leaf is a result */
    /* Two null-window searches: at least a draw?  Then, a win?  Random positions are
     * mostly lost or won, so a loss is settled by the first alone. */
    if (s4_negamax(w, &root, depth, -1, 0) <= -1)
        result->score = -1;
    else
        result->score = s4_negamax(w, &root, depth, 0, 1) >= 1 ? 1 : 0;
    result->proved = true;
    result->depth = depth;
    result->nodes = w->nodes;
    result->elapsed_ms = s4_clock_ms() - start;
    s->threads = saved_threads;
}
