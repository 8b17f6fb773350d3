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
#include "console/options.h"

#ifndef S4_VERSION
#define S4_VERSION "0.0.0"
#endif

enum { DEFAULT_TIMEOUT_MS = 30000, DEPTH_TIMEOUT_MS = 600000 };

/* The program `name` beside this binary, single-quoted for /bin/sh; false if unknown. */
static bool beside_me(const char *name, char *buf, size_t size)
{
    char dir[WINDOW_MAX_COMMAND - 64];
    if (!s4_client_self_dir(dir, sizeof dir) || strchr(dir, '\''))
        return false;
    int n = snprintf(buf, size, "'%s/%s'", dir, name);
    return n > 0 && (size_t)n < size;
}

/* Fills the engine and window command lines; false (with a message) when they cannot be made. */
static bool setup_links(Console *c, const ConsoleOptions *o)
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
    /* Hints come from our own engine whatever plays (as in the window); without this
     * program's directory `hint.` says why and asks the playing engine. */
    char dir[ENGINE_LINK_MAX_COMMAND - 16];
    if (s4_client_self_dir(dir, sizeof dir))
        snprintf(c->analyser, sizeof c->analyser, "%s/score4-engine", dir);
    /* The window plays on with the console's engine and depth (the seats are added when it
     * opens: `go interactive.` may change them). */
    c->window_engine = o->engine;
    c->window_depth = o->depth;
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
    ConsoleOptions o;
    int rc = console_options_parse(argc, argv, &o, stdout, stderr);
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
    /* Score Four's four levels side by side read more easily than the slanted drawing. */
    c->view = s4_geometry_is_flat(&c->geo) ? S4_ASCII_OBLIQUE : S4_ASCII_LAYERS;
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
    /* At a terminal: line editing, and a history kept from one run to the next. From a pipe
     * plain lines, so scripts and transcripts read exactly what they wrote. */
    if (isatty(STDIN_FILENO) && isatty(STDOUT_FILENO)) {
        char path[4096], why[256];
        bool kept = line_editor_history_path(path, sizeof path);
        c->editor = line_editor_open(stdin, stdout, kept ? path : NULL, why, sizeof why);
        if (c->editor && why[0] != '\0')
            fprintf(stderr, "score4-console: the history is not kept: %s\n", why);
    }
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
    line_editor_close(c->editor);
    /* A console whose output was lost must not look successful. */
    if (fflush(c->out) != 0 || ferror(c->out) || c->write_errno != 0) {
        int why = c->write_errno != 0 ? c->write_errno : errno;
        fprintf(stderr, "score4-console: cannot write the output: %s\n", strerror(why));
        return 1;
    }
    return 0;
}
