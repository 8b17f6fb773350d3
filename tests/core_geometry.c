/* Tests of geometry.h: presets, line counts, and the lines against an independent enumeration. */
#include <criterion/criterion.h>
#include <stdlib.h>

#include "core/geometry.h"

/* Independent enumeration: every start cell, every one of the 26 directions, every run of K
 * cells that stays on the board; a line and its reverse are the same set, so deduplicate. */
static int brute_force_lines(const S4Geometry *geo, uint64_t *out, int max)
{
    int n = 0;
    for (int z = 0; z < geo->height; z++)
        for (int y = 0; y < geo->depth; y++)
            for (int x = 0; x < geo->width; x++)
                for (int dz = -1; dz <= 1; dz++)
                    for (int dy = -1; dy <= 1; dy++)
                        for (int dx = -1; dx <= 1; dx++) {
                            if (!dx && !dy && !dz)
                                continue;
                            uint64_t mask = 0;
                            bool fits = true;
                            for (int i = 0; i < geo->connect && fits; i++) {
                                int cx = x + dx * i, cy = y + dy * i, cz = z + dz * i;
                                fits = cx >= 0 && cx < geo->width && cy >= 0 && cy < geo->depth &&
                                       cz >= 0 && cz < geo->height;
                                if (fits)
                                    mask |= 1ULL << (cz * geo->pegs + cy * geo->width + cx);
                            }
                            if (!fits)
                                continue;
                            bool seen = false;
                            for (int j = 0; j < n && !seen; j++)
                                seen = out[j] == mask;
                            if (!seen && n < max)
                                out[n++] = mask;
                        }
    return n;
}

static void check_against_brute_force(const char *preset, int expected)
{
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, preset), S4_OK);
    cr_assert_eq(geo.line_count, expected, "%s has %d lines, not %d", preset, geo.line_count, expected);
    uint64_t brute[S4_MAX_LINES];
    int n = brute_force_lines(&geo, brute, S4_MAX_LINES);
    cr_assert_eq(n, geo.line_count, "%s: brute force finds %d lines", preset, n);
    for (int i = 0; i < geo.line_count; i++) {
        cr_assert_eq(__builtin_popcountll(geo.lines[i]), geo.connect);
        bool found = false;
        for (int j = 0; j < n && !found; j++)
            found = brute[j] == geo.lines[i];
        cr_assert(found, "%s line %d is not a straight line", preset, i);
        for (int j = 0; j < i; j++)
            cr_assert_neq(geo.lines[i], geo.lines[j], "%s lines %d and %d are equal", preset, i, j);
    }
}

Test(geometry, score4_has_exactly_76_distinct_lines)
{
    check_against_brute_force("score4", 76);
}

Test(geometry, connect4_has_69_lines)
{
    check_against_brute_force("connect4", 69);
}

Test(geometry, connect3_has_14_lines_as_seed_003_counts)
{
    /* 6 horizontal, 4 vertical, 4 diagonal. */
    check_against_brute_force("connect3", 14);
}

Test(geometry, connect4_6x4_has_24_lines)
{
    check_against_brute_force("connect4-6x4", 24);
}

Test(geometry, score4_lines_split_into_straight_diagonal_and_doubly_skewed)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    int straight = 0, diagonal = 0, skewed = 0;
    for (int i = 0; i < geo.line_count; i++) {
        uint64_t line = geo.lines[i];
        int pegs = 0, levels = 0, rows = 0, columns = 0;
        uint64_t peg_seen = 0, level_seen = 0, row_seen = 0, col_seen = 0;
        for (uint64_t r = line; r; r &= r - 1) {
            int cell = __builtin_ctzll(r);
            int peg = s4_cell_peg(&geo, cell);
            peg_seen |= 1ULL << peg;
            level_seen |= 1ULL << s4_cell_level(&geo, cell);
            row_seen |= 1ULL << s4_peg_row(&geo, peg);
            col_seen |= 1ULL << s4_peg_column(&geo, peg);
        }
        pegs = __builtin_popcountll(peg_seen);
        levels = __builtin_popcountll(level_seen);
        rows = __builtin_popcountll(row_seen);
        columns = __builtin_popcountll(col_seen);
        int varying = (levels > 1) + (rows > 1) + (columns > 1);
        (void)pegs;
        if (varying == 1)
            straight++;
        else if (varying == 2)
            diagonal++;
        else
            skewed++;
    }
    cr_assert_eq(straight, 48);
    cr_assert_eq(diagonal, 24);
    cr_assert_eq(skewed, 4);
}

Test(geometry, every_cell_lists_the_lines_through_it)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    for (int cell = 0; cell < geo.cells; cell++) {
        int expected = 0;
        for (int i = 0; i < geo.line_count; i++)
            expected += (geo.lines[i] >> cell) & 1;
        cr_assert_eq(geo.lines_at_count[cell], expected, "cell %d", cell);
        for (int k = 0; k < geo.lines_at_count[cell]; k++)
            cr_assert(geo.lines[geo.lines_at[cell][k]] >> cell & 1);
    }
    /* Corners and the centre of the cube lie on 7 lines, the other cells on 4. */
    cr_assert_eq(geo.lines_at_count[0], 7);
    cr_assert_eq(geo.lines_at_count[1], 4);
    cr_assert_eq(geo.lines_at_count[16 + 5], 7);
}

Test(geometry, presets_have_the_documented_shapes)
{
    static const struct { const char *name; int w, d, h, k; } shapes[] = {
        {"score4", 4, 4, 4, 4}, {"connect4", 7, 1, 6, 4},
        {"connect3", 4, 1, 3, 3}, {"connect4-6x4", 6, 1, 4, 4},
    };
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
        S4Geometry geo;
        cr_assert_eq(s4_geometry_preset(&geo, shapes[i].name), S4_OK);
        cr_assert_eq(geo.width, shapes[i].w);
        cr_assert_eq(geo.depth, shapes[i].d);
        cr_assert_eq(geo.height, shapes[i].h);
        cr_assert_eq(geo.connect, shapes[i].k);
        cr_assert_eq(geo.cells, shapes[i].w * shapes[i].d * shapes[i].h);
        cr_assert_eq(s4_geometry_is_flat(&geo), shapes[i].d == 1);
    }
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, "SCORE4"), S4_OK, "names are case-insensitive");
    cr_assert_eq(s4_geometry_preset(&geo, "chess"), S4_ERR_UNKNOWN_GAME);
}

Test(geometry, rejects_boards_over_64_cells_and_bad_k)
{
    S4Geometry geo;
    cr_assert_eq(s4_geometry_init(&geo, "big", 5, 4, 4, 4), S4_ERR_BAD_GEOMETRY);
    cr_assert_eq(s4_geometry_init(&geo, "k1", 4, 4, 4, 1), S4_ERR_BAD_GEOMETRY);
    cr_assert_eq(s4_geometry_init(&geo, "k9", 4, 4, 4, 9), S4_ERR_BAD_GEOMETRY);
    cr_assert_eq(s4_geometry_init(&geo, "zero", 0, 1, 4, 2), S4_ERR_BAD_GEOMETRY);
    cr_assert_eq(s4_geometry_init(&geo, "c4-4x4", 4, 1, 4, 4), S4_OK);
    cr_assert_eq(geo.line_count, 10);
}

/* The lines' order is part of the geometry (lines_at holds indices): building only the
 * start cells whose line fits must give the order a scan of every cell gave, direction by
 * direction, z then y then x. */
Test(geometry, lines_come_in_the_order_of_a_scan_of_every_start_cell)
{
    static const int dirs[13][3] = {
        {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {1, 1, 0}, {1, -1, 0}, {1, 0, 1}, {1, 0, -1},
        {0, 1, 1}, {0, 1, -1}, {1, 1, 1}, {1, 1, -1}, {1, -1, 1}, {1, -1, -1},
    };
    static const int shapes[][4] = {
        {4, 4, 4, 4}, {7, 1, 6, 4}, {4, 1, 3, 3}, {6, 1, 4, 4}, {5, 3, 4, 3}, {3, 3, 3, 3},
        {2, 2, 2, 4}, {8, 2, 4, 2},
    };
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        const int *sh = shapes[s];
        S4Geometry geo;
        if (s4_geometry_init(&geo, "shape", sh[0], sh[1], sh[2], sh[3]) != S4_OK)
            continue;
        int n = 0;
        for (int d = 0; d < 13; d++)
            for (int z = 0; z < sh[2]; z++)
                for (int y = 0; y < sh[1]; y++)
                    for (int x = 0; x < sh[0]; x++) {
                        int k = sh[3] - 1;
                        int ex = x + dirs[d][0] * k, ey = y + dirs[d][1] * k, ez = z + dirs[d][2] * k;
                        if (ex < 0 || ex >= sh[0] || ey < 0 || ey >= sh[1] || ez < 0 || ez >= sh[2])
                            continue;
                        uint64_t line = 0;
                        for (int i = 0; i <= k; i++)
                            line |= 1ULL << s4_cell(&geo, (y + dirs[d][1] * i) * sh[0] +
                                                              (x + dirs[d][0] * i),
                                                    z + dirs[d][2] * i);
                        cr_assert_lt(n, geo.line_count, "shape %zu: too few lines", s);
                        cr_assert_eq(geo.lines[n], line, "shape %zu: line %d", s, n);
                        n++;
                    }
        cr_assert_eq(n, geo.line_count, "shape %zu", s);
    }
}

/* Rebuilds every line from the direction table: the same set as geo's lines, each once. */
static void expect_directions_rebuild_lines(const S4Geometry *geo, const S4LineDirections *dirs)
{
    int rebuilt = 0;
    for (int d = 0; d < dirs->count; d++)
        for (uint64_t bases = dirs->base[d]; bases; bases &= bases - 1) {
            int b = __builtin_ctzll(bases);
            uint64_t line = 0;
            for (int k = 0; k < geo->connect; k++)
                line |= 1ULL << (b + k * dirs->shift[d]);
            int i = 0;
            while (i < geo->line_count && geo->lines[i] != line)
                i++;
            cr_expect_lt(i, geo->line_count, "direction %d base %d gives no line", d, b);
            rebuilt++;
        }
    cr_expect_eq(rebuilt, geo->line_count);
}

Test(geometry, score4_lines_group_into_13_evenly_spaced_directions)
{
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    S4LineDirections dirs;
    cr_assert(s4_geometry_line_directions(&geo, &dirs));
    cr_expect_eq(dirs.count, 13);
    /* the shifts of the 13 directions of a cube: 1 (row), 4 (column), 16 (up), and the
     * diagonals 3, 5, 12, 15, 17, 20, 11, 13, 19, 21 */
    int expected[] = {1, 3, 4, 5, 11, 12, 13, 15, 16, 17, 19, 20, 21};
    for (int e = 0; e < 13; e++) {
        int d = 0;
        while (d < dirs.count && dirs.shift[d] != expected[e])
            d++;
        cr_expect_lt(d, dirs.count, "no direction with shift %d", expected[e]);
    }
    expect_directions_rebuild_lines(&geo, &dirs);
}

Test(geometry, connect4_lines_group_into_4_directions_and_connect3_into_its_own)
{
    S4Geometry geo;
    S4LineDirections dirs;
    cr_assert_eq(s4_geometry_preset(&geo, "connect4"), S4_OK);
    cr_assert(s4_geometry_line_directions(&geo, &dirs));
    cr_expect_eq(dirs.count, 4); /* along a row, up, and the two diagonals: shifts 1, 7, 6, 8 */
    expect_directions_rebuild_lines(&geo, &dirs);
    cr_assert_eq(s4_geometry_preset(&geo, "connect3"), S4_OK);
    cr_assert(s4_geometry_line_directions(&geo, &dirs));
    expect_directions_rebuild_lines(&geo, &dirs);
}
