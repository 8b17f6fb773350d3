/* report_run.h: score4-match --report: the game report (report/game_report.h) of every game
 * of a record file, written as it is built. */
#ifndef S4_MATCH_REPORT_RUN_H
#define S4_MATCH_REPORT_RUN_H

#include <stdio.h>

#include "report/report_build.h"

/* Reports every game of the record file at path ("-": standard input): one line per move
 * as it is graded, then the counts per player and the deciding move. engine_path analyses
 * the positions (report_build.h); the solver's limits are the audit's. Errors go to err.
 * Returns the exit status: 0, 1 when the file cannot be read, a line was refused or the
 * engine failed (the rest is reported), 2 when memory is short. */
int match_report_run(const char *path, const char *engine_path, const S4ReportLimits *limits,
                     FILE *out, FILE *err);

#endif
