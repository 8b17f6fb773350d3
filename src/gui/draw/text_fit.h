/* text_fit.h: fitting a string into a width: wrapped at blanks (a word wider than the width
 * is broken), at most a given number of lines, the last one ended with "..." when the text
 * goes on. For the status bar, the title line and the hint, so no text is cut by the
 * window's edge in any shape of window. */
#ifndef S4_GUI_TEXT_FIT_H
#define S4_GUI_TEXT_FIT_H

#include <stdbool.h>

#include <SDL2/SDL_ttf.h>

enum { GUI_FIT_LINE = 256, GUI_FIT_MAX_LINES = 4 };

typedef struct GuiFitLines {
    char line[GUI_FIT_MAX_LINES][GUI_FIT_LINE + 4]; /* room for the "..." */
    int count;        /* lines filled (at most the max asked for) */
    bool shortened;   /* the text did not fit: the last line ends with "..." */
} GuiFitLines;

/* Wraps text (one paragraph; blanks separate words) into at most max_lines lines of at most
 * width pixels in font. Returns true when the whole text fits; otherwise out holds max_lines
 * lines, the last cut at a word (or a character) and ended with "...". */
bool gui_text_fit(TTF_Font *font, const char *text, float width, int max_lines, GuiFitLines *out);

/* The same text without its key reminders: the "   "-separated parts that start with a
 * key and a colon ("N: new game", "U: undo", "Left/Right: step", "Home/End", "I: hide").
 * Writes into out (size bytes); true when anything was dropped. */
bool gui_text_drop_key_hints(const char *text, char *out, size_t size);

#endif
