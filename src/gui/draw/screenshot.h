/* screenshot.h: what the window shows, written to a PNG (glReadPixels + stb_image_write). */
#ifndef S4_GUI_SCREENSHOT_H
#define S4_GUI_SCREENSHOT_H

#include <stdbool.h>
#include <stddef.h>

/* Reads the current back buffer (width x height drawable pixels, before the swap) and
 * writes it top row first to path. False with the reason in err. Needs the GL context. */
bool gui_screenshot_write(const char *path, int width, int height, char *err, size_t err_size);

#endif
