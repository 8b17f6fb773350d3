/* game_state.h: the App's game part: the game's description (game_setup.h), its shape
 * and world positions, the referee (game, modes, engines) and a replayed record.
 */
#ifndef S4_GUI_GAME_STATE_H
#define S4_GUI_GAME_STATE_H

#include "core/geometry.h"
#include "core/record_file.h"
#include "gui/draw/layout.h"
#include "gui/model/game_setup.h"
#include "gui/model/referee.h"

typedef struct GuiGameState {
    GuiGameSetup setup;           /* the game's description: game, players, depth, start,
                                     the friend's line (game_setup.h) */
    S4Geometry geo;               /* the game's shape (game and layout point here) */
    GuiLayout layout;             /* world positions */
    GuiReferee ref;               /* game, modes and engines */
    S4Record record;              /* the replayed game (GUI_MODE_REPLAY) */
    int replay_index;             /* moves of the record on the board */
} GuiGameState;

/* Starts a new game on the referee (N, Play again) with the setup's depth. */
void gui_game_new(GuiGameState *game);
/* A replay (--replay, Ctrl+O): the record's first `upto` moves on the board (clamped). */
void gui_game_replay_to(GuiGameState *game, int upto);

#endif
