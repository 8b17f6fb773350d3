/* cube_board.h: the Score Four solver's position: two bitboards and each side's threat cells. */
#ifndef S4_SOLVER_CUBE_BOARD_H
#define S4_SOLVER_CUBE_BOARD_H

#include <stdbool.h>
#include <stdint.h>

#include "core/board.h"
#include "core/geometry.h"

/*
 * The core's layout (core/geometry.h): cell = level * 16 + peg, peg = row * 4 + column,
 * so level z is the 16 bits from 16 z and the cell above c is c + 16. The 76 winning lines
 * come from the core geometry once, into an S4CubeLines the solver owns (no globals).
 *
 * A threat of a side is an empty cell that completes one of its lines (reachable or not).
 * Threats only ever grow when a side adds a bead, except that the cell just filled stops
 * being one, so they are kept incrementally from the at most 7 lines through that cell.
 */

enum {
    S4_CUBE_CELLS = 64,
    S4_CUBE_PEGS = 16,
    S4_CUBE_LINES = 76,
    S4_CUBE_MAX_LINES_AT = 7,
    S4_CUBE_DIRECTIONS = 13,
};

#define S4_CUBE_BOTTOM 0x000000000000FFFFULL
/* Levels 1 and 3 (counted from 1): the cells White gets when Black answers on the same
 * peg, and the rows where White's threats are worth most; Black's are the others. */
#define S4_CUBE_ODD_LEVELS 0x0000FFFF0000FFFFULL
#define S4_CUBE_EVEN_LEVELS 0xFFFF0000FFFF0000ULL

typedef struct S4CubeLines {
    uint64_t line[S4_CUBE_LINES];
    uint8_t at_count[S4_CUBE_CELLS];
    uint64_t at[S4_CUBE_CELLS][S4_CUBE_MAX_LINES_AT]; /* the lines through each cell */
    /* Lines as shifts: direction d's lines are {b, b + step, b + 2 step, b + 3 step}
     * for every base cell b in base[d]. */
    int step[S4_CUBE_DIRECTIONS];
    uint64_t base[S4_CUBE_DIRECTIONS];
    /* The core's Score Four geometry the tables came from, kept so that reading a move
     * record (cube_stream.h) replays it with the core's rules without building it again. */
    S4Geometry geo;
} S4CubeLines;

/* The side to move's beads (me), the other side's (opp), their threats, beads on board. */
typedef struct S4CubePos {
    uint64_t me, opp;
    uint64_t wme, wopp;
    int moves;
} S4CubePos;

/* Fills *lines from the core's Score Four geometry. */
void s4_cube_lines_init(S4CubeLines *lines);

/* Threats of `own` from scratch (empty cells of ~(own | other) completing a line). */
uint64_t s4_cube_threats(const S4CubeLines *lines, uint64_t own, uint64_t other);

/* True when the cells `own` contain a whole line. */
bool s4_cube_has_line(const S4CubeLines *lines, uint64_t own);

/* The position with `me` the side to move's beads and `opp` the other side's (disjoint):
 * their threats from scratch, and as many beads on board as the two hold. */
void s4_cube_from_beads(const S4CubeLines *lines, uint64_t me, uint64_t opp, S4CubePos *pos);

/* The position of a core Score Four board with `side` to move. */
void s4_cube_from_board(const S4CubeLines *lines, const S4Board *board, S4Colour side,
                        S4CubePos *pos);

/* The directions' steps and base cells as constants, in the order the core's
 * s4_geometry_line_directions finds them (the order in which the rules visit lines, which
 * decides the line they report first); s4_cube_lines_init checks them against the core's
 * geometry. With constants, the rules' loops over the directions (S4_CUBE_EACH_DIRECTION)
 * unroll into immediate shifts and masks: these loops run for every child of every node. */
static const int s4_cube_step[S4_CUBE_DIRECTIONS] = {1,  4,  16, 5,  3,  17, 15,
                                                      20, 12, 21, 11, 13, 19};
static const uint64_t s4_cube_base[S4_CUBE_DIRECTIONS] = {
    0x1111111111111111ULL, 0x000F000F000F000FULL, 0x000000000000FFFFULL, 0x0001000100010001ULL,
    0x0008000800080008ULL, 0x0000000000001111ULL, 0x0000000000008888ULL, 0x000000000000000FULL,
    0x000000000000F000ULL, 0x0000000000000001ULL, 0x0000000000008000ULL, 0x0000000000001000ULL,
    0x0000000000000008ULL};

/* Put before a loop over the directions d = 0 .. S4_CUBE_DIRECTIONS - 1. */
#define S4_CUBE_EACH_DIRECTION _Pragma("GCC unroll 13")

/* The base cells (lowest cells) of direction d's lines that lie wholly inside `cells`. */
static inline uint64_t s4_cube_bases_within(const S4CubeLines *lines, int d, uint64_t cells)
{
    (void)lines;
    int s = s4_cube_step[d];
    uint64_t two = cells & (cells >> s); /* b and b + step */
    return two & (two >> 2 * s) & s4_cube_base[d];
}

/* The line of direction d whose base is the single cell `base`. */
static inline uint64_t s4_cube_line_from(const S4CubeLines *lines, int d, uint64_t base)
{
    (void)lines;
    int s = s4_cube_step[d];
    uint64_t two = base | base << s;
    return two | two << 2 * s;
}

static inline uint64_t s4_cube_mask(const S4CubePos *p) { return p->me | p->opp; }

/* The cell where each peg that is not full takes its next bead. */
static inline uint64_t s4_cube_playable(uint64_t mask)
{
    return ~mask & (S4_CUBE_BOTTOM | mask << 16);
}

/* Threat cells `own` gains by its new bead `cell` (own includes cell; mask every bead).
 * Every cell's row of lines->at is read whole: s4_cube_lines_init zeroes the rows' unused
 * entries, and an empty line adds nothing (rest 0), so the loop has a fixed count the
 * compiler unrolls, with no branch on the cell's number of lines (4 or 7) to mispredict;
 * this runs for every child of every node. */
static inline uint64_t s4_cube_new_threats(const S4CubeLines *lines, uint64_t own,
                                           uint64_t mask, int cell)
{
    uint64_t found = 0;
    _Pragma("GCC unroll 7")
    for (int i = 0; i < S4_CUBE_MAX_LINES_AT; i++) {
        uint64_t rest = lines->at[cell][i] & ~own;
        if ((rest & (rest - 1)) == 0)
            found |= rest;
    }
    return found & ~mask;
}

/* Plays the single cell bit `move` (cell index `cell`) for the side to move. */
static inline void s4_cube_play(const S4CubeLines *lines, const S4CubePos *pos, uint64_t move,
                                int cell, S4CubePos *out)
{
    uint64_t mine = pos->me | move;
    uint64_t mask = mine | pos->opp;
    out->me = pos->opp;
    out->opp = mine;
    out->wme = pos->wopp & ~move;
    out->wopp = (pos->wme | s4_cube_new_threats(lines, mine, mask, cell)) & ~move;
    out->moves = pos->moves + 1;
}

#endif
