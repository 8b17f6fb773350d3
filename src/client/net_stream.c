/* net_stream.c: bounded reading and whole-line writing on a non-blocking socket. */
#include "client/net_stream.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>


void s4_net_stream_init(S4NetStream *s, int fd, bool commands)
{
    memset(s, 0, sizeof *s);
    s->fd = fd;
    if (commands)
        s4_reader_init(&s->piece);
    else
        s4_line_reader_init(&s->piece);
    if (fd >= 0)
        fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
}

void s4_net_stream_close(S4NetStream *s)
{
    if (s->fd >= 0)
        close(s->fd);
    s->fd = -1;
    s->head = s->tail = 0;
    s->partial_since_ms = 0;
}

/* Refills buf within the budget: 1 read something, 0 nothing there now, -1 closed. */
static int refill(S4NetStream *s)
{
    if (s->read_this_frame >= S4_NET_FRAME_BYTES)
        return 0;
    size_t room = sizeof s->buf;
    if ((size_t)(S4_NET_FRAME_BYTES - s->read_this_frame) < room)
        room = (size_t)(S4_NET_FRAME_BYTES - s->read_this_frame);
    for (;;) {
        ssize_t got = recv(s->fd, s->buf, room, 0);
        if (got > 0) {
            s->head = 0;
            s->tail = (size_t)got;
            s->read_this_frame += (int)got;
            return 1;
        }
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            return 0;
        return -1;
    }
}

S4NetRead s4_net_stream_next(S4NetStream *s, double now_ms, int piece_ms, const char **text,
                             size_t *len)
{
    if (s->fd < 0)
        return S4_NET_CLOSED;
    if (now_ms != s->frame_ms) { /* a new frame: fresh budgets */
        s->frame_ms = now_ms;
        s->read_this_frame = 0;
        s->pieces_this_frame = 0;
    }
    if (s->pieces_this_frame >= S4_NET_FRAME_PIECES)
        return S4_NET_NONE;
    for (;;) {
        while (s->head < s->tail) {
            char c = s->buf[s->head++];
            S4ReadEvent ev = s4_reader_push(&s->piece, c);
            if (ev == S4_READ_TOO_LONG)
                return S4_NET_TOO_LONG;
            if (ev == S4_READ_COMMAND) {
                s->partial_since_ms = 0;
                s->pieces_this_frame++;
                *text = s->piece.text;
                *len = s->piece.len;
                return S4_NET_PIECE;
            }
            if (s->partial_since_ms == 0 && s4_reader_pending(&s->piece))
                s->partial_since_ms = now_ms > 0 ? now_ms : 1;
        }
        int got = refill(s);
        if (got < 0)
            return S4_NET_CLOSED;
        if (got == 0)
            break;
    }
    if (piece_ms > 0 && s->partial_since_ms > 0 && now_ms - s->partial_since_ms > piece_ms)
        return S4_NET_STALLED;
    return S4_NET_NONE;
}

bool s4_net_stream_write(S4NetStream *s, const char *text)
{
    if (s->fd < 0)
        return false;
    char line[S4_PROTO_MAX_LINE + 2];
    size_t n = strlen(text);
    if (n > S4_PROTO_MAX_LINE)
        return false;
    memcpy(line, text, n);
    line[n++] = '\n';
    size_t done = 0;
    while (done < n) {
        ssize_t w = send(s->fd, line + done, n - done, MSG_NOSIGNAL | MSG_DONTWAIT);
        if (w > 0)
            done += (size_t)w;
        else if (!(w < 0 && errno == EINTR))
            return false; /* no room (EAGAIN), or the peer has gone */
    }
    return true;
}
