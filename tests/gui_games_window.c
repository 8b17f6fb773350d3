/* gui_games_window.c: Ctrl+O's list of saved and kept games driven end to end through the
 * window's scripted keys, clicks and wheel: the newest first, Enter and a click open the
 * chosen game, the wheel scrolls, Esc closes, a game in progress is asked about first (the
 * door), the kept game is resumed, a file that does not read says so. The list's data is
 * tested alone in gui_game_list.c. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>

#include "gui_run.h"

/* Every run of the window here must exit 0. */
#define window(...) gui_succeeded(gui_window(150, __VA_ARGS__))

static char home[256];

static void make_home(void)
{
    gui_home_make(home, "games");
    char dir[600];
    snprintf(dir, sizeof dir, "%s/data", home);
    cr_assert_eq(mkdir(dir, 0700), 0);
    snprintf(dir, sizeof dir, "%s/data/score4", home);
    cr_assert_eq(mkdir(dir, 0700), 0);
}

static void remove_home(void)
{
    gui_home_remove(home);
}

TestSuite(games_window, .init = make_home, .fini = remove_home, .timeout = 300);

/* Writes a game file into the window's data directory. */
static void put(const char *name, const char *text)
{
    char path[700];
    snprintf(path, sizeof path, "%s/data/score4/%s", home, name);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f, "%s", path);
    fputs(text, f);
    fclose(f);
}

/* The last print-texts section of out (after the one before it), or out when only one. */
static const char *last_texts(const char *out)
{
    const char *last = out, *p = out;
    while ((p = strstr(p, "texts end")) != NULL) {
        p += 9;
        if (strstr(p, "texts end") != NULL)
            last = p;
    }
    return last;
}

/* True when a comes before b in text (both there). */
static bool before(const char *text, const char *a, const char *b)
{
    const char *pa = strstr(text, a), *pb = strstr(text, b);
    return pa != NULL && pb != NULL && pa < pb;
}

Test(games_window, ctrl_o_lists_the_games_newest_first_and_enter_opens_the_chosen_one)
{
    put("score4-20261128-120000.txt", "score4 * A1 # white: you, black: engine; Expert (level 8)\n");
    put("score4-20261127-120000.txt",
        "score4 * B1 C1 B1 # white: you, black: engine; Beginner (level 1)\n");
    put("score4-20261126-120000.txt", "score4 * C1 # white: person, black: person\n");
    GuiRun *run = window("--script", "key Ctrl+O; wait 1; print-texts; key Down; key Return; "
                                     "wait 1; key End; wait 1",
                         "--frames", "1", "--print-position", NULL);
    cr_assert(strstr(run->out, "Saved and kept games") != NULL, "%s", run->out);
    cr_assert(before(run->out, "Expert (level 8)  -  Unfinished", "Beginner (level 1)  -  Unfinished"),
              "%s", run->out);
    cr_assert(before(run->out, "Beginner (level 1)  -  Unfinished", "Person  -  Unfinished"), "%s",
              run->out);
    cr_assert(strstr(run->out, "2026-11-27 12:00  -  3 moves  -  Score Four") != NULL, "%s",
              run->out);
    /* Down chose the second: B1 C1 B1, stepped to its end. */
    cr_assert(strstr(run->out, "position: /WW/B/") != NULL, "%s", run->out);
    free(run);
}

Test(games_window, the_wheel_scrolls_a_long_list_and_a_click_opens_a_row_in_a_portrait_window)
{
    /* Thirty saves, one a day, the one of day d with d % 12 + 1 moves on the pegs A1, B1, ...
     * (no line among them). */
    static const char *const pegs[] = {"A1", "B1", "C1", "D1", "A2", "B2",
                                       "C2", "D2", "A3", "B3", "C3", "D3"};
    for (int d = 1; d <= 30; d++) {
        char name[64], text[128];
        snprintf(name, sizeof name, "score4-202611%02d-100000.txt", d);
        int len = snprintf(text, sizeof text, "score4 *");
        for (int k = 0; k <= d % 12; k++)
            len += snprintf(text + len, sizeof text - (size_t)len, " %s", pegs[k]);
        snprintf(text + len, sizeof text - (size_t)len, " # X: person, O: person\n");
        put(name, text);
    }
    /* Three notches down: the list starts at the fourth newest (day 27). Then row 7 (day 23:
     * 12 moves, A1 to D3) is clicked. */
    GuiRun *run = window("--size", "450x800", "--script",
                         "key Ctrl+O; wait 1; zoom -3; wait 1; print-texts; button games:row:7; "
                         "wait 1; key End; wait 1",
                         "--frames", "1", "--print-position", NULL);
    const char *shown = last_texts(run->out);
    cr_assert(strstr(shown, "2026-11-27 10:00") != NULL, "%s", shown);
    cr_assert(strstr(shown, "2026-11-30 10:00") == NULL, "the newest scrolled away: %s", shown);
    cr_assert(strstr(shown, "Older") != NULL && strstr(shown, "Newer") != NULL, "%s", shown);
    cr_assert(strstr(run->out, "position: W/B/W/B/W/B/W/B/W/B/W/B//// ") != NULL, "%s", run->out);
    free(run);
    /* The keys page through it too: End reaches the oldest (day 1: 2 moves). */
    run = window("--script", "key Ctrl+O; wait 1; key End; key Return; wait 1; key End; wait 1",
                 "--frames", "1", "--print-position", NULL);
    cr_assert(strstr(run->out, "position: W/B//") != NULL, "%s", run->out);
    free(run);
}

Test(games_window, esc_closes_the_list_and_a_game_in_progress_is_asked_about_first)
{
    put("score4-20261128-120000.txt", "score4 * D4 # white: person, black: person\n");
    GuiRun *run = window("--mode", "pvp", "--script",
                         "click A1; click B1; key Ctrl+O; wait 1; print-texts; button confirm:no; "
                         "wait 1; key Ctrl+O; button confirm:yes; wait 1; print-texts; "
                         "key Escape; wait 1; print-texts",
                         "--frames", "1", "--print-position", NULL);
    cr_assert(strstr(run->out, "Open a saved or kept game instead") != NULL,
              "%s", run->out);
    cr_assert(strstr(run->out, "Saved and kept games") != NULL, "Yes opened the list: %s",
              run->out);
    cr_assert(strstr(last_texts(run->out), "Saved and kept games") == NULL,
              "Esc closed it: %s", run->out);
    /* Nothing was replaced: the game goes on where it was. */
    cr_assert(strstr(run->out, "position: W/B//") != NULL, "%s", run->out);
    cr_assert(strstr(run->out, "to-move: white") != NULL, "%s", run->out);
    free(run);
}

Test(games_window, the_kept_game_is_resumed_from_the_list)
{
    put("autosave.txt", "game score4\nmode pvp\nhuman white\ndifficulty 1\nblack-difficulty -1\n"
                        "depth -1\nmoves A1 B2\n");
    put("score4-20200101-120000.txt", "score4 * D4 # white: person, black: person\n");
    GuiRun *run = window("--script", "key Ctrl+O; wait 1; print-texts; button games:row:0; wait 2; "
                                     "print-texts",
                         "--frames", "1", "--print-position", NULL);
    cr_assert(strstr(run->out, "Person  -  In progress") != NULL, "%s", run->out);
    cr_assert(strstr(run->out, "kept (Resume)") != NULL, "%s", run->out);
    cr_assert(strstr(last_texts(run->out), "Resumed at move 2") != NULL, "%s", run->out);
    cr_assert(strstr(run->out, "position: W/////B/") != NULL, "%s", run->out);
    cr_assert(strstr(run->out, "to-move: white") != NULL, "%s", run->out);
    free(run);
}

Test(games_window, a_file_that_does_not_read_says_so_and_an_empty_list_says_how_to_fill_it)
{
    GuiRun *run = window("--script", "key Ctrl+O; wait 1; print-texts; key Return; key Escape",
                         "--frames", "1", NULL);
    cr_assert(strstr(run->out, "No saved or kept game yet") != NULL, "%s", run->out);
    free(run);
    put("score4-20261128-120000.txt", "not a game at all\n");
    run = window("--script", "key Ctrl+O; wait 1; button games:row:0; wait 1; print-texts; "
                             "key Escape; wait 1; print-texts",
                 "--frames", "1", NULL);
    const char *first = strstr(run->out, "does not read: line 1");
    cr_assert_not_null(first, "%s", run->out);
    cr_assert(strstr(run->out, "Does not read: line 1: ") != NULL, "%s", run->out);
    cr_assert(strstr(run->out, "2026-11-28 12:00  -  score4-20261128-120000.txt") != NULL, "%s",
              run->out);
    /* Esc went back to the start screen, which was under the list. */
    cr_assert(strstr(last_texts(run->out), "Start") != NULL, "%s", run->out);
    cr_assert(strstr(last_texts(run->out), "Saved and kept games") == NULL, "%s", run->out);
    free(run);
}
