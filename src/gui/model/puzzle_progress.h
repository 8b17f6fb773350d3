/* puzzle_progress.h: the person's puzzles: which are solved, the streak of puzzles solved
 * without a wrong move (now and best), and the daily puzzles done, kept across runs in the
 * XDG state directory ($XDG_STATE_HOME/score4/puzzles.txt, else
 * ~/.local/state/score4/puzzles.txt) and written whole through the atomic writer
 * (core/atomic_file.h). A missing file is a clean start; a file that cannot be read, or
 * lines that do not read, are left out and said, never a crash. No SDL, no GL.
 *
 * The file (unknown or malformed lines are skipped):
 *     streak 3
 *     best 7
 *     solved 9c1f0e7a55d2b3c4         (gui_puzzle_key of the game and the puzzle's line)
 *     daily connect4 2026-11-29
 */
#ifndef S4_GUI_PUZZLE_PROGRESS_H
#define S4_GUI_PUZZLE_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    GUI_PROGRESS_SOLVED = 4096, /* puzzles kept as solved (more than both files hold) */
    GUI_PROGRESS_DAILY = 64,    /* daily puzzles kept as done: the latest ones */
    GUI_PROGRESS_GAME = 24,     /* a game preset's name and its NUL */
    GUI_PROGRESS_PATH = 4096,
};

typedef struct GuiPuzzleDaily {
    char game[GUI_PROGRESS_GAME]; /* the game preset ("score4", "connect4") */
    long day;                     /* days since 1970-01-01 */
} GuiPuzzleDaily;

typedef struct GuiPuzzleProgress {
    int streak;                               /* puzzles solved in a row without a wrong move */
    int best;                                 /* the longest such streak; best >= streak */
    int solved_count;                         /* 0..GUI_PROGRESS_SOLVED */
    uint64_t solved[GUI_PROGRESS_SOLVED];     /* keys of the puzzles solved, in the order solved */
    int daily_count;                          /* 0..GUI_PROGRESS_DAILY */
    GuiPuzzleDaily daily[GUI_PROGRESS_DAILY]; /* daily puzzles done, oldest first */
} GuiPuzzleProgress;

/* The file's path into buf: false (buf "") when neither XDG_STATE_HOME (absolute) nor HOME
 * is set, or the path would not fit. */
bool gui_puzzle_progress_path(char *buf, size_t size);

/* A puzzle's identity: a hash of the game's name and its line (stable while the line is). */
uint64_t gui_puzzle_key(const char *game, const char *line);

/* Reads path into *p (empty first). Missing: empty and true. Unreadable: empty, false, why
 * in msg. Lines that do not read are skipped and counted in msg; msg "" when all is well. */
bool gui_puzzle_progress_load(const char *path, GuiPuzzleProgress *p, char *msg, size_t msg_size);

/* Writes *p to path atomically, making its directory first; false with why in msg. */
bool gui_puzzle_progress_save(const char *path, const GuiPuzzleProgress *p, char *msg,
                              size_t msg_size);

/* True when the puzzle with key was solved before. */
bool gui_puzzle_progress_solved(const GuiPuzzleProgress *p, uint64_t key);

/* A puzzle solved: kept as solved (once); clean (no wrong move, no solution shown) lengthens
 * the streak, and best follows it. */
void gui_puzzle_progress_solve(GuiPuzzleProgress *p, uint64_t key, bool clean);

/* A wrong move or the solution shown: the streak starts again from 0 (best stays). */
void gui_puzzle_progress_fail(GuiPuzzleProgress *p);

/* The daily puzzle of game on day done: kept (once; the oldest dropped when full). */
void gui_puzzle_progress_daily_done(GuiPuzzleProgress *p, const char *game, long day);

/* True when the daily puzzle of game on day was done. */
bool gui_puzzle_progress_daily(const GuiPuzzleProgress *p, const char *game, long day);

#endif
