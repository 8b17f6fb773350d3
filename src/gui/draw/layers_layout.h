/* layers_layout.h: where the layers panel and its cells sit (pure maths, no GL).
 *
 * One small grid per level of a 3D board, each seen from above with White's edge at the
 * bottom (columns A.. left to right, rows 1.. bottom to top), as the default 3D view shows
 * the board; turned (gui_layers_turn) for a person in Black's seat, whose view is turned
 * half way round: Black's edge at the bottom, the columns right to left. In a landscape window the grids stand in a column at the right edge, the top
 * level uppermost; where that column would leave the board too narrow (a portrait window)
 * they lie side by side in a strip above the status bar, level 1 leftmost, so a tall
 * window's spare height carries them instead of hiding them. */
#ifndef S4_GUI_LAYERS_LAYOUT_H
#define S4_GUI_LAYERS_LAYOUT_H

#include <stdbool.h>

#include "core/geometry.h"

enum { GUI_LAYERS_MAX_LEVELS = 16 };

typedef struct GuiLayersLayout {
    bool shown;          /* false when the board is flat or the window too small */
    bool across;         /* the strip above the status bar (else the column at the right) */
    float x, y, w, h;    /* the panel, drawable pixels, y down */
    float cell;          /* side of one cell */
    float title;         /* height of a grid's title line ("Level 2"), and of the column
                            letters' line under the lowest grid (under every grid across) */
    float grid_x[GUI_LAYERS_MAX_LEVELS]; /* left edge of each level's grid (index: level) */
    float grid_y[GUI_LAYERS_MAX_LEVELS]; /* top edge of each level's grid */
    int width, depth, levels;
    bool turned;         /* seen from Black's edge: row `depth` at the bottom, D..A */
} GuiLayersLayout;

/* The panel for a w x h drawable between the title line (top) and the status bar (bottom),
 * with text scale `scale`. Shown when the geometry is 3D (of at most GUI_LAYERS_MAX_LEVELS
 * levels) and, in the column or else in the strip, both the cells and the board beside or
 * above the panel stay large enough; otherwise shown is false and the size is 0. The column
 * takes w from the right (the board's view loses l->w), the strip h from the bottom
 * (the view loses l->h). */
void gui_layers_layout(GuiLayersLayout *out, const S4Geometry *geo, float w, float h,
                       float top, float bottom, float scale);

/* Turns the grids to be seen from Black's edge (turned) or White's (not): the cells move,
 * the panel's place and size do not. */
void gui_layers_turn(GuiLayersLayout *l, bool turned);

/* The square of (peg, level): its top-left corner and side. */
void gui_layers_cell(const GuiLayersLayout *l, const S4Geometry *geo, int peg, int level,
                     float *x, float *y, float *side);

/* The cell under drawable point (x, y): true with its peg and level. */
bool gui_layers_hit(const GuiLayersLayout *l, const S4Geometry *geo, float x, float y, int *peg,
                    int *level);

#endif
