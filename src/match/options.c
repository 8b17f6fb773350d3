/* options.c: score4-match's command line, on the shared table parser (cli/options.h). */
#include "match/options.h"

#include <string.h>

#include "cli/options.h"
#include "core/limits.h"
#include "match/match.h"

#ifndef S4_VERSION
#define S4_VERSION "0.0.0"
#endif

int match_options_parse(int argc, char **argv, MatchOptions *o, FILE *out, FILE *err)
{
    *o = (MatchOptions){"score4", 10, 5000, 2, 1, "score4-match.txt", false, {NULL, NULL},
                        NULL, false, {0, 0}, NULL, 1000, 16, 64, 0, NULL, 200000, NULL,
                        S4_MATCH_SETUP_MS};
    const S4Option options[] = {
        {"--game", S4_OPT_TEXT, &o->game, 0, 0, "NAME",
         "score4 (default), connect4, connect3, connect4-6x4", NULL},
        {"--games", S4_OPT_NUMBER, &o->games, 1, 1000000, "N", "games to play (default 10)", NULL},
        {"--limit", S4_OPT_NUMBER, &o->limit_ms, 1, S4_LIMIT_MOVETIME_MS, "MS",
         "time allowed per move (default 5000)", NULL},
        {"--setup-limit", S4_OPT_NUMBER, &o->setup_limit_ms, 1, S4_LIMIT_MOVETIME_MS, "MS",
         "time allowed for each answer owed \"ok.\" (restart;, play, note:),\n"
         "an engine's start included (default 5000)", NULL},
        {"--opening", S4_OPT_NUMBER, &o->opening, 0, 60, "K",
         "random moves before the engines take over (default 2)", NULL},
        {"--seed", S4_OPT_NUMBER, &o->seed, 0, 2147483647, "S", "seed of the openings (default 1)",
         NULL},
        {"--records", S4_OPT_TEXT, &o->records, 0, 0, "FILE",
         "where every game is written as a record as soon as it ends (default\n"
         "score4-match.txt)", NULL},
        {"--openings", S4_OPT_TEXT, &o->openings, 0, 0, "FILE",
         "each pair of games starts from the next record of FILE (one game\n"
         "record a line, '#' comments), cycling; instead of --opening", NULL},
        {"--sprt", S4_OPT_NUMBERS2, o->sprt_elo, -1000, 1000, "E0 E1",
         "stop as soon as a sequential test (alpha = beta = 0.05) accepts\n"
         "that A is E1 Elo stronger or rejects that it is more than E0\n"
         "(checked after each pair; --games is then the most to play)", &o->sprt},
        {"--quiet", S4_OPT_FLAG, &o->quiet, 0, 0, NULL, "no line per game", NULL},
        {"--audit", S4_OPT_TEXT, &o->audit, 0, 0, "RECORDS",
         "instead of a match: solve every position of the games in RECORDS\n"
         "(Score Four) and list each move that turned a proved win into a\n"
         "draw or loss, or a draw into a loss, then a line per engine", NULL},
        {"--audit-limit", S4_OPT_NUMBER, &o->audit_limit_ms, 1, S4_LIMIT_MOVETIME_MS, "MS",
         "each position's solve within MS of processor time (default 1000)", NULL},
        {"--audit-from", S4_OPT_NUMBER, &o->audit_from, 0, 63, "N",
         "audit the moves from N beads on (default 16)", NULL},
        {"--audit-hash", S4_OPT_NUMBER, &o->audit_hash_mb, 1, 65536, "MB",
         "the solver's table, cleared before each position (default 64)", NULL},
        {"--audit-nodes", S4_OPT_NUMBER, &o->audit_nodes, 0, 1000000000000L, "N",
         "each position's solve also within about N nodes (0: no limit,\n"
         "the default); with a long --audit-limit the verdicts are then the\n"
         "same on any machine", NULL},
        {"--report", S4_OPT_TEXT, &o->report, 0, 0, "RECORDS",
         "instead of a match: grade every move of the games in RECORDS\n"
         "(best, good, inaccuracy, mistake, blunder; wins missed and let\n"
         "through) from the solver's proofs (the --audit-* limits) and the\n"
         "engine's analysis; counts per player, the move that decided it", NULL},
        {"--report-nodes", S4_OPT_NUMBER, &o->report_nodes, 0, 1000000000000L, "N",
         "the engine's analysis of each position in about N nodes (default\n"
         "200000; 0: the solver's proofs alone)", NULL},
        {"--report-engine", S4_OPT_TEXT, &o->report_engine, 0, 0, "PROGRAM",
         "the analysing engine (default: score4-engine beside score4-match)", NULL},
    };
    const S4Program program = {
        .name = "score4-match",
        .version = S4_VERSION,
        .synopsis = "[options] \"<engine A command>\" \"<engine B command>\"\n"
                    "       score4-match --audit RECORDS [--audit-limit MS] [--audit-from N]\n"
                    "       score4-match --report RECORDS [--report-nodes N] [--audit-nodes N]",
        .about = "Plays engine A against engine B over the engine protocol, colours alternating,\n"
                 "each pair of games from the same random opening. An engine that crashes, stalls\n"
                 "past the limit, or answers an illegal peg or garbage loses that game.\n"
                 "Prints A's wins, draws and losses and the Elo difference with a 95% interval.",
        .options = options,
        .option_count = (int)(sizeof options / sizeof options[0]),
        .min_operands = 0, /* two engines, checked below: none with --audit */
        .max_operands = 2,
        .operand_name = "engine command",
    };
    int engines = 0;
    int rc = s4_cli_parse_to(&program, argc, argv, o->engine, &engines, out, err);
    if (rc != S4_CLI_GO_ON)
        return rc;
    if (o->audit && o->report) {
        s4_cli_error_to(err, &program, "--audit and --report: one at a time");
        return S4_CLI_EXIT_BAD;
    }
    if (o->report && engines > 0) {
        s4_cli_error_to(err, &program, "--report takes no engine commands");
        return S4_CLI_EXIT_BAD;
    }
    if (!o->audit && !o->report && engines < 2) {
        s4_cli_error_to(err, &program, "2 engine commands are needed (try --help)");
        return S4_CLI_EXIT_BAD;
    }
    if (o->audit && engines > 0) {
        s4_cli_error_to(err, &program, "--audit takes no engine commands");
        return S4_CLI_EXIT_BAD;
    }
    for (int k = 0; k < engines; k++)
        if (strlen(o->engine[k]) >= S4_LIMIT_ENGINE_COMMAND) {
            s4_cli_error_to(err, &program, "engine %c: a command line of %zu characters; at most %d",
                            'A' + k, strlen(o->engine[k]), S4_LIMIT_ENGINE_COMMAND - 1);
            return S4_CLI_EXIT_BAD;
        }
    if (o->sprt && o->sprt_elo[0] >= o->sprt_elo[1]) {
        s4_cli_error_to(err, &program, "--sprt: two Elo values E0 < E1 from -1000 to 1000");
        return S4_CLI_EXIT_BAD;
    }
    return S4_CLI_GO_ON;
}

