/* hints.h: the window's hint: our own engine's analysis (client/analysis.h) run beside the
 * game, whatever engine is the opponent, and polled each frame so that a frame never waits
 * for it (no SDL, no GL).
 */
#ifndef S4_GUI_HINTS_H
#define S4_GUI_HINTS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "client/analysis.h"
#include "core/game.h"

enum { GUI_HINTS_ERR = S4_ANALYSIS_WHY };

typedef struct GuiHints {
    pid_t pid;                        /* the analysing child, 0 when none */
    int fd;                           /* its stdout, -1 when none */
    char buf[S4_ANALYSIS_OUTPUT];     /* what it wrote so far */
    size_t len;
    S4Game game;                      /* the position analysed (its record) */
    bool active;                      /* a hint is asked for (shown or coming) */
    bool ready;                       /* values[] hold the answer for `game` */
    bool show_all;                    /* every peg's value drawn, not only the best */
    char error[GUI_HINTS_ERR];        /* why no hint came, or empty */
    S4PegValue values[S4_MAX_PEGS];   /* per peg, when ready */
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

/* ---------------------------------------------------------------- the shared words, by their
 * window names (board_marks.c): the same functions as client/analysis.h's. */

#define GUI_HINT_NONE S4_VALUE_NONE /* a macro: compared with an S4ValueKind */
enum { GUI_HINT_TEXT = S4_VALUE_TEXT, GUI_HINT_WORDS = S4_STANDING_TEXT };

static inline void gui_hint_text(S4PegValue v, char out[GUI_HINT_TEXT])
{
    s4_analysis_value_text(v, out);
}

static inline void gui_hint_standing(S4PegValue v, const S4Geometry *geo, S4Colour mover,
                                     char out[GUI_HINT_WORDS])
{
    s4_analysis_standing(v, geo, mover, out);
}

/* By Score Four's margins whatever the game, as before they were the game's (the Connect
 * games' are half: client/analysis.c); s4_analysis_grade(&app->geo, ...) is the game's. */
static inline S4Grade gui_hint_grade(S4PegValue v, S4PegValue best)
{
    return s4_analysis_grade(NULL, v, best);
}

#endif
