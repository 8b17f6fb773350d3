/* eval_graph.c: the evaluation graph's layout and hit test (eval_graph.h); no GL. */
#include "gui/draw/eval_graph.h"

#include <string.h>

void gui_eval_graph_layout(GuiEvalGraph *g, GuiEvalRect area, const GuiEvalPoint *points, int count,
                           int total, int cap)
{
    memset(g, 0, sizeof *g);
    if (total > GUI_EVAL_GRAPH_POINTS)
        total = GUI_EVAL_GRAPH_POINTS;
    if (count > total)
        count = total;
    g->area = area;
    g->total = total;
    g->count = count;
    g->column = total > 0 ? area.w / (float)total : area.w;
    g->mid = area.y + area.h * 0.5f;
    g->half = area.h * 0.5f - 3.0f; /* a capped bar stops just inside the frame */
    if (g->half < 1.0f)
        g->half = 1.0f;
    for (int k = 0; k < count; k++) {
        GuiEvalPoint p = points[k];
        if (p.value > cap)
            p.value = cap;
        if (p.value < -cap)
            p.value = -cap;
        g->point[k] = p;
        g->x[k] = area.x + g->column * ((float)k + 0.5f);
        g->y[k] = p.known ? g->mid - g->half * (float)p.value / (float)cap : g->mid;
    }
}

int gui_eval_graph_at(const GuiEvalGraph *g, float x, float y)
{
    const GuiEvalRect *a = &g->area;
    if (g->column <= 0.0f || x < a->x || x >= a->x + a->w || y < a->y || y >= a->y + a->h)
        return -1;
    int k = (int)((x - a->x) / g->column);
    return k >= 0 && k < g->count ? k : -1;
}
