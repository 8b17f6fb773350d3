/* cube_label.c: the exactly labelled positions of cube_label.h and their log-loss. */
#include "cube_label.h"

#include <inttypes.h>
#include <math.h>
#include <stdlib.h>

#include "core/clock.h"
#include "cube_moves.h"
#include "cube_order.h"
#include "cube_positions.h"
#include "cube_solver_setup.h"
#include "labelled.h"

enum { LABEL_HASH_MB = 64, MAX_MOVES = 16 };

/* The children the alpha-beta orders (cube_solver.c's `search`, with the same filters from
 * cube_moves.h): n of them, or 0 when it orders none (the node is decided at once, has a
 * single move, or a move that wins with the next bead). */
static int ordered_children(const S4CubeLines *lines, const S4CubePos *pos,
                            S4CubePos child[MAX_MOVES])
{
    uint64_t mask = s4_cube_mask(pos), playable;
    if (s4_cube_moves(pos, mask, &playable) != S4_CUBE_MOVES_OPEN ||
        (playable & (playable - 1)) == 0)
        return 0;
    int n = 0;
    for (uint64_t rest = playable; rest; rest &= rest - 1) {
        uint64_t m = rest & -rest;
        s4_cube_play(lines, pos, m, __builtin_ctzll(m), &child[n]);
        if (s4_cube_wins_next(&child[n], mask | m))
            return 0;
        n++;
    }
    return n;
}

int s4_cube_label(long beads, long count, long seed, FILE *out, FILE *err)
{
    S4CubeSolveOptions o = {.hash_mb = LABEL_HASH_MB, .threads = 1, .weak = true};
    char why[160];
    S4CubeSolver *solver = s4_cube_solver_setup(&o, NULL, why, sizeof why);
    if (!solver) {
        fprintf(err, "score4-solve-bench: label: %s\n", why);
        return 2;
    }
    const S4CubeLines *lines = s4_cube_solver_lines(solver);
    uint64_t rng = (uint64_t)seed, nodes = 0;
    long groups = 0, children = 0, outcomes[3] = {0, 0, 0};
    double c0 = s4_clock_cpu_ms();
    for (long i = 0; i < count; i++) {
        S4Game game;
        s4_cube_random_position(&lines->geo, &rng, (int)beads, &game);
        S4CubePos pos, child[MAX_MOVES];
        s4_cube_from_board(lines, &game.board, s4_game_to_move(&game), &pos);
        int n = ordered_children(lines, &pos, child);
        groups += n > 0;
        for (int k = 0; k < n; k++) {
            S4CubeResult r;
            s4_cube_solve(solver, &child[k], true, 0, &r);
            nodes += r.nodes;
            int s = (r.score > 0) - (r.score < 0);
            outcomes[s + 1]++;
            children++;
            engine_labelled_write(out, (s + 1) / 2.0, child[k].me, child[k].opp);
        }
    }
    fprintf(err,
            "label: %ld positions of %ld beads (seed %ld), %ld ordered, %ld children (%ld wins, "
            "%ld draws, %ld losses for the side to move), %" PRIu64 " nodes, cpu %.0f ms\n",
            count, beads, seed, groups, children, outcomes[2], outcomes[1], outcomes[0], nodes,
            s4_clock_cpu_ms() - c0);
    s4_cube_solver_free(solver);
    return 0;
}

typedef struct LossSums {
    double loss;
    double pairs_right; /* sibling pairs with different labels ranked right (ties half) */
} LossSums;

/* The sibling group read so far: the children's labels and order values per weight set. */
typedef struct Group {
    int n;
    double label[MAX_MOVES];
    int value[2][MAX_MOVES];
} Group;

static void close_group(const Group *g, LossSums sums[2], long *pairs)
{
    for (int i = 0; i < g->n; i++)
        for (int j = i + 1; j < g->n; j++) {
            if (g->label[i] == g->label[j])
                continue;
            (*pairs)++;
            /* The child worse for its side to move is the better move. */
            int better = g->label[i] < g->label[j] ? i : j, worse = i + j - better;
            for (int w = 0; w < 2; w++) {
                int a = g->value[w][better], b = g->value[w][worse];
                sums[w].pairs_right += a > b ? 1 : a == b ? 0.5 : 0;
            }
        }
}

int s4_cube_label_loss(const char *path, FILE *out, FILE *err)
{
    FILE *in = fopen(path, "r");
    if (!in) {
        fprintf(err, "score4-solve-bench: loss: cannot read %s\n", path);
        return 2;
    }
    S4CubeLines lines;
    s4_cube_lines_init(&lines);
    const S4EvalWeights weights[2] = {S4_CUBE_ENGINE_WEIGHTS, S4_CUBE_ORDER_WEIGHTS};
    LossSums sums[2] = {{0, 0}, {0, 0}};
    Group g = {0};
    uint64_t last_me = 0, last_opp = 0;
    long n = 0, pairs = 0;
    char name[300];
    snprintf(name, sizeof name, "score4-solve-bench: loss: %s", path);
    /* The lines as `score4-engine fit` reads them: the same checks, the same reports. */
    EngineLabelledFile file = {.in = in, .err = err, .name = name};
    EngineLabelled item;
    while (engine_labelled_next(&file, &item)) {
        double y = item.result;
        uint64_t me = item.me, opp = item.opp;
        S4CubePos pos;
        s4_cube_from_beads(&lines, me, opp, &pos);
        /* A sibling: the same beads of the side to move, the other side one bead elsewhere. */
        bool sibling = g.n > 0 && g.n < MAX_MOVES && me == last_me &&
                       __builtin_popcountll(opp ^ last_opp) == 2;
        if (!sibling) {
            close_group(&g, sums, &pairs);
            g.n = 0;
        }
        last_me = me, last_opp = opp;
        g.label[g.n] = y;
        for (int w = 0; w < 2; w++) {
            int v = s4_cube_learned_eval_with(weights[w], &lines, &pos);
            double p = 1 / (1 + exp(-v / 100.0));
            sums[w].loss -= y * log(p + 1e-12) + (1 - y) * log(1 - p + 1e-12);
            g.value[w][g.n] = -v; /* the move's value for the parent's mover */
        }
        g.n++;
        n++;
    }
    close_group(&g, sums, &pairs);
    fclose(in);
    if (file.bad || n == 0) {
        fprintf(err, "%s: %ld positions, %ld bad lines\n", name, n, file.bad);
        return 2;
    }
    static const char *const names[2] = {"engine", "order"};
    for (int w = 0; w < 2; w++)
        fprintf(out, "%-6s weights: %ld positions, mean log-loss %.4f, %ld sibling pairs, "
                     "%.2f %% ranked right\n",
                names[w], n, sums[w].loss / (double)n, pairs,
                pairs ? 100 * sums[w].pairs_right / (double)pairs : 0.0);
    return 0;
}
