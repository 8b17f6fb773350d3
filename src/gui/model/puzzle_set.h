/* puzzle_set.h: the puzzles of one game (assets/puzzles/<game>.txt, core/puzzle.h), read
 * from text the window carries in its binary, grouped by the length of the win, and the
 * daily puzzle chosen by the date. No SDL, no GL, no I/O: the text is given.
 *
 * The set keeps the text and where each puzzle's line starts; a puzzle is read again from
 * its line when it is asked for (s4_puzzle_parse is fast, and the set stays small).
 * Invariant: every line indexed parsed without error when the set was made, and the
 * indexes are in the file's order, which is sorted by the win's length. */
#ifndef S4_GUI_PUZZLE_SET_H
#define S4_GUI_PUZZLE_SET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/geometry.h"
#include "core/puzzle.h"

enum { GUI_PUZZLE_MAX = 2048 };

typedef struct GuiPuzzleSet {
    const S4Geometry *geo;             /* the game the puzzles are of */
    const char *text;                  /* the file's text (not owned; outlives the set) */
    int count;                         /* puzzles read */
    int start[GUI_PUZZLE_MAX];         /* offset of each puzzle's line in text */
    unsigned char win_in[GUI_PUZZLE_MAX]; /* each one's length of win, 1.. */
    int skipped;                       /* lines that did not read as puzzles (not comments) */
} GuiPuzzleSet;

/* Reads the puzzles of geo's game from text (NUL-terminated, kept by the caller). Lines that
 * do not read are counted in skipped and left out. Returns the count read. */
int gui_puzzle_set_read(GuiPuzzleSet *set, const S4Geometry *geo, const char *text);

/* The puzzle at index (0 <= index < count) into *p; false (p untouched) when out of range. */
bool gui_puzzle_set_get(const GuiPuzzleSet *set, int index, S4Puzzle *p);

/* The line of the puzzle at index, without its newline, into buf (cut to size); its
 * identity in the progress file. Returns false when out of range. */
bool gui_puzzle_set_line(const GuiPuzzleSet *set, int index, char *buf, size_t size);

/* The first puzzle whose win is `win_in` beads long, -1 when the set has none. */
int gui_puzzle_set_first_of(const GuiPuzzleSet *set, int win_in);

/* How many puzzles win in exactly win_in. */
int gui_puzzle_set_count_of(const GuiPuzzleSet *set, int win_in);

/* A date as days since 1970-01-01 (the proleptic Gregorian calendar); false for a date
 * that does not exist (month 1..12, day within the month, year 1970..9999). */
bool gui_puzzle_day(int year, int month, int day, long *days);

/* Reads "YYYY-MM-DD" into days since 1970-01-01; false when it is not one. */
bool gui_puzzle_day_parse(const char *text, long *days);

/* Writes days since 1970-01-01 as "YYYY-MM-DD" (buf at least 11 bytes). */
void gui_puzzle_day_format(long days, char *buf, size_t size);

/* The daily puzzle of the day: the same index for every copy of the same set on the same
 * date (a hash of the day number, so that neighbouring days are not neighbouring
 * puzzles); -1 for an empty set. */
int gui_puzzle_set_daily(const GuiPuzzleSet *set, long days);

#endif
