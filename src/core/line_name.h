/* line_name.h: winning lines, moves and threats described in words for people (the
 * window's result panel, move list and threat display). Rules logic: no SDL, no GL.
 *
 * One convention per game, used by every part of the window:
 *   - boards with rows of pegs (Score Four): pegs as in the protocol, "B2", and levels
 *     counted from 1 at the bottom;
 *   - single-row boards (the Connect family): columns numbered 1.. from the left, as in
 *     the console, the ASCII overlay and the public benchmark digit strings, and rows
 *     counted from 1 at the bottom.
 */
#ifndef S4_CORE_LINE_NAME_H
#define S4_CORE_LINE_NAME_H

#include <stddef.h>
#include <stdint.h>

#include "core/board.h"
#include "core/geometry.h"
#include "core/status.h"

enum { S4_MOVE_NAME = 8, S4_LINE_TEXT = 128 };

/* A move as a player reads it: "B2" on a board with rows of pegs, "4" (the column number)
 * on a single-row board. peg must be valid. */
void s4_move_name(const S4Geometry *geo, int peg, char out[S4_MOVE_NAME]);

/* Reads a move in the game's convention: a peg name ("B2", any case), or on a single-row
 * board a column number ("4"); there the peg name ("D1", the form older records and
 * scripts used) is still accepted, but only the number is ever written. S4_ERR_BAD_PEG
 * when the text names no peg of geo. */
S4Status s4_move_parse(const S4Geometry *geo, const char *text, size_t len, int *peg);

/* A side as the game's players know it: "White" / "Black" on boards with rows of pegs
 * (Score Four), "X" / "O" on single-row boards (the Connect games, as in their handout,
 * the console and the ASCII drawing). The first to move is White, or X. */
const char *s4_side_name(const S4Geometry *geo, S4Colour c);

/* What a person calls the place of a peg: "peg B2" or "column 4". */
void s4_move_place(const S4Geometry *geo, int peg, char *out, size_t size);

/* Names a line of geo (exactly `connect` cells of one of geo->lines) with its cells and its
 * kind, e.g. "A1 B2 C3 D4, a diagonal on level 1", "B3 on levels 1 to 4, a vertical line",
 * "columns 2 to 5 on row 1, a horizontal line". Returns the length needed (like snprintf);
 * a set of cells that is not a straight line is written as its cells only. */
size_t s4_line_describe(const S4Geometry *geo, uint64_t line, char *buf, size_t size);

/* Threats: empty cells where a bead of colour c would complete a line of c (whether or
 * not the cell can be played yet). */
uint64_t s4_threat_cells(const S4Board *board, S4Colour c);

#endif
