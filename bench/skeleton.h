/* skeleton.h: what the files of score4-skeleton (cube_skeleton.c: the program, its count and
 * probe modes) share: its options and state, the memo of canonical positions
 * (skeleton_memo.c), the walk of the skeleton with its chances and reach (skeleton_walk.c), and
 * the units and chances modes (skeleton_units.c, skeleton_chances.c). Not for other programs. */
#ifndef S4_BENCH_SKELETON_H
#define S4_BENCH_SKELETON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game.h"
#include "core/geometry.h"
#include "cube_solver.h"
#include "search.h"

typedef struct Options {
    const char *root;
    long frontier;
    long engine_nodes;
    long probes;
    long seed;
    long cpu_limit_ms;
    long hash_mb;
    long bias;         /* the softmax's temperature in evaluation units; 0: uniform replies */
    long bias_depth;   /* the shallow search's plies for a reply's defence */
    long floor_pct;    /* the uniform chance's share in every reply's chance, per cent */
    long solve_nodes;  /* a frontier solve's node cap (0: none), for runs that must repeat */
    bool no_solve;     /* probes estimate the frontier's size only */
    const char *mode;
    const char *dir;
    bool claim_draw;
} Options;

typedef struct Skeleton {
    const Options *o;
    S4Geometry geo;
    S4CubeLines lines;
    S4Searcher *searcher;
    S4CubeSolver *solver;
    /* count: distinct positions seen (canonical white, black), open addressing */
    uint64_t (*seen)[2];
    size_t capacity, used;
    long white_nodes, black_nodes, frontier, ended;
    /* Positions met by the skeleton's moves and the probes' backward sums (canonical keys):
     * White's move there and the chance a probe reaches it. */
    struct Memo *memo;
    size_t memo_capacity, memo_used;
    S4Board root;
} Skeleton;

typedef struct Memo {
    uint64_t kw, kb;  /* the canonical position; both 0: a free slot */
    double reach;     /* the chance a probe passes through it (when reach_known) */
    bool reach_known;
    bool defence_known; /* after Black's bead: defence is Black's shallow value */
    int defence;
    bool sum_known;   /* Black to move: its distinct replies and sum of exp(defence / T) */
    int replies;
    double sum;
    double mass;      /* chances: the chance a probe passes here, summed forwards */
    bool queued;      /* chances: on the next level's list */
    int move;         /* White's move on the canonical board; -2 until asked */
} Memo;

/* ---- skeleton_memo.c: canonical positions and the memo ---------------------------------- */

/* The least image of b under the 8 symmetries (white beads first), and the symmetry. */
int s4_skeleton_canonical_symmetry(const S4Geometry *geo, const S4Board *b, uint64_t *kw,
                                   uint64_t *kb);

/* The least image of b, as s4_skeleton_canonical_symmetry without the symmetry. */
void s4_skeleton_canonical(const S4Geometry *geo, const S4Board *b, uint64_t *kw, uint64_t *kb);

/* The memo's slot of a canonical position, made when new; NULL when memory is short. The
 * pointer lasts until the next call (the table may grow). */
Memo *s4_skeleton_memo_at(Skeleton *s, uint64_t kw, uint64_t kb);

/* The memo's slot of b's class (s4_skeleton_memo_at), and b's canonical image into *image
 * when not NULL; NULL when memory is short. */
Memo *s4_skeleton_memo_of(Skeleton *s, const S4Board *b, S4Board *image);

/* ---- skeleton_walk.c: the skeleton's moves, a probe's chances, the chance of a class ----- */

/* What a position is to the skeleton: ended (a line, or decided by the immediate facts),
 * a frontier position, or a node to expand. */
typedef enum Kind { ENDED, FRONTIER, INNER } Kind;

/* The kind of b with to_move to move. */
Kind s4_skeleton_kind(const Skeleton *s, const S4Board *b, S4Colour to_move);

/* White's move at b: the engine's on the canonical image of b, mapped back, so that the
 * skeleton is the same at symmetric positions (a merged node has one move). Each canonical
 * position is searched once. -1 when memory is short. */
int s4_skeleton_engine_move(Skeleton *s, const S4Board *b);

/* The distinct replies of Black at b (one per class of symmetric children) into pegs[],
 * those that end the game or leave a decided position left out: they have no frontier
 * below them, so a probe that skips them estimates the same sums with less spread. */
int s4_skeleton_distinct_replies(const Skeleton *s, const S4Board *b, int pegs[16]);

/* The chance that a probe at b (Black to move) goes on to the class of c, one of b's
 * distinct replies: the one formula of the probes and of reach, so the two agree to the
 * last bit. 1 / n with no bias. A negative value: memory ran short. */
double s4_skeleton_chance(Skeleton *s, const S4Board *b, const S4Board *c);

/* The chance that a probe from the root passes through b's class (of positions equal up to
 * symmetry), summed over every path of the skeleton into it: backwards, over the classes a
 * bead less (the last mover's bead on top of a peg taken off) that the skeleton can come
 * from: after Black's reply, each such class's chance times the chance of the reply into
 * b's class there (one distinct reply leads there: replies are merged by class);
 * after White's move, each class where White's move leads here. Memoised by class. This
 * makes the estimate count distinct positions (1 / chance, Horvitz-Thompson), where the
 * weight counts paths. A negative value: memory ran short. */
double s4_skeleton_reach(Skeleton *s, const S4Board *b);

/* ---- the modes units (skeleton_units.c) and chances (skeleton_chances.c) ----------------- */

/* Writes DIR/skeleton.txt (the certificate's header, the skeleton with "unit K" where a work
 * unit's certificate goes, its node count) and DIR/units.txt ("K<TAB>moves" a line). The
 * claim is White's win, or White's draw with --claim-draw. */
int s4_skeleton_units(Skeleton *s, const S4Game *root, const char *dir, bool draw);

/* The exact chance that a probe reaches each frontier class, summed forwards level by level
 * over every path (White's move, then every distinct reply with its chance), set against
 * s4_skeleton_reach()'s backward sum of the same: the two must agree (to rounding) for 1 / q
 * to be the Horvitz-Thompson weight of the probes as drawn. Prints the frontier's classes, the
 * chances' total (the chance a probe reaches the frontier) and the largest relative gap. */
int s4_skeleton_chances(Skeleton *s, const S4Game *root);

#endif
