/* lesson.h: the first game that teaches, as pages a person steps through (Next, Back,
 * Skip): how beads drop, the winning lines by kind, a win in one and a block, then a first
 * game. The content lives here: each page's words, its board, its task and the check of
 * a move; lesson_screen.c only draws it and passes clicks. No SDL, no GL.
 *
 * Score Four only (4 x 4 pegs, 4 high, four in a row). The lines' kinds and counts come
 * from the core's line table (geometry.h), never from numbers written here: the six kinds
 * split its 76 lines 16 + 16 + 16 + 8 + 16 + 4.
 *
 * Invariants: 0 <= page < GUI_LESSON_PAGES; game is the page's board (its start plus the
 * beads played on it here) on lesson->geo; task is GUI_TASK_NONE exactly on the pages
 * without one (the lines, the last page).
 */
#ifndef S4_GUI_LESSON_H
#define S4_GUI_LESSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game.h"
#include "core/geometry.h"

/* The kinds of winning line, in the order the lesson shows them. */
typedef enum GuiLineKind {
    GUI_LINE_ROW,             /* along a row of one level: A1 B1 C1 D1 */
    GUI_LINE_COLUMN,          /* along a column of one level: A1 A2 A3 A4 */
    GUI_LINE_PILLAR,          /* up one peg: its four levels */
    GUI_LINE_LEVEL_DIAGONAL,  /* a diagonal of one level: A1 B2 C3 D4 */
    GUI_LINE_PLANE_DIAGONAL,  /* slanting up in one upright plane (a row's or a column's) */
    GUI_LINE_SPACE_DIAGONAL,  /* corner to opposite corner of the cube */
    GUI_LINE_KINDS
} GuiLineKind;

typedef enum GuiLessonPage {
    GUI_LESSON_DROP,          /* drop a bead, then one on top of it */
    GUI_LESSON_LINES,         /* the first of GUI_LINE_KINDS pages, one kind each */
    GUI_LESSON_WIN = GUI_LESSON_LINES + GUI_LINE_KINDS, /* find the winning move */
    GUI_LESSON_BLOCK,         /* the opponent threatens: block it */
    GUI_LESSON_PLAY,          /* the end: play a first game against an easy level */
    GUI_LESSON_PAGES
} GuiLessonPage;

enum { GUI_LESSON_STEPS = 5, GUI_LESSON_SAY = 320, GUI_LESSON_TEXT = 640,
       GUI_LESSON_MOST_LINES = 32 /* of one kind: Score Four's most is 16 */ };

typedef enum GuiLessonTask {
    GUI_TASK_NONE,    /* a page to read: Next goes on */
    GUI_TASK_OPEN,    /* a move is asked for */
    GUI_TASK_WRONG,   /* the move was wrong: the board shows why; retry sets it up again */
    GUI_TASK_DONE,    /* the task is done: Next goes on */
} GuiLessonTask;

/* What a move on the lesson's board did. */
typedef enum GuiLessonMove {
    GUI_MOVE_IGNORED, /* no task takes a move here, or the peg is full or not one */
    GUI_MOVE_PLAYED,  /* played, and the task goes on (the first bead of the drop page) */
    GUI_MOVE_RIGHT,   /* the task is done */
    GUI_MOVE_WRONG,   /* refused: say tells why, the board shows it until retried */
} GuiLessonMove;

typedef struct GuiLesson {
    const S4Geometry *geo;        /* Score Four's, owned by the caller, outlives the lesson */
    int page;                     /* the page shown (GuiLessonPage) */
    S4Game game;                  /* the page's board */
    GuiLessonTask task;           /* the page's task and how it stands */
    int wrong;                    /* wrong moves on this page (the second says more) */
    char say[GUI_LESSON_SAY];     /* what the last move showed, "" before one */
    uint64_t shown[GUI_LESSON_MOST_LINES]; /* the page's lines to draw (gui_lesson_shown_lines) */
    int shown_count;
} GuiLesson;

/* True when geo is Score Four's shape (the lines' kinds are the cube's). */
bool gui_lesson_fits(const S4Geometry *geo);

/* The kind of one line of geo (a Score Four geometry); GUI_LINE_KINDS for a set of cells
 * that is not one of its lines. */
GuiLineKind gui_line_kind(const S4Geometry *geo, uint64_t line);

/* The lines of geo of the given kind into out (room for S4_MAX_LINES), in the core's
 * order; returns how many. */
int gui_line_kind_lines(const S4Geometry *geo, GuiLineKind kind, uint64_t *out);

/* "Rows", "Columns", "Pillars", ... */
const char *gui_line_kind_name(GuiLineKind kind);

/* Starts the lesson at its first page on geo (gui_lesson_fits must hold). */
void gui_lesson_start(GuiLesson *l, const S4Geometry *geo);

/* Shows page (clamped to the pages), its board set up and its task open. */
void gui_lesson_go(GuiLesson *l, int page);

/* The step a page belongs to, 1..GUI_LESSON_STEPS ("Step 2 of 5"). */
int gui_lesson_step(int page);

/* The page's title ("How beads drop", "Lines: pillars (16)"). */
void gui_lesson_title(const GuiLesson *l, char *buf, size_t size);

/* The page's sentences, with what the last move showed after them when there was one. */
void gui_lesson_text(const GuiLesson *l, char *buf, size_t size);

/* True when Next may go on: a page to read, or its task done. */
bool gui_lesson_can_go_on(const GuiLesson *l);

/* A bead on peg for the side to move, checked against the page's task. */
GuiLessonMove gui_lesson_play(GuiLesson *l, int peg);

/* After a wrong move: the page's position again, the task open. */
void gui_lesson_retry(GuiLesson *l);

/* The lines the page shows: its kind's lines on a lines page, else none; returns how many
 * (out has room for S4_MAX_LINES). */
int gui_lesson_shown_lines(const GuiLesson *l, uint64_t *out);

/* The one line drawn brightest: a lines page's first line of its kind, or the line the
 * last move completed or was about to; 0 for none. */
uint64_t gui_lesson_lit_line(const GuiLesson *l);

#endif
