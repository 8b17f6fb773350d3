/* What two friends do around a game over the network, through two real windows (offscreen)
 * over loopback: undo tried with Ctrl held, the host swapping sides, the joiner choosing
 * Play again with the keyboard, a host that quits or opens another game, and a code
 * mistyped on the friend screen. Every wait is on the windows' output, with a generous
 * limit. */
#define _DEFAULT_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "client/net_code.h"
#include "gui_run.h"
#include "net_child.h"
#include "net_peer.h"
#include "net_windows.h"

static char home[256];

static void setup(void)
{
    gui_home_make(home, "friends");
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
}

static void teardown(void)
{
    gui_home_remove(home);
}

static int start_host(NetChild *host, const char *script)
{
    return net_window_host(host, "", script);
}

static void start_join(NetChild *join, int port, const char *script)
{
    net_window_join(join, "127.0.0.1", port, CODE, script);
}

/* The test's own friend on the host's port: it joins, answers B1 to each of White's first
 * three moves (the first only once the host has printed its texts, so what the host drew
 * on the friend's turn is known), and the host's game ends as WHOLE_GAME. */
static void play_with_friend(NetChild *host, int port)
{
    NetPeer friend;
    cr_assert(net_peer_join(&friend, port, CODE, LIMIT_MS), "never let in: %s", friend.said);
    cr_assert(net_peer_until_move(&friend, LIMIT_MS), "%s", friend.said);
    cr_assert_not_null(net_child_wait_for(host, 0, "texts end", LIMIT_MS), "%s", host->seen);
    for (int i = 0; i < 3; i++) {
        if (i > 0)
            cr_assert(net_peer_until_move(&friend, LIMIT_MS), "%s", friend.said);
        cr_assert(net_peer_say(&friend, "B1."));
    }
    net_window_expect_exit(host, 0, "host");
    net_peer_close(&friend);
    cr_assert_not_null(strstr(host->seen, WHOLE_GAME), "%s", host->seen);
}

/* The n-th (1-based) "texts ... texts end" block of a window's output into buf. */
static void texts_block(const char *seen, int n, char *buf, size_t size)
{
    const char *start = seen, *end = NULL;
    for (int i = 0; i < n && start != NULL; i++) {
        start = strstr(end ? end + 1 : seen, "texts ");
        end = start ? strstr(start, "texts end") : NULL;
        if (end == NULL)
            start = NULL;
    }
    size_t len = start ? (size_t)(end - start) : 0;
    if (len >= size)
        len = size - 1;
    memcpy(buf, start ? start : "", len);
    buf[len] = '\0';
}

Test(net_friends, undo_with_ctrl_held_is_refused_on_both_boards, .init = setup, .fini = teardown)
{
    /* Each side presses Ctrl+U at its own turn: refused with a note as U is, so the game
     * goes on to the same end on both boards (the host's Ctrl+U took back the friend's
     * move; the joiner's emptied its board and showed White's turn as its own). */
    NetChild host, join;
    int port = start_host(&host, "wait-engine; play A1; wait-engine; key Ctrl+U; play A1; "
                                 "wait-engine; play A1; wait-engine; play A1; wait-engine");
    start_join(&join, port, "wait-engine; play B1; wait-engine; key Ctrl+U; print-texts; "
                            "key ]; print-texts; play B1; wait-engine; play B1; "
                            "wait-engine");
    net_window_expect_exit(&host, 0, "host");
    net_window_expect_exit(&join, 0, "joiner");
    cr_assert_not_null(strstr(host.seen, WHOLE_GAME), "%s", host.seen);
    cr_assert_not_null(strstr(join.seen, WHOLE_GAME), "%s", join.seen);
    /* No board went back: each count of moves is printed once, in order. */
    cr_assert_null(strstr(host.seen, "played: A1 B1 A1\nplayed: A1 B1\n"), "%s", host.seen);
    char j[16384];
    texts_block(join.seen, 1, j, sizeof j);
    cr_assert_not_null(strstr(j, ": No taking back in a game with a friend\n"), "%s", j);
    cr_assert_not_null(strstr(j, "Black to move: your turn"), "%s", j);
    /* ] (a difficulty) has no engine to apply to: said so, the board untouched. */
    texts_block(join.seen, 2, j, sizeof j);
    cr_assert_not_null(strstr(j, ": No engine plays in a game with a friend"), "%s", j);
    cr_assert_not_null(strstr(j, "Black to move: your turn"), "%s", j);
}

Test(net_friends, the_host_swaps_sides_and_the_friend_plays_white, .init = setup,
     .fini = teardown)
{
    /* After a game the host's Swap sides (off for the joiner, whose side the host tells)
     * starts the next with the seats swapped: the friend, back with the same code, plays
     * White and moves first. */
    NetChild host, join, again;
    int port = start_host(&host, HOST_SCRIPT "; button result:swap; wait-engine; "
                                 "play D1; wait-engine; play D1; wait-engine; play D1; wait-engine");
    /* The first joiner leaves once the game is over (the host may have begun the next
     * before it drew the end: it is told both in one read). */
    start_join(&join, port, JOIN_SCRIPT);
    net_window_expect_exit(&join, 0, "joiner");
    cr_assert_not_null(net_child_wait_for(&host, 0, WHOLE_GAME, LIMIT_MS), "%s", host.seen);
    start_join(&again, port,
               "wait-engine; print-texts; play C1; wait-engine; play C1; wait-engine; play C1; "
               "wait-engine; play C1; wait-engine");
    net_window_expect_exit(&host, 0, "host");
    net_window_expect_exit(&again, 0, "joiner back");
    const char *second = "game-over: White wins; moves: C1 D1 C1 D1 C1 D1 C1";
    cr_assert_not_null(strstr(host.seen, second), "%s", host.seen);
    cr_assert_not_null(strstr(again.seen, second), "%s", again.seen);
    /* The friend back: its card is White's, to move first. */
    char a[16384];
    texts_block(again.seen, 1, a, sizeof a);
    cr_assert_not_null(strstr(a, ": White, to move\n"), "%s", a);
    cr_assert_not_null(strstr(a, "your turn"), "%s", a);
}

Test(net_friends, the_joiners_play_again_with_enter_offers_a_new_game, .init = setup,
     .fini = teardown)
{
    /* Enter on the joiner's result panel (its focus starts on Play again) offers the host
     * a new game, as a click does: before, it began one on the joiner's board alone. */
    NetChild host, join;
    int port = start_host(&host, HOST_SCRIPT "; wait 10000000");
    start_join(&join, port, JOIN_SCRIPT "; key Return; print-texts; wait 10000000");
    cr_assert_not_null(net_child_wait_for(&host, 0, "your friend offers a new game", LIMIT_MS),
                       "%s", host.seen);
    cr_assert_not_null(net_child_wait_for(&join, 0, "texts end", LIMIT_MS), "%s", join.seen);
    net_child_kill(&host);
    net_child_kill(&join);
    char j[16384];
    texts_block(join.seen, 1, j, sizeof j);
    cr_assert_not_null(strstr(j, ": Offered your friend a new game: waiting for the answer\n"),
                       "%s", j);
    /* Nothing began on the host without its person: no new game. */
    cr_assert_null(strstr(host.seen, "a new game:"), "%s", host.seen);
}

Test(net_friends, the_host_declines_the_joiners_offer_and_keeps_its_result, .init = setup,
     .fini = teardown)
{
    /* The joiner's Play again used to begin a new game on the host at once and take its
     * result panel (Review, Save) away. Now the host is asked: Decline keeps the result
     * panel, and the joiner is told. */
    NetChild host, join;
    int port = start_host(&host, HOST_SCRIPT "; button confirm:no; print-texts; wait 10000000");
    start_join(&join, port, JOIN_SCRIPT "; key N; wait-engine; print-texts; wait 10000000");
    cr_assert_not_null(net_child_wait_for(&host, 0, "texts end", LIMIT_MS), "%s", host.seen);
    cr_assert_not_null(net_child_wait_for(&join, 0, "texts end", LIMIT_MS), "%s", join.seen);
    net_child_kill(&host);
    net_child_kill(&join);
    char h[16384], j[16384];
    texts_block(host.seen, 1, h, sizeof h);
    texts_block(join.seen, 1, j, sizeof j);
    cr_assert_not_null(strstr(host.seen, "your friend offers a new game"), "%s", host.seen);
    cr_assert_not_null(strstr(h, ": Declined: the result stays\n"), "%s", h);
    cr_assert_not_null(strstr(h, ": Review"), "%s", h);
    cr_assert_not_null(strstr(h, ": Save"), "%s", h);
    cr_assert_null(strstr(host.seen, "a new game:"), "%s", host.seen);
    cr_assert_not_null(strstr(j, ": The host declined a new game\n"), "%s", j);
    /* The boards still show the game that ended. */
    cr_assert_not_null(strstr(j, "White wins"), "%s", j);
}

Test(net_friends, the_host_accepts_the_joiners_offer_and_both_play_anew, .init = setup,
     .fini = teardown)
{
    /* The joiner offers (N), the host accepts (its question's Accept): a new game on both
     * boards, the friend still in. */
    NetChild host, join;
    int port = start_host(&host, HOST_SCRIPT "; button confirm:yes; wait-engine; play D1; "
                                 "wait-engine");
    start_join(&join, port, JOIN_SCRIPT "; key N; wait-engine; play D4; wait-engine");
    net_window_expect_exit(&host, 0, "host");
    net_window_expect_exit(&join, 0, "joiner");
    cr_assert_not_null(strstr(host.seen, "a new game: your friend's offer accepted"), "%s",
                       host.seen);
    cr_assert_not_null(strstr(host.seen, "played: D1 D4\n"), "%s", host.seen);
    cr_assert_not_null(strstr(join.seen, "played: D1 D4"), "%s", join.seen);
}

Test(net_friends, the_host_offers_and_the_joiner_accepts, .init = setup, .fini = teardown)
{
    /* Either side may offer: the host's N after the end asks the joiner, whose Accept
     * begins the new game on both boards. */
    NetChild host, join;
    int port = start_host(&host, HOST_SCRIPT "; key N; print-texts; wait-engine; play D1; "
                                 "wait-engine");
    start_join(&join, port, JOIN_SCRIPT "; button confirm:yes; wait-engine; play D4; "
                            "wait-engine");
    net_window_expect_exit(&host, 0, "host");
    net_window_expect_exit(&join, 0, "joiner");
    char h[16384];
    texts_block(host.seen, 1, h, sizeof h);
    cr_assert_not_null(strstr(h, ": Offered your friend a new game: waiting for the answer\n"),
                       "%s", h);
    cr_assert_not_null(strstr(join.seen, "the host offers a new game"), "%s", join.seen);
    cr_assert_not_null(strstr(host.seen, "a new game: your friend took the offer"), "%s",
                       host.seen);
    cr_assert_not_null(strstr(host.seen, "played: D1 D4\n"), "%s", host.seen);
    cr_assert_not_null(strstr(join.seen, "played: D1 D4"), "%s", join.seen);
}

Test(net_friends, a_host_that_quits_leaves_no_side_to_move, .init = setup, .fini = teardown)
{
    /* The host quits mid-game (Q, then Yes): its question says what becomes of the game
     * (not the start screen's Resume, which does not keep it); the joiner is told, and
     * neither of its cards is lit as the side to move. */
    NetChild host, join;
    int port = start_host(&host, "wait-engine; play A1; wait-engine; key Q; print-texts; key Y");
    start_join(&join, port, "wait-engine; play B1; wait-engine; print-texts");
    net_window_expect_exit(&host, 0, "host");
    net_window_expect_exit(&join, 0, "joiner");
    char h[16384], j[16384];
    texts_block(host.seen, 1, h, sizeof h);
    texts_block(join.seen, 1, j, sizeof j);
    cr_assert_not_null(strstr(h, "Your friend is told you left"), "%s", h);
    cr_assert_null(strstr(h, "Resume"), "%s", h);
    cr_assert_not_null(strstr(j, ": The host left the game.   Esc: start screen\n"), "%s", j);
    cr_assert_not_null(strstr(j, ": White, left\n"), "%s", j);
    cr_assert_null(strstr(j, ", to move\n"), "%s", j);
}

Test(net_friends, a_host_that_opens_a_saved_game_leaves_the_friend_game, .init = setup,
     .fini = teardown)
{
    /* Ctrl+O mid-game (after Ctrl+S kept a game to open), Yes and Enter on the list's newest
     * game: the host leaves the game with its friend for the opened one, and the friend is told, instead of being sent the opened
     * game as if it were theirs. */
    NetChild host, join;
    int port = start_host(&host, "wait-engine; play A1; key Ctrl+S; wait-engine; key Ctrl+O; "
                                 "print-texts; key Y; wait 1; key Return; wait 10000000");
    start_join(&join, port, "wait-engine; play B1; wait-engine");
    net_window_expect_exit(&join, 0, "joiner");
    cr_assert_not_null(strstr(join.seen, "the host left the game"), "%s", join.seen);
    cr_assert_not_null(net_child_wait_for(&host, 0, "texts end", LIMIT_MS), "%s", host.seen);
    net_child_kill(&host);
    char h[16384];
    texts_block(host.seen, 1, h, sizeof h);
    cr_assert_not_null(strstr(h, "Open a saved game instead of this one? Your"), "%s", h);
}

Test(net_friends, a_mistyped_code_on_the_friend_screen_is_shown_under_join, .init = setup,
     .fini = teardown)
{
    /* A code with a letter no code has (O): the friend screen stays, with why under its
     * Join button and the typed code there to mend; no command-line option in the words. */
    NetChild join;
    net_child_start(&join, "exec " WINDOW " --script \"menu-select opponent friend; menu-start; "
                           "button friend:field-host; type 127.0.0.1:9; button friend:field-code; "
                           "type WRONG9; button friend:join; wait 3; print-texts\" --frames 2");
    net_window_expect_exit(&join, 0, "window");
    char t[16384];
    texts_block(join.seen, 1, t, sizeof t);
    cr_assert_not_null(strstr(t, ": Could not join: 'WRONG9' is not a join code"), "%s", t);
    cr_assert_not_null(strstr(t, ": WRONG9_\n"), "%s", t);
    cr_assert_not_null(strstr(t, ": A friend over the network\n"), "%s", t);
    cr_assert_null(strstr(t, "--join"), "%s", t);
}

Test(net_friends, a_join_from_the_friend_screen_after_join_goes_back_to_it, .init = setup,
     .fini = teardown)
{
    /* A window opened with --join leaves for the start screen, then joins from the friend
     * screen with a wrong code: turned away, it is back on the friend screen (before, it
     * stayed on the board as a --join window does). */
    NetChild host, join;
    int port = start_host(&host, "wait-engine; play A1; wait 10000000");
    char script[1024];
    snprintf(script, sizeof script,
             "wait-engine; key Escape; key Y; menu-select opponent friend; menu-start; "
             "button friend:field-host; type 127.0.0.1:%d; button friend:field-code; "
             "type ZZZZZZ; button friend:join; wait-engine; print-texts",
             port);
    start_join(&join, port, script);
    net_window_expect_exit(&join, 0, "joiner");
    net_child_kill(&host);
    char t[16384];
    texts_block(join.seen, 1, t, sizeof t);
    cr_assert_not_null(strstr(t, ": The host turned you away: wrong code.\n"), "%s", join.seen);
    cr_assert_not_null(strstr(t, ": ZZZZZZ_\n"), "%s", join.seen);
}

Test(net_friends, a_joiner_prints_the_pegs_of_the_hosts_game, .init = setup, .fini = teardown)
{
    /* A joining window opens on Score Four and takes the host's Connect Four when told:
     * with --print-pegs it prints the columns again, where they are drawn, so a driver
     * clicking through the real mouse finds them (the first frame's were Score Four's). */
    NetChild host, join;
    char command[2048];
    int port = net_window_host(&host, "--game connect4", "wait-engine; play 1; wait-engine");
    snprintf(command, sizeof command,
             "exec %s --join 127.0.0.1:%d --code " CODE " --print-pegs --print-position "
             "--script \"wait-engine; play 2; wait-engine\" --frames 3",
             WINDOW, port);
    net_child_start(&join, command);
    net_window_expect_exit(&host, 0, "host");
    net_window_expect_exit(&join, 0, "joiner");
    const char *one = strstr(join.seen, "peg 1 "), *seven = strstr(join.seen, "peg 7 ");
    cr_assert_not_null(one, "%s", join.seen);
    cr_assert_not_null(seven, "%s", join.seen);
    int x1 = 0, y1 = 0, x7 = 0, y7 = 0;
    cr_assert_eq(sscanf(one, "peg 1 %d %d", &x1, &y1), 2, "%s", join.seen);
    cr_assert_eq(sscanf(seven, "peg 7 %d %d", &x7, &y7), 2, "%s", join.seen);
    cr_assert_lt(x1, x7, "%s", join.seen); /* the columns left to right */
    cr_assert_not_null(strstr(join.seen, "played: 1 2\n"), "%s", join.seen);
}

/* Window y of the last "peg NAME x y" line in seen. */
static int last_peg_y(const char *seen, const char *name)
{
    char key[16];
    snprintf(key, sizeof key, "peg %s ", name);
    const char *last = NULL;
    for (const char *p = strstr(seen, key); p != NULL; p = strstr(p + 1, key))
        last = p;
    cr_assert_not_null(last, "%s", seen);
    int x = 0, y = 0;
    cr_assert_eq(sscanf(last + strlen(key), "%d %d", &x, &y), 2, "%s", seen);
    return y;
}

Test(net_friends, the_joiner_playing_black_sees_the_board_from_blacks_side, .init = setup,
     .fini = teardown)
{
    /* The host plays White, so the friend sits at Black's side: row 4 nearest, lowest on the
     * screen, as for a person playing Black against the engine; the host sees row 1 there. */
    NetChild host, join;
    char command[2048];
    int port = net_window_host(&host, "--print-pegs", HOST_SCRIPT);
    snprintf(command, sizeof command,
             "exec %s --join 127.0.0.1:%d --code " CODE " --print-pegs --script \"" JOIN_SCRIPT
             "\" --frames 3",
             WINDOW, port);
    net_child_start(&join, command);
    net_window_expect_exit(&host, 0, "host");
    net_window_expect_exit(&join, 0, "joiner");
    cr_assert_lt(last_peg_y(join.seen, "A1"), last_peg_y(join.seen, "A4"), "%s", join.seen);
    cr_assert_gt(last_peg_y(host.seen, "A1"), last_peg_y(host.seen, "A4"), "%s", host.seen);
}

Test(net_friends, a_new_game_ends_the_joiners_review, .init = setup, .fini = teardown)
{
    /* The joiner (White here) reviews the game just over and offers another (N): when the
     * host accepts it, the joiner's board is the new game's, live, not a review of a game
     * that is gone ("Review: move 0 of 0"). */
    NetChild host, join;
    int port = net_window_host(&host, "--human black",
                               "wait-engine; play B1; wait-engine; play B1; wait-engine; "
                               "play B1; wait-engine; button confirm:yes; wait 10000000");
    start_join(&join, port,
               "wait-engine; play A1; wait-engine; play A1; wait-engine; play A1; wait-engine; "
               "play A1; wait-engine; button result:review; key Left; key N; wait-engine; "
               "print-texts");
    net_window_expect_exit(&join, 0, "joiner");
    cr_assert_not_null(net_child_wait_for(&host, 0, "a new game: your friend's offer accepted",
                                          LIMIT_MS),
                       "%s", host.seen);
    net_child_kill(&host);
    char j[16384];
    texts_block(join.seen, 1, j, sizeof j);
    cr_assert_null(strstr(j, "Review: "), "%s", j);
    cr_assert_not_null(strstr(j, "White to move: your turn - click a peg\n"), "%s", j);
}

Test(net_friends, the_hosts_resignation_on_the_friends_turn_is_refused_with_a_reason,
     .init = setup, .fini = teardown)
{
    /* G while the friend is choosing a move: the host waits for that move (the line
     * carries one thing at a time), and says so instead of doing nothing; the game goes
     * on to its end. The friend here is the test's own player, which answers only once
     * the host has drawn its answer to G. */
    NetChild host;
    int port = start_host(&host, "wait-engine; play A1; key G; print-texts; wait-engine; play A1; "
                                 "wait-engine; play A1; wait-engine; play A1; wait-engine");
    play_with_friend(&host, port);
    char h[16384];
    texts_block(host.seen, 1, h, sizeof h);
    cr_assert_not_null(strstr(h, ": Resign on your own turn: your friend is choosing a move\n"),
                       "%s", h);
    cr_assert_null(strstr(h, "You resigned"), "%s", h);
}

Test(net_friends, a_friend_back_after_the_host_resigned_sees_the_game_and_its_end,
     .init = setup, .fini = teardown)
{
    /* The host resigns on its turn; the friend's window is killed and started again with
     * the same code: it shows the board as it stood and that the host resigned (it showed
     * an empty board, White's card lit as its own, "the host is thinking..."). */
    NetChild host, join, again;
    int port = start_host(&host, "wait-engine; play A1; wait-engine; key G; wait 10000000");
    /* Its wait ends when the host resigns: nothing more comes for that game. */
    start_join(&join, port, "wait-engine; play B1; wait-engine; print-texts; wait 10000000");
    cr_assert_not_null(net_child_wait_for(&join, 0, "texts end", LIMIT_MS), "%s", join.seen);
    cr_assert_not_null(strstr(join.seen, ": The host resigned: you win."), "%s", join.seen);
    net_child_kill(&join);
    cr_assert_not_null(net_child_wait_for(&host, 0, "paused: ", LIMIT_MS), "%s", host.seen);
    start_join(&again, port, "wait-engine; print-texts");
    net_window_expect_exit(&again, 0, "joiner back");
    net_child_kill(&host);
    char a[16384];
    texts_block(again.seen, 1, a, sizeof a);
    cr_assert_not_null(strstr(a, ": The host resigned: you win."), "%s", a);
    cr_assert_null(strstr(a, ", to move\n"), "%s", a);
    cr_assert_not_null(strstr(again.seen, "position: W/B//"), "%s", again.seen);
}

/* Waits until the file at path holds `text` (the host saves after every move). */
static void wait_file_holds(NetChild *reader, const char *path, const char *text)
{
    char got[2048] = "";
    for (int i = 0; i < LIMIT_MS / 100 && !strstr(got, text); i++) {
        net_child_wait_for(reader, 0, "\x01", 100); /* reads on while waiting */
        FILE *f = fopen(path, "r");
        if (f) {
            size_t n = fread(got, 1, sizeof got - 1, f);
            got[n] = '\0';
            fclose(f);
        }
    }
    cr_assert_not_null(strstr(got, text), "%s: %s", path, got);
}

Test(net_friends, a_host_started_again_offers_its_friend_game_back_of_the_same_kind,
     .init = setup, .fini = teardown)
{
    /* A Connect Four game with a friend, four moves in, and both windows gone. The host's
     * window started again: its friend screen offers Resume with the same code (Host a game
     * made a new code, which turned the friend away); --host --code keeps Connect Four
     * (it began Score Four and overwrote the kept game); --game score4 with that code is
     * refused rather than overwrite it. The joiner's window started again (its own data
     * directory) has Host and Code filled from its last game. */
    NetChild host, join, again;
    char command[2048], joiner_data[300], path[512], tag[17];
    snprintf(joiner_data, sizeof joiner_data, "%s/joiner-data", home);
    int port = net_window_host(&host, "--game connect4",
                               "wait-engine; play 1; wait-engine; play 1; wait-engine; "
                               "wait 10000000");
    snprintf(command, sizeof command,
             "XDG_DATA_HOME=%s exec %s --join 127.0.0.1:%d --code " CODE " --script "
             "\"wait-engine; play 2; wait-engine; play 2; wait-engine; wait 10000000\" "
             "--frames 3",
             joiner_data, WINDOW, port);
    net_child_start(&join, command);
    s4_net_code_file_tag(CODE, tag);
    snprintf(path, sizeof path, "%s/data/score4/friend-%s-host.txt", home, tag);
    wait_file_holds(&host, path, "1 2 1 2");
    net_child_kill(&host);
    net_child_kill(&join);

    /* Another kind with the kept game's code: refused, the game untouched. */
    snprintf(command, sizeof command,
             "exec %s --host 0 --host-loopback --code " CODE " --game score4 --frames 1", WINDOW);
    net_child_start(&again, command);
    net_window_expect_exit(&again, 2, "host of another kind");
    cr_assert_not_null(strstr(again.seen, "the game kept under code " CODE " is connect4"), "%s",
                       again.seen);
    wait_file_holds(&again, path, "1 2 1 2");

    /* In a portrait window the Resume button's label is shortened to fit (the game's name
     * kept), never cut by the window's edges. */
    snprintf(command, sizeof command,
             "exec %s --host-loopback --size 450x800 --script \"menu-select opponent friend; "
             "menu-start; print-texts\" --frames 2",
             WINDOW);
    net_child_start(&again, command);
    net_window_expect_exit(&again, 0, "friend screen in a portrait window");
    char narrow[16384];
    texts_block(again.seen, 1, narrow, sizeof narrow);
    int draw_w = 0, draw_h = 0;
    cr_assert_eq(sscanf(narrow, "texts %d %d", &draw_w, &draw_h), 2, "%s", narrow);
    const char *label = strstr(narrow, ": Resume Connect Four");
    cr_assert_not_null(label, "%s", narrow);
    const char *line = label;
    while (line > narrow && line[-1] != '\n')
        line--;
    int x = 0, y = 0, w = 0, h = 0;
    cr_assert_eq(sscanf(line, "text %d %d %d %d:", &x, &y, &w, &h), 4, "%s", line);
    cr_assert(x >= 0 && x + w <= draw_w, "the Resume label runs out of a %d-pixel window: %.80s",
              draw_w, line);

    /* The start screen's friend entry: Resume, and it hosts the same game with the code. */
    snprintf(command, sizeof command,
             "exec %s --host-loopback --script \"menu-select opponent friend; menu-start; "
             "print-texts; button friend:resume; wait 3; print-texts\" --frames 2 "
             "--print-position",
             WINDOW);
    net_child_start(&again, command);
    net_window_expect_exit(&again, 0, "host resuming from the friend screen");
    char t[16384];
    texts_block(again.seen, 1, t, sizeof t);
    /* The label names the game and the code (its moves too when the button is wide enough). */
    const char *resume = strstr(t, ": Resume Connect Four");
    cr_assert_not_null(resume, "%s", t);
    const char *resume_end = strchr(resume, '\n');
    const char *code_at = strstr(resume, "code " CODE);
    cr_assert(code_at != NULL && (resume_end == NULL || code_at < resume_end), "%s", t);
    /* On the port of before, which the friend's window tries again. */
    char on_port[64];
    snprintf(on_port, sizeof on_port, "hosting connect4 on port %d,", port);
    cr_assert_not_null(strstr(again.seen, on_port), "%s", again.seen);
    cr_assert_not_null(strstr(again.seen, "join code " CODE), "%s", again.seen);
    cr_assert_not_null(strstr(again.seen, "goes on after its 4 moves"), "%s", again.seen);

    /* --host --code without --game: Connect Four stays Connect Four. */
    snprintf(command, sizeof command,
             "exec %s --host 0 --host-loopback --code " CODE " --frames 2 --print-position",
             WINDOW);
    net_child_start(&again, command);
    net_window_expect_exit(&again, 0, "host started again");
    cr_assert_not_null(strstr(again.seen, "hosting connect4 on port"), "%s", again.seen);
    cr_assert_not_null(strstr(again.seen, "goes on after its 4 moves"), "%s", again.seen);
    wait_file_holds(&again, path, "1 2 1 2");

    /* The joiner's window started again: the friend screen's fields hold its last game. */
    snprintf(command, sizeof command,
             "XDG_DATA_HOME=%s exec %s --script \"menu-select opponent friend; menu-start; "
             "print-texts\" --frames 2",
             joiner_data, WINDOW);
    net_child_start(&again, command);
    net_window_expect_exit(&again, 0, "joiner started again");
    texts_block(again.seen, 1, t, sizeof t);
    char address[64];
    snprintf(address, sizeof address, ": 127.0.0.1:%d", port);
    cr_assert_not_null(strstr(t, address), "%s", t);
    cr_assert_not_null(strstr(t, ": " CODE), "%s", t);
}

Test(net_friends, the_board_offers_a_ghost_bead_only_on_this_windows_turn, .init = setup,
     .fini = teardown)
{
    /* The host hovers a peg while its friend chooses a move: no ghost bead follows the
     * pointer, since a click there is refused; on its own turn again the same hover shows
     * where the bead would land. The friend is the test's player, which answers only once
     * the host has drawn the first hover. */
    NetChild host;
    int port = start_host(&host, "wait-engine; play A1; hover B2; wait 2; print-texts; "
                                 "wait-engine; hover C2; wait 2; print-texts; play A1; "
                                 "wait-engine; play A1; wait-engine; play A1; wait-engine");
    play_with_friend(&host, port);
    char friends_turn[16384], own_turn[16384];
    texts_block(host.seen, 1, friends_turn, sizeof friends_turn);
    texts_block(host.seen, 2, own_turn, sizeof own_turn);
    cr_assert_null(strstr(friends_turn, "ghost bead:"), "%s", friends_turn);
    cr_assert_not_null(strstr(own_turn, "ghost bead: peg C2\n"), "%s", own_turn);
}
