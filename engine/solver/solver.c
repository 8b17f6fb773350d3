/* solver.c: null-window negamax with a transposition table over the flat bitboard.
 *
 * The search follows the classic strong Connect Four solver design:
 *   1. a node never starts where the side to move wins at once (the caller checks);
 *   2. moves that hand the opponent an immediate win are never searched, and when every
 *      move does, the node is lost at the opponent's next bead;
 *   3. the score is bounded by the beads each side has left, which narrows the window;
 *   4. the table stores an upper bound (all moves failed low) or a lower bound (a cutoff),
 *      and narrows the window again; positions with few empty cells use smaller tables
 *      that stay in the processor's caches, and a node with a single move left skips it;
 *   5. where many cells are left, a child whose stored upper bound already proves a
 *      cutoff ends the node at once (enhanced transposition cutoff);
 *   6. the table's cutoff move is searched first, before the other moves are generated,
 *      then the others by the number of winning cells they create, centre first on ties;
 *   (7. the root's sequence of null windows, and the helper threads: solver_root.c.)
 * Positions with few beads share a table key with their mirror image. Connect Four 7 x 6
 * gets its own copy of the search with the shape's numbers as constants.
 */
#include "solver_internal.h"

#include <string.h>

/* Connect Four 7 x 6 as constants: every cell, the bottom row, one column's cells. */
#define C4_BOARD 0xFDFBF7EFDFBFULL
#define C4_BOTTOM 0x40810204081ULL
#define C4_COLUMN 0x3FULL

/* Helper threads (lazy SMP) join a solve only once its main thread has visited this many
 * nodes (checked every 256): most positions of the easy sets take fewer, and waking a
 * thread costs a system call and a wait for the scheduler, far more than such a search.
 * 512, 1024 and 2048 measured the same on Begin-Easy, 256 to 1024 the same on Middle-Easy
 * (docs/benchmarks.md, "Connect Four solver"). */
enum { HELPER_START_NODES = 1024 };

/* Plies from the root (the root and its children) where a helper changes the move order:
 * it searches another move first than the main thread, so the two fill the shared tables
 * with different subtrees instead of racing down the same one. 1 to 4 plies, and other
 * rotations, measured within the noise of each other; 2 was the best of them. */
enum { PERTURB_PLIES = 2 };

/* The table of the positions with `empty` empty cells. */
static inline S4SolverTable *table_for(S4Solver *solver, int empty)
{
    return empty <= S4_SOLVER_NEAR_MAX_EMPTY     ? &solver->near
           : empty <= S4_SOLVER_MIDDLE_MAX_EMPTY ? &solver->middle
                                       : &solver->table;
}

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

/* ---- nodes and keys ------------------------------------------------------------------ */

/* A position together with its mirror image (columns reversed), both kept up to date move
 * by move: mirroring only permutes whole columns, so the mirror of a child is the parent's
 * mirror plus one shifted bead, a few instructions instead of a loop over the columns. */
typedef struct Node {
    uint64_t current, mask;      /* as in S4FlatPos */
    uint64_t mcurrent, mmask;    /* the same, mirrored */
    int moves;
} Node;

/* Mirror images score the same. Early in a game both are often searched (4 then 3, and 4
 * then 5), so positions with few beads share one key: the smaller of the two. Later the
 * mirror is rarely met and the wider spread of keys costs more than it saves. */
enum { SYMMETRY_MAX_MOVES = 20 };

/* Empty cells from which the enhanced transposition cutoff is tried (see negamax_body). */
enum { ETC_MIN_EMPTY = 24 };

typedef struct Key {
    uint64_t key;       /* the position's table key */
    bool mirrored;      /* the key is the mirror image's: stored columns are mirrored too */
} Key;

static uint64_t mirror_bits(const S4FlatShape *s, uint64_t bits)
{
    uint64_t column = (1ULL << s->stride) - 1;
    uint64_t m = 0;
    for (int c = 0, back = (s->width - 1) * s->stride; c < s->width;
         c++, back -= s->stride)
        m |= ((bits >> (c * s->stride)) & column) << back;
    return m;
}

static void node_from_pos(const S4FlatShape *s, const S4FlatPos *pos, Node *node)
{
    node->current = pos->current;
    node->mask = pos->mask;
    node->mcurrent = mirror_bits(s, pos->current);
    node->mmask = mirror_bits(s, pos->mask);
    node->moves = pos->moves;
}

/* The cell `move` of column col mirrored: into column width - 1 - col, same level. */
static inline uint64_t mirror_cell(int width, int stride, uint64_t move, int col)
{
    int shift = (width - 1 - 2 * col) * stride;
    return shift >= 0 ? move << shift : move >> -shift;
}

/* The node after the side to move plays cell `move` of column col. */
static inline void node_play(int width, int stride, const Node *node, uint64_t move, int col,
                             Node *child)
{
    child->current = node->current ^ node->mask;
    child->mask = node->mask | move;
    child->moves = node->moves + 1;
    /* Past SYMMETRY_MAX_MOVES the mirror is never read again (see node_key): skip it. */
    if (node->moves < SYMMETRY_MAX_MOVES) {
        child->mcurrent = node->mcurrent ^ node->mmask;
        child->mmask = node->mmask | mirror_cell(width, stride, move, col);
    }
}

/* current + mask is unique per position (no carry leaves a column), and so is its mirror. */
static inline Key node_key(const Node *node)
{
    Key k = {node->current + node->mask, false};
    if (node->moves <= SYMMETRY_MAX_MOVES) {
        uint64_t m = node->mcurrent + node->mmask;
        if (m < k.key) {
            k.key = m;
            k.mirrored = true;
        }
    }
    return k;
}

/* A column as stored under key k, or back: mirroring is its own inverse. */
static inline int key_column(int width, Key k, int column)
{
    return (k.mirrored && column >= 0) ? width - 1 - column : column;
}

/* ---- winning cells ----------------------------------------------------------------------- */

/* Cells completing a line of four along direction d: the three others split between the
 * two sides in every way. Constant d (the 7 x 6 path) folds every shift. */
static inline uint64_t along4(uint64_t own, int d)
{
    uint64_t l2 = (own << d) & (own << 2 * d);
    uint64_t r2 = (own >> d) & (own >> 2 * d);
    return (l2 & (own << 3 * d)) | (l2 & (own >> d)) | (r2 & (own << d)) |
           (r2 & (own >> 3 * d));
}

/* s4_flat_winning_cells, inlined with constant shifts for Connect Four 7 x 6 (`c4`). The
 * same formula as flat_board.c's; the generic path calls it. */
static inline __attribute__((always_inline)) uint64_t wins_of(const S4FlatShape *s, bool c4,
                                                               uint64_t own, uint64_t mask)
{
    if (!c4)
        return s4_flat_winning_cells(s, own, mask);
    uint64_t r = ((own << 1) & (own << 2) & (own << 3)) | along4(own, 7) | along4(own, 6) |
                 along4(own, 8);
    return r & C4_BOARD & ~mask;
}

/* ---- the search ------------------------------------------------------------------------ */

/* Table values: an upper bound v is stored as v - min + 1 (1 .. max - min + 1), a lower
 * bound as v + max - 2 min + 2 (above that range); 0 is an empty slot. */
static inline uint8_t encode_upper(int min_score, int v)
{
    return (uint8_t)(v - min_score + 1);
}
static inline uint8_t encode_lower(int min_score, int max_score, int v)
{
    return (uint8_t)(v + max_score - 2 * min_score + 2);
}

static int negamax_c4(S4SolverWorker *w, const Node *node, int alpha, int beta);
static int negamax_any(S4SolverWorker *w, const Node *node, int alpha, int beta);
static int negamax_c4_helper(S4SolverWorker *w, const Node *node, int alpha, int beta);
static int negamax_any_helper(S4SolverWorker *w, const Node *node, int alpha, int beta);

/* The main thread's check every 256 nodes: the deadline and the node cap, a helper's proof of the root, and
 * whether the search has grown big enough for the helpers to join. Out of line: it is rare,
 * and the search's hot path stays small. */
static __attribute__((noinline)) void main_poll(S4SolverWorker *w)
{
    S4Solver *solver = w->solver;
    if ((w->deadline_ms > 0 && s4_clock_ms() > w->deadline_ms) ||
        (w->node_cap > 0 && w->nodes >= w->node_cap)) {
        w->stopped = true;
        return;
    }
    if (w->helping) {
        if (s4_solver_pool_answered(solver->pool, w->job, &w->answer)) {
            w->answered = true;
            w->stopped = true;
        }
    } else if (w->root && solver->pool && w->nodes >= HELPER_START_NODES) {
        w->job = s4_solver_pool_start(solver->pool, w->root);
        w->helping = true;
    }
}

/* The score of node within [alpha, beta] (alpha < beta): exact inside the window, an upper
 * bound <= alpha when it fails low, a lower bound >= beta when it fails high.
 * Needs: the side to move cannot win at once. c4 (a constant in each caller) says the shape
 * is 7 x 6 with four in a row, so that widths, strides and shifts fold at compile time.
 * helper (a constant too) picks a helper thread's copy: it reads the pool's generation at
 * every node and takes its own move order near its root; the main thread's copy (the only
 * one with one thread) calls main_poll every 256 nodes and has no other thread's work. */
static inline __attribute__((always_inline)) int negamax_body(S4SolverWorker *w,
                                                              const Node *node, int alpha,
                                                              int beta, bool c4, bool helper)
{
    S4Solver *solver = w->solver;
    const S4FlatShape *s = &solver->shape;
    const int width = c4 ? 7 : s->width;
    const int stride = c4 ? 7 : s->stride;
    const int cells = c4 ? 42 : s->cells;
    const int min_score = c4 ? -18 : s->min_score;
    const int max_score = c4 ? 18 : s->max_score;
    const uint64_t board = c4 ? C4_BOARD : s->board;
    const uint64_t bottom = c4 ? C4_BOTTOM : s->bottom;
#define COLUMN(col) (c4 ? C4_COLUMN << (7 * (col)) : s->column[col])
#define SEARCH(child, a, b)                                                                 \
    (c4 ? (helper ? negamax_c4_helper(w, child, a, b) : negamax_c4(w, child, a, b))         \
        : (helper ? negamax_any_helper(w, child, a, b) : negamax_any(w, child, a, b)))
    if (helper) {
        /* One relaxed load of a line that changes twice a job: stops within a node. */
        if ((++w->nodes & 255) == 0)
            s4_solver_pool_publish_nodes(solver->pool, w->helper, w->job, w->nodes);
        if (atomic_load_explicit(w->generation, memory_order_relaxed) != w->job)
            w->stopped = true;
    } else if ((++w->nodes & 255) == 0) {
        main_poll(w);
    }
    if (w->stopped)
        return 0;

    /* The moves that do not hand the opponent a win at once (s4_flat_non_losing). */
    uint64_t next = (node->mask + bottom) & board;
    uint64_t threats = wins_of(s, c4, node->current ^ node->mask, node->mask);
    uint64_t forced = next & threats;
    if (forced) {
        if (forced & (forced - 1))
            return -(cells - node->moves) / 2; /* two threats: the opponent wins next */
        next = forced;
    }
    next &= ~(threats >> 1);
    if (next == 0)
        return -(cells - node->moves) / 2; /* the opponent wins with its next bead */
    if (node->moves >= cells - 2)
        return 0; /* we cannot win now and the opponent cannot win with the last bead */

    int min = -(cells - 2 - node->moves) / 2; /* the opponent wins two beads later at best */
    if (alpha < min) {
        alpha = min;
        if (alpha >= beta)
            return alpha;
    }
    int max = (cells - 1 - node->moves) / 2; /* we cannot win with the very next bead */
    /* A single move (often a forced block): no table probe nor store here, the child's own
     * does the same work, and this node's slot would cost a second cache miss. */
    if (!(next & (next - 1))) {
        if (beta > max) {
            beta = max;
            if (alpha >= beta)
                return beta;
        }
        Node only;
        int col = __builtin_ctzll(next) / stride;
        node_play(width, stride, node, next, col, &only);
        return -SEARCH(&only, -beta, -alpha);
    }
    Key key = node_key(node);
    const int empty = cells - node->moves;
    S4SolverTable *table = table_for(solver, empty);
    S4SolverTable *child_table = table_for(solver, empty - 1);
    S4SolverEntry entry = s4_solver_table_get(table, key.key);
    int stored = entry.value;
    int hint = key_column(width, key, entry.move);
    if (stored) {
        if (stored > max_score - min_score + 1) {
            min = stored + 2 * min_score - max_score - 2;
            if (alpha < min) {
                alpha = min;
                if (alpha >= beta)
                    return alpha;
            }
        } else {
            max = stored + min_score - 1;
        }
    }
    if (beta > max) {
        beta = max;
        if (alpha >= beta)
            return beta;
    }

    /* The move that cut off here before goes first, before the others are even generated:
     * in the repeated null-window searches it usually cuts off again, and ordering the
     * rest would be wasted work. */
    Node children[S4_FLAT_MAX_WIDTH];
    /* A helper near its root takes the moves in its own order (below), hint included. */
    const bool perturb = helper && node->moves - w->root_moves < PERTURB_PLIES;
    if (!perturb && hint >= 0 && (next & COLUMN(hint))) {
        uint64_t move = next & COLUMN(hint);
        node_play(width, stride, node, move, hint, &children[hint]);
        int score = -SEARCH(&children[hint], -beta, -alpha);
        if (w->stopped)
            return 0;
        if (score >= beta) {
            s4_solver_table_put(table, key.key, node->moves,
                                encode_lower(min_score, max_score, score), entry.move);
            return score;
        }
        if (score > alpha)
            alpha = score;
        next &= ~COLUMN(hint);
    }
    /* The rest by winning cells created, centre first on ties. The children's slots are
     * fetched now, so their cache misses overlap the work on the first children. */
    MoveList list;
    list.size = 0;
    /* Unrolled, so that the column, its mask and the mirror's shift are constants in the
     * 7 x 6 path (16% fewer instructions per node, measured). */
#pragma GCC unroll 8
    for (int i = width - 1; i >= 0; i--) {
        int col = c4 ? 3 + (1 - 2 * (i % 2)) * (i + 1) / 2 : s->order[i];
        uint64_t move = next & COLUMN(col);
        if (move) {
            Node *child = &children[col];
            node_play(width, stride, node, move, col, child);
            s4_solver_table_prefetch(child_table, node_key(child).key);
            uint64_t created = wins_of(s, c4, node->current | move, node->mask | move);
            moves_add(&list, (uint64_t)col, __builtin_popcountll(created));
        }
    }
    if (perturb && list.size > 1) {
        /* Helper h starts with the (h + 1)-th best move instead of the best one. */
        int other = list.size - 1 - w->helper % list.size;
        uint64_t first = list.move[list.size - 1];
        list.move[list.size - 1] = list.move[other];
        list.move[other] = first;
    }
    /* Enhanced transposition cutoff, only where at least ETC_MIN_EMPTY cells are left: it
     * waits on every child's slot at once, which costs more than it saves in small
     * subtrees (measured: on Begin-Medium, everywhere, 20% fewer nodes but 20% more
     * cycles). A child already known to be worth at most -beta to the opponent proves
     * this node worth at least beta, with no search. */
    if (cells - node->moves >= ETC_MIN_EMPTY) {
        for (int i = 0; i < list.size; i++) {
            int col = (int)list.move[i];
            S4SolverEntry e = s4_solver_table_get(child_table, node_key(&children[col]).key);
            if (e.value && e.value <= max_score - min_score + 1) {
                int child_max = e.value + min_score - 1;
                if (-child_max >= beta) {
                    s4_solver_table_put(table, key.key, node->moves,
                                        encode_lower(min_score, max_score, -child_max),
                                        key_column(width, key, col));
                    return -child_max;
                }
            }
        }
    }
    while (list.size > 0) {
        int col = (int)list.move[--list.size];
        int score = -SEARCH(&children[col], -beta, -alpha);
        if (w->stopped)
            return 0;
        if (score >= beta) {
            s4_solver_table_put(table, key.key, node->moves,
                                encode_lower(min_score, max_score, score),
                                key_column(width, key, col));
            return score;
        }
        if (score > alpha)
            alpha = score;
    }
    s4_solver_table_put(table, key.key, node->moves, encode_upper(min_score, alpha),
                        entry.move);
    return alpha;
#undef SEARCH
#undef COLUMN
}

/* Four copies of the search: shape constants or not, main thread or helper. */
static int negamax_c4(S4SolverWorker *w, const Node *node, int alpha, int beta)
{
    return negamax_body(w, node, alpha, beta, true, false);
}

static int negamax_any(S4SolverWorker *w, const Node *node, int alpha, int beta)
{
    return negamax_body(w, node, alpha, beta, false, false);
}

static int negamax_c4_helper(S4SolverWorker *w, const Node *node, int alpha, int beta)
{
    return negamax_body(w, node, alpha, beta, true, true);
}

static int negamax_any_helper(S4SolverWorker *w, const Node *node, int alpha, int beta)
{
    return negamax_body(w, node, alpha, beta, false, true);
}

int s4_solver_search(S4SolverWorker *w, const S4FlatPos *pos, int alpha, int beta)
{
    Node node;
    node_from_pos(&w->solver->shape, pos, &node);
    if (w->solver->c4)
        return w->helper ? negamax_c4_helper(w, &node, alpha, beta)
                         : negamax_c4(w, &node, alpha, beta);
    return w->helper ? negamax_any_helper(w, &node, alpha, beta)
                     : negamax_any(w, &node, alpha, beta);
}

bool s4_solver_is_c4(const S4FlatShape *s)
{
    return s->width == 7 && s->height == 6 && s->connect == 4 && s->board == C4_BOARD &&
           s->bottom == C4_BOTTOM;
}
