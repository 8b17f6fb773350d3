/* Tests of protocol.h: the command table, bad commands, incremental reading, responses. */
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <string.h>

#include "core/number.h"
#include "core/protocol.h"

static S4Geometry score4;

static void setup(void)
{
    s4_geometry_preset(&score4, "score4");
}

TestSuite(protocol, .init = setup);

typedef struct ValidCase {
    const char *text; /* without ';' */
    S4CommandKind kind;
    S4Colour colour;
    int peg;
    long value;
} ValidCase;

static ValidCase valid_cases[] = {
    {"restart", S4_CMD_RESTART, 0, 0, 0},
    {"quit", S4_CMD_QUIT, 0, 0, 0},
    {"play white", S4_CMD_PLAY, S4_WHITE, 0, 0},
    {"play black", S4_CMD_PLAY, S4_BLACK, 0, 0},
    {"PLAY  Black", S4_CMD_PLAY, S4_BLACK, 0, 0},
    {"move", S4_CMD_MOVE, 0, 0, 0},
    {"  move \n", S4_CMD_MOVE, 0, 0, 0},
    {"note: white plays B1", S4_CMD_NOTE, S4_WHITE, 1, 0},
    {"note: black plays d4", S4_CMD_NOTE, S4_BLACK, 15, 0},
    {"note:black plays A3", S4_CMD_NOTE, S4_BLACK, 8, 0},
    {"Note :\n White\tPlays c2 ", S4_CMD_NOTE, S4_WHITE, 6, 0},
    {"depth 12", S4_CMD_DEPTH, 0, 0, 12},
    {"movetime 250", S4_CMD_MOVETIME, 0, 0, 250},
    {"show", S4_CMD_SHOW, 0, 0, 0},
    {"level 3", S4_CMD_LEVEL, 0, 0, 3},
    {"LEVEL 10", S4_CMD_LEVEL, 0, 0, 10},
    {"time 60000 55000", S4_CMD_TIME, 0, 0, 60000},
    {"inc 250", S4_CMD_INC, 0, 0, 250},
    {"Help", S4_CMD_HELP, 0, 0, 0},
    {"seed 0", S4_CMD_SEED, 0, 0, 0},
    {"SEED 2147483647", S4_CMD_SEED, 0, 0, 2147483647},
};

enum { VALID_COUNT = sizeof valid_cases / sizeof valid_cases[0] };
/* Criterion may run each parameter in a fresh process where pointers differ, so the
 * parameters are indices into the static table, not pointers. */
static size_t valid_index[VALID_COUNT];

ParameterizedTestParameters(protocol, valid_commands_parse)
{
    for (size_t i = 0; i < VALID_COUNT; i++)
        valid_index[i] = i;
    return cr_make_param_array(size_t, valid_index, VALID_COUNT);
}

ParameterizedTest(size_t *index, protocol, valid_commands_parse, .init = setup)
{
    const ValidCase *c = &valid_cases[*index];
    S4Command cmd;
    char why[S4_PROTO_MAX_WHY] = "";
    cr_assert_eq(s4_proto_parse_command(&score4, c->text, strlen(c->text), &cmd, why), S4_OK,
                 "'%s': %s", c->text, why);
    cr_assert_eq(cmd.kind, c->kind, "'%s'", c->text);
    if (c->kind == S4_CMD_PLAY || c->kind == S4_CMD_NOTE)
        cr_assert_eq(cmd.colour, c->colour, "'%s'", c->text);
    if (c->kind == S4_CMD_NOTE)
        cr_assert_eq(cmd.peg, c->peg, "'%s'", c->text);
    if (c->kind == S4_CMD_DEPTH || c->kind == S4_CMD_MOVETIME || c->kind == S4_CMD_LEVEL ||
        c->kind == S4_CMD_TIME || c->kind == S4_CMD_INC)
        cr_assert_eq(cmd.value, c->value, "'%s'", c->text);
    if (c->kind == S4_CMD_TIME)
        cr_assert_eq(cmd.value2, 55000, "'%s': black's clock", c->text);
}

typedef struct InvalidCase {
    const char *text;
    S4Status status;
    const char *why_contains;
} InvalidCase;

static InvalidCase invalid_cases[] = {
    {"", S4_ERR_SYNTAX, "empty"},
    {"   ", S4_ERR_SYNTAX, "empty"},
    {"jump", S4_ERR_UNKNOWN_COMMAND, "'jump'"},
    {"restart now", S4_ERR_SYNTAX, "restart;"},
    {"play", S4_ERR_SYNTAX, "play white|black"},
    {"play red", S4_ERR_BAD_COLOUR, "'red'"},
    {"play white black", S4_ERR_SYNTAX, "play white|black"},
    {"move B2", S4_ERR_SYNTAX, "move;"},
    {"note white plays B1", S4_ERR_SYNTAX, "note:"},
    {"note: white B1", S4_ERR_SYNTAX, "note:"},
    {"note: white takes B1", S4_ERR_SYNTAX, "note:"},
    {"note: green plays B1", S4_ERR_BAD_COLOUR, "'green'"},
    {"note: white plays E1", S4_ERR_BAD_PEG, "'E1'"},
    {"note: white plays a5", S4_ERR_BAD_PEG, "'A5'"},
    {"note: white plays B12", S4_ERR_BAD_PEG, "'B12'"},
    {"note: white plays", S4_ERR_SYNTAX, "note:"},
    {"depth -1", S4_ERR_BAD_NUMBER, "'-1'"},
    {"depth 99", S4_ERR_BAD_NUMBER, "'99'"},
    {"depth twelve", S4_ERR_BAD_NUMBER, "'twelve'"},
    {"movetime 5x", S4_ERR_BAD_NUMBER, "'5x'"},
    {"depth +3", S4_ERR_BAD_NUMBER, "'+3'"},
    {"movetime -0", S4_ERR_BAD_NUMBER, "'-0'"},
    {"level 0", S4_ERR_BAD_NUMBER, "'0'"},
    {"level 11", S4_ERR_BAD_NUMBER, "'11'"},
    {"seed -1", S4_ERR_BAD_NUMBER, "'-1'"},
    {"seed 2147483648", S4_ERR_BAD_NUMBER, "'2147483648'"},
    {"seed", S4_ERR_SYNTAX, "seed <0..2147483647>;"},
    {"level", S4_ERR_SYNTAX, "level <1..10>"},
    {"time 5000", S4_ERR_SYNTAX, "time <white ms> <black ms>"},
    {"time 5000 -1", S4_ERR_BAD_NUMBER, "'-1'"},
    {"inc soon", S4_ERR_BAD_NUMBER, "'soon'"},
    {"a b c d e f g h", S4_ERR_UNKNOWN_COMMAND, "'a'"},
    {"note: white plays B1 now please ok", S4_ERR_SYNTAX, "note:"},
    {"help me", S4_ERR_SYNTAX, "help;"},
};

enum { INVALID_COUNT = sizeof invalid_cases / sizeof invalid_cases[0] };
static size_t invalid_index[INVALID_COUNT];

ParameterizedTestParameters(protocol, invalid_commands_are_refused_with_a_reason)
{
    for (size_t i = 0; i < INVALID_COUNT; i++)
        invalid_index[i] = i;
    return cr_make_param_array(size_t, invalid_index, INVALID_COUNT);
}

ParameterizedTest(size_t *index, protocol, invalid_commands_are_refused_with_a_reason,
                  .init = setup)
{
    const InvalidCase *c = &invalid_cases[*index];
    S4Command cmd = {.kind = S4_CMD_SHOW};
    char why[S4_PROTO_MAX_WHY] = "";
    cr_assert_eq(s4_proto_parse_command(&score4, c->text, strlen(c->text), &cmd, why), c->status,
                 "'%s' gave '%s'", c->text, why);
    cr_assert(strstr(why, c->why_contains) != NULL, "'%s': reason '%s' lacks '%s'", c->text, why,
              c->why_contains);
    cr_assert_eq(cmd.kind, S4_CMD_SHOW, "a refused command leaves the output untouched");
}

/* A recorded referee transcript, as bytes. */
static const char transcript[] =
    "restart;\nplay black;\nnote: white plays B2;\nmove;\n"
    "note: white plays c3 ;  move;note:\nwhite plays A1;\r\nmove;quit;\n";
static const S4CommandKind transcript_kinds[] = {
    S4_CMD_RESTART, S4_CMD_PLAY, S4_CMD_NOTE, S4_CMD_MOVE,
    S4_CMD_NOTE,    S4_CMD_MOVE, S4_CMD_NOTE, S4_CMD_MOVE, S4_CMD_QUIT,
};
enum { TRANSCRIPT_COMMANDS = sizeof transcript_kinds / sizeof transcript_kinds[0] };

/* Feeds `bytes` through a reader, collecting parsed commands; returns how many. */
static int feed(S4CommandReader *reader, const char *bytes, size_t len, S4Command *out, int n)
{
    for (size_t i = 0; i < len; i++)
        if (s4_reader_push(reader, bytes[i]) == S4_READ_COMMAND) {
            cr_assert_eq(s4_proto_parse_command(&score4, reader->text, reader->len, &out[n], NULL),
                         S4_OK, "command '%s'", reader->text);
            n++;
        }
    return n;
}

Test(protocol, every_split_point_of_a_transcript_parses_the_same)
{
    size_t len = strlen(transcript);
    for (size_t split = 0; split <= len; split++) {
        S4CommandReader reader;
        s4_reader_init(&reader);
        S4Command got[16];
        int n = feed(&reader, transcript, split, got, 0);
        n = feed(&reader, transcript + split, len - split, got, n);
        cr_assert_eq(n, TRANSCRIPT_COMMANDS, "split at %zu", split);
        for (int i = 0; i < n; i++)
            cr_assert_eq(got[i].kind, transcript_kinds[i], "split at %zu, command %d", split, i);
        cr_assert_eq(got[2].peg, 5);
        cr_assert_eq(got[4].peg, 10);
        cr_assert_eq(got[6].peg, 0);
    }
}

Test(protocol, a_command_is_complete_at_its_semicolon_without_a_newline)
{
    S4CommandReader reader;
    s4_reader_init(&reader);
    const char *text = "move";
    for (const char *p = text; *p; p++)
        cr_assert_eq(s4_reader_push(&reader, *p), S4_READ_NONE);
    cr_assert_eq(s4_reader_push(&reader, ';'), S4_READ_COMMAND);
    cr_assert_str_eq(reader.text, "move");
    cr_assert_eq(reader.len, 4);
}

Test(protocol, a_reader_knows_when_the_input_stopped_inside_a_command)
{
    S4CommandReader reader;
    s4_reader_init(&reader);
    cr_assert_not(s4_reader_pending(&reader), "nothing read yet");
    S4Command got[2];
    cr_assert_eq(feed(&reader, "move; \n\t", 8, got, 0), 1);
    cr_assert_not(s4_reader_pending(&reader), "only blanks after the last ';'");
    cr_assert_eq(feed(&reader, "play wh", 7, got, 0), 0);
    cr_assert(s4_reader_pending(&reader));
    cr_assert_str_eq(reader.text, "play wh");
    cr_assert_eq(feed(&reader, "ite;", 4, got, 0), 1);
    cr_assert_not(s4_reader_pending(&reader), "a finished command is not pending");
}

Test(protocol, an_over_long_command_is_reported_once_and_the_next_one_works)
{
    S4CommandReader reader;
    s4_reader_init(&reader);
    int too_long = 0;
    for (int i = 0; i < 10000; i++)
        too_long += s4_reader_push(&reader, 'x') == S4_READ_TOO_LONG;
    cr_assert_eq(too_long, 1);
    cr_assert_lt(reader.len, (size_t)S4_PROTO_MAX_COMMAND + 1);
    cr_assert_eq(s4_reader_push(&reader, ';'), S4_READ_NONE, "the rest of it is dropped");
    S4Command got[2];
    cr_assert_eq(feed(&reader, "move;", 5, got, 0), 1);
    cr_assert_eq(got[0].kind, S4_CMD_MOVE);
}

Test(protocol, commands_round_trip_through_format_and_parse)
{
    for (size_t i = 0; i < sizeof valid_cases / sizeof valid_cases[0]; i++) {
        S4Command cmd, back;
        const char *text = valid_cases[i].text;
        cr_assert_eq(s4_proto_parse_command(&score4, text, strlen(text), &cmd, NULL), S4_OK);
        char line[S4_PROTO_MAX_COMMAND];
        size_t n = s4_proto_format_command(&score4, &cmd, line, sizeof line);
        cr_assert_eq(line[n - 1], ';');
        cr_assert_eq(s4_proto_parse_command(&score4, line, n - 1, &back, NULL), S4_OK, "%s", line);
        cr_assert_eq(memcmp(&cmd, &back, sizeof cmd), 0, "'%s' -> '%s'", text, line);
    }
    S4Command note = {.kind = S4_CMD_NOTE, .colour = S4_BLACK, .peg = 14};
    char line[64];
    s4_proto_format_command(&score4, &note, line, sizeof line);
    cr_assert_str_eq(line, "note: black plays C4;");
}

Test(protocol, responses_parse_and_round_trip)
{
    S4Response r;
    cr_assert_eq(s4_proto_parse_response(&score4, "ok.", 3, &r), S4_OK);
    cr_assert_eq(r.kind, S4_RESP_OK);
    cr_assert_eq(s4_proto_parse_response(&score4, " A3.\r\n", 6, &r), S4_OK);
    cr_assert_eq(r.kind, S4_RESP_MOVE);
    cr_assert_eq(r.peg, 8);
    cr_assert_eq(s4_proto_parse_response(&score4, "error: peg is full.", 19, &r), S4_OK);
    cr_assert_eq(r.kind, S4_RESP_ERROR);
    cr_assert_str_eq(r.message, "peg is full");
    static const char *const bad[] = {"ok", "okay.", "A3", "", ".", "A35.", "hello world."};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        cr_assert_eq(s4_proto_parse_response(&score4, bad[i], strlen(bad[i]), &r),
                     S4_ERR_BAD_RESPONSE, "'%s'", bad[i]);
    cr_assert_eq(s4_proto_parse_response(&score4, "E5.", 3, &r), S4_ERR_BAD_PEG);

    S4Response cases[] = {
        {.kind = S4_RESP_OK}, {.kind = S4_RESP_MOVE, .peg = 13}, {.kind = S4_RESP_ERROR},
    };
    strcpy(cases[2].message, "unknown command 'x'");
    for (size_t i = 0; i < 3; i++) {
        char line[S4_PROTO_MAX_LINE];
        size_t n = s4_proto_format_response(&score4, &cases[i], line, sizeof line);
        S4Response back;
        cr_assert_eq(s4_proto_parse_response(&score4, line, n, &back), S4_OK, "%s", line);
        cr_assert_eq(back.kind, cases[i].kind);
        cr_assert_eq(back.peg, cases[i].peg);
        cr_assert_str_eq(back.message, cases[i].message);
    }
}

Test(protocol, line_reader_splits_lines_and_refuses_endless_ones)
{
    S4LineReader reader;
    s4_line_reader_init(&reader);
    const char *bytes = "ok.\nB2.\n";
    int lines = 0;
    for (const char *p = bytes; *p; p++)
        if (s4_line_reader_push(&reader, *p) == S4_READ_COMMAND) {
            lines++;
            cr_assert_str_eq(reader.text, lines == 1 ? "ok." : "B2.");
        }
    cr_assert_eq(lines, 2);
    int too_long = 0;
    for (int i = 0; i < 5000; i++)
        too_long += s4_line_reader_push(&reader, 'z') == S4_READ_TOO_LONG;
    cr_assert_eq(too_long, 1);
    cr_assert_eq(s4_line_reader_push(&reader, '\n'), S4_READ_NONE);
}

Test(protocol, a_nul_byte_inside_a_command_makes_it_malformed)
{
    /* Issue 11, defect 2: "play white\0junk" was read as "play white". */
    S4Command cmd;
    char why[S4_PROTO_MAX_WHY];
    cr_assert_eq(s4_proto_parse_command(&score4, "play white\0junk", 15, &cmd, why), S4_ERR_SYNTAX);
    cr_assert(strstr(why, "NUL"), "%s", why);
    cr_assert_eq(s4_proto_parse_command(&score4, "\0", 1, &cmd, why), S4_ERR_SYNTAX);
}

Test(protocol, numbers_are_whole_decimal_and_in_range)
{
    long v = -7;
    cr_assert_eq(s4_parse_long("42", 0, 64, &v), S4_OK);
    cr_assert_eq(v, 42);
    cr_assert_eq(s4_parse_long("-5", -10, 10, &v), S4_OK, "a minus where negatives are allowed");
    cr_assert_eq(v, -5);
    cr_assert_eq(s4_parse_long("007", 0, 10, &v), S4_OK);
    cr_assert_eq(v, 7);
    v = 42;
    /* Issue 11, defect 4: one strict grammar: no sign '+', no blanks, no '-' where only
     * non-negative values are allowed. */
    static const char *const bad[] = {"", "65", "-1", "4x", "4 ", "99999999999999999999999",
                                      "+3", " 5", "\t5", "-0", "- 5", "0x10", "5\n"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        cr_assert_eq(s4_parse_long(bad[i], 0, 64, &v), S4_ERR_BAD_NUMBER, "'%s'", bad[i]);
        cr_assert_eq(v, 42, "'%s' left the value alone", bad[i]);
    }
}
