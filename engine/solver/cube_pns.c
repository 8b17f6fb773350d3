/* cube_pns.c: df-pn over Score Four positions, taking turns with the alpha-beta solver. */
/* madvise(MADV_HUGEPAGE) is a Linux extension (see cube_table.c). */
#define _DEFAULT_SOURCE 1
#include "cube_pns.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "cube_moves.h"
#include "cube_order.h"
#include "cube_rules.h"
#include "cube_table.h"

/*
 * Numbers from the side to move's view (negamax form of df-pn): pn is the proof number of
 * "the side to move reaches its goal", dn its disproof number. At a node with goal g a child
 * has goal 1 - g (the mover scores at least g exactly when the opponent does not score at
 * least 1 - g), and
 *
 *     pn(n) = min over children of dn(child),   dn(n) = sum over children of pn(child).
 *
 * Proved: pn 0, dn INF; disproved: pn INF, dn 0. Sums saturate at PN_MAX below INF, so an
 * unsettled number never reads as settled.
 */
#define INF UINT32_MAX
#define PN_MAX (UINT32_MAX - 1)

/* A slot of the table: the position (side to move's beads and every bead, which give back
 * the position exactly, so a hit is never another one), its goal, its numbers, and the work
 * (nodes) its last search took, which decides what is replaced. tag 0: empty, else 1 + goal. */
typedef struct Slot {
    uint64_t me, mask;
    uint32_t pn, dn, work, tag;
} Slot;

/* Four slots a bucket: a position's two goals share its bucket, so a settled answer of one
 * goal can settle the other (a win is at least a draw; not a draw is no win). */
enum { SLOTS = 4, MAX_MOVES = 16, CHECK_EVERY = 1024 };
_Static_assert(sizeof(Slot) * SLOTS == 128, "a bucket is two cache lines (mid prefetches both)");

struct S4CubePns {
    Slot *slots;
    uint64_t buckets;
    S4CubePnsConfig config;
};

S4CubePnsConfig s4_cube_pns_defaults(void)
{
    return (S4CubePnsConfig){.leaf_empty = 0, .leaf_nodes = 0, .epsilon_percent = 25,
                             .alternate = true, .first_budget = 1 << 16,
                             .pns_share_percent = 25, .eval_empty = 30,
                             .eval_step_percent = 100};
}

S4CubePns *s4_cube_pns_new(size_t table_mb, const S4CubePnsConfig *config)
{
    S4CubePns *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->config = config ? *config : s4_cube_pns_defaults();
    uint64_t bytes = (uint64_t)(table_mb ? table_mb : 1) << 20;
    p->buckets = bytes / (SLOTS * sizeof(Slot));
    if (p->buckets == 0)
        p->buckets = 1;
    /* 2 MB aligned and advised as huge pages, as the alpha-beta's table: every probe is a
     * random access, and on 4 kB pages most of them would also miss the TLB. */
    size_t size = p->buckets * SLOTS * sizeof(Slot), align = (size_t)2 << 20;
    size = (size + align - 1) / align * align;
    p->slots = aligned_alloc(align, size);
    if (!p->slots) {
        free(p);
        return NULL;
    }
#ifdef MADV_HUGEPAGE
    madvise(p->slots, size, MADV_HUGEPAGE);
#endif
    s4_cube_pns_clear(p);
    return p;
}

void s4_cube_pns_free(S4CubePns *pns)
{
    if (!pns)
        return;
    free(pns->slots);
    free(pns);
}

void s4_cube_pns_clear(S4CubePns *pns)
{
    memset(pns->slots, 0, pns->buckets * SLOTS * sizeof(Slot));
}

static Slot *bucket_of(const S4CubePns *t, uint64_t me, uint64_t mask)
{
    uint64_t h = s4_cube_position_hash(me, mask);
    __extension__ typedef unsigned __int128 Wide;
    return t->slots + SLOTS * (uint64_t)(((Wide)h * t->buckets) >> 64);
}

/* The stored numbers of (position, goal), or the settled answer the other goal implies. */
static bool lookup(const S4CubePns *t, uint64_t me, uint64_t mask, int goal, uint32_t *pn,
                   uint32_t *dn)
{
    const Slot *b = bucket_of(t, me, mask);
    bool found = false;
    for (int s = 0; s < SLOTS; s++) {
        if (!b[s].tag || b[s].me != me || b[s].mask != mask)
            continue;
        if (b[s].tag == (uint32_t)goal + 1) {
            *pn = b[s].pn;
            *dn = b[s].dn;
            found = true;
        } else if ((goal == 0 && b[s].pn == 0) || (goal == 1 && b[s].dn == 0)) {
            *pn = b[s].pn; /* a win proves a draw; no draw disproves a win */
            *dn = b[s].dn;
            return true;
        }
    }
    return found;
}

static void store(S4CubePns *t, uint64_t me, uint64_t mask, int goal, uint32_t pn, uint32_t dn,
                  uint64_t work)
{
    Slot *b = bucket_of(t, me, mask), *victim = NULL;
    uint32_t tag = (uint32_t)goal + 1;
    for (int s = 0; s < SLOTS && !victim; s++)
        if (b[s].tag == tag && b[s].me == me && b[s].mask == mask)
            victim = &b[s];
    for (int s = 0; s < SLOTS && !victim; s++)
        if (!b[s].tag)
            victim = &b[s];
    if (!victim) {
        victim = &b[0];
        for (int s = 1; s < SLOTS; s++)
            if (b[s].work < victim->work)
                victim = &b[s];
    }
    *victim = (Slot){.me = me, .mask = mask, .pn = pn, .dn = dn, .tag = tag,
                     .work = work > UINT32_MAX ? UINT32_MAX : (uint32_t)work};
}

/* One proof's state. */
typedef struct Run {
    S4CubePns *pns;
    S4CubeSolver *solver;
    const S4CubeLines *lines;
    double deadline;        /* ms on the solver's clock (s4_cube_solver_now); 0: none */
    uint64_t nodes;         /* df-pn nodes: expansions and evaluated children */
    uint64_t ab_nodes;      /* the alpha-beta's, in the leaves */
    uint64_t next_check;
    uint64_t node_cap;      /* 0: none; else give up after about this many nodes in all */
    bool aborted;
} Run;

enum { OPEN, PROVED, DISPROVED };

/* Settles pos for `goal` without search when the immediate threats, the bead count or the
 * static rules do; else OPEN with the moves worth searching in *moves: a playable threat of
 * ours wins, two of the opponent's lose, one must be blocked, and a cell right under an
 * opponent threat is never played (the alpha-beta's cuts: cube_moves.h). */
static int classify(const S4CubeLines *lines, const S4CubePos *pos, int goal, uint64_t *moves)
{
    uint64_t playable;
    switch (s4_cube_moves(pos, s4_cube_mask(pos), &playable)) {
    case S4_CUBE_MOVES_FULL:
        return goal <= 0 ? PROVED : DISPROVED; /* a full board is a draw */
    case S4_CUBE_MOVES_WIN:
        return PROVED;
    case S4_CUBE_MOVES_LOST:
        return DISPROVED;
    case S4_CUBE_MOVES_OPEN:
        break;
    }
    int beads = pos->moves;
    if (goal > 0 && beads + 3 > 64)
        return DISPROVED; /* no bead of ours left to win with */
    if (goal <= 0 && beads + 4 > 64)
        return PROVED; /* no bead of the opponent's left to win with after our block */
    /* The rules bound the mover's score from above by -1 or 0 (or say nothing). */
    int rule = (beads & 1) == 0 ? s4_cube_parity_bound(lines, pos)
                                : s4_cube_odd_threat_bound(lines, pos);
    if (rule < goal)
        return DISPROVED;
    *moves = playable;
    return OPEN;
}

static bool out_of_time(Run *r)
{
    r->next_check = r->nodes + CHECK_EVERY;
    if ((r->deadline > 0 && s4_cube_solver_now(r->solver) > r->deadline) ||
        (r->node_cap > 0 && r->nodes + r->ab_nodes >= r->node_cap))
        r->aborted = true;
    return r->aborted;
}

/* Whether the alpha-beta's table holds a bound that settles pos for `goal`; if so, *pn and
 * *dn are the settled numbers. */
static bool settled_by_alpha_beta(const Run *r, const S4CubePos *pos, int goal, uint32_t *pn,
                                  uint32_t *dn)
{
    int value, bound;
    if (!s4_cube_solver_probe(r->solver, pos, &value, &bound))
        return false;
    if ((bound & S4_CUBE_LOWER) && value >= goal) { /* a lower bound, or exact */
        *pn = 0;
        *dn = INF;
        return true;
    }
    if ((bound & S4_CUBE_UPPER) && value < goal) { /* an upper bound, or exact */
        *pn = INF;
        *dn = 0;
        return true;
    }
    return false;
}

/* The numbers of a position about to be searched for `goal`: stored ones, or a settled
 * answer, or (a new open node) an alpha-beta leaf's answer or the starting numbers: 1 to
 * prove (one good move may do), the count of moves to disprove (each must be refuted).
 * *fresh: they are those starting numbers, which the parent may rank (rank_by_evaluation). */
static void evaluate(Run *r, const S4CubePos *pos, int goal, uint32_t *pn, uint32_t *dn,
                     bool *fresh)
{
    uint64_t mask = s4_cube_mask(pos), moves = 0;
    *fresh = false;
    const S4CubePnsConfig *c = &r->pns->config;
    if (lookup(r->pns, pos->me, mask, goal, pn, dn)) {
        /* Open numbers may be stale: the alpha-beta's turns since they were stored may have
         * settled the node, and a settled child changes its parent's numbers at once (a
         * disproved child proves the parent) where the open ones would wait until df-pn
         * chose that child. Settled, the numbers replace the open ones. */
        if (*pn != 0 && *dn != 0 && c->alternate && settled_by_alpha_beta(r, pos, goal, pn, dn))
            store(r->pns, pos->me, mask, goal, *pn, *dn, 0);
        return;
    }
    r->nodes++;
    int kind = classify(r->lines, pos, goal, &moves);
    if (kind != OPEN) {
        *pn = kind == PROVED ? 0 : INF;
        *dn = kind == PROVED ? INF : 0;
        return;
    }
    /* What the alpha-beta found out (its turns, or leaves) may already settle the goal. */
    if (c->alternate && settled_by_alpha_beta(r, pos, goal, pn, dn))
        return;
    uint32_t width = (uint32_t)__builtin_popcountll(moves);
    *pn = 1;
    *dn = width;
    if (64 - pos->moves > c->leaf_empty) {
        *fresh = true;
        return;
    }
    S4CubeResult ab = {.complete = false, .nodes = 0};
    int v = s4_cube_search_capped(r->solver, pos, goal - 1, goal, c->leaf_nodes, r->deadline,
                                  &ab);
    r->ab_nodes += ab.nodes;
    if (!ab.complete) {
        if (r->deadline > 0 && s4_cube_solver_now(r->solver) > r->deadline) {
            r->aborted = true;
            return;
        }
        /* The alpha-beta could not settle it within its budget: a harder node. */
        *pn = 4;
        *dn = 4 * width;
    } else {
        *pn = v >= goal ? 0 : INF;
        *dn = v >= goal ? INF : 0;
    }
    store(r->pns, pos->me, mask, goal, *pn, *dn, ab.nodes);
}

/* A new child's disproof number (how hard to prove our goal through that move) grows by
 * eval_step_percent of itself for each sibling move the learned evaluation (cube_order.h,
 * as the alpha-beta's order uses it) rates above it, so that among children with equal
 * numbers the likelier move is searched first. Children that have numbers of their own (the
 * table's) keep them. */
static void rank_by_evaluation(Run *r, const S4CubePos *pos, const S4CubePos *child,
                               const int *cell, int n, const bool *fresh, uint32_t *cdn)
{
    int ev[MAX_MOVES];
    for (int i = 0; i < n; i++)
        ev[i] = s4_cube_order_eval(&child[i], s4_cube_open_delta(r->lines, pos->me, pos->opp,
                                                                 cell[i]));
    int step = r->pns->config.eval_step_percent;
    for (int i = 0; i < n; i++) {
        if (!fresh[i])
            continue;
        int above = 0;
        for (int j = 0; j < n; j++)
            above += ev[j] > ev[i];
        uint64_t grown = (uint64_t)cdn[i] * (uint64_t)(100 + step * above) / 100;
        cdn[i] = grown > PN_MAX ? PN_MAX : (uint32_t)grown;
    }
}

static uint32_t add_sat(uint32_t a, uint32_t b)
{
    if (a == INF || b == INF)
        return INF;
    uint64_t s = (uint64_t)a + b;
    return s > PN_MAX ? PN_MAX : (uint32_t)s;
}

/* Multiple-iterative deepening of an open position (Nagai's MID): searches below pos until
 * its proof number reaches thpn or its disproof number thdn, and returns both. */
static void mid(Run *r, const S4CubePos *pos, int goal, uint32_t thpn, uint32_t thdn,
                uint32_t *pn_out, uint32_t *dn_out)
{
    uint64_t work0 = r->nodes + r->ab_nodes;
    if (r->nodes >= r->next_check && out_of_time(r))
        return;
    uint64_t mask = s4_cube_mask(pos), moves = 0;
    int kind = classify(r->lines, pos, goal, &moves);
    if (kind != OPEN) { /* callers only search open positions; kept exact all the same */
        *pn_out = kind == PROVED ? 0 : INF;
        *dn_out = kind == PROVED ? INF : 0;
        return;
    }
    /* The alpha-beta's table may settle this node: its turns since the node's numbers were
     * stored (evaluate reads it for every child), or a transposition df-pn settled in this
     * turn after the parent read its children. Open numbers from df-pn's table would send
     * the search down to its old frontier before it saw that. */
    if (r->pns->config.alternate && settled_by_alpha_beta(r, pos, goal, pn_out, dn_out)) {
        store(r->pns, pos->me, mask, goal, *pn_out, *dn_out, 0);
        return;
    }
    S4CubePos child[MAX_MOVES];
    int cell[MAX_MOVES]; /* where each child's bead went */
    uint32_t cpn[MAX_MOVES], cdn[MAX_MOVES];
    int n = 0;
    /* Every child's bucket is fetched at once, so that their misses overlap (the probes'
     * cache and TLB misses were most of the time): both of its cache lines, since lookup
     * reads all four slots. */
    for (uint64_t rest = moves; rest; rest &= rest - 1) {
        uint64_t m = rest & -rest;
        cell[n] = __builtin_ctzll(m);
        s4_cube_play(r->lines, pos, m, cell[n], &child[n]);
        const Slot *b = bucket_of(r->pns, child[n].me, mask | m);
        __builtin_prefetch(b);
        __builtin_prefetch(b + SLOTS / 2);
        if (r->pns->config.alternate)
            s4_cube_solver_prefetch(r->solver, &child[n]);
        n++;
    }
    bool fresh[MAX_MOVES];
    for (int i = 0; i < n; i++) {
        evaluate(r, &child[i], 1 - goal, &cpn[i], &cdn[i], &fresh[i]);
        if (r->aborted)
            return;
    }
    const S4CubePnsConfig *c = &r->pns->config;
    if (c->eval_empty > 0 && 64 - pos->moves >= c->eval_empty)
        rank_by_evaluation(r, pos, child, cell, n, fresh, cdn);
    int eps = c->epsilon_percent;
    uint32_t pn, dn;
    int best = 0;
    for (;;) {
        /* pn: the smallest child dn; dn: the sum of the children's pn. */
        uint32_t second = INF;
        best = 0;
        pn = INF;
        dn = 0;
        for (int i = 0; i < n; i++) {
            if (cdn[i] < pn) {
                second = pn;
                pn = cdn[i];
                best = i;
            } else if (cdn[i] < second) {
                second = cdn[i];
            }
            dn = add_sat(dn, cpn[i]);
        }
        if (pn >= thpn || dn >= thdn)
            break;
        /* The child's thresholds: its pn may grow until our dn reaches thdn; its dn until
         * it passes the second best child's by a factor 1 + eps (Pawlewicz and Lew: a plain
         * "second + 1" makes the search switch between two close siblings again and again,
         * each time rebuilding a subtree the table may have lost). */
        uint32_t child_thpn = thdn == INF ? INF : thdn - dn + cpn[best];
        uint64_t wide = second == INF ? INF : (uint64_t)second * (uint64_t)(100 + eps) / 100;
        if (wide < (uint64_t)second + 1)
            wide = (uint64_t)second + 1;
        uint32_t child_thdn = wide < thpn ? (uint32_t)wide : thpn;
        mid(r, &child[best], 1 - goal, child_thpn, child_thdn, &cpn[best], &cdn[best]);
        if (r->aborted)
            return;
    }
    *pn_out = pn;
    *dn_out = dn;
    uint64_t work = r->nodes + r->ab_nodes - work0;
    store(r->pns, pos->me, mask, goal, pn, dn, work);
    /* A settled subtree becomes a bound in the alpha-beta's table, for its next turn: a
     * proof of goal g is a lower bound g on the score, with the proving move to try first;
     * a disproof an upper bound g - 1. */
    if (r->pns->config.alternate && (pn == 0 || dn == 0))
        s4_cube_solver_store(r->solver, pos, pn == 0 ? goal : goal - 1,
                             pn == 0 ? S4_CUBE_LOWER : S4_CUBE_UPPER, pn == 0 ? cell[best] % S4_CUBE_PEGS : -1,
                             work);
}

int s4_cube_pns_prove(S4CubePns *pns, S4CubeSolver *solver, const S4CubePos *pos, int goal,
                      double deadline, uint64_t node_cap, uint64_t *nodes)
{
    Run r = {.pns = pns, .solver = solver, .lines = s4_cube_solver_lines(solver),
             .deadline = deadline, .node_cap = node_cap, .next_check = CHECK_EVERY};
    uint32_t pn = 0, dn = 0;
    bool fresh;
    evaluate(&r, pos, goal, &pn, &dn, &fresh);
    if (!r.aborted && pn != 0 && dn != 0) {
        r.nodes++;
        mid(&r, pos, goal, INF, INF, &pn, &dn);
    }
    *nodes += r.nodes + r.ab_nodes;
    if (r.aborted)
        return -1;
    return pn == 0 ? 1 : 0;
}

/* One question, by df-pn alone or (config.alternate) by the alpha-beta and df-pn in turn with
 * doubling node budgets. Each keeps its table between turns, so a turn resumes rather than
 * restarts; the total is within a small factor of the quicker of the two, whichever it is. */
static int answer(S4CubePns *pns, S4CubeSolver *solver, const S4CubePos *pos, int goal,
                  double deadline, uint64_t *nodes, uint64_t *order_nodes)
{
    const S4CubePnsConfig *c = &pns->config;
    if (!c->alternate)
        return s4_cube_pns_prove(pns, solver, pos, goal, deadline, 0, nodes);
    for (uint64_t budget = c->first_budget ? c->first_budget : 1;; budget *= 2) {
        S4CubeResult ab = {.complete = false, .nodes = 0};
        int v = s4_cube_search_capped(solver, pos, goal - 1, goal, budget, deadline, &ab);
        *nodes += ab.nodes;
        *order_nodes += ab.order_nodes;
        if (ab.complete)
            return v >= goal;
        uint64_t share = budget / 100 * (uint64_t)c->pns_share_percent;
        int proved = s4_cube_pns_prove(pns, solver, pos, goal, deadline, share ? share : 1,
                                       nodes);
        if (proved >= 0)
            return proved;
        if (deadline > 0 && s4_cube_solver_now(solver) > deadline)
            return -1;
    }
}

void s4_cube_pns_solve(S4CubePns *pns, S4CubeSolver *solver, const S4CubePos *pos,
                       double limit_ms, S4CubeResult *result)
{
    double deadline = limit_ms > 0 ? s4_cube_solver_now(solver) + limit_ms : 0;
    result->nodes = 0;
    result->order_nodes = 0;
    result->complete = false;
    result->score = 0;
    int win = answer(pns, solver, pos, 1, deadline, &result->nodes, &result->order_nodes);
    if (win < 0)
        return;
    if (win == 1) {
        result->score = 1;
        result->complete = true;
        return;
    }
    int draw = answer(pns, solver, pos, 0, deadline, &result->nodes, &result->order_nodes);
    if (draw < 0)
        return;
    result->score = draw == 1 ? 0 : -1;
    result->complete = true;
}
