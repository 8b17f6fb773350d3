/* puzzle_check.h: a puzzle's moves judged by the exact solvers (engine/solver: the cube
 * solver for Score Four, the flat one for the Connect games): whether a move keeps the win
 * within the beads the puzzle allows, the opponent's best reply and the solver's line after
 * it. Every solve has a node budget, so an answer takes the same work on any machine and
 * never long (the puzzles' positions are late); a value not proved within it is "unknown"
 * and the caller falls back on the puzzle's own proof (its main line). No SDL, no GL. */
#ifndef S4_GUI_PUZZLE_CHECK_H
#define S4_GUI_PUZZLE_CHECK_H

#include <stdbool.h>

#include "core/board.h"
#include "core/puzzle.h"

enum {
    GUI_PUZZLE_NODES = 400000, /* each solve gives up after about this many positions */
    GUI_PUZZLE_LINE = 12,      /* at most this many moves of the solver's line are shown */
    GUI_PUZZLE_UNKNOWN = -100, /* a value the solver did not prove within the budget */
};

typedef struct GuiPuzzleSolver GuiPuzzleSolver;

/* A solver for geo's game; NULL when memory is short or the game has no solver. */
GuiPuzzleSolver *gui_puzzle_solver_new(const S4Geometry *geo);
void gui_puzzle_solver_free(GuiPuzzleSolver *s);

/* The value for side of playing peg on board (nobody has a line, peg playable): 1 a win,
 * 0 a draw, -1 a loss, GUI_PUZZLE_UNKNOWN; when a win or a loss, *total is the bead count
 * on the board once the winner's line is complete. s may be NULL (then only a move that
 * completes a line at once, or fills the board, is known). */
int gui_puzzle_move_value(GuiPuzzleSolver *s, const S4Board *board, S4Colour side, int peg,
                          int *total);

/* side's best move on board (nobody has a line, not full): the fastest win, else a draw,
 * else the slowest loss; the first such move in peg order when there are several, -1 when
 * no move's value was proved. *value its value as gui_puzzle_move_value's. */
int gui_puzzle_best_move(GuiPuzzleSolver *s, const S4Board *board, S4Colour side, int *value,
                         int *total);

/* The solver's line from board with side to move: best moves in turn until a line is
 * complete, the board is full, a value is not proved, or max moves. Returns its length. */
int gui_puzzle_line(GuiPuzzleSolver *s, const S4Board *board, S4Colour side, int *line, int max);

/* What one move of the solver's side comes to. */
typedef struct GuiPuzzleVerdict {
    bool right;        /* the move wins within the beads the puzzle allows */
    bool proved;       /* the solver proved the move's value; else judged by the main line */
    bool completes;    /* the move completes the mover's line: the puzzle is solved */
    int value;         /* after the move, for the mover: 1, 0, -1, GUI_PUZZLE_UNKNOWN */
    int beads;         /* the mover's beads to its line from before the move (value 1) */
    int line[GUI_PUZZLE_LINE]; /* a wrong move: the solver's line after it, the reply first */
    int line_count;
} GuiPuzzleVerdict;

/* Judges side's move peg on board, where the puzzle's main line says `expected` and the
 * mover has `beads_left` beads to complete its line (this one included). right when the
 * solver proves a win in at most beads_left beads; when it proves nothing, right exactly
 * when peg is the expected move (the puzzle's own proof). A wrong move gets the solver's
 * line after it. s may be NULL. */
void gui_puzzle_check_move(GuiPuzzleSolver *s, const S4Board *board, S4Colour side, int peg,
                           int expected, int beads_left, GuiPuzzleVerdict *out);

#endif
