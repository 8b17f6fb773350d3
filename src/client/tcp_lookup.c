/* tcp_lookup.c: looking a host name up on a thread of its own. */
#define _GNU_SOURCE /* getaddrinfo's flags */
#include "client/tcp_lookup.h"

#include <netdb.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

#include "client/tcp.h"

enum { LOOKUP_RUNNING, LOOKUP_DONE, LOOKUP_ABANDONED };

struct S4TcpLookup {
    atomic_int state;          /* RUNNING until the thread ends (DONE) or the caller gives up
                                * first (ABANDONED: the thread frees it) */
    char host[S4_TCP_HOST_MAX];
    char service[16];
    int gai;                   /* getaddrinfo's result, once DONE */
    struct addrinfo *found;
};

static int look_up(S4TcpLookup *l, int flags)
{
    struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM,
                             .ai_flags = flags};
    return getaddrinfo(l->host, l->service, &hints, &l->found);
}

static void *run(void *arg)
{
    S4TcpLookup *l = arg;
    l->gai = look_up(l, 0);
    int running = LOOKUP_RUNNING;
    if (!atomic_compare_exchange_strong(&l->state, &running, LOOKUP_DONE)) {
        if (l->gai == 0)
            freeaddrinfo(l->found); /* given up: nobody else will */
        free(l);
    }
    return NULL;
}

S4TcpLookup *s4_tcp_lookup_start(const char *host, int port, char *why, size_t why_size)
{
    S4TcpLookup *l = calloc(1, sizeof *l);
    if (!l) {
        snprintf(why, why_size, "out of memory");
        return NULL;
    }
    snprintf(l->host, sizeof l->host, "%s", host);
    snprintf(l->service, sizeof l->service, "%d", port);
    /* An address needs no name server: done at once. */
    l->gai = look_up(l, AI_NUMERICHOST);
    if (l->gai == 0) {
        atomic_init(&l->state, LOOKUP_DONE);
        return l;
    }
    atomic_init(&l->state, LOOKUP_RUNNING);
    pthread_attr_t attr;
    pthread_t thread;
    int err = pthread_attr_init(&attr);
    if (err == 0) {
        pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
        err = pthread_create(&thread, &attr, run, l);
        pthread_attr_destroy(&attr);
    }
    if (err != 0) {
        snprintf(why, why_size, "cannot look up %.80s: %s", host, strerror(err));
        free(l);
        return NULL;
    }
    return l;
}

int s4_tcp_lookup_poll(S4TcpLookup *l, const struct addrinfo **addrs, char *why,
                       size_t why_size)
{
    if (atomic_load(&l->state) != LOOKUP_DONE)
        return 0;
    if (l->gai != 0) {
        snprintf(why, why_size, "%.80s: %s", l->host, gai_strerror(l->gai));
        return -1;
    }
    *addrs = l->found;
    return 1;
}

void s4_tcp_lookup_free(S4TcpLookup *l)
{
    if (!l)
        return;
    int running = LOOKUP_RUNNING;
    if (atomic_compare_exchange_strong(&l->state, &running, LOOKUP_ABANDONED))
        return; /* its thread frees it when the name server answers */
    if (l->gai == 0)
        freeaddrinfo(l->found);
    free(l);
}
