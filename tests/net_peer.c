/* net_peer.c: the tests' own end of a connection to a hosting window. */
#define _DEFAULT_SOURCE
#include "net_peer.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

int net_peer_connect(const char *address, int port, int limit_ms, int *err)
{
    struct sockaddr_storage ss;
    memset(&ss, 0, sizeof ss);
    socklen_t len;
    struct sockaddr_in6 *a6 = (struct sockaddr_in6 *)&ss;
    struct sockaddr_in *a4 = (struct sockaddr_in *)&ss;
    if (inet_pton(AF_INET6, address, &a6->sin6_addr) == 1) {
        a6->sin6_family = AF_INET6;
        a6->sin6_port = htons((uint16_t)port);
        len = sizeof *a6;
    } else if (inet_pton(AF_INET, address, &a4->sin_addr) == 1) {
        a4->sin_family = AF_INET;
        a4->sin_port = htons((uint16_t)port);
        len = sizeof *a4;
    } else {
        *err = EINVAL;
        return -1;
    }
    int fd = socket(ss.ss_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        *err = errno;
        return -1;
    }
    int e = connect(fd, (struct sockaddr *)&ss, len) == 0 ? 0 : errno;
    double deadline = now_ms() + limit_ms;
    while (e == EINPROGRESS || e == EINTR) {
        double left = deadline - now_ms();
        if (left <= 0) {
            e = ETIMEDOUT;
            break;
        }
        struct pollfd pfd = {.fd = fd, .events = POLLOUT};
        int ready = poll(&pfd, 1, (int)left + 1);
        if (ready < 0 && errno != EINTR) {
            e = errno;
            break;
        }
        if (ready > 0) {
            socklen_t el = sizeof e;
            if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &e, &el) != 0)
                e = errno;
        }
    }
    if (e != 0) {
        close(fd);
        *err = e;
        return -1;
    }
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    return fd;
}

bool net_peer_read_until(int fd, char *buf, size_t size, const char *want, int limit_ms)
{
    size_t used = 0;
    buf[0] = '\0';
    double deadline = now_ms() + limit_ms;
    for (;;) {
        double left = deadline - now_ms();
        if (left <= 0)
            return false;
        struct pollfd pfd = {.fd = fd, .events = POLLIN};
        if (poll(&pfd, 1, (int)left + 1) <= 0)
            continue;
        ssize_t got = read(fd, buf + used, size - 1 - used);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return want == NULL; /* closed */
        used += (size_t)got;
        buf[used] = '\0';
        if (want && strstr(buf, want))
            return true;
        if (used + 1 == size)
            return false;
    }
}

bool net_peer_say(NetPeer *p, const char *line)
{
    char text[512];
    int n = snprintf(text, sizeof text, "%s\n", line);
    return n > 0 && (size_t)n < sizeof text &&
           send(p->fd, text, (size_t)n, MSG_NOSIGNAL) == (ssize_t)n;
}

/* The host's next command (without its ';', blanks before it skipped) into cmd; false when
 * it closes or limit_ms passes first. What follows stays in said for the next call. */
static bool next_command(NetPeer *p, char *cmd, size_t size, int limit_ms)
{
    double deadline = now_ms() + limit_ms;
    for (;;) {
        char *semi = memchr(p->said, ';', p->used);
        if (semi) {
            const char *start = p->said;
            while (start < semi && (*start == '\n' || *start == ' ' || *start == '\r'))
                start++;
            snprintf(cmd, size, "%.*s", (int)(semi - start), start);
            size_t rest = p->used - (size_t)(semi + 1 - p->said);
            memmove(p->said, semi + 1, rest);
            p->used = rest;
            p->said[p->used] = '\0';
            return true;
        }
        double left = deadline - now_ms();
        if (left <= 0 || p->used + 1 >= sizeof p->said)
            return false;
        struct pollfd pfd = {.fd = p->fd, .events = POLLIN};
        if (poll(&pfd, 1, (int)left + 1) <= 0)
            continue;
        ssize_t got = read(p->fd, p->said + p->used, sizeof p->said - 1 - p->used);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return false;
        p->used += (size_t)got;
        p->said[p->used] = '\0';
    }
}

bool net_peer_join(NetPeer *p, int port, const char *code, int limit_ms)
{
    double deadline = now_ms() + limit_ms;
    while (now_ms() < deadline) {
        int err = 0;
        p->used = 0;
        p->said[0] = '\0';
        p->fd = net_peer_connect("127.0.0.1", port, limit_ms, &err);
        if (p->fd < 0)
            return false;
        char hello[64], first[256] = "";
        snprintf(hello, sizeof hello, "hello %s.", code);
        if (net_peer_say(p, hello) && next_command(p, first, sizeof first, limit_ms) &&
            strncmp(first, "hello ", 6) == 0)
            return net_peer_say(p, "ok.");
        net_peer_close(p);
        if (!strstr(first, "try again in a moment"))
            return false;
        struct pollfd none = {.fd = -1};
        poll(&none, 1, 1000); /* the host asked for a moment: nothing is measured by it */
    }
    return false;
}

bool net_peer_until_move(NetPeer *p, int limit_ms)
{
    char cmd[256];
    while (next_command(p, cmd, sizeof cmd, limit_ms)) {
        if (strcmp(cmd, "move") == 0)
            return true;
        if (!net_peer_say(p, "ok."))
            return false;
    }
    return false;
}

void net_peer_close(NetPeer *p)
{
    if (p->fd >= 0)
        close(p->fd);
    p->fd = -1;
}
