/* data_dir.h: where the window keeps its files: $XDG_DATA_HOME/score4 (or
 * ~/.local/share/score4): saved games, the kept game, the friend games (no SDL, no GL). */
#ifndef S4_GUI_DATA_DIR_H
#define S4_GUI_DATA_DIR_H

#include <stdbool.h>
#include <stddef.h>

/* The data directory into buf, made (with its parents) when missing; false with the
 * reason in err. */
bool gui_data_dir(char *buf, size_t size, char *err, size_t err_size);

#endif
