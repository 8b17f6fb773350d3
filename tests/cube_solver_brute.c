/* cube_solver_brute.c: the Score Four solver against a brute force written on the core's
 * board alone (no bitboard tricks, no table, no pruning), on positions with few empty cells. */
#include <criterion/criterion.h>

#include "core/board.h"
#include "core/game.h"
#include "cube_brute.h"
#include "cube_pairing.h"
#include "cube_positions.h"
#include "cube_rules.h"
#include "cube_solver.h"

static void check_many(int empty, int count, uint64_t seed, bool threads)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    S4CubeSolver *solver = s4_cube_solver_new(4, threads ? 2 : 1);
    cr_assert_not_null(solver);
    s4_cube_solver_helpers_join_after(solver, 0); /* these small trees would end alone */
    uint64_t rng = seed;
    int outcomes[3] = {0};
    for (int i = 0; i < count; i++) {
        S4Game game;
        cube_random_game(&geo, &rng, empty, &game);
        S4Board board = game.board;
        int expected = cube_brute_score(&board, s4_game_to_move(&game));
        S4CubePos pos;
        s4_cube_from_board(s4_cube_solver_lines(solver), &game.board, s4_game_to_move(&game),
                           &pos);
        S4CubeResult strong, weak;
        s4_cube_solve(solver, &pos, false, 0, &strong);
        s4_cube_solve(solver, &pos, true, 0, &weak);
        char record[512];
        s4_game_format_record(&game, record, sizeof record);
        cr_assert(strong.complete && weak.complete);
        cr_assert_eq(strong.score, expected, "%s: solver %d, brute force %d", record,
                     strong.score, expected);
        cr_assert_eq(weak.score, (expected > 0) - (expected < 0), "%s: weak %d, brute force %d",
                     record, weak.score, expected);
        outcomes[(expected > 0) - (expected < 0) + 1]++;
        if (i % 3 == 0)
            s4_cube_solver_clear(solver); /* both a warm and a cold table */
    }
    /* The sample must exercise more than one kind of result. */
    cr_assert((outcomes[0] > 0) + (outcomes[1] > 0) + (outcomes[2] > 0) >= 2,
              "losses %d draws %d wins %d", outcomes[0], outcomes[1], outcomes[2]);
    s4_cube_solver_free(solver);
}

Test(cube_solver_brute, eight_empty_cells) { check_many(8, 150, 1, false); }

Test(cube_solver_brute, nine_empty_cells) { check_many(9, 60, 2, false); }

Test(cube_solver_brute, ten_empty_cells_two_threads) { check_many(10, 15, 3, true); }

/* The static rules (cube_rules.h) are upper bounds on the side to move's true value; every
 * position where one fires is checked against the brute force, and each rule must fire (and
 * prove a loss) on part of the sample, so the check is not empty. */
enum { RULE_COUNTS = 23 };

static void check_rules(int empty, int count, uint64_t seed, bool published,
                        int fired_min[RULE_COUNTS])
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    S4CubeLines lines;
    s4_cube_lines_init(&lines);
    uint64_t rng = seed;
    /* parity: draw at best, loss; odd threat: loss; total positions; then the firings that
     * needed pairs of pegs (the plain share held a line): parity, odd threat; and the parity
     * losses that needed one of two lines (Black's plain share held none); the firings of
     * either rule that needed two even pegs paired; and those that needed the cells above the
     * follower's sure threats left out of the mover's share; and the odd threats over a bare
     * peg (no White threat over a peg of one bead settled it, nor the frozen pegs); then the
     * frozen pegs (every peg under a follower threat frozen): parity bounds they give, odd
     * threats they prove where no single threat over a peg of one bead does, and bounds of
     * either rule that needed the mover's passing pegs, losses they prove only with the
     * follower's line completed on the way to a full board, and bounds that needed an odd peg
     * answered right above (vertical); then bounds of either rule that needed an even peg
     * paired with an odd one (mixed pairs: without them the rule says less), and bounds that
     * needed the mover's lines through two cells right under follower threats left out, and
     * parity bounds that needed a Black threat over an empty peg taken for a pass of Black's,
     * and losses of either side proved by the other's stacked threats (s4_cube_stack_lost); then
     * the follower's pairing (cube_pairing.h, for either side to move): draws at best it proves
     * where the parity rules said nothing, those with Black to move, and those with a threat of
     * Black's (on level 3, left out of its share); and parity bounds that needed two pegs of one
     * height coupled (s4_cube_coupled_bound) */
    int fired[RULE_COUNTS] = {0};
    for (int i = 0; i < count; i++) {
        S4Game game;
        if (published)
            s4_cube_random_position(&geo, &rng, 64 - empty, &game);
        else
            cube_random_game(&geo, &rng, empty, &game);
        S4CubePos pos;
        s4_cube_from_board(&lines, &game.board, s4_game_to_move(&game), &pos);
        /* The odd threat's inline gate says nothing only where the whole rule says nothing. */
        const unsigned gate_parts[2] = {S4_CUBE_ALL_PARTS, S4_CUBE_ALL_PARTS & ~S4_CUBE_STACKS};
        for (int k = 0; k < 2 && (pos.moves & 1) == 1; k++)
            cr_assert_eq(s4_cube_odd_threat_bound_with(&lines, &pos, gate_parts[k]),
                         s4_cube_odd_threat_rest(&lines, &pos, gate_parts[k]),
                         "odd threat gate, parts %u", gate_parts[k]);
        int parity = (pos.moves & 1) == 0 ? s4_cube_parity_bound(&lines, &pos) : S4_CUBE_SCORE_MAX;
        int odd = (pos.moves & 1) == 1 ? s4_cube_odd_threat_bound(&lines, &pos)
                                       : S4_CUBE_SCORE_MAX;
        int pairing = s4_cube_pairing_bound(&lines, &pos);
        if (parity == S4_CUBE_SCORE_MAX && odd == S4_CUBE_SCORE_MAX &&
            pairing == S4_CUBE_SCORE_MAX)
            continue;
        S4Board board = game.board;
        int value = cube_brute_score(&board, s4_game_to_move(&game));
        char record[512];
        s4_game_format_record(&game, record, sizeof record);
        cr_assert_leq(value, pairing, "%s: pairing bound %d, brute force %d", record, pairing,
                      value);
        bool new_bound = pairing == 0 && parity == S4_CUBE_SCORE_MAX && odd == S4_CUBE_SCORE_MAX;
        fired[19] += new_bound;
        fired[20] += new_bound && (pos.moves & 1) == 1;
        fired[21] += new_bound && pos.wme;
        if (parity == S4_CUBE_SCORE_MAX && odd == S4_CUBE_SCORE_MAX)
            continue;
        cr_assert_leq(value, parity, "%s: parity bound %d, brute force %d", record, parity, value);
        cr_assert_leq(value, odd, "%s: odd threat bound %d, brute force %d", record, odd, value);
        fired[0] += parity == 0;
        fired[1] += parity == -1;
        fired[2] += odd == -1;
        fired[3]++;
        uint64_t mask = pos.me | pos.opp, contested = s4_cube_contested(mask);
        uint64_t share = pos.me | (~mask & S4_CUBE_ODD_LEVELS) | contested;
        S4CubeFollow odd_only;
        fired[4] += parity <= 0 && s4_cube_has_line(&lines, share);
        fired[7] += parity <= 0 && !s4_cube_follow_refutes(&lines, share, contested, 0, &odd_only);
        uint64_t even_next = s4_cube_playable(mask) & ~contested;
        fired[8] += parity <= 0 &&
                    !s4_cube_follow_refutes(&lines, share, contested, even_next, &odd_only);
        fired[6] += parity == -1 &&
                    !s4_cube_has_line(&lines, pos.opp | (~mask & S4_CUBE_EVEN_LEVELS & ~contested));
        /* The frozen pegs on the rule's own share (cells above sure threats out). */
        uint64_t sure = pos.wopp & ~mask & S4_CUBE_EVEN_LEVELS & ~contested;
        uint64_t next = s4_cube_playable(mask), under = next & pos.wopp >> 16;
        uint64_t mine = next & pos.wme >> 16, blocked;
        int frozen_bound = S4_CUBE_SCORE_MAX, without_line = S4_CUBE_SCORE_MAX;
        int without_vertical = S4_CUBE_SCORE_MAX;
        for (int variant = 0; under && variant < 3; variant++) {
            int b = s4_cube_frozen_bound(
                &lines, share & ~(sure << 16 | sure << 32 | sure << 48),
                variant ? pos.opp | (~mask & S4_CUBE_EVEN_LEVELS & ~contested) : 0, contested,
                even_next & ~((sure & ~S4_CUBE_TOP) >> 16), under, mine & ~under, mine & under,
                pos.moves & 1, variant < 2, true, ~mask & pos.wopp >> 16, &blocked);
            *(variant == 0 ? &without_line : variant == 1 ? &frozen_bound : &without_vertical) = b;
        }
        bool zugzwang = frozen_bound == -1;
        fired[10] += parity <= 0 && frozen_bound <= 0;
        fired[12] += frozen_bound <= 0 && (mine & ~under & contested);
        fired[13] += frozen_bound == -1 && without_line == 0;
        fired[14] += frozen_bound <= 0 && without_vertical == S4_CUBE_SCORE_MAX;
        int rule = (pos.moves & 1) == 0 ? parity : odd;
        int unmixed = (pos.moves & 1) == 0
                          ? s4_cube_parity_bound_with(&lines, &pos, S4_CUBE_ALL_PARTS & ~S4_CUBE_MIXED_PAIRS)
                          : s4_cube_odd_threat_bound_with(&lines, &pos,
                                                          S4_CUBE_ALL_PARTS & ~S4_CUBE_MIXED_PAIRS);
        fired[15] += unmixed > rule;
        int undoomed = (pos.moves & 1) == 0
                           ? s4_cube_parity_bound_with(&lines, &pos, S4_CUBE_ALL_PARTS & ~S4_CUBE_TWO_DOOMED)
                           : s4_cube_odd_threat_bound_with(&lines, &pos,
                                                           S4_CUBE_ALL_PARTS & ~S4_CUBE_TWO_DOOMED);
        fired[16] += undoomed > rule;
        int unstacked = (pos.moves & 1) == 0
                            ? s4_cube_parity_bound_with(&lines, &pos, S4_CUBE_ALL_PARTS & ~S4_CUBE_STACKS)
                            : s4_cube_odd_threat_bound_with(&lines, &pos,
                                                            S4_CUBE_ALL_PARTS & ~S4_CUBE_STACKS);
        fired[18] += unstacked > rule;
        fired[17] += (pos.moves & 1) == 0 &&
                     s4_cube_parity_bound_with(&lines, &pos,
                                               S4_CUBE_ALL_PARTS & ~S4_CUBE_BARE_PASSES) > rule;
        fired[22] += (pos.moves & 1) == 0 &&
                     s4_cube_parity_bound_with(&lines, &pos,
                                               S4_CUBE_ALL_PARTS & ~S4_CUBE_COUPLED) > rule;
        if (odd == -1) {
            bool matched = true; /* no threat t left Black's share without a line */
            uint64_t frozen = pos.wopp & S4_CUBE_LEVEL3 & ~(mask << 16) & mask << 32;
            bool even_pairs = true; /* no threat t was settled with odd pegs alone */
            bool dead = true;       /* nor with every cell above a sure threat kept */
            bool standard = false;  /* some t over a peg of one bead settles it */
            for (uint64_t rest = frozen; rest; rest &= rest - 1) {
                uint64_t t = rest & -rest;
                standard = standard ||
                           s4_cube_follow_refutes(&lines,
                                                  share & ~(t | t << 16 | sure << 16 |
                                                            sure << 32 | sure << 48),
                                                  contested & ~(t >> 16),
                                                  even_next & ~(sure >> 16), &odd_only);
                matched = matched && s4_cube_has_line(&lines, share & ~t);
                even_pairs = even_pairs && !s4_cube_follow_refutes(&lines, share & ~t,
                                                                   contested & ~(t >> 16), 0,
                                                                   &odd_only);
                dead = dead && !s4_cube_follow_refutes(&lines, share & ~(t | t << 16),
                                                       contested & ~(t >> 16),
                                                       s4_cube_playable(mask) & ~contested,
                                                       &odd_only);
            }
            fired[5] += standard && matched;
            fired[7] += standard && even_pairs;
            fired[8] += standard && dead;
            fired[9] += !standard && !zugzwang;
            fired[11] += !standard && zugzwang;
        }
    }
    for (int k = 0; k < RULE_COUNTS; k++) {
        cr_log_info("rule count %d: %d of %d", k, fired[k], fired[3]);
        cr_assert_geq(fired[k], fired_min[k], "rule %d fired %d times of %d", k, fired[k],
                      fired[3]);
    }
}

Test(cube_solver_brute, static_rules_never_overstate)
{
    /* White moves at 8 and 10 empty cells (the parity rule), Black at 9 (the odd threat). */
    check_rules(8, 3000, 11, false, (int[RULE_COUNTS]){20, 5, 0, 0, 20, 0, 10, 5, 5, 0, 50, 0, 0, 5, 0, 5, 2, 1});
    check_rules(9, 4000, 12, false, (int[RULE_COUNTS]){0, 0, 20, 0, 0, 10, 0, 0, 0, 10, 0, 0, 0, 0, 1, 1, 2, 0,
                                                       [19] = 20, [20] = 20, [21] = 5});
    check_rules(10, 3000, 13, false, (int[RULE_COUNTS]){0, 0, 0, 0, 0, 0, 10, 5, 5, 0, 30, 0, 1, 5, 2, 5, 1, 0,
                                                        [22] = 1});
    /* Drawn the benchmark's way (forced blocks played), where Black more often faces the
     * odd threat with White's sure threats above which nobody plays. */
    check_rules(9, 4000, 99, true, (int[RULE_COUNTS]){0, 0, 20, 0, 0, 10, 0, 10, 5, 50, 0, 0, 0, 0, 0, 10, 8, 0,
                                                      [19] = 150, [20] = 150, [21] = 30});
    /* White to move drawn the benchmark's way, where Black's threats over empty pegs show. */
    check_rules(10, 3000, 77, true,
                (int[RULE_COUNTS]){[10] = 30, [17] = 2, [18] = 3, [22] = 1});
    /* Three White threats over pegs of one bead, or more: rare this near the end (about one
     * such position in 4,000 here), so a seed where one comes early. */
    check_rules(9, 200, 126, true, (int[RULE_COUNTS]){0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0});
}

Test(cube_solver_brute, beads_left_follow_the_score)
{
    /* Winning with the next bead: one bead; losing to the opponent's next: one bead. */
    cr_assert_eq(s4_cube_beads_left(64 - 30, 30), 1);
    cr_assert_eq(s4_cube_beads_left(-(63 - 30), 30), 1);
    /* Win with the 64th bead from 59 beads (Black to move places beads 60, 62, 64). */
    cr_assert_eq(s4_cube_beads_left(65 - 64, 59), 3);
    /* Lose to the 64th bead from 60 beads: places 61 and 63. */
    cr_assert_eq(s4_cube_beads_left(-(65 - 64), 60), 2);
}

/* Positions of 12 empty cells drawn the benchmark's way from `seed` (White to move): every one
 * where the parity rule's part `part` lowers its bound is checked against the brute force, and
 * the part must give at least `min_draws` draw bounds and `min_losses` losses. */
static void check_parity_part(const char *name, unsigned part, uint64_t seed, int min_draws,
                              int min_losses)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    S4CubeLines lines;
    s4_cube_lines_init(&lines);
    uint64_t rng = seed;
    int fired[2] = {0}; /* bounds of 0, of -1 */
    for (int i = 0; i < 30000; i++) {
        S4Game game;
        s4_cube_random_position(&geo, &rng, 64 - 12, &game);
        S4CubePos pos;
        s4_cube_from_board(&lines, &game.board, s4_game_to_move(&game), &pos);
        cr_assert_eq(pos.moves & 1, 0); /* an even number of beads: White to move */
        int bound = s4_cube_parity_bound(&lines, &pos);
        if (bound >= s4_cube_parity_bound_with(&lines, &pos, S4_CUBE_ALL_PARTS & ~part))
            continue;
        fired[bound < 0]++;
        S4Board board = game.board;
        int outcome = cube_brute_outcome(&board, s4_game_to_move(&game));
        char record[512];
        s4_game_format_record(&game, record, sizeof record);
        cr_assert_leq(outcome, bound, "%s: %s bound %d, brute force %d", record, name, bound,
                      outcome);
    }
    cr_log_info("%s: %d draw bounds, %d losses", name, fired[0], fired[1]);
    cr_assert_geq(fired[0], min_draws, "%s gave %d draw bounds", name, fired[0]);
    cr_assert_geq(fired[1], min_losses, "%s proved %d losses", name, fired[1]);
}

/* Coupled pegs (s4_cube_coupled_bound) fire where the parity rule's plain pairs fail on one
 * line within a level: rare at 8-10 empty cells (three firings in the sample above), so
 * positions of 12 empty cells (about one in 1,300 fires). */
Test(cube_solver_brute, coupled_pegs_never_overstate)
{
    check_parity_part("coupled pegs", S4_CUBE_COUPLED, 17, 8, 5);
}

/* Staggered pegs (s4_cube_staggered_bound) fire where coupling two pegs of one bead under the
 * parity rule's one blocked line does not settle it (a vertical line of White's over either
 * peg, or a line through a top cell): about one position in 400 of 12 empty cells. The check
 * fails for a pair too many (p2 q2: White may get both), for the top cells left out of White's
 * share, and for the crossed pairs p2 q4, q2 p4 taken as p2 p4, q2 q4. */
Test(cube_solver_brute, staggered_pegs_never_overstate)
{
    check_parity_part("staggered pegs", S4_CUBE_STAGGERED, 23, 20, 20);
}
