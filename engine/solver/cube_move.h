/* cube_move.h: what the Score Four solver proves about the engine's turn within a time limit:
 * the position's value and which moves keep it, so that the playing engine never lets a
 * proved win or draw slip in the endgame. */
#ifndef S4_SOLVER_CUBE_MOVE_H
#define S4_SOLVER_CUBE_MOVE_H

#include <stdbool.h>
#include <stdint.h>

#include "core/board.h"
#include "cube_solver.h"

typedef struct S4CubeMove {
    int value;         /* the position's weak value for the side to move: 1 win, 0 draw, -1 loss */
    uint32_t checked;  /* pegs (bit p: peg p) whose move was proved to keep the value or not */
    uint32_t keeps;    /* of those, the pegs that keep it (never a peg of a lost position) */
    uint64_t nodes;    /* positions the solver visited */
} S4CubeMove;

/* Solves `board` (Score Four, `side` to move, nobody holding a line, not full, bead counts of
 * alternate play) weakly within limit_ms (> 0), then checks moves until one keeps the value:
 * `first` (a peg, or -1: none) before the others, which go in peg order. A won position keeps
 * its value only by moves after which the opponent loses, a drawn one by moves after which
 * the opponent cannot win; a lost one is checked no further. False, with *move meaning
 * nothing, when the board is not one the solver takes or the time ran out before the value
 * was known; true otherwise, even when the time ran out before a move keeping it was found
 * (keeps then 0). The solver's table keeps what it learned: the next turn's solve of the same
 * game starts from it. */
bool s4_cube_try_move(S4CubeSolver *solver, const S4Board *board, S4Colour side, int first,
                      double limit_ms, S4CubeMove *move);

#endif
