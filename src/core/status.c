/* status.c: texts of the result codes. */
#include "core/status.h"

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
};

const char *s4_status_str(S4Status status)
{
    if ((unsigned)status >= S4_STATUS_COUNT)
        return "unknown status";
    return status_text[status];
}
