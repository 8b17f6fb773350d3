/* camera_move.c: eased interpolation between camera poses. */
#include "gui/draw/camera_move.h"

#include <math.h>

void gui_view_target(const GuiCamera *cam, GuiView view, float fit_ratio, float *yaw,
                     float *pitch, float *ratio)
{
    switch (view) {
    case GUI_VIEW_TOP:
        *yaw = 0.0f;
        *pitch = cam->max_pitch;
        break;
    case GUI_VIEW_FRONT:
        *yaw = 0.0f;
        *pitch = cam->min_pitch + 11.0f; /* high enough that the rows' numbers stand apart */
        break;
    case GUI_VIEW_THREE_QUARTER:
    default:
        *yaw = cam->home_yaw;
        *pitch = cam->home_pitch;
        break;
    }
    *ratio = fit_ratio;
}

void gui_camera_move_start(GuiCameraMove *m, const GuiCamera *cam, float yaw, float pitch,
                           float ratio, double now_ms)
{
    m->active = true;
    m->start_ms = now_ms;
    m->from_yaw = cam->yaw;
    m->from_pitch = cam->pitch;
    m->from_ratio = cam->home_distance > 0.0f ? cam->distance / cam->home_distance : 1.0f;
    /* The shorter way round. */
    float turn = fmodf(yaw - cam->yaw + 540.0f, 360.0f) - 180.0f;
    m->to_yaw = cam->yaw + turn;
    m->to_pitch = pitch;
    m->to_ratio = ratio;
}

void gui_camera_move_step(GuiCameraMove *m, GuiCamera *cam, double now_ms)
{
    if (!m->active)
        return;
    float u = (float)((now_ms - m->start_ms) / GUI_CAMERA_MOVE_MS);
    if (u >= 1.0f) {
        u = 1.0f;
        m->active = false;
    }
    if (u < 0.0f)
        u = 0.0f;
    float e = u * u * (3.0f - 2.0f * u); /* smoothstep: eases out of one view into the next */
    float yaw = m->from_yaw + (m->to_yaw - m->from_yaw) * e;
    float pitch = m->from_pitch + (m->to_pitch - m->from_pitch) * e;
    float ratio = m->from_ratio + (m->to_ratio - m->from_ratio) * e;
    gui_camera_orbit(cam, yaw - cam->yaw, pitch - cam->pitch);
    cam->distance = cam->home_distance * ratio;
    gui_camera_zoom(cam, 1.0f); /* clamps the distance */
}
