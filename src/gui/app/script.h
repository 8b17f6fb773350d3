/* script.h: scripted input for end-to-end tests, parsed into steps (no SDL here).
 *
 * Steps are separated by ';' (or newlines); words by blanks:
 *   click B2        move the mouse onto peg B2 and click it (left button)
 *   hover B2        move the mouse onto peg B2
 *   play B2         click B2 if a person may move now; skipped once the game is over (so a
 *                   script can play a whole game without clicking the result panel)
 *   click-at X Y    move the mouse to window point (X, Y) and click there (left button)
 *   drag DX DY      drag with the left button by DX, DY window pixels
 *   rotate DEG      turn the view DEG degrees around the board (a drag)
 *   tilt DEG        raise the view DEG degrees (a drag)
 *   zoom N          turn the wheel N notches (negative: away)
 *   key NAME        press and release a key, by SDL name: Tab, U, N, Left, Escape ...;
 *                   "Ctrl+" in front holds Control (Ctrl+S), "Shift+" Shift
 *   type TEXT       type TEXT (one word) as the keyboard would (text input): the friend
 *                   screen's Host and Code fields
 *   wait N          let N frames pass
 *   wait-engine     wait until no engine is thinking or syncing (or the game ended)
 *   wait-report     wait until the game report opened has every move graded (or stopped)
 *   idle N          let N loop turns pass without forcing frames (a script draws every
 *                   frame otherwise): frames come only from the parts' change marks; then
 *                   print "idle N drew K: PART ..." (the parts that changed, or "none")
 *   idle-engine     the same until no engine is thinking: "idle engine drew K: PART ..."
 *   screenshot F    write the current frame to F (PNG)
 *   print-pegs      print every peg's window position on stdout
 *   print-texts     print every string the next frame draws, with its place and size:
 *                   "texts W H", then "text LEFT TOP W H: STRING" lines, then "texts end"
 *   animate on|off  beads drop down their pegs, or appear at once (off when a script
 *                   starts, so frames after a move are what the move leaves)
 *   menu-select ROW CHOICE   click a choice of the start screen: game score4|connect4|
 *                   connect3|connect4-6x4, opponent engine|person|engines, side white|
 *                   black|random, difficulty beginner|casual|club|expert|maximum,
 *                   threats on|off, palette standard|colour-blind
 *   menu-start      click the start screen's Start button
 *   button ID       click any drawn button by its id: result:play-again, result:swap,
 *                   result:settings, result:review, result:save, confirm:yes, confirm:no,
 *                   move:N (the move list's N-th move, 0 for the start)
 *   hover-button ID move the mouse onto a drawn button by its id, without clicking
 *                   (the report's graph:K, the K-th move's point from 0)
 * Pegs are read in the game being played when the step runs (the start screen may change
 * the game while a script runs).
 * The window turns each step into synthesised SDL events, so it goes through the same code
 * as a real mouse and keyboard.
 */
#ifndef S4_GUI_SCRIPT_H
#define S4_GUI_SCRIPT_H

#include <stdbool.h>
#include <stddef.h>

#include "core/geometry.h"
#include "core/status.h"

enum { GUI_SCRIPT_MAX_STEPS = 512, GUI_SCRIPT_MAX_ARG = 256 };

typedef enum GuiStepKind {
    GUI_STEP_CLICK, GUI_STEP_HOVER, GUI_STEP_DRAG, GUI_STEP_ROTATE, GUI_STEP_TILT,
    GUI_STEP_ZOOM, GUI_STEP_KEY, GUI_STEP_WAIT, GUI_STEP_WAIT_ENGINE, GUI_STEP_SCREENSHOT,
    GUI_STEP_PRINT_PEGS, GUI_STEP_CLICK_AT, GUI_STEP_ANIMATE, GUI_STEP_MENU_SELECT,
    GUI_STEP_MENU_START, GUI_STEP_BUTTON, GUI_STEP_PLAY, GUI_STEP_PRINT_TEXTS, GUI_STEP_TYPE,
    GUI_STEP_IDLE, GUI_STEP_IDLE_ENGINE, GUI_STEP_WAIT_REPORT, GUI_STEP_HOVER_BUTTON,
} GuiStepKind;

typedef struct GuiStep {
    GuiStepKind kind;
    int peg;                       /* CLICK, HOVER, PLAY: in the game at parse time, or -1 */
    float a, b;                    /* DRAG dx dy; CLICK_AT x y; ROTATE/TILT degrees; ZOOM notches; WAIT frames */
    char arg[GUI_SCRIPT_MAX_ARG];  /* KEY name, SCREENSHOT file; ANIMATE "on" or "off";
                                    * CLICK/HOVER/PLAY peg text; MENU_SELECT/MENU_START/BUTTON
                                    * the button's id */
} GuiStep;

typedef struct GuiScript {
    GuiStep steps[GUI_SCRIPT_MAX_STEPS];
    int count;
} GuiScript;

/* Parses text for the board geo. On error returns S4_ERR_SYNTAX (or S4_ERR_BAD_PEG,
 * S4_ERR_BAD_NUMBER, S4_ERR_TOO_LONG) and a message naming the step in err. */
S4Status gui_script_parse(const S4Geometry *geo, const char *text, GuiScript *script,
                          char *err, size_t err_size);

/* The same; with any_game a click or hover may name a peg of any preset (checked again
 * when the step runs): for scripts that choose the game on the start screen. */
S4Status gui_script_parse_for(const S4Geometry *geo, bool any_game, const char *text,
                              GuiScript *script, char *err, size_t err_size);

#endif
