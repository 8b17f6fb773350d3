/* main.c: score4-console's command line: terminal play and the testing mode. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/limits.h"
#include "cli/options.h"
#include "client/engine_client.h"
#include "console/console.h"

#ifndef S4_VERSION
#define S4_VERSION "0.0.0"
#endif

enum { DEFAULT_TIMEOUT_MS = 30000, DEPTH_TIMEOUT_MS = 600000 };

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

/* The program `name` beside this binary, single-quoted for /bin/sh; false if unknown. */
static bool beside_me(const char *name, char *buf, size_t size)
{
    char dir[WINDOW_MAX_COMMAND - 64];
    if (!s4_client_self_dir(dir, sizeof dir) || strchr(dir, '\''))
        return false;
    int n = snprintf(buf, size, "'%s/%s'", dir, name);
    return n > 0 && (size_t)n < size;
}

typedef struct Options {
    const char *game, *engine, *gui, *view;
    bool test, early_draw, echo_set, echo;
    ConsoleSeat seat[2];
    long depth, movetime, timeout_s; /* -1: not given */
} Options;

/* Returns S4_CLI_GO_ON, or the exit status after --help, --version or a bad argument. */
static int parse_options(int argc, char **argv, Options *o)
{
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
         "(default oblique; the Connect games are drawn as columns)", NULL},
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
    int rc = s4_cli_parse(&program, argc, argv, NULL, NULL);
    if (rc != S4_CLI_GO_ON)
        return rc;
    if (no_echo)
        o->echo = false;
    if (white && !seat_from_word(white, &o->seat[S4_WHITE])) {
        s4_cli_error(&program, "--white: '%s' is neither person nor engine", white);
        return S4_CLI_EXIT_BAD;
    }
    if (black && !seat_from_word(black, &o->seat[S4_BLACK])) {
        s4_cli_error(&program, "--black: '%s' is neither person nor engine", black);
        return S4_CLI_EXIT_BAD;
    }
    return S4_CLI_GO_ON;
}

/* Fills the engine and window command lines; false (with a message) when they cannot be made. */
static bool setup_links(Console *c, const Options *o)
{
    char engine[ENGINE_LINK_MAX_COMMAND];
    if (o->engine) {
        snprintf(engine, sizeof engine, "%s", o->engine);
    } else {
        char path[ENGINE_LINK_MAX_COMMAND - 96];
        if (!beside_me("score4-engine", path, sizeof path)) {
            fprintf(stderr, "score4-console: cannot find the directory of this program; "
                    "name the engine with --engine\n");
            return false;
        }
        int n = snprintf(engine, sizeof engine, "%s --game %s", path, c->geo.name);
        if (o->depth >= 0)
            n += snprintf(engine + n, sizeof engine - (size_t)n, " --depth %ld", o->depth);
        if (o->movetime >= 0)
            snprintf(engine + n, sizeof engine - (size_t)n, " --movetime %ld", o->movetime);
    }
    /* A depth with no clock may search for long: allow it far more than a timed move. */
    long timeout_ms = DEFAULT_TIMEOUT_MS + (o->movetime > 0 ? o->movetime : 0);
    if (o->depth > 0 && o->movetime < 0 && !o->engine)
        timeout_ms = DEPTH_TIMEOUT_MS;
    if (o->timeout_s > 0)
        timeout_ms = o->timeout_s * 1000;
    engine_link_init(&c->engine, &c->geo, engine, (int)timeout_ms);
    if (o->gui) {
        snprintf(c->window_command, sizeof c->window_command, "%s", o->gui);
    } else if (!beside_me("score4", c->window_command, sizeof c->window_command)) {
        fprintf(stderr, "score4-console: cannot find the directory of this program; name the "
                "window with --gui\n");
        return false;
    }
    return true;
}

int main(int argc, char **argv)
{
    Options o = {.game = "score4", .early_draw = true, .seat = {SEAT_PERSON, SEAT_ENGINE},
                 .depth = -1, .movetime = -1, .timeout_s = -1};
    int rc = parse_options(argc, argv, &o);
    if (rc != S4_CLI_GO_ON)
        return rc;
    if (fcntl(STDOUT_FILENO, F_GETFL) < 0) {
        /* Closed: a pipe made later would take its number and our output with it. */
        fprintf(stderr, "score4-console: cannot write the output: %s\n", strerror(errno));
        return 1;
    }
    Console console; /* the one owner struct; about 16 KB, most of it the geometry's tables */
    Console *c = &console;
    memset(c, 0, sizeof *c);
    if (s4_geometry_preset(&c->geo, o.game) != S4_OK) {
        fprintf(stderr, "score4-console: --game %s: %s\n", o.game,
                s4_status_str(S4_ERR_UNKNOWN_GAME));
        return 2;
    }
    c->view = S4_ASCII_OBLIQUE;
    if (o.view && s4_ascii_style_parse(o.view, &c->view) != S4_OK) {
        fprintf(stderr, "score4-console: --view %s: not oblique, layers, list or columns\n",
                o.view);
        return 2;
    }
    c->seat[S4_WHITE] = o.seat[S4_WHITE];
    c->seat[S4_BLACK] = o.seat[S4_BLACK];
    c->early_draw = o.early_draw;
    c->in = stdin;
    c->out = stdout;
    c->echo = o.echo_set ? o.echo : !isatty(STDIN_FILENO);
    c->tell_thinking = isatty(STDOUT_FILENO);
    s4_board_init(&c->board, &c->geo);
    if (!setup_links(c, &o))
        return 2;
    /* The engine or the window may go away while we write to them; the write reports it. */
    signal(SIGPIPE, SIG_IGN);

    fprintf(c->out, "%s in the console. Type `help.` for the commands, `quit.` to leave.\n",
            console_game_title(c));
    if (o.test) {
        c->mode = MODE_TESTING;
        fputs("Testing mode: commands end with a period; the engine moves only when asked.\n",
              c->out);
    } else {
        S4Board empty;
        s4_board_init(&empty, &c->geo);
        console_begin_game(c, &empty, S4_WHITE);
    }
    while (c->mode != MODE_QUIT) {
        if (c->mode == MODE_PLAY)
            console_play(c);
        else
            console_testing(c);
    }
    engine_link_stop(&c->engine);
    /* A console whose output was lost must not look successful. */
    if (fflush(c->out) != 0 || ferror(c->out) || c->write_errno != 0) {
        int why = c->write_errno != 0 ? c->write_errno : errno;
        fprintf(stderr, "score4-console: cannot write the output: %s\n", strerror(why));
        return 1;
    }
    return 0;
}
