/* engine_seed.c: a fresh seed for an engine's game, from the system's random source. */
#include "gui/model/engine_seed.h"

#include <stdint.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#include "core/limits.h"
#include "core/random.h"

long gui_fresh_seed(void)
{
    uint64_t bits = 0;
    if (getrandom(&bits, sizeof bits, GRND_NONBLOCK) != (ssize_t)sizeof bits) {
        struct timespec now;
        clock_gettime(CLOCK_REALTIME, &now);
        uint64_t state = (uint64_t)now.tv_sec * 1000000000ULL + (uint64_t)now.tv_nsec;
        state ^= (uint64_t)getpid() << 32;
        bits = s4_random_next(&state);
    }
    return (long)(bits % ((uint64_t)S4_LIMIT_SEED + 1));
}
