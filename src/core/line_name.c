/* line_name.c: lines, moves and threats in words (see line_name.h for the conventions). */
#include "core/line_name.h"

#include <stdbool.h>
#include <stdarg.h>
#include <stdio.h>

#include "core/notation.h"

void s4_move_name(const S4Geometry *geo, int peg, char out[S4_MOVE_NAME])
{
    if (s4_geometry_is_flat(geo)) {
        snprintf(out, S4_MOVE_NAME, "%d", (s4_peg_column(geo, peg) + 1) % 100); /* <= 26 columns */
        return;
    }
    char name[S4_PEG_TEXT];
    s4_peg_format(geo, peg, name);
    snprintf(out, S4_MOVE_NAME, "%s", name);
}

S4Status s4_move_parse(const S4Geometry *geo, const char *text, size_t len, int *peg)
{
    if (s4_geometry_is_flat(geo) && len >= 1 && len <= 2 && text[0] >= '1' && text[0] <= '9') {
        int column = text[0] - '0';
        if (len == 2) {
            if (text[1] < '0' || text[1] > '9')
                return S4_ERR_BAD_PEG;
            column = column * 10 + (text[1] - '0');
        }
        if (column > geo->width)
            return S4_ERR_BAD_PEG;
        *peg = column - 1; /* single row: peg = column */
        return S4_OK;
    }
    return s4_peg_parse(geo, text, len, peg);
}

const char *s4_side_name(const S4Geometry *geo, S4Colour c)
{
    if (s4_geometry_is_flat(geo))
        return c == S4_WHITE ? "X" : "O";
    return c == S4_WHITE ? "White" : "Black";
}

void s4_move_place(const S4Geometry *geo, int peg, char *out, size_t size)
{
    char name[S4_MOVE_NAME];
    s4_move_name(geo, peg, name);
    snprintf(out, size, "%s %s", s4_geometry_is_flat(geo) ? "column" : "peg", name);
}

typedef struct Cell {
    int col, row, level;
} Cell;

/* The line's cells in order along it: lexicographic by column, row, level. On a straight
 * line the first coordinate that varies is monotone, so this order walks the line. */
static int line_cells(const S4Geometry *geo, uint64_t line, Cell cells[S4_MAX_CELLS])
{
    int n = 0;
    for (int cell = 0; cell < geo->cells; cell++) {
        if (!(line >> cell & 1))
            continue;
        int peg = s4_cell_peg(geo, cell);
        Cell c = {s4_peg_column(geo, peg), s4_peg_row(geo, peg), s4_cell_level(geo, cell)};
        int i = n++;
        while (i > 0 && (cells[i - 1].col > c.col ||
                         (cells[i - 1].col == c.col &&
                          (cells[i - 1].row > c.row ||
                           (cells[i - 1].row == c.row && cells[i - 1].level > c.level))))) {
            cells[i] = cells[i - 1];
            i--;
        }
        cells[i] = c;
    }
    return n;
}

/* True when the cells are equally spaced on one straight line (steps of -1, 0 or 1). */
static bool straight(const Cell *cells, int n)
{
    if (n < 2)
        return false;
    int dc = cells[1].col - cells[0].col, dr = cells[1].row - cells[0].row,
        dl = cells[1].level - cells[0].level;
    if (dc < -1 || dc > 1 || dr < -1 || dr > 1 || dl < -1 || dl > 1 || (dc | dr | dl) == 0)
        return false;
    for (int i = 2; i < n; i++)
        if (cells[i].col - cells[i - 1].col != dc || cells[i].row - cells[i - 1].row != dr ||
            cells[i].level - cells[i - 1].level != dl)
            return false;
    return true;
}

/* Appends with snprintf semantics: *len keeps counting past size. */
__attribute__((format(printf, 4, 5))) static void append(char *buf, size_t size, size_t *len,
                                                         const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(*len < size ? buf + *len : NULL, *len < size ? size - *len : 0, fmt, ap);
    va_end(ap);
    if (n > 0)
        *len += (size_t)n;
}

static size_t describe_flat(const Cell *cells, int n, bool vc, bool vl, char *buf, size_t size)
{
    size_t len = 0;
    const Cell *a = &cells[0], *b = &cells[n - 1];
    if (!vc)
        append(buf, size, &len, "column %d, rows %d to %d, a vertical line", a->col + 1,
               a->level + 1, b->level + 1);
    else if (!vl)
        append(buf, size, &len, "columns %d to %d on row %d, a horizontal line", a->col + 1,
               b->col + 1, a->level + 1);
    else
        append(buf, size, &len, "columns %d to %d, rows %d to %d, a diagonal", a->col + 1,
               b->col + 1, a->level + 1, b->level + 1);
    return len;
}

size_t s4_line_describe(const S4Geometry *geo, uint64_t line, char *buf, size_t size)
{
    if (size > 0)
        buf[0] = '\0';
    Cell cells[S4_MAX_CELLS];
    int n = line_cells(geo, line, cells);
    if (n == 0)
        return 0;
    bool ok = straight(cells, n);
    bool vc = cells[0].col != cells[n - 1].col, vr = cells[0].row != cells[n - 1].row,
         vl = cells[0].level != cells[n - 1].level;
    if (ok && s4_geometry_is_flat(geo))
        return describe_flat(cells, n, vc, vl, buf, size);
    size_t len = 0;
    if (ok && !vc && !vr) {
        char name[S4_PEG_TEXT];
        s4_peg_format(geo, cells[0].row * geo->width + cells[0].col, name);
        append(buf, size, &len, "%s on levels %d to %d, a vertical line", name,
               cells[0].level + 1, cells[n - 1].level + 1);
        return len;
    }
    for (int i = 0; i < n; i++) {
        char name[S4_PEG_TEXT];
        s4_peg_format(geo, cells[i].row * geo->width + cells[i].col, name);
        append(buf, size, &len, "%s%s", i > 0 ? " " : "", name);
    }
    if (!ok)
        return len;
    if (!vl) {
        const char *kind = vc && vr ? "a diagonal" : vc ? "a row" : "a column";
        append(buf, size, &len, ", %s on level %d", kind, cells[0].level + 1);
    } else if (vc && vr) {
        append(buf, size, &len, " on levels %d to %d, a diagonal from corner to corner",
               cells[0].level + 1, cells[n - 1].level + 1);
    } else if (vc) {
        append(buf, size, &len, " on levels %d to %d, a diagonal standing in row %d",
               cells[0].level + 1, cells[n - 1].level + 1, cells[0].row + 1);
    } else {
        append(buf, size, &len, " on levels %d to %d, a diagonal standing in column %c",
               cells[0].level + 1, cells[n - 1].level + 1, 'A' + cells[0].col);
    }
    return len;
}

uint64_t s4_threat_cells(const S4Board *board, S4Colour c)
{
    const S4Geometry *geo = board->geo;
    uint64_t own = board->beads[c], theirs = board->beads[s4_other(c)], threats = 0;
    for (int i = 0; i < geo->line_count; i++) {
        uint64_t line = geo->lines[i];
        if ((line & theirs) == 0 && __builtin_popcountll(line & own) == geo->connect - 1)
            threats |= line & ~own;
    }
    return threats;
}
