/* cube_solver_consistency.c: the Score Four solver on positions too big for brute force:
 * a position's value is the best of its children's (the consistency rule), and the win,
 * draw or loss agrees with the engine's own proof (search.h), a different program. */
#include <criterion/criterion.h>

#include <stdio.h>
#include <string.h>

#include "core/game.h"
#include "cube_positions.h"
#include "cube_solver.h"
#include "cube_stream.h"
#include "search.h"

/* A node budget, not a time: one thread and no clock give the same solves on any machine,
 * loaded or not, so the same positions are checked everywhere. The sets' largest solve
 * takes about 1.2 M nodes; the budget only bounds the run should one ever need far more. */
enum { SOLVE_NODES = 20000000 };

/* The exact score of pos (weak: its sign), or false when it takes over SOLVE_NODES. */
static bool solve(S4CubeSolver *solver, const S4CubePos *pos, bool weak, int *score)
{
    S4CubeResult r;
    s4_cube_solve_nodes(solver, pos, weak, 0, SOLVE_NODES, &r);
    *score = r.score;
    return r.complete;
}

/* Checks the rule at pos; false when some solve ran out of its budget (nothing was
 * checked): a position that needs more is skipped, never judged. */
static bool consistent(S4CubeSolver *solver, const S4CubePos *pos, bool weak, const char *what)
{
    int value;
    if (!solve(solver, pos, weak, &value))
        return false;
    int best = -100;
    uint64_t playable = s4_cube_playable(s4_cube_mask(pos));
    for (uint64_t rest = playable; rest; rest &= rest - 1) {
        uint64_t m = rest & -rest;
        int cell = __builtin_ctzll(m);
        int v;
        if (pos->wme & m) {
            v = weak ? 1 : 64 - pos->moves; /* this bead completes a line */
        } else {
            S4CubePos child;
            s4_cube_play(s4_cube_solver_lines(solver), pos, m, cell, &child);
            int cv;
            if (!solve(solver, &child, weak, &cv))
                return false;
            v = -cv;
        }
        if (v > best)
            best = v;
    }
    cr_assert_eq(value, best, "%s: value %d, best child %d", what, value, best);
    return true;
}

static void check_set(int beads, int count, uint64_t seed, bool weak, int at_least)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    S4CubeSolver *solver = s4_cube_solver_new(32, 1);
    cr_assert_not_null(solver);
    uint64_t rng = seed;
    int checked = 0;
    for (int i = 0; i < count; i++) {
        S4Game game;
        s4_cube_random_position(&geo, &rng, beads, &game);
        char record[512];
        s4_game_format_record(&game, record, sizeof record);
        S4CubePos pos;
        s4_cube_from_board(s4_cube_solver_lines(solver), &game.board, s4_game_to_move(&game),
                           &pos);
        checked += consistent(solver, &pos, weak, record);
    }
    cr_assert_geq(checked, at_least, "only %d of %d positions checked", checked, count);
    s4_cube_solver_free(solver);
}

Test(cube_solver_consistency, forty_beads) { check_set(40, 20, 40, false, 15); }

Test(cube_solver_consistency, thirty_four_beads) { check_set(34, 10, 34, false, 4); }

Test(cube_solver_consistency, thirty_beads_weak) { check_set(30, 10, 30, true, 4); }

Test(cube_solver_consistency, twenty_eight_bead_benchmark_sample)
{
    /* The first positions of the benchmark set, where the children are solved in time
     * (win, draw or loss: the exact distances take too long for a test). */
    FILE *f = fopen(S4_SOURCE_DIR "/bench/solver_data/score4/beads28.txt", "r");
    cr_assert_not_null(f);
    S4CubeSolver *solver = s4_cube_solver_new(64, 1);
    char line[512];
    int checked = 0;
    for (int i = 0; i < 8 && fgets(line, sizeof line, f); i++) {
        size_t len = strcspn(line, "\r\n");
        S4CubePos pos;
        char why[160];
        cr_assert(s4_cube_parse_record(s4_cube_solver_lines(solver), line, len, &pos, why,
                                       sizeof why), "%s", why);
        checked += consistent(solver, &pos, true, line);
    }
    fclose(f);
    cr_assert_geq(checked, 3, "only %d positions checked", checked);
    s4_cube_solver_free(solver);
}

Test(cube_solver_consistency, agrees_with_the_engine_proof)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    S4CubeSolver *solver = s4_cube_solver_new(32, 1);
    S4Searcher *searcher = s4_searcher_new(32, 1);
    cr_assert(solver && searcher);
    uint64_t rng = 36;
    int outcomes[3] = {0};
    for (int i = 0; i < 30; i++) {
        S4Game game;
        s4_cube_random_position(&geo, &rng, 36, &game);
        S4CubePos pos;
        S4Colour side = s4_game_to_move(&game);
        s4_cube_from_board(s4_cube_solver_lines(solver), &game.board, side, &pos);
        S4CubeResult r;
        s4_cube_solve(solver, &pos, true, 0, &r);
        S4SearchResult e;
        s4_search_solve(searcher, &game.board, side, &e);
        char record[512];
        s4_game_format_record(&game, record, sizeof record);
        cr_assert(r.complete);
        cr_assert_eq(r.score, e.score, "%s: solver %d, engine %d", record, r.score, e.score);
        outcomes[r.score + 1]++;
    }
    cr_assert(outcomes[0] > 0 && outcomes[2] > 0, "losses %d draws %d wins %d", outcomes[0],
              outcomes[1], outcomes[2]);
    s4_cube_solver_free(solver);
    s4_searcher_free(searcher);
}
