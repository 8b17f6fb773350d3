/* app_flow.c: the game flow around the board: start screen or game at launch, new games,
 * review, the keys the screens take, and the order the screens are drawn in. */
#include "gui/screens.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/line_name.h"
#include "gui/difficulty.h"
#include "gui/text_fit.h"

void gui_flow_note(App *app, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(app->flow.note, sizeof app->flow.note, fmt, ap);
    va_end(ap);
    app->flow.note_until_ms = gui_now_ms() + 4000.0;
}

/* What the engines are asked for at the next new game. */
static void apply_strength(App *app)
{
    GuiFlow *f = &app->flow;
    if (f->difficulty >= 0) {
        const GuiDifficulty *d = gui_difficulty(f->difficulty);
        gui_referee_set_strength(&app->ref, d->level, d->movetime_ms, false);
        if (f->black_difficulty >= 0 && app->opts.mode == GUI_MODE_EVE) {
            const GuiDifficulty *b = gui_difficulty(f->black_difficulty);
            gui_referee_set_colour_strength(&app->ref, S4_BLACK, b->level, b->movetime_ms);
        }
        app->depth = -1;
    } else {
        /* A depth is the player's expert choice: it may take long, and that is no failure
         * unless they set a timeout themselves. */
        gui_referee_set_strength(&app->ref, 0, 0, !app->opts.timeout_given);
    }
}

/* A fresh game with the same players: the board, hints and review start again. */
void gui_flow_new_game(App *app)
{
    GuiFlow *f = &app->flow;
    gui_hints_stop(&f->hints);
    f->review = -1;
    f->result_focus = 0;
    f->dialog = GUI_DIALOG_NONE;
    f->hints_asked = 0;
    apply_strength(app);
    gui_app_new_game(app);
    /* The series goes on with the same difficulty; another one starts a new series. */
    if (f->score.difficulty != f->difficulty)
        gui_session_score_reset(&f->score, f->difficulty);
    gui_session_score_next(&f->score, &app->ref.game);
}

void gui_flow_init(App *app)
{
    GuiFlow *f = &app->flow;
    f->review = -1;
    f->difficulty = app->opts.level;
    f->black_difficulty = app->opts.black_level;
    gui_settings_defaults(&f->settings);
    if (!gui_settings_path(f->settings_path, sizeof f->settings_path))
        f->settings_path[0] = '\0';
    if (!app->opts.start_screen) {
        f->screen = GUI_SCREEN_GAME;
        gui_flow_new_game(app);
        return;
    }
    char msg[GUI_SETTINGS_PATH + 300];
    if (f->settings_path[0] == '\0')
        fprintf(stderr, "score4: settings: neither XDG_CONFIG_HOME nor HOME is set: using the "
                        "defaults, and they will not be kept\n");
    else if (gui_settings_load(f->settings_path, &f->settings, msg, sizeof msg),
             msg[0] != '\0')
        fprintf(stderr, "score4: %s\n", msg);
    f->threats = f->settings.threats;
    gui_flow_to_start(app);
}

void gui_flow_to_start(App *app)
{
    GuiFlow *f = &app->flow;
    gui_hints_stop(&f->hints);
    f->screen = GUI_SCREEN_START;
    f->dialog = GUI_DIALOG_NONE;
    f->review = -1;
    f->menu_row = GUI_MENU_ROWS - 1;
    f->menu_button = 0;
    /* The chosen game stands behind the menu, without engines. */
    int count;
    app->opts.game = s4_geometry_preset_names(&count)[f->settings.game];
    app->opts.position = app->opts.moves = app->opts.replay = NULL;
    app->opts.mode = GUI_MODE_PVP;
    if (!gui_app_setup_game(app, false))
        fprintf(stderr, "score4: %s\n", app->err);
}

void gui_flow_begin(App *app)
{
    GuiFlow *f = &app->flow;
    const GuiSettings *s = &f->settings;
    int count;
    app->opts.game = s4_geometry_preset_names(&count)[s->game];
    app->opts.mode = s->opponent == GUI_OPPONENT_PERSON    ? GUI_MODE_PVP
                     : s->opponent == GUI_OPPONENT_ENGINES ? GUI_MODE_EVE
                                                           : GUI_MODE_PVE;
    if (s->side == GUI_SIDE_RANDOM) {
        /* Once per game from the start screen; Play again keeps it, Swap sides swaps it. */
        static const unsigned SEED_MIX = 2654435761u;
        unsigned seed = (unsigned)time(NULL) * SEED_MIX ^ (unsigned)app->frame_count;
        app->opts.human = (seed >> 7 & 1) ? S4_BLACK : S4_WHITE;
    } else {
        app->opts.human = s->side == GUI_SIDE_BLACK ? S4_BLACK : S4_WHITE;
    }
    f->difficulty = s->difficulty;
    f->black_difficulty = s->opponent == GUI_OPPONENT_ENGINES ? s->black_engine : -1;
    f->threats = s->threats;
    app->opts.depth = -1;
    app->opts.position = app->opts.moves = app->opts.replay = NULL;
    char err[GUI_SETTINGS_PATH + 300];
    if (f->settings_path[0] != '\0' && !gui_settings_save(f->settings_path, s, err, sizeof err))
        fprintf(stderr, "score4: settings not kept: %s\n", err);
    if (!gui_app_setup_game(app, true)) {
        gui_flow_note(app, "%s", app->err);
        return;
    }
    f->screen = GUI_SCREEN_GAME;
    gui_session_score_reset(&f->score, f->difficulty); /* the start screen's Start: a new series */
    gui_flow_new_game(app);
}

const S4Game *gui_flow_shown(const App *app)
{
    return app->flow.review >= 0 ? &app->flow.shown : &app->ref.game;
}

bool gui_flow_threats_shown(const App *app)
{
    return app->flow.threats && app->flow.screen == GUI_SCREEN_GAME &&
           !s4_game_over(gui_flow_shown(app));
}

void gui_flow_review(App *app, int k)
{
    GuiFlow *f = &app->flow;
    const S4Game *game = &app->ref.game;
    if (k < 0 || app->opts.mode == GUI_MODE_REPLAY) {
        f->review = -1;
        return;
    }
    if (k > game->move_count)
        k = game->move_count;
    f->review = k;
    f->shown = *game;
    while (f->shown.move_count > k)
        s4_game_undo(&f->shown);
}

/* What the engine playing colour really does, into buf: its level when it took `level
 * N;`, else the time per move it was given instead. Returns its named difficulty. */
static const GuiDifficulty *seat_strength(const App *app, S4Colour colour, char *buf,
                                          size_t size)
{
    const GuiDifficulty *now = gui_difficulty(app->flow.difficulty);
    for (int i = 0; i < gui_difficulty_count(); i++)
        if (gui_difficulty(i)->level == app->ref.level[colour])
            now = gui_difficulty(i);
    if (gui_referee_extension(&app->ref, colour, "level") == S4_EXTENSION_DECLINED)
        snprintf(buf, size, "%s: %d ms a move (the engine has no levels)", now->name,
                 app->ref.level_movetime_ms[colour]);
    else
        snprintf(buf, size, "%s (level %d)", now->name, app->ref.level[colour]);
    return now;
}

void gui_flow_strength(const App *app, char *buf, size_t size)
{
    const GuiFlow *f = &app->flow;
    buf[0] = '\0';
    if (app->opts.mode != GUI_MODE_PVE && app->opts.mode != GUI_MODE_EVE)
        return;
    if (f->difficulty >= 0) {
        /* The game on the board keeps the difficulty it began with: named first, the one
         * chosen since ([ and ]) after it ("Club (level 5), Expert from the next game"). */
        const GuiDifficulty *d = gui_difficulty(f->difficulty);
        char later[96] = "";
        if (app->opts.mode == GUI_MODE_PVE) {
            S4Colour engine = s4_other(app->opts.human);
            const GuiDifficulty *now = seat_strength(app, engine, buf, size);
            if (now != d)
                snprintf(later, sizeof later, ", %s from the next game (N)", d->name);
        } else {
            /* Two engines: one difficulty for both, or each side's ("White Casual (level
             * 3), Black Expert (level 8)"); [ and ] change White's when each has its own. */
            char white[96], black[96];
            const GuiDifficulty *now = seat_strength(app, S4_WHITE, white, sizeof white);
            seat_strength(app, S4_BLACK, black, sizeof black);
            if (strcmp(white, black) == 0)
                snprintf(buf, size, "%s", white);
            else
                snprintf(buf, size, "%s %s, %s %s", s4_side_name(&app->geo, S4_WHITE), white,
                         s4_side_name(&app->geo, S4_BLACK), black);
            if (now != d)
                snprintf(later, sizeof later, ", %s%s%s from the next game (N)",
                         f->black_difficulty >= 0 ? s4_side_name(&app->geo, S4_WHITE) : "",
                         f->black_difficulty >= 0 ? " " : "", d->name);
        }
        size_t used = strlen(buf);
        snprintf(buf + used, size - used, "%s", later);
    } else if (app->depth >= 0) {
        S4Colour engine = app->opts.mode == GUI_MODE_PVE ? s4_other(app->opts.human) : S4_WHITE;
        if (gui_referee_extension(&app->ref, engine, "depth") == S4_EXTENSION_DECLINED)
            snprintf(buf, size, "the engine's own settings (it has no 'depth N;')");
        else
            snprintf(buf, size, "depth %d%s%s", app->depth,
                     app->depth != app->ref.depth ? " (from the next game, N)" : "",
                     app->ref.patient ? ", no time limit" : "");
    } else {
        snprintf(buf, size, "the engine's own settings");
    }
}

void gui_flow_strength_brief(const App *app, const char *full, char *buf, size_t size)
{
    const GuiFlow *f = &app->flow;
    if (f->difficulty >= 0 && app->opts.mode == GUI_MODE_EVE) {
        char words[96];
        const GuiDifficulty *white = seat_strength(app, S4_WHITE, words, sizeof words);
        const GuiDifficulty *black = seat_strength(app, S4_BLACK, words, sizeof words);
        if (white != black) {
            snprintf(buf, size, "%s %s, %s %s", s4_side_name(&app->geo, S4_WHITE), white->name,
                     s4_side_name(&app->geo, S4_BLACK), black->name);
            return;
        }
    }
    /* Otherwise the full form's first words ("Beginner" of "Beginner (level 1)"). */
    size_t cut = strcspn(full, "(:,");
    while (cut > 0 && full[cut - 1] == ' ')
        cut--;
    snprintf(buf, size, "%.*s", (int)cut, full);
}

/* Keeps review in range and the hint child read. */
void gui_flow_update(App *app)
{
    GuiFlow *f = &app->flow;
    gui_hints_poll(&f->hints);
    if (f->screen == GUI_SCREEN_GAME && app->opts.mode != GUI_MODE_REPLAY)
        gui_session_score_follow(&f->score, &app->ref.game, app->opts.mode == GUI_MODE_PVE,
                                 app->opts.human);
    if (f->note[0] != '\0' && gui_now_ms() > f->note_until_ms)
        f->note[0] = '\0';
    if (f->review > app->ref.game.move_count)
        gui_flow_review(app, app->ref.game.move_count);
    /* The move list takes the left edge, or in a portrait window a strip above the status
     * bar; the 3D view is fitted into the rest (app_view.c). */
    GuiRect list = {0, 0, 0, 0};
    if (f->move_list && f->screen == GUI_SCREEN_GAME)
        list = gui_move_list_rect(app);
    bool across = gui_move_list_across(app);
    app->move_list_width = across ? 0.0f : list.w;
    app->move_list_height = across ? list.h : 0.0f;
}

/* Closes the open confirmation; yes carries out what it asked (leave the game, or cut the
 * game at the reviewed move and play the chosen peg there). */
static void answer_dialog(App *app, bool yes)
{
    GuiFlow *f = &app->flow;
    GuiDialog d = f->dialog;
    f->dialog = GUI_DIALOG_NONE;
    if (yes && d == GUI_DIALOG_LEAVE) {
        gui_flow_to_start(app);
    } else if (yes && d == GUI_DIALOG_TRUNCATE) {
        gui_referee_truncate(&app->ref, f->review, gui_now_ms());
        f->review = -1;
        gui_referee_play(&app->ref, f->truncate_peg, gui_now_ms());
    }
}

bool gui_flow_click(App *app, int x, int y)
{
    GuiFlow *f = &app->flow;
    float dx = app->win_w > 0 ? (float)x * (float)app->draw_w / (float)app->win_w : (float)x;
    float dy = app->win_h > 0 ? (float)y * (float)app->draw_h / (float)app->win_h : (float)y;
    const char *hit = gui_hits_at(&f->hits, dx, dy);
    char id[GUI_HIT_ID] = "";
    if (hit != NULL)
        snprintf(id, sizeof id, "%s", hit);
    if (f->screen == GUI_SCREEN_START) {
        if (id[0] != '\0')
            gui_start_screen_choose(app, id);
        return true; /* the board behind the menu is only a picture */
    }
    if (f->dialog != GUI_DIALOG_NONE) {
        if (strcmp(id, "confirm:yes") == 0 || strcmp(id, "confirm:no") == 0) {
            answer_dialog(app, strcmp(id, "confirm:yes") == 0);
        }
        return true;
    }
    if (id[0] == '\0')
        return false;
    if (strncmp(id, "result:", 7) == 0)
        return gui_result_panel_choose(app, id);
    if (strncmp(id, "move:", 5) == 0)
        return gui_move_list_choose(app, id);
    return true;
}

bool gui_flow_play(App *app, int peg)
{
    GuiFlow *f = &app->flow;
    if (f->review < 0 || f->review == app->ref.game.move_count) {
        f->review = -1;
        return gui_referee_play(&app->ref, peg, gui_now_ms()) == S4_OK;
    }
    /* Playing on from an earlier position drops the later moves. */
    if (!s4_board_can_play(&f->shown.board, peg) || s4_game_over(&f->shown))
        return false;
    if (app->opts.mode != GUI_MODE_PVP &&
        (app->opts.mode != GUI_MODE_PVE || s4_game_to_move(&f->shown) != app->opts.human)) {
        gui_flow_note(app, "The engine moves here: step to one of your moves to play on");
        return false;
    }
    if (app->opts.mode == GUI_MODE_PVP) {
        gui_referee_truncate(&app->ref, f->review, gui_now_ms());
        f->review = -1;
        return gui_referee_play(&app->ref, peg, gui_now_ms()) == S4_OK;
    }
    f->truncate_peg = peg;
    f->dialog = GUI_DIALOG_TRUNCATE;
    return true;
}

static bool review_key(App *app, SDL_Keycode key)
{
    GuiFlow *f = &app->flow;
    int n = app->ref.game.move_count;
    int at = f->review >= 0 ? f->review : n;
    switch (key) {
    case SDLK_LEFT: gui_flow_review(app, at - 1); return true;
    case SDLK_RIGHT: gui_flow_review(app, at + 1 >= n ? n : at + 1); return true;
    case SDLK_HOME: gui_flow_review(app, 0); return true;
    case SDLK_END: gui_flow_review(app, n); return true;
    default: return false;
    }
}

bool gui_flow_key(App *app, SDL_Keycode key, Uint16 mod)
{
    GuiFlow *f = &app->flow;
    if (key == SDLK_o && (mod & KMOD_CTRL) && f->dialog == GUI_DIALOG_NONE) {
        gui_open_last_game(app); /* from the start screen or a game */
        return true;
    }
    if (f->screen == GUI_SCREEN_START)
        return gui_start_screen_key(app, key);
    if (f->dialog != GUI_DIALOG_NONE) {
        if (key == SDLK_y || key == SDLK_RETURN || key == SDLK_KP_ENTER ||
            key == SDLK_n || key == SDLK_ESCAPE) {
            answer_dialog(app, key == SDLK_y || key == SDLK_RETURN || key == SDLK_KP_ENTER);
        }
        return true;
    }
    if (gui_result_panel_shown(app) && gui_result_panel_key(app, key))
        return true;
    bool replay = app->opts.mode == GUI_MODE_REPLAY;
    switch (key) {
    case SDLK_ESCAPE:
        if (f->review >= 0 && !replay) {
            /* Back from looking through a finished game, the player is where the game
             * ended: the result panel, with its next steps, comes back (it is hidden only
             * while a review lasts). */
            f->review = -1;
            return true;
        }
        if (!replay && app->ref.game.move_count > 0 && !gui_referee_over(&app->ref))
            f->dialog = GUI_DIALOG_LEAVE;
        else
            gui_flow_to_start(app);
        return true;
    case SDLK_s:
        if (mod & KMOD_CTRL) {
            gui_save_game(app);
            return true;
        }
        return false;
    case SDLK_i:
        gui_hint_ask(app);
        return true;
    case SDLK_t:
        f->threats = !f->threats;
        return true;
    case SDLK_k:
        f->move_list = !f->move_list;
        return true;
    case SDLK_n:
        if (replay)
            return false;
        gui_flow_new_game(app);
        return true;
    case SDLK_u:
        if (replay)
            return false;
        gui_hints_stop(&f->hints);
        f->review = -1;
        gui_referee_undo(&app->ref, gui_now_ms());
        return true;
    case SDLK_LEFTBRACKET:
    case SDLK_RIGHTBRACKET:
        if (f->difficulty < 0 || replay)
            return false; /* the expert's depth keys (app_input.c) */
    {
        int was = f->difficulty;
        f->difficulty += key == SDLK_RIGHTBRACKET ? 1 : -1;
        f->difficulty = f->difficulty < 0 ? 0
                        : f->difficulty >= gui_difficulty_count() ? gui_difficulty_count() - 1
                                                                   : f->difficulty;
        /* At the start of a game the choice applies at once; later, from the next game.
         * Said in a note too: a narrow window's title has no room for the difficulty. */
        const char *name = gui_difficulty(f->difficulty)->name;
        char what[48] = "Difficulty"; /* two engines, each its own: White's is changed */
        if (app->opts.mode == GUI_MODE_EVE && f->black_difficulty >= 0)
            snprintf(what, sizeof what, "%s's engine", s4_side_name(&app->geo, S4_WHITE));
        if (f->difficulty == was) {
            gui_flow_note(app, "%s: %s, the %s", what, name,
                          key == SDLK_RIGHTBRACKET ? "strongest" : "weakest");
        } else if (app->ref.game.move_count == 0) {
            gui_flow_note(app, "%s: %s", what, name);
            gui_flow_new_game(app);
        } else {
            gui_flow_note(app, "%s: %s from the next game (N starts one)", what, name);
        }
        return true;
    }
    case SDLK_LEFT:
    case SDLK_RIGHT:
    case SDLK_HOME:
    case SDLK_END:
        /* Stepping through a finished game, or one being reviewed. */
        if (!replay && (f->review >= 0 || gui_referee_over(&app->ref)))
            return review_key(app, key);
        return false;
    default:
        return false;
    }
}

bool gui_flow_status(const App *app, char *buf, size_t size)
{
    const GuiFlow *f = &app->flow;
    if (app->opts.mode == GUI_MODE_REPLAY) {
        gui_referee_replay_status(&app->ref, app->replay_index, app->record.move_count, buf, size);
        return true;
    }
    if (f->review >= 0) {
        snprintf(buf, size, "Review: move %d of %d: %s   Left/Right: step   Esc: back to the game",
                 f->review, app->ref.game.move_count, s4_result_text(&f->shown));
        return true;
    }
    return false;
}

void gui_flow_draw(App *app)
{
    GuiFlow *f = &app->flow;
    gui_hits_clear(&f->hits);
    if (f->screen == GUI_SCREEN_START) {
        gui_start_screen_draw(app);
        return;
    }
    if (gui_flow_threats_shown(app))
        gui_threats_draw(app);
    gui_hints_draw(app);
    gui_move_list_draw(app);
    if (app->help)
        gui_help_draw(app);
    if (gui_result_panel_shown(app))
        gui_result_panel_draw(app);
    if (f->dialog != GUI_DIALOG_NONE)
        gui_confirm_draw(app);
    if (f->note[0] != '\0') {
        /* Wrapped to the window (a saved game's path is long), never cut by its edge. */
        float s = app->text.scale;
        TTF_Font *font = app->text.fonts[GUI_FONT_BOLD];
        GuiFitLines fit;
        gui_text_fit(font, f->note, (float)app->draw_w - 48 * s, GUI_FIT_MAX_LINES, &fit);
        int w = 0, line = TTF_FontLineSkip(font);
        for (int i = 0; i < fit.count; i++) {
            int lw = 0, lh = 0;
            TTF_SizeUTF8(font, fit.line[i], &lw, &lh);
            w = lw > w ? lw : w;
        }
        /* Just above the status bar and the panels along the bottom (a portrait window's
         * layers strip and move list, which it had covered as they were being used): the
         * top holds the result panel and the hint. */
        float height = (float)(line * fit.count) + 16 * s;
        float bottom = fmaxf(gui_screen_bottom_bar(s), app->insets.bottom);
        if (bottom > (float)app->draw_h * 0.5f)
            bottom = gui_screen_bottom_bar(s); /* no room above them: over them, as before */
        GuiRect r = {((float)app->draw_w - (float)w) * 0.5f - 12 * s,
                     (float)app->draw_h - bottom - height - 12 * s, (float)w + 24 * s, height};
        gui_widget_panel(&app->renderer, r, s);
        for (int i = 0; i < fit.count; i++)
            gui_text_draw(&app->text, &app->renderer, GUI_FONT_BOLD, fit.line[i], r.x + 12 * s,
                          r.y + 8 * s + (float)(line * i), GUI_ALIGN_LEFT, GUI_UI_ACCENT, NULL, NULL);
    }
}
