/* move_choice.h: how the engine chooses its move: a weak level's overlooked threat, the
 * opening book, the Connect games' exact solver, Score Four's exact solver before or after the
 * search, the search, and the game clock's share for the move. Prints nothing: it returns a
 * report of what each of them did, which the protocol loop prints under --verbose
 * (engine_text.h). */
#ifndef S4_ENGINE_MOVE_CHOICE_H
#define S4_ENGINE_MOVE_CHOICE_H

#include "engine.h"
#include "move_report.h"

/* Chooses and plays the move of the engine's colour (engine_moving_colour) on its board,
 * takes its time off the game clock, and reports it. A full board or a finished game plays
 * nothing: the report's source is MOVE_NONE with the reason. */
void engine_choose_move(Engine *engine, MoveReport *report);

#endif
