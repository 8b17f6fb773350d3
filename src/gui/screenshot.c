/* screenshot.c: reading pixels back and writing a PNG. */
#include "gui/screenshot.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <stb_image_write.h>

#include "gui/gl.h"

bool gui_screenshot_write(const char *path, int width, int height, char *err, size_t err_size)
{
    size_t row = (size_t)width * 3;
    unsigned char *pixels = malloc(row * (size_t)height);
    unsigned char *flipped = malloc(row * (size_t)height);
    if (pixels == NULL || flipped == NULL) {
        free(pixels);
        free(flipped);
        snprintf(err, err_size, "%s: out of memory for %dx%d pixels", path, width, height);
        return false;
    }
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadBuffer(GL_BACK);
    glReadPixels(0, 0, width, height, GL_RGB, GL_UNSIGNED_BYTE, pixels);
    /* GL's first row is the bottom one; PNG's is the top. */
    for (int y = 0; y < height; y++)
        memcpy(flipped + (size_t)y * row, pixels + (size_t)(height - 1 - y) * row, row);
    free(pixels);
    errno = 0;
    int ok = stbi_write_png(path, width, height, 3, flipped, (int)row);
    int saved = errno;
    free(flipped);
    if (!ok) {
        snprintf(err, err_size, "%s: cannot write the PNG: %s", path,
                 saved != 0 ? strerror(saved) : "stb_image_write failed");
        return false;
    }
    return true;
}
