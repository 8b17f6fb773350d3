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

#include "core/game.h"
#include "gui/options.h"

enum { GUI_RESUME_NAME = 32, GUI_RESUME_MOVES = S4_MAX_CELLS * 4 + 8 };

/* A game that can be resumed: who played it and its moves. */
typedef struct GuiResume {
    bool available;               /* a file was read and parsed */
    char game[GUI_RESUME_NAME];   /* the preset: "score4", "connect4", ... */
    GuiMode mode;                 /* PVE, PVP or EVE */
    S4Colour human;               /* the person's side against the engine */
    int difficulty;               /* named difficulty (flow.difficulty), -1: expert */
    int black_difficulty;         /* two engines: Black's, -1: as White's */
    int depth;                    /* the expert's depth, -1: none */
    char moves[GUI_RESUME_MOVES]; /* "A1 B2 ..." (s4_game_format_record) */
    int move_count;               /* how many */
} GuiResume;

struct App;

/* Per frame: writes the live game when its moves changed (a game with moves, not over),
 * removes the file when the game ended. Silent: a failure is said once in a note. */
void gui_autosave_follow(struct App *app);
/* Reads the file into app->flow.resume (available false when there is none to resume). */
void gui_autosave_load(struct App *app);
/* Starts the kept game again, with its players and strength; false with a note on failure. */
bool gui_autosave_resume(struct App *app);

#endif
