/* solve_line.c: one line of the Connect games' --solve stream, read but not solved. */
#include "solve_line.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

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
static bool check_tail(const char *tail, size_t len, char *why, size_t why_size)
{
    enum { SHOWN = 24 }; /* a longer word is shown cut, and is no score (|score| <= 1000) */
    char word[2][SHOWN + 1];
    size_t word_len[2] = {0, 0};
    int words = 0;
    size_t i = 0;
    for (;;) {
        while (i < len && isspace((unsigned char)tail[i]))
            i++;
        if (i == len || words == 2)
            break;
        size_t n = 0;
        while (i + n < len && !isspace((unsigned char)tail[i + n]))
            n++;
        snprintf(word[words], sizeof word[words], "%.*s", n < SHOWN ? (int)n : SHOWN, tail + i);
        word_len[words] = n;
        words++;
        i += n;
    }
    long score;
    if (words >= 1 &&
        (word_len[0] > SHOWN || s4_parse_long(word[0], -1000, 1000, &score) != S4_OK)) {
        snprintf(why, why_size, "'%s%s' after the position is not a score", word[0],
                 word_len[0] > SHOWN ? "..." : "");
        return false;
    }
    if (words >= 2) {
        snprintf(why, why_size, "'%s%s' after the score: one position and at most one score a line",
                 word[1], word_len[1] > SHOWN ? "..." : "");
        return false;
    }
    return true;
}

S4SolveLineKind s4_solve_read_line(const S4FlatShape *s, const char *line, size_t len,
                                   S4FlatPos *pos, size_t *start_out, size_t *end_out, char *why,
                                   size_t why_size)
{
    size_t start = 0;
    while (start < len && isspace((unsigned char)line[start]))
        start++;
    size_t end = start;
    while (end < len && !isspace((unsigned char)line[end]))
        end++;
    *start_out = start;
    *end_out = end;
    if (end == start)
        return S4_SOLVE_LINE_BLANK;
    /* The answer echoes the moves as text: a line holding a NUL byte is refused whole. */
    if (memchr(line, '\0', len) != NULL) {
        snprintf(why, why_size, "a NUL byte in the line");
        return S4_SOLVE_LINE_BAD;
    }
    if (!check_tail(line + end, len - end, why, why_size) ||
        !play_digits(s, line + start, end - start, pos, why, why_size))
        return S4_SOLVE_LINE_BAD;
    return S4_SOLVE_LINE_GOOD;
}
