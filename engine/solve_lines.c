/* solve_lines.c: the line loop of `score4-engine --solve` (see solve_lines.h). */
#include "solve_lines.h"

#include "core/file_reader.h"

int s4_solve_lines(FILE *in, FILE *err, S4LineSolver solve, void *context)
{
    /* Bounded: a line longer than any position ends the run (the rest of an endless line,
     * /dev/zero say, is never read); no input grows memory past one line. */
    char line[S4_SOLVE_MAX_LINE + 2];
    S4FileReader reader;
    s4_file_reader_attach(&reader, in, "standard input", line, S4_SOLVE_MAX_LINE,
                          S4_SOLVE_MAX_INPUT);
    int rc = 0;
    S4Status status;
    while (rc != 2 && s4_file_reader_next(&reader, &status)) {
        if (status != S4_OK) {
            char why[S4_READ_NAME + 160];
            s4_file_reader_describe(&reader, status, why, sizeof why);
            fprintf(err, "score4-engine: %s; the run stops\n", why);
            rc = rc == 0 ? 1 : rc;
            break;
        }
        /* The solvers take the line with its '\n', as it was read. */
        line[reader.len] = '\n';
        line[reader.len + 1] = '\0';
        char why[160];
        switch (solve(context, line, reader.len + 1, reader.line_no, why, sizeof why)) {
        case S4_LINE_REFUSED:
            fprintf(err, "score4-engine: line %ld: %s\n", reader.line_no, why);
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
    return rc;
}
