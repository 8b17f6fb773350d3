/* level_record.c: the record against each level, kept in the state directory
 * (level_record.h). */
#include "gui/model/level_record.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/atomic_file.h"
#include "gui/model/data_dir.h"
#include "core/file_reader.h"
#include "core/geometry.h"
#include "gui/model/difficulty.h"

/* Counts above this are refused when read: no one plays a billion games. */
enum { MOST_GAMES = 1000000000 };

bool gui_level_record_path(char *buf, size_t size)
{
    return gui_state_path("record.txt", buf, size);
}

/* The index of word among the game presets or the difficulties' keys, -1 when none. */
static int game_index(const char *word)
{
    int count;
    const char *const *names = s4_geometry_preset_names(&count);
    for (int i = 0; i < count && i < GUI_RECORD_GAMES; i++)
        if (strcmp(names[i], word) == 0)
            return i;
    return -1;
}

/* A count: digits only, at most MOST_GAMES; false otherwise. */
static bool count_of(const char *word, int *out)
{
    char *end;
    errno = 0;
    long v = strtol(word, &end, 10);
    if (word[0] < '0' || word[0] > '9' || *end != '\0' || errno != 0 || v > MOST_GAMES)
        return false;
    *out = (int)v;
    return true;
}

/* One line "GAME LEVEL won W lost L drawn D" into r; false when it is not one. */
static bool read_line(char *line, GuiLevelRecord *r)
{
    char *word[9];
    int n = 0;
    for (char *p = line; *p != '\0' && n < 9;) {
        while (*p == ' ' || *p == '\t')
            *p++ = '\0';
        if (*p == '\0')
            break;
        word[n++] = p;
        while (*p != '\0' && *p != ' ' && *p != '\t')
            p++;
    }
    if (n != 8 || strcmp(word[2], "won") != 0 || strcmp(word[4], "lost") != 0 ||
        strcmp(word[6], "drawn") != 0)
        return false;
    int game = game_index(word[0]), level = gui_difficulty_find(word[1]);
    int won, lost, drawn;
    if (game < 0 || level < 0 || level >= GUI_RECORD_LEVELS || !count_of(word[3], &won) ||
        !count_of(word[5], &lost) || !count_of(word[7], &drawn))
        return false;
    r->won[game][level] = won;
    r->lost[game][level] = lost;
    r->drawn[game][level] = drawn;
    return true;
}

bool gui_level_record_load(const char *path, GuiLevelRecord *r, char *msg, size_t msg_size)
{
    memset(r, 0, sizeof *r);
    msg[0] = '\0';
    int fd, saved;
    S4Status opened = s4_open_regular(path, &fd, &saved);
    if (opened != S4_OK) {
        if (saved == ENOENT)
            return true; /* no game played yet */
        snprintf(msg, msg_size, "record %s: %s", path, strerror(saved));
        return false;
    }
    FILE *f = fdopen(fd, "r");
    if (f == NULL) {
        saved = errno;
        close(fd);
        snprintf(msg, msg_size, "record %s: %s", path, strerror(saved));
        return false;
    }
    char line[256];
    int number = 0, skipped = 0, first_skipped = 0;
    while (fgets(line, sizeof line, f) != NULL) {
        number++;
        size_t len = strlen(line);
        bool too_long = !(len > 0 && line[len - 1] == '\n') && !feof(f);
        if (too_long) { /* skip the rest of it */
            int c;
            while ((c = fgetc(f)) != EOF && c != '\n')
                ;
        }
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '#' || line[0] == '\0')
            continue;
        if (too_long || !read_line(line, r)) {
            if (skipped++ == 0)
                first_skipped = number;
        }
    }
    fclose(f);
    if (skipped > 0)
        snprintf(msg, msg_size, "record %s: skipped %d line(s) it could not read, the first line %d",
                 path, skipped, first_skipped);
    return true;
}

/* The directories above path, made when missing; false with why in msg (none for a path
 * too long, which the write refuses in turn). */
static bool make_parents(const char *path, char *msg, size_t msg_size)
{
    char dir[GUI_RECORD_PATH];
    int err = gui_make_parents(path, 0755, dir, sizeof dir);
    if (err != 0 && dir[0] != '\0')
        snprintf(msg, msg_size, "record: cannot make %s: %s", dir, strerror(err));
    return err == 0;
}

bool gui_level_record_save(const char *path, const GuiLevelRecord *r, char *msg, size_t msg_size)
{
    msg[0] = '\0';
    if (!make_parents(path, msg, msg_size))
        return false;
    char text[GUI_RECORD_GAMES * GUI_RECORD_LEVELS * 96 + 128];
    size_t used = (size_t)snprintf(text, sizeof text,
                                   "# score4: your record against each level of the engine\n");
    int count;
    const char *const *games = s4_geometry_preset_names(&count);
    for (int g = 0; g < count && g < GUI_RECORD_GAMES; g++)
        for (int l = 0; l < gui_difficulty_count() && l < GUI_RECORD_LEVELS; l++) {
            if (r->won[g][l] + r->lost[g][l] + r->drawn[g][l] == 0)
                continue;
            int n = snprintf(text + used, sizeof text - used, "%s %s won %d lost %d drawn %d\n",
                             games[g], gui_difficulty(l)->key, r->won[g][l], r->lost[g][l],
                             r->drawn[g][l]);
            if (n < 0 || (size_t)n >= sizeof text - used)
                return false; /* cannot happen: the buffer holds every line */
            used += (size_t)n;
        }
    int saved = 0;
    S4Status status = s4_atomic_write(path, text, used, &saved);
    if (status != S4_OK) {
        snprintf(msg, msg_size, "record %s: %s", path,
                 status == S4_ERR_SYSTEM ? strerror(saved) : s4_status_str(status));
        return false;
    }
    return true;
}

/* Adds delta to *count, never below 0; true when it changed. */
static bool add_to(int *count, int delta)
{
    int was = *count;
    *count = was + delta < 0 ? 0 : was + delta > MOST_GAMES ? MOST_GAMES : was + delta;
    return *count != was;
}

bool gui_level_record_add(GuiLevelRecord *r, int game, int level, int won, int lost, int drawn)
{
    if (game < 0 || game >= GUI_RECORD_GAMES || level < 0 || level >= GUI_RECORD_LEVELS)
        return false;
    bool changed = add_to(&r->won[game][level], won);
    changed |= add_to(&r->lost[game][level], lost);
    changed |= add_to(&r->drawn[game][level], drawn);
    return changed;
}

void gui_level_record_text(const GuiLevelRecord *r, int game, int level, const char *level_name,
                           char *buf, size_t size)
{
    buf[0] = '\0';
    if (game < 0 || game >= GUI_RECORD_GAMES || level < 0 || level >= GUI_RECORD_LEVELS)
        return;
    int won = r->won[game][level], lost = r->lost[game][level], drawn = r->drawn[game][level];
    if (won + lost + drawn == 0)
        return;
    snprintf(buf, size, "Your record against %s: won %d, lost %d, drawn %d.", level_name, won,
             lost, drawn);
}
