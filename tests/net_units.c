/* The network's small parts: addresses as people type them, join codes, and the bounded
 * stream over a real socket pair (a piece too long, a piece that stalls, a closed peer). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "client/net_code.h"
#include "client/net_host.h"
#include "client/net_join.h"
#include "client/net_stream.h"
#include "client/tcp.h"

static void split_ok(const char *text, const char *host, int port)
{
    char h[S4_TCP_HOST_MAX], why[S4_TCP_WHY] = "";
    int p = -1;
    cr_assert(s4_tcp_split(text, 4004, h, sizeof h, &p, why, sizeof why), "%s: %s", text, why);
    cr_assert_str_eq(h, host, "%s", text);
    cr_assert_eq(p, port, "%s", text);
}

static void split_refused(const char *text)
{
    char h[S4_TCP_HOST_MAX], why[S4_TCP_WHY] = "";
    int p = -1;
    cr_assert_not(s4_tcp_split(text, 4004, h, sizeof h, &p, why, sizeof why), "%s", text);
    cr_assert_neq(why[0], '\0', "%s", text);
}

Test(net_units, addresses_split_into_host_and_port)
{
    split_ok("127.0.0.1:5000", "127.0.0.1", 5000);
    split_ok("example.org", "example.org", 4004);
    split_ok("[::1]:4010", "::1", 4010);
    split_ok("[::1]", "::1", 4004);
    split_ok("fe80::1", "fe80::1", 4004); /* a bare IPv6 address has no port */
    split_refused("");
    split_refused(":4004");
    split_refused("host:0");
    split_refused("host:65536");
    split_refused("host:+5");
    split_refused("host:12ab");
    split_refused("[::1");
    split_refused("[::1]x");
}

Test(net_units, codes_are_random_and_typed_loosely)
{
    char a[S4_NET_CODE_SIZE], b[S4_NET_CODE_SIZE], c[S4_NET_CODE_SIZE];
    cr_assert(s4_net_code_make(a));
    cr_assert(s4_net_code_make(b));
    cr_assert_eq(strlen(a), S4_NET_CODE_LEN);
    /* Two of about 10^9 codes: equal once in a billion runs. */
    cr_assert_str_neq(a, b);
    for (int i = 0; i < S4_NET_CODE_LEN; i++)
        cr_assert(strchr("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", a[i]) != NULL, "%s", a);
    cr_assert(s4_net_code_normalise("k7m-p2q", c));
    cr_assert_str_eq(c, "K7MP2Q");
    cr_assert(s4_net_code_equal(c, "K7MP2Q"));
    cr_assert_not(s4_net_code_equal(c, "K7MP2R"));
    cr_assert_not(s4_net_code_normalise("K7MP2", c));   /* too short */
    cr_assert_not(s4_net_code_normalise("K7MP2QQ", c)); /* too long */
    cr_assert_not(s4_net_code_normalise("K7MP2O", c));  /* O is not in the alphabet */
    cr_assert_not(s4_net_code_normalise("K7MP2;", c));

    /* Why a typed code is refused, in words that help to mend it. */
    char why[200];
    s4_net_code_why_not("K7MP2O", why, sizeof why);
    cr_expect_str_eq(why, "'K7MP2O' is not a join code: codes never have I, O, 0 or 1 (they "
                          "look alike), so its 'O' is a misread");
    s4_net_code_why_not("k7m-p2", why, sizeof why);
    cr_expect_str_eq(why, "'k7m-p2' is not a join code: it has 5 letters and digits, a code "
                          "has 6");
    s4_net_code_why_not("K7MP2;", why, sizeof why);
    cr_expect_str_eq(why, "'K7MP2;' is not a join code: codes have only letters and digits");
    s4_net_code_why_not("K7\x1b[2J", why, sizeof why);
    cr_expect_str_eq(why, "'K7\\x1b[2J' is not a join code: codes have only letters and digits");
    s4_net_code_why_not("k7m-p2q", why, sizeof why);
    cr_expect_str_eq(why, "", "a code has no reason to be refused");
}

Test(net_units, the_stream_bounds_every_piece)
{
    int sv[2];
    cr_assert_eq(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
    S4NetStream s;
    s4_net_stream_init(&s, sv[0], false);
    const char *text;
    size_t len;
    /* Two lines in one write come out one at a time. */
    cr_assert_eq(write(sv[1], "ok.\nB2.\n", 8), 8);
    cr_assert_eq(s4_net_stream_next(&s, 1, 100, &text, &len), S4_NET_PIECE);
    cr_assert_eq(len, 3);
    cr_assert_eq(strncmp(text, "ok.", 3), 0);
    cr_assert_eq(s4_net_stream_next(&s, 1, 100, &text, &len), S4_NET_PIECE);
    cr_assert_eq(strncmp(text, "B2.", 3), 0);
    cr_assert_eq(s4_net_stream_next(&s, 1, 100, &text, &len), S4_NET_NONE);
    /* A line begun at time 2 and not ended is stalled after the limit, on the fake clock. */
    cr_assert_eq(write(sv[1], "B", 1), 1);
    cr_assert_eq(s4_net_stream_next(&s, 2, 100, &text, &len), S4_NET_NONE);
    cr_assert_eq(s4_net_stream_next(&s, 102, 100, &text, &len), S4_NET_NONE);
    cr_assert_eq(s4_net_stream_next(&s, 103, 100, &text, &len), S4_NET_STALLED);
    s4_net_stream_close(&s);

    cr_assert_eq(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
    s4_net_stream_init(&s, sv[0], false);
    /* A line over the limit is refused at the byte that makes it too long. */
    char flood[S4_PROTO_MAX_LINE + 10];
    memset(flood, 'x', sizeof flood);
    cr_assert_eq(write(sv[1], flood, sizeof flood), (ssize_t)sizeof flood);
    cr_assert_eq(s4_net_stream_next(&s, 1, 0, &text, &len), S4_NET_TOO_LONG);
    s4_net_stream_close(&s);

    cr_assert_eq(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
    s4_net_stream_init(&s, sv[0], true);
    /* Commands end at ';'; a peer that closes is CLOSED. */
    cr_assert_eq(write(sv[1], "move;", 5), 5);
    close(sv[1]);
    cr_assert_eq(s4_net_stream_next(&s, 1, 0, &text, &len), S4_NET_PIECE);
    cr_assert_eq(strncmp(text, "move", 4), 0);
    cr_assert_eq(s4_net_stream_next(&s, 1, 0, &text, &len), S4_NET_CLOSED);
    s4_net_stream_close(&s);
}

/* What the other end of a newcomer's socket pair was told before it was closed ("" while it
 * is still open and told nothing). */
static void told(int fd, char *buf, size_t size)
{
    ssize_t got = recv(fd, buf, size - 1, MSG_DONTWAIT);
    buf[got > 0 ? got : 0] = '\0';
}

Test(net_units, a_crowd_of_newcomers_waits_in_a_few_slots_and_is_told_of_once)
{
    static S4NetHost h; /* large: off the stack */
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    char why[S4_TCP_WHY];
    cr_assert(s4_net_host_open(&h, &geo, "score4", -1, true, "K7MP2Q", why, sizeof why), "%s",
              why);
    enum { CROWD = S4_NET_PENDING_MAX + 20 };
    int theirs[CROWD];
    char said[256];
    /* Silent newcomers, all at the fake time 10000: the first S4_NET_PENDING_MAX wait for
     * their hello, the rest are told to try again and closed at once. */
    for (int i = 0; i < CROWD; i++) {
        int sv[2];
        cr_assert_eq(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
        theirs[i] = sv[1];
        char peer[32]; /* each from an address of its own: one source has only two slots */
        snprintf(peer, sizeof peer, "10.0.0.%d", i + 1);
        s4_net_host_take(&h, sv[0], peer, 10000);
        told(theirs[i], said, sizeof said);
        if (i < S4_NET_PENDING_MAX)
            cr_assert_str_eq(said, "", "newcomer %d", i);
        else
            cr_assert_str_eq(said, "refused: too many connections at once, try again in a moment;\n",
                             "newcomer %d", i);
    }
    /* One whose hello is there when it is taken needs no slot: it is let in. */
    int sv[2];
    cr_assert_eq(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
    cr_assert_eq(write(sv[1], "hello k7mp2q.\n", 14), 14);
    s4_net_host_take(&h, sv[0], "friend", 10000);
    cr_assert(h.joined);
    told(sv[1], said, sizeof said);
    cr_assert_str_eq(said, "hello score4;\n");

    /* The news: the first turned away at once, the other 19 counted, told a second later. */
    S4NetNews news;
    int crowd_news = 0;
    bool joined = false;
    while (s4_net_host_poll(&h, 10000, &news)) {
        joined |= news.kind == S4_NET_NEWS_JOINED;
        if (news.kind == S4_NET_NEWS_TURNED_AWAY) {
            crowd_news++;
            cr_assert_str_eq(news.text, "1 connection was turned away: too many connections at "
                                        "once, try again in a moment");
        }
    }
    cr_assert(joined);
    cr_assert_eq(crowd_news, 1);
    cr_assert_not(s4_net_host_poll(&h, 10000 + S4_NET_CROWD_NEWS_MS - 1, &news));
    cr_assert(s4_net_host_poll(&h, 10000 + S4_NET_CROWD_NEWS_MS, &news));
    cr_assert_str_eq(news.text, "19 connections were turned away: too many connections at once, "
                                "try again in a moment");
    /* The silent ones wait their time for a hello, then are turned away too. */
    for (int i = 0; i < S4_NET_PENDING_MAX; i++)
        cr_assert_geq(h.pending[i].stream.fd, 0);
    while (s4_net_host_poll(&h, 10000 + S4_NET_HELLO_MS + 1, &news))
        ;
    for (int i = 0; i < S4_NET_PENDING_MAX; i++) {
        cr_assert_lt(h.pending[i].stream.fd, 0);
        told(theirs[i], said, sizeof said);
        cr_assert_str_eq(said, "refused: no hello in time;\n", "newcomer %d", i);
    }
    s4_net_host_close(&h);
    for (int i = 0; i < CROWD; i++)
        close(theirs[i]);
    close(sv[1]);
}

/* A joiner on fd as just connected: waiting for the host's hello. */
static void greeting_joiner(S4NetJoin *j, int fd)
{
    memset(j, 0, sizeof *j);
    s4_net_stream_init(&j->stream, fd, true);
    memcpy(j->code, "K7MP2Q", 7);
    j->state = S4_JOIN_GREETING;
    j->connecting = -1;
}

Test(net_units, a_host_that_stops_reading_is_a_drop_not_a_wait_per_command)
{
    /* The host sends command after command and never reads the answers: once one answer
     * cannot be written the joiner drops the line (and tries again later), without waiting
     * for room, and reads nothing more from it. */
    int sv[2];
    cr_assert_eq(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
    int small = 4096;
    setsockopt(sv[0], SOL_SOCKET, SO_SNDBUF, &small, sizeof small);
    static S4NetJoin j; /* its game points into itself: never copied */
    greeting_joiner(&j, sv[0]);
    static char flood[60000];
    memset(flood, ';', sizeof flood); /* empty commands, each answered with an error */
    size_t sent = 0;
    S4JoinNews news;
    bool down = false;
    for (int round = 0; round < 2000 && !down; round++) {
        if (sent < sizeof flood) {
            ssize_t w = send(sv[1], flood + sent, sizeof flood - sent, MSG_DONTWAIT);
            if (w > 0)
                sent += (size_t)w;
        }
        while (s4_net_join_poll(&j, 1.0 + round, &news))
            if (news.kind == S4_JOIN_NEWS_DOWN) {
                down = true;
                cr_assert_str_eq(news.text, "the host stopped reading the connection");
            }
    }
    cr_assert(down);
    cr_assert_eq(j.state, S4_JOIN_DOWN);
    s4_net_join_close(&j);
    close(sv[1]);
}

Test(net_units, a_refusal_from_the_host_reaches_the_joiner_quoted)
{
    /* The host's reason is its own bytes: an escape sequence in it must not reach the
     * joiner's terminal or status line as it is. */
    int sv[2];
    cr_assert_eq(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
    static S4NetJoin j; /* its game points into itself: never copied */
    greeting_joiner(&j, sv[0]);
    static const char refusal[] = "refused: \x1b[2Jwrong code;";
    cr_assert_eq(send(sv[1], refusal, sizeof refusal - 1, 0), (ssize_t)(sizeof refusal - 1));
    S4JoinNews news;
    bool refused = false;
    for (int round = 0; round < 200 && !refused; round++)
        while (s4_net_join_poll(&j, 1.0 + round, &news))
            if (news.kind == S4_JOIN_NEWS_REFUSED) {
                refused = true;
                cr_assert_str_eq(news.text, "\\x1b[2Jwrong code");
            }
    cr_assert(refused);
    cr_assert_eq(j.state, S4_JOIN_REFUSED);
    s4_net_join_close(&j);
    close(sv[1]);
}

/* Polls the joiner until news of `kind` (true) or 200 rounds pass. */
static bool joiner_news(S4NetJoin *j, S4JoinNewsKind kind)
{
    S4JoinNews news;
    for (int round = 0; round < 200; round++)
        while (s4_net_join_poll(j, 1.0 + round, &news))
            if (news.kind == kind)
                return true;
    return false;
}

Test(net_units, the_joiner_acknowledges_the_hosts_offer_and_decline_and_tells_its_person)
{
    /* rematch; (the host offers a new game) and decline; (the host declines ours) are
     * answered ok. and reach the person as news; the same word with more after it is no
     * offer, and is refused as an unknown command, changing nothing. */
    int sv[2];
    cr_assert_eq(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
    static S4NetJoin j; /* its game points into itself: never copied */
    greeting_joiner(&j, sv[0]);
    static const char hello[] = "hello score4;";
    cr_assert_eq(send(sv[1], hello, sizeof hello - 1, 0), (ssize_t)(sizeof hello - 1));
    cr_assert(joiner_news(&j, S4_JOIN_NEWS_HELLO));
    char said[256];
    told(sv[1], said, sizeof said);
    cr_assert_str_eq(said, "ok.\n");
    cr_assert_eq(send(sv[1], "rematch;", 8, 0), 8);
    cr_assert(joiner_news(&j, S4_JOIN_NEWS_OFFER));
    told(sv[1], said, sizeof said);
    cr_assert_str_eq(said, "ok.\n");
    cr_assert_eq(send(sv[1], "decline;", 8, 0), 8);
    cr_assert(joiner_news(&j, S4_JOIN_NEWS_DECLINED));
    told(sv[1], said, sizeof said);
    cr_assert_str_eq(said, "ok.\n");
    cr_assert_eq(send(sv[1], "rematch now;", 12, 0), 12);
    cr_assert_not(joiner_news(&j, S4_JOIN_NEWS_OFFER));
    told(sv[1], said, sizeof said);
    cr_assert(strncmp(said, "error: ", 7) == 0, "%s", said);
    cr_assert_eq(j.state, S4_JOIN_PLAYING);
    /* Our answers to the host's offer: a line each. */
    cr_assert(s4_net_join_request(&j, "decline"));
    told(sv[1], said, sizeof said);
    cr_assert_str_eq(said, "decline.\n");
    s4_net_join_close(&j);
    close(sv[1]);
}

Test(net_units, an_older_joiner_refusing_the_hosts_offer_stays_in_the_game)
{
    /* A window from before offers answers error: to rematch; as to any unknown command:
     * the host hears that it takes no offers, and keeps the player (a refused command
     * used to drop the line). The player's own decline. is news, not a reply. */
    static S4NetHost h; /* large: off the stack */
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    char why[S4_TCP_WHY], said[256];
    cr_assert(s4_net_host_open(&h, &geo, "score4", -1, true, "K7MP2Q", why, sizeof why), "%s",
              why);
    int sv[2];
    cr_assert_eq(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
    cr_assert_eq(write(sv[1], "hello K7MP2Q.\nok.\n", 18), 18);
    s4_net_host_take(&h, sv[0], "friend", 1000);
    cr_assert(h.joined);
    S4NetNews news;
    while (s4_net_host_poll(&h, 1000, &news))
        ;
    cr_assert(s4_net_host_offer(&h, "rematch", 1001));
    told(sv[1], said, sizeof said);
    cr_assert_str_eq(said, "hello score4;\nrematch;\n");
    cr_assert_eq(write(sv[1], "error: unknown command.\n", 24), 24);
    bool no_offers = false;
    while (s4_net_host_poll(&h, 1002, &news)) {
        cr_assert_neq(news.kind, S4_NET_NEWS_DROPPED, "%s", news.text);
        no_offers |= news.kind == S4_NET_NEWS_NO_OFFERS;
    }
    cr_assert(no_offers);
    cr_assert(h.joined);
    /* A new window declines an offer with a line of its own. */
    cr_assert(s4_net_host_offer(&h, "rematch", 1003));
    cr_assert_eq(write(sv[1], "ok.\ndecline.\n", 13), 13);
    bool declined = false;
    while (s4_net_host_poll(&h, 1004, &news)) {
        cr_assert_neq(news.kind, S4_NET_NEWS_DROPPED, "%s", news.text);
        declined |= news.kind == S4_NET_NEWS_DECLINED;
    }
    cr_assert(declined);
    cr_assert(h.joined);
    s4_net_host_close(&h);
    close(sv[1]);
}
