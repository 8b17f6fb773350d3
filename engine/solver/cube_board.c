/* cube_board.c: the line tables of the Score Four solver, built from the core geometry. */
#include "cube_board.h"

#include <assert.h>
#include <string.h>

_Static_assert((int)S4_CUBE_DIRECTIONS == (int)S4_MAX_DIRECTIONS, "the solver keeps every direction");

void s4_cube_lines_init(S4CubeLines *lines)
{
    memset(lines, 0, sizeof *lines); /* unused entries of `at` stay 0: s4_cube_new_threats */
    s4_geometry_preset(&lines->geo, "score4");
    const S4Geometry *geo = &lines->geo;
    for (int i = 0; i < geo->line_count && i < S4_CUBE_LINES; i++) {
        uint64_t line = geo->lines[i];
        lines->line[i] = line;
        for (uint64_t rest = line; rest; rest &= rest - 1) {
            int cell = __builtin_ctzll(rest);
            lines->at[cell][lines->at_count[cell]++] = line;
        }
    }
    /* Every line of the 4 x 4 x 4 cube is four cells evenly spaced in the bit order. */
    S4LineDirections dirs;
    bool spaced = s4_geometry_line_directions(geo, &dirs);
    assert(spaced && dirs.count == S4_CUBE_DIRECTIONS);
    (void)spaced;
    memcpy(lines->step, dirs.shift, sizeof lines->step);
    memcpy(lines->base, dirs.base, sizeof lines->base);
    /* The constants the rules use (cube_board.h) are these directions, in this order. */
    for (int d = 0; d < S4_CUBE_DIRECTIONS; d++)
        assert(lines->step[d] == s4_cube_step[d] && lines->base[d] == s4_cube_base[d]);
}

uint64_t s4_cube_threats(const S4CubeLines *lines, uint64_t own, uint64_t other)
{
    uint64_t found = 0;
    for (int i = 0; i < S4_CUBE_LINES; i++) {
        uint64_t rest = lines->line[i] & ~own;
        if (rest && (rest & (rest - 1)) == 0)
            found |= rest;
    }
    return found & ~(own | other);
}

bool s4_cube_has_line(const S4CubeLines *lines, uint64_t own)
{
    for (int d = 0; d < S4_CUBE_DIRECTIONS; d++)
        if (s4_cube_bases_within(lines, d, own))
            return true;
    return false;
}

void s4_cube_from_beads(const S4CubeLines *lines, uint64_t me, uint64_t opp, S4CubePos *pos)
{
    pos->me = me;
    pos->opp = opp;
    pos->wme = s4_cube_threats(lines, me, opp);
    pos->wopp = s4_cube_threats(lines, opp, me);
    pos->moves = __builtin_popcountll(me | opp);
}

void s4_cube_from_board(const S4CubeLines *lines, const S4Board *board, S4Colour side,
                        S4CubePos *pos)
{
    s4_cube_from_beads(lines, board->beads[side], board->beads[s4_other(side)], pos);
}
