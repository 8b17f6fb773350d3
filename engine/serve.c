/* serve.c: the engine behind a listening socket, one referee at a time. */
#include "serve.h"

#include <errno.h>
#include <poll.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include "client/tcp.h"
#include "protocol_loop.h"

enum {
    /* A referee silent this long has gone without closing (a machine switched off): the
     * connection is ended so the next referee can be served. */
    IDLE_LIMIT_S = 3600,
};

/* Serves one accepted connection to its end with a fresh engine. False when the engine
 * cannot be made. */
static bool serve_one(const char *game, const EngineOptions *options, int fd, FILE *err)
{
    Engine engine;
    S4Status status = engine_init(&engine, game, options);
    if (status != S4_OK) {
        fprintf(err, "score4-engine: --game %s: %s\n", game, s4_status_str(status));
        engine_free(&engine);
        return false;
    }
    s4_tcp_set_nonblocking(fd, false);
    struct timeval idle = {.tv_sec = IDLE_LIMIT_S};
    (void)setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &idle, sizeof idle);
    /* quit; or end of input ends this referee's conversation, not the server. */
    (void)engine_protocol_loop(&engine, fd, fd);
    engine_free(&engine);
    return true;
}

int engine_serve(const char *game, const EngineOptions *options, int port, FILE *err)
{
    char why[S4_TCP_WHY];
    int bound = 0;
    int listen_fd = s4_tcp_listen(port, false, &bound, why, sizeof why);
    if (listen_fd < 0) {
        fprintf(err, "score4-engine: --listen %s\n", why);
        return 1;
    }
    fprintf(err, "score4-engine: listening on port %d\n", bound);
    fflush(err);
    for (;;) {
        struct pollfd pfd = {.fd = listen_fd, .events = POLLIN};
        if (poll(&pfd, 1, -1) < 0 && errno != EINTR)
            break;
        char peer[64];
        int fd = s4_tcp_accept(listen_fd, peer, sizeof peer);
        if (fd < 0)
            continue; /* gone before we took it, or out of descriptors for a moment */
        fprintf(err, "score4-engine: serving %s\n", peer);
        fflush(err);
        bool made = serve_one(game, options, fd, err);
        close(fd);
        if (!made)
            break;
        fprintf(err, "score4-engine: %s went away; listening on port %d\n", peer, bound);
        fflush(err);
    }
    close(listen_fd);
    return 1;
}
