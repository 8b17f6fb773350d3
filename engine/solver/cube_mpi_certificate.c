/* cube_mpi_certificate.c: score4-solve-mpi's certificate (cube_mpi.h): once the split is
 * solved, rank 0 hands the split's leaves on the proof to the workers and writes the file
 * around the fragments they send back. */
#include "cube_mpi.h"

#include <mpi.h>

#include <stdio.h>
#include <stdlib.h>

#include "core/clock.h"
#include "cube_split_certificate.h"

bool s4_cube_mpi_write_certificate(const Options *o, const S4CubeSplit *split, Worker *w,
                                   int ranks, long *requeued)
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
            w[r].seen = s4_cube_mpi_now_s();
        }
        if (s4_cube_mpi_alive_count(w, ranks) == 0) {
            fprintf(stderr, "score4-solve-mpi: no worker left for the certificate\n");
            ok = false;
            break;
        }
        int flag = 0;
        MPI_Status st;
        MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &st);
        if (!flag) {
            double t = s4_cube_mpi_now_s();
            for (int r = 0; (r = s4_cube_mpi_next_silent(w, r + 1, ranks, (double)o->timeout_s, t,
                                                          "certificate job")) > 0;) {
                int h = w[r].leaf / split->count, k = w[r].leaf % split->count;
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
        w[r].seen = s4_cube_mpi_now_s();
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
