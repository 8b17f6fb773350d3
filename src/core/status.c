/* status.c: texts of the result codes. */
#include "core/status.h"

#include <stdio.h>
#include <string.h>

static const char *const status_text[S4_STATUS_COUNT] = {
    [S4_OK] = "ok",
    [S4_ERR_BAD_GEOMETRY] = "board dimensions out of range",
    [S4_ERR_UNKNOWN_GAME] = "unknown game",
    [S4_ERR_BAD_PEG] = "no such peg",
    [S4_ERR_PEG_FULL] = "peg is full",
    [S4_ERR_PEG_EMPTY] = "peg is empty",
    [S4_ERR_BOARD_FULL] = "board is full",
    [S4_ERR_GAME_OVER] = "game is over",
    [S4_ERR_NOTHING_TO_UNDO] = "nothing to undo",
    [S4_ERR_BAD_COLOUR] = "colour must be white or black",
    [S4_ERR_UNKNOWN_COMMAND] = "unknown command",
    [S4_ERR_SYNTAX] = "malformed command",
    [S4_ERR_TOO_LONG] = "command too long",
    [S4_ERR_BAD_NUMBER] = "number out of range",
    [S4_ERR_BAD_RESPONSE] = "unreadable response",
    [S4_ERR_NO_SPACE] = "buffer too small",
    [S4_ERR_OUT_OF_MEMORY] = "out of memory",
    [S4_ERR_SYSTEM] = "system error",
    [S4_ERR_BAD_POSITION] = "malformed position",
    [S4_ERR_BAD_RESULT] = "not a result (1-0, 0-1, 1/2-1/2 or *)",
    [S4_ERR_RESULT_MISMATCH] = "result does not match the moves",
    [S4_ERR_LINE_TOO_LONG] = "line too long",
    [S4_ERR_BAD_RECORD] = "not a record line (a NUL byte)",
    [S4_ERR_NOT_REGULAR] = "not a regular file",
    [S4_ERR_INPUT_TOO_BIG] = "input too big",
    [S4_ERR_EXISTS] = "file exists",
    [S4_ERR_BOTH_LINES] = "both colours have four in a row (no game reaches that)",
};

const char *s4_status_str(S4Status status)
{
    if ((unsigned)status >= S4_STATUS_COUNT)
        return "unknown status";
    return status_text[status];
}

void s4_status_describe(S4Status status, int saved_errno, char *buf, size_t size)
{
    if (status == S4_ERR_SYSTEM && saved_errno != 0)
        snprintf(buf, size, "%s: %s", s4_status_str(status), strerror(saved_errno));
    else
        snprintf(buf, size, "%s", s4_status_str(status));
}
