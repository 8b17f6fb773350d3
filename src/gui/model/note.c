/* note.c: the passing message (note.h). */
#include "gui/model/note.h"

#include <stdio.h>

#include "core/clock.h"

void gui_note_vsay(GuiNote *n, const char *fmt, va_list ap)
{
    vsnprintf(n->text, sizeof n->text, fmt, ap);
    n->until_ms = s4_clock_ms() + (double)GUI_NOTE_MS;
}

void gui_note_say(GuiNote *n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    gui_note_vsay(n, fmt, ap);
    va_end(ap);
}
