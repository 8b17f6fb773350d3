/* protocol.h: the grammar of the handout's engine protocol, for both ends of the pipe. */
#ifndef S4_CORE_PROTOCOL_H
#define S4_CORE_PROTOCOL_H

#include <stdbool.h>
#include <stddef.h>

#include "core/limits.h"
#include "core/board.h"
#include "core/status.h"

/*
 * Commands (referee -> engine), each ending in ';'. Words are case-insensitive; any run
 * of spaces, tabs and newlines separates them; a command is complete at its ';'.
 *
 *   command                          response      meaning
 *   restart;                         ok.           empty board, colour unknown
 *   quit;                            ok.           the engine exits
 *   play white;  play black;         ok.           the colour the engine moves for
 *   move;                            B3.           the engine plays a bead and names its peg
 *   note: white plays B1;            ok.           a bead of that colour went on B1
 *
 * Extensions, which a referee may ignore and another engine may not know:
 *   depth N;                         ok.           search N plies per move (0: no limit)
 *   movetime MS;                     ok.           think MS milliseconds per move (0: no limit)
 *   show;                            ok.           the board drawn on stderr, for a person
 *   level N;                         ok.           playing strength 1..10 (10: full, the default)
 *   time W B;                        ok.           milliseconds left on white's and black's clocks
 *   inc MS;                          ok.           milliseconds added to a clock after each move
 *   seed N;                          ok.           the seed (0..2147483647) of the engine's choices
 *
 * Every response is one line ending in '.'. A command that is malformed or impossible
 * (a full peg, `move;` on a full board) gets exactly one line "error: <reason>." and
 * changes nothing.
 */

enum {
    S4_PROTO_MAX_COMMAND = S4_LIMIT_COMMAND, /* characters before ';'; longer ones are rejected */
    S4_PROTO_MAX_LINE = S4_LIMIT_LINE,       /* characters in one response line */
    S4_PROTO_MAX_WHY = 96,      /* an error reason, NUL included */
};

typedef enum S4CommandKind {
    S4_CMD_RESTART,
    S4_CMD_QUIT,
    S4_CMD_PLAY,     /* colour */
    S4_CMD_MOVE,
    S4_CMD_NOTE,     /* colour, peg */
    S4_CMD_DEPTH,    /* value */
    S4_CMD_MOVETIME, /* value */
    S4_CMD_SHOW,
    S4_CMD_LEVEL,    /* value */
    S4_CMD_TIME,     /* value (white's ms), value2 (black's ms) */
    S4_CMD_INC,      /* value */
    S4_CMD_HELP,
    S4_CMD_SEED,     /* value */
} S4CommandKind;

enum { S4_CMD_KINDS = S4_CMD_SEED + 1 };

typedef struct S4Command {
    S4CommandKind kind;
    S4Colour colour; /* PLAY, NOTE */
    int peg;         /* NOTE */
    long value;      /* DEPTH, MOVETIME, LEVEL, TIME (white), INC, SEED */
    long value2;     /* TIME (black) */
} S4Command;

/* Parses one command's text without its ';' (len characters). On failure returns the
 * status and, when why is not NULL, a reason naming the offending word in why. */
S4Status s4_proto_parse_command(const S4Geometry *geo, const char *text, size_t len,
                                S4Command *cmd, char why[S4_PROTO_MAX_WHY]);

/* The command's shape as a person types it ("note: white|black plays <peg>;"), for error
 * messages and the engine's help. */
const char *s4_proto_command_shape(S4CommandKind kind);

/* Writes the command with its ';' and no newline; returns the length needed (snprintf). */
size_t s4_proto_format_command(const S4Geometry *geo, const S4Command *cmd, char *buf,
                               size_t size);

/* ------------------------------------------------------------------ incremental reading */

typedef enum S4ReadEvent {
    S4_READ_NONE,     /* nothing complete yet */
    S4_READ_COMMAND,  /* text/len hold a whole command (without ';') until the next push */
    S4_READ_TOO_LONG, /* the command passed S4_PROTO_MAX_COMMAND; the rest up to ';' is dropped */
} S4ReadEvent;

/* Collects terminated pieces of a byte stream (commands up to ';', response lines up to
 * '\n'), one byte at a time, so a piece split across reads or several in one read both work.
 * Invariant: len <= limit <= S4_PROTO_MAX_LINE. */
typedef struct S4TextReader {
    char text[S4_PROTO_MAX_LINE + 1]; /* the piece so far, NUL-terminated */
    size_t len;                       /* characters in text */
    size_t limit;                     /* longest piece accepted */
    char terminator;                  /* ';' or '\n' */
    bool skip_leading_blanks;         /* blanks before a command carry no meaning */
    bool skipping;                    /* dropping an over-long piece until its terminator */
    bool complete;                    /* text is a finished piece; the next push restarts */
} S4TextReader;

typedef S4TextReader S4CommandReader;

/* A reader of commands (up to ';', at most S4_PROTO_MAX_COMMAND characters). */
void s4_reader_init(S4CommandReader *reader);

/* True when the reader holds the start of a piece whose terminator never came (the text
 * so far, blanks included, is in text/len): what to report when the input ends there. */
bool s4_reader_pending(const S4TextReader *reader);

/* Feeds one byte. Returns S4_READ_COMMAND when c is the terminator of a piece (text/len hold
 * it until the next push), and S4_READ_TOO_LONG once for each over-long piece, at the byte
 * that makes it too long. Works for both kinds of reader. */
S4ReadEvent s4_reader_push(S4TextReader *reader, char c);

/* ------------------------------------------------------------------ responses */

typedef enum S4ResponseKind { S4_RESP_OK, S4_RESP_MOVE, S4_RESP_ERROR } S4ResponseKind;

typedef struct S4Response {
    S4ResponseKind kind;
    int peg;                          /* MOVE */
    char message[S4_PROTO_MAX_WHY];   /* ERROR: the reason, without "error: " and the '.' */
} S4Response;

/* Parses one response line (without or with its '\n'; surrounding blanks and '\r' are
 * ignored, case too). S4_ERR_BAD_RESPONSE for anything but "ok.", "<peg>." or "error: ...".
 * A well-formed peg that is not on this board is S4_ERR_BAD_PEG. */
S4Status s4_proto_parse_response(const S4Geometry *geo, const char *line, size_t len,
                                 S4Response *resp);

/* Writes the response with its '.' and no newline; returns the length needed (snprintf). */
size_t s4_proto_format_response(const S4Geometry *geo, const S4Response *resp, char *buf,
                                size_t size);

typedef S4TextReader S4LineReader;

/* A reader of response lines (up to '\n', at most S4_PROTO_MAX_LINE characters). */
void s4_line_reader_init(S4LineReader *reader);

/* s4_reader_push under the name the referee side reads better with. */
static inline S4ReadEvent s4_line_reader_push(S4LineReader *reader, char c)
{
    return s4_reader_push(reader, c);
}

#endif
