/* eval_graph_draw.c: drawing the evaluation graph laid out by eval_graph.c. */
#include "gui/draw/eval_graph_draw.h"

#include <stdio.h>

#include "gui/draw/text_fit.h"

static const float FRAME[4] = {0.30f, 0.34f, 0.42f, 1.0f};
static const float MIDDLE[4] = {0.55f, 0.58f, 0.66f, 1.0f};
static const float SELECTED[4] = {1.0f, 0.80f, 0.35f, 0.28f};
static const float HOVERED[4] = {1.0f, 1.0f, 1.0f, 0.12f};
static const float TIP_FILL[4] = {0.10f, 0.12f, 0.18f, 0.97f};
static const float PROVED_FILL[4] = {1.0f, 0.80f, 0.35f, 1.0f};
static const float NO_RING[4] = {0.0f, 0.0f, 0.0f, 0.0f};

void gui_eval_graph_draw(GuiRenderer *r, GuiText *t, GuiHits *hits, const GuiEvalGraph *g,
                         float scale, int selected, int hovered, const char *tip)
{
    const GuiEvalRect *a = &g->area;
    float s = scale > 0.0f ? scale : 1.0f;
    /* The frame and the middle line (value 0). */
    gui_renderer_rect(r, a->x, a->y, a->w, 1.0f * s, FRAME);
    gui_renderer_rect(r, a->x, a->y + a->h - 1.0f * s, a->w, 1.0f * s, FRAME);
    gui_renderer_rect(r, a->x, a->y, 1.0f * s, a->h, FRAME);
    gui_renderer_rect(r, a->x + a->w - 1.0f * s, a->y, 1.0f * s, a->h, FRAME);
    if (selected >= 0 && selected < g->total)
        gui_renderer_rect(r, a->x + g->column * (float)selected, a->y, g->column, a->h, SELECTED);
    if (hovered >= 0 && hovered < g->count && hovered != selected)
        gui_renderer_rect(r, a->x + g->column * (float)hovered, a->y, g->column, a->h, HOVERED);
    gui_renderer_rect(r, a->x, g->mid - 0.5f * s, a->w, 1.0f * s, MIDDLE);
    /* The bars: White's advantage up in White's colour, Black's down in Black's. */
    float bar = g->column * 0.7f;
    if (bar < 1.0f)
        bar = 1.0f;
    for (int k = 0; k < g->count; k++) {
        const GuiEvalPoint *p = &g->point[k];
        char id[GUI_HIT_ID];
        snprintf(id, sizeof id, "graph:%d", k);
        gui_hits_add(hits, (GuiRect){a->x + g->column * (float)k, a->y, g->column, a->h}, id);
        if (!p->known)
            continue;
        const float *colour = p->value >= 0 ? GUI_UI_WHITE_SIDE : GUI_UI_BLACK_SIDE;
        float top = g->y[k] < g->mid ? g->y[k] : g->mid;
        float height = g->y[k] < g->mid ? g->mid - g->y[k] : g->y[k] - g->mid;
        gui_renderer_rect(r, g->x[k] - bar * 0.5f, top, bar, height, colour);
        /* A proved value: a ringed dot at its point, kept inside the frame; a win or loss
         * (capped, at the edge) also gets a band across its bar's end. */
        float radius = (g->column * 0.5f < 6.0f * s ? g->column * 0.5f : 6.0f * s);
        if (radius < 3.0f * s)
            radius = 3.0f * s;
        float py = g->y[k];
        if (py < a->y + radius + 2 * s)
            py = a->y + radius + 2 * s;
        if (py > a->y + a->h - radius - 2 * s)
            py = a->y + a->h - radius - 2 * s;
        if (p->proved && height >= g->half - 1.0f)
            gui_renderer_rect(r, g->x[k] - bar * 0.5f, g->y[k] < g->mid ? top : top + height - 4 * s,
                              bar, 4 * s, PROVED_FILL);
        if (p->proved)
            gui_renderer_disc(r, g->x[k], py, radius, PROVED_FILL, FRAME, 0.3f);
        else
            gui_renderer_disc(r, g->x[k], py, radius * 0.5f, colour, NO_RING, 0.0f);
    }
    if (hovered < 0 || hovered >= g->count || tip == NULL || tip[0] == '\0')
        return;
    /* The tip above the plot, over what lies there, its words wrapped to the plot's width
     * (up to three lines) and its box beside the hovered column where there is room. */
    float pad = 6.0f * s;
    GuiFitLines fit;
    gui_text_fit(t->fonts[GUI_FONT_SANS], tip, a->w - 2 * pad, 3, &fit);
    int line = TTF_FontLineSkip(t->fonts[GUI_FONT_SANS]), w = 0;
    for (int i = 0; i < fit.count; i++) {
        int lw = 0, lh = 0;
        TTF_SizeUTF8(t->fonts[GUI_FONT_SANS], fit.line[i], &lw, &lh);
        w = lw > w ? lw : w;
    }
    float bw = (float)w + 2 * pad, bh = (float)(line * fit.count) + 2 * pad;
    float x = g->x[hovered] - bw * 0.5f;
    if (x + bw > a->x + a->w)
        x = a->x + a->w - bw;
    if (x < a->x)
        x = a->x;
    float y = a->y - bh - 2 * s;
    if (y < 0)
        y = 0;
    gui_renderer_rect(r, x, y, bw, bh, TIP_FILL);
    gui_renderer_rect(r, x, y + bh - 2 * s, bw, 2 * s, PROVED_FILL);
    for (int i = 0; i < fit.count; i++)
        gui_text_draw(t, r, GUI_FONT_SANS, fit.line[i], x + pad, y + pad + (float)(line * i),
                      GUI_ALIGN_LEFT, GUI_UI_TEXT, NULL, NULL);
}
