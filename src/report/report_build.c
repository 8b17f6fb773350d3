/* report_build.c: a game's report built a move at a time (report_build.h). */
#define _DEFAULT_SOURCE /* kill(), waitid() */
#include "report/report_build.h"

#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/board.h"
#include "core/clock.h"
#include "core/line_name.h"
#include "match/audit.h"

enum { ENGINE_PATH = 4096 };

struct S4ReportBuilder {
    char engine[ENGINE_PATH];  /* the analysing program; "" for none */
    S4ReportLimits limits;
    S4CubeSolver *solver;      /* NULL: no proofs (no budget) */
    S4AuditLimits audit;       /* the proofs' limits, as the audit takes them */
    int cached;                /* the position (bead count) whose value is in `value`; -1 */
    S4AuditPosition value;     /* the last weak value solved, for the next move's "before" */
    pthread_mutex_t child_lock; /* held while `child` is read to signal it or changed */
    pid_t child;               /* the engine's analysis running, 0: none; unreaped while set */
    atomic_bool interrupted;   /* s4_report_builder_interrupt was called: no more children */
};

S4ReportBuilder *s4_report_builder_new(const char *engine_path, const S4ReportLimits *limits)
{
    S4ReportBuilder *b = calloc(1, sizeof *b);
    if (!b)
        return NULL;
    snprintf(b->engine, sizeof b->engine, "%s", engine_path ? engine_path : "");
    b->limits = *limits;
    b->cached = -1;
    pthread_mutex_init(&b->child_lock, NULL);
    atomic_init(&b->interrupted, false);
    b->audit = (S4AuditLimits){.limit_ms = limits->solver_ms,
                               .from_beads = limits->solver_from,
                               .node_limit = limits->solver_nodes};
    if (limits->solver_ms > 0 || limits->solver_nodes > 0) {
        b->solver = s4_cube_solver_new((size_t)(limits->table_mb > 0 ? limits->table_mb : 16), 1);
        if (!b->solver) {
            free(b);
            return NULL;
        }
        s4_cube_solver_limit_cpu(b->solver, true);
    }
    return b;
}

void s4_report_builder_free(S4ReportBuilder *builder)
{
    if (!builder)
        return;
    s4_cube_solver_free(builder->solver);
    pthread_mutex_destroy(&builder->child_lock);
    free(builder);
}

void s4_report_builder_interrupt(S4ReportBuilder *builder)
{
    atomic_store(&builder->interrupted, true);
    pthread_mutex_lock(&builder->child_lock);
    if (builder->child > 0)
        kill(builder->child, SIGKILL); /* not yet reaped: the pid is still the child's */
    pthread_mutex_unlock(&builder->child_lock);
}

/* ================================================================ the engine's analysis */

/* Runs `engine --game G --threads 1 --nodes N analyse "<moves>"` and reads its answer
 * (client/analysis.h) into values[] and *best. False with why. */
static bool engine_values(S4ReportBuilder *b, const S4GameReport *r, int k,
                          S4PegValue values[S4_MAX_PEGS], int *best, char why[S4_REPORT_WHY])
{
    char moves[S4_MAX_CELLS * S4_MOVE_NAME + 1];
    size_t used = 0;
    moves[0] = '\0';
    for (int i = 0; i < k; i++) {
        char name[S4_MOVE_NAME];
        s4_move_name(&r->geo, r->moves[i], name);
        used += (size_t)snprintf(moves + used, sizeof moves - used, "%s%s", i ? " " : "", name);
    }
    char nodes[24];
    snprintf(nodes, sizeof nodes, "%llu", (unsigned long long)b->limits.engine_nodes);
    if (atomic_load(&b->interrupted)) {
        snprintf(why, S4_REPORT_WHY, "the analysis was stopped");
        return false;
    }
    char *argv[] = {(char *)b->engine, "--game", (char *)r->geo.name, "--threads", "1", "--nodes",
                    nodes, "--hash", "16", "analyse", moves, NULL};
    pid_t child;
    int fd;
    char start_why[S4_ANALYSIS_WHY];
    if (!s4_analysis_start(argv, 0, &child, &fd, start_why)) {
        snprintf(why, S4_REPORT_WHY, "%s", start_why);
        return false;
    }
    pthread_mutex_lock(&b->child_lock);
    b->child = child;
    pthread_mutex_unlock(&b->child_lock);
    if (atomic_load(&b->interrupted))
        kill(child, SIGKILL); /* interrupted while it was being started */
    char text[S4_ANALYSIS_OUTPUT + 1];
    size_t len = 0;
    bool too_much = false, too_long = false;
    int limit_ms = b->limits.engine_timeout_ms;
    double deadline = s4_clock_ms() + limit_ms;
    for (;;) {
        if (limit_ms > 0) {
            /* A child that neither writes nor ends within the limit is taken for hung. */
            double left = deadline - s4_clock_ms();
            struct pollfd pfd = {.fd = fd, .events = POLLIN};
            int ready = left > 0 ? poll(&pfd, 1, (int)left + 1) : 0;
            if (ready < 0 && errno == EINTR)
                continue;
            if (ready == 0) {
                too_long = true;
                break;
            }
        }
        ssize_t got = read(fd, text + len, sizeof text - 1 - len);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            break;
        len += (size_t)got;
        if (len == sizeof text - 1) {
            too_much = true;
            break;
        }
    }
    text[len] = '\0';
    close(fd);
    if (too_much || too_long)
        kill(child, SIGKILL);
    int status = 0;
    siginfo_t ended;
    while (waitid(P_PID, (id_t)child, &ended, WEXITED | WNOWAIT) < 0 && errno == EINTR)
        ;
    pthread_mutex_lock(&b->child_lock);
    b->child = 0; /* ended but not reaped until now: nobody signals another process */
    pthread_mutex_unlock(&b->child_lock);
    while (waitpid(child, &status, 0) < 0 && errno == EINTR)
        ;
    if (too_long) {
        snprintf(why, S4_REPORT_WHY, "the analysis (%.120s) did not answer within %d ms",
                 b->engine, limit_ms);
        return false;
    }
    if (too_much) {
        snprintf(why, S4_REPORT_WHY, "the analysis said more than %d bytes", S4_ANALYSIS_OUTPUT);
        return false;
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        snprintf(why, S4_REPORT_WHY, "the analysis (%.120s) %s %d", b->engine,
                 WIFEXITED(status) ? "exited with status" : "was killed by signal",
                 WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status));
        return false;
    }
    char parse_why[S4_ANALYSIS_WHY];
    if (!s4_analysis_parse(&r->geo, text, values, best, parse_why)) {
        snprintf(why, S4_REPORT_WHY, "the analysis answered nonsense: %s", parse_why);
        return false;
    }
    return true;
}

/* ================================================================ the solver's proofs */

/* The beads `side` still places to the end of a won or lost `board` (nobody has a line),
 * from an exact solve within the limits; 0 when not proved or drawn. */
static int exact_distance(S4ReportBuilder *b, const S4Board *board, S4Colour side)
{
    S4CubePos pos;
    s4_cube_from_board(s4_cube_solver_lines(b->solver), board, side, &pos);
    s4_cube_solver_clear(b->solver);
    S4CubeResult res;
    s4_cube_solve_nodes(b->solver, &pos, false, b->audit.limit_ms, b->audit.node_limit, &res);
    if (!res.complete || res.score == 0)
        return 0;
    return s4_cube_beads_left(res.score, board->count);
}

/* The weak value of the position after `count` moves, cached for the next move. */
static const S4AuditPosition *weak_value(S4ReportBuilder *b, const S4Board *board, int count)
{
    if (b->cached != count) {
        S4Colour side = count % 2 == 0 ? S4_WHITE : S4_BLACK;
        s4_audit_position(b->solver, board, side, &b->audit, &b->value);
        b->cached = count;
    }
    return &b->value;
}

/* The solver's verdict on move k, as s4_audit_game judges it. */
static void prove_move(S4ReportBuilder *b, const S4GameReport *r, int k, S4MoveProof *proof)
{
    memset(proof, 0, sizeof *proof);
    bool cube = r->geo.cells == S4_CUBE_CELLS && !s4_geometry_is_flat(&r->geo);
    if (!b->solver || !cube || k < b->audit.from_beads)
        return;
    S4Board board;
    s4_board_init(&board, &r->geo);
    for (int i = 0; i < k; i++)
        s4_board_play(&board, r->moves[i], i % 2 == 0 ? S4_WHITE : S4_BLACK);
    S4Colour side = k % 2 == 0 ? S4_WHITE : S4_BLACK;
    const S4AuditPosition *before = weak_value(b, &board, k);
    if (!before->known)
        return;
    int before_value = before->value;
    S4Board after = board;
    s4_board_play(&after, r->moves[k], side);
    int after_value;
    if (s4_board_winning_line(&after, side)) {
        after_value = 1;
    } else if (s4_board_is_full(&after)) {
        after_value = 0;
    } else {
        const S4AuditPosition *child = weak_value(b, &after, k + 1);
        if (!child->known)
            return;
        after_value = -child->value;
    }
    proof->known = true;
    proof->before = before_value;
    proof->after = after_value;
    /* The distances of a value given up, for the words; the weak values stay cached. */
    if (before_value == 1 && after_value < 1)
        proof->win_in = exact_distance(b, &board, side);
    if (after_value == -1 && before_value > -1)
        proof->loss_in = exact_distance(b, &after, s4_other(side));
}

/* ================================================================ a step */

bool s4_report_builder_step(S4ReportBuilder *b, S4GameReport *r, char why[S4_REPORT_WHY])
{
    int k = r->done;
    if (k >= r->move_count)
        return true;
    why[0] = '\0';
    S4PegValue values[S4_MAX_PEGS];
    int best = -1;
    bool analysed = false;
    if (b->limits.engine_nodes > 0 && b->engine[0] != '\0')
        analysed = engine_values(b, r, k, values, &best, why);
    S4MoveProof proof;
    prove_move(b, r, k, &proof);
    S4ReportMove *m = &r->move[k];
    memset(m, 0, sizeof *m);
    m->peg = r->moves[k];
    m->best_peg = analysed ? best : -1;
    m->verdict = s4_move_grade(&r->geo, analysed ? values : NULL, m->best_peg, m->peg, &proof);
    if (analysed) {
        m->value = values[m->peg];
        m->best = values[best];
    }
    if (proof.known) {
        /* The proved value after the move replaces the engine's, keeping its distance when
         * the engine proved the same. */
        S4ValueKind kind = proof.after == 1 ? S4_VALUE_WIN
                           : proof.after == 0 ? S4_VALUE_DRAW
                                              : S4_VALUE_LOSS;
        if (m->value.kind != kind)
            m->value = (S4PegValue){kind, kind == S4_VALUE_LOSS ? proof.loss_in : 0};
    }
    r->done = k + 1;
    return analysed || b->limits.engine_nodes == 0 || b->engine[0] == '\0';
}
