/* main.c: score4-console's command line: terminal play and the testing mode. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/limits.h"
#include "cli/args.h"
#include "client/engine_client.h"
#include "console/console.h"

#ifndef S4_VERSION
#define S4_VERSION "0.0.0"
#endif

enum { DEFAULT_TIMEOUT_MS = 30000, DEPTH_TIMEOUT_MS = 600000 };

static void usage(FILE *out)
{
    int count;
    const char *const *names = s4_geometry_preset_names(&count);
    fprintf(out,
            "usage: score4-console [options]\n"
            "\n"
            "Plays a game of the Score Four family in the terminal, or (--test) starts the\n"
            "testing mode of the design document. Reads moves and commands from a terminal or\n"
            "a pipe; `help.` lists the commands, every one ending with a period.\n"
            "\n"
            "options:\n"
            "  --game NAME        game to play (default score4):");
    for (int i = 0; i < count; i++)
        fprintf(out, " %s", names[i]);
    fprintf(out,
            "\n"
            "  --test             start in the testing mode instead of a game\n"
            "  --white WHO        who plays White: person or engine (default person)\n"
            "  --black WHO        who plays Black: person or engine (default engine)\n"
            "  --view STYLE       how boards are drawn: oblique, layers, list or columns\n"
            "                     (default oblique; the Connect games are drawn as columns)\n"
            "  --no-early-draw    play on until the board is full even when no line can be made\n"
            "  --engine CMD       the engine's command line (default: score4-engine beside\n"
            "                     this program, with --game, --depth and --movetime)\n"
            "  --depth N          the default engine searches N plies per move\n"
            "  --movetime MS      the default engine thinks MS milliseconds per move\n"
            "  --timeout S        longest wait for any engine answer (default 30 s + movetime,\n"
            "                     or 600 s for --depth without --movetime)\n"
            "  --gui CMD          the window's command line (default: score4 beside this program)\n"
            "  --echo, --no-echo  repeat each input line after its prompt (default: when the\n"
            "                     input is not a terminal, so transcripts read like a session)\n"
            "  --help, --version\n");
}

static bool take_text(int argc, char **argv, int *i, const char **value)
{
    if (*i + 1 >= argc) {
        fprintf(stderr, "score4-console: %s: missing value\n", argv[*i]);
        return false;
    }
    *value = argv[++*i];
    return true;
}

static bool take_seat(int argc, char **argv, int *i, ConsoleSeat *seat)
{
    const char *option = argv[*i], *who = NULL;
    if (!take_text(argc, argv, i, &who))
        return false;
    if (strcmp(who, "person") == 0 || strcmp(who, "human") == 0)
        *seat = SEAT_PERSON;
    else if (strcmp(who, "engine") == 0 || strcmp(who, "computer") == 0)
        *seat = SEAT_ENGINE;
    else {
        fprintf(stderr, "score4-console: %s: '%s' is neither person nor engine\n", option, who);
        return false;
    }
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

/* Returns -1 to go on, else the exit status. */
static int parse_options(int argc, char **argv, Options *o)
{
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        bool ok = true;
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(arg, "--version") == 0) {
            printf("score4-console %s\n", S4_VERSION);
            return 0;
        } else if (strcmp(arg, "--game") == 0) {
            ok = take_text(argc, argv, &i, &o->game);
        } else if (strcmp(arg, "--engine") == 0) {
            ok = take_text(argc, argv, &i, &o->engine);
        } else if (strcmp(arg, "--gui") == 0) {
            ok = take_text(argc, argv, &i, &o->gui);
        } else if (strcmp(arg, "--view") == 0) {
            ok = take_text(argc, argv, &i, &o->view);
        } else if (strcmp(arg, "--white") == 0) {
            ok = take_seat(argc, argv, &i, &o->seat[S4_WHITE]);
        } else if (strcmp(arg, "--black") == 0) {
            ok = take_seat(argc, argv, &i, &o->seat[S4_BLACK]);
        } else if (strcmp(arg, "--depth") == 0) {
            ok = s4_cli_take_number("score4-console", argc, argv, &i, 0, S4_LIMIT_DEPTH, &o->depth);
        } else if (strcmp(arg, "--movetime") == 0) {
            ok = s4_cli_take_number("score4-console", argc, argv, &i, 0, S4_LIMIT_MOVETIME_MS, &o->movetime);
        } else if (strcmp(arg, "--timeout") == 0) {
            ok = s4_cli_take_number("score4-console", argc, argv, &i, 1, 86400, &o->timeout_s);
        } else if (strcmp(arg, "--test") == 0) {
            o->test = true;
        } else if (strcmp(arg, "--no-early-draw") == 0) {
            o->early_draw = false;
        } else if (strcmp(arg, "--echo") == 0 || strcmp(arg, "--no-echo") == 0) {
            o->echo_set = true;
            o->echo = strcmp(arg, "--echo") == 0;
        } else {
            fprintf(stderr, "score4-console: unknown option '%s' (try --help)\n", arg);
            return 2;
        }
        if (!ok)
            return 2;
    }
    return -1;
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
    if (rc >= 0)
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
