/* net.c: a game with a friend on the window's screen: starting, the news each frame, the
 * clicks, the status line and saving after every move. */
#include "gui/model/net.h"

#include <stdio.h>
#include <string.h>

#include "core/atomic_file.h"
#include "core/line_name.h"
#include "core/notation.h"
#include "core/record_file.h"
#include "gui/screens/screens.h"

/* ================================================================ saving */

static void pick_save_path(GuiNet *n, const char *code, const char *side)
{
    char dir[GUI_SETTINGS_PATH], err[GUI_SETTINGS_PATH + 64];
    n->saved_moves = -1;
    if (!gui_data_dir(dir, sizeof dir, err, sizeof err)) {
        n->save_path[0] = '\0';
        fprintf(stderr, "score4: the game with your friend is not saved: %s\n", err);
        return;
    }
    snprintf(n->save_path, sizeof n->save_path, "%s/friend-%s-%s.txt", dir, code, side);
}

/* Rewrites the game's file whenever the moves changed: whole or not at all (atomic_file.h). */
static void save(GuiNet *n, GuiFlow *flow, const GuiGameState *game)
{
    const S4Game *g = &game->ref.game;
    if (n->save_path[0] == '\0' || n->saved_moves == g->move_count + 1000 * (int)g->result)
        return;
    n->saved_moves = g->move_count + 1000 * (int)g->result;
    S4RecordOutcome outcome = g->result == S4_RESULT_WHITE_WINS   ? S4_OUTCOME_WHITE
                              : g->result == S4_RESULT_BLACK_WINS ? S4_OUTCOME_BLACK
                              : g->result == S4_RESULT_ONGOING    ? S4_OUTCOME_UNFINISHED
                                                                  : S4_OUTCOME_DRAW;
    char comment[S4_RECORD_MAX_COMMENT], line[S4_RECORD_MAX_LINE + 64];
    snprintf(comment, sizeof comment, "%s: you, %s: your friend (%s)",
             s4_side_name(&game->geo, n->mine), s4_side_name(&game->geo, s4_other(n->mine)),
             n->role == GUI_NET_HOST ? "hosted here" : "joined");
    size_t len = s4_record_format(g, outcome, comment, line, sizeof line);
    int saved_errno = 0;
    S4Status st = len < sizeof line ? s4_atomic_write(n->save_path, line, len, &saved_errno)
                                    : S4_ERR_NO_SPACE;
    if (st != S4_OK && !n->save_failed) {
        n->save_failed = true;
        gui_flow_say(flow, "Cannot save the game to %.200s: %s", n->save_path,
                      st == S4_ERR_SYSTEM ? strerror(saved_errno) : s4_status_str(st));
    }
}

/* A host started again with the code of an unfinished game (--host --code CODE) goes on
 * with it from its file: the friend rejoins with the same code and sees the same position. */
static void resume(GuiNet *n, GuiGameState *game)
{
    S4RecordReader reader;
    if (n->save_path[0] == '\0' || s4_record_reader_open(&reader, n->save_path) != S4_OK)
        return; /* no such game yet: a new one */
    S4Record rec;
    S4Status status;
    bool got = s4_record_next(&reader, &rec, &status) && status == S4_OK;
    s4_record_reader_close(&reader);
    if (!got || rec.outcome != S4_OUTCOME_UNFINISHED ||
        strcmp(rec.geo.name, game->geo.name) != 0)
        return;
    S4Game g;
    s4_game_init(&g, &game->geo);
    g.early_draw = game->ref.game.early_draw;
    for (int i = 0; i < rec.move_count; i++)
        if (s4_game_play(&g, rec.moves[i]) != S4_OK)
            return; /* a file that is not a game of ours: start afresh */
    game->ref.game = g;
    printf("score4: the game with code %s goes on after its %d moves\n", n->host.code,
           g.move_count);
    fflush(stdout);
}

/* ================================================================ starting, stopping */

static bool start_host(GuiNet *n, GuiGameState *game, const GuiOptions *opts, char *err,
                       size_t err_size)
{
    char why[S4_TCP_WHY];
    int port = opts->host_port >= 0 ? opts->host_port : S4_TCP_DEFAULT_PORT;
    bool opened = s4_net_host_open(&n->host, &game->geo, game->geo.name, port,
                                   opts->host_loopback, opts->code, why, sizeof why);
    if (!opened && opts->host_port < 0) /* the usual port is taken: any free one will do */
        opened = s4_net_host_open(&n->host, &game->geo, game->geo.name, 0,
                                  opts->host_loopback, opts->code, why, sizeof why);
    if (!opened) {
        snprintf(err, err_size, "--host: %s", why);
        return false;
    }
    n->role = GUI_NET_HOST;
    n->mine = opts->human;
    if (opts->host_loopback)
        snprintf(n->addresses, sizeof n->addresses, "127.0.0.1, ::1");
    else
        s4_tcp_local_addresses(n->addresses, sizeof n->addresses);
    pick_save_path(n, n->host.code, "host");
    if (opts->code != NULL)
        resume(n, game);
    /* For a script or a person at a terminal: what to tell the friend. */
    printf("score4: hosting %s on port %d, join code %s (this machine: %s)\n", game->geo.name,
           n->host.port, n->host.code, n->addresses);
    fflush(stdout);
    return true;
}

static bool start_join(GuiNet *n, const GuiOptions *opts, char *err, size_t err_size)
{
    char host[S4_TCP_HOST_MAX], why[S4_TCP_WHY];
    int port = 0;
    if (!s4_tcp_split(opts->join, S4_TCP_DEFAULT_PORT, host, sizeof host, &port, why,
                      sizeof why)) {
        snprintf(err, err_size, "--join: %s", why);
        return false;
    }
    if (!s4_net_join_start(&n->join, host, port, opts->code, s4_clock_ms(), why,
                           sizeof why)) {
        snprintf(err, err_size, "--join: %s", why);
        return false;
    }
    n->role = GUI_NET_JOIN;
    n->restarts_seen = 0;
    n->asked_new_game = false;
    n->host_resigned = false;
    pick_save_path(n, n->join.code, "join");
    return true;
}

bool gui_net_start(GuiNet *net, GuiGameState *game, const GuiOptions *opts, char *err,
                   size_t err_size)
{
    net->role = GUI_NET_NONE;
    net->saved_moves = -1;
    net->turned_back = false;
    net->from_form = false; /* the friend screen sets it once started */
    if (opts->host)
        return start_host(net, game, opts, err, err_size);
    if (opts->join != NULL)
        return start_join(net, opts, err, err_size);
    return true;
}

void gui_net_stop(GuiNet *n)
{
    if (n->role == GUI_NET_HOST)
        s4_net_host_close(&n->host);
    else if (n->role == GUI_NET_JOIN)
        s4_net_join_close(&n->join);
    n->role = GUI_NET_NONE;
}

bool gui_net_part_active(const GuiNet *net)
{
    return net->role != GUI_NET_NONE;
}

/* ================================================================ each frame */

static void host_news(const GuiScreenParts *p, const S4NetNews *news, double now)
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
        n->tell_resigned = game->ref.resigned && s4_game_to_move(&game->ref.game) == n->mine;
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
            snprintf(why, sizeof why, "Your friend (%s) resigned: you win.   N: new game",
                     s4_side_name(&game->geo, s4_other(n->mine)));
            gui_referee_resign(&game->ref, why);
        }
        break;
    case S4_NET_NEWS_REMATCH:
        if (gui_referee_over(&game->ref)) {
            gui_flow_new_game(p->flow, game, p->opts);
            gui_flow_say(p->flow, "A new game: your friend asked for it");
            printf("score4: a new game: your friend asked for it\n");
            fflush(stdout);
        } else
            gui_flow_say(p->flow, "Your friend asks for a new game (N once this one is over)");
        break;
    }
}

/* The joiner's board is the game as the host told it, on this window's geometry. */
static void show_told_game(GuiNet *net, GuiGameState *game)
{
    const S4Game *told = &net->join.game;
    S4Board start = told->start;
    start.geo = &game->geo;
    S4Game g;
    s4_game_init_from(&g, &start, told->first_to_move);
    g.early_draw = told->early_draw;
    for (int i = 0; i < told->move_count; i++)
        if (s4_game_play(&g, told->moves[i]) != S4_OK)
            break;
    /* The host says restart for a new game (or to tell a game going on afresh, which has
     * no resignation to clear): a game resigned before is over. The new game's moves may
     * have come in the same read, so the board alone cannot tell. */
    if (net->join.restarts != net->restarts_seen) {
        net->restarts_seen = net->join.restarts;
        net->asked_new_game = false;
        net->host_resigned = false;
        game->ref.failed = false;
        game->ref.resigned = false;
        game->ref.message[0] = '\0';
    }
    game->ref.game = g;
    game->ref.initial = g;
    if (net->join.colour_known)
        net->mine = net->join.colour;
}

/* Joining from the friend screen failed: back to it, why under its Join button, the
 * address and code there to mend (a --join window stays and shows why instead). */
void gui_net_back_to_form(GuiNet *net, GuiFlow *flow, const char *what, const char *why)
{
    gui_net_stop(net);
    snprintf(net->form_error, sizeof net->form_error, "%s: %s.", what, why);
    gui_screen_set(flow, GUI_SCREEN_FRIEND);
}

const char *gui_net_start_why(const char *err)
{
    const char *after = strncmp(err, "--", 2) == 0 ? strstr(err, ": ") : NULL;
    return after != NULL ? after + 2 : err;
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
        show_told_game(n, p->game);
        break;
    case S4_JOIN_NEWS_CHANGED:
    case S4_JOIN_NEWS_YOUR_MOVE: {
        /* A new game from the host (after the end, or a shorter one): the board goes live,
         * as the host's does, instead of staying on a review of the game before. */
        const S4Game before = p->game->ref.game;
        int restarts = n->restarts_seen;
        show_told_game(n, p->game);
        if (n->restarts_seen != restarts &&
            (s4_game_over(&before) || p->game->ref.game.move_count < before.move_count)) {
            p->flow->result_focus = 0;
            gui_screen_to_live(p->flow, p->opts, &p->game->ref);
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
    case S4_JOIN_NEWS_RESIGNED:
        n->host_resigned = true;
        gui_referee_resign(&p->game->ref, "The host resigned: you win.   N: ask for a new game");
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
        n->mine = p->opts->human; /* Swap sides on the result panel swaps the seats */
        S4NetNews news;
        while (s4_net_host_poll(&n->host, now, &news)) {
            host_news(p, &news, now);
            p->frames->redraw = true;
        }
        /* The referee's game is the truth; the friend is told whatever changed. */
        if (!game->ref.failed) {
            s4_net_host_sync(&n->host, &game->ref.game, s4_other(n->mine), now);
            n->tell_resigned = false; /* a game going on has no resignation to tell */
        } else if (n->tell_resigned && n->host.joined) {
            /* The host is to move in the resigned game, so no move is asked: the board
             * first (it waits for the greeting's answers), then the resignation. */
            s4_net_host_sync(&n->host, &game->ref.game, s4_other(n->mine), now);
            if (n->host.told_valid && n->host.told.move_count == game->ref.game.move_count &&
                s4_net_host_resign(&n->host, n->mine, now))
                n->tell_resigned = false;
        }
        save(n, p->flow, game);
    } else if (n->role == GUI_NET_JOIN) {
        S4JoinNews news;
        while (s4_net_join_poll(&n->join, now, &news)) {
            p->frames->redraw = true;
            if (!join_news(p, &news, out))
                return; /* the host's game first (the rest of the news stays queued) */
        }
        if (n->join.has_geo)
            save(n, p->flow, game);
    }
    if (n->role != GUI_NET_NONE)
        redraw_on_new_status(p);
}

void gui_net_show_told_game(GuiNet *net, GuiGameState *game)
{
    show_told_game(net, game);
}

/* ================================================================ the person's input */

bool gui_net_play(GuiNet *n, GuiFlow *flow, GuiGameState *game, const GuiOptions *opts, int peg)
{
    if (gui_referee_over(&game->ref)) {
        gui_flow_say(flow, "The game is over");
        return false;
    }
    if (n->role == GUI_NET_HOST) {
        if (!n->host.joined) { /* the game waits for both: no move while the friend is away */
            gui_flow_say(flow, n->ever_joined ? "Paused: wait for your friend to come back"
                                              : "Wait for your friend to join");
            return false;
        }
        if (s4_game_to_move(&game->ref.game) != n->mine) {
            gui_flow_say(flow, "Wait: it is your friend's turn");
            return false;
        }
        gui_screen_to_live(flow, opts, &game->ref);
        return gui_referee_play(&game->ref, peg, s4_clock_ms()) == S4_OK;
    }
    if (!n->join.move_owed) {
        gui_flow_say(flow, n->join.state == S4_JOIN_PLAYING ? "Wait: it is the host's turn"
                    : n->join.state == S4_JOIN_CONNECTING ? "Wait: still connecting to the host"
                                                           : "Wait: the line to the host is down");
        return false;
    }
    S4Status st = s4_net_join_play(&n->join, peg);
    if (st != S4_OK) {
        char place[32] = "that place";
        if (peg >= 0 && peg < game->geo.pegs)
            s4_move_place(&game->geo, peg, place, sizeof place);
        gui_flow_say(flow, "%s: %s", place, st == S4_ERR_PEG_FULL ? "full" : s4_status_str(st));
        return false;
    }
    gui_screen_to_live(flow, opts, &game->ref);
    show_told_game(n, game);
    return true;
}

bool gui_net_key(GuiNet *n, GuiFlow *flow, GuiGameState *game, const GuiOptions *opts, int key)
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
    case 'n':
        if (!over) {
            gui_flow_say(flow, "Finish this game first (G gives it up)");
        } else if (n->role == GUI_NET_HOST) {
            gui_flow_new_game(flow, game, opts);
        } else if (s4_net_join_request(&n->join, "rematch")) {
            n->asked_new_game = true;
            gui_flow_say(flow, "Asked the host for a new game");
        }
        return true;
    case 'g':
        if (over)
            return true;
        if (n->role == GUI_NET_JOIN) {
            if (s4_net_join_request(&n->join, "resign"))
                gui_referee_resign(&game->ref,
                                   "You resigned.   N: ask the host for a new game");
        } else if (!n->host.joined) {
            /* A friend away could not be told, and would come back to a game that had
             * ended without them knowing how. */
            gui_flow_say(flow, n->ever_joined ? "Paused: G resigns once your friend is back"
                                              : "Nothing to resign: your friend has not joined");
        } else if (s4_net_host_resign(&n->host, n->mine, s4_clock_ms())) {
            gui_referee_resign(&game->ref, "You resigned: your friend wins.   N: new game");
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
    if (strcmp(id, "result:play-again") == 0) {
        if (s4_net_join_request(&n->join, "rematch")) {
            n->asked_new_game = true;
            gui_flow_say(flow, "Asked the host for a new game");
        }
        return true;
    }
    if (strcmp(id, "result:swap") == 0) {
        gui_flow_say(flow, "The host chooses the sides");
        return true;
    }
    return false;
}

/* ================================================================ the status line */

static void side_to_move(const GuiGameState *game, char *buf, size_t size, const char *what)
{
    const S4Game *g = &game->ref.game;
    S4Colour to_move = s4_game_to_move(g);
    char last[48] = "";
    if (g->move_count > 0) {
        char name[S4_MOVE_NAME];
        s4_move_name(&game->geo, g->moves[g->move_count - 1], name);
        snprintf(last, sizeof last, "%s played %s%s.   ",
                 s4_side_name(&game->geo, s4_other(to_move)),
                 s4_geometry_is_flat(&game->geo) ? "column " : "", name);
    }
    snprintf(buf, size, "%s%s to move: %s", last, s4_side_name(&game->geo, to_move), what);
}

/* A finished game's line: who won as this window's person sees it, and the keys that work
 * here (nothing is taken back in a game with a friend). A resignation has its own line. */
static bool result_line(const GuiNet *n, const GuiGameState *game, char *buf, size_t size)
{
    const S4Game *g = &game->ref.game;
    if (game->ref.failed)
        return false;
    int winner = g->result == S4_RESULT_WHITE_WINS   ? S4_WHITE
                 : g->result == S4_RESULT_BLACK_WINS ? S4_BLACK
                                                     : -1;
    const char *who = winner < 0                  ? "."
                      : winner == (int)n->mine ? " - you win!"
                                                  : ": your friend wins.";
    snprintf(buf, size, "%s%s   N: %s", s4_result_text(g), who,
             n->role == GUI_NET_HOST ? "new game" : "ask for a new game");
    return true;
}

bool gui_net_status(const GuiNet *n, const GuiGameState *game, char *buf, size_t size)
{
    if (n->role == GUI_NET_NONE)
        return false;
    const char *what = s4_geometry_is_flat(&game->geo) ? "column" : "peg";
    char your_turn[64];
    snprintf(your_turn, sizeof your_turn, "your turn - click a %s", what);
    if (n->role == GUI_NET_HOST) {
        const S4NetHost *h = &n->host;
        if (!h->joined && !n->ever_joined)
            /* The code and port first: a narrow window's two lines end with "..." on a
             * machine of many addresses, and the code must not be what is cut. */
            snprintf(buf, size, "Waiting for your friend: code %s, port %d, address %s",
                     h->code, h->port, n->addresses);
        else if (!h->joined)
            snprintf(buf, size, "Paused: %s. Your friend can rejoin with code %s (port %d)",
                     n->dropped[0] ? n->dropped : "the line dropped", h->code, h->port);
        else if (gui_referee_over(&game->ref))
            return result_line(n, game, buf, size);
        else
            side_to_move(game, buf, size,
                         s4_game_to_move(&game->ref.game) == n->mine
                             ? your_turn
                             : "your friend is thinking...");
        return true;
    }
    const S4NetJoin *j = &n->join;
    switch (j->state) {
    case S4_JOIN_CONNECTING:
        snprintf(buf, size, "Connecting to %s port %d...   Esc: cancel", j->host, j->port);
        return true;
    case S4_JOIN_FAILED:
        snprintf(buf, size, "Could not join: %s.   Esc: start screen", n->dropped);
        return true;
    case S4_JOIN_GREETING:
        snprintf(buf, size, "Joining %s port %d with code %s...   Esc: cancel", j->host, j->port,
                 j->code);
        return true;
    case S4_JOIN_DOWN:
        snprintf(buf, size, "Paused: the line to the host dropped. Trying again with code %s...",
                 j->code);
        return true;
    case S4_JOIN_REFUSED:
        snprintf(buf, size, "The host turned you away: %s.   Esc: start screen", n->dropped);
        return true;
    case S4_JOIN_ENDED:
        snprintf(buf, size, "The host left the game.   Esc: start screen");
        return true;
    case S4_JOIN_PLAYING:
        break;
    }
    if (gui_referee_over(&game->ref))
        return result_line(n, game, buf, size);
    side_to_move(game, buf, size, j->move_owed ? your_turn : "the host is thinking...");
    return true;
}

bool gui_net_leave_words(const GuiNet *n, char *buf, size_t size)
{
    if (n->role == GUI_NET_HOST)
        snprintf(buf, size, "Your friend is told you left. The game is kept: "
                            "score4 --host --code %s goes on with it.", n->host.code);
    else if (n->role == GUI_NET_JOIN)
        snprintf(buf, size, "The host keeps the game: join again with code %s to go on.",
                 n->join.code);
    return n->role != GUI_NET_NONE;
}

const char *gui_net_friend_absent(const GuiNet *n)
{
    if (n->role == GUI_NET_HOST && !n->host.joined)
        return n->ever_joined ? "away" : "not here yet";
    if (n->role == GUI_NET_JOIN && n->join.state != S4_JOIN_PLAYING)
        return n->join.state == S4_JOIN_DOWN ? "away" : "left";
    return NULL;
}

bool gui_net_part_seated(const GuiNet *net)
{
    return net->role != GUI_NET_JOIN || net->join.was_in;
}

bool gui_net_waits(const GuiNet *n, const GuiGameState *game)
{
    if (n->role == GUI_NET_HOST)
        return !gui_referee_over(&game->ref) &&
               (!n->host.joined || s4_game_to_move(&game->ref.game) != n->mine);
    if (n->role == GUI_NET_JOIN) {
        bool playing = n->join.state == S4_JOIN_PLAYING;
        /* A new game asked for: the host's answer is awaited as its moves are. */
        if (n->asked_new_game && playing)
            return true;
        if (n->host_resigned)
            return false; /* nothing more comes for this game until asked (N) */
        return (playing || n->join.state == S4_JOIN_GREETING || n->join.state == S4_JOIN_DOWN ||
                n->join.state == S4_JOIN_CONNECTING) &&
               !n->join.move_owed &&
               !(n->join.has_geo && s4_game_over(&n->join.game) && playing);
    }
    return false;
}
