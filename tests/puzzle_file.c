/* puzzle_file.c: the puzzles shipped in assets/puzzles: every line reads (its position legal
 * and undecided, its main line legal and ending in the mover's line), the lengths 1 to 9 are
 * all there, and on a sample the exact solvers confirm that the first move is the only one
 * that wins, in the number of beads the line says. Node budgets only. */
#include <criterion/criterion.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board.h"
#include "core/puzzle.h"
#include "cube_solver.h"
#include "solver.h"

enum { MAX_PUZZLES = 2048, SOLVE_NODES = 50000000 };

typedef struct PuzzleFile {
    S4Geometry geo;
    S4Puzzle p[MAX_PUZZLES];
    int count;
    int per[S4_PUZZLE_MAX_WIN + 1];
} PuzzleFile;

static void read_file(const char *game, const char *path, PuzzleFile *f)
{
    memset(f, 0, sizeof *f);
    cr_assert_eq(s4_geometry_preset(&f->geo, game), S4_OK);
    FILE *in = fopen(path, "r");
    cr_assert_not_null(in, "%s", path);
    char line[S4_PUZZLE_MAX_LINE + 2];
    for (int no = 1; fgets(line, sizeof line, in); no++) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        cr_assert_lt(f->count, MAX_PUZZLES);
        S4Status st = s4_puzzle_parse(&f->geo, line, &f->p[f->count]);
        cr_assert_eq(st, S4_OK, "%s line %d: %s: %s", path, no, s4_status_str(st), line);
        f->per[f->p[f->count].win_in]++;
        f->count++;
    }
    fclose(in);
}

/* ------------------------------------------------------------ the solvers' values */

/* 1 win, 0 draw, -1 loss for side to move; *total the beads down when the line is complete. */
typedef int (*SolveFn)(void *solver, const S4Board *board, S4Colour side, int *total);

static int cube_solve(void *solver, const S4Board *board, S4Colour side, int *total)
{
    S4CubeSolver *s = solver;
    S4CubePos pos;
    s4_cube_from_board(s4_cube_solver_lines(s), board, side, &pos);
    S4CubeResult r;
    s4_cube_solve_nodes(s, &pos, false, 0, SOLVE_NODES, &r);
    cr_assert(r.complete, "a solve within %d nodes", SOLVE_NODES);
    *total = r.score ? 65 - abs(r.score) : 0;
    return (r.score > 0) - (r.score < 0);
}

typedef struct Flat {
    S4Solver *solver;
    S4FlatShape shape;
    int cells;
} Flat;

static int flat_solve(void *solver, const S4Board *board, S4Colour side, int *total)
{
    Flat *f = solver;
    S4FlatPos pos;
    s4_flat_from_board(&f->shape, board, side, &pos);
    S4SolveResult r;
    s4_solver_best_move_nodes(f->solver, &pos, 0, SOLVE_NODES, &r);
    cr_assert(r.complete);
    int beads = f->cells / 2 + 1 - abs(r.score);
    S4Colour winner = r.score > 0 ? side : s4_other(side);
    *total = r.score == 0 ? 0 : winner == S4_WHITE ? 2 * beads - 1 : 2 * beads;
    return (r.score > 0) - (r.score < 0);
}

/* Every step-th puzzle: the position wins in exactly N for the mover, its first move wins
 * and no other does. */
static void check_sample(const PuzzleFile *f, int step, SolveFn solve, void *solver)
{
    int checked = 0;
    for (int i = 0; i < f->count; i += step, checked++) {
        const S4Puzzle *p = &f->p[i];
        S4Board board;
        S4Colour side = s4_puzzle_position(&f->geo, p, &board);
        int total;
        cr_assert_eq(solve(solver, &board, side, &total), 1, "puzzle %d: a win", i + 1);
        cr_assert_eq((total - board.count + 1) / 2, p->win_in, "puzzle %d: win in %d", i + 1,
                     p->win_in);
        int pegs[S4_MAX_PEGS], winners = 0;
        int n = s4_board_legal_pegs(&board, pegs);
        for (int k = 0; k < n; k++) {
            S4Board child = board;
            s4_board_play(&child, pegs[k], side);
            bool wins = s4_board_winning_line(&child, side);
            if (!wins && !s4_board_is_full(&child))
                wins = solve(solver, &child, s4_other(side), &total) == -1;
            if (wins) {
                winners++;
                cr_assert_eq(pegs[k], p->line[0], "puzzle %d: a winning move not the first",
                             i + 1);
            }
        }
        cr_assert_eq(winners, 1, "puzzle %d: exactly one winning move", i + 1);
    }
    cr_assert_geq(checked, 10);
}

Test(puzzle_file, score_four_has_300_puzzles_of_every_length_and_each_first_move_is_the_only_win,
     .timeout = 900)
{
    static PuzzleFile f;
    read_file("score4", S4_SOURCE_DIR "/assets/puzzles/score4.txt", &f);
    cr_assert_geq(f.count, 300);
    for (int n = 1; n <= 9; n++)
        cr_assert_gt(f.per[n], 0, "wins in %d", n);
    S4CubeSolver *solver = s4_cube_solver_new(32, 1);
    cr_assert_not_null(solver);
    check_sample(&f, 16, cube_solve, solver);
    s4_cube_solver_free(solver);
}

Test(puzzle_file, connect_four_puzzles_are_proved_the_same_way, .timeout = 900)
{
    static PuzzleFile f;
    read_file("connect4", S4_SOURCE_DIR "/assets/puzzles/connect4.txt", &f);
    cr_assert_geq(f.count, 100);
    Flat flat = {.cells = f.geo.cells};
    cr_assert_eq(s4_flat_shape_from_geometry(&flat.shape, &f.geo), S4_OK);
    flat.solver = s4_solver_new(&flat.shape, 20);
    cr_assert_not_null(flat.solver);
    check_sample(&f, 8, flat_solve, &flat);
    s4_solver_free(flat.solver);
}

Test(puzzle_file, a_line_that_lies_is_refused)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "connect4");
    S4Puzzle p;
    /* X has 1 2 3 on the bottom row: 4 wins at once. */
    cr_assert_eq(s4_puzzle_parse(&geo, "1 1 2 2 3 3 | 4 # win in 1", &p), S4_OK);
    cr_assert_eq(p.move_count, 6);
    cr_assert_eq(p.line[0], 3);
    char back[128];
    s4_puzzle_format(&geo, &p, back, sizeof back);
    cr_assert_str_eq(back, "1 1 2 2 3 3 | 4 # win in 1");
    cr_assert_eq(s4_puzzle_parse(&geo, "1 1 2 2 3 3 | 5 # win in 1", &p), S4_ERR_BAD_POSITION,
                 "5 completes no line");
    cr_assert_eq(s4_puzzle_parse(&geo, "1 1 2 2 3 3 | 4 # win in 2", &p), S4_ERR_BAD_POSITION,
                 "the line is not 3 moves long");
    cr_assert_eq(s4_puzzle_parse(&geo, "1 1 2 2 3 3 4 | 4 # win in 1", &p), S4_ERR_GAME_OVER);
    cr_assert_eq(s4_puzzle_parse(&geo, "1 1 2 2 3 3 4 # win in 1", &p), S4_ERR_SYNTAX);
    cr_assert_eq(s4_puzzle_parse(&geo, "1 1 2 2 3 3 | 4 # win in x", &p), S4_ERR_BAD_NUMBER);
    cr_assert_eq(s4_puzzle_parse(&geo, "1 1 2 9 3 3 | 4 # win in 1", &p), S4_ERR_BAD_PEG);
    cr_assert_eq(s4_puzzle_parse(&geo, "# a comment", &p), S4_ERR_SYNTAX);
}
