/* layers_layout.c: the layers panel's geometry. */
#include "gui/draw/layers_layout.h"

#include <string.h>

/* Largest cell, and smallest one worth showing (a bead must stay a readable disc). */
static const float CELL_MAX = 30.0f, CELL_MIN = 13.0f;
static const float PAD = 12.0f, GAP = 10.0f, TITLE = 22.0f, ROW_LABELS = 16.0f;

/* The column at the right edge: the grids one above another, the top level uppermost, the
 * column letters once under the lowest. False when the cells would be too small or the
 * board beside the column would get less than a square about the window's height. */
static bool layout_column(GuiLayersLayout *out, const S4Geometry *geo, float w, float h,
                          float top, float bottom, float scale)
{
    float avail = h - top - bottom - 2.0f * PAD * scale;
    float per_grid_extra = out->title + GAP * scale;
    /* Each grid has a title line above it; the column letters take one more below all. */
    float cell = (avail - (float)geo->height * per_grid_extra - out->title) /
                 (float)(geo->height * geo->depth);
    if (cell > CELL_MAX * scale)
        cell = CELL_MAX * scale;
    float panel_w = (float)geo->width * cell + (2.0f * PAD + ROW_LABELS) * scale;
    if (cell < CELL_MIN * scale || w - panel_w < 0.9f * (h - top - bottom))
        return false;
    out->cell = cell;
    out->w = panel_w;
    out->x = w - out->w;
    float grids = (float)geo->height * (out->title + (float)geo->depth * cell) +
                  (float)(geo->height - 1) * GAP * scale + out->title;
    out->h = grids + 2.0f * PAD * scale;
    /* Centred vertically in the space between the bars. */
    out->y = top + (h - top - bottom - out->h) * 0.5f;
    float y = out->y + PAD * scale;
    for (int level = geo->height - 1; level >= 0; level--) {
        out->grid_x[level] = out->x + (PAD + ROW_LABELS) * scale;
        out->grid_y[level] = y + out->title;
        y += out->title + (float)geo->depth * cell + GAP * scale;
    }
    return true;
}

/* The strip above the status bar: the grids side by side, level 1 leftmost (the levels read
 * upwards as the eye reads rightwards), each with its title above and its column letters
 * below. False when the cells would be too small or the board above the strip would get a
 * view less than BOARD_ABOVE of the window's width high. */
static bool layout_strip(GuiLayersLayout *out, const S4Geometry *geo, float w, float h,
                         float top, float bottom, float scale)
{
    static const float BOARD_ABOVE = 0.6f;
    float levels = (float)geo->height;
    float grid_extra = ROW_LABELS * scale; /* each grid's row numbers at its left */
    float cell = (w - 2.0f * PAD * scale - levels * grid_extra - (levels - 1.0f) * GAP * scale) /
                 (levels * (float)geo->width);
    if (cell > CELL_MAX * scale)
        cell = CELL_MAX * scale;
    float strip_h = 2.0f * out->title + (float)geo->depth * cell + 2.0f * PAD * scale;
    if (cell < CELL_MIN * scale || h - top - bottom - strip_h < BOARD_ABOVE * w)
        return false;
    out->across = true;
    out->cell = cell;
    float grid_w = grid_extra + (float)geo->width * cell;
    /* As wide as the grids need, centred: a wide window does not stretch the strip. */
    out->w = levels * grid_w + (levels - 1.0f) * GAP * scale + 2.0f * PAD * scale;
    out->h = strip_h;
    out->x = (w - out->w) * 0.5f;
    out->y = h - bottom - out->h;
    for (int level = 0; level < geo->height; level++) {
        out->grid_x[level] = out->x + PAD * scale + (float)level * (grid_w + GAP * scale) +
                             grid_extra;
        out->grid_y[level] = out->y + PAD * scale + out->title;
    }
    return true;
}

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
    if (layout_column(out, geo, w, h, top, bottom, scale) ||
        layout_strip(out, geo, w, h, top, bottom, scale)) {
        out->shown = true;
        return;
    }
    memset(out, 0, sizeof *out);
}

void gui_layers_turn(GuiLayersLayout *l, bool turned)
{
    l->turned = turned;
}

void gui_layers_cell(const GuiLayersLayout *l, const S4Geometry *geo, int peg, int level,
                     float *x, float *y, float *side)
{
    int column = s4_peg_column(geo, peg), row = s4_peg_row(geo, peg);
    /* Cells counted from the grid's left and top edges. */
    int across = l->turned ? geo->width - 1 - column : column;
    int down = l->turned ? row : geo->depth - 1 - row;
    *x = l->grid_x[level] + (float)across * l->cell;
    *y = l->grid_y[level] + (float)down * l->cell;
    *side = l->cell;
}

bool gui_layers_hit(const GuiLayersLayout *l, const S4Geometry *geo, float x, float y, int *peg,
                    int *level)
{
    if (!l->shown)
        return false;
    for (int lv = 0; lv < l->levels; lv++) {
        float left = l->grid_x[lv], top = l->grid_y[lv];
        if (x < left || x >= left + (float)l->width * l->cell || y < top ||
            y >= top + (float)l->depth * l->cell)
            continue;
        int across = (int)((x - left) / l->cell), down = (int)((y - top) / l->cell);
        int column = l->turned ? geo->width - 1 - across : across;
        int row = l->turned ? down : geo->depth - 1 - down;
        if (column < 0 || column >= geo->width || row < 0 || row >= geo->depth)
            return false;
        *peg = row * geo->width + column;
        *level = lv;
        return true;
    }
    return false;
}
