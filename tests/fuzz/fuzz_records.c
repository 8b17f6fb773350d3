/* libFuzzer target: the multi-line record reader (core/record_file.h) over arbitrary file
 * content, and every game it accepts formatted again and read back the same. */
#define _GNU_SOURCE /* fmemopen */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/record_file.h"

static void check(int condition)
{
    if (!condition)
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    FILE *f = fmemopen((void *)data, size, "r");
    if (!f)
        return 0;
    /* One reader for the whole run, re-pointed at each input: its last game's geometry
     * (a cache, s4_record_parse_known) then carries over instead of being built again. */
    static S4RecordReader reader;
    S4Geometry kept = reader.geo;
    s4_record_reader_init(&reader, f);
    reader.geo = kept;
    S4Record record;
    S4Status status;
    int last_line = 0;
    while (s4_record_next(&reader, &record, &status)) {
        check(reader.line_no > last_line);
        last_line = reader.line_no;
        check(status < S4_STATUS_COUNT);
        if (status != S4_OK)
            continue;
        S4Game game;
        s4_record_replay(&record, -1, &game);
        check(game.move_count == record.move_count);
        char line[S4_RECORD_MAX_LINE * 2];
        size_t n = s4_record_format(&game, record.outcome, record.comment[0] ? record.comment : NULL,
                                    line, sizeof line);
        check(n < sizeof line);
        S4Record back;
        /* record.geo is the preset's: the same as parsing from nothing, without building it */
        S4Status again = s4_record_parse_known(line, &record.geo, &back);
        check(again == S4_OK || again == S4_ERR_RESULT_MISMATCH);
        if (again == S4_OK) {
            check(back.move_count == record.move_count && back.outcome == record.outcome);
            check(memcmp(back.moves, record.moves, sizeof(int) * (size_t)record.move_count) == 0);
        }
    }
    fclose(f);
    return 0;
}
