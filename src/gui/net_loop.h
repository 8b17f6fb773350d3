/* net_loop.h: the game with a friend as the App's loop drives it each frame (net.c): the
 * news from the line, which may set a new game up (the host's game differs from the one on
 * screen), so it takes the App; everything the screens call is in net.h and takes parts. */
#ifndef S4_GUI_NET_LOOP_H
#define S4_GUI_NET_LOOP_H

#include "gui/app.h"

/* Each frame: news from the line, the friend kept in step, the game saved after a move. */
void gui_net_update(App *app);

#endif
