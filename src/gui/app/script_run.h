/* script_run.h: the App's test-harness part: a parsed --script and how far it ran. */
#ifndef S4_GUI_SCRIPT_RUN_H
#define S4_GUI_SCRIPT_RUN_H

#include <stdbool.h>

#include "gui/app/script.h"

typedef struct GuiScriptRun {
    GuiScript script;             /* parsed --script */
    int pos;                      /* next step */
    int wait;                     /* frames left in a `wait` */
    bool idling;                  /* an `idle` step is under way (frames.idle_turns) */
    bool done;                    /* every step ran */
    int settled;                  /* frame count from which the drawn buttons show the
                                   * state after the previous step (button steps wait) */
    int frames_after;             /* frames drawn since the script ended */
    const char *pending_shot;     /* screenshot file of a script step, taken after drawing */
    bool pending_texts;           /* print the next frame's strings (script step print-texts) */
    bool pending_pegs;            /* --print-pegs again after the next frame: the game on
                                   * screen became another (a joiner takes the host's) */
} GuiScriptRun;

#endif
