/* engine_seed.h: a fresh seed for an engine's game, from the system's random source. */
#ifndef S4_GUI_ENGINE_SEED_H
#define S4_GUI_ENGINE_SEED_H

/* A seed in 0..S4_LIMIT_SEED (`seed N;`) from getrandom(2); where that has nothing to give,
 * one mixed from the clock and the process id, so two games still differ. */
long gui_fresh_seed(void);

#endif
