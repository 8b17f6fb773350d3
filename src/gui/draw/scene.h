/* scene.h: the board as lit meshes: base or frame, pegs or column slots, beads or discs,
 * the hover highlight, the ghost bead, the last-bead mark and the winning line. */
#ifndef S4_GUI_SCENE_H
#define S4_GUI_SCENE_H

#include <stdbool.h>
#include <stdint.h>

#include "core/board.h"
#include "gui/draw/layout.h"
#include "gui/draw/renderer.h"

typedef struct GuiSceneState {
    const S4Board *board;   /* what to draw */
    int hover_peg;          /* lit peg (a playable one), or -1 */
    bool ghost;             /* draw a translucent bead where hover_peg would take one */
    S4Colour ghost_colour;
    int last_cell;          /* the bead played last, or -1 */
    uint64_t win_line;      /* cells of a completed line, or 0 */
    float seconds;          /* time, for the winning line's pulse */
    vec3 eye;               /* camera position: opaque parts are drawn nearest first */
    float pixels_per_unit;  /* on-screen pixels of one world unit at distance 1 from the eye
                               (drawable height / (2 tan(fov / 2))): picks the rods' detail */
    bool exact_depth;       /* beads always with exact depth (GUI_BEADS_EXACT), for checks */
    int drop_cell;          /* a bead still falling to its cell (drawn drop_offset above
                               it; its peg drawn whole under it), or -1 */
    float drop_offset;
    uint64_t hint_cells;    /* the hint's suggested landing cell (bit = cell), 0 for none */
    uint64_t threats[2];    /* cells where a bead of White (0) or Black (1) would complete a
                               line, marked on their pegs (3D boards); 0 when not shown */
    bool colour_blind;      /* the colour-blind palette (settings.h) */
    const uint64_t *lines;  /* more lines drawn as thin bars (the lesson's kinds), each a cell
                               set like win_line; NULL when line_count is 0 */
    int line_count;
} GuiSceneState;

/* The cells the scene keeps in sight, fading the beads and pegs in front of them: the
 * hovered peg's landing cell, the last bead, a winning line, the hint and the threats
 * that can be played now. */
uint64_t gui_scene_focus(const GuiLayout *layout, const GuiSceneState *s);

/* The colour a bead of c is drawn in (RGB): white and black beads, or in an upright grid
 * (Connect) red and yellow discs, orange and sky blue in the colour-blind palette. */
void gui_scene_bead_rgb(const GuiLayout *layout, S4Colour c, bool colour_blind, vec3 out);

/* The two end beads' centres of a winning line (cells of win_line); false for none. */
bool gui_scene_win_ends(const GuiLayout *layout, uint64_t win_line, vec3 a, vec3 b);

/* Draws the whole board; the renderer's camera must be set. */
void gui_scene_draw(GuiRenderer *r, const GuiLayout *layout, const GuiSceneState *s);

/* Draws, once, a small board with every kind of part (base, pegs, a lit peg, a bead, the
 * ghost bead, a see-through rod) so that the driver builds all the scene's shader variants
 * now: a software rasteriser compiles each one at its first draw, which would otherwise
 * stall the first frame with a bead in it or a ghost by 15-40 ms. The caller clears the
 * image after it. */
void gui_scene_warm_up(GuiRenderer *r, const GuiLayout *layout, const vec3 eye);

#endif
