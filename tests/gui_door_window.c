/* gui_door_window.c: the one door (src/gui/model/door.h, screens/door.c) driven end to end
 * through the window's scripted input: N during a game against the engine asks first, its
 * question opening on No; after Esc and "It is kept" the start screen's focus is on Resume,
 * and its Start asks before it replaces the kept game. The door's rules for every way out
 * are tabled in gui_door.c. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gui_run.h"

/* Every run of the window here must exit 0. */
#define window(...) gui_succeeded(gui_window(150, __VA_ARGS__))

static char home[256];

static void make_home(void)
{
    gui_home_make(home, "door");
}

static void remove_home(void)
{
    gui_home_remove(home);
}

TestSuite(door_window, .init = make_home, .fini = remove_home, .timeout = 300);

/* The kept game's moves line ("moves A1 B2"), "" when nothing is kept. */
static void kept_moves(char *buf, size_t size)
{
    char path[600], text[4096];
    snprintf(path, sizeof path, "%s/data/score4/autosave.txt", home);
    buf[0] = '\0';
    FILE *f = fopen(path, "r");
    if (f == NULL)
        return;
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    const char *m = strstr(text, "\nmoves ");
    if (m != NULL)
        snprintf(buf, size, "%.*s", (int)strcspn(m + 1, "\n"), m + 1);
}

Test(door_window, n_during_a_game_against_the_engine_asks_and_enter_keeps_it)
{
    /* The person's move and the engine's answer: then N asks; Enter answers No. */
    GuiRun *run = window("--mode", "pve", "--level", "beginner", "--script",
                         "click A1; wait-engine; key N; wait 2; print-texts; key Return; wait 2",
                         "--frames", "2", "--print-position", NULL);
    cr_assert(strstr(run->out, "Start a new game?") != NULL, "%s", run->out);
    cr_assert(strstr(run->out, "position: W") != NULL, "the game was thrown away: %s", run->out);
    free(run);
    /* Y answers yes: a new game on the empty board. */
    run = window("--mode", "pve", "--level", "beginner", "--script",
                 "click A1; wait-engine; key N; key Y; wait 2", "--frames", "2",
                 "--print-position", NULL);
    cr_assert(strstr(run->out, "position: ////") != NULL, "%s", run->out);
    free(run);
}

Test(door_window, n_before_the_first_move_or_after_the_end_asks_nothing)
{
    GuiRun *run = window("--mode", "pvp", "--script", "key N; wait 2; print-texts", "--frames", "2",
                         NULL);
    cr_assert(strstr(run->out, "Start a new game?") == NULL, "%s", run->out);
    free(run);
    /* White's row A1..D1 ends the game: N starts the next at once. */
    run = window("--mode", "pvp", "--script",
                 "click A1; click A2; click B1; click B2; click C1; click C2; click D1; wait 2; "
                 "key N; wait 2; print-texts",
                 "--frames", "2", "--print-position", NULL);
    cr_assert(strstr(run->out, "Start a new game?") == NULL, "%s", run->out);
    cr_assert(strstr(run->out, "position: ////") != NULL, "%s", run->out);
    free(run);
}

Test(door_window, after_escape_the_start_screen_focuses_resume_and_start_asks)
{
    char moves[256];
    /* A game against a person left with Esc and "It is kept". */
    GuiRun *run = window("--script",
                         "menu-select opponent person; menu-start; click A1; click B2; "
                         "key Escape; key Y; wait 2; key Q",
                         NULL);
    free(run);
    kept_moves(moves, sizeof moves);
    cr_assert_str_eq(moves, "moves A1 B2", "%s", moves);
    /* Enter on the start screen resumes it (the focus is on Resume, not Start). */
    run = window("--script", "key Return; wait 2; click C3; wait 2", "--frames", "2",
                 "--print-position", NULL);
    cr_assert(strstr(run->out, "position: W/////B/////W") != NULL, "%s", run->out);
    free(run);
    kept_moves(moves, sizeof moves);
    cr_assert_str_eq(moves, "moves A1 B2 C3", "%s", moves);
    /* Start asks before it replaces the kept game; Enter answers No and keeps it. */
    run = window("--script", "menu-start; wait 2; print-texts; key Return; wait 2; key Q",
                 "--frames", "2", NULL);
    cr_assert(strstr(run->out, "Start a new game? It replaces the kept game") != NULL, "%s",
              run->out);
    free(run);
    kept_moves(moves, sizeof moves);
    cr_assert_str_eq(moves, "moves A1 B2 C3", "%s", moves);
    /* Yes starts the new game; its first move replaces the kept one. */
    run = window("--script", "menu-select opponent person; menu-start; key Y; wait 2; click D4; "
                             "wait 2",
                 "--frames", "2", "--print-position", NULL);
    free(run);
    kept_moves(moves, sizeof moves);
    cr_assert_str_eq(moves, "moves D4", "%s", moves);
}
