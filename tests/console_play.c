/* console_play.c: terminal play through the real score4-console, driven through a pipe. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "console_harness.h"

enum { LIMIT_S = 120 };

/* RUN(input, options...): the console started with those options and fed input. */
#define RUN(input, ...) \
    console_run((const char *const[]){__VA_ARGS__, NULL}, input, NULL, LIMIT_S)

static void assert_clean_exit(const ConsoleRun *run)
{
    cr_assert(!run->timed_out, "the console did not finish; it printed:\n%s", run->out);
    cr_assert_eq(run->exit_code, 0, "exit code %d; it printed:\n%s", run->exit_code, run->out);
}

Test(console_play, connect_three_person_vs_person_matches_the_seed_transcript)
{
    char *input = console_fixture("connect3_seed_game.in");
    char *expected = console_fixture("connect3_seed_game.out");
    cr_assert(input && expected, "fixtures tests/console/connect3_seed_game.{in,out} missing");
    ConsoleRun run = RUN(input, "--game", "connect3", "--black", "person");
    assert_clean_exit(&run);
    cr_assert_str_eq(run.out, expected);
    /* The seed's own final board and verdict appear as in its example run. */
    cr_assert(strstr(run.out, "|    X  |\n|  X O  |\n|X O O X|\n---------\n 1 2 3 4\n"
                              "Player X won!"));
    console_run_free(&run);
    free(input);
    free(expected);
}

Test(console_play, prompt_names_whose_turn_it_is)
{
    ConsoleRun run = RUN("2\n", "--game", "connect3", "--black", "person");
    assert_clean_exit(&run);
    cr_assert(strstr(run.out, "X's turn, where to place [1-4]: 2\n"), "%s", run.out);
    cr_assert(strstr(run.out, "O's turn, where to place [1-4]: \nEnd of input"), "%s",
              run.out);
    console_run_free(&run);
}

Test(console_play, full_column_and_bad_input_are_answered_and_the_same_prompt_comes_again)
{
    /* Column 1 takes three beads in Connect Three; the fourth is refused. */
    const char *input = "1\n1\n1\n1\n9\nzz\nB7\n\n2\nquit\n";
    ConsoleRun run = RUN(input, "--game", "connect3", "--black", "person");
    assert_clean_exit(&run);
    cr_assert(strstr(run.out, "O's turn, where to place [1-4]: 1\nColumn 1 is full: "
                              "choose another.\nO's turn, where to place [1-4]: 9\n"
                              "\"9\" is not a column of this board: type a number from 1 to 4.\n"
                              "O's turn, where to place [1-4]: zz\n"), "%s", run.out);
    cr_assert(strstr(run.out, "unknown command 'zz'"), "%s", run.out);
    cr_assert(strstr(run.out, "\"B7\" is not a column of this board"), "%s", run.out);
    /* After all that, Black's 2 is played: nothing was lost. */
    cr_assert(strstr(run.out, "|X      |\n|O      |\n|X O    |\n"), "%s", run.out);
    cr_assert(strstr(run.out, "Goodbye."));
    console_run_free(&run);
}

Test(console_play, score_four_bad_peg_full_peg_and_a_coordinate_list_view)
{
    const char *input = "B2\nb2\nB2\nB2\nB2\nE5\nC3.\nquit\n";
    ConsoleRun run = RUN(input, "--black", "person", "--view", "list");
    assert_clean_exit(&run);
    cr_assert(strstr(run.out, "White's turn (W), where to place [A1-D4]: B2\n"), "%s", run.out);
    cr_assert(strstr(run.out, "B2: W B W B\n"), "%s", run.out);
    cr_assert(strstr(run.out, "Peg B2 is full: choose another.\n"
                              "White's turn (W), where to place [A1-D4]: E5\n"
                              "\"E5\" is not a peg of this board"), "%s", run.out);
    cr_assert(strstr(run.out, "C3: W\n"), "%s", run.out);
    console_run_free(&run);
}

Test(console_play, connect_three_early_draw_is_announced_at_once)
{
    /* Found by random play with the core: after these 11 moves no line can be made. */
    ConsoleRun run = RUN("3\n2\n1\n1\n1\n2\n2\n4\n3\n3\n4\n",
                         "--game", "connect3", "--black", "person");
    assert_clean_exit(&run);
    cr_assert(strstr(run.out, "There was a draw! Neither side can complete a line any more.\n"
                              "Game over"), "%s", run.out);
    console_run_free(&run);
}

Test(console_play, without_the_early_draw_the_full_board_is_the_seeds_draw)
{
    ConsoleRun run = RUN("3\n2\n1\n1\n1\n2\n2\n4\n3\n3\n4\n4\n",
                         "--game", "connect3", "--black", "person", "--no-early-draw");
    assert_clean_exit(&run);
    cr_assert_eq(console_count(run.out, "Neither side can complete"), 0, "%s", run.out);
    cr_assert(strstr(run.out, "There was a draw! The board is full and nobody made a line."),
              "%s", run.out);
    console_run_free(&run);
}

Test(console_play, whole_game_against_the_engine_reaches_a_result)
{
    /* The person tries every column in turn; full ones are refused, so the game must end. */
    const char *input = "1\n1\n1\n2\n2\n2\n3\n3\n3\n4\n4\n4\n";
    ConsoleRun run = RUN(input, "--game", "connect3", "--depth", "4");
    assert_clean_exit(&run);
    cr_assert(console_count(run.out, "O (the engine) plays column ") >= 1, "%s", run.out);
    cr_assert(strstr(run.out, " won! Three in a row: ") || strstr(run.out, "There was a draw!"),
              "%s", run.out);
    cr_assert(strstr(run.out, "Game over: new, undo, go testing, go gui or quit? "), "%s",
              run.out);
    console_run_free(&run);
}

Test(console_play, engine_can_play_white_and_moves_first)
{
    ConsoleRun run = RUN("quit\n", "--game", "connect4", "--white", "engine", "--black", "person",
                         "--depth", "3");
    assert_clean_exit(&run);
    char *engine = strstr(run.out, "X (the engine) plays column ");
    char *prompt = strstr(run.out, "O's turn, where to place [1-7]: quit");
    cr_assert(engine && prompt && engine < prompt, "%s", run.out);
    console_run_free(&run);
}

Test(console_play, undo_against_the_engine_takes_back_its_reply_too)
{
    ConsoleRun run = RUN("2\nundo\nshow board.\nquit\n",
                         "--game", "connect3", "--depth", "2", "--view", "list");
    assert_clean_exit(&run);
    cr_assert(strstr(run.out, "Taken back.\n"), "%s", run.out);
    /* After the undo every column is empty again. */
    cr_assert(strstr(run.out, "show board.\n\ncolumn 1:\ncolumn 2:\ncolumn 3:\ncolumn 4:\n"), "%s", run.out);
    console_run_free(&run);
}

Test(console_play, a_hint_is_shown_but_not_played)
{
    ConsoleRun run = RUN("1\n2\n1\n2\nhint\nshow board.\nquit\n",
                         "--game", "connect3", "--black", "person", "--depth", "3");
    assert_clean_exit(&run);
    cr_assert(strstr(run.out, "Hint for X: column 1 (win in 1).\n"), "%s", run.out);
    cr_assert(strstr(run.out, "show board.\n\ncolumn 1: X X\ncolumn 2: O O\ncolumn 3:\ncolumn 4:\n"), "%s", run.out);
    console_run_free(&run);
}

Test(console_play, every_game_of_the_family_starts_with_its_own_board)
{
    static const struct { const char *game, *title, *prompt; } games[] = {
        {"score4", "Score Four", "White's turn (W), where to place [A1-D4]: "},
        {"connect4", "Connect Four", "X's turn, where to place [1-7]: "},
        {"connect3", "Connect Three", "X's turn, where to place [1-4]: "},
        {"connect4-6x4", "Connect Four on a 6x4 board", "X's turn, where to place [1-6]: "},
    };
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        ConsoleRun run = RUN("quit\n", "--game", games[i].game);
        assert_clean_exit(&run);
        cr_assert(strstr(run.out, games[i].title), "%s: %s", games[i].game, run.out);
        cr_assert(strstr(run.out, games[i].prompt), "%s: %s", games[i].game, run.out);
        console_run_free(&run);
    }
}

Test(console_play, engine_failure_gives_the_seat_to_the_person)
{
    ConsoleRun run = RUN("1\n2\nquit\n", "--game", "connect3", "--engine", "exit 3");
    assert_clean_exit(&run);
    /* Whether the engine is already gone when `restart;` is written, or goes while it is
     * read, the session reaps it and names its exit status. */
    cr_assert(strstr(run.out, "Engine trouble: the engine exited with status 3.\n"), "%s",
              run.out);
    cr_assert(strstr(run.out, "O is played from this terminal from now on.\n"), "%s",
              run.out);
    cr_assert(strstr(run.out, "O's turn, where to place [1-4]: 2\n"), "%s", run.out);
    console_run_free(&run);
}

Test(console_play, bad_options_are_refused_with_a_reason)
{
    ConsoleRun run = RUN("", "--game", "chess");
    cr_assert_eq(run.exit_code, 2);
    cr_assert(strstr(run.out, "score4-console: --game chess: "), "%s", run.out);
    console_run_free(&run);
    run = RUN("", "--depth", "many");
    cr_assert_eq(run.exit_code, 2);
    cr_assert(strstr(run.out, "'many' is not a number"), "%s", run.out);
    console_run_free(&run);
}

/* ================================================================ hints: our analysis in a
 * sentence (the best peg, its value, who stands better), as the window's hint says it, and
 * the playing engine's move, with the reason, when the analysis cannot run */

/* "Hint for White: B2 (win in 5)." split into its parts. */
typedef struct Hint {
    char side[8];    /* "White", "X" */
    char place[16];  /* "B2", "column 4" */
    char value[80];  /* "win in 5", "White is a little better, score +34" */
} Hint;

/* The first hint sentence in out; false when there is none or it has another shape. */
static bool find_hint(const char *out, Hint *h)
{
    const char *at = strstr(out, "Hint for ");
    if (!at)
        return false;
    char line[160];
    size_t len = strcspn(at, "\n");
    if (len >= sizeof line)
        return false;
    memcpy(line, at, len);
    line[len] = '\0';
    int end = 0;
    if (sscanf(line, "Hint for %7[^:]: %15[^(](%79[^)]).%n", h->side, h->place, h->value,
               &end) != 3 || line[end] != '\0')
        return false;
    size_t n = strlen(h->place);
    if (n == 0 || h->place[n - 1] != ' ')
        return false;
    h->place[n - 1] = '\0';
    return true;
}

/* True when value is a proved value ("win in 3", "loss in 2", "draw") or a standing in
 * words with its score ("even, score +3", "O is better, score -40"), sides named white
 * and black. */
static bool value_is_well_formed(const char *value, const char *white, const char *black)
{
    int n = 0, end = 0;
    if ((sscanf(value, "win in %d%n", &n, &end) == 1 ||
         sscanf(value, "loss in %d%n", &n, &end) == 1) && value[end] == '\0')
        return n >= 1;
    if (strcmp(value, "draw") == 0)
        return true;
    const char *score = strstr(value, ", score ");
    if (!score || (score[8] != '+' && score[8] != '-') ||
        sscanf(score + 8, "%d%n", &n, &end) != 1 || score[8 + end] != '\0')
        return false;
    char words[64];
    snprintf(words, sizeof words, "%.*s", (int)(score - value), value);
    if (strcmp(words, "even") == 0)
        return true;
    static const char *const how[] = {"is a little better", "is better", "is well ahead"};
    for (int side = 0; side < 2; side++)
        for (int i = 0; i < 3; i++) {
            char expected[64];
            snprintf(expected, sizeof expected, "%s %s", side ? black : white, how[i]);
            if (strcmp(words, expected) == 0)
                return true;
        }
    return false;
}

Test(console_play, a_hint_names_a_legal_peg_with_its_value_and_who_stands_better)
{
    /* White A1, the engine, White B2, the engine: then White asks. */
    ConsoleRun run = RUN("A1\nB2\nhint\nshow board.\nquit\n", "--depth", "2");
    assert_clean_exit(&run);
    Hint h;
    cr_assert(find_hint(run.out, &h), "no hint sentence:\n%s", run.out);
    cr_assert_str_eq(h.side, "White");
    cr_assert(value_is_well_formed(h.value, "White", "Black"), "'%s'", h.value);
    /* The peg is on the board and not full: its line of `show board.` has room. */
    cr_assert(strlen(h.place) == 2 && h.place[0] >= 'A' && h.place[0] <= 'D' &&
              h.place[1] >= '1' && h.place[1] <= '4', "'%s' is not a peg", h.place);
    char row[sizeof h.place + 3]; /* "\n", the peg, ":" */
    snprintf(row, sizeof row, "\n%s:", h.place);
    const char *beads = strstr(strstr(run.out, "show board."), row);
    cr_assert_not_null(beads, "%s", run.out);
    int count = 0;
    for (const char *p = beads + strlen(row); *p != '\n'; p++)
        count += *p == 'W' || *p == 'B';
    cr_assert_lt(count, 4, "%s is full", h.place);
    /* Nothing was played: the same prompt comes again. */
    cr_assert(strstr(run.out, ").\nWhite's turn (W), where to place [A1-D4]: show board.\n"),
              "%s", run.out);
    console_run_free(&run);
}

Test(console_play, in_the_connect_games_the_hint_names_a_column_and_the_sides_x_and_o)
{
    ConsoleRun run = RUN("4\n4\n3\nhint\nquit\n", "--game", "connect4", "--black", "person");
    assert_clean_exit(&run);
    Hint h;
    cr_assert(find_hint(run.out, &h), "no hint sentence:\n%s", run.out);
    cr_assert_str_eq(h.side, "O");
    int column = 0;
    cr_assert_eq(sscanf(h.place, "column %d", &column), 1, "'%s'", h.place);
    cr_assert(column >= 1 && column <= 7, "'%s'", h.place);
    cr_assert(value_is_well_formed(h.value, "X", "O"), "'%s'", h.value);
    console_run_free(&run);
}

Test(console_play, a_hint_on_a_game_set_up_from_a_position_is_the_engines_move_and_says_why)
{
    /* The testing mode's board has no record of moves: the game played on from it is set up. */
    ConsoleRun run = RUN("add x bead 4.\ngo interactive.\nhint\nquit\n", "--game", "connect4",
                         "--black", "person", "--test", "--depth", "2");
    assert_clean_exit(&run);
    cr_assert_not(strstr(run.out, "Hint for"), "%s", run.out);
    int column = 0, end = 0;
    const char *said = strstr(run.out, "The engine recommends ");
    cr_assert_not_null(said, "%s", run.out);
    cr_assert_eq(sscanf(said, "The engine recommends %d for O (not played; no hints for a game "
                        "set up from a position).\n%n", &column, &end), 1, "%s", run.out);
    cr_assert(end > 0 && column >= 1 && column <= 7, "%s", run.out);
    console_run_free(&run);
}

Test(console_play, without_our_engine_beside_the_console_the_hint_is_the_engines_move_and_says_why)
{
    /* A copy of the console alone in a directory, playing against the built engine. */
    char dir[] = "/tmp/s4-console-hint-XXXXXX";
    cr_assert_not_null(mkdtemp(dir));
    char copy[128], command[1024];
    snprintf(copy, sizeof copy, "%s/score4-console", dir);
    snprintf(command, sizeof command, "cp '%s/score4-console' '%s'", S4_BIN_DIR, copy);
    cr_assert_eq(system(command), 0);
    snprintf(command, sizeof command, "%s/score4-engine --game connect3 --depth 2", S4_BIN_DIR);
    const char *input = "1\n2\n1\n2\nhint\nquit\n";
    ConsoleRun run = console_run_program(copy, (const char *const[]){"--game", "connect3",
                                         "--black", "person", "--engine", command, NULL},
                                         input, strlen(input), NULL, LIMIT_S);
    unlink(copy);
    rmdir(dir);
    assert_clean_exit(&run);
    cr_assert(strstr(run.out, "The engine recommends 1 for X (not played; no analysis: "
                              "score4-engine is not beside this program).\n"), "%s", run.out);
    console_run_free(&run);
}

Test(console_play, the_testing_mode_hints_on_the_games_position_and_plays_it_on_request)
{
    /* X has two in column 1 of Connect Three: the hint is the win, and `play move.` plays it;
     * once the board is no longer the game's, `hint.` belongs to a game again. */
    ConsoleRun run = RUN("1\n2\n1\n2\ngo testing.\nhint.\nplay move.\nhint.\n"
                         "quit.\n", "--game", "connect3", "--black", "person");
    assert_clean_exit(&run);
    cr_assert(strstr(run.out, "testing> hint.\nHint for X: column 1 (win in 1).\n"
                              "testing> play move.\nX bead on column 1, row 3 (the recommended "
                              "move).\n"), "%s", run.out);
    cr_assert(strstr(run.out, "testing> hint.\nThat belongs to a game: type `go interactive.` "
                              "to play one from here.\n"), "%s", run.out);
    console_run_free(&run);
}

Test(console_play, a_hint_after_the_end_says_the_game_is_over)
{
    ConsoleRun run = RUN("1\n2\n1\n2\n1\nhint\nquit\n", "--game", "connect3", "--black",
                         "person");
    assert_clean_exit(&run);
    cr_assert(strstr(run.out, "The game is over (X wins): there is no move to recommend.\n"),
              "%s", run.out);
    console_run_free(&run);
}
