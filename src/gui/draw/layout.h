/* layout.h: where every peg, bead and label of a board sits in the 3D world (pure maths).
 *
 * World units: one peg spacing = 1. y is up; the board stands on y = 0; White sits on +z
 * looking towards -z, so column A is at -x and row 1 at +z. Works for any S4Geometry:
 *   - 3D boards (Score Four): pegs stand on a base; beads are flattened spheres on them.
 *   - single-row boards (Connect): an upright grid in the plane z = 0; beads are discs
 *     facing +z; a "peg" is a column slot, its axis the column's vertical centre line.
 */
#ifndef S4_GUI_LAYOUT_H
#define S4_GUI_LAYOUT_H

#include <stdbool.h>
#include <stdint.h>

#include <cglm/cglm.h>

#include "core/board.h"
#include "core/geometry.h"

typedef struct GuiLayout {
    const S4Geometry *geo;        /* not owned */
    bool flat;                    /* single-row board: upright grid */
    vec3 peg_foot[S4_MAX_PEGS];   /* bottom of each peg's axis */
    float axis_height;            /* length of every peg's axis (foot to top) */
    float bead_pitch;             /* vertical distance between levels */
    float bead_bottom;            /* height of level 0's centre above a peg's foot */
    vec3 bead_scale;              /* half-extents of a bead (sphere radii, or disc r, r, t/2) */
    float peg_radius;             /* drawn rod radius (3D) or divider half-width (flat) */
    float pick_radius;            /* how far from a peg's axis a ray still picks it */
    vec3 base_min, base_max;      /* the base slab (3D) or the bottom bar (flat) */
    vec3 centre;                  /* what the camera looks at */
    float radius;                 /* bounding-sphere radius of the whole board */
} GuiLayout;

/* Fills *layout for geo (which must outlive it). */
void gui_layout_init(GuiLayout *layout, const S4Geometry *geo);

/* Centre of the cell (peg, level). */
void gui_layout_cell_centre(const GuiLayout *layout, int peg, int level, vec3 out);

/* The top end of a peg's axis. */
void gui_layout_peg_top(const GuiLayout *layout, int peg, vec3 out);

/* The midpoint of a peg's axis: the point whose projection a click aims at. */
void gui_layout_peg_centre(const GuiLayout *layout, int peg, vec3 out);

/* A stretch of a peg's axis that can be seen, from y0 to y1 above its foot. */
typedef struct GuiPegRun {
    float y0, y1;
    bool top;        /* reaches the peg's top (and needs its cap) */
} GuiPegRun;

enum { GUI_MAX_PEG_RUNS = S4_MAX_CELLS + 1 }; /* a peg holds at most every cell's bead */

/* Where a peg of a 3D board can be seen with board's beads on it: the runs between beads
 * and from the topmost up, bottom first. Within a bead the rod is inside the bead and can
 * never be seen; each run reaches a little into the beads at its ends, so its open ends
 * stay hidden. Returns the number of runs written to runs[GUI_MAX_PEG_RUNS] (at least one:
 * the run to the top, unless the beads reach it). */
int gui_layout_peg_runs(const GuiLayout *layout, const S4Board *board, int peg,
                        GuiPegRun runs[GUI_MAX_PEG_RUNS]);

/* The same for a peg holding `height` beads of which only the levels set in `solid` hide
 * the rod (the others are drawn see-through, so the rod runs on inside them). */
int gui_layout_peg_runs_around(const GuiLayout *layout, int height, uint64_t solid,
                               GuiPegRun runs[GUI_MAX_PEG_RUNS]);

/* Anchor of an edge label: column letters along White's edge (i < width), then row numbers
 * along the left edge (i >= width, 3D boards only). Returns false past the last label. */
bool gui_layout_label(const GuiLayout *layout, int i, vec3 at, char text[4]);

#endif
