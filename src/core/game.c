/* game.c: the referee's record of one game. */
#include "core/game.h"

#include <stdio.h>
#include <string.h>

#include "core/line_name.h"
#include "core/notation.h"

/* Recomputes result and win_line from the board. After a move only the mover can have
 * made a line; at the start (no move yet) either colour may hold one. */
static void update_result(S4Game *game)
{
    game->result = S4_RESULT_ONGOING;
    game->win_line = 0;
    const S4Board *board = &game->board;
    uint64_t white_line = s4_board_winning_line(board, S4_WHITE);
    uint64_t black_line = s4_board_winning_line(board, S4_BLACK);
    if (game->move_count > 0) {
        S4Colour mover = s4_other(s4_game_to_move(game));
        if (mover == S4_WHITE)
            black_line = 0;
        else
            white_line = 0;
    }
    if (white_line && black_line) {
        game->result = S4_RESULT_DRAW_DEAD; /* only a testing position can hold both */
    } else if (white_line || black_line) {
        game->win_line = white_line | black_line;
        game->result = white_line ? S4_RESULT_WHITE_WINS : S4_RESULT_BLACK_WINS;
    } else if (s4_board_is_full(board)) {
        game->result = S4_RESULT_DRAW_FULL;
    } else if (game->early_draw && s4_board_is_dead(board)) {
        game->result = S4_RESULT_DRAW_DEAD;
    }
}

void s4_game_init(S4Game *game, const S4Geometry *geo)
{
    S4Board empty;
    s4_board_init(&empty, geo);
    s4_game_init_from(game, &empty, S4_WHITE);
}

void s4_game_init_from(S4Game *game, const S4Board *start, S4Colour to_move)
{
    memset(game, 0, sizeof *game);
    game->start = *start;
    game->board = *start;
    game->first_to_move = to_move;
    game->early_draw = true;
    update_result(game);
}

S4Status s4_game_play(S4Game *game, int peg)
{
    if (s4_game_over(game))
        return S4_ERR_GAME_OVER;
    S4Status status = s4_board_play(&game->board, peg, s4_game_to_move(game));
    if (status != S4_OK)
        return status;
    game->moves[game->move_count++] = peg;
    update_result(game);
    return S4_OK;
}

S4Status s4_game_undo(S4Game *game)
{
    if (game->move_count == 0)
        return S4_ERR_NOTHING_TO_UNDO;
    int peg = game->moves[--game->move_count];
    S4Status status = s4_board_remove(&game->board, peg);
    (void)status; /* the record guarantees the peg holds this move's bead */
    update_result(game);
    return S4_OK;
}

const char *s4_result_text(const S4Game *game)
{
    /* The sides by the game's own names (line_name.h): X and O in the Connect games. */
    bool flat = s4_geometry_is_flat(game->board.geo);
    switch (game->result) {
    case S4_RESULT_WHITE_WINS: return flat ? "X wins" : "White wins";
    case S4_RESULT_BLACK_WINS: return flat ? "O wins" : "Black wins";
    case S4_RESULT_DRAW_FULL: return "Draw: the board is full";
    case S4_RESULT_DRAW_DEAD: return "Draw: no line can be completed";
    case S4_RESULT_ONGOING: break;
    }
    if (flat)
        return s4_game_to_move(game) == S4_WHITE ? "X to move" : "O to move";
    return s4_game_to_move(game) == S4_WHITE ? "White to move" : "Black to move";
}

size_t s4_game_format_record(const S4Game *game, char *buf, size_t size)
{
    size_t needed = 0;
    if (size > 0)
        buf[0] = '\0';
    for (int i = 0; i < game->move_count; i++) {
        char peg[S4_MOVE_NAME]; /* the game's convention: "B2", or "4" in the Connect games */
        s4_move_name(game->board.geo, game->moves[i], peg);
        int n = snprintf(needed < size ? buf + needed : NULL, needed < size ? size - needed : 0,
                         "%s%s", i ? " " : "", peg);
        needed += (size_t)n;
    }
    return needed;
}

S4Status s4_game_play_record(S4Game *game, const char *text, int *bad_index)
{
    S4Game saved = *game;
    int index = 0;
    const char *p = text;
    for (;;) {
        while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == ',')
            p++;
        if (!*p)
            break;
        const char *start = p;
        while (*p && *p != ' ' && *p != '\t' && *p != '\n' && *p != '\r' && *p != ',')
            p++;
        int peg;
        S4Status status = s4_move_parse(game->board.geo, start, (size_t)(p - start), &peg);
        if (status == S4_OK)
            status = s4_game_play(game, peg);
        if (status != S4_OK) {
            *game = saved;
            if (bad_index)
                *bad_index = index;
            return status;
        }
        index++;
    }
    return S4_OK;
}
