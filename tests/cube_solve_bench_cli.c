/* cube_solve_bench_cli.c: score4-solve-bench driven as docs/benchmarks.md drives it: the
 * committed sets come back from their seeds, `run` answers as `score4-engine --solve --weak`
 * does (alpha-beta and --pns), and a bad command line or input line gets a clear error. */
#include <criterion/criterion.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cube_stream.h"
#include "program_run.h"

#define BENCH S4_BIN_DIR "/score4-solve-bench"
#define ENGINE S4_BIN_DIR "/score4-engine"
#define SETS S4_SOURCE_DIR "/bench/solver_data/score4/"

/* The whole of a small text file. */
static void read_file(const char *path, char *buf, size_t size)
{
    FILE *f = fopen(path, "r");
    cr_assert_not_null(f, "%s", path);
    size_t n = fread(buf, 1, size - 1, f);
    cr_assert(feof(f), "%s: larger than %zu bytes", path, size);
    buf[n] = '\0';
    fclose(f);
}

/* The first `count` lines of text, in place. */
static void keep_lines(char *text, int count)
{
    char *p = text;
    for (int i = 0; i < count && (p = strchr(p, '\n')); i++)
        p++;
    if (p)
        *p = '\0';
}

Test(cube_solve_bench_cli, each_set_comes_back_from_its_seed)
{
    static const int beads[] = {28, 24, 20, 16};
    for (size_t i = 0; i < sizeof beads / sizeof beads[0]; i++) {
        char args[64], path[512];
        static char committed[16384];
        snprintf(args, sizeof args, "positions %d 100 %d", beads[i], beads[i]);
        snprintf(path, sizeof path, SETS "beads%d.txt", beads[i]);
        read_file(path, committed, sizeof committed);
        ProgramRun run;
        program_run(BENCH, args, "", &run);
        cr_assert_eq(run.status, 0, "%s: %s", args, run.err);
        cr_assert_str_eq(run.out, committed, "%s differs from %s", args, path);
    }
}

/* "win", "loss" or "draw" of each result line of `run` (lines "  N <word> ..."), in order. */
static void run_words(const char *out, char *words, size_t size)
{
    size_t used = 0;
    words[0] = '\0';
    for (const char *line = out; *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : "") {
        long number;
        char word[16];
        if (sscanf(line, "%ld %15s", &number, word) == 2)
            used += (size_t)snprintf(words + used, size - used, "%s\n", word);
    }
}

/* Runs the bench with args on input and collects its result words; the run must succeed
 * and end with the summary of `count` positions. */
static void bench_words(const char *args, const char *input, int count, char *words,
                        size_t size)
{
    static ProgramRun run;
    program_run(BENCH, args, input, &run);
    cr_assert_eq(run.status, 0, "%s: %s", args, run.err);
    run_words(run.out, words, size);
    char summary[64];
    snprintf(summary, sizeof summary, "summary: %d positions (", count);
    cr_assert(strstr(run.out, summary), "%s: %s", args, run.out);
}

/* The engine's --solve --weak words for the same positions, in order. */
static void engine_words(const char *out, char *words, size_t size)
{
    size_t used = 0;
    words[0] = '\0';
    for (const char *line = out; *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : "") {
        const char *end = strchr(line, '\n');
        if (!end)
            break;
        const char *space = end;
        while (space > line && space[-1] != ' ')
            space--;
        used += (size_t)snprintf(words + used, size - used, "%.*s\n", (int)(end - space), space);
    }
}

Test(cube_solve_bench_cli, run_answers_as_the_engine_does, .timeout = 300)
{
    static char input[16384], alpha_beta[4096], pns[4096], want[4096];
    read_file(SETS "beads28.txt", input, sizeof input);
    keep_lines(input, 25);
    static ProgramRun engine;
    program_run(ENGINE, "--solve --weak --hash 16", input, &engine);
    cr_assert_eq(engine.status, 0, "%s", engine.err);
    engine_words(engine.out, want, sizeof want);
    cr_assert(strstr(want, "win") && strstr(want, "loss"), "%s", want);
    bench_words("run --weak --hash 16", input, 25, alpha_beta, sizeof alpha_beta);
    cr_assert_str_eq(alpha_beta, want);
    bench_words("--pns --weak --hash 16 --pns-first 1000 run", input, 25, pns, sizeof pns);
    cr_assert_str_eq(pns, want);
}

/* The number after `key` in a run's summary line (", nodes ", ", order nodes "). */
static unsigned long long summary_number(const char *args, const char *input, const char *key)
{
    static ProgramRun run;
    program_run(BENCH, args, input, &run);
    cr_assert_eq(run.status, 0, "%s: %s", args, run.err);
    const char *at = strstr(run.out, key);
    cr_assert_not_null(at, "%s: %s", args, run.out);
    return strtoull(at + strlen(key), NULL, 10);
}

static unsigned long long summary_nodes(const char *args, const char *input)
{
    return summary_number(args, input, ", nodes ");
}

/* Three 22-bead positions drawn the benchmark's way (`positions 22 30 2222`, #9, #15, #27),
 * each solved within about 0.2 M nodes by either search. (Not #3, #17, #23:
 * with the order's own weights the alpha-beta solves them within df-pn's first turn, so the
 * two searches take the same nodes there.) */
#define B22 "A4 A4 A2 B2 C3 B1 B2 C3 C1 A2 A2 A3 D3 B2 C2 C4 D3 C4 B1 B1 B4 C2\n" \
            "C2 D3 D2 B1 C4 C2 C1 C3 B3 C4 C2 B3 B1 A2 C4 D2 B3 C2 C1 C1 A1 A2\n" \
            "C3 D4 B1 A1 A2 D2 C4 D4 C3 B2 C1 C2 D4 B1 C2 B2 C1 C4 A2 C2 C2 D4\n"

/* Single-threaded searches are deterministic, so equal node counts show which search ran:
 * by default proof-number search up to 20 beads (16-bead #16; not #2, which takes 7
 * nodes by either since the alpha-beta's shallow-search order), the alpha-beta above. */
Test(cube_solve_bench_cli, the_default_search_depends_on_the_beads, .timeout = 300)
{
    static char b16[16384];
    const char *b22 = B22;
    read_file(SETS "beads16.txt", b16, sizeof b16);
    keep_lines(b16, 16);
    const char *b16_16 = b16; /* the 16th position alone */
    for (int i = 1; i < 16; i++)
        b16_16 = strchr(b16_16, '\n') + 1;
    const char *weak = "run --weak --hash 16";
    unsigned long long pns16 = summary_nodes("run --weak --hash 16 --pns", b16_16);
    unsigned long long ab16 = summary_nodes("run --weak --hash 16 --alpha-beta", b16_16);
    cr_assert_neq(pns16, ab16, "the two searches should differ on this position");
    cr_assert_eq(summary_nodes(weak, b16_16), pns16);
    unsigned long long pns22 = summary_nodes("run --weak --hash 16 --pns", b22);
    unsigned long long ab22 = summary_nodes("run --weak --hash 16 --alpha-beta", b22);
    cr_assert_neq(pns22, ab22, "the two searches should differ on these positions");
    cr_assert_eq(summary_nodes(weak, b22), ab22);
}

/* The summary's "order nodes N" counts what the move order's shallow searches visited (from
 * 42 empty cells), apart from the solver's nodes. 22 beads leave 42 empty cells: the
 * alpha-beta's root is ordered by shallow searches, and so are df-pn's alpha-beta turns;
 * 28-bead positions (36 empty) never are. */
Test(cube_solve_bench_cli, the_summary_counts_the_order_nodes_apart, .timeout = 120)
{
    static const char ORDER[] = ", order nodes ";
    cr_assert_gt(summary_number("run --weak --hash 16 --alpha-beta", B22, ORDER), 0);
    cr_assert_gt(summary_number("run --weak --hash 16 --pns", B22, ORDER), 0);
    static char b28[16384];
    read_file(SETS "beads28.txt", b28, sizeof b28);
    keep_lines(b28, 10);
    cr_assert_eq(summary_number("run --weak --hash 16", b28, ORDER), 0);
}

Test(cube_solve_bench_cli, a_limit_answers_unknown)
{
    ProgramRun run;
    program_run(BENCH, "run --weak --hash 16 --limit 20", "-\n", &run);
    cr_assert_eq(run.status, 0, "%s", run.err);
    cr_assert(strstr(run.out, "  1 unknown"), "%s", run.out);
    cr_assert(strstr(run.out, "0 wins, 0 draws, 0 losses, 1 unknown"), "%s", run.out);
}

/* The processor-time limit stops both searches on the empty board, and only once the
 * process has used about that much processor time (the result line's "cpu X ms"). */
Test(cube_solve_bench_cli, a_processor_time_limit_answers_unknown)
{
    static const char *const args[] = {"run --weak --hash 16 --alpha-beta --cpu-limit 40",
                                       "run --weak --hash 16 --pns --cpu-limit 40"};
    for (size_t i = 0; i < sizeof args / sizeof args[0]; i++) {
        ProgramRun run;
        program_run(BENCH, args[i], "-\n", &run);
        cr_assert_eq(run.status, 0, "%s: %s", args[i], run.err);
        cr_assert(strstr(run.out, "0 wins, 0 draws, 0 losses, 1 unknown"), "%s: %s", args[i],
                  run.out);
        const char *cpu = strstr(run.out, " cpu ");
        cr_assert_not_null(cpu, "%s: %s", args[i], run.out);
        double ms = strtod(cpu + 5, NULL);
        cr_assert(ms >= 40.0, "%s: stopped after %.2f ms of processor time", args[i], ms);
    }
}

Test(cube_solve_bench_cli, a_bad_input_line_is_reported_and_the_run_goes_on)
{
    ProgramRun run;
    program_run(BENCH, "run --weak --hash 16", "B1 Z9\nB1 B2 C1 C2 D1 D2\n", &run);
    cr_assert_eq(run.status, 0, "%s", run.err);
    cr_assert(strstr(run.err, "score4-solve-bench: ") && strstr(run.err, "B1 Z9"), "%s",
              run.err);
    cr_assert(strstr(run.out, "  1 win"), "%s", run.out);
    cr_assert(strstr(run.out, "summary: 1 positions (1 wins"), "%s", run.out);
}

/* Every bad command line: exit status 2, one line on stderr naming what is wrong, nothing
 * on stdout. */
Test(cube_solve_bench_cli, a_bad_command_line_gets_a_clear_error)
{
    static const struct {
        const char *args, *says;
    } bad[] = {
        {"", "needed"},
        {"solve", "'solve': not a command"},
        {"positions 28 100", "positions takes BEADS COUNT SEED"},
        {"positions 28 x 28", "positions: COUNT 'x'"},
        {"positions 61 1 1", "BEADS '61'"},
        {"--weak positions 28 1 28", "positions takes no options"},
        {"label 28 1", "label takes BEADS COUNT SEED"},
        {"label 28 0 1", "label: COUNT '0'"},
        {"--weak label 28 1 1", "label takes no options"},
        {"loss", "loss takes one FILE"},
        {"loss /nonexistent/labels.txt", "cannot read"},
        {"run extra", "not 'extra'"},
        {"run --pns", "--pns answers weak solves only"},
        {"run --weak --pns --alpha-beta", "one search or the other"},
        {"run --weak --threads 0", "--threads"},
        {"run --weak --hash", "--hash"},
        {"run --weak --limit 50 --cpu-limit 50", "one limit or the other"},
        {"run --weak --cpu-limit 0", "--cpu-limit"},
        {"run --fast", "unknown option '--fast'"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        ProgramRun run;
        program_run(BENCH, bad[i].args, "", &run);
        cr_assert_eq(run.status, 2, "'%s': status %d", bad[i].args, run.status);
        cr_assert(strncmp(run.err, "score4-solve-bench: ", 20) == 0, "'%s': %s", bad[i].args,
                  run.err);
        cr_assert(strstr(run.err, bad[i].says), "'%s': %s", bad[i].args, run.err);
        cr_assert_str_eq(run.out, "", "'%s'", bad[i].args);
    }
}

Test(cube_solve_bench_cli, help_lists_every_option)
{
    ProgramRun run;
    program_run(BENCH, "--help", "", &run);
    cr_assert_eq(run.status, 0);
    static const char *const options[] = {"--weak", "--threads N", "--hash MB", "--limit MS",
                                          "--cpu-limit MS",
                                          "--pns ", "--alpha-beta", "--pns-only", "--pns-first", "--pns-share",
                                          "--pns-leaf", "--pns-budget", "--pns-eps",
                                          "--pns-eval", "--pns-eval-step"};
    for (size_t i = 0; i < sizeof options / sizeof options[0]; i++)
        cr_assert(strstr(run.out, options[i]), "%s missing: %s", options[i], run.out);
    cr_assert(strstr(run.out, "usage: score4-solve-bench positions BEADS COUNT SEED"));
    cr_assert(strstr(run.out, "score4-solve-bench label BEADS COUNT SEED"), "%s", run.out);
    cr_assert(strstr(run.out, "score4-solve-bench loss FILE"), "%s", run.out);
}

/* `label` (bench/cube_label.h): the same seed gives the same lines, and each line's label is
 * the engine's own weak answer (`score4-engine --solve --weak`) for that child, found among
 * the children of the positions `positions` draws from the same seed. */
Test(cube_solve_bench_cli, label_agrees_with_the_engine_and_repeats, .timeout = 300)
{
    static ProgramRun first, again, drawn, engine;
    program_run(BENCH, "label 30 6 4242", "", &first);
    cr_assert_eq(first.status, 0, "%s", first.err);
    cr_assert(strstr(first.err, "label: 6 positions of 30 beads"), "%s", first.err);
    program_run(BENCH, "label 30 6 4242", "", &again);
    cr_assert_str_eq(first.out, again.out, "the same seed, other lines");
    program_run(BENCH, "positions 30 6 4242", "", &drawn);
    cr_assert_eq(drawn.status, 0, "%s", drawn.err);
    /* Every child record of every drawn position that is a legal, undecided position. */
    S4CubeLines lines;
    s4_cube_lines_init(&lines);
    enum { MAX_CHILDREN = 6 * 16 };
    static S4CubePos child[MAX_CHILDREN];
    static char input[MAX_CHILDREN * 80];
    int n = 0;
    size_t used = 0;
    for (const char *rec = drawn.out; *rec; rec = strchr(rec, '\n') + 1) {
        int len = (int)(strchr(rec, '\n') - rec);
        for (int peg = 0; peg < 16; peg++) {
            char text[128];
            int tl = snprintf(text, sizeof text, "%.*s %c%d", len, rec, 'A' + peg / 4,
                              1 + peg % 4);
            char why[160];
            if (!s4_cube_parse_record(&lines, text, (size_t)tl, &child[n], why, sizeof why))
                continue;
            used += (size_t)snprintf(input + used, sizeof input - used, "%s\n", text);
            n++;
        }
    }
    program_run(ENGINE, "--solve --weak --hash 16", input, &engine);
    cr_assert_eq(engine.status, 0, "%s", engine.err);
    static char words[MAX_CHILDREN * 8];
    engine_words(engine.out, words, sizeof words);
    const char *word[MAX_CHILDREN];
    char *at = words;
    for (int i = 0; i < n; i++, at = strchr(at, '\n') + 1) {
        word[i] = at;
        cr_assert_not_null(strchr(at, '\n'), "%d answers for %d children", i, n);
    }
    int labels = 0, seen[3] = {0, 0, 0};
    for (const char *line = first.out; *line; line = strchr(line, '\n') + 1) {
        double y;
        unsigned long long me, opp;
        cr_assert_eq(sscanf(line, "%lf %llx %llx", &y, &me, &opp), 3, "%s", line);
        int i = 0;
        while (i < n && !(child[i].me == me && child[i].opp == opp))
            i++;
        cr_assert_lt(i, n, "label line %d is no child of a drawn position: %s", labels, line);
        const char *want = y == 1 ? "win\n" : y == 0 ? "loss\n" : "draw\n";
        cr_assert(strncmp(word[i], want, strlen(want)) == 0, "%s: label %g, the engine %.5s",
                  line, y, word[i]);
        seen[y == 1 ? 2 : y == 0 ? 0 : 1]++;
        labels++;
    }
    cr_assert_gt(labels, 10, "%d labels", labels);
    cr_assert(seen[2] > 0 && seen[0] > 0, "wins %d, losses %d", seen[2], seen[0]);
}

/* `loss` reads what `label` wrote: one line for each weight set, over every line of the file,
 * with the sibling pairs counted. */
Test(cube_solve_bench_cli, loss_reads_the_labels, .timeout = 120)
{
    static ProgramRun labels, loss;
    program_run(BENCH, "label 33 8 79", "", &labels);
    cr_assert_eq(labels.status, 0, "%s", labels.err);
    int lines = 0;
    for (const char *at = labels.out; (at = strchr(at, '\n')); at++)
        lines++;
    char path[] = "/tmp/cube_label_XXXXXX";
    int fd = mkstemp(path);
    cr_assert_geq(fd, 0);
    FILE *f = fdopen(fd, "w");
    cr_assert_not_null(f);
    fputs(labels.out, f);
    fclose(f);
    char args[64], want[64];
    snprintf(args, sizeof args, "loss %s", path);
    program_run(BENCH, args, "", &loss);
    remove(path);
    cr_assert_eq(loss.status, 0, "%s", loss.err);
    snprintf(want, sizeof want, "weights: %d positions, mean log-loss ", lines);
    const char *engine = strstr(loss.out, "engine weights: ");
    const char *order = strstr(loss.out, "order  weights: ");
    cr_assert(engine && order && strstr(engine + 7, want) && strstr(order + 7, want), "%s",
              loss.out);
    cr_assert(strstr(loss.out, " sibling pairs, ") && !strstr(loss.out, " 0 sibling pairs"),
              "%s", loss.out);
}

/* The labelled-positions format (engine/labelled.h): `score4-engine fit` and `loss` read it
 * through one parser, so a bad line is refused by both with the same reason and its line
 * number, and a good file is read by both. */
Test(cube_solve_bench_cli, fit_and_loss_refuse_the_same_bad_lines, .timeout = 120)
{
    static const struct {
        const char *line, *reason;
    } bad[] = {
        {"0.5 0000000000000001 0000000000000010 junk", "trailing text after the two bitboards"},
        {"0.5 0000000000000001 0000000000000010 1", "trailing text after the two bitboards"},
        {"0.5 00000000000000g1 0000000000000010", "the side to move's beads are not"},
        {"0.5 0000000000000001 10000000000000010", "the other side's beads are not"},
        {"0.5 -1 0000000000000010", "the side to move's beads are not"},
        {"0.5 0x1 0000000000000010", "the side to move's beads are not"},
        {"1 0000000000000003 0000000000000002", "a cell holds a bead of both sides"},
        {"1.5 0000000000000001 0000000000000010", "the result is not within 0 to 1"},
        {"-0.5 0000000000000001 0000000000000010", "the result is not within 0 to 1"},
        {"win 0000000000000001 0000000000000010", "no result"},
        {"", "no result"},
    };
    enum { LINES = 150, BAD_AT = 120 };
    char path[] = "/tmp/cube_labelled_XXXXXX";
    int fd = mkstemp(path);
    cr_assert_geq(fd, 0);
    close(fd);
    static ProgramRun fit, loss;
    char fit_args[64], loss_args[64];
    snprintf(fit_args, sizeof fit_args, "fit %s", path);
    snprintf(loss_args, sizeof loss_args, "loss %s", path);
    for (size_t b = 0; b <= sizeof bad / sizeof bad[0]; b++) {
        bool good = b == sizeof bad / sizeof bad[0]; /* the last round: no bad line */
        FILE *f = fopen(path, "w");
        cr_assert_not_null(f);
        for (int i = 1; i <= LINES; i++) /* siblings: one bead of the mover's, the other's moves */
            fprintf(f, "%s\n",
                    i == BAD_AT && !good ? bad[b].line
                    : i % 2              ? "0.5 0000000000000001 0000000000000010"
                                         : "1 0000000000000001 0000000000000020");
        fclose(f);
        program_run(ENGINE, fit_args, "", &fit);
        program_run(BENCH, loss_args, "", &loss);
        if (good) {
            cr_assert_eq(fit.status, 0, "%s", fit.err);
            cr_assert_eq(loss.status, 0, "%s", loss.err);
            char want[64];
            snprintf(want, sizeof want, " * %d positions, mean log-loss", LINES);
            cr_assert(strstr(fit.out, want), "%s", fit.out);
            snprintf(want, sizeof want, "weights: %d positions, mean log-loss", LINES);
            cr_assert(strstr(loss.out, want), "%s", loss.out);
            continue;
        }
        cr_assert_neq(fit.status, 0, "fit took '%s'", bad[b].line);
        cr_assert_neq(loss.status, 0, "loss took '%s'", bad[b].line);
        char fit_want[512], loss_want[512];
        snprintf(fit_want, sizeof fit_want, "score4-engine: fit: %s line %d: %s", path, BAD_AT,
                 bad[b].reason);
        snprintf(loss_want, sizeof loss_want, "score4-solve-bench: loss: %s line %d: %s", path,
                 BAD_AT, bad[b].reason);
        cr_assert(strstr(fit.err, fit_want), "'%s': %s", bad[b].line, fit.err);
        cr_assert(strstr(loss.err, loss_want), "'%s': %s", bad[b].line, loss.err);
        /* the same reason, to the letter */
        const char *a = strstr(fit.err, " line "), *c = strstr(loss.err, " line ");
        cr_assert(a && c);
        size_t an = strcspn(a, "\n"), cn = strcspn(c, "\n");
        cr_assert(an == cn && strncmp(a, c, an) == 0, "%s%s", fit.err, loss.err);
        cr_assert(strstr(fit.err, "positions, 1 bad lines"), "%s", fit.err);
        cr_assert(strstr(loss.err, "positions, 1 bad lines"), "%s", loss.err);
    }
    remove(path);
}
