/* gui_lesson.c: the lesson's content without a window: the lines by kind against the
 * core's line table, each page's check of a move (right moves taken, wrong ones refused
 * and explained, a retry), the pages' order and words, and the first-start mark in the
 * state directory (missing, written, read back, corrupt). */
#define _DEFAULT_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/geometry.h"
#include "core/line_name.h"
#include "gui/model/first_start.h"
#include "gui/model/lesson.h"

static S4Geometry geo;

static void score4(void) { cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK); }

TestSuite(lesson, .init = score4);

static int peg_of(const char *name)
{
    int peg = -1;
    cr_assert_eq(s4_move_parse(&geo, name, strlen(name), &peg), S4_OK, "%s", name);
    return peg;
}

/* ================================================================ the lines by kind */

Test(lesson, the_kinds_split_the_cores_lines_exactly_once_each)
{
    cr_assert(gui_lesson_fits(&geo));
    static const int WANT[GUI_LINE_KINDS] = {16, 16, 16, 8, 16, 4};
    int total = 0;
    uint64_t lines[S4_MAX_LINES];
    for (int k = 0; k < GUI_LINE_KINDS; k++) {
        int n = gui_line_kind_lines(&geo, (GuiLineKind)k, lines);
        cr_assert_eq(n, WANT[k], "%s: %d lines", gui_line_kind_name((GuiLineKind)k), n);
        for (int i = 0; i < n; i++) {
            cr_assert_eq(__builtin_popcountll(lines[i]), 4);
            int found = 0;
            for (int j = 0; j < geo.line_count; j++)
                found += geo.lines[j] == lines[i];
            cr_assert_eq(found, 1, "a line of kind %d is not one of the core's", k);
        }
        total += n;
    }
    cr_assert_eq(total, geo.line_count);
    cr_assert_eq(total, 76);
    for (int j = 0; j < geo.line_count; j++)
        cr_assert_lt(gui_line_kind(&geo, geo.lines[j]), GUI_LINE_KINDS);
}

Test(lesson, each_kind_is_what_its_name_says)
{
    /* A cell mask from names of (peg, level from 1). */
    struct { const char *cells[4]; int levels[4]; GuiLineKind kind; } cases[] = {
        {{"A1", "B1", "C1", "D1"}, {1, 1, 1, 1}, GUI_LINE_ROW},
        {{"A3", "B3", "C3", "D3"}, {4, 4, 4, 4}, GUI_LINE_ROW},
        {{"B1", "B2", "B3", "B4"}, {2, 2, 2, 2}, GUI_LINE_COLUMN},
        {{"C2", "C2", "C2", "C2"}, {1, 2, 3, 4}, GUI_LINE_PILLAR},
        {{"A1", "B2", "C3", "D4"}, {3, 3, 3, 3}, GUI_LINE_LEVEL_DIAGONAL},
        {{"A4", "B3", "C2", "D1"}, {1, 1, 1, 1}, GUI_LINE_LEVEL_DIAGONAL},
        {{"A1", "B1", "C1", "D1"}, {1, 2, 3, 4}, GUI_LINE_PLANE_DIAGONAL},
        {{"B4", "B3", "B2", "B1"}, {1, 2, 3, 4}, GUI_LINE_PLANE_DIAGONAL},
        {{"A1", "B2", "C3", "D4"}, {1, 2, 3, 4}, GUI_LINE_SPACE_DIAGONAL},
        {{"D1", "C2", "B3", "A4"}, {4, 3, 2, 1}, GUI_LINE_SPACE_DIAGONAL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        uint64_t line = 0;
        for (int c = 0; c < 4; c++)
            line |= UINT64_C(1) << s4_cell(&geo, peg_of(cases[i].cells[c]), cases[i].levels[c] - 1);
        cr_assert_eq(gui_line_kind(&geo, line), cases[i].kind, "case %zu", i);
    }
    /* Not a line: no kind. */
    cr_assert_eq(gui_line_kind(&geo, 0x33), GUI_LINE_KINDS); /* a square of four */
    cr_assert_eq(gui_line_kind(&geo, 0x7), GUI_LINE_KINDS);
}

Test(lesson, the_lines_pages_show_their_kind_and_count_up_to_the_whole_table)
{
    GuiLesson l;
    gui_lesson_start(&l, &geo);
    char title[128], text[GUI_LESSON_TEXT];
    uint64_t lines[S4_MAX_LINES];
    for (int k = 0; k < GUI_LINE_KINDS; k++) {
        gui_lesson_go(&l, GUI_LESSON_LINES + k);
        cr_assert_eq(gui_lesson_step(l.page), 2);
        cr_assert(gui_lesson_can_go_on(&l)); /* a page to read */
        int n = gui_lesson_shown_lines(&l, lines);
        cr_assert_eq(n, gui_line_kind_lines(&geo, (GuiLineKind)k, lines));
        cr_assert_eq(gui_lesson_lit_line(&l), lines[0]);
        gui_lesson_title(&l, title, sizeof title);
        char want[64];
        snprintf(want, sizeof want, "(%d)", n);
        cr_assert(strstr(title, want) != NULL, "%s", title);
        cr_assert_eq(gui_lesson_play(&l, 0), GUI_MOVE_IGNORED); /* nothing to play here */
    }
    gui_lesson_text(&l, text, sizeof text);
    cr_assert(strstr(text, "So far 76 of 76.") != NULL, "%s", text);
    gui_lesson_go(&l, GUI_LESSON_LINES);
    gui_lesson_text(&l, text, sizeof text);
    cr_assert(strstr(text, "So far 16 of 76.") != NULL, "%s", text);
}

/* ================================================================ the checked pages */

Test(lesson, the_drop_page_asks_for_a_bead_then_one_stacked_on_a_peg_that_holds_one)
{
    GuiLesson l;
    gui_lesson_start(&l, &geo);
    cr_assert_eq(l.page, GUI_LESSON_DROP);
    cr_assert_eq(gui_lesson_step(l.page), 1);
    cr_assert_not(gui_lesson_can_go_on(&l));
    cr_assert_eq(gui_lesson_play(&l, peg_of("B2")), GUI_MOVE_PLAYED);
    cr_assert_eq(s4_board_peg_height(&l.game.board, peg_of("B2")), 1, "slid to the bottom");
    cr_assert(strstr(l.say, "B2") != NULL, "%s", l.say);
    cr_assert_not(gui_lesson_can_go_on(&l));
    /* Another peg: it falls to the bottom too, and the task goes on. */
    cr_assert_eq(gui_lesson_play(&l, peg_of("C3")), GUI_MOVE_PLAYED);
    cr_assert(strstr(l.say, "like B2") != NULL, "%s", l.say);
    cr_assert_eq(gui_lesson_play(&l, peg_of("B2")), GUI_MOVE_RIGHT);
    cr_assert_eq(s4_board_peg_height(&l.game.board, peg_of("B2")), 2, "stacked");
    cr_assert(strstr(l.say, "level 2 of B2") != NULL, "%s", l.say);
    cr_assert(gui_lesson_can_go_on(&l));
    cr_assert_eq(gui_lesson_play(&l, peg_of("A1")), GUI_MOVE_IGNORED, "done: no more beads");
}

Test(lesson, win_in_one_takes_only_the_winning_move_and_explains_the_others)
{
    GuiLesson l;
    gui_lesson_start(&l, &geo);
    gui_lesson_go(&l, GUI_LESSON_WIN);
    cr_assert_eq(gui_lesson_step(l.page), 3);
    cr_assert_eq(l.task, GUI_TASK_OPEN);
    S4Game start = l.game;
    int right = peg_of("D4");
    /* Every other legal peg is refused and explained, and the board comes back. */
    for (int peg = 0; peg < geo.pegs; peg++) {
        if (peg == right || !s4_board_can_play(&start.board, peg))
            continue;
        cr_assert_eq(gui_lesson_play(&l, peg), GUI_MOVE_WRONG, "peg %d", peg);
        cr_assert_eq(l.task, GUI_TASK_WRONG);
        cr_assert_not(gui_lesson_can_go_on(&l));
        cr_assert(strstr(l.say, "completes no line") != NULL, "%s", l.say);
        cr_assert_eq(l.game.move_count, start.move_count + 1, "the wrong bead is shown");
        gui_lesson_retry(&l);
        cr_assert_eq(l.task, GUI_TASK_OPEN);
        cr_assert_str_eq(l.say, "");
        cr_assert_eq(l.game.board.beads[0], start.board.beads[0]);
        cr_assert_eq(l.game.board.beads[1], start.board.beads[1]);
    }
    /* After two misses the line is named and lit. */
    cr_assert_eq(gui_lesson_play(&l, peg_of("A1")), GUI_MOVE_WRONG);
    cr_assert(strstr(l.say, "A1 B2 C3 D4") != NULL, "%s", l.say);
    cr_assert_neq(gui_lesson_lit_line(&l), 0);
    /* A click after a wrong move is the next try: it retries, then checks. */
    cr_assert_eq(gui_lesson_play(&l, right), GUI_MOVE_RIGHT);
    cr_assert_eq(l.game.result, S4_RESULT_WHITE_WINS);
    cr_assert(gui_lesson_can_go_on(&l));
    cr_assert_eq(gui_lesson_lit_line(&l), l.game.win_line);
}

Test(lesson, block_this_takes_only_the_block_and_shows_the_loss_after_any_other)
{
    GuiLesson l;
    gui_lesson_start(&l, &geo);
    gui_lesson_go(&l, GUI_LESSON_BLOCK);
    cr_assert_eq(gui_lesson_step(l.page), 4);
    S4Game start = l.game;
    cr_assert_eq(s4_game_to_move(&start), S4_WHITE);
    int block = peg_of("D4");
    cr_assert(s4_board_move_would_win(&start.board, block, S4_BLACK), "Black threatens D4");
    for (int peg = 0; peg < geo.pegs; peg++) {
        cr_assert_not(s4_board_can_play(&start.board, peg) &&
                          s4_board_move_would_win(&start.board, peg, S4_WHITE),
                      "White has no win of its own here");
        if (peg == block || !s4_board_can_play(&start.board, peg))
            continue;
        cr_assert_eq(gui_lesson_play(&l, peg), GUI_MOVE_WRONG, "peg %d", peg);
        cr_assert_eq(l.game.result, S4_RESULT_BLACK_WINS, "Black's reply shown");
        cr_assert(strstr(l.say, "Black plays D4") != NULL, "%s", l.say);
        cr_assert_eq(gui_lesson_lit_line(&l), l.game.win_line);
        gui_lesson_retry(&l);
        cr_assert_eq(l.game.move_count, start.move_count);
    }
    /* A click after a wrong move (Black's line shown, the game over) is the next try. */
    cr_assert_eq(gui_lesson_play(&l, peg_of("A1")), GUI_MOVE_WRONG);
    cr_assert_eq(gui_lesson_play(&l, block), GUI_MOVE_RIGHT);
    cr_assert(strstr(l.say, "Blocked") != NULL, "%s", l.say);
    cr_assert_eq(l.game.result, S4_RESULT_ONGOING);
    cr_assert_eq(__builtin_popcountll(gui_lesson_lit_line(&l)), 4, "the blocked line is lit");
    cr_assert(gui_lesson_can_go_on(&l));
}

Test(lesson, pages_go_in_five_steps_and_clamp_at_the_ends)
{
    GuiLesson l;
    gui_lesson_start(&l, &geo);
    int last = 0;
    for (int p = 0; p < GUI_LESSON_PAGES; p++) {
        int s = gui_lesson_step(p);
        cr_assert(s == last || s == last + 1, "page %d step %d after %d", p, s, last);
        last = s;
        gui_lesson_go(&l, p);
        char title[128], text[GUI_LESSON_TEXT];
        gui_lesson_title(&l, title, sizeof title);
        gui_lesson_text(&l, text, sizeof text);
        cr_assert_neq(title[0], '\0');
        cr_assert_gt(strlen(text), 40, "page %d: %s", p, text);
    }
    cr_assert_eq(last, GUI_LESSON_STEPS);
    gui_lesson_go(&l, 99);
    cr_assert_eq(l.page, GUI_LESSON_PLAY);
    gui_lesson_go(&l, -3);
    cr_assert_eq(l.page, GUI_LESSON_DROP);
    S4Geometry c4;
    cr_assert_eq(s4_geometry_preset(&c4, "connect4"), S4_OK);
    cr_assert_not(gui_lesson_fits(&c4));
}

/* ================================================================ the first-start mark */

static char dir[64];

static void make_dir(void)
{
    snprintf(dir, sizeof dir, "/tmp/s4-lesson-XXXXXX");
    cr_assert_not_null(mkdtemp(dir));
}

static void remove_dir(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    cr_assert_eq(system(cmd), 0);
}

TestSuite(first_start, .init = make_dir, .fini = remove_dir);

Test(first_start, lives_in_the_xdg_state_directory_or_under_home)
{
    char path[GUI_FIRST_START_PATH];
    setenv("XDG_STATE_HOME", "/x/state", 1);
    setenv("HOME", "/home/p", 1);
    cr_assert(gui_first_start_path(path, sizeof path));
    cr_assert_str_eq(path, "/x/state/score4/lesson");
    setenv("XDG_STATE_HOME", "relative", 1);
    cr_assert(gui_first_start_path(path, sizeof path));
    cr_assert_str_eq(path, "/home/p/.local/state/score4/lesson");
    unsetenv("XDG_STATE_HOME");
    unsetenv("HOME");
    cr_assert_not(gui_first_start_path(path, sizeof path));
    cr_assert_str_eq(path, "");
}

Test(first_start, is_due_until_the_mark_is_written_then_read_back_as_seen)
{
    char path[256], record[256], msg[512];
    snprintf(path, sizeof path, "%s/state/score4/lesson", dir);
    snprintf(record, sizeof record, "%s/state/score4/record.txt", dir);
    const char *played[] = {record};
    cr_assert(gui_first_start_due(path, played, 1));
    cr_assert_eq(gui_first_start_read(path, msg, sizeof msg), GUI_LESSON_UNSEEN);
    cr_assert_str_eq(msg, "");
    cr_assert(gui_first_start_write(path, msg, sizeof msg), "%s", msg); /* makes the dirs */
    cr_assert_eq(gui_first_start_read(path, msg, sizeof msg), GUI_LESSON_SEEN, "%s", msg);
    cr_assert_not(gui_first_start_due(path, played, 1));
    /* Written twice: still one line. */
    cr_assert(gui_first_start_write(path, msg, sizeof msg), "%s", msg);
    char text[64] = "";
    FILE *f = fopen(path, "r");
    cr_assert_not_null(f);
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    cr_assert_str_eq(text, "lesson done\n");
    /* Nowhere to keep the mark: never due (it would open at every start). */
    cr_assert_not(gui_first_start_due("", played, 1));
}

Test(first_start, a_person_with_a_record_of_games_is_not_sent_through_it)
{
    char path[256], record[256], msg[512];
    snprintf(path, sizeof path, "%s/lesson", dir);
    snprintf(record, sizeof record, "%s/record.txt", dir);
    FILE *f = fopen(record, "w");
    cr_assert_not_null(f);
    fputs("score4 casual won 1 lost 0 drawn 0\n", f);
    fclose(f);
    const char *played[] = {record};
    cr_assert_not(gui_first_start_due(path, played, 1));
    cr_assert_eq(gui_first_start_read(path, msg, sizeof msg), GUI_LESSON_UNSEEN);
}

/* A host restarting its window to resume a friend game (or anyone with a kept game) has
 * played before, though no game of theirs was finished against a level. */
Test(first_start, a_person_with_a_kept_or_friend_game_is_not_sent_through_it)
{
    char path[256], record[256], kept[256], friend[256];
    snprintf(path, sizeof path, "%s/lesson", dir);
    snprintf(record, sizeof record, "%s/record.txt", dir);
    snprintf(kept, sizeof kept, "%s/autosave.txt", dir);
    snprintf(friend, sizeof friend, "%s/friend.txt", dir);
    const char *played[] = {record, "", kept, friend};
    cr_assert(gui_first_start_due(path, played, 4)); /* "": a path not known, no sign */
    for (int i = 2; i < 4; i++) {
        FILE *f = fopen(played[i], "w");
        cr_assert_not_null(f);
        fputs("anything\n", f);
        fclose(f);
        cr_assert_not(gui_first_start_due(path, played, 4), "%s", played[i]);
        cr_assert_eq(remove(played[i]), 0);
        cr_assert(gui_first_start_due(path, played, 4));
    }
}

Test(first_start, a_corrupt_mark_is_named_and_taken_as_seen)
{
    char path[256], msg[512];
    snprintf(path, sizeof path, "%s/lesson", dir);
    static const char *const BAD[] = {"lesson", "lesson done and more\n", "", "\x01\x02garbage"};
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        FILE *f = fopen(path, "w");
        cr_assert_not_null(f);
        fputs(BAD[i], f);
        fclose(f);
        cr_assert_eq(gui_first_start_read(path, msg, sizeof msg), GUI_LESSON_CORRUPT, "%zu", i);
        cr_assert(strstr(msg, path) != NULL, "%s", msg);
        cr_assert_not(gui_first_start_due(path, NULL, 0));
    }
    /* Without its newline it still reads. */
    FILE *f = fopen(path, "w");
    fputs("lesson done", f);
    fclose(f);
    cr_assert_eq(gui_first_start_read(path, msg, sizeof msg), GUI_LESSON_SEEN);
    /* A directory in its place is refused, not read. */
    cr_assert_eq(unlink(path), 0);
    cr_assert_eq(mkdir(path, 0700), 0);
    cr_assert_eq(gui_first_start_read(path, msg, sizeof msg), GUI_LESSON_CORRUPT);
    cr_assert(strstr(msg, "not a regular file") != NULL, "%s", msg);
    /* A mark that cannot be written says why. */
    char bad[300];
    snprintf(bad, sizeof bad, "%s/lesson/inside/mark", dir);
    cr_assert_eq(rmdir(path), 0);
    f = fopen(path, "w"); /* a file where a directory is needed */
    fclose(f);
    cr_assert_not(gui_first_start_write(bad, msg, sizeof msg));
    cr_assert_neq(msg[0], '\0');
}
