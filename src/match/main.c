/* main.c: score4-match's command line: a match of N games between two engines. */
#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/limits.h"
#include "cli/options.h"
#include "match/audit_run.h"
#include "match/report_run.h"
#include "client/engine_client.h"
#include "match/elo.h"
#include "core/number.h"
#include "match/match.h"
#include "match/options.h"
#include "match/openings.h"
#include "match/record_log.h"
#include "match/sprt.h"

static void print_elo(int wins, int draws, int losses)
{
    S4Elo e = s4_elo_from_results(wins, draws, losses);
    printf("score of A: %.1f%%\n", 100.0 * e.score);
    if (isinf(e.elo))
        printf("Elo difference: %s (every game went one way; 95%%: %+.0f .. %+.0f)\n",
               e.elo > 0 ? "+inf" : "-inf", e.low, e.high);
    else
        printf("Elo difference: %+.0f (95%%: %+.0f .. %+.0f)\n", e.elo + 0.0, e.low, e.high);
}

int main(int argc, char **argv)
{
    MatchOptions o;
    int rc = match_options_parse(argc, argv, &o, stdout, stderr);
    if (rc != S4_CLI_GO_ON)
        return rc;
    if (o.audit)
        return match_audit_run(o.audit, (double)o.audit_limit_ms, (uint64_t)o.audit_nodes,
                               (int)o.audit_from, (int)o.audit_hash_mb, stdout, stderr);
    if (o.report) {
        char engine[4096];
        if (o.report_engine)
            snprintf(engine, sizeof engine, "%s", o.report_engine);
        else if (!s4_client_self_dir(engine, sizeof engine - 16))
            snprintf(engine, sizeof engine, "score4-engine");
        else
            strcat(engine, "/score4-engine");
        S4ReportLimits limits = {.engine_nodes = (uint64_t)o.report_nodes,
                                 .solver_ms = (double)o.audit_limit_ms,
                                 .solver_nodes = (uint64_t)o.audit_nodes,
                                 .solver_from = (int)o.audit_from,
                                 .table_mb = (int)o.audit_hash_mb};
        return match_report_run(o.report, engine, &limits, stdout, stderr);
    }
    S4Geometry geo;
    if (s4_geometry_preset(&geo, o.game) != S4_OK) {
        fprintf(stderr, "score4-match: --game %s: %s\n", o.game, s4_status_str(S4_ERR_UNKNOWN_GAME));
        return 2;
    }
    /* The records are kept game by game (record_log.h): the first game replaces the previous
     * file whole, each later one is appended and synced, so a match stopped midway keeps
     * every game it finished and leaves no temporary; one that fails before its first game
     * leaves the previous file as it was. The place is checked before any game. */
    S4RecordLog records;
    char record_why[S4_ATOMIC_PATH + 160];
    if (s4_record_log_open(&records, o.records, record_why, sizeof record_why) != S4_OK) {
        fprintf(stderr, "score4-match: %s\n", record_why);
        return 1;
    }
    S4OpeningSet *set = NULL;
    if (o.openings) {
        set = malloc(sizeof *set);
        char why[512];
        S4Status st = set ? s4_openings_load(o.openings, &geo, set, why, sizeof why)
                          : S4_ERR_OUT_OF_MEMORY;
        if (st != S4_OK) {
            if (set == NULL)
                snprintf(why, sizeof why, "%s: %s", o.openings, s4_status_str(st));
            fprintf(stderr, "score4-match: %s\n", why);
            free(set);
            return 2;
        }
    }
    S4Sprt sprt = s4_sprt_make((double)o.sprt_elo[0], (double)o.sprt_elo[1], 0.05, 0.05);
    printf("A: %s\nB: %s\n%s, %ld games, %ld ms per move, ", o.engine[0], o.engine[1], geo.name,
           o.games, o.limit_ms);
    if (set)
        printf("%d openings from %s\n", set->count, o.openings);
    else
        printf("%ld random opening moves, seed %ld\n", o.opening, o.seed);
    if (o.sprt)
        printf("SPRT: H0 %+ld Elo, H1 %+ld Elo, alpha 0.05, beta 0.05 (LLR bounds %.2f, %.2f)\n",
               o.sprt_elo[0], o.sprt_elo[1], sprt.lower, sprt.upper);
    uint64_t rng = (uint64_t)o.seed;
    int opening[S4_MAX_CELLS], opening_count = 0;
    int wins = 0, draws = 0, losses = 0, forfeits = 0;
    for (long g = 0; g < o.games; g++) {
        if (g % 2 == 0 && set) { /* a new pair: the next opening of the set, A white first */
            int k = (int)((g / 2) % set->count);
            opening_count = set->length[k];
            for (int i = 0; i < opening_count; i++)
                opening[i] = set->pegs[k][i];
        } else if (g % 2 == 0) { /* a new pair: a new random opening, A white first */
            opening_count = s4_match_random_opening(&geo, &rng, opening, (int)o.opening);
        }
        int a = (int)(g % 2); /* A's colour */
        const char *white = o.engine[a], *black = o.engine[1 - a];
        S4MatchGame result;
        if (!s4_match_play_setup(&geo, white, black, opening, opening_count, (int)o.limit_ms,
                                 (int)o.setup_limit_ms, &result)) {
            fprintf(stderr, "score4-match: cannot start the engines: %s\n", strerror(errno));
            s4_record_log_close(&records);
            free(set);
            return 1;
        }
        S4RecordOutcome a_wins = a == 0 ? S4_OUTCOME_WHITE : S4_OUTCOME_BLACK;
        const char *verdict = result.outcome == S4_OUTCOME_DRAW ? "draw"
                              : result.outcome == a_wins        ? "A wins"
                                                                : "B wins";
        if (result.outcome == S4_OUTCOME_DRAW)
            draws++;
        else if (result.outcome == a_wins)
            wins++;
        else
            losses++;
        forfeits += result.forfeit;
        char comment[S4_RECORD_MAX_COMMENT];
        snprintf(comment, sizeof comment, "game %ld; white: %s, black: %s%s%s", g + 1,
                 a == 0 ? "A" : "B", a == 0 ? "B" : "A", result.forfeit ? "; forfeit: " : "",
                 result.forfeit ? result.reason : "");
        char line[S4_RECORD_MAX_LINE];
        s4_record_format(&result.game, result.outcome, comment, line, sizeof line);
        if (s4_record_log_add(&records, line, record_why, sizeof record_why) != S4_OK) {
            fprintf(stderr, "score4-match: %s\n", record_why);
            s4_record_log_close(&records);
            free(set);
            return 1;
        }
        if (!o.quiet) {
            printf("game %ld: A %s, %s %s in %d moves%s%s\n", g + 1, a == 0 ? "white" : "black",
                   verdict, s4_outcome_text(result.outcome), result.game.move_count,
                   result.forfeit ? "; forfeit: " : "", result.forfeit ? result.reason : "");
            fflush(stdout);
        }
        if (o.sprt && g % 2 == 1) { /* whole pairs only: an opening's colours balance out */
            S4SprtVerdict v = s4_sprt_verdict(&sprt, wins, draws, losses);
            if (v != S4_SPRT_CONTINUE) {
                printf("SPRT: %s after %ld games (LLR %.2f)\n",
                       v == S4_SPRT_H1 ? "H1 accepted, A is stronger" : "H0 accepted, A is not stronger",
                       g + 1, s4_sprt_llr(wins, draws, losses, sprt.elo0, sprt.elo1));
                break;
            }
        }
    }
    if (o.sprt && s4_sprt_verdict(&sprt, wins, draws, losses) == S4_SPRT_CONTINUE)
        printf("SPRT: no decision after %d games (LLR %.2f)\n", wins + draws + losses,
               s4_sprt_llr(wins, draws, losses, sprt.elo0, sprt.elo1));
    free(set);
    s4_record_log_close(&records);
    printf("A: %d wins, %d draws, %d losses (%d forfeits); games written to %s\n", wins, draws,
           losses, forfeits, o.records);
    print_elo(wins, draws, losses);
    return 0;
}
