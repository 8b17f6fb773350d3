/* file_reader.c: bounded line reading and opening without blocking (see file_reader.h). */
#include "core/file_reader.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

S4Status s4_open_regular(const char *path, int *fd, int *saved_errno)
{
    *fd = -1;
    *saved_errno = 0;
    /* O_NONBLOCK: opening a FIFO with no writer would otherwise wait for one for ever. */
    int d = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY);
    if (d < 0) {
        *saved_errno = errno;
        return S4_ERR_SYSTEM;
    }
    struct stat st;
    if (fstat(d, &st) != 0) {
        *saved_errno = errno;
        close(d);
        return S4_ERR_SYSTEM;
    }
    if (!S_ISREG(st.st_mode)) {
        close(d);
        return S4_ERR_NOT_REGULAR;
    }
    int flags = fcntl(d, F_GETFL);
    if (flags < 0 || fcntl(d, F_SETFL, flags & ~O_NONBLOCK) != 0) {
        *saved_errno = errno;
        close(d);
        return S4_ERR_SYSTEM;
    }
    *fd = d;
    return S4_OK;
}

S4Status s4_file_reader_init(S4FileReader *reader, FILE *file, const char *name,
                             size_t max_line, size_t max_input)
{
    memset(reader, 0, sizeof *reader);
    snprintf(reader->name, sizeof reader->name, "%s", name);
    reader->file = file;
    reader->max_line = max_line;
    reader->max_input = max_input;
    reader->line = malloc(max_line + 1);
    reader->owns_line = true;
    if (reader->line == NULL) {
        reader->ended = true;
        return S4_ERR_OUT_OF_MEMORY;
    }
    reader->line[0] = '\0';
    return S4_OK;
}

void s4_file_reader_attach(S4FileReader *reader, FILE *file, const char *name, char *buffer,
                           size_t max_line, size_t max_input)
{
    memset(reader, 0, sizeof *reader);
    snprintf(reader->name, sizeof reader->name, "%s", name);
    reader->file = file;
    reader->max_line = max_line;
    reader->max_input = max_input;
    reader->line = buffer;
    reader->line[0] = '\0';
}

S4Status s4_file_reader_open(S4FileReader *reader, const char *path, size_t max_line,
                             size_t max_input)
{
    if (strcmp(path, "-") == 0)
        return s4_file_reader_init(reader, stdin, "standard input", max_line, max_input);
    memset(reader, 0, sizeof *reader);
    snprintf(reader->name, sizeof reader->name, "%s", path);
    reader->ended = true;
    int fd, saved;
    S4Status status = s4_open_regular(path, &fd, &saved);
    if (status != S4_OK) {
        reader->saved_errno = saved;
        return status;
    }
    FILE *file = fdopen(fd, "r");
    if (file == NULL) {
        reader->saved_errno = errno;
        close(fd);
        return S4_ERR_SYSTEM;
    }
    status = s4_file_reader_init(reader, file, path, max_line, max_input);
    reader->owned = true;
    if (status != S4_OK)
        s4_file_reader_close(reader);
    return status;
}

/* One byte within max_input: the byte, EOF at the end, or -2 past the bound or on an error
 * (*status says which; the reader has ended). */
static int next_byte(S4FileReader *reader, S4Status *status)
{
    if (reader->total >= reader->max_input) {
        /* One byte more tells whether the input really goes on. */
        int c = getc(reader->file);
        if (c == EOF)
            return EOF;
        *status = S4_ERR_INPUT_TOO_BIG;
        reader->ended = true;
        return -2;
    }
    int c = getc(reader->file);
    if (c == EOF && ferror(reader->file)) {
        reader->saved_errno = errno;
        *status = S4_ERR_SYSTEM;
        reader->ended = true;
        return -2;
    }
    if (c != EOF)
        reader->total++;
    return c;
}

bool s4_file_reader_next(S4FileReader *reader, S4Status *status)
{
    *status = S4_OK;
    if (reader->ended)
        return false;
    int c;
    if (reader->skipping) {
        reader->skipping = false;
        while ((c = next_byte(reader, status)) != '\n') {
            if (c == EOF) {
                reader->ended = true;
                return false;
            }
            if (c == -2)
                return true;
        }
    }
    size_t n = 0;
    bool any = false;
    while ((c = next_byte(reader, status)) != EOF && c != '\n') {
        if (c == -2) {
            reader->line[n] = '\0';
            reader->len = n;
            return true;
        }
        any = true;
        if (n == reader->max_line) {
            reader->line[n] = '\0';
            reader->len = n;
            reader->line_no++;
            reader->skipping = true;
            *status = S4_ERR_LINE_TOO_LONG;
            return true;
        }
        reader->line[n++] = (char)c;
    }
    if (c == EOF && !any) {
        reader->ended = true;
        return false;
    }
    if (n > 0 && reader->line[n - 1] == '\r')
        n--; /* a file written on Windows */
    reader->line[n] = '\0';
    reader->len = n;
    reader->line_no++;
    return true;
}

void s4_file_reader_describe(const S4FileReader *reader, S4Status status, char *buf,
                             size_t size)
{
    char why[160];
    if (status == S4_ERR_LINE_TOO_LONG)
        snprintf(why, sizeof why, "line longer than %zu bytes", reader->max_line);
    else if (status == S4_ERR_INPUT_TOO_BIG)
        snprintf(why, sizeof why, "more than %zu bytes", reader->max_input);
    else
        s4_status_describe(status, reader->saved_errno, why, sizeof why);
    if (reader->line_no > 0 && status != S4_ERR_INPUT_TOO_BIG && status != S4_ERR_SYSTEM &&
        status != S4_ERR_NOT_REGULAR)
        snprintf(buf, size, "%s: line %ld: %s", reader->name, reader->line_no, why);
    else
        snprintf(buf, size, "%s: %s", reader->name, why);
}

void s4_file_reader_close(S4FileReader *reader)
{
    if (reader->owned && reader->file != NULL)
        fclose(reader->file);
    reader->file = NULL;
    reader->owned = false;
    if (reader->owns_line)
        free(reader->line);
    reader->owns_line = false;
    reader->line = NULL;
    reader->ended = true;
}

bool s4_file_first_line(const char *path, char *out, size_t size, size_t *len, char *why,
                        size_t why_size)
{
    *len = 0;
    out[0] = '\0';
    S4FileReader reader;
    S4Status status = s4_file_reader_open(&reader, path, size - 1, 4096);
    if (status == S4_OK && !s4_file_reader_next(&reader, &status)) {
        snprintf(why, why_size, "%.200s: the file is empty", reader.name);
        s4_file_reader_close(&reader);
        return false;
    }
    if (status != S4_OK) {
        s4_file_reader_describe(&reader, status, why, why_size);
        s4_file_reader_close(&reader);
        return false;
    }
    const char *text = reader.line;
    size_t n = reader.len;
    while (n > 0 && (*text == ' ' || *text == '\t')) {
        text++;
        n--;
    }
    while (n > 0 && (text[n - 1] == ' ' || text[n - 1] == '\t'))
        n--;
    memcpy(out, text, n);
    out[n] = '\0';
    *len = n;
    s4_file_reader_close(&reader);
    return true;
}
