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
