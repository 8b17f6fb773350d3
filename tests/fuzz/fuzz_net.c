/* libFuzzer target: the network reader of a game with a friend, both sides. The first byte
 * picks the side and the game; the rest is what the other side sends, through a real
 * socket pair into the bounded stream (client/net_stream.h):
 *   - host, a newcomer: its hello (or anything else), then whatever follows;
 *   - host, a player let in with the right code, kept in step with a game in progress:
 *     its answers to hello, restart, notes, play and move;
 *   - joiner: the host's commands (hello, restart, notes, play, move, resign, quit, ...).
 * Invariants: nothing crashes or blocks; a player the host keeps is one whose every answer
 * was right (its ledger within bounds); the joiner's game is always a legal game of the
 * family (its beads are its start and its moves); every message is NUL-terminated. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "client/net_host.h"
#include "client/net_join.h"
#include "fuzz_presets.h"

#define CODE "K7MP2Q"

static void check(int condition)
{
    if (!condition)
        abort();
}

/* A socket pair: *ours is handed to the code under test, *theirs carries the input. */
static void pair(int *ours, int *theirs)
{
    int sv[2];
    check(socketpair(AF_UNIX, SOCK_STREAM, 0, sv) == 0);
    *ours = sv[0];
    *theirs = sv[1];
}

/* Writes the input (small: libFuzzer's -max_len) and ends it. */
static void send_all(int fd, const uint8_t *data, size_t size)
{
    size_t done = 0;
    while (done < size) {
        ssize_t w = send(fd, data + done, size - done, MSG_NOSIGNAL);
        if (w <= 0)
            break;
        done += (size_t)w;
    }
    shutdown(fd, SHUT_WR);
}

static void fuzz_host(const S4Geometry *geo, bool as_player, const uint8_t *data, size_t size)
{
    static S4NetHost h; /* large: off the stack */
    char why[S4_TCP_WHY];
    check(s4_net_host_open(&h, geo, geo->name, -1, true, CODE, why, sizeof why));
    int ours, theirs;
    pair(&ours, &theirs);
    s4_net_host_take(&h, ours, "fuzz", 1.0);
    if (as_player) {
        static const char hello[] = "hello " CODE ".\n";
        check(send(theirs, hello, sizeof hello - 1, MSG_NOSIGNAL) == (ssize_t)(sizeof hello - 1));
    }
    S4Game game;
    s4_game_init(&game, geo);
    s4_game_play(&game, 0); /* White's first bead: the player, Black, is to move */
    /* One line of the input a round, as a peer answering each command as it comes would;
     * the rest at once after the last round, then the end. */
    size_t at = 0;
    S4NetNews news;
    for (int round = 0; round < 64; round++) {
        double now = 2.0 + round;
        if (at < size) {
            const uint8_t *end = memchr(data + at, '\n', size - at);
            size_t len = end ? (size_t)(end - (data + at)) + 1 : size - at;
            if (send(theirs, data + at, len, MSG_NOSIGNAL) != (ssize_t)len)
                break;
            at += len;
        } else if (at == size) {
            shutdown(theirs, SHUT_WR);
            at++;
        }
        while (s4_net_host_poll(&h, now, &news)) {
            check(memchr(news.text, '\0', sizeof news.text) != NULL);
            if (news.kind == S4_NET_NEWS_MOVED) {
                check(news.peg >= 0 && news.peg < geo->pegs);
                check(s4_game_play(&game, news.peg) == S4_OK); /* judged against what it was told */
            }
        }
        s4_net_host_sync(&h, &game, S4_BLACK, now);
        check(h.ledger.count >= 0 && h.ledger.count <= S4_OWED_MAX);
        check(!h.joined || h.player.fd >= 0);
        if (at > size && !h.joined && h.pending[0].stream.fd < 0)
            break;
    }
    s4_net_host_close(&h);
    close(theirs);
}

static void fuzz_join(const uint8_t *data, size_t size)
{
    static S4NetJoin j; /* its game points into itself: never copied */
    memset(&j, 0, sizeof j);
    int ours, theirs;
    pair(&ours, &theirs);
    s4_net_stream_init(&j.stream, ours, true);
    memcpy(j.code, CODE, sizeof CODE);
    j.state = S4_JOIN_GREETING;
    j.connecting = -1;
    send_all(theirs, data, size);
    S4JoinNews news;
    for (int round = 0; round < 8; round++) {
        while (s4_net_join_poll(&j, 1.0 + round, &news))
            check(memchr(news.text, '\0', sizeof news.text) != NULL);
        if (j.move_owed && j.has_geo) {
            int pegs[S4_MAX_PEGS];
            int n = s4_board_legal_pegs(&j.game.board, pegs);
            if (n > 0)
                check(s4_net_join_play(&j, pegs[0]) == S4_OK);
        }
        if (j.has_geo) {
            const S4Game *g = &j.game;
            check(g->board.count == g->start.count + g->move_count);
            check(g->board.count <= j.geo.cells);
        }
    }
    s4_net_join_close(&j);
    close(theirs);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const S4Geometry *geo = fuzz_preset(data[0] >> 2 & 1);
    switch (data[0] & 3) {
    case 0: fuzz_host(geo, false, data + 1, size - 1); break;
    case 1: fuzz_host(geo, true, data + 1, size - 1); break;
    default: fuzz_join(data + 1, size - 1); break;
    }
    return 0;
}
