/* cube_skeleton.c: score4-skeleton: the proof skeleton of a Score Four position and the cost
 * of solving its frontier (docs/solving.md, "What solving would cost").
 *
 *   score4-skeleton [options] count    the skeleton counted exactly: every distinct position
 *                                      (symmetric ones and transpositions merged) from the
 *                                      root to the frontier
 *   score4-skeleton [options] units    the skeleton written as a certificate (DIR/skeleton.txt)
 *                                      whose frontier positions are work units (DIR/units.txt)
 *                                      for a campaign (bench/campaign.py)
 *   score4-skeleton [options] probe    Knuth's random probes: one path a probe from the root
 *                                      to the frontier, each with its weight, and the frontier
 *                                      position it reaches solved (weakly) under a cap
 *   score4-skeleton [options] chances  the probes' exact chance of reaching each frontier
 *                                      class summed forwards, against the backward sums that
 *                                      the probes' 1 / q come from (where counting is in reach)
 *
 * The skeleton: at White's nodes (the first player, the presumed prover) the move the engine
 * chooses (s4_search under a node budget, one thread, its table cleared before each call, so
 * the move is a function of the position and the setting), at Black's every reply, down to
 * the frontier at --frontier beads. Positions that end before (a line, or a position the
 * solver's immediate facts decide, cube_moves.h) leave no frontier position. At Black's nodes
 * replies whose positions are images of each other under the square's 8 symmetries count
 * once, and replies that end the game or leave a decided position are left out (nothing of
 * the frontier lies below them). At each Black node on its path a probe goes on with one of
 * the distinct replies left, reply i with chance p_i, and multiplies its weight by 1 / p_i;
 * the mean of the weights over many probes is an unbiased estimate of the frontier's size in
 * the tree of distinct replies (Knuth 1975, with p_i = 1 / n; any p_i > 0 keeps it
 * unbiased), where a transposition counts again; `count` measures how far that overstates
 * the number of distinct positions where it can count them.
 *
 * Importance sampling (--bias T): the hard frontier positions lie on Black's strong
 * defences, which uniform replies seldom follow. With T > 0 the chance of a reply is a
 * softmax of its defence d, Black's value of the position after it by the solver's shallow
 * search (cube_shallow.h, --bias-depth plies, the learned evaluation at its leaves; 100
 * units are one unit of log-odds), at temperature T, mixed with the uniform chance:
 *     p_i = floor / n + (1 - floor) exp(d_i / T) / sum_j exp(d_j / T)
 * so that every reply keeps at least floor / n (--floor, in per cent). The defence is
 * computed on the canonical image of the position, so it is a function of the reply's
 * class, and the probes and the backward sums below take p_i from one function (chance).
 *
 * Transpositions: the chance q that a probe reaches a frontier position's class, summed over
 * every path into it with the same p_i (reach), makes 1 / q an unbiased estimate of the
 * number of distinct frontier positions (and C / q of their total cost C), the
 * Horvitz-Thompson form of the same estimator; the weight W alone counts paths.
 *
 * A probe's line (tab-separated): probe, weight W, 1 / q, frontier beads reached (0: ended
 * before), value (win/draw/loss/unknown; - with --no-solve), nodes, cpu_ms, capped (1: the
 * cap came first), moves.
 */
#include <assert.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/options.h"
#include "core/clock.h"
#include "core/game.h"
#include "core/geometry.h"
#include "core/notation.h"
#include "core/random.h"
#include "cube_shallow.h"
#include "cube_solver.h"
#include "cube_solver_setup.h"
#include "search.h"
#include "symmetry.h"

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

/* The least image of b under the 8 symmetries (white beads first), and the symmetry. */
static int canonical_t(const S4Geometry *geo, const S4Board *b, uint64_t *kw, uint64_t *kb)
{
    int best = 0;
    *kw = b->beads[0];
    *kb = b->beads[1];
    for (int t = 1; t < 8; t++) {
        uint64_t iw = s4_symmetry_beads(geo, b->beads[0], t);
        uint64_t ib = s4_symmetry_beads(geo, b->beads[1], t);
        if (iw < *kw || (iw == *kw && ib < *kb)) {
            *kw = iw;
            *kb = ib;
            best = t;
        }
    }
    return best;
}

static void canonical(const S4Geometry *geo, const S4Board *b, uint64_t *kw, uint64_t *kb)
{
    canonical_t(geo, b, kw, kb);
}

/* The memo's slot of a canonical position, made when new; NULL when memory is short. The
 * pointer lasts until the next call (the table may grow). */
static Memo *memo_at(Skeleton *s, uint64_t kw, uint64_t kb)
{
    if (2 * (s->memo_used + 1) > s->memo_capacity) {
        size_t old = s->memo_capacity, grown = old ? old * 2 : 1 << 14;
        Memo *was = s->memo, *now = calloc(grown, sizeof *now);
        if (!now)
            return NULL;
        for (size_t i = 0; i < old; i++) {
            if (!(was[i].kw | was[i].kb))
                continue;
            size_t j = (size_t)((was[i].kw * 0x9E3779B97F4A7C15ULL ^ was[i].kb) >> 17) &
                       (grown - 1);
            while (now[j].kw | now[j].kb)
                j = (j + 1) & (grown - 1);
            now[j] = was[i];
        }
        free(was);
        s->memo = now;
        s->memo_capacity = grown;
    }
    size_t j = (size_t)((kw * 0x9E3779B97F4A7C15ULL ^ kb) >> 17) & (s->memo_capacity - 1);
    while (s->memo[j].kw | s->memo[j].kb) {
        if (s->memo[j].kw == kw && s->memo[j].kb == kb)
            return &s->memo[j];
        j = (j + 1) & (s->memo_capacity - 1);
    }
    s->memo[j] = (Memo){.kw = kw, .kb = kb, .move = -2};
    s->memo_used++;
    return &s->memo[j];
}

/* True when the position was new (and is now seen); false when seen already or memory is
 * short (then *full is set). */
static bool first_visit(Skeleton *s, const S4Board *b, bool *full)
{
    if (2 * (s->used + 1) > s->capacity) {
        size_t old = s->capacity, grown = old ? old * 2 : 1 << 16;
        uint64_t (*was)[2] = s->seen;
        s->seen = calloc(grown, sizeof *s->seen);
        if (!s->seen) {
            s->seen = was;
            *full = true;
            return false;
        }
        s->capacity = grown;
        for (size_t i = 0; i < old; i++) {
            if (!(was[i][0] | was[i][1]))
                continue;
            size_t j = (size_t)((was[i][0] * 0x9E3779B97F4A7C15ULL ^ was[i][1]) >> 17) &
                       (grown - 1);
            while (s->seen[j][0] | s->seen[j][1])
                j = (j + 1) & (grown - 1);
            s->seen[j][0] = was[i][0];
            s->seen[j][1] = was[i][1];
        }
        free(was);
    }
    uint64_t kw, kb;
    canonical(&s->geo, b, &kw, &kb);
    if (!(kw | kb))
        return true; /* the empty board: met once */
    size_t j = (size_t)((kw * 0x9E3779B97F4A7C15ULL ^ kb) >> 17) & (s->capacity - 1);
    while (s->seen[j][0] | s->seen[j][1]) {
        if (s->seen[j][0] == kw && s->seen[j][1] == kb)
            return false;
        j = (j + 1) & (s->capacity - 1);
    }
    s->seen[j][0] = kw;
    s->seen[j][1] = kb;
    s->used++;
    return true;
}

/* What a position is to the skeleton: ended (a line, or decided by the immediate facts),
 * a frontier position, or a node to expand. */
typedef enum Kind { ENDED, FRONTIER, INNER } Kind;

static Kind kind_of(const Skeleton *s, const S4Board *b, S4Colour to_move)
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

/* White's move at b: the engine's on the canonical image of b, mapped back, so that the
 * skeleton is the same at symmetric positions (a merged node has one move). Each canonical
 * position is searched once. -1 when memory is short. */
static int engine_move(Skeleton *s, const S4Board *b)
{
    uint64_t kw, kb;
    int t = canonical_t(&s->geo, b, &kw, &kb);
    Memo *m = memo_at(s, kw, kb);
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
        m = memo_at(s, kw, kb);
        m->move = r.peg;
    }
    for (int peg = 0; peg < 16; peg++)
        if (s4_symmetry_peg(&s->geo, peg, t) == m->move)
            return peg;
    return -1;
}

/* The distinct replies of Black at b (one per class of symmetric children) into pegs[],
 * those that end the game or leave a decided position left out: they have no frontier
 * below them, so a probe that skips them estimates the same sums with less spread. */
static int distinct_replies(const Skeleton *s, const S4Board *b, int pegs[16])
{
    uint64_t keys[16][2];
    int n = 0;
    for (int peg = 0; peg < 16; peg++) {
        if (!s4_board_can_play(b, peg))
            continue;
        S4Board c = *b;
        s4_board_play(&c, peg, S4_BLACK);
        if (kind_of(s, &c, S4_WHITE) == ENDED)
            continue;
        uint64_t kw, kb;
        canonical(&s->geo, &c, &kw, &kb);
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

/* The memo's slot of b's class (memo_at), and b's canonical image into *image when not
 * NULL; NULL when memory is short. */
static Memo *memo_of(Skeleton *s, const S4Board *b, S4Board *image)
{
    uint64_t kw, kb;
    canonical(&s->geo, b, &kw, &kb);
    if (image != NULL) {
        *image = *b;
        image->beads[0] = kw;
        image->beads[1] = kb;
    }
    return memo_at(s, kw, kb);
}

/* Black's defence in c, a position after Black's bead (White to move): minus White's value
 * of c's canonical image by the shallow search, clamped so that exp(defence / T) stays
 * finite. A function of c's class. Memoised. INT_MIN: memory ran short. */
static int defence(Skeleton *s, const S4Board *c)
{
    S4Board image;
    Memo *m = memo_of(s, c, &image);
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
    Memo *m = memo_of(s, b, NULL);
    if (!m)
        return false;
    if (!m->sum_known) {
        int pegs[16], n = distinct_replies(s, b, pegs);
        double total = 0;
        for (int i = 0; s->o->bias > 0 && i < n; i++) {
            S4Board c = *b;
            s4_board_play(&c, pegs[i], S4_BLACK);
            int d = defence(s, &c);
            if (d == INT_MIN)
                return false;
            total += boltzmann(s, d);
        }
        m = memo_of(s, b, NULL); /* defence() may have grown the table */
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

/* The chance that a probe at b (Black to move) goes on to the class of c, one of b's
 * distinct replies: the one formula of the probes and of reach, so the two agree to the
 * last bit. 1 / n with no bias. A negative value: memory ran short. */
static double chance(Skeleton *s, const S4Board *b, const S4Board *c)
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

/* The chance that a probe from the root passes through b's class (of positions equal up to
 * symmetry), summed over every path of the skeleton into it: backwards, over the classes a
 * bead less (the last mover's bead on top of a peg taken off) that the skeleton can come
 * from: after Black's reply, each such class's chance times the chance of the reply into
 * b's class there (one distinct reply leads there: replies are merged by class);
 * after White's move, each class where White's move leads here. Memoised by class. This
 * makes the estimate count distinct positions (1 / chance, Horvitz-Thompson), where the
 * weight counts paths. A negative value: memory ran short. */
static double reach(Skeleton *s, const S4Board *b)
{
    uint64_t kw, kb;
    canonical(&s->geo, b, &kw, &kb);
    if (b->count <= s->root.count) {
        uint64_t rw, rb;
        canonical(&s->geo, &s->root, &rw, &rb);
        return rw == kw && rb == kb ? 1.0 : 0.0;
    }
    Memo *m = memo_at(s, kw, kb);
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
        canonical(&s->geo, &before, &fw, &fb);
        bool again = false;
        for (int i = 0; i < seen && !again; i++)
            again = from[i][0] == fw && from[i][1] == fb;
        if (again || kind_of(s, &before, last) != INNER)
            continue;
        from[seen][0] = fw;
        from[seen][1] = fb;
        seen++;
        double q;
        if (last == S4_BLACK) {
            q = reach(s, &before);
            if (q > 0) {
                double p = chance(s, &before, b);
                q = p < 0 ? -1 : q * p;
            }
        } else {
            int move = engine_move(s, &before);
            if (move < 0)
                return -1;
            S4Board after = before;
            s4_board_play(&after, move, S4_WHITE);
            uint64_t aw, ab;
            canonical(&s->geo, &after, &aw, &ab);
            q = aw == kw && ab == kb ? reach(s, &before) : 0;
        }
        if (q < 0)
            return -1;
        total += q;
    }
    m = memo_at(s, kw, kb);
    if (!m)
        return -1;
    m->reach = total;
    m->reach_known = true;
    return total;
}

static bool count_from(Skeleton *s, S4Board *b, S4Colour to_move)
{
    bool full = false;
    if (!first_visit(s, b, &full))
        return !full;
    Kind k = kind_of(s, b, to_move);
    if (k != INNER) {
        s->frontier += k == FRONTIER;
        s->ended += k == ENDED;
        return true;
    }
    if (to_move == S4_WHITE) {
        s->white_nodes++;
        int peg = engine_move(s, b);
        s4_board_play(b, peg, S4_WHITE);
        bool ok = count_from(s, b, S4_BLACK);
        s4_board_remove(b, peg);
        return ok;
    }
    s->black_nodes++;
    for (int peg = 0; peg < 16; peg++) {
        if (!s4_board_can_play(b, peg))
            continue;
        s4_board_play(b, peg, S4_BLACK);
        bool ok = count_from(s, b, S4_WHITE);
        s4_board_remove(b, peg);
        if (!ok)
            return false;
    }
    return true;
}

/* ---- units: the skeleton as a certificate with its frontier left as work units ---------- */

typedef struct Units {
    Skeleton *s;
    FILE *tree, *list;
    long nodes, units;
    uint64_t (*at)[2]; /* the white and black beads of the nodes written out in full */
    long capacity;     /* of at, and the most node lines */
    struct UnitSlot *slot; /* the first node of each class (canonical position), by hash */
    size_t slots;      /* a power of two, twice capacity: the table is never full */
} Units;

typedef struct UnitSlot {
    uint64_t kw, kb; /* the class's canonical position */
    long node;       /* its first node + 1; 0: a free slot (the empty board's keys are 0) */
} UnitSlot;

/* The slot of b's class: its first node's when there is one, else the free slot where it
 * goes. */
static UnitSlot *unit_slot(const Units *u, const S4Board *b)
{
    uint64_t kw, kb;
    canonical(&u->s->geo, b, &kw, &kb);
    size_t j = (size_t)((kw * 0x9E3779B97F4A7C15ULL ^ kb) >> 17) & (u->slots - 1);
    while (u->slot[j].node && (u->slot[j].kw != kw || u->slot[j].kb != kb))
        j = (j + 1) & (u->slots - 1);
    u->slot[j].kw = kw;
    u->slot[j].kb = kb;
    return &u->slot[j];
}

/* The first node whose position is b's under a symmetry t (the checker's numbering: the
 * image of that node's beads under t is b), or -1: a hash lookup by class, then the one
 * symmetry found among the 8. */
static long earlier(const Units *u, const S4Board *b, int *t)
{
    const UnitSlot *slot = unit_slot(u, b);
    if (!slot->node)
        return -1;
    long i = slot->node - 1;
    for (*t = 0; *t < 8; (*t)++)
        if (s4_symmetry_beads(&u->s->geo, u->at[i][0], *t) == b->beads[0] &&
            s4_symmetry_beads(&u->s->geo, u->at[i][1], *t) == b->beads[1])
            return i;
    assert(!"a class's first node is no image of its position");
    return -1;
}

static bool units_from(Units *u, S4Board *b, S4Colour to_move, S4Game *path)
{
    Skeleton *s = u->s;
    if (s4_board_winning_line(b, S4_WHITE) || s4_board_winning_line(b, S4_BLACK) ||
        s4_board_is_full(b)) {
        fputs("over\n", u->tree);
        u->nodes++;
        return u->nodes <= u->capacity;
    }
    int t;
    long same = earlier(u, b, &t);
    if (same >= 0) {
        fprintf(u->tree, "same %ld %d\n", same, t);
        u->nodes++;
        return u->nodes <= u->capacity;
    }
    if (u->nodes >= u->capacity)
        return false;
    u->at[u->nodes][0] = b->beads[0];
    u->at[u->nodes][1] = b->beads[1];
    unit_slot(u, b)->node = u->nodes + 1;
    u->nodes++;
    char name[S4_PEG_TEXT];
    if (kind_of(s, b, to_move) != INNER) {
        char moves[512];
        s4_game_format_record(path, moves, sizeof moves);
        fprintf(u->tree, "unit %ld\n", u->units);
        fprintf(u->list, "%ld\t%s\n", u->units++, moves);
        return true;
    }
    if (to_move == S4_WHITE) {
        int peg = engine_move(s, b);
        if (peg < 0)
            return false;
        s4_peg_format(&s->geo, peg, name);
        fprintf(u->tree, "move %s\n", name);
        s4_board_play(b, peg, S4_WHITE);
        s4_game_play(path, peg);
        bool ok = units_from(u, b, S4_BLACK, path);
        s4_game_undo(path);
        s4_board_remove(b, peg);
        return ok;
    }
    int pegs[16], n = 0;
    for (int peg = 0; peg < 16; peg++)
        if (s4_board_can_play(b, peg))
            pegs[n++] = peg;
    fprintf(u->tree, "replies %d", n);
    for (int i = 0; i < n; i++) {
        s4_peg_format(&s->geo, pegs[i], name);
        fprintf(u->tree, " %s", name);
    }
    fputc('\n', u->tree);
    for (int i = 0; i < n; i++) {
        s4_board_play(b, pegs[i], S4_BLACK);
        s4_game_play(path, pegs[i]);
        bool ok = units_from(u, b, S4_WHITE, path);
        s4_game_undo(path);
        s4_board_remove(b, pegs[i]);
        if (!ok)
            return false;
    }
    return true;
}

/* Writes DIR/skeleton.txt (the certificate's header, the skeleton with "unit K" where a work
 * unit's certificate goes, its node count) and DIR/units.txt ("K<TAB>moves" a line). The
 * claim is White's win, or White's draw with --claim-draw. */
static int units(Skeleton *s, const S4Game *root, const char *dir, bool draw)
{
    char tree_path[4096], list_path[4096];
    snprintf(tree_path, sizeof tree_path, "%s/skeleton.txt", dir);
    snprintf(list_path, sizeof list_path, "%s/units.txt", dir);
    Units u = {.s = s, .tree = fopen(tree_path, "w"), .list = fopen(list_path, "w"),
               .capacity = 1 << 20};
    u.at = malloc((size_t)u.capacity * sizeof *u.at);
    u.slots = 2 * (size_t)u.capacity;
    u.slot = calloc(u.slots, sizeof *u.slot);
    if (!u.tree || !u.list || !u.at || !u.slot) {
        fprintf(stderr, "score4-skeleton: cannot write %s and %s\n", tree_path, list_path);
        return 2;
    }
    fprintf(u.tree, "score4-certificate 1\nroot %s\nclaim white %s\n", s->o->root,
            draw ? "draw" : "win");
    S4Board b = root->board;
    S4Game path = *root;
    bool ok = units_from(&u, &b, s4_game_to_move(root), &path);
    fprintf(u.tree, "end %ld\n", u.nodes);
    ok = (fclose(u.tree) == 0) & (fclose(u.list) == 0) & ok;
    free(u.at);
    free(u.slot);
    if (!ok) {
        fprintf(stderr, "score4-skeleton: the skeleton is too large or a write failed\n");
        return 1;
    }
    fprintf(stderr, "score4-skeleton: %ld nodes, %ld units in %s\n", u.nodes, u.units, dir);
    return 0;
}

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
    Kind k = kind_of(s, c, c->count % 2 == 0 ? S4_WHITE : S4_BLACK);
    if (k == ENDED)
        return true;
    S4Board image;
    Memo *m = memo_of(s, c, &image);
    if (!m)
        return false;
    m->mass += mass;
    if (m->queued)
        return true;
    m->queued = true;
    return level_push(k == FRONTIER ? frontier : next, &image);
}

/* The exact chance that a probe reaches each frontier class, summed forwards level by level
 * over every path (White's move, then every distinct reply with its chance), set against
 * reach()'s backward sum of the same: the two must agree (to rounding) for 1 / q to be the
 * Horvitz-Thompson weight of the probes as drawn. Prints the frontier's classes, the
 * chances' total (the chance a probe reaches the frontier) and the largest relative gap. */
static int chances(Skeleton *s, const S4Game *root)
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
            canonical(&s->geo, &b, &rw, &rb);
            m = b.count == s->root.count ? NULL : memo_at(s, rw, rb);
            if (!m && b.count != s->root.count) {
                ok = false;
                break;
            }
            double mass = m ? m->mass : 1;
            if (b.count % 2 == 0) {
                int peg = engine_move(s, &b);
                ok = peg >= 0;
                S4Board c = b;
                if (ok) {
                    s4_board_play(&c, peg, S4_WHITE);
                    ok = flow(s, &c, mass, &next, &frontier);
                }
                continue;
            }
            int pegs[16], n = distinct_replies(s, &b, pegs);
            for (int j = 0; ok && j < n; j++) {
                S4Board c = b;
                s4_board_play(&c, pegs[j], S4_BLACK);
                double p = chance(s, &b, &c);
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
        canonical(&s->geo, &frontier.at[i], &rw, &rb);
        m = memo_at(s, rw, rb);
        double forwards = m ? m->mass : -1, backwards = reach(s, &frontier.at[i]);
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

static int count(Skeleton *s, const S4Game *root)
{
    S4Board b = root->board;
    double t0 = s4_clock_cpu_ms();
    if (!count_from(s, &b, s4_game_to_move(root))) {
        fprintf(stderr, "score4-skeleton: out of memory after %zu positions\n", s->used);
        return 1;
    }
    printf("root\t%s\nfrontier_beads\t%ld\nengine_nodes\t%ld\nwhite_nodes\t%ld\n"
           "black_nodes\t%ld\nfrontier\t%ld\nended\t%ld\ncpu_s\t%.1f\n",
           s->o->root, s->o->frontier, s->o->engine_nodes, s->white_nodes, s->black_nodes,
           s->frontier, s->ended, (s4_clock_cpu_ms() - t0) / 1e3);
    return 0;
}

static int probe(Skeleton *s, const S4Game *root)
{
    uint64_t rng = (uint64_t)s->o->seed;
    printf("# root %s, frontier %ld beads, engine %ld nodes, cap %ld ms of processor time",
           s->o->root, s->o->frontier, s->o->engine_nodes, s->o->cpu_limit_ms);
    if (s->o->solve_nodes > 0)
        printf(" and %ld nodes", s->o->solve_nodes);
    if (s->o->bias > 0)
        printf(", replies biased at temperature %ld (shallow %ld plies, floor %ld %%)",
               s->o->bias, s->o->bias_depth, s->o->floor_pct);
    printf("\n");
    printf("probe\tweight\tdistinct\tbeads\tvalue\tnodes\tcpu_ms\tcapped\tmoves\n");
    for (long i = 1; i <= s->o->probes; i++) {
        S4Game g = *root;
        double weight = 1;
        Kind k;
        while ((k = kind_of(s, &g.board, s4_game_to_move(&g))) == INNER) {
            int peg;
            if (s4_game_to_move(&g) == S4_WHITE) {
                peg = engine_move(s, &g.board);
            } else {
                int pegs[16], n = distinct_replies(s, &g.board, pegs);
                if (n == 0) {
                    weight = 0;
                    k = ENDED; /* every reply ends the game: no frontier below */
                    break;
                }
                if (s->o->bias <= 0) {
                    weight *= n; /* uniform: the draw of the runs before the bias */
                    peg = pegs[s4_random_next(&rng) % (uint64_t)n];
                } else {
                    /* The inverse of the cumulative chances at a uniform u in [0, 1); the
                     * last reply takes what rounding leaves. */
                    double u = (double)(s4_random_next(&rng) >> 11) * 0x1.0p-53, p = 0;
                    int r = 0;
                    for (;; r++) {
                        S4Board c = g.board;
                        s4_board_play(&c, pegs[r], S4_BLACK);
                        p = chance(s, &g.board, &c);
                        if (p < 0) {
                            fprintf(stderr, "score4-skeleton: out of memory\n");
                            return 1;
                        }
                        if (u < p || r == n - 1)
                            break;
                        u -= p;
                    }
                    weight /= p;
                    peg = pegs[r];
                }
            }
            if (s4_game_play(&g, peg) != S4_OK)
                break;
        }
        char moves[512];
        s4_game_format_record(&g, moves, sizeof moves);
        if (k != FRONTIER || weight == 0) {
            printf("%ld\t%.6g\t0\t0\t-\t0\t0\t0\t%s\n", i, weight, moves);
            fflush(stdout);
            continue;
        }
        double q = reach(s, &g.board);
        if (q <= 0) {
            fprintf(stderr, "score4-skeleton: %s\n", q < 0 ? "out of memory"
                                                          : "a probe's position has no path");
            return 1;
        }
        if (s->o->no_solve) {
            printf("%ld\t%.6g\t%.6g\t%d\t-\t0\t0\t0\t%s\n", i, weight, 1 / q,
                   g.board.count, moves);
            fflush(stdout);
            continue;
        }
        S4CubePos pos;
        s4_cube_from_board(&s->lines, &g.board, s4_game_to_move(&g), &pos);
        s4_cube_solver_clear(s->solver);
        double c0 = s4_clock_cpu_ms();
        S4CubeResult r;
        s4_cube_solve_nodes(s->solver, &pos, true, (double)s->o->cpu_limit_ms,
                            (uint64_t)s->o->solve_nodes, &r);
        double cpu = s4_clock_cpu_ms() - c0;
        /* The value for White, whoever is to move at the frontier. */
        int v = s4_game_to_move(&g) == S4_WHITE ? r.score : -r.score;
        printf("%ld\t%.6g\t%.6g\t%d\t%s\t%llu\t%.1f\t%d\t%s\n", i, weight, 1 / q,
               g.board.count,
               !r.complete ? "unknown" : v > 0 ? "win" : v < 0 ? "loss" : "draw",
               (unsigned long long)r.nodes, cpu, !r.complete, moves);
        fflush(stdout);
    }
    return 0;
}

int main(int argc, char **argv)
{
    Options o = {.root = "-", .frontier = 20, .engine_nodes = 20000, .probes = 20, .seed = 1,
                 .cpu_limit_ms = 10000, .hash_mb = 64, .bias_depth = 2, .floor_pct = 20,
                 .dir = "."};
    const S4Option options[] = {
        {"--root", S4_OPT_TEXT, &o.root, 0, 0, "MOVES",
         "the skeleton's root as a move record (default -: the empty board)", NULL},
        {"--frontier", S4_OPT_NUMBER, &o.frontier, 1, 63, "N",
         "beads on the frontier's boards (default 20)", NULL},
        {"--engine-nodes", S4_OPT_NUMBER, &o.engine_nodes, 1, 1000000000L, "K",
         "the engine's node budget for White's move (default 20000)", NULL},
        {"--probes", S4_OPT_NUMBER, &o.probes, 1, 1000000, "P", "probes (default 20)", NULL},
        {"--seed", S4_OPT_NUMBER, &o.seed, 0, 1000000000L, "S", "of the probes (default 1)",
         NULL},
        {"--cpu-limit", S4_OPT_NUMBER, &o.cpu_limit_ms, 1, 100000000L, "MS",
         "a frontier position's cap in processor time (default 10000)", NULL},
        {"--hash", S4_OPT_NUMBER, &o.hash_mb, 1, 65536, "MB",
         "the solver's table (default 64)", NULL},
        {"--bias", S4_OPT_NUMBER, &o.bias, 0, 100000, "T",
         "probe: Black's replies drawn by a softmax of their defence at temperature T, in the "
         "learned evaluation's units (100: one unit of log-odds; default 0: uniform)", NULL},
        {"--bias-depth", S4_OPT_NUMBER, &o.bias_depth, 1, 6, "D",
         "probe: the shallow search's plies for a reply's defence (default 2)", NULL},
        {"--floor", S4_OPT_NUMBER, &o.floor_pct, 1, 100, "PCT",
         "probe: the uniform chance's share of every reply's chance (default 20)", NULL},
        {"--solve-nodes", S4_OPT_NUMBER, &o.solve_nodes, 0, 1000000000000L, "N",
         "probe: a frontier solve also stops after about N nodes (default 0: no cap)", NULL},
        {"--no-solve", S4_OPT_FLAG, &o.no_solve, 0, 0, NULL,
         "probe: estimate the frontier's size only (no frontier position is solved)", NULL},
        {"--dir", S4_OPT_TEXT, &o.dir, 0, 0, "DIR",
         "units: where skeleton.txt and units.txt go (default .)", NULL},
        {"--claim-draw", S4_OPT_FLAG, &o.claim_draw, 0, 0, NULL,
         "units: the claim is White's draw, not its win", NULL},
    };
    const S4Program program = {
        .name = "score4-skeleton",
        .version = "1",
        .synopsis = "[options] count|probe|chances|units",
        .about = "The proof skeleton of a Score Four position (the engine's move for White,\n"
                 "every reply for Black) to a frontier: counted exactly, or probed at random\n"
                 "with the frontier positions solved under a cap.",
        .options = options,
        .option_count = (int)(sizeof options / sizeof options[0]),
        .min_operands = 1,
        .max_operands = 1,
        .operand_name = "mode",
    };
    int n = 0;
    S4CliResult parsed = s4_cli_parse(&program, argc, argv, &o.mode, &n);
    if (parsed != S4_CLI_GO_ON)
        return parsed;
    if (strcmp(o.mode, "count") != 0 && strcmp(o.mode, "probe") != 0 &&
        strcmp(o.mode, "units") != 0 && strcmp(o.mode, "chances") != 0) {
        s4_cli_error(&program, "the mode is count, probe, chances or units, not '%s'", o.mode);
        return 2;
    }
    if (o.bias > 0 && o.bias < 20) {
        s4_cli_error(&program, "--bias is 0 (uniform) or at least 20, not %ld", o.bias);
        return 2;
    }
    Skeleton s = {.o = &o};
    s4_geometry_preset(&s.geo, "score4");
    s4_cube_lines_init(&s.lines);
    S4Game root;
    s4_game_init(&root, &s.geo);
    root.early_draw = false;
    if (strcmp(o.root, "-") != 0 && s4_game_play_record(&root, o.root, NULL) != S4_OK) {
        s4_cli_error(&program, "--root: not a playable record: %s", o.root);
        return 2;
    }
    if (root.board.count >= o.frontier) {
        s4_cli_error(&program, "--frontier must exceed the root's %d beads", root.board.count);
        return 2;
    }
    s.root = root.board;
    s.searcher = s4_searcher_new(16, 1);
    S4CubeSolveOptions so = {.hash_mb = (size_t)o.hash_mb, .threads = 1, .weak = true,
                             .limit_cpu = true};
    char why[160];
    s.solver = strcmp(o.mode, "probe") == 0 ? s4_cube_solver_setup(&so, NULL, why, sizeof why)
                                            : NULL;
    if (!s.searcher || (strcmp(o.mode, "probe") == 0 && !s.solver)) {
        s4_cli_error(&program, "no memory for the engine or the solver");
        return 2;
    }
    if (s.solver)
        s4_cube_solver_limit_cpu(s.solver, true);
    int rc = strcmp(o.mode, "count") == 0     ? count(&s, &root)
             : strcmp(o.mode, "chances") == 0 ? chances(&s, &root)
             : strcmp(o.mode, "units") == 0 ? units(&s, &root, o.dir, o.claim_draw)
                                            : probe(&s, &root);
    s4_searcher_free(s.searcher);
    s4_cube_solver_free(s.solver);
    free(s.seen);
    free(s.memo);
    return rc;
}
