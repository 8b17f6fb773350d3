/* gui_window.c: the built window, run headless (SDL offscreen, Mesa llvmpipe) the way a
 * person or a test harness would: scripted clicks, keys, screenshots and printed state. */
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
#include "gui_run.h"

#define SCORE4 S4_BIN_DIR "/score4"
#define STUB S4_BIN_DIR "/gui_stub_engine"

/* Runs score4 with the given arguments (NULL-terminated); asserts it ran and ended. */
#define window(...) gui_window(120, __VA_ARGS__)

/* Reads what a stub engine logged at path into buf (cut to size) and removes the file. */
static void take_log(const char *path, char *buf, size_t size)
{
    gui_read_file(path, buf, size);
    unlink(path);
}

/* ================================================================ position and record */

Test(window, opens_on_the_given_position_and_prints_it_on_exit)
{
    GuiRun *run = window("--mode", "pvp", "--position", "WB/W//B////////////", "--to-move",
                         "black", "--frames", "2", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "position: WB/W//B//////////// to-move: black result: Black to move\n")
                  != NULL, "%s", run->out);
    free(run);
}

Test(window, moves_start_after_the_record_and_connect_games_use_columns)
{
    GuiRun *run = window("--game", "connect4", "--mode", "pvp", "--moves", "D1 D1 C1", "--frames",
                         "1", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "position: //W/WB/// to-move: black") != NULL, "%s", run->out);
    free(run);
}

Test(window, bad_starts_are_refused_with_a_reason)
{
    GuiRun *run = window("--game", "go", NULL);
    cr_assert_eq(run->status, 1);
    cr_assert(strstr(run->err, "score4: --game go: ") != NULL, "%s", run->err);
    free(run);
    run = window("--moves", "A1 A1 A1 A1 A1", "--mode", "pvp", NULL);
    cr_assert_eq(run->status, 1);
    cr_assert(strstr(run->err, "--moves: move 5") != NULL, "%s", run->err);
    free(run);
    run = window("--script", "click Q9", "--mode", "pvp", NULL);
    cr_assert_eq(run->status, 1);
    cr_assert(strstr(run->err, "step 1") != NULL, "%s", run->err);
    free(run);
}

Test(window, replay_steps_through_a_record_with_left_and_right)
{
    char path[] = "/tmp/gui_window_replay_XXXXXX";
    int fd = mkstemp(path);
    cr_assert_geq(fd, 0);
    const char text[] = "# two games\nscore4 * A1 B1\nscore4 1-0 A1 A2 B1 B2 C1 C2 D1 # white wins\n";
    cr_assert_eq(write(fd, text, sizeof text - 1), (ssize_t)(sizeof text - 1));
    close(fd);
    GuiRun *run = window("--replay", path, "--replay-game", "2", "--script",
                         "key Right; key Right; key Right; key Left", "--frames", "1",
                         "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "position: W////B/////////// to-move: white") != NULL, "%s",
              run->out);
    free(run);
    run = window("--replay", path, "--script", "key End", "--frames", "1", "--print-position", NULL);
    cr_assert(strstr(run->out, "position: W/B////////////// to-move: white") != NULL, "%s", run->out);
    free(run);
    run = window("--replay", path, "--replay-game", "3", NULL);
    cr_assert_eq(run->status, 1);
    cr_assert(strstr(run->err, "has 2 games, not 3") != NULL, "%s", run->err);
    free(run);
    unlink(path);
}

/* ================================================================ playing by clicks */

/* A script clicking every peg of geo in turn, `rounds` times, waiting for the engine. */
static char *click_everything(const char *game, int rounds)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, game);
    char *s = calloc(1, 16384);
    for (int r = 0; r < rounds; r++) {
        for (int p = 0; p < geo.pegs; p++) {
            char name[S4_PEG_TEXT];
            /* A varied order: a stride coprime with the peg count. */
            s4_peg_format(&geo, (p * 5 + r) % geo.pegs, name);
            strcat(s, "play "); /* a click while a person may move: the result panel is left alone */
            strcat(s, name);
            strcat(s, "; wait-engine; ");
        }
    }
    return s;
}

Test(window, a_game_played_by_clicks_against_the_real_engine_reaches_its_end)
{
    char *script = click_everything("score4", 5);
    GuiRun *run = window("--depth", "1", "--script", script, "--frames", "1", "--print-position",
                         "--no-vsync", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "result: White wins") || strstr(run->out, "result: Black wins") ||
                  strstr(run->out, "result: Draw"), "%s", run->out);
    free(script);
    free(run);
}

Test(window, connect_four_is_played_by_clicking_columns_against_the_engine)
{
    char *script = click_everything("connect4", 7);
    GuiRun *run = window("--game", "connect4", "--depth", "1", "--human", "black", "--script",
                         script, "--frames", "1", "--print-position", "--no-vsync", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    /* The Connect games call their sides X and O (the script's "D1" is the older form). */
    cr_assert(strstr(run->out, "result: X wins") || strstr(run->out, "result: O wins") ||
                  strstr(run->out, "result: Draw"), "%s", run->out);
    free(script);
    free(run);
}

Test(window, clicks_still_land_after_the_view_is_turned_and_zoomed)
{
    GuiRun *run = window("--mode", "pvp", "--script",
                         "print-pegs; rotate 70; tilt 20; zoom 2; wait 1; print-pegs; click C3; "
                         "rotate -150; wait 1; click A4",
                         "--frames", "1", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "position: //////////W//B/// to-move: white") != NULL ||
              strstr(run->out, "position: //////////W//B/// to-move: white") != NULL, "%s", run->out);
    /* The two printouts of B2 differ: the view really turned. */
    char *first = strstr(run->out, "peg B2 ");
    cr_assert_not_null(first);
    char *second = strstr(first + 1, "peg B2 ");
    cr_assert_not_null(second);
    int x1, y1, x2, y2;
    cr_assert_eq(sscanf(first, "peg B2 %d %d", &x1, &y1), 2);
    cr_assert_eq(sscanf(second, "peg B2 %d %d", &x2, &y2), 2);
    cr_assert(abs(x1 - x2) + abs(y1 - y2) > 10, "B2 stayed at (%d, %d)", x1, y1);
    free(run);
}

Test(window, print_pegs_gives_every_peg_inside_the_window)
{
    GuiRun *run = window("--mode", "pvp", "--size", "800x600", "--print-pegs", "--frames", "1", NULL);
    int count = 0;
    for (char *line = strstr(run->out, "peg "); line != NULL; line = strstr(line + 1, "peg ")) {
        char name[8];
        int x, y;
        cr_assert_eq(sscanf(line, "peg %7s %d %d", name, &x, &y), 3, "%.40s", line);
        cr_assert(x > 0 && x < 800 && y > 0 && y < 600, "%s at (%d, %d)", name, x, y);
        count++;
    }
    cr_assert_eq(count, 16);
    free(run);
}

Test(window, new_game_and_undo_keys_take_the_board_back)
{
    char log[] = "/tmp/gui_window_log_XXXXXX";
    int fd = mkstemp(log);
    close(fd);
    char engine[256];
    snprintf(engine, sizeof engine, "exec %s good --log %s", STUB, log);
    GuiRun *run = window("--engine", engine, "--script",
                         "click B2; wait-engine; click C3; wait-engine; key U; wait-engine", "--frames",
                         "1", "--print-position", NULL);
    cr_assert(strstr(run->out, "position: B/////W////////// to-move: white") != NULL,
              "one undo goes back to the person's turn: %s", run->out);
    free(run);
    /* The engine was told to quit when the window closed. */
    char all[8192];
    take_log(log, all, sizeof all);
    cr_assert(strstr(all, "quit;") != NULL, "%s", all);
    /* N over a game in progress asks first (a new game would throw this one away): Yes
     * empties the board. */
    run = window("--mode", "pvp", "--script", "click A1; click B1; key N; button confirm:yes",
                 "--frames", "1", "--print-position", NULL);
    cr_assert(strstr(run->out, "position: /////////////// to-move: white") != NULL, "%s", run->out);
    free(run);
}

Test(window, q_quits_at_once)
{
    GuiRun *run = window("--mode", "pvp", "--script", "key Q", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    free(run);
}

/* ================================================================ misbehaving engines */

typedef struct Failure {
    const char *stub;
    const char *says;
} Failure;

Test(window, a_misbehaving_engine_ends_the_game_with_a_red_message_and_never_freezes)
{
    static const Failure cases[] = {
        {"crash", "crashed"},
        {"hang", "gave no answer to 'move;' within 700 ms"},
        {"garbage", "answered garbage"},
        {"peg Z9", "not on the board"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char engine[256], shot[128];
        snprintf(engine, sizeof engine, "exec %s %s", STUB, cases[i].stub);
        image_temp_png(shot, "gui_window", "fail");
        GuiRun *run = window("--engine", engine, "--engine-timeout", "700", "--size", "640x360",
                             "--script", "click B2; wait-engine", "--screenshot", shot,
                             "--frames", "2", "--print-position", NULL);
        /* A window that froze would be killed at the runner's limit: status -1, not 0. */
        cr_assert_eq(run->status, 0, "%s: %s", cases[i].stub, run->err);
        cr_assert(strstr(run->err, cases[i].says) != NULL, "%s: %s", cases[i].stub, run->err);
        /* The status line is drawn in the alert colour. */
        Image img = image_load(shot);
        int red = 0;
        for (int y = img.h - 40; y < img.h; y++)
            for (int x = 0; x < img.w; x++) {
                const unsigned char *p = img.px + ((size_t)y * (size_t)img.w + (size_t)x) * 3;
                red += p[0] > 180 && p[1] < 150 && p[2] < 140;
            }
        cr_assert_gt(red, 50, "%s: no red message in the status line", cases[i].stub);
        image_free(&img);
        unlink(shot);
        free(run);
    }
}

/* ================================================================ pixels */

/* The window's default view of a w x h window (text scale 1: no high DPI offscreen): the
 * camera fitted beside the bars and the layers panel, computed independently of it. */
static void default_view(const S4Geometry *geo, GuiLayout *layout, float w, float h, mat4 vp)
{
    GuiViewRect rect;
    vec3 eye;
    expected_view(geo, layout, w, h, 0.0f, 0.0f, vp, &rect, eye);
}

/* Where the window's default camera puts a cell, computed independently of the window. */
static void cell_pixel(const char *game, const char *peg_name, int level, float w, float h,
                       float *x, float *y)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, game);
    GuiLayout layout;
    mat4 vp;
    default_view(&geo, &layout, w, h, vp);
    int peg;
    cr_assert_eq(s4_peg_parse(&geo, peg_name, strlen(peg_name), &peg), S4_OK);
    vec3 c;
    gui_layout_cell_centre(&layout, peg, level, c);
    /* Aim a little off the rod, still inside the bead. */
    c[0] += layout.flat ? 0.0f : layout.bead_scale[0] * 0.55f;
    cr_assert(gui_project(vp, c, w, h, x, y));
}

static void check_beads(const char *game, const char *position, const char *white[][2],
                        const char *black[][2], int n)
{
    char full[128], empty[128];
    image_temp_png(full, "gui_window", "full");
    image_temp_png(empty, "gui_window", "empty");
    GuiRun *run = window("--game", game, "--mode", "pvp", "--size", "640x360", "--position",
                         position, "--screenshot", full, "--frames", "2", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    free(run);
    run = window("--game", game, "--mode", "pvp", "--size", "640x360", "--screenshot", empty,
                 "--frames", "2", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    free(run);
    Image a = image_load(full), b = image_load(empty);
    cr_assert_eq(a.w, 640);
    cr_assert_eq(a.h, 360);
    for (int i = 0; i < n; i++) {
        for (int colour = 0; colour < 2; colour++) {
            const char *name = colour == 0 ? white[i][0] : black[i][0];
            int level = atoi(colour == 0 ? white[i][1] : black[i][1]);
            float x, y;
            cell_pixel(game, name, level, 640, 360, &x, &y);
            const unsigned char *pa = image_pixel(&a, x, y), *pb = image_pixel(&b, x, y);
            float la = image_luminance(pa), lb = image_luminance(pb);
            if (strcmp(game, "score4") != 0)
                /* The Connect games' discs: X's red, O's yellow. */
                cr_assert(colour == 0 ? pa[0] > 90 && pa[0] > 3 * pa[1] && pa[0] > 3 * pa[2]
                                      : pa[0] > 110 && pa[1] * 3 > pa[0] * 2 && pa[2] * 3 < pa[1],
                          "%s %s/%d: %s disc missing at (%.0f, %.0f): %d %d %d", game, name,
                          level, colour == 0 ? "red" : "yellow", x, y, pa[0], pa[1], pa[2]);
            else if (colour == 0)
                cr_assert_gt(la, 150.0f, "%s %s/%d: white bead missing at (%.0f, %.0f): lum %.0f",
                             game, name, level, x, y, la);
            else
                cr_assert_lt(la, 60.0f, "%s %s/%d: black bead missing at (%.0f, %.0f): lum %.0f",
                             game, name, level, x, y, la);
            int diff = abs(pa[0] - pb[0]) + abs(pa[1] - pb[1]) + abs(pa[2] - pb[2]);
            cr_assert_gt(diff, 60, "%s %s/%d: nearly the same pixel without the bead (%.0f vs %.0f)",
                         game, name, level, la, lb);
        }
    }
    image_free(&a);
    image_free(&b);
    unlink(full);
    unlink(empty);
}

Test(window, beads_appear_where_the_projection_puts_them)
{
    /* A1: W; D1: B; B3: W then B; C2: B W B. */
    static const char *white[][2] = {{"A1", "0"}, {"B3", "0"}, {"C2", "1"}};
    static const char *black[][2] = {{"D1", "0"}, {"B3", "1"}, {"C2", "2"}};
    check_beads("score4", "W///B///BWB///WB//////", white, black, 3);
}

Test(window, discs_appear_in_the_upright_grid_where_the_projection_puts_them)
{
    static const char *white[][2] = {{"A1", "0"}, {"D1", "1"}};
    static const char *black[][2] = {{"G1", "0"}, {"D1", "2"}};
    check_beads("connect4", "W///WWB///B", white, black, 2);
}

/* The disc is ray-cast per pixel (shaders/bead.frag): its outline must be the round one the
 * layout gives, all the way round: inside at 0.8 of its radius, outside at 1.25. */
Test(window, a_disc_covers_its_circle_and_nothing_beyond)
{
    char full[128], empty[128];
    image_temp_png(full, "gui_window", "disc");
    image_temp_png(empty, "gui_window", "nodisc");
    GuiRun *run = window("--game", "connect4", "--mode", "pvp", "--size", "640x360", "--position",
                         "///W///", "--screenshot", full, "--frames", "2", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    free(run);
    run = window("--game", "connect4", "--mode", "pvp", "--size", "640x360", "--screenshot", empty,
                 "--frames", "2", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    free(run);
    Image a = image_load(full), b = image_load(empty);
    S4Geometry geo;
    s4_geometry_preset(&geo, "connect4");
    GuiLayout layout;
    mat4 vp;
    default_view(&geo, &layout, 640.0f, 360.0f, vp);
    vec3 c;
    gui_layout_cell_centre(&layout, 3, 0, c); /* D1 */
    for (int k = 0; k < 16; k++) {
        float angle = (float)k * 3.14159265f / 8.0f;
        for (int outside = 0; outside < 2; outside++) {
            float reach = (outside ? 1.25f : 0.8f) * layout.bead_scale[0];
            vec3 p = {c[0] + reach * cosf(angle), c[1] + reach * sinf(angle), c[2]};
            float x, y;
            cr_assert(gui_project(vp, p, 640, 360, &x, &y));
            const unsigned char *pa = image_pixel(&a, x, y), *pb = image_pixel(&b, x, y);
            int diff = abs(pa[0] - pb[0]) + abs(pa[1] - pb[1]) + abs(pa[2] - pb[2]);
            if (outside)
                cr_assert_lt(diff, 30, "disc drawn beyond its outline at %d/16 turn (%.0f, %.0f)",
                             k, x, y);
            else
                cr_assert_gt(diff, 60, "disc missing inside its outline at %d/16 turn (%.0f, %.0f)",
                             k, x, y);
        }
    }
    image_free(&a);
    image_free(&b);
    unlink(full);
    unlink(empty);
}

Test(window, the_ascii_overlay_changes_the_image_and_toggles_back)
{
    char off[128], on[128], again[128];
    image_temp_png(off, "gui_window", "off");
    image_temp_png(on, "gui_window", "on");
    image_temp_png(again, "gui_window", "again");
    char script[512];
    snprintf(script, sizeof script,
             "click B2; click C3; wait 1; screenshot %s; key Tab; wait 1; screenshot %s; key Tab; "
             "wait 1; screenshot %s", off, on, again);
    GuiRun *run = window("--mode", "pvp", "--size", "640x360", "--script", script, "--frames", "1",
                         NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    free(run);
    Image a = image_load(off), b = image_load(on), c = image_load(again);
    long changed = 0, back = 0;
    for (size_t i = 0; i < (size_t)a.w * (size_t)a.h * 3; i++) {
        changed += a.px[i] != b.px[i];
        back += abs((int)a.px[i] - (int)c.px[i]) > 8;
    }
    cr_assert_gt(changed, 5000, "the overlay changed only %ld values", changed);
    cr_assert_lt(back, 500, "Tab again did not remove the overlay (%ld values differ)", back);
    image_free(&a);
    image_free(&b);
    image_free(&c);
    unlink(off);
    unlink(on);
    unlink(again);
}

/* ================================================================ --console */

Test(window, console_flag_runs_the_console_from_beside_the_binary)
{
    GuiRun *run = window("--console", "--help", NULL);
    if (access(S4_BIN_DIR "/score4-console", X_OK) == 0) {
        cr_assert_neq(run->status, 127, "%s", run->err);
    } else {
        cr_assert_eq(run->status, 127);
        cr_assert(strstr(run->err, "score4: --console: cannot run") != NULL, "%s", run->err);
        cr_assert(strstr(run->err, "score4-console") != NULL, "%s", run->err);
    }
    free(run);
}

/* ================================================================ a real X display */

Test(window, xdotool_under_xvfb_clicks_a_peg_where_print_pegs_says_it_is)
{
    const char *argv[] = {"/usr/bin/xvfb-run", "-a", "-s", "-screen 0 1024x768x24", "/bin/sh",
                          S4_SOURCE_DIR "/tests/gui_xdotool.sh", SCORE4, NULL};
    GuiRun *run = malloc(sizeof *run);
    cr_assert(gui_run(run, argv, 120));
    cr_assert_eq(run->status, 0, "xvfb-run failed: %s", run->err);
    /* B2 is peg 5: the one white bead the click put there. */
    cr_assert(strstr(run->out, "position: /////W////////// to-move: black") != NULL,
              "out: %s\nerr: %s", run->out, run->err);
    free(run);
}

/* ================================================================ hover */

static long differing(const Image *a, const Image *b)
{
    long n = 0;
    for (size_t i = 0; i < (size_t)a->w * (size_t)a->h * 3; i++)
        n += abs((int)a->px[i] - (int)b->px[i]) > 8;
    return n;
}

/* Beads are drawn with exact per-pixel depth only when something needs it (a translucent
 * ghost, the upright grid); otherwise they keep a front plane so a software rasteriser
 * skips hidden pixels (GUI_BEADS_FRONT_PLANE). Both ways must give the same picture, from
 * above and from low down, where pegs show between stacked beads. */
Test(window, beads_without_exact_depth_look_the_same)
{
    static const char *const views[] = {"wait 1", "tilt -40; rotate 35; zoom 3", "tilt 50"};
    for (size_t v = 0; v < sizeof views / sizeof views[0]; v++) {
        char fast[128], exact[128];
        image_temp_png(fast, "gui_window", "depth_fast");
        image_temp_png(exact, "gui_window", "depth_exact");
        /* A full board with no line of either colour (as a drawn game ends). */
        const char *full = "BBBW/WWBW/BBWB/WBWB/BWBB/WBWB/BBWB/WWBW/"
                           "WWBW/BWBW/BBWB/WWBB/WBWW/BBWB/WWBW/BWWW";
        GuiRun *a = window("--mode", "pvp", "--position", full, "--size", "640x360", "--script",
                           views[v], "--screenshot", fast, NULL);
        cr_assert_eq(a->status, 0, "%s", a->err);
        free(a);
        GuiRun *b = window("--mode", "pvp", "--position", full, "--size", "640x360", "--script",
                           views[v], "--screenshot", exact, "--exact-depth", NULL);
        cr_assert_eq(b->status, 0, "%s", b->err);
        free(b);
        Image x = image_load(fast), y = image_load(exact);
        long pixels = 0, off = 0;
        for (size_t i = 0; i < (size_t)x.w * (size_t)x.h; i++) {
            int d = 0;
            for (int c = 0; c < 3; c++)
                d += abs((int)x.px[3 * i + c] - (int)y.px[3 * i + c]);
            pixels++;
            off += d > 48;
        }
        /* Edges may fall a pixel apart where a peg meets its own bead; nothing more. */
        cr_assert_lt(off, pixels / 1000, "view '%s': %ld of %ld pixels differ", views[v], off,
                     pixels);
        image_free(&x);
        image_free(&y);
        unlink(fast);
        unlink(exact);
    }
}

Test(window, hover_lights_a_playable_peg_but_never_a_full_one)
{
    char none[128], full[128], open[128];
    image_temp_png(none, "gui_window", "hover_none");
    image_temp_png(full, "gui_window", "hover_full");
    image_temp_png(open, "gui_window", "hover_open");
    char script[512];
    snprintf(script, sizeof script,
             "wait 1; screenshot %s; hover A1; wait 1; screenshot %s; hover C3; wait 1; screenshot %s",
             none, full, open);
    GuiRun *run = window("--mode", "pvp", "--size", "640x360", "--moves", "A1 A1 A1 A1", "--script",
                         script, "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    free(run);
    Image a = image_load(none), b = image_load(full), c = image_load(open);
    cr_assert_lt(differing(&a, &b), 200, "the full peg A1 lit up");
    cr_assert_gt(differing(&a, &c), 500, "the open peg C3 did not light up");
    image_free(&a);
    image_free(&b);
    image_free(&c);
    unlink(none);
    unlink(full);
    unlink(open);
}

Test(window, depth_chosen_at_the_start_of_a_game_is_sent_to_the_engine)
{
    char log[] = "/tmp/gui_window_depth_XXXXXX";
    int fd = mkstemp(log);
    close(fd);
    char engine[256];
    snprintf(engine, sizeof engine, "exec %s good --log %s", STUB, log);
    GuiRun *run = window("--engine", engine, "--depth", "3", "--script",
                         "key ]; key ]; wait-engine; click B2; wait-engine", "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    free(run);
    char all[8192];
    take_log(log, all, sizeof all);
    /* --depth reaches the engine through the protocol, with no clock to cut it; the first
     * press sets 4, the second 5; each restarts the empty game with its depth. */
    cr_assert(strstr(all, "depth 3;") != NULL, "%s", all);
    cr_assert(strstr(all, "movetime 0;") != NULL, "%s", all);
    cr_assert(strstr(all, "depth 5;") != NULL, "%s", all);
    cr_assert(strstr(all, "note: white plays B2;") != NULL, "%s", all);
}

Test(window, brackets_step_the_named_difficulty_and_a_foreign_engine_gets_a_time_per_move)
{
    char log[] = "/tmp/gui_window_level_XXXXXX";
    int fd = mkstemp(log);
    close(fd);
    char engine[256];
    snprintf(engine, sizeof engine, "exec %s good --log %s", STUB, log);
    /* Casual (the default), then Club, then Expert. */
    GuiRun *run = window("--engine", engine, "--script",
                         "key ]; key ]; wait-engine; click B2; wait-engine", "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    free(run);
    char all[8192];
    take_log(log, all, sizeof all);
    /* The stub knows no `level`: the window asks for Expert's time per move instead. */
    const char *last = strstr(all, "movetime 400;");
    cr_assert_not_null(last, "%s", all);
    cr_assert(strstr(last, "note: white plays B2;") != NULL, "%s", all);
}

/* The niceness the engine ran at, as the engine's own shell saw it (`nice` prints it). */
static int engine_niceness(const char *nice_option)
{
    char log[] = "/tmp/gui_window_nice_XXXXXX";
    int fd = mkstemp(log);
    close(fd);
    char engine[512];
    snprintf(engine, sizeof engine, "nice > %s; exec %s good", log, STUB);
    GuiRun *run = window("--engine", engine, "--engine-nice", nice_option, "--script",
                         "click B2; wait-engine", "--frames", "1", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "position: ") != NULL, "%s", run->out);
    free(run);
    FILE *f = fopen(log, "r");
    int niceness = -100;
    cr_assert_eq(fscanf(f, "%d", &niceness), 1, "nothing in %s", log);
    fclose(f);
    unlink(log);
    return niceness;
}

Test(window, engines_run_at_a_lower_priority_so_frames_go_first)
{
    int same = engine_niceness("0"), lowered = engine_niceness("10");
    int expected = same + 10 < 19 ? same + 10 : 19;
    cr_assert_eq(lowered, expected, "--engine-nice 10: niceness %d, the window's %d", lowered,
                 same);
}
