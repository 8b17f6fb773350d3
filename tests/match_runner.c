/* score4-match: forfeit rules against stub engines, the record file, Elo arithmetic, and the
 * engine beating the weak reference player on every preset. Drives the real binaries. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/record_file.h"
#include "match/elo.h"

#define MATCH S4_BIN_DIR "/score4-match"
#define STUB S4_BIN_DIR "/match_stub_engine"
#define ENGINE S4_BIN_DIR "/score4-engine"

typedef struct Outcome {
    int wins, draws, losses, forfeits;
    char output[8192];
    S4Record records[16];
    int record_count;
} Outcome;

/* Runs a match of A against B and reads its summary and record file. */
static void run_match(const char *game, const char *a, const char *b, const char *extra,
                      Outcome *o)
{
    memset(o, 0, sizeof *o);
    char records[] = "/tmp/s4-match-test-XXXXXX";
    int fd = mkstemp(records);
    cr_assert_geq(fd, 0);
    close(fd);
    char command[2048];
    snprintf(command, sizeof command, "%s --game %s --records %s %s \"%s\" \"%s\"", MATCH, game,
             records, extra, a, b);
    FILE *pipe = popen(command, "r");
    cr_assert_not_null(pipe);
    size_t used = fread(o->output, 1, sizeof o->output - 1, pipe);
    o->output[used] = '\0';
    cr_assert_eq(pclose(pipe), 0, "'%s' failed:\n%s", command, o->output);
    const char *summary = strstr(o->output, "\nA: ");
    cr_assert_not_null(summary, "no summary in:\n%s", o->output);
    cr_assert_eq(sscanf(summary, "\nA: %d wins, %d draws, %d losses (%d forfeits)", &o->wins,
                        &o->draws, &o->losses, &o->forfeits), 4, "%s", o->output);
    FILE *file = fopen(records, "r");
    cr_assert_not_null(file);
    char line[S4_RECORD_MAX_LINE];
    while (fgets(line, sizeof line, file) && o->record_count < 16) {
        S4Status status = s4_record_parse(line, &o->records[o->record_count]);
        cr_assert_eq(status, S4_OK, "record '%s': %s", line, s4_status_str(status));
        o->record_count++;
    }
    fclose(file);
    remove(records);
}

static void check_forfeits(const char *mode, const char *reason)
{
    Outcome o;
    char bad[256];
    snprintf(bad, sizeof bad, "%s score4 %s", STUB, mode);
    /* The limit is real time, and the good stub answers at once: 2 s is far more than any
     * host needs to run it, however loaded, and only the stall stub passes it. */
    run_match("score4", STUB " score4 weak 5", bad, "--games 2 --limit 2000", &o);
    cr_assert_eq(o.wins, 2, "%s: the rule-breaker loses both games:\n%s", mode, o.output);
    cr_assert_eq(o.forfeits, 2, "%s", o.output);
    cr_assert_eq(o.record_count, 2);
    for (int g = 0; g < 2; g++) {
        const S4Record *r = &o.records[g];
        /* game 1: A white, game 2: A black; the loser is B */
        cr_assert_eq(r->outcome, g == 0 ? S4_OUTCOME_WHITE : S4_OUTCOME_BLACK);
        cr_assert(strstr(r->comment, "forfeit") && strstr(r->comment, reason),
                  "%s: comment '%s' lacks '%s'", mode, r->comment, reason);
        cr_assert(strstr(r->comment, g == 0 ? "black: " : "white: "), "'%s'", r->comment);
    }
}

Test(match_runner, an_engine_that_crashes_forfeits, .timeout = 60)
{
    check_forfeits("crash", "exited with status 3");
}

Test(match_runner, an_engine_that_stalls_past_the_limit_forfeits, .timeout = 60)
{
    check_forfeits("stall", "gave no answer to 'move;' within 2000 ms");
}

Test(match_runner, an_engine_that_answers_garbage_forfeits, .timeout = 60)
{
    check_forfeits("garbage", "garbage");
}

Test(match_runner, a_slow_start_forfeits_within_the_setup_limit_and_plays_within_a_longer_one,
     .timeout = 240)
{
    Outcome o;
    /* The slow stub sleeps 12 s before its first answer: past a setup limit of 4 s on any
     * host, while the weak stub's first answer comes well within 4 s even on a loaded host
     * under the sanitizers; 60 s leave the slow one 48 s to spare. */
    run_match("score4", STUB " score4 weak 5", STUB " score4 slow 7",
              "--games 2 --limit 5000 --setup-limit 4000", &o);
    cr_assert_eq(o.forfeits, 2, "%s", o.output);
    cr_assert_eq(o.wins, 2, "%s", o.output);
    cr_assert(strstr(o.records[0].comment, "gave no answer to 'restart;' within 4000 ms"), "'%s'",
              o.records[0].comment);
    run_match("score4", STUB " score4 weak 5", STUB " score4 slow 7",
              "--games 2 --limit 5000 --setup-limit 60000", &o);
    cr_assert_eq(o.forfeits, 0, "%s", o.output);
    cr_assert_eq(o.record_count, 2);
    cr_assert_gt(o.records[0].move_count, 4, "the game was played out");
}

Test(match_runner, an_illegal_peg_forfeits_and_the_record_replays, .timeout = 60)
{
    Outcome o;
    /* Both insist on A1: White's fifth bead finds it full. */
    run_match("score4", STUB " score4 illegal", STUB " score4 illegal", "--games 2 --opening 0", &o);
    cr_assert_eq(o.wins, 1, "%s", o.output);
    cr_assert_eq(o.losses, 1, "%s", o.output);
    for (int g = 0; g < 2; g++) {
        const S4Record *r = &o.records[g];
        cr_assert_eq(r->move_count, 4, "the full peg is not in the record");
        cr_assert_eq(r->outcome, S4_OUTCOME_BLACK);
        cr_assert(strstr(r->comment, "white: named an illegal peg A1 (peg is full)"), "'%s'", r->comment);
        S4Game game;
        s4_record_replay(r, -1, &game);
        cr_assert_eq(game.move_count, 4);
    }
}

Test(match_runner, pairs_share_their_opening_and_swap_colours, .timeout = 120)
{
    Outcome o;
    run_match("score4", STUB " score4 weak 1", STUB " score4 weak 2", "--games 4 --opening 3 --seed 9",
              &o);
    cr_assert_eq(o.record_count, 4);
    cr_assert_eq(o.wins + o.draws + o.losses, 4);
    for (int pair = 0; pair < 2; pair++) {
        const S4Record *x = &o.records[2 * pair], *y = &o.records[2 * pair + 1];
        for (int i = 0; i < 3; i++)
            cr_assert_eq(x->moves[i], y->moves[i], "pair %d differs at opening move %d", pair, i);
        cr_assert(strstr(x->comment, "white: A") && strstr(y->comment, "white: B"));
    }
    cr_assert_neq(memcmp(o.records[0].moves, o.records[2].moves, 3 * sizeof(int)), 0,
                  "each pair gets a new opening");
}

Test(match_runner, rejects_bad_arguments)
{
    cr_assert_neq(system(MATCH " --games 0 a b 2>/dev/null"), 0);
    cr_assert_neq(system(MATCH " --game chess a b 2>/dev/null"), 0);
    cr_assert_neq(system(MATCH " only-one 2>/dev/null"), 0);
}

Test(match_runner, engine_beats_the_weak_player_on_every_preset, .timeout = 600)
{
    const char *games[] = {"score4", "connect4", "connect3", "connect4-6x4"};
    for (int i = 0; i < 4; i++) {
        Outcome o;
        char weak[256], engine[256];
        snprintf(weak, sizeof weak, "%s %s weak 3", STUB, games[i]);
        snprintf(engine, sizeof engine, "%s --game %s --depth 5 --threads 1", ENGINE, games[i]);
        run_match(games[i], engine, weak, "--games 2 --limit 5000", &o);
        cr_assert_eq(o.forfeits, 0, "%s: %s", games[i], o.output);
        cr_assert_eq(o.losses, 0, "%s: the engine lost to a random player:\n%s", games[i], o.output);
        if (strcmp(games[i], "connect3") != 0) /* a tiny board can end in a draw */
            cr_assert_eq(o.wins, 2, "%s: %s", games[i], o.output);
    }
}

Test(match_runner, elo_even_scores_are_zero_and_the_interval_brackets_the_estimate)
{
    S4Elo e = s4_elo_from_results(10, 0, 10);
    cr_assert_float_eq(e.elo, 0.0, 1e-9);
    cr_assert_lt(e.low, 0.0);
    cr_assert_gt(e.high, 0.0);
    e = s4_elo_from_results(30, 10, 10);
    cr_assert_float_eq(e.score, 0.7, 1e-9);
    cr_assert_float_eq(e.elo, -400.0 * log10(1.0 / 0.7 - 1.0), 1e-9);
    cr_assert(e.low < e.elo && e.elo < e.high);
}

Test(match_runner, elo_a_clean_sweep_is_infinite_with_a_finite_lower_bound)
{
    S4Elo e = s4_elo_from_results(8, 0, 0);
    cr_assert(isinf(e.elo) && e.elo > 0);
    cr_assert(isfinite(e.low) && e.low > 0, "low %f", e.low);
}
