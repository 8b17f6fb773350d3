/* match.c: refereeing one engine-against-engine game through s4client. */
#include "match/match.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

#include "client/engine_client.h"
#include "core/notation.h"

enum { SETUP_LIMIT_MS = 5000, STOP_GRACE_MS = 300 };

/* Marks the game lost by `loser` for the reason given. */
static void forfeit(S4MatchGame *out, S4Colour loser, const char *fmt, ...)
{
    out->forfeit = true;
    out->outcome = loser == S4_WHITE ? S4_OUTCOME_BLACK : S4_OUTCOME_WHITE;
    int n = snprintf(out->reason, sizeof out->reason, "%s: ", s4_colour_name(loser));
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(out->reason + n, sizeof out->reason - (size_t)n, fmt, ap);
    va_end(ap);
}

/* Waits for one response within limit_ms. On anything unusable, forfeits `who` and
 * returns false. */
static bool await(S4EngineClient *client, const S4Geometry *geo, int limit_ms, S4Colour who,
                  S4Response *response, S4MatchGame *out)
{
    switch (s4_client_poll(client, geo, limit_ms, response)) {
    case S4_CLIENT_RESPONSE:
        if (response->kind == S4_RESP_ERROR) {
            forfeit(out, who, "answered \"error: %s\"", response->message);
            return false;
        }
        return true;
    case S4_CLIENT_PENDING:
        forfeit(out, who, "no answer within %d ms", limit_ms);
        return false;
    case S4_CLIENT_GARBAGE:
        forfeit(out, who, "answered garbage \"%.60s\"", client->raw);
        return false;
    case S4_CLIENT_CLOSED:
        forfeit(out, who, "crashed or closed its output");
        return false;
    }
    return false;
}

/* Sends cmd and expects "ok." within limit_ms. */
static bool command_ok(S4EngineClient *client, const S4Geometry *geo, const S4Command *cmd,
                       int limit_ms, S4Colour who, S4MatchGame *out)
{
    S4Response response;
    if (!s4_client_send(client, geo, cmd)) {
        forfeit(out, who, "stopped reading its input");
        return false;
    }
    if (!await(client, geo, limit_ms, who, &response, out))
        return false;
    if (response.kind != S4_RESP_OK) {
        forfeit(out, who, "answered \"%s\" where \"ok.\" was due", client->raw);
        return false;
    }
    return true;
}

static bool setup(S4EngineClient engines[2], const S4Geometry *geo, S4MatchGame *out)
{
    for (int c = 0; c < 2; c++) {
        S4Command restart = {.kind = S4_CMD_RESTART};
        S4Command play = {.kind = S4_CMD_PLAY, .colour = (S4Colour)c};
        if (!command_ok(&engines[c], geo, &restart, SETUP_LIMIT_MS, (S4Colour)c, out) ||
            !command_ok(&engines[c], geo, &play, SETUP_LIMIT_MS, (S4Colour)c, out))
            return false;
    }
    return true;
}

/* Tells both engines (or only `only`, when 0 or 1) that colour played peg. */
static bool tell(S4EngineClient engines[2], const S4Geometry *geo, S4Colour colour, int peg,
                 int only, int limit_ms, S4MatchGame *out)
{
    S4Command note = {.kind = S4_CMD_NOTE, .colour = colour, .peg = peg};
    for (int c = 0; c < 2; c++)
        if ((only < 0 || only == c) &&
            !command_ok(&engines[c], geo, &note, limit_ms, (S4Colour)c, out))
            return false;
    return true;
}

static void finish(S4MatchGame *out)
{
    switch (out->game.result) {
    case S4_RESULT_WHITE_WINS: out->outcome = S4_OUTCOME_WHITE; break;
    case S4_RESULT_BLACK_WINS: out->outcome = S4_OUTCOME_BLACK; break;
    default: out->outcome = S4_OUTCOME_DRAW; break;
    }
}

static void play_out(S4EngineClient engines[2], const S4Geometry *geo, const int *opening,
                     int opening_count, int limit_ms, S4MatchGame *out)
{
    if (!setup(engines, geo, out))
        return;
    for (int i = 0; i < opening_count && !s4_game_over(&out->game); i++) {
        S4Colour mover = s4_game_to_move(&out->game);
        if (s4_game_play(&out->game, opening[i]) != S4_OK)
            break; /* the opening generator only makes legal moves */
        if (!tell(engines, geo, mover, opening[i], -1, SETUP_LIMIT_MS, out))
            return;
    }
    while (!s4_game_over(&out->game)) {
        S4Colour mover = s4_game_to_move(&out->game);
        S4EngineClient *engine = &engines[mover];
        S4Command move = {.kind = S4_CMD_MOVE};
        S4Response response;
        if (!s4_client_send(engine, geo, &move)) {
            forfeit(out, mover, "stopped reading its input");
            return;
        }
        if (!await(engine, geo, limit_ms, mover, &response, out))
            return;
        if (response.kind != S4_RESP_MOVE) {
            forfeit(out, mover, "answered \"%s\" to move;", engine->raw);
            return;
        }
        char name[S4_PEG_TEXT];
        s4_peg_format(geo, response.peg, name);
        S4Status status = s4_game_play(&out->game, response.peg);
        if (status != S4_OK) {
            forfeit(out, mover, "illegal peg %s (%s)", name, s4_status_str(status));
            return;
        }
        if (!s4_game_over(&out->game) &&
            !tell(engines, geo, mover, response.peg, (int)s4_other(mover), SETUP_LIMIT_MS, out))
            return;
    }
    finish(out);
}

bool s4_match_play(const S4Geometry *geo, const char *white_cmd, const char *black_cmd,
                   const int *opening, int opening_count, int limit_ms, S4MatchGame *out)
{
    memset(out, 0, sizeof *out);
    s4_game_init(&out->game, geo);
    S4EngineClient engines[2];
    if (s4_client_start(&engines[S4_WHITE], white_cmd) != S4_OK)
        return false;
    if (s4_client_start(&engines[S4_BLACK], black_cmd) != S4_OK) {
        s4_client_stop(&engines[S4_WHITE], 0);
        return false;
    }
    play_out(engines, geo, opening, opening_count, limit_ms, out);
    for (int c = 0; c < 2; c++)
        s4_client_stop(&engines[c], STOP_GRACE_MS);
    return true;
}

static uint64_t next_random(uint64_t *state)
{
    /* splitmix64: a fixed, portable sequence for a given seed */
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

int s4_match_random_opening(const S4Geometry *geo, uint64_t *rng, int *opening, int count)
{
    S4Game game;
    s4_game_init(&game, geo);
    int done = 0;
    for (int tries = 0; done < count && tries < 1000; tries++) {
        int pegs[S4_MAX_PEGS];
        int n = s4_board_legal_pegs(&game.board, pegs);
        if (n == 0)
            break;
        int peg = pegs[next_random(rng) % (uint64_t)n];
        s4_game_play(&game, peg);
        if (s4_game_over(&game)) { /* an opening must leave the game to the engines */
            s4_game_undo(&game);
            continue;
        }
        opening[done++] = peg;
    }
    return done;
}
