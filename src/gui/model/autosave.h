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

#include "gui/model/game_state.h"
#include "gui/model/net_state.h"
#include "gui/model/note.h"
#include "gui/model/resume.h"

/* What the autosave reads of the window: the game with its description (players and
 * strength), and whether the screen shows a game played here (not the start screen, a
 * replay or the lesson). */
typedef struct GuiAutosaveGame {
    const GuiGameState *state;    /* the game and its description (game.setup) */
    const GuiNet *net;
    bool played_here;
} GuiAutosaveGame;

/* Per frame: writes the live game when its moves changed (a game with moves, not over),
 * removes the file when the game ended. *kept_digest is the digest of the game last kept
 * (gui_autosave_digest); a failure is said in *note. */
void gui_autosave_follow(const GuiAutosaveGame *g, unsigned long long *kept_digest,
                         GuiNote *note);
/* Reads the file into *r (available false when there is none to resume). */
void gui_autosave_load(GuiResume *r);
/* The hash of a game's moves, as the autosave keeps it: a game whose digest is the kept
 * one is not written again. */
unsigned long long gui_autosave_digest(const S4Game *game);

#endif
