/* kept_game.h: the kept game's file ($XDG_DATA_HOME/score4/autosave.txt) read without
 * changing anything on disk (no SDL, no GL). The autosave (autosave.h) writes it after
 * every move and puts aside a file that does not read; the list of games (game_list.h)
 * reads it as it stands.
 *
 * The file holds `key value` lines (game, mode, human, difficulty, black-difficulty, depth,
 * moves) and '#' comments; every key once, each value in range, and the moves a game still
 * going on in that game.
 */
#ifndef S4_GUI_KEPT_GAME_H
#define S4_GUI_KEPT_GAME_H

#include <stdbool.h>
#include <stddef.h>

#include "gui/model/options.h"
#include "gui/model/resume.h"

/* What reading a kept game's file found. */
typedef enum GuiKeptRead {
    GUI_KEPT_OK,          /* *r holds a game going on (r->available) */
    GUI_KEPT_NONE,        /* no file there */
    GUI_KEPT_NOT_REGULAR, /* a FIFO, a device or a directory there: why says */
    GUI_KEPT_NOT_READ,    /* it could not be opened: why says */
    GUI_KEPT_BAD,         /* it does not parse ("line 3"), a line is missing, or its moves
                           * are no game going on: why says */
} GuiKeptRead;

/* The file's path into buf (the data directory made when missing); false without one. */
bool gui_kept_game_path(char *buf, size_t size);

/* Reads the kept game at path into *r (zeroed first), within a bounded read that never
 * blocks on a FIFO. */
GuiKeptRead gui_kept_game_read(const char *path, GuiResume *r, char *why, size_t why_size);

/* The mode's word in the file: "pve", "pvp", "eve" (PVP for anything else). */
const char *gui_kept_game_mode_name(GuiMode mode);

#endif
