/* gui_image.c: screenshots read back and the expected camera, for the window's suites. */
#include "gui_image.h"

#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include <stb_image.h>

#include "gui/draw/camera.h"

Image image_load(const char *path)
{
    Image img;
    int channels;
    img.px = stbi_load(path, &img.w, &img.h, &channels, 3);
    cr_assert_not_null(img.px, "cannot read %s", path);
    return img;
}

void image_free(Image *img)
{
    stbi_image_free(img->px);
    img->px = NULL;
}

const unsigned char *image_pixel(const Image *img, float x, float y)
{
    int ix = (int)lroundf(x), iy = (int)lroundf(y);
    cr_assert(ix >= 0 && iy >= 0 && ix < img->w && iy < img->h, "(%d, %d) outside", ix, iy);
    return img->px + ((size_t)iy * (size_t)img->w + (size_t)ix) * 3;
}

float image_luminance(const unsigned char *p)
{
    return 0.299f * p[0] + 0.587f * p[1] + 0.114f * p[2];
}

int image_count_near(const char *path, int r, int g, int b, int within)
{
    Image img = image_load(path);
    int n = 0;
    for (int i = 0; i < img.w * img.h; i++) {
        const unsigned char *p = img.px + (size_t)i * 3;
        n += abs(p[0] - r) < within && abs(p[1] - g) < within && abs(p[2] - b) < within;
    }
    image_free(&img);
    return n;
}

void image_temp_png(char path[128], const char *suite, const char *tag)
{
    snprintf(path, 128, "/tmp/%s_%s_%d.png", suite, tag, (int)getpid());
}

void expected_view(const S4Geometry *geo, GuiLayout *layout, float w, float h, float yaw,
                   float pitch, mat4 vp, GuiViewRect *rect, vec3 eye)
{
    gui_layout_init(layout, geo);
    GuiCamera cam;
    gui_camera_init(&cam, layout, w / h);
    GuiScreenInsets in = gui_screen_default_insets(w, h, 1.0f, geo);
    in.left += gui_screen_cards_column(&in, w, h, 1.0f); /* the players' cards beside it */
    *rect = gui_screen_view_rect(w, h, &in);
    gui_screen_refit(&cam, layout, rect->w / rect->h);
    /* The script drags whole pixels (app_script.c): 0.4 degree of yaw, 0.3 of pitch each. */
    gui_camera_orbit(&cam, -(float)lroundf(-yaw / 0.4f) * 0.4f, (float)lroundf(pitch / 0.3f) * 0.3f);
    gui_screen_view_proj(&cam, layout, w, h, *rect, vp);
    gui_camera_eye(&cam, eye);
}
