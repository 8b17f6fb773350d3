/* layers_layout.c: the layers panel's geometry. */
#include "gui/layers_layout.h"

#include <string.h>

/* Largest cell, and smallest one worth showing (a bead must stay a readable disc). */
static const float CELL_MAX = 30.0f, CELL_MIN = 13.0f;
static const float PAD = 12.0f, GAP = 10.0f, TITLE = 22.0f, ROW_LABELS = 16.0f;

void gui_layers_layout(GuiLayersLayout *out, const S4Geometry *geo, float w, float h, float top,
                       float bottom, float scale)
{
    memset(out, 0, sizeof *out);
    if (s4_geometry_is_flat(geo) || geo->height > GUI_LAYERS_MAX_LEVELS)
        return;
    out->width = geo->width;
    out->depth = geo->depth;
    out->levels = geo->height;
    out->title = TITLE * scale;
    float avail = h - top - bottom - 2.0f * PAD * scale;
    float per_grid_extra = out->title + GAP * scale;
    /* Each grid has a title line above it; the column letters take one more below all. */
    float cell = (avail - (float)geo->height * per_grid_extra - out->title) /
                 (float)(geo->height * geo->depth);
    if (cell > CELL_MAX * scale)
        cell = CELL_MAX * scale;
    out->cell = cell;
    out->w = (float)geo->width * cell + (2.0f * PAD + ROW_LABELS) * scale;
    /* The board keeps at least a square about the window's height beside the panel. */
    if (cell < CELL_MIN * scale || w - out->w < 0.9f * (h - top - bottom)) {
        memset(out, 0, sizeof *out);
        return;
    }
    out->shown = true;
    out->x = w - out->w;
    float grids = (float)geo->height * (out->title + (float)geo->depth * cell) +
                  (float)(geo->height - 1) * GAP * scale + out->title;
    out->h = grids + 2.0f * PAD * scale;
    /* Centred vertically in the space between the bars. */
    out->y = top + (h - top - bottom - out->h) * 0.5f;
    out->grid_x = out->x + (PAD + ROW_LABELS) * scale;
    float y = out->y + PAD * scale;
    for (int level = geo->height - 1; level >= 0; level--) {
        out->grid_y[level] = y + out->title;
        y += out->title + (float)geo->depth * cell + GAP * scale;
    }
}

void gui_layers_cell(const GuiLayersLayout *l, const S4Geometry *geo, int peg, int level,
                     float *x, float *y, float *side)
{
    int column = s4_peg_column(geo, peg), row = s4_peg_row(geo, peg);
    *x = l->grid_x + (float)column * l->cell;
    *y = l->grid_y[level] + (float)(geo->depth - 1 - row) * l->cell;
    *side = l->cell;
}

bool gui_layers_hit(const GuiLayersLayout *l, const S4Geometry *geo, float x, float y, int *peg,
                    int *level)
{
    if (!l->shown || x < l->grid_x || x >= l->grid_x + (float)l->width * l->cell)
        return false;
    for (int lv = 0; lv < l->levels; lv++) {
        float top = l->grid_y[lv];
        if (y < top || y >= top + (float)l->depth * l->cell)
            continue;
        int column = (int)((x - l->grid_x) / l->cell);
        int row = geo->depth - 1 - (int)((y - top) / l->cell);
        if (column < 0 || column >= geo->width || row < 0 || row >= geo->depth)
            return false;
        *peg = row * geo->width + column;
        *level = lv;
        return true;
    }
    return false;
}
