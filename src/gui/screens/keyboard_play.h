/* keyboard_play.h: playing without a mouse: the arrows move a cursor from peg to peg in the
 * direction they point on the screen (whatever the view's turn), Enter drops a bead there. */
#ifndef S4_GUI_KEYBOARD_PLAY_H
#define S4_GUI_KEYBOARD_PLAY_H

#include <stdbool.h>

#include <SDL.h>

#include "gui/screens/screen_parts.h"

/* An arrow or Enter on the playing screen of a game a person plays; true when taken (the
 * arrows with Shift, and every arrow while two engines play, turn the board instead). */
bool gui_keyboard_play_key(const GuiScreenParts *p, SDL_Keycode key, Uint16 mod);

/* A status line that asks for a click ("click a peg") speaks of the keys instead while the
 * person plays by keyboard (the arrows' cursor is shown): "arrows choose a peg, Enter
 * plays". Rewrites status (NUL-terminated, of size bytes) in place. */
void gui_keyboard_play_words(const GuiPointer *ptr, char *status, size_t size);

/* Window coordinates of a peg's click point in the view the parts show; false when off
 * screen. */
bool gui_peg_screen(const GuiWindow *win, const GuiViewState *view, const GuiLayout *layout,
                    int peg, float *x, float *y);

#endif
