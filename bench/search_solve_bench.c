/* search_solve_bench.c: the engine's own exact solve (s4_search_solve, the proof the engine
 * made before the dedicated Score Four solver) timed on a file of move records, so the two
 * can be compared on the same set in the same run. Builds against the engine of any commit
 * since 47a7de7 (it uses only search.h and the core).
 *
 *   score4-search-solve-bench < FILE      one line a position, then mean, median, worst
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "core/game.h"
#include "search.h"

static int compare_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(void)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    S4Searcher *searcher = s4_searcher_new(256, 1);
    if (!searcher)
        return 1;
    char line[1024];
    double wall[4096], total = 0, total_cpu = 0;
    long n = 0;
    while (n < 4096 && fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (!line[0] || line[0] == '#')
            continue;
        S4Game game;
        s4_game_init(&game, &geo);
        game.early_draw = false;
        if (strcmp(line, "-") != 0 && s4_game_play_record(&game, line, NULL) != S4_OK) {
            fprintf(stderr, "score4-search-solve-bench: bad record: %s\n", line);
            continue;
        }
        s4_searcher_clear(searcher);
        double c0 = s4_clock_cpu_ms(), t0 = s4_clock_ms();
        S4SearchResult r;
        s4_search_solve(searcher, &game.board, s4_game_to_move(&game), &r);
        double ms = s4_clock_ms() - t0, cpu = s4_clock_cpu_ms() - c0;
        wall[n++] = ms;
        total += ms;
        total_cpu += cpu;
        printf("%3ld %-4s nodes %12llu wall %10.2f ms cpu %10.2f ms  %s\n", n,
               r.score > 0 ? "win" : r.score < 0 ? "loss" : "draw", (unsigned long long)r.nodes,
               ms, cpu, line);
        fflush(stdout);
    }
    if (n > 0) {
        qsort(wall, (size_t)n, sizeof *wall, compare_double);
        double median = n % 2 ? wall[n / 2] : (wall[n / 2 - 1] + wall[n / 2]) / 2;
        printf("summary: %ld positions, wall mean %.2f ms median %.2f ms worst %.2f ms, "
               "cpu mean %.2f ms\n",
               n, total / (double)n, median, wall[n - 1], total_cpu / (double)n);
    }
    s4_searcher_free(searcher);
    return 0;
}
