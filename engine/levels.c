/* levels.c: what each level searches, which threats it overlooks, and its seeded choices.
 *
 * The depth (in plies, forced replies free) sets what threats a level can see coming; the
 * noise, in evaluation units (a threat is worth 10 to 40), makes it choose among moves of
 * nearly equal value as a person would, and sometimes prefer a slightly worse one. Level 1
 * takes a win and otherwise plays at random (its noise outweighs even a lost position, and it
 * may play under an opponent's threat, as beginners do); it sees the opponent's three in a
 * row, and blocks it, only half the time, so that a new player wins games against it (the
 * miss rates are calibrated by bench/levels_players.py; docs/benchmarks.md, "Strength"). Each
 * level above looks further, never plays under a threat when it has another move, misses
 * fewer threats and wavers less.
 *
 * Every choice left to chance is a hash of the seed and the position, never a running
 * sequence: the same seed, position and limits give the same move, so a game replays from
 * its seed, and another seed plays another game. */
#include "levels.h"

#include "core/random.h"
#include "symmetry.h"

static const struct {
    int depth;
    int noise;
    int miss; /* percent of the opponent's immediate threats overlooked */
} table[S4_LEVEL_MAX + 1] = {
    [1] = {1, 1000000, 50}, [2] = {2, 60, 15}, [3] = {3, 40, 0}, [4] = {4, 30, 0},
    [5] = {5, 20, 0},       [6] = {6, 14, 0},  [7] = {7, 9, 0},  [8] = {8, 2, 0},
    [9] = {10, 2, 0},       [10] = {0, 0, 0},
};

/* Salts that keep the draws of one position independent of each other. */
enum { SALT_MISS = 1, SALT_MISS_PEG = 2, SALT_TWIN = 3, SALT_PICK = 4 };

/* A number drawn from the seed, the position and the salt alone. */
static uint64_t draw(uint64_t seed, const S4Board *board, uint64_t salt)
{
    uint64_t state = seed ^ salt * 0xd1b54a32d192ed03ULL;
    state ^= s4_random_next(&state) ^ board->beads[S4_WHITE];
    state ^= s4_random_next(&state) ^ board->beads[S4_BLACK];
    return s4_random_next(&state);
}

void s4_level_apply(int level, uint64_t seed, S4SearchLimits *limits)
{
    if (level < S4_LEVEL_MIN || level >= S4_LEVEL_MAX)
        return;
    if (limits->depth == 0 || limits->depth > table[level].depth)
        limits->depth = table[level].depth;
    if (limits->movetime_ms == 0 || limits->movetime_ms > S4_LEVEL_MAX_MS)
        limits->movetime_ms = S4_LEVEL_MAX_MS;
    limits->noise = table[level].noise;
    limits->keep_under = level == S4_LEVEL_MIN;
    limits->seed = seed;
}

int s4_level_miss_percent(int level)
{
    return level >= S4_LEVEL_MIN && level <= S4_LEVEL_MAX ? table[level].miss : 0;
}

bool s4_level_overlooks(int level, uint64_t seed, const S4Board *board, S4Colour side,
                        int *peg)
{
    int miss = s4_level_miss_percent(level);
    if (miss == 0)
        return false;
    int pegs[S4_MAX_PEGS], others[S4_MAX_PEGS];
    int n = s4_board_legal_pegs(board, pegs), other_count = 0;
    bool threat = false;
    for (int i = 0; i < n; i++) {
        if (s4_board_move_would_win(board, pegs[i], side))
            return false; /* a level always sees its own win */
        if (s4_board_move_would_win(board, pegs[i], s4_other(side)))
            threat = true;
        else
            others[other_count++] = pegs[i];
    }
    if (!threat || other_count == 0 || draw(seed, board, SALT_MISS) % 100 >= (uint64_t)miss)
        return false;
    *peg = others[draw(seed, board, SALT_MISS_PEG) % (uint64_t)other_count];
    return true;
}

int s4_level_pick(uint64_t seed, const S4Board *board, int count)
{
    return (int)(draw(seed, board, SALT_PICK) % (uint64_t)count);
}

int s4_level_twin(uint64_t seed, const S4Board *board, int peg)
{
    const S4Geometry *geo = board->geo;
    if (geo->width != geo->depth || geo->width < 2)
        return peg; /* the Connect games' boards: no symmetry of the grid kept here */
    int images[8], count = 0;
    for (int t = 0; t < 8; t++) {
        if (s4_symmetry_beads(geo, board->beads[S4_WHITE], t) != board->beads[S4_WHITE] ||
            s4_symmetry_beads(geo, board->beads[S4_BLACK], t) != board->beads[S4_BLACK])
            continue;
        int image = s4_symmetry_peg(geo, peg, t);
        bool seen = false;
        for (int k = 0; k < count; k++)
            seen |= images[k] == image;
        if (!seen)
            images[count++] = image;
    }
    return images[draw(seed, board, SALT_TWIN) % (uint64_t)count]; /* t = 0 is always there */
}
