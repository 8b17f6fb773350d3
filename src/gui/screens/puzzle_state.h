/* puzzle_state.h: the puzzle screen's own state (data only; puzzle_screen.c holds its
 * handlers): the puzzles of the game, the one on the board, how far into its win the
 * player is, and the player's progress as kept on disk.
 *
 * Invariants: on GUI_SCREEN_PUZZLE the referee's game starts at the puzzle's position
 * (set up from `position`, no engine) and its first `step` moves are the player's and the
 * defender's moves so far, the player's at even steps; `on_line` while every one of them
 * followed the puzzle's main line. */
#ifndef S4_GUI_PUZZLE_STATE_H
#define S4_GUI_PUZZLE_STATE_H

#include <stdbool.h>

#include "core/geometry.h"
#include "core/puzzle.h"
#include "gui/model/puzzle_check.h"
#include "gui/model/puzzle_progress.h"
#include "gui/model/puzzle_set.h"
#include "gui/draw/ui_widgets.h"

typedef enum GuiPuzzleStage {
    GUI_PUZZLE_SOLVING, /* the player's move, or the defence after a right one */
    GUI_PUZZLE_WRONG,   /* a wrong move and the reply that refutes it: Retry or Solution */
    GUI_PUZZLE_SOLVED,  /* the player completed the line */
    GUI_PUZZLE_SHOWN,   /* the solution played out on the board */
} GuiPuzzleStage;

enum { GUI_PUZZLE_TEXT = 320 };

typedef struct GuiPuzzleScreen {
    S4Geometry geo;                  /* the puzzles' game (set.geo points here) */
    GuiPuzzleSet set;                /* its puzzles, from the text carried in the binary */
    int index;                       /* the puzzle on the board */
    S4Puzzle puzzle;                 /* that puzzle, read */
    uint64_t key;                    /* its identity in the progress file */
    char position[S4_MAX_CELLS + 8]; /* its position as --position reads it */
    S4Colour solver;                 /* the side the player moves: the side to move */
    bool daily;                      /* it is the daily puzzle of `today` */
    long today;                      /* the date the daily puzzle is chosen by (days since
                                      * 1970-01-01, UTC, or --puzzle-date) */
    int step;                        /* moves played from the position */
    bool on_line;                    /* every move so far was the main line's */
    bool clean;                      /* no wrong move and no solution shown on this puzzle */
    GuiPuzzleStage stage;
    GuiPuzzleVerdict verdict;        /* the last wrong move's: the solver's line after it */
    int wrong_peg;                   /* that move */
    char message[GUI_PUZZLE_TEXT];   /* what the panel says about the last move */
    GuiPuzzleProgress progress;      /* solved puzzles and streaks (puzzle_progress.h) */
    char progress_path[GUI_PROGRESS_PATH]; /* where they are kept; "" nowhere */
    GuiRect rect;                    /* where the panel goes this frame (w 0: nowhere) */
    bool band;                       /* the panel lies across the view's top (portrait) */
    bool compact;                    /* smaller gaps and buttons (a low window) */
} GuiPuzzleScreen;

#endif
