/* solve_stream.c: the line reader and writer of `score4-engine --solve`. */
#include "solve_stream.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/clock.h"
#include "core/geometry.h"
#include "core/number.h"


/* Plays the digits text[0..len) on an empty position. On a bad move writes why into
 * why[] and returns false; *pos is then meaningless. */
static bool play_digits(const S4FlatShape *s, const char *text, size_t len, S4FlatPos *pos,
                        char *why, size_t why_size)
{
    s4_flat_init(pos);
    if (len == 1 && text[0] == '-')
        return true;
    if (len > (size_t)s->cells) {
        snprintf(why, why_size, "%zu moves, more than the board's %d cells", len, s->cells);
        return false;
    }
    for (size_t i = 0; i < len; i++) {
        int col = text[i] - '1';
        if (col < 0 || col >= s->width || col > 8) {
            snprintf(why, why_size, "move %zu: '%c' is not a column from 1 to %d", i + 1,
                     isprint((unsigned char)text[i]) ? text[i] : '?', s->width);
            return false;
        }
        if (!s4_flat_can_play(s, pos, col)) {
            snprintf(why, why_size, "move %zu: column %d is full", i + 1, col + 1);
            return false;
        }
        if (s4_flat_is_winning_move(s, pos, col)) {
            snprintf(why, why_size, "move %zu (column %d) completes a line: the game is over",
                     i + 1, col + 1);
            return false;
        }
        s4_flat_play(s, pos, col);
    }
    return true;
}

/* After the position a line may hold one whole number, the expected score of the
 * benchmark sets' "<moves> <score>" lines (ignored), and nothing else but blanks. */
static bool check_tail(const char *tail, char *why, size_t why_size)
{
    char word[2][32];
    int words = 0;
    const char *p = tail;
    for (;;) {
        while (*p != '\0' && isspace((unsigned char)*p))
            p++;
        if (*p == '\0')
            break;
        size_t n = 0;
        while (p[n] != '\0' && !isspace((unsigned char)p[n]))
            n++;
        if (words == 2)
            break;
        snprintf(word[words], sizeof word[words], "%.*s", n < 24 ? (int)n : 24, p);
        words++;
        p += n;
    }
    long score;
    if (words >= 1 && s4_parse_long(word[0], -1000, 1000, &score) != S4_OK) {
        snprintf(why, why_size, "'%s' after the position is not a score", word[0]);
        return false;
    }
    if (words >= 2) {
        snprintf(why, why_size, "'%s' after the score: one position and at most one score a line",
                 word[1]);
        return false;
    }
    return true;
}

int s4_solve_stream(S4Solver *solver, FILE *in, FILE *out, FILE *err)
{
    const S4FlatShape *s = s4_solver_shape(solver);
    char *line = NULL;
    size_t capacity = 0;
    ssize_t got;
    long number = 0;
    int rc = 0;
    while ((got = getline(&line, &capacity, in)) != -1) {
        number++;
        size_t start = 0;
        while (start < (size_t)got && isspace((unsigned char)line[start]))
            start++;
        size_t end = start;
        while (end < (size_t)got && !isspace((unsigned char)line[end]))
            end++;
        if (end == start)
            continue; /* blank line */
        S4FlatPos pos;
        char why[128] = "a NUL byte in the line";
        if (memchr(line, '\0', (size_t)got) != NULL || !check_tail(line + end, why, sizeof why) ||
            !play_digits(s, line + start, end - start, &pos, why, sizeof why)) {
            fprintf(err, "score4-engine: line %ld: %s\n", number, why);
            rc = 1;
            continue;
        }
        S4SolveResult result;
        /* Wall time, and this thread's processor time, which a busy machine's other
         * processes do not inflate. */
        double cpu0 = s4_clock_thread_cpu_ms();
        double t0 = s4_clock_ms();
        s4_solver_solve(solver, &pos, 0, &result);
        double elapsed = (s4_clock_ms() - t0) * 1e3;
        double cpu = (s4_clock_thread_cpu_ms() - cpu0) * 1e3;
        fprintf(out, "%.*s %d %llu %.1f %.1f\n", (int)(end - start), line + start, result.score,
                (unsigned long long)result.nodes, elapsed, cpu);
        if (fflush(out) != 0) {
            free(line);
            return 2;
        }
    }
    free(line);
    return rc;
}

int s4_solve_main(const char *game, int hash_mb, int threads)
{
    S4Geometry geo;
    S4Status status = s4_geometry_preset(&geo, game);
    if (status != S4_OK) {
        fprintf(stderr, "score4-engine: --game %s: %s\n", game, s4_status_str(status));
        return 2;
    }
    S4FlatShape shape;
    if (s4_flat_shape_from_geometry(&shape, &geo) != S4_OK || shape.width > 9) {
        fprintf(stderr, "score4-engine: --solve: %s is not a single-row game of at most 9 "
                        "columns\n", geo.name);
        return 2;
    }
    if (threads < 1 || threads > S4_SOLVER_MAX_THREADS) {
        fprintf(stderr, "score4-engine: --solve: %d threads: not in 1..%d\n", threads,
                S4_SOLVER_MAX_THREADS);
        return 2;
    }
    S4Solver *solver = s4_solver_new_threads(&shape, s4_solver_table_log2(hash_mb), threads);
    if (!solver) {
        fprintf(stderr, "score4-engine: --solve: no memory for a %d MB table or %d threads\n",
                hash_mb, threads);
        return 2;
    }
    int rc = s4_solve_stream(solver, stdin, stdout, stderr);
    s4_solver_free(solver);
    return rc;
}
