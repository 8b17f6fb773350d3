/* record_log.h: a match's record file, kept up to date game by game, so a match stopped
 * midway (a kill, a crash, a power cut after the sync) keeps every game it finished. */
#ifndef S4_MATCH_RECORD_LOG_H
#define S4_MATCH_RECORD_LOG_H

#include <stddef.h>

#include "core/atomic_file.h"
#include "core/status.h"

/*
 * The first game replaces the previous file whole, through core's atomic writer (so a
 * match that fails before its first game ends, or on a full disk, leaves the old file as
 * it was, and no temporary). Each later game is appended to the new file with one write
 * and synced; a write that fails part way is cut back off, so the file only ever holds
 * whole lines.
 */
typedef struct S4RecordLog {
    char path[S4_ATOMIC_PATH]; /* the record file */
    int fd;                    /* open for appending after the first game; -1 before */
    int games;                 /* lines written */
} S4RecordLog;

/* Checks that a file can be made at path (the directory exists and takes files; a
 * directory in the way is refused) without touching it. S4_OK, or an error with "<path>:
 * <reason>" in why. */
S4Status s4_record_log_open(S4RecordLog *log, const char *path, char *why, size_t size);

/* Adds one record line (ending in '\n') as said above. S4_OK, or an error with
 * "<path>: <reason>" in why and the file as it was before the call. */
S4Status s4_record_log_add(S4RecordLog *log, const char *line, char *why, size_t size);

/* Closes the file. Safe to call twice. */
void s4_record_log_close(S4RecordLog *log);

#endif
