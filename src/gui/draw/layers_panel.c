/* layers_panel.c: the layers panel drawn with panel rectangles, discs and text. */
#include "gui/draw/layers_panel.h"

#include <math.h>
#include <stdio.h>

#include "core/line_name.h"

const float GUI_LAYERS_WHITE[4] = {0.95f, 0.94f, 0.90f, 1.0f};
const float GUI_LAYERS_BLACK[4] = {0.07f, 0.07f, 0.09f, 1.0f};
static const float WHITE_EDGE[4] = {0.35f, 0.35f, 0.38f, 1.0f};
static const float BLACK_EDGE[4] = {0.62f, 0.63f, 0.68f, 1.0f};
static const float BACKGROUND[4] = {0.03f, 0.04f, 0.07f, 0.80f};
static const float CELL[4] = {0.42f, 0.29f, 0.17f, 1.0f};
static const float CELL_HOVER[4] = {0.22f, 0.42f, 0.80f, 1.0f};
static const float CELL_WIN[4] = {0.95f, 0.72f, 0.10f, 1.0f};
static const float PEG[4] = {0.80f, 0.72f, 0.55f, 1.0f};
static const float LAST[4] = {1.0f, 0.42f, 0.05f, 1.0f};
static const float GHOST_RING[4] = {0.45f, 0.70f, 1.0f, 1.0f};
static const float TEXT_DIM[4] = {0.78f, 0.82f, 0.88f, 1.0f};
static const float MARK_EDGE[4] = {0.0f, 0.0f, 0.0f, 0.85f};
static const float THREAT_COLOUR[2][4] = {{1.0f, 0.64f, 0.10f, 0.95f}, {0.35f, 0.65f, 1.0f, 0.95f}};

void gui_threat_square(GuiRenderer *r, float cx, float cy, float half, float edge, S4Colour c)
{
    gui_renderer_rect(r, cx - half - edge, cy - half - edge, 2 * (half + edge), 2 * (half + edge),
                      MARK_EDGE);
    gui_renderer_rect(r, cx - half, cy - half, 2 * half, 2 * half, THREAT_COLOUR[c]);
}

/* The cells where a bead of each colour would complete a line, and which are playable. */
typedef struct PanelThreats {
    uint64_t cells[2];
    uint64_t playable;
} PanelThreats;

/* An empty cell's threat marks: a square of each threatening colour, side by side (White's
 * left), larger when the cell can be played now, as over the 3D view. */
static void draw_threat_marks(GuiRenderer *r, const PanelThreats *t, int cell, float cx,
                              float cy, float side)
{
    int colours = (int)(t->cells[0] >> cell & 1) + (int)(t->cells[1] >> cell & 1);
    if (colours == 0)
        return;
    float half = side * (t->playable >> cell & 1 ? 0.20f : 0.13f);
    float x = colours == 2 ? cx - half * 1.1f : cx;
    for (int c = 0; c < 2; c++) {
        if (!(t->cells[c] >> cell & 1))
            continue;
        gui_threat_square(r, x, cy, half, 1.0f, (S4Colour)c);
        x += half * 2.2f;
    }
}

/* The hint's cell: a green ring (blue in the colour-blind palette) around a dark centre. */
static const float HINT_FILL[4] = {0.05f, 0.20f, 0.08f, 0.9f};
static const float HINT_RING[4] = {0.30f, 0.95f, 0.45f, 1.0f};
static const float HINT_RING_CB[4] = {0.35f, 0.70f, 1.0f, 1.0f};

static void draw_cell(GuiRenderer *r, const GuiLayersLayout *l, const S4Geometry *geo,
                      const GuiSceneState *s, const PanelThreats *threats, int peg, int level,
                      int landing)
{
    float x, y, side;
    gui_layers_cell(l, geo, peg, level, &x, &y, &side);
    int cell = s4_cell(geo, peg, level);
    bool win = (s->win_line >> cell) & 1u;
    const float *bg = win ? CELL_WIN : peg == s->hover_peg ? CELL_HOVER : CELL;
    /* A one-pixel gap between cells draws the grid. */
    gui_renderer_rect(r, x + 1.0f, y + 1.0f, side - 2.0f, side - 2.0f, bg);
    float cx = x + side * 0.5f, cy = y + side * 0.5f;
    int at = s4_board_at(s->board, peg, level);
    if (at < 0) {
        if (peg == s->hover_peg && level == landing && s->ghost) {
            float ghost[4];
            const float *src = s->ghost_colour == S4_WHITE ? GUI_LAYERS_WHITE : GUI_LAYERS_BLACK;
            for (int k = 0; k < 3; k++)
                ghost[k] = src[k];
            ghost[3] = 0.55f;
            gui_renderer_disc(r, cx, cy, side * 0.40f, ghost, GHOST_RING, 0.22f);
        } else if ((s->hint_cells >> cell) & 1u) {
            /* The hint's suggested cell, marked here as on the board. */
            gui_renderer_disc(r, cx, cy, side * 0.36f, HINT_FILL, s->colour_blind ? HINT_RING_CB : HINT_RING,
                              0.35f);
        } else if (threats != NULL && ((threats->cells[0] | threats->cells[1]) >> cell & 1)) {
            draw_threat_marks(r, threats, cell, cx, cy, side);
        } else {
            gui_renderer_disc(r, cx, cy, side * 0.11f, PEG, PEG, 0.0f);
        }
        return;
    }
    bool white = at == S4_WHITE;
    const float *fill = white ? GUI_LAYERS_WHITE : GUI_LAYERS_BLACK;
    const float *edge = cell == s->last_cell ? LAST : white ? WHITE_EDGE : BLACK_EDGE;
    gui_renderer_disc(r, cx, cy, side * 0.42f, fill, edge, cell == s->last_cell ? 0.34f : 0.12f);
}

void gui_layers_panel_draw(GuiRenderer *r, GuiText *text, const GuiLayersLayout *l,
                           const S4Geometry *geo, const GuiSceneState *s, bool threats)
{
    if (!l->shown)
        return;
    PanelThreats marks = {{0, 0}, 0};
    if (threats)
        marks = (PanelThreats){{s4_threat_cells(s->board, S4_WHITE),
                                s4_threat_cells(s->board, S4_BLACK)},
                               s4_board_playable_cells(s->board)};
    gui_renderer_rect(r, l->x, l->y, l->w, l->h, BACKGROUND);
    int landing = s->hover_peg >= 0 ? s4_board_peg_height(s->board, s->hover_peg) : -1;
    char label[32];
    for (int level = 0; level < l->levels; level++) {
        snprintf(label, sizeof label, "Level %d", level + 1);
        gui_text_draw(text, r, GUI_FONT_SANS, label, l->grid_x[level], l->grid_y[level] - l->title,
                      GUI_ALIGN_LEFT, TEXT_DIM, NULL, NULL);
        for (int peg = 0; peg < geo->pegs; peg++)
            draw_cell(r, l, geo, s, threats ? &marks : NULL, peg, level, landing);
        for (int row = 0; row < l->depth; row++) {
            float x, y, side;
            gui_layers_cell(l, geo, row * geo->width, level, &x, &y, &side);
            snprintf(label, sizeof label, "%d", row + 1);
            int w, h;
            gui_text_size(text, r, GUI_FONT_SANS, label, &w, &h);
            /* At the grid's left edge, whichever column is drawn there (turned: D). */
            gui_text_draw(text, r, GUI_FONT_SANS, label, l->grid_x[level] - 4.0f,
                          y + (side - (float)h) * 0.5f,
                          GUI_ALIGN_RIGHT, TEXT_DIM, NULL, NULL);
        }
    }
    /* The column letters under the lowest grid, or under each grid of the strip. */
    for (int level = 0; level < (l->across ? l->levels : 1); level++)
        for (int column = 0; column < l->width; column++) {
            float x, y, side;
            gui_layers_cell(l, geo, column, level, &x, &y, &side);
            snprintf(label, sizeof label, "%c", 'A' + column);
            /* Under the grid's bottom edge, whichever row is drawn there (turned: 4). */
            gui_text_draw(text, r, GUI_FONT_SANS, label, x + side * 0.5f,
                          l->grid_y[level] + (float)l->depth * side, GUI_ALIGN_CENTRE, TEXT_DIM, NULL, NULL);
        }
}
