/* door.c: the one door's rules (door.h). */
#include "gui/model/door.h"

GuiDoorWay gui_door_way(GuiExit exit, const GuiDoorFacts *facts)
{
    bool friend = facts->role != GUI_NET_NONE;
    switch (exit) {
    case GUI_EXIT_NEW:
        /* With a friend a game is played to its end (G resigns it); then either side offers
         * the next, and the other accepts or declines: neither loses its result panel
         * (Review, Save) to the other's click. Alone, a game on is asked about: its first
         * new move would overwrite the kept game. */
        if (friend)
            return facts->over ? GUI_DOOR_OFFER : GUI_DOOR_WAIT;
        return facts->in_progress ? GUI_DOOR_ASK : GUI_DOOR_THROUGH;
    case GUI_EXIT_REMATCH:
        /* The friend's offer: after the end the person is asked (Accept / Decline), unless
         * this window offered too (both want it: the new game begins); while the game is
         * on, a note, and the game goes on. */
        if (!facts->over)
            return GUI_DOOR_WAIT;
        return facts->offered ? GUI_DOOR_THROUGH : GUI_DOOR_ASK;
    case GUI_EXIT_START:
        /* A new game from the start screen replaces the kept one at its first move. */
        return facts->kept || facts->in_progress ? GUI_DOOR_ASK : GUI_DOOR_THROUGH;
    case GUI_EXIT_OPEN:
    case GUI_EXIT_LEAVE:
    case GUI_EXIT_QUIT:
        return facts->in_progress ? GUI_DOOR_ASK : GUI_DOOR_THROUGH;
    case GUI_EXIT_HOST:
    case GUI_EXIT_JOIN:
        /* From the friend screen: the kept game is not touched (a game with a friend is
         * kept in its own file), and no game is on the board there. */
        return facts->in_progress ? GUI_DOOR_ASK : GUI_DOOR_THROUGH;
    case GUI_EXIT_COUNT:
        break;
    }
    return GUI_DOOR_ASK; /* an unknown way out: ask rather than lose a game */
}

const char *gui_exit_name(GuiExit exit)
{
    static const char *const NAMES[GUI_EXIT_COUNT] = {"new",  "start",   "open", "leave",
                                                      "quit", "rematch", "host", "join"};
    return exit >= 0 && exit < GUI_EXIT_COUNT ? NAMES[exit] : "?";
}
