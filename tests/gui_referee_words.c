/* gui_referee_words.c: the window's referee without a window, as a person meets it: moves
 * taken in turn and refused with a reason, the words of a result, of a resignation and of the
 * status line, the end of a replay, and the series' score across games and a swap of sides.
 * The engine's side of the dialogue is gui_referee.c's. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "core/notation.h"
#include "gui/model/game_setup.h"
#include "gui/model/referee.h"
#include "gui/model/series_score.h"
#include "referee_harness.h"

/* ================================================================ people's moves and results */

Test(referee, people_take_turns_and_full_pegs_are_refused)
{
    S4Geometry geo;
    GuiGameSetup setup;
    GuiReferee ref;
    referee_people_game(&ref, &setup, &geo, "score4");
    int a1 = referee_peg(&geo, "A1");
    for (int i = 0; i < 4; i++)
        cr_assert_eq(gui_referee_play(&ref, a1, referee_now_ms()), S4_OK);
    cr_assert_eq(gui_referee_play(&ref, a1, referee_now_ms()), S4_ERR_PEG_FULL);
    cr_assert(strstr(ref.message, "A1") != NULL, "%s", ref.message);
    cr_assert_eq(ref.game.move_count, 4);
    cr_assert_eq(s4_game_to_move(&ref.game), S4_WHITE);
    cr_assert_eq(gui_referee_undo(&ref, referee_now_ms()), S4_OK);
    cr_assert_eq(ref.game.move_count, 3, "person vs person undoes one move");
    gui_referee_free(&ref);
}

Test(referee, a_win_ends_the_game_and_further_clicks_are_refused)
{
    S4Geometry geo;
    GuiGameSetup setup;
    GuiReferee ref;
    referee_people_game(&ref, &setup, &geo, "score4");
    const char *moves[] = {"A1", "A2", "B1", "B2", "C1", "C2", "D1"};
    for (int i = 0; i < 7; i++)
        cr_assert_eq(gui_referee_play(&ref, referee_peg(&geo, moves[i]), referee_now_ms()), S4_OK);
    cr_assert(gui_referee_over(&ref));
    cr_assert_eq(ref.game.result, S4_RESULT_WHITE_WINS);
    cr_assert_eq(__builtin_popcountll(ref.game.win_line), 4);
    cr_assert_eq(gui_referee_play(&ref, referee_peg(&geo, "D4"), referee_now_ms()), S4_ERR_GAME_OVER);
    char status[256];
    gui_referee_status(&ref, referee_now_ms(), status, sizeof status);
    cr_assert(strstr(status, "White wins") != NULL, "%s", status);
    gui_referee_new_game(&ref, referee_now_ms());
    cr_assert_eq(ref.game.move_count, 0);
    cr_assert_not(gui_referee_over(&ref));
    gui_referee_free(&ref);
}

Test(referee, a_resignation_ends_the_game_as_a_normal_result_not_an_alert)
{
    S4Geometry geo;
    GuiGameSetup setup;
    GuiReferee ref;
    referee_people_game(&ref, &setup, &geo, "score4");
    cr_assert_eq(gui_referee_play(&ref, referee_peg(&geo, "A1"), referee_now_ms()), S4_OK);
    gui_referee_resign(&ref, "You resigned: your friend wins.   N: new game");
    cr_assert(gui_referee_over(&ref));
    cr_assert_not(gui_referee_alert(&ref), "a resignation's line is drawn as a result");
    char status[GUI_MESSAGE_MAX + 64];
    gui_referee_status(&ref, referee_now_ms(), status, sizeof status);
    cr_assert(strstr(status, "You resigned: your friend wins.") != NULL, "%s", status);
    cr_assert_eq(gui_referee_play(&ref, referee_peg(&geo, "B1"), referee_now_ms()),
                 S4_ERR_GAME_OVER);
    gui_referee_new_game(&ref, referee_now_ms());
    cr_assert_not(gui_referee_over(&ref));
    cr_assert_not(ref.resigned);
    gui_referee_free(&ref);
}

Test(referee, a_full_column_of_a_connect_game_is_named_as_a_column_by_number)
{
    S4Geometry geo;
    GuiGameSetup setup;
    GuiReferee ref;
    referee_people_game(&ref, &setup, &geo, "connect4");
    int d = referee_peg(&geo, "D1");
    for (int i = 0; i < 6; i++)
        cr_assert_eq(gui_referee_play(&ref, d, referee_now_ms()), S4_OK);
    cr_assert_eq(gui_referee_play(&ref, d, referee_now_ms()), S4_ERR_PEG_FULL);
    cr_assert_str_eq(ref.message, "column 4 is full.");
    char status[512];
    gui_referee_status(&ref, referee_now_ms(), status, sizeof status);
    cr_assert(strstr(status, "click a column") != NULL, "%s", status);
    cr_assert_null(strstr(status, "peg"), "%s", status);
    gui_referee_free(&ref);
}

/* The status line starts with the move just made: an engine's bead is named when it lands,
 * a Connect game's column by its number; a fresh game names none. */
Test(referee, the_status_names_the_move_just_made)
{
    S4Geometry geo;
    GuiGameSetup setup;
    GuiReferee ref;
    referee_stub_game(&ref, &setup, &geo, "good", 5000);
    referee_pump(&ref, referee_human_turn, WAIT_MS);
    char status[512];
    gui_referee_status(&ref, referee_now_ms(), status, sizeof status);
    cr_assert_null(strstr(status, "played"), "%s", status);
    cr_assert_eq(gui_referee_play(&ref, referee_peg(&geo, "B2"), referee_now_ms()), S4_OK);
    gui_referee_status(&ref, referee_now_ms(), status, sizeof status);
    cr_assert(strncmp(status, "White played B2.   Black to move", 32) == 0, "%s", status);
    referee_pump(&ref, referee_engine_answered, WAIT_MS);
    referee_pump(&ref, referee_human_turn, WAIT_MS);
    cr_assert_not(ref.failed, "%s", ref.message);
    char engine_peg[S4_PEG_TEXT], want[64];
    s4_peg_format(&geo, ref.game.moves[1], engine_peg);
    snprintf(want, sizeof want, "Black played %s.   White to move: your turn", engine_peg);
    gui_referee_status(&ref, referee_now_ms(), status, sizeof status);
    cr_assert(strncmp(status, want, strlen(want)) == 0, "%s", status);
    gui_referee_free(&ref);

    referee_people_game(&ref, &setup, &geo, "connect4");
    cr_assert_eq(gui_referee_play(&ref, referee_peg(&geo, "D1"), referee_now_ms()), S4_OK);
    gui_referee_status(&ref, referee_now_ms(), status, sizeof status);
    cr_assert_str_eq(status, "X played column 4.   O to move - click a column");
    gui_referee_free(&ref);
}

Test(referee, the_end_of_a_replay_says_which_move_and_offers_no_new_game)
{
    S4Geometry geo;
    GuiGameSetup setup;
    GuiReferee ref;
    referee_for(&ref, &setup, &geo, "score4", GUI_MODE_REPLAY, S4_WHITE, NULL, 1000);
    cr_assert_eq(s4_game_play_record(&ref.game, "A1 B1 A1 B1 A1 B1 A1", NULL), S4_OK);
    char status[512];
    gui_referee_replay_status(&ref, 7, 7, status, sizeof status);
    cr_assert(strstr(status, "Move 7 of 7") != NULL, "%s", status);
    cr_assert(strstr(status, "White wins") != NULL, "%s", status);
    cr_assert_null(strstr(status, "N: new game"), "%s", status);
}

/* ================================================================ the series' score */

/* A Score Four game from these moves ("A1 A2 ..."). */
static void game_of(S4Game *g, const S4Geometry *geo, const char *moves)
{
    s4_game_init(g, geo);
    char word[8];
    int used = 0;
    while (sscanf(moves, "%7s%n", word, &used) == 1) {
        cr_assert_eq(s4_game_play(g, referee_peg(geo, word)), S4_OK, "%s", word);
        moves += used;
    }
}

Test(series_score, counts_the_person_across_a_swap_of_sides_and_follows_undo)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    GuiSeriesScore score;
    gui_series_score_reset(&score, 2);
    S4Game g;
    char text[160];
    /* Game 1: the person is White and wins (row 1 on level 1). */
    game_of(&g, &geo, "A1 A2 B1 A2 C1 A2");
    gui_series_score_next(&score, &g);
    gui_series_score_follow(&score, &g, true, S4_WHITE);
    cr_assert_eq(score.games, 0, "not over yet");
    game_of(&g, &geo, "A1 A2 B1 A2 C1 A2 D1");
    for (int frame = 0; frame < 3; frame++) /* once a frame: counted once */
        gui_series_score_follow(&score, &g, true, S4_WHITE);
    cr_assert_eq(score.games, 1);
    gui_series_score_text(&score, true, "Club", "White", "Black", text, sizeof text);
    cr_assert_str_eq(text, "", "one game is no series");
    /* Game 2: sides swapped, the person is Black and White (the engine) wins again. */
    game_of(&g, &geo, "");
    gui_series_score_next(&score, &g);
    game_of(&g, &geo, "A1 A2 B1 A2 C1 A2 D1");
    gui_series_score_follow(&score, &g, true, S4_BLACK);
    gui_series_score_text(&score, true, "Club", "White", "Black", text, sizeof text);
    cr_assert_str_eq(text, "So far against the engine at Club: won 1, lost 1, drawn 0.");
    /* Undone, it no longer counts; played on to Black's win (A2 filled), it counts for the person. */
    game_of(&g, &geo, "A1 A2 B1 A2 C1 A2");
    gui_series_score_follow(&score, &g, true, S4_BLACK);
    cr_assert_eq(score.games, 1);
    game_of(&g, &geo, "A1 A2 B1 A2 C1 A2 B2 A2");
    gui_series_score_follow(&score, &g, true, S4_BLACK);
    gui_series_score_text(&score, true, NULL, "White", "Black", text, sizeof text);
    cr_assert_str_eq(text, "So far against the engine: won 2, lost 0, drawn 0.");
    gui_series_score_text(&score, false, NULL, "X", "O", text, sizeof text);
    cr_assert_str_eq(text, "So far: X 1, O 1, drawn 0.");
    /* A game that starts over (a finished record reopened) is not counted again. */
    gui_series_score_next(&score, &g);
    gui_series_score_follow(&score, &g, true, S4_BLACK);
    cr_assert_eq(score.games, 2);
}
