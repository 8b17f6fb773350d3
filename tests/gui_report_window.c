/* gui_report_window.c: the game report in the window, driven by the script harness: opened
 * from the result panel and from Review, filled in by its job (waited for with the step
 * wait-report, never by the clock; node budgets only), the counts, the deciding move and
 * every move's grade read back with print-texts, the graph's tip shown on hover and a click
 * on it taking Review to that move, the keys, and the report opened again from its cache
 * file. At 1280x720, 640x360 and a portrait 450x800, nothing drawn leaves the window. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gui_frames.h"
#include "gui_run.h"

#define window(...) gui_window(400, __VA_ARGS__)

/* White's bottom row with D1 at move 7: Black's C2 (move 6) let it through. */
#define ROW_MOVES "A1 A2 B1 B2 C1 C2"
#define BUDGETS "--report-nodes", "3000", "--report-solver-nodes", "20000"

static char home[256];

static void make_home(void)
{
    gui_home_make(home, "report-window");
}

static void remove_home(void)
{
    gui_home_remove(home);
}

TestSuite(report_window, .init = make_home, .fini = remove_home, .timeout = 900);

/* The frames of a run, each one's texts joined on one line. */
static int read_frames(GuiRun *run, char all[][16384], int max)
{
    Frame *frames = calloc((size_t)max, sizeof *frames);
    int n = gui_frames_read(run->out, frames, max);
    for (int i = 0; i < n; i++) {
        gui_frame_texts(&frames[i], all[i], sizeof all[i]);
        for (char *c = all[i]; *c != '\0'; c++)
            *c = *c == '\n' ? ' ' : *c;
    }
    free(frames);
    return n;
}

/* A file `name` in the test's home holding `text`; its path into path. */
static void write_home_file(const char *name, const char *text, char *path, size_t size)
{
    snprintf(path, size, "%s/%s", home, name);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs(text, f);
    fclose(f);
}

Test(report_window, the_result_panel_opens_the_report_which_grades_every_move)
{
    GuiRun *run = window("--mode", "pvp", "--size", "1280x720", "--moves", ROW_MOVES, BUDGETS,
                         "--script",
                         "play D1; wait 2; button result:report; wait-report; print-texts",
                         "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    static char all[1][16384];
    cr_assert_eq(read_frames(run, all, 1), 1, "%s", run->out);
    const char *t = all[0];
    cr_assert_not_null(strstr(t, "Game report"), "%s", t);
    cr_assert_not_null(strstr(t, "7 moves graded"), "%s", t);
    /* The table's heads, every move's line with Review's numbers, the deciding move. */
    cr_assert_not_null(strstr(t, "inaccuracy"), "%s", t);
    cr_assert_not_null(strstr(t, "blunder"), "%s", t);
    cr_assert_not_null(strstr(t, "1. White A1:"), "%s", t);
    cr_assert_not_null(strstr(t, "7. White D1:"), "%s", t);
    cr_assert_not_null(strstr(t, "Decided by 6. Black C2:"), "%s", t);
    cr_assert_null(strstr(t, "not graded yet"), "%s", t);
    free(run);
}

Test(report_window, hovering_the_graph_shows_the_move_and_a_click_takes_review_there)
{
    GuiRun *run = window("--mode", "pvp", "--size", "1280x720", "--moves", ROW_MOVES, BUDGETS,
                         "--script",
                         "play D1; wait 2; key E; wait-report; hover-button graph:5; wait 2; "
                         "print-texts; button graph:3; wait 2; print-texts; key E; wait 2; "
                         "key Down; key Down; key Return; wait 2; print-texts; key E; wait 2; "
                         "key Escape; wait 2; print-texts",
                         "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    static char all[4][16384];
    cr_assert_eq(read_frames(run, all, 4), 4, "%s", run->out);
    /* The tip: the hovered point's move, said in the list too: twice in the frame. */
    const char *first = strstr(all[0], "6. Black C2:");
    cr_assert_not_null(first, "%s", all[0]);
    cr_assert_not_null(strstr(first + 1, "6. Black C2:"), "no tip over the graph:\n%s", all[0]);
    /* A click on the 4th point: Review shows the board after move 4. */
    cr_assert_not_null(strstr(all[1], "move 4 of 7"), "%s", all[1]);
    cr_assert_null(strstr(all[1], "Game report"), "%s", all[1]);
    /* E from Review: the report again, at move 4; two moves on and Enter: move 6. */
    cr_assert_not_null(strstr(all[2], "move 6 of 7"), "%s", all[2]);
    /* E and Esc: back to Review where it was. */
    cr_assert_not_null(strstr(all[3], "move 6 of 7"), "%s", all[3]);
    free(run);
}

Test(report_window, the_report_is_kept_and_opens_again_from_its_cache)
{
    for (int i = 0; i < 2; i++) {
        GuiRun *run = window("--mode", "pvp", "--size", "960x540", "--moves", ROW_MOVES, BUDGETS,
                             "--script",
                             "play D1; wait 2; button result:report; wait-report; print-texts",
                             "--frames", "1", NULL);
        cr_assert_eq(run->status, 0, "%s", run->err);
        static char all[1][16384];
        cr_assert_eq(read_frames(run, all, 1), 1, "%s", run->out);
        bool kept = strstr(all[0], "(kept from before)") != NULL;
        cr_assert_eq(kept, i == 1, "run %d: %s", i + 1, all[0]);
        cr_assert_not_null(strstr(all[0], "Decided by 6. Black C2:"), "%s", all[0]);
        free(run);
    }
    /* Other budgets: another report, computed again. */
    GuiRun *run = window("--mode", "pvp", "--size", "960x540", "--moves", ROW_MOVES,
                         "--report-nodes", "4000", "--report-solver-nodes", "20000", "--script",
                         "play D1; wait 2; button result:report; wait-report; print-texts",
                         "--frames", "1", NULL);
    static char all[1][16384];
    cr_assert_eq(read_frames(run, all, 1), 1, "%s", run->out);
    cr_assert_null(strstr(all[0], "(kept from before)"), "%s", all[0]);
    free(run);
}

Test(report_window, a_hung_engine_leaves_the_solver_grades_and_says_so)
{
    char engine[300];
    write_home_file("hang-engine", "#!/bin/sh\nexec sleep 600\n", engine, sizeof engine);
    char cmd[400];
    snprintf(cmd, sizeof cmd, "chmod +x '%s'", engine);
    cr_assert_eq(system(cmd), 0);
    /* No budget for the analysis but a hang: the job's time limit ends it (60 s of wall
     * time), so the test stops the job instead, by leaving: the window still answers. */
    GuiRun *run = window("--mode", "pvp", "--size", "960x540", "--moves", ROW_MOVES,
                         "--report-engine", engine, "--script",
                         "play D1; wait 2; button result:report; wait 5; print-texts; key Escape; "
                         "wait 2; key U; wait 2; print-texts",
                         "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    static char all[2][16384];
    cr_assert_eq(read_frames(run, all, 2), 2, "%s", run->out);
    cr_assert_not_null(strstr(all[0], "Grading the moves: 0 of 7"), "%s", all[0]);
    /* Taken back: the report of that game stops, and the board is live again. */
    cr_assert_null(strstr(all[1], "Game report"), "%s", all[1]);
    free(run);
}

/* Every size: nothing drawn leaves the window, and the list and the graph are there. */
static void sizes_case(const char *size)
{
    char shot[300];
    snprintf(shot, sizeof shot, "%s/report-%s.png", home, size);
    GuiRun *run = window("--mode", "pvp", "--size", size, "--moves", ROW_MOVES, BUDGETS,
                         "--script",
                         "play D1; wait 2; button result:report; wait-report; "
                         "hover-button graph:6; wait 2; print-texts",
                         "--frames", "2", "--screenshot", shot, NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    Frame *frames = calloc(1, sizeof *frames);
    cr_assert_eq(gui_frames_read(run->out, frames, 1), 1, "%s", run->out);
    gui_frame_assert_nothing_cut(&frames[0], size);
    cr_assert_not_null(gui_frame_find(&frames[0], "Game report"), "%s", size);
    cr_assert_not_null(gui_frame_find(&frames[0], "7. White D1"), "%s", size);
    cr_assert_not_null(gui_frame_find(&frames[0], "White up"), "%s: no graph legend", size);
    free(frames);
    free(run);
}

Test(report_window, fits_a_wide_window) { sizes_case("1280x720"); }
Test(report_window, fits_a_small_window) { sizes_case("640x360"); }
Test(report_window, fits_a_portrait_window) { sizes_case("450x800"); }

Test(report_window, a_saved_game_stepped_through_has_its_report_and_a_click_steps_it_there)
{
    /* A game opened from its file (--replay, as Ctrl+O does): E reports on the whole
     * record wherever the board stands; a point of the graph steps the record to that
     * move, and Esc from the report comes back to the move it was opened at. */
    char path[512];
    write_home_file("game.txt", "score4 1-0 A1 A2 B1 B2 C1 C2 D1\n", path, sizeof path);
    GuiRun *run = window("--replay", path, "--size", "1280x720", BUDGETS, "--script",
                         "key Right; key Right; wait 2; print-texts; key E; wait-report; "
                         "print-texts; button graph:3; wait 2; print-texts; button report:open; "
                         "wait 2; key Escape; wait 2; print-texts",
                         "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    static char all[4][16384];
    cr_assert_eq(read_frames(run, all, 4), 4, "%s", run->out);
    cr_assert_not_null(strstr(all[0], "Move 2 of 7"), "%s", all[0]);
    cr_assert_not_null(strstr(all[0], "Report (E)"), "no way to the report:\n%s", all[0]);
    cr_assert_not_null(strstr(all[1], "7 moves graded"), "%s", all[1]);
    cr_assert_not_null(strstr(all[1], "Decided by 6. Black C2:"), "%s", all[1]);
    cr_assert_not_null(strstr(all[2], "Move 4 of 7"), "%s", all[2]);
    cr_assert_null(strstr(all[2], "Game report"), "%s", all[2]);
    cr_assert_not_null(strstr(all[3], "Move 4 of 7"), "%s", all[3]);
    free(run);
}

Test(report_window, an_unfinished_saved_game_says_why_it_has_no_report)
{
    char path[512];
    write_home_file("game.txt", "score4 * A1 A2 B1\n", path, sizeof path);
    GuiRun *run = window("--replay", path, "--size", "1280x720", BUDGETS, "--script",
                         "key End; key E; wait 2; print-texts", "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    static char all[1][16384];
    cr_assert_eq(read_frames(run, all, 1), 1, "%s", run->out);
    cr_assert_not_null(strstr(all[0], "No report: the recorded game is not over"), "%s", all[0]);
    cr_assert_null(strstr(all[0], "Report (E)"), "%s", all[0]);
    free(run);
}
