/* gui_look.c: the board readable to the last bead and its finished look, seen in the
 * window's screenshots: beads in front of the last move drawn see-through, the board as
 * large as the free area allows in every window shape and view, Connect Four's discs red
 * and yellow. Pixels are asserted, never times. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/board.h"
#include "core/geometry.h"
#include "gui/draw/layout.h"
#include "gui/draw/pick.h"
#include "gui/draw/screen_layout.h"
#include "gui/draw/see_through.h"
#include "gui_image.h"
#include "gui_run.h"

/* Runs score4 with the given arguments (NULL-terminated); asserts it ran and exited 0. */
#define window(...) gui_succeeded(gui_window(120, __VA_ARGS__))

/* C1 stacked four high in front of D2's first bead, played last: from the default view at
 * 1280x720 the stack's top bead lies over the last bead's centre. */
static const char *const HIDDEN_LAST = "C1 C1 C1 C1 D2";
enum { PEG_C1 = 2, PEG_D2 = 7 };

/* The view the window computes for `game` in a 1280x720 window from the home position: the
 * geometry, the layout (which points at geo: used in place, never copied) and the eye. */
typedef struct HomeView {
    S4Geometry geo;
    GuiLayout layout;
    mat4 vp;
    GuiViewRect rect;
    vec3 eye;
} HomeView;

static void home_view(HomeView *v, const char *game)
{
    cr_assert_eq(s4_geometry_preset(&v->geo, game), S4_OK);
    expected_view(&v->geo, &v->layout, 1280, 720, 0, 0, v->vp, &v->rect, v->eye);
}

static void play(S4Board *board, const S4Geometry *geo, const char *moves)
{
    s4_board_init(board, geo);
    int n = 0;
    for (const char *m = moves; *m != '\0'; m++) {
        if (*m < 'A' || *m > 'D')
            continue;
        int peg = (m[1] - '1') * geo->width + (*m - 'A');
        s4_board_play(board, peg, (S4Colour)(n++ % 2));
    }
}

Test(look, the_stack_in_front_of_the_last_bead_is_marked_see_through)
{
    HomeView v;
    home_view(&v, "score4");
    S4Board board;
    play(&board, &v.geo, HIDDEN_LAST);
    int last = s4_cell(&v.geo, PEG_D2, 0), top = s4_cell(&v.geo, PEG_C1, 3);
    GuiSeeThrough see = gui_see_through(&v.layout, &board, v.eye, UINT64_C(1) << last);
    cr_assert(see.cells >> top & 1, "C1's top bead is not see-through (cells %llx)",
              (unsigned long long)see.cells);
    cr_assert_eq(see.cells >> last & 1, 0, "the last bead itself faded");
    for (int level = 0; level < 2; level++)
        cr_assert_eq(see.cells >> s4_cell(&v.geo, PEG_C1, level) & 1, 0,
                     "C1's bead %d, below the line of sight, faded", level + 1);
    /* Nothing to keep in sight, nothing faded; an upright grid never fades. */
    see = gui_see_through(&v.layout, &board, v.eye, 0);
    cr_assert(see.cells == 0 && see.pegs == 0);
    S4Geometry c4;
    s4_geometry_preset(&c4, "connect4");
    GuiLayout flat;
    gui_layout_init(&flat, &c4);
    S4Board grid;
    s4_board_init(&grid, &c4);
    s4_board_play(&grid, 3, S4_WHITE);
    see = gui_see_through(&flat, &grid, v.eye, ~UINT64_C(0));
    cr_assert(see.cells == 0 && see.pegs == 0);
}

Test(look, the_last_bead_shows_its_band_through_the_stack_in_front_of_it)
{
    char shot[128];
    image_temp_png(shot, "gui_look", "hidden");
    GuiRun *run = window("--mode", "pvp", "--size", "1280x720", "--moves", HIDDEN_LAST,
                         "--screenshot", shot, NULL);
    free(run);
    HomeView v;
    home_view(&v, "score4");
    vec3 c;
    gui_layout_cell_centre(&v.layout, PEG_D2, 0, c);
    /* The front of its equator, seen from the eye: the band (1.0, 0.36, 0.04, lit) under a
     * faint glass bead. A solid white or black bead there fails. */
    float dx = v.eye[0] - c[0], dz = v.eye[2] - c[2], len = hypotf(dx, dz);
    vec3 front = {c[0] + dx / len * v.layout.bead_scale[0] * 0.9f, c[1],
                  c[2] + dz / len * v.layout.bead_scale[0] * 0.9f};
    float x, y;
    cr_assert(gui_project(v.vp, front, 1280, 720, &x, &y));
    Image img = image_load(shot);
    const unsigned char *p = image_pixel(&img, x, y);
    cr_assert(p[0] > 150 && p[0] > p[1] + 60 && p[1] > p[2] + 20,
              "no orange band through the stack at (%.0f, %.0f): %d %d %d", x, y, p[0], p[1],
              p[2]);
    image_free(&img);
    unlink(shot);
}

/* The wood's bounding box inside the 3D view's rectangle: pixels of the base's brown (red
 * well over blue, green well under red: neither the labels' pale yellow nor the beads). */
static void wood_box(const Image *img, GuiViewRect rect, float *w, float *h)
{
    int x0 = img->w, x1 = -1, y0 = img->h, y1 = -1;
    for (int y = (int)rect.y; y < (int)(rect.y + rect.h); y++)
        for (int x = (int)rect.x; x < (int)(rect.x + rect.w); x++) {
            const unsigned char *p = img->px + ((size_t)y * (size_t)img->w + (size_t)x) * 3;
            if (p[0] > 80 && p[0] > p[2] + 50 && p[1] * 10 < p[0] * 8 && p[1] > p[2]) {
                x0 = x < x0 ? x : x0, x1 = x > x1 ? x : x1;
                y0 = y < y0 ? y : y0, y1 = y > y1 ? y : y1;
            }
        }
    *w = x1 >= x0 ? (float)(x1 - x0 + 1) : 0.0f;
    *h = y1 >= y0 ? (float)(y1 - y0 + 1) : 0.0f;
}

Test(look, the_board_takes_the_free_area_in_every_window_shape_and_view)
{
    /* The base spans most of the free rectangle's width or height: the fit is made for
     * each view's own yaw and pitch (from above the square base filled only the circle
     * its corners sweep, a fifth smaller). Pegs and beads stand over the base, so its share
     * of the height is less from the side. */
    static const struct {
        float w, h;
    } sizes[] = {{1280, 720}, {450, 800}, {640, 360}, {360, 640}};
    static const struct {
        const char *name, *script;
        float least;
    } views[] = {{"three-quarter", "wait 1", 0.65f},
                 {"top", "key 1; wait 2", 0.75f},
                 {"front", "key 2; wait 2", 0.42f}};
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        char size[32];
        snprintf(size, sizeof size, "%.0fx%.0f", sizes[s].w, sizes[s].h);
        GuiLayout layout;
        mat4 vp;
        GuiViewRect rect;
        vec3 eye;
        expected_view(&geo, &layout, sizes[s].w, sizes[s].h, 0, 0, vp, &rect, eye);
        for (size_t v = 0; v < sizeof views / sizeof views[0]; v++) {
            char shot[128];
            image_temp_png(shot, "gui_look", "share");
            GuiRun *run = window("--mode", "pvp", "--size", size, "--script", views[v].script,
                                 "--frames", "1", "--screenshot", shot, NULL);
            free(run);
            Image img = image_load(shot);
            float bw, bh;
            wood_box(&img, rect, &bw, &bh);
            float share = fmaxf(bw / rect.w, bh / rect.h);
            cr_log_info("%s %s: base %.0f x %.0f in %.0f x %.0f, share %.2f", size,
                        views[v].name, bw, bh, rect.w, rect.h, share);
            cr_assert_geq(share, views[v].least,
                          "%s, %s view: the base spans %.0f x %.0f of a %.0f x %.0f view (%.2f)",
                          size, views[v].name, bw, bh, rect.w, rect.h, share);
            image_free(&img);
            unlink(shot);
        }
    }
}

Test(look, connect_four_discs_are_red_and_yellow_in_a_blue_frame)
{
    /* X (the first player) in column 4, O on it, X beside it in column 5 (played last):
     * each disc's colour at a point off the last disc's band, the blue plate between. */
    char shot[128];
    image_temp_png(shot, "gui_look", "connect4");
    GuiRun *run = window("--game", "connect4", "--mode", "pvp", "--size", "1280x720", "--moves",
                         "4 4 5", "--screenshot", shot, NULL);
    free(run);
    HomeView v;
    home_view(&v, "connect4");
    Image img = image_load(shot);
    static const struct {
        int peg, level;
        bool red;
    } discs[] = {{3, 0, true}, {3, 1, false}, {4, 0, true}};
    for (size_t i = 0; i < sizeof discs / sizeof discs[0]; i++) {
        vec3 c;
        gui_layout_cell_centre(&v.layout, discs[i].peg, discs[i].level, c);
        c[1] += v.layout.bead_scale[1] * 0.55f; /* above the band round the last one's middle */
        c[2] += v.layout.bead_scale[2];         /* on its face */
        float x, y;
        cr_assert(gui_project(v.vp, c, 1280, 720, &x, &y));
        const unsigned char *p = image_pixel(&img, x, y);
        if (discs[i].red)
            cr_assert(p[0] > 120 && p[0] > 2 * p[1] && p[0] > 2 * p[2],
                      "column %d row %d: not red at (%.0f, %.0f): %d %d %d", discs[i].peg + 1,
                      discs[i].level + 1, x, y, p[0], p[1], p[2]);
        else
            cr_assert(p[0] > 150 && p[1] > 110 && p[2] * 2 < p[1] && p[0] >= p[1],
                      "column %d row %d: not yellow at (%.0f, %.0f): %d %d %d",
                      discs[i].peg + 1, discs[i].level + 1, x, y, p[0], p[1], p[2]);
    }
    /* The front plate between columns 4 and 5 on the first row: blue. */
    vec3 a, b;
    gui_layout_cell_centre(&v.layout, 3, 0, a);
    gui_layout_cell_centre(&v.layout, 4, 0, b);
    vec3 between = {(a[0] + b[0]) * 0.5f, a[1], a[2] + v.layout.bead_scale[2] + 0.09f};
    float x, y;
    cr_assert(gui_project(v.vp, between, 1280, 720, &x, &y));
    const unsigned char *p = image_pixel(&img, x, y);
    cr_assert(p[2] > 120 && p[2] > p[0] + 60 && p[2] > p[1] + 30,
              "no blue plate between the columns at (%.0f, %.0f): %d %d %d", x, y, p[0], p[1],
              p[2]);
    image_free(&img);
    unlink(shot);
}

Test(look, the_colour_blind_palette_gives_connect_four_orange_and_sky_blue_discs)
{
    /* From the settings file (palette = colour-blind, chosen on the start screen's way into a
     * game) and from --colour-blind alike. */
    char home[256], dir[512], path[600], shot[128];
    gui_home_make(home, "look");
    snprintf(dir, sizeof dir, "%s/config/score4", home);
    char mk[600];
    snprintf(mk, sizeof mk, "mkdir -p '%s'", dir);
    cr_assert_eq(system(mk), 0);
    snprintf(path, sizeof path, "%s/settings", dir);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs("palette = colour-blind\n", f);
    fclose(f);
    HomeView v;
    home_view(&v, "connect4");
    for (int way = 0; way < 2; way++) {
        image_temp_png(shot, "gui_look", "colour_blind");
        /* The settings file is read by the start screen; options that skip it leave it. */
        GuiRun *run = way == 0 ? window("--script",
                                        "menu-select game connect4; menu-select opponent person; "
                                        "menu-start; click 4; click 4; click 5; wait 2",
                                        "--frames", "1", "--screenshot", shot, NULL)
                               : window("--game", "connect4", "--mode", "pvp", "--moves", "4 4 5",
                                        "--colour-blind", "--screenshot", shot, NULL);
        free(run);
        Image img = image_load(shot);
        for (int level = 0; level < 2; level++) {
            vec3 c;
            gui_layout_cell_centre(&v.layout, 3, level, c);
            c[2] += v.layout.bead_scale[2];
            float x, y;
            cr_assert(gui_project(v.vp, c, 1280, 720, &x, &y));
            const unsigned char *p = image_pixel(&img, x, y);
            if (level == 0) /* X: orange (green at 0.4-0.8 of red; the standard red has 0.1) */
                cr_assert(p[0] > 100 && p[1] * 10 > p[0] * 4 && p[1] * 10 < p[0] * 8 &&
                              p[2] < 50,
                          "%s: X's disc not orange: %d %d %d", way ? "option" : "settings",
                          p[0], p[1], p[2]);
            else /* O: sky blue */
                cr_assert(p[2] > 120 && p[2] > p[0] + 50 && p[1] > p[0],
                          "%s: O's disc not sky blue: %d %d %d", way ? "option" : "settings",
                          p[0], p[1], p[2]);
        }
        image_free(&img);
        unlink(shot);
        if (way == 0) {
            /* The option alone, with the standard palette in the file. */
            f = fopen(path, "w");
            cr_assert_not_null(f);
            fputs("palette = standard\n", f);
            fclose(f);
        }
    }
    gui_home_remove(home);
}

Test(look, edge_labels_stand_apart_from_the_front_and_zoomed_out)
{
    /* Each label's box (about 14 x 22 pixels) keeps 8 pixels from every other: from the low
     * front view the rows' numbers were stacked 23 pixels apart, and fully zoomed out "1"
     * and "2" were 15 x 23 pixels apart. */
    static const char *const views[] = {"key 2; wait 2; print-pegs", "zoom -60; wait 2; print-pegs",
                                        "wait 1; print-pegs"};
    for (size_t v = 0; v < sizeof views / sizeof views[0]; v++) {
        GuiRun *run = window("--mode", "pvp", "--size", "1280x720", "--script", views[v],
                             "--frames", "1", NULL);
        char text[16][4];
        int xs[16], ys[16], n = 0;
        for (const char *p = strstr(run->out, "label "); p != NULL && n < 16;
             p = strstr(p + 1, "label "))
            if (sscanf(p, "label %3s %d %d", text[n], &xs[n], &ys[n]) == 3)
                n++;
        cr_assert_eq(n, 8, "'%s': %d labels\n%s", views[v], n, run->out);
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                cr_assert(abs(xs[i] - xs[j]) >= 22 || abs(ys[i] - ys[j]) >= 30,
                          "'%s': labels %s (%d, %d) and %s (%d, %d) crowd each other", views[v],
                          text[i], xs[i], ys[i], text[j], xs[j], ys[j]);
        free(run);
    }
}
