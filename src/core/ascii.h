/* ascii.h: text drawings of a board, shared by the engine, the console and the window's overlay. */
#ifndef S4_CORE_ASCII_H
#define S4_CORE_ASCII_H

#include <stddef.h>

#include "core/board.h"

typedef enum S4AsciiStyle {
    S4_ASCII_OBLIQUE,  /* 3D pegs seen from White's side, after figure 2 of the handout */
    S4_ASCII_LAYERS,   /* one grid per level, side by side */
    S4_ASCII_COORDS,   /* the design document's list: "A1: W B", one peg a line, bottom first */
    S4_ASCII_COLUMNS,  /* the classic upright grid with column numbers under it (seed 003) */
} S4AsciiStyle;

/* The letter drawn for a colour: W/B on 3D boards, X/O on single-row boards (seed 003). */
char s4_ascii_symbol(const S4Geometry *geo, S4Colour c);

/* Draws the board in the given style into buf, NUL-terminated, every line ending in '\n'.
 * On a single-row board OBLIQUE and LAYERS draw COLUMNS. Returns the length the whole
 * drawing needs (like snprintf): a return >= size means it was cut. */
size_t s4_ascii_draw(const S4Board *board, S4AsciiStyle style, char *buf, size_t size);

/* Reads a style name: "oblique"/"ascii"/"3d", "layers", "coords"/"list", "columns". */
S4Status s4_ascii_style_parse(const char *name, S4AsciiStyle *style);

#endif
