/* cube_move.h: what the Score Four solver proves about the engine's turn within a time limit:
 * the position's value and a move that keeps it, so that the playing engine never lets a
 * proved win or draw slip in the endgame. */
#ifndef S4_SOLVER_CUBE_MOVE_H
#define S4_SOLVER_CUBE_MOVE_H

#include <stdbool.h>
#include <stdint.h>

#include "core/board.h"
#include "cube_solver.h"

typedef struct S4CubeMove {
    int value;         /* the position's weak value for the side to move: 1 win, 0 draw, -1 loss */
    int peg;           /* a move that keeps a win or draw: `first` when the solver's table shows
                        * that it does, else the proof's own move; -1 for a loss, and when the
                        * proof named no move and none was found to keep it in time */
    bool first_keeps;  /* peg is `first`, shown by the table to keep the value */
    bool proof_move;   /* peg is the move of the root's proof (S4CubeResult.peg) */
    uint64_t nodes;    /* positions the solver visited */
} S4CubeMove;

/* Solves `board` (Score Four, `side` to move, nobody holding a line, not full, bead counts of
 * alternate play) weakly within limit_ms and node_limit positions (each when > 0, at least one
 * of them; the moves checked after the solve count in both). The solve names the move that proved a win or
 * a draw (the child whose subtree settled it), so no move is checked after it; `first` (a
 * peg, or -1: none), the search's choice, is kept instead when the table already holds a
 * bound showing that it keeps the value too. A won position keeps its value only by moves
 * after which the opponent loses, a drawn one by moves after which the opponent cannot win.
 * Only when the proof names no move (a bound from a rule near the full board) are the moves
 * checked one by one in what is left of the time. False, with *move meaning nothing, when the
 * board is not one the solver takes or the time ran out before the value was known; true
 * otherwise. The solver's table keeps what it learned: the next turn's solve of the same game
 * starts from it. */
bool s4_cube_try_move(S4CubeSolver *solver, const S4Board *board, S4Colour side, int first,
                      double limit_ms, uint64_t node_limit, S4CubeMove *move);

/* The single sensible move of `board` (Score Four, `side` to move, as s4_cube_try_move takes
 * it): the bead that completes our line, or the one move left once the opponent's playable
 * threat is blocked and the cells right under its threats are left alone; -1 when there are
 * several, or none (the position is lost). No search: a caller that plays such a move at
 * once spends no time proving it. */
int s4_cube_only_move(const S4CubeSolver *solver, const S4Board *board, S4Colour side);

#endif
