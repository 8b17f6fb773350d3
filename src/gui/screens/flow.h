/* flow.h: the state of the window's screens around a game: which screen is up (one state
 * of a small machine, screen_table.c), the modal slot over it (a confirmation or the help),
 * and the panels a player toggles (data only; the functions are in screens.h).
 *
 * Invariants: on GUI_SCREEN_START no engine runs and a click never reaches the board;
 * review >= 0 exactly on GUI_SCREEN_REVIEW, and then the board shows the game's first
 * `review` moves while app->game.ref.game keeps the whole game; GUI_SCREEN_RESULT only while the
 * live game is over after a move played here; GUI_SCREEN_REPLAY exactly while
 * game.setup.mode == GUI_MODE_REPLAY; dialog != GUI_DIALOG_NONE exactly while modal is
 * GUI_MODAL_CONFIRM, help_page > 0 exactly while it is GUI_MODAL_HELP; games.list holds
 * its games only while it is GUI_MODAL_GAMES (freed when it closes).
 */
#ifndef S4_GUI_FLOW_H
#define S4_GUI_FLOW_H

#include <stdbool.h>

#include "core/game.h"
#include "gui/model/resume.h"
#include "gui/model/hints.h"
#include "gui/model/first_start.h"
#include "gui/model/game_list.h"
#include "gui/model/lesson.h"
#include "gui/model/level_record.h"
#include "gui/model/note.h"
#include "gui/model/report_job.h"
#include "gui/model/series_score.h"
#include "gui/model/settings.h"
#include "gui/draw/ui_widgets.h"
#include "gui/screens/puzzle_state.h"

/* The screens: each has its handlers (input, update, draw) in screen_table.c's table. */
typedef enum GuiScreen {
    GUI_SCREEN_START,     /* the start screen's menu over a picture of the chosen board */
    GUI_SCREEN_PLAYING,   /* a game on: the board takes clicks */
    GUI_SCREEN_RESULT,    /* the game ended: the result panel and its next steps */
    GUI_SCREEN_REVIEW,    /* stepping through the game's earlier positions */
    GUI_SCREEN_REPLAY,    /* stepping through a saved record (--replay, Ctrl+O) */
    GUI_SCREEN_FRIEND,    /* the start screen's "A friend over the network": host or join */
    GUI_SCREEN_LESSON,    /* the lesson's pages over its own Score Four board (lesson.h) */
    GUI_SCREEN_REPORT,    /* the game report: every move graded, the evaluation graph */
    GUI_SCREEN_PUZZLE,    /* a puzzle on the board: find the win (puzzle_screen.c) */
    GUI_SCREEN_COUNT
} GuiScreen;

/* The one modal slot over any screen. */
typedef enum GuiModal {
    GUI_MODAL_NONE,
    GUI_MODAL_CONFIRM,    /* a yes/no question (dialog says which); takes every input */
    GUI_MODAL_HELP,       /* the help's page help_page; H turns, Esc closes */
    GUI_MODAL_GAMES,      /* the list of saved and kept games (Ctrl+O, games_list.c);
                           * takes every input, the wheel too */
} GuiModal;

typedef enum GuiDialog {
    GUI_DIALOG_NONE,
    GUI_DIALOG_LEAVE,     /* Esc during a game: back to the start screen? */
    GUI_DIALOG_TRUNCATE,  /* a move played while reviewing an earlier position */
    GUI_DIALOG_QUIT,      /* Q during a game: quit the program? */
    GUI_DIALOG_OPEN,      /* Ctrl+O during a game: the list of games, to open one instead? */
    GUI_DIALOG_UNSAFE,    /* a move that throws a proved win or draw away (the warning) */
    GUI_DIALOG_NEW,       /* N during a game: a new one instead? (the door, door.h) */
    GUI_DIALOG_START,     /* the start screen's Start over a kept game: replace it? */
    GUI_DIALOG_REMATCH,   /* the friend offers a new game: Accept or Decline (door.h) */
} GuiDialog;

enum { GUI_MENU_ROWS = 7 };

/* The list of saved and kept games (GUI_MODAL_GAMES): its own state. Invariant while it is
 * open with games: 0 <= top <= at < top + rows and at < list.count. */
typedef struct GuiGamesView {
    GuiGameList list;   /* read when the list opened, newest first */
    int at;             /* the chosen row (Enter opens it) */
    int top;            /* the first row shown */
    int rows;           /* rows the last frame had room for (at least 1) */
    char message[240];  /* said in the list: why a row does not open; "" none */
} GuiGamesView;

typedef struct GuiFlow {
    GuiScreen screen;               /* the state; changed only by gui_screen_set */
    GuiModal modal;                 /* what covers it, if anything */
    int help_page;                  /* the help's page shown, from 1; 0: closed */
    bool confirm_yes;               /* the confirmation's focus: false on "No", the safe
                                     * choice, whenever one opens (Enter takes the focus) */
    int unsafe_peg;                 /* the move waiting for GUI_DIALOG_UNSAFE */
    GuiSettings settings;           /* the start screen's choices */
    char settings_path[GUI_SETTINGS_PATH]; /* where they are kept; empty: nowhere */
    GuiLevelRecord record;          /* the person's games against each level, all runs */
    char record_path[GUI_RECORD_PATH]; /* where it is kept; empty: nowhere */
    int menu_row;                   /* keyboard focus on the start screen (last: buttons) */
    int menu_button;                /* in the button row: 0 Start, 1 Quit */
    bool menu_colours;              /* the start screen's Colours row is shown (the last
                                     * drawn menu had room for it); else Up/Down skip it */
    GuiDialog dialog;
    int truncate_peg;               /* the move waiting for GUI_DIALOG_TRUNCATE */
    int result_focus;               /* keyboard focus among the result buttons */
    GuiRect result_rect;            /* where the result panel goes this frame (w 0: nowhere) */
    double result_since_ms;         /* when the result panel came up, 0 while it is not up */
    int result_cols;                /* its buttons per row */
    bool result_compact;            /* small rows and no detail text (small windows) */
    int review;                     /* moves shown while reviewing, -1: the live board */
    S4Game shown;                   /* the reviewed position (review >= 0) */
    bool threats;                   /* threat display on (T) */
    bool warn;                      /* warn before a move that throws away a proved win or
                                     * draw (W) */
    bool move_list;                 /* move list panel on (K) */
    int hints_asked;                /* hints asked this game (noted in the saved record) */
    char hint_moves[160];           /* the move numbers they were asked at: "3 7 12" */
    char open_path[GUI_SETTINGS_PATH + GUI_LISTED_FILE]; /* the game file chosen in the list
                                     * of games, to open (Ctrl+O) */
    GuiGamesView games;             /* the list of games (GUI_MODAL_GAMES) */
    char saved_path[GUI_SETTINGS_PATH + 64]; /* the last save's file, empty: none yet */
    unsigned long long saved_digest; /* its record line's hash: the same record is not
                                      * written twice */
    GuiResume resume;               /* the kept game the start screen offers (Resume) */
    unsigned long long autosaved_digest; /* the moves the autosave file last kept */
    GuiHints hints;                 /* the analysis child process and its answer */
    GuiSeriesScore score;          /* the series since the start screen (result panel) */
    GuiHits hits;                   /* clickable rectangles of the last drawn frame */
    GuiNote note;                   /* a passing message (saved to ..., cannot save ...) */
    GuiLesson lesson;               /* the lesson's page and board (GUI_SCREEN_LESSON) */
    char lesson_path[GUI_FIRST_START_PATH]; /* its mark in the state directory; "": none */
    GuiRect lesson_rect;            /* where the lesson's panel goes this frame */
    bool lesson_compact;            /* and whether without its keys line (small windows) */
    int lesson_focus;               /* keyboard focus among its buttons */
    int lesson_typed;               /* a peg's letter typed (column + 1), 0: none */
    GuiReportJob *report_job;       /* the game report built or shown, NULL: none; it
                                     * reports the live game's moves or is stopped */
    GuiReportView report;           /* its last copy (report.report.done moves graded) */
    int report_at;                  /* the report's selected move (index from 0) */
    int report_top;                 /* the first move row shown in its list */
    int report_hover;               /* the graph's point under the mouse, plus 1; 0: none */
    GuiScreen report_from;          /* the screen the report was opened from (Esc) */
    int report_review;              /* review's move count there */
    GuiPuzzleScreen puzzle;         /* the puzzle screen's state (puzzle_state.h) */
} GuiFlow;

#endif
