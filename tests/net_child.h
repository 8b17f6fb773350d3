/* net_child.h: a program started in the background for the network tests, its standard
 * output and error read line by line with a generous limit, and always ended. */
#ifndef S4_TESTS_NET_CHILD_H
#define S4_TESTS_NET_CHILD_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

typedef struct NetChild {
    pid_t pid;         /* -1 once reaped */
    int out;           /* read end of its stdout and stderr together */
    char seen[65536];  /* everything read so far, NUL-terminated (cut to fit) */
    size_t used;
    int status;        /* waitpid status once reaped */
} NetChild;

/* Starts `command` through /bin/sh in its own process group, stdout and stderr into a pipe. */
void net_child_start(NetChild *c, const char *command);

/* Reads until `text` has appeared in its output (from byte `from` on) or limit_ms passed
 * or the output ended; returns a pointer just after the text, or NULL. */
const char *net_child_wait_for(NetChild *c, size_t from, const char *text, int limit_ms);

/* Reads until the output ends (the program exited) or limit_ms passed; true when it ended,
 * with its exit status in c->status. */
bool net_child_wait_exit(NetChild *c, int limit_ms);

/* Kills its process group and reaps it. Safe to call twice. */
void net_child_kill(NetChild *c);

/* "score4-engine --listen 0 <extra>" started, its port read from "listening on port N". */
int net_child_engine(NetChild *c, const char *extra);

#endif
