/* gui_view.c: reading the board in the built window, headless: the winning line, the edge
 * labels, the 3D view fitted into any window shape, motion and sound (the layers panel is
 * gui_layers.c's). Pixels of screenshots are checked against positions computed here,
 * independently of the window. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/geometry.h"
#include "core/notation.h"
#include "gui/draw/layout.h"
#include "gui/draw/pick.h"
#include "gui/draw/screen_layout.h"
#include "gui_image.h"
#include "gui_frames.h"
#include "gui_run.h"

#define SCORE4 S4_BIN_DIR "/score4"

/* A full board with no line of either colour (a drawn game's last position): the window
 * refuses a position where both colours have four in a row. */
static const char *const FULL_BOARD =
    "BBBW/WWBW/BBWB/WBWB/BWBB/WBWB/BBWB/WWBW/WWBW/BWBW/BBWB/WWBB/WBWW/BBWB/WWBW/BWWW";

/* Runs score4 with the given arguments (NULL-terminated); asserts it ran and exited 0. */
#define window(...) gui_succeeded(gui_window(120, __VA_ARGS__))

static void turned_view(const S4Geometry *geo, GuiLayout *layout, float w, float h, float yaw,
                        float pitch, mat4 vp, GuiViewRect *rect)
{
    vec3 eye;
    expected_view(geo, layout, w, h, yaw, pitch, vp, rect, eye);
}

static void default_view(const S4Geometry *geo, GuiLayout *layout, float w, float h, mat4 vp,
                         GuiViewRect *rect)
{
    turned_view(geo, layout, w, h, 0.0f, 0.0f, vp, rect);
}

/* ================================================================ the winning line */

static bool bar_colour(const unsigned char *p)
{
    /* The bar's bright gold core (scene.c), far more saturated than the wood or labels. */
    return p[0] > 200 && p[1] > 160 && p[2] < 90 && p[0] - p[2] > 150;
}

static float segment_distance(float px, float py, float ax, float ay, float bx, float by)
{
    float dx = bx - ax, dy = by - ay;
    float t = ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy);
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    return hypotf(px - ax - t * dx, py - ay - t * dy);
}

Test(view, the_winning_bar_runs_between_the_beads_projected_centres_from_three_angles)
{
    /* White's diagonal A1/1 B2/2 C3/3 D4/4, through the board and up its levels. */
    const char *position = "W/B/B///BW/////WBW/////BWBW";
    static const float turns[][2] = {{0, 0}, {120, -20}, {-150, 30}};
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    for (size_t v = 0; v < sizeof turns / sizeof turns[0]; v++) {
        char shot[128], script[128];
        image_temp_png(shot, "gui_view", "winbar");
        snprintf(script, sizeof script, "rotate %.0f; tilt %.0f; wait 1", turns[v][0], turns[v][1]);
        GuiRun *run = window("--mode", "pvp", "--size", "1280x720", "--position", position,
                             "--script", script, "--screenshot", shot, "--print-position", NULL);
        cr_assert(strstr(run->out, "result: White wins") != NULL, "%s", run->out);
        free(run);
        Image img = image_load(shot);
        GuiLayout layout;
        mat4 vp;
        GuiViewRect rect;
        turned_view(&geo, &layout, 1280, 720, turns[v][0], turns[v][1], vp, &rect);
        static const int pegs[4] = {0, 5, 10, 15};
        float cx[4], cy[4], radius = 0.0f;
        for (int i = 0; i < 4; i++) {
            vec3 c, side;
            gui_layout_cell_centre(&layout, pegs[i], i, c);
            cr_assert(gui_project(vp, c, 1280, 720, &cx[i], &cy[i]));
            /* The bead's widest projected radius: the bar reaches 0.9 of it past the ends. */
            for (int axis = 0; axis < 3; axis += 2) {
                glm_vec3_copy(c, side);
                side[axis] += layout.bead_scale[0];
                float sx, sy;
                cr_assert(gui_project(vp, side, 1280, 720, &sx, &sy));
                radius = fmaxf(radius, hypotf(sx - cx[i], sy - cy[i]));
            }
        }
        /* Along the segment between the end centres the bar shows (through any bead). */
        int along = 0;
        for (int k = 0; k <= 20; k++) {
            float t = (float)k / 20.0f;
            float x = cx[0] + t * (cx[3] - cx[0]), y = cy[0] + t * (cy[3] - cy[0]);
            bool found = false;
            for (int dy = -2; dy <= 2 && !found; dy++)
                for (int dx = -2; dx <= 2 && !found; dx++)
                    found = bar_colour(image_pixel(&img, x + (float)dx, y + (float)dy));
            along += found;
        }
        cr_assert_geq(along, 19, "view %zu: the bar shows at %d of 21 points between the ends",
                      v, along);
        /* And nowhere else in the 3D view (the layers panel marks the line's cells in
         * gold too): every bar pixel is near the segment or on one of its beads. */
        long stray = 0, bar = 0;
        for (int y = (int)rect.y; y < (int)(rect.y + rect.h); y++)
            for (int x = (int)rect.x; x < (int)(rect.x + rect.w); x++) {
                if (!bar_colour(image_pixel(&img, (float)x, (float)y)))
                    continue;
                bar++;
                float d = segment_distance((float)x, (float)y, cx[0], cy[0], cx[3], cy[3]);
                /* The four beads' own glowing rims are gold too: not counted. */
                float to_bead = 1e9f;
                for (int i = 0; i < 4; i++)
                    to_bead = fminf(to_bead, hypotf((float)x - cx[i], (float)y - cy[i]));
                if (d > 12.0f && to_bead > radius * 1.3f)
                    stray++;
            }
        cr_assert_gt(bar, 200, "view %zu: only %ld bar pixels", v, bar);
        cr_assert_lt(stray, bar / 50 + 5, "view %zu: %ld of %ld bar pixels off the line", v,
                     stray, bar);
        image_free(&img);
        unlink(shot);
    }
}

Test(view, the_last_bead_wears_an_orange_band_on_white_and_on_black)
{
    static const char *const games[] = {"A1", "A1 B1", "A1 B1 B1", "A1 B1 B1 B1"};
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        char shot[128];
        image_temp_png(shot, "gui_view", "last");
        GuiRun *run = window("--mode", "pvp", "--size", "1280x720", "--moves", games[g],
                             "--screenshot", shot, NULL);
        free(run);
        Image img = image_load(shot);
        GuiLayout layout;
        mat4 vp;
        GuiViewRect rect;
        vec3 eye;
        expected_view(&geo, &layout, 1280, 720, 0, 0, vp, &rect, eye);
        /* The last bead: A1 level 0, else B1 at the level its count gives. */
        int peg = g == 0 ? 0 : 1, level = g == 0 ? 0 : (int)g - 1;
        vec3 c;
        gui_layout_cell_centre(&layout, peg, level, c);
        /* The front of its equator, seen from the eye. */
        float dx = eye[0] - c[0], dz = eye[2] - c[2], len = hypotf(dx, dz);
        vec3 front = {c[0] + dx / len * layout.bead_scale[0] * 0.97f, c[1],
                      c[2] + dz / len * layout.bead_scale[0] * 0.97f};
        float x, y;
        cr_assert(gui_project(vp, front, 1280, 720, &x, &y));
        const unsigned char *p = image_pixel(&img, x, y);
        cr_assert(p[0] > 180 && p[1] > 40 && p[1] < 150 && p[2] < 70,
                  "'%s': no orange band on the last bead at (%.0f, %.0f): %d %d %d", games[g], x,
                  y, p[0], p[1], p[2]);
        image_free(&img);
        unlink(shot);
    }
}

/* ================================================================ labels */

/* Reads "label T X Y" lines; returns how many. */
static int read_labels(const char *out, char text[][4], int xs[], int ys[], int max)
{
    int n = 0;
    for (const char *p = strstr(out, "label "); p != NULL && n < max; p = strstr(p + 1, "label ")) {
        if (sscanf(p, "label %3s %d %d", text[n], &xs[n], &ys[n]) == 3)
            n++;
    }
    return n;
}

static bool label_colour(const unsigned char *p)
{
    /* LABEL in app_frame.c: (1.0, 0.93, 0.70), text edges blend towards what is under. */
    return p[0] > 200 && p[1] > 180 && p[2] > 110 && p[2] < 200 && p[0] > p[2] + 50;
}

/* p is q's wood in a shadow: no channel lighter, and still the wood's orange-brown (red
 * well over blue), which neither a white nor a black bead is. */
static bool shadowed_wood(const unsigned char *p, const unsigned char *q)
{
    bool wood = q[0] * 10 > q[2] * 15 && p[0] * 10 > p[2] * 15;
    return wood && p[0] <= q[0] + 8 && p[1] <= q[1] + 8 && p[2] <= q[2] + 8;
}

Test(view, edge_labels_are_never_covered_from_three_angles)
{
    static const char *const turns[] = {"wait 1", "rotate 140; tilt -20", "rotate -100; tilt 40"};
    for (size_t v = 0; v < sizeof turns / sizeof turns[0]; v++) {
        char full[128], empty[128], script[256];
        image_temp_png(full, "gui_view", "labels_full");
        image_temp_png(empty, "gui_view", "labels_empty");
        snprintf(script, sizeof script, "%s; wait 1; print-pegs", turns[v]);
        GuiRun *a = window("--mode", "pvp", "--size", "1280x720", "--position", FULL_BOARD,
                           "--script", script, "--screenshot", full, NULL);
        GuiRun *b = window("--mode", "pvp", "--size", "1280x720", "--script", script,
                           "--screenshot", empty, NULL);
        char text[16][4];
        int xs[16], ys[16];
        int n = read_labels(a->out, text, xs, ys, 16);
        cr_assert_eq(n, 8, "view '%s': %d labels printed", turns[v], n);
        Image x = image_load(full), y = image_load(empty);
        for (int i = 0; i < n; i++) {
            int own = 0, differs = 0;
            for (int dy = -12; dy <= 12; dy++) {
                for (int dx = -12; dx <= 12; dx++) {
                    const unsigned char *p = image_pixel(&x, (float)(xs[i] + dx), (float)(ys[i] + dy));
                    const unsigned char *q = image_pixel(&y, (float)(xs[i] + dx), (float)(ys[i] + dy));
                    own += label_colour(p);
                    /* Where no label pixel is, a bead of the full board would change it;
                     * a stack's shadow only darkens the wood, keeping its hue. */
                    if (!label_colour(p) && !label_colour(q) && !shadowed_wood(p, q) &&
                        abs(p[0] - q[0]) + abs(p[1] - q[1]) + abs(p[2] - q[2]) > 60)
                        differs++;
                }
            }
            cr_assert_gt(own, 25, "view '%s': label %s at (%d, %d) has only %d label pixels",
                         turns[v], text[i], xs[i], ys[i], own);
            cr_assert_lt(differs, 8, "view '%s': a bead reaches label %s at (%d, %d) (%d pixels)",
                         turns[v], text[i], xs[i], ys[i], differs);
        }
        image_free(&x);
        image_free(&y);
        free(a);
        free(b);
        unlink(full);
        unlink(empty);
    }
}

/* ================================================================ window shapes */

Test(view, a_portrait_window_shows_all_sixteen_pegs_whole)
{
    char shot[128];
    image_temp_png(shot, "gui_view", "portrait");
    GuiRun *run = window("--mode", "pvp", "--size", "450x800", "--screenshot", shot,
                         "--print-pegs", NULL);
    Image img = image_load(shot);
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    GuiLayout layout;
    mat4 vp;
    GuiViewRect rect;
    default_view(&geo, &layout, 450, 800, vp, &rect);
    /* The layers panel lies across below the board: the view keeps the window's width. */
    cr_assert_float_eq(rect.w, 450.0f, 0.5f, "the view keeps a portrait window's width");
    cr_assert_lt(rect.y + rect.h, 800.0f - gui_screen_bottom_bar(1) - 100.0f,
                 "the view ends above the layers strip");
    for (int peg = 0; peg < geo.pegs; peg++) {
        char name[S4_PEG_TEXT], want[32];
        s4_peg_format(&geo, peg, name);
        snprintf(want, sizeof want, "peg %s ", name);
        const char *line = strstr(run->out, want);
        cr_assert_not_null(line, "%s not printed (or off screen): %s", name, run->out);
        cr_assert(strncmp(line + strlen(want), "off", 3) != 0, "%s off screen", name);
        /* The peg's top and foot inside the view; its top is drawn (not the background). */
        vec3 top, foot;
        gui_layout_peg_top(&layout, peg, top);
        glm_vec3_copy(layout.peg_foot[peg], foot);
        float tx, ty, fx, fy;
        cr_assert(gui_project(vp, top, 450, 800, &tx, &ty));
        cr_assert(gui_project(vp, foot, 450, 800, &fx, &fy));
        cr_assert(tx > rect.x && tx < rect.x + rect.w && ty > rect.y && fy < rect.y + rect.h,
                  "%s leaves the view: top (%.0f, %.0f), foot (%.0f, %.0f)", name, tx, ty, fx,
                  fy);
        top[1] -= 0.05f;
        const unsigned char *p = image_pixel(&img, tx, ty + 2.0f);
        cr_assert_gt(image_luminance(p), 110, "%s's top not drawn at (%.0f, %.0f)", name, tx, ty);
    }
    /* As large as possible: the base's corners span most of the window's width. */
    float left = 1e9f, right = -1e9f;
    for (int k = 0; k < 4; k++) {
        vec3 corner = {(k & 1) ? layout.base_min[0] : layout.base_max[0], 0.0f,
                       (k & 2) ? layout.base_min[2] : layout.base_max[2]};
        float cx, cy;
        cr_assert(gui_project(vp, corner, 450, 800, &cx, &cy));
        left = fminf(left, cx), right = fmaxf(right, cx);
    }
    cr_assert_gt(right - left, 0.75f * 450.0f, "the board takes %.0f of 450 pixels",
                 right - left);
    image_free(&img);
    free(run);
    unlink(shot);
}

/* ================================================================ motion and sound */

Test(view, a_dropped_bead_ends_exactly_where_a_placed_one_stands)
{
    char animated[128], still[128], mid[128];
    image_temp_png(animated, "gui_view", "drop_end");
    image_temp_png(still, "gui_view", "drop_still");
    image_temp_png(mid, "gui_view", "drop_mid");
    char script[512];
    /* The mouse leaves the board after the click, so no ghost differs between the two. */
    snprintf(script, sizeof script,
             "animate on; click B2; screenshot %s; click-at 5 300; wait 40; screenshot %s", mid,
             animated);
    GuiRun *run = window("--mode", "pvp", "--size", "640x360", "--moves", "B2 C3", "--script",
                         script, "--frames", "1", NULL);
    free(run);
    snprintf(script, sizeof script, "click B2; click-at 5 300; wait 2; screenshot %s", still);
    run = window("--mode", "pvp", "--size", "640x360", "--moves", "B2 C3", "--script", script,
                 "--frames", "1", NULL);
    free(run);
    Image a = image_load(animated), b = image_load(still), m = image_load(mid);
    long differ = 0, moving = 0;
    for (size_t i = 0; i < (size_t)a.w * (size_t)a.h * 3; i++) {
        differ += abs((int)a.px[i] - (int)b.px[i]) > 8;
        moving += abs((int)m.px[i] - (int)b.px[i]) > 8;
    }
    cr_assert_lt(differ, 30, "the drop's last frame differs from the still one in %ld values",
                 differ);
    cr_assert_gt(moving, 300, "the frame of the click already shows the bead at rest");
    image_free(&a);
    image_free(&b);
    image_free(&m);
    unlink(animated);
    unlink(still);
    unlink(mid);
}

/* Runs a game with the disk audio driver writing to a file; returns the loudest sample. */
static int loudest_sample(const char *moves, const char *script)
{
    char raw[128];
    snprintf(raw, sizeof raw, "/tmp/gui_view_audio_%d.raw", (int)getpid());
    unlink(raw);
    setenv("SDL_AUDIODRIVER", "disk", 1);
    setenv("SDL_DISKAUDIOFILE", raw, 1);
    GuiRun *run = window("--mode", "pvp", "--size", "320x240", "--moves", moves, "--script",
                         script, "--frames", "1", NULL);
    free(run);
    unsetenv("SDL_AUDIODRIVER");
    FILE *f = fopen(raw, "rb");
    cr_assert_not_null(f, "the disk audio driver wrote nothing");
    int16_t buf[4096];
    size_t n, total = 0;
    int peak = 0;
    while ((n = fread(buf, sizeof buf[0], 4096, f)) > 0) {
        total += n;
        for (size_t i = 0; i < n; i++)
            peak = abs(buf[i]) > peak ? abs(buf[i]) : peak;
    }
    fclose(f);
    unlink(raw);
    cr_assert_gt(total, 4410u, "only %zu samples written", total);
    return peak;
}

Test(view, a_move_is_heard_and_muting_silences_it)
{
    /* The starting position (A1 full) is silent; a move clicks. */
    int quiet = loudest_sample("A1 A1 A1 A1", "wait 20");
    cr_assert_eq(quiet, 0, "the start made a sound of %d", quiet);
    int heard = loudest_sample("A1 A1 A1 A1", "click B2; wait 20; click C3; wait 20");
    cr_assert_gt(heard, 2000, "a move's click peaks at only %d", heard);
    int muted = loudest_sample("A1 A1 A1 A1", "key M; click B2; wait 20; click C3; wait 20");
    cr_assert_eq(muted, 0, "muted, yet a sample of %d was written", muted);
    /* A refused move (on the full peg) buzzes. */
    int refused = loudest_sample("A1 A1 A1 A1", "click A1; wait 20");
    cr_assert_gt(refused, 2000, "the refused move's buzz peaks at only %d", refused);
}

Test(view, without_an_audio_device_the_window_runs_silently)
{
    /* The last: SDL's own choice, on a machine without sound hardware (as here, headless)
     * or with it: either way nothing on stderr. */
    static const char *const drivers[] = {"dummy", "no-such-driver", NULL};
    for (size_t i = 0; i < 3; i++) {
        if (drivers[i] != NULL)
            setenv("SDL_AUDIODRIVER", drivers[i], 1);
        else
            unsetenv("SDL_AUDIODRIVER");
        GuiRun *run = window("--mode", "pvp", "--size", "320x240", "--script", "click B2; wait 5",
                             "--frames", "1", "--print-position", NULL);
        cr_assert(strstr(run->out, "position: /////W//////////") != NULL, "%s", run->out);
        cr_assert_eq(run->err[0], '\0', "%s: stderr: %s", drivers[i] ? drivers[i] : "default",
                     run->err);
        free(run);
    }
}

/* ================================================================ views and zoom */

/* Reads "peg NAME X Y" for every peg of Score Four from out; false when one is missing. */
static bool read_pegs(const char *out, float xs[16], float ys[16])
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    for (int peg = 0; peg < 16; peg++) {
        char name[S4_PEG_TEXT], want[32];
        s4_peg_format(&geo, peg, name);
        snprintf(want, sizeof want, "peg %s ", name);
        const char *line = strstr(out, want);
        int x, y;
        if (line == NULL || sscanf(line + strlen(want), "%d %d", &x, &y) != 2)
            return false;
        xs[peg] = (float)x;
        ys[peg] = (float)y;
    }
    return true;
}

Test(view, keys_one_two_three_show_the_board_from_above_the_front_and_three_quarters)
{
    float xs[16], ys[16];
    /* 1: from above, White's edge at the bottom: rows are horizontal, columns vertical. */
    GuiRun *run = window("--mode", "pvp", "--size", "1280x720", "--script",
                         "key 1; wait 2; print-pegs", "--frames", "1", NULL);
    cr_assert(read_pegs(run->out, xs, ys), "%s", run->out);
    free(run);
    /* Within 1.5 % of the board's width: the view is 5 degrees off vertical. */
    float width = xs[3] - xs[0];
    cr_assert_lt(fabsf(ys[0] - ys[3]), 0.015f * width, "A1 and D1 not level from above");
    cr_assert_lt(fabsf(xs[0] - xs[12]), 0.015f * width, "A1 and A4 not in one column from above");
    cr_assert_gt(ys[0] - ys[12], 150.0f, "row 1 not below row 4 from above");
    /* 2: from the front, low: the rows close together (yet far enough apart that their
     * numbers do not overlap), columns stand apart. */
    run = window("--mode", "pvp", "--size", "1280x720", "--script", "key 2; wait 2; print-pegs",
                 "--frames", "1", NULL);
    cr_assert(read_pegs(run->out, xs, ys), "%s", run->out);
    free(run);
    cr_assert_lt(fabsf(ys[0] - ys[12]), 0.4f * (xs[3] - xs[0]), "rows far apart from the front");
    cr_assert_gt(xs[3] - xs[0], 300.0f, "columns close together from the front");
    /* 3 (after 1) comes back to the three-quarter view the window opens with. */
    float home_x[16], home_y[16];
    run = window("--mode", "pvp", "--size", "1280x720", "--print-pegs", "--frames", "1", NULL);
    cr_assert(read_pegs(run->out, home_x, home_y), "%s", run->out);
    free(run);
    run = window("--mode", "pvp", "--size", "1280x720", "--script",
                 "key 1; wait 2; key 3; wait 2; print-pegs", "--frames", "1", NULL);
    cr_assert(read_pegs(run->out, xs, ys), "%s", run->out);
    free(run);
    for (int peg = 0; peg < 16; peg++)
        cr_assert(fabsf(xs[peg] - home_x[peg]) < 2.0f && fabsf(ys[peg] - home_y[peg]) < 2.0f,
                  "peg %d: (%.0f, %.0f) after 1 then 3, (%.0f, %.0f) at the start", peg, xs[peg],
                  ys[peg], home_x[peg], home_y[peg]);
    /* Animated, the move takes several frames: one frame in, the pegs are on their way. */
    run = window("--mode", "pvp", "--size", "1280x720", "--script",
                 "animate on; key 1; print-pegs; wait 40; print-pegs", "--frames", "1", NULL);
    float mid_x[16], mid_y[16];
    cr_assert(read_pegs(run->out, mid_x, mid_y), "%s", run->out);
    const char *second = strstr(strstr(run->out, "peg D4") + 1, "peg A1");
    cr_assert_not_null(second);
    cr_assert(read_pegs(second, xs, ys), "%s", run->out);
    free(run);
    cr_assert_gt(fabsf(mid_y[0] - ys[0]) + fabsf(mid_x[0] - xs[0]), 5.0f,
                 "the view jumped at once");
    cr_assert_lt(fabsf(ys[0] - ys[3]), 4.0f, "the animated move did not end from above");
}

Test(view, the_ascii_overlay_never_squeezes_the_board_out_of_sight)
{
    /* Overlay (Tab) and move list (K) in portrait windows: the overlay took the top, the
     * layers strip and the move list the bottom, and at 500x700 the board's pegs spanned
     * 88 pixels, the board a sliver. Now the layers strip gives way, or the overlay lies
     * over the board, so the board's pegs span at least a fifth of the window's width;
     * and the overlay's coordinate list is left out where it would be cut by the edge
     * (360x640). */
    static const char *const sizes[] = {"500x700", "450x800", "360x640", "640x360"};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        GuiRun *run = window("--mode", "pvp", "--size", sizes[i], "--moves", "B2 C3 B3 C2",
                             "--script", "key Tab; key K; print-pegs; print-texts", "--frames",
                             "1", NULL);
        cr_assert_eq(run->status, 0, "%s", run->err);
        float xs[16], ys[16];
        cr_assert(read_pegs(run->out, xs, ys), "%s: %s", sizes[i], run->out);
        float left = 1e9f, right = -1e9f;
        for (int peg = 0; peg < 16; peg++)
            left = fminf(left, xs[peg]), right = fmaxf(right, xs[peg]);
        int w = atoi(sizes[i]);
        cr_assert_gt(right - left, 0.2f * (float)w, "%s: the pegs span %.0f pixels", sizes[i],
                     right - left);
        Frame *frame = calloc(1, sizeof *frame);
        cr_assert_eq(gui_frames_read(run->out, frame, 1), 1, "%s", run->out);
        /* The coordinate list ("A1: ...") is drawn whole or not at all. */
        for (int t = 0; t < frame->count; t++) {
            const Text *x = &frame->t[t];
            if (strstr(x->s, "A1:") != NULL)
                cr_assert(x->left + x->w <= frame->w && x->top + x->h <= frame->h,
                          "%s: the coordinate list is cut (%d,%d %dx%d)", sizes[i], x->left,
                          x->top, x->w, x->h);
        }
        free(frame);
        free(run);
    }
}

Test(view, zoom_keeps_the_board_between_a_third_of_the_view_and_filling_it)
{
    /* The home view fits the board whole with a small margin; zoom may bring it about a
     * quarter closer (filling the view) or take it to about half its home size, where the
     * edge labels still stand apart. */
    float xs[16], ys[16], span[3];
    static const char *const zooms[] = {"wait 1", "zoom 60", "zoom -60"};
    for (int z = 0; z < 3; z++) {
        char script[64];
        snprintf(script, sizeof script, "%s; wait 2; print-pegs", zooms[z]);
        GuiRun *run = window("--mode", "pvp", "--size", "1280x720", "--script", script, "--frames",
                             "1", NULL);
        /* Every peg stays on screen (print-pegs says off-screen otherwise). */
        cr_assert(read_pegs(run->out, xs, ys), "%s: %s", zooms[z], run->out);
        free(run);
        float left = 1e9f, right = -1e9f;
        for (int peg = 0; peg < 16; peg++)
            left = fminf(left, xs[peg]), right = fmaxf(right, xs[peg]);
        span[z] = right - left;
    }
    cr_assert(span[1] > span[0] * 1.1f && span[1] < span[0] * 1.35f,
              "zoomed in fully, the pegs span %.0f (home %.0f)", span[1], span[0]);
    cr_assert(span[2] > span[0] * 0.42f && span[2] < span[0] * 0.6f,
              "zoomed out fully, the pegs span %.0f (home %.0f)", span[2], span[0]);
}

/* ================================================================ fullscreen */

Test(view, fullscreen_from_the_command_line_and_from_f11_fills_the_screen)
{
    static const char *const ways[][2] = {{"--fullscreen", "wait 3; print-pegs"},
                                          {"--no-vsync", "key F11; wait 5; print-pegs"}};
    for (int i = 0; i < 2; i++) {
        /* On a real (virtual) X display, not the offscreen driver gui_run sets. */
        const char *argv[] = {"/usr/bin/xvfb-run", "-a", "-s", "-screen 0 1024x768x24",
                              "/usr/bin/env", "-u", "SDL_VIDEODRIVER", SCORE4, "--mode", "pvp", "--size", "640x360", ways[i][0], "--script",
                              ways[i][1], "--frames", "2", NULL};
        GuiRun *run = malloc(sizeof *run);
        cr_assert(gui_run(run, argv, 120));
        cr_assert_eq(run->status, 0, "%s", run->err);
        cr_assert(strstr(run->out, "window 1024 768") != NULL, "%s: %s", ways[i][0], run->out);
        /* The board is refitted to the larger window: every peg still on it. */
        float xs[16], ys[16];
        cr_assert(read_pegs(run->out, xs, ys), "%s", run->out);
        free(run);
    }
}

/* ================================================================ anti-aliasing */

Test(view, fxaa_smooths_edges_and_leaves_flat_areas_alone)
{
    char smooth[128], sharp[128];
    image_temp_png(smooth, "gui_view", "fxaa");
    image_temp_png(sharp, "gui_view", "noaa");
    GuiRun *run = window("--mode", "pvp", "--size", "640x360", "--position", FULL_BOARD, "--fxaa",
                         "--screenshot", smooth, NULL);
    free(run);
    run = window("--mode", "pvp", "--size", "640x360", "--position", FULL_BOARD, "--no-aa",
                 "--screenshot", sharp, NULL);
    free(run);
    Image a = image_load(smooth), b = image_load(sharp);
    long changed = 0, steps_a = 0, steps_b = 0;
    for (int y = 1; y < a.h; y++)
        for (int x = 1; x < a.w; x++) {
            const unsigned char *p = image_pixel(&a, (float)x, (float)y), *q = image_pixel(&b, (float)x, (float)y);
            changed += abs(p[0] - q[0]) + abs(p[1] - q[1]) + abs(p[2] - q[2]) > 24;
            /* Hard steps between horizontal neighbours: fewer once edges are smoothed. */
            steps_a += fabsf(image_luminance(p) - image_luminance(image_pixel(&a, (float)(x - 1), (float)y))) > 120;
            steps_b += fabsf(image_luminance(q) - image_luminance(image_pixel(&b, (float)(x - 1), (float)y))) > 120;
        }
    long pixels = (long)a.w * a.h;
    cr_assert(changed > 300 && changed < pixels / 10, "FXAA changed %ld of %ld pixels", changed,
              pixels);
    cr_assert_lt(steps_a, steps_b, "no fewer hard steps with FXAA (%ld vs %ld)", steps_a, steps_b);
    image_free(&a);
    image_free(&b);
    unlink(smooth);
    unlink(sharp);
}

/* ================================================================ the grids' room */

Test(view, hiding_the_level_grids_gives_the_board_their_room)
{
    /* L hides the layers panel: the board takes the window's width back, centred in it, and
     * the board's fit (the pegs' tops over their own footprint, not over the whole base)
     * lets it fill more than the 45 % of the width it had. The span of the pegs' click
     * points was 419 pixels of 1280 (a third) before that fit. */
    static const struct {
        const char *size;
        float w, min_span, middle; /* middle: of the view (640x360: beside the cards) */
    } cases[] = {{"1280x720", 1280, 0.335f, 640},
                 {"640x360", 640, 0.29f, 430},
                 {"450x800", 450, 0.62f, 225}};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        float xs[16], ys[16];
        GuiRun *run = window("--mode", "pvp", "--size", cases[c].size, "--script",
                             "key L; wait 2; print-pegs", "--frames", "1", NULL);
        cr_assert(read_pegs(run->out, xs, ys), "%s: %s", cases[c].size, run->out);
        free(run);
        float left = 1e9f, right = -1e9f;
        for (int peg = 0; peg < 16; peg++)
            left = fminf(left, xs[peg]), right = fmaxf(right, xs[peg]);
        cr_assert_gt(right - left, cases[c].min_span * cases[c].w, "%s: the pegs span %.0f",
                     cases[c].size, right - left);
        float middle = (left + right) * 0.5f;
        cr_assert_lt(fabsf(middle - cases[c].middle), cases[c].w * 0.04f,
                     "%s: the board's middle at %.0f", cases[c].size, middle);
    }
}

/* ================================================================ the player cards */

Test(view, the_player_cards_of_a_short_wide_window_stand_beside_the_board)
{
    /* At 640x360 the cards across the top hid the back pegs; there they stand one above the
     * other in a column at the left and the board is fitted beside them. Windows with height
     * to spare keep them side by side across the top, in the corner the board leaves. */
    static const struct {
        const char *size;
        bool column;
    } cases[] = {{"640x360", true}, {"1280x720", false}, {"450x800", false}};
    Frame *frame = calloc(1, sizeof *frame);
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        GuiRun *run = window("--mode", "pvp", "--size", cases[c].size, "--moves",
                             "A1 B2 C3 D4 A4 D1", "--script", "wait 1; print-texts; print-pegs",
                             "--frames", "1", NULL);
        float xs[16], ys[16];
        cr_assert(read_pegs(run->out, xs, ys), "%s: %s", cases[c].size, run->out);
        cr_assert_eq(gui_frames_read(run->out, frame, 1), 1, "%s", run->out);
        const Text *white = NULL, *black = NULL; /* the cards' second lines */
        for (int t = 0; t < frame->count; t++) {
            if (strcmp(frame->t[t].s, "White, to move") == 0)
                white = &frame->t[t];
            if (strcmp(frame->t[t].s, "Black") == 0)
                black = &frame->t[t];
        }
        cr_assert(white != NULL && black != NULL, "%s: no cards\n%s", cases[c].size, run->out);
        if (cases[c].column) {
            cr_assert(black->top > white->top + white->h && abs(black->left - white->left) < 4,
                      "%s: the cards are not one above the other", cases[c].size);
            float left = 1e9f;
            for (int peg = 0; peg < 16; peg++)
                left = fminf(left, xs[peg]);
            int right = white->left + white->w > black->left + black->w
                            ? white->left + white->w
                            : black->left + black->w;
            cr_assert_lt((float)right + 20.0f, left, "%s: the cards reach %d, the pegs from %.0f",
                         cases[c].size, right, left);
        } else {
            cr_assert(abs(black->top - white->top) < 30 && black->left > white->left + white->w,
                      "%s: the cards are not side by side", cases[c].size);
        }
        gui_frame_assert_nothing_cut(frame, cases[c].size);
        free(run);
    }
    free(frame);
}
