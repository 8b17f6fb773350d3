/* net_windows.h: windows (offscreen) that host or join a game over loopback, for the
 * network suites, and the two scripted sides of one short game they share. */
#ifndef S4_TESTS_NET_WINDOWS_H
#define S4_TESTS_NET_WINDOWS_H

#include "net_child.h"

#define WINDOW S4_BIN_DIR "/score4"
#define CODE "K7MP2Q"
#define LIMIT_MS 120000 /* generous: two software-rendered windows on a loaded machine */

/* Each side's moves: White (the host) fills A1, Black (the joiner) B1; White's fourth bead
 * on A1 wins, the seventh move of the game. */
#define HOST_SCRIPT                                                                              \
    "wait-engine; play A1; wait-engine; play A1; wait-engine; play A1; wait-engine; play A1; "  \
    "wait-engine"
#define JOIN_SCRIPT "wait-engine; play B1; wait-engine; play B1; wait-engine; play B1; wait-engine"
#define WHOLE_GAME "game-over: White wins; moves: A1 B1 A1 B1 A1 B1 A1"

/* A window hosting with CODE on loopback only, with `extra` options and `script`; returns
 * the port it printed (the test fails when it never listens). */
int net_window_host(NetChild *host, const char *extra, const char *script);

/* A window joining address:port with `code`, running `script`. */
void net_window_join(NetChild *join, const char *address, int port, const char *code,
                     const char *script);

/* Waits for the window to end with exit status `status`; `who` names it in a failure. */
void net_window_expect_exit(NetChild *c, int status, const char *who);

#endif
