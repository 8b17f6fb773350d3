/* notation.c: peg names and digit strings. */
#include "core/notation.h"

#include <assert.h>

void s4_peg_format(const S4Geometry *geo, int peg, char out[S4_PEG_TEXT])
{
    assert(peg >= 0 && peg < geo->pegs);
    out[0] = (char)('A' + s4_peg_column(geo, peg));
    out[1] = (char)('1' + s4_peg_row(geo, peg));
    out[2] = '\0';
}

S4Status s4_peg_parse(const S4Geometry *geo, const char *text, size_t len, int *peg)
{
    if (len != 2)
        return S4_ERR_BAD_PEG;
    char letter = text[0];
    if (letter >= 'a' && letter <= 'z')
        letter = (char)(letter - 'a' + 'A');
    int column = letter - 'A';
    int row = text[1] - '1';
    if (column < 0 || column >= geo->width || row < 0 || row >= geo->depth)
        return S4_ERR_BAD_PEG;
    *peg = row * geo->width + column;
    return S4_OK;
}

S4Status s4_digits_parse(const S4Geometry *geo, const char *text, size_t len, int *pegs,
                         int max, int *count)
{
    if (geo->depth != 1 || geo->width > 9)
        return S4_ERR_BAD_GEOMETRY;
    int n = 0;
    for (size_t i = 0; i < len; i++) {
        int column = text[i] - '1';
        if (column < 0 || column >= geo->width) {
            *count = (int)i;
            return S4_ERR_BAD_PEG;
        }
        if (n >= max) {
            *count = n;
            return S4_ERR_TOO_LONG;
        }
        pegs[n++] = column;
    }
    *count = n;
    return S4_OK;
}

size_t s4_digits_format(const S4Geometry *geo, const int *pegs, int count, char *buf,
                        size_t size)
{
    (void)geo;
    size_t i = 0;
    for (int m = 0; m < count; m++, i++)
        if (i + 1 < size)
            buf[i] = (char)('1' + pegs[m]);
    if (size > 0)
        buf[i < size ? i : size - 1] = '\0';
    return i;
}

size_t s4_position_format(const S4Board *board, char *buf, size_t size)
{
    const S4Geometry *geo = board->geo;
    size_t len = 0;
    for (int peg = 0; peg < geo->pegs; peg++) {
        if (peg > 0) {
            if (len + 1 < size)
                buf[len] = '/';
            len++;
        }
        int h = s4_board_peg_height(board, peg);
        for (int level = 0; level < h; level++, len++)
            if (len + 1 < size)
                buf[len] = s4_board_at(board, peg, level) == S4_WHITE ? 'W' : 'B';
    }
    if (size > 0)
        buf[len < size ? len : size - 1] = '\0';
    return len;
}

S4Status s4_position_parse(const S4Geometry *geo, const char *text, S4Board *board)
{
    S4Board out;
    s4_board_init(&out, geo);
    int peg = 0;
    for (const char *p = text;; p++) {
        char c = *p;
        if (c == '/' || c == '\0') {
            peg++;
            if (c == '\0')
                break;
            if (peg >= geo->pegs)
                return S4_ERR_BAD_POSITION;
            continue;
        }
        S4Colour colour;
        if (c == 'W' || c == 'w')
            colour = S4_WHITE;
        else if (c == 'B' || c == 'b')
            colour = S4_BLACK;
        else
            return S4_ERR_BAD_POSITION;
        if (s4_board_play(&out, peg, colour) != S4_OK)
            return S4_ERR_PEG_FULL;
    }
    if (peg != geo->pegs)
        return S4_ERR_BAD_POSITION;
    /* A game stops at the first line: no game reaches lines of both colours. */
    if (s4_board_winning_line(&out, S4_WHITE) != 0 && s4_board_winning_line(&out, S4_BLACK) != 0)
        return S4_ERR_BOTH_LINES;
    *board = out;
    return S4_OK;
}
