/* data_dir.h: where the window keeps its files: $XDG_DATA_HOME/score4 (or
 * ~/.local/share/score4): saved games, the kept game, the friend games; and the state
 * files' paths under $XDG_STATE_HOME/score4 (no SDL, no GL). */
#ifndef S4_GUI_DATA_DIR_H
#define S4_GUI_DATA_DIR_H

#include <stdbool.h>
#include <stddef.h>

/* The data directory into buf, made (with its parents) when missing; false with the
 * reason in err. */
bool gui_data_dir(char *buf, size_t size, char *err, size_t err_size);

/* Makes the missing directories above path's last component, as mkdir -p does, each with
 * mode. 0 when they all stand; else the errno of the first that could not be made, its
 * name in failed; ENAMETOOLONG with failed empty when path does not fit in failed. */
int gui_make_parents(const char *path, unsigned mode, char *failed, size_t failed_size);

/* Where the window keeps its state file `name`: $XDG_STATE_HOME/score4/NAME (when that is
 * an absolute path), else ~/.local/state/score4/NAME, into buf. False, buf empty, when
 * neither is set or the path does not fit. Nothing is made. */
bool gui_state_path(const char *name, char *buf, size_t size);

#endif
