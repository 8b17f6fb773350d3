/* gui_redraw.c: the window draws a frame only when a part of it changed what is drawn
 * (change_marks.h, app_marks.c), driven end to end: a script's `idle` steps force no frame
 * and print how many frames the change marks alone drew, and which parts changed. A still
 * window draws none; a hover, an engine's move, the engine's thinking clock (status line
 * and card) and a note each draw. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gui_run.h"

#define STUB S4_BIN_DIR "/gui_stub_engine"
#define window(...) gui_window(150, __VA_ARGS__)

static char home[256];

static void make_home(void)
{
    gui_home_make(home, "redraw");
}

static void remove_home(void)
{
    gui_home_remove(home);
}

TestSuite(redraw, .init = make_home, .fini = remove_home, .timeout = 300);

/* The n-th (from 0) "idle ... drew K: PARTS" line: K, and the parts in parts. */
static int idle_drew(const char *out, int n, char *parts, size_t size)
{
    const char *p = out;
    for (int i = 0; i <= n; i++) {
        p = strstr(p, "idle ");
        cr_assert_not_null(p, "no idle line %d in:\n%s", n, out);
        if (i < n)
            p++;
    }
    const char *drew = strstr(p, " drew ");
    cr_assert_not_null(drew, "%s", out);
    int k = -1, used = 0;
    cr_assert_eq(sscanf(drew, " drew %d:%n", &k, &used), 1, "%s", drew);
    const char *end = strchr(drew + used, '\n');
    size_t len = end != NULL ? (size_t)(end - (drew + used)) : strlen(drew + used);
    snprintf(parts, size, "%.*s", (int)len, drew + used);
    return k;
}

Test(redraw, a_still_window_draws_nothing_and_a_hover_draws_one_frame)
{
    GuiRun *run = window("--mode", "pvp", "--script",
                         "wait 3; idle 40; hover B2; idle 40; idle 40; hover C3; idle 40", "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    char parts[128];
    cr_assert_eq(idle_drew(run->out, 0, parts, sizeof parts), 0, "still: %s", run->out);
    cr_assert_str_eq(parts, " none");
    cr_assert_eq(idle_drew(run->out, 1, parts, sizeof parts), 1, "hover: %s", run->out);
    cr_assert_str_eq(parts, " pointer", "hover changed: %s", parts);
    cr_assert_eq(idle_drew(run->out, 2, parts, sizeof parts), 0, "still again: %s", run->out);
    cr_assert_eq(idle_drew(run->out, 3, parts, sizeof parts), 1, "another peg: %s", run->out);
    free(run);
}

Test(redraw, an_engine_move_draws_and_the_board_is_still_after_it)
{
    /* The person's click is taken in the first idle turn; the engine is asked only then,
     * so its answer comes during the idle step too: two frames at least. */
    GuiRun *run = window("--level", "beginner", "--script", "wait 3; click B2; idle-engine; idle 40",
                         "--frames", "1", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "to-move: white") != NULL, "the engine answered: %s", run->out);
    char parts[128];
    cr_assert_geq(idle_drew(run->out, 0, parts, sizeof parts), 2, "%s", run->out);
    cr_assert_not_null(strstr(parts, "game"), "the engine's move changed: %s", parts);
    cr_assert_eq(idle_drew(run->out, 1, parts, sizeof parts), 0, "after it: %s", run->out);
    free(run);
}

Test(redraw, the_thinking_clock_and_a_note_draw)
{
    /* An engine that never answers: its clock on the status line and its card keeps
     * ticking, and only the game part changes. */
    char engine[512];
    snprintf(engine, sizeof engine, "exec %s hang", STUB);
    GuiRun *run = window("--engine", engine, "--engine-timeout", "600000", "--human", "black",
                         "--script", "wait 3; idle 60; key W; idle 5", "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    char parts[128];
    cr_assert_geq(idle_drew(run->out, 0, parts, sizeof parts), 1, "%s", run->out);
    cr_assert_str_eq(parts, " game", "the clock changed: %s", parts);
    cr_assert_geq(idle_drew(run->out, 1, parts, sizeof parts), 1, "%s", run->out);
    cr_assert_not_null(strstr(parts, "flow"), "the warning's note: %s", parts);
    free(run);
}
