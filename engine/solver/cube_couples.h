/* cube_couples.h: coupled and staggered pegs, the parity rule's answers on two pegs under its
 * one blocked line (cube_rules.h, s4_cube_coupled_or, asks them). */
#ifndef S4_SOLVER_CUBE_COUPLES_H
#define S4_SOLVER_CUBE_COUPLES_H

#include "cube_follow.h"

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

#endif
