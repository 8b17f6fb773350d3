/* engine_client.c: spawning an engine and exchanging protocol lines without blocking. */
#define _XOPEN_SOURCE 700 /* nice() */
#define _DEFAULT_SOURCE   /* vfork() */
#include "client/engine_client.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "client/tcp.h"
#include "client/tcp_relay.h"
#include "core/clock.h"
#include "core/file_reader.h"
#include <sys/socket.h>

enum {
    /* A socket whose peer stops reading: a line is given this long to go out before the
     * engine counts as deaf (a pipe's writes block instead; its reader is our child). */
    SOCKET_WRITE_MS = 5000,
};

static void close_fd(int *fd)
{
    if (*fd >= 0) {
        close(*fd);
        *fd = -1;
    }
}


static void blank(S4EngineClient *client)
{
    memset(client, 0, sizeof *client);
    client->pid = -1;
    client->to_engine = client->from_engine = -1;
    client->exit_status = -1;
    s4_line_reader_init(&client->reader);
}

bool s4_client_is_tcp(const char *command_line)
{
    return strncmp(command_line, S4_CLIENT_TCP_PREFIX, strlen(S4_CLIENT_TCP_PREFIX)) == 0;
}

S4Status s4_client_adopt_socket(S4EngineClient *client, int fd)
{
    blank(client);
    int other = fcntl(fd, F_DUPFD_CLOEXEC, 0);
    if (other < 0) {
        int saved = errno;
        close(fd);
        errno = saved;
        return S4_ERR_SYSTEM;
    }
    /* Both descriptors share the socket's non-blocking mode: reads never wait, and a
     * write that cannot go at once waits in s4_client_write, bounded. */
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
    client->socket = true;
    client->to_engine = fd;
    client->from_engine = other;
    /* A peer that has gone must surface as a failed write, not kill the referee. */
    signal(SIGPIPE, SIG_IGN);
    return S4_OK;
}

/* A served engine that asks for a secret (score4-engine --listen-secret-file) is told the
 * first line of the file SCORE4_ENGINE_SECRET_FILE names, and must answer ok. within
 * S4_CLIENT_CONNECT_MS; without that variable nothing is said. False with errno (EACCES:
 * the secret was refused or cannot be read). */
bool s4_client_say_secret(int fd)
{
    const char *path = getenv("SCORE4_ENGINE_SECRET_FILE");
    if (!path || !*path)
        return true;
    S4FileReader reader;
    S4Status status = s4_file_reader_open(&reader, path, 128, 4096);
    bool got = status == S4_OK && s4_file_reader_next(&reader, &status) && status == S4_OK;
    char line[160];
    int n = got ? snprintf(line, sizeof line, "secret %s;\n", reader.line) : 0;
    s4_file_reader_close(&reader);
    if (!got || n <= 0 || (size_t)n >= sizeof line) {
        errno = EACCES;
        return false;
    }
    if (send(fd, line, (size_t)n, MSG_NOSIGNAL) != n)
        return false;
    /* The answer, a byte at a time so nothing after it is taken from the socket. */
    char answer[64];
    size_t len = 0;
    double deadline = s4_clock_ms() + S4_CLIENT_CONNECT_MS;
    while (len + 1 < sizeof answer) {
        struct pollfd pfd = {.fd = fd, .events = POLLIN};
        double left = deadline - s4_clock_ms();
        if (left <= 0 || poll(&pfd, 1, (int)left + 1) <= 0) {
            errno = ETIMEDOUT;
            return false;
        }
        char c;
        if (recv(fd, &c, 1, 0) != 1) {
            errno = ECONNRESET;
            return false;
        }
        if (c == '\n')
            break;
        answer[len++] = c;
    }
    answer[len] = '\0';
    if (strncmp(answer, "ok.", 3) != 0) {
        errno = EACCES;
        return false;
    }
    return true;
}

/* The host and port of "tcp:HOST:PORT"; false with errno EINVAL when it names none. */
static bool split_engine_address(const char *command_line, char host[S4_TCP_HOST_MAX], int *port)
{
    char why[S4_TCP_WHY];
    *port = 0;
    if (!s4_tcp_split(command_line + strlen(S4_CLIENT_TCP_PREFIX), 0, host, S4_TCP_HOST_MAX,
                      port, why, sizeof why)) {
        errno = EINVAL;
        return false;
    }
    return true;
}

/* "tcp:HOST:PORT": connects, says the secret when one is set, and adopts the socket. */
static S4Status connect_engine(S4EngineClient *client, const char *command_line)
{
    blank(client);
    char host[S4_TCP_HOST_MAX], why[S4_TCP_WHY];
    int port;
    if (!split_engine_address(command_line, host, &port))
        return S4_ERR_SYSTEM;
    int fd = s4_tcp_connect(host, port, S4_CLIENT_CONNECT_MS, why, sizeof why);
    if (fd < 0)
        return S4_ERR_SYSTEM;
    if (!s4_client_say_secret(fd)) {
        int saved = errno;
        close(fd);
        errno = saved;
        return S4_ERR_SYSTEM;
    }
    return s4_client_adopt_socket(client, fd);
}

S4Status s4_client_start_without_waiting(S4EngineClient *client, const char *command_line)
{
    if (!s4_client_is_tcp(command_line))
        return s4_client_start_nice(client, command_line, 0);
    blank(client);
    char host[S4_TCP_HOST_MAX];
    int port;
    if (!split_engine_address(command_line, host, &port))
        return S4_ERR_SYSTEM;
    int fd = s4_tcp_relay_start(host, port);
    if (fd < 0)
        return S4_ERR_SYSTEM;
    return s4_client_adopt_socket(client, fd);
}

S4Status s4_client_start(S4EngineClient *client, const char *command_line)
{
    return s4_client_start_nice(client, command_line, 0);
}

S4Status s4_client_start_nice(S4EngineClient *client, const char *command_line,
                              int nice_increment)
{
    if (s4_client_is_tcp(command_line))
        return connect_engine(client, command_line);
    blank(client);

    int in_pipe[2], out_pipe[2];
    if (pipe(in_pipe) != 0)
        return S4_ERR_SYSTEM;
    if (pipe(out_pipe) != 0) {
        int saved = errno;
        close(in_pipe[0]);
        close(in_pipe[1]);
        errno = saved;
        return S4_ERR_SYSTEM;
    }
    /* Our ends must not leak into this or any later child. */
    fcntl(in_pipe[1], F_SETFD, FD_CLOEXEC);
    fcntl(out_pipe[0], F_SETFD, FD_CLOEXEC);

    /* vfork, not fork: fork marks every writable page of the caller copy-on-write, and in
     * the window (whose GL driver holds tens of megabytes) the next frame then faults on
     * each page it writes, a stutter of 50-130 ms at every new game. vfork shares the memory
     * until the exec; the child only makes system calls (setpgid, dup2, close, the SIGPIPE
     * disposition, nice, execl, _exit) and writes no variable of the parent's. */
    pid_t pid = vfork();
    if (pid < 0) {
        int saved = errno;
        close(in_pipe[0]);
        close(in_pipe[1]);
        close(out_pipe[0]);
        close(out_pipe[1]);
        errno = saved;
        return S4_ERR_SYSTEM;
    }
    if (pid == 0) {
        /* Its own process group, so stopping it also stops whatever the shell started. */
        setpgid(0, 0);
        dup2(in_pipe[0], STDIN_FILENO);
        dup2(out_pipe[1], STDOUT_FILENO);
        close(in_pipe[0]);
        close(out_pipe[1]);
        signal(SIGPIPE, SIG_DFL);
        if (nice_increment > 0)
            (void)nice(nice_increment < 19 ? nice_increment : 19);
        execl("/bin/sh", "sh", "-c", command_line, (char *)NULL);
        _exit(127);
    }
    setpgid(pid, pid); /* also here: whichever of parent and child runs first sets it */
    close(in_pipe[0]);
    close(out_pipe[1]);
    client->pid = pid;
    client->to_engine = in_pipe[1];
    client->from_engine = out_pipe[0];
    fcntl(client->from_engine, F_SETFL, fcntl(client->from_engine, F_GETFL) | O_NONBLOCK);
    /* A dead engine must surface as a failed write, not kill the referee. */
    signal(SIGPIPE, SIG_IGN);
    return S4_OK;
}

bool s4_client_send(S4EngineClient *client, const S4Geometry *geo, const S4Command *cmd)
{
    if (client->to_engine < 0)
        return false;
    char line[S4_PROTO_MAX_COMMAND + 2];
    size_t len = s4_proto_format_command(geo, cmd, line, sizeof line - 1);
    if (len >= sizeof line - 1)
        return false;
    line[len++] = '\n';
    return s4_client_write(client, line, len);
}

/* Feeds buffered bytes one at a time until a whole line: one byte per read() keeps the
 * rest in the pipe, so no line is ever read past and lost. */
static S4ClientEvent take_line(S4EngineClient *client, const S4Geometry *geo, S4Response *response)
{
    for (;;) {
        char c;
        ssize_t got = read(client->from_engine, &c, 1);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            return S4_CLIENT_PENDING;
        if (got <= 0) {
            client->closed = true;
            return S4_CLIENT_CLOSED;
        }
        S4ReadEvent event = s4_line_reader_push(&client->reader, c);
        if (event == S4_READ_TOO_LONG) {
            snprintf(client->raw, sizeof client->raw, "(a line over %d characters)",
                     S4_PROTO_MAX_LINE);
            return S4_CLIENT_GARBAGE;
        }
        if (event != S4_READ_COMMAND)
            continue;
        memcpy(client->raw, client->reader.text, client->reader.len + 1);
        if (s4_proto_parse_response(geo, client->reader.text, client->reader.len, response) != S4_OK)
            return S4_CLIENT_GARBAGE;
        return S4_CLIENT_RESPONSE;
    }
}

S4ClientEvent s4_client_poll(S4EngineClient *client, const S4Geometry *geo, int timeout_ms,
                             S4Response *response)
{
    if (client->closed || client->from_engine < 0)
        return S4_CLIENT_CLOSED;
    double deadline = timeout_ms > 0 ? s4_clock_ms() + timeout_ms : 0;
    for (;;) {
        S4ClientEvent event = take_line(client, geo, response);
        if (event != S4_CLIENT_PENDING || timeout_ms == 0)
            return event;
        int wait_ms = -1;
        if (timeout_ms > 0) {
            double left = deadline - s4_clock_ms();
            if (left <= 0)
                return S4_CLIENT_PENDING;
            wait_ms = (int)left + 1;
        }
        struct pollfd pfd = {.fd = client->from_engine, .events = POLLIN};
        int ready = poll(&pfd, 1, wait_ms);
        if (ready < 0 && errno != EINTR)
            return S4_CLIENT_CLOSED;
    }
}

void s4_client_stop(S4EngineClient *client, int grace_ms)
{
    if (client->to_engine >= 0) {
        static const char quit[] = "quit;\n";
        ssize_t ignored = write(client->to_engine, quit, sizeof quit - 1);
        (void)ignored; /* an engine that has gone cannot be told */
    }
    close_fd(&client->to_engine);
    if (client->pid > 0) {
        double deadline = s4_clock_ms() + grace_ms;
        int status = 0;
        pid_t done = 0;
        while ((done = waitpid(client->pid, &status, WNOHANG)) == 0 && s4_clock_ms() < deadline) {
            s4_clock_sleep_ms(5);
        }
        /* The engine's whole process group goes, also when the engine itself ended in
         * time: a child it started would otherwise live on with parent 1, holding the
         * pipes. The group is the engine's own (setpgid above), so nothing else is hit. */
        kill(-client->pid, SIGKILL);
        if (done == 0)
            waitpid(client->pid, &status, 0);
        client->exit_status = status;
        client->pid = -1;
    }
    close_fd(&client->from_engine);
    client->closed = true;
}

void s4_client_retire(S4EngineClient *client, S4Reaper *reaper, int grace_ms)
{
    if (client->to_engine >= 0) {
        static const char quit[] = "quit;\n";
        /* An engine that stopped reading may have filled the pipe: the line is dropped
         * then, and the grace period ends it all the same. */
        fcntl(client->to_engine, F_SETFL, fcntl(client->to_engine, F_GETFL) | O_NONBLOCK);
        ssize_t ignored = write(client->to_engine, quit, sizeof quit - 1);
        (void)ignored;
    }
    close_fd(&client->to_engine);
    client->closed = true;
    if (client->pid > 0 && s4_reaper_add(reaper, client->pid, client->from_engine, grace_ms)) {
        client->from_engine = -1; /* the reaper's now */
    } else if (client->pid > 0) {
        int status = 0;
        kill(-client->pid, SIGKILL);
        while (waitpid(client->pid, &status, 0) < 0 && errno == EINTR)
            ;
        client->exit_status = status;
    }
    close_fd(&client->from_engine);
    client->pid = -1;
}

bool s4_client_self_dir(char *buf, size_t size)
{
    ssize_t n = readlink("/proc/self/exe", buf, size - 1);
    if (n <= 0 || (size_t)n >= size - 1)
        return false;
    buf[n] = '\0';
    char *slash = strrchr(buf, '/');
    if (!slash)
        return false;
    *slash = '\0';
    return true;
}

bool s4_client_write(S4EngineClient *client, const char *bytes, size_t len)
{
    if (client->to_engine < 0)
        return false;
    size_t done = 0;
    while (done < len) {
        ssize_t w = write(client->to_engine, bytes + done, len - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w < 0 && client->socket && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            struct pollfd pfd = {.fd = client->to_engine, .events = POLLOUT};
            if (poll(&pfd, 1, SOCKET_WRITE_MS) > 0)
                continue;
            errno = ETIMEDOUT;
        }
        if (w <= 0) {
            close_fd(&client->to_engine);
            return false;
        }
        done += (size_t)w;
    }
    return true;
}

int s4_client_read_byte(S4EngineClient *client, char *c)
{
    if (client->closed || client->from_engine < 0)
        return -1;
    for (;;) {
        ssize_t got = read(client->from_engine, c, 1);
        if (got == 1)
            return 1;
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            return 0;
        client->closed = true;
        return -1;
    }
}

void s4_client_wait_readable(S4EngineClient *client, int timeout_ms)
{
    if (client->from_engine < 0)
        return;
    struct pollfd pfd = {.fd = client->from_engine, .events = POLLIN};
    (void)poll(&pfd, 1, timeout_ms);
}

bool s4_client_reap(S4EngineClient *client, int wait_ms)
{
    if (client->pid <= 0)
        return true;
    double deadline = s4_clock_ms() + wait_ms;
    int status = 0;
    pid_t done;
    while ((done = waitpid(client->pid, &status, WNOHANG)) == 0 && s4_clock_ms() < deadline)
        s4_clock_sleep_ms(2);
    kill(-client->pid, SIGKILL); /* whatever it started, in its process group */
    bool ended = done != 0;
    if (done == 0)
        waitpid(client->pid, &status, 0);
    client->exit_status = done < 0 ? -1 : status;
    client->pid = -1;
    return ended;
}
