/* player_cards.c: a card for each side at the top left of the board's view: who plays it
 * (You, the engine and its difficulty, a person), the bead colour, the side to move lit,
 * and the engine's thinking time while it thinks. They lie in the view's corner, which the
 * board at its fitted size leaves empty (beside the result panel and the move list, which
 * take their edges first). */
#include "gui/screens/screens.h"

#include <stdio.h>
#include <string.h>

#include "core/line_name.h"
#include "gui/model/difficulty.h"
#include "gui/model/net.h"
#include "gui/draw/scene.h"
#include "gui/draw/text_fit.h"

/* Sizes at scale 1. */
enum { CARD_W = 250, CARD_GAP = 8, CARD_PAD = 8, CARD_TOP_GAP = 4 };

static bool cards_shown(const GuiWindow *win, const GuiFlow *f, const GuiNet *net)
{
    GuiScreen s = f->screen;
    /* A joining window the host has not yet seated has no side of its own to show. */
    return (s == GUI_SCREEN_PLAYING || s == GUI_SCREEN_RESULT || s == GUI_SCREEN_REVIEW) &&
           win->text.fonts[GUI_FONT_BOLD] != NULL && win->text.fonts[GUI_FONT_SANS] != NULL &&
           gui_net_part_seated(net);
}

/* The named difficulty the engine playing colour took (by its level), else the game's. */
static const char *engine_strength(const GuiGameState *game, S4Colour colour, char *buf,
                                   size_t size)
{
    if (game->setup.difficulty < 0) {
        if (game->ref.depth >= 0)
            snprintf(buf, size, "depth %d", game->ref.depth);
        else
            snprintf(buf, size, "its own settings");
        return buf;
    }
    const GuiGameSetup *setup = &game->setup;
    int index = colour == S4_BLACK && setup->black_difficulty >= 0 ? setup->black_difficulty
                                                                    : setup->difficulty;
    for (int i = 0; i < gui_difficulty_count(); i++)
        if (gui_difficulty(i)->level == game->ref.level[colour])
            index = i;
    snprintf(buf, size, "%s", gui_difficulty(index)->name);
    return buf;
}

/* The card's two lines for colour. */
static void card_text(const GuiFlow *f, const GuiGameState *game, const GuiNet *net,
                      S4Colour colour, bool to_move, char *who, size_t who_size,
                      char *what, size_t what_size)
{
    const S4Game *shown = gui_flow_shown(f, &game->ref);
    const GuiReferee *ref = &game->ref;
    const char *side = s4_side_name(&game->geo, colour);
    bool engine = gui_referee_engine_plays(ref, colour);
    char strength[64];
    if (game->setup.mode == GUI_MODE_PVE && colour == game->setup.human)
        snprintf(who, who_size, "You");
    else if (gui_net_part_active(net)) /* a game with a friend over the network (net.h) */
        snprintf(who, who_size, "%s", colour == game->setup.human ? "You" : "Your friend");
    else if (engine)
        snprintf(who, who_size, "Engine: %s",
                 engine_strength(game, colour, strength, sizeof strength));
    else
        snprintf(who, who_size, "Person");
    bool live = f->screen == GUI_SCREEN_PLAYING;
    const char *absent = gui_net_friend_absent(net);
    if (absent != NULL && colour != game->setup.human && !s4_game_over(shown)) {
        snprintf(what, what_size, "%s, %s", side, absent); /* the seat waits for the line */
    } else if (s4_game_over(shown)) {
        bool won = (shown->result == S4_RESULT_WHITE_WINS && colour == S4_WHITE) ||
                   (shown->result == S4_RESULT_BLACK_WINS && colour == S4_BLACK);
        bool drawn = shown->result == S4_RESULT_DRAW_FULL || shown->result == S4_RESULT_DRAW_DEAD;
        snprintf(what, what_size, "%s, %s", side, won ? "won" : drawn ? "drew" : "lost");
    } else if (!to_move) {
        snprintf(what, what_size, "%s", side);
    } else if (live && engine && !gui_referee_human_to_move(ref) && ref->seats[colour].move_asked_ms > 0 &&
               gui_referee_busy(ref)) {
        snprintf(what, what_size, "%s, thinking %.0f s", side,
                 (s4_clock_ms() - ref->seats[colour].move_asked_ms) / 1000.0);
    } else if (live && !engine && game->setup.mode == GUI_MODE_PVE) {
        snprintf(what, what_size, "%s, your move", side);
    } else {
        snprintf(what, what_size, "%s, to move", side);
    }
}

void gui_player_cards_place(const GuiWindow *win, GuiViewState *view, const GuiFlow *f,
                            const GuiNet *net, GuiScreenInsets *in)
{
    view->cards_w = 0.0f;
    if (!cards_shown(win, f, net))
        return;
    float s = win->text.scale > 0.0f ? win->text.scale : 1.0f;
    float column = gui_screen_cards_column(in, (float)win->draw_w, (float)win->draw_h, s);
    if (column <= 0.0f)
        return;
    view->cards_x = in->left;
    view->cards_w = column;
    in->left += column;
}

float gui_player_cards_bottom(const GuiWindow *win, const GuiViewState *view, const GuiFlow *f,
                              const GuiNet *net)
{
    if (!cards_shown(win, f, net) || view->cards_w > 0.0f)
        return view->insets.top; /* in their column the cards leave the top free */
    float s = win->text.scale;
    return view->insets.top + CARD_TOP_GAP * s + 2 * CARD_PAD * s +
           (float)(TTF_FontLineSkip(win->text.fonts[GUI_FONT_BOLD]) +
                   TTF_FontLineSkip(win->text.fonts[GUI_FONT_SANS]));
}

void gui_player_cards_draw(GuiWindow *win, const GuiViewState *view, const GuiFlow *f,
                           const GuiGameState *game, const GuiOptions *opts, const GuiNet *net)
{
    if (!cards_shown(win, f, net))
        return;
    GuiRenderer *r = &win->renderer;
    GuiText *t = &win->text;
    float s = t->scale, pad = CARD_PAD * s, gap = CARD_GAP * s;
    bool column = view->cards_w > 0.0f; /* one above the other, at the left */
    float left = (column ? view->cards_x : view->insets.left) + 10 * s;
    float top = view->insets.top + CARD_TOP_GAP * s;
    float room = (float)win->draw_w - view->insets.right - left - 10 * s;
    float w = CARD_W * s;
    if (column)
        w = view->cards_w - 20 * s;
    else if (2 * w + gap > room)
        w = (room - gap) * 0.5f;
    float line_bold = (float)TTF_FontLineSkip(t->fonts[GUI_FONT_BOLD]);
    float h = line_bold + (float)TTF_FontLineSkip(t->fonts[GUI_FONT_SANS]) + 2 * pad;
    const S4Game *shown = gui_flow_shown(f, &game->ref);
    S4Colour mover = s4_game_to_move(shown);
    for (int c = 0; c < 2; c++) {
        S4Colour colour = c == 0 ? S4_WHITE : S4_BLACK;
        /* A game ended without a line (a resignation, an engine's failure) has no mover. */
        bool ended = shown == &game->ref.game && game->ref.failed;
        /* A game with a friend whose seat is empty waits: neither side is to move. */
        bool waits = gui_net_friend_absent(net) != NULL;
        bool to_move = !s4_game_over(shown) && !ended && !waits && colour == mover;
        GuiRect card = column ? (GuiRect){left, top + (float)c * (h + gap), w, h}
                              : (GuiRect){left + (float)c * (w + gap), top, w, h};
        if (to_move) /* lit: an accent frame around the card */
            gui_renderer_rect(r, card.x - 2 * s, card.y - 2 * s, card.w + 4 * s, card.h + 4 * s,
                              GUI_UI_ACCENT);
        gui_widget_panel(r, card, s);
        float radius = 9 * s, cx = card.x + pad + radius, cy = card.y + h * 0.5f;
        /* The beads' own colour (white and black, or the Connect games' discs). */
        vec3 rgb;
        gui_scene_bead_rgb(&game->layout, colour, gui_colour_blind(opts, f), rgb);
        const float bead[4] = {rgb[0], rgb[1], rgb[2], 1.0f};
        static const float RING[4] = {0.5f, 0.5f, 0.5f, 1.0f};
        gui_renderer_disc(r, cx, cy, radius, bead, RING, 0.15f);
        char who[96], what[64];
        card_text(f, game, net, colour, to_move, who, sizeof who, what, sizeof what);
        float tx = cx + radius + pad, inner = card.x + card.w - pad - tx;
        GuiFitLines fit;
        /* A narrow card names the engine by its difficulty alone ("Beginner"). */
        int ww = 0, wh = 0;
        TTF_SizeUTF8(t->fonts[GUI_FONT_BOLD], who, &ww, &wh);
        if ((float)ww > inner && strncmp(who, "Engine: ", 8) == 0)
            memmove(who, who + 8, strlen(who + 8) + 1);
        gui_text_fit(t->fonts[GUI_FONT_BOLD], who, inner, 1, &fit);
        gui_text_draw(t, r, GUI_FONT_BOLD, fit.line[0], tx, card.y + pad, GUI_ALIGN_LEFT,
                      to_move ? GUI_UI_ACCENT : GUI_UI_TEXT, NULL, NULL);
        gui_text_fit(t->fonts[GUI_FONT_SANS], what, inner, 1, &fit);
        gui_text_draw(t, r, GUI_FONT_SANS, fit.line[0], tx, card.y + pad + line_bold,
                      GUI_ALIGN_LEFT, to_move ? GUI_UI_TEXT : GUI_UI_DIM, NULL, NULL);
    }
}
