/* audit_run.c: score4-match --audit: reads the records, audits each game, writes the report. */
#include "match/audit_run.h"

#include <stdlib.h>
#include <string.h>

#include "core/file_reader.h"
#include "core/line_name.h"
#include "match/audit.h"

enum { MAX_ENGINES = 8, ENGINE_NAME = 32, MAX_TIMES = 64 };

static const char *const value_word[3] = {"loss", "draw", "win"};

/* What one engine did over the file. */
typedef struct EngineTally {
    char name[ENGINE_NAME];
    long moves;        /* its moves from from_beads beads on */
    long judged;       /* ... of those whose value before and after were both proved */
    long gave_up[3];   /* win -> draw, win -> loss, draw -> loss */
    double times[MAX_TIMES]; /* the proof times of the first MAX_TIMES that gave a value up */
    int time_count;
} EngineTally;

/* The engine named after `key` ("white: " or "black: ") in a record's comment, up to a comma,
 * semicolon or the end; the colour's own name when the comment names none. */
static void engine_name(const char *comment, const char *key, char out[ENGINE_NAME])
{
    const char *at = strstr(comment, key);
    if (!at) {
        snprintf(out, ENGINE_NAME, "%.*s", (int)strlen(key) - 2, key);
        return;
    }
    at += strlen(key);
    size_t len = strcspn(at, ",;");
    snprintf(out, ENGINE_NAME, "%.*s", (int)len, at);
}

static EngineTally *tally_of(EngineTally *t, int *count, const char *name)
{
    for (int i = 0; i < *count; i++)
        if (strcmp(t[i].name, name) == 0)
            return &t[i];
    if (*count == MAX_ENGINES)
        return &t[MAX_ENGINES - 1]; /* more names than a match has: the last one pools them */
    EngineTally *e = &t[(*count)++];
    memset(e, 0, sizeof *e);
    snprintf(e->name, sizeof e->name, "%s", name);
    return e;
}

/* The record's first `upto` moves, in the game's notation, into buf. */
static void moves_text(const S4Record *record, int upto, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int k = 0; k < upto && used + S4_MOVE_NAME + 1 < size; k++) {
        char name[S4_MOVE_NAME];
        s4_move_name(&record->geo, record->moves[k], name);
        used += (size_t)snprintf(buf + used, size - used, "%s%s", k ? " " : "", name);
    }
}

static void report_game(const S4Record *record, long line_no, const S4AuditMove *move,
                        EngineTally *tally, int *engines, int from_beads, FILE *out)
{
    char names[2][ENGINE_NAME];
    engine_name(record->comment, "white: ", names[0]);
    engine_name(record->comment, "black: ", names[1]);
    for (int k = from_beads; k < record->move_count; k++) {
        EngineTally *e = tally_of(tally, engines, names[k % 2]);
        e->moves++;
        const S4AuditMove *m = &move[k];
        if (!m->judged)
            continue;
        e->judged++;
        if (m->after >= m->before)
            continue;
        e->gave_up[m->before == 1 ? -m->after : 2]++; /* win->draw, win->loss, draw->loss */
        if (e->time_count < MAX_TIMES)
            e->times[e->time_count++] = m->before_ms;
        char peg[S4_MOVE_NAME], before[S4_RECORD_MAX_LINE];
        s4_move_name(&record->geo, record->moves[k], peg);
        moves_text(record, k, before, sizeof before);
        fprintf(out, "line %ld move %d (%s, %s) %s: %s -> %s; proved in %.1f ms (after the move "
                "%.1f ms); moves before it: %s\n", line_no, k + 1, names[k % 2],
                k % 2 == 0 ? "white" : "black", peg, value_word[m->before + 1],
                value_word[m->after + 1], m->before_ms, m->after_ms, before);
    }
}

static int compare_ms(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void summarise(EngineTally *tally, int engines, FILE *out)
{
    for (int i = 0; i < engines; i++) {
        EngineTally *e = &tally[i];
        long total = e->gave_up[0] + e->gave_up[1] + e->gave_up[2];
        fprintf(out, "%s: %ld moves audited, %ld judged (both values proved), %ld gave a value "
                "up (win -> draw %ld, win -> loss %ld, draw -> loss %ld)", e->name, e->moves,
                e->judged, total, e->gave_up[0], e->gave_up[1], e->gave_up[2]);
        qsort(e->times, (size_t)e->time_count, sizeof e->times[0], compare_ms);
        for (int k = 0; k < e->time_count; k++)
            fprintf(out, "%s%.0f", k ? ", " : "; proof times (ms): ", e->times[k]);
        fputc('\n', out);
    }
}

int match_audit_run(const char *path, double limit_ms, uint64_t node_limit, int from_beads,
                    int table_mb, FILE *out, FILE *err)
{
    S4CubeSolver *solver = s4_cube_solver_new((size_t)table_mb, 1);
    EngineTally *tally = calloc(MAX_ENGINES, sizeof *tally);
    S4AuditPosition *pos = malloc(sizeof *pos * S4_MAX_CELLS);
    S4AuditMove *move = malloc(sizeof *move * S4_MAX_CELLS);
    S4Record *record = malloc(sizeof *record);
    int status = 0;
    if (!solver || !tally || !pos || !move || !record) {
        fprintf(err, "score4-match: --audit: out of memory\n");
        status = 2;
        goto done;
    }
    s4_cube_solver_limit_cpu(solver, true);
    S4FileReader reader;
    S4Status st = s4_file_reader_open(&reader, path, S4_RECORD_MAX_LINE, S4_RECORD_MAX_INPUT);
    if (st != S4_OK) {
        char why[512];
        s4_file_reader_describe(&reader, st, why, sizeof why);
        fprintf(err, "score4-match: %s\n", why);
        status = 1;
        goto done;
    }
    char nodes[48] = "";
    if (node_limit)
        snprintf(nodes, sizeof nodes, " or about %llu nodes", (unsigned long long)node_limit);
    fprintf(out, "audit of %s: each position from %d beads solved weakly within %.0f ms of "
            "processor time%s from a cleared %d MB table, one thread\n", path, from_beads,
            limit_ms, nodes, table_mb);
    fflush(out);
    S4AuditLimits limits = {.limit_ms = limit_ms, .from_beads = from_beads,
                            .node_limit = node_limit};
    int engines = 0;
    long games = 0;
    S4Geometry known;
    memset(&known, 0, sizeof known);
    while (s4_file_reader_next(&reader, &st)) {
        if (st == S4_OK) {
            const char *line = reader.line;
            while (*line == ' ' || *line == '\t')
                line++;
            if (*line == '\0' || *line == '#')
                continue;
            st = s4_record_parse_known(reader.line, &known, record);
            if (st == S4_OK)
                known = record->geo;
        }
        if (st == S4_OK && !s4_audit_game(solver, record, &limits, pos, move))
            st = S4_ERR_UNKNOWN_GAME;
        if (st != S4_OK) {
            char why[512];
            s4_file_reader_describe(&reader, st, why, sizeof why);
            fprintf(err, "score4-match: --audit: %s%s\n", why,
                    st == S4_ERR_UNKNOWN_GAME ? " (only Score Four games are audited)" : "");
            status = 1;
            if (reader.ended)
                break;
            continue;
        }
        games++;
        report_game(record, reader.line_no, move, tally, &engines, from_beads, out);
        fflush(out);
    }
    s4_file_reader_close(&reader);
    fprintf(out, "%ld games\n", games);
    summarise(tally, engines, out);
done:
    s4_cube_solver_free(solver);
    free(tally);
    free(pos);
    free(move);
    free(record);
    return status;
}
