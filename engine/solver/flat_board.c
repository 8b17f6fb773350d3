/* flat_board.c: shapes, conversion from the core board, and the winning-cell bitmaps. */
#include "flat_board.h"

#include <string.h>

S4Status s4_flat_shape_init(S4FlatShape *shape, int width, int height, int connect)
{
    if (width < 1 || height < 1 || width > S4_FLAT_MAX_WIDTH || width * (height + 1) > 64 ||
        (width * height) % 2 != 0 || connect < 2)
        return S4_ERR_BAD_GEOMETRY;
    memset(shape, 0, sizeof *shape);
    shape->width = width;
    shape->height = height;
    shape->connect = connect;
    shape->stride = height + 1;
    shape->cells = width * height;
    /* The earliest win comes with one's own K-th bead: W*H/2 + 1 - K. */
    shape->max_score = shape->cells / 2 + 1 - connect;
    shape->min_score = -shape->max_score;
    uint64_t one_column = (1ULL << height) - 1; /* height <= 63 by the size check */
    for (int c = 0; c < width; c++) {
        shape->column[c] = one_column << (c * shape->stride);
        shape->bottom |= 1ULL << (c * shape->stride);
        shape->board |= shape->column[c];
    }
    /* Centre first, then alternately left and right of it: 3 2 4 1 5 0 6 for seven. */
    for (int i = 0; i < width; i++)
        shape->order[i] = width / 2 + (1 - 2 * (i % 2)) * (i + 1) / 2;
    return S4_OK;
}

S4Status s4_flat_shape_from_geometry(S4FlatShape *shape, const S4Geometry *geo)
{
    if (!s4_geometry_is_flat(geo))
        return S4_ERR_BAD_GEOMETRY;
    return s4_flat_shape_init(shape, geo->width, geo->height, geo->connect);
}

void s4_flat_init(S4FlatPos *pos)
{
    memset(pos, 0, sizeof *pos);
}

void s4_flat_from_board(const S4FlatShape *shape, const S4Board *board, S4Colour side,
                        S4FlatPos *pos)
{
    s4_flat_init(pos);
    for (int c = 0; c < shape->width; c++) {
        for (int level = 0; level < shape->height; level++) {
            int who = s4_board_at(board, c, level);
            if (who < 0)
                break;
            uint64_t bit = 1ULL << (c * shape->stride + level);
            pos->mask |= bit;
            if (who == (int)side)
                pos->current |= bit;
            pos->moves++;
        }
    }
}

/* Shifts that yield 0 past the word, for the generic path's long strides. */
static inline uint64_t shl(uint64_t x, int n) { return n < 64 ? x << n : 0; }
static inline uint64_t shr(uint64_t x, int n) { return n < 64 ? x >> n : 0; }

/* The cells that complete a line of four along direction d (d > 0, 3d < 64): for each
 * split of the three other beads between the two sides, the cells with that many own
 * beads on each side. */
static inline uint64_t along4(uint64_t own, int d)
{
    uint64_t l2 = (own << d) & (own << 2 * d);   /* two beads just before */
    uint64_t r2 = (own >> d) & (own >> 2 * d);   /* two beads just after */
    return (l2 & (own << 3 * d)) | (l2 & (own >> d)) | (r2 & (own << d)) |
           (r2 & (own >> 3 * d));
}

/* The same for lines of three (2d < 64). */
static inline uint64_t along3(uint64_t own, int d)
{
    uint64_t l1 = own << d, r1 = own >> d;
    return (l1 & (own << 2 * d)) | (l1 & r1) | (r1 & (own >> 2 * d));
}

/* Vertical lines only end on top: K-1 beads straight below the cell. */
static inline uint64_t fixed_k(uint64_t own, int stride, int k)
{
    if (k == 4)
        return ((own << 1) & (own << 2) & (own << 3)) | along4(own, stride) |
               along4(own, stride - 1) | along4(own, stride + 1);
    return ((own << 1) & (own << 2)) | along3(own, stride) | along3(own, stride - 1) |
           along3(own, stride + 1);
}

/* Any K and stride: shifts past the word give nothing. */
static uint64_t generic_k(uint64_t own, int stride, int k)
{
    uint64_t r = ~0ULL;
    for (int j = 1; j < k; j++)
        r &= shl(own, j);
    const int dirs[3] = {stride, stride - 1, stride + 1};
    for (int i = 0; i < 3; i++) {
        int d = dirs[i];
        for (int a = 0; a < k; a++) {
            uint64_t cells = ~0ULL;
            for (int j = 1; j <= a; j++)
                cells &= shl(own, j * d);
            for (int j = 1; j <= k - 1 - a; j++)
                cells &= shr(own, j * d);
            r |= cells;
        }
    }
    return r;
}

uint64_t s4_flat_winning_cells(const S4FlatShape *shape, uint64_t own, uint64_t mask)
{
    int k = shape->connect;
    int stride = shape->stride;
    uint64_t r;
    if ((k - 1) * (stride + 1) >= 64)
        r = generic_k(own, stride, k);
    else if (k == 4)
        r = fixed_k(own, stride, 4);
    else if (k == 3)
        r = fixed_k(own, stride, 3);
    else
        r = generic_k(own, stride, k);
    return r & shape->board & ~mask;
}
