/* change_marks.c: generations per part of the window (change_marks.h). */
#include "gui/draw/change_marks.h"

void gui_mark(GuiMarks *marks, GuiPart part)
{
    marks->gen[part]++;
}

void gui_marks_note(GuiMarks *marks, GuiPart part, unsigned long long digest)
{
    if (marks->digest[part] == digest)
        return;
    marks->digest[part] = digest;
    marks->gen[part]++;
}

bool gui_marks_pending(const GuiMarks *marks)
{
    for (int p = 0; p < GUI_PART_COUNT; p++)
        if (marks->gen[p] != marks->drawn[p])
            return true;
    return false;
}

void gui_marks_drawn(GuiMarks *marks)
{
    for (int p = 0; p < GUI_PART_COUNT; p++)
        marks->drawn[p] = marks->gen[p];
}

void gui_marks_changed(const GuiMarks *marks, unsigned *parts)
{
    for (int p = 0; p < GUI_PART_COUNT; p++)
        if (marks->gen[p] != marks->drawn[p])
            *parts |= 1u << p;
}

const char *gui_part_name(GuiPart part)
{
    static const char *const NAMES[GUI_PART_COUNT] = {"window", "pointer", "view", "game",
                                                      "flow",   "net",     "motion"};
    return part >= 0 && part < GUI_PART_COUNT ? NAMES[part] : "?";
}

unsigned long long gui_digest(unsigned long long h, const void *data, size_t len)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < len; i++)
        h = (h ^ p[i]) * 1099511628211ull;
    return h;
}
