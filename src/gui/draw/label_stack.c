/* label_stack.c: value labels over their anchors, clear of each other (see label_stack.h). */
#include "gui/draw/label_stack.h"

bool gui_label_boxes_overlap(GuiLabelBox a, GuiLabelBox b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static bool inside(GuiLabelBox box, GuiLabelBox bounds)
{
    return box.x >= bounds.x && box.y >= bounds.y && box.x + box.w <= bounds.x + bounds.w &&
           box.y + box.h <= bounds.y + bounds.h;
}

/* The k-th place of a label: k = 0, 1, .. above the anchor going up, or below it going down. */
static GuiLabelBox place(const GuiLabelAnchor *a, bool above, int k, float gap)
{
    float step = (a->h + gap) * (float)k;
    float y = above ? a->y - gap - a->h - step : a->y + gap + step;
    return (GuiLabelBox){a->x - a->w * 0.5f, y, a->w, a->h};
}

void gui_labels_stack(int count, const GuiLabelAnchor *anchors, GuiLabelBox bounds,
                      GuiLabelBox avoid, float gap, GuiLabelBox *out)
{
    for (int i = 0; i < count; i++) {
        const GuiLabelAnchor *a = &anchors[i];
        bool found = false, have_fallback = false;
        GuiLabelBox fallback = place(a, true, 0, gap);
        for (int side = 0; side < 2 && !found; side++) {
            bool above = side == 0;
            for (int k = 0; k < GUI_LABEL_STEPS && !found; k++) {
                GuiLabelBox box = place(a, above, k, gap);
                if (!inside(box, bounds))
                    break; /* further this way stays out */
                /* The reserved box is a banner at the top: going up only goes deeper into
                 * it, going down leaves it. */
                if (gui_label_boxes_overlap(box, avoid)) {
                    if (above)
                        break;
                    continue;
                }
                if (!have_fallback) {
                    fallback = box;
                    have_fallback = true;
                }
                bool free = true;
                for (int j = 0; j < i && free; j++)
                    free = !gui_label_boxes_overlap(box, out[j]);
                if (free) {
                    out[i] = box;
                    found = true;
                }
            }
        }
        if (!found)
            out[i] = fallback;
    }
}
