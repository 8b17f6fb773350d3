/* End-to-end: score4-engine run as a separate process and driven through pipes, as a referee
 * would drive it. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "client/engine_client.h"
#include "core/game.h"
#include "core/notation.h"

#define ENGINE S4_BIN_DIR "/score4-engine"
enum { REPLY_MS = 20000 };

static S4Geometry score4;

static void setup(void)
{
    s4_geometry_preset(&score4, "score4");
}

TestSuite(engine_process, .init = setup, .timeout = 300);

static void start(S4EngineClient *c, const char *args)
{
    char command[256];
    snprintf(command, sizeof command, "%s %s", ENGINE, args);
    cr_assert_eq(s4_client_start(c, command), S4_OK);
}

/* Writes raw bytes to the engine, as a person typing would. */
static void type(S4EngineClient *c, const char *bytes)
{
    size_t len = strlen(bytes);
    cr_assert_eq(write(c->to_engine, bytes, len), (ssize_t)len);
}

static S4Response reply(S4EngineClient *c)
{
    S4Response r;
    S4ClientEvent e = s4_client_poll(c, &score4, REPLY_MS, &r);
    cr_assert_eq(e, S4_CLIENT_RESPONSE, "event %d, last line '%s'", e, c->raw);
    return r;
}

static void expect_ok(S4EngineClient *c, const char *bytes)
{
    type(c, bytes);
    S4Response r = reply(c);
    cr_assert_eq(r.kind, S4_RESP_OK, "'%s' answered '%s'", bytes, c->raw);
}

static int expect_move(S4EngineClient *c)
{
    type(c, "move;\n");
    S4Response r = reply(c);
    cr_assert_eq(r.kind, S4_RESP_MOVE, "move; answered '%s'", c->raw);
    return r.peg;
}

static void expect_error(S4EngineClient *c, const char *bytes, const char *contains)
{
    type(c, bytes);
    S4Response r = reply(c);
    cr_assert_eq(r.kind, S4_RESP_ERROR, "'%s' answered '%s'", bytes, c->raw);
    cr_assert(strstr(r.message, contains) != NULL, "'%s' answered '%s'", bytes, c->raw);
    cr_assert_eq(c->raw[strlen(c->raw) - 1], '.', "an error line ends with a period");
}

static int stop_and_status(S4EngineClient *c)
{
    s4_client_stop(c, 5000);
    cr_assert(WIFEXITED(c->exit_status), "the engine was killed, not exited");
    return WEXITSTATUS(c->exit_status);
}

Test(engine_process, scripted_conversation_of_the_handout)
{
    S4EngineClient c;
    start(&c, "--depth 3");
    expect_ok(&c, "restart;\n");
    expect_ok(&c, "play black;\n");
    expect_ok(&c, "note: white plays B2;\n");
    int peg = expect_move(&c);
    cr_assert(peg >= 0 && peg < 16);
    expect_ok(&c, "note: white plays C3;\n");
    int second = expect_move(&c);
    cr_assert(second >= 0 && second < 16);
    type(&c, "quit;\n");
    cr_assert_eq(reply(&c).kind, S4_RESP_OK);
    S4Response r;
    cr_assert_eq(s4_client_poll(&c, &score4, REPLY_MS, &r), S4_CLIENT_CLOSED, "exits after quit");
    cr_assert_eq(stop_and_status(&c), 0);
}

Test(engine_process, exits_zero_at_end_of_input)
{
    S4EngineClient c;
    start(&c, "--depth 2");
    expect_ok(&c, "note: white plays A1;\n");
    close(c.to_engine);
    c.to_engine = -1;
    S4Response r;
    cr_assert_eq(s4_client_poll(&c, &score4, REPLY_MS, &r), S4_CLIENT_CLOSED);
    cr_assert_eq(stop_and_status(&c), 0);
}

Test(engine_process, answers_at_the_semicolon_before_any_newline)
{
    S4EngineClient c;
    start(&c, "--depth 2");
    type(&c, "not");
    type(&c, "e: white pl");
    S4Response r;
    cr_assert_eq(s4_client_poll(&c, &score4, 200, &r), S4_CLIENT_PENDING, "no answer before ';'");
    type(&c, "ays D4;");
    cr_assert_eq(reply(&c).kind, S4_RESP_OK);
    type(&c, "restart; play white;\tmove;");
    cr_assert_eq(reply(&c).kind, S4_RESP_OK);
    cr_assert_eq(reply(&c).kind, S4_RESP_OK);
    cr_assert_eq(reply(&c).kind, S4_RESP_MOVE);
    cr_assert_eq(stop_and_status(&c), 0);
}

Test(engine_process, bad_input_gets_one_error_line_and_changes_nothing)
{
    S4EngineClient c;
    start(&c, "--depth 2");
    expect_error(&c, "dance;\n", "unknown command 'dance'");
    expect_error(&c, "play purple;\n", "'purple'");
    expect_error(&c, "note: white plays Z9;\n", "'Z9'");
    expect_error(&c, "note white plays A1;\n", "note:");
    expect_error(&c, ";\n", "empty");
    for (int i = 0; i < 4; i++) /* A1 filled, no line: white, black, white, black */
        expect_ok(&c, i % 2 ? "note: black plays A1;\n" : "note: white plays A1;\n");
    expect_error(&c, "note: black plays A1;\n", "peg is full");
    /* An endless command is refused once, and the engine still answers afterwards. */
    char flood[2000];
    memset(flood, 'x', sizeof flood - 1);
    flood[sizeof flood - 1] = '\0';
    type(&c, flood);
    S4Response r = reply(&c);
    cr_assert_eq(r.kind, S4_RESP_ERROR);
    cr_assert(strstr(r.message, "too long") != NULL);
    type(&c, ";\n");
    /* The refused bead never landed: the engine never plays the full peg A1 (16 legal pegs
     * minus one), until black, moving alone, has a line and the engine says the game is over. */
    expect_ok(&c, "play black;\n");
    int moves = 0;
    for (; moves < 15; moves++) {
        type(&c, "move;\n");
        S4Response answer = reply(&c);
        if (answer.kind == S4_RESP_ERROR) {
            cr_assert(strstr(answer.message, "the game is over: black has a line"), "%s", c.raw);
            break;
        }
        cr_assert_eq(answer.kind, S4_RESP_MOVE, "move; answered '%s'", c.raw);
        cr_assert_neq(answer.peg, 0, "A1 is full");
    }
    cr_assert_geq(moves, 3, "a line takes black four beads");
    cr_assert_eq(stop_and_status(&c), 0);
}

Test(engine_process, move_on_a_full_board_is_an_error)
{
    S4Geometry c3;
    s4_geometry_preset(&c3, "connect3");
    S4EngineClient c;
    start(&c, "--game connect3 --depth 2");
    /* Seed 003's drawn game fills the 4x3 board. */
    static const char *const moves[] = {"A1", "A1", "B1", "B1", "A1", "C1",
                                        "B1", "D1", "C1", "C1", "D1", "D1"};
    for (int i = 0; i < 12; i++) {
        char line[64];
        snprintf(line, sizeof line, "note: %s plays %s;\n", i % 2 ? "black" : "white", moves[i]);
        expect_ok(&c, line);
    }
    type(&c, "move;\n");
    S4Response r;
    cr_assert_eq(s4_client_poll(&c, &c3, REPLY_MS, &r), S4_CLIENT_RESPONSE);
    cr_assert_eq(r.kind, S4_RESP_ERROR);
    cr_assert(strstr(r.message, "full") != NULL);
    cr_assert_eq(stop_and_status(&c), 0);
}

/* Sets a position by notes and asks the engine (playing `colour`) for a move. `notes` lists
 * beads in order as colour letter and peg: "wA1 bB2 wA1". */
static int engine_choice(const char *args, const char *notes, const char *colour)
{
    S4EngineClient c;
    start(&c, args);
    char line[64];
    for (const char *p = notes; *p; p += p[3] ? 4 : 3) {
        snprintf(line, sizeof line, "note: %s plays %.2s;\n", *p == 'b' ? "black" : "white", p + 1);
        expect_ok(&c, line);
    }
    snprintf(line, sizeof line, "play %s;\n", colour);
    expect_ok(&c, line);
    int peg = expect_move(&c);
    stop_and_status(&c);
    return peg;
}

Test(engine_process, takes_a_win_in_one)
{
    /* White A1 B1 C1 on row 1; D1 wins. */
    cr_assert_eq(engine_choice("--depth 4", "wA1 bA2 wB1 bB2 wC1 bC2", "white"), 3);
    /* A vertical three on C3 for black: C3 wins (level 3). */
    cr_assert_eq(engine_choice("--depth 4", "wA1 bC3 wB1 bC3 wD4 bC3", "black"), 10);
}

Test(engine_process, blocks_a_loss_in_one)
{
    /* Black threatens D1 along row 1; White to move has no win of its own. */
    cr_assert_eq(engine_choice("--depth 4", "wA4 bA1 wB3 bB1 wC2 bC1", "white"), 3);
    /* A space diagonal: Black holds A1 level 0, B2 level 1, C3 level 2; D4 level 3 is next. */
    cr_assert_eq(engine_choice("--depth 4", "wB2 bA1 bB2 wC3 wC3 bC3 wD4 bD4 wD4", "white"),
                 15);
}

Test(engine_process, does_not_give_the_opponent_a_winning_bead_on_top)
{
    /* Black holds A2 B2 C2 at level 1; D2 is empty, so a bead on D2 level 0 would let Black
     * complete row 2 at level 1. White, to move, must not play D2. */
    int peg = engine_choice("--depth 4", "wA2 bA2 bB2 bB2 wC2 bC2 wA4 wD3", "white");
    cr_assert_neq(peg, 7, "D2 hands Black the win on top");
}

/* A tiny random mover for the games: a fixed LCG, so each game is reproducible. */
static int random_peg(const S4Game *g, unsigned *seed)
{
    int pegs[S4_MAX_PEGS];
    int n = s4_board_legal_pegs(&g->board, pegs);
    *seed = *seed * 1103515245u + 12345u;
    return pegs[(*seed >> 16) % (unsigned)n];
}

static void play_against_random(const char *game, S4Colour engine_colour, unsigned seed)
{
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, game), S4_OK);
    char args[128];
    snprintf(args, sizeof args, "--game %s --depth 3", game);
    S4EngineClient c;
    start(&c, args);
    char line[64];
    snprintf(line, sizeof line, "play %s;\n", s4_colour_name(engine_colour));
    expect_ok(&c, line);
    S4Game g;
    s4_game_init(&g, &geo);
    while (!s4_game_over(&g)) {
        int peg;
        if (s4_game_to_move(&g) == engine_colour) {
            type(&c, "move;\n");
            S4Response r;
            cr_assert_eq(s4_client_poll(&c, &geo, REPLY_MS, &r), S4_CLIENT_RESPONSE);
            cr_assert_eq(r.kind, S4_RESP_MOVE, "move; answered '%s'", c.raw);
            peg = r.peg;
            cr_assert_eq(s4_game_play(&g, peg), S4_OK, "engine played an illegal peg '%s'", c.raw);
        } else {
            peg = random_peg(&g, &seed);
            cr_assert_eq(s4_game_play(&g, peg), S4_OK);
            char name[S4_PEG_TEXT];
            s4_peg_format(&geo, peg, name);
            snprintf(line, sizeof line, "note: %s plays %s;\n",
                     s4_colour_name(s4_other(engine_colour)), name);
            type(&c, line);
            S4Response r;
            cr_assert_eq(s4_client_poll(&c, &geo, REPLY_MS, &r), S4_CLIENT_RESPONSE);
            cr_assert_eq(r.kind, S4_RESP_OK);
        }
    }
    /* A depth-3 searcher never loses to a random mover in these games. */
    S4Result lost = engine_colour == S4_WHITE ? S4_RESULT_BLACK_WINS : S4_RESULT_WHITE_WINS;
    cr_assert_neq(g.result, lost, "%s: the engine lost to a random mover", game);
    cr_assert_eq(stop_and_status(&c), 0);
}

Test(engine_process, full_games_against_a_random_mover_never_see_an_illegal_move)
{
    for (unsigned seed = 1; seed <= 6; seed++)
        play_against_random("score4", seed % 2 ? S4_WHITE : S4_BLACK, seed);
}

Test(engine_process, plays_every_game_of_the_family)
{
    play_against_random("connect4", S4_WHITE, 7);
    play_against_random("connect4", S4_BLACK, 8);
    play_against_random("connect3", S4_BLACK, 9);
    play_against_random("connect4-6x4", S4_WHITE, 10);
}

Test(engine_process, command_line_errors_are_clear)
{
    FILE *p = popen(ENGINE " --game chess 2>&1; echo \"rc=$?\"", "r");
    cr_assert_not_null(p);
    char out[512] = "";
    size_t n = fread(out, 1, sizeof out - 1, p);
    out[n] = '\0';
    pclose(p);
    cr_assert(strstr(out, "score4-engine: --game chess: unknown game") != NULL, "got: %s", out);
    cr_assert(strstr(out, "rc=2") != NULL, "got: %s", out);
    p = popen(ENGINE " --depth many 2>&1; echo \"rc=$?\"", "r");
    n = fread(out, 1, sizeof out - 1, p);
    out[n] = '\0';
    pclose(p);
    cr_assert(strstr(out, "'many' is not a number") != NULL, "got: %s", out);
}
