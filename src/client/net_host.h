/* net_host.h: the host's side of a game with a friend: the listening socket, the join code,
 * the one player, and the remote seat kept in step over the protocol.
 *
 * The host's window is the referee and keeps the rules; the player is one more seat that
 * speaks the handout's protocol (docs/protocol.md, "A friend over the network"): it is told
 * the game with restart/note/play, asked with move;, and answers with its person's click.
 * This module never blocks and never prints: the window calls s4_net_host_poll each frame
 * and s4_net_host_sync after it, and shows the news.
 *
 * Safety (invariants): at most S4_NET_ACCEPTS_PER_FRAME connections are taken per frame (per
 * distinct now_ms), each heard at once: one whose hello is already there is answered on the
 * spot, and of the others at most S4_NET_PENDING_MAX wait for their hello (each within
 * S4_NET_HELLO_MS), the rest are turned away at once ("try again in a moment") and closed,
 * so a storm of connections costs a frame a bounded amount of work and no memory, and the
 * news of turned-away crowds comes at most once per S4_NET_CROWD_NEWS_MS, counted; every
 * piece read is bounded (net_stream.h); a
 * wrong code, a wrong first line or a silent newcomer counts as a failed attempt of its
 * source address (net_sources.h: an IPv4 address or an IPv6 /64, the friend's own address
 * apart), and after k failed attempts that source alone is turned away for
 * min(2^(k-1) s, 30 s), its waiting connections with it; one source has at most
 * S4_NET_PENDING_PER_SOURCE connections waiting for their hello, so one stranger cannot
 * take every slot nor guess with many connections at once. A newcomer with the right code
 * takes the seat over from a player silent for longer than takeover_ms (the code is the
 * credential: a window that vanished without closing, a laptop asleep, gives the seat
 * back); while the player is heard from, a newcomer with the code is told to try again in a
 * moment. Sockets have TCP keepalive (tcp.h), so a dead connection ends on its own too.
 * The player's bytes
 * go only to the reply classifier (client/reply.h), and anything but the expected answer
 * (garbage, a flood, an illegal peg, a stalled line, silence where ok. was due) drops it.
 * A drop never touches the host's game: the seat waits for the same code again.
 */
#ifndef S4_CLIENT_NET_HOST_H
#define S4_CLIENT_NET_HOST_H

#include <stdbool.h>

#include "client/net_code.h"
#include "client/net_sources.h"
#include "client/net_stream.h"
#include "client/reply.h"
#include "core/game.h"

enum {
    S4_NET_PENDING_MAX = 8,        /* newcomers waiting for their hello at once */
    S4_NET_PENDING_PER_SOURCE = 2, /* of them, from one source address */
    S4_NET_TAKEOVER_MS = 5000,     /* a player silent this long gives its seat to the code */
    S4_NET_HELLO_MS = 5000,        /* a newcomer's time to say hello */
    S4_NET_ANSWER_MS = 10000,      /* the player's time to answer ok. */
    S4_NET_PIECE_MS = 10000,       /* a begun line's time to end */
    S4_NET_ACCEPTS_PER_FRAME = 128, /* connections taken per frame at most */
    S4_NET_CROWD_NEWS_MS = 1000,   /* turned-away crowds are told at most this often */
    S4_NET_NEWS_MAX = 16,
    S4_NET_TEXT = 200,
    S4_NET_PEER = 64,
    S4_NET_GAME_NAME = 32,
};

typedef enum S4NetNewsKind {
    S4_NET_NEWS_JOINED,      /* the player came in (text: its address) */
    S4_NET_NEWS_MOVED,       /* the player played peg (checked against what it was told) */
    S4_NET_NEWS_DROPPED,     /* the player was dropped or went away (text: why) */
    S4_NET_NEWS_TURNED_AWAY, /* a newcomer was refused (text: who and why) */
    S4_NET_NEWS_RESIGNED,    /* the player resigned */
    S4_NET_NEWS_REMATCH,     /* the player offers a new game, or takes the host's offer */
    S4_NET_NEWS_DECLINED,    /* the player declined the host's offer of a new game */
    S4_NET_NEWS_NO_OFFERS,   /* the player's window does not know offers (an older one
                              * answered error: to rematch;): it asks with its own N */
} S4NetNewsKind;

typedef struct S4NetNews {
    S4NetNewsKind kind;
    int peg;                   /* MOVED */
    char text[S4_NET_TEXT];
} S4NetNews;

typedef struct S4NetPending {
    S4NetStream stream;        /* fd -1: a free slot */
    double since_ms;           /* when it connected */
    S4NetSourceKey source;     /* its source address */
    char peer[S4_NET_PEER];
} S4NetPending;

typedef struct S4NetHost {
    const S4Geometry *geo;              /* not owned */
    char game[S4_NET_GAME_NAME];        /* the preset's name, sent in the hello */
    char code[S4_NET_CODE_SIZE];        /* the join code */
    int listen_fd;                      /* -1 when closed */
    int listen_fd4;                     /* loopback only: 127.0.0.1 beside ::1; else -1 */
    int port;                           /* the port listened on */
    S4NetPending pending[S4_NET_PENDING_MAX];
    double frame_ms;                    /* the now_ms of the frame taking connections */
    int taken_this_frame;               /* connections taken during it */
    int crowd_untold;                   /* turned away while busy, not yet in the news */
    char crowd_why[S4_NET_TEXT];        /* the last reason they heard */
    double crowd_told_ms;               /* when such news was last told */
    S4NetSources sources;               /* failed attempts and lockouts per address */
    double takeover_ms;                 /* S4_NET_TAKEOVER_MS (tests may set another) */
    bool joined;                        /* the player is in */
    S4NetStream player;                 /* its connection, while joined */
    char peer[S4_NET_PEER];             /* its address */
    S4Ledger ledger;                    /* answers it owes, and what it has acknowledged */
    double progress_ms;                 /* the last answer, or the first command after none owed */
    double heard_ms;                    /* the last line from the player (or its hello) */
    S4Colour remote;                    /* the player's colour */
    S4Game told;                        /* the game as the player was told it */
    bool told_valid;                    /* told is current (else the next sync restarts) */
    bool move_owed;                     /* move; was asked and not yet answered */
    S4NetNews news[S4_NET_NEWS_MAX];    /* queued for s4_net_host_poll */
    int news_head, news_count;
} S4NetHost;

/* Opens the listener on port (0: any free one; -1: none, newcomers are handed in by
 * s4_net_host_take; loopback_only for tests and local play)
 * for a game of `game_name` on geo, with code (NULL: a fresh random one). False with why
 * when the port cannot be opened or no random code can be made. */
bool s4_net_host_open(S4NetHost *h, const S4Geometry *geo, const char *game_name, int port,
                      bool loopback_only, const char *code, char *why, size_t why_size);

/* Accepts and hears newcomers (up to S4_NET_ACCEPTS_PER_FRAME for each now_ms: call it with
 * the same now_ms until false, once a frame), reads the player, enforces the limits; true
 * with *news set while there is news. Never blocks. */
bool s4_net_host_poll(S4NetHost *h, double now_ms, S4NetNews *news);

/* Takes a connected socket as a newcomer (what the listener's accepts do; the fuzz target
 * and tests hand in one end of a socket pair): turned away at once while failed attempts
 * keep newcomers out; else what it said already is heard, and one that has not said a whole
 * line yet waits in a free slot, or is turned away when every slot is taken. */
void s4_net_host_take(S4NetHost *h, int fd, const char *peer, double now_ms);

/* Brings the player up to date with `game`, the player playing `remote`: the moves since
 * it was last told as notes, or a whole restart when the game changed otherwise (a new
 * game, a first sync); then `move;` when it is the player's turn and none is owed. Does
 * nothing while no player is in. */
void s4_net_host_sync(S4NetHost *h, const S4Game *game, S4Colour remote, double now_ms);

/* The host's person resigns (playing `colour`): the player is told `resign COLOUR;`. False
 * when no player is in or it cannot be told. */
bool s4_net_host_resign(S4NetHost *h, S4Colour colour, double now_ms);

/* The host's person offers a new game (word "rematch": `rematch;`) or declines the
 * player's offer ("decline": `decline;`). Both are optional commands: a window that does
 * not know them answers error:, which is news (NO_OFFERS for rematch), never a drop. False
 * when no player is in, a move is owed, or it cannot be written. */
bool s4_net_host_offer(S4NetHost *h, const char *word, double now_ms);

/* Tells the player the host is leaving (quit;) and closes everything. Safe twice. */
void s4_net_host_close(S4NetHost *h);

/* The time a newcomer from peer (an address in words) must still wait after failed
 * attempts from its source, 0 when none. */
double s4_net_host_lockout_ms(const S4NetHost *h, const char *peer, double now_ms);

#endif
