/* net_stream.h: one end of a network conversation: bounded pieces (lines or commands) read
 * from a non-blocking socket, with a limit on how long a started piece may take, and whole
 * lines written without blocking for long.
 *
 * Invariants: no piece is ever longer than its reader's limit (S4_PROTO_MAX_LINE for lines,
 * S4_PROTO_MAX_COMMAND for commands); all the calls of s4_net_stream_next with one now_ms
 * (one frame) together read at most S4_NET_FRAME_BYTES bytes from the socket and return at
 * most S4_NET_FRAME_PIECES pieces, whatever the caller's loops, so a peer that floods costs
 * a frame a bounded amount of work (the rest waits for the next frame); the peer's bytes go
 * only into the piece reader, never anywhere else.
 */
#ifndef S4_CLIENT_NET_STREAM_H
#define S4_CLIENT_NET_STREAM_H

#include <stdbool.h>
#include <stddef.h>

#include "core/protocol.h"

enum {
    S4_NET_FRAME_BYTES = 4096,  /* bytes read from the socket per frame (now_ms) at most */
    S4_NET_FRAME_PIECES = 64,   /* pieces returned per frame at most */
};

typedef enum S4NetRead {
    S4_NET_NONE,      /* no whole piece yet */
    S4_NET_PIECE,     /* *text / *len hold a whole piece (without its terminator) */
    S4_NET_TOO_LONG,  /* a piece passed the limit: the peer is not speaking the protocol */
    S4_NET_STALLED,   /* a piece was started and not finished within the limit */
    S4_NET_CLOSED,    /* the peer closed the connection, or it failed */
} S4NetRead;

typedef struct S4NetStream {
    int fd;                       /* the socket (non-blocking), -1 when closed */
    S4TextReader piece;           /* the piece in progress */
    char buf[1024];               /* bytes read and not yet fed */
    size_t head, tail;            /* buf[head..tail) waits */
    double partial_since_ms;      /* when the piece in progress began, 0: none begun */
    double frame_ms;              /* the now_ms the budgets below count for */
    int read_this_frame;          /* bytes read during it (at most S4_NET_FRAME_BYTES) */
    int pieces_this_frame;        /* pieces returned during it (at most S4_NET_FRAME_PIECES) */
} S4NetStream;

/* Takes over fd (made non-blocking); commands: pieces end at ';' (the joiner reads the
 * host's commands), else at '\n' (the host reads lines). fd -1 makes a closed stream. */
void s4_net_stream_init(S4NetStream *s, int fd, bool commands);

/* The next piece, never blocking. piece_ms > 0: a piece begun longer ago than that at now_ms
 * is STALLED. After TOO_LONG, STALLED or CLOSED the caller closes the stream. NONE also
 * when this frame's budgets (counted per distinct now_ms) are spent. */
S4NetRead s4_net_stream_next(S4NetStream *s, double now_ms, int piece_ms, const char **text,
                             size_t *len);

/* Writes text and a '\n' whole without waiting; false (the peer stopped reading or has
 * gone) when the socket has no room for it. Why never waiting is safe: the system's buffer
 * for a connection holds 16 KiB or more, while a peer that reads owes answers to at most
 * S4_OWED_MAX short lines (client/reply.h), a few KiB; a full buffer means the peer stopped
 * reading, and a frame must not wait for it. After false the caller closes the stream
 * (a line may have gone out in part). */
bool s4_net_stream_write(S4NetStream *s, const char *text);

/* Closes the socket; safe twice. */
void s4_net_stream_close(S4NetStream *s);

#endif
