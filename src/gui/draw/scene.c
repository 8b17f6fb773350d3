/* scene.c: turning a board into draw calls, generically over the geometry. */
#include "gui/draw/scene.h"

#include <math.h>
#include <stdlib.h>

#include "gui/draw/mesh.h"
#include "gui/draw/see_through.h"

/* At most: a bead per cell, a rod per peg and per bead on it (draw_peg), and the boxes of
 * the base or the upright frame. */
enum { MAX_DRAWS = 2 * S4_MAX_CELLS + S4_MAX_PEGS + 32 };

/* What a queued part is drawn as: a triangle mesh (a GuiShape) or a ray-cast bead. */
enum { PART_BEAD = GUI_SHAPE_COUNT };

/* Opaque parts are queued and drawn nearest the eye first, so the depth test rejects
 * hidden fragments before shading them (the software rasteriser is fill-bound). */
typedef struct Draw {
    int kind;        /* a GuiShape or PART_BEAD */
    mat4 model;      /* for a bead: translation to its centre, scaled by its half-extents */
    GuiMaterial material;
    float distance; /* from the eye to the part's centre */
} Draw;

typedef struct DrawList {
    Draw items[MAX_DRAWS];
    int count;
    Draw faded[MAX_DRAWS];        /* drawn see-through after the opaque parts, farthest first */
    int faded_count;
    GuiSeeThrough see;            /* the beads and pegs in front of what matters */
    vec3 eye;
    GuiInstance batch[MAX_DRAWS]; /* one shape's instances, in drawing order */
    GuiBeadInstance beads[MAX_DRAWS];
} DrawList;

static void queue(DrawList *list, int kind, mat4 model, const GuiMaterial *m)
{
    if (list->count == MAX_DRAWS)
        return;
    Draw *d = &list->items[list->count++];
    d->kind = kind;
    glm_mat4_copy(model, d->model);
    d->material = *m;
    d->distance = glm_vec3_distance(d->model[3], list->eye);
}

/* Queues a part for the see-through pass instead. */
static void queue_faded(DrawList *list, int kind, mat4 model, const GuiMaterial *m)
{
    if (list->faded_count == MAX_DRAWS)
        return;
    Draw *d = &list->faded[list->faded_count++];
    d->kind = kind;
    glm_mat4_copy(model, d->model);
    d->material = *m;
    d->distance = glm_vec3_distance(d->model[3], list->eye);
}

static int farther_first(const void *a, const void *b)
{
    float x = ((const Draw *)a)->distance, y = ((const Draw *)b)->distance;
    return (x < y) - (x > y);
}

static int nearer_first(const void *a, const void *b)
{
    float x = ((const Draw *)a)->distance, y = ((const Draw *)b)->distance;
    return (x > y) - (x < y);
}

/* Opacity of a bead and of a rod drawn see-through: enough of its shape to keep the stack
 * readable, little enough that the bead behind shows its colour and its marks. */
static const float BEAD_SEE_THROUGH = 0.22f;
static const float ROD_SEE_THROUGH = 0.25f;

static const float WHITE_RGB[3] = {0.93f, 0.91f, 0.86f};
static const float BLACK_RGB[3] = {0.09f, 0.09f, 0.11f};
/* Connect Four's discs: the first player's red, the second's yellow; in the colour-blind
 * palette Okabe and Ito's orange and sky blue, apart in lightness and on the blue-yellow
 * axis (red and yellow differ mostly in lightness there). */
static const float RED_RGB[3] = {0.80f, 0.07f, 0.06f};
static const float YELLOW_RGB[3] = {0.97f, 0.78f, 0.08f};
static const float ORANGE_RGB[3] = {0.90f, 0.55f, 0.0f};
static const float SKY_RGB[3] = {0.45f, 0.78f, 0.98f};

void gui_scene_bead_rgb(const GuiLayout *layout, S4Colour c, bool colour_blind, vec3 out)
{
    const float *first = colour_blind ? ORANGE_RGB : RED_RGB;
    const float *second = colour_blind ? SKY_RGB : YELLOW_RGB;
    const float *src = layout->flat ? (c == S4_WHITE ? first : second)
                                    : (c == S4_WHITE ? WHITE_RGB : BLACK_RGB);
    out[0] = src[0], out[1] = src[1], out[2] = src[2];
}

static GuiMaterial material(float r, float g, float b, float a, float spec, float shine)
{
    GuiMaterial m = {{r, g, b, a}, {0, 0, 0}, spec, shine, 0.45f, 0.0f};
    return m;
}

/* A box spanning lo..hi, drawn as `shape` (a box, a wood box or a plate with holes). */
static void draw_box_as(DrawList *r, int shape, const vec3 lo, const vec3 hi,
                        const GuiMaterial *m)
{
    mat4 model;
    glm_translate_make(model, (vec3){(lo[0] + hi[0]) * 0.5f, (lo[1] + hi[1]) * 0.5f,
                                     (lo[2] + hi[2]) * 0.5f});
    glm_scale(model, (vec3){(hi[0] - lo[0]) * 0.5f, (hi[1] - lo[1]) * 0.5f, (hi[2] - lo[2]) * 0.5f});
    queue(r, shape, model, m);
}

static void draw_box(DrawList *r, const vec3 lo, const vec3 hi, const GuiMaterial *m)
{
    draw_box_as(r, GUI_SHAPE_BOX, lo, hi, m);
}

/* One bead (3D: flattened sphere) or disc (flat: a sphere flattened along z) centred at c. */
static void draw_bead(DrawList *r, const GuiLayout *layout, const vec3 c, const GuiMaterial *m)
{
    mat4 model;
    glm_translate_make(model, (vec3){c[0], c[1], c[2]});
    const float *s = layout->bead_scale;
    /* A flattened sphere: a bead on a rod, or a lens-shaped disc facing the player. */
    glm_scale(model, (vec3){s[0], s[1], s[2]});
    queue(r, PART_BEAD, model, m);
}

/* Draws the queued parts of one kind, in queue order, as one instanced call; beads as
 * `pass` says, meshes translucent for GUI_BEADS_TRANSLUCENT and opaque otherwise. */
static void draw_parts(GuiRenderer *renderer, DrawList *r, const Draw *items, int count, int kind,
                       GuiBeadPass pass)
{
    int n = 0;
    for (int i = 0; i < count; i++) {
        const Draw *d = &items[i];
        if (d->kind != kind)
            continue;
        if (kind == PART_BEAD) {
            /* The model is a translation times an axis scale (draw_bead). */
            vec3 scale = {d->model[0][0], d->model[1][1], d->model[2][2]};
            gui_renderer_bead(&r->beads[n++], d->model[3], scale, &d->material);
        } else {
            gui_renderer_instance(&r->batch[n++], (vec4 *)d->model, &d->material);
        }
    }
    if (kind == PART_BEAD)
        gui_renderer_beads(renderer, r->beads, n, pass);
    else
        gui_renderer_meshes(renderer, (GuiShape)kind, r->batch, n,
                            pass == GUI_BEADS_TRANSLUCENT);
}

static void draw_kind(GuiRenderer *renderer, DrawList *r, int kind, GuiBeadPass pass)
{
    draw_parts(renderer, r, r->items, r->count, kind, pass);
}

/* The see-through parts, farthest first, each run of one kind in one call, blended over
 * everything opaque (depth tested, not written). */
static void draw_faded(GuiRenderer *renderer, DrawList *r)
{
    qsort(r->faded, (size_t)r->faded_count, sizeof r->faded[0], farther_first);
    for (int i = 0; i < r->faded_count;) {
        int j = i;
        while (j < r->faded_count && r->faded[j].kind == r->faded[i].kind)
            j++;
        draw_parts(renderer, r, r->faded + i, j - i, r->faded[i].kind, GUI_BEADS_TRANSLUCENT);
        i = j;
    }
}

static GuiMaterial bead_material(const GuiLayout *layout, const GuiSceneState *s, S4Colour c,
                                 float alpha)
{
    vec3 rgb;
    gui_scene_bead_rgb(layout, c, s->colour_blind, rgb);
    bool dark = !layout->flat && c == S4_BLACK;
    return material(rgb[0], rgb[1], rgb[2], alpha, dark ? 0.9f : 0.55f, dark ? 70.0f : 40.0f);
}

/* One rod of the peg's axis from height y0 to y1 above its foot; see-through when the peg
 * stands in front of what matters. */
static void draw_rod(DrawList *r, const GuiLayout *layout, int peg, int shape, float y0, float y1,
                     const GuiMaterial *m)
{
    const float *foot = layout->peg_foot[peg];
    mat4 model;
    glm_translate_make(model, (vec3){foot[0], foot[1] + y0, foot[2]});
    glm_scale(model, (vec3){layout->peg_radius, y1 - y0, layout->peg_radius});
    if (r->see.pegs >> peg & 1) {
        GuiMaterial faded = *m;
        faded.colour[3] = ROD_SEE_THROUGH;
        queue_faded(r, shape, model, &faded);
    } else {
        queue(r, shape, model, m);
    }
}

/* A peg, drawn only where no bead hides it (gui_layout_peg_runs): a software rasteriser
 * would walk the hidden triangles too. Runs that end inside beads are open tubes; only the
 * run to the top is capped. `level` is the level of detail (gui_mesh_rod_level). */
static void draw_peg(DrawList *r, const GuiLayout *layout, const S4Board *board, int peg,
                     int level, const GuiMaterial *m)
{
    GuiPegRun runs[GUI_MAX_PEG_RUNS];
    /* Beads drawn see-through leave the rod inside them to be seen. */
    uint64_t solid = 0;
    int height = s4_board_peg_height(board, peg);
    for (int k = 0; k < height; k++)
        if (!(r->see.cells >> s4_cell(layout->geo, peg, k) & 1))
            solid |= UINT64_C(1) << k;
    int n = gui_layout_peg_runs_around(layout, height, solid, runs);
    for (int i = 0; i < n; i++) {
        int shape = (runs[i].top ? GUI_SHAPE_ROD : GUI_SHAPE_TUBE) + level;
        draw_rod(r, layout, peg, shape, runs[i].y0, runs[i].y1, m);
    }
}

static void draw_3d_board(DrawList *r, const GuiLayout *layout, const GuiSceneState *s)
{
    GuiMaterial wood = material(0.52f, 0.34f, 0.19f, 1.0f, 0.18f, 20.0f);
    /* A falling bead is not yet where the board has it: its peg shows whole below it. */
    int drop_peg = s->drop_cell >= 0 ? s4_cell_peg(layout->geo, s->drop_cell) : -1;
    S4Board without_drop = *s->board;
    if (drop_peg >= 0)
        s4_board_remove(&without_drop, drop_peg);
    draw_box_as(r, GUI_SHAPE_WOOD, layout->base_min, layout->base_max, &wood);
    for (int peg = 0; peg < layout->geo->pegs; peg++) {
        GuiMaterial rod = material(0.80f, 0.72f, 0.55f, 1.0f, 0.5f, 30.0f);
        if (peg == s->hover_peg) {
            glm_vec3_copy((vec3){0.25f, 0.55f, 1.0f}, rod.emissive);
            glm_vec3_copy((vec3){0.55f, 0.75f, 1.0f}, rod.colour);
        }
        vec3 middle;
        gui_layout_peg_centre(layout, peg, middle);
        float distance = glm_vec3_distance(middle, (float *)s->eye);
        float radius_px = distance > 0.0f ? layout->peg_radius * s->pixels_per_unit / distance
                                          : 1e6f;
        draw_peg(r, layout, peg == drop_peg ? &without_drop : s->board, peg,
                 gui_mesh_rod_level(radius_px), &rod);
    }
}

/* An upright grid as the classic frame: a blue plate in front of the discs and one behind,
 * each with a round hole at every cell (mesh.frag, PLATE), a bar along the foot and a post
 * at each side; the discs stand between the plates, seen through the holes. */
static void draw_flat_frame(GuiRenderer *renderer, DrawList *r, const GuiLayout *layout,
                            const GuiSceneState *s)
{
    const S4Geometry *geo = layout->geo;
    /* The plates face the player, away from the key light: a glow over their face keeps
     * the frame's own bright blue. */
    GuiMaterial frame = material(0.12f, 0.32f, 0.95f, 1.0f, 0.45f, 40.0f);
    glm_vec3_copy((vec3){0.03f, 0.09f, 0.30f}, frame.emissive);
    frame.glow_face = 1.0f;
    GuiMaterial back = material(0.07f, 0.19f, 0.62f, 1.0f, 0.3f, 24.0f);
    draw_box(r, layout->base_min, layout->base_max, &frame);
    float foot = layout->peg_foot[0][1];
    float top = foot + (float)geo->height;
    float half_w = (float)geo->width * 0.5f;
    float lo_x = -half_w - 0.12f, hi_x = half_w + 0.12f;
    float t = layout->bead_scale[2] + 0.02f; /* the discs' half thickness and a gap */
    draw_box_as(r, GUI_SHAPE_PLATE, (vec3){lo_x, foot, t}, (vec3){hi_x, top + 0.12f, t + 0.07f},
                &frame);
    draw_box_as(r, GUI_SHAPE_PLATE, (vec3){lo_x, foot, -t - 0.07f}, (vec3){hi_x, top + 0.12f, -t},
                &back);
    for (int side = 0; side < 2; side++) {
        float x = side ? hi_x : lo_x - 0.16f;
        draw_box(r, (vec3){x, layout->base_min[1], -t - 0.07f},
                 (vec3){x + 0.16f, top + 0.12f, t + 0.07f}, &frame);
    }
    if (s->hover_peg >= 0) {
        /* The column under the mouse: a lit strip behind the back plate, glowing through
         * its empty holes. */
        float x = layout->peg_foot[s->hover_peg][0];
        GuiMaterial lit = material(0.30f, 0.55f, 1.0f, 1.0f, 0.0f, 8.0f);
        glm_vec3_copy((vec3){0.20f, 0.40f, 0.85f}, lit.emissive);
        draw_box(r, (vec3){x - 0.47f, foot, -t - 0.16f}, (vec3){x + 0.47f, top, -t - 0.12f}, &lit);
    }
    gui_renderer_plate_holes(renderer, layout->peg_foot[0][0], foot + layout->bead_bottom,
                             geo->width, geo->height, layout->bead_scale[0] * 1.04f);
}

bool gui_scene_win_ends(const GuiLayout *layout, uint64_t win_line, vec3 a, vec3 b)
{
    const S4Geometry *geo = layout->geo;
    vec3 centres[S4_MAX_CELLS];
    int n = 0;
    for (int cell = 0; cell < geo->cells; cell++)
        if (win_line & (UINT64_C(1) << cell))
            gui_layout_cell_centre(layout, s4_cell_peg(geo, cell), s4_cell_level(geo, cell),
                                   centres[n++]);
    if (n < 2)
        return false;
    /* The cells are collinear: the farthest pair are the line's ends. */
    float best = -1.0f;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            float d = glm_vec3_distance(centres[i], centres[j]);
            if (d > best) {
                best = d;
                glm_vec3_copy(centres[i], a);
                glm_vec3_copy(centres[j], b);
            }
        }
    return true;
}

/* The hovered peg's column as a faint blue glow through the whole stack (seen through any
 * bead in front of it), so the peg a click would play on is plain even when beads hide it. */
static void draw_hover_column(GuiRenderer *renderer, const GuiLayout *layout,
                              const GuiSceneState *s)
{
    const float *foot = layout->peg_foot[s->hover_peg];
    mat4 model;
    glm_translate_make(model, (vec3){foot[0], foot[1], foot[2]});
    float radius = layout->peg_radius * 0.7f;
    glm_scale(model, (vec3){radius, layout->axis_height + 0.02f, radius});
    GuiMaterial m = material(0.45f, 0.75f, 1.0f, 0.4f, 0.0f, 8.0f);
    glm_vec3_copy((vec3){0.2f, 0.45f, 0.9f}, m.emissive);
    m.glow_face = 1.0f;
    GuiInstance column;
    gui_renderer_instance(&column, model, &m);
    gui_renderer_glow_meshes(renderer, (GuiShape)(GUI_SHAPE_ROD + 1), &column, 1);
}

/* The winning line as a glowing bar through the beads' centres, reaching a little past the
 * end beads, drawn over everything (a dark sleeve, then the bright core) so it shows
 * through any bead in front of it from any angle. `thin` draws a slimmer, cooler bar: one
 * of many lines shown together (the lesson's kinds of line), which must not hide each other. */
static void draw_bar(GuiRenderer *renderer, const GuiLayout *layout, uint64_t line, float pulse,
                     bool thin)
{
    vec3 a, b;
    if (!gui_scene_win_ends(layout, line, a, b))
        return;
    vec3 d;
    glm_vec3_sub(b, a, d);
    float len = glm_vec3_norm(d);
    glm_vec3_scale(d, 1.0f / len, d);
    float reach = layout->bead_scale[0] * 0.9f;
    glm_vec3_muladds(d, -reach, a);
    len += 2.0f * reach;
    vec3 side, other;
    vec3 any = {fabsf(d[1]) < 0.9f ? 0.0f : 1.0f, fabsf(d[1]) < 0.9f ? 1.0f : 0.0f, 0.0f};
    glm_vec3_crossn(d, any, side);
    glm_vec3_cross(side, d, other);
    GuiInstance bars[2];
    static const float RADII[2][2] = {{0.105f, 0.065f}, {0.055f, 0.032f}};
    for (int k = 0; k < 2; k++) {
        float radius = RADII[thin][k];
        mat4 model = GLM_MAT4_IDENTITY_INIT;
        for (int i = 0; i < 3; i++) {
            model[0][i] = side[i] * radius;
            model[1][i] = d[i] * len;
            model[2][i] = other[i] * radius;
            model[3][i] = a[i];
        }
        GuiMaterial m = k == 0 ? material(0.12f, 0.06f, 0.0f, 0.6f, 0.0f, 8.0f)
                        : thin ? material(0.45f, 0.80f, 1.0f, 0.95f, 0.3f, 20.0f)
                               : material(1.0f, 0.78f, 0.16f, 0.95f, 0.3f, 20.0f);
        if (k == 1 && thin) {
            glm_vec3_copy((vec3){0.15f, 0.45f, 0.75f}, m.emissive);
            m.glow_face = 0.8f;
        } else if (k == 1) {
            glm_vec3_copy((vec3){0.55f + 0.45f * pulse, 0.40f + 0.3f * pulse, 0.05f}, m.emissive);
            m.glow_face = 0.8f;
        }
        gui_renderer_instance(&bars[k], model, &m);
    }
    int level = GUI_ROD_LEVELS - 2;
    gui_renderer_glow_meshes(renderer, (GuiShape)(GUI_SHAPE_ROD + level), &bars[0], 1);
    gui_renderer_glow_meshes(renderer, (GuiShape)(GUI_SHAPE_ROD + level), &bars[1], 1);
}

/* Where the key light (mesh.vert's KEY_DIR, from up and the left, a little behind) throws
 * the shadow of a point one unit above the base: this far along x (and 0.06 along z, which
 * the shadows leave out: they are drawn out along x alone). */
static const float SHADOW_X = 0.6f / 0.9f;

/* Soft shadows on the base, cast by the key light: under each stack an ellipse from its
 * foot to where its top bead's shadow falls, under a bare peg a disc and its rod's thin
 * shadow, so stacks stand on the board and cast their weight across it. One or two
 * blended squares a peg, no shadow map: on the software rasteriser a shadow map's extra
 * pass over the scene would cost more than the rest of the frame. */
static void draw_contact_shadows(GuiRenderer *renderer, const GuiLayout *layout,
                                 const GuiSceneState *s)
{
    GuiShadowInstance shadows[2 * S4_MAX_PEGS];
    int n = 0;
    /* On the face itself, pulled nearer in depth only by the renderer (glPolygonOffset): a
     * shadow lifted above it would cover pixels past the face's outline, over the backdrop. */
    float floor_y = layout->base_max[1];
    for (int peg = 0; peg < layout->geo->pegs; peg++) {
        int beads = s4_board_peg_height(s->board, peg);
        const float *foot = layout->peg_foot[peg];
        if (beads == 0) {
            /* A bare peg: a soft disc round its foot, and its rod's thin shadow. */
            float r = layout->peg_radius * 4.0f, reach = SHADOW_X * layout->axis_height;
            shadows[n++] = (GuiShadowInstance){{foot[0] + 0.06f, floor_y, foot[2] - 0.08f}, r,
                                               0.35f, r};
            shadows[n++] = (GuiShadowInstance){{foot[0] + reach * 0.5f, floor_y, foot[2]},
                                               layout->peg_radius * 2.5f, 0.22f,
                                               reach * 0.5f + layout->peg_radius * 2.0f};
            continue;
        }
        /* A stack: one shadow from behind its foot to past where its top bead's falls, as
         * wide as a bead, darker for a taller stack (the rod above adds little). */
        vec3 top;
        gui_layout_cell_centre(layout, peg, beads - 1, top);
        float back = layout->bead_scale[0] * 1.2f;
        float reach = SHADOW_X * (top[1] - floor_y) + layout->bead_scale[0] * 1.3f;
        shadows[n++] = (GuiShadowInstance){{foot[0] + (reach - back) * 0.5f, floor_y, foot[2]},
                                           layout->bead_scale[0] * 1.35f,
                                           0.4f + 0.05f * (float)beads, (reach + back) * 0.5f};
    }
    gui_renderer_shadows(renderer, shadows, n, layout->base_min, layout->base_max);
}

void gui_scene_warm_up(GuiRenderer *r, const GuiLayout *layout, const vec3 eye)
{
    S4Board board;
    s4_board_init(&board, layout->geo);
    s4_board_play(&board, 0, S4_WHITE);
    GuiSceneState s = {
        .board = &board, .hover_peg = 0, .ghost = true, .ghost_colour = S4_BLACK,
        .last_cell = 0, .win_line = UINT64_C(3), .seconds = 0.0f, /* the bar's blend too */
        .drop_cell = -1,
    };
    glm_vec3_copy((float *)eye, s.eye);
    gui_scene_draw(r, layout, &s);
    s.ghost = false; /* the opaque beads' other way (GUI_BEADS_FRONT_PLANE), if any */
    gui_scene_draw(r, layout, &s);
    /* A see-through rod (a peg in front of what matters): the mesh program blended. */
    GuiMaterial glass = material(0.8f, 0.72f, 0.55f, ROD_SEE_THROUGH, 0.5f, 30.0f);
    mat4 model;
    glm_translate_make(model, (float *)layout->peg_foot[0]);
    glm_scale(model, (vec3){layout->peg_radius, layout->axis_height, layout->peg_radius});
    GuiInstance rod;
    gui_renderer_instance(&rod, model, &glass);
    gui_renderer_meshes(r, GUI_SHAPE_ROD, &rod, 1, true);
}

uint64_t gui_scene_focus(const GuiLayout *layout, const GuiSceneState *s)
{
    const S4Geometry *geo = layout->geo;
    uint64_t focus = s->win_line | s->hint_cells;
    if (s->last_cell >= 0 && s->last_cell != s->drop_cell)
        focus |= UINT64_C(1) << s->last_cell;
    if (s->hover_peg >= 0) {
        int landing = s4_board_peg_height(s->board, s->hover_peg);
        if (landing < geo->height)
            focus |= UINT64_C(1) << s4_cell(geo, s->hover_peg, landing);
    }
    return focus | ((s->threats[0] | s->threats[1]) & s4_board_playable_cells(s->board));
}

/* The threats as thin coins on their pegs, glowing a little, so they read on the wood and
 * among beads: White's amber and Black's blue, colours no bead has (an ivory coin read as
 * a placed white bead), both halves of the cell's height where both sides threaten it.
 * Ray-cast like beads (exact depth: their size is not the beads'). */
static void draw_threats(GuiRenderer *renderer, DrawList *r, const GuiLayout *layout,
                         const GuiSceneState *s)
{
    static const float COLOUR[2][3] = {{1.0f, 0.62f, 0.08f}, {0.30f, 0.62f, 1.0f}};
    static const float GLOW[2][3] = {{0.55f, 0.26f, 0.0f}, {0.08f, 0.25f, 0.60f}};
    const S4Geometry *geo = layout->geo;
    int n = 0;
    for (int cell = 0; cell < geo->cells; cell++) {
        int both = (int)(s->threats[0] >> cell & 1) + (int)(s->threats[1] >> cell & 1);
        for (int c = 0; c < 2 && both > 0; c++) {
            if (!(s->threats[c] >> cell & 1))
                continue;
            vec3 at;
            gui_layout_cell_centre(layout, s4_cell_peg(geo, cell), s4_cell_level(geo, cell), at);
            float half = layout->bead_scale[1] * (both == 2 ? 0.22f : 0.26f);
            if (both == 2)
                at[1] += c == 0 ? -half : half;
            vec3 scale = {layout->bead_scale[0] * 0.92f, half, layout->bead_scale[2] * 0.92f};
            GuiMaterial m = material(COLOUR[c][0], COLOUR[c][1], COLOUR[c][2], 1.0f, 0.25f, 30.0f);
            glm_vec3_copy((float *)GLOW[c], m.emissive);
            m.glow_face = 0.6f;
            gui_renderer_bead(&r->beads[n++], at, scale, &m);
        }
    }
    gui_renderer_beads(renderer, r->beads, n, GUI_BEADS_EXACT);
}

void gui_scene_draw(GuiRenderer *renderer, const GuiLayout *layout, const GuiSceneState *s)
{
    const S4Geometry *geo = layout->geo;
    DrawList *r = malloc(sizeof *r);
    if (r == NULL)
        return; /* nothing drawn this frame rather than a crash */
    r->count = 0;
    r->faded_count = 0;
    glm_vec3_copy((float *)s->eye, r->eye);
    r->see = gui_see_through(layout, s->board, s->eye, gui_scene_focus(layout, s));
    if (layout->flat)
        draw_flat_frame(renderer, r, layout, s);
    else
        draw_3d_board(r, layout, s);
    float pulse = 0.55f + 0.45f * sinf(s->seconds * 5.0f);
    for (int cell = 0; cell < geo->cells; cell++) {
        int peg = s4_cell_peg(geo, cell), level = s4_cell_level(geo, cell);
        int at = s4_board_at(s->board, peg, level);
        if (at < 0)
            continue;
        GuiMaterial m = bead_material(layout, s, (S4Colour)at, 1.0f);
        if (s->win_line & (UINT64_C(1) << cell)) {
            /* A pulsing glow at the rim only, so the bead keeps its own colour. */
            glm_vec3_copy((vec3){1.5f * pulse, 1.1f * pulse, 0.25f * pulse}, m.emissive);
            m.glow_face = 0.0f;
        }
        if (cell == s->last_cell)
            m.band = layout->flat ? 2.0f : 1.0f; /* reads on white and black, red and yellow */
        vec3 c;
        gui_layout_cell_centre(layout, peg, level, c);
        if (cell == s->drop_cell)
            c[1] += s->drop_offset;
        if (r->see.cells >> cell & 1) {
            /* In front of what matters: a faint glass bead with a light rim for its shape. */
            m.colour[3] = BEAD_SEE_THROUGH;
            glm_vec3_copy((vec3){0.35f, 0.38f, 0.42f}, m.emissive);
            m.glow_face = 0.0f;
            mat4 model;
            glm_translate_make(model, c);
            glm_scale(model, (float *)layout->bead_scale);
            queue_faded(r, PART_BEAD, model, &m);
            continue;
        }
        draw_bead(r, layout, c, &m);
    }
    bool ghost = s->ghost && s->hover_peg >= 0 &&
                 s4_board_peg_height(s->board, s->hover_peg) < geo->height;
    /* Beads on pegs are depth tested before shading (GUI_BEADS_FRONT_PLANE: a pixel hidden
     * by a nearer bead is not shaded) unless a translucent part (the ghost, a see-through
     * bead) needs their exact depth, or there are no pegs (upright frames, whose bars can
     * be nearer than a disc's front plane yet behind the disc). */
    GuiBeadPass beads = GUI_BEADS_EXACT;
    if (!layout->flat && !ghost && r->see.cells == 0 && !s->exact_depth) {
        beads = GUI_BEADS_FRONT_PLANE;
        /* The inscribed radius of the coarsest rod, so a pixel left to the peg is on it. */
        float inscribed = layout->peg_radius * cosf(GLM_PIf / (float)GUI_ROD_MIN_SLICES);
        gui_renderer_pegs(renderer, inscribed, layout->peg_foot[0][1] + layout->axis_height);
    }
    /* Opaque parts nearest first, one instanced draw per shape (beads, then the pegs' rods
     * and tubes by level of detail, then the base: the software rasteriser pays mostly per
     * draw, per triangle and per shaded fragment). */
    qsort(r->items, (size_t)r->count, sizeof r->items[0], nearer_first);
    draw_kind(renderer, r, PART_BEAD, beads);
    for (int shape = GUI_SHAPE_ROD; shape < GUI_SHAPE_COUNT; shape++)
        draw_kind(renderer, r, shape, GUI_BEADS_EXACT);
    draw_kind(renderer, r, GUI_SHAPE_BOX, GUI_BEADS_EXACT);
    draw_kind(renderer, r, GUI_SHAPE_PLATE, GUI_BEADS_EXACT);
    draw_kind(renderer, r, GUI_SHAPE_WOOD, GUI_BEADS_EXACT);
    if (!layout->flat) {
        draw_threats(renderer, r, layout, s);
        draw_contact_shadows(renderer, layout, s);
    }
    /* Then the translucent ghost and the see-through parts over them, farthest first. */
    if (ghost) {
        vec3 c;
        gui_layout_cell_centre(layout, s->hover_peg, s4_board_peg_height(s->board, s->hover_peg),
                               c);
        /* Translucent, with a cool glowing rim: neither pink on the wood nor lost on it. */
        GuiMaterial m = bead_material(layout, s, s->ghost_colour, 0.6f);
        glm_vec3_copy((vec3){0.25f, 0.55f, 1.0f}, m.emissive);
        m.glow_face = 0.1f;
        mat4 model;
        glm_translate_make(model, c);
        glm_scale(model, (float *)layout->bead_scale);
        queue_faded(r, PART_BEAD, model, &m);
    }
    draw_faded(renderer, r);
    if (!layout->flat && s->hover_peg >= 0)
        draw_hover_column(renderer, layout, s);
    for (int i = 0; i < s->line_count; i++)
        if (s->lines[i] != s->win_line)
            draw_bar(renderer, layout, s->lines[i], pulse, true);
    if (s->win_line != 0)
        draw_bar(renderer, layout, s->win_line, pulse, false);
    free(r);
}
