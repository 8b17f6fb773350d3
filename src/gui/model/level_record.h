/* level_record.h: the person's record against each level of the engine in each game (games
 * won, lost and drawn), kept across runs in the XDG state directory
 * ($XDG_STATE_HOME/score4/record.txt, else ~/.local/state/score4/record.txt) and written
 * whole through the atomic writer (core/atomic_file.h): a crash leaves the old record or
 * the new one, never half of one. No SDL, no GL.
 *
 * The file, one line per game and level played (unknown or malformed lines are skipped):
 *     score4 casual won 3 lost 1 drawn 0
 */
#ifndef S4_GUI_LEVEL_RECORD_H
#define S4_GUI_LEVEL_RECORD_H

#include <stdbool.h>
#include <stddef.h>

enum { GUI_RECORD_GAMES = 8, GUI_RECORD_LEVELS = 8, GUI_RECORD_PATH = 4096 };

typedef struct GuiLevelRecord {
    int won[GUI_RECORD_GAMES][GUI_RECORD_LEVELS];   /* [game preset][difficulty], each >= 0 */
    int lost[GUI_RECORD_GAMES][GUI_RECORD_LEVELS];
    int drawn[GUI_RECORD_GAMES][GUI_RECORD_LEVELS];
} GuiLevelRecord;

/* The record's file into buf: false (buf "") when neither XDG_STATE_HOME (absolute) nor
 * HOME is set, or the path would not fit. */
bool gui_level_record_path(char *buf, size_t size);

/* Reads the record at path into *r (empty first). A missing file is an empty record; false
 * with why in msg when the file cannot be read; lines it cannot read are skipped and
 * named in msg (msg "" when all is well). */
bool gui_level_record_load(const char *path, GuiLevelRecord *r, char *msg, size_t msg_size);

/* Writes *r to path atomically, making its directory first; false with why in msg. */
bool gui_level_record_save(const char *path, const GuiLevelRecord *r, char *msg, size_t msg_size);

/* Adds a game's result (each of won, lost, drawn +1, 0 or -1: an undone game taken off) to
 * the record of (game, level); counts never go below 0. False (nothing changed) for a game
 * or level out of range or no change. */
bool gui_level_record_add(GuiLevelRecord *r, int game, int level, int won, int lost, int drawn);

/* "Your record against Casual: won 3, lost 1, drawn 0." for (game, level) named level_name;
 * "" before any game there. */
void gui_level_record_text(const GuiLevelRecord *r, int game, int level, const char *level_name,
                           char *buf, size_t size);

#endif
