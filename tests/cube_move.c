/* cube_move.c: the solver's check of the engine's move (cube_move.h): the position's value,
 * the moves that keep it checked against weak solves of each child on a table of their own,
 * the search's move tried first, and the boards and times it refuses. */
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

Test(cube_move, the_search_s_losing_move_is_replaced_by_the_winning_one, .init = setup,
     .fini = teardown)
{
    S4Game game;
    play_record(&game, ONLY_B4_WINS);
    S4CubeMove m;
    cr_assert(s4_cube_try_move(solver, &game.board, S4_WHITE, peg_of("B3"), 60000, &m));
    cr_assert_eq(m.value, 1);
    cr_assert_eq(m.keeps, 1u << peg_of("B4"), "keeps %#x", m.keeps);
    cr_assert(m.checked >> peg_of("B3") & 1, "the search's move is checked first");
    cr_assert(m.nodes > 0);
    cr_assert_gt(child_value(&game, peg_of("B3")), 0, "Black wins after B3");
    cr_assert_lt(child_value(&game, peg_of("B4")), 0, "Black loses after B4");
    /* A move that keeps the win is kept, and nothing after it is checked. */
    cr_assert(s4_cube_try_move(solver, &game.board, S4_WHITE, peg_of("B4"), 60000, &m));
    cr_assert_eq(m.keeps, 1u << peg_of("B4"));
    cr_assert_eq(m.checked, 1u << peg_of("B4"));
}

/* Every value and every checked move of random positions agrees with the children's weak
 * solves: wins kept only by moves after which the opponent loses, draws by moves after which
 * it cannot win, and each checked move that does not keep the value really lets it go. */
Test(cube_move, values_and_kept_moves_agree_with_the_children_s_exact_values, .init = setup,
     .fini = teardown, .timeout = 600)
{
    uint64_t rng = 20261128;
    int seen[3] = {0, 0, 0};
    for (int i = 0; i < 36; i++) {
        S4Game game;
        s4_cube_random_position(&geo, &rng, 26 + (i % 3) * 2, &game);
        game.board.geo = &geo;
        S4Colour side = s4_game_to_move(&game);
        int pegs[S4_MAX_PEGS];
        int n = s4_board_legal_pegs(&game.board, pegs);
        int first = pegs[i % n];
        S4CubeMove m;
        cr_assert(s4_cube_try_move(solver, &game.board, side, first, 60000, &m), "position %d", i);
        seen[m.value + 1]++;
        int best = -100;
        for (int k = 0; k < n; k++) {
            int weak = -child_value(&game, pegs[k]);
            best = weak > best ? weak : best;
            if (m.keeps >> pegs[k] & 1)
                cr_assert_eq(weak, m.value, "position %d peg %d", i, pegs[k]);
            else if (m.checked >> pegs[k] & 1)
                cr_assert_lt(weak, m.value, "position %d peg %d", i, pegs[k]);
        }
        cr_assert_eq(best, m.value, "position %d", i);
        if (m.value < 0) {
            cr_assert_eq(m.keeps | m.checked, 0u, "a lost position is checked no further");
            continue;
        }
        cr_assert_eq(__builtin_popcount(m.keeps), 1, "position %d: one move that keeps it", i);
        cr_assert(m.checked >> first & 1, "position %d: the search's move is checked first", i);
    }
    cr_assert(seen[0] > 0 && seen[2] > 0, "losses %d, wins %d", seen[0], seen[2]);
}

Test(cube_move, boards_it_cannot_take_and_a_time_too_short_are_refused, .init = setup,
     .fini = teardown)
{
    S4Game game;
    S4CubeMove m;
    play_record(&game, "A1 A2 B1 B2 C1 C2 D1"); /* White's row on level 1 */
    cr_assert_not(s4_cube_try_move(solver, &game.board, S4_BLACK, -1, 1000, &m));
    play_record(&game, "A1 B1"); /* Black is not to move */
    cr_assert_not(s4_cube_try_move(solver, &game.board, S4_BLACK, -1, 1000, &m));
    cr_assert_not(s4_cube_try_move(solver, &game.board, S4_WHITE, -1, 0, &m));
    S4Geometry connect4;
    cr_assert_eq(s4_geometry_preset(&connect4, "connect4"), S4_OK);
    S4Board flat;
    s4_board_init(&flat, &connect4);
    cr_assert_not(s4_cube_try_move(solver, &flat, S4_WHITE, -1, 1000, &m));
    /* Four beads: far beyond a millisecond's search. */
    play_record(&game, "B2 C3 B3 C2");
    cr_assert_not(s4_cube_try_move(solver, &game.board, S4_WHITE, -1, 1, &m));
}
