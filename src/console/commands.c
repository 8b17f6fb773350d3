/* commands.c: words to ConsoleCommand, one check per first word. */
#include "console/commands.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/line_name.h"
#include "core/notation.h"
#include "core/quote.h"

enum { MAX_WORDS = 8, MAX_WORD = 32 };

typedef struct Words {
    int count;
    char word[MAX_WORDS][MAX_WORD];
} Words;

/* Splits text into blank-separated words; false when there are too many or one is too long. */
static bool split(const char *text, size_t len, Words *words)
{
    words->count = 0;
    size_t i = 0;
    while (i < len) {
        while (i < len && (text[i] == ' ' || text[i] == '\t' || text[i] == ','))
            i++;
        if (i >= len)
            break;
        size_t start = i;
        while (i < len && text[i] != ' ' && text[i] != '\t' && text[i] != ',')
            i++;
        if (words->count == MAX_WORDS || i - start >= MAX_WORD)
            return false;
        memcpy(words->word[words->count], text + start, i - start);
        words->word[words->count][i - start] = '\0';
        words->count++;
    }
    return true;
}

static bool is(const Words *w, int i, const char *word)
{
    return i < w->count && strcasecmp(w->word[i], word) == 0;
}

static bool colour_at(const Words *w, int i, S4Colour *colour)
{
    /* X and O are the Connect games' names of the sides (line_name.h); any game reads them */
    if (is(w, i, "white") || is(w, i, "x"))
        *colour = S4_WHITE;
    else if (is(w, i, "black") || is(w, i, "o"))
        *colour = S4_BLACK;
    else
        return false;
    return true;
}

static bool bead_at(const Words *w, int i)
{
    return is(w, i, "bead") || is(w, i, "ball") || is(w, i, "beads") || is(w, i, "balls");
}

/* Reads words[i] as a peg; on failure writes a message naming it and the board's range. */
static bool peg_at(const S4Geometry *geo, const Words *w, int i, int *peg,
                   char why[COMMAND_MAX_WHY])
{
    if (i >= w->count) {
        snprintf(why, COMMAND_MAX_WHY, "a peg is missing");
        return false;
    }
    /* On single-row boards a column number, as when playing (or the older "D1"). */
    if (s4_move_parse(geo, w->word[i], strlen(w->word[i]), peg) == S4_OK)
        return true;
    char shown[S4_QUOTE_SIZE];
    s4_quote(w->word[i], strlen(w->word[i]), shown, sizeof shown);
    if (s4_geometry_is_flat(geo)) {
        snprintf(why, COMMAND_MAX_WHY, "'%.200s' is not a column of this board (1 to %d)", shown,
                 geo->width);
        return false;
    }
    char last[S4_PEG_TEXT];
    s4_peg_format(geo, geo->pegs - 1, last);
    snprintf(why, COMMAND_MAX_WHY, "'%.200s' is not a peg of this board (A1 to %s)", shown, last);
    return false;
}

static bool shape(char why[COMMAND_MAX_WHY], const char *right)
{
    snprintf(why, COMMAND_MAX_WHY, "that command reads: %s", right);
    return false;
}

bool console_command_parse(const S4Geometry *geo, const char *text, size_t len,
                           ConsoleCommand *cmd, char why[COMMAND_MAX_WHY])
{
    Words w;
    memset(cmd, 0, sizeof *cmd);
    if (!split(text, len, &w)) {
        snprintf(why, COMMAND_MAX_WHY, "'%.*s' is not a command (type `help.` for the list)",
                 (int)(len > 60 ? 60 : len), text);
        return false;
    }
    if (w.count == 0) {
        snprintf(why, COMMAND_MAX_WHY, "an empty command (type `help.` for the list)");
        return false;
    }
    if (is(&w, 0, "add")) {
        cmd->kind = CMD_ADD;
        /* add white bead A1 ; "bead" may be left out */
        int at = 1;
        if (!colour_at(&w, at++, &cmd->colour))
            return shape(why, "`add white bead A1.` (or black)");
        if (bead_at(&w, at))
            at++;
        if (!peg_at(geo, &w, at, &cmd->peg, why) || at + 1 != w.count)
            return at + 1 == w.count ? false : shape(why, "`add white bead A1.` (or black)");
        return true;
    }
    if (is(&w, 0, "remove")) {
        cmd->kind = CMD_REMOVE;
        int at = 1;
        if (bead_at(&w, at))
            at++;
        if (at >= w.count || at + 1 != w.count)
            return shape(why, "`remove bead A1.`");
        return peg_at(geo, &w, at, &cmd->peg, why);
    }
    bool board_only = w.count == 1 || (w.count == 2 && is(&w, 1, "board"));
    if (is(&w, 0, "clear") && board_only) {
        cmd->kind = CMD_CLEAR;
        return true;
    }
    if (is(&w, 0, "show") || is(&w, 0, "draw") || is(&w, 0, "clear")) {
        if (!board_only)
            return shape(why, is(&w, 0, "clear") ? "`clear.`"
                              : is(&w, 0, "show") ? "`show board.`" : "`draw board.`");
        cmd->kind = is(&w, 0, "show") ? CMD_SHOW : CMD_DRAW;
        return true;
    }
    if (is(&w, 0, "get")) {
        cmd->kind = CMD_GET;
        if (w.count != 3 || !colour_at(&w, 1, &cmd->colour) || !is(&w, 2, "move"))
            return shape(why, "`get white move.` (or black)");
        return true;
    }
    if (is(&w, 0, "play")) {
        if (w.count == 2 && is(&w, 1, "move")) {
            cmd->kind = CMD_PLAY_HINT;
            return true;
        }
        cmd->kind = CMD_PLAY_ENGINE;
        if (w.count != 3 || !colour_at(&w, 1, &cmd->colour) || !is(&w, 2, "move"))
            return shape(why, "`play move.` (the one recommended last) or `play white move.`");
        return true;
    }
    if (is(&w, 0, "view")) {
        cmd->kind = CMD_VIEW;
        char name[MAX_WORD];
        if (w.count == 2) {
            size_t n = strlen(w.word[1]);
            for (size_t i = 0; i <= n; i++)
                name[i] = (char)(w.word[1][i] >= 'A' && w.word[1][i] <= 'Z' ? w.word[1][i] + 32
                                                                             : w.word[1][i]);
            if (s4_ascii_style_parse(name, &cmd->style) == S4_OK)
                return true;
        }
        return shape(why, "`view oblique.`, `view layers.`, `view list.` or `view columns.`");
    }
    if (is(&w, 0, "go")) {
        if (is(&w, 1, "interactive") && w.count <= 3) {
            cmd->kind = CMD_GO_INTERACTIVE;
            if (w.count == 2)
                return true;
            cmd->has_colour = colour_at(&w, 2, &cmd->colour);
            if (cmd->has_colour)
                return true;
        } else if ((is(&w, 1, "gui") || is(&w, 1, "window")) && w.count == 2) {
            cmd->kind = CMD_GO_GUI;
            return true;
        } else if ((is(&w, 1, "testing") || is(&w, 1, "test")) && w.count == 2) {
            cmd->kind = CMD_GO_TESTING;
            return true;
        }
        return shape(why, "`go interactive.`, `go interactive black.`, `go gui.` or `go testing.`");
    }
    static const struct { const char *word; ConsoleCommandKind kind; } single[] = {
        {"new", CMD_NEW},   {"restart", CMD_NEW}, {"undo", CMD_UNDO}, {"hint", CMD_HINT},
        {"report", CMD_REPORT},
        {"help", CMD_HELP}, {"quit", CMD_QUIT},   {"exit", CMD_QUIT},
    };
    for (size_t i = 0; i < sizeof single / sizeof single[0]; i++)
        if (is(&w, 0, single[i].word)) {
            if (w.count != 1) {
                char right[MAX_WORD + 8];
                snprintf(right, sizeof right, "`%s.`", single[i].word);
                return shape(why, right);
            }
            cmd->kind = single[i].kind;
            return true;
        }
    char shown[S4_QUOTE_SIZE];
    snprintf(why, COMMAND_MAX_WHY, "unknown command '%s' (type `help.` for the list)",
             s4_quote(w.word[0], strlen(w.word[0]), shown, sizeof shown));
    return false;
}

const char *console_command_help(void)
{
    return "Commands end with a period and may be typed in any case:\n"
           "  add white bead A1.     put a bead (white or black) on a peg       [testing]\n"
           "  remove bead A1.        take the top bead off a peg                [testing]\n"
           "  clear.                 empty the board                            [testing]\n"
           "  show board.            the board as a coordinate list, bottom bead first\n"
           "  draw board.            the board as an ASCII drawing\n"
           "  get white move.        the engine recommends a move (white or black), not played\n"
           "  play move.             play the move recommended last             [testing]\n"
           "  play white move.       the engine plays a move for that colour    [testing]\n"
           "  view oblique.          draw boards as: oblique, layers, list or columns\n"
           "  go interactive.        play on from this position in the terminal\n"
           "                         (go interactive black. says who moves first)\n"
           "  go testing.            the testing mode, on the current position\n"
           "  go gui.                open the window on the current position\n"
           "  new.  undo.            a new game; take back a move               [play]\n"
           "  hint.                  the best move by our engine's analysis, its value and\n"
           "                         who stands better (in a game, or on its position)\n"
           "  report.                every move of the game so far graded: best, good,\n"
           "                         inaccuracy, mistake, blunder, wins missed or let\n"
           "                         through, the counts and the move that decided it\n"
           "  help.                  this list\n"
           "  quit.                  leave\n"
           "While playing, type a peg (B2, or a column number 1-7 in the Connect games) to\n"
           "place a bead; in a game the period after a command may be left out. In the\n"
           "Connect games X and O name the sides: `add x bead 4.` is `add white bead 4.`\n";
}
