/* ascii.c: the text drawings. Each one renders into a caller's buffer, snprintf-style. */
#include "core/ascii.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/line_name.h"
#include "core/notation.h"

/* ------------------------------------------------------------------ output buffer */

typedef struct Out {
    char *buf;
    size_t size;
    size_t len; /* characters produced so far, possibly more than size */
} Out;

static void out_char(Out *out, char c)
{
    if (out->len + 1 < out->size)
        out->buf[out->len] = c;
    out->len++;
}

static void out_text(Out *out, const char *text)
{
    for (; *text; text++)
        out_char(out, *text);
}

static void out_format(Out *out, const char *fmt, ...)
{
    char line[128];
    va_list args;
    va_start(args, fmt);
    vsnprintf(line, sizeof line, fmt, args);
    va_end(args);
    out_text(out, line);
}

static size_t out_finish(Out *out)
{
    if (out->size > 0)
        out->buf[out->len < out->size ? out->len : out->size - 1] = '\0';
    return out->len;
}

char s4_ascii_symbol(const S4Geometry *geo, S4Colour c)
{
    if (s4_geometry_is_flat(geo))
        return c == S4_WHITE ? 'X' : 'O';
    return c == S4_WHITE ? 'W' : 'B';
}

static char cell_char(const S4Board *board, int peg, int level, char empty)
{
    int colour = s4_board_at(board, peg, level);
    return colour < 0 ? empty : s4_ascii_symbol(board->geo, (S4Colour)colour);
}

/* ------------------------------------------------------------------ columns (seed 003) */

static void draw_columns(const S4Board *board, Out *out)
{
    const S4Geometry *geo = board->geo;
    for (int row = 0; row < geo->depth; row++) {
        for (int level = geo->height - 1; level >= 0; level--) {
            out_char(out, '|');
            for (int col = 0; col < geo->width; col++) {
                if (col)
                    out_char(out, ' ');
                out_char(out, cell_char(board, row * geo->width + col, level, ' '));
            }
            out_text(out, "|\n");
        }
        for (int i = 0; i < 2 * geo->width + 1; i++)
            out_char(out, '-');
        out_char(out, '\n');
        for (int col = 0; col < geo->width; col++)
            out_format(out, " %d", col + 1);
        if (geo->depth > 1)
            out_format(out, "   row %d", row + 1);
        out_char(out, '\n');
    }
}

/* ------------------------------------------------------------------ layers */

static void draw_layers(const S4Board *board, Out *out)
{
    const S4Geometry *geo = board->geo;
    /* Heading: "level 1" over each grid; each grid is 2 + 2*width characters wide. */
    int grid_width = 2 + 2 * geo->width;
    for (int level = 0; level < geo->height; level++) {
        char title[24];
        snprintf(title, sizeof title, "  level %d", level + 1);
        out_text(out, title);
        for (int pad = (int)strlen(title); pad < grid_width + 3; pad++)
            out_char(out, ' ');
    }
    out_char(out, '\n');
    for (int row = geo->depth - 1; row >= 0; row--) {
        for (int level = 0; level < geo->height; level++) {
            out_format(out, "%d", row + 1);
            for (int col = 0; col < geo->width; col++)
                out_format(out, " %c", cell_char(board, row * geo->width + col, level, '.'));
            out_text(out, level + 1 < geo->height ? "    " : "\n");
        }
    }
    for (int level = 0; level < geo->height; level++) {
        out_char(out, ' ');
        for (int col = 0; col < geo->width; col++)
            out_format(out, " %c", 'A' + col);
        out_text(out, level + 1 < geo->height ? "    " : "\n");
    }
}

/* ------------------------------------------------------------------ coordinate list */

static void draw_coords(const S4Board *board, Out *out)
{
    const S4Geometry *geo = board->geo;
    for (int peg = 0; peg < geo->pegs; peg++) {
        char name[S4_MOVE_NAME + 8]; /* the game's convention: "B2:", or "column 4:" */
        if (s4_geometry_is_flat(geo))
            s4_move_place(geo, peg, name, sizeof name);
        else
            s4_peg_format(geo, peg, name);
        out_format(out, "%s:", name);
        int h = s4_board_peg_height(board, peg);
        for (int level = 0; level < h; level++)
            out_format(out, " %c", cell_char(board, peg, level, '.'));
        out_char(out, '\n');
    }
}

/* ------------------------------------------------------------------ oblique 3D */

/* A character canvas. Rows of pegs are painted from the far row (highest number) to the
 * near one, so nearer pegs hide the base lines behind them, as in figure 2 of the handout.
 * Row r (0 = nearest White) is shifted RIGHT by SHIFT_X * r and UP by SHIFT_Y * r;
 * pegs in a row are PEG_GAP apart. Each peg is `height` characters tall (top level first)
 * standing on a '+' in its row's base line; '/' joins a base to the one in front of it. */
enum { PEG_GAP = 6, SHIFT_X = 3, SHIFT_Y = 3, CANVAS_W = 96, CANVAS_H = 48 };

typedef struct Canvas {
    char cell[CANVAS_H][CANVAS_W];
    int used_h;
} Canvas;

static void put(Canvas *c, int x, int y, char ch)
{
    if (x >= 0 && x < CANVAS_W && y >= 0 && y < CANVAS_H) {
        c->cell[y][x] = ch;
        if (y + 1 > c->used_h)
            c->used_h = y + 1;
    }
}

static void put_text(Canvas *c, int x, int y, const char *text)
{
    for (; *text; text++, x++)
        put(c, x, y, *text);
}

static void draw_oblique(const S4Board *board, Out *out)
{
    const S4Geometry *geo = board->geo;
    int w = geo->width, d = geo->depth, h = geo->height;
    /* Too big for the canvas: fall back to layers, which scale. */
    if (SHIFT_X * (d - 1) + PEG_GAP * (w - 1) + 6 > CANVAS_W || SHIFT_Y * (d - 1) + h + 4 > CANVAS_H) {
        draw_layers(board, out);
        return;
    }
    Canvas canvas;
    memset(canvas.cell, ' ', sizeof canvas.cell);
    canvas.used_h = 0;
    int margin = 2;
    for (int row = d - 1; row >= 0; row--) {
        int x0 = margin + SHIFT_X * row;
        int base_y = SHIFT_Y * (d - 1 - row) + h;
        for (int x = x0; x <= x0 + PEG_GAP * (w - 1); x++)
            put(&canvas, x, base_y, '-');
        char label[12];
        snprintf(label, sizeof label, "%d", row + 1);
        put_text(&canvas, x0 + PEG_GAP * (w - 1) + 2, base_y, label);
        for (int col = 0; col < w; col++) {
            int x = x0 + PEG_GAP * col;
            int peg = row * w + col;
            put(&canvas, x, base_y, '+');
            for (int level = 0; level < h; level++)
                put(&canvas, x, base_y - 1 - level, cell_char(board, peg, level, '|'));
            if (row > 0) /* the slope down to the base of the peg in front */
                for (int s = 1; s < SHIFT_Y; s++)
                    put(&canvas, x - s, base_y + s, '/');
        }
    }
    int letters_y = SHIFT_Y * (d - 1) + h + 1;
    for (int col = 0; col < w; col++) {
        char letter[2] = {(char)('A' + col), '\0'};
        put_text(&canvas, margin + PEG_GAP * col, letters_y, letter);
    }
    for (int y = 0; y < canvas.used_h; y++) {
        int end = CANVAS_W;
        while (end > 0 && canvas.cell[y][end - 1] == ' ')
            end--;
        for (int x = 0; x < end; x++)
            out_char(out, canvas.cell[y][x]);
        out_char(out, '\n');
    }
}

/* ------------------------------------------------------------------ entry points */

size_t s4_ascii_draw(const S4Board *board, S4AsciiStyle style, char *buf, size_t size)
{
    Out out = {buf, size, 0};
    bool flat = s4_geometry_is_flat(board->geo);
    switch (style) {
    case S4_ASCII_OBLIQUE:
        if (flat)
            draw_columns(board, &out);
        else
            draw_oblique(board, &out);
        break;
    case S4_ASCII_LAYERS:
        if (flat)
            draw_columns(board, &out);
        else
            draw_layers(board, &out);
        break;
    case S4_ASCII_COORDS:
        draw_coords(board, &out);
        break;
    case S4_ASCII_COLUMNS:
        draw_columns(board, &out);
        break;
    }
    return out_finish(&out);
}

S4Status s4_ascii_style_parse(const char *name, S4AsciiStyle *style)
{
    static const struct { const char *name; S4AsciiStyle style; } names[] = {
        {"oblique", S4_ASCII_OBLIQUE}, {"ascii", S4_ASCII_OBLIQUE}, {"3d", S4_ASCII_OBLIQUE},
        {"layers", S4_ASCII_LAYERS},   {"coords", S4_ASCII_COORDS}, {"list", S4_ASCII_COORDS},
        {"columns", S4_ASCII_COLUMNS},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(name, names[i].name) == 0) {
            *style = names[i].style;
            return S4_OK;
        }
    return S4_ERR_SYNTAX;
}
