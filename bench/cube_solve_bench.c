/* cube_solve_bench.c: the Score Four solver's benchmark sets and their timing.
 *
 *   score4-solve-bench positions BEADS COUNT SEED   COUNT positions of BEADS beads, one record a
 *                                                   line (cube_positions.h: forced blocks
 *                                                   played, other moves random)
 *   score4-solve-bench [options] run < FILE         solves every record of FILE with a cleared
 *                                                   table (cleared outside the timing) and
 *                                                   prints each time, then mean, median, worst
 *   score4-solve-bench label BEADS COUNT SEED       the children of COUNT such positions with
 *                                                   exact labels, for `score4-engine fit`
 *                                                   (cube_label.h)
 *   score4-solve-bench loss FILE                    log-loss and sibling ranking of the
 *                                                   engine's and the order's weights on FILE
 *
 * The options (--help lists them) are those of `score4-engine --solve` (--weak, --threads,
 * --hash, --limit, --pns), --cpu-limit (a limit in processor time) and the knobs of the
 * proof-number search (cube_pns.h) that docs/solving.md measured.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/options.h"
#include "cube_label.h"
#include "core/clock.h"
#include "core/number.h"
#include "cube_pns.h"
#include "cube_positions.h"
#include "cube_solver_setup.h"
#include "cube_stream.h"

static int positions(long beads, long count, long seed)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    uint64_t rng = (uint64_t)seed;
    for (long i = 0; i < count; i++) {
        S4Game game;
        s4_cube_random_position(&geo, &rng, (int)beads, &game);
        char record[512];
        s4_game_format_record(&game, record, sizeof record);
        printf("%s\n", record);
    }
    return 0;
}

static int compare_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static int run(const S4CubeSolveOptions *o, const S4CubePnsConfig *pns_config)
{
    char setup_error[160];
    S4CubeSolver *solver = s4_cube_solver_setup(o, pns_config, setup_error, sizeof setup_error);
    if (!solver) {
        fprintf(stderr, "score4-solve-bench: %s\n", setup_error);
        return 2;
    }
    char line[1024];
    double *wall = NULL, total_wall = 0, total_cpu = 0, worst = 0;
    long n = 0, unknown = 0, counts[3] = {0};
    uint64_t total_nodes = 0, total_order_nodes = 0;
    while (fgets(line, sizeof line, stdin)) {
        size_t len = strcspn(line, "\r\n");
        if (len == 0 || line[0] == '#')
            continue;
        S4CubePos pos;
        char why[160];
        if (!s4_cube_parse_record(s4_cube_solver_lines(solver), line, len, &pos, why,
                                  sizeof why)) {
            fprintf(stderr, "score4-solve-bench: %s: %.*s\n", why, (int)len, line);
            continue;
        }
        s4_cube_solver_clear(solver);
        double c0 = s4_clock_cpu_ms(), t0 = s4_clock_ms();
        S4CubeResult r;
        s4_cube_solve(solver, &pos, o->weak, o->limit_ms, &r);
        double ms = s4_clock_ms() - t0, cpu = s4_clock_cpu_ms() - c0;
        double *grown = realloc(wall, (size_t)(n + 1) * sizeof *wall);
        if (!grown)
            break;
        wall = grown;
        wall[n++] = ms;
        total_wall += ms;
        total_cpu += cpu;
        total_nodes += r.nodes;
        total_order_nodes += r.order_nodes;
        if (ms > worst)
            worst = ms;
        const char *what = !r.complete ? "unknown" : r.score > 0 ? "win" : r.score < 0 ? "loss"
                                                                                        : "draw";
        if (!r.complete)
            unknown++;
        else
            counts[(r.score > 0) - (r.score < 0) + 1]++;
        printf("%3ld %-7s %3d nodes %12llu wall %10.2f ms cpu %10.2f ms  %.*s\n", n, what,
               r.complete ? r.score : 0, (unsigned long long)r.nodes, ms, cpu, (int)len, line);
        fflush(stdout);
    }
    if (n > 0) {
        qsort(wall, (size_t)n, sizeof *wall, compare_double);
        double median = n % 2 ? wall[n / 2] : (wall[n / 2 - 1] + wall[n / 2]) / 2;
        /* The move order's shallow searches (order nodes) are counted apart: the nodes and
         * the rate are the solver's own, comparable with runs from before that order. */
        printf("summary: %ld positions (%ld wins, %ld draws, %ld losses, %ld unknown), "
               "wall mean %.2f ms median %.2f ms worst %.2f ms, cpu mean %.2f ms, nodes %llu, "
               "%.2f M nodes/s, order nodes %llu\n",
               n, counts[2], counts[1], counts[0], unknown, total_wall / (double)n, median, worst,
               total_cpu / (double)n, (unsigned long long)total_nodes,
               total_cpu > 0 ? (double)total_nodes / total_cpu / 1e3 : 0.0,
               (unsigned long long)total_order_nodes);
    }
    free(wall);
    s4_cube_solver_free(solver);
    return 0;
}

/* BEADS COUNT SEED of `positions`, each by the strict number grammar (core/number.h). */
static bool positions_operands(const S4Program *program, const char *const *words, long out[3])
{
    static const char *const names[3] = {"BEADS", "COUNT", "SEED"};
    static const long bounds[3][2] = {{0, 60}, {1, 1000000}, {0, 1L << 62}};
    for (int i = 0; i < 3; i++)
        if (s4_parse_long(words[i + 1], bounds[i][0], bounds[i][1], &out[i]) != S4_OK) {
            s4_cli_error(program, "%s: %s '%s': a whole number from %ld to %ld", words[0],
                         names[i], words[i + 1], bounds[i][0], bounds[i][1]);
            return false;
        }
    return true;
}

int main(int argc, char **argv)
{
    S4CubeSolveOptions o = {.hash_mb = 256, .threads = 1};
    S4CubePnsConfig pc = s4_cube_pns_defaults();
    long threads = o.threads, hash = (long)o.hash_mb, limit = 0, cpu_limit = 0;
    long leaf_empty = pc.leaf_empty, leaf_nodes = (long)pc.leaf_nodes;
    long share = pc.pns_share_percent, first = (long)pc.first_budget;
    long eps = pc.epsilon_percent, eval_empty = pc.eval_empty, eval_step = pc.eval_step_percent;
    bool pns_only = false, run_options = false; /* any option: they are run's alone */
    const S4Option options[] = {
        {"run", S4_OPT_SECTION, NULL, 0, 0, NULL, "run (the solver, as score4-engine --solve)",
         NULL},
        {"--weak", S4_OPT_FLAG, &o.weak, 0, 0, NULL, "win, draw or loss only", &run_options},
        {"--threads", S4_OPT_NUMBER, &threads, 1, S4_CUBE_MAX_THREADS, "N",
         "search threads (default 1)", &run_options},
        {"--hash", S4_OPT_NUMBER, &hash, 1, 1 << 20, "MB", "table size (default 256)",
         &run_options},
        {"--limit", S4_OPT_NUMBER, &limit, 1, 1L << 40, "MS",
         "give up a position after MS milliseconds (unknown)", &run_options},
        {"--cpu-limit", S4_OPT_NUMBER, &cpu_limit, 1, 1L << 40, "MS",
         "give up a position after MS milliseconds of processor time,\n"
         "which the load of a shared machine does not shorten", &run_options},
        {"--pns", S4_OPT_FLAG, &o.pns, 0, 0, NULL,
         "weak solves of every position by proof-number search (df-pn) in turn\n"
         "with the alpha-beta (default: of 20 beads or fewer; a second table\n"
         "of --hash MB)", &run_options},
        {"--alpha-beta", S4_OPT_FLAG, &o.alpha_beta, 0, 0, NULL,
         "weak solves of every position by the alpha-beta alone", &run_options},
        {"pns", S4_OPT_SECTION, NULL, 0, 0, NULL,
         "proof-number search (docs/solving.md)", NULL},
        {"--pns-only", S4_OPT_FLAG, &pns_only, 0, 0, NULL, "df-pn alone, no turns",
         &run_options},
        {"--pns-first", S4_OPT_NUMBER, &first, 1, 1L << 40, "NODES",
         "the alpha-beta's first budget in the turns", &run_options},
        {"--pns-share", S4_OPT_NUMBER, &share, 1, 10000, "PCT",
         "df-pn's budget in a turn, in % of the alpha-beta's", &run_options},
        {"--pns-leaf", S4_OPT_NUMBER, &leaf_empty, 0, 64, "EMPTY",
         "alpha-beta leaves at EMPTY empty cells or fewer", &run_options},
        {"--pns-budget", S4_OPT_NUMBER, &leaf_nodes, 0, 1L << 40, "NODES",
         "node budget of an alpha-beta leaf (0: none)", &run_options},
        {"--pns-eps", S4_OPT_NUMBER, &eps, 0, 1000, "PCT",
         "df-pn's 1 + epsilon thresholds, epsilon in %", &run_options},
        {"--pns-eval", S4_OPT_NUMBER, &eval_empty, 0, 64, "EMPTY",
         "from EMPTY empty cells up (0: never), new children's disproof numbers\n"
         "grow with their moves' rank by the learned evaluation", &run_options},
        {"--pns-eval-step", S4_OPT_NUMBER, &eval_step, 0, 10000, "PCT",
         "... by PCT % of themselves a rank", &run_options},
    };
    const S4Program program = {
        .name = "score4-solve-bench",
        .version = "1",
        .synopsis = "positions BEADS COUNT SEED\n"
                    "       score4-solve-bench [options] run < FILE\n"
                    "       score4-solve-bench label BEADS COUNT SEED\n"
                    "       score4-solve-bench loss FILE",
        .about = "positions: COUNT Score Four positions of BEADS beads drawn from SEED the\n"
                 "published way (forced blocks played, other moves random), one record a line.\n"
                 "run: solves every record of FILE on a cleared table and prints each result,\n"
                 "its nodes and times, then the mean, median and worst.\n"
                 "label: the children of COUNT such positions that the solver orders, each\n"
                 "solved weakly: its result for the side to move (1, 0.5, 0) and bitboards,\n"
                 "the input of `score4-engine fit` (docs/learned-eval.md).\n"
                 "loss: mean log-loss and sibling pairs ranked right, engine's and order's\n"
                 "weights, on a file that label wrote.",
        .options = options,
        .option_count = (int)(sizeof options / sizeof options[0]),
        .min_operands = 1,
        .max_operands = 4,
        .operand_name = "word",
    };
    const char *words[4];
    int count = 0;
    int parsed = s4_cli_parse(&program, argc, argv, words, &count);
    if (parsed != S4_CLI_GO_ON)
        return parsed;
    bool label = strcmp(words[0], "label") == 0;
    if (strcmp(words[0], "positions") == 0 || label) {
        long p[3];
        if (count != 4) {
            s4_cli_error(&program, "%s takes BEADS COUNT SEED (try --help)", words[0]);
            return S4_CLI_EXIT_BAD;
        }
        if (run_options) {
            s4_cli_error(&program, "%s takes no options (they are run's)", words[0]);
            return S4_CLI_EXIT_BAD;
        }
        if (!positions_operands(&program, words, p))
            return S4_CLI_EXIT_BAD;
        return label ? s4_cube_label(p[0], p[1], p[2], stdout, stderr)
                     : positions(p[0], p[1], p[2]);
    }
    if (strcmp(words[0], "loss") == 0) {
        if (count != 2 || run_options) {
            s4_cli_error(&program, "loss takes one FILE and no options (try --help)");
            return S4_CLI_EXIT_BAD;
        }
        return s4_cube_label_loss(words[1], stdout, stderr);
    }
    if (strcmp(words[0], "run") != 0) {
        s4_cli_error(&program,
                     "'%s': not a command: positions BEADS COUNT SEED, run, label BEADS COUNT "
                     "SEED, or loss FILE",
                     words[0]);
        return S4_CLI_EXIT_BAD;
    }
    if (count != 1) {
        s4_cli_error(&program, "run reads its positions from stdin, not '%s'", words[1]);
        return S4_CLI_EXIT_BAD;
    }
    o.threads = (int)threads;
    o.hash_mb = (size_t)hash;
    if (limit > 0 && cpu_limit > 0) {
        s4_cli_error(&program, "--limit and --cpu-limit: one limit or the other");
        return S4_CLI_EXIT_BAD;
    }
    o.limit_ms = (double)(limit > 0 ? limit : cpu_limit);
    o.limit_cpu = cpu_limit > 0;
    pc.alternate = !pns_only;
    pc.first_budget = (uint64_t)first;
    pc.pns_share_percent = (int)share;
    pc.leaf_empty = (int)leaf_empty;
    pc.leaf_nodes = (uint64_t)leaf_nodes;
    pc.epsilon_percent = (int)eps;
    pc.eval_empty = (int)eval_empty;
    pc.eval_step_percent = (int)eval_step;
    return run(&o, &pc);
}
