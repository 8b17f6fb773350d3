/* tcp.h: plain POSIX TCP sockets for the protocol's network transport: addresses, a
 * connect with a time limit, a listener on IPv6 and IPv4, non-blocking accepts.
 *
 * Why plain sockets and poll(): the referee's session already reads its engine without
 * blocking and waits with poll() (engine_client.h); a socket is one more file descriptor
 * under the same calls, so the window, the console and the match runner need nothing new.
 * SDL2_net would add a second event model and an SDL dependency to programs that have none
 * (the engine, the match runner), and no feature these few calls lack.
 *
 * Every function returns a status or a descriptor and never prints; failures come with a
 * reason in words (`why`, at least S4_TCP_WHY bytes).
 */
#ifndef S4_CLIENT_TCP_H
#define S4_CLIENT_TCP_H

#include <stdbool.h>
#include <stddef.h>

enum {
    S4_TCP_HOST_MAX = 256,      /* a host name or address, NUL included */
    S4_TCP_WHY = 160,           /* a failure's reason, NUL included */
    S4_TCP_DEFAULT_PORT = 4004, /* the port `score4 --host` opens when none is given */
    /* Every connected socket (accepted or connected) has TCP keepalive: a peer gone without
     * closing is found within S4_TCP_KEEPIDLE_S + S4_TCP_KEEPINTVL_S * S4_TCP_KEEPCNT s. */
    S4_TCP_KEEPIDLE_S = 10,
    S4_TCP_KEEPINTVL_S = 5,
    S4_TCP_KEEPCNT = 3,
    S4_TCP_USER_TIMEOUT_MS = 30000, /* data unacknowledged this long ends the connection */
};

/* Splits "HOST:PORT", "[IPV6]:PORT", "HOST" or "[IPV6]" (a bare IPv6 address with several
 * ':' is a host without port) into host and port; a missing port is default_port (0: the
 * port is required). False, with why, for an empty host, a port that is not 1..65535, or a
 * host too long. */
bool s4_tcp_split(const char *text, int default_port, char *host, size_t host_size, int *port,
                  char *why, size_t why_size);

/* The address a connected socket reaches (for connecting to the same place again without
 * a name lookup): its bytes in addr (at least S4_TCP_ADDR_MAX), their length returned, 0
 * on an error. */
enum { S4_TCP_ADDR_MAX = 128 };
int s4_tcp_peer_address(int fd, void *addr);

/* Starts connecting to an address from s4_tcp_peer_address without waiting: a
 * non-blocking descriptor (close-on-exec), or -1. */
int s4_tcp_connect_start(const void *addr, int len);

/* Whether a connection s4_tcp_connect_start began is made: 1 yes (TCP_NODELAY set), 0 not
 * yet, -1 it failed (errno). Never waits. */
int s4_tcp_connect_poll(int fd);

/* Connects to host:port (IPv6 or IPv4, each address getaddrinfo gives in turn) within
 * timeout_ms. Returns a blocking-mode descriptor with TCP_NODELAY, close-on-exec, or -1
 * with why (and errno). */
int s4_tcp_connect(const char *host, int port, int timeout_ms, char *why, size_t why_size);

/* Listens on port (0: any free port) of every local address: IPv6 with IPv4 mapped where
 * the system allows, IPv4 alone otherwise; loopback_only binds ::1 or 127.0.0.1 instead.
 * Returns a non-blocking listening descriptor (close-on-exec) and its port in *bound, or -1
 * with why. */
int s4_tcp_listen(int port, bool loopback_only, int *bound, char *why, size_t why_size);

/* As s4_tcp_listen, on one family only (ipv6 or IPv4; an IPv6 socket then takes IPv6
 * alone): a loopback-only host listens on ::1 and 127.0.0.1 with two of these. */
int s4_tcp_listen_family(int port, bool ipv6, bool loopback_only, int *bound, char *why,
                         size_t why_size);

/* Accepts one waiting connection without blocking: its descriptor (non-blocking,
 * TCP_NODELAY, close-on-exec) and the peer's address in words ("127.0.0.1", "::1") in peer
 * when not NULL; -1 when none waits (errno EAGAIN) or on an error. */
int s4_tcp_accept(int listen_fd, char *peer, size_t peer_size);

/* Makes fd non-blocking (true) or blocking (false). */
bool s4_tcp_set_nonblocking(int fd, bool on);

/* This machine's addresses a friend could reach, in words, separated by ", " (loopback
 * left out; "127.0.0.1" when there is nothing else). */
void s4_tcp_local_addresses(char *buf, size_t size);

#endif
