/* solve_stream.c: the line reader and writer of `score4-engine --solve`. */
#include "solve_stream.h"

#include "core/clock.h"
#include "core/geometry.h"
#include "solve_line.h"
#include "solve_lines.h"

typedef struct FlatStream {
    S4Solver *solver;
    FILE *out;
} FlatStream;

static S4LineVerdict solve_line(void *context, const char *line, size_t len, long number,
                                char *why, size_t why_size)
{
    (void)number;
    const FlatStream *s = context;
    S4FlatPos pos;
    size_t start, end;
    S4SolveLineKind kind = s4_solve_read_line(s4_solver_shape(s->solver), line, len, &pos,
                                              &start, &end, why, why_size);
    if (kind == S4_SOLVE_LINE_BLANK)
        return S4_LINE_SKIPPED;
    if (kind == S4_SOLVE_LINE_BAD)
        return S4_LINE_REFUSED;
    S4SolveResult result;
    /* Wall time, and this thread's processor time, which a busy machine's other
     * processes do not inflate. */
    double cpu0 = s4_clock_thread_cpu_ms();
    double t0 = s4_clock_ms();
    s4_solver_solve(s->solver, &pos, 0, &result);
    double elapsed = (s4_clock_ms() - t0) * 1e3;
    double cpu = (s4_clock_thread_cpu_ms() - cpu0) * 1e3;
    fprintf(s->out, "%.*s %d %llu %.1f %.1f\n", (int)(end - start), line + start, result.score,
            (unsigned long long)result.nodes, elapsed, cpu);
    return fflush(s->out) == 0 ? S4_LINE_ANSWERED : S4_LINE_OUTPUT_FAILED;
}

int s4_solve_stream(S4Solver *solver, FILE *in, FILE *out, FILE *err)
{
    FlatStream stream = {solver, out};
    return s4_solve_lines(in, err, solve_line, &stream);
}

int s4_solve_main(const char *game, int hash_mb, int threads)
{
    S4Geometry geo;
    S4Status status = s4_geometry_preset(&geo, game);
    if (status != S4_OK) {
        fprintf(stderr, "score4-engine: --game %s: %s\n", game, s4_status_str(status));
        return 2;
    }
    S4FlatShape shape;
    if (s4_flat_shape_from_geometry(&shape, &geo) != S4_OK || shape.width > 9) {
        fprintf(stderr, "score4-engine: --solve: %s is not a single-row game of at most 9 "
                        "columns\n", geo.name);
        return 2;
    }
    if (threads < 1 || threads > S4_SOLVER_MAX_THREADS) {
        fprintf(stderr, "score4-engine: --solve: %d threads: not in 1..%d\n", threads,
                S4_SOLVER_MAX_THREADS);
        return 2;
    }
    S4Solver *solver = s4_solver_new_threads(&shape, s4_solver_table_log2(hash_mb), threads);
    if (!solver) {
        fprintf(stderr, "score4-engine: --solve: no memory for a %d MB table or %d threads\n",
                hash_mb, threads);
        return 2;
    }
    int rc = s4_solve_stream(solver, stdin, stdout, stderr);
    s4_solver_free(solver);
    return rc;
}
