/* gui_screens.c: the window's screens driven end to end the way a person would, through
 * scripted clicks on the buttons they see: the start screen, a whole game at the lowest
 * level, the result panel (play again, swap sides, change settings, review), the leave
 * confirmation, and the settings file (missing, corrupt, kept, not writable). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gui_image.h"
#include "gui_run.h"

#define SCORE4 S4_BIN_DIR "/score4"

static char home[256];

static void make_home(void)
{
    gui_home_make(home, "screens");
}

static void remove_home(void)
{
    gui_home_remove(home);
}

TestSuite(screens, .init = make_home, .fini = remove_home, .timeout = 300);

/* The settings file the window kept in this suite's home, into text[1024]. */
static void read_settings(char text[1024])
{
    char path[600];
    snprintf(path, sizeof path, "%s/config/score4/settings", home);
    gui_read_file(path, text, 1024);
}

/* Runs score4 with the given arguments (NULL-terminated); asserts it ran and ended. */
#define window(...) gui_window(150, __VA_ARGS__)

/* Clicks every peg of Score Four in a fixed order, four rounds, waiting for the engine
 * after each: whatever the engine does, the game ends within it (a line or a full board). */
static void whole_game(char *buf, size_t size)
{
    static const char *const order[] = {"A1", "B2", "C3", "D4", "A2", "B1", "C4", "D3",
                                        "A3", "B4", "C1", "D2", "A4", "B3", "C2", "D1"};
    size_t len = 0;
    for (int round = 0; round < 4; round++)
        for (int i = 0; i < 16; i++)
            len += (size_t)snprintf(buf + len, size - len, "play %s; wait-engine; ", order[i]);
}

static int count_lines(const char *text, const char *needle)
{
    int n = 0;
    for (const char *p = strstr(text, needle); p != NULL; p = strstr(p + 1, needle))
        n++;
    return n;
}

/* Pixels near an RGB colour in the PNG at path. */
static int pixels_like(const char *path, int r, int g, int b)
{
    return image_count_near(path, r, g, b, 12);
}

/* The chosen chip's amber and the action button's green, as ui_widgets.c draws them. */
enum { AMBER_R = 217, AMBER_G = 158, AMBER_B = 51, GREEN_R = 51, GREEN_G = 122, GREEN_B = 77 };

Test(screens, the_start_screen_drives_a_whole_game_at_the_lowest_level_to_the_result_panel)
{
    char game[4096], script[5000], start_png[600], result_png[600];
    whole_game(game, sizeof game);
    snprintf(start_png, sizeof start_png, "%s/start.png", home);
    snprintf(result_png, sizeof result_png, "%s/result.png", home);
    snprintf(script, sizeof script, "menu-select difficulty beginner; screenshot %s; menu-start; %s",
             start_png, game);
    GuiRun *run = window("--script", script, "--screenshot", result_png, "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    /* The first run has no settings: one message, no more. */
    cr_assert_eq(count_lines(run->err, "score4: settings"), 1, "%s", run->err);
    cr_assert(strstr(run->out, "result: White wins") != NULL ||
                  strstr(run->out, "result: Black wins") != NULL ||
                  strstr(run->out, "result: Draw") != NULL,
              "the game did not end: %s", run->out);
    /* Both screens were drawn: the start screen's chosen chips, the result panel's button. */
    cr_assert_gt(pixels_like(start_png, AMBER_R, AMBER_G, AMBER_B), 5000);
    cr_assert_gt(pixels_like(result_png, GREEN_R, GREEN_G, GREEN_B), 2000);
    cr_assert_lt(pixels_like(result_png, AMBER_R, AMBER_G, AMBER_B), 5000, "no menu chips left");
    /* The choices were kept in the documented format. */
    char text[1024];
    read_settings(text);
    cr_assert(strstr(text, "difficulty = beginner\n") != NULL, "%s", text);
    cr_assert(strstr(text, "game = score4\n") != NULL, "%s", text);
    free(run);
    /* The next launch starts from them, silently. */
    run = window("--script", "menu-start", "--frames", "2", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert_eq(count_lines(run->err, "score4: settings"), 0, "%s", run->err);
    free(run);
}

Test(screens, play_again_swap_sides_and_change_settings_from_the_result_panel)
{
    char game[4096], script[5000];
    whole_game(game, sizeof game);
    /* Play again: an empty board, the person (White) to move. */
    snprintf(script, sizeof script, "menu-select difficulty beginner; menu-start; %s button result:play-again",
             game);
    GuiRun *run = window("--script", script, "--frames", "2", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "position: /////////////// to-move: white result: White to move") != NULL,
              "%s", run->out);
    free(run);
    /* Swap sides: the engine takes White and opens. */
    snprintf(script, sizeof script, "menu-select difficulty beginner; menu-start; %s button result:swap; "
             "wait-engine", game);
    run = window("--script", script, "--frames", "2", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "to-move: black result: Black to move") != NULL, "%s", run->out);
    free(run);
    /* Change settings: back on the start screen, which starts another game. The engine's
     * opening move above left a game kept, so Start asks first (Y: replace it). */
    snprintf(script, sizeof script, "menu-select difficulty beginner; menu-start; key Y; %s button result:settings; "
             "menu-select game connect3; menu-select opponent person; menu-start; click B1",
             game);
    run = window("--script", script, "--frames", "2", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "position: /W// to-move: black") != NULL, "%s", run->out);
    free(run);
}

Test(screens, review_steps_through_the_finished_game)
{
    char game[4096], script[5000];
    whole_game(game, sizeof game);
    snprintf(script, sizeof script,
             "menu-select difficulty beginner; menu-start; %s button result:review; key Home; key Right",
             game);
    GuiRun *run = window("--script", script, "--frames", "2", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "position: W/////////////// to-move: black") != NULL,
              "the first move alone is shown: %s", run->out);
    free(run);
    /* Escape ends the review where the game ended, with the result panel's choices back. */
    snprintf(script, sizeof script,
             "menu-select difficulty beginner; menu-start; %s button result:review; key Home; "
             "key Escape; button result:play-again",
             game);
    run = window("--script", script, "--frames", "2", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "position: /////////////// to-move: white result: White to move") != NULL,
              "%s", run->out);
    free(run);
    /* The move list takes a click to a move too. */
    snprintf(script, sizeof script,
             "menu-select difficulty beginner; menu-start; click A1; wait-engine; click B2; "
             "wait-engine; key K; button move:1");
    run = window("--script", script, "--frames", "2", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "position: W/////////////// to-move: black") != NULL, "%s", run->out);
    free(run);
}

Test(screens, escape_in_a_game_asks_before_leaving_it)
{
    /* The game left is kept: Start asks before it replaces it (Y), then Connect Four. */
    GuiRun *run = window("--script",
                         "menu-select opponent person; menu-start; click A1; key Escape; "
                         "button confirm:no; click B1; key Escape; button confirm:yes; "
                         "menu-select game connect4; menu-start; key Y; click G1",
                         "--frames", "2", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "position: //////W to-move: black") != NULL, "%s", run->out);
    free(run);
}

Test(screens, a_corrupt_settings_file_is_ignored_with_one_message)
{
    char dir[600], path[700];
    snprintf(dir, sizeof dir, "%s/config/score4", home);
    snprintf(path, sizeof path, "%s/config", home);
    cr_assert_eq(mkdir(path, 0755), 0);
    cr_assert_eq(mkdir(dir, 0755), 0);
    snprintf(path, sizeof path, "%s/settings", dir);
    FILE *f = fopen(path, "w");
    fputs("game = connect4\ndifficulty = ??\n", f);
    fclose(f);
    GuiRun *run = window("--script", "menu-start; click A1", "--frames", "2", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert_eq(count_lines(run->err, "score4: settings"), 1, "%s", run->err);
    cr_assert(strstr(run->err, "using the defaults") != NULL, "%s", run->err);
    /* The defaults: Score Four (16 pegs), the person White on A1. The engine may have
     * answered before the last frame, so its bead may stand on any peg. */
    const char *pos = strstr(run->out, "position: W");
    cr_assert(pos != NULL, "%s", run->out);
    int pegs = 1;
    for (const char *c = pos + strlen("position: "); *c != ' ' && *c != '\0'; c++)
        pegs += *c == '/';
    cr_assert_eq(pegs, 16, "%s", run->out);
    free(run);
}

Test(screens, settings_that_cannot_be_kept_do_not_stop_the_game)
{
    /* A file where the configuration directory should be. */
    char blocker[600];
    snprintf(blocker, sizeof blocker, "%s/config", home);
    FILE *f = fopen(blocker, "w");
    fputs("x", f);
    fclose(f);
    GuiRun *run = window("--script", "menu-select opponent person; menu-start; click C1", "--frames",
                         "2", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->err, "settings not kept") != NULL, "%s", run->err);
    cr_assert(strstr(run->out, "position: //W/////////////") != NULL, "%s", run->out);
    free(run);
}

Test(screens, options_skip_the_start_screen_and_version_is_known)
{
    GuiRun *run = window("--mode", "pvp", "--script", "click A1", "--frames", "2", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "position: W///////////////") != NULL, "%s", run->out);
    cr_assert_eq(count_lines(run->err, "score4: settings"), 0, "options never read the settings: %s", run->err);
    free(run);
    run = window("--version", NULL);
    cr_assert_eq(run->status, 0);
    cr_assert(strncmp(run->out, "score4 ", 7) == 0, "%s", run->out);
    free(run);
}

Test(screens, a_saved_game_is_a_record_that_replay_opens)
{
    GuiRun *run = window("--mode", "pvp", "--script",
                         "click A1; click B1; click A1; click B1; click A1; click B1; click A1; "
                         "key Ctrl+S",
                         "--frames", "2", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    const char *saved = strstr(run->out, "saved: ");
    cr_assert_not_null(saved, "%s", run->out);
    char path[600];
    cr_assert_eq(sscanf(saved, "saved: %599s", path), 1);
    char text[1024];
    gui_read_file(path, text, sizeof text);
    cr_assert(strncmp(text, "score4 1-0 A1 B1 A1 B1 A1 B1 A1 #", 33) == 0, "%s", text);
    free(run);
    run = window("--replay", path, "--script", "key End", "--frames", "2", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "result: White wins") != NULL, "%s", run->out);
    free(run);
    /* The move list lists the whole record from its start, the moves not yet on the board
     * too, and a click on one steps the replay there. */
    run = window("--replay", path, "--script", "key K; button move:7; button move:4", "--frames",
                 "2", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "position: WW/BB////////////// to-move: white") != NULL, "%s",
              run->out);
    free(run);
}

Test(screens, a_hint_marks_the_best_peg_and_is_noted_in_the_saved_game)
{
    char shot[600], plain[600], script[1400];
    snprintf(shot, sizeof shot, "%s/hint.png", home);
    snprintf(plain, sizeof plain, "%s/plain.png", home);
    /* White has A1 B1 C1: the hint must be D1, the win. */
    snprintf(script, sizeof script,
             "screenshot %s; key I; wait-engine; wait 2; screenshot %s; key Ctrl+S", plain, shot);
    GuiRun *run = window("--mode", "pvp", "--moves", "A1 A2 B1 B2 C1 C2", "--script", script,
                         "--frames", "2", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    /* The hint's green label is drawn (and is not there before). */
    cr_assert_gt(pixels_like(shot, 77, 242, 115), 300, "no hint drawn");
    cr_assert_lt(pixels_like(plain, 77, 242, 115), 50);
    const char *saved = strstr(run->out, "saved: ");
    cr_assert_not_null(saved, "%s", run->out);
    char path[600], text[1024];
    cr_assert_eq(sscanf(saved, "saved: %599s", path), 1);
    gui_read_file(path, text, sizeof text);
    cr_assert(strstr(text, "hints asked at move 7") != NULL, "%s", text);
    free(run);
    /* After the end there is no hint, said once (a note at the bottom): the hint's banner
     * had said it again, under the result panel. */
    run = window("--mode", "pvp", "--moves", "A1 A2 B1 B2 C1 C2 D1", "--script",
                 "key I; wait 2; print-texts", "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert_eq(count_lines(run->out, "No hint: the game is over"), 1, "%s", run->out);
    free(run);
}

Test(screens, threats_are_marked_on_the_board_only_when_asked)
{
    char on[600], off[600], script[1400];
    snprintf(on, sizeof on, "%s/threats_on.png", home);
    snprintf(off, sizeof off, "%s/threats_off.png", home);
    /* White threatens D1, Black A2. */
    snprintf(script, sizeof script, "screenshot %s; key T; wait 1; screenshot %s", off, on);
    GuiRun *run = window("--mode", "pvp", "--moves", "A1 B2 B1 C2 C1 D2", "--script", script,
                         "--frames", "2", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    /* Black's threat squares are drawn in their own blue. */
    int with = pixels_like(on, 89, 166, 242), without = pixels_like(off, 89, 166, 242);
    cr_assert_gt(with, without + 100, "threat marks: %d with T, %d without", with, without);
    free(run);
}

Test(screens, the_start_screen_works_from_the_keyboard)
{
    /* From the Start button: Up to colours, Up to threats, Up to difficulty, Left to
     * Beginner; Up twice more (the side row) and Right to Black; Enter starts. */
    GuiRun *run = window("--script",
                         "key Up; key Up; key Up; key Left; key Up; key Right; key Return; wait-engine",
                         "--frames", "2", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    /* The engine (White) opened: one white bead, Black (the person) to move. */
    cr_assert(strstr(run->out, "to-move: black") != NULL, "%s", run->out);
    char text[1024];
    read_settings(text);
    cr_assert(strstr(text, "difficulty = beginner\n") != NULL, "%s", text);
    cr_assert(strstr(text, "side = black\n") != NULL, "%s", text);
    free(run);
}

/* The "x y" that print-pegs gave for peg in out. */
static void peg_line(const char *out, const char *peg, char *line, size_t size)
{
    char key[32];
    snprintf(key, sizeof key, "peg %s ", peg);
    const char *p = strstr(out, key);
    cr_assert_not_null(p, "no %s in %s", key, out);
    p += strlen(key);
    size_t n = strcspn(p, "\n");
    cr_assert_lt(n, size);
    memcpy(line, p, n);
    line[n] = '\0';
}

Test(screens, a_game_chosen_on_the_start_screen_is_framed_as_when_opened_directly)
{
    /* The start screen's backdrop is Score Four; a Connect Four game started from it must
     * fill the view as the same game opened with --game does, and so must Score Four
     * chosen again after a Connect game. */
    static const struct {
        const char *game, *menu, *first, *last;
    } cases[] = {{"connect4", "menu-select game connect4", "1", "7"},
                 {"score4", "menu-select game connect3; menu-select opponent person; menu-start; "
                            "click A1; key Escape; button confirm:yes; menu-select game score4",
                  "A1", "D4"}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char script[512];
        snprintf(script, sizeof script, "%s; menu-select opponent person; menu-start; print-pegs",
                 cases[i].menu);
        GuiRun *menu = window("--script", script, "--frames", "1", NULL);
        cr_assert_eq(menu->status, 0, "%s", menu->err);
        GuiRun *direct = window("--game", cases[i].game, "--mode", "pvp", "--script", "print-pegs",
                                "--frames", "1", NULL);
        cr_assert_eq(direct->status, 0, "%s", direct->err);
        const char *pegs[] = {cases[i].first, cases[i].last};
        for (int k = 0; k < 2; k++) {
            char a[64], b[64];
            peg_line(menu->out, pegs[k], a, sizeof a);
            peg_line(direct->out, pegs[k], b, sizeof b);
            cr_assert_str_eq(a, b, "%s peg %s: from the start screen at %s, directly at %s",
                             cases[i].game, pegs[k], a, b);
        }
        free(menu);
        free(direct);
    }
}

Test(screens, playing_on_from_a_reviewed_position_truncates_the_game)
{
    /* Between two people at once: review move 1, then Black plays C1 there. */
    GuiRun *run = window("--mode", "pvp", "--moves", "A1 A1 A1", "--script",
                         "key K; button move:1; click C1", "--frames", "2", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "position: W//B///////////// to-move: white") != NULL, "%s", run->out);
    free(run);
    /* Against the engine only after a confirmation: No keeps the game, Yes truncates. */
    run = window("--level", "beginner", "--seed", "1", "--moves", "A1 A1 B1 B1", "--script",
                 "wait-engine; key K; button move:2; click D1; button confirm:no; key Escape; "
                 "key K; key K; button move:2; click D1; button confirm:yes; wait-engine",
                 "--frames", "2", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    /* A1 A1 then D1 by the person, and the engine's answer: four beads, White to move. */
    cr_assert(strstr(run->out, "to-move: white") != NULL, "%s", run->out);
    const char *pos = strstr(run->out, "position: ");
    cr_assert_not_null(pos);
    int beads = 0;
    for (const char *p = pos + 10; *p != ' ' && *p != '\0'; p++)
        beads += *p == 'W' || *p == 'B';
    cr_assert_eq(beads, 4, "%s", run->out);
    cr_assert(strncmp(pos + 10, "WB//", 4) == 0, "%s", run->out);
    free(run);
}

Test(screens, ctrl_o_lists_the_games_and_enter_opens_the_newest_saved_one)
{
    /* The save is the list's first row (gui_games_window.c tests the list at length). */
    GuiRun *run = window("--mode", "pvp", "--script",
                         "click B1; click C1; click B1; click C1; key Ctrl+S; key Escape; "
                         "button confirm:yes; key Ctrl+O; key Return; key End",
                         "--frames", "2", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "position: /WW/BB/") != NULL, "%s", run->out);
    cr_assert(strstr(run->out, "to-move: white") != NULL, "%s", run->out);
    free(run);
}

Test(screens, watching_two_engines_each_side_gets_the_difficulty_chosen_for_it)
{
    /* Watching, the side row chooses White's engine and the difficulty row Black's; the
     * header names both, and the choice is kept for the next launch. */
    GuiRun *run = window("--script",
                         "menu-select opponent engines; menu-select difficulty beginner; "
                         "menu-select black-engine expert; print-texts; menu-start; print-texts; "
                         "key ]; print-texts",
                         "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, ": White's engine (first)\n") != NULL, "%s", run->out);
    cr_assert(strstr(run->out, ": Black's engine\n") != NULL, "%s", run->out);
    cr_assert(strstr(run->out, "Engine vs engine   White Beginner (level 1), Black Expert (level 8)") !=
                  NULL, "%s", run->out);
    /* ] changes White's engine, from the next game. */
    cr_assert(strstr(run->out, "White's engine: Casual") != NULL, "%s", run->out);
    char text[1024];
    read_settings(text);
    cr_assert(strstr(text, "opponent = engines\n") != NULL, "%s", text);
    cr_assert(strstr(text, "difficulty = beginner\n") != NULL, "%s", text);
    cr_assert(strstr(text, "black_engine = expert\n") != NULL, "%s", text);
    free(run);
    /* At the end, Swap sides gives each engine the other's difficulty. */
    run = window("--script", "menu-start; wait-engine; button result:swap; print-texts", "--frames",
                 "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "Engine vs engine   White Expert (level 8), Black Beginner (level 1)") !=
                  NULL, "%s", run->out);
    free(run);
    /* A narrow title's short form still names both (it had said only "White Beginner"). */
    run = window("--size", "640x360", "--script", "menu-start; print-texts", "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "Engine vs engine   White Beginner, Black Expert\n") != NULL, "%s",
              run->out);
    free(run);
    /* The same from the command line, without the start screen. */
    run = window("--mode", "eve", "--level", "casual", "--black-level", "maximum", "--script",
                 "print-texts", "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "White Casual (level 3), Black Maximum (level 10)") != NULL, "%s",
              run->out);
    free(run);
}
