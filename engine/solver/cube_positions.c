/* cube_positions.c: benchmark positions with forced blocks played and other moves random. */
#include "cube_positions.h"

#include "core/random.h"

/* The playable pegs where `colour` would complete a line, as a peg bit set. */
static uint32_t winning_pegs(const S4Board *board, S4Colour colour)
{
    int pegs[S4_MAX_PEGS], n = s4_board_legal_pegs(board, pegs);
    uint32_t found = 0;
    for (int i = 0; i < n; i++)
        if (s4_board_move_would_win(board, pegs[i], colour))
            found |= 1u << pegs[i];
    return found;
}

/* True when the side to move can win at once or cannot stop the opponent's next bead. */
static bool decided_in_one(const S4Game *game)
{
    S4Colour side = s4_game_to_move(game);
    if (winning_pegs(&game->board, side))
        return true;
    uint32_t threats = winning_pegs(&game->board, s4_other(side));
    return (threats & (threats - 1)) != 0;
}

void s4_cube_random_position(const S4Geometry *geo, uint64_t *rng, int beads, S4Game *game)
{
    for (;;) {
        s4_game_init(game, geo);
        game->early_draw = false;
        bool good = true;
        while (good && game->move_count < beads) {
            if (decided_in_one(game)) {
                good = false;
                break;
            }
            S4Colour side = s4_game_to_move(game);
            uint32_t block = winning_pegs(&game->board, s4_other(side));
            int peg;
            if (block) {
                peg = __builtin_ctz(block);
            } else {
                int pegs[S4_MAX_PEGS], n = s4_board_legal_pegs(&game->board, pegs);
                peg = pegs[s4_random_next(rng) % (uint64_t)n];
            }
            s4_game_play(game, peg);
            good = !s4_game_over(game);
        }
        if (good && !decided_in_one(game))
            return;
    }
}
