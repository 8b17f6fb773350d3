/* cube_certificate.h: writing what a solve proved as a certificate that score4-check-proof
 * replays with the core's rules alone (the format: engine/solver/check/proof_check.h).
 *
 * From a position whose prover (the side that wins, or does not lose) is known, the writer
 * emits the prover's move at its nodes and every legal reply at the opponent's, down to
 * leaves: a finished game ("over"), a position the immediate facts decide (cube_moves.h),
 * or one with at most leaf_empty empty cells, each with its weak value for the prover.
 * A position met again, as itself or as one of its 8 images under the square's symmetries,
 * is written "same <node> <t>". The prover's moves come from a caller's hook where it knows
 * them (score4-solve-mpi's split tree and its workers' fragments) and else from the solver:
 * its proof's move, checked by one null-window search of the child (another move is tried
 * only when that fails). The solver never prints: the text goes to a FILE the caller owns.
 */
#ifndef S4_SOLVER_CUBE_CERTIFICATE_H
#define S4_SOLVER_CUBE_CERTIFICATE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "cube_solver.h"

enum {
    S4_CERT_VERSION = 1,
    S4_CERT_WHY = 256,
    /* Leaves at 20 empty cells (44 beads): the checker's plain search settles one in tens of
     * thousands of positions at most (docs/solving.md, "Certificates"). */
    S4_CERT_LEAF_EMPTY = 20,
};

/* What a hook says of a position (see S4CubeCertHook). */
typedef enum S4CubeCertHint {
    S4_CERT_HINT_NONE,     /* not known: the writer goes on by itself */
    S4_CERT_HINT_MOVE,     /* *peg is a proved move of the prover (at its turn only) */
    S4_CERT_HINT_FRAGMENT, /* the subtree is fragment[0..len), `nodes` node lines whose
                            * "same" numbers count from the fragment's first line */
} S4CubeCertHint;

typedef struct S4CubeCertFragment {
    const char *text;
    size_t len;
    long nodes;
} S4CubeCertFragment;

typedef S4CubeCertHint (*S4CubeCertHook)(void *context, const S4CubePos *pos, bool prover_to_move,
                                         int *peg, S4CubeCertFragment *fragment);

typedef struct S4CubeCertWriter S4CubeCertWriter;

/* A writer that emits to out: claim 1 (the prover wins) or 0 (it does not lose); leaves at
 * leaf_empty empty cells or fewer; hook (may be NULL) asked at every node first. NULL when
 * memory is short. */
S4CubeCertWriter *s4_cube_cert_writer_new(S4CubeSolver *solver, FILE *out, int claim,
                                          int leaf_empty, S4CubeCertHook hook, void *context);
void s4_cube_cert_writer_free(S4CubeCertWriter *writer);

/* Emits the subtree of pos (prover_to_move: whose turn it is). false with why[] when a claim
 * fails to hold (the solver found the prover short of it: a fault) or memory is short. */
bool s4_cube_cert_subtree(S4CubeCertWriter *writer, const S4CubePos *pos, bool prover_to_move,
                          char why[S4_CERT_WHY]);

/* Node lines emitted so far. */
long s4_cube_cert_nodes(const S4CubeCertWriter *writer);

/* The prover and claim of a solved root, from its value v from the side to move's view (weak
 * or exact): a win or draw of the side to move makes it the prover; a loss the other side. */
void s4_cube_cert_claim(int v, bool *prover_to_move, int *claim);

/* Writes the claim line ("claim <white|black> <win|draw>") of a root with beads on its board:
 * the header's, and the second half's of a draw (both sides' "does not lose"). */
void s4_cube_cert_claim_line(FILE *out, int beads, bool prover_to_move, int claim);

/* Writes the certificate header ("score4-certificate 1", root, claim) for the root record
 * `moves` ("-": the empty board) with beads on its board. */
void s4_cube_cert_header(FILE *out, const char *moves, int beads, bool prover_to_move,
                         int claim);

#endif
