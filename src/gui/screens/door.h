/* door.h: the one door carried out on the screens: every way a game in progress can end or
 * be replaced (N, Play again, Start, Ctrl+O, Esc, Q, a friend's rematch, hosting, joining)
 * goes through gui_door_open, which follows the rules of model/door.h. */
#ifndef S4_GUI_SCREENS_DOOR_H
#define S4_GUI_SCREENS_DOOR_H

#include "gui/model/door.h"
#include "gui/screens/screens.h"

/* What the door looks at, from the flow, the referee and the network. */
GuiDoorFacts gui_door_facts(const GuiFlow *f, const GuiReferee *ref, const GuiNet *net);
/* Goes through the door for `exit`: leaves its intent in *out (through), opens its question
 * with the focus on No (ask), asks the host for a new game (offer, a joining window), or
 * says why not yet (wait). Returns the way taken. */
GuiDoorWay gui_door_open(GuiFlow *f, const GuiReferee *ref, GuiNet *net, GuiExit exit,
                         GuiIntent *out);
/* The person's answer to the friend's offer of a new game (GUI_DIALOG_REMATCH): Accept
 * begins it (the host leaves the intent; the joiner tells the host, who begins it);
 * Decline tells the friend, and the result panel stays. */
void gui_door_answer_offer(GuiFlow *f, GuiNet *net, bool accept, GuiIntent *out);
/* What the confirmation `dialog` opened by the door does on Yes; NONE for the others. */
GuiIntentKind gui_door_yes(GuiDialog dialog);

#endif
