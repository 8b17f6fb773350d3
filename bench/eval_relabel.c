/* eval_relabel.c: score4-eval-relabel, the labelled positions of `score4-engine selfplay` with
 * the game's result replaced by the position's exact weak value where the solver proves it
 * quickly: the data of an evaluation fitted on solved positions (docs/learned-eval.md).
 *
 *   score4-eval-relabel FROM TO LIMIT_MS [EVERY] < selfplay.txt > relabelled.txt
 *
 * Each line of FROM..TO beads is solved weakly within LIMIT_MS of processor time on a table
 * kept from position to position (its bounds are exact in any position) and written with the
 * value for the side to move (1, 0.5, 0); one the solver does not finish in time is left out.
 * Of that band only each EVERY-th line (default 1: all) is solved, and written EVERY times, as
 * it stands for the lines it was drawn from: the band keeps its weight in the fit. Lines of
 * other bead counts pass through with the game's result. A summary goes to stderr. */
#include <stdio.h>
#include <stdlib.h>

#include "cube_solver.h"
#include "labelled.h"

int main(int argc, char **argv)
{
    if (argc < 4 || argc > 5) {
        fprintf(stderr, "usage: score4-eval-relabel FROM TO LIMIT_MS [EVERY] < in > out\n");
        return 2;
    }
    int from = atoi(argv[1]), to = atoi(argv[2]);
    double limit = atof(argv[3]);
    long every = argc == 5 ? atol(argv[4]) : 1;
    if (from < 0 || to > 64 || from > to || limit <= 0 || every < 1) {
        fprintf(stderr, "score4-eval-relabel: bad FROM, TO, LIMIT_MS or EVERY\n");
        return 2;
    }
    S4CubeSolver *solver = s4_cube_solver_new(256, 1);
    if (!solver) {
        fprintf(stderr, "score4-eval-relabel: out of memory\n");
        return 2;
    }
    s4_cube_solver_limit_cpu(solver, true);
    EngineLabelledFile in = {.in = stdin, .err = stderr, .name = "score4-eval-relabel: stdin"};
    EngineLabelled l;
    long band = 0, solved = 0, changed = 0, passed = 0;
    while (engine_labelled_next(&in, &l)) {
        int count = __builtin_popcountll(l.me | l.opp);
        if (count < from || count > to) {
            engine_labelled_write(stdout, l.result, l.me, l.opp);
            passed++;
            continue;
        }
        if (band++ % every != 0)
            continue;
        S4CubePos pos;
        s4_cube_from_beads(s4_cube_solver_lines(solver), l.me, l.opp, &pos);
        S4CubeResult r;
        s4_cube_solve(solver, &pos, true, limit, &r);
        if (!r.complete)
            continue;
        double value = r.score > 0 ? 1 : r.score < 0 ? 0 : 0.5;
        changed += value != l.result;
        solved++;
        for (long k = 0; k < every; k++)
            engine_labelled_write(stdout, value, l.me, l.opp);
    }
    fprintf(stderr, "score4-eval-relabel: %ld lines passed, %ld of %ld in %d..%d beads taken, "
            "%ld solved, %ld of them against the game's result; %ld bad lines\n",
            passed, (band + every - 1) / every, band, from, to, solved, changed, in.bad);
    s4_cube_solver_free(solver);
    return in.bad > 0 ? 1 : 0;
}
