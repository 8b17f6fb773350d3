/* series_score.c: the series' tally (see series_score.h). */
#include "gui/model/series_score.h"

#include <stdio.h>

void gui_series_score_reset(GuiSeriesScore *score, int difficulty)
{
    *score = (GuiSeriesScore){.difficulty = difficulty};
}

/* Adds (sign 1) or takes off (-1) one game's result. */
static void tally(GuiSeriesScore *score, S4Result result, S4Colour person, int sign)
{
    score->games += sign;
    if (result == S4_RESULT_WHITE_WINS || result == S4_RESULT_BLACK_WINS) {
        S4Colour winner = result == S4_RESULT_WHITE_WINS ? S4_WHITE : S4_BLACK;
        score->wins[winner] += sign;
        score->person[winner == person ? 0 : 1] += sign;
    } else {
        score->draws += sign;
    }
}

void gui_series_score_follow(GuiSeriesScore *score, const S4Game *game, bool vs_engine,
                              S4Colour person)
{
    bool over = s4_game_over(game) && game->move_count > 0;
    if (!over)
        score->began_over = false;
    if (score->began_over)
        return;
    if (score->counted && !over) {
        tally(score, score->counted_result, score->counted_person, -1);
        score->counted = false;
    }
    if (!score->counted && over) {
        /* Without an engine the person's columns are not shown; White stands in. */
        score->counted_person = vs_engine ? person : S4_WHITE;
        score->counted_result = game->result;
        tally(score, game->result, score->counted_person, 1);
        score->counted = true;
    }
}

void gui_series_score_next(GuiSeriesScore *score, const S4Game *game)
{
    score->counted = false;
    score->began_over = s4_game_over(game);
}

void gui_series_score_text(const GuiSeriesScore *score, bool vs_engine, const char *difficulty,
                            const char *first_name, const char *second_name, char *buf,
                            size_t size)
{
    if (score->games < 2) {
        buf[0] = '\0';
        return;
    }
    if (vs_engine)
        snprintf(buf, size, "So far against the engine%s%s: won %d, lost %d, drawn %d.",
                 difficulty ? " at " : "", difficulty ? difficulty : "", score->person[0],
                 score->person[1], score->draws);
    else
        snprintf(buf, size, "So far: %s %d, %s %d, drawn %d.", first_name,
                 score->wins[S4_WHITE], second_name, score->wins[S4_BLACK], score->draws);
}
