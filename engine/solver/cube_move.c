/* cube_move.c: the bridge from the engine's board to the Score Four solver's proved value
 * and the moves that keep it. */
#include "cube_move.h"

#include <string.h>

/* Whether the move on `cell` keeps `value` (1 or 0) of pos: after it the opponent scores
 * at most -value. *known false when the time ran out first. */
static bool keeps_value(S4CubeSolver *solver, const S4CubePos *pos, int cell, int value,
                        double deadline, bool *known, uint64_t *nodes)
{
    const S4CubeLines *lines = s4_cube_solver_lines(solver);
    S4CubePos child;
    s4_cube_play(lines, pos, 1ULL << cell, cell, &child);
    *known = true;
    if (s4_cube_has_line(lines, child.opp))
        return true; /* the bead completes our line: a win keeps any value */
    double left = deadline - s4_cube_solver_now(solver);
    if (left <= 0) {
        *known = false;
        return false;
    }
    /* The child's score v is from the opponent's view: in the window (-value, 1 - value),
     * v <= -value proves the opponent scores at most -value, v > -value that it scores more. */
    S4CubeResult r;
    int v = s4_cube_search(solver, &child, -value, 1 - value, left, NULL, &r);
    *nodes += r.nodes;
    if (!r.complete) {
        *known = false;
        return false;
    }
    return v <= -value;
}

bool s4_cube_try_move(S4CubeSolver *solver, const S4Board *board, S4Colour side, int first,
                      double limit_ms, S4CubeMove *move)
{
    const S4Geometry *geo = board->geo;
    if (s4_geometry_is_flat(geo) || geo->cells != S4_CUBE_CELLS || s4_board_is_full(board) ||
        limit_ms <= 0)
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
    double deadline = s4_cube_solver_now(solver) + limit_ms;
    S4CubeResult root;
    s4_cube_solve(solver, &pos, true, limit_ms, &root);
    if (!root.complete)
        return false;
    memset(move, 0, sizeof *move);
    move->value = root.score;
    move->nodes = root.nodes;
    if (root.score < 0)
        return true;
    uint64_t playable = s4_cube_playable(s4_cube_mask(&pos));
    int order[S4_CUBE_PEGS], n = 0;
    if (first >= 0 && first < S4_CUBE_PEGS)
        order[n++] = first;
    for (int peg = 0; peg < S4_CUBE_PEGS; peg++)
        if (peg != first)
            order[n++] = peg;
    for (int i = 0; i < n; i++) {
        uint64_t on_peg = playable & (0x0001000100010001ULL << order[i]);
        if (!on_peg)
            continue; /* a full peg */
        bool known;
        bool keeps = keeps_value(solver, &pos, __builtin_ctzll(on_peg), root.score, deadline,
                                 &known, &move->nodes);
        if (!known)
            break;
        move->checked |= 1u << order[i];
        if (keeps) {
            move->keeps |= 1u << order[i];
            break;
        }
    }
    return true;
}
