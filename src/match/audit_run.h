/* audit_run.h: score4-match --audit: the blunder audit of a record file, as a report. */
#ifndef S4_MATCH_AUDIT_RUN_H
#define S4_MATCH_AUDIT_RUN_H

#include <stdint.h>
#include <stdio.h>

/* Audits every game of the record file at path (s4_audit_game: positions from from_beads
 * beads, each solved within limit_ms of processor time from a cleared table of table_mb
 * megabytes, and within about node_limit positions when not 0) and writes each move that gave up a proved value, then one summary line per
 * engine (named by the records' comments, "white: NAME, black: NAME"), to out. Errors go to
 * err. Returns the exit status: 0, 1 when the file cannot be read or a line was refused
 * (the rest is audited), 2 when memory is short. */
int match_audit_run(const char *path, double limit_ms, uint64_t node_limit, int from_beads,
                    int table_mb, FILE *out, FILE *err);

#endif
