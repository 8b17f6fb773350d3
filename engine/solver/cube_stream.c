/* cube_stream.c: the line reader of `score4-engine --solve` for Score Four. */
#include "cube_stream.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

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
