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
#include <mpi.h>

#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/options.h"
#include "core/clock.h"
#include "core/limits.h"
#include "cube_checkpoint.h"
#include "cube_split_certificate.h"
#include "cube_split.h"
#include "cube_stream.h"

#ifndef S4_VERSION
#define S4_VERSION "0.0.0"
#endif

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

/* Seconds on the one monotonic clock (core/clock.h). */
static double now_s(void)
{
    return s4_clock_ms() / 1e3;
}

/* A worker's heartbeat for job `id`, at most one a second (*beat: when the last went), so
 * the coordinator does not take a long solve or certificate for a dead worker. */
static void beat_when_due(long long id, double *beat)
{
    if (now_s() - *beat < 1.0)
        return;
    long long b[1] = {id};
    MPI_Send(b, 1, MPI_LONG_LONG, 0, TAG_BEAT, MPI_COMM_WORLD);
    *beat = now_s();
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

/* What a worker returns when the coordinator lost a rank: main then leaves without
 * MPI_Finalize, whose closing exchange would wait for the dead rank for ever. */
enum { LEAVE_NOW = 3 };

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
        double beat = now_s();
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

static int worker(const Options *o)
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
        double t0 = now_s(), beat = t0;
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
                               (long long)((now_s() - t0) * 1e6)};
        MPI_Send(result, 6, MPI_LONG_LONG, 0, TAG_RESULT, MPI_COMM_WORLD);
    }
    s4_cube_solver_free(solver);
    return rc;
}

/* ---- coordinator -------------------------------------------------------------------- */

/* Writes the checkpoint (atomically): true, or false with the reason on stderr. */
static bool save_checkpoint(const S4CubeSplit *split, const Options *o)
{
    char why[S4_CHECKPOINT_WHY];
    if (!o->checkpoint || s4_cube_checkpoint_save(split, (int)o->depth, o->checkpoint, why))
        return true;
    fprintf(stderr, "score4-solve-mpi: cannot write the checkpoint %s\n", why);
    return false;
}

/* Tells every worker to stop (lost: leave without MPI_Finalize, see LEAVE_NOW). A small
 * message goes out at once even if nobody reads it. */
static void stop_workers(int ranks, bool lost)
{
    long long stop = lost;
    for (int r = 1; r < ranks; r++)
        MPI_Send(&stop, 1, MPI_LONG_LONG, r, TAG_STOP, MPI_COMM_WORLD);
}

typedef struct Worker {
    bool ready, alive, busy;
    int leaf;
    double seen;
    long long pid;
} Worker;

static int alive_count(const Worker *w, int ranks)
{
    int n = 0;
    for (int r = 1; r < ranks; r++)
        n += w[r].alive;
    return n;
}

/* The certificate of a solved split (--certificate): the split's leaves on the proof (of
 * both halves for a draw: each side's "does not lose") go to the idle workers as certificate
 * jobs, their fragments come back, and rank 0 writes the file around them. A job is named
 * half x split->count + its index in that half's needed leaves. As in the solve, a worker
 * silent for --timeout seconds is taken for dead and its job handed out again (*requeued);
 * one that speaks again is back, and of two fragments of one job the first counts. Results
 * and beats of solve jobs cancelled at the end still arrive and are read and dropped. true
 * when the file was written. */
static bool write_certificate(const Options *o, const S4CubeSplit *split, Worker *w, int ranks,
                              long *requeued)
{
    enum { TO_HAND_OUT, RUNNING, DONE };
    int halves = s4_cube_split_cert_halves(split);
    S4CubeSplitCert cert[2];
    char *state[2] = {NULL, NULL};
    int inited = 0, total = 0;
    bool ok = true;
    for (int h = 0; ok && h < halves; h++) {
        ok = s4_cube_split_cert_init(&cert[h], split, h == 1);
        inited += ok;
        state[h] = ok ? calloc((size_t)cert[h].needed_count + 1, 1) : NULL;
        ok = ok && state[h];
        total += ok ? cert[h].needed_count : 0;
    }
    if (!ok) {
        fprintf(stderr, "score4-solve-mpi: no memory for the certificate\n");
    } else {
        fprintf(stderr, "score4-solve-mpi: certificate: %d leaves of the split on the proof\n",
                total);
    }
    int received = 0;
    while (ok && received < total) {
        for (int r = 1; r < ranks; r++) {
            if (!w[r].alive || !w[r].ready || w[r].busy)
                continue;
            int h = 0, k = 0;
            while (h < halves && (k == cert[h].needed_count || state[h][k] != TO_HAND_OUT)) {
                if (k == cert[h].needed_count) {
                    h++;
                    k = 0;
                } else {
                    k++;
                }
            }
            if (h == halves)
                break; /* every job handed out */
            const S4CubePos *p = &split->node[cert[h].needed[k]].pos;
            long long id = (long long)h * split->count + k;
            long long job[JOB_FIELDS] = {id, cert[h].needed_prover[k], cert[h].claim,
                                         (long long)p->me, (long long)p->opp, o->leaf_empty};
            if (MPI_Send(job, JOB_FIELDS, MPI_LONG_LONG, r, TAG_CERT, MPI_COMM_WORLD) !=
                MPI_SUCCESS) {
                w[r].alive = false;
                continue;
            }
            fprintf(stderr, "score4-solve-mpi: certificate job %lld to worker %d\n", id, r);
            state[h][k] = RUNNING;
            w[r].busy = true;
            w[r].leaf = (int)id;
            w[r].seen = now_s();
        }
        if (alive_count(w, ranks) == 0) {
            fprintf(stderr, "score4-solve-mpi: no worker left for the certificate\n");
            ok = false;
            break;
        }
        int flag = 0;
        MPI_Status st;
        MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &st);
        if (!flag) {
            double t = now_s();
            for (int r = 1; r < ranks; r++)
                if (w[r].alive && w[r].busy && t - w[r].seen > (double)o->timeout_s) {
                    int h = w[r].leaf / split->count, k = w[r].leaf % split->count;
                    fprintf(stderr, "score4-solve-mpi: worker %d silent for %.0f s: its "
                                    "certificate job %d goes to another\n", r, t - w[r].seen,
                            w[r].leaf);
                    w[r].alive = false;
                    w[r].busy = false;
                    if (h < halves && k < cert[h].needed_count && state[h][k] == RUNNING) {
                        state[h][k] = TO_HAND_OUT;
                        (*requeued)++;
                    }
                }
            s4_clock_sleep_ms(1);
            continue;
        }
        int r = st.MPI_SOURCE;
        if (r <= 0 || r >= ranks) {
            long long drop[JOB_FIELDS];
            MPI_Recv(drop, JOB_FIELDS, MPI_LONG_LONG, st.MPI_SOURCE, st.MPI_TAG, MPI_COMM_WORLD,
                     &st);
            continue;
        }
        w[r].seen = now_s();
        if (st.MPI_TAG != TAG_FRAGMENT) {
            long long msg[7];
            MPI_Recv(msg, 7, MPI_LONG_LONG, r, st.MPI_TAG, MPI_COMM_WORLD, &st);
            if (!w[r].alive && w[r].ready && (st.MPI_TAG == TAG_BEAT || st.MPI_TAG == TAG_RESULT)) {
                /* Only slow: busy with what it beats for until its fragment or result. */
                fprintf(stderr, "score4-solve-mpi: worker %d is back\n", r);
                w[r].alive = true;
                w[r].busy = st.MPI_TAG == TAG_BEAT;
                w[r].leaf = (int)msg[0];
            }
            if (st.MPI_TAG == TAG_RESULT)
                w[r].busy = false;
            if (st.MPI_TAG == TAG_READY)
                w[r].ready = msg[1] != 0;
            continue;
        }
        long long head[4];
        MPI_Recv(head, 4, MPI_LONG_LONG, r, TAG_FRAGMENT, MPI_COMM_WORLD, &st);
        if (!w[r].alive && w[r].ready) {
            fprintf(stderr, "score4-solve-mpi: worker %d is back\n", r);
            w[r].alive = true;
        }
        w[r].busy = false;
        int h = (int)(head[0] / split->count), k = (int)(head[0] % split->count);
        if (!head[1] || head[0] < 0 || h >= halves || k >= cert[h].needed_count ||
            head[3] < 0) {
            fprintf(stderr, "score4-solve-mpi: worker %d could not write its fragment\n", r);
            ok = false;
            break;
        }
        size_t len = (size_t)head[3];
        char *text = malloc(len + 1);
        for (size_t at = 0; at < len || at == 0; at += 1 << 30) {
            size_t piece = len - at < (size_t)1 << 30 ? len - at : (size_t)1 << 30;
            MPI_Recv(text ? text + at : NULL, text ? (int)piece : 0, MPI_CHAR, r,
                     TAG_FRAGMENT_TEXT, MPI_COMM_WORLD, &st);
            if (len == 0)
                break;
        }
        if (!text) {
            fprintf(stderr, "score4-solve-mpi: no memory for a fragment\n");
            ok = false;
            break;
        }
        if (state[h][k] == DONE) {
            free(text); /* a job handed out again: the other worker's came first */
            continue;
        }
        state[h][k] = DONE;
        s4_cube_split_cert_give(&cert[h], cert[h].needed[k], text, len, (long)head[2]);
        received++;
    }
    if (ok) {
        /* Rank 0 answers what the split left out (replies that lose at once): a small table. */
        S4CubeSolver *solver = s4_cube_solver_new(16, 1);
        char why[S4_CERT_WHY];
        long nodes = 0;
        ok = solver && s4_cube_split_cert_write(cert, halves, solver, o->moves,
                                                (int)o->leaf_empty, o->certificate, &nodes, why);
        if (ok)
            fprintf(stderr, "score4-solve-mpi: certificate %s: %ld nodes%s\n", o->certificate,
                    nodes, halves == 2 ? " (a draw: both sides' halves)" : "");
        else
            fprintf(stderr, "score4-solve-mpi: cannot write the certificate: %s\n",
                    solver ? why : "no memory for a solver");
        s4_cube_solver_free(solver);
    }
    for (int h = 0; h < inited; h++)
        s4_cube_split_cert_free(&cert[h]);
    free(state[0]);
    free(state[1]);
    return ok;
}

static int coordinator(const Options *o, int ranks)
{
    S4CubeLines lines;
    s4_cube_lines_init(&lines);
    S4CubePos root;
    char why[160];
    /* Every error before the run stops the workers too: they wait for a job or a stop. */
    if (!s4_cube_parse_record(&lines, o->moves, strlen(o->moves), &root, why, sizeof why)) {
        fprintf(stderr, "score4-solve-mpi: %s\n", why);
        stop_workers(ranks, false);
        return 2;
    }
    S4CubeSplit split;
    if (!s4_cube_split_init(&split, &lines, &root, (int)o->depth, o->weak)) {
        fprintf(stderr, "score4-solve-mpi: no memory for the split\n");
        stop_workers(ranks, false);
        return 2;
    }
    if (o->checkpoint) {
        /* Resumed whole or not at all: a checkpoint that fails a check is refused and the
         * run stops, so that it is neither half-used nor overwritten. */
        int restored;
        bool missing;
        char ck_why[S4_CHECKPOINT_WHY];
        if (!s4_cube_checkpoint_load(&split, (int)o->depth, o->checkpoint, &restored, &missing,
                                     ck_why)) {
            fprintf(stderr, "score4-solve-mpi: checkpoint refused: %s\n", ck_why);
            s4_cube_split_free(&split);
            stop_workers(ranks, false);
            return 2;
        }
        if (!missing)
            fprintf(stderr, "score4-solve-mpi: resumed %d leaves from %s\n", restored,
                    o->checkpoint);
        /* Written once before any work: a checkpoint that cannot be written (read-only, a
         * directory in the way, a full disk) stops the run now, not hours later. */
        if (!save_checkpoint(&split, o)) {
            s4_cube_split_free(&split);
            stop_workers(ranks, false);
            return 2;
        }
    }
    fprintf(stderr, "score4-solve-mpi: %d leaves at depth %ld, %d workers\n", split.leaves,
            o->depth, ranks - 1);
    Worker w[MAX_RANKS] = {{0}};
    double start = now_s();
    for (int r = 1; r < ranks; r++) {
        w[r].alive = true;
        w[r].seen = start;
    }
    long jobs = 0, cancelled = 0, requeued = 0;
    unsigned long long nodes = 0;
    double busy_s = 0;
    double all_silent_since = -1; /* when the last worker alive was taken for dead, or -1 */
    bool failed = false;          /* an error stopped the run (said on stderr) */
    while (!failed && !s4_cube_split_solved(&split)) {
        /* Hand out work. */
        int alive = 0, busy = 0;
        for (int r = 1; r < ranks; r++) {
            alive += w[r].alive;
            if (!w[r].alive || !w[r].ready || w[r].busy) {
                busy += w[r].busy;
                continue;
            }
            int alpha, beta, leaf = s4_cube_split_next(&split, &alpha, &beta);
            if (leaf < 0)
                continue;
            const S4CubePos *p = &split.node[leaf].pos;
            long long job[JOB_FIELDS] = {leaf, alpha, beta, (long long)p->me, (long long)p->opp,
                                         o->weak};
            if (MPI_Send(job, JOB_FIELDS, MPI_LONG_LONG, r, TAG_JOB, MPI_COMM_WORLD) !=
                MPI_SUCCESS) {
                w[r].alive = false;
                continue;
            }
            split.node[leaf].running = true;
            w[r].busy = true;
            w[r].leaf = leaf;
            w[r].seen = now_s();
            jobs++;
            busy++;
        }
        if (alive == 0) {
            /* Every worker taken for dead: on a loaded host all of them may be only slow (one
             * that speaks again is taken back, below), so they get one more --timeout before
             * the run gives up. A worker that really died never speaks, and then the wait
             * costs only that long. */
            double t = now_s();
            if (all_silent_since < 0) {
                all_silent_since = t;
                fprintf(stderr, "score4-solve-mpi: every worker is silent; waiting %ld s for one "
                                "to speak again\n", o->timeout_s);
            } else if (t - all_silent_since > (double)o->timeout_s) {
                fprintf(stderr, "score4-solve-mpi: no worker left; rerun with the checkpoint\n");
                break;
            }
        } else {
            all_silent_since = -1;
        }
        bool all_ready = true;
        for (int r = 1; r < ranks; r++)
            all_ready &= w[r].ready || !w[r].alive;
        if (all_ready && busy == 0 && s4_cube_split_next(&split, &(int){0}, &(int){0}) < 0) {
            fprintf(stderr, "score4-solve-mpi: nothing left to search but unsolved\n");
            break;
        }
        /* Results, heartbeats. */
        int flag = 0;
        MPI_Status st;
        MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &st);
        if (!flag) {
            double t = now_s();
            for (int r = 1; r < ranks; r++)
                if (w[r].alive && w[r].busy && t - w[r].seen > (double)o->timeout_s) {
                    fprintf(stderr, "score4-solve-mpi: worker %d silent for %.0f s: its leaf "
                                    "%d goes to another\n", r, t - w[r].seen, w[r].leaf);
                    w[r].alive = false;
                    w[r].busy = false;
                    split.node[w[r].leaf].running = false;
                    requeued++;
                }
            s4_clock_sleep_ms(1);
            continue;
        }
        long long msg[7];
        MPI_Recv(msg, 7, MPI_LONG_LONG, st.MPI_SOURCE, st.MPI_TAG, MPI_COMM_WORLD, &st);
        int r = st.MPI_SOURCE;
        if (r <= 0 || r >= ranks)
            continue;
        w[r].seen = now_s();
        /* A worker taken for dead that speaks again was only slow. Its leaf went to another
         * worker, so both may now search it: a leaf's result only narrows its interval
         * (s4_cube_split_report), whichever comes first, and the other is cancelled once it
         * stops mattering. Only a worker with a solver sends beats and results. */
        if (!w[r].alive && w[r].ready && (st.MPI_TAG == TAG_BEAT || st.MPI_TAG == TAG_RESULT)) {
            fprintf(stderr, "score4-solve-mpi: worker %d is back\n", r);
            w[r].alive = true;
            w[r].busy = msg[0] >= 0 && msg[0] < split.count; /* on that leaf until its result */
            w[r].leaf = w[r].busy ? (int)msg[0] : 0;
        }
        if (st.MPI_TAG == TAG_READY) {
            w[r].pid = msg[0];
            w[r].ready = true;
            fprintf(stderr, "score4-solve-mpi: worker %d pid %lld\n", r, msg[0]);
            if (!msg[1]) {
                fprintf(stderr, "score4-solve-mpi: worker %d has no memory for a %ld MB "
                                "table; the run stops\n", r, o->hash_mb);
                w[r].alive = false;
                failed = true;
            }
        } else if (st.MPI_TAG == TAG_RESULT && w[r].alive) {
            int leaf = (int)msg[0];
            w[r].busy = false;
            nodes += (unsigned long long)msg[4];
            busy_s += (double)msg[5] / 1e6;
            if (leaf >= 0 && leaf < split.count) { /* leaf 0 is the root at --depth 0 */
                if (msg[1]) {
                    s4_cube_split_report(&split, leaf, (int)msg[2], (int)msg[3]);
                    if (!save_checkpoint(&split, o))
                        failed = true;
                } else {
                    split.node[leaf].running = false;
                }
            }
            /* Cancel what no longer matters. */
            for (int k = 1; k < ranks; k++)
                if (w[k].alive && w[k].busy && !s4_cube_split_wanted(&split, w[k].leaf)) {
                    long long c[1] = {w[k].leaf};
                    MPI_Send(c, 1, MPI_LONG_LONG, k, TAG_CANCEL, MPI_COMM_WORLD);
                    cancelled++;
                }
        }
    }
    bool solved = s4_cube_split_solved(&split);
    if (solved) {
        int v = split.node[0].lo;
        if (v == 0)
            printf("%s draw\n", o->moves);
        else if (o->weak)
            printf("%s %s\n", o->moves, v > 0 ? "win" : "loss");
        else
            printf("%s %s %d\n", o->moves, v > 0 ? "win" : "loss",
                   s4_cube_beads_left(v, root.moves));
        fflush(stdout);
    }
    if (solved && o->certificate && !write_certificate(o, &split, w, ranks, &requeued))
        failed = true;
    double wall = now_s() - start;
    fprintf(stderr, "score4-solve-mpi: %s in %.2f s: %ld jobs, %ld cancelled, %ld handed out "
                    "again, %llu nodes, %.2f worker-seconds, %.2f M nodes/s per busy worker\n",
            solved ? "solved" : "unsolved", wall, jobs, cancelled, requeued, nodes, busy_s,
            busy_s > 0 ? (double)nodes / busy_s / 1e6 : 0.0);
    /* Every rank gets the stop, also one taken for dead (a slow one would otherwise wait
     * for ever). With a rank lost, the stop tells the others to leave without MPI_Finalize
     * (see LEAVE_NOW); one that came back is not lost. */
    bool lost = alive_count(w, ranks) < ranks - 1 && !failed;
    stop_workers(ranks, lost);
    s4_cube_split_free(&split);
    if (lost)
        return solved ? LEAVE_NOW : LEAVE_NOW + 1;
    return failed ? 2 : solved ? 0 : 1;
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
    int rc = rank == 0 ? coordinator(&o, ranks) : worker(&o);
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
