/* screenshot.c: reading pixels back and writing a PNG. */
#include "gui/draw/screenshot.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <stb_image_write.h>

#include "core/atomic_file.h"
#include "gui/draw/gl.h"

/* stb's output: into the temporary file (a write error shows at the commit). */
static void write_chunk(void *file, void *data, int size)
{
    fwrite(data, 1, (size_t)size, file);
}

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
    /* Through the atomic writer: a full disk or a read-only directory is an error and leaves
     * no truncated PNG (was: exit 0 with half a file). */
    S4AtomicFile out;
    S4Status status = s4_atomic_open(&out, path);
    if (status == S4_OK) {
        if (!stbi_write_png_to_func(write_chunk, out.file, width, height, 3, flipped, (int)row)) {
            s4_atomic_abort(&out);
            free(flipped);
            snprintf(err, err_size, "%s: cannot write the PNG: stb_image_write failed", path);
            return false;
        }
        status = s4_atomic_commit(&out);
    }
    free(flipped);
    if (status != S4_OK) {
        char why[S4_ATOMIC_PATH + 160];
        s4_atomic_describe(&out, status, why, sizeof why);
        snprintf(err, err_size, "cannot write the PNG %s", why);
        return false;
    }
    return true;
}
