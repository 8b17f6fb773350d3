/* change_marks.c: generations per part of the window (change_marks.h). */
#include "gui/draw/change_marks.h"

#include <stdint.h>
#include <string.h>

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

/* Eight bytes a step: the screens' part is about 110 KB, hashed every frame, and a byte a
 * step took about 0.3 ms of a frame's 10. Each step, x -> (x ^ w) * P then x ^= x >> 32, is
 * one-to-one in x for any word w (P is odd; the xor-shift undoes itself): so two inputs
 * that differ in one word only always give different digests, as with FNV-1a's bytes. The
 * shift carries a high bit's change down to the low bits, which multiplying never does. */
unsigned long long gui_digest(unsigned long long h, const void *data, size_t len)
{
    enum { WORD = sizeof(uint64_t) };
    const unsigned long long PRIME = 1099511628211ull;
    const unsigned char *p = data;
    size_t i = 0;
    for (; i + WORD <= len; i += WORD) {
        uint64_t w;
        memcpy(&w, p + i, WORD);
        h = (h ^ w) * PRIME;
        h ^= h >> 32;
    }
    for (; i < len; i++)
        h = (h ^ p[i]) * PRIME;
    return h;
}
