/* engine.c: what each protocol command does to the engine's state. No I/O (but reading the
 * opening book's file): the move is chosen in move_choice.c, and the protocol loop writes
 * every answer and report. */
#include "engine.h"

#include <stdio.h>
#include <string.h>

#include "levels.h"
#include "move_choice.h"

#ifndef S4_BOOK_INSTALLED
#define S4_BOOK_INSTALLED ""
#endif
#ifndef S4_BOOK_SOURCE
#define S4_BOOK_SOURCE ""
#endif

/* Reads the opening book of Score Four unless it is turned off. A book that is missing or
 * refused is noted for the protocol loop to report once (engine_text_start), and the engine
 * plays on without it. */
static void load_book(Engine *engine)
{
    if (engine->options.no_book || engine->geo.cells != 64 || engine->geo.pegs != 16)
        return;
    const char *path = engine->options.book;
    if (!path) {
        FILE *probe = fopen(S4_BOOK_INSTALLED, "r");
        path = probe ? S4_BOOK_INSTALLED : S4_BOOK_SOURCE;
        if (probe)
            fclose(probe);
    }
    char why[S4_BOOK_MAX_WHY];
    if (!s4_book_read(&engine->book, path, &engine->geo, why))
        snprintf(engine->book_note, sizeof engine->book_note,
                 "opening book %s: %s; playing without it", path, why);
}

/* Score Four's exact solver has a table of at least CUBE_MIN_MB megabytes (measured:
 * docs/benchmarks.md, "Strength"). */
enum { CUBE_MIN_MB = ENGINE_CUBE_MIN_MB };

bool engine_cube_strength(const Engine *engine)
{
    return engine->geo.cells == S4_CUBE_CELLS && !s4_geometry_is_flat(&engine->geo) &&
           engine->options.depth == 0 && engine->options.level == S4_LEVEL_MAX;
}

/* The solver and its table exist exactly while the engine plays at the strength that uses
 * them: made at start-up or when `level` or `depth` raise the strength to it, between moves,
 * so that the first touch of the table's pages (about 10 ms for 64 MB here) is charged to no
 * move's clock; freed when the strength falls below it (a window sends `level N;` to an
 * engine started at full strength). Where memory is short there is none: the search plays
 * alone. */
static void sync_cube(Engine *engine)
{
    if (!engine_cube_strength(engine)) {
        s4_cube_solver_free(engine->cube);
        engine->cube = NULL;
    } else if (!engine->cube) {
        int mb = engine->options.hash_mb > CUBE_MIN_MB ? engine->options.hash_mb : CUBE_MIN_MB;
        engine->cube = s4_cube_solver_new((size_t)mb, engine->options.threads);
    }
}

S4Status engine_init(Engine *engine, const char *game, const EngineOptions *options)
{
    memset(engine, 0, sizeof *engine);
    S4Status status = s4_geometry_preset(&engine->geo, game);
    if (status != S4_OK)
        return status;
    s4_board_init(&engine->board, &engine->geo);
    engine->options = *options;
    engine->searcher = s4_searcher_new(options->hash_mb, options->threads);
    if (!engine->searcher)
        return S4_ERR_OUT_OF_MEMORY;
    load_book(engine);
    sync_cube(engine);
    S4FlatShape shape;
    if (s4_flat_shape_from_geometry(&shape, &engine->geo) == S4_OK) {
        engine->solver = s4_solver_new(&shape, s4_solver_table_log2(options->hash_mb));
        if (!engine->solver)
            return S4_ERR_OUT_OF_MEMORY;
    }
    return S4_OK;
}

void engine_free(Engine *engine)
{
    s4_searcher_free(engine->searcher);
    engine->searcher = NULL;
    s4_solver_free(engine->solver);
    engine->solver = NULL;
    s4_cube_solver_free(engine->cube);
    engine->cube = NULL;
    s4_book_free(&engine->book);
}

S4Colour engine_moving_colour(const Engine *engine)
{
    if (engine->has_colour)
        return engine->colour;
    return (S4Colour)(engine->board.count & 1);
}

static void set_error(S4Response *response, const char *message)
{
    response->kind = S4_RESP_ERROR;
    snprintf(response->message, sizeof response->message, "%s", message);
}

bool engine_execute(Engine *engine, const S4Command *cmd, S4Response *response)
{
    memset(response, 0, sizeof *response);
    response->kind = S4_RESP_OK;
    switch (cmd->kind) {
    case S4_CMD_RESTART:
        s4_board_init(&engine->board, &engine->geo);
        engine->has_colour = false;
        s4_searcher_clear(engine->searcher);
        /* Under a node budget a game replays exactly from its seed, in any process: the
         * solvers' tables (which otherwise stay: their bounds are exact in any game) start
         * empty too, as the work their proofs take depends on them. */
        if (engine->options.nodes > 0 && engine->cube)
            s4_cube_solver_clear(engine->cube);
        if (engine->options.nodes > 0 && engine->solver)
            s4_solver_clear(engine->solver);
        return false;
    case S4_CMD_QUIT:
        return true;
    case S4_CMD_PLAY:
        engine->has_colour = true;
        engine->colour = cmd->colour;
        return false;
    case S4_CMD_MOVE:
        engine_choose_move(engine, &engine->report);
        if (engine->report.source == MOVE_NONE)
            set_error(response, engine->report.error);
        else {
            response->kind = S4_RESP_MOVE;
            response->peg = engine->report.peg;
        }
        return false;
    case S4_CMD_NOTE: {
        S4Status status = s4_board_play(&engine->board, cmd->peg, cmd->colour);
        if (status != S4_OK)
            set_error(response, s4_status_str(status));
        return false;
    }
    case S4_CMD_DEPTH:
        engine->options.depth = (int)cmd->value;
        sync_cube(engine);
        return false;
    case S4_CMD_MOVETIME:
        engine->options.movetime_ms = cmd->value;
        engine->has_clock = false; /* the referee has gone back to a time per move */
        return false;
    case S4_CMD_LEVEL:
        engine->options.level = (int)cmd->value; /* the grammar keeps it in 1..10 */
        sync_cube(engine);
        return false;
    case S4_CMD_TIME:
        engine->has_clock = true;
        engine->clock_ms[S4_WHITE] = cmd->value;
        engine->clock_ms[S4_BLACK] = cmd->value2;
        return false;
    case S4_CMD_INC:
        engine->inc_ms = cmd->value;
        return false;
    case S4_CMD_SHOW: /* the protocol loop draws the board (engine_text.h) */
    case S4_CMD_HELP: /* ... and lists the commands */
        return false;
    case S4_CMD_SEED:
        engine->options.seed = (unsigned long)cmd->value; /* the grammar keeps it in range */
        return false;
    }
    return false;
}
