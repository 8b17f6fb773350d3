/* cube_solve_bench.c: the Score Four solver's benchmark sets and their timing.
 *
 *   score4-solve-bench positions BEADS COUNT SEED   COUNT positions of BEADS beads, one record a
 *                                                   line (cube_positions.h: forced blocks
 *                                                   played, other moves random)
 *   score4-solve-bench run [--weak] [--threads N] [--hash MB] [--limit MS]
 *                          [--pns [--pns-leaf EMPTY] [--pns-budget NODES] [--pns-eps PCT]] < FILE
 *                                                   solves every record of FILE with a cleared
 *                                                   table (cleared outside the timing) and
 *                                                   prints each time, then mean, median, worst;
 *                                                   --pns: weak solves by df-pn (cube_pns.h),
 *                                                   a table of --hash MB of its own, alpha-beta
 *                                                   leaves at EMPTY empty cells or fewer
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "core/number.h"
#include "cube_pns.h"
#include "cube_positions.h"
#include "cube_stream.h"

/* The project's one strict number grammar (core/number.h). */
static bool number(const char *text, long min, long max, long *out)
{
    return s4_parse_long(text, min, max, out) == S4_OK;
}

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
    S4CubeSolver *solver = s4_cube_solver_new(o->hash_mb, o->threads);
    S4CubePns *pns = o->pns ? s4_cube_pns_new(o->hash_mb, pns_config) : NULL;
    if (!solver || (o->pns && !pns)) {
        fprintf(stderr, "score4-solve-bench: no memory for the table\n");
        s4_cube_solver_free(solver);
        return 1;
    }
    s4_cube_solver_set_pns(solver, pns);
    char line[1024];
    double *wall = NULL, total_wall = 0, total_cpu = 0, worst = 0;
    long n = 0, unknown = 0, counts[3] = {0};
    uint64_t total_nodes = 0;
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
        printf("summary: %ld positions (%ld wins, %ld draws, %ld losses, %ld unknown), "
               "wall mean %.2f ms median %.2f ms worst %.2f ms, cpu mean %.2f ms, nodes %llu, "
               "%.2f M nodes/s\n",
               n, counts[2], counts[1], counts[0], unknown, total_wall / (double)n, median, worst,
               total_cpu / (double)n, (unsigned long long)total_nodes,
               total_cpu > 0 ? (double)total_nodes / total_cpu / 1e3 : 0.0);
    }
    free(wall);
    s4_cube_solver_free(solver);
    s4_cube_pns_free(pns);
    return 0;
}

int main(int argc, char **argv)
{
    long a = 0, b = 0, c = 0;
    if (argc == 5 && strcmp(argv[1], "positions") == 0 && number(argv[2], 0, 60, &a) &&
        number(argv[3], 1, 1000000, &b) && number(argv[4], 0, 1L << 62, &c))
        return positions(a, b, c);
    if (argc >= 2 && strcmp(argv[1], "run") == 0) {
        S4CubeSolveOptions o = {.hash_mb = 256, .threads = 1};
        S4CubePnsConfig pc = s4_cube_pns_defaults();
        for (int i = 2; i < argc; i++) {
            long v;
            if (strcmp(argv[i], "--weak") == 0)
                o.weak = true;
            else if (i + 1 < argc && strcmp(argv[i], "--threads") == 0 &&
                     number(argv[i + 1], 1, S4_CUBE_MAX_THREADS, &v))
                o.threads = (int)v, i++;
            else if (i + 1 < argc && strcmp(argv[i], "--hash") == 0 &&
                     number(argv[i + 1], 1, 1 << 20, &v))
                o.hash_mb = (size_t)v, i++;
            else if (i + 1 < argc && strcmp(argv[i], "--limit") == 0 &&
                     number(argv[i + 1], 1, 1L << 40, &v))
                o.limit_ms = (double)v, i++;
            else if (strcmp(argv[i], "--pns") == 0)
                o.pns = true;
            else if (i + 1 < argc && strcmp(argv[i], "--pns-leaf") == 0 &&
                     number(argv[i + 1], 0, 64, &v))
                pc.leaf_empty = (int)v, i++;
            else if (i + 1 < argc && strcmp(argv[i], "--pns-budget") == 0 &&
                     number(argv[i + 1], 0, 1L << 40, &v))
                pc.leaf_nodes = (uint64_t)v, i++;
            else if (i + 1 < argc && strcmp(argv[i], "--pns-eps") == 0 &&
                     number(argv[i + 1], 0, 1000, &v))
                pc.epsilon_percent = (int)v, i++;
            else
                goto usage;
        }
        if (o.pns && !o.weak) {
            fprintf(stderr, "score4-solve-bench: --pns answers weak solves only (add --weak)\n");
            return 2;
        }
        return run(&o, &pc);
    }
usage:
    fprintf(stderr, "usage: score4-solve-bench positions BEADS COUNT SEED\n"
                    "       score4-solve-bench run [--weak] [--threads N] [--hash MB] "
                    "[--limit MS]\n"
                    "                          [--pns [--pns-leaf EMPTY] [--pns-budget NODES] "
                    "[--pns-eps PCT]] < FILE\n");
    return 2;
}
