/* game_setup.h: the live game's description: which game, who plays it, the engines'
 * strength (a named difficulty or a depth), where it starts and whether a friend's window
 * shares it (no SDL, no I/O).
 *
 * One value, GuiGameState.setup, made from the command line at start and changed by the
 * intents that set a new game up (the start screen's Start, a game with a friend, Resume,
 * a saved game opened, the lesson, a puzzle, Swap sides): the window builds the game from
 * it (app_setup.c), and the camera's seat, the panels, the cards, the autosave and the
 * network read it. The options (options.h) stay as parsed: they are the command line only.
 *
 * Strings are not copied: they point into argv, the options, or a part of the App that
 * outlives the set-up which reads them (the friend screen's fields, the kept game, the
 * puzzle, the chosen file). `moves` from a kept game is dropped once the game is set up
 * (gui_game_setup_resumed): the kept game's text is read again at the start screen.
 */
#ifndef S4_GUI_GAME_SETUP_H
#define S4_GUI_GAME_SETUP_H

#include <stdbool.h>

#include "core/board.h"
#include "gui/model/options.h"
#include "gui/model/resume.h"
#include "gui/model/settings.h"

/* A game with a friend over the network: this window hosts, joins, or neither.
 * Invariant: host and join are never both set. */
typedef struct GuiNetChoice {
    bool host;                /* host the game: a friend joins this window */
    int port;                 /* the host's port (-1: S4_TCP_DEFAULT_PORT; 0: any free one) */
    bool port_soft;           /* port is a wish (a resumed game's port of before): when it
                                 is taken, any free one */
    bool loopback;            /* only this machine may join (--host-loopback, tests) */
    const char *join;         /* HOST[:PORT] of the friend who hosts, or NULL */
    const char *code;         /* the join code: to join, or to host the game kept under it;
                                 NULL: none (a host makes a new one) */
} GuiNetChoice;

typedef struct GuiGameSetup {
    const char *game;         /* preset name ("score4", "connect4", ...) */
    GuiMode mode;             /* who plays (a game with a friend: GUI_MODE_PVP) */
    S4Colour human;           /* the person's side against the engine; in a game with a
                                 friend this window's side: the host's own, a joiner's
                                 as the host tells it (gui_game_setup_told_side) */
    int difficulty;           /* the engine's named difficulty (difficulty.h; White's when two
                                 engines are watched), -1: the depth decides */
    int black_difficulty;     /* two engines watched: Black's named difficulty, -1: as White's */
    int depth;                /* engine depth shown and sent at new games, -1: the named
                                 difficulty decides */
    const char *position;     /* the start's position text (s4_position_parse), or NULL */
    S4Colour to_move;         /* who moves first from position */
    const char *moves;        /* a record played from the empty board at the set-up, or NULL */
    const char *replay;       /* a record file stepped through (GUI_MODE_REPLAY), or NULL */
    int replay_game;          /* its 1-based game line */
    GuiNetChoice net;         /* the friend's line, if any */
} GuiGameSetup;

/* The game the command line asks for: --game, --mode, --human, --level, --black-level,
 * --depth, --position, --to-move, --moves, --replay, --host, --join and the code
 * (gui_options_code). */
void gui_game_setup_from_options(GuiGameSetup *s, const GuiOptions *opts);

/* The start screen's backdrop: `game` (a preset name) for two people, from the empty
 * board, no friend. */
void gui_game_setup_backdrop(GuiGameSetup *s, const char *game);

/* The start screen's Start against the engine, two people here or two engines: the
 * settings' game, opponent, side (random_side when the side is random, drawn by the
 * caller) and difficulty (each engine's when two are watched), from the empty board; no
 * depth, no friend. The settings' opponent is not GUI_OPPONENT_FRIEND
 * (gui_game_setup_friend). */
void gui_game_setup_begin(GuiGameSetup *s, const GuiSettings *settings, S4Colour random_side);

/* The friend screen's Host (host true) or Join (address and code typed): the settings'
 * game and side (White when random) for two people, from the empty board, on the usual
 * port; the code only to join (a host makes a new one). */
void gui_game_setup_friend(GuiGameSetup *s, const GuiSettings *settings, bool host,
                           const char *address, const char *code);

/* Hosting again the game kept unfinished under `code`, after gui_game_setup_friend: its
 * kind (when `game` is a preset), the host's side and code, and the port of before as a
 * wish (port <= 0: the usual one), so the friend's window finds it again. */
void gui_game_setup_friend_resume(GuiGameSetup *s, const char *game, S4Colour side,
                                  const char *code, int port);

/* Swap sides: the person (or the host) takes the other colour; the rest stays. */
void gui_game_setup_swap_sides(GuiGameSetup *s);
/* Two engines watched at different difficulties swap them (the result panel's Swap
 * sides); false, changing nothing, when they do not differ. */
bool gui_game_setup_swap_engines(GuiGameSetup *s);

/* A saved game to step through: game line 1 of the record file at path, no friend. */
void gui_game_setup_replay(GuiGameSetup *s, const char *path);

/* The kept game r (available) resumed: its game, players, strength, its moves played at
 * the set-up (moves points into r until gui_game_setup_resumed), no friend. */
void gui_game_setup_resume(GuiGameSetup *s, const GuiResume *r);
/* After the kept game was set up: a later set-up (Swap sides) starts from the empty board. */
void gui_game_setup_resumed(GuiGameSetup *s);

/* A joining window: the host plays `game`: that game (when it is a preset name; else the
 * game stays) from the empty board, the line to the host kept. */
void gui_game_setup_host_game(GuiGameSetup *s, const char *game);

/* A joining window: the host told this window's side (a new game, the seats swapped):
 * this window's person plays it from now on; the rest stays. */
void gui_game_setup_told_side(GuiGameSetup *s, S4Colour side);

/* The lesson: Score Four for two people at one board, no friend. */
void gui_game_setup_lesson(GuiGameSetup *s);

/* A puzzle: `position` in `game` with `to_move` to play, for the person alone (no
 * engine), no friend. */
void gui_game_setup_puzzle(GuiGameSetup *s, const char *game, const char *position,
                           S4Colour to_move);

#endif
