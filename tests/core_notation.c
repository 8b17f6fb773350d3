/* Tests of notation.h: peg names, digit strings and whole positions. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/notation.h"

static S4Geometry score4, connect4;

static void setup(void)
{
    s4_geometry_preset(&score4, "score4");
    s4_geometry_preset(&connect4, "connect4");
}

TestSuite(notation, .init = setup);

Test(notation, every_peg_name_round_trips)
{
    for (int peg = 0; peg < score4.pegs; peg++) {
        char name[S4_PEG_TEXT];
        s4_peg_format(&score4, peg, name);
        int back = -1;
        cr_assert_eq(s4_peg_parse(&score4, name, strlen(name), &back), S4_OK);
        cr_assert_eq(back, peg);
    }
    char name[S4_PEG_TEXT];
    s4_peg_format(&score4, 0, name);
    cr_assert_str_eq(name, "A1");
    s4_peg_format(&score4, 6, name);
    cr_assert_str_eq(name, "C2", "row-major from White's side: peg 6 is column C, row 2");
    s4_peg_format(&connect4, 6, name);
    cr_assert_str_eq(name, "G1", "single-row games always use row 1");
}

Test(notation, peg_letters_are_case_insensitive)
{
    int peg = -1;
    cr_assert_eq(s4_peg_parse(&score4, "d4", 2, &peg), S4_OK);
    cr_assert_eq(peg, 15);
}

Test(notation, pegs_off_the_board_are_refused)
{
    static const char *const bad[] = {"E1", "A5", "A0", "1A", "A", "A11", "", "@1", "G2"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        int peg = -1;
        cr_assert_eq(s4_peg_parse(&score4, bad[i], strlen(bad[i]), &peg), S4_ERR_BAD_PEG, "%s",
                     bad[i]);
    }
    int peg;
    cr_assert_eq(s4_peg_parse(&connect4, "G1", 2, &peg), S4_OK);
    cr_assert_eq(s4_peg_parse(&connect4, "A2", 2, &peg), S4_ERR_BAD_PEG);
}

Test(notation, digit_strings_read_columns_from_one)
{
    int pegs[64], n = -1;
    cr_assert_eq(s4_digits_parse(&connect4, "4453", 4, pegs, 64, &n), S4_OK);
    cr_assert_eq(n, 4);
    cr_assert_eq(pegs[0], 3);
    cr_assert_eq(pegs[3], 2);
    char text[16];
    cr_assert_eq(s4_digits_format(&connect4, pegs, n, text, sizeof text), 4);
    cr_assert_str_eq(text, "4453");
    cr_assert_eq(s4_digits_parse(&connect4, "4483", 4, pegs, 64, &n), S4_ERR_BAD_PEG);
    cr_assert_eq(n, 2, "the index of the bad digit");
    cr_assert_eq(s4_digits_parse(&score4, "11", 2, pegs, 64, &n), S4_ERR_BAD_GEOMETRY);
}

Test(notation, positions_round_trip_through_text)
{
    S4Board b;
    s4_board_init(&b, &score4);
    s4_board_play(&b, 0, S4_WHITE);
    s4_board_play(&b, 5, S4_WHITE);
    s4_board_play(&b, 5, S4_BLACK);
    s4_board_play(&b, 15, S4_BLACK);
    char text[128];
    s4_position_format(&b, text, sizeof text);
    cr_assert_str_eq(text, "W/////WB//////////B");
    S4Board back;
    cr_assert_eq(s4_position_parse(&score4, text, &back), S4_OK);
    cr_assert_eq(back.beads[0], b.beads[0]);
    cr_assert_eq(back.beads[1], b.beads[1]);
    cr_assert_eq(back.count, 4);
}

Test(notation, bad_positions_are_refused)
{
    S4Board b;
    cr_assert_eq(s4_position_parse(&score4, "W/B", &b), S4_ERR_BAD_POSITION, "too few pegs");
    cr_assert_eq(s4_position_parse(&score4, "X///////////////", &b), S4_ERR_BAD_POSITION);
    cr_assert_eq(s4_position_parse(&score4, "WBWBW///////////////", &b), S4_ERR_PEG_FULL);
    cr_assert_eq(s4_position_parse(&score4, "////////////////", &b), S4_ERR_BAD_POSITION, "17 pegs");
    cr_assert_str_eq(s4_status_str(S4_ERR_BAD_POSITION), "malformed position");
    cr_assert_eq(s4_position_parse(&score4, "///////////////", &b), S4_OK, "the empty board");
    cr_assert_eq(b.count, 0);
}
