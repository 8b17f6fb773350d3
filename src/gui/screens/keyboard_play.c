/* keyboard_play.c: the arrows choose a peg, Enter drops (keyboard_play.h). */
#include "gui/screens/keyboard_play.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "gui/draw/pick.h"
#include "gui/screens/screens.h"

bool gui_peg_screen(const GuiWindow *win, const GuiViewState *view, const GuiLayout *layout,
                    int peg, float *x, float *y)
{
    mat4 vp;
    gui_view_proj(win, view, layout, vp);
    vec3 centre;
    gui_layout_peg_centre(layout, peg, centre);
    float px, py;
    if (!gui_project(vp, centre, (float)win->draw_w, (float)win->draw_h, &px, &py))
        return false;
    /* Drawable pixels back to window coordinates, where mouse events live. */
    *x = px * (float)win->w / (float)win->draw_w;
    *y = py * (float)win->h / (float)win->draw_h;
    return *x >= 0 && *y >= 0 && *x < (float)win->w && *y < (float)win->h;
}

void gui_keyboard_play_words(const GuiPointer *ptr, char *status, size_t size)
{
    static const char CLICK[] = "click a ";
    char *at = strstr(status, CLICK);
    if (ptr->key_peg < 0 || at == NULL)
        return;
    /* "click a peg   (note)" -> "arrows choose a peg, Enter plays   (note)" */
    const char *what = at + strlen(CLICK);
    size_t what_len = strcspn(what, " ,.;:()");
    char rest[512];
    snprintf(rest, sizeof rest, "%s", what + what_len);
    char thing[32];
    snprintf(thing, sizeof thing, "%.*s", (int)(what_len < 31 ? what_len : 31), what);
    snprintf(at, size - (size_t)(at - status), "arrows choose a %s, Enter plays%s", thing, rest);
}

static bool peg_screen(const GuiScreenParts *p, int peg, float *x, float *y)
{
    return gui_peg_screen(p->win, p->view, &p->game->layout, peg, x, y);
}

/* The peg nearest to `from` on the screen in direction (dx, dy), or -1 when none lies that
 * way: pegs more than 60 degrees off the direction do not count, and a peg off the line
 * costs twice its distance across it, so Right on a turned board goes to the neighbour the
 * eye sees to the right. */
static int peg_towards(const GuiScreenParts *p, int from, float dx, float dy)
{
    float fx, fy;
    if (!peg_screen(p, from, &fx, &fy))
        return -1;
    int best = -1;
    float best_cost = 0.0f;
    for (int peg = 0; peg < p->game->geo.pegs; peg++) {
        float x, y;
        if (peg == from || !peg_screen(p, peg, &x, &y))
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

bool gui_keyboard_play_key(const GuiScreenParts *p, SDL_Keycode key, Uint16 mod)
{
    GuiPointer *ptr = p->ptr;
    if (p->flow->screen != GUI_SCREEN_PLAYING || (mod & KMOD_SHIFT) ||
        (p->game->setup.mode != GUI_MODE_PVE && p->game->setup.mode != GUI_MODE_PVP) ||
        gui_referee_over(&p->game->ref))
        return false;
    if (key == SDLK_RETURN || key == SDLK_KP_ENTER) {
        if (ptr->key_peg < 0)
            return false;
        if (!gui_flow_play(p, ptr->key_peg))
            gui_sound_play(&p->fx->sound, GUI_SOUND_REFUSED); /* gui_flow_play noted why */
        return true;
    }
    float dx = key == SDLK_LEFT ? -1.0f : key == SDLK_RIGHT ? 1.0f : 0.0f;
    float dy = key == SDLK_UP ? -1.0f : key == SDLK_DOWN ? 1.0f : 0.0f;
    if (dx == 0.0f && dy == 0.0f)
        return false;
    if (ptr->key_peg < 0) {
        /* The first arrow shows the cursor where the mouse points, else on the first peg. */
        ptr->key_peg = ptr->hover_peg >= 0 ? ptr->hover_peg : 0;
        return true;
    }
    int next = peg_towards(p, ptr->key_peg, dx, dy);
    if (next >= 0)
        ptr->key_peg = next;
    return true;
}
