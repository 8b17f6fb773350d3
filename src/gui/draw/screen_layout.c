/* screen_layout.c: fitting the board into the window's free rectangle. */
#include "gui/draw/screen_layout.h"

#include <math.h>

/* The board's projected extent fills this much of the free rectangle in the home view. */
static const float FIT_MARGIN = 0.92f;
/* Zoom limits as distances relative to the home view's: nearer than about 0.8 the board
 * overflows the view; at 2 it takes about half of it, its edge labels still apart. */
static const float ZOOM_IN_LIMIT = 0.8f, ZOOM_OUT_LIMIT = 2.0f;

enum { BOUND_POINTS = 12 };

float gui_screen_top_bar(float scale)
{
    return 34.0f * scale;
}

float gui_screen_bottom_bar(float scale)
{
    return 42.0f * scale;
}

GuiScreenInsets gui_screen_default_insets(float w, float h, float scale,
                                          const S4Geometry *layers_of)
{
    GuiScreenInsets in = {0.0f, 0.0f, gui_screen_top_bar(scale), gui_screen_bottom_bar(scale)};
    if (layers_of != NULL) {
        GuiLayersLayout panel;
        gui_layers_layout(&panel, layers_of, w, h, in.top, in.bottom, scale);
        gui_screen_reserve_layers(&in, &panel);
    }
    return in;
}

void gui_screen_reserve_layers(GuiScreenInsets *in, const GuiLayersLayout *panel)
{
    if (!panel->shown)
        return;
    if (panel->across)
        in->bottom += panel->h;
    else
        in->right = panel->w;
}

float gui_screen_cards_column(const GuiScreenInsets *in, float w, float h, float scale)
{
    enum { COLUMN = 220, SHORT_VIEW = 420 };
    const float spare_width = 1.35f;
    float column = COLUMN * scale, view_w = w - in->left - in->right;
    float view_h = h - in->top - in->bottom;
    return view_h < SHORT_VIEW * scale && view_w - column >= view_h * spare_width ? column : 0.0f;
}

GuiViewRect gui_screen_view_rect(float w, float h, const GuiScreenInsets *in)
{
    GuiViewRect r = {in->left, in->top, w - in->left - in->right, h - in->top - in->bottom};
    if (r.w < 1.0f)
        r.w = 1.0f;
    if (r.h < 1.0f)
        r.h = 1.0f;
    return r;
}

/* Points whose hull holds the board: the base's box (a 3D board's slab, an upright grid's
 * bar) and, over the pegs' footprint widened by a bead's radius, the box up to the pegs'
 * tops (a 3D board's beads stand inside it). The pegs stand inside the base's edge: a box
 * up to their height over the whole base reached past their tops at the back and kept the
 * board a tenth smaller than the view allows. The fit is made for the view's own yaw, so
 * a board seen square from above fills the view instead of the circle its corners sweep
 * when it turns (a fifth smaller); turned away from that yaw by hand, its corners may
 * reach past the margin. */
static int bound_points(const GuiLayout *layout, vec3 out[BOUND_POINTS])
{
    float top = layout->peg_foot[0][1] + layout->axis_height + 0.05f;
    const S4Geometry *geo = layout->geo;
    float lo[2] = {1e30f, 1e30f}, hi[2] = {-1e30f, -1e30f};
    for (int peg = 0; peg < geo->pegs; peg++)
        for (int k = 0; k < 2; k++) {
            float v = layout->peg_foot[peg][k * 2]; /* x, then z */
            lo[k] = fminf(lo[k], v - layout->bead_scale[k * 2]);
            hi[k] = fmaxf(hi[k], v + layout->bead_scale[k * 2]);
        }
    if (layout->flat) { /* the frame reaches the bar's ends all the way up */
        lo[0] = layout->base_min[0], lo[1] = layout->base_min[2];
        hi[0] = layout->base_max[0], hi[1] = layout->base_max[2];
    }
    int n = 0;
    for (int i = 0; i < 8; i++) {
        out[n][0] = (i & 1) ? layout->base_max[0] : layout->base_min[0];
        out[n][1] = (i & 2) ? layout->base_max[1] : layout->base_min[1];
        out[n][2] = (i & 4) ? layout->base_max[2] : layout->base_min[2];
        n++;
    }
    for (int i = 0; i < 4; i++) {
        out[n][0] = (i & 1) ? hi[0] : lo[0];
        out[n][1] = top;
        out[n][2] = (i & 2) ? hi[1] : lo[1];
        n++;
    }
    return n;
}

/* The projected extent of the board in NDC for cam's matrix at aspect. */
static void extent(const GuiCamera *cam, const GuiLayout *layout, float aspect, float *x0,
                   float *x1, float *y0, float *y1)
{
    mat4 vp;
    gui_camera_matrix(cam, aspect, vp);
    vec3 pts[BOUND_POINTS];
    int n = bound_points(layout, pts);
    *x0 = *y0 = 1e30f;
    *x1 = *y1 = -1e30f;
    for (int i = 0; i < n; i++) {
        vec4 p = {pts[i][0], pts[i][1], pts[i][2], 1.0f}, c;
        glm_mat4_mulv(vp, p, c);
        float w = c[3] > 1e-4f ? c[3] : 1e-4f;
        float x = c[0] / w, y = c[1] / w;
        *x0 = fminf(*x0, x), *x1 = fmaxf(*x1, x);
        *y0 = fminf(*y0, y), *y1 = fmaxf(*y1, y);
    }
}

float gui_screen_fit_distance(const GuiCamera *cam, const GuiLayout *layout, float aspect,
                              float pitch)
{
    return gui_screen_fit_distance_at(cam, layout, aspect, cam->yaw, pitch);
}

float gui_screen_fit_distance_at(const GuiCamera *cam, const GuiLayout *layout, float aspect,
                                 float yaw, float pitch)
{
    GuiCamera c = *cam;
    c.yaw = yaw;
    c.pitch = pitch;
    c.distance = layout->radius * 3.0f;
    /* The extent shrinks about as 1 / distance: a few rescalings converge. */
    for (int i = 0; i < 8; i++) {
        float x0, x1, y0, y1;
        extent(&c, layout, aspect, &x0, &x1, &y0, &y1);
        float half = fmaxf(x1 - x0, y1 - y0) * 0.5f;
        float want = c.distance * half / FIT_MARGIN;
        /* Never so near that the eye is within the board's bounding sphere. */
        c.distance = fmaxf(want, layout->radius * 1.3f);
    }
    return c.distance;
}

void gui_screen_refit(GuiCamera *cam, const GuiLayout *layout, float aspect)
{
    float ratio = cam->home_distance > 0.0f ? cam->distance / cam->home_distance : 1.0f;
    cam->home_distance =
        gui_screen_fit_distance_at(cam, layout, aspect, cam->home_yaw, cam->home_pitch);
    cam->min_distance = fmaxf(cam->home_distance * ZOOM_IN_LIMIT, layout->radius * 1.3f);
    cam->max_distance = cam->home_distance * ZOOM_OUT_LIMIT;
    cam->distance = cam->home_distance * ratio;
    if (cam->distance < cam->min_distance)
        cam->distance = cam->min_distance;
    if (cam->distance > cam->max_distance)
        cam->distance = cam->max_distance;
}

void gui_screen_view_proj(const GuiCamera *cam, const GuiLayout *layout, float w, float h,
                          GuiViewRect rect, mat4 view_proj)
{
    float aspect = rect.w / rect.h;
    mat4 camera;
    gui_camera_matrix(cam, aspect, camera);
    float x0, x1, y0, y1;
    extent(cam, layout, aspect, &x0, &x1, &y0, &y1);
    /* Centre the board's extent in the rectangle (NDC of the rectangle), then map the
     * rectangle's NDC onto its place among the window's. */
    float shift_x = -(x0 + x1) * 0.5f, shift_y = -(y0 + y1) * 0.5f;
    float sx = rect.w / w, sy = rect.h / h;
    float cx = (rect.x + rect.w * 0.5f) / w * 2.0f - 1.0f;
    float cy = 1.0f - (rect.y + rect.h * 0.5f) / h * 2.0f;
    /* Clip space: x' = sx (x + shift_x w) + cx w, likewise y; z and w unchanged. */
    mat4 place = GLM_MAT4_IDENTITY_INIT;
    place[0][0] = sx;
    place[1][1] = sy;
    place[3][0] = sx * shift_x + cx;
    place[3][1] = sy * shift_y + cy;
    glm_mat4_mul(place, camera, view_proj);
}
