/* door.c: the one door carried out on the screens (the rules: model/door.h). Every way a
 * game in progress can end or be replaced comes here: gui_door_open asks the rules, then
 * leaves the intent for the App (through), opens the confirmation with its focus on No
 * (ask), asks the host for a new game (offer) or says why not yet (wait). The
 * confirmation's Yes comes back through gui_door_yes. */
#include "gui/screens/door.h"

#include "gui/model/net.h"

/* Each way out, in the order of GuiExit: the intent that carries it out and the question
 * asked first when the door asks. */
static const struct {
    GuiIntentKind intent;
    GuiDialog dialog;
} EXITS[GUI_EXIT_COUNT] = {
    [GUI_EXIT_NEW] = {GUI_INTENT_PLAY_AGAIN, GUI_DIALOG_NEW},
    [GUI_EXIT_START] = {GUI_INTENT_BEGIN, GUI_DIALOG_START},
    [GUI_EXIT_OPEN] = {GUI_INTENT_OPEN_LAST, GUI_DIALOG_OPEN},
    [GUI_EXIT_LEAVE] = {GUI_INTENT_TO_START, GUI_DIALOG_LEAVE},
    [GUI_EXIT_QUIT] = {GUI_INTENT_QUIT, GUI_DIALOG_QUIT},
    [GUI_EXIT_REMATCH] = {GUI_INTENT_PLAY_AGAIN, GUI_DIALOG_NEW},
    [GUI_EXIT_HOST] = {GUI_INTENT_HOST, GUI_DIALOG_LEAVE},
    [GUI_EXIT_JOIN] = {GUI_INTENT_JOIN, GUI_DIALOG_LEAVE},
};

GuiDoorFacts gui_door_facts(const GuiFlow *f, const GuiReferee *ref, const GuiNet *net)
{
    return (GuiDoorFacts){
        .in_progress = gui_game_in_progress(f, ref),
        .over = gui_referee_over(ref),
        .kept = f->screen == GUI_SCREEN_START && f->resume.available,
        .role = net->role,
    };
}

GuiDoorWay gui_door_open(GuiFlow *f, const GuiReferee *ref, GuiNet *net, GuiExit exit,
                         GuiIntent *out)
{
    GuiDoorFacts facts = gui_door_facts(f, ref, net);
    GuiDoorWay way = gui_door_way(exit, &facts);
    switch (way) {
    case GUI_DOOR_THROUGH:
        out->kind = EXITS[exit].intent;
        break;
    case GUI_DOOR_ASK:
        gui_modal_confirm(f, EXITS[exit].dialog);
        break;
    case GUI_DOOR_OFFER:
        if (gui_net_offer_rematch(net))
            gui_flow_say(f, "Asked the host for a new game");
        break;
    case GUI_DOOR_WAIT:
        if (exit == GUI_EXIT_REMATCH)
            gui_flow_say(f, "Your friend asks for a new game (N once this one is over)");
        else
            gui_flow_say(f, "Finish this game first (G gives it up)");
        break;
    }
    return way;
}

GuiIntentKind gui_door_yes(GuiDialog dialog)
{
    for (int e = 0; e < GUI_EXIT_COUNT; e++)
        if (EXITS[e].dialog == dialog && e != GUI_EXIT_HOST && e != GUI_EXIT_JOIN)
            return EXITS[e].intent;
    return GUI_INTENT_NONE;
}
