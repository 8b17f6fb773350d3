/* start_screen.c: the start screen: game, opponent, side, difficulty, threats and colours, chosen
 * with the mouse or the keyboard, over a picture of the chosen board. */
#include "gui/screens/screens.h"

#include "gui/screens/door.h"

#include <stdio.h>
#include <string.h>

#include "core/line_name.h"
#include "gui/model/difficulty.h"

enum { ROW_GAME, ROW_OPPONENT, ROW_SIDE, ROW_DIFFICULTY, ROW_THREATS, ROW_PALETTE, ROW_BUTTONS };

static const char *const GAME_TITLES[] = {"Score Four", "Connect Four", "Connect Three",
                                          "Connect Four 6x4"};
static const char *const OPPONENT_KEYS[] = {"engine", "person", "engines", "friend"};
static const char *const OPPONENT_TITLES[] = {"The engine", "A person here",
                                              "Watch two engines", "A friend online"};
static const char *const SIDE_KEYS[] = {"white", "black", "random"};
static const char *const SIDE_TITLES[] = {"White (first)", "Black", "Random"};
/* The Connect games name their sides X and O (s4_side_name), their discs red and yellow. */
static const char *const FLAT_SIDE_TITLES[] = {"X (red, first)", "O (yellow)", "Random"};
static const char *const THREAT_KEYS[] = {"off", "on"};
static const char *const THREAT_TITLES[] = {"Off", "On"};
static const char *const PALETTE_KEYS[] = {"standard", "colour-blind"};
static const char *const PALETTE_TITLES[] = {"Standard", "Colour-blind"};
static const char *const ROW_TITLES[] = {"Game", "Opponent", "Your side", "Difficulty",
                                         "Show threats (cells that would complete a line)",
                                         "Colours (colour-blind safe: told apart by lightness)"};

/* Watching two engines, the side and difficulty rows choose each engine's difficulty:
 * the side row White's (settings.difficulty, ids "difficulty:..."), the difficulty row
 * Black's (settings.black_engine, ids "black-engine:..."), White's above as it moves first. */
static bool watching(const GuiSettings *s)
{
    return s->opponent == GUI_OPPONENT_ENGINES;
}

/* The buttons under the menu: Start, then Resume when a game was kept (autosave.h),
 * Puzzles (puzzle_screen.c), Quit. */
static int button_count(const GuiFlow *f)
{
    return f->resume.available ? 4 : 3;
}

static const char *button_id(const GuiFlow *f, int i)
{
    if (f->resume.available)
        return i == 0 ? "start" : i == 1 ? "resume" : i == 2 ? "puzzles" : "quit";
    return i == 0 ? "start" : i == 1 ? "puzzles" : "quit";
}

/* A button's title by its id. */
static const char *button_title(const char *id)
{
    return strcmp(id, "start") == 0     ? "Start"
           : strcmp(id, "quit") == 0    ? "Quit"
           : strcmp(id, "puzzles") == 0 ? "Puzzles"
                                        : "Resume";
}

/* The row's difficulty choice when it holds one: &s->difficulty or &s->black_engine. */
static const int *difficulty_of_const(const GuiSettings *s, int row)
{
    if (row == ROW_SIDE && watching(s))
        return &s->difficulty;
    if (row == ROW_DIFFICULTY)
        return watching(s) ? &s->black_engine : &s->difficulty;
    return NULL;
}

/* The same, to change (the settings were the caller's to change: strchr's idiom). */
static int *difficulty_of(GuiSettings *s, int row)
{
    return (int *)difficulty_of_const(s, row);
}

const char *gui_game_title(const char *preset)
{
    int games;
    const char *const *names = s4_geometry_preset_names(&games);
    for (int i = 0; i < games && i < (int)(sizeof GAME_TITLES / sizeof GAME_TITLES[0]); i++)
        if (strcmp(names[i], preset) == 0)
            return GAME_TITLES[i];
    return preset;
}

static int choice_count(const GuiSettings *s, int row)
{
    int games;
    s4_geometry_preset_names(&games);
    switch (row) {
    case ROW_GAME: return games;
    case ROW_OPPONENT: return (int)(sizeof OPPONENT_KEYS / sizeof OPPONENT_KEYS[0]);
    case ROW_SIDE: return watching(s) ? gui_difficulty_count() : 3;
    case ROW_DIFFICULTY: return gui_difficulty_count();
    case ROW_THREATS: return 2;
    case ROW_PALETTE: return 2;
    default: return 2; /* Start, Quit (with Resume: button_count) */
    }
}

static bool row_enabled(const GuiSettings *s, int row)
{
    /* Between two people there is no side to take and no engine to set. */
    if (row == ROW_SIDE || row == ROW_DIFFICULTY)
        return s->opponent != GUI_OPPONENT_PERSON &&
               (row == ROW_SIDE || s->opponent != GUI_OPPONENT_FRIEND);
    return true;
}

static int chosen(const GuiFlow *f, int row)
{
    const GuiSettings *s = &f->settings;
    if (difficulty_of_const(s, row) != NULL)
        return *difficulty_of_const(s, row);
    switch (row) {
    case ROW_GAME: return s->game;
    case ROW_OPPONENT: return (int)s->opponent;
    case ROW_SIDE: return (int)s->side;
    case ROW_THREATS: return s->threats ? 1 : 0;
    case ROW_PALETTE: return s->colour_blind ? 1 : 0;
    default: return f->menu_button;
    }
}

/* The id and the shown title of a choice. */
static void choice(const GuiFlow *f, const GuiGameState *game, int row, int i, char id[GUI_HIT_ID], const char **title)
{
    int games;
    const char *const *names = s4_geometry_preset_names(&games);
    const char *key = "";
    if ((row == ROW_SIDE || row == ROW_DIFFICULTY) && watching(&f->settings)) {
        /* White's engine keeps the difficulty's ids (settings.difficulty), Black's its own */
        snprintf(id, GUI_HIT_ID, "%s:%s", row == ROW_SIDE ? "difficulty" : "black-engine",
                 gui_difficulty(i)->key);
        *title = gui_difficulty(i)->name;
        return;
    }
    switch (row) {
    case ROW_GAME:
        key = names[i];
        *title = i < (int)(sizeof GAME_TITLES / sizeof GAME_TITLES[0]) ? GAME_TITLES[i] : names[i];
        break;
    case ROW_OPPONENT: key = OPPONENT_KEYS[i]; *title = OPPONENT_TITLES[i]; break;
    case ROW_SIDE:
        key = SIDE_KEYS[i];
        /* game->geo is the chosen game: the board behind the menu follows the Game row */
        *title = s4_geometry_is_flat(&game->geo) ? FLAT_SIDE_TITLES[i] : SIDE_TITLES[i];
        break;
    case ROW_DIFFICULTY: key = gui_difficulty(i)->key; *title = gui_difficulty(i)->name; break;
    case ROW_THREATS: key = THREAT_KEYS[i]; *title = THREAT_TITLES[i]; break;
    case ROW_PALETTE: key = PALETTE_KEYS[i]; *title = PALETTE_TITLES[i]; break;
    default: break;
    }
    static const char *const ROW_KEYS[] = {"game", "opponent", "side", "difficulty", "threats",
                                           "palette"};
    snprintf(id, GUI_HIT_ID, "%s:%s", ROW_KEYS[row], key);
}

/* Sets a row's choice; another game asks for its board behind the menu (SHOW_GAME). */
static void set_choice(GuiFlow *f, int row, int i, GuiIntent *out)
{
    GuiSettings *s = &f->settings;
    if (difficulty_of(s, row) != NULL) {
        *difficulty_of(s, row) = i;
        return;
    }
    switch (row) {
    case ROW_GAME:
        if (s->game != i) {
            s->game = i;
            out->kind = GUI_INTENT_SHOW_GAME;
        }
        break;
    case ROW_OPPONENT: s->opponent = (GuiOpponent)i; break;
    case ROW_SIDE: s->side = (GuiSide)i; break;
    case ROW_THREATS: s->threats = i == 1; break;
    case ROW_PALETTE: s->colour_blind = i == 1; break; /* the board behind shows it at once */
    default: break;
    }
}

bool gui_start_screen_choose(const GuiScreenParts *p, const char *id, GuiIntent *out)
{
    GuiFlow *f = p->flow;
    if (strcmp(id, "start") == 0) {
        /* A friend's game is kept apart (net.c): only the others replace the kept one. */
        if (f->settings.opponent == GUI_OPPONENT_FRIEND)
            out->kind = GUI_INTENT_BEGIN;
        else
            gui_door_open(f, &p->game->ref, p->net, GUI_EXIT_START, out);
        return true;
    }
    if (strcmp(id, "resume") == 0) {
        out->kind = GUI_INTENT_RESUME;
        return true;
    }
    if (strcmp(id, "quit") == 0) {
        out->kind = GUI_INTENT_QUIT;
        return true;
    }
    if (strcmp(id, "lesson") == 0) { /* the lesson (lesson_screen.c) */
        out->kind = GUI_INTENT_LESSON;
        return true;
    }
    if (strcmp(id, "puzzles") == 0) {
        int count;
        gui_puzzle_screen_open(f, p->opts, s4_geometry_preset_names(&count)[f->settings.game],
                               out);
        return true;
    }
    for (int row = 0; row < ROW_BUTTONS; row++) {
        for (int i = 0; i < choice_count(&f->settings, row); i++) {
            char cid[GUI_HIT_ID];
            const char *title;
            choice(f, p->game, row, i, cid, &title);
            if (strcmp(cid, id) == 0 && row_enabled(&f->settings, row)) {
                set_choice(f, row, i, out);
                f->menu_row = row;
                return true;
            }
        }
    }
    return false;
}

bool gui_start_screen_key(const GuiScreenParts *p, SDL_Keycode key, GuiIntent *out)
{
    GuiFlow *f = p->flow;
    switch (key) {
    case SDLK_UP:
    case SDLK_DOWN: {
        int step = key == SDLK_UP ? -1 : 1, row = f->menu_row;
        do
            row = (row + step + GUI_MENU_ROWS) % GUI_MENU_ROWS;
        while (row != ROW_BUTTONS &&
               (!row_enabled(&f->settings, row) || (row == ROW_PALETTE && !f->menu_colours)));
        f->menu_row = row;
        return true;
    }
    case SDLK_LEFT:
    case SDLK_RIGHT: {
        int step = key == SDLK_LEFT ? -1 : 1;
        int n = f->menu_row == ROW_BUTTONS ? button_count(f) : choice_count(&f->settings, f->menu_row);
        int i = (chosen(f, f->menu_row) + step + n) % n;
        if (f->menu_row == ROW_BUTTONS)
            f->menu_button = i;
        else
            set_choice(f, f->menu_row, i, out);
        return true;
    }
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        gui_start_screen_choose(p, f->menu_row == ROW_BUTTONS ? button_id(f, f->menu_button)
                                                              : "start", out);
        return true;
    case SDLK_ESCAPE:
    case SDLK_q:
        out->kind = GUI_INTENT_QUIT;
        return true;
    default:
        /* The keys every screen shares (views, zoom, fullscreen, sound, help) go on to the
         * shared fallback; the game keys have no handler here. */
        return false;
    }
}

/* Width of the widest title of a row in the given font, measured without rasterising. */
static int widest(GuiWindow *win, const GuiFlow *f, const GuiGameState *game, int row)
{
    int best = 0;
    for (int i = 0; i < choice_count(&f->settings, row); i++) {
        char id[GUI_HIT_ID];
        const char *title = i == 0 ? "Start" : "Quit";
        if (row != ROW_BUTTONS)
            choice(f, game, row, i, id, &title);
        int w = 0, h = 0;
        TTF_SizeUTF8(win->text.fonts[GUI_FONT_BOLD], title, &w, &h);
        best = w > best ? w : best;
    }
    return best;
}

/* How tightly the menu is laid out, for lower and lower windows. */
typedef enum Density {
    DENSITY_FULL,     /* each row's title above its choices */
    DENSITY_COMPACT,  /* each row's title beside its choices */
    DENSITY_SNUG,     /* beside, lower chips closer together (a portrait window, 450x800) */
    DENSITY_TINY,     /* beside, low chips; Start, Quit and a short key line by the title */
} Density;

/* Start and Quit at (x, y), side by side, w x h each, gap apart. */
static void start_buttons(GuiWindow *win, GuiFlow *f, float x, float y, float w, float h, float gap)
{
    bool on = f->menu_row == ROW_BUTTONS;
    int n = button_count(f);
    /* With a kept game, three buttons share the two's room: Start, Resume, Quit. */
    float bw = (2 * w + gap - (float)(n - 1) * gap) / (float)n;
    for (int i = 0; i < n; i++) {
        const char *id = button_id(f, i);
        const char *title = button_title(id);
        gui_widget_button(&win->renderer, &win->text, &f->hits,
                          (GuiRect){x + (float)i * (bw + gap), y, bw, h}, title,
                          i == 0 ? GUI_LOOK_ACTION : GUI_LOOK_PLAIN, on && f->menu_button == i, id);
    }
}

/* The longest form of the keys line that fits in width pixels, or NULL when none does (a
 * narrow portrait window takes a shorter form instead of a line cut by the window's edge). */
static const char *keys_line(GuiText *t, float width)
{
    static const char *const KEYS[] = {
        "Up/Down: a row   Left/Right: a choice   Enter: start   Esc: quit",
        "Arrows: choose   Enter: start   Esc: quit", "Arrows: choose   Enter: start",
        "Arrows, Enter: start", "Arrows, Enter, Esc"};
    for (size_t i = 0; i < sizeof KEYS / sizeof KEYS[0]; i++) {
        int kw = 0, kh = 0;
        TTF_SizeUTF8(t->fonts[GUI_FONT_SANS], KEYS[i], &kw, &kh);
        if ((float)kw <= width)
            return KEYS[i];
    }
    return NULL;
}

/* The rows' short titles: beside the chips of a compact menu, and over the threats and
 * colours where they share a line. */
static const char *const SHORT_ROW_TITLES[] = {"Game",    "Opponent", "Your side", "Difficulty",
                                               "Threats", "Colours"};

/* A row's title, or its short form beside the chips of a compact menu. */
static const char *row_title(const GuiFlow *f, const GuiGameState *game, int row, bool compact, char buf[64])
{
    const char *const *SHORT_TITLES = SHORT_ROW_TITLES;
    if ((row == ROW_SIDE || row == ROW_DIFFICULTY) && watching(&f->settings)) {
        /* game->geo is the chosen game: X and O in the Connect games */
        const char *side = s4_side_name(&game->geo, row == ROW_SIDE ? S4_WHITE : S4_BLACK);
        if (compact)
            snprintf(buf, 64, "%s", side);
        else
            snprintf(buf, 64, "%s's engine%s", side, row == ROW_SIDE ? " (first)" : "");
        return buf;
    }
    return compact ? SHORT_TITLES[row] : ROW_TITLES[row];
}

/* The sentence under the difficulty row: what the chosen difficulty means. Watching two
 * engines it is White's while the keyboard is on White's row, else Black's (the row just
 * above the sentence). */
static const char *difficulty_words(const GuiFlow *f, char *buf, size_t size)
{
    const GuiSettings *s = &f->settings;
    if (s->opponent == GUI_OPPONENT_PERSON)
        return "Two people take turns at this mouse.";
    /* No engine plays a friend's game: its difficulty would mean nothing there. */
    if (s->opponent == GUI_OPPONENT_FRIEND)
        return "Your friend plays the other side from their own window.";
    int d = watching(s) && f->menu_row != ROW_SIDE ? s->black_engine : s->difficulty;
    if (watching(s))
        return gui_difficulty(d)->description;
    /* Against the engine: the person's record at this level of this game, once played. */
    char record[160];
    gui_level_record_text(&f->record, s->game, d, gui_difficulty(d)->name, record, sizeof record);
    snprintf(buf, size, "%s%s%s", gui_difficulty(d)->description, record[0] ? " " : "", record);
    return buf;
}

/* Lays out and (when draw) draws the menu from top y; returns its height. */
static float menu(GuiWindow *win, GuiFlow *f, const GuiGameState *game, float x, float y, float width, bool draw, Density density,
                  bool colours)
{
    bool compact = density != DENSITY_FULL, tiny = density == DENSITY_TINY;
    bool snug = density == DENSITY_SNUG;
    GuiRenderer *r = &win->renderer;
    GuiText *t = &win->text;
    float s = t->scale, gap = (tiny ? 3 : snug ? 4 : compact ? 6 : 8) * s;
    float chip_h = (tiny ? 25 : snug ? 27 : compact ? 30 : 34) * s, top = y;
    int line = TTF_FontLineSkip(t->fonts[GUI_FONT_SANS]);
    float label_w = tiny ? 96 * s : compact ? 110 * s : 0;
    float full_x = x, full_width = width;
    x += label_w;
    width -= label_w;
    /* Threats and colours share a line, each in half the width, where the menu has its
     * titles above the chips and both choices of each fit side by side. */
    float half = (width - gap) * 0.5f;
    float pair_need = (float)(widest(win, f, game, ROW_THREATS) > widest(win, f, game, ROW_PALETTE)
                                  ? widest(win, f, game, ROW_THREATS)
                                  : widest(win, f, game, ROW_PALETTE)) + 20 * s;
    bool paired = !compact && (half - gap) * 0.5f >= pair_need;
    /* Beside their titles (compact forms), threats and colours share a line where both
     * pairs of chips fit at their own widths, with the colours' title between them. */
    float threat_chip = (float)widest(win, f, game, ROW_THREATS) + 14 * s;
    float palette_chip = (float)widest(win, f, game, ROW_PALETTE) + 14 * s;
    int colours_w = 0, colours_h = 0;
    TTF_SizeUTF8(t->fonts[GUI_FONT_SANS], SHORT_ROW_TITLES[ROW_PALETTE], &colours_w, &colours_h);
    float palette_x = x + 2 * threat_chip + gap + 16 * s;
    float palette_chips_x = palette_x + (float)colours_w + 8 * s;
    bool one_line = compact && colours &&
                    palette_chips_x + 2 * palette_chip + gap <= x + width;
    for (int row = 0; row < ROW_BUTTONS; row++) {
        /* Windows too small for every row even in the tiny form leave out the colours:
         * the settings file's palette and --colour-blind choose them there. */
        if (!colours && row == ROW_PALETTE)
            continue;
        bool enabled = row_enabled(&f->settings, row);
        const float *ink = enabled ? GUI_UI_DIM : (const float[4]){0.45f, 0.47f, 0.52f, 1.0f};
        bool in_pair = paired && (row == ROW_THREATS || row == ROW_PALETTE);
        bool on_one_line = one_line && (row == ROW_THREATS || row == ROW_PALETTE);
        float row_x = in_pair && row == ROW_PALETTE ? x + half + gap : x;
        float row_w = in_pair ? half : width;
        float title_x = in_pair ? row_x : full_x;
        if (on_one_line) {
            row_x = row == ROW_PALETTE ? palette_chips_x : x;
            row_w = row == ROW_PALETTE ? 2 * palette_chip + gap : 2 * threat_chip + gap;
            title_x = row == ROW_PALETTE ? palette_x : full_x;
        }
        char title_buf[64];
        const char *row_name = in_pair ? SHORT_ROW_TITLES[row] : row_title(f, game, row, compact, title_buf);
        if (draw)
            gui_text_draw(t, r, GUI_FONT_SANS, row_name, title_x,
                          compact ? y + (chip_h - (float)line) * 0.5f : y, GUI_ALIGN_LEFT, ink,
                          NULL, NULL);
        if (!compact)
            y += (float)line + 4 * s;
        int n = choice_count(&f->settings, row), cols = n;
        float need = (float)widest(win, f, game, row) + 20 * s;
        while (cols > 1 && (row_w - (float)(cols - 1) * gap) / (float)cols < need)
            cols--;
        cols = (n + (n + cols - 1) / cols - 1) / ((n + cols - 1) / cols); /* even rows */
        if (on_one_line)
            cols = n; /* sized to fit above (one_line) */
        float chip_w = (row_w - (float)(cols - 1) * gap) / (float)cols;
        for (int i = 0; i < n; i++) {
            GuiRect rect = {row_x + (float)(i % cols) * (chip_w + gap),
                            y + (float)(i / cols) * (chip_h + gap), chip_w, chip_h};
            if (!draw)
                continue;
            char id[GUI_HIT_ID];
            const char *title;
            choice(f, game, row, i, id, &title);
            bool is_chosen = chosen(f, row) == i;
            GuiLook look = !enabled ? GUI_LOOK_DISABLED : is_chosen ? GUI_LOOK_CHOSEN : GUI_LOOK_PLAIN;
            gui_widget_button(r, t, &f->hits, rect, title, look, f->menu_row == row && is_chosen, id);
        }
        if (on_one_line && row == ROW_THREATS)
            continue; /* the colours go after the threats' chips, on the same line */
        if (in_pair && row == ROW_THREATS) {
            y -= (float)line + 4 * s; /* the colours go beside, on the same line */
            continue;
        }
        y += (float)((n + cols - 1) / cols) * (chip_h + gap);
        if (row == ROW_DIFFICULTY) {
            /* The sentence takes the whole width, under the row's title too: beside the
             * titles it would wrap to a line more, which in a portrait window is what
             * pushes the menu into its tiny form. */
            char words[512];
            y += gui_widget_wrapped(draw ? r : NULL, t, GUI_FONT_SANS,
                                    difficulty_words(f, words, sizeof words),
                                    full_x, y, full_width, GUI_ALIGN_LEFT, GUI_UI_ACCENT);
        }
        y += (tiny ? 2 : snug ? 3 : compact ? 4 : 10) * s;
    }
    if (tiny)
        return y - top;
    x = full_x;
    width = full_width;
    /* Start and Quit, centred. */
    float bw = 170 * s, bh = 44 * s;
    if (draw)
        start_buttons(win, f, x + width * 0.5f - bw - gap, y + 6 * s, bw, bh, 2 * gap);
    y += bh + 16 * s;
    const char *keys = keys_line(t, width);
    if (draw && keys != NULL)
        gui_text_draw(t, r, GUI_FONT_SANS, keys, x + width * 0.5f, y, GUI_ALIGN_CENTRE, GUI_UI_DIM,
                      NULL, NULL);
    y += (float)line;
    return y - top;
}

void gui_start_screen_draw(GuiWindow *win, GuiFlow *f, const GuiGameState *game)
{
    GuiRenderer *r = &win->renderer;
    GuiText *t = &win->text;
    float s = t->scale, pad = 22 * s;
    float width = (float)win->draw_w - 24 * s;
    if (width > 900 * s)
        width = 900 * s;
    float inner = width - 2 * pad;
    int title_h = TTF_FontLineSkip(t->fonts[GUI_FONT_LABEL]);
    int line = TTF_FontLineSkip(t->fonts[GUI_FONT_SANS]);
    /* The tiny form's Start and Quit, and whether they need a row of their own. */
    float bw = 96 * s, bh = (float)title_h - 2 * s, gap = 6 * s;
    if (button_count(f) == 3) /* Resume too: three buttons of 84 px, not two of 96 */
        bw = (3 * 84 * s + gap) / 2;
    int title_w = 0, th = 0;
    TTF_SizeUTF8(t->fonts[GUI_FONT_LABEL], "Score Four", &title_w, &th);
    /* The roomiest form that fits the window, each tried first with the colours' row:
     * full, compact, snug, tiny. Only a window too low for every row even in the tiny form
     * leaves the colours out (a player looks for them on this screen). */
    static const struct {
        Density density;
        bool colours;
    } FORMS[] = {{DENSITY_FULL, true},  {DENSITY_COMPACT, true}, {DENSITY_SNUG, true},
                 {DENSITY_TINY, true},  {DENSITY_TINY, false}};
    enum { FORM_COUNT = sizeof FORMS / sizeof FORMS[0] };
    Density density = DENSITY_FULL;
    bool colours = true, buttons_row = false;
    float height = 0.0f;
    for (int i = 0; i < FORM_COUNT; i++) {
        density = FORMS[i].density;
        colours = FORMS[i].colours;
        if (density == DENSITY_FULL) {
            height = pad + (float)title_h + (float)line + 14 * s +
                     menu(win, f, game, 0, 0, inner, false, density, colours) + pad;
        } else if (density != DENSITY_TINY) {
            height = pad + (float)title_h + 8 * s +
                     menu(win, f, game, 0, 0, inner, false, density, colours) + pad;
        } else {
            /* A very low window (640x360): tighter rows, and Start, Quit and a shorter
             * keys line on the title's line; in a narrow one too (360x640), where that
             * line has no room for the buttons, on a row of their own under it. */
            pad = 10 * s;
            inner = width - 2 * pad;
            buttons_row = (float)title_w + 12 * s + 2 * bw + gap > inner;
            height = pad + (float)title_h + 4 * s + (buttons_row ? bh + 6 * s : 0.0f) +
                     menu(win, f, game, 0, 0, inner, false, density, colours) + pad;
        }
        if (height <= (float)win->draw_h - 8 * s)
            break;
    }
    float x = ((float)win->draw_w - width) * 0.5f;
    float y = ((float)win->draw_h - height) * 0.5f;
    if (y < 0)
        y = 0;
    gui_widget_veil(r, win->draw_w, win->draw_h);
    gui_widget_page(r, (GuiRect){x, y, width, height}, s);
    float cy = y + pad;
    gui_text_draw(t, r, GUI_FONT_LABEL, "Score Four", x + pad, cy, GUI_ALIGN_LEFT, GUI_UI_TEXT,
                  NULL, NULL);
    int lesson_tw = 0, lesson_th = 0;
    TTF_SizeUTF8(t->fonts[GUI_FONT_BOLD], "Lesson", &lesson_tw, &lesson_th);
    float lesson_w = (float)lesson_tw + 28 * s;
    if (density != DENSITY_TINY) /* the lesson, at the title's right */
        gui_widget_button(r, t, &f->hits, (GuiRect){x + width - pad - lesson_w, cy, lesson_w, bh},
                          "Lesson", GUI_LOOK_PLAIN, false, "lesson");
    if (density == DENSITY_TINY) {
        float buttons_x = x + width - pad - 2 * bw - gap;
        float buttons_y = buttons_row ? cy + (float)title_h + 2 * s : cy;
        start_buttons(win, f, buttons_x, buttons_y, bw, bh, gap);
        /* The lesson goes before Start where its line has room for it (640x360); it comes
         * before the keys line, which the help repeats. Where it has none (360x640), F2
         * and the help lead to it. */
        float from = x + pad + (float)title_w + 12 * s;
        float lesson_x = buttons_x - gap - lesson_w;
        if (lesson_x >= (buttons_row ? x + pad : from)) {
            gui_widget_button(r, t, &f->hits, (GuiRect){lesson_x, buttons_y, lesson_w, bh},
                              "Lesson", GUI_LOOK_PLAIN, false, "lesson");
            if (!buttons_row)
                buttons_x = lesson_x;
        }
        /* The keys line has no row of its own here: the longest form of it that fits goes
         * between the title and the buttons, or, when the buttons have a row of their own
         * (360x640), after the title on its line, which leaves it more room than beside
         * the buttons. */
        float to = buttons_row ? x + width - pad : buttons_x - 12 * s;
        const char *keys = keys_line(t, to - from);
        if (keys != NULL) {
            int kw = 0, kh = 0;
            TTF_SizeUTF8(t->fonts[GUI_FONT_SANS], keys, &kw, &kh);
            float line_y = buttons_row ? cy + ((float)title_h - (float)kh) * 0.5f
                                       : buttons_y + (bh - (float)kh) * 0.5f;
            gui_text_draw(t, r, GUI_FONT_SANS, keys, (from + to) * 0.5f, line_y, GUI_ALIGN_CENTRE,
                          GUI_UI_DIM, NULL, NULL);
        }
        if (buttons_row)
            cy += bh + 6 * s;
    }
    cy += (float)title_h;
    if (density != DENSITY_FULL) {
        cy += (density == DENSITY_TINY ? 4 : 8) * s;
    } else {
        /* the chosen game's rule: Connect Three is three in a row */
        gui_text_draw(t, r, GUI_FONT_SANS,
                      game->geo.connect == 3 ? "Three in a row, with gravity"
                                                 : "Four in a row, with gravity",
                      x + pad, cy, GUI_ALIGN_LEFT, GUI_UI_DIM, NULL, NULL);
        cy += (float)line + 14 * s;
    }
    f->menu_colours = colours;
    menu(win, f, game, x + pad, cy, inner, true, density, colours);
}
