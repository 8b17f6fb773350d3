/* hint_words.c: a peg's value in words (hint_words.h). */
#include "gui/model/hint_words.h"

#include <stdio.h>

void gui_hint_words(const S4Geometry *geo, S4PegValue v, S4PegValue best, bool is_best,
                    char *out, size_t size)
{
    const char *lead = is_best ? "best: " : "";
    switch (v.kind) {
    case S4_VALUE_WIN:
        snprintf(out, size, "%swins in %d", lead, v.n);
        return;
    case S4_VALUE_LOSS:
        snprintf(out, size, "%sloses in %d", lead, v.n);
        return;
    case S4_VALUE_DRAW:
        snprintf(out, size, "%sholds the draw", lead);
        return;
    case S4_VALUE_SCORE:
        if (is_best) {
            snprintf(out, size, "best");
            return;
        }
        switch (s4_analysis_grade(geo, v, best)) {
        case S4_GRADE_GOOD: snprintf(out, size, "as good"); return;
        case S4_GRADE_FAIR: snprintf(out, size, "weaker"); return;
        default: snprintf(out, size, "worse"); return;
        }
    case S4_VALUE_NONE:
    default:
        if (size > 0)
            out[0] = '\0';
        return;
    }
}

void gui_hint_words_brief(const S4Geometry *geo, S4PegValue v, S4PegValue best, bool is_best,
                          char *out, size_t size)
{
    switch (v.kind) {
    case S4_VALUE_WIN: snprintf(out, size, "win %d", v.n); return;
    case S4_VALUE_LOSS: snprintf(out, size, "lose %d", v.n); return;
    case S4_VALUE_DRAW: snprintf(out, size, "draw"); return;
    case S4_VALUE_SCORE:
        if (is_best) {
            snprintf(out, size, "best");
            return;
        }
        switch (s4_analysis_grade(geo, v, best)) {
        case S4_GRADE_GOOD: snprintf(out, size, "good"); return;
        case S4_GRADE_FAIR: snprintf(out, size, "weak"); return;
        default: snprintf(out, size, "bad"); return;
        }
    case S4_VALUE_NONE:
    default:
        if (size > 0)
            out[0] = '\0';
        return;
    }
}

int gui_hint_losing(const S4PegValue *values, int n)
{
    int losing = 0;
    for (int i = 0; i < n; i++)
        losing += values[i].kind == S4_VALUE_LOSS;
    return losing;
}

bool gui_hint_throws_away(S4PegValue v, S4PegValue best)
{
    if (best.kind == S4_VALUE_WIN)
        return v.kind == S4_VALUE_LOSS || v.kind == S4_VALUE_DRAW;
    if (best.kind == S4_VALUE_DRAW)
        return v.kind == S4_VALUE_LOSS;
    return false;
}

int gui_hint_best_few(const S4PegValue *values, int n, int best, int most, int *pegs)
{
    int count = 0;
    if (best >= 0 && best < n && values[best].kind != S4_VALUE_NONE && count < most)
        pegs[count++] = best;
    /* A selection by rank: n is at most a board's pegs, so n * most steps are few. */
    while (count < most) {
        int pick = -1;
        for (int peg = 0; peg < n; peg++) {
            bool taken = values[peg].kind == S4_VALUE_NONE;
            for (int i = 0; i < count && !taken; i++)
                taken = pegs[i] == peg;
            if (!taken && (pick < 0 || s4_analysis_rank(values[peg]) > s4_analysis_rank(values[pick])))
                pick = peg;
        }
        if (pick < 0)
            break;
        pegs[count++] = pick;
    }
    return count;
}
