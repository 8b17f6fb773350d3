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
    /* every line: a result, then nine features, the last the tempo (1), then the beads on
     * the board (two random ones open each game, so at least 2) */
    int lines = 0;
    for (char *line = strtok(a, "\n"); line; line = strtok(NULL, "\n"), lines++) {
        double result;
        int f[9], count, n = sscanf(line, "%lf %d %d %d %d %d %d %d %d %d %d", &result, &f[0],
                                    &f[1], &f[2], &f[3], &f[4], &f[5], &f[6], &f[7], &f[8], &count);
        cr_assert_eq(n, 11, "'%s'", line);
        cr_assert(result == 0 || result == 0.5 || result == 1, "'%s'", line);
        cr_assert_eq(f[8], 1);
        cr_assert(count >= 2 && count < 64, "'%s'", line);
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
    remove("/tmp/s4-learn-data.txt");
    free(a), free(b), free(c), free(header);
}

Test(engine_learn, fit_refuses_missing_short_and_malformed_data)
{
    cr_assert_neq(system(ENGINE " fit /nonexistent/data.txt 2>/dev/null"), 0);
    FILE *data = fopen("/tmp/s4-learn-bad.txt", "w");
    fputs("1 0 0 0 0 0 0 0 0 1 10\n", data);
    fclose(data);
    cr_assert_neq(system(ENGINE " fit /tmp/s4-learn-bad.txt 2>/dev/null"), 0, "one line is too few");
    data = fopen("/tmp/s4-learn-bad.txt", "w");
    for (int i = 0; i < 200; i++)
        fputs(i == 150 ? "win 0 0 0\n" : "0.5 1 0 0 0 0 0 0 0 1 10\n", data);
    fclose(data);
    cr_assert_neq(system(ENGINE " fit /tmp/s4-learn-bad.txt 2>/dev/null"), 0, "a malformed line");
    data = fopen("/tmp/s4-learn-bad.txt", "w");
    for (int i = 0; i < 200; i++) /* the old format, without the bead count */
        fputs(i % 2 ? "0.5 1 0 0 0 0 0 0 0 1\n" : "1 0 1 0 0 0 0 0 0 1\n", data);
    fclose(data);
    cr_assert_neq(system(ENGINE " fit /tmp/s4-learn-bad.txt 2>/dev/null"), 0, "no bead count");
    remove("/tmp/s4-learn-bad.txt");
    cr_assert_neq(system(ENGINE " selfplay zero 2>/dev/null"), 0);
}
