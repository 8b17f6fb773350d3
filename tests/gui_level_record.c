/* gui_level_record.c: the record against each level, kept in the state directory: where it
 * lives, what a save and a load give back, lines that cannot be read, and the sentence the
 * start screen shows. */
#define _DEFAULT_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gui/model/difficulty.h"
#include "gui/model/level_record.h"

static char dir[64];

static void make_dir(void)
{
    snprintf(dir, sizeof dir, "/tmp/s4-record-XXXXXX");
    cr_assert_not_null(mkdtemp(dir));
}

static void remove_dir(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    cr_assert_eq(system(cmd), 0);
}

TestSuite(level_record, .init = make_dir, .fini = remove_dir);

Test(level_record, lives_in_the_xdg_state_directory_or_under_home)
{
    char path[GUI_RECORD_PATH];
    setenv("XDG_STATE_HOME", "/x/state", 1);
    setenv("HOME", "/home/p", 1);
    cr_assert(gui_level_record_path(path, sizeof path));
    cr_assert_str_eq(path, "/x/state/score4/record.txt");
    setenv("XDG_STATE_HOME", "relative", 1); /* not absolute: ignored, as the spec says */
    cr_assert(gui_level_record_path(path, sizeof path));
    cr_assert_str_eq(path, "/home/p/.local/state/score4/record.txt");
    unsetenv("XDG_STATE_HOME");
    unsetenv("HOME");
    cr_assert_not(gui_level_record_path(path, sizeof path));
    cr_assert_str_eq(path, "");
}

Test(level_record, a_save_makes_the_directory_and_a_load_gives_the_record_back)
{
    char path[256], msg[512];
    snprintf(path, sizeof path, "%s/state/score4/record.txt", dir);
    GuiLevelRecord r, back;
    cr_assert(gui_level_record_load(path, &r, msg, sizeof msg), "%s", msg); /* none yet */
    cr_assert_str_eq(msg, "");
    int casual = gui_difficulty_find("casual");
    cr_assert(gui_level_record_add(&r, 0, casual, 1, 0, 0));
    cr_assert(gui_level_record_add(&r, 0, casual, 1, 0, 0));
    cr_assert(gui_level_record_add(&r, 0, casual, 0, 1, 0));
    cr_assert(gui_level_record_add(&r, 1, 0, 0, 0, 1));
    cr_assert(gui_level_record_save(path, &r, msg, sizeof msg), "%s", msg);
    cr_assert(gui_level_record_load(path, &back, msg, sizeof msg), "%s", msg);
    cr_assert_str_eq(msg, "");
    cr_assert(memcmp(&r, &back, sizeof r) == 0);
    /* No temporary is left beside it. */
    char listing[512];
    snprintf(listing, sizeof listing, "ls -A '%s/state/score4' | wc -l", dir);
    FILE *ls = popen(listing, "r");
    int files = 0;
    cr_assert_eq(fscanf(ls, "%d", &files), 1);
    pclose(ls);
    cr_assert_eq(files, 1);
    char text[160];
    gui_level_record_text(&back, 0, casual, "Casual", text, sizeof text);
    cr_assert_str_eq(text, "Your record against Casual: won 2, lost 1, drawn 0.");
    gui_level_record_text(&back, 0, 0, "Beginner", text, sizeof text);
    cr_assert_str_eq(text, "", "no game against Beginner yet");
}

Test(level_record, an_undone_game_is_taken_off_and_counts_never_go_below_zero)
{
    GuiLevelRecord r;
    memset(&r, 0, sizeof r);
    cr_assert(gui_level_record_add(&r, 0, 2, 1, 0, 0));
    cr_assert(gui_level_record_add(&r, 0, 2, -1, 0, 0));
    cr_assert_eq(r.won[0][2], 0);
    cr_assert_not(gui_level_record_add(&r, 0, 2, 0, -1, 0), "nothing to take off");
    cr_assert_not(gui_level_record_add(&r, 0, GUI_RECORD_LEVELS, 1, 0, 0));
    cr_assert_not(gui_level_record_add(&r, -1, 0, 1, 0, 0));
}

Test(level_record, lines_it_cannot_read_are_skipped_and_named)
{
    char path[256], msg[512];
    snprintf(path, sizeof path, "%s/record.txt", dir);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fprintf(f, "# a comment\n"
               "score4 casual won 3 lost 1 drawn 0\n"
               "score4 casual won -3 lost 1 drawn 0\n"
               "nogame casual won 1 lost 1 drawn 1\n"
               "score4 grandmaster won 1 lost 1 drawn 1\n"
               "connect4 beginner won 99999999999 lost 0 drawn 0\n"
               "score4 beginner won 2 lost 0\n"
               "connect4 beginner won 0 lost 4 drawn 1\n");
    fclose(f);
    GuiLevelRecord r;
    cr_assert(gui_level_record_load(path, &r, msg, sizeof msg));
    cr_assert_not_null(strstr(msg, "skipped 5 line(s)"), "%s", msg);
    cr_assert_not_null(strstr(msg, "the first line 3"), "%s", msg);
    int casual = gui_difficulty_find("casual"), beginner = gui_difficulty_find("beginner");
    cr_assert_eq(r.won[0][casual], 3);
    cr_assert_eq(r.lost[0][casual], 1);
    cr_assert_eq(r.won[0][beginner], 0);
    cr_assert_eq(r.lost[1][beginner], 4);
    cr_assert_eq(r.drawn[1][beginner], 1);
}

Test(level_record, a_save_where_the_directory_cannot_be_made_says_why)
{
    char path[256], msg[512];
    snprintf(path, sizeof path, "%s/file", dir);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fclose(f);
    snprintf(path, sizeof path, "%s/file/score4/record.txt", dir); /* a file stands there */
    GuiLevelRecord r;
    memset(&r, 0, sizeof r);
    cr_assert_not(gui_level_record_save(path, &r, msg, sizeof msg));
    cr_assert_not_null(strstr(msg, "cannot make"), "%s", msg);
}
