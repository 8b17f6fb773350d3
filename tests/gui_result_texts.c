/* gui_result_texts.c: the result panel, read back from the real binary with the script
 * step print-texts: it comes once the winning bead has landed, keeps the score of the series
 * (an undo takes a game back out of it), and in a phone-sized portrait window it is a band
 * that leaves every peg of the board uncovered. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gui_frames.h"
#include "gui_run.h"

#define window(...) gui_window(200, __VA_ARGS__)

static char home[256];

static void make_home(void)
{
    gui_home_make(home, "result-texts");
}

static void remove_home(void)
{
    gui_home_remove(home);
}

TestSuite(result_texts, .init = make_home, .fini = remove_home, .timeout = 400);

/* ================================================================ a game's end, in order */

Test(result_texts, the_result_panel_waits_for_the_winning_bead_to_land)
{
    /* With the animation on (scripts turn it off unless told), D1 completes White's row. */
    GuiRun *run = window("--mode", "pvp", "--size", "960x540", "--moves", "A1 A2 B1 A2 C1 A2",
                         "--script", "animate on; wait 5; play D1; print-texts; wait 90; print-texts",
                         "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    Frame *frames = calloc(2, sizeof *frames);
    cr_assert_eq(gui_frames_read(run->out, frames, 2), 2, "%s", run->out);
    /* While the bead falls the status bar already says it, the panel is not there yet. */
    cr_assert_not_null(gui_frame_find(&frames[0], "White wins"), "%s", run->out);
    cr_assert_null(gui_frame_find(&frames[0], "Play again"), "the panel came before the bead landed");
    cr_assert_not_null(gui_frame_find(&frames[1], "Play again"), "no result panel:\n%s", run->out);
    free(frames);
    free(run);
}

/* ================================================================ the series */

Test(result_texts, the_result_panel_keeps_the_score_of_the_series_and_an_undo_takes_a_game_back)
{
    /* White completes row 1 with D1; after the undo, White plays B2 and Black fills A2. */
    GuiRun *run = window("--mode", "pvp", "--size", "1280x720", "--moves", "A1 A2 B1 A2 C1 A2",
                         "--script",
                         "play D1; wait 2; print-texts; button result:play-again; wait 1; "
                         "play D1; wait 2; print-texts; key U; wait 2; print-texts; play B2; "
                         "play A2; wait 2; print-texts",
                         "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    Frame *frames = calloc(4, sizeof *frames);
    cr_assert_eq(gui_frames_read(run->out, frames, 4), 4, "%s", run->out);
    char all[4][16384];
    for (int i = 0; i < 4; i++) {
        gui_frame_texts(&frames[i], all[i], sizeof all[i]);
        for (char *c = all[i]; *c != '\0'; c++)
            *c = *c == '\n' ? ' ' : *c; /* the panel wraps its lines where they fit */
    }
    /* One game is no series yet. */
    cr_assert_not_null(strstr(all[0], "White wins"), "%s", all[0]);
    cr_assert_null(strstr(all[0], "So far"), "%s", all[0]);
    cr_assert_not_null(strstr(all[1], "So far: White 2, Black 0, drawn 0."), "%s", all[1]);
    /* Undone, the second game is on again: no panel, and it no longer counts. */
    cr_assert_null(strstr(all[2], "So far"), "%s", all[2]);
    cr_assert_not_null(strstr(all[3], "Black wins"), "%s", all[3]);
    cr_assert_not_null(strstr(all[3], "So far: White 1, Black 1, drawn 0."), "%s", all[3]);
    free(frames);
    free(run);
}

Test(result_texts, in_a_phone_sized_portrait_window_the_result_panel_leaves_the_board_uncovered)
{
    /* 450x800 and 480x854 with the layers strip: the panel is a compact band above the board
     * (before, it lay over the board's back half). */
    static const char *const sizes[] = {"450x800", "480x854"};
    Frame *frame = calloc(1, sizeof *frame);
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        GuiRun *run = window("--mode", "pvp", "--size", sizes[i], "--moves", "A1 A2 B1 A2 C1 A2",
                             "--script", "play D1; wait 2; print-texts; print-pegs", "--frames",
                             "1", NULL);
        cr_assert_eq(run->status, 0, "%s", run->err);
        cr_assert_eq(gui_frames_read(run->out, frame, 1), 1, "%s", run->out);
        gui_frame_assert_nothing_cut(frame, sizes[i]);
        int panel_bottom = 0;
        static const char *const buttons[] = {"Play again", "Swap sides", "Change settings",
                                              "Review", "Save game"};
        for (size_t b = 0; b < sizeof buttons / sizeof buttons[0]; b++) {
            const Text *t = gui_frame_find(frame, buttons[b]);
            cr_assert_not_null(t, "%s: no '%s'", sizes[i], buttons[b]);
            panel_bottom = t->top + t->h > panel_bottom ? t->top + t->h : panel_bottom;
        }
        /* Every peg's centre lies below the panel, and the status bar still names the line. */
        const char *p = run->out;
        int pegs = 0;
        while ((p = strstr(p, "\npeg ")) != NULL) {
            char name[4];
            int x, y;
            cr_assert_eq(sscanf(p, "\npeg %3s %d %d", name, &x, &y), 3, "%s", p);
            cr_assert_gt(y, panel_bottom + 20, "%s: peg %s at y %d under the panel (to %d)",
                         sizes[i], name, y, panel_bottom);
            pegs++;
            p++;
        }
        cr_assert_eq(pegs, 16, "%s", run->out);
        char status[2048];
        gui_frame_status_text(frame, status, sizeof status);
        cr_assert(strstr(status, "A1 B1 C1 D1") != NULL, "%s: %s", sizes[i], status);
        free(run);
    }
    free(frame);
}

/* ================================================================ keys on the panel */

Test(result_texts, tab_on_the_result_panel_shows_the_ascii_overlay_as_the_help_says)
{
    /* The help names Tab "ASCII overlay" on every screen with a board; on the result panel it
     * moved the buttons' focus instead. Tab shows the overlay there too (its coordinate
     * list, "A1: ..."), the focus stays on Play again (Enter starts the next game) and the
     * arrows still move the focus. */
    GuiRun *run = window("--mode", "pvp", "--size", "1280x720", "--moves", "A1 A2 B1 A2 C1 A2",
                         "--script",
                         "play D1; wait 2; print-texts; key Tab; wait 1; print-texts; "
                         "key Return; wait 1",
                         "--frames", "1", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    Frame *frames = calloc(2, sizeof *frames);
    cr_assert_eq(gui_frames_read(run->out, frames, 2), 2, "%s", run->out);
    cr_assert_null(gui_frame_find(&frames[0], "A1:"), "an overlay before Tab");
    cr_assert_not_null(gui_frame_find(&frames[1], "A1:"), "no overlay after Tab:\n%s", run->out);
    cr_assert_not_null(gui_frame_find(&frames[1], "Play again"), "the panel went away");
    /* The next game starts from the same position as this one (--moves). */
    cr_assert_not_null(strstr(run->out, "position: W/W/W//BBB/////////// to-move: white"),
                       "Enter after Tab did not start the next game:\n%s", run->out);
    free(frames);
    free(run);
    /* The arrows move the focus: Left (round to Save game) then Enter keeps the board. */
    run = window("--mode", "pvp", "--size", "1280x720", "--moves", "A1 A2 B1 A2 C1 A2", "--script",
                 "play D1; wait 2; key Left; key Return; wait 1", "--frames", "1",
                 "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert_null(strstr(run->out, "position: W/W/W//BBB/////////// to-move: white"), "%s",
                   run->out);
    free(run);
}

/* ================================================================ the record */

Test(result_texts, a_win_against_the_engine_counts_in_the_record_the_start_screen_shows)
{
    /* D1 completes the person's row against Casual: the record in the state directory says
     * so at once, and the start screen shows it under the difficulty it was won against. A
     * win taken back with U is taken off again. */
    char engine[512];
    snprintf(engine, sizeof engine, "exec %s hang", S4_BIN_DIR "/gui_stub_engine");
    GuiRun *run = window("--engine", engine, "--level", "casual", "--moves", "A1 A2 B1 A2 C1 A2",
                         "--script", "play D1; wait 2", "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    free(run);
    char path[512], text[4096];
    snprintf(path, sizeof path, "%s/state/score4/record.txt", home);
    gui_read_file(path, text, sizeof text);
    cr_assert_not_null(strstr(text, "\nscore4 casual won 1 lost 0 drawn 0\n"), "%s", text);
    run = window("--engine", engine, "--level", "casual", "--moves", "A1 A2 B1 A2 C1 A2",
                 "--script", "play D1; wait 2; key U; wait 2", "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    free(run);
    gui_read_file(path, text, sizeof text);
    cr_assert_not_null(strstr(text, "\nscore4 casual won 1 lost 0 drawn 0\n"), "%s", text);
    run = window("--script", "wait 1; print-texts", "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    Frame *frame = calloc(1, sizeof *frame);
    cr_assert_eq(gui_frames_read(run->out, frame, 1), 1, "%s", run->out);
    char all[16384];
    gui_frame_texts(frame, all, sizeof all);
    for (char *c = all; *c != '\0'; c++)
        *c = *c == '\n' ? ' ' : *c; /* the sentence wraps where it fits */
    cr_assert_not_null(strstr(all, "Your record against Casual: won 1, lost 0, drawn 0."), "%s",
                       all);
    free(frame);
    free(run);
}
