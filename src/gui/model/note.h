/* note.h: a passing message on the screen ("Saved to ...", "Cannot save ...") and when it
 * goes. The model says things here (a file it could not write, a friend who joined)
 * without knowing how the screens show it (no SDL, no GL). */
#ifndef S4_GUI_NOTE_H
#define S4_GUI_NOTE_H

#include <stdarg.h>

enum { GUI_NOTE_TEXT = 256, GUI_NOTE_MS = 4000 };

typedef struct GuiNote {
    char text[GUI_NOTE_TEXT]; /* the message, "" when none */
    double until_ms;          /* when it goes (s4_clock_ms) */
} GuiNote;

/* Replaces the note with the formatted message, shown for GUI_NOTE_MS from now. */
void gui_note_say(GuiNote *n, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void gui_note_vsay(GuiNote *n, const char *fmt, va_list ap);

#endif
