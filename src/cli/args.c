/* args.c: the programs' shared reading of numeric options, with messages at the edge. */
#include "cli/args.h"

#include <stdio.h>
#include <string.h>

#include "core/number.h"
#include "core/quote.h"

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
        char shown[S4_QUOTE_SIZE];
        fprintf(stderr, "%s: %s: '%s' is not a number from %ld to %ld\n", program, option,
                s4_quote(text, strlen(text), shown, sizeof shown), min, max);
        return false;
    }
    return true;
}
