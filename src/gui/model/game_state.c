/* game_state.c: the game part's own moves: a new game on the referee, a replay's
 * position (game_state.h). */
#include "gui/model/game_state.h"

#include "core/clock.h"

void gui_game_new(GuiGameState *game)
{
    gui_referee_set_depth(&game->ref, game->setup.depth);
    gui_referee_new_game(&game->ref, s4_clock_ms());
}

/* Puts the first `upto` moves of the replayed record on the board. */
void gui_game_replay_to(GuiGameState *game, int upto)
{
    if (upto < 0)
        upto = 0;
    if (upto > game->record.move_count)
        upto = game->record.move_count;
    game->replay_index = upto;
    s4_game_init(&game->ref.game, &game->geo);
    for (int i = 0; i < upto; i++)
        s4_game_play(&game->ref.game, game->record.moves[i]);
}
