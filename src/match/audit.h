/* audit.h: which moves of a recorded Score Four game gave up a value the exact solver
 * proves: a win turned into a draw or a loss, or a draw into a loss. Computes, never prints. */
#ifndef S4_MATCH_AUDIT_H
#define S4_MATCH_AUDIT_H

#include <stdbool.h>
#include <stdint.h>

#include "core/record_file.h"
#include "cube_solver.h"

typedef struct S4AuditLimits {
    double limit_ms; /* each position's weak solve gives up after this long (> 0) */
    int from_beads;  /* positions with fewer beads are not solved (their moves not judged) */
    uint64_t node_limit; /* ... and after about this many positions (0: none); with one thread
                          * and a limit_ms too long to reach, the verdicts are the same on
                          * any machine, however loaded */
} S4AuditLimits;

/* One position of the game, the one before move k (k beads on the board). */
typedef struct S4AuditPosition {
    bool known;      /* solved within the limit */
    int value;       /* weak value for the side to move: 1 win, 0 draw, -1 loss (when known) */
    double ms;       /* the solve's time on the solver's clock, from a cleared table */
    uint64_t nodes;
} S4AuditPosition;

/* The verdict on move k: the mover's value before it and after it. */
typedef struct S4AuditMove {
    bool judged;     /* both values known: before (the position's) and after (the child's) */
    int before;      /* the mover's weak value before the move */
    int after;       /* the mover's weak value after it (a completed line: 1) */
    double before_ms;/* the proof's time of the value before the move */
    double after_ms; /* ... and of the child's (0 when the move ended the game) */
} S4AuditMove;

/* The weak value of `board` with `side` to move (nobody has a line), solved within the
 * limits from a cleared table: each position of s4_audit_game is solved so, and a game
 * report (report/report_build.h) solves its positions by the same call. */
void s4_audit_position(S4CubeSolver *solver, const S4Board *board, S4Colour side,
                       const S4AuditLimits *limits, S4AuditPosition *out);

/* Solves every position of a Score Four record (cleared table before each, so each time is a
 * cold proof's) from limits->from_beads beads on, and judges each move. pos[k] and move[k]
 * for k in 0..record->move_count - 1 (positions before from_beads, or after the game was
 * decided, are not known and their moves not judged). False when the record is not a Score
 * Four game. A move that gave up a value has judged && after < before. */
bool s4_audit_game(S4CubeSolver *solver, const S4Record *record, const S4AuditLimits *limits,
                   S4AuditPosition pos[S4_MAX_CELLS], S4AuditMove move[S4_MAX_CELLS]);

#endif
