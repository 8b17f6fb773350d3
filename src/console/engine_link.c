/* engine_link.c: one question to the engine = restart, notes for every bead, play, move. */
#include "console/engine_link.h"

#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

#include "core/notation.h"

enum { STOP_GRACE_MS = 500 };

void engine_link_init(EngineLink *link, const char *command, int timeout_ms)
{
    memset(link, 0, sizeof *link);
    snprintf(link->command, sizeof link->command, "%s", command);
    link->timeout_ms = timeout_ms;
    link->running = false;
}

void engine_link_stop(EngineLink *link)
{
    if (link->running)
        s4_client_stop(&link->client, STOP_GRACE_MS);
    link->running = false;
}

/* Says how a closed engine ended, after reaping it. */
static void describe_exit(EngineLink *link, char why[ENGINE_LINK_MAX_WHY], const char *after)
{
    s4_client_stop(&link->client, STOP_GRACE_MS);
    link->running = false;
    int status = link->client.exit_status;
    if (WIFEXITED(status) && WEXITSTATUS(status) == 127)
        snprintf(why, ENGINE_LINK_MAX_WHY, "the engine could not be started (`%.300s`: not found)",
                 link->command);
    else if (WIFEXITED(status))
        snprintf(why, ENGINE_LINK_MAX_WHY, "the engine stopped %s (exit status %d)", after,
                 WEXITSTATUS(status));
    else if (WIFSIGNALED(status))
        snprintf(why, ENGINE_LINK_MAX_WHY, "the engine was killed by signal %d %s",
                 WTERMSIG(status), after);
    else
        snprintf(why, ENGINE_LINK_MAX_WHY, "the engine stopped %s", after);
}

/* Sends one command and waits for its response. Returns false with why set (and the
 * engine stopped) on a failed write, a timeout, a closed pipe, garbage or an error line. */
static bool exchange(EngineLink *link, const S4Geometry *geo, const S4Command *cmd,
                     S4Response *resp, char why[ENGINE_LINK_MAX_WHY])
{
    char text[S4_PROTO_MAX_COMMAND + 2];
    s4_proto_format_command(geo, cmd, text, sizeof text);
    if (!s4_client_send(&link->client, geo, cmd)) {
        char after[S4_PROTO_MAX_COMMAND + 32];
        snprintf(after, sizeof after, "before `%s`", text);
        describe_exit(link, why, after);
        return false;
    }
    switch (s4_client_poll(&link->client, geo, link->timeout_ms, resp)) {
    case S4_CLIENT_RESPONSE:
        if (resp->kind == S4_RESP_ERROR) {
            snprintf(why, ENGINE_LINK_MAX_WHY, "the engine answered `%s` with \"error: %s.\"",
                     text, resp->message);
            engine_link_stop(link);
            return false;
        }
        return true;
    case S4_CLIENT_GARBAGE:
        snprintf(why, ENGINE_LINK_MAX_WHY, "the engine answered `%s` with \"%.120s\", which is "
                 "not a protocol response", text, link->client.raw);
        engine_link_stop(link);
        return false;
    case S4_CLIENT_PENDING:
        snprintf(why, ENGINE_LINK_MAX_WHY, "the engine did not answer `%s` within %d ms", text,
                 link->timeout_ms);
        engine_link_stop(link);
        return false;
    case S4_CLIENT_CLOSED:
        break;
    }
    char after[S4_PROTO_MAX_COMMAND + 32];
    snprintf(after, sizeof after, "instead of answering `%s`", text);
    describe_exit(link, why, after);
    return false;
}

static bool expect_ok(EngineLink *link, const S4Geometry *geo, const S4Command *cmd,
                      char why[ENGINE_LINK_MAX_WHY])
{
    S4Response resp;
    if (!exchange(link, geo, cmd, &resp, why))
        return false;
    if (resp.kind != S4_RESP_OK) {
        snprintf(why, ENGINE_LINK_MAX_WHY, "the engine answered \"%.256s\" where \"ok.\" was due",
                 link->client.raw);
        engine_link_stop(link);
        return false;
    }
    return true;
}

bool engine_link_ask(EngineLink *link, const S4Board *board, S4Colour colour, int *peg,
                     char why[ENGINE_LINK_MAX_WHY])
{
    const S4Geometry *geo = board->geo;
    if (!link->running) {
        if (s4_client_start(&link->client, link->command) != S4_OK) {
            snprintf(why, ENGINE_LINK_MAX_WHY, "the engine `%.300s` could not be started",
                     link->command);
            return false;
        }
        link->running = true;
    }
    S4Command cmd = {.kind = S4_CMD_RESTART};
    if (!expect_ok(link, geo, &cmd, why))
        return false;
    /* Bottom level first, so every note lands on a bead already there (gravity). */
    for (int level = 0; level < geo->height; level++)
        for (int p = 0; p < geo->pegs; p++) {
            int at = s4_board_at(board, p, level);
            if (at < 0)
                continue;
            cmd = (S4Command){.kind = S4_CMD_NOTE, .colour = (S4Colour)at, .peg = p};
            if (!expect_ok(link, geo, &cmd, why))
                return false;
        }
    cmd = (S4Command){.kind = S4_CMD_PLAY, .colour = colour};
    if (!expect_ok(link, geo, &cmd, why))
        return false;
    cmd = (S4Command){.kind = S4_CMD_MOVE};
    S4Response resp;
    if (!exchange(link, geo, &cmd, &resp, why))
        return false;
    if (resp.kind != S4_RESP_MOVE || !s4_board_can_play(board, resp.peg)) {
        snprintf(why, ENGINE_LINK_MAX_WHY, "the engine answered `move;` with \"%.256s\", which is "
                 "not a playable peg", link->client.raw);
        engine_link_stop(link);
        return false;
    }
    *peg = resp.peg;
    return true;
}
