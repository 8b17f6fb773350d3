/* cube_pairing.h: "the mover cannot win" from a pairing of the follower's that needs no tempo
 * (the bound the parity rules cannot give with the wrong parity: White holding a draw with
 * Black to move and no odd threat of White's). */
#ifndef S4_SOLVER_CUBE_PAIRING_H
#define S4_SOLVER_CUBE_PAIRING_H

#include "cube_board.h"
#include "cube_rules.h"
#include "cube_solver.h"

/*
 * The follower (the side not to move) picks disjoint pairs of empty cells of two kinds:
 *   base pairs: two cells that are playable now (on two pegs; Allis's baseinverse);
 *   vertical pairs: an empty cell and the cell right above it (Allis's vertical).
 * Strategy: when the mover plays a cell of a pair whose other cell is still empty, the
 * follower plays that other cell (a base pair's other cell is still its peg's next cell; a
 * vertical pair's upper cell has just become playable). When the mover plays a cell right
 * under a threat of the follower, the follower completes that line. Otherwise the follower
 * plays any cell at all (a "free" move): that takes at most one cell of some pair, which
 * leaves the pair's lines to the follower, and makes the cell above playable, which is in no
 * base pair (those are playable already) and is either no pair's cell or a vertical pair's
 * lower cell, whose upper cell becomes playable with it. So every answer is always there,
 * whatever the parity: unlike claimeven this needs no control of the last move, and the
 * free moves the wrong parity forces on the follower cost nothing.
 *
 * Then the mover never holds both cells of a pair, and never plays a cell right under a
 * follower threat except to complete a line (it loses at once otherwise). So if every line
 * of the mover's share (its beads and the empty cells) holds both cells of some pair, or
 * two empty cells right under follower threats (the mover can play only one of them, as its
 * last), the mover never completes a line: its score is at most 0. (Then the mover never
 * even has a threat: a line with one empty cell holds no pair of empty cells.)
 *
 * One threat t of the mover's is allowed when the mover is Black (an odd number of empty
 * cells) and t lies on level 3 over an empty cell g. The follower never plays g (the mover
 * would complete its line on t); the mover's bead on g is answered on t. So t is never the
 * mover's and leaves its share, and g is no pair's cell (the answer to it is t). The
 * follower must then find its free moves off g, and it always can: the empty cells off g's
 * peg and below g on it are an even number at the mover's turn (odd in all, minus g, t and
 * the cell above t), every bead among them but the follower's free moves is answered among
 * them, so at each free move an odd number of them is left, and the lowest empty cell of a
 * peg holding one of them is one of them. (After the mover's bead on g and the answer on t
 * no threat is left and any cell will do.) With two such threats the mover gives up one to
 * change that parity, and one on level 2 or 4 has it wrong from the start: the follower
 * runs out of free moves first and must play under the threat (zugzwang; the test
 * tests/cube_solver_brute.c catches both variants).
 *
 * Vertical pairs only cover vertical lines (other lines hold one cell of a peg); base pairs
 * only lines with two playable cells. So the rule settles positions late in the game, or
 * where the mover's lines are few; it is tried where the parity rules say nothing for the
 * question "can Black win?" with Black to move (docs/solving.md, "The static rules").
 */

enum { S4_CUBE_PAIRING_BUDGET = 24, S4_CUBE_PAIRING_LINES = 40 };

typedef struct S4CubePairing {
    uint64_t line[S4_CUBE_PAIRING_LINES]; /* the mover's lines to cover */
    uint64_t cand[S4_CUBE_PAIRING_LINES]; /* cells of each that a pair may use */
    bool vertical[S4_CUBE_PAIRING_LINES];
    int lines;
    uint64_t pair[S4_CUBE_PAIRING_LINES]; /* the pairs chosen, two cells each */
    int pairs;
} S4CubePairing;

/* Covers p's lines from `from` on with pairs of cells outside `used`; true when every line
 * holds a pair within *budget steps (p->pair then the pairs). */
static inline bool s4_cube_pairing_cover(S4CubePairing *p, int from, uint64_t used, int *budget)
{
    int i = from;
    for (; i < p->lines; i++) {
        int k = 0;
        while (k < p->pairs && (p->line[i] & p->pair[k]) != p->pair[k])
            k++;
        if (k == p->pairs)
            break;
    }
    if (i == p->lines)
        return true;
    if (--*budget < 0)
        return false;
    uint64_t cand = p->cand[i] & ~used;
    for (uint64_t rx = cand; rx; rx &= rx - 1) {
        uint64_t x = rx & -rx;
        /* A vertical pair is a cell and the one above it; a base pair any two cells. */
        uint64_t partners = p->vertical[i] ? cand & x << 16 : cand & (rx & (rx - 1));
        for (uint64_t ry = partners; ry; ry &= ry - 1) {
            uint64_t two = x | (ry & -ry);
            p->pair[p->pairs++] = two;
            if (s4_cube_pairing_cover(p, i + 1, used | two, budget))
                return true;
            p->pairs--;
        }
    }
    return false;
}

/* Upper bound on the mover's score from the follower's pairs: 0 when they cover every line
 * of the mover's share, else S4_CUBE_SCORE_MAX (nothing said). */
static inline int s4_cube_pairing_bound(const S4CubeLines *lines, const S4CubePos *pos)
{
    uint64_t mask = s4_cube_mask(pos), empty = ~mask, next = s4_cube_playable(mask);
    uint64_t share = pos->me | empty;
    uint64_t doomed = empty & pos->wopp >> 16;
    /* The mover's threats: none, or one on level 3 over an empty cell (then out of its
     * share, and the cell under it no pair's: see above). */
    uint64_t threat = pos->wme, under = threat >> 16;
    if (threat) {
        if ((pos->moves & 1) == 0 || (threat & (threat - 1)) || !(threat & S4_CUBE_LEVEL3) ||
            !(under & empty))
            return S4_CUBE_SCORE_MAX;
        share &= ~threat;
    }
    S4CubePairing p;
    p.lines = 0;
    p.pairs = 0;
    S4_CUBE_EACH_DIRECTION
    for (int d = 0; d < S4_CUBE_DIRECTIONS; d++) {
        for (uint64_t bases = s4_cube_bases_within(lines, d, share); bases; bases &= bases - 1) {
            uint64_t line = s4_cube_line_from(lines, d, bases & -bases);
            uint64_t two = line & doomed;
            if (two & (two - 1))
                continue;
            bool vertical = s4_cube_step[d] == 16;
            uint64_t cand = vertical ? line & empty & ~under & (empty >> 16 | empty << 16)
                                     : line & next & ~under;
            if (!(cand & (cand - 1)) || p.lines == S4_CUBE_PAIRING_LINES)
                return S4_CUBE_SCORE_MAX;
            p.line[p.lines] = line;
            p.cand[p.lines] = cand;
            p.vertical[p.lines++] = vertical;
        }
    }
    int budget = S4_CUBE_PAIRING_BUDGET;
    return s4_cube_pairing_cover(&p, 0, 0, &budget) ? 0 : S4_CUBE_SCORE_MAX;
}

/* The rules for Black to move as the search uses them: White's odd threat, then, where that
 * says nothing and `draw` asks for it, the pairing (a draw at best for Black). The search
 * asks only where a bound of 0 can cut (the question "can Black win?"): in the question "can
 * Black hold a draw?" it cuts nothing, and a child it bounds by 0 would be ordered first
 * among White's moves as a sure draw (cube_solver.c, `held`) where White looks for a win
 * (20-bead 1-30 with the bound everywhere: #15 42.9 M -> 76.0 M nodes, unknown at 15 s). */
static inline int s4_cube_black_bound(const S4CubeLines *lines, const S4CubePos *pos,
                                      bool draw)
{
    int bound = s4_cube_odd_threat_bound(lines, pos);
    if (draw && bound > 0) {
        int pairing = s4_cube_pairing_bound(lines, pos);
        if (pairing < bound)
            bound = pairing;
    }
    return bound;
}

#endif
