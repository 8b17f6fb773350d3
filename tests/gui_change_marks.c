/* gui_change_marks.c: the window's change marks (draw/change_marks.h), which decide whether
 * a frame is drawn at all: a part's digest tells any change of one byte or one word of what
 * it shows, a still part is not marked, and the marks say which parts changed since the
 * last drawn frame. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <string.h>

#include "gui/draw/change_marks.h"

/* Odd-sized, so the digest's word steps and its byte tail are both crossed. */
enum { SHOWN = 1021 };

static void fill(unsigned char *p, size_t n, unsigned seed)
{
    for (size_t i = 0; i < n; i++) {
        seed = seed * 1103515245u + 12345u;
        p[i] = (unsigned char)(seed >> 16);
    }
}

Test(change_marks, equal_bytes_give_equal_digests_and_a_digest_continues)
{
    unsigned char a[SHOWN], b[SHOWN];
    fill(a, sizeof a, 7);
    memcpy(b, a, sizeof b);
    cr_assert_eq(gui_digest(GUI_DIGEST_START, a, sizeof a), gui_digest(GUI_DIGEST_START, b, sizeof b));
    /* A digest of two pieces is the digest of the pieces in turn: the callers chain them. */
    unsigned long long chained = gui_digest(gui_digest(GUI_DIGEST_START, a, 16), a + 16, sizeof a - 16);
    cr_assert_eq(chained, gui_digest(GUI_DIGEST_START, a, sizeof a));
    cr_assert_neq(gui_digest(GUI_DIGEST_START, a, 0), gui_digest(GUI_DIGEST_START, a, 1),
                  "one more byte shown is a change");
}

Test(change_marks, every_change_of_one_byte_anywhere_changes_the_digest)
{
    unsigned char shown[SHOWN];
    fill(shown, sizeof shown, 11);
    unsigned long long before = gui_digest(GUI_DIGEST_START, shown, sizeof shown);
    for (size_t i = 0; i < sizeof shown; i++)
        for (int bit = 0; bit < 8; bit++) {
            shown[i] ^= (unsigned char)(1u << bit);
            cr_assert_neq(gui_digest(GUI_DIGEST_START, shown, sizeof shown), before,
                          "byte %zu bit %d flipped, digest unchanged", i, bit);
            shown[i] ^= (unsigned char)(1u << bit);
        }
}

Test(change_marks, a_whole_word_changed_at_once_changes_the_digest)
{
    unsigned char shown[SHOWN];
    fill(shown, sizeof shown, 13);
    unsigned long long before = gui_digest(GUI_DIGEST_START, shown, sizeof shown);
    unsigned seed = 5;
    for (size_t at = 0; at + 8 <= sizeof shown; at += 8)
        for (int k = 0; k < 16; k++) {
            unsigned char saved[8], other[8];
            memcpy(saved, shown + at, 8);
            fill(other, 8, seed++);
            if (memcmp(other, saved, 8) == 0)
                continue;
            memcpy(shown + at, other, 8);
            cr_assert_neq(gui_digest(GUI_DIGEST_START, shown, sizeof shown), before,
                          "word at %zu replaced, digest unchanged", at);
            memcpy(shown + at, saved, 8);
        }
}

Test(change_marks, a_still_part_is_not_marked_and_drawing_clears_the_marks)
{
    GuiMarks marks = {0};
    unsigned char shown[64];
    fill(shown, sizeof shown, 3);
    gui_marks_note(&marks, GUI_PART_FLOW, gui_digest(GUI_DIGEST_START, shown, sizeof shown));
    cr_assert(gui_marks_pending(&marks), "the first digest is news");
    gui_marks_drawn(&marks);
    cr_assert_not(gui_marks_pending(&marks));

    gui_marks_note(&marks, GUI_PART_FLOW, gui_digest(GUI_DIGEST_START, shown, sizeof shown));
    cr_assert_not(gui_marks_pending(&marks), "the same digest again is no change");

    shown[63] ^= 1;
    gui_marks_note(&marks, GUI_PART_FLOW, gui_digest(GUI_DIGEST_START, shown, sizeof shown));
    gui_mark(&marks, GUI_PART_MOTION);
    unsigned parts = 0;
    gui_marks_changed(&marks, &parts);
    cr_assert_eq(parts, (1u << GUI_PART_FLOW) | (1u << GUI_PART_MOTION));
    cr_assert_str_eq(gui_part_name(GUI_PART_FLOW), "flow");
    gui_marks_drawn(&marks);
    parts = 0;
    gui_marks_changed(&marks, &parts);
    cr_assert_eq(parts, 0u);
}
