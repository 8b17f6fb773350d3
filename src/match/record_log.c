/* record_log.c: the first game written atomically, each later one appended and synced. */
#include "match/record_log.h"

#include <errno.h>
#include <stdbool.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static S4Status system_error(const S4RecordLog *log, int saved, char *why, size_t size)
{
    char reason[160];
    s4_status_describe(S4_ERR_SYSTEM, saved, reason, sizeof reason);
    snprintf(why, size, "%s: %s", log->path, reason);
    return S4_ERR_SYSTEM;
}

S4Status s4_record_log_open(S4RecordLog *log, const char *path, char *why, size_t size)
{
    memset(log, 0, sizeof *log);
    log->fd = -1;
    S4AtomicFile probe;
    S4Status st = s4_atomic_open(&probe, path);
    if (st != S4_OK) {
        s4_atomic_describe(&probe, st, why, size);
        return st;
    }
    s4_atomic_abort(&probe);
    snprintf(log->path, sizeof log->path, "%s", path);
    return S4_OK;
}

/* The first game: the previous file replaced whole, then kept open for the next ones. */
static S4Status first(S4RecordLog *log, const char *line, size_t len, char *why, size_t size)
{
    S4AtomicFile f;
    S4Status st = s4_atomic_open(&f, log->path);
    if (st == S4_OK) {
        fwrite(line, 1, len, f.file);
        st = s4_atomic_commit(&f);
    }
    if (st != S4_OK) {
        s4_atomic_describe(&f, st, why, size);
        return st;
    }
    /* A device or a FIFO was written straight: opened without blocking, as the writer does. */
    int fd = open(log->path, O_WRONLY | O_APPEND | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        return system_error(log, errno, why, size);
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    log->fd = fd;
    return S4_OK;
}

S4Status s4_record_log_add(S4RecordLog *log, const char *line, char *why, size_t size)
{
    size_t len = strlen(line);
    if (log->fd < 0) {
        S4Status st = first(log, line, len, why, size);
        if (st == S4_OK)
            log->games++;
        return st;
    }
    struct stat before;
    bool regular = fstat(log->fd, &before) == 0 && S_ISREG(before.st_mode);
    size_t done = 0;
    while (done < len) {
        ssize_t w = write(log->fd, line + done, len - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0) {
            int saved = w < 0 ? errno : EIO;
            if (regular && ftruncate(log->fd, before.st_size) != 0) {
                /* nothing more to do: the message below says the file is in trouble */
            }
            return system_error(log, saved, why, size);
        }
        done += (size_t)w;
    }
    if (regular && fdatasync(log->fd) != 0)
        return system_error(log, errno, why, size);
    log->games++;
    return S4_OK;
}

void s4_record_log_close(S4RecordLog *log)
{
    if (log->fd >= 0)
        close(log->fd);
    log->fd = -1;
}
