/* gui_game_list.c: the list of saved and kept games (model/game_list.c) read from a
 * temporary data directory: the newest first, what each row says, files that do not read
 * listed as such and left untouched, an empty directory, other files passed over. */
#include <criterion/criterion.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include "gui/model/game_list.h"

static char home[64];
static char dir[128]; /* $XDG_DATA_HOME/score4 */

static void make_home(void)
{
    snprintf(home, sizeof home, "/tmp/s4-gamelist-XXXXXX");
    cr_assert_not_null(mkdtemp(home));
    char data[96];
    snprintf(data, sizeof data, "%s/data", home);
    setenv("XDG_DATA_HOME", data, 1);
    snprintf(dir, sizeof dir, "%s/score4", data);
    cr_assert_eq(mkdir(data, 0700), 0);
    cr_assert_eq(mkdir(dir, 0700), 0);
    setenv("TZ", "UTC", 1); /* the dates below are in UTC */
    tzset();
}

static void remove_home(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", home);
    cr_assert_eq(system(cmd), 0);
}

TestSuite(game_list, .init = make_home, .fini = remove_home, .timeout = 30);

/* Writes text to dir/name; a non-zero `when` (seconds since 1970) sets its change time. */
static void put(const char *name, const char *text, long when)
{
    char path[256];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f, "%s: %s", path, strerror(errno));
    fputs(text, f);
    fclose(f);
    if (when != 0) {
        struct timeval tv[2] = {{when, 0}, {when, 0}};
        cr_assert_eq(utimes(path, tv), 0);
    }
}

static bool exists(const char *name)
{
    char path[256];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    struct stat st;
    return lstat(path, &st) == 0;
}

static GuiGameList read_list(void)
{
    GuiGameList list = {0};
    char err[512] = "";
    cr_assert(gui_game_list_read(&list, dir, err, sizeof err), "%s", err);
    return list;
}

enum { NOV_29_0500 = 1795928400 }; /* 2026-11-29 05:00:00 UTC */

Test(game_list, saves_the_kept_game_and_friend_games_come_newest_first_with_what_each_was)
{
    put("score4-20261128-101500.txt",
        "score4 1-0 A1 B1 A1 B1 A1 B1 A1 # white: you, black: engine; Beginner (level 1)\n", 0);
    put("score4-20261128-101500-2.txt",
        "score4 0-1 A1 B1 A1 B1 A1 B1 C1 B1 # white: you, black: engine; Club (level 5), "
        "Expert from the next game (N)\n", 0);
    put("connect4-20261127-090000.txt", "connect4 * 4 4 3 # X: person, O: person\n", 0);
    put("score4-20261126-235959.txt", "score4 1-0 A1 B1 A1 B1 A1 B1 A1 # white: engine, "
                                      "black: engine; Casual (level 3)\n", 0);
    put("autosave.txt", "# score4 autosave\ngame score4\nmode pve\nhuman black\ndifficulty 0\n"
                        "black-difficulty -1\ndepth -1\nmoves A1 B2 C3\n", NOV_29_0500);
    put("friend-0123456789abcdef-host.txt",
        "score4 * A1 B2 # White: you, Black: your friend (hosted here)\n", NOV_29_0500 - 86400 * 4);
    GuiGameList list = read_list();
    cr_assert_eq(list.count, 6);
    cr_assert_eq(list.left_out, 0);
    static const struct {
        const char *file, *date, *opponent, *result;
        GuiListedKind kind;
        int moves;
    } want[] = {
        {"autosave.txt", "2026-11-29 05:00", "Beginner (level 1)", "In progress", GUI_LISTED_KEPT,
         3},
        {"score4-20261128-101500-2.txt", "2026-11-28 10:15", "Club (level 5)", "You lost",
         GUI_LISTED_SAVED, 8},
        {"score4-20261128-101500.txt", "2026-11-28 10:15", "Beginner (level 1)", "You won",
         GUI_LISTED_SAVED, 7},
        {"connect4-20261127-090000.txt", "2026-11-27 09:00", "Person", "Unfinished",
         GUI_LISTED_SAVED, 3},
        {"score4-20261126-235959.txt", "2026-11-26 23:59", "Engines", "White wins",
         GUI_LISTED_SAVED, 7},
        {"friend-0123456789abcdef-host.txt", "2026-11-25 05:00", "Friend", "In progress",
         GUI_LISTED_FRIEND, 2},
    };
    for (int i = 0; i < 6; i++) {
        const GuiListedGame *g = &list.games[i];
        cr_assert_str_eq(g->file, want[i].file, "row %d", i);
        cr_assert(g->readable, "%s: %s", g->file, g->why);
        cr_assert_str_eq(g->date, want[i].date, "%s", g->file);
        cr_assert_str_eq(g->opponent, want[i].opponent, "%s", g->file);
        cr_assert_str_eq(g->result, want[i].result, "%s", g->file);
        cr_assert_eq(g->kind, want[i].kind, "%s", g->file);
        cr_assert_eq(g->moves, want[i].moves, "%s", g->file);
    }
    cr_assert_str_eq(list.games[3].game, "connect4");
    char path[512];
    cr_assert(gui_game_list_path(&list, 1, path, sizeof path));
    cr_assert(strstr(path, "/score4/score4-20261128-101500-2.txt") != NULL, "%s", path);
    cr_assert_not(gui_game_list_path(&list, 6, path, sizeof path));
    gui_game_list_free(&list);
    cr_assert_null(list.games);
    cr_assert_eq(list.count, 0);
}

Test(game_list, files_that_do_not_read_are_listed_as_such_and_left_untouched)
{
    put("score4-20261128-101500.txt", "score4 1-0 A1 B1 A1 B1 A1 B1 A1\n", 0);
    put("score4-20261128-101600.txt", "this is not a record\n", 0);
    put("score4-20261128-101700.txt", "score4 0-1 A1 B1 A1 B1 A1 B1 A1\n", 0); /* White won */
    put("score4-20261128-101800.txt", "", 0);
    put("autosave.txt", "game score4\nmode pve\nmoves Z9\n", NOV_29_0500);
    put("autosave.corrupt.txt", "garbage\n", NOV_29_0500 - 60);
    char fifo[256];
    snprintf(fifo, sizeof fifo, "%s/score4-20261128-101900.txt", dir);
    cr_assert_eq(mkfifo(fifo, 0600), 0); /* read without blocking: refused */
    GuiGameList list = read_list();
    cr_assert_eq(list.count, 7);
    int readable = 0;
    for (int i = 0; i < list.count; i++) {
        const GuiListedGame *g = &list.games[i];
        if (g->readable) {
            readable++;
            cr_assert_str_eq(g->file, "score4-20261128-101500.txt");
            cr_assert_str_eq(g->result, "White wins", "no comment: the side, not 'you'");
            cr_assert_str_eq(g->opponent, "Unknown");
        } else {
            cr_assert_neq(g->why[0], '\0', "%s says why not", g->file);
            cr_assert_eq(g->moves, 0);
        }
    }
    cr_assert_eq(readable, 1);
    /* Newest first still: the kept game, the one put aside, then the saves by their names. */
    cr_assert_str_eq(list.games[0].file, "autosave.txt");
    cr_assert(strstr(list.games[0].why, "line") != NULL, "%s", list.games[0].why);
    cr_assert_str_eq(list.games[1].file, "autosave.corrupt.txt");
    cr_assert(strstr(list.games[1].why, "put aside") != NULL, "%s", list.games[1].why);
    cr_assert_str_eq(list.games[2].file, "score4-20261128-101900.txt");
    cr_assert_str_eq(list.games[6].file, "score4-20261128-101500.txt");
    for (int i = 2; i < 5; i++)
        cr_assert_not(list.games[i].readable, "%s", list.games[i].file);
    cr_assert(strstr(list.games[3].why, "no game") != NULL, "%s", list.games[3].why);
    /* Listing changed nothing: the corrupt kept game is not put aside by it. */
    cr_assert(exists("autosave.txt"));
    cr_assert_not(exists("autosave.corrupt-2.txt"));
    gui_game_list_free(&list);
}

Test(game_list, an_empty_directory_lists_nothing_and_other_files_are_passed_over)
{
    GuiGameList list = read_list();
    cr_assert_eq(list.count, 0);
    cr_assert_null(list.games);
    put("friend-last.txt", "role host\n", 0);
    put("notes.txt", "a person's own file\n", 0);
    put("score4-2026.txt", "score4 * A1\n", 0);
    put("score4-20261399-101500.txt", "score4 * A1\n", 0); /* no 13th month */
    list = read_list();
    cr_assert_eq(list.count, 0, "%s", list.count > 0 ? list.games[0].file : "");
    gui_game_list_free(&list);
    /* A directory that is not there is an error with its name, not a crash. */
    char err[512] = "";
    cr_assert_not(gui_game_list_read(&list, "/nonexistent/score4", err, sizeof err));
    cr_assert(strstr(err, "/nonexistent/score4") != NULL, "%s", err);
    cr_assert_eq(list.count, 0);
}

Test(game_list, the_window_s_data_directory_is_read_from_xdg_data_home)
{
    put("score4-20261128-101500.txt", "score4 * A1 B2 C3 D4 # X: you, O: engine; depth 6\n", 0);
    GuiGameList list = {0};
    char err[512] = "";
    cr_assert(gui_game_list_load(&list, err, sizeof err), "%s", err);
    cr_assert_str_eq(list.dir, dir);
    cr_assert_eq(list.count, 1);
    cr_assert_str_eq(list.games[0].opponent, "depth 6");
    cr_assert_str_eq(list.games[0].result, "Unfinished");
    cr_assert_eq(list.games[0].moves, 4);
    gui_game_list_free(&list);
    /* A data directory not yet made is made, and lists nothing. */
    char other[160];
    snprintf(other, sizeof other, "%s/fresh", home);
    setenv("XDG_DATA_HOME", other, 1);
    cr_assert(gui_game_list_load(&list, err, sizeof err), "%s", err);
    cr_assert_eq(list.count, 0);
}
