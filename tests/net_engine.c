/* score4-engine --listen, and score4-match's and the console's tcp: engines: a match played over loopback
 * TCP (IPv4 and IPv6) against an engine served by the real binary. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net_child.h"

#define MATCH S4_BIN_DIR "/score4-match"
#define ENGINE S4_BIN_DIR "/score4-engine"

/* Plays `games` games of A (an engine over TCP at host:port) against the local engine and
 * checks every game ended on the board, none by forfeit. */
static void match_over_tcp(const char *host, int port, const char *game, int games)
{
    char command[1024];
    snprintf(command, sizeof command,
             "exec %s --game %s --games %d --limit 20000 --records /dev/null "
             "\"tcp:%s:%d\" \"%s --depth 2 --game %s\"",
             MATCH, game, games, host, port, ENGINE, game);
    NetChild match;
    net_child_start(&match, command);
    bool ended = net_child_wait_exit(&match, 300000);
    net_child_kill(&match);
    cr_assert(ended, "the match did not end:\n%s", match.seen);
    cr_assert(WIFEXITED(match.status) && WEXITSTATUS(match.status) == 0, "%s", match.seen);
    int wins = -1, draws = -1, losses = -1, forfeits = -1;
    const char *summary = strstr(match.seen, "\nA: ");
    cr_assert_not_null(summary, "%s", match.seen);
    cr_assert_eq(sscanf(summary, "\nA: %d wins, %d draws, %d losses (%d forfeits)", &wins,
                        &draws, &losses, &forfeits), 4, "%s", match.seen);
    cr_assert_eq(wins + draws + losses, games, "%s", match.seen);
    cr_assert_eq(forfeits, 0, "%s", match.seen);
}

Test(net_engine, match_against_an_engine_served_over_ipv4)
{
    NetChild engine;
    int port = net_child_engine(&engine, "--depth 2");
    match_over_tcp("127.0.0.1", port, "score4", 2);
    /* One connection per game, each served by an engine process of its own (the next
     * game's may come before the last one's process has ended). */
    const char *first = net_child_wait_for(&engine, 0, "serving 127.0.0.1", 60000);
    cr_assert_not_null(first, "%s", engine.seen);
    cr_assert_not_null(net_child_wait_for(&engine, (size_t)(first - engine.seen),
                                          "serving 127.0.0.1", 60000),
                       "%s", engine.seen);
    cr_assert_not_null(net_child_wait_for(&engine, 0, "went away", 60000), "%s", engine.seen);
    net_child_kill(&engine);
}

Test(net_engine, match_against_an_engine_served_over_ipv6)
{
    NetChild engine;
    int port = net_child_engine(&engine, "--depth 2 --game connect4");
    match_over_tcp("[::1]", port, "connect4", 2);
    cr_assert_not_null(net_child_wait_for(&engine, 0, "serving ::1", 60000), "%s", engine.seen);
    net_child_kill(&engine);
}

Test(net_engine, unreachable_engine_is_named_and_the_match_stops)
{
    /* A port that was open and is closed again refuses every connection. */
    NetChild engine;
    int port = net_child_engine(&engine, "");
    net_child_kill(&engine);
    char command[512];
    snprintf(command, sizeof command, "exec %s --games 1 --records /dev/null \"tcp:127.0.0.1:%d\" %s",
             MATCH, port, ENGINE);
    NetChild match;
    net_child_start(&match, command);
    cr_assert(net_child_wait_exit(&match, 60000), "%s", match.seen);
    cr_assert(WIFEXITED(match.status) && WEXITSTATUS(match.status) == 1, "%s", match.seen);
    cr_assert_not_null(strstr(match.seen, "cannot start the engines: Connection refused"), "%s",
                       match.seen);
}

Test(net_engine, bad_address_is_refused)
{
    NetChild match;
    net_child_start(&match, "exec " MATCH " --games 1 --records /dev/null tcp:127.0.0.1 " ENGINE);
    cr_assert(net_child_wait_exit(&match, 60000), "%s", match.seen);
    cr_assert(WIFEXITED(match.status) && WEXITSTATUS(match.status) == 1, "%s", match.seen);
}

Test(net_engine, served_engine_keeps_its_own_command_line_settings)
{
    NetChild engine;
    int port = net_child_engine(&engine, "--depth 4 --threads 1");
    char command[512];
    /* The served engine searches 4 plies (its --depth), the local one 1, from the empty
     * board: the deeper one wins, so the served engine played with its own settings. */
    snprintf(command, sizeof command,
             "exec %s --games 1 --opening 0 --records /dev/stdout \"tcp:127.0.0.1:%d\" \"%s --depth 1\"",
             MATCH, port, ENGINE);
    NetChild match;
    net_child_start(&match, command);
    cr_assert(net_child_wait_exit(&match, 120000), "%s", match.seen);
    cr_assert_not_null(strstr(match.seen, "A: 1 wins"), "%s", match.seen);
    net_child_kill(&engine);
}

Test(net_engine, the_console_plays_an_engine_served_over_tcp)
{
    NetChild engine;
    int port = net_child_engine(&engine, "--depth 2");
    char command[512];
    snprintf(command, sizeof command,
             "printf 'B2\\nquit\\n' | exec %s/score4-console --engine \"tcp:127.0.0.1:%d\"",
             S4_BIN_DIR, port);
    NetChild console;
    net_child_start(&console, command);
    cr_assert(net_child_wait_exit(&console, 60000), "%s", console.seen);
    cr_assert(WIFEXITED(console.status) && WEXITSTATUS(console.status) == 0, "%s", console.seen);
    cr_assert_not_null(strstr(console.seen, "Move 2: Black (the engine) plays"), "%s",
                       console.seen);
    net_child_kill(&engine);
}
