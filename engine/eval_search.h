/* eval_search.h: the learned evaluation's features (eval/eval_features.h) of the search's
 * position (search_pos.h), the open lines taken from the counts it keeps move by move. */
#ifndef S4_ENGINE_EVAL_SEARCH_H
#define S4_ENGINE_EVAL_SEARCH_H

#include "eval_features.h"
#include "search_pos.h"

/* Fills f[S4_FEAT_COUNT] for p (a position where nobody wins at once) of a geometry whose open
 * lines are tracked (sg->open_tracked: Score Four). */
static inline void s4_eval_features(const S4SearchGeo *sg, const S4Pos *p, int f[S4_FEAT_COUNT])
{
    S4EvalBoard b = {.me = p->cur, .opp = p->opp, .me_threats = p->cur_thr,
                     .opp_threats = p->opp_thr, .board = sg->board, .bottom = sg->bottom,
                     .first_parity = sg->first_parity, .strong = sg->strong, .pegs = sg->pegs,
                     .count = p->count};
    s4_eval_board_features(&b, f);
    f[S4_FEAT_OPEN_TWO] = s4_open_count(p->open, S4_OPEN_TWO_FIELD);
    f[S4_FEAT_OPEN_TWO_VERTICAL] = s4_open_count(p->open, S4_OPEN_TWO_UP_FIELD);
    f[S4_FEAT_OPEN_ONE] = s4_open_count(p->open, S4_OPEN_ONE_FIELD);
    f[S4_FEAT_OPEN_ONE_VERTICAL] = s4_open_count(p->open, S4_OPEN_ONE_UP_FIELD);
}

#endif
