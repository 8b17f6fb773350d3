/* The solver's move order from the learned evaluation (engine/solver/cube_order.h): on
 * positions from random games, the solver's value of each move differs from an independent
 * computation (the engine's features, engine/eval/eval_features.h, of the position after the
 * move, weighed here by the solver's order weights, cube_order_weights.h, seen by the mover)
 * by the same amount for every move of a position (the terms every move shares are left
 * out), up to the two roundings; with the engine's weights it follows the engine's own
 * evaluation (engine/eval.h) the same way; and the values do tell moves apart. */
#include <criterion/criterion.h>
#include <stdint.h>

#include "core/game.h"
#include "cube_order.h"
#include "eval.h"
#include "cube_order_reference.h"
#include "random_games.h"
#include "search_pos.h"

/* The spread of the differences between two valuations of a position's moves. */
typedef struct Spread {
    int lo, hi;
} Spread;

static void spread_add(Spread *s, int d)
{
    s->lo = d < s->lo ? d : s->lo;
    s->hi = d > s->hi ? d : s->hi;
}

Test(cube_order, move_values_follow_an_independent_evaluation)
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
        Spread order = {1 << 30, -(1 << 30)}, engine = order;
        int first = 0, n = 0;
        bool differ = false;
        for (uint64_t rest = playable; rest; rest &= rest - 1) {
            int cell = __builtin_ctzll(rest);
            S4CubePos child;
            s4_cube_play(&lines, &pos, rest & -rest, cell, &child);
            S4CubeOpenDelta d = s4_cube_open_delta(&lines, pos.me, pos.opp, cell);
            int ours = s4_cube_order_eval(&child, d);
            S4Pos ep = s4_pos_play(&sg, &p, cell);
            cr_assert_eq(ep.cur_thr & ~(ep.cur | ep.opp), child.wme);
            spread_add(&order, -cube_order_reference(&sg, &ep) - ours);
            spread_add(&engine, -s4_eval(&sg, &ep, false) -
                                    s4_cube_order_eval_with(S4_CUBE_ENGINE_WEIGHTS, &child, d));
            differ |= n > 0 && ours != first;
            if (n++ == 0)
                first = ours;
        }
        /* Each of the two values is rounded towards zero once: at most 2 apart. */
        cr_assert_leq(order.hi - order.lo, 2, "game %d, %d beads: the shared term moved by %d",
                      walk.index, pos.moves, order.hi - order.lo);
        cr_assert_leq(engine.hi - engine.lo, 2, "game %d, %d beads, engine's weights: %d",
                      walk.index, pos.moves, engine.hi - engine.lo);
        positions++;
        told_apart += differ;
    }
    cr_expect_gt(positions, 2000, "positions checked: %d", positions);
    cr_expect_gt(told_apart * 10, positions * 9, "moves told apart in %d of %d", told_apart,
                 positions);
}
