/* serve.h: score4-engine --listen: the protocol over TCP, one connection at a time. */
#ifndef S4_ENGINE_SERVE_H
#define S4_ENGINE_SERVE_H

#include <stdio.h>

#include "engine.h"

/* Listens on port (0: any free one) of every local address and serves each connection in
 * turn with a fresh engine for `game`, exactly as on stdin/stdout, until killed. Writes
 * "score4-engine: listening on port N" to err once the port is open (a script reads the
 * port from it), and a line per connection. Returns 1 when the port cannot be opened or
 * the engine cannot be made (the reason on err). */
int engine_serve(const char *game, const EngineOptions *options, int port, FILE *err);

#endif
