/* number.c: strtol with the checks every caller needs. */
#include "core/number.h"

#include <errno.h>
#include <stdlib.h>

S4Status s4_parse_long(const char *text, long min, long max, long *value)
{
    char *end = NULL;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0' || v < min || v > max)
        return S4_ERR_BAD_NUMBER;
    *value = v;
    return S4_OK;
}
