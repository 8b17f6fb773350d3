/* gui_run.h: running the built window headless and collecting what it prints. */
#ifndef S4_TESTS_GUI_RUN_H
#define S4_TESTS_GUI_RUN_H

#include <stdbool.h>
#include <stddef.h>

enum { GUI_RUN_OUT = 1 << 16 };

typedef struct GuiRun {
    int status;               /* exit status (WEXITSTATUS), or -1 when killed */
    double ms;                /* wall time */
    char out[GUI_RUN_OUT];    /* stdout */
    char err[GUI_RUN_OUT];    /* stderr */
} GuiRun;

/* Runs argv (argv[0] a path) with SDL_VIDEODRIVER=offscreen, killing it after limit_s.
 * Returns false when it could not be started. */
bool gui_run(GuiRun *run, const char *const argv[], int limit_s);

/* Runs the built window (S4_BIN_DIR/score4) with the arguments (NULL-terminated) under
 * gui_run; the test fails when it cannot start or is killed at limit_s. Free the result. */
GuiRun *gui_window(int limit_s, const char *first, ...);

/* Asserts that run exited 0 (its stderr in the message) and returns it: suites write
 * `#define window(...) gui_succeeded(gui_window(LIMIT, __VA_ARGS__))` when every run must. */
GuiRun *gui_succeeded(GuiRun *run);

/* The file at path in buf (cut to size - 1 bytes, NUL-terminated); the test fails when it
 * cannot be opened. */
void gui_read_file(const char *path, char *buf, size_t size);

/* A fresh home for the window's settings and saved games: makes /tmp/s4-<tag>-XXXXXX (its
 * path in home) and points XDG_CONFIG_HOME, XDG_DATA_HOME and XDG_STATE_HOME below it, so a suite never
 * reads or writes the user's own files. gui_home_remove deletes it. */
void gui_home_make(char home[256], const char *tag);
void gui_home_remove(const char home[256]);

#endif
