/* layers_panel.h: drawing the layers panel (one small grid per level, layers_layout.h):
 * every bead, the last move, the winning line, the hovered peg with its landing cell and,
 * when the player shows them, the threats (cells where a bead would complete a line). */
#ifndef S4_GUI_LAYERS_PANEL_H
#define S4_GUI_LAYERS_PANEL_H

#include "gui/draw/layers_layout.h"
#include "gui/draw/renderer.h"
#include "gui/draw/scene.h"
#include "gui/draw/text.h"

/* Draws the panel of layout l (nothing when not shown) for the scene state s: the same
 * board, hover, ghost, last cell and winning line the 3D view shows, and with threats the
 * same threat marks as the 3D view's. 2D mode must be on (gui_renderer_begin_2d). */
void gui_layers_panel_draw(GuiRenderer *r, GuiText *text, const GuiLayersLayout *l,
                           const S4Geometry *geo, const GuiSceneState *s, bool threats);

/* Colours of the panel, for tests and the README's description. */
extern const float GUI_LAYERS_WHITE[4], GUI_LAYERS_BLACK[4];

/* One threat mark, the same in the panel and over the 3D view: a square of c's threat colour
 * (White's cream, Black's blue) of half-side `half` centred at (cx, cy), in a dark edge
 * `edge` pixels wide. 2D mode must be on. */
void gui_threat_square(GuiRenderer *r, float cx, float cy, float half, float edge, S4Colour c);

#endif
