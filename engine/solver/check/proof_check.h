/* proof_check.h: score4-check-proof's reading and checking of a Score Four certificate.
 *
 * The certificate (written by score4-solve-mpi --certificate; docs/solving.md):
 *
 *   score4-certificate 1
 *   root <moves>                  the subtree's root as a move record ("-": the empty board)
 *   claim <white|black> <win|draw> the prover and what it gets at least
 *   <node>...                     the tree in preorder, one node a line
 *   end <nodes>                   how many node lines came before
 *
 * A claim of a draw proves only that the prover does not lose; the value is a draw when the
 * other side's draw follows as a second half of the same form (written by score4-solve-mpi
 * for a drawn root), its nodes numbered from 0 again:
 *
 *   claim <the other side> draw
 *   <node>...
 *   end <nodes>
 *
 * A node is one of
 *   move <peg>                    at the prover's turn: its move; the child follows
 *   replies <n> <peg>...          at the opponent's turn: every legal move, each once, in any
 *                                 order; their n children follow in that order
 *   leaf <win|draw|loss>          a position to re-solve: its weak value for the prover
 *   over                          the game has ended here (a line, or a full board)
 *   same <node> <t>               this position is node <node>'s (an earlier line, counted
 *                                 from 0) under symmetry t (0..7 of the square's 8), so its
 *                                 proof is that node's
 *
 * Checked with the core's rules only: every move legal and played in turn, the game not over
 * before an `over` nor at any other node, every legal reply present once, every `same` a
 * true image, every finished game and every leaf at least the claim for the prover, each
 * leaf's value what the plain search (plain_search.h) finds, and the end line's count (a
 * truncated file is refused). One failure refuses the whole certificate.
 */
#ifndef S4_CHECK_PROOF_CHECK_H
#define S4_CHECK_PROOF_CHECK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

enum {
    S4_PROOF_MAX_LINE = 200,
    S4_PROOF_WHY = 512,
};

typedef struct S4ProofReport {
    char root[S4_PROOF_MAX_LINE]; /* the root's record as written */
    char claim[40];               /* "white win", "black draw", "white draw and black draw" */
    int halves;                   /* 2: a draw proved for both sides (the value is a draw) */
    long nodes;                   /* node lines */
    long leaves;                  /* leaves re-solved */
    long finished;                /* finished games */
    long merged;                  /* `same` lines */
    int root_beads;               /* beads on the root's board */
    int deepest_leaf;             /* most beads on a leaf's board (0 when none) */
    uint64_t search_nodes;        /* the plain search's positions over every leaf */
    uint64_t largest_leaf;        /* the most any one leaf took */
} S4ProofReport;

/* Checks the certificate read from in (name: what messages call it); leaf_budget: the most
 * positions the plain search may visit for one leaf (0: no limit; a leaf not settled within
 * it is refused). true when accepted; else false with why ("line N: <reason>"). */
bool s4_proof_check(FILE *in, const char *name, uint64_t leaf_budget, S4ProofReport *report,
                    char why[S4_PROOF_WHY]);

#endif
