/* analyse.c: the value of every legal peg of a position, for hints and for people. */
#include "analyse.h"

#include <string.h>

#include "clock.h"
#include "core/game.h"
#include "core/notation.h"
#include "cube_solver.h"
#include "search.h"

/* Score Four from SOLVE_MIN_BEADS beads on, with no depth asked: each peg's value is first
 * asked of the exact solver, in half the peg's share of the time, on one table of SOLVE_MB
 * megabytes shared by the pegs (their subtrees meet); a peg it does not settle in time gets
 * the search's score, in what is left. At a hint's second (16 pegs, about 30 ms each) the
 * solver settles most pegs from about 26 beads on (docs/benchmarks.md, "The solver in
 * play"). */
enum { SOLVE_MIN_BEADS = 20, SOLVE_MB = 64 };

/* The exact value of the move `peg` for the side to move in `board` (not a winning move, and
 * not filling the board) within limit_ms: its line written and true, or false (not settled
 * in time). */
static bool write_solved(FILE *out, S4CubeSolver *solver, const S4Board *board, S4Colour side,
                         int peg, double limit_ms)
{
    const S4CubeLines *lines = s4_cube_solver_lines(solver);
    S4CubePos pos, child;
    s4_cube_from_board(lines, board, side, &pos);
    int cell = peg + S4_CUBE_PEGS * s4_board_peg_height(board, peg);
    s4_cube_play(lines, &pos, 1ULL << cell, cell, &child);
    S4CubeResult r;
    s4_cube_solve(solver, &child, false, limit_ms, &r);
    if (!r.complete)
        return false;
    int score = -r.score; /* the mover's, in the solver's convention */
    if (score == 0)
        fprintf(out, "draw\n");
    else
        fprintf(out, "%s %d\n", score > 0 ? "win" : "loss", s4_cube_beads_left(score, pos.moves));
    return true;
}

/* Writes the value of a peg whose score (for the side to move, `count` beads on the board)
 * is `score`, proved or not. */
static void write_value(FILE *out, int score, bool proved, int count)
{
    if (proved && score >= S4_SCORE_PROVEN)
        fprintf(out, "win %d\n", s4_score_beads_left(score, count));
    else if (proved && score <= -S4_SCORE_PROVEN)
        fprintf(out, "loss %d\n", s4_score_beads_left(score, count));
    else if (proved)
        fprintf(out, "draw\n");
    else
        fprintf(out, "%d\n", score);
}

int engine_analyse(const char *game_name, const EngineOptions *options, const char *moves,
                   FILE *out, FILE *err)
{
    S4Geometry geo;
    if (s4_geometry_preset(&geo, game_name) != S4_OK) {
        fprintf(err, "score4-engine: analyse: unknown game '%s'\n", game_name);
        return 2;
    }
    S4Game game;
    s4_game_init(&game, &geo);
    int bad = -1;
    S4Status status = s4_game_play_record(&game, moves, &bad);
    if (status != S4_OK) {
        fprintf(err, "score4-engine: analyse: move %d of \"%s\": %s\n", bad + 1, moves,
                s4_status_str(status));
        return 2;
    }
    if (s4_game_over(&game)) {
        fprintf(err, "score4-engine: analyse: the game is over (%s)\n", s4_result_text(&game));
        return 2;
    }
    S4Searcher *searcher = s4_searcher_new(options->hash_mb, options->threads);
    if (!searcher) {
        fprintf(err, "score4-engine: analyse: %s\n", s4_status_str(S4_ERR_OUT_OF_MEMORY));
        return 2;
    }
    S4Colour side = s4_game_to_move(&game);
    int pegs[S4_MAX_PEGS];
    int n = s4_board_legal_pegs(&game.board, pegs);
    S4SearchLimits limits = {.depth = 0};
    if (options->depth > 0)
        limits.depth = options->depth > 1 ? options->depth - 1 : 1;
    if (options->movetime_ms > 0)
        limits.movetime_ms = options->movetime_ms / n > 0 ? options->movetime_ms / n : 1;
    int count = game.board.count;
    S4CubeSolver *solver = NULL;
    if (geo.cells == S4_CUBE_CELLS && !s4_geometry_is_flat(&geo) && options->depth == 0 &&
        count >= SOLVE_MIN_BEADS)
        solver = s4_cube_solver_new(SOLVE_MB, 1); /* none when memory is short: search only */
    double peg_ms = options->movetime_ms > 0 ? (double)options->movetime_ms / n : 1000;
    for (int i = 0; i < n; i++) {
        char name[S4_PEG_TEXT];
        s4_peg_format(&geo, pegs[i], name);
        fprintf(out, "%s ", name);
        if (s4_board_move_would_win(&game.board, pegs[i], side)) {
            fprintf(out, "win 1\n");
            continue;
        }
        double start = s4_now_ms();
        if (solver && write_solved(out, solver, &game.board, side, pegs[i], peg_ms / 2))
            continue;
        S4Board child = game.board;
        s4_board_play(&child, pegs[i], side);
        if (s4_board_is_full(&child)) {
            fprintf(out, "draw\n");
            continue;
        }
        S4SearchResult result;
        S4SearchLimits peg_limits = limits;
        if (solver && limits.movetime_ms > 0) { /* what the solver spent comes off */
            long left = limits.movetime_ms - (long)(s4_now_ms() - start);
            peg_limits.movetime_ms = left > 1 ? left : 1;
        }
        s4_search(searcher, &child, s4_other(side), &peg_limits, &result);
        write_value(out, -result.score, result.proved, count);
    }
    s4_cube_solver_free(solver);
    s4_searcher_free(searcher);
    return 0;
}
