/* number.h: reading whole numbers from untrusted text (command lines, the protocol). */
#ifndef S4_CORE_NUMBER_H
#define S4_CORE_NUMBER_H

#include "core/status.h"

/* Reads all of text as a decimal integer in [min, max] into *value. The one grammar of
 * numbers in every program and in the protocol: one or more digits, with a '-' before them
 * only when min < 0; no '+', no blanks, no "-0". S4_ERR_BAD_NUMBER (and *value untouched)
 * for anything else, for overflow or for a value out of range. */
S4Status s4_parse_long(const char *text, long min, long max, long *value);

#endif
