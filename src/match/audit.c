/* audit.c: the exact solver's verdict on each move of a recorded game (audit.h). */
#include "match/audit.h"

#include <string.h>

#include "core/board.h"

void s4_audit_position(S4CubeSolver *solver, const S4Board *board, S4Colour side,
                       const S4AuditLimits *limits, S4AuditPosition *out)
{
    S4CubePos pos;
    s4_cube_from_board(s4_cube_solver_lines(solver), board, side, &pos);
    s4_cube_solver_clear(solver);
    double start = s4_cube_solver_now(solver);
    S4CubeResult r;
    s4_cube_solve_nodes(solver, &pos, true, limits->limit_ms, limits->node_limit, &r);
    out->ms = s4_cube_solver_now(solver) - start;
    out->known = r.complete;
    out->value = r.complete ? r.score : 0;
    out->nodes = r.nodes;
}

bool s4_audit_game(S4CubeSolver *solver, const S4Record *record, const S4AuditLimits *limits,
                   S4AuditPosition pos[S4_MAX_CELLS], S4AuditMove move[S4_MAX_CELLS])
{
    const S4Geometry *geo = &record->geo;
    if (geo->cells != S4_CUBE_CELLS || s4_geometry_is_flat(geo))
        return false;
    int n = record->move_count;
    memset(pos, 0, sizeof *pos * S4_MAX_CELLS);
    memset(move, 0, sizeof *move * S4_MAX_CELLS);
    /* The values of the positions before each move (White moves first; the record's moves
     * were played by s4_record_parse, so each is legal and the game undecided before it). */
    S4Board board;
    s4_board_init(&board, geo);
    for (int k = 0; k < n; k++) {
        S4Colour side = k % 2 == 0 ? S4_WHITE : S4_BLACK;
        if (k >= limits->from_beads)
            s4_audit_position(solver, &board, side, limits, &pos[k]);
        if (s4_board_play(&board, record->moves[k], side) != S4_OK)
            return false;
    }
    /* Each move: the mover's value before it against the one it left itself. */
    s4_board_init(&board, geo);
    for (int k = 0; k < n; k++) {
        S4Colour side = k % 2 == 0 ? S4_WHITE : S4_BLACK;
        s4_board_play(&board, record->moves[k], side);
        S4AuditMove *m = &move[k];
        if (!pos[k].known)
            continue;
        m->before = pos[k].value;
        m->before_ms = pos[k].ms;
        if (s4_board_winning_line(&board, side)) {
            m->after = 1;
        } else if (s4_board_is_full(&board)) {
            m->after = 0;
        } else if (k + 1 < n && pos[k + 1].known) {
            m->after = -pos[k + 1].value;
            m->after_ms = pos[k + 1].ms;
        } else if (k + 1 == n) {
            /* The record stops here undecided (a forfeit): the child solved on its own. */
            S4AuditPosition last;
            s4_audit_position(solver, &board, s4_other(side), limits, &last);
            if (!last.known)
                continue;
            m->after = -last.value;
            m->after_ms = last.ms;
        } else {
            continue;
        }
        m->judged = true;
    }
    return true;
}
