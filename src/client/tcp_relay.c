/* tcp_relay.c: the connecting and copying thread behind s4_tcp_relay_start. */
#include "client/tcp_relay.h"

#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "client/engine_client.h"
#include "client/tcp.h"

typedef struct Relay {
    int local;                  /* the thread's end of the pair */
    char host[S4_TCP_HOST_MAX];
    int port;
} Relay;

/* Writes all of buf; false when the reader has gone. */
static bool send_all(int fd, const char *buf, size_t len)
{
    while (len > 0) {
        ssize_t w = send(fd, buf, len, MSG_NOSIGNAL);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return false;
        buf += w;
        len -= (size_t)w;
    }
    return true;
}

/* Copies both ways until either side ends. */
static void copy_both_ways(int local, int remote)
{
    char buf[4096];
    for (;;) {
        struct pollfd pfd[2] = {{.fd = local, .events = POLLIN}, {.fd = remote, .events = POLLIN}};
        if (poll(pfd, 2, -1) < 0) {
            if (errno == EINTR)
                continue;
            return;
        }
        for (int k = 0; k < 2; k++) {
            if (pfd[k].revents == 0)
                continue;
            ssize_t got = recv(pfd[k].fd, buf, sizeof buf, 0);
            if (got < 0 && errno == EINTR)
                continue;
            if (got <= 0 || !send_all(k == 0 ? remote : local, buf, (size_t)got))
                return;
        }
    }
}

static void *relay_run(void *arg)
{
    Relay *r = arg;
    char why[S4_TCP_WHY];
    int remote = s4_tcp_connect(r->host, r->port, S4_CLIENT_CONNECT_MS, why, sizeof why);
    if (remote >= 0 && !s4_client_say_secret(remote)) {
        snprintf(why, sizeof why, "the engine's secret: %s", strerror(errno));
        close(remote);
        remote = -1;
    }
    if (remote < 0) {
        char line[S4_TCP_WHY + S4_TCP_HOST_MAX + 64];
        /* why names the host and port already ("HOST port N: REASON"). */
        int n = snprintf(line, sizeof line, "error: the engine could not be reached: %s.\n", why);
        if (n > 0)
            (void)send_all(r->local, line, (size_t)n < sizeof line ? (size_t)n : sizeof line - 1);
        /* The referee may already have written its first command, or be about to: take what
         * it writes until it closes its end, so that command meets the error line above and
         * not a broken pipe (which would race the line and hide the reason). */
        (void)shutdown(r->local, SHUT_WR);
        char sink[512];
        for (;;) {
            ssize_t got = recv(r->local, sink, sizeof sink, 0);
            if (got > 0 || (got < 0 && errno == EINTR))
                continue;
            break;
        }
    } else {
        copy_both_ways(r->local, remote);
        close(remote);
    }
    close(r->local);
    free(r);
    return NULL;
}

int s4_tcp_relay_start(const char *host, int port)
{
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0)
        return -1;
    Relay *r = calloc(1, sizeof *r);
    if (!r) {
        close(sv[0]);
        close(sv[1]);
        errno = ENOMEM;
        return -1;
    }
    r->local = sv[1];
    snprintf(r->host, sizeof r->host, "%s", host);
    r->port = port;
    pthread_attr_t attr;
    pthread_t thread;
    int err = pthread_attr_init(&attr);
    if (err == 0) {
        pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
        err = pthread_create(&thread, &attr, relay_run, r);
        pthread_attr_destroy(&attr);
    }
    if (err != 0) {
        free(r);
        close(sv[0]);
        close(sv[1]);
        errno = err;
        return -1;
    }
    return sv[0];
}
