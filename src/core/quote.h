/* quote.h: untrusted text made fit for one line of an error message. */
#ifndef S4_CORE_QUOTE_H
#define S4_CORE_QUOTE_H

#include <stddef.h>

/* Bytes of text shown at most before it is cut ("..." and its length follow). */
enum { S4_QUOTE_SHOWN = 60, S4_QUOTE_SIZE = 4 * S4_QUOTE_SHOWN + 48 };

/* Writes text (len bytes, any bytes) into out[size] so that a terminal shows it as it is:
 * control bytes, DEL and bytes over 127 as \xNN, a backslash as \\, and a text longer than
 * S4_QUOTE_SHOWN bytes cut there with "... (N bytes)". No escape sequence and no huge line
 * reaches a message. out is always NUL-terminated (size > 0); returns out. */
const char *s4_quote(const char *text, size_t len, char *out, size_t size);

#endif
