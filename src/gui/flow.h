/* flow.h: the state of the window's screens around a game: the start screen, the result
 * panel, review, confirmations and the panels a player toggles (data only; the functions
 * are in screens.h).
 *
 * Invariants: on GUI_SCREEN_START no engine runs and a click never reaches the board;
 * review >= 0 only on GUI_SCREEN_GAME, and then the board shows the game's first `review`
 * moves while app->ref.game keeps the whole game.
 */
#ifndef S4_GUI_FLOW_H
#define S4_GUI_FLOW_H

#include <stdbool.h>

#include "core/game.h"
#include "gui/hints.h"
#include "gui/session_score.h"
#include "gui/settings.h"
#include "gui/ui_widgets.h"

typedef enum GuiScreen { GUI_SCREEN_START, GUI_SCREEN_GAME } GuiScreen;

typedef enum GuiDialog {
    GUI_DIALOG_NONE,
    GUI_DIALOG_LEAVE,     /* Esc during a game: back to the start screen? */
    GUI_DIALOG_TRUNCATE,  /* a move played while reviewing an earlier position */
} GuiDialog;

enum { GUI_MENU_ROWS = 6, GUI_FLOW_NOTE = 256 };

typedef struct GuiFlow {
    GuiScreen screen;
    GuiSettings settings;           /* the start screen's choices */
    char settings_path[GUI_SETTINGS_PATH]; /* where they are kept; empty: nowhere */
    int menu_row;                   /* keyboard focus on the start screen (last: buttons) */
    int menu_button;                /* in the button row: 0 Start, 1 Quit */
    GuiDialog dialog;
    int truncate_peg;               /* the move waiting for GUI_DIALOG_TRUNCATE */
    int result_focus;               /* keyboard focus among the result buttons */
    GuiRect result_rect;            /* where the result panel goes this frame (w 0: nowhere) */
    double result_since_ms;         /* when the result panel came up, 0 while it is not up */
    int result_cols;                /* its buttons per row */
    bool result_compact;            /* small rows and no detail text (small windows) */
    int difficulty;                 /* this game's named difficulty, -1: expert options
                                     * (two engines watched: White's) */
    int black_difficulty;           /* two engines watched: Black's; -1: as White's */
    int review;                     /* moves shown while reviewing, -1: the live board */
    S4Game shown;                   /* the reviewed position (review >= 0) */
    bool threats;                   /* threat display on (T) */
    bool move_list;                 /* move list panel on (K) */
    int hints_asked;                /* hints asked this game (noted in the saved record) */
    char hint_moves[160];           /* the move numbers they were asked at: "3 7 12" */
    char open_path[GUI_SETTINGS_PATH]; /* the game file opened from the window (Ctrl+O) */
    GuiHints hints;                 /* the analysis child process and its answer */
    GuiSessionScore score;          /* the series since the start screen (result panel) */
    GuiHits hits;                   /* clickable rectangles of the last drawn frame */
    char note[GUI_FLOW_NOTE];       /* a passing message (saved to ..., cannot save ...) */
    double note_until_ms;           /* when it goes */
} GuiFlow;

#endif
