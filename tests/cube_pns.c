/* cube_pns.c: the proof-number search of Score Four (cube_pns.h) against a brute force on
 * small positions and against the alpha-beta solver on benchmark positions, with and
 * without alpha-beta leaves, and `score4-engine --solve --weak --pns` through pipes. */
#include <criterion/criterion.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board.h"
#include "core/game.h"
#include "cube_pns.h"
#include "cube_brute.h"
#include "cube_positions.h"
#include "cube_solver.h"
#include "cube_stream.h"
#include "cube_table.h"
#include "program_run.h"

#define ENGINE S4_BIN_DIR "/score4-engine"
#define BEADS28 S4_SOURCE_DIR "/bench/solver_data/score4/beads28.txt"

/* A solver whose weak solves of every position go through a df-pn of `config`, which it
 * owns (*pns, unless NULL: that df-pn, for single questions; the caller frees the solver only). */
static S4CubeSolver *pns_solver(const S4CubePnsConfig *config, S4CubePns **pns)
{
    S4CubeSolver *solver = s4_cube_solver_new(8, 1);
    cr_assert_not_null(solver);
    cr_assert(s4_cube_solver_use_pns(solver, 1, config, S4_CUBE_CELLS));
    cr_assert_not_null(s4_cube_solver_pns(solver));
    if (pns)
        *pns = s4_cube_solver_pns(solver);
    return solver;
}

static void check_brute(int empty, int count, uint64_t seed, const S4CubePnsConfig *config,
                        int outcomes[3])
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    S4CubePns *pns;
    S4CubeSolver *solver = pns_solver(config, &pns);
    uint64_t rng = seed;
    for (int i = 0; i < count; i++) {
        S4Game game;
        cube_random_game(&geo, &rng, empty, &game);
        S4Board board = game.board;
        int expected = cube_brute_outcome(&board, s4_game_to_move(&game));
        S4CubePos pos;
        s4_cube_from_board(s4_cube_solver_lines(solver), &game.board, s4_game_to_move(&game),
                           &pos);
        S4CubeResult r;
        s4_cube_solve(solver, &pos, true, 0, &r);
        char record[512];
        s4_game_format_record(&game, record, sizeof record);
        cr_assert(r.complete, "%s", record);
        cr_assert_eq(r.score, expected, "%s: df-pn %d, brute force %d", record, r.score,
                     expected);
        /* Each question on its own, the goals in the other order, from a warm table. */
        uint64_t nodes = 0;
        cr_assert_eq(s4_cube_pns_prove(pns, solver, &pos, 0, 0, 0, &nodes), expected >= 0, "%s",
                     record);
        cr_assert_eq(s4_cube_pns_prove(pns, solver, &pos, 1, 0, 0, &nodes), expected > 0, "%s",
                     record);
        outcomes[expected + 1]++;
        if (i % 3 == 0)
            s4_cube_solver_clear(solver); /* both a warm and a cold table */
    }
    s4_cube_solver_free(solver);
}

/* The first `count` records of the 28-bead set, one a line. */
static void bench_records(int count, char *buf, size_t size)
{
    FILE *f = fopen(BEADS28, "r");
    cr_assert_not_null(f);
    size_t used = 0;
    char line[1024];
    for (int i = 0; i < count && fgets(line, sizeof line, f); i++) {
        size_t len = strlen(line);
        cr_assert(used + len < size);
        memcpy(buf + used, line, len + 1);
        used += len;
    }
    fclose(f);
}

/* The first `count` positions of the 28-bead set (at most 100), parsed. */
static void bench_positions(const S4CubeLines *lines, int count, S4CubePos *pos)
{
    char text[16384];
    bench_records(count, text, sizeof text);
    const char *at = text;
    for (int i = 0; i < count; i++) {
        cr_assert(*at, "28-bead set: %d records, not %d", i, count);
        char why[160];
        cr_assert(s4_cube_parse_record(lines, at, strcspn(at, "\r\n"), &pos[i], why,
                                       sizeof why), "28-bead #%d: %s", i + 1, why);
        at += strcspn(at, "\n") + 1;
    }
}

/* A check over random positions met every outcome: losses, draws and wins. */
static void assert_every_outcome(const int outcomes[3])
{
    cr_assert(outcomes[0] > 0 && outcomes[1] > 0 && outcomes[2] > 0,
              "losses %d draws %d wins %d", outcomes[0], outcomes[1], outcomes[2]);
}

/* Pure df-pn: every node is searched by proof numbers down to the static rules. */
Test(cube_pns, pure_df_pn_equals_the_brute_force)
{
    S4CubePnsConfig c = s4_cube_pns_defaults();
    c.alternate = false;
    int outcomes[3] = {0};
    check_brute(5, 300, 10, &c, outcomes); /* draws are common only this near the end */
    check_brute(9, 150, 11, &c, outcomes);
    check_brute(10, 40, 12, &c, outcomes);
    assert_every_outcome(outcomes);
}

/* Alpha-beta leaves from 7 empty cells, some settled within 64 nodes and some not. */
Test(cube_pns, alpha_beta_leaves_equal_the_brute_force)
{
    S4CubePnsConfig c = s4_cube_pns_defaults();
    c.alternate = false;
    c.leaf_empty = 7;
    c.leaf_nodes = 64;
    int outcomes[3] = {0};
    check_brute(10, 60, 13, &c, outcomes);
    c.epsilon_percent = 0; /* Nagai's plain thresholds */
    check_brute(9, 60, 14, &c, outcomes);
    c.leaf_empty = 2; /* leaves near the end, where draws are */
    check_brute(5, 300, 15, &c, outcomes);
    assert_every_outcome(outcomes);
}

/* The alpha-beta and df-pn in turn from budgets of 16 nodes, so that both settle some and
 * df-pn reads the alpha-beta's table. */
Test(cube_pns, alternating_with_alpha_beta_equals_the_brute_force)
{
    S4CubePnsConfig c = s4_cube_pns_defaults();
    c.first_budget = 16;
    c.pns_share_percent = 50;
    int outcomes[3] = {0};
    check_brute(10, 60, 16, &c, outcomes);
    check_brute(5, 200, 17, &c, outcomes);
    assert_every_outcome(outcomes);
}

/* The learned evaluation's ranking of new children from every empty-cell count on (its
 * default starts at 30, above these positions), pure and in turns: the brute force's
 * answers. */
Test(cube_pns, evaluation_ranking_equals_the_brute_force)
{
    S4CubePnsConfig c = s4_cube_pns_defaults();
    c.alternate = false;
    c.eval_empty = 1;
    c.eval_step_percent = 100;
    int outcomes[3] = {0};
    check_brute(9, 150, 18, &c, outcomes);
    check_brute(5, 200, 19, &c, outcomes);
    c.alternate = true;
    c.first_budget = 16;
    c.eval_step_percent = 300;
    check_brute(10, 60, 20, &c, outcomes);
    assert_every_outcome(outcomes);
}

/* Positions first..last of the 28-bead benchmark set, each solved weak on a cleared table by
 * `want` and by `got`: the same answers (and both wins and losses among them) required.
 * Returns on how many positions the two searches visited different numbers of nodes. */
static int compare_on_bench(S4CubeSolver *want, S4CubeSolver *got, int first, int last)
{
    S4CubePos pos[100];
    cr_assert(first >= 1 && last <= 100);
    bench_positions(s4_cube_solver_lines(want), last, pos);
    int results[3] = {0}, differ = 0;
    for (int number = first; number <= last; number++) {
        S4CubeResult w, g;
        s4_cube_solver_clear(want);
        s4_cube_solve(want, &pos[number - 1], true, 0, &w);
        s4_cube_solver_clear(got);
        s4_cube_solve(got, &pos[number - 1], true, 0, &g);
        cr_assert(w.complete && g.complete);
        cr_assert_eq(g.score, w.score, "28-bead #%d: %d against %d", number, g.score, w.score);
        results[w.score + 1]++;
        differ += g.nodes != w.nodes;
    }
    cr_assert(results[0] > 0 && results[2] > 0, "losses %d wins %d", results[0], results[2]);
    return differ;
}

/* The benchmark's own positions: df-pn's answers are the alpha-beta's. */
static void check_bench(const S4CubePnsConfig *config, int first, int last)
{
    S4CubeSolver *ab = s4_cube_solver_new(64, 1);
    cr_assert_not_null(ab);
    S4CubeSolver *solver = pns_solver(config, NULL);
    compare_on_bench(ab, solver, first, last);
    s4_cube_solver_free(ab);
    s4_cube_solver_free(solver);
}

Test(cube_pns, the_alpha_beta_answers_on_bench_positions, .timeout = 600)
{
    S4CubePnsConfig c = s4_cube_pns_defaults();
    c.alternate = false;
    check_bench(&c, 1, 20);
    c.leaf_empty = 30;
    c.leaf_nodes = 2000;
    check_bench(&c, 1, 20);
    c = s4_cube_pns_defaults();
    c.first_budget = 1000;
    check_bench(&c, 1, 20);
}

/* The ranking is in use by default on the benchmark's positions (36 empty cells): pure
 * df-pn with and without it gives the same answers by a different search. */
Test(cube_pns, evaluation_ranking_changes_the_search_not_the_answers, .timeout = 600)
{
    S4CubePnsConfig with = s4_cube_pns_defaults(), without = with;
    cr_assert_gt(with.eval_empty, 0, "the ranking should be on by default");
    with.alternate = without.alternate = false;
    without.eval_empty = 0;
    S4CubeSolver *a = pns_solver(&without, NULL), *b = pns_solver(&with, NULL);
    int differ = compare_on_bench(a, b, 1, 20);
    cr_assert_geq(differ, 5, "the ranking changed the search on %d positions only", differ);
    s4_cube_solver_free(a);
    s4_cube_solver_free(b);
}

/* Taking turns, the alpha-beta settles nodes that df-pn stored open in an earlier turn: df-pn
 * reads that at the node itself (one node), instead of going down to its old frontier.
 * 28-bead positions: df-pn asks "a win?" within a small budget (its root's children stay in
 * its table with open numbers), the alpha-beta then solves the position to the end, and each
 * child its table settles costs df-pn at most one node, with the alpha-beta's answer. */
Test(cube_pns, a_node_the_alpha_beta_settled_costs_one_node, .timeout = 600)
{
    S4CubePnsConfig c = s4_cube_pns_defaults();
    S4CubePns *pns;
    S4CubeSolver *solver = pns_solver(&c, &pns);
    const S4CubeLines *lines = s4_cube_solver_lines(solver);
    S4CubePos bench[20];
    bench_positions(lines, 20, bench);
    int settled = 0;
    for (int number = 1; number <= 20; number++) {
        S4CubePos pos = bench[number - 1];
        uint64_t mask = s4_cube_mask(&pos), playable = s4_cube_playable(mask);
        if (pos.wme & playable)
            continue; /* a child with the mover's line is no question for df-pn */
        s4_cube_solver_clear(solver);
        uint64_t nodes = 0;
        s4_cube_pns_prove(pns, solver, &pos, 1, 0, 3000, &nodes);
        S4CubeResult ab;
        s4_cube_search(solver, &pos, 0, 1, 0, NULL, &ab);
        cr_assert(ab.complete);
        for (uint64_t rest = playable; rest; rest &= rest - 1) {
            uint64_t m = rest & -rest;
            S4CubePos child;
            s4_cube_play(lines, &pos, m, __builtin_ctzll(m), &child);
            int value, bound;
            if (!s4_cube_solver_probe(solver, &child, &value, &bound))
                continue;
            bool at_least_draw = (bound & S4_CUBE_LOWER) && value >= 0;
            if (!at_least_draw && !((bound & S4_CUBE_UPPER) && value < 0))
                continue; /* the bound does not settle the child's question */
            uint64_t child_nodes = 0;
            cr_assert_eq(s4_cube_pns_prove(pns, solver, &child, 0, 0, 0, &child_nodes),
                         at_least_draw, "28-bead #%d", number);
            cr_assert_leq(child_nodes, 1, "28-bead #%d: %llu nodes for a settled child",
                          number, (unsigned long long)child_nodes);
            settled++;
        }
    }
    cr_assert_geq(settled, 20, "only %d settled children", settled);
    s4_cube_solver_free(solver);
}

/* The empty board cannot be solved here: only the 50 ms limit ends the solve (without it the
 * test would run into its timeout). */
Test(cube_pns, a_time_limit_gives_up, .timeout = 120)
{
    S4CubePnsConfig c = s4_cube_pns_defaults();
    S4CubeSolver *solver = pns_solver(&c, NULL);
    S4CubePos empty = {0};
    S4CubeResult r;
    s4_cube_solve(solver, &empty, true, 50, &r);
    cr_assert(!r.complete);
    cr_assert_gt(r.nodes, 0);
    s4_cube_solver_free(solver);
}

Test(cube_pns, the_engine_option_answers_as_alpha_beta, .timeout = 600)
{
    static char input[32768];
    bench_records(12, input, sizeof input);
    ProgramRun ab, pn;
    program_run(ENGINE, "--solve --weak --threads 1 --hash 32", input, &ab);
    cr_assert_eq(ab.status, 0, "stderr: %s", ab.err);
    program_run(ENGINE, "--solve --weak --pns --hash 32 --verbose", input, &pn);
    cr_assert_eq(pn.status, 0, "stderr: %s", pn.err);
    cr_assert_str_eq(pn.out, ab.out);
    cr_assert(strstr(pn.out, " win\n") && strstr(pn.out, " loss\n"), "%s", pn.out);
    cr_assert(strstr(pn.err, "line 12: nodes "), "%s", pn.err);
    /* A time limit, and a bad line reported while the run goes on. */
    program_run(ENGINE, "--solve --weak --pns --limit 50", "-\nB1 Z9\nB1 B2 C1 C2 D1 D2\n", &pn);
    cr_assert_eq(pn.status, 1);
    cr_assert_str_eq(pn.out, "- unknown\nB1 B2 C1 C2 D1 D2 win\n");
    cr_assert(strstr(pn.err, "line 2: move 2:"), "%s", pn.err);
    /* Proof numbers answer the weak questions only. */
    program_run(ENGINE, "--solve --pns", "-\n", &pn);
    cr_assert_eq(pn.status, 2);
    cr_assert(strstr(pn.err, "--pns answers weak solves only"), "%s", pn.err);
    cr_assert_str_eq(pn.out, "");
}
