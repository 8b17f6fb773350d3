/* engine.c: what each protocol command does to the engine's state. */
#include "engine.h"

#include <stdio.h>
#include <string.h>

#include "core/clock.h"
#include "core/ascii.h"
#include "core/notation.h"
#include "cube_move.h"
#include "levels.h"
#include "solver_move.h"
#include "time_alloc.h"

#ifndef S4_BOOK_INSTALLED
#define S4_BOOK_INSTALLED ""
#endif
#ifndef S4_BOOK_SOURCE
#define S4_BOOK_SOURCE ""
#endif

/* Reads the opening book of Score Four unless it is turned off. A book that is missing or
 * refused is reported here, once, and the engine plays on without it. */
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
        fprintf(stderr, "score4-engine: opening book %s: %s; playing without it\n", path, why);
}

/* Score Four at full strength with no depth cap: from CUBE_MIN_BEADS beads on, the exact
 * solver checks the search's move in the last quarter of the move time (the search gets the
 * first three) and replaces it when it lets a proved win or draw go. Its table is at least
 * CUBE_MIN_MB megabytes (measured: docs/benchmarks.md, "Strength"). */
enum { CUBE_MIN_BEADS = 22, CUBE_MIN_MB = ENGINE_CUBE_MIN_MB };

/* Score Four at full strength with no depth cap: where the solver plays its part. */
static bool cube_strength(const Engine *engine)
{
    return engine->geo.cells == S4_CUBE_CELLS && !s4_geometry_is_flat(&engine->geo) &&
           engine->options.depth == 0 && engine->options.level == S4_LEVEL_MAX;
}

static bool cube_in_play(const Engine *engine)
{
    return cube_strength(engine) && engine->board.count >= CUBE_MIN_BEADS;
}

/* The solver and its table exist exactly while the engine plays at the strength that uses
 * them: made at start-up or when `level` or `depth` raise the strength to it, between moves,
 * so that the first touch of the table's pages (about 10 ms for 64 MB here) is charged to no
 * move's clock; freed when the strength falls below it (a window sends `level N;` to an
 * engine started at full strength). Where memory is short there is none: the search plays
 * alone. */
static void sync_cube(Engine *engine)
{
    if (!cube_strength(engine)) {
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

/* The solvers' time out of a move of movetime ms (0: none) when they get 1/parts of it: a
 * second when neither a time nor a node budget is set, none when only nodes are. */
static double solver_ms(long movetime, uint64_t nodes, int parts)
{
    return movetime > 0 ? (double)movetime / parts : nodes > 0 ? 0 : 1000;
}

/* 1/parts of a node budget (0: none stays none). */
static uint64_t node_share(uint64_t nodes, int parts)
{
    return nodes > 0 ? nodes / (uint64_t)parts + 1 : 0;
}

/* In a Connect game with no depth cap, tries to prove the best move with the exact solver
 * in a quarter of the move time (a second when no time is set either). On success plays
 * it and reports it as a proved search; otherwise returns false and changes nothing. */
static bool play_proved_move(Engine *engine, S4Colour side, long movetime, S4Response *response)
{
    if (!engine->solver || engine->options.depth > 0 || engine->options.level < S4_LEVEL_MAX)
        return false;
    uint64_t nodes = engine->options.nodes;
    double budget = solver_ms(movetime, nodes, 4);
    double start = s4_clock_ms();
    S4SolverMove move;
    if (!s4_solver_try_move(engine->solver, &engine->board, side, budget, node_share(nodes, 4),
                            &move))
        return false;
    S4SearchResult *r = &engine->last;
    memset(r, 0, sizeof *r);
    r->peg = move.peg;
    r->score = move.score > 0 ? S4_SCORE_WIN - move.end_beads
               : move.score < 0 ? -(S4_SCORE_WIN - move.end_beads) : 0;
    r->depth = engine->geo.cells - engine->board.count;
    r->proved = true;
    r->nodes = move.nodes;
    r->elapsed_ms = s4_clock_ms() - start;
    if (engine->options.verbose)
        fprintf(stderr, "score4-engine: solved: score %d (%s) nodes %llu time %.0f ms\n",
                move.score, move.score > 0 ? "win" : move.score < 0 ? "loss" : "draw",
                (unsigned long long)r->nodes, r->elapsed_ms);
    S4Status status = s4_board_play(&engine->board, move.peg, side);
    (void)status; /* the solver only returns playable pegs */
    response->kind = S4_RESP_MOVE;
    response->peg = move.peg;
    return true;
}

/* After the search chose engine->last.peg: solves the position within what is left of the
 * move time (a second when none is set) and, when it is a proved win or draw, plays the
 * move that proved it unless the solver's table shows that the search's move keeps it too
 * (cube_move.h): the proof names its move, so no time goes to checking moves after it. A
 * position not solved in
 * time, or lost, keeps the search's move: against a fallible opponent the search's choice
 * is the better try. */
static void check_with_solver(Engine *engine, S4Colour side, long movetime, double start)
{
    uint64_t nodes = engine->options.nodes;
    if (engine->last.proved || engine->last.forced)
        return; /* the search proved its move itself, or it was the only sensible one */
    if (!engine->cube)
        return; /* no memory for it (sync_cube): the search's move stands */
    double left = movetime > 0 ? (double)movetime - s4_search_early_ms(movetime) -
                                     (s4_clock_ms() - start)
                               : solver_ms(0, nodes, 1);
    if (left < 1 && (movetime > 0 || nodes == 0))
        left = 1;
    /* What the search left of the node budget. */
    uint64_t nodes_left = nodes == 0 ? 0 : nodes > engine->last.nodes ? nodes - engine->last.nodes
                                                                       : 1;
    S4CubeMove proof;
    int peg = engine->last.peg;
    if (!s4_cube_try_move(engine->cube, &engine->board, side, peg, left, nodes_left, &proof)) {
        if (engine->options.verbose && nodes_left > 0)
            fprintf(stderr, "score4-engine: solver: not solved in %llu nodes\n",
                    (unsigned long long)nodes_left);
        else if (engine->options.verbose)
            fprintf(stderr, "score4-engine: solver: not solved in %.0f ms\n", left);
        return;
    }
    const char *value = proof.value > 0 ? "win" : proof.value < 0 ? "loss" : "draw";
    bool replace = proof.peg >= 0 && proof.peg != peg;
    if (replace)
        engine->last.peg = proof.peg;
    if (engine->options.verbose) {
        char was[S4_PEG_TEXT], now[S4_PEG_TEXT];
        s4_peg_format(&engine->geo, peg, was);
        s4_peg_format(&engine->geo, engine->last.peg, now);
        fprintf(stderr, "score4-engine: solver: %s, nodes %llu: ", value,
                (unsigned long long)proof.nodes);
        if (proof.value < 0)
            fprintf(stderr, "the search's %s stands\n", was);
        else if (replace)
            fprintf(stderr, "the proof's %s replaces the search's %s\n", now, was);
        else if (proof.peg >= 0)
            fprintf(stderr, "the search's %s keeps it\n", was);
        else
            fprintf(stderr, "no move proved in time, the search's %s stands\n", was);
    }
}

/* Where the solver runs before the search: from the bead count at which, given half the move
 * time, it proves most positions of real games from a cold table: with 50 ms from 28 beads,
 * with 500 ms from 24 (bench/solver_band.sh; figures in docs/benchmarks.md, from
 * bench/results/score4-solver.tsv). Below that bead count the search chooses and the solver
 * checks its move in the last quarter (check_with_solver). */
enum { FAST_FIRST_BEADS = 28, SLOW_FIRST_BEADS = 24, SLOW_BUDGET_MS = 400 };

/* A node budget worth SLOW_BUDGET_MS: about 400 ms of the solver at 5.9 M positions a second
 * (bench/results/score4-solver.tsv, 20 beads). */
#define SLOW_BUDGET_NODES 2400000ULL

/* budget_ms and budget_nodes: 0 for none, not both. */
static int solver_first_beads(double budget_ms, uint64_t budget_nodes)
{
    bool slow = (budget_ms == 0 || budget_ms >= SLOW_BUDGET_MS) &&
                (budget_nodes == 0 || budget_nodes >= SLOW_BUDGET_NODES);
    return slow ? SLOW_FIRST_BEADS : FAST_FIRST_BEADS;
}

/* In the solver's band (solver_first_beads), the solver first with half the move time (a
 * second when none is set): a proved win or draw is played at once by the proof's own move,
 * so a proved position's moves cost only their proof (the table keeps the last one's). Not
 * for a single sensible move, which the search plays at once. *tried: the solver ran (then
 * the search, when it must still choose, gets the rest of the time and no check follows). */
static bool play_solver_first(Engine *engine, S4Colour side, long movetime, double start,
                              bool *tried, uint64_t *spent_nodes, S4Response *response)
{
    *tried = false;
    double budget = solver_ms(movetime, engine->options.nodes, 2);
    uint64_t budget_nodes = node_share(engine->options.nodes, 2);
    if (!engine->cube || engine->board.count < solver_first_beads(budget, budget_nodes) ||
        s4_cube_only_move(engine->cube, &engine->board, side) >= 0)
        return false;
    *tried = true;
    S4CubeMove proof;
    proof.nodes = 0;
    bool solved = s4_cube_try_move(engine->cube, &engine->board, side, -1, budget, budget_nodes,
                                   &proof);
    *spent_nodes = solved ? proof.nodes : budget_nodes;
    if (!solved || proof.peg < 0) {
        if (engine->options.verbose && !solved && budget_nodes > 0)
            fprintf(stderr, "score4-engine: solver first: not solved in %llu nodes\n",
                    (unsigned long long)budget_nodes);
        else if (engine->options.verbose && !solved)
            fprintf(stderr, "score4-engine: solver first: not solved in %.0f ms\n", budget);
        else if (engine->options.verbose)
            fprintf(stderr, "score4-engine: solver first: loss, nodes %llu: the search chooses\n",
                    (unsigned long long)proof.nodes);
        return false;
    }
    S4SearchResult *r = &engine->last;
    memset(r, 0, sizeof *r);
    r->peg = proof.peg;
    /* A weak proof does not say how long a win takes: it scores as the slowest one. */
    r->score = proof.value > 0 ? S4_SCORE_WIN - engine->geo.cells : 0;
    r->depth = engine->geo.cells - engine->board.count;
    r->proved = true;
    r->nodes = proof.nodes;
    r->elapsed_ms = s4_clock_ms() - start;
    if (engine->options.verbose) {
        char now[S4_PEG_TEXT];
        s4_peg_format(&engine->geo, proof.peg, now);
        fprintf(stderr, "score4-engine: solver: %s, nodes %llu, time %.0f ms: the proof's %s, "
                "before any search\n", proof.value > 0 ? "win" : "draw",
                (unsigned long long)proof.nodes, r->elapsed_ms, now);
    }
    S4Status status = s4_board_play(&engine->board, proof.peg, side);
    (void)status; /* the solver only returns playable pegs */
    response->kind = S4_RESP_MOVE;
    response->peg = proof.peg;
    return true;
}

/* Takes the move's time off the mover's clock and adds the increment (game clock only). */
static void spend_clock(Engine *engine, S4Colour side, double start)
{
    if (!engine->has_clock)
        return;
    long left = engine->clock_ms[side] - (long)(s4_clock_ms() - start) + engine->inc_ms;
    engine->clock_ms[side] = left > 0 ? left : 0;
}

/* A weak level that overlooks the opponent's threat this time (levels.c) plays elsewhere,
 * without a search. */
static bool play_overlooking_move(Engine *engine, S4Colour side, S4Response *response)
{
    int peg;
    if (!s4_level_overlooks(engine->options.level, engine->options.seed, &engine->board, side,
                            &peg))
        return false;
    memset(&engine->last, 0, sizeof engine->last);
    engine->last.peg = peg;
    if (engine->options.verbose)
        fprintf(stderr, "score4-engine: level %d overlooks the threat\n", engine->options.level);
    s4_board_play(&engine->board, peg, side);
    response->kind = S4_RESP_MOVE;
    response->peg = peg;
    return true;
}

static void choose_move(Engine *engine, S4Response *response)
{
    if (s4_board_is_full(&engine->board)) {
        set_error(response, "the board is full");
        return;
    }
    /* A side with four in a row has won: there is no move to make, whoever asks. */
    for (int c = 0; c < 2; c++)
        if (s4_board_winning_line(&engine->board, (S4Colour)c) != 0) {
            set_error(response, c == S4_WHITE ? "the game is over: white has a line"
                                              : "the game is over: black has a line");
            return;
        }
    S4Colour side = engine_moving_colour(engine);
    double start = s4_clock_ms();
    long movetime = engine->options.movetime_ms;
    if (engine->has_clock)
        movetime = s4_time_allot(engine->clock_ms[side], engine->inc_ms,
                                 engine->geo.cells - engine->board.count, engine->geo.cells);
    if (play_overlooking_move(engine, side, response)) {
        spend_clock(engine, side, start);
        return;
    }
    /* The book at full strength with no depth cap (a depth asks for that search). */
    int book_peg = engine->options.level == S4_LEVEL_MAX && engine->options.depth == 0
                       ? s4_book_probe(&engine->book, &engine->board)
                       : -1;
    if (book_peg >= 0) {
        book_peg = s4_level_twin(engine->options.seed, &engine->board, book_peg);
        memset(&engine->last, 0, sizeof engine->last);
        engine->last.peg = book_peg;
        if (engine->options.verbose)
            fprintf(stderr, "score4-engine: book move\n");
        s4_board_play(&engine->board, book_peg, side);
        spend_clock(engine, side, start);
        response->kind = S4_RESP_MOVE;
        response->peg = book_peg;
        return;
    }
    if (play_proved_move(engine, side, movetime, response)) {
        spend_clock(engine, side, start);
        return;
    }
    bool cube = cube_in_play(engine), tried = false;
    uint64_t solver_nodes = 0; /* what the solver first spent of the node budget */
    if (cube &&
        play_solver_first(engine, side, movetime, start, &tried, &solver_nodes, response)) {
        spend_clock(engine, side, start);
        return;
    }
    cube = cube && !tried; /* a solver that ran first is not asked again after the search */
    uint64_t nodes = engine->options.nodes;
    S4SearchLimits limits = {.depth = engine->options.depth,
                             .movetime_ms = cube ? movetime - movetime / 4 : movetime,
                             .nodes = cube ? nodes - nodes / 4 : nodes,
                             .forced_at_once = true};
    s4_level_apply(engine->options.level, engine->options.seed, &limits);
    /* Weaker levels search on one thread: the same seed then plays the same game. */
    s4_searcher_set_threads(engine->searcher,
                            engine->options.level < S4_LEVEL_MAX ? 1 : engine->options.threads);
    if (limits.movetime_ms > 0) { /* what the solver spent comes off the move time */
        long left = limits.movetime_ms - (long)(s4_clock_ms() - start);
        limits.movetime_ms = left > 1 ? left : 1;
    }
    if (limits.nodes > 0) /* and what it visited off the node budget */
        limits.nodes = limits.nodes > solver_nodes + 1 ? limits.nodes - solver_nodes : 1;
    s4_search(engine->searcher, &engine->board, side, &limits, &engine->last);
    if (engine->options.verbose) {
        const S4SearchResult *r = &engine->last;
        fprintf(stderr, "score4-engine: depth %d score %d%s nodes %llu time %.0f ms\n", r->depth,
                r->score, r->proved ? " (proved)" : "", (unsigned long long)r->nodes,
                r->elapsed_ms);
    }
    if (cube)
        check_with_solver(engine, side, movetime, start);
    engine->last.peg = s4_level_twin(engine->options.seed, &engine->board, engine->last.peg);
    S4Status status = s4_board_play(&engine->board, engine->last.peg, side);
    (void)status; /* the search and the solver only return playable pegs */
    spend_clock(engine, side, start);
    response->kind = S4_RESP_MOVE;
    response->peg = engine->last.peg;
}

static void show_board(const Engine *engine)
{
    char drawing[4096];
    s4_ascii_draw(&engine->board, S4_ASCII_OBLIQUE, drawing, sizeof drawing);
    fputs(drawing, stderr);
    /* White moves first: White is to move unless it has more beads, whoever this engine
     * plays (notes may have placed any beads). */
    const S4Board *b = &engine->board;
    S4Colour to_move = __builtin_popcountll(b->beads[S4_WHITE]) >
                               __builtin_popcountll(b->beads[S4_BLACK])
                           ? S4_BLACK
                           : S4_WHITE;
    fprintf(stderr, "%d bead%s; %s to move; ", b->count, b->count == 1 ? "" : "s",
            s4_colour_name(to_move));
    if (engine->has_colour)
        fprintf(stderr, "this engine plays %s\n", s4_colour_name(engine->colour));
    else
        fprintf(stderr, "this engine has no colour yet\n");
}

/* help;: every command the engine takes, for a person testing it by hand (on stderr, like
 * show;, so a referee's stdout holds only the protocol's one line). */
static void show_help(const Engine *engine)
{
    static const struct {
        S4CommandKind kind;
        const char *what;
    } lines[] = {
        {S4_CMD_RESTART, "empty the board; the engine's colour becomes unknown"},
        {S4_CMD_PLAY, "the colour this engine moves for"},
        {S4_CMD_MOVE, "the engine plays a bead and answers its peg, e.g. A3."},
        {S4_CMD_NOTE, "a bead of that colour went on <peg>"},
        {S4_CMD_QUIT, "exit (end of input does the same)"},
        {S4_CMD_SHOW, "draw the board (on stderr)"},
        {S4_CMD_DEPTH, "search that many plies a move (0: no limit)"},
        {S4_CMD_MOVETIME, "think about that long a move (0: no limit)"},
        {S4_CMD_LEVEL, "playing strength (10: full)"},
        {S4_CMD_TIME, "the game clock's time left"},
        {S4_CMD_INC, "added to a clock after each move"},
        {S4_CMD_HELP, "this list"},
        {S4_CMD_SEED, "seed of the engine's choices: same seed, same game"},
    };
    char first[8], last[8];
    s4_peg_format(&engine->geo, 0, first);
    s4_peg_format(&engine->geo, engine->geo.pegs - 1, last);
    fprintf(stderr, "commands (game %s, pegs %s..%s), each ending with ';' and answered on "
            "one line: 'ok.', a peg, or 'error: <why>.'\n", engine->geo.name, first, last);
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
        fprintf(stderr, "  %-32s %s\n", s4_proto_command_shape(lines[i].kind), lines[i].what);
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
    case S4_CMD_SHOW:
        show_board(engine);
        return false;
    case S4_CMD_HELP:
        show_help(engine);
        return false;
    case S4_CMD_SEED:
        engine->options.seed = (unsigned long)cmd->value; /* the grammar keeps it in range */
        return false;
    }
    return false;
}
