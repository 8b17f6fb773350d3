/* solve_lines.c: the line loop of `score4-engine --solve` (see solve_lines.h). */
#include "solve_lines.h"

#include <stdlib.h>
#include <sys/types.h>

int s4_solve_lines(FILE *in, FILE *err, S4LineSolver solve, void *context)
{
    char *line = NULL;
    size_t capacity = 0;
    ssize_t got;
    long number = 0;
    int rc = 0;
    while (rc != 2 && (got = getline(&line, &capacity, in)) != -1) {
        number++;
        char why[160];
        switch (solve(context, line, (size_t)got, number, why, sizeof why)) {
        case S4_LINE_REFUSED:
            fprintf(err, "score4-engine: line %ld: %s\n", number, why);
            rc = 1;
            break;
        case S4_LINE_OUTPUT_FAILED:
            rc = 2;
            break;
        case S4_LINE_ANSWERED:
        case S4_LINE_SKIPPED:
            break;
        }
    }
    free(line);
    return rc;
}
