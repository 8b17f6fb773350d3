/* labelled.c: reading and writing the labelled-positions format of labelled.h. */
#include "labelled.h"

#include <inttypes.h>
#include <stdlib.h>

enum { REPORTED_BAD_LINES = 5 }; /* then only counted: a wrong file would fill the screen */

static bool blank(char c) { return c == ' ' || c == '\t'; }

static int hex_digit(char c)
{
    return c >= '0' && c <= '9'   ? c - '0'
           : c >= 'a' && c <= 'f' ? c - 'a' + 10
           : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                  : -1;
}

/* A bitboard after at least one blank: 1 to 16 hexadecimal digits (no sign, no 0x) ending at
 * a blank or the end of the line. Advances *at past it; false when there is none. */
static bool bitboard(const char **at, uint64_t *beads)
{
    const char *p = *at;
    if (!blank(*p))
        return false;
    while (blank(*p))
        p++;
    int digits = 0;
    uint64_t v = 0;
    for (int d; (d = hex_digit(*p)) >= 0; p++, digits++)
        v = v << 4 | (uint64_t)d;
    if (digits < 1 || digits > 16 || (*p && !blank(*p) && *p != '\r' && *p != '\n'))
        return false;
    *at = p;
    *beads = v;
    return true;
}

const char *engine_labelled_parse(const char *line, EngineLabelled *out)
{
    char *end;
    out->result = strtod(line, &end);
    if (end == line)
        return "no result (a number from 0 to 1) at the start";
    if (!(out->result >= 0 && out->result <= 1))
        return "the result is not within 0 to 1";
    const char *at = end;
    if (!bitboard(&at, &out->me))
        return "the side to move's beads are not 1 to 16 hexadecimal digits after a blank";
    if (!bitboard(&at, &out->opp))
        return "the other side's beads are not 1 to 16 hexadecimal digits after a blank";
    while (blank(*at) || *at == '\r' || *at == '\n')
        at++;
    if (*at)
        return "trailing text after the two bitboards";
    if (out->me & out->opp)
        return "a cell holds a bead of both sides";
    return NULL;
}

void engine_labelled_write(FILE *out, double result, uint64_t me, uint64_t opp)
{
    fprintf(out, "%g %016" PRIx64 " %016" PRIx64 "\n", result, me, opp);
}

/* Reads the next line into line[ENGINE_LABELLED_LINE_MAX + 1] without its newline: its
 * length, -1 at the end of the file, or -2 for a line too long or holding a NUL byte
 * (read to its end all the same). */
static int read_line(FILE *in, char *line)
{
    int n = 0, c;
    bool bad = false;
    while ((c = getc(in)) != EOF && c != '\n') {
        if (c == '\0' || n == ENGINE_LABELLED_LINE_MAX)
            bad = true;
        else
            line[n++] = (char)c;
    }
    if (c == EOF && n == 0 && !bad)
        return -1;
    line[n] = '\0';
    return bad ? -2 : n;
}

bool engine_labelled_next(EngineLabelledFile *f, EngineLabelled *out)
{
    char line[ENGINE_LABELLED_LINE_MAX + 1];
    for (int n; (n = read_line(f->in, line)) != -1;) {
        f->line++;
        _Static_assert(ENGINE_LABELLED_LINE_MAX == 255, "the reason below says 255");
        const char *why = n == -2 ? "longer than 255 characters, or a NUL byte"
                                  : engine_labelled_parse(line, out);
        if (!why)
            return true;
        if (f->bad++ < REPORTED_BAD_LINES)
            fprintf(f->err, "%s line %ld: %s\n", f->name, f->line, why);
    }
    return false;
}
