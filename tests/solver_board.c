/* solver_board.c: the solver's flat bitboard against the core board, on every flat preset. */
#include <criterion/criterion.h>

#include "core/board.h"
#include "core/geometry.h"
#include "flat_board.h"

/* A small deterministic generator, so a failure names a reproducible position. */
static uint32_t next_random(uint64_t *state)
{
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (uint32_t)(*state >> 33);
}

Test(solver_board, shape_rejects_boards_past_64_bits_and_odd_cell_counts)
{
    S4FlatShape shape;
    cr_expect_eq(s4_flat_shape_init(&shape, 7, 6, 4), S4_OK);
    cr_expect_eq(s4_flat_shape_init(&shape, 8, 7, 4), S4_OK); /* exactly 64 bits */
    cr_expect_eq(s4_flat_shape_init(&shape, 9, 7, 4), S4_ERR_BAD_GEOMETRY);
    cr_expect_eq(s4_flat_shape_init(&shape, 3, 3, 3), S4_ERR_BAD_GEOMETRY);
    cr_expect_eq(s4_flat_shape_init(&shape, 0, 6, 4), S4_ERR_BAD_GEOMETRY);
    cr_expect_eq(s4_flat_shape_init(&shape, 7, 6, 1), S4_ERR_BAD_GEOMETRY);
}

Test(solver_board, shape_of_connect_four_has_the_benchmark_score_range)
{
    S4FlatShape shape;
    cr_assert_eq(s4_flat_shape_init(&shape, 7, 6, 4), S4_OK);
    cr_expect_eq(shape.max_score, 18);
    cr_expect_eq(shape.min_score, -18);
    cr_expect_eq(shape.order[0], 3, "the centre column comes first");
    cr_expect_eq(shape.order[1], 2);
    cr_expect_eq(shape.order[2], 4);
}

Test(solver_board, score_four_is_not_flat)
{
    S4Geometry geo;
    S4FlatShape shape;
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    cr_expect_eq(s4_flat_shape_from_geometry(&shape, &geo), S4_ERR_BAD_GEOMETRY);
}

/* Plays random games on the core board and the flat board side by side: before every move,
 * the flat board's "this column wins" and its conversion from the core board must agree
 * with the core's own rules. */
static void compare_random_games_on(const S4Geometry *geo_in, int games)
{
    const char *preset = geo_in->name;
    S4Geometry geo = *geo_in;
    S4FlatShape shape;
    cr_assert_eq(s4_flat_shape_from_geometry(&shape, &geo), S4_OK);
    uint64_t seed = 12345;
    for (int game = 0; game < games; game++) {
        S4Board board;
        s4_board_init(&board, &geo);
        S4FlatPos pos;
        s4_flat_init(&pos);
        S4Colour side = S4_WHITE;
        for (;;) {
            S4FlatPos converted;
            s4_flat_from_board(&shape, &board, side, &converted);
            cr_assert_eq(converted.current, pos.current, "%s game %d move %d", preset, game,
                         board.count);
            cr_assert_eq(converted.mask, pos.mask);
            cr_assert_eq(converted.moves, pos.moves);
            int pegs[S4_MAX_PEGS];
            int n = s4_board_legal_pegs(&board, pegs);
            if (n == 0)
                break;
            for (int i = 0; i < n; i++)
                cr_assert_eq(s4_flat_is_winning_move(&shape, &pos, pegs[i]),
                             s4_board_move_would_win(&board, pegs[i], side),
                             "%s game %d move %d column %d", preset, game, board.count,
                             pegs[i]);
            int peg = pegs[next_random(&seed) % (uint32_t)n];
            bool wins = s4_flat_is_winning_move(&shape, &pos, peg);
            cr_assert_eq(s4_board_play(&board, peg, side), S4_OK);
            s4_flat_play(&shape, &pos, peg);
            if (wins)
                break;
            side = s4_other(side);
        }
    }
}

static void compare_random_games(const char *preset, int games)
{
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, preset), S4_OK);
    compare_random_games_on(&geo, games);
}

/* Shapes off the presets take the other code paths: K = 5 the generic shifts, and a
 * 2 x 31 board a stride so long that (K-1) strides leave the word. */
static void compare_random_shape(int width, int height, int connect, int games)
{
    S4Geometry geo;
    cr_assert_eq(s4_geometry_init(&geo, "test", width, 1, height, connect), S4_OK);
    compare_random_games_on(&geo, games);
}

Test(solver_board, winning_cells_match_the_core_on_8x7_with_five_in_a_row)
{
    compare_random_shape(8, 7, 5, 200);
}
Test(solver_board, winning_cells_match_the_core_on_8x7_with_four_in_a_row)
{
    compare_random_shape(8, 7, 4, 200);
}
Test(solver_board, winning_cells_match_the_core_on_2x31_with_four_in_a_row)
{
    compare_random_shape(2, 31, 4, 200);
}
Test(solver_board, winning_cells_match_the_core_on_9x4_with_two_in_a_row)
{
    compare_random_shape(9, 4, 2, 200);
}

Test(solver_board, winning_cells_match_the_core_in_connect4) { compare_random_games("connect4", 300); }
Test(solver_board, winning_cells_match_the_core_in_connect3) { compare_random_games("connect3", 300); }
Test(solver_board, winning_cells_match_the_core_in_6x4) { compare_random_games("connect4-6x4", 300); }

Test(solver_board, non_losing_moves_block_a_single_threat_and_avoid_playing_under_one)
{
    S4FlatShape shape;
    cr_assert_eq(s4_flat_shape_init(&shape, 7, 6, 4), S4_OK);
    S4FlatPos pos;
    s4_flat_init(&pos);
    /* 1 7 2 7 3: the first player threatens column 4 at the bottom; the second must block. */
    const int moves[] = {0, 6, 1, 6, 2};
    for (int i = 0; i < 5; i++)
        s4_flat_play(&shape, &pos, moves[i]);
    uint64_t safe = s4_flat_non_losing(&shape, &pos);
    cr_expect_eq(safe, shape.column[3] & shape.bottom);
    /* Two threats at once (1 2 3 on the bottom with both ends open) cannot be blocked. */
    s4_flat_init(&pos);
    const int open[] = {1, 1, 2, 2, 3};
    for (int i = 0; i < 5; i++)
        s4_flat_play(&shape, &pos, open[i]);
    cr_expect_eq(s4_flat_non_losing(&shape, &pos), 0);
}
