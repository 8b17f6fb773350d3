/* drop.c: the falling bead's height over time. */
#include "gui/draw/drop.h"

#include <math.h>

/* The settle's hop, as a share of the fall's height (small: a bead does not bounce). */
static const float HOP = 0.07f;

void gui_drop_start(GuiDrop *d, int peg, int level, float height, double now_ms)
{
    d->active = height > 0.0f;
    d->peg = peg;
    d->level = level;
    d->height = height;
    d->start_ms = now_ms;
}

float gui_drop_offset_at(float height, double t_ms)
{
    if (t_ms < 0.0)
        return height;
    if (t_ms < GUI_DROP_FALL_MS) {
        float u = (float)(t_ms / GUI_DROP_FALL_MS);
        return height * (1.0f - u * u); /* gravity: starts slowly, lands fast */
    }
    if (t_ms < GUI_DROP_FALL_MS + GUI_DROP_SETTLE_MS) {
        float u = (float)((t_ms - GUI_DROP_FALL_MS) / GUI_DROP_SETTLE_MS);
        return height * HOP * sinf(3.14159265f * u) * (1.0f - u);
    }
    return 0.0f;
}

float gui_drop_offset(GuiDrop *d, double now_ms)
{
    if (!d->active)
        return 0.0f;
    float offset = gui_drop_offset_at(d->height, now_ms - d->start_ms);
    if (now_ms - d->start_ms >= GUI_DROP_FALL_MS + GUI_DROP_SETTLE_MS)
        d->active = false;
    return offset;
}
