/* app_setup.c: a game set up from its description (game_setup.h): its start (a position,
 * a record to replay, moves), the referee and its engines, the layout and the camera's
 * home. Called at start-up (app.c) and by the intents that replace the game
 * (app_intent.c). */
#include "gui/app/app.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "core/notation.h"
#include "core/quote.h"
#include "gui/model/net.h"

/* ================================================================ the game to start from */

/* Reads game line `wanted` (1-based, comments skipped) of a record file into app->game.record. */
static bool load_replay(App *app, const char *path, int wanted)
{
    /* Bounded and without blocking: a FIFO, /dev/zero or a directory is refused at once. */
    S4RecordReader reader;
    S4Status st = s4_record_reader_open(&reader, path);
    char why[512];
    if (st != S4_OK) {
        s4_record_reader_describe(&reader, st, why, sizeof why);
        snprintf(app->err, sizeof app->err, "--replay %s", why);
        return false;
    }
    bool found = false;
    while (!found && s4_record_next(&reader, &app->game.record, &st)) {
        if (st == S4_ERR_INPUT_TOO_BIG || st == S4_ERR_SYSTEM || reader.games == wanted) {
            if (st != S4_OK) {
                s4_record_reader_describe(&reader, st, why, sizeof why);
                snprintf(app->err, sizeof app->err, "--replay %s", why);
                s4_record_reader_close(&reader);
                return false;
            }
            found = true;
        }
    }
    s4_record_reader_close(&reader);
    if (!found) {
        snprintf(app->err, sizeof app->err, "--replay %s: has %d game%s, not %d", path,
                 reader.games, reader.games == 1 ? "" : "s", wanted);
        return false;
    }
    return true;
}

/* Fills *game (pointing at app->game.geo) from the setup's position, moves or replay (the
 * messages name the options that give them on the command line). */
static bool build_start(App *app, S4Game *game)
{
    const GuiGameSetup *o = &app->game.setup;
    if (o->replay != NULL) {
        if (!load_replay(app, o->replay, o->replay_game))
            return false;
        app->game.geo = app->game.record.geo;
        s4_game_init(game, &app->game.geo);
        return true;
    }
    S4Status st = s4_geometry_preset(&app->game.geo, o->game);
    if (st != S4_OK) {
        int count;
        const char *const *names = s4_geometry_preset_names(&count);
        int len = snprintf(app->err, sizeof app->err, "--game %s: %s (one of:", o->game,
                           s4_status_str(st));
        for (int i = 0; i < count && len > 0 && (size_t)len < sizeof app->err; i++)
            len += snprintf(app->err + len, sizeof app->err - (size_t)len, " %s", names[i]);
        if (len > 0 && (size_t)len < sizeof app->err)
            snprintf(app->err + len, sizeof app->err - (size_t)len, ")");
        return false;
    }
    if (o->position != NULL) {
        S4Board board;
        st = s4_position_parse(&app->game.geo, o->position, &board);
        if (st != S4_OK) {
            char shown[S4_QUOTE_SIZE];
            snprintf(app->err, sizeof app->err, "--position '%s': %s",
                     s4_quote(o->position, strlen(o->position), shown, sizeof shown),
                     s4_status_str(st));
            return false;
        }
        s4_game_init_from(game, &board, o->to_move);
        return true;
    }
    s4_game_init(game, &app->game.geo);
    if (o->moves != NULL) {
        int bad = -1;
        st = s4_game_play_record(game, o->moves, &bad);
        if (st != S4_OK) {
            /* In the game's words: the Connect games have columns 1.., not pegs. */
            const char *why = s4_status_str(st);
            char flat_why[64];
            if (s4_geometry_is_flat(&app->game.geo) &&
                (st == S4_ERR_BAD_PEG || st == S4_ERR_PEG_FULL)) {
                if (st == S4_ERR_BAD_PEG)
                    snprintf(flat_why, sizeof flat_why, "no such column (they are 1 to %d)",
                             app->game.geo.width);
                else
                    snprintf(flat_why, sizeof flat_why, "the column is full");
                why = flat_why;
            }
            snprintf(app->err, sizeof app->err, "--moves: move %d: %s", bad + 1, why);
            return false;
        }
    }
    return true;
}

/* The default engine: score4-engine beside this binary, for the same game. */
static bool engine_command(App *app, char *buf, size_t size)
{
    const GuiOptions *o = app->opts;
    if (o->engine != NULL) {
        snprintf(buf, size, "%s", o->engine);
        return true;
    }
    char dir[768];
    if (!s4_client_self_dir(dir, sizeof dir) || strchr(dir, '\'') != NULL) {
        snprintf(app->err, sizeof app->err, "cannot find score4-engine beside this program "
                 "(give --engine \"CMD\")");
        return false;
    }
    /* exec: the engine itself, not a shell around it, holds the pipes and gets the signals. */
    /* No --depth here: a depth reaches every engine the same way, as `depth N;`. */
    snprintf(buf, size, "exec '%s/score4-engine' --game %s", dir, app->game.geo.name);
    return true;
}

/* The colour of the person this window seats at the board: the person against the engine,
 * this window's side in a game with a friend (once the host has told a joiner its side);
 * White for two people at one mouse, two engines or a replay. */
static S4Colour seat_colour(const App *app)
{
    if (gui_net_part_active(&app->net))
        return gui_net_part_seated(&app->net) ? app->game.setup.human : S4_WHITE;
    return app->game.setup.mode == GUI_MODE_PVE ? app->game.setup.human : S4_WHITE;
}

void gui_app_face_seat(App *app)
{
    GuiCamera *cam = &app->view.camera;
    if (app->game.layout.flat || gui_camera_faces_black(cam) == (seat_colour(app) == S4_BLACK))
        return;
    float yaw = cam->home_yaw + 180.0f;
    cam->home_yaw = yaw > 180.0f ? yaw - 360.0f : yaw;
    gui_camera_reset(cam);
    app->run.pending_pegs = true; /* a driver reads the pegs again where they now are */
}

bool gui_app_setup_game(App *app, bool engines)
{
    const GuiOptions *opts = app->opts;
    const GuiGameSetup *setup = &app->game.setup;
    gui_referee_close(&app->game.ref); /* the window draws on: no engine gets long to quit */
    S4Game start;
    if (!build_start(app, &start))
        return false;
    char engine[GUI_ENGINE_CMD_MAX];
    bool needs_engine = engines && (setup->mode == GUI_MODE_PVE || setup->mode == GUI_MODE_EVE);
    if (needs_engine && !engine_command(app, engine, sizeof engine))
        return false;
    /* The referee reads who plays from the setup itself; without engines it referees two
     * people (gui_referee_mode). */
    gui_referee_init(&app->game.ref, &app->game.geo, &start, setup, needs_engine ? engine : NULL,
                     opts->engine_timeout_ms);
    gui_referee_set_engine_nice(&app->game.ref, opts->engine_nice);
    gui_referee_set_seed(&app->game.ref, opts->seed);
    /* Two engines are watched at a person's pace; a script steps them at once. */
    gui_referee_set_pace(&app->game.ref, opts->script == NULL ? GUI_WATCH_PACE_MS : 0);
    gui_layout_init(&app->game.layout, &app->game.geo);
    if (app->win.draw_h > 0)
        gui_camera_init(&app->view.camera, &app->game.layout,
                        (float)app->win.draw_w / (float)app->win.draw_h);
    gui_app_face_seat(app);
    /* The camera's home now fits the new layout's sphere, not its extent in the view:
     * the next screen update must fit it again even if the view's aspect is unchanged
     * (a Connect game started from the start screen's Score Four backdrop was drawn
     * smaller than the same game opened with --game). */
    app->view.fit_aspect = 0.0f;
    app->game.replay_index = 0;
    return true;
}
