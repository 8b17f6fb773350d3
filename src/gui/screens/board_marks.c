/* board_marks.c: what the window marks over the board on request: the hint (our own engine's
 * analysis, run beside the game: the best peg, in words who stands better, and the best pegs'
 * values on labels clear of the others) and the threats (the cells where a bead would
 * complete a line). */
#include "gui/screens/screens.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/line_name.h"
#include "core/notation.h"
#include "gui/model/hint_words.h"
#include "gui/draw/label_stack.h"
#include "gui/draw/layers_panel.h"
#include "gui/draw/pick.h"
#include "gui/draw/text_fit.h"

static const float HINT_BEST[4] = {0.30f, 0.95f, 0.45f, 1.0f};
/* Every peg's label by how it compares with the best (s4_analysis_grade): a dark green, amber
 * or red behind light text, so a poor move stands out at a glance; in the colour-blind
 * palette (settings.h) a dark blue, ochre or vermilion, and the best's label sky blue:
 * green and red look alike to most colour-blind eyes. */
static const float GRADE_FILL[2][3][4] = {
    {{0.05f, 0.30f, 0.12f, 0.92f}, {0.45f, 0.32f, 0.02f, 0.92f}, {0.50f, 0.07f, 0.06f, 0.92f}},
    {{0.0f, 0.22f, 0.45f, 0.92f}, {0.50f, 0.42f, 0.05f, 0.92f}, {0.60f, 0.20f, 0.0f, 0.92f}}};
static const float HINT_BEST_COLOUR_BLIND[4] = {0.45f, 0.78f, 0.98f, 1.0f};

/* Screen position of a world point, in drawable pixels. */
static bool project(const GuiWindow *win, const GuiViewState *view, const GuiGameState *game,
                    const vec3 at, float *x, float *y)
{
    mat4 vp;
    gui_view_proj(win, view, &game->layout, vp);
    return gui_project(vp, (float *)at, (float)win->draw_w, (float)win->draw_h, x, y);
}

void gui_view_proj(const GuiWindow *win, const GuiViewState *view, const GuiLayout *layout,
                   mat4 view_proj)
{
    GuiViewRect rect = gui_screen_view_rect((float)win->draw_w, (float)win->draw_h, &view->insets);
    gui_screen_view_proj(&view->camera, layout, (float)win->draw_w, (float)win->draw_h, rect,
                         view_proj);
}

/* ================================================================ hints */

/* Our own engine beside this program. */
static bool analyser_path(char *buf, size_t size)
{
    char dir[768];
    if (!s4_client_self_dir(dir, sizeof dir))
        return false;
    snprintf(buf, size, "%s/score4-engine", dir);
    return true;
}

void gui_hint_ask(GuiFlow *f, const GuiGameState *state, const GuiOptions *opts)
{
    const S4Game *game = gui_flow_shown(f, &state->ref);
    if (gui_hints_for(&f->hints, game) && f->hints.silent) {
        /* The warning's analysis of this position, shown now that it is asked for. */
        f->hints.silent = false;
        return;
    }
    if (gui_hints_for(&f->hints, game) && f->hints.error[0] == '\0') {
        /* Asked again for the same position: the best pegs' values, then off again. */
        if (f->hints.show_all) {
            gui_hints_stop(&f->hints);
            return;
        }
        f->hints.show_all = true;
        return;
    }
    char path[1024];
    if (!analyser_path(path, sizeof path)) {
        gui_flow_say(f, "No hint: cannot find score4-engine beside this program");
        return;
    }
    if (!gui_hints_start(&f->hints, path, game, S4_ANALYSIS_MOVETIME_MS, opts->engine_nice)) {
        /* Said once, in the note: the banner would say it again (under the result panel,
         * when the game is over). */
        gui_flow_say(f, "No hint: %s", f->hints.error);
        gui_hints_stop(&f->hints);
        return;
    }
    /* The record notes where hints were asked (the move about to be played). */
    f->hints_asked++;
    size_t len = strlen(f->hint_moves);
    snprintf(f->hint_moves + len, sizeof f->hint_moves - len, "%s%d", len ? " " : "",
             game->move_count + 1);
}

void gui_warn_follow(GuiFlow *f, const GuiReferee *ref, const GuiOptions *opts)
{
    const S4Game *game = &ref->game;
    if (!f->warn || f->screen != GUI_SCREEN_PLAYING || !gui_referee_human_to_move(ref) ||
        gui_hints_for(&f->hints, game) || f->hints.fd >= 0)
        return;
    /* A quiet analysis of the person's position: its values are what the warning reads. */
    char path[1024];
    if (!analyser_path(path, sizeof path) ||
        !gui_hints_start(&f->hints, path, game, S4_ANALYSIS_MOVETIME_MS, opts->engine_nice)) {
        gui_hints_stop(&f->hints);
        return;
    }
    f->hints.silent = true;
}

bool gui_warn_before(GuiFlow *f, const GuiGameState *game, int peg)
{
    GuiHints *h = &f->hints;
    if (!f->warn || !h->ready || h->best < 0 || peg < 0 || peg >= game->geo.pegs ||
        !gui_hints_for(h, &game->ref.game) ||
        !gui_hint_throws_away(h->values[peg], h->values[h->best]))
        return false;
    f->unsafe_peg = peg;
    gui_modal_confirm(f, GUI_DIALOG_UNSAFE);
    return true;
}

/* One peg's value label: where it points, its text, and whether it is the best peg's. */
typedef struct HintLabel {
    GuiLabelAnchor anchor;
    bool best;
    const float *fill; /* the best's green, or the grade's colour */
    char text[S4_VALUE_TEXT + 16];
} HintLabel;

/* Priority order: the best, then the nearer pegs (lower on screen). */
static int hint_label_order(const void *a, const void *b)
{
    const HintLabel *x = a, *y = b;
    if (x->best != y->best)
        return x->best ? -1 : 1;
    return (x->anchor.y < y->anchor.y) - (x->anchor.y > y->anchor.y);
}

/* Pixels (at scale 1) between a label and its anchor, and between labels. */
enum { LABEL_GAP = 4 };

/* The labels of a 3D board's hint when all are asked for (I again): the best few pegs. */
enum { GUI_HINT_FEW = 4 };

/* Every peg's value (or only the best's) as a label over its peg's top on a stick down to
 * it, placed by gui_labels_stack so that no label hides another or lies under the banner,
 * the labels of hint_label_order's first keeping the nearest places. In the Connect games
 * each column's label sits on the cell its bead would land in, inside the column: above
 * the board they stood in two staggered rows around the banner. */
static void hint_labels_draw(GuiWindow *win, GuiFlow *f, const GuiViewState *view,
                             const GuiGameState *game, const GuiOptions *opts, GuiRect banner)
{
    GuiHints *h = &f->hints;
    GuiRenderer *r = &win->renderer;
    GuiText *t = &win->text;
    float s = t->scale;
    bool flat = game->layout.flat;
    const S4Board *board = &gui_flow_shown(f, &game->ref)->board;
    HintLabel label[S4_MAX_PEGS];
    int count = 0;
    /* A Connect game labels every column (each on its own cell, side by side); a 3D board
     * only its best few pegs: sixteen labels on sticks hid the board and one another. */
    bool labelled[S4_MAX_PEGS] = {false};
    int few[S4_MAX_PEGS];
    int chosen = gui_hint_best_few(h->values, game->geo.pegs, h->best,
                                   !h->show_all ? 1 : flat ? game->geo.pegs : GUI_HINT_FEW, few);
    for (int i = 0; i < chosen; i++)
        labelled[few[i]] = true;
    for (int peg = 0; peg < game->geo.pegs; peg++) {
        HintLabel *l = &label[count];
        l->best = peg == h->best;
        if (!labelled[peg])
            continue;
        vec3 top;
        int landing = s4_board_peg_height(board, peg);
        bool on_cell = flat && landing < game->geo.height; /* a full column: over its top */
        if (on_cell)
            gui_layout_cell_centre(&game->layout, peg, landing, top);
        else
            gui_layout_peg_top(&game->layout, peg, top);
        float px, py;
        if (!project(win, view, game, top, &px, &py))
            continue;
        /* In words, not numbers: "best", "as good", "holds the draw", "loses in 2". */
        if (win->draw_w < 700 * s) /* narrow: as short as the numbers were */
            gui_hint_words_brief(&game->geo, h->values[peg], h->values[h->best], l->best,
                                 l->text, sizeof l->text);
        else
            gui_hint_words(&game->geo, h->values[peg], h->values[h->best], l->best, l->text,
                           sizeof l->text);
        S4Grade grade = s4_analysis_grade(&game->geo, h->values[peg], h->values[h->best]);
        bool cb = gui_colour_blind(opts, f);
        l->fill = l->best ? (cb ? HINT_BEST_COLOUR_BLIND : HINT_BEST) : GRADE_FILL[cb][grade];
        int vw, vh;
        gui_text_size(t, r, GUI_FONT_SANS, l->text, &vw, &vh);
        float lh = (float)vh + 4 * s;
        /* On the landing cell: the anchor half a label and the gap under its centre, so
         * the label's first place (directly above the anchor) is centred on the cell. */
        if (on_cell)
            py += lh * 0.5f + LABEL_GAP * s;
        l->anchor = (GuiLabelAnchor){px, py, (float)vw + 10 * s, lh};
        count++;
    }
    qsort(label, (size_t)count, sizeof label[0], hint_label_order);
    GuiLabelAnchor anchor[S4_MAX_PEGS];
    for (int i = 0; i < count; i++)
        anchor[i] = label[i].anchor;
    GuiLabelBox box[S4_MAX_PEGS];
    GuiLabelBox bounds = {view->insets.left, view->insets.top,
                          (float)win->draw_w - view->insets.left - view->insets.right,
                          (float)win->draw_h - view->insets.top - view->insets.bottom};
    gui_labels_stack(count, anchor, bounds, (GuiLabelBox){banner.x, banner.y, banner.w, banner.h},
                     LABEL_GAP * s, box);
    /* The sticks first, so a label stacked over a nearer one is drawn over its stick (none
     * on the Connect games' cells, where a label sits on what it names). */
    for (int i = 0; i < count && !flat; i++) {
        bool below = box[i].y > anchor[i].y;
        float from = below ? anchor[i].y : box[i].y + box[i].h;
        float to = below ? box[i].y : anchor[i].y;
        gui_renderer_rect(r, anchor[i].x - 1.5f * s, from, 3 * s, to - from, label[i].fill);
    }
    for (int i = 0; i < count; i++) {
        bool best = label[i].best;
        gui_renderer_rect(r, box[i].x, box[i].y, box[i].w, box[i].h, label[i].fill);
        gui_text_draw(t, r, GUI_FONT_SANS, label[i].text, anchor[i].x, box[i].y + 2 * s,
                      GUI_ALIGN_CENTRE,
                      best ? (const float[4]){0.02f, 0.1f, 0.03f, 1.0f} : GUI_UI_TEXT, NULL, NULL);
    }
}

void gui_hints_draw(GuiWindow *win, GuiFlow *f, const GuiViewState *view, const GuiGameState *game,
                    const GuiOptions *opts, const GuiNet *net)
{
    GuiHints *h = &f->hints;
    const S4Game *shown = gui_flow_shown(f, &game->ref);
    if (!h->active || h->silent)
        return;
    GuiRenderer *r = &win->renderer;
    GuiText *t = &win->text;
    float s = t->scale;
    const char *line = NULL;
    char text[GUI_HINTS_ERR + 128], analysing[96];
    /* "every column's value" in the Connect games; the best few of a 3D board's pegs */
    const char *every =
        s4_geometry_is_flat(&game->geo) ? "every column's value" : "the best pegs' values";
    if (!gui_hints_for(h, shown)) {
        return; /* the position moved on: the hint is stale */
    } else if (h->error[0] != '\0') {
        snprintf(text, sizeof text, "No hint: %s", h->error);
        line = text;
    } else if (!h->ready) {
        snprintf(analysing, sizeof analysing, "Hint: the engine is analysing (I again: %s)", every);
        line = analysing;
    } else {
        char best[S4_MOVE_NAME], value[S4_VALUE_TEXT], standing[S4_STANDING_TEXT];
        s4_move_name(&game->geo, h->best, best);
        s4_analysis_value_text(h->values[h->best], value);
        s4_analysis_standing(h->values[h->best], &game->geo, s4_game_to_move(shown), standing);
        /* A score says little to a player ("score -305"): who stands better in words,
         * "Black is better"; a proved value speaks for itself ("win in 3"). */
        char judged[S4_STANDING_TEXT + S4_VALUE_TEXT + 16];
        if (standing[0] != '\0')
            snprintf(judged, sizeof judged, "%s", standing);
        else
            snprintf(judged, sizeof judged, "%s", value);
        /* A score's standing says little when most pegs are proved to lose: say that too. */
        int losing = gui_hint_losing(h->values, game->geo.pegs), open = 0;
        for (int peg = 0; peg < game->geo.pegs; peg++)
            open += h->values[peg].kind != S4_VALUE_NONE;
        char lose[64] = "";
        if (losing * 2 > open && h->values[h->best].kind != S4_VALUE_LOSS)
            snprintf(lose, sizeof lose, "; %d of %d %s lose", losing, open,
                     s4_geometry_is_flat(&game->geo) ? "columns" : "pegs");
        snprintf(text, sizeof text, "Hint: %s (%s%s)%s%s", best, judged, lose,
                 h->show_all ? "   I: hide" : "   I again: ", h->show_all ? "" : every);
        line = text;
    }
    /* Centred over the board; in a narrow window wrapped (at most three lines), never cut. */
    /* Right of the move list, or of the player cards' column where they stand in one. */
    float left = fmaxf(view->move_list_width, view->cards_w > 0.0f ? view->cards_x + view->cards_w : 0.0f);
    float avail = (float)win->draw_w - left - 36 * s;
    GuiFitLines fit;
    gui_text_fit(t->fonts[GUI_FONT_BOLD], line, avail, 3, &fit);
    int w = 0, th = TTF_FontLineSkip(t->fonts[GUI_FONT_BOLD]);
    for (int i = 0; i < fit.count; i++) {
        int lw = 0, lh = 0;
        TTF_SizeUTF8(t->fonts[GUI_FONT_BOLD], fit.line[i], &lw, &lh);
        w = lw > w ? lw : w;
    }
    float x = left + ((float)win->draw_w - left - (float)w) * 0.5f;
    float y = gui_player_cards_bottom(win, view, f, net) + 12 * s; /* under the players' cards */
    GuiRect banner = {x - 10 * s, y - 6 * s, (float)w + 20 * s, (float)(th * fit.count) + 12 * s};
    /* The labels first: the banner is drawn over anything that still reaches it. */
    if (h->ready)
        hint_labels_draw(win, f, view, game, opts, banner);
    gui_widget_panel(r, banner, s);
    for (int i = 0; i < fit.count; i++)
        gui_text_draw(t, r, GUI_FONT_BOLD, fit.line[i], x, y + (float)(th * i), GUI_ALIGN_LEFT,
                      gui_colour_blind(opts, f) ? HINT_BEST_COLOUR_BLIND : HINT_BEST, NULL, NULL);
}

/* ================================================================ threats */

void gui_marks_scene(const GuiOptions *opts, const GuiFlow *f, const GuiGameState *state,
                     const S4Game *game, GuiSceneState *scene)
{
    scene->colour_blind = gui_colour_blind(opts, f);
    const GuiHints *h = &f->hints;
    if (h->active && !h->silent && h->ready && h->best >= 0 && gui_hints_for(h, game)) {
        int landing = s4_board_peg_height(&game->board, h->best);
        if (landing < state->geo.height)
            scene->hint_cells = UINT64_C(1) << s4_cell(&state->geo, h->best, landing);
    }
    /* An upright grid's threats stay squares in their cells (gui_threats_draw). */
    if (gui_flow_threats_shown(f, &state->ref) && !state->layout.flat)
        for (int c = 0; c < 2; c++)
            scene->threats[c] = s4_threat_cells(&game->board, (S4Colour)c);
}

/* Half the side of a threat's square in an upright grid's cell centred at `at` (on screen
 * at x, y), grown with the cells: 0.3 of the disc's radius (a Connect Four disc at 1280x720
 * is 72 pixels across), never under 6 or over 14 pixels at text scale s. */
static float mark_half(const GuiWindow *win, const GuiGameState *game, mat4 vp, const vec3 at, float x, float y, float s)
{
    vec3 rim = {at[0] + game->layout.bead_scale[0], at[1], at[2]};
    float rx, ry;
    bool seen = gui_project(vp, rim, (float)win->draw_w, (float)win->draw_h, &rx, &ry);
    float radius = seen ? hypotf(rx - x, ry - y) : 0.0f;
    return fminf(fmaxf(radius * 0.3f, 6.0f * s), 14.0f * s);
}

void gui_threats_draw(GuiWindow *win, const GuiFlow *f, const GuiViewState *view,
                      const GuiGameState *game)
{
    const S4Game *shown = gui_flow_shown(f, &game->ref);
    GuiRenderer *r = &win->renderer;
    float s = win->text.scale;
    uint64_t playable = s4_board_playable_cells(&shown->board);
    mat4 vp; /* once for every mark: project() would compute it again for each point */
    gui_view_proj(win, view, &game->layout, vp);
    /* A 3D board's threats are coins on their pegs (gui_marks_scene): squares there
     * floated among the pegs with nothing to show which peg they stood on. */
    for (int c = 0; c < 2 && game->layout.flat; c++) {
        uint64_t cells = s4_threat_cells(&shown->board, (S4Colour)c);
        for (int cell = 0; cell < game->geo.cells; cell++) {
            if (!(cells >> cell & 1))
                continue;
            vec3 at;
            gui_layout_cell_centre(&game->layout, s4_cell_peg(&game->geo, cell),
                                   s4_cell_level(&game->geo, cell), at);
            float x, y;
            if (!gui_project(vp, at, (float)win->draw_w, (float)win->draw_h, &x, &y))
                continue;
            /* A threat that can be played now is drawn larger. */
            float half = (playable >> cell & 1 ? 1.5f : 1.0f) * mark_half(win, game, vp, at, x, y, s);
            float off = c == 0 ? -half * 0.6f : half * 0.6f; /* both colours' marks stay visible */
            gui_threat_square(r, x + off, y, half, s, (S4Colour)c);
        }
    }
    /* The legend at the foot of the 3D view: over the status bar and whatever strips lie
     * on it (a portrait window's move list and layers panel); the right edge is the layers'
     * column's, the top the hint's. */
    int line = TTF_FontLineSkip(win->text.fonts[GUI_FONT_SANS]);
    char legend[96];
    snprintf(legend, sizeof legend, "Threats: %s's and %s's %s (T: hide)",
             s4_side_name(&game->geo, S4_WHITE), s4_side_name(&game->geo, S4_BLACK),
             game->layout.flat ? "squares" : "coins on the pegs");
    /* Wrapped upwards in a narrow window (or beside an open move list), never cut. */
    GuiFitLines fit;
    gui_text_fit(win->text.fonts[GUI_FONT_SANS], legend,
                 (float)win->draw_w - view->move_list_width - 20 * s, 2, &fit);
    for (int i = 0; i < fit.count; i++)
        gui_text_draw(&win->text, r, GUI_FONT_SANS, fit.line[i],
                      view->move_list_width + 10 * s,
                      (float)win->draw_h - view->insets.bottom -
                          (float)(line * (fit.count - i)) - 4 * s,
                      GUI_ALIGN_LEFT, GUI_UI_DIM, NULL, NULL);
}
