/* skeleton_walk.c: score4-skeleton's walk (skeleton.h): what a position is to the skeleton,
 * White's move by the engine, Black's distinct replies, the chance that a probe takes a reply
 * (uniform, or biased by the reply's defence: cube_skeleton.c's "Importance sampling") and the
 * chance that a probe reaches a class (its "Transpositions"). */
#include "skeleton.h"

#include <assert.h>
#include <limits.h>
#include <math.h>

#include "cube_shallow.h"
#include "symmetry.h"

Kind s4_skeleton_kind(const Skeleton *s, const S4Board *b, S4Colour to_move)
{
    if (s4_board_winning_line(b, S4_WHITE) || s4_board_winning_line(b, S4_BLACK) ||
        s4_board_is_full(b))
        return ENDED;
    S4CubePos pos;
    int v;
    s4_cube_from_board(&s->lines, b, to_move, &pos);
    if (s4_cube_decided(&pos, &v))
        return ENDED;
    return b->count >= s->o->frontier ? FRONTIER : INNER;
}

int s4_skeleton_engine_move(Skeleton *s, const S4Board *b)
{
    uint64_t kw, kb;
    int t = s4_skeleton_canonical_symmetry(&s->geo, b, &kw, &kb);
    Memo *m = s4_skeleton_memo_at(s, kw, kb);
    if (!m)
        return -1;
    if (m->move == -2) {
        S4Board c = *b;
        c.beads[0] = kw;
        c.beads[1] = kb;
        s4_searcher_clear(s->searcher);
        S4SearchLimits limits = {.nodes = (uint64_t)s->o->engine_nodes};
        S4SearchResult r;
        s4_search(s->searcher, &c, S4_WHITE, &limits, &r);
        m = s4_skeleton_memo_at(s, kw, kb);
        m->move = r.peg;
    }
    for (int peg = 0; peg < 16; peg++)
        if (s4_symmetry_peg(&s->geo, peg, t) == m->move)
            return peg;
    return -1;
}

int s4_skeleton_distinct_replies(const Skeleton *s, const S4Board *b, int pegs[16])
{
    uint64_t keys[16][2];
    int n = 0;
    for (int peg = 0; peg < 16; peg++) {
        if (!s4_board_can_play(b, peg))
            continue;
        S4Board c = *b;
        s4_board_play(&c, peg, S4_BLACK);
        if (s4_skeleton_kind(s, &c, S4_WHITE) == ENDED)
            continue;
        uint64_t kw, kb;
        s4_skeleton_canonical(&s->geo, &c, &kw, &kb);
        bool again = false;
        for (int i = 0; i < n && !again; i++)
            again = keys[i][0] == kw && keys[i][1] == kb;
        if (again)
            continue;
        keys[n][0] = kw;
        keys[n][1] = kb;
        pegs[n++] = peg;
    }
    return n;
}

/* Black's defence in c, a position after Black's bead (White to move): minus White's value
 * of c's canonical image by the shallow search, clamped so that exp(defence / T) stays
 * finite. A function of c's class. Memoised. INT_MIN: memory ran short. */
static int defence(Skeleton *s, const S4Board *c)
{
    S4Board image;
    Memo *m = s4_skeleton_memo_of(s, c, &image);
    if (!m)
        return INT_MIN;
    if (!m->defence_known) {
        S4CubePos pos;
        s4_cube_from_board(&s->lines, &image, S4_WHITE, &pos);
        uint64_t nodes = 0;
        int v = s4_cube_shallow_value(&s->lines, &pos, (int)s->o->bias_depth,
                                      -S4_CUBE_SHALLOW_WIN - 1, S4_CUBE_SHALLOW_WIN + 1, &nodes);
        int d = -v;
        d = d > 2 * S4_CUBE_SHALLOW_EVAL_MAX    ? 2 * S4_CUBE_SHALLOW_EVAL_MAX
            : d < -2 * S4_CUBE_SHALLOW_EVAL_MAX ? -2 * S4_CUBE_SHALLOW_EVAL_MAX
                                                : d;
        m->defence = d;
        m->defence_known = true;
    }
    return m->defence;
}

/* exp(d / T): d is clamped to +-8,192 and T is at least 20 (main checks), so this stays
 * within 1e+-178 and a sum of 16 of them neither overflows nor vanishes. */
static double boltzmann(const Skeleton *s, int d)
{
    return exp((double)d / (double)s->o->bias);
}

/* The number of distinct replies at b (Black to move) and the sum of exp(defence / T) over
 * them, memoised by b's class. False: memory ran short. */
static bool reply_sum(Skeleton *s, const S4Board *b, int *replies, double *sum)
{
    Memo *m = s4_skeleton_memo_of(s, b, NULL);
    if (!m)
        return false;
    if (!m->sum_known) {
        int pegs[16], n = s4_skeleton_distinct_replies(s, b, pegs);
        double total = 0;
        for (int i = 0; s->o->bias > 0 && i < n; i++) {
            S4Board c = *b;
            s4_board_play(&c, pegs[i], S4_BLACK);
            int d = defence(s, &c);
            if (d == INT_MIN)
                return false;
            total += boltzmann(s, d);
        }
        m = s4_skeleton_memo_of(s, b, NULL); /* defence() may have grown the table */
        if (!m)
            return false;
        m->replies = n;
        m->sum = total;
        m->sum_known = true;
    }
    *replies = m->replies;
    *sum = m->sum;
    return true;
}

double s4_skeleton_chance(Skeleton *s, const S4Board *b, const S4Board *c)
{
    int n;
    double sum;
    if (!reply_sum(s, b, &n, &sum))
        return -1;
    assert(n > 0);
    if (s->o->bias <= 0)
        return 1.0 / n;
    int d = defence(s, c);
    if (d == INT_MIN)
        return -1;
    double floor = (double)s->o->floor_pct / 100.0;
    return floor / n + (1 - floor) * boltzmann(s, d) / sum;
}

double s4_skeleton_reach(Skeleton *s, const S4Board *b)
{
    uint64_t kw, kb;
    s4_skeleton_canonical(&s->geo, b, &kw, &kb);
    if (b->count <= s->root.count) {
        uint64_t rw, rb;
        s4_skeleton_canonical(&s->geo, &s->root, &rw, &rb);
        return rw == kw && rb == kb ? 1.0 : 0.0;
    }
    Memo *m = s4_skeleton_memo_at(s, kw, kb);
    if (!m)
        return -1;
    if (m->reach_known)
        return m->reach;
    /* Colours alternate from White's first bead, so the bead count says who moved last. */
    S4Colour last = b->count % 2 == 1 ? S4_WHITE : S4_BLACK;
    uint64_t from[16][2];
    int seen = 0;
    double total = 0;
    for (int peg = 0; peg < 16; peg++) {
        int h = s4_board_peg_height(b, peg);
        if (h == 0 || s4_board_at(b, peg, h - 1) != (int)last)
            continue;
        S4Board before = *b;
        s4_board_remove(&before, peg);
        uint64_t fw, fb;
        s4_skeleton_canonical(&s->geo, &before, &fw, &fb);
        bool again = false;
        for (int i = 0; i < seen && !again; i++)
            again = from[i][0] == fw && from[i][1] == fb;
        if (again || s4_skeleton_kind(s, &before, last) != INNER)
            continue;
        from[seen][0] = fw;
        from[seen][1] = fb;
        seen++;
        double q;
        if (last == S4_BLACK) {
            q = s4_skeleton_reach(s, &before);
            if (q > 0) {
                double p = s4_skeleton_chance(s, &before, b);
                q = p < 0 ? -1 : q * p;
            }
        } else {
            int move = s4_skeleton_engine_move(s, &before);
            if (move < 0)
                return -1;
            S4Board after = before;
            s4_board_play(&after, move, S4_WHITE);
            uint64_t aw, ab;
            s4_skeleton_canonical(&s->geo, &after, &aw, &ab);
            q = aw == kw && ab == kb ? s4_skeleton_reach(s, &before) : 0;
        }
        if (q < 0)
            return -1;
        total += q;
    }
    m = s4_skeleton_memo_at(s, kw, kb);
    if (!m)
        return -1;
    m->reach = total;
    m->reach_known = true;
    return total;
}
