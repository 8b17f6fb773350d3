/* console.h: score4-console's owner struct, and the parts that drive it (play and testing). */
#ifndef S4_CONSOLE_CONSOLE_H
#define S4_CONSOLE_CONSOLE_H

#include <stdbool.h>
#include <stdio.h>

#include "console/commands.h"
#include "console/engine_link.h"
#include "console/line_editor.h"
#include "console/window_link.h"
#include "core/ascii.h"
#include "core/game.h"

enum { CONSOLE_MAX_LINE = 512 };

typedef enum ConsoleMode { MODE_PLAY, MODE_TESTING, MODE_QUIT } ConsoleMode;
typedef enum ConsoleSeat { SEAT_PERSON, SEAT_ENGINE } ConsoleSeat;

/* The one owner struct of the process. Invariants: game.board.geo and board.geo point at
 * geo (so a Console is never moved after console_init); in MODE_PLAY the game is what is
 * shown and played, in MODE_TESTING the board is; a recommendation (has_hint) is valid
 * only while board equals hint_board. The engine never moves unless a person asks for it
 * in testing mode, or its seat is on move in play mode. */
typedef struct Console {
    S4Geometry geo;              /* the game of the family being played */
    S4AsciiStyle view;           /* how boards are drawn after moves and by `draw board.` */
    ConsoleSeat seat[2];         /* who plays White [0] and Black [1] in play mode */
    bool early_draw;             /* end games as drawn once no line can be completed */
    ConsoleMode mode;            /* what the next line of input means */
    S4Game game;                 /* play mode: the refereed game */
    S4Board board;               /* testing mode: beads placed in any order */
    bool has_hint;               /* hint_* hold the last recommendation */
    S4Colour hint_colour;        /* colour the recommendation was for */
    int hint_peg;                /* the recommended peg */
    S4Board hint_board;          /* the board it was given on */
    EngineLink engine;           /* asked for every engine move and recommendation */
    char analyser[ENGINE_LINK_MAX_COMMAND]; /* our score4-engine beside this program (a path,
                                    not a command), whose analysis `hint.` gives; "" unknown */
    char window_command[WINDOW_MAX_COMMAND]; /* starts the window, before its flags */
    const char *window_engine;   /* --engine as given (argv's, for the process), or NULL */
    long window_depth;           /* --depth as given, or -1: both handed to the window too */
    FILE *in;                    /* commands and moves, from a terminal or a pipe */
    LineEditor *editor;          /* line editing and history at a terminal (owned); NULL:
                                    plain lines, as from a pipe */
    FILE *out;                   /* everything said to the person */
    bool echo;                   /* repeat each input line after its prompt (pipes) */
    bool tell_thinking;          /* say so while the engine thinks (a person watches) */
    char line[CONSOLE_MAX_LINE]; /* the line being handled, without its newline */
    int write_errno;             /* why writing the output failed (0: it has not) */
} Console;

/* ------------------------------------------------------------------ io.c */

/* Prints the prompt, reads one line into c->line (newline removed) and echoes it when
 * c->echo. Returns false at end of input or on a read error. A line too long to hold is
 * dropped and answered, and the prompt comes again. */
bool console_read_line(Console *c, const char *prompt);

/* Prints the board in the view (coords for `list`), preceded by a blank line. */
void console_print_board(Console *c, const S4Board *board, S4AsciiStyle view);

/* The game's title for people: "Score Four", "Connect Three", ... (the preset name otherwise). */
const char *console_game_title(const Console *c);

/* "three" for 3, "four" for 4, ..., for "four in a row". */
const char *console_count_word(int k);

/* "White (X)" on single-row boards, "White" on 3D ones. */
const char *console_side_name(const Console *c, S4Colour colour, char *buf, size_t size);

/* The peg as the person types it: a column number on single-row boards, else "B2". */
void console_peg_name(const Console *c, int peg, char *buf, size_t size);

/* Lists the cells of a line: "column 1 row 1, ..." or "A1 level 1, ...". */
void console_line_cells(const Console *c, uint64_t line, char *buf, size_t size);

/* Asks the engine for colour's move on board, saying that it is thinking; prints why and
 * returns false when the engine fails. */
bool console_ask_engine(Console *c, const S4Board *board, S4Colour colour, int *peg);

/* `go gui.`: opens the window on board with to_move; on its report adopts the position it
 * hands back into *board and *to_move and returns true; else says why and returns false. */
bool console_open_window(Console *c, S4Board *board, S4Colour *to_move);

/* ------------------------------------------------------------------ hint.c */

/* `hint.` on a game that is not over: says our own analysis of it (the best peg for the
 * side to move, its value and who stands better), or, when that cannot run, the engine's
 * recommendation and why. Returns the peg said, or -1 when the engine failed too (said). */
int console_hint(Console *c, const S4Game *game);

/* ------------------------------------------------------------------ report.c */

/* `report.`: grades every move of game (from the empty board) with our engine's analysis
 * and the exact solver, a line per move as it is graded, then the counts per player and
 * the move that decided the game; says why when there is nothing to report. */
void console_report(Console *c, const S4Game *game);

/* ------------------------------------------------------------------ play.c and testing.c */

/* Plays in the terminal from the current game until a mode switch, quit or end of input. */
void console_play(Console *c);

/* Runs the testing mode on c->board until a mode switch, quit or end of input. */
void console_testing(Console *c);

/* Starts a game from board with to_move and switches to play mode. */
void console_begin_game(Console *c, const S4Board *board, S4Colour to_move);

#endif
