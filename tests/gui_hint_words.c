/* gui_hint_words.c: every peg's value in words, and which moves throw a proved result away. */
#include <criterion/criterion.h>
#include <string.h>

#include "gui/model/hint_words.h"

static const char *words(S4PegValue v, S4PegValue best, bool is_best)
{
    static char out[64];
    gui_hint_words(NULL, v, best, is_best, out, sizeof out);
    return out;
}

Test(hint_words, proved_values_say_what_they_prove)
{
    S4PegValue win = {S4_VALUE_WIN, 3}, loss = {S4_VALUE_LOSS, 2}, draw = {S4_VALUE_DRAW, 0};
    cr_assert_str_eq(words(win, win, true), "best: wins in 3");
    cr_assert_str_eq(words(loss, win, false), "loses in 2");
    cr_assert_str_eq(words(draw, win, false), "holds the draw");
    cr_assert_str_eq(words(draw, draw, true), "best: holds the draw");
    cr_assert_str_eq(words((S4PegValue){S4_VALUE_NONE, 0}, win, false), "");
}

Test(hint_words, scores_are_compared_with_the_best_in_words_not_numbers)
{
    S4PegValue best = {S4_VALUE_SCORE, 40};
    cr_assert_str_eq(words(best, best, true), "best");
    cr_assert_str_eq(words((S4PegValue){S4_VALUE_SCORE, 40}, best, false), "as good");
    cr_assert_str_eq(words((S4PegValue){S4_VALUE_SCORE, -400}, best, false), "worse");
    const char *w = words((S4PegValue){S4_VALUE_SCORE, -78}, best, false);
    cr_assert(strpbrk(w, "0123456789+-") == NULL, "'%s' shows a number", w);
    char brief[16];
    gui_hint_words_brief(NULL, (S4PegValue){S4_VALUE_SCORE, -400}, best, false, brief, sizeof brief);
    cr_assert_str_eq(brief, "bad");
    gui_hint_words_brief(NULL, (S4PegValue){S4_VALUE_LOSS, 2}, best, false, brief, sizeof brief);
    cr_assert_str_eq(brief, "lose 2");
}

Test(hint_words, a_move_throws_away_a_proved_win_or_draw_only_for_a_worse_proof)
{
    S4PegValue win = {S4_VALUE_WIN, 3}, loss = {S4_VALUE_LOSS, 2}, draw = {S4_VALUE_DRAW, 0},
               score = {S4_VALUE_SCORE, 5};
    cr_assert(gui_hint_throws_away(loss, win));
    cr_assert(gui_hint_throws_away(draw, win));
    cr_assert(gui_hint_throws_away(loss, draw));
    cr_assert_not(gui_hint_throws_away(score, draw));
    cr_assert_not(gui_hint_throws_away(loss, score)); /* nothing proved to lose */
    cr_assert_not(gui_hint_throws_away(win, win));
    S4PegValue values[4] = {loss, loss, win, draw};
    cr_assert_eq(gui_hint_losing(values, 4), 2);
}

Test(hint_words, the_best_few_pegs_come_best_first_then_by_value)
{
    S4PegValue v[8] = {
        {S4_VALUE_SCORE, 10}, {S4_VALUE_LOSS, 2},   {S4_VALUE_SCORE, 40}, {S4_VALUE_NONE, 0},
        {S4_VALUE_DRAW, 0},   {S4_VALUE_SCORE, 40}, {S4_VALUE_WIN, 5},    {S4_VALUE_SCORE, -9},
    };
    int pegs[8];
    /* The win first, then the two +40 (the first named first), then +10. */
    cr_assert_eq(gui_hint_best_few(v, 8, 6, 4, pegs), 4);
    cr_assert(pegs[0] == 6 && pegs[1] == 2 && pegs[2] == 5 && pegs[3] == 0);
    /* Never a peg without a value, and no more than there are. */
    cr_assert_eq(gui_hint_best_few(v, 8, 6, 8, pegs), 7);
    for (int i = 0; i < 7; i++)
        cr_assert_neq(pegs[i], 3);
    cr_assert_eq(pegs[6], 1, "the loss last");
    /* The best peg named first even on a tie with an earlier one. */
    cr_assert_eq(gui_hint_best_few(v, 8, 5, 2, pegs), 2);
    cr_assert(pegs[0] == 5 && pegs[1] == 6);
}
