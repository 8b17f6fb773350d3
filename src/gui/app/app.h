/* app.h: the window's one owner struct, made of parts (below), and its functions: setup, input, script, frames. */
#ifndef S4_GUI_APP_H
#define S4_GUI_APP_H

#include <stdbool.h>

#include <SDL.h>

#include "core/clock.h"
#include "gui/app/app_window.h"
#include "gui/draw/feedback.h"
#include "gui/screens/flow.h"
#include "gui/draw/frame_stats.h"
#include "gui/model/game_state.h"
#include "gui/draw/label_place.h"
#include "gui/model/net_state.h"
#include "gui/model/options.h"
#include "gui/screens/pointer.h"
#include "gui/app/script_run.h"
#include "gui/draw/view_state.h"
#include "gui/app/window_size.h"

enum { GUI_APP_ERR = 1024 };

/* Degrees the view turns per pixel of drag (shared by the mouse and scripted rotations). */
#define GUI_DEG_PER_PX_YAW 0.4f
#define GUI_DEG_PER_PX_PITCH 0.3f

/* Everything the window process owns, as parts with one purpose each (each in its own
 * header, none of which knows the App). One per process, made in main and passed down. */
typedef struct App {
    const GuiOptions *opts;       /* the command line, as parsed (the caller's, constant
                                     for the App's life; the game: game.setup) */
    GuiGameState game;            /* shape, layout, referee, replayed record (game_state.h) */
    GuiWindow win;                /* SDL window, GL, renderer, text, sizes (app_window.h) */
    GuiPointer ptr;               /* mouse and keyboard cursor (pointer.h) */
    GuiViewState view;            /* camera, panels beside the board, insets (view_state.h) */
    GuiFeedback fx;               /* falling bead and sounds (feedback.h) */
    GuiFlow flow;                 /* start screen, result panel, review, panels (flow.h) */
    GuiNet net;                   /* a game with a friend over the network (net.h) */
    GuiScriptRun run;             /* --script and how far it ran (script_run.h) */
    GuiFrameStats frames;         /* redraw decision and frame figures (frame_stats.h) */
    bool quit;                    /* leave the loop after this frame */
    int exit_code;                /* process exit status */
    char err[GUI_APP_ERR];        /* last error, for main */
} App;

/* Builds the game that setup describes (its start: a position, moves, a replay), opens the
 * window and GL, starts the engines. opts must outlive the App (it keeps the pointer). False
 * with a message in app->err. */
bool gui_app_init(App *app, const GuiOptions *opts, const GuiGameSetup *setup, double start_ms);

/* (Re)builds the game from app->game.setup (game, mode, human, start), stopping any engines:
 * geometry, layout, camera and referee; starts the engines unless `engines` is false (the
 * start screen's backdrop). False with a message in app->err. */
bool gui_app_setup_game(App *app, bool engines);

/* The camera's home (and the layers panel with it) on the side of the person this window
 * seats: a person playing Black, against the engine or a friend, sees row 4 nearest.
 * Turns the camera home only when it faces the other side, so it is safe every frame. */
void gui_app_face_seat(App *app);

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

/* ---- app_marks.c */
/* Each part notes whether what it shows changed since the last turn (change_marks.h). */
void gui_app_note_changes(App *app, double now_ms);

/* ---- app_frame.c */
/* Draws one frame (not swapped). */
void gui_app_draw(App *app);

#endif
