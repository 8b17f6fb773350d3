/* status.h: the result codes every core function returns, and their texts. */
#ifndef S4_CORE_STATUS_H
#define S4_CORE_STATUS_H

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
    S4_STATUS_COUNT
} S4Status;

/* Returns a static string naming the status; never NULL. */
const char *s4_status_str(S4Status status);

#endif
