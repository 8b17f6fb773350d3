/* atomic_file.h: writing a file so that it is either whole and new or untouched. */
#ifndef S4_CORE_ATOMIC_FILE_H
#define S4_CORE_ATOMIC_FILE_H

#include <stddef.h>
#include <stdio.h>

#include "core/status.h"

/*
 * The text goes to a temporary file in the target's directory (so the rename cannot cross
 * file systems), which is flushed, fsync'ed and closed, then renamed over the target (or
 * linked to a name nobody has, for files that must never replace another). On any error
 * (a full disk, a read-only file system, a directory in the way) the temporary is removed,
 * the target is what it was, and the status says why. A crash leaves at most a stray
 * "<target>.tmp-XXXXXX", never a half-written target. A target that is a device or a FIFO
 * (/dev/null, /dev/stdout, a pipe) has nothing to replace: it is written straight, opened
 * without blocking; a directory in the way is an error at once.
 */
enum { S4_ATOMIC_PATH = 4096 };

typedef struct S4AtomicFile {
    FILE *file;                  /* write through this between open and commit */
    char path[S4_ATOMIC_PATH];   /* the target */
    char tmp[S4_ATOMIC_PATH];    /* the temporary, "" once renamed or removed */
    int saved_errno;             /* errno of the failing call after S4_ERR_SYSTEM */
} S4AtomicFile;

/* Creates the temporary next to path. S4_OK, S4_ERR_NO_SPACE (path too long) or
 * S4_ERR_SYSTEM (f->saved_errno: no such directory, read-only, no permission). A new file
 * follows the umask (0666 less it), a file replaced keeps its mode. */
S4Status s4_atomic_open(S4AtomicFile *f, const char *path);

/* As s4_atomic_open with the mode a new file is created with (less the umask); a file
 * replaced keeps its mode narrowed to it: 0600 keeps a file private (a saved game that
 * holds a join code) whatever it was before. */
S4Status s4_atomic_open_mode(S4AtomicFile *f, const char *path, unsigned mode);

/* Flushes, syncs and closes the temporary and renames it over the target: S4_OK, or an
 * error with the temporary removed and the target unchanged (a write error during the
 * writing, such as a full disk, is found here too). */
S4Status s4_atomic_commit(S4AtomicFile *f);

/* As s4_atomic_commit, but never replaces a file: the text is given f->path if nobody has
 * that name, else the first free "<stem>-2<ext>" .. "<stem>-99<ext>" (ext: from the last '.'
 * of the name); f->path then holds the name it got. S4_ERR_EXISTS when all are taken. */
S4Status s4_atomic_commit_new(S4AtomicFile *f);

/* Removes the temporary without touching the target (after a failure of the caller's own). */
void s4_atomic_abort(S4AtomicFile *f);

/* The whole dance for text already in memory: open, write len bytes, commit. */
S4Status s4_atomic_write(const char *path, const void *data, size_t len, int *saved_errno);

/* As s4_atomic_write, with s4_atomic_open_mode's mode. */
S4Status s4_atomic_write_mode(const char *path, const void *data, size_t len, unsigned mode,
                              int *saved_errno);

/* "<path>: <reason>" for a status from f, with strerror for S4_ERR_SYSTEM. */
void s4_atomic_describe(const S4AtomicFile *f, S4Status status, char *buf, size_t size);

#endif
