/* learn.c: self-play data and the logistic fit of the evaluation's weights. */
#include "learn.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/file_reader.h"
#include "core/game.h"
#include "core/limits.h"
#include "core/random.h"
#include "eval_search.h"
#include "labelled.h"
#include "search.h"

enum {
    SELFPLAY_DEPTH = 6,
    SELFPLAY_NOISE = 12,
    SELFPLAY_RANDOM_BEADS = 2,
    FIT_ITERATIONS = 30,
    FIT_SCALE = 100, /* evaluation units per unit of log-odds */
    /* Regressors of the fit: each feature, then each feature times t = count / S4_EVAL_FULL
     * and times t * t (how its weight changes as the board fills). */
    FIT_TERMS = 3 * S4_FEAT_COUNT,
};

int engine_selfplay(const EngineOptions *options, long games, FILE *out, FILE *err)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    S4Searcher *searcher = s4_searcher_new(options->hash_mb, 1);
    if (!searcher) {
        fprintf(err, "score4-engine: selfplay: %s\n", s4_status_str(S4_ERR_OUT_OF_MEMORY));
        return 2;
    }
    s4_searcher_use_hand_eval(searcher, true);
    S4SearchGeo sg;
    s4_sgeo_init(&sg, &geo);
    uint64_t rng = options->seed;
    int depth = options->depth > 0 ? options->depth : SELFPLAY_DEPTH;
    for (long g = 0; g < games; g++) {
        S4Game game;
        s4_game_init(&game, &geo);
        s4_searcher_clear(searcher);
        for (int i = 0; i < SELFPLAY_RANDOM_BEADS; i++) {
            int pegs[S4_MAX_PEGS];
            int n = s4_board_legal_pegs(&game.board, pegs);
            s4_game_play(&game, pegs[s4_random_next(&rng) % (uint64_t)n]);
        }
        /* each quiet position, as the mover's and the other side's beads */
        uint64_t mover_beads[S4_MAX_CELLS], other_beads[S4_MAX_CELLS];
        S4Colour movers[S4_MAX_CELLS];
        int kept = 0;
        while (!s4_game_over(&game)) {
            S4Colour side = s4_game_to_move(&game);
            S4Pos p = s4_pos_make(&sg, game.board.beads[side], game.board.beads[s4_other(side)]);
            uint64_t play = s4_pos_playable(&sg, &p);
            if (!(p.cur_thr & play) && !(p.opp_thr & play)) {
                mover_beads[kept] = p.cur;
                other_beads[kept] = p.opp;
                movers[kept++] = side;
            }
            S4SearchLimits limits = {.depth = depth, .noise = SELFPLAY_NOISE,
                                     .seed = s4_random_next(&rng)};
            S4SearchResult r;
            s4_search(searcher, &game.board, side, &limits, &r);
            s4_game_play(&game, r.peg);
        }
        for (int k = 0; k < kept; k++) {
            double result = 0.5;
            if (game.result == S4_RESULT_WHITE_WINS)
                result = movers[k] == S4_WHITE ? 1.0 : 0.0;
            else if (game.result == S4_RESULT_BLACK_WINS)
                result = movers[k] == S4_BLACK ? 1.0 : 0.0;
            engine_labelled_write(out, result, mover_beads[k], other_beads[k]);
        }
    }
    s4_searcher_free(searcher);
    return 0;
}

/* Solves a (n x n, n <= FIT_TERMS) by Gaussian elimination with partial pivoting;
 * the solution replaces b. Returns false when a is singular. */
static bool solve(double a[FIT_TERMS][FIT_TERMS], double b[FIT_TERMS], int n)
{
    for (int c = 0; c < n; c++) {
        int pivot = c;
        for (int r = c + 1; r < n; r++)
            if (fabs(a[r][c]) > fabs(a[pivot][c]))
                pivot = r;
        if (fabs(a[pivot][c]) < 1e-12)
            return false;
        for (int k = 0; k < n; k++) {
            double t = a[c][k];
            a[c][k] = a[pivot][k];
            a[pivot][k] = t;
        }
        double t = b[c];
        b[c] = b[pivot];
        b[pivot] = t;
        for (int r = c + 1; r < n; r++) {
            double f = a[r][c] / a[c][c];
            for (int k = c; k < n; k++)
                a[r][k] -= f * a[c][k];
            b[r] -= f * b[c];
        }
    }
    for (int c = n - 1; c >= 0; c--) {
        for (int k = c + 1; k < n; k++)
            b[c] -= a[c][k] * b[k];
        b[c] /= a[c][c];
    }
    return true;
}

static const char *const feature_names[S4_FEAT_COUNT] = {
    "threat on the owner's parity", "threat on the other parity", "stacked threats",
    "beads on strong cells", "threat above an opponent's threat", "threat above a playable cell",
    "threat in the lower half", "shared cell on the owner's parity", "tempo (side to move)",
    "lowest threat of its peg, owner's parity", "lowest threat of its peg, other parity",
    "has a lowest threat on its parity", "open lines of two beads", "open lines of two beads up a peg",
    "safe playable cells", "first player to move", "open lines of one bead",
    "open lines of one bead up a peg", "has a threat", "has two threats",
};

int engine_fit(const char *path, FILE *out, FILE *err)
{
    /* Without blocking, a regular file only: a FIFO or /dev/zero is refused before a read. */
    int fd, saved;
    S4Status opened = s4_open_regular(path, &fd, &saved);
    FILE *in = opened == S4_OK ? fdopen(fd, "r") : NULL;
    if (!in) {
        if (opened == S4_OK)
            close(fd);
        fprintf(err, "score4-engine: fit: cannot read %s: %s\n", path,
                opened == S4_ERR_NOT_REGULAR ? "not a regular file" : strerror(saved));
        return 2;
    }
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    S4SearchGeo sg;
    s4_sgeo_init(&sg, &geo);
    size_t cap = 1 << 16, n = 0;
    float *x = malloc(cap * FIT_TERMS * sizeof *x), *y = malloc(cap * sizeof *y);
    char name[300];
    snprintf(name, sizeof name, "score4-engine: fit: %s", path);
    EngineLabelledFile file = {.in = in, .err = err, .name = name};
    EngineLabelled item;
    bool out_of_memory = !x || !y, too_many = false;
    while (!out_of_memory && engine_labelled_next(&file, &item)) {
        if (n == S4_LIMIT_FIT_POSITIONS) {
            too_many = true; /* memory stays bounded; a part is never fitted as the whole */
            break;
        }
        if (n == cap) {
            cap *= 2;
            float *nx = realloc(x, cap * FIT_TERMS * sizeof *x);
            x = nx ? nx : x;
            float *ny = nx ? realloc(y, cap * sizeof *y) : NULL;
            y = ny ? ny : y;
            if (!nx || !ny) {
                out_of_memory = true; /* never fit part of the file as if it were all of it */
                break;
            }
        }
        /* a line: the result for the side to move, its beads and the other side's */
        y[n] = (float)item.result;
        S4Pos p = s4_pos_make(&sg, item.me, item.opp);
        int f[S4_FEAT_COUNT];
        s4_eval_features(&sg, &p, f);
        float *row = &x[n * FIT_TERMS];
        for (int i = 0; i < S4_FEAT_COUNT; i++) {
            row[i] = (float)f[i];
            float t = (float)p.count / S4_EVAL_FULL;
            row[S4_FEAT_COUNT + i] = (float)f[i] * t;
            row[2 * S4_FEAT_COUNT + i] = (float)f[i] * t * t;
        }
        n++;
    }
    fclose(in);
    if (too_many) {
        fprintf(err, "%s: more than %d positions, the most fit reads\n", name,
                S4_LIMIT_FIT_POSITIONS);
        free(x);
        free(y);
        return 2;
    }
    if (out_of_memory) {
        fprintf(err, "%s: out of memory after %zu positions\n", name, n);
        free(x);
        free(y);
        return 2;
    }
    if (n < 100 || file.bad) {
        fprintf(err, "%s: %zu positions, %ld bad lines (need 100 good, none bad)\n", name, n,
                file.bad);
        free(x);
        free(y);
        return 2;
    }
    double w[FIT_TERMS] = {0}, loss = 0;
    enum { F = FIT_TERMS };
    for (int it = 0; it < FIT_ITERATIONS; it++) {
        double h[F][F] = {{0}}, g[F] = {0};
        loss = 0;
        for (size_t k = 0; k < n; k++) {
            const float *f = &x[k * F];
            double z = 0;
            for (int i = 0; i < F; i++)
                z += w[i] * f[i];
            double p = 1 / (1 + exp(-z));
            loss -= y[k] * log(p + 1e-12) + (1 - y[k]) * log(1 - p + 1e-12);
            for (int i = 0; i < F; i++) {
                g[i] += (p - y[k]) * f[i];
                for (int j = 0; j < F; j++)
                    h[i][j] += p * (1 - p) * f[i] * f[j];
            }
        }
        for (int i = 0; i < F; i++) { /* ridge: 1e-3 per position */
            h[i][i] += 1e-3 * (double)n;
            g[i] += 1e-3 * (double)n * w[i];
        }
        if (!solve(h, g, F))
            break;
        for (int i = 0; i < F; i++)
            w[i] -= g[i];
    }
    fprintf(out,
            "/* eval_weights.h: the learned evaluation's weights, in evaluation units (%d per unit\n"
            " * of log-odds of winning for the side to move). Generated: do not edit by hand.\n"
            " *   score4-engine selfplay ... > data.txt;  score4-engine fit data.txt > engine/eval/eval_weights.h\n"
            " * %zu positions, mean log-loss %.4f (docs/learned-eval.md). */\n"
            "#ifndef S4_ENGINE_EVAL_WEIGHTS_H\n#define S4_ENGINE_EVAL_WEIGHTS_H\n\n"
            "#include \"eval_features.h\"\n\n"
            "/* A feature's weight on a board of `count` beads, t = count / S4_EVAL_FULL, is\n"
            " * s4_eval_weights[i] + s4_eval_weights_late[i] * t + s4_eval_weights_square[i] * t * t. */\n"
            "static const int s4_eval_weights[S4_FEAT_COUNT] = {\n",
            FIT_SCALE, n, loss / (double)n);
    for (int i = 0; i < S4_FEAT_COUNT; i++)
        fprintf(out, "    %ld, /* %s */\n", lround(w[i] * FIT_SCALE), feature_names[i]);
    fprintf(out, "};\n\nstatic const int s4_eval_weights_late[S4_FEAT_COUNT] = {\n");
    for (int i = 0; i < S4_FEAT_COUNT; i++)
        fprintf(out, "    %ld, /* %s, times t */\n", lround(w[S4_FEAT_COUNT + i] * FIT_SCALE),
                feature_names[i]);
    fprintf(out, "};\n\nstatic const int s4_eval_weights_square[S4_FEAT_COUNT] = {\n");
    for (int i = 0; i < S4_FEAT_COUNT; i++)
        fprintf(out, "    %ld, /* %s, times t * t */\n",
                lround(w[2 * S4_FEAT_COUNT + i] * FIT_SCALE), feature_names[i]);
    fprintf(out, "};\n\n#endif\n");
    free(x);
    free(y);
    return 0;
}
