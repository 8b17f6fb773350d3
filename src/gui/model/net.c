/* net.c: the game with a friend's connection: hosting or joining, the joiner's board as
 * the host told it, the status line and saving after every move (what the screens do with
 * the news each frame and with the person's input: screens/net_screen.c). */
#include "gui/model/net.h"

#include <stdio.h>
#include <string.h>

#include "core/atomic_file.h"
#include "core/line_name.h"
#include "core/notation.h"
#include "core/record_file.h"
#include "core/clock.h"
#include "gui/model/data_dir.h"
#include "gui/model/friend_last.h"
#include "gui/model/settings.h"

/* ================================================================ saving */

/* The file of the game with code on this side ("host", "join"); false without a data
 * directory (why in err). */
static bool save_path_for(const char *code, const char *side, char *path, size_t size,
                          char *err, size_t err_size)
{
    char dir[GUI_SETTINGS_PATH];
    if (!gui_data_dir(dir, sizeof dir, err, err_size))
        return false;
    char tag[17]; /* the code itself stays out of the file's name */
    s4_net_code_file_tag(code, tag);
    return (size_t)snprintf(path, size, "%s/friend-%s-%s.txt", dir, tag, side) < size;
}

static void pick_save_path(GuiNet *n, const char *code, const char *side)
{
    char err[GUI_SETTINGS_PATH + 64];
    n->saved_moves = -1;
    if (!save_path_for(code, side, n->save_path, sizeof n->save_path, err, sizeof err)) {
        n->save_path[0] = '\0';
        fprintf(stderr, "score4: the game with your friend is not saved: %s\n", err);
    }
}

/* The unfinished game kept in path: its preset's name and moves; false when none is. */
static bool kept_unfinished(const char *path, char *game, size_t size, int *moves)
{
    S4RecordReader reader;
    if (s4_record_reader_open(&reader, path) != S4_OK)
        return false;
    S4Record rec;
    S4Status status;
    bool got = s4_record_next(&reader, &rec, &status) && status == S4_OK &&
               rec.outcome == S4_OUTCOME_UNFINISHED;
    s4_record_reader_close(&reader);
    if (got) {
        snprintf(game, size, "%s", rec.geo.name);
        *moves = rec.move_count;
    }
    return got;
}

/* Keeps this game with a friend as the last one (friend_last.h); a failure is said. */
static void remember(const GuiFriendLast *last)
{
    char path[GUI_FRIEND_LAST_PATH], why[GUI_FRIEND_LAST_PATH + 128];
    if (gui_friend_last_path(path, sizeof path) &&
        !gui_friend_last_save(path, last, why, sizeof why))
        fprintf(stderr, "score4: the game with your friend is not kept for next time: %s\n",
                why);
}

void gui_net_recall(GuiNet *n)
{
    char path[GUI_FRIEND_LAST_PATH], err[GUI_SETTINGS_PATH + 64], file[GUI_NET_PATH];
    GuiFriendLast last;
    n->kept_code[0] = '\0';
    n->kept_moves = -1;
    if (!gui_friend_last_path(path, sizeof path) || !gui_friend_last_load(path, &last))
        return;
    if (last.role == GUI_NET_JOIN) {
        if (n->form_host[0] == '\0' && n->form_code[0] == '\0') {
            snprintf(n->form_host, sizeof n->form_host, "%s", last.address);
            snprintf(n->form_code, sizeof n->form_code, "%s", last.code);
        }
        return;
    }
    char game[32];
    int moves = -1;
    if (save_path_for(last.code, "host", file, sizeof file, err, sizeof err) &&
        kept_unfinished(file, game, sizeof game, &moves) && strcmp(game, last.game) == 0) {
        snprintf(n->kept_code, sizeof n->kept_code, "%s", last.code);
        snprintf(n->kept_game, sizeof n->kept_game, "%s", game);
        n->kept_side = last.side;
        n->kept_moves = moves;
        n->kept_port = last.port;
    }
}

bool gui_net_host_kind(GuiGameSetup *setup, bool game_given, int *moves, char *why,
                       size_t size)
{
    *moves = -1;
    const char *code = setup->net.code;
    char normal[S4_NET_CODE_SIZE], file[GUI_NET_PATH], err[GUI_SETTINGS_PATH + 64], kept[32];
    if (!setup->net.host || code == NULL || !s4_net_code_normalise(code, normal) ||
        !save_path_for(normal, "host", file, sizeof file, err, sizeof err) ||
        !kept_unfinished(file, kept, sizeof kept, moves))
        return true; /* nothing kept under this code: the game asked for */
    if (strcmp(kept, setup->game) == 0)
        return true;
    if (game_given) {
        snprintf(why, size,
                 "--host: the game kept under code %s is %s (%d moves, not finished): hosting "
                 "%s with that code would replace it. Give --game %s to go on with it, or "
                 "another code",
                 normal, kept, *moves, setup->game, kept);
        return false;
    }
    int count;
    const char *const *names = s4_geometry_preset_names(&count);
    for (int i = 0; i < count; i++)
        if (strcmp(names[i], kept) == 0)
            setup->game = names[i];
    return true;
}

/* Rewrites the game's file whenever the moves changed: whole or not at all (atomic_file.h). */
void gui_net_save(GuiNet *n, GuiNote *note, const GuiGameState *game)
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
             s4_side_name(&game->geo, game->setup.human),
             s4_side_name(&game->geo, s4_other(game->setup.human)),
             n->role == GUI_NET_HOST ? "hosted here" : "joined");
    size_t len = s4_record_format(g, outcome, comment, line, sizeof line);
    int saved_errno = 0;
    /* Private: whoever can read the game could rejoin it with its file's name. */
    S4Status st = len < sizeof line
                      ? s4_atomic_write_mode(n->save_path, line, len, 0600, &saved_errno)
                      : S4_ERR_NO_SPACE;
    if (st != S4_OK && !n->save_failed) {
        n->save_failed = true;
        gui_note_say(note, "Cannot save the game to %.200s: %s", n->save_path,
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

static bool start_host(GuiNet *n, GuiGameState *game, char *err, size_t err_size)
{
    const GuiGameSetup *setup = &game->setup;
    const GuiNetChoice *c = &setup->net;
    char why[S4_TCP_WHY];
    int port = c->port >= 0 ? c->port : S4_TCP_DEFAULT_PORT;
    bool opened = s4_net_host_open(&n->host, &game->geo, game->geo.name, port, c->loopback,
                                   c->code, why, sizeof why);
    /* The usual port is taken (or, resuming, the one of before): any free one will do. */
    if (!opened && (c->port < 0 || c->port_soft))
        opened = s4_net_host_open(&n->host, &game->geo, game->geo.name, 0, c->loopback, c->code,
                                  why, sizeof why);
    if (!opened) {
        snprintf(err, err_size, "--host: %s", why);
        return false;
    }
    n->role = GUI_NET_HOST;
    if (c->loopback)
        snprintf(n->addresses, sizeof n->addresses, "127.0.0.1, ::1");
    else
        s4_tcp_local_addresses(n->addresses, sizeof n->addresses);
    pick_save_path(n, n->host.code, "host");
    if (c->code != NULL)
        resume(n, game);
    GuiFriendLast last = {.role = GUI_NET_HOST, .side = setup->human, .port = n->host.port};
    snprintf(last.game, sizeof last.game, "%s", game->geo.name);
    snprintf(last.code, sizeof last.code, "%s", n->host.code);
    remember(&last);
    /* For a script or a person at a terminal: what to tell the friend. */
    printf("score4: hosting %s on port %d, join code %s (this machine: %s; anyone who can "
           "reach these addresses and the port may try codes)\n",
           game->geo.name, n->host.port, n->host.code, n->addresses);
    fflush(stdout);
    return true;
}

static bool start_join(GuiNet *n, const GuiNetChoice *c, char *err, size_t err_size)
{
    char host[S4_TCP_HOST_MAX], why[S4_TCP_WHY];
    int port = 0;
    if (!s4_tcp_split(c->join, S4_TCP_DEFAULT_PORT, host, sizeof host, &port, why,
                      sizeof why)) {
        snprintf(err, err_size, "--join: %s", why);
        return false;
    }
    if (!s4_net_join_start(&n->join, host, port, c->code, s4_clock_ms(), why,
                           sizeof why)) {
        snprintf(err, err_size, "--join: %s", why);
        return false;
    }
    n->role = GUI_NET_JOIN;
    n->restarts_seen = 0;
    n->asked_new_game = false;
    n->host_resigned = false;
    pick_save_path(n, n->join.code, "join");
    GuiFriendLast last = {.role = GUI_NET_JOIN};
    snprintf(last.address, sizeof last.address, "%s", c->join);
    snprintf(last.code, sizeof last.code, "%s", n->join.code);
    remember(&last);
    return true;
}

bool gui_net_start(GuiNet *net, GuiGameState *game, char *err, size_t err_size)
{
    net->role = GUI_NET_NONE;
    net->saved_moves = -1;
    net->turned_back = false;
    net->from_form = false; /* the friend screen sets it once started */
    if (game->setup.net.host)
        return start_host(net, game, err, err_size);
    if (game->setup.net.join != NULL)
        return start_join(net, &game->setup.net, err, err_size);
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

bool gui_net_offer_rematch(GuiNet *n)
{
    bool sent = n->role == GUI_NET_JOIN   ? s4_net_join_request(&n->join, "rematch")
                : n->role == GUI_NET_HOST ? s4_net_host_offer(&n->host, "rematch", s4_clock_ms())
                                          : false;
    if (sent)
        n->asked_new_game = true;
    return sent;
}

bool gui_net_decline_rematch(GuiNet *n)
{
    return n->role == GUI_NET_JOIN   ? s4_net_join_request(&n->join, "decline")
           : n->role == GUI_NET_HOST ? s4_net_host_offer(&n->host, "decline", s4_clock_ms())
                                     : false;
}

bool gui_net_part_active(const GuiNet *net)
{
    return net->role != GUI_NET_NONE;
}

/* ================================================================ the joiner's board */

/* The joiner's board is the game as the host told it, on this window's geometry. */
void gui_net_show_told_game(GuiNet *net, GuiGameState *game)
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
    if (net->join.colour_known) /* the host's word on this window's side */
        gui_game_setup_told_side(&game->setup, net->join.colour);
}

const char *gui_net_start_why(const char *err)
{
    const char *after = strncmp(err, "--", 2) == 0 ? strstr(err, ": ") : NULL;
    return after != NULL ? after + 2 : err;
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
                      : winner == (int)game->setup.human ? " - you win!"
                                                  : ": your friend wins.";
    snprintf(buf, size, "%s%s   N: %s", s4_result_text(g), who,
             n->asked_new_game ? "offered, waiting for your friend" : "offer a new game");
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
            snprintf(buf, size,
                     "Waiting for your friend: code %s, port %d, address %s. Anyone who can "
                     "reach this address and port may try codes",
                     h->code, h->port, n->addresses);
        else if (!h->joined)
            snprintf(buf, size, "Paused: %s. Your friend can rejoin with code %s (port %d)",
                     n->dropped[0] ? n->dropped : "the line dropped", h->code, h->port);
        else if (gui_referee_over(&game->ref))
            return result_line(n, game, buf, size);
        else
            side_to_move(game, buf, size,
                         s4_game_to_move(&game->ref.game) == game->setup.human
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

bool gui_net_may_move(const GuiNet *n, const GuiGameState *game)
{
    if (n->role == GUI_NET_HOST)
        return n->host.joined && !gui_referee_over(&game->ref) &&
               s4_game_to_move(&game->ref.game) == game->setup.human;
    if (n->role == GUI_NET_JOIN)
        return n->join.move_owed;
    return true;
}

bool gui_net_waits(const GuiNet *n, const GuiGameState *game)
{
    if (n->role == GUI_NET_HOST)
        /* A new game offered: the friend's answer is awaited as its moves are. */
        return (n->asked_new_game && n->host.joined) ||
               (!gui_referee_over(&game->ref) &&
                (!n->host.joined || s4_game_to_move(&game->ref.game) != game->setup.human));
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
