/* match.h: one refereed game between two engine processes over the seed protocol, with
 * forfeits for engines that crash, stall past the limit or answer wrongly. */
#ifndef S4_MATCH_MATCH_H
#define S4_MATCH_MATCH_H

#include <stdbool.h>
#include <stdint.h>

#include "core/game.h"
#include "core/record_file.h"

enum { S4_MATCH_MAX_REASON = 160 };

typedef struct S4MatchGame {
    S4Game game;                         /* every move played, the opening included */
    S4RecordOutcome outcome;             /* WHITE, BLACK or DRAW (never UNFINISHED) */
    bool forfeit;                        /* the loser broke a rule rather than lost on the board */
    char reason[S4_MATCH_MAX_REASON];    /* why, for a forfeit: "black: no answer within 500 ms" */
} S4MatchGame;

/* Plays one game on geo: white_cmd and black_cmd are shell command lines of engines, each
 * started for this game and stopped after it. The opening pegs are played first (told to
 * both engines by `note:`); then each engine gets `move;` on its turn and must answer within
 * limit_ms, and the other is told the move. An engine that does not answer in time, dies,
 * answers garbage or an error, names a peg that cannot be played, or refuses a `note:` loses.
 * Returns false only when an engine cannot be started at all (errno says why). */
bool s4_match_play(const S4Geometry *geo, const char *white_cmd, const char *black_cmd,
                   const int *opening, int opening_count, int limit_ms, S4MatchGame *out);

/* s4_match_play with setup_ms instead of S4_MATCH_SETUP_MS for every answer owed "ok."
 * (`restart;`, `play`, `note:`): an engine that starts slowly, such as a script that loads
 * its book on a busy machine, may take that long to answer its first command. */
bool s4_match_play_setup(const S4Geometry *geo, const char *white_cmd, const char *black_cmd,
                         const int *opening, int opening_count, int limit_ms, int setup_ms,
                         S4MatchGame *out);

enum { S4_MATCH_SETUP_MS = 5000 }; /* the default time for an answer owed "ok." */

/* Fills opening[0..count) with random legal pegs from the empty board, none of which ends
 * the game, from the seed in *rng (advanced). Returns how many it managed (< count only
 * on tiny boards). */
int s4_match_random_opening(const S4Geometry *geo, uint64_t *rng, int *opening, int count);

#endif
