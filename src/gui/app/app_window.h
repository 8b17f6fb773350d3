/* app_window.h: the window's part of the App: the SDL window, its GL context, the renderer
 * and text, and the window's sizes. Only the frame loop and the view code change it.
 */
#ifndef S4_GUI_APP_WINDOW_H
#define S4_GUI_APP_WINDOW_H

#include <stdbool.h>

#include <SDL.h>

#include "gui/draw/renderer.h"
#include "gui/draw/text.h"

typedef struct GuiWindow {
    SDL_Window *sdl;
    SDL_GLContext gl;
    GLsync frame_fence;           /* the previous frame's GPU fence, or NULL */
    GuiRenderer renderer;
    GuiText text;
    int w, h;                     /* window size in screen coordinates (mouse space) */
    int windowed_w, windowed_h;   /* the window's size before fullscreen, to go back to */
    int draw_w, draw_h;           /* drawable pixels (high DPI) */
    bool warmed_up;               /* every shader variant of the scene drawn once */
} GuiWindow;

#endif
