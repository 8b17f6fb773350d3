/* options.h: the window's command line, parsed into a plain struct (no SDL, no I/O). It is
 * constant once parsed: the game on screen, which the start screen and the other intents
 * change, is described by game_setup.h (made from these options at start). */
#ifndef S4_GUI_OPTIONS_H
#define S4_GUI_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "core/limits.h"
#include "core/board.h"

typedef enum GuiMode {
    GUI_MODE_PVE,    /* a person against the engine (default) */
    GUI_MODE_PVP,    /* two people at one mouse */
    GUI_MODE_EVE,    /* two engine processes, watched */
    GUI_MODE_REPLAY, /* stepping through a record file with Left/Right */
} GuiMode;

enum { GUI_DEFAULT_TIMEOUT_MS = 30000, GUI_MAX_DEPTH = S4_LIMIT_DEPTH, GUI_DEFAULT_ENGINE_NICE = 10 };

/* Strings point into argv and live as long as it does. */
typedef struct GuiOptions {
    const char *game;         /* preset name, "score4" by default */
    bool game_given;          /* --game was given (else the default, or a kept game's kind) */
    const char *engine;       /* engine command line, NULL: score4-engine beside the binary */
    int depth;                /* --depth, -1 when not given */
    int engine_timeout_ms;    /* longest wait for one engine answer */
    int engine_nice;          /* how much lower the engines' priority is (0..19) */
    GuiMode mode;             /* who plays */
    S4Colour human;           /* the person's colour in GUI_MODE_PVE */
    const char *position;     /* --position text (s4_position_parse), or NULL */
    S4Colour to_move;         /* with --position */
    const char *moves;        /* --moves record played from the empty board, or NULL */
    const char *replay;       /* --replay record file, or NULL */
    int replay_game;          /* 1-based game line in the record file */
    const char *screenshot;   /* PNG written after the last frame, or NULL */
    int frames;               /* frames to draw (after the script) before exiting; -1: run */
    const char *script;       /* scripted input, or NULL */
    bool print_pegs;          /* print every peg's window position after the first frame */
    bool print_position;      /* print "position: ... to-move: ... result: ..." on exit */
    bool frame_stats;         /* print frame-time figures on exit (the benchmark) */
    bool exact_depth;         /* beads always with exact per-pixel depth (GUI_BEADS_EXACT) */
    int width, height;        /* initial window size in screen coordinates */
    bool vsync;               /* swap interval 1 (on by default) */
    bool no_animation;        /* beads appear at once (--no-animation; also under --script
                                 unless the script says `animate on`) */
    bool fullscreen;          /* start in desktop fullscreen (--fullscreen) */
    bool mute;                /* start with the sound off (--mute; M toggles) */
    bool colour_blind;        /* --colour-blind: the settings' palette = colour-blind */
    int fxaa;                 /* post-process anti-aliasing: 1 on (--fxaa), 0 off (--no-aa),
                                 -1 where it is cheap: no multisampling and a GPU */
    int samples;              /* multisample count (0: none); -1: 4 unless GL is software */
    bool help;                /* --help given: print usage and exit */
    int console_arg;          /* index in argv just after --console, or -1 */
    int level;                /* --level: a named difficulty's index (difficulty.h), or -1 */
    int black_level;          /* --black-level (two engines watched: Black's), or -1 */
    long seed;                /* --seed: every engine's seed each game, or -1: a fresh one */
    bool timeout_given;       /* --engine-timeout was given (else a player's depth never
                               * runs into the default timeout) */
    bool version;             /* --version given: print the version and exit */
    bool start_screen;        /* no option chose the game: open on the start screen */
    bool host;                /* --host [PORT]: a friend joins over the network (gui/net.h) */
    int host_port;            /* its port (-1: S4_TCP_DEFAULT_PORT; 0: any free one) */
    bool host_loopback;       /* --host-loopback: only this machine may join (tests) */
    const char *join;         /* --join HOST[:PORT]: the friend's host, or NULL */
    const char *code;         /* --code CODE: the join code (--join; --host: to keep one) */
    const char *report_engine; /* --report-engine: the game report's analysing program, or
                                * NULL: score4-engine beside the binary */
    long report_nodes;        /* --report-nodes: its analysis of a position in about N nodes
                               * (0: the solver alone), -1: the default */
    long report_solver_nodes; /* --report-solver-nodes: each proof's nodes (0: no proofs),
                               * -1: the default */
    const char *puzzle_date;  /* --puzzle-date YYYY-MM-DD: the daily puzzle's date, or NULL:
                               * today in UTC (tests give a fixed date) */
    char code_read[32];       /* --code-file FILE: the code read from FILE ("" when none);
                               * gui_options_code gives whichever was given */
    bool lesson;              /* --lesson: open the lesson at the start */
    bool no_lesson;           /* --no-lesson: never open it by itself */
    bool first_start;         /* --first-start: the first start's rule in a scripted run too */
} GuiOptions;

/* The join code given (--code, or --code-file's), or NULL. */
const char *gui_options_code(const GuiOptions *opts);

/* Fills *opts from argv. On a bad option returns false with a message (without the
 * "score4: " prefix) in err. --console stops parsing: the rest belongs to the console. */
bool gui_options_parse(int argc, char **argv, GuiOptions *opts, char *err, size_t err_size);

/* Writes the usage text to out. */
void gui_options_usage(FILE *out);

#endif
