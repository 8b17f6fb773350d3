/* keyboard_play.c: the arrows choose a peg, Enter drops (keyboard_play.h). */
#include "gui/keyboard_play.h"

#include <math.h>

#include "gui/screens.h"

/* The peg nearest to `from` on the screen in direction (dx, dy), or -1 when none lies that
 * way: pegs more than 60 degrees off the direction do not count, and a peg off the line
 * costs twice its distance across it, so Right on a turned board goes to the neighbour the
 * eye sees to the right. */
static int peg_towards(App *app, int from, float dx, float dy)
{
    float fx, fy;
    if (!gui_app_peg_screen(app, from, &fx, &fy))
        return -1;
    int best = -1;
    float best_cost = 0.0f;
    for (int peg = 0; peg < app->game.geo.pegs; peg++) {
        float x, y;
        if (peg == from || !gui_app_peg_screen(app, peg, &x, &y))
            continue;
        float along = (x - fx) * dx + (y - fy) * dy;
        float across = fabsf((x - fx) * dy - (y - fy) * dx);
        if (along <= 0.0f || across > along * 1.74f) /* tan 60 degrees */
            continue;
        float cost = along + 2.0f * across;
        if (best < 0 || cost < best_cost) {
            best = peg;
            best_cost = cost;
        }
    }
    return best;
}

bool gui_keyboard_play_key(App *app, SDL_Keycode key, Uint16 mod)
{
    if (app->flow.screen != GUI_SCREEN_PLAYING || (mod & KMOD_SHIFT) ||
        (app->opts.mode != GUI_MODE_PVE && app->opts.mode != GUI_MODE_PVP) ||
        gui_referee_over(&app->game.ref))
        return false;
    if (key == SDLK_RETURN || key == SDLK_KP_ENTER) {
        if (app->ptr.key_peg < 0)
            return false;
        if (!gui_flow_play(app, app->ptr.key_peg))
            gui_sound_play(&app->fx.sound, GUI_SOUND_REFUSED); /* gui_flow_play noted why */
        return true;
    }
    float dx = key == SDLK_LEFT ? -1.0f : key == SDLK_RIGHT ? 1.0f : 0.0f;
    float dy = key == SDLK_UP ? -1.0f : key == SDLK_DOWN ? 1.0f : 0.0f;
    if (dx == 0.0f && dy == 0.0f)
        return false;
    if (app->ptr.key_peg < 0) {
        /* The first arrow shows the cursor where the mouse points, else on the first peg. */
        app->ptr.key_peg = app->ptr.hover_peg >= 0 ? app->ptr.hover_peg : 0;
        return true;
    }
    int next = peg_towards(app, app->ptr.key_peg, dx, dy);
    if (next >= 0)
        app->ptr.key_peg = next;
    return true;
}
