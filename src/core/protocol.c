/* protocol.c: parsing and formatting of the engine protocol. */
#include "core/protocol.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/notation.h"
#include "core/number.h"
#include "core/quote.h"

/* ------------------------------------------------------------------ words */

enum { MAX_WORDS = 6, MAX_WORD = 32 };

typedef struct Words {
    int count;
    char word[MAX_WORDS][MAX_WORD + 1]; /* lower-cased; ':' is a word of its own */
    bool too_many;
} Words;

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

static char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

/* Splits text into lower-cased words; a word longer than MAX_WORD is cut (it cannot
 * match any keyword or peg, so the reason names its beginning). */
static void split_words(const char *text, size_t len, Words *words)
{
    memset(words, 0, sizeof *words);
    size_t i = 0;
    while (i < len) {
        if (is_blank(text[i])) {
            i++;
            continue;
        }
        if (words->count == MAX_WORDS) {
            words->too_many = true;
            return;
        }
        char *w = words->word[words->count++];
        size_t n = 0;
        if (text[i] == ':') {
            w[n++] = ':';
            i++;
        } else {
            while (i < len && !is_blank(text[i]) && text[i] != ':') {
                if (n < MAX_WORD)
                    w[n++] = lower(text[i]);
                i++;
            }
        }
        w[n] = '\0';
    }
}

static void set_why(char *why, const char *fmt, const char *word)
{
    if (why)
        snprintf(why, S4_PROTO_MAX_WHY, fmt, word);
}

static S4Status parse_colour(const char *word, S4Colour *colour, char *why)
{
    if (strcmp(word, "white") == 0)
        *colour = S4_WHITE;
    else if (strcmp(word, "black") == 0)
        *colour = S4_BLACK;
    else {
        char shown[S4_QUOTE_SIZE];
        set_why(why, "colour must be white or black, not '%s'",
                s4_quote(word, strlen(word), shown, sizeof shown));
        return S4_ERR_BAD_COLOUR;
    }
    return S4_OK;
}

static S4Status parse_value(const char *word, long min, long max, long *value, char *why)
{
    if (s4_parse_long(word, min, max, value) != S4_OK) {
        if (why)
        {
            char shown[S4_QUOTE_SIZE];
            snprintf(why, S4_PROTO_MAX_WHY, "'%s' is not a number from %ld to %ld",
                     s4_quote(word, strlen(word), shown, sizeof shown), min, max);
        }
        return S4_ERR_BAD_NUMBER;
    }
    return S4_OK;
}

/* ------------------------------------------------------------------ commands */

typedef struct Keyword {
    const char *word;
    S4CommandKind kind;
    int arguments;   /* words after the keyword */
    long min, max;   /* range of a numeric argument */
} Keyword;

static const Keyword keywords[] = {
    {"restart", S4_CMD_RESTART, 0, 0, 0},
    {"quit", S4_CMD_QUIT, 0, 0, 0},
    {"play", S4_CMD_PLAY, 1, 0, 0},
    {"move", S4_CMD_MOVE, 0, 0, 0},
    {"note", S4_CMD_NOTE, 4, 0, 0},
    {"depth", S4_CMD_DEPTH, 1, 0, S4_LIMIT_DEPTH},
    {"movetime", S4_CMD_MOVETIME, 1, 0, S4_LIMIT_MOVETIME_MS},
    {"show", S4_CMD_SHOW, 0, 0, 0},
    {"level", S4_CMD_LEVEL, 1, 1, S4_LIMIT_LEVEL},
    {"time", S4_CMD_TIME, 2, 0, S4_LIMIT_CLOCK_MS},
    {"inc", S4_CMD_INC, 1, 0, S4_LIMIT_MOVETIME_MS},
    {"help", S4_CMD_HELP, 0, 0, 0},
    {"seed", S4_CMD_SEED, 1, 0, S4_LIMIT_SEED},
};

const char *s4_proto_command_shape(S4CommandKind kind)
{
    static const char *const shapes[S4_CMD_KINDS] = {
        [S4_CMD_RESTART] = "restart;", [S4_CMD_QUIT] = "quit;",
        [S4_CMD_PLAY] = "play white|black;", [S4_CMD_MOVE] = "move;",
        [S4_CMD_NOTE] = "note: white|black plays <peg>;", [S4_CMD_DEPTH] = "depth <plies>;",
        [S4_CMD_MOVETIME] = "movetime <ms>;",
        [S4_CMD_SHOW] = "show;", [S4_CMD_LEVEL] = "level <1..10>;",
        [S4_CMD_TIME] = "time <white ms> <black ms>;", [S4_CMD_INC] = "inc <ms>;",
        [S4_CMD_HELP] = "help;", [S4_CMD_SEED] = "seed <0..2147483647>;",
    };
    return (unsigned)kind < S4_CMD_KINDS ? shapes[kind] : "";
}

S4Status s4_proto_parse_command(const S4Geometry *geo, const char *text, size_t len,
                                S4Command *cmd, char why[S4_PROTO_MAX_WHY])
{
    /* A NUL would cut the text short for every string function below: refuse it whole. */
    if (memchr(text, '\0', len) != NULL) {
        set_why(why, "%sa NUL byte inside the command", "");
        return S4_ERR_SYNTAX;
    }
    Words words;
    split_words(text, len, &words);
    if (words.count == 0) {
        set_why(why, "%sempty command", "");
        return S4_ERR_SYNTAX;
    }
    const Keyword *key = NULL;
    for (size_t i = 0; i < sizeof keywords / sizeof keywords[0]; i++)
        if (strcmp(words.word[0], keywords[i].word) == 0)
            key = &keywords[i];
    if (!key) {
        char shown[S4_QUOTE_SIZE];
        set_why(why, "unknown command '%s'",
                s4_quote(words.word[0], strlen(words.word[0]), shown, sizeof shown));
        return S4_ERR_UNKNOWN_COMMAND;
    }
    if (words.too_many || words.count - 1 != key->arguments) {
        set_why(why, "expected '%s'", s4_proto_command_shape(key->kind));
        return S4_ERR_SYNTAX;
    }

    S4Command out = {.kind = key->kind};
    S4Status status = S4_OK;
    switch (key->kind) {
    case S4_CMD_PLAY:
        status = parse_colour(words.word[1], &out.colour, why);
        break;
    case S4_CMD_NOTE:
        if (strcmp(words.word[1], ":") != 0 || strcmp(words.word[3], "plays") != 0) {
            set_why(why, "expected '%s'", "note: white|black plays <peg>;");
            return S4_ERR_SYNTAX;
        }
        status = parse_colour(words.word[2], &out.colour, why);
        if (status == S4_OK) {
            status = s4_peg_parse(geo, words.word[4], strlen(words.word[4]), &out.peg);
            if (status != S4_OK) {
                /* Words arrive lower-cased; pegs are written upper-case (B1) everywhere. */
                char peg[sizeof words.word[4]];
                size_t n = 0;
                for (; words.word[4][n] != '\0' && n + 1 < sizeof peg; n++)
                    peg[n] = (char)toupper((unsigned char)words.word[4][n]);
                peg[n] = '\0';
                char shown[S4_QUOTE_SIZE];
                set_why(why, "no such peg '%s'", s4_quote(peg, n, shown, sizeof shown));
            }
        }
        break;
    case S4_CMD_DEPTH:
    case S4_CMD_MOVETIME:
    case S4_CMD_LEVEL:
    case S4_CMD_INC:
    case S4_CMD_SEED:
        status = parse_value(words.word[1], key->min, key->max, &out.value, why);
        break;
    case S4_CMD_TIME:
        status = parse_value(words.word[1], key->min, key->max, &out.value, why);
        if (status == S4_OK)
            status = parse_value(words.word[2], key->min, key->max, &out.value2, why);
        break;
    default:
        break;
    }
    if (status == S4_OK)
        *cmd = out;
    return status;
}

size_t s4_proto_format_command(const S4Geometry *geo, const S4Command *cmd, char *buf,
                               size_t size)
{
    char peg[S4_PEG_TEXT];
    int n = 0;
    switch (cmd->kind) {
    case S4_CMD_RESTART: n = snprintf(buf, size, "restart;"); break;
    case S4_CMD_QUIT: n = snprintf(buf, size, "quit;"); break;
    case S4_CMD_PLAY: n = snprintf(buf, size, "play %s;", s4_colour_name(cmd->colour)); break;
    case S4_CMD_MOVE: n = snprintf(buf, size, "move;"); break;
    case S4_CMD_NOTE:
        s4_peg_format(geo, cmd->peg, peg);
        n = snprintf(buf, size, "note: %s plays %s;", s4_colour_name(cmd->colour), peg);
        break;
    case S4_CMD_DEPTH: n = snprintf(buf, size, "depth %ld;", cmd->value); break;
    case S4_CMD_MOVETIME: n = snprintf(buf, size, "movetime %ld;", cmd->value); break;
    case S4_CMD_SHOW: n = snprintf(buf, size, "show;"); break;
    case S4_CMD_LEVEL: n = snprintf(buf, size, "level %ld;", cmd->value); break;
    case S4_CMD_TIME: n = snprintf(buf, size, "time %ld %ld;", cmd->value, cmd->value2); break;
    case S4_CMD_INC: n = snprintf(buf, size, "inc %ld;", cmd->value); break;
    case S4_CMD_HELP: n = snprintf(buf, size, "help;"); break;
    case S4_CMD_SEED: n = snprintf(buf, size, "seed %ld;", cmd->value); break;
    }
    return n < 0 ? 0 : (size_t)n;
}

static void text_reader_init(S4TextReader *reader, char terminator, size_t limit,
                             bool skip_leading_blanks)
{
    reader->len = 0;
    reader->text[0] = '\0';
    reader->limit = limit;
    reader->terminator = terminator;
    reader->skip_leading_blanks = skip_leading_blanks;
    reader->skipping = false;
    reader->complete = false;
}

void s4_reader_init(S4CommandReader *reader)
{
    text_reader_init(reader, ';', S4_PROTO_MAX_COMMAND, true);
}

void s4_line_reader_init(S4LineReader *reader)
{
    text_reader_init(reader, '\n', S4_PROTO_MAX_LINE, false);
}

bool s4_reader_pending(const S4TextReader *reader)
{
    if (reader->complete || reader->skipping)
        return false;
    for (size_t i = 0; i < reader->len; i++)
        if (!is_blank(reader->text[i]))
            return true;
    return false;
}

S4ReadEvent s4_reader_push(S4TextReader *reader, char c)
{
    if (reader->complete) { /* the caller has had the last piece; start the next */
        reader->complete = false;
        reader->len = 0;
        reader->text[0] = '\0';
    }
    if (c == reader->terminator) {
        if (reader->skipping) { /* the over-long piece was already reported */
            reader->skipping = false;
            reader->len = 0;
            return S4_READ_NONE;
        }
        reader->complete = true;
        return S4_READ_COMMAND;
    }
    if (reader->skipping)
        return S4_READ_NONE;
    if (reader->len == 0 && reader->skip_leading_blanks && is_blank(c))
        return S4_READ_NONE;
    if (reader->len == reader->limit) {
        reader->len = 0;
        reader->text[0] = '\0';
        reader->skipping = true;
        return S4_READ_TOO_LONG;
    }
    reader->text[reader->len++] = c;
    reader->text[reader->len] = '\0';
    return S4_READ_NONE;
}

/* ------------------------------------------------------------------ responses */

S4Status s4_proto_parse_response(const S4Geometry *geo, const char *line, size_t len,
                                 S4Response *resp)
{
    size_t start = 0, end = len;
    while (start < end && is_blank(line[start]))
        start++;
    while (end > start && is_blank(line[end - 1]))
        end--;
    if (end - start < 2 || line[end - 1] != '.')
        return S4_ERR_BAD_RESPONSE;
    const char *body = line + start;
    size_t body_len = end - start - 1; /* without the '.' */

    S4Response out = {.kind = S4_RESP_OK};
    if (body_len == 2 && lower(body[0]) == 'o' && lower(body[1]) == 'k') {
        *resp = out;
        return S4_OK;
    }
    static const char error_word[] = "error:";
    if (body_len >= 6) {
        bool is_error = true;
        for (size_t i = 0; i < 6; i++)
            if (lower(body[i]) != error_word[i])
                is_error = false;
        if (is_error) {
            out.kind = S4_RESP_ERROR;
            size_t i = 6;
            while (i < body_len && is_blank(body[i]))
                i++;
            size_t n = body_len - i;
            if (n >= sizeof out.message)
                n = sizeof out.message - 1;
            memcpy(out.message, body + i, n);
            out.message[n] = '\0';
            *resp = out;
            return S4_OK;
        }
    }
    if (body_len == 2) {
        char letter = lower(body[0]);
        if (letter >= 'a' && letter <= 'z' && body[1] >= '1' && body[1] <= '9') {
            out.kind = S4_RESP_MOVE;
            if (s4_peg_parse(geo, body, 2, &out.peg) != S4_OK)
                return S4_ERR_BAD_PEG;
            *resp = out;
            return S4_OK;
        }
    }
    return S4_ERR_BAD_RESPONSE;
}

size_t s4_proto_format_response(const S4Geometry *geo, const S4Response *resp, char *buf,
                                size_t size)
{
    char peg[S4_PEG_TEXT];
    int n = 0;
    switch (resp->kind) {
    case S4_RESP_OK: n = snprintf(buf, size, "ok."); break;
    case S4_RESP_MOVE:
        s4_peg_format(geo, resp->peg, peg);
        n = snprintf(buf, size, "%s.", peg);
        break;
    case S4_RESP_ERROR: n = snprintf(buf, size, "error: %s.", resp->message); break;
    }
    return n < 0 ? 0 : (size_t)n;
}
