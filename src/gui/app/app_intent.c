/* app_intent.c: the App carries out what the screens' key and click handlers asked for
 * (intent.h) after they return: a game set up anew (Start, Resume, Swap sides, a game with
 * a friend, a saved game opened), each by changing the game's description (game_setup.h)
 * and setting the game up from it; the start screen, quitting. These are
 * the flow's steps that need the whole App; the screens themselves get parts. */
#include "gui/app/app_intent.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "gui/model/autosave.h"
#include "gui/model/first_start.h"
#include "gui/model/friend_last.h"
#include "gui/model/kept_game.h"
#include "gui/model/level_record.h"
#include "gui/model/net.h"
#include "gui/screens/net_screen.h"
#include "gui/screens/screens.h"

GuiScreenParts gui_screen_parts(App *app)
{
    return (GuiScreenParts){app->opts, &app->game, &app->win,    &app->view, &app->fx,
                            &app->flow, &app->net,  &app->frames, &app->ptr};
}

static void open_lesson(App *app);
static bool lesson_at_start(const App *app);

void gui_flow_init(App *app)
{
    GuiFlow *f = &app->flow;
    f->review = -1;
    gui_settings_defaults(&f->settings);
    gui_net_recall(&app->net); /* the last game with a friend, offered back */
    if (!gui_settings_path(f->settings_path, sizeof f->settings_path))
        f->settings_path[0] = '\0';
    /* The record against each level: kept where the state directory is, else not kept. */
    char why[GUI_RECORD_PATH + 300];
    if (gui_level_record_path(f->record_path, sizeof f->record_path) &&
        (!gui_level_record_load(f->record_path, &f->record, why, sizeof why) || why[0] != '\0'))
        fprintf(stderr, "score4: %s\n", why);
    if (!gui_first_start_path(f->lesson_path, sizeof f->lesson_path))
        f->lesson_path[0] = '\0';
    else if (gui_first_start_read(f->lesson_path, why, sizeof why) == GUI_LESSON_CORRUPT)
        fprintf(stderr, "score4: %s\n", why);
    if (!app->opts->start_screen) {
        gui_flow_new_game(&app->flow, &app->game, app->opts);
        if (!gui_net_start(&app->net, &app->game, app->err, sizeof app->err)) {
            /* --host or --join that cannot begin */
            fprintf(stderr, "score4: %s\n", app->err);
            app->exit_code = 1;
            app->quit = true;
        } else if (app->opts->lesson) {
            open_lesson(app);
        }
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
    f->warn = f->settings.warn;
    gui_flow_to_start(app);
    if (lesson_at_start(app))
        open_lesson(app);
}

void gui_flow_to_start(App *app)
{
    GuiFlow *f = &app->flow;
    gui_net_stop(&app->net); /* leaving a game with a friend closes its line */
    gui_hints_stop(&f->hints);
    gui_screen_set(&app->flow, GUI_SCREEN_START);
    gui_autosave_load(&f->resume); /* a game kept on disk is offered as Resume */
    if (f->resume.note[0] != '\0') { /* one that did not read was put aside: said once */
        fprintf(stderr, "score4: %s\n", f->resume.note);
        gui_flow_say(f, "%s", f->resume.note);
    }
    f->menu_row = GUI_MENU_ROWS - 1;
    f->menu_button = f->resume.available ? 1 : 0; /* Resume first: Enter loses nothing */
    /* The chosen game stands behind the menu, without engines. */
    int count;
    gui_game_setup_backdrop(&app->game.setup, s4_geometry_preset_names(&count)[f->settings.game]);
    if (!gui_app_setup_game(app, false))
        fprintf(stderr, "score4: %s\n", app->err);
}

void gui_flow_begin(App *app)
{
    GuiFlow *f = &app->flow;
    const GuiSettings *s = &f->settings;
    if (s->opponent == GUI_OPPONENT_FRIEND) { /* host or join first (friend_screen.c) */
        gui_settings_keep(f->settings_path, s);
        gui_screen_set(&app->flow, GUI_SCREEN_FRIEND);
        return;
    }
    /* A random side is drawn once per game from the start screen; Play again keeps it,
     * Swap sides swaps it. */
    static const unsigned SEED_MIX = 2654435761u;
    unsigned seed = (unsigned)time(NULL) * SEED_MIX ^ (unsigned)app->frames.count;
    gui_game_setup_begin(&app->game.setup, s, (seed >> 7 & 1) ? S4_BLACK : S4_WHITE);
    f->threats = s->threats;
    f->warn = s->warn;
    gui_settings_keep(f->settings_path, s);
    if (!gui_app_setup_game(app, true)) {
        gui_flow_say(&app->flow, "%s", app->err);
        return;
    }
    /* The start screen's Start: a new series. */
    gui_series_score_reset(&f->score, app->game.setup.difficulty);
    gui_flow_new_game(&app->flow, &app->game, app->opts);
}

/* Starts the game the start screen describes, with the friend in the other seat. */
static void begin_with_friend(App *app, bool host)
{
    GuiNet *n = &app->net;
    const GuiSettings *s = &app->flow.settings;
    gui_game_setup_friend(&app->game.setup, s, host, n->form_host, n->form_code);
    if (host && n->host_kept && n->kept_code[0] != '\0')
        /* Resume: the kept game's kind, side and code, so the friend comes back with it,
         * on its port of before, which the friend's window tries again. */
        gui_game_setup_friend_resume(&app->game.setup, n->kept_game, n->kept_side, n->kept_code,
                                     n->kept_port);
    n->host_kept = false;
    n->form_error[0] = '\0';
    if (!gui_app_setup_game(app, false)) {
        gui_flow_say(&app->flow, "%s", app->err);
        return;
    }
    app->flow.threats = s->threats;
    if (!gui_net_start(n, &app->game, app->err, sizeof app->err)) {
        /* A code mistyped, a port taken: said under the form's Join button, the typed
         * address and code kept to mend, as for a host that turns the join away. */
        gui_net_back_to_form(n, &app->flow, host ? "Could not host" : "Could not join",
                             gui_net_start_why(app->err));
        return;
    }
    n->from_form = true;
    gui_screen_set(&app->flow, GUI_SCREEN_PLAYING);
}

/* Against the engine, the same game again with the person on the other side; hosting a
 * game with a friend, a new game with the seats swapped (the friend is told its side). */
static void swap_sides(App *app)
{
    GuiFlow *f = &app->flow;
    gui_game_setup_swap_sides(&app->game.setup); /* a host's seat too: the friend is told */
    /* The settings keep a fixed side, so the swap is remembered too. */
    if (f->settings.side != GUI_SIDE_RANDOM)
        f->settings.side = app->game.setup.human == S4_WHITE ? GUI_SIDE_WHITE : GUI_SIDE_BLACK;
    if (gui_app_setup_game(app, true))
        gui_flow_new_game(&app->flow, &app->game, app->opts);
    else
        gui_flow_say(&app->flow, "%s", app->err);
}

/* L: the level grids on or off; where they cannot be shown, says why instead of nothing. */
static void layers(App *app)
{
    if (app->view.layers && app->view.layers_layout.shown) {
        app->view.layers = false;
        return;
    }
    app->view.layers = true; /* wanted, shown or not: it comes when the window grows */
    gui_app_update_screen(app);
    if (app->view.layers_layout.shown)
        return;
    if (s4_geometry_is_flat(&app->game.geo))
        gui_flow_say(&app->flow, "%s has one level: the board shows it whole (no level grids)",
                     gui_game_title(app->game.geo.name));
    else
        gui_flow_say(&app->flow,
                     "The level grids need a larger window (%dx%d is too small): "
                     "make it larger, or use the ASCII overlay (Tab)",
                     app->win.w, app->win.h);
}

/* The saved game chosen in the list of games (f->open_path), to step through. */
static bool open_game_file(App *app)
{
    GuiFlow *f = &app->flow;
    const char *slash = strrchr(f->open_path, '/');
    const char *name = slash != NULL ? slash + 1 : f->open_path;
    GuiGameSetup before = app->game.setup;
    gui_game_setup_replay(&app->game.setup, f->open_path);
    if (!gui_app_setup_game(app, true)) {
        gui_flow_say(f, "Cannot open %s", app->err);
        app->game.setup = before;
        gui_flow_to_start(app);
        return false;
    }
    gui_hints_stop(&f->hints);
    gui_net_stop(&app->net); /* the game with a friend is left, as for the start screen */
    gui_screen_set(f, GUI_SCREEN_REPLAY);
    gui_flow_say(f, "Opened %s: Left/Right step through it", name);
    return true;
}

/* After the kept game was set up: a new series from the kept position, its moves neither
 * dropped nor heard again, and a note saying where the game goes on. */
static void resumed(GuiFlow *f, GuiGameState *game, const GuiOptions *opts, GuiFeedback *fx)
{
    gui_series_score_reset(&f->score, game->setup.difficulty);
    gui_flow_new_game(f, game, opts);
    /* Play again and N start from the empty board, not from the resumed position. */
    s4_game_init(&game->ref.initial, &game->geo);
    /* The kept moves are no drops and no sounds. */
    fx->drop_seen_moves = game->ref.game.move_count;
    fx->heard_result = game->ref.game.result;
    f->autosaved_digest = gui_autosave_digest(&game->ref.game);
    gui_flow_say(f, "Resumed at move %d", game->ref.game.move_count);
}

/* The start screen's Resume: the kept game again, with its players and strength. */
static bool resume(App *app)
{
    GuiFlow *f = &app->flow;
    if (!f->resume.available)
        return false;
    gui_game_setup_resume(&app->game.setup, &f->resume);
    bool ok = gui_app_setup_game(app, true);
    gui_game_setup_resumed(&app->game.setup);
    if (!ok) {
        gui_flow_say(f, "Cannot resume: %s", app->err);
        gui_flow_to_start(app);
        return false;
    }
    gui_hints_stop(&f->hints);
    gui_net_stop(&app->net); /* from the list of games, over a game with a friend */
    resumed(f, &app->game, app->opts, &app->fx);
    return true;
}

/* A joining window: the host plays another game than the one on screen; set it up, then
 * show the game as the host told it. */
static void host_game(App *app)
{
    gui_game_setup_host_game(&app->game.setup, app->net.join.game_name);
    if (!gui_app_setup_game(app, false))
        fprintf(stderr, "score4: %s\n", app->err);
    gui_net_show_told_game(&app->net, &app->game);
    /* The pegs printed with the first frame were the other game's: a driver that clicks
     * where they are (--print-pegs) reads them again, as drawn after this change. */
    app->run.pending_pegs = true;
}

/* The lesson (lesson_screen.c) on a Score Four board of its own, without engines: the
 * start screen's settings are left as they were. */
static void open_lesson(App *app)
{
    GuiFlow *f = &app->flow;
    gui_net_stop(&app->net);
    gui_hints_stop(&f->hints);
    gui_game_setup_lesson(&app->game.setup);
    if (!gui_app_setup_game(app, false) || !gui_lesson_fits(&app->game.geo)) {
        fprintf(stderr, "score4: lesson: %s\n", app->err);
        gui_flow_to_start(app);
        return;
    }
    gui_screen_set(f, GUI_SCREEN_LESSON);
    gui_lesson_start(&f->lesson, &app->game.geo);
    f->lesson_focus = 1; /* Next, once the page's task is done */
    f->lesson_typed = 0;
    if (app->opts->print_position) {
        printf("lesson: page 0: How beads drop\n");
        fflush(stdout);
    }
}

/* The lesson opens by itself: asked for (--lesson), or on a person's very first start (no
 * mark, and no record, kept game or friend game left by playing) when the window opens on the start screen. A
 * run driven by a script or a test (--script, --screenshot, --frames, --print-*) is not a
 * person's first start unless --first-start says so: the tests start from empty state
 * directories and must find the start screen they expect. */
static bool lesson_at_start(const App *app)
{
    const GuiOptions *o = app->opts;
    if (o->lesson)
        return true;
    if (o->no_lesson || !o->start_screen)
        return false;
    bool driven = o->script != NULL || o->screenshot != NULL || o->frames >= 0 ||
                  o->print_pegs || o->print_position || o->frame_stats;
    if (driven && !o->first_start)
        return false;
    char kept[GUI_FIRST_START_PATH] = "", friend[GUI_FIRST_START_PATH] = "";
    if (!gui_kept_game_path(kept, sizeof kept))
        kept[0] = '\0';
    if (!gui_friend_last_path(friend, sizeof friend))
        friend[0] = '\0';
    const char *played[] = {app->flow.record_path, kept, friend};
    return gui_first_start_due(app->flow.lesson_path, played, sizeof played / sizeof played[0]);
}

/* The puzzle screen's puzzle on the board: its position, no engine (puzzle_screen.c). */
static void puzzle(App *app)
{
    GuiPuzzleScreen *z = &app->flow.puzzle;
    gui_hints_stop(&app->flow.hints);
    gui_game_setup_puzzle(&app->game.setup, z->geo.name, z->position, z->solver);
    if (!gui_app_setup_game(app, false)) {
        gui_flow_say(&app->flow, "%s", app->err);
        return;
    }
    gui_modal_close(&app->flow);
    gui_game_new(&app->game);
    gui_screen_set(&app->flow, GUI_SCREEN_PUZZLE);
}

void gui_app_carry_out(App *app, const GuiIntent *in)
{
    switch (in->kind) {
    case GUI_INTENT_NONE: break;
    case GUI_INTENT_QUIT: app->quit = true; break;
    case GUI_INTENT_TO_START: gui_flow_to_start(app); break;
    case GUI_INTENT_SHOW_GAME: {
        /* The start screen again for the chosen game, the keyboard's row kept. */
        int row = app->flow.menu_row;
        gui_flow_to_start(app);
        app->flow.menu_row = row;
        break;
    }
    case GUI_INTENT_BEGIN: gui_flow_begin(app); break;
    case GUI_INTENT_RESUME: resume(app); break;
    case GUI_INTENT_GAME_LIST: gui_games_open(&app->flow); break;
    case GUI_INTENT_OPEN_FILE: open_game_file(app); break;
    case GUI_INTENT_SWAP_SIDES: swap_sides(app); break;
    case GUI_INTENT_HOST: begin_with_friend(app, true); break;
    case GUI_INTENT_JOIN: begin_with_friend(app, false); break;
    case GUI_INTENT_LAYERS: layers(app); break;
    case GUI_INTENT_HOST_GAME: host_game(app); break;
    case GUI_INTENT_PLAY_AGAIN: gui_flow_new_game(&app->flow, &app->game, app->opts); break;
    case GUI_INTENT_LESSON: open_lesson(app); break;
    case GUI_INTENT_PUZZLE: puzzle(app); break;
    }
}
