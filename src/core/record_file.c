/* record_file.c: reading and writing one-line game records. */
#include "core/record_file.h"

#include <stdio.h>
#include <string.h>

#include "core/line_name.h"
#include "core/notation.h"

static const char *const outcome_words[] = {
    [S4_OUTCOME_UNFINISHED] = "*",
    [S4_OUTCOME_WHITE] = "1-0",
    [S4_OUTCOME_BLACK] = "0-1",
    [S4_OUTCOME_DRAW] = "1/2-1/2",
};

const char *s4_outcome_text(S4RecordOutcome outcome)
{
    return outcome_words[outcome];
}

size_t s4_record_format(const S4Game *game, S4RecordOutcome outcome, const char *comment,
                        char *buf, size_t size)
{
    char moves[4 * S4_MAX_CELLS];
    s4_game_format_record(game, moves, sizeof moves);
    int n = snprintf(buf, size, "%s %s%s%s%s%s\n", game->board.geo->name, outcome_words[outcome],
                     moves[0] ? " " : "", moves, comment && *comment ? " # " : "",
                     comment && *comment ? comment : "");
    return n < 0 ? 0 : (size_t)n;
}

/* Copies the next blank-separated word of *p (at most size-1 characters) and advances. */
static size_t next_word(const char **p, char *word, size_t size)
{
    while (**p == ' ' || **p == '\t')
        (*p)++;
    size_t n = 0;
    while (**p && **p != ' ' && **p != '\t' && **p != '\n' && **p != '\r' && **p != '#') {
        if (n + 1 < size)
            word[n++] = **p;
        (*p)++;
    }
    word[n] = '\0';
    return n;
}

/* The result must be what the board shows: a finished game's own result; an unfinished
 * one '*' or a forfeit, which the comment names (the board cannot show it). */
static S4Status check_result(const S4Game *game, const S4Record *record)
{
    S4RecordOutcome shown = S4_OUTCOME_UNFINISHED;
    switch (game->result) {
    case S4_RESULT_ONGOING: break;
    case S4_RESULT_WHITE_WINS: shown = S4_OUTCOME_WHITE; break;
    case S4_RESULT_BLACK_WINS: shown = S4_OUTCOME_BLACK; break;
    default: shown = S4_OUTCOME_DRAW; break;
    }
    if (record->outcome == shown)
        return S4_OK;
    if (shown == S4_OUTCOME_UNFINISHED && record->outcome != S4_OUTCOME_DRAW &&
        strstr(record->comment, "forfeit") != NULL)
        return S4_OK;
    return S4_ERR_RESULT_MISMATCH;
}

S4Status s4_record_parse(const char *line, S4Record *record)
{
    return s4_record_parse_known(line, NULL, record);
}

S4Status s4_record_parse_known(const char *line, const S4Geometry *known, S4Record *record)
{
    memset(record, 0, sizeof *record);
    const char *p = line;
    char word[32];
    if (next_word(&p, word, sizeof word) == 0)
        return S4_ERR_SYNTAX;
    S4Status status = S4_OK;
    /* A preset's geometry is a pure function of its name: copying the one already built
     * is the same as building it again, and a file of one game's records needs it once. */
    if (known != NULL && known->name[0] != '\0' && s4_geometry_same_preset(known, word))
        record->geo = *known;
    else
        status = s4_geometry_preset(&record->geo, word);
    if (status != S4_OK)
        return status;
    next_word(&p, word, sizeof word);
    int outcome = -1;
    for (int i = 0; i < 4; i++)
        if (strcmp(word, outcome_words[i]) == 0)
            outcome = i;
    if (outcome < 0)
        return S4_ERR_BAD_RESULT;
    record->outcome = (S4RecordOutcome)outcome;

    S4Game game;
    s4_game_init(&game, &record->geo);
    while (next_word(&p, word, sizeof word) > 0) {
        int peg;
        status = s4_move_parse(&record->geo, word, strlen(word), &peg); /* "4" or "D1" */
        if (status == S4_OK)
            status = s4_game_play(&game, peg);
        if (status != S4_OK)
            return status;
        record->moves[record->move_count++] = peg;
    }
    while (*p == ' ' || *p == '\t')
        p++;
    if (*p == '#') {
        p++;
        while (*p == ' ')
            p++;
        size_t n = strcspn(p, "\r\n");
        if (n >= sizeof record->comment)
            n = sizeof record->comment - 1;
        memcpy(record->comment, p, n);
        record->comment[n] = '\0';
    }
    return check_result(&game, record);
}

void s4_record_replay(const S4Record *record, int upto, S4Game *game)
{
    s4_game_init(game, &record->geo);
    int n = upto < 0 || upto > record->move_count ? record->move_count : upto;
    for (int i = 0; i < n; i++) {
        S4Status status = s4_game_play(game, record->moves[i]);
        (void)status; /* s4_record_parse played the same moves successfully */
    }
}

void s4_record_reader_init(S4RecordReader *reader, FILE *file)
{
    memset(reader, 0, sizeof *reader);
    s4_file_reader_attach(&reader->lines, file, "records", reader->line, S4_RECORD_MAX_LINE,
                          S4_RECORD_MAX_INPUT);
}

S4Status s4_record_reader_open(S4RecordReader *reader, const char *path)
{
    memset(reader, 0, sizeof *reader);
    S4Status status = s4_file_reader_open(&reader->lines, path, S4_RECORD_MAX_LINE,
                                          S4_RECORD_MAX_INPUT);
    return status;
}

void s4_record_reader_close(S4RecordReader *reader)
{
    s4_file_reader_close(&reader->lines);
}

void s4_record_reader_describe(const S4RecordReader *reader, S4Status status, char *buf,
                               size_t size)
{
    s4_file_reader_describe(&reader->lines, status, buf, size);
}

bool s4_record_next(S4RecordReader *reader, S4Record *record, S4Status *status)
{
    for (;;) {
        S4Status read;
        if (!s4_file_reader_next(&reader->lines, &read))
            return false;
        if (read == S4_ERR_INPUT_TOO_BIG || read == S4_ERR_SYSTEM) {
            *status = read;
            return true;
        }
        reader->line_no = (int)reader->lines.line_no;
        const char *line = reader->lines.line;
        bool too_long = read == S4_ERR_LINE_TOO_LONG;
        bool nul = !too_long && memchr(line, '\0', reader->lines.len) != NULL;
        if (!too_long && !nul) {
            size_t lead = strspn(line, " \t\r");
            if (line[lead] == '\0' || line[lead] == '#')
                continue; /* blank or comment */
        }
        reader->games++;
        if (too_long)
            *status = S4_ERR_LINE_TOO_LONG;
        else if (nul)
            *status = S4_ERR_BAD_RECORD;
        else
            *status = s4_record_parse_known(line, &reader->geo, record);
        /* A line whose game was known has its geometry even when a later part was bad:
         * the next line of that game copies it. */
        if (!too_long && !nul && record->geo.line_count > 0 &&
            strcmp(record->geo.name, reader->geo.name) != 0)
            reader->geo = record->geo;
        return true;
    }
}
