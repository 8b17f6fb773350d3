/* screens.h: the window's screens around the board: the start screen, the result panel,
 * review, confirmations, hints, threats, the move list, help and saving. Each lives in its
 * own file; app_input.c and app_frame.c call the hooks at the top of this list. Functions
 * take the App's parts they read or change (const where they only read), never the App:
 * what only the App can do (set a game up anew, the network, quit) a key or click handler
 * leaves as an intent (intent.h), carried out after it (app_intent.h).
 */
#ifndef S4_GUI_SCREENS_H
#define S4_GUI_SCREENS_H

#include <stdbool.h>

#include <SDL.h>

#include "core/clock.h"
#include "gui/screens/intent.h"
#include "gui/draw/scene.h"
#include "gui/screens/screen_parts.h"

enum { GUI_MOVE_LIST_WIDTH = 190 }; /* the move list panel's width at scale 1 */

/* ---- flow.c: the screens' state machine's own moves; they take only the parts they change
 * or read (the flow, the referee) and call no other screen file. */
/* The screen the live game calls for: its result once it ended by a move played here. */
GuiScreen gui_screen_live(const GuiGameSetup *setup, const GuiReferee *ref);
/* Moves to a screen (review's count and the result's fade are reset when left). */
void gui_screen_set(GuiFlow *f, GuiScreen screen);
/* Back to the live game's screen: playing, its result once it ended here, or the replay. */
void gui_screen_to_live(GuiFlow *f, const GuiGameSetup *setup, const GuiReferee *ref);
/* True on every screen but the start screen (a board with its panels is shown). */
bool gui_screen_in_game(const GuiFlow *f);
/* True while a game with moves is on and not over (leaving it would lose it). */
bool gui_game_in_progress(const GuiFlow *f, const GuiReferee *ref);
/* Opens the confirmation `dialog` in the modal slot, its focus on "No". */
void gui_modal_confirm(GuiFlow *f, GuiDialog dialog);
/* Opens the help's first page, or turns it (H, F1); closes it after the last page. */
void gui_modal_help(GuiWindow *win, GuiFlow *f, const GuiGameState *game, const GuiNet *net);
/* Empties the modal slot. */
void gui_modal_close(GuiFlow *f);

/* ---- app_flow.c */
/* A left click at window coordinates; true when a screen took it (the board must not).
 * What only the App can do is left in *out. */
bool gui_flow_click(const GuiScreenParts *p, int x, int y, GuiIntent *out);
/* A key, to the modal and then the screen; true when taken (else the keys every screen
 * shares, app_input.c). What only the App can do is left in *out. */
bool gui_flow_key(const GuiScreenParts *p, SDL_Keycode key, Uint16 mod, GuiIntent *out);
/* A person's move that the warning asked about and they confirmed. */
bool gui_flow_play_confirmed(const GuiScreenParts *p, int peg);
/* A person's click on a peg of the board, possibly while reviewing, or a move in a game
 * with a friend; false when refused (a note says why). */
bool gui_flow_play(const GuiScreenParts *p, int peg);
/* Per frame, before drawing: hint child, review bounds, the screen's update handler, the
 * warning's analysis, the autosave, the move list's edge. */
void gui_flow_update(const GuiScreenParts *p);
/* Draws every screen and panel over the board (2D pass), registering the buttons. */
void gui_flow_draw(const GuiScreenParts *p);
/* The game the board shows: the reviewed position or the live game. */
const S4Game *gui_flow_shown(const GuiFlow *f, const GuiReferee *ref);
/* Whether the threat marks are drawn: asked for (T), in a game, and the shown position not
 * over (at the end they would only clutter the winning line, and nothing is left to block). */
bool gui_flow_threats_shown(const GuiFlow *f, const GuiReferee *ref);
/* What the engine is asked to do, for the header: "Casual (level 3)", "depth 8", ... */
void gui_flow_strength(const GuiGameState *game, char *buf, size_t size);
/* Its shortest form, from the full one (gui_flow_strength's), for a narrow title: the
 * difficulty's name ("Beginner"), each engine's when two watched differ ("White Beginner,
 * Black Expert"), or "depth 8". */
void gui_flow_strength_brief(const GuiGameState *game, const char *full, char *buf,
                             size_t size);
/* A fresh game with the same players and strength (N, Play again). */
void gui_flow_new_game(GuiFlow *f, GuiGameState *game, const GuiOptions *opts);
/* Shows the first k moves of the game (review), or the live board for k < 0. */
void gui_flow_review(GuiFlow *f, const GuiGameSetup *setup, const GuiReferee *ref, int k);
/* The status line in replay and review ("Move 5 of 12: ..."); false: the referee's. */
bool gui_flow_status(const GuiFlow *f, const GuiGameState *game, const GuiNet *net, char *buf,
                     size_t size);
/* A passing message on the screen. */
void gui_flow_say(GuiFlow *f, const char *fmt, ...) __attribute__((format(printf, 2, 3)));


/* ---- player_cards.c: a card for each side under the title line */
void gui_player_cards_draw(GuiWindow *win, const GuiViewState *view, const GuiFlow *f,
                           const GuiGameState *game, const GuiOptions *opts, const GuiNet *net);
/* Where the cards end (drawable y): the hint's banner goes under them. */
/* Where a short, wide view has no height to spare for the cards across its top (they hid
 * the back pegs at 640x360): a column for them at the left of what in leaves, taken from
 * in->left (view->cards_w, else 0 and in unchanged). */
void gui_player_cards_place(const GuiWindow *win, GuiViewState *view, const GuiFlow *f,
                            const GuiNet *net, GuiScreenInsets *in);
float gui_player_cards_bottom(const GuiWindow *win, const GuiViewState *view, const GuiFlow *f,
                              const GuiNet *net);

/* ---- start_screen.c */
/* "Score Four", "Connect Four", ... for a preset name. */
const char *gui_game_title(const char *preset);
/* Draws the menu over the chosen board's picture (game->geo is the chosen game) and
 * registers its choices and buttons. */
void gui_start_screen_draw(GuiWindow *win, GuiFlow *f, const GuiGameState *game);
bool gui_start_screen_key(const GuiScreenParts *p, SDL_Keycode key, GuiIntent *out);
/* Applies a clicked choice ("game:connect4", "start", ...); false for other ids. */
bool gui_start_screen_choose(const GuiScreenParts *p, const char *id, GuiIntent *out);

/* ---- friend_screen.c: "A friend over the network" (host, or join with an address and code) */
/* Draws the form over the start screen's picture and registers its buttons and fields. */
void gui_friend_screen_draw(GuiWindow *win, GuiFlow *f, const GuiGameState *game,
                            const GuiNet *net);
bool gui_friend_screen_key(const GuiScreenParts *p, SDL_Keycode key, GuiIntent *out);
bool gui_friend_screen_choose(const GuiScreenParts *p, const char *id, GuiIntent *out);
/* Typed text (SDL_TEXTINPUT) into the focused field. */
void gui_friend_screen_text(GuiNet *net, GuiFrameStats *frames, const char *typed);
/* Typed text, for the screen that takes it (the friend screen's fields); others ignore it. */
void gui_flow_text(const GuiScreenParts *p, const char *typed);

/* ---- lesson_screen.c: the lesson's pages (model/lesson.h) beside its own board. */
/* Where the lesson's panel goes this frame (a column at the left, or a band at the foot),
 * taking its edge from *in; nothing off the lesson's screen. */
void gui_lesson_screen_place(GuiWindow *win, GuiFlow *f, GuiScreenInsets *in);
void gui_lesson_screen_draw(GuiWindow *win, GuiFlow *f);
bool gui_lesson_screen_key(const GuiScreenParts *p, SDL_Keycode key, GuiIntent *out);
/* A button's id; "" (the board's) returns false so the peg under the mouse is played. */
bool gui_lesson_screen_click(const GuiScreenParts *p, const char *id, GuiIntent *out);
/* A bead on peg for the lesson's task; false when the page takes none there. */
bool gui_lesson_screen_play(const GuiScreenParts *p, int peg);
/* The lesson's marks on the board: its lines, the lit line, the hovered peg's ghost. */
void gui_lesson_screen_scene(const GuiFlow *f, const GuiPointer *ptr, GuiSceneState *scene);
/* F2, the help's and the start screen's way in: the lesson, unless a game is in progress
 * (then a note says how). */
void gui_lesson_screen_ask(GuiFlow *f, const GuiReferee *ref, GuiIntent *out);
/* ---- puzzle_screen.c: a puzzle on the board, judged by the exact solver */
/* Opens the puzzles of game (a preset name): the daily puzzle while it is not done, else
 * the first not solved; leaves GUI_INTENT_PUZZLE, or says why there are none. */
void gui_puzzle_screen_open(GuiFlow *f, const GuiOptions *opts, const char *game, GuiIntent *out);
/* The panel's buttons by id ("puzzle:next", "puzzle:retry", "puzzle:win-in-3" ...); false
 * when id is none of them. */
bool gui_puzzle_screen_choose(const GuiScreenParts *p, const char *id, GuiIntent *out);
bool gui_puzzle_screen_click(const GuiScreenParts *p, const char *id, GuiIntent *out);
bool gui_puzzle_screen_key(const GuiScreenParts *p, SDL_Keycode key, Uint16 mod, GuiIntent *out);
/* Judges the player's move once its bead has landed and plays the defence or the
 * refutation; plays the solution out. */
void gui_puzzle_screen_update(const GuiScreenParts *p);
/* True while the board takes the player's move. */
bool gui_puzzle_screen_takes_moves(const GuiFlow *f, const GuiReferee *ref);
/* The status line on the puzzle screen; false on any other screen. */
bool gui_puzzle_screen_status(const GuiFlow *f, char *buf, size_t size);
/* Takes the panel's room from in (a column at the left, or a band at the top). */
void gui_puzzle_screen_place(GuiWindow *win, GuiFlow *f, GuiScreenInsets *in);
void gui_puzzle_screen_draw(GuiWindow *win, GuiFlow *f);

/* ---- result_panel.c */
/* The panel's text for a finished game: winner, the named line, moves, or the draw's reason. */
void gui_result_text(const GuiFlow *f, const GuiGameState *game, char *title, size_t title_size,
                     char *detail, size_t detail_size);
/* Places the panel for this frame and takes the edge it needs from `in` (the edges already
 * taken), so the 3D view fits beside or below it: a column at the view's left in wide
 * windows, a band at its top in tall ones, and over the board only where neither leaves
 * the board room (small windows). Does nothing while the panel is not shown. */
void gui_result_panel_place(GuiWindow *win, GuiFlow *f, const GuiFeedback *fx,
                            const GuiGameState *game, GuiScreenInsets *in);
/* Draws the panel where it was placed, registering its buttons; true while it is still
 * fading in (the frames must keep coming until it is whole). */
bool gui_result_panel_draw(GuiWindow *win, GuiFlow *f, const GuiFeedback *fx,
                           const GuiGameState *game, const GuiNet *net);
bool gui_result_panel_key(const GuiScreenParts *p, SDL_Keycode key, GuiIntent *out);
/* A button of the panel, clicked or chosen with Enter (the same way for both: a joining
 * window's Play again asks the host, net.h). */
bool gui_result_panel_choose(const GuiScreenParts *p, const char *id, GuiIntent *out);
/* True while the result panel is up. */
bool gui_result_panel_shown(const GuiFlow *f, const GuiFeedback *fx);
/* The panel fades in over this long as the view makes room for it (gui_fade_in). */
enum { GUI_RESULT_FADE_MS = 200 };

/* ---- report_screen.c: the game report, its progress and its evaluation graph */
/* A report can be made of the live game: over, played here from the empty board. */
bool gui_report_available(const GuiGameState *game);
/* Opens the report of the live game (its job started, or kept when it is this game's) from
 * the result or Review; false with a note saying why there is none. */
bool gui_report_open(GuiFlow *f, const GuiGameState *game, const GuiOptions *opts);
/* Per frame: the job's progress copied; the job stopped once the live game is another. */
void gui_report_follow(GuiFlow *f, const GuiGameState *game);
/* Stops the job for good (the window closes). */
void gui_report_close(GuiFlow *f);
bool gui_report_key(const GuiScreenParts *p, SDL_Keycode key, GuiIntent *out);
bool gui_report_click(const GuiScreenParts *p, const char *id, GuiIntent *out);
void gui_report_update(const GuiScreenParts *p);
void gui_report_draw(GuiWindow *win, GuiFlow *f, const GuiGameState *game);
/* Review's way to the report: a button at the 3D view's bottom right (when a report can be
 * made). */
void gui_report_entry_draw(GuiWindow *win, GuiFlow *f, const GuiViewState *view,
                           const GuiGameState *game);

/* ---- help_panel.c: the rules and every key, on as many pages as the window needs */
/* Draws page f->help_page (1-based) of the help (the rules of the game's shape, and the
 * keys, G for U in a game with a friend). */
void gui_help_draw(GuiWindow *win, const GuiFlow *f, const GuiGameState *game, const GuiNet *net);
/* The page H turns to from f->help_page: 1 from closed, the next, 0 (closed) after the last. */
int gui_help_next_page(GuiWindow *win, const GuiFlow *f, const GuiGameState *game,
                       const GuiNet *net);

/* ---- board_marks.c: the hint and the threats, drawn over the board */
/* Asks for a hint for the shown position (again: every peg's value; a third time: off). */
void gui_hint_ask(GuiFlow *f, const GuiGameState *state, const GuiOptions *opts);
/* The hint's banner under the player cards and its labels over the pegs. */
void gui_hints_draw(GuiWindow *win, GuiFlow *f, const GuiViewState *view, const GuiGameState *game,
                    const GuiOptions *opts, const GuiNet *net);
/* The move warning (W): per frame, analyses the person's position quietly while it is on. */
void gui_warn_follow(GuiFlow *f, const GuiReferee *ref, const GuiOptions *opts);
/* True (and the question asked) when playing peg would throw away the proved win or draw
 * the analysis found for the live position. */
bool gui_warn_before(GuiFlow *f, const GuiGameState *game, int peg);
/* The threats' squares in an upright grid's cells, and their legend. */
void gui_threats_draw(GuiWindow *win, const GuiFlow *f, const GuiViewState *view,
                      const GuiGameState *game);
/* What the 3D scene marks itself for the shown game: the hint's landing cell and (when
 * shown) the threats, on their pegs. */
void gui_marks_scene(const GuiOptions *opts, const GuiFlow *f, const GuiGameState *state,
                     const S4Game *game, GuiSceneState *scene);
/* The 3D view's matrix for the window's drawable size and the view's insets. */
void gui_view_proj(const GuiWindow *win, const GuiViewState *view, const GuiLayout *layout,
                   mat4 view_proj);
/* The colour-blind palette is chosen: --colour-blind or the settings' palette. */
bool gui_colour_blind(const GuiOptions *opts, const GuiFlow *f);

/* ---- game_panels.c: move list, confirmation, saving */
/* The move list panel: a column at the left edge between the title line and the status
 * bar; in a portrait window (taller than wide) a strip of GUI_MOVE_LIST_ROWS lines across
 * the whole width above the status bar, its lines in as many columns as fit, so the board
 * keeps the window's width. Rectangles in drawable pixels. */
enum { GUI_MOVE_LIST_ROWS = 4 };
bool gui_move_list_across(const GuiWindow *win);
GuiRect gui_move_list_rect(const GuiWindow *win);
/* Draws the move list (K) and registers its lines as buttons ("move:K"). */
void gui_move_list_draw(GuiWindow *win, GuiFlow *f, const GuiGameState *game);
/* A click on the move list's line "move:K": review (or a replay) goes to move K. */
bool gui_move_list_choose(GuiFlow *f, GuiGameState *game, const char *id);
/* Draws the confirmation f->dialog asks, with its Yes and No buttons. */
void gui_confirm_draw(GuiWindow *win, GuiFlow *f, const GuiGameState *game, const GuiNet *net);
/* Saves the game to $XDG_DATA_HOME/score4/ (the record format); notes where. */
bool gui_save_game(GuiFlow *f, const GuiGameState *state);

/* ---- games_list.c: the list of saved and kept games (Ctrl+O), in the modal slot */
/* Reads the data directory's games (game_list.h) and opens the list over the screen, the
 * newest chosen; false with a note when the directory cannot be read. */
bool gui_games_open(GuiFlow *f);
/* Closes it and frees the games. */
void gui_games_close(GuiFlow *f);
/* Its keys (all taken): Up/Down/PageUp/PageDown/Home/End choose, Enter opens, Esc closes.
 * Opening leaves the intent: GUI_INTENT_OPEN_FILE (f->open_path) or GUI_INTENT_RESUME. */
bool gui_games_key(GuiFlow *f, SDL_Keycode key, Uint16 mod, GuiIntent *out);
/* A click on its rows and buttons ("games:row:N", "games:open", "games:close",
 * "games:newer", "games:older"); off them, nothing. */
void gui_games_click(GuiFlow *f, const char *id, GuiIntent *out);
/* The wheel: the rows shown move by `rows` (positive: towards older games). */
void gui_games_scroll(GuiFlow *f, int rows);
/* Draws the list and registers its rows and buttons. */
void gui_games_draw(GuiWindow *win, GuiFlow *f);

#endif
