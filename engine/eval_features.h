/* eval_features.h: the features of a quiet position that the learned evaluation weighs.
 * Each is a difference, the side to move's count less the opponent's, except the tempo and
 * the first player's move. */
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
    S4_FEAT_LOWEST_GOOD,   /* a threat on the owner's parity below every other threat of its peg */
    S4_FEAT_LOWEST_BAD,    /* the same on the other parity */
    S4_FEAT_ZUGZWANG,      /* 1 when the side has a lowest threat on its parity (less the other's) */
    S4_FEAT_OPEN_TWO,      /* lines but the pegs' of two own beads and two empty cells */
    S4_FEAT_OPEN_TWO_VERTICAL, /* the same up a peg */
    S4_FEAT_SAFE_MOVES,    /* playable cells that are not right under an opponent's threat */
    S4_FEAT_FIRST_PLAYER,  /* 1 when the side to move is the first player */
    S4_FEAT_OPEN_ONE,      /* lines but the pegs' of one own bead and three empty cells */
    S4_FEAT_OPEN_ONE_VERTICAL, /* the same up a peg */
    S4_FEAT_ANY_THREAT,    /* 1 when the side has a threat (less the other's) */
    S4_FEAT_TWO_THREATS,   /* 1 when the side has two threats or more (less the other's) */
    S4_FEAT_COUNT
} S4EvalFeature;

/* Beads on a full Score Four board: the learned weights change with count / S4_EVAL_FULL. */
enum { S4_EVAL_FULL = 64 };

/* Cells above any cell of x on its peg (x's own cells excluded), for a board of 4 levels. */
static inline uint64_t s4_eval_above(const S4SearchGeo *sg, uint64_t x)
{
    x = x << sg->pegs;
    x |= x << sg->pegs;
    x |= x << 2 * sg->pegs;
    return x & sg->board;
}

/* Fills f[S4_FEAT_COUNT] for p (a position where nobody wins at once) of a geometry whose open
 * lines are tracked (sg->open_tracked: Score Four); the open lines come from p->open, kept
 * up to date move by move (search_pos.h). */
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
    uint64_t lowest = (mine | theirs) & ~s4_eval_above(sg, mine | theirs);
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
    f[S4_FEAT_LOWEST_GOOD] = S4_DIFF(lowest & mine & my_good, lowest & theirs & their_good);
    f[S4_FEAT_LOWEST_BAD] = S4_DIFF(lowest & mine & ~my_good, lowest & theirs & ~their_good);
    f[S4_FEAT_ZUGZWANG] = ((lowest & mine & my_good) != 0) - ((lowest & theirs & their_good) != 0);
    f[S4_FEAT_OPEN_TWO] = s4_open_count(p->open, S4_OPEN_TWO_FIELD);
    f[S4_FEAT_OPEN_TWO_VERTICAL] = s4_open_count(p->open, S4_OPEN_TWO_UP_FIELD);
    f[S4_FEAT_SAFE_MOVES] = S4_DIFF(play & ~(theirs >> sg->pegs), play & ~(mine >> sg->pegs));
    f[S4_FEAT_FIRST_PLAYER] = (p->count & 1) == 0;
    f[S4_FEAT_OPEN_ONE] = s4_open_count(p->open, S4_OPEN_ONE_FIELD);
    f[S4_FEAT_OPEN_ONE_VERTICAL] = s4_open_count(p->open, S4_OPEN_ONE_UP_FIELD);
    f[S4_FEAT_ANY_THREAT] = (mine != 0) - (theirs != 0);
    f[S4_FEAT_TWO_THREATS] = ((mine & (mine - 1)) != 0) - ((theirs & (theirs - 1)) != 0);
#undef S4_DIFF
}

#endif
