/* move_report.h: what the engine's move choice did (move_choice.h), for the protocol loop to
 * print under --verbose (engine_text.h). Plain data. */
#ifndef S4_ENGINE_MOVE_REPORT_H
#define S4_ENGINE_MOVE_REPORT_H

#include <stdbool.h>
#include <stdint.h>

#include "cube_move.h"
#include "search.h"

/* What chose the move. */
typedef enum MoveSource {
    MOVE_NONE,           /* no move: the board is full or the game is over (error set) */
    MOVE_OVERLOOKED,     /* a weak level overlooked the opponent's threat (levels.h) */
    MOVE_BOOK,           /* the opening book */
    MOVE_CONNECT_SOLVED, /* the Connect games' exact solver proved it */
    MOVE_SOLVER_FIRST,   /* Score Four's solver, run before any search, proved it */
    MOVE_SEARCH,         /* the search, perhaps replaced by the solver's check after it */
} MoveSource;

/* One run of Score Four's solver in a move. */
typedef struct SolverRun {
    bool ran;
    bool solved;         /* proof holds the value and move; else the limits ran out */
    double limit_ms;     /* its time (0: none) ... */
    uint64_t limit_nodes; /* ... and node limit (0: none) */
    S4CubeMove proof;
    double elapsed_ms;   /* from the move's start to the end of this run */
} SolverRun;

typedef struct MoveReport {
    MoveSource source;
    int peg;                /* the move played; -1 with MOVE_NONE */
    const char *error;      /* MOVE_NONE: why there is no move (a protocol error's text) */
    int level;              /* the level that played it */
    S4SearchResult result;  /* the move's value, depth, nodes and time as a search reports
                             * them (a solver's proof scored as a proved search) */
    int connect_score;      /* MOVE_CONNECT_SOLVED: the solver's exact score */
    int book_peg;           /* MOVE_BOOK: the book's own move, before the seed's choice */
    int book_choices;       /* MOVE_BOOK: the moves as good as it that the seed chose among */
    int search_peg;         /* MOVE_SEARCH: the search's own choice, before the check */
    SolverRun first;        /* Score Four's solver before the search */
    SolverRun check;        /* ... and after it */
} MoveReport;

#endif
