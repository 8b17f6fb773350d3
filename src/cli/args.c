/* args.c: the programs' shared reading of numeric options, with messages at the edge. */
#include "cli/args.h"

#include <stdio.h>

#include "core/number.h"

bool s4_cli_take_number(const char *program, int argc, char **argv, int *i, long min, long max,
                        long *value)
{
    const char *option = argv[*i];
    if (*i + 1 >= argc) {
        fprintf(stderr, "%s: %s: missing value\n", program, option);
        return false;
    }
    const char *text = argv[++*i];
    if (s4_parse_long(text, min, max, value) != S4_OK) {
        fprintf(stderr, "%s: %s: '%s' is not a number from %ld to %ld\n", program, option, text,
                min, max);
        return false;
    }
    return true;
}
