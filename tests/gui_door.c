/* gui_door.c: the one door through which a game in progress ends or is replaced
 * (src/gui/model/door.c): every way out in every situation it tells apart, from one table.
 * The window's side of the same paths (the question asked, its No, the offer to the host)
 * is driven end to end in gui_door_window.c. */
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <stdio.h>

#include "gui/model/door.h"

/* The situations the door tells apart. */
#define NOTHING_ON {false, false, false, GUI_NET_NONE, false} /* no moves yet */
#define GAME_ON {true, false, false, GUI_NET_NONE, false}     /* moves, not over */
#define GAME_OVER {false, true, false, GUI_NET_NONE, false}
#define KEPT {false, false, true, GUI_NET_NONE, false} /* start screen, Resume */
#define HOST_ON {true, false, false, GUI_NET_HOST, false}
#define HOST_OVER {false, true, false, GUI_NET_HOST, false}
#define HOST_OFFERED {false, true, false, GUI_NET_HOST, true} /* over, the host offered */
#define JOIN_ON {true, false, false, GUI_NET_JOIN, false}
#define JOIN_OVER {false, true, false, GUI_NET_JOIN, false}
#define JOIN_OFFERED {false, true, false, GUI_NET_JOIN, true}

/* By value: Criterion runs each parameter in a process of its own, where a pointer into
 * this one's data would point nowhere. */
typedef struct Path {
    GuiExit exit;
    GuiDoorFacts facts;
    char situation[40];
    GuiDoorWay way;
} Path;

static const Path PATHS[] = {
    /* N and Play again: a game on against the engine or a person is asked about (it was
     * thrown away without a word); with a friend the game ends first, then either side
     * offers the next: the host's click no longer begins it over the joiner's result. */
    {GUI_EXIT_NEW, NOTHING_ON, "no moves", GUI_DOOR_THROUGH},
    {GUI_EXIT_NEW, GAME_ON, "a game on", GUI_DOOR_ASK},
    {GUI_EXIT_NEW, GAME_OVER, "the game over", GUI_DOOR_THROUGH},
    {GUI_EXIT_NEW, HOST_ON, "hosting, a game on", GUI_DOOR_WAIT},
    {GUI_EXIT_NEW, HOST_OVER, "hosting, the game over", GUI_DOOR_OFFER},
    {GUI_EXIT_NEW, JOIN_ON, "joined, a game on", GUI_DOOR_WAIT},
    {GUI_EXIT_NEW, JOIN_OVER, "joined, the game over", GUI_DOOR_OFFER},
    /* The friend's offer: after the end the person is asked (Accept / Decline), on the
     * host as on the joiner (the joiner's Play again took the host's result panel away);
     * when this side offered too, the new game begins; while the game is on, a note. */
    {GUI_EXIT_REMATCH, HOST_ON, "hosting, a game on", GUI_DOOR_WAIT},
    {GUI_EXIT_REMATCH, HOST_OVER, "hosting, the game over", GUI_DOOR_ASK},
    {GUI_EXIT_REMATCH, HOST_OFFERED, "hosting, over, offered too", GUI_DOOR_THROUGH},
    {GUI_EXIT_REMATCH, JOIN_ON, "joined, a game on", GUI_DOOR_WAIT},
    {GUI_EXIT_REMATCH, JOIN_OVER, "joined, the game over", GUI_DOOR_ASK},
    {GUI_EXIT_REMATCH, JOIN_OFFERED, "joined, over, offered too", GUI_DOOR_THROUGH},
    /* The start screen's Start over a kept game asks (its first move overwrote it). */
    {GUI_EXIT_START, NOTHING_ON, "nothing kept", GUI_DOOR_THROUGH},
    {GUI_EXIT_START, KEPT, "a game kept", GUI_DOOR_ASK},
    /* Ctrl+O, Esc and Q ask while a game is on, whoever plays it. */
    {GUI_EXIT_OPEN, NOTHING_ON, "no moves", GUI_DOOR_THROUGH},
    {GUI_EXIT_OPEN, GAME_ON, "a game on", GUI_DOOR_ASK},
    {GUI_EXIT_OPEN, GAME_OVER, "the game over", GUI_DOOR_THROUGH},
    {GUI_EXIT_OPEN, HOST_ON, "hosting, a game on", GUI_DOOR_ASK},
    {GUI_EXIT_LEAVE, NOTHING_ON, "no moves", GUI_DOOR_THROUGH},
    {GUI_EXIT_LEAVE, GAME_ON, "a game on", GUI_DOOR_ASK},
    {GUI_EXIT_LEAVE, GAME_OVER, "the game over", GUI_DOOR_THROUGH},
    {GUI_EXIT_LEAVE, JOIN_ON, "joined, a game on", GUI_DOOR_ASK},
    {GUI_EXIT_QUIT, NOTHING_ON, "no moves", GUI_DOOR_THROUGH},
    {GUI_EXIT_QUIT, GAME_ON, "a game on", GUI_DOOR_ASK},
    {GUI_EXIT_QUIT, GAME_OVER, "the game over", GUI_DOOR_THROUGH},
    {GUI_EXIT_QUIT, HOST_ON, "hosting, a game on", GUI_DOOR_ASK},
    {GUI_EXIT_QUIT, JOIN_OVER, "joined, the game over", GUI_DOOR_THROUGH},
    /* Hosting and joining start from the friend screen: the kept game is not touched. */
    {GUI_EXIT_HOST, NOTHING_ON, "the friend screen", GUI_DOOR_THROUGH},
    {GUI_EXIT_HOST, KEPT, "the friend screen, a game kept", GUI_DOOR_THROUGH},
    {GUI_EXIT_JOIN, NOTHING_ON, "the friend screen", GUI_DOOR_THROUGH},
    {GUI_EXIT_JOIN, KEPT, "the friend screen, a game kept", GUI_DOOR_THROUGH},
};

static const char *way_name(GuiDoorWay way)
{
    static const char *const NAMES[] = {"through", "ask", "offer", "wait"};
    return way >= GUI_DOOR_THROUGH && way <= GUI_DOOR_WAIT ? NAMES[way] : "?";
}

ParameterizedTestParameters(door, every_way_out_in_every_situation)
{
    return cr_make_param_array(Path, PATHS, sizeof PATHS / sizeof PATHS[0]);
}

ParameterizedTest(const Path *p, door, every_way_out_in_every_situation)
{
    GuiDoorWay got = gui_door_way(p->exit, &p->facts);
    cr_assert_eq(got, p->way, "%s with %s: %s, expected %s", gui_exit_name(p->exit), p->situation,
                 way_name(got), way_name(p->way));
}

Test(door, the_table_names_every_way_out)
{
    bool seen[GUI_EXIT_COUNT] = {false};
    for (size_t i = 0; i < sizeof PATHS / sizeof PATHS[0]; i++)
        seen[PATHS[i].exit] = true;
    for (int e = 0; e < GUI_EXIT_COUNT; e++)
        cr_assert(seen[e], "no path through the door for %s", gui_exit_name((GuiExit)e));
}

Test(door, no_way_out_loses_a_game_on_without_a_question_or_its_end)
{
    /* Whatever the way out, a game on alone is never thrown away at once. */
    for (int e = 0; e < GUI_EXIT_COUNT; e++) {
        if (e == GUI_EXIT_REMATCH)
            continue; /* only a game with a friend receives it */
        const GuiDoorFacts game_on = GAME_ON;
        GuiDoorWay way = gui_door_way((GuiExit)e, &game_on);
        cr_assert_neq(way, GUI_DOOR_THROUGH, "%s throws a game on away", gui_exit_name((GuiExit)e));
    }
}
