/* clock.h: a monotonic clock in milliseconds. */
#ifndef S4_ENGINE_CLOCK_H
#define S4_ENGINE_CLOCK_H

#include <time.h>

static inline double s4_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

#endif
