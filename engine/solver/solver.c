/* solver.c: null-window negamax with a transposition table over the flat bitboard.
 *
 * The search follows the classic strong Connect Four solver design:
 *   1. a node never starts where the side to move wins at once (the caller checks);
 *   2. moves that hand the opponent an immediate win are never searched, and when every
 *      move does, the node is lost at the opponent's next bead;
 *   3. the score is bounded by the beads each side has left, which narrows the window;
 *   4. the table stores an upper bound (all moves failed low) or a lower bound (a cutoff),
 *      and narrows the window again;
 *   5. a child whose stored upper bound already proves a cutoff ends the node at once
 *      (enhanced transposition cutoff);
 *   6. moves are tried the table's cutoff move first, then by the number of winning cells
 *      they create, centre first on ties;
 *   7. the root is solved by a sequence of null-window searches that halve the score range,
 *      biased towards 0 where a proof of "draw or better" is cheapest.
 * Positions with few beads share a table key with their mirror image.
 */
#include "solver.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "solver_table.h"

struct S4Solver {
    S4FlatShape shape;
    S4SolverTable table;
    uint64_t nodes;       /* this call's positions */
    double deadline_ms;   /* 0: none */
    bool stopped;         /* the deadline passed: every score of this call is void */
};

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

int s4_solver_table_log2(int hash_mb)
{
    int log = 10;
    while (log < 32 && ((size_t)8 << (log + 1)) <= ((size_t)hash_mb << 20))
        log++; /* 8 bytes a slot */
    return log;
}

S4Solver *s4_solver_new(const S4FlatShape *shape, int table_log2)
{
    if (table_log2 < 10 || table_log2 > 32)
        return NULL;
    S4Solver *solver = calloc(1, sizeof *solver);
    if (!solver)
        return NULL;
    solver->shape = *shape;
    /* A table with more slots than possible keys would never fill: small boards get less. */
    int bits = shape->width * shape->stride;
    if (table_log2 > bits)
        table_log2 = bits < 10 ? 10 : bits;
    if (!s4_solver_table_init(&solver->table, table_log2, bits)) {
        free(solver);
        return NULL;
    }
    return solver;
}

void s4_solver_free(S4Solver *solver)
{
    if (!solver)
        return;
    s4_solver_table_free(&solver->table);
    free(solver);
}

const S4FlatShape *s4_solver_shape(const S4Solver *solver) { return &solver->shape; }

void s4_solver_clear(S4Solver *solver) { s4_solver_table_clear(&solver->table); }

/* ---- move ordering ------------------------------------------------------------------- */

/* At most one move per column, kept sorted by score, best last; equal scores keep the
 * later-added move nearer the end, so adding columns edge-first leaves the centre first. */
typedef struct MoveList {
    int size;
    uint64_t move[S4_FLAT_MAX_WIDTH];
    int score[S4_FLAT_MAX_WIDTH];
} MoveList;

static inline void moves_add(MoveList *list, uint64_t move, int score)
{
    int pos = list->size++;
    for (; pos > 0 && list->score[pos - 1] > score; pos--) {
        list->move[pos] = list->move[pos - 1];
        list->score[pos] = list->score[pos - 1];
    }
    list->move[pos] = move;
    list->score[pos] = score;
}

/* ---- keys ---------------------------------------------------------------------------- */

/* Mirror images score the same. Early in a game both are often searched (4 then 3, and 4
 * then 5), so positions with few beads share one key: the smaller of the two. Later the
 * mirror is rarely met and costs more to compute than it saves. */
enum { SYMMETRY_MAX_MOVES = 20 };

typedef struct Key {
    uint64_t key;       /* the position's table key */
    bool mirrored;      /* the key is the mirror image's: stored columns are mirrored too */
} Key;

static inline uint64_t mirror_key(const S4FlatShape *s, uint64_t key)
{
    uint64_t column = (1ULL << s->stride) - 1;
    uint64_t m = 0;
    for (int c = 0, back = (s->width - 1) * s->stride; c < s->width;
         c++, back -= s->stride)
        m |= ((key >> (c * s->stride)) & column) << back;
    return m;
}

static inline Key position_key(const S4FlatShape *s, uint64_t current, uint64_t mask,
                               int moves)
{
    Key k = {current + mask, false};
    if (moves <= SYMMETRY_MAX_MOVES) {
        uint64_t m = mirror_key(s, k.key);
        if (m < k.key) {
            k.key = m;
            k.mirrored = true;
        }
    }
    return k;
}

/* A column as stored under key k, or back: mirroring is its own inverse. */
static inline int key_column(const S4FlatShape *s, Key k, int column)
{
    return (k.mirrored && column >= 0) ? s->width - 1 - column : column;
}

/* ---- the search ------------------------------------------------------------------------ */

/* Table values: an upper bound v is stored as v - min + 1 (1 .. max - min + 1), a lower
 * bound as v + max - 2 min + 2 (above that range); 0 is an empty slot. */
static inline uint8_t encode_upper(const S4FlatShape *s, int v)
{
    return (uint8_t)(v - s->min_score + 1);
}
static inline uint8_t encode_lower(const S4FlatShape *s, int v)
{
    return (uint8_t)(v + s->max_score - 2 * s->min_score + 2);
}

/* The score of pos within [alpha, beta] (alpha < beta): exact inside the window, an upper
 * bound <= alpha when it fails low, a lower bound >= beta when it fails high.
 * Needs: the side to move cannot win at once. */
static int negamax(S4Solver *solver, const S4FlatPos *pos, int alpha, int beta)
{
    const S4FlatShape *s = &solver->shape;
    if ((++solver->nodes & 4095) == 0 && solver->deadline_ms > 0 &&
        now_ms() > solver->deadline_ms)
        solver->stopped = true;
    if (solver->stopped)
        return 0;

    uint64_t next = s4_flat_non_losing(s, pos);
    if (next == 0)
        return -(s->cells - pos->moves) / 2; /* the opponent wins with its next bead */
    if (pos->moves >= s->cells - 2)
        return 0; /* we cannot win now and the opponent cannot win with the last bead */

    int min = -(s->cells - 2 - pos->moves) / 2; /* the opponent wins two beads later at best */
    if (alpha < min) {
        alpha = min;
        if (alpha >= beta)
            return alpha;
    }
    int max = (s->cells - 1 - pos->moves) / 2; /* we cannot win with the very next bead */
    Key key = position_key(s, pos->current, pos->mask, pos->moves);
    S4SolverEntry entry = s4_solver_table_get(&solver->table, key.key);
    int stored = entry.value;
    int hint = key_column(s, key, entry.move);
    if (stored) {
        if (stored > s->max_score - s->min_score + 1) {
            min = stored + 2 * s->min_score - s->max_score - 2;
            if (alpha < min) {
                alpha = min;
                if (alpha >= beta)
                    return alpha;
            }
        } else {
            max = stored + s->min_score - 1;
        }
    }
    if (beta > max) {
        beta = max;
        if (alpha >= beta)
            return beta;
    }

    /* Order: the move that cut off here before, then by winning cells created. The
     * children's slots are fetched now, so their cache misses overlap. */
    MoveList list;
    list.size = 0;
    uint64_t child_current = pos->current ^ pos->mask;
    uint64_t child_keys[S4_FLAT_MAX_WIDTH];
    int child_cols[S4_FLAT_MAX_WIDTH];
    int child_count = 0;
    for (int i = s->width - 1; i >= 0; i--) {
        int col = s->order[i];
        uint64_t move = next & s->column[col];
        if (move) {
            Key child = position_key(s, child_current, pos->mask | move, pos->moves + 1);
            s4_solver_table_prefetch(&solver->table, child.key);
            child_keys[child_count] = child.key;
            child_cols[child_count++] = col;
            uint64_t threats =
                s4_flat_winning_cells(s, pos->current | move, pos->mask | move);
            moves_add(&list, move,
                      col == hint ? 1000 : __builtin_popcountll(threats));
        }
    }
    /* Enhanced transposition cutoff: a child already known to be worth at most -beta to
     * the opponent proves this node worth at least beta, with no search. */
    for (int i = 0; i < child_count; i++) {
        S4SolverEntry e = s4_solver_table_get(&solver->table, child_keys[i]);
        if (e.value && e.value <= s->max_score - s->min_score + 1) {
            int child_max = e.value + s->min_score - 1;
            if (-child_max >= beta) {
                s4_solver_table_put(&solver->table, key.key, pos->moves, encode_lower(s, -child_max),
                                    key_column(s, key, child_cols[i]));
                return -child_max;
            }
        }
    }
    while (list.size > 0) {
        uint64_t move = list.move[--list.size];
        S4FlatPos child = *pos;
        s4_flat_play_cell(&child, move);
        int score = -negamax(solver, &child, -beta, -alpha);
        if (solver->stopped)
            return 0;
        if (score >= beta) {
            int col = key_column(s, key, s4_flat_cell_column(s, move));
            s4_solver_table_put(&solver->table, key.key, pos->moves, encode_lower(s, score), col);
            return score;
        }
        if (score > alpha)
            alpha = score;
    }
    s4_solver_table_put(&solver->table, key.key, pos->moves, encode_upper(s, alpha), entry.move);
    return alpha;
}

/* Score of the side to move winning with its next bead. */
static int win_now_score(const S4FlatShape *s, const S4FlatPos *pos)
{
    return (s->cells + 1 - pos->moves) / 2;
}

static void start(S4Solver *solver, double time_limit_ms, S4SolveResult *result)
{
    solver->nodes = 0;
    solver->stopped = false;
    solver->deadline_ms = time_limit_ms > 0 ? now_ms() + time_limit_ms : 0;
    memset(result, 0, sizeof *result);
    result->column = -1;
}

/* The exact score by null-window searches; sets solver->stopped when out of time. */
static int solve_score(S4Solver *solver, const S4FlatPos *pos)
{
    const S4FlatShape *s = &solver->shape;
    if (s4_flat_can_win_next(s, pos))
        return win_now_score(s, pos);
    if (pos->moves >= s->cells)
        return 0;
    int min = -(s->cells - pos->moves) / 2;
    int max = (s->cells + 1 - pos->moves) / 2;
    while (min < max && !solver->stopped) {
        int med = min + (max - min) / 2;
        if (med <= 0 && min / 2 < med)
            med = min / 2;
        else if (med >= 0 && max / 2 > med)
            med = max / 2;
        int r = negamax(solver, pos, med, med + 1);
        if (r <= med)
            max = r;
        else
            min = r;
    }
    return min;
}

void s4_solver_solve(S4Solver *solver, const S4FlatPos *pos, double time_limit_ms,
                     S4SolveResult *result)
{
    start(solver, time_limit_ms, result);
    result->score = solve_score(solver, pos);
    result->nodes = solver->nodes;
    result->complete = !solver->stopped;
}

void s4_solver_best_move(S4Solver *solver, const S4FlatPos *pos, double time_limit_ms,
                         S4SolveResult *result)
{
    const S4FlatShape *s = &solver->shape;
    start(solver, time_limit_ms, result);
    uint64_t playable = s4_flat_playable(s, pos);
    uint64_t wins = s4_flat_winning_cells(s, pos->current, pos->mask) & playable;
    if (wins) {
        result->score = win_now_score(s, pos);
        result->column = s4_flat_cell_column(s, wins & (0 - wins));
        result->complete = true;
        return;
    }
    int score = solve_score(solver, pos);
    uint64_t next = s4_flat_non_losing(s, pos);
    for (int i = 0; i < s->width && !solver->stopped; i++) {
        int col = s->order[i];
        uint64_t move = playable & s->column[col];
        if (!move)
            continue;
        if (!next) { /* every move loses at once: any legal one will do */
            result->column = col;
            break;
        }
        if (!(move & next))
            continue;
        S4FlatPos child = *pos;
        s4_flat_play_cell(&child, move);
        /* The child is worth at most -score exactly when this move achieves score. */
        if (-negamax(solver, &child, -score, -score + 1) >= score && !solver->stopped) {
            result->column = col;
            break;
        }
    }
    result->score = score;
    result->nodes = solver->nodes;
    result->complete = !solver->stopped && result->column >= 0;
}
