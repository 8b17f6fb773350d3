/* cube_rules.h: static rules that bound a Score Four position's value without search
 * (Allis's claimeven and odd threat, adapted to 16 pegs of 4). */
#ifndef S4_SOLVER_CUBE_RULES_H
#define S4_SOLVER_CUBE_RULES_H

#include "cube_couples.h"

/* Parts of the rules that the tests switch off to see them fire (the search uses all).
 * S4_CUBE_STAGGERED works only with S4_CUBE_COUPLED (both are the follower's answers on two
 * pegs under one blocked line: switching the coupling off switches both). */
enum { S4_CUBE_MIXED_PAIRS = 1, S4_CUBE_TWO_DOOMED = 2, S4_CUBE_BARE_PASSES = 4,
       S4_CUBE_STACKS = 8, S4_CUBE_COUPLED = 16, S4_CUBE_STAGGERED = 32,
       S4_CUBE_ALL_PARTS = 63 };

/* Every cell of the pegs of `cells`. */
static inline uint64_t s4_cube_columns(uint64_t cells)
{
    uint64_t pegs = (cells | cells >> 16 | cells >> 32 | cells >> 48) & 0xFFFF;
    return pegs * 0x0001000100010001ULL;
}

/* Frozen pegs. A peg whose next cell lies right under a threat of the follower is frozen for
 * the mover, who gives the follower that line by playing there (unless it completes one of
 * its own with that bead); the follower never plays there either. A peg whose next cell lies
 * right under a threat of the mover only is the mover's: the follower never plays there, and
 * when the mover does, the follower blocks at once. An even one of those changes nothing
 * (the mover's bead on an odd level, the follower's block above it, as claimeven answers),
 * so it is only kept out of the even pairs. An odd one (one bead: next cell on level 2, the
 * threat on 3, a cell on 4 above) is a move that passes: mover, block, mover on top, and the
 * follower is to move. The follower's own odd frozen pegs pass back (follower, block by the
 * mover, follower on top) unless the mover threatens the same cell.
 *
 * Strategy: the follower keeps the other pegs as the rules below do (same peg, or matched odd
 * pegs; this needs an even number of odd pegs among them at the mover's turn) and answers
 * every pass of the mover with a pass of its own. When the other pegs are full the mover is
 * to move: with no pass left, it must play into a frozen peg and lose; if that peg was the
 * last one the board is full instead. So with at most as many passes as the follower's the
 * mover never wins if it never completes a line, and loses if a frozen peg is left over.
 * The mover's share then loses every cell above a frozen peg's next cell, but gets the top
 * cells of its own passing pegs and (when it has such a peg) the follower's threats over
 * those that pass back, where the mover blocks.
 *
 * `frozen`: the next cells under follower threats; `mine`: under mover threats only;
 * `crossed`: under threats of both (no pass for anyone); odd_wanted: the parity of the odd
 * pegs among the frozen that leaves the others an even number (1 with Black to move, 0 with
 * White); a follower's odd peg too many is treated as an ordinary peg (each in turn), or
 * (verticals) one more odd peg of one bead is answered right above, as a pass of the mover.
 * Returns -1 (the mover loses), 0 (it cannot win) or S4_CUBE_SCORE_MAX; with the latter,
 * *blocked may be a line outside the frozen pegs that no pair covers (then no rule that
 * differs from this one only on those pegs covers it either). Always inlined: gcc kept it out
 * of line, a call of 13 arguments and a large frame in most White-to-move nodes and their
 * children, and inlined the same trees take fewer instructions. */
static inline __attribute__((always_inline)) int
s4_cube_frozen_bound(const S4CubeLines *lines, uint64_t share, uint64_t own, uint64_t contested,
                     uint64_t even_next, uint64_t frozen, uint64_t mine, uint64_t crossed,
                     int odd_wanted, bool verticals, bool mixed, uint64_t doomed,
                     uint64_t *blocked)
{
    uint64_t passes = frozen & ~crossed & contested, mover_passes = mine & contested;
    int odd = __builtin_popcountll((frozen & contested) | mover_passes);
    *blocked = 0;
    /* Tried with every frozen peg; with the wrong parity, with each passing peg left out, then
     * with one more odd peg of one bead that the follower answers right above (vertical: the
     * mover's bead at the bottom, the follower's above, the top one the mover's: a pass of the
     * mover, as if it threatened the cell above). */
    bool whole = odd % 2 == odd_wanted;
    uint64_t drop = whole ? 0 : passes;
    uint64_t vertical = whole || !verticals ? 0 : contested & S4_CUBE_LEVEL2 & ~frozen & ~mine;
    uint64_t columns = s4_cube_columns(frozen | mine | vertical); /* where the tries differ */
    if (!whole && !drop)
        return S4_CUBE_SCORE_MAX;
    do {
        uint64_t f2 = frozen, v = 0;
        if (drop) {
            f2 &= ~(drop & -drop);
            drop &= drop - 1;
        } else if (vertical) {
            v = vertical & -vertical;
            vertical &= vertical - 1;
        }
        uint64_t m2 = mover_passes | v, p2 = passes & f2;
        int mover = __builtin_popcountll(m2);
        if (mover > __builtin_popcountll(p2))
            continue;
        uint64_t stop = f2 | m2;
        uint64_t cells = share & ~(stop << 16 | stop << 32 | stop << 48);
        cells |= m2 << 32 | (mover ? p2 << 16 : 0);
        S4CubeFollow f;
        if (s4_cube_follow_refutes_with(lines, cells, contested & ~stop,
                                        even_next & ~(f2 | mine), mixed, doomed, &f)) {
            if (__builtin_popcountll(f2) > mover)
                return -1;
            /* Every frozen peg passes back, so the board fills: the follower wins if it
             * completes a line on the way, with its claimeven cells, the cells over the
             * mover's passing pegs' bottom cells, and the bottom and top cells of its own
             * passing pegs. */
            uint64_t mine_too = own & ~f.given & ~(stop << 16 | stop << 32 | stop << 48);
            mine_too |= m2 << 16 | f2 | f2 << 32;
            return s4_cube_follow_wins(lines, mine_too, &f) ? -1 : 0;
        }
        if (f.blocked && !(f.blocked & columns)) {
            *blocked = f.blocked;
            return S4_CUBE_SCORE_MAX;
        }
    } while (drop || vertical);
    return S4_CUBE_SCORE_MAX;
}

/* Stacked threats: the follower threatens two empty cells t and t + 16 of one peg, and the
 * cell u right under t is playable. Whoever plays u, the follower wins: the mover gives it
 * t; the follower itself playing u makes the mover block t, and the follower plays t + 16.
 * So the mover loses unless it can make the follower answer elsewhere for good: with none
 * of its own threats playable (it would win) and none of the follower's (it must block),
 * every move X of the mover other than the cells right under follower threats (which give
 * that threat away) lets the follower play u at once, unless X makes a threat of the mover
 * playable (the cell above X, or a new threat on a playable cell) or makes a threat of the
 * mover on t (it would win by blocking t). True when no such move exists: the mover loses
 * whatever the rest of the board holds. t must not be a threat of the mover already. */
static inline bool s4_cube_stack_lost(const S4CubeLines *lines, const S4CubePos *pos)
{
    uint64_t mask = s4_cube_mask(pos), next = s4_cube_playable(mask);
    uint64_t stack = pos->wopp & pos->wopp >> 16 & ~pos->wme; /* the cells t */
    stack &= next << 16;
    if (!stack || ((pos->wme | pos->wopp) & next))
        return false;
    uint64_t moves = next & ~(pos->wopp >> 16);
    if (moves & pos->wme >> 16)
        return false;
    for (uint64_t rest = moves; rest; rest &= rest - 1) {
        uint64_t x = rest & -rest;
        uint64_t made = s4_cube_new_threats(lines, pos->me | x, mask | x, __builtin_ctzll(x));
        if (made & (s4_cube_playable(mask | x) | stack))
            return false;
    }
    return true;
}

/* The parity rule's bound when its cover failed on `blocked` (the one line no pair covers, or
 * 0 when it failed otherwise): `bound`, or lower if coupled pegs under that line settle it, or
 * (a level-3 line) staggered ones (parts as in s4_cube_parity_bound_with). The gate
 * (s4_cube_couple_pegs) keeps the cost off the calls where the cover failed for other
 * reasons. */
static inline int s4_cube_coupled_or(int bound, unsigned parts, const S4CubeLines *lines,
                                     uint64_t blocked, uint64_t mask, uint64_t share,
                                     uint64_t odd_next, uint64_t even_next, uint64_t doomed,
                                     uint64_t own)
{
    uint64_t pegs = blocked && (parts & S4_CUBE_COUPLED) ? s4_cube_couple_pegs(blocked, mask) : 0;
    if (!pegs)
        return bound;
    uint64_t viable[6]; /* the couples of pegs of one bead worth staggering */
    int viables = 0;
    bool stagger = (parts & S4_CUBE_STAGGERED) && (blocked & S4_CUBE_LEVEL3);
    int coupled = s4_cube_coupled_bound(lines, blocked, pegs, mask, share, odd_next, even_next,
                                        doomed, own, stagger ? viable : NULL, &viables);
    if (coupled >= 0 && stagger) {
        if (viables < 0) /* the coupling settled it before scanning every couple */
            viables = s4_cube_stagger_viable(lines, pegs, mask, share, odd_next | even_next,
                                             doomed, viable);
        int staggered = s4_cube_staggered_bound(lines, viable, viables, share, odd_next,
                                                even_next, doomed, own);
        coupled = staggered < coupled ? staggered : coupled;
    }
    return coupled < bound ? coupled : bound;
}

/* The static parity rule (Allis's claimeven, with the odd pegs paired): with White to move
 * the bead count is even, so an even number of pegs hold an odd number of beads. Black can
 * answer every White bead so that all pegs are even again after its reply: on the same peg
 * when White played on an even peg, on another odd peg when White played on an odd one.
 * Then White ends with at most its beads, the empty cells of levels 1 and 3, and the next
 * cell of each odd peg (those go to whoever plays there first); Black with at least its
 * beads and the empty cells of levels 2 and 4 that are not such a next cell, whatever White
 * does. If White's share holds no line White never completes one (Black draws at least); if
 * Black's share also holds one, Black wins. White's share may hold lines that Black's choice
 * of pairs puts out of reach (s4_cube_follow_refutes), and Black may win with one of two
 * lines that each lack one cell of a pair (s4_cube_follow_wins). Returns an upper bound on
 * White's score, or S4_CUBE_SCORE_MAX when the rule says nothing. */
static inline int s4_cube_parity_bound_with(const S4CubeLines *lines, const S4CubePos *pos,
                                            unsigned parts)
{
    if ((parts & S4_CUBE_STACKS) && s4_cube_stack_lost(lines, pos))
        return -1;
    bool mixed = parts & S4_CUBE_MIXED_PAIRS;
    uint64_t mask = s4_cube_mask(pos);
    uint64_t contested = s4_cube_contested(mask);
    uint64_t empty = ~mask;
    uint64_t share = pos->me | (empty & S4_CUBE_ODD_LEVELS) | contested;
    uint64_t even_next = s4_cube_playable(mask) & ~contested;
    /* A Black threat on a cell Black surely gets wins the moment that cell is played, so
     * nobody ever plays above it (its peg is then not paired, which would give it away;
     * a cell on the top level has nothing above it, so its peg may be paired). */
    uint64_t sure = pos->wopp & empty & S4_CUBE_EVEN_LEVELS & ~contested;
    even_next &= ~((sure & ~S4_CUBE_TOP) >> 16);
    share &= ~(sure << 16 | sure << 32 | sure << 48);
    uint64_t next = s4_cube_playable(mask), frozen = next & pos->wopp >> 16;
    uint64_t doomed = parts & S4_CUBE_TWO_DOOMED ? empty & pos->wopp >> 16 : 0;
    uint64_t own = pos->opp | (empty & S4_CUBE_EVEN_LEVELS & ~contested);
    int bound = S4_CUBE_SCORE_MAX;
    if (frozen) {
        uint64_t under_mine = next & pos->wme >> 16, blocked;
        bound = s4_cube_frozen_bound(lines, share, own, contested, even_next, frozen,
                                     under_mine & ~frozen, under_mine & frozen, 0, true, mixed,
                                     doomed, &blocked);
        if (bound < 0)
            return bound;
        /* A Black threat t on level 3 over an empty peg, with the wrong parity and no pass of
         * White's: the peg's bottom cell counts as one more odd peg's next cell (White's bead
         * there is answered on an odd peg, and a White bead on an odd peg may be answered
         * there), so the odd pegs pair up as before; once it is played the peg is a pass of
         * Black's (one bead under the cell under t), frozen, and the parity is right: White
         * runs out of moves first. White may get the bottom cell and, completing a line, the
         * cell under t. Tried only when that peg's column could change the answer. */
        uint64_t bare = parts & S4_CUBE_BARE_PASSES
                            ? pos->wopp & S4_CUBE_LEVEL3 & ~(mask << 32) & ~(mask << 16)
                            : 0;
        if (under_mine & contested)
            bare = 0;
        if (__builtin_popcountll(frozen & contested) % 2 == 0)
            bare = 0;
        for (; bare; bare &= bare - 1) {
            uint64_t t = bare & -bare, bottom = t >> 32, below = t >> 16, unused;
            if ((bottom & (frozen | under_mine)) || (blocked && !(blocked & s4_cube_columns(t))))
                continue;
            if (s4_cube_frozen_bound(lines, share | below, own, contested | bottom | below,
                                     even_next & ~bottom, frozen | below, under_mine & ~frozen,
                                     (under_mine & frozen) | (below & pos->wme >> 16), 0,
                                     false, mixed, doomed, &unused) < 0)
                return -1;
        }
        if (blocked)
            return s4_cube_coupled_or(bound, parts, lines, blocked, mask, share, contested,
                                      even_next, doomed, own);
    }
    S4CubeFollow f;
    if (!s4_cube_follow_refutes_with(lines, share, contested, even_next, mixed, doomed, &f))
        return s4_cube_coupled_or(bound, parts, lines, f.blocked, mask, share, contested,
                                  even_next, doomed, own);
    return s4_cube_follow_wins(lines, own & ~f.given, &f) ? -1 : 0;
}

/* White's odd threat (Allis): with Black to move, a White threat t on level 3 over a peg of
 * one bead freezes that peg, since whoever plays the cell under t gives the other side t.
 * The other pegs hold an even number of odd pegs, so White answers every Black bead there as
 * Black does above (same peg, or another odd peg) and Black runs out of moves first: it
 * must play under t, and White wins with t, unless Black completed a line before. Black's
 * share is at most its beads, the empty cells of levels 1 and 3 but t, the next cell of each
 * odd peg (the cell under t among them). The same holds with t over an empty peg (below).
 * Returns an upper bound on Black's score: -1 when
 * that share holds no line for some such t, or only lines White's choice of pairs among the
 * other pegs puts out of reach; else S4_CUBE_SCORE_MAX. */
static __attribute__((noinline)) int s4_cube_odd_threat_rest(const S4CubeLines *lines,
                                                             const S4CubePos *pos, unsigned parts)
{
    if ((parts & S4_CUBE_STACKS) && s4_cube_stack_lost(lines, pos))
        return -1;
    bool mixed = parts & S4_CUBE_MIXED_PAIRS;
    uint64_t mask = s4_cube_mask(pos);
    uint64_t frozen = pos->wopp & S4_CUBE_LEVEL3 & ~(mask << 16) & mask << 32;
    uint64_t bare = pos->wopp & S4_CUBE_LEVEL3 & ~(mask << 32);
    if (!(frozen | bare))
        return S4_CUBE_SCORE_MAX;
    uint64_t contested = s4_cube_contested(mask);
    uint64_t share = pos->me | (~mask & S4_CUBE_ODD_LEVELS) | contested;
    uint64_t even_next = s4_cube_playable(mask) & ~contested;
    /* As in the parity rule: White's threats on cells White surely gets end the game when
     * played, so Black never plays above them (nor above t, below). */
    uint64_t sure = pos->wopp & ~mask & S4_CUBE_EVEN_LEVELS & ~contested;
    even_next &= ~((sure & ~S4_CUBE_TOP) >> 16);
    share &= ~(sure << 16 | sure << 32 | sure << 48);
    uint64_t next = s4_cube_playable(mask), under = next & pos->wopp >> 16;
    uint64_t doomed = parts & S4_CUBE_TWO_DOOMED ? ~mask & pos->wopp >> 16 : 0;
    int bound = S4_CUBE_SCORE_MAX;
    if (under) {
        uint64_t under_mine = next & pos->wme >> 16, blocked;
        uint64_t own = pos->opp | (~mask & S4_CUBE_EVEN_LEVELS & ~contested);
        bound = s4_cube_frozen_bound(lines, share, own, contested, even_next, under,
                                     under_mine & ~under, under_mine & under, 1, true, mixed,
                                     doomed, &blocked);
        if (bound < 0)
            return bound;
        /* The rules below differ from that one on the frozen pegs only. */
        if (blocked && !(blocked & s4_cube_columns(bare)))
            return bound;
    }
    for (uint64_t rest = frozen; rest; rest &= rest - 1) {
        uint64_t t = rest & -rest;
        S4CubeFollow f;
        if (s4_cube_follow_refutes_with(lines, share & ~(t | t << 16), contested & ~(t >> 16),
                                        even_next, mixed, doomed, &f))
            return -1;
    }
    /* t over a bare peg: White answers Black's first bead there on an odd peg, as if the
     * peg's bottom cell were one more odd peg's next cell (so the odd ones pair up again),
     * and Black's bead on such a next cell may be answered on that bottom cell; either way
     * the peg ends with one bead under the cell under t, frozen as above. Black may get the
     * bottom cell and the cell under t. */
    for (uint64_t rest = bare; rest; rest &= rest - 1) {
        uint64_t t = rest & -rest;
        S4CubeFollow f;
        if (s4_cube_follow_refutes_with(lines, (share | t >> 16) & ~(t | t << 16),
                                        contested | t >> 32, even_next & ~(t >> 32), mixed,
                                        doomed, &f))
            return -1;
    }
    return bound;
}

/* s4_cube_odd_threat_rest where it can say something: with a White threat on level 3 over a
 * peg of at most one bead (its frozen | bare). Stacked White threats (s4_cube_stack_lost) imply
 * one: of two threats t, t + 16 over a playable cell, one lies on level 3 with the cell under
 * it empty. Most Black-to-move nodes have none, and the search then pays no call (the rule in
 * one piece was out of line in the search). */
static inline int s4_cube_odd_threat_bound_with(const S4CubeLines *lines, const S4CubePos *pos,
                                                unsigned parts)
{
    uint64_t mask = s4_cube_mask(pos);
    if (!(pos->wopp & S4_CUBE_LEVEL3 & ~(mask << 16)))
        return S4_CUBE_SCORE_MAX;
    return s4_cube_odd_threat_rest(lines, pos, parts);
}

/* The rules as the search uses them: every kind of pair allowed. */
static inline int s4_cube_parity_bound(const S4CubeLines *lines, const S4CubePos *pos)
{
    return s4_cube_parity_bound_with(lines, pos, S4_CUBE_ALL_PARTS);
}

static inline int s4_cube_odd_threat_bound(const S4CubeLines *lines, const S4CubePos *pos)
{
    return s4_cube_odd_threat_bound_with(lines, pos, S4_CUBE_ALL_PARTS);
}

#endif
