/* gui_referee.c: the window's referee and its engines, without a window: the real engine,
 * engines watched, every way a stub engine can misbehave, undo and the engine's resync,
 * timeouts, difficulties and seeds. People's moves and the words of results and of the
 * status line are gui_referee_words.c's. */
#include <criterion/criterion.h>
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "core/notation.h"
#include "gui/model/game_setup.h"
#include "gui/model/referee.h"
#include "referee_harness.h"

/* ================================================================ engines */

Test(referee, a_person_plays_the_real_engine_to_the_end)
{
    S4Geometry geo;
    GuiGameSetup setup;
    char cmd[512];
    snprintf(cmd, sizeof cmd, "exec %s/score4-engine --depth 1", S4_BIN_DIR);
    GuiReferee ref;
    referee_for(&ref, &setup, &geo, "score4", GUI_MODE_PVE, S4_BLACK, cmd, 20000);
    gui_referee_new_game(&ref, referee_now_ms());
    while (!gui_referee_over(&ref)) {
        referee_pump(&ref, referee_human_turn, WAIT_MS);
        if (gui_referee_over(&ref))
            break;
        cr_assert(gui_referee_human_to_move(&ref), "%s", ref.message);
        cr_assert_eq(s4_game_to_move(&ref.game), S4_BLACK);
        int legal[S4_MAX_PEGS];
        int n = s4_board_legal_pegs(&ref.game.board, legal);
        cr_assert_gt(n, 0);
        cr_assert_eq(gui_referee_play(&ref, legal[ref.game.move_count % n], referee_now_ms()), S4_OK);
    }
    cr_assert_not(ref.failed, "%s", ref.message);
    cr_assert_neq(ref.game.result, S4_RESULT_ONGOING);
    cr_assert_geq(ref.game.move_count, 7);
    gui_referee_free(&ref);
}

Test(referee, the_engine_moves_first_when_the_person_is_black)
{
    GuiReferee ref;
    S4Geometry geo;
    GuiGameSetup setup;
    char cmd[512];
    snprintf(cmd, sizeof cmd, "exec %s/gui_stub_engine good", S4_BIN_DIR);
    referee_for(&ref, &setup, &geo, "connect4", GUI_MODE_PVE, S4_BLACK, cmd, 5000);
    gui_referee_new_game(&ref, referee_now_ms());
    referee_pump(&ref, referee_human_turn, WAIT_MS);
    cr_assert_eq(ref.game.move_count, 1, "%s", ref.message);
    cr_assert_eq(ref.game.moves[0], 0, "the stub plays the lowest legal column");
    gui_referee_free(&ref);
}

static bool one_move(const GuiReferee *r) { return r->game.move_count >= 1 || r->failed; }
static bool three_moves(const GuiReferee *r) { return r->game.move_count >= 3 || r->failed; }

/* Whether the engine playing `colour` has been asked for a move it has not yet given. */
static bool asked(const GuiReferee *ref, S4Colour colour)
{
    return s4_session_owes_move(&ref->seats[colour].session);
}

Test(referee, two_engines_watched_keep_a_persons_pace_and_pause_on_space)
{
    GuiReferee ref;
    S4Geometry geo;
    GuiGameSetup setup;
    char cmd[512], status[256];
    snprintf(cmd, sizeof cmd, "exec %s/gui_stub_engine good", S4_BIN_DIR);
    referee_for(&ref, &setup, &geo, "score4", GUI_MODE_EVE, S4_WHITE, cmd, 5000);
    gui_referee_set_pace(&ref, GUI_WATCH_PACE_MS);
    gui_referee_toggle_pause(&ref); /* a new game is never paused */
    gui_referee_new_game(&ref, referee_now_ms());
    gui_referee_update(&ref, referee_now_ms());
    cr_assert(asked(&ref, S4_WHITE), "the first move is asked at once: %s", ref.message);
    referee_pump(&ref, one_move, WAIT_MS);
    cr_assert_eq(ref.game.move_count, 1, "%s", ref.message);
    /* Within the pace Black is not asked, however often the window updates. */
    double played = ref.last_move_ms;
    gui_referee_update(&ref, played + GUI_WATCH_PACE_MS - 1);
    cr_assert_not(asked(&ref, S4_BLACK));
    gui_referee_status(&ref, played + GUI_WATCH_PACE_MS - 1, status, sizeof status);
    cr_assert(strstr(status, "Black to move") != NULL && strstr(status, "Space: pause") != NULL,
              "%s", status);
    gui_referee_update(&ref, played + GUI_WATCH_PACE_MS);
    cr_assert(asked(&ref, S4_BLACK), "asked once the pace is over: %s", ref.message);
    referee_pump(&ref, referee_engine_answered, WAIT_MS);
    cr_assert_eq(ref.game.move_count, 2, "%s", ref.message);
    /* Paused, nobody is asked past the pace; going on asks at once. (Twice the pace: the
     * clock is the test's, and much further on the answer White still owes to its note
     * would be past its 5 s deadline, which ended the game under the sanitizers.) */
    cr_assert(gui_referee_toggle_pause(&ref));
    played = ref.last_move_ms;
    gui_referee_update(&ref, played + 2 * GUI_WATCH_PACE_MS);
    cr_assert_not(asked(&ref, S4_WHITE), "%s", ref.message);
    gui_referee_status(&ref, played + 2 * GUI_WATCH_PACE_MS, status, sizeof status);
    cr_assert(strstr(status, "Paused: White to move") != NULL && strstr(status, "Space: go on"),
              "%s", status);
    cr_assert_not(gui_referee_toggle_pause(&ref));
    gui_referee_update(&ref, played + 2 * GUI_WATCH_PACE_MS);
    cr_assert(asked(&ref, S4_WHITE), "%s", ref.message);
    referee_pump(&ref, three_moves, WAIT_MS);
    cr_assert_eq(ref.game.move_count, 3, "%s", ref.message);
    cr_assert_not(ref.failed, "%s", ref.message);
    gui_referee_free(&ref);

    /* Against a person there is nothing to pause. */
    referee_stub_game(&ref, &setup, &geo, "good", 5000);
    cr_assert_not(gui_referee_toggle_pause(&ref));
    cr_assert_not(ref.paused);
    gui_referee_free(&ref);
}

/* Black's engine owes its move and nothing else (or the game failed). */
static bool black_owes_only_a_move(const GuiReferee *r)
{
    const S4Session *s = &r->seats[S4_BLACK].session;
    return r->failed || (s4_session_owed(s) == 1 && s4_session_owes_move(s));
}

typedef struct FailCase {
    const char *stub;
    const char *says;
} FailCase;

Test(referee, each_misbehaving_engine_ends_the_game_with_a_message_naming_it, .timeout = 120)
{
    static const FailCase cases[] = {
        {"crash", "crashed (killed by signal 11)"},
        {"close", "closed its output"},
        {"hang", "gave no answer to 'move;' within 1000 ms"},
        {"garbage", "answered garbage: 'banana.'"},
        {"peg Z9", "named an illegal peg 'Z9.', which is not on the board"},
        {"refuse", "refused to move: no thanks"},
        {"peg A1", "named an illegal peg A1 (peg is full)"},
        {"/no/such/engine", "could not be run"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        GuiReferee ref;
        S4Geometry geo;
        char cmd[512];
        if (cases[i].stub[0] == '/')
            snprintf(cmd, sizeof cmd, "%s", cases[i].stub);
        else
            snprintf(cmd, sizeof cmd, "exec %s/gui_stub_engine %s", S4_BIN_DIR, cases[i].stub);
        s4_geometry_preset(&geo, "score4");
        S4Game start;
        s4_game_init(&start, &geo);
        /* A1 full before the engine's first move, for the illegal-peg case. */
        cr_assert_eq(s4_game_play_record(&start, "A1 A1 A1 A1", NULL), S4_OK);
        GuiGameSetup setup = referee_setup("score4", GUI_MODE_PVE, S4_WHITE);
        gui_referee_init(&ref, &geo, &start, &setup, cmd, 1000);
        /* The referee's clock stays at t0 while the stub answers: however late a loaded host
         * runs it, no answer turns into silence. Only the hang stub is then silent, once the
         * test moves the clock past the limit. */
        double t0 = referee_now_ms();
        gui_referee_new_game(&ref, t0);
        if (cases[i].stub[0] != '/') {
            referee_pump_at(&ref, referee_idle, t0, WAIT_MS);
            cr_assert_eq(gui_referee_play(&ref, referee_peg(&geo, "B1"), t0), S4_OK, "%s", cases[i].stub);
        }
        double clock = t0;
        if (strcmp(cases[i].stub, "hang") == 0) {
            referee_pump_at(&ref, black_owes_only_a_move, t0, WAIT_MS);
            cr_assert(black_owes_only_a_move(&ref), "%s", ref.message);
            clock = t0 + 1000.5;
        }
        referee_pump_at(&ref, referee_failed, clock, WAIT_MS);
        cr_assert(ref.failed, "%s: no failure", cases[i].stub);
        cr_assert(strstr(ref.message, cases[i].says) != NULL, "%s: '%s'", cases[i].stub, ref.message);
        cr_assert(strstr(ref.message, "black engine") != NULL, "%s", ref.message);
        cr_assert(gui_referee_over(&ref));
        cr_assert(gui_referee_alert(&ref), "%s: an engine's failure is drawn as an alert",
                  cases[i].stub);
        cr_assert_not(gui_referee_human_to_move(&ref));
        /* No update waited for the engine: the hang and close stubs never end by themselves,
         * so one that waited would never return (the test's timeout). */
        char status[GUI_MESSAGE_MAX + 64];
        gui_referee_status(&ref, referee_now_ms(), status, sizeof status);
        cr_assert(strstr(status, cases[i].says) != NULL, "%s", status);
        /* N starts a fresh engine and a fresh game. */
        gui_referee_new_game(&ref, referee_now_ms());
        cr_assert_not(ref.failed);
        cr_assert(ref.seats[S4_BLACK].session.running || cases[i].stub[0] == '/');
        gui_referee_free(&ref);
    }
}

/* ================================================================ undo and sync */

/* The referee keeps no side of its own: the side swapped in the game's description (the
 * result panel's Swap sides, game_setup.c) is the one the engine is told to play at the next
 * new game, and the one undo goes back to. */
Test(referee, plays_the_side_the_game_description_gives_after_a_swap)
{
    char log[] = "/tmp/gui_referee_swap_XXXXXX";
    GuiReferee ref;
    GuiGameSetup setup;
    S4Geometry geo;
    referee_logged_game(&ref, &setup, &geo, log, GUI_MODE_PVE, S4_WHITE);
    gui_referee_new_game(&ref, referee_now_ms());
    referee_pump(&ref, referee_human_turn, WAIT_MS);
    cr_assert_eq(ref.game.move_count, 0, "the person as White opens: %s", ref.message);
    cr_assert(gui_referee_engine_plays(&ref, S4_BLACK));
    cr_assert_not(gui_referee_engine_plays(&ref, S4_WHITE));

    gui_game_setup_swap_sides(&setup);
    cr_assert(gui_referee_engine_plays(&ref, S4_WHITE), "the description's side, not a copy");
    cr_assert_not(gui_referee_engine_plays(&ref, S4_BLACK));
    gui_referee_new_game(&ref, referee_now_ms());
    referee_pump(&ref, referee_human_turn, WAIT_MS);
    cr_assert_not(ref.failed, "%s", ref.message);
    cr_assert_eq(ref.game.move_count, 1, "the engine, now White, opens");
    cr_assert_eq(s4_game_to_move(&ref.game), S4_BLACK);
    cr_assert(gui_referee_human_to_move(&ref));
    char status[GUI_MESSAGE_MAX + 64];
    gui_referee_status(&ref, referee_now_ms(), status, sizeof status);
    cr_assert(strstr(status, "Black to move: your turn") != NULL, "%s", status);
    /* Undo goes back to the person's turn as Black: before the engine's opening there is
     * none, so the engine's opening is taken back and played again. */
    cr_assert_eq(gui_referee_play(&ref, referee_peg(&geo, "D4"), referee_now_ms()), S4_OK);
    referee_pump(&ref, referee_human_turn, WAIT_MS);
    cr_assert_eq(ref.game.move_count, 3, "%s", ref.message);
    cr_assert_eq(gui_referee_undo(&ref, referee_now_ms()), S4_OK);
    cr_assert_eq(ref.game.move_count, 1, "back to Black's, the person's, turn");
    referee_pump(&ref, referee_idle, WAIT_MS);
    gui_referee_free(&ref);

    char lines[128][64];
    int n = referee_read_log(log, lines, 128);
    unlink(log);
    int plays[2] = {0, 0}, last_play = -1;
    for (int i = 0; i < n; i++) {
        if (strcmp(lines[i], "play white;") == 0)
            plays[S4_WHITE]++, last_play = S4_WHITE;
        if (strcmp(lines[i], "play black;") == 0)
            plays[S4_BLACK]++, last_play = S4_BLACK;
    }
    cr_assert_geq(plays[S4_BLACK], 1, "the first game's engine played Black");
    cr_assert_geq(plays[S4_WHITE], 1, "after the swap the engine played White");
    cr_assert_eq(last_play, S4_WHITE, "the engine synced after undo plays White");
}

Test(referee, undo_replays_the_start_position_level_by_level_then_the_moves)
{
    char log[] = "/tmp/gui_referee_log_XXXXXX";
    char cmd[512];
    referee_logged_stub(log, "good", cmd, sizeof cmd);
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    S4Board board;
    /* A1: white then black; B1: white. Black to move in the start position: the person. */
    cr_assert_eq(s4_position_parse(&geo, "WB/W//////////////", &board), S4_OK);
    S4Game start;
    s4_game_init_from(&start, &board, S4_BLACK);
    GuiReferee ref;
    GuiGameSetup setup = referee_setup("score4", GUI_MODE_PVE, S4_BLACK);
    gui_referee_init(&ref, &geo, &start, &setup, cmd, 5000);
    gui_referee_set_depth(&ref, 3);
    gui_referee_new_game(&ref, referee_now_ms());
    referee_pump(&ref, referee_human_turn, WAIT_MS);
    cr_assert_eq(gui_referee_play(&ref, referee_peg(&geo, "C1"), referee_now_ms()), S4_OK);
    referee_pump(&ref, referee_human_turn, WAIT_MS);
    cr_assert_eq(ref.game.move_count, 2, "%s", ref.message);
    cr_assert_eq(gui_referee_undo(&ref, referee_now_ms()), S4_OK);
    cr_assert_eq(ref.game.move_count, 0, "undo goes back to the person's turn");
    referee_pump(&ref, referee_idle, WAIT_MS);
    cr_assert_not(ref.failed, "%s", ref.message);
    gui_referee_free(&ref);

    char lines[128][64];
    int n = referee_read_log(log, lines, 128);
    unlink(log);
    int last_restart = -1;
    for (int i = 0; i < n; i++)
        if (strcmp(lines[i], "restart;") == 0)
            last_restart = i;
    cr_assert_gt(last_restart, 0, "undo sent restart; again");
    /* the game's seed (a fresh one: only its shape is known) follows the clock's slot */
    const char *expected[] = {"restart;", "depth 3;", "movetime 0;", "seed ",
                              "note: white plays A1;", "note: white plays B1;",
                              "note: black plays A1;", "play white;"};
    cr_assert_geq(n - last_restart, 8);
    for (int k = 0; k < 8; k++)
        cr_assert(strncmp(lines[last_restart + k], expected[k], strlen(expected[k])) == 0 &&
                      (k == 3 || strlen(lines[last_restart + k]) == strlen(expected[k])),
                  "line %d after restart: '%s', not '%s'", k, lines[last_restart + k],
                  expected[k]);
}

Test(referee, undo_while_the_engine_thinks_replaces_the_process, .timeout = 60)
{
    GuiReferee ref;
    S4Geometry geo;
    GuiGameSetup setup;
    referee_stub_game(&ref, &setup, &geo, "hang", 60000);
    referee_pump(&ref, referee_idle, WAIT_MS);
    cr_assert_eq(gui_referee_play(&ref, referee_peg(&geo, "B2"), referee_now_ms()), S4_OK);
    referee_pump(&ref, gui_referee_busy, WAIT_MS);
    cr_assert(gui_referee_busy(&ref), "the engine is thinking");
    pid_t before = ref.seats[S4_BLACK].session.client.pid;
    /* The hang stub never ends by itself: an undo that waited for it would never return. */
    cr_assert_eq(gui_referee_undo(&ref, referee_now_ms()), S4_OK);
    cr_assert_neq(ref.seats[S4_BLACK].session.client.pid, before);
    referee_pump(&ref, referee_idle, WAIT_MS);
    cr_assert_not(ref.failed, "%s", ref.message);
    cr_assert_eq(ref.game.move_count, 0);
    cr_assert(gui_referee_human_to_move(&ref));
    gui_referee_free(&ref);
}

/* ================================================================ the engine's turn */

Test(referee, a_click_during_the_engines_turn_is_refused_and_forgotten_once_it_moves)
{
    S4Geometry geo;
    GuiGameSetup setup;
    GuiReferee ref;
    referee_stub_game(&ref, &setup, &geo, "good", 5000);
    referee_pump(&ref, referee_human_turn, WAIT_MS);
    cr_assert_eq(gui_referee_play(&ref, referee_peg(&geo, "B2"), referee_now_ms()), S4_OK);
    /* The engine is to move: a second click is refused with a reason... */
    cr_assert_neq(gui_referee_play(&ref, referee_peg(&geo, "C3"), referee_now_ms()), S4_OK);
    char status[512];
    gui_referee_status(&ref, referee_now_ms(), status, sizeof status);
    cr_assert(strstr(status, "Wait") != NULL, "%s", status);
    /* ...which is gone once the engine has moved: never "your turn" and "Wait" together. */
    referee_pump(&ref, referee_engine_answered, WAIT_MS);
    referee_pump(&ref, referee_human_turn, WAIT_MS);
    cr_assert_not(ref.failed, "%s", ref.message);
    gui_referee_status(&ref, referee_now_ms(), status, sizeof status);
    cr_assert(strstr(status, "your turn") != NULL, "%s", status);
    cr_assert_null(strstr(status, "Wait"), "%s", status);
    gui_referee_free(&ref);
}

/* White's engine owes its move and nothing else. */
static bool only_a_move_owed(const GuiReferee *r)
{
    const S4Session *s = &r->seats[S4_WHITE].session;
    return r->failed || (s4_session_owed(s) == 1 && s4_session_owes_move(s));
}

Test(referee, a_players_depth_never_runs_into_the_timeout_but_a_dead_engine_still_fails)
{
    S4Geometry geo;
    GuiGameSetup setup;
    GuiReferee ref;
    char cmd[512];
    snprintf(cmd, sizeof cmd, "exec %s/gui_stub_engine hang", S4_BIN_DIR);
    referee_for(&ref, &setup, &geo, "score4", GUI_MODE_PVE, S4_BLACK, cmd, 300);
    gui_referee_set_depth(&ref, 18);
    gui_referee_set_strength(&ref, 0, 0, true);
    /* The referee's clock is the test's: held at t0 while the engine answers its set-up (a
     * loaded host cannot make that late), then an hour on. */
    double t0 = referee_now_ms();
    gui_referee_new_game(&ref, t0);
    /* The hanging engine "thinks" an hour, far past the 300 ms timeout: still no failure. */
    referee_pump_at(&ref, only_a_move_owed, t0, WAIT_MS);
    cr_assert(only_a_move_owed(&ref), "%s", ref.message);
    double later = t0 + 3600.0 * 1000.0;
    gui_referee_update(&ref, later);
    cr_assert_not(ref.failed, "%s", ref.message);
    char status[512];
    gui_referee_status(&ref, later, status, sizeof status);
    cr_assert(strstr(status, "thinking") != NULL, "%s", status);
    gui_referee_free(&ref);
    /* Without the player's depth the same engine is a failure after the timeout. */
    referee_for(&ref, &setup, &geo, "score4", GUI_MODE_PVE, S4_BLACK, cmd, 300);
    gui_referee_set_strength(&ref, 1, 50, false);
    gui_referee_new_game(&ref, t0);
    referee_pump_at(&ref, only_a_move_owed, t0, WAIT_MS);
    gui_referee_update(&ref, later);
    cr_assert(ref.failed);
    cr_assert(strstr(ref.message, "within 300 ms") != NULL, "%s", ref.message);
    gui_referee_free(&ref);
}

Test(referee, a_slow_starting_engine_gets_its_limit_from_its_first_answer)
{
    /* Issue 11, defect 9: start-up on a busy machine is not thinking. On the referee's clock
     * the engine's first answers come 1.5 s after the start, far over the 700 ms limit and
     * within the start-up allowance (S4_LIMIT_STARTUP_MS), and it still plays; the clock is
     * the test's, so the machine's speed plays no part. */
    GuiReferee ref;
    S4Geometry geo;
    GuiGameSetup setup;
    char go[] = "/tmp/s4-slow-start-XXXXXX", cmd[512];
    cr_assert_not_null(mkdtemp(go));
    /* The engine starts only once the test says so (or after a minute, so that a failed test
     * leaves nothing waiting): the first update surely finds no answer. */
    snprintf(cmd, sizeof cmd,
             "for i in $(seq 6000); do [ -e %s/go ] && break; sleep 0.01; done; "
             "exec %s/gui_stub_engine good", go, S4_BIN_DIR);
    referee_for(&ref, &setup, &geo, "score4", GUI_MODE_PVE, S4_BLACK, cmd, 700);
    gui_referee_new_game(&ref, 0.0);
    gui_referee_update(&ref, 1500.0);
    cr_assert_not(ref.failed, "1.5 s without an answer after a start: %s", ref.message);
    char path[64];
    snprintf(path, sizeof path, "%s/go", go);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fclose(f);
    referee_pump_at(&ref, referee_human_turn, 1500.0, WAIT_MS);
    unlink(path);
    rmdir(go);
    cr_assert_not(ref.failed, "%s", ref.message);
    cr_assert_eq(ref.game.move_count, 1, "the engine played White's first move");
    gui_referee_free(&ref);
}

/* ================================================================ difficulties and seeds */

Test(referee, two_engines_watched_each_get_their_own_difficulty)
{
    char log[] = "/tmp/gui_referee_log_XXXXXX";
    S4Geometry geo;
    GuiGameSetup setup;
    GuiReferee ref;
    referee_logged_game(&ref, &setup, &geo, log, GUI_MODE_EVE, S4_WHITE);
    gui_referee_set_strength(&ref, 3, 300, false);
    gui_referee_set_colour_strength(&ref, S4_BLACK, 8, 2000);
    gui_referee_new_game(&ref, referee_now_ms());
    referee_pump(&ref, referee_engine_answered, WAIT_MS);
    cr_assert_not(ref.failed, "%s", ref.message);
    cr_assert_str_eq(ref.seats[S4_WHITE].session.extension[GUI_STRENGTH_SLOT], "level 3;");
    cr_assert_str_eq(ref.seats[S4_BLACK].session.extension[GUI_STRENGTH_SLOT], "level 8;");
    gui_referee_free(&ref);
    /* Each process was told its own level once (the two write to one log, interleaved). */
    char lines[128][64];
    int n = referee_read_log(log, lines, 128), level3 = 0, level8 = 0;
    unlink(log);
    for (int i = 0; i < n; i++) {
        level3 += strcmp(lines[i], "level 3;") == 0;
        level8 += strcmp(lines[i], "level 8;") == 0;
    }
    cr_assert_eq(level3, 1, "level 3; sent %d times", level3);
    cr_assert_eq(level8, 1, "level 8; sent %d times", level8);
}

/* The seed log's "seed N;" lines, in order, into seeds (at most max); returns their count. */
static int logged_seeds(const char *log, long *seeds, int max)
{
    char lines[256][64];
    int n = referee_read_log(log, lines, 256), count = 0;
    for (int i = 0; i < n && count < max; i++)
        if (sscanf(lines[i], "seed %ld;", &seeds[count]) == 1)
            count++;
    return count;
}

Test(referee, each_game_seeds_its_engines_afresh_and_one_that_refuses_the_seed_still_plays)
{
    /* The stub answers `seed N;` with "error: not supported.", as an engine from elsewhere
     * would: it is then simply not seeded, and plays. */
    char log[] = "/tmp/gui_referee_seed_XXXXXX";
    S4Geometry geo;
    GuiGameSetup setup;
    GuiReferee ref;
    referee_logged_game(&ref, &setup, &geo, log, GUI_MODE_EVE, S4_WHITE);
    gui_referee_set_strength(&ref, 1, 20, false);
    long seeds[8];
    for (int game = 1; game <= 2; game++) {
        gui_referee_new_game(&ref, referee_now_ms());
        referee_pump(&ref, referee_engine_answered, WAIT_MS);
        cr_assert_not(ref.failed, "%s", ref.message);
        cr_assert_geq(ref.game.move_count, 2, "game %d: the engines did not play", game);
        for (int c = 0; c < 2; c++)
            cr_assert_eq(gui_referee_extension(&ref, (S4Colour)c, "seed"),
                         S4_EXTENSION_DECLINED);
        cr_assert_eq(logged_seeds(log, seeds, 8), 2 * game, "game %d", game);
    }
    gui_referee_free(&ref);
    /* Four processes, four seeds from the system's source: two alike would be a 1 in 2^31
     * chance for any pair, so all differ. */
    for (int i = 0; i < 4; i++)
        for (int k = i + 1; k < 4; k++)
            cr_assert_neq(seeds[i], seeds[k], "seed %ld sent twice", seeds[i]);
    /* A fixed seed (the window's --seed) goes to every engine in every game as given. */
    unlink(log);
    char fixed_log[] = "/tmp/gui_referee_seed_XXXXXX";
    referee_logged_game(&ref, &setup, &geo, fixed_log, GUI_MODE_EVE, S4_WHITE);
    gui_referee_set_seed(&ref, 42);
    for (int game = 1; game <= 2; game++) {
        gui_referee_new_game(&ref, referee_now_ms());
        referee_pump(&ref, referee_engine_answered, WAIT_MS);
        cr_assert_not(ref.failed, "%s", ref.message);
    }
    gui_referee_free(&ref);
    int n = logged_seeds(fixed_log, seeds, 8);
    unlink(fixed_log);
    cr_assert_eq(n, 4);
    for (int i = 0; i < n; i++)
        cr_assert_eq(seeds[i], 42);
}

Test(referee, the_real_engine_takes_the_seed)
{
    S4Geometry geo;
    GuiGameSetup setup;
    char cmd[512];
    snprintf(cmd, sizeof cmd, "exec %s/score4-engine --threads 1 --hash 4", S4_BIN_DIR);
    GuiReferee ref;
    referee_for(&ref, &setup, &geo, "score4", GUI_MODE_EVE, S4_WHITE, cmd, 20000);
    gui_referee_set_strength(&ref, 1, 20, false);
    gui_referee_new_game(&ref, referee_now_ms());
    referee_pump(&ref, referee_engine_answered, WAIT_MS);
    cr_assert_not(ref.failed, "%s", ref.message);
    for (int c = 0; c < 2; c++)
        cr_assert_eq(gui_referee_extension(&ref, (S4Colour)c, "seed"), S4_EXTENSION_ACCEPTED);
    gui_referee_free(&ref);
}
