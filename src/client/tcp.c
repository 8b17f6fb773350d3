/* tcp.c: addresses, connecting, listening and accepting with plain POSIX sockets. */
#define _GNU_SOURCE /* accept4, getaddrinfo, getifaddrs */
#include "client/tcp.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <ifaddrs.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "core/clock.h"
#include "core/number.h"

/* Connections the system queues before the program accepts them: as many as it allows
 * (the kernel caps this at net.core.somaxconn). A short queue drops the connection requests
 * of a burst, and each dropped one waits a second or more to try again, a friend's too; a
 * long one costs nothing, since the host takes every waiting connection each frame. */
enum { LISTEN_BACKLOG = SOMAXCONN };

/* ================================================================ addresses */

static bool parse_port(const char *text, int *port)
{
    long value = 0;
    if (s4_parse_long(text, 1, 65535, &value) != S4_OK)
        return false;
    *port = (int)value;
    return true;
}

bool s4_tcp_split(const char *text, int default_port, char *host, size_t host_size, int *port,
                  char *why, size_t why_size)
{
    const char *host_start = text, *host_end, *port_text = NULL;
    if (text[0] == '[') {
        const char *close = strchr(text, ']');
        if (!close) {
            snprintf(why, why_size, "'%.60s': '[' without ']'", text);
            return false;
        }
        host_start = text + 1;
        host_end = close;
        if (close[1] == ':')
            port_text = close + 2;
        else if (close[1] != '\0') {
            snprintf(why, why_size, "'%.60s': only ':PORT' may follow ']'", text);
            return false;
        }
    } else {
        const char *colon = strchr(text, ':');
        bool several = colon && strchr(colon + 1, ':');
        host_end = colon && !several ? colon : text + strlen(text);
        port_text = colon && !several ? colon + 1 : NULL;
    }
    size_t len = (size_t)(host_end - host_start);
    if (len == 0) {
        snprintf(why, why_size, "'%.60s': no host", text);
        return false;
    }
    if (len >= host_size) {
        snprintf(why, why_size, "the host name is longer than %zu characters", host_size - 1);
        return false;
    }
    memcpy(host, host_start, len);
    host[len] = '\0';
    if (port_text) {
        if (!parse_port(port_text, port)) {
            snprintf(why, why_size, "'%.40s' is not a port (1..65535)", port_text);
            return false;
        }
    } else if (default_port > 0) {
        *port = default_port;
    } else {
        snprintf(why, why_size, "'%.60s': no port (HOST:PORT)", text);
        return false;
    }
    return true;
}

/* ================================================================ descriptors */

bool s4_tcp_set_nonblocking(int fd, bool on)
{
    int flags = fcntl(fd, F_GETFL);
    if (flags < 0)
        return false;
    flags = on ? flags | O_NONBLOCK : flags & ~O_NONBLOCK;
    return fcntl(fd, F_SETFL, flags) == 0;
}

/* Every socket here is made close-on-exec when created (SOCK_CLOEXEC), so an engine the
 * window starts never inherits one. */
static void tune(int fd)
{
    int one = 1;
    /* Each protocol line is a whole message: send it now, not with the next. */
    (void)setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    /* A peer that vanished without closing (a machine asleep, a network changed) ends the
     * connection on its own: probes after S4_TCP_KEEPIDLE_S of quiet, S4_TCP_KEEPINTVL_S
     * apart, S4_TCP_KEEPCNT unanswered; and data unacknowledged for S4_TCP_USER_TIMEOUT_MS
     * ends it too (keepalive alone waits while data is in flight). */
    int idle = S4_TCP_KEEPIDLE_S, intvl = S4_TCP_KEEPINTVL_S, cnt = S4_TCP_KEEPCNT;
    unsigned user_timeout = S4_TCP_USER_TIMEOUT_MS;
    (void)setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, &one, sizeof one);
    (void)setsockopt(fd, IPPROTO_TCP, TCP_KEEPIDLE, &idle, sizeof idle);
    (void)setsockopt(fd, IPPROTO_TCP, TCP_KEEPINTVL, &intvl, sizeof intvl);
    (void)setsockopt(fd, IPPROTO_TCP, TCP_KEEPCNT, &cnt, sizeof cnt);
    (void)setsockopt(fd, IPPROTO_TCP, TCP_USER_TIMEOUT, &user_timeout, sizeof user_timeout);
}

/* Waits for a non-blocking connect to finish; 0 or the errno it ended with. */
static int finish_connect(int fd, double deadline_ms)
{
    for (;;) {
        double left = deadline_ms - s4_clock_ms();
        if (left <= 0)
            return ETIMEDOUT;
        struct pollfd pfd = {.fd = fd, .events = POLLOUT};
        int ready = poll(&pfd, 1, (int)left + 1);
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready < 0)
            return errno;
        if (ready == 0)
            continue;
        int err = 0;
        socklen_t len = sizeof err;
        if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &len) != 0)
            return errno;
        return err;
    }
}

int s4_tcp_connect(const char *host, int port, int timeout_ms, char *why, size_t why_size)
{
    char service[16];
    snprintf(service, sizeof service, "%d", port);
    struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM};
    struct addrinfo *list = NULL;
    int gai = getaddrinfo(host, service, &hints, &list);
    if (gai != 0) {
        snprintf(why, why_size, "%.80s: %s", host, gai_strerror(gai));
        errno = EHOSTUNREACH;
        return -1;
    }
    double deadline = s4_clock_ms() + timeout_ms;
    int last = ECONNREFUSED;
    for (struct addrinfo *a = list; a; a = a->ai_next) {
        int fd = socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC, a->ai_protocol);
        if (fd < 0) {
            last = errno;
            continue;
        }
        s4_tcp_set_nonblocking(fd, true);
        int err = connect(fd, a->ai_addr, a->ai_addrlen) == 0 ? 0 : errno;
        if (err == EINPROGRESS)
            err = finish_connect(fd, deadline);
        if (err == 0) {
            freeaddrinfo(list);
            s4_tcp_set_nonblocking(fd, false);
            tune(fd);
            return fd;
        }
        last = err;
        close(fd);
    }
    freeaddrinfo(list);
    snprintf(why, why_size, "%.80s port %d: %s", host, port, strerror(last));
    errno = last;
    return -1;
}

int s4_tcp_peer_address(int fd, void *addr)
{
    struct sockaddr_storage ss;
    socklen_t len = sizeof ss;
    if (getpeername(fd, (struct sockaddr *)&ss, &len) != 0 || len > S4_TCP_ADDR_MAX)
        return 0;
    memcpy(addr, &ss, len);
    return (int)len;
}

int s4_tcp_connect_start(const void *addr, int len)
{
    /* The address arrives as bytes, kept wherever the caller keeps them (a byte array in
     * S4NetJoin), so it is copied into storage aligned for struct sockaddr before use. */
    struct sockaddr_storage ss;
    if (len <= 0 || (size_t)len > sizeof ss) {
        errno = EINVAL;
        return -1;
    }
    memcpy(&ss, addr, (size_t)len);
    const struct sockaddr *sa = (const struct sockaddr *)&ss;
    int fd = socket(sa->sa_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return -1;
    if (connect(fd, sa, (socklen_t)len) != 0 && errno != EINPROGRESS) {
        int saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    return fd;
}

int s4_tcp_connect_poll(int fd)
{
    struct pollfd pfd = {.fd = fd, .events = POLLOUT};
    int ready = poll(&pfd, 1, 0);
    if (ready == 0 || (ready < 0 && errno == EINTR))
        return 0;
    int err = 0;
    socklen_t len = sizeof err;
    if (ready < 0 || getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &len) != 0)
        return -1;
    if (err != 0) {
        errno = err;
        return -1;
    }
    tune(fd);
    return 1;
}

/* ================================================================ listening */

static int listen_on(int family, bool loopback_only, int port, bool v6only, int *err)
{
    int fd = socket(family, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (fd < 0) {
        *err = errno;
        return -1;
    }
    int one = 1, zero = 0;
    /* A host that quits and hosts again at once must get its port back. */
    (void)setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    struct sockaddr_storage ss;
    memset(&ss, 0, sizeof ss);
    socklen_t len;
    if (family == AF_INET6) {
        /* Both families on one socket: a friend may reach this machine by either. */
        (void)setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, v6only ? &one : &zero, sizeof zero);
        struct sockaddr_in6 *a = (struct sockaddr_in6 *)&ss;
        a->sin6_family = AF_INET6;
        a->sin6_port = htons((uint16_t)port);
        a->sin6_addr = loopback_only ? in6addr_loopback : in6addr_any;
        len = sizeof *a;
    } else {
        struct sockaddr_in *a = (struct sockaddr_in *)&ss;
        a->sin_family = AF_INET;
        a->sin_port = htons((uint16_t)port);
        a->sin_addr.s_addr = htonl(loopback_only ? INADDR_LOOPBACK : INADDR_ANY);
        len = sizeof *a;
    }
    if (bind(fd, (struct sockaddr *)&ss, len) != 0 || listen(fd, LISTEN_BACKLOG) != 0) {
        *err = errno;
        close(fd);
        return -1;
    }
    return fd;
}

static int bound_port(int fd, int port)
{
    struct sockaddr_storage ss;
    socklen_t len = sizeof ss;
    if (getsockname(fd, (struct sockaddr *)&ss, &len) != 0)
        return port;
    return ss.ss_family == AF_INET6 ? ntohs(((struct sockaddr_in6 *)&ss)->sin6_port)
                                    : ntohs(((struct sockaddr_in *)&ss)->sin_port);
}

int s4_tcp_listen_family(int port, bool ipv6, bool loopback_only, int *bound, char *why,
                         size_t why_size)
{
    int err = 0;
    int fd = listen_on(ipv6 ? AF_INET6 : AF_INET, loopback_only, port, true, &err);
    if (fd < 0) {
        snprintf(why, why_size, "port %d: %s", port, strerror(err));
        errno = err;
        return -1;
    }
    *bound = bound_port(fd, port);
    return fd;
}

int s4_tcp_listen(int port, bool loopback_only, int *bound, char *why, size_t why_size)
{
    int err = 0;
    int fd = listen_on(AF_INET6, loopback_only, port, false, &err);
    if (fd < 0 && err != EADDRINUSE)
        fd = listen_on(AF_INET, loopback_only, port, false, &err); /* a system without IPv6 */
    if (fd < 0) {
        snprintf(why, why_size, "port %d: %s", port, strerror(err));
        errno = err;
        return -1;
    }
    *bound = bound_port(fd, port);
    return fd;
}

/* An address in words, an IPv4-mapped IPv6 address as the IPv4 one. */
static void address_text(const struct sockaddr *sa, char *buf, size_t size)
{
    char text[INET6_ADDRSTRLEN] = "?";
    if (sa->sa_family == AF_INET) {
        inet_ntop(AF_INET, &((const struct sockaddr_in *)sa)->sin_addr, text, sizeof text);
    } else if (sa->sa_family == AF_INET6) {
        const struct in6_addr *a6 = &((const struct sockaddr_in6 *)sa)->sin6_addr;
        if (IN6_IS_ADDR_V4MAPPED(a6))
            inet_ntop(AF_INET, &a6->s6_addr[12], text, sizeof text);
        else
            inet_ntop(AF_INET6, a6, text, sizeof text);
    }
    snprintf(buf, size, "%s", text);
}

int s4_tcp_accept(int listen_fd, char *peer, size_t peer_size)
{
    struct sockaddr_storage ss;
    socklen_t len = sizeof ss;
    int fd;
    do
        fd = accept4(listen_fd, (struct sockaddr *)&ss, &len, SOCK_NONBLOCK | SOCK_CLOEXEC);
    while (fd < 0 && errno == EINTR);
    if (fd < 0)
        return -1;
    tune(fd);
    if (peer)
        address_text((struct sockaddr *)&ss, peer, peer_size);
    return fd;
}

void s4_tcp_local_addresses(char *buf, size_t size)
{
    buf[0] = '\0';
    struct ifaddrs *list = NULL;
    size_t used = 0;
    if (getifaddrs(&list) == 0) {
        for (struct ifaddrs *i = list; i; i = i->ifa_next) {
            if (!i->ifa_addr || (i->ifa_addr->sa_family != AF_INET &&
                                 i->ifa_addr->sa_family != AF_INET6))
                continue;
            char text[INET6_ADDRSTRLEN];
            address_text(i->ifa_addr, text, sizeof text);
            /* Loopback and link-local addresses reach no friend. */
            if (strcmp(text, "127.0.0.1") == 0 || strcmp(text, "::1") == 0 ||
                strncmp(text, "fe80:", 5) == 0)
                continue;
            int n = snprintf(buf + used, size - used, "%s%s", used ? ", " : "", text);
            if (n < 0 || (size_t)n >= size - used) {
                buf[used] = '\0';
                break;
            }
            used += (size_t)n;
        }
        freeifaddrs(list);
    }
    if (used == 0)
        snprintf(buf, size, "127.0.0.1");
}
