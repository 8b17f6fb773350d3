/* serve.c: the engine behind a listening socket, a child process for each client. */
#define _GNU_SOURCE /* POLLRDHUP */
#include "serve.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "client/tcp.h"
#include "core/file_reader.h"
#include "protocol_loop.h"

/* ================================================================ the secret */

/* The first line of path, blanks around it dropped; false with the reason on err. */
static bool read_secret(const char *path, char *secret, size_t size, FILE *err)
{
    char text[ENGINE_SERVE_SECRET_MAX + 1];
    size_t len;
    char why[S4_READ_NAME + 128];
    if (!s4_file_first_line(path, text, sizeof text, &len, why, sizeof why)) {
        fprintf(err, "score4-engine: --listen-secret-file %s\n", why);
        return false;
    }
    bool ok = len >= ENGINE_SERVE_SECRET_MIN && len < size && memchr(text, ';', len) == NULL &&
              memchr(text, '\0', len) == NULL;
    if (ok) {
        memcpy(secret, text, len);
        secret[len] = '\0';
    } else {
        fprintf(err, "score4-engine: --listen-secret-file %s: the secret must be %d to %d "
                     "characters on its first line, without ';'\n",
                strcmp(path, "-") == 0 ? "standard input" : path, ENGINE_SERVE_SECRET_MIN,
                ENGINE_SERVE_SECRET_MAX);
    }
    return ok;
}

/* Equal without telling by its time how much of a guess was right. */
static bool same_secret(const char *a, size_t a_len, const char *b)
{
    size_t b_len = strlen(b);
    unsigned char diff = (unsigned char)(a_len != b_len);
    for (size_t i = 0; i < b_len; i++)
        diff |= (unsigned char)(a[i < a_len ? i : 0] ^ b[i]);
    return diff == 0;
}

/* Reads the client's first command a byte at a time (nothing past its ';' is taken from
 * the socket: the protocol loop reads the rest) and checks it is `secret TEXT;`. */
static bool hear_secret(int fd, const char *secret)
{
    struct timeval limit = {.tv_sec = ENGINE_SERVE_SECRET_S};
    (void)setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, sizeof limit);
    char line[S4_PROTO_MAX_COMMAND + 1];
    size_t n = 0;
    for (;;) {
        char c;
        ssize_t got = recv(fd, &c, 1, 0);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0 || n == S4_PROTO_MAX_COMMAND)
            return false;
        if (c == ';')
            break;
        line[n++] = c;
    }
    const char *text = line;
    while (n > 0 && strchr(" \t\r\n", *text)) {
        text++;
        n--;
    }
    while (n > 0 && strchr(" \t\r\n", text[n - 1]))
        n--;
    if (n < 7 || memcmp(text, "secret ", 7) != 0)
        return false;
    return same_secret(text + 7, n - 7, secret);
}

/* ================================================================ one client */

static void say(int fd, const char *line)
{
    (void)send(fd, line, strlen(line), MSG_NOSIGNAL | MSG_DONTWAIT);
}

/* The child's work: the secret, then the conversation to its end. Returns the exit status. */
static int serve_one(const char *game, const EngineOptions *options, int fd, const char *secret,
                     FILE *err)
{
    s4_tcp_set_nonblocking(fd, false);
    if (secret[0] != '\0') {
        if (!hear_secret(fd, secret)) {
            sleep(1); /* one guess a second per connection, ENGINE_SERVE_CLIENTS at once */
            say(fd, "error: wrong secret.\n");
            return 0;
        }
        say(fd, "ok.\n");
    }
    Engine engine;
    S4Status status = engine_init(&engine, game, options);
    if (status != S4_OK) {
        fprintf(err, "score4-engine: --game %s: %s\n", game, s4_status_str(status));
        say(fd, "error: the engine could not be made.\n");
        engine_free(&engine);
        return 1;
    }
    struct timeval idle = {.tv_sec = ENGINE_SERVE_IDLE_S};
    struct timeval write_limit = {.tv_sec = ENGINE_SERVE_WRITE_S};
    (void)setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &idle, sizeof idle);
    (void)setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &write_limit, sizeof write_limit);
    /* quit;, the end of input, a silence or a write that cannot go end this client's
     * conversation, not the server. */
    (void)engine_protocol_loop(&engine, fd, fd);
    engine_free(&engine);
    return 0;
}

/* ================================================================ the server */

typedef struct Client {
    pid_t pid;        /* its engine process, 0: a free slot */
    int fd;           /* the server's copy of its socket, watched for its end; -1 once seen */
    char peer[64];
} Client;

typedef struct Server {
    int listen_fd[2];                  /* ::1 and 127.0.0.1, or every address and -1 */
    int port;
    Client clients[ENGINE_SERVE_CLIENTS];
    char secret[ENGINE_SERVE_SECRET_MAX + 1]; /* "" when none is asked */
} Server;

static int served(const Server *s)
{
    int n = 0;
    for (int i = 0; i < ENGINE_SERVE_CLIENTS; i++)
        n += s->clients[i].pid != 0;
    return n;
}

/* Reaps the engine processes that ended, without waiting. */
static void reap(Server *s, FILE *err)
{
    for (;;) {
        pid_t pid = waitpid(-1, NULL, WNOHANG);
        if (pid <= 0)
            return;
        for (int i = 0; i < ENGINE_SERVE_CLIENTS; i++) {
            Client *c = &s->clients[i];
            if (c->pid != pid)
                continue;
            if (c->fd >= 0)
                close(c->fd);
            fprintf(err, "score4-engine: %s went away\n", c->peer);
            fflush(err);
            c->pid = 0;
            c->fd = -1;
        }
    }
}

static void take(Server *s, int listen_fd, const char *game, const EngineOptions *options,
                 FILE *err)
{
    char peer[64];
    int fd = s4_tcp_accept(listen_fd, peer, sizeof peer);
    if (fd < 0)
        return; /* gone before we took it, or out of descriptors for a moment */
    Client *slot = NULL;
    for (int i = 0; i < ENGINE_SERVE_CLIENTS && !slot; i++)
        if (s->clients[i].pid == 0)
            slot = &s->clients[i];
    if (!slot) {
        char line[128];
        snprintf(line, sizeof line,
                 "error: busy: %d clients are being served, try again later.\n",
                 ENGINE_SERVE_CLIENTS);
        say(fd, line);
        close(fd);
        fprintf(err, "score4-engine: %s turned away: busy\n", peer);
        fflush(err);
        return;
    }
    fflush(err);
    pid_t pid = fork();
    if (pid < 0) {
        fprintf(err, "score4-engine: %s turned away: %s\n", peer, strerror(errno));
        close(fd);
        return;
    }
    if (pid == 0) {
        for (int k = 0; k < 2; k++)
            if (s->listen_fd[k] >= 0)
                close(s->listen_fd[k]);
        for (int i = 0; i < ENGINE_SERVE_CLIENTS; i++)
            if (s->clients[i].fd >= 0)
                close(s->clients[i].fd);
        int status = serve_one(game, options, fd, s->secret, err);
        fflush(err);
        _exit(status);
    }
    slot->pid = pid;
    slot->fd = fd;
    snprintf(slot->peer, sizeof slot->peer, "%s", peer);
    fprintf(err, "score4-engine: serving %s (%d of %d)\n", peer, served(s),
            ENGINE_SERVE_CLIENTS);
    fflush(err);
}

static bool open_listeners(Server *s, const EngineServeOptions *serve, FILE *err)
{
    char why[S4_TCP_WHY];
    s->listen_fd[0] = s->listen_fd[1] = -1;
    if (serve->any) {
        s->listen_fd[0] = s4_tcp_listen(serve->port, false, &s->port, why, sizeof why);
    } else {
        /* This machine only: ::1 and 127.0.0.1 on the same port (either alone where the
         * system lacks the other). */
        s->listen_fd[0] = s4_tcp_listen_family(serve->port, true, true, &s->port, why, sizeof why);
        int port4 = 0;
        s->listen_fd[1] = s4_tcp_listen_family(s->listen_fd[0] >= 0 ? s->port : serve->port,
                                               false, true, &port4, why, sizeof why);
        if (s->listen_fd[0] < 0)
            s->port = port4;
    }
    if (s->listen_fd[0] < 0 && s->listen_fd[1] < 0) {
        fprintf(err, "score4-engine: --listen %s\n", why);
        return false;
    }
    return true;
}

int engine_serve(const char *game, const EngineOptions *options, const EngineServeOptions *serve,
                 FILE *err)
{
    static Server server; /* one a process; off the stack */
    Server *s = &server;
    memset(s, 0, sizeof *s);
    for (int i = 0; i < ENGINE_SERVE_CLIENTS; i++)
        s->clients[i].fd = -1;
    if (serve->secret_file && !read_secret(serve->secret_file, s->secret, sizeof s->secret, err))
        return 1;
    /* The engine is made once here to report a bad --game before any client comes. */
    Engine probe;
    S4Status status = engine_init(&probe, game, options);
    engine_free(&probe);
    if (status != S4_OK) {
        fprintf(err, "score4-engine: --game %s: %s\n", game, s4_status_str(status));
        return 1;
    }
    if (!open_listeners(s, serve, err))
        return 1;
    signal(SIGPIPE, SIG_IGN);
    fprintf(err, "score4-engine: listening on port %d (%s%s)\n", s->port,
            serve->any ? "every address: anyone who can reach this port may use the engine"
                       : "this machine only; --listen-any opens it to the network",
            s->secret[0] ? ", the secret asked first" : "");
    fflush(err);
    for (;;) {
        struct pollfd pfd[2 + ENGINE_SERVE_CLIENTS];
        int owner[2 + ENGINE_SERVE_CLIENTS];
        int n = 0;
        for (int k = 0; k < 2; k++)
            if (s->listen_fd[k] >= 0) {
                pfd[n] = (struct pollfd){.fd = s->listen_fd[k], .events = POLLIN};
                owner[n++] = -1 - k;
            }
        for (int i = 0; i < ENGINE_SERVE_CLIENTS; i++)
            if (s->clients[i].pid != 0 && s->clients[i].fd >= 0) {
                pfd[n] = (struct pollfd){.fd = s->clients[i].fd, .events = POLLRDHUP};
                owner[n++] = i;
            }
        /* A short wait: engine processes that end are reaped within it. */
        int ready = poll(pfd, (nfds_t)n, 200);
        if (ready < 0 && errno != EINTR)
            break;
        for (int k = 0; ready > 0 && k < n; k++) {
            if (pfd[k].revents == 0)
                continue;
            if (owner[k] < 0) {
                take(s, pfd[k].fd, game, options, err);
                continue;
            }
            /* The client closed or shut its side: its engine stops, a search under way
             * included (a client that has gone reads no answer). */
            Client *c = &s->clients[owner[k]];
            kill(c->pid, SIGKILL);
            close(c->fd);
            c->fd = -1;
        }
        reap(s, err);
    }
    for (int k = 0; k < 2; k++)
        if (s->listen_fd[k] >= 0)
            close(s->listen_fd[k]);
    return 1;
}
