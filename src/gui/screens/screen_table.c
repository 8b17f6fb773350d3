/* screen_table.c: the window's screens as one small state machine. Each screen (start,
 * playing, result, review, replay) has a row of handlers (key, click, update, draw) in
 * SCREENS; one modal slot (a confirmation or the help) sits over any of them and sees input
 * first; keys every screen shares (views, fullscreen, sound, help, quit) go last through
 * one fallback (gui_app_shared_key, app_input.c).
 *
 * Input order: modal, then the screen's handler, then the shared fallback. A screen changes
 * only through gui_screen_set; the update handlers move between playing and result as the
 * live game ends or is taken back.
 *
 * Every handler gets the App's parts (GuiScreenParts, made once per call from the App)
 * and passes each screen function only the parts it uses. What only the App can do (a
 * game set up anew, the network started, a file opened, quitting) the key and click
 * handlers leave as an intent (intent.h), which the App carries out after they return
 * (app_intent.c).
 */
#include "gui/screens/screens.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/line_name.h"
#include "core/clock.h"
#include "gui/model/autosave.h"
#include "gui/model/difficulty.h"
#include "gui/screens/door.h"
#include "gui/screens/keyboard_play.h"
#include "gui/model/net.h"
#include "gui/screens/net_screen.h"
#include "gui/screens/screen_parts.h"
#include "gui/draw/text_fit.h"

typedef struct GuiScreenHandlers {
    const char *name;                                 /* for messages and tests */
    bool (*key)(const GuiScreenParts *p, SDL_Keycode key, Uint16 mod,
                GuiIntent *out);                      /* true: taken */
    bool (*click)(const GuiScreenParts *p, const char *id,
                  GuiIntent *out);                    /* a button's id, "" off the buttons;
                                                       * false: the board may take it */
    void (*update)(const GuiScreenParts *p);          /* per frame, before the screen fits;
                                                       * NULL: nothing to follow */
    void (*draw)(const GuiScreenParts *p);            /* the 2D pass over the board */
    void (*text)(const GuiScreenParts *p, const char *typed); /* typed text; NULL: none taken */
} GuiScreenHandlers;

/* ================================================================ transitions */

/* ================================================================ the modal slot */

/* Closes the confirmation; yes carries out what it asked (or leaves it to the App). */
static void answer_dialog(const GuiScreenParts *p, bool yes, GuiIntent *out)
{
    GuiFlow *f = p->flow;
    GuiReferee *ref = &p->game->ref;
    GuiDialog d = f->dialog;
    gui_modal_close(f);
    if (d == GUI_DIALOG_REMATCH) { /* No declines: the friend is told either way */
        gui_door_answer_offer(f, p->net, yes, out);
        return;
    }
    if (!yes)
        return;
    switch (d) {
    case GUI_DIALOG_LEAVE:
    case GUI_DIALOG_QUIT:
    case GUI_DIALOG_OPEN:
    case GUI_DIALOG_NEW:
    case GUI_DIALOG_START:
        out->kind = gui_door_yes(d); /* the way out the door asked about */
        break;
    case GUI_DIALOG_TRUNCATE:
        gui_referee_truncate(ref, f->review, s4_clock_ms());
        gui_screen_set(f, GUI_SCREEN_PLAYING);
        gui_referee_play(ref, f->truncate_peg, s4_clock_ms());
        break;
    case GUI_DIALOG_UNSAFE:
        gui_flow_play_confirmed(p, f->unsafe_peg);
        break;
    case GUI_DIALOG_REMATCH:
    case GUI_DIALOG_NONE:
        break;
    }
}

/* The modal's keys: true when taken. A confirmation takes every key; the help only its own. */
static bool modal_key(const GuiScreenParts *p, SDL_Keycode key, Uint16 mod, GuiIntent *out)
{
    GuiFlow *f = p->flow;
    if (f->modal == GUI_MODAL_GAMES)
        return gui_games_key(f, key, mod, out);
    if (f->modal == GUI_MODAL_CONFIRM) {
        switch (key) {
        case SDLK_y: answer_dialog(p, true, out); break;
        case SDLK_n:
        case SDLK_ESCAPE: answer_dialog(p, false, out); break;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
        case SDLK_SPACE: answer_dialog(p, f->confirm_yes, out); break;
        case SDLK_LEFT:
        case SDLK_RIGHT:
        case SDLK_TAB: f->confirm_yes = !f->confirm_yes; break;
        default: break;
        }
        return true;
    }
    if (f->modal == GUI_MODAL_HELP && (key == SDLK_ESCAPE || key == SDLK_h || key == SDLK_F1)) {
        f->help_page = key == SDLK_ESCAPE ? 0 : gui_help_next_page(p->win, f, p->game, p->net);
        if (f->help_page == 0)
            f->modal = GUI_MODAL_NONE;
        return true;
    }
    return false;
}

void gui_modal_help(GuiWindow *win, GuiFlow *f, const GuiGameState *game, const GuiNet *net)
{
    if (f->modal == GUI_MODAL_CONFIRM || f->modal == GUI_MODAL_GAMES)
        return;
    f->help_page = gui_help_next_page(win, f, game, net);
    f->modal = f->help_page > 0 ? GUI_MODAL_HELP : GUI_MODAL_NONE;
}

/* ================================================================ keys the game screens share */

/* Changes the named difficulty ([ and ]); false for the expert's depth (app_input.c). */
static bool difficulty_key(GuiFlow *f, GuiGameState *game, const GuiOptions *opts,
                           SDL_Keycode key)
{
    if (game->setup.difficulty < 0)
        return false;
    int was = game->setup.difficulty;
    game->setup.difficulty += key == SDLK_RIGHTBRACKET ? 1 : -1;
    game->setup.difficulty = game->setup.difficulty < 0 ? 0
                    : game->setup.difficulty >= gui_difficulty_count() ? gui_difficulty_count() - 1
                                                               : game->setup.difficulty;
    /* At the start of a game the choice applies at once; later, from the next game.
     * Said in a note too: a narrow window's title has no room for the difficulty. */
    const char *name = gui_difficulty(game->setup.difficulty)->name;
    char what[48] = "Difficulty"; /* two engines, each its own: White's is changed */
    if (game->setup.mode == GUI_MODE_EVE && game->setup.black_difficulty >= 0)
        snprintf(what, sizeof what, "%s's engine", s4_side_name(&game->geo, S4_WHITE));
    if (game->setup.difficulty == was) {
        gui_flow_say(f, "%s: %s, the %s", what, name,
                     key == SDLK_RIGHTBRACKET ? "strongest" : "weakest");
    } else if (game->ref.game.move_count == 0) {
        gui_flow_say(f, "%s: %s", what, name);
        gui_flow_new_game(f, game, opts);
    } else {
        gui_flow_say(f, "%s: %s from the next game (N starts one)", what, name);
    }
    return true;
}

/* The expert's search depth ([ and ], with no named difficulty): from the next game, or at
 * once at a game's start. */
static bool depth_key(GuiGameState *game, SDL_Keycode key)
{
    int d = game->setup.depth < 0 ? 4 : game->setup.depth + (key == SDLK_RIGHTBRACKET ? 1 : -1);
    game->setup.depth = d < 1 ? 1 : d > 20 ? 20 : d;
    if (game->ref.game.move_count == 0)
        gui_game_new(game);
    return true;
}

/* Keys of every screen with a board and panels (playing, result, review, replay). */
static bool board_key(const GuiScreenParts *p, SDL_Keycode key, Uint16 mod, GuiIntent *out)
{
    GuiFlow *f = p->flow;
    switch (key) {
    case SDLK_s:
        if (!(mod & KMOD_CTRL))
            return false;
        gui_save_game(f, p->game);
        return true;
    case SDLK_i: gui_hint_ask(f, p->game, p->opts); return true;
    case SDLK_t: f->threats = !f->threats; return true;
    case SDLK_k: f->move_list = !f->move_list; return true;
    case SDLK_TAB: p->view->overlay = !p->view->overlay; return true;
    case SDLK_l: out->kind = GUI_INTENT_LAYERS; return true; /* the window's fit decides */
    default: return false;
    }
}

/* Keys of a live game (playing, result, review): new game, undo, difficulty, pause. */
static bool game_key(const GuiScreenParts *p, SDL_Keycode key, Uint16 mod, GuiIntent *out)
{
    GuiFlow *f = p->flow;
    GuiGameState *game = p->game;
    const GuiOptions *opts = p->opts;
    if (board_key(p, key, mod, out))
        return true;
    /* A game with a friend: no undo, G resigns (net_screen.c). U is taken with Ctrl or Alt
     * held too: else the switch below would take back a move on one board only. N goes
     * through the door (door.h), which knows a game with a friend. */
    bool plain = !(mod & (KMOD_CTRL | KMOD_ALT));
    if ((plain || key == SDLK_u) && gui_net_key(p->net, f, game, (int)key))
        return true;
    switch (key) {
    case SDLK_n: gui_door_open(f, &game->ref, p->net, GUI_EXIT_NEW, out); return true;
    case SDLK_u:
        gui_hints_stop(&f->hints);
        gui_referee_undo(&game->ref, s4_clock_ms());
        gui_screen_to_live(f, &game->setup, &game->ref);
        return true;
    case SDLK_LEFTBRACKET:
    case SDLK_RIGHTBRACKET: return difficulty_key(f, game, opts, key) || depth_key(game, key);
    case SDLK_w:
        f->warn = !f->warn;
        gui_flow_say(f, "Warning before a move that throws away a proved win or draw: %s",
                     f->warn ? "on" : "off");
        /* Kept for the next games where the start screen's settings are in use (a game
         * from the command line never rewrites them: they were not read). */
        f->settings.warn = f->warn;
        if (opts->start_screen)
            gui_settings_keep(f->settings_path, &f->settings);
        return true;
    case SDLK_SPACE:
        /* Two engines watched: pause, or go on (the status line says which). */
        gui_referee_toggle_pause(&game->ref);
        return true;
    default: return false;
    }
}

/* Left/Right/Home/End through the game's positions (review), from the live board or on. */
static bool review_key(GuiFlow *f, const GuiGameSetup *setup, const GuiReferee *ref,
                       SDL_Keycode key)
{
    int n = ref->game.move_count;
    int at = f->review >= 0 ? f->review : n;
    switch (key) {
    case SDLK_LEFT: gui_flow_review(f, setup, ref, at - 1); return true;
    case SDLK_RIGHT: gui_flow_review(f, setup, ref, at + 1 >= n ? n : at + 1); return true;
    case SDLK_HOME: gui_flow_review(f, setup, ref, 0); return true;
    case SDLK_END: gui_flow_review(f, setup, ref, n); return true;
    default: return false;
    }
}

/* A click on the move list: true when it was one. */
static bool move_list_click(GuiFlow *f, GuiGameState *game, const char *id)
{
    return strncmp(id, "move:", 5) == 0 && gui_move_list_choose(f, game, id);
}

/* ================================================================ start */

static bool start_key(const GuiScreenParts *p, SDL_Keycode key, Uint16 mod, GuiIntent *out)
{
    (void)mod;
    return gui_start_screen_key(p, key, out);
}

static bool start_click(const GuiScreenParts *p, const char *id, GuiIntent *out)
{
    if (id[0] != '\0')
        gui_start_screen_choose(p, id, out);
    return true; /* the board behind the menu is only a picture */
}

static void start_draw(const GuiScreenParts *p)
{
    gui_start_screen_draw(p->win, p->flow, p->game);
}

/* ================================================================ playing */

static bool playing_key(const GuiScreenParts *p, SDL_Keycode key, Uint16 mod, GuiIntent *out)
{
    GuiFlow *f = p->flow;
    const GuiReferee *ref = &p->game->ref;
    switch (key) {
    case SDLK_ESCAPE: gui_door_open(f, ref, p->net, GUI_EXIT_LEAVE, out); return true;
    case SDLK_LEFT:
    case SDLK_RIGHT:
    case SDLK_UP:
    case SDLK_DOWN:
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        if (gui_keyboard_play_key(p, key, mod))
            return true;
        /* A game set up finished (--position) is stepped through like a finished one. */
        if (gui_referee_over(ref))
            return review_key(f, &p->game->setup, ref, key);
        return false;
    case SDLK_HOME:
    case SDLK_END: return gui_referee_over(ref) && review_key(f, &p->game->setup, ref, key);
    default: return game_key(p, key, mod, out);
    }
}

static bool game_click(const GuiScreenParts *p, const char *id, GuiIntent *out)
{
    if (id[0] == '\0')
        return false; /* the board's */
    if (strcmp(id, "report:open") == 0)
        return gui_report_open(p->flow, p->game, p->opts) || true;
    if (strncmp(id, "result:", 7) == 0)
        return gui_result_panel_choose(p, id, out);
    move_list_click(p->flow, p->game, id);
    return true;
}

static void playing_update(const GuiScreenParts *p)
{
    if (gui_screen_live(&p->game->setup, &p->game->ref) == GUI_SCREEN_RESULT && !p->fx->drop.active)
        gui_screen_set(p->flow, GUI_SCREEN_RESULT);
}

/* The marks over the board and the panels of every screen with a board. */
static void board_draw(const GuiScreenParts *p)
{
    if (gui_flow_threats_shown(p->flow, &p->game->ref))
        gui_threats_draw(p->win, p->flow, p->view, p->game);
    gui_hints_draw(p->win, p->flow, p->view, p->game, p->opts, p->net);
    gui_move_list_draw(p->win, p->flow, p->game);
    gui_player_cards_draw(p->win, p->view, p->flow, p->game, p->opts, p->net);
}

/* ================================================================ result */

static bool result_key(const GuiScreenParts *p, SDL_Keycode key, Uint16 mod, GuiIntent *out)
{
    if (gui_result_panel_key(p, key, out))
        return true;
    switch (key) {
    case SDLK_ESCAPE: out->kind = GUI_INTENT_TO_START; return true;
    case SDLK_e: gui_report_open(p->flow, p->game, p->opts); return true;
    case SDLK_HOME:
    case SDLK_END: return review_key(p->flow, &p->game->setup, &p->game->ref, key);
    default: return game_key(p, key, mod, out);
    }
}

static void result_update(const GuiScreenParts *p)
{
    if (gui_screen_live(&p->game->setup, &p->game->ref) != GUI_SCREEN_RESULT)
        gui_screen_to_live(p->flow, &p->game->setup, &p->game->ref); /* taken back (U) */
}

static void result_draw(const GuiScreenParts *p)
{
    board_draw(p);
    if (gui_result_panel_draw(p->win, p->flow, p->fx, p->game, p->net))
        p->frames->redraw = true;
}

/* ================================================================ review */

static bool review_screen_key(const GuiScreenParts *p, SDL_Keycode key, Uint16 mod,
                              GuiIntent *out)
{
    if (review_key(p->flow, &p->game->setup, &p->game->ref, key))
        return true;
    if (key == SDLK_e && gui_report_available(p->game)) {
        gui_report_open(p->flow, p->game, p->opts);
        return true;
    }
    if (key == SDLK_ESCAPE) {
        /* Back from looking through the game, the player is where the game stands: the
         * result panel, with its next steps, comes back for a finished game. */
        gui_screen_to_live(p->flow, &p->game->setup, &p->game->ref);
        return true;
    }
    return game_key(p, key, mod, out);
}

static void review_update(const GuiScreenParts *p)
{
    const GuiReferee *ref = &p->game->ref;
    if (p->flow->review > ref->game.move_count)
        gui_flow_review(p->flow, &p->game->setup, ref, ref->game.move_count);
}

static void review_draw(const GuiScreenParts *p)
{
    board_draw(p);
    gui_report_entry_draw(p->win, p->flow, p->view, p->game);
}

/* ================================================================ report */

static bool report_key(const GuiScreenParts *p, SDL_Keycode key, Uint16 mod, GuiIntent *out)
{
    (void)mod;
    return gui_report_key(p, key, out);
}

static void report_draw(const GuiScreenParts *p)
{
    gui_report_draw(p->win, p->flow, p->game);
}

/* ================================================================ replay */

static bool replay_key(const GuiScreenParts *p, SDL_Keycode key, Uint16 mod, GuiIntent *out)
{
    GuiGameState *game = p->game;
    switch (key) {
    case SDLK_ESCAPE: out->kind = GUI_INTENT_TO_START; return true;
    case SDLK_LEFT:
    case SDLK_u: gui_game_replay_to(game, game->replay_index - 1); return true;
    case SDLK_RIGHT: gui_game_replay_to(game, game->replay_index + 1); return true;
    case SDLK_HOME:
    case SDLK_n: gui_game_replay_to(game, 0); return true;
    case SDLK_END: gui_game_replay_to(game, game->record.move_count); return true;
    case SDLK_e: gui_report_open(p->flow, game, p->opts); return true;
    default: return board_key(p, key, mod, out);
    }
}

static bool replay_click(const GuiScreenParts *p, const char *id, GuiIntent *out)
{
    (void)out;
    if (strcmp(id, "report:open") == 0)
        gui_report_open(p->flow, p->game, p->opts);
    else
        move_list_click(p->flow, p->game, id);
    return true; /* a record's board is stepped with the keys or the move list */
}

static void replay_draw(const GuiScreenParts *p)
{
    board_draw(p);
    gui_report_entry_draw(p->win, p->flow, p->view, p->game);
}

/* ================================================================ a friend over the network */

static bool friend_key(const GuiScreenParts *p, SDL_Keycode key, Uint16 mod, GuiIntent *out)
{
    (void)mod;
    return gui_friend_screen_key(p, key, out);
}

static bool friend_click(const GuiScreenParts *p, const char *id, GuiIntent *out)
{
    if (id[0] != '\0')
        gui_friend_screen_choose(p, id, out);
    return true; /* the board behind the form is only a picture */
}

static void friend_text(const GuiScreenParts *p, const char *typed)
{
    gui_friend_screen_text(p->net, p->frames, typed);
}

static void friend_draw(const GuiScreenParts *p)
{
    gui_friend_screen_draw(p->win, p->flow, p->game, p->net);
}

/* ================================================================ the lesson */

static bool lesson_key(const GuiScreenParts *p, SDL_Keycode key, Uint16 mod, GuiIntent *out)
{
    (void)mod;
    return gui_lesson_screen_key(p, key, out);
}

static void lesson_draw(const GuiScreenParts *p)
{
    gui_lesson_screen_draw(p->win, p->flow);
}

/* ================================================================ puzzles */

static bool puzzle_key(const GuiScreenParts *p, SDL_Keycode key, Uint16 mod, GuiIntent *out)
{
    if (gui_puzzle_screen_key(p, key, mod, out))
        return true;
    switch (key) {
    case SDLK_LEFT: /* keyboard play, while the board takes the player's move */
    case SDLK_RIGHT:
    case SDLK_UP:
    case SDLK_DOWN:
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        return gui_puzzle_screen_takes_moves(p->flow, &p->game->ref) &&
               gui_keyboard_play_key(p, key, mod);
    /* the board's own keys that give nothing away: layers, overlay, list */
    case SDLK_l:
    case SDLK_TAB:
    case SDLK_k: return board_key(p, key, mod, out);
    default: return false;
    }
}

static void puzzle_draw(const GuiScreenParts *p)
{
    gui_move_list_draw(p->win, p->flow, p->game);
    gui_puzzle_screen_draw(p->win, p->flow);
}

/* ================================================================ the table */

static const GuiScreenHandlers SCREENS[GUI_SCREEN_COUNT] = {
    [GUI_SCREEN_START] = {"start", start_key, start_click, NULL, start_draw, NULL},
    [GUI_SCREEN_PLAYING] = {"playing", playing_key, game_click, playing_update, board_draw},
    [GUI_SCREEN_RESULT] = {"result", result_key, game_click, result_update, result_draw},
    [GUI_SCREEN_REVIEW] = {"review", review_screen_key, game_click, review_update, review_draw},
    [GUI_SCREEN_REPLAY] = {"replay", replay_key, replay_click, NULL, replay_draw},
    [GUI_SCREEN_FRIEND] = {"friend", friend_key, friend_click, NULL, friend_draw, friend_text},
    [GUI_SCREEN_LESSON] = {"lesson", lesson_key, gui_lesson_screen_click, NULL, lesson_draw, NULL},
    [GUI_SCREEN_REPORT] = {"report", report_key, gui_report_click, gui_report_update, report_draw,
                           NULL},
    [GUI_SCREEN_PUZZLE] = {"puzzle", puzzle_key, gui_puzzle_screen_click,
                           gui_puzzle_screen_update, puzzle_draw, NULL},
};

bool gui_flow_key(const GuiScreenParts *p, SDL_Keycode key, Uint16 mod, GuiIntent *out)
{
    *out = (GuiIntent){GUI_INTENT_NONE};
    if (modal_key(p, key, mod, out))
        return true;
    return SCREENS[p->flow->screen].key(p, key, mod, out);
}

void gui_flow_text(const GuiScreenParts *p, const char *typed)
{
    if (p->flow->modal == GUI_MODAL_NONE && SCREENS[p->flow->screen].text != NULL)
        SCREENS[p->flow->screen].text(p, typed);
}

bool gui_flow_click(const GuiScreenParts *p, int x, int y, GuiIntent *out)
{
    GuiFlow *f = p->flow;
    const GuiWindow *win = p->win;
    *out = (GuiIntent){GUI_INTENT_NONE};
    float dx = win->w > 0 ? (float)x * (float)win->draw_w / (float)win->w : (float)x;
    float dy = win->h > 0 ? (float)y * (float)win->draw_h / (float)win->h : (float)y;
    const char *hit = gui_hits_at(&f->hits, dx, dy);
    char id[GUI_HIT_ID] = "";
    if (hit != NULL)
        snprintf(id, sizeof id, "%s", hit);
    if (f->modal == GUI_MODAL_CONFIRM) {
        if (strcmp(id, "confirm:yes") == 0 || strcmp(id, "confirm:no") == 0)
            answer_dialog(p, strcmp(id, "confirm:yes") == 0, out);
        return true;
    }
    if (f->modal == GUI_MODAL_GAMES) {
        gui_games_click(f, id, out);
        return true;
    }
    return SCREENS[f->screen].click(p, id, out);
}

/* A game against the engine at a named level counted in the series (or taken off it by an
 * undo) counts in the record against that level too, kept at once: the window may be
 * closed at any moment after the game's end. */
static void keep_record(GuiFlow *f, const GuiSeriesScore *before, const GuiGameState *game)
{
    int count, index = -1;
    const char *const *names = s4_geometry_preset_names(&count);
    for (int i = 0; i < count; i++)
        if (strcmp(names[i], game->geo.name) == 0)
            index = i;
    if (before->difficulty != f->score.difficulty ||
        !gui_level_record_add(&f->record, index, game->setup.difficulty,
                              f->score.person[0] - before->person[0],
                              f->score.person[1] - before->person[1],
                              f->score.draws - before->draws) ||
        f->record_path[0] == '\0')
        return;
    char why[GUI_RECORD_PATH + 300];
    if (!gui_level_record_save(f->record_path, &f->record, why, sizeof why))
        fprintf(stderr, "score4: %s\n", why);
}

void gui_flow_update(const GuiScreenParts *p)
{
    GuiFlow *f = p->flow;
    gui_hints_poll(&f->hints);
    if (f->screen != GUI_SCREEN_START && f->screen != GUI_SCREEN_REPLAY &&
        f->screen != GUI_SCREEN_LESSON &&
        f->screen != GUI_SCREEN_PUZZLE) { /* a puzzle is no game of the series */
        GuiSeriesScore before = f->score;
        const GuiGameSetup *setup = &p->game->setup;
        gui_series_score_follow(&f->score, &p->game->ref.game, setup->mode == GUI_MODE_PVE,
                                 setup->human);
        if (setup->mode == GUI_MODE_PVE)
            keep_record(f, &before, p->game);
    }
    if (f->note.text[0] != '\0' && s4_clock_ms() > f->note.until_ms)
        f->note.text[0] = '\0';
    gui_report_follow(f, p->game);
    if (SCREENS[f->screen].update != NULL)
        SCREENS[f->screen].update(p);
    gui_warn_follow(f, &p->game->ref, p->opts);
    GuiAutosaveGame kept = {p->game, p->net,
                            f->screen != GUI_SCREEN_START && f->screen != GUI_SCREEN_REPLAY &&
                                f->screen != GUI_SCREEN_LESSON};
    gui_autosave_follow(&kept, &f->autosaved_digest, &f->note);
    /* The move list takes the left edge, or in a portrait window a strip above the status
     * bar; the 3D view is fitted into the rest (app_view.c). */
    GuiRect list = {0, 0, 0, 0};
    if (f->move_list && f->screen != GUI_SCREEN_START && f->screen != GUI_SCREEN_LESSON)
        list = gui_move_list_rect(p->win);
    bool across = gui_move_list_across(p->win);
    p->view->move_list_width = across ? 0.0f : list.w;
    p->view->move_list_height = across ? list.h : 0.0f;
}

/* A passing message just above the status bar and the panels along the bottom (a portrait
 * window's layers strip and move list, which it had covered as they were being used), and
 * clear of the layers panel's grids at the right; wrapped, never cut by the window's edge. */
static void draw_note(const GuiFlow *f, GuiWindow *win, const GuiViewState *view)
{
    float s = win->text.scale;
    TTF_Font *font = win->text.fonts[GUI_FONT_BOLD];
    float right = view->layers_layout.shown && !view->layers_layout.across
                      ? view->insets.right
                      : 0.0f;
    if (right > (float)win->draw_w * 0.5f)
        right = 0.0f;
    float room = (float)win->draw_w - right - 48 * s;
    GuiFitLines fit;
    gui_text_fit(font, f->note.text, room, GUI_FIT_MAX_LINES, &fit);
    int w = 0, line = TTF_FontLineSkip(font);
    for (int i = 0; i < fit.count; i++) {
        int lw = 0, lh = 0;
        TTF_SizeUTF8(font, fit.line[i], &lw, &lh);
        w = lw > w ? lw : w;
    }
    float height = (float)(line * fit.count) + 16 * s;
    float bottom = fmaxf(gui_screen_bottom_bar(s), view->insets.bottom);
    if (bottom > (float)win->draw_h * 0.5f)
        bottom = gui_screen_bottom_bar(s); /* no room above them: over them, as before */
    GuiRect r = {((float)win->draw_w - right - (float)w) * 0.5f - 12 * s,
                 (float)win->draw_h - bottom - height - 12 * s, (float)w + 24 * s, height};
    gui_widget_panel(&win->renderer, r, s);
    for (int i = 0; i < fit.count; i++)
        gui_text_draw(&win->text, &win->renderer, GUI_FONT_BOLD, fit.line[i], r.x + 12 * s,
                      r.y + 8 * s + (float)(line * i), GUI_ALIGN_LEFT, GUI_UI_ACCENT, NULL, NULL);
}

void gui_flow_draw(const GuiScreenParts *p)
{
    GuiFlow *f = p->flow;
    gui_hits_clear(&f->hits);
    SCREENS[f->screen].draw(p);
    if (f->modal == GUI_MODAL_HELP)
        gui_help_draw(p->win, f, p->game, p->net);
    else if (f->modal == GUI_MODAL_CONFIRM)
        gui_confirm_draw(p->win, f, p->game, p->net);
    else if (f->modal == GUI_MODAL_GAMES)
        gui_games_draw(p->win, f);
    /* A modal is read first: a note would lie over its words (the help's first page
     * reaches the note's place in a small window); it waits, timed as ever, under it. */
    if (f->note.text[0] != '\0' && f->modal == GUI_MODAL_NONE)
        draw_note(f, p->win, p->view);
}
