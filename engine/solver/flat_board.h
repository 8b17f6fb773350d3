/* flat_board.h: the solver's own bitboard for single-row gravity games (the Connect family). */
#ifndef S4_SOLVER_FLAT_BOARD_H
#define S4_SOLVER_FLAT_BOARD_H

#include <stdbool.h>
#include <stdint.h>

#include "core/board.h"
#include "core/status.h"

/*
 * Column-major layout with one sentinel bit on top of every column, independent of the
 * core's level-major S4Board (convert with s4_flat_from_board). For W columns of H cells
 * the stride is H + 1 and W * (H + 1) <= 64. Connect Four, 7 x 6:
 *
 *      .  .  .  .  .  .  .       <- sentinel row: never set in a position
 *      5 12 19 26 33 40 47
 *      4 11 18 25 32 39 46
 *      3 10 17 24 31 38 45
 *      2  9 16 23 30 37 44
 *      1  8 15 22 29 36 43
 *      0  7 14 21 28 35 42       <- bottom: cell = column * stride + level
 *
 * The empty sentinel row keeps every shift that walks off a column's top, or wraps a
 * diagonal into the next column, on an empty bit, so line tests need no edge masks.
 *
 * A position is (current, mask): mask holds every bead, current the beads of the side to
 * move. current + mask is a unique key (each column's sum stays below 2^(H+1)).
 */

enum {
    S4_FLAT_MAX_WIDTH = 32, /* 32 columns of 1 cell plus sentinels fill 64 bits */
    S4_FLAT_MAX_CELLS = 64,
};

/* The shape of a flat game and the masks derived from it. Invariant: width * stride <= 64,
 * width * height even (so both sides get the same number of beads on a full board). */
typedef struct S4FlatShape {
    int width;                       /* columns */
    int height;                      /* cells per column */
    int connect;                     /* K in a row wins */
    int stride;                      /* height + 1: bits per column */
    int cells;                       /* width * height */
    int min_score;                   /* the worst score: losing to the opponent's K-th bead */
    int max_score;                   /* the best score: winning with one's own K-th bead */
    uint64_t bottom;                 /* level 0 of every column */
    uint64_t board;                  /* every cell, no sentinels */
    uint64_t column[S4_FLAT_MAX_WIDTH]; /* the cells of each column */
    int order[S4_FLAT_MAX_WIDTH];    /* columns from the centre outwards */
} S4FlatShape;

/* The side to move's beads and all beads; moves = popcount(mask). */
typedef struct S4FlatPos {
    uint64_t current;                /* beads of the side to move */
    uint64_t mask;                   /* every bead */
    int moves;                       /* beads on the board */
} S4FlatPos;

/* Fills *shape for width x height with K = connect. S4_ERR_BAD_GEOMETRY when width or
 * height is below 1, width * (height + 1) > 64, width * height is odd, or connect < 2. */
S4Status s4_flat_shape_init(S4FlatShape *shape, int width, int height, int connect);

/* Fills *shape from a core geometry. S4_ERR_BAD_GEOMETRY when it is not flat or too big. */
S4Status s4_flat_shape_from_geometry(S4FlatShape *shape, const S4Geometry *geo);

/* The empty position. */
void s4_flat_init(S4FlatPos *pos);

/* The position of a core board with `side` to move. The board's geometry must be the one
 * the shape came from. Colours need not alternate. */
void s4_flat_from_board(const S4FlatShape *shape, const S4Board *board, S4Colour side,
                        S4FlatPos *pos);

/* Cells that would complete a line of the beads in `own` (empty cells only, sentinels
 * excluded; a cell may be unreachable yet). mask is every bead. */
uint64_t s4_flat_winning_cells(const S4FlatShape *shape, uint64_t own, uint64_t mask);

/* The playable cell of each column that is not full. */
static inline uint64_t s4_flat_playable(const S4FlatShape *shape, const S4FlatPos *pos)
{
    return (pos->mask + shape->bottom) & shape->board;
}

/* True when column col (0-based, in range) is not full. */
static inline bool s4_flat_can_play(const S4FlatShape *shape, const S4FlatPos *pos, int col)
{
    return (s4_flat_playable(shape, pos) & shape->column[col]) != 0;
}

/* Plays the cell `move` (one playable cell) for the side to move; the other side moves next. */
static inline void s4_flat_play_cell(S4FlatPos *pos, uint64_t move)
{
    pos->current ^= pos->mask;
    pos->mask |= move;
    pos->moves++;
}

/* Plays column col, which must be playable. */
static inline void s4_flat_play(const S4FlatShape *shape, S4FlatPos *pos, int col)
{
    s4_flat_play_cell(pos, s4_flat_playable(shape, pos) & shape->column[col]);
}

/* True when playing column col (playable) completes a line for the side to move. */
static inline bool s4_flat_is_winning_move(const S4FlatShape *shape, const S4FlatPos *pos,
                                           int col)
{
    return (s4_flat_winning_cells(shape, pos->current, pos->mask) & s4_flat_playable(shape, pos) &
            shape->column[col]) != 0;
}

/* True when the side to move can complete a line with its next bead. */
static inline bool s4_flat_can_win_next(const S4FlatShape *shape, const S4FlatPos *pos)
{
    return (s4_flat_winning_cells(shape, pos->current, pos->mask) &
            s4_flat_playable(shape, pos)) != 0;
}

/* The playable cells that do not hand the opponent a win on the next move: not under an
 * opponent's winning cell, and forced onto the one block when the opponent threatens one
 * cell now. 0 when every move loses at once. Call only when the side to move cannot win
 * at once. */
static inline uint64_t s4_flat_non_losing(const S4FlatShape *shape, const S4FlatPos *pos)
{
    uint64_t possible = s4_flat_playable(shape, pos);
    uint64_t threats = s4_flat_winning_cells(shape, pos->current ^ pos->mask, pos->mask);
    uint64_t forced = possible & threats;
    if (forced) {
        if (forced & (forced - 1))
            return 0; /* two threats at once: cannot block both */
        possible = forced;
    }
    return possible & ~(threats >> 1);
}

/* The column holding a single cell bit. */
static inline int s4_flat_cell_column(const S4FlatShape *shape, uint64_t cell)
{
    return __builtin_ctzll(cell) / shape->stride;
}

#endif
