/* app.h: the window's one owner struct and its parts: setup, input, script, frames. */
#ifndef S4_GUI_APP_H
#define S4_GUI_APP_H

#include <stdbool.h>

#include <SDL.h>

#include "core/clock.h"
#include "core/record_file.h"
#include "gui/window_size.h"
#include "gui/camera.h"
#include "gui/flow.h"
#include "gui/camera_move.h"
#include "gui/drop.h"
#include "gui/label_place.h"
#include "gui/insets_ease.h"
#include "gui/layers_layout.h"
#include "gui/layout.h"
#include "gui/net.h"
#include "gui/options.h"
#include "gui/referee.h"
#include "gui/renderer.h"
#include "gui/screen_layout.h"
#include "gui/sound.h"
#include "gui/script.h"
#include "gui/text.h"

enum { GUI_FRAME_SAMPLES = 4096, GUI_APP_ERR = 1024 };

/* Degrees the view turns per pixel of drag (shared by the mouse and scripted rotations). */
#define GUI_DEG_PER_PX_YAW 0.4f
#define GUI_DEG_PER_PX_PITCH 0.3f

/* Everything the window process owns. One per process, made in main and passed down. */
typedef struct App {
    GuiOptions opts;              /* the command line */
    S4Geometry geo;               /* the game's shape (game and layout point here) */
    GuiLayout layout;             /* world positions */
    GuiCamera camera;             /* orbit view */
    GuiReferee ref;               /* game, modes and engines */
    S4Record record;              /* the replayed game (GUI_MODE_REPLAY) */
    int replay_index;             /* moves of the record on the board */
    int depth;                    /* engine depth shown and sent at new games, -1: default */

    SDL_Window *window;
    SDL_GLContext gl;
    GLsync frame_fence;           /* the previous frame's GPU fence, or NULL */
    GuiRenderer renderer;
    GuiText text;
    int win_w, win_h;             /* window size in screen coordinates (mouse space) */
    int windowed_w, windowed_h;   /* the window's size before fullscreen, to go back to */
    int draw_w, draw_h;           /* drawable pixels (high DPI) */

    int hover_peg;                /* peg under the mouse, -1 none (full pegs included); the
                                   * keyboard's cursor while it has one */
    int key_peg;                  /* the keyboard's cursor (arrows), -1: none; the mouse
                                   * moving takes it away */
    int mouse_x, mouse_y;         /* last mouse position, window coordinates */
    bool mouse_inside;            /* the mouse is over the window */
    bool pressing;                /* a button is down */
    int press_button;             /* which */
    int press_x, press_y;         /* where it went down */
    bool dragged;                 /* moved far enough since the press to be a drag */
    bool overlay;                 /* ASCII overlay shown (Tab) */
    float overlay_x, overlay_y;   /* its top-left corner (gui_app_update_screen) */
    bool overlay_coords;          /* its coordinate list fits beside the drawing */
    bool layers;                  /* layers panel wanted (L); shown where it fits */
    GuiLayersLayout layers_layout; /* where it is this frame */
    float move_list_width;        /* drawable pixels the move list panel takes at the left
                                     edge (0 when hidden): the 3D view fits beside it */
    float move_list_height;       /* or, in a portrait window, above the status bar (0 when
                                     hidden or at the left): the board keeps the width */
    GuiScreenInsets insets;       /* edges taken this frame; the 3D view fits in the rest
                                     (eased towards the panels' edges when they change) */
    GuiInsetsEase insets_ease;    /* that easing */
    float fit_aspect;             /* aspect of the view the camera was last fitted to */
    bool animate;                 /* beads drop when played (off: --no-animation, scripts) */
    GuiDrop drop;                 /* the bead falling now, if any */
    int drop_seen_moves;          /* moves on the board when drops were last looked for */
    GuiCameraMove camera_move;    /* an animated move to a view (1, 2, 3, R) */
    GuiSound sound;               /* synthesised sounds and the audio device (maybe none) */
    double click_due_ms;          /* when the falling bead lands and clicks, 0: none due */
    int click_level;              /* its level */
    double result_due_ms;         /* when the win or draw sound is due, 0: none */
    S4Result heard_result;        /* the result whose sound was last started */
    bool warmed_up;               /* every shader variant of the scene drawn once */

    GuiFlow flow;                 /* start screen, result panel, review, panels (screens.h) */
    GuiNet net;                   /* a game with a friend over the network (net.h) */

    GuiScript script;             /* parsed --script */
    int script_pos;               /* next step */
    int script_wait;              /* frames left in a `wait` */
    bool script_done;             /* every step ran */
    int script_settled;           /* frame count from which the drawn buttons show the
                                   * state after the previous step (button steps wait) */
    int frames_after;             /* frames drawn since the script ended */
    const char *pending_shot;     /* screenshot file of a script step, taken after drawing */
    bool pending_texts;           /* print the next frame's strings (script step print-texts) */

    bool redraw;                  /* draw the next frame whatever changed (exposed window) */
    unsigned long long drawn_hash; /* what the last drawn frame showed, hashed */
    bool quit;                    /* leave the loop after this frame */
    int exit_code;                /* process exit status */
    double start_ms;              /* process start, for time to first frame */
    double first_frame_ms;        /* launch to the first swap, -1 before */
    double cpu_after_first_ms;    /* process CPU time when the first frame was done */
    double frame_ms[GUI_FRAME_SAMPLES]; /* recent frame durations */
    int frame_count;              /* frames drawn */
    char err[GUI_APP_ERR];        /* last error, for main */
} App;

/* Builds the game from the options (position, moves, replay), opens the window and GL,
 * starts the engines. False with a message in app->err. */
bool gui_app_init(App *app, const GuiOptions *opts, double start_ms);

/* (Re)builds the game from app->opts (game, mode, human, start), stopping any engines:
 * geometry, layout, camera and referee; starts the engines unless `engines` is false (the
 * start screen's backdrop). False with a message in app->err. */
bool gui_app_setup_game(App *app, bool engines);

/* Runs until quit; returns the exit status. */
int gui_app_run(App *app);

/* Ends engines, GL and SDL. */
void gui_app_free(App *app);

/* ---- app_input.c */
/* Handles one SDL event (real or synthesised). */
void gui_app_event(App *app, const SDL_Event *ev);
/* Recomputes hover_peg from the mouse position. */
void gui_app_update_hover(App *app);
/* The keys every screen shares, after the modal and the screen had theirs: views, zoom,
 * turning, fullscreen, sound, help, Q, Ctrl+O; true when taken. */
bool gui_app_shared_key(App *app, SDL_Keycode key, Uint16 mod);
/* Starts a new game (N) with the current depth. */
void gui_app_new_game(App *app);

/* ---- app_script.c */
/* Checks a parsed script against SDL (key names). False with a message in app->err. */
bool gui_app_script_check(App *app);
/* Runs script steps due this frame by pushing synthesised events. */
void gui_app_script_step(App *app);
/* Window coordinates of a peg's click point; false when off screen. */
bool gui_app_peg_screen(App *app, int peg, float *x, float *y);
/* Prints "window W H" (its size in window coordinates), "peg B2 X Y" lines for every peg, then "label A X Y" for every edge label (window
 * coordinates) on stdout. */
void gui_app_print_pegs(App *app);

/* ---- app_view.c */
/* Takes this frame's edges (bars, side panels, overlay) and refits the camera to the rest. */
void gui_app_update_screen(App *app);
/* Starts a drop (and its click, when it lands) when a move was played since the last call;
 * ends it on undo or new game; starts the win or draw sound when the game ends. */
void gui_app_track_moves(App *app, double now_ms);
/* Starts the animated camera move to a view; without animation the camera jumps there. */
void gui_app_go_to_view(App *app, GuiView view);
/* Toggles desktop fullscreen. */
void gui_app_toggle_fullscreen(App *app);
/* A replay (--replay, Ctrl+O): the record's first `upto` moves on the board (clamped). */
void gui_app_replay_to(App *app, int upto);
/* The window's and drawable's sizes as the display server has them (window_size.h). */
void gui_app_sync_size(App *app);
/* The 3D view's matrix for the current drawable size and insets. */
void gui_app_view_proj(App *app, mat4 view_proj);
/* Where the edge labels go this frame (drawable pixels); returns how many. */
int gui_app_labels(App *app, mat4 view_proj, GuiLabelSpot spots[GUI_MAX_LABELS]);
/* "Line: A1 B2 C3 D4, a diagonal on level 1" naming a won game's line, else "". */
void gui_app_win_text(const App *app, char *buf, size_t size);
/* The ASCII overlay's texts (coords empty for flat boards). */
void gui_app_overlay_text(const App *app, char *drawing, size_t drawing_size, char *coords,
                          size_t coords_size);

/* ---- app_frame.c */
/* Draws one frame (not swapped). */
void gui_app_draw(App *app);

#endif
