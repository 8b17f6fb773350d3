/* cube_rules.h: static rules that bound a Score Four position's value without search
 * (Allis's claimeven and odd threat, adapted to 16 pegs of 4). */
#ifndef S4_SOLVER_CUBE_RULES_H
#define S4_SOLVER_CUBE_RULES_H

#include "cube_board.h"
#include "cube_solver.h"

#define S4_CUBE_TOP 0xFFFF000000000000ULL    /* level 4: nothing lies above */
#define S4_CUBE_LEVEL2 0x00000000FFFF0000ULL /* the next cells of pegs of one bead */
#define S4_CUBE_LEVEL3 0x0000FFFF00000000ULL /* where an odd threat lies */

/* Parts of the rules that the tests switch off to see them fire (the search uses all).
 * S4_CUBE_STAGGERED works only with S4_CUBE_COUPLED (both are the follower's answers on two
 * pegs under one blocked line: switching the coupling off switches both). */
enum { S4_CUBE_MIXED_PAIRS = 1, S4_CUBE_TWO_DOOMED = 2, S4_CUBE_BARE_PASSES = 4,
       S4_CUBE_STACKS = 8, S4_CUBE_COUPLED = 16, S4_CUBE_STAGGERED = 32,
       S4_CUBE_ALL_PARTS = 63 };

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

/* The follower chooses which pegs answer each other. With the odd pegs matched in pairs, a
 * mover's bead on the next cell of one is answered on the next cell of its partner, so of the
 * two the mover gets one (and the follower the other). The follower may also pair two even
 * pegs p and q (Allis's baseinverse, lifted off the base): a bead on the next cell of one is
 * answered on the next cell of the other; then both are odd and matched, so the two cells
 * above go one to each side as well, and the mover may get either of those, which
 * claimeven would have left to the follower. A line of the mover's share that needs both
 * cells of a pair is out of its reach. S4CubeFollow is such a choice of pairs; odd pegs left
 * unmatched are matched among themselves in any way. */
enum { S4_CUBE_FOLLOW_PAIRS = 24, S4_CUBE_FOLLOW_BUDGET = 16 };

typedef struct S4CubeFollow {
    uint64_t share;     /* cells the mover may end with */
    uint64_t odd_next;  /* next cells of the odd pegs not yet matched */
    uint64_t even_next; /* next cells of the even pegs not yet paired */
    uint64_t given;     /* cells above paired even pegs: no longer the follower's */
    uint64_t blocked;   /* a line of the share no pair can cover, found before any search */
    bool mixed;         /* whether an even peg may be paired with an odd one */
    uint64_t doomed;    /* empty cells right under a follower threat (see below) */
    uint64_t pair[S4_CUBE_FOLLOW_PAIRS]; /* two cells each; the mover gets at most one */
    int pairs;
} S4CubeFollow;

/* A line of f->share holding no pair of f, or 0 when every line holds one. */
static inline uint64_t s4_cube_follow_open_line(const S4CubeLines *lines, const S4CubeFollow *f)
{
    uint64_t share = f->share;
    S4_CUBE_EACH_DIRECTION
    for (int d = 0; d < S4_CUBE_DIRECTIONS; d++) {
        for (uint64_t bases = s4_cube_bases_within(lines, d, share); bases; bases &= bases - 1) {
            uint64_t line = s4_cube_line_from(lines, d, bases & -bases);
            uint64_t doomed = line & f->doomed;
            if (doomed & (doomed - 1))
                continue;
            int i = 0;
            while (i < f->pairs && (line & f->pair[i]) != f->pair[i])
                i++;
            if (i == f->pairs)
                return line;
        }
    }
    return 0;
}

/* Extends f with pairs until no line of the mover's share is left open; true (and f the
 * strategy) when that succeeds within *budget steps. Each open line must take one of its own
 * pairs: two next cells of odd pegs, or two next cells of even pegs (which puts the cells
 * above them in the mover's share, so their lines open in turn). */
static inline bool s4_cube_follow_cover(const S4CubeLines *lines, S4CubeFollow *f, int *budget)
{
    uint64_t line = s4_cube_follow_open_line(lines, f);
    if (!line)
        return true;
    if (--*budget < 0 || f->pairs + 2 > S4_CUBE_FOLLOW_PAIRS)
        return false;
    for (int kind = 0; kind < 2; kind++) {
        uint64_t cells = line & (kind == 0 ? f->odd_next : f->even_next);
        for (uint64_t rx = cells; rx; rx &= rx - 1) {
            for (uint64_t ry = rx & (rx - 1); ry; ry &= ry - 1) {
                uint64_t two = (rx & -rx) | (ry & -ry);
                S4CubeFollow g = *f;
                g.pair[g.pairs++] = two;
                if (kind == 0) {
                    g.odd_next &= ~two;
                } else {
                    g.even_next &= ~two;
                    g.pair[g.pairs++] = two << 16;
                    g.share |= two << 16;
                    g.given |= two << 16;
                }
                if (s4_cube_follow_cover(lines, &g, budget)) {
                    *f = g;
                    return true;
                }
            }
        }
    }
    /* Mixed pairs: the next cell of an even peg e answered on the next cell of an odd peg o
     * (and o on e). The odd pegs stay as many, so the pairing holds; the cell above e, which
     * claimeven left to the follower, is then the next cell of an odd peg: the mover may get
     * it, and it cannot be paired in advance (it is not playable until e is played). */
    uint64_t odd_cells = line & f->odd_next, even_cells = f->mixed ? line & f->even_next : 0;
    for (uint64_t rx = even_cells; rx; rx &= rx - 1) {
        for (uint64_t ry = odd_cells; ry; ry &= ry - 1) {
            uint64_t e = rx & -rx, o = ry & -ry;
            S4CubeFollow g = *f;
            g.pair[g.pairs++] = e | o;
            g.odd_next &= ~o;
            g.even_next &= ~e;
            g.share |= e << 16;
            g.given |= e << 16;
            if (s4_cube_follow_cover(lines, &g, budget)) {
                *f = g;
                return true;
            }
        }
    }
    return false;
}

/* True when the follower can pair pegs so that no line of `share` stays in the mover's reach
 * (odd_next: the next cells of the odd pegs it matches, even_next: of the even pegs it may
 * pair; mixed: whether an even peg may be paired with an odd one); *f is then that strategy
 * (no pairs when the share holds no line at all); else f->blocked may name a line that no
 * pair can cover.
 *
 * `doomed`: empty cells right under a threat of the follower. A mover who plays one without
 * completing a line loses at once (the follower plays its threat above), so it can play one
 * only as the last bead of a line: a line with two of them is out of its reach whatever the
 * strategy (0: every line counts). */
static inline bool s4_cube_follow_refutes_with(const S4CubeLines *lines, uint64_t share,
                                               uint64_t odd_next, uint64_t even_next,
                                               bool mixed, uint64_t doomed,
                                               S4CubeFollow *f)
{
    f->share = share;
    f->odd_next = odd_next;
    f->even_next = even_next;
    f->given = 0;
    f->blocked = 0;
    f->pairs = 0;
    f->mixed = mixed;
    f->doomed = doomed;
    /* Every line of the share must hold two cells that can make a pair (two odd pegs' next
     * cells, two even pegs', or with mixed pairs one of each; the cells above even pegs join
     * the share only with a pair): most positions fail here. */
    S4_CUBE_EACH_DIRECTION
    for (int d = 0; d < S4_CUBE_DIRECTIONS; d++) {
        for (uint64_t bases = s4_cube_bases_within(lines, d, share); bases; bases &= bases - 1) {
            uint64_t line = s4_cube_line_from(lines, d, bases & -bases);
            uint64_t two = line & doomed;
            if (two & (two - 1))
                continue;
            uint64_t odd = line & odd_next, even = line & even_next;
            bool blocked = mixed ? ((odd | even) & ((odd | even) - 1)) == 0
                                 : (odd & (odd - 1)) == 0 && (even & (even - 1)) == 0;
            if (blocked) {
                f->blocked = line;
                return false;
            }
        }
    }
    int budget = S4_CUBE_FOLLOW_BUDGET;
    return s4_cube_follow_cover(lines, f, &budget);
}

/* The follower's pairs with every kind allowed. */
static inline bool s4_cube_follow_refutes(const S4CubeLines *lines, uint64_t share,
                                          uint64_t odd_next, uint64_t even_next, S4CubeFollow *f)
{
    return s4_cube_follow_refutes_with(lines, share, odd_next, even_next, true, 0, f);
}

/* Does the follower complete a line whatever the mover picks of each pair? `own` are the
 * cells it ends with for sure under strategy f. Sufficient: a line within own, or two lines
 * that each lack one cell, the two cells of a pair (of f, or two odd pegs f left free, which
 * the follower then matches with each other). */
static inline bool s4_cube_follow_wins(const S4CubeLines *lines, uint64_t own,
                                       const S4CubeFollow *f)
{
    uint64_t either = f->odd_next;
    for (int i = 0; i < f->pairs; i++)
        either |= f->pair[i];
    uint64_t cells = own | either, one_short = 0;
    S4_CUBE_EACH_DIRECTION
    for (int d = 0; d < S4_CUBE_DIRECTIONS; d++) {
        for (uint64_t bases = s4_cube_bases_within(lines, d, cells); bases; bases &= bases - 1) {
            uint64_t lack = s4_cube_line_from(lines, d, bases & -bases) & either;
            if (!lack)
                return true;
            if ((lack & (lack - 1)) == 0)
                one_short |= lack;
        }
    }
    uint64_t free = one_short & f->odd_next;
    if (free & (free - 1))
        return true;
    for (int i = 0; i < f->pairs; i++)
        if ((one_short & f->pair[i]) == f->pair[i])
            return true;
    return false;
}

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
 * differs from this one only on those pegs covers it either). */
static inline int s4_cube_frozen_bound(const S4CubeLines *lines, uint64_t share, uint64_t own,
                                       uint64_t contested, uint64_t even_next, uint64_t frozen,
                                       uint64_t mine, uint64_t crossed, int odd_wanted,
                                       bool verticals, bool mixed, uint64_t doomed,
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

/* Coupled pegs (Allis's lowinverse and highinverse, lifted to 3-D): two pegs p and q of one
 * height, whose empty cells lie side by side level by level. The follower answers a bead on
 * either on the same level of the other, so at the mover's turn the two are again of one
 * height and of the two cells of each level the mover ends with one, either one, and the
 * follower with the other. The rest of the follower's strategy is untouched: the two are
 * both odd or both even, so the odd pegs left still pair up (an even number of them with
 * White to move), and no pair of the other pegs takes a cell of theirs. So the mover's share
 * gains every empty cell of p and q (claimeven gave their even levels to the follower, and
 * the cells above the follower's sure threats there are no longer sure), the follower's
 * cells lose them, and each level of the two is a pair: a line of the share through both
 * cells of one level is out of the mover's reach. Such a line lies within one level, which
 * is where the plain pairs fail most (a level-3 line of the mover's whose empty cells lie
 * over pegs of one bead: the claimeven cells of the mover). The cells a line of the mover's
 * could still use, and lines through the follower's threats, are as in the plain rule.
 *
 * Tried only for `line`, a line of the plain share that no pair can cover (the first one the
 * plain rule met), within one level, with two pegs of one height under its empty cells. */

/* The pegs under `line`'s empty cells that share their height with another of them (the
 * couples to try), or 0: the gate, cheap since most rule calls that fail come here. */
static inline uint64_t s4_cube_couple_pegs(uint64_t line, uint64_t mask)
{
    int level = __builtin_ctzll(line) >> 4;
    uint64_t row = line >> 16 * level;
    if (row > 0xFFFF)
        return 0; /* a rising line holds no two cells of one level */
    /* The pegs by height (empty on the line's level, so of height 0 to 3). */
    uint64_t pegs = row & ~(mask >> 16 * level);
    uint64_t one = pegs & mask, two = pegs & mask >> 16, three = pegs & mask >> 32;
    uint64_t height[4] = {pegs & ~one, one & ~two, two & ~three, three}, twins = 0;
    for (int h = 0; h < 4; h++)
        twins |= height[h] & (height[h] - 1) ? height[h] : 0;
    return twins;
}

/* Whether a line of `share` holds at most one cell of `pairable` and at most one of `doomed`
 * (no pair can cover it: s4_cube_follow_refutes_with's first scan, mixed pairs allowed),
 * leaving out the lines of direction `dir` from the bases `spared`. Each direction's lines are
 * tested at once, bit by bit. */
static inline bool s4_cube_any_blocked(const S4CubeLines *lines, uint64_t share,
                                       uint64_t pairable, uint64_t doomed, int dir,
                                       uint64_t spared)
{
    S4_CUBE_EACH_DIRECTION
    for (int d = 0; d < S4_CUBE_DIRECTIONS; d++) {
        int s = s4_cube_step[d];
        uint64_t p1 = pairable >> s, p2 = pairable >> 2 * s, p3 = pairable >> 3 * s;
        uint64_t bases = s4_cube_bases_within(lines, d, share) & ~(d == dir ? spared : 0);
        bases &= ~((pairable & (p1 | p2 | p3)) | (p1 & (p2 | p3)) | (p2 & p3));
        for (; bases; bases &= bases - 1) {
            uint64_t two = s4_cube_line_from(lines, d, bases & -bases) & doomed;
            if (!(two & (two - 1)))
                return true;
        }
    }
    return false;
}

/* Staggered pegs: two pegs p and q of one bead each, both odd (next cells p2 and q2 on level
 * 2), whose level-3 cells p3 and q3 lie on a line of the mover's that no pair covers. Coupling
 * them (above) gives the mover one cell of each level, any one, so a vertical line of the
 * mover's over p or q (its bead at the bottom) or any other line through p4 or q4 opens. The
 * follower may instead answer the mover's first bead on either right above it:
 *   - both of one bead: the mover's p2 is answered on p3 (q2 on q3);
 *   - then p holds three beads and q one, both odd, matched with each other: the mover's p4
 *     is answered on q2 and its q2 on p4;
 *   - then q holds two beads and p four: claimeven on q (the mover's q3, the follower's q4).
 * Every answer lies on the peg just uncovered or on the other one's next cell, so it is always
 * playable; every bead of the mover's on the two is answered on the two, which fill in three
 * exchanges; both are odd until the last one, so the odd pegs left (an even number with White
 * to move) still pair up, and no pair of the other pegs takes a cell of theirs. The mover ends
 * with one of {p2 p4 q3}, {p2 q2 q3}, {q2 q4 p3}, {q2 p2 p3}: never both cells of p3 q3, p4
 * q4, p3 p4, q3 q4, p2 q4 or q2 p4, and the follower (the six cells filled) with at least one
 * of each of those. So those six are the pairs (the mover gets at most one, the follower at
 * least one: what s4_cube_follow_cover and s4_cube_follow_wins need), the mover's share gains
 * p4 and q4, the follower's cells lose them, and p2 q2 leave the odd pegs to match. Tried
 * where coupling the two did not settle the node. */
enum { S4_CUBE_STAGGER_PAIRS = 6 };

/* The six pairs of pegs p and q (bits 0-15) staggered. */
static inline void s4_cube_stagger_pairs(uint64_t p, uint64_t q, uint64_t pair[6])
{
    uint64_t p2 = p << 16, p3 = p2 << 16, p4 = p3 << 16;
    uint64_t q2 = q << 16, q3 = q2 << 16, q4 = q3 << 16;
    pair[0] = p3 | q3;
    pair[1] = p4 | q4;
    pair[2] = p3 | p4;
    pair[3] = q3 | q4;
    pair[4] = p2 | q4;
    pair[5] = q2 | p4;
}

/* s4_cube_any_blocked for two strategies at once: bit 1 when a line of `share` with at most one
 * cell of `pairable` and of `doomed` is not one of direction `dir` from the bases `spared`
 * (coupled pegs), bit 2 when one holds none of the n `pairs` (staggered pegs). */
static inline unsigned s4_cube_blocked_kinds(const S4CubeLines *lines, uint64_t share,
                                             uint64_t pairable, uint64_t doomed, int dir,
                                             uint64_t spared, const uint64_t *pairs, int n)
{
    unsigned kinds = 0;
    S4_CUBE_EACH_DIRECTION
    for (int d = 0; d < S4_CUBE_DIRECTIONS; d++) {
        int s = s4_cube_step[d];
        uint64_t p1 = pairable >> s, p2 = pairable >> 2 * s, p3 = pairable >> 3 * s;
        uint64_t bases = s4_cube_bases_within(lines, d, share);
        bases &= ~((pairable & (p1 | p2 | p3)) | (p1 & (p2 | p3)) | (p2 & p3));
        for (; bases; bases &= bases - 1) {
            uint64_t line = s4_cube_line_from(lines, d, bases & -bases), two = line & doomed;
            if (two & (two - 1))
                continue;
            if (d != dir || !(bases & -bases & spared))
                kinds |= 1;
            int i = 0;
            while (i < n && (line & pairs[i]) != pairs[i])
                i++;
            if (i == n)
                kinds |= 2;
            if (kinds == 3)
                return kinds;
        }
    }
    return kinds;
}

/* The bound with two of the pegs `pegs` (s4_cube_couple_pegs of `line`) coupled, each couple
 * in turn, the plain rule's pairs (mixed ones allowed) covering the other lines: 0 (the mover
 * cannot win), -1 (and the follower wins: `own` are its cells under claimeven) or
 * S4_CUBE_SCORE_MAX. Out of line: it runs on a small part of the rule calls. */
static __attribute__((noinline)) int s4_cube_coupled_bound(const S4CubeLines *lines,
                                                           uint64_t line, uint64_t pegs,
                                                           uint64_t mask, uint64_t share,
                                                           uint64_t odd_next,
                                                           uint64_t even_next,
                                                           uint64_t doomed, uint64_t own,
                                                           uint64_t *viable, int *viables)
{
    int base = __builtin_ctzll(line), dir = 0;
    S4_CUBE_EACH_DIRECTION
    for (int d = 0; d < S4_CUBE_DIRECTIONS; d++)
        if (s4_cube_line_from(lines, d, 1ULL << base) == line)
            dir = d;
    uint64_t empty = ~mask;
    for (uint64_t rp = pegs; rp; rp &= rp - 1) {
        int p = __builtin_ctzll(rp);
        uint64_t cp = empty & 0x0001000100010001ULL << p;
        for (uint64_t rq = rp & (rp - 1); rq; rq &= rq - 1) {
            int q = __builtin_ctzll(rq);
            uint64_t cq = empty & 0x0001000100010001ULL << q;
            if (cp >> p != cq >> q)
                continue; /* not of one height */
            /* As the plain rule's first scan: every line of the share must hold two cells
             * that can make a pair, or a coupled pair (only the lines of `line`'s direction
             * through the levels of the two pegs hold one). */
            uint64_t cells = cp | cq, wider = share | cells;
            uint64_t pairable = (odd_next | even_next) & ~cells;
            uint64_t spared = cp >> p << (base & 15);
            if (viable && cp >> p == 0x0001000100010000ULL) {
                /* Pegs of one bead: the same scan also says whether staggering them could
                 * cover every line (s4_cube_staggered_bound then skips its own). */
                uint64_t stagger[S4_CUBE_STAGGER_PAIRS];
                s4_cube_stagger_pairs(1ULL << p, 1ULL << q, stagger);
                unsigned kinds = s4_cube_blocked_kinds(lines, wider, pairable, doomed, dir, spared,
                                                       stagger, S4_CUBE_STAGGER_PAIRS);
                if (!(kinds & 2))
                    viable[(*viables)++] = 1ULL << p | 1ULL << q;
                if (kinds & 1)
                    continue;
            } else if (s4_cube_any_blocked(lines, wider, pairable, doomed, dir, spared)) {
                continue;
            }
            S4CubeFollow f = {.share = wider, .odd_next = odd_next & ~cells,
                              .even_next = even_next & ~cells, .mixed = true,
                              .doomed = doomed};
            for (uint64_t x = cp; x; x &= x - 1)
                f.pair[f.pairs++] = (x & -x) | (x & -x) << (q - p);
            int budget = S4_CUBE_FOLLOW_BUDGET;
            if (!s4_cube_follow_cover(lines, &f, &budget))
                continue;
            if (viable)
                *viables = -1; /* the later pairs were not scanned */
            return s4_cube_follow_wins(lines, own & ~cells & ~f.given, &f) ? -1 : 0;
        }
    }
    return S4_CUBE_SCORE_MAX;
}

/* The bound with two pegs of one bead staggered, each of the n couples `viable` (two peg bits
 * each, which s4_cube_coupled_bound's scan found no line against) in turn, as
 * s4_cube_coupled_bound returns it. */
static __attribute__((noinline)) int s4_cube_staggered_bound(const S4CubeLines *lines,
                                                             const uint64_t *viable, int n,
                                                             uint64_t share, uint64_t odd_next,
                                                             uint64_t even_next,
                                                             uint64_t doomed, uint64_t own)
{
    for (int i = 0; i < n; i++) {
        uint64_t cells = (viable[i] & 0xFFFF) * 0x0001000100010000ULL;
        S4CubeFollow f = {.share = share | cells, .odd_next = odd_next & ~cells,
                          .even_next = even_next & ~cells, .mixed = true, .doomed = doomed,
                          .pairs = S4_CUBE_STAGGER_PAIRS};
        s4_cube_stagger_pairs(viable[i] & -viable[i], viable[i] & (viable[i] - 1), f.pair);
        int budget = S4_CUBE_FOLLOW_BUDGET;
        if (!s4_cube_follow_cover(lines, &f, &budget))
            continue;
        return s4_cube_follow_wins(lines, own & ~cells & ~f.given, &f) ? -1 : 0;
    }
    return S4_CUBE_SCORE_MAX;
}

/* The couples of pegs of one bead among `pegs` whose staggering leaves no line of `share` that
 * no pair can cover (as s4_cube_coupled_bound's scan finds them), into `viable`; their number.
 * Out of line: only where the coupling settled the node before scanning every couple. */
static __attribute__((noinline)) int s4_cube_stagger_viable(const S4CubeLines *lines,
                                                            uint64_t pegs, uint64_t mask,
                                                            uint64_t share, uint64_t next,
                                                            uint64_t doomed, uint64_t *viable)
{
    int n = 0;
    for (uint64_t rp = pegs; rp; rp &= rp - 1) {
        for (uint64_t rq = rp & (rp - 1); rq; rq &= rq - 1) {
            uint64_t two = (rp & -rp) | (rq & -rq), cells = two * 0x0001000100010000ULL;
            if ((mask & two * 0x0001000100010001ULL) != two)
                continue; /* not both of one bead */
            uint64_t pairs[S4_CUBE_STAGGER_PAIRS];
            s4_cube_stagger_pairs(rp & -rp, rq & -rq, pairs);
            if (!(s4_cube_blocked_kinds(lines, share | cells, next & ~cells, doomed, 0, ~0ULL,
                                        pairs, S4_CUBE_STAGGER_PAIRS) &
                  2))
                viable[n++] = two;
        }
    }
    return n;
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
static inline int s4_cube_odd_threat_bound_with(const S4CubeLines *lines, const S4CubePos *pos,
                                                unsigned parts)
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
