/* gui_lesson_window.c: the lesson driven end to end through the real window, by the clicks
 * and keys a person would use: every page with its checks (wrong moves refused, the right
 * ones taken), Play your first game into a game against the engine, and when the lesson
 * opens by itself: on a first start only (its mark written when it is finished or skipped,
 * a corrupt mark named and taken as seen, a record of games meaning an earlier start), and
 * never in a scripted run unless asked, so the other suites find the screens they expect.
 * Each step waits on the window's output, never on the clock. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "gui_frames.h"
#include "gui_run.h"

static char home[256];

static void make_home(void) { gui_home_make(home, "lesson"); }
static void remove_home(void) { gui_home_remove(home); }

TestSuite(lesson_window, .init = make_home, .fini = remove_home, .timeout = 300);

#define window(...) gui_succeeded(gui_window(150, __VA_ARGS__))

/* The lesson's mark in this suite's home: true when it says "lesson done". */
static bool marked(void)
{
    char path[600], text[64] = "";
    snprintf(path, sizeof path, "%s/state/score4/lesson", home);
    FILE *f = fopen(path, "r");
    if (f == NULL)
        return false;
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    return strcmp(text, "lesson done\n") == 0;
}

static void write_state(const char *name, const char *text)
{
    char path[600];
    snprintf(path, sizeof path, "%s/state", home);
    mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/state/score4", home);
    mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/state/score4/%s", home, name);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs(text, f);
    fclose(f);
}

/* Each of the lines in want[] found in out, in that order. */
static void in_order(const char *out, const char *const *want, int n)
{
    const char *at = out;
    for (int i = 0; i < n; i++) {
        const char *hit = strstr(at, want[i]);
        cr_assert_not_null(hit, "no \"%s\" after what came before, in:\n%s", want[i], out);
        at = hit + strlen(want[i]);
    }
}

Test(lesson_window, a_person_goes_through_every_step_with_the_mouse_into_a_first_game)
{
    /* Clicks on pegs and on the buttons drawn (the script's `button` clicks a button's
     * centre as drawn in the last frame); Next is refused until a page's task is done. */
    GuiRun *run = window(
        "--lesson", "--size", "1280x720", "--print-position", "--script",
        "wait 2; key Right; click C3; wait 2; click C3; wait 2; button lesson:next; "
        "button lesson:next; button lesson:next; button lesson:next; button lesson:next; "
        "button lesson:next; button lesson:back; button lesson:next; button lesson:next; "
        "click A2; wait 2; click C2; wait 2; click D4; wait 2; button lesson:next; "
        "click A1; wait 2; button lesson:retry; click D4; wait 2; button lesson:next; wait 2; "
        "print-texts; button lesson:play; wait 2; play A1; wait-engine; wait 2",
        "--frames", "2", NULL);
    static const char *const WANT[] = {
        "lesson: page 0: How beads drop",
        "lesson: page 0 move C3 played",
        "lesson: page 0 move C3 right",
        "lesson: page 1: The 76 lines: Rows (16)",
        "lesson: page 2: The 76 lines: Columns (16)",
        "lesson: page 3: The 76 lines: Pillars (16)",
        "lesson: page 4: The 76 lines: Diagonals of a level (8)",
        "lesson: page 5: The 76 lines: Slanting diagonals (16)",
        "lesson: page 6: The 76 lines: Space diagonals (4)",
        "lesson: page 5: The 76 lines: Slanting diagonals (16)",
        "lesson: page 6: The 76 lines: Space diagonals (4)",
        "lesson: page 7: Win in one",
        "lesson: page 7 move A2 wrong",
        "lesson: page 7 move C2 wrong",
        "lesson: page 7 move D4 right",
        "lesson: page 8: Block this",
        "lesson: page 8 move A1 wrong",
        "lesson: page 8 move D4 right",
        "lesson: page 9: Your first game",
        ": Play your first game",
        "lesson: first game",
        "played: A1 ",
    };
    in_order(run->out, WANT, (int)(sizeof WANT / sizeof WANT[0]));
    /* Right before a bead was dropped went nowhere (the clicks on C3 were the drop page's),
     * and the engine answered on the first game's board: a second move after A1. */
    const char *first = strstr(run->out, "played: A1 ");
    cr_assert(first != NULL && strchr(first + strlen("played: A1 "), '\n') != NULL);
    cr_assert_neq(first[strlen("played: A1 ")], '\n', "the engine's answer: %s", first);
    cr_assert(marked(), "the lesson's mark is kept");
    char settings[1024], path[600];
    snprintf(path, sizeof path, "%s/config/score4/settings", home);
    gui_read_file(path, settings, sizeof settings);
    cr_assert(strstr(settings, "difficulty = beginner") != NULL, "%s", settings);
    free(run);
}

Test(lesson_window, the_keyboard_alone_goes_through_it_typing_pegs_by_name)
{
    GuiRun *run = window(
        "--lesson", "--size", "450x800", "--print-position", "--script",
        "wait 2; key B; key 2; wait 2; key B; key 2; wait 2; key Right; key Right; key Right; "
        "key Right; key Right; key Right; key Right; key C; key 1; wait 2; key D; key 4; "
        "wait 2; key Return; key D; key 4; wait 2; key Return; wait 2; key Escape; wait 2",
        "--frames", "2", NULL);
    /* C1 (a Black bead at its foot) completes nothing: refused, then D4 wins. */
    static const char *const ORDER[] = {
        "lesson: page 0 move B2 played", "lesson: page 0 move B2 right",
        "lesson: page 7: Win in one",    "lesson: page 7 move C1 wrong",
        "lesson: page 7 move D4 right",
        "lesson: page 8: Block this",    "lesson: page 8 move D4 right",
        "lesson: page 9: Your first game", "lesson: left",
    };
    in_order(run->out, ORDER, (int)(sizeof ORDER / sizeof ORDER[0]));
    cr_assert(marked());
    free(run);
}

Test(lesson_window, opens_by_itself_on_the_first_start_only)
{
    /* A scripted run is no person's first start: the start screen, as every suite expects. */
    GuiRun *run = window("--script", "wait 2; print-texts", "--frames", "1", NULL);
    cr_assert_null(strstr(run->out, "How beads drop"), "%s", run->out);
    cr_assert(strstr(run->out, ": Start") != NULL, "%s", run->out);
    free(run);
    /* Asked to behave as a first start: the lesson; Skip lesson marks it seen. */
    run = window("--first-start", "--script", "wait 2; print-texts; button lesson:skip; wait 2; "
                 "print-texts", "--frames", "1", NULL);
    cr_assert(strstr(run->out, ": How beads drop") != NULL, "%s", run->out);
    cr_assert(strstr(strstr(run->out, ": How beads drop"), ": Start") != NULL, "%s", run->out);
    free(run);
    cr_assert(marked());
    /* The next start: the start screen, whose Lesson button still opens it. */
    run = window("--first-start", "--script", "wait 2; print-texts; button lesson; wait 2; "
                 "print-texts", "--frames", "1", NULL);
    const char *lesson = strstr(run->out, ": How beads drop");
    cr_assert_not_null(lesson, "%s", run->out);
    cr_assert_lt(strstr(run->out, ": Start"), lesson, "%s", run->out);
    free(run);
}

Test(lesson_window, never_by_itself_with_no_lesson_or_after_games_were_played)
{
    GuiRun *run = window("--first-start", "--no-lesson", "--script", "wait 2; print-texts",
                         "--frames", "1", NULL);
    cr_assert_null(strstr(run->out, "How beads drop"), "%s", run->out);
    free(run);
    cr_assert_not(marked());
    write_state("record.txt", "score4 casual won 1 lost 0 drawn 0\n");
    run = window("--first-start", "--script", "wait 2; print-texts", "--frames", "1", NULL);
    cr_assert_null(strstr(run->out, "How beads drop"), "%s", run->out);
    free(run);
}

Test(lesson_window, never_by_itself_for_a_host_back_to_resume_a_friend_game)
{
    /* A game hosted from the command line, no game finished against a level: the window
     * opened again (to resume it from the start screen) is not a first start. */
    GuiRun *run = window("--host", "0", "--host-loopback", "--script", "wait 2", "--frames", "1",
                         NULL);
    free(run);
    cr_assert_not(marked());
    run = window("--first-start", "--script", "wait 2; print-texts", "--frames", "1", NULL);
    cr_assert_null(strstr(run->out, "How beads drop"), "%s", run->out);
    cr_assert(strstr(run->out, ": Start") != NULL, "%s", run->out);
    free(run);
}

Test(lesson_window, a_corrupt_mark_is_named_and_taken_as_seen)
{
    write_state("lesson", "this is not the mark\n");
    GuiRun *run = window("--first-start", "--script", "wait 2; print-texts", "--frames", "1",
                         NULL);
    cr_assert_null(strstr(run->out, "How beads drop"), "%s", run->out);
    cr_assert(strstr(run->err, "state/score4/lesson") != NULL, "%s", run->err);
    free(run);
    /* F2 opens it anyway, and leaving it writes a good mark over the bad one. */
    run = window("--script", "wait 2; key F2; wait 2; print-texts; key Escape; wait 2",
                 "--frames", "1", NULL);
    cr_assert(strstr(run->out, ": How beads drop") != NULL, "%s", run->out);
    free(run);
    cr_assert(marked());
}

Test(lesson_window, the_start_screen_of_a_low_window_leads_to_it_too)
{
    /* At 640x360 the start screen's tightest form holds Start, Puzzles and Quit on the
     * title's line; the lesson's button goes before them, apart from Start, inside the
     * window, and opens the lesson. */
    GuiRun *run = window("--size", "640x360", "--script", "wait 2; print-texts", "--frames", "1",
                         NULL);
    Frame *f = calloc(1, sizeof *f);
    cr_assert_eq(gui_frames_read(run->out, f, 1), 1, "%s", run->out);
    const Text *lesson = NULL, *start = NULL;
    for (int i = 0; i < f->count; i++) {
        if (strcmp(f->t[i].s, "Lesson") == 0)
            lesson = &f->t[i];
        if (strcmp(f->t[i].s, "Start") == 0)
            start = &f->t[i];
    }
    cr_assert(lesson && start, "%s", run->out);
    cr_assert_leq(lesson->left + lesson->w, start->left, "%s", run->out);
    cr_assert_geq(lesson->left, 0);
    int middle_gap = abs((2 * lesson->top + lesson->h) - (2 * start->top + start->h));
    cr_assert_leq(middle_gap, 4, "on Start's line: %s", run->out);
    free(f);
    free(run);
    run = window("--size", "640x360", "--script", "wait 2; button lesson; wait 2; print-texts",
                 "--frames", "1", NULL);
    cr_assert_not_null(strstr(run->out, ": How beads drop"), "%s", run->out);
    free(run);
}
