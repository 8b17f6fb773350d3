/* window_size.c: the window's size as the display server has it (window_size.h). */
#include "gui/app/window_size.h"

#include <stdbool.h>

#include <SDL2/SDL_syswm.h>

#if defined(SDL_VIDEO_DRIVER_X11) && defined(S4_HAVE_X11)
#include <X11/Xatom.h>

/* True when a window manager runs on the display (EWMH: the root window names the
 * manager's check window); without one, nobody carries out a fullscreen request. */
static bool x11_has_window_manager(Display *display)
{
    Atom check = XInternAtom(display, "_NET_SUPPORTING_WM_CHECK", True);
    if (check == None)
        return false;
    Atom type;
    int format;
    unsigned long count, after;
    unsigned char *data = NULL;
    bool found = XGetWindowProperty(display, DefaultRootWindow(display), check, 0, 1, False,
                                    XA_WINDOW, &type, &format, &count, &after, &data) == Success &&
                 type == XA_WINDOW && count == 1;
    if (data != NULL)
        XFree(data);
    return found;
}

/* The X server's size of the window into *w, *h; false when it is not an X11 window or not
 * known. Where no window manager runs and the size is not the one SDL meant (the screen's,
 * when fullscreen; its own otherwise), the window is moved and sized as SDL meant, as a
 * window manager would have done: the next frame finds it so. */
static bool x11_size(SDL_Window *window, int sdl_w, int sdl_h, int *w, int *h)
{
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11)
        return false;
    Display *display = info.info.x11.display;
    /* One round trip to the X server a frame: a small share of a frame (docs/benchmarks.md,
     * "Window"; bench/gui_window_query.sh measures it). */
    Window root;
    int x, y;
    unsigned width, height, border, depth;
    if (XGetGeometry(display, info.info.x11.window, &root, &x, &y, &width, &height, &border,
                     &depth) == 0 || width == 0 || height == 0)
        return false;
    *w = (int)width;
    *h = (int)height;
    if ((*w == sdl_w && *h == sdl_h) || x11_has_window_manager(display))
        return true;
    SDL_Rect bounds;
    bool full = (SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN) != 0;
    if (full && SDL_GetDisplayBounds(SDL_GetWindowDisplayIndex(window), &bounds) == 0)
        XMoveResizeWindow(display, info.info.x11.window, bounds.x, bounds.y, (unsigned)bounds.w,
                          (unsigned)bounds.h);
    else if (!full && sdl_w > 0 && sdl_h > 0)
        XResizeWindow(display, info.info.x11.window, (unsigned)sdl_w, (unsigned)sdl_h);
    XFlush(display);
    return true;
}
#else
static bool x11_size(SDL_Window *window, int sdl_w, int sdl_h, int *w, int *h)
{
    (void)window, (void)sdl_w, (void)sdl_h, (void)w, (void)h;
    return false;
}
#endif

void gui_window_size(SDL_Window *window, int *win_w, int *win_h, int *draw_w, int *draw_h)
{
    SDL_GetWindowSize(window, win_w, win_h);
    SDL_GL_GetDrawableSize(window, draw_w, draw_h);
    int xw, xh;
    if (*win_w <= 0 || *win_h <= 0 || !x11_size(window, *win_w, *win_h, &xw, &xh) ||
        (xw == *win_w && xh == *win_h))
        return;
    /* Drawable pixels per window coordinate as SDL has them (1 but on scaled displays). */
    double sx = (double)*draw_w / *win_w, sy = (double)*draw_h / *win_h;
    *win_w = xw;
    *win_h = xh;
    *draw_w = (int)(xw * sx + 0.5);
    *draw_h = (int)(xh * sy + 0.5);
}
