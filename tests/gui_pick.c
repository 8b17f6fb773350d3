/* gui_pick.c: picking, projection, layout and camera maths, without a window. */
#include <criterion/criterion.h>

#include "core/geometry.h"
#include "gui/draw/camera.h"
#include "gui/draw/layout.h"
#include "gui/draw/pick.h"

static const char *const GAMES[] = {"score4", "connect4", "connect3", "connect4-6x4"};
static const float W = 1280.0f, H = 720.0f;

/* A board of `game` in the window's default view at W x H. The layout points at geo, so a
 * Scene is filled in place and never copied. */
typedef struct Scene {
    S4Geometry geo;
    GuiLayout layout;
    GuiCamera cam;
    mat4 vp;
} Scene;

static void scene_init(Scene *s, const char *game)
{
    cr_assert_eq(s4_geometry_preset(&s->geo, game), S4_OK, "%s", game);
    gui_layout_init(&s->layout, &s->geo);
    gui_camera_init(&s->cam, &s->layout, W / H);
    gui_camera_matrix(&s->cam, W / H, s->vp);
}

/* Projects the peg's centre, casts the ray back through that pixel and picks. */
static int pick_through_centre(const GuiLayout *layout, mat4 vp, int peg, float *x, float *y)
{
    vec3 centre, origin, dir;
    gui_layout_peg_centre(layout, peg, centre);
    cr_assert(gui_project(vp, centre, W, H, x, y));
    gui_pick_ray(vp, *x, *y, W, H, origin, dir);
    return gui_pick_peg(layout, origin, dir);
}

Test(pick, projected_centre_of_every_peg_picks_that_peg_from_many_angles)
{
    for (size_t g = 0; g < sizeof GAMES / sizeof GAMES[0]; g++) {
        Scene sc;
        scene_init(&sc, GAMES[g]);
        GuiCamera *cam = &sc.cam;
        int views = 0;
        for (float yaw = -180.0f; yaw < 180.0f; yaw += 37.0f) {
            for (float pitch = -10.0f; pitch <= 80.0f; pitch += 18.0f) {
                gui_camera_reset(cam);
                gui_camera_orbit(cam, yaw - cam->yaw, pitch - cam->pitch);
                gui_camera_matrix(cam, W / H, sc.vp);
                for (int peg = 0; peg < sc.geo.pegs; peg++) {
                    float x, y;
                    int got = pick_through_centre(&sc.layout, sc.vp, peg, &x, &y);
                    cr_assert_eq(got, peg, "%s yaw %.0f pitch %.0f: peg %d at (%.1f, %.1f) picked %d",
                                 GAMES[g], cam->yaw, cam->pitch, peg, x, y, got);
                }
                views++;
            }
        }
        cr_assert_gt(views, 10);
    }
}

Test(pick, default_view_shows_every_peg_on_screen)
{
    for (size_t g = 0; g < sizeof GAMES / sizeof GAMES[0]; g++) {
        Scene sc;
        scene_init(&sc, GAMES[g]);
        for (int peg = 0; peg < sc.geo.pegs; peg++) {
            for (int level = 0; level < sc.geo.height; level++) {
                vec3 c;
                float x, y;
                gui_layout_cell_centre(&sc.layout, peg, level, c);
                cr_assert(gui_project(sc.vp, c, W, H, &x, &y));
                cr_assert(x > 0 && x < W && y > 0 && y < H, "%s cell %d/%d off screen at (%.0f,%.0f)",
                          GAMES[g], peg, level, x, y);
            }
        }
    }
}

Test(pick, empty_sky_and_corners_pick_nothing)
{
    Scene sc;
    scene_init(&sc, "score4");
    const float corners[4][2] = {{2, 2}, {W - 2, 2}, {2, H - 2}, {W - 2, H - 2}};
    for (int i = 0; i < 4; i++) {
        vec3 o, d;
        gui_pick_ray(sc.vp, corners[i][0], corners[i][1], W, H, o, d);
        cr_assert_eq(gui_pick_peg(&sc.layout, o, d), -1, "corner %d picked a peg", i);
    }
}

Test(pick, upright_grid_picks_by_column_anywhere_in_its_slot)
{
    Scene sc;
    scene_init(&sc, "connect4");
    /* Any cell's centre, at any level, picks its column: a 2D pick over the grid. */
    for (int peg = 0; peg < sc.geo.pegs; peg++) {
        for (int level = 0; level < sc.geo.height; level++) {
            vec3 c, o, d;
            float x, y;
            gui_layout_cell_centre(&sc.layout, peg, level, c);
            gui_project(sc.vp, c, W, H, &x, &y);
            gui_pick_ray(sc.vp, x, y, W, H, o, d);
            cr_assert_eq(gui_pick_peg(&sc.layout, o, d), peg, "cell %d/%d", peg, level);
        }
    }
}

Test(pick, ray_segment_distance_matches_hand_computed_cases)
{
    float t;
    /* A ray along +x at height 1 passes 1 above a vertical segment's top end at x = 5. */
    float d = gui_ray_segment_distance((vec3){0, 2, 0}, (vec3){1, 0, 0}, (vec3){5, 0, 0},
                                       (vec3){5, 1, 0}, &t);
    cr_assert_float_eq(d, 1.0f, 1e-5f);
    cr_assert_float_eq(t, 5.0f, 1e-5f);
    /* Crossing the segment: distance 0. */
    d = gui_ray_segment_distance((vec3){0, 0.5f, 0}, (vec3){1, 0, 0}, (vec3){5, 0, 0},
                                 (vec3){5, 1, 0}, &t);
    cr_assert_float_eq(d, 0.0f, 1e-5f);
    /* Pointing away: the closest point is the ray's origin. */
    d = gui_ray_segment_distance((vec3){0, 0.5f, 0}, (vec3){-1, 0, 0}, (vec3){5, 0, 0},
                                 (vec3){5, 1, 0}, &t);
    cr_assert_float_eq(d, 5.0f, 1e-5f);
    cr_assert_float_eq(t, 0.0f, 1e-5f);
}

Test(camera, never_turns_upside_down_however_far_it_is_dragged)
{
    Scene sc;
    scene_init(&sc, "score4");
    for (int i = 0; i < 200; i++) {
        gui_camera_orbit(&sc.cam, 13.0f, (i < 100 ? 7.0f : -9.0f));
        cr_assert(sc.cam.pitch >= sc.cam.min_pitch && sc.cam.pitch <= sc.cam.max_pitch);
        cr_assert(sc.cam.pitch > -90.0f && sc.cam.pitch < 90.0f);
        cr_assert(sc.cam.yaw > -180.0f && sc.cam.yaw <= 180.0f);
        /* The eye stays above the board for a 3D board and the view's up stays up. */
        vec3 eye;
        gui_camera_eye(&sc.cam, eye);
        cr_assert_gt(eye[1], sc.cam.target[1]);
        mat4 view;
        gui_camera_view(&sc.cam, view);
        cr_assert_gt(view[1][1], 0.0f, "world up points down the screen");
    }
}

Test(camera, zoom_is_clamped_and_reset_restores_the_view)
{
    Scene sc;
    scene_init(&sc, "connect4");
    float home = sc.cam.distance;
    for (int i = 0; i < 100; i++)
        gui_camera_zoom(&sc.cam, 0.5f);
    cr_assert_float_eq(sc.cam.distance, sc.cam.min_distance, 1e-4f);
    for (int i = 0; i < 100; i++)
        gui_camera_zoom(&sc.cam, 2.0f);
    cr_assert_float_eq(sc.cam.distance, sc.cam.max_distance, 1e-3f);
    gui_camera_orbit(&sc.cam, 500.0f, 500.0f);
    cr_assert_leq(sc.cam.yaw, sc.cam.max_yaw, "an upright grid is never seen from behind");
    gui_camera_reset(&sc.cam);
    cr_assert_float_eq(sc.cam.distance, home, 1e-4f);
    cr_assert_float_eq(sc.cam.yaw, sc.cam.home_yaw, 1e-4f);
}

/* Whether the clip-space point of world point p lies between the near and far planes. */
static bool within_depth_range(mat4 vp, const vec3 p)
{
    vec4 clip;
    glm_mat4_mulv(vp, (vec4){p[0], p[1], p[2], 1.0f}, clip);
    return clip[3] > 0.0f && clip[2] >= -clip[3] && clip[2] <= clip[3];
}

/* The depth range hugs the board (for a 16-bit depth buffer's precision), so it must still
 * hold every part of it: the base's or frame's corners and every peg's foot and top, from
 * every way the camera can turn, nearest and farthest zoom. */
Test(camera, the_whole_board_is_within_the_depth_range_at_every_zoom_and_angle)
{
    for (size_t g = 0; g < sizeof GAMES / sizeof GAMES[0]; g++) {
        Scene sc;
        scene_init(&sc, GAMES[g]);
        vec3 points[8 + 2 * S4_MAX_PEGS];
        int n = 0;
        for (int k = 0; k < 8; k++) {
            const float *lo = sc.layout.base_min, *hi = sc.layout.base_max;
            glm_vec3_copy((vec3){(k & 1) ? hi[0] : lo[0], (k & 2) ? hi[1] : lo[1],
                                 (k & 4) ? hi[2] : lo[2]},
                          points[n++]);
        }
        for (int peg = 0; peg < sc.geo.pegs; peg++) {
            glm_vec3_copy(sc.layout.peg_foot[peg], points[n++]);
            gui_layout_peg_top(&sc.layout, peg, points[n++]);
        }
        for (int zoom = 0; zoom < 2; zoom++) {
            for (int i = 0; i < 100; i++)
                gui_camera_zoom(&sc.cam, zoom == 0 ? 0.5f : 2.0f);
            for (int turn = 0; turn < 72; turn++) {
                gui_camera_orbit(&sc.cam, 10.0f, turn < 36 ? 5.0f : -5.0f);
                gui_camera_matrix(&sc.cam, W / H, sc.vp);
                for (int i = 0; i < n; i++)
                    cr_assert(within_depth_range(sc.vp, points[i]),
                              "%s: point %d outside the depth range (distance %.2f, yaw %.0f, "
                              "pitch %.0f)", GAMES[g], i, sc.cam.distance, sc.cam.yaw,
                              sc.cam.pitch);
            }
        }
    }
}

Test(layout, beads_stack_upwards_on_their_pegs_and_pegs_follow_notation)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    GuiLayout layout;
    gui_layout_init(&layout, &geo);
    /* A1 is nearest White (+z) and leftmost (-x); D4 is far right. */
    cr_assert_lt(layout.peg_foot[0][0], layout.peg_foot[3][0]);
    cr_assert_gt(layout.peg_foot[0][2], layout.peg_foot[12][2]);
    for (int level = 1; level < geo.height; level++) {
        vec3 a, b;
        gui_layout_cell_centre(&layout, 5, level - 1, a);
        gui_layout_cell_centre(&layout, 5, level, b);
        cr_assert_float_eq(b[1] - a[1], layout.bead_pitch, 1e-5f);
        cr_assert_float_eq(a[0], b[0], 1e-6f);
        /* Beads of neighbouring levels do not overlap. */
        cr_assert_geq(layout.bead_pitch, 2.0f * layout.bead_scale[1] - 1e-5f);
    }
    vec3 top;
    gui_layout_peg_top(&layout, 5, top);
    vec3 highest;
    gui_layout_cell_centre(&layout, 5, geo.height - 1, highest);
    cr_assert_gt(top[1], highest[1], "the peg rises above its top bead");
}

/* True when the point at height y on the peg's axis, at the rod's radius from it, is
 * inside a bead of that peg. */
static bool inside_a_bead(const GuiLayout *layout, const S4Board *board, int peg, float y)
{
    const float *s = layout->bead_scale;
    float across = layout->peg_radius / s[0];
    for (int level = 0; level < s4_board_peg_height(board, peg); level++) {
        vec3 c;
        gui_layout_cell_centre(layout, peg, level, c);
        float up = (y - (c[1] - layout->peg_foot[peg][1])) / s[1];
        if (across * across + up * up < 1.0f)
            return true;
    }
    return false;
}

/* The pegs are drawn only where no bead hides them: every height of the axis is either in
 * a run or inside a bead, runs never overlap or leave the axis, the ones that end inside
 * beads end inside them (open ends never seen), and only the last one reaches the top. */
Test(layout, peg_runs_cover_what_beads_leave_and_end_inside_beads)
{
    Scene sc;
    scene_init(&sc, "score4");
    const GuiLayout *layout = &sc.layout;
    S4Board board;
    s4_board_init(&board, &sc.geo);
    for (int peg = 0; peg < sc.geo.pegs; peg++) /* peg p holds p % 5 beads */
        for (int k = 0; k < peg % 5; k++)
            s4_board_play(&board, peg, k % 2 ? S4_BLACK : S4_WHITE);
    for (int peg = 0; peg < sc.geo.pegs; peg++) {
        GuiPegRun runs[GUI_MAX_PEG_RUNS];
        int n = gui_layout_peg_runs(layout, &board, peg, runs);
        int beads = s4_board_peg_height(&board, peg);
        /* Below the first bead, between beads, and above the last (the peg rises above a
         * full stack; a bead stands a little above the base). */
        cr_assert_eq(n, beads + 1, "peg %d: %d runs for %d beads", peg, n, beads);
        for (int i = 0; i < n; i++) {
            cr_assert_lt(runs[i].y0, runs[i].y1);
            cr_assert_geq(runs[i].y0, 0.0f);
            cr_assert_leq(runs[i].y1, layout->axis_height + 1e-6f);
            cr_assert_eq(runs[i].top, i == n - 1 && runs[i].y1 == layout->axis_height);
            if (i > 0) {
                cr_assert_gt(runs[i].y0, runs[i - 1].y1, "runs overlap");
                cr_assert(inside_a_bead(layout, &board, peg, runs[i].y0),
                          "peg %d: run %d starts outside the beads", peg, i);
            }
            if (!runs[i].top)
                cr_assert(inside_a_bead(layout, &board, peg, runs[i].y1),
                          "peg %d: run %d ends outside the beads", peg, i);
        }
        for (float y = 0.0f; y <= layout->axis_height; y += 0.001f) {
            bool covered = inside_a_bead(layout, &board, peg, y);
            for (int i = 0; i < n && !covered; i++)
                covered = y >= runs[i].y0 && y <= runs[i].y1;
            cr_assert(covered, "peg %d: height %.3f is neither in a run nor in a bead", peg, y);
        }
    }
}
