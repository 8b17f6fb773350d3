/* camera.h: an orbit camera around the board that never turns upside down (pure maths). */
#ifndef S4_GUI_CAMERA_H
#define S4_GUI_CAMERA_H

#include <stdbool.h>

#include <cglm/cglm.h>

#include "gui/draw/layout.h"

/* Invariants: min_pitch <= pitch <= max_pitch, both inside (-90, 90) degrees, so the up
 * vector never flips; min_distance <= distance <= max_distance; |yaw| <= max_yaw. */
typedef struct GuiCamera {
    vec3 target;          /* the point orbited */
    float yaw;            /* degrees around +y; 0 = White's seat on +z */
    float pitch;          /* degrees above the horizon */
    float distance;       /* from target to eye */
    float fov;            /* vertical field of view, degrees */
    float min_pitch, max_pitch;
    float max_yaw;        /* 180 for a free turn (3D), less for an upright grid */
    float min_distance, max_distance;
    float home_yaw, home_pitch, home_distance; /* the reset view */
} GuiCamera;

/* A camera suited to the layout: a raised three-quarter view of a 3D board, a nearly
 * frontal view of an upright grid, at a distance that fits the board at the given aspect. */
void gui_camera_init(GuiCamera *cam, const GuiLayout *layout, float aspect);

/* True when the home view looks at the board from Black's side (the far side of the
 * default view), as for a person playing Black. */
bool gui_camera_faces_black(const GuiCamera *cam);

/* Back to the initial view. */
void gui_camera_reset(GuiCamera *cam);

/* Turns by the given degrees, keeping the invariants. */
void gui_camera_orbit(GuiCamera *cam, float dyaw, float dpitch);

/* Multiplies the distance by factor (below 1 comes closer), clamped. */
void gui_camera_zoom(GuiCamera *cam, float factor);

/* Eye position in the world. */
void gui_camera_eye(const GuiCamera *cam, vec3 eye);

/* Projection times view for the given aspect (width / height). */
void gui_camera_matrix(const GuiCamera *cam, float aspect, mat4 view_proj);

/* The view matrix alone. */
void gui_camera_view(const GuiCamera *cam, mat4 view);

#endif
