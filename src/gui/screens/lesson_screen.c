/* lesson_screen.c: the lesson (model/lesson.h) as a screen: a panel with the step, its words
 * and Back / Next / Skip beside or under the lesson's own Score Four board, which shows the
 * page's lines as bars and takes the person's beads (a click on a peg, or its name typed:
 * B then 2). The content and every check are the model's; this file lays it out, passes
 * input on, and leaves the lesson: its mark is written to the state directory when it is
 * finished or skipped, so it opens by itself only once (first_start.h).
 *
 * One layout computation (lay_out) both measures the panel for its place beside the board
 * and draws it, so the buttons the mouse finds are the ones drawn.
 */
#include "gui/screens/screens.h"

#include <stdio.h>
#include <string.h>

#include "core/line_name.h"
#include "gui/draw/layout.h"
#include "gui/model/difficulty.h"

/* ================================================================ the panel's layout */

enum { MOST_BUTTONS = 3 };

typedef struct LessonButtons {
    int count;
    const char *label[MOST_BUTTONS];
    const char *id[MOST_BUTTONS];
    GuiLook look[MOST_BUTTONS];
    int primary;                    /* the one Enter takes when the focus is on none */
} LessonButtons;

/* The page's buttons: Back, then Next (Try again after a wrong move; dim while a move is
 * asked for), then Skip; on the last page Play your first game and Not now. */
static void page_buttons(const GuiLesson *l, LessonButtons *b)
{
    memset(b, 0, sizeof *b);
    b->count = 3;
    b->primary = 1;
    b->label[0] = "Back";
    b->id[0] = "lesson:back";
    b->look[0] = l->page > 0 ? GUI_LOOK_PLAIN : GUI_LOOK_DISABLED;
    if (l->page == GUI_LESSON_PLAY) {
        b->label[1] = "Play your first game";
        b->id[1] = "lesson:play";
        b->look[1] = GUI_LOOK_ACTION;
        b->label[2] = "Not now";
        b->id[2] = "lesson:skip";
        b->look[2] = GUI_LOOK_PLAIN;
        return;
    }
    if (l->task == GUI_TASK_WRONG) {
        b->label[1] = "Try again";
        b->id[1] = "lesson:retry";
        b->look[1] = GUI_LOOK_ACTION;
    } else {
        b->label[1] = "Next";
        b->id[1] = "lesson:next";
        b->look[1] = gui_lesson_can_go_on(l) ? GUI_LOOK_ACTION : GUI_LOOK_DISABLED;
    }
    b->label[2] = "Skip lesson";
    b->id[2] = "lesson:skip";
    b->look[2] = GUI_LOOK_PLAIN;
}

static const char *const KEYS_LINE = "Keys: Left/Right back and next, Enter, Esc skips; "
                                     "type a peg's name (B2) to drop a bead there";

/* Lays the panel out in width at (x, y): returns its height; draws it too when draw. The
 * buttons flow onto as many rows as they need; compact (small windows) leaves the keys line
 * out (the help lists the keys). */
static float lay_out(GuiWindow *win, GuiFlow *f, float x, float y, float width, bool draw,
                     bool compact)
{
    GuiRenderer *r = draw ? &win->renderer : NULL;
    GuiText *t = &win->text;
    const GuiLesson *l = &f->lesson;
    float s = t->scale, pad = 14 * s, inner = width - 2 * pad;
    char step[32], title[96], text[GUI_LESSON_TEXT];
    snprintf(step, sizeof step, "Step %d of %d", gui_lesson_step(l->page), GUI_LESSON_STEPS);
    gui_lesson_title(l, title, sizeof title);
    gui_lesson_text(l, text, sizeof text);
    char *said = strchr(text, '\n'); /* the page's words, then what the last move showed */
    if (said != NULL)
        *said++ = '\0';
    if (draw)
        gui_widget_page(r, (GuiRect){x, y, width, f->lesson_rect.h}, s);
    float cy = y + pad;
    cy += gui_widget_wrapped(r, t, GUI_FONT_SANS, step, x + pad, cy, inner, GUI_ALIGN_LEFT,
                             GUI_UI_DIM);
    cy += gui_widget_wrapped(r, t, GUI_FONT_BOLD, title, x + pad, cy, inner, GUI_ALIGN_LEFT,
                             GUI_UI_ACCENT) + 4 * s;
    cy += gui_widget_wrapped(r, t, GUI_FONT_SANS, text, x + pad, cy, inner, GUI_ALIGN_LEFT,
                             GUI_UI_TEXT);
    if (said != NULL && said[0] != '\0')
        cy += 6 * s + gui_widget_wrapped(r, t, GUI_FONT_SANS, said, x + pad, cy + 6 * s, inner,
                                         GUI_ALIGN_LEFT, GUI_UI_ACCENT);
    cy += 10 * s;
    LessonButtons b;
    page_buttons(l, &b);
    int line = TTF_FontLineSkip(t->fonts[GUI_FONT_BOLD]);
    float bh = (float)line + 10 * s, gap = 8 * s, bx = x + pad;
    for (int i = 0; i < b.count; i++) {
        int w = 0, h = 0;
        TTF_SizeUTF8(t->fonts[GUI_FONT_BOLD], b.label[i], &w, &h);
        float bw = (float)w + 28 * s;
        if (bw > inner)
            bw = inner;
        if (bx > x + pad && bx + bw > x + pad + inner) { /* a new row */
            bx = x + pad;
            cy += bh + gap;
        }
        if (draw)
            gui_widget_button(r, t, &f->hits, (GuiRect){bx, cy, bw, bh}, b.label[i], b.look[i],
                              f->lesson_focus == i, b.id[i]);
        bx += bw + gap;
    }
    cy += bh;
    if (!compact)
        cy += 8 * s + gui_widget_wrapped(r, t, GUI_FONT_SANS, KEYS_LINE, x + pad, cy + 8 * s,
                                         inner, GUI_ALIGN_LEFT, GUI_UI_DIM);
    return cy + pad - y;
}

void gui_lesson_screen_place(GuiWindow *win, GuiFlow *f, GuiScreenInsets *in)
{
    f->lesson_rect = (GuiRect){0, 0, 0, 0};
    if (f->screen != GUI_SCREEN_LESSON || win->text.fonts[GUI_FONT_BOLD] == NULL)
        return;
    float s = win->text.scale, margin = 10 * s;
    float w = (float)win->draw_w, h = (float)win->draw_h;
    float view_w = w - in->left - in->right, view_h = h - in->top - in->bottom;
    /* A column at the view's left while the board keeps a view at least 0.75 as wide as
     * high beside it, the narrowest of these widths that holds the page; else a band along
     * the view's foot (portrait windows), as wide as reads well. */
    static const float WIDTHS[] = {300, 340, 380, 420};
    for (int compact = 0; compact < 2; compact++)
        for (size_t i = 0; i < sizeof WIDTHS / sizeof WIDTHS[0]; i++) {
            float col = WIDTHS[i] * s;
            if (view_w - col - margin < view_h * 0.75f)
                break;
            float ph = lay_out(win, f, 0, 0, col, false, compact);
            /* The title and status bars are empty on this screen: a long page may reach
             * over them, from the window's top to its foot. */
            if (ph <= h - 2 * margin) {
                float top = ph <= view_h - 2 * margin ? in->top + margin : (h - ph) * 0.5f;
                f->lesson_rect = (GuiRect){in->left + margin, top, col, ph};
                f->lesson_compact = compact;
                in->left += col + margin;
                return;
            }
        }
    float band = view_w - 2 * margin;
    if (band > 640 * s)
        band = 640 * s;
    /* The keys line only where the board keeps at least half the view above the band. */
    f->lesson_compact = lay_out(win, f, 0, 0, band, false, false) > view_h * 0.5f;
    float ph = lay_out(win, f, 0, 0, band, false, f->lesson_compact);
    float top = h - in->bottom - margin - ph;
    if (top < in->top)
        top = in->top; /* a window too small for all of it: the page's head stays in sight */
    f->lesson_rect = (GuiRect){in->left + (view_w - band) * 0.5f, top, band, ph};
    float reserve = h - top + margin;
    if (h - reserve - in->top >= 0.25f * h)
        in->bottom = reserve; /* else the panel lies over the board rather than hide it */
}

void gui_lesson_screen_draw(GuiWindow *win, GuiFlow *f)
{
    GuiRect r = f->lesson_rect;
    if (r.w <= 0.0f)
        return;
    lay_out(win, f, r.x, r.y, r.w, true, f->lesson_compact);
}

/* ================================================================ the board */

void gui_lesson_screen_scene(const GuiFlow *f, const GuiPointer *ptr, GuiSceneState *scene)
{
    if (f->screen != GUI_SCREEN_LESSON)
        return;
    const GuiLesson *l = &f->lesson;
    scene->lines = l->shown;
    scene->line_count = l->shown_count;
    scene->win_line = gui_lesson_lit_line(l);
    scene->threats[0] = scene->threats[1] = 0;
    bool asks = l->task == GUI_TASK_OPEN || l->task == GUI_TASK_WRONG;
    if (asks && f->modal == GUI_MODAL_NONE && ptr->hover_peg >= 0 &&
        ptr->hover_peg < l->geo->pegs) {
        const S4Game *g = &l->game;
        /* After a wrong move the next click sets the page up again: the ghost shows the
         * side that will play then, on the page's own position. */
        S4Colour c = l->task == GUI_TASK_WRONG && l->page != GUI_LESSON_DROP ? S4_WHITE
                                                                             : s4_game_to_move(g);
        if (s4_board_can_play(&g->board, ptr->hover_peg)) {
            scene->hover_peg = ptr->hover_peg;
            scene->ghost = l->task == GUI_TASK_OPEN;
            scene->ghost_colour = c;
        }
    }
}

/* ================================================================ input */

/* Shows page, its task open, the focus on its main button. */
static void go(const GuiScreenParts *p, int page)
{
    GuiFlow *f = p->flow;
    gui_lesson_go(&f->lesson, page);
    LessonButtons b;
    page_buttons(&f->lesson, &b);
    f->lesson_focus = b.primary;
    if (p->opts->print_position) {
        char title[96];
        gui_lesson_title(&f->lesson, title, sizeof title);
        printf("lesson: page %d: %s\n", f->lesson.page, title);
        fflush(stdout);
    }
}

/* Leaves the lesson, marked as seen: to the start screen, or (play) into a first game as
 * White against the easiest level. */
static void leave(const GuiScreenParts *p, bool play, GuiIntent *out)
{
    GuiFlow *f = p->flow;
    char why[GUI_FIRST_START_PATH + 200];
    if (f->lesson_path[0] != '\0' && !gui_first_start_write(f->lesson_path, why, sizeof why))
        fprintf(stderr, "score4: %s\n", why);
    if (p->opts->print_position) {
        printf("lesson: %s\n", play ? "first game" : "left");
        fflush(stdout);
    }
    if (!play) {
        out->kind = GUI_INTENT_TO_START;
        return;
    }
    int count;
    const char *const *names = s4_geometry_preset_names(&count);
    for (int i = 0; i < count; i++)
        if (strcmp(names[i], "score4") == 0)
            f->settings.game = i;
    f->settings.opponent = GUI_OPPONENT_ENGINE;
    f->settings.side = GUI_SIDE_WHITE;
    int easiest = gui_difficulty_find("beginner");
    f->settings.difficulty = easiest >= 0 ? easiest : 0;
    out->kind = GUI_INTENT_BEGIN;
}

/* A button's id, as clicked or chosen with Enter. */
static bool choose(const GuiScreenParts *p, const char *id, GuiIntent *out)
{
    GuiLesson *l = &p->flow->lesson;
    if (strcmp(id, "lesson:back") == 0 && l->page > 0)
        go(p, l->page - 1);
    else if (strcmp(id, "lesson:next") == 0 && gui_lesson_can_go_on(l))
        go(p, l->page + 1);
    else if (strcmp(id, "lesson:retry") == 0)
        gui_lesson_retry(l);
    else if (strcmp(id, "lesson:skip") == 0)
        leave(p, false, out);
    else if (strcmp(id, "lesson:play") == 0)
        leave(p, true, out);
    else
        return false;
    return true;
}

bool gui_lesson_screen_play(const GuiScreenParts *p, int peg)
{
    GuiFlow *f = p->flow;
    GuiLesson *l = &f->lesson;
    GuiLessonMove m = gui_lesson_play(l, peg);
    if (m == GUI_MOVE_IGNORED)
        return false; /* the caller sounds the refusal */
    const S4Game *g = &l->game;
    int last = g->moves[g->move_count - 1];
    int level = s4_board_peg_height(&g->board, last) - 1;
    if (p->fx->animate) {
        /* The bead falls from a little above its peg's top, as in a game (app_view.c). */
        vec3 rest, top;
        gui_layout_cell_centre(&p->game->layout, last, level, rest);
        gui_layout_peg_top(&p->game->layout, last, top);
        gui_drop_start(&p->fx->drop, last, level, top[1] + 0.35f - rest[1], s4_clock_ms());
    }
    gui_sound_play(&p->fx->sound, m == GUI_MOVE_WRONG ? GUI_SOUND_REFUSED
                                  : m == GUI_MOVE_RIGHT && g->result != S4_RESULT_ONGOING
                                      ? GUI_SOUND_WIN
                                      : gui_sound_click_for_level(level));
    LessonButtons b;
    page_buttons(l, &b);
    f->lesson_focus = b.primary;
    if (p->opts->print_position) {
        char name[S4_MOVE_NAME];
        s4_move_name(l->geo, peg, name);
        static const char *const WORD[] = {"ignored", "played", "right", "wrong"};
        printf("lesson: page %d move %s %s\n", l->page, name, WORD[m]);
        fflush(stdout);
    }
    p->frames->redraw = true;
    return true;
}

bool gui_lesson_screen_click(const GuiScreenParts *p, const char *id, GuiIntent *out)
{
    if (id[0] == '\0')
        return false; /* the board's: a peg (gui_flow_play comes here) */
    choose(p, id, out);
    return true;
}

bool gui_lesson_screen_key(const GuiScreenParts *p, SDL_Keycode key, GuiIntent *out)
{
    GuiFlow *f = p->flow;
    GuiLesson *l = &f->lesson;
    LessonButtons b;
    page_buttons(l, &b);
    /* A peg's name typed: its letter, then its number. */
    if (key >= SDLK_a && key < SDLK_a + l->geo->width && l->task != GUI_TASK_NONE &&
        l->task != GUI_TASK_DONE) {
        f->lesson_typed = (int)(key - SDLK_a) + 1;
        return true;
    }
    if (key >= SDLK_1 && key < SDLK_1 + l->geo->depth && f->lesson_typed > 0) {
        int peg = (int)(key - SDLK_1) * l->geo->width + f->lesson_typed - 1;
        f->lesson_typed = 0;
        if (!gui_lesson_screen_play(p, peg))
            gui_sound_play(&p->fx->sound, GUI_SOUND_REFUSED);
        return true;
    }
    f->lesson_typed = 0;
    switch (key) {
    case SDLK_LEFT: choose(p, "lesson:back", out); return true;
    case SDLK_RIGHT:
        choose(p, l->page == GUI_LESSON_PLAY ? "" : "lesson:next", out);
        return true;
    case SDLK_TAB:
        for (int i = 1; i <= b.count; i++) {
            int k = (f->lesson_focus + i) % b.count;
            if (b.look[k] != GUI_LOOK_DISABLED) {
                f->lesson_focus = k;
                break;
            }
        }
        return true;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE: {
        int i = f->lesson_focus >= 0 && f->lesson_focus < b.count ? f->lesson_focus : b.primary;
        if (b.look[i] != GUI_LOOK_DISABLED)
            choose(p, b.id[i], out);
        return true;
    }
    case SDLK_ESCAPE: leave(p, false, out); return true;
    default: return false;
    }
}

void gui_lesson_screen_ask(GuiFlow *f, const GuiReferee *ref, GuiIntent *out)
{
    if (f->screen == GUI_SCREEN_LESSON)
        return;
    if (gui_game_in_progress(f, ref)) {
        gui_flow_say(f, "The lesson opens from the start screen: finish this game or leave it "
                        "(Esc) first");
        return;
    }
    out->kind = GUI_INTENT_LESSON;
}
