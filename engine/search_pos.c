/* search_pos.c: the per-geometry tables of the search and positions built from scratch. */
#include "search_pos.h"

#include <assert.h>
#include <string.h>

/* Groups the lines of four by the shift between their cells (search_pos.h, dir_start). */
static void init_directions(S4SearchGeo *sg, const S4Geometry *geo)
{
    for (int i = 0; i < geo->line_count; i++) {
        uint64_t line = geo->lines[i];
        int first = __builtin_ctzll(line);
        int shift = __builtin_ctzll(line & (line - 1)) - first;
        uint64_t start = 1ULL << first;
        if (geo->connect != 4 || first + 3 * shift >= 64 ||
            start * (1 + (1ULL << shift) + (1ULL << 2 * shift) + (1ULL << 3 * shift)) != line) {
            sg->dir_count = 0; /* not lines of four by one shift: no table */
            return;
        }
        int d = 0;
        while (d < sg->dir_count && sg->dir_shift[d] != shift)
            d++;
        if (d == sg->dir_count) {
            if (d == S4_SPOS_MAX_DIRS) {
                sg->dir_count = 0;
                return;
            }
            sg->dir_shift[sg->dir_count++] = shift;
        }
        sg->dir_start[d] |= start;
    }
}

void s4_sgeo_init(S4SearchGeo *sg, const S4Geometry *geo)
{
    memset(sg, 0, sizeof *sg);
    sg->geo = geo;
    sg->board = geo->board_mask;
    sg->bottom = geo->bottom_mask;
    sg->pegs = geo->pegs;
    sg->cells = geo->cells;
    int total = 0;
    for (int cell = 0; cell < geo->cells; cell++)
        total += geo->lines_at_count[cell];
    int n = 0;
    for (int cell = 0; cell < geo->cells; cell++) {
        sg->line_start[cell] = n;
        for (int i = 0; i < geo->lines_at_count[cell]; i++) {
            assert(n < S4_SPOS_MAX_LINE_REFS);
            sg->line_mask[n++] = geo->lines[geo->lines_at[cell][i]];
        }
        /* strong: more lines than the mean (7 against 4 in Score Four) */
        if (geo->lines_at_count[cell] * geo->cells > total)
            sg->strong |= 1ULL << cell;
        /* With pegs of even height the second player can always answer on the same peg
         * and so claim the even rows; the first player's threats count on odd rows. */
        if (geo->height % 2 == 0 && s4_cell_level(geo, cell) % 2 == 0)
            sg->first_parity |= 1ULL << cell;
    }
    sg->line_start[geo->cells] = n;
    init_directions(sg, geo);
}

S4Pos s4_pos_make(const S4SearchGeo *sg, uint64_t cur, uint64_t opp)
{
    S4Pos p = {cur, opp, 0, 0, __builtin_popcountll(cur | opp)};
    for (uint64_t rest = cur; rest; rest &= rest - 1)
        p.cur_thr = s4_threats_after(sg, p.cur_thr, cur, __builtin_ctzll(rest));
    for (uint64_t rest = opp; rest; rest &= rest - 1)
        p.opp_thr = s4_threats_after(sg, p.opp_thr, opp, __builtin_ctzll(rest));
    return p;
}
