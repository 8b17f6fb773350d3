/* options.c: the window's command line, on the shared table-driven parser (cli/options.h):
 * the table names every option; values the table cannot check (a colour, a mode, a size,
 * a level) are taken as text and read here, with the same wording of errors. */
#include "gui/model/options.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "cli/options.h"
#include "core/file_reader.h"
#include "core/number.h"
#include "core/quote.h"
#include "gui/model/difficulty.h"
#include "gui/model/puzzle_set.h"

/* Where the table puts what it parses before it is checked and moved into GuiOptions. */
typedef struct Parsed {
    const char *mode, *human, *to_move, *level, *black_level, *size;
    long depth, timeout, nice, replay_game, frames, samples;
    long seed;
    bool fxaa, no_aa;
    bool chose;        /* an option that chooses the game was given: no start screen */
    bool timeout_given;
    int console_arg;
    long host_port;    /* the number after --host, taken out of argv before the table */
    const char *code_file; /* --code-file FILE, or NULL */
    long report_nodes, report_solver_nodes; /* -1: the report's defaults */
} Parsed;

enum { OPTION_COUNT = 60 };

/* The window's table, pointing at o and p (one function, so --help and parsing cannot
 * drift apart). Returns the number of entries. */
static int table(GuiOptions *o, Parsed *p, S4Option *t)
{
    const S4Option rows[] = {
        {"game", S4_OPT_SECTION, NULL, 0, 0, NULL, "game", NULL},
        {"--game", S4_OPT_TEXT, &o->game, 0, 0, "NAME",
         "score4 (default), connect4, connect3, connect4-6x4", &p->chose},
        {"--mode", S4_OPT_TEXT, &p->mode, 0, 0, "pve|pvp|eve",
         "person vs engine (default), person vs person, engine vs engine", &p->chose},
        {"--human", S4_OPT_TEXT, &p->human, 0, 0, "white|black",
         "the person's colour against the engine (default white)", &p->chose},
        {"--engine", S4_OPT_TEXT, &o->engine, 0, 0, "\"CMD\"",
         "engine command line (default: score4-engine beside score4)", &p->chose},
        {"--level", S4_OPT_TEXT, &p->level, 0, 0, "NAME",
         "beginner, casual, club, expert or maximum (or the engine\nlevel 1, 3, 5, 8, 10): "
         "the engine's strength, default casual", &p->chose},
        {"--black-level", S4_OPT_TEXT, &p->black_level, 0, 0, "NAME",
         "with --mode eve: Black's engine's strength (White's is\n--level)", &p->chose},
        {"--depth", S4_OPT_NUMBER, &p->depth, 0, GUI_MAX_DEPTH, "N",
         "search depth handed to the default engine (expert option:\nthe engine may think "
         "long; no timeout then applies)", &p->chose},
        {"--seed", S4_OPT_NUMBER, &p->seed, 0, S4_LIMIT_SEED, "N",
         "send every engine `seed N;` each game (default: a fresh seed\nfrom the system "
         "for each game, so no two games repeat)", NULL},
        {"--engine-timeout", S4_OPT_NUMBER, &p->timeout, 1, S4_LIMIT_MOVETIME_MS, "MS",
         "longest wait for one engine answer (default 30000)", &p->timeout_given},
        {"--engine-nice", S4_OPT_NUMBER, &p->nice, 0, 19, "N",
         "run engines N steps lower in priority, 0-19 (default 10):\nthe board keeps its "
         "frame rate while they search", NULL},
        {"start", S4_OPT_SECTION, NULL, 0, 0, NULL, "start", NULL},
        {"--position", S4_OPT_TEXT, &o->position, 0, 0, "P",
         "start on any position (\"W/WB//...\"), with --to-move", &p->chose},
        {"--to-move", S4_OPT_TEXT, &p->to_move, 0, 0, "white|black",
         "the side to move in the --position", &p->chose},
        {"--moves", S4_OPT_TEXT, &o->moves, 0, 0, "\"B2 C3 ...\"",
         "start after playing these moves from the empty board", &p->chose},
        {"--replay", S4_OPT_TEXT, &o->replay, 0, 0, "FILE",
         "step through a recorded game with Left/Right", &p->chose},
        {"--replay-game", S4_OPT_NUMBER, &p->replay_game, 1, INT_MAX, "N",
         "which game line of the --replay file (default 1)", &p->chose},
        {"network", S4_OPT_SECTION, NULL, 0, 0, NULL, "a friend over the network", NULL},
        {"--host", S4_OPT_FLAG, &o->host, 0, 0, "[PORT]",
         "host a game for a friend on PORT (default 4004; 0: any free\n"
         "one): shows the port, the addresses and a join code to read out;\n"
         "with --game, --human (the host's colour)", &p->chose},
        {"--join", S4_OPT_TEXT, &o->join, 0, 0, "HOST[:PORT]",
         "join a friend's game (with --code)", &p->chose},
        {"--code", S4_OPT_TEXT, &o->code, 0, 0, "CODE",
         "the join code the host shows (--host: keep this code, and go on\n"
         "with its unfinished game when there is one)", NULL},
        {"--code-file", S4_OPT_TEXT, &p->code_file, 0, 0, "FILE",
         "as --code, the code read from FILE's first line ('-': standard\n"
         "input), so it is not in the process list", NULL},
        {"--host-loopback", S4_OPT_FLAG, &o->host_loopback, 0, 0, NULL,
         "hosting (--host or the start screen's friend entry): only this\n"
         "machine may join (127.0.0.1, ::1)", NULL},
        {"lesson", S4_OPT_SECTION, NULL, 0, 0, NULL, "the lesson", NULL},
        {"--lesson", S4_OPT_FLAG, &o->lesson, 0, 0, NULL,
         "open the lesson (how to play, step by step) at the start", NULL},
        {"--no-lesson", S4_OPT_FLAG, &o->no_lesson, 0, 0, NULL,
         "never open the lesson by itself (it opens on a person's first\nstart, without "
         "--script, --screenshot, --frames or --print-*)", NULL},
        {"--first-start", S4_OPT_FLAG, &o->first_start, 0, 0, NULL,
         "open the lesson when this is the first start, in a scripted run\ntoo (tests)",
         NULL},
        {"report", S4_OPT_SECTION, NULL, 0, 0, NULL, "game report", NULL},
        {"--report-nodes", S4_OPT_NUMBER, &p->report_nodes, 0, 1000000000000L, "N",
         "the game report's analysis of each position in about N nodes\n"
         "(default 200000; 0: the solver's proofs alone)", NULL},
        {"--report-solver-nodes", S4_OPT_NUMBER, &p->report_solver_nodes, 0, 1000000000000L,
         "N", "each of the report's exact proofs within about N nodes\n(default 400000; 0: none)",
         NULL},
        {"--report-engine", S4_OPT_TEXT, &o->report_engine, 0, 0, "PROGRAM",
         "the report's analysing engine (default: score4-engine beside\nscore4)", NULL},
        {"testing", S4_OPT_SECTION, NULL, 0, 0, NULL, "testing", NULL},
        {"--script", S4_OPT_TEXT, &o->script, 0, 0, "\"STEPS\"",
         "scripted input: \"click B2; wait-engine; rotate 30; key Tab\"", NULL},
        {"--frames", S4_OPT_NUMBER, &p->frames, 1, 100000000, "N",
         "draw N frames (after the script), then exit", NULL},
        {"--screenshot", S4_OPT_TEXT, &o->screenshot, 0, 0, "F.png",
         "write the last frame to F.png", NULL},
        {"--print-pegs", S4_OPT_FLAG, &o->print_pegs, 0, 0, NULL,
         "print each peg's window position after the first frame", NULL},
        {"--puzzle-date", S4_OPT_TEXT, &o->puzzle_date, 0, 0, "YYYY-MM-DD",
         "the date the daily puzzle is chosen by (default: today in\nUTC)", NULL},
        {"--print-position", S4_OPT_FLAG, &o->print_position, 0, 0, NULL,
         "on exit print the position, side to move and result; the moves after each "
         "move; when a game ends, its result and moves", NULL},
        {"--frame-stats", S4_OPT_FLAG, &o->frame_stats, 0, 0, NULL,
         "on exit print frame-time figures", NULL},
        {"--exact-depth", S4_OPT_FLAG, &o->exact_depth, 0, 0, NULL,
         "draw every bead with its exact depth at each pixel (slower\non a software "
         "renderer): the faster way's reference", NULL},
        {"window", S4_OPT_SECTION, NULL, 0, 0, NULL, "window", NULL},
        {"--size", S4_OPT_TEXT, &p->size, 0, 0, "WxH", "window size (default 1280x720)", NULL},
        {"--no-vsync", S4_OPT_CLEAR, &o->vsync, 0, 0, NULL,
         "do not wait for the display's refresh", NULL},
        {"--no-animation", S4_OPT_FLAG, &o->no_animation, 0, 0, NULL,
         "beads appear at once instead of dropping down their pegs", NULL},
        {"--fullscreen", S4_OPT_FLAG, &o->fullscreen, 0, 0, NULL,
         "start in desktop fullscreen (F11 or Alt+Enter toggles)", NULL},
        {"--mute", S4_OPT_FLAG, &o->mute, 0, 0, NULL,
         "start with the sound off (M toggles, 9 and 0 set the volume)", NULL},
        {"--colour-blind", S4_OPT_FLAG, &o->colour_blind, 0, 0, NULL,
         "colour-blind safe colours (as the settings' palette =\ncolour-blind)", NULL},
        {"--samples", S4_OPT_NUMBER, &p->samples, 0, 16, "N",
         "multisampling (default: 4 on a GPU, off on a software renderer)", NULL},
        {"--fxaa", S4_OPT_FLAG, &p->fxaa, 0, 0, NULL,
         "edge smoothing after drawing (default: on a GPU without\nmultisampling; off on a "
         "software renderer, where it\nwould cost about 40 ms a frame at 1280x720)", NULL},
        {"--no-aa", S4_OPT_FLAG, &p->no_aa, 0, 0, NULL, "no edge smoothing", NULL},
        {"--console", S4_OPT_REST, &p->console_arg, 0, 0, "ARGS...",
         "run score4-console from beside score4 instead, with ARGS", NULL},
    };
    _Static_assert(sizeof rows / sizeof rows[0] <= (size_t)OPTION_COUNT,
                   "OPTION_COUNT holds the table");
    memcpy(t, rows, sizeof rows);
    return (int)(sizeof rows / sizeof rows[0]);
}

static S4Program program(const S4Option *t, int count)
{
    return (S4Program){
        .name = "score4",
        .version = NULL, /* main.c prints the version (S4_VERSION) */
        .synopsis = "[options]\n       score4 --console [console options...]",
        .about = "Opens the 3D board (or the upright grid of a Connect game) and referees a "
                 "game.\nWithout options that choose the game it opens on the start screen, "
                 "which\nremembers its choices in $XDG_CONFIG_HOME/score4/settings.",
        .options = t,
        .option_count = count,
        .operand_name = "argument",
    };
}

void gui_options_usage(FILE *out)
{
    GuiOptions o;
    Parsed p;
    S4Option t[OPTION_COUNT];
    S4Program prog = program(t, table(&o, &p, t));
    s4_cli_usage(&prog, out);
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

/* The shared wording for a value the table took as text: "<option>: '<value>' is not <want>". */
static bool refuse(const char *option, const char *value, const char *want, char *err,
                   size_t err_size)
{
    char shown[S4_QUOTE_SIZE];
    snprintf(err, err_size, "%s: '%s' is not %s", option,
             s4_quote(value, strlen(value), shown, sizeof shown), want);
    return false;
}

const char *gui_options_code(const GuiOptions *opts)
{
    return opts->code != NULL ? opts->code : opts->code_read[0] != '\0' ? opts->code_read : NULL;
}

/* --code-file: the first line of path ("-": standard input), blanks around it dropped,
 * through the bounded reader (a FIFO or a device as a named file is refused unread). */
static bool read_code_file(const char *path, GuiOptions *opts, char *err, size_t err_size)
{
    if (opts->code != NULL) {
        snprintf(err, err_size, "--code and --code-file cannot be combined");
        return false;
    }
    size_t len;
    char why[S4_READ_NAME + 128];
    if (!s4_file_first_line(path, opts->code_read, sizeof opts->code_read, &len, why,
                            sizeof why)) {
        snprintf(err, err_size, "--code-file %.300s", why);
        return false;
    }
    if (len == 0) {
        snprintf(err, err_size, "--code-file %.200s: the first line is blank", path);
        return false;
    }
    return true;
}

bool gui_options_parse(int argc, char **argv, GuiOptions *opts, char *err, size_t err_size)
{
    *opts = (GuiOptions){
.game = NULL, .depth = -1, .engine_timeout_ms = GUI_DEFAULT_TIMEOUT_MS,
        .engine_nice = GUI_DEFAULT_ENGINE_NICE,
        .mode = GUI_MODE_PVE, .human = S4_WHITE, .to_move = S4_WHITE, .replay_game = 1,
        .frames = -1, .width = 1280, .height = 720, .vsync = true, .samples = -1, .fxaa = -1,
        .console_arg = -1,
        .level = -1, .black_level = -1, .seed = -1,
    };
    Parsed p = {
        .depth = -1, .timeout = GUI_DEFAULT_TIMEOUT_MS, .nice = GUI_DEFAULT_ENGINE_NICE, .seed = -1,
        .report_nodes = -1, .report_solver_nodes = -1,
        .replay_game = 1, .frames = -1, .samples = -1, .console_arg = -1, .host_port = -1,
    };
    /* `--host [PORT]`: the table has no optional values, so a number after --host is taken
     * out here (a copy of argv without it goes to the table). */
    char *args[256];
    int nargs = 0;
    for (int i = 0; i < argc && nargs < 255; i++) {
        args[nargs++] = argv[i];
        if (strcmp(argv[i], "--host") == 0 && i + 1 < argc && argv[i + 1][0] >= '0' &&
            argv[i + 1][0] <= '9') {
            if (s4_parse_long(argv[i + 1], 0, 65535, &p.host_port) != S4_OK)
                return refuse("--host", argv[i + 1], "a port (0..65535)", err, err_size);
            i++;
        }
    }
    args[nargs] = NULL;
    argc = nargs;
    argv = args;
    S4Option t[OPTION_COUNT];
    S4Program prog = program(t, table(opts, &p, t));
    if (!s4_cli_parse_quiet(&prog, argc, argv, NULL, NULL, &opts->help, &opts->version, err,
                            err_size))
        return false;
    opts->game_given = opts->game != NULL; /* --host --code keeps a kept game's kind else */
    if (opts->game == NULL)
        opts->game = "score4";
    if (p.console_arg >= 0) {
        opts->console_arg = p.console_arg; /* the rest is the console's */
        return true;
    }
    if (opts->help || opts->version)
        return true;
    opts->depth = (int)p.depth;
    opts->engine_timeout_ms = (int)p.timeout;
    opts->timeout_given = p.timeout_given;
    opts->engine_nice = (int)p.nice;
    opts->seed = p.seed;
    opts->report_nodes = p.report_nodes;
    opts->report_solver_nodes = p.report_solver_nodes;
    opts->replay_game = (int)p.replay_game;
    opts->frames = (int)p.frames;
    opts->samples = (int)p.samples;
    if (opts->engine != NULL && opts->engine[0] == '\0')
        return refuse("--engine", opts->engine, "a command line", err, err_size);
    if (opts->engine != NULL && strlen(opts->engine) >= S4_LIMIT_ENGINE_COMMAND) {
        snprintf(err, err_size, "--engine: a command line of %zu characters; at most %d",
                 strlen(opts->engine), S4_LIMIT_ENGINE_COMMAND - 1);
        return false;
    }
    if (p.mode != NULL) {
        if (strcmp(p.mode, "pve") == 0)
            opts->mode = GUI_MODE_PVE;
        else if (strcmp(p.mode, "pvp") == 0)
            opts->mode = GUI_MODE_PVP;
        else if (strcmp(p.mode, "eve") == 0)
            opts->mode = GUI_MODE_EVE;
        else
            return refuse("--mode", p.mode, "pve, pvp or eve", err, err_size);
    }
    if (p.human != NULL && !read_colour(p.human, &opts->human))
        return refuse("--human", p.human, "white or black", err, err_size);
    if (p.to_move != NULL && !read_colour(p.to_move, &opts->to_move))
        return refuse("--to-move", p.to_move, "white or black", err, err_size);
    if (p.level != NULL && (opts->level = gui_difficulty_find(p.level)) < 0)
        return refuse("--level", p.level,
                      "beginner, casual, club, expert, maximum, or 1, 3, 5, 8, 10", err, err_size);
    if (p.black_level != NULL && (opts->black_level = gui_difficulty_find(p.black_level)) < 0)
        return refuse("--black-level", p.black_level,
                      "beginner, casual, club, expert, maximum, or 1, 3, 5, 8, 10", err, err_size);
    if (p.black_level != NULL && (opts->mode != GUI_MODE_EVE || p.depth >= 0)) {
        snprintf(err, err_size, "--black-level needs --mode eve (and no --depth)");
        return false;
    }
    long puzzle_day;
    if (opts->puzzle_date != NULL && !gui_puzzle_day_parse(opts->puzzle_date, &puzzle_day))
        return refuse("--puzzle-date", opts->puzzle_date, "a date YYYY-MM-DD from 1970 on", err,
                      err_size);
    if (p.size != NULL && !read_size(p.size, &opts->width, &opts->height))
        return refuse("--size", p.size, "WIDTHxHEIGHT, each from 64 to 16384", err, err_size);
    if (p.fxaa && p.no_aa) {
        snprintf(err, err_size, "--fxaa and --no-aa cannot be combined");
        return false;
    }
    if (p.fxaa || p.no_aa)
        opts->fxaa = p.fxaa;
    int starts = (opts->position != NULL) + (opts->moves != NULL) + (opts->replay != NULL);
    if (starts > 1) {
        snprintf(err, err_size, "--position, --moves and --replay cannot be combined");
        return false;
    }
    if (p.to_move != NULL && opts->position == NULL) {
        snprintf(err, err_size, "--to-move needs --position");
        return false;
    }
    if (opts->replay != NULL)
        opts->mode = GUI_MODE_REPLAY;
    opts->host_port = (int)p.host_port;
    if (opts->host && opts->join != NULL) {
        snprintf(err, err_size, "--host and --join cannot be combined");
        return false;
    }
    if (p.code_file != NULL && !read_code_file(p.code_file, opts, err, err_size))
        return false;
    if (opts->join != NULL && gui_options_code(opts) == NULL) {
        snprintf(err, err_size, "--join needs --code CODE (the code the host shows)");
        return false;
    }
    if (gui_options_code(opts) != NULL && !opts->host && opts->join == NULL) {
        snprintf(err, err_size, "--code goes with --host or --join");
        return false;
    }
    if ((opts->host || opts->join != NULL) &&
        (opts->replay != NULL || p.mode != NULL || opts->engine != NULL)) {
        snprintf(err, err_size, "a game with a friend takes no --mode, --engine or --replay");
        return false;
    }
    if (opts->host || opts->join != NULL)
        opts->mode = GUI_MODE_PVP; /* the other seat is a person over the network */
    opts->start_screen = !p.chose;
    /* Without a depth, a named difficulty decides the engine's strength. */
    if (opts->level < 0 && opts->depth < 0)
        opts->level = GUI_DIFFICULTY_DEFAULT;
    if (opts->screenshot != NULL && opts->frames < 0)
        opts->frames = 2;
    return true;
}
