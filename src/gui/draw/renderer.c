/* renderer.c: GL programs, mesh uploads, and the draw calls. */
#include "gui/draw/renderer.h"

#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gui/draw/mesh.h"
#include "gui/draw/shader.h"

static bool upload(GuiGpuMesh *gpu, const GuiMesh *mesh, GLuint instance_vbo)
{
    glGenVertexArrays(1, &gpu->vao);
    glGenBuffers(1, &gpu->vbo);
    glGenBuffers(1, &gpu->ebo);
    glBindVertexArray(gpu->vao);
    glBindBuffer(GL_ARRAY_BUFFER, gpu->vbo);
    glBufferData(GL_ARRAY_BUFFER,
                 (GLsizeiptr)((size_t)mesh->vertex_count * GUI_MESH_STRIDE * sizeof(float)),
                 mesh->vertices, GL_STATIC_DRAW);
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, gpu->ebo);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, (GLsizeiptr)((size_t)mesh->index_count * sizeof(uint32_t)),
                 mesh->indices, GL_STATIC_DRAW);
    GLsizei stride = GUI_MESH_STRIDE * sizeof(float);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, stride, (void *)0);
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 3, GL_FLOAT, GL_FALSE, stride, (void *)(3 * sizeof(float)));
    /* Per-instance attributes (locations 2-11 of mesh.vert) from the shared instance buffer. */
    glBindBuffer(GL_ARRAY_BUFFER, instance_vbo);
    static const struct {
        GLuint location;
        GLint size;
        size_t offset;
    } attrs[] = {
        {2, 4, offsetof(GuiInstance, model)},         {3, 4, offsetof(GuiInstance, model) + 16},
        {4, 4, offsetof(GuiInstance, model) + 32},    {5, 4, offsetof(GuiInstance, model) + 48},
        {6, 3, offsetof(GuiInstance, normal)},        {7, 3, offsetof(GuiInstance, normal) + 12},
        {8, 3, offsetof(GuiInstance, normal) + 24},   {9, 4, offsetof(GuiInstance, colour)},
        {10, 3, offsetof(GuiInstance, emissive)},     {11, 3, offsetof(GuiInstance, material)},
    };
    for (size_t i = 0; i < sizeof attrs / sizeof attrs[0]; i++) {
        glEnableVertexAttribArray(attrs[i].location);
        glVertexAttribPointer(attrs[i].location, attrs[i].size, GL_FLOAT, GL_FALSE,
                              sizeof(GuiInstance), (void *)attrs[i].offset);
        glVertexAttribDivisor(attrs[i].location, 1);
    }
    glBindVertexArray(0);
    gpu->index_count = mesh->index_count;
    return glGetError() == GL_NO_ERROR;
}

enum { BEAD_CORNERS = 8 };

/* A 2D quad as two triangles; the queue holds this many before it draws itself. */
enum { UI_QUAD_FLOATS = 6 * GUI_UI_VERTEX_FLOATS, UI_QUEUE_QUADS = 256 };

/* The bead outline's octagon (a fan around the unit circle, which it just contains) and the
 * per-instance attributes (locations 0-5 of bead.vert). */
static void build_bead_quad(GuiRenderer *r)
{
    float corners[2 * BEAD_CORNERS];
    const float pi = 3.14159265358979f, reach = 1.0f / cosf(pi / BEAD_CORNERS);
    for (int k = 0; k < BEAD_CORNERS; k++) {
        float a = pi * (2.0f * (float)k + 1.0f) / BEAD_CORNERS;
        corners[2 * k] = reach * cosf(a);
        corners[2 * k + 1] = reach * sinf(a);
    }
    glGenVertexArrays(1, &r->bead_vao);
    glGenBuffers(1, &r->bead_quad_vbo);
    glBindVertexArray(r->bead_vao);
    glBindBuffer(GL_ARRAY_BUFFER, r->bead_quad_vbo);
    glBufferData(GL_ARRAY_BUFFER, sizeof corners, corners, GL_STATIC_DRAW);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 2 * sizeof(float), (void *)0);
    glBindBuffer(GL_ARRAY_BUFFER, r->instance_vbo);
    static const struct {
        GLuint location;
        GLint size;
        size_t offset;
    } attrs[] = {
        {1, 3, offsetof(GuiBeadInstance, centre)},   {2, 3, offsetof(GuiBeadInstance, scale)},
        {3, 4, offsetof(GuiBeadInstance, colour)},   {4, 3, offsetof(GuiBeadInstance, emissive)},
        {5, 4, offsetof(GuiBeadInstance, material)},
    };
    for (size_t i = 0; i < sizeof attrs / sizeof attrs[0]; i++) {
        glEnableVertexAttribArray(attrs[i].location);
        glVertexAttribPointer(attrs[i].location, attrs[i].size, GL_FLOAT, GL_FALSE,
                              sizeof(GuiBeadInstance), (void *)attrs[i].offset);
        glVertexAttribDivisor(attrs[i].location, 1);
    }
    glBindVertexArray(0);
}

/* The shadow square (a strip of four corners) and its per-instance attributes. */
static void build_shadow_quad(GuiRenderer *r)
{
    static const float corners[8] = {-1, -1, 1, -1, -1, 1, 1, 1};
    glGenVertexArrays(1, &r->shadow_vao);
    GLuint vbo;
    glGenBuffers(1, &vbo);
    r->shadow_quad_vbo = vbo;
    glBindVertexArray(r->shadow_vao);
    glBindBuffer(GL_ARRAY_BUFFER, vbo);
    glBufferData(GL_ARRAY_BUFFER, sizeof corners, corners, GL_STATIC_DRAW);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 2 * sizeof(float), (void *)0);
    glBindBuffer(GL_ARRAY_BUFFER, r->instance_vbo);
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 3, GL_FLOAT, GL_FALSE, sizeof(GuiShadowInstance),
                          (void *)offsetof(GuiShadowInstance, centre));
    glVertexAttribDivisor(1, 1);
    glEnableVertexAttribArray(2);
    glVertexAttribPointer(2, 3, GL_FLOAT, GL_FALSE, sizeof(GuiShadowInstance),
                          (void *)offsetof(GuiShadowInstance, radius));
    glVertexAttribDivisor(2, 1);
    glBindVertexArray(0);
}

static bool build_shapes(GuiRenderer *r, char *err, size_t err_size)
{
    for (int s = 0; s < GUI_SHAPE_COUNT; s++) {
        GuiMesh mesh;
        bool box = s == GUI_SHAPE_BOX || s == GUI_SHAPE_WOOD || s == GUI_SHAPE_PLATE;
        bool made = box ? gui_mesh_box(&mesh)
                    : s < GUI_SHAPE_TUBE
                        ? gui_mesh_cylinder(&mesh, GUI_ROD_MIN_SLICES << (s - GUI_SHAPE_ROD), true)
                        : gui_mesh_cylinder(&mesh, GUI_ROD_MIN_SLICES << (s - GUI_SHAPE_TUBE), false);
        if (!made) {
            snprintf(err, err_size, "out of memory building meshes");
            return false;
        }
        bool ok = upload(&r->shapes[s], &mesh, r->instance_vbo);
        gui_mesh_free(&mesh);
        if (!ok) {
            snprintf(err, err_size, "uploading a mesh failed (GL error)");
            return false;
        }
    }
    return true;
}

/* Builds one of the scene's programs (defines as gui_shader_program takes them). */
static bool scene_program(GuiSceneProgram *p, const char *name, const char *vertex_src,
                          const char *fragment_src, const char *defines, char *err,
                          size_t err_size)
{
    p->id = gui_shader_program(name, vertex_src, fragment_src, defines, err, err_size);
    if (p->id == 0)
        return false;
    p->u_view_proj = glGetUniformLocation(p->id, "u_view_proj");
    p->u_eye = glGetUniformLocation(p->id, "u_eye");
    return true;
}

bool gui_renderer_init(GuiRenderer *r, char *err, size_t err_size)
{
    memset(r, 0, sizeof *r);
    r->ui_fade = 1.0f;
    if (!scene_program(&r->mesh, "mesh", gui_shader_mesh_vert, gui_shader_mesh_frag, NULL, err,
                       err_size) ||
        !scene_program(&r->box, "mesh (flat faces)", gui_shader_mesh_vert, gui_shader_mesh_frag,
                       "#define FLAT_FACES 1\n", err, err_size) ||
        !scene_program(&r->bead, "bead", gui_shader_bead_vert, gui_shader_bead_frag, NULL, err,
                       err_size) ||
        !scene_program(&r->front_plane, "bead (front plane)", gui_shader_bead_vert,
                       gui_shader_bead_frag, "#define FRONT_PLANE 1\n", err, err_size) ||
        !scene_program(&r->shadow, "shadow", gui_shader_shadow_vert, gui_shader_shadow_frag, NULL,
                       err, err_size) ||
        !scene_program(&r->wood, "mesh (wood)", gui_shader_mesh_vert, gui_shader_mesh_frag,
                       "#define FLAT_FACES 1\n#define WOOD 1\n", err, err_size) ||
        !scene_program(&r->plate, "mesh (plate)", gui_shader_mesh_vert, gui_shader_mesh_frag,
                       "#define FLAT_FACES 1\n#define PLATE 1\n", err, err_size))
        return false;
    r->u_shadow_floor = glGetUniformLocation(r->shadow.id, "u_floor");
    r->u_hole_origin = glGetUniformLocation(r->plate.id, "u_hole_origin");
    r->u_hole_count = glGetUniformLocation(r->plate.id, "u_hole_count");
    r->u_hole_radius = glGetUniformLocation(r->plate.id, "u_hole_radius");
    r->backdrop_prog = gui_shader_program("backdrop", gui_shader_backdrop_vert,
                                          gui_shader_backdrop_frag, NULL, err, err_size);
    if (r->backdrop_prog == 0)
        return false;
    r->u_backdrop_aspect = glGetUniformLocation(r->backdrop_prog, "u_aspect");
    r->u_front_peg_radius = glGetUniformLocation(r->front_plane.id, "u_peg_radius");
    r->u_front_peg_top = glGetUniformLocation(r->front_plane.id, "u_peg_top");
    r->text_prog = gui_shader_program("ui_text", gui_shader_ui_vert, gui_shader_ui_text_frag,
                                      NULL, err, err_size);
    if (r->text_prog == 0)
        return false;
    r->panel_prog = gui_shader_program("ui_panel", gui_shader_ui_vert, gui_shader_ui_panel_frag,
                                       NULL, err, err_size);
    if (r->panel_prog == 0)
        return false;
    r->fxaa_prog = gui_shader_program("fxaa", gui_shader_fxaa_vert, gui_shader_fxaa_frag, NULL,
                                      err, err_size);
    if (r->fxaa_prog == 0)
        return false;
    r->u_fxaa_texel = glGetUniformLocation(r->fxaa_prog, "u_texel");
    r->u_fxaa_image = glGetUniformLocation(r->fxaa_prog, "u_image");
    glGenVertexArrays(1, &r->fxaa_vao);
    r->disc_prog = gui_shader_program("ui_disc", gui_shader_ui_vert, gui_shader_ui_disc_frag,
                                      NULL, err, err_size);
    if (r->disc_prog == 0)
        return false;
    r->u_disc_screen = glGetUniformLocation(r->disc_prog, "u_screen");
    glGenBuffers(1, &r->instance_vbo);
    r->u_text_screen = glGetUniformLocation(r->text_prog, "u_screen");
    r->u_text_colour = glGetUniformLocation(r->text_prog, "u_colour");
    r->u_text_texture = glGetUniformLocation(r->text_prog, "u_texture");
    r->u_panel_screen = glGetUniformLocation(r->panel_prog, "u_screen");
    if (!build_shapes(r, err, err_size))
        return false;
    build_bead_quad(r);
    build_shadow_quad(r);
    r->ui_queue = malloc((size_t)UI_QUEUE_QUADS * UI_QUAD_FLOATS * sizeof(float));
    if (r->ui_queue == NULL) {
        snprintf(err, err_size, "out of memory for the 2D queue");
        return false;
    }
    glGenVertexArrays(1, &r->ui_vao);
    glGenBuffers(1, &r->ui_vbo);
    glBindVertexArray(r->ui_vao);
    glBindBuffer(GL_ARRAY_BUFFER, r->ui_vbo);
    glBufferData(GL_ARRAY_BUFFER, UI_QUAD_FLOATS * sizeof(float), NULL, GL_DYNAMIC_DRAW);
    /* ui.vert's inputs: position, texture coordinates, fill, ring, ring width. */
    static const GLint sizes[] = {2, 2, 4, 4, 1};
    GLsizei stride = GUI_UI_VERTEX_FLOATS * sizeof(float);
    size_t offset = 0;
    for (GLuint i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        glEnableVertexAttribArray(i);
        glVertexAttribPointer(i, sizes[i], GL_FLOAT, GL_FALSE, stride,
                              (void *)(offset * sizeof(float)));
        offset += (size_t)sizes[i];
    }
    glBindVertexArray(0);
    GLenum e = glGetError();
    if (e != GL_NO_ERROR) {
        snprintf(err, err_size, "setting up the renderer failed (GL error 0x%x)", e);
        return false;
    }
    return true;
}

void gui_renderer_set_fxaa(GuiRenderer *r, bool on)
{
    r->fxaa = on;
}

/* The image the 3D part is drawn into for FXAA, at the drawable's size. False when the
 * driver refuses it (the frame is then drawn straight to the screen). */
static bool fxaa_target(GuiRenderer *r, int width, int height)
{
    if (r->fxaa_fbo != 0 && r->fxaa_w == width && r->fxaa_h == height)
        return true;
    if (r->fxaa_fbo == 0) {
        glGenFramebuffers(1, &r->fxaa_fbo);
        glGenTextures(1, &r->fxaa_colour);
        glGenRenderbuffers(1, &r->fxaa_depth);
    }
    glBindTexture(GL_TEXTURE_2D, r->fxaa_colour);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, NULL);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glBindRenderbuffer(GL_RENDERBUFFER, r->fxaa_depth);
    glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH_COMPONENT24, width, height);
    glBindFramebuffer(GL_FRAMEBUFFER, r->fxaa_fbo);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, r->fxaa_colour, 0);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, r->fxaa_depth);
    bool ok = glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    r->fxaa_w = ok ? width : 0;
    r->fxaa_h = ok ? height : 0;
    if (!ok)
        r->fxaa = false;
    return ok;
}

/* Draws the backdrop's grid (shaders/backdrop.vert) over the bound target, under
 * everything: no depth test, no depth written, so the board is then drawn over it as over
 * a cleared frame. Shading the pixels the board will cover again is cheaper on the software
 * rasteriser than drawing the backdrop last behind a depth test that reads each pixel's
 * depth (7 % fewer instructions a full-board frame: docs/benchmarks.md). */
static void draw_backdrop(GuiRenderer *r, int width, int height)
{
    enum { GRID = 16 }; /* backdrop.vert's */
    glDisable(GL_DEPTH_TEST);
    glDepthMask(GL_FALSE);
    glDisable(GL_BLEND);
    glDisable(GL_CULL_FACE);
    glUseProgram(r->backdrop_prog);
    glUniform1f(r->u_backdrop_aspect, height > 0 ? (float)width / (float)height : 1.0f);
    glBindVertexArray(r->fxaa_vao);
    glDrawArrays(GL_TRIANGLES, 0, GRID * GRID * 6);
}

void gui_renderer_begin(GuiRenderer *r, int width, int height)
{
    r->width = width;
    r->height = height;
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    if (r->fxaa && fxaa_target(r, width, height))
        glBindFramebuffer(GL_FRAMEBUFFER, r->fxaa_fbo);
    glViewport(0, 0, width, height);
    /* The room's dark (shaders/backdrop.vert's DARK): the backdrop draws only its light. */
    glClearColor(0.055f, 0.06f, 0.075f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    draw_backdrop(r, width, height);
    glEnable(GL_DEPTH_TEST);
    glDepthMask(GL_TRUE);
    glEnable(GL_CULL_FACE);
    glDisable(GL_BLEND);
    glUseProgram(r->mesh.id);
}

void gui_renderer_camera(GuiRenderer *r, mat4 view_proj, const vec3 eye)
{
    GuiSceneProgram *programs[] = {&r->mesh,   &r->box,  &r->bead, &r->front_plane,
                                   &r->shadow, &r->wood, &r->plate};
    for (size_t i = 0; i < sizeof programs / sizeof programs[0]; i++) {
        glUseProgram(programs[i]->id);
        glUniformMatrix4fv(programs[i]->u_view_proj, 1, GL_FALSE, (const float *)view_proj);
        glUniform3f(programs[i]->u_eye, eye[0], eye[1], eye[2]);
    }
    glUseProgram(r->mesh.id);
}

void gui_renderer_instance(GuiInstance *out, mat4 model, const GuiMaterial *m)
{
    mat4 inv;
    glm_mat4_inv(model, inv);
    glm_mat4_transpose(inv);
    memcpy(out->model, model, sizeof out->model);
    for (int c = 0; c < 3; c++)
        for (int k = 0; k < 3; k++)
            out->normal[c * 3 + k] = inv[c][k];
    memcpy(out->colour, m->colour, sizeof out->colour);
    memcpy(out->emissive, m->emissive, sizeof out->emissive);
    out->material[0] = m->specular;
    out->material[1] = m->shininess;
    out->material[2] = m->glow_face;
}

void gui_renderer_meshes(GuiRenderer *r, GuiShape shape, const GuiInstance *instances, int count,
                         bool translucent)
{
    if (count <= 0)
        return;
    glBindBuffer(GL_ARRAY_BUFFER, r->instance_vbo);
    /* Fresh storage each call, so no earlier draw of the frame is waited for. */
    glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)((size_t)count * sizeof *instances), instances,
                 GL_STREAM_DRAW);
    if (translucent) {
        glEnable(GL_BLEND);
        glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
        glDepthMask(GL_FALSE);
    }
    /* Boxes have flat faces: their programs pass normal and diffuse light flat. */
    glUseProgram(shape == GUI_SHAPE_BOX     ? r->box.id
                 : shape == GUI_SHAPE_WOOD  ? r->wood.id
                 : shape == GUI_SHAPE_PLATE ? r->plate.id
                                            : r->mesh.id);
    glBindVertexArray(r->shapes[shape].vao);
    glDrawElementsInstanced(GL_TRIANGLES, r->shapes[shape].index_count, GL_UNSIGNED_INT, (void *)0,
                            count);
    glUseProgram(r->mesh.id);
    if (translucent) {
        glDisable(GL_BLEND);
        glDepthMask(GL_TRUE);
    }
}

void gui_renderer_glow_meshes(GuiRenderer *r, GuiShape shape, const GuiInstance *instances,
                              int count)
{
    if (count <= 0)
        return;
    glBindBuffer(GL_ARRAY_BUFFER, r->instance_vbo);
    glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)((size_t)count * sizeof *instances), instances,
                 GL_STREAM_DRAW);
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    glDisable(GL_DEPTH_TEST);
    glDepthMask(GL_FALSE);
    glUseProgram(r->mesh.id);
    glBindVertexArray(r->shapes[shape].vao);
    glDrawElementsInstanced(GL_TRIANGLES, r->shapes[shape].index_count, GL_UNSIGNED_INT, (void *)0,
                            count);
    glDisable(GL_BLEND);
    glEnable(GL_DEPTH_TEST);
    glDepthMask(GL_TRUE);
}

void gui_renderer_bead(GuiBeadInstance *out, const vec3 centre, const vec3 scale,
                       const GuiMaterial *m)
{
    memcpy(out->centre, centre, sizeof out->centre);
    memcpy(out->scale, scale, sizeof out->scale);
    memcpy(out->colour, m->colour, sizeof out->colour);
    memcpy(out->emissive, m->emissive, sizeof out->emissive);
    out->material[0] = m->specular;
    out->material[1] = m->shininess;
    out->material[2] = m->glow_face;
    out->material[3] = m->band;
}

void gui_renderer_plate_holes(GuiRenderer *r, float x, float y, int columns, int rows,
                              float radius)
{
    glUseProgram(r->plate.id);
    glUniform2f(r->u_hole_origin, x, y);
    glUniform2f(r->u_hole_count, (float)columns, (float)rows);
    glUniform1f(r->u_hole_radius, radius);
    glUseProgram(r->mesh.id);
}

void gui_renderer_pegs(GuiRenderer *r, float radius, float top)
{
    glUseProgram(r->front_plane.id);
    glUniform1f(r->u_front_peg_radius, radius);
    glUniform1f(r->u_front_peg_top, top);
    glUseProgram(r->mesh.id);
}

void gui_renderer_beads(GuiRenderer *r, const GuiBeadInstance *beads, int count,
                        GuiBeadPass pass)
{
    if (count <= 0)
        return;
    glBindBuffer(GL_ARRAY_BUFFER, r->instance_vbo);
    glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)((size_t)count * sizeof *beads), beads,
                 GL_STREAM_DRAW);
    if (pass == GUI_BEADS_TRANSLUCENT) {
        glEnable(GL_BLEND);
        glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
        glDepthMask(GL_FALSE);
    }
    glUseProgram(pass == GUI_BEADS_FRONT_PLANE ? r->front_plane.id : r->bead.id);
    glBindVertexArray(r->bead_vao);
    /* The octagons face the eye whatever its side; culling must not depend on their winding. */
    glDisable(GL_CULL_FACE);
    glDrawArraysInstanced(GL_TRIANGLE_FAN, 0, BEAD_CORNERS, count);
    glEnable(GL_CULL_FACE);
    glUseProgram(r->mesh.id);
    if (pass == GUI_BEADS_TRANSLUCENT) {
        glDisable(GL_BLEND);
        glDepthMask(GL_TRUE);
    }
}

void gui_renderer_shadows(GuiRenderer *r, const GuiShadowInstance *shadows, int count,
                          const vec3 lo, const vec3 hi)
{
    if (count <= 0)
        return;
    glBindBuffer(GL_ARRAY_BUFFER, r->instance_vbo);
    glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)((size_t)count * sizeof *shadows), shadows,
                 GL_STREAM_DRAW);
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    glDepthMask(GL_FALSE);
    glDisable(GL_CULL_FACE);
    /* The shadows lie on the base's face: nearer in depth by the least step, the same pixels. */
    glEnable(GL_POLYGON_OFFSET_FILL);
    glPolygonOffset(-1.0f, -1.0f);
    glUseProgram(r->shadow.id);
    glUniform4f(r->u_shadow_floor, lo[0], lo[2], hi[0], hi[2]);
    glBindVertexArray(r->shadow_vao);
    glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, count);
    glDisable(GL_POLYGON_OFFSET_FILL);
    glEnable(GL_CULL_FACE);
    glDepthMask(GL_TRUE);
    glDisable(GL_BLEND);
    glUseProgram(r->mesh.id);
}

void gui_renderer_begin_2d(GuiRenderer *r)
{
    r->ui_fade = 1.0f;
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_CULL_FACE);
    if (r->fxaa && r->fxaa_w == r->width && r->fxaa_h == r->height) {
        /* The 3D image, smoothed onto the screen; text and panels then go on crisp. */
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        glDisable(GL_BLEND);
        glUseProgram(r->fxaa_prog);
        glUniform2f(r->u_fxaa_texel, 1.0f / (float)r->width, 1.0f / (float)r->height);
        glUniform1i(r->u_fxaa_image, 0);
        glActiveTexture(GL_TEXTURE0);
        glBindTexture(GL_TEXTURE_2D, r->fxaa_colour);
        glBindVertexArray(r->fxaa_vao);
        glDrawArrays(GL_TRIANGLES, 0, 3);
    }
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    glUseProgram(r->panel_prog);
    glUniform2f(r->u_panel_screen, (float)r->width, (float)r->height);
    glUseProgram(r->disc_prog);
    glUniform2f(r->u_disc_screen, (float)r->width, (float)r->height);
    glUseProgram(r->text_prog);
    glUniform2f(r->u_text_screen, (float)r->width, (float)r->height);
    glUniform1i(r->u_text_texture, 0);
    glBindVertexArray(r->ui_vao);
    glBindBuffer(GL_ARRAY_BUFFER, r->ui_vbo);
}

/* The two triangles of the quad x, y, w, h (a strip's 0 1 2 and 2 1 3), each vertex with
 * the shape's fill, ring and ring width. */
static void quad_vertices(float *out, float x, float y, float w, float h, const float fill[4],
                          const float ring[4], float ring_width)
{
    static const int CORNERS[6] = {0, 1, 2, 2, 1, 3};
    for (int i = 0; i < 6; i++) {
        int c = CORNERS[i];
        float u = (float)(c & 1), v = (float)(c >> 1);
        float *p = out + i * GUI_UI_VERTEX_FLOATS;
        p[0] = x + u * w;
        p[1] = y + v * h;
        p[2] = u;
        p[3] = v;
        memcpy(p + 4, fill, 4 * sizeof(float));
        memcpy(p + 8, ring, 4 * sizeof(float));
        p[12] = ring_width;
    }
}

/* Draws `quads` quads of `data` with the bound program. Fresh storage for every call:
 * rewriting storage an earlier draw of this frame still reads would make the driver finish
 * that draw first (a full flush on llvmpipe). */
static void draw_quads(const float *data, int quads)
{
    glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)((size_t)quads * UI_QUAD_FLOATS * sizeof(float)),
                 data, GL_STREAM_DRAW);
    glDrawArrays(GL_TRIANGLES, 0, 6 * quads);
}

void gui_renderer_end_2d(GuiRenderer *r)
{
    if (r->ui_queued == 0)
        return;
    glUseProgram(r->ui_queued_prog);
    if (r->ui_queued_opaque)
        glDisable(GL_BLEND);
    draw_quads(r->ui_queue, r->ui_queued);
    if (r->ui_queued_opaque)
        glEnable(GL_BLEND);
    r->ui_queued = 0;
}

/* Queues a shape for `prog` (opaque: drawn without blending), drawing the queue first when
 * it holds another kind or is full: the shapes keep their order on the screen. */
static void queue_shape(GuiRenderer *r, GLuint prog, bool opaque, float x, float y, float w,
                        float h, const float fill[4], const float ring[4], float ring_width)
{
    if (r->ui_queued > 0 && (r->ui_queued_prog != prog || r->ui_queued_opaque != opaque ||
                             r->ui_queued == UI_QUEUE_QUADS))
        gui_renderer_end_2d(r);
    r->ui_queued_prog = prog;
    r->ui_queued_opaque = opaque;
    quad_vertices(r->ui_queue + (size_t)r->ui_queued * UI_QUAD_FLOATS, x, y, w, h, fill, ring,
                  ring_width);
    r->ui_queued++;
}

void gui_renderer_rect(GuiRenderer *r, float x, float y, float w, float h, const vec4 colour)
{
    const float fill[4] = {colour[0], colour[1], colour[2], colour[3] * r->ui_fade};
    queue_shape(r, r->panel_prog, fill[3] >= 1.0f, x, y, w, h, fill, fill, 0.0f);
}

void gui_renderer_disc(GuiRenderer *r, float cx, float cy, float radius, const vec4 fill,
                       const vec4 ring, float ring_fraction)
{
    const float f[4] = {fill[0], fill[1], fill[2], fill[3] * r->ui_fade};
    const float g[4] = {ring[0], ring[1], ring[2], ring[3] * r->ui_fade};
    queue_shape(r, r->disc_prog, false, cx - radius, cy - radius, 2.0f * radius,
                2.0f * radius, f, g, ring_fraction);
}

void gui_renderer_texture(GuiRenderer *r, GLuint tex, float x, float y, float w, float h,
                          const vec4 colour)
{
    gui_renderer_end_2d(r);
    glUseProgram(r->text_prog);
    glUniform4f(r->u_text_colour, colour[0], colour[1], colour[2], colour[3] * r->ui_fade);
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, tex);
    float vertices[UI_QUAD_FLOATS];
    static const float NONE[4] = {0, 0, 0, 0};
    quad_vertices(vertices, x, y, w, h, NONE, NONE, 0.0f);
    draw_quads(vertices, 1);
}

void gui_renderer_free(GuiRenderer *r)
{
    for (int s = 0; s < GUI_SHAPE_COUNT; s++) {
        glDeleteVertexArrays(1, &r->shapes[s].vao);
        glDeleteBuffers(1, &r->shapes[s].vbo);
        glDeleteBuffers(1, &r->shapes[s].ebo);
    }
    glDeleteVertexArrays(1, &r->bead_vao);
    glDeleteVertexArrays(1, &r->shadow_vao);
    glDeleteVertexArrays(1, &r->fxaa_vao);
    if (r->fxaa_fbo != 0) {
        glDeleteFramebuffers(1, &r->fxaa_fbo);
        glDeleteTextures(1, &r->fxaa_colour);
        glDeleteRenderbuffers(1, &r->fxaa_depth);
    }
    glDeleteBuffers(1, &r->shadow_quad_vbo);
    glDeleteBuffers(1, &r->bead_quad_vbo);
    glDeleteVertexArrays(1, &r->ui_vao);
    glDeleteBuffers(1, &r->ui_vbo);
    glDeleteBuffers(1, &r->instance_vbo);
    free(r->ui_queue);
    GLuint programs[] = {r->mesh.id,   r->box.id,     r->bead.id,       r->front_plane.id,
                         r->shadow.id, r->wood.id,    r->plate.id,      r->backdrop_prog,
                         r->fxaa_prog, r->text_prog,  r->panel_prog,    r->disc_prog};
    for (size_t i = 0; i < sizeof programs / sizeof programs[0]; i++)
        if (programs[i])
            glDeleteProgram(programs[i]);
    memset(r, 0, sizeof *r);
}
