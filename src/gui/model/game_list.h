/* game_list.h: the games the window keeps in its data directory, listed for Ctrl+O (no SDL,
 * no GL): the saved records ("<game>-YYYYMMDD-HHMMSS[-N].txt", Ctrl+S), the kept game in
 * progress ("autosave.txt", autosave.h), a kept game that did not read and was put aside
 * ("autosave.corrupt[-N].txt") and the games with a friend ("friend-<tag>-host.txt",
 * "-join.txt", net.h). Other files are not games and are passed over.
 *
 * The newest comes first: a save by the time in its name (and of saves in one second the
 * greater "-N"), the other files by their last change. A file that does not read is listed
 * with why (readable false), never trusted and never changed: reading the list writes,
 * renames and removes nothing.
 */
#ifndef S4_GUI_GAME_LIST_H
#define S4_GUI_GAME_LIST_H

#include <stdbool.h>
#include <stddef.h>

#include "gui/model/settings.h"

enum {
    GUI_LISTED_FILE = 256, /* a file's name in the directory, with its NUL */
    GUI_GAME_LIST_MAX = 1000, /* games listed at most: the newest; the rest are counted */
};

typedef enum GuiListedKind {
    GUI_LISTED_SAVED,   /* a record saved with Ctrl+S or the result panel's Save */
    GUI_LISTED_KEPT,    /* the game in progress kept after every move (Resume) */
    GUI_LISTED_FRIEND,  /* a game with a friend, kept after every move */
} GuiListedKind;

/* One game of the list. */
typedef struct GuiListedGame {
    GuiListedKind kind;
    bool readable;               /* false: why says what is wrong; it cannot be opened */
    long long when;              /* seconds since 1970: the save's stamp, else the file's
                                  * last change */
    int number;                  /* a save's "-N" within its second (1 without) */
    char file[GUI_LISTED_FILE];  /* its name in the directory */
    char date[24];               /* "2026-11-29 04:12", local time */
    char game[32];               /* the preset's name: "score4", "connect4"; "" unread */
    char opponent[48];           /* "Beginner (level 1)", "Friend", "Person", "Engines" */
    char result[40];             /* "You won", "White wins", "Draw", "In progress",
                                  * "Unfinished" */
    int moves;                   /* moves played */
    char why[160];               /* readable false: "line 1: ..." */
} GuiListedGame;

/* The list, newest first. Owns games (gui_game_list_free). */
typedef struct GuiGameList {
    GuiListedGame *games;        /* count of them, NULL when none */
    int count;
    int left_out;                /* older games past GUI_GAME_LIST_MAX, not listed */
    char dir[GUI_SETTINGS_PATH]; /* the directory read */
} GuiGameList;

/* Lists the games in dir into *list (emptied first). False, with the reason in err, when
 * the directory cannot be read or memory runs out; the list is then empty. */
bool gui_game_list_read(GuiGameList *list, const char *dir, char *err, size_t err_size);

/* The same for the window's data directory (data_dir.h), made when missing. */
bool gui_game_list_load(GuiGameList *list, char *err, size_t err_size);

/* Frees the games; the list is empty afterwards. Safe on an empty or zeroed list. */
void gui_game_list_free(GuiGameList *list);

/* The full path of game `index` into buf; false when it does not fit. */
bool gui_game_list_path(const GuiGameList *list, int index, char *buf, size_t size);

#endif
