/* report_build.h: builds a game's report (game_report.h) one move at a time: the engine's
 * analysis of each position (`score4-engine --nodes N analyse`, a child process) and, in
 * Score Four, the exact solver's weak values before and after each move within a budget,
 * as `score4-match --audit` computes them (match/audit.h), so that the report names every
 * move the audit finds when both are given the same limits. One step blocks for one
 * position's analysis and proofs; a window runs the steps on a thread of its own. */
#ifndef S4_REPORT_REPORT_BUILD_H
#define S4_REPORT_REPORT_BUILD_H

#include <stdbool.h>
#include <stdint.h>

#include "report/game_report.h"

typedef struct S4ReportLimits {
    uint64_t engine_nodes; /* the engine's analysis of a position, shared among its moves
                            * (0: no engine analysis) */
    double solver_ms;      /* each proof gives up after this much processor time (0: none) */
    uint64_t solver_nodes; /* ... or after about this many positions (0: none); with a node
                            * budget and no time the proofs are the same on any machine */
    int solver_from;       /* positions with fewer beads are not solved */
    int table_mb;          /* the solver's table, cleared before each proof */
    int engine_timeout_ms; /* the longest wait for one analysis, in wall time: a child that
                            * hangs is killed and the step goes on without it (0: no limit) */
} S4ReportLimits;

enum { S4_REPORT_WHY = 256 };

typedef struct S4ReportBuilder S4ReportBuilder;

/* A builder that runs engine_path (a program, not a shell command; NULL or "" with
 * limits->engine_nodes 0: none) and, for Score Four with a budget, the solver. NULL when
 * memory is short. */
S4ReportBuilder *s4_report_builder_new(const char *engine_path, const S4ReportLimits *limits);
void s4_report_builder_free(S4ReportBuilder *builder);

/* Grades report->move[report->done] and advances done (report->done < move_count; the
 * report made by s4_report_init with the game's legal moves). The engine's failure is
 * said in why and leaves the move graded by the solver alone (or UNKNOWN); the step
 * still advances. Returns false only when the engine failed (why set). */
bool s4_report_builder_step(S4ReportBuilder *builder, S4GameReport *report,
                            char why[S4_REPORT_WHY]);

/* Asks a builder busy in a step on another thread to end that step soon: its engine
 * child, if one runs, is killed, and no other is started (each later step grades by the
 * solver alone). Safe to call from any thread while a step runs. */
void s4_report_builder_interrupt(S4ReportBuilder *builder);

#endif
