/* result_panel.c: the end of a game: who won with which line, or why it is drawn, and
 * what to do next (play again, swap sides, change settings, review, save). */
#include "gui/screens/screens.h"

#include "gui/screens/door.h"

#include <stdio.h>
#include <string.h>

#include "core/line_name.h"
#include "gui/model/difficulty.h"
#include "gui/model/net.h"
#include "gui/screens/net_screen.h"

typedef struct ResultButton {
    const char *id, *title;
} ResultButton;

static const ResultButton BUTTONS[] = {
    {"result:play-again", "Play again"}, {"result:swap", "Swap sides"},
    {"result:settings", "Change settings"}, {"result:review", "Review"},
    {"result:save", "Save game"}, {"result:report", "Report"},
};
enum { BUTTON_COUNT = sizeof BUTTONS / sizeof BUTTONS[0] };

bool gui_result_panel_shown(const GuiFlow *f, const GuiFeedback *fx)
{
    /* The result screen: a game that ended by a move (a position set up already finished,
     * --position, is a picture to look at, not the end of a game played here). A review
     * hides the panel while it lasts; however it ends (Esc, the move list's last move), the
     * panel is back. It waits for the last bead to land, as the winning bar does. */
    return f->screen == GUI_SCREEN_RESULT && !fx->drop.active;
}

/* Two engines watched that play at different difficulties: a swap gives each the other's. */
static bool engines_differ(const GuiGameSetup *setup)
{
    GuiGameSetup swapped = *setup;
    return gui_game_setup_swap_engines(&swapped);
}

/* The host of a game with a friend: a swap gives each player the other seat (the joining
 * window takes the side the host tells it, so its own button is off). */
static bool hosting(const GuiNet *net)
{
    return net->role == GUI_NET_HOST;
}

/* Swapping sides means something against the engine, between two engines that differ, or
 * for the host of a game with a friend. */
static bool button_enabled(const GuiGameSetup *setup, const GuiNet *net, int i)
{
    return strcmp(BUTTONS[i].id, "result:swap") != 0 || setup->mode == GUI_MODE_PVE ||
           engines_differ(setup) || hosting(net);
}

/* The ended game's own words: who won with which line, or why it is drawn. */
static void outcome_text(const GuiGameState *game, char *title, size_t title_size, char *detail,
                         size_t detail_size)
{
    const S4Game *g = &game->ref.game;
    int moves = g->move_count;
    const char *plural = moves == 1 ? "" : "s";
    if (g->result == S4_RESULT_WHITE_WINS || g->result == S4_RESULT_BLACK_WINS) {
        S4Colour winner = g->result == S4_RESULT_WHITE_WINS ? S4_WHITE : S4_BLACK;
        const char *name = s4_side_name(&game->geo, winner); /* "White", or "X" in Connect */
        if (game->setup.mode == GUI_MODE_PVE)
            snprintf(title, title_size, "%s",
                     winner == game->setup.human ? "You win!" : "The engine wins");
        else
            snprintf(title, title_size, "%s wins", name);
        char line[S4_LINE_TEXT];
        s4_line_describe(&game->geo, g->win_line, line, sizeof line);
        /* A move is one bead, counted for both sides (review, the move list and
         * score4-match count the same way). */
        snprintf(detail, detail_size, "%s's line: %s.\n%s won with move %d.", name,
                 line, name, moves);
        return;
    }
    snprintf(title, title_size, "Draw");
    if (g->result == S4_RESULT_DRAW_FULL)
        snprintf(detail, detail_size, "The board is full and nobody made a line (%d move%s).",
                 moves, plural);
    else
        snprintf(detail, detail_size,
                 "Every line holds beads of both sides: nobody can make one any more (after %d move%s).",
                 moves, plural);
}

void gui_result_text(const GuiFlow *f, const GuiGameState *game, char *title, size_t title_size,
                     char *detail, size_t detail_size)
{
    outcome_text(game, title, title_size, detail, detail_size);
    /* Then how the series stands, from its second game on. */
    bool vs_engine = game->setup.mode == GUI_MODE_PVE;
    int level = game->setup.difficulty;
    const char *difficulty = vs_engine && level >= 0 && level < gui_difficulty_count()
                                 ? gui_difficulty(level)->name
                                 : NULL;
    char series[160];
    gui_series_score_text(&f->score, vs_engine, difficulty, s4_side_name(&game->geo, S4_WHITE),
                           s4_side_name(&game->geo, S4_BLACK), series, sizeof series);
    size_t len = strlen(detail);
    if (series[0] != '\0' && len + 1 < detail_size)
        snprintf(detail + len, detail_size - len, "\n%s", series);
}

bool gui_result_panel_choose(const GuiScreenParts *p, const char *id, GuiIntent *out)
{
    GuiFlow *f = p->flow;
    GuiGameState *game = p->game;
    const GuiOptions *opts = p->opts;
    if (gui_net_result_choice(p->net, f, id))
        return true; /* a joining window asks the host instead */
    if (strcmp(id, "result:play-again") == 0) {
        gui_door_open(f, &game->ref, p->net, GUI_EXIT_NEW, out);
    } else if (strcmp(id, "result:swap") == 0 &&
               (game->setup.mode == GUI_MODE_PVE || hosting(p->net))) {
        out->kind = GUI_INTENT_SWAP_SIDES; /* the game is set up again, the person's side swapped */
    } else if (strcmp(id, "result:swap") == 0 && gui_game_setup_swap_engines(&game->setup)) {
        f->settings.difficulty = game->setup.difficulty; /* kept for the next Start too */
        f->settings.black_engine = game->setup.black_difficulty;
        gui_flow_new_game(f, game, opts);
    } else if (strcmp(id, "result:settings") == 0) {
        out->kind = GUI_INTENT_TO_START;
    } else if (strcmp(id, "result:review") == 0) {
        gui_flow_review(f, &game->setup, &game->ref, game->ref.game.move_count);
    } else if (strcmp(id, "result:save") == 0) {
        gui_save_game(f, game);
    } else if (strcmp(id, "result:report") == 0) {
        gui_report_open(f, game, opts);
    } else {
        return false;
    }
    return true;
}

bool gui_result_panel_key(const GuiScreenParts *p, SDL_Keycode key, GuiIntent *out)
{
    GuiFlow *f = p->flow;
    switch (key) {
    case SDLK_LEFT:
    case SDLK_RIGHT: { /* not Tab: it shows the ASCII overlay, on every board screen */
        int step = key == SDLK_LEFT ? -1 : 1;
        do
            f->result_focus = (f->result_focus + step + BUTTON_COUNT) % BUTTON_COUNT;
        while (!button_enabled(&p->game->setup, p->net, f->result_focus));
        return true;
    }
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        return gui_result_panel_choose(p, BUTTONS[f->result_focus].id, out);
    default:
        return false;
    }
}

/* Sizes shared by placing and drawing, in drawable pixels. */
typedef struct ResultMetrics {
    float pad, gap, bh, s;
} ResultMetrics;

/* compact: smaller rows for small windows (the status bar names the line there). */
static ResultMetrics metrics(const GuiWindow *win, bool compact)
{
    float s = win->text.scale > 0.0f ? win->text.scale : 1.0f;
    if (compact)
        return (ResultMetrics){10 * s, 4 * s, 26 * s, s};
    return (ResultMetrics){16 * s, 6 * s, 34 * s, s};
}

/* The widest button title, in pixels. */
static float widest_button(const GuiWindow *win)
{
    int widest = 0;
    for (int i = 0; i < BUTTON_COUNT; i++) {
        int w = 0, h = 0;
        TTF_SizeUTF8(win->text.fonts[GUI_FONT_BOLD], BUTTONS[i].title, &w, &h);
        widest = w > widest ? w : widest;
    }
    return (float)widest;
}

/* Buttons per row that a panel of this width allows (at most three). */
static int columns_for(const GuiWindow *win, float width, bool compact)
{
    ResultMetrics m = metrics(win, compact);
    float inner = width - 2 * m.pad, need = widest_button(win) + (compact ? 16 : 24) * m.s;
    int cols = 3;
    while (cols > 1 && (inner - (float)(cols - 1) * m.gap) / (float)cols < need)
        cols--;
    return cols;
}

/* Height of the detail text at this width (none in the compact panel). */
static float detail_height(GuiWindow *win, const GuiFlow *f, const GuiGameState *game,
                           float width, bool compact)
{
    if (compact)
        return 0.0f;
    char title[64], detail[512];
    gui_result_text(f, game, title, sizeof title, detail, sizeof detail);
    return gui_widget_wrapped(NULL, &win->text, GUI_FONT_SANS, detail, 0, 0, width,
                              GUI_ALIGN_LEFT, GUI_UI_TEXT) +
           12 * metrics(win, compact).s;
}

/* Height of a panel of this width with cols buttons per row. */
static float panel_height(GuiWindow *win, const GuiFlow *f, const GuiGameState *game,
                          float width, int cols, bool compact)
{
    ResultMetrics m = metrics(win, compact);
    int rows = (BUTTON_COUNT + cols - 1) / cols;
    int title_h = TTF_FontLineSkip(win->text.fonts[GUI_FONT_LABEL]);
    return m.pad + (float)title_h + 4 * m.s + detail_height(win, f, game, width - 2 * m.pad, compact) +
           (float)rows * (m.bh + m.gap) - m.gap + m.pad;
}

void gui_result_panel_place(GuiWindow *win, GuiFlow *f, const GuiFeedback *fx,
                            const GuiGameState *game, GuiScreenInsets *in)
{
    f->result_rect = (GuiRect){0, 0, 0, 0};
    if (!gui_result_panel_shown(f, fx) || win->text.fonts[GUI_FONT_BOLD] == NULL ||
        win->text.fonts[GUI_FONT_LABEL] == NULL) {
        f->result_since_ms = 0.0;
        return;
    }
    if (f->result_since_ms == 0.0)
        f->result_since_ms = s4_clock_ms();
    ResultMetrics m = metrics(win, false);
    float margin = 12 * m.s;
    float view_w = (float)win->draw_w - in->left - in->right;
    float view_h = (float)win->draw_h - in->top - in->bottom;
    /* A column of buttons at the view's left, when the board keeps a view at least three
     * quarters as wide as high beside it (the board at its usual pitch is wider than high). */
    float col_w = widest_button(win) + 24 * m.s + 2 * m.pad;
    if (col_w < 240 * m.s)
        col_w = 240 * m.s;
    float col_h = panel_height(win, f, game, col_w, 1, false);
    f->result_cols = 1;
    f->result_compact = false;
    if (col_h <= view_h - 2 * margin && view_w - col_w - margin >= view_h * 0.75f) {
        f->result_rect = (GuiRect){in->left + margin, in->top + margin, col_w, col_h};
        in->left += col_w + margin;
        return;
    }
    /* A band at the view's top, when the board keeps a view at least 0.6 as high as wide
     * below it (portrait windows have height to spare). */
    float band_w = view_w - 2 * margin;
    if (band_w > 600 * m.s)
        band_w = 600 * m.s;
    int cols = columns_for(win, band_w, false);
    float band_h = panel_height(win, f, game, band_w, cols, false);
    float band_x = in->left + (view_w - band_w) * 0.5f;
    if (view_h - band_h - margin >= view_w * 0.6f) {
        f->result_rect = (GuiRect){band_x, in->top + margin * 0.5f, band_w, band_h};
        f->result_cols = cols;
        in->top += band_h + margin;
        return;
    }
    /* A small window: the compact column (title and buttons; the status bar names the
     * line) when it fits beside the board. */
    ResultMetrics c = metrics(win, true);
    float small_w = widest_button(win) + 16 * c.s + 2 * c.pad;
    float small_h = panel_height(win, f, game, small_w, 1, true);
    if (small_h <= view_h - margin && view_w - small_w - margin >= view_h * 0.75f) {
        f->result_rect = (GuiRect){in->left + margin * 0.5f, in->top + margin * 0.5f, small_w,
                                   small_h};
        f->result_compact = true;
        in->left += small_w + margin;
        return;
    }
    /* A small portrait window (a phone's, or one with the layers strip): the compact band,
     * its buttons side by side, when the board keeps a view at least half as high as wide. */
    int small_cols = columns_for(win, band_w, true);
    float small_band_h = panel_height(win, f, game, band_w, small_cols, true);
    if (view_h - small_band_h - margin >= view_w * 0.5f) {
        f->result_rect = (GuiRect){band_x, in->top + margin * 0.5f, band_w, small_band_h};
        f->result_cols = small_cols;
        f->result_compact = true;
        in->top += small_band_h + margin;
        return;
    }
    /* A small window: over the board, high up (beads gather low on the pegs) but inside
     * the window. */
    float y = in->top + margin * 0.5f;
    if (y + band_h > (float)win->draw_h)
        y = (float)win->draw_h - band_h > 0 ? (float)win->draw_h - band_h : 0;
    f->result_rect = (GuiRect){band_x, y, band_w, band_h};
    f->result_cols = cols;
}

bool gui_result_panel_draw(GuiWindow *win, GuiFlow *f, const GuiFeedback *fx,
                           const GuiGameState *game, const GuiNet *net)
{
    GuiRenderer *r = &win->renderer;
    GuiText *t = &win->text;
    if (f->result_rect.w <= 0.0f)
        return false;
    ResultMetrics m = metrics(win, f->result_compact);
    float s = m.s, pad = m.pad, gap = m.gap, bh = m.bh;
    float x = f->result_rect.x, y = f->result_rect.y, width = f->result_rect.w;
    float inner = width - 2 * pad;
    int cols = f->result_cols > 0 ? f->result_cols : 1;
    float bw = (inner - (float)(cols - 1) * gap) / (float)cols;
    char title[64], detail[512];
    gui_result_text(f, game, title, sizeof title, detail, sizeof detail);
    int title_h = TTF_FontLineSkip(t->fonts[GUI_FONT_LABEL]);
    /* Fading in: the frames keep coming until it is whole (nothing else may change). */
    r->ui_fade =
        gui_fade_in(s4_clock_ms() - f->result_since_ms, GUI_RESULT_FADE_MS, fx->animate);
    bool fading = r->ui_fade < 1.0f;
    gui_widget_panel(r, f->result_rect, s);
    float cy = y + pad;
    gui_text_draw(t, r, GUI_FONT_LABEL, title, x + pad, cy, GUI_ALIGN_LEFT, GUI_UI_ACCENT, NULL, NULL);
    cy += (float)title_h + 4 * s;
    if (!f->result_compact)
        cy += gui_widget_wrapped(r, t, GUI_FONT_SANS, detail, x + pad, cy, inner, GUI_ALIGN_LEFT,
                                 GUI_UI_TEXT) +
              12 * s;
    for (int i = 0; i < BUTTON_COUNT; i++) {
        GuiRect rect = {x + pad + (float)(i % cols) * (bw + gap), cy + (float)(i / cols) * (bh + gap),
                        bw, bh};
        GuiLook look = !button_enabled(&game->setup, net, i) ? GUI_LOOK_DISABLED
                       : i == 0                ? GUI_LOOK_ACTION
                                               : GUI_LOOK_PLAIN;
        gui_widget_button(r, t, &f->hits, rect, BUTTONS[i].title, look, f->result_focus == i,
                          BUTTONS[i].id);
    }
    r->ui_fade = 1.0f;
    return fading;
}
