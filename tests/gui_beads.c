/* gui_beads.c: the beads' size and spacing measured from the default view (pure maths):
 * with a full board every bead shows part of its own outline, so neighbouring stacks
 * never merge into one shape. */
#include <criterion/criterion.h>
#include <criterion/logging.h>
#include <math.h>

#include "core/geometry.h"
#include "gui/draw/camera.h"
#include "gui/draw/layout.h"
#include "gui/draw/screen_layout.h"

enum { OUTLINE_SAMPLES = 96 };

/* Nearest t in (0, limit) where origin + t dir enters the ellipsoid (centre c, half-extents
 * s); limit when it does not. */
static float ellipsoid_hit(const vec3 origin, const vec3 dir, const vec3 c, const vec3 s,
                           float limit)
{
    vec3 o, d;
    for (int i = 0; i < 3; i++) {
        o[i] = (origin[i] - c[i]) / s[i];
        d[i] = dir[i] / s[i];
    }
    float a = glm_vec3_dot(d, d), b = glm_vec3_dot(o, d), cc = glm_vec3_dot(o, o) - 1.0f;
    float disc = b * b - a * cc;
    if (disc < 0.0f)
        return limit;
    float t = (-b - sqrtf(disc)) / a;
    return t > 0.0f && t < limit ? t : limit;
}

/* The share of a bead's outline (seen from eye) that no other bead hides. */
static float visible_outline(const GuiLayout *layout, const vec3 eye, int peg, int level)
{
    const S4Geometry *geo = layout->geo;
    const float *s = layout->bead_scale;
    vec3 c;
    gui_layout_cell_centre(layout, peg, level, c);
    /* In unit space the bead is the unit sphere; its outline the tangent circle. */
    vec3 e = {(eye[0] - c[0]) / s[0], (eye[1] - c[1]) / s[1], (eye[2] - c[2]) / s[2]};
    float d2 = glm_vec3_dot(e, e);
    vec3 w;
    glm_vec3_scale(e, 1.0f / sqrtf(d2), w);
    vec3 up = {0, 1, 0}, u, v;
    if (fabsf(w[1]) > 0.9f)
        glm_vec3_copy((vec3){1, 0, 0}, up);
    glm_vec3_crossn(up, w, u);
    glm_vec3_cross(w, u, v);
    /* Just inside the outline (0.95 of its radius), on the sphere's near side. */
    float r = sqrtf(1.0f - 1.0f / d2) * 0.95f;
    int seen = 0;
    for (int k = 0; k < OUTLINE_SAMPLES; k++) {
        float a = 2.0f * GLM_PIf * (float)k / OUTLINE_SAMPLES;
        vec3 p;
        for (int i = 0; i < 3; i++)
            p[i] = e[i] / d2 + (u[i] * cosf(a) + v[i] * sinf(a)) * r;
        /* Onto the sphere's front along the ray from e: the nearest root. */
        vec3 dir;
        glm_vec3_sub(p, e, dir);
        float ra = glm_vec3_dot(dir, dir), rb = glm_vec3_dot(e, dir), rc = d2 - 1.0f;
        float t = (-rb - sqrtf(fmaxf(rb * rb - ra * rc, 0.0f))) / ra;
        vec3 world_dir = {dir[0] * s[0], dir[1] * s[1], dir[2] * s[2]};
        bool hidden = false;
        for (int other = 0; other < geo->cells && !hidden; other++) {
            int op = s4_cell_peg(geo, other), ol = s4_cell_level(geo, other);
            if (op == peg && ol == level)
                continue;
            vec3 oc;
            gui_layout_cell_centre(layout, op, ol, oc);
            hidden = ellipsoid_hit(eye, world_dir, oc, s, t) < t;
        }
        seen += !hidden;
    }
    return (float)seen / OUTLINE_SAMPLES;
}

Test(beads, every_bead_of_a_full_board_shows_its_own_outline_from_the_default_view)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    GuiLayout layout;
    gui_layout_init(&layout, &geo);
    static const float sizes[][2] = {{1280, 720}, {1920, 1080}, {450, 800}};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        float w = sizes[k][0], h = sizes[k][1];
        GuiCamera cam;
        gui_camera_init(&cam, &layout, w / h);
        GuiScreenInsets in = gui_screen_default_insets(w, h, 1.0f, &geo);
        GuiViewRect rect = gui_screen_view_rect(w, h, &in);
        gui_screen_refit(&cam, &layout, rect.w / rect.h);
        vec3 eye;
        gui_camera_eye(&cam, eye);
        float least = 1.0f, sum = 0.0f;
        int least_cell = -1;
        for (int cell = 0; cell < geo.cells; cell++) {
            float f = visible_outline(&layout, eye, s4_cell_peg(&geo, cell),
                                      s4_cell_level(&geo, cell));
            sum += f;
            if (f < least)
                least = f, least_cell = cell;
        }
        cr_log_info("%.0fx%.0f: least visible outline %.2f (cell %d), mean %.2f", w, h, least,
                    least_cell, sum / (float)geo.cells);
        cr_assert_geq(least, 0.1f, "%.0fx%.0f: cell %d shows only %.0f%% of its outline", w, h,
                      least_cell, 100.0f * least);
    }
}
