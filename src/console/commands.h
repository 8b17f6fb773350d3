/* commands.h: the console's command words (the design document's testing mode, plus play). */
#ifndef S4_CONSOLE_COMMANDS_H
#define S4_CONSOLE_COMMANDS_H

#include <stdbool.h>
#include <stddef.h>

#include "core/ascii.h"
#include "core/board.h"

/*
 * One command is the text before its period, words separated by blanks, any case:
 *
 *   add white bead A1      add a bead of that colour on a peg (testing; "ball" also works)
 *   remove bead A1         take the top bead off a peg (testing)
 *   clear                  empty the board (testing)
 *   show board             the coordinate list          draw board    the ASCII drawing
 *   get white move         the engine recommends a move for that colour, without playing it
 *   play move              play the move recommended last (testing)
 *   play white move        the engine plays a move for that colour (testing)
 *   view oblique|layers|list|columns   how boards are drawn from now on
 *   go interactive [white|black]   play on in the terminal, that colour (default: by count) to move
 *   go testing             the testing mode, on the current position
 *   go gui                 open the window on the current position
 *   new  undo  hint        a new game; take back a move; a recommendation (play)
 *   report                 every move of the game so far graded (game_report.h)
 *   help  quit
 */

typedef enum ConsoleCommandKind {
    CMD_ADD,
    CMD_REMOVE,
    CMD_CLEAR,
    CMD_SHOW,
    CMD_DRAW,
    CMD_GET,
    CMD_PLAY_HINT,
    CMD_PLAY_ENGINE,
    CMD_VIEW,
    CMD_GO_INTERACTIVE,
    CMD_GO_TESTING,
    CMD_GO_GUI,
    CMD_NEW,
    CMD_UNDO,
    CMD_HINT,
    CMD_REPORT,
    CMD_HELP,
    CMD_QUIT,
} ConsoleCommandKind;

typedef struct ConsoleCommand {
    ConsoleCommandKind kind;
    S4Colour colour;     /* ADD, GET, PLAY_ENGINE, GO_INTERACTIVE (when has_colour) */
    bool has_colour;     /* GO_INTERACTIVE named who moves */
    int peg;             /* ADD, REMOVE */
    S4AsciiStyle style;  /* VIEW */
} ConsoleCommand;

enum { COMMAND_MAX_WHY = 256 };

/* Parses one command's text (without its period, len characters) for a board of geo.
 * Returns false with a message for a person in why: unknown commands are named, a known
 * command of the wrong shape is answered with its right shape. */
bool console_command_parse(const S4Geometry *geo, const char *text, size_t len,
                           ConsoleCommand *cmd, char why[COMMAND_MAX_WHY]);

/* The help text: every command with a line saying what it does. */
const char *console_command_help(void);

#endif
