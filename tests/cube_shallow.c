/* The solver's move order from a shallow search (engine/solver/cube_shallow.h): its leaf
 * evaluation is the learned evaluation with the solver's order weights (and with the
 * engine's weights the engine's own), searched to the end it finds the brute force's outcome,
 * and the solver ordered by it gives the brute force's exact scores and the same weak
 * values as without it on benchmark positions. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "core/game.h"
#include "cube_brute.h"
#include "cube_order.h"
#include "cube_order_reference.h"
#include "cube_shallow.h"
#include "cube_solver.h"
#include "cube_stream.h"
#include "eval.h"
#include "random_games.h"
#include "search_pos.h"

#define BEADS28 S4_SOURCE_DIR "/bench/solver_data/score4/beads28.txt"

/* The move order switched on in every node with at least min_empty empty cells. */
static S4CubeShallowOrder order_from(int min_empty, int depth, int mode, bool untabled_only)
{
    S4CubeShallowOrder o = s4_cube_shallow_order_default();
    o.min_empty = min_empty;
    o.depth = depth;
    o.mode = mode;
    o.untabled_only = untabled_only;
    return o;
}

Test(cube_shallow, leaf_evaluation_is_the_learned_evaluation_with_the_order_weights)
{
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    S4SearchGeo sg;
    s4_sgeo_init(&sg, &geo);
    S4CubeLines lines;
    s4_cube_lines_init(&lines);
    int positions = 0, nonzero = 0;
    RandomGames walk;
    random_games_start(&walk, &geo, 60, 11);
    while (random_games_next(&walk)) {
        S4CubePos pos;
        s4_cube_from_board(&lines, &walk.game.board, s4_game_to_move(&walk.game), &pos);
        S4Pos p = s4_pos_make(&sg, pos.me, pos.opp);
        int ours = s4_cube_learned_eval(&lines, &pos);
        int reference = cube_order_reference(&sg, &p);
        cr_assert_eq(ours, reference, "game %d, %d beads: %d against the reference's %d",
                     walk.index, pos.moves, ours, reference);
        /* With the engine's weights: the engine's own evaluation. */
        int with_engine = s4_cube_learned_eval_with(S4_CUBE_ENGINE_WEIGHTS, &lines, &pos);
        int engine = s4_eval(&sg, &p, false);
        cr_assert_eq(with_engine, engine, "game %d, %d beads: %d against the engine's %d",
                     walk.index, pos.moves, with_engine, engine);
        positions++;
        nonzero += ours != 0;
    }
    cr_expect_gt(positions, 1500, "positions checked: %d", positions);
    cr_expect_gt(nonzero * 10, positions * 9, "non-zero values: %d of %d", nonzero, positions);
}

Test(cube_shallow, searched_to_the_end_it_finds_the_outcome)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    S4CubeLines lines;
    s4_cube_lines_init(&lines);
    uint64_t rng = 2027;
    int seen[3] = {0, 0, 0};
    for (int empty = 7; empty <= 9; empty++)
        for (int i = 0; i < 40; i++) {
            S4Game game;
            cube_random_game(&geo, &rng, empty, &game);
            S4Board board = game.board;
            int expected = cube_brute_outcome(&board, s4_game_to_move(&game));
            S4CubePos pos;
            s4_cube_from_board(&lines, &game.board, s4_game_to_move(&game), &pos);
            uint64_t nodes = 0;
            int v = s4_cube_shallow_value(&lines, &pos, empty, -S4_CUBE_SHALLOW_WIN,
                                          S4_CUBE_SHALLOW_WIN, &nodes);
            int outcome = v > S4_CUBE_SHALLOW_EVAL_MAX ? 1 : v < -S4_CUBE_SHALLOW_EVAL_MAX ? -1 : 0;
            char record[512];
            s4_game_format_record(&game, record, sizeof record);
            cr_assert_eq(outcome, expected, "%s: value %d, brute force %d", record, v, expected);
            cr_assert(v == 0 || outcome != 0, "%s: a draw is worth 0, not %d", record, v);
            cr_assert_gt(nodes, 0);
            /* Depth 0 is the clamped evaluation unless the position is decided or forced. */
            uint64_t play = s4_cube_playable(s4_cube_mask(&pos));
            uint64_t safe = play & ~(pos.wopp >> 16);
            if (!(pos.wme & play) && !(pos.wopp & play) && (safe & (safe - 1))) {
                int e = s4_cube_learned_eval(&lines, &pos);
                e = e > S4_CUBE_SHALLOW_EVAL_MAX ? S4_CUBE_SHALLOW_EVAL_MAX
                    : e < -S4_CUBE_SHALLOW_EVAL_MAX ? -S4_CUBE_SHALLOW_EVAL_MAX : e;
                cr_assert_eq(s4_cube_shallow_value(&lines, &pos, 0, -S4_CUBE_SHALLOW_WIN,
                                                   S4_CUBE_SHALLOW_WIN, &nodes),
                             e, "%s", record);
            }
            seen[expected + 1]++;
        }
    cr_expect(seen[0] > 0 && seen[1] > 0 && seen[2] > 0, "losses %d, draws %d, wins %d",
              seen[0], seen[1], seen[2]);
}

Test(cube_shallow, exact_scores_stay_the_brute_force_scores)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    S4CubeSolver *solver = s4_cube_solver_new(8, 1);
    cr_assert_not_null(solver);
    const S4CubeShallowOrder orders[] = {order_from(6, 3, 0, false), order_from(6, 2, 1, false),
                                         order_from(8, 4, 0, true)};
    uint64_t rng = 4242;
    uint64_t order_nodes = 0;
    for (int i = 0; i < 45; i++) {
        S4Game game;
        cube_random_game(&geo, &rng, 9 + i % 2, &game);
        S4Board board = game.board;
        int expected = cube_brute_score(&board, s4_game_to_move(&game));
        S4CubePos pos;
        s4_cube_from_board(s4_cube_solver_lines(solver), &game.board, s4_game_to_move(&game),
                           &pos);
        s4_cube_solver_set_shallow_order(solver, &orders[i % 3]);
        s4_cube_solver_clear(solver);
        S4CubeResult r;
        s4_cube_solve(solver, &pos, false, 0, &r);
        char record[512];
        s4_game_format_record(&game, record, sizeof record);
        cr_assert(r.complete);
        cr_assert_eq(r.score, expected, "%s: solver %d, brute force %d", record, r.score,
                     expected);
        order_nodes += r.order_nodes;
    }
    cr_expect_gt(order_nodes, 0, "the shallow searches ran");
    s4_cube_solver_free(solver);
}

Test(cube_shallow, weak_values_stay_on_benchmark_positions, .timeout = 300)
{
    FILE *f = fopen(BEADS28, "r");
    cr_assert_not_null(f, "%s", BEADS28);
    S4CubeSolver *plain = s4_cube_solver_new(64, 1);
    S4CubeSolver *ordered = s4_cube_solver_new(64, 1);
    cr_assert(plain && ordered);
    S4CubeShallowOrder off = order_from(S4_CUBE_CELLS + 1, 3, 0, false);
    S4CubeShallowOrder on = order_from(30, 3, 0, false);
    s4_cube_solver_set_shallow_order(plain, &off);
    s4_cube_solver_set_shallow_order(ordered, &on);
    char line[512];
    int n = 0;
    uint64_t order_nodes = 0;
    while (n < 25 && fgets(line, sizeof line, f)) {
        S4CubePos pos;
        char why[160];
        cr_assert(s4_cube_parse_record(s4_cube_solver_lines(plain), line,
                                       strcspn(line, "\r\n"), &pos, why, sizeof why),
                  "line %d: %s", n + 1, why);
        S4CubeResult a, b;
        s4_cube_solver_clear(plain);
        s4_cube_solver_clear(ordered);
        s4_cube_solve(plain, &pos, true, 0, &a);
        s4_cube_solve(ordered, &pos, true, 0, &b);
        cr_assert(a.complete && b.complete);
        cr_assert_eq(a.score, b.score, "position %d: %d with the shallow order, %d without",
                     n + 1, b.score, a.score);
        cr_assert_eq(a.order_nodes, 0, "position %d: the order switched off searched", n + 1);
        order_nodes += b.order_nodes;
        n++;
    }
    fclose(f);
    cr_assert_eq(n, 25);
    cr_expect_gt(order_nodes, 0, "the shallow searches ran");
    s4_cube_solver_free(plain);
    s4_cube_solver_free(ordered);
}
