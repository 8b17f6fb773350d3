/* End-to-end: the engine's levels (--level, level N;) and game clock (time W B;, inc MS;)
 * through the protocol, the way a referee drives them. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "client/engine_client.h"
#include "core/game.h"
#include "core/notation.h"

#define ENGINE S4_BIN_DIR "/score4-engine"

enum { ANSWER_MS = 30000 }; /* only a hang fails: timing is measured in bench/, not here */

static S4Geometry geo;

static void setup(void) { cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK); }

static void start(S4EngineClient *c, const char *options)
{
    char command[256];
    snprintf(command, sizeof command, "%s --threads 1 --hash 4 %s", ENGINE, options);
    cr_assert_eq(s4_client_start(c, command), S4_OK);
}

/* Sends cmd and returns the response (which must come). */
static S4Response ask(S4EngineClient *c, S4Command cmd)
{
    S4Response r;
    cr_assert(s4_client_send(c, &geo, &cmd));
    cr_assert_eq(s4_client_poll(c, &geo, ANSWER_MS, &r), S4_CLIENT_RESPONSE, "'%s'", c->raw);
    return r;
}

static void expect_ok(S4EngineClient *c, S4Command cmd)
{
    S4Response r = ask(c, cmd);
    cr_assert_eq(r.kind, S4_RESP_OK, "expected ok., got '%s'", c->raw);
}

/* The engine plays both sides of a whole game; the pegs go to moves (the count returned). */
static int self_play(S4EngineClient *c, int *moves)
{
    S4Game g;
    s4_game_init(&g, &geo);
    expect_ok(c, (S4Command){.kind = S4_CMD_RESTART});
    int n = 0;
    while (!s4_game_over(&g)) {
        S4Response r = ask(c, (S4Command){.kind = S4_CMD_MOVE});
        cr_assert_eq(r.kind, S4_RESP_MOVE, "move; answered '%s'", c->raw);
        cr_assert_eq(s4_game_play(&g, r.peg), S4_OK, "illegal peg on move %d", n + 1);
        moves[n++] = r.peg;
    }
    return n;
}

Test(engine_levels, a_level_with_a_fixed_seed_plays_the_same_game_twice, .init = setup,
     .timeout = 600)
{
    int levels[] = {1, 3, 6};
    for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++) {
        char options[64];
        snprintf(options, sizeof options, "--level %d --seed 7", levels[i]);
        int first[64], second[64], third[64];
        S4EngineClient a, b;
        start(&a, options);
        int n1 = self_play(&a, first);
        int n2 = self_play(&a, second); /* after restart, the same engine again */
        s4_client_stop(&a, 2000);
        /* the protocol's level N; is the same as --level N */
        start(&b, "--seed 7");
        expect_ok(&b, (S4Command){.kind = S4_CMD_LEVEL, .value = levels[i]});
        int n3 = self_play(&b, third);
        s4_client_stop(&b, 2000);
        cr_assert_eq(n1, n2, "level %d: %d then %d moves", levels[i], n1, n2);
        cr_assert_eq(n1, n3, "level %d: %d moves by option, %d by command", levels[i], n1, n3);
        cr_assert_arr_eq(first, second, (size_t)n1 * sizeof first[0], "level %d", levels[i]);
        cr_assert_arr_eq(first, third, (size_t)n1 * sizeof first[0], "level %d", levels[i]);
    }
}

Test(engine_levels, another_seed_plays_another_game_at_a_low_level, .init = setup, .timeout = 600)
{
    int a_moves[64], b_moves[64];
    S4EngineClient a, b;
    start(&a, "--level 1 --seed 1");
    start(&b, "--level 1 --seed 2");
    int na = self_play(&a, a_moves), nb = self_play(&b, b_moves);
    s4_client_stop(&a, 2000);
    s4_client_stop(&b, 2000);
    cr_assert(na != nb || memcmp(a_moves, b_moves, (size_t)na * sizeof a_moves[0]) != 0,
              "level 1 is not random with different seeds");
}

/* Plays the record's moves by note:, then asks for a move. */
static int answer_after(S4EngineClient *c, const char *record)
{
    S4Game g;
    s4_game_init(&g, &geo);
    cr_assert_eq(s4_game_play_record(&g, record, NULL), S4_OK, "%s", record);
    expect_ok(c, (S4Command){.kind = S4_CMD_RESTART});
    for (int i = 0; i < g.move_count; i++)
        expect_ok(c, (S4Command){.kind = S4_CMD_NOTE, .colour = (S4Colour)(i & 1),
                                 .peg = g.moves[i]});
    S4Response r = ask(c, (S4Command){.kind = S4_CMD_MOVE});
    cr_assert_eq(r.kind, S4_RESP_MOVE, "'%s'", c->raw);
    return r.peg;
}

/* Levels 1 and 2 overlook some threats on purpose (tests/engine_seed.c counts how many). */
Test(engine_levels, every_level_takes_a_win_and_from_level_3_blocks_a_threat, .init = setup,
     .timeout = 600)
{
    int d1;
    cr_assert_eq(s4_peg_parse(&geo, "D1", 2, &d1), S4_OK);
    for (int level = 1; level <= 10; level++) {
        for (int seed = 1; seed <= 3; seed++) {
            char options[64];
            snprintf(options, sizeof options, "--level %d --seed %d --movetime 200", level, seed);
            S4EngineClient c;
            start(&c, options);
            /* white holds A1 B1 C1 on the bottom: white wins on D1, black must block it */
            if (level >= 3)
                cr_assert_eq(answer_after(&c, "A1 A4 B1 B4 C1"), d1, "level %d misses a block",
                             level);
            cr_assert_eq(answer_after(&c, "A1 A4 B1 B4 C1 C4"), d1, "level %d misses a win",
                         level);
            s4_client_stop(&c, 2000);
        }
    }
}

Test(engine_levels, a_level_out_of_range_is_refused_and_changes_nothing, .init = setup,
     .timeout = 600)
{
    S4EngineClient c;
    start(&c, "--level 2 --seed 5");
    int before[64], after[64];
    int n1 = self_play(&c, before);
    long bad[] = {0, 11, 99};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        S4Response r = ask(&c, (S4Command){.kind = S4_CMD_LEVEL, .value = bad[i]});
        cr_assert_eq(r.kind, S4_RESP_ERROR, "level %ld; answered '%s'", bad[i], c.raw);
    }
    int n2 = self_play(&c, after);
    s4_client_stop(&c, 2000);
    cr_assert_eq(n1, n2);
    cr_assert_arr_eq(before, after, (size_t)n1 * sizeof before[0], "the refused level changed play");
    cr_assert_neq(system(ENGINE " --level 0 </dev/null 2>/dev/null"), 0);
    cr_assert_neq(system(ENGINE " --level 11 </dev/null 2>/dev/null"), 0);
}

Test(engine_levels, plays_a_whole_game_on_a_clock_with_an_increment, .init = setup,
     .timeout = 600)
{
    S4EngineClient c;
    start(&c, "");
    expect_ok(&c, (S4Command){.kind = S4_CMD_INC, .value = 20});
    S4Game g;
    s4_game_init(&g, &geo);
    long clock[2] = {3000, 3000};
    while (!s4_game_over(&g)) {
        expect_ok(&c, (S4Command){.kind = S4_CMD_TIME, .value = clock[0], .value2 = clock[1]});
        S4Response r = ask(&c, (S4Command){.kind = S4_CMD_MOVE});
        cr_assert_eq(r.kind, S4_RESP_MOVE, "'%s'", c.raw);
        cr_assert_eq(s4_game_play(&g, r.peg), S4_OK);
        /* a referee's clock: this test charges a fixed 50 ms a move, whatever was used */
        S4Colour mover = (S4Colour)((g.move_count - 1) & 1);
        clock[mover] = clock[mover] - 50 + 20;
    }
    /* back to a time per move: movetime turns the clock off */
    expect_ok(&c, (S4Command){.kind = S4_CMD_MOVETIME, .value = 50});
    expect_ok(&c, (S4Command){.kind = S4_CMD_RESTART});
    S4Response r = ask(&c, (S4Command){.kind = S4_CMD_MOVE});
    cr_assert_eq(r.kind, S4_RESP_MOVE);
    S4Response bad = ask(&c, (S4Command){.kind = S4_CMD_TIME, .value = -1, .value2 = 5});
    cr_assert_eq(bad.kind, S4_RESP_ERROR, "a negative clock: '%s'", c.raw);
    s4_client_stop(&c, 2000);
}
