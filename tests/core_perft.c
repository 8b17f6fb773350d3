/* Move-count (perft) tests: the core's play/undo/win against a naive, independent model. */
#include <criterion/criterion.h>

#include "core/board.h"

/* Leaves of the game tree `depth` plies deep using the core; a won position is a leaf. */
static uint64_t perft(S4Board *b, S4Colour side, int depth)
{
    if (depth == 0)
        return 1;
    uint64_t total = 0;
    for (int peg = 0; peg < b->geo->pegs; peg++) {
        if (s4_board_play(b, peg, side) != S4_OK)
            continue;
        total += s4_board_top_wins(b, peg) ? 1 : perft(b, s4_other(side), depth - 1);
        s4_board_remove(b, peg);
    }
    return total;
}

/* The naive model: a 3D array, heights, and a win test that walks the 26 directions. */
typedef struct Naive {
    int w, d, h, k;
    int cell[8][8][8]; /* [x][y][z]: 0 empty, 1 white, 2 black */
    int height[8][8];
} Naive;

static int run_length(const Naive *n, int x, int y, int z, int dx, int dy, int dz, int colour)
{
    int len = 0;
    for (;;) {
        x += dx, y += dy, z += dz;
        if (x < 0 || y < 0 || z < 0 || x >= n->w || y >= n->d || z >= n->h)
            return len;
        if (n->cell[x][y][z] != colour)
            return len;
        len++;
    }
}

static bool naive_wins(const Naive *n, int x, int y, int z)
{
    int colour = n->cell[x][y][z];
    for (int dx = -1; dx <= 1; dx++)
        for (int dy = -1; dy <= 1; dy++)
            for (int dz = -1; dz <= 1; dz++) {
                if (!dx && !dy && !dz)
                    continue;
                int total = 1 + run_length(n, x, y, z, dx, dy, dz, colour) +
                            run_length(n, x, y, z, -dx, -dy, -dz, colour);
                if (total >= n->k)
                    return true;
            }
    return false;
}

static uint64_t naive_perft(Naive *n, int colour, int depth)
{
    if (depth == 0)
        return 1;
    uint64_t total = 0;
    for (int y = 0; y < n->d; y++)
        for (int x = 0; x < n->w; x++) {
            int z = n->height[x][y];
            if (z >= n->h)
                continue;
            n->cell[x][y][z] = colour;
            n->height[x][y]++;
            total += naive_wins(n, x, y, z) ? 1 : naive_perft(n, 3 - colour, depth - 1);
            n->height[x][y]--;
            n->cell[x][y][z] = 0;
        }
    return total;
}

static uint64_t core_count(const char *preset, int depth)
{
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, preset), S4_OK);
    S4Board b;
    s4_board_init(&b, &geo);
    return perft(&b, S4_WHITE, depth);
}

static uint64_t naive_count(int w, int d, int h, int k, int depth)
{
    Naive n = {.w = w, .d = d, .h = h, .k = k};
    return naive_perft(&n, 1, depth);
}

Test(perft, score4_opening_counts_are_powers_of_sixteen)
{
    static const uint64_t expected[] = {1, 16, 256, 4096, 65536};
    for (int depth = 1; depth <= 4; depth++)
        cr_assert_eq(core_count("score4", depth), expected[depth], "depth %d", depth);
}

Test(perft, score4_depth_5_agrees_with_the_naive_model)
{
    uint64_t core = core_count("score4", 5);
    cr_assert_eq(core, naive_count(4, 4, 4, 4, 5));
    cr_assert_lt(core, 1048576ULL, "full pegs cut some fifth moves");
}

Test(perft, connect4_counts_agree_with_the_naive_model_and_known_values)
{
    /* Known Connect Four perft values; ply 7 is the first where a vertical four can end games. */
    static const uint64_t known[] = {1, 7, 49, 343, 2401, 16807, 117649, 823536};
    for (int depth = 1; depth <= 7; depth++) {
        uint64_t core = core_count("connect4", depth);
        cr_assert_eq(core, known[depth], "depth %d", depth);
        if (depth <= 6)
            cr_assert_eq(core, naive_count(7, 1, 6, 4, depth), "depth %d", depth);
    }
}

Test(perft, connect3_whole_game_tree_agrees_with_the_naive_model)
{
    /* 12 plies reach every end of a 4x3 game. */
    cr_assert_eq(core_count("connect3", 12), naive_count(4, 1, 3, 3, 12));
}
