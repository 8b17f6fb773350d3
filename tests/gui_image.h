/* gui_image.h: reading the window's screenshots in the tests, and the view the window's
 * default camera takes, computed here independently of the window's own code path. */
#ifndef S4_TESTS_GUI_IMAGE_H
#define S4_TESTS_GUI_IMAGE_H

#include <cglm/cglm.h>

#include "core/geometry.h"
#include "gui/draw/layout.h"
#include "gui/draw/screen_layout.h"

typedef struct Image {
    int w, h;
    unsigned char *px; /* RGB, w * h * 3 bytes; free with image_free */
} Image;

/* Loads a PNG as RGB; the test fails when it cannot be read. */
Image image_load(const char *path);
void image_free(Image *img);

/* The pixel nearest (x, y); the test fails when it is outside the image. */
const unsigned char *image_pixel(const Image *img, float x, float y);

float image_luminance(const unsigned char *p);

/* Pixels of the PNG at path whose every channel is within `within` (exclusive) of r, g, b. */
int image_count_near(const char *path, int r, int g, int b, int within);

/* A PNG path under /tmp unique to this process: /tmp/<suite>_<tag>_<pid>.png (path holds 128). */
void image_temp_png(char path[128], const char *suite, const char *tag);

/* The window's view (text scale 1 offscreen) of a w x h window after a script's
 * `rotate yaw; tilt pitch` (0 and 0 for the default view), fitted beside the bars and the
 * layers panel: view-projection, the 3D view's rectangle and the eye. */
void expected_view(const S4Geometry *geo, GuiLayout *layout, float w, float h, float yaw,
                   float pitch, mat4 vp, GuiViewRect *rect, vec3 eye);

#endif
