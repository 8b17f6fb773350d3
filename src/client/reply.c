/* reply.c: the owed-answer queue and the classification of engine responses (no I/O). */
#include "client/reply.h"

#include <stdio.h>
#include <string.h>

void s4_ledger_init(S4Ledger *ledger, const S4Geometry *geo)
{
    memset(ledger, 0, sizeof *ledger);
    ledger->geo = geo;
    s4_ledger_reset(ledger);
}

void s4_ledger_reset(S4Ledger *ledger)
{
    ledger->head = ledger->count = ledger->written = 0;
    if (ledger->geo)
        s4_board_init(&ledger->told, ledger->geo);
    ledger->plays = S4_WHITE;
    s4_line_reader_init(&ledger->reader);
}

static S4Owed *at(S4Ledger *ledger, int i)
{
    return &ledger->owed[(ledger->head + i) % S4_OWED_MAX];
}

static bool copy_command(char dst[S4_COMMAND_TEXT], const char *src)
{
    size_t len = src ? strlen(src) : 0;
    if (len >= S4_COMMAND_TEXT)
        return false;
    memcpy(dst, src ? src : "", len + 1);
    return true;
}

bool s4_ledger_push(S4Ledger *ledger, const char *text, S4Expect expect, const char *fallback,
                    int limit_ms)
{
    if (ledger->count == S4_OWED_MAX)
        return false;
    S4Owed *o = at(ledger, ledger->count);
    if (!copy_command(o->text, text) || !copy_command(o->fallback, fallback))
        return false;
    if (expect != S4_EXPECT_OPTIONAL)
        o->fallback[0] = '\0';
    size_t len = strlen(o->text);
    o->known = len > 0 && o->text[len - 1] == ';' &&
               s4_proto_parse_command(ledger->geo, o->text, len - 1, &o->cmd, NULL) == S4_OK;
    o->expect = expect;
    o->limit_ms = limit_ms;
    ledger->count++;
    return true;
}

const S4Owed *s4_ledger_next_to_write(const S4Ledger *ledger)
{
    if (ledger->written == ledger->count)
        return NULL;
    for (int i = 0; i < ledger->written; i++) {
        const S4Owed *o = &ledger->owed[(ledger->head + i) % S4_OWED_MAX];
        if (o->expect == S4_EXPECT_OPTIONAL && o->fallback[0] != '\0')
            return NULL;
    }
    return &ledger->owed[(ledger->head + ledger->written) % S4_OWED_MAX];
}

void s4_ledger_mark_written(S4Ledger *ledger)
{
    if (ledger->written < ledger->count)
        ledger->written++;
}

const S4Owed *s4_ledger_oldest(const S4Ledger *ledger)
{
    return ledger->written > 0 ? &ledger->owed[ledger->head] : NULL;
}

/* The first word of a command ("level" of "level 5;"), for the extension table. */
static void first_word(const char *text, char name[S4_EXTENSION_NAME])
{
    size_t n = 0;
    while (text[n] != '\0' && text[n] != ' ' && text[n] != ';' && n + 1 < S4_EXTENSION_NAME) {
        name[n] = text[n];
        n++;
    }
    name[n] = '\0';
}

static void learn_extension(S4Ledger *ledger, const char *text, S4ExtensionState state)
{
    char name[S4_EXTENSION_NAME];
    first_word(text, name);
    for (int i = 0; i < ledger->ext_count; i++)
        if (strcmp(ledger->ext_name[i], name) == 0) {
            ledger->ext_state[i] = state;
            return;
        }
    if (ledger->ext_count == S4_EXTENSION_MAX)
        return; /* more kinds of extension than any referee sends: not remembered */
    memcpy(ledger->ext_name[ledger->ext_count], name, sizeof name);
    ledger->ext_state[ledger->ext_count++] = state;
}

S4ExtensionState s4_ledger_extension(const S4Ledger *ledger, const char *name)
{
    for (int i = 0; i < ledger->ext_count; i++)
        if (strcmp(ledger->ext_name[i], name) == 0)
            return ledger->ext_state[i];
    return S4_EXTENSION_UNKNOWN;
}

/* The oldest answer is in: it leaves the queue. A declined command with a fallback is
 * replaced by the fallback, at the front, so it reaches the engine before anything queued
 * behind (nothing behind was written: the gate in s4_ledger_next_to_write). */
static void pop_oldest(S4Ledger *ledger, bool declined)
{
    S4Owed done = ledger->owed[ledger->head];
    ledger->head = (ledger->head + 1) % S4_OWED_MAX;
    ledger->count--;
    ledger->written--;
    if (declined && done.fallback[0] != '\0') {
        ledger->head = (ledger->head + S4_OWED_MAX - 1) % S4_OWED_MAX;
        ledger->count++;
        S4Owed *o = &ledger->owed[ledger->head];
        memcpy(o->text, done.fallback, sizeof o->text);
        o->fallback[0] = '\0';
        o->expect = S4_EXPECT_OPTIONAL;
        o->limit_ms = done.limit_ms;
        size_t len = strlen(o->text);
        o->known = len > 0 && o->text[len - 1] == ';' &&
                   s4_proto_parse_command(ledger->geo, o->text, len - 1, &o->cmd, NULL) == S4_OK;
    }
}

/* "ok." to a core command: the engine's position changed as the command says. */
static void acknowledge(S4Ledger *ledger, const S4Owed *o)
{
    if (!o->known)
        return;
    switch (o->cmd.kind) {
    case S4_CMD_RESTART: s4_board_init(&ledger->told, ledger->geo); break;
    case S4_CMD_NOTE: (void)s4_board_play(&ledger->told, o->cmd.peg, o->cmd.colour); break;
    case S4_CMD_PLAY: ledger->plays = o->cmd.colour; break;
    default: break;
    }
}

/* Copies the line for messages, up to its first NUL (a NUL never reaches a message). */
static void keep_line(S4Reply *reply, const char *line, size_t len)
{
    size_t n = 0;
    while (n < len && n < sizeof reply->line - 1 && line[n] != '\0') {
        reply->line[n] = line[n];
        n++;
    }
    reply->line[n] = '\0';
}

void s4_ledger_take_line(S4Ledger *ledger, const char *line, size_t len, S4Reply *reply)
{
    memset(reply, 0, sizeof *reply);
    keep_line(reply, line, len);
    const S4Owed *oldest = s4_ledger_oldest(ledger);
    S4Owed owed;
    if (oldest) {
        owed = *oldest;
        memcpy(reply->asked, owed.text, sizeof reply->asked);
        reply->asked_move = owed.expect == S4_EXPECT_MOVE;
    }
    S4Response resp;
    S4Status parsed = memchr(line, '\0', len) ? S4_ERR_BAD_RESPONSE
                                             : s4_proto_parse_response(ledger->geo, line, len, &resp);
    if (parsed == S4_ERR_BAD_PEG && oldest && owed.expect == S4_EXPECT_MOVE) {
        pop_oldest(ledger, false);
        reply->kind = S4_REPLY_OFF_BOARD;
        return;
    }
    if (parsed != S4_OK) {
        reply->kind = S4_REPLY_GARBAGE;
        return;
    }
    if (!oldest) {
        reply->kind = S4_REPLY_UNEXPECTED;
        return;
    }
    bool declined = owed.expect == S4_EXPECT_OPTIONAL && resp.kind == S4_RESP_ERROR;
    pop_oldest(ledger, declined);
    if (resp.kind == S4_RESP_ERROR)
        snprintf(reply->reason, sizeof reply->reason, "%s", resp.message);
    switch (owed.expect) {
    case S4_EXPECT_OPTIONAL:
        if (resp.kind == S4_RESP_MOVE)
            break;
        learn_extension(ledger, owed.text,
                        declined ? S4_EXTENSION_DECLINED : S4_EXTENSION_ACCEPTED);
        if (!declined)
            acknowledge(ledger, &owed);
        reply->kind = declined ? S4_REPLY_DECLINED : S4_REPLY_ACCEPTED;
        return;
    case S4_EXPECT_OK:
        if (resp.kind == S4_RESP_MOVE)
            break;
        if (resp.kind == S4_RESP_ERROR) {
            reply->kind = S4_REPLY_REFUSED;
            return;
        }
        acknowledge(ledger, &owed);
        reply->kind = S4_REPLY_OK;
        return;
    case S4_EXPECT_MOVE:
        if (resp.kind == S4_RESP_ERROR) {
            reply->kind = S4_REPLY_REFUSED;
            return;
        }
        if (resp.kind != S4_RESP_MOVE)
            break;
        reply->peg = resp.peg;
        S4Board after = ledger->told;
        S4Status st = s4_board_play(&after, resp.peg, ledger->plays);
        if (st != S4_OK) {
            reply->kind = S4_REPLY_ILLEGAL;
            reply->illegal = st;
            return;
        }
        ledger->told = after;
        reply->kind = S4_REPLY_MOVE;
        return;
    }
    reply->kind = S4_REPLY_UNEXPECTED;
}

bool s4_ledger_feed(S4Ledger *ledger, char c, S4Reply *reply)
{
    S4ReadEvent event = s4_line_reader_push(&ledger->reader, c);
    if (event == S4_READ_TOO_LONG) {
        memset(reply, 0, sizeof *reply);
        const S4Owed *oldest = s4_ledger_oldest(ledger);
        if (oldest) {
            memcpy(reply->asked, oldest->text, sizeof reply->asked);
            reply->asked_move = oldest->expect == S4_EXPECT_MOVE;
        }
        snprintf(reply->line, sizeof reply->line, "(a line over %d characters)",
                 S4_PROTO_MAX_LINE);
        reply->kind = S4_REPLY_GARBAGE;
        return true;
    }
    if (event != S4_READ_COMMAND)
        return false;
    s4_ledger_take_line(ledger, ledger->reader.text, ledger->reader.len, reply);
    return true;
}
