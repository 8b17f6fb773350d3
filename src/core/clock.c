/* clock.c: monotonic and CPU clocks in milliseconds. */
#define _POSIX_C_SOURCE 200809L
#include "core/clock.h"

#include <errno.h>
#include <time.h>

static double read_ms(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

double s4_clock_ms(void)
{
    return read_ms(CLOCK_MONOTONIC);
}

double s4_clock_cpu_ms(void)
{
    return read_ms(CLOCK_PROCESS_CPUTIME_ID);
}

double s4_clock_thread_cpu_ms(void)
{
    return read_ms(CLOCK_THREAD_CPUTIME_ID);
}

void s4_clock_sleep_ms(double ms)
{
    if (ms <= 0)
        return;
    long long ns = (long long)(ms * 1e6);
    struct timespec pause = {(time_t)(ns / 1000000000LL), (long)(ns % 1000000000LL)};
    while (nanosleep(&pause, &pause) != 0 && errno == EINTR) {
    }
}
