/* cube_mpi_worker.c: score4-solve-mpi's worker ranks (cube_mpi.h): each job solved or
 * its certificate written by a thread while the rank's main thread, the only one that calls
 * MPI, beats every second and reads cancels and stops. */
#include "cube_mpi.h"

#include <mpi.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "core/clock.h"
#include "cube_split_certificate.h"

/* A worker's heartbeat for job `id`, at most one a second (*beat: when the last went), so
 * the coordinator does not take a long solve or certificate for a dead worker. */
static void beat_when_due(long long id, double *beat)
{
    if (s4_cube_mpi_now_s() - *beat < 1.0)
        return;
    long long b[1] = {id};
    MPI_Send(b, 1, MPI_LONG_LONG, 0, TAG_BEAT, MPI_COMM_WORLD);
    *beat = s4_cube_mpi_now_s();
}

/* ---- worker ------------------------------------------------------------------------- */

typedef struct Task {
    S4CubeSolver *solver;
    S4CubePos pos;
    bool weak;
    int alpha, beta, lo, hi;
    bool complete;
    uint64_t nodes;
    volatile int stop;
    volatile int done;
} Task;

static void *solve_task(void *arg)
{
    Task *t = arg;
    t->complete = s4_cube_split_solve_leaf(t->solver, &t->pos, t->weak, t->alpha, t->beta,
                                           &t->stop, &t->lo, &t->hi, &t->nodes);
    __atomic_store_n(&t->done, 1, __ATOMIC_RELEASE);
    return NULL;
}

/* A certificate job: the fragment of one split leaf on the proof, written by a thread while
 * the worker's main thread (the only one that calls MPI) beats every second, as in a solve,
 * so that the coordinator can tell a dead worker from a slow one; then sent back whole.
 * job[0] names the job (its split leaf and half) and comes back unchanged. */
typedef struct CertTask {
    S4CubeSolver *solver;
    S4CubePos pos;
    bool prover_to_move;
    int claim, leaf_empty;
    char *text;
    size_t len;
    long nodes;
    bool ok;
    char why[S4_CERT_WHY];
    volatile int done;
} CertTask;

static void *certificate_task(void *arg)
{
    CertTask *t = arg;
    t->ok = s4_cube_split_cert_fragment(t->solver, &t->pos, t->prover_to_move, t->claim,
                                        t->leaf_empty, &t->text, &t->len, &t->nodes, t->why);
    __atomic_store_n(&t->done, 1, __ATOMIC_RELEASE);
    return NULL;
}

/* Runs the job, beating; a stop that comes meanwhile is kept in *stop_rc (>= 0) for the
 * worker's loop, which leaves once the fragment is sent. */
static void certificate_job(S4CubeSolver *solver, const long long job[JOB_FIELDS], int *stop_rc)
{
    CertTask t = {.solver = solver, .prover_to_move = job[1] != 0, .claim = (int)job[2],
                  .leaf_empty = (int)job[5]};
    s4_cube_from_beads(s4_cube_solver_lines(solver), (uint64_t)job[3], (uint64_t)job[4], &t.pos);
    pthread_t thread;
    if (pthread_create(&thread, NULL, certificate_task, &t) != 0) {
        certificate_task(&t);
    } else {
        double beat = s4_cube_mpi_now_s();
        while (!__atomic_load_n(&t.done, __ATOMIC_ACQUIRE)) {
            int flag = 0;
            MPI_Status st;
            MPI_Iprobe(0, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &st);
            if (flag) {
                long long msg[JOB_FIELDS];
                MPI_Recv(msg, JOB_FIELDS, MPI_LONG_LONG, 0, st.MPI_TAG, MPI_COMM_WORLD, &st);
                if (st.MPI_TAG == TAG_STOP)
                    *stop_rc = msg[0] ? LEAVE_NOW : 0;
            }
            beat_when_due(job[0], &beat);
            s4_clock_sleep_ms(2);
        }
        pthread_join(thread, NULL);
    }
    long long head[4] = {job[0], t.ok, t.nodes, (long long)t.len};
    MPI_Send(head, 4, MPI_LONG_LONG, 0, TAG_FRAGMENT, MPI_COMM_WORLD);
    if (t.ok) {
        /* In pieces under INT_MAX bytes, the most one MPI_Send takes. */
        for (size_t at = 0; at < t.len || at == 0; at += 1 << 30) {
            size_t piece = t.len - at < (size_t)1 << 30 ? t.len - at : (size_t)1 << 30;
            MPI_Send(t.text + at, (int)piece, MPI_CHAR, 0, TAG_FRAGMENT_TEXT, MPI_COMM_WORLD);
            if (t.len == 0)
                break;
        }
    } else {
        fprintf(stderr, "score4-solve-mpi: certificate of a leaf: %s\n", t.why);
    }
    free(t.text);
}

int s4_cube_mpi_worker(const Options *o)
{
    int rc = 0;
    S4CubeSolver *solver = s4_cube_solver_new((size_t)o->hash_mb, (int)o->threads);
    long long ready[2] = {(long long)getpid(), solver != NULL};
    MPI_Send(ready, 2, MPI_LONG_LONG, 0, TAG_READY, MPI_COMM_WORLD);
    if (!solver)
        return 1;
    for (;;) {
        long long job[JOB_FIELDS];
        MPI_Status st;
        MPI_Recv(job, JOB_FIELDS, MPI_LONG_LONG, 0, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
        if (st.MPI_TAG == TAG_STOP) {
            rc = job[0] ? LEAVE_NOW : 0;
            break;
        }
        if (st.MPI_TAG == TAG_CERT) {
            int stop_rc = -1;
            certificate_job(solver, job, &stop_rc);
            if (stop_rc >= 0) {
                rc = stop_rc;
                break;
            }
            continue;
        }
        if (st.MPI_TAG != TAG_JOB)
            continue; /* a cancel for a job already finished */
        Task t = {.solver = solver, .weak = job[5] != 0, .alpha = (int)job[1],
                  .beta = (int)job[2]};
        s4_cube_from_beads(s4_cube_solver_lines(solver), (uint64_t)job[3], (uint64_t)job[4],
                           &t.pos);
        double t0 = s4_cube_mpi_now_s(), beat = t0;
        pthread_t thread;
        if (pthread_create(&thread, NULL, solve_task, &t) != 0)
            solve_task(&t);
        else {
            bool stopping = false;
            while (!__atomic_load_n(&t.done, __ATOMIC_ACQUIRE)) {
                int flag = 0;
                MPI_Iprobe(0, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &st);
                if (flag) {
                    long long msg[7];
                    MPI_Recv(msg, 7, MPI_LONG_LONG, 0, st.MPI_TAG, MPI_COMM_WORLD, &st);
                    if ((st.MPI_TAG == TAG_CANCEL && msg[0] == job[0]) || st.MPI_TAG == TAG_STOP)
                        t.stop = 1;
                    if (st.MPI_TAG == TAG_STOP) {
                        stopping = true;
                        rc = msg[0] ? LEAVE_NOW : 0;
                    }
                }
                beat_when_due(job[0], &beat);
                s4_clock_sleep_ms(2);
            }
            pthread_join(thread, NULL);
            if (stopping)
                break;
        }
        long long result[6] = {job[0], t.complete, t.lo, t.hi, (long long)t.nodes,
                               (long long)((s4_cube_mpi_now_s() - t0) * 1e6)};
        MPI_Send(result, 6, MPI_LONG_LONG, 0, TAG_RESULT, MPI_COMM_WORLD);
    }
    s4_cube_solver_free(solver);
    return rc;
}
