/* console_commands.c: the console's command words, over tables of good and bad commands. */
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <string.h>

#include "console/commands.h"
#include "core/notation.h"

static S4Geometry score4(void)
{
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK);
    return geo;
}

typedef struct Good {
    const char *text;
    ConsoleCommandKind kind;
    S4Colour colour;
    const char *peg; /* NULL when the command names none */
} Good;

static const Good goods[] = {
    {"add white bead A1", CMD_ADD, S4_WHITE, "A1"},
    {"ADD BLACK BEAD d4", CMD_ADD, S4_BLACK, "D4"},
    {"  add   black  ball  c2 ", CMD_ADD, S4_BLACK, "C2"},
    {"add white b3", CMD_ADD, S4_WHITE, "B3"},
    {"remove bead A1", CMD_REMOVE, S4_WHITE, "A1"},
    {"Remove Ball b2", CMD_REMOVE, S4_WHITE, "B2"},
    {"clear", CMD_CLEAR, S4_WHITE, NULL},
    {"show board", CMD_SHOW, S4_WHITE, NULL},
    {"DRAW BOARD", CMD_DRAW, S4_WHITE, NULL},
    {"get white move", CMD_GET, S4_WHITE, NULL},
    {"get Black move", CMD_GET, S4_BLACK, NULL},
    {"play move", CMD_PLAY_HINT, S4_WHITE, NULL},
    {"play black move", CMD_PLAY_ENGINE, S4_BLACK, NULL},
    {"go interactive", CMD_GO_INTERACTIVE, S4_WHITE, NULL},
    {"go gui", CMD_GO_GUI, S4_WHITE, NULL},
    {"Go Testing", CMD_GO_TESTING, S4_WHITE, NULL},
    {"help", CMD_HELP, S4_WHITE, NULL},
    {"QUIT", CMD_QUIT, S4_WHITE, NULL},
    {"undo", CMD_UNDO, S4_WHITE, NULL},
    {"new", CMD_NEW, S4_WHITE, NULL},
    {"hint", CMD_HINT, S4_WHITE, NULL},
};

/* Criterion may run each test in a fresh process where the table's string pointers are not
 * valid, so the parameters are indices into the static table, not pointers. */
enum { GOOD_COUNT = sizeof goods / sizeof goods[0] };
static size_t good_index[GOOD_COUNT];

ParameterizedTestParameters(console_commands, good_commands_parse)
{
    for (size_t i = 0; i < GOOD_COUNT; i++)
        good_index[i] = i;
    return cr_make_param_array(size_t, good_index, GOOD_COUNT);
}

ParameterizedTest(size_t *index, console_commands, good_commands_parse)
{
    const Good *good = &goods[*index];
    S4Geometry geo = score4();
    ConsoleCommand cmd;
    char why[COMMAND_MAX_WHY] = "";
    cr_assert(console_command_parse(&geo, good->text, strlen(good->text), &cmd, why),
              "'%s' refused: %s", good->text, why);
    cr_assert_eq(cmd.kind, good->kind, "'%s'", good->text);
    if (good->kind == CMD_ADD || good->kind == CMD_GET || good->kind == CMD_PLAY_ENGINE)
        cr_assert_eq(cmd.colour, good->colour, "'%s'", good->text);
    if (good->peg) {
        char name[S4_PEG_TEXT];
        s4_peg_format(&geo, cmd.peg, name);
        cr_assert_str_eq(name, good->peg, "'%s'", good->text);
    }
}

typedef struct Bad {
    const char *text;
    const char *why_contains; /* the message must name what was wrong */
} Bad;

static const Bad bads[] = {
    {"frobnicate", "unknown command 'frobnicate'"},
    {"", "an empty command"},
    {"add purple bead A1", "`add white bead A1.`"},
    {"add white bead E5", "'E5' is not a peg of this board (A1 to D4)"},
    {"add white bead", "`add white bead A1.`"},
    {"add white bead A1 A2", "`add white bead A1.`"},
    {"remove bead", "`remove bead A1.`"},
    {"remove bead Z9", "'Z9' is not a peg"},
    {"remove bead 2", "'2' is not a peg"}, /* numbers name columns on single-row boards only */
    {"draw the board", "`draw board.`"},
    {"show me", "`show board.`"},
    {"clear everything", "`clear.`"},
    {"get move", "`get white move.`"},
    {"get green move", "`get white move.`"},
    {"play white", "`play move.`"},
    {"view sideways", "`view oblique.`"},
    {"go home", "`go interactive.`"},
    {"go interactive purple", "`go interactive.`"},
    {"quit now", "`quit.`"},
    {"a b c d e f g h i", "is not a command"},
};

enum { BAD_COUNT = sizeof bads / sizeof bads[0] };
static size_t bad_index[BAD_COUNT];

ParameterizedTestParameters(console_commands, bad_commands_are_named)
{
    for (size_t i = 0; i < BAD_COUNT; i++)
        bad_index[i] = i;
    return cr_make_param_array(size_t, bad_index, BAD_COUNT);
}

ParameterizedTest(size_t *index, console_commands, bad_commands_are_named)
{
    const Bad *bad = &bads[*index];
    S4Geometry geo = score4();
    ConsoleCommand cmd;
    char why[COMMAND_MAX_WHY] = "";
    cr_assert_not(console_command_parse(&geo, bad->text, strlen(bad->text), &cmd, why),
                  "'%s' accepted", bad->text);
    cr_assert(strstr(why, bad->why_contains), "'%s': \"%s\" lacks \"%s\"", bad->text, why,
              bad->why_contains);
}

Test(console_commands, pegs_follow_the_game_of_the_family)
{
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, "connect4"), S4_OK);
    ConsoleCommand cmd;
    char why[COMMAND_MAX_WHY];
    cr_assert(console_command_parse(&geo, "add white bead G1", 17, &cmd, why), "%s", why);
    cr_assert_eq(cmd.peg, 6);
    cr_assert_not(console_command_parse(&geo, "add white bead A2", 17, &cmd, why));
    cr_assert(strstr(why, "not a column of this board (1 to 7)"), "%s", why);
    /* Column numbers, as typed when playing, name the same pegs. */
    cr_assert(console_command_parse(&geo, "remove bead 7", 13, &cmd, why), "%s", why);
    cr_assert_eq(cmd.peg, 6);
    cr_assert_not(console_command_parse(&geo, "remove bead 8", 13, &cmd, why));
    cr_assert_not(console_command_parse(&geo, "remove bead 0", 13, &cmd, why));
}

Test(console_commands, only_len_characters_are_read)
{
    S4Geometry geo = score4();
    ConsoleCommand cmd;
    char why[COMMAND_MAX_WHY];
    const char *text = "clear. add white bead A1.";
    cr_assert(console_command_parse(&geo, text, 5, &cmd, why), "%s", why);
    cr_assert_eq(cmd.kind, CMD_CLEAR);
}

Test(console_commands, go_interactive_may_name_who_moves)
{
    S4Geometry geo = score4();
    ConsoleCommand cmd;
    char why[COMMAND_MAX_WHY];
    cr_assert(console_command_parse(&geo, "go interactive black", 20, &cmd, why), "%s", why);
    cr_assert(cmd.has_colour);
    cr_assert_eq(cmd.colour, S4_BLACK);
    cr_assert(console_command_parse(&geo, "go interactive", 14, &cmd, why), "%s", why);
    cr_assert_not(cmd.has_colour);
}

Test(console_commands, help_names_every_command_of_the_design_document)
{
    const char *help = console_command_help();
    static const char *const words[] = {"add white bead A1.", "remove bead A1.", "clear.",
                                        "show board.", "draw board.", "get white move.",
                                        "go interactive.", "go gui.", "quit.", "help."};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        cr_assert(strstr(help, words[i]), "help lacks %s", words[i]);
}

Test(console_commands, x_and_o_name_the_sides_as_white_and_black_do)
{
    S4Geometry geo;
    cr_assert_eq(s4_geometry_preset(&geo, "connect4"), S4_OK);
    ConsoleCommand cmd;
    char why[COMMAND_MAX_WHY];
    cr_assert(console_command_parse(&geo, "add x bead 4", 12, &cmd, why), "%s", why);
    cr_assert_eq(cmd.colour, S4_WHITE);
    cr_assert_eq(cmd.peg, 3);
    cr_assert(console_command_parse(&geo, "get O move", 10, &cmd, why), "%s", why);
    cr_assert_eq(cmd.colour, S4_BLACK);
}
