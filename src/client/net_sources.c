/* net_sources.c: the per-address table of failed attempts and lockouts. */
#include "client/net_sources.h"

#include <arpa/inet.h>
#include <string.h>

void s4_net_sources_init(S4NetSources *t)
{
    memset(t, 0, sizeof *t);
}

/* The peer's address as 16 bytes (IPv4 as an IPv4-mapped IPv6 address); false for text
 * that is no address. */
static bool address_bytes(const char *peer, unsigned char out[16])
{
    struct in_addr a4;
    if (inet_pton(AF_INET, peer, &a4) == 1) {
        memset(out, 0, 10);
        out[10] = out[11] = 0xff;
        memcpy(out + 12, &a4, 4);
        return true;
    }
    struct in6_addr a6;
    if (inet_pton(AF_INET6, peer, &a6) == 1) {
        memcpy(out, &a6, 16);
        return true;
    }
    return false;
}

static bool is_v4(const unsigned char a[16])
{
    static const unsigned char mapped[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
    return memcmp(a, mapped, 12) == 0;
}

S4NetSourceKey s4_net_source_of(const S4NetSources *t, const char *peer)
{
    S4NetSourceKey key;
    memset(&key, 0, sizeof key);
    unsigned char a[16];
    if (!address_bytes(peer, a)) {
        key.b[0] = 1;
        memcpy(key.b + 1, peer, strnlen(peer, S4_NET_SOURCE_KEY - 1));
    } else if (t->has_friend && memcmp(a, t->friend_addr, 16) == 0) {
        key.b[0] = 7;
        memcpy(key.b + 1, a, 16);
    } else if (is_v4(a)) {
        key.b[0] = 4;
        memcpy(key.b + 1, a + 12, 4);
    } else {
        key.b[0] = 6;
        memcpy(key.b + 1, a, 8); /* the /64 */
    }
    return key;
}

bool s4_net_source_same(const S4NetSourceKey *a, const S4NetSourceKey *b)
{
    return memcmp(a->b, b->b, sizeof a->b) == 0;
}

static const S4NetSource *find(const S4NetSources *t, const S4NetSourceKey *key)
{
    for (int i = 0; i < S4_NET_SOURCES_MAX; i++)
        if (t->entry[i].used && s4_net_source_same(&t->entry[i].key, key))
            return &t->entry[i];
    return NULL;
}

/* The source's entry, made when new (forgetting the one seen longest ago when full). */
static S4NetSource *entry_for(S4NetSources *t, const S4NetSourceKey *key, double now_ms)
{
    S4NetSource *e = (S4NetSource *)find(t, key);
    if (!e) {
        e = &t->entry[0];
        for (int i = 0; i < S4_NET_SOURCES_MAX && e->used; i++)
            if (!t->entry[i].used || t->entry[i].seen_ms < e->seen_ms)
                e = &t->entry[i];
        memset(e, 0, sizeof *e);
        e->used = true;
        e->key = *key;
    }
    e->seen_ms = now_ms;
    return e;
}

double s4_net_sources_locked_ms(const S4NetSources *t, const S4NetSourceKey *key, double now_ms)
{
    const S4NetSource *e = find(t, key);
    return e && e->locked_until_ms > now_ms ? e->locked_until_ms - now_ms : 0;
}

void s4_net_sources_fail(S4NetSources *t, const S4NetSourceKey *key, double now_ms)
{
    S4NetSource *e = entry_for(t, key, now_ms);
    e->failures++;
    int shift = e->failures - 1 < 6 ? e->failures - 1 : 6;
    double wait = 1000.0 * (double)(1 << shift);
    e->locked_until_ms = now_ms + (wait < S4_NET_LOCKOUT_MAX_MS ? wait : S4_NET_LOCKOUT_MAX_MS);
}

void s4_net_sources_trust(S4NetSources *t, const char *peer)
{
    unsigned char a[16];
    if (address_bytes(peer, a)) {
        memcpy(t->friend_addr, a, 16);
        t->has_friend = true;
    }
    S4NetSourceKey key = s4_net_source_of(t, peer);
    for (int i = 0; i < S4_NET_SOURCES_MAX; i++)
        if (t->entry[i].used && s4_net_source_same(&t->entry[i].key, &key))
            t->entry[i].used = false;
}
