/* engine_link.c: one question to the engine = restart, notes for every bead, play, move,
 * over client/session with a blocking wait. */
#include "console/engine_link.h"

#include <stdio.h>
#include <string.h>

enum { STOP_GRACE_MS = 500 };

void engine_link_init(EngineLink *link, const S4Geometry *geo, const char *command,
                      int timeout_ms)
{
    s4_session_init(&link->session, geo, command, timeout_ms);
}

void engine_link_stop(EngineLink *link)
{
    s4_session_stop(&link->session, STOP_GRACE_MS);
}

static void explain(const EngineLink *link, const S4Reply *reply, char why[ENGINE_LINK_MAX_WHY])
{
    char what[ENGINE_LINK_MAX_WHY - 16];
    s4_reply_describe(link->session.ledger.geo, reply, what, sizeof what);
    snprintf(why, ENGINE_LINK_MAX_WHY, "the engine %s", what);
}

bool engine_link_ask(EngineLink *link, const S4Board *board, S4Colour colour, int *peg,
                     char why[ENGINE_LINK_MAX_WHY])
{
    S4Game position;
    s4_game_init_from(&position, board, colour);
    S4Reply reply;
    double now = s4_clock_ms();
    if (!s4_session_sync(&link->session, &position, colour, now) ||
        !s4_session_ask_move(&link->session, now)) {
        if (s4_session_wait(&link->session, &reply))
            explain(link, &reply, why);
        else
            snprintf(why, ENGINE_LINK_MAX_WHY, "the engine could not be asked");
        engine_link_stop(link);
        return false;
    }
    while (s4_session_wait(&link->session, &reply)) {
        if (s4_reply_failed(reply.kind)) {
            explain(link, &reply, why);
            engine_link_stop(link);
            return false;
        }
        if (reply.kind == S4_REPLY_MOVE) {
            *peg = reply.peg;
            return true;
        }
    }
    snprintf(why, ENGINE_LINK_MAX_WHY, "the engine stopped answering");
    engine_link_stop(link);
    return false;
}
