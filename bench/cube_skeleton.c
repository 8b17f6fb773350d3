/* cube_skeleton.c: score4-skeleton: the proof skeleton of a Score Four position and the cost
 * of solving its frontier (docs/solving.md, "What solving would cost").
 *
 *   score4-skeleton [options] count    the skeleton counted exactly: every distinct position
 *                                      (symmetric ones and transpositions merged) from the
 *                                      root to the frontier
 *   score4-skeleton [options] units    the skeleton written as a certificate (DIR/skeleton.txt)
 *                                      whose frontier positions are work units (DIR/units.txt)
 *                                      for a campaign (bench/campaign.py)
 *   score4-skeleton [options] probe    Knuth's random probes: one path a probe from the root
 *                                      to the frontier, each with its weight, and the frontier
 *                                      position it reaches solved (weakly) under a cap
 *   score4-skeleton [options] chances  the probes' exact chance of reaching each frontier
 *                                      class summed forwards, against the backward sums that
 *                                      the probes' 1 / q come from (where counting is in reach)
 *
 * The skeleton: at White's nodes (the first player, the presumed prover) the move the engine
 * chooses (s4_search under a node budget, one thread, its table cleared before each call, so
 * the move is a function of the position and the setting), at Black's every reply, down to
 * the frontier at --frontier beads. Positions that end before (a line, or a position the
 * solver's immediate facts decide, cube_moves.h) leave no frontier position. At Black's nodes
 * replies whose positions are images of each other under the square's 8 symmetries count
 * once, and replies that end the game or leave a decided position are left out (nothing of
 * the frontier lies below them). At each Black node on its path a probe goes on with one of
 * the distinct replies left, reply i with chance p_i, and multiplies its weight by 1 / p_i;
 * the mean of the weights over many probes is an unbiased estimate of the frontier's size in
 * the tree of distinct replies (Knuth 1975, with p_i = 1 / n; any p_i > 0 keeps it
 * unbiased), where a transposition counts again; `count` measures how far that overstates
 * the number of distinct positions where it can count them.
 *
 * Importance sampling (--bias T): the hard frontier positions lie on Black's strong
 * defences, which uniform replies seldom follow. With T > 0 the chance of a reply is a
 * softmax of its defence d, Black's value of the position after it by the solver's shallow
 * search (cube_shallow.h, --bias-depth plies, the learned evaluation at its leaves; 100
 * units are one unit of log-odds), at temperature T, mixed with the uniform chance:
 *     p_i = floor / n + (1 - floor) exp(d_i / T) / sum_j exp(d_j / T)
 * so that every reply keeps at least floor / n (--floor, in per cent). The defence is
 * computed on the canonical image of the position, so it is a function of the reply's
 * class, and the probes and the backward sums below take p_i from one function
 * (s4_skeleton_chance).
 *
 * Transpositions: the chance q that a probe reaches a frontier position's class, summed over
 * every path into it with the same p_i (s4_skeleton_reach), makes 1 / q an unbiased estimate of
 * the number of distinct frontier positions (and C / q of their total cost C), the
 * Horvitz-Thompson form of the same estimator; the weight W alone counts paths.
 *
 * A probe's line (tab-separated): probe, weight W, 1 / q, frontier beads reached (0: ended
 * before), value (win/draw/loss/unknown; - with --no-solve), nodes, cpu_ms, capped (1: the
 * cap came first), moves.
 *
 * This file holds the program, count and probe; the parts the modes share are in skeleton.h
 * (the memo, the walk with its chances and reach), units and chances in their own files.
 */
#include "skeleton.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/options.h"
#include "core/clock.h"
#include "core/random.h"
#include "cube_solver_setup.h"

/* True when the position was new (and is now seen); false when seen already or memory is
 * short (then *full is set). */
static bool first_visit(Skeleton *s, const S4Board *b, bool *full)
{
    if (2 * (s->used + 1) > s->capacity) {
        size_t old = s->capacity, grown = old ? old * 2 : 1 << 16;
        uint64_t (*was)[2] = s->seen;
        s->seen = calloc(grown, sizeof *s->seen);
        if (!s->seen) {
            s->seen = was;
            *full = true;
            return false;
        }
        s->capacity = grown;
        for (size_t i = 0; i < old; i++) {
            if (!(was[i][0] | was[i][1]))
                continue;
            size_t j = (size_t)((was[i][0] * 0x9E3779B97F4A7C15ULL ^ was[i][1]) >> 17) &
                       (grown - 1);
            while (s->seen[j][0] | s->seen[j][1])
                j = (j + 1) & (grown - 1);
            s->seen[j][0] = was[i][0];
            s->seen[j][1] = was[i][1];
        }
        free(was);
    }
    uint64_t kw, kb;
    s4_skeleton_canonical(&s->geo, b, &kw, &kb);
    if (!(kw | kb))
        return true; /* the empty board: met once */
    size_t j = (size_t)((kw * 0x9E3779B97F4A7C15ULL ^ kb) >> 17) & (s->capacity - 1);
    while (s->seen[j][0] | s->seen[j][1]) {
        if (s->seen[j][0] == kw && s->seen[j][1] == kb)
            return false;
        j = (j + 1) & (s->capacity - 1);
    }
    s->seen[j][0] = kw;
    s->seen[j][1] = kb;
    s->used++;
    return true;
}

static bool count_from(Skeleton *s, S4Board *b, S4Colour to_move)
{
    bool full = false;
    if (!first_visit(s, b, &full))
        return !full;
    Kind k = s4_skeleton_kind(s, b, to_move);
    if (k != INNER) {
        s->frontier += k == FRONTIER;
        s->ended += k == ENDED;
        return true;
    }
    if (to_move == S4_WHITE) {
        s->white_nodes++;
        int peg = s4_skeleton_engine_move(s, b);
        s4_board_play(b, peg, S4_WHITE);
        bool ok = count_from(s, b, S4_BLACK);
        s4_board_remove(b, peg);
        return ok;
    }
    s->black_nodes++;
    for (int peg = 0; peg < 16; peg++) {
        if (!s4_board_can_play(b, peg))
            continue;
        s4_board_play(b, peg, S4_BLACK);
        bool ok = count_from(s, b, S4_WHITE);
        s4_board_remove(b, peg);
        if (!ok)
            return false;
    }
    return true;
}

static int count(Skeleton *s, const S4Game *root)
{
    S4Board b = root->board;
    double t0 = s4_clock_cpu_ms();
    if (!count_from(s, &b, s4_game_to_move(root))) {
        fprintf(stderr, "score4-skeleton: out of memory after %zu positions\n", s->used);
        return 1;
    }
    printf("root\t%s\nfrontier_beads\t%ld\nengine_nodes\t%ld\nwhite_nodes\t%ld\n"
           "black_nodes\t%ld\nfrontier\t%ld\nended\t%ld\ncpu_s\t%.1f\n",
           s->o->root, s->o->frontier, s->o->engine_nodes, s->white_nodes, s->black_nodes,
           s->frontier, s->ended, (s4_clock_cpu_ms() - t0) / 1e3);
    return 0;
}

static int probe(Skeleton *s, const S4Game *root)
{
    uint64_t rng = (uint64_t)s->o->seed;
    printf("# root %s, frontier %ld beads, engine %ld nodes, cap %ld ms of processor time",
           s->o->root, s->o->frontier, s->o->engine_nodes, s->o->cpu_limit_ms);
    if (s->o->solve_nodes > 0)
        printf(" and %ld nodes", s->o->solve_nodes);
    if (s->o->bias > 0)
        printf(", replies biased at temperature %ld (shallow %ld plies, floor %ld %%)",
               s->o->bias, s->o->bias_depth, s->o->floor_pct);
    printf("\n");
    printf("probe\tweight\tdistinct\tbeads\tvalue\tnodes\tcpu_ms\tcapped\tmoves\n");
    for (long i = 1; i <= s->o->probes; i++) {
        S4Game g = *root;
        double weight = 1;
        Kind k;
        while ((k = s4_skeleton_kind(s, &g.board, s4_game_to_move(&g))) == INNER) {
            int peg;
            if (s4_game_to_move(&g) == S4_WHITE) {
                peg = s4_skeleton_engine_move(s, &g.board);
            } else {
                int pegs[16], n = s4_skeleton_distinct_replies(s, &g.board, pegs);
                if (n == 0) {
                    weight = 0;
                    k = ENDED; /* every reply ends the game: no frontier below */
                    break;
                }
                if (s->o->bias <= 0) {
                    weight *= n; /* uniform: the draw of the runs before the bias */
                    peg = pegs[s4_random_next(&rng) % (uint64_t)n];
                } else {
                    /* The inverse of the cumulative chances at a uniform u in [0, 1); the
                     * last reply takes what rounding leaves. */
                    double u = (double)(s4_random_next(&rng) >> 11) * 0x1.0p-53, p = 0;
                    int r = 0;
                    for (;; r++) {
                        S4Board c = g.board;
                        s4_board_play(&c, pegs[r], S4_BLACK);
                        p = s4_skeleton_chance(s, &g.board, &c);
                        if (p < 0) {
                            fprintf(stderr, "score4-skeleton: out of memory\n");
                            return 1;
                        }
                        if (u < p || r == n - 1)
                            break;
                        u -= p;
                    }
                    weight /= p;
                    peg = pegs[r];
                }
            }
            if (s4_game_play(&g, peg) != S4_OK)
                break;
        }
        char moves[512];
        s4_game_format_record(&g, moves, sizeof moves);
        if (k != FRONTIER || weight == 0) {
            printf("%ld\t%.6g\t0\t0\t-\t0\t0\t0\t%s\n", i, weight, moves);
            fflush(stdout);
            continue;
        }
        double q = s4_skeleton_reach(s, &g.board);
        if (q <= 0) {
            fprintf(stderr, "score4-skeleton: %s\n", q < 0 ? "out of memory"
                                                          : "a probe's position has no path");
            return 1;
        }
        if (s->o->no_solve) {
            printf("%ld\t%.6g\t%.6g\t%d\t-\t0\t0\t0\t%s\n", i, weight, 1 / q,
                   g.board.count, moves);
            fflush(stdout);
            continue;
        }
        S4CubePos pos;
        s4_cube_from_board(&s->lines, &g.board, s4_game_to_move(&g), &pos);
        s4_cube_solver_clear(s->solver);
        double c0 = s4_clock_cpu_ms();
        S4CubeResult r;
        s4_cube_solve_nodes(s->solver, &pos, true, (double)s->o->cpu_limit_ms,
                            (uint64_t)s->o->solve_nodes, &r);
        double cpu = s4_clock_cpu_ms() - c0;
        /* The value for White, whoever is to move at the frontier. */
        int v = s4_game_to_move(&g) == S4_WHITE ? r.score : -r.score;
        printf("%ld\t%.6g\t%.6g\t%d\t%s\t%llu\t%.1f\t%d\t%s\n", i, weight, 1 / q,
               g.board.count,
               !r.complete ? "unknown" : v > 0 ? "win" : v < 0 ? "loss" : "draw",
               (unsigned long long)r.nodes, cpu, !r.complete, moves);
        fflush(stdout);
    }
    return 0;
}

int main(int argc, char **argv)
{
    Options o = {.root = "-", .frontier = 20, .engine_nodes = 20000, .probes = 20, .seed = 1,
                 .cpu_limit_ms = 10000, .hash_mb = 64, .bias_depth = 2, .floor_pct = 20,
                 .dir = "."};
    const S4Option options[] = {
        {"--root", S4_OPT_TEXT, &o.root, 0, 0, "MOVES",
         "the skeleton's root as a move record (default -: the empty board)", NULL},
        {"--frontier", S4_OPT_NUMBER, &o.frontier, 1, 63, "N",
         "beads on the frontier's boards (default 20)", NULL},
        {"--engine-nodes", S4_OPT_NUMBER, &o.engine_nodes, 1, 1000000000L, "K",
         "the engine's node budget for White's move (default 20000)", NULL},
        {"--probes", S4_OPT_NUMBER, &o.probes, 1, 1000000, "P", "probes (default 20)", NULL},
        {"--seed", S4_OPT_NUMBER, &o.seed, 0, 1000000000L, "S", "of the probes (default 1)",
         NULL},
        {"--cpu-limit", S4_OPT_NUMBER, &o.cpu_limit_ms, 1, 100000000L, "MS",
         "a frontier position's cap in processor time (default 10000)", NULL},
        {"--hash", S4_OPT_NUMBER, &o.hash_mb, 1, 65536, "MB",
         "the solver's table (default 64)", NULL},
        {"--bias", S4_OPT_NUMBER, &o.bias, 0, 100000, "T",
         "probe: Black's replies drawn by a softmax of their defence at temperature T, in the "
         "learned evaluation's units (100: one unit of log-odds; default 0: uniform)", NULL},
        {"--bias-depth", S4_OPT_NUMBER, &o.bias_depth, 1, 6, "D",
         "probe: the shallow search's plies for a reply's defence (default 2)", NULL},
        {"--floor", S4_OPT_NUMBER, &o.floor_pct, 1, 100, "PCT",
         "probe: the uniform chance's share of every reply's chance (default 20)", NULL},
        {"--solve-nodes", S4_OPT_NUMBER, &o.solve_nodes, 0, 1000000000000L, "N",
         "probe: a frontier solve also stops after about N nodes (default 0: no cap)", NULL},
        {"--no-solve", S4_OPT_FLAG, &o.no_solve, 0, 0, NULL,
         "probe: estimate the frontier's size only (no frontier position is solved)", NULL},
        {"--dir", S4_OPT_TEXT, &o.dir, 0, 0, "DIR",
         "units: where skeleton.txt and units.txt go (default .)", NULL},
        {"--claim-draw", S4_OPT_FLAG, &o.claim_draw, 0, 0, NULL,
         "units: the claim is White's draw, not its win", NULL},
    };
    const S4Program program = {
        .name = "score4-skeleton",
        .version = "1",
        .synopsis = "[options] count|probe|chances|units",
        .about = "The proof skeleton of a Score Four position (the engine's move for White,\n"
                 "every reply for Black) to a frontier: counted exactly, or probed at random\n"
                 "with the frontier positions solved under a cap.",
        .options = options,
        .option_count = (int)(sizeof options / sizeof options[0]),
        .min_operands = 1,
        .max_operands = 1,
        .operand_name = "mode",
    };
    int n = 0;
    S4CliResult parsed = s4_cli_parse(&program, argc, argv, &o.mode, &n);
    if (parsed != S4_CLI_GO_ON)
        return parsed;
    if (strcmp(o.mode, "count") != 0 && strcmp(o.mode, "probe") != 0 &&
        strcmp(o.mode, "units") != 0 && strcmp(o.mode, "chances") != 0) {
        s4_cli_error(&program, "the mode is count, probe, chances or units, not '%s'", o.mode);
        return 2;
    }
    if (o.bias > 0 && o.bias < 20) {
        s4_cli_error(&program, "--bias is 0 (uniform) or at least 20, not %ld", o.bias);
        return 2;
    }
    Skeleton s = {.o = &o};
    s4_geometry_preset(&s.geo, "score4");
    s4_cube_lines_init(&s.lines);
    S4Game root;
    s4_game_init(&root, &s.geo);
    root.early_draw = false;
    if (strcmp(o.root, "-") != 0 && s4_game_play_record(&root, o.root, NULL) != S4_OK) {
        s4_cli_error(&program, "--root: not a playable record: %s", o.root);
        return 2;
    }
    if (root.board.count >= o.frontier) {
        s4_cli_error(&program, "--frontier must exceed the root's %d beads", root.board.count);
        return 2;
    }
    s.root = root.board;
    s.searcher = s4_searcher_new(16, 1);
    S4CubeSolveOptions so = {.hash_mb = (size_t)o.hash_mb, .threads = 1, .weak = true,
                             .limit_cpu = true};
    char why[160];
    s.solver = strcmp(o.mode, "probe") == 0 ? s4_cube_solver_setup(&so, NULL, why, sizeof why)
                                            : NULL;
    if (!s.searcher || (strcmp(o.mode, "probe") == 0 && !s.solver)) {
        s4_cli_error(&program, "no memory for the engine or the solver");
        return 2;
    }
    if (s.solver)
        s4_cube_solver_limit_cpu(s.solver, true);
    int rc = strcmp(o.mode, "count") == 0     ? count(&s, &root)
             : strcmp(o.mode, "chances") == 0 ? s4_skeleton_chances(&s, &root)
             : strcmp(o.mode, "units") == 0 ? s4_skeleton_units(&s, &root, o.dir, o.claim_draw)
                                            : probe(&s, &root);
    s4_searcher_free(s.searcher);
    s4_cube_solver_free(s.solver);
    free(s.seen);
    free(s.memo);
    return rc;
}
