/* frame_stats.h: the App's frame part: whether the next frame must be drawn (the parts'
 * change marks), and the figures --frame-stats prints (time to the first frame, recent
 * frame durations).
 */
#ifndef S4_GUI_FRAME_STATS_H
#define S4_GUI_FRAME_STATS_H

#include <stdbool.h>

#include "gui/draw/change_marks.h"

enum { GUI_FRAME_SAMPLES = 4096 };

typedef struct GuiFrameStats {
    bool redraw;                  /* draw the next frame whatever changed (net.c's news) */
    GuiMarks marks;               /* which parts changed since the last drawn frame */
    int idle_turns;               /* a script's `idle`: loop turns left that force no frame */
    int idle_drawn;               /* frames drawn in them */
    unsigned idle_parts;          /* the parts that changed for them (1 << GuiPart) */
    double start_ms;              /* process start, for time to first frame */
    double first_frame_ms;        /* launch to the first swap, -1 before */
    double cpu_after_first_ms;    /* process CPU time when the first frame was done */
    double frame_ms[GUI_FRAME_SAMPLES]; /* recent frame durations */
    int count;                    /* frames drawn */
} GuiFrameStats;

#endif
