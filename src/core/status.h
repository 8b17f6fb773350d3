/* status.h: the result codes every core function returns, and their texts. */
#ifndef S4_CORE_STATUS_H
#define S4_CORE_STATUS_H

#include <stddef.h>

/* Library code reports through these and never prints or exits.
 * s4_status_str() gives a lower-case reason without a final period, fit for
 * "error: <reason>." in the protocol and "score4: <what>: <reason>" at a program's edge. */
typedef enum S4Status {
    S4_OK = 0,
    S4_ERR_BAD_GEOMETRY,     /* dimensions out of range or too many cells */
    S4_ERR_UNKNOWN_GAME,     /* no preset of that name */
    S4_ERR_BAD_PEG,          /* text is not a peg of this board */
    S4_ERR_PEG_FULL,         /* peg already holds `height` beads */
    S4_ERR_PEG_EMPTY,        /* nothing to remove */
    S4_ERR_BOARD_FULL,       /* no legal move remains */
    S4_ERR_GAME_OVER,        /* the game already has a result */
    S4_ERR_NOTHING_TO_UNDO,  /* no move in the record */
    S4_ERR_BAD_COLOUR,       /* not "white" or "black" */
    S4_ERR_UNKNOWN_COMMAND,  /* first word names no command */
    S4_ERR_SYNTAX,           /* right command, wrong shape */
    S4_ERR_TOO_LONG,         /* command or line longer than the protocol allows */
    S4_ERR_BAD_NUMBER,       /* not a number in the allowed range */
    S4_ERR_BAD_RESPONSE,     /* a response line that is not "ok.", a peg, or "error: ..." */
    S4_ERR_NO_SPACE,         /* caller's buffer too small */
    S4_ERR_OUT_OF_MEMORY,    /* an allocation failed */
    S4_ERR_SYSTEM,           /* a system call failed: errno says why (s4_status_describe) */
    S4_ERR_BAD_POSITION,     /* a position's text is malformed */
    S4_ERR_BAD_RESULT,       /* a record's result word is not 1-0, 0-1, 1/2-1/2 or * */
    S4_ERR_RESULT_MISMATCH,  /* a record's result contradicts its moves */
    S4_ERR_LINE_TOO_LONG,    /* a line of a file is longer than its format allows */
    S4_ERR_BAD_RECORD,       /* a record line holds bytes no record has (a NUL) */
    S4_ERR_NOT_REGULAR,      /* a path names a FIFO, a device or a directory, not a file */
    S4_ERR_INPUT_TOO_BIG,    /* a file or stream is longer than its format allows */
    S4_ERR_EXISTS,           /* every name a new file could take is already used */
    S4_ERR_BOTH_LINES,       /* a position with a line of each colour: no game reaches it */
    S4_STATUS_COUNT
} S4Status;

/* Returns a static string naming the status; never NULL. */
const char *s4_status_str(S4Status status);

/* The status in words, with strerror(saved_errno) after it for S4_ERR_SYSTEM (the caller
 * keeps errno from the failing call): "system error: Too many open files". */
void s4_status_describe(S4Status status, int saved_errno, char *buf, size_t size);

#endif
