/* insets_ease.h: when a panel takes or gives back an edge of the window (the result panel at
 * a game's end, the move list, the layers panel, the ASCII overlay), the board's view eases
 * to its new place and size instead of jumping there, and a panel can fade in (pure maths,
 * no SDL, no GL).
 *
 * Only the view moves: the panels are drawn at once where they end, so for the few frames of
 * the change the view may still reach under a panel that has just appeared. Picking, labels
 * and printed peg positions all use the eased edges, so a click always lands on what is
 * drawn. */
#ifndef S4_GUI_INSETS_EASE_H
#define S4_GUI_INSETS_EASE_H

#include <stdbool.h>

#include "gui/draw/screen_layout.h"

enum { GUI_INSETS_EASE_MS = 280 };

typedef struct GuiInsetsEase {
    GuiScreenInsets from, to; /* where the current change started, and where it ends */
    double start_ms;          /* when it started */
    float w, h;               /* the drawable these edges belong to */
    bool known;               /* false until the first frame */
} GuiInsetsEase;

/* The edges to draw with at now_ms when the panels want `target` in a w x h drawable:
 * `target` itself on the first frame, after a resize (the window's own change is not
 * animated twice) or without animation; otherwise eased in and out (smoothstep) over
 * GUI_INSETS_EASE_MS from wherever the view stood when the target last changed. */
GuiScreenInsets gui_insets_ease(GuiInsetsEase *e, GuiScreenInsets target, float w, float h,
                                bool animate, double now_ms);

/* True when `drawn`, the edges a frame was drawn with, are where the change under way ends:
 * that frame shows the view at rest. A --screenshot at the end of a run waits for such a
 * frame, so the picture is the still one whatever the host's speed: asking whether the
 * change is over by the clock is not enough, since the frame just drawn may have taken its
 * edges a moment before the end, a fraction of a pixel short of it. */
bool gui_insets_settled(const GuiInsetsEase *e, GuiScreenInsets drawn);

/* A panel's opacity `ms` after it came up, fading in linearly over duration_ms (the result
 * panel's, as the view makes room for it): 0 at first, 1 from then on, and 1 at once without
 * animation. */
float gui_fade_in(double ms, double duration_ms, bool animate);

#endif
