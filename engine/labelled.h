/* labelled.h: the labelled-positions format, one position and its result a line.
 *
 *   <result> <side to move's beads> <other side's beads>
 *   0.5 0000000000000001 0000000000000010
 *
 * result: the game's result for the side to move, a number from 0 (lost) to 1 (won), 0.5 a
 * draw; the beads: Score Four bitboards of the 64 cells (cell = level * 16 + peg, as in
 * core/geometry.h) in 1 to 16 hexadecimal digits, disjoint. Fields are separated by blanks;
 * blanks (and a carriage return) may end the line. Written by `score4-engine selfplay` and
 * `score4-solve-bench label`, read by `score4-engine fit` and `score4-solve-bench loss`: all
 * four through this module, so that they agree on what a good line is.
 */
#ifndef S4_ENGINE_LABELLED_H
#define S4_ENGINE_LABELLED_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* A line longer than this (its newline not counted) is bad; engine_labelled_write writes at
 * most 45 characters. */
enum { ENGINE_LABELLED_LINE_MAX = 255 };

typedef struct EngineLabelled {
    double result; /* 0 to 1, for the side to move */
    uint64_t me;   /* the side to move's beads */
    uint64_t opp;  /* the other side's; disjoint from me */
} EngineLabelled;

/* Parses one line (its newline may be there or not) into *out. NULL when it is good; else
 * the reason it is bad (a static string, e.g. "trailing text after the two bitboards"), and
 * *out is unspecified. */
const char *engine_labelled_parse(const char *line, EngineLabelled *out);

/* Writes one line of the format. */
void engine_labelled_write(FILE *out, double result, uint64_t me, uint64_t opp);

/* A file of the format being read; set in, err and name, and zero the counts. */
typedef struct EngineLabelledFile {
    FILE *in;
    FILE *err;        /* where bad lines are reported */
    const char *name; /* how reports begin, e.g. "score4-engine: fit: data.txt" */
    long line;        /* lines read so far */
    long bad;         /* bad lines among them */
} EngineLabelledFile;

/* Reads lines until a good one, which goes to *out: true; false at the end of the file.
 * Each bad line on the way is counted in f->bad and, the first few, reported on f->err as
 * "<name> line <number>: <reason>", so a caller that refuses files with bad lines checks
 * f->bad at the end. */
bool engine_labelled_next(EngineLabelledFile *f, EngineLabelled *out);

#endif
