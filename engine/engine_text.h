/* engine_text.h: the engine's words for a person, on stderr beside the protocol's lines: a
 * refused opening book, the --verbose report of each move, `show;` and `help;`. The protocol
 * loop writes them; the engine's state (engine.h) and its move choice (move_choice.h) print
 * nothing. */
#ifndef S4_ENGINE_ENGINE_TEXT_H
#define S4_ENGINE_ENGINE_TEXT_H

#include <stdio.h>

#include "engine.h"
#include "move_report.h"

/* What the engine has to say before the first command: the opening book it could not use. */
void engine_text_start(const Engine *engine, FILE *out);

/* The move's report as lines "score4-engine: ...", in the order the move's steps ran. */
void engine_text_report(const Engine *engine, const MoveReport *report, FILE *out);

/* show;: the board drawn, its bead count, who is to move and whom the engine plays. */
void engine_text_board(const Engine *engine, FILE *out);

/* help;: every command the engine takes. */
void engine_text_help(const Engine *engine, FILE *out);

#endif
