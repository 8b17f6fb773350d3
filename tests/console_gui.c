/* console_gui.c: `go gui.` opens the real window on the console's position (headless). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "console_harness.h"
#include "core/board.h"
#include "core/notation.h"

enum { LIMIT_S = 120 };

static const char *const offscreen[] = {"SDL_VIDEODRIVER=offscreen", NULL};

static void require_window(void)
{
    cr_assert_eq(access(S4_BIN_DIR "/score4", X_OK), 0, "the window " S4_BIN_DIR "/score4 is built");
}

/* The text the window must report back: the core's position string for these beads. */
static void expected_position(const char *game, const int *pegs, const S4Colour *colours,
                              int count, char *buf, size_t size)
{
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, game), S4_OK);
    S4Board board;
    s4_board_init(&board, &geo);
    for (int i = 0; i < count; i++)
        cr_assert_eq(s4_board_play(&board, pegs[i], colours[i]), S4_OK);
    s4_position_format(&board, buf, size);
}

Test(console_gui, go_gui_opens_the_window_on_the_testing_position)
{
    require_window();
    /* White on B2, black on B2, white on A1: White has one more bead, so Black is to move. */
    const int pegs[] = {5, 5, 0};
    const S4Colour colours[] = {S4_WHITE, S4_BLACK, S4_WHITE};
    char position[256], expected[320];
    expected_position("score4", pegs, colours, 3, position, sizeof position);
    snprintf(expected, sizeof expected, "position: %s to-move: black", position);
    /* Person against person (the console hands its seats to the window): with Black to move
     * an engine would move within the three frames when it answers fast, and the window would
     * report another position. */
    ConsoleRun run = console_run(
        (const char *const[]){"--test", "--echo", "--white", "person", "--black", "person",
                              "--gui", S4_BIN_DIR "/score4 --frames 3", NULL},
        "add white bead B2.\nadd black bead B2.\nadd white bead A1.\ngo gui.\nshow board.\n",
        offscreen, LIMIT_S);
    cr_assert(!run.timed_out && run.exit_code == 0, "the console failed:\n%s", run.out);
    cr_assert(strstr(run.out, "Opening the window (Black to move)"), "%s", run.out);
    cr_assert(strstr(run.out, expected), "the window did not report %s:\n%s", expected, run.out);
    cr_assert(strstr(run.out, "Back from the window, on the position it closed with.\n"), "%s",
              run.out);
    /* The console goes on from the position the window closed with: the same beads. */
    cr_assert(strstr(run.out, "\nA1: W\nB1:\nC1:\nD1:\nA2:\nB2: W B\n"), "%s", run.out);
    console_run_free(&run);
}

Test(console_gui, go_gui_from_a_connect_game_passes_the_game_and_the_side_to_move)
{
    require_window();
    const int pegs[] = {2};
    const S4Colour colours[] = {S4_WHITE};
    char position[256], expected[320];
    expected_position("connect4", pegs, colours, 1, position, sizeof position);
    snprintf(expected, sizeof expected, "position: %s to-move: black", position);
    ConsoleRun run = console_run(
        (const char *const[]){"--game", "connect4", "--black", "person", "--echo", "--gui",
                              S4_BIN_DIR "/score4 --frames 3", NULL},
        "3\ngo gui.\nquit\n", offscreen, LIMIT_S);
    cr_assert(!run.timed_out && run.exit_code == 0, "the console failed:\n%s", run.out);
    cr_assert(strstr(run.out, expected), "the window did not report %s:\n%s", expected, run.out);
    cr_assert(strstr(run.out, "O's turn, where to place [1-7]: quit"), "%s", run.out);
    console_run_free(&run);
}

Test(console_gui, go_gui_hands_the_seats_and_the_engine_to_the_window)
{
    /* A window command that prints the flags it gets, one a bracket, and reports nothing: the
     * console says the window did not open and goes on. The engine's command holds a quote,
     * which must reach the window as one word. */
    ConsoleRun run = console_run(
        (const char *const[]){"--test", "--echo", "--white", "engine", "--black", "person",
                              "--engine", "printf it's", "--depth", "3", "--gui",
                              "sh -c 'printf \"window got:\"; printf \" [%s]\" \"$@\"; echo' sh",
                              NULL},
        "add white bead A1.\ngo gui.\nshow board.\n", NULL, LIMIT_S);
    cr_assert(!run.timed_out && run.exit_code == 0, "the console failed:\n%s", run.out);
    cr_assert(strstr(run.out, "[--to-move] [black] [--print-position] [--mode] [pve] [--human] "
                              "[black] [--engine] [printf it's] [--depth] [3]\n"),
              "the window did not get the console's seats and engine:\n%s", run.out);
    cr_assert(strstr(run.out, "The window did not open: the window closed (exit status 0) "
                              "without reporting its position. Nothing changed.\n"),
              "%s", run.out);
    cr_assert(strstr(run.out, "\nA1: W\nB1:\n"), "the board changed:\n%s", run.out);
    console_run_free(&run);
}

Test(console_gui, the_window_plays_the_engine_seat_the_console_gives_it)
{
    require_window();
    /* The person plays Black, the engine White; Black has played, so White is to move: the
     * window (waiting for the engine) must let the engine play White, where its own default
     * (the person as White) would wait for a click and report the same two beads. */
    ConsoleRun run = console_run(
        (const char *const[]){"--test", "--echo", "--game", "connect4", "--white", "engine",
                              "--black", "person", "--depth", "1", "--gui",
                              S4_BIN_DIR "/score4 --script wait-engine --frames 1", NULL},
        "add white bead 4.\nadd black bead 4.\ngo gui.\nshow board.\n", offscreen, LIMIT_S);
    cr_assert(!run.timed_out && run.exit_code == 0, "the console failed:\n%s", run.out);
    cr_assert(strstr(run.out, "Opening the window (X to move)"), "%s", run.out);
    cr_assert(strstr(run.out, "to-move: black"), "the engine did not play White:\n%s", run.out);
    cr_assert(strstr(run.out, "The board holds 3 beads."), "%s", run.out);
    console_run_free(&run);
}
