/* net_join.c: answering the host's commands for a person. */
#include "client/net_join.h"

#include <errno.h>
#include <netdb.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include <unistd.h>

#include "core/notation.h"
#include "core/quote.h"

static void tell(S4NetJoin *j, S4JoinNewsKind kind, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void tell(S4NetJoin *j, S4JoinNewsKind kind, const char *fmt, ...)
{
    if (j->news_count == (int)(sizeof j->news / sizeof j->news[0])) {
        /* Older board changes are summed up by the newest one. */
        memmove(&j->news[0], &j->news[1], sizeof j->news - sizeof j->news[0]);
        j->news_count--;
    }
    S4JoinNews *n = &j->news[j->news_count++];
    n->kind = kind;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(n->text, sizeof n->text, fmt, ap);
    va_end(ap);
}

/* A host that stops reading our answers is gone: after one answer that could not be
 * written nothing more is read or written, and s4_net_join_poll counts it as a drop. */
static void answer(S4NetJoin *j, const char *line)
{
    if (j->stream.fd >= 0 && !s4_net_stream_write(&j->stream, line)) {
        s4_net_stream_close(&j->stream);
        j->unread = true;
    }
}

static void answer_error(S4NetJoin *j, const char *why)
{
    char line[S4_PROTO_MAX_LINE];
    snprintf(line, sizeof line, "error: %.200s.", why);
    answer(j, line);
}

/* Says hello on a connected socket; false with why. */
static bool greet(S4NetJoin *j, int fd, double now_ms, char *why, size_t why_size)
{
    if (j->addr_len == 0)
        j->addr_len = s4_tcp_peer_address(fd, j->addr);
    s4_net_stream_init(&j->stream, fd, true);
    char hello[64];
    snprintf(hello, sizeof hello, "hello %s.", j->code);
    if (!s4_net_stream_write(&j->stream, hello)) {
        snprintf(why, why_size, "the host closed the connection");
        s4_net_stream_close(&j->stream);
        return false;
    }
    j->state = S4_JOIN_GREETING;
    j->greet_since_ms = now_ms;
    j->move_owed = false;
    return true;
}

/* Gives up the attempt under way: the connection begun, the name being looked up. */
static void stop_trying(S4NetJoin *j)
{
    if (j->connecting >= 0)
        close(j->connecting);
    j->connecting = -1;
    s4_tcp_lookup_free(j->lookup);
    j->lookup = NULL;
    j->next_addr = NULL;
}

/* Begins an attempt: at the address first reached when there is one, else at each address
 * of the host's name in turn. False (last_why) when it cannot even begin. */
static bool begin_attempt(S4NetJoin *j)
{
    if (j->addr_len > 0) {
        j->connecting = s4_tcp_connect_start(j->addr, j->addr_len);
        if (j->connecting < 0)
            snprintf(j->last_why, sizeof j->last_why, "%.80s port %d: %s", j->host, j->port,
                     strerror(errno));
        return j->connecting >= 0;
    }
    j->lookup = s4_tcp_lookup_start(j->host, j->port, j->last_why, sizeof j->last_why);
    j->next_addr = NULL;
    j->looked_up = false;
    return j->lookup != NULL;
}

/* Goes on with the attempt without waiting: 1 connected and hello sent, 0 still under way,
 * -1 every address failed (last_why says how the last one did). */
static int continue_attempt(S4NetJoin *j, double now_ms)
{
    for (;;) { /* each turn ends an address, or returns */
        if (j->connecting >= 0) {
            int made = s4_tcp_connect_poll(j->connecting);
            if (made == 0)
                return 0;
            int fd = j->connecting;
            j->connecting = -1;
            if (made == 1) {
                if (greet(j, fd, now_ms, j->last_why, sizeof j->last_why)) {
                    stop_trying(j);
                    return 1;
                }
            } else {
                snprintf(j->last_why, sizeof j->last_why, "%.80s port %d: %s", j->host, j->port,
                         strerror(errno));
                close(fd);
            }
        }
        if (j->lookup == NULL)
            return -1; /* the one address known failed */
        if (j->next_addr == NULL) {
            if (j->looked_up) {
                stop_trying(j);
                return -1; /* every address failed */
            }
            const struct addrinfo *addrs = NULL;
            int got = s4_tcp_lookup_poll(j->lookup, &addrs, j->last_why, sizeof j->last_why);
            if (got == 0)
                return 0;
            j->looked_up = true;
            j->next_addr = got > 0 ? addrs : NULL;
            continue;
        }
        const struct addrinfo *a = j->next_addr;
        j->next_addr = a->ai_next;
        j->connecting = s4_tcp_connect_start(a->ai_addr, (int)a->ai_addrlen);
        if (j->connecting < 0)
            snprintf(j->last_why, sizeof j->last_why, "%.80s port %d: %s", j->host, j->port,
                     strerror(errno));
    }
}

bool s4_net_join_start(S4NetJoin *j, const char *host, int port, const char *code,
                       double now_ms, char *why, size_t why_size)
{
    memset(j, 0, sizeof *j);
    j->connecting = -1;
    s4_net_stream_init(&j->stream, -1, true);
    snprintf(j->host, sizeof j->host, "%s", host);
    j->port = port;
    if (!s4_net_code_normalise(code, j->code)) {
        s4_net_code_why_not(code, why, why_size);
        return false;
    }
    j->state = S4_JOIN_CONNECTING;
    j->retry_at_ms = now_ms + S4_JOIN_FIRST_MS;
    if (!begin_attempt(j)) {
        snprintf(why, why_size, "%s", j->last_why);
        return false;
    }
    return true;
}

void s4_net_join_close(S4NetJoin *j)
{
    stop_trying(j);
    s4_net_stream_close(&j->stream);
}

/* Joining cannot be done: a final state, with why. */
static void fail(S4NetJoin *j, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void fail(S4NetJoin *j, const char *fmt, ...)
{
    stop_trying(j);
    s4_net_stream_close(&j->stream);
    j->state = S4_JOIN_FAILED;
    j->move_owed = false;
    char why[S4_JOIN_TEXT];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    tell(j, S4_JOIN_NEWS_FAILED, "%s", why);
}

static void went_down(S4NetJoin *j, double now_ms, const char *why)
{
    s4_net_stream_close(&j->stream);
    j->move_owed = false;
    j->state = S4_JOIN_DOWN;
    j->retry_at_ms = now_ms + S4_JOIN_RETRY_MS;
    tell(j, S4_JOIN_NEWS_DOWN, "%s", why);
}

/* ================================================================ the host's commands */

/* The first word of text (len characters), lower-cased, and the rest after it. */
static const char *first_word(const char *text, size_t len, char *word, size_t size)
{
    size_t i = 0, n = 0;
    while (i < len && strchr(" \t\r\n", text[i]))
        i++;
    while (i < len && !strchr(" \t\r\n", text[i])) {
        char c = text[i++];
        if (n + 1 < size)
            word[n++] = (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    word[n] = '\0';
    while (i < len && strchr(" \t\r\n", text[i]))
        i++;
    return text + i;
}

static void take_hello(S4NetJoin *j, const char *rest, size_t rest_len)
{
    char name[32];
    first_word(rest, rest_len, name, sizeof name);
    S4Geometry geo;
    if (j->state != S4_JOIN_GREETING || s4_geometry_preset(&geo, name) != S4_OK) {
        answer_error(j, "unknown game");
        return;
    }
    if (!j->has_geo || strcmp(j->game_name, name) != 0) {
        j->geo = geo;
        j->has_geo = true;
        snprintf(j->game_name, sizeof j->game_name, "%s", name);
        s4_game_init(&j->game, &j->geo);
        j->colour_known = false;
    }
    bool back = j->state == S4_JOIN_GREETING && j->game.move_count + j->game.start.count > 0;
    j->state = S4_JOIN_PLAYING;
    j->was_in = true;
    answer(j, "ok.");
    tell(j, back ? S4_JOIN_NEWS_BACK : S4_JOIN_NEWS_HELLO, "%s", name);
}

/* A note: the side to move plays it; before any move, a bead of the other colour belongs to
 * the start position (a game set up from one), which is then rebuilt. */
static void take_note(S4NetJoin *j, const S4Command *cmd)
{
    S4Game *g = &j->game;
    if (s4_game_over(g)) {
        answer_error(j, "the game is over");
        return;
    }
    if (cmd->colour == s4_game_to_move(g)) {
        S4Status st = s4_game_play(g, cmd->peg);
        if (st != S4_OK) {
            answer_error(j, s4_status_str(st));
            return;
        }
    } else if (g->move_count == 0) {
        S4Board start = g->start;
        S4Status st = s4_board_play(&start, cmd->peg, cmd->colour);
        if (st != S4_OK) {
            answer_error(j, s4_status_str(st));
            return;
        }
        /* White moves when the counts are equal, as the engine assumes. */
        S4Colour to_move = __builtin_popcountll(start.beads[S4_WHITE]) >
                                   __builtin_popcountll(start.beads[S4_BLACK])
                               ? S4_BLACK
                               : S4_WHITE;
        bool early = g->early_draw;
        s4_game_init_from(g, &start, to_move);
        g->early_draw = early;
    } else {
        answer_error(j, "not that colour's turn");
        return;
    }
    answer(j, "ok.");
    tell(j, S4_JOIN_NEWS_CHANGED, "note");
}

void s4_net_join_take(S4NetJoin *j, const char *text, size_t len, double now_ms)
{
    char word[24];
    const char *rest = first_word(text, len, word, sizeof word);
    size_t rest_len = len - (size_t)(rest - text);
    if (strcmp(word, "quit") == 0) {
        answer(j, "ok.");
        s4_net_stream_close(&j->stream);
        j->state = S4_JOIN_ENDED;
        j->move_owed = false;
        tell(j, S4_JOIN_NEWS_ENDED, "the host left the game");
        return;
    }
    if (strcmp(word, "refused:") == 0 || strcmp(word, "refused") == 0) {
        /* The host's words, quoted: its bytes reach the status line and, for --join, the
         * terminal, so control bytes show as \xNN and a long reason is cut. */
        char reason[S4_QUOTE_SIZE];
        s4_quote(rest, rest_len, reason, sizeof reason);
        /* The host is busy for a moment, or another window holds the seat (it gives the
         * seat to the code once it has been silent a few seconds): so we try again. */
        if (strstr(reason, "try again") || strstr(reason, "already in")) {
            went_down(j, now_ms, reason);
            return;
        }
        s4_net_stream_close(&j->stream);
        j->state = S4_JOIN_REFUSED;
        tell(j, S4_JOIN_NEWS_REFUSED, "%s", reason);
        return;
    }
    if (strcmp(word, "resign") == 0 && j->state == S4_JOIN_PLAYING && !j->move_owed) {
        answer(j, "ok.");
        tell(j, S4_JOIN_NEWS_RESIGNED, "the host resigned");
        return;
    }
    if ((strcmp(word, "rematch") == 0 || strcmp(word, "decline") == 0) && rest_len == 0 &&
        j->state == S4_JOIN_PLAYING && !j->move_owed) {
        /* The host offers a new game, or declines ours: the person answers, the line
         * only acknowledges. */
        answer(j, "ok.");
        if (word[0] == 'r')
            tell(j, S4_JOIN_NEWS_OFFER, "the host offers a new game");
        else
            tell(j, S4_JOIN_NEWS_DECLINED, "the host declined a new game");
        return;
    }
    if (strcmp(word, "hello") == 0) {
        take_hello(j, rest, rest_len);
        return;
    }
    if (j->state != S4_JOIN_PLAYING || !j->has_geo) {
        answer_error(j, "say hello first");
        return;
    }
    if (j->move_owed) {
        /* The host must wait for the move it asked for: anything else breaks the protocol. */
        went_down(j, now_ms, "the host spoke out of turn");
        return;
    }
    S4Command cmd;
    char why[S4_PROTO_MAX_WHY];
    if (s4_proto_parse_command(&j->geo, text, len, &cmd, why) != S4_OK) {
        answer_error(j, why);
        return;
    }
    switch (cmd.kind) {
    case S4_CMD_RESTART: {
        bool early = j->game.early_draw;
        s4_game_init(&j->game, &j->geo);
        j->game.early_draw = early;
        j->colour_known = false;
        j->restarts++;
        answer(j, "ok.");
        tell(j, S4_JOIN_NEWS_CHANGED, "restart");
        return;
    }
    case S4_CMD_PLAY:
        j->colour = cmd.colour;
        j->colour_known = true;
        answer(j, "ok.");
        tell(j, S4_JOIN_NEWS_CHANGED, "play");
        return;
    case S4_CMD_NOTE: take_note(j, &cmd); return;
    case S4_CMD_MOVE:
        if (s4_game_over(&j->game)) {
            answer_error(j, "the game is over");
            return;
        }
        if (!j->colour_known) {
            j->colour = s4_game_to_move(&j->game); /* as an engine does without `play` */
            j->colour_known = true;
        }
        j->move_owed = true;
        tell(j, S4_JOIN_NEWS_YOUR_MOVE, "move");
        return;
    case S4_CMD_QUIT: /* handled above by its word */
    default:
        answer_error(j, "a person takes no engine settings");
        return;
    }
}

/* ================================================================ polling, playing */

/* The first connection: the name looked up, each address tried in turn, all within
 * S4_JOIN_FIRST_MS; failing, joining ends with the reason. */
static void first_connection(S4NetJoin *j, double now_ms)
{
    int made = continue_attempt(j, now_ms);
    if (made == 1 || (made == 0 && now_ms < j->retry_at_ms))
        return;
    if (made == 0)
        fail(j, "%.80s port %d did not answer within %d s", j->host, j->port,
             S4_JOIN_FIRST_MS / 1000);
    else
        fail(j, "%s", j->last_why);
}

/* After a drop: a connection to the address first reached, begun and checked without
 * waiting (the window keeps drawing whatever the network does), again every
 * S4_JOIN_RETRY_MS. */
static void try_again(S4NetJoin *j, double now_ms)
{
    if (j->connecting < 0 && j->lookup == NULL) {
        if (now_ms < j->retry_at_ms)
            return;
        if (!begin_attempt(j)) {
            j->retry_at_ms = now_ms + S4_JOIN_RETRY_MS;
            return;
        }
        j->retry_at_ms = now_ms + S4_JOIN_CONNECT_MS;
    }
    int made = continue_attempt(j, now_ms);
    if (made == 1 || (made == 0 && now_ms < j->retry_at_ms))
        return;
    stop_trying(j);
    j->retry_at_ms = now_ms + S4_JOIN_RETRY_MS;
}

bool s4_net_join_poll(S4NetJoin *j, double now_ms, S4JoinNews *news)
{
    if (j->news_count == 0) {
        if (j->state == S4_JOIN_CONNECTING)
            first_connection(j, now_ms);
        else if (j->state == S4_JOIN_DOWN)
            try_again(j, now_ms);
        for (int pieces = 0; j->stream.fd >= 0 && pieces < 64; pieces++) {
            const char *text;
            size_t len;
            /* No limit on a begun command: the host keeps the rules, and a half-sent
             * command from it costs this window nothing but a wait. */
            S4NetRead r = s4_net_stream_next(&j->stream, now_ms, 0, &text, &len);
            if (r == S4_NET_NONE)
                break;
            if (r == S4_NET_PIECE) {
                s4_net_join_take(j, text, len, now_ms);
                continue;
            }
            if (r == S4_NET_TOO_LONG) {
                answer_error(j, s4_status_str(S4_ERR_TOO_LONG));
                continue;
            }
            went_down(j, now_ms, j->state == S4_JOIN_GREETING
                                     ? "the host closed the connection before the game began"
                                     : "the connection to the host dropped");
        }
        if (j->unread) { /* (a host that said quit; and left needs no answer) */
            j->unread = false;
            if (j->state == S4_JOIN_PLAYING || j->state == S4_JOIN_GREETING)
                went_down(j, now_ms, "the host stopped reading the connection");
        }
        if (j->state == S4_JOIN_GREETING && now_ms - j->greet_since_ms > S4_JOIN_GREET_MS) {
            if (j->was_in)
                went_down(j, now_ms, "the host did not answer");
            else
                fail(j, "%.80s port %d took the connection but said nothing within %d s: is "
                        "a game hosted there?",
                     j->host, j->port, S4_JOIN_GREET_MS / 1000);
        }
    }
    if (j->news_count == 0)
        return false;
    *news = j->news[0];
    memmove(&j->news[0], &j->news[1], sizeof j->news - sizeof j->news[0]);
    j->news_count--;
    return true;
}

S4Status s4_net_join_play(S4NetJoin *j, int peg)
{
    if (!j->move_owed || j->state != S4_JOIN_PLAYING || s4_game_over(&j->game))
        return S4_ERR_GAME_OVER;
    if (peg < 0 || peg >= j->geo.pegs)
        return S4_ERR_BAD_PEG;
    S4Status st = s4_game_play(&j->game, peg);
    if (st != S4_OK)
        return st;
    char name[S4_PEG_TEXT], line[S4_PEG_TEXT + 2];
    s4_peg_format(&j->geo, peg, name);
    snprintf(line, sizeof line, "%s.", name);
    j->move_owed = false;
    answer(j, line);
    return S4_OK;
}

bool s4_net_join_request(S4NetJoin *j, const char *word)
{
    if (j->state != S4_JOIN_PLAYING)
        return false;
    char line[32];
    snprintf(line, sizeof line, "%s.", word);
    if (!s4_net_stream_write(&j->stream, line))
        return false;
    if (strcmp(word, "resign") == 0)
        j->move_owed = false; /* the resignation answers an owed move: no click will come */
    return true;
}
