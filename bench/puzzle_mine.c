/* puzzle_mine.c: score4-puzzle-mine: puzzles from the positions of recorded engine games.
 * Keeps each position where the side to move wins by force in at most --max-win beads with
 * exactly one first move, every move checked by the exact solver (a move whose value is not
 * proved within the node budget rejects the position), and writes them sorted by the
 * length of the win in the puzzle format (core/puzzle.h), at most --per-length of each.
 *
 *   score4-puzzle-mine --game score4 --out assets/puzzles/score4.txt bench/records/A.txt ...
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/options.h"
#include "core/file_reader.h"
#include "core/line_name.h"
#include "core/puzzle.h"
#include "core/record_file.h"
#include "cube_solver.h"
#include "solver.h"

enum { MAX_PUZZLES = 4096, UNKNOWN = -1000 };

/* The exact solvers of the game being mined. */
typedef struct Miner {
    const S4Geometry *geo;
    S4CubeSolver *cube;    /* Score Four */
    S4Solver *flat;        /* the Connect games */
    S4FlatShape shape;
    uint64_t nodes;        /* each solve gives up after about this many positions */
    long solves, unknown;  /* solves run, and of those not proved within the budget */
} Miner;

/* A position's exact value: with side to move on board (nobody has a line, not full),
 * 1 win, 0 draw, -1 loss, and *total the bead count when the winner's line is complete;
 * UNKNOWN when not proved within the budget. */
static int solve(Miner *m, const S4Board *board, S4Colour side, int *total)
{
    m->solves++;
    *total = 0;
    if (m->cube) {
        S4CubePos pos;
        s4_cube_from_board(s4_cube_solver_lines(m->cube), board, side, &pos);
        S4CubeResult r;
        s4_cube_solve_nodes(m->cube, &pos, false, 0, m->nodes, &r);
        if (!r.complete) {
            m->unknown++;
            return UNKNOWN;
        }
        if (r.score == 0)
            return 0;
        /* The winner scores 65 - T, T the beads down once its winning bead is. */
        *total = 65 - abs(r.score);
        return r.score > 0 ? 1 : -1;
    }
    S4FlatPos pos;
    s4_flat_from_board(&m->shape, board, side, &pos);
    S4SolveResult r;
    s4_solver_best_move_nodes(m->flat, &pos, 0, m->nodes, &r);
    if (!r.complete) {
        m->unknown++;
        return UNKNOWN;
    }
    if (r.score == 0)
        return 0;
    /* The winner scores half + 1 - B, B its beads once its winning bead is down; White's
     * B-th bead is the (2B - 1)-th of the game, Black's the 2B-th. */
    int half = m->geo->cells / 2, beads = half + 1 - abs(r.score);
    S4Colour winner = r.score > 0 ? side : s4_other(side);
    *total = winner == S4_WHITE ? 2 * beads - 1 : 2 * beads;
    return r.score > 0 ? 1 : -1;
}

/* The value of playing peg for side: 1 when it wins (at once or by force), 0 a draw, -1 a
 * loss, UNKNOWN; *total as solve's. */
static int move_value(Miner *m, const S4Board *board, S4Colour side, int peg, int *total)
{
    S4Board child = *board;
    s4_board_play(&child, peg, side);
    if (s4_board_winning_line(&child, side)) {
        *total = child.count;
        return 1;
    }
    if (s4_board_is_full(&child)) {
        *total = 0;
        return 0;
    }
    int v = solve(m, &child, s4_other(side), total);
    return v == UNKNOWN ? UNKNOWN : -v;
}

/* When side to move wins by force with exactly one first move, and in at most max_win of
 * its beads, fills the puzzle's line (that move, then the loser's slowest defence and the
 * winner's fastest reply in turn) and returns true. */
static bool mine_position(Miner *m, const S4Board *board, S4Colour side, int max_win,
                          S4Puzzle *p)
{
    int total;
    if (solve(m, board, side, &total) != 1)
        return false;
    int win_in = (total - board->count + 1) / 2;
    if (win_in > max_win)
        return false;
    int pegs[S4_MAX_PEGS];
    int n = s4_board_legal_pegs(board, pegs), only = -1;
    for (int i = 0; i < n; i++) {
        int t, v = move_value(m, board, side, pegs[i], &t);
        if (v == UNKNOWN)
            return false; /* not every move's value proved: not a puzzle we can vouch for */
        if (v == 1) {
            if (only >= 0)
                return false;
            only = pegs[i];
        }
    }
    if (only < 0)
        return false;
    /* The main line. Invariant: on the winner's turn the position wins with `total`. */
    S4Board b = *board;
    int count = 0, peg = only;
    S4Colour loser = s4_other(side);
    for (;;) {
        p->line[count++] = peg;
        s4_board_play(&b, peg, side);
        if (s4_board_winning_line(&b, side))
            break;
        if (count >= 2 * max_win - 1)
            return false;
        /* The loser's defence that delays the line longest. */
        n = s4_board_legal_pegs(&b, pegs);
        int slowest = -1, slowest_total = -1;
        for (int i = 0; i < n; i++) {
            int t, v = move_value(m, &b, loser, pegs[i], &t);
            if (v == UNKNOWN || v == 1)
                return false;
            if (v == -1 && t > slowest_total) {
                slowest_total = t;
                slowest = pegs[i];
            }
        }
        if (slowest < 0)
            return false;
        p->line[count++] = slowest;
        s4_board_play(&b, slowest, loser);
        /* The winner's fastest reply. */
        n = s4_board_legal_pegs(&b, pegs);
        int fastest = -1, fastest_total = 1000;
        for (int i = 0; i < n; i++) {
            int t, v = move_value(m, &b, side, pegs[i], &t);
            if (v == 1 && t < fastest_total) {
                fastest_total = t;
                fastest = pegs[i];
            }
        }
        if (fastest < 0)
            return false;
        peg = fastest;
    }
    if (count != 2 * win_in - 1)
        return false; /* the line found is not the proof's length: leave it out */
    p->line_count = count;
    p->win_in = win_in;
    return true;
}

/* ================================================================ the positions seen */

typedef struct Seen {
    uint64_t *keys; /* open addressing on (white, black) hashed; 0 marks a free slot */
    size_t size;    /* a power of two */
    size_t used;
} Seen;

static uint64_t key_of(const S4Board *b)
{
    uint64_t k = b->beads[0] * 0x9E3779B97F4A7C15ULL ^ (b->beads[1] + 0x632BE59BD9B4E019ULL) *
                 0xC2B2AE3D27D4EB4FULL;
    return k ? k : 1;
}

/* True when the position was not seen before (and now is). */
static bool first_time(Seen *s, const S4Board *b)
{
    if (s->used * 2 >= s->size) {
        size_t size = s->size ? s->size * 2 : 1 << 16;
        uint64_t *keys = calloc(size, sizeof *keys);
        if (!keys)
            return false;
        for (size_t i = 0; i < s->size; i++)
            if (s->keys[i])
                for (size_t j = s->keys[i] & (size - 1);; j = (j + 1) & (size - 1))
                    if (!keys[j]) {
                        keys[j] = s->keys[i];
                        break;
                    }
        free(s->keys);
        s->keys = keys;
        s->size = size;
    }
    uint64_t k = key_of(b);
    for (size_t j = k & (s->size - 1);; j = (j + 1) & (s->size - 1)) {
        if (s->keys[j] == k)
            return false;
        if (!s->keys[j]) {
            s->keys[j] = k;
            s->used++;
            return true;
        }
    }
}

/* ================================================================ the program */

typedef struct MineOptions {
    const char *game;
    const char *out;
    long per_length;  /* at most this many puzzles of each length */
    long max_win;     /* wins of at most this many beads */
    long nodes;       /* each solve's budget */
    long from;        /* positions with at least this many beads */
    long back;        /* ... and at most this many moves before the game's end */
    long per_game;    /* at most this many puzzles from one game (variety) */
} MineOptions;

int main(int argc, char **argv)
{
    MineOptions o = {"score4", "puzzles.txt", 45, 9, 2000000, 12, 24, 2};
    const char *files[64];
    int file_count = 0;
    const S4Option table[] = {
        {"--game", S4_OPT_TEXT, &o.game, 0, 0, "NAME", "score4 (default), connect4, ...", NULL},
        {"--out", S4_OPT_TEXT, &o.out, 0, 0, "FILE", "the puzzles, written whole", NULL},
        {"--per-length", S4_OPT_NUMBER, &o.per_length, 1, MAX_PUZZLES, "N",
         "at most N puzzles of each length (default 45)", NULL},
        {"--max-win", S4_OPT_NUMBER, &o.max_win, 1, S4_PUZZLE_MAX_WIN, "N",
         "wins of at most N beads (default 9)", NULL},
        {"--nodes", S4_OPT_NUMBER, &o.nodes, 1000, 1000000000000L, "N",
         "each exact solve within about N positions (default 2000000)", NULL},
        {"--from", S4_OPT_NUMBER, &o.from, 0, 63, "N",
         "positions with at least N beads (default 12)", NULL},
        {"--back", S4_OPT_NUMBER, &o.back, 1, 64, "N",
         "positions at most N moves before the game's end (default 24)", NULL},
        {"--per-game", S4_OPT_NUMBER, &o.per_game, 1, 64, "N",
         "at most N puzzles from one game (default 2)", NULL},
    };
    const S4Program program = {
        .name = "score4-puzzle-mine",
        .version = "1",
        .synopsis = "[options] RECORDS...",
        .about = "Puzzles from recorded games: positions where the side to move wins by force\n"
                 "with exactly one first move, proved by the exact solver.",
        .options = table,
        .option_count = (int)(sizeof table / sizeof table[0]),
        .min_operands = 1,
        .max_operands = 64,
        .operand_name = "record file",
    };
    int rc = s4_cli_parse_to(&program, argc, argv, files, &file_count, stdout, stderr);
    if (rc != S4_CLI_GO_ON)
        return rc;
    S4Geometry geo;
    if (s4_geometry_preset(&geo, o.game) != S4_OK) {
        fprintf(stderr, "score4-puzzle-mine: --game %s: unknown game\n", o.game);
        return 2;
    }
    Miner m = {.geo = &geo, .nodes = (uint64_t)o.nodes};
    if (s4_geometry_is_flat(&geo)) {
        if (s4_flat_shape_from_geometry(&m.shape, &geo) != S4_OK ||
            !(m.flat = s4_solver_new(&m.shape, s4_solver_table_log2(64)))) {
            fprintf(stderr, "score4-puzzle-mine: no solver for %s\n", o.game);
            return 2;
        }
    } else if (!(m.cube = s4_cube_solver_new(64, 1))) {
        fprintf(stderr, "score4-puzzle-mine: out of memory\n");
        return 2;
    }
    static S4Puzzle found[MAX_PUZZLES];
    int count = 0, per[S4_PUZZLE_MAX_WIN + 1] = {0};
    long positions = 0, games = 0;
    Seen seen = {0};
    S4Record *record = malloc(sizeof *record);
    for (int f = 0; f < file_count && record; f++) {
        S4RecordReader reader;
        S4Status st = s4_record_reader_open(&reader, files[f]);
        if (st != S4_OK) {
            char why[512];
            s4_record_reader_describe(&reader, st, why, sizeof why);
            fprintf(stderr, "score4-puzzle-mine: %s\n", why);
            return 1;
        }
        while (s4_record_next(&reader, record, &st)) {
            if (st != S4_OK || strcmp(record->geo.name, geo.name) != 0)
                continue;
            if (++games % 50 == 0)
                fprintf(stderr, "%ld games, %ld positions, %d puzzles\n", games, positions,
                        count);
            S4Board board;
            s4_board_init(&board, &geo);
            int from_game = 0;
            for (int k = 0; k < record->move_count && from_game < o.per_game; k++) {
                S4Colour side = k % 2 == 0 ? S4_WHITE : S4_BLACK;
                if (k >= o.from && k >= record->move_count - o.back &&
                    first_time(&seen, &board)) {
                    positions++;
                    S4Puzzle p;
                    memset(&p, 0, sizeof p);
                    if (mine_position(&m, &board, side, (int)o.max_win, &p) &&
                        per[p.win_in] < o.per_length && count < MAX_PUZZLES) {
                        memcpy(p.moves, record->moves, sizeof p.moves[0] * (size_t)k);
                        p.move_count = k;
                        found[count++] = p;
                        per[p.win_in]++;
                        from_game++;
                    }
                }
                s4_board_play(&board, record->moves[k], side);
            }
        }
        s4_record_reader_close(&reader);
        fprintf(stderr, "%s: %ld games, %ld positions, %d puzzles so far\n", files[f], games,
                positions, count);
    }
    /* Written whole, shortest wins first, each line read back by the parser first. */
    FILE *out = fopen(o.out, "w");
    if (!out) {
        fprintf(stderr, "score4-puzzle-mine: %s: %s\n", o.out, strerror(errno));
        return 1;
    }
    fprintf(out, "# %s puzzles: the side to move wins by force with exactly one first move.\n"
            "# <moves from the empty board> | <the winning move> <the main line> # win in N\n"
            "# Mined by score4-puzzle-mine from engine games (bench/records); every move of\n"
            "# each position proved by the exact solver within %ld nodes.\n", geo.name, o.nodes);
    int written = 0;
    for (int len = 1; len <= o.max_win; len++)
        for (int i = 0; i < count; i++) {
            if (found[i].win_in != len)
                continue;
            char line[S4_PUZZLE_MAX_LINE + 64];
            s4_puzzle_format(&geo, &found[i], line, sizeof line);
            S4Puzzle back;
            if (s4_puzzle_parse(&geo, line, &back) != S4_OK) {
                fprintf(stderr, "score4-puzzle-mine: a line that does not read back: %s\n", line);
                continue;
            }
            fprintf(out, "%s\n", line);
            written++;
        }
    if (fclose(out) != 0) {
        fprintf(stderr, "score4-puzzle-mine: %s: %s\n", o.out, strerror(errno));
        return 1;
    }
    fprintf(stderr, "%d puzzles written to %s (", written, o.out);
    for (int len = 1; len <= o.max_win; len++)
        fprintf(stderr, "%swin in %d: %d", len > 1 ? ", " : "", len, per[len]);
    fprintf(stderr, "); %ld solves, %ld not proved within the budget\n", m.solves, m.unknown);
    free(seen.keys);
    free(record);
    s4_cube_solver_free(m.cube);
    s4_solver_free(m.flat);
    return 0;
}
