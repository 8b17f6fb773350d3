/* label_place.c: labels pushed outwards until they clear the board's parts. */
#include "gui/draw/label_place.h"

#include <math.h>
#include <string.h>

#include "gui/draw/pick.h"

/* How far (pixels) a label may move out from the rim before it stays where it is. */
static const float MAX_PUSH = 80.0f, STEP = 2.0f;

static bool box_hits_circle(float bx, float by, float hw, float hh, float cx, float cy, float r)
{
    float dx = fmaxf(fabsf(cx - bx) - hw, 0.0f), dy = fmaxf(fabsf(cy - by) - hh, 0.0f);
    return dx * dx + dy * dy < r * r;
}

/* The screen radius of a sphere of world radius `radius` at p (its projected outline is
 * about a circle; measured along the screen's horizontal through p). */
static bool project_disc(mat4 vp, const vec3 p, float radius, float w, float h, float *x,
                         float *y, float *r)
{
    if (!gui_project(vp, p, w, h, x, y))
        return false;
    /* Offsets along the three axes: the largest is a safe bound of the outline. */
    *r = 0.0f;
    for (int axis = 0; axis < 3; axis++) {
        vec3 q = {p[0], p[1], p[2]};
        q[axis] += radius;
        float qx, qy;
        if (gui_project(vp, q, w, h, &qx, &qy))
            *r = fmaxf(*r, hypotf(qx - *x, qy - *y));
    }
    return true;
}

enum { PEG_DISCS = 8, MAX_DISCS = S4_MAX_CELLS + S4_MAX_PEGS * (PEG_DISCS + 1) };

/* The board's parts as screen circles: each cell's bead outline and discs along each peg. */
typedef struct Obstacles {
    float x[MAX_DISCS], y[MAX_DISCS], r[MAX_DISCS];
    int count;
} Obstacles;

static void add_disc(Obstacles *o, mat4 vp, const vec3 p, float radius, float pad, float w,
                     float h)
{
    float x, y, r;
    if (o->count < MAX_DISCS && project_disc(vp, p, radius, w, h, &x, &y, &r)) {
        o->x[o->count] = x;
        o->y[o->count] = y;
        o->r[o->count] = r + pad;
        o->count++;
    }
}

static void build_obstacles(const GuiLayout *layout, mat4 vp, float w, float h, Obstacles *o)
{
    const S4Geometry *geo = layout->geo;
    o->count = 0;
    for (int peg = 0; peg < geo->pegs; peg++) {
        /* A sphere of the bead's widest radius bounds the flattened bead. */
        for (int level = 0; level < geo->height; level++) {
            vec3 c;
            gui_layout_cell_centre(layout, peg, level, c);
            add_disc(o, vp, c, layout->bead_scale[0], 0.0f, w, h);
        }
        for (int k = 0; k <= PEG_DISCS; k++) {
            vec3 c;
            glm_vec3_copy((float *)layout->peg_foot[peg], c);
            c[1] += layout->axis_height * (float)k / PEG_DISCS;
            add_disc(o, vp, c, layout->peg_radius, 1.0f, w, h);
        }
    }
}

static bool hits(const Obstacles *o, float x, float y, float box_w, float box_h)
{
    for (int i = 0; i < o->count; i++)
        if (box_hits_circle(x, y, box_w * 0.5f, box_h * 0.5f, o->x[i], o->y[i], o->r[i]))
            return true;
    return false;
}

bool gui_labels_box_hits_board(const GuiLayout *layout, mat4 view_proj, float w, float h,
                               float x, float y, float box_w, float box_h)
{
    Obstacles o;
    build_obstacles(layout, view_proj, w, h, &o);
    return hits(&o, x, y, box_w, box_h);
}

/* Label i's anchor on the rim's outer edge and the foot of the peg it names (3D boards). */
static void rim_anchor(const GuiLayout *layout, const vec3 eye, int i, vec3 at, vec3 peg_at,
                       char text[4])
{
    const S4Geometry *geo = layout->geo;
    memset(text, 0, 4);
    if (i < geo->width) {
        /* A column: on the edge facing the eye of White's (+z) and Black's (-z). */
        bool front = eye[2] >= layout->centre[2];
        int peg = front ? i : (geo->depth - 1) * geo->width + i;
        glm_vec3_copy((float *)layout->peg_foot[peg], peg_at);
        glm_vec3_copy(peg_at, at);
        at[2] = front ? layout->base_max[2] : layout->base_min[2];
        text[0] = (char)('A' + i);
    } else {
        int row = i - geo->width;
        bool left = eye[0] <= layout->centre[0];
        int peg = row * geo->width + (left ? 0 : geo->width - 1);
        glm_vec3_copy((float *)layout->peg_foot[peg], peg_at);
        glm_vec3_copy(peg_at, at);
        at[0] = left ? layout->base_min[0] : layout->base_max[0];
        text[0] = (char)('1' + row);
    }
    at[1] = layout->base_max[1];
}

int gui_labels_place(const GuiLayout *layout, mat4 view_proj, const vec3 eye, float w, float h,
                     float box_w, float box_h, GuiLabelSpot out[GUI_MAX_LABELS])
{
    const S4Geometry *geo = layout->geo;
    int n = 0;
    if (layout->flat) {
        vec3 at;
        char text[4];
        for (int i = 0; n < GUI_MAX_LABELS && gui_layout_label(layout, i, at, text); i++) {
            float x, y;
            if (!gui_project(view_proj, at, w, h, &x, &y))
                continue;
            out[n].x = x;
            out[n].y = y;
            memcpy(out[n].text, text, 4);
            n++;
        }
        return n;
    }
    Obstacles o;
    build_obstacles(layout, view_proj, w, h, &o);
    int labels = geo->width + geo->depth;
    for (int i = 0; i < labels && n < GUI_MAX_LABELS; i++) {
        vec3 at, peg_at;
        char text[4];
        rim_anchor(layout, eye, i, at, peg_at, text);
        float ax, ay, px, py;
        if (!gui_project(view_proj, at, w, h, &ax, &ay) ||
            !gui_project(view_proj, peg_at, w, h, &px, &py))
            continue;
        float dx = ax - px, dy = ay - py, len = hypotf(dx, dy);
        if (len < 1e-3f)
            dx = 0.0f, dy = 1.0f, len = 1.0f;
        dx /= len, dy /= len;
        /* From the rim's edge outwards, the first place that clears the board. */
        float x = ax, y = ay;
        for (float t = 0.0f; t <= MAX_PUSH; t += STEP) {
            x = ax + dx * t, y = ay + dy * t;
            if (!hits(&o, x, y, box_w, box_h))
                break;
        }
        out[n].x = x;
        out[n].y = y;
        memcpy(out[n].text, text, 4);
        n++;
    }
    return n;
}
