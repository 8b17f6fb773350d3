/* options.c: score4-console's command line, on the shared table parser (cli/options.h). */
#include "console/options.h"

#include <string.h>

#include "cli/options.h"
#include "core/limits.h"
#include "core/quote.h"

#ifndef S4_VERSION
#define S4_VERSION "0.0.0"
#endif

/* "person" or "engine" (also "human", "computer"); false for anything else. */
static bool seat_from_word(const char *who, ConsoleSeat *seat)
{
    if (strcmp(who, "person") == 0 || strcmp(who, "human") == 0)
        *seat = SEAT_PERSON;
    else if (strcmp(who, "engine") == 0 || strcmp(who, "computer") == 0)
        *seat = SEAT_ENGINE;
    else
        return false;
    return true;
}

int console_options_parse(int argc, char **argv, ConsoleOptions *o, FILE *out, FILE *err)
{
    *o = (ConsoleOptions){.game = "score4", .early_draw = true,
                          .seat = {SEAT_PERSON, SEAT_ENGINE},
                          .depth = -1, .movetime = -1, .timeout_s = -1};
    const char *white = NULL, *black = NULL;
    bool no_echo = false;
    const S4Option options[] = {
        {"--game", S4_OPT_TEXT, &o->game, 0, 0, "NAME",
         "game to play: score4 (default), connect4, connect3, connect4-6x4", NULL},
        {"--test", S4_OPT_FLAG, &o->test, 0, 0, NULL, "start in the testing mode instead of a game",
         NULL},
        {"--white", S4_OPT_TEXT, &white, 0, 0, "WHO",
         "who plays White: person or engine (default person)", NULL},
        {"--black", S4_OPT_TEXT, &black, 0, 0, "WHO",
         "who plays Black: person or engine (default engine)", NULL},
        {"--view", S4_OPT_TEXT, &o->view, 0, 0, "STYLE",
         "how boards are drawn: oblique, layers, list or columns\n"
         "(default layers; the Connect games are drawn as columns)", NULL},
        {"--no-early-draw", S4_OPT_CLEAR, &o->early_draw, 0, 0, NULL,
         "play on until the board is full even when no line can be made", NULL},
        {"--engine", S4_OPT_TEXT, &o->engine, 0, 0, "CMD",
         "the engine's command line (default: score4-engine beside\n"
         "this program, with --game, --depth and --movetime)", NULL},
        {"--depth", S4_OPT_NUMBER, &o->depth, 0, S4_LIMIT_DEPTH, "N",
         "the default engine searches N plies per move", NULL},
        {"--movetime", S4_OPT_NUMBER, &o->movetime, 0, S4_LIMIT_MOVETIME_MS, "MS",
         "the default engine thinks MS milliseconds per move", NULL},
        {"--timeout", S4_OPT_NUMBER, &o->timeout_s, 1, 86400, "S",
         "longest wait for any engine answer (default 30 s + movetime,\n"
         "or 600 s for --depth without --movetime)", NULL},
        {"--gui", S4_OPT_TEXT, &o->gui, 0, 0, "CMD",
         "the window's command line (default: score4 beside this program)", NULL},
        {"--echo", S4_OPT_FLAG, &o->echo, 0, 0, NULL,
         "repeat each input line after its prompt (default: when the\n"
         "input is not a terminal, so transcripts read like a session)", &o->echo_set},
        {"--no-echo", S4_OPT_FLAG, &no_echo, 0, 0, NULL, "never repeat input lines", &o->echo_set},
    };
    const S4Program program = {
        .name = "score4-console",
        .version = S4_VERSION,
        .synopsis = "[options]",
        .about = "Plays a game of the Score Four family in the terminal, or (--test) starts the\n"
                 "testing mode of the design document. Reads moves and commands from a terminal or\n"
                 "a pipe; `help.` lists the commands, every one ending with a period.",
        .options = options,
        .option_count = (int)(sizeof options / sizeof options[0]),
        .operand_name = "argument",
    };
    int rc = s4_cli_parse_to(&program, argc, argv, NULL, NULL, out, err);
    if (rc != S4_CLI_GO_ON)
        return rc;
    if (no_echo)
        o->echo = false;
    if (o->engine && strlen(o->engine) >= S4_LIMIT_ENGINE_COMMAND) {
        s4_cli_error_to(err, &program, "--engine: a command line of %zu characters; at most %d",
                        strlen(o->engine), S4_LIMIT_ENGINE_COMMAND - 1);
        return S4_CLI_EXIT_BAD;
    }
    char shown[S4_QUOTE_SIZE]; /* a word as a message shows it */
    if (white && !seat_from_word(white, &o->seat[S4_WHITE])) {
        s4_cli_error_to(err, &program, "--white: '%s' is neither person nor engine",
                        s4_quote(white, strlen(white), shown, sizeof shown));
        return S4_CLI_EXIT_BAD;
    }
    if (black && !seat_from_word(black, &o->seat[S4_BLACK])) {
        s4_cli_error_to(err, &program, "--black: '%s' is neither person nor engine",
                        s4_quote(black, strlen(black), shown, sizeof shown));
        return S4_CLI_EXIT_BAD;
    }
    return S4_CLI_GO_ON;
}

