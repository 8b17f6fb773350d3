/* view_state.h: the App's view part: the camera and its moves, the panels beside the board
 * (overlay, layers, move list) and the edges they take, so the 3D view fits in the rest.
 */
#ifndef S4_GUI_VIEW_STATE_H
#define S4_GUI_VIEW_STATE_H

#include <stdbool.h>

#include "gui/draw/camera.h"
#include "gui/draw/camera_move.h"
#include "gui/draw/insets_ease.h"
#include "gui/draw/layers_layout.h"
#include "gui/draw/screen_layout.h"

typedef struct GuiViewState {
    GuiCamera camera;             /* orbit view */
    GuiCameraMove camera_move;    /* an animated move to a view (1, 2, 3, R) */
    bool overlay;                 /* ASCII overlay shown (Tab) */
    float overlay_x, overlay_y;   /* its top-left corner (gui_app_update_screen) */
    bool overlay_coords;          /* its coordinate list fits beside the drawing */
    bool layers;                  /* layers panel wanted (L); shown where it fits */
    GuiLayersLayout layers_layout; /* where it is this frame */
    float move_list_width;        /* drawable pixels the move list panel takes at the left
                                     edge (0 when hidden): the 3D view fits beside it */
    float move_list_height;       /* or, in a portrait window, above the status bar (0 when
                                     hidden or at the left): the board keeps the width */
    GuiScreenInsets insets;       /* edges taken this frame; the 3D view fits in the rest
                                     (eased towards the panels' edges when they change) */
    GuiInsetsEase insets_ease;    /* that easing */
    float fit_aspect;             /* aspect of the view the camera was last fitted to */
    float cards_x, cards_w;       /* the player cards' column at the left of a short, wide
                                     view (drawable x and width; the view fits beside it);
                                     cards_w 0: the cards lie across the view's top */
} GuiViewState;

#endif
