/* libFuzzer target: the reading of our engine's analysis (client/analysis.h), the answer a
 * child process writes for a hint in the window and the console. Invariants: it never reads
 * past the text; on success the best peg is on the board and has a value no other peg's
 * rank beats, and every value's words fit; on failure the reason is a NUL-terminated
 * sentence that fits. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "client/analysis.h"
#include "fuzz_presets.h"

static void check(int condition)
{
    if (!condition)
        abort();
}

/* The first byte picks the game; the rest is the analysis text. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0 || size > S4_ANALYSIS_OUTPUT)
        return 0;
    const S4Geometry *geo = fuzz_preset(data[0]);
    char *text = malloc(size);
    check(text != NULL);
    memcpy(text, data + 1, size - 1);
    text[size - 1] = '\0';
    S4PegValue values[S4_MAX_PEGS];
    int best = -1;
    char why[S4_ANALYSIS_WHY];
    memset(why, 'x', sizeof why);
    if (s4_analysis_parse(geo, text, values, &best, why)) {
        check(best >= 0 && best < geo->pegs);
        check(values[best].kind != S4_VALUE_NONE);
        for (int p = 0; p < geo->pegs; p++) {
            check(s4_analysis_rank(values[p]) <= s4_analysis_rank(values[best]));
            char words[S4_VALUE_TEXT], standing[S4_STANDING_TEXT];
            s4_analysis_value_text(values[p], words);
            check(memchr(words, '\0', sizeof words) != NULL);
            s4_analysis_standing(values[p], geo, S4_WHITE, standing);
            check(memchr(standing, '\0', sizeof standing) != NULL);
            check(s4_analysis_grade(geo, values[p], values[best]) <= S4_GRADE_BAD);
        }
    } else {
        check(memchr(why, '\0', sizeof why) != NULL && why[0] != '\0');
    }
    free(text);
    return 0;
}
