/* data_dir.c: the window's data directory, made when missing (data_dir.h). */
#include "gui/model/data_dir.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* $XDG_DATA_HOME/score4 (or ~/.local/share/score4), made when missing. */
bool gui_data_dir(char *buf, size_t size, char *err, size_t err_size)
{
    const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
    int n;
    if (xdg != NULL && xdg[0] == '/')
        n = snprintf(buf, size, "%s/score4", xdg);
    else if (home != NULL && home[0] == '/')
        n = snprintf(buf, size, "%s/.local/share/score4", home);
    else {
        snprintf(err, err_size, "neither XDG_DATA_HOME nor HOME is set");
        return false;
    }
    if (n <= 0 || (size_t)n >= size) {
        snprintf(err, err_size, "the data directory's name is too long");
        return false;
    }
    for (char *p = buf + 1;; p++) {
        if (*p != '/' && *p != '\0')
            continue;
        char keep = *p;
        *p = '\0';
        if (mkdir(buf, 0755) != 0 && errno != EEXIST) {
            snprintf(err, err_size, "cannot make %s: %s", buf, strerror(errno));
            return false;
        }
        *p = keep;
        if (keep == '\0')
            break;
    }
    return true;
}

bool gui_state_path(const char *name, char *buf, size_t size)
{
    const char *xdg = getenv("XDG_STATE_HOME");
    const char *home = getenv("HOME");
    int n;
    if (xdg != NULL && xdg[0] == '/')
        n = snprintf(buf, size, "%s/score4/%s", xdg, name);
    else if (home != NULL && home[0] != '\0')
        n = snprintf(buf, size, "%s/.local/state/score4/%s", home, name);
    else
        n = -1;
    if (n < 0 || (size_t)n >= size) {
        if (size > 0)
            buf[0] = '\0';
        return false;
    }
    return true;
}

int gui_make_parents(const char *path, unsigned mode, char *failed, size_t failed_size)
{
    if (snprintf(failed, failed_size, "%s", path) >= (int)failed_size) {
        if (failed_size > 0)
            failed[0] = '\0';
        return ENAMETOOLONG;
    }
    for (char *p = failed + 1; *p != '\0'; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (mkdir(failed, (mode_t)mode) != 0 && errno != EEXIST)
            return errno; /* failed holds the directory's name */
        *p = '/';
    }
    failed[0] = '\0';
    return 0;
}
