/* cube_stream.c: the line reader and writer of `score4-engine --solve` for Score Four. */
#include "cube_stream.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "core/game.h"
#include "core/notation.h"

bool s4_cube_parse_record(const S4CubeLines *lines, const char *text, size_t len,
                          S4CubePos *pos, char *why, size_t why_size)
{
    S4Game game;
    s4_game_init(&game, &lines->geo);
    game.early_draw = false; /* a dead board is still a position: its value is a draw */
    /* The record is read as a C string: a NUL byte would cut it short silently. */
    if (memchr(text, '\0', len) != NULL) {
        snprintf(why, why_size, "a NUL byte in the line");
        return false;
    }
    if (!(len == 1 && text[0] == '-')) {
        char buf[1024];
        if (len >= sizeof buf) {
            snprintf(why, why_size, "a line of %zu characters is too long", len);
            return false;
        }
        memcpy(buf, text, len);
        buf[len] = '\0';
        int bad = 0;
        S4Status status = s4_game_play_record(&game, buf, &bad);
        if (status == S4_ERR_GAME_OVER) {
            snprintf(why, why_size, "move %d comes after the game is over", bad + 1);
            return false;
        }
        if (status != S4_OK) {
            snprintf(why, why_size, "move %d: %s", bad + 1, s4_status_str(status));
            return false;
        }
        if (game.result == S4_RESULT_WHITE_WINS || game.result == S4_RESULT_BLACK_WINS) {
            snprintf(why, why_size, "move %d completes a line: the game is over",
                     game.move_count);
            return false;
        }
    }
    s4_cube_from_board(lines, &game.board, s4_game_to_move(&game), pos);
    return true;
}

S4CubeLineKind s4_cube_read_line(const S4CubeLines *lines, const char *line, size_t len,
                                 S4CubePos *pos, size_t *start_out, size_t *end_out, char *why,
                                 size_t why_size)
{
    size_t start = 0, end = len;
    while (start < end && isspace((unsigned char)line[start]))
        start++;
    while (end > start && isspace((unsigned char)line[end - 1]))
        end--;
    *start_out = start;
    *end_out = end;
    if (end == start || line[start] == '#')
        return S4_CUBE_LINE_SKIP;
    if (!s4_cube_parse_record(lines, line + start, end - start, pos, why, why_size))
        return S4_CUBE_LINE_BAD;
    return S4_CUBE_LINE_GOOD;
}

static void answer(FILE *out, const char *moves, int len, bool weak, const S4CubeResult *r,
                   int beads)
{
    if (!r->complete)
        fprintf(out, "%.*s unknown\n", len, moves);
    else if (r->score == 0)
        fprintf(out, "%.*s draw\n", len, moves);
    else if (weak)
        fprintf(out, "%.*s %s\n", len, moves, r->score > 0 ? "win" : "loss");
    else
        fprintf(out, "%.*s %s %d\n", len, moves, r->score > 0 ? "win" : "loss",
                s4_cube_beads_left(r->score, beads));
}

int s4_cube_solve_stream(S4CubeSolver *solver, const S4CubeSolveOptions *options, FILE *in,
                         FILE *out, FILE *err)
{
    char *line = NULL;
    size_t capacity = 0;
    ssize_t got;
    long number = 0;
    int rc = 0;
    while ((got = getline(&line, &capacity, in)) != -1) {
        number++;
        S4CubePos pos;
        size_t start, end;
        char why[160];
        S4CubeLineKind kind = s4_cube_read_line(s4_cube_solver_lines(solver), line, (size_t)got,
                                                &pos, &start, &end, why, sizeof why);
        if (kind == S4_CUBE_LINE_SKIP)
            continue;
        if (kind == S4_CUBE_LINE_BAD) {
            fprintf(err, "score4-engine: line %ld: %s\n", number, why);
            rc = 1;
            continue;
        }
        double cpu0 = s4_clock_cpu_ms(), t0 = s4_clock_ms();
        S4CubeResult result;
        s4_cube_solve(solver, &pos, options->weak, options->limit_ms, &result);
        double wall = s4_clock_ms() - t0;
        double cpu = s4_clock_cpu_ms() - cpu0;
        answer(out, line + start, (int)(end - start), options->weak, &result, pos.moves);
        if (fflush(out) != 0) {
            free(line);
            return 2;
        }
        if (options->stats)
            fprintf(err, "line %ld: nodes %llu wall_ms %.3f cpu_ms %.3f\n", number,
                    (unsigned long long)result.nodes, wall, cpu);
    }
    free(line);
    return rc;
}

int s4_cube_solve_main(const S4CubeSolveOptions *options)
{
    if (options->threads < 1 || options->threads > S4_CUBE_MAX_THREADS) {
        fprintf(stderr, "score4-engine: --solve: %d threads: not in 1..%d\n", options->threads,
                S4_CUBE_MAX_THREADS);
        return 2;
    }
    S4CubeSolver *solver = s4_cube_solver_new(options->hash_mb, options->threads);
    if (!solver) {
        fprintf(stderr, "score4-engine: --solve: no memory for a %zu MB table\n",
                options->hash_mb);
        return 2;
    }
    int rc = s4_cube_solve_stream(solver, options, stdin, stdout, stderr);
    s4_cube_solver_free(solver);
    return rc;
}
