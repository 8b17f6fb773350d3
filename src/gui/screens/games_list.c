/* games_list.c: the list of saved and kept games that Ctrl+O opens in the modal slot (its
 * data: model/game_list.h). The newest first, two lines a game (who and how it ended;
 * when, how many moves, which game); chosen with the arrows, the wheel or the mouse; a save
 * or a game with a friend opens to be stepped through, the kept game is resumed. A game
 * in progress was asked about before the list opened (the door, door.h): the list itself
 * replaces nothing until a game is opened, and Esc goes back to the screen under it. */
#include "gui/screens/screens.h"

#include <stdio.h>
#include <string.h>

#include "gui/draw/text_fit.h"
#include "gui/model/autosave.h"

/* ================================================================ state */

/* Keeps the chosen row in the list and the rows shown around it: top follows at. */
static void show_chosen(GuiGamesView *g)
{
    int n = g->list.count, rows = g->rows > 0 ? g->rows : 1;
    g->at = g->at < 0 ? 0 : g->at >= n ? n - 1 : g->at;
    if (g->at < 0)
        g->at = 0;
    if (g->at < g->top)
        g->top = g->at;
    if (g->at >= g->top + rows)
        g->top = g->at - rows + 1;
    int last_top = n - rows > 0 ? n - rows : 0;
    g->top = g->top < 0 ? 0 : g->top > last_top ? last_top : g->top;
}

bool gui_games_open(GuiFlow *f)
{
    if (f->modal != GUI_MODAL_NONE)
        gui_modal_close(f); /* the door's question, answered Yes */
    GuiGamesView *g = &f->games;
    gui_game_list_free(&g->list);
    char err[GUI_SETTINGS_PATH + 128];
    if (!gui_game_list_load(&g->list, err, sizeof err)) {
        gui_flow_say(f, "Nothing opened: %s", err);
        return false;
    }
    g->at = g->top = 0;
    g->rows = 1;
    g->message[0] = '\0';
    f->modal = GUI_MODAL_GAMES;
    return true;
}

void gui_games_close(GuiFlow *f)
{
    gui_game_list_free(&f->games.list);
    f->games.message[0] = '\0';
    if (f->modal == GUI_MODAL_GAMES)
        f->modal = GUI_MODAL_NONE;
}

/* Opens row i: a save or a friend's game to step through, the kept game to play on. A row
 * that cannot be opened says why in the list, which stays open. */
static void choose(GuiFlow *f, int i, GuiIntent *out)
{
    GuiGamesView *g = &f->games;
    if (i < 0 || i >= g->list.count)
        return;
    g->at = i;
    show_chosen(g);
    const GuiListedGame *game = &g->list.games[i];
    if (!game->readable) {
        snprintf(g->message, sizeof g->message, "%.100s does not read: %.120s", game->file,
                 game->why);
        return;
    }
    if (game->kind == GUI_LISTED_KEPT) {
        gui_autosave_load(&f->resume); /* read again: it may have changed since the list */
        if (!f->resume.available) {
            snprintf(g->message, sizeof g->message, "%.230s",
                     f->resume.note[0] ? f->resume.note : "The kept game is no longer there");
            return;
        }
        gui_games_close(f);
        out->kind = GUI_INTENT_RESUME;
        return;
    }
    if (!gui_game_list_path(&g->list, i, f->open_path, sizeof f->open_path)) {
        snprintf(g->message, sizeof g->message, "The file's path is too long to open");
        return;
    }
    gui_games_close(f);
    out->kind = GUI_INTENT_OPEN_FILE;
}

bool gui_games_key(GuiFlow *f, SDL_Keycode key, Uint16 mod, GuiIntent *out)
{
    GuiGamesView *g = &f->games;
    int page = g->rows > 1 ? g->rows - 1 : 1;
    switch (key) {
    case SDLK_ESCAPE: gui_games_close(f); return true;
    case SDLK_o:
        if (mod & KMOD_CTRL)
            gui_games_close(f); /* Ctrl+O again: as it opened */
        return true;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE: choose(f, g->at, out); return true;
    case SDLK_UP: g->at--; break;
    case SDLK_DOWN: g->at++; break;
    case SDLK_PAGEUP: g->at -= page; break;
    case SDLK_PAGEDOWN: g->at += page; break;
    case SDLK_HOME: g->at = 0; break;
    case SDLK_END: g->at = g->list.count - 1; break;
    default: return true; /* the list takes every key while it is open */
    }
    g->message[0] = '\0';
    show_chosen(g);
    return true;
}

void gui_games_scroll(GuiFlow *f, int rows)
{
    GuiGamesView *g = &f->games;
    int shown = g->rows > 0 ? g->rows : 1, n = g->list.count;
    int last_top = n - shown > 0 ? n - shown : 0;
    g->top += rows;
    g->top = g->top < 0 ? 0 : g->top > last_top ? last_top : g->top;
    /* The chosen row stays among those shown. */
    if (g->at < g->top)
        g->at = g->top;
    if (g->at >= g->top + shown)
        g->at = g->top + shown - 1;
}

void gui_games_click(GuiFlow *f, const char *id, GuiIntent *out)
{
    GuiGamesView *g = &f->games;
    int page = g->rows > 1 ? g->rows - 1 : 1;
    if (strncmp(id, "games:row:", 10) == 0) {
        int i = 0;
        for (const char *p = id + 10; *p >= '0' && *p <= '9' && i < 100000; p++)
            i = i * 10 + (*p - '0');
        choose(f, i, out);
    } else if (strcmp(id, "games:open") == 0) {
        choose(f, g->at, out);
    } else if (strcmp(id, "games:close") == 0) {
        gui_games_close(f);
    } else if (strcmp(id, "games:newer") == 0) {
        gui_games_scroll(f, -page);
    } else if (strcmp(id, "games:older") == 0) {
        gui_games_scroll(f, page);
    }
}

/* ================================================================ drawing */

/* One line of text cut with "..." to width. */
static void line_fit(GuiText *t, GuiRenderer *r, GuiFont font, const char *text, float x, float y,
                     float width, const float colour[4])
{
    GuiFitLines fit;
    gui_text_fit(t->fonts[font], text, width, 1, &fit);
    if (fit.count > 0)
        gui_text_draw(t, r, font, fit.line[0], x, y, GUI_ALIGN_LEFT, colour, NULL, NULL);
}

/* The two lines of a game: who and how it ended; when, its moves and which game. */
static void game_lines(const GuiListedGame *game, char *first, size_t first_size, char *second,
                       size_t second_size)
{
    const char *kind = game->kind == GUI_LISTED_KEPT     ? "kept (Resume)  -  "
                       : game->kind == GUI_LISTED_FRIEND ? "with a friend  -  "
                                                         : "";
    if (!game->readable) {
        snprintf(first, first_size, "Does not read: %s", game->why);
        snprintf(second, second_size, "%s  -  %s", game->date, game->file);
        return;
    }
    /* The game's name last: a narrow window cuts it first, and most are Score Four. */
    snprintf(first, first_size, "%s  -  %s", game->opponent, game->result);
    snprintf(second, second_size, "%s  -  %d move%s  -  %s%s", game->date, game->moves,
             game->moves == 1 ? "" : "s", kind, gui_game_title(game->game));
}

void gui_games_draw(GuiWindow *win, GuiFlow *f)
{
    GuiRenderer *r = &win->renderer;
    GuiText *t = &win->text;
    GuiGamesView *g = &f->games;
    float s = t->scale > 0.0f ? t->scale : 1.0f, pad = 16 * s, gap = 10 * s;
    float width = (float)win->draw_w - 24 * s;
    if (width > 720 * s)
        width = 720 * s;
    float height = (float)win->draw_h - 24 * s;
    if (height > 640 * s)
        height = 640 * s;
    float x = ((float)win->draw_w - width) * 0.5f, y = ((float)win->draw_h - height) * 0.5f;
    float inner = width - 2 * pad;
    float bold = (float)TTF_FontLineSkip(t->fonts[GUI_FONT_BOLD]);
    float sans = (float)TTF_FontLineSkip(t->fonts[GUI_FONT_SANS]);
    gui_widget_veil(r, win->draw_w, win->draw_h);
    gui_widget_page(r, (GuiRect){x, y, width, height}, s);
    float cy = y + pad;
    gui_text_draw(t, r, GUI_FONT_BOLD, "Saved and kept games", x + pad, cy, GUI_ALIGN_LEFT,
                  GUI_UI_ACCENT, NULL, NULL);
    cy += bold;
    line_fit(t, r, GUI_FONT_SANS, g->list.dir, x + pad, cy, inner, GUI_UI_DIM);
    cy += sans + gap;
    /* The buttons along the bottom, the message above them. */
    float bh = 36 * s, by = y + height - pad - bh;
    float message_h = g->message[0] != '\0' || g->list.left_out > 0 ? sans * 2 + gap : 0.0f;
    float rows_top = cy, rows_bottom = by - gap - message_h;
    float row_h = bold + sans + 12 * s;
    int rows = (int)((rows_bottom - rows_top) / row_h);
    g->rows = rows < 1 ? 1 : rows;
    int n = g->list.count;
    if (n > 0) {
        /* The window may have grown or shrunk since the keys moved: the chosen row stays
         * shown, as the wheel would keep it. */
        gui_games_scroll(f, 0);
        show_chosen(g);
    } else {
        gui_widget_wrapped(r, t, GUI_FONT_SANS,
                           "No saved or kept game yet. Ctrl+S saves the game on the board; a "
                           "game in progress is kept after every move.",
                           x + pad, rows_top, inner, GUI_ALIGN_LEFT, GUI_UI_TEXT);
    }
    for (int k = 0; k < g->rows && g->top + k < n; k++) {
        int i = g->top + k;
        const GuiListedGame *game = &g->list.games[i];
        GuiRect row = {x + pad, rows_top + (float)k * row_h, inner, row_h - 4 * s};
        if (i == g->at) {
            static const vec4 chosen = {0.85f, 0.62f, 0.2f, 0.22f};
            gui_renderer_rect(r, row.x, row.y, row.w, row.h, chosen);
        }
        char first[GUI_LISTED_FILE + 64], second[GUI_LISTED_FILE + 64];
        game_lines(game, first, sizeof first, second, sizeof second);
        float tx = row.x + 8 * s, tw = row.w - 16 * s;
        line_fit(t, r, GUI_FONT_BOLD, first, tx, row.y + 4 * s, tw,
                 game->readable ? GUI_UI_TEXT : GUI_UI_DIM);
        line_fit(t, r, GUI_FONT_SANS, second, tx, row.y + 4 * s + bold, tw, GUI_UI_DIM);
        char id[GUI_HIT_ID];
        snprintf(id, sizeof id, "games:row:%d", i);
        gui_hits_add(&f->hits, row, id);
    }
    float my = by - gap - message_h;
    if (g->message[0] != '\0') {
        gui_widget_wrapped(r, t, GUI_FONT_SANS, g->message, x + pad, my, inner, GUI_ALIGN_LEFT,
                           GUI_UI_ACCENT);
    } else if (g->list.left_out > 0) {
        char older[96];
        snprintf(older, sizeof older, "%d older game%s not listed", g->list.left_out,
                 g->list.left_out == 1 ? "" : "s");
        gui_text_draw(t, r, GUI_FONT_SANS, older, x + pad, my, GUI_ALIGN_LEFT, GUI_UI_DIM, NULL,
                      NULL);
    }
    /* Open and Close; Newer and Older where the rows do not all fit. Short labels where the
     * keys would not fit beside them. */
    bool scrolls = n > g->rows;
    int buttons = scrolls ? 4 : 2;
    float bw = (inner - (float)(buttons - 1) * gap) / (float)buttons;
    bool keys = bw >= 150 * s;
    struct {
        const char *label, *id;
        GuiLook look;
    } row[4] = {{keys ? "Open (Enter)" : "Open", "games:open", n > 0 ? GUI_LOOK_ACTION
                                                                     : GUI_LOOK_DISABLED},
                {keys ? "Close (Esc)" : "Close", "games:close", GUI_LOOK_PLAIN},
                {keys ? "Newer (PgUp)" : "Newer", "games:newer",
                 g->top > 0 ? GUI_LOOK_PLAIN : GUI_LOOK_DISABLED},
                {keys ? "Older (PgDn)" : "Older", "games:older",
                 g->top + g->rows < n ? GUI_LOOK_PLAIN : GUI_LOOK_DISABLED}};
    if (scrolls) { /* Newer, Older, Open, Close: the paging beside the rows' end */
        for (int b = 0; b < 4; b++) {
            int k = (b + 2) % 4;
            gui_widget_button(r, t, &f->hits, (GuiRect){x + pad + (float)b * (bw + gap), by, bw, bh},
                              row[k].label, row[k].look, false, row[k].id);
        }
    } else {
        for (int b = 0; b < 2; b++)
            gui_widget_button(r, t, &f->hits, (GuiRect){x + pad + (float)b * (bw + gap), by, bw, bh},
                              row[b].label, row[b].look, false, row[b].id);
    }
}
