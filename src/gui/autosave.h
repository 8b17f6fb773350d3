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

#include "gui/app.h"
#include "gui/resume.h"

/* Per frame: writes the live game when its moves changed (a game with moves, not over),
 * removes the file when the game ended. Silent: a failure is said once in a note. */
void gui_autosave_follow(GuiFlow *f, const GuiGameState *state, const GuiOptions *opts,
                         const GuiNet *net);
/* Reads the file into app->flow.resume (available false when there is none to resume). */
void gui_autosave_load(App *app);
/* Starts the kept game again, with its players and strength; false with a note on failure. */
bool gui_autosave_resume(App *app);

#endif
