/* A game with a friend through two real windows (offscreen), over loopback only: a whole
 * game through a host and a join, a joiner killed mid-game who rejoins with the same code
 * and finishes the same game, a wrong code refused, and hostile clients (garbage, a flood,
 * a slow drip, many connections, a joined player's illegal answer) that leave the host
 * responsive and its game intact. */
#define _DEFAULT_SOURCE
#include <criterion/criterion.h>
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "gui_run.h"
#include <sys/stat.h>

#include "client/net_code.h"
#include "net_child.h"
#include "net_peer.h"
#include "net_windows.h"

static char home[256];

/* The file a window saves the game with a friend to (its name tags the code, not shows it). */
static void friend_file(char *path, size_t size, const char *side)
{
    char tag[17];
    s4_net_code_file_tag(CODE, tag);
    snprintf(path, size, "%s/data/score4/friend-%s-%s.txt", home, tag, side);
}

static void setup(void)
{
    gui_home_make(home, "net");
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
}

static void teardown(void)
{
    gui_home_remove(home);
}

static void saved(const char *side, char *buf, size_t size)
{
    char path[512];
    friend_file(path, sizeof path, side);
    gui_read_file(path, buf, size);
    /* Private to its owner whatever the umask: whoever reads it could rejoin the game. */
    struct stat st;
    cr_assert_eq(stat(path, &st), 0, "%s", path);
    cr_assert_eq(st.st_mode & 0777, 0600, "%s: mode %o", path, st.st_mode & 0777);
}

Test(net_play, a_whole_game_through_a_host_and_a_join, .init = setup, .fini = teardown)
{
    NetChild host, join;
    int port = net_window_host(&host, "", HOST_SCRIPT);
    /* The joiner stays after the game, to hear the host leave. */
    net_window_join(&join, "127.0.0.1", port, CODE, JOIN_SCRIPT "; wait 10000000");
    net_window_expect_exit(&host, 0, "host");
    cr_assert_not_null(net_child_wait_for(&join, 0, "the host left the game", LIMIT_MS), "%s",
                       join.seen);
    net_child_kill(&join);
    cr_assert_not_null(strstr(host.seen, WHOLE_GAME), "%s", host.seen);
    cr_assert_not_null(strstr(join.seen, WHOLE_GAME), "%s", join.seen);
    /* Both saved the game after every move, the last one too. */
    char text[1024];
    saved("host", text, sizeof text);
    cr_assert_not_null(strstr(text, "score4 1-0 A1 B1 A1 B1 A1 B1 A1"), "%s", text);
    saved("join", text, sizeof text);
    cr_assert_not_null(strstr(text, "score4 1-0 A1 B1 A1 B1 A1 B1 A1"), "%s", text);
}

Test(net_play, the_result_line_and_the_help_name_only_keys_that_work, .init = setup,
     .fini = teardown)
{
    /* After a whole game each window prints what it draws: the result line (no U: nothing
     * is taken back in a game with a friend) and the help (H), where G resigns. The host
     * stays until the joiner has printed, so the joiner's line is the result, not "left". */
    NetChild host, join;
    int port = net_window_host(&host, "",
                               HOST_SCRIPT "; print-texts; key H; print-texts; wait 10000000");
    net_window_join(&join, "127.0.0.1", port, CODE,
                    JOIN_SCRIPT "; print-texts; key H; print-texts");
    net_window_expect_exit(&join, 0, "joiner");
    cr_assert_not_null(net_child_wait_for(&host, 0, "texts end", LIMIT_MS), "%s", host.seen);
    const char *help = net_child_wait_for(&host, (size_t)(strstr(host.seen, "texts end") - host.seen) + 1,
                                          "texts end", LIMIT_MS);
    cr_assert_not_null(help, "%s", host.seen);
    net_child_kill(&host);
    const NetChild *sides[2] = {&host, &join};
    const char *results[2] = {": White wins - you win!   N: offer a new game\n",
                              ": White wins: your friend wins.   N: offer a new game\n"};
    for (int i = 0; i < 2; i++) {
        const char *seen = sides[i]->seen;
        const char *first = strstr(seen, "texts ");
        cr_assert_not_null(first, "%s", seen);
        const char *second = strstr(strstr(first, "texts end") + 1, "texts ");
        cr_assert_not_null(second, "%s", seen);
        cr_assert_not_null(strstr(first, results[i]), "%s", seen);
        cr_assert_null(strstr(first, "U: undo"), "%s", seen);
        /* The help's table: G and its action; no undo row. */
        cr_assert_not_null(strstr(second, ": G\n"), "%s", second);
        cr_assert_not_null(strstr(second, ": resign\n"), "%s", second);
        cr_assert_null(strstr(second, ": undo\n"), "%s", second);
    }
}

Test(net_play, the_friend_screen_fits_a_portrait_window, .init = setup, .fini = teardown)
{
    /* Every text of the friend screen inside a 450x800 window: the Join sentence wraps. */
    GuiRun *run = gui_window(120, "--size", "450x800", "--script",
                             "menu-select opponent friend; menu-start; button friend:field-host; "
                             "type 192.168.1.20:4004; print-texts",
                             "--frames", "2", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    const char *at = strstr(run->out, "texts 450 800\n");
    cr_assert_not_null(at, "%s", run->out);
    int count = 0;
    for (const char *line = at; (line = strstr(line, "\ntext ")) != NULL; line++, count++) {
        float left, top, w, h;
        cr_assert_eq(sscanf(line, "\ntext %f %f %f %f", &left, &top, &w, &h), 4);
        cr_assert(left >= 0 && left + w <= 450, "%.60s", line + 1);
    }
    cr_assert_geq(count, 8, "%s", run->out);
    free(run);
}

Test(net_play, the_code_comes_from_a_file_and_the_host_says_who_may_try_it, .init = setup,
     .fini = teardown)
{
    char path[512];
    snprintf(path, sizeof path, "%s/code", home);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs("  k7m-p2q  \n", f);
    fclose(f);
    GuiRun *run = gui_window(120, "--host", "0", "--host-loopback", "--code-file", path,
                             "--script", "print-texts", "--frames", "2", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert_not_null(strstr(run->out, "join code " CODE " "), "%s", run->out);
    cr_assert_not_null(strstr(run->out, "anyone who can reach these addresses and the port may "
                                        "try codes"),
                       "%s", run->out);
    free(run);
    /* A FIFO as the code file is refused unread, with the reason. */
    snprintf(path, sizeof path, "%s/fifo", home);
    cr_assert_eq(mkfifo(path, 0600), 0);
    run = gui_window(120, "--join", "127.0.0.1:1", "--code-file", path, "--frames", "2", NULL);
    cr_assert_neq(run->status, 0);
    cr_assert_not_null(strstr(run->err, "--code-file"), "%s", run->err);
    cr_assert_not_null(strstr(run->err, "not a regular file"), "%s", run->err);
    free(run);
}

Test(net_play, the_host_cannot_move_before_the_friend_is_in, .init = setup, .fini = teardown)
{
    /* The game waits for both players: a click before the friend joins (or while the
     * friend is away) plays nothing and says why. */
    NetChild host;
    net_window_host(&host, "", "click A1; wait 3; print-texts");
    net_window_expect_exit(&host, 0, "host");
    cr_assert_not_null(strstr(host.seen, ": Wait for your friend to join\n"), "%s", host.seen);
    /* The code to read out comes first on the status line, before the addresses. */
    cr_assert_not_null(strstr(host.seen, ": Waiting for your friend: code " CODE ", port "), "%s",
                       host.seen);
    cr_assert_null(strstr(host.seen, "played: A1"), "%s", host.seen);
}

Test(net_play, a_connect_game_over_ipv6, .init = setup, .fini = teardown)
{
    NetChild host, join;
    int port = net_window_host(&host, "--game connect4",
                              "wait-engine; play 1; wait-engine; play 1; wait-engine; play 1; "
                              "wait-engine; play 1; wait-engine");
    /* The joiner learns the game from the host's hello. */
    net_window_join(&join, "[::1]", port, CODE,
                    "wait-engine; play 2; wait-engine; play 2; wait-engine; play 2; wait-engine");
    net_window_expect_exit(&host, 0, "host");
    net_window_expect_exit(&join, 0, "joiner");
    cr_assert_not_null(strstr(join.seen, "moves: 1 2 1 2 1 2 1"), "%s", join.seen);
    cr_assert_not_null(strstr(host.seen, "moves: 1 2 1 2 1 2 1"), "%s", host.seen);
}

Test(net_play, a_joiner_killed_mid_game_rejoins_and_finishes_it, .init = setup, .fini = teardown)
{
    NetChild host, first, second;
    int port = net_window_host(&host, "", HOST_SCRIPT);
    net_window_join(&first, "127.0.0.1", port, CODE,
                    "wait-engine; play B1; wait-engine; play B1; wait-engine; wait 10000000");
    /* Five moves made and saved by the host: then the joiner's window is killed. */
    const char *joined = net_child_wait_for(&host, 0, "your friend joined", LIMIT_MS);
    cr_assert_not_null(joined, "%s", host.seen);
    char text[1024] = "";
    char path[512];
    friend_file(path, sizeof path, "host");
    for (int i = 0; i < LIMIT_MS / 100 && !strstr(text, "A1 B1 A1 B1 A1"); i++) {
        net_child_wait_for(&host, 0, "\x01", 100); /* reads on while waiting */
        FILE *f = fopen(path, "r");
        if (f) {
            size_t n = fread(text, 1, sizeof text - 1, f);
            text[n] = '\0';
            fclose(f);
        }
    }
    cr_assert_not_null(strstr(text, "score4 * A1 B1 A1 B1 A1"), "%s", text);
    net_child_kill(&first);
    /* The host pauses and says why; its game waits. */
    cr_assert_not_null(net_child_wait_for(&host, 0, "paused: your friend's window closed the connection", LIMIT_MS),
                       "%s", host.seen);
    net_window_join(&second, "127.0.0.1", port, CODE, "wait-engine; play B1; wait-engine");
    cr_assert_not_null(net_child_wait_for(&host, 0, "your friend is back", LIMIT_MS), "%s",
                       host.seen);
    net_window_expect_exit(&host, 0, "host");
    net_window_expect_exit(&second, 0, "second joiner");
    cr_assert_not_null(strstr(host.seen, WHOLE_GAME), "%s", host.seen);
    cr_assert_not_null(strstr(second.seen, WHOLE_GAME), "%s", second.seen);
}

/* Waits until the host's file holds `moves` (the host saves after every move). */
static void wait_saved(NetChild *host, const char *moves)
{
    char text[1024] = "", path[512];
    friend_file(path, sizeof path, "host");
    for (int i = 0; i < LIMIT_MS / 100 && !strstr(text, moves); i++) {
        net_child_wait_for(host, 0, "\x01", 100); /* reads on while waiting */
        FILE *f = fopen(path, "r");
        if (f) {
            size_t n = fread(text, 1, sizeof text - 1, f);
            text[n] = '\0';
            fclose(f);
        }
    }
    cr_assert_not_null(strstr(text, moves), "%s", text);
}

Test(net_play, a_host_killed_mid_game_goes_on_with_the_same_code, .init = setup,
     .fini = teardown)
{
    NetChild host, join, again;
    int port = net_window_host(
        &host, "", "wait-engine; play A1; wait-engine; play A1; wait-engine; wait 10000000");
    net_window_join(&join, "127.0.0.1", port, CODE, JOIN_SCRIPT);
    wait_saved(&host, "score4 * A1 B1 A1 B1");
    net_child_kill(&host);
    /* The joiner pauses and tries again; the host comes back on the same port and code. */
    cr_assert_not_null(net_child_wait_for(&join, 0, "the connection to the host dropped", LIMIT_MS),
                       "%s", join.seen);
    char command[1024];
    snprintf(command, sizeof command,
             "exec %s --host %d --host-loopback --code " CODE
             " --script \"wait-engine; play A1; wait-engine; play A1; wait-engine\" "
             "--print-position --frames 3",
             WINDOW, port);
    net_child_start(&again, command);
    cr_assert_not_null(net_child_wait_for(&again, 0, "goes on after its 4 moves", LIMIT_MS), "%s",
                       again.seen);
    net_window_expect_exit(&again, 0, "host started again");
    net_window_expect_exit(&join, 0, "joiner");
    cr_assert_not_null(strstr(again.seen, WHOLE_GAME), "%s", again.seen);
    cr_assert_not_null(strstr(join.seen, WHOLE_GAME), "%s", join.seen);
}

Test(net_play, a_resignation_then_a_new_game, .init = setup, .fini = teardown)
{
    /* Black resigns when asked for its third move (G); the host offers a new game (N), the
     * friend accepts, and both boards begin again, the friend still in. */
    NetChild host, join;
    int port = net_window_host(&host, "",
                              "wait-engine; play A1; wait-engine; play C3; wait-engine; key N; "
                              "wait-engine; play D1; wait-engine");
    net_window_join(&join, "127.0.0.1", port, CODE,
                    "wait-engine; play B1; wait-engine; key G; button confirm:yes; wait-engine; "
                    "play D4; wait-engine");
    net_window_expect_exit(&host, 0, "host");
    cr_assert_not_null(strstr(host.seen, "played: A1 B1 C3\n"), "%s", host.seen);
    cr_assert_not_null(strstr(host.seen, "played: D1 D4\n"), "%s", host.seen);
    cr_assert_null(strstr(host.seen, "played: A1 B1 C3 "), "%s", host.seen);
    net_window_expect_exit(&join, 0, "joiner"); /* its last wait ends when the host leaves */
    cr_assert_not_null(strstr(join.seen, "played: D1 D4"), "%s", join.seen);
}

/* The first "texts ... texts end" block of a window's output into buf ("" when none). */
static void texts_block(const char *seen, char *buf, size_t size)
{
    const char *start = strstr(seen, "texts "), *end = start ? strstr(start, "texts end") : NULL;
    size_t n = end ? (size_t)(end - start) : 0;
    if (n >= size)
        n = size - 1;
    memcpy(buf, start ? start : "", n);
    buf[n] = '\0';
}

Test(net_play, a_resigned_game_has_no_side_to_move, .init = setup, .fini = teardown)
{
    /* The joiner resigns when asked for its first move: both windows say who won, and
     * neither player card is lit as the side to move. The host stays until the joiner has
     * printed what it draws. */
    NetChild host, join;
    int port = net_window_host(&host, "",
                              "wait-engine; play A1; wait-engine; print-texts; wait 10000000");
    net_window_join(&join, "127.0.0.1", port, CODE, "wait-engine; key G; wait 5; print-texts");
    net_window_expect_exit(&join, 0, "joiner");
    cr_assert_not_null(net_child_wait_for(&host, 0, "texts end", LIMIT_MS), "%s", host.seen);
    net_child_kill(&host);
    /* What each drew: its "texts" block alone (the window's last words on stderr repeat
     * the result line). */
    char h[16384], j[16384];
    texts_block(host.seen, h, sizeof h);
    texts_block(join.seen, j, sizeof j);
    cr_assert_not_null(strstr(h, ": Your friend (Black) resigned: you win.   N: offer a new game\n"),
                       "%s", h);
    cr_assert_not_null(strstr(j, ": You resigned.   N: offer a new game\n"), "%s", j);
    cr_assert_null(strstr(h, ", to move\n"), "%s", h);
    cr_assert_null(strstr(j, ", to move\n"), "%s", j);
}

Test(net_play, a_wrong_code_is_refused, .init = setup, .fini = teardown)
{
    NetChild host, join;
    int port = net_window_host(&host, "", "wait-engine; play A1; wait-engine");
    net_window_join(&join, "127.0.0.1", port, "ZZZZZZ", "wait 5");
    net_window_expect_exit(&join, 1, "joiner with a wrong code");
    cr_assert_not_null(strstr(join.seen, "the host turned us away: wrong code"), "%s", join.seen);
    cr_assert_not_null(net_child_wait_for(&host, 0, "turned away: wrong code", LIMIT_MS), "%s",
                       host.seen);
    /* No game began: the position is still empty when the host is closed. */
    net_child_kill(&host);
    cr_assert_null(strstr(host.seen, "your friend joined"), "%s", host.seen);
}

Test(net_play, a_wrong_code_from_the_friend_screen_is_shown_there, .init = setup,
     .fini = teardown)
{
    NetChild host, join;
    int port = net_window_host(&host, "", "wait-engine");
    char command[2048];
    snprintf(command, sizeof command,
             "exec %s --script \"menu-select opponent friend; menu-start; button friend:field-host; "
             "type 127.0.0.1:%d; button friend:field-code; type ZZZZZZ; button friend:join; "
             "wait-engine; print-texts\" --frames 2",
             WINDOW, port);
    net_child_start(&join, command);
    net_window_expect_exit(&join, 0, "joiner");
    net_child_kill(&host);
    const char *texts = strstr(join.seen, "texts ");
    cr_assert_not_null(texts, "%s", join.seen);
    cr_assert_not_null(strstr(texts, ": The host turned you away: wrong code.\n"), "%s", join.seen);
    cr_assert_not_null(strstr(texts, ": ZZZZZZ_\n"), "%s", join.seen);
}

Test(net_play, the_start_screen_hosts_and_joins_a_friend, .init = setup, .fini = teardown)
{
    /* The host: the start screen's "A friend over the network", Start, Host a game. */
    NetChild host, join;
    char command[2048];
    snprintf(command, sizeof command,
             "exec %s --host-loopback --script \"menu-select opponent friend; menu-start; "
             "button friend:host; " HOST_SCRIPT "\" --print-position --frames 3",
             WINDOW);
    net_child_start(&host, command);
    const char *at = net_child_wait_for(&host, 0, "on port ", LIMIT_MS);
    cr_assert_not_null(at, "%s", host.seen);
    int port = atoi(at);
    const char *code_at = net_child_wait_for(&host, 0, "join code ", LIMIT_MS);
    cr_assert_not_null(code_at, "%s", host.seen);
    char code[8] = "";
    memcpy(code, code_at, 6);
    /* The joiner: the same entry, Join with the address and the code typed in. */
    snprintf(command, sizeof command,
             "exec %s --script \"menu-select opponent friend; menu-start; button friend:field-host; "
             "type 127.0.0.1:%d; button friend:field-code; type %s; button friend:join; "
             JOIN_SCRIPT "\" --print-position --frames 3",
             WINDOW, port, code);
    net_child_start(&join, command);
    net_window_expect_exit(&host, 0, "host");
    net_window_expect_exit(&join, 0, "joiner");
    cr_assert_not_null(strstr(host.seen, WHOLE_GAME), "%s", host.seen);
    cr_assert_not_null(strstr(join.seen, WHOLE_GAME), "%s", join.seen);
}

/* ================================================================ hostile clients */

static int connect_to(int port)
{
    int err = 0;
    int fd = net_peer_connect("127.0.0.1", port, LIMIT_MS, &err);
    cr_assert_geq(fd, 0, "%s", strerror(err));
    return fd;
}

/* One hostile newcomer: sends `bytes` (NULL: 64 KiB of 'x') `times` times and expects to be
 * closed with `reason` (NULL: any). Failed attempts earn a pause during which newcomers
 * are turned away at once ("try again in a moment"): then it waits a second and tries
 * again, so each probe reaches the reader it is meant for. */
static void probe(int port, const char *bytes, int times, const char *reason)
{
    static char flood[1 << 16];
    memset(flood, 'x', sizeof flood);
    char said[4096];
    for (int attempt = 0; attempt < 90; attempt++) {
        int fd = connect_to(port);
        for (int i = 0; i < times; i++) {
            const char *data = bytes ? bytes : flood;
            size_t len = bytes ? strlen(bytes) : sizeof flood;
            if (send(fd, data, len, MSG_NOSIGNAL | MSG_DONTWAIT) < 0)
                break; /* the host closed it already: the point */
        }
        bool closed = net_peer_read_until(fd, said, sizeof said, NULL, LIMIT_MS);
        close(fd);
        cr_assert(closed, "not closed: %s", said);
        if (strstr(said, "try again in a moment")) {
            struct pollfd none = {.fd = -1};
            poll(&none, 1, 1000);
            continue;
        }
        if (reason)
            cr_assert_not_null(strstr(said, reason), "%s", said);
        return;
    }
    cr_assert_fail("the host kept turning newcomers away");
}

Test(net_play, hostile_clients_leave_the_host_responsive_and_its_game_intact, .init = setup,
     .fini = teardown)
{
    NetChild host, join;
    int port = net_window_host(&host, "", HOST_SCRIPT);
    char said[4096];

    /* Garbage as a first line: refused and closed. */
    probe(port, "GET / HTTP/1.0\r\n\r\n", 1, "refused: say 'hello CODE.' first");
    /* A flood with no end of line: cut off once it passes a line's length. */
    probe(port, NULL, 16, NULL);
    /* A slow drip that never ends its hello: closed when its time is up. */
    probe(port, "hel", 1, "refused: no hello in time");
    /* Many connections opened and dropped at once (bounded: 300). */
    for (int i = 0; i < 300; i++)
        close(connect_to(port));

    /* A player with the right code who answers the host's move; with an illegal peg is
     * dropped; the host's own first move stays on its board. Its attempts may first meet
     * the pause that failed attempts earn, so it tries until it is let in; it answers ok.
     * to each command (restart, play black, the host's note A1) until asked to move, then
     * names no peg of the board. */
    NetPeer player;
    cr_assert(net_peer_join(&player, port, CODE, LIMIT_MS), "never let in: %s", player.said);
    cr_assert(net_peer_until_move(&player, LIMIT_MS), "%s", player.said);
    cr_assert(net_peer_say(&player, "Z9."));
    cr_assert(net_peer_read_until(player.fd, said, sizeof said, NULL, LIMIT_MS), "not dropped: %s",
              said);
    net_peer_close(&player);
    cr_assert_not_null(net_child_wait_for(&host, 0, "paused: your friend's window named an illegal peg",
                                          LIMIT_MS), "%s", host.seen);

    /* The real friend comes, and the same game is played to its end. */
    net_window_join(&join, "127.0.0.1", port, CODE, JOIN_SCRIPT);
    net_window_expect_exit(&host, 0, "host");
    net_window_expect_exit(&join, 0, "joiner");
    cr_assert_not_null(strstr(host.seen, WHOLE_GAME), "%s", host.seen);
    cr_assert_not_null(strstr(host.seen, "turned away"), "%s", host.seen);
}
