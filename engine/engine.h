/* engine.h: the engine's state and its answer to each protocol command. No I/O: the move is
 * chosen by move_choice.h, which returns a report; the protocol loop (protocol_loop.h) writes
 * the responses, and the report under --verbose, show; and help; on stderr (engine_text.h). */
#ifndef S4_ENGINE_ENGINE_H
#define S4_ENGINE_ENGINE_H

#include <stdbool.h>
#include <stdint.h>

#include "core/board.h"
#include "core/protocol.h"
#include "book.h"
#include "search.h"
#include "cube_solver.h"
#include "solver.h"
#include "move_report.h"

/* The exact solver's table in Score Four is at least this many MB (engine.c); --hash counts
 * it (command_line.c). */
enum { ENGINE_CUBE_MIN_MB = 64 };

typedef struct EngineOptions {
    int depth;           /* plies per move; 0: no limit */
    long movetime_ms;    /* per move; 0: no limit */
    uint64_t nodes;      /* per move: positions the search and the solvers may visit together,
                          * shared among them as the move time is; 0: no limit. With one
                          * thread and no move time the same position gets the same move on
                          * any machine, however loaded */
    int hash_mb;         /* transposition table size */
    int threads;         /* search threads, 1..S4_MAX_THREADS */
    bool verbose;        /* search reports on stderr */
    int level;           /* playing strength 1..10 (levels.h); 10: full */
    unsigned long seed;  /* of the weaker levels' choices */
    bool no_book;        /* never play from the opening book */
    const char *book;    /* the book's file; NULL: the installed one, else the source tree's */
} EngineOptions;

/* The one owner struct of the engine process.
 * Invariant: board holds exactly the beads noted or played since the last restart. */
typedef struct Engine {
    S4Geometry geo;          /* the game being played */
    S4Board board;           /* points at geo: an Engine must not be copied */
    bool has_colour;         /* false after restart until `play` */
    S4Colour colour;         /* the colour `move;` plays for, when has_colour */
    EngineOptions options;
    S4Searcher *searcher;    /* owned */
    S4Solver *solver;        /* owned; the exact solver of a flat game, NULL otherwise */
    S4CubeSolver *cube;      /* owned; Score Four's exact solver while the engine plays at
                              * full strength, NULL otherwise (engine.c, sync_cube); its table
                              * stays from move to move and game to game: its bounds are
                              * exact values of whole positions, true in any game */
    MoveReport report;       /* what chose the last move (move_choice.h) */
    S4Book book;             /* owned; empty when off, missing or refused */
    char book_note[S4_BOOK_MAX_WHY + 4096]; /* why the book was refused; "" when it was not */
    /* The game clock, once a referee sends `time W B;`: the time per move then comes from
     * the mover's clock (time_alloc.h) instead of movetime. The engine takes its own move's
     * time off its own clock and adds the increment, so a referee that sends the clock once
     * still gets sensible answers; one that sends it before every move gets exact ones. */
    bool has_clock;
    long clock_ms[2];        /* by colour */
    long inc_ms;
} Engine;

/* Sets up an engine for a preset game. S4_ERR_UNKNOWN_GAME for a bad name, S4_ERR_OUT_OF_MEMORY
 * when the transposition table cannot be allocated. */
S4Status engine_init(Engine *engine, const char *game, const EngineOptions *options);
void engine_free(Engine *engine);

/* Carries out one parsed command and fills the response. Returns true when the engine
 * should exit after sending it (quit). An impossible command (full peg, move on a full
 * board) answers S4_RESP_ERROR and changes nothing. */
bool engine_execute(Engine *engine, const S4Command *cmd, S4Response *response);

/* The colour `move;` plays for: the one given by `play`, else the side to move by count. */
S4Colour engine_moving_colour(const Engine *engine);

/* Score Four at full strength with no depth cap: where its exact solver plays its part
 * (engine->cube exists when memory allowed it). */
bool engine_cube_strength(const Engine *engine);

#endif
