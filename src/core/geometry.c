/* geometry.c: building the winning lines of a gravity board. */
#include "core/geometry.h"

#include <ctype.h>
#include <string.h>

typedef struct Preset {
    const char *name;
    int width, depth, height, connect;
} Preset;

static const Preset presets[] = {
    {"score4", 4, 4, 4, 4},       /* the handout's game: 76 lines */
    {"connect4", 7, 1, 6, 4},     /* seed 002: 69 lines */
    {"connect3", 4, 1, 3, 3},     /* seed 003: 14 lines */
    {"connect4-6x4", 6, 1, 4, 4}, /* seed 003's bonus */
};
enum { PRESET_COUNT = sizeof presets / sizeof presets[0] };

static const char *const preset_names[PRESET_COUNT] = {
    "score4", "connect4", "connect3", "connect4-6x4",
};

/* The 13 directions of 3D space, one of each opposite pair: (dx, dy, dz) =
 * (column, row, level). A line is a start cell plus K-1 steps along one direction. */
static const int directions[13][3] = {
    {1, 0, 0},  {0, 1, 0},  {0, 0, 1},                          /* straight */
    {1, 1, 0},  {1, -1, 0}, {1, 0, 1}, {1, 0, -1}, {0, 1, 1}, {0, 1, -1}, /* diagonal */
    {1, 1, 1},  {1, 1, -1}, {1, -1, 1}, {1, -1, -1},            /* doubly skewed */
};

static S4Status add_line(S4Geometry *geo, uint64_t line)
{
    if (geo->line_count >= S4_MAX_LINES)
        return S4_ERR_BAD_GEOMETRY;
    int index = geo->line_count++;
    geo->lines[index] = line;
    for (uint64_t rest = line; rest; rest &= rest - 1) {
        int cell = __builtin_ctzll(rest);
        if (geo->lines_at_count[cell] >= S4_MAX_LINES_PER_CELL)
            return S4_ERR_BAD_GEOMETRY;
        geo->lines_at[cell][geo->lines_at_count[cell]++] = (uint16_t)index;
    }
    return S4_OK;
}

S4Status s4_geometry_init(S4Geometry *geo, const char *name, int width, int depth,
                          int height, int connect)
{
    memset(geo, 0, sizeof *geo);
    if (width < 1 || width > 26 || depth < 1 || depth > 9 || height < 1)
        return S4_ERR_BAD_GEOMETRY;
    if (width * depth * height > S4_MAX_CELLS)
        return S4_ERR_BAD_GEOMETRY;
    if (connect < 2 || (connect > width && connect > depth && connect > height))
        return S4_ERR_BAD_GEOMETRY;

    size_t name_len = strlen(name);
    if (name_len >= S4_MAX_NAME)
        name_len = S4_MAX_NAME - 1;
    memcpy(geo->name, name, name_len);
    geo->width = width;
    geo->depth = depth;
    geo->height = height;
    geo->connect = connect;
    geo->pegs = width * depth;
    geo->cells = geo->pegs * height;
    geo->board_mask = geo->cells == 64 ? ~0ULL : (1ULL << geo->cells) - 1;
    geo->bottom_mask = (geo->pegs == 64 ? ~0ULL : (1ULL << geo->pegs) - 1);
    geo->top_mask = geo->bottom_mask << (geo->pegs * (height - 1));
    for (int peg = 0; peg < geo->pegs; peg++)
        for (int level = 0; level < height; level++)
            geo->peg_mask[peg] |= 1ULL << s4_cell(geo, peg, level);

    for (int d = 0; d < 13; d++) {
        const int *dir = directions[d];
        /* Only the start cells whose line ends inside the board, in the same order as a
         * scan of every cell would meet them (z, then y, then x). */
        int lo[3], hi[3];
        const int size[3] = {width, depth, height};
        for (int a = 0; a < 3; a++) {
            lo[a] = dir[a] < 0 ? connect - 1 : 0;
            hi[a] = dir[a] > 0 ? size[a] - (connect - 1) : size[a];
        }
        for (int z = lo[2]; z < hi[2]; z++)
            for (int y = lo[1]; y < hi[1]; y++)
                for (int x = lo[0]; x < hi[0]; x++) {
                    uint64_t line = 0;
                    for (int i = 0; i < connect; i++) {
                        int peg = (y + dir[1] * i) * width + (x + dir[0] * i);
                        line |= 1ULL << s4_cell(geo, peg, z + dir[2] * i);
                    }
                    S4Status status = add_line(geo, line);
                    if (status != S4_OK)
                        return status;
                }
    }
    return S4_OK;
}

static bool same_name(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b))
            return false;
    return *a == *b;
}

S4Status s4_geometry_preset(S4Geometry *geo, const char *name)
{
    for (int i = 0; i < PRESET_COUNT; i++) {
        const Preset *p = &presets[i];
        if (same_name(name, p->name))
            return s4_geometry_init(geo, p->name, p->width, p->depth, p->height, p->connect);
    }
    return S4_ERR_UNKNOWN_GAME;
}

bool s4_geometry_same_preset(const S4Geometry *geo, const char *name)
{
    for (int i = 0; i < PRESET_COUNT; i++) {
        const Preset *p = &presets[i];
        if (same_name(name, p->name))
            return strcmp(geo->name, p->name) == 0 && geo->width == p->width &&
                   geo->depth == p->depth && geo->height == p->height &&
                   geo->connect == p->connect && geo->line_count > 0;
    }
    return false;
}

const char *const *s4_geometry_preset_names(int *count)
{
    *count = PRESET_COUNT;
    return preset_names;
}

bool s4_geometry_is_flat(const S4Geometry *geo)
{
    return geo->depth == 1;
}

bool s4_geometry_line_directions(const S4Geometry *geo, S4LineDirections *dirs)
{
    memset(dirs, 0, sizeof *dirs);
    for (int i = 0; i < geo->line_count; i++) {
        uint64_t line = geo->lines[i];
        int first = __builtin_ctzll(line);
        int shift = __builtin_ctzll(line & (line - 1)) - first;
        uint64_t spaced = 0;
        for (int k = 0; k < geo->connect && first + k * shift < 64; k++)
            spaced |= 1ULL << (first + k * shift);
        if (spaced != line)
            return false;
        int d = 0;
        while (d < dirs->count && dirs->shift[d] != shift)
            d++;
        if (d == dirs->count) {
            if (d == S4_MAX_DIRECTIONS)
                return false;
            dirs->shift[dirs->count++] = shift;
        }
        dirs->base[d] |= 1ULL << first;
    }
    return true;
}
