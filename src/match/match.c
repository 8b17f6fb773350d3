/* match.c: refereeing one engine-against-engine game over client/session. */
#include "match/match.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#include "client/session.h"
#include "core/clock.h"
#include "core/notation.h"
#include "core/random.h"

enum { STOP_GRACE_MS = 300 };

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

/* Waits for the next answer of `who`; on a failure forfeits `who` and returns false. */
static bool answer(S4Session *engine, S4Colour who, S4Reply *reply, S4MatchGame *out)
{
    if (!s4_session_wait(engine, reply)) {
        forfeit(out, who, "stopped answering");
        return false;
    }
    if (s4_reply_failed(reply->kind)) {
        char what[S4_MATCH_MAX_REASON];
        s4_reply_describe(engine->ledger.geo, reply, what, sizeof what);
        forfeit(out, who, "%s", what);
        return false;
    }
    return true;
}

/* Sends a command owing "ok." and waits for it. */
static bool command_ok(S4Session *engine, const S4Command *cmd, S4Colour who, S4MatchGame *out)
{
    S4Reply reply;
    (void)s4_session_command(engine, cmd, S4_EXPECT_OK, s4_clock_ms()); /* a failure is the next reply */
    return answer(engine, who, &reply, out);
}

static bool setup(S4Session engines[2], S4MatchGame *out)
{
    for (int c = 0; c < 2; c++) {
        S4Command restart = {.kind = S4_CMD_RESTART};
        S4Command play = {.kind = S4_CMD_PLAY, .colour = (S4Colour)c};
        if (!command_ok(&engines[c], &restart, (S4Colour)c, out) ||
            !command_ok(&engines[c], &play, (S4Colour)c, out))
            return false;
    }
    return true;
}

/* Tells both engines (or only `only`, when 0 or 1) that colour played peg. */
static bool tell(S4Session engines[2], S4Colour colour, int peg, int only, S4MatchGame *out)
{
    S4Command note = {.kind = S4_CMD_NOTE, .colour = colour, .peg = peg};
    for (int c = 0; c < 2; c++)
        if ((only < 0 || only == c) && !command_ok(&engines[c], &note, (S4Colour)c, out))
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

static void play_out(S4Session engines[2], const int *opening, int opening_count, int limit_ms,
                     S4MatchGame *out)
{
    if (!setup(engines, out))
        return;
    for (int i = 0; i < opening_count && !s4_game_over(&out->game); i++) {
        S4Colour mover = s4_game_to_move(&out->game);
        if (s4_game_play(&out->game, opening[i]) != S4_OK)
            break; /* the opening generator only makes legal moves */
        if (!tell(engines, mover, opening[i], -1, out))
            return;
    }
    while (!s4_game_over(&out->game)) {
        S4Colour mover = s4_game_to_move(&out->game);
        S4Session *engine = &engines[mover];
        S4Reply reply;
        /* The session judges the peg against what this engine was told (an off-board or
         * full peg is an illegal peg); the game judges it once more. */
        (void)s4_session_send(engine, "move;", S4_EXPECT_MOVE, limit_ms, s4_clock_ms());
        if (!answer(engine, mover, &reply, out))
            return;
        if (reply.kind != S4_REPLY_MOVE) {
            forfeit(out, mover, "answered '%s' to 'move;'", reply.line);
            return;
        }
        char name[S4_PEG_TEXT];
        s4_peg_format(out->game.board.geo, reply.peg, name);
        S4Status status = s4_game_play(&out->game, reply.peg);
        if (status != S4_OK) {
            forfeit(out, mover, "named an illegal peg %s (%s)", name, s4_status_str(status));
            return;
        }
        if (!s4_game_over(&out->game) && !tell(engines, mover, reply.peg, (int)s4_other(mover), out))
            return;
    }
    finish(out);
}

bool s4_match_play(const S4Geometry *geo, const char *white_cmd, const char *black_cmd,
                   const int *opening, int opening_count, int limit_ms, S4MatchGame *out)
{
    return s4_match_play_setup(geo, white_cmd, black_cmd, opening, opening_count, limit_ms,
                               S4_MATCH_SETUP_MS, out);
}

bool s4_match_play_setup(const S4Geometry *geo, const char *white_cmd, const char *black_cmd,
                         const int *opening, int opening_count, int limit_ms, int setup_ms,
                         S4MatchGame *out)
{
    memset(out, 0, sizeof *out);
    s4_game_init(&out->game, geo);
    /* Two sessions are large (their queues hold every command of a game): not on the stack. */
    S4Session *engines = calloc(2, sizeof *engines);
    if (!engines)
        return false;
    s4_session_init(&engines[S4_WHITE], geo, white_cmd, setup_ms);
    s4_session_init(&engines[S4_BLACK], geo, black_cmd, setup_ms);
    bool started = s4_session_start(&engines[S4_WHITE], 0) && s4_session_start(&engines[S4_BLACK], 0);
    if (started)
        play_out(engines, opening, opening_count, limit_ms, out);
    for (int c = 0; c < 2; c++)
        s4_session_stop(&engines[c], STOP_GRACE_MS);
    free(engines);
    return started;
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
        int peg = pegs[s4_random_next(rng) % (uint64_t)n];
        s4_game_play(&game, peg);
        if (s4_game_over(&game)) { /* an opening must leave the game to the engines */
            s4_game_undo(&game);
            continue;
        }
        opening[done++] = peg;
    }
    return done;
}
