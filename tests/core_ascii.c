/* Tests of ascii.h: each drawing shows every bead where it is. */
#include <criterion/criterion.h>
#include <string.h>

#include "core/ascii.h"

static S4Geometry score4, connect3;

static void setup(void)
{
    s4_geometry_preset(&score4, "score4");
    s4_geometry_preset(&connect3, "connect3");
}

TestSuite(ascii, .init = setup);

static int count_char(const char *text, char c)
{
    int n = 0;
    for (; *text; text++)
        n += *text == c;
    return n;
}

Test(ascii, coordinate_list_has_one_line_per_peg_bottom_first)
{
    S4Board b;
    s4_board_init(&b, &score4);
    s4_board_play(&b, 0, S4_WHITE);
    s4_board_play(&b, 0, S4_BLACK);
    s4_board_play(&b, 15, S4_WHITE);
    char text[1024];
    s4_ascii_draw(&b, S4_ASCII_COORDS, text, sizeof text);
    cr_assert(strncmp(text, "A1: W B\nB1:\nC1:\n", 16) == 0, "got:\n%s", text);
    cr_assert(strstr(text, "\nD4: W\n") != NULL, "got:\n%s", text);
    cr_assert_eq(count_char(text, '\n'), 16);
}

Test(ascii, oblique_drawing_shows_every_bead_and_the_labels)
{
    S4Board b;
    s4_board_init(&b, &score4);
    s4_board_play(&b, 0, S4_WHITE);
    s4_board_play(&b, 5, S4_BLACK);
    s4_board_play(&b, 5, S4_WHITE);
    s4_board_play(&b, 15, S4_BLACK);
    char text[4096];
    size_t n = s4_ascii_draw(&b, S4_ASCII_OBLIQUE, text, sizeof text);
    cr_assert_lt(n, sizeof text);
    cr_assert_eq(count_char(text, 'W'), 2, "got:\n%s", text);
    cr_assert_eq(count_char(text, 'B') - 1, 2, "the B of the column labels plus two black beads");
    for (const char *label = "ABCD"; *label; label++)
        cr_assert(strchr(text, *label) != NULL);
    for (const char *row = "1234"; *row; row++)
        cr_assert(strchr(text, *row) != NULL);
    /* The empty board draws 64 empty levels as '|'. */
    S4Board empty;
    s4_board_init(&empty, &score4);
    s4_ascii_draw(&empty, S4_ASCII_OBLIQUE, text, sizeof text);
    cr_assert_eq(count_char(text, '|'), 64);
    cr_assert_eq(count_char(text, '+'), 16);
}

Test(ascii, layers_view_puts_each_bead_on_its_level)
{
    S4Board b;
    s4_board_init(&b, &score4);
    s4_board_play(&b, 0, S4_WHITE);
    s4_board_play(&b, 0, S4_BLACK);
    char text[2048];
    s4_ascii_draw(&b, S4_ASCII_LAYERS, text, sizeof text);
    cr_assert(strstr(text, "level 1") && strstr(text, "level 4"), "got:\n%s", text);
    /* Row 1 line: level 1 grid starts "1 W", level 2 grid "1 B". */
    const char *row1 = strstr(text, "\n1 W . . .    1 B . . .    1 . . . .    1 . . . .\n");
    cr_assert(row1 != NULL, "got:\n%s", text);
}

Test(ascii, columns_view_matches_seed_003_example)
{
    S4Board b;
    s4_board_init(&b, &connect3);
    s4_board_play(&b, 0, S4_WHITE);
    s4_board_play(&b, 1, S4_BLACK);
    s4_board_play(&b, 1, S4_WHITE);
    char text[512];
    s4_ascii_draw(&b, S4_ASCII_OBLIQUE, text, sizeof text);
    cr_assert_str_eq(text,
                     "|       |\n"
                     "|  X    |\n"
                     "|X O    |\n"
                     "---------\n"
                     " 1 2 3 4\n");
}

Test(ascii, a_small_buffer_is_cut_and_the_needed_size_returned)
{
    S4Board b;
    s4_board_init(&b, &score4);
    char full[4096], small[10];
    size_t need = s4_ascii_draw(&b, S4_ASCII_OBLIQUE, full, sizeof full);
    cr_assert_eq(s4_ascii_draw(&b, S4_ASCII_OBLIQUE, small, sizeof small), need);
    cr_assert_eq(strlen(small), 9);
    cr_assert(strncmp(small, full, 9) == 0);
}

Test(ascii, style_names_are_read)
{
    S4AsciiStyle style;
    cr_assert_eq(s4_ascii_style_parse("layers", &style), S4_OK);
    cr_assert_eq(style, S4_ASCII_LAYERS);
    cr_assert_eq(s4_ascii_style_parse("list", &style), S4_OK);
    cr_assert_eq(style, S4_ASCII_COORDS);
    cr_assert_eq(s4_ascii_style_parse("fancy", &style), S4_ERR_SYNTAX);
}
