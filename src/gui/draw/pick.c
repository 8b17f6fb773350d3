/* pick.c: ray picking against peg axes and point projection. */
#include "gui/draw/pick.h"

#include <float.h>

void gui_pick_ray(mat4 view_proj, float x, float y, float w, float h, vec3 origin, vec3 dir)
{
    mat4 inv;
    glm_mat4_inv(view_proj, inv);
    float nx = 2.0f * x / w - 1.0f;
    float ny = 1.0f - 2.0f * y / h;
    vec4 near_clip = {nx, ny, -1.0f, 1.0f}, far_clip = {nx, ny, 1.0f, 1.0f};
    vec4 near_w, far_w;
    glm_mat4_mulv(inv, near_clip, near_w);
    glm_mat4_mulv(inv, far_clip, far_w);
    for (int i = 0; i < 3; i++) {
        origin[i] = near_w[i] / near_w[3];
        dir[i] = far_w[i] / far_w[3] - origin[i];
    }
    glm_vec3_normalize(dir);
}

float gui_ray_segment_distance(const vec3 origin, const vec3 dir, const vec3 a, const vec3 b,
                               float *t_out)
{
    /* Closest points of two lines, then clamped: s to the segment, t to the ray. */
    vec3 u = {dir[0], dir[1], dir[2]};
    vec3 v = {b[0] - a[0], b[1] - a[1], b[2] - a[2]};
    vec3 w0 = {origin[0] - a[0], origin[1] - a[1], origin[2] - a[2]};
    float uu = glm_vec3_dot(u, u), uv = glm_vec3_dot(u, v), vv = glm_vec3_dot(v, v);
    float uw = glm_vec3_dot(u, w0), vw = glm_vec3_dot(v, w0);
    float denom = uu * vv - uv * uv;
    float s = denom > 1e-9f ? (uu * vw - uv * uw) / denom : 0.0f;
    s = s < 0.0f ? 0.0f : s > 1.0f ? 1.0f : s;
    /* Best t for that s, then the best s for the clamped t. */
    float t = (uv * s - uw) / uu;
    if (t < 0.0f)
        t = 0.0f;
    s = vv > 1e-9f ? (glm_vec3_dot(v, (vec3){w0[0] + t * u[0], w0[1] + t * u[1], w0[2] + t * u[2]})) / vv : 0.0f;
    s = s < 0.0f ? 0.0f : s > 1.0f ? 1.0f : s;
    vec3 p = {origin[0] + t * u[0], origin[1] + t * u[1], origin[2] + t * u[2]};
    vec3 q = {a[0] + s * v[0], a[1] + s * v[1], a[2] + s * v[2]};
    if (t_out != NULL)
        *t_out = t;
    return glm_vec3_distance(p, q);
}

int gui_pick_peg(const GuiLayout *layout, const vec3 origin, const vec3 dir)
{
    int best = -1;
    float best_dist = FLT_MAX, best_t = FLT_MAX;
    for (int peg = 0; peg < layout->geo->pegs; peg++) {
        vec3 a, b;
        glm_vec3_copy((float *)layout->peg_foot[peg], a);
        gui_layout_peg_top(layout, peg, b);
        float t;
        float d = gui_ray_segment_distance(origin, dir, a, b, &t);
        if (d > layout->pick_radius)
            continue;
        bool closer = d < best_dist - 1e-4f;
        bool tie_nearer = d < best_dist + 1e-4f && t < best_t;
        if (closer || tie_nearer) {
            best = peg;
            best_dist = d;
            best_t = t;
        }
    }
    return best;
}

bool gui_project(mat4 view_proj, const vec3 point, float w, float h, float *x, float *y)
{
    vec4 p = {point[0], point[1], point[2], 1.0f}, clip;
    glm_mat4_mulv(view_proj, p, clip);
    if (clip[3] <= 1e-6f)
        return false;
    *x = (clip[0] / clip[3] * 0.5f + 0.5f) * w;
    *y = (0.5f - clip[1] / clip[3] * 0.5f) * h;
    return true;
}
