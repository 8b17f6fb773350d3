/* cube_shallow.c: the heuristic negamax of cube_shallow.h. */
#include "cube_shallow.h"

#include "cube_order.h"

enum { MAX_MOVES = 16 };

int s4_cube_shallow_value(const S4CubeLines *lines, const S4CubePos *pos, int depth, int alpha,
                          int beta, uint64_t *nodes)
{
    (*nodes)++;
    uint64_t mask = s4_cube_mask(pos);
    uint64_t playable = s4_cube_playable(mask);
    if (!playable)
        return 0; /* full board: a draw */
    int moves = pos->moves;
    /* The same immediate facts as the solver's search: a playable threat wins at once, two
     * of the opponent's lose, one must be blocked, and a cell right under an opponent's
     * threat gives it the win. */
    if (pos->wme & playable)
        return S4_CUBE_SHALLOW_WIN - (moves + 1);
    uint64_t forced = pos->wopp & playable;
    if (forced) {
        if (forced & (forced - 1))
            return -(S4_CUBE_SHALLOW_WIN - (moves + 2));
        playable = forced;
    }
    playable &= ~(pos->wopp >> 16);
    if (!playable)
        return -(S4_CUBE_SHALLOW_WIN - (moves + 2));
    bool single = (playable & (playable - 1)) == 0;
    if (depth <= 0 && !single) {
        int v = s4_cube_learned_eval(lines, pos);
        return v > S4_CUBE_SHALLOW_EVAL_MAX    ? S4_CUBE_SHALLOW_EVAL_MAX
               : v < -S4_CUBE_SHALLOW_EVAL_MAX ? -S4_CUBE_SHALLOW_EVAL_MAX
                                               : v;
    }
    S4CubePos child[MAX_MOVES];
    int key[MAX_MOVES], n = 0;
    for (uint64_t rest = playable; rest; rest &= rest - 1) {
        uint64_t m = rest & -rest;
        int c = __builtin_ctzll(m);
        s4_cube_play(lines, pos, m, c, &child[n]);
        /* Two threats the opponent must block, or one right under another of ours: our next
         * bead wins (as in the solver's search). */
        uint64_t ours = child[n].wopp & s4_cube_playable(mask | m);
        if (ours && ((ours & (ours - 1)) || !(ours & ~(child[n].wopp >> 16))))
            return S4_CUBE_SHALLOW_WIN - (moves + 3);
        /* Moves that force the reply first, then the learned evaluation of the move. */
        key[n] = s4_cube_order_eval(&child[n], s4_cube_open_delta(lines, pos->me, pos->opp, c)) +
                 (ours ? 1 << 20 : 0);
        n++;
    }
    int next = single ? depth : depth - 1;
    int best = -S4_CUBE_SHALLOW_WIN;
    for (int i = 0; i < n; i++) {
        int j = i;
        for (int k = i + 1; k < n; k++)
            if (key[k] > key[j])
                j = k;
        S4CubePos c = child[j];
        child[j] = child[i];
        key[j] = key[i];
        int v = -s4_cube_shallow_value(lines, &c, next, -beta, -(alpha > best ? alpha : best),
                                       nodes);
        if (v > best) {
            best = v;
            if (best >= beta)
                break;
        }
    }
    return best;
}
