/* gui_texts.c: what the window writes, read back from the real binary with the script step
 * print-texts (every string a frame draws, with its place and size):
 *   - one convention per game: the Connect games say X and O and number their columns in
 *     every text (status, header, result panel, move list, hint, help, start screen), in
 *     saved records and in --moves (the older "D1" is still read); Score Four keeps White,
 *     Black and A1..D4;
 *   - nothing is cut by the window's edge or overlaps on the title line, for every kind of
 *     status message (a won line, a draw, the engine thinking, a hint, an engine's error,
 *     review, a saved game) in portrait windows, and the smallest start screen keeps a keys
 *     line; a portrait window's move list is a strip under the board, not a column beside it;
 *   - a person's whole game with the real mouse under X (tests/gui_xdotool_game.sh). */
#include <criterion/criterion.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gui_frames.h"
#include "gui_run.h"

#define STUB S4_BIN_DIR "/gui_stub_engine"
#define window(...) gui_window(200, __VA_ARGS__)

static char home[256];

static void make_home(void)
{
    gui_home_make(home, "texts");
}

static void remove_home(void)
{
    gui_home_remove(home);
}

TestSuite(texts, .init = make_home, .fini = remove_home, .timeout = 400);

/* True when text names a peg the Score Four way ("D1"): a letter and a digit standing alone. */
static bool has_peg_name(const char *text)
{
    regex_t re;
    cr_assert_eq(regcomp(&re, "(^|[^A-Za-z0-9])[A-Ga-g][1-9]([^A-Za-z0-9]|$)", REG_EXTENDED), 0);
    bool found = regexec(&re, text, 0, NULL, 0) == 0;
    regfree(&re);
    return found;
}

/* ================================================================ one convention per game */

Test(texts, connect_four_says_x_and_o_and_numbers_its_columns_in_every_text)
{
    /* X's row 1..4 on row 1: the status, the header, the result panel; then the move list
     * and the review; then the help; the game saved on the way. */
    GuiRun *run = window("--game", "connect4", "--mode", "pvp", "--size", "1280x720", "--moves",
                         "4 4 3 3 2 2 1", "--script",
                         "wait 2; print-texts; key Ctrl+S; wait 2; button result:review; key K; "
                         "key Left; wait 2; print-texts; key H; wait 2; print-texts",
                         "--frames", "1", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    /* the review shows move 6 when the window closes */
    cr_assert(strstr(run->out, "result: X to move") != NULL, "%s", run->out);
    Frame *frames = calloc(MAX_FRAMES, sizeof *frames);
    cr_assert_eq(gui_frames_read(run->out, frames, MAX_FRAMES), 3, "%s", run->out);
    char all[16384];
    for (int i = 0; i < 3; i++) {
        gui_frame_texts(&frames[i], all, sizeof all);
        cr_assert(strstr(all, "White") == NULL && strstr(all, "Black") == NULL &&
                      strstr(all, "white:") == NULL,
                  "frame %d names White/Black:\n%s", i, all);
        /* (the help's keys include F1 and F11, which are keys, not pegs) */
        cr_assert(i == 2 || !has_peg_name(all), "frame %d names a peg like D1:\n%s", i, all);
        cr_assert(strstr(all, " peg") == NULL && strstr(all, "Peg") == NULL,
                  "frame %d speaks of pegs:\n%s", i, all);
        gui_frame_assert_nothing_cut(&frames[i], "connect4");
    }
    /* The result: the status bar, the panel (X won with the 7th bead) and the header's
     * legend for the beads. */
    cr_assert_not_null(gui_frame_find(&frames[0], "X wins."), "no status");
    cr_assert_not_null(gui_frame_find(&frames[0], "columns 1 to 4 on row 1"), "no named line");
    cr_assert_not_null(gui_frame_find(&frames[0], "X won with move 7."), "no panel");
    cr_assert_not_null(gui_frame_find(&frames[0], "(X red, O yellow)"), "no legend");
    /* The review one move back: "O to move", the move list's column numbers. */
    cr_assert_not_null(gui_frame_find(&frames[1], "move 6 of 7: X to move"));
    cr_assert_not_null(gui_frame_find(&frames[1], "4 |  | 3 |  | 2 |  | 1"),
                       "the move list's X column, one bead a line");
    /* The help: this game's rules in its words. */
    cr_assert_not_null(gui_frame_find(&frames[2], "X (the red discs) moves first"));
    cr_assert_not_null(gui_frame_find(&frames[2], "Click a column"));
    /* The saved record: column numbers and X/O in the comment; --replay reads it back. */
    const char *saved = strstr(run->out, "saved: ");
    cr_assert_not_null(saved, "%s", run->out);
    char path[512], record[1024];
    sscanf(saved, "saved: %511s", path);
    gui_read_file(path, record, sizeof record);
    static const char want[] = "connect4 1-0 4 4 3 3 2 2 1 # X: person, O: person";
    cr_assert(strncmp(record, want, strlen(want)) == 0, "%s", record);
    free(run);
    run = window("--replay", path, "--script", "key End; wait 2", "--frames", "2",
                 "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "result: X wins"), "%s", run->out);
    free(run);
    free(frames);
}

Test(texts, connect_moves_take_column_numbers_and_still_read_the_old_peg_names)
{
    GuiRun *digits = window("--game", "connect4", "--mode", "pvp", "--moves", "4 4 3",
                            "--frames", "1", "--print-position", NULL);
    GuiRun *pegs = window("--game", "connect4", "--mode", "pvp", "--moves", "D1 d1 C1",
                          "--frames", "1", "--print-position", NULL);
    cr_assert_eq(digits->status, 0, "%s", digits->err);
    cr_assert_eq(pegs->status, 0, "%s", pegs->err);
    cr_assert(strstr(digits->out, "position: //W/WB/// to-move: black result: O to move"),
              "%s", digits->out);
    cr_assert_str_eq(digits->out, pegs->out);
    free(digits);
    free(pegs);
    /* A column off the board is named as a column. */
    GuiRun *bad = window("--game", "connect4", "--mode", "pvp", "--moves", "4 8", "--frames", "1",
                         NULL);
    cr_assert_neq(bad->status, 0);
    cr_assert(strstr(bad->err, "--moves: move 2: no such column (they are 1 to 7)"), "%s", bad->err);
    free(bad);
}

Test(texts, the_start_screen_names_the_sides_of_the_chosen_game)
{
    GuiRun *run = window("--size", "1280x720", "--script",
                         "wait 2; print-texts; menu-select game connect3; wait 2; print-texts; "
                         "menu-start; wait-engine; print-texts",
                         "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    Frame *frames = calloc(MAX_FRAMES, sizeof *frames);
    cr_assert_eq(gui_frames_read(run->out, frames, MAX_FRAMES), 3, "%s", run->out);
    cr_assert_not_null(gui_frame_find(&frames[0], "White (first)"));
    cr_assert_not_null(gui_frame_find(&frames[1], "X (red, first)"));
    cr_assert_not_null(gui_frame_find(&frames[1], "O (yellow)"));
    cr_assert_null(gui_frame_find(&frames[1], "White (first)"));
    /* Against the engine as X: the header says so and the status asks for a column. */
    cr_assert_not_null(gui_frame_find(&frames[2], "You (X) vs the engine"));
    cr_assert_not_null(gui_frame_find(&frames[2], "X to move: your turn - click a column"));
    free(frames);
    free(run);
}

Test(texts, score_four_keeps_white_and_black_and_its_pegs)
{
    GuiRun *run = window("--mode", "pvp", "--size", "1280x720", "--moves",
                         "A1 A2 B1 A2 C1 A2 D1", "--script", "wait 2; print-texts; key H; wait 2; print-texts",
                         "--frames", "1", "--print-position", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->out, "result: White wins"), "%s", run->out);
    Frame *frames = calloc(MAX_FRAMES, sizeof *frames);
    cr_assert_eq(gui_frames_read(run->out, frames, MAX_FRAMES), 2, "%s", run->out);
    cr_assert_not_null(gui_frame_find(&frames[0], "White wins."));
    cr_assert_not_null(gui_frame_find(&frames[0], "A1 B1 C1 D1"));
    cr_assert_null(gui_frame_find(&frames[0], "(X red"));
    cr_assert_not_null(gui_frame_find(&frames[1], "Click a peg"));
    cr_assert_not_null(gui_frame_find(&frames[1], "White moves first"));
    free(frames);
    free(run);
}

/* ================================================================ the move list in portrait */

Test(texts, a_portrait_windows_move_list_is_a_strip_under_the_board_which_keeps_the_width)
{
    GuiRun *run = window("--mode", "pvp", "--size", "480x854", "--moves",
                         "A1 B2 C3 D4 A1 B2 C3 D4 A2 B3 C4 D1 A3 B4 C1 D2 B1", "--script",
                         "key K; wait 2; print-texts", "--frames", "1", "--print-pegs", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    Frame *frames = calloc(MAX_FRAMES, sizeof *frames);
    cr_assert_eq(gui_frames_read(run->out, frames, MAX_FRAMES), 1, "%s", run->out);
    const Frame *f = &frames[0];
    gui_frame_assert_nothing_cut(f, "move list strip");
    const Text *head = gui_frame_find(f, "Moves (K)");
    cr_assert_not_null(head, "%s", run->out);
    cr_assert_gt(head->top, f->h / 2, "the list sits low: %d", head->top);
    /* Its lines in columns side by side, one move (one bead) a line: moves 2-5, 6-9, ...
     * 14-17 with the last, B1. */
    const Text *first = gui_frame_find(f, "2. | 3. | 4. | 5."), *second = gui_frame_find(f, "14. | 15. | 16. | 17.");
    cr_assert(first && second, "%s", run->out);
    cr_assert(second->left > first->left + first->w && second->top == first->top);
    /* Every peg above the strip, and the board spread over the width a side panel took. */
    int pegs = 0, leftmost = f->w;
    for (const char *p = strstr(run->out, "peg "); p; p = strstr(p + 1, "\npeg ")) {
        char name[8];
        int x, y;
        if (sscanf(p + (*p == '\n'), "peg %7s %d %d", name, &x, &y) != 3)
            continue;
        pegs++;
        leftmost = x < leftmost ? x : leftmost;
        cr_assert_lt(y, head->top, "peg %s at %d,%d is under the list", name, x, y);
    }
    cr_assert_eq(pegs, 16, "%s", run->out);
    cr_assert_lt(leftmost, 190, "the board keeps to the right of where a column would be");
    free(frames);
    free(run);
}

/* ================================================================ nothing cut */

typedef struct Case {
    const char *what;
    const char *args[12];
    const char *must_show; /* in the status bar's lines, joined */
    bool anywhere;         /* must_show may be anywhere in the frame (a note over the board) */
} Case;

Test(texts, every_kind_of_status_fits_a_portrait_window)
{
    char hang[256], garbage[256];
    snprintf(hang, sizeof hang, "exec %s hang", STUB);
    snprintf(garbage, sizeof garbage, "exec %s --game connect4 garbage", STUB);
    const Case cases[] = {
        {"won line", {"--mode", "pvp", "--moves", "A1 B2 B2 C3 A2 C3 C3 D4 A3 D4 B1 D4 D4", NULL},
         "A1 B2 C3 D4", false},
        {"won line, Connect Four", {"--game", "connect4", "--mode", "pvp", "--moves", "1 2 1 2 1 2 1", NULL},
         "column 1, rows 1 to 4", false},
        {"draw", {"--game", "connect3", "--mode", "pvp", "--position", "BWW/WWB/BBW/WBB", "--to-move",
                  "white", NULL}, "Draw: the board is full", false},
        {"engine thinking", {"--engine", hang, "--human", "black", "--script", "wait 60; print-texts", NULL},
         "the engine is thinking", false},
        {"engine error", {"--game", "connect4", "--engine", garbage, "--engine-timeout", "3000",
                          "--script", "click 4; wait-engine; wait 2; print-texts", NULL},
         "Game over; N starts afresh.", false},
        {"hint", {"--mode", "pvp", "--moves", "A1 B2", "--script", "key I; wait-engine; wait 2; key I; "
                  "wait 2; print-texts", NULL}, "White to move", false},
        {"review", {"--mode", "pvp", "--moves", "A1 A2 B1 A2 C1 A2 D1", "--script",
                    "wait 2; button result:review; key Left; wait 2; print-texts", NULL},
         "Review: move 6 of 7", false},
        {"saved", {"--mode", "pvp", "--moves", "A1 A2", "--script", "key Ctrl+S; wait 2; print-texts", NULL},
         "Saved to", true},
    };
    static const char *const sizes[] = {"480x854", "720x1280"};
    Frame *frames = calloc(MAX_FRAMES, sizeof *frames);
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
            const char *argv[32];
            int n = 0;
            bool scripted = false;
            for (int i = 0; cases[c].args[i] != NULL; i++) {
                scripted = scripted || strcmp(cases[c].args[i], "--script") == 0;
                argv[n++] = cases[c].args[i];
            }
            if (!scripted) {
                argv[n++] = "--script";
                argv[n++] = "wait 2; print-texts";
            }
            argv[n++] = "--size";
            argv[n++] = sizes[s];
            argv[n++] = "--frames";
            argv[n++] = "1";
            argv[n] = NULL;
            GuiRun *run = malloc(sizeof *run);
            cr_assert_not_null(run);
            const char *full[34] = {S4_BIN_DIR "/score4"};
            for (int i = 0; i <= n; i++)
                full[i + 1] = argv[i];
            cr_assert(gui_run(run, full, 200), "could not start the window");
            cr_assert_neq(run->status, -1, "%s: killed", cases[c].what);
            cr_assert_eq(gui_frames_read(run->out, frames, MAX_FRAMES), 1, "%s: %s %s", cases[c].what,
                         run->out, run->err);
            char what[96], status[2048];
            snprintf(what, sizeof what, "%s at %s", cases[c].what, sizes[s]);
            gui_frame_assert_nothing_cut(&frames[0], what);
            if (cases[c].anywhere)
                gui_frame_texts(&frames[0], status, sizeof status);
            else
                gui_frame_status_text(&frames[0], status, sizeof status);
            cr_assert(strstr(status, cases[c].must_show) != NULL, "%s: the status bar shows '%s'",
                      what, status);
            free(run);
        }
    }
    free(frames);
}

Test(texts, a_low_start_screen_keeps_a_keys_line_beside_its_title)
{
    /* The tightest form of the start screen in a low window a little wider than 640x360,
     * where the lesson's button takes the keys line's room (gui_lesson_window): the keys
     * line between the title and the buttons, Lesson first. */
    GuiRun *run = window("--size", "800x360", "--script", "wait 2; print-texts", "--frames", "1",
                         NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    Frame *f = calloc(1, sizeof *f);
    cr_assert_eq(gui_frames_read(run->out, f, 1), 1, "%s", run->out);
    gui_frame_assert_nothing_cut(f, "start screen");
    const Text *title = NULL, *start = NULL, *keys = gui_frame_find(f, "Enter");
    const Text *lesson = gui_frame_find(f, "Lesson");
    for (int i = 0; i < f->count; i++) {
        if (strcmp(f->t[i].s, "Score Four") == 0 && title == NULL)
            title = &f->t[i]; /* the panel's title comes before the Game row's chip */
        if (strcmp(f->t[i].s, "Start") == 0)
            start = &f->t[i];
    }
    cr_assert(title && start && keys && lesson, "title, Lesson, Start and the keys line drawn:\n%s",
              run->out);
    cr_assert(strstr(keys->s, "Arrows") || strstr(keys->s, "Up/Down"), "%s", keys->s);
    cr_assert_gt(keys->left, title->left + title->w, "the keys line overlaps the title");
    cr_assert_lt(keys->left + keys->w, lesson->left, "the keys line runs into Lesson");
    cr_assert_lt(lesson->left + lesson->w, start->left, "Lesson runs into Start");
    cr_assert_lt(abs((keys->top + keys->h / 2) - (title->top + title->h / 2)), 8,
                 "the keys line sits on the title's line");
    /* The colours share the threats' line here (they had been left out). */
    const Text *threats = gui_frame_find(f, "Threats"), *blind = gui_frame_find(f, "Colour-blind");
    cr_assert(threats && blind, "no Colours row:\n%s", run->out);
    cr_assert_lt(abs(threats->top - blind->top), 8, "the colours off the threats' line");
    free(f);
    free(run);
}

Test(texts, a_portrait_start_screen_cuts_no_text_and_keeps_a_keys_line)
{
    /* At 450x800 the long keys line ran past both edges of the window, and at 360x640 Start
     * lay over the title. The smallest, whose Start and Quit have a row of their own, has
     * its keys line after the title; the others under the
     * buttons. Each with the default difficulty and with Maximum, whose sentence is the
     * longest: at 450x800 it had pushed the menu into the smallest form. */
    static const struct {
        const char *size;
        bool beside_title;
        bool colours; /* the Colours row is on the screen (it was left out at 450x800) */
    } cases[] = {{"360x640", true, false},
                 {"450x800", false, true},
                 {"480x854", false, true},
                 {"720x1280", false, true}};
    Frame *f = calloc(1, sizeof *f);
    static const char *const scripts[] = {"wait 2; print-texts",
                                          "menu-select difficulty maximum; wait 2; print-texts"};
    for (size_t j = 0; j < 2 * sizeof cases / sizeof cases[0]; j++) {
        size_t i = j / 2;
        const char *size = cases[i].size;
        GuiRun *run = window("--size", size, "--script", scripts[j % 2], "--frames", "1", NULL);
        cr_assert_eq(run->status, 0, "%s", run->err);
        cr_assert_eq(gui_frames_read(run->out, f, 1), 1, "%s", run->out);
        gui_frame_assert_nothing_cut(f, size);
        const Text *title = NULL, *start = NULL, *quit = NULL;
        for (int k = 0; k < f->count; k++) {
            if (strcmp(f->t[k].s, "Score Four") == 0 && title == NULL)
                title = &f->t[k]; /* the panel's title comes before the Game row's chip */
            if (strcmp(f->t[k].s, "Start") == 0)
                start = &f->t[k];
            if (strcmp(f->t[k].s, "Quit") == 0)
                quit = &f->t[k];
        }
        cr_assert(title && start && quit, "%s:\n%s", size, run->out);
        cr_assert(!gui_texts_overlap(title, start) && !gui_texts_overlap(title, quit),
                  "%s: a button over the title", size);
        const Text *keys = gui_frame_find(f, "Enter");
        cr_assert_not_null(keys, "%s: no keys line:\n%s", size, run->out);
        if (cases[i].colours) {
            const Text *blind = gui_frame_find(f, "Colour-blind");
            cr_assert_not_null(blind, "%s: no Colours row:\n%s", size, run->out);
            cr_assert_lt(blind->top + blind->h, start->top, "%s: the colours under Start", size);
        }
        if (cases[i].beside_title) {
            cr_assert_gt(keys->left, title->left + title->w, "%s: the keys line on the title", size);
            cr_assert(keys->top >= title->top && keys->top + keys->h <= title->top + title->h + 2,
                      "%s: the keys line off the title's line", size);
            cr_assert(!gui_texts_overlap(keys, start) && !gui_texts_overlap(keys, quit),
                      "%s: the keys line over a button", size);
        } else {
            cr_assert_gt(keys->top, start->top, "%s: the keys line under the buttons", size);
        }
        free(run);
    }
    free(f);
}

Test(texts, the_difficulty_sentence_is_left_out_for_a_friend_online)
{
    /* No engine plays a game with a friend: the difficulty's sentence ("Blocks every
     * threat...") had stayed under the greyed row, meaning nothing there. */
    GuiRun *run = window("--size", "1280x720", "--script",
                         "menu-select opponent friend; wait 2; print-texts", "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    Frame *f = calloc(1, sizeof *f);
    cr_assert_eq(gui_frames_read(run->out, f, 1), 1, "%s", run->out);
    cr_assert_null(gui_frame_find(f, "Blocks every threat"), "%s", run->out);
    cr_assert_null(gui_frame_find(f, "against Beginner"), "%s", run->out);
    cr_assert_not_null(gui_frame_find(f, "Your friend plays the other side"), "%s", run->out);
    free(f);
    free(run);
}

Test(texts, a_difficulty_chosen_during_a_game_is_named_for_the_next_one_in_any_window)
{
    /* ] during a game: the title had read "Expert (level 5) (from the next game, N)", as if
     * Expert were level 5, and a narrow window's title had no room for it at all. The note
     * that says it stands clear of the move list and the layers strip along a portrait
     * window's bottom (notes had covered them). */
    static const char *const sizes[] = {"1280x720", "360x640"};
    for (int i = 0; i < 2; i++) {
        GuiRun *run = window("--level", "club", "--size", sizes[i], "--moves", "A1 B1", "--script",
                             "key K; key ]; wait 2; print-texts", "--frames", "1", NULL);
        cr_assert_eq(run->status, 0, "%s", run->err);
        Frame *f = calloc(1, sizeof *f);
        cr_assert_eq(gui_frames_read(run->out, f, 1), 1, "%s", run->out);
        gui_frame_assert_nothing_cut(f, sizes[i]);
        const Text *note = gui_frame_find(f, "Difficulty: Expert from the");
        cr_assert_not_null(note, "%s", run->out);
        static const char *const below[] = {"Moves (K)", "start", "Level 1", "Level 4"};
        for (int k = 0; k < 4; k++) {
            const Text *t = gui_frame_find(f, below[k]);
            cr_assert_not_null(t, "%s: no '%s'", sizes[i], below[k]);
            cr_assert_not(gui_texts_overlap(note, t), "%s: the note covers '%s'", sizes[i],
                          below[k]);
        }
        if (i == 0)
            cr_assert_not_null(gui_frame_find(f, "Club (level 5), Expert from the next game (N)"),
                               "%s", run->out);
        free(f);
        free(run);
    }
}

Test(texts, a_narrow_title_line_keeps_the_difficulty_before_the_games_name)
{
    /* At 450x800 against the engine the title line had room for the game and the mode but
     * not the difficulty, which nothing else in the game shows; the board shows the game. */
    GuiRun *run = window("--level", "club", "--size", "450x800", "--script", "wait 2; print-texts",
                         "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    Frame *f = calloc(1, sizeof *f);
    cr_assert_eq(gui_frames_read(run->out, f, 1), 1, "%s", run->out);
    gui_frame_assert_nothing_cut(f, "450x800 against the engine");
    cr_assert_not_null(gui_frame_find(f, "You (White) vs the engine   Club"), "%s", run->out);
    free(run);
    /* Between people there is no difficulty: the game's name stays. */
    run = window("--mode", "pvp", "--size", "450x800", "--script", "wait 2; print-texts",
                 "--frames", "1", NULL);
    cr_assert_eq(gui_frames_read(run->out, f, 1), 1, "%s", run->out);
    cr_assert_not_null(gui_frame_find(f, "Score Four   Person vs person"), "%s", run->out);
    free(run);
    free(f);
}

/* ================================================================ a person with a mouse */

Test(texts, a_person_plays_connect_three_with_the_mouse_from_the_start_screen_and_back)
{
    char dir[512];
    snprintf(dir, sizeof dir, "%s/x", home);
    cr_assert_eq(mkdir(dir, 0700), 0);
    const char *argv[] = {"/usr/bin/xvfb-run", "-a", "-s", "-screen 0 1024x768x24", "/bin/sh",
                          S4_SOURCE_DIR "/tests/gui_xdotool_game.sh", S4_BIN_DIR "/score4", dir,
                          NULL};
    GuiRun *run = malloc(sizeof *run);
    cr_assert(gui_run(run, argv, 240));
    cr_assert_eq(run->status, 0, "xvfb-run failed: %s\n%s", run->out, run->err);
    /* The whole chain held: a game to its end, Play again, the confirmation's Yes, and Quit
     * on the start screen closed the window. */
    cr_assert(strstr(run->out, "game-over: ") != NULL, "no game ended:\n%s\n%s", run->out, run->err);
    cr_assert(strstr(run->out, "peg 4 ") != NULL, "%s", run->out);
    cr_assert(strstr(run->out, "still running") == NULL, "Quit did not close it:\n%s", run->out);
    cr_assert(strstr(run->out, "exit 0") != NULL, "%s\n%s", run->out, run->err);
    /* F11 filled the screen with no window manager to do it, and F11 again brought the
     * window back (the game was then played by clicks at the pegs it printed). */
    const char *full = strstr(run->out, "window 1024 768");
    cr_assert_not_null(full, "%s", run->out);
    cr_assert_not_null(strstr(full, "window 800 600"), "%s", run->out);
    /* The choices made with the mouse were kept. */
    char path[600], settings[1024];
    snprintf(path, sizeof path, "%s/config/score4/settings", dir);
    gui_read_file(path, settings, sizeof settings);
    /* (a click that missed its button would have changed one of these) */
    cr_assert(strstr(settings, "game = connect3") && strstr(settings, "difficulty = beginner") &&
                  strstr(settings, "opponent = engine") && strstr(settings, "side = white") &&
                  strstr(settings, "threats = off"),
              "%s", settings);
    free(run);
}

static bool is_value_label(const char *s);

Test(texts, a_connect_hint_names_a_column_and_every_columns_value)
{
    GuiRun *run = window("--game", "connect4", "--mode", "pvp", "--size", "720x1280", "--moves",
                         "4 4 3", "--script",
                         "key I; wait-engine; wait 2; print-texts; key I; wait 2; print-texts; "
                         "print-pegs",
                         "--frames", "1", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    Frame *frames = calloc(2, sizeof *frames);
    cr_assert_eq(gui_frames_read(run->out, frames, 2), 2, "%s", run->out);
    const Text *hint = gui_frame_find(&frames[0], "Hint: ");
    cr_assert_not_null(hint, "%s", run->out);
    int column = 0;
    cr_assert_eq(sscanf(hint->s, "Hint: %d (", &column), 1, "%s", hint->s);
    cr_assert(column >= 1 && column <= 7, "%s", hint->s);
    cr_assert_not_null(gui_frame_find(&frames[0], "every column's value"), "%s", run->out);
    for (int i = 0; i < 2; i++) {
        char all[16384];
        gui_frame_texts(&frames[i], all, sizeof all);
        cr_assert(!has_peg_name(all) && strstr(all, "peg") == NULL, "%s", all);
        gui_frame_assert_nothing_cut(&frames[i], "connect4 hint");
    }
    /* Every column's value beside it: X threatens both ends of 3-4, so O loses on most. */
    cr_assert_not_null(gui_frame_find(&frames[1], "loses in"), "%s", run->out);
    /* Each on its own column, on the cell its bead would land in: centred on the column
     * and, the lowest rows being those free here, below its middle (print-pegs' point).
     * Above the board they had stood in two staggered rows around the banner. */
    int labels = 0;
    for (int i = 0; i < frames[1].count; i++) {
        const Text *l = &frames[1].t[i];
        if (!is_value_label(l->s))
            continue;
        labels++;
        int centre = l->left + l->w / 2, near = 10000, middle = 0;
        for (int c = 1; c <= 7; c++) {
            char key[16];
            snprintf(key, sizeof key, "peg %d ", c);
            const char *p = strstr(run->out, key);
            int x, y;
            cr_assert(p != NULL && sscanf(p + strlen(key), "%d %d", &x, &y) == 2, "%s", run->out);
            if (abs(x - centre) < abs(near))
                near = x - centre, middle = y;
        }
        cr_assert_lt(abs(near), 12, "'%s' is %d pixels off its column", l->s, abs(near));
        cr_assert_gt(l->top, middle, "'%s' at %d stands above its column's middle %d", l->s,
                     l->top, middle);
    }
    cr_assert_eq(labels, 7, "%s", run->out);
    free(frames);
    free(run);
}

/* ================================================================ hints, readable */

/* True when the text is one of the hint's per-peg labels ("-110", "best: +3", "win in 2"). */
static bool is_value_label(const char *s)
{
    regex_t re;
    cr_assert_eq(regcomp(&re, "^(best|as good|weaker|worse|good|weak|bad|draw|win [0-9]+|lose [0-9]+|(best: )?(wins in [0-9]+|loses in [0-9]+|holds the draw))$",
                         REG_EXTENDED), 0);
    bool found = regexec(&re, s, 0, NULL, 0) == 0;
    regfree(&re);
    return found;
}

Test(texts, the_best_pegs_values_are_readable_from_any_view_and_the_hint_says_who_stands_better)
{
    /* Black has the better of it (the engine scores about -110 for White here). Views: the
     * three-quarter home, from the front (the pegs' tops in a row, one behind the other),
     * zoomed in (the far tops under the banner), and a portrait window. I again showed all
     * sixteen pegs' labels, overlapping the board and each other, and the banner a raw
     * "score -305": now the four best pegs' labels, and the banner in words only. */
    static const struct {
        const char *size, *view;
    } cases[] = {
        {"1280x720", ""}, {"1280x720", "key 2; "}, {"1280x720", "key +; key +; key +; "},
        {"450x800", ""}, {"640x360", ""},
    };
    Frame *frame = calloc(1, sizeof *frame);
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        char script[160];
        snprintf(script, sizeof script, "%skey I; wait-engine; wait 2; key I; wait 2; print-texts",
                 cases[c].view);
        GuiRun *run = window("--mode", "pvp", "--size", cases[c].size, "--moves",
                             "B2 D4 C3 A4 B3 B2 D3 A3 C2 C2 A2 D2", "--script", script, "--frames",
                             "1", NULL);
        cr_assert_eq(run->status, 0, "%s", run->err);
        cr_assert_eq(gui_frames_read(run->out, frame, 1), 1, "%s", run->out);
        char what[64];
        snprintf(what, sizeof what, "%s %s", cases[c].size, cases[c].view);
        gui_frame_assert_nothing_cut(frame, what);
        /* The banner: the best peg, who stands better in words, and no number but the peg's. */
        char banner[512] = "";
        int top = frame->h, bottom = 0;
        for (int i = 0; i < frame->count; i++) {
            const Text *t = &frame->t[i];
            bool part = strncmp(t->s, "Hint: ", 6) == 0 || strcmp(t->s, "I: hide") == 0;
            if (!part)
                continue;
            strncat(banner, t->s, sizeof banner - strlen(banner) - 2);
            strcat(banner, " ");
            top = t->top < top ? t->top : top;
            bottom = t->top + t->h > bottom ? t->top + t->h : bottom;
        }
        char peg[4], side[8], how[32];
        cr_assert_eq(sscanf(banner, "Hint: %3s (%7s is %31[a-z ])", peg, side, how), 3,
                     "%s: '%s'", what, banner);
        cr_assert_str_eq(side, "Black", "%s: '%s'", what, banner);
        cr_assert(strcmp(how, "a little better") == 0 || strcmp(how, "better") == 0 ||
                      strcmp(how, "well ahead") == 0,
                  "%s: '%s'", what, banner);
        cr_assert_null(strstr(banner, "score"), "%s: '%s'", what, banner);
        cr_assert_null(strpbrk(banner + strlen("Hint: ") + strlen(peg), "0123456789+-"),
                       "%s: a number in '%s'", what, banner);
        /* The best few pegs' values are drawn, the best among them; no two labels overlap,
         * none under the banner. */
        int labels = 0, best = 0;
        for (int i = 0; i < frame->count; i++) {
            const Text *a = &frame->t[i];
            if (!is_value_label(a->s))
                continue;
            labels++;
            best += strcmp(a->s, "best") == 0 || strncmp(a->s, "best: ", 6) == 0;
            cr_assert(a->top >= bottom || a->top + a->h <= top, "%s: '%s' at %d,%d is under the "
                      "banner (%d..%d)", what, a->s, a->left, a->top, top, bottom);
            for (int j = i + 1; j < frame->count; j++) {
                const Text *b = &frame->t[j];
                cr_assert(!is_value_label(b->s) || !gui_texts_overlap(a, b),
                          "%s: '%s' at %d,%d and '%s' at %d,%d overlap", what, a->s, a->left,
                          a->top, b->s, b->left, b->top);
            }
        }
        cr_assert_eq(labels, 4, "%s: %d labels\n%s", what, labels, run->out);
        cr_assert_eq(best, 1, "%s: %d labels say best\n%s", what, best, run->out);
        free(run);
    }
    free(frame);
}

/* ================================================================ playing by keyboard */

Test(texts, playing_by_keyboard_the_status_line_speaks_of_the_keys_not_a_click)
{
    /* The arrows show a cursor on a peg and Enter drops there: the status line said "click a
     * peg" all the same. While the cursor is shown it names the keys; the mouse brings the
     * click back. Against the engine too, and in the Connect games' columns. */
    static const struct {
        const char *game, *mode, *what, *hover;
    } cases[] = {{"score4", "pvp", "peg", "B2"},
                 {"score4", "pve", "peg", "B2"},
                 {"connect4", "pvp", "column", "2"}};
    Frame *frames = calloc(4, sizeof *frames);
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        char engine[512];
        snprintf(engine, sizeof engine, "exec %s hang", S4_BIN_DIR "/gui_stub_engine");
        char script[256];
        snprintf(script, sizeof script,
                 "wait 1; print-texts; key Right; wait 1; print-texts; key Left; wait 1; "
                 "print-texts; hover %s; wait 1; print-texts",
                 cases[c].hover);
        GuiRun *run = window("--game", cases[c].game, "--mode", cases[c].mode, "--engine", engine,
                             "--size", "1280x720", "--script", script, "--frames", "1", NULL);
        cr_assert_eq(run->status, 0, "%s", run->err);
        cr_assert_eq(gui_frames_read(run->out, frames, 4), 4, "%s", run->out);
        char status[4][1024], click[32], keys[64];
        for (int i = 0; i < 4; i++)
            gui_frame_status_text(&frames[i], status[i], sizeof status[i]);
        snprintf(click, sizeof click, "click a %s", cases[c].what);
        snprintf(keys, sizeof keys, "arrows choose a %s, Enter plays", cases[c].what);
        cr_assert_not_null(strstr(status[0], click), "%s", status[0]);
        for (int i = 1; i < 3; i++) {
            cr_assert_not_null(strstr(status[i], keys), "%s %s: %s", cases[c].game, cases[c].mode,
                               status[i]);
            cr_assert_null(strstr(status[i], "click"), "%s", status[i]);
        }
        cr_assert_not_null(strstr(status[3], click), "the mouse back: %s", status[3]);
        free(run);
    }
    free(frames);
}
