/* app_intent.h: the App's side of the screens: the parts handed to them, and what their
 * key and click handlers asked for (intent.h), carried out with the whole App. */
#ifndef S4_GUI_APP_INTENT_H
#define S4_GUI_APP_INTENT_H

#include "gui/app/app.h"
#include "gui/screens/intent.h"
#include "gui/screens/screen_parts.h"

/* Pointers to the App's parts for the screens' handlers (screen_parts.h). */
GuiScreenParts gui_screen_parts(App *app);
/* Carries out what a handler asked for; NONE does nothing. */
void gui_app_carry_out(App *app, const GuiIntent *in);

/* After the window opened: the start screen (settings loaded) or the command line's game. */
void gui_flow_init(App *app);
/* Back to the start screen (engines and the network stopped, a kept game offered). */
void gui_flow_to_start(App *app);
/* Starts the game the start screen's settings describe (saving them). */
void gui_flow_begin(App *app);

#endif
