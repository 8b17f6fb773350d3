/* camera.c: orbit, zoom and matrices with clamped angles. */
#include "gui/draw/camera.h"

static float clampf(float v, float lo, float hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

void gui_camera_init(GuiCamera *cam, const GuiLayout *layout, float aspect)
{
    glm_vec3_copy((vec3){layout->centre[0], layout->centre[1], layout->centre[2]}, cam->target);
    cam->fov = 22.0f;
    if (layout->flat) {
        cam->home_yaw = 0.0f;
        cam->home_pitch = 12.0f;
        cam->min_pitch = -20.0f;
        cam->max_pitch = 70.0f;
        cam->max_yaw = 70.0f;
    } else {
        cam->home_yaw = -28.0f;
        cam->home_pitch = 45.0f;
        cam->min_pitch = 5.0f;
        cam->max_pitch = 85.0f;
        cam->max_yaw = 180.0f;
    }
    /* Fit the bounding sphere in the narrower of the two fields of view. */
    float half_v = glm_rad(cam->fov) * 0.5f;
    float half_h = atanf(tanf(half_v) * (aspect > 0.1f ? aspect : 0.1f));
    float half = half_v < half_h ? half_v : half_h;
    cam->home_distance = layout->radius / sinf(half) * (layout->flat ? 0.95f : 0.8f);
    cam->min_distance = layout->radius * 1.2f;
    cam->max_distance = cam->home_distance * 3.0f;
    gui_camera_reset(cam);
}

void gui_camera_reset(GuiCamera *cam)
{
    cam->yaw = cam->home_yaw;
    cam->pitch = cam->home_pitch;
    cam->distance = cam->home_distance;
}

bool gui_camera_faces_black(const GuiCamera *cam)
{
    return fabsf(cam->home_yaw) > 90.0f;
}

void gui_camera_orbit(GuiCamera *cam, float dyaw, float dpitch)
{
    float yaw = cam->yaw + dyaw;
    if (cam->max_yaw >= 180.0f) {
        /* Free turn: keep yaw in (-180, 180]. */
        while (yaw > 180.0f)
            yaw -= 360.0f;
        while (yaw <= -180.0f)
            yaw += 360.0f;
    } else {
        yaw = clampf(yaw, -cam->max_yaw, cam->max_yaw);
    }
    cam->yaw = yaw;
    cam->pitch = clampf(cam->pitch + dpitch, cam->min_pitch, cam->max_pitch);
}

void gui_camera_zoom(GuiCamera *cam, float factor)
{
    cam->distance = clampf(cam->distance * factor, cam->min_distance, cam->max_distance);
}

void gui_camera_eye(const GuiCamera *cam, vec3 eye)
{
    float yaw = glm_rad(cam->yaw), pitch = glm_rad(cam->pitch);
    eye[0] = cam->target[0] + cam->distance * cosf(pitch) * sinf(yaw);
    eye[1] = cam->target[1] + cam->distance * sinf(pitch);
    eye[2] = cam->target[2] + cam->distance * cosf(pitch) * cosf(yaw);
}

void gui_camera_view(const GuiCamera *cam, mat4 view)
{
    vec3 eye;
    gui_camera_eye(cam, eye);
    vec3 target = {cam->target[0], cam->target[1], cam->target[2]};
    glm_lookat(eye, target, (vec3){0.0f, 1.0f, 0.0f}, view);
}

void gui_camera_matrix(const GuiCamera *cam, float aspect, mat4 view_proj)
{
    mat4 view, proj;
    gui_camera_view(cam, view);
    /* The eye is at least min_distance = 1.2 radius from the centre, so the board (within
     * about radius of it) lies between 1/6 and 11/6 of the distance: the depth range hugs
     * it, for the depth buffer's precision (tested from every angle at both zoom limits). */
    float near_plane = cam->distance * 0.1f;
    float far_plane = cam->distance * 2.0f;
    glm_perspective(glm_rad(cam->fov), aspect, near_plane, far_plane, proj);
    glm_mat4_mul(proj, view, view_proj);
}
