/* protocol_loop.c: turns the byte stream into commands and the engine's responses into lines,
 * and writes what the engine has to say to a person on stderr (engine_text.h). */
#include "protocol_loop.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "engine_text.h"

/* Writes all of text and a newline; false when the reader has gone away. */
static bool send_line(int fd, const char *text)
{
    char line[S4_PROTO_MAX_LINE + 2];
    int n = snprintf(line, sizeof line, "%s\n", text);
    if (n < 0)
        return false;
    size_t len = (size_t)n < sizeof line ? (size_t)n : sizeof line - 1;
    size_t done = 0;
    while (done < len) {
        ssize_t w = write(fd, line + done, len - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return false;
        done += (size_t)w;
    }
    return true;
}

static bool send_response(const Engine *engine, int fd, const S4Response *response)
{
    char text[S4_PROTO_MAX_LINE];
    s4_proto_format_response(&engine->geo, response, text, sizeof text);
    return send_line(fd, text);
}

static bool send_error(const Engine *engine, int fd, const char *why)
{
    S4Response response = {.kind = S4_RESP_ERROR};
    snprintf(response.message, sizeof response.message, "%s", why);
    return send_response(engine, fd, &response);
}

/* The text in place on one line: each run of blanks (newlines too) made one space, none at
 * the end, cut to 40 characters. */
static const char *one_line(char *text)
{
    size_t out = 0;
    for (size_t in = 0; text[in] != '\0' && out < 40; in++) {
        bool blank = strchr(" \t\r\n\v\f", text[in]) != NULL;
        if (blank && (out == 0 || text[out - 1] == ' '))
            continue;
        text[out++] = blank ? ' ' : text[in];
    }
    while (out > 0 && text[out - 1] == ' ')
        out--;
    text[out] = '\0';
    return text;
}

/* The words for a person that come with cmd's response, before it (stderr). */
static void tell_person(const Engine *engine, const S4Command *cmd)
{
    if (cmd->kind == S4_CMD_MOVE && engine->options.verbose)
        engine_text_report(engine, &engine->report, stderr);
    else if (cmd->kind == S4_CMD_SHOW)
        engine_text_board(engine, stderr);
    else if (cmd->kind == S4_CMD_HELP)
        engine_text_help(engine, stderr);
}

int engine_protocol_loop(Engine *engine, int in_fd, int out_fd)
{
    engine_text_start(engine, stderr);
    S4CommandReader reader;
    s4_reader_init(&reader);
    char chunk[4096];
    for (;;) {
        ssize_t got = read(in_fd, chunk, sizeof chunk);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0) {
            /* End of input (or a broken pipe): the referee is gone. A command it left
             * without its ';' is not guessed at but reported, for a person at a terminal. */
            if (got == 0 && s4_reader_pending(&reader)) {
                char why[S4_PROTO_MAX_WHY];
                snprintf(why, sizeof why, "input ended inside '%.40s' (no ';')",
                         one_line(reader.text));
                send_error(engine, out_fd, why);
            }
            return 0;
        }
        for (ssize_t i = 0; i < got; i++) {
            S4ReadEvent event = s4_reader_push(&reader, chunk[i]);
            if (event == S4_READ_NONE)
                continue;
            if (event == S4_READ_TOO_LONG) {
                if (!send_error(engine, out_fd, s4_status_str(S4_ERR_TOO_LONG)))
                    return 1;
                continue;
            }
            S4Command cmd;
            char why[S4_PROTO_MAX_WHY];
            S4Status status = s4_proto_parse_command(&engine->geo, reader.text, reader.len, &cmd, why);
            if (status != S4_OK) {
                if (!send_error(engine, out_fd, why))
                    return 1;
                continue;
            }
            S4Response response;
            bool quit = engine_execute(engine, &cmd, &response);
            tell_person(engine, &cmd);
            if (!send_response(engine, out_fd, &response))
                return 1;
            if (quit)
                return 0;
        }
    }
}
