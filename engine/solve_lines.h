/* solve_lines.h: the loop both `score4-engine --solve` streams share (the Connect games'
 * solve_stream.c and Score Four's cube_solve_stream.c): lines in, one answer or one
 * numbered complaint each, and one exit status. */
#ifndef S4_ENGINE_SOLVE_LINES_H
#define S4_ENGINE_SOLVE_LINES_H

#include <stddef.h>
#include <stdio.h>

/* A position line is far shorter than this (64 moves, a score, a comment); a stream may be
 * long, but not endless. */
enum { S4_SOLVE_MAX_LINE = 4096 };
#define S4_SOLVE_MAX_INPUT ((size_t)1 << 30)

typedef enum S4LineVerdict {
    S4_LINE_ANSWERED,      /* the answer is written and flushed */
    S4_LINE_SKIPPED,       /* blank or a comment: nothing to say */
    S4_LINE_REFUSED,       /* why[] says what is wrong with the line */
    S4_LINE_OUTPUT_FAILED, /* the answer could not be written: the run stops */
} S4LineVerdict;

/* Reads one line (line[0..len), any bytes, with its '\n' if it had one; number counts
 * from 1) and answers it. why has why_size bytes. */
typedef S4LineVerdict (*S4LineSolver)(void *context, const char *line, size_t len,
                                      long number, char *why, size_t why_size);

/* Hands every line of in to solve; a refused line gets "score4-engine: line N: <why>" on
 * err and the run goes on; a line over S4_SOLVE_MAX_LINE bytes or an input over
 * S4_SOLVE_MAX_INPUT ends the run with status 1. Returns 0 when every line was good, 1 when some were refused,
 * 2 when an answer could not be written. */
int s4_solve_lines(FILE *in, FILE *err, S4LineSolver solve, void *context);

#endif
