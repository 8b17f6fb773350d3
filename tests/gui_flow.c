/* gui_flow.c: nothing lost and nothing silent, driven end to end through the window's
 * scripted input: Q asks while a game is on and its confirmation opens on No; the game is
 * kept after every move and the start screen offers Resume; Save after Ctrl+S writes no
 * second file; a click refused during the engine's turn says why; the screens of the
 * state machine (screen_table.c) are left and entered the way a person does. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <sys/stat.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gui_run.h"

#define STUB S4_BIN_DIR "/gui_stub_engine"
/* Every run of the window here must exit 0. */
#define window(...) gui_succeeded(gui_window(150, __VA_ARGS__))

static char home[256];

static void make_home(void)
{
    gui_home_make(home, "flow");
}

static void remove_home(void)
{
    gui_home_remove(home);
}

TestSuite(flow, .init = make_home, .fini = remove_home, .timeout = 300);

/* Files in this suite's data directory whose names contain `part`. */
static int data_files(const char *part)
{
    char dir[600];
    snprintf(dir, sizeof dir, "%s/data/score4", home);
    DIR *d = opendir(dir);
    if (d == NULL)
        return 0;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL)
        n += strstr(e->d_name, part) != NULL;
    closedir(d);
    return n;
}

Test(flow, q_during_a_game_asks_and_enter_keeps_the_game)
{
    /* Q opens the question; Enter answers the focused choice, No; the game goes on. */
    GuiRun *run = window("--mode", "pvp", "--script",
                         "click A1; click B1; key Q; wait 2; print-texts; key Return; click C1",
                         "--frames", "2", "--print-position", NULL);
    cr_assert(strstr(run->out, "Quit Score Four?") != NULL, "%s", run->out);
    cr_assert(strstr(run->out, "position: W/B/W/") != NULL, "%s", run->out);
    free(run);
    /* Y answers yes: the window ends at once, before the script's last click. */
    run = window("--mode", "pvp", "--script", "click A1; key Q; key Y; wait 2; click B1",
                 "--print-position", NULL);
    cr_assert(strstr(run->out, "position: W/") != NULL, "%s", run->out);
    free(run);
}

Test(flow, q_without_a_game_in_progress_quits_at_once)
{
    GuiRun *run = window("--mode", "pvp", "--script", "key Q; wait 5; click A1", "--print-position",
                         NULL);
    cr_assert(strstr(run->out, "position: ////") != NULL, "%s", run->out);
    free(run);
}

Test(flow, a_game_left_with_q_is_resumed_from_the_start_screen)
{
    GuiRun *run = window("--script",
                         "menu-select opponent person; menu-start; click A1; click B2; click C3; "
                         "key Q; key Y",
                         NULL);
    cr_assert_eq(data_files("autosave.txt"), 1);
    free(run);
    /* The start screen offers Resume; it brings back the three beads, the person's game. */
    run = window("--script", "print-texts; button resume; wait 2; click D4; print-texts",
                 "--frames", "2", "--print-position", NULL);
    cr_assert(strstr(run->out, ": Resume\n") != NULL, "%s", run->out);
    cr_assert(strstr(run->out, "Person vs person") != NULL, "%s", run->out);
    cr_assert(strstr(run->out, "position: W/////B/////W/////B") != NULL, "%s", run->out);
    free(run);
}

Test(flow, a_corrupt_kept_game_is_put_aside_with_a_message_not_overwritten)
{
    char dir[600], path[700], aside[700], text[256];
    snprintf(dir, sizeof dir, "%s/data", home);
    mkdir(dir, 0700);
    snprintf(dir, sizeof dir, "%s/data/score4", home);
    mkdir(dir, 0700);
    snprintf(path, sizeof path, "%s/autosave.txt", dir);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs("game score4\nmode pvp\nmoves A1 \x1b[2J garbage\n", f);
    fclose(f);
    GuiRun *run = window("--script", "wait 2", "--frames", "2", NULL);
    cr_assert(strstr(run->err, "The kept game did not read") != NULL, "%s", run->err);
    cr_assert(strstr(run->err, "kept aside as ") != NULL, "%s", run->err);
    free(run);
    cr_assert_eq(data_files("autosave.txt"), 0);
    snprintf(aside, sizeof aside, "%s/autosave.corrupt.txt", dir);
    gui_read_file(aside, text, sizeof text);
    cr_assert(strstr(text, "garbage") != NULL, "the file kept whole: %s", text);
    /* A second corrupt one does not replace the first. */
    f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs("nonsense\n", f);
    fclose(f);
    run = window("--script", "wait 2", "--frames", "2", NULL);
    free(run);
    cr_assert_eq(data_files("autosave.corrupt"), 2);
}

Test(flow, a_finished_game_is_not_offered_again)
{
    /* White's row A1..D1 ends the game: the kept file goes with it. */
    GuiRun *run = window("--script",
                         "menu-select opponent person; menu-start; click A1; click A2; click B1; "
                         "click B2; click C1; click C2; click D1; wait 2",
                         "--frames", "1", NULL);
    cr_assert_eq(data_files("autosave.txt"), 0);
    free(run);
    run = window("--script", "print-texts", "--frames", "1", NULL);
    cr_assert(strstr(run->out, ": Resume\n") == NULL, "%s", run->out);
    free(run);
}

Test(flow, save_after_ctrl_s_writes_no_second_copy)
{
    GuiRun *run = window("--mode", "pvp", "--moves", "A1 A2 B1 B2 C1 C2", "--script",
                         "key Ctrl+S; wait 2; click D1; wait 2; button result:save; wait 2; "
                         "button result:save; wait 2; print-texts",
                         "--frames", "1", NULL);
    /* Ctrl+S saved the game before D1; the Save button the finished game, once. */
    int saved = 0;
    for (const char *p = strstr(run->out, "saved: "); p != NULL; p = strstr(p + 1, "saved: "))
        saved++;
    cr_assert_eq(saved, 2, "%s", run->out);
    cr_assert(strstr(run->out, "Already saved to ") != NULL, "%s", run->out);
    cr_assert_eq(data_files("score4-"), 2);
    free(run);
}

Test(flow, a_click_during_the_engines_turn_says_why_it_was_refused)
{
    char engine[512];
    snprintf(engine, sizeof engine, "exec %s hang", STUB);
    GuiRun *run = window("--engine", engine, "--human", "black", "--script",
                         "wait 2; click B2; wait 2; print-texts", "--frames", "1", NULL);
    cr_assert(strstr(run->out, "the engine is thinking") != NULL, "%s", run->out);
    free(run);
}

Test(flow, escape_in_a_review_goes_back_to_the_live_game)
{
    /* Review from the move list, a step back, Esc: the live board takes clicks again. */
    GuiRun *run = window("--mode", "pvp", "--script",
                         "click A1; click B1; key K; button move:1; key Escape; click C1",
                         "--frames", "1", "--print-position", NULL);
    cr_assert(strstr(run->out, "position: W/B/W/") != NULL, "%s", run->out);
    free(run);
}

Test(flow, the_arrows_choose_a_peg_and_enter_drops_a_bead_there)
{
    /* The first arrow puts the cursor on A1, Enter drops there; then Right moves it to
     * another peg and Enter drops Black's bead on that one. */
    GuiRun *run = window("--mode", "pvp", "--script",
                         "key Down; key Return; key Right; key Return; wait 2", "--frames", "1",
                         "--print-position", NULL);
    const char *pos = strstr(run->out, "position: ");
    cr_assert_not_null(pos, "%s", run->out);
    cr_assert(strncmp(pos, "position: W/", 12) == 0, "%s", run->out);
    int white = 0, black = 0;
    for (const char *p = pos + 10; *p != ' ' && *p != '\0'; p++) {
        white += *p == 'W';
        black += *p == 'B';
    }
    cr_assert(white == 1 && black == 1, "%s", run->out);
    free(run);
    /* Shift+arrows turn the board and play nothing. */
    run = window("--mode", "pvp", "--script", "key Shift+Right; key Return; wait 2", "--frames",
                 "1", "--print-position", NULL);
    cr_assert(strstr(run->out, "position: ////////") != NULL, "%s", run->out);
    free(run);
}

Test(flow, l_in_a_window_too_small_for_the_level_grids_says_so)
{
    GuiRun *run = window("--mode", "pvp", "--size", "640x360", "--script",
                         "key L; wait 2; print-texts", "--frames", "1", NULL);
    cr_assert(strstr(run->out, "level grids need a larger window") != NULL, "%s", run->out);
    free(run);
}

Test(flow, the_cards_name_each_player_and_light_the_side_to_move)
{
    char engine[512];
    snprintf(engine, sizeof engine, "exec %s hang", STUB);
    /* The person's turn first, then the engine's (it never answers: it thinks on). */
    GuiRun *run = window("--engine", engine, "--level", "club", "--script",
                         "wait 2; print-texts; click B2; wait 2; print-texts", "--frames", "1",
                         NULL);
    const char *second = strstr(run->out, "texts end");
    cr_assert_not_null(second, "%s", run->out);
    cr_assert(strstr(run->out, ": You\n") != NULL, "%s", run->out);
    cr_assert(strstr(run->out, ": Engine: Club\n") != NULL, "%s", run->out);
    const char *yours = strstr(run->out, ": White, your move\n");
    cr_assert(yours != NULL && yours < second, "%s", run->out);
    cr_assert(strstr(second, ": Black, thinking ") != NULL, "%s", run->out);
    cr_assert(strstr(second, ": White\n") != NULL, "%s", run->out);
    free(run);
}

/* Window y of peg `name` from print-pegs output. */
static int peg_y(const char *out, const char *name)
{
    char key[16];
    snprintf(key, sizeof key, "peg %s ", name);
    const char *p = strstr(out, key);
    cr_assert_not_null(p, "%s", out);
    int x, y;
    cr_assert_eq(sscanf(p + strlen(key), "%d %d", &x, &y), 2);
    return y;
}

Test(flow, the_camera_starts_on_the_human_players_side)
{
    /* White's row 1 is nearest (lowest on the screen) for White, row 4 for Black. */
    GuiRun *run = window("--mode", "pvp", "--frames", "1", "--print-pegs", NULL);
    cr_assert_gt(peg_y(run->out, "A1"), peg_y(run->out, "A4"), "%s", run->out);
    free(run);
    char engine[512];
    snprintf(engine, sizeof engine, "exec %s hang", STUB);
    run = window("--engine", engine, "--human", "black", "--frames", "1", "--print-pegs", NULL);
    cr_assert_lt(peg_y(run->out, "A1"), peg_y(run->out, "A4"), "%s", run->out);
    free(run);
}

Test(flow, the_warning_asks_before_a_move_that_throws_a_proved_win_away)
{
    /* White wins at once on A4; D4 lets Black win. With the warning on (W), D4 asks and
     * Enter (No) keeps the position; Y plays it. */
    const char *moves = "A1 B2 C3 D4 A2 B1 C4 D3 B3 B4 C1 D2 A3 C2";
    GuiRun *run = window("--mode", "pvp", "--moves", moves, "--script",
                         "key W; wait 2; wait-engine; click D4; wait 2; print-texts; key Return; "
                         "wait 2",
                         "--frames", "1", "--print-position", NULL);
    cr_assert(strstr(run->out, "Play D4? It loses in 1, while A4 wins in 1.") != NULL, "%s",
              run->out);
    cr_assert(strstr(run->out, "to-move: white") != NULL, "%s", run->out);
    /* No hint was shown: the analysis was the warning's own. */
    cr_assert(strstr(run->out, "Hint: ") == NULL, "%s", run->out);
    free(run);
    run = window("--mode", "pvp", "--moves", moves, "--script",
                 "key W; wait 2; wait-engine; click D4; key Y; wait 2", "--frames", "1",
                 "--print-position", NULL);
    cr_assert(strstr(run->out, "to-move: black") != NULL, "%s", run->out);
    free(run);
}

Test(flow, the_saved_note_stays_clear_of_the_level_grids)
{
    GuiRun *run = window("--mode", "pvp", "--size", "1280x720", "--script",
                         "click A1; key Ctrl+S; wait 2; print-texts", "--frames", "1", NULL);
    /* "text LEFT TOP W H: STRING": the note's right edge and the grids' left. */
    const char *note = strstr(run->out, ": Saved to ");
    const char *grid = strstr(run->out, ": Level 1\n");
    cr_assert(note != NULL && grid != NULL, "%s", run->out);
    const char *line = note;
    while (line > run->out && line[-1] != '\n')
        line--;
    int nl, nt, nw, nh, gl, gt, gw, gh;
    cr_assert_eq(sscanf(line, "text %d %d %d %d", &nl, &nt, &nw, &nh), 4, "%s", line);
    line = grid;
    while (line > run->out && line[-1] != '\n')
        line--;
    cr_assert_eq(sscanf(line, "text %d %d %d %d", &gl, &gt, &gw, &gh), 4, "%s", line);
    cr_assert_lt(nl + nw, gl, "the note (%d..%d) runs into the grids at %d", nl, nl + nw, gl);
    free(run);
}
