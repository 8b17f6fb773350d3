/* door.h: the one door through which a game in progress can end or be replaced. Every way
 * out (N, Play again, the start screen's Start, Ctrl+O, Esc, Q, a friend's rematch, hosting,
 * joining) asks here what it may do: go through at once, ask the person first (a
 * confirmation that opens on No), offer a new game to the other side of a game with a
 * friend, or wait (the game with a friend must end first). Pure: no SDL, no GL, no state;
 * screens/door.c carries the answer out.
 */
#ifndef S4_GUI_DOOR_H
#define S4_GUI_DOOR_H

#include <stdbool.h>

#include "gui/model/net_state.h"

/* What would end or replace the game on the board. */
typedef enum GuiExit {
    GUI_EXIT_NEW,     /* N, or the result panel's Play again: a fresh game, same players */
    GUI_EXIT_START,   /* the start screen's Start: a new game over the kept one (Resume) */
    GUI_EXIT_OPEN,    /* Ctrl+O: the list of games, to open one instead */
    GUI_EXIT_LEAVE,   /* Esc: back to the start screen */
    GUI_EXIT_QUIT,    /* Q: the program ends */
    GUI_EXIT_REMATCH, /* the friend offers a new game (either side may offer) */
    GUI_EXIT_HOST,    /* the friend screen's Host */
    GUI_EXIT_JOIN,    /* the friend screen's Join */
    GUI_EXIT_COUNT
} GuiExit;

/* How the door opens. */
typedef enum GuiDoorWay {
    GUI_DOOR_THROUGH, /* nothing is lost: done at once */
    GUI_DOOR_ASK,     /* a question first, its focus on No (the choice that loses nothing);
                       * for the friend's offer: Accept or Decline */
    GUI_DOOR_OFFER,   /* a new game with a friend: offered to the other side, who decides */
    GUI_DOOR_WAIT,    /* not now: a game with a friend is finished first (a note says so) */
} GuiDoorWay;

/* What the door looks at, read from the flow, the referee and the network. */
typedef struct GuiDoorFacts {
    bool in_progress; /* a game with moves is on a game screen and not over */
    bool over;        /* the live game is over (won, drawn, resigned or stopped) */
    bool kept;        /* a kept game is offered as Resume (the start screen) */
    GuiNetRole role;  /* this window's part in a game with a friend, NONE without */
    bool offered;     /* with a friend: this window offered a new game, no answer yet */
} GuiDoorFacts;

/* The way through the door for `exit` in the situation `facts`. */
GuiDoorWay gui_door_way(GuiExit exit, const GuiDoorFacts *facts);
/* "new", "start", "open", "leave", "quit", "rematch", "host", "join" (tests, messages). */
const char *gui_exit_name(GuiExit exit);

#endif
