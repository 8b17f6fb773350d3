/* see_through.c: rays from the eye to points of each focus cell, tested against every
 * bead's ellipsoid and every peg's rod in front of them. */
#include "gui/draw/see_through.h"

#include <math.h>

/* The points of a focus cell looked at: its centre and four points of its outline (within
 * it, so a bead that only brushes the focus's rim stays solid). */
enum { FOCUS_POINTS = 5 };
static const float OUTLINE_SHARE = 0.75f;
/* A rod fades when a ray passes this many of its radii from its axis: the pegs are thin,
 * and one grazing the focus's outline hides little. */
static const float ROD_REACH = 1.5f;

/* Where the ray eye + t dir (0 < t < limit) first enters the ellipsoid (centre c,
 * half-extents s); limit when it does not. */
static float ellipsoid_hit(const vec3 eye, const vec3 dir, const vec3 c, const float *s,
                           float limit)
{
    vec3 o, d;
    for (int i = 0; i < 3; i++) {
        o[i] = (eye[i] - c[i]) / s[i];
        d[i] = dir[i] / s[i];
    }
    float a = glm_vec3_dot(d, d), b = glm_vec3_dot(o, d), k = glm_vec3_dot(o, o) - 1.0f;
    float disc = b * b - a * k;
    if (disc < 0.0f)
        return limit;
    float t = (-b - sqrtf(disc)) / a;
    return t > 0.0f && t < limit ? t : limit;
}

/* True when the ray eye + t dir, 0 < t < limit, passes within `radius` of the vertical
 * axis through foot between heights foot.y and foot.y + height. */
static bool rod_hit(const vec3 eye, const vec3 dir, const float *foot, float height,
                    float radius, float limit)
{
    float ox = eye[0] - foot[0], oz = eye[2] - foot[2];
    float a = dir[0] * dir[0] + dir[2] * dir[2];
    if (a < 1e-9f)
        return false; /* straight down the axis: the bead on top hides it, not the rod */
    float b = ox * dir[0] + oz * dir[2], k = ox * ox + oz * oz - radius * radius;
    float disc = b * b - a * k;
    if (disc < 0.0f)
        return false;
    float root = sqrtf(disc), t0 = (-b - root) / a, t1 = (-b + root) / a;
    t0 = fmaxf(t0, 0.0f);
    t1 = fminf(t1, limit);
    if (t0 >= t1)
        return false;
    /* Inside the cylinder over [t0, t1]: the ray's heights there must meet the rod's. */
    float y0 = eye[1] + t0 * dir[1], y1 = eye[1] + t1 * dir[1];
    float lo = fminf(y0, y1), hi = fmaxf(y0, y1);
    return hi >= foot[1] && lo <= foot[1] + height;
}

GuiSeeThrough gui_see_through(const GuiLayout *layout, const S4Board *board, const vec3 eye,
                              uint64_t focus)
{
    GuiSeeThrough out = {0, 0};
    const S4Geometry *geo = layout->geo;
    if (layout->flat || focus == 0)
        return out;
    const float *s = layout->bead_scale;
    uint64_t occupied = 0;
    for (int peg = 0; peg < geo->pegs; peg++)
        for (int level = 0; level < s4_board_peg_height(board, peg); level++)
            occupied |= UINT64_C(1) << s4_cell(geo, peg, level);
    for (int f = 0; f < geo->cells; f++) {
        if (!(focus >> f & 1))
            continue;
        int fpeg = s4_cell_peg(geo, f);
        vec3 centre;
        gui_layout_cell_centre(layout, fpeg, s4_cell_level(geo, f), centre);
        /* Across the view: horizontal and at right angles to the line of sight. */
        vec3 to = {centre[0] - eye[0], 0.0f, centre[2] - eye[2]};
        vec3 across = {-to[2], 0.0f, to[0]};
        float len = glm_vec3_norm(across);
        if (len > 1e-6f)
            glm_vec3_scale(across, s[0] * OUTLINE_SHARE / len, across);
        vec3 points[FOCUS_POINTS];
        for (int k = 0; k < FOCUS_POINTS; k++)
            glm_vec3_copy(centre, points[k]);
        glm_vec3_add(points[1], across, points[1]);
        glm_vec3_sub(points[2], across, points[2]);
        points[3][1] += s[1] * OUTLINE_SHARE;
        points[4][1] -= s[1] * OUTLINE_SHARE;
        for (int k = 0; k < FOCUS_POINTS; k++) {
            vec3 dir;
            glm_vec3_sub(points[k], (float *)eye, dir);
            for (int cell = 0; cell < geo->cells; cell++) {
                if (!(occupied >> cell & 1) || (focus >> cell & 1) || (out.cells >> cell & 1))
                    continue;
                vec3 c;
                gui_layout_cell_centre(layout, s4_cell_peg(geo, cell), s4_cell_level(geo, cell),
                                       c);
                if (ellipsoid_hit(eye, dir, c, s, 1.0f) < 1.0f)
                    out.cells |= UINT64_C(1) << cell;
            }
            for (int peg = 0; peg < geo->pegs; peg++) {
                if (peg == fpeg || (out.pegs >> peg & 1))
                    continue;
                if (rod_hit(eye, dir, layout->peg_foot[peg], layout->axis_height,
                            layout->peg_radius * ROD_REACH, 1.0f))
                    out.pegs |= UINT64_C(1) << peg;
            }
        }
    }
    return out;
}
