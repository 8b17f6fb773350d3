/* random_games.h: every position of a series of random games, for tests that check a
 * property of each position a game passes through. */
#ifndef S4_TESTS_RANDOM_GAMES_H
#define S4_TESTS_RANDOM_GAMES_H

#include <stdbool.h>
#include <stdint.h>

#include "core/game.h"

/* Walks `games` games of uniformly random legal moves from the empty board: each call of
 * random_games_next moves to the next position. Between calls, `game` is a position where
 * the game is not over, and `index` says which game it belongs to (0-based, for messages). */
typedef struct RandomGames {
    S4Game game;
    int index;
    int games;
    bool started;
    uint64_t rng;
} RandomGames;

/* A walk over `games` games on geo (which must outlive the walk), drawn from seed. */
void random_games_start(RandomGames *walk, const S4Geometry *geo, int games, uint64_t seed);

/* Plays a random move (or, the first time and after a game ends, starts the next game) and
 * says whether there is a position to look at: false once every game has ended. */
bool random_games_next(RandomGames *walk);

#endif
