/* app_input.c: mouse and keyboard, real or synthesised by a script, through one path. */
#include "gui/app.h"

#include <stdio.h>
#include <stdlib.h>

#include "gui/pick.h"
#include "gui/screens.h"

enum { DRAG_THRESHOLD_PX = 5 };
static const float KEY_TURN_DEG = 5.0f;

void gui_app_update_hover(App *app)
{
    app->hover_peg = -1;
    if (!app->mouse_inside || (app->pressing && app->dragged) || app->win_w <= 0 || app->win_h <= 0)
        return;
    /* Mouse events are in window coordinates; the projection is over drawable pixels. */
    float sx = (float)app->draw_w / (float)app->win_w, sy = (float)app->draw_h / (float)app->win_h;
    int level;
    if (gui_layers_hit(&app->layers_layout, &app->geo, (float)app->mouse_x * sx,
                       (float)app->mouse_y * sy, &app->hover_peg, &level))
        return; /* a cell of the layers panel stands for its peg, as in the 3D view */
    mat4 vp;
    gui_app_view_proj(app, vp);
    vec3 origin, dir;
    gui_pick_ray(vp, (float)app->mouse_x * sx, (float)app->mouse_y * sy, (float)app->draw_w,
                 (float)app->draw_h, origin, dir);
    app->hover_peg = gui_pick_peg(&app->layout, origin, dir);
}

void gui_app_new_game(App *app)
{
    gui_referee_set_depth(&app->ref, app->depth);
    gui_referee_new_game(&app->ref, gui_now_ms());
}

/* Puts the first `upto` moves of the replayed record on the board. */
void gui_app_replay_to(App *app, int upto)
{
    if (upto < 0)
        upto = 0;
    if (upto > app->record.move_count)
        upto = app->record.move_count;
    app->replay_index = upto;
    s4_game_init(&app->ref.game, &app->geo);
    for (int i = 0; i < upto; i++)
        s4_game_play(&app->ref.game, app->record.moves[i]);
}

static void click(App *app, int x, int y)
{
    app->mouse_x = x;
    app->mouse_y = y;
    app->mouse_inside = true;
    if (gui_flow_click(app, x, y))
        return;
    gui_app_update_hover(app);
    if (app->hover_peg < 0 || app->opts.mode == GUI_MODE_REPLAY)
        return;
    if (!gui_flow_play(app, app->hover_peg))
        gui_sound_play(&app->sound, GUI_SOUND_REFUSED);
}

static void key_down(App *app, SDL_Keycode key, Uint16 mod)
{
    if (gui_flow_key(app, key, mod))
        return; /* the screens' keys: start screen, result panel, hints, Esc, ... */
    bool replay = app->opts.mode == GUI_MODE_REPLAY;
    switch (key) {
    case SDLK_q:
        app->quit = true;
        break;
    case SDLK_SPACE:
        /* Two engines watched: pause, or go on (the status line says which). */
        gui_referee_toggle_pause(&app->ref);
        break;
    case SDLK_n:
        if (replay)
            gui_app_replay_to(app, 0);
        else
            gui_app_new_game(app);
        break;
    case SDLK_u:
        if (replay)
            gui_app_replay_to(app, app->replay_index - 1);
        else
            gui_referee_undo(&app->ref, gui_now_ms());
        break;
    case SDLK_TAB:
        app->overlay = !app->overlay;
        break;
    case SDLK_l:
        app->layers = !app->layers;
        break;
    case SDLK_m:
        gui_sound_set_muted(&app->sound, !app->sound.muted);
        break;
    case SDLK_9:
        gui_sound_change_volume(&app->sound, -1);
        break;
    case SDLK_0:
        gui_sound_change_volume(&app->sound, 1);
        break;
    case SDLK_h:
    case SDLK_F1:
        app->help = gui_help_next_page(app);
        break;
    case SDLK_r:
    case SDLK_3:
        gui_app_go_to_view(app, GUI_VIEW_THREE_QUARTER);
        break;
    case SDLK_1:
        gui_app_go_to_view(app, GUI_VIEW_TOP);
        break;
    case SDLK_2:
        gui_app_go_to_view(app, GUI_VIEW_FRONT);
        break;
    case SDLK_F11:
        gui_app_toggle_fullscreen(app);
        break;
    case SDLK_p:
        gui_app_print_pegs(app);
        break;
    case SDLK_LEFTBRACKET:
    case SDLK_RIGHTBRACKET: {
        int d = app->depth < 0 ? 4 : app->depth + (key == SDLK_RIGHTBRACKET ? 1 : -1);
        app->depth = d < 1 ? 1 : d > 20 ? 20 : d;
        /* At the start of a game the choice applies at once; later, from the next game. */
        if (!replay && app->ref.game.move_count == 0)
            gui_app_new_game(app);
        break;
    }
    case SDLK_LEFT:
        if (replay)
            gui_app_replay_to(app, app->replay_index - 1);
        else
            gui_camera_orbit(&app->camera, -KEY_TURN_DEG, 0.0f);
        break;
    case SDLK_RIGHT:
        if (replay)
            gui_app_replay_to(app, app->replay_index + 1);
        else
            gui_camera_orbit(&app->camera, KEY_TURN_DEG, 0.0f);
        break;
    case SDLK_HOME:
        if (replay)
            gui_app_replay_to(app, 0);
        break;
    case SDLK_END:
        if (replay)
            gui_app_replay_to(app, app->record.move_count);
        break;
    case SDLK_UP:
        gui_camera_orbit(&app->camera, 0.0f, KEY_TURN_DEG);
        break;
    case SDLK_DOWN:
        gui_camera_orbit(&app->camera, 0.0f, -KEY_TURN_DEG);
        break;
    case SDLK_PLUS:
    case SDLK_EQUALS:
    case SDLK_KP_PLUS:
        gui_camera_zoom(&app->camera, 0.9f);
        break;
    case SDLK_MINUS:
    case SDLK_KP_MINUS:
        gui_camera_zoom(&app->camera, 1.0f / 0.9f);
        break;
    default:
        break;
    }
}

void gui_app_event(App *app, const SDL_Event *ev)
{
    switch (ev->type) {
    case SDL_QUIT:
        app->quit = true;
        break;
    case SDL_WINDOWEVENT:
        if (ev->window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
            ev->window.event == SDL_WINDOWEVENT_RESIZED) {
            gui_app_sync_size(app);
        } else if (ev->window.event == SDL_WINDOWEVENT_EXPOSED) {
            app->redraw = true;
        } else if (ev->window.event == SDL_WINDOWEVENT_LEAVE) {
            app->mouse_inside = false;
        } else if (ev->window.event == SDL_WINDOWEVENT_ENTER) {
            app->mouse_inside = true;
        } else if (ev->window.event == SDL_WINDOWEVENT_CLOSE) {
            app->quit = true;
        }
        break;
    case SDL_KEYDOWN:
        if ((ev->key.keysym.sym == SDLK_RETURN || ev->key.keysym.sym == SDLK_KP_ENTER) &&
            (ev->key.keysym.mod & KMOD_ALT) != 0) {
            gui_app_toggle_fullscreen(app);
            break;
        }
        /* A turn or zoom by hand ends an animated move to a view. */
        app->camera_move.active = false;
        key_down(app, ev->key.keysym.sym, ev->key.keysym.mod);
        break;
    case SDL_MOUSEMOTION:
        app->mouse_x = ev->motion.x;
        app->mouse_y = ev->motion.y;
        app->mouse_inside = true;
        if (app->pressing) {
            int dx = ev->motion.x - app->press_x, dy = ev->motion.y - app->press_y;
            /* Right and middle drags always turn; a left press turns once it moves. */
            if (app->press_button != SDL_BUTTON_LEFT || abs(dx) + abs(dy) > DRAG_THRESHOLD_PX)
                app->dragged = true;
            if (app->dragged)
                app->camera_move.active = false;
            if (app->dragged)
                gui_camera_orbit(&app->camera, -(float)ev->motion.xrel * GUI_DEG_PER_PX_YAW,
                                 (float)ev->motion.yrel * GUI_DEG_PER_PX_PITCH);
        }
        break;
    case SDL_MOUSEBUTTONDOWN:
        app->pressing = true;
        app->press_button = ev->button.button;
        app->press_x = ev->button.x;
        app->press_y = ev->button.y;
        app->dragged = false;
        break;
    case SDL_MOUSEBUTTONUP:
        if (app->pressing && !app->dragged && ev->button.button == SDL_BUTTON_LEFT)
            click(app, ev->button.x, ev->button.y);
        app->pressing = false;
        app->dragged = false;
        break;
    case SDL_MOUSEWHEEL: {
        float notches = ev->wheel.preciseY != 0.0f ? ev->wheel.preciseY : (float)ev->wheel.y;
        app->camera_move.active = false;
        gui_camera_zoom(&app->camera, powf(0.9f, notches));
        break;
    }
    default:
        break;
    }
}
