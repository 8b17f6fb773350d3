/* console_testing.c: the design document's testing mode through the real score4-console. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "console_harness.h"

enum { LIMIT_S = 120 };

/* TEST_RUN(input, options...): the console in testing mode with those options, fed input. */
#define TEST_RUN(input, ...) \
    console_run((const char *const[]){"--test", __VA_ARGS__, NULL}, input, NULL, LIMIT_S)

static void assert_clean_exit(const ConsoleRun *run)
{
    cr_assert(!run->timed_out, "the console did not finish; it printed:\n%s", run->out);
    cr_assert_eq(run->exit_code, 0, "exit code %d; it printed:\n%s", run->exit_code, run->out);
}

Test(console_testing, placing_removing_and_clearing_match_the_transcript)
{
    char *input = console_fixture("testing_session.in");
    char *expected = console_fixture("testing_session.out");
    cr_assert(input && expected, "fixtures tests/console/testing_session.{in,out} missing");
    ConsoleRun run = TEST_RUN(input, "--echo");
    assert_clean_exit(&run);
    cr_assert_str_eq(run.out, expected);
    console_run_free(&run);
    free(input);
    free(expected);
}

Test(console_testing, beads_go_on_in_any_order_and_colour_and_show_board_lists_them)
{
    ConsoleRun run = TEST_RUN("add black bead C3.\nadd black bead C3.\nadd white bead C3.\n"
                              "add white ball D4.\nshow board.\n", "--echo");
    assert_clean_exit(&run);
    cr_assert(strstr(run.out, "\nC3: B B W\nD3:\nA4:\nB4:\nC4:\nD4: W\n"
                              "4 beads: 2 white, 2 black.\n"), "%s", run.out);
    console_run_free(&run);
}

Test(console_testing, draw_board_gives_the_ascii_drawing_in_the_chosen_view)
{
    /* Score Four is drawn by layers unless `view` says otherwise. */
    ConsoleRun run = TEST_RUN("add white bead A1.\nadd black bead A1.\ndraw board.\n"
                              "view oblique.\ndraw board.\n", "--echo");
    assert_clean_exit(&run);
    const char *oblique = strstr(run.out, "view oblique.");
    cr_assert_not_null(oblique, "%s", run.out);
    cr_assert_null(strstr(oblique, "level 1"), "layers after view oblique:\n%s", run.out);
    /* Oblique: the near row's base with the letters under it, the beads up peg A1. */
    cr_assert(strstr(run.out, "  +-----+-----+-----+ 1\n  A     B     C     D\n"), "%s", run.out);
    cr_assert(strstr(run.out, "  B /   | /   | /   | /\n  W/    |/    |/    |/\n"), "%s", run.out);
    /* Layers (before view oblique): level 1 holds the white bead, level 2 the black one. */
    const char *layers = strstr(run.out, "  level 1      level 2");
    cr_assert(layers && layers < oblique, "%s", run.out);
    cr_assert(strstr(run.out, "1 W . . .    1 B . . .    1 . . . .    1 . . . .\n"), "%s",
              run.out);
    console_run_free(&run);
}

Test(console_testing, commands_are_case_insensitive_and_several_fit_on_a_line)
{
    ConsoleRun run = TEST_RUN("ADD WHITE BEAD b1. Add Black Bead B1.   SHOW BOARD.\n", "--echo");
    assert_clean_exit(&run);
    cr_assert(strstr(run.out, "\nB1: W B\n"), "%s", run.out);
    console_run_free(&run);
}

Test(console_testing, a_full_peg_is_refused_and_nothing_changes)
{
    ConsoleRun run = TEST_RUN("add white bead A1.\nadd black bead A1.\nadd white bead A1.\n"
                              "add black bead A1.\nadd white bead A1.\nshow board.\n", "--echo");
    assert_clean_exit(&run);
    cr_assert(strstr(run.out, "add white bead A1.\nPeg A1 is full (4 beads); nothing changed.\n"),
              "%s", run.out);
    cr_assert(strstr(run.out, "\nA1: W B W B\n"), "%s", run.out);
    cr_assert(strstr(run.out, "4 beads: 2 white, 2 black.\n"), "%s", run.out);
    console_run_free(&run);
}

Test(console_testing, bad_input_is_answered_by_name_and_the_prompt_comes_again)
{
    ConsoleRun run = TEST_RUN("frobnicate the board.\nadd purple bead A1.\nadd white bead E5.\n"
                              "remove bead.\nshow board\nget white move.x\nquit.\n", "--echo");
    assert_clean_exit(&run);
    cr_assert(strstr(run.out, "frobnicate the board.\nSorry: unknown command 'frobnicate' "
                              "(type `help.` for the list).\ntesting> "), "%s", run.out);
    cr_assert(strstr(run.out, "Sorry: that command reads: `add white bead A1.` (or black).\n"),
              "%s", run.out);
    cr_assert(strstr(run.out, "Sorry: 'E5' is not a peg of this board (A1 to D4).\n"), "%s",
              run.out);
    cr_assert(strstr(run.out, "Sorry: that command reads: `remove bead A1.`.\n"), "%s", run.out);
    cr_assert(strstr(run.out, "Commands end with a period: \"show board\" was not run (did you "
                              "mean \"show board.\"?).\n"), "%s", run.out);
    /* The last line's "x" has no period: it is answered, not guessed at. */
    cr_assert(strstr(run.out, "\"x\" was not run"), "%s", run.out);
    cr_assert(strstr(run.out, "quit.\nGoodbye.\n"), "%s", run.out);
    console_run_free(&run);
}

Test(console_testing, the_engine_recommends_the_winning_move_and_plays_it_only_when_told)
{
    ConsoleRun run = TEST_RUN("add white bead A1. add white bead B1. add white bead C1.\n"
                              "add black bead A2. add black bead B2.\n"
                              "get white move.\nshow board.\nplay move.\n",
                              "--echo", "--depth", "3");
    assert_clean_exit(&run);
    cr_assert(strstr(run.out, "The engine recommends D1 for White, which completes a line."),
              "%s", run.out);
    /* Not played yet: D1 is still empty, and five beads stand on the board. */
    cr_assert(strstr(run.out, "\nD1:\n"), "%s", run.out);
    cr_assert(strstr(run.out, "5 beads: 3 white, 2 black.\n"), "%s", run.out);
    cr_assert(strstr(run.out, "play move.\nWhite bead on D1, level 1 (the recommended move).\n"
                              "White has four in a row: A1 level 1, B1 level 1, C1 level 1, "
                              "D1 level 1. In a game, White would have won.\n"), "%s", run.out);
    console_run_free(&run);
}

Test(console_testing, the_engine_never_moves_unprompted)
{
    /* A black recommendation is asked for; then only the person's beads may appear. */
    ConsoleRun run = TEST_RUN("add white bead B2.\nget black move.\nadd white bead C3.\n"
                              "play move.\nshow board.\n", "--echo", "--depth", "2");
    assert_clean_exit(&run);
    cr_assert(strstr(run.out, "The engine recommends "), "%s", run.out);
    /* The board changed after the recommendation, so it is not played. */
    cr_assert(strstr(run.out, "play move.\nThere is no recommendation for this position"), "%s",
              run.out);
    cr_assert(strstr(run.out, "2 beads: 2 white, 0 black.\n"), "%s", run.out);
    console_run_free(&run);
}

Test(console_testing, play_colour_move_lets_the_engine_place_one_bead)
{
    ConsoleRun run = TEST_RUN("add white bead A1. add white bead A2. add white bead A3.\n"
                              "play black move.\nshow board.\n", "--echo", "--depth", "3");
    assert_clean_exit(&run);
    /* Black must block White's line on A4. */
    cr_assert(strstr(run.out, "Black bead on A4, level 1 (played by the engine).\n"), "%s",
              run.out);
    cr_assert(strstr(run.out, "4 beads: 3 white, 1 black.\n"), "%s", run.out);
    console_run_free(&run);
}

Test(console_testing, go_interactive_plays_on_from_the_testing_position)
{
    ConsoleRun run = TEST_RUN("add white bead A1. add white bead B1. add white bead C1.\n"
                              "add black bead A2. add black bead B2.\nview list.\n"
                              "go interactive white.\nD1\n", "--echo", "--black", "person");
    assert_clean_exit(&run);
    cr_assert(strstr(run.out, "White to move."), "%s", run.out);
    cr_assert(strstr(run.out, "White's turn (W), where to place [A1-D4]: D1\n"), "%s", run.out);
    cr_assert(strstr(run.out, "White won! Four in a row: A1 level 1, B1 level 1, C1 level 1, "
                              "D1 level 1.\n"), "%s", run.out);
    console_run_free(&run);
}

Test(console_testing, go_testing_from_a_game_keeps_its_position)
{
    ConsoleRun run = console_run((const char *const[]){"--black", "person", "--echo", NULL},
                                 "B2\nC3\ngo testing.\nshow board.\n", NULL, LIMIT_S);
    assert_clean_exit(&run);
    cr_assert(strstr(run.out, "\nB2: W\n"), "%s", run.out);
    cr_assert(strstr(run.out, "\nC3: B\n"), "%s", run.out);
    cr_assert(strstr(run.out, "2 beads: 1 white, 1 black.\n"), "%s", run.out);
    console_run_free(&run);
}

Test(console_testing, help_lists_the_design_documents_commands)
{
    ConsoleRun run = TEST_RUN("help.\n", "--echo");
    assert_clean_exit(&run);
    static const char *const words[] = {"add white bead A1.", "remove bead A1.", "clear.",
                                        "show board.", "draw board.", "get white move.",
                                        "play move.", "go interactive.", "go gui.", "quit."};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        cr_assert(strstr(run.out, words[i]), "help lacks %s:\n%s", words[i], run.out);
    console_run_free(&run);
}

Test(console_testing, end_of_input_leaves_cleanly)
{
    ConsoleRun run = TEST_RUN("add white bead A1.", "--echo");
    assert_clean_exit(&run);
    cr_assert(strstr(run.out, "End of input: goodbye.\n"), "%s", run.out);
    console_run_free(&run);
}

Test(console_testing, a_failing_engine_is_reported_and_the_session_goes_on)
{
    ConsoleRun run = TEST_RUN("get white move.\nadd white bead A1.\nshow board.\n", "--echo",
                              "--engine", "exec sleep 600", "--timeout", "1");
    assert_clean_exit(&run);
    cr_assert(strstr(run.out, "Engine trouble: the engine gave no answer to 'restart;' "
                              "within 1000 ms.\n"), "%s", run.out);
    cr_assert(strstr(run.out, "\nA1: W\n"), "%s", run.out);
    console_run_free(&run);
}

Test(console_testing, go_gui_without_a_window_says_so_and_changes_nothing)
{
    ConsoleRun run = TEST_RUN("add white bead A1.\ngo gui.\nshow board.\n", "--echo", "--gui",
                              "/nonexistent/score4");
    assert_clean_exit(&run);
    cr_assert(strstr(run.out, "The window did not open: the window `/nonexistent/score4` could "
                              "not be started (not found). Nothing changed.\n"), "%s", run.out);
    cr_assert(strstr(run.out, "1 bead: 1 white, 0 black.\n"), "%s", run.out);
    console_run_free(&run);
}

Test(console_testing, every_game_of_the_family_takes_its_own_pegs)
{
    static const struct { const char *game, *peg, *list; } games[] = {
        /* the old peg name is still read; the board is shown with column numbers */
        {"connect4", "G1", "column 7: X\n"},
        {"connect3", "4", "column 4: X\n"},
        {"connect4-6x4", "F1", "column 6: X\n"},
    };
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        char input[128];
        snprintf(input, sizeof input, "add white bead %s.\nshow board.\nadd white bead H1.\n",
                 games[i].peg);
        ConsoleRun run = TEST_RUN(input, "--echo", "--game", games[i].game);
        assert_clean_exit(&run);
        cr_assert(strstr(run.out, games[i].list), "%s: %s", games[i].game, run.out);
        cr_assert(strstr(run.out, "Sorry: 'H1' is not a column of this board"), "%s", run.out);
        console_run_free(&run);
    }
}
