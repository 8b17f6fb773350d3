/* search_pos.c: the per-geometry tables of the search and positions built from scratch. */
#include "search_pos.h"

#include <assert.h>
#include <string.h>

/* The shift between a line's first two cells (its lowest bits). */
static int line_shift(uint64_t line)
{
    return __builtin_ctzll(line & (line - 1)) - __builtin_ctzll(line);
}

/* Packs four signed counts as the fields of S4Pos.open (without the bias). */
static uint64_t pack_open(int two, int two_up, int one, int one_up)
{
    int64_t packed = (int64_t)two + (int64_t)two_up * (1LL << 16) + (int64_t)one * (1LL << 32) +
                     (int64_t)one_up * (1LL << 48);
    return (uint64_t)packed;
}

/* open_delta[up + 4 * a + b]: how the side to move's open lines less the other's change when
 * it adds a bead to a line holding a of its beads and b of the other's. */
static void init_open_delta(S4SearchGeo *sg)
{
    for (int up = 0; up < 2; up++)
        for (int a = 0; a < 4; a++)
            for (int b = 0; b < 4; b++) {
                /* open for the mover with n beads: 1 when b == 0 and a == n; for the other: -1 */
                int two = 0, one = 0;
                two += (b == 0 && a + 1 == 2) - (b == 0 && a == 2) + (a == 0 && b == 2);
                one += (b == 0 && a + 1 == 1) - (b == 0 && a == 1) + (a == 0 && b == 1);
                sg->open_delta[16 * up + 4 * a + b] = up ? pack_open(0, two, 0, one)
                                                         : pack_open(two, 0, one, 0);
            }
}

/* S4Pos.open from scratch: for each direction, every line's four cells are its start shifted
 * by 0..3 times the direction's shift, so a whole direction is counted with a few bitwise
 * operations (the bits at the start cells of its lines). */
static uint64_t open_from_scratch(const S4SearchGeo *sg, uint64_t cur, uint64_t opp)
{
    if (!sg->open_tracked)
        return S4_OPEN_ZERO;
    int two[2] = {0, 0}, one[2] = {0, 0}; /* [up a peg]: the side to move's less the other's */
    for (int d = 0; d < sg->dirs.count; d++) {
        int s = sg->dirs.shift[d];
        uint64_t start = sg->dirs.base[d];
        uint64_t c0 = cur, c1 = c0 >> s, c2 = c0 >> 2 * s, c3 = c0 >> 3 * s;
        uint64_t o0 = opp, o1 = o0 >> s, o2 = o0 >> 2 * s, o3 = o0 >> 3 * s;
        uint64_t c_any = c0 | c1 | c2 | c3, o_any = o0 | o1 | o2 | o3;
        /* of four bits (two pairs): exactly two is one of each pair, or both of one pair and
         * none of the other; exactly one is one pair's one and none of the other pair */
        uint64_t cx = c0 ^ c1, cy = c2 ^ c3, cb = (c0 & c1) | (c2 & c3);
        uint64_t ox = o0 ^ o1, oy = o2 ^ o3, ob = (o0 & o1) | (o2 & o3);
        uint64_t c_two = (cx & cy) | (((c0 & c1) ^ (c2 & c3)) & ~(cx | cy));
        uint64_t o_two = (ox & oy) | (((o0 & o1) ^ (o2 & o3)) & ~(ox | oy));
        uint64_t c_one = (cx ^ cy) & ~cb, o_one = (ox ^ oy) & ~ob;
        int up = s == sg->pegs;
        two[up] += __builtin_popcountll(c_two & ~o_any & start) -
                   __builtin_popcountll(o_two & ~c_any & start);
        one[up] += __builtin_popcountll(c_one & ~o_any & start) -
                   __builtin_popcountll(o_one & ~c_any & start);
    }
    return S4_OPEN_ZERO + pack_open(two[0], two[1], one[0], one[1]);
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
    sg->open_tracked = geo->connect == 4 && geo->cells == 64 && geo->pegs == 16 &&
                       s4_geometry_line_directions(geo, &sg->dirs) &&
                       sg->dirs.count == S4_MAX_DIRECTIONS;
    if (sg->open_tracked) {
        for (int i = 0; i < n; i++)
            sg->line_up[i] = line_shift(sg->line_mask[i]) == sg->pegs ? 16 : 0;
        init_open_delta(sg);
    }
}

S4Pos s4_pos_make(const S4SearchGeo *sg, uint64_t cur, uint64_t opp)
{
    S4Pos p = {cur, opp, 0, 0, __builtin_popcountll(cur | opp), open_from_scratch(sg, cur, opp)};
    for (uint64_t rest = cur; rest; rest &= rest - 1)
        p.cur_thr = s4_threats_after(sg, p.cur_thr, cur, __builtin_ctzll(rest));
    for (uint64_t rest = opp; rest; rest &= rest - 1)
        p.opp_thr = s4_threats_after(sg, p.opp_thr, opp, __builtin_ctzll(rest));
    return p;
}
