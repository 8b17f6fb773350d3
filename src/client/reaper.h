/* reaper.h: engine processes being ended without waiting for them: told `quit;`, given a
 * grace period, then their process group killed, and reaped, all checked on later calls. */
#ifndef S4_CLIENT_REAPER_H
#define S4_CLIENT_REAPER_H

#include <stdbool.h>
#include <sys/types.h>

/*
 * A window must never stop drawing to wait for an engine: one that ignores `quit;` or
 * thinks on would hold a frame for the whole grace period. Instead the process is handed
 * to a reaper, which a frame loop polls (never blocking): a process that has ended is
 * reaped and whatever it started in its process group killed; one still running when
 * its grace period is over has its group killed and is reaped on a later poll.
 *
 * Invariants: every pid held is a child of this process that has not been reaped, and
 * the leader of its own process group (engine_client.c starts each engine so); a zeroed
 * S4Reaper is an empty one.
 */

enum { S4_REAPER_MAX = 8 }; /* engines being ended at once: two seats, a few new games */

typedef struct S4Retiring {
    pid_t pid;          /* the engine (its process group's leader), not yet reaped */
    int fd;             /* its output's read end, closed once it is reaped (-1: none): an
                           engine that answers `quit;` must not die of a closed pipe */
    double kill_at_ms;  /* s4_clock_ms() when its group is killed if still running */
    bool killed;        /* SIGKILL sent: only the reaping is left */
} S4Retiring;

typedef struct S4Reaper {
    S4Retiring slot[S4_REAPER_MAX]; /* the first `count` are in use */
    int count;
} S4Reaper;

/* An empty reaper. */
void s4_reaper_init(S4Reaper *reaper);

/* Takes pid (already told to quit) to be ended, and fd (its output, or -1) to be closed
 * with it: it gets grace_ms from now. False when the reaper is full (the caller then ends
 * it itself; fd is left to the caller). */
bool s4_reaper_add(S4Reaper *reaper, pid_t pid, int fd, int grace_ms);

/* Never blocks: reaps every process that has ended (killing what it left in its group),
 * kills the group of every one past its grace period. Returns how many are left. */
int s4_reaper_poll(S4Reaper *reaper);

/* Shortens every grace period held to end within_ms from now at the latest. */
void s4_reaper_hurry(S4Reaper *reaper, int within_ms);

/* Blocks until every process held has ended: each keeps what is left of its grace
 * period, then its group is killed. For a program's exit, where nothing is drawn. */
void s4_reaper_finish(S4Reaper *reaper);

#endif
