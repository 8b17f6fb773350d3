/* cube_solve_stream.c: the answers of `score4-engine --solve` for Score Four. */
#include "cube_solve_stream.h"

#include "core/clock.h"
#include "cube_solver_setup.h"
#include "solve_lines.h"

typedef struct CubeStream {
    S4CubeSolver *solver;
    const S4CubeSolveOptions *options;
    FILE *out, *err;
} CubeStream;

static void answer(FILE *out, const char *moves, int len, bool weak, const S4CubeResult *r,
                   int beads)
{
    if (!r->complete)
        fprintf(out, "%.*s unknown\n", len, moves);
    else if (r->score == 0)
        fprintf(out, "%.*s draw\n", len, moves);
    else if (weak)
        fprintf(out, "%.*s %s\n", len, moves, r->score > 0 ? "win" : "loss");
    else
        fprintf(out, "%.*s %s %d\n", len, moves, r->score > 0 ? "win" : "loss",
                s4_cube_beads_left(r->score, beads));
}

static S4LineVerdict solve_line(void *context, const char *line, size_t len, long number,
                                char *why, size_t why_size)
{
    const CubeStream *s = context;
    S4CubePos pos;
    size_t start, end;
    S4CubeLineKind kind = s4_cube_read_line(s4_cube_solver_lines(s->solver), line, len, &pos,
                                            &start, &end, why, why_size);
    if (kind == S4_CUBE_LINE_SKIP)
        return S4_LINE_SKIPPED;
    if (kind == S4_CUBE_LINE_BAD)
        return S4_LINE_REFUSED;
    double cpu0 = s4_clock_cpu_ms(), t0 = s4_clock_ms();
    S4CubeResult result;
    s4_cube_solve(s->solver, &pos, s->options->weak, s->options->limit_ms, &result);
    double wall = s4_clock_ms() - t0;
    double cpu = s4_clock_cpu_ms() - cpu0;
    answer(s->out, line + start, (int)(end - start), s->options->weak, &result, pos.moves);
    if (fflush(s->out) != 0)
        return S4_LINE_OUTPUT_FAILED;
    if (s->options->stats)
        fprintf(s->err, "line %ld: nodes %llu wall_ms %.3f cpu_ms %.3f\n", number,
                (unsigned long long)result.nodes, wall, cpu);
    return S4_LINE_ANSWERED;
}

int s4_cube_solve_stream(S4CubeSolver *solver, const S4CubeSolveOptions *options, FILE *in,
                         FILE *out, FILE *err)
{
    CubeStream stream = {solver, options, out, err};
    return s4_solve_lines(in, err, solve_line, &stream);
}

int s4_cube_solve_main(const S4CubeSolveOptions *options)
{
    char why[160];
    S4CubeSolver *solver = s4_cube_solver_setup(options, NULL, why, sizeof why);
    if (!solver) {
        fprintf(stderr, "score4-engine: --solve: %s\n", why);
        return 2;
    }
    int rc = s4_cube_solve_stream(solver, options, stdin, stdout, stderr);
    s4_cube_solver_free(solver);
    return rc;
}
