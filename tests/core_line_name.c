/* core_line_name.c: lines, moves and threats named for people (src/core/line_name.c). */
#include <criterion/criterion.h>
#include <string.h>

#include "core/game.h"
#include "core/line_name.h"
#include "core/notation.h"
#include "core/record_file.h"

static S4Geometry geo;

static uint64_t cells_of(const char *pegs_levels)
{
    /* "A1:1 B2:2 ..." peg and 1-based level */
    uint64_t line = 0;
    const char *p = pegs_levels;
    while (*p != '\0') {
        int peg;
        cr_assert_eq(s4_peg_parse(&geo, p, 2, &peg), S4_OK, "bad peg in %s", p);
        int level = p[3] - '1';
        line |= 1ull << s4_cell(&geo, peg, level);
        p += 4;
        while (*p == ' ')
            p++;
    }
    return line;
}

static void expect_name(const char *cells, const char *want)
{
    char text[S4_LINE_TEXT];
    size_t n = s4_line_describe(&geo, cells_of(cells), text, sizeof text);
    cr_assert_str_eq(text, want);
    cr_assert_eq(n, strlen(want));
}

Test(line_name, score_four_lines_by_kind)
{
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    expect_name("A1:1 B2:1 C3:1 D4:1", "A1 B2 C3 D4, a diagonal on level 1");
    expect_name("D1:2 C2:2 B3:2 A4:2", "A4 B3 C2 D1, a diagonal on level 2");
    expect_name("A3:4 B3:4 C3:4 D3:4", "A3 B3 C3 D3, a row on level 4");
    expect_name("B1:1 B2:1 B3:1 B4:1", "B1 B2 B3 B4, a column on level 1");
    expect_name("C2:1 C2:2 C2:3 C2:4", "C2 on levels 1 to 4, a vertical line");
    expect_name("A2:1 B2:2 C2:3 D2:4", "A2 B2 C2 D2 on levels 1 to 4, a diagonal standing in row 2");
    expect_name("B1:4 B2:3 B3:2 B4:1", "B1 B2 B3 B4 on levels 4 to 1, a diagonal standing in column B");
    expect_name("A4:1 B3:2 C2:3 D1:4", "A4 B3 C2 D1 on levels 1 to 4, a diagonal from corner to corner");
}

Test(line_name, every_score_four_line_gets_a_kind)
{
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    cr_assert_eq(geo.line_count, 76);
    int kinds[7] = {0};
    static const char *const names[7] = {", a row on", ", a column on", ", a diagonal on",
                                         "a vertical line", "standing in row",
                                         "standing in column", "corner to corner"};
    for (int i = 0; i < geo.line_count; i++) {
        char text[S4_LINE_TEXT];
        s4_line_describe(&geo, geo.lines[i], text, sizeof text);
        int matched = 0;
        for (int k = 0; k < 7; k++)
            if (strstr(text, names[k]) != NULL) {
                kinds[k]++;
                matched++;
            }
        cr_assert_eq(matched, 1, "line %d named '%s'", i, text);
    }
    /* 16 rows, 16 columns, 8 level diagonals, 16 verticals, 8 + 8 standing, 4 corner ones. */
    int want[7] = {16, 16, 8, 16, 8, 8, 4};
    for (int k = 0; k < 7; k++)
        cr_assert_eq(kinds[k], want[k], "kind '%s': %d lines", names[k], kinds[k]);
}

Test(line_name, connect_four_uses_column_numbers)
{
    cr_assert_eq(s4_geometry_preset(&geo, "connect4"), S4_OK);
    uint64_t h = 0, v = 0, d = 0;
    for (int i = 0; i < 4; i++) {
        h |= 1ull << s4_cell(&geo, 1 + i, 0);
        v |= 1ull << s4_cell(&geo, 6, 2 + i);
        d |= 1ull << s4_cell(&geo, 3 + i, 3 - i);
    }
    char text[S4_LINE_TEXT];
    s4_line_describe(&geo, h, text, sizeof text);
    cr_assert_str_eq(text, "columns 2 to 5 on row 1, a horizontal line");
    s4_line_describe(&geo, v, text, sizeof text);
    cr_assert_str_eq(text, "column 7, rows 3 to 6, a vertical line");
    s4_line_describe(&geo, d, text, sizeof text);
    cr_assert_str_eq(text, "columns 4 to 7, rows 4 to 1, a diagonal");
    char name[S4_MOVE_NAME], place[32];
    s4_move_name(&geo, 3, name);
    cr_assert_str_eq(name, "4");
    s4_move_place(&geo, 0, place, sizeof place);
    cr_assert_str_eq(place, "column 1");
}

Test(line_name, a_short_buffer_is_cut_and_the_length_still_told)
{
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    char text[8];
    size_t n = s4_line_describe(&geo, cells_of("A1:1 B2:1 C3:1 D4:1"), text, sizeof text);
    cr_assert_eq(n, strlen("A1 B2 C3 D4, a diagonal on level 1"));
    cr_assert_str_eq(text, "A1 B2 C");
}

Test(line_name, threats_are_the_missing_cell_of_three_in_a_line)
{
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    S4Board b;
    s4_board_init(&b, &geo);
    /* White on A1 B1 C1 (level 1), black on A2 (level 1). */
    int white[] = {0, 1, 2}, black = 4;
    for (int i = 0; i < 3; i++)
        cr_assert_eq(s4_board_play(&b, white[i], S4_WHITE), S4_OK);
    cr_assert_eq(s4_board_play(&b, black, S4_BLACK), S4_OK);
    cr_assert_eq(s4_threat_cells(&b, S4_WHITE), 1ull << s4_cell(&geo, 3, 0));
    cr_assert_eq(s4_threat_cells(&b, S4_BLACK), 0);
    /* A black bead on D1 blocks it. */
    cr_assert_eq(s4_board_play(&b, 3, S4_BLACK), S4_OK);
    cr_assert_eq(s4_threat_cells(&b, S4_WHITE), 0);
}

/* ================================================================ one convention per game */

Test(line_name, moves_are_read_in_each_games_convention_and_the_old_connect_form_too)
{
    S4Geometry c4, s4;
    cr_assert_eq(s4_geometry_preset(&c4, "connect4"), S4_OK);
    cr_assert_eq(s4_geometry_preset(&s4, "score4"), S4_OK);
    int peg = -1;
    cr_assert_eq(s4_move_parse(&c4, "4", 1, &peg), S4_OK);
    cr_assert_eq(peg, 3);
    cr_assert_eq(s4_move_parse(&c4, "d1", 2, &peg), S4_OK, "the older form is still read");
    cr_assert_eq(peg, 3);
    cr_assert_eq(s4_move_parse(&c4, "7", 1, &peg), S4_OK);
    cr_assert_eq(peg, 6);
    static const char *const bad[] = {"0", "8", "44", "1x", "H1", "D2", ""};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        cr_assert_eq(s4_move_parse(&c4, bad[i], strlen(bad[i]), &peg), S4_ERR_BAD_PEG, "%s", bad[i]);
    /* Score Four has no column numbers: its pegs only. */
    cr_assert_eq(s4_move_parse(&s4, "4", 1, &peg), S4_ERR_BAD_PEG);
    cr_assert_eq(s4_move_parse(&s4, "B2", 2, &peg), S4_OK);
    cr_assert_str_eq(s4_side_name(&c4, S4_WHITE), "X");
    cr_assert_str_eq(s4_side_name(&c4, S4_BLACK), "O");
    cr_assert_str_eq(s4_side_name(&s4, S4_WHITE), "White");
    cr_assert_str_eq(s4_side_name(&s4, S4_BLACK), "Black");
}

Test(line_name, connect_records_are_written_with_column_numbers_and_read_either_way)
{
    S4Geometry c3;
    cr_assert_eq(s4_geometry_preset(&c3, "connect3"), S4_OK);
    S4Game g;
    s4_game_init(&g, &c3);
    cr_assert_eq(s4_game_play_record(&g, "1 2 B1 3 3 a1", NULL), S4_OK);
    char text[128];
    s4_game_format_record(&g, text, sizeof text);
    cr_assert_str_eq(text, "1 2 2 3 3 1");
    cr_assert_str_eq(s4_result_text(&g), "X to move");
    /* X: 1 2 3 on row 1 after one more move. */
    s4_game_init(&g, &c3);
    cr_assert_eq(s4_game_play_record(&g, "1 1 2 2 3", NULL), S4_OK);
    cr_assert_str_eq(s4_result_text(&g), "X wins");
    char line[256];
    s4_record_format(&g, S4_OUTCOME_WHITE, "X: person, O: person", line, sizeof line);
    cr_assert_str_eq(line, "connect3 1-0 1 1 2 2 3 # X: person, O: person\n");
    S4Record r;
    cr_assert_eq(s4_record_parse(line, &r), S4_OK);
    cr_assert_eq(r.move_count, 5);
    cr_assert_eq(s4_record_parse("connect3 1-0 A1 A1 B1 B1 C1 # an older record", &r), S4_OK);
    cr_assert_eq(r.moves[4], 2);
    cr_assert_eq(s4_record_parse("connect3 1-0 1 1 2 2 5", &r), S4_ERR_BAD_PEG);
}
