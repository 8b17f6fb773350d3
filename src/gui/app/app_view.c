/* app_view.c: the window's screen layout each frame: bars, side panels and the ASCII
 * overlay take their edges, and the 3D view is fitted into the rest. */
#include "gui/app/app.h"
#include "gui/app/app_intent.h"
#include "gui/screens/screens.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/ascii.h"
#include "core/line_name.h"
#include "core/notation.h"
#include "gui/draw/scene.h"

void gui_app_track_moves(App *app, double now_ms)
{
    const S4Game *game = &app->game.ref.game;
    if (app->fx.click_due_ms > 0.0 && now_ms >= app->fx.click_due_ms) {
        gui_sound_play(&app->fx.sound, gui_sound_click_for_level(app->fx.click_level));
        app->fx.click_due_ms = 0.0;
    }
    if (app->fx.result_due_ms > 0.0 && now_ms >= app->fx.result_due_ms) {
        bool won = game->result == S4_RESULT_WHITE_WINS || game->result == S4_RESULT_BLACK_WINS;
        if (s4_game_over(game))
            gui_sound_play(&app->fx.sound, won ? GUI_SOUND_WIN : GUI_SOUND_DRAW);
        app->fx.result_due_ms = 0.0;
    }
    int n = game->move_count;
    if (n == app->fx.drop_seen_moves)
        return;
    app->fx.drop.active = false;
    app->fx.click_due_ms = 0.0;
    app->fx.result_due_ms = 0.0;
    if (n > app->fx.drop_seen_moves && n > 0) {
        /* The click when the bead lands (at once without the drop), the result after it. */
        int peg = game->moves[n - 1];
        app->fx.click_level = s4_board_peg_height(&game->board, peg) - 1;
        app->fx.click_due_ms = now_ms + (app->fx.animate ? GUI_DROP_FALL_MS : 0.0);
        if (app->opts->print_position) {
            /* For a driver that plays through the real mouse (xdotool): each move as it is
             * shown, so it waits for the window instead of a fixed time. */
            char moves[S4_MAX_CELLS * 4];
            s4_game_format_record(game, moves, sizeof moves);
            printf("played: %s\n", moves);
            /* The game's end goes out in the same write as its last move, so a driver that
             * sees the move also sees the end: one that read between two writes took the
             * finished game for a live one and clicked on it. */
            if (s4_game_over(game) && game->result != app->fx.heard_result)
                printf("game-over: %s; moves: %s\n", s4_result_text(game), moves);
            fflush(stdout);
        }
        if (s4_game_over(game) && game->result != app->fx.heard_result)
            app->fx.result_due_ms = app->fx.click_due_ms + 150.0;
    }
    app->fx.heard_result = game->result;
    if (n > app->fx.drop_seen_moves && n > 0 && app->fx.animate) {
        /* The last move's bead falls from a little above its peg's top. */
        int peg = game->moves[n - 1];
        int level = s4_board_peg_height(&game->board, peg) - 1;
        vec3 rest, top;
        gui_layout_cell_centre(&app->game.layout, peg, level, rest);
        gui_layout_peg_top(&app->game.layout, peg, top);
        float above = app->game.layout.flat ? 0.5f : 0.35f;
        gui_drop_start(&app->fx.drop, peg, level, top[1] + above - rest[1], now_ms);
    }
    app->fx.drop_seen_moves = n;
}

void gui_app_go_to_view(App *app, GuiView view)
{
    float yaw, pitch, ratio;
    GuiViewRect rect =
        gui_screen_view_rect((float)app->win.draw_w, (float)app->win.draw_h, &app->view.insets);
    gui_view_target(&app->view.camera, view, 1.0f, &yaw, &pitch, &ratio);
    /* The distance that fits the board whole from that view's pitch. */
    ratio = gui_screen_fit_distance_at(&app->view.camera, &app->game.layout, rect.w / rect.h, yaw,
                                       pitch) /
            app->view.camera.home_distance;
    double now = s4_clock_ms();
    gui_camera_move_start(&app->view.camera_move, &app->view.camera, yaw, pitch, ratio, now);
    if (!app->fx.animate)
        now += GUI_CAMERA_MOVE_MS;
    gui_camera_move_step(&app->view.camera_move, &app->view.camera, now);
}

void gui_app_toggle_fullscreen(App *app)
{
    Uint32 flags = SDL_GetWindowFlags(app->win.sdl);
    bool full = (flags & SDL_WINDOW_FULLSCREEN_DESKTOP) == SDL_WINDOW_FULLSCREEN_DESKTOP;
    /* Best effort: a driver without fullscreen leaves the window as it is. */
    if (!full) {
        app->win.windowed_w = app->win.w;
        app->win.windowed_h = app->win.h;
    }
    SDL_SetWindowFullscreen(app->win.sdl, full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP);
    /* Back to the size it had: SDL under X11 without a window manager forgets it. */
    if (full && app->win.windowed_w > 0 && app->win.windowed_h > 0)
        SDL_SetWindowSize(app->win.sdl, app->win.windowed_w, app->win.windowed_h);
    gui_app_sync_size(app);
}

void gui_app_sync_size(App *app)
{
    /* Read every frame, not only on SDL's size events: SDL's figure can be one the window
     * never took (a fullscreen request no window manager carried out), and a window
     * manager's own resize that matches it then brings no event at all. */
    gui_window_size(app->win.sdl, &app->win.w, &app->win.h, &app->win.draw_w, &app->win.draw_h);
}

void gui_app_view_proj(App *app, mat4 view_proj)
{
    gui_view_proj(&app->win, &app->view, &app->game.layout, view_proj);
}

int gui_app_labels(App *app, mat4 view_proj, GuiLabelSpot spots[GUI_MAX_LABELS])
{
    /* Every label gets the box of the widest, so all keep the same distance from the board. */
    int box_w = 0, box_h = 0;
    for (int i = 0; i < app->game.geo.width || i < app->game.geo.depth; i++) {
        char texts[2][2] = {{(char)('A' + i), '\0'}, {(char)('1' + i), '\0'}};
        for (int k = 0; k < 2; k++) {
            int w, h;
            gui_text_size(&app->win.text, &app->win.renderer, GUI_FONT_LABEL, texts[k], &w, &h);
            box_w = w > box_w ? w : box_w;
            box_h = h > box_h ? h : box_h;
        }
    }
    vec3 eye;
    gui_camera_eye(&app->view.camera, eye);
    return gui_labels_place(&app->game.layout, view_proj, eye, (float)app->win.draw_w,
                            (float)app->win.draw_h, (float)box_w, (float)box_h, spots);
}

void gui_app_win_text(const App *app, char *buf, size_t size)
{
    const S4Game *game = &app->game.ref.game;
    buf[0] = '\0';
    if (game->win_line == 0 || size < 8)
        return;
    /* The core's naming, the same words as the result panel and the console. */
    size_t len = (size_t)snprintf(buf, size, "Line: ");
    s4_line_describe(&app->game.geo, game->win_line, buf + len, size - len);
}

/* The ASCII overlay's two texts (the drawing, and the coordinate list of a 3D board). */
void gui_app_overlay_text(const App *app, char *drawing, size_t drawing_size, char *coords,
                          size_t coords_size)
{
    const S4Board *board = &gui_flow_shown(&app->flow, &app->game.ref)->board; /* a reviewed position too */
    s4_ascii_draw(board, S4_ASCII_OBLIQUE, drawing, drawing_size);
    size_t len = strlen(drawing);
    while (len > 0 && drawing[len - 1] == '\n')
        drawing[--len] = '\0';
    coords[0] = '\0';
    if (s4_geometry_is_flat(&app->game.geo))
        return;
    s4_ascii_draw(board, S4_ASCII_COORDS, coords, coords_size);
    len = strlen(coords);
    while (len > 0 && coords[len - 1] == '\n')
        coords[--len] = '\0';
}

/* The insets of the panels beside the board but the overlay: the move list, the layers
 * panel (when `layers`) and the result panel. */
static GuiScreenInsets panel_insets(App *app, float w, float h, float s, bool layers)
{
    GuiScreenInsets in = gui_screen_default_insets(w, h, s, NULL);
    in.left = app->view.move_list_width;
    in.bottom += app->view.move_list_height;
    gui_layers_layout(&app->view.layers_layout, &app->game.geo, w - in.left, h, in.top, in.bottom,
                      s);
    if (!layers)
        app->view.layers_layout.shown = false;
    /* The grids are seen from the side the camera's home looks from (gui_app_face_seat). */
    gui_layers_turn(&app->view.layers_layout, gui_camera_faces_black(&app->view.camera));
    gui_screen_reserve_layers(&in, &app->view.layers_layout);
    if (app->view.layers_layout.shown) {
        app->view.layers_layout.x += in.left;
        for (int level = 0; level < app->view.layers_layout.levels; level++)
            app->view.layers_layout.grid_x[level] += in.left;
    }
    gui_result_panel_place(&app->win, &app->flow, &app->fx, &app->game, &in);
    gui_lesson_screen_place(&app->win, &app->flow, &in);
    gui_puzzle_screen_place(&app->win, &app->flow, &in);
    gui_player_cards_place(&app->win, &app->view, &app->flow, &app->net, &in);
    return in;
}

void gui_app_update_screen(App *app)
{
    float s = app->win.text.scale > 0.0f ? app->win.text.scale : 1.0f;
    float w = (float)app->win.draw_w, h = (float)app->win.draw_h;
    GuiScreenInsets in = panel_insets(app, w, h, s, app->view.layers);
    app->view.overlay_x = in.left + 12.0f * s;
    app->view.overlay_y = in.top + 8.0f * s;
    if (app->view.overlay && app->win.renderer.text_prog != 0) {
        /* The overlay takes an edge of its own, so it covers no peg: the left one when the
         * board keeps a view at least as wide as high beside it, else the top. Where that
         * would leave the board less than 0.3 of the window's smaller side, the layers
         * panel gives up its room (the overlay shows the same position); where even that
         * is not enough, the overlay lies over the board's view instead of squeezing the
         * board out of sight (at 500x700 with the move list on, its pegs spanned 88 pixels). */
        char drawing[4096], coords[2048];
        gui_app_overlay_text(app, drawing, sizeof drawing, coords, sizeof coords);
        int dw, dh, cw = 0, ch = 0;
        gui_text_size(&app->win.text, &app->win.renderer, GUI_FONT_MONO, drawing, &dw, &dh);
        if (coords[0] != '\0')
            gui_text_size(&app->win.text, &app->win.renderer, GUI_FONT_MONO, coords, &cw, &ch);
        float pad = 12.0f * s, gap = 12.0f * s;
        /* The coordinate list only where it fits beside the drawing (not at 360x640) and
         * in the height (not at 640x360). */
        float list_w = cw > 0 ? (float)cw + 2 * pad + 8.0f * s : 0.0f;
        app->view.overlay_coords =
            cw > 0 && (float)dw + 2 * pad + list_w + 24.0f * s <= w - in.left - in.right &&
            (float)ch + 2 * pad + 8.0f * s <= h - in.top - in.bottom;
        float ow = (float)dw + 2 * pad + (app->view.overlay_coords ? list_w : 0.0f);
        if (!app->view.overlay_coords)
            ch = 0;
        float oh = (float)(dh > ch ? dh : ch) + 2 * pad;
        float least = 0.3f * fminf(w, h);
        for (bool layers = app->view.layers;; layers = false) {
            if (layers != app->view.layers)
                in = panel_insets(app, w, h, s, layers);
            float view_w = w - in.left - in.right, view_h = h - in.top - in.bottom;
            bool beside = view_w - ow - gap >= view_h * 0.9f;
            float board_w = beside ? view_w - ow - gap : view_w;
            float board_h = beside ? view_h : view_h - oh - 8.0f * s;
            app->view.overlay_x = in.left + 12.0f * s;
            app->view.overlay_y = in.top + 8.0f * s;
            if (fminf(board_w, board_h) >= least) {
                if (beside)
                    in.left += ow + gap;
                else
                    in.top += oh + 8.0f * s;
                break;
            }
            if (!layers || !app->view.layers_layout.shown)
                break; /* over the board's view */
        }
    }
    app->view.insets =
        gui_insets_ease(&app->view.insets_ease, in, w, h, app->fx.animate, s4_clock_ms());
    GuiViewRect rect = gui_screen_view_rect(w, h, &app->view.insets);
    float aspect = rect.w / rect.h;
    if (aspect != app->view.fit_aspect) {
        gui_screen_refit(&app->view.camera, &app->game.layout, aspect);
        app->view.fit_aspect = aspect;
    }
}
