/* friend_last.h: the last game with a friend this person hosted or joined, kept so that a
 * window started again can offer it back: a host resumes it with the same code (the friend
 * comes back with that code), a joiner finds the friend screen's Host and Code filled in.
 *
 * One small private file (0600: its code lets anyone with it rejoin) in the data
 * directory, written whole or not at all, read within bounds; anything in it that does not
 * read as what it should be is ignored, and nothing is offered.
 */
#ifndef S4_GUI_FRIEND_LAST_H
#define S4_GUI_FRIEND_LAST_H

#include <stdbool.h>
#include <stddef.h>

#include "client/net_code.h"
#include "client/tcp.h"
#include "core/board.h"
#include "gui/model/net_state.h"

enum { GUI_FRIEND_LAST_PATH = 4200, GUI_FRIEND_ADDRESS = S4_TCP_HOST_MAX + 8 };

typedef struct GuiFriendLast {
    GuiNetRole role;                   /* NONE: nothing kept */
    char game[32];                     /* HOST: the preset ("connect4") */
    S4Colour side;                     /* HOST: the host's colour */
    char code[S4_NET_CODE_SIZE];       /* the join code */
    char address[GUI_FRIEND_ADDRESS];  /* JOIN: the host as joined ("127.0.0.1:4004") */
    int port;                          /* HOST: the port it listened on (a joiner's window
                                        * tries that port again), 0: not known */
} GuiFriendLast;

/* The file's path in the data directory; false when there is none. */
bool gui_friend_last_path(char *buf, size_t size);
/* Writes last to path (0600, atomically); false with why. */
bool gui_friend_last_save(const char *path, const GuiFriendLast *last, char *why, size_t size);
/* Reads path into *last; false (and role NONE) when it is absent or does not read whole. */
bool gui_friend_last_load(const char *path, GuiFriendLast *last);

#endif
