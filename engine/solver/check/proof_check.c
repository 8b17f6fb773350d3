/* proof_check.c: a Score Four certificate replayed with the core's rules and its leaves
 * re-solved by the plain search (see proof_check.h). */
#include "proof_check.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "core/board.h"
#include "core/file_reader.h"
#include "core/game.h"
#include "core/geometry.h"
#include "core/notation.h"
#include "core/number.h"
#include "plain_search.h"

enum { MAX_WORDS = 20, PEGS = 16, SYMMETRIES = 8 };

typedef struct Checker {
    S4FileReader reader;
    S4Geometry geo;
    S4Colour prover;
    int claim;                 /* what the prover gets at least: 1 a win, 0 a draw */
    uint64_t (*beads)[2];      /* every node's white and black beads, by node number */
    long count, capacity;
    S4PlainSearch search;
    S4ProofReport *report;
    char bad[256];             /* the reason of the first failure ("" while none) */
    long bad_line;             /* the line it was found on */
    long half_start;           /* report->nodes before this half's tree (a draw's second) */
} Checker;

/* Records the failure (the first one only) and returns false. */
static bool fail(Checker *c, const char *fmt, const char *arg)
{
    if (c->bad[0] == '\0') {
        snprintf(c->bad, sizeof c->bad, fmt, arg ? arg : "");
        c->bad_line = c->reader.line_no;
    }
    return false;
}

/* The next line split at blanks into words[]: its count, or -1 after a failure (at_end: the
 * reason when there is no line left). */
static int next_words(Checker *c, char *words[MAX_WORDS], const char *at_end)
{
    S4Status status;
    if (!s4_file_reader_next(&c->reader, &status)) {
        fail(c, "%s", at_end);
        return -1;
    }
    if (status != S4_OK) {
        fail(c, "%s", s4_status_str(status));
        return -1;
    }
    if (memchr(c->reader.line, '\0', c->reader.len)) {
        fail(c, "a NUL byte", NULL);
        return -1;
    }
    int n = 0;
    for (char *p = c->reader.line; *p;) {
        while (*p == ' ')
            *p++ = '\0';
        if (!*p)
            break;
        if (n == MAX_WORDS) {
            fail(c, "too many words on a line", NULL);
            return -1;
        }
        words[n++] = p;
        while (*p && *p != ' ')
            p++;
    }
    return n;
}

static bool number(const char *word, long min, long max, long *value)
{
    return s4_parse_long(word, min, max, value) == S4_OK;
}

/* The cell set `beads` under symmetry t of the square: bit 0 mirrors the columns, bit 1 the
 * rows, bit 2 swaps rows and columns; a bead keeps its level. */
static uint64_t image(uint64_t beads, int t)
{
    uint64_t out = 0;
    for (int cell = 0; cell < 64; cell++) {
        if (!(beads >> cell & 1))
            continue;
        int level = cell / 16, row = cell % 16 / 4, col = cell % 4;
        if (t & 1)
            col = 3 - col;
        if (t & 2)
            row = 3 - row;
        if (t & 4) {
            int x = row;
            row = col;
            col = x;
        }
        out |= 1ULL << (level * 16 + row * 4 + col);
    }
    return out;
}

static const char *value_word(int v)
{
    return v > 0 ? "win" : v < 0 ? "loss" : "draw";
}

static bool remember(Checker *c, const S4Board *b)
{
    if (c->count == c->capacity) {
        long grown = c->capacity ? c->capacity * 2 : 1024;
        void *more = realloc(c->beads, (size_t)grown * sizeof *c->beads);
        if (!more)
            return fail(c, "out of memory", NULL);
        c->beads = more;
        c->capacity = grown;
    }
    c->beads[c->count][0] = b->beads[S4_WHITE];
    c->beads[c->count][1] = b->beads[S4_BLACK];
    c->count++;
    return true;
}

static bool check_node(Checker *c, S4Board *b, S4Colour to_move);

/* "over": the game has ended; the prover must have what it claims. */
static bool check_over(Checker *c, const S4Board *b, bool prover_line, bool other_line)
{
    if (other_line)
        return fail(c, "the game ends here with the opponent's line", NULL);
    if (!prover_line && !s4_board_is_full(b))
        return fail(c, "\"over\", but the game goes on here", NULL);
    if (!prover_line && c->claim > 0)
        return fail(c, "the board is full without a line: a draw, short of the claimed win",
                    NULL);
    c->report->finished++;
    return true;
}

static bool check_same(Checker *c, const S4Board *b, char **w, int n, long self)
{
    long node, t;
    if (n != 3 || !number(w[1], 0, self - 1, &node) || !number(w[2], 0, SYMMETRIES - 1, &t))
        return fail(c, "not \"same <earlier node> <symmetry 0..7>\"", NULL);
    if (image(c->beads[node][0], (int)t) != b->beads[S4_WHITE] ||
        image(c->beads[node][1], (int)t) != b->beads[S4_BLACK])
        return fail(c, "\"same\": this position is not that node's under that symmetry", NULL);
    c->report->merged++;
    return true;
}

static bool check_leaf(Checker *c, const S4Board *b, S4Colour to_move, char **w, int n)
{
    int written;
    if (n == 2 && strcmp(w[1], "win") == 0)
        written = 1;
    else if (n == 2 && strcmp(w[1], "draw") == 0)
        written = 0;
    else if (n == 2 && strcmp(w[1], "loss") == 0)
        written = -1;
    else
        return fail(c, "not \"leaf <win|draw|loss>\"", NULL);
    if (written < c->claim)
        return fail(c, "a leaf written as a %s for the prover, short of the claim",
                    value_word(written));
    /* The written value u (for the side to move) holds when the value is at least u and,
     * below a win, not at least u + 1: one or two null-window searches. */
    int u = to_move == c->prover ? written : -written;
    bool at_least_u = false, above_u = false;
    uint64_t nodes = 0;
    bool settled = s4_plain_at_least(&c->search, b, to_move, u, &at_least_u);
    nodes += c->search.nodes;
    if (settled && at_least_u && u < 1) {
        settled = s4_plain_at_least(&c->search, b, to_move, u + 1, &above_u);
        nodes += c->search.nodes;
    }
    if (!settled) {
        char budget[32];
        snprintf(budget, sizeof budget, "%llu", (unsigned long long)c->search.budget);
        return fail(c, "the leaf is not settled within %s positions of the plain search",
                    budget);
    }
    c->report->leaves++;
    c->report->search_nodes += nodes;
    if (nodes > c->report->largest_leaf)
        c->report->largest_leaf = nodes;
    if (b->count > c->report->deepest_leaf)
        c->report->deepest_leaf = b->count;
    if (!at_least_u || above_u) {
        /* For the prover: less than written when the side to move is the prover and falls
         * short, or is the opponent and does better (and the other way round). */
        bool less = (to_move == c->prover) == !at_least_u;
        return fail(c, "wrong leaf value: the plain search finds %s", less
                    ? (written > 0 ? "no win for the prover where a win is written"
                                   : "a loss for the prover where a draw is written")
                    : (written < 0 ? "more than the loss written for the prover"
                                   : "a win for the prover where a draw is written"));
    }
    return true;
}

static bool check_move(Checker *c, S4Board *b, S4Colour to_move, char **w, int n)
{
    int peg;
    if (to_move != c->prover)
        return fail(c, "a \"move\" at the opponent's turn (expected \"replies\")", NULL);
    if (n != 2 || s4_peg_parse(&c->geo, w[1], strlen(w[1]), &peg) != S4_OK)
        return fail(c, "not \"move <peg>\"", NULL);
    if (!s4_board_can_play(b, peg))
        return fail(c, "the move %s is not legal here (its peg is full)", w[1]);
    s4_board_play(b, peg, to_move);
    bool ok = check_node(c, b, s4_other(to_move));
    s4_board_remove(b, peg);
    return ok;
}

static bool check_replies(Checker *c, S4Board *b, S4Colour to_move, char **w, int n)
{
    long count;
    if (to_move == c->prover)
        return fail(c, "\"replies\" at the prover's turn (expected \"move\")", NULL);
    if (n < 2 || !number(w[1], 1, PEGS, &count) || n != 2 + count)
        return fail(c, "not \"replies <n> <peg>...\" with n pegs", NULL);
    int pegs[PEGS];
    bool listed[PEGS] = {false};
    for (int i = 0; i < count; i++) {
        if (s4_peg_parse(&c->geo, w[2 + i], strlen(w[2 + i]), &pegs[i]) != S4_OK)
            return fail(c, "not a peg: %s", w[2 + i]);
        if (!s4_board_can_play(b, pegs[i]))
            return fail(c, "the reply %s is not legal here (its peg is full)", w[2 + i]);
        if (listed[pegs[i]])
            return fail(c, "the reply %s is listed twice", w[2 + i]);
        listed[pegs[i]] = true;
    }
    for (int peg = 0; peg < PEGS; peg++)
        if (s4_board_can_play(b, peg) && !listed[peg]) {
            char name[S4_PEG_TEXT];
            s4_peg_format(&c->geo, peg, name);
            return fail(c, "the opponent's reply %s is missing", name);
        }
    for (int i = 0; i < count; i++) {
        s4_board_play(b, pegs[i], to_move);
        bool ok = check_node(c, b, s4_other(to_move));
        s4_board_remove(b, pegs[i]);
        if (!ok)
            return false;
    }
    return true;
}

/* One node and its subtree, b the position there (restored on return). */
static bool check_node(Checker *c, S4Board *b, S4Colour to_move)
{
    char *w[MAX_WORDS];
    int n = next_words(c, w, "the file ends inside the tree (truncated)");
    if (n < 0)
        return false;
    if (n == 0)
        return fail(c, "an empty line inside the tree", NULL);
    long self = c->count;
    if (!remember(c, b))
        return false;
    c->report->nodes++;
    bool prover_line = s4_board_winning_line(b, c->prover) != 0;
    bool other_line = s4_board_winning_line(b, s4_other(c->prover)) != 0;
    bool ended = prover_line || other_line || s4_board_is_full(b);
    if (strcmp(w[0], "over") == 0) {
        if (n != 1)
            return fail(c, "not \"over\"", NULL);
        return check_over(c, b, prover_line, other_line);
    }
    if (ended)
        return fail(c, "the game is over here; expected \"over\", not \"%s\"", w[0]);
    if (strcmp(w[0], "same") == 0)
        return check_same(c, b, w, n, self);
    if (strcmp(w[0], "leaf") == 0)
        return check_leaf(c, b, to_move, w, n);
    if (strcmp(w[0], "move") == 0)
        return check_move(c, b, to_move, w, n);
    if (strcmp(w[0], "replies") == 0)
        return check_replies(c, b, to_move, w, n);
    return fail(c, "not a node line: %s", w[0]);
}

/* The three header lines: the root into *b and *to_move, the claim into c. */
static bool check_header(Checker *c, S4Board *b, S4Colour *to_move)
{
    char *w[MAX_WORDS];
    int n = next_words(c, w, "the file ends before the tree");
    if (n < 0)
        return false;
    if (n != 2 || strcmp(w[0], "score4-certificate") != 0 || strcmp(w[1], "1") != 0)
        return fail(c, "not a Score Four certificate of version 1", NULL);
    S4Status status;
    if (!s4_file_reader_next(&c->reader, &status) || status != S4_OK ||
        strncmp(c->reader.line, "root ", 5) != 0)
        return fail(c, "not \"root <moves>\"", NULL);
    const char *moves = c->reader.line + 5;
    snprintf(c->report->root, sizeof c->report->root, "%s", moves);
    S4Game game;
    s4_game_init(&game, &c->geo);
    game.early_draw = false;
    int bad = 0;
    if (strcmp(moves, "-") != 0 && s4_game_play_record(&game, moves, &bad) != S4_OK) {
        char index[16];
        snprintf(index, sizeof index, "%d", bad + 1);
        return fail(c, "the root's move %s cannot be played", index);
    }
    *b = game.board;
    *to_move = s4_game_to_move(&game);
    c->report->root_beads = b->count;
    n = next_words(c, w, "the file ends before the tree");
    if (n < 0)
        return false;
    if (n != 3 || strcmp(w[0], "claim") != 0 ||
        (strcmp(w[1], "white") != 0 && strcmp(w[1], "black") != 0) ||
        (strcmp(w[2], "win") != 0 && strcmp(w[2], "draw") != 0))
        return fail(c, "not \"claim <white|black> <win|draw>\"", NULL);
    c->prover = strcmp(w[1], "white") == 0 ? S4_WHITE : S4_BLACK;
    c->claim = strcmp(w[2], "win") == 0;
    snprintf(c->report->claim, sizeof c->report->claim, "%s %s", w[1], w[2]);
    return true;
}

static bool check_end(Checker *c)
{
    char *w[MAX_WORDS];
    int n = next_words(c, w, "no end line (truncated)");
    long count;
    if (n < 0)
        return false;
    if (n != 2 || strcmp(w[0], "end") != 0 || !number(w[1], 0, LONG_MAX, &count))
        return fail(c, "not \"end <nodes>\" after the tree", NULL);
    if (count != c->report->nodes - c->half_start)
        return fail(c, "the end line's count does not match the tree (truncated?)", NULL);
    return true;
}

/* After the first half: nothing, or for a draw the other side's draw (claim line, tree, end
 * line) whose nodes are numbered from 0 again; then nothing. */
static bool check_second_half(Checker *c, S4Board *b, S4Colour to_move)
{
    S4Status status;
    if (!s4_file_reader_next(&c->reader, &status))
        return true;
    char other[32];
    snprintf(other, sizeof other, "claim %s draw",
             s4_other(c->prover) == S4_WHITE ? "white" : "black");
    if (status != S4_OK || c->claim != 0 || strcmp(c->reader.line, other) != 0)
        return fail(c, c->claim == 0 ? "text after the end line (a draw's second half is "
                                       "\"%s\")"
                                     : "text after the end line",
                    other);
    c->prover = s4_other(c->prover);
    c->count = 0;
    c->half_start = c->report->nodes;
    snprintf(c->report->claim, sizeof c->report->claim, "white draw and black draw");
    c->report->halves = 2;
    if (!check_node(c, b, to_move) || !check_end(c))
        return false;
    if (s4_file_reader_next(&c->reader, &status))
        return fail(c, "text after the end line", NULL);
    return true;
}

bool s4_proof_check(FILE *in, const char *name, uint64_t leaf_budget, S4ProofReport *report,
                    char why[S4_PROOF_WHY])
{
    memset(report, 0, sizeof *report);
    Checker *c = calloc(1, sizeof *c);
    char *buffer = malloc(S4_PROOF_MAX_LINE + 1);
    if (!c || !buffer) {
        free(c);
        free(buffer);
        snprintf(why, S4_PROOF_WHY, "%s: out of memory", name);
        return false;
    }
    c->report = report;
    if (!s4_plain_init(&c->search, leaf_budget)) {
        free(c);
        free(buffer);
        snprintf(why, S4_PROOF_WHY, "%s: out of memory", name);
        return false;
    }
    s4_geometry_preset(&c->geo, "score4");
    /* A node line is under 80 bytes; 64 GB of them is beyond any certificate. */
    s4_file_reader_attach(&c->reader, in, name, buffer, S4_PROOF_MAX_LINE, (size_t)1 << 36);
    S4Board board;
    S4Colour to_move;
    report->halves = 1;
    bool ok = check_header(c, &board, &to_move) && check_node(c, &board, to_move) &&
              check_end(c) && check_second_half(c, &board, to_move);
    if (!ok)
        snprintf(why, S4_PROOF_WHY, "%s: line %ld: %s", name, c->bad_line, c->bad);
    free(c->beads);
    s4_plain_free(&c->search);
    free(c);
    free(buffer);
    return ok;
}
