/* cube_move.c: the solver's move for the engine (cube_move.h) and the solve's proof move
 * (S4CubeResult.peg): values and moves checked against solves of each child on a table of
 * their own, the search's move kept when the table shows it keeps the value, and the boards
 * and times it refuses. */
#include <criterion/criterion.h>

#include <string.h>

#include "core/game.h"
#include "core/notation.h"
#include "cube_move.h"
#include "cube_positions.h"

/* White to move, a win only by B4: B3, which the search plays within 300 ms, loses. */
#define ONLY_B4_WINS                                                                       \
    "D4 A3 B2 A4 B4 D4 A4 A1 A2 D4 D1 B1 D1 A1 A4 A1 A1 D2 A4 D3 D2 A2 D4 A3 B4 B1 D1 D1"

static S4Geometry geo;
static S4CubeSolver *solver, *judge;

static void setup(void)
{
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    solver = s4_cube_solver_new(16, 1);
    judge = s4_cube_solver_new(16, 1); /* the children's values, on a table of its own */
    cr_assert(solver && judge);
}

static void teardown(void)
{
    s4_cube_solver_free(solver);
    s4_cube_solver_free(judge);
}

static int peg_of(const char *name)
{
    int peg = -1;
    cr_assert_eq(s4_peg_parse(&geo, name, strlen(name), &peg), S4_OK);
    return peg;
}

static void play_record(S4Game *game, const char *record)
{
    s4_game_init(game, &geo);
    int bad = -1;
    cr_assert_eq(s4_game_play_record(game, record, &bad), S4_OK, "move %d", bad);
}

/* The weak value (1 win, 0 draw, -1 loss), for the side to move after it, of the position
 * after `peg`. */
static int child_value(const S4Game *game, int peg)
{
    S4Game child = *game;
    child.board.geo = &geo;
    S4Colour mover = s4_game_to_move(game);
    cr_assert_eq(s4_board_play(&child.board, peg, mover), S4_OK);
    if (s4_board_winning_line(&child.board, mover))
        return -1; /* the opponent lost to this bead */
    if (s4_board_is_full(&child.board))
        return 0;
    S4CubePos pos;
    s4_cube_from_board(s4_cube_solver_lines(judge), &child.board, s4_other(mover), &pos);
    S4CubeResult r;
    s4_cube_solve(judge, &pos, true, 0, &r);
    cr_assert(r.complete);
    return r.score;
}

Test(cube_move, the_search_s_losing_move_is_replaced_by_the_proof_s_winning_one, .init = setup,
     .fini = teardown)
{
    S4Game game;
    play_record(&game, ONLY_B4_WINS);
    S4CubeMove m;
    cr_assert(s4_cube_try_move(solver, &game.board, S4_WHITE, peg_of("B3"), 60000, 0, &m));
    cr_assert_eq(m.value, 1);
    cr_assert_eq(m.peg, peg_of("B4"), "peg %d", m.peg);
    cr_assert(m.proof_move && !m.first_keeps, "the proof named B4");
    cr_assert(m.nodes > 0);
    cr_assert_gt(child_value(&game, peg_of("B3")), 0, "Black wins after B3");
    cr_assert_lt(child_value(&game, peg_of("B4")), 0, "Black loses after B4");
    /* Asked again with B4 first, the table shows that B4 keeps the win: it stands. */
    cr_assert(s4_cube_try_move(solver, &game.board, S4_WHITE, peg_of("B4"), 60000, 0, &m));
    cr_assert_eq(m.peg, peg_of("B4"));
    cr_assert(m.first_keeps);
}

/* Drawn positions of 36 and 40 beads from drawn games of bench/records (random play seldom
 * draws): a draw is proved by the second probe, "at least a draw?", whose move keeps it. */
static const char *const drawn[] = {
    "C4 B1 D3 C1 D4 D1 A1 A4 C3 B2 B3 A3 B2 B2 B3 B3 A1 D4 B1 D1 D3 A3 D1 D1 D3 D3 D4 A2 D2 A3 "
    "A3 C3 C3 D4 C1 A1 A4 A1 B3 A4",
    "D2 D1 B1 D4 A4 A1 B2 C3 B2 B2 C3 C3 D2 A2 B4 B3 D3 D4 D4 D2 B4 B3 B3 D4 D3 C4 C1 B1 A3 C1 "
    "B1 B2 D1 C1 C3 A2",
    "A2 A3 A4 C1 D4 D1 A1 C3 C4 B4 D3 C3 C3 B3 B3 B3 B2 B2 D4 D4 D4 B4 B4 D1 A1 A3 C4 C2 A4 B2 "
    "C2 C2 D1 D1 B3 B4 B1 A3 A3 C3",
    "A2 A3 A4 C1 D4 D1 A1 C3 C4 B4 D3 C3 C3 A3 B2 B2 D4 B2 C4 A3 A3 A4 C4 C4 D3 D1 D1 D4 D4 B4 "
    "D1 C2 C2 B4 B4 C2 C1 C1 C3 B2",
};
enum { DRAWN = sizeof drawn / sizeof drawn[0], RANDOM = 40 };

/* Every value and every move of random and drawn positions agrees with the children's weak
 * solves: a win is kept only by a move after which the opponent loses, a draw by one after
 * which it cannot win; the move comes from the proof itself (or, when the table shows it,
 * is the search's), never from a pass over the children. */
Test(cube_move, values_and_kept_moves_agree_with_the_children_s_exact_values, .init = setup,
     .fini = teardown, .timeout = 600)
{
    uint64_t rng = 20261128;
    int seen[3] = {0, 0, 0}, kept_first = 0;
    for (int i = 0; i < RANDOM + DRAWN; i++) {
        S4Game game;
        if (i < RANDOM)
            s4_cube_random_position(&geo, &rng, 24 + (i % 4) * 2, &game);
        else
            play_record(&game, drawn[i - RANDOM]);
        game.board.geo = &geo;
        S4Colour side = s4_game_to_move(&game);
        int pegs[S4_MAX_PEGS];
        int n = s4_board_legal_pegs(&game.board, pegs);
        int first = pegs[i % n];
        S4CubeMove m;
        cr_assert(s4_cube_try_move(solver, &game.board, side, first, 60000, 0, &m), "position %d", i);
        seen[m.value + 1]++;
        int best = -100;
        for (int k = 0; k < n; k++) {
            int weak = -child_value(&game, pegs[k]);
            best = weak > best ? weak : best;
        }
        cr_assert_eq(best, m.value, "position %d", i);
        if (m.value < 0) {
            cr_assert_eq(m.peg, -1, "position %d: a lost position has no move to keep", i);
            continue;
        }
        cr_assert(m.peg >= 0, "position %d", i);
        cr_assert_eq(-child_value(&game, m.peg), m.value, "position %d peg %d", i, m.peg);
        cr_assert(m.proof_move != m.first_keeps, "position %d: the proof's move or the search's",
                  i);
        if (m.first_keeps) {
            cr_assert_eq(m.peg, first, "position %d", i);
            kept_first++;
        }
    }
    cr_assert(seen[0] > 0 && seen[1] >= DRAWN && seen[2] > 0, "losses %d, draws %d, wins %d",
              seen[0], seen[1], seen[2]);
    cr_assert(kept_first > 0, "the search's move was never kept");
}

/* The solve's own proof move (S4CubeResult.peg), weak and exact, on two threads with the
 * helpers joining at once (the move then comes from whichever thread finished): after it
 * the child's value is the root's, negated. */
Test(cube_move, the_solve_names_the_move_that_proves_its_value, .init = setup, .fini = teardown,
     .timeout = 600)
{
    S4CubeSolver *pair = s4_cube_solver_new(16, 2);
    cr_assert(pair);
    s4_cube_solver_helpers_join_after(pair, 0);
    uint64_t rng = 41;
    int proved = 0;
    for (int i = 0; i < 24; i++) {
        S4Game game;
        s4_cube_random_position(&geo, &rng, 30 + (i % 3) * 2, &game);
        game.board.geo = &geo;
        S4Colour side = s4_game_to_move(&game);
        S4CubePos pos;
        s4_cube_from_board(s4_cube_solver_lines(pair), &game.board, side, &pos);
        for (int weak = 0; weak <= 1; weak++) {
            S4CubeResult r;
            s4_cube_solve(pair, &pos, weak, 0, &r);
            cr_assert(r.complete);
            if (weak && r.score < 0) {
                cr_assert_eq(r.peg, -1, "position %d", i);
                continue;
            }
            if (r.peg < 0)
                continue; /* a bound from a rule (exact losses, mostly) names no move */
            S4Board after = game.board;
            after.geo = &geo;
            cr_assert_eq(s4_board_play(&after, r.peg, side), S4_OK, "position %d", i);
            int child;
            if (s4_board_winning_line(&after, side)) {
                child = -(64 - pos.moves); /* the bead numbered moves + 1 won */
            } else {
                S4CubePos c;
                s4_cube_from_board(s4_cube_solver_lines(judge), &after, s4_other(side), &c);
                S4CubeResult cr;
                s4_cube_solve(judge, &c, weak, 0, &cr);
                cr_assert(cr.complete);
                child = cr.score;
            }
            cr_assert_eq(-child, r.score, "position %d (%s) peg %d", i, weak ? "weak" : "exact",
                         r.peg);
            proved++;
        }
        s4_cube_solver_clear(pair);
    }
    s4_cube_solver_free(pair);
    cr_assert_gt(proved, 24, "moves proved: %d", proved);
}

Test(cube_move, boards_it_cannot_take_and_a_time_too_short_are_refused, .init = setup,
     .fini = teardown)
{
    S4Game game;
    S4CubeMove m;
    play_record(&game, "A1 A2 B1 B2 C1 C2 D1"); /* White's row on level 1 */
    cr_assert_not(s4_cube_try_move(solver, &game.board, S4_BLACK, -1, 1000, 0, &m));
    play_record(&game, "A1 B1"); /* Black is not to move */
    cr_assert_not(s4_cube_try_move(solver, &game.board, S4_BLACK, -1, 1000, 0, &m));
    cr_assert_not(s4_cube_try_move(solver, &game.board, S4_WHITE, -1, 0, 0, &m));
    S4Geometry connect4;
    cr_assert_eq(s4_geometry_preset(&connect4, "connect4"), S4_OK);
    S4Board flat;
    s4_board_init(&flat, &connect4);
    cr_assert_not(s4_cube_try_move(solver, &flat, S4_WHITE, -1, 1000, 0, &m));
    /* Four beads: far beyond a millisecond's search. */
    play_record(&game, "B2 C3 B3 C2");
    cr_assert_not(s4_cube_try_move(solver, &game.board, S4_WHITE, -1, 1, 0, &m));
}

/* A node limit alone (no time) is the same on any machine: the same solve from a cleared
 * table visits the same nodes and names the same move, and half of those nodes are too few. */
Test(cube_move, a_node_limit_alone_gives_the_same_answer_every_time, .init = setup,
     .fini = teardown)
{
    S4Game game;
    play_record(&game, ONLY_B4_WINS);
    S4CubeMove first, again, short_of;
    cr_assert(s4_cube_try_move(solver, &game.board, S4_WHITE, -1, 0, 10000000, &first));
    cr_assert_eq(first.value, 1);
    cr_assert_eq(first.peg, peg_of("B4"), "peg %d", first.peg);
    s4_cube_solver_clear(solver);
    cr_assert(s4_cube_try_move(solver, &game.board, S4_WHITE, -1, 0, 10000000, &again));
    cr_assert_eq(again.nodes, first.nodes);
    cr_assert_eq(again.peg, first.peg);
    s4_cube_solver_clear(solver);
    cr_assert_gt(first.nodes, 2 * 4096, "nodes %llu", (unsigned long long)first.nodes);
    cr_assert_not(s4_cube_try_move(solver, &game.board, S4_WHITE, -1, 0, first.nodes / 2,
                                   &short_of));
}
