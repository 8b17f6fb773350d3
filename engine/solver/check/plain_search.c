/* plain_search.c: the proof checker's plain alpha-beta (see plain_search.h). */
#include "plain_search.h"

#include <assert.h>
#include <stdlib.h>

/* Centre pegs first, then the edges, then the corners: the one order, fixed. */
static const int peg_order[16] = {5, 6, 9, 10, 1, 2, 4, 7, 8, 11, 13, 14, 0, 3, 12, 15};

bool s4_plain_init(S4PlainSearch *search, uint64_t budget)
{
    *search = (S4PlainSearch){.budget = budget};
    search->table = calloc((size_t)1 << S4_PLAIN_TABLE_BITS, sizeof *search->table);
    return search->table != NULL;
}

void s4_plain_free(S4PlainSearch *search)
{
    free(search->table);
    search->table = NULL;
}

static S4PlainEntry *entry(const S4PlainSearch *s, const S4Board *b)
{
    uint64_t h = b->beads[0] * 0x9E3779B97F4A7C15ULL ^ b->beads[1] * 0xD6E8FEB86659FD93ULL;
    return &s->table[h >> (64 - S4_PLAIN_TABLE_BITS)];
}

/* Negamax on weak values in the window (alpha, beta): the value when it lies inside, else a
 * bound on the same side of the window. */
static int negamax(S4PlainSearch *s, S4Board *b, S4Colour me, int alpha, int beta)
{
    if (s->budget && s->nodes >= s->budget) {
        s->exhausted = true;
        return 0;
    }
    s->nodes++;
    int pegs[S4_MAX_PEGS];
    int n = s4_board_legal_pegs(b, pegs);
    if (n == 0)
        return 0;
    S4Colour you = s4_other(me);
    int forced = -1, threats = 0;
    for (int i = 0; i < n; i++) {
        if (s4_board_move_would_win(b, pegs[i], me))
            return 1;
        if (s4_board_move_would_win(b, pegs[i], you)) {
            forced = pegs[i];
            threats++;
        }
    }
    if (threats >= 2)
        return -1;
    if (s4_board_is_dead(b))
        return 0;
    /* The table: the bounds stored for this very position (both colours' beads compared;
     * the side to move follows from them, the colours alternating). */
    S4PlainEntry *e = entry(s, b);
    int lower = -1, upper = 1;
    if (e->white == b->beads[0] && e->black == b->beads[1]) {
        lower = e->lower;
        upper = e->upper;
        if (lower >= beta || upper <= alpha || lower == upper)
            return lower >= beta ? lower : upper;
        if (lower > alpha)
            alpha = lower;
        if (upper < beta)
            beta = upper;
    }
    int alpha0 = alpha, best = -1;
    for (int k = 0; k < 16; k++) {
        int peg = peg_order[k];
        if (forced >= 0 ? peg != forced : !s4_board_can_play(b, peg))
            continue;
        S4Status st = s4_board_play(b, peg, me);
        assert(st == S4_OK);
        (void)st;
        int v = -negamax(s, b, you, -beta, -alpha);
        s4_board_remove(b, peg);
        if (s->exhausted)
            return 0;
        if (v > best)
            best = v;
        if (best > alpha)
            alpha = best;
        if (alpha >= beta)
            break;
    }
    /* best <= alpha0: an upper bound; best >= beta: a lower one; else exact. */
    if (best <= alpha0)
        upper = best < upper ? best : upper;
    else if (best >= beta)
        lower = best > lower ? best : lower;
    else
        lower = upper = best;
    *e = (S4PlainEntry){b->beads[0], b->beads[1], (int8_t)lower, (int8_t)upper};
    return best;
}

bool s4_plain_at_least(S4PlainSearch *search, const S4Board *board, S4Colour to_move, int v,
                       bool *yes)
{
    assert(board->geo->pegs == 16);
    S4Board b = *board;
    search->nodes = 0;
    search->exhausted = false;
    /* The null window (v - 1, v): a result >= v proves "at least v", one <= v - 1 refutes it. */
    *yes = negamax(search, &b, to_move, v - 1, v) >= v;
    return !search->exhausted;
}
