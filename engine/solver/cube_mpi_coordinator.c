/* cube_mpi_coordinator.c: score4-solve-mpi's rank 0 (cube_mpi.h): the position split into
 * jobs, the jobs handed out with their windows, results and heartbeats read, jobs that stop
 * mattering cancelled, silent workers taken for dead, the checkpoint and the answer. */
#include "cube_mpi.h"

#include <mpi.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "cube_checkpoint.h"
#include "cube_stream.h"

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

int s4_cube_mpi_alive_count(const Worker *w, int ranks)
{
    int n = 0;
    for (int r = 1; r < ranks; r++)
        n += w[r].alive;
    return n;
}

int s4_cube_mpi_next_silent(Worker *w, int from, int ranks, double timeout_s, double t,
                            const char *what)
{
    for (int r = from; r < ranks; r++)
        if (w[r].alive && w[r].busy && t - w[r].seen > timeout_s) {
            fprintf(stderr, "score4-solve-mpi: worker %d silent for %.0f s: its %s %d goes to "
                            "another\n", r, t - w[r].seen, what, w[r].leaf);
            w[r].alive = false;
            w[r].busy = false;
            return r;
        }
    return -1;
}

int s4_cube_mpi_coordinator(const Options *o, int ranks)
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
    double start = s4_cube_mpi_now_s();
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
            w[r].seen = s4_cube_mpi_now_s();
            jobs++;
            busy++;
        }
        if (alive == 0) {
            /* Every worker taken for dead: on a loaded host all of them may be only slow (one
             * that speaks again is taken back, below), so they get one more --timeout before
             * the run gives up. A worker that really died never speaks, and then the wait
             * costs only that long. */
            double t = s4_cube_mpi_now_s();
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
            double t = s4_cube_mpi_now_s();
            for (int r = 0; (r = s4_cube_mpi_next_silent(w, r + 1, ranks, (double)o->timeout_s, t,
                                                          "leaf")) > 0;) {
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
        w[r].seen = s4_cube_mpi_now_s();
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
    if (solved && o->certificate && !s4_cube_mpi_write_certificate(o, &split, w, ranks, &requeued))
        failed = true;
    double wall = s4_cube_mpi_now_s() - start;
    fprintf(stderr, "score4-solve-mpi: %s in %.2f s: %ld jobs, %ld cancelled, %ld handed out "
                    "again, %llu nodes, %.2f worker-seconds, %.2f M nodes/s per busy worker\n",
            solved ? "solved" : "unsolved", wall, jobs, cancelled, requeued, nodes, busy_s,
            busy_s > 0 ? (double)nodes / busy_s / 1e6 : 0.0);
    /* Every rank gets the stop, also one taken for dead (a slow one would otherwise wait
     * for ever). With a rank lost, the stop tells the others to leave without MPI_Finalize
     * (see LEAVE_NOW); one that came back is not lost. */
    bool lost = s4_cube_mpi_alive_count(w, ranks) < ranks - 1 && !failed;
    stop_workers(ranks, lost);
    s4_cube_split_free(&split);
    if (lost)
        return solved ? LEAVE_NOW : LEAVE_NOW + 1;
    return failed ? 2 : solved ? 0 : 1;
}
