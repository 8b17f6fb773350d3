/* first_start.c: the lesson's mark in the state directory (first_start.h). */
#include "gui/model/first_start.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/atomic_file.h"
#include "gui/model/data_dir.h"

/* The file's one line; more than READ_MOST bytes is corrupt without reading on. */
static const char DONE[] = "lesson done\n";
enum { READ_MOST = 256 };

bool gui_first_start_path(char *buf, size_t size)
{
    return gui_state_path("lesson", buf, size);
}

GuiLessonSeen gui_first_start_read(const char *path, char *msg, size_t msg_size)
{
    msg[0] = '\0';
    /* O_NONBLOCK: a FIFO put there never blocks the window's start. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        int e = errno;
        if (e == ENOENT)
            return GUI_LESSON_UNSEEN;
        snprintf(msg, msg_size, "lesson mark %s: %s", path, strerror(e));
        return GUI_LESSON_CORRUPT;
    }
    struct stat st;
    char text[READ_MOST + 1];
    ssize_t n = -1;
    bool regular = fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
    if (regular)
        n = read(fd, text, READ_MOST);
    int e = errno;
    close(fd);
    if (n < 0) {
        snprintf(msg, msg_size, "lesson mark %s: %s", path,
                 regular ? strerror(e) : "not a regular file");
        return GUI_LESSON_CORRUPT;
    }
    /* "lesson done", with or without its newline. */
    size_t len = (size_t)n;
    if (len > 0 && text[len - 1] == '\n')
        len--;
    if (len == strlen(DONE) - 1 && memcmp(text, DONE, len) == 0)
        return GUI_LESSON_SEEN;
    snprintf(msg, msg_size, "lesson mark %s: not \"lesson done\": taken as seen", path);
    return GUI_LESSON_CORRUPT;
}

/* The directories above path, made when missing (private to the user); false with why in
 * msg. */
static bool make_parents(const char *path, char *msg, size_t msg_size)
{
    char dir[GUI_FIRST_START_PATH];
    int err = gui_make_parents(path, 0700, dir, sizeof dir);
    if (err != 0 && dir[0] == '\0')
        snprintf(msg, msg_size, "lesson mark: path too long");
    else if (err != 0)
        snprintf(msg, msg_size, "lesson mark %s: %s", dir, strerror(err));
    return err == 0;
}

bool gui_first_start_write(const char *path, char *msg, size_t msg_size)
{
    msg[0] = '\0';
    if (!make_parents(path, msg, msg_size))
        return false;
    int saved = 0;
    S4Status status = s4_atomic_write(path, DONE, strlen(DONE), &saved);
    if (status != S4_OK) {
        snprintf(msg, msg_size, "lesson mark %s: %s", path,
                 status == S4_ERR_SYSTEM ? strerror(saved) : s4_status_str(status));
        return false;
    }
    return true;
}

bool gui_first_start_due(const char *lesson_path, const char *const *played, size_t count)
{
    struct stat st;
    if (lesson_path[0] == '\0')
        return false; /* nowhere to keep it: it would open on every start */
    if (lstat(lesson_path, &st) == 0 || errno != ENOENT)
        return false;
    for (size_t i = 0; i < count; i++)
        if (played[i][0] != '\0' && (lstat(played[i], &st) == 0 || errno != ENOENT))
            return false;
    return true;
}
