/* Tests of game.h: alternation, results, undo, records, games from a position. */
#include <criterion/criterion.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "core/game.h"
#include "core/record_file.h"
#include "core/notation.h"

static S4Geometry score4, connect3;

static void setup(void)
{
    s4_geometry_preset(&score4, "score4");
    s4_geometry_preset(&connect3, "connect3");
}

TestSuite(game, .init = setup);

Test(game, white_moves_first_and_colours_alternate)
{
    S4Game g;
    s4_game_init(&g, &score4);
    cr_assert_eq(s4_game_to_move(&g), S4_WHITE);
    cr_assert_eq(s4_game_play(&g, 5), S4_OK);
    cr_assert_eq(s4_game_to_move(&g), S4_BLACK);
    cr_assert_eq(s4_game_play(&g, 5), S4_OK);
    cr_assert_eq(s4_board_at(&g.board, 5, 0), S4_WHITE);
    cr_assert_eq(s4_board_at(&g.board, 5, 1), S4_BLACK);
    cr_assert_str_eq(s4_result_text(&g), "White to move");
}

Test(game, a_line_ends_the_game_and_names_the_winner)
{
    S4Game g;
    s4_game_init(&g, &score4);
    int bad = -1;
    /* White A1 B1 C1 D1 along row 1; Black stacks on A2. */
    cr_assert_eq(s4_game_play_record(&g, "A1 A2 B1 A2 C1 A2 D1", &bad), S4_OK);
    cr_assert_eq(g.result, S4_RESULT_WHITE_WINS);
    cr_assert_eq(g.win_line, 0xFULL);
    cr_assert_str_eq(s4_result_text(&g), "White wins");
    cr_assert_eq(s4_game_play(&g, 9), S4_ERR_GAME_OVER);
    cr_assert_eq(g.move_count, 7);
}

Test(game, a_full_peg_is_refused_and_the_turn_stays)
{
    S4Game g;
    s4_game_init(&g, &score4);
    cr_assert_eq(s4_game_play_record(&g, "A1 A1 A1 A1", NULL), S4_OK);
    cr_assert_eq(s4_game_play(&g, 0), S4_ERR_PEG_FULL);
    cr_assert_eq(s4_game_to_move(&g), S4_WHITE);
    cr_assert_eq(g.move_count, 4);
}

Test(game, undo_restores_the_board_the_turn_and_the_result)
{
    S4Game g;
    s4_game_init(&g, &score4);
    s4_game_play_record(&g, "A1 A2 B1 A2 C1 A2 D1", NULL);
    S4Board before_win = g.board;
    cr_assert_eq(s4_game_undo(&g), S4_OK);
    cr_assert_eq(g.result, S4_RESULT_ONGOING);
    cr_assert_eq(g.win_line, 0);
    cr_assert_eq(s4_game_to_move(&g), S4_WHITE);
    cr_assert_eq(g.board.count, before_win.count - 1);
    while (g.move_count)
        cr_assert_eq(s4_game_undo(&g), S4_OK);
    cr_assert_eq(g.board.count, 0);
    cr_assert_eq(s4_game_undo(&g), S4_ERR_NOTHING_TO_UNDO);
}

Test(game, seed_003_drawn_game_is_a_full_board_draw)
{
    S4Game g;
    s4_game_init(&g, &connect3);
    g.early_draw = false;
    cr_assert_eq(s4_game_play_record(&g, "A1 A1 B1 B1 A1 C1 B1 D1 C1 C1 D1 D1", NULL), S4_OK);
    cr_assert_eq(g.result, S4_RESULT_DRAW_FULL);
    cr_assert_str_eq(s4_result_text(&g), "Draw: the board is full");
}

Test(game, early_draw_is_declared_at_the_first_dead_board)
{
    /* Random 4x3 games: whenever the board turns dead before it fills, the game must end
     * there as an early draw, and one move earlier it must still have been going. */
    unsigned seed = 99;
    int early = 0;
    for (int round = 0; round < 2000 && early < 10; round++) {
        S4Game g;
        s4_game_init(&g, &connect3);
        while (!s4_game_over(&g)) {
            int pegs[S4_MAX_PEGS];
            int n = s4_board_legal_pegs(&g.board, pegs);
            seed = seed * 1103515245u + 12345u;
            cr_assert_eq(s4_game_play(&g, pegs[(seed >> 16) % (unsigned)n]), S4_OK);
        }
        if (g.result != S4_RESULT_DRAW_DEAD)
            continue;
        cr_assert(s4_board_is_dead(&g.board));
        cr_assert_str_eq(s4_result_text(&g), "Draw: no line can be completed");
        if (g.move_count < 12)
            early++;
        S4Game before = g;
        s4_game_undo(&before);
        cr_assert_not(s4_board_is_dead(&before.board));
        cr_assert_eq(before.result, S4_RESULT_ONGOING);
    }
    cr_assert_gt(early, 0, "some games end in an early draw");
}

Test(game, record_formats_and_reads_back)
{
    S4Game g, h;
    s4_game_init(&g, &score4);
    s4_game_play_record(&g, "b2 C3 D4 a1", NULL);
    char text[64];
    size_t n = s4_game_format_record(&g, text, sizeof text);
    cr_assert_str_eq(text, "B2 C3 D4 A1");
    cr_assert_eq(n, strlen(text));
    s4_game_init(&h, &score4);
    cr_assert_eq(s4_game_play_record(&h, text, NULL), S4_OK);
    cr_assert_eq(h.board.beads[0], g.board.beads[0]);
    cr_assert_eq(h.board.beads[1], g.board.beads[1]);
    char tiny[5];
    cr_assert_eq(s4_game_format_record(&g, tiny, sizeof tiny), strlen("B2 C3 D4 A1"));
    cr_assert_str_eq(tiny, "B2 C");
}

Test(game, a_bad_record_changes_nothing_and_names_the_move)
{
    S4Game g;
    s4_game_init(&g, &score4);
    s4_game_play(&g, 0);
    int bad = -1;
    cr_assert_eq(s4_game_play_record(&g, "B2 E7 C3", &bad), S4_ERR_BAD_PEG);
    cr_assert_eq(bad, 1);
    cr_assert_eq(g.move_count, 1);
    cr_assert_eq(g.board.count, 1);
}

Test(game, a_game_from_a_position_starts_with_the_given_side_and_undoes_to_it)
{
    S4Board start;
    cr_assert_eq(s4_position_parse(&score4, "WW/W//////////////", &start), S4_OK);
    S4Game g;
    s4_game_init_from(&g, &start, S4_BLACK);
    cr_assert_eq(s4_game_to_move(&g), S4_BLACK);
    cr_assert_eq(s4_game_play(&g, 2), S4_OK);
    cr_assert_eq(s4_board_at(&g.board, 2, 0), S4_BLACK);
    cr_assert_eq(s4_game_to_move(&g), S4_WHITE);
    cr_assert_eq(s4_game_undo(&g), S4_OK);
    cr_assert_eq(s4_game_undo(&g), S4_ERR_NOTHING_TO_UNDO);
    cr_assert_eq(g.board.beads[0], start.beads[0]);
}

Test(game, a_start_position_holding_a_line_is_already_won)
{
    S4Board start;
    cr_assert_eq(s4_position_parse(&score4, "W/W/W/W////////////", &start), S4_OK);
    S4Game g;
    s4_game_init_from(&g, &start, S4_BLACK);
    cr_assert_eq(g.result, S4_RESULT_WHITE_WINS);
    cr_assert_eq(g.win_line, 0xFULL);
}

/* ================================================================ record files */

Test(game, a_record_result_must_agree_with_its_moves)
{
    /* Issue 11, defect 5: "score4 1-0" with no moves loaded. */
    S4Record r;
    cr_assert_eq(s4_record_parse("score4 1-0", &r), S4_ERR_RESULT_MISMATCH);
    cr_assert_eq(s4_record_parse("score4 1/2-1/2 A1", &r), S4_ERR_RESULT_MISMATCH);
    cr_assert_eq(s4_record_parse("score4 0-1 A1 A2 B1 A2 C1 A2 D1", &r), S4_ERR_RESULT_MISMATCH,
                 "White's line, Black's win");
    cr_assert_eq(s4_record_parse("score4 * A1 A2 B1 A2 C1 A2 D1", &r), S4_ERR_RESULT_MISMATCH,
                 "a won game is not unfinished");
    cr_assert_eq(s4_record_parse("score4 1-0 A1 A2 B1 A2 C1 A2 D1", &r), S4_OK);
    cr_assert_eq(s4_record_parse("score4 * A1", &r), S4_OK);
    /* A forfeit is a result the board does not show: the comment says so. */
    cr_assert_eq(s4_record_parse("score4 1-0 A1 # game 1; forfeit: black: exited with status 3",
                                 &r), S4_OK);
    cr_assert_eq(s4_record_parse("score4 banana A1", &r), S4_ERR_BAD_RESULT);
    cr_assert_str_eq(s4_status_str(S4_ERR_BAD_RESULT), "not a result (1-0, 0-1, 1/2-1/2 or *)");
    cr_assert_str_eq(s4_status_str(S4_ERR_RESULT_MISMATCH), "result does not match the moves");
}

Test(game, the_record_reader_counts_lines_and_refuses_an_over_long_line_whole)
{
    /* Issue 11, defect 3: a line over 513 bytes was split, its tail read as a game, and
     * line numbers counted pieces. */
    char text[4096];
    int n = snprintf(text, sizeof text, "# games\n\nscore4 * A1\nscore4 * B2 # ");
    memset(text + n, 'x', 1200);
    n += 1200;
    n += snprintf(text + n, sizeof text - (size_t)n, "\nscore4 * C3\nscore4 * A1 Z9\nscore4 *");
    FILE *f = fmemopen(text, (size_t)n, "r");
    cr_assert_not_null(f);
    S4RecordReader reader;
    s4_record_reader_init(&reader, f);
    S4Record r;
    S4Status st;
    cr_assert(s4_record_next(&reader, &r, &st));
    cr_assert_eq(st, S4_OK);
    cr_assert_eq(reader.line_no, 3);
    cr_assert(s4_record_next(&reader, &r, &st));
    cr_assert_eq(st, S4_ERR_LINE_TOO_LONG);
    cr_assert_eq(reader.line_no, 4);
    cr_assert(s4_record_next(&reader, &r, &st));
    cr_assert_eq(st, S4_OK, "%s", s4_status_str(st));
    cr_assert_eq(reader.line_no, 5, "the line after the long one is line 5");
    cr_assert_eq(r.moves[0], 10, "C3");
    cr_assert(s4_record_next(&reader, &r, &st));
    cr_assert_eq(st, S4_ERR_BAD_PEG);
    cr_assert_eq(reader.line_no, 6);
    cr_assert(s4_record_next(&reader, &r, &st), "a last line without a newline");
    cr_assert_eq(st, S4_OK);
    cr_assert_eq(reader.line_no, 7);
    cr_assert_not(s4_record_next(&reader, &r, &st));
    cr_assert_eq(reader.games, 5);
    fclose(f);
    static const char nul[] = "score4 * A1\0 B2\n";
    f = fmemopen((void *)nul, sizeof nul - 1, "r");
    s4_record_reader_init(&reader, f);
    cr_assert(s4_record_next(&reader, &r, &st));
    cr_assert_eq(st, S4_ERR_BAD_RECORD, "a NUL byte");
    fclose(f);
}

Test(game, a_record_of_a_known_game_reads_the_same_as_one_read_from_nothing)
{
    /* The record reader copies the last game's geometry instead of building it again
     * (the fuzz target spent most of its time building geometries): the copy must be
     * exactly what s4_geometry_preset builds, and only for the same preset. */
    cr_assert(s4_geometry_same_preset(&score4, "score4"));
    cr_assert(s4_geometry_same_preset(&score4, "SCORE4"), "names are case-insensitive");
    cr_assert_not(s4_geometry_same_preset(&score4, "connect3"));
    cr_assert_not(s4_geometry_same_preset(&connect3, "score4"));
    cr_assert_not(s4_geometry_same_preset(&score4, "banana"));
    S4Geometry zero;
    memset(&zero, 0, sizeof zero);
    cr_assert_not(s4_geometry_same_preset(&zero, "score4"), "a zeroed geometry is no preset");
    S4Geometry custom;
    cr_assert_eq(s4_geometry_init(&custom, "score4", 5, 5, 2, 4), S4_OK);
    cr_assert_not(s4_geometry_same_preset(&custom, "score4"), "same name, other dimensions");

    static const char *const lines[] = {
        "score4 1-0 A1 A2 B1 A2 C1 A2 D1", "connect3 * A1 B1", "score4 * A1 # x",
        "score4 banana A1", "connect3 0-1 A1",
    };
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        static S4Record fresh, known, other;
        S4Status a = s4_record_parse(lines[i], &fresh);
        S4Status b = s4_record_parse_known(lines[i], &score4, &known);
        S4Status c = s4_record_parse_known(lines[i], &custom, &other);
        cr_assert_eq(a, b, "%s", lines[i]);
        cr_assert_eq(a, c, "%s", lines[i]);
        cr_assert_eq(memcmp(&fresh, &known, sizeof fresh), 0, "%s", lines[i]);
        cr_assert_eq(memcmp(&fresh, &other, sizeof fresh), 0, "%s: a custom geometry is rebuilt",
                     lines[i]);
    }

    /* A file that changes game between lines reads each line with its own game. */
    static const char text[] = "connect3 * A1\nscore4 * D4\nscore4 * D4 D4\nconnect3 * C1\n";
    FILE *f = fmemopen((void *)text, sizeof text - 1, "r");
    cr_assert_not_null(f);
    S4RecordReader reader;
    s4_record_reader_init(&reader, f);
    static S4Record r;
    S4Status st;
    static const char *const games[] = {"connect3", "score4", "score4", "connect3"};
    static const int first[] = {0, 15, 15, 2};
    for (int i = 0; i < 4; i++) {
        cr_assert(s4_record_next(&reader, &r, &st));
        cr_assert_eq(st, S4_OK, "line %d: %s", i + 1, s4_status_str(st));
        cr_assert_str_eq(r.geo.name, games[i]);
        cr_assert_eq(r.moves[0], first[i], "line %d", i + 1);
        S4Geometry built;
        s4_geometry_preset(&built, games[i]);
        cr_assert_eq(memcmp(&r.geo, &built, sizeof built), 0, "line %d", i + 1);
    }
    fclose(f);
}

Test(game, status_codes_name_memory_and_system_errors_with_errno)
{
    cr_assert_str_eq(s4_status_str(S4_ERR_OUT_OF_MEMORY), "out of memory");
    cr_assert_str_eq(s4_status_str(S4_ERR_SYSTEM), "system error");
    char text[128];
    s4_status_describe(S4_ERR_SYSTEM, ENOENT, text, sizeof text);
    cr_assert_str_eq(text, "system error: No such file or directory");
    s4_status_describe(S4_ERR_PEG_FULL, ENOENT, text, sizeof text);
    cr_assert_str_eq(text, "peg is full", "errno only where the system said why");
}
