/* mesh.c: box, sphere and cylinder generators into malloc'd buffers. */
#include "gui/draw/mesh.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const float PI = 3.14159265358979f;

static bool mesh_alloc(GuiMesh *mesh, int vertices, int indices)
{
    memset(mesh, 0, sizeof *mesh);
    mesh->vertices = malloc((size_t)vertices * GUI_MESH_STRIDE * sizeof(float));
    mesh->indices = malloc((size_t)indices * sizeof(uint32_t));
    if (mesh->vertices == NULL || mesh->indices == NULL) {
        gui_mesh_free(mesh);
        return false;
    }
    return true;
}

static void put_vertex(GuiMesh *mesh, float x, float y, float z, float nx, float ny, float nz)
{
    float *v = mesh->vertices + (size_t)mesh->vertex_count++ * GUI_MESH_STRIDE;
    v[0] = x, v[1] = y, v[2] = z, v[3] = nx, v[4] = ny, v[5] = nz;
}

static void put_triangle(GuiMesh *mesh, uint32_t a, uint32_t b, uint32_t c)
{
    mesh->indices[mesh->index_count++] = a;
    mesh->indices[mesh->index_count++] = b;
    mesh->indices[mesh->index_count++] = c;
}

bool gui_mesh_box(GuiMesh *mesh)
{
    if (!mesh_alloc(mesh, 24, 36))
        return false;
    /* Face f has normal axis n = f / 2 with sign +-1; u, v follow n cyclically so u x v = +n. */
    for (int f = 0; f < 6; f++) {
        float sign = (f % 2 == 0) ? 1.0f : -1.0f;
        int n = f / 2;
        int u = (n + 1) % 3, v = (n + 2) % 3;
        uint32_t base = (uint32_t)mesh->vertex_count;
        static const float corners[4][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
        for (int c = 0; c < 4; c++) {
            float p[3], nn[3] = {0, 0, 0};
            p[n] = sign;
            /* Flip u on the negative face to keep the winding counter-clockwise outside. */
            p[u] = corners[c][0] * sign;
            p[v] = corners[c][1];
            nn[n] = sign;
            put_vertex(mesh, p[0], p[1], p[2], nn[0], nn[1], nn[2]);
        }
        put_triangle(mesh, base, base + 1, base + 2);
        put_triangle(mesh, base, base + 2, base + 3);
    }
    return true;
}

bool gui_mesh_sphere(GuiMesh *mesh, int slices, int stacks)
{
    if (slices < 3 || stacks < 2)
        return false;
    int ring = slices + 1; /* the seam is duplicated so each ring is a simple strip */
    if (!mesh_alloc(mesh, ring * (stacks + 1), slices * stacks * 6))
        return false;
    for (int i = 0; i <= stacks; i++) {
        float phi = PI * (float)i / (float)stacks; /* 0 at the north pole */
        for (int j = 0; j <= slices; j++) {
            float theta = 2.0f * PI * (float)j / (float)slices;
            float x = sinf(phi) * sinf(theta), y = cosf(phi), z = sinf(phi) * cosf(theta);
            put_vertex(mesh, x, y, z, x, y, z);
        }
    }
    for (int i = 0; i < stacks; i++) {
        for (int j = 0; j < slices; j++) {
            uint32_t a = (uint32_t)(i * ring + j), b = a + (uint32_t)ring;
            if (i != 0)
                put_triangle(mesh, a, b, a + 1);
            if (i != stacks - 1)
                put_triangle(mesh, a + 1, b, b + 1);
        }
    }
    return true;
}

bool gui_mesh_cylinder(GuiMesh *mesh, int slices, bool top_cap)
{
    if (slices < 3)
        return false;
    /* Side: two rings with outward normals; the cap: a centre and a ring. */
    int side = 2 * (slices + 1), cap = top_cap ? 1 + slices : 0;
    if (!mesh_alloc(mesh, side + cap, slices * 6 + (top_cap ? slices * 3 : 0)))
        return false;
    for (int j = 0; j <= slices; j++) {
        float theta = 2.0f * PI * (float)j / (float)slices;
        float x = sinf(theta), z = cosf(theta);
        put_vertex(mesh, x, 0.0f, z, x, 0.0f, z);
        put_vertex(mesh, x, 1.0f, z, x, 0.0f, z);
    }
    for (int j = 0; j < slices; j++) {
        uint32_t a = (uint32_t)(2 * j);
        put_triangle(mesh, a, a + 2, a + 1);
        put_triangle(mesh, a + 1, a + 2, a + 3);
    }
    if (top_cap) {
        uint32_t centre = (uint32_t)mesh->vertex_count;
        put_vertex(mesh, 0.0f, 1.0f, 0.0f, 0.0f, 1.0f, 0.0f);
        for (int j = 0; j < slices; j++) {
            float theta = 2.0f * PI * (float)j / (float)slices;
            put_vertex(mesh, sinf(theta), 1.0f, cosf(theta), 0.0f, 1.0f, 0.0f);
        }
        for (int j = 0; j < slices; j++) {
            uint32_t a = centre + 1 + (uint32_t)j, b = centre + 1 + (uint32_t)((j + 1) % slices);
            put_triangle(mesh, centre, a, b);
        }
    }
    return true;
}

void gui_mesh_free(GuiMesh *mesh)
{
    free(mesh->vertices);
    free(mesh->indices);
    memset(mesh, 0, sizeof *mesh);
}

int gui_mesh_rod_level(float radius_px)
{
    const float tolerance_px = 0.75f, pi = 3.14159265358979f;
    int level = 0;
    while (level + 1 < GUI_ROD_LEVELS &&
           radius_px * (1.0f - cosf(pi / (float)(GUI_ROD_MIN_SLICES << level))) > tolerance_px)
        level++;
    return level;
}
