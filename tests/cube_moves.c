/* The immediate facts and the moves a search orders (engine/solver/cube_moves.h), on
 * hand-made positions: what the alpha-beta, df-pn, the shallow order search and the labels
 * all start from. Cells: level * 16 + peg, peg = row * 4 + column; cell 3 is the bottom of
 * peg 3 and cell 19 the cell above it. */
#include <criterion/criterion.h>

#include "cube_moves.h"
#include "cube_solver.h"

/* A bitboard of the listed cells, ended by -1. */
static uint64_t cells(const int *list)
{
    uint64_t b = 0;
    for (; *list >= 0; list++)
        b |= 1ULL << *list;
    return b;
}
#define CELLS(...) cells((const int[]){__VA_ARGS__, -1})

static S4CubePos position(const S4CubeLines *lines, uint64_t me, uint64_t opp)
{
    return (S4CubePos){me, opp, s4_cube_threats(lines, me, opp), s4_cube_threats(lines, opp, me),
                       __builtin_popcountll(me | opp)};
}

/* s4_cube_moves of pos; *moves is 0 unless it is OPEN. */
static S4CubeMovesKind moves_of(const S4CubePos *pos, uint64_t *moves)
{
    *moves = 0;
    return s4_cube_moves(pos, s4_cube_mask(pos), moves);
}

Test(cube_moves, the_empty_board_orders_the_bottom_level)
{
    S4CubeLines lines;
    s4_cube_lines_init(&lines);
    S4CubePos pos = position(&lines, 0, 0);
    uint64_t moves;
    cr_assert_eq(moves_of(&pos, &moves), S4_CUBE_MOVES_OPEN);
    cr_assert_eq(moves, S4_CUBE_BOTTOM);
    int score;
    cr_assert_not(s4_cube_decided(&pos, &score));
}

Test(cube_moves, a_full_board_is_a_draw)
{
    S4CubeLines lines;
    s4_cube_lines_init(&lines);
    S4CubePos pos = {0x5555555555555555ULL, 0xAAAAAAAAAAAAAAAAULL, 0, 0, 64};
    uint64_t moves;
    cr_assert_eq(moves_of(&pos, &moves), S4_CUBE_MOVES_FULL);
    cr_assert_eq(moves, 0, "not written");
    int score = 99;
    cr_assert(s4_cube_decided(&pos, &score));
    cr_assert_eq(score, 0);
}

Test(cube_moves, a_playable_threat_of_ours_wins_even_when_we_must_block)
{
    S4CubeLines lines;
    s4_cube_lines_init(&lines);
    /* ours: 0 1 2 (threat 3, playable); theirs: 4 5 6 (threat 7, playable too) */
    S4CubePos pos = position(&lines, CELLS(0, 1, 2), CELLS(4, 5, 6));
    uint64_t moves;
    cr_assert_eq(moves_of(&pos, &moves), S4_CUBE_MOVES_WIN);
    int score;
    cr_assert(s4_cube_decided(&pos, &score));
    cr_assert_eq(score, 64 - 6, "the bead numbered 7 wins");
}

Test(cube_moves, one_threat_of_theirs_is_the_only_move)
{
    S4CubeLines lines;
    s4_cube_lines_init(&lines);
    /* theirs: 0 1 2 (threat 3); ours: 16 17 5, no threat */
    S4CubePos pos = position(&lines, CELLS(16, 17, 5), CELLS(0, 1, 2));
    uint64_t moves;
    cr_assert_eq(moves_of(&pos, &moves), S4_CUBE_MOVES_OPEN);
    cr_assert_eq(moves, CELLS(3), "%016llx", (unsigned long long)moves);
}

Test(cube_moves, two_threats_of_theirs_lose)
{
    S4CubeLines lines;
    s4_cube_lines_init(&lines);
    /* theirs: 0 1 2 (threat 3) and 4 8 with 0 (threat 12); ours: 16 17 18 5 6 (threat 19,
     * not playable) */
    S4CubePos pos = position(&lines, CELLS(16, 17, 18, 5, 6), CELLS(0, 1, 2, 4, 8));
    uint64_t moves;
    cr_assert_eq(moves_of(&pos, &moves), S4_CUBE_MOVES_LOST);
    cr_assert_eq(moves, 0, "not written");
    int score;
    cr_assert(s4_cube_decided(&pos, &score));
    cr_assert_eq(score, -(63 - 10), "their bead numbered 12 wins");
}

Test(cube_moves, a_block_right_under_their_threat_loses)
{
    S4CubeLines lines;
    s4_cube_lines_init(&lines);
    /* theirs: 0 1 2 (threat 3) and 16 17 18 (threat 19, right above it); ours: 4 5 8 10 20 21 */
    S4CubePos pos = position(&lines, CELLS(4, 5, 8, 10, 20, 21), CELLS(0, 1, 2, 16, 17, 18));
    cr_assert_eq(pos.wme, 0);
    uint64_t moves;
    cr_assert_eq(moves_of(&pos, &moves), S4_CUBE_MOVES_LOST);
    int score;
    cr_assert(s4_cube_decided(&pos, &score));
    cr_assert_eq(score, -(63 - 12));
}

Test(cube_moves, a_cell_right_under_their_threat_is_never_played)
{
    S4CubeLines lines;
    s4_cube_lines_init(&lines);
    /* theirs: 1 16 17 18 (threat 19 over the empty cell 3); ours: 0 2 5 8, no threat */
    S4CubePos pos = position(&lines, CELLS(0, 2, 5, 8), CELLS(1, 16, 17, 18));
    cr_assert_eq(pos.wme, 0);
    cr_assert_eq(pos.wopp, CELLS(19), "%016llx", (unsigned long long)pos.wopp);
    uint64_t moves;
    cr_assert_eq(moves_of(&pos, &moves), S4_CUBE_MOVES_OPEN);
    /* every playable cell but 3: the next cell of each peg */
    uint64_t want = CELLS(32, 33, 34, 4, 21, 6, 7, 24, 9, 10, 11, 12, 13, 14, 15);
    cr_assert_eq(moves, want, "%016llx against %016llx", (unsigned long long)moves,
                 (unsigned long long)want);
    int score;
    cr_assert_not(s4_cube_decided(&pos, &score));
}

/* s4_cube_wins_next of the child after our move at `cell`. */
static bool wins_next(const S4CubeLines *lines, const S4CubePos *pos, int cell)
{
    S4CubePos child;
    s4_cube_play(lines, pos, 1ULL << cell, cell, &child);
    return s4_cube_wins_next(&child, s4_cube_mask(pos) | 1ULL << cell);
}

Test(cube_moves, a_move_wins_next_with_two_threats_or_one_right_under_another)
{
    S4CubeLines lines;
    s4_cube_lines_init(&lines);
    /* ours: 1 2 and 4 8; theirs: 17 18 20 24. Cell 0 makes threats 3 and 12, both
     * playable; cell 3 makes a threat at 0 (playable) alone. */
    S4CubePos two = position(&lines, CELLS(1, 2, 4, 8), CELLS(17, 18, 20, 24));
    uint64_t moves;
    cr_assert_eq(moves_of(&two, &moves), S4_CUBE_MOVES_OPEN);
    cr_assert(wins_next(&lines, &two, 0));
    cr_assert_not(wins_next(&lines, &two, 3), "one threat, nothing above it");
    cr_assert_not(wins_next(&lines, &two, 13), "no threat");
    /* ours: 2, 16 17 18 (threat 19) and 7 11; theirs: 0 1 6 10 12 14. Cell 15 makes the
     * threat 3 (column 3 7 11 15), playable and right under 19: the opponent's block at 3
     * gives us 19. Cell 3 makes two: 15 (the same column) and 19, now playable. Cell 5 makes
     * none, and 19 stays out of reach. */
    S4CubePos under = position(&lines, CELLS(2, 16, 17, 18, 7, 11), CELLS(0, 1, 6, 10, 12, 14));
    cr_assert_eq(under.wme, CELLS(19));
    cr_assert_eq(under.wopp, 0);
    cr_assert_eq(moves_of(&under, &moves), S4_CUBE_MOVES_OPEN);
    cr_assert(moves & CELLS(15) && moves & CELLS(3));
    cr_assert(wins_next(&lines, &under, 15));
    cr_assert(wins_next(&lines, &under, 3));
    cr_assert_not(wins_next(&lines, &under, 5));
}
