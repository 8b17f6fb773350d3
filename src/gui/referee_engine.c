/* referee_engine.c: engine seats: starting, syncing, owed answers, deadlines, failures. */
#include "gui/referee.h"

#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>

#include "core/notation.h"

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
    snprintf(ref->message, sizeof ref->message, "The %s engine %.240s. Game over; N starts afresh.",
             s4_colour_name(colour), why);
    ref->failed = true;
    /* A misbehaving process gets no second chance within this game. */
    for (int c = 0; c < 2; c++)
        gui_seat_stop(ref, (S4Colour)c, 0);
}

/* ================================================================ process */

bool gui_seat_start(GuiReferee *ref, S4Colour colour)
{
    GuiSeat *seat = &ref->seats[colour];
    seat->head = seat->count = 0;
    if (s4_client_start_nice(&seat->client, ref->engine_cmd, ref->engine_nice) != S4_OK) {
        int saved = errno;
        gui_referee_fail(ref, colour, "could not be started: %s", strerror(saved));
        return false;
    }
    seat->running = true;
    return true;
}

void gui_seat_stop(GuiReferee *ref, S4Colour colour, int grace_ms)
{
    GuiSeat *seat = &ref->seats[colour];
    if (seat->running)
        s4_client_stop(&seat->client, grace_ms);
    seat->running = false;
    seat->head = seat->count = 0;
}

/* ================================================================ sending */

static void command_text(const GuiReferee *ref, const S4Command *cmd, char *buf, size_t size)
{
    size_t n = s4_proto_format_command(ref->geo, cmd, buf, size);
    if (n >= size && size > 0)
        buf[size - 1] = '\0';
}

bool gui_seat_send(GuiReferee *ref, S4Colour colour, const S4Command *cmd, GuiExpect expect,
                   double now_ms)
{
    GuiSeat *seat = &ref->seats[colour];
    if (ref->failed || !seat->running)
        return false;
    if (seat->count == GUI_SEAT_QUEUE) {
        gui_referee_fail(ref, colour, "owes more than %d answers", GUI_SEAT_QUEUE);
        return false;
    }
    if (!s4_client_send(&seat->client, ref->geo, cmd)) {
        /* Closed stdin usually means the process died: say how, if it did. */
        gui_seat_poll(ref, colour, now_ms);
        char text[64];
        command_text(ref, cmd, text, sizeof text);
        gui_referee_fail(ref, colour, "stopped reading its input (at '%s')", text);
        return false;
    }
    if (seat->count == 0)
        seat->deadline_ms = now_ms + ref->timeout_ms;
    int slot = (seat->head + seat->count) % GUI_SEAT_QUEUE;
    seat->expect[slot] = expect;
    seat->sent[slot] = *cmd;
    seat->count++;
    if (expect == GUI_EXPECT_MOVE)
        seat->move_asked_ms = now_ms;
    return true;
}

static bool send_note(GuiReferee *ref, S4Colour seat, S4Colour bead, int peg, double now_ms)
{
    S4Command cmd = {.kind = S4_CMD_NOTE, .colour = bead, .peg = peg};
    return gui_seat_send(ref, seat, &cmd, GUI_EXPECT_OK, now_ms);
}

bool gui_seat_sync(GuiReferee *ref, S4Colour colour, double now_ms)
{
    S4Command restart = {.kind = S4_CMD_RESTART};
    if (!gui_seat_send(ref, colour, &restart, GUI_EXPECT_OK, now_ms))
        return false;
    if (ref->depth >= 0) {
        S4Command depth = {.kind = S4_CMD_DEPTH, .value = ref->depth};
        if (!gui_seat_send(ref, colour, &depth, GUI_EXPECT_OK_OPTIONAL, now_ms))
            return false;
    }
    if (ref->movetime_ms > 0) {
        S4Command movetime = {.kind = S4_CMD_MOVETIME, .value = ref->movetime_ms};
        if (!gui_seat_send(ref, colour, &movetime, GUI_EXPECT_OK_OPTIONAL, now_ms))
            return false;
    }
    /* The start position level by level, so every note lands on a bead below it. */
    const S4Board *start = &ref->game.start;
    for (int level = 0; level < ref->geo->height; level++) {
        for (int peg = 0; peg < ref->geo->pegs; peg++) {
            int at = s4_board_at(start, peg, level);
            if (at >= 0 && !send_note(ref, colour, (S4Colour)at, peg, now_ms))
                return false;
        }
    }
    S4Colour mover = ref->game.first_to_move;
    for (int i = 0; i < ref->game.move_count; i++, mover = s4_other(mover))
        if (!send_note(ref, colour, mover, ref->game.moves[i], now_ms))
            return false;
    S4Command play = {.kind = S4_CMD_PLAY, .colour = colour};
    return gui_seat_send(ref, colour, &play, GUI_EXPECT_OK, now_ms);
}

/* ================================================================ receiving */

static void describe_exit(int status, char *buf, size_t size)
{
    if (status < 0)
        snprintf(buf, size, "closed its output");
    else if (WIFSIGNALED(status))
        snprintf(buf, size, "crashed (killed by signal %d)", WTERMSIG(status));
    else if (WIFEXITED(status) && WEXITSTATUS(status) == 127)
        snprintf(buf, size, "could not be run (command not found, exit status 127)");
    else if (WIFEXITED(status) && WEXITSTATUS(status) > 128)
        snprintf(buf, size, "crashed (killed by signal %d)", WEXITSTATUS(status) - 128);
    else if (WIFEXITED(status))
        snprintf(buf, size, "exited with status %d", WEXITSTATUS(status));
    else
        snprintf(buf, size, "closed its output");
}

/* Handles one answer against the oldest owed one. */
static void take_answer(GuiReferee *ref, S4Colour colour, const S4Response *resp, double now_ms)
{
    GuiSeat *seat = &ref->seats[colour];
    if (seat->count == 0) {
        gui_referee_fail(ref, colour, "said '%s' when nothing was asked", seat->client.raw);
        return;
    }
    GuiExpect expect = seat->expect[seat->head];
    char asked[64];
    command_text(ref, &seat->sent[seat->head], asked, sizeof asked);
    seat->head = (seat->head + 1) % GUI_SEAT_QUEUE;
    seat->count--;
    seat->deadline_ms = now_ms + ref->timeout_ms;
    switch (expect) {
    case GUI_EXPECT_OK_OPTIONAL:
        if (resp->kind != S4_RESP_MOVE)
            return;
        break;
    case GUI_EXPECT_OK:
        if (resp->kind == S4_RESP_OK)
            return;
        if (resp->kind == S4_RESP_ERROR) {
            gui_referee_fail(ref, colour, "refused '%s': %s", asked, resp->message);
            return;
        }
        break;
    case GUI_EXPECT_MOVE:
        if (resp->kind == S4_RESP_MOVE) {
            gui_referee_engine_moved(ref, colour, resp->peg, now_ms);
            return;
        }
        if (resp->kind == S4_RESP_ERROR) {
            gui_referee_fail(ref, colour, "refused to move: %s", resp->message);
            return;
        }
        break;
    }
    gui_referee_fail(ref, colour, "answered '%s' to '%s'", seat->client.raw, asked);
}

void gui_seat_poll(GuiReferee *ref, S4Colour colour, double now_ms)
{
    GuiSeat *seat = &ref->seats[colour];
    while (seat->running && !ref->failed) {
        S4Response resp;
        S4ClientEvent ev = s4_client_poll(&seat->client, ref->geo, 0, &resp);
        if (ev == S4_CLIENT_PENDING)
            break;
        if (ev == S4_CLIENT_RESPONSE) {
            take_answer(ref, colour, &resp, now_ms);
            continue;
        }
        if (ev == S4_CLIENT_GARBAGE) {
            S4Response probe;
            const char *raw = seat->client.raw;
            if (s4_proto_parse_response(ref->geo, raw, strlen(raw), &probe) == S4_ERR_BAD_PEG)
                gui_referee_fail(ref, colour, "named a peg that is not on the board: '%s'", raw);
            else
                gui_referee_fail(ref, colour, "answered garbage: '%s'", raw);
            return;
        }
        /* CLOSED: a process that died is reaped within moments and says how; one that
         * only closed its output is still running, and is killed. */
        char how[96];
        int status = 0;
        pid_t done = 0;
        for (int tries = 0; tries < 50; tries++) {
            done = waitpid(seat->client.pid, &status, WNOHANG);
            if (done != 0)
                break;
            struct timespec pause = {0, 2 * 1000 * 1000};
            nanosleep(&pause, NULL);
        }
        if (done == seat->client.pid) {
            kill(-seat->client.pid, SIGKILL); /* anything it started, in its process group */
            seat->client.pid = -1; /* reaped here: s4_client_stop must not wait for it */
            describe_exit(status, how, sizeof how);
        } else {
            snprintf(how, sizeof how, "closed its output while still running");
        }
        gui_referee_fail(ref, colour, "%s", how);
        return;
    }
    /* A move the player asked to search to a fixed depth may take as long as it needs. */
    bool patient = ref->patient && seat->count > 0 && seat->expect[seat->head] == GUI_EXPECT_MOVE;
    if (seat->running && !ref->failed && seat->count > 0 && !patient && now_ms > seat->deadline_ms) {
        char asked[64];
        command_text(ref, &seat->sent[seat->head], asked, sizeof asked);
        gui_referee_fail(ref, colour, "gave no answer to '%s' within %d ms", asked,
                         ref->timeout_ms);
    }
}
