/* difficulty.h: the named difficulties a player chooses from, and what each asks of the
 * engine (no SDL, no GL).
 *
 * Each name maps to a strength level of the protocol extension `level N;` (1..10). An
 * engine that does not know the extension answers `error: ...`, and the window then asks
 * for a time per move instead (`movetime MS;`), which every engine of the handout knows.
 * Either way no level takes more than about a second a move on the reference machine, so
 * a player's choice can never run into the window's engine timeout.
 */
#ifndef S4_GUI_DIFFICULTY_H
#define S4_GUI_DIFFICULTY_H

typedef struct GuiDifficulty {
    const char *key;          /* settings and --level word: "beginner" */
    const char *name;         /* shown: "Beginner" */
    const char *description;  /* one line for the start screen */
    int level;                /* `level N;` (1..10) */
    int movetime_ms;          /* the fallback: `movetime MS;` */
} GuiDifficulty;

enum { GUI_DIFFICULTY_DEFAULT = 1 }; /* Casual */

/* Number of named difficulties, weakest first. */
int gui_difficulty_count(void);

/* The index-th difficulty (0 <= index < count). */
const GuiDifficulty *gui_difficulty(int index);

/* Index of the difficulty whose key or name is `word` (any case), or whose level is the
 * number `word`; -1 when none. */
int gui_difficulty_find(const char *word);

#endif
