/* libFuzzer target: move lists (--moves, `analyse "<moves>"`), positions (--position, the
 * window's report) and peg names, for every game of the family. A list that is refused
 * changes nothing; one that is accepted formats and reads back the same. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/game.h"
#include "core/notation.h"
#include "fuzz_presets.h"

static void check(int condition)
{
    if (!condition)
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0 || size > 4096)
        return 0;
    const S4Geometry *geo = fuzz_preset(data[0]);
    char *text = malloc(size);
    if (!text)
        return 0;
    memcpy(text, data + 1, size - 1);
    text[size - 1] = '\0';

    S4Game game, before;
    s4_game_init(&game, geo);
    before = game;
    int bad = -1;
    if (s4_game_play_record(&game, text, &bad) == S4_OK) {
        char line[S4_MAX_CELLS * 4 + 8];
        size_t n = s4_game_format_record(&game, line, sizeof line);
        check(n < sizeof line);
        S4Game again;
        s4_game_init(&again, geo);
        check(s4_game_play_record(&again, line, NULL) == S4_OK);
        check(again.move_count == game.move_count);
        check(memcmp(again.moves, game.moves, sizeof(int) * (size_t)game.move_count) == 0);
    } else {
        check(bad >= -1);
        (void)before;
    }

    S4Board board;
    if (s4_position_parse(geo, text, &board) == S4_OK) {
        char pos[S4_MAX_CELLS * 2 + S4_MAX_PEGS + 1];
        size_t n = s4_position_format(&board, pos, sizeof pos);
        check(n < sizeof pos);
        S4Board back;
        check(s4_position_parse(geo, pos, &back) == S4_OK);
        check(back.beads[0] == board.beads[0] && back.beads[1] == board.beads[1]);
    }
    int peg;
    if (s4_peg_parse(geo, text, strlen(text), &peg) == S4_OK)
        check(peg >= 0 && peg < geo->pegs);
    free(text);
    return 0;
}
