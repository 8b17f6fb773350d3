/* hint_words.h: a peg's value in words a player reads at a glance (no numbers): "best",
 * "as good", "weaker", "worse", "wins in 3", "holds the draw", "loses in 2". */
#ifndef S4_GUI_HINT_WORDS_H
#define S4_GUI_HINT_WORDS_H

#include <stdbool.h>
#include <stddef.h>

#include "client/analysis.h"

/* The words for value v next to the best peg's value best (is_best: v is the best peg's).
 * Proved values say what they prove; heuristic scores say how they compare with the best
 * (s4_analysis_grade). Empty for S4_VALUE_NONE. geo NULL: Score Four's margins. */
void gui_hint_words(const S4Geometry *geo, S4PegValue v, S4PegValue best, bool is_best,
                    char *out, size_t size);
/* The same as short as a number (for narrow windows, where sixteen labels must fit):
 * "best", "good", "weak", "bad", "win 3", "draw", "lose 2". */
void gui_hint_words_brief(const S4Geometry *geo, S4PegValue v, S4PegValue best, bool is_best,
                          char *out, size_t size);

/* The pegs whose labels a hint shows when a 3D board's sixteen would crowd it: best first,
 * then the others by s4_analysis_rank (the lower peg first on a tie), none without a value;
 * at most `most` of them into pegs[]. Returns how many. */
int gui_hint_best_few(const S4PegValue *values, int n, int best, int most, int *pegs);

/* How many of the n values are proved losses (the banner says so when most pegs lose). */
int gui_hint_losing(const S4PegValue *values, int n);

/* True when playing a peg of value v throws away what the best peg keeps: best is a proved
 * win or draw and v a proved loss, or best a proved win and v a proved draw. */
bool gui_hint_throws_away(S4PegValue v, S4PegValue best);

#endif
