/* gui_options.c: the window's command line and its test scripts, parsed without a window. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/notation.h"
#include "gui/model/options.h"
#include "gui/app/script.h"

static bool parse(GuiOptions *o, char *err, int argc, const char **argv)
{
    return gui_options_parse(argc, (char **)argv, o, err, 256);
}

Test(options, defaults_are_a_person_as_white_against_the_engine)
{
    GuiOptions o;
    char err[256];
    const char *argv[] = {"score4"};
    cr_assert(parse(&o, err, 1, argv));
    cr_assert_str_eq(o.game, "score4");
    cr_assert_eq(o.mode, GUI_MODE_PVE);
    cr_assert_eq(o.human, S4_WHITE);
    cr_assert_eq(o.engine_timeout_ms, 30000);
    cr_assert_eq(o.engine_nice, 10);
    cr_assert_eq(o.depth, -1);
    cr_assert(o.vsync);
    cr_assert_eq(o.frames, -1);
    cr_assert_null(o.engine);
    cr_assert_not(o.exact_depth);
}

Test(options, every_documented_flag_is_read)
{
    GuiOptions o;
    char err[256];
    const char *argv[] = {"score4", "--game", "connect4", "--engine", "./e --x", "--depth", "7",
                          "--engine-timeout", "1500", "--engine-nice", "0", "--mode", "eve",
                          "--human", "black",
                          "--position", "W//////", "--to-move", "black", "--screenshot", "a.png",
                          "--frames", "5", "--script", "key Tab", "--print-pegs",
                          "--print-position", "--size", "800x600", "--no-vsync",
                          "--exact-depth"};
    cr_assert(parse(&o, err, sizeof argv / sizeof argv[0], argv), "%s", err);
    cr_assert_str_eq(o.game, "connect4");
    cr_assert_str_eq(o.engine, "./e --x");
    cr_assert_eq(o.depth, 7);
    cr_assert_eq(o.engine_timeout_ms, 1500);
    cr_assert_eq(o.engine_nice, 0);
    cr_assert_eq(o.mode, GUI_MODE_EVE);
    cr_assert_eq(o.human, S4_BLACK);
    cr_assert_str_eq(o.position, "W//////");
    cr_assert_eq(o.to_move, S4_BLACK);
    cr_assert_str_eq(o.screenshot, "a.png");
    cr_assert_eq(o.frames, 5);
    cr_assert_str_eq(o.script, "key Tab");
    cr_assert(o.print_pegs && o.print_position && !o.vsync && o.exact_depth);
    cr_assert_eq(o.width, 800);
    cr_assert_eq(o.height, 600);
}

Test(options, replay_selects_replay_mode_and_screenshot_implies_frames)
{
    GuiOptions o;
    char err[256];
    const char *argv[] = {"score4", "--replay", "games.txt", "--replay-game", "3",
                          "--screenshot", "x.png"};
    cr_assert(parse(&o, err, 7, argv), "%s", err);
    cr_assert_eq(o.mode, GUI_MODE_REPLAY);
    cr_assert_eq(o.replay_game, 3);
    cr_assert_gt(o.frames, 0);
}

Test(options, console_hands_every_later_argument_over)
{
    GuiOptions o;
    char err[256];
    const char *argv[] = {"score4", "--console", "--game", "nonsense", "--bogus"};
    cr_assert(parse(&o, err, 5, argv));
    cr_assert_eq(o.console_arg, 2);
}

typedef struct BadCase {
    const char *args[4];
    int argc;
    const char *says;
} BadCase;

Test(options, bad_values_are_refused_with_a_reason)
{
    static const BadCase cases[] = {
        {{"--depth", "-1"}, 2, "--depth"},
        {{"--depth", "12x"}, 2, "--depth"},
        {{"--engine-timeout", "0"}, 2, "--engine-timeout"},
        {{"--engine-nice", "20"}, 2, "0 to 19"},
        {{"--engine-nice", "-1"}, 2, "--engine-nice"},
        {{"--mode", "robot"}, 2, "pve, pvp or eve"},
        {{"--human", "red"}, 2, "white or black"},
        {{"--frames", "0"}, 2, "--frames"},
        {{"--size", "100"}, 2, "--size"},
        {{"--size", "10x10"}, 2, "--size"},
        {{"--depth"}, 1, "missing value"},
        {{"--wat"}, 1, "unknown option"},
        {{"--to-move", "white"}, 2, "needs --position"},
        {{"--moves", "A1", "--position", "W"}, 4, "cannot be combined"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *argv[5] = {"score4"};
        for (int k = 0; k < cases[i].argc; k++)
            argv[k + 1] = cases[i].args[k];
        GuiOptions o;
        char err[256] = "";
        cr_assert_not(parse(&o, err, cases[i].argc + 1, argv), "case %zu accepted", i);
        cr_assert(strstr(err, cases[i].says) != NULL, "case %zu: '%s' lacks '%s'", i, err,
                  cases[i].says);
    }
}

Test(script, steps_are_parsed_in_order_with_their_arguments)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    static GuiScript s;
    char err[256];
    cr_assert_eq(gui_script_parse(&geo, "click B2; wait-engine;rotate 30; key Tab;\n"
                                        "drag 10 -5; tilt -12.5; zoom 2; wait 3; hover d4; "
                                        "screenshot /tmp/x.png; print-pegs;;",
                                  &s, err, sizeof err),
                 S4_OK, "%s", err);
    cr_assert_eq(s.count, 11);
    cr_assert_eq(s.steps[0].kind, GUI_STEP_CLICK);
    int b2;
    s4_peg_parse(&geo, "B2", 2, &b2);
    cr_assert_eq(s.steps[0].peg, b2);
    cr_assert_eq(s.steps[1].kind, GUI_STEP_WAIT_ENGINE);
    cr_assert_eq(s.steps[2].kind, GUI_STEP_ROTATE);
    cr_assert_float_eq(s.steps[2].a, 30.0f, 1e-6f);
    cr_assert_str_eq(s.steps[3].arg, "Tab");
    cr_assert_float_eq(s.steps[4].a, 10.0f, 1e-6f);
    cr_assert_float_eq(s.steps[4].b, -5.0f, 1e-6f);
    cr_assert_float_eq(s.steps[5].a, -12.5f, 1e-6f);
    cr_assert_eq(s.steps[7].kind, GUI_STEP_WAIT);
    cr_assert_eq(s.steps[8].peg, 15, "pegs are case-insensitive");
    cr_assert_str_eq(s.steps[9].arg, "/tmp/x.png");
    cr_assert_eq(s.steps[10].kind, GUI_STEP_PRINT_PEGS);
}

Test(script, bad_steps_name_their_position)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "connect4");
    static GuiScript s;
    static const char *const bad[][2] = {
        {"click A1; click B2", "step 2"},      /* row 2 does not exist on a single row */
        {"jump", "unknown step 'jump'"},
        {"click", "takes 1 argument"},
        {"rotate left", "not a number"},
        {"wait 1.5", "not a number of frames"},
        {"key Tab; wait-engine now", "step 2"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char err[256] = "";
        cr_assert_neq(gui_script_parse(&geo, bad[i][0], &s, err, sizeof err), S4_OK, "%s", bad[i][0]);
        cr_assert(strstr(err, bad[i][1]) != NULL, "'%s' gave '%s'", bad[i][0], err);
    }
}

/* Issue 11: the window parses with the shared table (cli/options.h), as the engine, the
 * console and the match runner do: the same wording, --help built from the same table. */
Test(options, the_shared_table_words_errors_and_help_as_the_other_programs_do)
{
    GuiOptions o;
    char err[256];
    const char *depth[] = {"score4", "--depth", "x"};
    cr_assert_not(parse(&o, err, 3, depth));
    cr_assert_str_eq(err, "--depth: 'x' is not a number from 0 to 64");
    const char *nice[] = {"score4", "--engine-nice", "+3"};
    cr_assert_not(parse(&o, err, 3, nice));
    cr_assert_str_eq(err, "--engine-nice: '+3' is not a number from 0 to 19");
    const char *operand[] = {"score4", "board"};
    cr_assert_not(parse(&o, err, 2, operand));
    cr_assert_str_eq(err, "unexpected argument 'board' (try --help)");

    /* --console hands the rest over, but only where an option may stand */
    const char *engine[] = {"score4", "--engine", "--console", "--mute"};
    cr_assert(parse(&o, err, 4, engine), "%s", err);
    cr_assert_str_eq(o.engine, "--console");
    cr_assert_eq(o.console_arg, -1);
    cr_assert(o.mute);
    const char *last[] = {"score4", "--mute", "--console"};
    cr_assert(parse(&o, err, 3, last), "%s", err);
    cr_assert_eq(o.console_arg, 3, "nothing after it: the console gets no arguments");

    const char *fxaa[] = {"score4", "--fxaa", "--no-vsync"};
    cr_assert(parse(&o, err, 3, fxaa), "%s", err);
    cr_assert_eq(o.fxaa, 1);
    cr_assert_not(o.vsync);
    const char *no_aa[] = {"score4", "--no-aa"};
    cr_assert(parse(&o, err, 2, no_aa), "%s", err);
    cr_assert_eq(o.fxaa, 0);
    const char *both[] = {"score4", "--no-aa", "--fxaa"};
    cr_assert_not(parse(&o, err, 3, both));
    cr_assert(strstr(err, "cannot be combined"), "%s", err);
    const char *help[] = {"score4", "--help", "--wat"};
    cr_assert(parse(&o, err, 3, help), "--help is answered before what follows: %s", err);
    cr_assert(o.help);

    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    cr_assert_not_null(out);
    gui_options_usage(out);
    fclose(out);
    static const char *const listed[] = {
        "usage: score4 [options]", "game:\n", "start:\n", "testing:\n", "window:\n",
        "--game NAME", "--mode pve|pvp|eve", "--human white|black", "--engine \"CMD\"",
        "--level NAME", "--depth N", "--engine-timeout MS", "--engine-nice N", "--position P",
        "--to-move white|black", "--moves", "--replay FILE", "--replay-game N", "--script",
        "--frames N", "--screenshot F.png", "--print-pegs", "--print-position", "--frame-stats",
        "--exact-depth", "--size WxH", "--no-vsync", "--no-animation", "--fullscreen", "--mute",
        "--samples N", "--fxaa", "--no-aa", "--console ARGS...", "--help", "--version",
    };
    for (size_t i = 0; i < sizeof listed / sizeof listed[0]; i++)
        cr_assert(strstr(text, listed[i]) != NULL, "--help lacks '%s':\n%s", listed[i], text);
    free(text);
}

/* ================================================================ issue 12: start screen, level, version */

Test(options, no_game_option_opens_the_start_screen_and_any_one_skips_it)
{
    GuiOptions o;
    char err[256];
    const char *bare[] = {"score4", "--size", "800x600", "--script", "menu-start", "--frames", "2"};
    cr_assert(parse(&o, err, 7, bare), "%s", err);
    cr_assert(o.start_screen, "window and test options keep the start screen");
    static const char *const choosing[][2] = {
        {"--game", "connect4"}, {"--mode", "pvp"}, {"--human", "black"}, {"--level", "club"},
        {"--depth", "3"}, {"--moves", "A1"}, {"--engine", "x"},
    };
    for (size_t i = 0; i < sizeof choosing / sizeof choosing[0]; i++) {
        const char *argv[] = {"score4", choosing[i][0], choosing[i][1]};
        cr_assert(parse(&o, err, 3, argv), "%s", err);
        cr_assert_not(o.start_screen, "%s skips the start screen", choosing[i][0]);
    }
}

Test(options, level_takes_a_name_or_its_engine_level_and_version_is_known)
{
    GuiOptions o;
    char err[256];
    const char *named[] = {"score4", "--level", "Expert"};
    cr_assert(parse(&o, err, 3, named), "%s", err);
    cr_assert_eq(o.level, 3);
    const char *number[] = {"score4", "--level", "1"};
    cr_assert(parse(&o, err, 3, number), "%s", err);
    cr_assert_eq(o.level, 0);
    const char *bad[] = {"score4", "--level", "godlike"};
    cr_assert_not(parse(&o, err, 3, bad));
    cr_assert(strstr(err, "beginner") != NULL, "%s", err);
    const char *depth[] = {"score4", "--depth", "18"};
    cr_assert(parse(&o, err, 3, depth), "%s", err);
    cr_assert_eq(o.level, -1, "a depth is the expert's choice: no named level with it");
    cr_assert_not(o.timeout_given);
    const char *version[] = {"score4", "--version"};
    cr_assert(parse(&o, err, 2, version), "%s", err);
    cr_assert(o.version);
    /* Two engines watched: Black's may have its own; only there. */
    const char *watched[] = {"score4", "--mode", "eve", "--level", "beginner", "--black-level",
                             "expert"};
    cr_assert(parse(&o, err, 7, watched), "%s", err);
    cr_assert_eq(o.level, 0);
    cr_assert_eq(o.black_level, 3);
    cr_assert_not(o.start_screen);
    const char *alone[] = {"score4", "--black-level", "expert"};
    cr_assert_not(parse(&o, err, 3, alone));
    cr_assert(strstr(err, "--black-level needs --mode eve") != NULL, "%s", err);
    const char *odd[] = {"score4", "--mode", "eve", "--black-level", "godlike"};
    cr_assert_not(parse(&o, err, 5, odd));
    cr_assert(strstr(err, "--black-level") != NULL && strstr(err, "beginner") != NULL, "%s", err);
}

Test(options, script_steps_for_the_screens)
{
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    GuiScript sc;
    char err[256];
    cr_assert_eq(gui_script_parse_for(&geo, true,
                                      "menu-select game connect4; menu-start; button result:review;"
                                      " click G1",
                                      &sc, err, sizeof err),
                 S4_OK, "%s", err);
    cr_assert_eq(sc.count, 4);
    cr_assert_eq(sc.steps[0].kind, GUI_STEP_MENU_SELECT);
    cr_assert_str_eq(sc.steps[0].arg, "game:connect4");
    cr_assert_eq(sc.steps[1].kind, GUI_STEP_MENU_START);
    cr_assert_str_eq(sc.steps[1].arg, "start");
    cr_assert_eq(sc.steps[2].kind, GUI_STEP_BUTTON);
    cr_assert_str_eq(sc.steps[2].arg, "result:review");
    /* G1 is no Score Four peg, but the start screen may switch to Connect Four first. */
    cr_assert_eq(sc.steps[3].kind, GUI_STEP_CLICK);
    cr_assert_str_eq(sc.steps[3].arg, "G1");
    cr_assert_neq(gui_script_parse(&geo, "menu-select game", &sc, err, sizeof err), S4_OK);
    cr_assert_neq(gui_script_parse_for(&geo, true, "click Q9", &sc, err, sizeof err), S4_OK);
    cr_assert_neq(gui_script_parse(&geo, "click G1", &sc, err, sizeof err), S4_OK,
                  "without the start screen a peg must be one of the game's own");
}
