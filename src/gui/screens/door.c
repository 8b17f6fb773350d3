/* door.c: the one door carried out on the screens (the rules: model/door.h). Every way a
 * game in progress can end or be replaced comes here: gui_door_open asks the rules, then
 * leaves the intent for the App (through), opens the confirmation with its focus on No
 * (ask), asks the host for a new game (offer) or says why not yet (wait). The
 * confirmation's Yes comes back through gui_door_yes. */
#include "gui/screens/door.h"

#include <stdio.h>

#include "gui/model/net.h"

/* Each way out, in the order of GuiExit: the intent that carries it out and the question
 * asked first when the door asks. */
static const struct {
    GuiIntentKind intent;
    GuiDialog dialog;
} EXITS[GUI_EXIT_COUNT] = {
    [GUI_EXIT_NEW] = {GUI_INTENT_PLAY_AGAIN, GUI_DIALOG_NEW},
    [GUI_EXIT_START] = {GUI_INTENT_BEGIN, GUI_DIALOG_START},
    [GUI_EXIT_OPEN] = {GUI_INTENT_GAME_LIST, GUI_DIALOG_OPEN},
    [GUI_EXIT_LEAVE] = {GUI_INTENT_TO_START, GUI_DIALOG_LEAVE},
    [GUI_EXIT_QUIT] = {GUI_INTENT_QUIT, GUI_DIALOG_QUIT},
    [GUI_EXIT_REMATCH] = {GUI_INTENT_PLAY_AGAIN, GUI_DIALOG_REMATCH},
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
        .offered = net->role != GUI_NET_NONE && net->asked_new_game,
    };
}

GuiDoorWay gui_door_open(GuiFlow *f, const GuiReferee *ref, GuiNet *net, GuiExit exit,
                         GuiIntent *out)
{
    GuiDoorFacts facts = gui_door_facts(f, ref, net);
    GuiDoorWay way = gui_door_way(exit, &facts);
    switch (way) {
    case GUI_DOOR_THROUGH:
        /* Both offered: the host begins the new game; the joiner's offer, already sent,
         * is the host's answer, and its board follows the host's restart. */
        if (exit != GUI_EXIT_REMATCH || net->role == GUI_NET_HOST)
            out->kind = EXITS[exit].intent;
        break;
    case GUI_DOOR_ASK:
        gui_modal_confirm(f, EXITS[exit].dialog);
        break;
    case GUI_DOOR_OFFER:
        if (net->asked_new_game)
            gui_flow_say(f, "Offered already: waiting for your friend's answer");
        else if (gui_net_offer_rematch(net))
            gui_flow_say(f, "Offered your friend a new game: waiting for the answer");
        else
            gui_flow_say(f, "Your friend is away: offer a new game once they are back");
        break;
    case GUI_DOOR_WAIT:
        if (exit == GUI_EXIT_REMATCH)
            gui_flow_say(f, "Your friend offers a new game (N once this one is over)");
        else
            gui_flow_say(f, "Finish this game first (G gives it up)");
        break;
    }
    return way;
}

GuiIntentKind gui_door_yes(GuiDialog dialog)
{
    for (int e = 0; e < GUI_EXIT_COUNT; e++)
        if (EXITS[e].dialog == dialog && e != GUI_EXIT_HOST && e != GUI_EXIT_JOIN &&
            e != GUI_EXIT_REMATCH)
            return EXITS[e].intent;
    return GUI_INTENT_NONE;
}

void gui_door_answer_offer(GuiFlow *f, GuiNet *net, bool accept, GuiIntent *out)
{
    if (!accept) {
        if (gui_net_decline_rematch(net))
            gui_flow_say(f, "Declined: the result stays");
        return;
    }
    if (net->role == GUI_NET_HOST) {
        out->kind = GUI_INTENT_PLAY_AGAIN;
        gui_flow_say(f, "A new game: you accepted your friend's offer");
        printf("score4: a new game: your friend's offer accepted\n");
        fflush(stdout);
    } else if (gui_net_offer_rematch(net)) { /* rematch. takes the host's offer */
        gui_flow_say(f, "Accepted: the host begins the new game");
    } else {
        gui_flow_say(f, "The line to the host is down: the offer could not be taken");
    }
}
