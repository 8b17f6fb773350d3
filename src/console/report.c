/* report.c: `report.`: the game so far, every move graded (report/game_report.h). */
#include "console/console.h"

#include <stdio.h>
#include <unistd.h>

#include "report/report_build.h"

/* A terminal waits for the report, so it may look deeper than a window in the background:
 * the engine's analysis of each position in 200,000 nodes (about a tenth of a second here),
 * the solver's weak proofs from 20 beads within 2,000,000 nodes each (a few hundred ms at
 * most), as score4-match --report does by default on one thread. */
static const S4ReportLimits CONSOLE_REPORT = {
    .engine_nodes = 200000, .solver_nodes = 2000000, .solver_from = 20, .table_mb = 32,
};

void console_report(Console *c, const S4Game *game)
{
    if (game->start.count != 0) {
        fputs("No report for a game set up from a position: it has no moves from the empty "
              "board.\n", c->out);
        return;
    }
    if (game->move_count == 0) {
        fputs("No moves yet: there is nothing to report.\n", c->out);
        return;
    }
    bool engine = c->analyser[0] != '\0' && access(c->analyser, X_OK) == 0;
    S4ReportLimits limits = CONSOLE_REPORT;
    if (!engine)
        limits.engine_nodes = 0;
    S4ReportBuilder *builder = s4_report_builder_new(engine ? c->analyser : NULL, &limits);
    static S4GameReport report; /* 6 KB of moves: not on the stack of a line editor's caller */
    if (!builder) {
        fputs("No report: out of memory.\n", c->out);
        return;
    }
    s4_report_init(&report, game->board.geo, game->moves, game->move_count);
    fprintf(c->out, "Report of the game (%d moves)%s:\n", game->move_count,
            engine ? "" : ", by the exact solver alone: score4-engine is not beside this program");
    bool said = false;
    while (report.done < report.move_count) {
        char why[S4_REPORT_WHY];
        if (!s4_report_builder_step(builder, &report, why) && !said) {
            fprintf(c->out, "(the analysis failed: %s)\n", why);
            said = true;
        }
        char text[S4_REPORT_TEXT];
        s4_report_move_text(&report, report.done - 1, text);
        fprintf(c->out, "%s\n", text);
        fflush(c->out);
    }
    s4_report_builder_free(builder);
    S4ReportSummary summary;
    s4_report_summarise(&report, &summary);
    char text[1024];
    s4_report_summary_text(&report, &summary, text, sizeof text);
    fputs(text, c->out);
}
