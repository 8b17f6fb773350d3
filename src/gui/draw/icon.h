/* icon.h: the window icon drawn into a plain RGBA buffer (no SDL, no GL), the same design
 * as assets/score4.svg: a peg on a wooden square holding a black bead between two white. */
#ifndef S4_GUI_ICON_H
#define S4_GUI_ICON_H

enum { GUI_ICON_SIZE = 64 };

/* Fills rgba (GUI_ICON_SIZE * GUI_ICON_SIZE * 4 bytes, rows top first, bytes R G B A) with the
 * icon; pixels outside the rounded square are fully transparent. */
void gui_icon_pixels(unsigned char *rgba);

#endif
