/* referee_engine.c: the window's engine seats over client/session: starting, syncing,
 * reading answers every frame, and turning a failure into the game's end. */
#include "gui/model/referee.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/line_name.h"
#include "gui/model/engine_seed.h"

/* ================================================================ failing */

void gui_referee_fail(GuiReferee *ref, S4Colour colour, const char *fmt, ...)
{
    if (ref->failed)
        return; /* the first failure is the one worth telling */
    char why[GUI_MESSAGE_MAX];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    if (s4_geometry_is_flat(ref->geo)) /* the sides are X and O there (s4_side_name) */
        snprintf(ref->message, sizeof ref->message,
                 "The engine playing %s %.240s. Game over; N starts afresh.",
                 s4_side_name(ref->geo, colour), why);
    else
        snprintf(ref->message, sizeof ref->message,
                 "The %s engine %.240s. Game over; N starts afresh.", s4_colour_name(colour), why);
    ref->failed = true;
    /* A misbehaving process gets no second chance within this game. */
    for (int c = 0; c < 2; c++)
        gui_seat_stop(ref, (S4Colour)c, 0);
}

static void fail_with(GuiReferee *ref, S4Colour colour, const S4Reply *reply)
{
    char why[GUI_MESSAGE_MAX];
    s4_reply_describe(ref->geo, reply, why, sizeof why);
    gui_referee_fail(ref, colour, "%s", why);
}

/* Hands on a failure the session found while starting or writing. */
static void take_pending_failure(GuiReferee *ref, S4Colour colour, double now_ms)
{
    S4Reply reply;
    if (s4_session_poll(&ref->seats[colour].session, now_ms, &reply) &&
        s4_reply_failed(reply.kind))
        fail_with(ref, colour, &reply);
}

/* ================================================================ process */

bool gui_seat_start(GuiReferee *ref, S4Colour colour)
{
    GuiSeat *seat = &ref->seats[colour];
    s4_session_stop(&seat->session, 0); /* one still ending goes to the reaper first */
    s4_session_init(&seat->session, ref->geo, ref->engine_cmd, ref->timeout_ms);
    s4_session_set_reaper(&seat->session, &ref->reaper);
    s4_session_set_startup_limit(&seat->session, S4_LIMIT_STARTUP_MS);
    s4_session_set_without_waiting(&seat->session, true); /* the frame never waits on a connect */
    for (int i = 0; i < S4_EXTENSION_MAX; i++)
        s4_session_set_extension(&seat->session, i, ref->extension[i], ref->fallback[i]);
    /* The named difficulty is this colour's own (two engines watched may differ). */
    if (ref->level[colour] > 0) {
        char text[S4_COMMAND_TEXT], fallback[S4_COMMAND_TEXT];
        snprintf(text, sizeof text, "level %d;", ref->level[colour]);
        snprintf(fallback, sizeof fallback, "movetime %d;", ref->level_movetime_ms[colour]);
        s4_session_set_extension(&seat->session, GUI_STRENGTH_SLOT, text, fallback);
    }
    /* A seed of its own for each process, that is for each game: the same clicks against
     * the same level then meet other answers (an engine that declines it plays on). */
    char seed[S4_COMMAND_TEXT];
    snprintf(seed, sizeof seed, "seed %ld;", ref->seed >= 0 ? ref->seed : gui_fresh_seed());
    s4_session_set_extension(&seat->session, GUI_SEED_SLOT, seed, NULL);
    if (!s4_session_start(&seat->session, ref->engine_nice)) {
        take_pending_failure(ref, colour, 0);
        return false;
    }
    return true;
}

void gui_seat_stop(GuiReferee *ref, S4Colour colour, int grace_ms)
{
    s4_session_stop(&ref->seats[colour].session, grace_ms);
}

/* ================================================================ sending */

bool gui_seat_send(GuiReferee *ref, S4Colour colour, const S4Command *cmd, S4Expect expect,
                   double now_ms)
{
    GuiSeat *seat = &ref->seats[colour];
    if (ref->failed || !seat->session.running)
        return false;
    if (!s4_session_command(&seat->session, cmd, expect, now_ms)) {
        take_pending_failure(ref, colour, now_ms);
        return false;
    }
    if (expect == S4_EXPECT_MOVE)
        seat->move_asked_ms = now_ms;
    return true;
}

bool gui_seat_sync(GuiReferee *ref, S4Colour colour, double now_ms)
{
    GuiSeat *seat = &ref->seats[colour];
    if (ref->failed || !seat->session.running)
        return false;
    if (!s4_session_sync(&seat->session, &ref->game, colour, now_ms)) {
        take_pending_failure(ref, colour, now_ms);
        return false;
    }
    return true;
}

/* ================================================================ receiving */

void gui_seat_poll(GuiReferee *ref, S4Colour colour, double now_ms)
{
    GuiSeat *seat = &ref->seats[colour];
    S4Reply reply;
    while (!ref->failed && s4_session_poll(&seat->session, now_ms, &reply)) {
        if (s4_reply_failed(reply.kind)) {
            fail_with(ref, colour, &reply);
            return;
        }
        if (reply.kind == S4_REPLY_MOVE)
            gui_referee_engine_moved(ref, colour, reply.peg, now_ms);
    }
}
