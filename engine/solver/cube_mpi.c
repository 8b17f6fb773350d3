/* cube_mpi.c: score4-solve-mpi: one Score Four position solved by many processes.
 *
 *   mpirun -np P score4-solve-mpi [--weak] [--depth D] [--hash MB] [--threads N]
 *                                 [--checkpoint FILE] [--timeout S] "<moves>"
 *
 * Rank 0 coordinates: it splits the position D plies deep (cube_split.h), hands the leaves to
 * the other ranks as jobs with the window that matters, cancels jobs that stop mattering,
 * and writes every result to the checkpoint (a rerun with the same file resumes). A worker
 * silent for --timeout seconds (default 10; workers report every second) counts as dead and
 * its leaf is handed out again; if it speaks again (it was only slow: a loaded host, a
 * stopped process), it is back: its result counts and it gets new work. When every worker
 * is taken for dead, the run waits one more --timeout for one of them to come back before it
 * gives up (the checkpoint then resumes). The answer is printed as --solve prints it.
 *
 * Open MPI ends the whole job when a process dies unless mpirun is told to keep it:
 *   mpirun --mca orte_enable_recovery 1 --mca orte_abort_on_non_zero_status 0 ...
 * With that, a killed worker costs only its leaf's time; without it, the checkpoint resumes.
 */
#include "cube_mpi.h"

#include <mpi.h>

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli/options.h"
#include "core/clock.h"
#include "core/limits.h"
#include "cube_solver.h"
#include "cube_split_certificate.h"

#ifndef S4_VERSION
#define S4_VERSION "0.0.0"
#endif

double s4_cube_mpi_now_s(void)
{
    return s4_clock_ms() / 1e3;
}

/* The options on the shared parser (cli/options.h): the same grammar and messages as the
 * other programs, --help and --version (the man page is made from them). */
static S4CliResult parse(int argc, char **argv, Options *o, FILE *err)
{
    *o = (Options){.depth = 3, .hash_mb = 64, .threads = 1, .timeout_s = 10,
                   .leaf_empty = S4_CERT_LEAF_EMPTY};
    const S4Option options[] = {
        {"--weak", S4_OPT_FLAG, &o->weak, 0, 0, NULL, "win, draw or loss only (not how many beads)",
         NULL},
        {"--depth", S4_OPT_NUMBER, &o->depth, 0, 8, "D",
         "plies the position is split into jobs (default 3; 0: one job)", NULL},
        {"--hash", S4_OPT_NUMBER, &o->hash_mb, 1, S4_LIMIT_HASH_MB, "MB",
         "transposition table of each worker (default 64)", NULL},
        {"--threads", S4_OPT_NUMBER, &o->threads, 1, S4_CUBE_MAX_THREADS, "N",
         "search threads of each worker (default 1)", NULL},
        {"--checkpoint", S4_OPT_TEXT, &o->checkpoint, 0, 0, "FILE",
         "every result is written to FILE (atomically); a rerun with the\n"
         "same FILE resumes, if every check of the file passes", NULL},
        {"--certificate", S4_OPT_TEXT, &o->certificate, 0, 0, "FILE",
         "once solved, what was proved is written to FILE (atomically) for\n"
         "score4-check-proof: the prover's moves, every reply, leaves to re-solve", NULL},
        {"--leaf-empty", S4_OPT_NUMBER, &o->leaf_empty, 0, 64, "E",
         "a certificate's positions with at most E empty cells are leaves (default 20)",
         NULL},
        {"--timeout", S4_OPT_NUMBER, &o->timeout_s, 1, 3600, "S",
         "a worker silent this long counts as dead (default 10)", NULL},
    };
    const S4Program program = {
        .name = "score4-solve-mpi",
        .version = S4_VERSION,
        .synopsis = "[options] \"<moves>\"   (under mpirun -np P, P from 2 to 256)",
        .about = "Solves one Score Four position over many processes: rank 0 splits it --depth\n"
                 "plies deep and hands the leaves to the other ranks as jobs. Prints the answer\n"
                 "as score4-engine --solve does. Any error stops every rank with a message and a\n"
                 "non-zero status.",
        .epilog = "example: mpirun -np 3 score4-solve-mpi --weak --depth 2 \"A1 B2 C3\"",
        .options = options,
        .option_count = (int)(sizeof options / sizeof options[0]),
        .min_operands = 1,
        .max_operands = 1,
        .operand_name = "position",
    };
    const char *operands[1] = {NULL};
    int count = 0;
    S4CliResult rc = s4_cli_parse_to(&program, argc, argv, operands, &count, stdout, err);
    o->moves = operands[0];
    return rc;
}

int main(int argc, char **argv)
{
    /* --help and --version are answered before MPI starts: help2man and a person asking
     * need no mpirun. */
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0 ||
            strcmp(argv[i], "--version") == 0) {
            Options o;
            return parse(argc, argv, &o, stderr);
        }
    int provided = 0;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    int rank = 0, ranks = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    /* Every rank parses the same words and so stops alike; rank 0 alone says why. */
    FILE *err = rank == 0 ? stderr : fopen("/dev/null", "w");
    Options o;
    S4CliResult parsed = parse(argc, argv, &o, err ? err : stderr);
    if (err && err != stderr)
        fclose(err);
    if (parsed != S4_CLI_GO_ON || ranks < 2 || ranks > MAX_RANKS) {
        if (rank == 0 && parsed == S4_CLI_GO_ON)
            fprintf(stderr, "score4-solve-mpi: needs 2 to %d ranks (mpirun -np P), not %d\n",
                    MAX_RANKS, ranks);
        MPI_Finalize();
        return parsed == S4_CLI_EXIT_OK ? 0 : 2;
    }
    int rc = rank == 0 ? s4_cube_mpi_coordinator(&o, ranks) : s4_cube_mpi_worker(&o);
    if (rc >= LEAVE_NOW) {
        /* A rank died: MPI_Finalize would wait for it. The answer is out (flushed); the
         * coordinator's exit status still says whether the position was solved. */
        fflush(stdout);
        fflush(stderr);
        _exit(rank == 0 ? rc - LEAVE_NOW : 0);
    }
    MPI_Finalize();
    return rc;
}
