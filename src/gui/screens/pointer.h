/* pointer.h: the App's input part: where the mouse is, what its buttons do, and the
 * keyboard's peg cursor. Changed by input events only (app_input.c, keyboard_play.c).
 */
#ifndef S4_GUI_POINTER_H
#define S4_GUI_POINTER_H

#include <stdbool.h>

typedef struct GuiPointer {
    int hover_peg;                /* peg under the mouse, -1 none (full pegs included); the
                                   * keyboard's cursor while it has one */
    int key_peg;                  /* the keyboard's cursor (arrows), -1: none; the mouse
                                   * moving takes it away */
    int x, y;                     /* last mouse position, window coordinates */
    bool inside;                  /* the mouse is over the window */
    bool pressing;                /* a button is down */
    int press_button;             /* which */
    int press_x, press_y;         /* where it went down */
    bool dragged;                 /* moved far enough since the press to be a drag */
} GuiPointer;

#endif
