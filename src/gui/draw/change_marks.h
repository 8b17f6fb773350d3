/* change_marks.h: which parts of the window changed what is drawn since the last drawn
 * frame. Each part has a generation: it goes up when the part marks itself changed (a
 * setter calls gui_mark) or when the digest of what the part shows differs from the last
 * one it gave (gui_marks_note, once per loop turn). A frame is drawn when any part's
 * generation moved past the one the last drawn frame showed; a still window draws none.
 */
#ifndef S4_GUI_CHANGE_MARKS_H
#define S4_GUI_CHANGE_MARKS_H

#include <stdbool.h>
#include <stddef.h>

typedef enum GuiPart {
    GUI_PART_WINDOW,   /* the window's size, or an exposed window */
    GUI_PART_POINTER,  /* the hovered peg or the keyboard's cursor */
    GUI_PART_VIEW,     /* the camera, the panels beside the board, their edges */
    GUI_PART_GAME,     /* the board, the status line, the players' cards and clocks */
    GUI_PART_FLOW,     /* the screens: start, result, review, dialogs, notes, hints */
    GUI_PART_NET,      /* a game with a friend: the line's news */
    GUI_PART_MOTION,   /* something moves on its own: a falling bead, a camera move, the
                        * winning line's pulse (marked every turn while it lasts) */
    GUI_PART_COUNT
} GuiPart;

typedef struct GuiMarks {
    unsigned gen[GUI_PART_COUNT];            /* changes so far */
    unsigned drawn[GUI_PART_COUNT];          /* the generations the last drawn frame showed */
    unsigned long long digest[GUI_PART_COUNT]; /* the last digest a part gave */
} GuiMarks;

/* The part changed what is drawn. */
void gui_mark(GuiMarks *marks, GuiPart part);
/* The part shows what `digest` sums up; marks it when that differs from its last one. */
void gui_marks_note(GuiMarks *marks, GuiPart part, unsigned long long digest);
/* True when some part changed since the last drawn frame. */
bool gui_marks_pending(const GuiMarks *marks);
/* The frame drawn now shows every part as it is. */
void gui_marks_drawn(GuiMarks *marks);
/* Adds the names of the parts changed since the last drawn frame to the bit set `*parts`
 * (1 << part). */
void gui_marks_changed(const GuiMarks *marks, unsigned *parts);
/* "window", "pointer", "view", "game", "flow", "net", "motion". */
const char *gui_part_name(GuiPart part);
/* A digest of len bytes, continuing from h (start with GUI_DIGEST_START): inputs that
 * differ in one aligned eight-byte word, or in one byte, never give the same digest. */
unsigned long long gui_digest(unsigned long long h, const void *data, size_t len);
#define GUI_DIGEST_START 14695981039346656037ull

#endif
