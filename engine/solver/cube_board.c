/* cube_board.c: the line tables of the Score Four solver, built from the core geometry. */
#include "cube_board.h"

#include <string.h>


void s4_cube_lines_init(S4CubeLines *lines)
{
    memset(lines, 0, sizeof *lines);
    s4_geometry_preset(&lines->geo, "score4");
    const S4Geometry *geo = &lines->geo;
    int directions = 0;
    for (int i = 0; i < geo->line_count && i < S4_CUBE_LINES; i++) {
        uint64_t line = geo->lines[i];
        lines->line[i] = line;
        for (uint64_t rest = line; rest; rest &= rest - 1) {
            int cell = __builtin_ctzll(rest);
            lines->at[cell][lines->at_count[cell]++] = line;
        }
        /* Every line of the 4 x 4 x 4 cube is four cells evenly spaced in the bit order. */
        int low = __builtin_ctzll(line);
        uint64_t above = line & (line - 1);
        int step = __builtin_ctzll(above) - low;
        int d = 0;
        while (d < directions && lines->step[d] != step)
            d++;
        if (d == directions)
            lines->step[directions++] = step;
        lines->base[d] |= 1ULL << low;
    }
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

void s4_cube_from_board(const S4CubeLines *lines, const S4Board *board, S4Colour side,
                        S4CubePos *pos)
{
    pos->me = board->beads[side];
    pos->opp = board->beads[s4_other(side)];
    pos->wme = s4_cube_threats(lines, pos->me, pos->opp);
    pos->wopp = s4_cube_threats(lines, pos->opp, pos->me);
    pos->moves = board->count;
}
