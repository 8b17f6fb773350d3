/* gui_marks.c: the threat marks on the board and the result's words, read back from the real
 * binary (print-texts and screenshots): the marks grow with the cells, so they can be seen in
 * a Connect grid; they leave with the game (nothing is left to block, and they would sit on
 * the winning line) and come back in a review of a position still being played; the
 * result's sentence never leaves a tiny last word alone on a line. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/geometry.h"
#include "gui/draw/layers_layout.h"
#include "gui_frames.h"
#include "gui_image.h"
#include "gui_run.h"

#define window(...) gui_window(200, __VA_ARGS__)

/* White's last bead, D4, completes A1 B2 C3 D4 on level 3 (each peg holds two beads under
 * it); Black's beads on level 1 of the A pegs threaten nothing that blocks the ending. */
#define LEVEL3_DIAGONAL "A1 B2 C3 D4 B2 A1 D4 C3 A1 A2 B2 A3 C3 A4"

static char home[256];

static void make_home(void)
{
    gui_home_make(home, "marks");
}

static void remove_home(void)
{
    gui_home_remove(home);
}

TestSuite(marks, .init = make_home, .fini = remove_home, .timeout = 300);

Test(marks, threat_marks_leave_with_the_game_and_come_back_in_a_review)
{
    GuiRun *run = window("--mode", "pvp", "--size", "1280x720", "--moves", LEVEL3_DIAGONAL,
                         "--script",
                         "key t; print-texts; click D4; wait 2; print-texts; button result:review; "
                         "key Home; key Right; wait 2; print-texts",
                         "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    Frame *frames = calloc(MAX_FRAMES, sizeof *frames);
    int n = gui_frames_read(run->out, frames, MAX_FRAMES);
    cr_assert_eq(n, 3, "%d frames\n%s", n, run->out);
    cr_assert_not_null(gui_frame_find(&frames[0], "Threats: White's and Black's coins on the pegs"),
                       "the marks' legend before the end");
    cr_assert_not_null(gui_frame_find(&frames[1], "White wins"), "the game ended");
    cr_assert_null(gui_frame_find(&frames[1], "Threats:"), "marks on a finished board");
    cr_assert_not_null(gui_frame_find(&frames[2], "Review: move 1 of 15"), "reviewing");
    cr_assert_not_null(gui_frame_find(&frames[2], "Threats:"), "no marks in the review");
    free(frames);
    free(run);
}

Test(marks, the_result_keeps_a_tiny_last_word_beside_its_neighbour)
{
    /* At 1280x720 the panel's width breaks "White's line: A1 B2 C3 D4, a diagonal on level
     * 3." right before "3.", which stood alone on the third line. */
    GuiRun *run = window("--mode", "pvp", "--size", "1280x720", "--moves", LEVEL3_DIAGONAL,
                         "--script", "click D4; wait 2; print-texts", "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    Frame *frames = calloc(MAX_FRAMES, sizeof *frames);
    cr_assert_eq(gui_frames_read(run->out, frames, MAX_FRAMES), 1, "%s", run->out);
    const Frame *f = &frames[0];
    cr_assert_not_null(gui_frame_find(f, "White's line: A1 B2 C3"), "%s", run->out);
    cr_assert_not_null(gui_frame_find(f, "level 3."), "'3.' left alone:\n%s", run->out);
    gui_frame_assert_nothing_cut(f, "the result panel");
    free(frames);
    free(run);
}

/* Pixels of Black's (O's) threat colour (a light blue at 0.95 over the grid), which
 * nothing else on these boards wears. */
static int threat_blue_pixels(const char *png)
{
    return image_count_near(png, 84, 158, 243, 14);
}

Test(marks, a_connect_four_threat_is_a_square_that_can_be_seen_in_its_cell)
{
    /* O's one threat, on 7's second cell (X's three on the bottom row threaten 7's first).
     * Its square was 12 pixels wide (144 pixels) in a 72-pixel disc's cell at 1280x720. */
    char png[128];
    image_temp_png(png, "marks", "connect4");
    GuiRun *run = window("--game", "connect4", "--mode", "pvp", "--size", "1280x720", "--moves",
                         "4 4 5 5 6 6 1 3 3", "--script", "key t", "--frames", "1",
                         "--screenshot", png, NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    int pixels = threat_blue_pixels(png);
    cr_assert_gt(pixels, 300, "O's threat square covers %d pixels", pixels);
    cr_assert_lt(pixels, 900, "O's threat square covers %d pixels", pixels);
    remove(png);
    free(run);
}

/* ================================================================ the coins */

Test(marks, whites_threat_coin_is_amber_not_a_white_bead)
{
    /* White's A1 B1 C1 threaten D1 (Black's three beads threaten nothing). White's coin was
     * ivory, lit like a bead and nearly as thick: on the board it read as a placed white
     * bead. The pixels T changes in the 3D view (not the layers panel, not the legend at the
     * foot) are now mostly amber, a colour no bead has. */
    static const int sizes[][2] = {{1280, 720}, {450, 800}};
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    for (int k = 0; k < 2; k++) {
        int w = sizes[k][0], h = sizes[k][1];
        char size[32], off[128], on[128];
        snprintf(size, sizeof size, "%dx%d", w, h);
        image_temp_png(off, "marks", "coin-off");
        image_temp_png(on, "marks", "coin-on");
        const char *position = "W/W/W///B/////B///B//";
        free(gui_succeeded(window("--mode", "pvp", "--size", size, "--position", position,
                                  "--to-move", "black", "--screenshot", off, NULL)));
        free(gui_succeeded(window("--mode", "pvp", "--size", size, "--position", position,
                                  "--to-move", "black", "--script", "key T", "--screenshot", on,
                                  NULL)));
        Image a = image_load(off), b = image_load(on);
        GuiLayersLayout l;
        gui_layers_layout(&l, &geo, (float)w, (float)h, gui_screen_top_bar(1),
                          gui_screen_bottom_bar(1), 1);
        int right = l.shown && !l.across ? (int)l.x : w;
        int bottom = (l.shown && l.across ? (int)l.y : h - (int)gui_screen_bottom_bar(1)) - 60;
        int changed = 0, amber = 0;
        for (int y = (int)gui_screen_top_bar(1); y < bottom; y++)
            for (int x = 0; x < right; x++) {
                const unsigned char *p = image_pixel(&a, (float)x, (float)y);
                const unsigned char *q = image_pixel(&b, (float)x, (float)y);
                if (abs(p[0] - q[0]) + abs(p[1] - q[1]) + abs(p[2] - q[2]) < 60 ||
                    image_luminance(q) < 90)
                    continue;
                changed++;
                amber += q[0] > 170 && q[0] - q[2] > 110 && q[1] > q[2] + 40;
            }
        cr_assert_gt(changed, 60, "%s: the coin changed %d pixels", size, changed);
        cr_assert_gt(amber * 10, changed * 7, "%s: %d of %d pixels amber", size, amber, changed);
        image_free(&a);
        image_free(&b);
        remove(off);
        remove(on);
    }
}
