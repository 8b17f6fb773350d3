/* gui_net_seat.c: this window's side in a game with a friend is the game's description's
 * (GuiGameSetup.human): the host's moves, status line and the joiner's told side read and
 * change that one fact (gui/model/net.h), without a window or a line. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "core/geometry.h"
#include "core/notation.h"
#include "gui/model/game_setup.h"
#include "gui/model/net.h"

/* A game with a friend of Score Four from the empty board, this window on `side`, refereed
 * by the window (no engine). *game must not move while the referee lives. */
static void friend_game(GuiGameState *game, S4Colour side)
{
    memset(game, 0, sizeof *game);
    game->setup = (GuiGameSetup){.game = "score4", .mode = GUI_MODE_PVP, .human = side,
                                 .difficulty = -1, .black_difficulty = -1, .depth = -1,
                                 .to_move = S4_WHITE, .replay_game = 1, .net = {.port = -1}};
    cr_assert_eq(s4_geometry_preset(&game->geo, "score4"), S4_OK);
    S4Game start;
    s4_game_init(&start, &game->geo);
    gui_referee_init(&game->ref, &game->geo, &start, &game->setup, NULL, 1000);
    gui_referee_new_game(&game->ref, 0.0);
}

/* A hosting window whose friend is in (the line itself is client/net_host's, tested in
 * net_units): what it lets its person do follows the setup's side. */
static void host_with_friend_in(GuiNet *net)
{
    memset(net, 0, sizeof *net);
    net->role = GUI_NET_HOST;
    net->host.joined = true;
    net->ever_joined = true;
}

Test(net_seat, the_host_moves_on_the_side_the_description_gives_and_follows_a_swap)
{
    GuiGameState game;
    friend_game(&game, S4_WHITE);
    GuiNet net;
    host_with_friend_in(&net);
    char status[GUI_MESSAGE_MAX + 256];
    cr_assert(gui_net_may_move(&net, &game), "White to move, the host plays White");
    cr_assert_not(gui_net_waits(&net, &game));
    cr_assert(gui_net_status(&net, &game, status, sizeof status));
    cr_assert(strstr(status, "White to move: your turn") != NULL, "%s", status);

    /* Swap sides changes the description only: nothing else needs telling. */
    gui_game_setup_swap_sides(&game.setup);
    cr_assert_not(gui_net_may_move(&net, &game), "the host now plays Black");
    cr_assert(gui_net_waits(&net, &game), "White's move is the friend's");
    cr_assert(gui_net_status(&net, &game, status, sizeof status));
    cr_assert(strstr(status, "White to move: your friend is thinking") != NULL, "%s", status);
    cr_assert(gui_referee_human_to_move(&game.ref), "two people: the friend's click is played");
    cr_assert_eq(gui_referee_play(&game.ref, 0, 1.0), S4_OK);
    cr_assert(gui_net_may_move(&net, &game), "Black to move: the host's turn");
    gui_referee_free(&game.ref);
}

Test(net_seat, the_hosts_result_line_names_the_winner_by_the_descriptions_side)
{
    GuiGameState game;
    friend_game(&game, S4_BLACK);
    GuiNet net;
    host_with_friend_in(&net);
    /* White fills row 1 of level 1 while Black plays on A2. */
    const char *moves[] = {"A1", "A2", "B1", "A2", "C1", "A2", "D1"};
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        int peg = -1;
        cr_assert_eq(s4_peg_parse(&game.geo, moves[i], strlen(moves[i]), &peg), S4_OK);
        cr_assert_eq(gui_referee_play(&game.ref, peg, 1.0), S4_OK, "%s", moves[i]);
    }
    char status[GUI_MESSAGE_MAX + 256];
    cr_assert(gui_net_status(&net, &game, status, sizeof status));
    cr_assert(strstr(status, "your friend wins") != NULL, "the host is Black: %s", status);
    gui_game_setup_swap_sides(&game.setup);
    cr_assert(gui_net_status(&net, &game, status, sizeof status));
    cr_assert(strstr(status, "you win!") != NULL, "the host is White: %s", status);
    gui_referee_free(&game.ref);
}

Test(net_seat, a_joiner_takes_the_side_the_host_tells_into_its_description)
{
    GuiGameState game;
    friend_game(&game, S4_WHITE); /* the joiner's own wish, before the host has spoken */
    GuiNet *net = calloc(1, sizeof *net);
    cr_assert_not_null(net);
    net->role = GUI_NET_JOIN;
    net->join.state = S4_JOIN_PLAYING;
    net->join.was_in = true;
    cr_assert_eq(s4_geometry_preset(&net->join.geo, "score4"), S4_OK);
    net->join.has_geo = true;
    s4_game_init(&net->join.game, &net->join.geo);
    gui_net_show_told_game(net, &game);
    cr_assert_eq(game.setup.human, S4_WHITE, "no side told yet: the description stays");

    net->join.colour = S4_BLACK;
    net->join.colour_known = true;
    gui_net_show_told_game(net, &game);
    cr_assert_eq(game.setup.human, S4_BLACK, "the host's word is the joiner's side");
    cr_assert_eq(game.setup.mode, GUI_MODE_PVP, "only the side changes");
    cr_assert_str_eq(game.setup.game, "score4");

    /* The host swapped the seats for its next game: the joiner follows. */
    net->join.colour = S4_WHITE;
    net->join.restarts++;
    gui_net_show_told_game(net, &game);
    cr_assert_eq(game.setup.human, S4_WHITE);
    free(net);
    gui_referee_free(&game.ref);
}
