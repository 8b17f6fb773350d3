/* engine.c: what each protocol command does to the engine's state. */
#include "engine.h"

#include <stdio.h>
#include <string.h>

#include "core/ascii.h"

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
        return S4_ERR_NO_SPACE;
    return S4_OK;
}

void engine_free(Engine *engine)
{
    s4_searcher_free(engine->searcher);
    engine->searcher = NULL;
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

static void choose_move(Engine *engine, S4Response *response)
{
    if (s4_board_is_full(&engine->board)) {
        set_error(response, "the board is full");
        return;
    }
    S4Colour side = engine_moving_colour(engine);
    S4SearchLimits limits = {engine->options.depth, engine->options.movetime_ms};
    s4_search(engine->searcher, &engine->board, side, &limits, &engine->last);
    if (engine->options.verbose) {
        const S4SearchResult *r = &engine->last;
        fprintf(stderr, "score4-engine: depth %d score %d%s nodes %llu time %.0f ms\n", r->depth,
                r->score, r->proved ? " (proved)" : "", (unsigned long long)r->nodes,
                r->elapsed_ms);
    }
    S4Status status = s4_board_play(&engine->board, engine->last.peg, side);
    (void)status; /* the search only returns playable pegs on a board that is not full */
    response->kind = S4_RESP_MOVE;
    response->peg = engine->last.peg;
}

static void show_board(const Engine *engine)
{
    char drawing[4096];
    s4_ascii_draw(&engine->board, S4_ASCII_OBLIQUE, drawing, sizeof drawing);
    fputs(drawing, stderr);
    fprintf(stderr, "%d beads; %s moves next\n", engine->board.count,
            s4_colour_name(engine_moving_colour(engine)));
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
        return false;
    case S4_CMD_QUIT:
        return true;
    case S4_CMD_PLAY:
        engine->has_colour = true;
        engine->colour = cmd->colour;
        return false;
    case S4_CMD_MOVE:
        choose_move(engine, response);
        return false;
    case S4_CMD_NOTE: {
        S4Status status = s4_board_play(&engine->board, cmd->peg, cmd->colour);
        if (status != S4_OK)
            set_error(response, s4_status_str(status));
        return false;
    }
    case S4_CMD_DEPTH:
        engine->options.depth = (int)cmd->value;
        return false;
    case S4_CMD_MOVETIME:
        engine->options.movetime_ms = cmd->value;
        return false;
    case S4_CMD_SHOW:
        show_board(engine);
        return false;
    }
    return false;
}
