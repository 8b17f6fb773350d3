/* net.h: the window's game with a friend over the network (client/net_host.h and
 * client/net_join.h put on screen): the host's window is the referee with the friend in
 * the other seat; the joining window shows the game the host tells it and answers `move;`
 * with its person's click. Both save the game after every move; a dropped line pauses the
 * game with a message until the friend is back with the same code.
 *
 * Invariant: role NONE unless the player asked (--host, --join, the start screen's friend
 * entry): no port is ever opened otherwise.
 */
#ifndef S4_GUI_NET_H
#define S4_GUI_NET_H

#include <stdbool.h>
#include <stddef.h>

#include "gui/screens/flow.h"
#include "gui/model/game_state.h"
#include "gui/model/net_state.h"
#include "gui/screens/intent.h"
#include "gui/model/options.h"
#include "gui/screens/screen_parts.h"

/* Starts hosting (opts->host) or joining (opts->join) for the game on screen. False with
 * a message in err. */
bool gui_net_start(GuiNet *net, GuiGameState *game, const GuiOptions *opts, char *err,
                   size_t err_size);

/* Each frame: news from the line, the friend kept in step, the game saved after a move.
 * When the host's game is not the one on screen, leaves HOST_GAME in *out and the rest of
 * the news for the next frame: the App sets that game up, then gui_net_show_told_game. */
void gui_net_update(const GuiScreenParts *p, GuiIntent *out);
/* A joining window: the board shows the game as the host told it. */
void gui_net_show_told_game(GuiNet *net, GuiGameState *game);

/* True during a game with a friend. */
bool gui_net_part_active(const GuiNet *net);

/* A click on peg by this window's person; false when refused (with a note why). */
bool gui_net_play(GuiNet *net, GuiFlow *flow, GuiGameState *game, const GuiOptions *opts,
                  int peg);

/* Keys with a meaning of their own in a game with a friend (U, N, G, [ and ]); true when
 * taken. */
bool gui_net_key(GuiNet *net, GuiFlow *flow, GuiGameState *game, const GuiOptions *opts,
                 int key);

/* A result panel button in a game with a friend: the joiner's Play again asks the host
 * (rematch.), its Swap sides is the host's to choose; true when taken here. */
bool gui_net_result_choice(GuiNet *net, GuiFlow *flow, const char *id);

/* The status line; false when not in a game with a friend. */
bool gui_net_status(const GuiNet *net, const GuiGameState *game, char *buf, size_t size);

/* False for a joining window the host has not yet let in (connecting, greeting, failed):
 * it has no side of its own yet. True otherwise. */
bool gui_net_part_seated(const GuiNet *net);

/* True while this window waits for the other side, a move or a new game it asked for (a
 * script's wait-engine waits too). */
bool gui_net_waits(const GuiNet *net, const GuiGameState *game);

/* A game with a friend that cannot start or go on from the friend screen: the line
 * closed, back to that screen with "what: why." under its Join button. */
void gui_net_back_to_form(GuiNet *net, GuiFlow *flow, const char *what, const char *why);
/* gui_net_start's message without the command-line option it begins with ("--join: "). */
const char *gui_net_start_why(const char *err);

/* Why the friend's seat is empty now ("not here yet", "away", "left"), NULL while the
 * game can go on: no side is to move while it is empty. */
const char *gui_net_friend_absent(const GuiNet *net);

/* What becomes of the game with a friend when this window leaves it (the confirmations'
 * words: the start screen's Resume does not bring it back); false when not in one. */
bool gui_net_leave_words(const GuiNet *net, char *buf, size_t size);

/* Leaves the game: the host tells the friend; the port is closed. Safe twice. */
void gui_net_stop(GuiNet *net);

#endif
