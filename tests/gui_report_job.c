/* gui_report_job.c: the window's game report job (gui/model/report_job.h) without a window:
 * the cache file written and read back, a cache of another game or other limits ignored,
 * a job graded on its thread by the solver and by the real engine (node budgets only),
 * opened again from the cache, and an engine that hangs or crashes leaving the solver's
 * grades and an error. Jobs are waited for on their state, never on a clock. */
#define _DEFAULT_SOURCE /* usleep, mkdtemp */
#include <criterion/criterion.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/line_name.h"
#include "gui/model/report_job.h"

/* White to move at 30 beads wins only by D1 (tests/report_grade.c); C4 gives it away. */
#define ONLY_D1_WINS                                                                       \
    "A2 C1 A3 D2 A4 A1 D1 C1 B3 C2 C3 D3 B3 B3 C3 C3 A3 D3 A3 A3 C2 C1 C1 D3 D3 A4 C2 C4 A4 D4"
/* White makes the bottom row A1-D1 in seven moves. */
#define ROW_GAME "A1 A2 B1 B2 C1 C2 D1"

static S4Geometry score4(void)
{
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    return geo;
}

static int moves_of(const S4Geometry *geo, const char *text, int moves[S4_MAX_CELLS])
{
    int n = 0;
    char copy[512];
    snprintf(copy, sizeof copy, "%s", text);
    for (char *save = NULL, *w = strtok_r(copy, " ", &save); w; w = strtok_r(NULL, " ", &save))
        cr_assert_eq(s4_move_parse(geo, w, strlen(w), &moves[n++]), S4_OK, "%s", w);
    return n;
}

/* A fresh directory for cache files and made-up engines. */
static void temp_dir(char dir[128])
{
    snprintf(dir, 128, "/tmp/s4-report-job-XXXXXX");
    cr_assert_not_null(mkdtemp(dir));
}

static void remove_dir(const char *dir)
{
    char cmd[256];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    cr_assert_eq(system(cmd), 0);
}

/* A program at dir/name running the shell text (an engine that misbehaves). */
static void script(const char *dir, const char *name, const char *body, char path[256])
{
    snprintf(path, 256, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fprintf(f, "#!/bin/sh\n%s\n", body);
    fclose(f);
    cr_assert_eq(chmod(path, 0755), 0);
}

/* Polls the job until it has finished (the suite's timeout catches a job that never does),
 * counting the distinct progress steps seen. */
static GuiReportView wait_done(GuiReportJob *job, int *changes)
{
    GuiReportView view;
    memset(&view, 0, sizeof view);
    int seen = 0;
    while (!view.finished) {
        if (gui_report_job_poll(job, &view))
            seen++;
        else
            usleep(2000);
    }
    if (changes != NULL)
        *changes = seen;
    return view;
}

/* The solver alone, from bead 30 with a budget that proves these positions. */
static void solver_setup(GuiReportSetup *setup, const char *dir)
{
    gui_report_setup_init(setup, "", -1, 100000000, dir);
    setup->limits.solver_from = 30;
}

Test(report_job, setup_defaults_are_node_budgets)
{
    GuiReportSetup s;
    gui_report_setup_init(&s, "/bin/engine", 0, 0, "/tmp/x");
    cr_assert_eq(s.limits.engine_nodes, GUI_REPORT_ENGINE_NODES);
    cr_assert_eq(s.limits.solver_nodes, GUI_REPORT_SOLVER_NODES);
    cr_assert_eq(s.limits.solver_ms, 0.0, "no time limit: the same report on any machine");
    gui_report_setup_init(&s, "", -1, 5, "");
    cr_assert_eq(s.limits.engine_nodes, 0);
    cr_assert_eq(s.limits.solver_nodes, 5);
}

Test(report_job, cache_path_differs_by_game_and_moves)
{
    S4Geometry geo = score4(), c4;
    cr_assert_eq(s4_geometry_preset(&c4, "connect4"), S4_OK);
    int a[] = {0, 1}, b[] = {1, 0};
    char pa[256], pb[256], pc[256];
    cr_assert(gui_report_cache_path("/d", &geo, a, 2, pa, sizeof pa));
    cr_assert(gui_report_cache_path("/d", &geo, b, 2, pb, sizeof pb));
    cr_assert(gui_report_cache_path("/d", &c4, a, 2, pc, sizeof pc));
    cr_assert_str_neq(pa, pb);
    cr_assert_str_neq(pa, pc);
    cr_assert_eq(strncmp(pa, "/d/score4-", 10), 0, "%s", pa);
    cr_assert_not(gui_report_cache_path("", &geo, a, 2, pa, sizeof pa), "no directory: not kept");
}

Test(report_job, solver_job_grades_every_move_and_opens_again_from_the_cache, .timeout = 600)
{
    char dir[128];
    temp_dir(dir);
    S4Geometry geo = score4();
    int moves[S4_MAX_CELLS];
    int n = moves_of(&geo, ONLY_D1_WINS " C4", moves);
    GuiReportSetup setup;
    solver_setup(&setup, dir);
    GuiReportJob *job = gui_report_job_start(&geo, moves, n, &setup);
    cr_assert_not_null(job);
    cr_assert(gui_report_job_for(job, &geo, moves, n));
    cr_assert_not(gui_report_job_for(job, &geo, moves, n - 1));
    int changes = 0;
    GuiReportView view = wait_done(job, &changes);
    gui_report_job_stop(job);
    cr_assert_eq(view.report.done, n);
    cr_assert_not(view.from_cache);
    cr_assert_str_empty(view.error);
    cr_assert_gt(changes, 2, "the report fills in as moves are graded (%d copies)", changes);
    const S4MoveVerdict *last = &view.report.move[n - 1].verdict;
    cr_assert(last->proved && last->missed_win, "C4 threw White's win away");
    cr_assert_geq(last->grade, S4_MOVE_MISTAKE);

    /* Opened again: the same report, at once, from the file. */
    char path[GUI_REPORT_PATH];
    cr_assert(gui_report_cache_path(dir, &geo, moves, n, path, sizeof path));
    cr_assert_eq(access(path, R_OK), 0, "%s was written", path);
    job = gui_report_job_start(&geo, moves, n, &setup);
    GuiReportView again;
    memset(&again, 0, sizeof again);
    cr_assert(gui_report_job_poll(job, &again));
    cr_assert(again.finished && again.from_cache);
    cr_assert_eq(again.report.done, n);
    for (int k = 0; k < n; k++) {
        char a[S4_REPORT_TEXT], b[S4_REPORT_TEXT];
        s4_report_move_text(&view.report, k, a);
        s4_report_move_text(&again.report, k, b);
        cr_assert_str_eq(a, b);
    }
    gui_report_job_stop(job);
    remove_dir(dir);
}

Test(report_job, cache_of_another_game_or_other_limits_is_ignored)
{
    char dir[128];
    temp_dir(dir);
    S4Geometry geo = score4();
    int moves[S4_MAX_CELLS];
    int n = moves_of(&geo, ROW_GAME, moves);
    S4GameReport r;
    s4_report_init(&r, &geo, moves, n);
    for (int k = 0; k < n; k++) {
        r.move[k].peg = moves[k];
        r.move[k].best_peg = moves[k];
        r.move[k].value = (S4PegValue){S4_VALUE_SCORE, 10 * k};
        r.move[k].verdict.grade = S4_MOVE_GOOD;
    }
    r.done = n;
    S4ReportLimits limits = {.engine_nodes = 1000, .solver_nodes = 2000, .solver_from = 16};
    char path[256], why[512];
    snprintf(path, sizeof path, "%s/report.txt", dir);
    cr_assert(gui_report_cache_write(path, &r, &limits, "the engine fell over", why, sizeof why),
              "%s", why);

    S4GameReport back;
    char error[S4_REPORT_WHY];
    s4_report_init(&back, &geo, moves, n);
    cr_assert(gui_report_cache_read(path, &back, &limits, error));
    cr_assert_eq(back.done, n);
    cr_assert_str_eq(error, "the engine fell over");
    cr_assert_eq(back.move[3].value.n, 30);

    /* Another game: one move differs. */
    int other[S4_MAX_CELLS];
    memcpy(other, moves, sizeof other);
    other[1] = moves[3];
    s4_report_init(&back, &geo, other, n);
    cr_assert_not(gui_report_cache_read(path, &back, &limits, error));
    cr_assert_eq(back.done, 0);
    /* The same game, one move shorter: another game too. */
    s4_report_init(&back, &geo, moves, n - 1);
    cr_assert_not(gui_report_cache_read(path, &back, &limits, error));
    /* Other limits: another report. */
    S4ReportLimits more = limits;
    more.engine_nodes = 2000;
    s4_report_init(&back, &geo, moves, n);
    cr_assert_not(gui_report_cache_read(path, &back, &more, error));
    cr_assert_eq(back.done, 0);
    /* Garbage after the header keeps the moves before it: a report begun. */
    FILE *f = fopen(path, "a");
    cr_assert_not_null(f);
    fclose(f);
    char text[4096];
    f = fopen(path, "r");
    size_t len = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[len] = '\0';
    char *fourth = text;
    for (int lines = 0; lines < 5 + 3; lines++) /* header, error, three moves */
        fourth = strchr(fourth, '\n') + 1;
    snprintf(fourth, sizeof text - (size_t)(fourth - text), "4 B2 nonsense\n");
    f = fopen(path, "w");
    fputs(text, f);
    fclose(f);
    s4_report_init(&back, &geo, moves, n);
    cr_assert(gui_report_cache_read(path, &back, &limits, error));
    cr_assert_eq(back.done, 3);
    /* Not a file at all. */
    cr_assert_not(gui_report_cache_read(dir, &back, &limits, error));
    remove_dir(dir);
}

Test(report_job, engine_job_grades_each_move_with_the_engine, .timeout = 600)
{
    char dir[128];
    temp_dir(dir);
    S4Geometry geo = score4();
    int moves[S4_MAX_CELLS];
    int n = moves_of(&geo, ROW_GAME, moves);
    GuiReportSetup setup;
    gui_report_setup_init(&setup, S4_BIN_DIR "/score4-engine", 3000, 20000, dir);
    GuiReportJob *job = gui_report_job_start(&geo, moves, n, &setup);
    GuiReportView view = wait_done(job, NULL);
    gui_report_job_stop(job);
    cr_assert_str_empty(view.error);
    cr_assert_eq(view.report.done, n);
    for (int k = 0; k < n; k++)
        cr_assert_geq(view.report.move[k].best_peg, 0, "move %d analysed", k + 1);
    /* Black's 6th move C2 lets White's row through: D1 wins at once. */
    cr_assert(view.report.move[5].verdict.grade >= S4_MOVE_MISTAKE,
              "C2 allowed D1 (grade %d)", view.report.move[5].verdict.grade);
    remove_dir(dir);
}

/* An engine that fails: the error is kept and every move still graded, by the solver where
 * it has a budget (solver: the game whose last move throws a proved win away), else as
 * unknown. */
static void failing_engine(const char *body, int timeout_ms, const char *said, bool solver)
{
    char dir[128], engine[256];
    temp_dir(dir);
    script(dir, "engine", body, engine);
    S4Geometry geo = score4();
    int moves[S4_MAX_CELLS];
    int n = moves_of(&geo, solver ? ONLY_D1_WINS " C4" : ROW_GAME, moves);
    GuiReportSetup setup;
    if (solver)
        solver_setup(&setup, dir);
    else
        gui_report_setup_init(&setup, "", -1, -1, dir);
    setup.limits.engine_nodes = 1000;
    setup.limits.engine_timeout_ms = timeout_ms;
    snprintf(setup.engine, sizeof setup.engine, "%s", engine);
    GuiReportJob *job = gui_report_job_start(&geo, moves, n, &setup);
    GuiReportView view = wait_done(job, NULL);
    gui_report_job_stop(job);
    cr_assert(strstr(view.error, said) != NULL, "error: %s", view.error);
    cr_assert_eq(view.report.done, n);
    if (solver)
        cr_assert(view.report.move[n - 1].verdict.missed_win, "the solver's grade stands");
    else
        cr_assert_eq(view.report.move[0].verdict.grade, S4_MOVE_UNKNOWN);
    remove_dir(dir);
}

Test(report_job, hung_engine_is_killed_and_the_solver_grades_the_rest, .timeout = 600)
{
    failing_engine("exec sleep 600", 300, "did not answer", true);
}

Test(report_job, crashing_engine_leaves_an_error_and_the_moves_unknown, .timeout = 600)
{
    failing_engine("kill -SEGV $$", 0, "signal", false);
}

Test(report_job, nonsense_engine_leaves_an_error_and_the_moves_unknown, .timeout = 600)
{
    failing_engine("echo 'Z9 wins big'", 0, "nonsense", false);
}

Test(report_job, stop_ends_a_job_whose_engine_hangs_and_keeps_what_was_graded, .timeout = 120)
{
    char dir[128], engine[256];
    temp_dir(dir);
    script(dir, "engine", "exec sleep 600", engine);
    S4Geometry geo = score4();
    int moves[S4_MAX_CELLS];
    int n = moves_of(&geo, ROW_GAME, moves);
    GuiReportSetup setup;
    gui_report_setup_init(&setup, engine, 1000, -1, dir);
    setup.limits.engine_timeout_ms = 0; /* never given up on: only the stop ends it */
    GuiReportJob *job = gui_report_job_start(&geo, moves, n, &setup);
    cr_assert_not_null(job);
    gui_report_job_stop(job); /* returns: the hung child is killed */
    /* Nothing was graded with the engine: the cache has no moves, and a new job starts over. */
    char path[GUI_REPORT_PATH];
    cr_assert(gui_report_cache_path(dir, &geo, moves, n, path, sizeof path));
    S4GameReport back;
    s4_report_init(&back, &geo, moves, n);
    gui_report_cache_read(path, &back, &setup.limits, NULL);
    cr_assert_eq(back.done, 0);
    remove_dir(dir);
}
