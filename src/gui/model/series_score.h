/* series_score.h: the score of the games played in a row with the same opponent and
 * difficulty since the start screen (pure bookkeeping, no SDL, no GL), shown by the result
 * panel so a player sees how the series stands ("Against the engine at Club: won 2, lost 1").
 *
 * A game counts once it has ended; a game that stops being over (an undo of its last move,
 * playing on from an earlier position) is taken off again, so the tally always matches the
 * games as they stand. Against the engine the games are counted for the person, whichever
 * colour they had (Swap sides keeps the series); otherwise by colour. */
#ifndef S4_GUI_SERIES_SCORE_H
#define S4_GUI_SERIES_SCORE_H

#include <stdbool.h>
#include <stddef.h>

#include "core/game.h"

typedef struct GuiSeriesScore {
    int difficulty; /* the series' difficulty (the window's index; another one starts anew) */
    int games;
    int wins[2];   /* games won by White, by Black */
    int person[2]; /* against the engine: games the person won, lost */
    int draws;
    /* the game being shown, once counted: what it added, to take it off again */
    bool counted;
    S4Result counted_result;
    S4Colour counted_person;
    bool began_over; /* the game was over before any move here (--moves, --position) */
} GuiSeriesScore;

/* An empty tally: a new series at this difficulty (the start screen's Start, or another
 * difficulty). */
void gui_series_score_reset(GuiSeriesScore *score, int difficulty);

/* Brings the tally up to date with the current game: counts it when it has ended by a move
 * played here, takes it off when it is no longer over. person: the person's colour against
 * the engine, ignored otherwise. Call once a frame, and gui_series_score_next with the new
 * game when one starts (the game counted before stays counted; a game that starts over,
 * from a record of a finished game, is not counted until it is played to an end again). */
void gui_series_score_follow(GuiSeriesScore *score, const S4Game *game, bool vs_engine,
                              S4Colour person);
void gui_series_score_next(GuiSeriesScore *score, const S4Game *game);

/* "So far against the engine at Club: won 2, lost 1, drawn 0." (difficulty NULL: "... the
 * engine: ...") or "So far: White 2, Black 1, drawn 0." with the
 * game's side names (X and O in the Connect games); empty before a second game has ended
 * (one game is no series). */
void gui_series_score_text(const GuiSeriesScore *score, bool vs_engine, const char *difficulty,
                            const char *first_name, const char *second_name, char *buf,
                            size_t size);

#endif
