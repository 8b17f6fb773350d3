/* Joining without waiting (offscreen windows, loopback only): the window keeps drawing
 * while its first connection is under way, says so ("Connecting to ..."), gives up with a
 * reason (a port nobody listens on, a host that never takes the connection, one that takes
 * it and never says hello), and Esc gives the attempt up. The window's frames are seen
 * through its script: each print-texts step is a frame drawn while it waits. */
#define _DEFAULT_SOURCE
#include <arpa/inet.h>
#include <criterion/criterion.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "gui_run.h"
#include "net_child.h"
#include "net_peer.h"

#define WINDOW S4_BIN_DIR "/score4"
#define CODE "K7MP2Q"
#define LIMIT_MS 120000 /* generous: a software-rendered window on a loaded machine */

static char home[256];

static void setup(void)
{
    gui_home_make(home, "net-connecting");
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
}

static void teardown(void)
{
    gui_home_remove(home);
}

/* A listening socket on 127.0.0.1 (backlog as given), its port in *port. */
static int listener(int backlog, int *port)
{
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    cr_assert_geq(fd, 0);
    struct sockaddr_in a = {.sin_family = AF_INET};
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    cr_assert_eq(bind(fd, (struct sockaddr *)&a, sizeof a), 0);
    cr_assert_eq(listen(fd, backlog), 0);
    socklen_t len = sizeof a;
    cr_assert_eq(getsockname(fd, (struct sockaddr *)&a, &len), 0);
    *port = ntohs(a.sin_port);
    return fd;
}

static void start_join(NetChild *join, int port, const char *script)
{
    char command[1024];
    snprintf(command, sizeof command,
             "exec %s --join 127.0.0.1:%d --code " CODE " --script \"%s\" --frames 2", WINDOW,
             port, script);
    net_child_start(join, command);
}

static void expect_exit(NetChild *c, int status)
{
    bool ended = net_child_wait_exit(c, LIMIT_MS);
    net_child_kill(c);
    cr_assert(ended, "the joiner did not end:\n%s", c->seen);
    cr_assert(WIFEXITED(c->status) && WEXITSTATUS(c->status) == status, "ended with %d:\n%s",
              c->status, c->seen);
}

Test(net_connecting, a_port_nobody_listens_on_is_a_clear_failure, .init = setup,
     .fini = teardown)
{
    int port;
    close(listener(1, &port)); /* a port just free: nobody listens there now */
    NetChild join;
    start_join(&join, port, "wait-engine; print-texts");
    expect_exit(&join, 1);
    char want[128];
    snprintf(want, sizeof want, "score4: could not join: 127.0.0.1 port %d: Connection refused",
             port);
    cr_assert_not_null(strstr(join.seen, want), "%s", join.seen);
    snprintf(want, sizeof want, ": Could not join: 127.0.0.1 port %d: Connection refused.", port);
    cr_assert_not_null(strstr(join.seen, want), "%s", join.seen);
}

/* A listener whose queue of one is filled and never taken: a connection to it is never
 * answered. Returns the filling connection; *fd the listener. */
static int full_listener(int *port, int *fd)
{
    *fd = listener(0, port);
    int err = 0;
    int filler = net_peer_connect("127.0.0.1", *port, LIMIT_MS, &err);
    cr_assert_geq(filler, 0, "%s", strerror(err));
    return filler;
}

Test(net_connecting, a_host_that_never_takes_the_connection_times_out, .init = setup,
     .fini = teardown)
{
    /* The listener's queue holds one connection and it is never taken: the window's
     * connection request goes unanswered, as from a machine that is not there. */
    int port, fd, filler = full_listener(&port, &fd);
    NetChild join;
    start_join(&join, port, "print-texts; wait 10; print-texts; wait-engine; print-texts");
    expect_exit(&join, 1);
    char want[128];
    snprintf(want, sizeof want, ": Connecting to 127.0.0.1 port %d...   Esc: cancel", port);
    const char *first = strstr(join.seen, want);
    cr_assert_not_null(first, "%s", join.seen);
    cr_assert_not_null(strstr(first + 1, want), "one frame only:\n%s", join.seen);
    /* No player cards yet: the host has not said which side is this window's. */
    cr_assert_null(strstr(join.seen, ": You\n"), "%s", join.seen);
    cr_assert_null(strstr(join.seen, ": Your friend\n"), "%s", join.seen);
    snprintf(want, sizeof want, "could not join: 127.0.0.1 port %d did not answer within 10 s",
             port);
    cr_assert_not_null(strstr(join.seen, want), "%s", join.seen);
    close(filler);
    close(fd);
}

Test(net_connecting, esc_gives_the_connection_up, .init = setup, .fini = teardown)
{
    int port, fd, filler = full_listener(&port, &fd);
    NetChild join;
    start_join(&join, port, "wait 5; print-texts; key Escape; wait 5; print-texts");
    expect_exit(&join, 0);
    char want[128];
    snprintf(want, sizeof want, ": Connecting to 127.0.0.1 port %d...", port);
    const char *connecting = strstr(join.seen, want);
    cr_assert_not_null(connecting, "%s", join.seen);
    /* Then the start screen, and no reason for a failure. */
    cr_assert_not_null(strstr(connecting, ": Start\n"), "%s", join.seen);
    cr_assert_null(strstr(join.seen, "could not join"), "%s", join.seen);
    close(filler);
    close(fd);
}

Test(net_connecting, a_host_that_never_says_hello_is_a_clear_failure, .init = setup,
     .fini = teardown)
{
    int port;
    int fd = listener(4, &port);
    NetChild join;
    start_join(&join, port, "wait 10; print-texts; wait-engine; print-texts");
    /* The connection is taken and the window's hello read; nothing is ever answered. */
    int taken = accept(fd, NULL, NULL);
    cr_assert_geq(taken, 0);
    char said[256];
    cr_assert(net_peer_read_until(taken, said, sizeof said, "hello " CODE ".\n", LIMIT_MS), "%s",
              said);
    expect_exit(&join, 1);
    char want[160];
    snprintf(want, sizeof want, ": Joining 127.0.0.1 port %d with code " CODE "...", port);
    cr_assert_not_null(strstr(join.seen, want), "%s", join.seen);
    snprintf(want, sizeof want,
             "could not join: 127.0.0.1 port %d took the connection but said nothing within "
             "10 s: is a game hosted there?",
             port);
    cr_assert_not_null(strstr(join.seen, want), "%s", join.seen);
    /* The window closed the connection when it gave up. */
    cr_assert(net_peer_read_until(taken, said, sizeof said, NULL, LIMIT_MS), "%s", said);
    close(taken);
    close(fd);
}

Test(net_connecting, a_failed_join_from_the_friend_screen_goes_back_to_it, .init = setup,
     .fini = teardown)
{
    /* Joined from the start screen's friend entry: the reason stands under Join, with the
     * address and code kept to mend, and the window is not a failure for it. */
    int port;
    close(listener(1, &port));
    char command[1024];
    snprintf(command, sizeof command,
             "exec %s --script \"menu-select opponent friend; menu-start; button "
             "friend:field-host; type 127.0.0.1:%d; button friend:field-code; type " CODE
             "; button friend:join; wait-engine; print-texts\" --frames 2",
             WINDOW, port);
    NetChild join;
    net_child_start(&join, command);
    expect_exit(&join, 0);
    char want[128];
    snprintf(want, sizeof want, ": Could not join: 127.0.0.1 port %d: Connection refused.\n",
             port);
    const char *texts = strstr(join.seen, "texts ");
    cr_assert_not_null(texts, "%s", join.seen);
    cr_assert_not_null(strstr(texts, want), "%s", join.seen);
    cr_assert_not_null(strstr(texts, ": A friend over the network\n"), "%s", join.seen);
    snprintf(want, sizeof want, ": 127.0.0.1:%d\n", port);
    cr_assert_not_null(strstr(texts, want), "%s", join.seen);
}
