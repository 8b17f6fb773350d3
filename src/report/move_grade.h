/* move_grade.h: how good one move of a game was, from the values of every move the mover
 * had (the engine's analysis, client/analysis.h) and, where the exact solver proved them,
 * the position's value before the move and after it. Pure: no I/O, no allocation. */
#ifndef S4_REPORT_MOVE_GRADE_H
#define S4_REPORT_MOVE_GRADE_H

#include <stdbool.h>

#include "client/analysis.h"
#include "core/geometry.h"

/* The grades, best first. UNKNOWN: nothing was known of the move's position. */
typedef enum S4MoveGrade {
    S4_MOVE_BEST,
    S4_MOVE_GOOD,
    S4_MOVE_INACCURACY,
    S4_MOVE_MISTAKE,
    S4_MOVE_BLUNDER,
    S4_MOVE_UNKNOWN,
} S4MoveGrade;

enum { S4_MOVE_GRADES = S4_MOVE_UNKNOWN + 1 };

/* What the solver proved about one move (audit.h's verdict, with distances when known).
 * Values are the mover's: 1 win, 0 draw, -1 loss. */
typedef struct S4MoveProof {
    bool known;      /* both values proved */
    int before;      /* the mover's value before the move */
    int after;       /* ... and after it */
    int win_in;      /* before == 1: the mover's beads to its fastest win; 0: not known */
    int loss_in;     /* after == -1: the opponent's beads to its win; 0: not known */
} S4MoveProof;

/* The verdict on one move. Invariant: missed_win or let_through imply grade >= MISTAKE. */
typedef struct S4MoveVerdict {
    S4MoveGrade grade;
    bool proved;       /* the grade rests on the solver's values (else the engine's) */
    bool missed_win;   /* the mover had a forced win and the move gave it up */
    int missed_in;     /* that win's length in the mover's beads; 0: not known */
    bool let_through;  /* the move leaves the opponent a forced win it did not have */
    int let_in;        /* that win's length in the opponent's beads; 0: not known */
    int gap;           /* the engine's score of the best move minus the played one's (>= 0;
                        * 0 when either is a proved value) */
} S4MoveVerdict;

/* Grades the move `played` of a position on geo. values[] holds the engine's value of every
 * peg for the mover (NONE where unknown or full; values may be NULL when there is no
 * analysis), best the peg s4_analysis_parse ranked best (-1: none). proof may be NULL.
 * Proved values decide whether a win or a draw was given up; the engine's values grade
 * the rest by the gap between the best move's score and the played one's, on margins of
 * the game's evaluation scale. */
S4MoveVerdict s4_move_grade(const S4Geometry *geo, const S4PegValue *values, int best,
                            int played, const S4MoveProof *proof);

/* "best", "good", "inaccuracy", "mistake", "blunder", "unknown". */
const char *s4_move_grade_name(S4MoveGrade grade);

/* The grade a name gives (s4_move_grade_name's inverse); false for any other text. */
bool s4_move_grade_parse(const char *name, S4MoveGrade *grade);

#endif
