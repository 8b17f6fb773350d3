/* args.h: command-line helpers shared by the programs (engine, console, match runner). */
#ifndef S4_CLI_ARGS_H
#define S4_CLI_ARGS_H

#include <stdbool.h>

/* Reads argv[*i + 1], the value of option argv[*i], as an integer in [min, max] and advances
 * *i past it. On failure prints "<program>: <option>: <why>" on stderr and returns false. */
bool s4_cli_take_number(const char *program, int argc, char **argv, int *i, long min, long max,
                        long *value);

#endif
