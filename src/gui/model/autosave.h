/* autosave.h: the game in progress kept on disk after every move ($XDG_DATA_HOME/score4/
 * autosave.txt), so that a crash, Q or Esc loses nothing: the start screen offers Resume.
 *
 * The file holds `key value` lines (game, mode, human, difficulty, black-difficulty, depth,
 * moves); it is written whole or not at all (s4_atomic_write) and removed when the game it
 * keeps ends. A file that does not parse is ignored, never trusted.
 */
#ifndef S4_GUI_AUTOSAVE_H
#define S4_GUI_AUTOSAVE_H

#include <stdbool.h>

#include "gui/screens/flow.h"
#include "gui/model/game_state.h"
#include "gui/model/net_state.h"
#include "gui/model/options.h"
#include "gui/model/resume.h"

/* Per frame: writes the live game when its moves changed (a game with moves, not over),
 * removes the file when the game ended. Silent: a failure is said once in a note. */
void gui_autosave_follow(GuiFlow *f, const GuiGameState *state, const GuiOptions *opts,
                         const GuiNet *net);
/* Reads the file into *r (available false when there is none to resume). */
void gui_autosave_load(GuiResume *r);
/* Resuming the kept game (f->resume, available), before the game is set up from the
 * options: its game, players and strength into opts, f and game (opts->moves points into
 * f->resume until the set-up is done). */
void gui_autosave_resume_options(GuiFlow *f, GuiGameState *game, GuiOptions *opts);
/* The hash of a game's moves, as the autosave keeps it in f->autosaved_digest: a game
 * whose digest is the kept one is not written again. */
unsigned long long gui_autosave_digest(const S4Game *game);

#endif
