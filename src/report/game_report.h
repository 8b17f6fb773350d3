/* game_report.h: the report of one game: every move's grade and value, the count of each
 * grade per player, the move that decided the game, and the report as text lines (for a
 * terminal, and for the file a window keeps beside a saved game). Pure: no I/O. */
#ifndef S4_REPORT_GAME_REPORT_H
#define S4_REPORT_GAME_REPORT_H

#include <stdbool.h>
#include <stddef.h>

#include "core/game.h"
#include "report/move_grade.h"

/* One graded move. */
typedef struct S4ReportMove {
    int peg;               /* the move played */
    S4PegValue value;      /* the mover's value after it: proved (WIN, LOSS, DRAW) where the
                            * solver or the engine proved it, else the engine's score; NONE
                            * when nothing is known */
    int best_peg;          /* the engine's best move in the position (-1: no analysis) */
    S4PegValue best;       /* its value for the mover */
    S4MoveVerdict verdict; /* the grade and what it gave up */
} S4ReportMove;

/* A game's report, built move by move (report_build.h).
 * Invariant: 0 <= done <= move_count; move[0 .. done - 1] are filled. */
typedef struct S4GameReport {
    S4Geometry geo;                  /* the game's (the record's) */
    int moves[S4_MAX_CELLS];         /* the game's moves from the empty board */
    int move_count;
    int done;                        /* moves graded so far */
    S4ReportMove move[S4_MAX_CELLS]; /* move[k]: the (k + 1)-th move, as Review numbers it */
} S4GameReport;

/* What the report says of the whole game. */
typedef struct S4ReportSummary {
    int count[2][S4_MOVE_GRADES]; /* [0] White's, [1] Black's moves of each grade */
    int missed[2];                /* moves that gave up a forced win */
    int let[2];                   /* moves that let a forced win through */
    int decided;                  /* the move (index) that decided the game; -1: none found */
} S4ReportSummary;

enum {
    S4_REPORT_TEXT = 160,     /* one move's line in words, NUL included */
    S4_REPORT_LINE = 96,      /* one move's line in the saved form, NUL included */
    S4_REPORT_GRAPH_CAP = 1000, /* |graph value| of a proved win; heuristic ones stay below */
};

/* An empty report of a game on geo with those moves (count <= geo's cells). */
void s4_report_init(S4GameReport *report, const S4Geometry *geo, const int *moves, int count);

/* The counts, and the move that decided the game: in a game that ended with a line, the
 * loser's last move that let a forced win through, or else the loser's move with the
 * largest gap to its best; in a draw (or a game that stopped undecided), the last move that gave up a forced win;
 * -1 when the report is not done or none qualifies. */
void s4_report_summarise(const S4GameReport *report, S4ReportSummary *summary);

/* The value after move k from White's side, for a graph: a proved win or loss is
 * +-S4_REPORT_GRAPH_CAP, a draw 0, an engine score clamped to +-(cap - 1) by the game's scale
 * (a score of the scale's `full` maps to 90 % of the cap). *proved says which; false with
 * *value 0 when nothing is known. */
bool s4_report_graph_value(const S4GameReport *report, int k, int *value, bool *proved);

/* Move k in words: "23. Black C4: blunder, let a win in 5 through (best A1)". */
void s4_report_move_text(const S4GameReport *report, int k, char out[S4_REPORT_TEXT]);

/* The summary in words, one line per player and one for the deciding move. */
size_t s4_report_summary_text(const S4GameReport *report, const S4ReportSummary *summary,
                              char *out, size_t size);

/* Move k in the saved form, one line with no newline:
 *   <k+1> <peg> <grade> <proved 0|1> <missed_in|-> <let_in|-> <gap> <value> <best peg|-> <best value>
 * where a value is "win N", "loss N", "draw", "score N" or "none" written with '_' for the
 * space (win_5). Returns false when out is too small. */
bool s4_report_line_format(const S4GameReport *report, int k, char out[S4_REPORT_LINE]);

/* Reads a saved line of move k (its number must be k + 1, its peg report->moves[k]) into
 * report->move[k]. False for anything else, the report unchanged. */
bool s4_report_line_parse(S4GameReport *report, int k, const char *line);

#endif
