/* game.h: a refereed game: alternating moves from White, the record, undo and the result. */
#ifndef S4_CORE_GAME_H
#define S4_CORE_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/board.h"

typedef enum S4Result {
    S4_RESULT_ONGOING = 0,
    S4_RESULT_WHITE_WINS,
    S4_RESULT_BLACK_WINS,
    S4_RESULT_DRAW_FULL,   /* the board filled without a line */
    S4_RESULT_DRAW_DEAD,   /* the handout's early draw: no line can be completed any more */
} S4Result;

/* Invariants: board holds exactly the beads of start plus moves[0..move_count), played
 * alternately beginning with first_to_move; result describes that board (ONGOING until
 * a line, a full board, or, when early_draw is set, a dead board). */
typedef struct S4Game {
    S4Board start;               /* the position the game began from (empty for a new game) */
    S4Colour first_to_move;      /* who played moves[0] (White for a new game) */
    S4Board board;               /* current position */
    int moves[S4_MAX_CELLS];     /* pegs played, in order */
    int move_count;              /* beads played */
    S4Result result;             /* outcome so far */
    uint64_t win_line;           /* the completed line when someone has won, else 0 */
    bool early_draw;             /* declare S4_RESULT_DRAW_DEAD as soon as the board is dead */
} S4Game;

/* A new game on an empty board, White to move; the early draw is on. */
void s4_game_init(S4Game *game, const S4Geometry *geo);

/* A game that goes on from any position (the testing mode's, which need not have arisen
 * in play) with `to_move` to play; the early draw is on. Its result is computed at once:
 * a start with a line of one colour only is won by that colour; lines of both colours,
 * a full board or a dead one are drawn. Undo never goes past the start. */
void s4_game_init_from(S4Game *game, const S4Board *start, S4Colour to_move);

/* The colour whose turn it is. */
static inline S4Colour s4_game_to_move(const S4Game *game)
{
    return (S4Colour)((game->first_to_move + game->move_count) & 1);
}

/* Plays peg for the side to move and updates the result. S4_ERR_GAME_OVER, S4_ERR_BAD_PEG
 * and S4_ERR_PEG_FULL change nothing. */
S4Status s4_game_play(S4Game *game, int peg);

/* Takes back the last move (also after the game ended). S4_ERR_NOTHING_TO_UNDO when empty. */
S4Status s4_game_undo(S4Game *game);

/* True once the game has a result. */
static inline bool s4_game_over(const S4Game *game) { return game->result != S4_RESULT_ONGOING; }

/* "White wins", "Black wins", "Draw: the board is full", "Draw: no line can be completed",
 * or "White to move" / "Black to move"; in the Connect games X and O name the sides. */
const char *s4_result_text(const S4Game *game);

/* Writes the record as space-separated moves in the game's convention ("B2 C3 B2", or
 * column numbers "4 4 3" in the Connect games); returns the length it needs
 * (like snprintf), so a return >= size means the text was cut. */
size_t s4_game_format_record(const S4Game *game, char *buf, size_t size);

/* Plays a record from the current position (moves as s4_move_parse reads them). On error the game is as it was before the
 * call and *bad_index (if not NULL) receives the 0-based index of the offending move. */
S4Status s4_game_play_record(S4Game *game, const char *text, int *bad_index);

#endif
