/* cube_brute.c: the independent brute force of the Score Four solver's tests (cube_brute.h). */
#include "cube_brute.h"

#include "core/random.h"
#include "cube_positions.h"

int cube_brute_score(S4Board *board, S4Colour side)
{
    int pegs[S4_MAX_PEGS], n = s4_board_legal_pegs(board, pegs);
    if (n == 0)
        return 0;
    int best = -100;
    for (int i = 0; i < n; i++) {
        s4_board_play(board, pegs[i], side);
        int v;
        if (s4_board_top_wins(board, pegs[i]))
            v = 65 - board->count;
        else
            v = -cube_brute_score(board, s4_other(side));
        s4_board_remove(board, pegs[i]);
        if (v > best)
            best = v;
    }
    return best;
}

int cube_brute_outcome(S4Board *board, S4Colour side)
{
    int pegs[S4_MAX_PEGS], n = s4_board_legal_pegs(board, pegs);
    if (n == 0)
        return 0;
    int best = -1;
    for (int i = 0; i < n && best < 1; i++) {
        s4_board_play(board, pegs[i], side);
        int v = s4_board_top_wins(board, pegs[i]) ? 1
                                                  : -cube_brute_outcome(board, s4_other(side));
        s4_board_remove(board, pegs[i]);
        if (v > best)
            best = v;
    }
    return best;
}

void cube_random_game(const S4Geometry *geo, uint64_t *rng, int empty, S4Game *game)
{
    for (;;) {
        s4_game_init(game, geo);
        game->early_draw = false;
        while (game->move_count < 64 - empty && !s4_game_over(game)) {
            int pegs[S4_MAX_PEGS], n = s4_board_legal_pegs(&game->board, pegs);
            s4_game_play(game, pegs[s4_random_next(rng) % (uint64_t)n]);
        }
        if (!s4_game_over(game))
            return;
    }
}
