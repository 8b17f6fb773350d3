/* app_input.c: mouse and keyboard, real or synthesised by a script, through one path. */
#include "gui/app/app.h"

#include <stdio.h>
#include <stdlib.h>

#include "gui/draw/pick.h"
#include "gui/app/app_intent.h"
#include "gui/screens/door.h"
#include "gui/screens/screens.h"

enum { DRAG_THRESHOLD_PX = 5 };
static const float KEY_TURN_DEG = 5.0f;

void gui_app_update_hover(App *app)
{
    app->ptr.hover_peg = app->ptr.key_peg;
    if (app->ptr.key_peg >= 0)
        return; /* the arrows chose a peg: the mouse takes over when it moves */
    if (!app->ptr.inside || (app->ptr.pressing && app->ptr.dragged) || app->win.w <= 0 ||
        app->win.h <= 0)
        return;
    /* Mouse events are in window coordinates; the projection is over drawable pixels. */
    float sx = (float)app->win.draw_w / (float)app->win.w,
          sy = (float)app->win.draw_h / (float)app->win.h;
    int level;
    if (gui_layers_hit(&app->view.layers_layout, &app->game.geo, (float)app->ptr.x * sx,
                       (float)app->ptr.y * sy, &app->ptr.hover_peg, &level))
        return; /* a cell of the layers panel stands for its peg, as in the 3D view */
    mat4 vp;
    gui_app_view_proj(app, vp);
    vec3 origin, dir;
    gui_pick_ray(vp, (float)app->ptr.x * sx, (float)app->ptr.y * sy, (float)app->win.draw_w,
                 (float)app->win.draw_h, origin, dir);
    app->ptr.hover_peg = gui_pick_peg(&app->game.layout, origin, dir);
}

static void click(App *app, int x, int y)
{
    app->ptr.x = x;
    app->ptr.y = y;
    app->ptr.inside = true;
    app->ptr.key_peg = -1;
    GuiScreenParts parts = gui_screen_parts(app);
    GuiIntent intent;
    if (gui_flow_click(&parts, x, y, &intent)) {
        gui_app_carry_out(app, &intent); /* after the screen's handler returned */
        return;
    }
    gui_app_update_hover(app);
    if (app->ptr.hover_peg < 0 || app->game.setup.mode == GUI_MODE_REPLAY)
        return;
    if (!gui_flow_play(&parts, app->ptr.hover_peg))
        gui_sound_play(&app->fx.sound, GUI_SOUND_REFUSED); /* gui_flow_play noted why */
}

bool gui_app_shared_key(App *app, SDL_Keycode key, Uint16 mod)
{
    switch (key) {
    case SDLK_q: {
        /* A game in progress is asked about first, as Esc does (the door, door.h). */
        GuiIntent in = {GUI_INTENT_NONE};
        gui_door_open(&app->flow, &app->game.ref, &app->net, GUI_EXIT_QUIT, &in);
        gui_app_carry_out(app, &in);
        return true;
    }
    case SDLK_o:
        if (!(mod & KMOD_CTRL))
            return false;
        {
            /* From the start screen or a game; a game in progress is asked about first. */
            GuiIntent in = {GUI_INTENT_NONE};
            gui_door_open(&app->flow, &app->game.ref, &app->net, GUI_EXIT_OPEN, &in);
            gui_app_carry_out(app, &in);
        }
        return true;
    case SDLK_m: gui_sound_set_muted(&app->fx.sound, !app->fx.sound.muted); return true;
    case SDLK_9: gui_sound_change_volume(&app->fx.sound, -1); return true;
    case SDLK_0: gui_sound_change_volume(&app->fx.sound, 1); return true;
    case SDLK_h:
    case SDLK_F1: gui_modal_help(&app->win, &app->flow, &app->game, &app->net); return true;
    case SDLK_r:
    case SDLK_3: gui_app_go_to_view(app, GUI_VIEW_THREE_QUARTER); return true;
    case SDLK_1: gui_app_go_to_view(app, GUI_VIEW_TOP); return true;
    case SDLK_2: gui_app_go_to_view(app, GUI_VIEW_FRONT); return true;
    case SDLK_F11: gui_app_toggle_fullscreen(app); return true;
    case SDLK_F2: {
        /* The lesson, from any screen where no game is in progress (the help lists it). */
        GuiIntent in = {GUI_INTENT_NONE};
        gui_lesson_screen_ask(&app->flow, &app->game.ref, &in);
        gui_app_carry_out(app, &in);
        return true;
    }
    case SDLK_p: gui_app_print_pegs(app); return true;
    case SDLK_LEFT: gui_camera_orbit(&app->view.camera, -KEY_TURN_DEG, 0.0f); return true;
    case SDLK_RIGHT: gui_camera_orbit(&app->view.camera, KEY_TURN_DEG, 0.0f); return true;
    case SDLK_UP: gui_camera_orbit(&app->view.camera, 0.0f, KEY_TURN_DEG); return true;
    case SDLK_DOWN: gui_camera_orbit(&app->view.camera, 0.0f, -KEY_TURN_DEG); return true;
    case SDLK_PLUS:
    case SDLK_EQUALS:
    case SDLK_KP_PLUS: gui_camera_zoom(&app->view.camera, 0.9f); return true;
    case SDLK_MINUS:
    case SDLK_KP_MINUS: gui_camera_zoom(&app->view.camera, 1.0f / 0.9f); return true;
    default: return false;
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
            gui_mark(&app->frames.marks, GUI_PART_WINDOW); /* its pixels were lost */
        } else if (ev->window.event == SDL_WINDOWEVENT_LEAVE) {
            app->ptr.inside = false;
        } else if (ev->window.event == SDL_WINDOWEVENT_ENTER) {
            app->ptr.inside = true;
        } else if (ev->window.event == SDL_WINDOWEVENT_CLOSE) {
            app->quit = true;
        }
        break;
    case SDL_TEXTINPUT:
        gui_mark(&app->frames.marks, GUI_PART_FLOW); /* input goes to the screens */
        {
            GuiScreenParts parts = gui_screen_parts(app);
            gui_flow_text(&parts, ev->text.text); /* the friend screen's fields */
        }
        break;
    case SDL_KEYDOWN:
        if ((ev->key.keysym.sym == SDLK_RETURN || ev->key.keysym.sym == SDLK_KP_ENTER) &&
            (ev->key.keysym.mod & KMOD_ALT) != 0) {
            gui_app_toggle_fullscreen(app);
            break;
        }
        /* A turn or zoom by hand ends an animated move to a view. */
        app->view.camera_move.active = false;
        gui_mark(&app->frames.marks, GUI_PART_FLOW);
        {
            /* The modal, then the screen (screen_table.c), then the keys all share. */
            GuiScreenParts parts = gui_screen_parts(app);
            GuiIntent intent;
            SDL_Keycode key = ev->key.keysym.sym;
            Uint16 mod = ev->key.keysym.mod;
            if (gui_flow_key(&parts, key, mod, &intent))
                gui_app_carry_out(app, &intent);
            else
                gui_app_shared_key(app, key, mod);
        }
        break;
    case SDL_MOUSEMOTION:
        app->ptr.key_peg = -1;
        app->ptr.x = ev->motion.x;
        app->ptr.y = ev->motion.y;
        app->ptr.inside = true;
        if (app->ptr.pressing) {
            int dx = ev->motion.x - app->ptr.press_x, dy = ev->motion.y - app->ptr.press_y;
            /* Right and middle drags always turn; a left press turns once it moves. */
            if (app->ptr.press_button != SDL_BUTTON_LEFT || abs(dx) + abs(dy) > DRAG_THRESHOLD_PX)
                app->ptr.dragged = true;
            if (app->ptr.dragged)
                app->view.camera_move.active = false;
            if (app->ptr.dragged)
                gui_camera_orbit(&app->view.camera, -(float)ev->motion.xrel * GUI_DEG_PER_PX_YAW,
                                 (float)ev->motion.yrel * GUI_DEG_PER_PX_PITCH);
        }
        break;
    case SDL_MOUSEBUTTONDOWN:
        app->ptr.pressing = true;
        app->ptr.press_button = ev->button.button;
        app->ptr.press_x = ev->button.x;
        app->ptr.press_y = ev->button.y;
        app->ptr.dragged = false;
        break;
    case SDL_MOUSEBUTTONUP:
        gui_mark(&app->frames.marks, GUI_PART_FLOW);
        if (app->ptr.pressing && !app->ptr.dragged && ev->button.button == SDL_BUTTON_LEFT)
            click(app, ev->button.x, ev->button.y);
        app->ptr.pressing = false;
        app->ptr.dragged = false;
        break;
    case SDL_MOUSEWHEEL: {
        float notches = ev->wheel.preciseY != 0.0f ? ev->wheel.preciseY : (float)ev->wheel.y;
        if (app->flow.modal == GUI_MODAL_GAMES) { /* the list scrolls, the board stays */
            int rows = (int)lroundf(notches);
            gui_games_scroll(&app->flow, rows != 0 ? -rows : notches > 0.0f ? -1 : 1);
            gui_mark(&app->frames.marks, GUI_PART_FLOW);
            break;
        }
        app->view.camera_move.active = false;
        gui_camera_zoom(&app->view.camera, powf(0.9f, notches));
        break;
    }
    default:
        break;
    }
}
