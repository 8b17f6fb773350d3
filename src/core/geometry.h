/* geometry.h: the shape of a gravity game (pegs, height, K in a row) and its winning lines. */
#ifndef S4_CORE_GEOMETRY_H
#define S4_CORE_GEOMETRY_H

#include <stdbool.h>
#include <stdint.h>

#include "core/status.h"

/*
 * Bitboard layout, shared by every part of the program.
 *
 * A board has width x depth pegs and `height` levels, at most 64 cells, so a set of
 * cells is one uint64_t. Pegs are numbered row-major from White's side:
 *
 *     peg  = row * width + column        column 0 = letter A, row 0 = number 1
 *     cell = level * pegs + peg          level 0 = the bottom of every peg
 *
 * Level-major order puts all bottom cells in the low bits, so the cells where a bead
 * can go next are   ~occupied & (bottom | occupied << pegs) & board   with no sentinels.
 *
 * Score Four (4 x 4 pegs, 4 high), as White sees it, level 0:
 *
 *        A  B  C  D
 *     4 12 13 14 15        level 1 adds 16, level 2 adds 32, level 3 adds 48
 *     3  8  9 10 11
 *     2  4  5  6  7
 *     1  0  1  2  3        <- White's side
 *
 * Connect Four (7 columns, 1 row, 6 high): cell = level * 7 + column.
 */

enum {
    S4_MAX_CELLS = 64,
    S4_MAX_PEGS = 64,
    S4_MAX_LINES = 13 * 64,      /* 13 directions, at most one line starting per cell each */
    S4_MAX_LINES_PER_CELL = 64,  /* 13 directions x K offsets, K <= 4 in every preset; checked */
    S4_MAX_NAME = 24,
};

typedef struct S4Geometry {
    char name[S4_MAX_NAME];      /* preset name, e.g. "score4" */
    int width;                   /* columns, letters A.. (1..26) */
    int depth;                   /* rows of pegs, numbers 1.. (1..9) */
    int height;                  /* beads a peg holds */
    int connect;                 /* K: beads in a row that win */
    int pegs;                    /* width * depth */
    int cells;                   /* pegs * height, <= 64 */
    uint64_t board_mask;         /* every cell */
    uint64_t bottom_mask;        /* level 0 of every peg */
    uint64_t top_mask;           /* top level of every peg */
    uint64_t peg_mask[S4_MAX_PEGS]; /* the cells of each peg */
    int line_count;              /* winning lines, e.g. 76 for Score Four */
    uint64_t lines[S4_MAX_LINES];   /* each line: exactly `connect` cells */
    uint8_t lines_at_count[S4_MAX_CELLS];                    /* lines through each cell */
    uint16_t lines_at[S4_MAX_CELLS][S4_MAX_LINES_PER_CELL];  /* their indices into lines[] */
} S4Geometry;

/* The lines of a board grouped by direction, when every line is K cells evenly spaced in the
 * bit order (Score Four's cube: 13 directions): direction d's lines are
 * {b, b + shift[d], ..., b + (K - 1) shift[d]} for every base cell b in base[d]. */
enum { S4_MAX_DIRECTIONS = 13 };

typedef struct S4LineDirections {
    int count;
    int shift[S4_MAX_DIRECTIONS];
    uint64_t base[S4_MAX_DIRECTIONS];
} S4LineDirections;

/* Fills *dirs and returns true when geo's lines are all of that form in at most
 * S4_MAX_DIRECTIONS directions (Score Four; not Connect Four, whose rows wrap); else false. */
bool s4_geometry_line_directions(const S4Geometry *geo, S4LineDirections *dirs);

/* Fills *geo for a width x depth x height board with K = connect; name is copied.
 * Returns S4_ERR_BAD_GEOMETRY when a dimension is out of range, the board has more than
 * 64 cells, or connect is below 2 or above every dimension. */
S4Status s4_geometry_init(S4Geometry *geo, const char *name, int width, int depth,
                          int height, int connect);

/* Fills *geo with a named preset: "score4", "connect4", "connect3", "connect4-6x4".
 * Case-insensitive. Returns S4_ERR_UNKNOWN_GAME for any other name. */
S4Status s4_geometry_preset(S4Geometry *geo, const char *name);

/* True when name names a preset (any case) and *geo is that preset's geometry (its name
 * and dimensions), so that copying *geo equals calling s4_geometry_preset. */
bool s4_geometry_same_preset(const S4Geometry *geo, const char *name);

/* The preset names, in order, for help texts; *count receives their number. */
const char *const *s4_geometry_preset_names(int *count);

/* True when the board has a single row of pegs (the Connect family): pegs are columns. */
bool s4_geometry_is_flat(const S4Geometry *geo);

static inline int s4_cell(const S4Geometry *geo, int peg, int level)
{
    return level * geo->pegs + peg;
}
static inline int s4_cell_peg(const S4Geometry *geo, int cell) { return cell % geo->pegs; }
static inline int s4_cell_level(const S4Geometry *geo, int cell) { return cell / geo->pegs; }
static inline int s4_peg_column(const S4Geometry *geo, int peg) { return peg % geo->width; }
static inline int s4_peg_row(const S4Geometry *geo, int peg) { return peg / geo->width; }

#endif
