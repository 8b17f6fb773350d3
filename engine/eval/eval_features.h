/* eval_features.h: the features of a quiet Score Four position that the learned evaluation
 * weighs, on plain bitboards: the one definition that the engine's search (engine/eval_search.h)
 * and the exact solver's move order (engine/solver/cube_order.h) both compute. Each is a
 * difference, the side to move's count less the opponent's, except the tempo and the first
 * player's move. Part of the evaluation library (engine/eval: features, weights, the learned
 * formula), below both the engine and the solver. */
#ifndef S4_EVAL_EVAL_FEATURES_H
#define S4_EVAL_EVAL_FEATURES_H

#include <stdint.h>

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

/* A position as the features read it, from the side to move's view. */
typedef struct S4EvalBoard {
    uint64_t me, opp;                 /* beads of the side to move, of the other side */
    uint64_t me_threats, opp_threats; /* cells that would complete a line of each, occupied
                                       * or not */
    uint64_t board;                   /* every cell */
    uint64_t bottom;                  /* the lowest level */
    uint64_t first_parity;            /* cells good for the side that moves at an even count
                                       * (the odd levels counted from 1); 0: no parity rule */
    uint64_t strong;                  /* cells on more lines than the mean */
    int pegs;                         /* the shift from one level to the next */
    int count;                        /* beads on the board */
} S4EvalBoard;

/* Cells above any cell of x on its peg (x's own cells excluded), for a board of 4 levels. */
static inline uint64_t s4_eval_above(const S4EvalBoard *b, uint64_t x)
{
    x = x << b->pegs;
    x |= x << b->pegs;
    x |= x << 2 * b->pegs;
    return x & b->board;
}

/* Fills f[S4_FEAT_COUNT] for b (a position where nobody wins at once), all but the four counts
 * of open lines (S4_FEAT_OPEN_TWO, _TWO_VERTICAL, _ONE, _ONE_VERTICAL), which each caller keeps
 * its own way: the engine move by move (search_pos.h), the solver from a move's change. */
static inline void s4_eval_board_features(const S4EvalBoard *b, int f[S4_FEAT_COUNT])
{
    uint64_t occ = b->me | b->opp;
    uint64_t empty = ~occ & b->board;
    uint64_t play = empty & (b->bottom | occ << b->pegs);
    uint64_t mine = b->me_threats & empty, theirs = b->opp_threats & empty;
    uint64_t my_good = (b->count & 1) ? ~b->first_parity : b->first_parity;
    if (b->first_parity == 0)
        my_good = b->board; /* odd heights: no parity rule, every threat counts as good */
    uint64_t their_good = b->first_parity == 0 ? b->board : ~my_good;
    uint64_t low = b->bottom | b->bottom << b->pegs;
    uint64_t shared = mine & theirs;
    uint64_t lowest = (mine | theirs) & ~s4_eval_above(b, mine | theirs);
#define S4_DIFF(a, b) (__builtin_popcountll(a) - __builtin_popcountll(b))
    f[S4_FEAT_THREAT_GOOD] = S4_DIFF(mine & my_good, theirs & their_good);
    f[S4_FEAT_THREAT_BAD] = S4_DIFF(mine & ~my_good, theirs & ~their_good);
    f[S4_FEAT_STACKED] = S4_DIFF(mine & mine >> b->pegs, theirs & theirs >> b->pegs);
    f[S4_FEAT_STRONG] = S4_DIFF(b->me & b->strong, b->opp & b->strong);
    f[S4_FEAT_DEAD] = S4_DIFF(mine & theirs << b->pegs, theirs & mine << b->pegs);
    f[S4_FEAT_PRESSING] = S4_DIFF(mine & play << b->pegs, theirs & play << b->pegs);
    f[S4_FEAT_LOW] = S4_DIFF(mine & low, theirs & low);
    f[S4_FEAT_SHARED_GOOD] = S4_DIFF(shared & my_good, shared & their_good);
    f[S4_FEAT_TEMPO] = 1;
    f[S4_FEAT_LOWEST_GOOD] = S4_DIFF(lowest & mine & my_good, lowest & theirs & their_good);
    f[S4_FEAT_LOWEST_BAD] = S4_DIFF(lowest & mine & ~my_good, lowest & theirs & ~their_good);
    f[S4_FEAT_ZUGZWANG] = ((lowest & mine & my_good) != 0) - ((lowest & theirs & their_good) != 0);
    f[S4_FEAT_SAFE_MOVES] = S4_DIFF(play & ~(theirs >> b->pegs), play & ~(mine >> b->pegs));
    f[S4_FEAT_FIRST_PLAYER] = (b->count & 1) == 0;
    f[S4_FEAT_ANY_THREAT] = (mine != 0) - (theirs != 0);
    f[S4_FEAT_TWO_THREATS] = ((mine & (mine - 1)) != 0) - ((theirs & (theirs - 1)) != 0);
#undef S4_DIFF
}

#endif
