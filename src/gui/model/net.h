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

#include "gui/model/game_state.h"
#include "gui/model/net_state.h"
#include "gui/model/note.h"

/* Starts hosting or joining for the game on screen, as its setup's friend's line says
 * (game->setup.net; neither: nothing). False with a message in err. */
bool gui_net_start(GuiNet *net, GuiGameState *game, char *err, size_t err_size);

/* After a move or a result: rewrites the game's file (whole or not at all) when the moves
 * changed; a failure is said once in the note. */
void gui_net_save(GuiNet *net, GuiNote *note, const GuiGameState *game);
/* A joining window: the board shows the game as the host told it. */
void gui_net_show_told_game(GuiNet *net, GuiGameState *game);

/* Offers the friend a new game, or takes the friend's offer (the joiner's rematch., the
 * host's rematch;); false when it cannot be sent (the friend away). */
bool gui_net_offer_rematch(GuiNet *net);
/* Declines the friend's offer of a new game (decline. or decline;); false when it cannot
 * be sent. */
bool gui_net_decline_rematch(GuiNet *net);

/* True during a game with a friend. */
bool gui_net_part_active(const GuiNet *net);

/* The status line; false when not in a game with a friend. */
bool gui_net_status(const GuiNet *net, const GuiGameState *game, char *buf, size_t size);

/* False for a joining window the host has not yet let in (connecting, greeting, failed):
 * it has no side of its own yet. True otherwise. */
bool gui_net_part_seated(const GuiNet *net);

/* True when a bead placed in this window now would be played: always outside a game
 * with a friend; in one, only on this window's own turn with both seated and the line up
 * (what gui_net_play refuses with a reason). The board offers no ghost bead otherwise. */
bool gui_net_may_move(const GuiNet *net, const GuiGameState *game);

/* True while this window waits for the other side, a move or a new game it asked for (a
 * script's wait-engine waits too). */
bool gui_net_waits(const GuiNet *net, const GuiGameState *game);

/* gui_net_start's message without the command-line option it begins with ("--join: "). */
const char *gui_net_start_why(const char *err);

/* Why the friend's seat is empty now ("not here yet", "away", "left"), NULL while the
 * game can go on: no side is to move while it is empty. */
const char *gui_net_friend_absent(const GuiNet *net);

/* What becomes of the game with a friend when this window leaves it (the confirmations'
 * words: the start screen's Resume does not bring it back); false when not in one. */
bool gui_net_leave_words(const GuiNet *net, char *buf, size_t size);

/* A window started again: the last game with a friend (friend_last.h) comes back as the
 * friend screen's Resume (kept_code: a hosted game kept unfinished) or, for a joiner, as
 * the Join fields filled in (when empty). */
void gui_net_recall(GuiNet *net);

/* The game a setup that hosts with a code plays (--host --code): setup->game becomes the
 * kind of the unfinished game kept under that code (Connect Four stays Connect Four) when
 * --game was not given (game_given false); else it stays. False with why when --game names
 * another kind than the kept game's: hosting it would overwrite that game. *moves: the
 * kept game's moves, -1 when none is kept. */
bool gui_net_host_kind(GuiGameSetup *setup, bool game_given, int *moves, char *why,
                       size_t size);

/* Leaves the game: the host tells the friend; the port is closed. Safe twice. */
void gui_net_stop(GuiNet *net);

#endif
