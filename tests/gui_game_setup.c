/* gui_game_setup.c: the live game's description, made from the command line and changed by
 * each intent that sets a new game up (gui/model/game_setup.h), without a window. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/geometry.h"
#include "gui/model/difficulty.h"
#include "gui/model/game_setup.h"
#include "gui/model/options.h"

/* The setup of a command line; argv's strings are literals, so they outlive the test. */
static GuiGameSetup from_argv(GuiOptions *o, int argc, const char **argv)
{
    char err[256];
    cr_assert(gui_options_parse(argc, (char **)argv, o, err, sizeof err), "%s", err);
    GuiGameSetup s;
    gui_game_setup_from_options(&s, o);
    return s;
}

/* A setup that is in a game with a friend, from a set position and moves: the intents that
 * leave it must clear all of that. */
static GuiGameSetup busy_setup(void)
{
    return (GuiGameSetup){.game = "connect4", .mode = GUI_MODE_PVE, .human = S4_BLACK,
                          .difficulty = -1, .black_difficulty = -1, .depth = 6, .position = "W...", .to_move = S4_BLACK,
                          .moves = "A1 B2", .replay = "old.txt", .replay_game = 3,
                          .net = {.host = true, .port = 4000, .port_soft = true,
                                  .loopback = true, .code = "ABCD-EFGH"}};
}

/* Field by field: a struct's padding is no part of its value. */
static bool same_string(const char *a, const char *b)
{
    return a == b || (a != NULL && b != NULL && strcmp(a, b) == 0);
}

static bool same_setup(const GuiGameSetup *a, const GuiGameSetup *b)
{
    return same_string(a->game, b->game) && a->mode == b->mode && a->human == b->human &&
           a->difficulty == b->difficulty && a->black_difficulty == b->black_difficulty &&
           a->depth == b->depth && same_string(a->position, b->position) &&
           a->to_move == b->to_move && same_string(a->moves, b->moves) &&
           same_string(a->replay, b->replay) && a->replay_game == b->replay_game &&
           a->net.host == b->net.host && a->net.port == b->net.port &&
           a->net.port_soft == b->net.port_soft && a->net.loopback == b->net.loopback &&
           same_string(a->net.join, b->net.join) && same_string(a->net.code, b->net.code);
}

static void assert_from_empty_board(const GuiGameSetup *s)
{
    cr_assert_null(s->position);
    cr_assert_null(s->moves);
    cr_assert_null(s->replay);
}

static void assert_no_friend(const GuiGameSetup *s)
{
    cr_assert_not(s->net.host);
    cr_assert_null(s->net.join);
    cr_assert_null(s->net.code);
    cr_assert_eq(s->net.port, -1);
    cr_assert_not(s->net.port_soft);
}

/* ================================================================ from the command line */

Test(game_setup, defaults_are_score_four_with_the_person_as_white_against_the_engine)
{
    GuiOptions o;
    const char *argv[] = {"score4"};
    GuiGameSetup s = from_argv(&o, 1, argv);
    cr_assert_str_eq(s.game, "score4");
    cr_assert_eq(s.mode, GUI_MODE_PVE);
    cr_assert_eq(s.human, S4_WHITE);
    cr_assert_eq(s.depth, -1);
    cr_assert_eq(s.difficulty, GUI_DIFFICULTY_DEFAULT, "without a depth, a named difficulty");
    cr_assert_eq(s.black_difficulty, -1);
    assert_from_empty_board(&s);
    cr_assert_eq(s.replay_game, 1);
    assert_no_friend(&s);
    cr_assert_not(s.net.loopback);
}

Test(game_setup, takes_the_game_players_depth_and_start_of_the_command_line)
{
    GuiOptions o;
    const char *argv[] = {"score4", "--game", "connect4", "--mode", "pvp", "--human", "black",
                          "--depth", "5", "--moves", "4 4 3"};
    GuiGameSetup s = from_argv(&o, 11, argv);
    cr_assert_str_eq(s.game, "connect4");
    cr_assert_eq(s.mode, GUI_MODE_PVP);
    cr_assert_eq(s.human, S4_BLACK);
    cr_assert_eq(s.depth, 5);
    cr_assert_eq(s.difficulty, -1, "the depth decides");
    cr_assert_str_eq(s.moves, "4 4 3");
    cr_assert_null(s.position);
    assert_no_friend(&s);
}

Test(game_setup, takes_each_engines_level_when_two_are_watched)
{
    GuiOptions o;
    const char *argv[] = {"score4", "--mode", "eve", "--level", "beginner", "--black-level",
                          "expert"};
    GuiGameSetup s = from_argv(&o, 7, argv);
    cr_assert_eq(s.mode, GUI_MODE_EVE);
    cr_assert_eq(s.difficulty, gui_difficulty_find("beginner"));
    cr_assert_eq(s.black_difficulty, gui_difficulty_find("expert"));
    cr_assert_eq(s.depth, -1);
}

Test(game_setup, takes_a_position_with_its_side_to_move)
{
    GuiOptions o;
    const char *argv[] = {"score4", "--position", "A1:W", "--to-move", "black"};
    GuiGameSetup s = from_argv(&o, 5, argv);
    cr_assert_str_eq(s.position, "A1:W");
    cr_assert_eq(s.to_move, S4_BLACK);
    cr_assert_null(s.moves);
}

Test(game_setup, takes_a_replay_file_and_its_game_line)
{
    GuiOptions o;
    const char *argv[] = {"score4", "--replay", "games.txt", "--replay-game", "4"};
    GuiGameSetup s = from_argv(&o, 5, argv);
    cr_assert_eq(s.mode, GUI_MODE_REPLAY);
    cr_assert_str_eq(s.replay, "games.txt");
    cr_assert_eq(s.replay_game, 4);
}

Test(game_setup, host_takes_its_port_loopback_and_code)
{
    GuiOptions o;
    const char *argv[] = {"score4", "--host", "0", "--host-loopback", "--code", "ABCD-EFGH"};
    GuiGameSetup s = from_argv(&o, 6, argv);
    cr_assert(s.net.host);
    cr_assert_eq(s.net.port, 0);
    cr_assert_not(s.net.port_soft);
    cr_assert(s.net.loopback);
    cr_assert_str_eq(s.net.code, "ABCD-EFGH");
    cr_assert_null(s.net.join);
    cr_assert_eq(s.mode, GUI_MODE_PVP); /* the other seat is a person over the network */
}

Test(game_setup, host_without_a_port_takes_the_usual_one)
{
    GuiOptions o;
    const char *argv[] = {"score4", "--host"};
    GuiGameSetup s = from_argv(&o, 2, argv);
    cr_assert(s.net.host);
    cr_assert_eq(s.net.port, -1);
    cr_assert_null(s.net.code);
}

Test(game_setup, join_takes_the_address_and_code)
{
    GuiOptions o;
    const char *argv[] = {"score4", "--join", "127.0.0.1:4000", "--code", "ABCD-EFGH"};
    GuiGameSetup s = from_argv(&o, 5, argv);
    cr_assert_not(s.net.host);
    cr_assert_str_eq(s.net.join, "127.0.0.1:4000");
    cr_assert_str_eq(s.net.code, "ABCD-EFGH");
    cr_assert_eq(s.mode, GUI_MODE_PVP);
}

Test(game_setup, leaves_the_options_as_they_were_parsed)
{
    GuiOptions o;
    const char *argv[] = {"score4", "--game", "connect3", "--human", "black"};
    GuiGameSetup s = from_argv(&o, 5, argv);
    gui_game_setup_swap_sides(&s);
    gui_game_setup_lesson(&s);
    cr_assert_str_eq(s.game, "score4");
    cr_assert_eq(s.human, S4_WHITE);
    cr_assert_str_eq(o.game, "connect3");
    cr_assert_eq(o.human, S4_BLACK);
    cr_assert_eq(o.mode, GUI_MODE_PVE);
}

/* ================================================================ the intents */

Test(game_setup, backdrop_is_the_chosen_game_for_two_people_without_a_friend)
{
    GuiGameSetup s = busy_setup();
    gui_game_setup_backdrop(&s, "connect3");
    cr_assert_str_eq(s.game, "connect3");
    cr_assert_eq(s.mode, GUI_MODE_PVP);
    assert_from_empty_board(&s);
    assert_no_friend(&s);
    cr_assert(s.net.loopback, "--host-loopback limits any later host too");
    cr_assert_eq(s.depth, 6, "the backdrop runs no engine: the depth stays");
}

Test(game_setup, begin_takes_the_start_screens_game_opponent_and_side)
{
    GuiSettings set;
    gui_settings_defaults(&set);
    set.game = 1; /* the second preset */
    int count;
    const char *const *names = s4_geometry_preset_names(&count);
    set.difficulty = 3;
    set.black_engine = 1;
    struct {
        GuiOpponent opponent;
        GuiSide side;
        GuiMode mode;
        S4Colour human;
        int black_difficulty; /* Black's own only when two engines are watched */
    } rows[] = {
        {GUI_OPPONENT_ENGINE, GUI_SIDE_WHITE, GUI_MODE_PVE, S4_WHITE, -1},
        {GUI_OPPONENT_ENGINE, GUI_SIDE_BLACK, GUI_MODE_PVE, S4_BLACK, -1},
        {GUI_OPPONENT_ENGINE, GUI_SIDE_RANDOM, GUI_MODE_PVE, S4_BLACK, -1}, /* the drawn side */
        {GUI_OPPONENT_PERSON, GUI_SIDE_WHITE, GUI_MODE_PVP, S4_WHITE, -1},
        {GUI_OPPONENT_ENGINES, GUI_SIDE_BLACK, GUI_MODE_EVE, S4_BLACK, 1},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        GuiGameSetup s = busy_setup();
        set.opponent = rows[i].opponent;
        set.side = rows[i].side;
        gui_game_setup_begin(&s, &set, S4_BLACK);
        cr_assert_str_eq(s.game, names[1]);
        cr_assert_eq(s.mode, rows[i].mode, "row %zu", i);
        cr_assert_eq(s.human, rows[i].human, "row %zu", i);
        cr_assert_eq(s.difficulty, 3, "row %zu", i);
        cr_assert_eq(s.black_difficulty, rows[i].black_difficulty, "row %zu", i);
        cr_assert_eq(s.depth, -1, "the named difficulty decides");
        assert_from_empty_board(&s);
        assert_no_friend(&s);
    }
}

Test(game_setup, friend_host_plays_the_settings_game_on_the_usual_port_with_a_new_code)
{
    GuiSettings set;
    gui_settings_defaults(&set);
    set.side = GUI_SIDE_BLACK;
    GuiGameSetup s = busy_setup();
    gui_game_setup_friend(&s, &set, true, "typed-host", "typed-code");
    cr_assert_str_eq(s.game, "score4");
    cr_assert_eq(s.mode, GUI_MODE_PVP);
    cr_assert_eq(s.human, S4_BLACK);
    assert_from_empty_board(&s);
    cr_assert(s.net.host);
    cr_assert_null(s.net.join);
    cr_assert_null(s.net.code, "a host makes a new code");
    cr_assert_eq(s.net.port, -1);
    cr_assert_not(s.net.port_soft);
    cr_assert(s.net.loopback);
}

Test(game_setup, friend_join_takes_the_typed_address_and_code)
{
    GuiSettings set;
    gui_settings_defaults(&set);
    set.side = GUI_SIDE_RANDOM; /* the host tells the joiner its side: White until then */
    GuiGameSetup s = busy_setup();
    gui_game_setup_friend(&s, &set, false, "10.0.0.2:4000", "WXYZ-2345");
    cr_assert_not(s.net.host);
    cr_assert_str_eq(s.net.join, "10.0.0.2:4000");
    cr_assert_str_eq(s.net.code, "WXYZ-2345");
    cr_assert_eq(s.human, S4_WHITE);
}

Test(game_setup, friend_resume_hosts_the_kept_game_again_on_its_port_of_before)
{
    GuiSettings set;
    gui_settings_defaults(&set);
    GuiGameSetup s = busy_setup();
    gui_game_setup_friend(&s, &set, true, "", "");
    char kept[] = "connect4"; /* a buffer, as GuiNet keeps it */
    gui_game_setup_friend_resume(&s, kept, S4_BLACK, "KEPT-CODE", 4555);
    cr_assert_str_eq(s.game, "connect4");
    cr_assert_neq(s.game, kept, "the preset's own name, not the buffer");
    cr_assert_eq(s.human, S4_BLACK);
    cr_assert_str_eq(s.net.code, "KEPT-CODE");
    cr_assert_eq(s.net.port, 4555);
    cr_assert(s.net.port_soft);
    gui_game_setup_friend_resume(&s, "no-such-game", S4_WHITE, "KEPT-CODE", 0);
    cr_assert_str_eq(s.game, "connect4", "a kind that is no preset keeps the game");
    cr_assert_eq(s.net.port, -1, "no port of before: the usual one");
}

Test(game_setup, swap_sides_swaps_only_the_side)
{
    GuiGameSetup s = busy_setup();
    GuiGameSetup before = s;
    gui_game_setup_swap_sides(&s);
    cr_assert_eq(s.human, S4_WHITE);
    gui_game_setup_swap_sides(&s);
    cr_assert(same_setup(&s, &before));
}

Test(game_setup, swap_engines_swaps_two_watched_engines_difficulties)
{
    GuiGameSetup s = busy_setup();
    s.mode = GUI_MODE_EVE;
    s.difficulty = 0;
    s.black_difficulty = 4;
    cr_assert(gui_game_setup_swap_engines(&s));
    cr_assert_eq(s.difficulty, 4);
    cr_assert_eq(s.black_difficulty, 0);
    struct {
        GuiMode mode;
        int white, black;
    } same[] = {
        {GUI_MODE_EVE, 2, 2},  /* no difference to swap */
        {GUI_MODE_EVE, 2, -1}, /* Black plays as White */
        {GUI_MODE_EVE, -1, 2}, /* a depth for both */
        {GUI_MODE_PVE, 0, 4},  /* one engine: Swap sides swaps the person instead */
    };
    for (size_t i = 0; i < sizeof same / sizeof same[0]; i++) {
        s.mode = same[i].mode;
        s.difficulty = same[i].white;
        s.black_difficulty = same[i].black;
        GuiGameSetup before = s;
        cr_assert_not(gui_game_setup_swap_engines(&s), "row %zu", i);
        cr_assert(same_setup(&s, &before), "row %zu changed", i);
    }
}

Test(game_setup, replay_steps_through_the_files_first_game)
{
    GuiGameSetup s = busy_setup();
    gui_game_setup_replay(&s, "/data/score4/game.txt");
    cr_assert_eq(s.mode, GUI_MODE_REPLAY);
    cr_assert_str_eq(s.replay, "/data/score4/game.txt");
    cr_assert_eq(s.replay_game, 1);
    cr_assert_null(s.position);
    cr_assert_null(s.moves);
    assert_no_friend(&s);
    cr_assert_str_eq(s.game, "connect4", "the file says its game");
}

Test(game_setup, resume_takes_the_kept_game_then_forgets_its_moves)
{
    GuiResume r = {.available = true, .game = "connect3", .mode = GUI_MODE_EVE,
                   .human = S4_BLACK, .difficulty = 2, .black_difficulty = 1, .depth = 7,
                   .moves = "1 2 3", .move_count = 3};
    GuiGameSetup s = busy_setup();
    gui_game_setup_resume(&s, &r);
    cr_assert_str_eq(s.game, "connect3");
    cr_assert_neq(s.game, r.game, "the preset's own name: r is read again later");
    cr_assert_eq(s.mode, GUI_MODE_EVE);
    cr_assert_eq(s.human, S4_BLACK);
    cr_assert_eq(s.depth, 7);
    cr_assert_eq(s.difficulty, 2);
    cr_assert_eq(s.black_difficulty, 1);
    cr_assert_eq(s.moves, r.moves);
    cr_assert_null(s.position);
    cr_assert_null(s.replay);
    assert_no_friend(&s);
    gui_game_setup_resumed(&s);
    cr_assert_null(s.moves, "a later set-up starts from the empty board");
}

Test(game_setup, host_game_follows_the_hosts_game_and_keeps_the_line)
{
    GuiGameSetup s = busy_setup();
    s.net = (GuiNetChoice){.port = -1, .join = "127.0.0.1", .code = "ABCD-EFGH"};
    char told[] = "connect3";
    gui_game_setup_host_game(&s, told);
    cr_assert_str_eq(s.game, "connect3");
    cr_assert_neq(s.game, told);
    assert_from_empty_board(&s);
    cr_assert_str_eq(s.net.join, "127.0.0.1");
    cr_assert_str_eq(s.net.code, "ABCD-EFGH");
    gui_game_setup_host_game(&s, "nonsense");
    cr_assert_str_eq(s.game, "connect3", "a name that is no preset keeps the game");
}

Test(game_setup, told_side_is_only_the_joiners_side)
{
    GuiGameSetup s = busy_setup();
    s.mode = GUI_MODE_PVP;
    s.net = (GuiNetChoice){.port = -1, .join = "127.0.0.1", .code = "ABCD-EFGH"};
    GuiGameSetup before = s;
    gui_game_setup_told_side(&s, S4_WHITE);
    cr_assert_eq(s.human, S4_WHITE);
    gui_game_setup_told_side(&s, S4_BLACK);
    cr_assert(same_setup(&s, &before), "the side told changes nothing else");
}

Test(game_setup, lesson_is_score_four_for_two_people)
{
    GuiGameSetup s = busy_setup();
    gui_game_setup_lesson(&s);
    cr_assert_str_eq(s.game, "score4");
    cr_assert_eq(s.mode, GUI_MODE_PVP);
    assert_from_empty_board(&s);
    assert_no_friend(&s);
}

Test(game_setup, puzzle_sets_its_position_up_for_the_person_alone)
{
    GuiGameSetup s = busy_setup();
    gui_game_setup_puzzle(&s, "score4", "A1:W B1:B", S4_BLACK);
    cr_assert_str_eq(s.game, "score4");
    cr_assert_eq(s.mode, GUI_MODE_PVP);
    cr_assert_str_eq(s.position, "A1:W B1:B");
    cr_assert_eq(s.to_move, S4_BLACK);
    cr_assert_null(s.moves);
    cr_assert_null(s.replay);
    assert_no_friend(&s);
}
