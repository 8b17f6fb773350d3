/* report_screen.c: the game report over the whole window: the progress while the moves are
 * graded (model/report_job.h, on a thread of its own), the count of each grade per player,
 * the move that decided the game, every move with its grade, and the evaluation graph
 * (draw/eval_graph.h). Arrows move through the moves, Enter (or a click on the graph) shows
 * that move in Review, Esc goes back where the report was opened from.
 *
 * The job lives as long as the live game keeps the moves it reports: leaving the screen
 * lets it go on (it is there when the report is opened again); a game taken back or
 * replaced stops it, and what it graded is kept in its cache file for the next time. */
#include "gui/screens/screens.h"

#include <stdio.h>
#include <string.h>

#include "client/engine_client.h"
#include "core/line_name.h"
#include "gui/draw/eval_graph_draw.h"
#include "gui/draw/screen_layout.h"
#include "gui/draw/text_fit.h"

/* Colours of the grades, best first (S4MoveGrade's order); the last is UNKNOWN's. */
static const float GRADE_COLOUR[S4_MOVE_GRADES][4] = {
    {0.42f, 0.85f, 0.45f, 1.0f}, {0.66f, 0.86f, 0.55f, 1.0f}, {0.96f, 0.84f, 0.35f, 1.0f},
    {0.98f, 0.58f, 0.25f, 1.0f}, {0.95f, 0.33f, 0.30f, 1.0f}, {0.55f, 0.58f, 0.64f, 1.0f},
};
static const char *const GRADE_HEAD[S4_MOVE_GRADES - 1] = {"best", "good", "inaccuracy",
                                                           "mistake", "blunder"};
static const char *const GRADE_SHORT[S4_MOVE_GRADES - 1] = {"best", "good", "inacc.", "mist.",
                                                            "blund."};
static const float BAR_BACK[4] = {0.16f, 0.18f, 0.24f, 1.0f};
static const float ROW_SELECTED[4] = {1.0f, 0.80f, 0.35f, 0.22f};

/* ================================================================ opening and closing */

/* The game the report is of: the record stepped through (its every move, wherever the
 * board stands), or the game played here. */
static void report_moves(const GuiGameState *game, const int **moves, int *count)
{
    if (game->setup.mode == GUI_MODE_REPLAY) {
        *moves = game->record.moves;
        *count = game->record.move_count;
    } else {
        *moves = game->ref.game.moves;
        *count = game->ref.game.move_count;
    }
}

/* Why this game has no report, or NULL when it may have one. */
static const char *no_report(const GuiGameState *game)
{
    if (game->setup.mode == GUI_MODE_REPLAY) {
        /* A record starts from the empty board: whole when its moves end the game. */
        S4Game whole;
        s4_game_init(&whole, &game->geo);
        for (int i = 0; i < game->record.move_count; i++)
            if (s4_game_play(&whole, game->record.moves[i]) != S4_OK)
                return "the record breaks a rule";
        if (whole.move_count == 0 || !s4_game_over(&whole))
            return "the recorded game is not over";
        return NULL;
    }
    const S4Game *g = &game->ref.game;
    if (g->start.count != 0)
        return "a game set up from a position has no record";
    if (g->move_count == 0 || !s4_game_over(g))
        return "the game is not over";
    return NULL;
}

bool gui_report_available(const GuiGameState *game)
{
    return no_report(game) == NULL;
}

/* The job's setup from the options: the engine beside this program unless another is
 * named, the budgets, and the cache directory (none, with a note, when it cannot be made). */
static void report_setup(GuiFlow *f, const GuiOptions *opts, GuiReportSetup *setup)
{
    char engine[GUI_REPORT_PATH] = "", dir[GUI_REPORT_PATH] = "", why[GUI_REPORT_PATH + 128];
    if (opts->report_engine != NULL)
        snprintf(engine, sizeof engine, "%s", opts->report_engine);
    else if (s4_client_self_dir(dir, sizeof dir - 16) &&
             snprintf(engine, sizeof engine, "%s/score4-engine", dir) >= (int)sizeof engine)
        engine[0] = '\0'; /* not reached: dir leaves room for the name */
    if (!gui_report_cache_dir(dir, sizeof dir, why, sizeof why)) {
        gui_flow_say(f, "The report will not be kept: %s", why);
        dir[0] = '\0';
    }
    long long nodes = opts->report_nodes < 0 ? 0 : opts->report_nodes == 0 ? -1 : opts->report_nodes;
    long long solver = opts->report_solver_nodes < 0    ? 0
                       : opts->report_solver_nodes == 0 ? -1
                                                        : opts->report_solver_nodes;
    gui_report_setup_init(setup, engine, nodes, solver, dir);
}

bool gui_report_open(GuiFlow *f, const GuiGameState *game, const GuiOptions *opts)
{
    const char *why = no_report(game);
    if (why != NULL) {
        gui_flow_say(f, "No report: %s", why);
        return false;
    }
    const int *moves;
    int count;
    report_moves(game, &moves, &count);
    if (!gui_report_job_for(f->report_job, &game->geo, moves, count)) {
        gui_report_job_stop(f->report_job);
        memset(&f->report, 0, sizeof f->report);
        GuiReportSetup setup;
        report_setup(f, opts, &setup);
        f->report_job = gui_report_job_start(&game->geo, moves, count, &setup);
        if (f->report_job == NULL) {
            gui_flow_say(f, "No report: no memory or thread for it");
            return false;
        }
        f->report_at = 0;
        f->report_top = 0;
    }
    gui_report_job_poll(f->report_job, &f->report);
    f->report_hover = 0;
    f->report_from = f->screen == GUI_SCREEN_REVIEW ? GUI_SCREEN_REVIEW
                     : f->screen == GUI_SCREEN_REPLAY ? GUI_SCREEN_REPLAY
                                                      : GUI_SCREEN_RESULT;
    f->report_review = f->screen == GUI_SCREEN_REPLAY ? game->replay_index : f->review;
    gui_screen_set(f, GUI_SCREEN_REPORT);
    return true;
}

void gui_report_follow(GuiFlow *f, const GuiGameState *game)
{
    if (f->report_job == NULL)
        return;
    const int *moves;
    int count;
    report_moves(game, &moves, &count);
    if (!gui_report_job_for(f->report_job, &game->geo, moves, count)) {
        /* The game was taken back or replaced: its report stops (kept in its cache). */
        gui_report_job_stop(f->report_job);
        f->report_job = NULL;
        memset(&f->report, 0, sizeof f->report);
        if (f->screen == GUI_SCREEN_REPORT)
            gui_screen_to_live(f, &game->setup, &game->ref);
        return;
    }
    gui_report_job_poll(f->report_job, &f->report);
}

void gui_report_close(GuiFlow *f)
{
    gui_report_job_stop(f->report_job);
    f->report_job = NULL;
}

/* Back where the report was opened: Review at its move, the record at the move it was
 * stepped to, or the result. */
static void back(GuiFlow *f, GuiGameState *game)
{
    if (game->setup.mode == GUI_MODE_REPLAY)
        gui_game_replay_to(game, f->report_review);
    if (f->report_from == GUI_SCREEN_REVIEW && f->report_review >= 0)
        gui_flow_review(f, &game->setup, &game->ref, f->report_review);
    else
        gui_screen_to_live(f, &game->setup, &game->ref);
}

/* Review at move k (index): the board after it, as Review numbers moves; a record is
 * stepped to it. */
static void review_move(GuiFlow *f, GuiGameState *game, int k)
{
    f->report_at = k;
    if (game->setup.mode == GUI_MODE_REPLAY) {
        gui_game_replay_to(game, k + 1);
        gui_screen_set(f, GUI_SCREEN_REPLAY);
        return;
    }
    gui_flow_review(f, &game->setup, &game->ref, k + 1);
}

/* ================================================================ input */

static void select_move(GuiFlow *f, int k)
{
    int n = f->report.report.move_count;
    f->report_at = k < 0 ? 0 : k >= n ? (n > 0 ? n - 1 : 0) : k;
}

bool gui_report_key(const GuiScreenParts *p, SDL_Keycode key, GuiIntent *out)
{
    (void)out;
    GuiFlow *f = p->flow;
    int page = 8;
    switch (key) {
    case SDLK_UP:
    case SDLK_LEFT: select_move(f, f->report_at - 1); return true;
    case SDLK_DOWN:
    case SDLK_RIGHT: select_move(f, f->report_at + 1); return true;
    case SDLK_PAGEUP: select_move(f, f->report_at - page); return true;
    case SDLK_PAGEDOWN: select_move(f, f->report_at + page); return true;
    case SDLK_HOME: select_move(f, 0); return true;
    case SDLK_END: select_move(f, f->report.report.move_count - 1); return true;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: review_move(f, p->game, f->report_at); return true;
    case SDLK_ESCAPE:
    case SDLK_e: back(f, p->game); return true;
    default: return false;
    }
}

bool gui_report_click(const GuiScreenParts *p, const char *id, GuiIntent *out)
{
    (void)out;
    GuiFlow *f = p->flow;
    int k;
    if (sscanf(id, "graph:%d", &k) == 1 && k >= 0 && k < f->report.report.done) {
        review_move(f, p->game, k);
    } else if (sscanf(id, "report:move:%d", &k) == 1 && k >= 0) {
        if (k == f->report_at)
            review_move(f, p->game, k); /* a second click on it: see it */
        else
            select_move(f, k);
    } else if (strcmp(id, "report:review") == 0) {
        review_move(f, p->game, f->report_at);
    } else if (strcmp(id, "report:back") == 0) {
        back(f, p->game);
    }
    return true; /* the board is hidden under the report */
}

void gui_report_update(const GuiScreenParts *p)
{
    GuiFlow *f = p->flow;
    const GuiWindow *win = p->win;
    /* The graph's point under the mouse, from the buttons the last frame drew. */
    int hover = 0, k;
    if (p->ptr->inside) {
        float dx = win->w > 0 ? (float)p->ptr->x * (float)win->draw_w / (float)win->w : 0.0f;
        float dy = win->h > 0 ? (float)p->ptr->y * (float)win->draw_h / (float)win->h : 0.0f;
        const char *id = gui_hits_at(&f->hits, dx, dy);
        if (id != NULL && sscanf(id, "graph:%d", &k) == 1)
            hover = k + 1;
    }
    f->report_hover = hover;
}

/* ================================================================ drawing */

typedef struct ReportLayout {
    float s, pad, line, row, bar_h;
    GuiRect page;
    float table_w;      /* the grade table's columns fit with the full words */
    int graph_h;
} ReportLayout;

static float text_w(GuiWindow *win, GuiFont font, const char *text)
{
    int w = 0, h = 0;
    TTF_SizeUTF8(win->text.fonts[font], text, &w, &h);
    return (float)w;
}

/* One line of text cut to width with "..." (gui_text_fit). */
static void draw_fitted(GuiWindow *win, GuiFont font, const char *text, float x, float y,
                        float width, const float colour[4])
{
    GuiFitLines fit;
    gui_text_fit(win->text.fonts[font], text, width, 1, &fit);
    if (fit.count > 0)
        gui_text_draw(&win->text, &win->renderer, font, fit.line[0], x, y, GUI_ALIGN_LEFT, colour,
                      NULL, NULL);
}

/* The count of each grade per player: a small table, the full grade names where they fit. */
static float draw_table(GuiWindow *win, const S4ReportSummary *sum, const S4Geometry *geo,
                        float x, float y, float width, float line)
{
    float side_w = text_w(win, GUI_FONT_BOLD, "White") + 12;
    float col = (width - side_w) / (float)(S4_MOVE_GRADES - 1), widest = 0;
    for (int g = 0; g < S4_MOVE_GRADES - 1; g++) {
        float w = text_w(win, GUI_FONT_SANS, GRADE_HEAD[g]);
        widest = w > widest ? w : widest;
    }
    const char *const *head = widest + 8 <= col ? GRADE_HEAD : GRADE_SHORT;
    for (int g = 0; g < S4_MOVE_GRADES - 1; g++)
        gui_text_draw(&win->text, &win->renderer, GUI_FONT_SANS, head[g],
                      x + side_w + col * ((float)g + 0.5f), y, GUI_ALIGN_CENTRE, GRADE_COLOUR[g],
                      NULL, NULL);
    for (int side = 0; side < 2; side++) {
        float ry = y + line * (float)(side + 1);
        gui_text_draw(&win->text, &win->renderer, GUI_FONT_BOLD,
                      s4_side_name(geo, side == 0 ? S4_WHITE : S4_BLACK), x, ry, GUI_ALIGN_LEFT,
                      side == 0 ? GUI_UI_WHITE_SIDE : GUI_UI_BLACK_SIDE, NULL, NULL);
        for (int g = 0; g < S4_MOVE_GRADES - 1; g++) {
            char n[16];
            snprintf(n, sizeof n, "%d", sum->count[side][g]);
            gui_text_draw(&win->text, &win->renderer, GUI_FONT_SANS, n,
                          x + side_w + col * ((float)g + 0.5f), ry, GUI_ALIGN_CENTRE, GUI_UI_TEXT,
                          NULL, NULL);
        }
    }
    return line * 3;
}

/* The header: title, buttons at the right; the progress bar or what the report is. */
static float draw_header(GuiWindow *win, GuiFlow *f, const ReportLayout *L, float x, float y,
                         float width)
{
    GuiRenderer *r = &win->renderer;
    float s = L->s;
    const GuiReportView *v = &f->report;
    const S4GameReport *rep = &v->report;
    float bh = L->line + 8 * s;
    char review[48];
    snprintf(review, sizeof review, "Review move %d", f->report_at + 1);
    float rw = text_w(win, GUI_FONT_BOLD, review) + 24 * s, bw = text_w(win, GUI_FONT_BOLD, "Back") + 24 * s;
    float title_w = text_w(win, GUI_FONT_LABEL, "Game report");
    bool one_row = title_w + rw + bw + 24 * s <= width;
    gui_text_draw(&win->text, r, GUI_FONT_LABEL, "Game report", x, y, GUI_ALIGN_LEFT, GUI_UI_ACCENT,
                  NULL, NULL);
    float by = one_row ? y : y + (float)TTF_FontLineSkip(win->text.fonts[GUI_FONT_LABEL]) + 4 * s;
    gui_widget_button(r, &win->text, &f->hits, (GuiRect){x + width - bw, by, bw, bh}, "Back",
                      GUI_LOOK_PLAIN, false, "report:back");
    gui_widget_button(r, &win->text, &f->hits, (GuiRect){x + width - bw - 8 * s - rw, by, rw, bh},
                      review, rep->done > 0 ? GUI_LOOK_ACTION : GUI_LOOK_DISABLED, false,
                      "report:review");
    float cy = by + bh + 6 * s;
    char line[S4_REPORT_WHY + 96];
    if (!v->finished) {
        snprintf(line, sizeof line, "Grading the moves: %d of %d", rep->done, rep->move_count);
        gui_text_draw(&win->text, r, GUI_FONT_SANS, line, x, cy, GUI_ALIGN_LEFT, GUI_UI_DIM, NULL,
                      NULL);
        float tw = text_w(win, GUI_FONT_SANS, line) + 12 * s;
        float bar_w = width - tw, fill = rep->move_count > 0 ? (float)rep->done / (float)rep->move_count : 0;
        if (bar_w < 40 * s) { /* no room beside the words: under them */
            cy += L->line;
            tw = 0;
            bar_w = width;
        }
        float bar_y = cy + (L->line - L->bar_h) * 0.5f;
        gui_renderer_rect(r, x + tw, bar_y, bar_w, L->bar_h, BAR_BACK);
        gui_renderer_rect(r, x + tw, bar_y, bar_w * fill, L->bar_h, GUI_UI_ACCENT);
    } else {
        snprintf(line, sizeof line, "%d moves graded%s", rep->done,
                 v->from_cache ? " (kept from before)" : "");
        draw_fitted(win, GUI_FONT_SANS, line, x, cy, width, GUI_UI_DIM);
    }
    cy += L->line;
    if (v->error[0] != '\0') {
        snprintf(line, sizeof line, "The engine failed (%s): the solver's grades alone",
                 v->error);
        draw_fitted(win, GUI_FONT_SANS, line, x, cy, width, GRADE_COLOUR[S4_MOVE_MISTAKE]);
        cy += L->line;
    }
    return cy - y;
}

/* The moves, a row each, the selected one marked; scrolled to keep it in view. */
static void draw_moves(GuiWindow *win, GuiFlow *f, const ReportLayout *L, GuiRect area)
{
    const S4GameReport *rep = &f->report.report;
    int rows = (int)(area.h / L->row);
    if (rows < 1)
        return;
    int n = rep->move_count;
    if (f->report_at < f->report_top)
        f->report_top = f->report_at;
    if (f->report_at >= f->report_top + rows)
        f->report_top = f->report_at - rows + 1;
    if (f->report_top > n - rows)
        f->report_top = n - rows > 0 ? n - rows : 0;
    float s = L->s;
    for (int i = 0; i < rows && f->report_top + i < n; i++) {
        int k = f->report_top + i;
        GuiRect row = {area.x, area.y + L->row * (float)i, area.w, L->row};
        if (k == f->report_at)
            gui_renderer_rect(&win->renderer, row.x, row.y, row.w, row.h, ROW_SELECTED);
        S4MoveGrade g = k < rep->done ? rep->move[k].verdict.grade : S4_MOVE_UNKNOWN;
        gui_renderer_rect(&win->renderer, row.x + 2 * s, row.y + 3 * s, 5 * s, row.h - 6 * s,
                          GRADE_COLOUR[g]);
        char text[S4_REPORT_TEXT];
        s4_report_move_text(rep, k, text);
        draw_fitted(win, GUI_FONT_SANS, text, row.x + 14 * s, row.y + (row.h - L->line) * 0.5f,
                    row.w - 16 * s, k < rep->done ? GUI_UI_TEXT : GUI_UI_DIM);
        char id[GUI_HIT_ID];
        snprintf(id, sizeof id, "report:move:%d", k);
        gui_hits_add(&f->hits, row, id);
    }
}

/* The graph and its legend. */
static void draw_graph(GuiWindow *win, GuiFlow *f, const ReportLayout *L, GuiRect area)
{
    const S4GameReport *rep = &f->report.report;
    float s = L->s;
    const char *legend = area.w > 520 * s
                             ? "Value after each move: White up, Black down; a dot: proved "
                               "(a win or loss at the edge)"
                             : "White up, Black down; dot: proved";
    draw_fitted(win, GUI_FONT_SANS, legend, area.x, area.y, area.w, GUI_UI_DIM);
    GuiEvalRect plot = {area.x, area.y + L->line + 2 * s, area.w, area.h - L->line - 2 * s};
    GuiEvalPoint points[GUI_EVAL_GRAPH_POINTS];
    int count = rep->done < GUI_EVAL_GRAPH_POINTS ? rep->done : GUI_EVAL_GRAPH_POINTS;
    for (int k = 0; k < count; k++) {
        int value = 0;
        bool proved = false;
        points[k].known = s4_report_graph_value(rep, k, &value, &proved);
        points[k].value = value;
        points[k].proved = proved;
    }
    GuiEvalGraph graph;
    gui_eval_graph_layout(&graph, plot, points, count, rep->move_count, S4_REPORT_GRAPH_CAP);
    int hovered = f->report_hover - 1;
    char tip[S4_REPORT_TEXT] = "";
    if (hovered >= 0 && hovered < count)
        s4_report_move_text(rep, hovered, tip);
    gui_eval_graph_draw(&win->renderer, &win->text, &f->hits, &graph, s, f->report_at, hovered, tip);
}

void gui_report_draw(GuiWindow *win, GuiFlow *f, const GuiGameState *game)
{
    if (win->text.fonts[GUI_FONT_SANS] == NULL || win->text.fonts[GUI_FONT_LABEL] == NULL)
        return;
    ReportLayout L;
    L.s = win->text.scale > 0.0f ? win->text.scale : 1.0f;
    float s = L.s, W = (float)win->draw_w, H = (float)win->draw_h;
    bool small = W < 700 * s || H < 500 * s;
    float margin = 0; /* the page hides the board's bars and cards behind it */
    L.pad = small ? 8 * s : 16 * s;
    L.line = (float)TTF_FontLineSkip(win->text.fonts[GUI_FONT_SANS]);
    L.row = L.line + (small ? 2 : 6) * s;
    L.bar_h = 8 * s;
    L.page = (GuiRect){margin, margin, W - 2 * margin, H - 2 * margin};
    gui_widget_page(&win->renderer, L.page, s);
    float x = L.page.x + L.pad, width = L.page.w - 2 * L.pad;
    float y = L.page.y + L.pad, bottom = L.page.y + L.page.h - L.pad;
    y += draw_header(win, f, &L, x, y, width) + 4 * s;
    const S4GameReport *rep = &f->report.report;
    S4ReportSummary sum;
    s4_report_summarise(rep, &sum);
    /* Wide windows: the table and the deciding move beside the move list; else stacked. */
    float graph_h = (bottom - y) * (small ? 0.34f : 0.32f);
    if (graph_h > 220 * s)
        graph_h = 220 * s;
    if (graph_h < 3 * L.line)
        graph_h = 3 * L.line;
    float body_bottom = bottom - graph_h - 8 * s;
    /* Wide windows, small landscape ones too: the table and the deciding move at the left,
     * the moves at the right (a short window keeps more rows so). */
    bool beside = width >= 900 * s || (W > 1.5f * H && width >= 560 * s);
    float side_w = beside ? width * (width >= 900 * s ? 0.42f : 0.56f) : width;
    float ty = y;
    ty += draw_table(win, &sum, &game->geo, x, ty, beside ? side_w : width, L.line) + 4 * s;
    char decided[S4_REPORT_TEXT + 32];
    if (sum.decided >= 0) {
        char text[S4_REPORT_TEXT];
        s4_report_move_text(rep, sum.decided, text);
        snprintf(decided, sizeof decided, "Decided by %s", text);
    } else {
        snprintf(decided, sizeof decided, "%s", f->report.finished ? "No single move decided it"
                                                                    : "The deciding move: when every move is graded");
    }
    GuiFitLines fit;
    gui_text_fit(win->text.fonts[GUI_FONT_BOLD], decided, beside ? side_w : width, small && !beside && H <= W ? 1 : 3,
                 &fit);
    int bold_line = TTF_FontLineSkip(win->text.fonts[GUI_FONT_BOLD]);
    for (int i = 0; i < fit.count; i++)
        gui_text_draw(&win->text, &win->renderer, GUI_FONT_BOLD, fit.line[i], x,
                      ty + (float)(bold_line * i), GUI_ALIGN_LEFT,
                      sum.decided >= 0 ? GUI_UI_ACCENT : GUI_UI_DIM, NULL, NULL);
    ty += (float)(bold_line * fit.count) + 6 * s;
    GuiRect list = beside ? (GuiRect){x + side_w + 16 * s, y, width - side_w - 16 * s, body_bottom - y}
                          : (GuiRect){x, ty, width, body_bottom - ty};
    draw_moves(win, f, &L, list);
    draw_graph(win, f, &L, (GuiRect){x, body_bottom + 8 * s, width, graph_h});
}

/* ================================================================ the entry from Review */

void gui_report_entry_draw(GuiWindow *win, GuiFlow *f, const GuiViewState *view,
                           const GuiGameState *game)
{
    if (!gui_report_available(game) || win->text.fonts[GUI_FONT_BOLD] == NULL)
        return;
    float s = win->text.scale > 0.0f ? win->text.scale : 1.0f;
    const char *label = "Report (E)";
    float w = text_w(win, GUI_FONT_BOLD, label) + 24 * s;
    float h = (float)TTF_FontLineSkip(win->text.fonts[GUI_FONT_BOLD]) + 10 * s;
    /* In the 3D view's bottom right corner: clear of the level grids, which stand at the
     * right in a wide window and below the view in a tall one. */
    GuiRect r = {(float)win->draw_w - view->insets.right - w - 12 * s,
                 (float)win->draw_h - view->insets.bottom - h - 12 * s, w, h};
    gui_widget_button(&win->renderer, &win->text, &f->hits, r, label, GUI_LOOK_ACTION, false,
                      "report:open");
}
