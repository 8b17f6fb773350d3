/* result_panel.c: the end of a game: who won with which line, or why it is drawn, and
 * what to do next (play again, swap sides, change settings, review, save). */
#include "gui/screens.h"

#include <stdio.h>
#include <string.h>

#include "core/line_name.h"

typedef struct ResultButton {
    const char *id, *title;
} ResultButton;

static const ResultButton BUTTONS[] = {
    {"result:play-again", "Play again"}, {"result:swap", "Swap sides"},
    {"result:settings", "Change settings"}, {"result:review", "Review"},
    {"result:save", "Save game"},
};
enum { BUTTON_COUNT = sizeof BUTTONS / sizeof BUTTONS[0] };

bool gui_result_panel_shown(const App *app)
{
    const GuiFlow *f = &app->flow;
    /* A game that ended by a move: a position set up already finished (--position) is a
     * picture to look at, not the end of a game played here. */
    return f->screen == GUI_SCREEN_GAME && app->opts.mode != GUI_MODE_REPLAY && !f->result_closed &&
           f->review < 0 && s4_game_over(&app->ref.game) && app->ref.game.move_count > 0;
}

/* Swapping sides means something only against the engine. */
static bool button_enabled(const App *app, int i)
{
    return strcmp(BUTTONS[i].id, "result:swap") != 0 || app->opts.mode == GUI_MODE_PVE;
}

void gui_result_text(const App *app, char *title, size_t title_size, char *detail,
                     size_t detail_size)
{
    const S4Game *g = &app->ref.game;
    int moves = g->move_count;
    const char *plural = moves == 1 ? "" : "s";
    if (g->result == S4_RESULT_WHITE_WINS || g->result == S4_RESULT_BLACK_WINS) {
        S4Colour winner = g->result == S4_RESULT_WHITE_WINS ? S4_WHITE : S4_BLACK;
        const char *name = winner == S4_WHITE ? "White" : "Black";
        if (app->opts.mode == GUI_MODE_PVE)
            snprintf(title, title_size, "%s", winner == app->opts.human ? "You win!" : "The engine wins");
        else
            snprintf(title, title_size, "%s wins", name);
        char line[S4_LINE_TEXT];
        s4_line_describe(&app->geo, g->win_line, line, sizeof line);
        snprintf(detail, detail_size, "%s's line: %s.\n%s won in %d move%s.", name, line, name,
                 moves, plural);
        return;
    }
    snprintf(title, title_size, "Draw");
    if (g->result == S4_RESULT_DRAW_FULL)
        snprintf(detail, detail_size, "The board is full and nobody made a line (%d move%s).",
                 moves, plural);
    else
        snprintf(detail, detail_size,
                 "Every line holds both colours: nobody can make one any more (after %d move%s).",
                 moves, plural);
}

bool gui_result_panel_choose(App *app, const char *id)
{
    GuiFlow *f = &app->flow;
    if (strcmp(id, "result:play-again") == 0) {
        gui_flow_new_game(app);
    } else if (strcmp(id, "result:swap") == 0 && app->opts.mode == GUI_MODE_PVE) {
        app->opts.human = s4_other(app->opts.human);
        /* The settings keep a fixed side, so the swap is remembered too. */
        if (f->settings.side != GUI_SIDE_RANDOM)
            f->settings.side = app->opts.human == S4_WHITE ? GUI_SIDE_WHITE : GUI_SIDE_BLACK;
        if (gui_app_setup_game(app, true))
            gui_flow_new_game(app);
        else
            gui_flow_note(app, "%s", app->err);
    } else if (strcmp(id, "result:settings") == 0) {
        gui_flow_to_start(app);
    } else if (strcmp(id, "result:review") == 0) {
        f->result_closed = true;
        gui_flow_review(app, app->ref.game.move_count);
    } else if (strcmp(id, "result:save") == 0) {
        gui_save_game(app);
    } else {
        return false;
    }
    return true;
}

bool gui_result_panel_key(App *app, SDL_Keycode key)
{
    GuiFlow *f = &app->flow;
    switch (key) {
    case SDLK_LEFT:
    case SDLK_RIGHT:
    case SDLK_TAB: {
        int step = key == SDLK_LEFT ? -1 : 1;
        do
            f->result_focus = (f->result_focus + step + BUTTON_COUNT) % BUTTON_COUNT;
        while (!button_enabled(app, f->result_focus));
        return true;
    }
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        return gui_result_panel_choose(app, BUTTONS[f->result_focus].id);
    default:
        return false;
    }
}

void gui_result_panel_draw(App *app)
{
    GuiFlow *f = &app->flow;
    GuiRenderer *r = &app->renderer;
    GuiText *t = &app->text;
    float s = t->scale, pad = 16 * s, gap = 6 * s, bh = 34 * s;
    /* Centred in the room the move list leaves. */
    float room = (float)app->draw_w - app->move_list_width;
    float width = room - 24 * s;
    if (width > 600 * s)
        width = 600 * s;
    float inner = width - 2 * pad;
    char title[64], detail[512];
    gui_result_text(app, title, sizeof title, detail, sizeof detail);
    /* Buttons in as many columns as their titles allow. */
    int widest = 0;
    for (int i = 0; i < BUTTON_COUNT; i++) {
        int w = 0, h = 0;
        TTF_SizeUTF8(t->fonts[GUI_FONT_BOLD], BUTTONS[i].title, &w, &h);
        widest = w > widest ? w : widest;
    }
    int cols = 3;
    while (cols > 1 && (inner - (float)(cols - 1) * gap) / (float)cols < (float)widest + 24 * s)
        cols--;
    int rows = (BUTTON_COUNT + cols - 1) / cols;
    float bw = (inner - (float)(cols - 1) * gap) / (float)cols;
    int title_h = TTF_FontLineSkip(t->fonts[GUI_FONT_LABEL]);
    float detail_h = gui_widget_wrapped(NULL, t, GUI_FONT_SANS, detail, 0, 0, inner, GUI_ALIGN_LEFT,
                                        GUI_UI_TEXT);
    float height = pad + (float)title_h + 4 * s + detail_h + 12 * s + (float)rows * (bh + gap) - gap + pad;
    float x = app->move_list_width + (room - width) * 0.5f;
    /* High in the window: beads gather low on the pegs, so the winning line stays in sight. */
    float y = 40 * s;
    if (y + height > (float)app->draw_h)
        y = (float)app->draw_h - height > 0 ? (float)app->draw_h - height : 0;
    gui_widget_panel(r, (GuiRect){x, y, width, height}, s);
    float cy = y + pad;
    gui_text_draw(t, r, GUI_FONT_LABEL, title, x + pad, cy, GUI_ALIGN_LEFT, GUI_UI_ACCENT, NULL, NULL);
    cy += (float)title_h + 4 * s;
    cy += gui_widget_wrapped(r, t, GUI_FONT_SANS, detail, x + pad, cy, inner, GUI_ALIGN_LEFT,
                             GUI_UI_TEXT);
    cy += 12 * s;
    for (int i = 0; i < BUTTON_COUNT; i++) {
        GuiRect rect = {x + pad + (float)(i % cols) * (bw + gap), cy + (float)(i / cols) * (bh + gap),
                        bw, bh};
        GuiLook look = !button_enabled(app, i) ? GUI_LOOK_DISABLED
                       : i == 0                ? GUI_LOOK_ACTION
                                               : GUI_LOOK_PLAIN;
        gui_widget_button(r, t, &f->hits, rect, BUTTONS[i].title, look, f->result_focus == i,
                          BUTTONS[i].id);
    }
}
