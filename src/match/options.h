/* options.h: score4-match's command line, parsed into a plain struct. */
#ifndef S4_MATCH_OPTIONS_H
#define S4_MATCH_OPTIONS_H

#include <stdbool.h>
#include <stdio.h>

typedef struct MatchOptions {
    const char *game;      /* preset */
    long games;            /* games in the match */
    long limit_ms;         /* per move */
    long opening;          /* random moves played alike for both colours of a pair */
    long seed;             /* of the openings */
    const char *records;   /* file the games are written to */
    bool quiet;            /* no line per game */
    const char *engine[2]; /* A and B */
    const char *openings;  /* file of opening records (openings.h); NULL: random openings */
    bool sprt;             /* stop early by the SPRT of sprt_elo[0] against sprt_elo[1] */
    long sprt_elo[2];
    const char *audit;     /* a record file to audit (audit_run.h) instead of a match; NULL: none */
    long audit_limit_ms;   /* each position's solve within this much processor time */
    long audit_from;       /* positions from this many beads on */
    long audit_hash_mb;    /* the solver's table */
    long audit_nodes;      /* each position's solve within about this many nodes (0: none) */
    const char *report;    /* a record file to report (report_run.h) instead of a match */
    long report_nodes;     /* the engine's analysis of each position, in nodes */
    const char *report_engine; /* the analysing program; NULL: score4-engine beside this one */
    long setup_limit_ms;   /* for each answer owed "ok." (restart; play; note:) */
} MatchOptions;

/* Fills *o from argv (defaults first). Returns S4_CLI_GO_ON (-1), or the exit status after
 * --help or --version (0, written to out) or a bad argument (2, the message on err). */
int match_options_parse(int argc, char **argv, MatchOptions *o, FILE *out, FILE *err);

#endif
