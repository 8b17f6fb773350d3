/* reaper.c: ending engine processes over later polls instead of waiting for them. */
#define _XOPEN_SOURCE 700 /* waitid */
#include "client/reaper.h"

#include <assert.h>
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/clock.h"

enum { FINISH_STEP_MS = 5 }; /* s4_reaper_finish's pause between checks */

void s4_reaper_init(S4Reaper *reaper)
{
    memset(reaper, 0, sizeof *reaper);
}

bool s4_reaper_add(S4Reaper *reaper, pid_t pid, int fd, int grace_ms)
{
    assert(pid > 0);
    if (reaper->count >= S4_REAPER_MAX)
        return false;
    S4Retiring *r = &reaper->slot[reaper->count++];
    r->pid = pid;
    r->fd = fd;
    r->kill_at_ms = s4_clock_ms() + (grace_ms > 0 ? grace_ms : 0);
    r->killed = false;
    return true;
}

typedef enum Fate { RUNS, ENDED, NOT_OURS } Fate;

/* Whether pid still runs or has ended. An ended one is left unreaped (WNOWAIT), so its pid,
 * and with it the group id, cannot be taken by a new process before the group is killed.
 * NOT_OURS: something else reaped it already, so its id may be anyone's now. */
static Fate fate(pid_t pid)
{
    siginfo_t info;
    memset(&info, 0, sizeof info);
    if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0)
        return errno == EINTR ? RUNS : NOT_OURS;
    return info.si_pid == pid ? ENDED : RUNS;
}

static void drop(S4Reaper *reaper, int i)
{
    if (reaper->slot[i].fd >= 0)
        close(reaper->slot[i].fd);
    reaper->slot[i] = reaper->slot[--reaper->count];
}

/* One check of slot i; true when the slot's process has been reaped (slot now free). */
static bool check(S4Reaper *reaper, int i, double now_ms)
{
    S4Retiring *r = &reaper->slot[i];
    Fate f = fate(r->pid);
    if (f == NOT_OURS) {
        drop(reaper, i);
        return true;
    }
    if (f == ENDED) {
        /* Whatever the engine started would otherwise live on with parent 1. */
        kill(-r->pid, SIGKILL);
        int status;
        while (waitpid(r->pid, &status, 0) < 0 && errno == EINTR)
            ;
        drop(reaper, i);
        return true;
    }
    if (!r->killed && now_ms >= r->kill_at_ms) {
        kill(-r->pid, SIGKILL);
        r->killed = true;
    }
    return false;
}

int s4_reaper_poll(S4Reaper *reaper)
{
    double now = s4_clock_ms();
    for (int i = 0; i < reaper->count;)
        if (!check(reaper, i, now))
            i++;
    return reaper->count;
}

void s4_reaper_hurry(S4Reaper *reaper, int within_ms)
{
    double latest = s4_clock_ms() + (within_ms > 0 ? within_ms : 0);
    for (int i = 0; i < reaper->count; i++)
        if (reaper->slot[i].kill_at_ms > latest)
            reaper->slot[i].kill_at_ms = latest;
}

void s4_reaper_finish(S4Reaper *reaper)
{
    while (s4_reaper_poll(reaper) > 0)
        s4_clock_sleep_ms(FINISH_STEP_MS);
}
