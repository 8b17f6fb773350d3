/* resume.h: a kept game the start screen can resume (autosave.h reads and writes it). */
#ifndef S4_GUI_RESUME_H
#define S4_GUI_RESUME_H

#include <stdbool.h>

#include "core/game.h"
#include "gui/model/options.h"

enum { GUI_RESUME_NAME = 32, GUI_RESUME_MOVES = S4_MAX_CELLS * 4 + 8 };

/* A game that can be resumed: who played it and its moves. */
typedef struct GuiResume {
    bool available;               /* a file was read and parsed */
    char game[GUI_RESUME_NAME];   /* the preset: "score4", "connect4", ... */
    GuiMode mode;                 /* PVE, PVP or EVE */
    S4Colour human;               /* the person's side against the engine */
    int difficulty;               /* named difficulty (game_setup.h), -1: expert */
    int black_difficulty;         /* two engines: Black's, -1: as White's */
    int depth;                    /* the expert's depth, -1: none */
    char moves[GUI_RESUME_MOVES]; /* "A1 B2 ..." (s4_game_format_record) */
    int move_count;               /* how many */
    char note[320];               /* a kept file that did not read and was put aside: what
                                   * happened, for the start screen ("" when nothing) */
} GuiResume;

#endif
