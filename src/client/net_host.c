/* net_host.c: the listener, the hello, and the remote seat over the reply ledger. */
#include "client/net_host.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "client/session.h" /* s4_reply_describe */
#include "client/tcp.h"

/* ================================================================ news */

static void tell(S4NetHost *h, S4NetNewsKind kind, int peg, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void tell(S4NetHost *h, S4NetNewsKind kind, int peg, const char *fmt, ...)
{
    if (h->news_count == S4_NET_NEWS_MAX) { /* the oldest turned-away news matters least */
        h->news_head = (h->news_head + 1) % S4_NET_NEWS_MAX;
        h->news_count--;
    }
    S4NetNews *n = &h->news[(h->news_head + h->news_count++) % S4_NET_NEWS_MAX];
    n->kind = kind;
    n->peg = peg;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(n->text, sizeof n->text, fmt, ap);
    va_end(ap);
}

/* ================================================================ opening, closing */

bool s4_net_host_open(S4NetHost *h, const S4Geometry *geo, const char *game_name, int port,
                      bool loopback_only, const char *code, char *why, size_t why_size)
{
    memset(h, 0, sizeof *h);
    h->geo = geo;
    h->listen_fd = h->listen_fd4 = -1;
    h->player.fd = -1;
    for (int i = 0; i < S4_NET_PENDING_MAX; i++)
        s4_net_stream_init(&h->pending[i].stream, -1, false);
    s4_net_stream_init(&h->player, -1, false);
    s4_ledger_init(&h->ledger, geo);
    snprintf(h->game, sizeof h->game, "%s", game_name);
    s4_net_sources_init(&h->sources);
    h->takeover_ms = S4_NET_TAKEOVER_MS;
    if (code && !s4_net_code_normalise(code, h->code)) {
        s4_net_code_why_not(code, why, why_size);
        return false;
    }
    if (!code && !s4_net_code_make(h->code)) {
        snprintf(why, why_size, "no random bytes for a join code");
        return false;
    }
    if (port < 0)
        return true; /* no listener: newcomers come through s4_net_host_take */
    if (!loopback_only) {
        h->listen_fd = s4_tcp_listen(port, false, &h->port, why, why_size);
        return h->listen_fd >= 0;
    }
    /* This machine only: ::1 and 127.0.0.1 on the same port (either alone where the
     * system lacks the other). */
    h->listen_fd = s4_tcp_listen_family(port, true, true, &h->port, why, why_size);
    int port4 = 0;
    h->listen_fd4 = s4_tcp_listen_family(h->listen_fd >= 0 ? h->port : port, false, true, &port4,
                                         why, why_size);
    if (h->listen_fd < 0)
        h->port = port4;
    return h->listen_fd >= 0 || h->listen_fd4 >= 0;
}

void s4_net_host_close(S4NetHost *h)
{
    if (h->joined)
        (void)s4_net_stream_write(&h->player, "quit;"); /* the player is told we left */
    s4_net_stream_close(&h->player);
    h->joined = false;
    for (int i = 0; i < S4_NET_PENDING_MAX; i++)
        s4_net_stream_close(&h->pending[i].stream);
    if (h->listen_fd >= 0)
        close(h->listen_fd);
    if (h->listen_fd4 >= 0)
        close(h->listen_fd4);
    h->listen_fd = h->listen_fd4 = -1;
}

double s4_net_host_lockout_ms(const S4NetHost *h, const char *peer, double now_ms)
{
    S4NetSourceKey key = s4_net_source_of(&h->sources, peer);
    return s4_net_sources_locked_ms(&h->sources, &key, now_ms);
}

/* ================================================================ the player */

static void drop(S4NetHost *h, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void drop(S4NetHost *h, const char *fmt, ...)
{
    char why[S4_NET_TEXT];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    s4_net_stream_close(&h->player);
    h->joined = false;
    h->move_owed = false;
    h->told_valid = false;
    s4_ledger_reset(&h->ledger);
    tell(h, S4_NET_NEWS_DROPPED, -1, "%s", why);
}

/* Sends one command owing `expect`; false (and dropped) when it cannot be written. */
static bool send(S4NetHost *h, const char *text, S4Expect expect, double now_ms)
{
    if (!h->joined)
        return false;
    if (h->ledger.count == 0)
        h->progress_ms = now_ms;
    if (!s4_ledger_push(&h->ledger, text, expect, NULL, 0)) {
        drop(h, "your friend's window fell too far behind (more than %d answers owed)",
             S4_OWED_MAX);
        return false;
    }
    if (!s4_net_stream_write(&h->player, text)) {
        drop(h, "your friend's window stopped reading the connection");
        return false;
    }
    s4_ledger_mark_written(&h->ledger);
    return true;
}

static bool send_command(S4NetHost *h, const S4Command *cmd, S4Expect expect, double now_ms)
{
    char text[S4_COMMAND_TEXT];
    size_t n = s4_proto_format_command(h->geo, cmd, text, sizeof text);
    return n < sizeof text && send(h, text, expect, now_ms);
}

/* A whole word equal to `word` (case-insensitive) at text, followed by a blank, '.', ';' or
 * the end; the text after it in *rest. */
static bool word_is(const char *text, size_t len, const char *word, const char **rest)
{
    size_t n = strlen(word);
    if (len < n)
        return false;
    for (size_t i = 0; i < n; i++) {
        char c = text[i];
        if (c >= 'A' && c <= 'Z')
            c = (char)(c - 'A' + 'a');
        if (c != word[i])
            return false;
    }
    if (len > n && text[n] != ' ' && text[n] != '\t' && text[n] != '.' && text[n] != ';' &&
        text[n] != '\r')
        return false;
    *rest = text + n;
    return true;
}

/* A line that is exactly "<word>." (blanks and a '\r' around allowed). */
static bool line_is(const char *text, size_t len, const char *word)
{
    while (len > 0 && (*text == ' ' || *text == '\t')) {
        text++;
        len--;
    }
    while (len > 0 && (text[len - 1] == ' ' || text[len - 1] == '\t' || text[len - 1] == '\r'))
        len--;
    const char *rest;
    return word_is(text, len, word, &rest) && (size_t)(rest - text) + 1 == len && *rest == '.';
}

static void take_line(S4NetHost *h, const char *text, size_t len, double now_ms)
{
    if (line_is(text, len, "resign")) {
        /* A resignation answers an owed move: the player will not click any more. */
        if (h->move_owed && h->ledger.count == 1) {
            s4_ledger_reset(&h->ledger);
            h->move_owed = false;
            h->told_valid = false; /* the next game starts with restart; */
        }
        tell(h, S4_NET_NEWS_RESIGNED, -1, "your friend resigned");
        return;
    }
    if (line_is(text, len, "rematch")) {
        tell(h, S4_NET_NEWS_REMATCH, -1, "your friend asks for a new game");
        return;
    }
    if (line_is(text, len, "decline")) {
        tell(h, S4_NET_NEWS_DECLINED, -1, "your friend declined the new game");
        return;
    }
    S4Reply reply;
    s4_ledger_take_line(&h->ledger, text, len, &reply);
    h->progress_ms = now_ms;
    if (reply.kind == S4_REPLY_DECLINED && strncmp(reply.asked, "rematch", 7) == 0) {
        tell(h, S4_NET_NEWS_NO_OFFERS, -1, "your friend's window takes no offers");
        return;
    }
    if (s4_reply_failed(reply.kind)) {
        char what[S4_NET_TEXT];
        s4_reply_describe(h->geo, &reply, what, sizeof what);
        drop(h, "your friend's window %s", what);
        return;
    }
    if (reply.kind == S4_REPLY_MOVE && h->move_owed) {
        h->move_owed = false;
        if (s4_game_play(&h->told, reply.peg) != S4_OK) {
            drop(h, "your friend's window played a move the game does not allow");
            return;
        }
        tell(h, S4_NET_NEWS_MOVED, reply.peg, "moved");
    }
}

static void read_player(S4NetHost *h, double now_ms)
{
    for (int lines = 0; h->joined && lines < 64; lines++) {
        const char *text;
        size_t len;
        S4NetRead r = s4_net_stream_next(&h->player, now_ms, S4_NET_PIECE_MS, &text, &len);
        if (r == S4_NET_NONE)
            break;
        if (r == S4_NET_PIECE) {
            h->heard_ms = now_ms;
            take_line(h, text, len, now_ms);
            continue;
        }
        drop(h, r == S4_NET_CLOSED    ? "your friend's window closed the connection"
                : r == S4_NET_STALLED ? "your friend's window began a line and did not end it"
                                      : "your friend's window sent a line over %d characters",
             S4_PROTO_MAX_LINE);
    }
    /* ok. is owed at once; only a move may take a person's time. */
    const S4Owed *oldest = h->joined ? s4_ledger_oldest(&h->ledger) : NULL;
    if (oldest && oldest->expect != S4_EXPECT_MOVE && now_ms - h->progress_ms > S4_NET_ANSWER_MS)
        drop(h, "your friend's window gave no answer to '%s' within %d ms", oldest->text,
             S4_NET_ANSWER_MS);
}

/* ================================================================ newcomers */

static void turn_away(S4NetHost *h, S4NetPending *p, const char *reason, bool failed,
                      double now_ms)
{
    char line[S4_NET_TEXT];
    snprintf(line, sizeof line, "refused: %s;", reason);
    (void)s4_net_stream_write(&p->stream, line); /* a fresh socket has room: never waits */
    s4_net_stream_close(&p->stream);
    if (failed)
        s4_net_sources_fail(&h->sources, &p->source, now_ms);
    tell(h, S4_NET_NEWS_TURNED_AWAY, -1, "%s was turned away: %s", p->peer, reason);
}

/* Tells how many were turned away while busy since the last such news, when there are any
 * and S4_NET_CROWD_NEWS_MS has passed. */
static void tell_crowd(S4NetHost *h, double now_ms)
{
    if (h->crowd_untold == 0 || now_ms - h->crowd_told_ms < S4_NET_CROWD_NEWS_MS)
        return;
    tell(h, S4_NET_NEWS_TURNED_AWAY, -1, "%d connection%s turned away: %s", h->crowd_untold,
         h->crowd_untold == 1 ? " was" : "s were", h->crowd_why);
    h->crowd_untold = 0;
    h->crowd_told_ms = now_ms;
}

/* A newcomer turned away while the host is busy (every slot taken, or failed attempts
 * keeping newcomers out): told to try again, closed, and only counted in the news, so a
 * storm of connections makes a line of news a second, not one each. */
static void turn_away_busy(S4NetHost *h, S4NetPending *p, const char *reason, double now_ms)
{
    char line[S4_NET_TEXT];
    snprintf(line, sizeof line, "refused: %s;", reason);
    (void)s4_net_stream_write(&p->stream, line);
    s4_net_stream_close(&p->stream);
    h->crowd_untold++;
    snprintf(h->crowd_why, sizeof h->crowd_why, "%s", reason);
    tell_crowd(h, now_ms);
}

static void welcome(S4NetHost *h, S4NetPending *p, double now_ms)
{
    h->player = p->stream;
    s4_net_stream_init(&p->stream, -1, false);
    snprintf(h->peer, sizeof h->peer, "%s", p->peer);
    h->joined = true;
    h->told_valid = false;
    h->move_owed = false;
    h->heard_ms = now_ms;
    s4_net_sources_trust(&h->sources, h->peer);
    s4_ledger_reset(&h->ledger);
    char hello[S4_COMMAND_TEXT];
    snprintf(hello, sizeof hello, "hello %s;", h->game);
    if (send(h, hello, S4_EXPECT_OK, now_ms))
        tell(h, S4_NET_NEWS_JOINED, -1, "%s", h->peer);
}

/* A newcomer's first line: "hello CODE." */
static void hear(S4NetHost *h, S4NetPending *p, const char *text, size_t len, double now_ms)
{
    const char *rest;
    while (len > 0 && (*text == ' ' || *text == '\t')) {
        text++;
        len--;
    }
    while (len > 0 && (text[len - 1] == ' ' || text[len - 1] == '\t' || text[len - 1] == '\r'))
        len--;
    if (!word_is(text, len, "hello", &rest) || len < 2 || text[len - 1] != '.') {
        turn_away(h, p, "say 'hello CODE.' first", true, now_ms);
        return;
    }
    char typed[32];
    size_t n = (size_t)(text + len - 1 - rest);
    if (n >= sizeof typed)
        n = sizeof typed - 1;
    memcpy(typed, rest, n);
    typed[n] = '\0';
    char code[S4_NET_CODE_SIZE];
    if (!s4_net_code_normalise(typed, code) || !s4_net_code_equal(code, h->code)) {
        turn_away(h, p, "wrong code", true, now_ms);
        return;
    }
    if (h->joined && now_ms - h->heard_ms <= h->takeover_ms) {
        turn_away(h, p, "a player is already in, try again in a moment", false, now_ms);
        return;
    }
    if (h->joined) {
        /* The code is the credential: the player's window has said nothing for longer than
         * takeover_ms (gone without closing, or its person away), and this one has the code.
         * The old window is told why, in words without "try again": it does not come back
         * to take the seat in turn. */
        (void)s4_net_stream_write(&h->player, "refused: another window joined with the code;");
        drop(h, "your friend's window at %s was silent for %.0f s; a window with the code "
                "took its seat",
             h->peer, (now_ms - h->heard_ms) / 1000.0);
    }
    welcome(h, p, now_ms);
}

/* Reads what a newcomer has said; true while it stays a newcomer (no whole line yet, and
 * still within its time). */
static bool hear_newcomer(S4NetHost *h, S4NetPending *p, double now_ms)
{
    if (s4_net_sources_locked_ms(&h->sources, &p->source, now_ms) > 0) {
        /* Its source failed while it waited: it is not heard (waiting connections count). */
        turn_away_busy(h, p, "too many wrong attempts, try again in a moment", now_ms);
        return false;
    }
    const char *text;
    size_t len;
    S4NetRead r = s4_net_stream_next(&p->stream, now_ms, S4_NET_HELLO_MS, &text, &len);
    if (r == S4_NET_PIECE)
        hear(h, p, text, len, now_ms);
    else if (r == S4_NET_CLOSED)
        s4_net_stream_close(&p->stream); /* gone without a word: nothing tried */
    else if (r != S4_NET_NONE || now_ms - p->since_ms > S4_NET_HELLO_MS)
        turn_away(h, p, "no hello in time", true, now_ms);
    else
        return true;
    return false;
}

void s4_net_host_take(S4NetHost *h, int fd, const char *peer, double now_ms)
{
    S4NetSourceKey source = s4_net_source_of(&h->sources, peer);
    S4NetPending *slot = NULL;
    int from_source = 0;
    for (int k = 0; k < S4_NET_PENDING_MAX; k++) {
        S4NetPending *q = &h->pending[k];
        if (q->stream.fd < 0 && !slot)
            slot = q;
        else if (q->stream.fd >= 0 && s4_net_source_same(&q->source, &source))
            from_source++;
    }
    if (from_source >= S4_NET_PENDING_PER_SOURCE)
        slot = NULL; /* its source has its share of the slots */
    S4NetPending tmp;
    S4NetPending *p = slot ? slot : &tmp;
    s4_net_stream_init(&p->stream, fd, false);
    p->since_ms = now_ms;
    p->source = source;
    snprintf(p->peer, sizeof p->peer, "%s", peer);
    if (hear_newcomer(h, p, now_ms) && !slot) /* a hello already there needs no slot */
        turn_away_busy(h, p, "too many connections at once, try again in a moment", now_ms);
}

/* Takes waiting connections from the listeners in turn until both are empty or this frame's
 * S4_NET_ACCEPTS_PER_FRAME are taken; the rest wait in the system's queue for the next. */
static void accept_newcomers(S4NetHost *h, double now_ms)
{
    if (now_ms != h->frame_ms) {
        h->frame_ms = now_ms;
        h->taken_this_frame = 0;
    }
    int listeners[2] = {h->listen_fd, h->listen_fd4};
    bool empty[2] = {listeners[0] < 0, listeners[1] < 0};
    for (int i = 0; h->taken_this_frame < S4_NET_ACCEPTS_PER_FRAME && !(empty[0] && empty[1]);
         i ^= 1) {
        if (empty[i])
            continue;
        char peer[S4_NET_PEER];
        int fd = s4_tcp_accept(listeners[i], peer, sizeof peer);
        if (fd < 0) {
            /* None waiting, or an error that lasts (no descriptors left): try the next frame.
             * A connection gone before it was taken (ECONNABORTED) counts as taken. */
            if (errno == ECONNABORTED)
                h->taken_this_frame++;
            else
                empty[i] = true;
            continue;
        }
        h->taken_this_frame++;
        s4_net_host_take(h, fd, peer, now_ms);
    }
}

static void hear_newcomers(S4NetHost *h, double now_ms)
{
    for (int k = 0; k < S4_NET_PENDING_MAX; k++)
        if (h->pending[k].stream.fd >= 0)
            (void)hear_newcomer(h, &h->pending[k], now_ms);
}

bool s4_net_host_poll(S4NetHost *h, double now_ms, S4NetNews *news)
{
    if (h->news_count == 0) {
        accept_newcomers(h, now_ms);
        hear_newcomers(h, now_ms);
        tell_crowd(h, now_ms);
        if (h->joined)
            read_player(h, now_ms);
    }
    if (h->news_count == 0)
        return false;
    *news = h->news[h->news_head];
    h->news_head = (h->news_head + 1) % S4_NET_NEWS_MAX;
    h->news_count--;
    return true;
}

/* ================================================================ keeping the player in step */

/* True when `game` is `told` with moves added (same start, same first moves). */
static bool extends(const S4Game *told, const S4Game *game)
{
    if (told->move_count > game->move_count || told->first_to_move != game->first_to_move ||
        memcmp(&told->start.beads, &game->start.beads, sizeof told->start.beads) != 0)
        return false;
    for (int i = 0; i < told->move_count; i++)
        if (told->moves[i] != game->moves[i])
            return false;
    return true;
}

void s4_net_host_sync(S4NetHost *h, const S4Game *game, S4Colour remote, double now_ms)
{
    if (!h->joined || (h->ledger.count > 0 && !h->told_valid))
        return;
    h->remote = remote;
    if (!h->told_valid || !extends(&h->told, game)) {
        if (h->move_owed)
            return; /* its answer comes first; the referee does not change a game mid-move */
        S4Command restart = {.kind = S4_CMD_RESTART};
        if (!send_command(h, &restart, S4_EXPECT_OK, now_ms))
            return;
        /* The start position level by level (each bead lands on one below); the moves
         * follow as notes below, then whose seat the player takes. */
        for (int level = 0; level < h->geo->height; level++)
            for (int peg = 0; peg < h->geo->pegs; peg++) {
                int at = s4_board_at(&game->start, peg, level);
                S4Command note = {.kind = S4_CMD_NOTE, .colour = (S4Colour)at, .peg = peg};
                if (at >= 0 && !send_command(h, &note, S4_EXPECT_OK, now_ms))
                    return;
            }
        s4_game_init_from(&h->told, &game->start, game->first_to_move);
        h->told.early_draw = game->early_draw;
        h->told_valid = true;
        for (int i = 0; i < game->move_count; i++) {
            S4Command note = {.kind = S4_CMD_NOTE, .colour = s4_game_to_move(&h->told),
                              .peg = game->moves[i]};
            if (!send_command(h, &note, S4_EXPECT_OK, now_ms) ||
                s4_game_play(&h->told, game->moves[i]) != S4_OK)
                return;
        }
        S4Command play = {.kind = S4_CMD_PLAY, .colour = remote};
        if (!send_command(h, &play, S4_EXPECT_OK, now_ms))
            return;
    }
    while (h->joined && h->told.move_count < game->move_count) {
        int peg = game->moves[h->told.move_count];
        S4Command note = {.kind = S4_CMD_NOTE, .colour = s4_game_to_move(&h->told), .peg = peg};
        if (!send_command(h, &note, S4_EXPECT_OK, now_ms) || s4_game_play(&h->told, peg) != S4_OK)
            return;
    }
    if (h->joined && !h->move_owed && !s4_game_over(game) && s4_game_to_move(game) == remote) {
        S4Command move = {.kind = S4_CMD_MOVE};
        if (send_command(h, &move, S4_EXPECT_MOVE, now_ms))
            h->move_owed = true;
    }
}

bool s4_net_host_resign(S4NetHost *h, S4Colour colour, double now_ms)
{
    if (!h->joined || h->move_owed)
        return false; /* on the player's turn the host waits, as for any move */
    char text[S4_COMMAND_TEXT];
    snprintf(text, sizeof text, "resign %s;", s4_colour_name(colour));
    if (!send(h, text, S4_EXPECT_OK, now_ms))
        return false;
    h->told_valid = false; /* the next game starts with restart; */
    return true;
}

bool s4_net_host_offer(S4NetHost *h, const char *word, double now_ms)
{
    if (!h->joined || h->move_owed)
        return false; /* on the player's turn the host waits, as for any move */
    char text[S4_COMMAND_TEXT];
    snprintf(text, sizeof text, "%s;", word);
    return send(h, text, S4_EXPECT_OPTIONAL, now_ms);
}
