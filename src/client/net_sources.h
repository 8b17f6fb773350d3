/* net_sources.h: failed attempts and lockouts counted per source address, so that a
 * stranger who guesses codes (or scans the port) locks out only itself.
 *
 * A source is an IPv4 address or an IPv6 /64 (what one household or one machine is usually
 * given), an IPv4-mapped IPv6 address counting as its IPv4 one. The address the friend last
 * joined from is a source of its own, whole (all 128 bits), so that a stranger sharing the
 * friend's /64 cannot lock the friend out either. Peers given in words that are no address
 * (tests, the fuzz target) are a source each by their text.
 *
 * Invariants: at most S4_NET_SOURCES_MAX sources are remembered; when a new one comes and
 * the table is full, the one seen longest ago is forgotten (a forgotten stranger starts
 * afresh; the table's memory stays bounded whatever the number of addresses). After k
 * failed attempts a source is turned away for min(2^(k-1) s, S4_NET_LOCKOUT_MAX_MS).
 */
#ifndef S4_CLIENT_NET_SOURCES_H
#define S4_CLIENT_NET_SOURCES_H

#include <stdbool.h>

enum {
    S4_NET_SOURCES_MAX = 64,       /* sources remembered at once */
    S4_NET_LOCKOUT_MAX_MS = 30000, /* longest wait after failed attempts */
    S4_NET_SOURCE_KEY = 17,        /* a kind byte and up to 16 address bytes */
};

typedef struct S4NetSourceKey {
    unsigned char b[S4_NET_SOURCE_KEY]; /* b[0]: 4 IPv4, 6 IPv6 /64, 7 the friend's, 1 text */
} S4NetSourceKey;

typedef struct S4NetSource {
    bool used;                /* false: a free entry */
    S4NetSourceKey key;
    int failures;             /* failed attempts from it since its last success */
    double locked_until_ms;   /* turned away until then */
    double seen_ms;           /* its last connection */
} S4NetSource;

typedef struct S4NetSources {
    S4NetSource entry[S4_NET_SOURCES_MAX];
    unsigned char friend_addr[16]; /* the friend's last address (IPv4 as mapped IPv6) */
    bool has_friend;
} S4NetSources;

/* An empty table. */
void s4_net_sources_init(S4NetSources *t);

/* The source of a peer given in words ("127.0.0.2", "2001:db8::5", anything else by text). */
S4NetSourceKey s4_net_source_of(const S4NetSources *t, const char *peer);

/* True when the two keys name the same source. */
bool s4_net_source_same(const S4NetSourceKey *a, const S4NetSourceKey *b);

/* The time the source must still wait at now_ms, 0 when none. */
double s4_net_sources_locked_ms(const S4NetSources *t, const S4NetSourceKey *key, double now_ms);

/* Counts one failed attempt from the source at now_ms and locks it out accordingly. */
void s4_net_sources_fail(S4NetSources *t, const S4NetSourceKey *key, double now_ms);

/* The peer joined with the right code: its address becomes the friend's (a source of its
 * own from now on) and its failures are forgotten. */
void s4_net_sources_trust(S4NetSources *t, const char *peer);

#endif
