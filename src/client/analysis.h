/* analysis.h: our own engine's analysis of a game (`score4-engine --game G --movetime MS
 * analyse "<moves>"`, engine/analyse.c), for the window's hint and the console's alike: the
 * child process that runs it, the reading of its answer (every legal peg's value), and that
 * answer in words. No SDL, no GL; library code: nothing here prints or exits.
 *
 * The answer is one line per legal peg, "B2 win 3", "A1 loss 2", "C3 draw" or "D4 -12",
 * values for the side to move. A window runs it without blocking (spawn, then read each
 * frame, then finish); a terminal waits for it (s4_analysis_run).
 */
#ifndef S4_CLIENT_ANALYSIS_H
#define S4_CLIENT_ANALYSIS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "core/game.h"

typedef enum S4ValueKind {
    S4_VALUE_NONE,   /* no value (a full peg, or not analysed) */
    S4_VALUE_WIN,    /* proved win, the mover's beads until the end in n */
    S4_VALUE_LOSS,   /* proved loss in n */
    S4_VALUE_DRAW,   /* proved draw */
    S4_VALUE_SCORE,  /* a heuristic score n for the mover */
} S4ValueKind;

typedef struct S4PegValue {
    S4ValueKind kind;
    int n;           /* WIN, LOSS: beads until the end; SCORE: the score; else 0 */
} S4PegValue;

/* How a peg's value compares with the best peg's. */
typedef enum S4Grade { S4_GRADE_GOOD, S4_GRADE_FAIR, S4_GRADE_BAD } S4Grade;

/* What a non-blocking read of the answer found. */
typedef enum S4AnalysisRead {
    S4_ANALYSIS_MORE,     /* nothing more yet: the child still works */
    S4_ANALYSIS_END,      /* its output ended (or failed): finish it */
    S4_ANALYSIS_TOO_MUCH, /* it wrote more than the buffer holds: finish it anyway */
} S4AnalysisRead;

enum {
    S4_ANALYSIS_OUTPUT = 4096,      /* the most an answer may say (64 pegs of "D4 loss 12") */
    S4_ANALYSIS_WHY = 200,          /* why no answer came, NUL included */
    S4_VALUE_TEXT = 24,             /* "win in 3", "+12", NUL included */
    S4_STANDING_TEXT = 48,          /* "White is a little better", NUL included */
    S4_ANALYSIS_MOVETIME_MS = 1000, /* the engine's time for a hint, in every program */
};

/* ---------------------------------------------------------------- the answer (analysis.c) */

/* Reads the analysis text of a game on geo into values[] (every peg; NONE where no line
 * names it) and *best (the best peg by s4_analysis_rank, the first named on a tie). False
 * with why ("line 2: 'B2 wins 3' is not a peg and its value") when a line is too long,
 * malformed, names a peg off the board or twice, or when no line names a peg. */
bool s4_analysis_parse(const S4Geometry *geo, const char *text, S4PegValue values[S4_MAX_PEGS],
                       int *best, char why[S4_ANALYSIS_WHY]);

/* Orders values for the mover: wins (sooner first), then scores and draws (a draw is 0),
 * then losses (later first); a peg without a value last. */
int s4_analysis_rank(S4PegValue v);

/* How v compares with the best value, for colouring every peg's label: good (a win, or
 * close to the best: about a quarter of a threat), fair (within about a threat), or bad
 * (worse, or a proved loss). The margins are geo's game's (analysis.c says why they
 * differ); geo NULL: Score Four's. */
S4Grade s4_analysis_grade(const S4Geometry *geo, S4PegValue v, S4PegValue best);

/* "win in 3", "loss in 2", "draw", "+12", "" for none. */
void s4_analysis_value_text(S4PegValue v, char out[S4_VALUE_TEXT]);

/* What a heuristic score (the value of the best move for `mover`) says of the game, in
 * words a player reads at a glance: "even", "White is a little better", "Black is better",
 * "White is well ahead" (sides as the game names them: X and O in the Connect games), by
 * the game's margins. Empty for a proved value, whose own text already says it all. */
void s4_analysis_standing(S4PegValue v, const S4Geometry *geo, S4Colour mover,
                          char out[S4_STANDING_TEXT]);

/* ---------------------------------------------------------------- the child (analysis_run.c) */

/* Starts argv[0] (a program's path, not a shell command) with argv (NULL-terminated), its
 * standard output a pipe, its input and errors /dev/null, its priority lowered by
 * nice_increment (0: as ours). True with the child's *pid and *fd, the blocking,
 * close-on-exec read end of its output (both the caller's); false with why (no pipe or
 * process). A program that cannot be run shows on reaping as exit status 127. */
bool s4_analysis_start(char *const argv[], int nice_increment, pid_t *pid, int *fd,
                       char why[S4_ANALYSIS_WHY]);

/* Starts engine_path (a program's path, not a shell command) analysing *game for
 * movetime_ms, its priority lowered by nice_increment (0: as ours). True with the child's
 * *pid and *fd, the non-blocking, close-on-exec read end of its output (both the caller's
 * until s4_analysis_finish or s4_analysis_kill); false with why (a game set up from a
 * position has no record to analyse; a finished game nothing to analyse; no pipe or
 * process). A program that cannot be run shows on finishing as exit status 127. */
bool s4_analysis_spawn(const char *engine_path, const S4Game *game, int movetime_ms,
                       int nice_increment, pid_t *pid, int *fd, char why[S4_ANALYSIS_WHY]);

/* Reads whatever the child wrote on fd into buf (size bytes, *len of them used, kept
 * NUL-terminated) without blocking. */
S4AnalysisRead s4_analysis_read(int fd, char *buf, size_t size, size_t *len);

/* After s4_analysis_read said END or TOO_MUCH (`ended`) and the caller closed fd: reaps
 * pid (killing it first when it said too much) and reads its answer (text) for a game on
 * geo. True with values[] and *best; false with why (it said too much, failed, or
 * answered nonsense). */
bool s4_analysis_finish(pid_t pid, S4AnalysisRead ended, const S4Geometry *geo,
                        const char *text, S4PegValue values[S4_MAX_PEGS], int *best,
                        char why[S4_ANALYSIS_WHY]);

/* Kills the child (pid > 0) and reaps it; closes fd (>= 0). For an answer no longer wanted. */
void s4_analysis_kill(pid_t pid, int fd);

/* All of the above for a program that waits: spawns, reads until the output ends or
 * wait_ms pass (then the child is killed), finishes. True with values[] and *best; false
 * with why. The child always ends before this returns. */
bool s4_analysis_run(const char *engine_path, const S4Game *game, int movetime_ms, int wait_ms,
                     S4PegValue values[S4_MAX_PEGS], int *best, char why[S4_ANALYSIS_WHY]);

#endif
