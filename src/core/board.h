/* board.h: a position of a gravity game as two bitboards; play, remove, wins and draws. */
#ifndef S4_CORE_BOARD_H
#define S4_CORE_BOARD_H

#include <stdbool.h>
#include <stdint.h>

#include "core/geometry.h"
#include "core/status.h"

typedef enum S4Colour { S4_WHITE = 0, S4_BLACK = 1 } S4Colour;

static inline S4Colour s4_other(S4Colour c) { return (S4Colour)(1 - c); }
/* "white" or "black". */
const char *s4_colour_name(S4Colour c);

/* A small value type: copy it freely. Cell numbering is drawn in geometry.h.
 * Invariants: beads[0] & beads[1] == 0; every occupied cell above level 0 has an
 * occupied cell below it (gravity); count == popcount(beads[0] | beads[1]).
 * Colours need not alternate: the testing mode and the protocol's `note:` place
 * any colour in any order, so who moves next is the caller's business. */
typedef struct S4Board {
    const S4Geometry *geo;  /* not owned; outlives the board */
    uint64_t beads[2];      /* cells holding white (0) and black (1) beads */
    int count;              /* beads on the board */
} S4Board;

/* An empty board of the given geometry. */
void s4_board_init(S4Board *board, const S4Geometry *geo);

static inline uint64_t s4_board_occupied(const S4Board *b) { return b->beads[0] | b->beads[1]; }

/* Cells where a bead may go next: one per peg that is not full. */
static inline uint64_t s4_board_playable_cells(const S4Board *b)
{
    uint64_t occupied = s4_board_occupied(b);
    return ~occupied & (b->geo->bottom_mask | occupied << b->geo->pegs) & b->geo->board_mask;
}

/* Beads on a peg (0..height). peg must be valid. */
int s4_board_peg_height(const S4Board *board, int peg);

/* True when peg is on the board and not full. */
bool s4_board_can_play(const S4Board *board, int peg);

/* The colour at (peg, level): 0 white, 1 black, -1 empty. */
int s4_board_at(const S4Board *board, int peg, int level);

/* Drops a bead of colour c on peg. S4_ERR_BAD_PEG or S4_ERR_PEG_FULL leave the board as it was. */
S4Status s4_board_play(S4Board *board, int peg, S4Colour c);

/* Takes the top bead off peg. S4_ERR_PEG_EMPTY or S4_ERR_BAD_PEG change nothing. */
S4Status s4_board_remove(S4Board *board, int peg);

/* True when every peg is full. */
static inline bool s4_board_is_full(const S4Board *b) { return b->count == b->geo->cells; }

/* A complete line of colour c, or 0 when c has none. */
uint64_t s4_board_winning_line(const S4Board *board, S4Colour c);

/* True when the bead at the top of peg (just played) completes a line of its colour. */
bool s4_board_top_wins(const S4Board *board, int peg);

/* True when putting a bead of colour c on peg would complete a line; peg must be playable. */
bool s4_board_move_would_win(const S4Board *board, int peg, S4Colour c);

/* The early draw of the handout: no line is free of both colours, so neither side can
 * ever complete one. A full board without a line is also dead. */
bool s4_board_is_dead(const S4Board *board);

/* Number of pegs that are not full, and their indices in increasing order into pegs[]. */
int s4_board_legal_pegs(const S4Board *board, int pegs[S4_MAX_PEGS]);

#endif
