/* game_panels.c: the panels a player can open during a game: the move list, confirmations,
 * and saving or opening a game file (the help is help_panel.c's; the marks over the board,
 * hints and threats, are board_marks.c's). */
#include "gui/screens/screens.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "core/atomic_file.h"
#include "core/line_name.h"
#include "gui/model/data_dir.h"
#include "gui/model/hint_words.h"
#include "gui/model/net.h"
#include "core/record_file.h"

static const float HIGHLIGHT[4] = {0.85f, 0.62f, 0.20f, 0.45f};

/* ================================================================ move list */

bool gui_move_list_choose(GuiFlow *f, GuiGameState *game, const char *id)
{
    int k = atoi(id + 5);
    if (game->setup.mode == GUI_MODE_REPLAY) {
        gui_game_replay_to(game, k);
        return true;
    }
    gui_flow_review(f, &game->setup, &game->ref, k >= game->ref.game.move_count ? -1 : k);
    return true;
}

bool gui_move_list_across(const GuiWindow *win)
{
    return win->draw_h > win->draw_w;
}

/* Heights at scale s: the title "Moves (K)" above the lines, and the padding around. */
static float list_head(float s) { return 10 * s + 28 * s; }

GuiRect gui_move_list_rect(const GuiWindow *win)
{
    float s = win->text.scale;
    float top = gui_screen_top_bar(s), bottom = (float)win->draw_h - gui_screen_bottom_bar(s);
    if (!gui_move_list_across(win))
        return (GuiRect){0, top, GUI_MOVE_LIST_WIDTH * s, bottom - top};
    int line_h = TTF_FontLineSkip(win->text.fonts[GUI_FONT_MONO]);
    float h = list_head(s) + (float)(GUI_MOVE_LIST_ROWS * line_h) + 10 * s;
    return (GuiRect){0, bottom - h, (float)win->draw_w, h};
}

/* One column of the list: its line numbers, White's moves and Black's, as three strings
 * (few, long strings keep the text cache small). */
typedef struct ListColumn {
    char numbers[2048], whites[2048], blacks[2048];
    size_t ln, lw, lb;
} ListColumn;

enum { LIST_MAX_COLUMNS = 8 };

void gui_move_list_draw(GuiWindow *win, GuiFlow *f, const GuiGameState *game)
{
    if (!f->move_list)
        return;
    GuiRenderer *r = &win->renderer;
    GuiText *t = &win->text;
    float s = t->scale, pad = 10 * s;
    /* The game's moves; a replay's whole record (its board holds only the moves up to the
     * one shown), so every move of it can be seen and clicked. */
    const S4Game *live = &game->ref.game;
    const int *moves = live->moves;
    int count = live->move_count;
    int shown = f->review >= 0 ? f->review : count;
    if (game->setup.mode == GUI_MODE_REPLAY) {
        moves = game->record.moves;
        count = game->record.move_count;
        shown = game->replay_index;
    }
    int line_h = TTF_FontLineSkip(t->fonts[GUI_FONT_MONO]);
    GuiRect box = gui_move_list_rect(win);
    gui_widget_panel(r, box, s);
    gui_text_draw(t, r, GUI_FONT_BOLD, "Moves (K)", box.x + pad, box.y + pad, GUI_ALIGN_LEFT,
                  GUI_UI_TEXT, NULL, NULL);
    float y0 = box.y + list_head(s);
    /* A line is one move, one bead: "12. C3", numbered as review and the result panel
     * count (1..64 in Score Four), the name in its side's colour; a column of lines is
     * `pitch` wide, and a strip across the window holds as many columns as its width allows. */
    float col_w = 52 * s, at[3] = {0, 44 * s, 44 * s};
    float pitch = at[1] + col_w + 2 * pad;
    int rows = (int)((box.y + box.h - y0 - pad) / (float)line_h);
    rows = rows < 1 ? 1 : rows;
    int columns = gui_move_list_across(win) ? (int)((box.w - pad) / pitch) : 1;
    columns = columns < 1 ? 1 : columns > LIST_MAX_COLUMNS ? LIST_MAX_COLUMNS : columns;
    int fit = rows * columns;
    /* Lines: 0 is the start, then one a move; the one shown is kept in view. */
    int total = 1 + count;
    int first = 0;
    if (total > fit) {
        first = shown - fit / 2;
        first = first < 0 ? 0 : first > total - fit ? total - fit : first;
    }
    ListColumn cols[LIST_MAX_COLUMNS];
    memset(cols, 0, sizeof cols);
    for (int line = first; line < total && line < first + fit; line++) {
        int k = line - first;
        ListColumn *c = &cols[k / rows];
        float x = box.x + pad + (float)(k / rows) * pitch;
        float y = y0 + (float)(k % rows) * (float)line_h;
        GuiRect cell = {x + at[1] - 3 * s, y, col_w + 6 * s, (float)line_h};
        char id[GUI_HIT_ID];
        snprintf(id, sizeof id, "move:%d", line);
        if (line == shown)
            gui_renderer_rect(r, cell.x, cell.y, cell.w, cell.h, HIGHLIGHT);
        gui_hits_add(&f->hits, cell, id);
        if (line == 0) {
            c->ln += (size_t)snprintf(c->numbers + c->ln, sizeof c->numbers - c->ln, "0.");
            c->lw += (size_t)snprintf(c->whites + c->lw, sizeof c->whites - c->lw, "start");
        } else {
            char name[S4_MOVE_NAME] = "";
            s4_move_name(&game->geo, moves[line - 1], name);
            S4Colour first_side =
                game->setup.mode == GUI_MODE_REPLAY ? S4_WHITE : live->first_to_move;
            bool white = ((line - 1) % 2 == 0) == (first_side == S4_WHITE);
            c->ln += (size_t)snprintf(c->numbers + c->ln, sizeof c->numbers - c->ln, "%d.", line);
            c->lw += (size_t)snprintf(c->whites + c->lw, sizeof c->whites - c->lw, "%s",
                                      white ? name : "");
            c->lb += (size_t)snprintf(c->blacks + c->lb, sizeof c->blacks - c->lb, "%s",
                                      white ? "" : name);
        }
        /* the next line, if shown in this column, starts on a new text line */
        if (line + 1 < total && line + 1 < first + fit && (k + 1) % rows != 0) {
            c->ln += (size_t)snprintf(c->numbers + c->ln, sizeof c->numbers - c->ln, "\n");
            c->lw += (size_t)snprintf(c->whites + c->lw, sizeof c->whites - c->lw, "\n");
            c->lb += (size_t)snprintf(c->blacks + c->lb, sizeof c->blacks - c->lb, "\n");
        }
    }
    for (int i = 0; i < columns && cols[i].ln > 0; i++) {
        float x = box.x + pad + (float)i * pitch;
        gui_text_draw(t, r, GUI_FONT_MONO, cols[i].numbers, x + at[0], y0, GUI_ALIGN_LEFT,
                      GUI_UI_DIM, NULL, NULL);
        gui_text_draw(t, r, GUI_FONT_MONO, cols[i].whites, x + at[1], y0, GUI_ALIGN_LEFT,
                      GUI_UI_WHITE_SIDE, NULL, NULL);
        gui_text_draw(t, r, GUI_FONT_MONO, cols[i].blacks, x + at[2], y0, GUI_ALIGN_LEFT,
                      GUI_UI_BLACK_SIDE, NULL, NULL);
    }
}

/* ================================================================ confirmations */

void gui_confirm_draw(GuiWindow *win, GuiFlow *f, const GuiGameState *game, const GuiNet *net)
{
    GuiRenderer *r = &win->renderer;
    GuiText *t = &win->text;
    float s = t->scale, pad = 20 * s;
    char question[300], kept_by[200];
    /* A game with a friend is not the start screen's to resume: it is kept by the host. */
    bool with_friend = gui_net_leave_words(net, kept_by, sizeof kept_by);
    if (with_friend && f->dialog == GUI_DIALOG_LEAVE)
        snprintf(question, sizeof question, "Leave the game with your friend for the start screen? %s",
                 kept_by);
    else if (with_friend && f->dialog == GUI_DIALOG_QUIT)
        snprintf(question, sizeof question, "Quit Score Four? %s", kept_by);
    else if (with_friend && f->dialog == GUI_DIALOG_OPEN)
        snprintf(question, sizeof question, "Open a saved game instead of this one? %s",
                 kept_by);
    else if (f->dialog == GUI_DIALOG_LEAVE)
        snprintf(question, sizeof question,
                 "Leave this game for the start screen? It is kept: Resume there brings it back.");
    else if (f->dialog == GUI_DIALOG_QUIT)
        snprintf(question, sizeof question,
                 "Quit Score Four? The game is kept: Resume on the start screen brings it back.");
    else if (f->dialog == GUI_DIALOG_UNSAFE) {
        char peg[S4_MOVE_NAME], best[S4_MOVE_NAME], now[64], kept[64];
        const GuiHints *h = &f->hints;
        s4_move_name(&game->geo, f->unsafe_peg, peg);
        s4_move_name(&game->geo, h->best, best);
        gui_hint_words(&game->geo, h->values[f->unsafe_peg], h->values[h->best], false, now,
                       sizeof now);
        gui_hint_words(&game->geo, h->values[h->best], h->values[h->best], false, kept,
                       sizeof kept);
        snprintf(question, sizeof question, "Play %s? It %s, while %s %s.", peg, now, best, kept);
    } else if (f->dialog == GUI_DIALOG_REMATCH)
        snprintf(question, sizeof question,
                 "Your friend offers a rematch: a new game with the same sides. Declining keeps "
                 "this result (Review, Save).");
    else if (f->dialog == GUI_DIALOG_NEW)
        snprintf(question, sizeof question,
                 "Start a new game? This one ends here and is not kept.");
    else if (f->dialog == GUI_DIALOG_START)
        snprintf(question, sizeof question,
                 "Start a new game? It replaces the kept game (move %d) once a move is played: "
                 "Resume brings that one back instead.",
                 f->resume.move_count);
    else if (f->dialog == GUI_DIALOG_OPEN)
        snprintf(question, sizeof question,
                 "Open a saved or kept game instead of this one? This one is kept: Resume on "
                 "the start screen brings it back.");
    else
        snprintf(question, sizeof question,
                 "Play on from move %d? The %d later move%s will be dropped.", f->review,
                 game->ref.game.move_count - f->review,
                 game->ref.game.move_count - f->review == 1 ? "" : "s");
    float width = (float)win->draw_w - 24 * s;
    if (width > 520 * s)
        width = 520 * s;
    float inner = width - 2 * pad, bh = 40 * s, bw = (inner - 12 * s) * 0.5f;
    float qh = gui_widget_wrapped(NULL, t, GUI_FONT_SANS, question, 0, 0, inner, GUI_ALIGN_LEFT, GUI_UI_TEXT);
    float height = pad + qh + 16 * s + bh + pad;
    float x = ((float)win->draw_w - width) * 0.5f, y = ((float)win->draw_h - height) * 0.5f;
    gui_widget_veil(r, win->draw_w, win->draw_h);
    gui_widget_panel(r, (GuiRect){x, y, width, height}, s);
    gui_widget_wrapped(r, t, GUI_FONT_SANS, question, x + pad, y + pad, inner, GUI_ALIGN_LEFT, GUI_UI_TEXT);
    float by = y + pad + qh + 16 * s;
    /* The focus (what Enter answers) starts on "No", the choice that loses nothing. */
    bool offer = f->dialog == GUI_DIALOG_REMATCH;
    gui_widget_button(r, t, &f->hits, (GuiRect){x + pad, by, bw, bh},
                      offer ? "Accept (Y)" : "Yes (Y)", GUI_LOOK_PLAIN, f->confirm_yes,
                      "confirm:yes");
    gui_widget_button(r, t, &f->hits, (GuiRect){x + pad + bw + 12 * s, by, bw, bh},
                      offer ? "Decline (N)" : "No (N)", GUI_LOOK_ACTION, !f->confirm_yes,
                      "confirm:no");
}

/* ================================================================ saving and opening */

bool gui_save_game(GuiFlow *f, const GuiGameState *state)
{
    const S4Game *game = &state->ref.game;
    char dir[GUI_SETTINGS_PATH], err[GUI_SETTINGS_PATH + 64];
    if (game->start.count != 0) {
        gui_flow_say(f, "Not saved: a game set up from a position has no record");
        return false;
    }
    if (!gui_data_dir(dir, sizeof dir, err, sizeof err)) {
        gui_flow_say(f, "Not saved: %s", err);
        return false;
    }
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    char path[GUI_SETTINGS_PATH + 64];
    snprintf(path, sizeof path, "%s/%s-%04d%02d%02d-%02d%02d%02d.txt", dir, state->geo.name,
             tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec);
    S4RecordOutcome outcome = game->result == S4_RESULT_WHITE_WINS   ? S4_OUTCOME_WHITE
                              : game->result == S4_RESULT_BLACK_WINS ? S4_OUTCOME_BLACK
                              : game->result == S4_RESULT_ONGOING    ? S4_OUTCOME_UNFINISHED
                                                                     : S4_OUTCOME_DRAW;
    char comment[S4_RECORD_MAX_COMMENT], strength[160]; /* both engines' when watched */
    gui_flow_strength(state, strength, sizeof strength);
    /* The sides by the game's names: "white: you, black: engine", "X: you, O: engine". */
    bool flat = s4_geometry_is_flat(&state->geo);
    const char *first = flat ? "X" : "white", *second = flat ? "O" : "black";
    const char *seat[2] = {"person", "person"};
    if (state->setup.mode == GUI_MODE_PVE) {
        seat[state->setup.human] = "you";
        seat[s4_other(state->setup.human)] = "engine";
    } else if (state->setup.mode == GUI_MODE_EVE) {
        seat[0] = seat[1] = "engine";
    }
    int n = snprintf(comment, sizeof comment, "%s: %s, %s: %s%s%s", first, seat[S4_WHITE], second,
                     seat[S4_BLACK], strength[0] ? "; " : "", strength);
    if (f->hints_asked > 0 && n > 0 && (size_t)n < sizeof comment)
        snprintf(comment + n, sizeof comment - (size_t)n, "; hints asked at move %s", f->hint_moves);
    char line[S4_RECORD_MAX_LINE + 64];
    s4_record_format(game, outcome, comment, line, sizeof line);
    /* The same record saved again (the Save button after Ctrl+S) is not a second file. */
    unsigned long long digest = 14695981039346656037ull;
    for (const char *p = line; *p != '\0'; p++)
        digest = (digest ^ (unsigned char)*p) * 1099511628211ull; /* FNV-1a */
    if (f->saved_path[0] != '\0' && digest == f->saved_digest) {
        gui_flow_say(f, "Already saved to %s", f->saved_path);
        return true;
    }
    /* Whole or not at all (a full disk leaves no half file), and never over another save:
     * a second save in the same second gets "-2" before ".txt" (s4_atomic_commit_new). */
    S4AtomicFile out;
    S4Status st = s4_atomic_open(&out, path);
    if (st == S4_OK && fputs(line, out.file) < 0)
        st = S4_ERR_SYSTEM; /* the commit finds the stream's error and says why */
    if (out.file != NULL)
        st = s4_atomic_commit_new(&out);
    if (st != S4_OK) {
        char why[GUI_SETTINGS_PATH + 128];
        s4_atomic_describe(&out, st, why, sizeof why);
        gui_flow_say(f, "Not saved: %s", why);
        return false;
    }
    snprintf(path, sizeof path, "%.*s", (int)sizeof path - 1, out.path);
    f->saved_digest = digest;
    snprintf(f->saved_path, sizeof f->saved_path, "%s", path);
    printf("saved: %s\n", path);
    fflush(stdout);
    gui_flow_say(f, "Saved to %s (Ctrl+O or score4 --replay opens it)", path);
    return true;
}
