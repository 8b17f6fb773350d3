/* report_job.h: the window's game report (report/game_report.h), built on a thread of its
 * own at the lowest priority, one move a step (report/report_build.h), and kept in a cache
 * file beside the saved games so that opening it again is instant (no SDL, no GL).
 *
 * The thread owns its report while it grades a move and publishes a copy after each one;
 * the window polls the copy once a frame and never waits for a step. An engine that fails
 * (crashes, hangs past the limit, answers nonsense) is noted once and the rest of the game
 * is graded by the solver alone.
 *
 * The cache file, "<dir>/<game>-<hash of the moves>.txt":
 *   score4-report 1
 *   game <preset>
 *   moves <the moves, "-" for none>
 *   limits <engine nodes> <solver nodes> <solver from>
 *   error <why the engine failed>          (only when it did)
 *   <one s4_report_line_format line per move graded, in order>
 * A file whose header names another game, other moves or other limits is ignored; a file
 * with fewer move lines than the game is a report begun, which the next job goes on from.
 */
#ifndef S4_GUI_REPORT_JOB_H
#define S4_GUI_REPORT_JOB_H

#include <stdbool.h>
#include <stddef.h>

#include "report/game_report.h"
#include "report/report_build.h"

enum {
    GUI_REPORT_PATH = 1024,          /* a cache file's path or the engine's, NUL included */
    GUI_REPORT_CACHE_BYTES = 16384,  /* the most a cache file may hold (64 moves of 96) */
    GUI_REPORT_ENGINE_NODES = 200000, /* the window's analysis of each position */
    GUI_REPORT_SOLVER_NODES = 400000, /* each proof's node budget (no time limit) */
    GUI_REPORT_SOLVER_FROM = 16,      /* positions with fewer beads are not solved */
    GUI_REPORT_TIMEOUT_MS = 60000,    /* an analysis taking longer is a hung engine */
};

/* What a job is given. */
typedef struct GuiReportSetup {
    char engine[GUI_REPORT_PATH];    /* the analysing program; "": the solver alone */
    S4ReportLimits limits;           /* the engine's and the solver's budgets */
    char cache_dir[GUI_REPORT_PATH]; /* where reports are kept; "": not kept */
} GuiReportSetup;

/* What the window shows of a job: a copy, taken by gui_report_job_poll. */
typedef struct GuiReportView {
    S4GameReport report;             /* report.done moves graded so far */
    bool finished;                   /* the job ended: every move graded, or stopped */
    bool from_cache;                 /* the whole report came from the cache file */
    char error[S4_REPORT_WHY];       /* why the engine gave no values, "" when it did */
    unsigned version;                /* changes with every move graded */
} GuiReportView;

typedef struct GuiReportJob GuiReportJob;

/* The window's budgets: engine_nodes, solver_nodes (0: the defaults above; negative: none,
 * so -1 for engine_nodes grades with the solver alone). */
void gui_report_setup_init(GuiReportSetup *setup, const char *engine, long long engine_nodes,
                           long long solver_nodes, const char *cache_dir);

/* The directory reports are kept in, $XDG_DATA_HOME/score4/reports (gui/model/data_dir.h),
 * made when missing; false with why. */
bool gui_report_cache_dir(char *out, size_t size, char *why, size_t why_size);

/* The cache file of a game: "<dir>/<geo name>-<16 hex digits>.txt" into out; false when
 * dir is empty or the path does not fit. */
bool gui_report_cache_path(const char *dir, const S4Geometry *geo, const int *moves, int count,
                           char *out, size_t size);

/* Writes report's graded moves (the first report->done) to path whole or not at all
 * (core/atomic_file.h); false with why. */
bool gui_report_cache_write(const char *path, const S4GameReport *report,
                            const S4ReportLimits *limits, const char *error, char *why,
                            size_t why_size);

/* Reads path into report (made by s4_report_init for the game): the moves its lines grade,
 * from the first on, and the engine's error (error may be NULL). False, report->done 0,
 * when the file is missing, unreadable, too big, or is not this game's with these limits. */
bool gui_report_cache_read(const char *path, S4GameReport *report, const S4ReportLimits *limits,
                           char error[S4_REPORT_WHY]);

/* Starts the report of the game (geo, moves): read from the cache when whole there, else
 * graded on a new thread from where the cache stops. NULL when memory or a thread is
 * short. Free with gui_report_job_stop. */
GuiReportJob *gui_report_job_start(const S4Geometry *geo, const int *moves, int count,
                                   const GuiReportSetup *setup);

/* Copies the job's progress into view when it changed since view->version; true then. */
bool gui_report_job_poll(GuiReportJob *job, GuiReportView *view);

/* True when the job reports exactly this game. */
bool gui_report_job_for(const GuiReportJob *job, const S4Geometry *geo, const int *moves,
                        int count);

/* Stops the job: the move being graded is finished (an engine's analysis ends within its
 * nodes or its time limit), what was graded is kept in the cache, the thread is joined and
 * everything freed. NULL is allowed. */
void gui_report_job_stop(GuiReportJob *job);

#endif
