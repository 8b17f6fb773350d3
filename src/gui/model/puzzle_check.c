/* puzzle_check.c: a puzzle's moves judged by the exact solvers (puzzle_check.h). */
#include "gui/model/puzzle_check.h"

#include <stdlib.h>
#include <string.h>

#include "cube_solver.h"
#include "solver.h"

/* The table of each solver: small, since a puzzle's positions are late. */
enum { CUBE_TABLE_MB = 8, FLAT_TABLE_MB = 8 };

struct GuiPuzzleSolver {
    const S4Geometry *geo;
    S4CubeSolver *cube;   /* Score Four */
    S4Solver *flat;       /* the Connect games */
    S4FlatShape shape;
};

GuiPuzzleSolver *gui_puzzle_solver_new(const S4Geometry *geo)
{
    GuiPuzzleSolver *s = calloc(1, sizeof *s);
    if (s == NULL)
        return NULL;
    s->geo = geo;
    if (s4_flat_shape_from_geometry(&s->shape, geo) == S4_OK)
        s->flat = s4_solver_new(&s->shape, s4_solver_table_log2(FLAT_TABLE_MB));
    else if (geo->width == 4 && geo->depth == 4 && geo->height == 4)
        s->cube = s4_cube_solver_new(CUBE_TABLE_MB, 1);
    if (s->cube == NULL && s->flat == NULL) {
        free(s);
        return NULL;
    }
    return s;
}

void gui_puzzle_solver_free(GuiPuzzleSolver *s)
{
    if (s == NULL)
        return;
    s4_cube_solver_free(s->cube);
    s4_solver_free(s->flat);
    free(s);
}

/* The exact value for side to move on board (nobody has a line, not full): 1, 0, -1 or
 * GUI_PUZZLE_UNKNOWN; *total as gui_puzzle_move_value's. */
static int solve(GuiPuzzleSolver *s, const S4Board *board, S4Colour side, int *total)
{
    *total = 0;
    if (s == NULL)
        return GUI_PUZZLE_UNKNOWN;
    if (s->cube != NULL) {
        S4CubePos pos;
        s4_cube_from_board(s4_cube_solver_lines(s->cube), board, side, &pos);
        S4CubeResult r;
        s4_cube_solve_nodes(s->cube, &pos, false, 0, GUI_PUZZLE_NODES, &r);
        if (!r.complete)
            return GUI_PUZZLE_UNKNOWN;
        /* The winner scores 65 - T, T the beads down once its winning bead is. */
        *total = r.score == 0 ? 0 : 65 - abs(r.score);
        return (r.score > 0) - (r.score < 0);
    }
    S4FlatPos pos;
    s4_flat_from_board(&s->shape, board, side, &pos);
    S4SolveResult r;
    s4_solver_best_move_nodes(s->flat, &pos, 0, GUI_PUZZLE_NODES, &r);
    if (!r.complete)
        return GUI_PUZZLE_UNKNOWN;
    if (r.score == 0)
        return 0;
    /* The winner scores half + 1 - B, B its beads once its winning bead is down; White's
     * B-th bead is the (2B - 1)-th of the game, Black's the 2B-th. */
    int beads = s->geo->cells / 2 + 1 - abs(r.score);
    S4Colour winner = r.score > 0 ? side : s4_other(side);
    *total = winner == S4_WHITE ? 2 * beads - 1 : 2 * beads;
    return r.score > 0 ? 1 : -1;
}

int gui_puzzle_move_value(GuiPuzzleSolver *s, const S4Board *board, S4Colour side, int peg,
                          int *total)
{
    S4Board child = *board;
    *total = 0;
    if (s4_board_play(&child, peg, side) != S4_OK)
        return GUI_PUZZLE_UNKNOWN;
    if (s4_board_winning_line(&child, side)) {
        *total = child.count;
        return 1;
    }
    if (s4_board_is_full(&child))
        return 0;
    int v = solve(s, &child, s4_other(side), total);
    return v == GUI_PUZZLE_UNKNOWN ? v : -v;
}

/* How good (value, total) is for the mover: a faster win, a draw, a slower loss. */
static int rank(int value, int total)
{
    return value == 1 ? 1000 - total : value == 0 ? 0 : -1000 + total;
}

int gui_puzzle_best_move(GuiPuzzleSolver *s, const S4Board *board, S4Colour side, int *value,
                         int *total)
{
    int pegs[S4_MAX_PEGS], n = s4_board_legal_pegs(board, pegs), best = -1, best_rank = 0;
    *value = GUI_PUZZLE_UNKNOWN;
    *total = 0;
    for (int i = 0; i < n; i++) {
        int t, v = gui_puzzle_move_value(s, board, side, pegs[i], &t);
        if (v == GUI_PUZZLE_UNKNOWN)
            continue;
        if (best < 0 || rank(v, t) > best_rank) {
            best = pegs[i];
            best_rank = rank(v, t);
            *value = v;
            *total = t;
        }
    }
    return best;
}

int gui_puzzle_line(GuiPuzzleSolver *s, const S4Board *board, S4Colour side, int *line, int max)
{
    S4Board b = *board;
    int count = 0;
    while (count < max && !s4_board_is_full(&b)) {
        int v, t, peg = gui_puzzle_best_move(s, &b, side, &v, &t);
        if (peg < 0)
            break;
        line[count++] = peg;
        s4_board_play(&b, peg, side);
        if (s4_board_winning_line(&b, side))
            break;
        side = s4_other(side);
    }
    return count;
}

void gui_puzzle_check_move(GuiPuzzleSolver *s, const S4Board *board, S4Colour side, int peg,
                           int expected, int beads_left, GuiPuzzleVerdict *out)
{
    memset(out, 0, sizeof *out);
    S4Board after = *board;
    if (s4_board_play(&after, peg, side) != S4_OK) {
        out->value = GUI_PUZZLE_UNKNOWN;
        return;
    }
    out->completes = s4_board_winning_line(&after, side) != 0;
    int total;
    out->value = gui_puzzle_move_value(s, board, side, peg, &total);
    out->proved = out->value != GUI_PUZZLE_UNKNOWN;
    if (out->value == 1)
        out->beads = (total - board->count + 1) / 2;
    out->right = out->proved ? out->value == 1 && out->beads <= beads_left : peg == expected;
    if (!out->right && !out->completes && !s4_board_is_full(&after))
        out->line_count = gui_puzzle_line(s, &after, s4_other(side), out->line, GUI_PUZZLE_LINE);
}
