/* file_reader.h: reading text files and streams a line at a time within stated bounds. */
#ifndef S4_CORE_FILE_READER_H
#define S4_CORE_FILE_READER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "core/status.h"

/*
 * Every file the programs read goes through one of these, so that no input can make a
 * program hang or grow: a line holds at most max_line bytes (its '\n' not counted) and the
 * whole input at most max_input bytes. A named file is opened without blocking and read only
 * when it is a regular file (a FIFO, a device such as /dev/zero or a directory is refused
 * before a byte is read); standard input, which a person or a pipe chose, may be anything.
 *
 * A line too long is reported once (S4_ERR_LINE_TOO_LONG) without reading the rest of it;
 * a caller that goes on has the rest skipped by the next call, within max_input. So a
 * caller that stops at the first long line never reads past it.
 */
enum {
    S4_READ_NAME = 256, /* bytes of a reader's name kept for its messages */
};

typedef struct S4FileReader {
    FILE *file;             /* the stream read */
    bool owned;             /* closed by s4_file_reader_close (false for a caller's stream) */
    char name[S4_READ_NAME];/* the path, or "standard input": what messages call it */
    size_t max_line;        /* longest line accepted, without its '\n' */
    size_t max_input;       /* bytes read at most; then S4_ERR_INPUT_TOO_BIG and the end */
    size_t total;           /* bytes read so far; invariant: total <= max_input */
    long line_no;           /* 1-based number of the line last returned (0 before any) */
    char *line;             /* the line last returned, NUL-terminated, without '\n' or '\r' */
    size_t len;             /* its length in bytes (it may hold NUL bytes) */
    bool owns_line;         /* line was allocated by the reader (not the caller's buffer) */
    bool skipping;          /* the last line was too long: the next call skips its rest */
    bool ended;             /* end of input, or an error after which nothing more is read */
    int saved_errno;        /* errno of the last S4_ERR_SYSTEM */
} S4FileReader;

/* Opens path for reading: "-" is standard input. S4_OK, S4_ERR_SYSTEM (reader->saved_errno
 * says why: missing, no permission), S4_ERR_NOT_REGULAR (a FIFO, a device, a directory) or
 * S4_ERR_OUT_OF_MEMORY. On an error nothing is left open and s4_file_reader_describe says
 * what happened; reader->name is set either way. */
S4Status s4_file_reader_open(S4FileReader *reader, const char *path, size_t max_line,
                             size_t max_input);

/* Reads a stream the caller owns (standard input, a pipe, a test's memory stream) under the
 * same bounds; name is what messages call it. S4_OK or S4_ERR_OUT_OF_MEMORY. */
S4Status s4_file_reader_init(S4FileReader *reader, FILE *file, const char *name,
                             size_t max_line, size_t max_input);

/* As s4_file_reader_init, but lines go to the caller's buffer of max_line + 1 bytes: no
 * allocation, nothing to free (s4_file_reader_close still closes nothing it did not open). */
void s4_file_reader_attach(S4FileReader *reader, FILE *file, const char *name, char *buffer,
                           size_t max_line, size_t max_input);

/* The next line: true with *status S4_OK and reader->line / reader->len set; or true with
 * S4_ERR_LINE_TOO_LONG (reader->line holds its first max_line bytes), S4_ERR_INPUT_TOO_BIG
 * or S4_ERR_SYSTEM (after these two nothing more is read). False at the end of the input.
 * line_no counts every line, the long ones too. */
bool s4_file_reader_next(S4FileReader *reader, S4Status *status);

/* "<name>: line N: <reason>" for a status from this reader (without "line N" when no line
 * was read, with strerror for S4_ERR_SYSTEM). */
void s4_file_reader_describe(const S4FileReader *reader, S4Status status, char *buf,
                             size_t size);

/* Frees the buffer and closes the file when the reader opened it. Safe to call twice. */
void s4_file_reader_close(S4FileReader *reader);

/* The first line of path ("-": standard input; a FIFO or a device refused unread), the
 * blanks (spaces, tabs) around it dropped, into out (size bytes, NUL included) and *len
 * (the line may hold a NUL byte: the caller checks what it accepts). False with why,
 * "NAME: the file is empty" or the reader's description (a first line of size bytes or
 * more is too long). */
bool s4_file_first_line(const char *path, char *out, size_t size, size_t *len, char *why,
                        size_t why_size);

/* Opens path without blocking and checks it is a regular file before any read (no FIFO,
 * device or directory): the descriptor is then blocking again. S4_OK with *fd set, or
 * S4_ERR_SYSTEM (*saved_errno) or S4_ERR_NOT_REGULAR. For readers that are not line by line. */
S4Status s4_open_regular(const char *path, int *fd, int *saved_errno);

#endif
