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
#include "cli/args.h"
#include "core/number.h"
#include "analyse.h"
#include "engine.h"
#include "book_make.h"
#include "learn.h"
#include "levels.h"
#include "protocol_loop.h"
#include "cube_stream.h"
#include "solve_stream.h"

#ifndef S4_VERSION
#define S4_VERSION "0.0.0"
#endif

static void usage(FILE *out)
{
    int count;
    const char *const *names = s4_geometry_preset_names(&count);
    fprintf(out,
            "usage: score4-engine [options]\n"
            "       score4-engine [options] analyse \"<moves>\"   value of every legal peg\n"
            "       score4-engine [options] bench                 fixed search, node signature\n"
            "       score4-engine [--depth D] [--seed S] selfplay N   learning data of N games\n"
            "       score4-engine fit FILE                        the evaluation's weights, as C\n"
            "       score4-engine [--movetime MS] book PLIES      the opening book, to stdout\n"
            "\n"
            "Plays Score Four (or a Connect game) over the handout's protocol on stdin/stdout:\n"
            "  restart;  quit;  play white;  play black;  move;  note: white plays B1;\n"
            "  extensions: depth N;  movetime MS;  level N;  time W B;  inc MS;  show;\n"
            "Each command is answered with one line: ok., a peg such as A3., or error: <reason>.\n"
            "\n"
            "options:\n"
            "  --game NAME      game to play (default score4):");
    for (int i = 0; i < count; i++)
        fprintf(out, " %s", names[i]);
    fprintf(out,
            "\n"
            "  --depth N        search N plies per move (0: no limit; default 0)\n"
            "  --movetime MS    think about MS milliseconds per move (default 1000)\n"
            "  --hash MB        transposition table size (default 16)\n"
            "  --threads N      search threads, also for --solve (default: all cores)\n"
            "  --level N        playing strength 1..10 (default 10, full strength); below 10\n"
            "                   the engine looks less far, wavers, and answers within 1 s\n"
            "  --no-book        never play from the opening book (assets/book/score4-book.txt)\n"
            "  --book FILE      the opening book to use instead of the installed one\n"
            "  --seed S         seed of the weaker levels' choices (default 1): same seed, same game\n"
            "  --verbose        report each search on stderr\n"
            "  --solve          exact scores of Connect positions read from stdin, one a line\n"
            "                   as column digits (4453; '-' is the empty board), answered as\n"
            "                   '<digits> <score> <nodes> <microseconds> <cpu microseconds>';\n"
            "                   for Score Four, move records (B2 C3 B3; '-' is the empty board),\n"
            "                   answered '<moves> win N', 'loss N' or 'draw' (N: beads the side\n"
            "                   to move still places), 'unknown' after --limit\n"
            "  --weak           Score Four --solve: win, draw or loss only (quicker)\n"
            "  --limit MS       Score Four --solve: give up a position after MS milliseconds\n"
            "  --help           this text\n"
            "  --version        the version\n");
}

int main(int argc, char **argv)
{
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    EngineOptions options = {.depth = 0, .movetime_ms = 1000, .hash_mb = 16, .verbose = false,
                             .level = S4_LEVEL_MAX, .seed = 1,
                             .threads = cores < 1 ? 1 : cores > S4_MAX_THREADS ? S4_MAX_THREADS
                                                                               : (int)cores};
    const char *subcommand = NULL, *analyse_moves = NULL;
    const char *game = "score4";
    bool movetime_given = false;
    bool solve = false;
    S4CubeSolveOptions cube = {.weak = false, .limit_ms = 0};
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        long value = 0;
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(arg, "--version") == 0) {
            printf("score4-engine %s\n", S4_VERSION);
            return 0;
        } else if (strcmp(arg, "--game") == 0) {
            if (i + 1 >= argc) {
                fprintf(stderr, "score4-engine: --game: missing value\n");
                return 2;
            }
            game = argv[++i];
        } else if (strcmp(arg, "--depth") == 0) {
            if (!s4_cli_take_number("score4-engine", argc, argv, &i, 0, S4_MAX_DEPTH, &value))
                return 2;
            options.depth = (int)value;
        } else if (strcmp(arg, "--movetime") == 0) {
            if (!s4_cli_take_number("score4-engine", argc, argv, &i, 0, S4_LIMIT_MOVETIME_MS, &value))
                return 2;
            options.movetime_ms = value;
            movetime_given = true;
        } else if (strcmp(arg, "--hash") == 0) {
            if (!s4_cli_take_number("score4-engine", argc, argv, &i, 1, 65536, &value))
                return 2;
            options.hash_mb = (int)value;
        } else if (strcmp(arg, "--threads") == 0) {
            if (!s4_cli_take_number("score4-engine", argc, argv, &i, 1, S4_MAX_THREADS, &value))
                return 2;
            options.threads = (int)value;
        } else if (strcmp(arg, "--level") == 0) {
            if (!s4_cli_take_number("score4-engine", argc, argv, &i, S4_LEVEL_MIN, S4_LEVEL_MAX,
                                    &value))
                return 2;
            options.level = (int)value;
        } else if (strcmp(arg, "--seed") == 0) {
            if (!s4_cli_take_number("score4-engine", argc, argv, &i, 0, 2147483647, &value))
                return 2;
            options.seed = (unsigned long)value;
        } else if (strcmp(arg, "bench") == 0 && !subcommand) {
            subcommand = arg;
        } else if (strcmp(arg, "--no-book") == 0) {
            options.no_book = true;
        } else if (strcmp(arg, "--book") == 0) {
            if (i + 1 >= argc) {
                fprintf(stderr, "score4-engine: --book: missing value\n");
                return 2;
            }
            options.book = argv[++i];
        } else if ((strcmp(arg, "selfplay") == 0 || strcmp(arg, "fit") == 0 ||
                    strcmp(arg, "book") == 0) && !subcommand) {
            if (i + 1 >= argc) {
                fprintf(stderr, "score4-engine: %s: missing its argument\n", arg);
                return 2;
            }
            subcommand = arg;
            analyse_moves = argv[++i]; /* the game count, or the data file */
        } else if (strcmp(arg, "analyse") == 0 && !subcommand) {
            if (i + 1 >= argc) {
                fprintf(stderr, "score4-engine: analyse: missing the moves (\"\" for none)\n");
                return 2;
            }
            subcommand = arg;
            analyse_moves = argv[++i];
        } else if (strcmp(arg, "--verbose") == 0) {
            options.verbose = true;
        } else if (strcmp(arg, "--solve") == 0) {
            solve = true;
        } else if (strcmp(arg, "--weak") == 0) {
            cube.weak = true;
        } else if (strcmp(arg, "--limit") == 0) {
            if (!s4_cli_take_number("score4-engine", argc, argv, &i, 1, 86400000, &value))
                return 2;
            cube.limit_ms = (double)value;
        } else {
            fprintf(stderr, "score4-engine: unknown option '%s' (try --help)\n", arg);
            return 2;
        }
    }
    if (solve && strcasecmp(game, "score4") == 0) {
        cube.hash_mb = (size_t)options.hash_mb;
        cube.threads = options.threads;
        cube.stats = options.verbose;
        return s4_cube_solve_main(&cube);
    }
    if (solve)
        return s4_solve_main(game, options.hash_mb, options.threads);
    /* --depth alone means "search exactly that deep", with no clock. */
    if (options.depth > 0 && !movetime_given)
        options.movetime_ms = 0;
    if (subcommand && strcmp(subcommand, "bench") == 0)
        return engine_bench(&options, stdout, stderr);
    if (subcommand && strcmp(subcommand, "book") == 0) {
        long plies = 0;
        if (s4_parse_long(analyse_moves, 1, 12, &plies) != S4_OK) {
            fprintf(stderr, "score4-engine: book: '%s' is not a number of beads 1..12\n",
                    analyse_moves);
            return 2;
        }
        return engine_book(&options, plies, stdout, stderr);
    }
    if (subcommand && strcmp(subcommand, "fit") == 0)
        return engine_fit(analyse_moves, stdout, stderr);
    if (subcommand && strcmp(subcommand, "selfplay") == 0) {
        long games = 0;
        if (s4_parse_long(analyse_moves, 1, 10000000, &games) != S4_OK) {
            fprintf(stderr, "score4-engine: selfplay: '%s' is not a game count\n", analyse_moves);
            return 2;
        }
        return engine_selfplay(&options, games, stdout, stderr);
    }
    if (subcommand)
        return engine_analyse(game, &options, analyse_moves, stdout, stderr);
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
