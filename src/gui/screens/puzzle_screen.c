/* puzzle_screen.c: the puzzle screen: a position from a real game where the side to move
 * wins by force with exactly one first move (core/puzzle.h), on the window's usual board.
 * The player's moves are judged by the exact solver (model/puzzle_check.h) against the
 * puzzle's main line; a right one is answered by the defence, a wrong one by the reply that
 * refutes it and the solver's line, with Retry and Solution; solved puzzles, the streak and
 * the daily puzzle are kept in the state directory (model/puzzle_progress.h).
 *
 * The board is a game without engines set up from the puzzle's position (the App does it:
 * GUI_INTENT_PUZZLE); the player's clicks reach it as in a game while it is the player's
 * move, and this screen's update plays the defence once the player's bead has landed. */
#include "gui/screens/screens.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "core/line_name.h"
#include "core/notation.h"

/* The puzzle files, carried in the binary (embed_puzzles.cmake). */
extern const char gui_puzzles_score4_txt[];
extern const char gui_puzzles_connect4_txt[];

/* ================================================================ choosing a puzzle */

/* The puzzles' text of a game preset, NULL when it has none. */
static const char *puzzles_of(const char *game)
{
    if (strcmp(game, "score4") == 0)
        return gui_puzzles_score4_txt;
    if (strcmp(game, "connect4") == 0)
        return gui_puzzles_connect4_txt;
    return NULL;
}

/* Keeps the progress, saying so when it cannot. */
static void keep_progress(GuiFlow *f)
{
    GuiPuzzleScreen *z = &f->puzzle;
    char why[GUI_PROGRESS_PATH + 300];
    if (z->progress_path[0] != '\0' &&
        !gui_puzzle_progress_save(z->progress_path, &z->progress, why, sizeof why)) {
        fprintf(stderr, "score4: %s\n", why);
        gui_flow_say(f, "%s", why);
    }
}

/* Puts the puzzle at index on the screen's state (the App sets the board up). */
static void choose(GuiPuzzleScreen *z, int index, bool daily)
{
    if (z->set.count == 0)
        return;
    index = (index % z->set.count + z->set.count) % z->set.count;
    char line[S4_PUZZLE_MAX_LINE + 1];
    if (!gui_puzzle_set_get(&z->set, index, &z->puzzle) ||
        !gui_puzzle_set_line(&z->set, index, line, sizeof line))
        return; /* cannot happen: every indexed line read when the set was made */
    z->index = index;
    z->daily = daily;
    z->key = gui_puzzle_key(z->geo.name, line);
    S4Board board;
    z->solver = s4_puzzle_position(&z->geo, &z->puzzle, &board);
    s4_position_format(&board, z->position, sizeof z->position);
    z->step = 0;
    z->on_line = true;
    z->clean = true;
    z->stage = GUI_PUZZLE_SOLVING;
    z->wrong_peg = -1;
    snprintf(z->message, sizeof z->message, "Find the only winning move.");
}

/* The first puzzle not solved yet, from index on (wrapping); index itself when all are. */
static int first_unsolved(const GuiPuzzleScreen *z, int from, int win_in)
{
    for (int k = 0; k < z->set.count; k++) {
        int i = (from + k) % z->set.count;
        char line[S4_PUZZLE_MAX_LINE + 1];
        if ((win_in > 0 && z->set.win_in[i] != win_in) ||
            !gui_puzzle_set_line(&z->set, i, line, sizeof line))
            continue;
        if (!gui_puzzle_progress_solved(&z->progress, gui_puzzle_key(z->geo.name, line)))
            return i;
    }
    return from;
}

void gui_puzzle_screen_open(GuiFlow *f, const GuiOptions *opts, const char *game, GuiIntent *out)
{
    GuiPuzzleScreen *z = &f->puzzle;
    const char *text = puzzles_of(game);
    if (text == NULL || s4_geometry_preset(&z->geo, game) != S4_OK) {
        gui_flow_say(f, "No puzzles for this game: Score Four and Connect Four have them.");
        return;
    }
    if (gui_puzzle_set_read(&z->set, &z->geo, text) == 0) {
        gui_flow_say(f, "The puzzles of %s did not read.", game);
        return;
    }
    char why[GUI_PROGRESS_PATH + 300];
    if (!gui_puzzle_progress_path(z->progress_path, sizeof z->progress_path))
        z->progress_path[0] = '\0';
    else if (!gui_puzzle_progress_load(z->progress_path, &z->progress, why, sizeof why) ||
             why[0] != '\0')
        fprintf(stderr, "score4: %s\n", why); /* a clean start, or what could be read */
    /* The daily puzzle's date: --puzzle-date (checked when read), else today in UTC. */
    if (opts->puzzle_date == NULL || !gui_puzzle_day_parse(opts->puzzle_date, &z->today))
        z->today = (long)(time(NULL) / 86400);
    int first = first_unsolved(z, 0, 0);
    bool daily_open = !gui_puzzle_progress_daily(&z->progress, z->geo.name, z->today);
    /* The daily puzzle first while it is not done, else the first one not solved. */
    if (daily_open)
        choose(z, gui_puzzle_set_daily(&z->set, z->today), true);
    else
        choose(z, first, false);
    out->kind = GUI_INTENT_PUZZLE;
}

/* ================================================================ moves */

/* The moves' names joined by spaces into buf. */
static void line_text(const S4Geometry *geo, const int *line, int count, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < count && used + S4_MOVE_NAME + 1 < size; i++) {
        char name[S4_MOVE_NAME];
        s4_move_name(geo, line[i], name);
        used += (size_t)snprintf(buf + used, size - used, "%s%s", i ? " " : "", name);
    }
}

/* The words for a wrong move: what it comes to, the reply and the solver's line. */
static void wrong_words(GuiPuzzleScreen *z, int beads_left)
{
    const GuiPuzzleVerdict *v = &z->verdict;
    const S4Geometry *geo = &z->geo;
    char move[S4_MOVE_NAME], reply[S4_MOVE_NAME] = "", line[160];
    s4_move_name(geo, z->wrong_peg, move);
    if (v->line_count > 0)
        s4_move_name(geo, v->line[0], reply);
    line_text(geo, v->line, v->line_count, line, sizeof line);
    const char *loser = s4_side_name(geo, s4_other(z->solver));
    const char *mover = s4_side_name(geo, z->solver);
    if (v->value == -1)
        snprintf(z->message, sizeof z->message, "Not %s: %s answers %s and wins. The solver's "
                 "line: %s.", move, loser, reply, line);
    else if (v->value == 0)
        snprintf(z->message, sizeof z->message, "Not %s: %s answers %s and holds a draw. The "
                 "solver's line: %s.", move, loser, reply, line);
    else if (v->value == 1)
        snprintf(z->message, sizeof z->message, "Not %s: %s still wins after it, but in %d "
                 "beads, not %d. %s answers %s: %s.", move, mover, v->beads, beads_left, loser,
                 reply, line);
    else if (reply[0] != '\0')
        snprintf(z->message, sizeof z->message, "Not %s: %s answers %s.", move, loser, reply);
    else
        snprintf(z->message, sizeof z->message, "Not %s.", move);
}

/* The player's move peg, just played as move `z->step` from the position: judged, then
 * answered by the defence or by the refutation. */
static void judge(GuiFlow *f, GuiReferee *ref, int peg)
{
    GuiPuzzleScreen *z = &f->puzzle;
    S4Game before = ref->game;
    s4_game_undo(&before);
    int beads_left = z->puzzle.win_in - z->step / 2;
    int expected = z->on_line ? z->puzzle.line[z->step] : -1;
    GuiPuzzleSolver *solver = gui_puzzle_solver_new(&z->geo); /* NULL: the line judges */
    gui_puzzle_check_move(solver, &before.board, z->solver, peg, expected, beads_left,
                          &z->verdict);
    char name[S4_MOVE_NAME];
    s4_move_name(&z->geo, peg, name);
    if (!z->verdict.right) {
        z->stage = GUI_PUZZLE_WRONG;
        z->wrong_peg = peg;
        if (z->clean)
            gui_puzzle_progress_fail(&z->progress);
        z->clean = false;
        wrong_words(z, beads_left);
        keep_progress(f);
        if (z->verdict.line_count > 0) /* the refutation on the board */
            gui_referee_play(ref, z->verdict.line[0], s4_clock_ms());
        gui_puzzle_solver_free(solver);
        return;
    }
    z->on_line = z->on_line && peg == expected;
    z->step++;
    if (z->verdict.completes) {
        z->stage = GUI_PUZZLE_SOLVED;
        gui_puzzle_progress_solve(&z->progress, z->key, z->clean);
        if (z->daily)
            gui_puzzle_progress_daily_done(&z->progress, z->geo.name, z->today);
        keep_progress(f);
        if (z->clean)
            snprintf(z->message, sizeof z->message, "Solved with %s! Streak %d.", name,
                     z->progress.streak);
        else
            snprintf(z->message, sizeof z->message, "Solved with %s.", name);
        gui_puzzle_solver_free(solver);
        return;
    }
    /* The defence: the main line's while the player follows it, else the solver's slowest
     * loss; a legal move whatever happens (the first one) when the solver proves none. */
    S4Board after = before.board;
    s4_board_play(&after, peg, z->solver);
    S4Colour loser = s4_other(z->solver);
    int value, total, answer = -1;
    if (z->on_line && z->step < z->puzzle.line_count)
        answer = z->puzzle.line[z->step];
    else
        answer = gui_puzzle_best_move(solver, &after, loser, &value, &total);
    if (answer < 0) {
        int pegs[S4_MAX_PEGS];
        if (s4_board_legal_pegs(&after, pegs) > 0)
            answer = pegs[0];
    }
    gui_puzzle_solver_free(solver);
    if (answer < 0)
        return;
    gui_referee_play(ref, answer, s4_clock_ms());
    z->step++;
    char reply[S4_MOVE_NAME];
    s4_move_name(&z->geo, answer, reply);
    int left = z->puzzle.win_in - z->step / 2;
    snprintf(z->message, sizeof z->message, "Right: %s. %s defends with %s. Now win in %d.", name,
             s4_side_name(&z->geo, loser), reply, left);
}

void gui_puzzle_screen_update(const GuiScreenParts *p)
{
    GuiPuzzleScreen *z = &p->flow->puzzle;
    GuiReferee *ref = &p->game->ref;
    if (p->fx->drop.active)
        return; /* the last bead lands first */
    int played = ref->game.move_count;
    switch (z->stage) {
    case GUI_PUZZLE_SOLVING:
        if (played == z->step + 1 && z->step % 2 == 0)
            judge(p->flow, ref, ref->game.moves[played - 1]);
        break;
    case GUI_PUZZLE_SHOWN:
        /* The solution, a move each time the last bead has landed. */
        if (played < z->puzzle.line_count && !s4_game_over(&ref->game))
            gui_referee_play(ref, z->puzzle.line[played], s4_clock_ms());
        break;
    case GUI_PUZZLE_WRONG:
    case GUI_PUZZLE_SOLVED: break;
    }
}

/* ================================================================ buttons and keys */

/* Back to the puzzle's position (Retry). */
static void retry(GuiFlow *f, GuiReferee *ref)
{
    GuiPuzzleScreen *z = &f->puzzle;
    gui_referee_truncate(ref, 0, s4_clock_ms());
    z->step = 0;
    z->on_line = true;
    z->stage = GUI_PUZZLE_SOLVING;
    snprintf(z->message, sizeof z->message, "Again: find the only winning move.");
}

/* The solution played out from the position (update plays it a move at a time). */
static void solution(GuiFlow *f, GuiReferee *ref)
{
    GuiPuzzleScreen *z = &f->puzzle;
    if (z->clean) {
        gui_puzzle_progress_fail(&z->progress);
        keep_progress(f);
    }
    z->clean = false;
    gui_referee_truncate(ref, 0, s4_clock_ms());
    z->step = 0;
    z->stage = GUI_PUZZLE_SHOWN;
    char line[200];
    line_text(&z->geo, z->puzzle.line, z->puzzle.line_count, line, sizeof line);
    snprintf(z->message, sizeof z->message, "The solution: %s (the winning move, then the "
             "longest defence and the win).", line);
}

/* Another puzzle: the App sets it up. */
static void another(GuiFlow *f, int index, bool daily, GuiIntent *out)
{
    choose(&f->puzzle, index, daily);
    out->kind = GUI_INTENT_PUZZLE;
}

/* The first puzzle not yet solved that wins in n, else the first that does. */
static void of_length(GuiFlow *f, int n, GuiIntent *out)
{
    GuiPuzzleScreen *z = &f->puzzle;
    int first = gui_puzzle_set_first_of(&z->set, n);
    if (first < 0) {
        gui_flow_say(f, "No puzzle wins in %d here.", n);
        return;
    }
    another(f, first_unsolved(z, first, n), false, out);
}

bool gui_puzzle_screen_choose(const GuiScreenParts *p, const char *id, GuiIntent *out)
{
    GuiFlow *f = p->flow;
    GuiPuzzleScreen *z = &f->puzzle;
    GuiReferee *ref = &p->game->ref;
    if (strcmp(id, "puzzle:next") == 0)
        another(f, z->index + 1, false, out);
    else if (strcmp(id, "puzzle:previous") == 0)
        another(f, z->index - 1, false, out);
    else if (strcmp(id, "puzzle:daily") == 0)
        another(f, gui_puzzle_set_daily(&z->set, z->today), true, out);
    else if (strcmp(id, "puzzle:retry") == 0)
        retry(f, ref);
    else if (strcmp(id, "puzzle:solution") == 0)
        solution(f, ref);
    else if (strcmp(id, "puzzle:back") == 0)
        out->kind = GUI_INTENT_TO_START;
    else if (strncmp(id, "puzzle:win-in-", 14) == 0 && id[14] >= '1' && id[14] <= '9' &&
             id[15] == '\0')
        of_length(f, id[14] - '0', out);
    else
        return false;
    return true;
}

bool gui_puzzle_screen_takes_moves(const GuiFlow *f, const GuiReferee *ref)
{
    const GuiPuzzleScreen *z = &f->puzzle;
    return z->stage == GUI_PUZZLE_SOLVING && ref->game.move_count == z->step &&
           z->step % 2 == 0 && !s4_game_over(&ref->game);
}

bool gui_puzzle_screen_click(const GuiScreenParts *p, const char *id, GuiIntent *out)
{
    if (id[0] != '\0') {
        gui_puzzle_screen_choose(p, id, out);
        return true;
    }
    if (gui_puzzle_screen_takes_moves(p->flow, &p->game->ref))
        return false; /* the board takes it: the player's move */
    const GuiPuzzleScreen *z = &p->flow->puzzle;
    if (z->stage == GUI_PUZZLE_WRONG)
        gui_flow_say(p->flow, "Retry, or see the Solution (R, S).");
    else if (z->stage == GUI_PUZZLE_SOLVED || z->stage == GUI_PUZZLE_SHOWN)
        gui_flow_say(p->flow, "Next for another puzzle (N), Retry to play it again (R).");
    return true;
}

bool gui_puzzle_screen_key(const GuiScreenParts *p, SDL_Keycode key, Uint16 mod, GuiIntent *out)
{
    switch (key) {
    case SDLK_ESCAPE: out->kind = GUI_INTENT_TO_START; return true;
    case SDLK_n:
    case SDLK_PAGEDOWN: return gui_puzzle_screen_choose(p, "puzzle:next", out);
    case SDLK_p:
    case SDLK_PAGEUP: return gui_puzzle_screen_choose(p, "puzzle:previous", out);
    case SDLK_d: return gui_puzzle_screen_choose(p, "puzzle:daily", out);
    case SDLK_r: return gui_puzzle_screen_choose(p, "puzzle:retry", out);
    case SDLK_s:
        if (mod & KMOD_CTRL)
            return false;
        return gui_puzzle_screen_choose(p, "puzzle:solution", out);
    default:
        if (key >= SDLK_1 && key <= SDLK_9) {
            char id[24];
            snprintf(id, sizeof id, "puzzle:win-in-%d", (int)(key - SDLK_0));
            return gui_puzzle_screen_choose(p, id, out);
        }
        return false;
    }
}

bool gui_puzzle_screen_status(const GuiFlow *f, char *buf, size_t size)
{
    if (f->screen != GUI_SCREEN_PUZZLE)
        return false;
    const GuiPuzzleScreen *z = &f->puzzle;
    const char *side = s4_side_name(&z->geo, z->solver);
    switch (z->stage) {
    case GUI_PUZZLE_SOLVING:
        snprintf(buf, size, "Puzzle: %s to move, win in %d   Click a peg   N: next   Esc: back",
                 side, z->puzzle.win_in);
        break;
    case GUI_PUZZLE_WRONG:
        snprintf(buf, size, "Puzzle: not that move   R: retry   S: solution   N: next   Esc: back");
        break;
    case GUI_PUZZLE_SOLVED:
        snprintf(buf, size, "Puzzle solved   N: next   R: again   Esc: back");
        break;
    case GUI_PUZZLE_SHOWN:
        snprintf(buf, size, "Puzzle: the solution   R: retry   N: next   Esc: back");
        break;
    }
    return true;
}

/* ================================================================ the panel */

typedef struct Metrics {
    float s, pad, gap, bh;
} Metrics;

static Metrics metrics(const GuiWindow *win, bool compact)
{
    float s = win->text.scale > 0.0f ? win->text.scale : 1.0f;
    if (compact)
        return (Metrics){s, 8 * s, 4 * s, 24 * s};
    return (Metrics){s, 12 * s, 6 * s, 30 * s};
}

/* Draws (r not NULL) or measures the panel's contents in width w from (x, y); returns the
 * height. One function for both, so the place given and the picture drawn agree. */
static float contents(GuiWindow *win, GuiFlow *f, GuiRenderer *r, float x, float y, float w,
                      bool compact)
{
    GuiPuzzleScreen *z = &f->puzzle;
    GuiText *t = &win->text;
    Metrics m = metrics(win, compact);
    float top = y;
    char text[GUI_PUZZLE_TEXT + 64], date[16];
    /* The title: which puzzle, and whether it is solved. */
    bool solved = gui_puzzle_progress_solved(&z->progress, z->key);
    if (z->daily) {
        gui_puzzle_day_format(z->today, date, sizeof date);
        snprintf(text, sizeof text, "Daily puzzle %s%s", date,
                 gui_puzzle_progress_daily(&z->progress, z->geo.name, z->today) ? " (done)" : "");
    } else {
        snprintf(text, sizeof text, "Puzzle %d of %d%s", z->index + 1, z->set.count,
                 solved ? " (solved)" : "");
    }
    y += gui_widget_wrapped(r, t, GUI_FONT_BOLD, text, x, y, w, GUI_ALIGN_LEFT, GUI_UI_TEXT);
    snprintf(text, sizeof text, "%s to move: win in %d", s4_side_name(&z->geo, z->solver),
             z->puzzle.win_in);
    y += gui_widget_wrapped(r, t, GUI_FONT_BOLD, text, x, y, w, GUI_ALIGN_LEFT,
                            z->solver == S4_WHITE ? GUI_UI_WHITE_SIDE : GUI_UI_BLACK_SIDE);
    y += m.gap;
    y += gui_widget_wrapped(r, t, GUI_FONT_SANS, z->message, x, y, w, GUI_ALIGN_LEFT,
                            z->stage == GUI_PUZZLE_WRONG ? GUI_UI_ACCENT : GUI_UI_TEXT);
    y += m.gap * 2;
    /* Retry and Solution after a wrong move; Retry after the solution. */
    if (z->stage == GUI_PUZZLE_WRONG || z->stage == GUI_PUZZLE_SHOWN) {
        int n = z->stage == GUI_PUZZLE_WRONG ? 2 : 1;
        float bw = (w - (float)(n - 1) * m.gap) / (float)n;
        if (r != NULL) {
            gui_widget_button(r, t, &f->hits, (GuiRect){x, y, bw, m.bh}, "Retry", GUI_LOOK_ACTION,
                              false, "puzzle:retry");
            if (n == 2)
                gui_widget_button(r, t, &f->hits, (GuiRect){x + bw + m.gap, y, bw, m.bh},
                                  "Solution", GUI_LOOK_PLAIN, false, "puzzle:solution");
        }
        y += m.bh + m.gap;
    }
    /* Previous, Next and the daily puzzle. */
    static const char *const IDS[] = {"puzzle:previous", "puzzle:next", "puzzle:daily"};
    static const char *const TITLES[] = {"Previous", "Next", "Daily"};
    float bw = (w - 2 * m.gap) / 3.0f;
    for (int i = 0; r != NULL && i < 3; i++) {
        GuiLook look = i == 1 && z->stage == GUI_PUZZLE_SOLVED ? GUI_LOOK_ACTION
                       : i == 2 && z->daily                    ? GUI_LOOK_CHOSEN
                                                               : GUI_LOOK_PLAIN;
        gui_widget_button(r, t, &f->hits, (GuiRect){x + (float)i * (bw + m.gap), y, bw, m.bh},
                          TITLES[i], look, false, IDS[i]);
    }
    y += m.bh + m.gap;
    /* Win in 1 .. 9: a chip for each length the set has. */
    int lw = 0, lh = 0;
    TTF_SizeUTF8(t->fonts[GUI_FONT_SANS], "Win in", &lw, &lh);
    float label = (float)lw + m.gap * 2;
    float chip = (w - label - 8 * m.gap) / 9.0f;
    bool own_line = chip < 20 * m.s;
    if (own_line) {
        chip = (w - 8 * m.gap) / 9.0f;
        label = 0.0f;
        if (r != NULL)
            gui_text_draw(t, r, GUI_FONT_SANS, "Win in", x, y, GUI_ALIGN_LEFT, GUI_UI_DIM, NULL, NULL);
        y += (float)TTF_FontLineSkip(t->fonts[GUI_FONT_SANS]);
    } else if (r != NULL) {
        gui_text_draw(t, r, GUI_FONT_SANS, "Win in", x, y + (m.bh - (float)lh) * 0.5f,
                      GUI_ALIGN_LEFT, GUI_UI_DIM, NULL, NULL);
    }
    for (int n = 1; r != NULL && n <= 9; n++) {
        char id[24], title[4];
        snprintf(id, sizeof id, "puzzle:win-in-%d", n);
        snprintf(title, sizeof title, "%d", n);
        GuiLook look = gui_puzzle_set_count_of(&z->set, n) == 0 ? GUI_LOOK_DISABLED
                       : z->puzzle.win_in == n                   ? GUI_LOOK_CHOSEN
                                                                 : GUI_LOOK_PLAIN;
        gui_widget_button(r, t, &f->hits,
                          (GuiRect){x + label + (float)(n - 1) * (chip + m.gap), y, chip, m.bh},
                          title, look, false, id);
    }
    y += m.bh + m.gap * 2;
    /* The player's progress. */
    int done = 0;
    for (int i = 0; i < z->set.count; i++) {
        char line[S4_PUZZLE_MAX_LINE + 1];
        if (gui_puzzle_set_line(&z->set, i, line, sizeof line) &&
            gui_puzzle_progress_solved(&z->progress, gui_puzzle_key(z->geo.name, line)))
            done++;
    }
    snprintf(text, sizeof text, "Solved %d of %d. Streak %d, best %d.", done, z->set.count,
             z->progress.streak, z->progress.best);
    y += gui_widget_wrapped(r, t, GUI_FONT_SANS, text, x, y, w, GUI_ALIGN_LEFT, GUI_UI_DIM);
    return y - top;
}

void gui_puzzle_screen_place(GuiWindow *win, GuiFlow *f, GuiScreenInsets *in)
{
    GuiPuzzleScreen *z = &f->puzzle;
    z->rect = (GuiRect){0, 0, 0, 0};
    if (f->screen != GUI_SCREEN_PUZZLE || win->text.fonts[GUI_FONT_BOLD] == NULL ||
        win->text.fonts[GUI_FONT_SANS] == NULL)
        return;
    float view_w = (float)win->draw_w - in->left - in->right;
    float view_h = (float)win->draw_h - in->top - in->bottom;
    for (int compact = 0; compact < 2; compact++) {
        Metrics m = metrics(win, compact);
        float margin = (compact ? 6 : 12) * m.s;
        /* A column at the view's left while the board keeps a view at least three quarters
         * as wide as high beside it. */
        float col_w = (float)win->draw_w * 0.36f; /* room for the nine chips beside "Win in" */
        col_w = col_w < 280 * m.s ? 280 * m.s : col_w > 340 * m.s ? 340 * m.s : col_w;
        float col_h = contents(win, f, NULL, 0, 0, col_w - 2 * m.pad, compact) + 2 * m.pad;
        if (view_w - col_w - margin >= view_h * 0.75f && col_h <= view_h - 2 * margin) {
            z->rect = (GuiRect){in->left + margin, in->top + margin, col_w, col_h};
            z->band = false;
            z->compact = compact;
            in->left += col_w + margin;
            return;
        }
        /* Else a band across the view's top (a portrait window has height to spare). */
        float band_w = view_w - 2 * margin;
        band_w = band_w > 560 * m.s ? 560 * m.s : band_w;
        float band_h = contents(win, f, NULL, 0, 0, band_w - 2 * m.pad, compact) + 2 * m.pad;
        if (view_h - band_h - margin >= view_w * 0.5f || compact) {
            z->rect = (GuiRect){in->left + (view_w - band_w) * 0.5f, in->top + margin * 0.5f,
                                band_w, band_h};
            z->band = true;
            z->compact = compact;
            in->top += band_h + margin;
            return;
        }
    }
}

void gui_puzzle_screen_draw(GuiWindow *win, GuiFlow *f)
{
    GuiPuzzleScreen *z = &f->puzzle;
    if (z->rect.w <= 0.0f)
        return;
    Metrics m = metrics(win, z->compact);
    gui_widget_panel(&win->renderer, z->rect, m.s);
    contents(win, f, &win->renderer, z->rect.x + m.pad, z->rect.y + m.pad, z->rect.w - 2 * m.pad,
             z->compact);
}
