/* fuzz_presets.h: the four presets' geometries, built once per fuzzing process. Building
 * one (s4_geometry_preset) costs more under coverage instrumentation than most inputs do,
 * and it is a pure function of the name, so a target copies or points at these instead. */
#ifndef S4_FUZZ_PRESETS_H
#define S4_FUZZ_PRESETS_H

#include <stdbool.h>
#include <stdlib.h>

#include "core/geometry.h"

static const char *const fuzz_preset_names[4] = {"score4", "connect4", "connect3", "connect4-6x4"};

/* The preset fuzz_preset_names[index % 4]. */
static inline const S4Geometry *fuzz_preset(unsigned index)
{
    static S4Geometry built[4]; /* the fuzzing process's own cache, filled on first use */
    static bool ready;
    if (!ready) {
        for (int i = 0; i < 4; i++)
            if (s4_geometry_preset(&built[i], fuzz_preset_names[i]) != S4_OK)
                abort();
        ready = true;
    }
    return &built[index % 4];
}

#endif
