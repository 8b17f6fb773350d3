/* cube_certificate.c: a solve's proof written as a certificate (see cube_certificate.h). */
#include "cube_certificate.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "core/notation.h"

/* A position met before: its white and black beads (as written) and its node number. The
 * table is keyed by the least image of the position under the 8 symmetries. */
typedef struct Seen {
    uint64_t key_white, key_black; /* the canonical image; key_white | key_black == 0: free */
    uint64_t white, black;
    long node;
} Seen;

struct S4CubeCertWriter {
    S4CubeSolver *solver;
    const S4CubeLines *lines;
    FILE *out;
    int claim;         /* 1: the prover wins; 0: it does not lose */
    int leaf_empty;
    S4CubeCertHook hook;
    void *context;
    long nodes;        /* node lines written; the next line's number */
    Seen *seen;        /* open addressing, capacity a power of two, at most half full */
    size_t capacity, used;
};

S4CubeCertWriter *s4_cube_cert_writer_new(S4CubeSolver *solver, FILE *out, int claim,
                                          int leaf_empty, S4CubeCertHook hook, void *context)
{
    S4CubeCertWriter *w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    *w = (S4CubeCertWriter){.solver = solver, .lines = s4_cube_solver_lines(solver), .out = out,
                            .claim = claim, .leaf_empty = leaf_empty, .hook = hook,
                            .context = context, .capacity = 1024};
    w->seen = calloc(w->capacity, sizeof *w->seen);
    if (!w->seen) {
        free(w);
        return NULL;
    }
    return w;
}

void s4_cube_cert_writer_free(S4CubeCertWriter *writer)
{
    if (writer)
        free(writer->seen);
    free(writer);
}

long s4_cube_cert_nodes(const S4CubeCertWriter *writer)
{
    return writer->nodes;
}

void s4_cube_cert_claim(int v, bool *prover_to_move, int *claim)
{
    *prover_to_move = v >= 0;
    *claim = v != 0;
}

void s4_cube_cert_claim_line(FILE *out, int beads, bool prover_to_move, int claim)
{
    bool white_to_move = beads % 2 == 0;
    fprintf(out, "claim %s %s\n", white_to_move == prover_to_move ? "white" : "black",
            claim ? "win" : "draw");
}

void s4_cube_cert_header(FILE *out, const char *moves, int beads, bool prover_to_move,
                         int claim)
{
    fprintf(out, "score4-certificate %d\nroot %s\n", S4_CERT_VERSION, moves);
    s4_cube_cert_claim_line(out, beads, prover_to_move, claim);
}

/* ---- positions met before -------------------------------------------------------------- */

static void colours(const S4CubePos *pos, uint64_t *white, uint64_t *black)
{
    bool white_to_move = pos->moves % 2 == 0;
    *white = white_to_move ? pos->me : pos->opp;
    *black = white_to_move ? pos->opp : pos->me;
}

/* The cells `beads` under symmetry t of the square of pegs (the checker's numbering: bit 0
 * mirrors the columns, bit 1 the rows, bit 2 swaps rows and columns; levels stay). */
static uint64_t image(uint64_t beads, int t)
{
    uint64_t out = 0;
    for (uint64_t rest = beads; rest; rest &= rest - 1) {
        int cell = __builtin_ctzll(rest), row = cell % 16 / 4, col = cell % 4;
        if (t & 1)
            col = 3 - col;
        if (t & 2)
            row = 3 - row;
        if (t & 4) {
            int x = row;
            row = col;
            col = x;
        }
        out |= 1ULL << (cell / 16 * 16 + row * 4 + col);
    }
    return out;
}

static void canonical(uint64_t white, uint64_t black, uint64_t *kw,
                      uint64_t *kb)
{
    *kw = white;
    *kb = black;
    for (int t = 1; t < 8; t++) {
        uint64_t iw = image(white, t), ib = image(black, t);
        if (iw < *kw || (iw == *kw && ib < *kb)) {
            *kw = iw;
            *kb = ib;
        }
    }
}

static size_t slot_of(const S4CubeCertWriter *w, uint64_t kw, uint64_t kb)
{
    uint64_t h = (kw * 0x9E3779B97F4A7C15ULL) ^ (kb * 0xC2B2AE3D27D4EB4FULL);
    size_t i = (size_t)(h >> 20) & (w->capacity - 1);
    while ((w->seen[i].key_white | w->seen[i].key_black) &&
           (w->seen[i].key_white != kw || w->seen[i].key_black != kb))
        i = (i + 1) & (w->capacity - 1);
    return i;
}

static bool grow(S4CubeCertWriter *w)
{
    size_t old = w->capacity;
    Seen *was = w->seen;
    w->capacity *= 2;
    w->seen = calloc(w->capacity, sizeof *w->seen);
    if (!w->seen) {
        w->seen = was;
        w->capacity = old;
        return false;
    }
    for (size_t i = 0; i < old; i++)
        if (was[i].key_white | was[i].key_black)
            w->seen[slot_of(w, was[i].key_white, was[i].key_black)] = was[i];
    free(was);
    return true;
}

/* The node of a position met before (as itself or an image) and the symmetry t that takes
 * that node's position to this one; -1 when new. */
static long find(const S4CubeCertWriter *w, const S4CubePos *pos, int *t)
{
    uint64_t white, black, kw, kb;
    colours(pos, &white, &black);
    canonical(white, black, &kw, &kb);
    const Seen *s = &w->seen[slot_of(w, kw, kb)];
    if (!(s->key_white | s->key_black))
        return -1;
    for (*t = 0; *t < 8; (*t)++)
        if (image(s->white, *t) == white && image(s->black, *t) == black)
            return s->node;
    return -1; /* unreachable: an equal key is an image */
}

static bool remember(S4CubeCertWriter *w, const S4CubePos *pos, long node)
{
    if (2 * (w->used + 1) > w->capacity && !grow(w))
        return false;
    uint64_t white, black, kw, kb;
    colours(pos, &white, &black);
    canonical(white, black, &kw, &kb);
    if (!(kw | kb))
        return true; /* the empty board: never met again */
    Seen *s = &w->seen[slot_of(w, kw, kb)];
    if (!(s->key_white | s->key_black))
        w->used++;
    *s = (Seen){kw, kb, white, black, node};
    return true;
}

/* ---- the tree ---------------------------------------------------------------------------- */

static bool failed(char why[S4_CERT_WHY], const char *what)
{
    snprintf(why, S4_CERT_WHY, "%s", what);
    return false;
}

static const char *value_word(int v)
{
    return v > 0 ? "win" : v < 0 ? "loss" : "draw";
}

/* The fragment's lines, its "same" numbers moved by the nodes already written. */
static bool append_fragment(S4CubeCertWriter *w, const S4CubeCertFragment *f,
                            char why[S4_CERT_WHY])
{
    long base = w->nodes, lines = 0;
    for (const char *p = f->text, *end = f->text + f->len; p < end;) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t len = nl ? (size_t)(nl - p) : (size_t)(end - p);
        long node;
        int t;
        if (len > 5 && strncmp(p, "same ", 5) == 0 && sscanf(p + 5, "%ld %d", &node, &t) == 2)
            fprintf(w->out, "same %ld %d\n", node + base, t);
        else
            fprintf(w->out, "%.*s\n", (int)len, p);
        lines++;
        p += len + 1;
    }
    if (lines != f->nodes)
        return failed(why, "a fragment whose line count is not its node count");
    w->nodes += lines;
    return true;
}

static int cell_of_peg(uint64_t playable, int peg)
{
    uint64_t on_peg = playable & (0x0001000100010001ULL << peg);
    return on_peg ? __builtin_ctzll(on_peg) : -1;
}

/* True when the prover's move to child keeps the claim: a null-window search of the child
 * (node_cap: 0 no cap; a search cut short proves nothing). */
static bool keeps_claim(S4CubeCertWriter *w, const S4CubePos *child, uint64_t node_cap)
{
    S4CubeResult r;
    int v = s4_cube_search_nodes(w->solver, child, -w->claim, -w->claim + 1, 0, node_cap, &r);
    return r.complete && v <= -w->claim;
}

/* Nodes a forcing move's check may take before the next candidate is tried. */
enum { FORCING_CAP = 200000 };

/* A move of the prover at pos that keeps the claim: a winning bead; else a forcing move (one
 * that leaves the opponent a single reply: every other loses at once, so the certificate
 * below it is one subtree, not one a reply) that a capped search proves; else the solver's
 * proof's move, checked by a null-window search of the child; else the first other move such
 * a search proves. -1 when none does (the solver is wrong or the claim is). */
static int prover_move(S4CubeCertWriter *w, const S4CubePos *pos)
{
    uint64_t playable = s4_cube_playable(s4_cube_mask(pos));
    if (pos->wme & playable)
        return __builtin_ctzll(pos->wme & playable) % 16;
    S4CubePos child[16];
    bool forcing[16] = {false};
    for (int peg = 0; peg < 16; peg++) {
        int cell = cell_of_peg(playable, peg);
        if (cell < 0)
            continue;
        s4_cube_play(w->lines, pos, 1ULL << cell, cell, &child[peg]);
        uint64_t ours = child[peg].wopp & s4_cube_playable(s4_cube_mask(&child[peg]));
        /* One threat to block, and not right under the opponent's own. */
        forcing[peg] = ours && !(ours & (ours - 1)) && !(ours & (child[peg].wme >> 16)) &&
                       !(child[peg].wme & s4_cube_playable(s4_cube_mask(&child[peg])));
        if (forcing[peg] && keeps_claim(w, &child[peg], FORCING_CAP))
            return peg;
    }
    S4CubeResult r;
    s4_cube_solve(w->solver, pos, true, 0, &r);
    if (!r.complete || r.score < w->claim)
        return -1;
    if (r.peg >= 0 && cell_of_peg(playable, r.peg) >= 0 && keeps_claim(w, &child[r.peg], 0))
        return r.peg;
    for (int peg = 0; peg < 16; peg++)
        if (peg != r.peg && cell_of_peg(playable, peg) >= 0 && keeps_claim(w, &child[peg], 0))
            return peg;
    return -1;
}

static bool emit(S4CubeCertWriter *w, const S4CubePos *pos, bool prover_to_move,
                 char why[S4_CERT_WHY])
{
    const S4Geometry *geo = &w->lines->geo;
    char name[S4_PEG_TEXT];
    /* 1. The game is over: the last bead's line, or a full board. */
    if ((pos->moves > 0 && s4_cube_has_line(w->lines, pos->opp)) || pos->moves == 64) {
        if (pos->moves < 64 && prover_to_move)
            return failed(why, "the opponent completes a line in the proof");
        if (pos->moves == 64 && w->claim > 0 && !s4_cube_has_line(w->lines, pos->opp))
            return failed(why, "a full board without a line in the proof of a win");
        fputs("over\n", w->out);
        w->nodes++;
        return true;
    }
    /* 2. Met before, as itself or an image. */
    int t;
    long node = find(w, pos, &t);
    if (node >= 0) {
        fprintf(w->out, "same %ld %d\n", node, t);
        w->nodes++;
        return true;
    }
    if (!remember(w, pos, w->nodes))
        return failed(why, "out of memory");
    /* 3. What the caller knows. */
    int peg = -1;
    S4CubeCertFragment fragment;
    S4CubeCertHint hint = w->hook ? w->hook(w->context, pos, prover_to_move, &peg, &fragment)
                                  : S4_CERT_HINT_NONE;
    if (hint == S4_CERT_HINT_FRAGMENT)
        return append_fragment(w, &fragment, why);
    /* 4. A leaf: decided at once, or few enough cells left for the checker's plain search. */
    int v;
    bool decided = s4_cube_decided(pos, &v);
    if (decided || 64 - pos->moves <= w->leaf_empty) {
        if (!decided) {
            S4CubeResult r;
            s4_cube_solve(w->solver, pos, true, 0, &r);
            v = r.score;
        }
        v = (v > 0) - (v < 0);
        if (!prover_to_move)
            v = -v;
        if (v < w->claim)
            return failed(why, "a leaf short of the claim");
        fprintf(w->out, "leaf %s\n", value_word(v));
        w->nodes++;
        return true;
    }
    uint64_t playable = s4_cube_playable(s4_cube_mask(pos));
    /* 5. The prover's move. */
    if (prover_to_move) {
        if (hint != S4_CERT_HINT_MOVE)
            peg = prover_move(w, pos);
        int cell = peg >= 0 ? cell_of_peg(playable, peg) : -1;
        if (cell < 0)
            return failed(why, "no move of the prover keeps the claim");
        s4_peg_format(geo, peg, name);
        fprintf(w->out, "move %s\n", name);
        w->nodes++;
        S4CubePos child;
        s4_cube_play(w->lines, pos, 1ULL << cell, cell, &child);
        return emit(w, &child, false, why);
    }
    /* 6. Every reply of the opponent, peg by peg. */
    fprintf(w->out, "replies %d", __builtin_popcountll(playable));
    for (int q = 0; q < 16; q++)
        if (cell_of_peg(playable, q) >= 0) {
            s4_peg_format(geo, q, name);
            fprintf(w->out, " %s", name);
        }
    fputc('\n', w->out);
    w->nodes++;
    for (int q = 0; q < 16; q++) {
        int cell = cell_of_peg(playable, q);
        if (cell < 0)
            continue;
        S4CubePos child;
        s4_cube_play(w->lines, pos, 1ULL << cell, cell, &child);
        if (!emit(w, &child, true, why))
            return false;
    }
    return true;
}

bool s4_cube_cert_subtree(S4CubeCertWriter *writer, const S4CubePos *pos, bool prover_to_move,
                          char why[S4_CERT_WHY])
{
    return emit(writer, pos, prover_to_move, why);
}
