/* solver_move.c: the bridge from the engine's board to the solver's proved move. */
#include "solver_move.h"

#include <string.h>

/* The beads on the board when the game with this score ends, from a position of `moves`
 * beads: the winner has cells/2 + 1 - |score| beads, and one more than the loser if it
 * moved first. */
static int end_beads(const S4FlatShape *s, int moves, int score)
{
    if (score == 0)
        return 0;
    int winner = s->cells / 2 + 1 - (score > 0 ? score : -score);
    bool winner_first = (score > 0) == (moves % 2 == 0);
    return winner_first ? 2 * winner - 1 : 2 * winner;
}

bool s4_solver_try_move(S4Solver *solver, const S4Board *board, S4Colour side,
                        double time_limit_ms, uint64_t node_limit, S4SolverMove *move)
{
    const S4FlatShape *s = s4_solver_shape(solver);
    const S4Geometry *geo = board->geo;
    if (!s4_geometry_is_flat(geo) || geo->width != s->width || geo->height != s->height ||
        geo->connect != s->connect || s4_board_is_full(board))
        return false;
    if (s4_board_winning_line(board, S4_WHITE) || s4_board_winning_line(board, S4_BLACK))
        return false;
    int own = __builtin_popcountll(board->beads[side]);
    int other = __builtin_popcountll(board->beads[s4_other(side)]);
    if (own != other && own + 1 != other)
        return false;
    S4FlatPos pos;
    s4_flat_from_board(s, board, side, &pos);
    S4SolveResult result;
    s4_solver_best_move_nodes(solver, &pos, time_limit_ms, node_limit, &result);
    if (!result.complete)
        return false;
    memset(move, 0, sizeof *move);
    move->peg = result.column;
    move->score = result.score;
    move->end_beads = end_beads(s, pos.moves, result.score);
    move->nodes = result.nodes;
    return true;
}
