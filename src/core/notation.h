/* notation.h: pegs as text ("B1"), and Connect Four digit strings ("4453"). */
#ifndef S4_CORE_NOTATION_H
#define S4_CORE_NOTATION_H

#include <stddef.h>

#include "core/board.h"
#include "core/geometry.h"
#include "core/status.h"

/* A peg is a column letter and a row number, as in the protocol: letter A is White's
 * leftmost column, number 1 the row nearest White; single-row games always use row 1. */
enum { S4_PEG_TEXT = 4 }; /* "Z9" plus NUL, rounded */

/* Writes the peg's name into out ("B1"). peg must be valid. */
void s4_peg_format(const S4Geometry *geo, int peg, char out[S4_PEG_TEXT]);

/* Reads exactly `len` characters as a peg, case-insensitive ("b1", "B1").
 * S4_ERR_BAD_PEG when it is not a peg of this board. */
S4Status s4_peg_parse(const S4Geometry *geo, const char *text, size_t len, int *peg);

/* Reads a digit string of the public Connect Four benchmark sets: one digit per move,
 * 1 = column A. Only for single-row boards of at most 9 columns. Stores the pegs in
 * pegs[] (at most max) and their number in *count. S4_ERR_BAD_PEG on any other
 * character (with *count = index of the bad character), S4_ERR_TOO_LONG past max. */
S4Status s4_digits_parse(const S4Geometry *geo, const char *text, size_t len, int *pegs,
                         int max, int *count);

/* Writes moves as a digit string; returns the length needed (like snprintf). */
size_t s4_digits_format(const S4Geometry *geo, const int *pegs, int count, char *buf,
                        size_t size);

/* A whole position as text, for positions that need not have arisen in play (the testing
 * mode's, handed to the window by `go gui.`): the pegs in order A1, B1, .. (row by row),
 * separated by '/', each its beads from the bottom up as W and B; an empty peg is empty.
 * Score Four with a white bead on A1 and white then black on B2: "W/////WB//////////".
 * Returns the length needed (like snprintf). */
size_t s4_position_format(const S4Board *board, char *buf, size_t size);

/* Reads a position written by s4_position_format (W/B in any case) onto an empty board of
 * geo. S4_ERR_BAD_POSITION for a wrong number of pegs or a bad letter, S4_ERR_PEG_FULL for a peg
 * with more beads than the height, S4_ERR_BOTH_LINES when both colours have a line; *board is
 * untouched on error. */
S4Status s4_position_parse(const S4Geometry *geo, const char *text, S4Board *board);

#endif
