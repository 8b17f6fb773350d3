/* net_windows.c: hosting and joining windows for the network suites. */
#define _DEFAULT_SOURCE
#include "net_windows.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>

int net_window_host(NetChild *host, const char *extra, const char *script)
{
    char command[4096];
    snprintf(command, sizeof command,
             "exec %s --host 0 --host-loopback --code " CODE " %s --script \"%s\" "
             "--print-position --frames 3",
             WINDOW, extra, script);
    net_child_start(host, command);
    const char *after = net_child_wait_for(host, 0, "on port ", LIMIT_MS);
    cr_assert_not_null(after, "the host did not listen:\n%s", host->seen);
    return atoi(after);
}

void net_window_join(NetChild *join, const char *address, int port, const char *code,
                     const char *script)
{
    char command[4096];
    snprintf(command, sizeof command,
             "exec %s --join %s:%d --code %s --script \"%s\" --print-position --frames 3",
             WINDOW, address, port, code, script);
    net_child_start(join, command);
}

void net_window_expect_exit(NetChild *c, int status, const char *who)
{
    bool ended = net_child_wait_exit(c, LIMIT_MS);
    net_child_kill(c);
    cr_assert(ended, "the %s did not end:\n%s", who, c->seen);
    cr_assert(WIFEXITED(c->status) && WEXITSTATUS(c->status) == status,
              "the %s ended with %d:\n%s", who, c->status, c->seen);
}
