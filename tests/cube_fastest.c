/* "Fastest-first" in the alpha-beta's move order (engine/solver/cube_fastest.h): the count of
 * the opponent's replies a move cuts (its playable cells right under our threats) on
 * hand-made positions, its place in the order key (within a tier, never across one), and the
 * solver's node counts on three benchmark positions where the order pays. Cells: level * 16 +
 * peg, peg = row * 4 + column; cell 3 is the bottom of peg 3 and cell 19 the cell above it. */
#include <criterion/criterion.h>
#include <string.h>

#include "cube_fastest.h"
#include "cube_solver.h"
#include "cube_stream.h"

#define B(c) (1ULL << (c)) /* the bitboard of cell c */

/* The position after our move: the opponent (`theirs`) to move, our beads `ours`. */
static S4CubePos after_our_move(const S4CubeLines *lines, uint64_t theirs, uint64_t ours)
{
    S4CubePos pos;
    s4_cube_from_beads(lines, theirs, ours, &pos);
    return pos;
}

Test(cube_fastest, counts_the_playable_cells_under_our_threats)
{
    S4CubeLines lines;
    s4_cube_lines_init(&lines);
    /* Ours 16 17 18 on theirs 0 1 2: our threat 19 lies over the empty playable cell 3. */
    S4CubePos one = after_our_move(&lines, B(0) | B(1) | B(2), B(16) | B(17) | B(18));
    cr_assert_eq(s4_cube_replies_cut(&one, s4_cube_mask(&one)), 1);
    /* Theirs on 3 as well: 19 is now playable (a block, not a cut reply). */
    S4CubePos none = after_our_move(&lines, B(0) | B(1) | B(2) | B(3), B(16) | B(17) | B(18));
    cr_assert_eq(s4_cube_replies_cut(&none, s4_cube_mask(&none)), 0);
    /* Ours 16 17 18 and 36 37 38 on theirs 0 1 2 4 5 6 20 21 22: threats 19 over the empty 3
     * and 39 over the empty 23, which is not playable (7 below it is empty): one cut. */
    S4CubePos deep = after_our_move(&lines,
                                    B(0) | B(1) | B(2) | B(4) | B(5) | B(6) | B(20) | B(21) |
                                        B(22),
                                    B(16) | B(17) | B(18) | B(36) | B(37) | B(38));
    cr_assert_eq(s4_cube_replies_cut(&deep, s4_cube_mask(&deep)), 1);
    /* Our threat on the bottom level itself (ours 0 1 2, threat 3) cuts nothing below it. */
    S4CubePos low = after_our_move(&lines, B(4) | B(5), B(0) | B(1) | B(2));
    cr_assert_eq(s4_cube_replies_cut(&low, s4_cube_mask(&low)), 0);
}

Test(cube_fastest, ranks_within_a_tier_only)
{
    S4CubeLines lines;
    s4_cube_lines_init(&lines);
    S4CubePos cut = after_our_move(&lines, B(0) | B(1) | B(2), B(16) | B(17) | B(18));
    S4CubePos plain = after_our_move(&lines, B(0) | B(1) | B(2) | B(3), B(16) | B(17) | B(18));
    uint64_t mc = s4_cube_mask(&cut), mp = s4_cube_mask(&plain);
    int w = S4_CUBE_FASTEST_WEIGHT;
    /* Within a tier: a cut reply is worth S4_CUBE_FASTEST_WEIGHT units of history. */
    cr_assert_gt(s4_cube_fastest_key(100, &cut, mc), s4_cube_fastest_key(100 + w - 1, &plain, mp));
    cr_assert_lt(s4_cube_fastest_key(100, &cut, mc), s4_cube_fastest_key(100 + w + 1, &plain, mp));
    /* Never across a tier: one more new threat (1 << 20) outranks the fullest history plus
     * any count, and the table's move (1 << 30) outranks everything. */
    cr_assert_gt(s4_cube_fastest_key(1 << 20, &plain, mp),
                 s4_cube_fastest_key((1 << 20) - 1, &cut, mc));
    cr_assert_gt(s4_cube_fastest_key(1 << 30, &plain, mp),
                 s4_cube_fastest_key((1 << 26) + (1 << 25) + (1 << 24) + 7 * (1 << 20) +
                                         (1 << 20) - 1,
                                     &cut, mc));
}

/* 28-bead #92 and 24-bead #42 and #45 (bench/solver_data/score4), weak, one thread, cold
 * tables: 84,413 + 132,190 + 121,289 = 337,892 nodes without the count in the order (main
 * 99139c5), 20,746 + 24,082 + 3,724 = 48,552 with it. The values stay the benchmark's. */
Test(cube_fastest, the_order_pays_on_benchmark_positions, .timeout = 300)
{
    static const struct {
        const char *file;
        int line, value;
    } cases[] = {{"beads28.txt", 92, 1}, {"beads24.txt", 42, -1}, {"beads24.txt", 45, -1}};
    S4CubeSolver *solver = s4_cube_solver_new(16, 1);
    cr_assert_not_null(solver);
    uint64_t nodes = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char path[512], line[512];
        snprintf(path, sizeof path, "%s/bench/solver_data/score4/%s", S4_SOURCE_DIR,
                 cases[i].file);
        FILE *f = fopen(path, "r");
        cr_assert_not_null(f, "%s", path);
        for (int n = 0; n < cases[i].line; n++)
            cr_assert_not_null(fgets(line, sizeof line, f), "%s line %d", path, n + 1);
        fclose(f);
        S4CubePos pos;
        char why[160];
        cr_assert(s4_cube_parse_record(s4_cube_solver_lines(solver), line,
                                       strcspn(line, "\r\n"), &pos, why, sizeof why),
                  "%s line %d: %s", cases[i].file, cases[i].line, why);
        S4CubeResult r;
        s4_cube_solver_clear(solver);
        s4_cube_solve(solver, &pos, true, 0, &r);
        cr_assert(r.complete);
        cr_assert_eq(r.score, cases[i].value, "%s line %d", cases[i].file, cases[i].line);
        cr_log_info("%s line %d: %llu nodes", cases[i].file, cases[i].line,
                    (unsigned long long)r.nodes);
        nodes += r.nodes;
    }
    /* Halfway (in ratio) between the two: other order changes may move it some way. */
    cr_assert_lt(nodes, 128000, "%llu nodes (337,892 without the count, 48,552 with it)",
                 (unsigned long long)nodes);
    s4_cube_solver_free(solver);
}
