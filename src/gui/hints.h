/* hints.h: hints from our own engine's analysis, run as a child process
 * (`score4-engine --game G --movetime MS analyse "<moves>"`), so they work whatever engine
 * is the opponent. Never blocks: the window polls the child each frame (no SDL, no GL).
 */
#ifndef S4_GUI_HINTS_H
#define S4_GUI_HINTS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "core/game.h"

typedef enum GuiHintKind {
    GUI_HINT_NONE,   /* no value (a full peg, or not analysed) */
    GUI_HINT_WIN,    /* proved win, the mover's beads until the end in n */
    GUI_HINT_LOSS,   /* proved loss in n */
    GUI_HINT_DRAW,   /* proved draw */
    GUI_HINT_SCORE,  /* a heuristic score n for the mover */
} GuiHintKind;

typedef struct GuiHintValue {
    GuiHintKind kind;
    int n;
} GuiHintValue;

enum { GUI_HINTS_BUF = 4096, GUI_HINTS_ERR = 200, GUI_HINT_TEXT = 24, GUI_HINT_WORDS = 48 };

typedef struct GuiHints {
    pid_t pid;                        /* the analysing child, 0 when none */
    int fd;                           /* its stdout, -1 when none */
    char buf[GUI_HINTS_BUF];          /* what it wrote so far */
    size_t len;
    S4Game game;                      /* the position analysed (its record) */
    bool active;                      /* a hint is asked for (shown or coming) */
    bool ready;                       /* values[] hold the answer for `game` */
    bool show_all;                    /* every peg's value drawn, not only the best */
    char error[GUI_HINTS_ERR];        /* why no hint came, or empty */
    GuiHintValue values[S4_MAX_PEGS]; /* per peg, when ready */
    int best;                         /* the suggested peg, -1 none */
} GuiHints;

void gui_hints_init(GuiHints *h);

/* Starts analysing *game with the engine at engine_path (stopping any earlier child).
 * False with a reason in h->error (a game from a set-up position, a finished game, ...). */
bool gui_hints_start(GuiHints *h, const char *engine_path, const S4Game *game, int movetime_ms,
                     int nice_increment);

/* Reads what the child wrote; on its end parses the values and picks the best peg. */
void gui_hints_poll(GuiHints *h);

/* Stops the child (if any) and forgets the hint. */
void gui_hints_stop(GuiHints *h);

/* True when the hint (ready or coming) is for this exact game position. */
bool gui_hints_for(const GuiHints *h, const S4Game *game);

/* Reads the analysis text (lines "B2 win 3", "A1 -4", ...) into values[] and best. False
 * when a line is malformed. */
bool gui_hints_parse(GuiHints *h, const S4Geometry *geo, const char *text);

/* Orders values for the mover: wins (sooner first), then scores and draws (a draw is 0),
 * then losses (later first); a peg without a value last. */
int gui_hint_rank(GuiHintValue v);

/* How a peg's value compares with the best peg's, for colouring every peg's label: good
 * (a win, or within 25 of the best: about a quarter of a threat in Score Four's evaluation),
 * fair (within 80), or bad (worse, or a proved loss). */
typedef enum GuiHintGrade { GUI_HINT_GRADE_GOOD, GUI_HINT_GRADE_FAIR, GUI_HINT_GRADE_BAD } GuiHintGrade;
GuiHintGrade gui_hint_grade(GuiHintValue v, GuiHintValue best);

/* "win in 3", "loss in 2", "draw", "+12", "" for none. */
void gui_hint_text(GuiHintValue v, char out[GUI_HINT_TEXT]);

/* What a heuristic score (the value of the best move for `mover`) says of the game, in words
 * a player reads at a glance: "even", "White is a little better", "Black is better", "White
 * is well ahead" (sides as the game names them: X and O in the Connect games). Empty for a
 * proved value, whose own text already says it all. */
void gui_hint_standing(GuiHintValue v, const S4Geometry *geo, S4Colour mover,
                       char out[GUI_HINT_WORDS]);

#endif
