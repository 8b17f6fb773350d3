/* End-to-end: score4-engine bench's signature, analyse's output shape, and the protocol
 * extensions the engine adds (depth, movetime, threads) on every preset. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "client/engine_client.h"
#include "core/game.h"

#define ENGINE S4_BIN_DIR "/score4-engine"

/* Runs a command; returns its last output line in last (and the line count). */
static int run_last_line(const char *command, char *last, size_t size)
{
    FILE *pipe = popen(command, "r");
    cr_assert_not_null(pipe);
    char line[512];
    int lines = 0;
    last[0] = '\0';
    while (fgets(line, sizeof line, pipe)) {
        snprintf(last, size, "%s", line);
        lines++;
    }
    cr_assert_eq(pclose(pipe), 0, "'%s' failed", command);
    return lines;
}

Test(engine_bench, signature_is_the_same_twice_and_on_any_thread_count, .timeout = 600)
{
    char first[512], second[512];
    int lines = run_last_line(ENGINE " --depth 7 bench", first, sizeof first);
    run_last_line(ENGINE " --depth 7 --threads 2 bench", second, sizeof second);
    unsigned long long nodes_a = 0, nodes_b = 0;
    cr_assert_eq(sscanf(first, "bench: nodes %llu time", &nodes_a), 1, "last line '%s'", first);
    cr_assert_eq(sscanf(second, "bench: nodes %llu time", &nodes_b), 1, "last line '%s'", second);
    cr_assert_gt(nodes_a, 1000);
    cr_assert_eq(nodes_a, nodes_b, "signature %llu then %llu", nodes_a, nodes_b);
    cr_assert_gt(lines, 5, "one line per position, then the total");
}

Test(engine_bench, analyse_writes_one_line_per_legal_peg)
{
    char last[512];
    int lines = run_last_line(ENGINE " --depth 4 analyse \"A1 A1 A1 A1 B2\"", last, sizeof last);
    cr_assert_eq(lines, 15, "A1 is full: 15 legal pegs");
    lines = run_last_line(ENGINE " --game connect4 --depth 4 analyse \"\"", last, sizeof last);
    cr_assert_eq(lines, 7);
    cr_assert(strncmp(last, "G1 ", 3) == 0, "pegs in order, last '%s'", last);
}

Test(engine_bench, analyse_refuses_bad_records_and_finished_games)
{
    cr_assert_neq(system(ENGINE " analyse \"A1 Z9\" 2>/dev/null"), 0);
    cr_assert_neq(system(ENGINE " analyse \"A1 A1 A1 A1 A1\" 2>/dev/null"), 0);
    cr_assert_neq(system(ENGINE " analyse \"A1 B1 A2 B2 A3 B3 A4\" 2>/dev/null"), 0);
}

/* Plays a whole game of the engine against itself through the protocol, changing its depth
 * and movetime as it goes; every answer must be a legal peg. */
static void self_play(const char *game, const char *options)
{
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, game), S4_OK);
    char command[256];
    snprintf(command, sizeof command, "%s --game %s %s", ENGINE, game, options);
    S4EngineClient c;
    cr_assert_eq(s4_client_start(&c, command), S4_OK);
    S4Game g;
    s4_game_init(&g, &geo);
    for (int turn = 0; !s4_game_over(&g); turn++) {
        S4Command cmds[3] = {
            {.kind = turn % 2 ? S4_CMD_DEPTH : S4_CMD_MOVETIME, .value = turn % 2 ? 3 + turn % 4 : 30},
            {.kind = S4_CMD_PLAY, .colour = s4_game_to_move(&g)},
            {.kind = S4_CMD_MOVE},
        };
        S4Response r;
        for (int i = 0; i < 3; i++) {
            cr_assert(s4_client_send(&c, &geo, &cmds[i]));
            cr_assert_eq(s4_client_poll(&c, &geo, 30000, &r), S4_CLIENT_RESPONSE, "'%s'", c.raw);
        }
        cr_assert_eq(r.kind, S4_RESP_MOVE, "move; answered '%s'", c.raw);
        cr_assert_eq(s4_game_play(&g, r.peg), S4_OK, "%s: illegal peg on turn %d", game, turn);
    }
    s4_client_stop(&c, 2000);
}

Test(engine_bench, plays_every_preset_to_the_end, .timeout = 600)
{
    int count;
    const char *const *names = s4_geometry_preset_names(&count);
    for (int i = 0; i < count; i++) {
        self_play(names[i], "--threads 2 --hash 4");
        self_play(names[i], "--threads 1 --hash 1");
    }
}
