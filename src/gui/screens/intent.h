/* intent.h: what a screen's key or click handler (or the network's step, net.h) asks of
 * the App once it has returned.
 * The handlers change only the parts they are given (screen_parts.h); what needs the whole
 * App (a game set up anew, the network, a file opened, quitting) they leave here, and the
 * App's loop carries it out after them (gui_app_carry_out, app_intent.c). A handler
 * leaves at most one intent: the last one set wins.
 */
#ifndef S4_GUI_INTENT_H
#define S4_GUI_INTENT_H

typedef enum GuiIntentKind {
    GUI_INTENT_NONE,           /* nothing more to do */
    GUI_INTENT_QUIT,           /* leave the window */
    GUI_INTENT_TO_START,       /* back to the start screen (engines and network stopped) */
    GUI_INTENT_SHOW_GAME,      /* the start screen's game changed: its board behind the menu */
    GUI_INTENT_BEGIN,          /* the start screen's Start: the game its settings describe */
    GUI_INTENT_RESUME,         /* the game kept on disk (autosave.h) */
    GUI_INTENT_GAME_LIST,      /* Ctrl+O: the list of saved and kept games (games_list.c) */
    GUI_INTENT_OPEN_FILE,      /* the saved game chosen in that list (flow.open_path), to
                                * step through */
    GUI_INTENT_SWAP_SIDES,     /* against the engine: set up again with the sides swapped */
    GUI_INTENT_HOST,           /* the friend screen's Host: a game with a friend, hosted */
    GUI_INTENT_JOIN,           /* the friend screen's Join, with the typed address and code */
    GUI_INTENT_LAYERS,         /* L: the level grids on, or a note on why they cannot be */
    GUI_INTENT_HOST_GAME,      /* joining: the host's game differs from the one on screen */
    GUI_INTENT_PLAY_AGAIN,     /* a fresh game with the same players and strength (N, Play
                                * again, a friend's rematch): gui_flow_new_game */
    GUI_INTENT_LESSON,         /* the lesson (lesson_screen.c) on a Score Four board of its own */
    GUI_INTENT_PUZZLE,         /* the puzzle screen's puzzle (flow.puzzle) set up on the board */
} GuiIntentKind;

typedef struct GuiIntent {
    GuiIntentKind kind; /* NONE unless a handler asked for something */
} GuiIntent;

#endif
