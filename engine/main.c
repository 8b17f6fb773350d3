/* main.c: score4-engine's command line. */
#include <errno.h>
#include <stdbool.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "core/limits.h"
#include "cli/options.h"
#include "core/number.h"
#include "core/quote.h"
#include "analyse.h"
#include "command_line.h"
#include "engine.h"
#include "book_make.h"
#include "learn.h"
#include "levels.h"
#include "protocol_loop.h"
#include "serve.h"
#include "cube_solve_stream.h"
#include "solve_stream.h"

#ifndef S4_VERSION
#define S4_VERSION "0.0.0"
#endif

int main(int argc, char **argv)
{
    EngineCommandLine cl;
    int parsed = engine_options_parse(argc, argv, sysconf(_SC_NPROCESSORS_ONLN), &cl, stdout,
                                      stderr);
    if (parsed != S4_CLI_GO_ON)
        return parsed;
    EngineOptions options = cl.options;
    const char *game = cl.game, *subcommand = cl.subcommand, *analyse_moves = cl.argument;
    bool solve = cl.solve, movetime_given = cl.movetime_given, threads_given = cl.threads_given;
    S4CubeSolveOptions cube = cl.cube;
    if (solve && strcasecmp(game, "score4") == 0) {
        cube.hash_mb = (size_t)options.hash_mb;
        cube.threads = options.threads;
        cube.stats = options.verbose;
        return s4_cube_solve_main(&cube);
    }
    /* One thread unless asked: on the public sets two threads took 1.3-1.5 times as long
     * (docs/benchmarks.md, "Connect Four solver" and "Tried and dropped"), and a default must never be the slower. */
    if (solve)
        return s4_solve_main(game, options.hash_mb, threads_given ? options.threads : 1);
    /* --depth alone means "search exactly that deep", with no clock; --nodes alone "visit that
     * many positions", with none either. */
    if ((options.depth > 0 || options.nodes > 0) && !movetime_given)
        options.movetime_ms = 0;
    if (subcommand && strcmp(subcommand, "bench") == 0)
        return engine_bench(&options, stdout, stderr);
    if (subcommand && strcmp(subcommand, "book") == 0) {
        long plies = 0;
        if (s4_parse_long(analyse_moves, 1, 12, &plies) != S4_OK) {
            char shown[S4_QUOTE_SIZE];
            s4_quote(analyse_moves, strlen(analyse_moves), shown, sizeof shown);
            fprintf(stderr, "score4-engine: book: '%s' is not a number of beads 1..12\n", shown);
            return 2;
        }
        return engine_book(&options, plies, cl.output, stderr);
    }
    if (subcommand && strcmp(subcommand, "fit") == 0)
        return engine_fit(analyse_moves, stdout, stderr);
    if (subcommand && strcmp(subcommand, "selfplay") == 0) {
        long games = 0;
        if (s4_parse_long(analyse_moves, 1, 10000000, &games) != S4_OK) {
            char shown[S4_QUOTE_SIZE];
            s4_quote(analyse_moves, strlen(analyse_moves), shown, sizeof shown);
            fprintf(stderr, "score4-engine: selfplay: '%s' is not a game count\n", shown);
            return 2;
        }
        return engine_selfplay(&options, games, stdout, stderr);
    }
    if (subcommand)
        return engine_analyse(game, &options, analyse_moves, stdout, stderr);
    /* A referee that closes the pipe or the connection must not kill us mid-write. */
    signal(SIGPIPE, SIG_IGN);
    if (cl.listen)
        return engine_serve(game, &options, &cl.serve, stderr);
    Engine engine;
    S4Status status = engine_init(&engine, game, &options);
    if (status != S4_OK) {
        if (status == S4_ERR_OUT_OF_MEMORY)
            fprintf(stderr, "score4-engine: --hash %d: %s\n", options.hash_mb,
                    s4_status_str(status));
        else
            fprintf(stderr, "score4-engine: --game %s: %s\n", game, s4_status_str(status));
        engine_free(&engine);
        return 2;
    }
    /* A referee that closes the pipe must not kill us mid-write; the write reports it. */
    signal(SIGPIPE, SIG_IGN);
    int rc = engine_protocol_loop(&engine, STDIN_FILENO, STDOUT_FILENO);
    engine_free(&engine);
    return rc;
}
