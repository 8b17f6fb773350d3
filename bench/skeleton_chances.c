/* skeleton_chances.c: score4-skeleton chances (skeleton.h): the probes' exact chance of
 * reaching each frontier class summed forwards, against the backward sums of
 * s4_skeleton_reach. */
#include "skeleton.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* ---- chances: the probes' chances summed forwards, against reach's backward sums ------- */

typedef struct Level {
    S4Board *at;
    size_t count, capacity;
} Level;

static bool level_push(Level *l, const S4Board *b)
{
    if (l->count == l->capacity) {
        size_t grown = l->capacity ? 2 * l->capacity : 1024;
        S4Board *more = realloc(l->at, grown * sizeof *more);
        if (!more)
            return false;
        l->at = more;
        l->capacity = grown;
    }
    l->at[l->count++] = *b;
    return true;
}

/* Adds mass to the class of c (a child of a level's position); a new inner or frontier
 * class joins next or frontier. False when memory is short. */
static bool flow(Skeleton *s, const S4Board *c, double mass, Level *next, Level *frontier)
{
    Kind k = s4_skeleton_kind(s, c, c->count % 2 == 0 ? S4_WHITE : S4_BLACK);
    if (k == ENDED)
        return true;
    S4Board image;
    Memo *m = s4_skeleton_memo_of(s, c, &image);
    if (!m)
        return false;
    m->mass += mass;
    if (m->queued)
        return true;
    m->queued = true;
    return level_push(k == FRONTIER ? frontier : next, &image);
}

int s4_skeleton_chances(Skeleton *s, const S4Game *root)
{
    Level cur = {0}, next = {0}, frontier = {0};
    bool ok = level_push(&cur, &root->board);
    uint64_t rw, rb;
    Memo *m;
    while (ok && cur.count > 0) {
        for (size_t i = 0; ok && i < cur.count; i++) {
            /* The root's chance is 1 (it is kept apart: the memo has no slot for the empty
             * board, whose keys mark a free slot). */
            S4Board b = cur.at[i];
            s4_skeleton_canonical(&s->geo, &b, &rw, &rb);
            m = b.count == s->root.count ? NULL : s4_skeleton_memo_at(s, rw, rb);
            if (!m && b.count != s->root.count) {
                ok = false;
                break;
            }
            double mass = m ? m->mass : 1;
            if (b.count % 2 == 0) {
                int peg = s4_skeleton_engine_move(s, &b);
                ok = peg >= 0;
                S4Board c = b;
                if (ok) {
                    s4_board_play(&c, peg, S4_WHITE);
                    ok = flow(s, &c, mass, &next, &frontier);
                }
                continue;
            }
            int pegs[16], n = s4_skeleton_distinct_replies(s, &b, pegs);
            for (int j = 0; ok && j < n; j++) {
                S4Board c = b;
                s4_board_play(&c, pegs[j], S4_BLACK);
                double p = s4_skeleton_chance(s, &b, &c);
                ok = p >= 0 && flow(s, &c, mass * p, &next, &frontier);
            }
        }
        Level done = cur;
        cur = next;
        next = done;
        next.count = 0;
    }
    double total = 0, worst = 0;
    for (size_t i = 0; ok && i < frontier.count; i++) {
        s4_skeleton_canonical(&s->geo, &frontier.at[i], &rw, &rb);
        m = s4_skeleton_memo_at(s, rw, rb);
        double forwards = m ? m->mass : -1, backwards = s4_skeleton_reach(s, &frontier.at[i]);
        ok = m && backwards > 0;
        total += forwards;
        double gap = ok ? fabs(forwards - backwards) / backwards : 0;
        worst = gap > worst ? gap : worst;
    }
    free(cur.at);
    free(next.at);
    free(frontier.at);
    if (!ok) {
        fprintf(stderr, "score4-skeleton: out of memory, or a frontier class with no path\n");
        return 1;
    }
    printf("root\t%s\nfrontier_beads\t%ld\nbias\t%ld\nfrontier\t%zu\nreached\t%.12g\n"
           "largest_gap\t%.3g\n",
           s->o->root, s->o->frontier, s->o->bias, frontier.count, total, worst);
    return 0;
}
