/* testing.c: the design document's testing mode: beads in any order, the engine only when asked. */
#include "console/console.h"

#include <stdio.h>
#include <string.h>

#include "core/line_name.h"
#include "core/notation.h"

static bool same_board(const S4Board *a, const S4Board *b)
{
    return a->beads[0] == b->beads[0] && a->beads[1] == b->beads[1];
}

static int beads_of(const S4Board *board, S4Colour colour)
{
    return __builtin_popcountll(board->beads[colour]);
}

/* Who would move if play went on: the colour with fewer beads, White on equal counts. */
static S4Colour natural_to_move(const S4Board *board)
{
    return beads_of(board, S4_WHITE) <= beads_of(board, S4_BLACK) ? S4_WHITE : S4_BLACK;
}

/* A place in the game's words: "A1" in Score Four (as the testing mode always said), "column 4"
 * in the Connect games (line_name.h). */
static void place_name(const Console *c, int peg, char *buf, size_t size)
{
    if (s4_geometry_is_flat(&c->geo)) {
        s4_move_place(&c->geo, peg, buf, size);
        return;
    }
    char name[S4_PEG_TEXT];
    s4_peg_format(&c->geo, peg, name);
    snprintf(buf, size, "%s", name);
}

/* The same at the start of a sentence: "Peg A1", "Column 4". */
static void place_title(const Console *c, int peg, char *buf, size_t size)
{
    char name[S4_PEG_TEXT];
    s4_peg_format(&c->geo, peg, name);
    if (s4_geometry_is_flat(&c->geo))
        snprintf(buf, size, "Column %d", s4_peg_column(&c->geo, peg) + 1);
    else
        snprintf(buf, size, "Peg %s", name);
}

/* After a bead of colour went on peg: say at once what it made (the design document:
 * "the victor is announced as soon as a winning line is seen"). */
static void announce_bead(Console *c, int peg, S4Colour colour, const char *how)
{
    char name[32];
    place_name(c, peg, name, sizeof name);
    fprintf(c->out, "%s bead on %s, %s %d%s.\n", s4_side_name(&c->geo, colour), name,
            s4_geometry_is_flat(&c->geo) ? "row" : "level", s4_board_peg_height(&c->board, peg),
            how);
    if (s4_board_top_wins(&c->board, peg)) {
        char cells[512];
        console_line_cells(c, s4_board_winning_line(&c->board, colour), cells, sizeof cells);
        fprintf(c->out, "%s has %s in a row: %s. In a game, %s would have won.\n",
                s4_side_name(&c->geo, colour), console_count_word(c->geo.connect), cells,
                s4_side_name(&c->geo, colour));
    } else if (s4_board_is_full(&c->board)) {
        fputs("The board is full.\n", c->out);
    } else if (s4_board_is_dead(&c->board)) {
        fputs("No line can be completed any more: in a game this is a draw.\n", c->out);
    }
}

static void add_bead(Console *c, int peg, S4Colour colour, const char *how)
{
    char name[32];
    place_name(c, peg, name, sizeof name);
    S4Status status = s4_board_play(&c->board, peg, colour);
    if (status == S4_ERR_PEG_FULL) {
        char title[40];
        place_title(c, peg, title, sizeof title);
        fprintf(c->out, "%s is full (%d beads); nothing changed.\n", title, c->geo.height);
        return;
    }
    if (status != S4_OK) {
        fprintf(c->out, "Cannot add a bead on %s: %s; nothing changed.\n", name,
                s4_status_str(status));
        return;
    }
    announce_bead(c, peg, colour, how);
}

static void remove_bead(Console *c, int peg)
{
    char name[32];
    place_name(c, peg, name, sizeof name);
    int height = s4_board_peg_height(&c->board, peg);
    if (height == 0) {
        char title[40];
        place_title(c, peg, title, sizeof title);
        fprintf(c->out, "%s is empty; nothing changed.\n", title);
        return;
    }
    int colour = s4_board_at(&c->board, peg, height - 1);
    s4_board_remove(&c->board, peg);
    if (s4_geometry_is_flat(&c->geo))
        fprintf(c->out, "Took the %s bead off %s (it was on row %d).\n",
                s4_side_name(&c->geo, (S4Colour)colour), name, height);
    else
        fprintf(c->out, "Took the %s bead off %s (it was on level %d).\n",
                colour == S4_WHITE ? "white" : "black", name, height);
}

static void show_board(Console *c)
{
    console_print_board(c, &c->board, S4_ASCII_COORDS);
    fprintf(c->out, "%d bead%s: %d white, %d black.\n", c->board.count,
            c->board.count == 1 ? "" : "s",
            beads_of(&c->board, S4_WHITE), beads_of(&c->board, S4_BLACK));
}

/* Refuses a question the engine cannot answer; true when colour may be asked about. */
static bool can_recommend(Console *c, S4Colour colour)
{
    const char *name = s4_side_name(&c->geo, colour);
    if (s4_board_is_full(&c->board)) {
        fputs("The board is full: there is no move to recommend.\n", c->out);
        return false;
    }
    if (s4_board_winning_line(&c->board, colour)) {
        fprintf(c->out, "%s already has a line: there is no move to recommend.\n", name);
        return false;
    }
    return true;
}

static void get_move(Console *c, S4Colour colour)
{
    int peg;
    if (!can_recommend(c, colour) || !console_ask_engine(c, &c->board, colour, &peg))
        return;
    c->has_hint = true;
    c->hint_colour = colour;
    c->hint_peg = peg;
    c->hint_board = c->board;
    char name[32];
    place_name(c, peg, name, sizeof name);
    fprintf(c->out, "The engine recommends %s for %s%s. (Not played: `play move.` plays it.)\n",
            name, s4_side_name(&c->geo, colour),
            s4_board_move_would_win(&c->board, peg, colour) ? ", which completes a line" : "");
}

static void belongs_to_a_game(Console *c)
{
    fputs("That belongs to a game: type `go interactive.` to play one from here.\n", c->out);
}

/* `hint.`: on the position of the game that `go testing.` came from (beads added and
 * taken off again included), the game's hint (console_hint), remembered for `play move.`;
 * any other board has no record of moves for our analysis, and has `get white move.`. */
static void game_hint(Console *c)
{
    const S4Game *g = &c->game;
    if (g->board.geo != &c->geo || !same_board(&g->board, &c->board)) {
        belongs_to_a_game(c);
        return;
    }
    if (s4_game_over(g)) {
        fprintf(c->out, "The game is over (%s): there is no move to recommend.\n",
                s4_result_text(g));
        return;
    }
    int peg = console_hint(c, g);
    c->has_hint = peg >= 0;
    c->hint_colour = s4_game_to_move(g);
    c->hint_peg = peg;
    c->hint_board = c->board;
}

static void play_hint(Console *c)
{
    if (!c->has_hint || !same_board(&c->hint_board, &c->board)) {
        fputs("There is no recommendation for this position: ask with `get white move.` or "
              "`get black move.` first.\n", c->out);
        return;
    }
    c->has_hint = false;
    add_bead(c, c->hint_peg, c->hint_colour, " (the recommended move)");
}

static void play_engine(Console *c, S4Colour colour)
{
    int peg;
    if (!can_recommend(c, colour) || !console_ask_engine(c, &c->board, colour, &peg))
        return;
    c->has_hint = false;
    add_bead(c, peg, colour, " (played by the engine)");
}

static void go_window(Console *c)
{
    S4Colour to_move = natural_to_move(&c->board);
    if (console_open_window(c, &c->board, &to_move)) {
        c->has_hint = false;
        fprintf(c->out, "The board holds %d beads.\n", c->board.count);
    }
}

static void run(Console *c, const ConsoleCommand *cmd)
{
    switch (cmd->kind) {
    case CMD_ADD: add_bead(c, cmd->peg, cmd->colour, ""); break;
    case CMD_REMOVE: remove_bead(c, cmd->peg); break;
    case CMD_CLEAR:
        s4_board_init(&c->board, &c->geo);
        fputs("The board is empty.\n", c->out);
        break;
    case CMD_SHOW: show_board(c); break;
    case CMD_DRAW:
        console_print_board(c, &c->board, c->view == S4_ASCII_COORDS ? S4_ASCII_OBLIQUE : c->view);
        break;
    case CMD_GET: get_move(c, cmd->colour); break;
    case CMD_PLAY_HINT: play_hint(c); break;
    case CMD_PLAY_ENGINE: play_engine(c, cmd->colour); break;
    case CMD_VIEW:
        c->view = cmd->style;
        fputs("Boards will be drawn that way from now on.\n", c->out);
        break;
    case CMD_GO_INTERACTIVE:
        console_begin_game(c, &c->board,
                           cmd->has_colour ? cmd->colour : natural_to_move(&c->board));
        break;
    case CMD_GO_TESTING: fputs("Already in testing mode.\n", c->out); break;
    case CMD_GO_GUI: go_window(c); break;
    case CMD_HINT: game_hint(c); break;
    case CMD_REPORT: console_report(c, &c->game); break;
    case CMD_NEW:
    case CMD_UNDO: belongs_to_a_game(c); break;
    case CMD_HELP: fputs(console_command_help(), c->out); break;
    case CMD_QUIT:
        fputs("Goodbye.\n", c->out);
        c->mode = MODE_QUIT;
        break;
    }
}

/* A line holds commands, each ending in a period. Text after the last period is not run:
 * every command ends with a period, so it is answered instead of guessed at. */
static void run_line(Console *c)
{
    const char *p = c->line;
    for (;;) {
        while (*p == ' ' || *p == '\t')
            p++;
        if (*p == '\0')
            return;
        if (c->mode != MODE_TESTING) {
            fprintf(c->out, "The rest of the line (\"%s\") was not run.\n", p);
            return;
        }
        const char *dot = strchr(p, '.');
        if (!dot) {
            fprintf(c->out, "Commands end with a period: \"%s\" was not run (did you mean "
                    "\"%s.\"?).\n", p, p);
            return;
        }
        ConsoleCommand cmd;
        char why[COMMAND_MAX_WHY];
        if (console_command_parse(&c->geo, p, (size_t)(dot - p), &cmd, why))
            run(c, &cmd);
        else
            fprintf(c->out, "Sorry: %s.\n", why);
        p = dot + 1;
    }
}

void console_testing(Console *c)
{
    while (c->mode == MODE_TESTING) {
        if (!console_read_line(c, "testing> ")) {
            c->mode = MODE_QUIT;
            return;
        }
        run_line(c);
    }
}
