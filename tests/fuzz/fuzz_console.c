/* libFuzzer target: the console's line reader and its commands, as typed in play and in
 * testing mode: lines of any length with any bytes, commands applied to a testing board
 * (add, remove, clear, view), and the window's report line the console reads back. */
#define _GNU_SOURCE /* fmemopen */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "console/commands.h"
#include "console/console.h"
#include "console/window_link.h"
#include "core/notation.h"
#include "fuzz_presets.h"

static void check(int condition)
{
    if (!condition)
        abort();
}

/* Output goes nowhere without a system call: the console flushes after every prompt, and a
 * write(2) to /dev/null a line cost more than the parsing being fuzzed. */
static ssize_t discard(void *cookie, const char *buf, size_t size)
{
    (void)cookie;
    (void)buf;
    return (ssize_t)size;
}

static FILE *sink(void)
{
    static FILE *null_out; /* one for the whole run, never closed */
    if (!null_out)
        null_out = fopencookie(NULL, "w", (cookie_io_functions_t){.write = discard});
    return null_out;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    static Console console; /* large: the geometry's tables */
    Console *c = &console;
    memset(c, 0, sizeof *c);
    c->geo = *fuzz_preset(data[0]);
    s4_board_init(&c->board, &c->geo);
    c->echo = data[0] & 4;
    c->in = fmemopen((void *)(data + 1), size - 1 > 0 ? size - 1 : 1, "r");
    c->out = sink();
    if (!c->in || !c->out)
        return 0;
    while (console_read_line(c, "> ")) {
        size_t len = strlen(c->line);
        check(len < sizeof c->line);
        check(memchr(c->line, '\n', len) == NULL);
        /* testing mode: "<command>." */
        const char *dot = strrchr(c->line, '.');
        ConsoleCommand cmd;
        char why[COMMAND_MAX_WHY];
        if (console_command_parse(&c->geo, c->line, dot ? (size_t)(dot - c->line) : len, &cmd, why)) {
            if (cmd.kind == CMD_ADD || cmd.kind == CMD_REMOVE)
                check(cmd.peg >= 0 && cmd.peg < c->geo.pegs);
            if (cmd.kind == CMD_ADD)
                (void)s4_board_play(&c->board, cmd.peg, cmd.colour);
            else if (cmd.kind == CMD_REMOVE)
                (void)s4_board_remove(&c->board, cmd.peg);
            else if (cmd.kind == CMD_CLEAR)
                s4_board_init(&c->board, &c->geo);
            else if (cmd.kind == CMD_VIEW)
                c->view = cmd.style;
        } else {
            check(strlen(why) < COMMAND_MAX_WHY);
        }
        /* play mode: a peg name */
        int peg;
        if (s4_peg_parse(&c->geo, c->line, len, &peg) == S4_OK)
            check(peg >= 0 && peg < c->geo.pegs);
        /* the window's report, read back after `go gui.` */
        S4Board board = c->board;
        S4Colour to_move = S4_WHITE;
        if (window_link_parse_report(&c->geo, c->line, &board, &to_move))
            check(board.count <= c->geo.cells);
    }
    check(c->board.count <= c->geo.cells);
    fclose(c->in);
    return 0;
}
