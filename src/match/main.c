/* main.c: score4-match's command line: a match of N games between two engines. */
#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/limits.h"
#include "cli/args.h"
#include "match/elo.h"
#include "core/number.h"
#include "match/match.h"
#include "match/openings.h"
#include "match/sprt.h"

typedef struct MatchOptions {
    const char *game;      /* preset */
    long games;            /* games in the match */
    long limit_ms;         /* per move */
    long opening;          /* random moves played alike for both colours of a pair */
    long seed;             /* of the openings */
    const char *records;   /* file the games are written to */
    bool quiet;            /* no line per game */
    const char *engine[2]; /* A and B */
    const char *openings;  /* file of opening records (openings.h); NULL: random openings */
    bool sprt;             /* stop early by the SPRT of sprt_elo[0] against sprt_elo[1] */
    long sprt_elo[2];
} MatchOptions;

static void usage(FILE *out)
{
    fprintf(out,
            "usage: score4-match [options] \"<engine A command>\" \"<engine B command>\"\n"
            "\n"
            "Plays engine A against engine B over the engine protocol, colours alternating,\n"
            "each pair of games from the same random opening. An engine that crashes, stalls\n"
            "past the limit, or answers an illegal peg or garbage loses that game.\n"
            "Prints A's wins, draws and losses and the Elo difference with a 95%% interval.\n"
            "\n"
            "options:\n"
            "  --game NAME      score4 (default), connect4, connect3, connect4-6x4\n"
            "  --games N        games to play (default 10)\n"
            "  --limit MS       time allowed per move (default 5000)\n"
            "  --opening K      random moves before the engines take over (default 2)\n"
            "  --seed S         seed of the openings (default 1)\n"
            "  --records FILE   where every game is written as a record (default score4-match.txt)\n"
            "  --openings FILE  each pair of games starts from the next record of FILE (one game\n"
            "                   record a line, '#' comments), cycling; instead of --opening\n"
            "  --sprt E0 E1     stop as soon as a sequential test (alpha = beta = 0.05) accepts\n"
            "                   that A is E1 Elo stronger or rejects that it is more than E0\n"
            "                   (checked after each pair; --games is then the most to play)\n"
            "  --quiet          no line per game\n"
            "  --help           this text\n");
}

/* Returns 0 on success, 1 for --help, 2 for bad arguments. */
static int parse(int argc, char **argv, MatchOptions *o)
{
    *o = (MatchOptions){"score4", 10, 5000, 2, 1, "score4-match.txt", false, {NULL, NULL},
                        NULL, false, {0, 0}};
    int engines = 0;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        bool ok = true;
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            usage(stdout);
            return 1;
        } else if (strcmp(arg, "--game") == 0 || strcmp(arg, "--records") == 0) {
            if (i + 1 >= argc) {
                fprintf(stderr, "score4-match: %s: missing value\n", arg);
                return 2;
            }
            *(arg[2] == 'g' ? &o->game : &o->records) = argv[++i];
        } else if (strcmp(arg, "--games") == 0) {
            ok = s4_cli_take_number("score4-match", argc, argv, &i, 1, 1000000, &o->games);
        } else if (strcmp(arg, "--limit") == 0) {
            ok = s4_cli_take_number("score4-match", argc, argv, &i, 1, S4_LIMIT_MOVETIME_MS, &o->limit_ms);
        } else if (strcmp(arg, "--opening") == 0) {
            ok = s4_cli_take_number("score4-match", argc, argv, &i, 0, 60, &o->opening);
        } else if (strcmp(arg, "--seed") == 0) {
            ok = s4_cli_take_number("score4-match", argc, argv, &i, 0, 2147483647, &o->seed);
        } else if (strcmp(arg, "--openings") == 0) {
            if (i + 1 >= argc) {
                fprintf(stderr, "score4-match: --openings: missing value\n");
                return 2;
            }
            o->openings = argv[++i];
        } else if (strcmp(arg, "--sprt") == 0) {
            o->sprt = true;
            if (i + 2 >= argc || s4_parse_long(argv[i + 1], -1000, 1000, &o->sprt_elo[0]) != S4_OK ||
                s4_parse_long(argv[i + 2], -1000, 1000, &o->sprt_elo[1]) != S4_OK ||
                o->sprt_elo[0] >= o->sprt_elo[1]) {
                fprintf(stderr, "score4-match: --sprt: two Elo values E0 < E1 from -1000 to 1000\n");
                return 2;
            }
            i += 2;
        } else if (strcmp(arg, "--quiet") == 0) {
            o->quiet = true;
        } else if (arg[0] == '-' && arg[1] == '-') {
            fprintf(stderr, "score4-match: unknown option '%s' (try --help)\n", arg);
            return 2;
        } else if (engines < 2) {
            o->engine[engines++] = arg;
        } else {
            fprintf(stderr, "score4-match: more than two engine commands ('%s')\n", arg);
            return 2;
        }
        if (!ok)
            return 2;
    }
    if (engines != 2) {
        fprintf(stderr, "score4-match: two engine commands are needed (try --help)\n");
        return 2;
    }
    return 0;
}

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
    int rc = parse(argc, argv, &o);
    if (rc != 0)
        return rc == 1 ? 0 : 2;
    S4Geometry geo;
    if (s4_geometry_preset(&geo, o.game) != S4_OK) {
        fprintf(stderr, "score4-match: --game %s: %s\n", o.game, s4_status_str(S4_ERR_UNKNOWN_GAME));
        return 2;
    }
    FILE *records = fopen(o.records, "w");
    if (!records) {
        fprintf(stderr, "score4-match: %s: %s\n", o.records, strerror(errno));
        return 1;
    }
    S4OpeningSet *set = NULL;
    if (o.openings) {
        set = malloc(sizeof *set);
        int bad = 0;
        S4Status st = set ? s4_openings_read(o.openings, &geo, set, &bad) : S4_ERR_OUT_OF_MEMORY;
        if (st != S4_OK) {
            if (bad < 0)
                fprintf(stderr, "score4-match: %s: %s\n", o.openings, strerror(errno));
            else if (bad == 0)
                fprintf(stderr, "score4-match: %s: no opening in the file\n", o.openings);
            else
                fprintf(stderr, "score4-match: %s: line %d: %s\n", o.openings, bad, s4_status_str(st));
            free(set);
            fclose(records);
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
        if (!s4_match_play(&geo, white, black, opening, opening_count, (int)o.limit_ms, &result)) {
            fprintf(stderr, "score4-match: cannot start the engines: %s\n", strerror(errno));
            fclose(records);
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
        fputs(line, records);
        fflush(records);
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
    if (fclose(records) != 0) {
        fprintf(stderr, "score4-match: %s: %s\n", o.records, strerror(errno));
        return 1;
    }
    printf("A: %d wins, %d draws, %d losses (%d forfeits); games written to %s\n", wins, draws,
           losses, forfeits, o.records);
    print_elo(wins, draws, losses);
    return 0;
}
