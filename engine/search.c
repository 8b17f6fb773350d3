/* search.c: negamax alpha-beta with a transposition table over any gravity geometry.
 *
 * Steps in each node:
 *   1. count the node; every 1024 nodes look at the clock
 *   2. no empty cell: draw
 *   3. a cell that completes our line: win now
 *   4. the opponent's immediate wins: two or more lose, one must be blocked
 *   5. depth exhausted: static evaluation of open lines
 *   6. transposition table: cut or take its move first
 *   7. moves in order (table move, then cells on many lines), each searched with a
 *      window narrowed by the ones before; a move under an opponent's winning cell loses
 *      at once and is not searched
 *   8. store the result with its bound
 */
#include "search.h"

#include <stdlib.h>
#include <string.h>

#include "clock.h"

typedef enum Bound { BOUND_NONE, BOUND_EXACT, BOUND_LOWER, BOUND_UPPER } Bound;

typedef struct TTEntry {
    uint64_t key;   /* full hash of (side to move's beads, opponent's beads) */
    int16_t score;
    int8_t depth;
    uint8_t bound;  /* Bound */
    int8_t cell;    /* best cell, -1 if none */
} TTEntry;

struct S4Searcher {
    TTEntry *table;     /* power-of-two entries */
    size_t mask;        /* entries - 1 */
    /* Per search; reset by s4_search. */
    const S4Geometry *geo;
    uint64_t nodes;
    double deadline_ms; /* 0: none */
    bool stopped;       /* the clock ran out; scores of this iteration are void */
    int cell_weight[S4_MAX_CELLS]; /* lines through each cell: a static ordering key */
};

S4Searcher *s4_searcher_new(int hash_mb)
{
    if (hash_mb < 1)
        hash_mb = 1;
    S4Searcher *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    size_t entries = 1;
    while (entries * 2 * sizeof(TTEntry) <= (size_t)hash_mb << 20)
        entries *= 2;
    s->table = calloc(entries, sizeof(TTEntry));
    if (!s->table) {
        free(s);
        return NULL;
    }
    s->mask = entries - 1;
    return s;
}

void s4_searcher_free(S4Searcher *searcher)
{
    if (!searcher)
        return;
    free(searcher->table);
    free(searcher);
}

void s4_searcher_clear(S4Searcher *searcher)
{
    memset(searcher->table, 0, (searcher->mask + 1) * sizeof(TTEntry));
}

static uint64_t mix(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return x;
}

static uint64_t position_key(uint64_t own, uint64_t opp)
{
    return mix(own ^ 0x9e3779b97f4a7c15ULL) ^ mix(opp + 0x632be59bd9b4e019ULL) * 3;
}

/* Cells among `cells` where a bead of `own` would complete a line. */
static uint64_t winning_cells(const S4Geometry *geo, uint64_t own, uint64_t cells)
{
    uint64_t wins = 0;
    for (uint64_t rest = cells; rest; rest &= rest - 1) {
        int cell = __builtin_ctzll(rest);
        uint64_t with = own | 1ULL << cell;
        for (int i = 0; i < geo->lines_at_count[cell]; i++) {
            uint64_t line = geo->lines[geo->lines_at[cell][i]];
            if ((with & line) == line) {
                wins |= 1ULL << cell;
                break;
            }
        }
    }
    return wins;
}

static uint64_t playable(const S4Geometry *geo, uint64_t occupied)
{
    return ~occupied & (geo->bottom_mask | occupied << geo->pegs) & geo->board_mask;
}

/* The cell directly above `cell`, or 0 at the top. */
static uint64_t above(const S4Geometry *geo, uint64_t cell_bit)
{
    return (cell_bit << geo->pegs) & geo->board_mask;
}

static int evaluate(const S4Geometry *geo, uint64_t own, uint64_t opp)
{
    /* Weight of a line holding n beads of one colour and none of the other. */
    static const int weight[8] = {0, 1, 6, 40, 40, 40, 40, 40};
    int score = 0;
    for (int i = 0; i < geo->line_count; i++) {
        uint64_t line = geo->lines[i];
        int mine = __builtin_popcountll(line & own);
        int theirs = __builtin_popcountll(line & opp);
        if (theirs == 0)
            score += weight[mine < 8 ? mine : 7];
        else if (mine == 0)
            score -= weight[theirs < 8 ? theirs : 7];
    }
    if (score >= S4_SCORE_PROVEN)
        score = S4_SCORE_PROVEN - 1;
    if (score <= -S4_SCORE_PROVEN)
        score = -S4_SCORE_PROVEN + 1;
    return score;
}

static int negamax(S4Searcher *s, uint64_t own, uint64_t opp, int depth, int alpha, int beta)
{
    const S4Geometry *geo = s->geo;
    /* 1. */
    if ((++s->nodes & 1023) == 0 && s->deadline_ms > 0 && s4_now_ms() >= s->deadline_ms)
        s->stopped = true;
    if (s->stopped)
        return 0;
    uint64_t occupied = own | opp;
    int count = __builtin_popcountll(occupied);
    uint64_t moves = playable(geo, occupied);
    /* 2. */
    if (!moves)
        return 0;
    /* 3. */
    if (winning_cells(geo, own, moves))
        return S4_SCORE_WIN - (count + 1);
    /* 4. */
    uint64_t threats = winning_cells(geo, opp, moves);
    if (threats & (threats - 1))
        return -(S4_SCORE_WIN - (count + 2));
    if (threats)
        moves = threats;
    /* 5. */
    if (depth <= 0)
        return evaluate(geo, own, opp);

    /* 6. */
    uint64_t key = position_key(own, opp);
    TTEntry *entry = &s->table[key & s->mask];
    int tt_cell = -1;
    if (entry->key == key) {
        tt_cell = entry->cell;
        if (entry->depth >= depth) {
            int score = entry->score;
            if (entry->bound == BOUND_EXACT)
                return score;
            if (entry->bound == BOUND_LOWER && score >= beta)
                return score;
            if (entry->bound == BOUND_UPPER && score <= alpha)
                return score;
        }
    }

    /* 7. */
    int order[S4_MAX_PEGS];
    int n = 0;
    for (uint64_t rest = moves; rest; rest &= rest - 1)
        order[n++] = __builtin_ctzll(rest);
    for (int i = 1; i < n; i++) { /* insertion sort: table move, then heavier cells */
        int cell = order[i];
        int key_i = cell == tt_cell ? 1000 : s->cell_weight[cell];
        int j = i;
        while (j > 0) {
            int prev = order[j - 1];
            int key_j = prev == tt_cell ? 1000 : s->cell_weight[prev];
            if (key_j >= key_i)
                break;
            order[j] = prev;
            j--;
        }
        order[j] = cell;
    }

    int original_alpha = alpha;
    int best = -S4_SCORE_WIN - 1;
    int best_cell = -1;
    uint64_t opp_wins_anywhere = 0;
    bool computed_opp_wins = false;
    for (int i = 0; i < n; i++) {
        uint64_t bit = 1ULL << order[i];
        int score;
        uint64_t up = above(geo, bit);
        if (up) {
            if (!computed_opp_wins) {
                opp_wins_anywhere = winning_cells(geo, opp, ~occupied & geo->board_mask);
                computed_opp_wins = true;
            }
        }
        if (up && (opp_wins_anywhere & up))
            score = -(S4_SCORE_WIN - (count + 2)); /* the opponent wins on top of us */
        else
            score = -negamax(s, opp, own | bit, depth - 1, -beta, -alpha);
        if (s->stopped)
            return 0;
        if (score > best) {
            best = score;
            best_cell = order[i];
        }
        if (score > alpha)
            alpha = score;
        if (alpha >= beta)
            break;
    }

    /* 8. */
    entry->key = key;
    entry->score = (int16_t)best;
    entry->depth = (int8_t)depth;
    entry->cell = (int8_t)best_cell;
    entry->bound = best <= original_alpha ? BOUND_UPPER : best >= beta ? BOUND_LOWER : BOUND_EXACT;
    return best;
}

void s4_search(S4Searcher *s, const S4Board *board, S4Colour side, const S4SearchLimits *limits,
               S4SearchResult *result)
{
    const S4Geometry *geo = board->geo;
    double start = s4_now_ms();
    memset(result, 0, sizeof *result);
    result->peg = -1;
    s->geo = geo;
    s->nodes = 0;
    s->stopped = false;
    s->deadline_ms = limits->movetime_ms > 0 ? start + (double)limits->movetime_ms : 0;
    for (int cell = 0; cell < geo->cells; cell++)
        s->cell_weight[cell] = geo->lines_at_count[cell];

    uint64_t own = board->beads[side], opp = board->beads[s4_other(side)];
    uint64_t occupied = own | opp;
    uint64_t moves = playable(geo, occupied);
    int empty = geo->cells - board->count;
    if (!moves)
        return;

    /* Immediate win, then forced block: no search needed. */
    uint64_t wins = winning_cells(geo, own, moves);
    uint64_t threats = winning_cells(geo, opp, moves);
    uint64_t forced = wins ? wins : threats;
    int max_depth = limits->depth > 0 ? limits->depth
                    : limits->movetime_ms > 0 ? S4_MAX_DEPTH : 8;
    if (max_depth > empty)
        max_depth = empty;

    int root[S4_MAX_PEGS], n = 0;
    for (uint64_t rest = forced ? forced : moves; rest; rest &= rest - 1)
        root[n++] = __builtin_ctzll(rest);
    /* Static order: cells on many lines first. */
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && s->cell_weight[root[j]] > s->cell_weight[root[j - 1]]; j--) {
            int t = root[j];
            root[j] = root[j - 1];
            root[j - 1] = t;
        }
    result->peg = s4_cell_peg(geo, root[0]);
    if (wins) {
        result->score = S4_SCORE_WIN - (board->count + 1);
        result->proved = true;
        result->depth = 1;
        result->elapsed_ms = s4_now_ms() - start;
        return;
    }

    for (int depth = 1; depth <= max_depth; depth++) {
        int alpha = -S4_SCORE_WIN - 1, beta = S4_SCORE_WIN + 1;
        int best = -S4_SCORE_WIN - 1, best_index = 0;
        for (int i = 0; i < n; i++) {
            uint64_t bit = 1ULL << root[i];
            int score = -negamax(s, opp, own | bit, depth - 1, -beta, -alpha);
            if (s->stopped)
                break;
            if (score > best) {
                best = score;
                best_index = i;
            }
            if (score > alpha)
                alpha = score;
        }
        if (s->stopped)
            break;
        /* Completed iteration: adopt it, and put its best move first for the next one. */
        int chosen = root[best_index];
        memmove(&root[1], &root[0], (size_t)best_index * sizeof root[0]);
        root[0] = chosen;
        result->peg = s4_cell_peg(geo, chosen);
        result->score = best;
        result->depth = depth;
        result->proved = best >= S4_SCORE_PROVEN || best <= -S4_SCORE_PROVEN || depth >= empty;
        if (result->proved)
            break;
        double spent = s4_now_ms() - start;
        /* The next iteration costs several times this one: don't start what can't finish. */
        if (limits->movetime_ms > 0 && spent * 3 > (double)limits->movetime_ms)
            break;
    }
    result->nodes = s->nodes;
    result->elapsed_ms = s4_now_ms() - start;
}
