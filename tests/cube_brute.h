/* cube_brute.h: an independent brute force for the Score Four solver's tests, written on the
 * core's board alone (no bitboards, no table, no pruning beyond a found win), and random
 * positions to give it. */
#ifndef S4_TESTS_CUBE_BRUTE_H
#define S4_TESTS_CUBE_BRUTE_H

#include <stdint.h>

#include "core/board.h"
#include "core/game.h"

/* Plain minimax: the exact score of the side to move `side` (cube_solver.h's convention: a
 * win with the T-th bead of the game scores 65 - T for the winner, a draw 0). */
int cube_brute_score(S4Board *board, S4Colour side);

/* The same game's outcome only: 1 the side to move wins, 0 draw, -1 loss (stops at a win). */
int cube_brute_outcome(S4Board *board, S4Colour side);

/* A random position with `empty` empty cells where nobody has won yet: random moves from the
 * empty board (early draws off), games that end on the way are drawn again. */
void cube_random_game(const S4Geometry *geo, uint64_t *rng, int empty, S4Game *game);

#endif
