/* Tests of board.h: gravity, full pegs, removal, line detection and the early draw. */
#include <criterion/criterion.h>

#include "core/board.h"

static S4Geometry score4;

static void setup(void)
{
    s4_geometry_preset(&score4, "score4");
}

TestSuite(board, .init = setup);

Test(board, bead_falls_to_lowest_free_level)
{
    S4Board b;
    s4_board_init(&b, &score4);
    cr_assert_eq(s4_board_play(&b, 5, S4_WHITE), S4_OK);
    cr_assert_eq(s4_board_at(&b, 5, 0), S4_WHITE);
    cr_assert_eq(s4_board_play(&b, 5, S4_BLACK), S4_OK);
    cr_assert_eq(s4_board_at(&b, 5, 1), S4_BLACK);
    cr_assert_eq(s4_board_at(&b, 5, 2), -1);
    cr_assert_eq(s4_board_peg_height(&b, 5), 2);
    cr_assert_eq(b.count, 2);
    cr_assert_eq(b.beads[0] & b.beads[1], 0);
}

Test(board, full_peg_refuses_a_fifth_bead_and_changes_nothing)
{
    S4Board b;
    s4_board_init(&b, &score4);
    for (int i = 0; i < 4; i++)
        cr_assert_eq(s4_board_play(&b, 0, (S4Colour)(i & 1)), S4_OK);
    S4Board before = b;
    cr_assert_eq(s4_board_play(&b, 0, S4_WHITE), S4_ERR_PEG_FULL);
    cr_assert_eq(b.beads[0], before.beads[0]);
    cr_assert_eq(b.beads[1], before.beads[1]);
    cr_assert_eq(b.count, 4);
    cr_assert_not(s4_board_can_play(&b, 0));
    cr_assert(s4_board_can_play(&b, 1));
    cr_assert_eq(s4_board_play(&b, 16, S4_WHITE), S4_ERR_BAD_PEG);
    cr_assert_eq(s4_board_play(&b, -1, S4_WHITE), S4_ERR_BAD_PEG);
}

Test(board, playable_cells_are_one_per_open_peg_above_the_top_bead)
{
    S4Board b;
    s4_board_init(&b, &score4);
    cr_assert_eq(s4_board_playable_cells(&b), 0xFFFFULL);
    s4_board_play(&b, 3, S4_WHITE);
    uint64_t cells = s4_board_playable_cells(&b);
    cr_assert_eq(__builtin_popcountll(cells), 16);
    cr_assert(cells >> (16 + 3) & 1);
    cr_assert_not(cells >> 3 & 1);
    int pegs[S4_MAX_PEGS];
    cr_assert_eq(s4_board_legal_pegs(&b, pegs), 16);
}

Test(board, remove_takes_the_top_bead_only)
{
    S4Board b;
    s4_board_init(&b, &score4);
    s4_board_play(&b, 7, S4_WHITE);
    s4_board_play(&b, 7, S4_BLACK);
    cr_assert_eq(s4_board_remove(&b, 7), S4_OK);
    cr_assert_eq(s4_board_at(&b, 7, 0), S4_WHITE);
    cr_assert_eq(s4_board_at(&b, 7, 1), -1);
    cr_assert_eq(s4_board_remove(&b, 7), S4_OK);
    cr_assert_eq(s4_board_remove(&b, 7), S4_ERR_PEG_EMPTY);
    cr_assert_eq(b.count, 0);
    cr_assert_eq(s4_board_remove(&b, 99), S4_ERR_BAD_PEG);
}

/* Builds the line with gravity: black beads fill each peg up to the line's level, then the
 * white bead goes on; returns the board. */
static S4Board board_with_white_line(uint64_t line)
{
    S4Board b;
    s4_board_init(&b, &score4);
    for (uint64_t r = line; r; r &= r - 1) {
        int cell = __builtin_ctzll(r);
        int peg = s4_cell_peg(&score4, cell), level = s4_cell_level(&score4, cell);
        while (s4_board_peg_height(&b, peg) < level)
            cr_assert_eq(s4_board_play(&b, peg, S4_BLACK), S4_OK);
        cr_assert_eq(s4_board_play(&b, peg, S4_WHITE), S4_OK);
    }
    return b;
}

Test(board, every_one_of_the_76_lines_is_detected_as_a_win)
{
    for (int i = 0; i < score4.line_count; i++) {
        uint64_t line = score4.lines[i];
        S4Board b = board_with_white_line(line);
        cr_assert_eq(s4_board_winning_line(&b, S4_WHITE), line, "line %d", i);
        /* Each of its four beads, played last, completes it. */
        for (uint64_t r = line; r; r &= r - 1) {
            int peg = s4_cell_peg(&score4, __builtin_ctzll(r));
            cr_assert(s4_board_top_wins(&b, peg), "line %d, peg %d", i, peg);
            S4Board without = b;
            cr_assert_eq(s4_board_remove(&without, peg), S4_OK);
            cr_assert_eq(s4_board_winning_line(&without, S4_WHITE) & line, 0);
            cr_assert(s4_board_move_would_win(&without, peg, S4_WHITE));
        }
    }
}

Test(board, three_in_a_line_is_not_a_win)
{
    S4Board b;
    s4_board_init(&b, &score4);
    for (int peg = 0; peg < 3; peg++)
        s4_board_play(&b, peg, S4_WHITE);
    cr_assert_eq(s4_board_winning_line(&b, S4_WHITE), 0);
    cr_assert_not(s4_board_top_wins(&b, 2));
    cr_assert(s4_board_move_would_win(&b, 3, S4_WHITE));
    cr_assert_not(s4_board_move_would_win(&b, 3, S4_BLACK));
}

Test(board, empty_board_is_not_dead_and_a_line_of_each_colour_kills_it)
{
    S4Geometry c3;
    s4_geometry_preset(&c3, "connect3");
    S4Board b;
    s4_board_init(&b, &c3);
    cr_assert_not(s4_board_is_dead(&b));
    /* Seed 003's drawn game: the full board has no line and is dead. */
    static const int moves[] = {0, 0, 1, 1, 0, 2, 1, 3, 2, 2, 3, 3};
    for (int i = 0; i < 12; i++)
        cr_assert_eq(s4_board_play(&b, moves[i], (S4Colour)(i & 1)), S4_OK);
    cr_assert(s4_board_is_full(&b));
    cr_assert_eq(s4_board_winning_line(&b, S4_WHITE), 0);
    cr_assert_eq(s4_board_winning_line(&b, S4_BLACK), 0);
    cr_assert(s4_board_is_dead(&b));
}

/* True when some continuation from b (either colour to move first, alternating) completes a
 * line: an exhaustive search, independent of is_dead's reasoning. */
static bool someone_can_still_win(S4Board *b, S4Colour to_move)
{
    int pegs[S4_MAX_PEGS];
    int n = s4_board_legal_pegs(b, pegs);
    for (int i = 0; i < n; i++) {
        if (s4_board_move_would_win(b, pegs[i], to_move))
            return true;
        s4_board_play(b, pegs[i], to_move);
        bool can = someone_can_still_win(b, s4_other(to_move));
        s4_board_remove(b, pegs[i]);
        if (can)
            return true;
    }
    return false;
}

Test(board, a_dead_board_before_the_end_really_has_no_winner_left)
{
    S4Geometry c3;
    s4_geometry_preset(&c3, "connect3");
    unsigned seed = 12345;
    int dead_found = 0;
    for (int game = 0; game < 3000 && dead_found < 20; game++) {
        S4Board b;
        s4_board_init(&b, &c3);
        for (int ply = 0; !s4_board_is_full(&b); ply++) {
            int pegs[S4_MAX_PEGS];
            int n = s4_board_legal_pegs(&b, pegs);
            seed = seed * 1103515245u + 12345u;
            int peg = pegs[(seed >> 16) % (unsigned)n];
            s4_board_play(&b, peg, (S4Colour)(ply & 1));
            if (s4_board_top_wins(&b, peg))
                break;
            if (s4_board_is_dead(&b)) {
                if (!s4_board_is_full(&b)) {
                    dead_found++;
                    S4Board copy = b;
                    cr_assert_not(someone_can_still_win(&copy, (S4Colour)((ply + 1) & 1)));
                    cr_assert_not(someone_can_still_win(&copy, (S4Colour)(ply & 1)));
                }
                break;
            }
        }
    }
    cr_assert_gt(dead_found, 0, "random games should reach early dead draws on 4x3");
}
