/* engine_link.h: the console's engine: asks any protocol engine for one move on a given board. */
#ifndef S4_CONSOLE_ENGINE_LINK_H
#define S4_CONSOLE_ENGINE_LINK_H

#include <stdbool.h>
#include <stddef.h>

#include "client/session.h"
#include "core/board.h"
#include "core/clock.h"

enum { ENGINE_LINK_MAX_COMMAND = S4_LIMIT_ENGINE_COMMAND, ENGINE_LINK_MAX_WHY = 1024 };

/* The engine is started on the first question and stopped after any failure (the session
 * does both), so the next question starts afresh. */
typedef struct EngineLink {
    S4Session session;                     /* the process, the owed answers, the wording */
} EngineLink;

/* Remembers the command line and the per-response timeout; starts nothing yet. */
void engine_link_init(EngineLink *link, const S4Geometry *geo, const char *command,
                      int timeout_ms);

/* Asks the engine which peg `colour` should play on `board` (the engine's copy is rebuilt
 * with restart and one note per bead, so any position works, however it arose). Returns
 * true with *peg set to a playable peg; false with a reason in why (the engine is then
 * stopped). The board must have a playable peg. */
bool engine_link_ask(EngineLink *link, const S4Board *board, S4Colour colour, int *peg,
                     char why[ENGINE_LINK_MAX_WHY]);

/* Ends the engine if it runs (quit, then kill after a grace period). Safe to call twice. */
void engine_link_stop(EngineLink *link);

#endif
