/* client_reaper.c: engines ended without waiting for them (client/reaper.h): handed over
 * still running, given their grace, killed with their process group, reaped; a full reaper
 * ends the engine at once; one reaped elsewhere is let go without a signal. Real processes. */
#include <criterion/criterion.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

#include "client/engine_client.h"
#include "client/reaper.h"
#include "core/clock.h"

/* How long a test waits for what must happen: generous, a loaded host only makes it later. */
enum { WAIT_MS = 60000 };

/* Polls the reaper (as a frame loop would, every 2 ms) until it holds nothing or WAIT_MS. */
static void poll_until_empty(S4Reaper *reaper)
{
    double start = s4_clock_ms();
    while (s4_reaper_poll(reaper) > 0 && s4_clock_ms() - start < WAIT_MS)
        s4_clock_sleep_ms(2);
}

static bool reaped(pid_t pid)
{
    return kill(pid, 0) == -1 && errno == ESRCH;
}

Test(client_reaper, an_engine_deaf_to_quit_is_handed_over_then_killed_and_reaped)
{
    S4Reaper reaper;
    s4_reaper_init(&reaper);
    S4EngineClient c;
    cr_assert_eq(s4_client_start(&c, "trap '' TERM; while :; do sleep 1; done"), S4_OK);
    pid_t pid = c.pid;
    s4_client_retire(&c, &reaper, 200);
    cr_assert_eq(c.pid, -1, "the client lets go of the process");
    cr_assert_eq(c.to_engine, -1);
    cr_assert_eq(c.from_engine, -1);
    cr_assert_eq(reaper.count, 1);
    cr_assert_eq(kill(pid, 0), 0, "handed over, not waited for");
    poll_until_empty(&reaper);
    cr_assert_eq(reaper.count, 0);
    cr_assert(reaped(pid));
}

Test(client_reaper, an_engine_that_quits_is_reaped_with_what_it_started)
{
    char dir[] = "/tmp/s4-reaper-XXXXXX";
    cr_assert_not_null(mkdtemp(dir));
    char cmd[256], path[128];
    snprintf(path, sizeof path, "%s/child", dir);
    snprintf(cmd, sizeof cmd, "sleep 600 </dev/null & echo $! > %s; read -r line; exit 0", path);
    S4Reaper reaper;
    s4_reaper_init(&reaper);
    S4EngineClient c;
    cr_assert_eq(s4_client_start(&c, cmd), S4_OK);
    pid_t pid = c.pid;
    int child = 0;
    for (double start = s4_clock_ms(); child == 0 && s4_clock_ms() - start < WAIT_MS;) {
        FILE *f = fopen(path, "r");
        if (f != NULL && fscanf(f, "%d", &child) != 1)
            child = 0;
        if (f != NULL)
            fclose(f);
        s4_clock_sleep_ms(2);
    }
    cr_assert_gt(child, 0);
    s4_client_retire(&c, &reaper, WAIT_MS); /* it ends by itself on quit; */
    poll_until_empty(&reaper);
    cr_assert(reaped(pid));
    /* The child's new parent reaps it; until then it is a zombie, which has ended too. */
    char stat[64];
    snprintf(stat, sizeof stat, "/proc/%d/stat", child);
    bool alive = true;
    for (double start = s4_clock_ms(); alive && s4_clock_ms() - start < WAIT_MS;) {
        FILE *f = fopen(stat, "r");
        char state = 'X';
        alive = f != NULL && fscanf(f, "%*d (%*[^)]) %c", &state) == 1 && state != 'Z';
        if (f != NULL)
            fclose(f);
        if (alive)
            s4_clock_sleep_ms(2);
    }
    cr_assert_not(alive, "the engine's child %d outlived it", child);
    unlink(path);
    rmdir(dir);
}

Test(client_reaper, a_full_reaper_ends_the_engine_at_once)
{
    S4Reaper reaper;
    s4_reaper_init(&reaper);
    S4EngineClient c[S4_REAPER_MAX + 1];
    pid_t pids[S4_REAPER_MAX + 1];
    for (int i = 0; i <= S4_REAPER_MAX; i++) {
        cr_assert_eq(s4_client_start(&c[i], "exec sleep 600"), S4_OK);
        pids[i] = c[i].pid;
        s4_client_retire(&c[i], &reaper, WAIT_MS);
    }
    cr_assert_eq(reaper.count, S4_REAPER_MAX);
    cr_assert(reaped(pids[S4_REAPER_MAX]), "the one that did not fit was killed and reaped");
    cr_assert(WIFSIGNALED(c[S4_REAPER_MAX].exit_status));
    for (int i = 0; i < S4_REAPER_MAX; i++)
        kill(pids[i], SIGKILL); /* their grace is a minute: not waited for here */
    poll_until_empty(&reaper);
    for (int i = 0; i < S4_REAPER_MAX; i++)
        cr_assert(reaped(pids[i]));
}

Test(client_reaper, a_process_reaped_elsewhere_is_let_go_without_a_signal)
{
    S4Reaper reaper;
    s4_reaper_init(&reaper);
    pid_t pid = fork();
    cr_assert_geq(pid, 0);
    if (pid == 0)
        _exit(0);
    cr_assert_eq(waitpid(pid, NULL, 0), pid);
    cr_assert(s4_reaper_add(&reaper, pid, -1, 0));
    cr_assert_eq(s4_reaper_poll(&reaper), 0);
}

Test(client_reaper, hurried_grace_periods_end_within_the_new_limit)
{
    /* A ten-minute grace, hurried to none: finish returns once the group is killed (without
     * the hurry it would wait past the suite's timeout). */
    S4Reaper reaper;
    s4_reaper_init(&reaper);
    S4EngineClient c;
    cr_assert_eq(s4_client_start(&c, "exec sleep 600"), S4_OK);
    pid_t pid = c.pid;
    s4_client_retire(&c, &reaper, 600000);
    s4_reaper_hurry(&reaper, 0);
    s4_reaper_finish(&reaper);
    cr_assert_eq(reaper.count, 0);
    cr_assert(reaped(pid));
}
