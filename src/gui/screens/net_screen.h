/* net_screen.h: the screens' side of a game with a friend (the connection: model/net.h):
 * the news from the line each frame, the person's clicks and keys, the result panel's
 * choices. */
#ifndef S4_GUI_NET_SCREEN_H
#define S4_GUI_NET_SCREEN_H

#include <stdbool.h>

#include "gui/model/net.h"
#include "gui/screens/flow.h"
#include "gui/screens/intent.h"
#include "gui/screens/screen_parts.h"

/* Each frame: news from the line, the friend kept in step, the game saved after a move.
 * When the host's game is not the one on screen, leaves HOST_GAME in *out and the rest of
 * the news for the next frame: the App sets that game up, then gui_net_show_told_game. */
void gui_net_update(const GuiScreenParts *p, GuiIntent *out);
/* A click on peg by this window's person; false when refused (with a note why). */
bool gui_net_play(GuiNet *net, GuiFlow *flow, GuiGameState *game, int peg);

/* Keys with a meaning of their own in a game with a friend (U, G, [ and ]); true when
 * taken (N goes through the door, door.h). */
bool gui_net_key(GuiNet *net, GuiFlow *flow, GuiGameState *game, int key);

/* A result panel button in a game with a friend: the joiner's Swap sides is the host's to
 * choose; true when taken here (Play again goes through the door, door.h). */
bool gui_net_result_choice(GuiNet *net, GuiFlow *flow, const char *id);

/* A game with a friend that cannot start or go on from the friend screen: the line
 * closed, back to that screen with "what: why." under its Join button. */
void gui_net_back_to_form(GuiNet *net, GuiFlow *flow, const char *what, const char *why);

#endif
