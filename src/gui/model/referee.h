/* referee.h: the window's referee: the game, who plays each colour, and the engine
 * processes kept in step over the protocol. No SDL, no GL: tests drive it directly.
 *
 * Every engine answer is awaited without blocking: each seat keeps a queue of the answers
 * it is owed, in order, and a deadline for the oldest. Anything but the expected answer
 * (a crash, silence past the deadline, garbage, a refusal, an illegal peg) ends the game
 * with a message naming what the engine did; a new game starts fresh processes.
 */
#ifndef S4_GUI_REFEREE_H
#define S4_GUI_REFEREE_H

#include <stdbool.h>
#include <stddef.h>

#include "client/session.h"
#include "core/game.h"
#include "gui/model/game_setup.h"
#include "gui/model/options.h"

enum {
    GUI_MESSAGE_MAX = 320,
    GUI_ENGINE_CMD_MAX = S4_LIMIT_ENGINE_COMMAND,
    /* Two engines watched: the least time from one move to asking for the next, so each
     * bead is seen to land (a drop takes 240 ms) and the board read before the next. */
    GUI_WATCH_PACE_MS = 900,
    /* gui_referee_close: what an engine gets to end after quit; when a frame waits for it
     * (score4-engine ends within a few milliseconds; one that does not is killed). */
    GUI_CLOSE_GRACE_MS = 10,
};

/* One engine process playing one colour: the session (client/session.h) owns the process,
 * the answers owed and their classification; the seat adds only the thinking clock. Whether
 * an engine plays the colour is the game description's (gui_referee_engine_plays). */
typedef struct GuiSeat {
    S4Session session;                 /* its process; session.running while alive */
    double move_asked_ms;              /* when `move;` was sent, for the thinking clock */
} GuiSeat;

typedef struct GuiReferee {
    const S4Geometry *geo;             /* not owned */
    S4Game game;                       /* the game on the board */
    S4Game initial;                    /* what a new game goes back to */
    const GuiGameSetup *setup;         /* not owned: the game's description, read for who
                                        * plays (mode) and the person's side at every call,
                                        * never copied (gui_referee_mode) */
    char engine_cmd[GUI_ENGINE_CMD_MAX]; /* shell command line of every engine; "": none */
    int timeout_ms;                    /* longest wait for one answer */
    int engine_nice;                   /* priority decrease of every engine (0: none) */
    int depth;                         /* sent as `depth N;` after restart when >= 0 */
    int level[2];                      /* per colour: `level N;` asked for (slot
                                        * GUI_STRENGTH_SLOT), 0: none */
    int level_movetime_ms[2];          /* its fallback, `movetime MS;` */
    long seed;                         /* `seed N;` every game when >= 0; -1: a fresh one */
    bool patient;                      /* a move may take as long as it takes (a player's
                                        * depth): only a dead engine ends the game */
    char extension[S4_EXTENSION_MAX][S4_COMMAND_TEXT]; /* optional commands after restart */
    char fallback[S4_EXTENSION_MAX][S4_COMMAND_TEXT];  /* sent instead when one is declined */
    GuiSeat seats[2];                  /* indexed by S4Colour */
    int pace_ms;                       /* two engines: least time between moves (0: none) */
    double last_move_ms;               /* when the last move was played, the pace's start */
    bool paused;                       /* two engines: no move is asked while paused */
    bool failed;                       /* an engine misbehaved: the game is over */
    bool resigned;                     /* failed is a player's resignation: a normal end */
    char message[GUI_MESSAGE_MAX];     /* why it failed, or the last refused action */
    S4Reaper reaper;                   /* engines being ended, checked each update: a
                                        * frame never waits for an engine to quit */
} GuiReferee;

/* Sets up a referee for a game that starts as *start (which points at geo), played as
 * *setup describes: its mode and the person's side are read from setup whenever they
 * matter, so setup must outlive the referee, and a side changed there (Swap sides) is the
 * side the engines play from the next new game on. No process is started until
 * gui_referee_new_game. engine_cmd NULL: no engine plays (gui_referee_mode). */
void gui_referee_init(GuiReferee *ref, const S4Geometry *geo, const S4Game *start,
                      const GuiGameSetup *setup, const char *engine_cmd, int timeout_ms);

/* Who plays the game as refereed: the description's mode, except that a referee with no
 * engine command referees a mode of engines (GUI_MODE_PVE, GUI_MODE_EVE) as two people at
 * the board (a game shown without engines, as behind the start screen). */
GuiMode gui_referee_mode(const GuiReferee *ref);

/* True when an engine plays colour: two engines watched, or against the engine the colour
 * that is not the description's human side; never without an engine command. */
bool gui_referee_engine_plays(const GuiReferee *ref, S4Colour colour);

/* Stops any engine (handed to the reaper, not waited for), puts the initial game back,
 * starts an engine per engine seat and brings it up to date (restart, notes, play <colour>). */
void gui_referee_new_game(GuiReferee *ref, double now_ms);

/* Extension slots (sent after every `restart;`, see s4_session_set_extension). */
enum {
    GUI_DEPTH_SLOT = 0,    /* `depth N;`: the expert's depth */
    GUI_STRENGTH_SLOT = 1, /* the named difficulty: `level N;` or its `movetime MS;` fallback */
    GUI_CLOCK_SLOT = 2,    /* `movetime 0;` beside a depth, so the engine's clock cannot cut it */
    GUI_SEED_SLOT = 3,     /* `seed N;`: each engine's seed for this game (gui_referee_set_seed) */
};

/* The seed sent to every engine (`seed N;`) from the next new game on: seed >= 0 the same
 * one every game (scripts, tests); -1, the default, a fresh one from the system's random
 * source for each engine and game, so that no two games repeat. An engine that answers
 * `error:` to it plays on unseeded. */
void gui_referee_set_seed(GuiReferee *ref, long seed);

/* Takes the search depth to send at the next new game (-1: send none). The depth goes to
 * the engine only through the protocol (`depth N;` then `movetime 0;`), never on its
 * command line, so any engine gets it one way and the header never names a depth the
 * engine's own default clock would cut short. */
void gui_referee_set_depth(GuiReferee *ref, int depth);

/* The named difficulty's strength from the next new game or undo on: `level N;` (level
 * > 0), or `movetime MS;` for an engine that declines it; level 0 sends neither. patient:
 * a move is waited for without a deadline (a depth the player chose). */
void gui_referee_set_strength(GuiReferee *ref, int level, int movetime_ms, bool patient);

/* The same for the engine playing one colour only (two engines of different difficulties
 * watched); set after gui_referee_set_strength, which sets both. */
void gui_referee_set_colour_strength(GuiReferee *ref, S4Colour colour, int level,
                                     int movetime_ms);

/* Drops every move after the first `keep` (playing on from a reviewed position) and tells
 * the engines the shortened game. */
void gui_referee_truncate(GuiReferee *ref, int keep, double now_ms);

/* The status line while stepping through a record: "Move k of N: <result or side to move>". */
void gui_referee_replay_status(const GuiReferee *ref, int index, int count, char *buf, size_t size);

/* An optional command sent after every `restart;` from the next new game or undo on, such
 * as "level 4;" with fallback "depth 3;" for an engine that declines it (NULL: none);
 * NULL text clears the slot (0..S4_EXTENSION_MAX-1; slot 0 is the depth's). */
void gui_referee_set_extension(GuiReferee *ref, int slot, const char *text,
                               const char *fallback);

/* Whether the engine playing colour took the optional command named `name` ("level"):
 * UNKNOWN until it has answered. */
S4ExtensionState gui_referee_extension(const GuiReferee *ref, S4Colour colour,
                                       const char *name);

/* Engines started from now on run with their priority lowered by `increment` (0..19), so
 * the window's frames go first while they search (s4_client_start_nice). */
void gui_referee_set_engine_nice(GuiReferee *ref, int increment);

/* Two engines watched: each is asked for its move no sooner than pace_ms after the last
 * move was played (0, the default: at once, as scripts and tests want). */
void gui_referee_set_pace(GuiReferee *ref, int pace_ms);

/* Two engines watched: pauses the game, or goes on with it. A move already asked for
 * still arrives and is played; none is asked while paused. Returns true when the game is
 * now paused; in other modes, or once the game is over, nothing changes and it returns
 * false. */
bool gui_referee_toggle_pause(GuiReferee *ref);

/* A person's move on peg. Refused (with a reason in message) unless a person is to move,
 * the game is on and the peg can take a bead: S4_ERR_GAME_OVER, S4_ERR_PEG_FULL, ... */
S4Status gui_referee_play(GuiReferee *ref, int peg, double now_ms);

/* Takes back moves: back to the person's previous turn against an engine, one move
 * otherwise; engines are told with restart; and note: lines (a thinking engine is
 * replaced by a fresh process). S4_ERR_NOTHING_TO_UNDO at the start. */
S4Status gui_referee_undo(GuiReferee *ref, double now_ms);

/* Reads every engine answer that has arrived, asks the engine to move when it is its turn,
 * and enforces the deadline. Never blocks. */
void gui_referee_update(GuiReferee *ref, double now_ms);

/* True when the game is over, by the rules or by an engine's failure. */
bool gui_referee_over(const GuiReferee *ref);

/* Ends the game by a resignation (a game with a friend): over, with `message` as its
 * status line, until the next new game. */
void gui_referee_resign(GuiReferee *ref, const char *message);

/* True when the status line tells of a fault (an engine's failure), to be drawn in the
 * alert colour; a resignation is a normal result and is not one. */
bool gui_referee_alert(const GuiReferee *ref);

/* True while a person may click: the game is on, a person is to move, and no engine still
 * owes an answer that could change the board. */
bool gui_referee_human_to_move(const GuiReferee *ref);

/* True while any engine owes an answer. */
bool gui_referee_busy(const GuiReferee *ref);

/* The status line: whose turn, "thinking", the result or the failure. */
void gui_referee_status(const GuiReferee *ref, double now_ms, char *buf, size_t size);

/* Sends quit; to every engine and reaps it, and every engine stopped before: this one waits
 * (up to 500 ms for an engine deaf to quit;), unlike every other call here. Safe to call
 * twice. */
void gui_referee_free(GuiReferee *ref);

/* As gui_referee_free for a referee set up again while the window draws (another game from
 * the start screen, sides swapped): every engine, told quit;, gets GUI_CLOSE_GRACE_MS in
 * all, then its process group is killed and reaped, so a frame waits that long at most. */
void gui_referee_close(GuiReferee *ref);

/* ---------------------------------------------------------------- engine seats (internal) */

/* Starts the seat's process; false (with ref->failed set) when it cannot be made. */
bool gui_seat_start(GuiReferee *ref, S4Colour colour);

/* Sends a command whose answer is then owed. False (and the game failed) when the engine
 * no longer reads or the queue is full. */
bool gui_seat_send(GuiReferee *ref, S4Colour colour, const S4Command *cmd, S4Expect expect,
                   double now_ms);

/* Restart, the optional commands, the start position's beads level by level, the moves, and the
 * seat's colour: everything an engine needs to join the game as it stands. */
bool gui_seat_sync(GuiReferee *ref, S4Colour colour, double now_ms);

/* Handles every answer that has arrived for the seat and the deadline. */
void gui_seat_poll(GuiReferee *ref, S4Colour colour, double now_ms);

/* Ends the seat's process (quit, then kill after grace_ms) and forgets owed answers. */
void gui_seat_stop(GuiReferee *ref, S4Colour colour, int grace_ms);

/* Ends the game because of the engine playing colour: formats the message. */
void gui_referee_fail(GuiReferee *ref, S4Colour colour, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* The referee's reaction to a move that arrived from the engine playing colour. */
void gui_referee_engine_moved(GuiReferee *ref, S4Colour colour, int peg, double now_ms);

#endif
