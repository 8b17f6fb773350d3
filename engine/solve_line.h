/* solve_line.h: reading one line of the Connect games' `score4-engine --solve` stream
 * (the grammar in solve_stream.h), apart from solving it, so a fuzz target can drive it. */
#ifndef S4_ENGINE_SOLVE_LINE_H
#define S4_ENGINE_SOLVE_LINE_H

#include <stddef.h>

#include "flat_board.h"

typedef enum S4SolveLineKind {
    S4_SOLVE_LINE_BLANK, /* nothing but blanks: skipped, no answer */
    S4_SOLVE_LINE_GOOD,  /* *pos is the position; the moves are line[*start, *end) */
    S4_SOLVE_LINE_BAD,   /* why[] says what is wrong (the caller names the line) */
} S4SolveLineKind;

/* Reads line[0..len) (with or without its '\n'; it may hold any bytes, NUL too): the moves
 * as digits 1..width or "-", then at most one whole number (the sets' expected score).
 * why is written only for S4_SOLVE_LINE_BAD; why_size should be at least 128. */
S4SolveLineKind s4_solve_read_line(const S4FlatShape *shape, const char *line, size_t len,
                                   S4FlatPos *pos, size_t *start, size_t *end, char *why,
                                   size_t why_size);

#endif
