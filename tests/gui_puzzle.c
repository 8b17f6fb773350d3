/* gui_puzzle.c: the puzzle screen's model without a window: the puzzle files read into
 * sets, the daily puzzle chosen by the date, the progress file (missing, kept, corrupt,
 * unreadable) and the players' moves judged by the exact solver on a sample of puzzles. */
#include <criterion/criterion.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/board.h"
#include "gui/model/puzzle_check.h"
#include "gui/model/puzzle_progress.h"
#include "gui/model/puzzle_set.h"

/* A file's text, malloc'd; the test fails when it cannot be read. */
static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    cr_assert_not_null(f, "%s", path);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = malloc((size_t)n + 1);
    cr_assert_not_null(text);
    cr_assert_eq(fread(text, 1, (size_t)n, f), (size_t)n);
    text[n] = '\0';
    fclose(f);
    return text;
}

static void write_text(const char *path, const char *text, size_t len)
{
    FILE *f = fopen(path, "wb");
    cr_assert_not_null(f, "%s", path);
    cr_assert_eq(fwrite(text, 1, len, f), len);
    fclose(f);
}

static char dir[64];

static void make_dir(void)
{
    snprintf(dir, sizeof dir, "/tmp/s4-puzzle-XXXXXX");
    cr_assert_not_null(mkdtemp(dir));
}

static void remove_dir(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    cr_assert_eq(system(cmd), 0);
}

/* A puzzle of assets/puzzles/score4.txt: White wins in 2 with C3. */
#define GOOD_LINE                                                                              \
    "D1 C1 C1 C2 D4 A4 D4 D3 C3 C2 C2 A1 A2 D3 A2 D3 D3 A2 C1 C1 D1 D1 A1 B3 D4 D4 A4 B3 B3 A2 A1 A1 B1 B1 B4 B4 B4 D2 B4 C2 A4 A4 C4 B1 B1 D1 B3 D2 C3 C3 D2 D2 | C3 B2 B2 # win in 2"

/* ================================================================ the sets */

Test(puzzle_set, the_shipped_files_read_whole_with_every_length_from_one_to_nine)
{
    static S4Geometry geo;
    static GuiPuzzleSet set;
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    char *text = slurp(S4_SOURCE_DIR "/assets/puzzles/score4.txt");
    cr_assert_geq(gui_puzzle_set_read(&set, &geo, text), 300);
    cr_assert_eq(set.skipped, 0);
    for (int n = 1; n <= 9; n++) {
        int first = gui_puzzle_set_first_of(&set, n);
        cr_assert_geq(first, 0, "a win in %d", n);
        cr_assert_gt(gui_puzzle_set_count_of(&set, n), 0);
        S4Puzzle p;
        cr_assert(gui_puzzle_set_get(&set, first, &p));
        cr_assert_eq(p.win_in, n);
        cr_assert_eq(p.line_count, 2 * n - 1);
    }
    S4Puzzle p;
    cr_assert_not(gui_puzzle_set_get(&set, set.count, &p));
    cr_assert_not(gui_puzzle_set_get(&set, -1, &p));
    free(text);

    cr_assert_eq(s4_geometry_preset(&geo, "connect4"), S4_OK);
    text = slurp(S4_SOURCE_DIR "/assets/puzzles/connect4.txt");
    cr_assert_geq(gui_puzzle_set_read(&set, &geo, text), 100);
    cr_assert_eq(set.skipped, 0);
    free(text);
}

Test(puzzle_set, a_line_that_does_not_read_is_left_out_and_counted)
{
    static S4Geometry geo;
    static GuiPuzzleSet set;
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    const char *text = "# a comment\n"
                       GOOD_LINE "\n"
                       "A1 A1 A1 A1 A1 | B2 # win in 1\n" /* a full peg: not a position */
                       "no puzzle here\n"
                       "\n"
                       GOOD_LINE;
    cr_assert_eq(gui_puzzle_set_read(&set, &geo, text), 2);
    cr_assert_eq(set.skipped, 2);
    char line[512];
    cr_assert(gui_puzzle_set_line(&set, 1, line, sizeof line));
    cr_assert_str_eq(line, GOOD_LINE);
    cr_assert_eq(gui_puzzle_set_first_of(&set, 1), -1);
    cr_assert_eq(gui_puzzle_set_daily(&(GuiPuzzleSet){0}, 20000), -1);
}

/* ================================================================ the daily puzzle */

Test(puzzle_daily, dates_read_as_days_since_1970_and_bad_dates_are_refused)
{
    long d;
    cr_assert(gui_puzzle_day_parse("1970-01-01", &d));
    cr_assert_eq(d, 0);
    cr_assert(gui_puzzle_day_parse("2000-03-01", &d));
    cr_assert_eq(d, 11017); /* 10957 days to 2000, then January and a leap February */
    cr_assert(gui_puzzle_day_parse("2026-11-29", &d));
    cr_assert_eq(d, 20786);
    static const char *const BAD[] = {"2026-02-29", "2026-13-01", "2026-00-10", "2026-1-01",
                                      "1969-12-31", "2026-11-31", "20261129", "",
                                      "2026-11-29x", "abcd-ef-gh", "1900-02-29"};
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++)
        cr_assert_not(gui_puzzle_day_parse(BAD[i], &d), "%s", BAD[i]);
    cr_assert(gui_puzzle_day_parse("2024-02-29", &d));
    /* Every day of sixty years reads back as it was written. */
    for (long day = 0; day < 60 * 366; day += 1) {
        char text[16];
        gui_puzzle_day_format(day, text, sizeof text);
        long back;
        cr_assert(gui_puzzle_day_parse(text, &back), "%s", text);
        cr_assert_eq(back, day, "%s", text);
    }
}

Test(puzzle_daily, the_same_date_gives_the_same_puzzle_and_the_days_spread_over_the_set)
{
    static S4Geometry geo;
    static GuiPuzzleSet set;
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    char *text = slurp(S4_SOURCE_DIR "/assets/puzzles/score4.txt");
    gui_puzzle_set_read(&set, &geo, text);
    long day;
    cr_assert(gui_puzzle_day_parse("2026-11-29", &day));
    int today = gui_puzzle_set_daily(&set, day);
    cr_assert_geq(today, 0);
    cr_assert_lt(today, set.count);
    cr_assert_eq(gui_puzzle_set_daily(&set, day), today);
    /* A year of days: many different puzzles, no two neighbouring days alike often, and
     * every length of win among them. */
    static bool seen[GUI_PUZZLE_MAX];
    int distinct = 0, same_as_yesterday = 0, lengths[10] = {0};
    for (long d = day; d < day + 365; d++) {
        int i = gui_puzzle_set_daily(&set, d);
        cr_assert_geq(i, 0);
        cr_assert_lt(i, set.count);
        distinct += !seen[i];
        seen[i] = true;
        same_as_yesterday += d > day && i == gui_puzzle_set_daily(&set, d - 1);
        lengths[set.win_in[i]]++;
    }
    cr_assert_gt(distinct, 200);
    cr_assert_lt(same_as_yesterday, 5);
    for (int n = 1; n <= 9; n++)
        cr_assert_gt(lengths[n], 0, "a daily win in %d within a year", n);
    free(text);
}

/* ================================================================ the progress file */

TestSuite(puzzle_progress, .init = make_dir, .fini = remove_dir);

Test(puzzle_progress, a_missing_file_is_a_clean_start)
{
    char path[128], msg[512];
    snprintf(path, sizeof path, "%s/state/score4/puzzles.txt", dir);
    static GuiPuzzleProgress p;
    p.streak = 9;
    cr_assert(gui_puzzle_progress_load(path, &p, msg, sizeof msg));
    cr_assert_str_eq(msg, "");
    cr_assert_eq(p.streak, 0);
    cr_assert_eq(p.solved_count, 0);
    cr_assert_eq(p.daily_count, 0);
}

Test(puzzle_progress, solved_puzzles_streaks_and_daily_puzzles_are_kept_across_runs)
{
    char path[128], msg[512];
    snprintf(path, sizeof path, "%s/state/score4/puzzles.txt", dir);
    static GuiPuzzleProgress p, back;
    uint64_t a = gui_puzzle_key("score4", "A2 C1 | D4 # win in 1");
    uint64_t b = gui_puzzle_key("connect4", "A2 C1 | D4 # win in 1");
    cr_assert_neq(a, b, "the game is part of the key");
    gui_puzzle_progress_solve(&p, a, true);
    gui_puzzle_progress_solve(&p, b, true);
    gui_puzzle_progress_solve(&p, b, true); /* solved again: kept once, the streak grows */
    cr_assert_eq(p.solved_count, 2);
    cr_assert_eq(p.streak, 3);
    gui_puzzle_progress_fail(&p);
    cr_assert_eq(p.streak, 0);
    cr_assert_eq(p.best, 3);
    gui_puzzle_progress_solve(&p, 42, false); /* after a wrong move: solved, no streak */
    cr_assert_eq(p.streak, 0);
    gui_puzzle_progress_daily_done(&p, "score4", 20786);
    gui_puzzle_progress_daily_done(&p, "score4", 20786);
    cr_assert_eq(p.daily_count, 1);
    cr_assert(gui_puzzle_progress_save(path, &p, msg, sizeof msg), "%s", msg);
    cr_assert(gui_puzzle_progress_load(path, &back, msg, sizeof msg), "%s", msg);
    cr_assert_str_eq(msg, "");
    cr_assert_eq(back.solved_count, 3);
    cr_assert(gui_puzzle_progress_solved(&back, a));
    cr_assert(gui_puzzle_progress_solved(&back, b));
    cr_assert(gui_puzzle_progress_solved(&back, 42));
    cr_assert_not(gui_puzzle_progress_solved(&back, 43));
    cr_assert_eq(back.streak, 0);
    cr_assert_eq(back.best, 3);
    cr_assert(gui_puzzle_progress_daily(&back, "score4", 20786));
    cr_assert_not(gui_puzzle_progress_daily(&back, "connect4", 20786));
    cr_assert_not(gui_puzzle_progress_daily(&back, "score4", 20787));
    /* Written atomically: no temporary is left beside it. */
    char listing[256];
    snprintf(listing, sizeof listing, "ls -A '%s/state/score4' | grep -vx puzzles.txt", dir);
    cr_assert_neq(system(listing), 0, "only puzzles.txt in the directory");
}

Test(puzzle_progress, a_corrupt_file_keeps_what_reads_and_says_what_it_skipped)
{
    char path[128], msg[512];
    snprintf(path, sizeof path, "%s/puzzles.txt", dir);
    static GuiPuzzleProgress p;
    char text[4096];
    size_t len = (size_t)snprintf(text, sizeof text,
                                  "streak 2\nbest 1\nsolved 00000000000000ff\nsolved xyz\n"
                                  "solved 123\nstreak -4\nbest 99999999999\ndaily score4 2026-02-30\n"
                                  "daily score4 2026-11-29\n\x01\x02\xff garbage\n");
    memset(text + len, 'x', 1500); /* a line far longer than any this program writes */
    len += 1500;
    text[len++] = '\n';
    len += (size_t)snprintf(text + len, sizeof text - len, "solved 0000000000000100");
    write_text(path, text, len);
    cr_assert(gui_puzzle_progress_load(path, &p, msg, sizeof msg));
    cr_assert_not_null(strstr(msg, "skipped 7 line(s)"), "%s", msg);
    cr_assert_not_null(strstr(msg, "the first line 4"), "%s", msg);
    cr_assert_eq(p.streak, 2);
    cr_assert_eq(p.best, 2, "best is never below the streak");
    cr_assert_eq(p.solved_count, 2);
    cr_assert(gui_puzzle_progress_solved(&p, 0xff));
    cr_assert(gui_puzzle_progress_solved(&p, 0x100));
    cr_assert_eq(p.daily_count, 1);
    /* Binary noise and an empty file: nothing read, no crash. */
    unsigned char noise[2048];
    for (size_t i = 0; i < sizeof noise; i++)
        noise[i] = (unsigned char)(i * 131u + 7u);
    write_text(path, (const char *)noise, sizeof noise);
    cr_assert(gui_puzzle_progress_load(path, &p, msg, sizeof msg));
    cr_assert_eq(p.solved_count, 0);
    write_text(path, "", 0);
    cr_assert(gui_puzzle_progress_load(path, &p, msg, sizeof msg));
    cr_assert_str_eq(msg, "");
}

Test(puzzle_progress, a_directory_in_its_place_is_an_error_said_and_an_empty_progress)
{
    char path[128], msg[512];
    snprintf(path, sizeof path, "%s/puzzles.txt", dir);
    cr_assert_eq(mkdir(path, 0755), 0);
    static GuiPuzzleProgress p;
    p.streak = 5;
    cr_assert_not(gui_puzzle_progress_load(path, &p, msg, sizeof msg));
    cr_assert_neq(msg[0], '\0');
    cr_assert_eq(p.streak, 0);
    cr_assert_not(gui_puzzle_progress_save(path, &p, msg, sizeof msg));
    cr_assert_not_null(strstr(msg, path), "%s", msg);
    /* A file where its directory should be: the save says so. */
    char file[160], below[200];
    snprintf(file, sizeof file, "%s/plain", dir);
    write_text(file, "x", 1);
    snprintf(below, sizeof below, "%s/score4/puzzles.txt", file);
    cr_assert_not(gui_puzzle_progress_save(below, &p, msg, sizeof msg));
    cr_assert_neq(msg[0], '\0');
}

Test(puzzle_progress, the_path_follows_xdg_state_home_then_home)
{
    char buf[256];
    setenv("XDG_STATE_HOME", "/somewhere/state", 1);
    cr_assert(gui_puzzle_progress_path(buf, sizeof buf));
    cr_assert_str_eq(buf, "/somewhere/state/score4/puzzles.txt");
    setenv("XDG_STATE_HOME", "relative", 1); /* not absolute: ignored, as the spec says */
    setenv("HOME", "/home/someone", 1);
    cr_assert(gui_puzzle_progress_path(buf, sizeof buf));
    cr_assert_str_eq(buf, "/home/someone/.local/state/score4/puzzles.txt");
    unsetenv("XDG_STATE_HOME");
    unsetenv("HOME");
    cr_assert_not(gui_puzzle_progress_path(buf, sizeof buf));
    cr_assert_str_eq(buf, "");
}

/* ================================================================ moves judged */

/* Every step-th puzzle of the file: the puzzle's first move is judged right, every other
 * legal first move wrong with a reply from the solver; then along the main line each of
 * the winner's moves is right and the last one completes the line. */
static void judge_sample(const char *game, const char *path, int step, int *proved)
{
    static S4Geometry geo;
    static GuiPuzzleSet set;
    cr_assert_eq(s4_geometry_preset(&geo, game), S4_OK);
    char *text = slurp(path);
    gui_puzzle_set_read(&set, &geo, text);
    GuiPuzzleSolver *solver = gui_puzzle_solver_new(&geo);
    cr_assert_not_null(solver);
    int checked = 0;
    *proved = 0;
    for (int i = 0; i < set.count; i += step, checked++) {
        S4Puzzle p;
        cr_assert(gui_puzzle_set_get(&set, i, &p));
        S4Board board;
        S4Colour side = s4_puzzle_position(&geo, &p, &board);
        GuiPuzzleVerdict v;
        gui_puzzle_check_move(solver, &board, side, p.line[0], p.line[0], p.win_in, &v);
        cr_assert(v.right, "%s puzzle %d: its move is right", game, i + 1);
        *proved += v.proved;
        if (v.proved)
            cr_assert_eq(v.beads, p.win_in, "%s puzzle %d", game, i + 1);
        int pegs[S4_MAX_PEGS], n = s4_board_legal_pegs(&board, pegs);
        for (int k = 0; k < n; k++) {
            if (pegs[k] == p.line[0])
                continue;
            gui_puzzle_check_move(solver, &board, side, pegs[k], p.line[0], p.win_in, &v);
            cr_assert_not(v.right, "%s puzzle %d: move %d is wrong", game, i + 1, pegs[k]);
            if (v.proved && !v.completes) {
                cr_assert_gt(v.line_count, 0, "%s puzzle %d: a refutation", game, i + 1);
                S4Board after = board;
                s4_board_play(&after, pegs[k], side);
                cr_assert(s4_board_can_play(&after, v.line[0]));
            }
        }
        /* The main line: every winner's move right, the last one completing the line. */
        for (int s = 0; s < p.line_count; s += 2) {
            gui_puzzle_check_move(solver, &board, side, p.line[s], p.line[s], p.win_in - s / 2,
                                  &v);
            cr_assert(v.right, "%s puzzle %d: main line move %d", game, i + 1, s);
            cr_assert_eq(v.completes, s == p.line_count - 1);
            s4_board_play(&board, p.line[s], side);
            if (s + 1 < p.line_count)
                s4_board_play(&board, p.line[s + 1], s4_other(side));
        }
    }
    cr_assert_geq(checked, 10);
    gui_puzzle_solver_free(solver);
    free(text);
}

Test(puzzle_check, score_four_first_moves_are_judged_by_the_solver_as_the_puzzles_say,
     .timeout = 600)
{
    int proved;
    judge_sample("score4", S4_SOURCE_DIR "/assets/puzzles/score4.txt", 20, &proved);
    cr_assert_geq(proved, 15, "the solver proves the late positions itself");
}

Test(puzzle_check, connect_four_first_moves_are_judged_the_same_way, .timeout = 600)
{
    int proved;
    judge_sample("connect4", S4_SOURCE_DIR "/assets/puzzles/connect4.txt", 8, &proved);
    cr_assert_geq(proved, 1);
}

Test(puzzle_check, without_a_solver_the_main_line_judges)
{
    static S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    S4Puzzle p;
    cr_assert_eq(s4_puzzle_parse(&geo, GOOD_LINE, &p), S4_OK);
    S4Board board;
    S4Colour side = s4_puzzle_position(&geo, &p, &board);
    GuiPuzzleVerdict v;
    gui_puzzle_check_move(NULL, &board, side, p.line[0], p.line[0], 2, &v);
    cr_assert(v.right);
    cr_assert_not(v.proved);
    gui_puzzle_check_move(NULL, &board, side, p.line[1], p.line[0], 2, &v);
    cr_assert_not(v.right);
    /* Without a solver only a reply that completes a line at once is known. */
    if (v.line_count > 0) {
        S4Board after = board;
        s4_board_play(&after, p.line[1], side);
        cr_assert(s4_board_move_would_win(&after, v.line[0], s4_other(side)));
    }
}
