/* tcp_lookup.h: a host's name turned into addresses without waiting: a numeric address
 * ("127.0.0.1", "::1") at once, a name on a thread of its own (a name server may take
 * seconds, and the window must keep drawing). The caller asks each frame whether it is
 * done, and may give it up at any time: a lookup given up while its thread still runs is
 * freed by that thread when it ends, so nothing the caller owns is ever written after.
 */
#ifndef S4_CLIENT_TCP_LOOKUP_H
#define S4_CLIENT_TCP_LOOKUP_H

#include <stddef.h>

struct addrinfo;
typedef struct S4TcpLookup S4TcpLookup;

/* Starts looking up host (port for the addresses' port): NULL with why when it cannot be
 * started (no memory, no thread). */
S4TcpLookup *s4_tcp_lookup_start(const char *host, int port, char *why, size_t why_size);

/* 0: not done yet; 1: done, *addrs the addresses in the system's order of preference
 * (owned by the lookup until it is freed); -1: no such host, with why. Never waits. */
int s4_tcp_lookup_poll(S4TcpLookup *l, const struct addrinfo **addrs, char *why,
                       size_t why_size);

/* Gives the lookup up, done or not; NULL is ignored. */
void s4_tcp_lookup_free(S4TcpLookup *l);

#endif
