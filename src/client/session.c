/* session.c: one engine process behind the ledger: writing, reading, limits, reaping. */
#include "client/session.h"

#define _XOPEN_SOURCE 700 /* waitid */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

#include "core/clock.h"

enum {
    STOP_GRACE_AFTER_FAILURE_MS = 0, /* a misbehaving process gets no grace */
    REAP_WAIT_MS = 100,              /* a process whose output closed usually ends within this */
};

void s4_session_init(S4Session *s, const S4Geometry *geo, const char *command_line,
                     int limit_ms)
{
    memset(s, 0, sizeof *s);
    s4_ledger_init(&s->ledger, geo);
    snprintf(s->command, sizeof s->command, "%s", command_line ? command_line : "");
    s->limit_ms = limit_ms;
    s->startup_ms = limit_ms;
    s->client.pid = -1;
}

void s4_session_set_startup_limit(S4Session *s, int startup_ms)
{
    s->startup_ms = startup_ms;
}

void s4_session_set_extension(S4Session *s, int slot, const char *text, const char *fallback)
{
    if (slot < 0 || slot >= S4_EXTENSION_MAX)
        return;
    snprintf(s->extension[slot], sizeof s->extension[slot], "%s", text ? text : "");
    snprintf(s->fallback[slot], sizeof s->fallback[slot], "%s", text && fallback ? fallback : "");
}

void s4_session_set_reaper(S4Session *s, S4Reaper *reaper)
{
    s->reaper = reaper;
}

void s4_session_stop(S4Session *s, int grace_ms)
{
    if ((s->running || s->ending) && s->reaper != NULL)
        s4_client_retire(&s->client, s->reaper, grace_ms);
    else if (s->running)
        s4_client_stop(&s->client, grace_ms);
    s->running = false;
    s->ending = false;
    s->deadline_set = false;
    s4_ledger_reset(&s->ledger);
}

void s4_session_set_without_waiting(S4Session *s, bool on)
{
    s->without_waiting = on;
}

bool s4_session_start(S4Session *s, int nice_increment)
{
    s4_session_stop(s, 0);
    s->has_failure = false;
    s->nice = nice_increment;
    S4Status started = s->without_waiting && s4_client_is_tcp(s->command)
                           ? s4_client_start_without_waiting(&s->client, s->command)
                           : s4_client_start_nice(&s->client, s->command, nice_increment);
    if (started != S4_OK) {
        memset(&s->failure, 0, sizeof s->failure);
        s->failure.kind = S4_REPLY_NOT_STARTED;
        s->failure.error_number = errno;
        s->failure.network = s4_client_is_tcp(s->command);
        s->has_failure = true;
        return false;
    }
    s->running = true;
    s->answered = false;
    return true;
}

/* The limit for the oldest written answer: its own, or the start-up allowance. */
static int oldest_limit(const S4Session *s)
{
    const S4Owed *o = s4_ledger_oldest(&s->ledger);
    int limit = o && o->limit_ms > 0 ? o->limit_ms : s->limit_ms;
    return !s->answered && s->startup_ms > limit ? s->startup_ms : limit;
}

static void name_oldest(const S4Session *s, S4Reply *reply)
{
    const S4Owed *o = s4_ledger_oldest(&s->ledger);
    if (!o && s->ledger.count > 0)
        o = &s->ledger.owed[s->ledger.head]; /* not written yet: still what it failed at */
    if (o) {
        memcpy(reply->asked, o->text, sizeof reply->asked);
        reply->asked_move = o->expect == S4_EXPECT_MOVE;
    }
}

/* The process's output closed, or it stopped reading: reaps it and says how it ended.
 * With a reaper the process is not waited for here: false, and a later poll tells
 * (finish_ending). */
static bool ended(S4Session *s, S4ReplyKind still_running_kind, int error_number,
                  S4Reply *reply)
{
    if (s->reaper != NULL && !s->client.socket && s->client.pid > 0) {
        s->ending = true;
        s->running = false;
        s->ending_kind = still_running_kind;
        s->ending_errno = error_number;
        s->ending_until_ms = s4_clock_ms() + REAP_WAIT_MS;
        return false;
    }
    memset(reply, 0, sizeof *reply);
    name_oldest(s, reply);
    reply->network = s->client.socket;
    reply->error_number = error_number;
    if (s->client.socket) {
        reply->kind = S4_REPLY_CLOSED; /* no process here to tell how it ended */
    } else if (s4_client_reap(&s->client, REAP_WAIT_MS)) {
        reply->kind = S4_REPLY_EXITED;
        reply->exit_status = s->client.exit_status;
    } else {
        reply->kind = still_running_kind;
    }
    s4_session_stop(s, 0);
    return true;
}

/* One look at an ending process, never waiting: true with *reply once it has ended (how)
 * or its time is up (ending_kind; the reaper then ends it). The child is checked without
 * being reaped (WNOWAIT) so its process group can be killed before its pid is free. */
static bool finish_ending(S4Session *s, S4Reply *reply)
{
    pid_t pid = s->client.pid;
    siginfo_t info;
    memset(&info, 0, sizeof info);
    bool gone = waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
                info.si_pid == pid;
    if (!gone && s4_clock_ms() < s->ending_until_ms)
        return false;
    memset(reply, 0, sizeof *reply);
    name_oldest(s, reply);
    reply->error_number = s->ending_errno;
    reply->kind = s->ending_kind;
    if (gone) {
        kill(-pid, SIGKILL); /* whatever it started, in its process group */
        int status = 0;
        if (waitpid(pid, &status, 0) == pid) {
            reply->kind = S4_REPLY_EXITED;
            reply->exit_status = status;
        }
        s->client.pid = -1;
    }
    s4_session_stop(s, 0); /* a process still running goes to the reaper, no grace */
    return true;
}

/* Writes every queued command that may go now. False when the engine stopped reading. */
static bool flush(S4Session *s, double now_ms)
{
    const S4Owed *o;
    while ((o = s4_ledger_next_to_write(&s->ledger)) != NULL) {
        char line[S4_COMMAND_TEXT + 1];
        size_t len = strlen(o->text);
        memcpy(line, o->text, len);
        line[len++] = '\n';
        if (!s4_client_write(&s->client, line, len)) {
            if (ended(s, S4_REPLY_DEAF, errno, &s->failure))
                s->has_failure = true;
            return false;
        }
        s4_ledger_mark_written(&s->ledger);
        if (s->ledger.written == 1) {
            s->deadline_ms = now_ms + oldest_limit(s);
            s->deadline_set = true;
        }
    }
    return true;
}

bool s4_session_send(S4Session *s, const char *text, S4Expect expect, int limit_ms,
                     double now_ms)
{
    if (!s->running)
        return false;
    if (!s4_ledger_push(&s->ledger, text, expect, NULL, limit_ms)) {
        /* The referee queued more than any conversation needs: its own bug, told plainly. */
        memset(&s->failure, 0, sizeof s->failure);
        s->failure.kind = S4_REPLY_UNEXPECTED;
        snprintf(s->failure.line, sizeof s->failure.line, "(more than %d answers owed)",
                 S4_OWED_MAX);
        s->has_failure = true;
        s4_session_stop(s, STOP_GRACE_AFTER_FAILURE_MS);
        return false;
    }
    return flush(s, now_ms);
}

static bool send_optional(S4Session *s, const char *text, const char *fallback, double now_ms)
{
    if (!s4_ledger_push(&s->ledger, text, S4_EXPECT_OPTIONAL, fallback, 0))
        return false;
    return flush(s, now_ms);
}

bool s4_session_command(S4Session *s, const S4Command *cmd, S4Expect expect, double now_ms)
{
    char text[S4_COMMAND_TEXT];
    size_t n = s4_proto_format_command(s->ledger.geo, cmd, text, sizeof text);
    if (n >= sizeof text)
        return false;
    return s4_session_send(s, text, expect, 0, now_ms);
}

bool s4_session_note(S4Session *s, S4Colour colour, int peg, double now_ms)
{
    S4Command note = {.kind = S4_CMD_NOTE, .colour = colour, .peg = peg};
    return s4_session_command(s, &note, S4_EXPECT_OK, now_ms);
}

bool s4_session_ask_move(S4Session *s, double now_ms)
{
    S4Command move = {.kind = S4_CMD_MOVE};
    return s4_session_command(s, &move, S4_EXPECT_MOVE, now_ms);
}

bool s4_session_sync(S4Session *s, const S4Game *game, S4Colour plays, double now_ms)
{
    if (!s->running && !s4_session_start(s, s->nice))
        return false;
    S4Command restart = {.kind = S4_CMD_RESTART};
    if (!s4_session_command(s, &restart, S4_EXPECT_OK, now_ms))
        return false;
    for (int i = 0; i < S4_EXTENSION_MAX; i++)
        if (s->extension[i][0] != '\0' &&
            !send_optional(s, s->extension[i], s->fallback[i], now_ms))
            return false;
    /* The start position level by level, so every note lands on a bead below it. */
    const S4Geometry *geo = s->ledger.geo;
    for (int level = 0; level < geo->height; level++)
        for (int peg = 0; peg < geo->pegs; peg++) {
            int at = s4_board_at(&game->start, peg, level);
            if (at >= 0 && !s4_session_note(s, (S4Colour)at, peg, now_ms))
                return false;
        }
    S4Colour mover = game->first_to_move;
    for (int i = 0; i < game->move_count; i++, mover = s4_other(mover))
        if (!s4_session_note(s, mover, game->moves[i], now_ms))
            return false;
    S4Command play = {.kind = S4_CMD_PLAY, .colour = plays};
    return s4_session_command(s, &play, S4_EXPECT_OK, now_ms);
}

bool s4_session_poll(S4Session *s, double now_ms, S4Reply *reply)
{
    if (s->has_failure) {
        *reply = s->failure;
        s->has_failure = false;
        return true;
    }
    if (s->ending)
        return finish_ending(s, reply);
    if (!s->running)
        return false;
    if (now_ms != s->frame_ms) {
        s->frame_ms = now_ms;
        s->read_this_frame = 0;
    }
    for (;;) {
        if (s->read_this_frame >= S4_SESSION_FRAME_BYTES)
            break; /* the rest next frame */
        char c;
        int got = s4_client_read_byte(&s->client, &c);
        if (got == 0)
            break;
        s->read_this_frame++;
        if (got < 0)
            return ended(s, S4_REPLY_CLOSED, 0, reply) || finish_ending(s, reply);
        if (!s4_ledger_feed(&s->ledger, c, reply))
            continue;
        s->answered = true;
        if (s4_reply_failed(reply->kind)) {
            s4_session_stop(s, STOP_GRACE_AFTER_FAILURE_MS);
            return true;
        }
        s->deadline_set = s->ledger.written > 0;
        if (s->deadline_set)
            s->deadline_ms = now_ms + oldest_limit(s);
        flush(s, now_ms); /* a declined extension's fallback, say; a failure waits its turn */
        return true;
    }
    if (s->deadline_set && now_ms > s->deadline_ms) {
        memset(reply, 0, sizeof *reply);
        reply->kind = S4_REPLY_SILENT;
        reply->limit_ms = oldest_limit(s);
        name_oldest(s, reply);
        s4_session_stop(s, STOP_GRACE_AFTER_FAILURE_MS);
        return true;
    }
    return false;
}

bool s4_session_wait(S4Session *s, S4Reply *reply)
{
    for (;;) {
        double now = s4_clock_ms();
        if (s4_session_poll(s, now, reply))
            return true;
        if (s->ending) {
            s4_clock_sleep_ms(2); /* the process is given its time to end */
            continue;
        }
        if (!s->running || !s->deadline_set)
            return false;
        double left = s->deadline_ms - now;
        s4_client_wait_readable(&s->client, left > 0 ? (int)left + 1 : 1);
    }
}

int s4_session_owed(const S4Session *s)
{
    return s->ledger.count;
}

bool s4_session_owes_move(const S4Session *s)
{
    for (int i = 0; i < s->ledger.count; i++)
        if (s->ledger.owed[(s->ledger.head + i) % S4_OWED_MAX].expect == S4_EXPECT_MOVE)
            return true;
    return false;
}

S4ExtensionState s4_session_extension(const S4Session *s, const char *name)
{
    return s4_ledger_extension(&s->ledger, name);
}
