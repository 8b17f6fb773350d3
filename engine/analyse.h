/* analyse.h: the `analyse` and `bench` subcommands of score4-engine. */
#ifndef S4_ENGINE_ANALYSE_H
#define S4_ENGINE_ANALYSE_H

#include <stdio.h>

#include "engine.h"

/* Plays `moves` (a game record, "B2 C3 ...") from the empty board of `game` and writes one
 * line per legal peg: "<peg> win N", "<peg> loss N" (proved; N = beads the side to move
 * still places, this one included), "<peg> draw" (proved) or "<peg> <heuristic score>".
 * The time (options->movetime_ms) and the nodes (options->nodes) are shared among the pegs; options->depth is the depth of
 * the whole analysis. Errors go to err as "score4-engine: analyse: ...". Returns the exit
 * status: 0, or 2 for a bad game, bad moves or a finished game. */
int engine_analyse(const char *game, const EngineOptions *options, const char *moves,
                   FILE *out, FILE *err);

/* Searches a fixed set of positions on one thread to fixed depths (options->depth, when
 * set, lowers them), each from an empty table of options->hash_mb, and writes one line per position and, last,
 * "bench: nodes <N> time <MS> ms nps <X>". The node total changes only when the search
 * does. Returns 0, or 2 when memory is short. */
int engine_bench(const EngineOptions *options, FILE *out, FILE *err);

#endif
