/* tcp_relay.h: an engine over TCP reached without waiting: the caller gets one end of a
 * socket pair at once, and a thread of its own looks the name up, connects (within
 * S4_CLIENT_CONNECT_MS), says the secret when one is set, then copies bytes both ways.
 *
 * Why: the window's frame must never wait on the network, and a name lookup or a connect to
 * an address that does not answer can take seconds; the session above reads and writes the
 * pair's end as it would the socket, with its own budgets and deadlines. A connection that
 * cannot be made is told as one protocol line, "error: HOST:PORT could not be reached:
 * REASON.", and the end closed, so the session reports it as the engine's failure.
 * Invariants: the thread ends when either side closes; it owns the TCP socket and its end
 * of the pair, and shares nothing else with the caller (its arguments are copied).
 */
#ifndef S4_CLIENT_TCP_RELAY_H
#define S4_CLIENT_TCP_RELAY_H

/* Starts reaching host:port: the caller's end of the pair (close-on-exec, blocking), or -1
 * with errno when no pair or thread can be made. */
int s4_tcp_relay_start(const char *host, int port);

#endif
