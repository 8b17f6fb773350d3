/* openings.c: reading an opening set. */
#include "match/openings.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "core/file_reader.h"
#include "core/game.h"

/* Reads the set; *bad_line as s4_openings_read says, why as s4_openings_load says. */
static S4Status load(const char *path, const S4Geometry *geo, S4OpeningSet *set, int *bad_line,
                     char *why, size_t why_size)
{
    *bad_line = 0;
    set->count = 0;
    S4FileReader in;
    S4Status status = s4_file_reader_open(&in, path, S4_OPENINGS_MAX_LINE, S4_OPENINGS_MAX_INPUT);
    if (status != S4_OK) {
        *bad_line = -1;
        errno = status == S4_ERR_SYSTEM ? in.saved_errno : EINVAL;
        s4_file_reader_describe(&in, status, why, why_size);
        s4_file_reader_close(&in);
        return status;
    }
    S4Status read;
    while (s4_file_reader_next(&in, &read)) {
        const char *text = in.line + strspn(in.line, " \t");
        if (read == S4_OK && memchr(in.line, '\0', in.len) != NULL)
            read = S4_ERR_BAD_RECORD;
        if (read == S4_OK && (*text == '\0' || *text == '#'))
            continue;
        S4Game game;
        s4_game_init(&game, geo);
        status = read != S4_OK ? read : s4_game_play_record(&game, text, NULL);
        if (status == S4_OK && s4_game_over(&game))
            status = S4_ERR_GAME_OVER;
        if (status == S4_OK && set->count >= S4_OPENINGS_MAX)
            status = S4_ERR_TOO_LONG;
        if (status != S4_OK) {
            *bad_line = in.line_no > 0 ? (int)in.line_no : 1;
            s4_file_reader_describe(&in, status, why, why_size);
            break;
        }
        set->length[set->count] = game.move_count;
        for (int i = 0; i < game.move_count; i++)
            set->pegs[set->count][i] = (unsigned char)game.moves[i];
        set->count++;
    }
    s4_file_reader_close(&in);
    if (status == S4_OK && set->count == 0) {
        snprintf(why, why_size, "%s: no opening in the file", path);
        status = S4_ERR_SYNTAX;
    }
    return status;
}

S4Status s4_openings_read(const char *path, const S4Geometry *geo, S4OpeningSet *set,
                          int *bad_line)
{
    char why[S4_READ_NAME + 160];
    S4Status status = load(path, geo, set, bad_line, why, sizeof why);
    return status != S4_OK && *bad_line < 0 ? S4_ERR_SYNTAX : status;
}

S4Status s4_openings_load(const char *path, const S4Geometry *geo, S4OpeningSet *set,
                          char *why, size_t why_size)
{
    int bad_line;
    why[0] = '\0';
    return load(path, geo, set, &bad_line, why, why_size);
}
