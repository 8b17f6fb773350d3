/* referee_harness.h: driving the window's referee without a window, for its test suites:
 * a clock, peg names, the per-frame update pumped until a condition holds, and referees
 * set up against a game preset or a stub engine. */
#ifndef S4_TESTS_REFEREE_HARNESS_H
#define S4_TESTS_REFEREE_HARNESS_H

#include <stdbool.h>
#include <stddef.h>

#include "gui/model/referee.h"

/* How long a test waits for something that should happen (an engine's answer, a failure):
 * generous, since a loaded host only makes it come later, and the pump returns once it holds. */
enum { WAIT_MS = 60000 };

/* The monotonic clock in milliseconds. */
double referee_now_ms(void);

/* The peg named `name` ("B2", "4"), asserted to exist. */
int referee_peg(const S4Geometry *geo, const char *name);

/* A condition on the referee that the pump waits for. */
typedef bool (*RefereeCond)(const GuiReferee *);

/* Runs the referee's per-frame update until the condition holds or limit_ms passes;
 * returns the longest single update, so tests can see the window never stalls. */
double referee_pump(GuiReferee *ref, RefereeCond until, double limit_ms);

/* As referee_pump, but with the referee's clock held at clock_ms (the referee reads no clock
 * of its own): no time passes for it however slowly the host runs the engine, so only what
 * the engine says (or a later update the test makes) can end its turn. */
void referee_pump_at(GuiReferee *ref, RefereeCond until, double clock_ms, double limit_ms);

/* The game is over, or a person is to move with no engine busy. */
bool referee_human_turn(const GuiReferee *r);
/* The referee reported a failure. */
bool referee_failed(const GuiReferee *r);
/* No engine is busy. */
bool referee_idle(const GuiReferee *r);
/* Two moves are on the board (the opening and the engine's answer to it), or the
 * referee reported a failure. */
bool referee_engine_answered(const GuiReferee *r);

/* The description of a game of the preset `game` played by mode with the person on
 * `human`, from the empty board, no friend and no strength: what the referee reads. */
GuiGameSetup referee_setup(const char *game, GuiMode mode, S4Colour human);

/* Sets *ref up for a game of the preset `game` (its geometry into *geo and its description
 * into *setup, both of which must outlive the referee) from the empty board; the caller
 * starts it with gui_referee_new_game after any setting of its own. */
void referee_for(GuiReferee *ref, GuiGameSetup *setup, S4Geometry *geo, const char *game,
                 GuiMode mode, S4Colour human, const char *engine_cmd, int timeout_ms);

/* A person (White) against tests' stub engine run with stub_args, the game started. */
void referee_stub_game(GuiReferee *ref, GuiGameSetup *setup, S4Geometry *geo,
                       const char *stub_args, int timeout_ms);

/* Two people at one board (White first) in a game of the preset `game`, the game started. */
void referee_people_game(GuiReferee *ref, GuiGameSetup *setup, S4Geometry *geo,
                         const char *game);

/* Creates a fresh empty file for a stub engine's --log (its path written over log's XXXXXX)
 * and writes into cmd the command that runs tests' stub engine with stub_args, logging
 * there. The caller unlinks the log. */
void referee_logged_stub(char log[], const char *stub_args, char *cmd, size_t cmd_size);

/* Sets *ref up as referee_for does for Score Four by mode, the person on human, against
 * tests' stub engine playing well and logging what it is told to a fresh file (log's XXXXXX
 * written over, for the caller to read and unlink); not started. */
void referee_logged_game(GuiReferee *ref, GuiGameSetup *setup, S4Geometry *geo, char log[],
                         GuiMode mode, S4Colour human);

/* Up to max lines of the file at path, each without its newline; returns their count. */
int referee_read_log(const char *path, char lines[][64], int max);

#endif
