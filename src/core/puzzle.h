/* puzzle.h: a puzzle as a text line: a position reached from the empty board where the side
 * to move wins by force with exactly one first move, and the proof's main line.
 *
 *   <moves from the empty board> | <the winning move> <the main line ...> # win in N
 *   A2 C1 A3 D2 A4 A1 D1 C1 B3 | D4 B4 A3 # win in 2
 *
 * Moves are in the game's notation (line_name.h: pegs in Score Four, columns in the Connect
 * games). The main line alternates the winner's and the loser's moves and ends with the
 * winner's bead that completes a line: 2N - 1 moves for a win in N (N counts the winner's
 * beads, its first and its last included). Lines that are empty or start with '#' are
 * comments. Pure: no I/O. */
#ifndef S4_CORE_PUZZLE_H
#define S4_CORE_PUZZLE_H

#include <stddef.h>

#include "core/board.h"
#include "core/status.h"

enum { S4_PUZZLE_MAX_WIN = 32, S4_PUZZLE_MAX_LINE = 1024 };

typedef struct S4Puzzle {
    int moves[S4_MAX_CELLS];             /* the position's moves from the empty board */
    int move_count;
    int line[2 * S4_PUZZLE_MAX_WIN - 1]; /* line[0] the only winning move, then the main line */
    int line_count;                      /* 2 * win_in - 1 */
    int win_in;                          /* the winner's beads to its line, 1.. */
} S4Puzzle;

/* Reads one puzzle line of a game on geo. Checks that the moves are legal with nobody's line
 * before the last of them, that the main line is legal from there, 2 * N - 1 moves long,
 * and completes the mover's line with its last bead and not before. S4_ERR_SYNTAX for a
 * comment or blank line and for a line without " | " or "# win in N"; the status of the
 * first bad move otherwise; S4_ERR_BAD_POSITION when the main line does not end as it says. */
S4Status s4_puzzle_parse(const S4Geometry *geo, const char *text, S4Puzzle *puzzle);

/* Writes the puzzle's line (no newline); the length needed, as snprintf. */
size_t s4_puzzle_format(const S4Geometry *geo, const S4Puzzle *puzzle, char *buf, size_t size);

/* The board of the puzzle's position (points at geo) and the side to move. */
S4Colour s4_puzzle_position(const S4Geometry *geo, const S4Puzzle *puzzle, S4Board *board);

#endif
