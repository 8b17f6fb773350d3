/* layers_panel.h: drawing the layers panel (one small grid per level, layers_layout.h):
 * every bead, the last move, the winning line and the hovered peg with its landing cell. */
#ifndef S4_GUI_LAYERS_PANEL_H
#define S4_GUI_LAYERS_PANEL_H

#include "gui/layers_layout.h"
#include "gui/renderer.h"
#include "gui/scene.h"
#include "gui/text.h"

/* Draws the panel of layout l (nothing when not shown) for the scene state s: the same
 * board, hover, ghost, last cell and winning line the 3D view shows. 2D mode must be on
 * (gui_renderer_begin_2d). */
void gui_layers_panel_draw(GuiRenderer *r, GuiText *text, const GuiLayersLayout *l,
                           const S4Geometry *geo, const GuiSceneState *s);

/* Colours of the panel, for tests and the README's description. */
extern const float GUI_LAYERS_WHITE[4], GUI_LAYERS_BLACK[4];

#endif
