/* icon.c: the window icon, drawn analytically (shapes in a 64x64 square, 4x4 supersampled). */
#include "gui/draw/icon.h"

#include <math.h>
#include <string.h>

/* Shapes in icon units (0..64, y down), painted in order, later ones on top. */
typedef struct Ellipse {
    float cx, cy, rx, ry;
    float rgb[3];
} Ellipse;

static const float WOOD[3] = {0.72f, 0.47f, 0.26f};
static const float ROD[3] = {0.86f, 0.78f, 0.60f};
static const Ellipse BEADS[3] = {
    {32.0f, 47.0f, 17.0f, 8.5f, {0.93f, 0.91f, 0.86f}},
    {32.0f, 35.0f, 17.0f, 8.5f, {0.10f, 0.10f, 0.12f}},
    {32.0f, 23.0f, 17.0f, 8.5f, {0.93f, 0.91f, 0.86f}},
};

/* Colour (rgb) and coverage (0 or 1) of the icon at point x, y. */
static float sample(float x, float y, float rgb[3])
{
    /* The rounded wooden square, corner radius 10, with a darker lower band for depth. */
    float qx = fmaxf(fabsf(x - 32.0f) - 22.0f, 0.0f), qy = fmaxf(fabsf(y - 32.0f) - 22.0f, 0.0f);
    if (qx * qx + qy * qy > 100.0f)
        return 0.0f;
    float shade = y > 52.0f ? 0.70f : 1.0f;
    for (int c = 0; c < 3; c++)
        rgb[c] = WOOD[c] * shade;
    /* The peg: a rod from above the top bead down into the board. */
    if (fabsf(x - 32.0f) < 2.5f && y > 8.0f && y < 52.0f) {
        float light = 1.0f - 0.25f * (x - 29.5f) / 5.0f;
        for (int c = 0; c < 3; c++)
            rgb[c] = ROD[c] * light;
    }
    for (int b = 0; b < 3; b++) {
        const Ellipse *e = &BEADS[b];
        float u = (x - e->cx) / e->rx, v = (y - e->cy) / e->ry;
        float d = u * u + v * v;
        if (d > 1.0f)
            continue;
        /* Lit from the upper left, with a small highlight. */
        float nz = sqrtf(1.0f - d);
        float diffuse = 0.35f + 0.65f * fmaxf(0.0f, -0.45f * u - 0.55f * v + 0.70f * nz);
        float hu = u + 0.35f, hv = v + 0.45f;
        float spot = hu * hu + hv * hv < 0.05f ? 0.55f : 0.0f;
        for (int c = 0; c < 3; c++)
            rgb[c] = fminf(1.0f, e->rgb[c] * diffuse + 0.25f * diffuse * (b == 1) + spot);
    }
    return 1.0f;
}

void gui_icon_pixels(unsigned char *rgba)
{
    memset(rgba, 0, (size_t)GUI_ICON_SIZE * GUI_ICON_SIZE * 4);
    for (int py = 0; py < GUI_ICON_SIZE; py++) {
        for (int px = 0; px < GUI_ICON_SIZE; px++) {
            float sum[3] = {0, 0, 0}, cover = 0.0f;
            for (int sy = 0; sy < 4; sy++) {
                for (int sx = 0; sx < 4; sx++) {
                    float rgb[3];
                    float x = ((float)px + ((float)sx + 0.5f) / 4.0f) * 64.0f / GUI_ICON_SIZE;
                    float y = ((float)py + ((float)sy + 0.5f) / 4.0f) * 64.0f / GUI_ICON_SIZE;
                    if (sample(x, y, rgb) > 0.0f) {
                        for (int c = 0; c < 3; c++)
                            sum[c] += rgb[c];
                        cover += 1.0f;
                    }
                }
            }
            unsigned char *out = rgba + ((size_t)py * GUI_ICON_SIZE + (size_t)px) * 4;
            if (cover == 0.0f)
                continue;
            /* Colour averaged over the covered samples; alpha is the coverage. */
            for (int c = 0; c < 3; c++)
                out[c] = (unsigned char)(sum[c] / cover * 255.0f + 0.5f);
            out[3] = (unsigned char)(cover / 16.0f * 255.0f + 0.5f);
        }
    }
}
