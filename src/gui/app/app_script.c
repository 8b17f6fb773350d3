/* app_script.c: scripted input turned into synthesised SDL events, and peg positions. */
#include "gui/app/app.h"
#include "gui/screens/keyboard_play.h"
#include "gui/model/net.h"
#include "gui/app/app_intent.h"
#include "gui/screens/screens.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/line_name.h"
#include "core/notation.h"
#include "core/quote.h"
#include "gui/draw/pick.h"

bool gui_app_peg_screen(App *app, int peg, float *x, float *y)
{
    return gui_peg_screen(&app->win, &app->view, &app->game.layout, peg, x, y);
}

void gui_app_print_pegs(App *app)
{
    printf("window %d %d\n", app->win.w, app->win.h);
    for (int peg = 0; peg < app->game.geo.pegs; peg++) {
        char name[S4_MOVE_NAME]; /* the game's convention: "B2", or "4" in the Connect games */
        s4_move_name(&app->game.geo, peg, name);
        float x = -1, y = -1;
        if (gui_app_peg_screen(app, peg, &x, &y))
            printf("peg %s %d %d\n", name, (int)lroundf(x), (int)lroundf(y));
        else
            printf("peg %s off-screen\n", name);
    }
    /* The edge labels where they are drawn (centres), for checks that nothing covers them. */
    mat4 vp;
    gui_app_view_proj(app, vp);
    GuiLabelSpot spots[GUI_MAX_LABELS];
    int n = gui_app_labels(app, vp, spots);
    float sx = (float)app->win.w / (float)app->win.draw_w,
          sy = (float)app->win.h / (float)app->win.draw_h;
    for (int i = 0; i < n; i++)
        printf("label %s %d %d\n", spots[i].text, (int)lroundf(spots[i].x * sx),
               (int)lroundf(spots[i].y * sy));
    fflush(stdout);
}

/* A key by SDL name, with an optional "Ctrl+" or "Shift+" in front ("Ctrl+S"). */
static SDL_Keycode key_of(const char *name, Uint16 *mod)
{
    *mod = KMOD_NONE;
    if (strncmp(name, "Ctrl+", 5) == 0 && name[5] != '\0') {
        *mod = KMOD_LCTRL;
        name += 5;
    } else if (strncmp(name, "Shift+", 6) == 0 && name[6] != '\0') {
        *mod = KMOD_LSHIFT;
        name += 6;
    }
    return SDL_GetKeyFromName(name);
}

bool gui_app_script_check(App *app)
{
    for (int i = 0; i < app->run.script.count; i++) {
        const GuiStep *step = &app->run.script.steps[i];
        Uint16 mod;
        if (step->kind == GUI_STEP_KEY && key_of(step->arg, &mod) == SDLK_UNKNOWN) {
            char shown[S4_QUOTE_SIZE];
            snprintf(app->err, sizeof app->err, "--script: step %d: no key named '%s'", i + 1,
                     s4_quote(step->arg, strlen(step->arg), shown, sizeof shown));
            return false;
        }
    }
    return true;
}

/* ================================================================ synthesised events */

static void push_motion(App *app, int x, int y, int xrel, int yrel, Uint32 state)
{
    SDL_Event ev = {0};
    ev.type = SDL_MOUSEMOTION;
    ev.motion.windowID = SDL_GetWindowID(app->win.sdl);
    ev.motion.x = x;
    ev.motion.y = y;
    ev.motion.xrel = xrel;
    ev.motion.yrel = yrel;
    ev.motion.state = state;
    SDL_PushEvent(&ev);
}

static void push_button(App *app, bool down, Uint8 button, int x, int y)
{
    SDL_Event ev = {0};
    ev.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
    ev.button.windowID = SDL_GetWindowID(app->win.sdl);
    ev.button.button = button;
    ev.button.state = down ? SDL_PRESSED : SDL_RELEASED;
    ev.button.clicks = 1;
    ev.button.x = x;
    ev.button.y = y;
    SDL_PushEvent(&ev);
}

static void push_key(App *app, SDL_Keycode key, Uint16 mod)
{
    for (int down = 1; down >= 0; down--) {
        SDL_Event ev = {0};
        ev.type = down ? SDL_KEYDOWN : SDL_KEYUP;
        ev.key.windowID = SDL_GetWindowID(app->win.sdl);
        ev.key.state = down ? SDL_PRESSED : SDL_RELEASED;
        ev.key.keysym.sym = key;
        ev.key.keysym.mod = mod;
        ev.key.keysym.scancode = SDL_GetScancodeFromKey(key);
        SDL_PushEvent(&ev);
    }
}

/* A drag with `button` from the window's centre by dx, dy pixels. */
static void push_drag(App *app, Uint8 button, int dx, int dy)
{
    int x = app->win.w / 2, y = app->win.h / 2;
    push_button(app, true, button, x, y);
    push_motion(app, x + dx, y + dy, dx, dy, SDL_BUTTON(button));
    push_button(app, false, button, x + dx, y + dy);
}

/* True while a scripted `wait-engine` must keep waiting. */
static bool engine_pending(const App *app)
{
    const GuiReferee *ref = &app->game.ref;
    if (gui_referee_busy(ref) || app->flow.hints.fd >= 0 || gui_net_waits(&app->net, &app->game))
        return true; /* an engine, or the hint's analysis, still owes an answer */
    if (gui_referee_over(ref) || app->game.setup.mode == GUI_MODE_REPLAY)
        return false;
    S4Colour to_move = s4_game_to_move(&ref->game);
    return gui_referee_engine_plays(ref, to_move) && ref->seats[to_move].session.running;
}

/* An `idle` step: false while its turns last (frames then come only from the change
 * marks, app.c's must_draw); at its end prints what was drawn and returns true. */
static bool idle_step(App *app, const GuiStep *step)
{
    GuiFrameStats *fr = &app->frames;
    bool engine = step->kind == GUI_STEP_IDLE_ENGINE;
    if (!app->run.idling) {
        app->run.idling = true;
        fr->idle_turns = engine ? 1 : (int)step->a;
        fr->idle_drawn = 0;
        fr->idle_parts = 0;
        return fr->idle_turns == 0 ? (app->run.idling = false, true) : false;
    }
    if (engine ? engine_pending(app) : --fr->idle_turns > 0)
        return false;
    fr->idle_turns = 0;
    app->run.idling = false;
    char parts[128] = "";
    for (int p = 0; p < GUI_PART_COUNT; p++)
        if (fr->idle_parts & (1u << p)) {
            size_t used = strlen(parts);
            snprintf(parts + used, sizeof parts - used, " %s", gui_part_name((GuiPart)p));
        }
    if (engine)
        printf("idle engine drew %d:%s\n", fr->idle_drawn, parts[0] ? parts : " none");
    else
        printf("idle %d drew %d:%s\n", (int)step->a, fr->idle_drawn, parts[0] ? parts : " none");
    fflush(stdout);
    return true;
}

void gui_app_script_step(App *app)
{
    if (app->frames.count == 0)
        return; /* steps act on what was drawn: buttons exist once a frame shows them */
    while (!app->run.done) {
        if (app->run.pos >= app->run.script.count) {
            app->run.done = true;
            return;
        }
        const GuiStep *step = &app->run.script.steps[app->run.pos];
        if (step->kind == GUI_STEP_WAIT) {
            if (app->run.wait == 0 && step->a > 0) {
                app->run.wait = (int)step->a;
                return;
            }
            if (app->run.wait > 0 && --app->run.wait > 0)
                return;
            app->run.pos++;
            continue;
        }
        if (step->kind == GUI_STEP_IDLE || step->kind == GUI_STEP_IDLE_ENGINE) {
            if (!idle_step(app, step))
                return;
            app->run.pos++;
            continue;
        }
        if (step->kind == GUI_STEP_WAIT_ENGINE) {
            if (engine_pending(app))
                return;
            app->run.pos++;
            app->run.settled = app->frames.count + 1; /* the last answer drawn first */
            continue;
        }
        if (step->kind == GUI_STEP_WAIT_REPORT) {
            if (app->flow.report_job != NULL && !app->flow.report.finished)
                return;
            app->run.pos++;
            app->run.settled = app->frames.count + 1; /* the last move graded drawn first */
            continue;
        }
        bool button = step->kind == GUI_STEP_MENU_SELECT || step->kind == GUI_STEP_MENU_START ||
                      step->kind == GUI_STEP_BUTTON || step->kind == GUI_STEP_HOVER_BUTTON;
        if (button && app->frames.count < app->run.settled)
            return; /* the previous step's events are handled but not yet drawn */
        GuiRect found;
        /* A button may come a few frames later (an engine's move); in a game with a friend
         * it may come whenever the friend acts (an offer to answer), so it is waited for
         * while the line to the friend is there. */
        bool friend_may_bring = gui_net_part_active(&app->net) && !app->net.turned_back;
        if (button && !gui_hits_find(&app->flow.hits, step->arg, &found) &&
            (app->run.wait < 120 || friend_may_bring)) {
            app->run.wait++;
            return;
        }
        app->run.wait = 0;
        /* Events pushed now are handled at the next frame and drawn in it. */
        app->run.settled = app->frames.count + 2;
        app->run.pos++;
        float x, y;
        switch (step->kind) {
        case GUI_STEP_MENU_SELECT:
        case GUI_STEP_MENU_START:
        case GUI_STEP_HOVER_BUTTON:
        case GUI_STEP_BUTTON: {
            /* The button drawn in the last frame, clicked where a person would click it. */
            GuiRect rect;
            if (!gui_hits_find(&app->flow.hits, step->arg, &rect)) {
                char shown[S4_QUOTE_SIZE];
                fprintf(stderr, "score4: --script: step %d: no button '%s' on the screen\n",
                        app->run.pos, s4_quote(step->arg, strlen(step->arg), shown, sizeof shown));
                app->exit_code = 1;
                break;
            }
            float sx = (float)app->win.w / (float)app->win.draw_w,
                  sy = (float)app->win.h / (float)app->win.draw_h;
            int bx = (int)lroundf((rect.x + rect.w * 0.5f) * sx), by = (int)lroundf((rect.y + rect.h * 0.5f) * sy);
            push_motion(app, bx, by, 0, 0, 0);
            if (step->kind == GUI_STEP_HOVER_BUTTON)
                break;
            push_button(app, true, SDL_BUTTON_LEFT, bx, by);
            push_button(app, false, SDL_BUTTON_LEFT, bx, by);
            break;
        }
        case GUI_STEP_PLAY:
            if (!gui_screen_in_game(&app->flow) || app->flow.modal == GUI_MODAL_CONFIRM ||
                !gui_referee_human_to_move(&app->game.ref))
                break; /* a person stops clicking when it is not their turn */
            /* fall through */
        case GUI_STEP_CLICK:
        case GUI_STEP_HOVER: {
            /* Named again in the game of this moment: the start screen may have changed it,
             * in a step of this same frame, so the screen is fitted to it first (a person
             * clicks where a drawn frame showed the peg). */
            gui_app_update_screen(app);
            int peg;
            if (s4_move_parse(&app->game.geo, step->arg, strlen(step->arg), &peg) != S4_OK) {
                char shown[S4_QUOTE_SIZE];
                fprintf(stderr, "score4: --script: step %d: '%s' is not a peg of %s\n",
                        app->run.pos, s4_quote(step->arg, strlen(step->arg), shown, sizeof shown), app->game.geo.name);
                app->exit_code = 1;
                break;
            }
            if (!gui_app_peg_screen(app, peg, &x, &y)) {
                fprintf(stderr, "score4: --script: step %d: the peg is off screen\n", app->run.pos);
                break;
            }
            push_motion(app, (int)lroundf(x), (int)lroundf(y), 0, 0, 0);
            if (step->kind != GUI_STEP_HOVER) {
                push_button(app, true, SDL_BUTTON_LEFT, (int)lroundf(x), (int)lroundf(y));
                push_button(app, false, SDL_BUTTON_LEFT, (int)lroundf(x), (int)lroundf(y));
            }
            break;
        }
        case GUI_STEP_CLICK_AT: {
            int cx = (int)lroundf(step->a), cy = (int)lroundf(step->b);
            push_motion(app, cx, cy, 0, 0, 0);
            push_button(app, true, SDL_BUTTON_LEFT, cx, cy);
            push_button(app, false, SDL_BUTTON_LEFT, cx, cy);
            break;
        }
        case GUI_STEP_DRAG:
            push_drag(app, SDL_BUTTON_LEFT, (int)lroundf(step->a), (int)lroundf(step->b));
            break;
        case GUI_STEP_ROTATE:
            push_drag(app, SDL_BUTTON_RIGHT, (int)lroundf(-step->a / GUI_DEG_PER_PX_YAW), 0);
            break;
        case GUI_STEP_TILT:
            push_drag(app, SDL_BUTTON_RIGHT, 0, (int)lroundf(step->a / GUI_DEG_PER_PX_PITCH));
            break;
        case GUI_STEP_ZOOM: {
            SDL_Event ev = {0};
            ev.type = SDL_MOUSEWHEEL;
            ev.wheel.windowID = SDL_GetWindowID(app->win.sdl);
            ev.wheel.y = (Sint32)lroundf(step->a);
            ev.wheel.preciseY = step->a;
            SDL_PushEvent(&ev);
            break;
        }
        case GUI_STEP_KEY:
        {
            Uint16 mod;
            SDL_Keycode key = key_of(step->arg, &mod);
            push_key(app, key, mod);
        }
            break;
        case GUI_STEP_SCREENSHOT: app->run.pending_shot = step->arg; break;
        case GUI_STEP_TYPE: {
            /* SDL's text event holds 31 bytes: longer text goes as several events, as a
             * person's typing does, each cut before a UTF-8 continuation byte. */
            const char *rest = step->arg;
            while (*rest != '\0') {
                SDL_Event ev = {0};
                ev.type = SDL_TEXTINPUT;
                ev.text.windowID = SDL_GetWindowID(app->win.sdl);
                size_t n = strlen(rest), room = sizeof ev.text.text - 1;
                if (n > room) {
                    n = room;
                    while (n > 0 && ((unsigned char)rest[n] & 0xC0) == 0x80)
                        n--;
                }
                memcpy(ev.text.text, rest, n);
                ev.text.text[n] = '\0';
                SDL_PushEvent(&ev);
                rest += n;
            }
        } break;
        case GUI_STEP_ANIMATE: app->fx.animate = strcmp(step->arg, "on") == 0; break;
        case GUI_STEP_PRINT_PEGS:
            /* Where this frame draws them (as for click above). */
            gui_app_update_screen(app);
            gui_app_print_pegs(app);
            break;
        case GUI_STEP_PRINT_TEXTS: app->run.pending_texts = true; break;
        default:
            break;
        }
        /* One input step per frame, so each is handled (and drawn) before the next. */
        return;
    }
}
