/* End-to-end: score4-engine's proved results against an independent brute-force minimax
 * written here on the core board alone; mate-in-N positions; claimed wins played out. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "client/engine_client.h"
#include "core/game.h"
#include "core/notation.h"

#define ENGINE S4_BIN_DIR "/score4-engine"
enum { REPLY_MS = 60000, NO_WIN = -1000 };

/* ------------------------------------------------------------------ the independent oracle */

/* Exact value for `side` to move: +(100 - end) when side wins with `end` beads on the board
 * at the winning bead, -(100 - end) when it loses, 0 for a draw. Plain minimax, no pruning. */
static int brute(S4Board *b, S4Colour side)
{
    if (s4_board_is_full(b))
        return 0;
    int pegs[S4_MAX_PEGS], n = s4_board_legal_pegs(b, pegs);
    int best = -1000;
    for (int i = 0; i < n; i++) {
        int v;
        if (s4_board_move_would_win(b, pegs[i], side)) {
            v = 100 - (b->count + 1);
        } else {
            s4_board_play(b, pegs[i], side);
            v = -brute(b, s4_other(side));
            s4_board_remove(b, pegs[i]);
        }
        if (v > best)
            best = v;
    }
    return best;
}

/* The analyse line the brute-force value of playing a peg from a position of count beads
 * must produce: "win N", "loss N" or "draw". */
static void expected_text(int value, int count, char *out, size_t size)
{
    if (value == 0) {
        snprintf(out, size, "draw");
        return;
    }
    int end = 100 - abs(value);
    snprintf(out, size, "%s %d", value > 0 ? "win" : "loss", (end - count + 1) / 2);
}

static uint64_t next(uint64_t *rng)
{
    *rng = *rng * 6364136223846793005ULL + 1442695040888963407ULL;
    return *rng >> 33;
}

/* A random game of `beads` moves that is still on, as a record; false when none was found.
 * Neither side completes a line on the way, so long games survive to late endgames. */
static bool random_game_of(const S4Geometry *geo, uint64_t *rng, int beads, bool quiet_only,
                           S4Game *game, char *record, size_t size)
{
    for (int attempt = 0; attempt < 5000; attempt++) {
        s4_game_init(game, geo);
        while (game->move_count < beads && !s4_game_over(game)) {
            int pegs[S4_MAX_PEGS], n = s4_board_legal_pegs(&game->board, pegs), quiet = 0;
            S4Colour side = s4_game_to_move(game);
            for (int i = 0; i < n; i++)
                if (!s4_board_move_would_win(&game->board, pegs[i], side))
                    pegs[quiet++] = pegs[i];
            if (quiet == 0)
                break;
            s4_game_play(game, pegs[next(rng) % (uint64_t)quiet]);
        }
        if (!s4_game_over(game) && game->move_count == beads && !quiet_only) {
            s4_game_format_record(game, record, size);
            return true;
        }
        bool tactical = false; /* quiet_only: no peg wins at once, for either side */
        int pegs[S4_MAX_PEGS], n = s4_board_legal_pegs(&game->board, pegs);
        for (int i = 0; i < n; i++)
            tactical |= s4_board_move_would_win(&game->board, pegs[i], S4_WHITE) ||
                        s4_board_move_would_win(&game->board, pegs[i], S4_BLACK);
        if (!s4_game_over(game) && game->move_count == beads && !tactical) {
            s4_game_format_record(game, record, size);
            return true;
        }
    }
    return false;
}

static bool random_game(const S4Geometry *geo, uint64_t *rng, int beads, S4Game *game,
                        char *record, size_t size)
{
    return random_game_of(geo, rng, beads, false, game, record, size);
}

/* Runs analyse on a record and checks every peg's line against the oracle. */
static void check_analyse(const S4Geometry *geo, S4Game *game, const char *record, const char *opts)
{
    char command[1024];
    snprintf(command, sizeof command, "%s --game %s --threads 2 %s analyse \"%s\"", ENGINE,
             geo->name, opts, record);
    FILE *pipe = popen(command, "r");
    cr_assert_not_null(pipe);
    S4Colour side = s4_game_to_move(game);
    int pegs[S4_MAX_PEGS], n = s4_board_legal_pegs(&game->board, pegs);
    for (int i = 0; i < n; i++) {
        char line[128], want[64], name[S4_PEG_TEXT];
        cr_assert_not_null(fgets(line, sizeof line, pipe), "analyse stopped after %d lines", i);
        line[strcspn(line, "\n")] = '\0';
        int value;
        if (s4_board_move_would_win(&game->board, pegs[i], side)) {
            value = 100 - (game->board.count + 1);
        } else {
            s4_board_play(&game->board, pegs[i], side);
            value = -brute(&game->board, s4_other(side));
            s4_board_remove(&game->board, pegs[i]);
        }
        s4_peg_format(geo, pegs[i], name);
        char full[96];
        expected_text(value, game->board.count, want, sizeof want);
        snprintf(full, sizeof full, "%s %s", name, want);
        if (getenv("S4_TEST_SHOW")) fprintf(stderr, "  %s\n", full);
        cr_assert_str_eq(line, full, "position \"%s\": engine says '%s', brute force '%s'", record,
                         line, full);
    }
    if (getenv("S4_TEST_SHOW")) fprintf(stderr, "%s: ok\n", record);
    cr_assert_eq(pclose(pipe), 0);
}

Test(engine_exact, score4_endgames_match_brute_force, .timeout = 600)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    uint64_t rng = 20261121;
    for (int k = 0; k < 12; k++) {
        S4Game game;
        char record[512];
        cr_assert(random_game_of(&geo, &rng, 54, true, &game, record, sizeof record));
        check_analyse(&geo, &game, record, "--depth 64");
    }
}

Test(engine_exact, connect_endgames_match_brute_force, .timeout = 600)
{
    S4Geometry geo;
    uint64_t rng = 77;
    s4_geometry_preset(&geo, "connect4");
    for (int k = 0; k < 4; k++) {
        S4Game game;
        char record[512];
        cr_assert(random_game_of(&geo, &rng, 32, true, &game, record, sizeof record));
        check_analyse(&geo, &game, record, "--depth 64");
    }
    s4_geometry_preset(&geo, "connect3");
    S4Game game;
    s4_game_init(&game, &geo);
    check_analyse(&geo, &game, "", "--depth 64"); /* the whole game, solved both ways */
}

/* ------------------------------------------------------------------ mates */

/* True when side, to move, can force a win placing at most k more beads. */
static bool forced_win(S4Board *b, S4Colour side, int k)
{
    int pegs[S4_MAX_PEGS], n = s4_board_legal_pegs(b, pegs);
    for (int i = 0; i < n; i++)
        if (s4_board_move_would_win(b, pegs[i], side))
            return true;
    if (k <= 1)
        return false;
    for (int i = 0; i < n; i++) {
        s4_board_play(b, pegs[i], side);
        bool all = !s4_board_is_full(b);
        int replies[S4_MAX_PEGS], m = all ? s4_board_legal_pegs(b, replies) : 0;
        for (int j = 0; j < m && all; j++) {
            if (s4_board_move_would_win(b, replies[j], s4_other(side))) {
                all = false;
                break;
            }
            s4_board_play(b, replies[j], s4_other(side));
            all = forced_win(b, side, k - 1);
            s4_board_remove(b, replies[j]);
        }
        s4_board_remove(b, pegs[i]);
        if (all)
            return true;
    }
    return false;
}

static int engine_move(S4EngineClient *c, const S4Geometry *geo, const S4Game *game)
{
    char text[64];
    S4Response r;
    snprintf(text, sizeof text, "play %s;\nmove;\n", s4_colour_name(s4_game_to_move(game)));
    cr_assert_eq(write(c->to_engine, text, strlen(text)), (ssize_t)strlen(text));
    cr_assert_eq(s4_client_poll(c, geo, REPLY_MS, &r), S4_CLIENT_RESPONSE);
    cr_assert_eq(s4_client_poll(c, geo, REPLY_MS, &r), S4_CLIENT_RESPONSE, "'%s'", c->raw);
    cr_assert_eq(r.kind, S4_RESP_MOVE, "move; answered '%s'", c->raw);
    return r.peg;
}

static void note(S4EngineClient *c, const S4Geometry *geo, S4Colour colour, int peg)
{
    S4Command cmd = {.kind = S4_CMD_NOTE, .colour = colour, .peg = peg};
    S4Response r;
    cr_assert(s4_client_send(c, geo, &cmd));
    cr_assert_eq(s4_client_poll(c, geo, REPLY_MS, &r), S4_CLIENT_RESPONSE);
    cr_assert_eq(r.kind, S4_RESP_OK, "note answered '%s'", c->raw);
}

Test(engine_exact, finds_mate_in_two_and_three, .timeout = 600)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    uint64_t rng = 4242;
    int found[4] = {0};
    for (int tries = 0; tries < 3000 && (found[2] < 3 || found[3] < 2); tries++) {
        S4Game game;
        char record[512];
        cr_assert(random_game(&geo, &rng, 14 + (int)(next(&rng) % 16), &game, record, sizeof record));
        S4Colour side = s4_game_to_move(&game);
        int n = 0;
        if (forced_win(&game.board, side, 1) || !forced_win(&game.board, side, 2))
            n = forced_win(&game.board, side, 1) ? 0 : 3;
        else
            n = 2;
        if (n == 3 && (found[3] >= 2 || !forced_win(&game.board, side, 3)))
            continue;
        if (n == 0 || found[n] >= (n == 2 ? 3 : 2))
            continue;
        found[n]++;
        S4EngineClient c;
        cr_assert_eq(s4_client_start(&c, ENGINE " --depth 8 --threads 2"), S4_OK);
        for (int i = 0; i < game.move_count; i++)
            note(&c, &geo, (S4Colour)(i & 1), game.moves[i]);
        int peg = engine_move(&c, &geo, &game);
        s4_client_stop(&c, 2000);
        /* The engine's move must keep a forced win in the fewest beads: N - 1 after it. */
        S4Game after = game;
        cr_assert_eq(s4_game_play(&after, peg), S4_OK);
        bool ok = s4_game_over(&after) ||
                  !forced_win(&after.board, s4_other(side), 1);
        if (ok && !s4_game_over(&after)) {
            int replies[S4_MAX_PEGS], m = s4_board_legal_pegs(&after.board, replies);
            for (int j = 0; j < m && ok; j++) {
                s4_board_play(&after.board, replies[j], s4_other(side));
                ok = forced_win(&after.board, side, n - 1);
                s4_board_remove(&after.board, replies[j]);
            }
        }
        char name[S4_PEG_TEXT];
        s4_peg_format(&geo, peg, name);
        cr_assert(ok, "\"%s\": mate in %d, the engine played %s which is no mate in %d", record,
                  n, name, n);
    }
    cr_assert(found[2] >= 3 && found[3] >= 2, "too few mate positions: %d and %d", found[2],
              found[3]);
}

/* ------------------------------------------------------------------ claimed wins */

Test(engine_exact, never_loses_a_position_it_claimed_won, .timeout = 600)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    uint64_t rng = 9001;
    int played = 0;
    for (int tries = 0; tries < 200 && played < 4; tries++) {
        S4Game game;
        char record[512];
        cr_assert(random_game(&geo, &rng, 30, &game, record, sizeof record));
        char command[1024];
        snprintf(command, sizeof command, "%s --threads 2 --depth 10 analyse \"%s\"", ENGINE,
                 record);
        FILE *pipe = popen(command, "r");
        char line[128], peg_text[8] = "";
        int claimed = 0;
        while (fgets(line, sizeof line, pipe))
            if (!claimed && sscanf(line, "%7s win %d", peg_text, &claimed) != 2)
                claimed = 0;
        pclose(pipe);
        if (claimed < 2)
            continue; /* a win at once proves little */
        played++;
        int peg;
        cr_assert_eq(s4_peg_parse(&geo, peg_text, strlen(peg_text), &peg), S4_OK);
        S4Colour engine_side = s4_game_to_move(&game);
        s4_game_play(&game, peg);
        S4EngineClient c;
        cr_assert_eq(s4_client_start(&c, ENGINE " --depth 12 --threads 2"), S4_OK);
        for (int i = 0; i < game.move_count; i++)
            note(&c, &geo, (S4Colour)(i & 1), game.moves[i]);
        int beads = 1;
        while (!s4_game_over(&game)) {
            int p;
            if (s4_game_to_move(&game) == engine_side) {
                p = engine_move(&c, &geo, &game);
                beads++;
            } else {
                /* a random defender, who still takes a win or blocks one when it sees it */
                int pegs[S4_MAX_PEGS], n = s4_board_legal_pegs(&game.board, pegs);
                p = pegs[next(&rng) % (uint64_t)n];
                for (int i = 0; i < n; i++)
                    if (s4_board_move_would_win(&game.board, pegs[i], engine_side))
                        p = pegs[i];
                note(&c, &geo, s4_game_to_move(&game), p);
            }
            cr_assert_eq(s4_game_play(&game, p), S4_OK);
        }
        s4_client_stop(&c, 2000);
        S4Result want = engine_side == S4_WHITE ? S4_RESULT_WHITE_WINS : S4_RESULT_BLACK_WINS;
        cr_assert_eq(game.result, want, "\"%s\": claimed %s win %d, the game ended: %s", record,
                     peg_text, claimed, s4_result_text(&game));
        cr_assert_leq(beads, claimed, "\"%s\": claimed a win in %d beads, took %d", record,
                      claimed, beads);
    }
    cr_assert_geq(played, 2, "too few claimed wins to play out");
}

/* ------------------------------------------------------------------ the static rules */

/* The solver's static rules inside the search (engine/search.c, step 4) settle zugzwangs far
 * beyond the horizon: in this 34-bead position (a game of the engine against itself), 3 plies
 * a peg value B4 as a loss, below any evaluation (without the rules: -40). Every peg valued
 * so must be a win for the opponent by the exact solver. */
Test(engine_exact, static_rules_see_losses_beyond_the_horizon, .timeout = 600)
{
    const char *record = "C3 A3 A1 A4 C3 C3 D4 B2 D1 B1 A1 D4 B1 D1 B4 D2 D2 A3 A3 C2 A2 C2 "
                         "C2 D2 B1 D2 C4 A4 A1 A1 A4 A4 B4 B2";
    char command[1024];
    snprintf(command, sizeof command, "%s --threads 1 --hash 4 --depth 3 analyse \"%s\"",
             ENGINE, record);
    FILE *pipe = popen(command, "r");
    cr_assert_not_null(pipe);
    char lost[S4_MAX_PEGS][8];
    int n_lost = 0, lines = 0;
    char line[128];
    while (fgets(line, sizeof line, pipe)) {
        char peg[8];
        int value;
        lines++;
        if (sscanf(line, "%7s %d", peg, &value) == 2 && value <= -5000 && n_lost < S4_MAX_PEGS)
            snprintf(lost[n_lost++], sizeof lost[0], "%s", peg);
    }
    cr_assert_eq(pclose(pipe), 0);
    cr_assert_eq(lines, 13, "analyse wrote %d lines", lines);
    bool b4 = false;
    for (int i = 0; i < n_lost; i++) {
        b4 |= strcmp(lost[i], "B4") == 0;
        snprintf(command, sizeof command, "echo \"%s %s\" | %s --solve --threads 1", record,
                 lost[i], ENGINE);
        pipe = popen(command, "r");
        cr_assert_not_null(pipe);
        char answer[512] = "";
        cr_assert_not_null(fgets(answer, sizeof answer, pipe));
        cr_assert_eq(pclose(pipe), 0);
        cr_assert_not_null(strstr(answer, " win "), "%s: the rules said lost, the solver: %s",
                           lost[i], answer);
    }
    cr_assert(b4, "B4 was not valued as a loss (%d pegs were)", n_lost);
}
