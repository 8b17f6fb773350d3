/* libFuzzer target: the `score4-engine --solve` streams' line readers, read but not solved
 * (solving is the solvers' tests' business and would make each input slow): the Connect
 * games' digits (engine/solve_line.h) and Score Four's move records (cube_stream.h).
 * The first byte picks the game; the rest is the stream, cut into lines as getline cuts it.
 * Invariants: a good line's moves are the text the answer echoes (no blank, no NUL), and its
 * position is the one the core's rules reach by playing them; a bad line says why. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/game.h"
#include "core/notation.h"
#include "cube_stream.h"
#include "fuzz_presets.h"
#include "solve_line.h"

static void check(int condition)
{
    if (!condition)
        abort();
}

static void check_why(const char *why, size_t size)
{
    check(memchr(why, '\0', size) != NULL);
    check(why[0] != '\0');
}

static void check_echo(const char *text, size_t start, size_t end)
{
    check(start < end);
    for (size_t i = start; i < end; i++)
        check(text[i] != '\0' && text[i] != '\n');
    check(text[start] != ' ' && text[end - 1] != ' ');
}

/* A Connect line: the digits replayed by the core's rules give the same position. */
static void flat_line(const S4Geometry *geo, const S4FlatShape *shape, const char *line,
                      size_t len)
{
    S4FlatPos pos;
    size_t start, end;
    char why[128];
    memset(why, 'x', sizeof why);
    S4SolveLineKind kind = s4_solve_read_line(shape, line, len, &pos, &start, &end, why, sizeof why);
    check(start <= end && end <= len);
    if (kind == S4_SOLVE_LINE_BAD) {
        check_why(why, sizeof why);
        return;
    }
    if (kind == S4_SOLVE_LINE_BLANK) {
        check(start == end);
        return;
    }
    check(kind == S4_SOLVE_LINE_GOOD);
    check_echo(line, start, end);
    check(memchr(line, '\0', len) == NULL);
    S4Game game;
    s4_game_init(&game, geo);
    game.early_draw = false; /* --solve takes a dead board as a position */
    if (!(end - start == 1 && line[start] == '-')) {
        for (size_t i = start; i < end; i++) {
            check(line[i] >= '1' && line[i] - '1' < geo->pegs);
            check(s4_game_play(&game, line[i] - '1') == S4_OK);
            check(game.result == S4_RESULT_ONGOING || game.result == S4_RESULT_DRAW_FULL);
        }
    }
    S4FlatPos expected;
    s4_flat_from_board(shape, &game.board, s4_game_to_move(&game), &expected);
    check(pos.current == expected.current && pos.mask == expected.mask);
    check(pos.moves == game.move_count);
}

/* A Score Four line: a legal game with no line complete, echoed without blanks at its ends. */
static void cube_line(const S4CubeLines *lines, const char *line, size_t len)
{
    S4CubePos pos;
    size_t start, end;
    char why[160];
    memset(why, 'x', sizeof why);
    S4CubeLineKind kind = s4_cube_read_line(lines, line, len, &pos, &start, &end, why, sizeof why);
    check(start <= end && end <= len);
    if (kind == S4_CUBE_LINE_BAD) {
        check_why(why, sizeof why);
        return;
    }
    if (kind == S4_CUBE_LINE_SKIP) {
        check(start == end || line[start] == '#');
        return;
    }
    check(kind == S4_CUBE_LINE_GOOD);
    check_echo(line, start, end);
    check((pos.me & pos.opp) == 0);
    check(pos.moves == __builtin_popcountll(pos.me | pos.opp));
    check(!s4_cube_has_line(lines, pos.me) && !s4_cube_has_line(lines, pos.opp));
    /* the beads rest on each other: every bead's cell below is taken */
    uint64_t all = pos.me | pos.opp;
    check(((all >> 16) & ~all) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    unsigned game = data[0] % 4;
    const S4Geometry *geo = fuzz_preset(game);
    static S4CubeLines lines; /* built once: it depends on nothing */
    static S4FlatShape shapes[4];
    static int ready;
    if (!ready) {
        s4_cube_lines_init(&lines);
        for (unsigned i = 1; i < 4; i++)
            check(s4_flat_shape_from_geometry(&shapes[i], fuzz_preset(i)) == S4_OK);
        ready = 1;
    }
    const char *text = (const char *)data + 1;
    size_t left = size - 1;
    while (left > 0) {
        const char *nl = memchr(text, '\n', left);
        size_t len = nl ? (size_t)(nl - text) + 1 : left; /* with its '\n', as getline */
        if (game == 0)
            cube_line(&lines, text, len);
        else
            flat_line(geo, &shapes[game], text, len);
        text += len;
        left -= len;
    }
    return 0;
}
