/* search_pos.h: the search's view of a position: two bitboards plus each side's threat cells,
 * kept up to date incrementally, over tables built once per geometry. */
#ifndef S4_ENGINE_SEARCH_POS_H
#define S4_ENGINE_SEARCH_POS_H

#include <stdbool.h>
#include <stdint.h>

#include "core/geometry.h"

enum {
    S4_SPOS_MAX_LINE_REFS = S4_MAX_CELLS * 16 * 4,
};

/* Tables derived from a geometry. Invariant: line_mask[line_start[c] .. line_start[c + 1])
 * are exactly the winning lines through cell c, so a bead on c can only make threats there. */
typedef struct S4SearchGeo {
    const S4Geometry *geo;       /* not owned */
    uint64_t board;              /* every cell */
    uint64_t bottom;             /* level 0 */
    int pegs;                    /* shift from one level to the next */
    int cells;                   /* cells on the board */
    uint64_t first_parity;       /* cells good for the side that moves at an even count:
                                    the odd rows counted from 1, when every peg is even */
    uint64_t strong;             /* cells on more lines than the average: the centre and corners */
    /* Score Four's lines of four by direction (read only when open_tracked). */
    S4LineDirections dirs;
    int line_start[S4_MAX_CELLS + 1];         /* into line_mask */
    uint64_t line_mask[S4_SPOS_MAX_LINE_REFS]; /* lines through each cell, cell by cell */
    /* Open lines (S4Pos.open) are kept only where the learned evaluation reads them: Score
     * Four (64 cells, 16 pegs, the 13 directions). line_up[i] is 16 when line_mask[i] goes up a
     * peg, else 0: with 4 * (own beads) + (other beads) on the line before a bead of the side
     * to move lands there, it indexes open_delta, the packed change of S4Pos.open. */
    bool open_tracked;
    uint8_t line_up[S4_SPOS_MAX_LINE_REFS];
    uint64_t open_delta[32];
} S4SearchGeo;

/* S4Pos.open packs four counts of 16 bits, each biased by S4_OPEN_BIAS so that no field
 * borrows from the next: the side to move's open lines less the other's. */
enum {
    S4_OPEN_TWO_FIELD = 0,    /* two own beads, two empty cells, not up a peg */
    S4_OPEN_TWO_UP_FIELD = 1, /* the same up a peg */
    S4_OPEN_ONE_FIELD = 2,    /* one own bead, three empty cells, not up a peg */
    S4_OPEN_ONE_UP_FIELD = 3, /* the same up a peg */
    S4_OPEN_BIAS = 1 << 14,
};
#define S4_OPEN_ZERO (0x0001000100010001ULL * S4_OPEN_BIAS) /* every count 0 */

/* Invariants: cur & opp == 0; count == popcount(cur | opp); cur_thr (opp_thr) holds every
 * cell that would complete a line of cur (opp) if it were cur's (opp's), occupied or not. */
typedef struct S4Pos {
    uint64_t cur;      /* beads of the side to move */
    uint64_t opp;      /* beads of the other side */
    uint64_t cur_thr;  /* cells completing a line for cur */
    uint64_t opp_thr;  /* cells completing a line for opp */
    int count;         /* beads on the board */
    uint64_t open;     /* open lines (see S4_OPEN_BIAS), when sg->open_tracked; else S4_OPEN_ZERO */
} S4Pos;

/* Field `field` of S4Pos.open: the side to move's open lines of that kind less the other's. */
static inline int s4_open_count(uint64_t open, int field)
{
    return (int)(open >> 16 * field & 0xffff) - S4_OPEN_BIAS;
}

/* Builds the tables for geo (which must outlive sg). Lines through one cell must fit. */
void s4_sgeo_init(S4SearchGeo *sg, const S4Geometry *geo);

/* A position with cur/opp beads; threats are computed from scratch. */
S4Pos s4_pos_make(const S4SearchGeo *sg, uint64_t cur, uint64_t opp);

/* Cells where the next bead may go. */
static inline uint64_t s4_pos_playable(const S4SearchGeo *sg, const S4Pos *p)
{
    uint64_t occ = p->cur | p->opp;
    return ~occ & (sg->bottom | occ << sg->pegs) & sg->board;
}

/* Threat cells of `own` grown by the bead `bit` on `cell` (own already holds it). */
static inline uint64_t s4_threats_after(const S4SearchGeo *sg, uint64_t thr, uint64_t own, int cell)
{
    for (int i = sg->line_start[cell]; i < sg->line_start[cell + 1]; i++) {
        uint64_t missing = sg->line_mask[i] & ~own;
        /* exactly one cell missing: a threat (none missing would be a win, handled by callers) */
        thr |= (missing & (missing - 1)) == 0 ? missing : 0;
    }
    return thr;
}

/* The open lines after the side to move puts a bead on `cell`, seen by the other side: only
 * the lines through the cell change, each by its bead counts before the bead. */
static inline uint64_t s4_open_after(const S4SearchGeo *sg, const S4Pos *p, int cell)
{
    if (!sg->open_tracked)
        return S4_OPEN_ZERO;
    uint64_t open = p->open;
    for (int i = sg->line_start[cell]; i < sg->line_start[cell + 1]; i++) {
        uint64_t line = sg->line_mask[i];
        int k = sg->line_up[i] + 4 * __builtin_popcountll(line & p->cur) +
                __builtin_popcountll(line & p->opp);
        open += sg->open_delta[k];
    }
    return 2 * S4_OPEN_ZERO - open; /* each field b + x becomes b - x: the sides swap */
}

/* The position after the side to move puts a bead on `cell` (playable), whose threat cells
 * with that bead are `thr` (s4_threats_after); the sides swap roles. */
static inline S4Pos s4_pos_child(const S4SearchGeo *sg, const S4Pos *p, int cell, uint64_t thr)
{
    S4Pos next = {p->opp, p->cur | 1ULL << cell, p->opp_thr, thr, p->count + 1,
                  s4_open_after(sg, p, cell)};
    return next;
}

/* The position after the side to move puts a bead on `cell` (which must be playable);
 * the sides swap roles. */
static inline S4Pos s4_pos_play(const S4SearchGeo *sg, const S4Pos *p, int cell)
{
    uint64_t own = p->cur | 1ULL << cell;
    return s4_pos_child(sg, p, cell, s4_threats_after(sg, p->cur_thr, own, cell));
}

#endif
