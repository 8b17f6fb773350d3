/* mesh.h: triangle meshes generated into plain buffers (never touching OpenGL), so they are
 * tested without a window. Vertices are interleaved position (3 floats) and unit normal (3). */
#ifndef S4_GUI_MESH_H
#define S4_GUI_MESH_H

#include <stdbool.h>
#include <stdint.h>

enum { GUI_MESH_STRIDE = 6 }; /* floats per vertex */

/* Invariant: every index < vertex_count; index_count is a multiple of 3; triangles wind
 * counter-clockwise seen from outside. */
typedef struct GuiMesh {
    float *vertices;     /* vertex_count * GUI_MESH_STRIDE floats, owned */
    uint32_t *indices;   /* index_count indices, owned */
    int vertex_count;
    int index_count;
} GuiMesh;

/* Axis-aligned cube from -1 to 1, flat-shaded (24 vertices). False when out of memory. */
bool gui_mesh_box(GuiMesh *mesh);

/* Sphere of radius 1 with `slices` around y (>= 3) and `stacks` from pole to pole (>= 2). */
bool gui_mesh_sphere(GuiMesh *mesh, int slices, int stacks);

/* Cylinder of radius 1 around y, from y = 0 to y = 1, with `slices` (>= 3), and a cap at
 * y = 1 if top_cap. There is never a bottom cap: a rod stands on the base or ends inside a
 * bead, so its lower end cannot be seen, and every triangle costs the rasteriser. */
bool gui_mesh_cylinder(GuiMesh *mesh, int slices, bool top_cap);

/* Levels of detail of a rod (a cylinder seen from the side): level k has 8 << k slices. */
enum { GUI_ROD_LEVELS = 3, GUI_ROD_MIN_SLICES = 8 };

/* The coarsest level whose outline strays from the true circle by at most a set fraction of
 * a pixel (r (1 - cos(pi / slices)) <= 0.75 px), for a rod whose radius covers radius_px
 * pixels on screen: a thin distant rod needs few sides, a close one more, and every side
 * costs the rasteriser a long thin triangle. */
int gui_mesh_rod_level(float radius_px);

/* Frees the buffers; safe on a zeroed or already freed mesh. */
void gui_mesh_free(GuiMesh *mesh);

#endif
