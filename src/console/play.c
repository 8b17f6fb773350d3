/* play.c: terminal play, person against engine or person against person, any game of the family. */
#include "console/console.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "core/line_name.h"
#include "core/notation.h"

/* The range a person may type: "1-4" on single-row boards, "A1-D4" on 3D ones. */
static void peg_range(const Console *c, char *buf, size_t size)
{
    if (s4_geometry_is_flat(&c->geo)) {
        snprintf(buf, size, "1-%d", c->geo.width);
        return;
    }
    char last[S4_PEG_TEXT];
    s4_peg_format(&c->geo, c->geo.pegs - 1, last);
    snprintf(buf, size, "A1-%s", last);
}

/* Says the result the moment the game has one. */
static void announce_result(Console *c)
{
    const S4Game *g = &c->game;
    char who[32], cells[512];
    switch (g->result) {
    case S4_RESULT_ONGOING:
        return;
    case S4_RESULT_WHITE_WINS:
    case S4_RESULT_BLACK_WINS: {
        S4Colour winner = g->result == S4_RESULT_WHITE_WINS ? S4_WHITE : S4_BLACK;
        console_line_cells(c, g->win_line, cells, sizeof cells);
        if (s4_geometry_is_flat(&c->geo))
            fprintf(c->out, "Player %c won! ", s4_ascii_symbol(&c->geo, winner));
        else
            fprintf(c->out, "%s won! ", console_side_name(c, winner, who, sizeof who));
        const char *count = console_count_word(c->geo.connect);
        fprintf(c->out, "%c%s in a row: %s.\n", toupper((unsigned char)count[0]), count + 1, cells);
        return;
    }
    case S4_RESULT_DRAW_FULL:
        fputs("There was a draw! The board is full and nobody made a line.\n", c->out);
        return;
    case S4_RESULT_DRAW_DEAD:
        fputs("There was a draw! Neither side can complete a line any more.\n", c->out);
        return;
    }
}

static void show_game(Console *c)
{
    console_print_board(c, &c->game.board, c->view);
}

/* After a bead went on: the board, what was played, and the result if there is one. */
static void after_move(Console *c, S4Colour mover, int peg, bool by_engine)
{
    char where[S4_PEG_TEXT + 8];
    console_peg_name(c, peg, where, sizeof where);
    bool flat = s4_geometry_is_flat(&c->geo);
    /* A move is one bead, numbered from 1 (64 in Score Four), as in the window's review,
     * move list and result panel and in score4-match's output. */
    int number = c->game.move_count;
    if (by_engine && flat)
        fprintf(c->out, "\nMove %d: %s (the engine) plays column %s:\n", number,
                s4_side_name(&c->geo, mover), where);
    else if (by_engine)
        fprintf(c->out, "\nMove %d: %s (the engine) plays %s:\n", number,
                mover == S4_WHITE ? "White" : "Black", where);
    show_game(c);
    announce_result(c);
}

void console_begin_game(Console *c, const S4Board *board, S4Colour to_move)
{
    s4_game_init_from(&c->game, board, to_move);
    c->game.early_draw = c->early_draw;
    /* init_from judged the start with the early draw on; without it a dead start plays on
     * (lines of both colours, a testing-only position, stay a draw). */
    if (!c->early_draw && c->game.result == S4_RESULT_DRAW_DEAD &&
        !(s4_board_winning_line(board, S4_WHITE) && s4_board_winning_line(board, S4_BLACK)))
        c->game.result = S4_RESULT_ONGOING;
    c->mode = MODE_PLAY;
    char white[32], black[32];
    console_side_name(c, S4_WHITE, white, sizeof white);
    console_side_name(c, S4_BLACK, black, sizeof black);
    const char *mover = s4_side_name(&c->geo, to_move);
    if (c->seat[S4_WHITE] == c->seat[S4_BLACK])
        fprintf(c->out, "A game of %s: %s and %s are both played %s. %s to move.\n",
                console_game_title(c), white, black,
                c->seat[S4_WHITE] == SEAT_PERSON ? "here" : "by the engine", mover);
    else
        fprintf(c->out, "A game of %s: %s is played %s, %s %s. %s to move.\n",
                console_game_title(c), white,
                c->seat[S4_WHITE] == SEAT_ENGINE ? "by the engine" : "here", black,
                c->seat[S4_BLACK] == SEAT_ENGINE ? "by the engine" : "here", mover);
    show_game(c);
    announce_result(c);
}

static void engine_turn(Console *c)
{
    S4Colour mover = s4_game_to_move(&c->game);
    int peg;
    if (!console_ask_engine(c, &c->game.board, mover, &peg)) {
        char who[32];
        c->seat[mover] = SEAT_PERSON;
        fprintf(c->out, "%s is played from this terminal from now on.\n",
                console_side_name(c, mover, who, sizeof who));
        return;
    }
    s4_game_play(&c->game, peg);
    after_move(c, mover, peg, true);
}

typedef enum MoveText { MOVE_NONE, MOVE_PEG, MOVE_OFF_BOARD } MoveText;

/* Reads a line that looks like a move: a column number or letter (single-row boards) or a
 * peg such as B2 (or "B 2"), with an optional final period. MOVE_NONE when it looks like no
 * move. */
static MoveText parse_move(const Console *c, const char *text, int *peg)
{
    char word[16];
    size_t len = 0;
    while (*text == ' ' || *text == '\t')
        text++;
    for (; *text && *text != ' ' && *text != '\t' && *text != '.'; text++) {
        if (len + 1 >= sizeof word || !isalnum((unsigned char)*text))
            return MOVE_NONE;
        word[len++] = *text;
    }
    /* "B 2": a peg's letter and number apart, as people also type them. */
    const char *number = text;
    while (*number == ' ' || *number == '\t')
        number++;
    if (len > 0 && isalpha((unsigned char)word[len - 1]) && number != text &&
        isdigit((unsigned char)*number) && !s4_geometry_is_flat(&c->geo)) {
        for (text = number; *text && *text != ' ' && *text != '\t' && *text != '.'; text++) {
            if (len + 1 >= sizeof word || !isdigit((unsigned char)*text))
                return MOVE_NONE;
            word[len++] = *text;
        }
    }
    word[len] = '\0';
    if (*text == '.')
        text++;
    while (*text == ' ' || *text == '\t')
        text++;
    if (len == 0 || *text != '\0')
        return MOVE_NONE;
    bool flat = s4_geometry_is_flat(&c->geo);
    if (isdigit((unsigned char)word[0])) {
        for (size_t i = 0; i < len; i++)
            if (!isdigit((unsigned char)word[i]))
                return MOVE_NONE;
        long column = strtol(word, NULL, 10);
        if (!flat || column < 1 || column > c->geo.width)
            return MOVE_OFF_BOARD;
        *peg = (int)column - 1;
        return MOVE_PEG;
    }
    if (flat && len == 1 && isalpha((unsigned char)word[0])) {
        int column = toupper((unsigned char)word[0]) - 'A';
        if (column >= c->geo.width)
            return MOVE_OFF_BOARD;
        *peg = column;
        return MOVE_PEG;
    }
    /* A letter then digits: a peg name, on the board or not. */
    size_t i = 0;
    while (i < len && isalpha((unsigned char)word[i]))
        i++;
    if (i == 0 || i == len)
        return MOVE_NONE;
    for (size_t j = i; j < len; j++)
        if (!isdigit((unsigned char)word[j]))
            return MOVE_NONE;
    return s4_peg_parse(&c->geo, word, len, peg) == S4_OK ? MOVE_PEG : MOVE_OFF_BOARD;
}

static void person_move(Console *c, MoveText kind, int peg)
{
    char range[16];
    peg_range(c, range, sizeof range);
    if (s4_game_over(&c->game)) {
        fprintf(c->out, "The game is over (%s): type `new.` for another game, `undo.`, or "
                "`quit.`.\n", s4_result_text(&c->game));
        return;
    }
    if (kind == MOVE_OFF_BOARD) {
        if (s4_geometry_is_flat(&c->geo))
            fprintf(c->out, "\"%s\" is not a column of this board: type a number from 1 to %d.\n",
                    c->line, c->geo.width);
        else
            fprintf(c->out, "\"%s\" is not a peg of this board: type a letter and a number "
                    "(%s), such as B2.\n", c->line, range);
        return;
    }
    char where[S4_PEG_TEXT + 8];
    console_peg_name(c, peg, where, sizeof where);
    S4Colour mover = s4_game_to_move(&c->game);
    if (s4_game_play(&c->game, peg) == S4_ERR_PEG_FULL) {
        fprintf(c->out, "%s %s is full: choose another.\n",
                s4_geometry_is_flat(&c->geo) ? "Column" : "Peg", where);
        return;
    }
    after_move(c, mover, peg, false);
}

static void undo(Console *c)
{
    if (c->game.move_count == 0) {
        fputs("There is no move to take back.\n", c->out);
        return;
    }
    s4_game_undo(&c->game);
    /* Against the engine, take back its reply too, so the person is on move again. */
    while (c->game.move_count > 0 && c->seat[s4_game_to_move(&c->game)] == SEAT_ENGINE &&
           c->seat[s4_other(s4_game_to_move(&c->game))] == SEAT_PERSON)
        s4_game_undo(&c->game);
    fputs("Taken back.\n", c->out);
    show_game(c);
}

/* False (said) when the game is over. */
static bool can_recommend(Console *c)
{
    if (!s4_game_over(&c->game))
        return true;
    fprintf(c->out, "The game is over (%s): there is no move to recommend.\n",
            s4_result_text(&c->game));
    return false;
}

/* `get white move.`: the playing engine's move for either side. */
static void recommend(Console *c, S4Colour colour)
{
    int peg;
    if (!can_recommend(c) || !console_ask_engine(c, &c->game.board, colour, &peg))
        return;
    char who[32], where[S4_PEG_TEXT + 8];
    console_peg_name(c, peg, where, sizeof where);
    fprintf(c->out, "The engine recommends %s for %s (not played).\n", where,
            console_side_name(c, colour, who, sizeof who));
}

static void run(Console *c, const ConsoleCommand *cmd)
{
    switch (cmd->kind) {
    case CMD_ADD:
    case CMD_REMOVE:
    case CMD_CLEAR:
    case CMD_PLAY_HINT:
    case CMD_PLAY_ENGINE:
        fputs("That belongs to the testing mode: type `go testing.` first.\n", c->out);
        break;
    case CMD_SHOW: console_print_board(c, &c->game.board, S4_ASCII_COORDS); break;
    case CMD_DRAW:
        console_print_board(c, &c->game.board,
                            c->view == S4_ASCII_COORDS ? S4_ASCII_OBLIQUE : c->view);
        break;
    case CMD_GET: recommend(c, cmd->colour); break;
    case CMD_HINT:
        if (can_recommend(c))
            console_hint(c, &c->game);
        break;
    case CMD_REPORT: console_report(c, &c->game); break;
    case CMD_VIEW:
        c->view = cmd->style;
        show_game(c);
        break;
    case CMD_GO_INTERACTIVE: fputs("Already playing in the terminal.\n", c->out); break;
    case CMD_GO_TESTING:
        c->board = c->game.board;
        c->has_hint = false;
        c->mode = MODE_TESTING;
        fputs("Testing mode, on this position: commands end with a period (`help.` lists "
              "them); the engine moves only when asked.\n", c->out);
        break;
    case CMD_GO_GUI: {
        S4Board board = c->game.board;
        S4Colour to_move = s4_game_to_move(&c->game);
        if (console_open_window(c, &board, &to_move))
            console_begin_game(c, &board, to_move);
        break;
    }
    case CMD_NEW: {
        S4Board empty;
        s4_board_init(&empty, &c->geo);
        console_begin_game(c, &empty, S4_WHITE);
        break;
    }
    case CMD_UNDO: undo(c); break;
    case CMD_HELP: fputs(console_command_help(), c->out); break;
    case CMD_QUIT:
        fputs("Goodbye.\n", c->out);
        c->mode = MODE_QUIT;
        break;
    }
}

/* A line in a game is a move, or commands; in a game the last command's period may be
 * left out, since a person typing `quit` means it. */
static void run_line(Console *c)
{
    int peg = -1;
    MoveText kind = parse_move(c, c->line, &peg);
    if (kind != MOVE_NONE) {
        person_move(c, kind, peg);
        return;
    }
    const char *p = c->line;
    while (c->mode == MODE_PLAY) {
        while (*p == ' ' || *p == '\t')
            p++;
        if (*p == '\0')
            return;
        const char *dot = strchr(p, '.');
        size_t len = dot ? (size_t)(dot - p) : strlen(p);
        ConsoleCommand cmd;
        char why[COMMAND_MAX_WHY];
        if (console_command_parse(&c->geo, p, len, &cmd, why)) {
            run(c, &cmd);
        } else {
            char range[16];
            peg_range(c, range, sizeof range);
            fprintf(c->out, "Sorry: %s. To place a bead type %s, such as %s.\n", why,
                    s4_geometry_is_flat(&c->geo) ? "a column number" : "a peg",
                    s4_geometry_is_flat(&c->geo) ? "2" : "B2");
        }
        if (!dot)
            return;
        p = dot + 1;
    }
    while (*p == ' ' || *p == '\t')
        p++;
    if (*p)
        fprintf(c->out, "The rest of the line (\"%s\") was not run.\n", p);
}

void console_play(Console *c)
{
    while (c->mode == MODE_PLAY) {
        S4Colour mover = s4_game_to_move(&c->game);
        if (!s4_game_over(&c->game) && c->seat[mover] == SEAT_ENGINE) {
            engine_turn(c);
            continue;
        }
        char prompt[96], range[16];
        peg_range(c, range, sizeof range);
        if (s4_game_over(&c->game))
            snprintf(prompt, sizeof prompt, "Game over: new, undo, go testing, go gui or quit? ");
        else if (s4_geometry_is_flat(&c->geo))
            snprintf(prompt, sizeof prompt, "%s's turn, where to place [%s]: ",
                     s4_side_name(&c->geo, mover), range); /* the seed's "X's turn" */
        else
            snprintf(prompt, sizeof prompt, "%s's turn (%c), where to place [%s]: ",
                     mover == S4_WHITE ? "White" : "Black", s4_ascii_symbol(&c->geo, mover), range);
        if (!console_read_line(c, prompt)) {
            c->mode = MODE_QUIT;
            return;
        }
        run_line(c);
    }
}
