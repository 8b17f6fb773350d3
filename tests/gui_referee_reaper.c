/* gui_referee_reaper.c: the window's referee never waits for an engine to end: a new game
 * while the engine thinks or ignores quit;, closing, and an engine's child process, each
 * handed to the referee's reaper and ended by later updates. */
#include <criterion/criterion.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "gui/model/referee.h"
#include "referee_harness.h"

/* ================================================================ never waiting for an engine */

static bool reaper_empty(const GuiReferee *r) { return r->reaper.count == 0; }
static bool white_thinks(const GuiReferee *r)
{
    return s4_session_owes_move(&r->seats[S4_WHITE].session);
}

/* True while pid is a process that has not ended (a zombie has). */
static bool process_runs(pid_t pid)
{
    char path[64], stat[256];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    FILE *f = fopen(path, "r");
    if (f == NULL)
        return false;
    size_t n = fread(stat, 1, sizeof stat - 1, f);
    fclose(f);
    stat[n] = '\0';
    const char *state = strrchr(stat, ')'); /* "pid (name) S ..." */
    return state != NULL && state[1] == ' ' && state[2] != 'Z' && state[2] != 'X';
}

/* N while the engine is busy (hang: it thinks forever) or idle but deaf to quit;
 * (stubborn): the new game returns with the old process handed to the referee's reaper,
 * not yet killed, for a referee that waited would have killed and reaped it by then.
 * Later updates end it (its grace is 300 ms) and reap it. */
static void new_game_leaves_the_old_engine_to_later_updates(const char *stub, GuiMode mode,
                                                            RefereeCond ready)
{
    GuiReferee ref;
    S4Geometry geo;
    GuiGameSetup setup;
    char cmd[512];
    snprintf(cmd, sizeof cmd, "exec %s/gui_stub_engine %s", S4_BIN_DIR, stub);
    referee_for(&ref, &setup, &geo, "score4", mode, S4_BLACK, cmd, WAIT_MS);
    gui_referee_new_game(&ref, referee_now_ms());
    referee_pump(&ref, ready, WAIT_MS);
    cr_assert(ready(&ref), "%s: %s", stub, ref.message);
    pid_t old = ref.seats[S4_WHITE].session.client.pid;
    cr_assert_gt(old, 0);
    gui_referee_new_game(&ref, referee_now_ms());
    cr_assert_eq(ref.reaper.count, 1, "%s", stub);
    cr_assert_eq(ref.reaper.slot[0].pid, old, "%s", stub);
    cr_assert_eq(kill(old, 0), 0, "%s: the new game waited for the old engine", stub);
    cr_assert_neq(ref.seats[S4_WHITE].session.client.pid, old, "%s: a fresh process", stub);
    referee_pump(&ref, reaper_empty, WAIT_MS);
    cr_assert(reaper_empty(&ref), "%s: the old engine was never ended", stub);
    cr_assert(kill(old, 0) == -1 && errno == ESRCH, "%s: ended and reaped", stub);
    cr_assert_not(ref.failed, "%s: %s", stub, ref.message);
    gui_referee_free(&ref);
}

Test(referee, a_new_game_while_the_engine_thinks_does_not_wait_for_it)
{
    new_game_leaves_the_old_engine_to_later_updates("hang", GUI_MODE_PVE, white_thinks);
}

Test(referee, a_new_game_does_not_wait_for_an_engine_that_ignores_quit)
{
    new_game_leaves_the_old_engine_to_later_updates("stubborn", GUI_MODE_PVE, referee_idle);
}

/* Another game set up while the window draws (gui_referee_close): an engine deaf to quit;
 * and one already handed over with its 300 ms are both ended and reaped when it returns. */
Test(referee, closing_ends_every_engine_at_once_even_one_deaf_to_quit)
{
    GuiReferee ref;
    S4Geometry geo;
    GuiGameSetup setup;
    char cmd[512];
    snprintf(cmd, sizeof cmd, "exec %s/gui_stub_engine stubborn", S4_BIN_DIR);
    referee_for(&ref, &setup, &geo, "score4", GUI_MODE_PVE, S4_BLACK, cmd, WAIT_MS);
    gui_referee_new_game(&ref, referee_now_ms());
    referee_pump(&ref, referee_idle, WAIT_MS);
    pid_t first = ref.seats[S4_WHITE].session.client.pid;
    gui_referee_new_game(&ref, referee_now_ms()); /* the first goes to the reaper with 300 ms */
    referee_pump(&ref, referee_idle, WAIT_MS);
    pid_t second = ref.seats[S4_WHITE].session.client.pid;
    cr_assert(first > 0 && second > 0 && first != second);
    gui_referee_close(&ref);
    cr_assert_eq(ref.reaper.count, 0);
    cr_assert(kill(first, 0) == -1 && errno == ESRCH, "the first engine was not reaped");
    cr_assert(kill(second, 0) == -1 && errno == ESRCH, "the second engine was not reaped");
    cr_assert_not(ref.seats[S4_WHITE].session.running);
}

/* What an engine started in its process group goes with it when the reaper ends it,
 * also when the engine itself answered quit; in time. */
Test(referee, an_engines_child_process_is_ended_with_it_by_later_updates)
{
    char dir[] = "/tmp/s4-reaper-XXXXXX";
    cr_assert_not_null(mkdtemp(dir));
    GuiReferee ref;
    S4Geometry geo;
    GuiGameSetup setup;
    char cmd[768];
    snprintf(cmd, sizeof cmd, "sleep 600 </dev/null & echo $! > %s/child; exec %s/gui_stub_engine",
             dir, S4_BIN_DIR);
    referee_for(&ref, &setup, &geo, "score4", GUI_MODE_PVE, S4_BLACK, cmd, WAIT_MS);
    gui_referee_new_game(&ref, referee_now_ms());
    referee_pump(&ref, referee_human_turn, WAIT_MS);
    cr_assert_eq(ref.game.move_count, 1, "%s", ref.message);
    char path[128];
    snprintf(path, sizeof path, "%s/child", dir);
    FILE *f = fopen(path, "r");
    cr_assert_not_null(f);
    int child = 0;
    cr_assert_eq(fscanf(f, "%d", &child), 1);
    fclose(f);
    cr_assert(process_runs(child));
    gui_referee_new_game(&ref, referee_now_ms());
    referee_pump(&ref, reaper_empty, WAIT_MS);
    cr_assert(reaper_empty(&ref));
    /* The child's new parent reaps it in its own time: wait for that, generously. */
    for (double start = referee_now_ms(); process_runs(child) && referee_now_ms() - start < WAIT_MS;)
        referee_pump(&ref, referee_failed, 10);
    cr_assert_not(process_runs(child), "the engine's child %d outlived it", child);
    gui_referee_free(&ref);
    unlink(path);
    rmdir(dir);
}

