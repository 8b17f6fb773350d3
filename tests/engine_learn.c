/* The learned evaluation's commands: self-play data is the same for the same seed, and the
 * fit reads it and writes a header of weights, refusing files that are not such data. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ENGINE S4_BIN_DIR "/score4-engine"

/* Runs command and returns its whole stdout (malloc'd). */
static char *output_of(const char *command)
{
    FILE *pipe = popen(command, "r");
    cr_assert_not_null(pipe);
    size_t cap = 1 << 20, used = 0;
    char *text = malloc(cap);
    size_t got;
    while ((got = fread(text + used, 1, cap - used - 1, pipe)) > 0)
        used += got;
    text[used] = '\0';
    cr_assert_eq(pclose(pipe), 0, "'%s' failed", command);
    return text;
}

Test(engine_learn, selfplay_is_the_same_for_a_seed_and_fit_writes_weights, .timeout = 300)
{
    char *a = output_of(ENGINE " --hash 2 --depth 3 --seed 5 selfplay 6");
    char *b = output_of(ENGINE " --hash 2 --depth 3 --seed 5 selfplay 6");
    char *c = output_of(ENGINE " --hash 2 --depth 3 --seed 6 selfplay 6");
    cr_assert_str_eq(a, b, "the same seed, the same data");
    cr_assert_str_neq(a, c, "another seed, other games");
    /* every line: a result for the side to move, then its beads and the other side's as
     * hexadecimal bitboards of the 64 cells: disjoint, two random beads open each game (so at
     * least 2), the mover has as many beads as the other side or one fewer */
    int lines = 0;
    for (char *line = strtok(a, "\n"); line; line = strtok(NULL, "\n"), lines++) {
        double result;
        unsigned long long mover, other;
        char rest;
        int n = sscanf(line, "%lf %llx %llx %c", &result, &mover, &other, &rest);
        cr_assert_eq(n, 3, "'%s'", line);
        cr_assert(result == 0 || result == 0.5 || result == 1, "'%s'", line);
        cr_assert_eq(mover & other, 0, "'%s'", line);
        int beads = __builtin_popcountll(mover | other);
        int diff = __builtin_popcountll(other) - __builtin_popcountll(mover);
        cr_assert(beads >= 2 && beads < 64, "'%s'", line);
        cr_assert(diff == 0 || diff == 1, "'%s'", line);
    }
    cr_assert_gt(lines, 100, "six games give more than a hundred quiet positions");
    FILE *data = fopen("/tmp/s4-learn-data.txt", "w");
    cr_assert_not_null(data);
    fputs(b, data);
    fclose(data);
    char *header = output_of(ENGINE " fit /tmp/s4-learn-data.txt");
    cr_assert(strstr(header, "static const int s4_eval_weights[S4_FEAT_COUNT]"), "%s", header);
    cr_assert(strstr(header, "/* tempo (side to move) */"), "%s", header);
    cr_assert(strstr(header, "static const int s4_eval_weights_late[S4_FEAT_COUNT]"), "%s", header);
    cr_assert(strstr(header, "static const int s4_eval_weights_square[S4_FEAT_COUNT]"), "%s", header);
    remove("/tmp/s4-learn-data.txt");
    free(a), free(b), free(c), free(header);
}

Test(engine_learn, fit_refuses_missing_short_and_malformed_data)
{
    cr_assert_neq(system(ENGINE " fit /nonexistent/data.txt 2>/dev/null"), 0);
    FILE *data = fopen("/tmp/s4-learn-bad.txt", "w");
    fputs("1 0000000000000001 0000000000000010\n", data);
    fclose(data);
    cr_assert_neq(system(ENGINE " fit /tmp/s4-learn-bad.txt 2>/dev/null"), 0, "one line is too few");
    data = fopen("/tmp/s4-learn-bad.txt", "w");
    for (int i = 0; i < 200; i++)
        fputs(i == 150 ? "win 0 0 0\n" : "0.5 0000000000000001 0000000000000010\n", data);
    fclose(data);
    cr_assert_neq(system(ENGINE " fit /tmp/s4-learn-bad.txt 2>/dev/null"), 0, "a malformed line");
    data = fopen("/tmp/s4-learn-bad.txt", "w");
    for (int i = 0; i < 200; i++) /* the old format: features, not positions */
        fputs(i % 2 ? "0.5 1 0 0 0 0 0 0 0 1 10\n" : "1 0 1 0 0 0 0 0 0 1 10\n", data);
    fclose(data);
    cr_assert_neq(system(ENGINE " fit /tmp/s4-learn-bad.txt 2>/dev/null"), 0, "features, not beads");
    data = fopen("/tmp/s4-learn-bad.txt", "w");
    for (int i = 0; i < 200; i++) /* a cell of both sides */
        fputs(i == 7 ? "1 0000000000000003 0000000000000002\n" : "1 0000000000000001 0000000000000010\n",
              data);
    fclose(data);
    cr_assert_neq(system(ENGINE " fit /tmp/s4-learn-bad.txt 2>/dev/null"), 0, "overlapping beads");
    remove("/tmp/s4-learn-bad.txt");
    cr_assert_neq(system(ENGINE " selfplay zero 2>/dev/null"), 0);
}
