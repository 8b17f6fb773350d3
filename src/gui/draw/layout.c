/* layout.c: world positions of the board's parts for any geometry. */
#include "gui/draw/layout.h"

#include <stdio.h>

#include <math.h>
#include <string.h>

/* 3D proportions: beads are 0.6 wide and 0.35 high, stacked 0.43 apart on 0.06 rods: from
 * the default view every bead of a full board shows part of its own outline (tests/gui_beads.c). */
static const float BEAD_RADIUS_3D = 0.30f;
static const float BEAD_HALF_HEIGHT_3D = 0.175f;
static const float BEAD_PITCH_3D = 0.43f;
/* Upright grid: discs of radius 0.42 in unit cells. */
static const float DISC_RADIUS = 0.42f;
static const float DISC_HALF_THICKNESS = 0.16f;
static const float GRID_FOOT = 0.15f;

static void copy3(const float *src, float *dst)
{
    dst[0] = src[0], dst[1] = src[1], dst[2] = src[2];
}

void gui_layout_init(GuiLayout *layout, const S4Geometry *geo)
{
    memset(layout, 0, sizeof *layout);
    layout->geo = geo;
    layout->flat = s4_geometry_is_flat(geo);
    float half_w = (float)(geo->width - 1) * 0.5f;
    float half_d = (float)(geo->depth - 1) * 0.5f;
    if (layout->flat) {
        layout->bead_pitch = 1.0f;
        layout->bead_bottom = 0.5f;
        layout->axis_height = (float)geo->height + 0.4f; /* a little headroom to aim at */
        glm_vec3_copy((vec3){DISC_RADIUS, DISC_RADIUS, DISC_HALF_THICKNESS}, layout->bead_scale);
        layout->peg_radius = 0.05f;
        layout->pick_radius = 0.5f; /* the whole column slot */
        glm_vec3_copy((vec3){-half_w - 0.65f, 0.0f, -0.35f}, layout->base_min);
        glm_vec3_copy((vec3){half_w + 0.65f, GRID_FOOT, 0.35f}, layout->base_max);
    } else {
        layout->bead_pitch = BEAD_PITCH_3D;
        layout->bead_bottom = BEAD_HALF_HEIGHT_3D + 0.005f;
        layout->axis_height = (float)geo->height * BEAD_PITCH_3D + 0.2f;
        glm_vec3_copy((vec3){BEAD_RADIUS_3D, BEAD_HALF_HEIGHT_3D, BEAD_RADIUS_3D},
                      layout->bead_scale);
        layout->peg_radius = 0.06f;
        layout->pick_radius = 0.42f;
        glm_vec3_copy((vec3){-half_w - 0.7f, -0.22f, -half_d - 0.7f}, layout->base_min);
        glm_vec3_copy((vec3){half_w + 0.7f, 0.0f, half_d + 0.7f}, layout->base_max);
    }
    for (int peg = 0; peg < geo->pegs; peg++) {
        float x = (float)s4_peg_column(geo, peg) - half_w;
        float z = layout->flat ? 0.0f : half_d - (float)s4_peg_row(geo, peg);
        float y = layout->flat ? GRID_FOOT : 0.0f;
        glm_vec3_copy((vec3){x, y, z}, layout->peg_foot[peg]);
    }
    float top = layout->flat ? GRID_FOOT + layout->axis_height : layout->axis_height;
    glm_vec3_copy((vec3){0.0f, top * (layout->flat ? 0.45f : 0.3f), 0.0f}, layout->centre);
    float span = glm_vec3_distance(layout->base_min, layout->base_max);
    layout->radius = 0.5f * (span > top ? span : top) + 0.3f;
    if (layout->flat)
        layout->radius = 0.5f * sqrtf((2 * half_w + 1.3f) * (2 * half_w + 1.3f) + top * top);
}

void gui_layout_cell_centre(const GuiLayout *layout, int peg, int level, vec3 out)
{
    copy3(layout->peg_foot[peg], out);
    out[1] += layout->bead_bottom + (float)level * layout->bead_pitch;
}

void gui_layout_peg_top(const GuiLayout *layout, int peg, vec3 out)
{
    copy3(layout->peg_foot[peg], out);
    out[1] += layout->axis_height;
}

void gui_layout_peg_centre(const GuiLayout *layout, int peg, vec3 out)
{
    copy3(layout->peg_foot[peg], out);
    out[1] += 0.5f * layout->axis_height;
}

int gui_layout_peg_runs(const GuiLayout *layout, const S4Board *board, int peg,
                        GuiPegRun runs[GUI_MAX_PEG_RUNS])
{
    int height = s4_board_peg_height(board, peg);
    return gui_layout_peg_runs_around(layout, height, ~UINT64_C(0), runs);
}

int gui_layout_peg_runs_around(const GuiLayout *layout, int height, uint64_t solid,
                               GuiPegRun runs[GUI_MAX_PEG_RUNS])
{
    /* Within |dy| <= b_y sqrt(1 - (r / b_x)^2) of a bead's centre the rod (radius r) is
     * inside the bead's ellipsoid; runs reach MARGIN into that stretch. */
    static const float MARGIN = 0.01f;
    const float *b = layout->bead_scale;
    float edge = layout->peg_radius / b[0];
    float hidden = b[1] * sqrtf(1.0f - edge * edge) - MARGIN;
    int n = 0;
    float from = 0.0f;
    for (int bead = 0; bead < height; bead++) {
        if (!(solid >> bead & 1))
            continue; /* a bead seen through: the rod runs on inside it */
        float centre = layout->bead_bottom + (float)bead * layout->bead_pitch;
        if (centre - hidden > from)
            runs[n++] = (GuiPegRun){from, centre - hidden, false};
        from = centre + hidden;
    }
    if (layout->axis_height > from)
        runs[n++] = (GuiPegRun){from, layout->axis_height, true};
    return n;
}

bool gui_layout_label(const GuiLayout *layout, int i, vec3 at, char text[4])
{
    const S4Geometry *geo = layout->geo;
    if (i < geo->width) {
        /* Letters under White's edge, in front of each column. */
        copy3(layout->peg_foot[i], at);
        if (layout->flat) {
            at[1] = layout->base_min[1] + 0.02f;
            at[2] = layout->base_max[2] + 0.05f;
        } else {
            at[1] = 0.0f;
            at[2] = layout->base_max[2] - 0.3f;
        }
        /* Columns of a single-row board are numbered, as in every other part of the
         * Connect games (core/line_name.h); rows of pegs use the protocol's letters. */
        if (layout->flat)
            snprintf(text, 4, "%d", (i + 1) % 100);
        else
            snprintf(text, 4, "%c", 'A' + i);
        return true;
    }
    int row = i - geo->width;
    if (layout->flat || row >= geo->depth)
        return false;
    copy3(layout->peg_foot[row * geo->width], at);
    at[0] = layout->base_min[0] + 0.3f;
    at[1] = 0.0f;
    text[0] = (char)('1' + row);
    text[1] = '\0';
    return true;
}
