/* report_job.c: the window's game report on a thread of its own, and its cache file
 * (report_job.h). */
#define _GNU_SOURCE /* syscall */
#include "gui/model/report_job.h"

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "core/atomic_file.h"
#include "core/file_reader.h"
#include "core/line_name.h"
#include "gui/model/data_dir.h"

enum { HEADER_LINE = S4_MAX_CELLS * S4_MOVE_NAME + 64 };

struct GuiReportJob {
    GuiReportSetup setup;            /* as given */
    char cache_path[GUI_REPORT_PATH]; /* "" : not kept */
    pthread_t thread;
    bool threaded;                   /* thread runs (or ran) and must be joined */
    atomic_bool cancel;              /* the window asks the thread to stop */
    pthread_mutex_t lock;            /* guards builder and the published fields below */
    S4ReportBuilder *builder;        /* the thread's; interrupted through the lock */
    S4GameReport work;               /* the thread's own, graded a move at a time */
    /* Published under lock: */
    GuiReportView shown;             /* the last copy made for the window */
};

void gui_report_setup_init(GuiReportSetup *setup, const char *engine, long long engine_nodes,
                           long long solver_nodes, const char *cache_dir)
{
    memset(setup, 0, sizeof *setup);
    snprintf(setup->engine, sizeof setup->engine, "%s", engine ? engine : "");
    setup->limits = (S4ReportLimits){
        .engine_nodes = engine_nodes == 0  ? GUI_REPORT_ENGINE_NODES
                        : engine_nodes < 0 ? 0
                                           : (uint64_t)engine_nodes,
        .solver_nodes = solver_nodes == 0  ? GUI_REPORT_SOLVER_NODES
                        : solver_nodes < 0 ? 0
                                           : (uint64_t)solver_nodes,
        .solver_ms = 0, /* node budgets only: the same report on any machine */
        .solver_from = GUI_REPORT_SOLVER_FROM,
        .table_mb = 16,
        .engine_timeout_ms = GUI_REPORT_TIMEOUT_MS,
    };
    snprintf(setup->cache_dir, sizeof setup->cache_dir, "%s", cache_dir ? cache_dir : "");
}

/* ================================================================ the cache file */

/* "A1 B2 C3", or "-" for no moves. */
static void moves_text(const S4Geometry *geo, const int *moves, int count, char out[HEADER_LINE])
{
    size_t used = 0;
    out[0] = '\0';
    for (int k = 0; k < count; k++) {
        char name[S4_MOVE_NAME];
        s4_move_name(geo, moves[k], name);
        used += (size_t)snprintf(out + used, HEADER_LINE - used, "%s%s", k ? " " : "", name);
    }
    if (count == 0)
        snprintf(out, HEADER_LINE, "-");
}

/* The header lines a game's cache file begins with (without the error line). */
static void header_text(const S4GameReport *r, const S4ReportLimits *limits, char *out,
                        size_t size)
{
    char moves[HEADER_LINE];
    moves_text(&r->geo, r->moves, r->move_count, moves);
    snprintf(out, size, "score4-report 1\ngame %s\nmoves %s\nlimits %llu %llu %d\n",
             r->geo.name, moves, (unsigned long long)limits->engine_nodes,
             (unsigned long long)limits->solver_nodes, limits->solver_from);
}

bool gui_report_cache_dir(char *out, size_t size, char *why, size_t why_size)
{
    char dir[GUI_REPORT_PATH];
    if (!gui_data_dir(dir, sizeof dir, why, why_size))
        return false;
    int n = snprintf(out, size, "%s/reports", dir);
    if (n < 0 || (size_t)n >= size) {
        snprintf(why, why_size, "%s/reports: the path is too long", dir);
        return false;
    }
    if (mkdir(out, 0700) != 0 && errno != EEXIST) {
        snprintf(why, why_size, "%s: %s", out, strerror(errno));
        return false;
    }
    return true;
}

bool gui_report_cache_path(const char *dir, const S4Geometry *geo, const int *moves, int count,
                           char *out, size_t size)
{
    if (dir == NULL || dir[0] == '\0')
        return false;
    char text[HEADER_LINE];
    moves_text(geo, moves, count, text);
    unsigned long long h = 14695981039346656037ull; /* FNV-1a of the game and its moves */
    for (const char *p = geo->name; *p; p++)
        h = (h ^ (unsigned char)*p) * 1099511628211ull;
    for (const char *p = text; *p; p++)
        h = (h ^ (unsigned char)*p) * 1099511628211ull;
    int n = snprintf(out, size, "%s/%s-%016llx.txt", dir, geo->name, h);
    return n > 0 && (size_t)n < size;
}

bool gui_report_cache_write(const char *path, const S4GameReport *report,
                            const S4ReportLimits *limits, const char *error, char *why,
                            size_t why_size)
{
    char text[GUI_REPORT_CACHE_BYTES];
    header_text(report, limits, text, sizeof text);
    size_t used = strlen(text);
    if (error != NULL && error[0] != '\0')
        used += (size_t)snprintf(text + used, sizeof text - used, "error %.*s\n",
                                 S4_REPORT_WHY - 1, error);
    for (int k = 0; k < report->done && used < sizeof text; k++) {
        char line[S4_REPORT_LINE];
        if (!s4_report_line_format(report, k, line))
            break;
        used += (size_t)snprintf(text + used, sizeof text - used, "%s\n", line);
    }
    if (used >= sizeof text) {
        snprintf(why, why_size, "%s: the report does not fit in %d bytes", path,
                 GUI_REPORT_CACHE_BYTES);
        return false;
    }
    int saved = 0;
    S4Status st = s4_atomic_write(path, text, used, &saved);
    if (st != S4_OK) {
        snprintf(why, why_size, "%s: %s", path,
                 st == S4_ERR_SYSTEM ? strerror(saved) : s4_status_str(st));
        return false;
    }
    return true;
}

bool gui_report_cache_read(const char *path, S4GameReport *report, const S4ReportLimits *limits,
                           char error[S4_REPORT_WHY])
{
    report->done = 0;
    if (error != NULL)
        error[0] = '\0';
    S4FileReader in;
    if (s4_file_reader_open(&in, path, HEADER_LINE, GUI_REPORT_CACHE_BYTES) != S4_OK)
        return false;
    char header[4 * HEADER_LINE];
    header_text(report, limits, header, sizeof header);
    /* The header, line by line, must be this game's with these limits. */
    bool same = true;
    const char *want = header;
    S4Status st = S4_OK;
    while (same && *want != '\0') {
        const char *end = strchr(want, '\n');
        size_t len = (size_t)(end - want);
        same = s4_file_reader_next(&in, &st) && st == S4_OK && in.len == len &&
               memcmp(in.line, want, len) == 0;
        want = end + 1;
    }
    int k = 0;
    while (same && k < report->move_count && s4_file_reader_next(&in, &st) && st == S4_OK) {
        if (k == 0 && strncmp(in.line, "error ", 6) == 0) {
            if (error != NULL)
                snprintf(error, S4_REPORT_WHY, "%s", in.line + 6);
            continue;
        }
        if (!s4_report_line_parse(report, k, in.line))
            break; /* the moves before it stand: a report begun */
        k++;
    }
    s4_file_reader_close(&in);
    if (!same) {
        if (error != NULL)
            error[0] = '\0';
        return false;
    }
    report->done = k;
    return true;
}

/* ================================================================ the thread */

/* This thread (and so the engines it starts, which inherit it) runs at nice 19: a thread
 * of the window at its usual priority gets about 98 % of a core it shares with it, so the
 * frames keep their budget. Not SCHED_IDLE: on a machine busy with other work that starves
 * the report for minutes. A failure is harmless: the report then runs at the window's own
 * priority. */
static void lower_priority(void)
{
    (void)setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), 19); /* this thread alone */
}

/* A new builder, made under the lock so that an interrupt sees it. */
static bool new_builder(GuiReportJob *job, const char *engine, const S4ReportLimits *limits)
{
    S4ReportBuilder *b = s4_report_builder_new(engine, limits);
    pthread_mutex_lock(&job->lock);
    S4ReportBuilder *old = job->builder;
    job->builder = b;
    if (b != NULL && atomic_load(&job->cancel))
        s4_report_builder_interrupt(b);
    pthread_mutex_unlock(&job->lock);
    s4_report_builder_free(old);
    return b != NULL;
}

static void publish(GuiReportJob *job, const char *error, bool finished)
{
    pthread_mutex_lock(&job->lock);
    job->shown.report = job->work;
    if (error != NULL && error[0] != '\0' && job->shown.error[0] == '\0')
        snprintf(job->shown.error, sizeof job->shown.error, "%s", error);
    job->shown.finished = finished;
    job->shown.version++;
    pthread_mutex_unlock(&job->lock);
}

static void *run(void *arg)
{
    GuiReportJob *job = arg;
    lower_priority();
    S4ReportLimits limits = job->setup.limits;
    char error[S4_REPORT_WHY] = "";
    pthread_mutex_lock(&job->lock);
    snprintf(error, sizeof error, "%s", job->shown.error); /* a cached report's */
    pthread_mutex_unlock(&job->lock);
    if (!new_builder(job, job->setup.engine, &limits))
        snprintf(error, sizeof error, "no memory for the report");
    while (job->builder != NULL && job->work.done < job->work.move_count &&
           !atomic_load(&job->cancel)) {
        char why[S4_REPORT_WHY] = "";
        if (!s4_report_builder_step(job->builder, &job->work, why)) {
            if (atomic_load(&job->cancel)) {
                job->work.done--; /* graded without the engine only because it was stopped */
                break;
            }
            /* The engine failed: said once, and the rest is the solver's alone. */
            if (error[0] == '\0')
                snprintf(error, sizeof error, "%s", why);
            limits.engine_nodes = 0;
            if (!new_builder(job, "", &limits))
                break;
        }
        publish(job, error, false);
    }
    if (job->cache_path[0] != '\0' && job->work.done > 0) {
        char why[GUI_REPORT_PATH + 128];
        if (!gui_report_cache_write(job->cache_path, &job->work, &job->setup.limits, error, why,
                                    sizeof why))
            fprintf(stderr, "score4: the report is not kept: %s\n", why);
    }
    publish(job, error, true);
    return NULL;
}

/* ================================================================ the window's side */

GuiReportJob *gui_report_job_start(const S4Geometry *geo, const int *moves, int count,
                                   const GuiReportSetup *setup)
{
    GuiReportJob *job = calloc(1, sizeof *job);
    if (job == NULL)
        return NULL;
    job->setup = *setup;
    atomic_init(&job->cancel, false);
    pthread_mutex_init(&job->lock, NULL);
    s4_report_init(&job->work, geo, moves, count);
    if (!gui_report_cache_path(setup->cache_dir, geo, moves, count, job->cache_path,
                               sizeof job->cache_path))
        job->cache_path[0] = '\0';
    char error[S4_REPORT_WHY] = "";
    if (job->cache_path[0] != '\0')
        gui_report_cache_read(job->cache_path, &job->work, &setup->limits, error);
    job->shown.report = job->work;
    snprintf(job->shown.error, sizeof job->shown.error, "%s", error);
    job->shown.version = 1;
    if (job->work.done == job->work.move_count) {
        job->shown.finished = true;
        job->shown.from_cache = true;
        return job;
    }
    if (pthread_create(&job->thread, NULL, run, job) != 0) {
        pthread_mutex_destroy(&job->lock);
        free(job);
        return NULL;
    }
    job->threaded = true;
    return job;
}

bool gui_report_job_poll(GuiReportJob *job, GuiReportView *view)
{
    if (job == NULL)
        return false;
    pthread_mutex_lock(&job->lock);
    bool changed = job->shown.version != view->version;
    if (changed)
        *view = job->shown;
    pthread_mutex_unlock(&job->lock);
    return changed;
}

bool gui_report_job_for(const GuiReportJob *job, const S4Geometry *geo, const int *moves,
                        int count)
{
    if (job == NULL)
        return false;
    const S4GameReport *r = &job->work; /* moves and geo are never changed by the thread */
    return strcmp(r->geo.name, geo->name) == 0 && r->move_count == count &&
           memcmp(r->moves, moves, (size_t)count * sizeof moves[0]) == 0;
}

void gui_report_job_stop(GuiReportJob *job)
{
    if (job == NULL)
        return;
    if (job->threaded) {
        atomic_store(&job->cancel, true);
        pthread_mutex_lock(&job->lock);
        if (job->builder != NULL)
            s4_report_builder_interrupt(job->builder);
        pthread_mutex_unlock(&job->lock);
        pthread_join(job->thread, NULL);
    }
    s4_report_builder_free(job->builder);
    pthread_mutex_destroy(&job->lock);
    free(job);
}
