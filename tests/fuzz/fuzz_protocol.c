/* libFuzzer target: every byte stream a referee, a file or a person can send goes through the
 * protocol readers and parsers, and everything accepted must survive a format/parse round trip. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/board.h"
#include "core/notation.h"
#include "core/protocol.h"
#include "core/record_file.h"
#include "fuzz_presets.h"

static void check(int condition)
{
    if (!condition)
        abort();
}

static void apply(S4Board *board, const S4Command *cmd)
{
    if (cmd->kind == S4_CMD_NOTE) {
        S4Board before = *board;
        if (s4_board_play(board, cmd->peg, cmd->colour) != S4_OK)
            check(memcmp(&before, board, sizeof before) == 0);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const S4Geometry *geo = fuzz_preset((unsigned)(size % 2));
    S4Board board;
    s4_board_init(&board, geo);

    S4CommandReader reader;
    s4_reader_init(&reader);
    for (size_t i = 0; i < size; i++) {
        S4ReadEvent event = s4_reader_push(&reader, (char)data[i]);
        check(reader.len <= S4_PROTO_MAX_COMMAND);
        if (event != S4_READ_COMMAND)
            continue;
        S4Command cmd;
        char why[S4_PROTO_MAX_WHY];
        if (s4_proto_parse_command(geo, reader.text, reader.len, &cmd, why) != S4_OK) {
            check(strlen(why) < S4_PROTO_MAX_WHY);
            continue;
        }
        char line[S4_PROTO_MAX_COMMAND];
        size_t n = s4_proto_format_command(geo, &cmd, line, sizeof line);
        check(n > 0 && n < sizeof line && line[n - 1] == ';');
        S4Command back;
        check(s4_proto_parse_command(geo, line, n - 1, &back, NULL) == S4_OK);
        check(memcmp(&back, &cmd, sizeof cmd) == 0);
        apply(&board, &cmd);
    }

    /* The same bytes as response lines. */
    S4LineReader lines;
    s4_line_reader_init(&lines);
    for (size_t i = 0; i < size; i++) {
        if (s4_line_reader_push(&lines, (char)data[i]) != S4_READ_COMMAND)
            continue;
        S4Response resp;
        if (s4_proto_parse_response(geo, lines.text, lines.len, &resp) == S4_OK) {
            char text[S4_PROTO_MAX_LINE + 16];
            size_t n = s4_proto_format_response(geo, &resp, text, sizeof text);
            S4Response back;
            check(n < sizeof text);
            check(s4_proto_parse_response(geo, text, n, &back) == S4_OK);
            check(back.kind == resp.kind);
        }
    }

    /* And as a position and a record line (NUL-terminated copies). */
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    S4Board parsed;
    if (s4_position_parse(geo, text, &parsed) == S4_OK) {
        char again[256];
        s4_position_format(&parsed, again, sizeof again);
        S4Board twice;
        check(s4_position_parse(geo, again, &twice) == S4_OK);
        check(twice.beads[0] == parsed.beads[0] && twice.beads[1] == parsed.beads[1]);
    }
    S4Record record;
    if (s4_record_parse(text, &record) == S4_OK)
        check(record.move_count <= record.geo.cells);
    free(text);
    return 0;
}
