/* serve.h: score4-engine --listen: the protocol over TCP, each client served by an engine
 * process of its own, up to ENGINE_SERVE_CLIENTS at once.
 *
 * What a client can and cannot do to the server (invariants):
 *   - The port is on this machine only (::1 and 127.0.0.1) unless --listen-any is given.
 *   - Each connection is served by a child process with a fresh engine, so a client that
 *     stalls, floods or searches for a day keeps no other client waiting; past
 *     ENGINE_SERVE_CLIENTS at once a newcomer is answered
 *     "error: busy: N clients are being served, try again later." and closed.
 *   - A client that stops reading: a write that cannot go within ENGINE_SERVE_WRITE_S ends
 *     its conversation (SO_SNDTIMEO). A client silent for ENGINE_SERVE_IDLE_S is ended too.
 *   - A client that goes (its end of the connection closed or shut for writing) ends its
 *     conversation at once, a search under way included: the server sees the end and stops
 *     the child. (A client keeps its side open until it has read its answers.)
 *   - With a secret (--listen-secret-file), the first command must be `secret TEXT;`,
 *     answered `ok.`, within ENGINE_SERVE_SECRET_S; anything else is answered
 *     "error: wrong secret." after a second and closed.
 */
#ifndef S4_ENGINE_SERVE_H
#define S4_ENGINE_SERVE_H

#include <stdbool.h>
#include <stdio.h>

#include "engine.h"

enum {
    ENGINE_SERVE_CLIENTS = 4,        /* clients served at once (each an engine process) */
    ENGINE_SERVE_WRITE_S = 30,       /* longest wait for a client to take an answer */
    ENGINE_SERVE_IDLE_S = 3600,      /* a client silent this long has gone */
    ENGINE_SERVE_SECRET_S = 10,      /* a client's time to say its secret */
    ENGINE_SERVE_SECRET_MIN = 8,     /* a secret's length, at least */
    ENGINE_SERVE_SECRET_MAX = 128,   /* and at most */
};

typedef struct EngineServeOptions {
    int port;                 /* 0: any free one */
    bool any;                 /* --listen-any: every local address, not this machine only */
    const char *secret_file;  /* --listen-secret-file, or NULL: no secret asked */
} EngineServeOptions;

/* Listens as `serve` says and serves each connection with a fresh engine for `game`, as on
 * stdin/stdout, until killed. Writes "score4-engine: listening on port N ..." to err once
 * the port is open (a script reads the port from it), and a line per connection. Returns 1
 * when the port cannot be opened, the secret cannot be read, or the engine cannot be made
 * (the reason on err). */
int engine_serve(const char *game, const EngineOptions *options, const EngineServeOptions *serve,
                 FILE *err);

#endif
