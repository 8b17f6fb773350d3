/* cube_move.c: the bridge from the engine's board to the Score Four solver's proved value
 * and a move that keeps it. */
#include "cube_move.h"

#include <string.h>

#include "cube_moves.h"
#include "cube_table.h"

/* Whether the table already shows that the move on `cell` keeps `value` (1 or 0) of pos:
 * the bead completes our line, or the child's entry bounds the opponent's score by -value
 * from above. A table probe, no search. */
static bool table_keeps(const S4CubeSolver *solver, const S4CubePos *pos, int cell, int value)
{
    const S4CubeLines *lines = s4_cube_solver_lines(solver);
    S4CubePos child;
    s4_cube_play(lines, pos, 1ULL << cell, cell, &child);
    if (s4_cube_has_line(lines, child.opp))
        return true;
    int v, bound;
    if (!s4_cube_solver_probe(solver, &child, &v, &bound))
        return false;
    return (bound & S4_CUBE_UPPER) && v <= -value;
}

/* Whether the move on `cell` keeps `value` (1 or 0) of pos, by a search of the child: after
 * it the opponent scores at most -value. *known false when the time or the nodes ran out
 * first. */
static bool search_keeps(S4CubeSolver *solver, const S4CubePos *pos, int cell, int value,
                         double deadline, uint64_t node_limit, bool *known, uint64_t *nodes)
{
    *known = true;
    if (table_keeps(solver, pos, cell, value))
        return true;
    double left = deadline - s4_cube_solver_now(solver);
    if ((deadline > 0 && left <= 0) || (node_limit > 0 && *nodes >= node_limit)) {
        *known = false;
        return false;
    }
    S4CubePos child;
    s4_cube_play(s4_cube_solver_lines(solver), pos, 1ULL << cell, cell, &child);
    /* The child's score v is from the opponent's view: in the window (-value, 1 - value),
     * v <= -value proves the opponent scores at most -value, v > -value that it scores more. */
    S4CubeResult r;
    int v = s4_cube_search_nodes(solver, &child, -value, 1 - value, deadline > 0 ? left : 0,
                                 node_limit > 0 ? node_limit - *nodes : 0, &r);
    *nodes += r.nodes;
    if (!r.complete) {
        *known = false;
        return false;
    }
    return v <= -value;
}

/* The playable cell of `peg` in pos, or -1 when the peg is full or out of range. */
static int cell_of(const S4CubePos *pos, int peg)
{
    if (peg < 0 || peg >= S4_CUBE_PEGS)
        return -1;
    uint64_t on_peg = s4_cube_playable(s4_cube_mask(pos)) & (0x0001000100010001ULL << peg);
    return on_peg ? __builtin_ctzll(on_peg) : -1;
}

bool s4_cube_try_move(S4CubeSolver *solver, const S4Board *board, S4Colour side, int first,
                      double limit_ms, uint64_t node_limit, S4CubeMove *move)
{
    const S4Geometry *geo = board->geo;
    if (s4_geometry_is_flat(geo) || geo->cells != S4_CUBE_CELLS || s4_board_is_full(board) ||
        limit_ms < 0 || (limit_ms == 0 && node_limit == 0))
        return false;
    if (s4_board_winning_line(board, S4_WHITE) || s4_board_winning_line(board, S4_BLACK))
        return false;
    /* The scores count beads from the first, and the solver's rules tell White from Black by
     * the count's parity: the position must be one of alternate play with `side` to move. */
    int white = __builtin_popcountll(board->beads[S4_WHITE]);
    int black = __builtin_popcountll(board->beads[S4_BLACK]);
    if ((white != black && white != black + 1) ||
        side != (white == black ? S4_WHITE : S4_BLACK))
        return false;
    S4CubePos pos;
    s4_cube_from_board(s4_cube_solver_lines(solver), board, side, &pos);
    double deadline = limit_ms > 0 ? s4_cube_solver_now(solver) + limit_ms : 0;
    S4CubeResult root;
    s4_cube_solve_nodes(solver, &pos, true, limit_ms, node_limit, &root);
    if (!root.complete)
        return false;
    memset(move, 0, sizeof *move);
    move->value = root.score;
    move->nodes = root.nodes;
    move->peg = -1;
    if (root.score < 0)
        return true;
    int first_cell = cell_of(&pos, first);
    if (first_cell >= 0 && table_keeps(solver, &pos, first_cell, root.score)) {
        move->peg = first;
        move->first_keeps = true;
        return true;
    }
    if (cell_of(&pos, root.peg) >= 0) {
        move->peg = root.peg;
        move->proof_move = true;
        return true;
    }
    /* No move from the proof (a rule's bound settled the root): the moves one by one, the
     * search's first, in what is left of the time. */
    for (int i = -1; i < S4_CUBE_PEGS; i++) {
        int peg = i < 0 ? first : i;
        int cell = cell_of(&pos, peg);
        if (cell < 0 || (i >= 0 && peg == first))
            continue;
        bool known;
        bool keeps = search_keeps(solver, &pos, cell, root.score, deadline, node_limit, &known,
                                  &move->nodes);
        if (!known)
            break;
        if (keeps) {
            move->peg = peg;
            move->first_keeps = peg == first;
            break;
        }
    }
    return true;
}

int s4_cube_only_move(const S4CubeSolver *solver, const S4Board *board, S4Colour side)
{
    S4CubePos pos;
    s4_cube_from_board(s4_cube_solver_lines(solver), board, side, &pos);
    uint64_t mask = s4_cube_mask(&pos), moves = 0;
    switch (s4_cube_moves(&pos, mask, &moves)) {
    case S4_CUBE_MOVES_WIN:
        return __builtin_ctzll(pos.wme & s4_cube_playable(mask)) % 16;
    case S4_CUBE_MOVES_OPEN:
        return moves && !(moves & (moves - 1)) ? __builtin_ctzll(moves) % 16 : -1;
    default:
        return -1;
    }
}
