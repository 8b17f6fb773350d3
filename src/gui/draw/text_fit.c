/* text_fit.c: wrapping and shortening strings to a width (see text_fit.h). */
#include "gui/draw/text_fit.h"

#include <stdio.h>
#include <string.h>

static int text_width(TTF_Font *font, const char *text)
{
    int w = 0, h = 0;
    if (text[0] != '\0')
        TTF_SizeUTF8(font, text, &w, &h);
    return w;
}

/* Length of a UTF-8 prefix of at most n bytes that does not split a character. */
static size_t utf8_prefix(const char *text, size_t n)
{
    while (n > 0 && ((unsigned char)text[n] & 0xC0) == 0x80)
        n--;
    return n;
}

/* The longest prefix of p (whole words when at least one fits, else characters) no wider
 * than width; at least one character, so wrapping always advances. */
static size_t line_length(TTF_Font *font, const char *p, float width)
{
    char buf[GUI_FIT_LINE];
    size_t best = 0, n = 0;
    for (;;) {
        size_t len = n + strcspn(p + n, " ");
        if (len >= sizeof buf)
            break;
        memcpy(buf, p, len);
        buf[len] = '\0';
        if ((float)text_width(font, buf) > width)
            break;
        best = len;
        if (p[len] != ' ')
            return best; /* the rest of the text fits */
        n = len + 1;
    }
    if (best > 0) {
        /* Rather between two parts of a message ("   " apart) than inside one, when that
         * keeps at least half of the line. */
        for (size_t k = best; k > best / 2; k--)
            if (strncmp(p + k - 1, "   ", 3) == 0 && k > 1)
                return k - 1;
        return best;
    }
    /* One word wider than the line: as many characters as fit. */
    size_t len = strlen(p) < sizeof buf - 1 ? strlen(p) : sizeof buf - 1;
    for (size_t k = utf8_prefix(p, len); k > 0; k = utf8_prefix(p, k - 1)) {
        memcpy(buf, p, k);
        buf[k] = '\0';
        if ((float)text_width(font, buf) <= width)
            return k;
    }
    return utf8_prefix(p, 1) > 0 ? utf8_prefix(p, 1) : 1;
}

bool gui_text_fit(TTF_Font *font, const char *text, float width, int max_lines, GuiFitLines *out)
{
    memset(out, 0, sizeof *out);
    if (max_lines > GUI_FIT_MAX_LINES)
        max_lines = GUI_FIT_MAX_LINES;
    const char *p = text;
    while (*p == ' ')
        p++;
    while (*p != '\0' && out->count < max_lines) {
        size_t len = line_length(font, p, width);
        memcpy(out->line[out->count], p, len);
        out->line[out->count][len] = '\0';
        out->count++;
        p += len;
        while (*p == ' ')
            p++;
    }
    if (*p == '\0')
        return true;
    /* Too long: the last line gives up its end for "...". */
    out->shortened = true;
    char *last = out->line[out->count - 1];
    static const char MORE[] = "...";
    for (;;) {
        /* a line is at most GUI_FIT_LINE - 1 characters (line_length), its array 4 more */
        char buf[sizeof out->line[0] + sizeof MORE];
        size_t len = strlen(last);
        memcpy(buf, last, len);
        memcpy(buf + len, MORE, sizeof MORE);
        if ((float)text_width(font, buf) <= width || len == 0) {
            memcpy(last, buf, strlen(buf) + 1); /* a line holds GUI_FIT_LINE + 4 bytes */
            return false;
        }
        /* Back to the previous blank when there is one, else one character. */
        char *blank = strrchr(last, ' ');
        size_t cut = blank != NULL && blank != last ? (size_t)(blank - last) : utf8_prefix(last, len - 1);
        last[cut] = '\0';
    }
}

/* A key reminder: a key's name, then ": " (or a "/"-joined pair of keys, as "Home/End"). */
static bool is_key_hint(const char *part, size_t len)
{
    static const char *const KEYS[] = {"N: ", "U: ", "I: ", "T: ", "K: ", "H: ", "Esc: ", "Space: ",
                                       "Left/Right", "Home/End"};
    for (size_t i = 0; i < sizeof KEYS / sizeof KEYS[0]; i++) {
        size_t k = strlen(KEYS[i]);
        if (len >= k && strncmp(part, KEYS[i], k) == 0)
            return true;
    }
    return false;
}

bool gui_text_drop_key_hints(const char *text, char *out, size_t size)
{
    static const char SEP[] = "   ";
    size_t used = 0;
    bool dropped = false;
    if (size > 0)
        out[0] = '\0';
    const char *p = text;
    for (;;) {
        const char *end = strstr(p, SEP);
        size_t len = end != NULL ? (size_t)(end - p) : strlen(p);
        if (is_key_hint(p, len)) {
            dropped = true;
        } else if (len > 0) {
            int n = snprintf(out + used, size - used, "%s%.*s", used > 0 ? SEP : "", (int)len, p);
            if (n > 0)
                used += (size_t)n < size - used ? (size_t)n : size - used - 1;
        }
        if (end == NULL)
            break;
        p = end + strlen(SEP);
        while (*p == ' ')
            p++;
    }
    return dropped;
}
