/* gui_layers.c: the layers panel in the built window, headless: every bead on its level's
 * grid, in a column at the right or a strip under the board; the threat marks; a click on a
 * cell plays on its peg; a replay shown there. Pixels of screenshots are checked against the
 * panel's layout computed here, independently of the window. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/geometry.h"
#include "core/notation.h"
#include "gui/draw/layers_layout.h"
#include "gui/draw/screen_layout.h"
#include "gui_image.h"
#include "gui_run.h"

/* Runs score4 with the given arguments (NULL-terminated); asserts it ran and exited 0. */
#define window(...) gui_succeeded(gui_window(120, __VA_ARGS__))

/* ================================================================ the layers panel */

/* The layers panel of a w x h window shows the position's ten beads, each on its level's
 * grid, and nothing on the empty cells; `across`: the strip above the status bar (a portrait
 * window) rather than the column at the right. */
static void check_layers_beads(int w, int h, bool across)
{
    char size[32];
    snprintf(size, sizeof size, "%dx%d", w, h);
    /* A1: W B W; B2: B (peg 5); C3: W B (peg 10); D4: B W B W (peg 15, full). */
    const char *position = "WBW/////B/////WB/////BWBW";
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    S4Board board;
    cr_assert_eq(s4_position_parse(&geo, position, &board), S4_OK);
    char shot[128];
    image_temp_png(shot, "gui_view", "layers");
    GuiRun *run = window("--mode", "pvp", "--size", size, "--position", position,
                         "--screenshot", shot, NULL);
    free(run);
    Image img = image_load(shot);
    GuiLayersLayout l;
    gui_layers_layout(&l, &geo, (float)w, (float)h, gui_screen_top_bar(1), gui_screen_bottom_bar(1),
                      1);
    cr_assert(l.shown, "a %s window has room for the panel", size);
    cr_assert_eq(l.across, across, "%s: the panel %s", size, across ? "across" : "at the right");
    int beads = 0;
    for (int peg = 0; peg < geo.pegs; peg++) {
        for (int level = 0; level < geo.height; level++) {
            float x, y, side;
            gui_layers_cell(&l, &geo, peg, level, &x, &y, &side);
            cr_assert(x >= 0 && y >= 0 && x + side <= (float)w && y + side <= (float)h,
                      "%s: cell off the window", size);
            /* Off the centre (where the empty peg's dot is), still inside a bead's disc. */
            const unsigned char *c = image_pixel(&img, x + side * 0.5f, y + side * 0.5f);
            const unsigned char *off = image_pixel(&img, x + side * 0.28f, y + side * 0.5f);
            int at = s4_board_at(&board, peg, level);
            char name[S4_PEG_TEXT];
            s4_peg_format(&geo, peg, name);
            if (at == S4_WHITE) {
                cr_assert_gt(image_luminance(off), 200, "%s level %d: no white bead", name, level + 1);
                beads++;
            } else if (at == S4_BLACK) {
                cr_assert_lt(image_luminance(off), 45, "%s level %d: no black bead", name, level + 1);
                beads++;
            } else {
                /* The wooden cell with its peg's dot at the centre. */
                cr_assert(image_luminance(off) > 60 && image_luminance(off) < 140 && c[0] > c[2] + 40,
                          "%s level %d: not an empty cell (%d %d %d)", name, level + 1, off[0],
                          off[1], off[2]);
            }
        }
    }
    cr_assert_eq(beads, 10);
    image_free(&img);
    unlink(shot);
}

Test(layers, the_layers_panel_shows_every_bead_of_the_position_on_its_level)
{
    check_layers_beads(1280, 720, false);
}

Test(layers, a_portrait_window_shows_the_layers_panel_across_below_the_board)
{
    check_layers_beads(450, 800, true);
    check_layers_beads(800, 800, true);
}

/* Pixels of (peg, level)'s cell in the layers panel of a w x h window coloured like a White
 * threat mark (amber: no bead has that colour) and like a Black one (blue). */
static void threat_pixels(const Image *img, const GuiLayersLayout *l, const S4Geometry *geo,
                          int peg, int level, int *white, int *blue)
{
    float x, y, side;
    gui_layers_cell(l, geo, peg, level, &x, &y, &side);
    *white = *blue = 0;
    for (float py = y + 2; py < y + side - 2; py += 1.0f)
        for (float px = x + 2; px < x + side - 2; px += 1.0f) {
            const unsigned char *c = image_pixel(img, px, py);
            *white += c[0] > 235 && c[1] > 120 && c[1] < 200 && c[2] < 100; /* amber */
            *blue += c[2] > 220 && c[0] < 120;
        }
}

Test(layers, the_layers_panel_marks_the_threats_when_they_are_shown)
{
    /* White: A1 B1 C1 on level 1 (D1 playable) and A4 B4 C4 on level 2 (D4 level 2, not
     * playable yet); Black: A2 B2 C2 (D2) and A4 B4 C4 on level 1 (D4 level 1). */
    const char *position = "W/W/W//B/B/B//////BW/BW/BW/";
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    static const int sizes[][2] = {{1280, 720}, {450, 800}};
    for (int k = 0; k < 2; k++) {
        int w = sizes[k][0], h = sizes[k][1];
        GuiLayersLayout l;
        gui_layers_layout(&l, &geo, (float)w, (float)h, gui_screen_top_bar(1),
                          gui_screen_bottom_bar(1), 1);
        for (int shown = 0; shown < 2; shown++) {
            char size[32], shot[128];
            snprintf(size, sizeof size, "%dx%d", w, h);
            image_temp_png(shot, "gui_view", "threats");
            free(window("--mode", "pvp", "--size", size, "--position", position, "--to-move",
                        "white", "--script", shown ? "key T; wait 1" : "wait 1", "--screenshot",
                        shot, NULL));
            Image img = image_load(shot);
            int white, blue, small_white, small_blue;
            threat_pixels(&img, &l, &geo, 3, 0, &white, &blue); /* D1, level 1 */
            if (shown) {
                cr_assert(white > 40 && blue == 0, "%s D1: White's mark (%d, %d)", size, white, blue);
            } else {
                cr_assert(white == 0 && blue == 0, "%s D1: no mark (%d, %d)", size, white, blue);
            }
            threat_pixels(&img, &l, &geo, 7, 0, &white, &blue); /* D2, level 1 */
            cr_assert(shown ? blue > 40 && white == 0 : blue == 0, "%s D2: (%d, %d)", size, white,
                      blue);
            threat_pixels(&img, &l, &geo, 15, 0, &white, &blue); /* D4, level 1: Black's */
            threat_pixels(&img, &l, &geo, 15, 1, &small_white, &small_blue); /* level 2: White's */
            if (shown) {
                cr_assert(blue > 40 && white == 0, "%s D4 level 1 (%d, %d)", size, white, blue);
                /* not playable yet: drawn smaller than the playable D1's */
                int d1_white, d1_blue;
                threat_pixels(&img, &l, &geo, 3, 0, &d1_white, &d1_blue);
                cr_assert(small_white > 15 && small_white < d1_white && small_blue == 0,
                          "%s D4 level 2 (%d against D1's %d)", size, small_white, d1_white);
            } else {
                cr_assert(blue + white + small_white + small_blue == 0, "%s D4", size);
            }
            image_free(&img);
            unlink(shot);
        }
    }
}

/* A pvp window of w x h that runs `before` (keys, or "") and then clicks the centre of
 * (peg, level)'s cell where the layers panel of that window shape puts it: the position it
 * prints on exit. */
static GuiRun *click_layers_cell(int w, int h, const char *before, int peg, int level)
{
    char size[32];
    snprintf(size, sizeof size, "%dx%d", w, h);
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    GuiLayersLayout l;
    gui_layers_layout(&l, &geo, (float)w, (float)h, gui_screen_top_bar(1), gui_screen_bottom_bar(1),
                      1);
    cr_assert(l.shown, "%s: no layers panel", size);
    float x, y, side;
    gui_layers_cell(&l, &geo, peg, level, &x, &y, &side);
    char script[128];
    snprintf(script, sizeof script, "%sclick-at %d %d; wait 1", before, (int)(x + side / 2),
             (int)(y + side / 2));
    return window("--mode", "pvp", "--size", size, "--script", script, "--frames", "1",
                  "--print-position", NULL);
}

Test(layers, clicking_a_cell_of_the_layers_panel_plays_on_its_peg)
{
    /* C3 is peg 10; any level's cell stands for the peg, as a click on the 3D peg does. */
    GuiRun *run = click_layers_cell(1280, 720, "", 10, 2);
    cr_assert(strstr(run->out, "position: //////////W///// to-move: black") != NULL, "%s",
              run->out);
    free(run);
    /* In a portrait window the cell of the strip under the board plays as well. */
    run = click_layers_cell(450, 800, "", 10, 3);
    cr_assert(strstr(run->out, "position: //////////W///// to-move: black") != NULL, "%s",
              run->out);
    free(run);
    /* L hides the panel: the same click then lands on no peg. */
    run = click_layers_cell(1280, 720, "key L; wait 1; ", 10, 2);
    cr_assert(strstr(run->out, "position: /////////////// to-move: white") != NULL, "%s",
              run->out);
    free(run);
}

Test(layers, the_layers_panel_follows_a_replay)
{
    char record[] = "/tmp/gui_view_replay_XXXXXX";
    int fd = mkstemp(record);
    cr_assert_geq(fd, 0);
    const char *game = "score4 * A1 B2 A1\n";
    cr_assert_eq(write(fd, game, strlen(game)), (ssize_t)strlen(game));
    close(fd);
    char shot[128];
    image_temp_png(shot, "gui_view", "replay");
    GuiRun *run = window("--size", "1280x720", "--replay", record, "--script", "key End; wait 1",
                         "--screenshot", shot, NULL);
    free(run);
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    GuiLayersLayout l;
    gui_layers_layout(&l, &geo, 1280, 720, gui_screen_top_bar(1), gui_screen_bottom_bar(1), 1);
    Image img = image_load(shot);
    float x, y, side;
    gui_layers_cell(&l, &geo, 0, 1, &x, &y, &side); /* A1, level 2: the third move, white */
    cr_assert_gt(image_luminance(image_pixel(&img, x + side * 0.28f, y + side * 0.5f)), 200);
    gui_layers_cell(&l, &geo, 5, 0, &x, &y, &side); /* B2, level 1: black */
    cr_assert_lt(image_luminance(image_pixel(&img, x + side * 0.28f, y + side * 0.5f)), 45);
    image_free(&img);
    unlink(shot);
    unlink(record);
}

/* ================================================================ the side of the view */

#define STUB S4_BIN_DIR "/gui_stub_engine"

/* The pegs (16 fields) of the last "position: P to-move: ..." line in out, into fields. */
static void last_position(const char *out, char fields[16][8])
{
    const char *p = NULL;
    for (const char *q = strstr(out, "position: "); q != NULL; q = strstr(q + 1, "position: "))
        p = q;
    cr_assert_not_null(p, "%s", out);
    p += strlen("position: ");
    for (int peg = 0; peg < 16; peg++) {
        int n = 0;
        while (*p != '/' && *p != ' ' && *p != '\0' && n < 7)
            fields[peg][n++] = *p++;
        fields[peg][n] = '\0';
        if (*p == '/')
            p++;
    }
}

Test(layers, the_layers_panel_turns_with_the_camera_of_a_person_playing_black)
{
    /* Black's seat looks at the board from row 4: the 3D view is turned half way round, and
     * the grids with it, so A1 (White's bead here) lies at the top right of level 1 and D4
     * at its bottom left, as in the board beside them. */
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    const char *position = "W///////////////";
    char engine[512];
    snprintf(engine, sizeof engine, "exec %s hang", STUB);
    static const int sizes[][2] = {{1280, 720}, {450, 800}};
    for (int k = 0; k < 2; k++) {
        int w = sizes[k][0], h = sizes[k][1];
        char size[32], shot[128];
        snprintf(size, sizeof size, "%dx%d", w, h);
        GuiLayersLayout l;
        gui_layers_layout(&l, &geo, (float)w, (float)h, gui_screen_top_bar(1),
                          gui_screen_bottom_bar(1), 1);
        GuiLayersLayout turned = l;
        gui_layers_turn(&turned, true);
        image_temp_png(shot, "gui_view", "black");
        free(window("--engine", engine, "--human", "black", "--size", size, "--position",
                    position, "--to-move", "black", "--screenshot", shot, NULL));
        Image img = image_load(shot);
        float x, y, side;
        gui_layers_cell(&turned, &geo, 0, 0, &x, &y, &side); /* A1 where Black sees it */
        cr_assert_gt(image_luminance(image_pixel(&img, x + side * 0.28f, y + side * 0.5f)), 200,
                     "%s: no white bead on A1 at the top right", size);
        float ux, uy;
        gui_layers_cell(&l, &geo, 0, 0, &ux, &uy, &side); /* where White sees A1: D4 here */
        cr_assert(x > ux + side * 2 && uy > y + side * 2, "%s: A1 turned to the top right", size);
        const unsigned char *c = image_pixel(&img, ux + side * 0.28f, uy + side * 0.5f);
        cr_assert(image_luminance(c) > 60 && image_luminance(c) < 140 && c[0] > c[2] + 40,
                  "%s: D4 is empty (%d %d %d)", size, c[0], c[1], c[2]);
        image_free(&img);
        unlink(shot);

        /* A click on the cell drawn at the bottom left of level 1 plays D4. */
        gui_layers_cell(&turned, &geo, 15, 0, &x, &y, &side);
        cr_assert(x == ux && y == uy, "%s: D4 where White sees A1", size);
        char script[128];
        snprintf(script, sizeof script, "click-at %d %d; wait 1", (int)(x + side / 2),
                 (int)(y + side / 2));
        GuiRun *run = window("--engine", engine, "--human", "black", "--size", size,
                             "--position", position, "--to-move", "black", "--script", script,
                             "--frames", "1", "--print-position", NULL);
        char fields[16][8];
        last_position(run->out, fields);
        cr_assert_str_eq(fields[15], "B", "%s", run->out);
        free(run);
    }
    /* White's seat keeps the grids as they were. */
    GuiLayersLayout l, same;
    gui_layers_layout(&l, &geo, 1280, 720, gui_screen_top_bar(1), gui_screen_bottom_bar(1), 1);
    same = l;
    gui_layers_turn(&same, false);
    cr_assert(memcmp(&l, &same, sizeof l) == 0);
}
