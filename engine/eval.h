/* eval.h: the static evaluation of a quiet position from its threat cells. */
#ifndef S4_ENGINE_EVAL_H
#define S4_ENGINE_EVAL_H

#include "eval_learned.h"
#include "eval_search.h"
#include "search_pos.h"

/* Weights, in the units of S4SearchResult.score; proved results start at S4_SCORE_PROVEN. */
enum {
    S4_EVAL_THREAT_GOOD = 24,  /* a threat on a row its owner wins the zugzwang on */
    S4_EVAL_THREAT_BAD = 10,   /* a threat on the other parity: still a tempo and a block */
    S4_EVAL_STACKED = 40,      /* two threats one above the other: the lower one is deadly */
    S4_EVAL_STRONG = 3,        /* a bead on a cell of many lines */
    S4_EVAL_TEMPO = 2,         /* the side to move */
};

/* Score for the side to move; a position where nobody wins next (checked by the search).
 * Threats count only on empty cells; parity follows which side moves at an even count. */
static inline int s4_eval(const S4SearchGeo *sg, const S4Pos *p, bool hand)
{
    /* Score Four (64 cells of 16 pegs): the weights learned from self-play (eval_weights.h),
     * unless the hand-set ones are asked for (self-play for learning uses them, so the data
     * does not depend on the weights fitted to it). The other games keep the hand-set weights
     * below, which were tuned on them. */
    if (!hand && sg->cells == 64 && sg->pegs == 16) {
        int f[S4_FEAT_COUNT];
        s4_eval_features(sg, p, f);
        return s4_eval_learned(f, p->count);
    }
    uint64_t empty = ~(p->cur | p->opp) & sg->board;
    uint64_t mine = p->cur_thr & empty, theirs = p->opp_thr & empty;
    /* The side to move at an even count is the first player, who owns first_parity. */
    uint64_t my_good = (p->count & 1) ? ~sg->first_parity : sg->first_parity;
    if (sg->first_parity == 0)
        my_good = sg->board; /* odd heights: no parity rule, every threat counts as good */
    uint64_t their_good = sg->first_parity == 0 ? sg->board : ~my_good;
    int score = S4_EVAL_TEMPO;
    score += S4_EVAL_THREAT_GOOD * (__builtin_popcountll(mine & my_good) -
                                    __builtin_popcountll(theirs & their_good));
    score += S4_EVAL_THREAT_BAD * (__builtin_popcountll(mine & ~my_good) -
                                   __builtin_popcountll(theirs & ~their_good));
    score += S4_EVAL_STACKED * (__builtin_popcountll(mine & mine >> sg->pegs) -
                                __builtin_popcountll(theirs & theirs >> sg->pegs));
    score += S4_EVAL_STRONG * (__builtin_popcountll(p->cur & sg->strong) -
                               __builtin_popcountll(p->opp & sg->strong));
    return score;
}

#endif
