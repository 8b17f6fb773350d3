/* difficulty.c: the table of named difficulties. */
#include "gui/model/difficulty.h"

#include <stdlib.h>
#include <strings.h>

/* Weakest first; levels spread over the engine's 1..10, 10 being its full strength. Each
 * sentence says what a measurement shows (docs/benchmarks.md, "Strength": the players
 * against the lowest levels by bench/levels_players.py, each difficulty against the one
 * below it by score4-match from the balanced openings). */
static const GuiDifficulty DIFFICULTIES[] = {
    {"beginner", "Beginner",
     "Sees half of your threats: a new player who never blocks wins 1 game in 3, one who "
     "blocks 17 in 20.",
     1, 20},
    {"casual", "Casual",
     "Blocks every threat and looks three moves ahead: won 100 of 100 games against Beginner.",
     3, 60},
    {"club", "Club", "Sets traps of its own: won 82 of 100 games against Casual.", 5, 150},
    {"expert", "Expert", "Searches deep: won 93 of 100 games against Club.", 8, 400},
    {"maximum", "Maximum",
     "Full strength, a second a move: won 55 of 60 games against Expert; late in a game its "
     "solver keeps the wins and draws it proves.",
     10, 1000},
};

int gui_difficulty_count(void)
{
    return (int)(sizeof DIFFICULTIES / sizeof DIFFICULTIES[0]);
}

const GuiDifficulty *gui_difficulty(int index)
{
    return &DIFFICULTIES[index];
}

int gui_difficulty_find(const char *word)
{
    for (int i = 0; i < gui_difficulty_count(); i++)
        if (strcasecmp(word, DIFFICULTIES[i].key) == 0)
            return i;
    char *end = NULL;
    long level = strtol(word, &end, 10);
    if (end != word && *end == '\0')
        for (int i = 0; i < gui_difficulty_count(); i++)
            if (DIFFICULTIES[i].level == level)
                return i;
    return -1;
}
