/* book.h: the opening book: the best move of positions near the start of Score Four, found
 * by deep searches, stored once for each of the 8 symmetries of the grid.
 *
 * File (text, versioned):
 *   score4-book 1
 *   # provenance comments
 *   <white beads, 16 hex digits> <black beads, 16 hex digits> <peg>     (one per position)
 *   end <entries> <FNV-1a 64 of the entry lines, 16 hex digits>
 * Each position is stored in its canonical orientation (the least (white, black) pair over the
 * symmetries) with the peg in that orientation. A file that is not exactly this is refused. */
#ifndef S4_ENGINE_BOOK_H
#define S4_ENGINE_BOOK_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "core/board.h"

enum { S4_BOOK_VERSION = 1, S4_BOOK_MAX_ENTRIES = 65536, S4_BOOK_MAX_WHY = 128 };

typedef struct S4BookEntry {
    uint64_t white, black; /* canonical orientation */
    int peg;               /* in that orientation */
} S4BookEntry;

typedef struct S4Book {
    int count;
    S4BookEntry *entries; /* owned, sorted by (white, black) */
} S4Book;

/* Reads a book for geo (a square grid of 4x4 pegs of height 4). On failure returns false,
 * writes why in why (e.g. "line 3: not an entry", "truncated: no end line") and leaves the
 * book empty. */
bool s4_book_read(S4Book *book, const char *path, const S4Geometry *geo,
                  char why[S4_BOOK_MAX_WHY]);
void s4_book_free(S4Book *book);

/* The book's peg for board (any orientation), or -1 when the position is not in it or the
 * peg would not be legal there. */
int s4_book_probe(const S4Book *book, const S4Board *board);

/* The canonical orientation of (white, black) and the symmetry t (0..7) that makes it. */
void s4_book_canonical(const S4Geometry *geo, uint64_t white, uint64_t black, uint64_t *cw,
                       uint64_t *cb, int *t);

/* Writes entries (any order; they are sorted here) as a book file with the comment lines
 * (each without '#', may be NULL). */
void s4_book_write(FILE *out, const S4Geometry *geo, S4BookEntry *entries, int count,
                   const char *const *comments, int comment_count);

#endif
