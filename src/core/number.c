/* number.c: strtol with the checks every caller needs. */
#include "core/number.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

S4Status s4_parse_long(const char *text, long min, long max, long *value)
{
    /* One strict grammar: digits, with one '-' before them only where negatives are
     * allowed; no '+', no blanks (strtol would take both), no "-0". */
    const char *digits = text[0] == '-' && min < 0 ? text + 1 : text;
    if (*digits < '0' || *digits > '9' || (digits != text && digits[strspn(digits, "0")] == '\0'))
        return S4_ERR_BAD_NUMBER;
    char *end = NULL;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0' || v < min || v > max)
        return S4_ERR_BAD_NUMBER;
    *value = v;
    return S4_OK;
}
