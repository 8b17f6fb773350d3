/* reply.h: the referee's bookkeeping for one engine, without any I/O: the answers it owes
 * (in order), the position it has acknowledged, and the classification of every response
 * line against them. session.c puts a process behind this ledger; a fuzz target feeds it
 * arbitrary bytes.
 *
 * Invariants: 0 <= written <= count <= S4_OWED_MAX; owed[(head + i) % S4_OWED_MAX] for
 * i < count are the commands still unanswered, oldest first, the first `written` of them
 * already sent. `told` is the board the engine has confirmed with "ok." (restart, notes)
 * plus its own moves, so a peg it names is judged against what it knows.
 */
#ifndef S4_CLIENT_REPLY_H
#define S4_CLIENT_REPLY_H

#include <stdbool.h>
#include <stddef.h>

#include "core/board.h"
#include "core/protocol.h"

enum {
    S4_OWED_MAX = 2 * S4_MAX_CELLS + 24,     /* restart, extensions, every note, play, move */
    S4_COMMAND_TEXT = S4_PROTO_MAX_COMMAND + 2, /* a command with its ';' and a NUL */
    S4_EXTENSION_MAX = 8,                    /* optional commands whose acceptance is kept */
    S4_EXTENSION_NAME = 16,                  /* their first word, NUL included */
};

/* What the engine must answer to a command. */
typedef enum S4Expect {
    S4_EXPECT_OK,       /* "ok." and nothing else */
    S4_EXPECT_OPTIONAL, /* an extension: "ok." (accepted) or "error: ..." (not supported) */
    S4_EXPECT_MOVE,     /* a peg it can play */
} S4Expect;

/* Everything that can come of a command, in one word. Only OK, ACCEPTED, DECLINED and MOVE
 * keep the engine in step; the rest are failures (s4_reply_failed). */
typedef enum S4ReplyKind {
    S4_REPLY_OK,          /* "ok." where it was due */
    S4_REPLY_ACCEPTED,    /* "ok." to an optional extension */
    S4_REPLY_DECLINED,    /* "error: ..." to an optional extension: reason holds why */
    S4_REPLY_MOVE,        /* a peg it can play on the position it was told: peg */
    S4_REPLY_ILLEGAL,     /* a peg of the board it cannot play there: peg, illegal (why) */
    S4_REPLY_OFF_BOARD,   /* a peg-shaped answer that names no peg of this board */
    S4_REPLY_REFUSED,     /* "error: ..." where "ok." or a peg was due: reason */
    S4_REPLY_UNEXPECTED,  /* a response of the wrong kind, or one when nothing was owed */
    S4_REPLY_GARBAGE,     /* a line that is no response, or one over S4_PROTO_MAX_LINE */
    S4_REPLY_SILENT,      /* no answer within limit_ms */
    S4_REPLY_EXITED,      /* the process ended: exit_status as from waitpid */
    S4_REPLY_CLOSED,      /* it closed its output but kept running (then it was killed) */
    S4_REPLY_DEAF,        /* it stopped reading its input */
    S4_REPLY_NOT_STARTED, /* no process could be made: error_number */
} S4ReplyKind;

typedef struct S4Reply {
    S4ReplyKind kind;
    char asked[S4_COMMAND_TEXT];      /* the command answered or overdue; "" when none */
    bool asked_move;                  /* that command was `move;` */
    int peg;                          /* MOVE, ILLEGAL */
    S4Status illegal;                 /* ILLEGAL: why the peg cannot be played */
    char line[S4_PROTO_MAX_LINE + 1]; /* the line as read (GARBAGE etc.), NUL-free prefix */
    char reason[S4_PROTO_MAX_WHY];    /* REFUSED, DECLINED: the engine's reason */
    int exit_status;                  /* EXITED: waitpid status */
    int error_number;                 /* NOT_STARTED, DEAF: errno */
    int limit_ms;                     /* SILENT: the limit that passed */
    bool network;                     /* the engine is reached over TCP: EXITED, CLOSED,
                                       * NOT_STARTED and DEAF speak of the connection */
} S4Reply;

/* Failures: every kind but OK, ACCEPTED, DECLINED and MOVE. */
static inline bool s4_reply_failed(S4ReplyKind kind)
{
    return kind != S4_REPLY_OK && kind != S4_REPLY_ACCEPTED && kind != S4_REPLY_DECLINED &&
           kind != S4_REPLY_MOVE;
}

typedef struct S4Owed {
    char text[S4_COMMAND_TEXT];     /* exactly as written, ';' included */
    S4Command cmd;                  /* its parsed form, when known */
    bool known;                     /* text is a command of the core grammar */
    S4Expect expect;
    char fallback[S4_COMMAND_TEXT]; /* OPTIONAL: sent in its place when declined; "" none */
    int limit_ms;                   /* longest wait for this answer */
} S4Owed;

/* Whether an engine took an optional command (by its first word: "depth", "level", ...). */
typedef enum S4ExtensionState {
    S4_EXTENSION_UNKNOWN,  /* not asked yet, or no answer yet */
    S4_EXTENSION_ACCEPTED,
    S4_EXTENSION_DECLINED,
} S4ExtensionState;

typedef struct S4Ledger {
    const S4Geometry *geo;            /* not owned */
    S4Owed owed[S4_OWED_MAX];
    int head, count, written;
    S4Board told;                     /* what the engine has acknowledged */
    S4Colour plays;                   /* its colour from the last acknowledged `play` */
    S4LineReader reader;              /* a response line in progress */
    char ext_name[S4_EXTENSION_MAX][S4_EXTENSION_NAME];
    S4ExtensionState ext_state[S4_EXTENSION_MAX];
    int ext_count;
} S4Ledger;

/* An empty ledger for an engine playing on geo. */
void s4_ledger_init(S4Ledger *ledger, const S4Geometry *geo);

/* Forgets every owed answer and any partial line (the process behind it is gone), and the
 * acknowledged position; extension knowledge stays (the same command line answers alike). */
void s4_ledger_reset(S4Ledger *ledger);

/* Queues a command (text with its ';', at most S4_PROTO_MAX_COMMAND characters before it)
 * as owing `expect`. fallback (NULL or "" for none) applies to OPTIONAL only. False when
 * the text is too long or the queue is full. */
bool s4_ledger_push(S4Ledger *ledger, const char *text, S4Expect expect, const char *fallback,
                    int limit_ms);

/* The next command to write, or NULL when all are written or an optional command with a
 * fallback is still unanswered (what follows it must wait: the fallback goes first). */
const S4Owed *s4_ledger_next_to_write(const S4Ledger *ledger);

/* The command s4_ledger_next_to_write returned has been written. */
void s4_ledger_mark_written(S4Ledger *ledger);

/* The oldest written, unanswered command, or NULL. */
const S4Owed *s4_ledger_oldest(const S4Ledger *ledger);

/* Feeds one byte of the engine's output; returns true with *reply filled when it ends a
 * line (or makes one too long). */
bool s4_ledger_feed(S4Ledger *ledger, char c, S4Reply *reply);

/* Classifies one whole response line (len bytes, no '\n') against the oldest owed answer,
 * consuming it. Always fills *reply. */
void s4_ledger_take_line(S4Ledger *ledger, const char *line, size_t len, S4Reply *reply);

/* What the engine said to the optional command named `name` (its first word). */
S4ExtensionState s4_ledger_extension(const S4Ledger *ledger, const char *name);

#endif
