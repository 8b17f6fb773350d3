/* screen_parts.h: the App's parts as the screens see them: one pointer to each part, made
 * once per frame or event (gui_screen_parts, screen_table.c) and handed to the screen
 * table's handlers, which pass each screen function only the parts it reads or changes.
 * The screens never see the App through it: no member names the App, and none may. What
 * only the App can do, a key or click handler leaves as an intent (intent.h).
 */
#ifndef S4_GUI_SCREEN_PARTS_H
#define S4_GUI_SCREEN_PARTS_H

#include "gui/app/app_window.h"
#include "gui/draw/feedback.h"
#include "gui/screens/flow.h"
#include "gui/draw/frame_stats.h"
#include "gui/model/game_state.h"
#include "gui/model/net_state.h"
#include "gui/model/options.h"
#include "gui/screens/pointer.h"
#include "gui/draw/view_state.h"

typedef struct GuiScreenParts {
    const GuiOptions *opts;       /* the command line, constant after parsing (the game
                                     on screen: game->setup) */
    GuiGameState *game;           /* shape, layout, referee, replayed record */
    GuiWindow *win;               /* renderer, text and sizes (drawing changes its caches) */
    GuiViewState *view;           /* camera and the edges the panels take */
    GuiFeedback *fx;              /* the falling bead and sounds */
    GuiFlow *flow;                /* screen, modal, panels, buttons of the last frame */
    GuiNet *net;                  /* a game with a friend over the network */
    GuiFrameStats *frames;        /* the redraw decision (a panel fading in asks for more) */
    GuiPointer *ptr;              /* the mouse and the keyboard's peg cursor */
} GuiScreenParts;

#endif
