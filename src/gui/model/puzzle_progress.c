/* puzzle_progress.c: the puzzles solved, the streaks and the daily puzzles done, kept in the
 * state directory (puzzle_progress.h). */
#include "gui/model/puzzle_progress.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/atomic_file.h"
#include "gui/model/data_dir.h"
#include "core/file_reader.h"
#include "gui/model/puzzle_set.h"

/* Counts above this are refused when read: no one solves a billion puzzles. */
enum { MOST = 1000000000 };

bool gui_puzzle_progress_path(char *buf, size_t size)
{
    return gui_state_path("puzzles.txt", buf, size);
}

uint64_t gui_puzzle_key(const char *game, const char *line)
{
    /* FNV-1a over "game\nline". */
    uint64_t h = 0xcbf29ce484222325ull;
    for (const char *s = game; *s != '\0'; s++)
        h = (h ^ (unsigned char)*s) * 0x100000001b3ull;
    h = (h ^ '\n') * 0x100000001b3ull;
    for (const char *s = line; *s != '\0'; s++)
        h = (h ^ (unsigned char)*s) * 0x100000001b3ull;
    return h;
}

/* ================================================================ reading */

/* A count: digits only, at most MOST; false otherwise. */
static bool count_of(const char *word, int *out)
{
    char *end;
    errno = 0;
    long v = strtol(word, &end, 10);
    if (word[0] < '0' || word[0] > '9' || *end != '\0' || errno != 0 || v > MOST)
        return false;
    *out = (int)v;
    return true;
}

/* A key: exactly 16 hex digits. */
static bool key_of(const char *word, uint64_t *out)
{
    if (strlen(word) != 16 || strspn(word, "0123456789abcdef") != 16)
        return false;
    *out = strtoull(word, NULL, 16);
    return true;
}

/* One line into p; false when it is not one of the file's lines. */
static bool read_line(char *line, GuiPuzzleProgress *p)
{
    char *word[4];
    int n = 0;
    for (char *s = line; *s != '\0' && n < 4;) {
        while (*s == ' ' || *s == '\t')
            *s++ = '\0';
        if (*s == '\0')
            break;
        word[n++] = s;
        while (*s != '\0' && *s != ' ' && *s != '\t')
            s++;
    }
    int v;
    uint64_t key;
    long day;
    if (n == 2 && strcmp(word[0], "streak") == 0 && count_of(word[1], &v)) {
        p->streak = v;
    } else if (n == 2 && strcmp(word[0], "best") == 0 && count_of(word[1], &v)) {
        p->best = v;
    } else if (n == 2 && strcmp(word[0], "solved") == 0 && key_of(word[1], &key)) {
        if (p->solved_count >= GUI_PROGRESS_SOLVED)
            return false;
        gui_puzzle_progress_solve(p, key, false);
    } else if (n == 3 && strcmp(word[0], "daily") == 0 &&
               strlen(word[1]) < GUI_PROGRESS_GAME && gui_puzzle_day_parse(word[2], &day)) {
        gui_puzzle_progress_daily_done(p, word[1], day);
    } else {
        return false;
    }
    return true;
}

bool gui_puzzle_progress_load(const char *path, GuiPuzzleProgress *p, char *msg, size_t msg_size)
{
    memset(p, 0, sizeof *p);
    msg[0] = '\0';
    int fd, saved;
    S4Status opened = s4_open_regular(path, &fd, &saved);
    if (opened != S4_OK) {
        if (saved == ENOENT)
            return true; /* no puzzle solved yet */
        snprintf(msg, msg_size, "puzzles %s: %s", path,
                 opened == S4_ERR_SYSTEM ? strerror(saved) : s4_status_str(opened));
        return false;
    }
    FILE *f = fdopen(fd, "r");
    if (f == NULL) {
        saved = errno;
        close(fd);
        snprintf(msg, msg_size, "puzzles %s: %s", path, strerror(saved));
        return false;
    }
    char line[128];
    int number = 0, skipped = 0, first_skipped = 0;
    /* Bounded: a file far longer than any this program writes is read no further. */
    while (number < 2 * GUI_PROGRESS_SOLVED + GUI_PROGRESS_DAILY + 16 &&
           fgets(line, sizeof line, f) != NULL) {
        number++;
        size_t len = strlen(line);
        bool too_long = !(len > 0 && line[len - 1] == '\n') && !feof(f);
        if (too_long) {
            int c;
            while ((c = fgetc(f)) != EOF && c != '\n')
                ;
        }
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '#' || line[0] == '\0')
            continue;
        if (too_long || !read_line(line, p))
            if (skipped++ == 0)
                first_skipped = number;
    }
    fclose(f);
    if (p->best < p->streak)
        p->best = p->streak; /* a hand-edited file: the invariant holds again */
    if (skipped > 0)
        snprintf(msg, msg_size, "puzzles %s: skipped %d line(s) it could not read, the first line %d",
                 path, skipped, first_skipped);
    return true;
}

/* ================================================================ writing */

/* The directories above path, made when missing; false with why in msg. */
static bool make_parents(const char *path, char *msg, size_t msg_size)
{
    char dir[GUI_PROGRESS_PATH];
    int err = gui_make_parents(path, 0755, dir, sizeof dir);
    if (err != 0 && dir[0] == '\0')
        snprintf(msg, msg_size, "puzzles: the path is too long");
    else if (err != 0)
        snprintf(msg, msg_size, "puzzles: cannot make %s: %s", dir, strerror(err));
    return err == 0;
}

bool gui_puzzle_progress_save(const char *path, const GuiPuzzleProgress *p, char *msg,
                              size_t msg_size)
{
    msg[0] = '\0';
    if (!make_parents(path, msg, msg_size))
        return false;
    enum { SIZE = GUI_PROGRESS_SOLVED * 24 + GUI_PROGRESS_DAILY * 48 + 256 };
    char *text = malloc(SIZE);
    if (text == NULL) {
        snprintf(msg, msg_size, "puzzles %s: out of memory", path);
        return false;
    }
    size_t used = (size_t)snprintf(text, SIZE, "# score4: the puzzles solved\nstreak %d\nbest %d\n",
                                   p->streak, p->best);
    for (int i = 0; i < p->solved_count; i++)
        used += (size_t)snprintf(text + used, SIZE - used, "solved %016" PRIx64 "\n", p->solved[i]);
    for (int i = 0; i < p->daily_count; i++) {
        char day[16];
        gui_puzzle_day_format(p->daily[i].day, day, sizeof day);
        used += (size_t)snprintf(text + used, SIZE - used, "daily %s %s\n", p->daily[i].game, day);
    }
    int saved = 0;
    S4Status status = s4_atomic_write(path, text, used, &saved);
    free(text);
    if (status != S4_OK) {
        snprintf(msg, msg_size, "puzzles %s: %s", path,
                 status == S4_ERR_SYSTEM ? strerror(saved) : s4_status_str(status));
        return false;
    }
    return true;
}

/* ================================================================ changes */

bool gui_puzzle_progress_solved(const GuiPuzzleProgress *p, uint64_t key)
{
    for (int i = 0; i < p->solved_count; i++)
        if (p->solved[i] == key)
            return true;
    return false;
}

void gui_puzzle_progress_solve(GuiPuzzleProgress *p, uint64_t key, bool clean)
{
    if (clean) {
        p->streak = p->streak < MOST ? p->streak + 1 : MOST;
        p->best = p->streak > p->best ? p->streak : p->best;
    }
    if (gui_puzzle_progress_solved(p, key))
        return;
    if (p->solved_count == GUI_PROGRESS_SOLVED) { /* full: the oldest goes */
        memmove(p->solved, p->solved + 1, sizeof p->solved[0] * (GUI_PROGRESS_SOLVED - 1));
        p->solved_count--;
    }
    p->solved[p->solved_count++] = key;
}

void gui_puzzle_progress_fail(GuiPuzzleProgress *p)
{
    p->streak = 0;
}

bool gui_puzzle_progress_daily(const GuiPuzzleProgress *p, const char *game, long day)
{
    for (int i = 0; i < p->daily_count; i++)
        if (p->daily[i].day == day && strcmp(p->daily[i].game, game) == 0)
            return true;
    return false;
}

void gui_puzzle_progress_daily_done(GuiPuzzleProgress *p, const char *game, long day)
{
    if (gui_puzzle_progress_daily(p, game, day) || strlen(game) >= GUI_PROGRESS_GAME)
        return;
    if (p->daily_count == GUI_PROGRESS_DAILY) {
        memmove(p->daily, p->daily + 1, sizeof p->daily[0] * (GUI_PROGRESS_DAILY - 1));
        p->daily_count--;
    }
    GuiPuzzleDaily *d = &p->daily[p->daily_count++];
    snprintf(d->game, sizeof d->game, "%s", game);
    d->day = day;
}
