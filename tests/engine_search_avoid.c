/* engine_search_avoid.c: the search's root avoids the pegs it is told to (S4SearchLimits
 * .avoid_pegs: the moves the solver proved lost), unless every move worth searching is on one
 * of them; a win now is never avoided. Fixed depths: the same moves on any machine. */
#include <criterion/criterion.h>

#include <string.h>

#include "core/game.h"
#include "core/notation.h"
#include "search.h"

static S4Geometry geo;
static S4Searcher *searcher;

static void setup(void)
{
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    searcher = s4_searcher_new(4, 1);
    cr_assert_not_null(searcher);
}

static void teardown(void) { s4_searcher_free(searcher); }

static int peg_of(const char *name)
{
    int peg = -1;
    cr_assert_eq(s4_peg_parse(&geo, name, strlen(name), &peg), S4_OK);
    return peg;
}

static void play_record(S4Game *game, const char *record)
{
    s4_game_init(game, &geo);
    int bad = -1;
    cr_assert_eq(s4_game_play_record(game, record, &bad), S4_OK, "move %d", bad);
    game->board.geo = &geo;
}

static int search_peg(const S4Game *game, uint32_t avoid)
{
    S4SearchLimits limits = {.depth = 4, .avoid_pegs = avoid};
    S4SearchResult r;
    s4_search(searcher, &game->board, s4_game_to_move(game), &limits, &r);
    return r.peg;
}

Test(engine_search_avoid, the_root_plays_none_of_the_avoided_pegs, .init = setup,
     .fini = teardown)
{
    S4Game game;
    play_record(&game, "B2 C3 B3 C2 A1");
    int chosen = search_peg(&game, 0);
    cr_assert_geq(chosen, 0);
    uint32_t avoid = 0;
    /* Avoid each choice in turn: the search moves on to another peg every time. */
    for (int k = 0; k < 15; k++) {
        avoid |= 1u << chosen;
        s4_searcher_clear(searcher);
        chosen = search_peg(&game, avoid);
        cr_assert(chosen >= 0 && !(avoid >> chosen & 1), "round %d: peg %d was avoided", k,
                  chosen);
    }
    cr_assert_eq(avoid | 1u << chosen, 0xffffu, "every peg was tried once");
}

Test(engine_search_avoid, avoiding_every_peg_avoids_none, .init = setup, .fini = teardown)
{
    S4Game game;
    play_record(&game, "B2 C3 B3 C2 A1");
    int free_choice = search_peg(&game, 0);
    s4_searcher_clear(searcher);
    cr_assert_eq(search_peg(&game, 0xffffu), free_choice);
}

Test(engine_search_avoid, a_win_now_and_the_only_block_are_played_even_when_avoided,
     .init = setup, .fini = teardown)
{
    S4Game game;
    /* White has A1 B1 C1 on level 1: D1 wins now. */
    play_record(&game, "A1 A2 B1 B2 C1 C2");
    cr_assert_eq(search_peg(&game, 1u << peg_of("D1")), peg_of("D1"));
    /* Black to move must block D1, its only move not to lose at once. */
    play_record(&game, "A1 A2 B1 B2 C1");
    cr_assert_eq(search_peg(&game, 1u << peg_of("D1")), peg_of("D1"));
}
