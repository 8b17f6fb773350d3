/* cube_mpi.h: what the files of score4-solve-mpi share (cube_mpi.c: the program, its options
 * and main): the messages between the ranks, the worker's side (cube_mpi_worker.c), the
 * coordinator's (cube_mpi_coordinator.c) and its certificate (cube_mpi_certificate.c). Not for
 * other programs: the library s4solver stays free of MPI (cube_split.h). */
#ifndef S4_SOLVER_CUBE_MPI_H
#define S4_SOLVER_CUBE_MPI_H

#include <stdbool.h>

#include "cube_split.h"

enum { TAG_READY = 1, TAG_JOB, TAG_CANCEL, TAG_STOP, TAG_RESULT, TAG_BEAT, TAG_CERT,
       TAG_FRAGMENT, TAG_FRAGMENT_TEXT };
enum { MAX_RANKS = 256 };
/* A job: leaf, alpha, beta, the side to move's beads, the other side's, weak (the worker
 * rebuilds the position from the beads: s4_cube_from_beads). A certificate job (TAG_CERT):
 * leaf, prover to move, claim, the beads, leaf_empty; answered by TAG_FRAGMENT (leaf, ok,
 * node lines, bytes) and, when ok, the text (TAG_FRAGMENT_TEXT). */
enum { JOB_FIELDS = 6 };

typedef struct Options {
    bool weak;
    long depth;
    long hash_mb;
    long threads;
    const char *checkpoint;
    const char *certificate;
    long leaf_empty;
    long timeout_s;
    const char *moves;
} Options;

/* What a worker returns when the coordinator lost a rank: main then leaves without
 * MPI_Finalize, whose closing exchange would wait for the dead rank for ever. */
enum { LEAVE_NOW = 3 };

/* What rank 0 knows of a worker rank (w[r] for rank r; w[0] is unused). */
typedef struct Worker {
    bool ready, alive, busy;
    int leaf;
    double seen;
    long long pid;
} Worker;

/* Seconds on the one monotonic clock (core/clock.h). */
double s4_cube_mpi_now_s(void);

/* A worker rank: says it is ready (its pid, and whether its solver has memory), then runs the
 * jobs rank 0 sends until a stop. Returns its exit status, LEAVE_NOW when rank 0 lost a rank. */
int s4_cube_mpi_worker(const Options *o);

/* Rank 0: splits the position, hands out the jobs and prints the answer (the file's opening
 * comment in cube_mpi.c); stops every worker at the end. Returns the exit status (0 solved, 1
 * unsolved, 2 an error), or LEAVE_NOW plus that of solved or unsolved when a rank was lost. */
int s4_cube_mpi_coordinator(const Options *o, int ranks);

/* The workers among ranks 1 .. ranks - 1 not taken for dead. */
int s4_cube_mpi_alive_count(const Worker *w, int ranks);

/* The first rank from `from` on (below `ranks`) whose worker is busy and has been silent for
 * more than timeout_s seconds at time t: it is taken for dead (not alive, not busy; its leaf
 * kept, so the caller hands that job out again) and stderr says so, `what` naming the job
 * ("leaf", "certificate job"). Returns the rank, or -1 when there is none. */
int s4_cube_mpi_next_silent(Worker *w, int from, int ranks, double timeout_s, double t,
                            const char *what);

/* The certificate of a solved split (--certificate): the split's leaves on the proof (of
 * both halves for a draw: each side's "does not lose") go to the idle workers as certificate
 * jobs, their fragments come back, and rank 0 writes the file around them. A job is named
 * half x split->count + its index in that half's needed leaves. As in the solve, a worker
 * silent for --timeout seconds is taken for dead and its job handed out again (*requeued);
 * one that speaks again is back, and of two fragments of one job the first counts. Results
 * and beats of solve jobs cancelled at the end still arrive and are read and dropped. true
 * when the file was written. */
bool s4_cube_mpi_write_certificate(const Options *o, const S4CubeSplit *split, Worker *w,
                                   int ranks, long *requeued);

#endif
