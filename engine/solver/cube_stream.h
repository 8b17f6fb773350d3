/* cube_stream.h: reading the lines of `score4-engine --solve` for Score Four (the stream
 * itself, answers and complaints, is program-edge I/O: engine/cube_solve_stream.h). */
#ifndef S4_SOLVER_CUBE_STREAM_H
#define S4_SOLVER_CUBE_STREAM_H

#include <stdbool.h>
#include <stdio.h>

#include "cube_solver.h"

/*
 * Input, one position a line: a move record from the empty board in the project's notation
 * ("B2 C3 B3", commas allowed as separators); "-" alone is the empty board; blank lines and
 * lines starting with '#' are skipped. Output, one line per good position:
 *
 *     <moves> win N      the side to move wins, placing N more beads (its winning one too)
 *     <moves> loss N     the side to move loses; it places N more beads before that
 *     <moves> draw
 *     <moves> win | loss with --weak (no N: the quicker weak solve)
 *     <moves> unknown    the per-position time limit ran out first
 *
 * where <moves> is the line as given, blanks at both ends removed. With `stats`, every answer
 * is followed on err by "line N: nodes X wall_ms Y cpu_ms Z". A bad line (no peg, a full peg,
 * a move after a line is complete, a position where a line is complete) gets
 * "score4-engine: line N: <why>" on err and the run goes on.
 */
typedef struct S4CubeSolveOptions {
    size_t hash_mb;
    int threads;
    bool weak;          /* win/draw/loss only */
    double limit_ms;    /* per position; 0: none */
    bool limit_cpu;     /* limit_ms counts the process's processor time, not wall time */
    bool stats;         /* nodes and times on err */
    /* Which search answers weak solves (exact ones are always the alpha-beta's): by default
     * proof-number search (cube_pns.h) for positions of at most S4_CUBE_PNS_AUTO_BEADS
     * beads and the alpha-beta above (cube_solver_setup.h); pns: proof-number search for
     * every position; alpha_beta: the alpha-beta for every one. */
    bool pns;
    bool alpha_beta;
} S4CubeSolveOptions;

/* Parses a record line (as above) into a position. false with a reason in why[] when the
 * line is bad. *pos has the side to move to play. A full board is a good position. */
bool s4_cube_parse_record(const S4CubeLines *lines, const char *text, size_t len,
                          S4CubePos *pos, char *why, size_t why_size);

typedef enum S4CubeLineKind {
    S4_CUBE_LINE_SKIP, /* blank or a '#' comment: no answer */
    S4_CUBE_LINE_GOOD, /* *pos is the position; the moves as given are line[*start, *end) */
    S4_CUBE_LINE_BAD,  /* why[] says what is wrong (the caller names the line) */
} S4CubeLineKind;

/* One line of the stream (line[0..len), any bytes), read but not solved: blanks at both
 * ends trimmed, then s4_cube_parse_record. */
S4CubeLineKind s4_cube_read_line(const S4CubeLines *lines, const char *line, size_t len,
                                 S4CubePos *pos, size_t *start, size_t *end, char *why,
                                 size_t why_size);

#endif
