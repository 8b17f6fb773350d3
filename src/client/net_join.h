/* net_join.h: the joining side of a game with a friend: the person behind the host's remote
 * seat. It connects, says hello with the code, then answers the host's commands as an
 * engine would, except that `move;` waits for its person's click. It keeps the game as the
 * host tells it (the host keeps the rules; the joiner checks every note all the same), so
 * the window shows the board from what the referee said.
 *
 * Everything read is bounded (net_stream.h): commands up to S4_PROTO_MAX_COMMAND characters,
 * parsed by the protocol's own grammar; anything else is answered "error: ..." and changes
 * nothing, as the engine does. Never blocks: the host's name is looked up on a thread
 * (tcp_lookup.h), connections are begun and checked each poll, and the first connection
 * gives up with a reason after S4_JOIN_FIRST_MS, its hello after S4_JOIN_GREET_MS.
 */
#ifndef S4_CLIENT_NET_JOIN_H
#define S4_CLIENT_NET_JOIN_H

#include <stdbool.h>

#include "client/net_code.h"
#include "client/net_stream.h"
#include "client/tcp.h"
#include "client/tcp_lookup.h"
#include "core/game.h"

enum {
    S4_JOIN_FIRST_MS = 10000,   /* the first connection's time (name, every address) */
    S4_JOIN_GREET_MS = 10000,   /* a connected host's time to say hello */
    S4_JOIN_CONNECT_MS = 3000,  /* longest wait for one attempt to connect again */
    S4_JOIN_RETRY_MS = 2000,    /* between attempts after the line dropped */
    S4_JOIN_TEXT = 200,
};

typedef enum S4JoinState {
    S4_JOIN_CONNECTING, /* the first connection under way: nothing was ever said */
    S4_JOIN_GREETING,  /* connected, hello sent, waiting for the host's hello */
    S4_JOIN_PLAYING,   /* in the game */
    S4_JOIN_DOWN,      /* the line dropped: trying again with the same code */
    S4_JOIN_REFUSED,   /* the host turned us away (wrong code, our seat taken by a window
                        * with the code): final; "a player is already in" is not final */
    S4_JOIN_ENDED,     /* the host left: final */
    S4_JOIN_FAILED,    /* the first connection could not be made, or the host never said
                        * hello: final */
} S4JoinState;

typedef enum S4JoinNewsKind {
    S4_JOIN_NEWS_HELLO,     /* the host named the game (game_name, geo set) */
    S4_JOIN_NEWS_CHANGED,   /* the game or our colour changed */
    S4_JOIN_NEWS_YOUR_MOVE, /* the host asks for our move */
    S4_JOIN_NEWS_DOWN,      /* the line dropped (text: why); retrying */
    S4_JOIN_NEWS_BACK,      /* connected again after a drop */
    S4_JOIN_NEWS_REFUSED,   /* turned away (text: the host's reason) */
    S4_JOIN_NEWS_ENDED,     /* the host left */
    S4_JOIN_NEWS_RESIGNED,  /* the host's person resigned */
    S4_JOIN_NEWS_FAILED,    /* could not join at all (text: why) */
    S4_JOIN_NEWS_OFFER,     /* the host offers a new game (rematch;): answer with
                             * s4_net_join_request "rematch" (take it) or "decline" */
    S4_JOIN_NEWS_DECLINED,  /* the host declined our offer of a new game (decline;) */
} S4JoinNewsKind;

typedef struct S4JoinNews {
    S4JoinNewsKind kind;
    char text[S4_JOIN_TEXT];
} S4JoinNews;

typedef struct S4NetJoin {
    char host[S4_TCP_HOST_MAX];
    int port;
    char code[S4_NET_CODE_SIZE];
    S4JoinState state;
    S4NetStream stream;            /* commands from the host */
    double retry_at_ms;            /* DOWN: the next attempt (or its limit while under way);
                                    * CONNECTING: when the first connection gives up */
    double greet_since_ms;         /* GREETING: when our hello went */
    bool was_in;                   /* the host said hello once: a silence later is a drop */
    struct S4TcpLookup *lookup;    /* the host's name being looked up, or NULL */
    const struct addrinfo *next_addr; /* the lookup's next address to try */
    bool looked_up;                /* the lookup is done: next_addr NULL means none left */
    char last_why[S4_JOIN_TEXT];   /* why the last address failed */
    unsigned char addr[S4_TCP_ADDR_MAX]; /* the host's address as first reached */
    int addr_len;                  /* 0: not known, look the name up again */
    int connecting;                /* DOWN: a connection under way (non-blocking), or -1 */
    char game_name[32];            /* from the host's hello; "" before */
    S4Geometry geo;                /* its board (game points here: never copy the struct) */
    bool has_geo;
    S4Game game;                   /* the game as told */
    S4Colour colour;               /* ours, from `play` */
    bool colour_known;
    bool move_owed;                /* move; is waiting for our click */
    bool unread;                   /* an answer could not be written: the poll drops the line */
    int restarts;                  /* restart; commands taken: each begins a game afresh */
    S4JoinNews news[8];
    int news_count;
} S4NetJoin;

/* Begins joining host:port with code (state CONNECTING; s4_net_join_poll goes on with it,
 * and tells S4_JOIN_NEWS_FAILED when it cannot). False with why when the code is not a code
 * or the lookup cannot be started. */
bool s4_net_join_start(S4NetJoin *j, const char *host, int port, const char *code,
                       double now_ms, char *why, size_t why_size);

/* Reads and answers the host's commands; after a drop tries again every S4_JOIN_RETRY_MS.
 * True with *news set while there is news (call until false). */
bool s4_net_join_poll(S4NetJoin *j, double now_ms, S4JoinNews *news);

/* Our person's move on peg, answering the owed `move;`. S4_OK, or why not: S4_ERR_GAME_OVER
 * (not asked now, or the game is over), S4_ERR_PEG_FULL, S4_ERR_BAD_PEG. */
S4Status s4_net_join_play(S4NetJoin *j, int peg);

/* Sends "resign.", "rematch." (offers a new game, or takes the host's offer) or
 * "decline." (declines the host's offer; sent only after one, so a host that never offers
 * never reads it); false when the line is down. */
bool s4_net_join_request(S4NetJoin *j, const char *word);

/* Answers one whole command (text without its ';'), as s4_net_join_poll does for each it
 * reads; news queued. For the fuzz target and tests. */
void s4_net_join_take(S4NetJoin *j, const char *text, size_t len, double now_ms);

/* Closes the connection, or gives up the one under way (the host sees it go and keeps the
 * seat for us). */
void s4_net_join_close(S4NetJoin *j);

#endif
