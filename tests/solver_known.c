/* solver_known.c: known game results, and exact scores against a plain brute-force search. */
#include <criterion/criterion.h>

#include "flat_board.h"
#include "solver.h"

static S4Solver *new_solver(int width, int height, int connect)
{
    S4FlatShape shape;
    cr_assert_eq(s4_flat_shape_init(&shape, width, height, connect), S4_OK);
    S4Solver *solver = s4_solver_new(&shape, 16);
    cr_assert_not_null(solver);
    return solver;
}

static int solve_empty(int width, int height, int connect)
{
    S4Solver *solver = new_solver(width, height, connect);
    S4FlatPos pos;
    s4_flat_init(&pos);
    S4SolveResult result;
    s4_solver_solve(solver, &pos, 0, &result);
    cr_assert(result.complete);
    s4_solver_free(solver);
    return result.score;
}

Test(solver_known, connect_three_on_4x3_is_a_first_player_win)
{
    cr_expect_gt(solve_empty(4, 3, 3), 0);
}

Test(solver_known, connect_four_on_6_columns_by_4_rows_is_a_second_player_win)
{
    cr_expect_lt(solve_empty(6, 4, 4), 0);
}

Test(solver_known, connect_four_on_4x4_is_a_draw)
{
    cr_expect_eq(solve_empty(4, 4, 4), 0);
}

/* ---- brute force: every move to the end, no table, no pruning ---------------------------- */

/* The exact score by the definition: a win with the next bead scores (cells + 1 - moves) / 2,
 * which is W*H/2 + 1 minus the winner's beads; a full board scores 0. */
static int brute_force(const S4FlatShape *s, const S4FlatPos *pos)
{
    if (pos->moves == s->cells)
        return 0;
    int best = -s->cells;
    for (int col = 0; col < s->width; col++) {
        if (!s4_flat_can_play(s, pos, col))
            continue;
        int score;
        if (s4_flat_is_winning_move(s, pos, col)) {
            score = (s->cells + 1 - pos->moves) / 2;
        } else {
            S4FlatPos child = *pos;
            s4_flat_play(s, &child, col);
            score = -brute_force(s, &child);
        }
        if (score > best)
            best = score;
    }
    return best;
}

static uint32_t next_random(uint64_t *state)
{
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (uint32_t)(*state >> 33);
}

/* Random positions with `placed` beads and no line; the solver's score and best move must
 * agree with brute force. */
static void compare_with_brute_force(int width, int height, int connect, int placed,
                                     int positions)
{
    S4Solver *solver = new_solver(width, height, connect);
    const S4FlatShape *s = s4_solver_shape(solver);
    uint64_t seed = (uint64_t)(width * 100 + height * 10 + connect);
    int tested = 0;
    while (tested < positions) {
        S4FlatPos pos;
        s4_flat_init(&pos);
        bool ok = true;
        for (int i = 0; i < placed && ok; i++) {
            int col = (int)(next_random(&seed) % (uint32_t)width);
            if (!s4_flat_can_play(s, &pos, col) || s4_flat_is_winning_move(s, &pos, col))
                ok = false;
            else
                s4_flat_play(s, &pos, col);
        }
        if (!ok)
            continue;
        tested++;
        int expected = brute_force(s, &pos);
        S4SolveResult result;
        s4_solver_best_move(solver, &pos, 0, &result);
        cr_assert(result.complete);
        cr_assert_eq(result.score, expected, "%dx%d K=%d position %d: solver %d, brute force %d",
                     width, height, connect, tested, result.score, expected);
        /* The chosen column must achieve the score. */
        int col = result.column;
        cr_assert(col >= 0 && s4_flat_can_play(s, &pos, col));
        int achieved;
        if (s4_flat_is_winning_move(s, &pos, col)) {
            achieved = (s->cells + 1 - pos.moves) / 2;
        } else {
            S4FlatPos child = pos;
            s4_flat_play(s, &child, col);
            achieved = -brute_force(s, &child);
        }
        cr_assert_eq(achieved, expected, "column %d of position %d scores %d, not %d", col + 1,
                     tested, achieved, expected);
    }
    s4_solver_free(solver);
}

Test(solver_known, connect_three_4x3_positions_match_brute_force)
{
    compare_with_brute_force(4, 3, 3, 2, 40);
}

Test(solver_known, connect_four_4x4_positions_match_brute_force)
{
    compare_with_brute_force(4, 4, 4, 6, 40);
}

Test(solver_known, connect_four_5x4_positions_match_brute_force)
{
    compare_with_brute_force(5, 4, 4, 12, 40);
}

Test(solver_known, connect_four_7x6_endgames_match_brute_force)
{
    compare_with_brute_force(7, 6, 4, 34, 20);
}

Test(solver_known, a_64_bit_board_with_five_in_a_row_matches_brute_force)
{
    compare_with_brute_force(8, 7, 5, 48, 10);
}

Test(solver_known, a_time_limit_stops_a_long_solve_and_says_so)
{
    S4Solver *solver = new_solver(7, 6, 4);
    S4FlatPos pos;
    s4_flat_init(&pos);
    S4SolveResult result;
    s4_solver_solve(solver, &pos, 20, &result);
    cr_expect_not(result.complete, "the empty 7x6 board is not solved in 20 ms");
    s4_solver_free(solver);
}
