/* The learned evaluation's features, as a unit: the direction tables rebuild exactly the
 * geometry's lines, and the bit-parallel counts of open lines and threats agree with a plain
 * count over every line and cell, on positions from random games. */
#include <criterion/criterion.h>
#include <stdint.h>

#include "core/game.h"
#include "core/random.h"
#include "eval_search.h"
#include "random_games.h"
#include "search_pos.h"

/* The direction table itself is tested with the geometry (core_geometry.c). */
Test(engine_eval_features, open_lines_tracked_for_score_four_only)
{
    const char *presets[] = {"score4", "connect4", "connect3", "connect4-6x4"};
    for (int p = 0; p < 4; p++) {
        S4Geometry geo;
        cr_assert_eq(s4_geometry_preset(&geo, presets[p]), S4_OK, "%s", presets[p]);
        S4SearchGeo sg;
        s4_sgeo_init(&sg, &geo);
        cr_expect_eq(sg.open_tracked, p == 0, "%s", presets[p]);
        if (p == 0)
            cr_expect_eq(sg.dirs.count, 13, "the cube has 13 directions");
    }
}

/* Open lines of `n` beads of `own` (none of `other`), up a peg or not, counted line by line. */
static int count_open(const S4Geometry *geo, uint64_t own, uint64_t other, int n, bool vertical)
{
    int count = 0;
    for (int i = 0; i < geo->line_count; i++) {
        uint64_t line = geo->lines[i];
        int first = __builtin_ctzll(line);
        bool up = __builtin_ctzll(line & (line - 1)) - first == geo->pegs;
        if (up == vertical && !(line & other) && __builtin_popcountll(line & own) == n)
            count++;
    }
    return count;
}

Test(engine_eval_features, open_lines_and_threats_match_a_plain_count)
{
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    S4SearchGeo sg;
    s4_sgeo_init(&sg, &geo);
    int checked = 0, nonzero_two = 0, nonzero_one = 0;
    RandomGames walk;
    random_games_start(&walk, &geo, 200, 14);
    while (random_games_next(&walk)) {
        S4Colour side = s4_game_to_move(&walk.game);
        const S4Board *board = &walk.game.board;
        uint64_t cur = board->beads[side], opp = board->beads[s4_other(side)];
        S4Pos p = s4_pos_make(&sg, cur, opp);
        int f[S4_FEAT_COUNT];
        s4_eval_features(&sg, &p, f);
        for (int v = 0; v < 2; v++) {
            int two = count_open(&geo, cur, opp, 2, v) - count_open(&geo, opp, cur, 2, v);
            int one = count_open(&geo, cur, opp, 1, v) - count_open(&geo, opp, cur, 1, v);
            cr_assert_eq(f[v ? S4_FEAT_OPEN_TWO_VERTICAL : S4_FEAT_OPEN_TWO], two,
                         "game %d, %d beads: open twos%s", walk.index, p.count,
                         v ? " up a peg" : "");
            cr_assert_eq(f[v ? S4_FEAT_OPEN_ONE_VERTICAL : S4_FEAT_OPEN_ONE], one,
                         "game %d, %d beads: open ones%s", walk.index, p.count,
                         v ? " up a peg" : "");
            nonzero_two += two != 0;
            nonzero_one += one != 0;
        }
        /* threats on empty cells, counted cell by cell from the lines */
        int threats[2] = {0, 0};
        uint64_t empty = ~(cur | opp) & geo.board_mask;
        for (int cell = 0; cell < geo.cells; cell++) {
            if (!(empty >> cell & 1))
                continue;
            for (int who = 0; who < 2; who++) {
                uint64_t own = who ? opp : cur;
                bool threat = false;
                for (int i = 0; i < geo.line_count && !threat; i++)
                    threat = (geo.lines[i] >> cell & 1) &&
                             __builtin_popcountll(geo.lines[i] & own) == 3;
                threats[who] += threat;
            }
        }
        cr_assert_eq(f[S4_FEAT_ANY_THREAT], (threats[0] > 0) - (threats[1] > 0));
        cr_assert_eq(f[S4_FEAT_TWO_THREATS], (threats[0] > 1) - (threats[1] > 1));
        cr_assert_eq(f[S4_FEAT_TEMPO], 1);
        cr_assert_eq(f[S4_FEAT_FIRST_PLAYER], p.count % 2 == 0);
        checked++;
    }
    cr_assert_gt(checked, 2000);
    cr_assert_gt(nonzero_two, 500, "the positions exercise open twos");
    cr_assert_gt(nonzero_one, 500, "the positions exercise open ones");
}

/* The open lines kept move by move (s4_pos_play, as the search makes its moves) equal the
 * count from scratch (s4_pos_make) and the plain count over every line, in random games. */
Test(engine_eval_features, open_lines_kept_move_by_move_match_the_count_from_scratch)
{
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    S4SearchGeo sg;
    s4_sgeo_init(&sg, &geo);
    cr_assert(sg.open_tracked, "Score Four keeps its open lines");
    uint64_t rng = 41;
    int checked = 0;
    for (int g = 0; g < 200; g++) {
        S4Pos p = s4_pos_make(&sg, 0, 0);
        cr_assert_eq(p.open, S4_OPEN_ZERO);
        for (;;) {
            S4Pos scratch = s4_pos_make(&sg, p.cur, p.opp);
            cr_assert_eq(p.open, scratch.open, "game %d, %d beads: kept %llx, from scratch %llx",
                         g, p.count, (unsigned long long)p.open, (unsigned long long)scratch.open);
            cr_assert_eq(p.cur_thr, scratch.cur_thr);
            cr_assert_eq(p.opp_thr, scratch.opp_thr);
            for (int v = 0; v < 2; v++) {
                int two = count_open(&geo, p.cur, p.opp, 2, v) - count_open(&geo, p.opp, p.cur, 2, v);
                int one = count_open(&geo, p.cur, p.opp, 1, v) - count_open(&geo, p.opp, p.cur, 1, v);
                cr_assert_eq(s4_open_count(p.open, v ? S4_OPEN_TWO_UP_FIELD : S4_OPEN_TWO_FIELD), two);
                cr_assert_eq(s4_open_count(p.open, v ? S4_OPEN_ONE_UP_FIELD : S4_OPEN_ONE_FIELD), one);
            }
            checked++;
            uint64_t play = s4_pos_playable(&sg, &p);
            /* stop before a bead that would complete a line of the side to move, or when full */
            uint64_t safe = play & ~p.cur_thr;
            if (!safe)
                break;
            int n = __builtin_popcountll(safe);
            int pick = (int)(s4_random_next(&rng) % (uint64_t)n);
            while (pick-- > 0)
                safe &= safe - 1;
            p = s4_pos_play(&sg, &p, __builtin_ctzll(safe));
        }
    }
    cr_assert_gt(checked, 5000);
}

Test(engine_eval_features, open_lines_are_not_kept_for_connect_four)
{
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, "connect4"), S4_OK);
    S4SearchGeo sg;
    s4_sgeo_init(&sg, &geo);
    cr_assert_not(sg.open_tracked);
    S4Pos p = s4_pos_play(&sg, &(S4Pos){0}, 3);
    cr_assert_eq(p.open, S4_OPEN_ZERO);
}
