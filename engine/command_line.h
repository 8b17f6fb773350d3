/* command_line.h: score4-engine's command line, parsed into a plain struct. */
#ifndef S4_ENGINE_COMMAND_LINE_H
#define S4_ENGINE_COMMAND_LINE_H

#include <stdbool.h>
#include <stdio.h>
#include <stdint.h>

#include "cube_stream.h"
#include "engine.h"
#include "serve.h"

/* The largest --nodes: about a day of the search on one core. */
#define ENGINE_MAX_NODES 2000000000000L

typedef struct EngineCommandLine {
    EngineOptions options;   /* the search's options, defaults filled in */
    const char *game;        /* preset name (strings point into argv) */
    const char *subcommand;  /* "bench", "analyse", "selfplay", "fit", "book", or NULL */
    const char *argument;    /* the subcommand's argument (moves, count, file), or NULL */
    const char *output;      /* book: the file written whole (NULL: stdout) */
    bool solve;              /* --solve */
    bool movetime_given;     /* --movetime was given */
    bool threads_given;      /* --threads was given */
    S4CubeSolveOptions cube; /* Score Four --solve: --weak and --limit */
    bool listen;             /* --listen: serve the protocol over TCP instead of stdin */
    EngineServeOptions serve; /* its port (0: any free one), --listen-any, the secret */
} EngineCommandLine;

/* Fills *cl from argv; cores (the processors online) is the default thread count. Returns S4_CLI_GO_ON (-1), or the exit status after --help or
 * --version (0, written to out) or a bad argument or subcommand (2, the message on err). */
int engine_options_parse(int argc, char **argv, long cores, EngineCommandLine *cl, FILE *out,
                         FILE *err);

#endif
