/* game_setup.c: the live game's description, from the command line and from each intent
 * that sets a new game up (game_setup.h). */
#include "gui/model/game_setup.h"

#include <string.h>

#include "core/geometry.h"

/* The preset's own name string (static storage) for name, or NULL when it is none. */
static const char *preset_name(const char *name)
{
    int count;
    const char *const *names = s4_geometry_preset_names(&count);
    for (int i = 0; i < count; i++)
        if (strcmp(names[i], name) == 0)
            return names[i];
    return NULL;
}

/* The settings' game as its preset name. */
static const char *settings_game(const GuiSettings *settings)
{
    int count;
    const char *const *names = s4_geometry_preset_names(&count);
    return names[settings->game >= 0 && settings->game < count ? settings->game : 0];
}

/* From the empty board. */
static void from_empty_board(GuiGameSetup *s)
{
    s->position = s->moves = s->replay = NULL;
}

/* No friend's window shares the game (--host-loopback stays: it limits any later host). */
static void no_friend(GuiGameSetup *s)
{
    s->net = (GuiNetChoice){.port = -1, .loopback = s->net.loopback};
}

void gui_game_setup_from_options(GuiGameSetup *s, const GuiOptions *opts)
{
    *s = (GuiGameSetup){
        .game = opts->game,
        .mode = opts->mode,
        .human = opts->human,
        .difficulty = opts->level,
        .black_difficulty = opts->black_level,
        .depth = opts->depth,
        .position = opts->position,
        .to_move = opts->to_move,
        .moves = opts->moves,
        .replay = opts->replay,
        .replay_game = opts->replay_game,
        .net = {.host = opts->host,
                .port = opts->host_port,
                .port_soft = false, /* --host PORT taken: hosting fails, not another port */
                .loopback = opts->host_loopback,
                .join = opts->join,
                .code = gui_options_code(opts)},
    };
}

void gui_game_setup_backdrop(GuiGameSetup *s, const char *game)
{
    s->game = game;
    s->mode = GUI_MODE_PVP;
    from_empty_board(s);
    no_friend(s);
}

void gui_game_setup_begin(GuiGameSetup *s, const GuiSettings *settings, S4Colour random_side)
{
    s->game = settings_game(settings);
    s->mode = settings->opponent == GUI_OPPONENT_PERSON    ? GUI_MODE_PVP
              : settings->opponent == GUI_OPPONENT_ENGINES ? GUI_MODE_EVE
                                                           : GUI_MODE_PVE;
    s->human = settings->side == GUI_SIDE_RANDOM  ? random_side
               : settings->side == GUI_SIDE_BLACK ? S4_BLACK
                                                  : S4_WHITE;
    s->difficulty = settings->difficulty;
    s->black_difficulty =
        settings->opponent == GUI_OPPONENT_ENGINES ? settings->black_engine : -1;
    s->depth = -1;
    from_empty_board(s);
    no_friend(s);
}

void gui_game_setup_friend(GuiGameSetup *s, const GuiSettings *settings, bool host,
                           const char *address, const char *code)
{
    s->game = settings_game(settings);
    s->mode = GUI_MODE_PVP;
    s->human = settings->side == GUI_SIDE_BLACK ? S4_BLACK : S4_WHITE;
    from_empty_board(s);
    no_friend(s);
    s->net.host = host;
    s->net.join = host ? NULL : address;
    s->net.code = host ? NULL : code;
}

void gui_game_setup_friend_resume(GuiGameSetup *s, const char *game, S4Colour side,
                                  const char *code, int port)
{
    const char *kind = preset_name(game);
    if (kind != NULL)
        s->game = kind;
    s->human = side;
    s->net.code = code;
    s->net.port = port > 0 ? port : -1;
    s->net.port_soft = true;
}

void gui_game_setup_swap_sides(GuiGameSetup *s)
{
    s->human = s4_other(s->human);
}

bool gui_game_setup_swap_engines(GuiGameSetup *s)
{
    if (s->mode != GUI_MODE_EVE || s->difficulty < 0 || s->black_difficulty < 0 ||
        s->difficulty == s->black_difficulty)
        return false;
    int white = s->difficulty;
    s->difficulty = s->black_difficulty;
    s->black_difficulty = white;
    return true;
}

void gui_game_setup_replay(GuiGameSetup *s, const char *path)
{
    s->mode = GUI_MODE_REPLAY;
    s->position = s->moves = NULL;
    s->replay = path;
    s->replay_game = 1;
    no_friend(s);
}

void gui_game_setup_resume(GuiGameSetup *s, const GuiResume *r)
{
    const char *kind = preset_name(r->game);
    s->game = kind != NULL ? kind : r->game; /* a name that is none is refused at the set-up */
    s->mode = r->mode;
    s->human = r->human;
    s->difficulty = r->difficulty;
    s->black_difficulty = r->black_difficulty;
    s->depth = r->depth;
    from_empty_board(s);
    s->moves = r->moves;
    no_friend(s);
}

void gui_game_setup_resumed(GuiGameSetup *s)
{
    s->moves = NULL;
}

void gui_game_setup_host_game(GuiGameSetup *s, const char *game)
{
    const char *kind = preset_name(game);
    if (kind != NULL)
        s->game = kind;
    from_empty_board(s);
}

void gui_game_setup_told_side(GuiGameSetup *s, S4Colour side)
{
    s->human = side;
}

void gui_game_setup_lesson(GuiGameSetup *s)
{
    gui_game_setup_backdrop(s, "score4");
}

void gui_game_setup_puzzle(GuiGameSetup *s, const char *game, const char *position,
                           S4Colour to_move)
{
    const char *kind = preset_name(game);
    s->game = kind != NULL ? kind : game;
    s->mode = GUI_MODE_PVP;
    from_empty_board(s);
    s->position = position;
    s->to_move = to_move;
    no_friend(s);
}
