/* cube_split_certificate.h: the certificate of a solved split (score4-solve-mpi
 * --certificate): the prover's moves inside the split tree from its intervals, the split's
 * leaves on the proof as fragments that workers write (cube_certificate.h), and the file.
 * MPI-free: cube_mpi.c only moves the fragments between ranks. */
#ifndef S4_SOLVER_CUBE_SPLIT_CERTIFICATE_H
#define S4_SOLVER_CUBE_SPLIT_CERTIFICATE_H

#include <stdbool.h>

#include "cube_certificate.h"
#include "cube_split.h"

typedef struct S4CubeSplitCert {
    const S4CubeSplit *split;
    bool prover_to_move;  /* at the root */
    int claim;            /* 1: the prover wins; 0: it does not lose */
    int *on_proof;        /* split nodes on the proof tree (the writer's hook looks there) */
    int on_proof_count;
    int *needed;          /* the undecided split leaves on the proof: one fragment each */
    bool *needed_prover;  /* whose turn it is at each of them: the prover's? */
    int needed_count;
    S4CubeCertFragment *fragment; /* by split node; text malloc'd, NULL until given */
} S4CubeSplitCert;

/* The proof tree through a solved split of the claim of its root's value
 * (s4_cube_cert_claim); with other_side, of a drawn root only, the other side's draw: a
 * draw's certificate holds both, each side's "does not lose" (s4_cube_split_cert_halves).
 * false when memory is short or the intervals prove no such tree. */
bool s4_cube_split_cert_init(S4CubeSplitCert *cert, const S4CubeSplit *split, bool other_side);

/* How many halves a solved split's certificate has: 2 for a drawn root, else 1. */
int s4_cube_split_cert_halves(const S4CubeSplit *split);
void s4_cube_split_cert_free(S4CubeSplitCert *cert);

/* Takes over text (malloc'd, len bytes, nodes lines) as the fragment of split node `node`. */
void s4_cube_split_cert_give(S4CubeSplitCert *cert, int node, char *text, size_t len,
                             long nodes);

/* One fragment: the subtree of pos written by a writer of its own on solver. The text is
 * malloc'd (the caller frees it). false with why[] on a fault or short memory. */
bool s4_cube_split_cert_fragment(S4CubeSolver *solver, const S4CubePos *pos,
                                 bool prover_to_move, int claim, int leaf_empty, char **text,
                                 size_t *len, long *nodes, char why[S4_CERT_WHY]);

/* Writes the whole certificate of the root record `moves` to path (atomically: the old file
 * stays whole on any failure) once every needed fragment of every half is given: cert[0]'s
 * claim and tree and end line, then for a draw cert[1]'s claim line, tree and end line.
 * solver answers what the split does not (the opponent's replies the split left out, which
 * lose at once). true with *nodes (every half's node lines), or false with why[]. */
bool s4_cube_split_cert_write(S4CubeSplitCert *cert, int halves, S4CubeSolver *solver,
                              const char *moves, int leaf_empty, const char *path, long *nodes,
                              char why[S4_CERT_WHY]);

#endif
