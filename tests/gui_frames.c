/* gui_frames.c: reading and checking the texts a frame of the window drew (gui_frames.h). */
#include "gui_frames.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

/* Every "texts W H" .. "texts end" block of out, in order. Returns how many. */
int gui_frames_read(const char *out, Frame *frames, int max)
{
    int n = 0;
    const char *p = out;
    while (n < max && (p = strstr(p, "texts ")) != NULL) {
        Frame *f = &frames[n];
        memset(f, 0, sizeof *f);
        if (sscanf(p, "texts %d %d", &f->w, &f->h) != 2) {
            p += 6;
            continue;
        }
        p = strchr(p, '\n');
        while (p != NULL && strncmp(p + 1, "texts end", 9) != 0) {
            p++;
            Text *t = &f->t[f->count];
            int used = 0;
            if (sscanf(p, "text %d %d %d %d: %n", &t->left, &t->top, &t->w, &t->h, &used) == 4 &&
                used > 0 && f->count < MAX_TEXTS) {
                size_t len = strcspn(p + used, "\n");
                if (len >= sizeof t->s)
                    len = sizeof t->s - 1;
                memcpy(t->s, p + used, len);
                t->s[len] = '\0';
                f->count++;
            }
            p = strchr(p, '\n');
        }
        n++;
        if (p == NULL)
            break;
        p += 10;
    }
    return n;
}

/* The first text of the frame holding needle, or NULL. */
const Text *gui_frame_find(const Frame *f, const char *needle)
{
    for (int i = 0; i < f->count; i++)
        if (strstr(f->t[i].s, needle) != NULL)
            return &f->t[i];
    return NULL;
}

/* True when the two texts' boxes share any area. */
bool gui_texts_overlap(const Text *a, const Text *b)
{
    return a->left < b->left + b->w && b->left < a->left + a->w && a->top < b->top + b->h &&
           b->top < a->top + a->h;
}

void gui_frame_texts(const Frame *f, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < f->count && used + 1 < size; i++)
        used += (size_t)snprintf(buf + used, size - used, "%s\n", f->t[i].s);
}

void gui_frame_status_text(const Frame *f, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < f->count; i++)
        if (f->t[i].top >= f->h - 42 && used + 1 < size)
            used += (size_t)snprintf(buf + used, size - used, "%s%s", used ? " " : "", f->t[i].s);
}

/* Every text inside the window, and the title line's two ends apart. */
void gui_frame_assert_nothing_cut(const Frame *f, const char *what)
{
    char all[16384];
    gui_frame_texts(f, all, sizeof all);
    for (int i = 0; i < f->count; i++) {
        const Text *t = &f->t[i];
        cr_assert(t->left >= 0 && t->left + t->w <= f->w && t->top >= 0 && t->top + t->h <= f->h,
                  "%s (%dx%d): '%s' at %d,%d size %dx%d is cut by the edge", what, f->w, f->h,
                  t->s, t->left, t->top, t->w, t->h);
    }
    /* The title line (top 10): its texts do not overlap. */
    for (int i = 0; i < f->count; i++)
        for (int j = i + 1; j < f->count; j++) {
            const Text *a = &f->t[i], *b = &f->t[j];
            if (a->top != b->top || a->top > 12)
                continue;
            cr_assert(a->left + a->w <= b->left || b->left + b->w <= a->left,
                      "%s (%dx%d): '%s' and '%s' overlap on the title line", what, f->w, f->h, a->s,
                      b->s);
        }
}
