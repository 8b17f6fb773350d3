/* cube_split.c: the split tree, its windows and its checkpoint. */
#include "cube_split.h"

#include <stdlib.h>
#include <string.h>

#include "cube_moves.h"

enum { OUTSIDE = 100 }; /* beyond every score: an open window end */

/* The interval a leaf starts with: its decided value, or every value still possible. */
static void initial(const S4CubePos *pos, bool weak, int *lo, int *hi)
{
    int v;
    if (s4_cube_decided(pos, &v)) {
        *lo = *hi = weak ? (v > 0) - (v < 0) : v;
    } else if (weak) {
        *lo = -1;
        *hi = 1;
    } else {
        *lo = -(63 - pos->moves);
        *hi = 64 - pos->moves;
    }
}

static int add_node(S4CubeSplit *split, int *capacity, const S4CubePos *pos, int parent,
                    int depth)
{
    if (split->count == *capacity) {
        int grown = *capacity * 2;
        S4CubeSplitNode *node = realloc(split->node, (size_t)grown * sizeof *node);
        if (!node)
            return -1;
        split->node = node;
        *capacity = grown;
    }
    S4CubeSplitNode *n = &split->node[split->count];
    memset(n, 0, sizeof *n);
    n->pos = *pos;
    n->parent = parent;
    n->depth = depth;
    initial(pos, split->weak, &n->lo, &n->hi);
    return split->count++;
}

static void recompute(S4CubeSplit *split, int i)
{
    S4CubeSplitNode *n = &split->node[i];
    int lo = -OUTSIDE, hi = -OUTSIDE;
    for (int c = n->first_child; c < n->first_child + n->children; c++) {
        if (-split->node[c].hi > lo)
            lo = -split->node[c].hi;
        if (-split->node[c].lo > hi)
            hi = -split->node[c].lo;
    }
    n->lo = lo;
    n->hi = hi;
}

static bool expand(S4CubeSplit *split, int *capacity, const S4CubeLines *lines, int i, int depth)
{
    S4CubePos pos = split->node[i].pos;
    uint64_t playable; /* the moves the alpha-beta would search: not decided (s4_cube_decided) */
    if (depth == 0 || s4_cube_moves(&pos, s4_cube_mask(&pos), &playable) != S4_CUBE_MOVES_OPEN) {
        split->leaves++;
        return true;
    }
    int first = split->count, n = 0;
    for (uint64_t rest = playable; rest; rest &= rest - 1) {
        uint64_t m = rest & -rest;
        S4CubePos child;
        s4_cube_play(lines, &pos, m, __builtin_ctzll(m), &child);
        if (add_node(split, capacity, &child, i, split->node[i].depth + 1) < 0)
            return false;
        n++;
    }
    split->node[i].first_child = first;
    split->node[i].children = n;
    for (int c = first; c < first + n; c++)
        if (!expand(split, capacity, lines, c, depth - 1))
            return false;
    recompute(split, i);
    return true;
}

bool s4_cube_split_init(S4CubeSplit *split, const S4CubeLines *lines, const S4CubePos *root,
                        int depth, bool weak)
{
    memset(split, 0, sizeof *split);
    split->weak = weak;
    int capacity = 64;
    split->node = malloc((size_t)capacity * sizeof *split->node);
    if (!split->node)
        return false;
    if (add_node(split, &capacity, root, -1, 0) < 0 || !expand(split, &capacity, lines, 0, depth)) {
        s4_cube_split_free(split);
        return false;
    }
    return true;
}

void s4_cube_split_free(S4CubeSplit *split)
{
    free(split->node);
    split->node = NULL;
    split->count = 0;
}

/* True when node n, reached with the window (alpha, beta), can still change its parent. */
static bool worth(const S4CubeSplitNode *n, int alpha, int beta)
{
    return alpha < beta && n->lo < n->hi && n->hi > alpha && n->lo < beta;
}

static int visit(const S4CubeSplit *split, int i, int alpha, int beta, int *ja, int *jb)
{
    const S4CubeSplitNode *n = &split->node[i];
    if (!worth(n, alpha, beta))
        return -1;
    if (n->children == 0) {
        if (n->running)
            return -1;
        *ja = alpha > n->lo - 1 ? alpha : n->lo - 1;
        *jb = beta < n->hi + 1 ? beta : n->hi + 1;
        return i;
    }
    int a = alpha > n->lo ? alpha : n->lo;
    for (int c = n->first_child; c < n->first_child + n->children; c++) {
        int found = visit(split, c, -beta, -a, ja, jb);
        if (found >= 0)
            return found;
    }
    return -1;
}

int s4_cube_split_next(const S4CubeSplit *split, int *alpha, int *beta)
{
    return visit(split, 0, -OUTSIDE, OUTSIDE, alpha, beta);
}

bool s4_cube_split_wanted(const S4CubeSplit *split, int leaf)
{
    int path[80], len = 0;
    for (int i = leaf; i >= 0 && len < 80; i = split->node[i].parent)
        path[len++] = i;
    int alpha = -OUTSIDE, beta = OUTSIDE;
    for (int k = len - 1; k >= 0; k--) {
        const S4CubeSplitNode *n = &split->node[path[k]];
        if (!worth(n, alpha, beta))
            return false;
        int a = alpha > n->lo ? alpha : n->lo;
        alpha = -beta;
        beta = -a;
    }
    return true;
}

void s4_cube_split_report(S4CubeSplit *split, int leaf, int lo, int hi)
{
    S4CubeSplitNode *n = &split->node[leaf];
    n->running = false;
    if (lo > n->lo)
        n->lo = lo;
    if (hi < n->hi)
        n->hi = hi;
    for (int i = n->parent; i >= 0; i = split->node[i].parent)
        recompute(split, i);
}

void s4_cube_split_save(const S4CubeSplit *split, FILE *out)
{
    const S4CubePos *root = &split->node[0].pos;
    fprintf(out, "# cube-split %d %d %d %llx %llx\n", split->count, split->leaves, split->weak,
            (unsigned long long)root->me, (unsigned long long)root->opp);
    for (int i = 0; i < split->count; i++) {
        const S4CubeSplitNode *n = &split->node[i];
        int lo, hi;
        initial(&n->pos, split->weak, &lo, &hi);
        if (n->children == 0 && (n->lo != lo || n->hi != hi))
            fprintf(out, "%d %d %d\n", i, n->lo, n->hi);
    }
}

int s4_cube_split_load(S4CubeSplit *split, FILE *in)
{
    const S4CubePos *root = &split->node[0].pos;
    int count, leaves, weak;
    unsigned long long me, opp;
    if (fscanf(in, " # cube-split %d %d %d %llx %llx", &count, &leaves, &weak, &me, &opp) != 5 ||
        count != split->count || leaves != split->leaves || weak != split->weak ||
        me != root->me || opp != root->opp)
        return 0;
    int restored = 0, i, lo, hi;
    while (fscanf(in, "%d %d %d", &i, &lo, &hi) == 3) {
        if (i <= 0 || i >= split->count || split->node[i].children != 0 || lo > hi)
            continue;
        s4_cube_split_report(split, i, lo, hi);
        restored++;
    }
    return restored;
}

bool s4_cube_split_solve_leaf(S4CubeSolver *solver, const S4CubePos *pos, bool weak, int alpha,
                              int beta, const volatile int *stop, int *lo, int *hi,
                              uint64_t *nodes)
{
    initial(pos, weak, lo, hi);
    *nodes = 0;
    /* Null-window probes until the interval settles the window (or is a point). */
    while (*lo < *hi && *lo < beta && *hi > alpha) {
        int g = *lo + (*hi - *lo + 1) / 2;
        if (weak)
            g = alpha >= 0 ? 1 : beta <= 0 ? 0 : (*lo < 0 ? 0 : 1);
        else if (g > beta)
            g = beta;
        else if (g <= alpha)
            g = alpha + 1;
        if (g <= *lo)
            g = *lo + 1;
        if (g > *hi)
            g = *hi;
        S4CubeResult r;
        int v = s4_cube_search(solver, pos, g - 1, g, 0, stop, &r);
        *nodes += r.nodes;
        if (!r.complete)
            return false;
        if (v < g)
            *hi = weak ? g - 1 : (v < *hi ? v : *hi);
        else
            *lo = weak ? g : (v > *lo ? v : *lo);
    }
    return true;
}
