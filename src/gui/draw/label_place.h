/* label_place.h: where the column letters and row numbers go on screen so that no peg or
 * bead covers them, from any camera angle (pure maths).
 *
 * A 3D board's letters run along whichever of White's and Black's edges faces the eye, its
 * numbers along whichever side edge does; each starts at the rim's outer edge and moves
 * outwards on screen (away from its edge peg) until its box clears every cell's bead
 * outline and every peg, occupied or not, so labels stay put as the board fills. An
 * upright grid's letters sit under its columns. */
#ifndef S4_GUI_LABEL_PLACE_H
#define S4_GUI_LABEL_PLACE_H

#include <stdbool.h>

#include <cglm/cglm.h>

#include "gui/draw/layout.h"

enum { GUI_MAX_LABELS = 2 * 26 };

typedef struct GuiLabelSpot {
    float x, y;      /* centre of the label's box, drawable pixels, y down */
    char text[4];
} GuiLabelSpot;

/* Places every label of a box_w x box_h (pixels) for the matrix view_proj over a w x h
 * drawable with the eye at eye. Returns how many were placed into out[GUI_MAX_LABELS]
 * (labels behind the eye are left out). */
int gui_labels_place(const GuiLayout *layout, mat4 view_proj, const vec3 eye, float w, float h,
                     float box_w, float box_h, GuiLabelSpot out[GUI_MAX_LABELS]);

/* True when a box_w x box_h box centred at (x, y) overlaps the screen outline of any cell's
 * bead or any peg of the layout (what gui_labels_place keeps labels clear of). */
bool gui_labels_box_hits_board(const GuiLayout *layout, mat4 view_proj, float w, float h,
                               float x, float y, float box_w, float box_h);

#endif
