/* see_through.h: which beads and pegs of a 3D board stand between the eye and what the
 * player must see (the hovered peg's landing cell, the last bead, a winning line, the hint,
 * a threat that can be played now), so the scene draws them see-through (pure maths). */
#ifndef S4_GUI_SEE_THROUGH_H
#define S4_GUI_SEE_THROUGH_H

#include <stdint.h>

#include <cglm/cglm.h>

#include "core/board.h"
#include "gui/draw/layout.h"

typedef struct GuiSeeThrough {
    uint64_t cells;  /* beads to draw see-through (bit = cell) */
    uint64_t pegs;   /* pegs whose rods are drawn see-through (bit = peg) */
} GuiSeeThrough;

/* Every bead of board and every peg that hides part of a focus cell (a bead's centre or a
 * point of its outline) from the eye. Focus cells never fade themselves, and a peg never
 * fades for a focus on its own axis (it runs through it). An upright grid hides nothing:
 * the result is empty. */
GuiSeeThrough gui_see_through(const GuiLayout *layout, const S4Board *board, const vec3 eye,
                              uint64_t focus);

#endif
