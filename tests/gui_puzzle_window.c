/* gui_puzzle_window.c: the puzzle screen driven end to end through the built window, the
 * way a person would: the start screen's Puzzles button, the daily puzzle of a given date
 * (--puzzle-date) solved move by move along its main line, a wrong move refuted and
 * retried, Esc back to the start screen; what the window drew (print-texts) and what it
 * kept in the state directory are checked. Frames are counted, never wall time. */
#include <criterion/criterion.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/line_name.h"
#include "gui/model/puzzle_progress.h"
#include "gui/model/puzzle_set.h"
#include "gui_run.h"

static char home[256];

static void make_home(void)
{
    gui_home_make(home, "puzzle");
}

static void remove_home(void)
{
    gui_home_remove(home);
}

TestSuite(puzzle_window, .init = make_home, .fini = remove_home, .timeout = 600);

enum { DATE_DAYS = 20786 }; /* 2026-11-29 */
#define DATE "2026-11-29"

/* The daily puzzle of DATE in game's file, as the window chooses it. */
typedef struct Daily {
    S4Geometry geo;
    GuiPuzzleSet set;
    char *text;
    S4Puzzle p;
    char line[S4_PUZZLE_MAX_LINE + 1];
} Daily;

static void daily_of(Daily *d, const char *game, const char *path)
{
    cr_assert_eq(s4_geometry_preset(&d->geo, game), S4_OK);
    FILE *f = fopen(path, "rb");
    cr_assert_not_null(f);
    d->text = calloc(1, 1 << 20);
    cr_assert_not_null(d->text);
    size_t n = fread(d->text, 1, (1 << 20) - 1, f);
    cr_assert_gt(n, 0);
    fclose(f);
    cr_assert_gt(gui_puzzle_set_read(&d->set, &d->geo, d->text), 0);
    int i = gui_puzzle_set_daily(&d->set, DATE_DAYS);
    cr_assert(gui_puzzle_set_get(&d->set, i, &d->p));
    cr_assert(gui_puzzle_set_line(&d->set, i, d->line, sizeof d->line));
}

/* "click X; wait 3; " for each of the winner's moves of the main line into buf. */
static void main_line_clicks(const Daily *d, char *buf, size_t size)
{
    size_t used = 0;
    for (int s = 0; s < d->p.line_count; s += 2) {
        char name[S4_MOVE_NAME];
        s4_move_name(&d->geo, d->p.line[s], name);
        used += (size_t)snprintf(buf + used, size - used, "click %s; wait 3; ", name);
    }
}

static void read_progress(char *buf, size_t size)
{
    char path[600];
    snprintf(path, sizeof path, "%s/state/score4/puzzles.txt", home);
    gui_read_file(path, buf, size);
}

Test(puzzle_window, the_daily_puzzle_is_solved_with_the_mouse_and_kept_as_solved)
{
    static Daily d;
    daily_of(&d, "score4", S4_SOURCE_DIR "/assets/puzzles/score4.txt");
    char clicks[2048], script[4096];
    main_line_clicks(&d, clicks, sizeof clicks);
    snprintf(script, sizeof script, "button puzzles; wait 3; print-texts; %s print-texts", clicks);
    GuiRun *run = gui_window(300, "--puzzle-date", DATE, "--script", script, "--print-position",
                             "--frames", "2", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    char want[64];
    snprintf(want, sizeof want, "to move: win in %d", d.p.win_in);
    cr_assert_not_null(strstr(run->out, "Daily puzzle " DATE), "%s", run->out);
    cr_assert_not_null(strstr(run->out, want), "%s", run->out);
    cr_assert_not_null(strstr(run->out, "Solved with"), "%s", run->out);
    cr_assert_not_null(strstr(run->out, "result: "), "%s", run->out);
    char progress[8192], key[40];
    read_progress(progress, sizeof progress);
    snprintf(key, sizeof key, "solved %016llx", (unsigned long long)gui_puzzle_key("score4", d.line));
    cr_assert_not_null(strstr(progress, key), "%s", progress);
    cr_assert_not_null(strstr(progress, "streak 1\n"), "%s", progress);
    cr_assert_not_null(strstr(progress, "daily score4 " DATE), "%s", progress);
    free(run);
    free(d.text);
}

Test(puzzle_window, a_wrong_move_is_refuted_then_retried_and_esc_goes_back_to_the_start_screen)
{
    static Daily d;
    daily_of(&d, "score4", S4_SOURCE_DIR "/assets/puzzles/score4.txt");
    S4Board board;
    S4Colour side = s4_puzzle_position(&d.geo, &d.p, &board);
    int pegs[S4_MAX_PEGS], n = s4_board_legal_pegs(&board, pegs), wrong = -1;
    for (int i = 0; i < n && wrong < 0; i++)
        if (pegs[i] != d.p.line[0])
            wrong = pegs[i];
    cr_assert_geq(wrong, 0);
    (void)side;
    char wrong_name[S4_MOVE_NAME], clicks[2048], script[4096];
    s4_move_name(&d.geo, wrong, wrong_name);
    main_line_clicks(&d, clicks, sizeof clicks);
    snprintf(script, sizeof script,
             "button puzzles; wait 3; click %s; wait 3; print-texts; button puzzle:retry; wait 3; "
             "%s print-texts; key Escape; wait 3; print-texts",
             wrong_name, clicks);
    GuiRun *run = gui_window(300, "--puzzle-date", DATE, "--script", script, "--frames", "2",
                             NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    char want[64];
    snprintf(want, sizeof want, "Not %s", wrong_name);
    cr_assert_not_null(strstr(run->out, want), "%s", run->out);
    cr_assert_not_null(strstr(run->out, "Solution"), "%s", run->out);
    cr_assert_not_null(strstr(run->out, "Solved with"), "%s", run->out);
    /* Back on the start screen: its Puzzles button again, after the last print-texts. */
    const char *last = run->out, *p;
    while ((p = strstr(last + 1, "texts end")) != NULL && strstr(p + 1, "texts end") != NULL)
        last = p;
    cr_assert_not_null(strstr(last, "Puzzles"), "%s", last);
    char progress[8192];
    read_progress(progress, sizeof progress);
    cr_assert_not_null(strstr(progress, "streak 0\n"), "%s", progress);
    cr_assert_not_null(strstr(progress, "daily score4 " DATE), "%s", progress);
    free(run);
    free(d.text);
}

Test(puzzle_window, connect_four_has_its_own_puzzles)
{
    static Daily d;
    daily_of(&d, "connect4", S4_SOURCE_DIR "/assets/puzzles/connect4.txt");
    char clicks[2048], script[4096];
    main_line_clicks(&d, clicks, sizeof clicks);
    snprintf(script, sizeof script, "menu-select game connect4; button puzzles; wait 3; %s "
             "print-texts", clicks);
    GuiRun *run = gui_window(300, "--puzzle-date", DATE, "--script", script, "--frames", "2",
                             NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert_not_null(strstr(run->out, "Solved with"), "%s", run->out);
    char progress[8192];
    read_progress(progress, sizeof progress);
    cr_assert_not_null(strstr(progress, "daily connect4 " DATE), "%s", progress);
    free(run);
    free(d.text);
}

Test(puzzle_window, a_bad_puzzle_date_is_refused)
{
    GuiRun *run = gui_window(60, "--puzzle-date", "2026-02-30", "--frames", "1", NULL);
    cr_assert_neq(run->status, 0);
    cr_assert_not_null(strstr(run->err, "--puzzle-date"), "%s", run->err);
    free(run);
}
