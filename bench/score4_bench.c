/* score4_bench.c: measurements behind docs/benchmarks.md that `score4-engine bench` does not make.
 *
 *   score4-bench solve BEADS COUNT [SEED]   solve COUNT random Score Four positions of BEADS beads
 *   score4-bench threads DEPTH N            time to DEPTH on fixed positions, 1 thread then N
 *
 * Random positions: random legal moves from the empty board; a game that ends on the way,
 * or a position whose side to move can win at once, is thrown away and drawn again.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "core/game.h"
#include "core/number.h"
#include "search.h"

/* The project's one strict number grammar (core/number.h). */
static bool number(const char *text, long min, long max, long *out)
{
    return s4_parse_long(text, min, max, out) == S4_OK;
}

static uint64_t next(uint64_t *rng)
{
    *rng = *rng * 6364136223846793005ULL + 1442695040888963407ULL;
    return *rng >> 33;
}

static void random_position(const S4Geometry *geo, uint64_t *rng, int beads, S4Game *game)
{
    for (;;) {
        s4_game_init(game, geo);
        while (game->move_count < beads && !s4_game_over(game)) {
            int pegs[S4_MAX_PEGS], n = s4_board_legal_pegs(&game->board, pegs);
            s4_game_play(game, pegs[next(rng) % (uint64_t)n]);
        }
        if (s4_game_over(game))
            continue;
        int pegs[S4_MAX_PEGS], n = s4_board_legal_pegs(&game->board, pegs);
        bool tactical = false;
        for (int i = 0; i < n; i++)
            tactical |= s4_board_move_would_win(&game->board, pegs[i], s4_game_to_move(game));
        if (!tactical)
            return;
    }
}

static int solve(long beads, long count, long seed)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    S4Searcher *searcher = s4_searcher_new(256, 1);
    if (!searcher) {
        fprintf(stderr, "score4-bench: no memory for the table\n");
        return 1;
    }
    uint64_t rng = (uint64_t)seed;
    double total_wall = 0, total_cpu = 0, worst = 0;
    uint64_t total_nodes = 0;
    int results[3] = {0};
    for (long i = 0; i < count; i++) {
        S4Game game;
        random_position(&geo, &rng, (int)beads, &game);
        char record[512];
        s4_game_format_record(&game, record, sizeof record);
        s4_searcher_clear(searcher);
        double c0 = s4_clock_cpu_ms();
        S4SearchResult r;
        s4_search_solve(searcher, &game.board, s4_game_to_move(&game), &r);
        double cpu = s4_clock_cpu_ms() - c0;
        results[r.score + 1]++;
        total_wall += r.elapsed_ms;
        total_cpu += cpu;
        total_nodes += r.nodes;
        if (cpu > worst)
            worst = cpu;
        printf("%3ld %-4s nodes %11llu cpu %9.1f ms wall %9.1f ms  %s\n", i + 1,
               r.score > 0 ? "win" : r.score < 0 ? "loss" : "draw", (unsigned long long)r.nodes,
               cpu, r.elapsed_ms, record);
        fflush(stdout);
    }
    printf("solve %ld beads: %ld positions (%d wins, %d draws, %d losses for the side to move), "
           "mean cpu %.1f ms, worst %.1f ms, mean wall %.1f ms, nodes %llu\n",
           beads, count, results[2], results[1], results[0], total_cpu / (double)count, worst,
           total_wall / (double)count, (unsigned long long)total_nodes);
    s4_searcher_free(searcher);
    return 0;
}

static int threads(long depth, long n)
{
    static const char *const records[] = {
        "", "C3 A3 A1 D4 D1 A4", "C3 A3 A1 D4 D1 A4 C3 C1 C3 C3 C4 A4",
        "D2 B2 D1 D4 A1 A4 B2 B4 C4 B1 B3 B4 B4 C4 B3 B1",
    };
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    S4Searcher *searcher = s4_searcher_new(128, 1);
    if (!searcher)
        return 1;
    double sum[2] = {0, 0};
    for (size_t i = 0; i < sizeof records / sizeof records[0]; i++) {
        S4Game game;
        s4_game_init(&game, &geo);
        s4_game_play_record(&game, records[i], NULL);
        double ms[2];
        for (int k = 0; k < 2; k++) {
            s4_searcher_set_threads(searcher, k == 0 ? 1 : (int)n);
            s4_searcher_clear(searcher);
            S4SearchLimits limits = {.depth = (int)depth};
            S4SearchResult r;
            s4_search(searcher, &game.board, s4_game_to_move(&game), &limits, &r);
            ms[k] = r.elapsed_ms;
            sum[k] += r.elapsed_ms;
        }
        printf("position %zu: depth %ld: 1 thread %.0f ms, %ld threads %.0f ms, speed-up %.2f\n",
               i + 1, depth, ms[0], n, ms[1], ms[0] / ms[1]);
        fflush(stdout);
    }
    printf("threads: depth %ld, 1 thread %.0f ms, %ld threads %.0f ms, speed-up %.2f\n", depth,
           sum[0], n, sum[1], sum[0] / sum[1]);
    s4_searcher_free(searcher);
    return 0;
}

int main(int argc, char **argv)
{
    long a = 0, b = 0, seed = 1;
    if (argc >= 4 && strcmp(argv[1], "solve") == 0 && number(argv[2], 0, 60, &a) &&
        number(argv[3], 1, 100000, &b) && (argc < 5 || number(argv[4], 0, 1L << 30, &seed)))
        return solve(a, b, seed);
    if (argc == 4 && strcmp(argv[1], "threads") == 0 && number(argv[2], 1, S4_MAX_DEPTH, &a) &&
        number(argv[3], 1, S4_MAX_THREADS, &b))
        return threads(a, b);
    fprintf(stderr, "usage: score4-bench solve BEADS COUNT [SEED] | threads DEPTH N\n");
    return 2;
}
