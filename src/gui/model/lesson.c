/* lesson.c: the lesson's pages, boards and checks (lesson.h). */
#include "gui/model/lesson.h"

#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "core/line_name.h"

/* ================================================================ the lines by kind */

static const char *const KIND_NAMES[GUI_LINE_KINDS] = {
    "Rows", "Columns", "Pillars", "Diagonals of a level", "Slanting diagonals",
    "Space diagonals",
};

bool gui_lesson_fits(const S4Geometry *geo)
{
    return geo->width == 4 && geo->depth == 4 && geo->height == 4 && geo->connect == 4;
}

const char *gui_line_kind_name(GuiLineKind kind)
{
    return kind >= 0 && kind < GUI_LINE_KINDS ? KIND_NAMES[kind] : "";
}

static int lowest_cell(uint64_t cells) { return __builtin_ctzll(cells); }
static int highest_cell(uint64_t cells) { return 63 - __builtin_clzll(cells); }

GuiLineKind gui_line_kind(const S4Geometry *geo, uint64_t line)
{
    bool known = false;
    for (int i = 0; i < geo->line_count && !known; i++)
        known = geo->lines[i] == line;
    if (!known)
        return GUI_LINE_KINDS;
    /* The ends of a line are its lowest and highest cells in the bit order (level-major,
     * then row, then column), so the steps between them give its direction. */
    int a = lowest_cell(line), b = highest_cell(line);
    int pa = s4_cell_peg(geo, a), pb = s4_cell_peg(geo, b);
    int dx = s4_peg_column(geo, pb) - s4_peg_column(geo, pa);
    int dy = s4_peg_row(geo, pb) - s4_peg_row(geo, pa);
    int dz = s4_cell_level(geo, b) - s4_cell_level(geo, a);
    if (dz == 0)
        return dy == 0 ? GUI_LINE_ROW : dx == 0 ? GUI_LINE_COLUMN : GUI_LINE_LEVEL_DIAGONAL;
    if (dx == 0 && dy == 0)
        return GUI_LINE_PILLAR;
    return dx == 0 || dy == 0 ? GUI_LINE_PLANE_DIAGONAL : GUI_LINE_SPACE_DIAGONAL;
}

int gui_line_kind_lines(const S4Geometry *geo, GuiLineKind kind, uint64_t *out)
{
    int n = 0;
    for (int i = 0; i < geo->line_count; i++)
        if (gui_line_kind(geo, geo->lines[i]) == kind)
            out[n++] = geo->lines[i];
    return n;
}

static int kind_count(const S4Geometry *geo, GuiLineKind kind)
{
    uint64_t lines[S4_MAX_LINES];
    return gui_line_kind_lines(geo, kind, lines);
}

/* ================================================================ the pages' boards */

/* The positions of the two checked pages, played from the empty board (White first).
 * Win in one: White's A1, B2 and C3 on the bottom level wait for D4; Black has no three.
 * Block this: Black's A4, B4 and C4 on the bottom level wait for D4; White has no three. */
static const char WIN_MOVES[] = "A1 B1 B2 C1 C3 B2";
static const char BLOCK_MOVES[] = "B1 A4 C1 B4 B2 C4";

static bool is_line_page(int page)
{
    return page >= GUI_LESSON_LINES && page < GUI_LESSON_LINES + GUI_LINE_KINDS;
}

/* The page's board before any move of the person's. */
static void page_board(const GuiLesson *l, int page, S4Game *out)
{
    s4_game_init(out, l->geo);
    const char *moves = page == GUI_LESSON_WIN ? WIN_MOVES : page == GUI_LESSON_BLOCK ? BLOCK_MOVES : "";
    S4Status st = s4_game_play_record(out, moves, NULL);
    assert(st == S4_OK); /* the tables above are legal games */
    (void)st;
}

void gui_lesson_start(GuiLesson *l, const S4Geometry *geo)
{
    assert(gui_lesson_fits(geo));
    memset(l, 0, sizeof *l);
    l->geo = geo;
    gui_lesson_go(l, GUI_LESSON_DROP);
}

void gui_lesson_go(GuiLesson *l, int page)
{
    l->page = page < 0 ? 0 : page >= GUI_LESSON_PAGES ? GUI_LESSON_PAGES - 1 : page;
    page_board(l, l->page, &l->game);
    l->wrong = 0;
    l->say[0] = '\0';
    bool task = l->page == GUI_LESSON_DROP || l->page == GUI_LESSON_WIN ||
                l->page == GUI_LESSON_BLOCK;
    l->task = task ? GUI_TASK_OPEN : GUI_TASK_NONE;
    uint64_t lines[S4_MAX_LINES];
    int n = gui_lesson_shown_lines(l, lines);
    l->shown_count = n < GUI_LESSON_MOST_LINES ? n : GUI_LESSON_MOST_LINES;
    memcpy(l->shown, lines, (size_t)l->shown_count * sizeof lines[0]);
}

void gui_lesson_retry(GuiLesson *l)
{
    if (l->task != GUI_TASK_WRONG)
        return;
    page_board(l, l->page, &l->game);
    l->task = GUI_TASK_OPEN;
    l->say[0] = '\0'; /* the explanation went with the wrong bead */
}

int gui_lesson_step(int page)
{
    if (page <= GUI_LESSON_DROP)
        return 1;
    if (is_line_page(page))
        return 2;
    return page == GUI_LESSON_WIN ? 3 : page == GUI_LESSON_BLOCK ? 4 : 5;
}

bool gui_lesson_can_go_on(const GuiLesson *l)
{
    return l->task == GUI_TASK_NONE || l->task == GUI_TASK_DONE;
}

/* ================================================================ words */

void gui_lesson_title(const GuiLesson *l, char *buf, size_t size)
{
    if (is_line_page(l->page)) {
        GuiLineKind kind = (GuiLineKind)(l->page - GUI_LESSON_LINES);
        snprintf(buf, size, "The %d lines: %s (%d)", l->geo->line_count,
                 gui_line_kind_name(kind), kind_count(l->geo, kind));
        return;
    }
    static const char *const TITLES[] = {[GUI_LESSON_DROP] = "How beads drop",
                                         [GUI_LESSON_WIN] = "Win in one",
                                         [GUI_LESSON_BLOCK] = "Block this",
                                         [GUI_LESSON_PLAY] = "Your first game"};
    snprintf(buf, size, "%s", TITLES[l->page]);
}

/* A lines page's sentences, with its counts from the core's table. */
static int lines_text(const GuiLesson *l, GuiLineKind kind, char *buf, size_t size)
{
    const S4Geometry *geo = l->geo;
    int n = kind_count(geo, kind), levels = geo->height;
    switch (kind) {
    case GUI_LINE_ROW:
        return snprintf(buf, size,
                        "Four beads of your colour in a line win: there are %d lines, shown "
                        "here kind by kind. A row runs across one level, like A1 B1 C1 D1: "
                        "%d on each level, %d in all.",
                        geo->line_count, n / levels, n);
    case GUI_LINE_COLUMN:
        return snprintf(buf, size,
                        "A column runs from front to back on one level, like A1 A2 A3 A4: %d "
                        "on each level, %d in all.",
                        n / levels, n);
    case GUI_LINE_PILLAR:
        return snprintf(buf, size,
                        "A pillar is one peg filled from the bottom to the top: one on each "
                        "peg, %d in all.",
                        n);
    case GUI_LINE_LEVEL_DIAGONAL:
        return snprintf(buf, size,
                        "Each level has diagonals from corner to corner, like A1 B2 C3 D4: %d "
                        "on each level, %d in all.",
                        n / levels, n);
    case GUI_LINE_PLANE_DIAGONAL:
        return snprintf(buf, size,
                        "A slanting line climbs one level at each step inside one upright "
                        "plane, along a row or a column: A1 on the bottom to D1 on the top. "
                        "Two in each of the %d planes, %d in all.",
                        n / 2, n);
    case GUI_LINE_SPACE_DIAGONAL:
    case GUI_LINE_KINDS:
        break;
    }
    return snprintf(buf, size,
                    "The %d space diagonals climb from a bottom corner through the middle of "
                    "the cube to the opposite top corner. Drag the board to see them from "
                    "another side.",
                    n);
}

void gui_lesson_text(const GuiLesson *l, char *buf, size_t size)
{
    int n = 0;
    switch (l->page) {
    case GUI_LESSON_DROP:
        n = snprintf(buf, size,
                     "Score Four has %d pegs that hold %d beads each. Click a peg: your bead "
                     "slides down to the lowest free place. Drop one, then another on the same "
                     "peg.",
                     l->geo->pegs, l->geo->height);
        break;
    case GUI_LESSON_WIN:
        n = snprintf(buf, size,
                     "You are White and it is your move. One bead wins the game now: find it.");
        break;
    case GUI_LESSON_BLOCK:
        n = snprintf(buf, size,
                     "You are White. Black has three in a line and wins with the next bead "
                     "unless you take that place first. Block it.");
        break;
    case GUI_LESSON_PLAY:
        n = snprintf(buf, size,
                     "Those are all the rules. Play a first game as White against Beginner, "
                     "the easiest level. The help (H) lists every key; the start screen's "
                     "Lesson and F2 bring this lesson back.");
        break;
    default:
        n = lines_text(l, (GuiLineKind)(l->page - GUI_LESSON_LINES), buf, size);
        if (n >= 0 && (size_t)n < size) {
            int so_far = 0;
            for (int k = 0; k <= l->page - GUI_LESSON_LINES; k++)
                so_far += kind_count(l->geo, (GuiLineKind)k);
            n += snprintf(buf + n, size - (size_t)n, " So far %d of %d.", so_far,
                          l->geo->line_count);
        }
        break;
    }
    if (l->say[0] != '\0' && n >= 0 && (size_t)n < size)
        snprintf(buf + n, size - (size_t)n, "\n%s", l->say);
}

/* ================================================================ moves and checks */

/* The first peg where c completes a line on board, or -1. */
static int winning_peg(const S4Board *board, S4Colour c)
{
    for (int peg = 0; peg < board->geo->pegs; peg++)
        if (s4_board_can_play(board, peg) && s4_board_move_would_win(board, peg, c))
            return peg;
    return -1;
}

/* The line c would complete by playing peg on board, in words. */
static void line_words(const S4Board *board, int peg, S4Colour c, char *buf, size_t size)
{
    S4Board b = *board;
    s4_board_play(&b, peg, c);
    s4_line_describe(board->geo, s4_board_winning_line(&b, c), buf, size);
}

static GuiLessonMove drop_move(GuiLesson *l, int peg, const char *name)
{
    bool stacks = s4_board_peg_height(&l->game.board, peg) > 0;
    s4_game_play(&l->game, peg);
    int level = s4_board_peg_height(&l->game.board, peg);
    if (stacks) {
        snprintf(l->say, sizeof l->say,
                 "It stopped on the bead below it: level %d of %s. A bead always rests on the "
                 "one under it, up to %d on a peg.",
                 level, name, l->geo->height);
        l->task = GUI_TASK_DONE;
        return GUI_MOVE_RIGHT;
    }
    if (l->game.move_count == 1) {
        snprintf(l->say, sizeof l->say,
                 "It slid all the way down %s. Now drop another bead on %s: watch where it "
                 "stops.",
                 name, name);
    } else {
        char first[S4_MOVE_NAME];
        s4_move_name(l->geo, l->game.moves[0], first);
        snprintf(l->say, sizeof l->say,
                 "That one fell to the bottom of %s too. Drop one on a peg that holds a bead "
                 "already, like %s.",
                 name, first);
    }
    return GUI_MOVE_PLAYED;
}

static GuiLessonMove win_move(GuiLesson *l, int peg, const char *name)
{
    S4Colour me = s4_game_to_move(&l->game);
    char line[S4_LINE_TEXT];
    if (s4_board_move_would_win(&l->game.board, peg, me)) {
        line_words(&l->game.board, peg, me, line, sizeof line);
        s4_game_play(&l->game, peg);
        snprintf(l->say, sizeof l->say, "Yes: %s completes %s. Four in a row: White wins.", name,
                 line);
        l->task = GUI_TASK_DONE;
        return GUI_MOVE_RIGHT;
    }
    int right = winning_peg(&l->game.board, me);
    s4_game_play(&l->game, peg);
    l->wrong++;
    if (l->wrong == 1 || right < 0) {
        snprintf(l->say, sizeof l->say,
                 "%s completes no line of four. Look for three White beads in a line whose "
                 "fourth place a bead can reach now. Click a peg to try again.",
                 name);
    } else {
        char where[S4_MOVE_NAME];
        s4_move_name(l->geo, right, where);
        S4Game before;
        page_board(l, l->page, &before);
        line_words(&before.board, right, me, line, sizeof line);
        snprintf(l->say, sizeof l->say,
                 "%s completes no line. The lit line, %s, has three White beads and its fourth "
                 "place is free. Click a peg to try again.",
                 name, line);
    }
    l->task = GUI_TASK_WRONG;
    return GUI_MOVE_WRONG;
}

static GuiLessonMove block_move(GuiLesson *l, int peg, const char *name)
{
    S4Colour me = s4_game_to_move(&l->game), them = s4_other(me);
    char line[S4_LINE_TEXT];
    int threat = winning_peg(&l->game.board, them);
    bool wins = s4_board_move_would_win(&l->game.board, peg, me);
    if (threat >= 0 && peg != threat && !wins) {
        s4_game_play(&l->game, peg);
        int reply = winning_peg(&l->game.board, them);
        char where[S4_MOVE_NAME];
        s4_move_name(l->geo, reply, where);
        line_words(&l->game.board, reply, them, line, sizeof line);
        s4_game_play(&l->game, reply);
        snprintf(l->say, sizeof l->say,
                 "After %s, Black plays %s and completes %s: Black wins. Put your bead where "
                 "Black's line needs its fourth. Click a peg to try again.",
                 name, where, line);
        l->wrong++;
        l->task = GUI_TASK_WRONG;
        return GUI_MOVE_WRONG;
    }
    if (threat >= 0)
        line_words(&l->game.board, threat, them, line, sizeof line);
    s4_game_play(&l->game, peg);
    if (wins)
        snprintf(l->say, sizeof l->say, "%s wins outright: a line of your own beats a block.",
                 name);
    else
        snprintf(l->say, sizeof l->say,
                 "Blocked: your bead on %s holds %s. Black has no line to complete now.", name,
                 line);
    l->task = GUI_TASK_DONE;
    return GUI_MOVE_RIGHT;
}

GuiLessonMove gui_lesson_play(GuiLesson *l, int peg)
{
    if (peg < 0 || peg >= l->geo->pegs)
        return GUI_MOVE_IGNORED;
    if (l->task == GUI_TASK_WRONG)
        gui_lesson_retry(l); /* a click after a wrong move is the next try */
    if (l->task != GUI_TASK_OPEN || s4_game_over(&l->game) ||
        !s4_board_can_play(&l->game.board, peg))
        return GUI_MOVE_IGNORED;
    char name[S4_MOVE_NAME];
    s4_move_name(l->geo, peg, name);
    switch (l->page) {
    case GUI_LESSON_DROP: return drop_move(l, peg, name);
    case GUI_LESSON_WIN: return win_move(l, peg, name);
    case GUI_LESSON_BLOCK: return block_move(l, peg, name);
    default: return GUI_MOVE_IGNORED;
    }
}

/* ================================================================ what the board shows */

int gui_lesson_shown_lines(const GuiLesson *l, uint64_t *out)
{
    if (!is_line_page(l->page))
        return 0;
    return gui_line_kind_lines(l->geo, (GuiLineKind)(l->page - GUI_LESSON_LINES), out);
}

uint64_t gui_lesson_lit_line(const GuiLesson *l)
{
    uint64_t lines[S4_MAX_LINES];
    if (is_line_page(l->page))
        return gui_lesson_shown_lines(l, lines) > 0 ? lines[0] : 0;
    if (l->game.win_line != 0)
        return l->game.win_line;
    S4Game start;
    page_board(l, l->page, &start);
    S4Colour me = s4_game_to_move(&start);
    /* The line the page is about: White's after a second miss, Black's once blocked. */
    S4Colour whose = l->page == GUI_LESSON_WIN && l->wrong >= 2 ? me
                     : l->page == GUI_LESSON_BLOCK && l->task == GUI_TASK_DONE ? s4_other(me)
                                                                               : S4_WHITE;
    if (!((l->page == GUI_LESSON_WIN && l->wrong >= 2 && l->task != GUI_TASK_DONE) ||
          (l->page == GUI_LESSON_BLOCK && l->task == GUI_TASK_DONE)))
        return 0;
    int peg = winning_peg(&start.board, whose);
    if (peg < 0)
        return 0;
    S4Board b = start.board;
    s4_board_play(&b, peg, whose);
    return s4_board_winning_line(&b, whose);
}
