/* first_start.h: whether the window has been started before, for the lesson that opens on
 * the very first start (model/lesson.h). Kept as one small file in the XDG state directory
 * ($XDG_STATE_HOME/score4/lesson, else ~/.local/state/score4/lesson), written whole through
 * the atomic writer (core/atomic_file.h). No SDL, no GL.
 *
 * The file holds one line, "lesson done": the lesson was finished or skipped and does not
 * open on its own again (the start screen and the help still reach it). Anything else in
 * it is corrupt: the window says so once and treats the lesson as seen (a person who has a
 * state directory has started the window before), and the next lesson finished or skipped
 * writes the file anew.
 */
#ifndef S4_GUI_FIRST_START_H
#define S4_GUI_FIRST_START_H

#include <stdbool.h>
#include <stddef.h>

enum { GUI_FIRST_START_PATH = 4096 };

typedef enum GuiLessonSeen {
    GUI_LESSON_UNSEEN,   /* no file: never finished nor skipped */
    GUI_LESSON_SEEN,     /* "lesson done" */
    GUI_LESSON_CORRUPT,  /* a file that says something else, or cannot be read */
} GuiLessonSeen;

/* The lesson file's path into buf: false (buf "") when neither XDG_STATE_HOME (absolute)
 * nor HOME is set, or the path would not fit. */
bool gui_first_start_path(char *buf, size_t size);

/* What the file at path says; msg receives why for CORRUPT ("" otherwise). Reads at most a
 * few hundred bytes and only a regular file. */
GuiLessonSeen gui_first_start_read(const char *path, char *msg, size_t msg_size);

/* Writes "lesson done" to path atomically, making its directory first; false with why in
 * msg. */
bool gui_first_start_write(const char *path, char *msg, size_t msg_size);

/* True when the lesson opens by itself: the lesson file is missing and so is every file of
 * `played` (count paths; "" for one not known), the files only playing leaves (the record of
 * games, level_record.h; the kept game, kept_game.h; the last game with a friend,
 * friend_last.h), so a person who played before, in this version or an earlier one, or
 * started with a game on the command line, is not sent through it. */
bool gui_first_start_due(const char *lesson_path, const char *const *played, size_t count);

#endif
