/* eval_features.h: the features of a quiet position that the learned evaluation weighs.
 * Each is a difference, the side to move's count less the opponent's, except the tempo. */
#ifndef S4_ENGINE_EVAL_FEATURES_H
#define S4_ENGINE_EVAL_FEATURES_H

#include "search_pos.h"

typedef enum S4EvalFeature {
    S4_FEAT_THREAT_GOOD,   /* threats on the owner's parity (who wins the zugzwang there) */
    S4_FEAT_THREAT_BAD,    /* threats on the other parity */
    S4_FEAT_STACKED,       /* a threat right above another of the same side */
    S4_FEAT_STRONG,        /* beads on cells of many lines */
    S4_FEAT_DEAD,          /* a threat right above an opponent's threat: it can never be used */
    S4_FEAT_PRESSING,      /* a threat right above a playable cell: nobody may play under it */
    S4_FEAT_LOW,           /* threats in the lower half: they come into play soon */
    S4_FEAT_SHARED_GOOD,   /* a cell both threaten, on the side's own parity */
    S4_FEAT_TEMPO,         /* 1: the side to move */
    S4_FEAT_COUNT
} S4EvalFeature;

/* Beads on a full Score Four board: the learned weights change linearly up to it. */
enum { S4_EVAL_FULL = 64 };

/* Fills f[S4_FEAT_COUNT] for p (a position where nobody wins at once). */
static inline void s4_eval_features(const S4SearchGeo *sg, const S4Pos *p, int f[S4_FEAT_COUNT])
{
    uint64_t occ = p->cur | p->opp;
    uint64_t empty = ~occ & sg->board;
    uint64_t play = empty & (sg->bottom | occ << sg->pegs);
    uint64_t mine = p->cur_thr & empty, theirs = p->opp_thr & empty;
    uint64_t my_good = (p->count & 1) ? ~sg->first_parity : sg->first_parity;
    if (sg->first_parity == 0)
        my_good = sg->board; /* odd heights: no parity rule, every threat counts as good */
    uint64_t their_good = sg->first_parity == 0 ? sg->board : ~my_good;
    uint64_t low = sg->bottom | sg->bottom << sg->pegs;
    uint64_t shared = mine & theirs;
#define S4_DIFF(a, b) (__builtin_popcountll(a) - __builtin_popcountll(b))
    f[S4_FEAT_THREAT_GOOD] = S4_DIFF(mine & my_good, theirs & their_good);
    f[S4_FEAT_THREAT_BAD] = S4_DIFF(mine & ~my_good, theirs & ~their_good);
    f[S4_FEAT_STACKED] = S4_DIFF(mine & mine >> sg->pegs, theirs & theirs >> sg->pegs);
    f[S4_FEAT_STRONG] = S4_DIFF(p->cur & sg->strong, p->opp & sg->strong);
    f[S4_FEAT_DEAD] = S4_DIFF(mine & theirs << sg->pegs, theirs & mine << sg->pegs);
    f[S4_FEAT_PRESSING] = S4_DIFF(mine & play << sg->pegs, theirs & play << sg->pegs);
    f[S4_FEAT_LOW] = S4_DIFF(mine & low, theirs & low);
    f[S4_FEAT_SHARED_GOOD] = S4_DIFF(shared & my_good, shared & their_good);
    f[S4_FEAT_TEMPO] = 1;
#undef S4_DIFF
}

#endif
