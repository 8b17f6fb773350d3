/* clock.h: the one clock helper every program and library reads time through. */
#ifndef S4_CORE_CLOCK_H
#define S4_CORE_CLOCK_H

/* Milliseconds on the monotonic clock (never jumps with the wall clock): for deadlines,
 * limits and durations. Only differences between two readings mean anything. */
double s4_clock_ms(void);

/* Milliseconds of CPU time used by this process (all threads), for benchmarks. */
double s4_clock_cpu_ms(void);

/* Milliseconds of CPU time used by the calling thread only, which other processes and
 * threads of a busy machine do not inflate. */
double s4_clock_thread_cpu_ms(void);

/* Sleeps for ms milliseconds (fractions allowed; resumes after signals). */
void s4_clock_sleep_ms(double ms);

#endif
