/* gui_board_room.c: the 3D board's rectangle in the window with the level grids shown and
 * hidden (L), from the layout functions alone (no window): hidden, the view takes their
 * room and the board is fitted and centred in it; either way the board stays inside what
 * the bars and panels leave. */
#include <criterion/criterion.h>
#include <math.h>

#include "core/geometry.h"
#include "gui/draw/camera.h"
#include "gui/draw/layout.h"
#include "gui/draw/pick.h"
#include "gui/draw/screen_layout.h"

/* Where the board lands in a w x h window (drawable pixels, y down): the box around its
 * base's corners and its pegs' tops, and the view rectangle it was fitted into. */
typedef struct Fitted {
    GuiViewRect view;
    float x0, x1, y0, y1;
} Fitted;

static Fitted fit(float w, float h, bool grids)
{
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    GuiLayout layout;
    gui_layout_init(&layout, &geo);
    GuiCamera cam;
    gui_camera_init(&cam, &layout, w / h);
    GuiScreenInsets in = gui_screen_default_insets(w, h, 1.0f, grids ? &geo : NULL);
    Fitted out = {gui_screen_view_rect(w, h, &in), 1e9f, -1e9f, 1e9f, -1e9f};
    gui_screen_refit(&cam, &layout, out.view.w / out.view.h);
    mat4 vp;
    gui_screen_view_proj(&cam, &layout, w, h, out.view, vp);
    vec3 points[8 + S4_MAX_PEGS];
    int n = 0;
    for (int i = 0; i < 8; i++, n++) {
        points[n][0] = (i & 1) ? layout.base_max[0] : layout.base_min[0];
        points[n][1] = (i & 2) ? layout.base_max[1] : layout.base_min[1];
        points[n][2] = (i & 4) ? layout.base_max[2] : layout.base_min[2];
    }
    for (int peg = 0; peg < geo.pegs; peg++, n++)
        gui_layout_peg_top(&layout, peg, points[n]);
    for (int i = 0; i < n; i++) {
        float x, y;
        cr_assert(gui_project(vp, points[i], w, h, &x, &y));
        out.x0 = fminf(out.x0, x), out.x1 = fmaxf(out.x1, x);
        out.y0 = fminf(out.y0, y), out.y1 = fmaxf(out.y1, y);
    }
    return out;
}

/* The board lies inside its view (no bar or panel covers it) and is centred across it. */
static void assert_inside(const Fitted *f, const char *what)
{
    const GuiViewRect *v = &f->view;
    cr_assert(f->x0 >= v->x - 1.0f && f->x1 <= v->x + v->w + 1.0f && f->y0 >= v->y - 1.0f &&
                  f->y1 <= v->y + v->h + 1.0f,
              "%s: the board [%.0f %.0f]x[%.0f %.0f] leaves its view %.0f,%.0f %.0fx%.0f", what,
              f->x0, f->x1, f->y0, f->y1, v->x, v->y, v->w, v->h);
    float middle = (f->x0 + f->x1) * 0.5f, centre = v->x + v->w * 0.5f;
    cr_assert_lt(fabsf(middle - centre), v->w * 0.03f, "%s: the board's middle at %.0f, the "
                 "view's at %.0f", what, middle, centre);
}

Test(board_room, at_1280x720_the_hidden_grids_give_the_view_the_whole_width_and_the_board_its_middle)
{
    Fitted shown = fit(1280, 720, true), hidden = fit(1280, 720, false);
    assert_inside(&shown, "1280x720, grids shown");
    assert_inside(&hidden, "1280x720, grids hidden");
    cr_assert_lt(shown.view.w, 1200.0f, "the grids' column takes the right edge");
    cr_assert_eq(hidden.view.w, 1280.0f);
    float with = shown.x1 - shown.x0, without = hidden.x1 - hidden.x0;
    cr_assert_geq(without, with - 1.0f, "with %.0f, without %.0f", with, without);
    /* Both views are wider than the board's picture from the home view: the board is held
     * by the height (its pegs' tops to its front corner span most of it), so it is as
     * large either way, 48 % of the window's width. */
    cr_assert_gt(hidden.y1 - hidden.y0, 0.85f * hidden.view.h, "the board spans %.0f of %.0f",
                 hidden.y1 - hidden.y0, hidden.view.h);
    cr_assert_gt(without, 0.45f * 1280.0f, "the board spans %.0f of 1280 pixels", without);
}

Test(board_room, a_portrait_window_gives_the_strips_height_back_to_a_board_held_by_its_width)
{
    /* 450x800: the grids lie in a strip above the status bar; the board, held by the width,
     * keeps its size hidden or shown and moves down into the middle of the taller view. */
    Fitted shown = fit(450, 800, true), hidden = fit(450, 800, false);
    assert_inside(&shown, "450x800, grids shown");
    assert_inside(&hidden, "450x800, grids hidden");
    cr_assert_lt(shown.view.h, hidden.view.h - 100.0f, "the strip takes the bottom");
    float with = shown.x1 - shown.x0, without = hidden.x1 - hidden.x0;
    cr_assert_geq(without, with - 1.0f, "with %.0f, without %.0f", with, without);
    cr_assert_gt(without, 0.85f * 450.0f, "the board spans %.0f of 450 pixels", without);
    float mid_shown = (shown.y0 + shown.y1) * 0.5f, mid_hidden = (hidden.y0 + hidden.y1) * 0.5f;
    float view_mid = hidden.view.y + hidden.view.h * 0.5f;
    cr_assert_gt(mid_hidden, mid_shown + 50.0f, "the board's middle at %.0f, was %.0f",
                 mid_hidden, mid_shown);
    cr_assert_lt(fabsf(mid_hidden - view_mid), hidden.view.h * 0.03f);
}

Test(board_room, at_640x360_the_grids_never_stand_and_the_board_is_the_same_either_way)
{
    /* The window is too small for the grids (L says so in a note): nothing changes. */
    Fitted shown = fit(640, 360, true), hidden = fit(640, 360, false);
    assert_inside(&hidden, "640x360");
    cr_assert_eq(shown.view.w, hidden.view.w);
    cr_assert_eq(shown.view.h, hidden.view.h);
    cr_assert_float_eq(shown.x0, hidden.x0, 0.5f);
    cr_assert_float_eq(shown.x1, hidden.x1, 0.5f);
}
