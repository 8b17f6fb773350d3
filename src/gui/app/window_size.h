/* window_size.h: the window's size as the display server has it. SDL reports the size it
 * asked for: under X11 without a window manager a fullscreen request changes nothing on
 * the screen, yet SDL then reports the desktop's size, and a frame laid out for that size
 * was drawn cut in the window that stayed (the status bar alone at its bottom, the title
 * and the layers panel outside). There the window is now sized as SDL meant, as a window
 * manager would have done, and until it is, frames follow the server's figure. */
#ifndef S4_GUI_WINDOW_SIZE_H
#define S4_GUI_WINDOW_SIZE_H

#include <SDL2/SDL.h>

/* The window's size in screen coordinates (*win_w, *win_h), where mouse events live, and
 * its drawable size in pixels (*draw_w, *draw_h): SDL's figures, corrected under X11 by
 * the X server's own geometry of the window when the two disagree (and then, with no
 * window manager on the display, the window resized to SDL's: the screen when fullscreen). */
void gui_window_size(SDL_Window *window, int *win_w, int *win_h, int *draw_w, int *draw_h);

#endif
