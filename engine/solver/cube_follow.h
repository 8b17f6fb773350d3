/* cube_follow.h: the follower's pairs and the cover search shared by the static rules
 * (cube_rules.h) and their coupled and staggered pegs (cube_couples.h). */
#ifndef S4_SOLVER_CUBE_FOLLOW_H
#define S4_SOLVER_CUBE_FOLLOW_H

#include "cube_board.h"
#include "cube_solver.h"

#define S4_CUBE_TOP 0xFFFF000000000000ULL    /* level 4: nothing lies above */
#define S4_CUBE_LEVEL2 0x00000000FFFF0000ULL /* the next cells of pegs of one bead */
#define S4_CUBE_LEVEL3 0x0000FFFF00000000ULL /* where an odd threat lies */

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

/* What one try of s4_cube_follow_cover changes in f (a try only appends pairs and sets or
 * clears bits of these masks): putting it back undoes the try. */
typedef struct S4CubeFollowMark {
    uint64_t share, odd_next, even_next, given;
    int pairs;
} S4CubeFollowMark;

static inline S4CubeFollowMark s4_cube_follow_mark(const S4CubeFollow *f)
{
    return (S4CubeFollowMark){f->share, f->odd_next, f->even_next, f->given, f->pairs};
}

static inline void s4_cube_follow_undo(S4CubeFollow *f, const S4CubeFollowMark *mark)
{
    f->share = mark->share;
    f->odd_next = mark->odd_next;
    f->even_next = mark->even_next;
    f->given = mark->given;
    f->pairs = mark->pairs;
}

/* Extends f with pairs until no line of the mover's share is left open; true (and f the
 * strategy) when that succeeds within *budget steps, false with f as it was. Each open line
 * must take one of its own pairs: two next cells of odd pegs, or two next cells of even pegs
 * (which puts the cells above them in the mover's share, so their lines open in turn).
 * Each try extends f in place and takes its changes back when it fails (s4_cube_follow_undo):
 * copying the whole S4CubeFollow (24 pairs) for every try was 3 % of a 24-bead solve's time. */
static inline bool s4_cube_follow_cover(const S4CubeLines *lines, S4CubeFollow *f, int *budget)
{
    uint64_t line = s4_cube_follow_open_line(lines, f);
    if (!line)
        return true;
    if (--*budget < 0 || f->pairs + 2 > S4_CUBE_FOLLOW_PAIRS)
        return false;
    const S4CubeFollowMark mark = s4_cube_follow_mark(f);
    for (int kind = 0; kind < 2; kind++) {
        uint64_t cells = line & (kind == 0 ? mark.odd_next : mark.even_next);
        for (uint64_t rx = cells; rx; rx &= rx - 1) {
            for (uint64_t ry = rx & (rx - 1); ry; ry &= ry - 1) {
                uint64_t two = (rx & -rx) | (ry & -ry);
                f->pair[f->pairs++] = two;
                if (kind == 0) {
                    f->odd_next &= ~two;
                } else {
                    f->even_next &= ~two;
                    f->pair[f->pairs++] = two << 16;
                    f->share |= two << 16;
                    f->given |= two << 16;
                }
                if (s4_cube_follow_cover(lines, f, budget))
                    return true;
                s4_cube_follow_undo(f, &mark);
            }
        }
    }
    /* Mixed pairs: the next cell of an even peg e answered on the next cell of an odd peg o
     * (and o on e). The odd pegs stay as many, so the pairing holds; the cell above e, which
     * claimeven left to the follower, is then the next cell of an odd peg: the mover may get
     * it, and it cannot be paired in advance (it is not playable until e is played). */
    uint64_t odd_cells = line & mark.odd_next, even_cells = f->mixed ? line & mark.even_next : 0;
    for (uint64_t rx = even_cells; rx; rx &= rx - 1) {
        for (uint64_t ry = odd_cells; ry; ry &= ry - 1) {
            uint64_t e = rx & -rx, o = ry & -ry;
            f->pair[f->pairs++] = e | o;
            f->odd_next &= ~o;
            f->even_next &= ~e;
            f->share |= e << 16;
            f->given |= e << 16;
            if (s4_cube_follow_cover(lines, f, budget))
                return true;
            s4_cube_follow_undo(f, &mark);
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

#endif
