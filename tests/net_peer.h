/* net_peer.h: the network tests' own end of a connection to a hosting window, over loopback:
 * connecting with a limit, reading until a text comes, and a bare player that speaks the
 * protocol by hand (hello with the code, ok. to each command, a move when asked). */
#ifndef S4_TESTS_NET_PEER_H
#define S4_TESTS_NET_PEER_H

#include <stdbool.h>
#include <stddef.h>

/* Connects to address (a numeric loopback address, "127.0.0.1" or "::1") port within
 * limit_ms: a blocking descriptor, or -1 with *err set (errno's value). */
int net_peer_connect(const char *address, int port, int limit_ms, int *err);

/* Reads what the other end says into buf (NUL-terminated) until `want` appears (true), it
 * closes (true when want is NULL) or limit_ms passes (false). */
bool net_peer_read_until(int fd, char *buf, size_t size, const char *want, int limit_ms);

typedef struct NetPeer {
    int fd;              /* -1 before joining */
    char said[8192];     /* what the host said and was not yet taken as a command */
    size_t used;
} NetPeer;

/* Connects to 127.0.0.1:port and says hello with code until let in ("hello GAME;"): a host
 * that turns newcomers away for a moment ("try again in a moment") is asked again after a
 * second, up to limit_ms in all. False when never let in. */
bool net_peer_join(NetPeer *p, int port, const char *code, int limit_ms);

/* Answers ok. to each of the host's commands until it asks for a move (true: move; read),
 * or it closes or limit_ms passes (false). */
bool net_peer_until_move(NetPeer *p, int limit_ms);

/* Sends one line (a '\n' added); false when it cannot be written whole. */
bool net_peer_say(NetPeer *p, const char *line);

void net_peer_close(NetPeer *p);

#endif
