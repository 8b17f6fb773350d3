/* quote.c: escaping and cutting text for messages (see quote.h). */
#include "core/quote.h"

#include <stdio.h>

const char *s4_quote(const char *text, size_t len, char *out, size_t size)
{
    size_t n = 0;
    size_t shown = len < S4_QUOTE_SHOWN ? len : S4_QUOTE_SHOWN;
    for (size_t i = 0; i < shown; i++) {
        unsigned char c = (unsigned char)text[i];
        char piece[8];
        int w;
        if (c == '\\')
            w = snprintf(piece, sizeof piece, "\\\\");
        else if (c < 0x20 || c >= 0x7f)
            w = snprintf(piece, sizeof piece, "\\x%02x", c);
        else
            w = snprintf(piece, sizeof piece, "%c", c);
        if (n + (size_t)w + 1 > size)
            break;
        for (int k = 0; k < w; k++)
            out[n++] = piece[k];
    }
    out[n] = '\0';
    if (len > shown && n < size)
        snprintf(out + n, size - n, "... (%zu bytes)", len);
    return out;
}
