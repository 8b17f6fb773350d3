/* book_make.h: the `book` subcommand, which builds the opening book (book.h). */
#ifndef S4_ENGINE_BOOK_MAKE_H
#define S4_ENGINE_BOOK_MAKE_H

#include <stdio.h>

#include "engine.h"

/* Searches every Score Four position within `plies` beads of the start where the book's side
 * is to move and that a game reaches while that side follows the book (the other side
 * playing anything), with options' move time, depth and threads, one per symmetry class, and
 * writes the book with its provenance to the file at path (NULL: stdout), whole through
 * core's atomic writer (opened before the search, so a bad path fails at once), or not at
 * all. Progress and errors go to err. Returns the exit status. */
int engine_book(const EngineOptions *options, long plies, const char *path, FILE *err);

#endif
