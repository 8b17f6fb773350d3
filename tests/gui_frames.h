/* gui_frames.h: reading what the window wrote with its script step print-texts (every
 * string a frame draws, with its place and size) and checking it, for the suites that
 * look at the window's texts. */
#ifndef S4_TESTS_GUI_FRAMES_H
#define S4_TESTS_GUI_FRAMES_H

#include <stdbool.h>
#include <stddef.h>

enum { MAX_TEXTS = 160, MAX_FRAMES = 8 };

typedef struct Text {
    int left, top, w, h;
    char s[320];
} Text;

typedef struct Frame {
    int w, h, count;
    Text t[MAX_TEXTS];
} Frame;

/* Every "texts W H" .. "texts end" block of out, in order. Returns how many. */
int gui_frames_read(const char *out, Frame *frames, int max);

/* The first text of the frame holding needle, or NULL. */
const Text *gui_frame_find(const Frame *f, const char *needle);

/* True when the two texts' boxes share any area. */
bool gui_texts_overlap(const Text *a, const Text *b);

/* Every text of the frame, one a line, into buf. */
void gui_frame_texts(const Frame *f, char *buf, size_t size);

/* The status bar's lines (the texts in the frame's bottom 42 pixels), joined with blanks. */
void gui_frame_status_text(const Frame *f, char *buf, size_t size);

/* Asserts every text lies inside the window and the title line's texts do not overlap;
 * `what` names the case in the failure. */
void gui_frame_assert_nothing_cut(const Frame *f, const char *what);

#endif
