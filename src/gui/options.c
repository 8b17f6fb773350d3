/* options.c: parsing the window's command line with range-checked numbers. */
#include "gui/options.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "core/number.h"
#include "gui/difficulty.h"

void gui_options_usage(FILE *out)
{
    fprintf(out,
            "usage: score4 [options]\n"
            "       score4 --console [console options...]\n"
            "\n"
            "Opens the 3D board (or the upright grid of a Connect game) and referees a game.\n"
            "Without options that choose the game it opens on the start screen, which\n"
            "remembers its choices in $XDG_CONFIG_HOME/score4/settings.\n"
            "\n"
            "game:\n"
            "  --game NAME          score4 (default), connect4, connect3, connect4-6x4\n"
            "  --mode pve|pvp|eve   person vs engine (default), person vs person, engine vs engine\n"
            "  --human white|black  the person's colour against the engine (default white)\n"
            "  --engine \"CMD\"       engine command line (default: score4-engine beside score4)\n"
            "  --level NAME         beginner, casual, club, expert or maximum (or the engine\n"
            "                       level 1, 3, 5, 8, 10): the engine's strength, default casual\n"
            "  --depth N            search depth handed to the default engine (expert option:\n"
            "                       the engine may think long; no timeout then applies)\n"
            "  --engine-timeout MS  longest wait for one engine answer (default 30000)\n"
            "  --engine-nice N      run engines N steps lower in priority, 0-19 (default 10):\n"
            "                       the board keeps its frame rate while they search\n"
            "start:\n"
            "  --position P --to-move white|black   start on any position (\"W/WB//...\")\n"
            "  --moves \"B2 C3 ...\"  start after playing these moves from the empty board\n"
            "  --replay FILE [--replay-game N]      step through a recorded game with Left/Right\n"
            "testing:\n"
            "  --script \"click B2; wait-engine; rotate 30; key Tab\"   scripted input\n"
            "  --frames N           draw N frames (after the script), then exit\n"
            "  --screenshot F.png   write the last frame to F.png\n"
            "  --print-pegs         print each peg's window position after the first frame\n"
            "  --print-position     on exit print the position, side to move and result\n"
            "  --frame-stats        on exit print frame-time figures\n"
            "  --exact-depth        draw every bead with its exact depth at each pixel (slower\n"
            "                       on a software renderer): the faster way's reference\n"
            "window:\n"
            "  --size WxH           window size (default 1280x720)\n"
            "  --no-vsync           do not wait for the display's refresh\n"
            "  --no-animation       beads appear at once instead of dropping down their pegs\n"
            "  --fullscreen         start in desktop fullscreen (F11 or Alt+Enter toggles)\n"
            "  --mute               start with the sound off (M toggles, 9 and 0 set the volume)\n"
            "  --samples N          multisampling (default: 4 on a GPU, off on a software renderer)\n"
            "  --fxaa, --no-aa      edge smoothing after drawing, on or off (default: on a GPU\n"
            "                       without multisampling; off on a software renderer, where\n"
            "                       it would cost about 40 ms a frame at 1280x720)\n"
            "  --console ARGS...    run score4-console from beside score4 instead\n"
            "  --help               print this text and exit\n"
            "  --version            print the version and exit\n");
}

/* Reads text as an int in [min, max]. */
static bool read_int(const char *text, long min, long max, int *out)
{
    long v;
    if (s4_parse_long(text, min, max, &v) != S4_OK)
        return false;
    *out = (int)v;
    return true;
}

static bool read_colour(const char *text, S4Colour *out)
{
    if (strcmp(text, "white") == 0)
        *out = S4_WHITE;
    else if (strcmp(text, "black") == 0)
        *out = S4_BLACK;
    else
        return false;
    return true;
}

static bool read_size(const char *text, int *w, int *h)
{
    if (text[0] < '0' || text[0] > '9')
        return false; /* strtol would take blanks and a sign: the strict number grammar */
    char *end = NULL;
    errno = 0;
    long a = strtol(text, &end, 10);
    if (errno != 0 || end == text || (*end != 'x' && *end != 'X') || a < 64 || a > 16384)
        return false;
    return read_int(end + 1, 64, 16384, h) && (*w = (int)a, true);
}

bool gui_options_parse(int argc, char **argv, GuiOptions *opts, char *err, size_t err_size)
{
    *opts = (GuiOptions){
        .game = "score4", .depth = -1, .engine_timeout_ms = GUI_DEFAULT_TIMEOUT_MS,
        .engine_nice = GUI_DEFAULT_ENGINE_NICE,
        .mode = GUI_MODE_PVE, .human = S4_WHITE, .to_move = S4_WHITE, .replay_game = 1,
        .frames = -1, .width = 1280, .height = 720, .vsync = true, .samples = -1, .fxaa = -1,
        .console_arg = -1,
        .level = -1,
    };
    bool game_chosen = false;
    bool to_move_given = false;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        /* Options without a value. */
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            opts->help = true;
            continue;
        }
        if (strcmp(arg, "--version") == 0) {
            opts->version = true;
            continue;
        }
        if (strcmp(arg, "--console") == 0) {
            opts->console_arg = i + 1;
            return true;
        }
        if (strcmp(arg, "--print-pegs") == 0) {
            opts->print_pegs = true;
            continue;
        }
        if (strcmp(arg, "--print-position") == 0) {
            opts->print_position = true;
            continue;
        }
        if (strcmp(arg, "--frame-stats") == 0) {
            opts->frame_stats = true;
            continue;
        }
        if (strcmp(arg, "--exact-depth") == 0) {
            opts->exact_depth = true;
            continue;
        }
        if (strcmp(arg, "--no-animation") == 0) {
            opts->no_animation = true;
            continue;
        }
        if (strcmp(arg, "--no-aa") == 0 || strcmp(arg, "--fxaa") == 0) {
            opts->fxaa = strcmp(arg, "--fxaa") == 0;
            continue;
        }
        if (strcmp(arg, "--mute") == 0) {
            opts->mute = true;
            continue;
        }
        if (strcmp(arg, "--fullscreen") == 0) {
            opts->fullscreen = true;
            continue;
        }
        if (strcmp(arg, "--no-vsync") == 0) {
            opts->vsync = false;
            continue;
        }
        /* Every other option takes one value. */
        static const char *const valued[] = {
            "--game", "--engine", "--depth", "--engine-timeout", "--engine-nice", "--mode",
            "--human", "--position", "--to-move", "--moves", "--replay", "--replay-game",
            "--screenshot", "--frames", "--script", "--size", "--samples", "--level",
        };
        /* Options that choose the game skip the start screen. */
        static const char *const choosing[] = {
            "--game", "--engine", "--depth", "--mode", "--human", "--position", "--to-move",
            "--moves", "--replay", "--replay-game", "--level",
        };
        for (size_t k = 0; k < sizeof choosing / sizeof choosing[0]; k++)
            game_chosen = game_chosen || strcmp(arg, choosing[k]) == 0;
        bool known = false;
        for (size_t k = 0; k < sizeof valued / sizeof valued[0]; k++)
            known = known || strcmp(arg, valued[k]) == 0;
        if (!known) {
            snprintf(err, err_size, "unknown option '%s' (try --help)", arg);
            return false;
        }
        if (i + 1 >= argc) {
            snprintf(err, err_size, "%s: missing value", arg);
            return false;
        }
        const char *val = argv[++i];
        bool ok = true;
        const char *want = "";
        if (strcmp(arg, "--game") == 0) {
            opts->game = val;
        } else if (strcmp(arg, "--engine") == 0) {
            opts->engine = val;
            ok = val[0] != '\0';
            want = "a command line";
        } else if (strcmp(arg, "--depth") == 0) {
            ok = read_int(val, 0, GUI_MAX_DEPTH, &opts->depth);
            want = "a depth from 0 to 64";
        } else if (strcmp(arg, "--engine-timeout") == 0) {
            ok = read_int(val, 1, S4_LIMIT_MOVETIME_MS, &opts->engine_timeout_ms);
            opts->timeout_given = true;
            want = "milliseconds from 1 to 86400000";
        } else if (strcmp(arg, "--engine-nice") == 0) {
            ok = read_int(val, 0, 19, &opts->engine_nice);
            want = "a number from 0 to 19";
        } else if (strcmp(arg, "--mode") == 0) {
            want = "pve, pvp or eve";
            if (strcmp(val, "pve") == 0)
                opts->mode = GUI_MODE_PVE;
            else if (strcmp(val, "pvp") == 0)
                opts->mode = GUI_MODE_PVP;
            else if (strcmp(val, "eve") == 0)
                opts->mode = GUI_MODE_EVE;
            else
                ok = false;
        } else if (strcmp(arg, "--human") == 0) {
            ok = read_colour(val, &opts->human);
            want = "white or black";
        } else if (strcmp(arg, "--position") == 0) {
            opts->position = val;
        } else if (strcmp(arg, "--to-move") == 0) {
            ok = read_colour(val, &opts->to_move);
            to_move_given = true;
            want = "white or black";
        } else if (strcmp(arg, "--moves") == 0) {
            opts->moves = val;
        } else if (strcmp(arg, "--replay") == 0) {
            opts->replay = val;
        } else if (strcmp(arg, "--replay-game") == 0) {
            ok = read_int(val, 1, INT_MAX, &opts->replay_game);
            want = "a game number from 1";
        } else if (strcmp(arg, "--screenshot") == 0) {
            opts->screenshot = val;
        } else if (strcmp(arg, "--frames") == 0) {
            ok = read_int(val, 1, 100000000, &opts->frames);
            want = "a number of frames from 1";
        } else if (strcmp(arg, "--script") == 0) {
            opts->script = val;
        } else if (strcmp(arg, "--samples") == 0) {
            ok = read_int(val, 0, 16, &opts->samples);
            want = "a multisample count from 0 to 16";
        } else if (strcmp(arg, "--level") == 0) {
            opts->level = gui_difficulty_find(val);
            ok = opts->level >= 0;
            want = "beginner, casual, club, expert, maximum, or 1, 3, 5, 8, 10";
        } else if (strcmp(arg, "--size") == 0) {
            ok = read_size(val, &opts->width, &opts->height);
            want = "WIDTHxHEIGHT, each from 64 to 16384";
        }
        if (!ok) {
            snprintf(err, err_size, "%s: '%s' is not %s", arg, val, want);
            return false;
        }
    }
    int starts = (opts->position != NULL) + (opts->moves != NULL) + (opts->replay != NULL);
    if (starts > 1) {
        snprintf(err, err_size, "--position, --moves and --replay cannot be combined");
        return false;
    }
    if (to_move_given && opts->position == NULL) {
        snprintf(err, err_size, "--to-move needs --position");
        return false;
    }
    if (opts->replay != NULL)
        opts->mode = GUI_MODE_REPLAY;
    opts->start_screen = !game_chosen;
    /* Without a depth, a named difficulty decides the engine's strength. */
    if (opts->level < 0 && opts->depth < 0)
        opts->level = GUI_DIFFICULTY_DEFAULT;
    if (opts->screenshot != NULL && opts->frames < 0)
        opts->frames = 2;
    return true;
}
