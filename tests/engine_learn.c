/* The learned evaluation's commands: self-play data is the same for the same seed, and the
 * fit reads it and writes a header of weights, refusing files that are not such data. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define ENGINE S4_BIN_DIR "/score4-engine"

/* A file name under /tmp of this process alone: another run of the suite (a second
 * checkout's, or CI's beside a developer's) never writes the same file. */
static void temp_path(char path[64], const char *name)
{
    snprintf(path, 64, "/tmp/s4-learn-%s-%d.txt", name, (int)getpid());
}

/* Runs the engine's fit on path; its exit status as system() gives it. */
static int fit(const char *path)
{
    char command[512];
    snprintf(command, sizeof command, ENGINE " fit %s 2>/dev/null", path);
    return system(command);
}

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
    char path[64], command[512];
    temp_path(path, "data");
    FILE *data = fopen(path, "w");
    cr_assert_not_null(data);
    fputs(b, data);
    fclose(data);
    snprintf(command, sizeof command, ENGINE " fit %s", path);
    char *header = output_of(command);
    cr_assert(strstr(header, "static const int s4_eval_weights[S4_FEAT_COUNT]"), "%s", header);
    cr_assert(strstr(header, "/* tempo (side to move) */"), "%s", header);
    cr_assert(strstr(header, "static const int s4_eval_weights_late[S4_FEAT_COUNT]"), "%s", header);
    cr_assert(strstr(header, "static const int s4_eval_weights_square[S4_FEAT_COUNT]"), "%s", header);
    remove(path);
    free(a), free(b), free(c), free(header);
}

Test(engine_learn, fit_refuses_missing_short_and_malformed_data)
{
    cr_assert_neq(system(ENGINE " fit /nonexistent/data.txt 2>/dev/null"), 0);
    char path[64];
    temp_path(path, "bad");
    FILE *data = fopen(path, "w");
    fputs("1 0000000000000001 0000000000000010\n", data);
    fclose(data);
    cr_assert_neq(fit(path), 0, "one line is too few");
    data = fopen(path, "w");
    for (int i = 0; i < 200; i++)
        fputs(i == 150 ? "win 0 0 0\n" : "0.5 0000000000000001 0000000000000010\n", data);
    fclose(data);
    cr_assert_neq(fit(path), 0, "a malformed line");
    data = fopen(path, "w");
    for (int i = 0; i < 200; i++) /* the old format: features, not positions */
        fputs(i % 2 ? "0.5 1 0 0 0 0 0 0 0 1 10\n" : "1 0 1 0 0 0 0 0 0 1 10\n", data);
    fclose(data);
    cr_assert_neq(fit(path), 0, "features, not beads");
    data = fopen(path, "w");
    for (int i = 0; i < 200; i++) /* a cell of both sides */
        fputs(i == 7 ? "1 0000000000000003 0000000000000002\n" : "1 0000000000000001 0000000000000010\n",
              data);
    fclose(data);
    cr_assert_neq(fit(path), 0, "overlapping beads");
    remove(path);
    cr_assert_neq(system(ENGINE " selfplay zero 2>/dev/null"), 0);
}
