/* bench.c: the `bench` subcommand: fixed positions, fixed depths, one thread, a node signature. */
#include "analyse.h"

#include <assert.h>

#include "core/clock.h"
#include "core/game.h"
#include "core/notation.h"
#include "search.h"

typedef struct BenchPosition {
    const char *game;   /* preset */
    const char *moves;  /* game record from the empty board; the game must still be on */
    int depth;          /* fixed iteration depth */
} BenchPosition;

/* Openings, middlegames and endgames of Score Four (prefixes of games the engine played
 * against itself), and Connect positions so the other geometries stay measured too. */
static const BenchPosition positions[] = {
    {"score4", "", 12},
    {"score4", "C3 A3 A1 D4 D1 A4", 12},
    {"score4", "C3 A3 A1 D4 D1 A4 C3 C1 C3 C3 C4 A4", 12},
    {"score4", "D2 B2 D1 D4 A1 A4 B2 B4 C4 B1 B3 B4 B4 C4 B3 B1", 13},
    {"score4", "C3 A3 A1 D4 D1 A4 C3 C3 C1 B1 C4 C2 C1 B3 B3 C2 C2 B2 B4 B2", 14},
    {"score4", "D2 B2 D1 D4 A1 A4 B1 C1 C4 B2 B2 A1 D4 A2 D2 D1 B1 A1 B1 B1 A1 C1 A4 C1", 16},
    {"score4", "D2 B2 D1 D4 A1 A4 B2 B4 C4 B1 B3 B4 B4 C4 B3 B1 B3 B3 C4 D1 A4 B1 B1 A1 C2 A4 C3 C1", 17},
    {"connect4", "", 14},
    {"connect4", "D1 D1 C1 E1 D1", 16},
    {"connect4-6x4", "C1 D1", 20},
    {"connect3", "", 12},
};
enum { POSITION_COUNT = sizeof positions / sizeof positions[0] };

int engine_bench(const EngineOptions *options, FILE *out, FILE *err)
{
    double cpu = 0; /* processor time inside the searches only (clearing the table is not search) */
    S4Searcher *searcher = s4_searcher_new(options->hash_mb, 1);
    if (!searcher) {
        fprintf(err, "score4-engine: bench: %s\n", s4_status_str(S4_ERR_OUT_OF_MEMORY));
        return 2;
    }
    uint64_t total_nodes = 0;
    double total_ms = 0;
    for (int i = 0; i < POSITION_COUNT; i++) {
        const BenchPosition *bp = &positions[i];
        S4Geometry geo;
        S4Status status = s4_geometry_preset(&geo, bp->game);
        assert(status == S4_OK);
        S4Game game;
        s4_game_init(&game, &geo);
        status = s4_game_play_record(&game, bp->moves, NULL);
        assert(status == S4_OK && !s4_game_over(&game));
        (void)status;
        s4_searcher_clear(searcher);
        /* --depth lowers every position's depth (a quick signature for tests). */
        int depth = options->depth > 0 && options->depth < bp->depth ? options->depth : bp->depth;
        S4SearchLimits limits = {.depth = depth};
        S4SearchResult result;
        double start = s4_clock_ms(), cpu_start = s4_clock_cpu_ms();
        s4_search(searcher, &game.board, s4_game_to_move(&game), &limits, &result);
        double ms = s4_clock_ms() - start;
        cpu += s4_clock_cpu_ms() - cpu_start;
        char peg[S4_PEG_TEXT];
        s4_peg_format(&geo, result.peg, peg);
        fprintf(out, "%2d %-12s beads %2d depth %2d move %-3s score %6d%s nodes %11llu time %8.1f ms\n",
                i + 1, bp->game, game.board.count, result.depth, peg, result.score,
                result.proved ? "p" : " ", (unsigned long long)result.nodes, ms);
        fflush(out);
        total_nodes += result.nodes;
        total_ms += ms;
    }
    s4_searcher_free(searcher);
    fprintf(out, "cpu: %.0f ms nps %.0f (processor time of the searches)\n", cpu,
            cpu > 0 ? (double)total_nodes * 1000.0 / cpu : 0);
    double nps = total_ms > 0 ? (double)total_nodes * 1000.0 / total_ms : 0;
    fprintf(out, "bench: nodes %llu time %.0f ms nps %.0f\n", (unsigned long long)total_nodes,
            total_ms, nps);
    return 0;
}
