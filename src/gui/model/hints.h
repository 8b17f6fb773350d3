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
    bool silent;                      /* asked for the move warning only: nothing drawn
                                       * (I shows it) */
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

#endif
