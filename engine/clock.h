/* clock.h: the engine's name for the one monotonic clock (core/clock.h). */
#ifndef S4_ENGINE_CLOCK_H
#define S4_ENGINE_CLOCK_H

#include "core/clock.h"

static inline double s4_now_ms(void)
{
    return s4_clock_ms();
}

#endif
