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

/* The follower chooses which odd pegs answer each other: with the odd pegs matched in pairs,
 * a mover's bead on the next cell of one peg is answered on the next cell of its partner, so
 * of the two the mover gets at most one. A line of the mover's share that needs both cells of
 * a matched pair is then out of its reach. Returns true when some perfect matching of the
 * pegs of `pairable` (the next cells of the odd pegs the follower pairs, an even number of
 * them) leaves no line of `share` in reach; false when it cannot tell (a line holding fewer
 * than two pairable cells, or more lines or search than the bounds below). */
enum { S4_CUBE_PAIR_LINES = 16, S4_CUBE_PAIR_BUDGET = 256 };

/* Is there a matching of the pegs `free` covering every line of `open` (need[i]: the pegs of
 * line i's pairable cells)? Any even set of pegs can be matched among itself, so only the
 * open lines constrain the choice: one of them takes one of its own pairs, and so on. */
static inline bool s4_cube_pairs_cover(uint32_t free, const uint32_t *need, uint32_t open,
                                       int *budget)
{
    if (!open)
        return true;
    if (--*budget < 0)
        return false;
    int i = __builtin_ctz(open);
    uint32_t pegs = need[i] & free;
    for (uint32_t ra = pegs; ra; ra &= ra - 1) {
        uint32_t a = ra & -ra;
        for (uint32_t rb = ra & (ra - 1); rb; rb &= rb - 1) {
            uint32_t pair = a | (rb & -rb), still = 0;
            for (uint32_t ro = open; ro; ro &= ro - 1) {
                int k = __builtin_ctz(ro);
                if ((need[k] & pair) != pair)
                    still |= 1u << k;
            }
            if (s4_cube_pairs_cover(free & ~pair, need, still, budget))
                return true;
        }
    }
    return false;
}

static inline bool s4_cube_pairs_refute(const S4CubeLines *lines, uint64_t share,
                                        uint64_t pairable)
{
    uint32_t need[S4_CUBE_PAIR_LINES];
    int n = 0;
    for (int d = 0; d < S4_CUBE_DIRECTIONS; d++) {
        int s = lines->step[d];
        uint64_t bases = share & (share >> s) & (share >> 2 * s) & (share >> 3 * s) &
                         lines->base[d];
        for (; bases; bases &= bases - 1) {
            uint64_t b = bases & -bases;
            uint64_t cells = (b | b << s | b << 2 * s | b << 3 * s) & pairable;
            if ((cells & (cells - 1)) == 0 || n == S4_CUBE_PAIR_LINES)
                return false;
            uint32_t pegs = 0;
            for (; cells; cells &= cells - 1)
                pegs |= 1u << (__builtin_ctzll(cells) & 15);
            need[n++] = pegs;
        }
    }
    uint32_t free = 0;
    for (uint64_t rest = pairable; rest; rest &= rest - 1)
        free |= 1u << (__builtin_ctzll(rest) & 15);
    int budget = S4_CUBE_PAIR_BUDGET;
    return s4_cube_pairs_cover(free, need, (uint32_t)((1ull << n) - 1), &budget);
}

/* The static parity rule (Allis's claimeven, with the odd pegs paired): with White to move
 * the bead count is even, so an even number of pegs hold an odd number of beads. Black can
 * answer every White bead so that all pegs are even again after its reply: on the same peg
 * when White played on an even peg, on another odd peg when White played on an odd one.
 * Then White ends with at most its beads, the empty cells of levels 1 and 3, and the next
 * cell of each odd peg (those go to whoever plays there first); Black with at least its
 * beads and the empty cells of levels 2 and 4 that are not such a next cell, whatever White
 * does. If White's share holds no line White never completes one (Black draws at least); if
 * Black's share also holds one, Black wins. White's share may hold lines as long as Black can
 * match the odd pegs so that each of them needs both next cells of a matched pair
 * (s4_cube_pairs_refute). Returns an upper bound on White's score, or S4_CUBE_SCORE_MAX when
 * the rule says nothing. */
static inline int s4_cube_parity_bound(const S4CubeLines *lines, const S4CubePos *pos)
{
    uint64_t mask = s4_cube_mask(pos);
    uint64_t contested = s4_cube_contested(mask);
    uint64_t empty = ~mask;
    uint64_t share = pos->me | (empty & S4_CUBE_ODD_LEVELS) | contested;
    if (s4_cube_has_line(lines, share) && !s4_cube_pairs_refute(lines, share, contested))
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
 * that share holds no line for some such t, or only lines White's matching of the other odd
 * pegs puts out of reach; else S4_CUBE_SCORE_MAX. */
static inline int s4_cube_odd_threat_bound(const S4CubeLines *lines, const S4CubePos *pos)
{
    uint64_t mask = s4_cube_mask(pos);
    uint64_t frozen = pos->wopp & 0x0000FFFF00000000ULL & ~(mask << 16) & mask << 32;
    if (!frozen)
        return S4_CUBE_SCORE_MAX;
    uint64_t contested = s4_cube_contested(mask);
    uint64_t share = pos->me | (~mask & S4_CUBE_ODD_LEVELS) | contested;
    for (uint64_t rest = frozen; rest; rest &= rest - 1) {
        uint64_t t = rest & -rest;
        if (!s4_cube_has_line(lines, share & ~t) ||
            s4_cube_pairs_refute(lines, share & ~t, contested & ~(t >> 16)))
            return -1;
    }
    return S4_CUBE_SCORE_MAX;
}

#endif
