/* random_games.c: see random_games.h. */
#include "random_games.h"

#include "core/random.h"

void random_games_start(RandomGames *walk, const S4Geometry *geo, int games, uint64_t seed)
{
    *walk = (RandomGames){.index = 0, .games = games, .started = false, .rng = seed};
    s4_game_init(&walk->game, geo);
}

bool random_games_next(RandomGames *walk)
{
    if (walk->started) {
        int pegs[S4_MAX_PEGS], n = s4_board_legal_pegs(&walk->game.board, pegs);
        s4_game_play(&walk->game, pegs[s4_random_next(&walk->rng) % (uint64_t)n]);
        if (s4_game_over(&walk->game)) {
            walk->index++;
            s4_game_init(&walk->game, walk->game.board.geo);
        }
    }
    walk->started = true;
    return walk->index < walk->games;
}
