/* libFuzzer target: the command-line parser every program shares (cli/options.h), with a
 * table holding every kind of option (and a heading, which is never an option), fed
 * arbitrary NUL-separated words as argv. Parsed numbers are within their range; errors fit
 * their buffer; operands are never options.
 * The same words then go through score4-engine's, score4-console's and score4-match's own
 * parsers. */
#define _GNU_SOURCE /* fopencookie */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/options.h"
#include "command_line.h"
#include "console/options.h"
#include "core/limits.h"
#include "levels.h"
#include "match/options.h"

static void check(int condition)
{
    if (!condition)
        abort();
}

enum { MAX_ARGS = 40 };

/* --help, --version and errors go nowhere, without a system call. */
static ssize_t discard(void *cookie, const char *buf, size_t size)
{
    (void)cookie;
    (void)buf;
    return (ssize_t)size;
}

static FILE *sink(void)
{
    static FILE *nowhere; /* one for the whole run, never closed */
    if (!nowhere)
        nowhere = fopencookie(NULL, "w", (cookie_io_functions_t){.write = discard});
    return nowhere;
}

/* The programs' own tables and the checks after them (the window's are in fuzz_gui_input). */
static void programs(int argc, char **argv)
{
    EngineCommandLine e;
    int erc = engine_options_parse(argc, argv, 2, &e, sink(), sink());
    check(erc == S4_CLI_GO_ON || erc == S4_CLI_EXIT_OK || erc == S4_CLI_EXIT_BAD);
    if (erc == S4_CLI_GO_ON) {
        check(e.game != NULL);
        check(e.options.depth >= 0 && e.options.depth <= S4_MAX_DEPTH);
        check(e.options.threads >= 1 && e.options.threads <= S4_MAX_THREADS);
        check(e.options.level >= S4_LEVEL_MIN && e.options.level <= S4_LEVEL_MAX);
        check(e.options.hash_mb >= 1 && e.options.hash_mb <= 65536);
        check((e.subcommand == NULL) == (e.argument == NULL) ||
              (e.subcommand != NULL && strcmp(e.subcommand, "bench") == 0 && e.argument == NULL));
    }
    ConsoleOptions c;
    int rc = console_options_parse(argc, argv, &c, sink(), sink());
    check(rc == S4_CLI_GO_ON || rc == S4_CLI_EXIT_OK || rc == S4_CLI_EXIT_BAD);
    if (rc == S4_CLI_GO_ON) {
        check(c.game != NULL);
        for (int s = 0; s < 2; s++)
            check(c.seat[s] == SEAT_PERSON || c.seat[s] == SEAT_ENGINE);
        check(c.depth == -1 || (c.depth >= 0 && c.depth <= S4_LIMIT_DEPTH));
        check(c.movetime == -1 || (c.movetime >= 0 && c.movetime <= S4_LIMIT_MOVETIME_MS));
        check(c.timeout_s == -1 || (c.timeout_s >= 1 && c.timeout_s <= 86400));
    }
    MatchOptions m;
    rc = match_options_parse(argc, argv, &m, sink(), sink());
    check(rc == S4_CLI_GO_ON || rc == S4_CLI_EXIT_OK || rc == S4_CLI_EXIT_BAD);
    if (rc == S4_CLI_GO_ON) {
        /* --audit and --report read records instead of playing: no engines then */
        check(m.audit != NULL || m.report != NULL ||
              (m.engine[0] != NULL && m.engine[1] != NULL));
        check(m.audit == NULL || m.report == NULL);
        check(m.games >= 1 && m.games <= 1000000);
        check(m.limit_ms >= 1 && m.limit_ms <= S4_LIMIT_MOVETIME_MS);
        check(!m.sprt || m.sprt_elo[0] < m.sprt_elo[1]);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 4096)
        return 0;
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    char *argv[MAX_ARGS + 1];
    int argc = 0;
    argv[argc++] = "score4-fuzz";
    for (size_t i = 0; i < size && argc < MAX_ARGS; i += strlen(text + i) + 1)
        argv[argc++] = text + i;
    argv[argc] = NULL;

    const char *game = "score4", *book = NULL;
    bool flag = false, on = true, given = false;
    long depth = -1, pair[2] = {0, 0};
    int rest = -1;
    const S4Option table[] = {
        {"--game", S4_OPT_TEXT, &game, 0, 0, "NAME", "a text", NULL},
        {"--book", S4_OPT_TEXT, &book, 0, 0, "FILE", "another text", NULL},
        {"--quiet", S4_OPT_FLAG, &flag, 0, 0, NULL, "a flag", NULL},
        {"--no-early-draw", S4_OPT_CLEAR, &on, 0, 0, NULL, "a clearing flag", NULL},
        {"--depth", S4_OPT_NUMBER, &depth, 0, 64, "N", "a number", &given},
        {"--sprt", S4_OPT_NUMBERS2, pair, -1000, 1000, "E0 E1", "two numbers", NULL},
        {"later", S4_OPT_SECTION, NULL, 0, 0, NULL, "a heading", NULL},
        {"--console", S4_OPT_REST, &rest, 0, 0, "ARGS...", "the rest is another's", NULL},
    };
    const S4Program program = {
        .name = "score4-fuzz", .version = "0", .synopsis = "[options] A B",
        .options = table, .option_count = 8, .min_operands = 0, .max_operands = 2,
        .operand_name = "word",
    };
    const char *operands[2];
    int count = -1;
    bool help, version;
    char err[256];
    if (s4_cli_parse_quiet(&program, argc, argv, operands, &count, &help, &version, err,
                           sizeof err)) {
        if (!help && !version) {
            check(count >= 0 && count <= 2);
            check(depth == -1 || (depth >= 0 && depth <= 64));
            check(given == (depth != -1) || given);
            check(pair[0] >= -1000 && pair[0] <= 1000 && pair[1] >= -1000 && pair[1] <= 1000);
            check(rest == -1 || (rest >= 2 && rest <= argc && strcmp(argv[rest - 1], "--console") == 0));
        }
    } else {
        check(strlen(err) < sizeof err && err[0] != '\0');
    }
    programs(argc, argv);
    free(text);
    return 0;
}
