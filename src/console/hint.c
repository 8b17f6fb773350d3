/* hint.c: `hint.`: what the window's hint says, in a sentence: our own engine's analysis of
 * the game (client/analysis.h), whatever engine plays; the playing engine's move when our
 * analysis cannot run. */
#include "console/console.h"

#include <stdio.h>
#include <unistd.h>

#include "client/analysis.h"
#include "core/limits.h"
#include "core/line_name.h"
#include "core/notation.h"

/* The longest wait for the analysis: its thinking time (the window's), and the time a busy
 * machine may take to start a program. A terminal waits for its engine anyway. */
enum { HINT_WAIT_MS = S4_ANALYSIS_MOVETIME_MS + S4_LIMIT_STARTUP_MS };

/* Our analysis of the game; false with why, in words that follow "not played; ". */
static bool analyse(Console *c, const S4Game *game, S4PegValue values[S4_MAX_PEGS], int *best,
                    char why[S4_ANALYSIS_WHY])
{
    if (c->analyser[0] == '\0' || access(c->analyser, X_OK) != 0) {
        snprintf(why, S4_ANALYSIS_WHY, "no analysis: score4-engine is not beside this program");
        return false;
    }
    if (c->tell_thinking) {
        fprintf(c->out, "(analysing for %s...)\n", s4_side_name(&c->geo, s4_game_to_move(game)));
        fflush(c->out);
    }
    return s4_analysis_run(c->analyser, game, S4_ANALYSIS_MOVETIME_MS, HINT_WAIT_MS, values,
                           best, why);
}

int console_hint(Console *c, const S4Game *game)
{
    S4Colour mover = s4_game_to_move(game);
    char who[32], where[S4_PEG_TEXT + 8];
    console_side_name(c, mover, who, sizeof who);
    S4PegValue values[S4_MAX_PEGS];
    int best;
    char why[S4_ANALYSIS_WHY];
    if (!analyse(c, game, values, &best, why)) {
        int peg;
        if (!console_ask_engine(c, &game->board, mover, &peg))
            return -1;
        console_peg_name(c, peg, where, sizeof where);
        fprintf(c->out, "The engine recommends %s for %s (not played; %s).\n", where, who, why);
        return peg;
    }
    /* The window's banner in a sentence: "B2 (win in 5)", "column 4 (X is a little
     * better, score +34)": a bare score says little without its words. */
    char value[S4_VALUE_TEXT], standing[S4_STANDING_TEXT];
    s4_analysis_value_text(values[best], value);
    s4_analysis_standing(values[best], &c->geo, mover, standing);
    console_peg_name(c, best, where, sizeof where);
    fprintf(c->out, "Hint for %s: %s%s (%s%s%s).\n", who,
            s4_geometry_is_flat(&c->geo) ? "column " : "", where, standing,
            standing[0] != '\0' ? ", score " : "", value);
    return best;
}
