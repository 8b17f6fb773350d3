/* help_panel.c: the help (H, F1): the rules of the game being played and every key, laid
 * out for the window. The keys stand in a table of two pairs of columns (key, what it does)
 * where two fit side by side, else one pair, an action too long for its column wrapping
 * under itself. When the rules and the table are taller than the window they go on pages:
 * the rules first, then as many of the table's lines as each page holds; H turns the page
 * and closes the help after the last, so every key can be read in any window. */
#include "gui/screens/screens.h"
#include "gui/model/net.h"

#include <stdio.h>
#include <string.h>

enum { HELP_ROWS = 23, HELP_PAGES_MAX = HELP_ROWS + 1 };

typedef struct HelpRow {
    const char *key, *action;
} HelpRow;

/* Row 0's key names the game's own place ("Click a peg" or "Click a column"). */
static const HelpRow ROWS[HELP_ROWS] = {
    {NULL, "play there"},
    {"Drag", "turn the board"},
    {"Wheel, + and -", "zoom"},
    {"R, 1, 2, 3", "views (3/4, top, front)"},
    {"N", "new game"},
    {"U", "undo"},
    {"I", "hint (again: all)"},
    {"T", "threats"},
    {"W", "warn before a move that loses"},
    {"K", "move list"},
    {"L", "layers panel"},
    {"[ and ]", "difficulty"},
    {"Tab", "ASCII overlay"},
    {"Ctrl+S", "save the game"},
    {"Ctrl+O", "open a saved game"},
    {"Arrows, Enter", "play; step (review)"},
    {"M, 9, 0", "sound, volume"},
    {"Space", "pause two engines"},
    {"Esc", "start screen"},
    {"F11", "fullscreen"},
    {"H, F1", "this help"},
    {"F2", "the lesson: how to play"},
    {"Q", "quit"},
};

/* Where everything goes, from the measured texts: one computation for drawing and for
 * turning pages, so both agree on how many pages there are. */
typedef struct HelpLayout {
    float s, pad, x, y, width, inner;
    float title_h, rules_h, gap;    /* gap: between the rules and the table */
    float key_w, action_w, col_gap; /* a pair's columns; col_gap between the two pairs */
    float key_dy;                   /* a key's drop, centring it on its action's first line */
    int pairs;                      /* 1 or 2 pairs of columns */
    int lines;                      /* the table's lines: rows / pairs, rounded up */
    float line_h[HELP_ROWS];        /* each line's height (a wrapped action is taller) */
    int pages;                      /* 1: everything together */
    int first_line[HELP_PAGES_MAX + 1]; /* lines of page p (1-based): first_line[p-1] ..
                                         * first_line[p] - 1; page 1 of several: the rules */
} HelpLayout;

/* A game with a friend over the network takes nothing back; G resigns it (net.c). */
enum { ROW_UNDO = 5 };
static const HelpRow NET_RESIGN = {"G", "resign"};

static const HelpRow *row(const GuiNet *net, int i)
{
    return i == ROW_UNDO && gui_net_part_active(net) ? &NET_RESIGN : &ROWS[i];
}

static const char *row_key(const GuiGameState *game, const GuiNet *net, int i)
{
    if (i > 0)
        return row(net, i)->key;
    return s4_geometry_is_flat(&game->geo) ? "Click a column" : "Click a peg";
}

static void rules_text(const GuiGameState *game, char *rules, size_t size)
{
    const S4Geometry *geo = &game->geo;
    if (s4_geometry_is_flat(geo))
        snprintf(rules, size,
                 "%s: %d columns, %d rows. Click a column: your bead falls to its lowest free row "
                 "(gravity). X (the red discs) moves first, then O (the yellow), in turn. %d of "
                 "yours in a line wins: across, up, or along a diagonal (%d lines in all). A full "
                 "board without a line, or one where every line holds both X and O, is a draw.",
                 gui_game_title(geo->name), geo->width, geo->height, geo->connect, geo->line_count);
    else
        snprintf(rules, size,
                 "%s: %d pegs of %d beads. Click a peg: your bead drops to the lowest free place "
                 "(gravity). White moves first, then the turns alternate. %d of your colour in a "
                 "line wins: along a row, a column or a diagonal of one level, up one peg, or "
                 "slanting through the levels (%d lines in all). A full board without a line, or "
                 "one where every line holds both colours, is a draw.",
                 gui_game_title(geo->name), geo->pegs, geo->height, geo->connect, geo->line_count);
}

/* The row of the table at (line, pair), or -1 past the last row. */
static int row_at(const HelpLayout *l, int line, int pair)
{
    int i = pair * l->lines + line;
    return i < HELP_ROWS ? i : -1;
}

static float action_width(const HelpLayout *l)
{
    return l->pairs == 2 ? l->action_w : l->inner - l->key_w - l->gap;
}

static void help_layout(GuiWindow *win, const GuiGameState *game, const GuiNet *net, HelpLayout *l,
                        const char *rules)
{
    GuiRenderer *r = &win->renderer;
    GuiText *t = &win->text;
    memset(l, 0, sizeof *l);
    float s = t->scale;
    l->s = s;
    l->pad = 18 * s;
    l->gap = 14 * s;
    l->col_gap = 28 * s;
    int w, h;
    float key_h[HELP_ROWS];
    for (int i = 0; i < HELP_ROWS; i++) {
        gui_text_size(t, r, GUI_FONT_MONO, row_key(game, net, i), &w, &h);
        l->key_w = (float)w > l->key_w ? (float)w : l->key_w;
        key_h[i] = (float)h;
        gui_text_size(t, r, GUI_FONT_SANS, row(net, i)->action, &w, &h);
        l->action_w = (float)w > l->action_w ? (float)w : l->action_w;
    }
    int sans_h, mono_h;
    gui_text_size(t, r, GUI_FONT_SANS, "Ag", &w, &sans_h);
    gui_text_size(t, r, GUI_FONT_MONO, "Ag", &w, &mono_h);
    l->key_dy = (float)(sans_h - mono_h) * 0.5f;
    float room = (float)win->draw_w - 16 * s - 2 * l->pad; /* the widest inner width */
    float pair_w = l->key_w + l->gap + l->action_w;
    l->pairs = 2 * pair_w + l->col_gap <= room ? 2 : 1;
    float want = l->pairs == 2 ? 2 * pair_w + l->col_gap : pair_w;
    l->inner = want < room ? want : room;
    l->width = l->inner + 2 * l->pad;
    l->x = ((float)win->draw_w - l->width) * 0.5f;
    l->title_h = (float)TTF_FontLineSkip(t->fonts[GUI_FONT_BOLD]);
    l->rules_h = gui_widget_wrapped(NULL, t, GUI_FONT_SANS, rules, 0, 0, l->inner, GUI_ALIGN_LEFT,
                                    GUI_UI_TEXT);
    l->lines = (HELP_ROWS + l->pairs - 1) / l->pairs;
    float table_h = 0;
    for (int line = 0; line < l->lines; line++) {
        for (int pair = 0; pair < l->pairs; pair++) {
            int i = row_at(l, line, pair);
            if (i < 0)
                continue;
            float hh = gui_widget_wrapped(NULL, t, GUI_FONT_SANS, row(net, i)->action, 0, 0,
                                          action_width(l), GUI_ALIGN_LEFT, GUI_UI_DIM);
            hh = key_h[i] > hh ? key_h[i] : hh;
            l->line_h[line] = hh > l->line_h[line] ? hh : l->line_h[line];
        }
        table_h += l->line_h[line];
    }
    /* Pages: everything on one when it fits; else the rules alone, then the table's
     * lines, as many as each page holds (at least one, so every page moves on). */
    float avail = (float)win->draw_h - 16 * s;
    float head = 2 * l->pad + l->title_h + 6 * s;
    if (head + l->rules_h + l->gap + table_h <= avail) {
        l->pages = 1;
        l->first_line[0] = 0;
        l->first_line[1] = l->lines;
    } else {
        l->pages = 1;
        l->first_line[0] = l->first_line[1] = 0;
        int line = 0;
        while (line < l->lines && l->pages < HELP_PAGES_MAX) {
            float used = head;
            int first = line;
            while (line < l->lines && (line == first || used + l->line_h[line] <= avail))
                used += l->line_h[line++];
            l->first_line[++l->pages] = line;
        }
    }
}

/* The page's height: the title and what the page shows. */
static float page_height(const HelpLayout *l, int page)
{
    float h = 2 * l->pad + l->title_h + 6 * l->s;
    bool rules = l->pages == 1 || page == 1;
    if (rules)
        h += l->rules_h;
    if (rules && l->first_line[page] > l->first_line[page - 1])
        h += l->gap;
    for (int line = l->first_line[page - 1]; line < l->first_line[page]; line++)
        h += l->line_h[line];
    return h;
}

int gui_help_next_page(GuiWindow *win, const GuiFlow *f, const GuiGameState *game,
                       const GuiNet *net)
{
    if (f->help_page == 0)
        return 1;
    char rules[1024];
    rules_text(game, rules, sizeof rules);
    HelpLayout l;
    help_layout(win, game, net, &l, rules);
    return f->help_page < l.pages ? f->help_page + 1 : 0;
}

void gui_help_draw(GuiWindow *win, const GuiFlow *f, const GuiGameState *game, const GuiNet *net)
{
    GuiRenderer *r = &win->renderer;
    GuiText *t = &win->text;
    char rules[1024], title[96];
    rules_text(game, rules, sizeof rules);
    HelpLayout l;
    help_layout(win, game, net, &l, rules);
    int page = f->help_page < 1 ? 1 : f->help_page > l.pages ? l.pages : f->help_page;
    float s = l.s, height = page_height(&l, page);
    float y = ((float)win->draw_h - height) * 0.5f;
    if (y < 8 * s)
        y = 8 * s;
    gui_widget_page(r, (GuiRect){l.x, y, l.width, height}, s);
    /* The title's longest form that fits the panel. */
    const char *turn = page < l.pages ? "next" : "close";
    for (int form = 0; form < 3; form++) {
        if (l.pages == 1)
            snprintf(title, sizeof title, "%s   (H: close)", form == 0 ? "How to play" : "Help");
        else if (form == 0)
            snprintf(title, sizeof title, "How to play   %d of %d   (H: %s)", page, l.pages, turn);
        else if (form == 1)
            snprintf(title, sizeof title, "How to play  %d/%d  (H: %s)", page, l.pages, turn);
        else
            snprintf(title, sizeof title, "Help %d/%d  (H: %s)", page, l.pages, turn);
        int tw, th;
        gui_text_size(t, r, GUI_FONT_BOLD, title, &tw, &th);
        if ((float)tw <= l.inner)
            break;
    }
    float cx = l.x + l.pad, cy = y + l.pad;
    gui_text_draw(t, r, GUI_FONT_BOLD, title, cx, cy, GUI_ALIGN_LEFT, GUI_UI_ACCENT, NULL, NULL);
    cy += l.title_h + 6 * s;
    if (l.pages == 1 || page == 1) {
        cy += gui_widget_wrapped(r, t, GUI_FONT_SANS, rules, cx, cy, l.inner, GUI_ALIGN_LEFT,
                                 GUI_UI_TEXT);
        if (l.first_line[page] > l.first_line[page - 1])
            cy += l.gap;
    }
    float pair_step = l.key_w + l.gap + l.action_w + l.col_gap;
    for (int line = l.first_line[page - 1]; line < l.first_line[page]; line++) {
        for (int pair = 0; pair < l.pairs; pair++) {
            int i = row_at(&l, line, pair);
            if (i < 0)
                continue;
            float px = cx + (float)pair * pair_step;
            gui_text_draw(t, r, GUI_FONT_MONO, row_key(game, net, i), px, cy + l.key_dy, GUI_ALIGN_LEFT,
                          GUI_UI_TEXT, NULL, NULL);
            gui_widget_wrapped(r, t, GUI_FONT_SANS, row(net, i)->action, px + l.key_w + l.gap, cy,
                               action_width(&l), GUI_ALIGN_LEFT, GUI_UI_DIM);
        }
        cy += l.line_h[line];
    }
}
