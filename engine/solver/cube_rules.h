/* cube_rules.h: static rules that bound a Score Four position's value without search
 * (Allis's claimeven and odd threat, adapted to 16 pegs of 4). */
#ifndef S4_SOLVER_CUBE_RULES_H
#define S4_SOLVER_CUBE_RULES_H

#include "cube_board.h"
#include "cube_solver.h"

/*
 * Both rules describe a strategy of the side not to move, the follower, that answers every
 * bead so that after its answer every peg holds an even number of beads (apart from a
 * frozen peg): on the same peg when the mover played on an even peg, on another odd peg when
 * it played on an odd one. The cells each side then ends with are known in advance except
 * the next cell of each odd peg (it goes to whoever plays that peg first), so the rules
 * count those cells for the side the argument must not underrate. The bounds hold whatever
 * the position (a playable threat of the mover is in the mover's share, so no rule fires).
 */

/* The next cell of every peg holding an odd number of beads (1 or 3). */
static inline uint64_t s4_cube_contested(uint64_t mask)
{
    uint64_t odd = (mask ^ mask >> 16 ^ mask >> 32 ^ mask >> 48) & 0xFFFF;
    odd |= odd << 16;
    odd |= odd << 32;
    return s4_cube_playable(mask) & odd;
}

/* The static parity rule (Allis's claimeven, with the odd pegs paired): with White to move
 * the bead count is even, so an even number of pegs hold an odd number of beads. Black can
 * answer every White bead so that all pegs are even again after its reply: on the same peg
 * when White played on an even peg, on another odd peg when White played on an odd one.
 * Then White ends with at most its beads, the empty cells of levels 1 and 3, and the next
 * cell of each odd peg (those go to whoever plays there first); Black with at least its
 * beads and the empty cells of levels 2 and 4 that are not such a next cell, whatever White
 * does. If White's share holds no line White never completes one (Black draws at least); if
 * Black's share also holds one, Black wins. Returns an upper bound on White's score, or
 * S4_CUBE_SCORE_MAX when the rule says nothing. */
static inline int s4_cube_parity_bound(const S4CubeLines *lines, const S4CubePos *pos)
{
    uint64_t mask = s4_cube_mask(pos);
    uint64_t contested = s4_cube_contested(mask);
    uint64_t empty = ~mask;
    if (s4_cube_has_line(lines, pos->me | (empty & S4_CUBE_ODD_LEVELS) | contested))
        return S4_CUBE_SCORE_MAX;
    if (s4_cube_has_line(lines, pos->opp | (empty & S4_CUBE_EVEN_LEVELS & ~contested)))
        return -1;
    return 0;
}

/* White's odd threat (Allis): with Black to move, a White threat t on level 3 over a peg of
 * one bead freezes that peg, since whoever plays the cell under t gives the other side t.
 * The other pegs hold an even number of odd pegs, so White answers every Black bead there as
 * Black does above (same peg, or another odd peg) and Black runs out of moves first: it
 * must play under t, and White wins with t, unless Black completed a line before. Black's
 * share is at most its beads, the empty cells of levels 1 and 3 but t, the next cell of each
 * odd peg (the cell under t among them). Returns an upper bound on Black's score: -1 when
 * that share holds no line for some such t, else S4_CUBE_SCORE_MAX. */
static inline int s4_cube_odd_threat_bound(const S4CubeLines *lines, const S4CubePos *pos)
{
    uint64_t mask = s4_cube_mask(pos);
    uint64_t frozen = pos->wopp & 0x0000FFFF00000000ULL & ~(mask << 16) & mask << 32;
    if (!frozen)
        return S4_CUBE_SCORE_MAX;
    uint64_t contested = s4_cube_contested(mask);
    uint64_t share = pos->me | (~mask & S4_CUBE_ODD_LEVELS) | contested;
    for (uint64_t rest = frozen; rest; rest &= rest - 1)
        if (!s4_cube_has_line(lines, share & ~(rest & -rest)))
            return -1;
    return S4_CUBE_SCORE_MAX;
}

#endif
