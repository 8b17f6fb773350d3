/* drop.h: a bead's fall down its peg when it is played (pure maths and state, no GL).
 *
 * The board always holds the bead at once (the referee and input never wait for the
 * animation); only its drawn height lags: it falls from above the peg's top with gravity's
 * ease-in, lands, and settles with a small hop. */
#ifndef S4_GUI_DROP_H
#define S4_GUI_DROP_H

#include <stdbool.h>

enum { GUI_DROP_FALL_MS = 170, GUI_DROP_SETTLE_MS = 70 };

typedef struct GuiDrop {
    bool active;
    int peg, level;        /* the falling bead's cell */
    double start_ms;
    float height;          /* world height it starts above its resting centre */
} GuiDrop;

/* Starts a drop of the bead at (peg, level) from `height` above its rest, at now_ms. */
void gui_drop_start(GuiDrop *d, int peg, int level, float height, double now_ms);

/* How far above its resting centre the bead is drawn at now_ms (0 once settled, when the
 * drop also ends). */
float gui_drop_offset(GuiDrop *d, double now_ms);

/* The offset t_ms into a drop from `height`: exactly 0 from GUI_DROP_FALL_MS +
 * GUI_DROP_SETTLE_MS on; never below 0 (a bead never sinks into the one under it). */
float gui_drop_offset_at(float height, double t_ms);

#endif
