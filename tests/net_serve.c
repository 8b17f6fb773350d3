/* score4-engine --listen as a stranger would try it: the port on this machine only unless
 * asked, a stalled or searching client that keeps no other waiting, a search ended when its
 * client goes, a limit with a "busy" answer, and the shared secret. Clients connect from
 * several addresses of 127.0.0.0/8 so the server's log names each; every wait is on output. */
#include <criterion/criterion.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "net_child.h"

#define MATCH S4_BIN_DIR "/score4-match"

/* A connection to 127.0.0.1:port from the address `from`. */
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
    return fd;
}

static void say(int fd, const char *text)
{
    cr_assert_eq(send(fd, text, strlen(text), MSG_NOSIGNAL), (ssize_t)strlen(text));
}

/* The next line the server sends on fd (without '\n'), waiting up to limit_ms; "" when
 * none came or the connection ended. */
static void answer(int fd, char *line, size_t size, int limit_ms)
{
    size_t n = 0;
    line[0] = '\0';
    while (n + 1 < size) {
        struct pollfd pfd = {.fd = fd, .events = POLLIN};
        if (poll(&pfd, 1, limit_ms) != 1)
            return;
        char c;
        if (recv(fd, &c, 1, 0) != 1 || c == '\n')
            return;
        line[n++] = c;
        line[n] = '\0';
    }
}

Test(net_serve, the_port_is_on_this_machine_only_unless_asked)
{
    NetChild engine;
    int port = net_child_engine(&engine, "--depth 1");
    cr_assert_not_null(strstr(engine.seen, "this machine only"), "%s", engine.seen);
    /* Loopback answers, on both families. */
    char command[256], line[128];
    int fd = connect_from("127.0.0.2", port);
    say(fd, "move;\n");
    answer(fd, line, sizeof line, 60000);
    cr_assert_eq(strlen(line), 3, "a peg such as B2.: '%s'", line);
    close(fd);
    /* Another address of this machine, when it has one, is not listened on. */
    char addresses[512];
    snprintf(command, sizeof command, "hostname -I 2>/dev/null | cut -d' ' -f1");
    FILE *p = popen(command, "r");
    addresses[0] = '\0';
    if (p) {
        if (!fgets(addresses, sizeof addresses, p))
            addresses[0] = '\0';
        pclose(p);
    }
    addresses[strcspn(addresses, " \n")] = '\0';
    struct sockaddr_in to = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    if (addresses[0] && inet_pton(AF_INET, addresses, &to.sin_addr) == 1 &&
        strncmp(addresses, "127.", 4) != 0) {
        int s = socket(AF_INET, SOCK_STREAM, 0);
        cr_assert_neq(connect(s, (struct sockaddr *)&to, sizeof to), 0,
                      "%s:%d should not be listened on", addresses, port);
        close(s);
    }
    net_child_kill(&engine);

    /* --listen-any says what it opens. */
    port = net_child_engine(&engine, "--depth 1 --listen-any");
    cr_assert_not_null(strstr(engine.seen, "anyone who can reach this port may use the engine"),
                       "%s", engine.seen);
    fd = connect_from("127.0.0.3", port);
    say(fd, "move;\n");
    answer(fd, line, sizeof line, 60000);
    cr_assert_eq(strlen(line), 3, "'%s'", line);
    close(fd);
    net_child_kill(&engine);
}

Test(net_serve, a_client_searching_forever_keeps_no_other_waiting_and_its_search_ends_with_it)
{
    NetChild engine;
    int port = net_child_engine(&engine, "--depth 1 --threads 1");
    /* A searches without end (no depth limit, a day of movetime) and never reads. */
    int a = connect_from("127.0.0.2", port);
    say(a, "depth 0; movetime 86400000; move;\n");
    cr_assert_not_null(net_child_wait_for(&engine, 0, "serving 127.0.0.2", 60000), "%s",
                       engine.seen);
    /* B is served meanwhile. */
    char line[128];
    int b = connect_from("127.0.0.3", port);
    say(b, "restart; move;\n");
    answer(b, line, sizeof line, 60000);
    cr_assert_str_eq(line, "ok.");
    answer(b, line, sizeof line, 60000);
    cr_assert_eq(strlen(line), 3, "B's move: '%s'\n%s", line, engine.seen);
    /* A goes: its engine process is stopped, its search with it (the server reaps it). */
    size_t from = engine.used;
    close(a);
    cr_assert_not_null(net_child_wait_for(&engine, from, "127.0.0.2 went away", 60000), "%s",
                       engine.seen);
    close(b);
    net_child_kill(&engine);
}

Test(net_serve, a_client_that_never_reads_is_ended_by_the_write_deadline)
{
    NetChild engine;
    int port = net_child_engine(&engine, "--depth 1");
    /* C floods commands and never reads an answer: its engine's writes stop, and end its
     * conversation after the deadline; D is served all the while. */
    int c = connect_from("127.0.0.4", port);
    int small = 4096;
    setsockopt(c, SOL_SOCKET, SO_RCVBUF, &small, sizeof small);
    static char flood[1 << 20];
    for (size_t i = 0; i + 8 <= sizeof flood; i += 8)
        memcpy(flood + i, "restart;", 8);
    size_t sent = 0;
    while (sent < sizeof flood) {
        ssize_t w = send(c, flood + sent, sizeof flood - sent, MSG_NOSIGNAL | MSG_DONTWAIT);
        if (w <= 0)
            break; /* its engine stopped reading: it waits to write */
        sent += (size_t)w;
    }
    char line[128];
    int d = connect_from("127.0.0.5", port);
    say(d, "move;\n");
    answer(d, line, sizeof line, 60000);
    cr_assert_eq(strlen(line), 3, "'%s'", line);
    close(d);
    cr_assert_not_null(net_child_wait_for(&engine, 0, "127.0.0.4 went away", 120000),
                       "the write deadline did not end C:\n%s", engine.seen);
    close(c);
    net_child_kill(&engine);
}

Test(net_serve, clients_past_the_limit_are_told_busy)
{
    NetChild engine;
    int port = net_child_engine(&engine, "--depth 1");
    int held[4];
    char line[128];
    for (int i = 0; i < 4; i++) {
        char from[32];
        snprintf(from, sizeof from, "127.0.0.%d", 10 + i);
        held[i] = connect_from(from, port);
        /* Each is served: it answers. */
        say(held[i], "restart;\n");
        answer(held[i], line, sizeof line, 60000);
        cr_assert_str_eq(line, "ok.");
    }
    int extra = connect_from("127.0.0.20", port);
    answer(extra, line, sizeof line, 60000);
    cr_assert_str_eq(line, "error: busy: 4 clients are being served, try again later.");
    close(extra);
    /* One leaves: the next is served. */
    size_t from = engine.used;
    close(held[0]);
    cr_assert_not_null(net_child_wait_for(&engine, from, "127.0.0.10 went away", 60000), "%s",
                       engine.seen);
    int next = connect_from("127.0.0.21", port);
    say(next, "restart;\n");
    answer(next, line, sizeof line, 60000);
    cr_assert_str_eq(line, "ok.");
    close(next);
    for (int i = 1; i < 4; i++)
        close(held[i]);
    net_child_kill(&engine);
}

Test(net_serve, a_secret_is_asked_first_and_referees_say_it_from_a_file)
{
    char path[] = "/tmp/score4-secret-XXXXXX";
    int fd = mkstemp(path);
    cr_assert_geq(fd, 0);
    cr_assert_eq(write(fd, "correct-horse-battery\n", 22), 22);
    close(fd);
    char extra[256];
    snprintf(extra, sizeof extra, "--depth 1 --listen-secret-file %s", path);
    NetChild engine;
    int port = net_child_engine(&engine, extra);
    cr_assert_not_null(strstr(engine.seen, "the secret asked first"), "%s", engine.seen);
    char line[128];
    /* No secret, or a wrong one: refused, and nothing is played. */
    int s = connect_from("127.0.0.2", port);
    say(s, "move;\n");
    answer(s, line, sizeof line, 60000);
    cr_assert_str_eq(line, "error: wrong secret.");
    close(s);
    s = connect_from("127.0.0.2", port);
    say(s, "secret correct-horse;\n");
    answer(s, line, sizeof line, 60000);
    cr_assert_str_eq(line, "error: wrong secret.");
    close(s);
    /* The right one: ok., then the protocol. */
    s = connect_from("127.0.0.3", port);
    say(s, "secret correct-horse-battery; move;\n");
    answer(s, line, sizeof line, 60000);
    cr_assert_str_eq(line, "ok.");
    answer(s, line, sizeof line, 60000);
    cr_assert_eq(strlen(line), 3, "'%s'", line);
    close(s);
    /* score4-match says it from SCORE4_ENGINE_SECRET_FILE. */
    char command[1024];
    snprintf(command, sizeof command,
             "SCORE4_ENGINE_SECRET_FILE=%s exec %s --games 1 --records /dev/null "
             "\"tcp:127.0.0.1:%d\" \"%s/score4-engine --depth 1\"",
             path, MATCH, port, S4_BIN_DIR);
    NetChild match;
    net_child_start(&match, command);
    cr_assert(net_child_wait_exit(&match, 300000), "%s", match.seen);
    cr_assert(WIFEXITED(match.status) && WEXITSTATUS(match.status) == 0, "%s", match.seen);
    cr_assert_not_null(strstr(match.seen, "(0 forfeits)"), "%s", match.seen);
    net_child_kill(&match);
    net_child_kill(&engine);
    unlink(path);
}
