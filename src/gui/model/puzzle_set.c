/* puzzle_set.c: the puzzles of one game and the daily choice (puzzle_set.h). */
#include "gui/model/puzzle_set.h"

#include <stdio.h>
#include <string.h>

/* ================================================================ reading */

int gui_puzzle_set_read(GuiPuzzleSet *set, const S4Geometry *geo, const char *text)
{
    memset(set, 0, sizeof *set);
    set->geo = geo;
    set->text = text;
    char line[S4_PUZZLE_MAX_LINE + 1];
    for (const char *p = text; *p != '\0';) {
        size_t len = strcspn(p, "\n");
        const char *next = p[len] == '\n' ? p + len + 1 : p + len;
        bool comment = len == 0 || p[0] == '#';
        if (!comment) {
            S4Puzzle puzzle;
            bool read = len < sizeof line && set->count < GUI_PUZZLE_MAX;
            if (read) {
                memcpy(line, p, len);
                line[len] = '\0';
                read = s4_puzzle_parse(geo, line, &puzzle) == S4_OK && puzzle.win_in < 256;
            }
            if (read) {
                set->start[set->count] = (int)(p - text);
                set->win_in[set->count] = (unsigned char)puzzle.win_in;
                set->count++;
            } else {
                set->skipped++;
            }
        }
        p = next;
    }
    return set->count;
}

bool gui_puzzle_set_line(const GuiPuzzleSet *set, int index, char *buf, size_t size)
{
    if (index < 0 || index >= set->count || size == 0)
        return false;
    const char *p = set->text + set->start[index];
    size_t len = strcspn(p, "\r\n");
    if (len >= size)
        len = size - 1;
    memcpy(buf, p, len);
    buf[len] = '\0';
    return true;
}

bool gui_puzzle_set_get(const GuiPuzzleSet *set, int index, S4Puzzle *p)
{
    char line[S4_PUZZLE_MAX_LINE + 1];
    S4Puzzle got;
    if (!gui_puzzle_set_line(set, index, line, sizeof line) ||
        s4_puzzle_parse(set->geo, line, &got) != S4_OK)
        return false;
    *p = got;
    return true;
}

int gui_puzzle_set_first_of(const GuiPuzzleSet *set, int win_in)
{
    for (int i = 0; i < set->count; i++)
        if (set->win_in[i] == win_in)
            return i;
    return -1;
}

int gui_puzzle_set_count_of(const GuiPuzzleSet *set, int win_in)
{
    int n = 0;
    for (int i = 0; i < set->count; i++)
        n += set->win_in[i] == win_in;
    return n;
}

/* ================================================================ dates */

static bool leap(long y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

bool gui_puzzle_day(int year, int month, int day, long *days)
{
    static const int LENGTH[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (year < 1970 || year > 9999 || month < 1 || month > 12 || day < 1)
        return false;
    int in_month = LENGTH[month - 1] + (month == 2 && leap(year));
    if (day > in_month)
        return false;
    long n = 0;
    for (long y = 1970; y < year; y++)
        n += leap(y) ? 366 : 365;
    for (int m = 1; m < month; m++)
        n += LENGTH[m - 1] + (m == 2 && leap(year));
    *days = n + day - 1;
    return true;
}

bool gui_puzzle_day_parse(const char *text, long *days)
{
    int y = 0, m = 0, d = 0;
    /* Exactly YYYY-MM-DD: ten characters, digits where digits go. */
    if (strlen(text) != 10 || text[4] != '-' || text[7] != '-')
        return false;
    for (int i = 0; i < 10; i++)
        if (i != 4 && i != 7 && (text[i] < '0' || text[i] > '9'))
            return false;
    y = (text[0] - '0') * 1000 + (text[1] - '0') * 100 + (text[2] - '0') * 10 + (text[3] - '0');
    m = (text[5] - '0') * 10 + (text[6] - '0');
    d = (text[8] - '0') * 10 + (text[9] - '0');
    return gui_puzzle_day(y, m, d, days);
}

void gui_puzzle_day_format(long days, char *buf, size_t size)
{
    long y = 1970;
    while (days >= (leap(y) ? 366 : 365)) {
        days -= leap(y) ? 366 : 365;
        y++;
    }
    static const int LENGTH[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    int m = 0;
    while (days >= LENGTH[m] + (m == 1 && leap(y))) {
        days -= LENGTH[m] + (m == 1 && leap(y));
        m++;
    }
    snprintf(buf, size, "%04ld-%02d-%02ld", y, m + 1, days + 1);
}

int gui_puzzle_set_daily(const GuiPuzzleSet *set, long days)
{
    if (set->count == 0)
        return -1;
    /* splitmix64's finaliser: every bit of the day moves every bit of the hash. */
    uint64_t z = (uint64_t)days + 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return (int)(z % (uint64_t)set->count);
}
