/* referee.c: the game flow: moves from people and engines, undo, new games, status text. */
#include "gui/model/referee.h"

#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "core/line_name.h"
#include "core/notation.h"

void gui_referee_init(GuiReferee *ref, const S4Geometry *geo, const S4Game *start,
                      const GuiGameSetup *setup, const char *engine_cmd, int timeout_ms)
{
    assert(setup != NULL);
    memset(ref, 0, sizeof *ref);
    ref->geo = geo;
    ref->initial = *start;
    ref->game = *start;
    ref->setup = setup;
    ref->timeout_ms = timeout_ms;
    ref->depth = -1;
    ref->seed = -1;
    snprintf(ref->engine_cmd, sizeof ref->engine_cmd, "%s", engine_cmd ? engine_cmd : "");
    for (int c = 0; c < 2; c++)
        s4_session_init(&ref->seats[c].session, geo, ref->engine_cmd, timeout_ms);
}

GuiMode gui_referee_mode(const GuiReferee *ref)
{
    GuiMode mode = ref->setup->mode;
    bool engines = ref->engine_cmd[0] != '\0';
    return !engines && (mode == GUI_MODE_PVE || mode == GUI_MODE_EVE) ? GUI_MODE_PVP : mode;
}

bool gui_referee_engine_plays(const GuiReferee *ref, S4Colour colour)
{
    GuiMode mode = gui_referee_mode(ref);
    return mode == GUI_MODE_EVE || (mode == GUI_MODE_PVE && colour != ref->setup->human);
}

void gui_referee_set_depth(GuiReferee *ref, int depth)
{
    ref->depth = depth;
    if (depth < 0) {
        gui_referee_set_extension(ref, GUI_DEPTH_SLOT, NULL, NULL);
        gui_referee_set_extension(ref, GUI_CLOCK_SLOT, NULL, NULL);
        return;
    }
    char text[S4_COMMAND_TEXT];
    snprintf(text, sizeof text, "depth %d;", depth);
    gui_referee_set_extension(ref, GUI_DEPTH_SLOT, text, NULL);
    gui_referee_set_extension(ref, GUI_CLOCK_SLOT, "movetime 0;", NULL);
}

void gui_referee_set_seed(GuiReferee *ref, long seed)
{
    ref->seed = seed;
}

void gui_referee_set_extension(GuiReferee *ref, int slot, const char *text, const char *fallback)
{
    if (slot < 0 || slot >= S4_EXTENSION_MAX)
        return;
    snprintf(ref->extension[slot], sizeof ref->extension[slot], "%s", text ? text : "");
    snprintf(ref->fallback[slot], sizeof ref->fallback[slot], "%s", text && fallback ? fallback : "");
}

S4ExtensionState gui_referee_extension(const GuiReferee *ref, S4Colour colour, const char *name)
{
    return s4_session_extension(&ref->seats[colour].session, name);
}

void gui_referee_set_engine_nice(GuiReferee *ref, int increment)
{
    ref->engine_nice = increment;
}

/* Tells every engine seat except `mover`'s own that a bead went on peg. */
static void tell_engines(GuiReferee *ref, S4Colour mover, int peg, double now_ms)
{
    for (int c = 0; c < 2; c++) {
        if (!gui_referee_engine_plays(ref, (S4Colour)c) || (S4Colour)c == mover || !ref->seats[c].session.running)
            continue;
        S4Command note = {.kind = S4_CMD_NOTE, .colour = mover, .peg = peg};
        gui_seat_send(ref, (S4Colour)c, &note, S4_EXPECT_OK, now_ms);
    }
}

static void start_engines(GuiReferee *ref, double now_ms)
{
    for (int c = 0; c < 2 && !ref->failed; c++)
        if (gui_referee_engine_plays(ref, (S4Colour)c) && gui_seat_start(ref, (S4Colour)c))
            gui_seat_sync(ref, (S4Colour)c, now_ms);
}

void gui_referee_new_game(GuiReferee *ref, double now_ms)
{
    for (int c = 0; c < 2; c++)
        gui_seat_stop(ref, (S4Colour)c, 300);
    ref->game = ref->initial;
    ref->paused = false;
    ref->last_move_ms = now_ms - ref->pace_ms; /* the first move is asked at once */
    ref->failed = false;
    ref->resigned = false;
    ref->message[0] = '\0';
    start_engines(ref, now_ms);
}

bool gui_referee_over(const GuiReferee *ref)
{
    return ref->failed || s4_game_over(&ref->game);
}

void gui_referee_resign(GuiReferee *ref, const char *message)
{
    snprintf(ref->message, sizeof ref->message, "%s", message);
    ref->failed = true;
    ref->resigned = true;
}

bool gui_referee_alert(const GuiReferee *ref)
{
    return ref->failed && !ref->resigned;
}

bool gui_referee_human_to_move(const GuiReferee *ref)
{
    return gui_referee_mode(ref) != GUI_MODE_REPLAY && !gui_referee_over(ref) &&
           !gui_referee_engine_plays(ref, s4_game_to_move(&ref->game));
}

bool gui_referee_busy(const GuiReferee *ref)
{
    for (int c = 0; c < 2; c++)
        if (s4_session_owed(&ref->seats[c].session) > 0)
            return true;
    return false;
}

S4Status gui_referee_play(GuiReferee *ref, int peg, double now_ms)
{
    if (gui_referee_over(ref))
        return S4_ERR_GAME_OVER;
    if (!gui_referee_human_to_move(ref)) {
        snprintf(ref->message, sizeof ref->message, "Wait: it is the engine's turn.");
        return S4_ERR_GAME_OVER;
    }
    S4Colour mover = s4_game_to_move(&ref->game);
    S4Status st = s4_game_play(&ref->game, peg);
    if (st != S4_OK) {
        /* Named in the game's own convention: "column 4 is full", "peg B2 is full". */
        char place[32] = "that place";
        if (peg >= 0 && peg < ref->geo->pegs)
            s4_move_place(ref->geo, peg, place, sizeof place);
        if (st == S4_ERR_PEG_FULL)
            snprintf(ref->message, sizeof ref->message, "%s is full.", place);
        else
            snprintf(ref->message, sizeof ref->message, "%s: %s.", place, s4_status_str(st));
        return st;
    }
    ref->message[0] = '\0';
    ref->last_move_ms = now_ms;
    tell_engines(ref, mover, peg, now_ms);
    return S4_OK;
}

void gui_referee_set_pace(GuiReferee *ref, int pace_ms)
{
    ref->pace_ms = pace_ms > 0 ? pace_ms : 0;
}

bool gui_referee_toggle_pause(GuiReferee *ref)
{
    if (gui_referee_mode(ref) != GUI_MODE_EVE || gui_referee_over(ref))
        return false;
    ref->paused = !ref->paused;
    return ref->paused;
}

/* True while two engines watched must not be asked for a move yet: paused, or within the
 * pace of the last move. */
static bool watch_waits(const GuiReferee *ref, double now_ms)
{
    return gui_referee_mode(ref) == GUI_MODE_EVE && (ref->paused || now_ms < ref->last_move_ms + ref->pace_ms);
}

void gui_referee_engine_moved(GuiReferee *ref, S4Colour colour, int peg, double now_ms)
{
    char name[32] = "a place off the board"; /* "peg B2" or "column 4" */
    if (peg >= 0 && peg < ref->geo->pegs)
        s4_move_place(ref->geo, peg, name, sizeof name);
    if (s4_game_over(&ref->game) || s4_game_to_move(&ref->game) != colour) {
        gui_referee_fail(ref, colour, "played %s out of turn", name);
        return;
    }
    S4Status st = s4_game_play(&ref->game, peg);
    if (st != S4_OK) {
        gui_referee_fail(ref, colour, "played %s, an illegal move (%s)", name, s4_status_str(st));
        return;
    }
    /* A refusal of a click during the engine's turn ("Wait: ...") is over now. */
    ref->message[0] = '\0';
    ref->last_move_ms = now_ms;
    tell_engines(ref, colour, peg, now_ms);
}

static bool owes_move(const GuiSeat *seat)
{
    return s4_session_owes_move(&seat->session);
}

void gui_referee_update(GuiReferee *ref, double now_ms)
{
    s4_reaper_poll(&ref->reaper);
    for (int c = 0; c < 2; c++)
        if (gui_referee_engine_plays(ref, (S4Colour)c))
            gui_seat_poll(ref, (S4Colour)c, now_ms);
    if (gui_referee_over(ref))
        return;
    S4Colour to_move = s4_game_to_move(&ref->game);
    GuiSeat *seat = &ref->seats[to_move];
    if (gui_referee_engine_plays(ref, to_move) && seat->session.running && !owes_move(seat) && !watch_waits(ref, now_ms)) {
        if (ref->patient) {
            /* A depth the player chose takes as long as it takes: only a dead engine ends
             * the game, never the clock (the status line shows the thinking time). */
            if (!ref->failed && s4_session_send(&seat->session, "move;", S4_EXPECT_MOVE,
                                                S4_LIMIT_MOVETIME_MS, now_ms))
                seat->move_asked_ms = now_ms;
            else
                gui_seat_poll(ref, to_move, now_ms);
        } else {
            S4Command move = {.kind = S4_CMD_MOVE};
            gui_seat_send(ref, to_move, &move, S4_EXPECT_MOVE, now_ms);
        }
    }
}

/* Tells every engine seat the game again after moves were taken back; a thinking engine
 * cannot be interrupted by the protocol and is replaced by a fresh process. */
static void resync_engines(GuiReferee *ref, double now_ms)
{
    ref->failed = false;
    ref->resigned = false;
    ref->message[0] = '\0';
    for (int c = 0; c < 2 && !ref->failed; c++) {
        GuiSeat *seat = &ref->seats[c];
        if (!gui_referee_engine_plays(ref, (S4Colour)c))
            continue;
        if (s4_session_owed(&seat->session) > 0)
            gui_seat_stop(ref, (S4Colour)c, 0);
        if (seat->session.running || gui_seat_start(ref, (S4Colour)c))
            gui_seat_sync(ref, (S4Colour)c, now_ms);
    }
}

S4Status gui_referee_undo(GuiReferee *ref, double now_ms)
{
    if (ref->game.move_count == 0) {
        snprintf(ref->message, sizeof ref->message, "Nothing to undo.");
        return S4_ERR_NOTHING_TO_UNDO;
    }
    s4_game_undo(&ref->game);
    /* Against an engine, go back to the person's own turn. */
    if (gui_referee_mode(ref) == GUI_MODE_PVE)
        while (s4_game_to_move(&ref->game) != ref->setup->human && ref->game.move_count > 0)
            s4_game_undo(&ref->game);
    resync_engines(ref, now_ms);
    return S4_OK;
}

void gui_referee_truncate(GuiReferee *ref, int keep, double now_ms)
{
    while (ref->game.move_count > keep && s4_game_undo(&ref->game) == S4_OK)
        ;
    resync_engines(ref, now_ms);
}

void gui_referee_status(const GuiReferee *ref, double now_ms, char *buf, size_t size)
{
    if (ref->failed) {
        snprintf(buf, size, "%s", ref->message);
        return;
    }
    const S4Game *g = &ref->game;
    if (s4_game_over(g)) {
        const char *who = "";
        bool vs_engine = gui_referee_mode(ref) == GUI_MODE_PVE;
        if (vs_engine && g->result == S4_RESULT_WHITE_WINS)
            who = ref->setup->human == S4_WHITE ? " - you win!" : " (the engine)";
        if (vs_engine && g->result == S4_RESULT_BLACK_WINS)
            who = ref->setup->human == S4_BLACK ? " - you win!" : " (the engine)";
        snprintf(buf, size, "%s%s%s   N: new game   U: undo", s4_result_text(g), who,
                 who[0] != '\0' && who[strlen(who) - 1] == '!' ? "" : ".");
        return;
    }
    S4Colour to_move = s4_game_to_move(g);
    const GuiSeat *seat = &ref->seats[to_move];
    bool engine = gui_referee_engine_plays(ref, to_move);
    GuiMode mode = gui_referee_mode(ref);
    const char *name = s4_side_name(ref->geo, to_move);
    const char *what = s4_geometry_is_flat(ref->geo) ? "column" : "peg";
    /* The move just made, first: an engine's bead lands while the eye is elsewhere, and the
     * last-move ring says where but not that it was just now. */
    if (g->move_count > 0 && mode != GUI_MODE_REPLAY) {
        char last_move[S4_MOVE_NAME];
        s4_move_name(ref->geo, g->moves[g->move_count - 1], last_move);
        int used = snprintf(buf, size, "%s played %s%s.   ",
                            s4_side_name(ref->geo, s4_other(to_move)),
                            s4_geometry_is_flat(ref->geo) ? "column " : "", last_move);
        if (used > 0 && (size_t)used < size) {
            buf += used;
            size -= (size_t)used;
        }
    }
    if (mode == GUI_MODE_REPLAY)
        snprintf(buf, size, "%s to move (move %d)", name, g->move_count + 1);
    else if (engine && owes_move(seat))
        snprintf(buf, size, "%s to move: the engine is thinking... %.1f s%s", name,
                 (now_ms - seat->move_asked_ms) / 1000.0,
                 mode == GUI_MODE_EVE ? (ref->paused ? "   (pausing after this move)   Space: go on"
                                                          : "   Space: pause")
                                           : "");
    else if (mode == GUI_MODE_EVE && ref->paused)
        snprintf(buf, size, "Paused: %s to move   Space: go on", name);
    else if (mode == GUI_MODE_EVE && seat->session.running && watch_waits(ref, now_ms))
        snprintf(buf, size, "%s to move   Space: pause", name);
    else if (engine)
        snprintf(buf, size, "%s to move: the engine is getting ready", name);
    else if (mode == GUI_MODE_PVE)
        snprintf(buf, size, "%s to move: your turn - click a %s", name, what);
    else
        snprintf(buf, size, "%s to move - click a %s", name, what);
    if (ref->message[0] != '\0') {
        size_t len = strlen(buf);
        if (len < size)
            snprintf(buf + len, size - len, "   (%s)", ref->message);
    }
}

void gui_referee_replay_status(const GuiReferee *ref, int index, int count, char *buf, size_t size)
{
    /* The end of a replay is a position like any other: no new game or undo offered. */
    snprintf(buf, size, "Move %d of %d: %s   Left/Right: step   Home/End", index, count,
             s4_result_text(&ref->game));
}

void gui_referee_set_strength(GuiReferee *ref, int level, int movetime_ms, bool patient)
{
    for (int c = 0; c < 2; c++)
        gui_referee_set_colour_strength(ref, (S4Colour)c, level, movetime_ms);
    ref->patient = patient;
}

void gui_referee_set_colour_strength(GuiReferee *ref, S4Colour colour, int level, int movetime_ms)
{
    ref->level[colour] = level > 0 ? level : 0;
    ref->level_movetime_ms[colour] = movetime_ms;
}

void gui_referee_free(GuiReferee *ref)
{
    for (int c = 0; c < 2; c++)
        gui_seat_stop(ref, (S4Colour)c, 500);
    s4_reaper_finish(&ref->reaper);
}

void gui_referee_close(GuiReferee *ref)
{
    for (int c = 0; c < 2; c++)
        gui_seat_stop(ref, (S4Colour)c, GUI_CLOSE_GRACE_MS);
    s4_reaper_hurry(&ref->reaper, GUI_CLOSE_GRACE_MS);
    s4_reaper_finish(&ref->reaper);
}
