/* The solver's move order from the learned evaluation (engine/solver/cube_order.h): on
 * positions from random games, the solver's value of each move differs from the engine's
 * own evaluation of the position after it (engine/eval.h, seen by the mover) by the same
 * amount for every move of a position (the terms every move shares are left out), up to
 * the two roundings; and the values do tell moves apart. */
#include <criterion/criterion.h>
#include <stdint.h>

#include "core/game.h"
#include "cube_order.h"
#include "eval.h"
#include "random_games.h"
#include "search_pos.h"

Test(cube_order, move_values_follow_the_engine_evaluation)
{
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    S4SearchGeo sg;
    s4_sgeo_init(&sg, &geo);
    cr_assert(sg.open_tracked);
    cr_assert_eq(sg.strong, S4_CUBE_STRONG, "the engine's strong cells");
    S4CubeLines lines;
    s4_cube_lines_init(&lines);
    int positions = 0, told_apart = 0;
    RandomGames walk;
    random_games_start(&walk, &geo, 160, 15);
    while (random_games_next(&walk)) {
        S4CubePos pos;
        s4_cube_from_board(&lines, &walk.game.board, s4_game_to_move(&walk.game), &pos);
        S4Pos p = s4_pos_make(&sg, pos.me, pos.opp);
        uint64_t playable = s4_cube_playable(s4_cube_mask(&pos));
        /* Only positions the solver orders: nobody wins with the next bead. */
        if ((pos.wme & playable) || (pos.wopp & playable))
            continue;
        int lo = 1 << 30, hi = -(1 << 30), first = 0, n = 0;
        bool differ = false;
        for (uint64_t rest = playable; rest; rest &= rest - 1) {
            int cell = __builtin_ctzll(rest);
            S4CubePos child;
            s4_cube_play(&lines, &pos, rest & -rest, cell, &child);
            int ours =
                s4_cube_order_eval(&child, s4_cube_open_delta(&lines, pos.me, pos.opp, cell));
            S4Pos ep = s4_pos_play(&sg, &p, cell);
            cr_assert_eq(ep.cur_thr & ~(ep.cur | ep.opp), child.wme);
            int engine = -s4_eval(&sg, &ep, false);
            int d = engine - ours;
            lo = d < lo ? d : lo;
            hi = d > hi ? d : hi;
            differ |= n > 0 && ours != first;
            if (n++ == 0)
                first = ours;
        }
        /* Each of the two values is rounded towards zero once: at most 2 apart. */
        cr_assert_leq(hi - lo, 2, "game %d, %d beads: the shared term moved by %d", walk.index,
                      pos.moves, hi - lo);
        positions++;
        told_apart += differ;
    }
    cr_expect_gt(positions, 2000, "positions checked: %d", positions);
    cr_expect_gt(told_apart * 10, positions * 9, "moves told apart in %d of %d", told_apart,
                 positions);
}
