/* cube_shallow.c: the heuristic negamax of cube_shallow.h. */
#include "cube_shallow.h"

#include "cube_moves.h"
#include "cube_order.h"

enum { MAX_MOVES = 16 };

static int clamp_eval(int v)
{
    return v > S4_CUBE_SHALLOW_EVAL_MAX    ? S4_CUBE_SHALLOW_EVAL_MAX
           : v < -S4_CUBE_SHALLOW_EVAL_MAX ? -S4_CUBE_SHALLOW_EVAL_MAX
                                           : v;
}

/* A position a search at depth 0 ends on with its evaluation: someone may still move, nobody
 * wins or must block at once, and more than one move is safe (see s4_cube_shallow_value). */
static bool quiet(const S4CubePos *pos)
{
    uint64_t playable = s4_cube_playable(s4_cube_mask(pos));
    if (!playable || ((pos->wme | pos->wopp) & playable))
        return false;
    uint64_t safe = playable & ~(pos->wopp >> 16);
    return (safe & (safe - 1)) != 0;
}

int s4_cube_shallow_value(const S4CubeLines *lines, const S4CubePos *pos, int depth, int alpha,
                          int beta, uint64_t *nodes)
{
    (*nodes)++;
    uint64_t mask = s4_cube_mask(pos), playable;
    int moves = pos->moves;
    /* The same immediate facts as the solver's search (cube_moves.h). */
    switch (s4_cube_moves(pos, mask, &playable)) {
    case S4_CUBE_MOVES_FULL:
        return 0; /* a draw */
    case S4_CUBE_MOVES_WIN:
        return S4_CUBE_SHALLOW_WIN - (moves + 1);
    case S4_CUBE_MOVES_LOST:
        return -(S4_CUBE_SHALLOW_WIN - (moves + 2));
    case S4_CUBE_MOVES_OPEN:
        break;
    }
    bool single = (playable & (playable - 1)) == 0;
    if (depth <= 0 && !single)
        return clamp_eval(s4_cube_learned_eval(lines, pos));
    S4CubePos child[MAX_MOVES];
    int key[MAX_MOVES], eval[MAX_MOVES], n = 0;
    for (uint64_t rest = playable; rest; rest &= rest - 1) {
        uint64_t m = rest & -rest;
        int c = __builtin_ctzll(m);
        s4_cube_play(lines, pos, m, c, &child[n]);
        /* Our next bead wins (as in the solver's search). */
        if (s4_cube_wins_next(&child[n], mask | m))
            return S4_CUBE_SHALLOW_WIN - (moves + 3);
        uint64_t ours = child[n].wopp & s4_cube_playable(mask | m); /* a threat to block */
        /* Moves that force the reply first, then the learned evaluation of the move. */
        eval[n] = s4_cube_order_eval(&child[n], s4_cube_open_delta(lines, pos->me, pos->opp, c));
        key[n] = eval[n] + (ours ? 1 << 20 : 0);
        n++;
    }
    int next = single ? depth : depth - 1;
    int best = -S4_CUBE_SHALLOW_WIN;
    /* With next 0, a quiet child's value is minus its evaluation, which differs from the move's
     * order value eval[] by a term the same for every move of this node (cube_order.h): one
     * child's whole evaluation gives that term, and the others' values follow without counting
     * their 76 lines (each of the two is rounded once: within 2 units of the evaluation). */
    bool have_shift = false;
    int shift = 0;
    for (int i = 0; i < n; i++) {
        int j = i;
        for (int k = i + 1; k < n; k++)
            if (key[k] > key[j])
                j = k;
        S4CubePos c = child[j];
        int e = eval[j];
        child[j] = child[i];
        key[j] = key[i];
        eval[j] = eval[i];
        int v;
        if (next <= 0 && quiet(&c)) {
            (*nodes)++;
            if (!have_shift) {
                int whole = s4_cube_learned_eval(lines, &c);
                shift = e + whole;
                have_shift = true;
                v = -clamp_eval(whole);
            } else
                v = -clamp_eval(shift - e);
        } else
            v = -s4_cube_shallow_value(lines, &c, next, -beta, -(alpha > best ? alpha : best),
                                       nodes);
        if (v > best) {
            best = v;
            if (best >= beta)
                break;
        }
    }
    return best;
}
