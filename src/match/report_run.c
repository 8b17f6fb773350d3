/* report_run.c: score4-match --report: reads the records, reports each game (report_run.h). */
#include "match/report_run.h"

#include <stdlib.h>
#include <string.h>

#include "core/file_reader.h"
#include "core/record_file.h"

/* Builds and writes one game's report; false when the engine failed on some move. */
static bool report_game(S4ReportBuilder *builder, const S4Record *record, long line_no,
                        S4GameReport *report, FILE *out, FILE *err)
{
    s4_report_init(report, &record->geo, record->moves, record->move_count);
    fprintf(out, "report of line %ld (%s %s, %d moves%s%s)\n", line_no, record->geo.name,
            s4_outcome_text(record->outcome), record->move_count,
            record->comment[0] ? "; " : "", record->comment);
    fflush(out);
    bool ok = true;
    while (report->done < report->move_count) {
        char why[S4_REPORT_WHY];
        if (!s4_report_builder_step(builder, report, why)) {
            if (ok)
                fprintf(err, "score4-match: --report: line %ld move %d: %s\n", line_no,
                        report->done, why);
            ok = false;
        }
        char text[S4_REPORT_TEXT];
        s4_report_move_text(report, report->done - 1, text);
        fprintf(out, "%s\n", text);
        fflush(out);
    }
    S4ReportSummary summary;
    s4_report_summarise(report, &summary);
    char text[1024];
    s4_report_summary_text(report, &summary, text, sizeof text);
    fputs(text, out);
    fflush(out);
    return ok;
}

int match_report_run(const char *path, const char *engine_path, const S4ReportLimits *limits,
                     FILE *out, FILE *err)
{
    S4ReportBuilder *builder = s4_report_builder_new(engine_path, limits);
    S4Record *record = malloc(sizeof *record);
    S4GameReport *report = malloc(sizeof *report);
    int status = 0;
    if (!builder || !record || !report) {
        fprintf(err, "score4-match: --report: out of memory\n");
        status = 2;
        goto done;
    }
    S4RecordReader reader;
    S4Status st = s4_record_reader_open(&reader, path);
    if (st != S4_OK) {
        char why[512];
        s4_record_reader_describe(&reader, st, why, sizeof why);
        fprintf(err, "score4-match: %s\n", why);
        status = 1;
        goto done;
    }
    fprintf(out, "report of %s: each position analysed by %s in %llu nodes; solved weakly from "
            "%d beads within %.0f ms of processor time or %llu nodes\n", path,
            engine_path && engine_path[0] ? engine_path : "no engine",
            (unsigned long long)limits->engine_nodes, limits->solver_from, limits->solver_ms,
            (unsigned long long)limits->solver_nodes);
    while (s4_record_next(&reader, record, &st)) {
        if (st != S4_OK) {
            char why[512];
            s4_record_reader_describe(&reader, st, why, sizeof why);
            fprintf(err, "score4-match: --report: %s\n", why);
            status = 1;
            continue;
        }
        if (!report_game(builder, record, reader.line_no, report, out, err))
            status = 1;
    }
    s4_record_reader_close(&reader);
done:
    s4_report_builder_free(builder);
    free(record);
    free(report);
    return status;
}
