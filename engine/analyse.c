/* analyse.c: the value of every legal peg of a position, for hints and for people. */
#include "analyse.h"

#include <string.h>

#include "core/game.h"
#include "core/notation.h"
#include "core/quote.h"
#include "search.h"

/* Writes the value of a peg whose score (for the side to move, `count` beads on the board)
 * is `score`, proved or not. */
static void write_value(FILE *out, int score, bool proved, int count)
{
    if (proved && score >= S4_SCORE_PROVEN)
        fprintf(out, "win %d\n", s4_score_beads_left(score, count));
    else if (proved && score <= -S4_SCORE_PROVEN)
        fprintf(out, "loss %d\n", s4_score_beads_left(score, count));
    else if (proved)
        fprintf(out, "draw\n");
    else
        fprintf(out, "%d\n", score);
}

int engine_analyse(const char *game_name, const EngineOptions *options, const char *moves,
                   FILE *out, FILE *err)
{
    S4Geometry geo;
    if (s4_geometry_preset(&geo, game_name) != S4_OK) {
        char shown[S4_QUOTE_SIZE];
        s4_quote(game_name, strlen(game_name), shown, sizeof shown);
        fprintf(err, "score4-engine: analyse: unknown game '%s'\n", shown);
        return 2;
    }
    S4Game game;
    s4_game_init(&game, &geo);
    int bad = -1;
    S4Status status = s4_game_play_record(&game, moves, &bad);
    if (status != S4_OK) {
        char shown[S4_QUOTE_SIZE]; /* the argument's bytes, escaped and cut */
        s4_quote(moves, strlen(moves), shown, sizeof shown);
        fprintf(err, "score4-engine: analyse: move %d of \"%s\": %s\n", bad + 1, shown,
                s4_status_str(status));
        return 2;
    }
    if (s4_game_over(&game)) {
        fprintf(err, "score4-engine: analyse: the game is over (%s)\n", s4_result_text(&game));
        return 2;
    }
    S4Searcher *searcher = s4_searcher_new(options->hash_mb, options->threads);
    if (!searcher) {
        fprintf(err, "score4-engine: analyse: %s\n", s4_status_str(S4_ERR_OUT_OF_MEMORY));
        return 2;
    }
    S4Colour side = s4_game_to_move(&game);
    int pegs[S4_MAX_PEGS];
    int n = s4_board_legal_pegs(&game.board, pegs);
    S4SearchLimits limits = {.depth = 0};
    if (options->depth > 0)
        limits.depth = options->depth > 1 ? options->depth - 1 : 1;
    if (options->movetime_ms > 0)
        limits.movetime_ms = options->movetime_ms / n > 0 ? options->movetime_ms / n : 1;
    if (options->nodes > 0) /* shared among the pegs as the time is */
        limits.nodes = options->nodes / (uint64_t)n > 0 ? options->nodes / (uint64_t)n : 1;
    int count = game.board.count;
    for (int i = 0; i < n; i++) {
        char name[S4_PEG_TEXT];
        s4_peg_format(&geo, pegs[i], name);
        fprintf(out, "%s ", name);
        if (s4_board_move_would_win(&game.board, pegs[i], side)) {
            fprintf(out, "win 1\n");
            continue;
        }
        S4Board child = game.board;
        s4_board_play(&child, pegs[i], side);
        if (s4_board_is_full(&child)) {
            fprintf(out, "draw\n");
            continue;
        }
        S4SearchResult result;
        s4_search(searcher, &child, s4_other(side), &limits, &result);
        write_value(out, -result.score, result.proved, count);
    }
    s4_searcher_free(searcher);
    return 0;
}
