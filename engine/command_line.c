/* command_line.c: score4-engine's command line, on the shared table parser (cli/options.h). */
#include "command_line.h"

#include <string.h>

#include "cli/options.h"
#include "core/limits.h"
#include "core/memory_limit.h"
#include "core/quote.h"
#include "levels.h"

#ifndef S4_VERSION
#define S4_VERSION "0.0.0"
#endif

int engine_options_parse(int argc, char **argv, long cores, EngineCommandLine *cl, FILE *out,
                         FILE *err)
{
    EngineOptions options = {.depth = 0, .movetime_ms = 1000, .hash_mb = 16, .verbose = false,
                             .level = S4_LEVEL_MAX, .seed = 1,
                             .threads = cores < 1 ? 1 : cores > S4_MAX_THREADS ? S4_MAX_THREADS
                                                                               : (int)cores};
    const char *subcommand = NULL, *analyse_moves = NULL;
    const char *game = "score4";
    bool movetime_given = false;
    bool solve = false;
    bool threads_given = false;
    S4CubeSolveOptions cube = {.weak = false, .limit_ms = 0};
    *cl = (EngineCommandLine){0};
    long depth = options.depth, movetime = options.movetime_ms, hash = options.hash_mb;
    long threads = options.threads, level = options.level, seed = (long)options.seed;
    long limit = 0;
    long nodes = 0;
    long listen_port = 0;
    bool listen = false, listen_any = false;
    const char *listen_secret_file = NULL;
    const S4Option table[] = {
        {"--game", S4_OPT_TEXT, &game, 0, 0, "NAME",
         "game to play: score4 (default), connect4, connect3, connect4-6x4", NULL},
        {"--depth", S4_OPT_NUMBER, &depth, 0, S4_MAX_DEPTH, "N",
         "search N plies per move (0: no limit; default 0)", NULL},
        {"--movetime", S4_OPT_NUMBER, &movetime, 0, S4_LIMIT_MOVETIME_MS, "MS",
         "think about MS milliseconds per move (default 1000)", &movetime_given},
        {"--nodes", S4_OPT_NUMBER, &nodes, 0, ENGINE_MAX_NODES, "N",
         "visit about N positions per move, the search and the solvers\n"
         "together (0: no limit; default 0); without --movetime it is the\n"
         "only limit, and with --threads 1 the same position then gets the\n"
         "same move on any machine", NULL},
        {"--hash", S4_OPT_NUMBER, &hash, 1, S4_LIMIT_HASH_MB, "MB",
         "transposition table size (default 16); the solver's table takes\n"
         "as much again (Score Four: at least 64 MB), and both together\n"
         "must fit in 4096 MB and half the machine's memory", NULL},
        {"--threads", S4_OPT_NUMBER, &threads, 1, S4_MAX_THREADS, "N",
         "search threads (default: all cores); for the Connect games'\n"
         "--solve the default is 1: its helper threads measured slower", &threads_given},
        {"--level", S4_OPT_NUMBER, &level, S4_LEVEL_MIN, S4_LEVEL_MAX, "N",
         "playing strength 1..10 (default 10, full strength); below 10\n"
         "the engine looks less far, wavers, and answers within 1 s", NULL},
        {"--no-book", S4_OPT_FLAG, &options.no_book, 0, 0, NULL,
         "never play from the opening book (assets/book/score4-book.txt)", NULL},
        {"--book", S4_OPT_TEXT, &options.book, 0, 0, "FILE",
         "the opening book to use instead of the installed one", NULL},
        {"--seed", S4_OPT_NUMBER, &seed, 0, S4_LIMIT_SEED, "S",
         "seed of the engine's choices (default 1; also `seed S;`): at every\n"
         "level the same seed plays the same game, another seed another one", NULL},
        {"--verbose", S4_OPT_FLAG, &options.verbose, 0, 0, NULL, "report each search on stderr",
         NULL},
        {"--solve", S4_OPT_FLAG, &solve, 0, 0, NULL,
         "exact scores of Connect positions read from stdin, one a line\n"
         "as column digits (4453; '-' is the empty board), optionally followed\n"
         "by one expected score, answered as\n"
         "'<digits> <score> <nodes> <microseconds> <cpu microseconds>';\n"
         "for Score Four, move records (B2 C3 B3; '-' is the empty board),\n"
         "answered '<moves> win N', 'loss N' or 'draw' (N: beads the side\n"
         "to move still places), 'unknown' after --limit", NULL},
        {"--weak", S4_OPT_FLAG, &cube.weak, 0, 0, NULL,
         "Score Four --solve: win, draw or loss only (quicker)", NULL},
        {"--limit", S4_OPT_NUMBER, &limit, 1, S4_LIMIT_MOVETIME_MS, "MS",
         "Score Four --solve: give up a position after MS milliseconds", NULL},
        {"--pns", S4_OPT_FLAG, &cube.pns, 0, 0, NULL,
         "Score Four --solve --weak: proof-number search (df-pn) in turn with\n"
         "alpha-beta for every position (default: for 20 beads or fewer;\n"
         "a second table of --hash MB; docs/solving.md)", NULL},
        {"--listen", S4_OPT_NUMBER, &listen_port, 0, 65535, "PORT",
         "serve the protocol over TCP on PORT of this machine only (::1 and\n"
         "127.0.0.1; 0: any free port) instead of stdin/stdout, each client\n"
         "by an engine process of its own (4 at once, more are told busy);\n"
         "the port is named on stderr", &listen},
        {"--listen-any", S4_OPT_FLAG, &listen_any, 0, 0, NULL,
         "--listen on every local address (IPv6 and IPv4): anyone who can\n"
         "reach the port may use the engine, so give --listen-secret-file", NULL},
        {"--listen-secret-file", S4_OPT_TEXT, &listen_secret_file, 0, 0, "FILE",
         "--listen asks each client first for `secret TEXT;`, TEXT the first\n"
         "line of FILE (8 to 128 characters; kept out of the process list);\n"
         "referees send it from the file named by SCORE4_ENGINE_SECRET_FILE", NULL},
        {"--alpha-beta", S4_OPT_FLAG, &cube.alpha_beta, 0, 0, NULL,
         "Score Four --solve --weak: the alpha-beta alone for every position", NULL},
    };
    const S4Program program = {
        .name = "score4-engine",
        .version = S4_VERSION,
        .synopsis = "[options]\n"
                    "       score4-engine [options] analyse \"<moves>\"   value of every legal peg\n"
                    "       score4-engine [options] bench                 fixed search, node signature\n"
                    "       score4-engine [--depth D] [--seed S] selfplay N   learning data of N games\n"
                    "       score4-engine fit FILE                        the evaluation's weights, as C\n"
                    "       score4-engine [--movetime MS] book PLIES [FILE]  the opening book, written\n"
                    "                                                     whole to FILE (or stdout)",
        .about = "Plays Score Four (or a Connect game) over the handout's protocol on stdin/stdout:\n"
                 "  restart;  quit;  play white;  play black;  move;  note: white plays B1;\n"
                 "  extensions: depth N;  movetime MS;  level N;  seed S;  time W B;  inc MS;\n"
                 "  show;  help;\n"
                 "Each command is answered with one line: ok., a peg such as A3., or error: <reason>.",
        .options = table,
        .option_count = (int)(sizeof table / sizeof table[0]),
        .max_operands = 3,
        .operand_name = "word",
    };
    const char *words[3];
    const char *output = NULL; /* book's FILE */
    int word_count = 0;
    int parsed = s4_cli_parse_to(&program, argc, argv, words, &word_count, out, err);
    if (parsed != S4_CLI_GO_ON)
        return parsed;
    /* Every table counted: the search's and the exact solver's (Score Four's at least its
     * minimum, engine.c), against one ceiling (core/memory_limit.h). */
    long solver_mb = strcmp(game, "score4") == 0 && hash < ENGINE_CUBE_MIN_MB ? ENGINE_CUBE_MIN_MB
                                                                              : hash;
    long tables_limit = s4_tables_limit_mb();
    if (hash + solver_mb > tables_limit) {
        s4_cli_error_to(err, &program,
                        "--hash: %ld MB for the search and %ld MB for the solver are more than "
                        "the %ld MB every table may take (at most %d MB, and half the machine's "
                        "memory)", hash, solver_mb, tables_limit, S4_LIMIT_HASH_MB);
        return S4_CLI_EXIT_BAD;
    }
    options.depth = (int)depth;
    options.movetime_ms = movetime;
    options.nodes = (uint64_t)nodes;
    options.hash_mb = (int)hash;
    options.threads = (int)threads;
    options.level = (int)level;
    options.seed = (unsigned long)seed;
    cube.limit_ms = (double)limit;
    if (word_count > 0) {
        static const char *const subcommands[] = {"bench", "analyse", "selfplay", "fit", "book"};
        for (size_t k = 0; k < sizeof subcommands / sizeof subcommands[0]; k++)
            if (strcmp(words[0], subcommands[k]) == 0)
                subcommand = subcommands[k];
        if (!subcommand) {
            char shown[S4_QUOTE_SIZE];
            s4_quote(words[0], strlen(words[0]), shown, sizeof shown);
            s4_cli_error_to(err, &program, "unknown subcommand '%s' (try --help)", shown);
            return 2;
        }
        bool takes_argument = strcmp(subcommand, "bench") != 0;
        if (takes_argument && word_count < 2) {
            if (strcmp(subcommand, "analyse") == 0)
                s4_cli_error_to(err, &program, "analyse: missing the moves (\"\" for none)");
            else
                s4_cli_error_to(err, &program, "%s: missing its argument", subcommand);
            return 2;
        }
        if (!takes_argument && word_count > 1) {
            char shown[S4_QUOTE_SIZE];
            s4_quote(words[1], strlen(words[1]), shown, sizeof shown);
            s4_cli_error_to(err, &program, "bench: unexpected argument '%s'", shown);
            return 2;
        }
        analyse_moves = takes_argument ? words[1] : NULL; /* moves, game count or data file */
        if (word_count > 2 && strcmp(subcommand, "book") != 0) {
            char shown[S4_QUOTE_SIZE];
            s4_quote(words[2], strlen(words[2]), shown, sizeof shown);
            s4_cli_error_to(err, &program, "%s: unexpected argument '%s'", subcommand, shown);
            return 2;
        }
        output = word_count > 2 ? words[2] : NULL;
    }
    cl->options = options;
    cl->game = game;
    cl->subcommand = subcommand;
    cl->argument = analyse_moves;
    cl->output = output;
    cl->solve = solve;
    cl->movetime_given = movetime_given;
    cl->threads_given = threads_given;
    cl->cube = cube;
    cl->listen = listen;
    cl->serve = (EngineServeOptions){.port = (int)listen_port, .any = listen_any,
                                     .secret_file = listen_secret_file};
    if ((listen_any || listen_secret_file) && !listen) {
        s4_cli_error_to(err, &program, "%s needs --listen PORT",
                        listen_any ? "--listen-any" : "--listen-secret-file");
        return 2;
    }
    return S4_CLI_GO_ON;
}
