/* learn.h: the learned evaluation's two commands: self-play data and the fit of its weights.
 *
 *   score4-engine [--depth D] [--seed S] selfplay N > data.txt
 *   score4-engine fit data.txt > engine/eval/eval_weights.h
 */
#ifndef S4_ENGINE_LEARN_H
#define S4_ENGINE_LEARN_H

#include <stdio.h>

#include "engine.h"

/* Plays `games` games of Score Four, the engine against itself at options->depth plies
 * (default 6) with root noise of 12 so the games differ, each from two random beads drawn
 * from options->seed. Writes one line per quiet position (the mover can neither win at once
 * nor is forced to block) of every game: the result for the side to move (1, 0.5 or 0), then
 * the features of eval_features.h. Deterministic for a seed. Returns the exit status. */
int engine_selfplay(const EngineOptions *options, long games, FILE *out, FILE *err);

/* Fits the weights of a logistic model P(win) = 1 / (1 + exp(-w.f / 100)) to such a file by
 * Newton's method (a small ridge keeps it well posed) and writes them as a C header in
 * evaluation units (a threat is worth tens). Returns the exit status. */
int engine_fit(const char *path, FILE *out, FILE *err);

#endif
