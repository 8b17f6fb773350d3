/* label_stack.h: places value labels over their anchor points (the pegs' tops, on screen) so
 * that no two overlap and none covers a reserved box such as the hint's banner (pure maths).
 *
 * Labels are placed one after the other in the order given, so the first keep the nearest
 * places: each goes directly above its anchor, or, when that place is taken, one label
 * higher, and higher again; when going up runs into the reserved box (a banner along the
 * top) or out of the bounds, it goes below its anchor instead, stepping down the same way
 * (past the reserved box when the anchor lies under it). A label that finds no free
 * place within a few steps takes the first place clear of the reserved box and bounds
 * (overlapping another label rather than disappearing). */
#ifndef S4_GUI_LABEL_STACK_H
#define S4_GUI_LABEL_STACK_H

#include <stdbool.h>

typedef struct GuiLabelBox {
    float x, y, w, h; /* pixels, y down; x, y the top-left corner */
} GuiLabelBox;

typedef struct GuiLabelAnchor {
    float x, y; /* the point the label names, pixels, y down */
    float w, h; /* the label's size */
} GuiLabelAnchor;

enum { GUI_LABEL_STEPS = 8 };

/* Places count labels (anchors[i] in priority order) inside bounds, clear of avoid, gap
 * pixels from their anchor and from each other; out[i] gets label i's box. */
void gui_labels_stack(int count, const GuiLabelAnchor *anchors, GuiLabelBox bounds,
                      GuiLabelBox avoid, float gap, GuiLabelBox *out);

/* True when the two boxes share any area. */
bool gui_label_boxes_overlap(GuiLabelBox a, GuiLabelBox b);

#endif
