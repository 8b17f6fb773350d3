/* cube_split_certificate.c: a solved split's certificate (see cube_split_certificate.h). */
#include "cube_split_certificate.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "core/atomic_file.h"

/* The first child of prover node i whose interval proves the claim (the prover's value
 * through child c is at least -hi(c)); -1 when none does. */
static int proving_child(const S4CubeSplit *split, int i, int claim)
{
    const S4CubeSplitNode *n = &split->node[i];
    for (int c = n->first_child; c < n->first_child + n->children; c++)
        if (-split->node[c].hi >= claim)
            return c;
    return -1;
}

static bool grow_push(int **array, int *count, int value)
{
    int *more = realloc(*array, (size_t)(*count + 1) * sizeof **array);
    if (!more)
        return false;
    *array = more;
    more[(*count)++] = value;
    return true;
}

static bool walk(S4CubeSplitCert *cert, int i, bool prover_to_move)
{
    const S4CubeSplit *split = cert->split;
    const S4CubeSplitNode *n = &split->node[i];
    if (!grow_push(&cert->on_proof, &cert->on_proof_count, i))
        return false;
    if (n->children == 0) {
        int v;
        if (s4_cube_decided(&n->pos, &v))
            return true;
        int before = cert->needed_count;
        if (!grow_push(&cert->needed, &cert->needed_count, i))
            return false;
        bool *more = realloc(cert->needed_prover, (size_t)cert->needed_count * sizeof *more);
        if (!more)
            return false;
        cert->needed_prover = more;
        more[before] = prover_to_move;
        return true;
    }
    if (prover_to_move) {
        int c = proving_child(split, i, cert->claim);
        return c >= 0 && walk(cert, c, false);
    }
    for (int c = n->first_child; c < n->first_child + n->children; c++)
        if (!walk(cert, c, true))
            return false;
    return true;
}

int s4_cube_split_cert_halves(const S4CubeSplit *split)
{
    return split->node[0].lo == 0 && split->node[0].hi == 0 ? 2 : 1;
}

bool s4_cube_split_cert_init(S4CubeSplitCert *cert, const S4CubeSplit *split, bool other_side)
{
    memset(cert, 0, sizeof *cert);
    cert->split = split;
    s4_cube_cert_claim(split->node[0].lo, &cert->prover_to_move, &cert->claim);
    if (other_side) {
        assert(s4_cube_split_cert_halves(split) == 2);
        cert->prover_to_move = !cert->prover_to_move;
    }
    cert->fragment = calloc((size_t)split->count, sizeof *cert->fragment);
    if (!cert->fragment || !walk(cert, 0, cert->prover_to_move)) {
        s4_cube_split_cert_free(cert);
        return false;
    }
    return true;
}

void s4_cube_split_cert_free(S4CubeSplitCert *cert)
{
    if (cert->fragment)
        for (int i = 0; i < cert->split->count; i++)
            free((char *)cert->fragment[i].text);
    free(cert->fragment);
    free(cert->on_proof);
    free(cert->needed);
    free(cert->needed_prover);
    memset(cert, 0, sizeof *cert);
}

void s4_cube_split_cert_give(S4CubeSplitCert *cert, int node, char *text, size_t len,
                             long nodes)
{
    free((char *)cert->fragment[node].text);
    cert->fragment[node] = (S4CubeCertFragment){text, len, nodes};
}

bool s4_cube_split_cert_fragment(S4CubeSolver *solver, const S4CubePos *pos,
                                 bool prover_to_move, int claim, int leaf_empty, char **text,
                                 size_t *len, long *nodes, char why[S4_CERT_WHY])
{
    *text = NULL;
    *len = 0;
    FILE *out = open_memstream(text, len);
    S4CubeCertWriter *w =
        out ? s4_cube_cert_writer_new(solver, out, claim, leaf_empty, NULL, NULL) : NULL;
    bool ok = w != NULL;
    if (!ok)
        snprintf(why, S4_CERT_WHY, "out of memory");
    else
        ok = s4_cube_cert_subtree(w, pos, prover_to_move, why);
    *nodes = w ? s4_cube_cert_nodes(w) : 0;
    s4_cube_cert_writer_free(w);
    if (out && fclose(out) != 0 && ok) {
        snprintf(why, S4_CERT_WHY, "out of memory");
        ok = false;
    }
    if (!ok) {
        free(*text);
        *text = NULL;
        *len = 0;
    }
    return ok;
}

/* The writer's hook: inside the split, the proving child's move at the prover's nodes, and
 * the workers' fragments at the needed leaves. */
static S4CubeCertHint hook(void *context, const S4CubePos *pos, bool prover_to_move, int *peg,
                           S4CubeCertFragment *fragment)
{
    const S4CubeSplitCert *cert = context;
    const S4CubeSplit *split = cert->split;
    for (int k = 0; k < cert->on_proof_count; k++) {
        int i = cert->on_proof[k];
        const S4CubeSplitNode *n = &split->node[i];
        if (n->pos.me != pos->me || n->pos.opp != pos->opp)
            continue;
        if (cert->fragment[i].text) {
            *fragment = cert->fragment[i];
            return S4_CERT_HINT_FRAGMENT;
        }
        if (n->children > 0 && prover_to_move) {
            int c = proving_child(split, i, cert->claim);
            if (c < 0)
                return S4_CERT_HINT_NONE;
            uint64_t cell = s4_cube_mask(&split->node[c].pos) ^ s4_cube_mask(pos);
            *peg = __builtin_ctzll(cell) % 16;
            return S4_CERT_HINT_MOVE;
        }
        return S4_CERT_HINT_NONE;
    }
    return S4_CERT_HINT_NONE;
}

/* One half: its tree and end line (its claim line is the caller's). */
static bool write_half(S4CubeSplitCert *cert, S4CubeSolver *solver, int leaf_empty, FILE *out,
                       long *nodes, char why[S4_CERT_WHY])
{
    const S4CubePos *root = &cert->split->node[0].pos;
    S4CubeCertWriter *w = s4_cube_cert_writer_new(solver, out, cert->claim, leaf_empty, hook,
                                                  cert);
    bool ok = w != NULL;
    if (!ok)
        snprintf(why, S4_CERT_WHY, "out of memory");
    else
        ok = s4_cube_cert_subtree(w, root, cert->prover_to_move, why);
    if (ok) {
        *nodes = s4_cube_cert_nodes(w);
        fprintf(out, "end %ld\n", *nodes);
    }
    s4_cube_cert_writer_free(w);
    return ok;
}

bool s4_cube_split_cert_write(S4CubeSplitCert *cert, int halves, S4CubeSolver *solver,
                              const char *moves, int leaf_empty, const char *path, long *nodes,
                              char why[S4_CERT_WHY])
{
    for (int h = 0; h < halves; h++)
        for (int k = 0; k < cert[h].needed_count; k++)
            if (!cert[h].fragment[cert[h].needed[k]].text) {
                snprintf(why, S4_CERT_WHY, "a leaf of the split has no fragment");
                return false;
            }
    S4AtomicFile f;
    S4Status status = s4_atomic_open(&f, path);
    if (status != S4_OK) {
        s4_atomic_describe(&f, status, why, S4_CERT_WHY);
        return false;
    }
    int beads = cert[0].split->node[0].pos.moves;
    bool ok = true;
    *nodes = 0;
    for (int h = 0; ok && h < halves; h++) {
        if (h == 0)
            s4_cube_cert_header(f.file, moves, beads, cert[h].prover_to_move, cert[h].claim);
        else
            s4_cube_cert_claim_line(f.file, beads, cert[h].prover_to_move, cert[h].claim);
        long half_nodes = 0;
        ok = write_half(&cert[h], solver, leaf_empty, f.file, &half_nodes, why);
        *nodes += half_nodes;
    }
    if (!ok) {
        s4_atomic_abort(&f);
        return false;
    }
    status = s4_atomic_commit(&f);
    if (status != S4_OK) {
        s4_atomic_describe(&f, status, why, S4_CERT_WHY);
        return false;
    }
    return true;
}
