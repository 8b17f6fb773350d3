/* The host's limits per source address, over real loopback connections from several
 * addresses of 127.0.0.0/8 (each client socket bound to its own): a stranger who floods
 * wrong codes or scans the port locks out only itself, waiting connections count, a window
 * gone silent gives its seat to the code, and sockets carry TCP keepalive. The host runs on
 * a fake clock (the now_ms it is given); the test waits on what the sockets say. */
#include <criterion/criterion.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include "client/engine_client.h"
#include "client/net_host.h"
#include "client/net_join.h"
#include "client/tcp.h"

#define CODE "K7MP2Q"

static S4Geometry geo;
static S4NetHost host; /* large: off the stack */

static void open_host(void)
{
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    char why[S4_TCP_WHY];
    cr_assert(s4_net_host_open(&host, &geo, "score4", 0, true, CODE, why, sizeof why), "%s",
              why);
    cr_assert_geq(host.listen_fd4, 0, "the test needs 127.0.0.1");
}

/* A blocking connection to the host's 127.0.0.1 port from the address `from`, with a
 * receive limit so a missing answer fails the test instead of hanging it. */
static int connect_from(const char *from, int port)
{
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    cr_assert_geq(fd, 0);
    struct sockaddr_in a = {.sin_family = AF_INET};
    cr_assert_eq(inet_pton(AF_INET, from, &a.sin_addr), 1);
    cr_assert_eq(bind(fd, (struct sockaddr *)&a, sizeof a), 0, "bind %s", from);
    struct sockaddr_in to = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    cr_assert_eq(connect(fd, (struct sockaddr *)&to, sizeof to), 0);
    struct timeval limit = {.tv_sec = 20};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, sizeof limit);
    return fd;
}

static void say(int fd, const char *text)
{
    cr_assert_eq(send(fd, text, strlen(text), MSG_NOSIGNAL), (ssize_t)strlen(text));
}

/* Polls the host at now_ms until the connection fd has been told a line (or closed), and
 * returns that line (without '\n'); the news is collected into news_out (joined with '|'). */
static void heard(int fd, double now_ms, char *line, size_t size, char *news_out,
                  size_t news_size)
{
    size_t n = 0;
    line[0] = '\0';
    for (int round = 0; round < 20000; round++) {
        S4NetNews news;
        while (s4_net_host_poll(&host, now_ms, &news))
            if (news_out) {
                size_t used = strlen(news_out);
                snprintf(news_out + used, news_size - used, "%s|", news.text);
            }
        struct pollfd pfd = {.fd = fd, .events = POLLIN};
        if (poll(&pfd, 1, round < 100 ? 1 : 10) == 1) {
            char c;
            ssize_t got = recv(fd, &c, 1, 0);
            if (got <= 0 || c == '\n')
                break;
            if (n + 1 < size) {
                line[n++] = c;
                line[n] = '\0';
            }
            round = 0;
        }
    }
}

Test(net_limits, a_stranger_flooding_wrong_codes_locks_out_only_itself)
{
    open_host();
    char line[256], news[4096] = "";
    double now = 1000;
    /* The stranger at 127.0.0.2 tries codes again and again, each as soon as it may. */
    for (int i = 0; i < 6; i++) {
        int s = connect_from("127.0.0.2", host.port);
        say(s, "hello AAAAAA.\n");
        heard(s, now, line, sizeof line, news, sizeof news);
        cr_assert(strcmp(line, "refused: wrong code;") == 0 ||
                      strcmp(line, "refused: too many wrong attempts, try again in a moment;") ==
                          0,
                  "%s", line);
        close(s);
        now += 50;
    }
    cr_assert_gt(s4_net_host_lockout_ms(&host, "127.0.0.2", now), 0);
    /* The friend at 127.0.0.3, with the right code, is let in during the flood. */
    cr_assert_eq(s4_net_host_lockout_ms(&host, "127.0.0.3", now), 0);
    int f = connect_from("127.0.0.3", host.port);
    say(f, "hello " CODE ".\n");
    heard(f, now, line, sizeof line, news, sizeof news);
    cr_assert_str_eq(line, "hello score4;");
    cr_assert(host.joined);
    cr_assert_str_eq(host.peer, "127.0.0.3");
    /* The stranger, even with the right code now, is still turned away. */
    int s = connect_from("127.0.0.2", host.port);
    say(s, "hello " CODE ".\n");
    heard(s, now, line, sizeof line, news, sizeof news);
    cr_assert_str_eq(line, "refused: too many wrong attempts, try again in a moment;");
    close(s);
    close(f);
    s4_net_host_close(&host);
}

Test(net_limits, a_port_scan_of_silent_connections_locks_out_only_the_scanner)
{
    open_host();
    char line[256];
    double now = 1000;
    /* Eight silent connections from the scanner: two wait for a hello, six are told at once
     * that there are too many (one source has S4_NET_PENDING_PER_SOURCE slots). */
    int scan[8];
    int told_busy = 0;
    for (int i = 0; i < 8; i++) {
        scan[i] = connect_from("127.0.0.4", host.port);
        S4NetNews news;
        while (s4_net_host_poll(&host, now, &news))
            ;
    }
    for (int i = 0; i < 8; i++) {
        char c[128];
        ssize_t got = recv(scan[i], c, sizeof c - 1, MSG_DONTWAIT);
        if (got > 0) {
            c[got] = '\0';
            cr_assert_str_eq(c, "refused: too many connections at once, try again in a moment;\n");
            told_busy++;
        }
    }
    cr_assert_eq(told_busy, 8 - S4_NET_PENDING_PER_SOURCE);
    /* Their time for a hello runs out: the scanner is locked out, and the friend at
     * 127.0.0.5 comes in at once. */
    now += S4_NET_HELLO_MS + 1;
    S4NetNews news;
    while (s4_net_host_poll(&host, now, &news))
        ;
    cr_assert_gt(s4_net_host_lockout_ms(&host, "127.0.0.4", now), 0);
    int f = connect_from("127.0.0.5", host.port);
    say(f, "hello " CODE ".\n");
    heard(f, now, line, sizeof line, NULL, 0);
    cr_assert_str_eq(line, "hello score4;");
    cr_assert(host.joined);
    for (int i = 0; i < 8; i++)
        close(scan[i]);
    close(f);
    s4_net_host_close(&host);
}

Test(net_limits, waiting_connections_count_against_their_source)
{
    open_host();
    char line[256];
    double now = 1000;
    /* Two connections wait silently, then both guess in the same frame: the first wrong
     * code locks the source, and the second guess is not even heard. */
    int a = connect_from("127.0.0.6", host.port);
    int b = connect_from("127.0.0.6", host.port);
    S4NetNews news;
    while (s4_net_host_poll(&host, now, &news))
        ;
    say(a, "hello AAAAAA.\n");
    say(b, "hello BBBBBB.\n");
    now += 10;
    heard(a, now, line, sizeof line, NULL, 0);
    char second[256];
    heard(b, now, second, sizeof second, NULL, 0);
    cr_assert(strcmp(line, "refused: wrong code;") == 0 ||
              strcmp(second, "refused: wrong code;") == 0);
    cr_assert(strcmp(line, "refused: too many wrong attempts, try again in a moment;") == 0 ||
              strcmp(second, "refused: too many wrong attempts, try again in a moment;") == 0,
              "%s / %s", line, second);
    S4NetSourceKey key = s4_net_source_of(&host.sources, "127.0.0.6");
    int failures = 0;
    for (int i = 0; i < S4_NET_SOURCES_MAX; i++)
        if (host.sources.entry[i].used && s4_net_source_same(&host.sources.entry[i].key, &key))
            failures = host.sources.entry[i].failures;
    cr_assert_eq(failures, 1, "one guess heard, one failure");
    close(a);
    close(b);
    s4_net_host_close(&host);
}

Test(net_limits, sources_are_ipv4_addresses_and_ipv6_slash_64s_with_the_friend_apart)
{
    S4NetSources t;
    s4_net_sources_init(&t);
    S4NetSourceKey a = s4_net_source_of(&t, "2001:db8:1:2::5");
    S4NetSourceKey b = s4_net_source_of(&t, "2001:db8:1:2:ffff::9");
    S4NetSourceKey c = s4_net_source_of(&t, "2001:db8:1:3::5");
    S4NetSourceKey d = s4_net_source_of(&t, "::ffff:192.0.2.7");
    S4NetSourceKey e = s4_net_source_of(&t, "192.0.2.7");
    cr_assert(s4_net_source_same(&a, &b), "one /64");
    cr_assert_not(s4_net_source_same(&a, &c), "another /64");
    cr_assert(s4_net_source_same(&d, &e), "a mapped address is its IPv4 one");
    /* The friend's own address is a source of its own: a neighbour in its /64 that fails
     * does not lock it out. */
    s4_net_sources_trust(&t, "2001:db8:1:2::5");
    S4NetSourceKey friend = s4_net_source_of(&t, "2001:db8:1:2::5");
    S4NetSourceKey neighbour = s4_net_source_of(&t, "2001:db8:1:2::6");
    for (int i = 0; i < 5; i++)
        s4_net_sources_fail(&t, &neighbour, 100);
    cr_assert_gt(s4_net_sources_locked_ms(&t, &neighbour, 100), 0);
    cr_assert_eq(s4_net_sources_locked_ms(&t, &friend, 100), 0);
    /* The lockout doubles and stops at S4_NET_LOCKOUT_MAX_MS. */
    cr_assert_eq(s4_net_sources_locked_ms(&t, &neighbour, 100), 16000);
    for (int i = 0; i < 10; i++)
        s4_net_sources_fail(&t, &neighbour, 100);
    cr_assert_eq(s4_net_sources_locked_ms(&t, &neighbour, 100), S4_NET_LOCKOUT_MAX_MS);
    /* Many strangers: the table stays bounded, the oldest forgotten. */
    for (int i = 0; i < 3 * S4_NET_SOURCES_MAX; i++) {
        char peer[32];
        snprintf(peer, sizeof peer, "10.0.%d.%d", i / 250, i % 250);
        S4NetSourceKey k = s4_net_source_of(&t, peer);
        s4_net_sources_fail(&t, &k, 200 + i);
        cr_assert_gt(s4_net_sources_locked_ms(&t, &k, 200 + i), 0);
    }
}

/* A player let in from `from`: connected, hello answered. */
static int join_player(const char *from, double now)
{
    char line[256];
    int f = connect_from(from, host.port);
    say(f, "hello " CODE ".\n");
    heard(f, now, line, sizeof line, NULL, 0);
    cr_assert_str_eq(line, "hello score4;");
    say(f, "ok.\n");
    S4NetNews news;
    while (s4_net_host_poll(&host, now, &news))
        ;
    return f;
}

Test(net_limits, a_silent_player_gives_its_seat_to_a_newcomer_with_the_code)
{
    open_host();
    host.takeover_ms = 4000; /* injected: the test's clock is fake anyway */
    char line[256], news[4096] = "";
    double now = 1000;
    int old = join_player("127.0.0.7", now);
    /* The host asks the player for a move; the player's window vanishes without a word. */
    S4Game game;
    s4_game_init(&game, &geo);
    s4_net_host_sync(&host, &game, S4_WHITE, now);
    cr_assert(host.move_owed);
    /* A newcomer with the code while the player was heard from lately: try again. */
    now += 1000;
    int early = connect_from("127.0.0.8", host.port);
    say(early, "hello " CODE ".\n");
    heard(early, now, line, sizeof line, NULL, 0);
    cr_assert_str_eq(line, "refused: a player is already in, try again in a moment;");
    close(early);
    cr_assert(host.joined);
    cr_assert_str_eq(host.peer, "127.0.0.7");
    /* Silent past the threshold: the rejoin takes the seat, is told the game and asked for
     * the move again; the old connection is told why it lost the seat. */
    now += host.takeover_ms;
    int rejoin = connect_from("127.0.0.8", host.port);
    say(rejoin, "hello " CODE ".\n");
    heard(rejoin, now, line, sizeof line, news, sizeof news);
    cr_assert_str_eq(line, "hello score4;");
    cr_assert_str_eq(host.peer, "127.0.0.8");
    cr_assert(strstr(news, "a window with the code took its seat"), "%s", news);
    char old_said[512] = "";
    size_t n = 0;
    for (;;) { /* everything the old one was told, up to its end */
        ssize_t got = recv(old, old_said + n, sizeof old_said - 1 - n, 0);
        if (got <= 0)
            break;
        n += (size_t)got;
        old_said[n] = '\0';
    }
    cr_assert(strstr(old_said, "refused: another window joined with the code;\n"), "%s",
              old_said);
    say(rejoin, "ok.\n");
    S4NetNews nw;
    while (s4_net_host_poll(&host, now, &nw))
        ;
    s4_net_host_sync(&host, &game, S4_WHITE, now);
    cr_assert(host.move_owed, "the move is asked of the new window");
    close(old);
    close(rejoin);
    s4_net_host_close(&host);
}

static int option(int fd, int level, int name)
{
    int value = 0;
    socklen_t len = sizeof value;
    cr_assert_eq(getsockopt(fd, level, name, &value, &len), 0);
    return value;
}

Test(net_limits, both_ends_of_a_game_have_tcp_keepalive)
{
    open_host();
    double now = 1000;
    int f = join_player("127.0.0.9", now);
    cr_assert(host.joined);
    cr_assert_neq(option(host.player.fd, SOL_SOCKET, SO_KEEPALIVE), 0, "the host's end");
    cr_assert_eq(option(host.player.fd, IPPROTO_TCP, TCP_KEEPIDLE), S4_TCP_KEEPIDLE_S);
    close(f);
    s4_net_host_close(&host);

    /* The joining side: a connection made by s4_tcp_connect_start / _poll. */
    int bound = 0;
    char why[S4_TCP_WHY];
    int l = s4_tcp_listen_family(0, false, true, &bound, why, sizeof why);
    cr_assert_geq(l, 0, "%s", why);
    struct sockaddr_in to = {.sin_family = AF_INET, .sin_port = htons((uint16_t)bound)};
    to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    int c = s4_tcp_connect_start(&to, sizeof to);
    cr_assert_geq(c, 0);
    struct pollfd pfd = {.fd = c, .events = POLLOUT};
    poll(&pfd, 1, 10000);
    cr_assert_eq(s4_tcp_connect_poll(c), 1);
    cr_assert_neq(option(c, SOL_SOCKET, SO_KEEPALIVE), 0, "the joiner's end");
    close(c);
    close(l);
}

Test(net_limits, a_joiner_told_a_player_is_in_keeps_trying)
{
    /* The test is the host: a plain listener on 127.0.0.1. */
    int bound = 0;
    char why[S4_TCP_WHY];
    int l = s4_tcp_listen_family(0, false, true, &bound, why, sizeof why);
    cr_assert_geq(l, 0, "%s", why);
    s4_tcp_set_nonblocking(l, false);
    static S4NetJoin j; /* its game points into itself: never copied */
    cr_assert(s4_net_join_start(&j, "127.0.0.1", bound, CODE, 1000, why, sizeof why), "%s", why);
    double now = 1000;
    S4JoinNews news;
    for (int attempt = 0; attempt < 2; attempt++) {
        /* Poll the joiner until its connection is made, then take it. */
        int fd = -1;
        for (int round = 0; round < 20000 && fd < 0; round++) {
            while (s4_net_join_poll(&j, now, &news))
                cr_assert_neq(news.kind, S4_JOIN_NEWS_FAILED, "%s", news.text);
            struct pollfd pfd = {.fd = l, .events = POLLIN};
            if (poll(&pfd, 1, 1) == 1)
                fd = accept(l, NULL, NULL);
        }
        cr_assert_geq(fd, 0, "attempt %d", attempt);
        char hello[64] = "";
        struct timeval limit = {.tv_sec = 20};
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, sizeof limit);
        for (size_t n = 0; n + 1 < sizeof hello && !strchr(hello, '\n');) {
            while (s4_net_join_poll(&j, now, &news))
                ;
            ssize_t got = recv(fd, hello + n, sizeof hello - 1 - n, MSG_DONTWAIT);
            if (got > 0)
                n += (size_t)got;
            else
                poll(&(struct pollfd){.fd = fd, .events = POLLIN}, 1, 5);
            hello[n] = '\0';
        }
        cr_assert_str_eq(hello, "hello " CODE ".\n");
        say(fd, "refused: a player is already in, try again in a moment;");
        bool down = false;
        for (int round = 0; round < 20000 && !down; round++) {
            while (s4_net_join_poll(&j, now, &news)) {
                cr_assert_neq(news.kind, S4_JOIN_NEWS_REFUSED, "%s", news.text);
                down |= news.kind == S4_JOIN_NEWS_DOWN;
            }
            if (!down)
                poll(NULL, 0, 1);
        }
        cr_assert(down);
        cr_assert_eq(j.state, S4_JOIN_DOWN);
        close(fd);
        now += S4_JOIN_RETRY_MS + 1; /* the fake clock: time to try again */
    }
    s4_net_join_close(&j);
    close(l);
}

/* Everything a frame takes from a flood: all the polls with one now_ms, until false. */
static int one_joiner_frame(S4NetJoin *j, double now)
{
    int before = j->restarts;
    S4JoinNews news;
    while (s4_net_join_poll(j, now, &news))
        ;
    return j->restarts - before;
}

Test(net_limits, a_host_flooding_commands_costs_the_joiner_a_bounded_frame)
{
    int sv[2];
    cr_assert_eq(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
    static S4NetJoin j; /* its game points into itself: never copied */
    memset(&j, 0, sizeof j);
    s4_net_stream_init(&j.stream, sv[0], true);
    memcpy(j.code, CODE, sizeof CODE);
    j.state = S4_JOIN_GREETING;
    j.connecting = -1;
    say(sv[1], "hello score4;");
    cr_assert_eq(one_joiner_frame(&j, 1), 0);
    cr_assert_eq(j.state, S4_JOIN_PLAYING);
    /* A flood of restart; far beyond a frame's budget (the socket holds what it can). */
    static char flood[100000];
    for (size_t i = 0; i + 8 <= sizeof flood; i += 8)
        memcpy(flood + i, "restart;", 8);
    ssize_t sent = send(sv[1], flood, sizeof flood, MSG_DONTWAIT | MSG_NOSIGNAL);
    cr_assert_gt(sent, 8 * S4_NET_FRAME_PIECES * 2);
    int first = one_joiner_frame(&j, 2);
    cr_assert_gt(first, 0);
    cr_assert_leq(first, S4_NET_FRAME_PIECES, "one frame took %d commands", first);
    int second = one_joiner_frame(&j, 3);
    cr_assert_gt(second, 0, "the rest waits for the next frame");
    cr_assert_leq(second, S4_NET_FRAME_PIECES);
    s4_net_join_close(&j);
    close(sv[1]);
}

Test(net_limits, a_friend_flooding_lines_costs_the_host_a_bounded_frame)
{
    open_host();
    double now = 1000;
    int f = join_player("127.0.0.10", now);
    int small = 1 << 20;
    setsockopt(f, SOL_SOCKET, SO_SNDBUF, &small, sizeof small);
    static char flood[90000];
    for (size_t i = 0; i + 9 <= sizeof flood; i += 9)
        memcpy(flood + i, "rematch.\n", 9);
    ssize_t sent = send(f, flood, sizeof flood, MSG_DONTWAIT | MSG_NOSIGNAL);
    cr_assert_gt(sent, 9 * S4_NET_FRAME_PIECES * 2);
    for (int frame = 0; frame < 2; frame++) {
        now += 16;
        int asked = 0;
        /* Wait on the socket for the first line of the frame, then drain the frame. */
        for (int round = 0; round < 2000 && asked == 0; round++) {
            S4NetNews news;
            while (s4_net_host_poll(&host, now, &news))
                asked += news.kind == S4_NET_NEWS_REMATCH;
            if (asked == 0)
                poll(NULL, 0, 1);
            now += asked == 0 ? 0 : 0;
        }
        cr_assert_gt(asked, 0);
        cr_assert_leq(asked, S4_NET_FRAME_PIECES, "frame %d took %d lines", frame, asked);
        cr_assert(host.joined);
    }
    close(f);
    s4_net_host_close(&host);
}

/* The window's engine over TCP: the call returns at once, whatever the network does. */
Test(net_limits, an_engine_over_tcp_is_reached_without_waiting)
{
    S4Geometry g;
    cr_assert_eq(s4_geometry_preset(&g, "score4"), S4_OK);
    /* A listener whose queue is full: a connect to it is not taken until we accept. */
    int l = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    struct sockaddr_in a = {.sin_family = AF_INET};
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    cr_assert_eq(bind(l, (struct sockaddr *)&a, sizeof a), 0);
    cr_assert_eq(listen(l, 0), 0);
    socklen_t alen = sizeof a;
    getsockname(l, (struct sockaddr *)&a, &alen);
    int port = ntohs(a.sin_port);
    int filler = connect_from("127.0.0.11", port);
    char spec[64];
    snprintf(spec, sizeof spec, "tcp:127.0.0.1:%d", port);
    S4EngineClient client;
    /* Returns before anything is accepted (a call that waited for the connection would
     * wait here for this very thread to accept it, and fail). */
    cr_assert_eq(s4_client_start_without_waiting(&client, spec), S4_OK);
    cr_assert(s4_client_write(&client, "restart;\n", 9));
    /* Now the test's engine takes its connections: the filler's, then the client's, whose
     * first bytes are the restart; written before it was made. */
    char got[64] = "";
    int engine = -1;
    for (int i = 0; i < 4 && strstr(got, "restart;") == NULL; i++) {
        struct pollfd pfd = {.fd = l, .events = POLLIN};
        cr_assert_eq(poll(&pfd, 1, 30000), 1, "no connection came");
        int fd = accept(l, NULL, NULL);
        cr_assert_geq(fd, 0);
        struct pollfd in = {.fd = fd, .events = POLLIN};
        if (poll(&in, 1, i == 0 ? 100 : 30000) == 1) {
            ssize_t n = recv(fd, got, sizeof got - 1, 0);
            got[n > 0 ? n : 0] = '\0';
        }
        if (strstr(got, "restart;"))
            engine = fd;
        else
            close(fd);
    }
    cr_assert_geq(engine, 0, "the client's restart; never came: '%s'", got);
    say(engine, "ok.\n");
    S4Response response;
    cr_assert_eq(s4_client_poll(&client, &g, 30000, &response), S4_CLIENT_RESPONSE);
    cr_assert_eq(response.kind, S4_RESP_OK);
    s4_client_stop(&client, 0);
    close(engine);
    close(filler);

    /* A port nobody listens on: the failure comes as the engine's error line. */
    close(l);
    cr_assert_eq(s4_client_start_without_waiting(&client, spec), S4_OK);
    cr_assert(s4_client_write(&client, "restart;\n", 9));
    cr_assert_eq(s4_client_poll(&client, &g, 30000, &response), S4_CLIENT_RESPONSE);
    cr_assert_eq(response.kind, S4_RESP_ERROR);
    cr_assert(strstr(response.message, "the engine could not be reached: 127.0.0.1 port ") &&
                  strstr(response.message, ": Connection refused"),
              "%s", response.message);
    s4_client_stop(&client, 0);
}
