/* app_frame.c: one frame: the lit board, edge labels, status line, overlay and help. */
#include "gui/app/app.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/ascii.h"
#include "core/line_name.h"
#include "gui/draw/label_place.h"
#include "gui/draw/layers_panel.h"
#include "gui/model/net.h"
#include "gui/draw/pick.h"
#include "gui/draw/scene.h"
#include "gui/app/app_intent.h"
#include "gui/screens/keyboard_play.h"
#include "gui/screens/screens.h"
#include "gui/draw/text_fit.h"

static const float TEXT_LIGHT[4] = {0.96f, 0.96f, 0.93f, 1.0f};
static const float TEXT_DIM[4] = {0.78f, 0.82f, 0.88f, 1.0f};
static const float TEXT_ALERT[4] = {1.0f, 0.55f, 0.45f, 1.0f};
static const float PANEL[4] = {0.03f, 0.04f, 0.07f, 0.72f};
static const float LABEL[4] = {1.0f, 0.93f, 0.70f, 1.0f};

/* Who plays, with the sides by the game's own names (s4_side_name); in the Connect games,
 * whose sides are X and O, the bead colours are named too, since beads carry no letters. */
static void mode_text(const App *app, char *buf, size_t size)
{
    const char *x = s4_side_name(&app->game.geo, S4_WHITE),
               *o = s4_side_name(&app->game.geo, S4_BLACK);
    const char *beads = !s4_geometry_is_flat(&app->game.geo) ? ""
                        : gui_colour_blind(app->opts, &app->flow)              ? "   (X orange, O sky blue)"
                                                             : "   (X red, O yellow)";
    if (app->flow.screen == GUI_SCREEN_PUZZLE) { /* no game of two players: a puzzle */
        snprintf(buf, size, "Puzzles%s", beads);
        return;
    }
    switch (app->game.setup.mode) {
    case GUI_MODE_PVE:
        if (app->game.setup.human == S4_WHITE)
            snprintf(buf, size, "You (%s) vs the engine%s", x, beads);
        else
            snprintf(buf, size, "The engine vs you (%s)%s", o, beads);
        return;
    case GUI_MODE_PVP:
        if (gui_net_part_active(&app->net)) { /* the other seat is a friend over the network */
            S4Colour mine = app->game.setup.human;
            snprintf(buf, size, "%s vs %s (over the network)%s",
                     mine == S4_WHITE ? "You" : "Your friend", mine == S4_WHITE ? "your friend" : "you",
                     beads);
            return;
        }
        snprintf(buf, size, "Person vs person%s", beads);
        return;
    case GUI_MODE_EVE:
        snprintf(buf, size, "Engine vs engine%s", beads);
        return;
    case GUI_MODE_REPLAY:
        snprintf(buf, size, "Replay: Left/Right step%s", beads);
        return;
    }
    buf[0] = '\0';
}

static void draw_labels(App *app, mat4 vp)
{
    GuiLabelSpot spots[GUI_MAX_LABELS];
    int n = gui_app_labels(app, vp, spots);
    for (int i = 0; i < n; i++) {
        int w, h;
        gui_text_size(&app->win.text, &app->win.renderer, GUI_FONT_LABEL, spots[i].text, &w, &h);
        gui_text_draw(&app->win.text, &app->win.renderer, GUI_FONT_LABEL, spots[i].text, spots[i].x,
                      spots[i].y - (float)h * 0.5f, GUI_ALIGN_CENTRE, LABEL, NULL, NULL);
    }
}

/* The title line: the game, who plays and the strength on the left, key reminders on the
 * right. In a narrower window the keys give way to "H: help" (H shows them all); then the
 * title drops parts, most dispensable first (the strength's details, then the game's name,
 * which the board's shape shows, before the strength, which nothing else on the screen
 * does, then the strength: the status bar names whose turn it is), keeping "H: help" as
 * long as some form fits beside it. Nothing overlaps and nothing is cut by the edge. */
static void draw_title(App *app, float pad)
{
    char mode[96], strength[128], brief[128];
    mode_text(app, mode, sizeof mode);
    gui_flow_strength(&app->game, strength, sizeof strength);
    gui_flow_strength_brief(&app->game, strength, brief, sizeof brief);
    const char *game = gui_game_title(app->game.geo.name), *sep = strength[0] != '\0' ? "   " : "";
    enum { MAX_FORMS = 5 };
    char forms[MAX_FORMS][320];
    int count = 0;
    snprintf(forms[count++], sizeof forms[0], "%s   %s%s%s", game, mode, sep, strength);
    snprintf(forms[count++], sizeof forms[0], "%s   %s%s%s", game, mode, sep, brief);
    if (brief[0] != '\0')
        snprintf(forms[count++], sizeof forms[0], "%s   %s", mode, brief);
    snprintf(forms[count++], sizeof forms[0], "%s   %s", game, mode);
    snprintf(forms[count++], sizeof forms[0], "%s", mode);
    char keys[96];
    if (app->fx.sound.muted)
        snprintf(keys, sizeof keys, "H: help   Esc: menu   M: sound (muted)");
    else
        snprintf(keys, sizeof keys, "H: help   Esc: menu   M: sound   9/0: volume %d",
                 app->fx.sound.volume);
    TTF_Font *font = app->win.text.fonts[GUI_FONT_SANS];
    float avail = (float)app->win.draw_w - 2 * pad, gap = 2 * pad;
    int w[MAX_FORMS], keys_w = 0, help_w = 0, h = 0;
    TTF_SizeUTF8(font, keys, &keys_w, &h);
    TTF_SizeUTF8(font, "H: help", &help_w, &h);
    for (int i = 0; i < count; i++)
        TTF_SizeUTF8(font, forms[i], &w[i], &h);
    const char *title = NULL, *right = "";
    if ((float)(w[0] + keys_w) + gap <= avail) {
        title = forms[0];
        right = keys;
    }
    for (int i = 0; i < count && title == NULL; i++)
        if ((float)(w[i] + help_w) + gap <= avail) {
            title = forms[i];
            right = "H: help";
        }
    for (int i = 0; i < count && title == NULL; i++)
        if ((float)w[i] <= avail)
            title = forms[i];
    GuiFitLines fit; /* the last resort: the mode cut with "..." */
    gui_text_fit(font, title != NULL ? title : forms[count - 1], avail, 1, &fit);
    gui_text_draw(&app->win.text, &app->win.renderer, GUI_FONT_SANS, fit.line[0], pad, pad,
                  GUI_ALIGN_LEFT, TEXT_DIM, NULL, NULL);
    if (right[0] != '\0')
        gui_text_draw(&app->win.text, &app->win.renderer, GUI_FONT_SANS, right,
                      (float)app->win.draw_w - pad, pad, GUI_ALIGN_RIGHT, TEXT_DIM, NULL, NULL);
}

static void draw_status(App *app)
{
    float s = app->win.text.scale, pad = 10.0f * s;
    char status[GUI_MESSAGE_MAX + 128];
    if (!gui_flow_status(&app->flow, &app->game, &app->net, status, sizeof status)) {
        gui_referee_status(&app->game.ref, s4_clock_ms(), status, sizeof status);
        size_t used = strlen(status);
        if (app->game.ref.game.win_line != 0 && used + 4 < sizeof status) {
            snprintf(status + used, sizeof status - used, "   ");
            gui_app_win_text(app, status + used + 3, sizeof status - used - 3);
        }
    }
    gui_keyboard_play_words(&app->ptr, status, sizeof status);
    /* The bar's height is fixed (gui_screen_bottom_bar): the 3D view is fitted above it. */
    float bar = gui_screen_bottom_bar(s), avail = (float)app->win.draw_w - 2 * pad;
    gui_renderer_rect(&app->win.renderer, 0, (float)app->win.draw_h - bar, (float)app->win.draw_w,
                      bar, PANEL);
    const float *colour = gui_referee_alert(&app->game.ref) ? TEXT_ALERT : TEXT_LIGHT;
    int w = 0, h = 0;
    TTF_SizeUTF8(app->win.text.fonts[GUI_FONT_BOLD], status, &w, &h);
    if ((float)w <= avail) {
        gui_text_draw(&app->win.text, &app->win.renderer, GUI_FONT_BOLD, status, pad,
                      (float)app->win.draw_h - (bar + (float)h) * 0.5f, GUI_ALIGN_LEFT, colour,
                      NULL, NULL);
    } else {
        /* Too wide for one line (a portrait window): two lines of the smaller font, which
         * the bar holds; then without the key reminders (the help lists the keys); the
         * last resort ends the second line with "...". Nothing is cut by the edge. */
        GuiFitLines lines;
        TTF_Font *font = app->win.text.fonts[GUI_FONT_SANS];
        if (!gui_text_fit(font, status, avail, 2, &lines)) {
            char shorter[sizeof status];
            if (gui_text_drop_key_hints(status, shorter, sizeof shorter))
                gui_text_fit(font, shorter, avail, 2, &lines);
        }
        float line = (float)TTF_FontLineSkip(font);
        float y = (float)app->win.draw_h - (bar + line * (float)lines.count) * 0.5f;
        for (int i = 0; i < lines.count; i++)
            gui_text_draw(&app->win.text, &app->win.renderer, GUI_FONT_SANS, lines.line[i], pad,
                          y + line * (float)i, GUI_ALIGN_LEFT, colour, NULL, NULL);
    }
    draw_title(app, pad);
}

/* Text on a dark panel; returns the panel's width. */
static int draw_panel_text(App *app, GuiFont font, const char *text, float x, float y,
                           GuiAlign align)
{
    float pad = 12.0f * app->win.text.scale;
    int w, h;
    gui_text_size(&app->win.text, &app->win.renderer, font, text, &w, &h);
    float left = align == GUI_ALIGN_RIGHT ? x - (float)w - 2 * pad : x;
    gui_renderer_rect(&app->win.renderer, left, y, (float)w + 2 * pad, (float)h + 2 * pad, PANEL);
    gui_text_draw(&app->win.text, &app->win.renderer, font, text, left + pad, y + pad,
                  GUI_ALIGN_LEFT, TEXT_LIGHT, NULL, NULL);
    return (int)((float)w + 2 * pad);
}

static void draw_overlay(App *app)
{
    /* The core's own drawing and coordinate list, so the overlay always matches the board:
     * the drawing on the left, the list beside it (3D boards) where it fits, both in the
     * monospace font. */
    char drawing[4096], coords[2048];
    gui_app_overlay_text(app, drawing, sizeof drawing, coords, sizeof coords);
    float s = app->win.text.scale, x = app->view.overlay_x, y = app->view.overlay_y;
    int w = draw_panel_text(app, GUI_FONT_MONO, drawing, x, y, GUI_ALIGN_LEFT);
    if (coords[0] == '\0' || !app->view.overlay_coords)
        return;
    draw_panel_text(app, GUI_FONT_MONO, coords, x + (float)w + 8.0f * s, y, GUI_ALIGN_LEFT);
}

void gui_app_draw(App *app)
{
    GuiRenderer *r = &app->win.renderer;
    mat4 vp;
    gui_app_view_proj(app, vp);
    vec3 eye;
    gui_camera_eye(&app->view.camera, eye);
    if (!app->win.warmed_up) {
        /* Before the first frame, so no later frame waits for a shader to compile. */
        gui_renderer_begin(r, app->win.draw_w, app->win.draw_h);
        gui_renderer_camera(r, vp, eye);
        gui_scene_warm_up(r, &app->game.layout, eye);
        app->win.warmed_up = true;
    }
    gui_renderer_begin(r, app->win.draw_w, app->win.draw_h);
    gui_renderer_camera(r, vp, eye);

    const S4Game *game = gui_flow_shown(&app->flow, &app->game.ref);
    GuiSceneState scene = {
        .board = &game->board,
        .hover_peg = -1,
        .last_cell = -1,
        .win_line = game->win_line,
        .seconds = (float)(s4_clock_ms() - app->frames.start_ms) / 1000.0f,
        .pixels_per_unit =
            (float)app->win.draw_h / (2.0f * tanf(glm_rad(app->view.camera.fov) * 0.5f)),
        .exact_depth = app->opts->exact_depth,
        .drop_cell = -1,
    };
    float drop = gui_drop_offset(&app->fx.drop, s4_clock_ms());
    if (app->flow.review < 0 && (app->fx.drop.active || drop != 0.0f)) {
        scene.drop_cell = s4_cell(&app->game.geo, app->fx.drop.peg, app->fx.drop.level);
        scene.drop_offset = drop;
        /* The winning bar and gold cells wait for the winning bead to land. */
        if (scene.win_line >> scene.drop_cell & 1)
            scene.win_line = 0;
    }
    if (app->ptr.hover_peg >= 0 && app->flow.screen == GUI_SCREEN_PLAYING &&
        app->flow.modal != GUI_MODAL_CONFIRM && gui_referee_human_to_move(&app->game.ref) &&
        gui_net_may_move(&app->net, &app->game) &&
        s4_board_can_play(&game->board, app->ptr.hover_peg)) {
        scene.hover_peg = app->ptr.hover_peg;
        scene.ghost = true;
        scene.ghost_colour = s4_game_to_move(game);
        if (app->win.text.echo != NULL) { /* a script's print-texts: what the board offers */
            char place[32];
            s4_move_place(&app->game.geo, scene.hover_peg, place, sizeof place);
            fprintf(app->win.text.echo, "ghost bead: %s\n", place);
        }
    }
    if (game->move_count > 0) {
        int peg = game->moves[game->move_count - 1];
        scene.last_cell = s4_cell(&app->game.geo, peg, s4_board_peg_height(&game->board, peg) - 1);
    }
    glm_vec3_copy(eye, scene.eye);
    gui_marks_scene(app->opts, &app->flow, &app->game, game, &scene);
    gui_lesson_screen_scene(&app->flow, &app->ptr, &scene);
    gui_scene_draw(r, &app->game.layout, &scene);

    gui_renderer_begin_2d(r);
    gui_layers_panel_draw(r, &app->win.text, &app->view.layers_layout, &app->game.geo, &scene,
                          gui_flow_threats_shown(&app->flow, &app->game.ref));
    draw_labels(app, vp);
    if (gui_screen_in_game(&app->flow))
        draw_status(app);
    if (app->view.overlay && gui_screen_in_game(&app->flow))
        draw_overlay(app);
    GuiScreenParts parts = gui_screen_parts(app);
    gui_flow_draw(&parts); /* screens and panels (screens.h), help included */
    gui_renderer_end_2d(r);
}
