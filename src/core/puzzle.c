/* puzzle.c: a puzzle's text line read and written (puzzle.h). */
#include "core/puzzle.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/line_name.h"

/* Reads the moves of text[0..len) separated by blanks into out (at most max); returns the
 * status of the first word that is no move, or S4_ERR_TOO_LONG past max. */
static S4Status read_moves(const S4Geometry *geo, const char *text, size_t len, int *out,
                           int max, int *count)
{
    *count = 0;
    size_t i = 0;
    while (i < len) {
        while (i < len && (text[i] == ' ' || text[i] == '\t'))
            i++;
        size_t start = i;
        while (i < len && text[i] != ' ' && text[i] != '\t')
            i++;
        if (i == start)
            break;
        if (*count == max)
            return S4_ERR_TOO_LONG;
        S4Status st = s4_move_parse(geo, text + start, i - start, &out[*count]);
        if (st != S4_OK)
            return st;
        (*count)++;
    }
    return S4_OK;
}

S4Colour s4_puzzle_position(const S4Geometry *geo, const S4Puzzle *puzzle, S4Board *board)
{
    s4_board_init(board, geo);
    for (int k = 0; k < puzzle->move_count; k++)
        s4_board_play(board, puzzle->moves[k], k % 2 == 0 ? S4_WHITE : S4_BLACK);
    return puzzle->move_count % 2 == 0 ? S4_WHITE : S4_BLACK;
}

S4Status s4_puzzle_parse(const S4Geometry *geo, const char *text, S4Puzzle *puzzle)
{
    while (*text == ' ' || *text == '\t')
        text++;
    if (*text == '\0' || *text == '#' || *text == '\n')
        return S4_ERR_SYNTAX;
    if (strlen(text) > S4_PUZZLE_MAX_LINE)
        return S4_ERR_LINE_TOO_LONG;
    const char *bar = strstr(text, " | ");
    const char *hash = strstr(text, "# win in ");
    if (!bar || !hash || hash < bar)
        return S4_ERR_SYNTAX;
    S4Puzzle p;
    memset(&p, 0, sizeof p);
    char *end;
    errno = 0;
    long n = strtol(hash + 9, &end, 10);
    while (*end == ' ' || *end == '\t' || *end == '\r' || *end == '\n')
        end++;
    if (end == hash + 9 || *end != '\0' || errno != 0 || n < 1 || n > S4_PUZZLE_MAX_WIN)
        return S4_ERR_BAD_NUMBER;
    p.win_in = (int)n;
    S4Status st = read_moves(geo, text, (size_t)(bar - text), p.moves, S4_MAX_CELLS,
                             &p.move_count);
    if (st == S4_OK)
        st = read_moves(geo, bar + 3, (size_t)(hash - bar - 3), p.line,
                        2 * S4_PUZZLE_MAX_WIN - 1, &p.line_count);
    if (st != S4_OK)
        return st;
    if (p.line_count != 2 * p.win_in - 1)
        return S4_ERR_BAD_POSITION;
    /* The position: legal, and nobody has a line in it. */
    S4Board board;
    s4_board_init(&board, geo);
    for (int k = 0; k < p.move_count; k++) {
        S4Colour side = k % 2 == 0 ? S4_WHITE : S4_BLACK;
        if ((st = s4_board_play(&board, p.moves[k], side)) != S4_OK)
            return st;
        if (s4_board_winning_line(&board, side))
            return S4_ERR_GAME_OVER;
    }
    /* The main line: legal, the winner's line only with its last bead. */
    S4Colour winner = p.move_count % 2 == 0 ? S4_WHITE : S4_BLACK;
    for (int k = 0; k < p.line_count; k++) {
        S4Colour side = k % 2 == 0 ? winner : s4_other(winner);
        if ((st = s4_board_play(&board, p.line[k], side)) != S4_OK)
            return st;
        bool won = s4_board_winning_line(&board, side);
        if (won != (k == p.line_count - 1))
            return S4_ERR_BAD_POSITION;
    }
    *puzzle = p;
    return S4_OK;
}

size_t s4_puzzle_format(const S4Geometry *geo, const S4Puzzle *puzzle, char *buf, size_t size)
{
    size_t n = 0;
    if (size)
        buf[0] = '\0';
    for (int k = 0; k < puzzle->move_count + puzzle->line_count; k++) {
        char name[S4_MOVE_NAME];
        bool solution = k >= puzzle->move_count;
        s4_move_name(geo, solution ? puzzle->line[k - puzzle->move_count] : puzzle->moves[k],
                     name);
        const char *gap = k == 0 ? "" : k == puzzle->move_count ? " | " : " ";
        if (k == 0 && puzzle->move_count == 0)
            gap = "| ";
        n += (size_t)snprintf(buf + n, n < size ? size - n : 0, "%s%s", gap, name);
    }
    n += (size_t)snprintf(buf + n, n < size ? size - n : 0, " # win in %d", puzzle->win_in);
    return n;
}
