/* cube_moves.h: the immediate facts of a Score Four position and the moves a search orders.
 *
 * One definition for every search over S4CubePos: the alpha-beta (cube_solver.c's `search`
 * and s4_cube_decided), proof-number search's classify (cube_pns.c), the shallow order
 * search (cube_shallow.c), the split tree (cube_split.c) and the labels the order weights are
 * fitted to (bench/cube_label.c, which must see the children the alpha-beta orders). A change
 * here changes them all together; tests/cube_moves.c pins the sets on hand-made positions.
 * Inline: both run in every node of the alpha-beta.
 */
#ifndef S4_SOLVER_CUBE_MOVES_H
#define S4_SOLVER_CUBE_MOVES_H

#include <stdbool.h>
#include <stdint.h>

#include "cube_board.h"

/* What the side to move faces before any search. */
typedef enum S4CubeMovesKind {
    S4_CUBE_MOVES_OPEN, /* nothing decided: *moves holds the moves worth searching */
    S4_CUBE_MOVES_FULL, /* no cell left: a draw */
    S4_CUBE_MOVES_WIN,  /* a playable threat of ours: we win with this bead */
    S4_CUBE_MOVES_LOST, /* two playable threats of the opponent's, or every move we may make
                         * (the one block, if forced) lies right under an opponent's threat:
                         * the opponent wins with its next bead */
} S4CubeMovesKind;

/* The immediate facts of pos (mask: s4_cube_mask(pos)). A playable threat of ours wins; two
 * of the opponent's lose; one must be blocked (the only move left); a cell right under an
 * opponent's threat is never played (it gives the opponent its win). OPEN only with a
 * non-empty *moves: the playable cells left after those cuts, which the searches order;
 * *moves is not written otherwise. */
static inline S4CubeMovesKind s4_cube_moves(const S4CubePos *pos, uint64_t mask, uint64_t *moves)
{
    uint64_t playable = s4_cube_playable(mask);
    if (!playable)
        return S4_CUBE_MOVES_FULL;
    if (pos->wme & playable)
        return S4_CUBE_MOVES_WIN;
    uint64_t forced = pos->wopp & playable;
    if (forced) {
        if (forced & (forced - 1))
            return S4_CUBE_MOVES_LOST;
        playable = forced;
    }
    playable &= ~(pos->wopp >> 16);
    if (!playable)
        return S4_CUBE_MOVES_LOST;
    *moves = playable;
    return S4_CUBE_MOVES_OPEN;
}

/* child: the position after one of our moves from an OPEN node (s4_cube_play), mask_after:
 * every bead on its board. True when our next bead wins whatever the opponent plays: after
 * the move the opponent faces two playable threats of ours, or must block one that lies
 * right under another of ours. (Those are two of the ways s4_cube_moves(child) is LOST; the
 * third, every cell the opponent may play right under a threat of ours with none of ours
 * playable, is left to the child's own search.) */
static inline bool s4_cube_wins_next(const S4CubePos *child, uint64_t mask_after)
{
    uint64_t ours = child->wopp & s4_cube_playable(mask_after);
    /* Bitwise, not && and ||: the alpha-beta asks this of every child it makes, and the
     * branches of the short-circuit form were a twelfth of its mispredictions. */
    return (ours != 0) & (((ours & (ours - 1)) != 0) | ((ours & ~(child->wopp >> 16)) == 0));
}

#endif
