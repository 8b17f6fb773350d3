/* gui_stub_engine.c: a small engine that misbehaves on purpose, for the window's failure
 * tests. It speaks the seed protocol correctly until its first `move;`, then:
 *   good         plays the lowest legal peg (a well-behaved engine)
 *   crash        kills itself with SIGSEGV
 *   close        closes its output and lingers
 *   hang         never answers
 *   garbage      answers "banana."
 *   peg NAME     answers NAME whatever the board (an illegal move once that peg is full)
 *   refuse       answers "error: no thanks."
 *   stubborn     plays as good does, but answers `quit;` and then lingers
 * With --log FILE every command line received is appended to FILE. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/board.h"
#include "core/notation.h"
#include "core/protocol.h"

static void answer(const char *text)
{
    printf("%s\n", text);
    fflush(stdout);
}

int main(int argc, char **argv)
{
    const char *mode = "good", *fixed = "A1", *log_path = NULL, *game = "score4";
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--log") == 0 && i + 1 < argc)
            log_path = argv[++i];
        else if (strcmp(argv[i], "--game") == 0 && i + 1 < argc)
            game = argv[++i];
        else if (strcmp(argv[i], "peg") == 0 && i + 1 < argc)
            mode = "peg", fixed = argv[++i];
        else
            mode = argv[i];
    }
    S4Geometry geo;
    if (s4_geometry_preset(&geo, game) != S4_OK)
        return 2;
    S4Board board;
    s4_board_init(&board, &geo);
    S4Colour me = S4_BLACK;
    S4CommandReader reader;
    s4_reader_init(&reader);
    FILE *log = log_path ? fopen(log_path, "a") : NULL;
    int c;
    while ((c = getchar()) != EOF) {
        if (s4_reader_push(&reader, (char)c) != S4_READ_COMMAND)
            continue;
        if (log != NULL) {
            fprintf(log, "%.*s;\n", (int)reader.len, reader.text);
            fflush(log);
        }
        S4Command cmd;
        if (s4_proto_parse_command(&geo, reader.text, reader.len, &cmd, NULL) != S4_OK) {
            answer("error: unknown command.");
            continue;
        }
        switch (cmd.kind) {
        case S4_CMD_RESTART:
            s4_board_init(&board, &geo);
            answer("ok.");
            break;
        case S4_CMD_QUIT:
            answer("ok.");
            if (strcmp(mode, "stubborn") == 0)
                for (;;)
                    pause(); /* ignores quit;: only the referee's kill ends it */
            return 0;
        case S4_CMD_PLAY:
            me = cmd.colour;
            answer("ok.");
            break;
        case S4_CMD_NOTE:
            answer(s4_board_play(&board, cmd.peg, cmd.colour) == S4_OK ? "ok." : "error: full.");
            break;
        case S4_CMD_MOVE:
            if (strcmp(mode, "crash") == 0) {
                signal(SIGSEGV, SIG_DFL); /* a plain crash, even under a sanitizer's handler */
                raise(SIGSEGV);
            } else if (strcmp(mode, "close") == 0) {
                fclose(stdout);
                close(STDOUT_FILENO);
                for (;;)
                    pause(); /* until the referee ends it */
            } else if (strcmp(mode, "hang") == 0) {
                for (;;)
                    pause(); /* until the referee ends it: a referee that waited would hang */
            } else if (strcmp(mode, "garbage") == 0) {
                answer("banana.");
            } else if (strcmp(mode, "refuse") == 0) {
                answer("error: no thanks.");
            } else if (strcmp(mode, "peg") == 0) {
                printf("%s.\n", fixed);
                fflush(stdout);
            } else {
                int pegs[S4_MAX_PEGS];
                if (s4_board_legal_pegs(&board, pegs) == 0) {
                    answer("error: board full.");
                    break;
                }
                s4_board_play(&board, pegs[0], me);
                char name[S4_PEG_TEXT];
                s4_peg_format(&geo, pegs[0], name);
                printf("%s.\n", name);
                fflush(stdout);
            }
            break;
        default:
            answer("error: not supported.");
            break;
        }
    }
    if (log != NULL)
        fclose(log);
    return 0;
}
