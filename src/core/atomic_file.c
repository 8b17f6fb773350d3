/* atomic_file.c: temporary, fsync, rename (see atomic_file.h). */
#include "core/atomic_file.h"

#include <errno.h>
#include <stdbool.h>
#include <sys/stat.h>
#include <fcntl.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

/* Records errno, removes the temporary, and returns S4_ERR_SYSTEM. */
static S4Status fail(S4AtomicFile *f, int saved)
{
    f->saved_errno = saved;
    s4_atomic_abort(f);
    return S4_ERR_SYSTEM;
}

/* Creates a file of a name nobody has, from the template ending in "XXXXXX" (replaced),
 * with open(2)'s mode so that the umask applies; the descriptor, or -1 with errno. */
static int create_temporary(char *template, mode_t mode)
{
    size_t len = strlen(template);
    static const char letters[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    uint64_t seed = 0;
    for (int attempt = 0; attempt < 100; attempt++) {
        if (getrandom(&seed, sizeof seed, GRND_NONBLOCK) != (ssize_t)sizeof seed) {
            struct timespec ts;
            clock_gettime(CLOCK_MONOTONIC, &ts);
            seed ^= (uint64_t)ts.tv_nsec * 0x9E3779B97F4A7C15ull + (uint64_t)getpid() + attempt;
        }
        for (size_t i = len - 6; i < len; i++) {
            template[i] = letters[seed % (sizeof letters - 1)];
            seed /= sizeof letters - 1;
        }
        int fd = open(template, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode);
        if (fd >= 0 || errno != EEXIST)
            return fd;
    }
    errno = EEXIST;
    return -1;
}

S4Status s4_atomic_open(S4AtomicFile *f, const char *path)
{
    return s4_atomic_open_mode(f, path, 0666);
}

S4Status s4_atomic_open_mode(S4AtomicFile *f, const char *path, unsigned mode)
{
    memset(f, 0, sizeof *f);
    int n = snprintf(f->path, sizeof f->path, "%s", path);
    int m = snprintf(f->tmp, sizeof f->tmp, "%s.tmp-XXXXXX", path);
    if (n < 0 || m < 0 || (size_t)m >= sizeof f->tmp) {
        f->tmp[0] = '\0';
        return S4_ERR_NO_SPACE;
    }
    struct stat target;
    if (stat(path, &target) == 0 && !S_ISREG(target.st_mode)) {
        f->tmp[0] = '\0';
        if (S_ISDIR(target.st_mode)) {
            f->saved_errno = EISDIR;
            return S4_ERR_SYSTEM;
        }
        /* A device or a FIFO (/dev/null, a pipe a script reads) has nothing to replace: it
         * is written straight, opened without blocking (a FIFO nobody reads is an error). */
        int fd = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY);
        int flags = fd >= 0 ? fcntl(fd, F_GETFL) : -1;
        if (flags < 0 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) != 0 ||
            (f->file = fdopen(fd, "w")) == NULL) {
            f->saved_errno = errno;
            if (fd >= 0)
                close(fd);
            return S4_ERR_SYSTEM;
        }
        return S4_OK;
    }
    int fd = create_temporary(f->tmp, mode);
    if (fd < 0) {
        f->saved_errno = errno;
        f->tmp[0] = '\0';
        return S4_ERR_SYSTEM;
    }
    /* A new file has `mode` less the umask (open applies it: the umask is never read,
     * which would race with other threads); a file replaced keeps its mode, narrowed to
     * `mode` (a private file stays private whatever it was). */
    struct stat st;
    if (stat(path, &st) == 0)
        fchmod(fd, st.st_mode & mode & 0777);
    else if (mode != 0666)
        fchmod(fd, mode & 0777);
    f->file = fdopen(fd, "w");
    if (f->file == NULL) {
        int saved = errno;
        close(fd);
        return fail(f, saved);
    }
    return S4_OK;
}

/* Writes out, syncs and closes the temporary: S4_OK or the error (temporary removed). */
static S4Status finish(S4AtomicFile *f)
{
    if (f->file == NULL)
        return fail(f, EBADF);
    FILE *file = f->file;
    f->file = NULL;
    int saved = 0;
    if (fflush(file) != 0 || ferror(file))
        saved = errno ? errno : EIO;
    else if (fsync(fileno(file)) != 0 && errno != EINVAL)
        saved = errno; /* EINVAL: a device or FIFO written straight cannot be synced */
    if (fclose(file) != 0 && saved == 0)
        saved = errno;
    return saved ? fail(f, saved) : S4_OK;
}

/* Makes a rename or link in dir_of(path) last across a power cut; a file system that cannot
 * sync a directory loses nothing it had. */
static void sync_directory(const char *path)
{
    char dir[S4_ATOMIC_PATH];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (slash == NULL)
        snprintf(dir, sizeof dir, ".");
    else if (slash == dir)
        dir[1] = '\0';
    else
        *slash = '\0';
    int fd = open(dir, O_RDONLY);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
}

S4Status s4_atomic_commit(S4AtomicFile *f)
{
    bool straight = f->tmp[0] == '\0' && f->file != NULL; /* a device or a FIFO */
    S4Status status = finish(f);
    if (status != S4_OK || straight)
        return status;
    if (rename(f->tmp, f->path) != 0)
        return fail(f, errno);
    f->tmp[0] = '\0';
    sync_directory(f->path);
    return S4_OK;
}

/* The k-th name for a new file: the path itself for k == 1, else "<stem>-k<ext>". */
static bool numbered_name(const char *path, int k, char *out, size_t size)
{
    if (k == 1)
        return (size_t)snprintf(out, size, "%s", path) < size;
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    const char *dot = strrchr(base, '.');
    size_t stem = dot && dot != base ? (size_t)(dot - path) : strlen(path);
    int n = snprintf(out, size, "%.*s-%d%s", (int)stem, path, k, path + stem);
    return n >= 0 && (size_t)n < size;
}

S4Status s4_atomic_commit_new(S4AtomicFile *f)
{
    bool straight = f->tmp[0] == '\0' && f->file != NULL; /* a device or a FIFO */
    S4Status status = finish(f);
    if (status != S4_OK || straight)
        return status;
    char name[S4_ATOMIC_PATH];
    for (int k = 1; k < 100; k++) {
        if (!numbered_name(f->path, k, name, sizeof name)) {
            s4_atomic_abort(f);
            return S4_ERR_NO_SPACE;
        }
        /* link() fails when the name is taken: two saves can never pick the same name. */
        if (link(f->tmp, name) == 0) {
            unlink(f->tmp);
            f->tmp[0] = '\0';
            snprintf(f->path, sizeof f->path, "%s", name);
            sync_directory(f->path);
            return S4_OK;
        }
        if (errno != EEXIST)
            return fail(f, errno);
    }
    s4_atomic_abort(f);
    return S4_ERR_EXISTS;
}

void s4_atomic_abort(S4AtomicFile *f)
{
    if (f->file != NULL) {
        fclose(f->file);
        f->file = NULL;
    }
    if (f->tmp[0] != '\0') {
        unlink(f->tmp);
        f->tmp[0] = '\0';
    }
}

S4Status s4_atomic_write(const char *path, const void *data, size_t len, int *saved_errno)
{
    return s4_atomic_write_mode(path, data, len, 0666, saved_errno);
}

S4Status s4_atomic_write_mode(const char *path, const void *data, size_t len, unsigned mode,
                              int *saved_errno)
{
    S4AtomicFile f;
    S4Status status = s4_atomic_open_mode(&f, path, mode);
    if (status == S4_OK) {
        if (len > 0 && fwrite(data, 1, len, f.file) != len) {
            status = fail(&f, errno ? errno : EIO);
        } else {
            status = s4_atomic_commit(&f);
        }
    }
    *saved_errno = f.saved_errno;
    return status;
}

void s4_atomic_describe(const S4AtomicFile *f, S4Status status, char *buf, size_t size)
{
    char why[160];
    s4_status_describe(status, f->saved_errno, why, sizeof why);
    snprintf(buf, size, "%s: %s", f->path, why);
}
