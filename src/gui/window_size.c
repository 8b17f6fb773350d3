/* window_size.c: the window's size as the display server has it (window_size.h). */
#include "gui/window_size.h"

#include <stdbool.h>

#include <SDL2/SDL_syswm.h>

/* The X server's size of the window; false when it is not an X11 window or not known. */
static bool x11_size(SDL_Window *window, int *w, int *h)
{
#if defined(SDL_VIDEO_DRIVER_X11) && defined(S4_HAVE_X11)
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11)
        return false;
    XWindowAttributes attrs;
    if (XGetWindowAttributes(info.info.x11.display, info.info.x11.window, &attrs) == 0)
        return false;
    *w = attrs.width;
    *h = attrs.height;
    return *w > 0 && *h > 0;
#else
    (void)window, (void)w, (void)h;
    return false;
#endif
}

void gui_window_size(SDL_Window *window, int *win_w, int *win_h, int *draw_w, int *draw_h)
{
    SDL_GetWindowSize(window, win_w, win_h);
    SDL_GL_GetDrawableSize(window, draw_w, draw_h);
    int xw, xh;
    if (!x11_size(window, &xw, &xh) || (xw == *win_w && xh == *win_h) || *win_w <= 0 || *win_h <= 0)
        return;
    /* Drawable pixels per window coordinate as SDL has them (1 but on scaled displays). */
    double sx = (double)*draw_w / *win_w, sy = (double)*draw_h / *win_h;
    *win_w = xw;
    *win_h = xh;
    *draw_w = (int)(xw * sx + 0.5);
    *draw_h = (int)(xh * sy + 0.5);
}
