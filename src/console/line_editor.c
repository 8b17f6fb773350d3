/* line_editor.c: libedit behind the console's line reading at a terminal. */
#include "console/line_editor.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/atomic_file.h"
#include "core/file_reader.h"

/* The history file is read through the bounded reader (a regular file only: a FIFO or a
 * device there is refused before a byte is read; at most HISTORY_INPUT_MAX bytes, lines of
 * at most HISTORY_LINE_MAX) and written whole or not at all by the atomic writer, private
 * to its owner (0600: it holds what was typed). */
enum {
    HISTORY_SIZE = 1000,
    HISTORY_LINE_MAX = 1024,
    HISTORY_INPUT_MAX = HISTORY_SIZE * (HISTORY_LINE_MAX + 1),
    PROMPT_MAX = 128,
};

bool line_editor_history_path(char *buf, size_t size)
{
    const char *state = getenv("XDG_STATE_HOME");
    int n;
    if (state && state[0] != '\0') {
        n = snprintf(buf, size, "%s/score4/history", state);
    } else {
        const char *home = getenv("HOME");
        if (!home || home[0] == '\0')
            return false;
        n = snprintf(buf, size, "%s/.local/state/score4/history", home);
    }
    return n > 0 && (size_t)n < size;
}

#ifdef S4_HAVE_LIBEDIT

#include <histedit.h>

/* Makes every directory above the file `path` (as mkdir -p, mode 0700 for new ones). */
static bool make_parents(const char *path, char *why, size_t why_size)
{
    char dir[4096];
    int n = snprintf(dir, sizeof dir, "%s", path);
    if (n < 0 || (size_t)n >= sizeof dir) {
        snprintf(why, why_size, "%s: the path is too long", path);
        return false;
    }
    char *end = strrchr(dir, '/');
    if (!end || end == dir)
        return true;
    *end = '\0';
    for (char *p = dir + 1; ; p++) {
        bool last = *p == '\0';
        if (*p == '/' || last) {
            char keep = *p;
            *p = '\0';
            if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
                int e = errno;
                snprintf(why, why_size, "%s: %s", dir, strerror(e));
                return false;
            }
            *p = keep;
        }
        if (last)
            break;
    }
    return true;
}

struct LineEditor {
    EditLine *el;
    History *history;
    char prompt[PROMPT_MAX];   /* what the prompt callback shows */
    char path[4096];           /* the history file; "" when none is kept */
};

/* Decodes the octal escapes (\040) of a line in libedit's own format, in place. */
static void unvis_octal(char *line)
{
    char *out = line;
    for (const char *in = line; *in; in++) {
        if (in[0] == '\\' && in[1] >= '0' && in[1] <= '3' && in[2] >= '0' && in[2] <= '7' &&
            in[3] >= '0' && in[3] <= '7') {
            *out++ = (char)((in[1] - '0') * 64 + (in[2] - '0') * 8 + (in[3] - '0'));
            in += 3;
        } else {
            *out++ = *in;
        }
    }
    *out = '\0';
}

/* Loads the history file, one entry a line (a file saved by libedit itself, which begins
 * "_HiStOrY_V2_", has its escapes decoded). A missing file is a first start. False with why
 * when the file cannot be read (it is then never written: it may be something else). */
static bool load_history(LineEditor *e, const char *path, char *why, size_t why_size)
{
    S4FileReader reader;
    S4Status status = s4_file_reader_open(&reader, path, HISTORY_LINE_MAX, HISTORY_INPUT_MAX);
    if (status == S4_ERR_SYSTEM && reader.saved_errno == ENOENT)
        return true;
    if (status != S4_OK) {
        s4_file_reader_describe(&reader, status, why, why_size);
        return false;
    }
    bool libedit_format = false;
    HistEvent ev;
    while (s4_file_reader_next(&reader, &status)) {
        if (status == S4_ERR_LINE_TOO_LONG)
            continue; /* not a line anyone typed here */
        if (status != S4_OK) {
            s4_file_reader_describe(&reader, status, why, why_size);
            s4_file_reader_close(&reader);
            return false;
        }
        if (reader.line_no == 1 && strcmp(reader.line, "_HiStOrY_V2_") == 0) {
            libedit_format = true;
            continue;
        }
        if (memchr(reader.line, '\0', reader.len) != NULL || reader.line[0] == '\0')
            continue;
        if (libedit_format)
            unvis_octal(reader.line);
        history(e->history, &ev, H_ENTER, reader.line);
    }
    s4_file_reader_close(&reader);
    return true;
}

/* Writes the history whole (oldest first) through the atomic writer, private to its
 * owner. */
static void save_history(LineEditor *e)
{
    size_t cap = HISTORY_INPUT_MAX, used = 0;
    char *text = malloc(cap);
    if (!text)
        return;
    HistEvent ev;
    for (int got = history(e->history, &ev, H_LAST); got >= 0;
         got = history(e->history, &ev, H_PREV)) {
        size_t n = strcspn(ev.str, "\n");
        if (n == 0 || n > HISTORY_LINE_MAX || used + n + 1 > cap)
            continue;
        memcpy(text + used, ev.str, n);
        used += n;
        text[used++] = '\n';
    }
    int saved_errno = 0;
    (void)s4_atomic_write_mode(e->path, text, used, 0600, &saved_errno);
    free(text);
}

bool line_editor_available(void) { return true; }

static char *prompt_of(EditLine *el)
{
    LineEditor *e = NULL;
    el_get(el, EL_CLIENTDATA, &e);
    return e ? e->prompt : (char *)"";
}

LineEditor *line_editor_open(FILE *in, FILE *out, const char *history_path, char *why,
                             size_t why_size)
{
    why[0] = '\0';
    LineEditor *e = calloc(1, sizeof *e);
    if (!e)
        return NULL;
    e->el = el_init("score4-console", in, out, stderr);
    e->history = history_init();
    if (!e->el || !e->history) {
        line_editor_close(e);
        return NULL;
    }
    HistEvent ev;
    history(e->history, &ev, H_SETSIZE, HISTORY_SIZE);
    history(e->history, &ev, H_SETUNIQUE, 1); /* Up does not walk through repeats */
    el_set(e->el, EL_CLIENTDATA, e);
    el_set(e->el, EL_PROMPT, prompt_of);
    el_set(e->el, EL_EDITOR, "emacs");         /* Ctrl-A/E, Ctrl-L clears, Up/Down history */
    el_set(e->el, EL_HIST, history, e->history);
    el_set(e->el, EL_SIGNAL, 1);               /* the terminal is restored on a signal */
    el_source(e->el, NULL);                    /* the person's ~/.editrc, as other programs */
    if (history_path) {
        if (make_parents(history_path, why, why_size) &&
            load_history(e, history_path, why, why_size))
            snprintf(e->path, sizeof e->path, "%s", history_path);
    }
    return e;
}

const char *line_editor_read(LineEditor *e, const char *prompt, size_t *len)
{
    snprintf(e->prompt, sizeof e->prompt, "%s", prompt);
    int count = 0;
    const char *line = el_gets(e->el, &count);
    if (!line || count <= 0)
        return NULL;
    *len = (size_t)count;
    return line;
}

void line_editor_remember(LineEditor *e, const char *line)
{
    if (line[strspn(line, " \t")] == '\0')
        return;
    HistEvent ev;
    history(e->history, &ev, H_ENTER, line);
    if (e->path[0] != '\0')
        save_history(e);
}

void line_editor_close(LineEditor *e)
{
    if (!e)
        return;
    if (e->el)
        el_end(e->el);
    if (e->history)
        history_end(e->history);
    free(e);
}

#else /* built without libedit: the console reads plain lines */

struct LineEditor {
    int unused;
};

bool line_editor_available(void) { return false; }

LineEditor *line_editor_open(FILE *in, FILE *out, const char *history_path, char *why,
                             size_t why_size)
{
    (void)in;
    (void)out;
    (void)history_path;
    snprintf(why, why_size, "built without line editing (libedit)");
    return NULL;
}

const char *line_editor_read(LineEditor *e, const char *prompt, size_t *len)
{
    (void)e;
    (void)prompt;
    (void)len;
    return NULL;
}

void line_editor_remember(LineEditor *e, const char *line)
{
    (void)e;
    (void)line;
}

void line_editor_close(LineEditor *e) { (void)e; }

#endif
