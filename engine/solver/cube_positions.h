/* cube_positions.h: random Score Four positions drawn the published way, from a seed. */
#ifndef S4_SOLVER_CUBE_POSITIONS_H
#define S4_SOLVER_CUBE_POSITIONS_H

#include <stdint.h>

#include "core/game.h"

/*
 * From the empty board, each move: a side that can block the opponent's one playable threat
 * plays the block; otherwise a peg drawn at random. A game where a side could win at once,
 * or faces two playable threats, is thrown away and drawn again (no position on the way is
 * decided in one move), and so is a final position of that kind. The same seed gives the
 * same positions on every machine (splitmix64, no library random numbers).
 */

/* Fills *game with a position of `beads` beads (0..60) drawn from *rng as above; geo is the
 * Score Four geometry, which must outlive the game. */
void s4_cube_random_position(const S4Geometry *geo, uint64_t *rng, int beads, S4Game *game);

#endif
