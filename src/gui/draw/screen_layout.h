/* screen_layout.h: where the 3D board goes in the window: the rectangle the side panels and
 * bars leave free, and the matrix that fits the board whole and centred into it (pure maths).
 *
 * Every part of the window that takes an edge reports its size here, in drawable pixels:
 * the title line (top), the status bar (bottom), the layers panel (right, or in a portrait
 * or square window a strip above the status bar) and the move list panel (the game-flow panels': left, or in a portrait
 * window a strip above the status bar). The 3D view is then projected into what is left,
 * so no panel ever covers a peg, and picking, labels and printed peg positions follow
 * because they all use gui_screen_view_proj's matrix. */
#ifndef S4_GUI_SCREEN_LAYOUT_H
#define S4_GUI_SCREEN_LAYOUT_H

#include <stdbool.h>

#include <cglm/cglm.h>

#include "gui/draw/camera.h"
#include "gui/draw/layers_layout.h"
#include "gui/draw/layout.h"

/* Drawable pixels taken from each edge of the window. */
typedef struct GuiScreenInsets {
    float left;    /* move list panel in a landscape window, 0 when hidden */
    float right;   /* layers panel's column, 0 when hidden or a strip */
    float top;     /* title line, and the ASCII overlay when it sits above the board */
    float bottom;  /* status bar, and the move list and layers strips in a portrait window */
} GuiScreenInsets;

/* A rectangle in drawable pixels, y down. */
typedef struct GuiViewRect {
    float x, y, w, h;
} GuiViewRect;

/* Heights of the title line and status bar for a text scale (drawable pixels per window
 * coordinate): fixed, so tests can place the board without a font. */
float gui_screen_top_bar(float scale);
float gui_screen_bottom_bar(float scale);

/* The default insets of a w x h drawable: both bars and, when layers_of is not NULL, the
 * layers panel of that game (gui_layers_layout): its width at the right, or its strip's
 * height at the bottom; nothing where it is not shown. */
GuiScreenInsets gui_screen_default_insets(float w, float h, float scale,
                                          const S4Geometry *layers_of);

/* Takes the edge a shown layers panel stands on from `in`: its column's width at the right,
 * or its strip's height at the bottom. The one place that rule lives, for the window and
 * for the tests' default insets alike. */
void gui_screen_reserve_layers(GuiScreenInsets *in, const GuiLayersLayout *panel);

/* The width of the player cards' column at the left of the view in leaves in a w x h
 * drawable at text scale `scale`, 0 when the cards lie across the view's top: a view
 * shorter than 420 pixels (at scale 1) with width to spare beside the column (1.35 times
 * its height), where the cards across the top hid the board's back pegs. */
float gui_screen_cards_column(const GuiScreenInsets *in, float w, float h, float scale);

/* What the insets leave of a w x h drawable (at least 1 x 1 pixel). */
GuiViewRect gui_screen_view_rect(float w, float h, const GuiScreenInsets *in);

/* Distance from which the camera, at this yaw and pitch, sees the whole board (base, pegs
 * and every bead) inside a view of the given aspect, with a small margin. */
float gui_screen_fit_distance_at(const GuiCamera *cam, const GuiLayout *layout, float aspect,
                                 float yaw, float pitch);

/* The same at the camera's present yaw. */
float gui_screen_fit_distance(const GuiCamera *cam, const GuiLayout *layout, float aspect,
                              float pitch);

/* Refits the camera's home, limits and current distance to a view of this aspect: the
 * home view shows the board whole and as large as the margin allows; the zoom limits keep
 * it between about a third of the view and filling it (and the eye outside the board).
 * The current distance keeps its ratio to the home one. */
void gui_screen_refit(GuiCamera *cam, const GuiLayout *layout, float aspect);

/* The 3D view's matrix for a w x h drawable: the camera's projection at rect's aspect,
 * placed into rect, with the board's projected extent centred in it. */
void gui_screen_view_proj(const GuiCamera *cam, const GuiLayout *layout, float w, float h,
                          GuiViewRect rect, mat4 view_proj);

#endif
