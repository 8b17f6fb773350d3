/* options.h: score4-console's command line, parsed into a plain struct. */
#ifndef S4_CONSOLE_OPTIONS_H
#define S4_CONSOLE_OPTIONS_H

#include <stdbool.h>
#include <stdio.h>

#include "console/console.h"

typedef struct ConsoleOptions {
    const char *game, *engine, *gui, *view; /* strings point into argv */
    bool test, early_draw, echo_set, echo;
    ConsoleSeat seat[2];
    long depth, movetime, timeout_s; /* -1: not given */
} ConsoleOptions;

/* Fills *o from argv (defaults first). Returns S4_CLI_GO_ON (-1), or the exit status after
 * --help or --version (0, written to out) or a bad argument (2, the message on err). */
int console_options_parse(int argc, char **argv, ConsoleOptions *o, FILE *out, FILE *err);

#endif
