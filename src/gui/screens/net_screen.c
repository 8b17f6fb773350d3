/* net_screen.c: what the screens do in a game with a friend: the news from the line each
 * frame (a friend who joined, a move, a new game asked for), the person's clicks and keys,
 * the result panel's choices (the connection itself: model/net.c). */
#include "gui/screens/net_screen.h"

#include <stdio.h>
#include <string.h>

#include "core/clock.h"
#include "core/line_name.h"
#include "core/notation.h"
#include "gui/screens/door.h"
#include "gui/screens/screens.h"

/* ================================================================ each frame */

static void host_news(const GuiScreenParts *p, const S4NetNews *news, double now,
                      GuiIntent *out)
{
    GuiNet *n = p->net;
    GuiGameState *game = p->game;
    switch (news->kind) {
    case S4_NET_NEWS_JOINED:
        printf("score4: your friend %s from %s\n", n->ever_joined ? "is back" : "joined",
               news->text);
        fflush(stdout);
        gui_flow_say(p->flow, "Your friend %s (%s)", n->ever_joined ? "is back" : "joined",
                      news->text);
        n->ever_joined = true;
        n->dropped[0] = '\0';
        /* Back after the host resigned (on its own turn): told the board, then the
         * resignation (gui_net_update), else it saw an empty board and waited. */
        n->tell_resigned = game->ref.resigned && s4_game_to_move(&game->ref.game) == game->setup.human;
        break;
    case S4_NET_NEWS_MOVED:
        if (gui_referee_play(&game->ref, news->peg, now) != S4_OK)
            gui_flow_say(p->flow, "Your friend's move was refused: %s", game->ref.message);
        break;
    case S4_NET_NEWS_DROPPED:
        snprintf(n->dropped, sizeof n->dropped, "%s", news->text);
        printf("score4: paused: %s\n", news->text);
        fflush(stdout);
        break;
    case S4_NET_NEWS_TURNED_AWAY:
        fprintf(stderr, "score4: %s\n", news->text);
        break;
    case S4_NET_NEWS_RESIGNED:
        if (!gui_referee_over(&game->ref)) {
            char why[GUI_MESSAGE_MAX];
            snprintf(why, sizeof why, "Your friend (%s) resigned: you win.   N: offer a new game",
                     s4_side_name(&game->geo, s4_other(game->setup.human)));
            gui_referee_resign(&game->ref, why);
        }
        break;
    case S4_NET_NEWS_REMATCH:
        /* Through the door (door.h): after the end the host is asked (Accept / Decline),
         * or, having offered too, the new game begins; while the game is on, a note. */
        printf("score4: your friend offers a new game\n");
        fflush(stdout);
        if (gui_door_open(p->flow, &game->ref, n, GUI_EXIT_REMATCH, out) == GUI_DOOR_THROUGH) {
            gui_flow_say(p->flow, "A new game: your friend took your offer");
            printf("score4: a new game: your friend took the offer\n");
            fflush(stdout);
        }
        break;
    case S4_NET_NEWS_DECLINED:
        n->asked_new_game = false;
        gui_flow_say(p->flow, "Your friend declined a new game");
        printf("score4: your friend declined a new game\n");
        fflush(stdout);
        break;
    case S4_NET_NEWS_NO_OFFERS:
        /* An older window: it cannot answer, and asks for new games with its own N. */
        n->asked_new_game = false;
        gui_flow_say(p->flow, "Your friend's window takes no offers: it asks with its own N");
        break;
    }
}

/* Joining from the friend screen failed: back to it, why under its Join button, the
 * address and code there to mend (a --join window stays and shows why instead). */
void gui_net_back_to_form(GuiNet *net, GuiFlow *flow, const char *what, const char *why)
{
    gui_net_stop(net);
    snprintf(net->form_error, sizeof net->form_error, "%s: %s.", what, why);
    gui_screen_set(flow, GUI_SCREEN_FRIEND);
}

/* The join ended before a game (turned away, or it could not connect): from the friend
 * screen, back to it; a --join window stays to show why, with exit status 1 so that a
 * script sees it. */
static void join_turned_back(const GuiScreenParts *p, const char *what, const char *why)
{
    if (p->net->from_form) {
        gui_net_back_to_form(p->net, p->flow, what, why);
        return;
    }
    snprintf(p->net->dropped, sizeof p->net->dropped, "%s", why);
    p->net->turned_back = true;
}

/* One piece of the host's news; false when the rest must wait for the next frame: the
 * host's game is not the one on screen, which the App sets up first (HOST_GAME). */
static bool join_news(const GuiScreenParts *p, const S4JoinNews *news, GuiIntent *out)
{
    GuiNet *n = p->net;
    switch (news->kind) {
    case S4_JOIN_NEWS_HELLO:
    case S4_JOIN_NEWS_BACK:
        if (news->kind == S4_JOIN_NEWS_BACK)
            gui_flow_say(p->flow, "Back in the game");
        if (strcmp(p->game->geo.name, n->join.game_name) != 0) {
            out->kind = GUI_INTENT_HOST_GAME; /* then gui_net_show_told_game */
            return false;
        }
        gui_net_show_told_game(n, p->game);
        break;
    case S4_JOIN_NEWS_CHANGED:
    case S4_JOIN_NEWS_YOUR_MOVE: {
        /* A new game from the host (after the end, or a shorter one): the board goes live,
         * as the host's does, instead of staying on a review of the game before. */
        const S4Game before = p->game->ref.game;
        int restarts = n->restarts_seen;
        gui_net_show_told_game(n, p->game);
        if (n->restarts_seen != restarts &&
            (s4_game_over(&before) || p->game->ref.game.move_count < before.move_count)) {
            p->flow->result_focus = 0;
            gui_screen_to_live(p->flow, &p->game->setup, &p->game->ref);
        }
        break;
    }
    case S4_JOIN_NEWS_DOWN:
        fprintf(stderr, "score4: %s\n", news->text);
        break;
    case S4_JOIN_NEWS_REFUSED:
        fprintf(stderr, "score4: the host turned us away: %s\n", news->text);
        join_turned_back(p, "The host turned you away", news->text);
        break;
    case S4_JOIN_NEWS_ENDED:
        fprintf(stderr, "score4: the host left the game\n");
        break;
    case S4_JOIN_NEWS_FAILED:
        fprintf(stderr, "score4: could not join: %s\n", news->text);
        join_turned_back(p, "Could not join", news->text);
        break;
    case S4_JOIN_NEWS_OFFER:
        printf("score4: the host offers a new game\n");
        fflush(stdout);
        (void)gui_door_open(p->flow, &p->game->ref, n, GUI_EXIT_REMATCH, out);
        break;
    case S4_JOIN_NEWS_DECLINED:
        n->asked_new_game = false;
        gui_flow_say(p->flow, "The host declined a new game");
        printf("score4: the host declined a new game\n");
        fflush(stdout);
        break;
    case S4_JOIN_NEWS_RESIGNED:
        n->host_resigned = true;
        gui_referee_resign(&p->game->ref, "The host resigned: you win.   N: offer a new game");
        break;
    }
    return true;
}

/* A changed status line is drawn at once: the window's own check for a frame to draw
 * reads the referee's line, not this one, and the line changes without news (connected,
 * now waiting for the host's hello). */
static void redraw_on_new_status(const GuiScreenParts *p)
{
    char line[GUI_MESSAGE_MAX + 128];
    unsigned long long h = 1469598103934665603ull;
    if (gui_net_status(p->net, p->game, line, sizeof line))
        for (const char *c = line; *c != '\0'; c++)
            h = (h ^ (unsigned char)*c) * 1099511628211ull;
    if (h != p->net->status_hash)
        p->frames->redraw = true;
    p->net->status_hash = h;
}

void gui_net_update(const GuiScreenParts *p, GuiIntent *out)
{
    GuiNet *n = p->net;
    GuiGameState *game = p->game;
    double now = s4_clock_ms();
    *out = (GuiIntent){GUI_INTENT_NONE};
    if (n->role == GUI_NET_HOST) {
        S4NetNews news;
        while (s4_net_host_poll(&n->host, now, &news)) {
            host_news(p, &news, now, out);
            p->frames->redraw = true;
        }
        if (!gui_referee_over(&game->ref))
            n->asked_new_game = false; /* offers are made after the end: a new game began */
        /* The referee's game is the truth; the friend is told whatever changed. */
        if (!game->ref.failed) {
            s4_net_host_sync(&n->host, &game->ref.game, s4_other(game->setup.human), now);
            n->tell_resigned = false; /* a game going on has no resignation to tell */
        } else if (n->tell_resigned && n->host.joined) {
            /* The host is to move in the resigned game, so no move is asked: the board
             * first (it waits for the greeting's answers), then the resignation. */
            s4_net_host_sync(&n->host, &game->ref.game, s4_other(game->setup.human), now);
            if (n->host.told_valid && n->host.told.move_count == game->ref.game.move_count &&
                s4_net_host_resign(&n->host, game->setup.human, now))
                n->tell_resigned = false;
        }
        gui_net_save(n, &p->flow->note, game);
    } else if (n->role == GUI_NET_JOIN) {
        S4JoinNews news;
        while (s4_net_join_poll(&n->join, now, &news)) {
            p->frames->redraw = true;
            if (!join_news(p, &news, out))
                return; /* the host's game first (the rest of the news stays queued) */
        }
        if (n->join.has_geo)
            gui_net_save(n, &p->flow->note, game);
    }
    if (n->role != GUI_NET_NONE)
        redraw_on_new_status(p);
}

/* ================================================================ the person's input */

bool gui_net_play(GuiNet *n, GuiFlow *flow, GuiGameState *game, int peg)
{
    if (gui_referee_over(&game->ref)) {
        gui_flow_say(flow, "The game is over");
        return false;
    }
    if (!gui_net_may_move(n, game)) { /* why not, in the player's words */
        if (n->role == GUI_NET_HOST) /* the game waits for both: no move while one is away */
            gui_flow_say(flow, n->host.joined    ? "Wait: it is your friend's turn"
                               : n->ever_joined ? "Paused: wait for your friend to come back"
                                                : "Wait for your friend to join");
        else
            gui_flow_say(flow, n->join.state == S4_JOIN_PLAYING ? "Wait: it is the host's turn"
                        : n->join.state == S4_JOIN_CONNECTING ? "Wait: still connecting to the host"
                                                               : "Wait: the line to the host is down");
        return false;
    }
    if (n->role == GUI_NET_HOST) {
        gui_screen_to_live(flow, &game->setup, &game->ref);
        return gui_referee_play(&game->ref, peg, s4_clock_ms()) == S4_OK;
    }
    S4Status st = s4_net_join_play(&n->join, peg);
    if (st != S4_OK) {
        char place[32] = "that place";
        if (peg >= 0 && peg < game->geo.pegs)
            s4_move_place(&game->geo, peg, place, sizeof place);
        gui_flow_say(flow, "%s: %s", place, st == S4_ERR_PEG_FULL ? "full" : s4_status_str(st));
        return false;
    }
    gui_screen_to_live(flow, &game->setup, &game->ref);
    gui_net_show_told_game(n, game);
    return true;
}

bool gui_net_key(GuiNet *n, GuiFlow *flow, GuiGameState *game, int key)
{
    if (n->role == GUI_NET_NONE)
        return false;
    bool over = gui_referee_over(&game->ref);
    switch (key) {
    case 'u':
        gui_flow_say(flow, "No taking back in a game with a friend");
        return true;
    case '[':
    case ']': /* else a difficulty for the next game, or a new game on this board alone */
        gui_flow_say(flow, "No engine plays in a game with a friend: no difficulty to choose");
        return true;
    case 'g':
        if (over)
            return true;
        if (n->role == GUI_NET_JOIN) {
            if (s4_net_join_request(&n->join, "resign"))
                gui_referee_resign(&game->ref,
                                   "You resigned.   N: offer a new game");
        } else if (!n->host.joined) {
            /* A friend away could not be told, and would come back to a game that had
             * ended without them knowing how. */
            gui_flow_say(flow, n->ever_joined ? "Paused: G resigns once your friend is back"
                                              : "Nothing to resign: your friend has not joined");
        } else if (s4_net_host_resign(&n->host, game->setup.human, s4_clock_ms())) {
            gui_referee_resign(&game->ref, "You resigned: your friend wins.   N: offer a new game");
        } else {
            gui_flow_say(flow, "Resign on your own turn: your friend is choosing a move");
        }
        return true;
    default:
        return false;
    }
}

bool gui_net_result_choice(GuiNet *n, GuiFlow *flow, const char *id)
{
    if (n->role != GUI_NET_JOIN)
        return false;
    if (strcmp(id, "result:swap") == 0) {
        gui_flow_say(flow, "The host chooses the sides");
        return true;
    }
    return false;
}
