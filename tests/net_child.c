/* net_child.c: background programs for the network tests. */
#define _DEFAULT_SOURCE
#include "net_child.h"

#include <criterion/criterion.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

void net_child_start(NetChild *c, const char *command)
{
    memset(c, 0, sizeof *c);
    int fds[2];
    cr_assert_eq(pipe(fds), 0);
    pid_t pid = fork();
    cr_assert_geq(pid, 0);
    if (pid == 0) {
        /* Ends with the test's process, even when a failed assertion ends that first. */
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        setpgid(0, 0);
        dup2(fds[1], STDOUT_FILENO);
        dup2(fds[1], STDERR_FILENO);
        close(fds[0]);
        close(fds[1]);
        execl("/bin/sh", "sh", "-c", command, (char *)NULL);
        _exit(127);
    }
    setpgid(pid, pid);
    close(fds[1]);
    c->pid = pid;
    c->out = fds[0];
    fcntl(c->out, F_SETFL, fcntl(c->out, F_GETFL) | O_NONBLOCK);
}

/* Reads what is there within wait_ms; false once the output has ended. */
static bool read_some(NetChild *c, int wait_ms)
{
    if (c->out < 0)
        return false;
    struct pollfd pfd = {.fd = c->out, .events = POLLIN};
    if (poll(&pfd, 1, wait_ms) <= 0)
        return true;
    char buf[4096];
    ssize_t got = read(c->out, buf, sizeof buf);
    if (got < 0 && (errno == EAGAIN || errno == EINTR))
        return true;
    if (got <= 0) {
        close(c->out);
        c->out = -1;
        return false;
    }
    size_t room = sizeof c->seen - 1 - c->used;
    size_t take = (size_t)got < room ? (size_t)got : room;
    memcpy(c->seen + c->used, buf, take);
    c->used += take;
    c->seen[c->used] = '\0';
    return true;
}

const char *net_child_wait_for(NetChild *c, size_t from, const char *text, int limit_ms)
{
    double deadline = now_ms() + limit_ms;
    for (;;) {
        const char *at = strstr(c->seen + (from < c->used ? from : c->used), text);
        if (at)
            return at + strlen(text);
        if (now_ms() > deadline)
            return NULL;
        if (!read_some(c, 50)) { /* ended: what it wrote is all there will be */
            at = strstr(c->seen + (from < c->used ? from : c->used), text);
            return at ? at + strlen(text) : NULL;
        }
    }
}

bool net_child_wait_exit(NetChild *c, int limit_ms)
{
    double deadline = now_ms() + limit_ms;
    while (read_some(c, 50))
        if (now_ms() > deadline)
            return false;
    if (c->pid > 0) {
        while (waitpid(c->pid, &c->status, WNOHANG) == 0) {
            if (now_ms() > deadline)
                return false;
            struct timespec ts = {0, 10 * 1000 * 1000};
            nanosleep(&ts, NULL);
        }
        c->pid = -1;
    }
    return true;
}

void net_child_kill(NetChild *c)
{
    if (c->pid > 0) {
        kill(-c->pid, SIGKILL);
        waitpid(c->pid, &c->status, 0);
        c->pid = -1;
    }
    if (c->out >= 0) {
        close(c->out);
        c->out = -1;
    }
}

int net_child_engine(NetChild *c, const char *extra)
{
    char command[1024];
    snprintf(command, sizeof command, "exec %s/score4-engine --listen 0 %s", S4_BIN_DIR, extra);
    net_child_start(c, command);
    const char *after = net_child_wait_for(c, 0, "listening on port ", 60000);
    cr_assert_not_null(after, "the engine did not listen:\n%s", c->seen);
    int port = atoi(after);
    cr_assert_gt(port, 0);
    return port;
}
