/* layers_layout.h: where the layers panel and its cells sit (pure maths, no GL).
 *
 * The panel stands at the window's right edge: one small grid per level of a 3D board, the
 * top level uppermost, each seen from above with White's edge at the bottom (columns A..
 * left to right, rows 1.. bottom to top), as the default 3D view shows the board. */
#ifndef S4_GUI_LAYERS_LAYOUT_H
#define S4_GUI_LAYERS_LAYOUT_H

#include <stdbool.h>

#include "core/geometry.h"

enum { GUI_LAYERS_MAX_LEVELS = 16 };

typedef struct GuiLayersLayout {
    bool shown;          /* false when the board is flat or the window too small */
    float x, y, w, h;    /* the panel, drawable pixels, y down */
    float cell;          /* side of one cell */
    float title;         /* height of a grid's title line ("Level 2"), and of the column
                            letters' line under the lowest grid */
    float grid_x;        /* left edge of every grid */
    float grid_y[GUI_LAYERS_MAX_LEVELS]; /* top edge of each level's grid (index: level) */
    int width, depth, levels;
} GuiLayersLayout;

/* The panel for a w x h drawable between the title line (top) and the status bar (bottom),
 * with text scale `scale`. Shown when the geometry is 3D (of at most GUI_LAYERS_MAX_LEVELS
 * levels) and both the cells and the board
 * beside the panel stay large enough; otherwise shown is false and the width is 0. */
void gui_layers_layout(GuiLayersLayout *out, const S4Geometry *geo, float w, float h,
                       float top, float bottom, float scale);

/* The square of (peg, level): its top-left corner and side. */
void gui_layers_cell(const GuiLayersLayout *l, const S4Geometry *geo, int peg, int level,
                     float *x, float *y, float *side);

/* The cell under drawable point (x, y): true with its peg and level. */
bool gui_layers_hit(const GuiLayersLayout *l, const S4Geometry *geo, float x, float y, int *peg,
                    int *level);

#endif
