/* difficulty.c: the table of named difficulties. */
#include "gui/difficulty.h"

#include <stdlib.h>
#include <strings.h>

/* Weakest first; levels spread over the engine's 1..10, 10 being its full strength. */
static const GuiDifficulty DIFFICULTIES[] = {
    {"beginner", "Beginner", "Plays almost at random and misses most threats.", 1, 20},
    {"casual", "Casual", "Looks a move or two ahead: good for learning the game.", 3, 60},
    {"club", "Club", "Blocks your threats and sets traps of its own.", 5, 150},
    {"expert", "Expert", "Searches deep: a hard game for a strong player.", 8, 400},
    {"maximum", "Maximum",
     "Full strength, about a second a move; in the endgame its solver keeps every proved win or "
     "draw.",
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
