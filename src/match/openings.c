/* openings.c: reading an opening set. */
#include "match/openings.h"

#include <stdio.h>
#include <string.h>

#include "core/game.h"

S4Status s4_openings_read(const char *path, const S4Geometry *geo, S4OpeningSet *set,
                          int *bad_line)
{
    *bad_line = 0;
    set->count = 0;
    FILE *in = fopen(path, "r");
    if (!in) {
        *bad_line = -1; /* errno says why */
        return S4_ERR_SYNTAX;
    }
    char line[1024];
    int number = 0;
    S4Status status = S4_OK;
    while (fgets(line, sizeof line, in)) {
        number++;
        line[strcspn(line, "\r\n")] = '\0';
        const char *text = line + strspn(line, " \t");
        if (*text == '\0' || *text == '#')
            continue;
        S4Game game;
        s4_game_init(&game, geo);
        status = s4_game_play_record(&game, text, NULL);
        if (status == S4_OK && s4_game_over(&game))
            status = S4_ERR_GAME_OVER;
        if (status == S4_OK && set->count >= S4_OPENINGS_MAX)
            status = S4_ERR_TOO_LONG;
        if (status != S4_OK) {
            *bad_line = number;
            break;
        }
        set->length[set->count] = game.move_count;
        for (int i = 0; i < game.move_count; i++)
            set->pegs[set->count][i] = (unsigned char)game.moves[i];
        set->count++;
    }
    fclose(in);
    if (status == S4_OK && set->count == 0)
        status = S4_ERR_SYNTAX;
    return status;
}
