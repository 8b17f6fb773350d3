/* line_editor.c: libedit behind the console's line reading at a terminal. */
#include "console/line_editor.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { HISTORY_SIZE = 1000, PROMPT_MAX = 128 };

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
        if (make_parents(history_path, why, why_size)) {
            snprintf(e->path, sizeof e->path, "%s", history_path);
            /* A missing file is a first start, not an error. */
            (void)history(e->history, &ev, H_LOAD, e->path);
        }
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
        (void)history(e->history, &ev, H_SAVE, e->path);
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
