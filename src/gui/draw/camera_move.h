/* camera_move.h: short animated camera moves to the named views (keys 1, 2, 3, and R). */
#ifndef S4_GUI_CAMERA_MOVE_H
#define S4_GUI_CAMERA_MOVE_H

#include <stdbool.h>

#include "gui/draw/camera.h"

enum { GUI_CAMERA_MOVE_MS = 350 };

typedef enum GuiView {
    GUI_VIEW_TOP,            /* from straight above (as steep as the camera goes) */
    GUI_VIEW_FRONT,          /* from White's side, low */
    GUI_VIEW_THREE_QUARTER,  /* the raised three-quarter home view */
} GuiView;

typedef struct GuiCameraMove {
    bool active;
    double start_ms;
    float from_yaw, from_pitch, from_ratio; /* ratio: distance / home distance */
    float to_yaw, to_pitch, to_ratio;
} GuiCameraMove;

/* Where view puts the camera: yaw, pitch, and distance as a share of the home distance
 * (fit_ratio: the distance fitting the board at that pitch over the home one, from
 * gui_screen_fit_distance). */
void gui_view_target(const GuiCamera *cam, GuiView view, float fit_ratio, float *yaw,
                     float *pitch, float *ratio);

/* Starts a move from the camera's pose to the given one at now_ms. */
void gui_camera_move_start(GuiCameraMove *m, const GuiCamera *cam, float yaw, float pitch,
                           float ratio, double now_ms);

/* Puts the camera where the move is at now_ms (eased, the shorter way round in yaw), within
 * its limits; ends the move when it arrives. */
void gui_camera_move_step(GuiCameraMove *m, GuiCamera *cam, double now_ms);

#endif
