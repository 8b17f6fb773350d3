/* symmetry.h: the 8 symmetries of a square grid of pegs (Score Four's 4 x 4), used by the
 * root's pruning of symmetric moves and by the opening book's canonical positions.
 * t is 0..7: bit 0 mirrors columns, bit 1 mirrors rows, bit 2 swaps rows and columns; the
 * level of a bead never changes. Meaningful only when geo->width == geo->depth. */
#ifndef S4_ENGINE_SYMMETRY_H
#define S4_ENGINE_SYMMETRY_H

#include <stdint.h>

#include "core/board.h"

/* The peg that `peg` goes to under symmetry t. */
static inline int s4_symmetry_peg(const S4Geometry *geo, int peg, int t)
{
    int n = geo->width, row = peg / n, col = peg % n;
    if (t & 1)
        col = n - 1 - col;
    if (t & 2)
        row = n - 1 - row;
    if (t & 4) {
        int x = row;
        row = col;
        col = x;
    }
    return row * n + col;
}

/* The set of cells `beads` under symmetry t. */
static inline uint64_t s4_symmetry_beads(const S4Geometry *geo, uint64_t beads, int t)
{
    uint64_t out = 0;
    for (uint64_t rest = beads; rest; rest &= rest - 1) {
        int cell = __builtin_ctzll(rest);
        out |= 1ULL << s4_cell(geo, s4_symmetry_peg(geo, s4_cell_peg(geo, cell), t),
                               s4_cell_level(geo, cell));
    }
    return out;
}

#endif
