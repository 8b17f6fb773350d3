/* gui_mesh.c: the mesh generators, checked without OpenGL. */
#include <criterion/criterion.h>
#include <math.h>

#include "gui/draw/mesh.h"

/* Every index in range, unit normals, and each triangle's winding facing out (its face
 * normal agrees with its vertices' normals). */
static void check_mesh(const GuiMesh *m, const char *what)
{
    cr_assert_gt(m->vertex_count, 0, "%s", what);
    cr_assert_eq(m->index_count % 3, 0, "%s", what);
    for (int i = 0; i < m->vertex_count; i++) {
        const float *n = m->vertices + i * GUI_MESH_STRIDE + 3;
        cr_assert_float_eq(sqrtf(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]), 1.0f, 1e-4f,
                           "%s: normal %d", what, i);
    }
    for (int t = 0; t < m->index_count; t += 3) {
        const float *p[3];
        for (int k = 0; k < 3; k++) {
            cr_assert_lt(m->indices[t + k], (uint32_t)m->vertex_count, "%s", what);
            p[k] = m->vertices + m->indices[t + k] * GUI_MESH_STRIDE;
        }
        float u[3], v[3], f[3];
        for (int k = 0; k < 3; k++)
            u[k] = p[1][k] - p[0][k], v[k] = p[2][k] - p[0][k];
        f[0] = u[1] * v[2] - u[2] * v[1];
        f[1] = u[2] * v[0] - u[0] * v[2];
        f[2] = u[0] * v[1] - u[1] * v[0];
        float area = sqrtf(f[0] * f[0] + f[1] * f[1] + f[2] * f[2]);
        cr_assert_gt(area, 1e-7f, "%s: degenerate triangle %d", what, t / 3);
        float dot = 0;
        for (int k = 0; k < 3; k++) {
            const float *n = p[k] + 3;
            dot += f[0] * n[0] + f[1] * n[1] + f[2] * n[2];
        }
        cr_assert_gt(dot, 0.0f, "%s: triangle %d faces inwards", what, t / 3);
    }
}

Test(mesh, box_is_a_closed_cube_with_flat_faces)
{
    GuiMesh m;
    cr_assert(gui_mesh_box(&m));
    cr_assert_eq(m.vertex_count, 24);
    cr_assert_eq(m.index_count, 36);
    check_mesh(&m, "box");
    for (int i = 0; i < m.vertex_count; i++)
        for (int k = 0; k < 3; k++)
            cr_assert_float_eq(fabsf(m.vertices[i * GUI_MESH_STRIDE + k]), 1.0f, 1e-6f);
    gui_mesh_free(&m);
}

Test(mesh, sphere_vertices_lie_on_the_unit_sphere)
{
    GuiMesh m;
    cr_assert(gui_mesh_sphere(&m, 24, 12));
    check_mesh(&m, "sphere");
    for (int i = 0; i < m.vertex_count; i++) {
        const float *p = m.vertices + i * GUI_MESH_STRIDE;
        cr_assert_float_eq(sqrtf(p[0] * p[0] + p[1] * p[1] + p[2] * p[2]), 1.0f, 1e-5f);
    }
    /* Poles get one triangle per slice, the other stacks two. */
    cr_assert_eq(m.index_count, 3 * (2 * 24 + 2 * 24 * (12 - 2)));
    gui_mesh_free(&m);
}

/* A cylinder's side and, if asked, its top cap; returns the triangles counted by facing. */
static void check_cylinder(bool top_cap, int slices)
{
    GuiMesh m;
    cr_assert(gui_mesh_cylinder(&m, slices, top_cap));
    check_mesh(&m, "cylinder");
    int up = 0, down = 0, side = 0;
    for (int i = 0; i < m.vertex_count; i++) {
        const float *p = m.vertices + i * GUI_MESH_STRIDE;
        cr_assert(p[1] == 0.0f || p[1] == 1.0f);
        cr_assert_leq(p[0] * p[0] + p[2] * p[2], 1.0f + 1e-5f);
        up += p[4] == 1.0f;
        down += p[4] == -1.0f;
        side += p[4] == 0.0f;
    }
    /* The cap: a centre and a ring of `slices`; the side: two rings with the seam doubled. */
    cr_assert_eq(up, top_cap ? slices + 1 : 0);
    cr_assert_eq(down, 0, "a rod's lower end is never seen, so it has no cap");
    cr_assert_eq(side, 2 * (slices + 1));
    cr_assert_eq(m.index_count, 3 * (2 * slices + (top_cap ? slices : 0)));
    gui_mesh_free(&m);
}

Test(mesh, rods_span_zero_to_one_with_a_top_cap)
{
    check_cylinder(true, 16);
    check_cylinder(true, 8);
}

Test(mesh, tubes_are_open)
{
    check_cylinder(false, 16);
    check_cylinder(false, 32);
}

Test(mesh, bad_tessellation_is_refused)
{
    GuiMesh m;
    cr_assert_not(gui_mesh_sphere(&m, 2, 8));
    cr_assert_not(gui_mesh_sphere(&m, 8, 1));
    cr_assert_not(gui_mesh_cylinder(&m, 2, true));
}

Test(mesh, rods_get_more_sides_only_as_they_grow_on_screen)
{
    const float pi = 3.14159265358979f;
    int last = 0;
    for (float r = 0.0f; r < 400.0f; r += 0.25f) {
        int level = gui_mesh_rod_level(r);
        cr_assert(level >= last && level < GUI_ROD_LEVELS, "radius %.2f px: level %d", r, level);
        last = level;
        float slices = (float)(GUI_ROD_MIN_SLICES << level);
        float error = r * (1.0f - cosf(pi / slices));
        /* Within the outline tolerance, unless already at the finest level; and the next
         * coarser level would not have been. */
        cr_assert(error <= 0.75f || level == GUI_ROD_LEVELS - 1, "radius %.2f px strays %.2f", r,
                  error);
        if (level > 0)
            cr_assert_gt(r * (1.0f - cosf(pi / (slices / 2))), 0.75f, "radius %.2f px", r);
    }
    cr_assert_eq(gui_mesh_rod_level(5.0f), 0, "a rod as thin as at the default view");
    cr_assert_eq(last, GUI_ROD_LEVELS - 1);
}
