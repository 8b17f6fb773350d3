/* app_marks.c: each part of the App says, once per loop turn, whether what it shows
 * changed (change_marks.h); the frame is drawn when one did.
 *
 * A part that is plain data (the pointer's peg, the view, the screens' flow) is summed up
 * whole, so a field added to it is covered without a list to keep. Parts that hold live
 * processes or caches (the referee's engines, the renderer's text cache) give what they
 * put on screen instead: the status line as drawn, the beads, the players' clocks.
 */
#include "gui/app/app.h"

#include <stddef.h>
#include <string.h>

#include "gui/model/net.h"
#include "gui/app/app_intent.h"
#include "gui/screens/keyboard_play.h"
#include "gui/screens/screens.h"

/* What the game part shows: the board, the status line as drawn, and the seconds on the
 * card of an engine that is thinking. */
static unsigned long long game_digest(const App *app, double now_ms)
{
    const GuiReferee *ref = &app->game.ref;
    char status[GUI_MESSAGE_MAX + 128] = "";
    if (!gui_flow_status(&app->flow, &app->game, &app->net, status, sizeof status))
        gui_referee_status(ref, now_ms, status, sizeof status);
    gui_keyboard_play_words(&app->ptr, status, sizeof status);
    unsigned long long h = gui_digest(GUI_DIGEST_START, status, strlen(status));
    h = gui_digest(h, &ref->game.board.beads, sizeof ref->game.board.beads);
    int ints[] = {ref->game.move_count, (int)ref->game.result, app->game.setup.depth,
                  app->game.replay_index, gui_referee_human_to_move(ref), ref->failed};
    h = gui_digest(h, ints, sizeof ints);
    for (int c = 0; c < 2; c++) {
        long seconds = ref->seats[c].move_asked_ms > 0 && gui_referee_busy(ref)
                           ? (long)((now_ms - ref->seats[c].move_asked_ms) / 1000.0)
                           : -1;
        h = gui_digest(h, &seconds, sizeof seconds);
    }
    return h;
}

/* What the view part shows, field by field (a struct's padding bytes are not its value). */
static unsigned long long view_digest(const GuiViewState *v)
{
    const GuiLayersLayout *l = &v->layers_layout;
    unsigned long long h = gui_digest(GUI_DIGEST_START, &v->camera, sizeof v->camera);
    h = gui_digest(h, &v->insets, sizeof v->insets);
    float floats[] = {v->overlay_x,        v->overlay_y, v->move_list_width, v->move_list_height,
                      v->fit_aspect,       l->x,         l->y,               l->w,
                      l->h,                l->cell,      l->title};
    h = gui_digest(h, floats, sizeof floats);
    h = gui_digest(h, l->grid_x, sizeof l->grid_x);
    h = gui_digest(h, l->grid_y, sizeof l->grid_y);
    int ints[] = {v->overlay, v->overlay_coords, v->layers, l->shown, l->across, l->width,
                  l->depth,   l->levels,         v->camera_move.active};
    return gui_digest(h, ints, sizeof ints);
}

/* What the network part shows: its status line and the friend screen's fields. */
static unsigned long long net_digest(const App *app)
{
    const GuiNet *n = &app->net;
    char status[512] = "";
    gui_net_status(&app->net, &app->game, status, sizeof status);
    unsigned long long h = gui_digest(GUI_DIGEST_START, status, strlen(status));
    h = gui_digest(h, n->form_host, strlen(n->form_host));
    h = gui_digest(h, n->form_code, strlen(n->form_code));
    h = gui_digest(h, n->dropped, strlen(n->dropped));
    int ints[] = {(int)n->role, n->form_field, n->ever_joined, n->saved_moves, n->save_failed};
    return gui_digest(h, ints, sizeof ints);
}

/* The screens' part whole but for the buttons' rectangles, which every drawn frame
 * registers again (they follow what is drawn, never lead it). */
static unsigned long long flow_digest(const GuiFlow *f)
{
    const unsigned char *p = (const unsigned char *)f;
    size_t hits = offsetof(GuiFlow, hits), after = hits + sizeof f->hits;
    unsigned long long h = gui_digest(GUI_DIGEST_START, p, hits);
    return gui_digest(h, p + after, sizeof *f - after);
}

void gui_app_note_changes(App *app, double now_ms)
{
    GuiMarks *m = &app->frames.marks;
    int sizes[] = {app->win.w, app->win.h, app->win.draw_w, app->win.draw_h};
    gui_marks_note(m, GUI_PART_WINDOW, gui_digest(GUI_DIGEST_START, sizes, sizeof sizes));
    int pegs[] = {app->ptr.hover_peg, app->ptr.key_peg};
    gui_marks_note(m, GUI_PART_POINTER, gui_digest(GUI_DIGEST_START, pegs, sizeof pegs));
    gui_marks_note(m, GUI_PART_VIEW, view_digest(&app->view));
    gui_marks_note(m, GUI_PART_FLOW, flow_digest(&app->flow));
    gui_marks_note(m, GUI_PART_GAME, game_digest(app, now_ms));
    gui_marks_note(m, GUI_PART_NET, net_digest(app));
    if (app->frames.redraw) {
        gui_mark(m, GUI_PART_MOTION);
        app->frames.redraw = false;
    }
    if (app->fx.drop.active || app->view.camera_move.active || app->game.ref.game.win_line != 0)
        gui_mark(m, GUI_PART_MOTION);
}
