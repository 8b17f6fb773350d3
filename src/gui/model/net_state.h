/* net_state.h: the App's network part: the role in a game with a friend, the line, and the
 * friend screen's fields (net.h has the functions that run it). This window's person's
 * side is the game's description's (GuiGameSetup.human), not kept here. */
#ifndef S4_GUI_NET_STATE_H
#define S4_GUI_NET_STATE_H

#include <stdbool.h>

#include "client/net_host.h"
#include "client/net_join.h"

typedef enum GuiNetRole { GUI_NET_NONE, GUI_NET_HOST, GUI_NET_JOIN } GuiNetRole;

enum { GUI_NET_PATH = 4200, GUI_NET_ADDRESSES = 200 };

typedef struct GuiNet {
    GuiNetRole role;
    S4NetHost host;                  /* role HOST */
    S4NetJoin join;                  /* role JOIN */
    bool ever_joined;                /* HOST: a friend has been in (else: still waiting) */
    char dropped[S4_NET_TEXT];       /* HOST: why the friend's line dropped, "" while in */
    char addresses[GUI_NET_ADDRESSES]; /* HOST: this machine's addresses, for the friend */
    char save_path[GUI_NET_PATH];    /* the game's file, rewritten after every move */
    int saved_moves;                 /* moves in it, -1: not saved yet */
    bool save_failed;                /* told once */
    unsigned long long status_hash;  /* the status line last seen (net.c redraws on a change) */
    int restarts_seen;               /* JOIN: the host's restarts shown (a new one: a new game) */
    char form_host[S4_TCP_HOST_MAX + 8]; /* the friend screen's Join fields (friend_screen.c) */
    char form_code[16];
    int form_field;                  /* the one typing goes to: 0 host, 1 code */
    char form_error[S4_JOIN_TEXT + 32]; /* why the last Join failed, under its button; "" */
    bool turned_back;                /* JOIN from --join: refused or no connection (exit 1) */
    bool asked_new_game;             /* this window offered a new game (rematch): no answer
                                        yet, none began (a decline or a new game clears it) */
    bool host_resigned;              /* JOIN: the host resigned this game (it waits for
                                        nothing more until it asks for a new one) */
    bool tell_resigned;              /* HOST: a friend back after the host resigned is yet
                                        to be shown the game and told */
    bool from_form;                  /* started from the friend screen (a failure goes back
                                        to it), not --host or --join */
    char kept_code[S4_NET_CODE_SIZE];  /* the game this person last hosted, kept unfinished
                                        (gui_net_recall): its code, "" when none */
    char kept_game[32];              /* its preset */
    S4Colour kept_side;              /* the host's colour in it */
    int kept_moves;                  /* its moves */
    int kept_port;                   /* the port it was hosted on, 0: any */
    bool host_kept;                  /* the friend screen's next Host resumes the kept game */
} GuiNet;

#endif
