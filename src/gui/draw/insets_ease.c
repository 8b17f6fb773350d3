/* insets_ease.c: the view's edges eased between panel changes (see insets_ease.h). */
#include "gui/draw/insets_ease.h"

#include <string.h>

static float mix(float a, float b, float t) { return a + (b - a) * t; }

/* The edges at now_ms of the change under way. */
static GuiScreenInsets at(const GuiInsetsEase *e, double now_ms)
{
    double t = (now_ms - e->start_ms) / GUI_INSETS_EASE_MS;
    if (t >= 1.0)
        return e->to;
    float s = t <= 0.0 ? 0.0f : (float)(t * t * (3.0 - 2.0 * t));
    return (GuiScreenInsets){mix(e->from.left, e->to.left, s), mix(e->from.right, e->to.right, s),
                             mix(e->from.top, e->to.top, s),
                             mix(e->from.bottom, e->to.bottom, s)};
}

GuiScreenInsets gui_insets_ease(GuiInsetsEase *e, GuiScreenInsets target, float w, float h,
                                bool animate, double now_ms)
{
    if (!e->known || w != e->w || h != e->h || !animate) {
        *e = (GuiInsetsEase){.from = target, .to = target, .start_ms = now_ms, .w = w, .h = h,
                             .known = true};
        return target;
    }
    if (memcmp(&target, &e->to, sizeof target) != 0) {
        e->from = at(e, now_ms);
        e->to = target;
        e->start_ms = now_ms;
    }
    return at(e, now_ms);
}

bool gui_insets_settled(const GuiInsetsEase *e, GuiScreenInsets drawn)
{
    return !e->known || memcmp(&drawn, &e->to, sizeof drawn) == 0;
}

float gui_fade_in(double ms, double duration_ms, bool animate)
{
    if (!animate || ms >= duration_ms)
        return 1.0f;
    return ms <= 0.0 ? 0.0f : (float)(ms / duration_ms);
}
