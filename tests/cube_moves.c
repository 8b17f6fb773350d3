/* The immediate facts and the moves a search orders (engine/solver/cube_moves.h), on
 * hand-made positions: what the alpha-beta, df-pn, the shallow order search and the labels
 * all start from. Cells: level * 16 + peg, peg = row * 4 + column; cell 3 is the bottom of
 * peg 3 and cell 19 the cell above it. */
#include <criterion/criterion.h>

#include "cube_moves.h"
#include "cube_solver.h"

#define B(c) (1ULL << (c)) /* the bitboard of cell c */

static S4CubePos position(const S4CubeLines *lines, uint64_t me, uint64_t opp)
{
    S4CubePos pos;
    s4_cube_from_beads(lines, me, opp, &pos);
    return pos;
}

/* Hand-made positions (the side to move's beads, the other side's) and what they give. */
static const struct {
    const char *what;
    uint64_t me, opp;
    S4CubeMovesKind kind;
    uint64_t moves; /* OPEN: the moves the searches order */
    int score;      /* else: s4_cube_decided's score */
} cases[] = {
    {"the empty board: the bottom level", 0, 0, S4_CUBE_MOVES_OPEN, S4_CUBE_BOTTOM, 0},
    {"a full board: a draw", 0x5555555555555555ULL, 0xAAAAAAAAAAAAAAAAULL, S4_CUBE_MOVES_FULL, 0,
     0},
    /* ours 0 1 2 (threat 3), theirs 4 5 6 (threat 7): our bead numbered 7 wins first */
    {"a playable threat of ours wins, even when we must block", B(0) | B(1) | B(2),
     B(4) | B(5) | B(6), S4_CUBE_MOVES_WIN, 0, 64 - 6},
    /* theirs 0 1 2 (threat 3), ours 16 17 5 (no threat) */
    {"one threat of theirs is the only move", B(16) | B(17) | B(5), B(0) | B(1) | B(2),
     S4_CUBE_MOVES_OPEN, B(3), 0},
    /* theirs 0 1 2 and 0 4 8 (threats 3 and 12), ours 16 17 18 5 6 (threat 19, not playable):
     * their bead numbered 12 wins */
    {"two threats of theirs lose", B(16) | B(17) | B(18) | B(5) | B(6),
     B(0) | B(1) | B(2) | B(4) | B(8), S4_CUBE_MOVES_LOST, 0, -(63 - 10)},
    /* theirs 0 1 2 (threat 3) and 16 17 18 (threat 19 right above it), ours 4 5 8 10 20 21 */
    {"a block right under their threat loses", B(4) | B(5) | B(8) | B(10) | B(20) | B(21),
     B(0) | B(1) | B(2) | B(16) | B(17) | B(18), S4_CUBE_MOVES_LOST, 0, -(63 - 12)},
    /* theirs 1 16 17 18 (threat 19 over the empty cell 3), ours 0 2 5 8 (no threat): every
     * peg's next cell but 3 */
    {"a cell right under their threat is never played", B(0) | B(2) | B(5) | B(8),
     B(1) | B(16) | B(17) | B(18), S4_CUBE_MOVES_OPEN,
     B(32) | B(33) | B(34) | B(4) | B(21) | B(6) | B(7) | B(24) | B(9) | B(10) | B(11) | B(12) |
         B(13) | B(14) | B(15),
     0},
};

Test(cube_moves, hand_made_positions_give_their_kind_moves_and_score)
{
    S4CubeLines lines;
    s4_cube_lines_init(&lines);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        S4CubePos pos = position(&lines, cases[i].me, cases[i].opp);
        uint64_t moves = 0;
        S4CubeMovesKind kind = s4_cube_moves(&pos, s4_cube_mask(&pos), &moves);
        cr_assert_eq(kind, cases[i].kind, "%s: kind %d", cases[i].what, (int)kind);
        cr_assert_eq(moves, cases[i].moves, "%s: moves %016llx", cases[i].what,
                     (unsigned long long)moves); /* not written unless OPEN */
        int score = 99;
        bool decided = s4_cube_decided(&pos, &score);
        cr_assert_eq(decided, kind != S4_CUBE_MOVES_OPEN, "%s", cases[i].what);
        if (decided)
            cr_assert_eq(score, cases[i].score, "%s: score %d", cases[i].what, score);
    }
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
    S4CubePos two = position(&lines, B(1) | B(2) | B(4) | B(8), B(17) | B(18) | B(20) | B(24));
    uint64_t moves;
    cr_assert_eq(s4_cube_moves(&two, s4_cube_mask(&two), &moves), S4_CUBE_MOVES_OPEN);
    cr_assert(wins_next(&lines, &two, 0));
    cr_assert_not(wins_next(&lines, &two, 3), "one threat, nothing above it");
    cr_assert_not(wins_next(&lines, &two, 13), "no threat");
    /* ours: 2, 16 17 18 (threat 19) and 7 11; theirs: 0 1 6 10 12 14. Cell 15 makes the
     * threat 3 (column 3 7 11 15), playable and right under 19: the opponent's block at 3
     * gives us 19. Cell 3 makes two: 15 (the same column) and 19, now playable. Cell 5 makes
     * none, and 19 stays out of reach. */
    S4CubePos under = position(&lines, B(2) | B(16) | B(17) | B(18) | B(7) | B(11),
                               B(0) | B(1) | B(6) | B(10) | B(12) | B(14));
    cr_assert_eq(under.wme, B(19));
    cr_assert_eq(under.wopp, 0);
    cr_assert_eq(s4_cube_moves(&under, s4_cube_mask(&under), &moves), S4_CUBE_MOVES_OPEN);
    cr_assert(moves & B(15) && moves & B(3));
    cr_assert(wins_next(&lines, &under, 15));
    cr_assert(wins_next(&lines, &under, 3));
    cr_assert_not(wins_next(&lines, &under, 5));
}
