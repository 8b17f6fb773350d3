/* record_file.c: reading and writing one-line game records. */
#include "core/record_file.h"

#include <stdio.h>
#include <string.h>

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

S4Status s4_record_parse(const char *line, S4Record *record)
{
    memset(record, 0, sizeof *record);
    const char *p = line;
    char word[32];
    if (next_word(&p, word, sizeof word) == 0)
        return S4_ERR_SYNTAX;
    S4Status status = s4_geometry_preset(&record->geo, word);
    if (status != S4_OK)
        return status;
    next_word(&p, word, sizeof word);
    int outcome = -1;
    for (int i = 0; i < 4; i++)
        if (strcmp(word, outcome_words[i]) == 0)
            outcome = i;
    if (outcome < 0)
        return S4_ERR_BAD_RESPONSE;
    record->outcome = (S4RecordOutcome)outcome;

    S4Game game;
    s4_game_init(&game, &record->geo);
    while (next_word(&p, word, sizeof word) > 0) {
        int peg;
        status = s4_peg_parse(&record->geo, word, strlen(word), &peg);
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
    return S4_OK;
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
